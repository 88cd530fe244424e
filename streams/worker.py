"""The gate worker: an aiokafka consume -> decide -> produce loop, exactly once, on real Kafka.

- **gate** reads `claims.candidates`, decides each claim with the same `Gate` as
  `groundstream validate`, and publishes the decision to its tier topic (and feedback for its
  agent to `claims.feedback`). A record that is not a usable claim goes to `claims.deadletter`
  with its raw bytes, the error and where it came from; the worker goes on.
- **memory index**: the same consumer reads `claims.approved` co-partitioned with the
  candidates (the range assignor gives one worker partition p of both), so the worker that
  gates a user learns the memories reviewers approved and the ones they superseded.
- **memory sink** (streams/sink_runner.py) stores `claims.approved` in Qdrant: a consumer group of its
  own, at least once (Quix Streams' sink model). A store outage pauses the sink's partitions;
  the gate does not wait on it.

Delivery: the worker's `Checkpoint` (streams/checkpoint.py) owns what was decided but not
committed. Exactly once, each owned input partition has a transactional producer, its
transactional id `{group}-{candidates topic}-{partition}`, started when the partition is
assigned, which fences any zombie still holding that id and aborts its open transaction before
this worker reads the partition's committed offset. A partition's outputs (decisions, dead
letters, feedback) and its consumed offsets, of `claims.candidates` and `claims.approved`, commit
in one transaction every `commit_interval_s`; the partitions commit concurrently. Revoked
partitions commit what was decided first, under the same lock as a batch, so a rebalance never
splits one. At least once, one idempotent producer, and offsets commit after the deliveries.

State has one owner: the dedup and contradiction indexes hold the users of the partitions this
worker owns, loaded from the store when a partition arrives and dropped when it leaves.

A producer in a state it cannot leave (fenced by a newer owner, a transaction that was never
begun) ends the process with exit 75, before anything more commits; a supervisor restarts it
and the restarted worker decides the uncommitted records again.
"""

from __future__ import annotations

import asyncio
import contextlib
import gc
import logging
import os
import signal
import time
from collections.abc import Callable
from typing import Any, NoReturn

import structlog
from aiokafka import AIOKafkaConsumer, AIOKafkaProducer, ConsumerRebalanceListener, TopicPartition
from aiokafka.coordinator.assignors.range import RangePartitionAssignor
from aiokafka.errors import IllegalOperation, IllegalStateError, KafkaError
from aiokafka.structs import ConsumerRecord
from pydantic import ValidationError

from groundstream.detectors.gate.signing import SignatureError
from groundstream.schemas import Decision, MemoryRecheck, Tier, grounding_of, memory_id_for
from groundstream.schemas.errors import ProviderError
from groundstream.sinks.memory_store import MemoryStoreError
from groundstream.streams import topics as T
from groundstream.streams.budget_ledger import KafkaLedger
from groundstream.streams.checkpoint import Checkpoint, PartitionState, rewind_to_committed
from groundstream.streams.config import Settings
from groundstream.streams.expire import Expired, expire
from groundstream.streams.gate_service import GateService, InvalidClaim, record_dead_letter
from groundstream.streams.metrics import CONTENT_TYPE, Metrics
from groundstream.streams.ports import port_free
from groundstream.streams.recheck import Rechecker
from groundstream.streams.recheck import Result as RecheckResult
from groundstream.streams.shutdown import GRACE_S, quietly, within
from groundstream.streams.sink_runner import SinkRunner

log = structlog.get_logger("groundstream.worker")

RECHECK_SLICE = 200  # re-checks a round at most: the batch lock is held meanwhile
OUTPUTS = (*T.TIER_TOPIC.values(), T.DEADLETTER, T.FEEDBACK, T.RECHECKED, T.AUDIT)  # what a partition's transactions are sent to
GATE_BATCH = 256  # records fetched together (one vectorized MinHash pass over their claims)
FETCH_WAIT_MS = 10  # how long a fetch waits to fill a batch
CATCH_UP_S = 30.0  # how long a catch-up reads on its own; past it the gate's consumer reads the rest, deciding held
FATAL_EXIT = 75  # EX_TEMPFAIL: a supervisor (Deployment, systemd, the demo) starts the worker again


def _exit_for_restart(exc: BaseException) -> NoReturn:
    """A transactional producer in a state it cannot leave (fenced, never begun): exit at once.

    Nothing of the current batch is committed, so this is a SIGKILL as far as Kafka is
    concerned, the case the delivery tests prove safe: the restarted worker's producers fence
    these, open transactions abort, and the batch is decided again from the committed offsets.
    Staying up would hold partitions while deciding nothing.
    """
    log.critical("worker_transaction_failed", error=f"{type(exc).__name__}: {exc}", exit_code=FATAL_EXIT,
                 effect="exiting so a supervisor restarts this worker; uncommitted work is decided again")  # fmt: skip
    logging.shutdown()
    os._exit(FATAL_EXIT)


