"""The memory sink's group mark through rebalances, on the real broker and store.

A gate that takes over a partition indexes its users from the store and then reads
claims.approved from the sink group's committed offset (streams/worker.py, `_prepare`): that is
only whole if every approval below the mark is in the store, at every moment. Rebalances land
while a sink is taking a fetch (aiokafka calls the listener from its own task); here sinks join
and leave the group while it works through a backlog with dead letters in it, whose sends make
each take long.
"""

from __future__ import annotations

import asyncio
import contextlib

import pytest
from aiokafka import AIOKafkaProducer, TopicPartition

from groundstream.detectors.gate.gate import Gate
from groundstream.detectors.gate.policy import Policy
from groundstream.detectors.gate.signing import Signer
from groundstream.detectors.providers.verify import CitationVerifier
from groundstream.schemas import Tier, memory_id_for
from groundstream.sinks.memory_store import open_store
from groundstream.streams import topics as T
from groundstream.streams.metrics import Metrics
from groundstream.streams.sink_runner import SinkRunner
from tests.conftest import claim
from tests.kafka_harness import SIGNING_KEY, Env, until

BACKLOG = 6000
EVERY_NTH_UNSIGNED = 4  # each one a dead letter the take waits for


class Sink:
    """One SinkRunner with its loop, in this process (a worker runs one beside its gate)."""

    def __init__(self, runner: SinkRunner) -> None:
        self.runner = runner
        self.task: asyncio.Task[None] | None = None

    async def start(self) -> None:
        await self.runner.start()
        self.task = asyncio.create_task(self.runner.run())

    def crashed(self) -> BaseException | None:
        """What ended the loop, if anything did (in a worker: `memory_sink_stopped`, health 503)."""
        done = self.task is not None and self.task.done() and not self.task.cancelled()
        return self.task.exception() if done and self.task is not None else None

    async def stop(self) -> None:
        if self.task is not None:
            self.task.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await self.task
        await self.runner.stop()


@pytest.mark.kafka
@pytest.mark.timeout(240)
async def test_no_sink_commits_past_an_approval_it_has_not_stored_while_the_group_rebalances(kafka_broker: str, tmp_path) -> None:  # noqa: ANN001
    env = Env(kafka_broker, tmp_path)
    settings = env.settings()
    await T.ensure_topics(kafka_broker, env.partitions, prefix=env.prefix)
    signer = Signer({SIGNING_KEY[0]: SIGNING_KEY[1].encode()}, SIGNING_KEY[0])
    gate = Gate(Policy(), CitationVerifier({}))

    # The backlog: signed approvals, and every few records an unsigned one (a dead letter).
    sent: dict[tuple[int, int], str] = {}  # (partition, offset) of a signed approval -> its memory id
    producer = AIOKafkaProducer(bootstrap_servers=kafka_broker, linger_ms=20)
    await producer.start()
    try:
        pending = []
        for i in range(BACKLOG):
            user = f"user{i % 37}"
            decision = await gate.decide(claim(f"Service {i} keeps its events for {i % 20 + 2} days", source="user",
                                               claim_id=f"c{i}", user=user))  # fmt: skip
            assert decision.tier is Tier.AUTO_APPROVE
            signed = i % EVERY_NTH_UNSIGNED != 0
            value = (signer.sign(decision) if signed else decision).model_dump_json().encode()
            future = await producer.send(env.topic(T.APPROVED), value, key=user.encode(),
                                         partition=T.user_partition(user, env.partitions))  # fmt: skip
            pending.append((future, memory_id_for(user, f"c{i}") if signed else None))
        for future, memory_id in pending:
            meta = await future
            if memory_id is not None:
                sent[(meta.partition, meta.offset)] = memory_id
    finally:
        await producer.stop()

    store = open_store(path=str(tmp_path / "store"), partitions=env.partitions,
                       partition_of=lambda u: T.user_partition(u, env.partitions))  # fmt: skip
    await store.ensure_collection()
    sinks = [Sink(SinkRunner(settings, store, signer, Metrics())) for _ in range(3)]
    tps = [TopicPartition(env.topic(T.APPROVED), p) for p in range(env.partitions)]
    confirmed: set[str] = set()
    violations: list[str] = []
    done = asyncio.Event()

    def settled(enough: int) -> bool:
        return len(confirmed) >= enough or bool(violations) or any(sink.crashed() for sink in sinks)

    async def watch() -> None:
        """The mark first, then the store: an approval below the mark must be stored already."""
        admin = await T.connect_admin(kafka_broker, 30)
        try:
            while not done.is_set():
                offsets = await admin.list_consumer_group_offsets(f"{settings.kafka.group}-sink", partitions=tps)
                marks = {tp.partition: m.offset for tp, m in offsets.items() if m is not None and m.offset >= 0}
                for (p, offset), memory_id in sent.items():
                    if memory_id in confirmed or offset >= marks.get(p, 0):
                        continue
                    if await store.get(memory_id) is not None:
                        confirmed.add(memory_id)
                    else:
                        violations.append(f"partition {p}: offset {offset} below the sink's mark {marks[p]}, not stored")
                await asyncio.sleep(0.01)
        finally:
            await admin.close()

    await sinks[0].start()  # its group's coordinator found: the mark can be asked for
    watcher = asyncio.create_task(watch())
    try:
        for joining in sinks[1:]:  # two joins and two leaves, each a rebalance of a busy group
            await until(lambda: settled(1), "the first sink storing", timeout_s=60)
            enough = min(len(confirmed) + 300, len(sent))
            await joining.start()
            await until(lambda e=enough: settled(e), "the group storing after the join", timeout_s=60)  # type: ignore[misc]
            await joining.stop()
        await until(lambda: settled(len(sent)), "every approval stored", timeout_s=120)
    finally:
        done.set()
        await watcher  # its own failure, if any, fails the test
        for sink in sinks:
            await sink.stop()
        await store.close()
    assert [sink.crashed() for sink in sinks] == [None] * len(sinks)
    assert violations == [], f"{len(violations)} checks found the mark past the store: {violations[:3]}"
    assert len(confirmed) == len(sent)
