"""Text normalization for matching: what a claim says, with the disguises taken off.

A hedge can be hidden from a naive regex with characters a reader never sees and spellings a
model reads through: a zero-width space or a variation selector inside `I th\u200bink`, a Cyrillic
`а` in `maybe`, small capitals (`ɪ ᴛʜɪɴᴋ`), fullwidth letters, a no-break space, letters spaced
apart (`I T H I N K`, `t.h.i.n.k`), a hyphen inside a word (`thi-nk`). `normalize` undoes those so
every detector that reads words (hedges, instructions, claim types, citations, dedup, contradiction)
matches one canonical form, and keeps a map from each normalized character back to the original,
so a finding's span points into the content exactly as the agent wrote it. The content itself is
never altered.
"""

from __future__ import annotations

import math
import re
import unicodedata
from bisect import bisect_left, bisect_right
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from functools import lru_cache
from itertools import accumulate, islice, pairwise
from typing import cast

from groundstream.detectors.patterns import lazy

# Characters that render as nothing (or only steer layout) and so can split a word unseen.
INVISIBLE = frozenset(
    "\u00ad\u034f\u061c\u115f\u1160\u17b4\u17b5\u180e"
    "\u200b\u200c\u200d\u200e\u200f\u202a\u202b\u202c\u202d\u202e"
    "\u2060\u2061\u2062\u2063\u2064\u2066\u2067\u2068\u2069\u206a\u206b\u206c\u206d\u206e\u206f"
    "\u3164\ufeff\uffa0"
)

# Variation selectors and the Mongolian free variation selectors: marks with no width of their own
# (category Mn, combining class 0), so `unicodedata.combining` does not see them.
_SELECTORS = lazy("[\ufe00-\ufe0f\U000e0100-\U000e01ef\u180b-\u180d\u180f]")


_MARKS = frozenset({"Mn", "Me"})  # marks: combining accents, enclosing circles, selectors


def unmarked(word: str) -> str:
    """A word of a script without capitals as `normalize` leaves it: decomposed, its marks gone ("लगता है" is read "लगता ह"); for a
    detector's own list of such words, read at import without the confusables' data `normalize` loads."""
    return "".join(c for c in unicodedata.normalize("NFKD", word) if unicodedata.category(c) not in _MARKS and not hidden(c))


def hidden(ch: str) -> bool:
    """A character that renders as nothing: a format character (Unicode category Cf: zero-width
    spaces and joiners, bidi controls, tag characters, the soft hyphen), a variation selector, or
    one of INVISIBLE (fillers that Unicode classes as letters)."""
    return ch in INVISIBLE or (not ch.isascii() and (unicodedata.category(ch) == "Cf" or _SELECTORS.match(ch) is not None))


# Apostrophes and primes, so "don’t" matches "don't" (punctuation, not letters: kept here).
APOSTROPHES = {"\u2019": "'", "\u2018": "'", "\u02bc": "'", "\u2032": "'", "\uff07": "'", "`": "'"}


# A Latin letter named after the ASCII letter it is drawn as: small capitals (ɪ, ᴛ), dotless and
# script forms (ı, ɡ), and letters with a stroke or hook (ø, ł, ƀ) that NFKD does not take apart.
# (and a symbol drawn as a letter in a box or a disc, "🅿🆁🅾🅱🅰🅱🅻🆈", which no decomposition takes apart either)
_LATIN_NAME = lazy(r"(?:NEGATIVE (?:SQUARED|CIRCLED) )?LATIN (?:SMALL |CAPITAL )?LETTER (?:SMALL CAPITAL |DOTLESS |SCRIPT )?([A-Z])(?: WITH .+)?")


def _named(ch: str) -> str | None:
    m = _LATIN_NAME.fullmatch(unicodedata.name(ch, ""))
    return m.group(1).lower() if m else None


# The small-capital alphabet's letters Unicode has no Latin small capital for, which writers take from another
# script and UTS #39 lists as no Latin letter's look-alike: Cyrillic ғ for F ("ɪ ғᴇᴇʟ", "ᴄᴏғғᴇᴇ").
_SMALL_CAPITALS_ELSEWHERE = {"\u0493": "f", "\u0492": "f"}


