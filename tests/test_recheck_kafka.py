"""Memories that follow their sources, end to end: a worker on the real broker, the real store
(embedded and server), a README that changes under it. Each memory grounded in it is re-checked
once, on `memories.rechecked`, and the memory sink marks the store; a worker killed during a
re-check loses none and repeats none."""

from __future__ import annotations

import asyncio
import json
import time
from collections import defaultdict
from pathlib import Path

import pytest
from aiokafka import AIOKafkaProducer

from groundstream.schemas import AuditRecord, Decision, MemoryRecheck, Tier
from groundstream.sinks.memory_store import open_store
from groundstream.streams import topics as T
from groundstream.streams.kafka_io import records
from tests.conftest import git
from tests.kafka_harness import Env, Worker, committed_past, until

pytestmark = [pytest.mark.kafka, pytest.mark.timeout(300)]


@pytest.fixture
def env(kafka_broker: str, tmp_path: Path) -> Env:
    return Env(kafka_broker, tmp_path)


def store_of(i: int) -> int:
    return 100 + i * 7919 % 800


def readme(count: int, *, changed: set[int] = frozenset(), removed: set[int] = frozenset()) -> str:  # type: ignore[assignment]
    lines = ["# Services", ""]
    for i in range(count):
        if i in removed:
            continue
        lines += [f"Service s{i} keeps its state in store {store_of(i) + (1 if i in changed else 0)}.", ""]
    return "\n".join(lines)


def claim(i: int) -> str:
    return json.dumps({"claim_id": f"c{i}", "user_id": f"u{i}", "memory_type": "fact", "source": "agent",
                       "content": f"Service s{i} keeps its state in store {store_of(i)}."})  # fmt: skip


async def committed(env: Env, base: str, *, idle_s: float = 2.0) -> list[bytes]:
    return [value async for _, value in records(env.broker, [env.topic(base)], idle_timeout_s=idle_s)]


async def rechecks(env: Env) -> list[MemoryRecheck]:
    return [MemoryRecheck.model_validate_json(v) for v in await committed(env, T.RECHECKED)]


async def sink_applied(env: Env) -> None:
    """Until the memory sink's group has committed past every committed re-check (it commits a
    partition's offsets once the store holds its re-checks), whichever worker applied them."""
    await committed_past(env, T.RECHECKED, f"{env.settings().kafka.group}-sink")


def setup(env: Env, tmp_path: Path, count: int) -> Path:
    root = tmp_path / "services"
    root.mkdir()
    (root / "README.md").write_text(readme(count))
    git(root, "init", "-q")
    env.extra = {"sources": {"roots": [str(root)], "refresh_s": 1}}
    return root


async def approved_and_stored(env: Env, worker: Worker, count: int) -> None:
    await env.publish_lines([claim(i) for i in range(count)])
    decisions, letters = await env.collect(count)
    assert not letters and sorted(d.tier for d in decisions) == [Tier.AUTO_APPROVE] * count, {d.reason for d in decisions}
    await until(lambda: worker.metric("groundstream_memories_stored_total") >= count, "every approval stored", 90)


async def memories(env: Env, folder_or_url: dict) -> dict[str, dict]:
    store = open_store(path=folder_or_url.get("qdrant_path"), url=folder_or_url.get("qdrant_url"),
                       collection=folder_or_url.get("collection", "memories"))  # fmt: skip
    try:
        return {m.claim_id: m.payload async for m in store.memories(include_invalid=True)}
    finally:
        await store.close()


