"""Hedge cues learned from data: a weighted lexicon that says when a sentence is uncertain.

The hand patterns of hedges.py know the ways an agent admits a guess ("I think", "not sure").
Scientific and technical writing hedges in many more words ("suggest", "putative", "whether",
"indicate", "appear"), and no hand list keeps up with them, so this lexicon is learned from the
CoNLL-2010 shared task's sentences (`benchmarks/hedge_cues.py` trains and cross-validates it).

The model is a logistic regression over the presence of words, restricted to words that lean
uncertain in the training data, so every weight is a cue a person can read: a sentence is
uncertain when `bias + sum(weight of each cue present) >= threshold`, and the cues that pushed
it over are the evidence. It is data (`hedge_cues.json`), loaded once, and pure at run time.
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from functools import cache
from pathlib import Path
from typing import Any

MODEL_PATH = Path(__file__).with_name("hedge_cues.json")


@dataclass(frozen=True, eq=False)  # compared and hashed by identity: one model, one lexicon
class CueModel:
    weights: Mapping[str, float]
    bias: float
    threshold: float = 0.0  # on the logit: 0.0 is probability 0.5
    version: str = "cues/1"
    trained_on: str = ""
    _vocab: frozenset[str] = field(init=False, repr=False)

    def __post_init__(self) -> None:
        object.__setattr__(self, "_vocab", frozenset(self.weights))

    def cues(self, tokens: Iterable[str]) -> list[tuple[str, float]]:
        """The cues that make the sentence uncertain, strongest first: the fewest whose weights,
        with the rest of the sentence, reach the threshold. None when it is not uncertain."""
        w = self.weights
        present = self._vocab.intersection(tokens)  # a set operation in C: most words are no cue
        score = self.bias + sum(w[t] for t in present)
        if score < self.threshold:
            return []
        found = sorted(((t, w[t]) for t in present if w[t] > 0.0), key=lambda c: (-c[1], c[0]))
        rest = score - sum(weight for _, weight in found)  # the bias and any negative weights
        out = []
        for cue in found:
            out.append(cue)
            rest += cue[1]
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
            version=str(data.get("version", "cues/1")),
            trained_on=str(data.get("trained_on", "")),
        )


@cache
def default_model() -> CueModel:
    """The shipped lexicon (package data)."""
    return CueModel.from_json(json.loads(MODEL_PATH.read_text(encoding="utf-8")))
