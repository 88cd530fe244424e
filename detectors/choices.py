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
from groundstream.detectors.patterns import lazy

VERSION = "choices/1"
_HEADING = lazy(r"^#{1,6}\s+(.+?)\s*#*\s*$")
_ITEM = lazy(r"^\s{0,3}(?:[-*+]|\d+[.)])\s+(.+)$")
_CHOSEN = lazy(r"chosen option:\s*(?:[\"“](?P<quoted>[^\"”\n]+)[\"”]|(?P<bare>[^\n]+?)(?:,\s*because\b|\.?\s*$))", re.IGNORECASE | re.MULTILINE)
_ASIDE = lazy(r"\s*\((?:e\.g\.|i\.e\.|see|example)[^)]*\)?|\s+[-–—]\s+.*$", re.IGNORECASE)
_NUMBERED = lazy(r"^(?:option|alternative)\s*\w{1,3}\s*[:.)-]\s*", re.IGNORECASE)
# Words every record of a project uses: they tell no option from another.
_GENERIC = frozenset({"record", "option", "use", "decis"})
_LINK = lazy(r"\[([^\]]*)\]\([^)]*\)")
_OPTIONS = lazy(r"\b(considered options|options)\b", re.IGNORECASE)
_TITLE = lazy(r"^#\s+(?:\d+\.\s+)?(.+?)\s*$", re.MULTILINE)


@dataclass(frozen=True, slots=True)
class Choice:
    title: str
    options: tuple[str, ...]
    chosen: str  # as the record writes it
    line: int  # 1-based line of "Chosen option"


def option_name(text: str) -> str:
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
            options.append(option_name(item.group(1)))
    chosen = _CHOSEN.search(text)
    title = _TITLE.search(text)
    if chosen is None or len(options) < 2:
        return None
    return Choice(title.group(1) if title else "", tuple(options), option_name(chosen.group("quoted") or chosen.group("bare")),
                  text.count("\n", 0, chosen.start()) + 1)  # fmt: skip


def chosen_in(line: str) -> str | None:
    """The option a "Chosen option: …" line names, as `option_name` writes it; None for another line."""
    m = _CHOSEN.search(line)
    return option_name(m.group("quoted") or m.group("bare")) if m else None


def _stems(text: str) -> frozenset[str]:
    return read(text).stems


def against(claim: Reading, choice: Choice, ambient: frozenset[str] = frozenset()) -> Conflict | None:
    """The chosen option, when the claim states another option of the record better than the chosen
    one ("a hyphen" against "Use an asterisk"; "ESLint with Google code style" against "Prettier-ESLint
    with Airbnb code style"), about the record's subject."""
    stated = claim.stems - claim.denied  # "not YAML front matter", "rather than a monorepo" choose nothing
    # Words every option has ("title" of "Use the title only" / "Add the number in front of the title")
    # tell none apart.
    common = frozenset.intersection(*(_stems(o) for o in choice.options)) | _GENERIC
    chosen = _stems(choice.chosen) - common

    def share(stems: frozenset[str]) -> float:
        wanted = stems - common - ambient
        return len(wanted & stated) / len(wanted) if wanted else 0.0

    mine = share(chosen)
    title = _stems(choice.title) - ambient  # (the project's own name says nothing of the subject)
    best: tuple[float, str, frozenset[str]] | None = None
    for option in choice.options:
        stems = _stems(option)
        if stems - common <= chosen:
            continue  # the chosen option itself, or a part of it ("with Yarn and Lerna")
        score = share(stems)
        if score > mine and score >= 0.5 and (best is None or score > best[0]):
            best = (score, option, stems)
    if best is None:
        return None
    if not title & claim.stems:
        return None  # about something else: no word of the record's title ("YAML front matter" is no category)
    return Conflict("chosen option", choice.chosen, best[1])
