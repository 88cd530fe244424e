"""Does a cited source support the claim? The values the claim states, read in what it cites.

A source supports a claim when it is about what the claim says and agrees with it:

- it does not *refute* it: the passages about the claim's subject (sentences sharing a word of
  it) state another value of the same kind and never the claim's own ("Kafka retention is
  7 days" cited for "retention is 14 days"), or state the claim negated;
- it *mentions* every key value the claim states (numbers with units, versions, days, months,
  regions, products): a commit that never names PostgreSQL does not support "moved to
  PostgreSQL";
- and a claim without such values shares a word of its subject with the source: a commit about
  something else supports nothing. Claims that say no more than "there is such a commit"
  ("Fixed in commit …") need only the source to exist.

Values are compared as values (`values.shape`: "a month" = "30 days"), so a rewording is
neither a refutation nor an absence. The passage that supports (or the part that was searched)
is returned for the evidence.
"""

from __future__ import annotations

import itertools
import re
from collections import Counter
from dataclasses import dataclass
from functools import lru_cache

from groundstream.detectors import choices, meaning
from groundstream.detectors.normalize import normalize
from groundstream.detectors.values import Shape, shape

VERSION = "support/4"

# Kinds of value that must be present and agree; years are left out, since a source's own dates
# (an ADR's "Date: 2024-03-01") are not what it says about the subject.
_SLOTS = frozenset({"duration", "size", "percent", "number", "version", "time", "frequency", "day", "month", "region", "product"})
_STOP = frozenset({"is", "are", "was", "were", "be", "been", "it", "its", "in", "on", "at", "to", "of", "for", "and",
                   "or", "by", "with", "per", "see", "as", "from", "this", "that", "we", "our", "all", "any"})  # fmt: skip
# Words that say a citation exists or changed something, not what it is about.
_GENERIC = frozenset({
    "commit", "committed", "adr", "issue", "ticket", "pull", "request", "according", "documented", "document", "decided",
    "decision", "describe", "described", "say", "said", "state", "stated", "change", "changed", "update", "updated",
    "add", "added", "remove", "removed", "fix", "fixed", "implement", "implemented", "introduce", "introduced",
    "merge", "merged", "landed", "land", "first", "last", "initial", "new", "now", "also", "has", "have", "had", "not",
    "which", "where", "when", "there", "here", "use", "used", "using", "since", "into", "after", "before", "will",
    "can", "should", "must", "done", "made", "make", "about", "how", "why", "what", "page", "doc", "docs", "link",
    # nouns nearly every technical text has: sharing one says nothing about being on topic
    "service", "system", "data", "code", "file", "project", "team", "thing", "way", "part", "work", "working",
})  # fmt: skip
# A sentence ends at ".", "!" or "?" before a space or the end, or at a line break: "Kafka 3.7",
# "Fuse.js" and "e.g." inside one stay whole.
_SENTENCE = re.compile(r"(?:[^.!?\n]|[.!?](?=[^\s.!?]))+")
_WORD = re.compile(r"[a-z0-9]+")
_SPAN = 200  # characters of a passage shown in the evidence
MAX_OTHER = 16 * 1024  # characters of another cited source read for the values it states


@dataclass(frozen=True, slots=True)
class Support:
    """Whether a source supports the claim: `reason` says why not (None: it supports), and `span`
    is the passage that supports or refutes it, or the start of what was searched."""

    reason: str | None
    span: str
    verdict: str = "supported"  # or refuted, unmentioned, off_topic, unread (schemas.SupportVerdict)

    @property
    def supported(self) -> bool:
        return self.reason is None


def _words(s: Shape) -> set[str]:
    return {w for w in s.skeleton.split() if not w.startswith("<") and w not in _STOP and len(w) > 2}


def _stem(word: str) -> str:
    """Crude and symmetric: "limiting", "limiter" and "limits" meet at "limit"."""
    for suffix in ("ations", "ation", "ing", "ers", "er", "ed", "es", "s"):
        if len(word) - len(suffix) >= 4 and word.endswith(suffix):
            word = word[: -len(suffix)]
            break
    return word[:6]


