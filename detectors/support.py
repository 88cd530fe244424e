"""Does a cited source support the claim? The verdict of `detectors/verdict.py` over what it says.

A cited record, file, commit, page or issue is split into passages as the index splits a file of
its kind (`detectors/chunks.py`: a record under its title and sections, prose by sentence under
its heading, a script's `#!` line as what it means), and the one verdict weighs them: the source
supports the claim when one of its passages states every content word of it (specifics as
themselves), refutes it when one states another value in the claim's place, and otherwise says
not enough: "Per ADR 3, the tool defines a single command called `shopctl`" is not supported by
a record that says "called `shop`". What is particular to a citation stays here: a commit's
author and date as its header states them, and a value of an exclusive kind the claim names that
the source names otherwise anywhere in it (a cited script that says `%04d` for "three digits").
"""

from __future__ import annotations

import dataclasses
import re
from collections.abc import Collection, Iterator, Sequence
from dataclasses import dataclass
from difflib import SequenceMatcher
from functools import lru_cache

from groundstream.detectors import choices, meaning
from groundstream.detectors.chunks import is_prose, split
from groundstream.detectors.patterns import lazy
from groundstream.detectors.reading import Text, read
from groundstream.detectors.verdict import Label, Passage, Verdict, judge, quote
from groundstream.schemas import Citation, CitationKind
from groundstream.schemas.memory import text_sha256

# 6: a commit read side by side (what its diff added, what it removed); a help listing row by row (chunks);
# 7: "commit" goes with its citation; 8: the verb a cited source reports with goes with it ("README.md gives …");
# 9: a commit's change read whole (what one hunk removed and added, in that order)
VERSION = "support/9"

_SPAN = 200  # characters of a passage shown in the evidence
_ABOUT = 0.34  # share of the claim's words a source's nearest passage states, under which it is about something else
MAX_OTHER = 16 * 1024  # characters of another cited source read for the values it states


@dataclass(frozen=True, slots=True)
class Support:
    """Whether a source supports the claim: `reason` says why not (None: it supports), and `span`
    is the passage that supports or refutes it, or the nearest one."""

    reason: str | None
    span: str
    verdict: str = "supported"  # or refuted, unmentioned, off_topic, unread (schemas.SupportVerdict)
    line: int | None = None  # the line of the source the passage begins on, when known
    passage_sha256: str | None = None  # supported: SHA-256 of the whole passage that states the claim

    @property
    def supported(self) -> bool:
        return self.reason is None


def without_citations(content: str, spans: list[tuple[int, int]], *, reporting: Collection[tuple[int, int]] = ()) -> str:
    """The claim with its citations blanked: an ADR number, a URL's path or a file's path is not a value it states.
    `reporting`: the spans (of `spans`) whose source reports what follows (`reporting_spans`): the
    verb it is the subject of goes with it ("README.md gives `x` as …", "CHANGELOG.md records …")."""
    chars = list(content)
    for start, end in spans:
        verb = _REPORTED_BY.match(content, end) if (start, end) in reporting else None
        kind = _KIND_BEFORE.search(content, 0, start)
        start = kind.start() if kind is not None else start  # "commit 3f2a1b9" whole: the word names the citation, not the claim's subject
        if verb is not None:  # the quote around the citation goes with it: "`docs/cli.md` says" leaves no lone backtick
            quoted = content[end : end + 1] in "`'\"" and start > 0 and content[start - 1] == content[end]
            start, end = (start - 1 if quoted else start), verb.end()
        chars[start:end] = " " * (end - start)
    return "".join(chars)


_KIND_BEFORE = lazy(r"\b(?:commit|revision)\s+[`'\"]?$", re.IGNORECASE)
# A verb that says only that the source reports what follows (not "recommends", "requires": those
# are what it says), right after the citation it has for subject.
_REPORTED_BY = lazy(
    r"(?:[`'\"](?=\s))?\s+(?:also\s+)?(?:says|said|states|stated|documents|documented|gives|lists|listed|notes|noted|records|recorded|shows"
    r"|describes|described|explains|explained|mentions|mentioned|spells\s+out)(?:\s+that)?\b",
    re.IGNORECASE,
)


