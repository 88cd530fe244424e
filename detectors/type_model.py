"""Claim types learned from labelled claims: a linear model over a claim's words and shape.

The hand rules of claim_types.py know the plain cues of each type ("according to", "if … would",
"therefore", "a poem"). Writers carry a type in many more words ("a waste of time", "points to",
"were the region to fail", "I can't open attachments"), and no hand list keeps up: on a fresh set
written from the types' definitions the rules alone typed 62% right. So the type is a
multinomial logistic regression over features a person can read — each word's stem, each pair
of neighbouring stems, the first words, the claim's shape (a number, a date, a name, an owner,
a path) and the hand rule that matched — trained by `benchmarks/type_model.py` on labelled
claims and shipped as data (`type_weights.json`), loaded once, pure at run time. The words whose
weights decided are the cue a reason quotes.
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from functools import cache, cached_property
from pathlib import Path

import numpy as np
import orjson

from groundstream.detectors.meaning import stem
from groundstream.detectors.patterns import lazy

MODEL_PATH = Path(__file__).with_name("type_weights.json")
VERSION = "type_model/3"  # (3) a best seller is a thing sold most, no praise; (2) "feel free" is no feeling and no praise

VALENCE = 1.0  # VADER's scale runs from -4 to 4; "good" is 1.9, "slow" is absent, "fails" -2.0
# Words of obligation are no feature: "should" carries a rule ("tokens should be rotated"), a plan
# ("we should review how to prevent prompt injection") or a requirement as often as a judgement, so
# an opinion is read from what it judges ("prefer … over", "miserable"), never from "should" alone
# (the hedge lexicon leaves it out for the same reason: benchmarks/hedge_cues.py, EXCLUDED).
OBLIGATION = frozenset({"should", "shouldn't", "must", "mustn't", "ought", "need", "needs", "needn't"})
_WORD = lazy(r"[a-z0-9]+(?:['-][a-z0-9]+)*")
# An invitation is no feeling and no praise: "Feel free to use the meeting room" (VADER finds "free" good); a best seller is what sells
# most, not a judgement ("The bakery's best seller is the pain au chocolat").
_INVITATION = lazy(r"\bfeel free\b|\bbest[- ]?sell(?:er|ers|ing)\b")

Span = tuple[int, int]


@cache
def _valence() -> tuple[frozenset[str], frozenset[str]]:
    """The words of VADER's sentiment lexicon (7,500 words of English, each with how good or bad a
    reader finds it) that a reader finds good, and bad: a judgement of value is written in such
    words, whichever of them a writer chose."""
    from vaderSentiment.vaderSentiment import SentimentIntensityAnalyzer

    lexicon = SentimentIntensityAnalyzer().lexicon
    return frozenset(w for w, v in lexicon.items() if v >= VALENCE), frozenset(w for w, v in lexicon.items() if v <= -VALENCE)


def word_features(text: str) -> dict[str, Span]:
    """Each feature a claim's words give, with the span of the words that give it (the first
    place): `w:stem`, `b:stem_stem`, `first:word`, `first2:word_word`, `last:word`, and
    `val:good` / `val:bad` for a word a reader finds good or bad."""
    if "feel free" in text or "best" in text and "sell" in text:
        text = _INVITATION.sub(lambda m: " " * len(m.group()), text)  # (spans keep their place)
    ws = [(m.group(), m.span()) for m in _WORD.finditer(text) if m.group() not in OBLIGATION]
    if not ws:
        return {}
    good, bad = _valence()
    out: dict[str, Span] = {}
    last = ""
    start = 0
    for w, span in ws:
        s = stem(w)
        out.setdefault(f"w:{s}", span)
        if w in good:
            out.setdefault("val:good", span)
        elif w in bad:
            out.setdefault("val:bad", span)
        if last:
            out.setdefault(f"b:{last}_{s}", (start, span[1]))
        last, start = s, span[0]
    out[f"first:{ws[0][0]}"] = ws[0][1]
    out[f"last:{ws[-1][0]}"] = ws[-1][1]
    if len(ws) > 1:
        out[f"first2:{ws[0][0]}_{ws[1][0]}"] = (ws[0][1][0], ws[1][1][1])
    return out


@dataclass(frozen=True, eq=False)  # holds an array: compared by identity
class Scored:
    label: str
    probability: float  # the model's probability of `label`
    _present: Sequence[str]
    _rows: np.ndarray  # each present feature's weights, one a label
    _best: int  # the label's column

    @cached_property
    def evidence(self) -> tuple[str, ...]:
        """The features that pushed the claim toward its label, strongest first (worked out only
        when a reason quotes them: a plain statement of fact quotes none)."""
        lift = (self._rows[:, self._best] - self._rows.mean(axis=1)).tolist()  # a weight over its mean weight
        at = sorted((i for i in range(len(self._present)) if lift[i] > 0), key=lambda i: (-lift[i], self._present[i]))
        return tuple(self._present[i] for i in at)


@dataclass(frozen=True, eq=False)  # one model, compared by identity
class TypeModel:
    labels: tuple[str, ...]
    bias: tuple[float, ...]
    weights: Mapping[str, Sequence[float]]  # feature -> one weight a label
    trained_on: str = ""
    version: str = VERSION
    _rows: Mapping[str, int] = field(init=False, repr=False)
    _matrix: np.ndarray = field(init=False, repr=False)
    _bias: np.ndarray = field(init=False, repr=False)

    def __post_init__(self) -> None:
        names = list(self.weights)
        object.__setattr__(self, "_rows", {f: i for i, f in enumerate(names)})
        object.__setattr__(self, "_matrix", np.array([self.weights[f] for f in names], dtype=np.float64).reshape(len(names), len(self.labels)))
        object.__setattr__(self, "_bias", np.asarray(self.bias, dtype=np.float64))

    def score(self, features: Sequence[str]) -> Scored:
        """The label with the highest score over `features` (each counted once), and the features
        that weighed most for it over the labels' mean: what a reason can quote."""
        index = self._rows
        present = [f for f in dict.fromkeys(features) if f in index]
        rows = self._matrix[[index[f] for f in present]]
        totals = self._bias + np.add.reduce(rows, axis=0)
        best = int(totals.argmax())  # the first of equal scores
        odds = np.exp(totals - totals[best])
        return Scored(self.labels[best], float(1.0 / np.add.reduce(odds)), present, rows, best)

    def to_json(self) -> str:
        return json.dumps(
            {"version": self.version, "trained_on": self.trained_on, "labels": list(self.labels), "bias": list(self.bias),
             "weights": {f: list(ws) for f, ws in sorted(self.weights.items())}},
            separators=(",", ":"),
        )  # fmt: skip


@cache
def digest(path: Path = MODEL_PATH) -> str:
    """The shipped weights' SHA-256 (a prefix): part of the policy hash, so a retrained model is a
    new policy without anyone bumping a version by hand."""
    return hashlib.sha256(path.read_bytes()).hexdigest()[:16]


def load() -> TypeModel:
    """The shipped model and VADER's lexicon, read now: a gate calls this at start-up, so a broken
    install (a missing weights file, a missing lexicon) stops it there instead of failing a decision."""
    _valence()
    return model()


@cache
def model(path: Path = MODEL_PATH) -> TypeModel:
    raw = orjson.loads(path.read_bytes())  # (1.2 MB: the standard library's parser took ~70 ms of a start, orjson ~25)
    return TypeModel(
        labels=tuple(raw["labels"]),
        bias=tuple(raw["bias"]),
        weights={f: tuple(ws) for f, ws in raw["weights"].items()},
        trained_on=raw.get("trained_on", ""),
        version=raw.get("version", VERSION),
    )
