"""Vector dedup: quality on the paraphrase set, nearest-neighbour latency in Qdrant local
mode, and validate throughput with vector dedup on against off, in one run."""

from __future__ import annotations

import asyncio
import json
import random
import time
import uuid
from pathlib import Path

import numpy as np

from groundstream.detectors.providers.embedders import LocalEmbedder
from groundstream.detectors.semantic import confirmed, values_agree
from groundstream.sinks.memory_store import VECTOR, StoredPoint, open_store

from .validate_throughput import OUT, REPO, _timed
from .workload import generate, write

PAIRS = Path(__file__).resolve().parent / "data" / "paraphrases.jsonl"
# Written after the anchor rules and the threshold were chosen, and never used to tune them.
HOLDOUT = Path(__file__).resolve().parent / "data" / "paraphrases-holdout.jsonl"
# Rewordings with other words and values in other forms ("a fortnight" / "14 days"): written before
# `restated` and used to write it (REWORDED); BLIND was written at the same time and run once after.
REWORDED = Path(__file__).resolve().parent / "data" / "paraphrases-reworded.jsonl"
BLIND = Path(__file__).resolve().parent / "data" / "paraphrases-blind.jsonl"
# Written after the short forms were added, before anything was run on it; run once.
BLIND2 = Path(__file__).resolve().parent / "data" / "paraphrases-blind2.jsonl"
THRESHOLDS = (0.60, 0.65, 0.70, 0.72, 0.74, 0.76, 0.78, 0.80, 0.82, 0.84, 0.86, 0.88, 0.90, 0.95)


def _prf(predicted: np.ndarray, truth: np.ndarray) -> tuple[float, float, float]:
    tp = int((predicted & truth).sum())
    p = tp / max(int(predicted.sum()), 1)
    r = tp / max(int(truth.sum()), 1)
    return p, r, (2 * p * r / (p + r) if p + r else 0.0)


def quality(path: Path = PAIRS, thresholds: tuple[float, ...] = THRESHOLDS) -> None:
    pairs = [json.loads(line) for line in path.read_text().splitlines() if line.strip()]
    a, b = [p["a"] for p in pairs], [p["b"] for p in pairs]
    truth = np.array([p["duplicate"] for p in pairs])
    embedder = LocalEmbedder()
    embedder.embed_sync(["warm up"])
    started = time.perf_counter()
    cos = (embedder.embed_sync(a) * embedder.embed_sync(b)).sum(axis=1)
    per_text_us = (time.perf_counter() - started) / (2 * len(pairs)) * 1e6
    agree = np.array([values_agree(x, y) for x, y in zip(a, b, strict=True)])
    print(f"semantic dedup quality, {path.name}: {len(pairs)} pairs ({int(truth.sum())} rephrasings, {int((~truth).sum())} near-misses)")
    print(f"  model {embedder.name}, {per_text_us:.0f} us/text (one core)")
    print(f"  anchors alone agree on {agree[truth].mean():.0%} of rephrasings, {agree[~truth].mean():.0%} of near-misses")
    print(f"  {'threshold':>9}   {'cosine only: P':>14} {'R':>5} {'F1':>5}   {'cosine + anchors: P':>19} {'R':>5} {'F1':>5}"
          f"   {'confirmed (the gate): P':>23} {'R':>5} {'F1':>5}")  # fmt: skip
    for t in thresholds:
        p1, r1, f1 = _prf(cos >= t, truth)
        p2, r2, f2 = _prf((cos >= t) & agree, truth)
        gate = np.array([confirmed(x, y, float(c), t) for x, y, c in zip(a, b, cos, strict=True)])
        p3, r3, f3 = _prf(gate, truth)
        print(f"  {t:>9.2f}   {p1:>14.2f} {r1:>5.2f} {f1:>5.2f}   {p2:>19.2f} {r2:>5.2f} {f2:>5.2f}   {p3:>23.2f} {r3:>5.2f} {f3:>5.2f}")


async def _latency(size: int, queries: int) -> tuple[float, float]:
    embedder = LocalEmbedder()
    rng = random.Random(size)
    store = open_store(path=":memory:", collection=f"bench{size}").with_vectors(embedder.dim, embedder.embed)
    await store.ensure_collection()
    claims = generate(size, users=1, seed=size)
    for start in range(0, size, 2000):
        chunk = claims[start : start + 2000]
        rows = embedder.embed_sync([c["content"] for c in chunk])
        points = [
            StoredPoint(str(uuid.UUID(int=start + i)), {VECTOR: row.tolist()}, {"user_id": "u1", "content": c["content"]})
            for i, (c, row) in enumerate(zip(chunk, rows, strict=True))
        ]
        await store.write(points)
    probes = embedder.embed_sync([rng.choice(claims)["content"] for _ in range(queries)])
    times = []
    for row in probes:
        started = time.perf_counter()
        await store.nearest("u1", row.tolist(), 5)
        times.append(time.perf_counter() - started)
    await store.close()
    ms = np.array(times) * 1000
    return float(np.percentile(ms, 50)), float(np.percentile(ms, 99))


def latency(sizes: tuple[tuple[int, int], ...] = ((1_000, 200), (10_000, 200), (100_000, 200))) -> None:
    print("nearest memory of one user, Qdrant Edge (embedded), 5 neighbours:")
    for size, queries in sizes:
        p50, p99 = asyncio.run(_latency(size, queries))
        print(f"  {size:>8,} memories   p50 {p50:8.2f} ms   p99 {p99:8.2f} ms   ({queries} queries)")


def throughput(n: int = 2_000, users: int = 20) -> None:
    commit = "0" * 40
    claims = write(OUT / "semantic-claims.jsonl", generate(n, users=users, commit=commit))
    runs: dict[bool, list[float]] = {False: [], True: []}
    for vector in (False, True, False, True):  # interleaved: both see the same machine load
        config = OUT / f"semantic-{vector}.toml"
        config.write_text(
            f'[memory]\nqdrant_path = ":memory:"\n[citations]\nadr_dirs = ["{REPO / "streams" / "demo" / "adr"}"]\n'
            f"[dedup]\nvector = {str(vector).lower()}\n"
        )
        cmd = [str(REPO / ".venv/bin/groundstream"), "validate", "--config", str(config), "--input", str(claims),
               "--output", str(OUT / f"semantic-{vector}.jsonl"), "--deadletter", str(OUT / "semantic-dead.jsonl"), "--no-progress"]  # fmt: skip
        runs[vector].append(_timed(cmd))
    off, on = n / min(runs[False]), n / min(runs[True])
    print(f"validate with vector dedup, {n:,} generated claims, {users} users, best of 2, interleaved:")
    print(f"  vector off {off:,.0f} claims/s   vector on {on:,.0f} claims/s   ({on / off:.2f}x)")


def main() -> None:
    quality()
    print()
    for path in (HOLDOUT, REWORDED, BLIND, BLIND2):
        quality(path, (0.70, 0.76, 0.80, 0.90))
        print()
    latency()
    print()
    throughput()


if __name__ == "__main__":
    main()