def reporting_spans(citations: Sequence[Citation]) -> list[tuple[int, int]]:
    """The spans of the citations that report what they say: a record, an issue, a page, a file of
    prose. Not a file of code or configuration ("src/cli.py defines `--force`" is what it holds),
    nor a commit ("Commit X documents …" is what it did: its diff says so)."""
    reports = (CitationKind.ADR, CitationKind.ISSUE, CitationKind.URL)
    return [c.span for c in citations if c.kind in reports or c.kind is CitationKind.FILE and is_prose(c.value.split("#")[0].rsplit(":", 1)[0])]


@dataclass(frozen=True, slots=True)
class _Meant:
    """A source's first 400 sentences read for meaning, and every exclusive value they state."""

    readings: tuple[tuple[str, meaning.Reading], ...]
    stated: frozenset[tuple[str, str]]  # every value a sentence states (not one it excludes)


@lru_cache(maxsize=128)  # 400 readings a source at most: a worker's memory stays bounded
def _readings(source: str, location: str, kind: str) -> _Meant:
    """A source's passages (as `_passages` splits it) read for meaning once, not per claim."""
    readings = tuple((p.text, meaning.read(p.text)) for p in _passages(source, location, kind)[:400])
    stated = frozenset(v for _, r in readings for v in r.values if v not in r.excluded)
    return _Meant(readings, stated)


def support(
    claim: str, source: str, others: tuple[str, ...] = (), location: str = "", kind: str = "file", ambient: frozenset[str] = frozenset()
) -> Support:
    """Whether `source` supports `claim` (the claim's text without its citations): the verdict of
    `detectors/verdict.py` over the source's passages, read as the index reads that kind of file.

    `others` are the texts of the claim's other cited sources: when this one is about the claim
    but does not state it, one of them may (and none may refute it); this one's nearest passage
    stays its evidence. `location` (`path`,
    `path:line`, `commit <sha>`) and `kind` (file, adr, commit, url, issue) say how to split it. An
    empty `source` (its text could not be read) supports only a claim that states nothing but
    that the source exists. `ambient`: the lemmas of the
    project's own name (`Sources.ambient`), spoken of everywhere in its sources.
    """
    header = _commit_header(claim, source)
    if header is not None:
        return header
    own = _passages(source, location, kind)
    choice = choices.parse(source) if source and kind == "adr" else None
    records = ((location or "the record", choice),) if choice is not None else ()
    whole = _exclusive(claim, source, others, location, kind)
    if whole is not None:
        return whole
    if not own:  # nothing read (an empty file, a page refused after HEAD): it supports nothing, nor borrows support
        found = judge(claim, (), ambient, records, cited=True)  # a claim that says only that the source exists
        return Support(None, "") if found.label is Label.SUPPORTED else Support("its text could not be read", "", "unread")
    found = judge(claim, own, ambient, records, cited=True)
    if found.label is Label.SUPPORTED and kind == "commit" and found.passage is not None and _REMOVED_FROM in found.passage.context \
            and not _says_removal(claim):
        # A line a commit removed says only that it was removed: "Commit X documents / lists `--force`" is not stated by it.
        found = judge(claim, tuple(p for p in own if _REMOVED_FROM not in p.context), ambient, records, cited=True)
    if found.label is Label.NOT_ENOUGH_INFO and kind == "commit":
        found = _changed(claim, source, location, ambient) or found
    head = " ".join(source.split())[:_SPAN]
    if found.label is Label.NOT_ENOUGH_INFO and others and found.share >= _ABOUT:
        # Another cited source may state it; this one must be about it (a citation added for show is not),
        # and its own nearest passage stays its evidence.
        beside = tuple(p for o in others if o for p in _passages(o, "", "file"))
        elsewhere = judge(claim, beside, ambient, (), cited=True) if beside else None
        if elsewhere is not None and elsewhere.label is not Label.NOT_ENOUGH_INFO:
            if elsewhere.label is Label.SUPPORTED:
                near = found.passage.text[:_SPAN] if found.passage else head
                return Support(None, near, line=_line(found.passage, own), passage_sha256=_digest(elsewhere.passage))
            found = elsewhere
    if found.label is Label.SUPPORTED:
        return Support(None, found.passage.text[:_SPAN] if found.passage else head, line=_line(found.passage, own),
                       passage_sha256=_digest(found.passage))  # fmt: skip
    if found.label is Label.REFUTED:
        assert found.passage is not None and found.conflict is not None
        return Support(found.conflict.reason, found.passage.text[:_SPAN], "refuted", _line(found.passage, own))
    if found.passage is None or found.share < _ABOUT:
        listed = ", ".join(repr(w) for w in found.missing)
        return Support(f"the source is about something else: it does not state {listed}", head, "off_topic")
    # every word of the claim there, but not said as the claim says it (its heading's words, another order)
    unsaid = ", ".join(repr(w) for w in found.missing) or "it as the claim does"
    return Support(f"the source does not state {unsaid}; nearest: {quote(found.passage.text, about=claim)}", found.passage.text[:_SPAN], "unmentioned",
                   _line(found.passage, own))  # fmt: skip


