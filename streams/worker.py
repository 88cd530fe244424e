"""The gate worker: a Faust app with two agents, on real Kafka.

- **gate** reads `claims.candidates`, decides each claim with the same `Gate` as
  `groundstream validate`, and publishes the decision to its tier topic. A record that is
  not a usable claim goes to `claims.deadletter` with its raw bytes, the error and where
  it came from; the worker goes on.
- **memory index** reads `claims.approved` co-partitioned with the candidates, so the worker
  that gates a user learns the memories reviewers approved (and the ones they superseded).
- **memory sink** (streams/sink.py) stores `claims.approved` in Qdrant: a consumer group of its
  own, at least once, a batch per partition flushed before its offsets commit (Quix Streams'
  sink model). A store outage pauses the sink's partitions; the gate does not wait on it.

Delivery is Faust's exactly-once processing: Kafka transactions, one per input partition,
carry a batch's outputs and its consumer offsets together. Every send names the partition
of the record it answers; all topics are co-partitioned and keyed by user_id, so that is
the partition the key hashes to, and the output joins the input's transaction. A crash
before the commit aborts both: the records are decided again, and read_committed consumers
never see the aborted decisions. The Qdrant sink is idempotent (point id from user_id and claim_id).

Faust's own commit timer would commit a transaction in the middle of a batch: all sends so
far, but only the offsets already acked, so a crash after it decides part of a batch twice
(seen in tests/test_kafka.py before this was changed). So the agents commit themselves:
each batch is sent, acked, and committed under one lock, and Faust's timer is turned off.
"""

from __future__ import annotations

import asyncio
import logging
import os
import tempfile
import time
from collections.abc import Awaitable, Callable, Mapping, Sequence
from pathlib import Path
from typing import Any, NoReturn, TypeVar

import faust
import structlog
from aiokafka import AIOKafkaProducer
from aiokafka.errors import IllegalOperation, KafkaError
from aiokafka.partitioner import murmur2
from faust.exceptions import ProducerSendError
from faust.transport.drivers.aiokafka import Producer as FaustProducer
from pydantic import ValidationError

from groundstream.detectors.signing import SignatureError
from groundstream.schemas import Decision, Tier
from groundstream.sinks.memory import MemoryStoreError

from . import topics as T
from .budgets import KafkaLedger
from .config import Settings
from .expire import Expired, expire
from .gate import GateService, InvalidClaim, record_dead_letter
from .localrun import port_free
from .metrics import CONTENT_TYPE, Metrics
from .sink import SinkRunner

log = structlog.get_logger("groundstream.worker")
T_ = TypeVar("T_")

GATE_BATCH = 256  # claims inspected together (one vectorized MinHash pass)
GATE_WITHIN_S = 0.01  # ...waiting at most this long to fill a batch
INDEX_BATCH = 500
INDEX_WITHIN_S = 0.1


def expected_partition(key: bytes, partitions: int) -> int:
    """Where Kafka's default partitioner (murmur2, as Java and aiokafka) puts a key."""
    return (murmur2(key) & 0x7FFFFFFF) % partitions


async def _once_begun(operation: Callable[[], Awaitable[T_]], begin: Callable[[], Awaitable[None]]) -> T_:
    """Run a transactional send or commit, waiting out a rebalance's transaction begin.

    During a rebalance Faust registers a partition's transactional producer before it begins
    the transaction; a send or an offset commit landing in between raises IllegalOperation.
    Waiting for the begin is safe for both: a retried commit only repeats offsets already
    committed, into the fresh transaction Faust begins after each commit. When Faust never
    begins it (its rebalance commit failed half-way, leaving a producer of ours outside any
    transaction), `begin` begins the transactions of our partitions itself after 1 s: a
    producer already in one only logs a warning. Still failing after 5 s, it raises, and
    the worker stops rather than commit outside a transaction.
    """
    for attempt in range(100):
        try:
            return await operation()
        except IllegalOperation:
            if attempt == 20:
                log.warning("transaction_not_begun", effect="beginning this worker's transactions")
                await begin()
            await asyncio.sleep(0.05)
    return await operation()


FATAL_EXIT = 75  # EX_TEMPFAIL: a supervisor (Deployment, systemd, the demo) starts the worker again


