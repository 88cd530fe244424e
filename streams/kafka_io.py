"""`groundstream publish` and `groundstream tail`: the agent-fleet and operator ends of the topics."""

from __future__ import annotations

import json
import sys
import time
from collections.abc import AsyncIterator
from dataclasses import dataclass
from typing import IO

from aiokafka import AIOKafkaConsumer, AIOKafkaProducer
from pydantic import ValidationError
from tqdm import tqdm

from groundstream.schemas import DeadLetter, Decision, Feedback
from groundstream.streams import topics as T
from groundstream.streams.config import Settings
from groundstream.streams.report import TIER_LABEL


def record_key(raw: bytes) -> bytes | None:
    """The Kafka key of a claim line: its user_id. None for a line that has none (the gate dead-letters it)."""
    try:
        value = json.loads(raw)
    except ValueError:
        return None
    user = value.get("user_id") if isinstance(value, dict) else None
    return user.encode() if isinstance(user, str) and user else None


@dataclass
class Published:
    records: int = 0
    seconds: float = 0.0


async def publish(settings: Settings, source: IO[bytes], *, progress: bool = False, total: int | None = None) -> Published:
    """Publish every non-blank line to claims.candidates, keyed by user_id, acknowledged by all replicas."""
    k = settings.kafka
    await T.ensure_topics(k.broker, k.partitions, k.replication, prefix=k.topic_prefix, wait_s=k.connect_timeout_s)
    producer = AIOKafkaProducer(
        bootstrap_servers=settings.kafka.broker, acks="all", enable_idempotence=True, linger_ms=5, client_id="groundstream-publish"
    )
    await producer.start()
    done = Published()
    started = time.perf_counter()
    try:
        with tqdm(total=total, unit="B", unit_scale=True, desc="publish", disable=not progress, file=sys.stderr) as bar:
            pending = []
            for line in source:
                bar.update(len(line))
                raw = line.rstrip(b"\r\n")
                if not raw.strip():
                    continue
                pending.append(await producer.send(T.name(T.CANDIDATES, k.topic_prefix), value=raw, key=record_key(raw)))
                done.records += 1
                if len(pending) >= 1000:
                    for fut in pending:
                        await fut
                    pending.clear()
            for fut in pending:
                await fut
    finally:
        await producer.stop()
    done.seconds = time.perf_counter() - started
    return done


async def records(
    broker: str,
    topics: list[str],
    *,
    from_beginning: bool = True,
    idle_timeout_s: float | None = None,
    connect_timeout_s: float = 15.0,
) -> AsyncIterator[tuple[str, bytes]]:
    """Committed records of the topics, oldest first; stops after `idle_timeout_s` without one.

    T.BrokerUnreachable when no broker answers within `connect_timeout_s`.
    """
    await (await T.connect_admin(broker, connect_timeout_s)).close()
    consumer = AIOKafkaConsumer(
        *topics,
        bootstrap_servers=broker,
        isolation_level="read_committed",  # never show a decision from an aborted transaction
        auto_offset_reset="earliest" if from_beginning else "latest",
        enable_auto_commit=False,
        group_id=None,
    )
    await consumer.start()
    try:
        idle_since = time.monotonic()
        while True:
            batch = await consumer.getmany(timeout_ms=200, max_records=1000)
            if not batch:
                if idle_timeout_s is not None and time.monotonic() - idle_since > idle_timeout_s:
                    return
                continue
            idle_since = time.monotonic()
            for tp_records in batch.values():
                for rec in tp_records:
                    yield rec.topic, rec.value or b""
    finally:
        await consumer.stop()


def parse_record(topic: str, value: bytes) -> Decision | DeadLetter | Feedback:
    """A record of a tier topic (a decision), the dead-letter topic or the feedback topic."""
    if topic.endswith(T.DEADLETTER):
        return DeadLetter.model_validate_json(value)
    if topic.endswith(T.FEEDBACK):
        return Feedback.model_validate_json(value)
    return Decision.model_validate_json(value)


def describe(topic: str, value: bytes) -> str:
    """One readable line for a record of any groundstream topic."""
    try:
        d = parse_record(topic, value)
        if isinstance(d, DeadLetter):
            return f"DEAD      {d.source:<28} {d.error}"
        if isinstance(d, Feedback):
            what = "; ".join(p.detail for p in d.problems[:3]) or d.reason
            rounds = f"round {d.round}/{d.max_rounds}" + ("" if d.lineage else ", last")
            return f"{d.action.upper():<10} {d.agent_id or '-':<10} {d.claim_id[:12]:<12} score {d.score:+.2f} ({rounds})  {what}"
        content = d.claim.content.replace("\n", " ")
        content = content if len(content) <= 48 else content[:47] + "…"
        return f"{TIER_LABEL[d.tier]:<9} {d.user_id:<10} {d.claim_id[:12]:<12} {content:<48}  {d.reason}"
    except ValidationError:
        return f"{topic}: {value[:200]!r}"
