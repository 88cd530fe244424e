"""The agent's side of the gate: submit a claim, get its decision, read feedback, recall memories.

Public API as `groundstream.client`. Two ways to the same gate:

- **through Kafka** (the default): the claim is published to `claims.candidates`, keyed by its
  user; the decision a worker makes is read back from the tier topics (read_committed) and matched
  by user and claim id. No decision within `timeout_s` raises `DecisionTimeout` (the claim is
  queued; `status` tells later).
- **embedded** (`embedded=True`): decided in this process on the embedded store, as `groundstream
  validate` decides, for one developer's agent without a broker.

Either way the claim passes admission as on Kafka (a signed claim's signature is checked where
`[trust]` names the agent's keys); with a key the client signs each claim as its agent.

    async with await GateClient.open(settings, agent_id="planner") as client:
        decision = await client.submit({"user_id": "alice", "content": "Sessions live in Redis"})
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import re
import uuid
from collections.abc import AsyncIterator, Mapping
from dataclasses import dataclass
from typing import Any, Self

import tantivy
from aiokafka import AIOKafkaConsumer, AIOKafkaProducer
from aiokafka.errors import KafkaError

from groundstream.detectors.admission import InvalidClaim
from groundstream.detectors.claim_auth import sign_claim
from groundstream.detectors.normalize import normalize
from groundstream.schemas import DeadLetter, Decision, Feedback, memory_id_for
from groundstream.sinks.memory_store import Memory, MemoryStore, MemoryStoreError
from groundstream.streams import factory
from groundstream.streams import topics as T
from groundstream.streams.config import Settings
from groundstream.streams.gate_service import GateService, dead_letter

__all__ = ["ClaimRefused", "DecisionTimeout", "GateClient", "GateUnavailable", "Recalled", "SyncGateClient"]


class GateUnavailable(ConnectionError):
    """The broker (or the memory store, for recall) cannot be reached; the message says which and where."""


class DecisionTimeout(TimeoutError):
    """No decision arrived in time: the claim is queued, not lost; ask `status` later."""

    def __init__(self, claim_id: str, waited_s: float) -> None:
        super().__init__(f"no decision for claim {claim_id} within {waited_s:g} s: it is queued (pending review or a busy worker); "
                         "ask status() for it later")  # fmt: skip
        self.claim_id = claim_id


class ClaimRefused(ValueError):
    """The record is not a claim the gate takes (a dead letter); the message says why, secrets redacted."""


@dataclass(frozen=True, slots=True)
class Recalled:
    """One memory recalled for a query, with its provenance."""

    memory_id: str
    claim_id: str
    content: str
    score: float
    memory_type: str | None
    source: str | None
    agent_id: str | None
    decision_hash: str | None
    approved_at: str | None
    evidence: dict[str, Any] | None

    @classmethod
    def of(cls, memory: Memory, score: float) -> Recalled:
        p = memory.payload
        evidence = p.get("evidence") if isinstance(p.get("evidence"), dict) else None
        return cls(
            memory_id=memory.memory_id, claim_id=memory.claim_id, content=memory.content, score=round(score, 4),
            memory_type=p.get("memory_type"), source=p.get("source"), agent_id=p.get("agent_id"),
            decision_hash=(p.get("decision") or {}).get("decision_hash"), approved_at=(evidence or {}).get("capture_time"),
            evidence=evidence,
        )  # fmt: skip

    def as_dict(self) -> dict[str, Any]:
        return {f: getattr(self, f) for f in self.__dataclass_fields__}


_TERM = re.compile(r"[a-z0-9]+")  # the query grammar's words only: no field names, operators or quotes
_RECALL_HEAP = 15_000_000  # tantivy's smallest writer budget; a user's memories are far below it


def rank(query: str, memories: list[Memory], limit: int) -> list[tuple[Memory, float]]:
    """BM25 (tantivy, English stemming) over the memories' text: the nearest to `query`, best first.

    An index in RAM per call: a user's memories are read from the store for each recall anyway,
    and the same engine as the gate's grounding ranks them (docs/decisions.md)."""
    terms = list(dict.fromkeys(_TERM.findall(normalize(query).text)))
    if not memories or not terms or limit < 1:
        return []
    schema = tantivy.SchemaBuilder()
    schema.add_text_field("body", stored=False, tokenizer_name="en_stem")
    schema.add_integer_field("i", stored=True)
    index = tantivy.Index(schema.build())
    writer = index.writer(heap_size=_RECALL_HEAP, num_threads=1)
    for i, memory in enumerate(memories):
        writer.add_document(tantivy.Document(i=i, body=memory.content))
    writer.commit()
    index.reload()
    searcher = index.searcher()
    hits = searcher.search(index.parse_query(" OR ".join(terms), ["body"]), limit, count=False).hits
    return [(memories[searcher.doc(address)["i"][0]], float(score)) for score, address in hits if score > 0]