@lru_cache(maxsize=8192)
def latin_lookalike(ch: str) -> str | None:
    """The ASCII letter a non-ASCII letter is drawn as, lower case: by its Unicode name (`_LATIN_NAME`),
    else as the small-capital alphabet takes it from another script (`_SMALL_CAPITALS_ELSEWHERE`), else by
    Unicode's confusables (UTS #39 data), one look-alike further when the first is itself a look-alike
    (Cyrillic т is listed beside the small capital ᴛ, which is a t).

    UTS #39 gives 'l' as the prototype of every glyph shaped like a vertical bar; for a capital
    letter that is the capital I (Greek Ι, Cyrillic Ӏ), so it reads as 'i'.
    """
    if ch.isascii():
        return None
    named = _named(ch)
    if named is not None or not ch.isalpha():  # (a symbol is a letter only by its name)
        return named
    if ch in _SMALL_CAPITALS_ELSEWHERE:
        return _SMALL_CAPITALS_ELSEWHERE[ch]
    # Loaded for the first letter that needs it: its data (and the urllib.request it imports) cost
    # ~50 ms of start-up that an ASCII claim never uses.
    from confusable_homoglyphs import confusables

    frontier, seen = [ch], {ch}
    for _ in range(2):
        further: list[str] = []
        for c in frontier:
            found = confusables.is_confusable(c, greedy=True, preferred_aliases=[])
            for glyph in found[0]["homoglyphs"] if found else ():
                g = glyph["c"]
                if len(g) != 1 or g in seen:
                    continue
                if g.isascii() and g.isalpha():
                    return "i" if g == "l" and ch.isupper() else g.lower()
                named = _named(g)
                if named is not None:
                    return named
                seen.add(g)
                further.append(g)
        frontier = further
    return None


_WORD = lazy(r"\w+(?:\.\d+)*")  # a version or dotted number is one token: "3.7" is not "7.3"


@dataclass(frozen=True, slots=True)
class Normalized:
    """A claim's matching form.

    `text` is compatibility-decomposed (the K of NFKC: fullwidth, ligatures, no-break
    spaces), stripped of invisible characters and marks, with look-alike letters (Cyrillic,
    Greek, small capitals, dotless and stroked letters) folded to ASCII, whitespace collapsed
    and case folded; then read as a model reads it: letters spaced apart joined into the words
    they spell, a hyphen inside a word dropped, and a word of uncertainty split by a space made
    whole ("I th ink"). `origin[i]` is the index in `source` of the character that produced
    `text[i]`; None means identity. `undone` names each spelling read so, with its span in `text`
    ("letter_spacing", "hyphen_inside_word", "space_inside_word").
    """

    source: str
    text: str
    origin: tuple[int, ...] | None = None
    undone: tuple[tuple[str, int, int], ...] = ()

    def disguise_at(self, start: int, end: int) -> str | None:
        """The spelling read at a span of `text` (see `undone`), if any was."""
        for how, s, e in self.undone:
            if s < end and start < e:
                return how
        return None

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
        return "".join(ch for ch in self.source[s:e] if not hidden(ch))

    def tokens(self) -> list[str]:
        """Word tokens of the matching form: the unit of near-duplicate detection."""
        return _WORD.findall(self.text)


# Letters spaced apart: four or more single letters, each pair parted by one and the same
# separator ("I T H I N K", "t.h.i.n.k", "P-R-O-B-A-B-L-Y"). A wider gap between letters (two
# spaces, a line break) parts the words they spell ("I g n o r e  p r e v i o u s").
# (a number spaced among them is part of the run: "n o t  1 0 0 %  o n  t h a t"; digits alone stay, "4 4 1 2")
# (an eighty-sixth probe's: a hyphenation point, a bullet or another dot apart, "s‧e‧e‧m‧i‧n‧g‧l‧y")
_SEPARATORS = "[ ._*~+|\\-\u00b7\u2022\u2027\u2043\u2219\u22c5\u25e6\u2981\u2e30\u2e31\u30fb]"
_SPACED = lazy(r"(?<![a-z0-9'])[a-z](?P<sep>" + _SEPARATORS + r")[a-z0-9%](?:(?P=sep)[a-z0-9%]){2,}(?![a-z0-9'])")
# Letters with hyphens between them, not part of a path, address, identifier or number.
_HYPHENATED = lazy(r"(?<![\w/.@:\\\-\u2010])[a-z]+(?:[\-\u2010][a-z]+)+(?![\w/@:\\\-\u2010]|\.\w)")


