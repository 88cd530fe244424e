"""The hedge detector on the CoNLL-2010 shared task's training sentences (Task 1, biomedical).

`python -m benchmarks hedges` cross-validates (10 folds, stratified, fixed seed): in each fold
the cue lexicon is trained on nine tenths and the whole detector (hand patterns + learned cues,
after normalization and mention masking) is scored on the tenth, sentence by sentence. A second
split keeps each fold's sentences together as they stand in the corpus files (ten contiguous
blocks, so mostly whole abstracts held out), which is closer to text the model has not seen.
Uncertainty is scored as the shared task counts it: approximations ("about 3") and
generalizations ("often", "normally") are not uncertainty; how many sentences only those flag
is printed apart. It prints precision, recall and F1, and what the detector costs per claim.

`python -m benchmarks.hedge_cues --write` trains on every sentence and writes the shipped
lexicon, `detectors/hedge_cues.json`.
"""

from __future__ import annotations

import json
import re
import sys
import time
from collections import Counter
from collections.abc import Iterable, Iterator, Sequence
from pathlib import Path

import numpy as np

from groundstream.detectors.cues import MODEL_PATH, CueModel, features
from groundstream.detectors.hedges import find_hedges
from groundstream.detectors.normalize import normalize
from groundstream.schemas import HedgeCategory

DATA = Path(__file__).resolve().parent.parent.parent / "shared" / "data" / "conll2010-bioscope"
EXAMPLES = Path(__file__).resolve().parent.parent.parent / "shared" / "examples" / "claims.jsonl"
FOLDS = 10
SEED = 0
MIN_COUNT = 3  # a word seen fewer times is no evidence either way
MIN_RATIO = 0.5  # candidate cues: words at least this often in uncertain sentences (add-one smoothed)
C = 3.0  # inverse L2 strength
# Words the decision rules settle themselves, kept out of the lexicon: docs/DESIGN.md makes "should be 5"
# a requirement, not a hedge (the patterns catch "should probably work"); how often something
# happens is a generalization, which the patterns report as such (policy, not uncertainty).
EXCLUDED = frozenset({"should", "typically", "usually", "often", "generally", "sometimes", "occasionally", "frequently", "normally"})


# The corpus writes brackets as words (-LRB-, -RRB-); claims write brackets, so the sentences are
# read with brackets, as a claim would be: a cue before "(Fig. 2)" stands before "fig".
_BRACKETS = {"-LRB-": "(", "-RRB-": ")", "-LSB-": "[", "-RSB-": "]"}
_BRACKET = re.compile("|".join(re.escape(b) for b in _BRACKETS))


def load() -> tuple[list[str], np.ndarray]:
    certain = (DATA / "train_bioscope_certain_sentences.txt").read_text(encoding="utf-8").splitlines()
    uncertain = (DATA / "train_bioscope_uncertain_sentences.txt").read_text(encoding="utf-8").splitlines()
    sentences = [_BRACKET.sub(lambda m: _BRACKETS[m.group()], s) for s in certain + uncertain]
    return sentences, np.array([0] * len(certain) + [1] * len(uncertain))


def train(sentences: Sequence[Sequence[str]], labels: np.ndarray) -> CueModel:
    """A cue lexicon: logistic regression over the words that lean uncertain in `sentences`
    (token lists), each with its context features (detectors/cues.py)."""
    from scipy.sparse import csr_matrix
    from sklearn.linear_model import LogisticRegression

    seen: Counter[str] = Counter()
    uncertain: Counter[str] = Counter()
    for tokens, label in zip(sentences, labels, strict=True):
        distinct = set(tokens)
        seen.update(distinct)
        if label:
            uncertain.update(distinct)
    vocab = frozenset(
        w for w, n in seen.items()
        if n >= MIN_COUNT and uncertain[w] / (n + 1) >= MIN_RATIO and w not in EXCLUDED and w.isalpha()
    )
    column: dict[str, int] = {}
    rows, cols = [], []
    for r, tokens in enumerate(sentences):
        present = {f for _, feats in features(tokens, vocab) for f in feats}
        for f in sorted(present):
            rows.append(r)
            cols.append(column.setdefault(f, len(column)))
    x = csr_matrix((np.ones(len(rows)), (rows, cols)), shape=(len(sentences), len(column)))
    model = LogisticRegression(C=C, max_iter=5000).fit(x, labels)
    weights = {f: float(model.coef_[0][c]) for f, c in column.items() if abs(model.coef_[0][c]) > 1e-6}
    return CueModel(weights=weights, bias=float(model.intercept_[0]), trained_on="CoNLL-2010 Task 1 training sentences")


def prf(truth: np.ndarray, predicted: np.ndarray) -> tuple[float, float, float]:
    tp = int((truth & predicted).sum())
    p = tp / max(1, int(predicted.sum()))
    r = tp / max(1, int(truth.sum()))
    return p, r, (2 * p * r / (p + r) if p + r else 0.0)


UNCERTAIN = {HedgeCategory.SPECULATION, HedgeCategory.UNCERTAINTY, HedgeCategory.SUGGESTION, HedgeCategory.TECHNICAL_HEDGE}


