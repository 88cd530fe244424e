"""The memory sink on Kafka: a consumer group of its own on `claims.approved`, at least once.

It reads approved decisions, keeps only what the gate (or a reviewer) signed intact, holds them
per partition (`sinks.memory_sink.MemorySink`) and flushes a partition's batch in one upsert,
committing that partition's offsets only after the flush returned. A store that refuses a write
pauses that partition alone and retries with bounded exponential backoff (tenacity); the other
partitions go on, and the gate never waits on the sink (it runs in its own group and task).
Anything on the topic that is not a signed auto_approve decision goes to the dead letters,
confirmed before the offsets that pass it are committed.

The sink's group is `{group}-sink`: its partitions are balanced apart from the gate's, so a
worker may store memories of users another worker gates. The gate's own view of reviewers'
approvals comes from its co-partitioned read of the same topic (streams/worker.py).
"""

from __future__ import annotations

import asyncio
import contextlib
from collections.abc import Callable, Sequence
from typing import Any

import structlog
from aiokafka import AIOKafkaConsumer, AIOKafkaProducer, ConsumerRebalanceListener, TopicPartition
from aiokafka.errors import CommitFailedError, KafkaError
from pydantic import ValidationError
from tenacity import AsyncRetrying, RetryCallState, retry_if_exception_type, wait_exponential

from groundstream.detectors.gate.signing import SignatureError, Signer
from groundstream.schemas import Decision, MemoryRecheck, Tier
from groundstream.sinks.memory_sink import MemorySink
from groundstream.sinks.memory_store import MemoryStore
from groundstream.streams import topics as T
from groundstream.streams.checkpoint import rewind_to_committed
from groundstream.streams.config import Settings
from groundstream.streams.gate_service import InvalidClaim, record_dead_letter
from groundstream.streams.metrics import Metrics
from groundstream.streams.recheck import marks
from groundstream.streams.shutdown import quietly

log = structlog.get_logger("groundstream.sink")

BATCH = 500  # records per fetch; a partition's fetch is one upsert
# Storing is off a claim's path: the broker holds the sink's fetch until this much has come or this
# long has passed, so the sink wakes a few times a second rather than once per approval.
FETCH_MIN_BYTES = 64 * 1024
FETCH_MAX_WAIT_MS = 100
TAKE_SLICE = 16  # records checked between yields: the gate shares the loop, a full fetch never holds it long
BACKOFF = wait_exponential(multiplier=0.2, min=0.2, max=10.0)  # between tries of a refused write