@lru_cache(maxsize=1)
def _english() -> tuple[Callable[[str], list[str]], dict[str, int]]:
    """English word segmentation (wordninja's split, a unigram model of English Wikipedia) and word
    ranks (wordfreq's 200,000 most frequent English words, most frequent first; the list the
    verdict's rare words come from too). Loaded when a claim first needs it (~0.2 s)."""
    import wordfreq
    import wordninja

    ranks = {word: i for i, word in enumerate(wordfreq.top_n_list("en", 200_000))}
    return cast(Callable[[str], list[str]], wordninja.split), ranks


@lru_cache(maxsize=4096)
def words_in(run: str) -> tuple[str, ...]:
    """The English words a run of letters written without spaces spells ("ithink" -> i, think)."""
    return tuple(_english()[0](run)) or (run,)


def _rank(word: str) -> float:
    return _english()[1].get(word, math.inf)


def common_english(word: str) -> bool:
    """Whether a lower-case word is among the 50,000 most frequent words of English (wordfreq)."""
    return _rank(word) < _COMMON


def english_lookalike(token: str) -> bool:
    """Whether a word written partly in Latin letters, its others of another script drawn as Latin ones, spells a
    common English word ("ᴄᴏғғᴇᴇ": small capitals and Cyrillic ғ): a look-alike spelling, no word of that script."""
    letters = [c for c in token if c.isalpha()]
    if not any(c.isascii() or _named(c) is not None for c in letters):
        return False  # all of another script ("Нет"): that script's word, whatever it looks like
    folded = "".join(c.lower() if c.isascii() else (latin_lookalike(c) or "\0") for c in letters)
    return "\0" not in folded and _rank(folded) < _COMMON  # (a letter drawn as none of Latin's: no such word)


def _reread(
    text: str, origin: list[int] | None, wide: set[int], source: str = ""
) -> tuple[str, list[int] | None, list[tuple[str, int, int]]]:
    """`text` with letters spaced apart joined into words and hyphens inside a word dropped (see
    `Normalized`); `wide` holds the indexes of spaces that stood for a wider gap; `origin` None is
    the identity (made only when something is read); `source`: the text as written, whose capitals
    tell a name ("like Ly" is no "likely")."""
    undone: list[tuple[str, int, int]] = []
    for how in ("letter_spacing", "hyphen_inside_word", "space_inside_word", "emphasis_inside_word", "emphasis_around_word"):
        reads = []
        for m in _PASSES[how](text):
            if how == "letter_spacing":
                read = _spaced(text, m, wide)
            elif how == "hyphen_inside_word":
                read = _unhyphenated(m.group())
            elif how == "emphasis_inside_word":
                read = _EMPHASIS_MARK.sub("", m.group())
            elif how == "emphasis_around_word":
                read = m.group(2)
            else:
                read = None if _named_piece(m, source, origin) else _unsplit(m.group())
            if read is None:
                continue
            if how == "emphasis_around_word":  # (the phrase's own characters, its apostrophes and commas too: only the marks go)
                letters = [i for i in range(m.start(2), m.end(2)) if text[i] != " "]
            else:
                letters = [i for i in range(m.start(), m.end()) if text[i].isalnum() or text[i] == "%"]  # (a spaced run's number too)
            if len(read.replace(" ", "")) == len(letters):
                reads.append((m.start(), m.end(), read, letters))
        if not reads:
            continue
        if origin is None:
            origin = list(range(len(text)))
        if undone:  # spans read by an earlier pass move with this one's cuts
            move = _mover(reads)
            undone = [(h, move(a), move(b)) for h, a, b in undone]
        out: list[str] = []
        out_origin: list[int] = []
        last = 0
        for start, end, read, letters in reads:
            out.extend(text[last:start])
            out_origin.extend(origin[last:start])
            at, k = len(out), 0
            for ch in read:  # a space put between two words maps to the letter after it
                out.append(ch)
                out_origin.append(origin[letters[k]])
                k += ch != " "
            undone.append((how, at, len(out)))
            last = end
        out.extend(text[last:])
        out_origin.extend(origin[last:])
        text, origin, wide = "".join(out), out_origin, set()  # wide gaps matter to the first pass only
    return text, origin, sorted(undone, key=lambda u: u[1])