@pytest.mark.parametrize("engine", ["embedded", "server"])
async def test_a_changed_readme_rechecks_each_memory_grounded_in_it_once(env: Env, tmp_path: Path, engine: str,
                                                                         request: pytest.FixtureRequest) -> None:  # fmt: skip
    count = 24
    root = setup(env, tmp_path, count)
    env.memory = ({"qdrant_path": str(tmp_path / "qdrant")} if engine == "embedded"
                  else {"qdrant_url": request.getfixturevalue("qdrant_url"), "collection": f"recheck_{env.prefix.strip('.')}"})  # fmt: skip
    worker = Worker(env.config(), tmp_path / "worker.log")
    try:
        worker.wait_ready()
        await approved_and_stored(env, worker, count)
        changed, removed = set(range(0, count, 3)), {1, 4}
        changed_at = time.time()
        (root / "README.md").write_text(readme(count, changed=changed, removed=removed))
        await until(lambda: worker.metric("groundstream_rechecks_total") >= count, "every memory grounded in README.md re-checked", 90)
        found = await rechecks(env)
        assert sorted(r.claim_id for r in found) == sorted(f"c{i}" for i in range(count))  # each once
        outcome = {r.claim_id: r for r in found}
        for i in range(count):
            want = "refuted" if i in changed else "not_enough_info" if i in removed else "supported"
            assert outcome[f"c{i}"].outcome == want, outcome[f"c{i}"].reason
        assert outcome["c3"].reason == f"README.md:7 now says '{store_of(3) + 1}', where the memory says '{store_of(3)}'"  # s1 removed: it moved up two lines
        assert all(r.changed == ["README.md"] and r.changed_at and r.changed_at >= changed_at - 1 for r in found)
        reviews = [Decision.model_validate_json(v) for v in await committed(env, T.REVIEW)]
        assert sorted(d.claim_id for d in reviews) == sorted(f"c{i}" for i in changed | removed)
        assert all(d.tier is Tier.FLAG_REVIEW and "re-checked after its sources changed" in d.reason for d in reviews)
        audit = [AuditRecord.model_validate_json(v) for v in await committed(env, T.AUDIT)]
        assert sorted(a.claim_id for a in audit if a.event.startswith("memory_rechecked_")) == sorted(f"c{i}" for i in range(count))
        metrics = worker.metrics()
        assert "groundstream_recheck_delay_seconds_count" in metrics and "groundstream_rechecks_overdue 0.0" in metrics
        # The memory sink marks the store: refuted not valid, removed unverified, the rest grounded anew.
        await until(lambda: worker.metric("groundstream_rechecks_applied_total") >= count, "every re-check applied to the store", 60)
        # A record nobody signed changes no memory: a dead letter.
        forged = outcome["c2"].model_copy(update={"outcome": "refuted", "recheck_id": "0" * 64, "signature": None, "key_id": None})
        producer = AIOKafkaProducer(bootstrap_servers=env.broker)
        await producer.start()
        try:
            await producer.send_and_wait(env.topic(T.RECHECKED), forged.model_dump_json().encode(), key=b"u2")
        finally:
            await producer.stop()
        await until(lambda: worker.metric("groundstream_dead_letters_total") >= 1, "the forged re-check dead-lettered", 30)
        assert worker.metric("groundstream_rechecks_applied_total") == count
    finally:
        worker.stop()
    payloads = await memories(env, env.memory)
    for i in range(count):
        p = payloads[f"c{i}"]
        assert p["recheck"]["recheck_id"] == outcome[f"c{i}"].recheck_id
        assert bool(p.get("invalid_at")) == (i in changed) and bool(p.get("unverified_since")) == (i in removed)
        assert p["grounded_in"] == ["README.md"]  # the unverified still followed where they were grounded


async def test_a_worker_killed_during_a_recheck_loses_none_and_repeats_none(env: Env, tmp_path: Path) -> None:
    count = 150
    root = setup(env, tmp_path, count)
    env.memory = {"qdrant_path": str(tmp_path / "qdrant")}
    config = env.config()
    first = Worker(config, tmp_path / "worker0.log")
    try:
        first.wait_ready()
        await approved_and_stored(env, first, count)
        (root / "README.md").write_text(readme(count, changed=set(range(count))))
        await until(lambda: first.metric("groundstream_rechecks_total") > 0, "a re-check round under way", 90)
    finally:
        if first.proc.poll() is None:
            first.kill()  # most likely mid-round: its transaction is aborted and nothing of the round is seen
    worker = Worker(config, tmp_path / "worker1.log")
    try:
        worker.wait_ready()
        deadline = asyncio.get_running_loop().time() + 120
        while len({r.memory_id for r in await rechecks(env)}) < count:
            assert asyncio.get_running_loop().time() < deadline, "not every memory was re-checked"
            await asyncio.sleep(0.5)
        found = await rechecks(env)
        await sink_applied(env)
        ids: dict[str, set[str]] = defaultdict(set)
        for r in found:
            ids[r.memory_id].add(r.recheck_id)
        assert all(len(v) == 1 for v in ids.values()), "a memory re-checked twice"
        assert len(found) == count, f"{len(found) - count} re-checks sent again"
        assert {r.outcome for r in found} == {"refuted"}
        assert worker.metric("groundstream_rechecks_overdue") == 0
    finally:
        worker.stop()
    payloads = await memories(env, env.memory)
    assert all(p.get("invalid_at") and p["recheck"]["outcome"] == "refuted" for p in payloads.values()) and len(payloads) == count
