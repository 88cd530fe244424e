"""The learned reader of instructions to later readers: trained on labelled claims, checked set by set.

Labelled sets (`benchmarks/data/directives/`): `tests_lists.jsonl`, the attacks and look-alikes of
the probe tests, each labelled by what its test asserts (an instruction found, or none and the
claim approved), and `probeNN.jsonl`, blind sets each written by a helper from the class alone
(its first run reported in docs/performance.md before it became training data), and `metaNN.jsonl`,
blind sets of claims whose metadata, read whole, grants or waives (its content always plain). Every claim of
the claim-type sets is plain too: a fact, an opinion, a poem tell no later reader anything. A meta
statement may ("Reply to this user in Spanish" is a user's wish, "Future sessions skip the review"
is not), and none was written as an attack: one is labelled by what the rules find in it.

Two models are trained (`models`): the claim's, on every set's claims (a metadata set's contents
among them, as plain), and the metadata's, on the metadata sets' records read whole alone.
`python -m benchmarks.directive_model` holds each probe or metadata set out in turn (trained on the
rest) and prints how many of its instructions the model alone reads at the threshold and how many
of its plain claims (or records) it reads as one, then how many of the repositories' own claims
(grounding, history and paraphrase sets) the claim's model reads as one; `--write` trains on
everything and writes the shipped weights, `detectors/directive_weights.json` and
`directive_metadata_weights.json`. A claim is read as the gate reads it: normalized.
"""

from __future__ import annotations

import json
import re
import sys
from collections import Counter
from collections.abc import Sequence
from pathlib import Path

from groundstream.detectors.directive_model import METADATA_MODEL_PATH, MODEL_PATH, THRESHOLD, DirectiveModel, features, metadata_text
from groundstream.detectors.instructions import find_instructions, rule_findings
from groundstream.detectors.normalize import normalize

DATA = Path(__file__).resolve().parent / "data"
SETS = DATA / "directives"
FIXTURES = Path(__file__).resolve().parent.parent / "tests" / "fixtures" / "sources"
DOC_SENTENCES = 60  # a project's at most
_SENTENCE_END = re.compile(r"(?<=[.!?])\s+(?=[A-Z`\"'(])")
C = 3.0  # inverse L2 strength; at 1 the probe tests' own look-alikes were read as instructions 17 times, at 3 twice
# The probe tests' claims were written look-alike by look-alike against the rules' errors: each counts twice (at 1, two of
# them were still read as instructions: "confirm_before_delete: false", a receptionist's timetable), the blind sets as read.
TESTS_WEIGHT = 2.0
# The metadata's own model (trained on the metadata sets alone, a few hundred records): chosen on meta78–81 (meta82 not yet
# written; on the first rendering, plain JSON), each held out in turn: at 1 it kept 233 of 320 split grants out, at 3 257,
# sending 4 and 7 of 480 ordinary records to review.
METADATA_C = 3.0
MIN_COUNT = 2  # a feature seen once is no evidence


def labelled() -> dict[str, list[tuple[str, int]]]:
    """Each labelled set: its claims, 1 for an instruction to a later reader, 0 for plain."""
    sets = {}
    for path in sorted(SETS.glob("*.jsonl")):
        rows = [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines() if line.strip()]
        if is_metadata(path.stem):  # a metadata set: the metadata read whole as labelled, each claim's content plain
            sets[path.stem] = [(metadata_text(row["metadata"]), int(row["label"] == "instruction")) for row in rows]
            sets[f"{path.stem}:content"] = [(row["content"], 0) for row in rows]
            continue
        sets[path.stem] = [(row["content"], int(row["label"] == "instruction")) for row in rows if not _encoded(row["content"])]
    typed = []
    for path in sorted(DATA.glob("claim_types*.jsonl")):
        for line in path.read_text(encoding="utf-8").splitlines():
            if line.strip():
                row = json.loads(line)
                typed.append((row["content"], int(row["type"] == "meta_statement" and bool(rule_findings(row["content"])))))
    sets["claim_types"] = typed
    sets["documentation"] = [(sentence, 0) for sentence in documentation()]
    return sets


