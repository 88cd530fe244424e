"""End to end through Apache Kafka: throughput with one worker, latency at 500 claims/s offered.

Latency is from the moment a claim is handed to the producer to the moment its decision
reaches a read_committed consumer: it includes the worker's batching and the transaction
commit that makes the decision visible. The same runs with nothing decided (this worker's
loop passing records through, a bare aiokafka pipe: benchmarks/kafka_floor.py) show what
the broker, the load generator and the stream runtime leave on this machine. Each row
reports the CPU the consumer process and the broker spent per record. The targets (issue
#15): >= 2,000 claims/s through one exactly-once worker, and a p99 at 500/s within 1.5x the
bare pipe's p99 in the same run, mode and commit interval (the median of three interleaved rounds).

The broker keeps its log in memory (/dev/shm) where the machine has it: on this shared VM's
disk, a journal commit of the filesystem holds the broker's appends for 100-300 ms (seen as
PRODUCE requests with that much broker-local time, no JVM pause), and whichever row runs then
gets it as its p99. Both the worker and the pipe rows run on the same broker either way; the
worker's own memory store stays on disk.
"""

from __future__ import annotations

import asyncio
import json
import os
import shutil
import subprocess
import sys
import tempfile
import time
import uuid
from collections.abc import Callable
from pathlib import Path

import numpy as np
from aiokafka import AIOKafkaProducer

from groundstream.streams import topics as T
from groundstream.streams.kafka_io import records
from groundstream.streams.localrun import LocalKafka, WorkerProcess, free_port, free_port_pair

from .workload import generate

REPO = Path(__file__).resolve().parent.parent


