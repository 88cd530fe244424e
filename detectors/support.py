"""Does a cited source support the claim? The values the claim states, read in what it cites.

Deliberately one-sided: a source *refutes* a claim when the passages about the claim's subject
(sentences sharing a word of it) state another value of the same kind and never the claim's
own ("Kafka retention is 7 days" cited for "retention is 14 days"), or state the claim
negated. A source that is silent on a value does not refute it. Values are compared as values
(`values.shape`: "a month" = "30 days"), so a rewording is no refutation.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache

from .normalize import normalize
from .values import Shape, shape

VERSION = "support/1"

# Kinds of value whose absence-with-another-value refutes; years are left out, since a source's
# own dates (an ADR's "Date: 2024-03-01") are not what it says about the subject.
_SLOTS = frozenset({"duration", "size", "percent", "number", "version", "day", "month", "region", "product"})
_STOP = frozenset({"is", "are", "was", "were", "be", "been", "it", "its", "in", "on", "at", "to", "of", "for", "and",
                   "or", "by", "with", "per", "see", "as", "from", "this", "that", "we", "our", "all", "any"})  # fmt: skip
_SENTENCE = re.compile(r"[^.!?\n]+")


@dataclass(frozen=True, slots=True)
class Refutation:
    """Why a source does not support the claim, and the passage that shows it."""

    reason: str
    span: str


def _words(s: Shape) -> set[str]:
    return {w for w in s.skeleton.split() if not w.startswith("<") and w not in _STOP and len(w) > 2}


def without_citations(content: str, spans: list[tuple[int, int]]) -> str:
    """The claim with its citations blanked: an ADR number or a URL's path is not a value it states."""
    chars = list(content)
    for start, end in spans:
        chars[start:end] = " " * (end - start)
    return "".join(chars)


@lru_cache(maxsize=512)
def _read(source: str) -> tuple[tuple[str, Shape, frozenset[str]], ...]:
    """A source as passages, each with its shape and words (a source is read once, not per claim)."""
    out = []
    for m in _SENTENCE.finditer(source):
        text = m.group().strip()
        if text:
            passage = shape(normalize(text).text)
            out.append((text, passage, frozenset(_words(passage))))
    return tuple(out)


def refutation(claim: str, source: str) -> Refutation | None:
    """How `source` contradicts `claim` (the claim's text without its citations), or None."""
    said = shape(normalize(" ".join(claim.split())).text)  # the blanked citations leave runs of spaces
    if not said.values and not said.negated:
        return None
    topic = _words(said)
    passages = [(text, passage, words) for text, passage, words in _read(source) if not topic or topic & words]
    for text, passage, words in passages:  # the claim itself, negated
        if passage.negated != said.negated and words == topic and passage.measures == said.measures:
            return Refutation("the source says the opposite", text[:200])
    for value in said.values:
        if value.slot not in _SLOTS:
            continue
        stated = [(t, v) for t, p, _ in passages for v in p.values if v.slot == value.slot]
        if stated and all(v.canonical != value.canonical for _, v in stated):
            text, other = stated[0]
            return Refutation(f"the source says {other.text!r}, not {value.text!r}", text[:200])
    return None
