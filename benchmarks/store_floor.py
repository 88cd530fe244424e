"""The memory store's share of a validate run, alone, in a fresh process.

`python -m benchmarks.store_floor DECISIONS.jsonl` imports the store (Qdrant Edge and the
schemas), then writes the file's approved decisions into a new embedded (`:memory:`: a
temporary folder) collection with the sink's own code: one at a time, as validate does (each approval is
stored before the next claim is checked), and again in batches, as the worker's sink does.
Prints one JSON object: seconds for each, and the number of approvals.
"""

from __future__ import annotations

import time

started = time.perf_counter()

import asyncio  # noqa: E402  (the imports are what is timed)
import json  # noqa: E402
import sys  # noqa: E402
import warnings  # noqa: E402

from groundstream.schemas import Decision  # noqa: E402
from groundstream.sinks.memory_store import open_store  # noqa: E402

import_s = time.perf_counter() - started


async def _write(decisions: list[Decision], batch: int) -> float:
    store = open_store(path=":memory:")
    await store.ensure_collection()
    began = time.perf_counter()
    for i in range(0, len(decisions), batch):
        await store.upsert(decisions[i : i + batch])
    elapsed = time.perf_counter() - began
    await store.close()
    return elapsed


def main(path: str) -> None:
    warnings.filterwarnings("ignore", message="Local mode is not recommended")
    with open(path, encoding="utf-8") as fh:
        decisions = [Decision.model_validate_json(line) for line in fh if '"auto_approve"' in line]
    one = asyncio.run(_write(decisions, 1))
    batched = asyncio.run(_write(decisions, 256))
    print(json.dumps({"import_s": import_s, "approved": len(decisions), "one_at_a_time_s": one, "batched_s": batched}))


if __name__ == "__main__":
    main(sys.argv[1])