class GateWorker(ConsumerRebalanceListener):
    """What one worker process holds: settings, metrics, the gate service, its partitions."""

    def __init__(self, settings: Settings) -> None:
        self.settings = settings
        k = settings.kafka
        self.metrics = Metrics()
        self.candidates = T.name(T.CANDIDATES, k.topic_prefix)
        self.approved = T.name(T.APPROVED, k.topic_prefix)
        self.exactly_once = k.exactly_once
        self.service: GateService | None = None
        self.ledger: KafkaLedger | None = None
        self.consumer: AIOKafkaConsumer | None = None
        self.plain: AIOKafkaProducer | None = None  # at-least-once, and the expiry's audit records
        self.checkpoint = Checkpoint(
            group=k.group, candidates=self.candidates, exactly_once=k.exactly_once, metrics=self.metrics,
            consumer=lambda: self.consumer, plain=lambda: self.plain, on_fatal=_exit_for_restart,
        )  # fmt: skip
        self._held: set[int] = set()  # partitions whose users are indexed or being indexed (kept through a rebalance that returns them)
        self._preparing: set[int] = set()  # of those, the ones whose users the loop has still to index (paused until then)
        # of those indexed, the ones whose catch-up stopped short: their claims wait (paused) until the gate's own read
        # of claims.approved reaches the end the catch-up saw (partition -> that offset)
        self._catching: dict[int, int] = {}
        self._lock = asyncio.Lock()  # one batch, commit or rebalance at a time
        self._generation = 0  # bumped on every rebalance: a batch fetched before one is dropped
        self.stopping = asyncio.Event()
        self._broken = False  # a batch failed half-way: stop without committing
        self.sink: SinkRunner | None = None
        self._store_failures_counted = 0  # of the service's failed opens, how many the metric has
        self.sink_error: str | None = None  # why the memory sink stopped, if it did (health says so)
        self.rechecker: Rechecker | None = None
        self._changes: dict[str, float] = {}  # changed sources whose memories are not all re-checked yet (-> when)
        self._sweep: set[int] = set()  # partitions new here: their memories are checked for changes nobody followed
        self._published: dict[str, str] = {}  # memory id -> the re-check sent for it that the sink may not have applied yet
        self._learnt: dict[str, str] = {}  # memory id -> user: approvals whose grounding changed since they were decided

    def topic(self, base: str) -> str:
        return T.name(base, self.settings.kafka.topic_prefix)

    @property
    def partitions(self) -> dict[int, PartitionState]:
        """The owned input partitions (the checkpoint keeps their uncommitted work)."""
        return self.checkpoint.partitions

    # --- start and stop -------------------------------------------------------------------------

    async def start(self) -> None:
        k = self.settings.kafka
        if self.settings.budgets:
            self.ledger = KafkaLedger(k.broker, prefix=k.topic_prefix)
            await self.ledger.start()  # today's spend by every worker, read before the first call
        self.service = await GateService.open(self.settings, durable_signing=True, ledger=self.ledger, load=False)
        self.service.owned = lambda: set(self.partitions)
        self.rechecker = Rechecker(self.service)
        self.plain = AIOKafkaProducer(bootstrap_servers=k.broker, acks="all", enable_idempotence=True,
                                      client_id="groundstream-gate")  # fmt: skip
        await self.plain.start()
        await self._know_outputs(self.plain)
        self.consumer = AIOKafkaConsumer(
            bootstrap_servers=k.broker, group_id=k.group, enable_auto_commit=False, isolation_level="read_committed",
            auto_offset_reset="earliest", max_poll_records=GATE_BATCH, client_id="groundstream-gate", **k.group_timing(),
            partition_assignment_strategy=(RangePartitionAssignor,),  # partition p of both topics to one worker
        )  # fmt: skip
        self.consumer.subscribe([self.candidates, self.approved], listener=self)
        await self.consumer.start()

    async def stop(self) -> None:
        """Commit what was decided, leave the group, close the store once nothing uses it."""
        await self.leave()
        await self.close()

    async def leave(self) -> None:
        """Commit what was decided and leave the group, within `[kafka] stop_timeout_s`. A step that
        fails (the broker gone) is logged and the rest still run; past the deadline the worker stops
        without them: what it did not commit is decided again by the partitions' next owner, whose
        producers abort these transactions. (Unbounded, a worker whose broker was gone never ended.)"""
        self.stopping.set()
        timeout = self.settings.kafka.stop_timeout_s
        uncommitted = set(self.partitions)  # what the timeout's log names: emptied once the commit is made
        if not await within(timeout, self._leave(uncommitted)):
            log.warning("worker_stop_timed_out", waited_s=timeout, uncommitted_partitions=sorted(uncommitted),
                        effect="what was not committed is decided again by the partitions' next owner")  # fmt: skip

    async def _leave(self, uncommitted: set[int]) -> None:
        if self.sink is not None:
            await quietly("memory sink", self.sink.stop())  # before the store it writes to closes
        async with self._lock:
            if not self._broken and self.partitions:
                if await quietly("commit", self.checkpoint.commit(set(self.partitions), force=True)):
                    uncommitted.clear()
            for p, part in sorted(self.partitions.items()):
                if part.producer is not None:
                    await quietly(f"producer of partition {p}", part.producer.stop())
            self.partitions.clear()
        if self.consumer is not None:  # outside the lock: leaving the group calls on_partitions_revoked
            consumer, self.consumer = self.consumer, None
            await quietly("consumer", consumer.stop())
        async with self._lock:
            if self.plain is not None:
                plain, self.plain = self.plain, None
                await quietly("producer", plain.stop())
            if self.ledger is not None:
                await quietly("budget ledger", self.ledger.stop())  # publishes this worker's last spend

    async def close(self, lock_wait_s: float | None = None) -> None:
        """Close the store, after `leave` and once no task of the worker's uses it. Waits for the batch
        lock at most `lock_wait_s` (`[kafka] stop_timeout_s` unless given): a rebalance callback runs in
        aiokafka's own task, and one whose commit cannot reach the broker holds the lock (it does not
        use the store)."""
        if self.service is None:
            return
        timeout = self.settings.kafka.stop_timeout_s if lock_wait_s is None else lock_wait_s
        try:
            locked: bool = await asyncio.wait_for(self._lock.acquire(), timeout)
        except TimeoutError:
            locked = False
        try:
            await self.service.close()
        finally:
            if locked:
                self._lock.release()
            else:
                log.warning("store_closed_without_the_batch_lock", waited_s=timeout)

    # --- partitions ---------------------------------------------------------------------------

    async def on_partitions_revoked(self, revoked: set[TopicPartition]) -> None:
        """Commit what was decided on the partitions leaving, after the batch in hand. Their users
        stay indexed until the assignment says whether the partitions come back (a rebalance
        revokes every partition first and hands most of them back)."""
        async with self._lock:
            self._generation += 1
            leaving = {tp.partition for tp in revoked if tp.topic == self.candidates}
            try:
                if not self._broken:
                    await self.checkpoint.commit(leaving & set(self.partitions), force=True)
            except Exception as exc:  # noqa: BLE001 - fenced or failed: the next owner decides them again
                _exit_for_restart(exc)
            for p in leaving:
                part = self.partitions.pop(p, None)
                if part is not None and part.producer is not None:
                    await part.producer.stop()

    async def on_partitions_assigned(self, assigned: set[TopicPartition]) -> None:
        """Start the partitions' producers (fencing their zombies), drop the users of partitions gone
        elsewhere, and index those of partitions new here. Not once the worker is stopping: a join
        under way when it was told to stop still ends in an assignment, which it takes no more."""
        async with self._lock:
            if self.stopping.is_set() or self.consumer is None:
                log.info("assignment_ignored_while_stopping", partitions=sorted({tp.partition for tp in assigned}))
                return
            self._generation += 1
            try:
                await self._take(assigned)
            except Exception as exc:  # noqa: BLE001 - aiokafka only logs a callback's error: partitions half taken would be decided unindexed
                _exit_for_restart(exc)  # nothing of them is decided yet: a restart loses nothing

    async def _take(self, assigned: set[TopicPartition]) -> None:
        """The assignment callback's work, under the batch lock (see `on_partitions_assigned`)."""
        k = self.settings.kafka
        owned = {tp.partition for tp in assigned if tp.topic == self.candidates}
        assert self.consumer is not None
        for p in sorted(owned - set(self.partitions)):
            producer = None
            if self.exactly_once:
                producer = AIOKafkaProducer(
                    bootstrap_servers=k.broker, acks="all", enable_idempotence=True,
                    transactional_id=f"{k.group}-{self.candidates}-{p}", client_id=f"groundstream-gate-{p}",
                )  # fmt: skip
                await producer.start()  # InitProducerId: a zombie with this id is fenced, its transaction aborted
                await self._know_outputs(producer)
            self.partitions[p] = PartitionState(producer)
        # A partition handed back is current only if nobody committed on it since this worker did.
        # Asked once its producer has started: InitProducerId waits out a transaction the last
        # owner committed in its revoke, whose offsets the broker shows only once its markers are
        # written (asked before, it can answer with this worker's own last offset, and the index
        # would miss the other worker's approvals).
        moved = {p for p in owned & self._held
                 if await self.consumer.committed(TopicPartition(self.candidates, p)) != self.checkpoint.committed.get(p)}  # fmt: skip
        # A partition still catching up is indexed again from the start: the new assignment reset its read of claims.approved.
        moved |= owned & set(self._catching)
        self._catching.clear()
        arriving, gone = (owned - self._held) | moved, (self._held - owned) | moved
        self.metrics.partitions_owned.set(len(self.partitions))
        if self.service is not None and gone:
            self.service.gate.drop_users(lambda u: T.user_partition(u, k.partitions) not in gone)
        # Indexing the arriving users is left to the loop (`_prepare`): aiokafka sends no
        # heartbeat while this callback runs, and a store read or catch-up longer than the
        # session timeout would have the group expel a live worker. Until then they are paused.
        self._preparing = (self._preparing & owned) | arriving
        if self._preparing:
            self.consumer.pause(*self._inputs(self._preparing))
        self._held = owned
        log.info("partitions_assigned", partitions=sorted(owned), indexing=sorted(arriving), dropped=sorted(gone))

    def _inputs(self, partitions: set[int]) -> list[TopicPartition]:
        return [TopicPartition(t, p) for t in (self.candidates, self.approved) for p in sorted(partitions)]

    async def _prepare(self) -> None:
        """Index the users of the partitions new here, before any claim of theirs is decided: their
        memories from the store, then what the sink has not stored yet. Under the batch lock, so a
        rebalance meanwhile waits for it (`rebalance_timeout_s`); the heartbeat goes on."""
        assert self.service is not None and self.consumer is not None
        arriving = set(self._preparing)
        try:
            # Where the sink stands, read before the store: an approval the sink stores and commits
            # between the two reads is then in the store or after this mark, never in neither.
            marks = await self._sink_marks(arriving)
            await self.service.load_memories(arriving)
            self._sweep |= arriving
            behind = await self._catch_up_approved(arriving, marks)
            await self._catch_up_rechecked(arriving, marks)
            # where deciding goes on: with `caught_up`, what a restart's indexing covered
            resume = {p: await self.consumer.committed(TopicPartition(self.candidates, p)) for p in sorted(arriving)}
        except (KafkaError, T.BrokerUnreachable) as exc:
            # Deciding without them would let a repeat of an unstored approval pass dedup:
            # nothing of these partitions is decided yet, so a restart loses nothing.
            _exit_for_restart(exc)
        self._preparing.clear()
        # A catch-up that stopped short (a long backlog, a starved machine): the gate's consumer reads the rest of
        # claims.approved into the index, and the partition's claims wait for it; deciding them now would let a
        # repeat of an approval not read yet pass dedup.
        self._catching.update(behind)
        held = [TopicPartition(self.candidates, p) for p in sorted(behind)]
        self.consumer.resume(*(tp for tp in self._inputs(arriving) if tp not in held))
        _settle()
        log.info("partitions_indexed", partitions=sorted(arriving), resume_at=resume, held_for_approvals=sorted(behind))

    async def _release_caught_up(self) -> None:
        """Resume the claims of each partition whose approvals the gate's consumer has now read to the end its
        catch-up saw."""
        assert self.consumer is not None
        assigned = self.consumer.assignment()  # (between a revoke and the next assignment, none: that assignment indexes them again)
        for p, end in sorted(self._catching.items()):
            approved = TopicPartition(self.approved, p)
            if approved in assigned and await self.consumer.position(approved) >= end:
                del self._catching[p]
                self.consumer.resume(TopicPartition(self.candidates, p))
                log.info("caught_up_by_the_gate", partition=p, approved_offset=end)

    async def _sink_marks(self, arriving: set[int]) -> dict[TopicPartition, int]:
        """The memory sink group's committed offsets of the arriving partitions of claims.approved
        and memories.rechecked (absent: the sink has stored nothing of it yet)."""
        k = self.settings.kafka
        tps = [TopicPartition(t, p) for t in (self.approved, self.topic(T.RECHECKED)) for p in sorted(arriving)]
        admin = await T.connect_admin(k.broker, k.connect_timeout_s)
        try:
            stored = await admin.list_consumer_group_offsets(f"{k.group}-sink", partitions=tps)
        finally:
            await admin.close()
        return {tp: mark.offset for tp, mark in stored.items() if mark is not None and mark.offset >= 0}

    async def _catch_up_approved(self, arriving: set[int], marks: dict[TopicPartition, int]) -> dict[int, int]:
        """The store the index was just read from lacks what the memory sink has not written yet:
        approvals another worker decided a moment before it died, say. Before any claim of the
        arriving partitions is decided, read their claims.approved from the sink group's committed
        offset (everything after it may be unstored) to its end, read_committed, into the index;
        the gate's consumer then goes on from there. The partitions' producers were started first,
        so a zombie's open transaction is aborted and the end is final. Returns the partitions it
        did not read to the end in `CATCH_UP_S`, with that end."""
        assert self.consumer is not None
        caught_up, ends = await self._unstored(self.approved, arriving, marks, self.index_records)
        for tp, offset in caught_up.items():
            self.consumer.seek(tp, offset)
            part = self.partitions.get(tp.partition)
            if part is not None:  # read into the index: committed with the partition's next transaction
                self.checkpoint.consumed(part, tp, offset)
        return {tp.partition: ends[tp] for tp, offset in caught_up.items() if offset < ends[tp]}

    async def _catch_up_rechecked(self, arriving: set[int], marks: dict[TopicPartition, int]) -> None:
        """Re-checks another worker sent that the sink has not applied yet: their memories still look
        stale in the store, and must not be re-checked (and published) a second time."""
        await self._unstored(self.topic(T.RECHECKED), arriving, marks, self._note_published)

    def _note_published(self, records: list[ConsumerRecord]) -> None:
        assert self.service is not None
        for record in records:
            try:
                recheck = MemoryRecheck.model_validate_json(record.value or b"")
                self.service.signer.verify_record(recheck.signed())
            except (ValidationError, SignatureError):
                continue  # the sink dead-letters it; an unsigned record suppresses nothing
            self._published[recheck.memory_id] = recheck.recheck_id

    async def _unstored(
        self, topic: str, arriving: set[int], marks: dict[TopicPartition, int], take: Callable[[list[ConsumerRecord]], None]
    ) -> tuple[dict[TopicPartition, int], dict[TopicPartition, int]]:
        """`topic`'s records of the arriving partitions from the sink group's committed offset
        (`marks`) to the end (read_committed), handed to `take`: where each partition was read to,
        and its end."""
        k = self.settings.kafka
        tps = [TopicPartition(topic, p) for p in sorted(arriving)]
        reader = AIOKafkaConsumer(bootstrap_servers=k.broker, enable_auto_commit=False, isolation_level="read_committed",
                                  client_id="groundstream-gate-catch-up")  # fmt: skip
        await reader.start()
        try:
            reader.assign(tps)
            for tp in tps:
                mark = marks.get(tp)
                if mark is not None:
                    reader.seek(tp, mark)
                else:
                    await reader.seek_to_beginning(tp)  # the sink has stored nothing of it yet
            ends = await reader.end_offsets(tps)
            starts = {tp: await reader.position(tp) for tp in tps}
            deadline = time.monotonic() + CATCH_UP_S
            read = 0
            while behind := [tp for tp in tps if await reader.position(tp) < ends[tp]]:
                if time.monotonic() > deadline:  # approvals: the gate's own read takes it from here; re-checks: some may be sent again
                    log.warning("catch_up_incomplete", topic=topic, partitions=[tp.partition for tp in behind], waited_s=CATCH_UP_S)
                    break
                for records in (await reader.getmany(timeout_ms=200)).values():
                    take(records)
                    read += len(records)
            reached = {tp: await reader.position(tp) for tp in tps}
            # What a restarted worker learnt that the store did not hold: where each partition was read from and to.
            log.info("caught_up", topic=topic, records=read, offsets={tp.partition: [starts[tp], reached[tp]] for tp in tps})
            return reached, ends
        finally:
            await reader.stop()

    async def _know_outputs(self, producer: AIOKafkaProducer) -> None:
        """Fetch the output topics' metadata now: a producer's first send to a topic waits for it,
        which would fall on the first claim of each tier."""
        for base in OUTPUTS:
            await producer.partitions_for(self.topic(base))

    # --- the loop -----------------------------------------------------------------------------

    async def run(self) -> None:
        assert self.consumer is not None
        interval = self.settings.kafka.commit_interval_s
        while not self.stopping.is_set():
            # The generation is read under the lock, as a rebalance callback changes it: aiokafka's
            # start() returns once an assignment is set, before its callback has run, and a loop
            # beginning in the middle of the callback read the new generation before the callback
            # had paused the new partitions, then decided what it fetched from them unindexed.
            async with self._lock:
                if self._preparing and not self.stopping.is_set():
                    await self._prepare()
                generation = self._generation
            batch = await self.consumer.getmany(timeout_ms=FETCH_WAIT_MS, max_records=GATE_BATCH)
            async with self._lock:
                if self.stopping.is_set():
                    return  # uncommitted: the next owner decides it
                if generation != self._generation:
                    try:
                        await self._refetch(batch)  # a rebalance came between: these records must come again
                    except KafkaError as exc:
                        _exit_for_restart(exc)  # nothing of this batch is decided: a restart loses nothing
                    continue
                try:
                    await self._handle(batch)
                    if self._catching:
                        await self._release_caught_up()
                    # One tick for all: every partition with work commits together (concurrently).
                    if self.checkpoint.due(interval):
                        await self.checkpoint.commit(self.checkpoint.pending(), background=True)
                except (KafkaError, IllegalOperation) as exc:  # fenced, or a transaction never begun
                    _exit_for_restart(exc)
                except BaseException:
                    # A batch half decided: its open transactions hold decisions whose offsets were not
                    # added. Nothing more commits; the next owner's producers abort them.
                    self._broken = True
                    raise

    async def _refetch(self, batch: dict[TopicPartition, list[ConsumerRecord]]) -> None:
        """Records dropped because a rebalance came while they were fetched, read again from the
        committed offset. The assignment reset each position to it, but a fetch between the
        assignment and its callback can have moved it past them; nothing is decided between a
        rebalance and the next batch (the revoke committed everything), so the committed offset is
        where deciding goes on. The broker may answer with an offset older than this worker's last
        commit (a transaction's offsets show once its marker is written, and aiokafka asks without
        `require_stable`): the later of the two, so nothing decided is decided again."""
        assert self.consumer is not None
        ours = {TopicPartition(self.candidates, p): offset for p, offset in self.checkpoint.committed.items()}
        await rewind_to_committed(self.consumer, batch, floor=ours)

    async def _handle(self, batch: dict[TopicPartition, list[ConsumerRecord]]) -> None:
        for tp, records in batch.items():
            if not records:
                continue
            part = self.partitions.get(tp.partition)
            if part is None or tp.partition in self._preparing or (tp.topic == self.candidates and tp.partition in self._catching):
                self._read_again(tp, records[0].offset)
                continue
            if tp.topic == self.candidates:
                self.metrics.batch_size.labels("gate").observe(len(records))
                await self.decide_records(part, records)
            else:
                self.metrics.batch_size.labels("memory-index").observe(len(records))
                self.index_records(records)
            self.checkpoint.consumed(part, tp, records[-1].offset + 1)

    def _read_again(self, tp: TopicPartition, offset: int) -> None:
        """Records of a partition not ready to decide (not owned yet, its users not indexed, its
        approvals not read to the catch-up's end): never decided now, read again from `offset` once
        it is. (The loop's generation check keeps such a fetch from reaching here; this holds the
        rule whatever the interleaving.)"""
        assert self.consumer is not None
        with contextlib.suppress(IllegalStateError):  # gone meanwhile: its next owner reads from the commit
            self.consumer.seek(tp, offset)
        log.warning("records_read_again", topic=tp.topic, partition=tp.partition, offset=offset,
                    reason="partition not ready: " + ("not owned" if tp.partition not in self.partitions else
                                                      "indexing" if tp.partition in self._preparing else "catching up"))  # fmt: skip

    async def send(self, part: PartitionState, base: str, key: bytes | None, value: bytes, partition: int) -> None:
        """A decision (or dead letter, or feedback) for topic `base`, through the checkpoint."""
        await self.checkpoint.send(part, self.topic(base), key, value, partition)

    async def _dead(self, part: PartitionState, record: ConsumerRecord, error: InvalidClaim) -> None:
        key, letter = record_dead_letter(record.value, error, topic=record.topic, partition=record.partition,
                                         offset=record.offset, key=record.key)  # fmt: skip
        await self.send(part, T.DEADLETTER, key, letter.model_dump_json().encode(), record.partition)
        self.metrics.dead_letters.labels(record.topic).inc()
        log.warning("dead_letter", topic=record.topic, partition=record.partition, offset=record.offset, error=letter.error)

    async def decide_records(self, part: PartitionState, records: list[ConsumerRecord]) -> None:
        service = self.service
        assert service is not None
        partitions = self.settings.kafka.partitions
        accepted = []
        for record in records:
            try:
                claim = service.parse(record.value if record.value is not None else b"")
            except InvalidClaim as exc:
                await self._dead(part, record, exc)
                continue
            key = claim.user_id.encode()
            if record.key != key or T.key_partition(key, partitions) != record.partition:
                # A user's claims must all reach the partition (and worker) holding their dedup state.
                await self._dead(part, record, InvalidClaim(
                    f"misrouted: the record key must be the claim's user_id ({claim.user_id!r}), "
                    "partitioned with Kafka's default partitioner"))  # fmt: skip
                continue
            accepted.append((claim, record))
        inspections = service.gate.inspect([c for c, _ in accepted])
        for (claim, record), inspection in zip(accepted, inspections, strict=True):
            started = time.perf_counter()
            decision = await service.decide_streamed(claim, inspection)
            elapsed = time.perf_counter() - started
            await self.send(part, T.TIER_TOPIC[decision.tier], record.key, decision.model_dump_json().encode(), record.partition)
            feedback = service.gate.feedback(decision)
            if feedback is not None and feedback.agent_id is not None:  # with the decision, in its transaction
                agent = feedback.agent_id.encode()
                await self.send(part, T.FEEDBACK, agent, feedback.model_dump_json().encode(), T.key_partition(agent, partitions))
                self.metrics.feedback_sent.labels(feedback.action).inc()
            self.metrics.decided(decision, elapsed, time.time() - record.timestamp / 1000)
            if part.producer is None:
                await asyncio.sleep(0)  # the producer's sender ships what is decided while the batch goes on

    def index_records(self, records: list[ConsumerRecord]) -> None:
        """What reviewers approved: the index learns the new memory and drops the one it supersedes;
        and approvals another worker decided that the store did not have yet when this worker
        loaded it. (The sink, in a group of its own, stores them.) Only signed decisions are believed."""
        service = self.service
        assert service is not None
        for record in records:
            try:
                decision = Decision.model_validate_json(record.value or b"")
                service.signer.verify(decision)
            except (ValidationError, SignatureError):
                continue  # the sink dead-letters it; the index takes nothing from it
            if decision.tier is not Tier.AUTO_APPROVE:
                continue
            self._follow(decision)
            if decision.review is None:
                # Approved by a gate: indexed when it was decided, unless another worker decided it
                # (its partition moved here before the sink stored it).
                if not service.gate.knows(decision.user_id, decision.claim_id):
                    service.gate.remember(decision)
                continue
            if decision.review.supersedes:
                service.gate.forget(decision.user_id, decision.review.supersedes)
            service.gate.remember(decision)

    def _follow(self, decision: Decision) -> None:
        """An approval grounded in a source that changed since it was decided (a reviewer approving
        hours later; a change the round handled before the sink stored it): re-checked once stored."""
        sources = self.service.gate.sources if self.service is not None else None
        if sources is None or self.rechecker is None:
            return
        refs = grounding_of(decision.citations, decision.retrieval)
        try:
            changed = any(self.rechecker.ref_changed(ref) for ref in refs)
        except ProviderError:  # git could not say: the round asks again (and counts it if it still cannot)
            changed = True
        if changed:
            self._learnt[memory_id_for(decision.user_id, decision.claim_id)] = decision.user_id

    # --- beside the loop ----------------------------------------------------------------------

    async def update_lag(self) -> None:
        consumer = self.consumer
        if consumer is None:
            return
        for tp in consumer.assignment():
            with contextlib.suppress(Exception):  # a partition moving away meanwhile
                position, highwater = await consumer.position(tp), consumer.highwater(tp)
                if highwater is not None:
                    self.metrics.consumer_lag.labels(tp.topic, str(tp.partition)).set(max(0, highwater - position))

    async def recheck_sources(self) -> None:
        """Memories that follow their sources: after a refresh of the [sources] that found files
        changed or gone (and for partitions new here, whatever changed while nobody followed; and
        for approvals this worker learnt of, whatever changed since they were decided), the valid
        memories of this worker's users grounded in them are decided again; each re-check, its
        audit record and its review decision go into the user's partition's transaction, committed
        at once; the memory sink applies the re-check to the store. At most `RECHECK_SLICE`
        re-checks a round (the batch lock is held; the rest wait for the next round). A re-check
        that cannot be made keeps its change for the next round, counted, and overdue after 2 ×
        refresh_s."""
        service, checker = self.service, self.rechecker
        if service is None or checker is None or service.gate.sources is None or self.stopping.is_set():
            return
        async with self._lock:
            if self.stopping.is_set() or self._broken:
                return
            sources = service.gate.sources
            try:
                sources.refresh()
            except Exception as exc:  # noqa: BLE001 - a listing that fails is tried again next round
                self.metrics.recheck_failures.inc()
                log.warning("sources_refresh_failed", error=f"{type(exc).__name__}: {exc}")
                return
            for path, when in sources.take_changes().items():
                self._changes.setdefault(path, when)
            owned = set(self.partitions) - self._preparing  # a partition still being indexed is swept once it is
            sweep, changes = self._sweep & owned, dict(self._changes)
            learnt = {m: u for m, u in self._learnt.items() if T.user_partition(u, self.settings.kafka.partitions) in owned}
            if not changes and not sweep and not learnt:
                self.metrics.rechecks_overdue.set(0)
                return
            touched: set[int] = set()
            failed, done, sent = 0, 0, False
            try:
                found = {m.memory_id: m async for m in service.store.grounded_in(changes, partitions=owned)}
                if sweep:
                    found.update({m.memory_id: m async for m in service.store.memories_in(sweep)})
                for memory_id, user_id in learnt.items():  # approvals the sink may not have stored yet
                    memory = await service.store.get(memory_id)
                    if memory is not None and memory.user_id == user_id:
                        found[memory_id] = memory
                        self._learnt.pop(memory_id, None)
                for memory in found.values():
                    if done >= RECHECK_SLICE:
                        break
                    try:
                        stale = checker.stale(memory)
                        result = await checker.check(memory, changes) if stale else None
                    except Exception as exc:  # noqa: BLE001 - RecheckFailed, or a memory it cannot read: not re-checked, tried again
                        failed += 1
                        self.metrics.recheck_failures.inc()
                        log.warning("recheck_failed", memory_id=memory.memory_id, user_id=memory.user_id, error=f"{type(exc).__name__}: {exc}")
                        continue
                    if result is None:
                        self._published.pop(memory.memory_id, None)  # applied: nothing pending for it
                        continue
                    done += 1
                    if result.record.outcome == "refuted":
                        service.gate.forget(memory.user_id, memory.memory_id)  # no longer a memory dedup or contradiction holds to
                    if self._published.get(memory.memory_id) == result.record.recheck_id:
                        continue  # sent already; the sink has not applied it yet
                    partition = T.user_partition(memory.user_id, self.settings.kafka.partitions)
                    part = self.partitions.get(partition)
                    if part is None:
                        continue
                    sent = True
                    await self._publish_recheck(part, partition, result)
                    touched.add(partition)
                    self._published[memory.memory_id] = result.record.recheck_id
                if touched:
                    await self.checkpoint.commit(touched, force=True)  # the re-checks are final now, not at the next claim
            except MemoryStoreError as exc:
                failed += 1
                self.metrics.recheck_failures.inc()
                log.warning("recheck_store_unavailable", error=str(exc), effect="the changed sources are followed next round")
                if touched:
                    try:
                        await self.checkpoint.commit(touched, force=True)
                    except (KafkaError, IllegalOperation) as kexc:
                        _exit_for_restart(kexc)
            except (KafkaError, IllegalOperation) as exc:
                _exit_for_restart(exc)  # a transaction half written: nothing more commits
            except asyncio.CancelledError:
                if sent:
                    self._broken = True  # stopping mid-round: what was sent is never committed
                raise
            except BaseException as exc:
                if sent:  # a re-check sent without its audit or review: end before anything commits it
                    _exit_for_restart(exc)
                raise
            if failed or done >= RECHECK_SLICE:
                return  # what is left (or failed) is still stale: the next round takes it
            self._sweep -= sweep
            self._changes.clear()
            self.metrics.rechecks_overdue.set(self.overdue())

    def overdue(self) -> int:
        """Changed sources whose memories are still not all re-checked 2 × refresh_s after the change."""
        sources = self.service.gate.sources if self.service is not None else None
        if sources is None:
            return 0
        deadline = time.time() - 2 * max(sources.settings.refresh_s, 1.0)
        return sum(1 for when in self._changes.values() if when < deadline)

    async def _publish_recheck(self, part: PartitionState, partition: int, result: RecheckResult) -> None:
        record = result.record
        key = record.user_id.encode()
        await self.send(part, T.RECHECKED, key, record.model_dump_json().encode(), partition)
        await self.send(part, T.AUDIT, key, result.audit.model_dump_json().encode(), partition)
        if result.review is not None:
            await self.send(part, T.REVIEW, key, result.review.model_dump_json().encode(), partition)
        self.metrics.rechecks.labels(record.outcome).inc()
        if record.changed_at is not None:
            self.metrics.recheck_delay_seconds.observe(max(0.0, time.time() - record.changed_at))

    async def expire_memories(self) -> None:
        """Expire memories past their horizon; one worker does it (the owner of candidates/0)."""
        if 0 not in self.partitions or self.stopping.is_set() or self.service is None:
            return
        try:
            await expire(self.service, action=self.settings.policy.expire_action, publish=self._publish_expiry)  # type: ignore[arg-type]
        except (MemoryStoreError, KafkaError) as exc:  # an outage skips a round; it must not take the worker down
            log.warning("expiry_skipped", error=str(exc), retry_in_s=self.settings.policy.expire_interval_s)

    async def _publish_expiry(self, result: Expired) -> None:
        """Audit records to claims.audit (and reviews to claims.review), before anything is deleted:
        not part of any input's transaction, at least once."""
        assert self.plain is not None
        for record in result.audit:
            await self.plain.send(self.topic(T.AUDIT), record.model_dump_json().encode(), key=record.user_id.encode())
        for decision in result.reviews:
            await self.plain.send(self.topic(T.REVIEW), decision.model_dump_json().encode(), key=decision.user_id.encode())
        await self.plain.flush()

    async def run_sink(self) -> None:
        """The memory sink, its own consumer group in this process (streams/sink_runner.py), until stopped."""
        assert self.service is not None
        self.sink = SinkRunner(self.settings, self.service.store, self.service.signer, self.metrics)
        try:
            await self.sink.start()
            await self.sink.run()
        except Exception as exc:  # approvals would go unstored: health turns 503, a supervisor restarts
            if self.stopping.is_set():
                return  # stopped under it at shutdown
            self.sink_error = f"{type(exc).__name__}: {exc}"
            log.critical("memory_sink_stopped", error=self.sink_error, effect="approved claims are not stored until a restart")
        finally:
            await self.sink.stop()

    async def retry_store(self) -> None:
        """While the store is unavailable, open it again once its backoff has passed, whether or not
        claims arrive (under the batch lock: loading indexes the partitions' users)."""
        service = self.service
        if service is None or service.gate.store_error is None or self.stopping.is_set():
            return
        async with self._lock:
            await service.retry_store()

    def health(self) -> tuple[bool, dict[str, Any]]:
        service = self.service
        ok = service is not None and service.gate.store_error is None and self.sink_error is None
        # pid: a supervisor (the demo) checks that the process answering on this port is its own
        return ok, {"ok": ok, "store_error": service.gate.store_error if service else "starting", "sink_error": self.sink_error,
                    "pid": os.getpid(), "partitions": sorted(self.partitions),
                    "indexing": sorted(self._preparing), "catching_up": sorted(self._catching),
                    "rechecks_overdue": self.overdue()}  # fmt: skip

    def render_metrics(self) -> bytes:
        service = self.service
        if service is not None:
            if service.budgets is not None:
                self.metrics.budgets(service.budgets)
            self.metrics.store_up.set(1 if service.gate.store_error is None else 0)
            self.metrics.store_open_failures.inc(service.store_failures - self._store_failures_counted)
            self._store_failures_counted = service.store_failures
        return self.metrics.render()


