"""The claim-type model: trained on labelled claims, cross-validated across the sets' writers.

Each labelled set was written by a different hand (a session's own, or a helper given only the
types' definitions), so the honest cross-validation holds out one whole set at a time: train on
the others, score the one left out. `python -m benchmarks.type_model` prints that per set and
overall; `--write` trains on every set and writes the shipped weights,
`detectors/type_weights.json`. A claim is read exactly as the gate reads it for its type
(`gate.typing_input`: normalized, without its citations and paths).

The blind estimate is not here: it is the first run of `python -m benchmarks claimtypes` on a set
written after the model (docs/performance.md).
"""

from __future__ import annotations

import json
import sys
from collections import Counter
from collections.abc import Iterable, Sequence
from pathlib import Path

import numpy as np

from groundstream.detectors.claim_types import decided, features
from groundstream.detectors.gate.gate import Gate, typing_input
from groundstream.detectors.gate.policy import Policy
from groundstream.detectors.providers.verify import CitationVerifier
from groundstream.detectors.type_model import MODEL_PATH, TypeModel
from groundstream.schemas import ClaimCandidate, ClaimType

DATA = Path(__file__).resolve().parent / "data"
# Every labelled set the model learns from (the blind estimate's set is never among them).
SETS = ("claim_types.jsonl", "claim_types_heldout.jsonl", "claim_types_fresh37.jsonl",
        "claim_types_train_a.jsonl", "claim_types_train_b.jsonl", "claim_types_train_c.jsonl",
        "claim_types_train_d.jsonl", "claim_types_train_e.jsonl", "claim_types_train_f.jsonl",
        "claim_types_train_g.jsonl", "claim_types_train_h.jsonl",
        # the blind sets, once their first run was reported, are training data like any other
        "claim_types_blind37.jsonl", "claim_types_blind37b.jsonl", "claim_types_blind37c.jsonl",
        "claim_types_blind38.jsonl", "claim_types_blind39.jsonl", "claim_types_blind40.jsonl", "claim_types_blind41.jsonl",
        "claim_types_train_i.jsonl", "claim_types_blind42.jsonl", "claim_types_blind43.jsonl", "claim_types_blind44.jsonl",
        "claim_types_train_j.jsonl", "claim_types_blind45.jsonl", "claim_types_blind46.jsonl", "claim_types_blind47.jsonl",
        "claim_types_blind48.jsonl", "claim_types_train_k.jsonl")  # fmt: skip
# inverse L2 strength. Cross-validated on the 16 sets of the eleventh session (23 now: 84.0% at 3):
# 1 → 82.8%, 3 → 84.4%, 10 → 85.2%, 30 → 85.4%, 100 → 85.2%;
C = 3.0
# 3 is kept because the guards below the model (claim_types.OVERRULE, WORLDLY) are probabilities set at 3: at 10 the
# model is surer of everything, and it read a plain rule ("The security awareness training is mandatory for new hires") as an opinion.
MIN_COUNT = 2  # a feature seen once is no evidence


def load(name: str) -> list[tuple[str, str]]:
    rows = [json.loads(line) for line in (DATA / name).read_text(encoding="utf-8").splitlines() if line.strip()]
    return [(row["content"], row["type"]) for row in rows]


def featurize(contents: list[str]) -> list[dict[str, tuple[int, int] | None]]:
    """Each claim's features, read as the gate reads it."""
    gate = Gate(Policy(), CitationVerifier({}), secret_salt=b"type-model")
    out = []
    for i, content in enumerate(contents):
        claim = ClaimCandidate(user_id="u1", claim_id=f"t{i}", content=content, memory_type="fact", source="ai_synthesis")
        out.append(features(*typing_input(claim, gate.inspect([claim])[0])))
    return out


def train(feats: Sequence[Iterable[str]], labels: list[str], c: float = C) -> TypeModel:
    from sklearn.feature_extraction import DictVectorizer
    from sklearn.linear_model import LogisticRegression

    counts = Counter(f for fs in feats for f in set(fs))
    kept = [{f: 1 for f in fs if counts[f] >= MIN_COUNT} for fs in feats]
    vec = DictVectorizer()
    x = vec.fit_transform(kept)
    names = [t.value for t in ClaimType]
    clf = LogisticRegression(C=c, max_iter=5000)
    clf.fit(x, labels)
    order = [list(clf.classes_).index(n) if n in clf.classes_ else -1 for n in names]
    coef = np.array([clf.coef_[k] if k >= 0 else np.full(x.shape[1], -50.0) for k in order])
    bias = [float(clf.intercept_[k]) if k >= 0 else -50.0 for k in order]
    weights = {f: tuple(round(float(w), 4) for w in coef[:, j]) for f, j in vec.vocabulary_.items()}
    return TypeModel(labels=tuple(names), bias=tuple(round(b, 4) for b in bias), weights=weights,
                     trained_on=f"{len(labels)} labelled claims: " + ", ".join(SETS))  # fmt: skip


def main(argv: list[str]) -> None:
    sets = {name: load(name) for name in SETS if (DATA / name).exists()}
    feats = {name: featurize([c for c, _ in rows]) for name, rows in sets.items()}
    for c in ([float(a) for a in argv[argv.index("--c") + 1].split(",")] if "--c" in argv else [C]):
        right = total = 0
        print(f"leave one set out, C={c}:")
        for held in sets:
            xs = [f for name in sets if name != held for f in feats[name]]
            ys = [lab for name in sets if name != held for _, lab in sets[name]]
            model = train(xs, ys, c)
            got = [decided(f, model)[0].value for f in feats[held]]
            hits = sum(g == lab for g, (_, lab) in zip(got, sets[held], strict=True))
            right, total = right + hits, total + len(got)
            print(f"  {held:<30} {hits:>3} / {len(got)} ({hits / len(got):.1%})")
        print(f"  {'all':<30} {right:>3} / {total} ({right / total:.1%})")
    if "--write" in argv:
        model = train([f for name in sets for f in feats[name]], [lab for rows in sets.values() for _, lab in rows])
        MODEL_PATH.write_text(model.to_json() + "\n", encoding="utf-8")
        print(f"wrote {MODEL_PATH} ({len(model.weights)} features)")


if __name__ == "__main__":
    main(sys.argv[1:])
