"""What this machine allows through Kafka when nothing is decided: the ceiling under the worker.

Two consume -> produce pipes, run as processes in place of the worker, on the same broker
with the same load generator and the same read_committed clock as `kafka_e2e`:

- **aiokafka pipe**: a bare aiokafka consumer and one transactional producer per input
  partition (the worker's delivery model), sending each record on unchanged and committing every
  partition's transaction together every `commit_interval_s`.
- **worker pass-through**: this worker's own loop (`streams.worker.GateWorker`: its consumer,
  its checkpoint's per-partition transactions and commits, web views and sink), sending each record on undecided:
  the cost of the stream runtime alone.

    python -m benchmarks.kafka_floor pipe BROKER PREFIX COMMIT_INTERVAL_S EXACTLY_ONCE
    python -m benchmarks.kafka_floor loop CONFIG
"""

from __future__ import annotations

import asyncio
import signal
import sys
from typing import Any

from aiokafka import AIOKafkaConsumer, AIOKafkaProducer, TopicPartition

from groundstream.streams import topics as T

PARTITIONS = 4


async def pipe(broker: str, prefix: str, commit_interval_s: float, exactly_once: bool, stop: asyncio.Event) -> None:
    group = f"{prefix}pipe"
    consumer = AIOKafkaConsumer(
        T.name(T.CANDIDATES, prefix), bootstrap_servers=broker, group_id=group, enable_auto_commit=False,
        isolation_level="read_committed", auto_offset_reset="earliest",
    )
    producers = {
        p: AIOKafkaProducer(
            bootstrap_servers=broker, acks="all", enable_idempotence=True,
            transactional_id=f"{prefix}pipe-{p}" if exactly_once else None,
        )
        for p in range(PARTITIONS)
    }
    out = T.name(T.BLOCKED, prefix)
    await consumer.start()
    for producer in producers.values():
        await producer.start()
        if exactly_once:
            await producer.begin_transaction()

    async def commit(tp: TopicPartition, offset: int) -> None:
        producer = producers[tp.partition]
        await producer.send_offsets_to_transaction({tp: offset}, group)
        await producer.commit_transaction()
        await producer.begin_transaction()

    pending: dict[TopicPartition, int] = {}
    committed_at = asyncio.get_running_loop().time()
    try:
        while not stop.is_set():
            for tp, records in (await consumer.getmany(timeout_ms=10, max_records=500)).items():
                for r in records:
                    await producers[tp.partition].send(out, r.value, key=r.key, partition=tp.partition)
                pending[tp] = records[-1].offset + 1
            if pending and asyncio.get_running_loop().time() - committed_at >= commit_interval_s:
                if exactly_once:
                    await asyncio.gather(*(commit(tp, offset) for tp, offset in pending.items()))
                else:
                    await asyncio.gather(*(p.flush() for p in producers.values()))
                    await consumer.commit(pending)
                pending = {}
                committed_at = asyncio.get_running_loop().time()
    finally:
        for producer in producers.values():
            await producer.stop()
        await consumer.stop()


def run_pipe(broker: str, prefix: str, commit_interval_s: float, exactly_once: bool) -> None:
    async def main() -> None:
        stop = asyncio.Event()
        asyncio.get_running_loop().add_signal_handler(signal.SIGTERM, stop.set)
        await pipe(broker, prefix, commit_interval_s, exactly_once, stop)

    asyncio.run(main())


def run_loop_passthrough(config: str) -> None:
    """The worker as `groundstream worker` runs it, its gate deciding nothing."""
    from groundstream.streams.checkpoint import PartitionState
    from groundstream.streams.config import Settings
    from groundstream.streams.worker import GateWorker, serve

    class PassThrough(GateWorker):
        async def decide_records(self, part: PartitionState, records: list[Any]) -> None:
            for r in records:
                await self.send(part, T.BLOCKED, r.key, r.value or b"", r.partition)

    settings = Settings.load(config)
    k = settings.kafka
    asyncio.run(T.ensure_topics(k.broker, k.partitions, k.replication, prefix=k.topic_prefix))
    asyncio.run(serve(settings, PassThrough(settings)))


if __name__ == "__main__":
    if sys.argv[1] == "pipe":
        run_pipe(sys.argv[2], sys.argv[3], float(sys.argv[4]), sys.argv[5] == "1")
    else:
        run_loop_passthrough(sys.argv[2])
