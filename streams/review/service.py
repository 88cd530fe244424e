"""The review service: flagged claims in from `claims.review`, a person's action out.

State lives in Kafka. Every change to the queue is a `ReviewEntry` on the compacted topic
`claims.review-queue` (keyed by claim_id), written in one Kafka transaction with everything
that change implies:

- enqueue: the entry, its audit record and the offset of the `claims.review` record it came
  from (so a crash re-reads the record or has it queued, never both, never neither);
- approve: the entry, the reviewed decision (re-signed) on `claims.approved` for the memory
  sink, the action on `claims.review-actions`, the audit record, and any parked claims that
  now fit; reject likewise, with the decision on `claims.blocked`.

The in-memory `ReviewQueue` is applied only after the transaction commits, and is rebuilt
from the queue topic at start. One lock serializes changes, so two reviewers acting on one
claim at once get one outcome and one "already reviewed". One service instance runs at a
time: its fixed transactional id fences off an older instance still alive.
"""

from __future__ import annotations

import asyncio
from collections.abc import Sequence
from datetime import UTC, datetime

import orjson
import structlog
from aiokafka import AIOKafkaConsumer, AIOKafkaProducer, TopicPartition
from aiokafka.errors import KafkaError, ProducerFenced
from prometheus_client import CollectorRegistry, Counter, Gauge, generate_latest
from pydantic import ValidationError

from groundstream.detectors.gate.provenance import reviewed
from groundstream.detectors.gate.signing import SignatureError
from groundstream.schemas import AuditRecord, Decision, ReviewAction, ReviewEntry, ReviewState, Tier, memory_id_for
from groundstream.streams import factory
from groundstream.streams import topics as T
from groundstream.streams.config import Settings
from groundstream.streams.gate_service import InvalidClaim, dead_letter
from groundstream.streams.review.queue import AmbiguousClaim, Caller, ReviewQueue
from groundstream.streams.shutdown import quietly, within

log = structlog.get_logger("groundstream.review")


class NotFound(LookupError):
    """No such pending claim for this caller (also: another user's claim)."""


class CannotSupersede(ValueError):
    """Only an approval of a claim the gate found contradicting a memory can supersede one."""


class AlreadyReviewed(RuntimeError):
    """Someone acted on the claim first; the first action stands."""

    def __init__(self, entry: ReviewEntry) -> None:
        super().__init__(f"claim {entry.claim_id} was already {entry.state.value}")
        self.entry = entry


def now() -> datetime:
    return datetime.now(UTC)


class ReviewMetrics:
    def __init__(self) -> None:
        r = self.registry = CollectorRegistry()
        self.pending = Gauge("groundstream_review_pending", "Claims waiting for a reviewer.", registry=r)
        self.parked = Gauge("groundstream_review_parked", "Flagged claims held back by a queue limit.", registry=r)
        self.actions = Counter("groundstream_review_actions", "Reviewer actions, by action.", ["action"], registry=r)
        self.refused = Counter("groundstream_review_refused", "Records of claims.review refused (dead-lettered).", registry=r)

    def render(self) -> bytes:
        return generate_latest(self.registry)


