"""Real Kafka for the tests: the broker deploy/kafka starts, workers as real processes."""

from __future__ import annotations

import asyncio
import io
import json
import subprocess
import sys
import time
import uuid
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path

from groundstream.schemas import DeadLetter, Decision
from groundstream.sinks.memory_store import open_store
from groundstream.streams import topics as T
from groundstream.streams.config import Settings
from groundstream.streams.kafka_io import parse_record, publish, records
from groundstream.streams.localrun import LocalKafka, WorkerProcess, free_port, free_port_pair

__all__ = ["Env", "HeldStore", "Worker", "broker", "committed_past", "free_port", "free_port_pair", "stored_claim_ids", "until"]


SIGNING_KEY = ("test", "test-signing-key-0123456789abcdef")


def toml_value(value: object) -> str:
    """A TOML value; dicts as inline tables (JSON strings, numbers and lists are TOML already)."""
    if isinstance(value, dict):
        return "{" + ", ".join(f"{json.dumps(k)} = {toml_value(v)}" for k, v in value.items()) + "}"
    return json.dumps(value)


def broker(data: Path) -> LocalKafka:
    """A broker of its own for the test session, on a free port."""
    return LocalKafka(free_port_pair(), data)


@dataclass
class Env:
    """One test's corner of the broker: its own topic prefix, group and config file."""

    broker: str
    tmp: Path
    citations: dict = field(default_factory=dict)
    memory: dict = field(default_factory=lambda: {"qdrant_path": ":memory:"})
    partitions: int = 4
    review: dict = field(default_factory=dict)
    dedup: dict = field(default_factory=dict)
    shared_key: bool = True  # False: no [signing] keys, the defaults decide
    broker_form: str = "{}"  # how the config spells the broker, e.g. "kafka://{}"
    prefix: str = field(default_factory=lambda: f"t{uuid.uuid4().hex[:8]}.")
    extra: dict = field(default_factory=dict)  # more sections: {"budgets": {"url": {"calls_per_day": 2}}}
    kafka: dict = field(default_factory=dict)  # more [kafka] settings: {"stop_timeout_s": 3}

    def config(self, *, web_port: int | None = None) -> Path:
        sections = {
            "memory": self.memory,
            "citations": self.citations,
            "kafka": {
                "broker": self.broker_form.format(self.broker),
                "partitions": self.partitions,
                "topic_prefix": self.prefix,
                "group": f"{self.prefix}gate",
                "web_port": web_port or free_port(),
                "session_timeout_s": 6,
                **self.kafka,
            },
            "review": self.review,
            "dedup": self.dedup,
            **self.extra,
        }
        lines = []
        for name, values in sections.items():
            lines.append(f"[{name}]")
            lines.extend(f"{k} = {toml_value(v)}" for k, v in values.items())
        # Every worker of a test shares a signing key, as a deployment's workers do.
        if self.shared_key:
            lines += ["[signing]", f'active_key = "{SIGNING_KEY[0]}"', "[signing.keys]", f'{SIGNING_KEY[0]} = "{SIGNING_KEY[1]}"']
        path = self.tmp / f"config-{uuid.uuid4().hex[:6]}.toml"
        path.write_text("\n".join(lines) + "\n")
        return path

    def settings(self) -> Settings:
        return Settings.load(self.config())

    def topic(self, base: str) -> str:
        return T.name(base, self.prefix)

    async def publish_lines(self, lines: list[str]) -> None:
        await publish(self.settings(), io.BytesIO(("\n".join(lines) + "\n").encode()))

    async def collect(self, expected: int, *, timeout_s: float = 120.0, settle_s: float = 3.0) -> tuple[list[Decision], list[DeadLetter]]:
        """Committed decisions and dead letters, once `expected` arrived (then a moment more for extras)."""
        decisions: list[Decision] = []
        letters: list[DeadLetter] = []
        names = [self.topic(t) for t in (T.APPROVED, T.REVIEW, T.BLOCKED, T.DEADLETTER)]
        deadline = time.monotonic() + timeout_s
        done_at: float | None = None

        async def consume() -> None:
            nonlocal done_at
            async for topic, value in records(self.broker, names, idle_timeout_s=None):
                record = parse_record(topic, value)
                if isinstance(record, DeadLetter):
                    letters.append(record)
                else:
                    decisions.append(record)
                if done_at is None and len(decisions) + len(letters) >= expected:
                    done_at = time.monotonic()

        task = asyncio.create_task(consume())
        try:
            while time.monotonic() < deadline:
                if done_at is not None and time.monotonic() - done_at >= settle_s:
                    break
                await asyncio.sleep(0.2)
        finally:
            task.cancel()
            try:
                await task
            except asyncio.CancelledError:
                pass
        return decisions, letters