def _config(tmp: Path, broker: str, prefix: str, web_port: int, commit_interval_s: float, exactly_once: bool = True) -> Path:
    path = tmp / f"{prefix}toml"
    path.write_text(
        f'[memory]\nqdrant_path = ":memory:"\n'
        f'[citations]\nadr_dirs = ["{Path(__file__).resolve().parent.parent / "streams" / "demo" / "adr"}"]\n'
        f'[kafka]\nbroker = "{broker}"\npartitions = 4\ntopic_prefix = "{prefix}"\ngroup = "{prefix}gate"\n'
        f"web_port = {web_port}\ncommit_interval_s = {commit_interval_s}\nexactly_once = {str(exactly_once).lower()}\n"
        '[signing]\nactive_key = "bench"\n[signing.keys]\nbench = "bench-only-signing-key-0123456789"\n'
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


def _cpu_s(pid: int) -> float:
    """User + system CPU seconds of a process so far (Linux /proc; 0 where there is none)."""
    try:
        fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    except OSError:
        return 0.0
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


class _Process:
    """A plain process in its own group (the aiokafka pipe), stopped like a worker."""

    def __init__(self, command: list[str], log: Path) -> None:
        self.proc = subprocess.Popen(command, stdout=log.open("ab"), stderr=subprocess.STDOUT, start_new_session=True, cwd=REPO)

    def wait_ready(self) -> None:
        time.sleep(3)  # it reads from the earliest offset: a late start loses nothing, only time
        if self.proc.poll() is not None:
            raise RuntimeError(f"pipe exited {self.proc.returncode}")

    def stop(self) -> None:
        self.proc.terminate()
        self.proc.wait(timeout=30)


def _until_owned(worker: WorkerProcess, partitions: int = 4, timeout_s: float = 120.0) -> None:
    """Until the worker owns every partition: it answers /health while it still joins its group and
    starts its producers, and claims sent before that would time its start, not its decisions."""
    deadline = time.monotonic() + timeout_s
    while worker.metric("groundstream_partitions_owned") < partitions:
        if time.monotonic() > deadline:
            raise RuntimeError(f"the worker did not own {partitions} partitions within {timeout_s:g} s")
        time.sleep(0.1)


Starter = Callable[[str], "WorkerProcess | _Process"]  # topic prefix -> a running consumer


def _measure(kafka: LocalKafka, tmp: Path, label: str, n: int, rate: float | None, start: Starter) -> tuple[str, float]:
    """One run: start what consumes (`start(prefix)`), publish n claims; a line, and records/s
    (throughput) or the p99 in ms (at `rate`)."""
    prefix = f"b{uuid.uuid4().hex[:6]}."
    asyncio.run(T.ensure_topics(kafka.address, 4, 1, prefix=prefix))
    process = start(prefix)
    broker_pid = int((Path(kafka.env["KAFKA_DATA"]) / "kafka.pid").read_text())
    try:
        process.wait_ready()
        if isinstance(process, WorkerProcess):
            _until_owned(process)
        claims = generate(n, users=500, seed=len(label))
        for c in claims:
            c["claim_id"] = f"{prefix}{c['claim_id']}"
        cpu0 = _cpu_s(process.proc.pid), _cpu_s(broker_pid)
        elapsed, lat = asyncio.run(_run(kafka.address, prefix, claims, rate))
        cpu1 = _cpu_s(process.proc.pid), _cpu_s(broker_pid)
    finally:
        process.stop()
    cpu = f"CPU per record: consumer {(cpu1[0] - cpu0[0]) / n * 1e6:,.0f} us, broker {(cpu1[1] - cpu0[1]) / n * 1e6:,.0f} us"
    if rate is None:
        return f"  {label:<38}: {n / elapsed:>6,.0f} records/s  ({n:,} in {elapsed:.1f} s; {cpu})", n / elapsed
    p99 = float(np.percentile(lat, 99))
    return (f"  {label:<38}: p50 {np.percentile(lat, 50):6.1f} ms  p99 {p99:6.1f} ms"
            f"  at {rate:.0f}/s for {n / rate:.0f} s ({cpu})"), p99  # fmt: skip


def _broker_dir() -> Path:
    """A folder for the broker's log: in memory where the machine has /dev/shm (see the module doc)."""
    shm = Path("/dev/shm")
    in_memory = shm.is_dir() and os.access(shm, os.W_OK)
    return Path(tempfile.mkdtemp(prefix="gs-bench-broker-", dir=shm if in_memory else None))


def main(throughput_n: int = 20_000, latency_s: float = 20.0, rate: float = 500.0, rounds: int = 3) -> None:
    tmp = Path(tempfile.mkdtemp(prefix="gs-bench-"))
    port = free_port_pair()  # the broker's client port and, above it, its controller's
    broker_dir = _broker_dir()
    kafka = LocalKafka(port, broker_dir / "kafka")
    kafka.up()
    python = sys.executable

    def worker(eos: bool, command: list[str] | None = None) -> Starter:
        def start(prefix: str) -> WorkerProcess:
            web = free_port()
            config = _config(tmp, kafka.address, prefix, web, 0.1, eos)
            return WorkerProcess(config, tmp / f"{prefix}log", web, {"PYTHONPATH": str(REPO)}, command=command and [*command, str(config)])

        return start

    def pipe(commit_interval_s: float, eos: bool) -> Starter:
        def start(prefix: str) -> _Process:
            command = [python, "-m", "benchmarks.kafka_floor", "pipe", kafka.address, prefix, str(commit_interval_s), "1" if eos else "0"]
            return _Process(command, tmp / f"{prefix}log")

        return start

    try:
        print(f"Kafka end to end (one worker, 4 partitions, commit every 0.1 s, embedded Qdrant), broker {kafka.address} (its log in {broker_dir}):")
        print("  (claims published -> decision seen by a read_committed consumer)")
        passthrough = [python, "-m", "benchmarks.kafka_floor", "loop"]
        # The broker's JVM compiles the paths a worker uses (transactions over several topics, reads
        # of its own output) during its first minutes: a short run of each mode first, not compared.
        for eos in (True, False):
            line, _ = _measure(kafka, tmp, f"warm-up, {'exactly' if eos else 'at-least'}-once", int(5 * rate), rate, worker(eos))
            print(line.replace("  warm-up", "  (warm-up", 1) + ")", flush=True)
        latency = int(latency_s * rate)
        runs = [("worker, throughput, exactly-once", throughput_n, None, worker(True))]
        # A p99 of a few milliseconds moves with any pause of the shared machine or the broker's JVM:
        # the latency rows run `rounds` times, each worker row beside its pipe row, and the medians count.
        for _ in range(rounds):
            for mode, eos in (("exactly-once", True), ("at-least-once", False)):
                runs += [(f"worker, latency, {mode}", latency, rate, worker(eos)), (f"bare pipe, latency, {mode}", latency, rate, pipe(0.1, eos))]
        runs += [
            ("worker, throughput, at-least-once", throughput_n, None, worker(False)),
            ("worker loop, nothing decided", throughput_n, None, worker(True, passthrough)),
            ("bare pipe, throughput, exactly-once", throughput_n, None, pipe(0.1, True)),
        ]
        got: dict[str, list[float]] = {}
        for label, n, r, start in runs:
            line, value = _measure(kafka, tmp, label, n, r, start)
            got.setdefault(label, []).append(value)
            print(line, flush=True)
        p99 = {label: float(np.median(values)) for label, values in got.items()}
        eos, alo = (p99[f"worker, latency, {m}"] / p99[f"bare pipe, latency, {m}"] for m in ("exactly-once", "at-least-once"))
        throughput = p99["worker, throughput, exactly-once"]
        print(
            f"  median p99 of {rounds} rounds at {rate:.0f}/s: "
            + ", ".join(f"{label.replace(', latency', '')} {p99[label]:.1f} ms" for label in p99 if "latency" in label)
        )
        print(
            f"  targets: exactly-once worker >= 2,000 claims/s: {throughput:,.0f} ({'met' if throughput >= 2000 else 'NOT met'});"
            f" p99 at {rate:.0f}/s vs the bare pipe (<= 1.5x, medians): exactly-once {eos:.2f}x"
            f" ({'met' if eos <= 1.5 else 'NOT met'}), at-least-once {alo:.2f}x ({'met' if alo <= 1.5 else 'NOT met'})"
        )
        print("  (pipes: one transactional producer per partition, committing every 0.1 s like the worker)")
    finally:
        kafka.down()
        shutil.rmtree(broker_dir, ignore_errors=True)  # memory, where it is /dev/shm


if __name__ == "__main__":
    main()
