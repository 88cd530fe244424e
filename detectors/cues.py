"""Hedge cues learned from data: a weighted lexicon that reads each cue in its context.

The hand patterns of hedges.py know the ways an agent admits a guess ("I think", "not sure").
Scientific and technical writing hedges in many more words ("suggest", "putative", "whether",
"indicate", "appear"), and no hand list keeps up with them, so this lexicon is learned from the
CoNLL-2010 shared task's sentences (`benchmarks/hedge_cues.py` trains and cross-validates it).

A cue word hedges in some contexts and not in others: "these data indicate that …" guesses, "as
indicated in Fig. 2" points at a figure, "the indicated times" names a condition. So the model
is a logistic regression over three features of each candidate word: the word itself, the word
with the *kind* of word after it (`indicated>that`, `indicated>prep`) and with the kind before it
(`as<indicated`, `det<indicated`). The kinds are a handful of closed classes (prepositions,
determiners, "that", "to", forms of "be", modals …), so what is learned of "indicated in" carries
to "indicated by" and "indicated on", contexts the training sentences may never show. Every weight
is a feature a person can read: a sentence is uncertain when `bias + sum(weights present) >=
threshold`, and the words whose features pushed it over are the evidence. It is data
(`hedge_cues.json`), loaded once, and pure at run time.
"""

from __future__ import annotations

import json
from collections.abc import Collection, Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from functools import cache
from pathlib import Path
from typing import Any

MODEL_PATH = Path(__file__).with_name("hedge_cues.json")
VERSION = "cues/2"

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


def features(tokens: Sequence[str], vocab: Collection[str], ignore: Collection[int] = ()) -> Iterator[tuple[int, tuple[str, str, str]]]:
    """For each word of `vocab` in `tokens` (positions in `ignore` left out): its position and
    its three features (the word, `word>after-kind`, `before-kind<word`)."""
    last = len(tokens) - 1
    for i, t in enumerate(tokens):
        if t in vocab and i not in ignore:
            yield i, (t, f"{t}>{after_kind(tokens[i + 1] if i < last else None)}", f"{before_kind(tokens[i - 1] if i else None)}<{t}")


@dataclass(frozen=True, slots=True)
class Cue:
    """A word that made its sentence uncertain: where it stands and how much it weighed there."""

    position: int
    word: str
    weight: float


@dataclass(frozen=True, eq=False)  # compared and hashed by identity: one model, one lexicon
class CueModel:
    weights: Mapping[str, float]  # feature -> weight; a bare word is its own feature
    bias: float
    threshold: float = 0.0  # on the logit: 0.0 is probability 0.5
    version: str = VERSION
    trained_on: str = ""
    _vocab: frozenset[str] = field(init=False, repr=False)

    def __post_init__(self) -> None:
        # The candidate words: those with a feature of their own (every feature names its word).
        object.__setattr__(self, "_vocab", frozenset(f.split(">")[0].split("<")[-1] for f in self.weights))

    @property
    def vocabulary(self) -> frozenset[str]:
        return self._vocab

    def cues(self, tokens: Sequence[str], ignore: Collection[int] = ()) -> list[Cue]:
        """The cues that make the sentence uncertain, strongest first: the fewest whose weights,
        with the rest of the sentence, reach the threshold. None when it is not uncertain.
        A feature counts once a sentence (as in training); positions in `ignore` are no cue."""
        if self.bias < self.threshold and self._vocab.isdisjoint(tokens):
            return []  # most sentences: no candidate word, so the bias alone (a set operation in C)
        w = self.weights
        seen: set[str] = set()
        at: list[Cue] = []
        for i, feats in features(tokens, self._vocab, ignore):
            new = [f for f in feats if f not in seen]
            seen.update(new)
            at.append(Cue(i, tokens[i], sum(w.get(f, 0.0) for f in new)))
        score = self.bias + sum(c.weight for c in at)
        if score < self.threshold:
            return []
        found = sorted((c for c in at if c.weight > 0.0), key=lambda c: (-c.weight, c.position))
        rest = score - sum(c.weight for c in found)  # the bias and any negative contexts
        out = []
        for cue in found:
            out.append(cue)
            rest += cue.weight
            if rest >= self.threshold:
                break
        return out

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
        return cls(
            weights={str(k): float(v) for k, v in data["weights"].items()},
            bias=float(data["bias"]),
            threshold=float(data.get("threshold", 0.0)),
            version=str(data.get("version", VERSION)),
            trained_on=str(data.get("trained_on", "")),
        )


@cache
def default_model() -> CueModel:
    """The shipped lexicon (package data)."""
    return CueModel.from_json(json.loads(MODEL_PATH.read_text(encoding="utf-8")))