def without_citations(content: str, spans: list[tuple[int, int]]) -> str:
    """The claim with its citations blanked: an ADR number, a URL's path or a file's path is not a value it states."""
    chars = list(content)
    for start, end in spans:
        chars[start:end] = " " * (end - start)
    return "".join(chars)


@dataclass(frozen=True, slots=True)
class _Source:
    passages: tuple[tuple[str, Shape, frozenset[str]], ...]
    measures: frozenset[tuple[str, str]]  # every (slot, canonical) it states
    tokens: frozenset[str]  # every word and number in it, paths split ("streams/gate_service.py": streams, gate, py)
    stems: frozenset[str]
    meant: frozenset[str]  # its words as meaning reads them: "nodejs" is "node", "postgres" "postgresql"
    head: str  # its start, spaces collapsed: what a reason quotes when no passage decides
    by_word: dict[str, tuple[int, ...]]  # word -> the passages that hold it

    def about(self, topic: set[str]) -> list[tuple[str, Shape, frozenset[str]]]:
        """The passages that share a word with `topic`, in source order."""
        found = {i for w in topic for i in self.by_word.get(w, ())}
        return [self.passages[i] for i in sorted(found)]


@dataclass(frozen=True, slots=True)
class _Meant:
    """A source's first 400 sentences read for meaning, with what each claim asks of them indexed."""

    readings: tuple[tuple[str, meaning.Reading], ...]
    by_stem: dict[str, tuple[int, ...]]  # stem -> the sentences that hold it
    stated: frozenset[tuple[str, str]]  # every value a sentence states (not one it excludes)
    inert: bool  # no sentence states a value, a change or a negation: nothing a quiet claim conflicts with

    def about(self, subject: frozenset[str]) -> list[tuple[str, meaning.Reading]]:
        """The sentences that hold at least half of `subject`'s words, in source order."""
        hits = Counter(i for w in subject for i in self.by_stem.get(w, ()))
        return [self.readings[i] for i in sorted(i for i, n in hits.items() if n / len(subject) >= 0.5)]


@lru_cache(maxsize=128)  # 400 readings a source at most: a worker's memory stays bounded
def _readings(source: str) -> _Meant:
    """A source read for meaning once, not per claim."""
    sentences = (m.group().strip() for m in _SENTENCE.finditer(source))
    readings = tuple((t, meaning.read(t)) for t in itertools.islice((t for t in sentences if t), 400))
    by_stem: dict[str, list[int]] = {}
    for i, (_, r) in enumerate(readings):
        for w in r.stems:
            by_stem.setdefault(w, []).append(i)
    stated = frozenset(v for _, r in readings for v in r.values if v not in r.excluded)
    inert = not any(r.values or r.directions or r.negated or r.excluded for _, r in readings)
    return _Meant(readings, {w: tuple(ix) for w, ix in by_stem.items()}, stated, inert)


@lru_cache(maxsize=512)
def _read(source: str) -> _Source:
    """A source as passages, each with its shape and words (a source is read once, not per claim)."""
    passages = []
    for m in _SENTENCE.finditer(source):
        text = m.group().strip()
        if text:
            passage = shape(normalize(text).text)
            passages.append((text, passage, frozenset(_words(passage))))
    tokens = frozenset(_WORD.findall(normalize(source).text))
    by_word: dict[str, list[int]] = {}
    for i, (_, _, words) in enumerate(passages):
        for w in words:
            by_word.setdefault(w, []).append(i)
    return _Source(
        tuple(passages),
        frozenset(m for _, p, _ in passages for m in p.measures),
        tokens,
        frozenset(_stem(t) for t in tokens if len(t) > 2),
        frozenset(meaning.stem(t) for t in tokens),
        " ".join(source.split())[:_SPAN],
        {w: tuple(ix) for w, ix in by_word.items()},
    )