def _digest(passage: Passage | None) -> str | None:
    return text_sha256(passage.text) if passage is not None else None


def _shifted(location: str) -> str:
    where, _, line = location.rpartition(":")
    return f"{where}:{int(line) + 1}" if line.isdigit() else location


def _line(passage: Passage | None, own: tuple[Passage, ...]) -> int | None:
    """The line a passage of this source begins on (None for another source's, or a commit's)."""
    if passage is None or passage not in own or passage.kind == "commit":
        return None
    tail = passage.location.rsplit(":", 1)[-1]
    return int(tail) if tail.isdigit() else None


@lru_cache(maxsize=128)  # a worker's memory stays bounded: 128 sources, each split once
def _passages(source: str, location: str, kind: str) -> tuple[Passage, ...]:
    """A cited source as passages, split as the index splits a file of its kind (a record under its
    title and sections, a script's `#!` line as what it means, prose by sentence under its heading)."""
    if not source:
        return ()
    path = location.rsplit(":", 1)[0] if ":" in location.rsplit("/", 1)[-1] else location
    if kind == "commit":
        return _commit_passages(source, location)
    if kind == "adr":
        first, _, rest = source.partition("\n")
        if rest.startswith("---\n"):  # the verifier's title line, then front matter: read as the index reads it
            heading = first.strip()
            moved = split(path or "record.md", rest, heading)  # its lines one past the title line the verifier put first
            return tuple(dataclasses.replace(p, location=_shifted(p.location)) for p in moved)
        title = _TITLE.search(source)
        heading = title.group(1).strip() if title else ""
        # A record's status and date stand beside its title: "ADR 5 was accepted on 2021-06-02".
        status, date = _RECORD_STATUS.search(source), _RECORD_DATE.search(source)
        said = [f"status {status.group(1) or status.group(2)}" if status else "", f"dated {date.group(1)}" if date else ""]
        if any(said):
            heading = f"{heading} ({', '.join(x for x in said if x)})"
        return tuple(split(path or "record.md", source, heading))
    if kind == "file" and path and not is_prose(path):
        return tuple(split(path, source))
    return tuple(split(path if kind == "file" and path else "source.md", source))[:_MAX_PASSAGES]


def _commit_passages(source: str, location: str) -> tuple[Passage, ...]:
    """A commit as its message's sentences, each under "commit (a change, an update) authored by
    <author> on <date>": what a claim says of the commit itself is stated by its header."""
    author = _AUTHOR_LINE.search(source)
    date = _DATE_LINE.search(source)
    context = "commit (a change, an update)" + (f" authored by {author.group('name')}" if author else "") + (f" on {date.group(0)[5:].strip()}" if date else "")
    body = _commit_body(source, author)
    where = location or "commit"
    diff = _DIFF_FILE.search(body)
    message = body[: diff.start()] if diff else body  # the diff is read side by side below, never as prose
    said = tuple(Passage(where, p.text, context, 0.0, "commit") for p in split("message.md", message))
    return said + tuple(_changed_lines(body, where, context))


_DIFF_FILE = lazy(r"^diff --git a/\S+ b/(?P<path>\S+)$", re.MULTILINE)


def _commit_body(source: str, author: re.Match[str] | None) -> str:
    """A commit's message and diff, without the header lines its author and date stand on."""
    return source.split("\n\n", 1)[1] if author and "\n\n" in source else source


def _file_diffs(body: str) -> Iterator[tuple[str, str]]:
    """Each file a commit's diff changes: (its path, the diff of that file)."""
    starts = list(_DIFF_FILE.finditer(body))
    for m, after in zip(starts, [*starts[1:], None], strict=True):
        yield m.group("path"), body[m.end() : after.start() if after else len(body)]


