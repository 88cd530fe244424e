"""Semantic duplicates: the nearest approved memory of the same user, by cosine, confirmed.

Embeddings put "sessions expire after 15 minutes" and "... after 60 minutes" next to each
other (cosine 0.99 on every model we measured): a vector says *what a claim is about*,
not *what it asserts*. So a neighbour over the threshold counts as a duplicate only when the
two texts also agree on their anchors (`values_agree`): the same numbers, units and polarity,
and no named thing swapped for another. README.md ("Semantic duplicates") has the
precision and recall of both parts on benchmarks/data/paraphrases.jsonl.

The vector search is a protocol (the memory store implements it), so this module stays free
of Qdrant; it keeps no state but a bounded buffer of approvals the store may not show yet.
"""

from __future__ import annotations

import asyncio
from collections import deque
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Protocol

import numpy as np
from cachetools import LRUCache

from groundstream.detectors import meaning
from groundstream.detectors.normalize import normalize
from groundstream.detectors.patterns import lazy
from groundstream.detectors.providers.embedders import Embedder, EmbeddingError
from groundstream.detectors.roles import reversed_roles
from groundstream.detectors.values import VENDORS, Shape, shape
from groundstream.detectors.words import NEGATIONS
from groundstream.schemas import DedupMatch
from groundstream.schemas.errors import ProviderError

VERSION = "semantic/4"

NUMBER_WORDS = frozenset(
    "zero one two three four five six seven eight nine ten eleven twelve twenty thirty forty fifty sixty "
    "hundred thousand million billion once twice half double single first second third".split()
)
UNITS = frozenset("second minute hour day night week month quarter year".split())
FREQUENCY = {"hourly": "hour", "daily": "day", "nightly": "night", "weekly": "week", "monthly": "month",
             "quarterly": "quarter", "yearly": "year", "annually": "year"}  # fmt: skip
# Capitalized at a sentence start says nothing; these words are never names there.
FUNCTION_WORDS = frozenset(
    "the a an we our us this that these those it its they their there every each all some any in on "
    "for to with by at from as after before when if user users i you he she".split()
)
_WORD = lazy(r"[A-Za-z0-9][A-Za-z0-9_.:+\-/]*[A-Za-z0-9]|[A-Za-z0-9]|n't|[.!?;]")


@dataclass(frozen=True, slots=True)
class Anchors:
    words: frozenset[str]  # every word, canonical form
    strict: frozenset[str]  # numbers, units, negation: must be the same on both sides
    names: frozenset[str]  # named things: one may be added, none may be swapped


def _canonical(word: str) -> str:
    low = word.lower()
    if low in NEGATIONS:
        return "not"
    low = _NUMBERS.get(low, FREQUENCY.get(low, low))  # "three nodes" is "3 nodes"
    if len(low) > 3 and low.isalpha() and low.endswith("s") and not low.endswith("ss"):
        low = low[:-1]  # crude plural folding: "Sundays" ~ "Sunday", "15 seconds" ~ "15 second"
    return low


def anchors(text: str) -> Anchors:
    words: set[str] = set()
    strict: set[str] = set()
    names: set[str] = set()
    sentence_start = True
    for match in _WORD.finditer(text.replace("\u2019", "'")):
        word = match.group()
        if word in ".!?;":
            sentence_start = True
            continue
        canon = _canonical(word)
        words.add(canon)
        if any(ch.isdigit() for ch in canon) or canon in NUMBER_WORDS or canon in UNITS or canon == "not":
            strict.add(canon)
        elif (
            sum(ch.isupper() for ch in word) > 1  # RS256, EKS, GraphQL
            or "-" in word
            or "_" in word  # media-prod, eu-west-1
            or (word[0].isupper() and (not sentence_start or canon not in FUNCTION_WORDS))
        ):
            names.add(canon)
        sentence_start = False
    return Anchors(frozenset(words), frozenset(strict), frozenset(names))


def values_agree(a: str, b: str) -> bool:
    """Whether two texts on one subject assert the same values (the confirmation step)."""
    x, y = anchors(a), anchors(b)
    if x.strict != y.strict:
        return False
    # "Amazon EKS" for "EKS" adds a name; "Memcached" for "Redis" swaps one.
    if (x.names - y.words) and (y.names - x.words):
        return False
    return not values_differ(a, b)


def values_differ(a: str, b: str) -> bool:
    """Whether the two texts give different values of a kind both state, compared as values
    (`values.shape`: "a month" = "30 days"; "Tuesdays" vs "Fridays", "eu-west-1" vs "us-east-1")."""
    x, y = _values(a), _values(b)
    shared = {slot for slot, _ in x} & {slot for slot, _ in y}
    return bool(shared) and {v for v in x if v[0] in shared} != {v for v in y if v[0] in shared}


