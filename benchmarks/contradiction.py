"""Contradiction lookup at scale: 100,000 memories of one user, then claims checked against them.

The index is a dict per user keyed by the claim's skeleton, so a lookup is one probe whatever
the number of memories; this prints the per-claim latency of the gate's whole step (shape of
the claim, then the probe and the slot comparison), p50 and p99.
"""

from __future__ import annotations

import json
import random
import time
from pathlib import Path

from groundstream.detectors.contradiction import ContradictionIndex
from groundstream.detectors.normalize import normalize
from groundstream.detectors.values import shape
from groundstream.schemas import Contradiction, DedupMatch

from .workload import STORES, SUBJECTS, VERBS, words

UNITS = ["days", "hours", "minutes", "GB", "MB", "%"]


def _claim(rng: random.Random, i: int) -> str:
    return f"{rng.choice(SUBJECTS)} {rng.choice(VERBS)} {rng.choice(STORES)} with {words(rng, 4)} limit is {rng.randrange(1, 500)} {rng.choice(UNITS)}"


def main(memories: int = 100_000, queries: int = 20_000) -> None:
    rng = random.Random(5)
    index = ContradictionIndex()
    started = time.perf_counter()
    stored = []
    for i in range(memories):
        text = _claim(rng, i)
        stored.append(text)
        index.add("user0", i, f"m{i}", shape(normalize(text).text), text)
    build_s = time.perf_counter() - started
    # Half the queries restate a stored subject with another value (a contradiction), half are new.
    probes = [
        stored[rng.randrange(memories)].rsplit(" ", 2)[0] + f" {rng.randrange(500, 900)} days" if q % 2 else _claim(rng, q)
        for q in range(queries)
    ]
    latencies = []
    hits = 0
    for text in probes:
        t0 = time.perf_counter()
        found = index.query("user0", shape(normalize(text).text), -1)
        latencies.append(time.perf_counter() - t0)
        hits += found is not None
    latencies.sort()
    p50, p99 = latencies[len(latencies) // 2], latencies[int(len(latencies) * 0.99)]
    print(f"contradiction lookup: {memories:,} memories of one user (index built in {build_s:.1f} s), {queries:,} claims:")
    print(f"  p50 {p50 * 1e6:.0f} µs, p99 {p99 * 1e6:.0f} µs a claim (shape + probe + compare; target p99 ≤ 5 ms);"
          f" {hits:,} found a memory of the same subject")  # fmt: skip
    print("on the paraphrase sets (stored a, new b):")
    on_pairs()


def on_pairs() -> None:
    """The paraphrase sets (never used to write the skeleton rules): how often a true rephrasing
    is taken for a contradiction (wrong) and a near-miss, another value of one subject, is (right)."""
    data = Path(__file__).resolve().parent / "data"
    pairs = [json.loads(line) for f in ("paraphrases.jsonl", "paraphrases-holdout.jsonl")
             for line in (data / f).read_text().splitlines() if line.strip()]  # fmt: skip
    counts = {(dup, kind): 0 for dup in (True, False) for kind in ("contradiction", "duplicate", "none")}
    for pair in pairs:
        index = ContradictionIndex()
        index.add("u", 1, "m", shape(normalize(pair["a"]).text), pair["a"])
        found = index.query("u", shape(normalize(pair["b"]).text), 2)
        kind = "contradiction" if isinstance(found, Contradiction) else "duplicate" if isinstance(found, DedupMatch) else "none"
        counts[(bool(pair["duplicate"]), kind)] += 1
    for dup, name in ((True, "rephrasings"), (False, "near-misses")):
        n = sum(v for (d, _), v in counts.items() if d is dup)
        print(f"  {name:>11} ({n}): contradiction {counts[(dup, 'contradiction')] / n:.0%}, "
              f"duplicate by values {counts[(dup, 'duplicate')] / n:.0%}, neither {counts[(dup, 'none')] / n:.0%}")


if __name__ == "__main__":
    main()
