"""Hedge and speculation language: the words that say a claim is not known to be true.

Two families, split by what they mean for memory (DESIGN.md, rules 2 and 4):

- **block**: the writer admits it is guessing (speculation), does not know (uncertainty),
  or proposes rather than states (suggestion). Such a claim is never a memory.
- **review**: a technical hedge (`may`, `usually`) or an approximation (`around 3 s`). The
  claim may be true but is not exact, so a person decides.

Assertion words (`definitely`, `confirmed`, `verified`) cancel nothing: "I guess it works,
confirmed" is still a guess. Matching runs on `normalize()` output; spans index the original.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from groundstream.schemas import HedgeCategory, HedgeFinding

from .normalize import Normalized

VERSION = "hedges/1"

_SUBJ = r"(?:i|we|you|they)"
_NUM = r"~?\$?\d"

# Patterns per category, over the normalized (case-folded) text. Order matters where two
# overlap at one position: suggestions before speculation, so "maybe we should" is one
# suggestion and not the speculation "maybe".
PATTERNS: tuple[tuple[HedgeCategory, tuple[str, ...]], ...] = (
    (
        HedgeCategory.SUGGESTION,
        (
            rf"(?:maybe|perhaps|possibly) {_SUBJ} (?:should|could|might|can|ought to|need to)",
            r"(?:we|you) (?:could|might) (?:try|consider|want to|switch|use|add|cache)",
            r"(?:i|we)(?: would|'d) (?:suggest|recommend|propose)",
            r"(?:i|we) (?:suggest|recommend|propose)",
            r"how about",
            r"what if we",
            r"why (?:don't|not) we",
            r"let's (?:try|consider|maybe)",
            r"it (?:might|may|could) be (?:worth|better|a good idea|wise)",
            r"(?:we|you) (?:should|ought to) (?:probably|maybe|consider)",
        ),
    ),
    (
        HedgeCategory.UNCERTAINTY,
        (
            r"not (?:really |entirely |completely |100% |quite )?(?:sure|certain|positive|convinced)",
            r"unsure",
            r"(?:i|we) (?:don't|do not|can't|cannot|can not) (?:really )?(?:know|remember|recall|tell|say for sure|be sure)",
            r"no idea",
            r"hard to (?:say|tell)",
            r"who knows",
            r"unclear (?:whether|if)",
            r"uncertain",
            r"(?:i|we) (?:have|had) (?:no|not) (?:verified|checked|confirmed)",
        ),
    ),
    (
        HedgeCategory.SPECULATION,
        (
            r"(?:i|we) (?:think|believe|guess|suppose|assume|suspect|reckon|imagine|figure|feel like)",
            r"(?:i|we)(?:'d| would) (?:guess|say|think|assume|imagine)",
            r"in my (?:opinion|view|experience)",
            r"(?:my|our) (?:guess|hunch|impression|assumption|understanding) is",
            r"it seems to me",
            r"as far as (?:i|we) (?:know|can tell|remember|recall)",
            r"if (?:i|we) (?:remember|recall) (?:correctly|right)",
            r"iirc|afaik|imo|imho",
            r"maybe|perhaps",
        ),
    ),
    (
        HedgeCategory.TECHNICAL_HEDGE,
        (
            r"may|might",
            r"could(?!n't|n't| not)",
            r"typically|usually|often|generally|sometimes|occasionally|frequently|normally",
            r"likely|probably|possibly|presumably|apparently|supposedly|allegedly",
            r"(?:seems?|appears?|tends?) to",
            r"in (?:most|some|many) cases",
            r"should (?:probably |normally |usually )?(?:work|be fine|be ok|be okay|be enough|be able to|be safe|be good|suffice|help)",
        ),
    ),
    (
        HedgeCategory.APPROXIMATION,
        (
            r"approximately|approx\.?|roughly|circa|ballpark",
            rf"(?:around|about|ca\.|nearly|almost|some) (?={_NUM})",
            r"~ ?(?=\d)",
            r"more or less|or so|give or take|on the order of",
            r"\d+(?:\.\d+)?-?ish",
        ),
    ),
)

# How much each finding says the claim is a guess; combined as 1 - prod(1 - w).
WEIGHTS: dict[HedgeCategory, float] = {
    HedgeCategory.SPECULATION: 0.9,
    HedgeCategory.UNCERTAINTY: 0.9,
    HedgeCategory.SUGGESTION: 0.8,
    HedgeCategory.TECHNICAL_HEDGE: 0.4,
    HedgeCategory.APPROXIMATION: 0.3,
}

# "may" is the month, not a hedge, after these words or before a number ("in May", "May 2024").
_MONTH_BEFORE = frozenset(
    "in on since by until till of early late mid during before after from through last next this each every "
    "end start beginning".split()
)
_MONTH_AFTER = re.compile(r" ?(?:\d|-|/|(?:st|nd|rd|th)\b)")



def _bounded(pattern: str) -> str:
    """A pattern that ends at a word end (a trailing lookahead states its own end)."""
    return pattern if "(?=" in pattern else rf"(?:{pattern})(?!\w)"


def _top_level_alternatives(pattern: str) -> list[str]:
    parts, depth, start = [], 0, 0
    for i, ch in enumerate(pattern):
        if ch == "(" and pattern[i - 1 : i] != "\\":
            depth += 1
        elif ch == ")" and pattern[i - 1 : i] != "\\":
            depth -= 1
        elif ch == "|" and depth == 0:
            parts.append(pattern[start:i])
            start = i + 1
    parts.append(pattern[start:])
    return parts


def _lead_words(pattern: str) -> set[str] | None:
    """The words a pattern's match can start with; None for a pattern led by a symbol or digit."""
    leads: set[str] = set()
    for alt in _top_level_alternatives(pattern):
        group = re.match(r"\(\?:([^()]*)\)(\??)", alt)
        if group:
            assert not group.group(2), f"optional lead in hedge pattern {alt!r}: start it at a required word"
            heads = [g.split(" ")[0] for g in group.group(1).split("|")]
        else:
            heads = [alt.split(" ")[0]]
        for head in heads:
            word = re.match(r"[a-z]+", head)
            if not word:
                return None
            leads.add(word.group())
    return leads


