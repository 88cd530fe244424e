"""A member taken out of the list a memory named it in: the list says otherwise now.

"The preview style includes `unify_docstring_detection`" was grounded on an item of the list under
"Currently, the following features are included in the preview style:". When the item is gone and
that list is still there, with the members it kept, the list is the source's word on what the
preview style includes, and the claim's member is not among them (nor named anywhere else in the
file: moved to another list or to prose, it is the verdict's to read): refuted, not merely no longer
stated. Only where the claim is about the list's membership: every word it says beside the item's
own (the item's term and description) stands in the list's lead or heading ("preview", "style",
"includes"); a claim about what the member does ("`--fast` skips the AST check", under "Options:")
is left to the verdict (no longer stated). A list given as examples ("such as", "for example") says
nothing of what it leaves out. Pure: the passages now, the texts before, the claim and its item in.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from groundstream.detectors.meaning import read
from groundstream.detectors.patterns import lazy
from groundstream.detectors.verdict import Passage

# An item's term: the code or bold name it opens with, or a name before its ":" ("`x`: does y", "**x** — y", "x: y").
_TERM = lazy(r"^\s*(?:[-*+]\s+|\d+[.)]\s+)?(?:`([^`\n]{1,80})`|\*\*([^*\n]{1,80})\*\*|([A-Za-z][\w.+/-]{0,60})(?=\s*:))")
_EXAMPLES = lazy(r"\b(?:such as|for example|for instance|e\.g\.|among others|including|like|some of|a few)\b", re.IGNORECASE)


def item_term(item: str) -> str | None:
    """The name a list item is about, or None when it opens with none."""
    m = _TERM.match(item)
    return next((g for g in m.groups() if g), None) if m else None


def left_out(stated: str, item: str, now: Sequence[Passage], before: frozenset[str]) -> tuple[Passage, str] | None:
    """The lead of the list that no longer names the claim's member, and the member, or None.
    `item` is the list item that grounded the claim; `now` the file's passages as it is now;
    `before` the texts of its passages before the change."""
    term = item_term(item)
    if term is None or term.lower() not in stated.lower():
        return None
    if any(term.lower() in p.text.lower() for p in now):
        return None  # still named in the file (moved to another list, or to prose): what it says of it now is the verdict's to read
    frame = read(stated).stems - read(item).stems - read(term).stems
    if not frame:
        return None  # the claim says only what its item said: not about the list
    for lead in now:
        head = lead.text.rstrip()
        if not head.endswith(":") or lead.text not in before or _EXAMPLES.search(head):
            continue  # a list's lead, there before the change too, and no list of examples
        head = head.rstrip(" :")
        if not frame <= read(f"{lead.context} {head}").stems:
            continue  # not the list the claim speaks of
        members = [p for p in now if p is not lead and p.context.rstrip(" :").endswith(head)]
        if any(p.text in before for p in members):  # the same list, members of it kept
            return lead, term
    return None
