"""Patterns compiled at their first use (detectors/patterns.py): read exactly as compiled ones, and every one compiles."""

from __future__ import annotations

import importlib
import pkgutil
import re

import pytest

import groundstream.detectors
from groundstream.detectors.patterns import Pattern, boundary_factored, lazy


def _within(name: str, value: object, depth: int = 0) -> list[tuple[str, Pattern]]:
    """The lazy patterns a module's constant holds, itself or inside its tuples, lists, sets and dicts (`_KNOWN_PARTS`)."""
    if isinstance(value, Pattern):
        return [(name, value)]
    if depth > 4 or isinstance(value, (str, bytes)):
        return []
    items = value.values() if isinstance(value, dict) else value if isinstance(value, (tuple, list, set, frozenset)) else ()
    return [found for i, item in enumerate(items) for found in _within(f"{name}[{i}]", item, depth + 1)]


def _every_lazy_pattern() -> list[tuple[str, Pattern]]:
    found = []
    for module in pkgutil.walk_packages(groundstream.detectors.__path__, "groundstream.detectors."):
        loaded = importlib.import_module(module.name)
        found += [hit for name, value in vars(loaded).items() for hit in _within(f"{module.name}.{name}", value)]
    return found


def test_every_detector_pattern_compiles() -> None:
    # A pattern no decision test reaches still fails here, not at a claim's first use of it in production.
    patterns = _every_lazy_pattern()
    assert len(patterns) > 700  # the detectors' module-level patterns, inside their tables too (a walk that found none would pass below)
    failures = []
    for name, pattern in patterns:
        try:
            pattern.compiled()
        except re.error as exc:
            failures.append(f"{name}: {exc}")
    assert failures == []


def test_a_lazy_pattern_reads_as_the_compiled_one() -> None:
    written = r"(?P<key>\w+)=(?P<value>\d+)"
    pattern, compiled = lazy(written, re.IGNORECASE), re.compile(written, re.IGNORECASE)
    text = "a=1, B=22 c=x"
    assert pattern.search(text).group("value") == compiled.search(text).group("value")  # type: ignore[union-attr]
    assert [m.span() for m in pattern.finditer(text)] == [m.span() for m in compiled.finditer(text)]
    assert pattern.findall(text) == compiled.findall(text)
    assert pattern.sub(r"\g<key>", text) == compiled.sub(r"\g<key>", text)
    assert pattern.split(text) == compiled.split(text)
    assert pattern.match("x") is None and pattern.fullmatch("b=2") is not None
    assert (pattern.groups, dict(pattern.groupindex), pattern.flags) == (compiled.groups, dict(compiled.groupindex), compiled.flags)
    assert pattern.pattern == written


def test_a_pattern_that_does_not_compile_fails_its_first_use() -> None:
    broken = lazy(r"(unclosed")  # written: nothing compiled yet, so no error at import
    with pytest.raises(re.error):
        broken.search("text")


def test_boundaries_written_once_keep_each_alternative_in_its_order() -> None:
    assert boundary_factored(r"\bab|\b(?:c|d)e|[x|y]z|\bf\|g|(h|\bi)") == r"\b(?:ab|(?:c|d)e)|[x|y]z|\bf\|g|(h|\bi)"
    assert boundary_factored(r"(?i)\bab|\bcd") == r"(?i)\b(?:ab|cd)"  # global flags stay first
    assert boundary_factored(r"(?x)\bab # a|b\n|\bcd") == r"(?x)\bab # a|b\n|\bcd"  # a verbose pattern's comments: as written
    assert boundary_factored(r"(?<![\w-])a|(?<![\w-])b|\bc|(?=x)y*|(?!q)?r") == r"(?<![\w-])(?:a|b)|\bc|(?=x)y*|(?!q)?r"
    assert boundary_factored(r"\bab") == r"\bab"
    # the first alternative that matches at a place wins, as before: "note" before "note to"
    written = r"\bnote|\bnote to \w+|x\b|\bto"
    texts = ["a note to self", "box to note", "notes to x", "xnote to y"]
    assert all([m.span() for m in re.finditer(boundary_factored(written), t)] == [m.span() for m in re.finditer(written, t)] for t in texts)


def test_every_pattern_finds_the_same_with_its_boundaries_written_once() -> None:
    # the detectors' patterns and the instruction rules as compiled, against the probe classes' texts as written and normalized:
    # the same spans, in order, as the patterns written
    from groundstream.detectors import instructions
    from groundstream.detectors.normalize import normalize
    from tests import test_probe_classes

    written = [t for name, value in vars(test_probe_classes).items() if name.isupper() for t in _strings(value)]
    texts = written + [normalize(t).text for t in written]
    assert len(texts) > 2000
    pairs = [(name, re.compile(p.pattern, p.flags), p.compiled()) for name, p in _every_lazy_pattern()]
    pairs += [(f"rule {i}", re.compile(source), instructions._compiled(source)) for i, (_, source, _, _) in enumerate(instructions._RULES)]
    factored = [(name, a, b) for name, a, b in pairs if a.pattern != b.pattern]
    assert len(factored) > 50  # (a compile that factored nothing would pass below)
    differ = [(name, t) for name, a, b in factored for t in texts if [m.regs for m in a.finditer(t)] != [m.regs for m in b.finditer(t)]]
    assert differ == []


@pytest.mark.parametrize(
    "source",
    [
        r"\bcell|\bcol\s*\|",  # an escaped bar, a class's bar, a boundary inside a class, at the end: characters, not structure
        r"\ba|\bb\|c",
        r"\ba|\bb[x|y]",
        r"\Ba|\Bb\|\Bc",
        r"\ba|\bb[x|\by]",
        r"(?=(a))x|(?=(a))y|(b)",  # a group the test captures: each alternative's own
        r"(?=(a))a|(?=(a))\2y",
        r"(?=(?P<n>a))x|(?=(?P<m>a))y",
        r"(?#[)((]a)|\bx|\by)|\bz",  # a comment's text
        "(?x:a#)|\\bc|\\bd\n)",
    ],
)
def test_boundaries_written_once_match_as_written_whatever_the_source(source: str) -> None:
    texts = ["cell col |", "b|c xb|c", "bx by b|", "b\x08 a", "ab ay", "aax aay", "xyz z", "c d", ""]
    written = re.compile(source)
    factored = re.compile(boundary_factored(source))
    assert (factored.groups, factored.groupindex) == (written.groups, written.groupindex)
    assert [[m.regs for m in factored.finditer(t)] for t in texts] == [[m.regs for m in written.finditer(t)] for t in texts]


def _strings(value: object) -> list[str]:
    if isinstance(value, str):
        return [value]
    items = value.values() if isinstance(value, dict) else value if isinstance(value, (tuple, list)) else ()
    return [s for item in items for s in _strings(item)]