# Words of uncertainty a writer splits with a space to slip past a reader ("I th ink", "per haps", "prob ab ly"), into
# two or three pieces; read whole only when the word is commoner than its rarest piece (`_unsplit`: "may be" stays two
# words, as "maybe" is rarer than "may") and no piece after the first is a name's ("the kids like Ly").
_SPLIT_WORDS = frozenset(
    "think probably maybe perhaps possibly apparently likely unlikely presumably supposedly guess believe suppose reckon "
    "allegedly seemingly unsure uncertain suspect assume roughly certain sure reportedly imagine doubt remember recall "
    "approximately".split()  # (not "seems": "see MS Teams", "see ms Bello")
)
_LETTER_RUN = lazy(r"[a-z]+")
_PIECE_GAP = lazy(r" | ?[\u00b7\u2022\u2219_*~] ?")  # (not "." or "/": "th.ink", "may/be" are a host's and a path's)
_PIECE_GAP_CHARS = lazy(r"[ \u00b7\u2022\u2219_*~]")
_ANY = lazy(r".+", re.S)


def _split_words(text: str) -> Iterator[re.Match[str]]:
    """Runs of two or three letter runs, one space apart (or a middle dot, a bullet, an underscore, a star or a tilde, spaced
    or not: "prob · ably"), that spell a word of `_SPLIT_WORDS` (in order, none overlapping)."""
    joined = _PIECE_GAP_CHARS.sub("", text)
    if not any(w in joined and joined.count(w) > text.count(w) for w in _SPLIT_WORDS):
        return  # most texts: no such word appears by taking the spaces out (substring tests, no scan of every word)
    runs = list(_LETTER_RUN.finditer(text))
    i = 0
    while i < len(runs) - 1:
        hit = _split_at(text, runs, i)
        if hit is None:
            i += 1
            continue
        k, found = hit
        yield found
        i += k


def _split_at(text: str, runs: list[re.Match[str]], i: int) -> tuple[int, re.Match[str]] | None:
    """The split word starting at the `i`th letter run, and how many runs it takes; None if there is none."""
    first = runs[i]
    before = text[first.start() - 1 : first.start()]
    if before == "'" or before.isdigit():
        return None
    for k in (2, 3):
        pieces = runs[i : i + k]
        if len(pieces) < k or any(_PIECE_GAP.fullmatch(text, a.end(), b.start()) is None for a, b in pairwise(pieces)):
            return None
        after = text[pieces[-1].end() : pieces[-1].end() + 1]
        if "".join(p.group() for p in pieces) in _SPLIT_WORDS and after != "'" and not after.isdigit():
            found = _ANY.match(text, first.start(), pieces[-1].end())
            return (k, found) if found is not None else None
    return None


def _named_piece(m: re.Match[str], source: str, origin: list[int] | None) -> bool:
    """Whether a piece after the first of a split word starts with a capital where the first is not in capitals: a name
    ("like Ly", "unlike Ly"; "see MS Teams"), not a word in capitals ("PER HAPS", "I TH INK")."""
    pieces = list(_LETTER_RUN.finditer(m.group()))

    def written(i: int) -> str:  # the character of `source` that gave the match's `i`th
        at = m.start() + i
        at = origin[at] if origin is not None else at
        return source[at : at + 1]

    if "".join(written(i) for i in range(pieces[0].start(), pieces[0].end())).isupper():
        return False
    return any(written(piece.start()).isupper() for piece in pieces[1:])


def _unsplit(split: str) -> str | None:
    """The word pieces split with a space spell (see `_split_words`), None where they are the words they look."""
    pieces = _LETTER_RUN.findall(split)  # (apart by a space, a middle dot, an underscore …)
    whole = "".join(pieces)
    return whole if _rank(whole) < max(map(_rank, pieces)) else None


def _emphasized(text: str) -> Iterator[re.Match[str]]:
    """Markdown's emphasis marks inside a word of uncertainty ("prob**ab**ly", "may~~be~~"): the word they hide."""
    if "*" in text or "~~" in text:
        yield from (m for m in _EMPHASIS_INSIDE.finditer(text) if _EMPHASIS_MARK.sub("", m.group()) in _SPLIT_WORDS)


