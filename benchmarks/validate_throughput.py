"""Whole-process throughput of `groundstream validate` against the seed algorithm, one run."""

from __future__ import annotations

import json
import subprocess
import sys
import time
from collections import Counter
from pathlib import Path

from .workload import generate, write

REPO = Path(__file__).resolve().parent.parent
OUT = REPO / ".bench"


def _timed(cmd: list[str]) -> float:
    started = time.perf_counter()
    subprocess.run(cmd, check=True, cwd=REPO, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    return time.perf_counter() - started


def run(n: int = 50_000, users: int = 500, rounds: int = 2) -> dict:
    commit = subprocess.run(["git", "-C", str(REPO), "rev-list", "--max-parents=0", "HEAD"], capture_output=True, text=True, check=True).stdout.split()[-1]
    claims = write(OUT / "claims.jsonl", generate(n, users=users, commit=commit))
    config = OUT / "bench.toml"
    config.write_text(f'[memory]\nqdrant_path = ":memory:"\n[citations]\nadr_dirs = ["{REPO / "streams" / "demo" / "adr"}"]\ngit_repos = ["{REPO}"]\n')
    gs = [str(REPO / ".venv/bin/groundstream"), "validate", "--config", str(config), "--input", str(claims),
          "--output", str(OUT / "decisions.jsonl"), "--deadletter", str(OUT / "dead.jsonl"), "--no-progress"]
    seed = [sys.executable, "-m", "benchmarks.seed", str(claims), str(OUT / "seed.jsonl")]
    ours, theirs = [], []
    for _ in range(rounds):  # interleaved, so both see the same machine load
        theirs.append(_timed(seed))
        ours.append(_timed(gs))
    tiers = Counter(json.loads(line)["tier"] for line in (OUT / "decisions.jsonl").open())
    best_ours, best_seed = min(ours), min(theirs)
    return {
        "claims": n,
        "users": users,
        "groundstream_claims_per_s": n / best_ours,
        "seed_claims_per_s": n / best_seed,
        "ratio": best_seed / best_ours,
        "tiers": dict(tiers),
    }


def store_floor() -> dict:
    """The memory store alone on the last run's approvals (benchmarks/store_floor.py)."""
    cmd = [sys.executable, "-m", "benchmarks.store_floor", str(OUT / "decisions.jsonl")]
    return json.loads(subprocess.run(cmd, check=True, cwd=REPO, capture_output=True, text=True).stdout)


def main(users: tuple[int, ...] = (500, 50, 5)) -> None:
    print("validate: 50,000 generated claims (ADR and commit citations, no network), whole process,")
    print("best of 2 runs, seed and groundstream interleaved on the same input:")
    print(f"  {'users':>6} {'memories/user':>14} {'groundstream':>14} {'seed':>12} {'ratio':>7}")
    floor = None
    for u in users:
        r = run(users=u)
        per_user = r["tiers"].get("auto_approve", 0) / u
        print(
            f"  {u:>6} {per_user:>14,.0f} {r['groundstream_claims_per_s']:>10,.0f} c/s {r['seed_claims_per_s']:>8,.0f} c/s"
            f" {r['ratio']:>6.2f}x"
        )
        if floor is None:  # the fewest memories per user: where the seed is fastest
            floor, seed_s = store_floor(), r["claims"] / r["seed_claims_per_s"]
    print("  (seed: regexes + a linear Jaccard scan of the user's memories; no normalization,")
    print("   no verification, no memory store, no decision hash)")
    if floor is not None:
        alone = floor["import_s"] + min(floor["one_at_a_time_s"], floor["batched_s"])
        print(f"  the memory store alone, first row's {floor['approved']:,} approvals into Qdrant local mode, fresh process:")
        print(f"    import {floor['import_s']:.2f} s + writes {floor['one_at_a_time_s']:.2f} s one at a time"
              f" ({floor['batched_s']:.2f} s in batches of 256) = {alone:.2f} s at best;"
              f" the seed's whole run: {seed_s:.2f} s")  # fmt: skip


if __name__ == "__main__":
    main()