def _exit_for_restart(exc: BaseException) -> NoReturn:
    """A transactional producer left in a state it cannot leave (fenced, fatal): exit at once.

    Nothing of the current batch is committed, so this is a SIGKILL as far as Kafka is
    concerned, the case the delivery tests prove safe: the restarted worker's producers fence
    these, open transactions abort, and the batch is decided again from the committed offsets.
    Staying up would hold partitions while deciding nothing.
    """
    log.critical("worker_transaction_failed", error=f"{type(exc).__name__}: {exc}", exit_code=FATAL_EXIT,
                 effect="exiting so a supervisor restarts this worker; uncommitted work is decided again")  # fmt: skip
    logging.shutdown()
    os._exit(FATAL_EXIT)


class Stopping(Exception):
    """The worker is shutting down: the batch in hand is left unacked."""


class PartitionMoved(Exception):
    """A send found its partition's transaction gone: a rebalance moved the partition."""

    def __init__(self, partition: int) -> None:
        super().__init__(f"partition {partition} moved during a batch")
        self.partition = partition


class GateRuntime:
    """What one worker process holds: settings, metrics, the gate service, the topics."""

    def __init__(self, settings: Settings) -> None:
        self.settings = settings
        self.metrics = Metrics()
        self._service: GateService | None = None
        self._lock = asyncio.Lock()
        self.topics: dict[str, faust.TopicT] = {}
        self._batch_lock = asyncio.Lock()  # one batch at a time, and no commit inside one
        self.app: faust.App
        self._committed_at = time.monotonic()
        self._unconfirmed: list[Awaitable[Any]] = []  # sends outside a transaction (at-least-once)
        self.closing = False  # set at shutdown: no new batch, no store retries
        self.sink: SinkRunner | None = None
        self.ledger: KafkaLedger | None = None  # grounding budgets, shared with the other workers
        self.sink_error: str | None = None  # why the memory sink stopped, if it did (health says so)

    async def run_batch(self, events: Sequence[Any], handle: Any) -> None:
        """Process a batch, ack it, and commit when due: sends and offsets in one transaction."""
        app = self.app
        async with self._batch_lock:
            if self.closing:
                return  # shutting down: unacked, the next owner decides it
            # A batch gathered across a rebalance may hold records of partitions this worker
            # no longer owns; their transactions are gone, and the new owner replays them.
            owned = app.consumer.assignment()
            events = [e for e in events if e.message.tp in owned]
            if events:
                self.metrics.batch_size.labels(getattr(handle, "__name__", "batch")).observe(len(events))
            try:
                await handle(events)
            except IllegalOperation as exc:
                _exit_for_restart(exc)
            except Stopping:
                self._unconfirmed.clear()
                return  # unacked: replayed from the committed offsets after the restart
            except PartitionMoved as moved:
                # Unacked, the batch is replayed from the committed offsets by whoever owns the
                # partitions after this rebalance; nothing of it is committed here.
                self._unconfirmed.clear()
                log.warning("batch_abandoned_in_rebalance", partition=moved.partition, records=len(events))
                return
            unconfirmed, self._unconfirmed = self._unconfirmed, []
            for delivery in unconfirmed:  # no transaction vouches for these: confirm before the acks
                await delivery
            for event in events:
                event.ack()
            due = time.monotonic() - self._committed_at >= self.settings.kafka.commit_interval_s
            if due and not app.rebalancing:
                started = time.perf_counter()
                try:
                    await _once_begun(app.consumer.commit, self._begin_all)
                except IllegalOperation as exc:
                    _exit_for_restart(exc)
                self._committed_at = time.monotonic()
                self.metrics.commit_seconds.observe(time.perf_counter() - started)

    async def service(self) -> GateService:
        async with self._lock:
            if self.closing:
                raise Stopping()
            if self._service is None:
                k = self.settings.kafka
                if self.settings.budgets and self.ledger is None:
                    ledger = KafkaLedger(k.broker, prefix=k.topic_prefix)
                    await ledger.start()  # today's spend by every worker, read before the first call
                    self.ledger = ledger
                self._service = await GateService.open(self.settings, durable_signing=True, ledger=self.ledger)
            return self._service

    async def reload(self) -> None:
        """After a rebalance: re-read the store so dedup sees memories other workers approved."""
        if self._service is not None:
            await self._service.load_memories()

    async def close(self) -> None:
        """Close the store once no batch uses it; batches after this are left unacked (replayed)."""
        self.closing = True
        if self.sink is not None:
            await self.sink.stop()  # before the store it writes to closes
        async with self._batch_lock:
            if self._service is not None:
                await self._service.close()
                self._service = None
            if self.ledger is not None:
                await self.ledger.stop()  # publishes this worker's last spend
                self.ledger = None

    async def send(
        self, base: str, key: bytes | None, value: bytes, source: str, partition: int, *, to_partition: int | None = None
    ) -> Awaitable[Any]:
        """Send into the transaction of input partition `source`/`partition` (Faust's own route,
        without its per-record channel; outputs are co-partitioned with their input).

        In a transaction nothing waits on the delivery per record: committing the transaction
        flushes and confirms every send in it, and a failed send fails the commit, offsets
        included, so the batch is decided again. Without one (at-least-once), the batch awaits
        its deliveries before acking.

        `to_partition`: an output keyed otherwise (claims.feedback, by agent) goes to its key's
        partition, still in the input partition's transaction.
        """
        app = self.app
        name = self.topics[base].get_topic_name()
        out = partition if to_partition is None else to_partition
        if app.in_transaction:
            # The transaction is the input partition's. Faust's own TransactionManager.send
            # looks the output topic up in the consumer's metadata; claims.review,
            # claims.blocked and the dead letters are not consumed here, so it finds no
            # partition and sends them with its plain producer, outside any transaction:
            # after a crash, a re-decided batch doubled them.
            tid = self._tid(source, partition)
            try:
                return T.settled(await _once_begun(
                    lambda: app.producer.send(name, key, value, out, None, None, transactional_id=tid),
                    lambda: app.producer.maybe_begin_transaction(tid),
                ))
            except ProducerSendError as exc:  # the partition's producer is gone: it moved
                raise PartitionMoved(partition) from exc
        delivery = await app.producer.send(name, key, value, out, None, None)
        self._unconfirmed.append(delivery)
        return delivery

    def _tid(self, topic: str, partition: int) -> str:
        """Faust's transactional id for a topic's partition (TransactionManager's own format)."""
        return f"{self.app.conf.id}-{self.app.assignor.group_for_topic(topic)}-{partition}"

    async def _begin_all(self) -> None:
        for tid in sorted({self._tid(tp.topic, tp.partition) for tp in self.app.consumer.assignment()}):
            await self.app.producer.maybe_begin_transaction(tid)

    async def _dead(self, raw: bytes | None, error: InvalidClaim, event: Any) -> None:
        msg = event.message
        key, letter = record_dead_letter(raw, error, topic=msg.topic, partition=msg.partition, offset=msg.offset, key=msg.key)
        await self.send(T.DEADLETTER, key, letter.model_dump_json().encode(), msg.topic, msg.partition)
        self.metrics.dead_letters.labels(msg.topic).inc()
        log.warning("dead_letter", topic=msg.topic, partition=msg.partition, offset=msg.offset, error=letter.error)

    async def decide_events(self, events: Sequence[Any]) -> None:
        service = await self.service()
        partitions = self.settings.kafka.partitions
        accepted = []
        for event in events:
            msg, raw = event.message, event.value
            try:
                claim = service.parse(raw if raw is not None else b"")
            except InvalidClaim as exc:
                await self._dead(raw, exc, event)
                continue
            key = claim.user_id.encode()
            if msg.key != key or expected_partition(key, partitions) != msg.partition:
                # A user's claims must all reach the partition (and worker) holding their dedup state.
                await self._dead(raw, InvalidClaim(
                    f"misrouted: the record key must be the claim's user_id ({claim.user_id!r}), "
                    "partitioned with Kafka's default partitioner"), event)
                continue
            accepted.append((claim, event))
        inspections = service.gate.inspect([c for c, _ in accepted])
        for (claim, event), inspection in zip(accepted, inspections, strict=True):
            started = time.perf_counter()
            decision = await service.decide(claim, inspection)
            elapsed = time.perf_counter() - started
            msg = event.message
            await self.send(T.TIER_TOPIC[decision.tier], msg.key, decision.model_dump_json().encode(), msg.topic, msg.partition)
            feedback = service.gate.feedback(decision)
            if feedback is not None and feedback.agent_id is not None:  # with the decision, in its transaction
                agent = feedback.agent_id.encode()
                await self.send(T.FEEDBACK, agent, feedback.model_dump_json().encode(), msg.topic, msg.partition,
                                to_partition=expected_partition(agent, partitions))  # fmt: skip
                self.metrics.feedback_sent.labels(feedback.action).inc()
            self.metrics.decided(decision, elapsed, time.time() - msg.timestamp)

    async def index_events(self, events: Sequence[Any]) -> None:
        """What reviewers approved, read co-partitioned with the candidates: the index of the
        worker that gates those users learns the new memory and drops the one it supersedes.
        (The sink, in a group of its own, stores them.) Only signed decisions are believed."""
        service = await self.service()
        for event in events:
            try:
                decision = Decision.model_validate_json(event.value or b"")
                service.signer.verify(decision)
            except (ValidationError, SignatureError):
                continue  # the sink dead-letters it; the index takes nothing from it
            if decision.tier is not Tier.AUTO_APPROVE or decision.review is None:
                continue  # approved by the gate: indexed when it was decided
            if decision.review.supersedes:
                service.gate.forget(decision.user_id, decision.review.supersedes)
            service.gate.remember(decision)

    async def run_sink(self) -> None:
        """The memory sink, its own consumer group in this process (streams/sink.py), until stopped."""
        try:
            service = await self.service()
        except Stopping:
            return
        self.sink = SinkRunner(self.settings, service.store, service.signer, self.metrics)
        try:
            await self.sink.start()
            await self.sink.run()
        except Exception as exc:  # approvals would go unstored: health turns 503, a supervisor restarts
            self.sink_error = f"{type(exc).__name__}: {exc}"
            log.critical("memory_sink_stopped", error=self.sink_error, effect="approved claims are not stored until a restart")
            raise
        finally:
            await self.sink.stop()

    async def expire_memories(self, app: faust.App) -> None:
        """Expire memories past their horizon; one worker does it (the owner of candidates/0)."""
        owner = any(tp.topic == self.topics[T.CANDIDATES].get_topic_name() and tp.partition == 0 for tp in app.consumer.assignment())
        if not owner or self.closing:
            return
        try:
            service = await self.service()
        except Stopping:
            return
        try:
            await expire(service, action=self.settings.policy.expire_action, publish=self._publish_expiry)  # type: ignore[arg-type]
        except (MemoryStoreError, KafkaError) as exc:  # an outage skips a round; it must not take the worker down
            log.warning("expiry_skipped", error=str(exc), retry_in_s=self.settings.policy.expire_interval_s)

    async def _publish_expiry(self, result: Expired) -> None:
        """Audit records to claims.audit (and reviews to claims.review), before anything is deleted.

        Not part of any input's transaction: a plain idempotent producer, at least once.
        """
        producer = AIOKafkaProducer(bootstrap_servers=self.settings.kafka.broker, acks="all", enable_idempotence=True)
        try:
            await producer.start()
            prefix = self.settings.kafka.topic_prefix
            for record in result.audit:
                await producer.send(T.name(T.AUDIT, prefix), record.model_dump_json().encode(), key=record.user_id.encode())
            for decision in result.reviews:
                await producer.send(T.name(T.REVIEW, prefix), decision.model_dump_json().encode(), key=decision.user_id.encode())
            await producer.flush()
        finally:
            await producer.stop()

    async def update_lag(self, app: faust.App) -> None:
        consumer = app.consumer
        for tp in consumer.assignment():
            position = await consumer.position(tp)
            highwater = consumer.highwater(tp)
            if position is not None and highwater is not None:
                self.metrics.consumer_lag.labels(tp.topic, str(tp.partition)).set(max(0, highwater - position))


