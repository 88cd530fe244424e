"""Hedge cues learned from data: each candidate word read in its context.

The hand patterns of hedges.py know the ways an agent admits a guess ("I think", "not sure").
Scientific and technical writing hedges in many more words ("suggest", "putative", "whether",
"indicate", "appear"), and no hand list keeps up with them, so these cues are learned from
BioScope's speculation cues (the CoNLL-2010 shared task's training data, abstracts and full
papers; `benchmarks/hedge_cues.py` trains and cross-validates the model).

A cue word hedges in some contexts and not in others: "these data indicate that …" guesses, "as
indicated in Fig. 2" points at a figure, "the indicated times" names a condition, "the predicted
proteins" are a result where "is predicted to produce" is a guess. So each occurrence of a
candidate word is classified on its own (the corpus marks which words are cues, not only which
sentences hedge): a logistic regression over five features of the word — the word itself, the
word with the *kind* of word after it (`indicated>that`, `indicated>prep`) and before it
(`as<indicated`, `det<indicated`), and with the very word after and before it (`predicted>>to`,
`the<<predicted`). The kinds are a handful of closed classes (prepositions, determiners, "that",
"to", forms of "be", modals …), so what is learned of "indicated in" carries to "indicated by";
the words themselves tell "is predicted to" from "the predicted". A word is a cue when `bias + the
weights of its features >= threshold`, and a sentence is uncertain when it has a cue. Every
weight is a feature a person can read. It is data (`hedge_cues.json`), loaded once, and pure at
run time.
"""

from __future__ import annotations

import json
from collections.abc import Collection, Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from functools import cache
from pathlib import Path
from typing import Any

MODEL_PATH = Path(__file__).with_name("hedge_cues.json")
VERSION = "cues/3"  # cues/2 weighed a sentence's words together; cues/3 reads each word

_PREPOSITIONS = frozenset("in on by at with for from of under above below into through during within between among upon after before".split())
_DETERMINERS = frozenset("the a an this these those its their our his her".split())
_BE = frozenset("be been being is are was were".split())
_MODALS = frozenset("may might could would can will should must".split())
_PRONOUNS = frozenset("we i they it which that who he she".split())
_AFTER_AS_ITSELF = frozenset("that whether if to not no as".split())
_BEFORE_AS_ITSELF = frozenset("as not no and to".split())


def _shape(word: str) -> str:
    if word.isdigit():
        return "num"
    for suffix in ("ed", "ing", "ly"):
        if word.endswith(suffix):
            return suffix
    return "w"


def after_kind(word: str | None) -> str:
    """The kind of the word that follows a cue: the word itself for a few that decide its sense."""
    if word is None:
        return "end"
    if word in _AFTER_AS_ITSELF:
        return word
    if word in _BE:
        return "be"
    if word in _PREPOSITIONS:
        return "prep"
    if word in _DETERMINERS:
        return "det"
    return _shape(word)


def before_kind(word: str | None) -> str:
    """The kind of the word before a cue."""
    if word is None:
        return "start"
    if word in _BEFORE_AS_ITSELF:
        return word
    for kind, words in (("det", _DETERMINERS), ("be", _BE), ("modal", _MODALS), ("pron", _PRONOUNS), ("prep", _PREPOSITIONS)):
        if word in words:
            return kind
    return "ly" if word.endswith("ly") else "w"


def features(tokens: Sequence[str], vocab: Collection[str], ignore: Collection[int] = (),
             starts: Collection[int] = ()) -> Iterator[tuple[int, tuple[str, ...]]]:
    """For each word of `vocab` in `tokens` (positions in `ignore` left out): its position and its
    five features (the word, `word>after-kind`, `before-kind<word`, `word>>next`, `previous<<word`;
    `$` and `^` stand for the sentence's end and start). `starts`: the positions that begin a
    sentence after the first (the model is trained one sentence at a time, so a word is read
    within its own sentence)."""
    last = len(tokens) - 1
    for i, t in enumerate(tokens):
        if t in vocab and i not in ignore:
            after = tokens[i + 1] if i < last and i + 1 not in starts else None
            before = tokens[i - 1] if i and i not in starts else None
            yield i, (t, f"{t}>{after_kind(after)}", f"{before_kind(before)}<{t}", f"{t}>>{after or '$'}", f"{before or '^'}<<{t}")


@dataclass(frozen=True, slots=True)
class Cue:
    """A word that is a cue where it stands: its position and its score there (the logit)."""

    position: int
    word: str
    weight: float


@dataclass(frozen=True, eq=False)  # compared and hashed by identity: one model, one lexicon
class CueModel:
    weights: Mapping[str, float]  # feature -> weight; every candidate word has its bare feature
    bias: float
    threshold: float = 0.0  # on the logit: 0.0 is probability 0.5
    version: str = VERSION
    trained_on: str = ""
    _vocab: frozenset[str] = field(init=False, repr=False)

    def __post_init__(self) -> None:
        # The candidate words: the bare features (every candidate has one; the others name a context).
        object.__setattr__(self, "_vocab", frozenset(f for f in self.weights if "<" not in f and ">" not in f))

    @property
    def vocabulary(self) -> frozenset[str]:
        return self._vocab

    def cues(self, tokens: Sequence[str], ignore: Collection[int] = (), starts: Collection[int] = ()) -> list[Cue]:
        """The words that are cues where they stand, strongest first (empty: the sentence is not
        uncertain). Positions in `ignore` are no cue; `starts` begin sentences (`features`)."""
        if self._vocab.isdisjoint(tokens):
            return []  # most sentences: no candidate word (a set operation in C)
        w = self.weights
        found = []
        for i, feats in features(tokens, self._vocab, ignore, starts):
            score = self.bias + sum(w.get(f, 0.0) for f in feats)
            if score >= self.threshold:
                found.append(Cue(i, tokens[i], score))
        return sorted(found, key=lambda c: (-c.weight, c.position))

    def to_json(self) -> dict[str, Any]:
        return {
            "version": self.version,
            "trained_on": self.trained_on,
            "bias": round(self.bias, 6),
            "threshold": self.threshold,
            "weights": {k: round(v, 6) for k, v in sorted(self.weights.items())},
        }

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> CueModel:
        version = str(data.get("version", ""))
        if version != VERSION:  # cues/2 weighed a sentence's words together: its weights mean something else
            raise ValueError(f"a cue model of version {version or 'none'} where {VERSION} is read")
        return cls(
            weights={str(k): float(v) for k, v in data["weights"].items()},
            bias=float(data["bias"]),
            threshold=float(data.get("threshold", 0.0)),
            version=version,
            trained_on=str(data.get("trained_on", "")),
        )


@cache
def default_model() -> CueModel:
    """The shipped cue model (package data)."""
    return CueModel.from_json(json.loads(MODEL_PATH.read_text(encoding="utf-8")))
