"""The worker commits its partitions' transactions together, and loses no error doing so.

On the real broker: the worker's producers, one transactional producer per input partition as
the worker starts them on assignment, each with a decision and its offsets; `_commit` commits them.
"""

from __future__ import annotations

from collections.abc import AsyncIterator
from pathlib import Path
from typing import Any

import pytest
from aiokafka import AIOKafkaConsumer, AIOKafkaProducer, TopicPartition
from aiokafka.errors import KafkaError

from groundstream.streams import topics as T
from groundstream.streams.checkpoint import PartitionState
from groundstream.streams.kafka_io import records
from groundstream.streams.worker import GateWorker
from tests.kafka_harness import Env

pytestmark = [pytest.mark.kafka, pytest.mark.timeout(120)]
PARTITIONS = 4


@pytest.fixture
async def worker(kafka_broker: str, tmp_path: Path) -> AsyncIterator[Any]:
    """A worker owning every partition, each with its transactional producer (as on assignment)."""
    env = Env(kafka_broker, tmp_path, partitions=PARTITIONS)
    await T.ensure_topics(kafka_broker, PARTITIONS, 1, prefix=env.prefix)
    w = GateWorker(env.settings())
    for n in range(PARTITIONS):
        producer = AIOKafkaProducer(bootstrap_servers=kafka_broker, acks="all", enable_idempotence=True,
                                    transactional_id=f"{env.prefix}gate-{w.candidates}-{n}")  # fmt: skip
        await producer.start()
        w.partitions[n] = PartitionState(producer)
    w.test_env = env
    yield w
    for part in w.partitions.values():
        await part.producer.stop()


async def _begin_and_send(worker: Any) -> None:
    """Each partition's transaction holds one decision, and the offset to commit with it."""
    env: Env = worker.test_env
    for n, part in worker.partitions.items():
        await worker.send(part, T.BLOCKED, b"k", f"decision {n}".encode(), n)
        part.offsets = {TopicPartition(env.topic(T.CANDIDATES), n): 10 + n}


def _spy(worker: Any, events: list[str]) -> None:
    """Record when each partition's commit starts (its offsets are sent: the first step of
    committing a partition) and ends (its transaction committed); the work itself is Kafka's."""
    for n, part in worker.partitions.items():
        real = part.producer
        send_offsets, commit = real.send_offsets_to_transaction, real.commit_transaction

        async def spied_offsets(*args: Any, n: int = n, send_offsets: Any = send_offsets, **kwargs: Any) -> None:
            events.append(f"start {n}")
            await send_offsets(*args, **kwargs)

        async def spied_commit(n: int = n, commit: Any = commit) -> None:
            await commit()
            events.append(f"end {n}")

        real.send_offsets_to_transaction = spied_offsets
        real.commit_transaction = spied_commit


async def _visible(env: Env) -> list[bytes]:
    """The decisions a read_committed consumer sees."""
    return sorted([v async for _, v in records(env.broker, [env.topic(T.BLOCKED)], idle_timeout_s=2)])


async def _committed(env: Env) -> dict[int, int | None]:
    consumer = AIOKafkaConsumer(bootstrap_servers=env.broker, group_id=env.settings().kafka.group, enable_auto_commit=False)
    await consumer.start()
    try:
        return {n: await consumer.committed(TopicPartition(env.topic(T.CANDIDATES), n)) for n in range(PARTITIONS)}
    finally:
        await consumer.stop()


async def test_every_partition_commits_its_outputs_and_offsets_and_the_commits_overlap(worker: Any) -> None:
    env: Env = worker.test_env
    await _begin_and_send(worker)
    events: list[str] = []
    _spy(worker, events)
    await worker.checkpoint.commit(set(worker.partitions))
    assert await _visible(env) == [f"decision {n}".encode() for n in range(PARTITIONS)]
    assert await _committed(env) == {n: 10 + n for n in range(PARTITIONS)}
    # Concurrent: every partition's commit began before the first one ended (one after
    # another, each would end before the next began).
    first_end = next(i for i, e in enumerate(events) if e.startswith("end"))
    assert sorted(e for e in events[:first_end]) == sorted(f"start {n}" for n in range(PARTITIONS))
    assert all(not p.in_transaction and not p.offsets for p in worker.partitions.values())
    # the next decision opens the partition's next transaction
    await worker.send(worker.partitions[0], T.BLOCKED, b"k", b"next", 0)
    assert worker.partitions[0].in_transaction