def _marked_around(text: str) -> Iterator[re.Match[str]]:
    """Markdown's marks around words of uncertainty ("_probably_", "__I think__", "***likely***", "_could be_"): emphasis a reader
    sees through, where underscores glue the word into one no word boundary parts and stars stand inside a phrase ("was
    ***likely*** changed", "__maybe__" as bold: no special name of Python's is such a word); not an identifier's word
    ("maybe_retry", "__init__") nor another word's ("_definitely_")."""
    if "_" in text or "*" in text:
        marked = (m for m in _MARKED.finditer(text) if not _UNCERTAIN_WORDS.isdisjoint(_PHRASE_WORD.findall(m.group(2))))
        yield from islice(marked, _MOST_MARKED)  # (a text of thousands is read as written past the first few: each read is looked up per finding)


_EMPHASIS_MARK = lazy(r"\*{1,2}|~~")
# (standing where prose puts a word, between a space or a mark of prose and another: not a file's, a path's, a handle's or a
# setting's, "_maybe_.txt", "src/_maybe_/x", "@_maybe_", "q=_maybe_")
_MARKED = lazy(
    r"(?<![^\s(\[{\"'\u201c\u2018\u2014\u2013,;:])(__?|\*{1,3})([a-z0-9]+(?:(?:'|,? )[a-z0-9]+){0,5})\1"
    r"(?![^\s.,;:!?)\]}\"'\u201d\u2019\u2014\u2013]|\.\w)"
)
_PHRASE_WORD = lazy(r"[a-z0-9]+")
_MOST_MARKED = 64
_UNCERTAIN_WORDS = _SPLIT_WORDS | {"might", "could", "may", "seems", "seem", "iirc", "afaik", "afaict", "afair", "imho", "iiuc"}
# (letters after each mark: one way to read "**" only, so hostile runs of marks are read in linear time)
_EMPHASIS_INSIDE = lazy(r"(?<![a-z*~])[a-z]+(?:(?:\*{1,2}|~~)[a-z]+)+(?![a-z*~])")


def _emoji(ch: str) -> bool:
    """A pictograph (an emoji, a dingbat), not a sign a name carries ("™", "©")."""
    return ch >= "\U0001f000" or "\u2600" <= ch <= "\u27bf"


_MOST_EMOJI_SEAMS = 32
_PASSES: dict[str, Callable[[str], Iterator[re.Match[str]]]] = {
    "letter_spacing": lambda text: _SPACED.finditer(text),
    "hyphen_inside_word": lambda text: _hyphenated(text),
    "space_inside_word": _split_words,
    "emphasis_inside_word": _emphasized,
    "emphasis_around_word": _marked_around,
}


_WORD_LETTERS = frozenset("abcdefghijklmnopqrstuvwxyz-\u2010")


def _hyphenated(text: str) -> Iterator[re.Match[str]]:
    """The matches of `_HYPHENATED`, found from the hyphens (a scan of every position costs more).
    A run of letters and hyphens is tried once from its start: every hyphen in it would start the
    same match (trying it per hyphen made "y-y-y-…" quadratic: 16 KB took 5 s)."""
    i = _next_hyphen(text, 0)
    while i != -1:
        start = i
        while start and text[start - 1] in _WORD_LETTERS:
            start -= 1
        m = _HYPHENATED.match(text, start)
        if m is not None and m.end() > i:
            yield m
            i = _next_hyphen(text, m.end())
            continue
        end = i
        while end < len(text) and text[end] in _WORD_LETTERS:
            end += 1
        i = _next_hyphen(text, end)


def _next_hyphen(text: str, at: int) -> int:
    found = [i for i in (text.find("-", at), text.find("\u2010", at)) if i != -1]
    return min(found) if found else -1


def _mover(reads: list[tuple[int, int, str, list[int]]]) -> Callable[[int], int]:
    """Where a position of a text lands once `reads` (in order, none overlapping it) replaced their spans:
    a binary search over their ends (a pass that reads many spans moves every earlier one: linear, not all pairs)."""
    ends = [end for _, end, _, _ in reads]
    shifts = list(accumulate(len(read) - (end - start) for start, end, read, _ in reads))

    def move(pos: int) -> int:
        k = bisect_right(ends, pos)
        return pos + (shifts[k - 1] if k else 0)

    return move