def _changed_lines(body: str, where: str, context: str) -> Iterator[Passage]:
    """What a commit's diff adds and removes, each side read as its file is read, under "added to
    PATH" or "removed from PATH": "Commit X added `git continue`" is stated by the lines it added,
    not by those it removed (the diff read as prose says "changed" of both)."""
    for path, diff in _file_diffs(body):
        lines = diff.splitlines()
        for sign, verb in (("+", "added to"), ("-", "removed from")):
            side = [line[1:] for line in lines if line.startswith(sign) and not line.startswith(sign * 3)]
            if not any(s.strip() for s in side):
                continue
            # What it removed is no change *to* those lines: "changed README.md to Rust 1.82" is not said by a removed line.
            said = context if sign == "+" else context.replace(" (a change, an update)", "")
            for p in split(path, "\n".join(side)):
                under = f"{said}, {verb} {path}" + (f": {p.context}" if p.context and p.context != path else "")
                yield Passage(where, p.text, under, 0.0, "commit", p.scope)


_REMOVED_FROM = ", removed from "
# Words that say a commit took something away: what a removed line supports needs one of them.
_REMOVAL = lazy(
    r"\b(?:remov\w*|drop\w*|delet\w*|strip\w*|eliminat\w*|retir\w*|revert\w*|purg\w*|no longer|took out|taken out|takes out)\b", re.IGNORECASE
)


def _says_removal(claim: str) -> bool:
    return _REMOVAL.search(claim) is not None


_HUNK = lazy(r"^@@[^\n]*$", re.MULTILINE)
_HUNK_MOST = 6  # lines a side: a change of a few lines, not a rewrite (whose words would state anything)
# Verbs that say a commit made one thing another, lent by a hunk that removes lines and adds others
# ("added" and "removed" are each one side's, read from that side's lines).
_CHANGING = ("changed, updated, replaced, switched, moved, renamed, modified, edited, revised, corrected, fixed, swapped, set, made, "
             "raised, bumped, increased, upgraded, lowered, decreased, reduced, downgraded")  # (the last eight: their numbers checked)
# A change with a direction: its numbers must go that way ("raised … from 1.82 to 1.83").
_UP = frozenset({"raise", "rais", "bump", "increas", "upgrad", "higher"})
_DOWN = frozenset({"lower", "decreas", "reduc", "downgrad"})


def _changed(claim: str, source: str, location: str, ambient: frozenset[str]) -> Verdict | None:
    """A commit's change read whole: a line it removed and the line it put in its place, under
    "changed … in PATH", state "Commit X changed README.md from Rust 1.82 to Rust 1.83" when the two
    lines differ in one place only (the change the claim names, not one line's value beside
    another's), what the claim names only the old line holds comes before what only the new one
    holds, and a change with a direction ("raised", "lowered") goes that way in its numbers; None
    when no such pair states it."""
    said = read(claim)
    for path, diff in _file_diffs(_commit_body(source, _AUTHOR_LINE.search(source))):
        for hunk in _HUNK.split(diff)[1:]:
            lines = hunk.splitlines()
            old = [line[1:].strip() for line in lines if line.startswith("-") and not line.startswith("---")]
            new = [line[1:].strip() for line in lines if line.startswith("+") and not line.startswith("+++")]
            if len(old) != len(new) or len(old) > _HUNK_MOST:
                continue  # lines paired one for one, in a change of a few lines (not a rewrite)
            for before, now in zip(old, new, strict=True):
                if not before or not now or not _one_change(before, now):
                    continue
                passage = Passage(location or "commit", f"{before} → {now}", f"commit (a change, an update): {_CHANGING} in {path}", 0.0, "commit")
                found = judge(claim, (passage,), ambient, (), cited=True)
                if found.label is Label.SUPPORTED and _in_order(said, read(before), read(now)):
                    return found
    return None


def _one_change(before: str, now: str) -> bool:
    """Whether two lines differ in one place only, word by word ("Rust 1.82 or later" / "Rust 1.83 or later")."""
    ops = SequenceMatcher(None, before.split(), now.split(), autojunk=False).get_opcodes()
    return sum(1 for op, *_ in ops if op != "equal") == 1


def _in_order(claim: Text, before: Text, now: Text) -> bool:
    """What the claim names that only the old lines hold comes first, what only the new ones hold
    after ("from `diff3` to `zdiff3`"), and it names something new (only old values: the lines it
    removed say that); a change with a direction goes that way in its numbers."""
    named = [w for w in claim.content if w.specific]
    gone = [i for i, w in enumerate(named) if before.states(w) and not now.states(w)]
    came = [i for i, w in enumerate(named) if now.states(w) and not before.states(w)]
    if not came or (gone and max(gone) > min(came)):
        return False
    lemmas = {w.lemma for w in claim.content}
    up, down = bool(lemmas & _UP), bool(lemmas & _DOWN)
    if not (up or down):
        return True
    olds = [_number(named[i].low) for i in gone]
    news = [_number(named[i].low) for i in came]
    if not olds or not news or None in olds or None in news:
        return False  # a direction it cannot check in numbers is not stated
    return all((n > o) if up else (n < o) for o in olds for n in news)  # type: ignore[operator]