def _mentioned(slot: str, canonical: str, written: str, source: _Source) -> bool:
    if (slot, canonical) in source.measures:
        return True
    # A value the source writes where it is not read as one ("PostgreSQL 16", "v2" in a path), or by
    # another of its names ("nodejs" for "node").
    words = _WORD.findall(written)
    return (all(w in source.tokens for w in words) or canonical in source.tokens
            or all(meaning.stem(w) in source.meant for w in words))  # fmt: skip


def support(claim: str, source: str, others: tuple[str, ...] = ()) -> Support:
    """Whether `source` supports `claim` (the claim's text without its citations).

    `others` are the texts of the claim's other cited sources: a claim may take each of its
    values from another of its sources, but each source must be about the claim and none may
    refute it. An empty `source` (its text could not be read) supports only what needs no text.
    """
    said = shape(normalize(" ".join(claim.split())).text)  # the blanked citations leave runs of spaces
    read = _read(source)
    head = read.head
    topic = _words(said)
    about = read.about(topic)
    for text, passage, words in about:  # the claim itself, negated
        if passage.negated != said.negated and words == topic and passage.measures == said.measures:
            return Support("the source says the opposite", text[:_SPAN], "refuted")
    quiet = meaning.quiet(claim)  # no negation, no exclusive value: reading it for meaning may be spared
    against = _meaning(claim, source, others, quiet)
    if against is not None:
        return against
    keys = [v for v in said.values if v.slot in _SLOTS]
    # A number that is part of a value meaning reads whole ("to four digits": 4-digit padding) is
    # checked as that value (`_meaning`, above), not as a bare number the source must spell.
    meant = _NOTHING_MEANT if quiet else meaning.read(claim)
    if meant.values:
        keys = [v for v in keys if not all(meaning.stem(w) in meant.valued for w in _WORD.findall(v.text))]
    for value in keys:
        # The sentences most about the claim's subject decide ("refresh tokens expire after 30 days"
        # for a claim on refresh tokens, not the access-token sentence beside it).
        stated = [(len(topic & words), t, v) for t, p, words in about for v in p.values if v.slot == value.slot]
        closest = max((n for n, _, _ in stated), default=0)
        nearest = [(t, v) for n, t, v in stated if n == closest]
        if nearest and all(v.canonical != value.canonical for _, v in nearest):
            text, other = nearest[0]
            return Support(f"the source says {other.text!r}, not {value.text!r}", text[:_SPAN], "refuted")
    subject = {w for w in topic if w not in _GENERIC}
    # A value meaning reads whole that the source states as well ("%04d" for "to four digits") puts
    # the source on the claim's subject, whatever words it uses (a cited line of code).
    named = {v for v in meant.values if v not in meant.excluded}
    if named and named <= set(meaning.read(source[:MAX_OTHER]).values) and not keys:
        where = next((t for t, _, _ in read.passages if named & set(meaning.read(t).values)), head)
        return Support(None, where.strip()[:_SPAN])
    checkable = bool(keys) or len(subject) >= 2
    if not checkable:
        return Support(None, head)
    texts = [read, *(_read(o) for o in others if o)]
    for value in keys:
        if not any(_mentioned(value.slot, value.canonical, value.text, t) for t in texts):
            return Support(f"the source does not mention {value.text!r}", head, "unmentioned")
    stems = {_stem(w) for w in subject}
    if not source:  # unread: it stands only beside other sources that support the claim
        covered = len(texts) > 1 and (bool(keys) or any(stems & t.stems for t in texts[1:]))
        return Support(None, "") if covered else Support("its text could not be read", "", "unread")
    shared = len(stems & read.stems)
    # One shared word for a short subject, two for a longer one: "service" alone is no topic.
    if shared < (1 if len(stems) <= 3 else 2) and not any(_mentioned(v.slot, v.canonical, v.text, read) for v in keys):
        listed = ", ".join(repr(w) for w in sorted(subject | {v.text for v in keys}))
        return Support(f"the source is about something else: it mentions none of {listed}", head, "off_topic")
    return Support(None, _best(about, said, topic)[:_SPAN] if about else head)