_COMMON = 50_000  # a word among the 50,000 most frequent is a word a reader knows
_KNOWN = 10_000  # a piece of a word below the 10,000 most frequent is no word of its own


# Letters spaced apart read into words, at most, in one run: segmenting costs ~50 µs a letter, and
# a longer run is no text a person writes (a 16 KB claim of "y y y …" took 0.4 s). A longer run
# stays as written, and the instruction reader calls it hidden text (`spaced_past_reading`).
SPACED_MOST = 300


def spaced_past_reading(text: str) -> re.Match[str] | None:
    """A run of more than `SPACED_MOST` letters spaced apart in a normalized text (not read into words)."""
    return next((m for m in _SPACED.finditer(text) if len(m.group()) > 2 * SPACED_MOST), None)


_NUMBER_GROUP = lazy(r"\d+%?")


def _spaced(text: str, m: re.Match[str], wide: set[int]) -> str | None:
    """The words a run of spaced letters spells; a wide gap parts words."""
    if m.end() - m.start() > 2 * SPACED_MOST:
        return None
    groups: list[str] = []
    current: list[str] = []
    for i in range(m.start(), m.end()):
        ch = text[i]
        if ch.isalnum() or ch == "%":
            current.append(ch)
        elif i in wide:
            groups.append("".join(current))
            current = []
    groups.append("".join(current))
    if any(not g.isalpha() and not _NUMBER_GROUP.fullmatch(g) for g in groups if g):
        return None  # letters and digits mixed in one word ("a 1 b 2"): no number and no word
    words = [w for g in groups if g for w in (words_in(g) if g.isalpha() else (g,))]
    # Spaced letters that spell no English ("T C A A", a DNA motif; "A B C D", grades) stay as written.
    worded = sum(len(w) for w in words if len(w) >= 3 and _rank(w) < _COMMON)
    lettered = sum(len(w) for w in words if w.isalpha())
    return " ".join(words) if lettered and worded * 5 >= lettered * 3 else None


@lru_cache(maxsize=8192)
def _unhyphenated(token: str) -> str | None:
    """The word a hyphenated token spells when its hyphens sit inside one word ("thi-nk",
    "prob-ably"), None for a compound ("read-only", "end-to-end", "follow-up", "germ-line"), a
    prefix ("non-toxic") or a name with an initial ("E-box", "T-cell").

    Read as one word when it is one word to the model and either a commoner one than its rarest
    piece (a reader sees "think" in "th-ink" and "thi-nk") or a common word made of a piece that
    is none ("ign-ore": "ign" is no word a reader knows), while "follow" and "up" are commoner
    than "followup", and "germ-line" is two words to a reader."""
    parts = token.replace("\u2010", "-").split("-")
    if min(map(len, parts)) < 2:
        return None
    joined = "".join(parts)
    if joined in _SPLIT_WORDS and parts[0] != "re":
        return joined  # a word of uncertainty with a hyphen put in, pieces and all words ("is may-be fine"; not "re-call" a meeting)
    rarest, whole = max(map(_rank, parts)), _rank(joined)
    if not (whole < rarest or (whole < _COMMON and rarest >= _KNOWN)):
        return None  # most hyphenated words end here, on two dictionary lookups
    return joined if words_in(joined) == (joined,) else None


_BREAKS = "\n\r\u2028\u2029"


def _parted(out: list[str], at: int, before: int, after: int) -> bool:
    """Whether an invisible character between the letters out[at - 1] and out[at] parts two words: the
    letters on each side (up to the next such character, `before` and `after`) joined are no word a
    reader knows, and each side is one ("I\u2060think", "I\u2060think\u2060the"; not "unconf\u200cirmed",
    "pass\u200bword": one word, split unseen). A side past `_LONGEST_WORD` letters is no word: linear."""
    if at >= len(out) or not out[at].isalpha():
        return False
    # the whole word the seam stands in, past any other seam in it: "Ap\xadpar\xadent\xadly" is "apparently" (its pieces
    # two by two, "appar", are no word)
    start, end = at, at
    while start > 0 and at - start < _LONGEST_WORD and out[start - 1].isalpha():
        start -= 1
    while end < len(out) and end - at < _LONGEST_WORD and out[end].isalpha():
        end += 1
    if _rank("".join(out[start:end]).lower()) < _COMMON:
        return False
    sides = _sides(out, at, at, before, after)
    if sides is None:
        return False
    left, right = sides
    if _rank(left + right) < _COMMON:
        return False
    return all(part in ("i", "a") or (len(part) >= 2 and _rank(part) < _COMMON) for part in (left, right))


