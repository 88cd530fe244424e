"""Text normalization for matching: what a claim says, with the disguises taken off.

A hedge can be hidden from a naive regex with characters a reader never sees: a zero-width
space inside `I th\u200bink`, a Cyrillic `а` in `maybe`, fullwidth letters, a no-break
space. `normalize` undoes those so every detector matches one canonical form, and keeps a
map from each normalized character back to the original, so a finding's span points into
the content exactly as the agent wrote it. The content itself is never altered.
"""

from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass
from functools import lru_cache

from confusable_homoglyphs import confusables

# Characters that render as nothing (or only steer layout) and so can split a word unseen.
INVISIBLE = frozenset(
    "\u00ad\u034f\u061c\u115f\u1160\u17b4\u17b5\u180e"
    "\u200b\u200c\u200d\u200e\u200f\u202a\u202b\u202c\u202d\u202e"
    "\u2060\u2061\u2062\u2063\u2064\u2066\u2067\u2068\u2069\u206a\u206b\u206c\u206d\u206e\u206f"
    "\u3164\ufeff\uffa0"
)

# Apostrophes and primes, so "don’t" matches "don't" (punctuation, not letters: kept here).
APOSTROPHES = {"\u2019": "'", "\u2018": "'", "\u02bc": "'", "\u2032": "'", "\uff07": "'", "`": "'"}


@lru_cache(maxsize=8192)
def latin_lookalike(ch: str) -> str | None:
    """The Latin letter a non-Latin letter is confusable with (Unicode's UTS #39 data), lower case.

    UTS #39 gives 'l' as the prototype of every glyph shaped like a vertical bar; for a capital
    letter that is the capital I (Greek Ι, Cyrillic Ӏ), so it reads as 'i'.
    """
    if ch.isascii() or not ch.isalpha():
        return None
    found = confusables.is_confusable(ch, greedy=True, preferred_aliases=["latin"])
    if not found:
        return None
    for glyph in found[0]["homoglyphs"]:
        latin = glyph["c"]
        if len(latin) == 1 and latin.isascii() and latin.isalpha():
            return "i" if latin == "l" and ch.isupper() else latin.lower()
    return None


_WORD = re.compile(r"\w+(?:\.\d+)*")  # a version or dotted number is one token: "3.7" is not "7.3"


@dataclass(frozen=True, slots=True)
class Normalized:
    """A claim's matching form.

    `text` is compatibility-decomposed (the K of NFKC: fullwidth, ligatures, no-break
    spaces), stripped of invisible characters and combining marks, with Cyrillic and Greek
    look-alikes folded to Latin, whitespace collapsed and case folded. `origin[i]` is the
    index in `source` of the character that produced `text[i]`; None means identity.
    """

    source: str
    text: str
    origin: tuple[int, ...] | None = None

    def original_span(self, start: int, end: int) -> tuple[int, int]:
        """Map a span of `text` to the span of `source` it came from."""
        if self.origin is None:
            return start, end
        if start >= end:
            pos = self.origin[start] if start < len(self.origin) else len(self.source)
            return pos, pos
        return self.origin[start], self.origin[end - 1] + 1

    def original(self, start: int, end: int) -> str:
        """The original characters behind a span of `text`, less the invisible ones."""
        s, e = self.original_span(start, end)
        return "".join(ch for ch in self.source[s:e] if ch not in INVISIBLE)

    def tokens(self) -> list[str]:
        """Word tokens of the matching form: the unit of near-duplicate detection."""
        return _WORD.findall(self.text)


def normalize(text: str) -> Normalized:
    """Normalize `text` for matching (see `Normalized`)."""
    # Fast path: plain ASCII with single spaces only needs lower-casing, and its map is identity.
    if text.isascii() and text.isprintable() and "  " not in text and text[:1] != " " and text[-1:] != " ":
        folded = text.lower().replace("`", "'")
        return Normalized(text, folded)

    out: list[str] = []
    origin: list[int] = []
    in_space = True  # drops leading whitespace
    for i, ch in enumerate(text):
        if ch in INVISIBLE:
            continue
        decomposed = ch if ch.isascii() else unicodedata.normalize("NFKD", ch)
        for d in decomposed:
            latin = latin_lookalike(d)
            for c in latin or d.casefold():
                if unicodedata.combining(c) or c in INVISIBLE:
                    continue
                c = APOSTROPHES.get(c, c)
                if c.isspace():
                    if in_space:
                        continue
                    c = " "
                    in_space = True
                else:
                    in_space = False
                out.append(c)
                origin.append(i)
    if out and out[-1] == " ":
        out.pop()
        origin.pop()
    return Normalized(text, "".join(out), tuple(origin))
