"""The grounding budget shared by every worker, kept in Kafka.

Each worker publishes its own spend per tool and day (key `tool|day|worker`, a compacted
topic) and reads everyone's: what a tool has spent today is the sum over workers. A worker
starts only after reading the topic to its end, so a restart or a new worker knows today's
spend before its first call; its own spend is published every `flush_s` and at stop.
Between two publications another worker does not see this one's latest calls, so all workers
together can pass a limit by at most what they spend in `flush_s`.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import os
import socket
import uuid

import structlog
from aiokafka import AIOKafkaConsumer, AIOKafkaProducer, TopicPartition
from aiokafka.errors import KafkaError

from groundstream.streams import topics as T
from groundstream.streams.shutdown import quietly

log = structlog.get_logger("groundstream.budgets")


class KafkaLedger:
    """A budget ledger (detectors.budget.Ledger) every worker on the cluster shares."""

    def __init__(self, broker: str, *, prefix: str = "", worker: str | None = None, flush_s: float = 0.5) -> None:
        self.broker = broker
        self.topic = T.name(T.BUDGETS, prefix)
        self.worker = worker or f"{socket.gethostname()}-{os.getpid()}-{uuid.uuid4().hex[:8]}"
        self.flush_s = flush_s
        self._mine: dict[tuple[str, str], tuple[int, float]] = {}
        self._theirs: dict[tuple[str, str, str], tuple[int, float]] = {}  # (worker, tool, day) -> spend
        self._dirty: set[tuple[str, str]] = set()
        self._producer: AIOKafkaProducer | None = None
        self._consumer: AIOKafkaConsumer | None = None
        self._task: asyncio.Task[None] | None = None

    def spent(self, tool: str, day: str) -> tuple[int, float]:
        calls, cost = self._mine.get((tool, day), (0, 0.0))
        for (_, t, d), (c, k) in self._theirs.items():
            if t == tool and d == day:
                calls, cost = calls + c, cost + k
        return calls, cost

    def add(self, tool: str, day: str, calls: int, cost: float) -> None:
        c, k = self._mine.get((tool, day), (0, 0.0))
        self._mine[(tool, day)] = (c + calls, k + cost)
        self._dirty.add((tool, day))

    async def start(self) -> None:
        """Connect, read every worker's spend to the end of the topic, then keep both in step."""
        self._producer = AIOKafkaProducer(bootstrap_servers=self.broker, acks="all", enable_idempotence=True,
                                          client_id="groundstream-budgets")  # fmt: skip
        await self._producer.start()
        self._consumer = AIOKafkaConsumer(bootstrap_servers=self.broker, enable_auto_commit=False,
                                          client_id="groundstream-budgets")  # fmt: skip
        await self._consumer.start()
        try:
            parts = await asyncio.wait_for(self._producer.partitions_for(self.topic), 15)  # waits for its metadata
        except (TimeoutError, KafkaError):
            await self.stop()
            raise KafkaError(f"topic {self.topic} cannot be read: groundstream creates it at start (ensure_topics)") from None
        tps = [TopicPartition(self.topic, p) for p in sorted(parts)]
        self._consumer.assign(tps)
        await self._consumer.seek_to_beginning(*tps)
        ends = await self._consumer.end_offsets(tps)
        while not await self._caught_up(ends):
            self._take(await self._consumer.getmany(timeout_ms=500))
        self._task = asyncio.create_task(self._run(), name="budget-ledger")

    async def _caught_up(self, ends: dict[TopicPartition, int]) -> bool:
        assert self._consumer is not None
        for tp, end in ends.items():
            if await self._consumer.position(tp) < end:
                return False
        return True

    def _take(self, batch: dict[TopicPartition, list]) -> None:
        for records in batch.values():
            for r in records:
                try:
                    entry = json.loads(r.value)
                    who, tool, day = str(entry["worker"]), str(entry["tool"]), str(entry["day"])
                    spend = (int(entry["calls"]), float(entry["cost"]))
                except (TypeError, ValueError, KeyError):
                    continue  # not ours to read: another writer's mistake must not stop the budget
                if who != self.worker:
                    self._theirs[(who, tool, day)] = spend

    async def _run(self) -> None:
        assert self._consumer is not None
        while True:
            try:
                self._take(await self._consumer.getmany(timeout_ms=int(self.flush_s * 1000)))
                await self.flush()
            except asyncio.CancelledError:
                raise
            except KafkaError as exc:  # the next round tries again; spend is kept meanwhile
                log.warning("budget_ledger_error", error=str(exc))
                await asyncio.sleep(self.flush_s)

    async def flush(self) -> None:
        """Publish this worker's spend that changed since the last flush."""
        if self._producer is None or not self._dirty:
            return
        dirty, self._dirty = self._dirty, set()
        try:
            for tool, day in sorted(dirty):
                calls, cost = self._mine[(tool, day)]
                value = json.dumps({"worker": self.worker, "tool": tool, "day": day, "calls": calls, "cost": cost})
                await self._producer.send(self.topic, value.encode(), key=f"{tool}|{day}|{self.worker}".encode())
            await self._producer.flush()
        except KafkaError:
            self._dirty |= dirty
            raise

    async def stop(self) -> None:
        if self._task is not None:
            self._task.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await self._task
            self._task = None
        try:
            await self.flush()
        except KafkaError as exc:
            log.warning("budget_ledger_unflushed", error=str(exc), effect="this worker's last spend is not shared")
        for what, client in (("consumer", self._consumer), ("producer", self._producer)):
            if client is not None:
                await quietly(f"budget ledger's {what}", client.stop())
        self._consumer = self._producer = None
