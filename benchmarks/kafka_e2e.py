"""End to end through Apache Kafka: throughput with one worker, latency at 500 claims/s offered.

Latency is from the moment a claim is handed to the producer to the moment its decision
reaches a read_committed consumer: it includes the worker's batching and the transaction
commit that makes the decision visible.
"""

from __future__ import annotations

import asyncio
import json
import socket
import tempfile
import time
import uuid
from pathlib import Path

import numpy as np
from aiokafka import AIOKafkaProducer

from groundstream.streams import topics as T
from groundstream.streams.client import records
from groundstream.streams.localrun import LocalKafka, WorkerProcess

from .workload import generate


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def _config(tmp: Path, broker: str, prefix: str, web_port: int, commit_interval_s: float, exactly_once: bool = True) -> Path:
    path = tmp / f"{prefix}toml"
    path.write_text(
        f'[memory]\nqdrant_path = ":memory:"\n'
        f'[citations]\nadr_dirs = ["{Path(__file__).resolve().parent.parent / "demo" / "adr"}"]\n'
        f'[kafka]\nbroker = "{broker}"\npartitions = 4\ntopic_prefix = "{prefix}"\ngroup = "{prefix}gate"\n'
        f"web_port = {web_port}\ncommit_interval_s = {commit_interval_s}\nexactly_once = {str(exactly_once).lower()}\n"
    )
    return path


async def _run(broker: str, prefix: str, claims: list[dict], rate: float | None) -> tuple[float, np.ndarray]:
    """Publish (at `rate`/s, or as fast as possible); return (seconds to the last decision, latencies)."""
    names = [T.name(t, prefix) for t in (T.APPROVED, T.REVIEW, T.BLOCKED, T.DEADLETTER)]
    sent_at: dict[str, float] = {}
    latencies: list[float] = []
    done = asyncio.Event()

    async def consume() -> None:
        async for _, value in records(broker, names, from_beginning=False):
            now = time.perf_counter()
            claim_id = json.loads(value).get("claim_id")
            if claim_id in sent_at:
                latencies.append(now - sent_at.pop(claim_id))
            if len(latencies) >= len(claims):
                done.set()
                return

    consumer = asyncio.create_task(consume())
    await asyncio.sleep(3)  # the consumer is positioned at the end before anything is sent
    producer = AIOKafkaProducer(bootstrap_servers=broker, acks="all", enable_idempotence=True, linger_ms=1)
    await producer.start()
    started = time.perf_counter()
    for i, claim in enumerate(claims):
        if rate:
            delay = started + i / rate - time.perf_counter()
            if delay > 0:
                await asyncio.sleep(delay)
        sent_at[claim["claim_id"]] = time.perf_counter()
        await producer.send(T.name(T.CANDIDATES, prefix), json.dumps(claim).encode(), key=claim["user_id"].encode())
    await producer.flush()
    await asyncio.wait_for(done.wait(), timeout=600)
    elapsed = time.perf_counter() - started
    await producer.stop()
    consumer.cancel()
    return elapsed, np.array(latencies) * 1000


def main(throughput_n: int = 20_000, latency_s: float = 20.0, rate: float = 500.0) -> None:
    tmp = Path(tempfile.mkdtemp(prefix="gs-bench-"))
    port = _free_port()
    kafka = LocalKafka(port, tmp / "kafka")
    kafka.up()
    try:
        print(f"Kafka end to end (one worker, 4 partitions, commit every 0.1 s, embedded Qdrant), broker {kafka.address}:")
        runs = (
            ("throughput", throughput_n, None, True),
            ("latency", int(latency_s * rate), rate, True),
            ("throughput, at-least-once", throughput_n, None, False),
        )
        for label, n, r, eos in runs:
            prefix = f"b{uuid.uuid4().hex[:6]}."
            web = _free_port()
            worker = WorkerProcess(_config(tmp, kafka.address, prefix, web, 0.1, eos), tmp / f"{prefix}log", web)
            try:
                worker.wait_ready()
                claims = generate(n, users=500, seed=len(label))
                for c in claims:
                    c["claim_id"] = f"{prefix}{c['claim_id']}"
                elapsed, lat = asyncio.run(_run(kafka.address, prefix, claims, r))
            finally:
                worker.stop()
            if r is None:
                print(f"  {label:<26}: {n / elapsed:>6,.0f} claims/s  ({n:,} published -> decided in {elapsed:.1f} s; target >= 2,000)")
            else:
                print(f"  {label:<26}: p50 {np.percentile(lat, 50):6.1f} ms  p99 {np.percentile(lat, 99):6.1f} ms"
                      f"  at {r:.0f} claims/s offered for {latency_s:.0f} s (target p99 <= 50 ms)")
    finally:
        kafka.down()


if __name__ == "__main__":
    main()
