"""The roles values play in a claim: what a change moved *from* and *to*, what replaced what.

"Moved sessions from Memcached to Redis" and "moved sessions from Redis to Memcached" have one
set of words and say opposite things: a duplicate check that reads word sets (MinHash, value
sets) makes whichever came first block the other. `reversed_roles` says when two such claims give
their values other roles, so the gate checks them as a contradiction instead. Pure.
"""

from __future__ import annotations

from groundstream.detectors.patterns import lazy
from groundstream.schemas import DifferingValue

VERSION = "roles/3"  # 3: which overrides which
_SKIP = r"(?:(?:the|a|an|our|its|their|this|that)\s+)?"
_WORDS = r"([\w.+#-]+(?:\s+[\w.+#-]+)?)"
# (pattern, the role of group 1, the role of group 2); a group is at most two words.
_PATTERNS = (
    (lazy(rf"\bfrom\s+{_SKIP}([\w.+#-]+)\s+(?:to|into|onto)\s+{_SKIP}([\w.+#-]+)"), "from", "to"),
    (lazy(rf"\breplac(?:e|ed|es|ing)\s+{_SKIP}([\w.+#-]+)\s+(?:with|by)\s+{_SKIP}([\w.+#-]+)"), "from", "to"),
    (lazy(rf"\b([\w.+#-]+)\s+(?:was|is|were|are|got)\s+replaced\s+(?:with|by)\s+{_SKIP}([\w.+#-]+)"), "from", "to"),
    # "renamed WriteConsistency to PersistMode" (a word of kind between: "the X setting to Y")
    (lazy(rf"\brenam(?:e|ed|es|ing)\s+{_SKIP}([\w.+#-]+)(?:\s+[a-z]+)?\s+(?:to|as)\s+{_SKIP}([\w.+#-]+)"), "from", "to"),
    (lazy(rf"\b([\w.+#-]+)\s+(?:instead of|rather than|in place of|over)\s+{_SKIP}([\w.+#-]+)"), "chosen", "not chosen"),
    (lazy(rf"\bbefore\s+{_SKIP}([\w.+#-]+)\b.*?\bafter\s+{_SKIP}([\w.+#-]+)"), "before", "after"),
    # "values in `EXA_COLORS` override those given in `LS_COLORS`": which wins is a role too
    (lazy(rf"`?([\w.+#$-]+)`?\s+(?:(?:always|also|still|then|now)\s+)?(?:overrides?|overrode|overrule[sd]?|takes?\s+precedence\s+over|wins?\s+over|supersedes?)\s+"
                rf"(?:(?:those|the\s+ones?|the\s+values?|values?|settings?)\s+(?:given|set|defined|specified|found)\s+(?:in|by)\s+)?{_SKIP}`?([\w.+#$-]+)`?"),
     "wins", "yields"),
)
del _WORDS
# A word each pattern needs (a substring test before the search).
_KEYS = (("from",), ("replac",), ("replaced",), ("renam",), ("instead of", "rather than", "in place of", "over"), ("before",),
         ("overr", "precedence", "win", "supersede"))


def roles(text: str) -> dict[str, str]:
    """Each role a value plays in `text` (lower-cased): {"from": "memcached", "to": "redis"}."""
    found: dict[str, str] = {}
    lowered = " ".join(text.lower().split())
    for (pattern, first, second), keys in zip(_PATTERNS, _KEYS, strict=True):
        if not any(k in lowered for k in keys):
            continue  # a substring test first: most claims name no change of roles
        m = pattern.search(lowered)
        if m:
            found.setdefault(first, m.group(1).strip(".,;:"))
            found.setdefault(second, m.group(2).strip(".,;:"))
    return found


def reversed_roles(stored: str, new: str) -> list[DifferingValue]:
    """The roles two claims fill with each other's values (empty: no role changed hands)."""
    a, b = roles(stored), roles(new)
    changed = [DifferingValue(slot=role, stored=a[role], new=b[role]) for role in a.keys() & b.keys() if a[role] != b[role]]
    if {d.slot for d in changed} <= {"wins", "yields"} and not (a.get("wins") == b.get("yields") and a.get("yields") == b.get("wins")):
        return []  # another name for the winner, or a chain ("flags override X, which overrides Y"), is no reversal: the two trade places
    values_a, values_b = set(a.values()), set(b.values())
    # The same values in other roles: a reversal. Other values altogether are not this check's to say.
    return sorted(changed, key=lambda d: d.slot) if changed and values_a & values_b else []