class SinkRunner(ConsumerRebalanceListener):
    def __init__(self, settings: Settings, store: MemoryStore, signer: Signer, metrics: Metrics) -> None:
        self.settings = settings
        self.signer = signer
        self.metrics = metrics
        self.sink = MemorySink(store)
        k = settings.kafka
        self.topic = T.name(T.APPROVED, k.topic_prefix)
        self.rechecked = T.name(T.RECHECKED, k.topic_prefix)  # re-checks of memories (streams/recheck.py), applied to the store
        self.store = store
        self._rechecks: dict[TopicPartition, list[MemoryRecheck]] = {}
        self.deadletters = T.name(T.DEADLETTER, k.topic_prefix)
        self.group = f"{k.group}-sink"
        self._consumer: AIOKafkaConsumer | None = None
        self._producer: AIOKafkaProducer | None = None
        self._next: dict[TopicPartition, int] = {}  # offset to commit once the partition's batch is stored
        self._flushing: dict[TopicPartition, asyncio.Task[None]] = {}
        # aiokafka runs the rebalance callbacks in its coordinator's task, beside `run`: a fetch is
        # taken whole or not at all, and one fetched before a rebalance is read again, never taken.
        # (A revoke that dropped the start of a batch mid-take let its end commit past the dropped
        # approvals: the group's mark ran ahead of the store, and a gate indexing a partition from
        # that mark missed them.)
        self._lock = asyncio.Lock()
        self._generation = 0

    async def start(self) -> None:
        k = self.settings.kafka
        self._producer = AIOKafkaProducer(bootstrap_servers=k.broker, acks="all", enable_idempotence=True, client_id="groundstream-sink")
        await self._producer.start()
        self._consumer = AIOKafkaConsumer(
            bootstrap_servers=k.broker, group_id=self.group, enable_auto_commit=False, isolation_level="read_committed",
            auto_offset_reset="earliest", max_poll_records=BATCH, fetch_min_bytes=FETCH_MIN_BYTES,
            fetch_max_wait_ms=FETCH_MAX_WAIT_MS, client_id="groundstream-sink", **k.group_timing(),
        )  # fmt: skip
        self._consumer.subscribe([self.topic, self.rechecked], listener=self)
        await self._consumer.start()

    async def stop(self) -> None:
        """Stop fetching; batches not stored are left uncommitted (whoever reads next stores them)."""
        for task in list(self._flushing.values()):
            task.cancel()
        await asyncio.gather(*self._flushing.values(), return_exceptions=True)
        self._flushing.clear()
        if self._consumer is not None:
            consumer, self._consumer = self._consumer, None
            await quietly("memory sink's consumer", consumer.stop())
        if self._producer is not None:
            producer, self._producer = self._producer, None
            await quietly("memory sink's producer", producer.stop())

    async def run(self) -> None:
        """Fetch, hold, flush, commit, until cancelled."""
        assert self._consumer is not None
        while True:
            generation = self._generation
            fetched = await self._consumer.getmany(timeout_ms=100, max_records=BATCH)
            async with self._lock:
                if generation != self._generation:
                    await rewind_to_committed(self._consumer, set(fetched))
                    continue
                for tp, records in fetched.items():
                    await self.take(tp, records)
                for tp in list(self._next):
                    if tp not in self._flushing:
                        self._consumer.pause(tp)  # nothing more of it until this batch is stored
                        task = asyncio.create_task(self._flush(tp), name=f"sink-flush-{tp.partition}")
                        self._flushing[tp] = task

    async def take(self, tp: TopicPartition, records: Sequence[Any]) -> None:
        for i, rec in enumerate(records):
            if i and not i % TAKE_SLICE:
                await asyncio.sleep(0)
            if tp.topic == self.rechecked:
                recheck = await self._admit_recheck(rec)
                if recheck is not None:
                    self._rechecks.setdefault(tp, []).append(recheck)
                continue
            decision = await self._admit(rec)
            if decision is not None:
                self.sink.add(tp.partition, decision)
        self._next[tp] = records[-1].offset + 1

    async def _admit(self, rec: Any) -> Decision | None:
        """A signed auto_approve decision, or None after its dead letter is confirmed."""
        try:
            decision = Decision.model_validate_json(rec.value or b"")
            if decision.tier is not Tier.AUTO_APPROVE:
                raise InvalidClaim(f"refused: a {decision.tier.value} decision on the approved topic")
            self.signer.verify(decision)  # the wall: only what the gate (or a reviewer) signed, intact, is stored
            return decision
        except ValidationError as exc:
            error = InvalidClaim(f"not a decision: {exc.errors()[0]['msg']}")
        except SignatureError as exc:
            error = InvalidClaim(f"refused: {exc}")
        except InvalidClaim as exc:
            error = exc
        await self._dead(rec, error)
        return None

    async def _admit_recheck(self, rec: Any) -> MemoryRecheck | None:
        """A re-check the gate signed, or None after its dead letter is confirmed: an unsigned
        record on the topic changes no memory."""
        try:
            recheck = MemoryRecheck.model_validate_json(rec.value or b"")
            self.signer.verify_record(recheck.signed())
            return recheck
        except ValidationError as exc:
            error = InvalidClaim(f"not a re-check: {exc.errors()[0]['msg']}")
        except SignatureError as exc:
            error = InvalidClaim(f"refused: {exc}")
        await self._dead(rec, error)
        return None

    async def _dead(self, rec: Any, error: InvalidClaim) -> None:
        key, letter = record_dead_letter(rec.value, error, topic=rec.topic, partition=rec.partition, offset=rec.offset, key=rec.key)
        assert self._producer is not None
        await self._producer.send_and_wait(self.deadletters, letter.model_dump_json().encode(), key=key)
        self.metrics.dead_letters.labels(rec.topic).inc()
        log.warning("dead_letter", topic=rec.topic, partition=rec.partition, offset=rec.offset, error=letter.error)

    async def _flush(self, tp: TopicPartition) -> None:
        offset = self._next[tp]
        try:
            # Any failure is retried (a store error is the expected one): the offsets wait for the write.
            async for attempt in AsyncRetrying(wait=BACKOFF, retry=retry_if_exception_type(Exception),
                                               before_sleep=self._refused(tp), reraise=True):  # fmt: skip
                with attempt:
                    stored = await self._apply(tp) if tp.topic == self.rechecked else await self.sink.flush(tp.partition)
            await self._commit(tp, offset)
            (self.metrics.rechecks_applied if tp.topic == self.rechecked else self.metrics.memories_stored).inc(len(stored))
        finally:
            self._flushing.pop(tp, None)
            if self._next.get(tp) == offset:
                del self._next[tp]
            if self._consumer is not None and tp in self._consumer.assignment():
                self._consumer.resume(tp)

    async def _apply(self, tp: TopicPartition) -> list[MemoryRecheck]:
        """A partition's re-checks, each marked on its memory (idempotent: the same re-check marks
        the same; a memory gone meanwhile is passed)."""
        applied = self._rechecks.get(tp, [])
        for r in applied:  # a retry after a failed write marks again what it had marked: the same marks
            try:
                await self.store.mark(r.memory_id, user_id=r.user_id, marks=marks(r))
            except ValueError as exc:  # signed, so never expected: said, and passed
                log.error("recheck_refused", memory_id=r.memory_id, user_id=r.user_id, error=str(exc))
        self._rechecks.pop(tp, None)
        return applied

    def _refused(self, tp: TopicPartition) -> Callable[[RetryCallState], None]:
        def say(state: RetryCallState) -> None:
            self.metrics.sink_failures.inc()
            error = state.outcome.exception() if state.outcome else None
            wait = state.next_action.sleep if state.next_action else 0.0
            log.error("memory_sink_write_failed", partition=tp.partition, batch=self.sink.pending(tp.partition),
                      error=str(error), retry_in_s=round(wait, 2), effect="this partition waits; gating goes on")  # fmt: skip

        return say

    async def _commit(self, tp: TopicPartition, offset: int) -> None:
        assert self._consumer is not None
        try:
            await self._consumer.commit({tp: offset})
        except (CommitFailedError, KafkaError) as exc:  # moved in a rebalance: its new reader stores it again (idempotent)
            log.warning("memory_sink_commit_failed", partition=tp.partition, error=str(exc))

    # -- rebalance -------------------------------------------------------------------------------

    async def on_partitions_revoked(self, revoked: Any) -> None:
        async with self._lock:  # after the fetch being taken; a fetch not taken yet is read again
            self._generation += 1
            await self._drop(revoked)

    async def _drop(self, revoked: Any) -> None:
        for tp in revoked:
            task = self._flushing.pop(tp, None)
            if task is not None:
                task.cancel()
                with contextlib.suppress(asyncio.CancelledError, Exception):
                    await task
            self._next.pop(tp, None)
            self._rechecks.pop(tp, None)
            if tp.topic == self.topic:
                self.sink.drop(tp.partition)

    async def on_partitions_assigned(self, assigned: Any) -> None:
        async with self._lock:
            self._generation += 1  # a fetch made between the assignment and this call is read again too