class ReviewService:
    def __init__(self, settings: Settings) -> None:
        self.settings = settings
        r = settings.review
        self.queue = ReviewQueue(r.per_user_limit, r.total_limit)
        # It verifies what the workers signed and signs what reviewers decide: a key of its own
        # would refuse every flagged claim, so none is made up (SigningKeyMissing).
        self.signer, _ = factory.build_signer(settings, durable=True)
        self.metrics = ReviewMetrics()
        self.lock = asyncio.Lock()
        prefix = settings.kafka.topic_prefix
        self.topic = {t: T.name(t, prefix) for t in (*T.ALL, T.REVIEW_QUEUE)}
        self.group = f"{settings.kafka.group}-review"
        self._producer: AIOKafkaProducer | None = None
        self._consumer: AIOKafkaConsumer | None = None
        self._task: asyncio.Task[None] | None = None
        self.ready = asyncio.Event()

    # -- lifecycle ----------------------------------------------------------------------------

    async def start(self) -> None:
        k = self.settings.kafka
        await T.ensure_topics(k.broker, k.partitions, k.replication, prefix=k.topic_prefix, wait_s=k.connect_timeout_s)
        k = self.settings.kafka
        await T.ensure_review_queue(k.broker, k.replication, prefix=k.topic_prefix)
        self._producer = AIOKafkaProducer(
            bootstrap_servers=k.broker,
            transactional_id=f"{self.group}-{k.topic_prefix or 'default'}",  # one instance: a newer one fences an older
            enable_idempotence=True,
            acks="all",
            client_id="groundstream-review",
        )
        await self._producer.start()
        await self._rebuild()
        self._consumer = AIOKafkaConsumer(
            self.topic[T.REVIEW],
            bootstrap_servers=k.broker,
            group_id=self.group,
            enable_auto_commit=False,  # offsets commit inside the enqueue transaction
            isolation_level="read_committed",
            auto_offset_reset="earliest",
            client_id="groundstream-review",
        )
        await self._consumer.start()
        self._task = asyncio.create_task(self._consume(), name="review-consume")
        self._task.add_done_callback(_report_stop)
        self.ready.set()
        log.info("review_service_started", pending=self.queue.pending_count, parked=self.queue.parked_count)

    async def stop(self) -> None:
        """Stop consuming and close the clients, within `[kafka] stop_timeout_s` (a broker gone)."""
        if self._task is not None:
            self._task.cancel()
            await asyncio.gather(self._task, return_exceptions=True)  # cancelled, or it died (fenced)
        timeout = self.settings.kafka.stop_timeout_s
        if not await within(timeout, self._close_clients()):
            log.warning("review_stop_timed_out", waited_s=timeout)

    async def _close_clients(self) -> None:
        if self._consumer is not None:
            await quietly("review consumer", self._consumer.stop())
        if self._producer is not None:
            await quietly("review producer", self._producer.stop())

    async def _rebuild(self) -> None:
        """Read the queue topic to its end: the latest entry of every claim."""
        consumer = AIOKafkaConsumer(
            bootstrap_servers=self.settings.kafka.broker, isolation_level="read_committed", enable_auto_commit=False
        )
        await consumer.start()
        try:
            deadline = asyncio.get_running_loop().time() + 30
            while self.topic[T.REVIEW_QUEUE] not in await consumer.topics():  # a new topic's metadata lags its creation
                if asyncio.get_running_loop().time() > deadline:
                    raise RuntimeError(f"topic {self.topic[T.REVIEW_QUEUE]} did not appear")
                await asyncio.sleep(0.2)
            tp = TopicPartition(self.topic[T.REVIEW_QUEUE], 0)
            consumer.assign([tp])
            await consumer.seek_to_beginning(tp)
            end = (await consumer.end_offsets([tp]))[tp]  # the last stable offset under read_committed
            queue = ReviewQueue(self.queue.per_user_limit, self.queue.total_limit)
            while await consumer.position(tp) < end:
                for records in (await consumer.getmany(tp, timeout_ms=500)).values():
                    for rec in records:
                        if rec.value is not None:
                            queue.apply(ReviewEntry.model_validate_json(rec.value))
            self.queue = queue
        finally:
            await consumer.stop()
        self._gauges()

    def _gauges(self) -> None:
        self.metrics.pending.set(self.queue.pending_count)
        self.metrics.parked.set(self.queue.parked_count)

    # -- claims.review -> queue ---------------------------------------------------------------

    async def _consume(self) -> None:
        assert self._consumer is not None
        while True:
            batch = await self._consumer.getmany(timeout_ms=500, max_records=200)
            delay = 0.5
            while batch:
                async with self.lock:
                    try:
                        await self._enqueue(batch)
                        break
                    except ProducerFenced:
                        log.critical("review_service_fenced", effect="a newer review service took over; this one stops")
                        raise
                    except KafkaError as exc:  # nothing of the batch committed, nothing shown: try it again
                        log.error("review_enqueue_failed", error=str(exc), retry_in_s=delay)
                await asyncio.sleep(delay)
                delay = min(delay * 2, 10.0)

    @property
    def healthy(self) -> bool:
        return self.ready.is_set() and self._task is not None and not self._task.done()

    async def _enqueue(self, batch: dict) -> None:
        """Queue a batch of claims.review records; readers see them once the transaction commits."""
        assert self._producer is not None
        queue = self.queue.copy()  # applied here as we go, so the limits count each entry
        parked: list[tuple[ReviewEntry, str]] = []
        async with self._producer.transaction():
            offsets = {}
            for tp, records in batch.items():
                for rec in records:
                    entry = await self._admit(rec, queue)
                    if entry is not None:
                        queue.apply(entry)
                        await self._send_entry(entry)
                        why = self._why(entry, queue)
                        if entry.state is ReviewState.PARKED:
                            parked.append((entry, why))
                        event = "enqueued" if entry.state is ReviewState.PENDING else "parked"
                        await self._audit(entry, event, "groundstream", why)
                offsets[tp] = records[-1].offset + 1
            await self._producer.send_offsets_to_transaction(offsets, self.group)
        self.queue = queue
        for entry, why in parked:
            log.warning("review_claim_parked", claim_id=entry.claim_id, user_id=entry.user_id, reason=why)
        self._gauges()

    @staticmethod
    def _why(entry: ReviewEntry, queue: ReviewQueue) -> str:
        if entry.state is ReviewState.PENDING:
            return entry.decision.reason
        if queue.pending_of(entry.user_id) >= queue.per_user_limit:
            return f"user {entry.user_id} has {queue.per_user_limit} pending claims; parked until room frees"
        return f"review queue full ({queue.total_limit} pending in all); parked until room frees"

    async def _admit(self, rec: object, queue: ReviewQueue) -> ReviewEntry | None:
        raw: bytes = rec.value or b""  # type: ignore[attr-defined]
        try:
            decision = Decision.model_validate_json(raw)
            if decision.tier is not Tier.FLAG_REVIEW:
                raise InvalidClaim(f"refused: a {decision.tier.value} decision on the review topic")
            self.signer.verify(decision)  # only what the gate signed, intact, reaches a reviewer
        except (ValidationError, SignatureError, InvalidClaim) as exc:
            error = exc if isinstance(exc, InvalidClaim) else InvalidClaim(f"refused: {exc}")
            where = {"topic": rec.topic, "partition": rec.partition, "offset": rec.offset}  # type: ignore[attr-defined]
            letter = dead_letter(raw, error, "review", **where)
            assert self._producer is not None
            T.settled(await self._producer.send(self.topic[T.DEADLETTER], letter.model_dump_json().encode(), key=rec.key))  # type: ignore[attr-defined]
            self.metrics.refused.inc()
            return None
        return queue.admit(decision, now())

    async def _send_entry(self, entry: ReviewEntry) -> None:
        assert self._producer is not None
        key = memory_id_for(entry.user_id, entry.claim_id).encode()
        T.settled(await self._producer.send(self.topic[T.REVIEW_QUEUE], entry.model_dump_json().encode(), key=key))

    async def _audit(self, entry: ReviewEntry, event: str, actor: str, reason: str, at: datetime | None = None) -> None:
        assert self._producer is not None
        record = AuditRecord(
            event=event, claim_id=entry.claim_id, user_id=entry.user_id, actor=actor, at=at or now(), reason=reason,
            details={"decision_hash": entry.decision.decision_hash, "state": entry.state.value},
        )  # fmt: skip
        T.settled(await self._producer.send(self.topic[T.AUDIT], record.model_dump_json().encode(), key=entry.user_id.encode()))

    # -- reviewer actions ---------------------------------------------------------------------

    async def act(
        self,
        caller: Caller,
        claim_id: str,
        action: str,
        reason: str | None,
        user_id: str | None = None,
        *,
        supersede: bool = False,
    ) -> ReviewEntry:
        """Approve or reject one claim; exactly one action on a claim ever takes effect.

        `supersede` approves the claim and marks the memory it contradicts invalid from now: the
        memory is the one the gate found (same user, signed in the decision), never one a caller names.
        """
        if action not in ("approve", "reject"):
            raise ValueError("action must be 'approve' or 'reject'")
        if supersede and action != "approve":
            raise CannotSupersede("only an approval supersedes a memory")
        async with self.lock:
            entry = self.queue.visible(caller, claim_id, user_id)
            if entry is None:
                raise NotFound(claim_id)
            if not entry.open:
                raise AlreadyReviewed(entry)
            replaced = entry.decision.contradiction
            if supersede and replaced is None:
                raise CannotSupersede(f"claim {claim_id} contradicts no memory: there is nothing to supersede")
            act = ReviewAction(reviewer=caller.name, action=action, reason=reason, at=now(),
                               supersedes=replaced.memory_id if supersede and replaced else None)  # fmt: skip
            return await self._resolve(entry, act)

    async def _resolve(self, entry: ReviewEntry, action: ReviewAction) -> ReviewEntry:
        assert self._producer is not None
        done = self.queue.resolve(entry, action)
        outcome = self.signer.sign(reviewed(entry.decision, action))
        promoted = self.queue.promotions([entry])
        key = entry.user_id.encode()
        async with self._producer.transaction():
            await self._send_entry(done)
            tier_topic = self.topic[T.APPROVED if action.action == "approve" else T.BLOCKED]
            T.settled(await self._producer.send(tier_topic, outcome.model_dump_json().encode(), key=key))
            T.settled(await self._producer.send(self.topic[T.REVIEW_ACTIONS], _action_record(done, action, outcome), key=key))
            await self._audit(done, done.state.value, action.reviewer, action.reason or outcome.reason, action.at)
            if action.supersedes:  # the sink marks it; the audit says who and why, in the same transaction
                record = AuditRecord(
                    event="memory_superseded", claim_id=entry.claim_id, user_id=entry.user_id,
                    memory_id=action.supersedes, actor=action.reviewer, at=action.at,
                    reason=action.reason or f"superseded by claim {entry.claim_id}",
                    details={"superseded_by": memory_id_for(entry.user_id, entry.claim_id),
                             "decision_hash": outcome.decision_hash},
                )  # fmt: skip
                T.settled(await self._producer.send(self.topic[T.AUDIT], record.model_dump_json().encode(), key=key))
            for p in promoted:
                await self._send_entry(p)
                await self._audit(p, "enqueued", "groundstream", "room freed in the review queue")
        self.queue.apply(done)
        for p in promoted:
            self.queue.apply(p)
        self.metrics.actions.labels(action.action).inc()
        self._gauges()
        log.info("review_action", claim_id=entry.claim_id, user_id=entry.user_id, action=action.action,
                 reviewer=action.reviewer, supersedes=action.supersedes, promoted=len(promoted))  # fmt: skip
        return done

    async def bulk(self, caller: Caller, claim_ids: Sequence[str], action: str, reason: str | None) -> list[dict]:
        """Act on many claims; what the caller may not touch (or that is gone) is skipped and said so."""
        results = []
        for claim_id in dict.fromkeys(claim_ids):
            try:
                done = await self.act(caller, claim_id, action, reason)
                results.append({"claim_id": claim_id, "result": done.state.value})
            except NotFound:
                results.append({"claim_id": claim_id, "result": "skipped", "why": "not found"})
            except AlreadyReviewed as exc:
                results.append({"claim_id": claim_id, "result": "skipped", "why": f"already {exc.entry.state.value}"})
            except AmbiguousClaim as exc:
                results.append({"claim_id": claim_id, "result": "skipped", "why": str(exc)})
        return results


def _report_stop(task: asyncio.Task[None]) -> None:
    """The consumer ended: say why (health turns 503 with it; a supervisor restarts the service)."""
    if not task.cancelled() and task.exception() is not None:
        exc = task.exception()
        log.critical("review_consumer_stopped", error=f"{type(exc).__name__}: {exc}",
                     effect="no flagged claim enters the queue until the service restarts")  # fmt: skip


def _action_record(entry: ReviewEntry, action: ReviewAction, outcome: Decision) -> bytes:
    return orjson.dumps(
        {
            "claim_id": entry.claim_id,
            "user_id": entry.user_id,
            **action.model_dump(mode="json"),
            "decision_hash": outcome.decision_hash,
        }
    )