class Worker(WorkerProcess):
    """A worker whose web port is read from its config file."""

    def __init__(
        self, config: Path, log: Path, env: dict[str, str] | None = None, *, command: list[str] | None = None
    ) -> None:
        port = int(next(line.split("=")[1] for line in config.read_text().splitlines() if line.startswith("web_port")))
        self.config_path = config
        super().__init__(config, log, port, env, command=command)


class HeldStore:
    """Another process holding an embedded store's folder (Qdrant Edge locks its WAL), until released."""

    def __init__(self, folder: Path) -> None:
        hold = ("import asyncio, sys\nfrom groundstream.sinks.memory_store import open_store\n"
                f"s = open_store(path={str(folder)!r})\nasyncio.run(s.ensure_collection())\nprint('held', flush=True)\n"
                "sys.stdin.readline()\nasyncio.run(s.close())\n")  # fmt: skip
        self.proc = subprocess.Popen([sys.executable, "-c", hold], stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)
        assert self.proc.stdout is not None and self.proc.stdout.readline().strip() == "held"

    def release(self) -> None:
        if self.proc.poll() is None:
            self.proc.communicate("release\n", timeout=30)


async def until(check: Callable[[], bool], what: str, timeout_s: float = 60.0) -> None:
    """Wait for a condition, not a fixed time."""
    deadline = time.monotonic() + timeout_s
    while not check():
        assert time.monotonic() < deadline, f"timed out waiting for {what}"
        await asyncio.sleep(0.2)


async def stored_claim_ids(folder: Path) -> list[str]:
    """The claim id of every memory in a local Qdrant folder, sorted (after its worker released it)."""
    store = open_store(path=str(folder))
    try:
        return sorted([m.claim_id async for m in store.memories()])
    finally:
        await store.close()


async def committed_past(env: Env, base: str, group: str, timeout_s: float = 60) -> None:
    """Until `group` has committed past every committed record of topic `base` (a sink commits a
    partition's offsets only once the store holds what it read)."""
    from aiokafka import AIOKafkaConsumer, TopicPartition
    from aiokafka.admin import AIOKafkaAdminClient

    topic = env.topic(base)
    parts = [TopicPartition(topic, p) for p in range(env.partitions)]
    last: dict[TopicPartition, int] = {}
    consumer = AIOKafkaConsumer(bootstrap_servers=env.broker, isolation_level="read_committed", enable_auto_commit=False)
    await consumer.start()
    try:
        consumer.assign(parts)
        await consumer.seek_to_beginning(*parts)
        ends = await consumer.end_offsets(parts)
        while [tp for tp in parts if await consumer.position(tp) < ends[tp]]:
            for tp, recs in (await consumer.getmany(timeout_ms=500)).items():
                last[tp] = recs[-1].offset + 1
    finally:
        await consumer.stop()
    admin = AIOKafkaAdminClient(bootstrap_servers=env.broker)
    await admin.start()
    deadline = asyncio.get_running_loop().time() + timeout_s
    try:
        while True:
            committed = await admin.list_consumer_group_offsets(group)
            behind = {tp: n for tp, n in last.items() if (committed[tp].offset if tp in committed else -1) < n}
            if not behind:
                return
            assert asyncio.get_running_loop().time() < deadline, f"{group} has not committed past {behind}"
            await asyncio.sleep(0.2)
    finally:
        await admin.close()