def _values(text: str) -> set[tuple[str, str]]:
    return set(shape(normalize(text).text).measures)


_GRAMMAR = FUNCTION_WORDS | frozenset("is are was were be been has have had do does did of and or but so".split())
_TIME_WORDS = UNITS | {"time"}
_TOKEN = lazy(r"[a-z0-9]+(?:['\-][a-z0-9]+)*")
# How far below the threshold a neighbour may be when both texts state the same values on the
# same subject: equal numbers with their units are evidence a vector does not weigh.
VALUE_MARGIN = 0.10


def _tokens(text: str) -> list[str]:
    return [_canonical(w) for w in _TOKEN.findall(text.lower().replace("\u2019", "'"))]


def minimal_pair(a: str, b: str) -> bool:
    """Whether the texts are one sentence but for one or two words on each side, and those
    words differ in content: "prefers dark mode" / "prefers light mode", "timestamps in UTC" /
    "in local time". Such a pair states another value of something no slot names; a rewording
    changes more than one place (or only grammar: "without" / "with no")."""
    x, y = _tokens(a), _tokens(b)
    n = min(len(x), len(y))
    i = 0
    while i < n and x[i] == y[i]:
        i += 1
    j = 0
    while j < n - i and x[-1 - j] == y[-1 - j]:
        j += 1
    dx, dy = x[i : len(x) - j], y[i : len(y) - j]
    if not 1 <= len(dx) <= 2 or not 1 <= len(dy) <= 2:
        return False
    cx, cy = {w for w in dx if w not in _GRAMMAR}, {w for w in dy if w not in _GRAMMAR}
    return bool(cx) and bool(cy) and cx != cy


def _subject(text: str) -> set[str]:
    return {w[:5] for w in _tokens(text) if w not in _GRAMMAR and w not in _TIME_WORDS and not any(c.isdigit() for c in w)}


def confirmed(a: str, b: str, score: float, threshold: float) -> bool:
    """Whether a neighbour at cosine `score` says what the claim says (the confirmation step).

    Over the threshold, when the values agree and the pair is no minimal pair. Up to
    VALUE_MARGIN below it too, when both state the same values (numbers, units) and share at
    least half the words of their subject ("Access tokens expire after 15 minutes" / "An access
    token is valid for 15 minutes"); a subject swapped ("Sessions time out after 15 minutes")
    shares none. Down to REWORDED_FLOOR when the two read as one statement in other words
    (`restated`): a static embedding scores "written in Go" / "implemented in Go" far apart.
    """
    if minimal_pair(a, b) or _order_swapped(a, b) or reversed_roles(a, b):
        return False
    if score >= threshold - VALUE_MARGIN and values_agree(a, b):
        if score >= threshold or (bool(anchors(a).strict - {"not"}) and _on_subject(a, b)):
            return True
    return score >= min(threshold, REWORDED_FLOOR) and restated(a, b)


# How low a neighbour's cosine may be and still be confirmed as a rewording: below it, the vector
# says the two are about different things, whatever their words share.
REWORDED_FLOOR = 0.40
# How many words of content one side may say beyond the other (never both sides: that is a swap).
EXTRA = 1
# Words that say one thing in a claim: "written" / "implemented" in Go, "kept" / "retained" for
# 14 days, "powered by" / "relies on" Elasticsearch. Stems (meaning.stem), each to one head.
_SAME = {
    "implement": "write", "code": "write", "develop": "write", "built": "write", "build": "write",
    "retain": "store", "persist": "store", "hold": "store", "contain": "store", "live": "store",
    "begin": "start", "financi": "fiscal",
    "send": "deliv", "ship": "deliv", "forward": "deliv", "push": "deliv", "go": "deliv",
    "power": "reli", "back": "reli", "base": "reli", "depend": "reli", "run": "reli", "host": "reli",
    "need": "requir", "demand": "requir",
    "limit": "cap", "restrict": "cap", "throttl": "cap",
    "generat": "creat", "produc": "creat", "make": "creat",
    "valid": "expir",
    "email": "mail", "e-mail": "mail", "sent": "deliv", "given": "get", "receiv": "get", "hire": "employe",
    "under": "less", "below": "less", "fewer": "less", "over": "more", "abov": "more",
    "bigger": "larger", "greater": "larger", "refus": "reject", "declin": "reject",
    "brief": "short", "concis": "short", "terse": "short", "repli": "answer", "respons": "answer",
    "sampl": "exampl", "snippet": "exampl", "publish": "deliv", "emit": "deliv", "reach": "deliv",
    "rebuilt": "rebuild", "main": "primari", "taken": "take",
}  # fmt: skip
# Words that name no part of what a claim asserts, only how it is phrased: "the billing service"
# is "billing", "React is the framework of our frontend" is "the frontend is built with React".
_LIGHT = frozenset({
    "servic", "system", "team", "tool", "framework", "platform", "applic", "app", "job", "process", "compon",
    "reli", "store", "write", "creat", "happen", "handl", "work", "done", "perform", "take", "give", "get",
    "provid", "way", "thing", "kind", "type", "valu", "mechan", "via", "through", "time", "current", "page",
    "data", "region", "environ", "cadenc", "interval", "period", "flow", "factor", "languag", "set", "after",
    "whenev", "up", "out", "off", "ever", "stay", "remain", "keep",
})  # fmt: skip


