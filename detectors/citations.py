"""Citation detection: the references a claim makes, in a canonical form a verifier can check.

Each kind is matched on the normalized text and its value read back from the original span:

- ADR: `ADR-003`, `[ADR-005]`, `ADR 007`, `adr-001` -> `ADR-003` (a number, never a path).
- URL: `http(s)://…`, trailing punctuation trimmed. URLs are blanked out before commits and
  issues are looked for, so a hex run or `#frag` inside a URL is not a citation.
- commit: 7–40 hex characters with at least one digit and one letter (or any hex run right
  after "commit"/"sha"/"revision"), not a `#abc123` colour, not part of a UUID or a path.
- issue: `#123` or `GH-456` -> the number.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Callable

from groundstream.detectors.normalize import INVISIBLE, Normalized
from groundstream.schemas import Citation, CitationKind

VERSION = "citations/1"

_ADR = re.compile(r"(?<![\w-])\[?adr[-_ ]?0*(\d{1,5})\]?(?![\w])")
_URL = re.compile(r"(?<![\w.+-])https?://[^\s<>\"'`{}|\\^]+")
_URL_TRAILING = ".,;:!?)]}'\""
_HEX = re.compile(r"(?<![\w#/.:@=&?%-])([0-9a-f]{7,40})(?![\w/:@]|[.-][\w])")
_COMMIT_CUE = re.compile(r"(?:commit|sha|revision|rev|hash|changeset)s? ?[:#]? ?$")
_ISSUE = re.compile(r"(?<![\w&#/])(?:#|gh-)(\d{1,9})(?![\w-])")
# What the source id prefers, strongest grounding first.
SOURCE_PREFERENCE = (CitationKind.ADR, CitationKind.COMMIT, CitationKind.ISSUE, CitationKind.URL)


def find_citations(norm: Normalized) -> list[Citation]:
    """Every citation in the claim, in order of appearance, each value in canonical form."""
    text = norm.text
    found: list[Citation] = []

    def add(kind: CitationKind, value: str, start: int, end: int) -> None:
        found.append(Citation(kind=kind, value=value, span=norm.original_span(start, end)))

    # Each kind has a literal anchor; a claim without it skips that regex (most claims cite nothing).
    if "://" not in text:
        rest = text
    else:
        rest = _mask_urls(norm, add)
    if "adr" in rest:
        for m in _ADR.finditer(rest):
            add(CitationKind.ADR, f"ADR-{int(m.group(1)):03d}", *m.span())
    for m in _HEX.finditer(rest):
        sha = m.group(1)
        has_digit = any(c.isdigit() for c in sha)
        has_letter = any(c.isalpha() for c in sha)
        if (has_digit and has_letter) or _COMMIT_CUE.search(rest, 0, m.start()):
            add(CitationKind.COMMIT, sha, *m.span(1))
    if "#" in rest or "gh-" in rest:
        for m in _ISSUE.finditer(rest):
            add(CitationKind.ISSUE, str(int(m.group(1))), *m.span())

    found.sort(key=lambda c: c.span)
    return _dedupe(found)


def _mask_urls(norm: Normalized, add: Callable[[CitationKind, str, int, int], None]) -> str:
    """Record every URL and return the text with URLs blanked out (spans keep their place)."""
    text = norm.text
    masked = list(text)
    for m in _URL.finditer(text):
        start, end = m.span()
        while end > start and text[end - 1] in _URL_TRAILING:
            # Keep a closing bracket that closes one opened inside the URL (Wikipedia style).
            if text[end - 1] == ")" and text[start:end].count("(") >= text[start:end].count(")"):
                break
            end -= 1
        url = unicodedata.normalize("NFKC", norm.original(start, end))
        url = "".join(ch for ch in url if ch not in INVISIBLE)
        add(CitationKind.URL, url, start, end)
        masked[start:end] = " " * (end - start)
    return "".join(masked)


def source_id(citations: list[Citation]) -> str | None:
    """The strongest grounding reference of a claim: an ADR first, then commit, issue, URL."""
    for kind in SOURCE_PREFERENCE:
        for c in citations:
            if c.kind is kind:
                return f"#{c.value}" if kind is CitationKind.ISSUE else c.value
    return None


def _dedupe(citations: list[Citation]) -> list[Citation]:
    """One citation per (kind, value): citing ADR-001 twice is one thing to verify."""
    seen: set[tuple[CitationKind, str]] = set()
    unique = []
    for c in citations:
        if (c.kind, c.value) not in seen:
            seen.add((c.kind, c.value))
            unique.append(c)
    return unique