class ConcurrentCommitProducer(FaustProducer):
    """Faust's Kafka producer, committing the partitions' transactions together.

    Faust commits one transaction per input partition, one after another, and the batch
    loop waits for all of them (~20 ms each on the local broker: 80 ms for 4 partitions).
    They are independent (own producer, own transactional id, own lock), so they commit
    concurrently; each partition's outputs and offsets stay atomic, as before. Every
    commit is waited for before the first error is raised, so none is left in flight.
    """

    async def commit_transactions(
        self, tid_to_offset_map: Mapping[str, Mapping[Any, int]], group_id: str, start_new_transaction: bool = True
    ) -> None:
        async def commit(tid: str, offsets: Mapping[Any, int]) -> None:
            lock = self._trn_locks.get(tid)
            if lock is None:
                log.warning("commit_for_unknown_transaction", transactional_id=tid)
                return
            async with lock:  # the producer is looked up under its lock: a rebalance may stop it meanwhile
                producer = self._transaction_producers.get(tid)
                if producer is None:
                    log.warning("commit_for_unknown_transaction", transactional_id=tid)
                    return
                await producer.send_offsets_to_transaction(offsets, group_id)
                await producer.commit_transaction()
                if start_new_transaction:
                    await producer.begin_transaction()

        results = await asyncio.gather(*(commit(t, o) for t, o in tid_to_offset_map.items()), return_exceptions=True)
        for result in results:
            if isinstance(result, BaseException):
                raise result