def _content(norm: str, said: Shape) -> set[str]:
    """The words of a claim (`norm`, normalized, with its shape) that say what it is about, values
    left out (they are compared as values), as stems with one head per sense."""
    valued = {w for v in said.values for w in meaning.WORD.findall(v.text)}
    out = set()
    words = meaning.WORD.findall(norm)
    if not _ABBREVIATIONS.keys().isdisjoint(words):
        words = [part for w in words for part in _ABBREVIATIONS.get(w, w).split()]
    for word in words:
        stem = meaning.stem(_NUMBERS.get(word, word))
        if stem in meaning.PREFERRING:
            out.add("prefer")  # "likes", "wants", "prefers": one sense ("like" is no subject word to meaning)
        elif word not in meaning.STOP and word not in valued and len(word) > 1:
            out.add(_SAME.get(stem, stem))
    return out


# Short forms a rewording spells out: "CI" is "continuous integration", "prod" is "production".
_ABBREVIATIONS: dict[str, str] = {
    "ci": "continuous integration", "db": "database", "prod": "production", "env": "environment",
    "config": "configuration", "auth": "authentication", "docs": "documentation", "infra": "infrastructure",
    "deps": "dependencies", "perf": "performance", "msg": "message", "msgs": "messages", "k8s": "kubernetes",
}  # fmt: skip
_NUMBERS = {"one": "1", "two": "2", "three": "3", "four": "4", "five": "5", "six": "6", "seven": "7", "eight": "8",
            "nine": "9", "ten": "10", "first": "1st", "once": "1", "twice": "2"}  # fmt: skip


_ORDER = lazy(r"\b(before|after|until|once)\s+(?:the\s+|a\s+|an\s+)?([a-z][\w-]*)")


def _sequence(text: str) -> dict[str, tuple[str, frozenset[str]]]:
    """For "before", "after", "until": the word that follows it and the words just before it."""
    low = text.lower()
    out: dict[str, tuple[str, frozenset[str]]] = {}
    for m in _ORDER.finditer(low):
        ahead = [meaning.stem(w) for w in meaning.WORD.findall(low[: m.start()]) if w not in meaning.STOP][-3:]
        out.setdefault(m.group(1), (meaning.stem(m.group(2)), frozenset(ahead)))
    return out


def _order_swapped(a: str, b: str) -> bool:
    """Whether the two put things in the other order: "pass CI before merging" / "merged before
    CI passes" (what follows "before" on one side is what precedes it on the other)."""
    x, y = _sequence(a), _sequence(b)
    return any(x[k][0] != y[k][0] and y[k][0] in x[k][1] and x[k][0] in y[k][1] for k in x.keys() & y.keys())


def _named(text: str) -> frozenset[str]:
    """The names a claim writes (meaning.read: capitals past the first word, inner capitals),
    vendors left out ("Amazon SES" is SES)."""
    return meaning.read(text).names - _VENDOR_STEMS


_VENDOR_STEMS = frozenset(meaning.stem(v) for v in VENDORS)


def restated(a: str, b: str) -> bool:
    """Whether `b` says what `a` says in other words: the same values (as values), the same
    polarity, no name or role swapped, and the content words of one side all found on the other
    but for words that name nothing asserted (`_LIGHT`)."""
    norm_a, norm_b = normalize(a).text, normalize(b).text
    sa, sb = shape(norm_a), shape(norm_b)
    if sa.negated != sb.negated or set(sa.measures) != set(sb.measures):
        return False
    ra, rb = meaning.read(a), meaning.read(b)
    if meaning.conflict(ra, rb) or meaning.conflict(rb, ra) or reversed_roles(a, b):
        return False
    na, nb = _named(a), _named(b)
    wa, wb = _content(norm_a, sa), _content(norm_b, sb)  # each side's words the other lacks: a swap when both have some
    if (na - nb - wb) and (nb - na - wa):
        return False  # a name swapped for another
    shared = wa & wb
    only_a, only_b = wa - wb - _LIGHT, wb - wa - _LIGHT
    if only_a and only_b:
        return False
    # What both say: their shared words, and the values and names they state alike.
    said = len(shared) + len(set(sa.measures)) + len((na & nb) - shared)
    extra = len(only_a | only_b)
    return len(shared) >= 1 and said >= 2 and extra <= EXTRA and said >= 2 * extra