def contiguous_folds(labels: np.ndarray, k: int = FOLDS) -> Iterator[tuple[np.ndarray, np.ndarray]]:
    """Ten folds of sentences that stand together in the corpus files (both labels alike)."""
    certain = np.array_split(np.flatnonzero(labels == 0), k)
    uncertain = np.array_split(np.flatnonzero(labels == 1), k)
    everything = np.arange(len(labels))
    for c, u in zip(certain, uncertain, strict=True):
        test = np.concatenate([c, u])
        yield np.setdiff1d(everything, test), test


def cross_validate(contiguous: bool = False) -> dict[str, tuple[float, float, float] | int]:
    from sklearn.model_selection import StratifiedKFold

    sentences, labels = load()
    norms = [normalize(s) for s in sentences]
    tokens = [n.tokens() for n in norms]
    cue_only = np.zeros(len(sentences), dtype=bool)
    uncertain = np.zeros(len(sentences), dtype=bool)  # speculation, uncertainty, suggestion, technical hedges
    generalizing = np.zeros(len(sentences), dtype=bool)  # a generalization and nothing uncertain
    blocking = np.zeros(len(sentences), dtype=bool)
    if contiguous:
        folds: Iterable[tuple[np.ndarray, np.ndarray]] = contiguous_folds(labels)
    else:
        folds = StratifiedKFold(FOLDS, shuffle=True, random_state=SEED).split(np.zeros(len(labels)), labels)
    for i, (train_idx, test_idx) in enumerate(folds, 1):
        model = train([tokens[j] for j in train_idx], labels[train_idx])
        for j in test_idx:
            cue_only[j] = bool(model.cues(tokens[j]))
            findings = find_hedges(norms[j], cues=model).findings
            uncertain[j] = any(f.category in UNCERTAIN for f in findings)
            generalizing[j] = not uncertain[j] and any(f.category is HedgeCategory.GENERALIZATION for f in findings)
            blocking[j] = any(f.blocks for f in findings)
        print(f"\r  fold {i}/{FOLDS}", end="", file=sys.stderr, flush=True)
    print("", file=sys.stderr)
    truth = labels.astype(bool)
    return {
        "learned cues alone": prf(truth, cue_only),
        "detector (uncertainty)": prf(truth, uncertain),
        "block only (speculation etc.)": prf(truth, blocking),
        "generalization only (review)": int(generalizing.sum()),
    }


def cost_per_claim(repeat: int = 20) -> tuple[float, float, float]:
    """Microseconds per claim: the detector, normalization alone, and normalization of look-alike text."""
    texts = [json.loads(line)["content"] for line in EXAMPLES.read_text().splitlines() if line.strip()] if EXAMPLES.exists() else []
    texts += ["Sessions live in Redis and expire after 30 minutes", "The API may be rate limited", "I think the cache is warm"]
    lookalike = ["Μaybe the іndex is stаle", "Ι think the сache is warm", "Ｐｅｒｈａｐｓ it works"]
    norms = [normalize(t) for t in texts]
    find_hedges(norms[0])  # load the lexicon
    t0 = time.perf_counter()
    for _ in range(repeat):
        for n in norms:
            find_hedges(n)
    detector = (time.perf_counter() - t0) / (repeat * len(norms)) * 1e6
    t0 = time.perf_counter()
    for _ in range(repeat):
        for t in texts:
            normalize(t)
    plain = (time.perf_counter() - t0) / (repeat * len(texts)) * 1e6
    t0 = time.perf_counter()
    for _ in range(repeat * 10):
        for t in lookalike:
            normalize(t)
    confusable = (time.perf_counter() - t0) / (repeat * 10 * len(lookalike)) * 1e6
    return detector, plain, confusable


def main() -> None:
    if not DATA.exists():
        print(f"hedges: {DATA} not found (the shared data sits beside the repository); skipped")
        return
    for contiguous in (False, True):
        split = "contiguous blocks (held-out abstracts)" if contiguous else "stratified, shuffled"
        print(f"Hedge detector, CoNLL-2010 Task 1 training sentences, {FOLDS}-fold cross-validation, {split} (sentence level):")
        for name, figures in cross_validate(contiguous).items():
            if isinstance(figures, int):
                print(f"  {name:32s} {figures} sentences (not counted as uncertainty)")
            else:
                p, r, f = figures
                print(f"  {name:32s} P {p:.3f}  R {r:.3f}  F1 {f:.3f}")
    print("  (the shared task's best system: F1 0.86 on the held-back evaluation split)")
    detector, plain, confusable = cost_per_claim()
    print(f"  cost per claim: hedge detector {detector:.1f} us; normalize {plain:.1f} us "
          f"(ASCII), {confusable:.1f} us for a claim with look-alike letters (UTS #39 confusables)")


def write() -> None:
    sentences, labels = load()
    model = train([normalize(s).tokens() for s in sentences], labels)
    MODEL_PATH.write_text(json.dumps(model.to_json(), indent=1, ensure_ascii=False) + "\n", encoding="utf-8")
    print(f"wrote {MODEL_PATH}: {len(model.weights)} features of {len(model.vocabulary)} cue words, bias {model.bias:.3f}")


if __name__ == "__main__":
    write() if "--write" in sys.argv else main()