async def _nothing(events: Sequence[Any]) -> None:
    return None


def create_app(settings: Settings, *, datadir: str | None = None) -> tuple[faust.App, GateRuntime]:
    k = settings.kafka
    runtime = GateRuntime(settings)
    runtime.app = app = faust.App(
        k.group,
        broker=[f"kafka://{b}" for b in k.broker.split(",")],
        processing_guarantee="exactly_once" if k.exactly_once else "at_least_once",
        topic_partitions=k.partitions,
        topic_replication_factor=k.replication,
        topic_allow_declare=False,  # groundstream creates its topics (ensure_topics)
        topic_disable_leader=True,
        broker_commit_interval=10 * 365 * 86400.0,  # agents commit between batches (see above)
        broker_commit_every=2**62,
        broker_session_timeout=k.session_timeout_s,
        broker_heartbeat_interval=min(3.0, k.session_timeout_s / 3),
        consumer_auto_offset_reset="earliest",
        web_enabled=True,
        web_host=k.web_host,
        web_port=k.web_port,
        store="memory://",
        autodiscover=False,
        datadir=datadir or str(Path(tempfile.gettempdir()) / f"groundstream-faust-{k.group}"),
        producer_acks=-1,
    )
    app.transport.Producer = ConcurrentCommitProducer  # type: ignore[misc]  # before app.producer is made
    for base in T.ALL:
        runtime.topics[base] = app.topic(
            T.name(base, k.topic_prefix), key_serializer="raw", value_serializer="raw", partitions=k.partitions
        )

    @app.agent(runtime.topics[T.CANDIDATES], name="gate")
    async def gate(stream: faust.StreamT) -> None:
        async for events in stream.take_events(GATE_BATCH, within=GATE_WITHIN_S):  # type: ignore[attr-defined]  # Faust's stubs lack it
            await runtime.run_batch(events, runtime.decide_events)

    @app.agent(runtime.topics[T.APPROVED], name="memory-index")
    async def memory_index(stream: faust.StreamT) -> None:
        async for events in stream.take_events(INDEX_BATCH, within=INDEX_WITHIN_S):  # type: ignore[attr-defined]
            await runtime.run_batch(events, runtime.index_events)

    @app.task
    async def memory_sink() -> None:
        await runtime.run_sink()

    @app.page("/metrics")
    async def metrics(web: faust.web.View, request: faust.web.Request) -> faust.web.Response:
        service = runtime._service
        if service is not None and service.budgets is not None:
            runtime.metrics.budgets(service.budgets)
        return web.bytes(runtime.metrics.render(), content_type=CONTENT_TYPE)

    @app.page("/health")
    async def health(web: faust.web.View, request: faust.web.Request) -> faust.web.Response:
        service = runtime._service
        ok = service is not None and service.gate.store_error is None and runtime.sink_error is None
        # pid: a supervisor (the demo) checks that the process answering on this port is its own
        body = {"ok": ok, "store_error": service.gate.store_error if service else "starting", "sink_error": runtime.sink_error,
                "pid": os.getpid()}  # fmt: skip
        return web.json(body, status=200 if ok else 503)

    @app.timer(interval=5.0)
    async def lag() -> None:
        await runtime.update_lag(app)

    @app.timer(interval=settings.policy.expire_interval_s)
    async def expire_memories() -> None:
        await runtime.expire_memories(app)

    @app.timer(interval=max(0.05, k.commit_interval_s))
    async def commit_when_idle() -> None:
        # With no batch arriving, acked offsets must still be committed.
        await runtime.run_batch([], _nothing)

    @app.on_partitions_assigned.connect  # type: ignore[arg-type]  # Faust's stubs want a sync receiver; it awaits ours
    async def reload_dedup(sender: Any, assigned: Any, **kwargs: Any) -> None:
        await runtime.reload()

    @app.on_before_shutdown.connect  # type: ignore[arg-type]
    async def close_runtime(sender: Any, **kwargs: Any) -> None:
        await runtime.close()

    return app, runtime


def run_worker(settings: Settings, *, loglevel: str = "warn") -> None:
    """Create the topics, then run the worker until it is stopped (SIGTERM/SIGINT)."""
    k = settings.kafka
    port_free(k.web_host, k.web_port, "[kafka] web_port (the worker's metrics and health)")
    created = asyncio.run(
        T.ensure_topics(k.broker, k.partitions, k.replication, prefix=k.topic_prefix, wait_s=k.connect_timeout_s)
    )
    if created:
        log.info("topics_created", topics=created, partitions=settings.kafka.partitions)
    asyncio.run(T.coordinator_ready(k.broker, k.group, wait_s=k.connect_timeout_s))
    app, _ = create_app(settings)
    from faust.worker import Worker

    Worker(app, loglevel=loglevel, quiet=True, redirect_stdouts=False).execute_from_commandline()
