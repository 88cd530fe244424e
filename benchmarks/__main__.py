"""`make bench`: every benchmark, each printing its figures. `python -m benchmarks NAME…` runs some."""

import sys

from . import (
    claim_types,
    contradiction,
    cost,
    dedup_scale,
    grounding,
    hedge_cues,
    kafka_e2e,
    perturbation,
    poisoning,
    probes,
    recheck,
    refusal,
    remember,
    scale_out,
    semantic,
    sources,
    stale,
    validate_throughput,
)

BENCHMARKS = {"validate": validate_throughput.main, "dedup": dedup_scale.main, "kafka": kafka_e2e.main, "semantic": semantic.main,
              "hedges": hedge_cues.main, "poisoning": poisoning.main,
              "contradiction": contradiction.main, "scale": scale_out.main,
              "refusal": refusal.main, "remember": remember.main, "recheck": recheck.main, "sources": sources.main,
              "grounding": grounding.main, "perturbation": perturbation.main, "claimtypes": claim_types.main,
              "cost": cost.main, "stale": stale.main, "probes": probes.main}

if __name__ == "__main__":
    names = sys.argv[1:] or list(BENCHMARKS)
    unknown = [n for n in names if n not in BENCHMARKS]
    if unknown:  # before any runs: "recheck --no-kafka" is `python -m benchmarks.recheck --no-kafka`
        sys.exit(f"unknown benchmark {', '.join(unknown)}: one of {', '.join(BENCHMARKS)} "
                 "(a benchmark's own options: python -m benchmarks.NAME --help)")  # fmt: skip
    for name in names:
        BENCHMARKS[name]()
        print()
