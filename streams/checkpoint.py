"""The worker's checkpoint: what was decided but not committed yet, and the order it commits in.

As in Quix Streams, one object owns commits, so the loop only decides and says when a tick is
due. A decision is sent through `send`; the offsets it consumed are noted with `consumed`; and
`commit` makes both durable together, in one of two delivery modes:

- **exactly once**: each owned input partition has its own transactional producer (transactional
  id from group, topic and partition, so a zombie is fenced when the partition moves). Decisions go
  into that partition's open transaction; `commit` adds the consumed offsets to the transaction
  and commits it, every due partition concurrently. A crash before then aborts both: the records
  are decided again and read_committed readers never see the aborted decisions.
- **at least once**: decisions go through one idempotent producer. `commit` hands the deliveries
  made so far and the offsets to a background chain: each link waits for the one before it
  (offsets only move forward), confirms every delivery, then commits the offsets. A refused commit
  is only late: its offsets go back to their partitions for the next tick.

A producer or delivery in a state it cannot leave (fenced, a transaction never begun) is fatal:
`on_fatal` ends the process before anything past it commits.
"""

from __future__ import annotations

import asyncio
import time
from collections.abc import Callable, Iterable, Mapping
from typing import Any, NoReturn

import structlog
from aiokafka import AIOKafkaConsumer, AIOKafkaProducer, TopicPartition
from aiokafka.errors import IllegalStateError, KafkaError, KafkaTimeoutError

from groundstream.streams.metrics import Metrics

log = structlog.get_logger("groundstream.checkpoint")


class PartitionState:
    """One owned input partition: its transactional producer (exactly once) and what it has to commit."""

    def __init__(self, producer: AIOKafkaProducer | None) -> None:
        self.producer = producer
        self.in_transaction = False
        self.offsets: dict[TopicPartition, int] = {}  # next offset to commit, per consumed topic

    async def begin(self) -> None:
        if self.producer is not None and not self.in_transaction:
            await self.producer.begin_transaction()
            self.in_transaction = True


