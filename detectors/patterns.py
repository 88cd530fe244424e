"""Regular expressions compiled where they are first used, not where they are written.

The detectors hold some seven hundred module-level patterns; a claim's first decision uses a few
dozen of them (most wait behind cue words the claim does not have). Compiled at import they cost a
process ~0.2 s before its first decision (issue "The cost of a decision", start-up); compiled on first
use, each costs what it did, once, when a claim needs it.

`lazy(r"…")` stands where `re.compile(r"…")` stood. Its first use compiles the pattern and keeps the
compiled pattern's methods on the object itself, so every later `search`/`match`/… is one attribute
read, as a compiled pattern's is: no lookup, no lock, no branch on the decision path. A pattern that
does not compile fails its first use: a test compiles every module's patterns. Write them at a module's
top level only, as constants.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Iterator, Mapping
from typing import Any

import ahocorasick

# What a first use copies from the compiled pattern onto the lazy one.
_SHARED = ("search", "match", "fullmatch", "finditer", "findall", "sub", "subn", "split", "groupindex", "groups", "flags")


class Pattern:
    """A regular expression compiled at its first use; then it is read exactly as a compiled one."""

    # Filled in from the compiled pattern at first use (by __getattr__, which runs only while they are missing).
    search: Callable[..., re.Match[str] | None]
    match: Callable[..., re.Match[str] | None]
    fullmatch: Callable[..., re.Match[str] | None]
    finditer: Callable[..., Iterator[re.Match[str]]]
    findall: Callable[..., list[Any]]
    sub: Callable[..., str]
    subn: Callable[..., tuple[str, int]]
    split: Callable[..., list[Any]]
    groupindex: Mapping[str, int]
    groups: int
    flags: int

    def __init__(self, pattern: str, flags: int | re.RegexFlag = 0) -> None:
        self.pattern = pattern
        self._written_flags = flags

    def compiled(self) -> re.Pattern[str]:
        """The compiled pattern (compiling it now if it was not yet), its alternatives' boundaries written once
        (`boundary_factored`: the same matches; not in a verbose pattern, whose comments may hold a "|")."""
        verbose = self._written_flags & re.VERBOSE
        return re.compile(self.pattern if verbose else boundary_factored(self.pattern), self._written_flags)

    def __getattr__(self, name: str) -> Any:
        if name in ("pattern", "_written_flags") or name.startswith("__"):
            raise AttributeError(name)  # (not yet set, or a protocol probe: nothing to compile for)
        compiled = self.compiled()
        for shared in _SHARED:
            setattr(self, shared, getattr(compiled, shared))
        return getattr(compiled, name)

    def __repr__(self) -> str:
        return f"lazy({self.pattern!r})"


def lazy(pattern: str, flags: int | re.RegexFlag = 0) -> Pattern:
    """`re.compile(pattern, flags)`, done at the pattern's first use."""
    return Pattern(pattern, flags)


A_DIGIT = lazy(r"\d")  # a text with no digit holds no number, date or version: the patterns that need one are not run on it


class Substrings:
    """A fixed set of cue words, each found wherever it stands in a text (inside other words too, as `in` finds it) in one
    pass (Aho-Corasick, pyahocorasick): testing a claim for each cue in turn cost ~10-40 µs (#39). The automaton is built at
    the first text, not at import."""

    def __init__(self, words: Iterable[str]) -> None:
        self.words = frozenset(words)
        self._automaton: ahocorasick.Automaton | None = None

    def within(self, text: str) -> frozenset[str]:
        """The cue words `text` holds."""
        if self._automaton is None:
            automaton = ahocorasick.Automaton()
            for word in sorted(self.words):
                automaton.add_word(word, word)
            automaton.make_automaton()
            self._automaton = automaton
        return frozenset(word for _, word in self._automaton.iter(text))


