"""Dedup query latency and index size at 10k, 100k and 1M memories of one user."""

from __future__ import annotations

import random
import time
import tracemalloc
import uuid

import numpy as np
from datasketch import MinHash, MinHashLSH

from groundstream.detectors.dedup import NUM_PERM, DedupIndex
from groundstream.detectors.normalize import normalize

VOCAB = [f"word{i}" for i in range(20_000)]


def _texts(rng: random.Random, n: int) -> list[str]:
    return [" ".join(rng.choices(VOCAB, k=12)) for _ in range(n)]


def measure(size: int, queries: int = 2000, seed: int = 11) -> dict:
    rng = random.Random(seed)
    tracemalloc.start()
    index = DedupIndex(0.92)
    base = tracemalloc.get_traced_memory()[0]
    batch = 4096
    stored: list[str] = []
    for start in range(0, size, batch):
        texts = _texts(rng, min(batch, size - start))
        sigs = index.signatures([normalize(t).tokens() for t in texts])
        for sig in sigs:
            index.add("u1", str(uuid.uuid4()), sig, 0)
        if len(stored) < queries:
            stored.extend(texts[: queries - len(stored)])
    index_bytes = tracemalloc.get_traced_memory()[0] - base
    tracemalloc.stop()
    probes = stored[: queries // 2] + _texts(rng, queries // 2)  # half duplicates, half new
    rng.shuffle(probes)
    times = []
    found = 0
    for text in probes:
        t = time.perf_counter_ns()
        match = index.query("u1", index.signature(normalize(text).tokens()))
        times.append(time.perf_counter_ns() - t)
        found += match is not None
    arr = np.array(times) / 1e6
    return {
        "size": size,
        "p50_ms": float(np.percentile(arr, 50)),
        "p99_ms": float(np.percentile(arr, 99)),
        "bytes_per_memory": index_bytes / size,
        "recall": found / (queries // 2),
    }


def datasketch_lsh_bytes(size: int = 20_000) -> float:
    """Bytes per memory of datasketch's own MinHashLSH with 8 bands, for comparison."""
    rng = random.Random(3)
    template = MinHash(num_perm=NUM_PERM, seed=1)
    sigs = []
    for text in _texts(rng, size):
        m = MinHash(num_perm=NUM_PERM, permutations=template.permutations, scheme="affine32")
        m.update_batch([w.encode() for w in text.split()])
        sigs.append(m)
    tracemalloc.start()
    lsh = MinHashLSH(num_perm=NUM_PERM, params=(8, 8))
    for m in sigs:
        lsh.insert(str(uuid.uuid4()), m)
    used = tracemalloc.get_traced_memory()[0]
    tracemalloc.stop()
    return used / size


def main(sizes: tuple[int, ...] = (10_000, 100_000, 1_000_000)) -> None:
    print("dedup: one user's memories, 12-word texts; query = signature + LSH lookup + exact Jaccard")
    print(f"  {'memories':>10} {'p50':>9} {'p99':>9} {'bytes/memory':>13} {'recall(dups)':>13}")
    for size in sizes:
        r = measure(size)
        print(f"  {r['size']:>10,} {r['p50_ms']:>7.3f}ms {r['p99_ms']:>7.3f}ms {r['bytes_per_memory']:>13,.0f} {r['recall']:>13.3f}")
    print(f"  targets: p99 <= 2 ms at 1M; <= 1,536 bytes/memory. datasketch MinHashLSH(8x8) for comparison: "
          f"{datasketch_lsh_bytes():,.0f} bytes/memory")


if __name__ == "__main__":
    main()
