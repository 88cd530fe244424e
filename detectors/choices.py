"""What a decision record chose, and what it considered and did not: MADR's "Considered Options"
and "Chosen option: …" (MADR, log4brains, and the many projects that write records that way).

A claim that states a considered option the record did not choose ("uses a hyphen as the list
marker" against "Chosen option: Use an asterisk"), about the record's subject, says the record's
decision the other way round: `against` names the chosen option. Options are told apart by the
words only one of them has ("hyphen" and "asterisk"; not "use"); a word the claim negates ("not
YAML front matter") does not choose. Pure.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache

from groundstream.detectors.meaning import Conflict, Reading, read

VERSION = "choices/1"
_HEADING = re.compile(r"^#{1,6}\s+(.+?)\s*#*\s*$")
_ITEM = re.compile(r"^\s{0,3}(?:[-*+]|\d+[.)])\s+(.+)$")
_CHOSEN = re.compile(r"chosen option:?\s*(?:[\"“](?P<quoted>[^\"”\n]+)[\"”]|(?P<bare>[^\n]+?)(?:,\s*because\b|\.?\s*$))", re.IGNORECASE | re.MULTILINE)
_ASIDE = re.compile(r"\s*\((?:e\.g\.|i\.e\.|see|example)[^)]*\)?|\s+[-–—]\s+.*$", re.IGNORECASE)
_NUMBERED = re.compile(r"^(?:option|alternative)\s*\w{1,3}\s*[:.)-]\s*", re.IGNORECASE)
# Words every record of a project uses: they tell no option from another.
_GENERIC = frozenset({"record", "option", "use", "decis"})
_LINK = re.compile(r"\[([^\]]*)\]\([^)]*\)")
_OPTIONS = re.compile(r"\b(considered options|options)\b", re.IGNORECASE)
_TITLE = re.compile(r"^#\s+(?:\d+\.\s+)?(.+?)\s*$", re.MULTILINE)


@dataclass(frozen=True, slots=True)
class Choice:
    title: str
    options: tuple[str, ...]
    chosen: str  # as the record writes it
    line: int  # 1-based line of "Chosen option"


def _plain(text: str) -> str:
    """An option as words: links as their text, asides ("(e.g., …)", " – the first …") dropped."""
    text = _ASIDE.sub("", _LINK.sub(r"\1", text)).replace("`", "").strip(" .*_\"'")
    return _NUMBERED.sub("", text)  # "Option 2: Lunr.js" is "Lunr.js"


@lru_cache(maxsize=1024)
def parse(text: str) -> Choice | None:
    """The record's considered options and its chosen one, or None when it lists none."""
    options: list[str] = []
    in_options = False
    for line in text.splitlines():
        heading = _HEADING.match(line)
        if heading:
            in_options = bool(_OPTIONS.search(heading.group(1))) and "pros" not in heading.group(1).lower()
            continue
        item = _ITEM.match(line) if in_options else None
        if item:
            options.append(_plain(item.group(1)))
    chosen = _CHOSEN.search(text)
    title = _TITLE.search(text)
    if chosen is None or len(options) < 2:
        return None
    return Choice(title.group(1) if title else "", tuple(options), _plain(chosen.group("quoted") or chosen.group("bare")),
                  text.count("\n", 0, chosen.start()) + 1)  # fmt: skip


def _stems(text: str) -> frozenset[str]:
    return read(text).stems


def against(claim: Reading, choice: Choice, ambient: frozenset[str] = frozenset()) -> Conflict | None:
    """The chosen option, when the claim states another option of the record, about its subject."""
    option_stems = [_stems(o) for o in choice.options]
    common = frozenset.intersection(*option_stems) if option_stems else frozenset()
    chosen = _stems(choice.chosen) - common
    stated = claim.stems - claim.negating  # "not YAML front matter" does not choose YAML front matter
    # The record's subject: its title's words that name no option ("list marker" of "Use Asterisk as List Marker").
    every_option = frozenset().union(*option_stems)
    title = _stems(choice.title)
    subject = title - every_option - ambient
    if subject and not subject & claim.stems:
        return None
    if chosen & stated:
        return None  # the claim names what was chosen
    best: tuple[int, str] | None = None
    for option, stems in zip(choice.options, option_stems, strict=True):
        distinct = stems - common - chosen - title - _GENERIC - ambient  # "hyphen", "front"; not "number" of the title
        if not distinct or _stems(option) <= _stems(choice.chosen):
            continue
        hit = len(distinct & stated)
        if hit and (best is None or hit > best[0]):
            best = (hit, option)
    if best is None:
        return None
    return Conflict("chosen option", choice.chosen, best[1])
