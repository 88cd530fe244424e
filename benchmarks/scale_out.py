"""Scaling out on a Qdrant server: exactly-once throughput with one and two workers in one group,
and what one store call costs on a server against Qdrant Edge, in one run.

The server is ../shared/tools/qdrant/qdrant (or GROUNDSTREAM_QDRANT_BIN), on free loopback ports,
its storage in a temporary folder; the broker is deploy/kafka's, its log in /dev/shm where the
machine has it (see benchmarks/kafka_e2e.py). On this 2-core machine the two workers share the
cores with the broker, the server and the load generator, so the ratio says what a second worker
buys here, not on a cluster.

    python -m benchmarks scale
"""

from __future__ import annotations

import asyncio
import shutil
import tempfile
import time
import uuid
from pathlib import Path

import numpy as np

from groundstream.detectors.gate.gate import Gate
from groundstream.detectors.gate.policy import Policy
from groundstream.detectors.providers.verify import CitationVerifier
from groundstream.schemas import ClaimCandidate, Decision, memory_id_for
from groundstream.sinks.memory_store import MemoryStore, open_store
from groundstream.streams import topics as T
from groundstream.streams.localrun import LocalKafka, LocalQdrant, WorkerProcess, free_port, free_port_pair

from .kafka_e2e import REPO, _broker_dir, _run, _until_owned
from .workload import generate


def _config(tmp: Path, broker: str, prefix: str, web_port: int, qdrant_url: str) -> Path:
    path = tmp / f"{prefix}{web_port}.toml"
    path.write_text(
        f'[memory]\nqdrant_url = "{qdrant_url}"\ncollection = "{prefix.strip(".")}"\n'
        f'[citations]\nadr_dirs = ["{REPO / "streams" / "demo" / "adr"}"]\n'
        f'[kafka]\nbroker = "{broker}"\npartitions = 4\ntopic_prefix = "{prefix}"\ngroup = "{prefix}gate"\n'
        f"web_port = {web_port}\ncommit_interval_s = 0.1\nexactly_once = true\n"
        '[signing]\nactive_key = "bench"\n[signing.keys]\nbench = "bench-only-signing-key-0123456789"\n'
    )
    return path


def _throughput(kafka: LocalKafka, qdrant: LocalQdrant, tmp: Path, workers: int, n: int) -> float:
    prefix = f"s{uuid.uuid4().hex[:6]}."
    asyncio.run(T.ensure_topics(kafka.address, 4, 1, prefix=prefix))
    started = []
    try:
        for _ in range(workers):
            web = free_port()
            config = _config(tmp, kafka.address, prefix, web, qdrant.url)
            started.append(WorkerProcess(config, tmp / f"{prefix}{web}.log", web, {"PYTHONPATH": str(REPO)}))
        for w in started:
            w.wait_ready()
        deadline = time.monotonic() + 120
        while sum(w.metric("groundstream_partitions_owned") for w in started) < 4 or any(
            w.metric("groundstream_partitions_owned") == 0 for w in started
        ):
            if time.monotonic() > deadline:
                raise RuntimeError("the workers did not split the partitions within 120 s")
            time.sleep(0.1)
        if workers == 1:
            _until_owned(started[0])
        claims = generate(n, users=500, seed=workers)
        for c in claims:
            c["claim_id"] = f"{prefix}{c['claim_id']}"
        elapsed, _ = asyncio.run(_run(kafka.address, prefix, claims, None))
    finally:
        for w in started:
            w.stop()
    return n / elapsed


async def _store_calls(store: MemoryStore, decisions: list[Decision]) -> dict[str, np.ndarray]:
    """Milliseconds per call: an upsert of one approval (as validate stores each), and a read by id."""
    await store.ensure_collection()
    upserts, reads = [], []
    for d in decisions:
        began = time.perf_counter()
        await store.upsert([d])
        upserts.append(time.perf_counter() - began)
    for d in decisions:
        began = time.perf_counter()
        await store.get(memory_id_for(d.user_id, d.claim_id))
        reads.append(time.perf_counter() - began)
    await store.close()
    return {"upsert one": np.array(upserts) * 1000, "get by id": np.array(reads) * 1000}


async def _approvals(n: int) -> list[Decision]:
    gate = Gate(Policy(), CitationVerifier({}))
    out = []
    for i in range(n):
        claim = ClaimCandidate(user_id=f"user{i % 50}", claim_id=f"m{i}", content=f"Service {i} keeps its state in store {i + 7}",
                               memory_type="fact", source="user")  # fmt: skip
        out.append(await gate.decide(claim))
    return out


def main(n: int = 10_000, calls: int = 1_000) -> None:
    tmp = Path(tempfile.mkdtemp(prefix="gs-bench-scale-"))
    broker_dir = _broker_dir()
    kafka = LocalKafka(free_port_pair(), broker_dir / "kafka")
    qdrant = LocalQdrant(tmp / "qdrant")
    kafka.up()
    qdrant.start()
    try:
        print(f"Scale-out on a Qdrant server ({qdrant.url}), exactly once, 4 partitions, commit every 0.1 s, {n:,} claims a run:")
        one = _throughput(kafka, qdrant, tmp, 1, n)
        print(f"  1 worker : {one:>6,.0f} claims/s", flush=True)
        two = _throughput(kafka, qdrant, tmp, 2, n)
        print(f"  2 workers: {two:>6,.0f} claims/s   ({two / one:.2f}x one worker, same run; 2 cores shared with broker, server and load)",
              flush=True)  # fmt: skip
        decisions = asyncio.run(_approvals(calls))
        edge = asyncio.run(_store_calls(open_store(path=":memory:", collection="bench"), decisions))
        server = asyncio.run(_store_calls(open_store(url=qdrant.url, collection=f"calls{uuid.uuid4().hex[:6]}"), decisions))
        print(f"  one store call, {calls:,} each (ms):      Qdrant Edge p50 / p99      server p50 / p99      server / Edge (p50)")
        for what in ("upsert one", "get by id"):
            e, s = edge[what], server[what]
            print(f"    {what:<34}{np.percentile(e, 50):8.3f} / {np.percentile(e, 99):7.3f}"
                  f"   {np.percentile(s, 50):8.3f} / {np.percentile(s, 99):7.3f}   {np.percentile(s, 50) / np.percentile(e, 50):10.1f}x")  # fmt: skip
    finally:
        qdrant.stop()
        kafka.down()
        shutil.rmtree(broker_dir, ignore_errors=True)
        shutil.rmtree(tmp, ignore_errors=True)


if __name__ == "__main__":
    main()