class GateClient:
    """Submit claims as one agent and read what the gate decided (see the module doc)."""

    def __init__(self, settings: Settings, *, agent_id: str | None, key_id: str | None = None, key: bytes | None = None,
                 timeout_s: float = 10.0) -> None:  # fmt: skip
        self.settings = settings
        self.agent_id = agent_id
        self.key_id, self.key = key_id, key
        self.timeout_s = timeout_s
        self.embedded: GateService | None = None
        self._store: MemoryStore | None = None
        self._producer: AIOKafkaProducer | None = None
        self._consumer: AIOKafkaConsumer | None = None
        self._tail: asyncio.Task[None] | None = None
        self._waiting: dict[tuple[str, str], asyncio.Future[Decision | DeadLetter]] = {}
        self.seen: dict[tuple[str, str], Decision] = {}  # the latest decision for each claim this client saw
        self._feedback: dict[tuple[str, str], Feedback] = {}  # feedback records of this agent, by user and claim
        self._feedback_arrived = asyncio.Event()

    @classmethod
    async def open(cls, settings: Settings, *, agent_id: str | None, embedded: bool = False, key_id: str | None = None,
                   key: bytes | None = None, timeout_s: float = 10.0) -> GateClient:  # fmt: skip
        """A client of the gate `settings` name: in this process (`embedded`) or through Kafka."""
        client = cls(settings, agent_id=agent_id, key_id=key_id, key=key, timeout_s=timeout_s)
        if embedded:
            client.embedded = await GateService.open(settings)
            client._store = client.embedded.store
        else:
            await client._connect()
        return client

    async def __aenter__(self) -> Self:
        return self

    async def __aexit__(self, *exc: object) -> None:
        await self.close()

    async def _connect(self) -> None:
        k = self.settings.kafka
        try:
            await T.ensure_topics(k.broker, k.partitions, k.replication, prefix=k.topic_prefix, wait_s=k.connect_timeout_s)
        except T.BrokerUnreachable as exc:
            raise GateUnavailable(str(exc)) from None
        self._producer = AIOKafkaProducer(bootstrap_servers=k.broker, acks="all", enable_idempotence=True, client_id="groundstream-client")
        self._consumer = AIOKafkaConsumer(
            *[T.name(t, k.topic_prefix) for t in (T.APPROVED, T.REVIEW, T.BLOCKED, T.DEADLETTER, T.FEEDBACK)],
            bootstrap_servers=k.broker, isolation_level="read_committed", enable_auto_commit=False,
            auto_offset_reset="latest", client_id="groundstream-client",
        )  # fmt: skip
        try:
            await self._producer.start()
            await self._consumer.start()
            await self._positioned(self._consumer)
        except KafkaError as exc:
            await self.close()
            raise GateUnavailable(f"the Kafka broker at {k.broker} cannot be used: {type(exc).__name__}: {exc}") from None
        self._tail = asyncio.create_task(self._read_decisions(), name="groundstream-client-decisions")

    @staticmethod
    async def _positioned(consumer: AIOKafkaConsumer) -> None:
        """Until the consumer has its partitions and positions: a decision sent after this is seen."""
        for _ in range(200):
            parts = consumer.assignment()
            if parts:
                for tp in parts:
                    await consumer.position(tp)
                return
            await asyncio.sleep(0.05)

    async def _read_decisions(self) -> None:
        assert self._consumer is not None
        async for record in self._consumer:
            try:
                parsed: Decision | DeadLetter
                if record.topic.endswith(T.FEEDBACK):
                    if self.agent_id is not None and record.key == self.agent_id.encode():
                        fb = Feedback.model_validate_json(record.value or b"")
                        self._feedback[(fb.user_id, fb.claim_id)] = fb
                        self._feedback_arrived.set()
                    continue
                if record.topic.endswith(T.DEADLETTER):
                    parsed = DeadLetter.model_validate_json(record.value or b"")
                    key = self._dead_key(parsed)
                else:
                    parsed = Decision.model_validate_json(record.value or b"")
                    key = (parsed.user_id, parsed.claim_id)
                    self.seen[key] = parsed
            except ValueError:
                continue
            waiter = self._waiting.pop(key, None) if key else None
            if waiter is not None and not waiter.done():
                waiter.set_result(parsed)

    @staticmethod
    def _dead_key(letter: DeadLetter) -> tuple[str, str] | None:
        try:
            raw = json.loads(letter.raw)
            return str(raw["user_id"]), str(raw["claim_id"])
        except (ValueError, KeyError, TypeError):
            return None

    def _record(self, claim: Mapping[str, Any]) -> dict[str, Any]:
        record = {k: v for k, v in claim.items() if v is not None}
        record.setdefault("claim_id", f"c-{uuid.uuid4().hex}")
        record.setdefault("memory_type", "fact")
        record.setdefault("source", "ai_synthesis")
        if self.agent_id is not None:
            record["agent_id"] = self.agent_id
        if self.key is not None and self.key_id is not None:
            record = sign_claim(record, self.key_id, self.key)
        return record

    async def submit(self, claim: Mapping[str, Any]) -> Decision:
        """Submit one claim and return the gate's decision (DecisionTimeout, ClaimRefused, GateUnavailable)."""
        record = self._record(claim)
        raw = json.dumps(record).encode()
        if self.embedded is not None:
            try:
                parsed = self.embedded.parse(raw)
            except InvalidClaim as exc:
                raise ClaimRefused(dead_letter(raw, exc, "client").error) from None
            decision = await self.embedded.decide_and_store(parsed)
            self.seen[(decision.user_id, decision.claim_id)] = decision
            return decision
        assert self._producer is not None
        key = (str(record.get("user_id")), str(record["claim_id"]))
        waiter: asyncio.Future[Decision | DeadLetter] = asyncio.get_running_loop().create_future()
        self._waiting[key] = waiter
        k = self.settings.kafka
        try:
            await self._producer.send_and_wait(T.name(T.CANDIDATES, k.topic_prefix), raw, key=key[0].encode())
        except KafkaError as exc:
            self._waiting.pop(key, None)
            raise GateUnavailable(f"the claim could not be published to the broker at {k.broker}: {type(exc).__name__}") from None
        try:
            got = await asyncio.wait_for(waiter, self.timeout_s)
        except TimeoutError:
            self._waiting.pop(key, None)
            raise DecisionTimeout(key[1], self.timeout_s) from None
        if isinstance(got, DeadLetter):
            raise ClaimRefused(got.error)
        return got

    async def feedback_of(self, decision: Decision, wait_s: float = 2.0) -> Feedback | None:
        """What the agent should fix in `decision`'s claim, with the lineage token to resubmit with
        (None: nothing it can fix). Through Kafka, the record the worker published with the decision."""
        if self.embedded is not None:
            return self.embedded.gate.feedback(decision)
        g = decision.groundedness
        if g is None or g.action not in ("regenerate", "replan") or decision.claim.agent_id is None:
            return None
        key = (decision.user_id, decision.claim_id)
        deadline = asyncio.get_running_loop().time() + wait_s
        while key not in self._feedback:  # sent in the decision's transaction: here a moment after it
            left = deadline - asyncio.get_running_loop().time()
            if left <= 0:
                return None
            self._feedback_arrived.clear()
            with contextlib.suppress(TimeoutError):
                await asyncio.wait_for(self._feedback_arrived.wait(), left)
        return self._feedback[key]

    async def status(self, user_id: str, claim_id: str) -> dict[str, Any]:
        """What became of a claim: stored (with its provenance), the latest decision seen, or unknown."""
        store = self.memory_store()
        try:
            memory = await store.get(memory_id_for(user_id, claim_id))
        except MemoryStoreError:
            memory = None
        seen = self.seen.get((user_id, claim_id))
        if memory is not None and memory.user_id == user_id:
            return {"claim_id": claim_id, "state": "stored" if memory.valid else "superseded",
                    "memory": Recalled.of(memory, 1.0).as_dict(), "reason": seen.reason if seen else None}  # fmt: skip
        if seen is not None:
            state = {"auto_approve": "approved", "flag_review": "pending_review", "block": "blocked"}[seen.tier.value]
            if seen.review is not None:
                state = "approved_by_reviewer" if seen.tier.value == "auto_approve" else "rejected_by_reviewer"
            return {"claim_id": claim_id, "state": state, "tier": seen.tier.value, "reason": seen.reason}
        return {"claim_id": claim_id, "state": "unknown", "reason": "no decision for this claim was seen by this session"}

    def memory_store(self) -> MemoryStore:
        if self._store is None:
            self._store = factory.build_store(self.settings)
        return self._store

    async def recall(self, user_id: str, query: str, limit: int = 5) -> list[Recalled]:
        """The user's valid memories nearest to `query`, best first, each with its provenance."""
        store = self.memory_store()
        try:
            memories = [m async for m in store.memories(user_id=user_id)]
        except MemoryStoreError as exc:
            raise GateUnavailable(str(exc)) from None
        return [Recalled.of(m, s) for m, s in rank(query, [m for m in memories if m.user_id == user_id], limit)]

    async def feedback(self) -> AsyncIterator[Feedback]:
        """This agent's feedback records on claims.feedback, as they arrive (read_committed)."""
        k = self.settings.kafka
        consumer = AIOKafkaConsumer(T.name(T.FEEDBACK, k.topic_prefix), bootstrap_servers=k.broker, isolation_level="read_committed",
                                    enable_auto_commit=False, auto_offset_reset="latest", client_id="groundstream-client-feedback")  # fmt: skip
        await consumer.start()
        try:
            async for record in consumer:
                if self.agent_id is not None and record.key != self.agent_id.encode():
                    continue
                with contextlib.suppress(ValueError):
                    yield Feedback.model_validate_json(record.value or b"")
        finally:
            await consumer.stop()

    async def close(self) -> None:
        if self._tail is not None:
            self._tail.cancel()
            with contextlib.suppress(asyncio.CancelledError, KafkaError):
                await self._tail
        for part in (self._consumer, self._producer):
            if part is not None:
                with contextlib.suppress(KafkaError):
                    await part.stop()
        if self.embedded is not None:
            await self.embedded.close()
        elif self._store is not None:
            await self._store.close()


class SyncGateClient:
    """The same client for code without an event loop: each call runs on a loop of its own thread."""

    def __init__(self, settings: Settings, **kwargs: Any) -> None:
        self._runner = asyncio.Runner()
        self._client = self._runner.run(GateClient.open(settings, **kwargs))

    def submit(self, claim: Mapping[str, Any]) -> Decision:
        return self._runner.run(self._client.submit(claim))

    def recall(self, user_id: str, query: str, limit: int = 5) -> list[Recalled]:
        return self._runner.run(self._client.recall(user_id, query, limit))

    def status(self, user_id: str, claim_id: str) -> dict[str, Any]:
        return self._runner.run(self._client.status(user_id, claim_id))

    def close(self) -> None:
        self._runner.run(self._client.close())
        self._runner.close()

    def __enter__(self) -> SyncGateClient:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()