def _settle() -> None:
    """Move what exists now (imports, settings, the index just loaded) out of the collector's
    reach: a full collection walks every tracked object, and over a loaded index that is a pause
    of tens of milliseconds in the middle of deciding. What is frozen is still freed when its last
    reference goes; only a reference cycle among frozen objects would outlive its use."""
    gc.collect()
    gc.freeze()


def web_app(worker: GateWorker) -> Any:
    """/metrics (Prometheus) and /health (503 while the store or the sink is down)."""
    from fastapi import FastAPI, Response
    from fastapi.responses import JSONResponse

    app = FastAPI(title="groundstream worker", docs_url=None, redoc_url=None, openapi_url=None)

    @app.get("/metrics")
    async def metrics() -> Response:
        return Response(worker.render_metrics(), media_type=CONTENT_TYPE)

    @app.get("/health")
    async def health() -> JSONResponse:
        ok, body = worker.health()
        return JSONResponse(body, status_code=200 if ok else 503)

    return app


async def _every(seconds: float, action: Callable[[], Any], stop: asyncio.Event) -> None:
    while not stop.is_set():
        with contextlib.suppress(TimeoutError):
            await asyncio.wait_for(stop.wait(), seconds)
        if not stop.is_set():
            await action()


async def _unwound(tasks: list[asyncio.Task[Any]]) -> None:
    await asyncio.gather(*tasks, return_exceptions=True)  # cancelled, or their errors (the loop's was raised)