_LONGEST_WORD = 30


def _sides(out: list[str], left_end: int, right_start: int, before: int, after: int) -> tuple[str, str] | None:
    """The letters that end at out[left_end] and start at out[right_start], each read back to `before`
    and on to `after` at most; None where a side runs past `_LONGEST_WORD` letters (no word is so long: linear)."""
    start, end = left_end, right_start
    while start > max(before, left_end - _LONGEST_WORD) and out[start - 1].isalpha():
        start -= 1
    while end < min(after, right_start + _LONGEST_WORD) and out[end].isalpha():
        end += 1
    if (start > 0 and out[start - 1].isalpha() and start != before) or (end < len(out) and out[end].isalpha() and end != after):
        return None
    return "".join(out[start:left_end]), "".join(out[right_start:end])


def _broken_word(out: list[str], k: int) -> bool:
    """Whether the space out[k], a line's end between letters, broke one word: the letters on its two
    sides joined are a word a reader knows, commoner than its rarer side, and one side is no word of
    its own ("proba⏎bly", "prob⏎ably"; not "some⏎thing", "of⏎ten", "may⏎be", "as⏎I", "at⏎least":
    two words, and the list's "ofthe", "asi" no word). Each side is read up to `_LONGEST_WORD` letters: linear."""
    sides = _sides(out, k, k + 1, 0, len(out))
    if sides is None:
        return False
    left, right = sides
    whole = _rank(left + right)
    if not left or not right or whole >= _COMMON or whole >= max(_rank(left), _rank(right)):
        return False
    return not all(part in ("i", "a") or _rank(part) < _KNOWN for part in (left, right))


def sentence_span(text: str, start: int, end: int | None = None, reach: int = 200) -> tuple[int, int]:
    """The bounds of the sentence of `text` that holds start:end (a full stop, "!", "?" or a line break ends one), read at most `reach`
    characters either side: each finding of a long claim reads a window, so a claim of many findings is read in linear time."""
    end = start if end is None else end
    lo, hi = max(0, start - reach), min(len(text), end + reach)
    first = max(max(text.rfind(mark, lo, start) for mark in _SENTENCE_ENDS), lo - 1) + 1
    ends = [i for mark in _SENTENCE_ENDS if (i := text.find(mark, end, hi)) >= 0]
    return first, min(ends) if ends else hi


_SENTENCE_ENDS = ".!?\n"


def case_changes(word: str) -> int:
    """How often a word's letters after its first turn between capitals and small letters: a name
    or a key has few ("iPhone": 1), a word written to slip past a reader many ("PrObAbLy": 6)."""
    letters = [c for c in word if c.isalpha()][1:]
    return sum(a.isupper() != b.isupper() for a, b in pairwise(letters))


