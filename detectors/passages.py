"""Retrieval grounding, the pure half: given passages of the operator's sources that a full-text
search found for a claim, does one of them support it, or say otherwise?

A passage is weighed by how much of the claim's subject it speaks of (`meaning.coverage`) plus
the weight of where it stands: a decision record's title, Decision and Outcome (+0.25) outrank
its Context (-0.25) and its Considered Options or Pros and Cons (-0.5: they list what was *not*
chosen as much as what was, and never support alone). Then:

- it *refutes* the claim when, speaking of half its subject or more (values aside), it names
  another value of one kind ("ISO 8601" for "dd/mm/yyyy", "bash" for "zsh") that the sources do
  not also state as weightily, the opposite change on the same thing ("manual" for "automated"),
  or, speaking of all of it in its own words, the claim negated (the negation on a word of it);
  a record's "Chosen option" refutes a claim that states another option it considered
  (`detectors/choices.py`);
- it *supports* it when it speaks of three quarters of what the claim affirms (a project's own
  name counts as spoken of everywhere in it; what the claim denies, "instead of Y", is not asked
  for), names every exclusive value and every name the claim writes, does not affirm what the
  claim denies, has its polarity, and does not refute it; a record's Context must say it in its
  own words (the record's title lends it nothing);
- the heaviest refutation wins over every support not heavier than it: when a passage both
  supports and refutes, it refutes.

Nothing found either way leaves the claim as it was (no grounding); the passages nearest it go to
the judge, when one is configured. Pure and deterministic.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass
from functools import lru_cache

from groundstream.detectors.choices import Choice, against
from groundstream.detectors.meaning import ALTERNATIVES, WORD, Conflict, Reading, conflict, opposite, read, stem
from groundstream.detectors.normalize import normalize
from groundstream.detectors.support import without_citations
from groundstream.detectors.values import shape

VERSION = "passages/2"
SUPPORTS = 0.75  # share of the claim's subject a supporting passage speaks of
REFUTES = 0.5  # … and a refuting one, values aside
DECIDED = 0.25  # the weight of what a record decided (its Decision section, title, chosen option)
OPPOSES = 0.9  # … and one that states it negated (`meaning.opposite`)
_URL = re.compile(r"https?://\S+")
_LINK_TARGET = re.compile(r"\]\([^)\s]*\)")
_DIGIT_SLUG = re.compile(r"(?<![\w/.-])\d{4,8}-[a-z0-9]+(?:-[a-z0-9]+)+(?:\.md)?(?![\w/-])", re.IGNORECASE)
_SLOTS = ("duration", "size", "percent", "version", "time", "frequency")


@dataclass(frozen=True, slots=True)
class Passage:
    """A passage of a source: where it is (`path:line`), its text, what it stands under (a
    record's title, a file's path) and the weight of its section."""

    location: str
    text: str
    context: str = ""
    weight: float = 0.0
    kind: str = "file"  # file, record, commit


@dataclass(frozen=True, slots=True)
class Grounding:
    """What the passages showed: `verdict` is supported, refuted or none."""

    verdict: str
    passage: Passage | None = None
    conflict: Conflict | None = None
    score: float = 0.0
    considered: int = 0
    near: tuple[Passage, ...] = ()  # the passages most about the claim (for a judge, when none settles it)

    @property
    def reason(self) -> str:
        if self.passage is None:
            return f"no passage of the sources supports or refutes it ({self.considered} read)"
        where = self.passage.location
        if self.verdict == "refuted" and self.conflict is not None:
            return f"{where} {self.conflict.reason.removeprefix('the source ')}: {self.passage.text[:200]!r}"
        return f"{where} says: {self.passage.text[:200]!r}"


@lru_cache(maxsize=8192)
def _words_only(text: str) -> str:
    """A passage without the links, record slugs and URLs it names: "Supersedes
    [20200926-use-the-adr-number-as-its-unique-id](…)" says nothing of ADR numbers itself. (A
    pattern it states, "`YYYYMMDD-adr-title.md`", it does say.)"""
    if "](" not in text and "://" not in text and not _DIGIT_SLUG.search(text):
        return text
    blank = [m.span() for pattern in (_LINK_TARGET, _URL, _DIGIT_SLUG) for m in pattern.finditer(text)]
    return without_citations(text, blank)


def _subject(claim: Reading, ambient: frozenset[str]) -> frozenset[str]:
    """The claim's subject: its stems, without its exclusive values and the project's own name."""
    subject = claim.stems - claim.valued
    # "Decision records are written in AsciiDoc" in adr-tools: its subject is the project's own word.
    return frozenset(subject - ambient or subject)


def _share(wanted: frozenset[str], have: frozenset[str]) -> float:
    return len(wanted & have) / len(wanted) if wanted else 0.0


def ground(
    claim_text: str,
    passages: Sequence[Passage],
    ambient: frozenset[str] = frozenset(),
    records: Sequence[tuple[str, Choice]] = (),
) -> Grounding:
    """Whether `passages` support or refute `claim_text` (the claim without its citations).
    `records`: (path, choice) of the decision records the passages are from: a claim stating an
    option one of them considered and did not choose is refuted by its "Chosen option" line."""
    weighed = _weigh(claim_text, passages, ambient)
    if weighed.verdict == "refuted":
        return weighed  # a value of one kind names what the claim got wrong more precisely
    claim = read(claim_text)
    for path, choice in records:
        found = against(claim, choice, ambient)
        if found is not None:
            line = Passage(f"{path}:{choice.line}", f"Chosen option: {choice.chosen}", choice.title, DECIDED, "record")
            return Grounding("refuted", line, found, 1.0 + DECIDED, len(passages))
    return weighed


def _weigh(claim_text: str, passages: Sequence[Passage], ambient: frozenset[str]) -> Grounding:
    claim = read(claim_text)
    subject = _subject(claim, ambient)
    # What the claim affirms: "X instead of Y" is supported by a passage that states X.
    whole = frozenset(claim.stems - ambient - (claim.denied if not claim.negated else frozenset()))
    measures = {m for m in shape(claim.text).measures if m[0] in _SLOTS}
    if not subject:
        return Grounding("none", considered=len(passages))
    best_for: tuple[float, float, Passage] | None = None
    best_against: tuple[float, Passage, Conflict] | None = None
    about: list[tuple[Passage, Reading, float]] = []
    for p in passages:
        reading = read(f"{p.context}. {_words_only(p.text)}" if p.context else _words_only(p.text))
        share = _share(subject, reading.stems | ambient)
        if share >= REFUTES:
            about.append((p, reading, share))
    # The heaviest passage naming each value: a value the sources also state, as weightily, for
    # this subject is not refuted by one naming another ("sh" beside "bash" scripts).
    named: dict[tuple[str, str], float] = {}
    for p, reading, _ in about:
        for value in reading.values:
            if value not in reading.excluded:
                named[value] = max(named.get(value, -1.0), p.weight)
    for p, reading, share in about:
        have = reading.stems | ambient
        found = conflict(claim, reading)
        if found is not None and found.kind in {k for k, _ in claim.values}:
            if named.get((found.kind, found.claimed), -1.0) >= p.weight:
                found = None
        if found is None and measures and share >= SUPPORTS:
            said = [v for v in shape(reading.text).values if v.slot in {s for s, _ in measures}]
            if said and not {(v.slot, v.canonical) for v in said} & measures:
                ours = next(v for v in shape(claim.text).values if v.slot == said[0].slot)
                found = Conflict(said[0].slot, said[0].text, ours.text)  # as written: "7 days", not seconds
        # The claim negated must be said by the passage's own words (not its record's title).
        if found is None and share >= OPPOSES and len(subject) >= 2 and opposite(claim, read(_words_only(p.text)), ambient):
            found = Conflict("polarity", "negated" if reading.negated else "affirmed", "negated" if claim.negated else "affirmed")
        if found is not None:
            score = share + p.weight
            # Of two as heavy, the shorter: "src/adr is a bash script" says it more directly.
            if best_against is None or (score, -len(p.text)) > (best_against[0], -len(best_against[1].text)):
                best_against = (score, p, found)
            continue
        mine = {(k, v) for k, v in claim.values if (k, v) not in claim.excluded}
        if any(v not in reading.of(k) for k, v in mine):
            continue  # it does not name a value the claim names
        if (claim.names - ambient) - have:
            continue  # nor a name it writes ("Google" for a passage about Airbnb's style)
        if claim.denied & (reading.stems - reading.refused) - ambient and not claim.negated:
            continue  # it affirms what the claim says is not so ("a monolith rather than a monorepo")
        if measures and not measures <= set(shape(reading.text).measures):
            continue
        # A record's Context or Options describes what was not decided: there, a passage must state
        # the claim in its own words (its record's title does not lend it any).
        cover = _share(whole, have if p.weight >= 0 else read(_words_only(p.text)).stems | ambient)
        if cover >= SUPPORTS and _same_polarity(claim, reading, ambient) and (len(subject) >= 2 or mine or measures):
            # Of two as heavy, the one whose own words (not its record's title) say more.
            score, own = cover + p.weight, _share(whole, read(_words_only(p.text)).stems | ambient)
            if best_for is None or (score, own) > best_for[:2]:
                best_for = (score, own, p)
    if best_against is not None and (best_for is None or best_against[0] >= best_for[0]):
        score, passage, found = best_against
        return Grounding("refuted", passage, found, round(score, 4), len(passages))
    if best_for is not None and best_for[0] >= SUPPORTS:
        return Grounding("supported", best_for[2], None, round(best_for[0], 4), len(passages))
    near = tuple(p for p, _, _ in sorted(about, key=lambda a: -(a[2] + a[0].weight))[:3])
    return Grounding("none", considered=len(passages), near=near)


def alternatives(claim_text: str) -> list[str]:
    """For a claim that names a value of an exclusive kind (a shell, a date format…), the names of
    every value of that kind: what the sources say of it may use another."""
    claim = read(claim_text)
    return list(dict.fromkeys(w for kind, _ in claim.values for w in ALTERNATIVES.get(kind, ())))


def _same_polarity(claim: Reading, passage: Reading, ambient: frozenset[str]) -> bool:
    """Whether the passage says the claim with its polarity: a negation elsewhere in it ("its
    filename without the extension") does not make it say the claim is not so."""
    if claim.negated == passage.negated:
        return True
    negated, other = (passage, claim) if passage.negated else (claim, passage)
    return not (negated.negating & other.stems) - ambient


def query_words(claim_text: str, limit: int = 16) -> list[str]:
    """The words a full-text search for the claim's subject asks for (its stop words left out;
    "NNNN-title-with-dashes" asks for nnnn, title and dashes)."""
    claim = read(claim_text)
    out: list[str] = []
    for w in WORD.findall(normalize(claim_text).text):
        if len(w) > 1 and w not in out and stem(w) in claim.stems:
            out.append(w)
    return out[:limit]