async def serve(settings: Settings, worker: GateWorker | None = None) -> None:
    """Run a worker, its web views, sink and timers until SIGTERM or SIGINT."""
    import uvicorn

    k = settings.kafka
    worker = worker or GateWorker(settings)
    loop = asyncio.get_running_loop()
    for sig in (signal.SIGTERM, signal.SIGINT):
        # uvicorn takes these while it serves and raises them again once it stopped: they reach us then
        loop.add_signal_handler(sig, worker.stopping.set)
    server = uvicorn.Server(uvicorn.Config(web_app(worker), host=k.web_host, port=k.web_port, log_level="warning",
                                           access_log=False, lifespan="off"))  # fmt: skip
    web = asyncio.create_task(server.serve(), name="web")
    tasks: list[asyncio.Task[Any]] = []
    stop = asyncio.create_task(worker.stopping.wait(), name="stop")
    try:
        # A stop while starting (a broker that does not answer, a slow store) is obeyed, not queued behind it.
        starting = asyncio.create_task(worker.start(), name="start")
        await asyncio.wait([starting, stop], return_when=asyncio.FIRST_COMPLETED)
        if not starting.done():
            starting.cancel()
            await asyncio.gather(starting, return_exceptions=True)
            return
        starting.result()
        tasks = [
            asyncio.create_task(worker.run(), name="gate"),
            asyncio.create_task(worker.run_sink(), name="memory-sink"),
            asyncio.create_task(_every(5.0, worker.update_lag, worker.stopping), name="lag"),
            asyncio.create_task(_every(0.2, worker.retry_store, worker.stopping), name="store-retry"),
            asyncio.create_task(_every(settings.policy.expire_interval_s, worker.expire_memories, worker.stopping), name="expiry"),
        ]
        if worker.service is not None and worker.service.gate.sources is not None:
            every = max(0.5, settings.sources.refresh_s)
            tasks.append(asyncio.create_task(_every(every, worker.recheck_sources, worker.stopping), name="recheck"))
        await asyncio.wait([tasks[0], web, stop], return_when=asyncio.FIRST_COMPLETED)
        if tasks[0].done() and not worker.stopping.is_set():
            tasks[0].result()  # the loop ended on an error: raise it
    finally:
        stop.cancel()
        await worker.leave()  # bounded: with the broker gone it gives up, and the store is still closed
        for task in tasks:
            task.cancel()
        # The Kafka steps had `stop_timeout_s`; what follows gets a grace each, so a stop ends within
        # stop_timeout_s and a few seconds whatever a client does.
        await within(GRACE_S, _unwound(tasks))  # cancelled: a task that takes longer swallows its cancellation
        await worker.close(lock_wait_s=GRACE_S)  # once no task uses the store
        server.should_exit = True
        with contextlib.suppress(asyncio.CancelledError):
            await web


def run_worker(settings: Settings, *, loglevel: str = "warn") -> None:
    """Create the topics, then run the worker until it is stopped (SIGTERM/SIGINT)."""
    k = settings.kafka
    port_free(k.web_host, k.web_port, "[kafka] web_port (the worker's metrics and health)")
    logging.getLogger("aiokafka").setLevel(getattr(logging, loglevel.upper(), logging.WARNING))

    async def main() -> None:
        created = await T.ensure_topics(k.broker, k.partitions, k.replication, prefix=k.topic_prefix, wait_s=k.connect_timeout_s)
        if created:
            log.info("topics_created", topics=created, partitions=k.partitions)
        await T.coordinator_ready(k.broker, k.group, wait_s=k.connect_timeout_s)
        await serve(settings)

    asyncio.run(main())