class Neighbour(Protocol):
    @property
    def memory_id(self) -> str: ...
    @property
    def content(self) -> str: ...
    @property
    def score(self) -> float: ...  # cosine similarity


def _on_subject(a: str, b: str) -> bool:
    x, y = _subject(a), _subject(b)
    return bool(x and y) and len(x & y) >= 0.5 * min(len(x), len(y))


@dataclass(frozen=True, slots=True)
class Semantic:
    """What the vector search found: a duplicate, or a neighbour that says another value."""

    duplicate: DedupMatch | None
    conflicting: Neighbour | None = None
    vector: np.ndarray | None = None  # the claim's, for storing it with its memory


@dataclass(frozen=True, slots=True)
class _Recent:
    memory_id: str
    content: str
    score: float


class VectorSearch(Protocol):
    """Nearest stored memories of one user (the memory store implements it)."""

    async def nearest(self, user_id: str, vector: Sequence[float], limit: int) -> Sequence[Neighbour]: ...


class SemanticDedupError(ProviderError):
    """The semantic check could not be made; `component` names what failed (fail closed)."""

    def __init__(self, component: str, message: str) -> None:
        super().__init__(message)
        self.component = component


class SemanticDedup:
    """Vector dedup for one gate: embed, search the user's memories, confirm by anchors."""

    def __init__(
        self,
        embedder: Embedder,
        search: VectorSearch,
        threshold: float,
        *,
        candidates: int = 5,
        timeout_s: float = 5.0,
        recent_per_user: int = 64,
        recent_users: int = 1024,
    ) -> None:
        self.embedder = embedder
        self.search = search
        self.threshold = threshold
        self.candidates = candidates
        self.timeout_s = timeout_s
        # Approvals remembered before the store may show them (the worker's sink writes them
        # a moment later), per user, bounded (at 256-d: 64 x 1,024 x 1 KiB = 64 MiB at most).
        self._recent: LRUCache[str, deque[tuple[str, str, np.ndarray]]] = LRUCache(recent_users)
        self._recent_per_user = recent_per_user

    async def vectors(self, texts: Sequence[str]) -> np.ndarray:
        try:
            async with asyncio.timeout(self.timeout_s):
                return await self.embedder.embed(texts)
        except TimeoutError:
            raise SemanticDedupError("embedder", f"no embedding within {self.timeout_s:g}s") from None
        except EmbeddingError as exc:
            raise SemanticDedupError("embedder", str(exc)) from None

    async def check(self, user_id: str, content: str) -> Semantic:
        """The approved memory of `user_id` this claim repeats in meaning, if any; else the
        nearest one over the threshold on the same subject that states another value of a kind
        both state (a contradiction for the gate to show).

        Raises SemanticDedupError when the embedder or the search fails or times out.
        """
        vector = (await self.vectors([content]))[0]
        try:
            async with asyncio.timeout(self.timeout_s):
                found = await self.search.nearest(user_id, vector.tolist(), self.candidates)
        except TimeoutError:
            raise SemanticDedupError("vector_store", f"no vector search answer within {self.timeout_s:g}s") from None
        except Exception as exc:  # any store failure is a check not made
            raise SemanticDedupError("vector_store", f"{type(exc).__name__}: {exc}") from None
        found = [*found, *self._recent_neighbours(user_id, vector)]
        conflicting: Neighbour | None = None
        for n in sorted(found, key=lambda n: (-n.score, n.memory_id)):
            if confirmed(content, n.content, n.score, self.threshold):
                return Semantic(DedupMatch(memory_id=n.memory_id, similarity=round(float(n.score), 4), method="vector"), vector=vector)
            if conflicting is None and n.score >= self.threshold and values_differ(n.content, content) and _on_subject(n.content, content):
                conflicting = n
        return Semantic(None, conflicting, vector)

    def _recent_neighbours(self, user_id: str, vector: np.ndarray) -> list[Neighbour]:
        recent = self._recent.get(user_id)
        return [_Recent(mid, content, float(np.dot(v, vector))) for mid, content, v in recent or ()]

    def remember(self, user_id: str, memory_id: str, content: str, vector: np.ndarray) -> None:
        recent = self._recent.get(user_id)
        if recent is None:
            recent = self._recent[user_id] = deque(maxlen=self._recent_per_user)
        recent.append((memory_id, content, vector))