# Each parenthesis and bar of a pattern's source with what stands before it, escaped characters and classes whole (a "|" or
# ")" in them is a character; "[]…]" and "[^]…]" hold a "]" of their own).
_STRUCTURE = re.compile(r"(?:\\.|\[\^?\]?(?:\\.|[^\]\\])*\]|[^\\\[()|])*([()|])", re.DOTALL)


def _marks(source: str, start: int = 0) -> Iterator[tuple[int, str]]:
    """Each parenthesis and bar of `source` from `start`, outside escapes and classes, with where it stands (read on from each
    mark: a search would begin again inside an escape or a class past the last one, `\\|` at the end)."""
    m = _STRUCTURE.match(source, start)
    while m is not None:
        yield m.start(1), m.group(1)
        m = _STRUCTURE.match(source, m.end())


def _top_level_branches(source: str) -> list[str]:
    """`source` split at each `|` outside any group and character class."""
    out: list[str] = []
    depth, start = 0, 0
    for at, mark in _marks(source):
        depth += (mark == "(") - (mark == ")")
        if mark == "|" and depth == 0:
            out.append(source[start:at])
            start = at + 1
    out.append(source[start:])
    return out


_GLOBAL_FLAGS = re.compile(r"\(\?[aiLmsux]+\)")
_SCOPED_VERBOSE = re.compile(r"\(\?[aiLmsux]*x[aiLmsux]*(?:-[imsx]+)?:")


def _group_end(source: str, start: int) -> int:
    """The index just past the group that opens at `start`."""
    depth = 0
    for at, mark in _marks(source, start):
        depth += (mark == "(") - (mark == ")")
        if depth == 0:
            return at + 1
    return len(source)


def _leading_assertion(branch: str) -> str:
    """The test of a place that opens `branch` and consumes nothing (a word boundary, a lookaround), or ""."""
    if branch.startswith(("\\b", "\\B")):
        return branch[:2]
    if branch.startswith(("(?=", "(?!", "(?<=", "(?<!")):
        end = _group_end(branch, 0)
        test = branch[:end]
        captures = any(mark == "(" and not test.startswith("?", at + 1) or test.startswith("?P<", at + 1) for at, mark in _marks(test))
        # (a group it captures is each alternative's own: written once, the groups after it would be numbered anew)
        return test if branch[end : end + 1] not in ("*", "+", "?", "{") and not captures else ""
    return ""


def boundary_factored(source: str) -> str:
    """`source` with the test of a place (a word boundary, a lookaround) that opens each of a run of its top-level
    alternatives written once before them: `\\bA|\\bB|C` as `\\b(?:A|B)|C`. The same language, each alternative
    still tried in its order; `re` then makes the test once a position and tries each alternative's first letter at
    once, where an alternative that opens with the test is entered whole (a rule of a hundred alternatives: ~40% of
    its cost, #39)."""
    if "(?#" in source or _SCOPED_VERBOSE.search(source):
        return source  # a comment's text is not read as a pattern's here: as written
    flags = _GLOBAL_FLAGS.match(source)
    if flags is not None:  # "(?i)…": the flags stay first
        return source if "x" in flags.group() else flags.group() + boundary_factored(source[flags.end() :])
    if not any(f"|{test}" in source for test in ("\\b", "\\B", "(?=", "(?!", "(?<")):
        return source  # no alternative past the first opens with a test: nothing to write once (most patterns, found without a walk)
    parts = _top_level_branches(source)
    if len(parts) < 2:
        return source
    out: list[str] = []
    lead, run = "", list[str]()  # the test the alternatives in `run` open with, and what follows it in each
    for part in [*parts, None]:
        test = _leading_assertion(part) if part is not None else ""
        if run and (part is None or not test or test != lead):
            out.append(f"{lead}(?:{'|'.join(run)})" if len(run) > 1 else lead + run[0])
            run = []
        if part is None:
            break
        if test:
            lead = test
            run.append(part[len(test) :])
        else:
            out.append(part)
    return "|".join(out)
