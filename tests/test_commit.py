"""The worker commits its partitions' transactions together, and loses no error doing so.

On the real broker: the worker's own Faust producer (`create_app`) begins one transaction per
partition, as Faust does for a worker's input partitions, and `commit_transactions` commits them.
"""

from __future__ import annotations

import asyncio
import uuid
from collections.abc import AsyncIterator
from pathlib import Path
from typing import Any

import pytest
from aiokafka import AIOKafkaConsumer, AIOKafkaProducer, TopicPartition
from aiokafka.errors import IllegalOperation, KafkaError

from groundstream.streams import topics as T
from groundstream.streams.client import records
from groundstream.streams.worker import ConcurrentCommitProducer, create_app
from tests.kafka_harness import Env

pytestmark = [pytest.mark.kafka, pytest.mark.timeout(120)]
PARTITIONS = 4


@pytest.fixture
async def producer(kafka_broker: str, tmp_path: Path) -> AsyncIterator[Any]:
    env = Env(kafka_broker, tmp_path, partitions=PARTITIONS)
    await T.ensure_topics(kafka_broker, PARTITIONS, 1, prefix=env.prefix)
    app, _ = create_app(env.settings())
    p = app.producer
    assert isinstance(p, ConcurrentCommitProducer)
    await p.start()
    p.test_env = env
    p.tids = [f"{env.prefix}gate-{n}" for n in range(PARTITIONS)]
    yield p
    for tid in p.tids:
        await p.stop_transaction(tid)
    await p.stop()


async def _begin_and_send(producer: Any) -> dict[str, dict[TopicPartition, int]]:
    """Each partition's transaction holds one decision; returns the offsets to commit."""
    env: Env = producer.test_env
    offsets = {}
    for n, tid in enumerate(producer.tids):
        await producer.begin_transaction(tid)
        await producer.send(env.topic(T.BLOCKED), b"k", f"decision {n}".encode(), n, None, None, transactional_id=tid)
        offsets[tid] = {TopicPartition(env.topic(T.CANDIDATES), n): 10 + n}
    return offsets


def _spy(producer: Any, events: list[str]) -> None:
    """Record when each partition's commit starts (its offsets are sent: the first step of
    committing a partition) and ends (its transaction committed); the work itself is Kafka's.
    Recording the start at commit_transaction instead made the test depend on how fast each
    partition's offsets came back."""
    for tid in producer.tids:
        real = producer._transaction_producers[tid]
        send_offsets, commit = real.send_offsets_to_transaction, real.commit_transaction

        async def spied_offsets(*args: Any, tid: str = tid, send_offsets: Any = send_offsets, **kwargs: Any) -> None:
            events.append(f"start {tid}")
            await send_offsets(*args, **kwargs)

        async def spied_commit(tid: str = tid, commit: Any = commit) -> None:
            await commit()
            events.append(f"end {tid}")

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


async def test_every_partition_commits_its_outputs_and_offsets_and_the_commits_overlap(producer: Any) -> None:
    env: Env = producer.test_env
    offsets = await _begin_and_send(producer)
    events: list[str] = []
    _spy(producer, events)
    await producer.commit_transactions(offsets, env.settings().kafka.group)
    assert await _visible(env) == [f"decision {n}".encode() for n in range(PARTITIONS)]
    assert await _committed(env) == {n: 10 + n for n in range(PARTITIONS)}
    # Concurrent: every partition's commit began before the first one ended (one after
    # another, as Faust does, each would end before the next began).
    first_end = next(i for i, e in enumerate(events) if e.startswith("end"))
    assert sorted(e for e in events[:first_end]) == sorted(f"start {t}" for t in producer.tids)
    for tid in producer.tids:  # and each partition's next transaction is open
        await producer.send(env.topic(T.BLOCKED), b"k", b"next", None, None, None, transactional_id=tid)


async def test_a_fenced_partition_raises_after_the_others_committed(producer: Any) -> None:
    env: Env = producer.test_env
    offsets = await _begin_and_send(producer)
    # Another instance takes partition 0's transactional id: ours is fenced, its work aborted.
    usurper = AIOKafkaProducer(bootstrap_servers=env.broker, transactional_id=producer.tids[0])
    await usurper.start()
    try:
        with pytest.raises(KafkaError):
            await producer.commit_transactions(offsets, env.settings().kafka.group)
    finally:
        await usurper.stop()
    assert await _visible(env) == [f"decision {n}".encode() for n in range(1, PARTITIONS)]
    assert await _committed(env) == {0: None, **{n: 10 + n for n in range(1, PARTITIONS)}}


async def test_unknown_transactions_are_skipped_and_no_new_one_begins_when_not_asked(producer: Any) -> None:
    env: Env = producer.test_env
    offsets = await _begin_and_send(producer)
    stray = f"{env.prefix}gate-{uuid.uuid4().hex[:6]}"
    await producer.commit_transactions(
        {producer.tids[0]: offsets[producer.tids[0]], stray: {TopicPartition(env.topic(T.CANDIDATES), 0): 99}},
        env.settings().kafka.group,
        start_new_transaction=False,
    )
    assert await _visible(env) == [b"decision 0"]
    assert (await _committed(env))[0] == 10
    real = producer._transaction_producers[producer.tids[0]]
    with pytest.raises(IllegalOperation, match="not in transaction"):
        await asyncio.wait_for(real.send(env.topic(T.BLOCKED), b"after", partition=0), 5)