def _number(low: str) -> tuple[int, ...] | None:
    """A version or a number as comparable parts ("v0.106.0": (0, 106, 0)); None for anything else."""
    digits = low.lstrip("v")
    return tuple(int(p) for p in digits.split(".")) if re.fullmatch(r"\d+(?:\.\d+)*", digits) else None


_RECORD_STATUS = lazy(r"^#{1,6}\s*Status\s*\n+\s*[*_-]*\s*(\w+)|^[\s*_|-]*Status[*_]*\s*[:|]\s*[*_]*\s*(\w+)", re.IGNORECASE | re.MULTILINE)
_RECORD_DATE = lazy(r"^[\s*_|-]*Date[*_]*\s*[:|]\s*[*_]*\s*((?:19|20)\d\d-\d\d-\d\d)", re.IGNORECASE | re.MULTILINE)
_TITLE = lazy(r"^#\s+(?:\d+\.\s+)?(.+?)\s*#*\s*$", re.MULTILINE)
_MAX_PASSAGES = 2000


def _exclusive(claim: str, source: str, others: tuple[str, ...], location: str, kind: str) -> Support | None:
    """What a claim cites is about it: a value of one exclusive kind the claim names must be the one
    the source names ("%03d" cited to a script that says "%04d"), wherever in the source it stands."""
    said = meaning.read(claim)
    if not said.values or not source:
        return None
    readings = _readings(source, location, kind)
    stated = readings.stated.union(v for o in others for v in meaning.read(o[:MAX_OTHER]).values)
    for kind, value in said.values:
        if (kind, value) in said.excluded or (kind, value) in stated:
            continue
        other = next(((t, v) for t, r in readings.readings for k, v in r.values if k == kind and (k, v) not in r.excluded), None)
        if other is not None:
            text, theirs = other
            return Support(meaning.Conflict(kind, theirs, value).reason, text[:_SPAN], "refuted")
    return None


_AUTHOR_LINE = lazy(r"^Author:\s*(?P<name>[^<\n]+?)\s*(?:<[^>\n]*>)?\s*$", re.MULTILINE)
_DATE_LINE = lazy(r"^Date:\s*(?P<year>(?:19|20)\d\d)-(?P<month>\d\d)-\d\d", re.MULTILINE)
_CLAIMED_AUTHOR = lazy(
    r"\b(?:authored|committed|written|made|landed|pushed|contributed|signed)\s+by\s+(?P<a>[A-Z][\w'-]+(?:\s+[A-Z][\w'-]+){0,3})"
    r"|\bauthor(?:\s+(?:was|is))?:?\s+(?P<c>[A-Z][\w'-]+(?:\s+[A-Z][\w'-]+){0,3})"
    r"|(?P<b>[A-Z][\w'-]+(?:\s+[A-Z][\w'-]+){1,3})\s+(?:authored|committed|wrote|landed|pushed)\b"
)
_YEAR = lazy(r"\b(?:in|on|during)\s+(?:\w+\s+)?(?P<year>(?:19|20)\d\d)\b")


def _commit_header(claim: str, source: str) -> Support | None:
    """A commit's author and date, as its header states them, against the claim's."""
    author = _AUTHOR_LINE.search(source) if "Author:" in source else None  # a substring test first: most sources are no commit
    if author is None:
        return None
    m = _CLAIMED_AUTHOR.search(claim)
    if m:
        who = m.group("a") or m.group("b") or m.group("c")
        named = who.lower().split()
        actual = author.group("name").lower()
        if not any(part in actual.split() for part in named):
            return Support(f"the commit's author is {author.group('name')!r}, not {who!r}", author.group(0), "refuted")
    date = _DATE_LINE.search(source)
    year = _YEAR.search(claim)
    if date and year and year.group("year") != date.group("year"):
        return Support(f"the commit is dated {date.group(0)[6:].strip()!r}, not {year.group('year')!r}", date.group(0), "refuted")
    return None