def _compile(entries: list[tuple[HedgeCategory, int, str]]) -> re.Pattern[str]:
    # In PATTERNS order, so where two match at one place the earlier category wins.
    return re.compile("|".join(rf"(?P<{cat.value}_{i}>{_bounded(pat)})" for cat, i, pat in entries))


def _index() -> tuple[dict[str, re.Pattern[str]], re.Pattern[str]]:
    by_lead: dict[str, list[tuple[HedgeCategory, int, str]]] = {}
    symbol_led: list[tuple[HedgeCategory, int, str]] = []
    for cat, pats in PATTERNS:
        for i, pat in enumerate(pats):
            leads = _lead_words(pat)
            if leads is None:
                symbol_led.append((cat, i, pat))
            for lead in leads or ():
                by_lead.setdefault(lead, []).append((cat, i, pat))
    return {lead: _compile(entries) for lead, entries in by_lead.items()}, _compile(symbol_led)


# Patterns are tried only where a word that can start them stands: at ~15 words a claim and
# a handful of lead words, that is a few dict lookups instead of ~45 alternatives everywhere.
_BY_LEAD, _SYMBOL_LED = _index()
_WORD_AT = re.compile(r"\w+")
_GROUP_CATEGORY = {f"{cat.value}_{i}": cat for cat, pats in PATTERNS for i in range(len(pats))}


@dataclass(frozen=True, slots=True)
class HedgeReport:
    """What `find_hedges` found: the findings, their phrases, and a 0..1 speculation score."""

    findings: tuple[HedgeFinding, ...]
    speculation_score: float

    @property
    def blocking(self) -> tuple[HedgeFinding, ...]:
        return tuple(f for f in self.findings if f.blocks)

    @property
    def reviewing(self) -> tuple[HedgeFinding, ...]:
        return tuple(f for f in self.findings if not f.blocks)

    @property
    def words(self) -> list[str]:
        return [f.phrase for f in self.findings]


def find_hedges(norm: Normalized) -> HedgeReport:
    """Find every hedge in a normalized claim."""
    text = norm.text
    matches: list[re.Match[str]] = []
    taken_to = 0
    for word in _WORD_AT.finditer(text):
        if word.start() < taken_to:
            continue
        rx = _BY_LEAD.get(word.group())
        hit = rx.match(text, word.start()) if rx is not None else None
        if hit:
            matches.append(hit)
            taken_to = hit.end()
    if "~" in text or "ish" in text:
        matches.extend(m for m in _SYMBOL_LED.finditer(text) if not any(h.start() <= m.start() < h.end() for h in matches))
        matches.sort(key=lambda m: m.start())
    findings: list[HedgeFinding] = []
    for m in matches:
        group = m.lastgroup
        assert group is not None
        category = _GROUP_CATEGORY[group]
        start, end = m.span()
        phrase = m.group().strip()
        if category is HedgeCategory.TECHNICAL_HEDGE and phrase == "may" and _is_month(norm, start, end):
            continue
        findings.append(
            HedgeFinding(phrase=phrase, category=category, span=norm.original_span(start, start + len(phrase)))
        )
    keep = 1.0
    for f in findings:
        keep *= 1.0 - WEIGHTS[f.category]
    return HedgeReport(tuple(findings), round(1.0 - keep, 4))


def _is_month(norm: Normalized, start: int, end: int) -> bool:
    text = norm.text
    if _MONTH_AFTER.match(text, end):
        return True
    before = text[:start].rstrip().rsplit(" ", 1)[-1] if start else ""
    if before.strip("-(,") in _MONTH_BEFORE:
        return True
    # A capital M in the middle of a sentence is the month: "shipped May and June".
    s, _ = norm.original_span(start, end)
    original = norm.source[s : s + 1]
    at_sentence_start = not text[:start].strip() or text[:start].rstrip()[-1:] in ".!?:;\n"
    return original == "M" and not at_sentence_start