class Checkpoint:
    """The owned partitions' uncommitted work, committed together on the worker's tick."""

    def __init__(
        self,
        *,
        group: str,
        candidates: str,
        exactly_once: bool,
        metrics: Metrics,
        consumer: Callable[[], AIOKafkaConsumer | None],
        plain: Callable[[], AIOKafkaProducer | None],
        on_fatal: Callable[[BaseException], NoReturn],
    ) -> None:
        self.group = group
        self.candidates = candidates  # the input topic whose committed offsets `committed` keeps
        self.exactly_once = exactly_once
        self.metrics = metrics
        self._consumer = consumer
        self._plain = plain  # at least once: the one idempotent producer
        self._on_fatal = on_fatal
        self.partitions: dict[int, PartitionState] = {}
        self.committed: dict[int, int] = {}  # partition -> the candidates offset this worker last committed
        self.committed_at = time.monotonic()
        self._unconfirmed: list[asyncio.Future[Any]] = []  # at-least-once deliveries not yet awaited
        self._confirming: asyncio.Task[None] | None = None  # at least once: the last commit handed to the background

    def consumed(self, part: PartitionState, tp: TopicPartition, next_offset: int) -> None:
        """`tp` was read up to `next_offset` (exclusive) and every record before it decided."""
        part.offsets[tp] = next_offset

    def due(self, interval_s: float) -> bool:
        return time.monotonic() - self.committed_at >= interval_s

    @property
    def unconfirmed(self) -> int:
        """At least once: decisions sent whose delivery the next commit has yet to confirm."""
        return len(self._unconfirmed)

    def pending(self) -> set[int]:
        """The partitions with consumed offsets to commit."""
        return {p for p, part in self.partitions.items() if part.offsets}

    async def send(self, part: PartitionState, topic: str, key: bytes | None, value: bytes, partition: int) -> None:
        """Into the input partition's transaction (exactly once), or confirmed before its offsets commit."""
        if part.producer is not None:
            await part.begin()
            await part.producer.send(topic, value, key=key, partition=partition)  # the commit confirms it
        else:
            plain = self._plain()
            assert plain is not None
            self._unconfirmed.append(await plain.send(topic, value, key=key, partition=partition))

    async def commit(self, which: set[int], *, force: bool = False, background: bool = False) -> None:
        """Commit the partitions' transactions together (outputs and offsets), or, at least once,
        confirm the deliveries and then commit the offsets: in the background when `background`
        (the loop's tick: deciding goes on while the broker answers). `force`: a partition with no
        offsets still closes its open transaction (stop, revoke)."""
        parts = {p: self.partitions[p] for p in which if p in self.partitions and (self.partitions[p].offsets or force)}
        if not parts:
            self.committed_at = time.monotonic()
            return
        started = time.perf_counter()
        if self.exactly_once:
            results = await asyncio.gather(*(self._commit_transaction(part) for part in parts.values()), return_exceptions=True)
            for result in results:  # every commit waited for before the first error is raised
                if isinstance(result, BaseException):
                    raise result
            self.metrics.commit_seconds.observe(time.perf_counter() - started)
        else:
            unconfirmed, self._unconfirmed = self._unconfirmed, []
            offsets = {tp: o for part in parts.values() for tp, o in part.offsets.items()}
            for part in parts.values():
                part.offsets = {}
            previous = self._confirming
            if previous is not None and previous.done():
                previous.result()  # a commit that failed unexpectedly fails the loop here
                previous = None
            self._confirming = asyncio.create_task(self._confirm(previous, unconfirmed, offsets))
            if not background:
                await self._confirming
        self.committed_at = time.monotonic()

    async def _commit_transaction(self, part: PartitionState) -> None:
        if not part.offsets and not part.in_transaction:
            return
        await part.begin()
        assert part.producer is not None
        if part.offsets:
            await part.producer.send_offsets_to_transaction(part.offsets, self.group)
        await part.producer.commit_transaction()
        self._note_committed(part.offsets)
        part.in_transaction, part.offsets = False, {}

    async def _confirm(
        self, previous: asyncio.Task[None] | None, deliveries: list[asyncio.Future[Any]], offsets: dict[TopicPartition, int]
    ) -> None:
        """At least once: after the commit before it, wait until every decision sent before `offsets`
        was delivered, then commit them. A delivery that failed is fatal before anything past it
        commits; a refused commit (a rebalance under way) puts its offsets back to their partitions
        for the next commit (or, for a partition gone meanwhile, its next owner decides them again)."""
        if previous is not None:
            await previous
        started = time.perf_counter()
        try:
            for delivery in deliveries:
                await delivery
        except KafkaError as exc:
            self._on_fatal(exc)
        if offsets:
            consumer = self._consumer()
            assert consumer is not None
            try:
                await consumer.commit(offsets)
            except KafkaError as exc:
                for tp, offset in offsets.items():
                    part = self.partitions.get(tp.partition)
                    if part is not None:
                        part.offsets.setdefault(tp, offset)  # a later offset already there covers it
                log.warning("offsets_not_committed", error=f"{type(exc).__name__}: {exc}", effect="committed with the next tick")
                return
            self._note_committed(offsets)
        self.metrics.commit_seconds.observe(time.perf_counter() - started)

    def _note_committed(self, offsets: dict[TopicPartition, int]) -> None:
        for tp, offset in offsets.items():
            if tp.topic == self.candidates:
                self.committed[tp.partition] = offset


async def rewind_to_committed(
    consumer: AIOKafkaConsumer, tps: Iterable[TopicPartition], floor: Mapping[TopicPartition, int] | None = None, timeout_s: float = 30.0
) -> None:
    """Send each of `tps` still assigned back to its group's committed offset (or `floor`'s, where
    that is later; the partition's first offset where there is neither): records fetched across a
    rebalance are read again from where the last commit left them, not taken. Every wait is bounded
    by `timeout_s` (`seek_to_beginning` would wait on a position reset that a rebalance meanwhile
    cancels, and `committed` retries while no coordinator answers, both for ever): past it a
    KafkaTimeoutError, which the gate answers with a restart and the sink with a stop that health
    reports. A partition that leaves meanwhile is passed: its next owner starts from the commit."""
    for tp in tps:
        if tp not in consumer.assignment():
            continue
        try:
            committed = await asyncio.wait_for(consumer.committed(tp), timeout_s)
        except TimeoutError as exc:
            raise KafkaTimeoutError(f"no committed offset of {tp.topic}/{tp.partition} within {timeout_s:g} s") from exc
        offset = max(-1 if committed is None else committed, (floor or {}).get(tp, -1))
        if offset < 0:
            offset = (await consumer.beginning_offsets([tp]))[tp]
        try:
            consumer.seek(tp, offset)
        except IllegalStateError:
            continue
