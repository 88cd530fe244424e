"""Exactly-once worker throughput, an older checkout against this one, in one run (issue #39).

    python -m benchmarks.worker_throughput --old /tmp/old0bb [--new .] [--claims 20000] [--rounds 3]

`--old` and `--new` are checkouts of this repository (`git worktree add /tmp/old0bb 0bbcc89`); each
worker runs from its own tree with this interpreter. One broker (benchmarks.kafka_e2e's, its log in
memory where the machine has /dev/shm), one worker at a time on four partitions, the same generated
claims for both; a short warm-up of each first (the broker's JIT), then the rounds alternate which
tree goes first. Prints each run and the medians' ratio.
"""

from __future__ import annotations

import argparse
import shutil
import statistics
import sys
import tempfile
from pathlib import Path

from groundstream.streams.localrun import LocalKafka, WorkerProcess, free_port, free_port_pair

from .kafka_e2e import Starter, _broker_dir, _config, _measure

REPO = Path(__file__).resolve().parent.parent
LABEL = "{} worker, exactly-once"  # one length for both trees: the claims are seeded by the label's length


def _starter(kafka: LocalKafka, tmp: Path, tree: Path) -> Starter:
    def start(prefix: str) -> WorkerProcess:
        web = free_port()
        config = _config(tmp, kafka.address, prefix, web, 0.1, True)
        command = ["/bin/sh", "-c", f'cd "{tree}" && exec "{sys.executable}" -m groundstream.streams.cli worker --config "{config}"']
        return WorkerProcess(config, tmp / f"{prefix}log", web, {"PYTHONPATH": str(tree)}, command=command)

    return start


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--old", type=Path, required=True)
    parser.add_argument("--new", type=Path, default=REPO)
    parser.add_argument("--claims", type=int, default=20_000)
    parser.add_argument("--rounds", type=int, default=3)
    args = parser.parse_args(argv)
    trees = {"old": args.old.resolve(), "new": args.new.resolve()}
    tmp = Path(tempfile.mkdtemp(prefix="gs-worker-throughput-"))
    broker_dir = _broker_dir()
    kafka = LocalKafka(free_port_pair(), broker_dir / "kafka")
    kafka.up()
    try:
        print(f"exactly-once worker throughput, {args.claims:,} generated claims a run: old {trees['old']}, new {trees['new']}")
        for name, tree in trees.items():
            print(_measure(kafka, tmp, f"(warm-up) {name}", 3000, None, _starter(kafka, tmp, tree))[0], flush=True)
        got: dict[str, list[float]] = {name: [] for name in trees}
        for r in range(args.rounds):
            for name in list(trees) if r % 2 == 0 else list(trees)[::-1]:
                line, rate = _measure(kafka, tmp, LABEL.format(name), args.claims, None, _starter(kafka, tmp, trees[name]))
                got[name].append(rate)
                print(line, flush=True)
        old, new = (statistics.median(got[name]) for name in ("old", "new"))
        print(f"  median of {args.rounds}: old {old:,.0f} claims/s, new {new:,.0f} claims/s: {new / old:.2f}x (target >= 1.5x)")
    finally:
        kafka.down()
        shutil.rmtree(broker_dir, ignore_errors=True)


if __name__ == "__main__":
    main()