async def test_a_fenced_zombie_cannot_commit_and_the_others_still_do(worker: Any) -> None:
    env: Env = worker.test_env
    await _begin_and_send(worker)
    # A new owner of partition 0 starts its producer with the same transactional id: ours is a
    # zombie now, fenced, its open transaction aborted.
    usurper = AIOKafkaProducer(bootstrap_servers=env.broker, transactional_id=f"{env.prefix}gate-{worker.candidates}-0")
    await usurper.start()
    try:
        with pytest.raises(KafkaError):
            await worker.checkpoint.commit(set(worker.partitions))
    finally:
        await usurper.stop()
    assert await _visible(env) == [f"decision {n}".encode() for n in range(1, PARTITIONS)]
    assert await _committed(env) == {0: None, **{n: 10 + n for n in range(1, PARTITIONS)}}


async def test_at_least_once_commits_offsets_only_after_the_deliveries(kafka_broker: str, tmp_path: Path) -> None:
    env = Env(kafka_broker, tmp_path, partitions=PARTITIONS)
    await T.ensure_topics(kafka_broker, PARTITIONS, 1, prefix=env.prefix)
    settings = env.settings()
    settings = settings.model_copy(update={"kafka": settings.kafka.model_copy(update={"exactly_once": False})})
    w = GateWorker(settings)
    w.plain = AIOKafkaProducer(bootstrap_servers=kafka_broker, acks="all", enable_idempotence=True)
    w.consumer = AIOKafkaConsumer(bootstrap_servers=kafka_broker, group_id=settings.kafka.group, enable_auto_commit=False)
    await w.plain.start()
    await w.consumer.start()
    try:
        w.consumer.assign([TopicPartition(env.topic(T.CANDIDATES), n) for n in range(PARTITIONS)])
        for n in range(PARTITIONS):
            w.partitions[n] = PartitionState(None)
            await w.send(w.partitions[n], T.BLOCKED, b"k", f"decision {n}".encode(), n)
            w.partitions[n].offsets = {TopicPartition(env.topic(T.CANDIDATES), n): 5}
        assert w.checkpoint.unconfirmed == PARTITIONS
        await w.checkpoint.commit(set(w.partitions))
        assert w.checkpoint.unconfirmed == 0 and await _committed(env) == {n: 5 for n in range(PARTITIONS)}
        assert await _visible(env) == [f"decision {n}".encode() for n in range(PARTITIONS)]
    finally:
        await w.consumer.stop()
        await w.plain.stop()


async def test_an_assignment_that_arrives_once_the_worker_is_stopping_is_not_taken(kafka_broker: str, tmp_path: Path) -> None:
    """A join under way when the worker was told to stop still ends in an assignment (aiokafka's
    coordinator finishes it while the consumer's `stop()` waits): taking it would start producers that
    `leave` has already stopped, or, with the consumer gone, exit 75 instead of 0."""
    env = Env(kafka_broker, tmp_path, partitions=PARTITIONS)
    await T.ensure_topics(kafka_broker, PARTITIONS, 1, prefix=env.prefix)
    w = GateWorker(env.settings())
    w.consumer = AIOKafkaConsumer(bootstrap_servers=kafka_broker, group_id=w.settings.kafka.group, enable_auto_commit=False)
    await w.consumer.start()
    try:
        assigned = {TopicPartition(topic, n) for topic in (w.candidates, w.approved) for n in range(PARTITIONS)}
        w.consumer.assign(list(assigned))
        w.stopping.set()
        await w.on_partitions_assigned(assigned)
        assert w.partitions == {}  # no producer started, nothing to index
        assert w.consumer.paused() == set()
    finally:
        await w.consumer.stop()