@lru_cache(maxsize=4096)  # pure, its result immutable: every detector that normalizes a claim's text shares one reading
def normalize(text: str) -> Normalized:
    """Normalize `text` for matching (see `Normalized`)."""
    # Fast path: plain ASCII with single spaces only needs lower-casing, and its map is identity.
    if text.isascii() and text.isprintable() and "  " not in text and text[:1] != " " and text[-1:] != " ":
        folded = text.lower().replace("`", "'")
        if ("-" not in folded and "*" not in folded and "~~" not in folded and not _SPACED.search(folded)
                and next(_marked_around(folded), None) is None and next(_split_words(folded), None) is None):
            return Normalized(text, folded)
        reread, moved, undone = _reread(folded, None, set(), text)
        if moved is None:
            return Normalized(text, folded)
        return Normalized(text, reread, tuple(moved), tuple(undone))

    out: list[str] = []
    origin: list[int] = []
    wide: set[int] = set()  # spaces that stood for more than one space, or for a line break
    in_space = True  # drops leading whitespace
    broken = False  # inside a word hyphenated at a line's end
    seams: list[int] = []  # where a character that renders as nothing stood between letters
    breaks: list[int] = []  # the spaces that stand for a line's end between letters
    for i, ch in enumerate(text):
        if not ch.isascii():
            if hidden(ch) or (_emoji(ch) and out and out[-1].isalpha() and text[i + 1 : i + 2].isalpha() and len(seams) < _MOST_EMOJI_SEAMS
                              and latin_lookalike(ch) is None):
                # (an emoji between two letters renders as a picture inside the word: "th🤔ink" is read as a seam; a text of
                # thousands is read as written past the first few, each seam costing a word's look-up)
                if ch == "\u00ad" and out and out[-1].isalpha() and text[i + 1 : i + 2] in _BREAKS:
                    out.append("-")  # a soft hyphen: where a word may break ("presum\u00ad⏎ably"), read as the hyphen it shows there
                    origin.append(i)
                    in_space = broken = False
                elif out and out[-1].isalpha() and (not seams or seams[-1] != len(out)):  # two in a row: one seam
                    seams.append(len(out))  # between two letters: perhaps where a space was taken out ("I\u2060think")
                continue
            decomposed = unicodedata.normalize("NFKD", ch)
        elif ch.isalnum():  # most characters: an ASCII letter or digit needs only its case folded
            out.append(ch.lower())
            origin.append(i)
            in_space = broken = False
            continue
        else:
            decomposed = ch
        for d in decomposed:
            latin = latin_lookalike(d)
            for c in latin or d.casefold():
                if not c.isascii() and (unicodedata.category(c) in _MARKS or hidden(c)):
                    continue
                c = APOSTROPHES.get(c, c)
                if c.isspace():
                    if in_space:
                        if c in _BREAKS and len(out) >= 3 and out[-1] == " " and out[-2] in "-\u2010" and out[-3].isalpha():
                            out.pop()  # "presum- ⏎ably": the space before the line's end too
                            origin.pop()
                            broken = True
                        if out and not broken:
                            wide.add(len(out) - 1)
                        continue
                    if c in _BREAKS and len(out) >= 2 and out[-1] in "-\u2010" and out[-2].isalpha():
                        in_space = broken = True  # a word hyphenated at a line's end ("presum-\nably") reads on as one
                        continue
                    if c in _BREAKS:
                        wide.add(len(out))
                        after = text[i + 2 : i + 3] if text[i : i + 2] == "\r\n" else text[i + 1 : i + 2]
                        if out and out[-1].isalpha() and after.isalpha():
                            breaks.append(len(out))  # a line's end inside a word, perhaps ("proba⏎bly")
                    c = " "
                    in_space = True
                else:
                    in_space = broken = False
                out.append(c)
                origin.append(i)
    if out and out[-1] == " ":
        out.pop()
        origin.pop()
    joined = [k for k in breaks if _broken_word(out, k)]
    if joined:  # the word a line's end broke, read whole; what stood after it moves back
        gone = set(joined)
        out = [c for k, c in enumerate(out) if k not in gone]
        origin = [o for k, o in enumerate(origin) if k not in gone]
        wide = {w - bisect_right(joined, w) for w in wide if w not in gone}
        seams = [s - bisect_left(joined, s) for s in seams]  # a seam just before a join keeps the letter after it
    parted = [at for i, at in enumerate(seams) if _parted(out, at, seams[i - 1] if i else 0, seams[i + 1] if i + 1 < len(seams) else len(out))]
    for at in reversed(parted):
        out.insert(at, " ")
        origin.insert(at, origin[at - 1])
    if parted and wide:  # the wider gaps after each space put in move with it
        wide = {w + bisect_right(parted, w) for w in wide}
    folded = "".join(out)
    if ("-" in folded or "\u2010" in folded or _SPACED.search(folded) or next(_marked_around(folded), None) is not None
            or next(_split_words(folded), None) is not None):
        reread, read_origin, undone = _reread(folded, origin, wide, text)
        if undone and read_origin is not None:
            return Normalized(text, reread, tuple(read_origin), tuple(undone))
    return Normalized(text, folded, tuple(origin))