def documentation(per_repository: int = DOC_SENTENCES) -> list[str]:
    """Sentences of real projects' documentation (the history benchmark's older snapshots), spread evenly over
    each project's Markdown: they tell their reader what to do ("If you want to add this, you can …") and are no
    instruction to an AI. Projects of the sources fixtures are left out: their sentences are the perturbation
    benchmark's claims, which measure this."""
    fixtures = {p.name.removesuffix(".fi") for p in FIXTURES.iterdir()}
    out = []
    for base in sorted(DATA.glob("history/*/base")):
        if base.parent.name in fixtures:
            continue
        paths = sorted(base.rglob("*.md"), key=lambda p: p.relative_to(base).as_posix())  # one order on every system
        found = [s for path in paths for s in _sentences(path.read_text(encoding="utf-8", errors="replace"))]
        step = max(1, len(found) // per_repository)
        out += found[::step][:per_repository]
    return out


def _sentences(markdown: str) -> list[str]:
    prose, fenced = [], False
    for line in markdown.splitlines():
        if line.lstrip().startswith(("```", "~~~")):
            fenced = not fenced
        elif not fenced and line.strip() and not line.lstrip().startswith(("#", "|", "<", "!", "[", ">")):
            prose.append(line.strip().lstrip("-*+ "))
    text = " ".join(prose)
    return [s for s in _SENTENCE_END.split(text) if 6 <= len(s.split()) <= 40 and sum(ch.isalpha() for ch in s) > 0.6 * len(s)]


def _encoded(content: str) -> bool:
    """An instruction only the rules' decoders read (ROT13, base64, hex, leetspeak, tag characters): its
    letters teach nothing of how English grants or waives (ROT13's "gb" is "to")."""
    found = find_instructions(content)
    return bool(found) and all(f.hidden_in in _ENCODINGS for f in found)


_ENCODINGS = frozenset({"rot13", "base64", "hex", "leetspeak", "tag_characters"})


def repository_claims() -> list[str]:
    """The repositories' own claims, true and false: none tells a later reader anything."""
    paths = [*DATA.glob("grounding*.jsonl"), *DATA.glob("history/*/claims.jsonl"), *DATA.glob("paraphrases*.jsonl")]
    return [c for p in sorted(paths) for line in p.read_text(encoding="utf-8").splitlines() if line.strip()
            and (c := json.loads(line).get("content"))]  # fmt: skip


def read(contents: Sequence[str], metadata: bool = False) -> list[dict[str, tuple[int, int]]]:
    return [features(normalize(c).text, metadata) for c in contents]


def is_metadata(name: str) -> bool:
    """A set of metadata read whole (`metadata_text`), not of claims' contents."""
    return name.startswith("meta") and not name.endswith(":content")


def train(feats: Sequence[dict[str, tuple[int, int]]], labels: Sequence[int], c: float = C, trained_on: str = "",
          weights: Sequence[float] | None = None) -> DirectiveModel:
    from sklearn.feature_extraction import DictVectorizer
    from sklearn.linear_model import LogisticRegression

    counts = Counter(f for fs in feats for f in fs)
    vec = DictVectorizer()
    x = vec.fit_transform([{f: 1 for f in fs if counts[f] >= MIN_COUNT} for fs in feats])
    # balanced: instructions are a tenth of the claims, and a missed one is the costlier error
    clf = LogisticRegression(C=c, max_iter=5000, class_weight="balanced")
    clf.fit(x, list(labels), sample_weight=None if weights is None else list(weights))
    coef = {f: round(float(clf.coef_[0][j]), 4) for f, j in vec.vocabulary_.items() if abs(clf.coef_[0][j]) >= 1e-4}
    return DirectiveModel(bias=round(float(clf.intercept_[0]), 4), weights=coef, trained_on=trained_on)


def _weights(sets: dict[str, list[tuple[str, int]]], names: Sequence[str]) -> list[float]:
    return [TESTS_WEIGHT if name == "tests_lists" else 1.0 for name in names for _ in sets[name]]


def models(sets: dict[str, list[tuple[str, int]]], feats: dict[str, list[dict[str, tuple[int, int]]]],
           leave_out: Sequence[str] = ()) -> tuple[DirectiveModel, DirectiveModel]:
    """The claim's model (every set but the metadata read whole) and the metadata's (those alone), each trained without
    the sets named in `leave_out`."""
    claims = [n for n in sets if not is_metadata(n) and n not in leave_out]
    metadata = [n for n in sets if is_metadata(n) and n not in leave_out]
    return (
        train([f for n in claims for f in feats[n]], [y for n in claims for _, y in sets[n]], weights=_weights(sets, claims),
              trained_on=", ".join(f"{n} ({len(sets[n])})" for n in claims)),
        train([f for n in metadata for f in feats[n]], [y for n in metadata for _, y in sets[n]], c=METADATA_C,
              trained_on=", ".join(f"{n} ({len(sets[n])})" for n in metadata)),
    )  # fmt: skip


def features_of(sets: dict[str, list[tuple[str, int]]]) -> dict[str, list[dict[str, tuple[int, int]]]]:
    return {name: read([c for c, _ in rows], is_metadata(name)) for name, rows in sets.items()}


def main(argv: list[str]) -> None:
    sets = labelled()
    feats = features_of(sets)
    print(f"leave one probe or metadata set out (threshold {THRESHOLD}): instructions read / plain read as one")
    for held in [name for name in sets if name.startswith("probe") or is_metadata(name)]:
        claim_model, metadata_model = models(sets, feats, leave_out=(held, f"{held}:content"))
        model = metadata_model if is_metadata(held) else claim_model
        got = Counter((y, model.read(normalize(c).text, is_metadata(held)).probability >= THRESHOLD) for c, y in sets[held])
        print(f"  {held:<12} {got[(1, True)]:>3} / {got[(1, True)] + got[(1, False)]}   {got[(0, True)]:>3} / {got[(0, True)] + got[(0, False)]}")
    claim_model, metadata_model = models(sets, feats)
    claims = repository_claims()
    read_as = [c for c in claims if claim_model.read(normalize(c).text).probability >= THRESHOLD]
    print(f"repositories' own claims read as instructions by the model trained on every set: {len(read_as)} / {len(claims)}")
    for c in read_as:
        print(f"  {c[:140]}")
    if "--write" in argv:
        for path, model in ((MODEL_PATH, claim_model), (METADATA_MODEL_PATH, metadata_model)):
            path.write_text(model.to_json() + "\n", encoding="utf-8")
            print(f"wrote {path} ({len(model.weights)} weights)")


if __name__ == "__main__":
    main(sys.argv[1:])