_NOTHING_MEANT = meaning.read("")  # what a quiet claim's reading holds of values: none


def _meaning(claim: str, source: str, others: tuple[str, ...] = (), quiet: bool = False) -> Support | None:
    """A refutation by meaning (`detectors/meaning.py`): a commit's author or date, another value of
    one kind (a shell, a format, a number base…), the opposite change, or the claim negated.
    `quiet`: the claim holds no negation and no exclusive value (`meaning.quiet`)."""
    header = _commit_header(claim, source)
    if header is not None:
        return header
    choice = choices.parse(source) if source else None
    if choice is None and quiet and source and _readings(source).inert:
        return None  # a claim with no negation or exclusive value, a source with none either
    said = meaning.read(claim)
    if choice is not None:  # a record that chose among options: the claim states one it did not choose
        chose = choices.against(said, choice)
        if chose is not None:
            return Support(chose.reason, f"Chosen option: {choice.chosen}", "refuted")
    subject = said.stems - said.valued
    if not subject:
        return None
    if not source:
        return None  # unread: whether it stands beside other sources is decided below
    meant = _readings(source)
    readings = meant.readings
    about = meant.about(subject)
    named = {v for _, r in about for v in r.values if v not in r.excluded}
    for text, r in about:
        found = meaning.conflict(said, r)
        if found is None and meaning.opposite(said, r):
            found = meaning.Conflict("polarity", "negated", "affirmed")
        if found is None or (found.kind, found.claimed) in named:
            continue  # the source states the claim's own value too: not a refutation
        return Support(found.reason, text[:_SPAN], "refuted")
    # What a claim cites is about it: a value of one kind the claim names must be the one the source
    # names ("%03d" cited to a script that says "%04d"), wherever in the source it stands.
    stated = meant.stated.union(v for o in others for v in meaning.read(o[:MAX_OTHER]).values)  # or from another cited source
    for kind, value in said.values:
        if (kind, value) in said.excluded or (kind, value) in stated:
            continue
        other = next(((t, v) for t, r in readings for k, v in r.values if k == kind and (k, v) not in r.excluded), None)
        if other is not None:
            text, theirs = other
            return Support(meaning.Conflict(kind, theirs, value).reason, text[:_SPAN], "refuted")
        return Support(f"the source does not mention {value!r} ({kind})", _read(source).head, "unmentioned")
    return None


_AUTHOR_LINE = re.compile(r"^Author:\s*(?P<name>[^<\n]+?)\s*(?:<[^>\n]*>)?\s*$", re.MULTILINE)
_DATE_LINE = re.compile(r"^Date:\s*(?P<year>(?:19|20)\d\d)-(?P<month>\d\d)-\d\d", re.MULTILINE)
_CLAIMED_AUTHOR = re.compile(
    r"\b(?:authored|committed|written|made|landed|pushed|contributed|signed)\s+by\s+(?P<a>[A-Z][\w'-]+(?:\s+[A-Z][\w'-]+){0,3})"
    r"|\bauthor(?:\s+(?:was|is))?:?\s+(?P<c>[A-Z][\w'-]+(?:\s+[A-Z][\w'-]+){0,3})"
    r"|(?P<b>[A-Z][\w'-]+(?:\s+[A-Z][\w'-]+){1,3})\s+(?:authored|committed|wrote|landed|pushed)\b"
)
_YEAR = re.compile(r"\b(?:in|on|during)\s+(?:\w+\s+)?(?P<year>(?:19|20)\d\d)\b")


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


def _best(about: list[tuple[str, Shape, frozenset[str]]], said: Shape, topic: set[str]) -> str:
    """The passage that says most of what the claim says: its values first, then its words."""
    wanted = set(said.measures)
    return max(about, key=lambda a: (len(wanted & set(a[1].measures)), len(topic & a[2])))[0]
