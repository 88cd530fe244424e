"""Scaling out on a real Qdrant server: several processes opening one fresh collection at once,
a gate whose store was down recovering, and two or three `groundstream worker` processes in one
consumer group deciding what `validate` decides, across a SIGKILL and a server outage.

The server is ../shared/tools/qdrant/qdrant, started on free loopback ports with its storage in
the test's folder (tests/qdrant_harness.py), or GROUNDSTREAM_TEST_QDRANT_URL's; skipped, saying
so, where neither can be had.
"""

from __future__ import annotations

import asyncio
import json
import subprocess
import sys
import time
import uuid
from collections import Counter
from pathlib import Path

import pytest

from groundstream.schemas import Tier
from groundstream.sinks.memory_store import open_store
from groundstream.streams.config import Settings
from groundstream.streams.gate_service import GateService
from tests.conftest import REPO, claim
from tests.kafka_harness import Env, Worker, until
from tests.qdrant_harness import EXTERNAL, QdrantServer, unavailable

GS = str(REPO / ".venv" / "bin" / "groundstream")


def collection() -> str:
    return f"scale{uuid.uuid4().hex[:10]}"


def stream(total: int) -> list[dict]:
    """Claims of every tier for 37 users, with repeats and contradictions of a memory the same user
    stored earlier, so that deciding one needs what an earlier claim left in the store (or index)."""

    def fact(j: int, days: int) -> str:
        return f"Service {j} retains its events for {days} days"

    claims = []
    for i in range(total):
        kind = i % 6
        if kind == 3 and i >= 37:
            content = fact(i - 37, (i - 37) % 20 + 2)  # a repeat of user's earlier approval (block)
        elif kind == 4 and i >= 74:
            content = fact(i - 74, (i - 74) % 20 + 3)  # the same subject, another value (review)
        elif kind == 5:
            content = f"I think service {i} retains its events for {i % 20 + 2} days"  # a guess (block)
        else:
            content = fact(i, i % 20 + 2)  # approve
        claims.append({"claim_id": f"c{i}", "user_id": f"user{i % 37}", "memory_type": "fact", "source": "user", "content": content})
    return claims


def validate_tiers(claims: list[dict], tmp: Path) -> dict[str, Tier]:
    """What `groundstream validate` decides for the same claims, in order, on an embedded store."""
    src, out, dead = tmp / "claims.jsonl", tmp / "validate.jsonl", tmp / "validate-dead.jsonl"
    src.write_text("".join(json.dumps(c) + "\n" for c in claims))
    config = tmp / "validate.toml"
    config.write_text('[memory]\nqdrant_path = ":memory:"\n')
    subprocess.run([GS, "validate", "--config", str(config), "--input", str(src), "--output", str(out), "--deadletter", str(dead),
                    "--no-progress"], check=True, capture_output=True, timeout=300)  # fmt: skip
    return {d["claim_id"]: Tier(d["tier"]) for d in map(json.loads, out.read_text().splitlines())}


async def server_count(url: str, name: str) -> int:
    store = open_store(url=url, collection=name)
    try:
        return await store.count()
    finally:
        await store.close()


async def stored_on_server(url: str, name: str) -> list[str]:
    store = open_store(url=url, collection=name)
    try:
        return sorted([m.claim_id async for m in store.memories()])
    finally:
        await store.close()


def private_server(tmp_path: Path) -> QdrantServer:
    """A server of this test's own, to stop and start (the session's is shared)."""
    if unavailable() or EXTERNAL:
        pytest.skip(unavailable() or "stopping the server needs the local binary, not GROUNDSTREAM_TEST_QDRANT_URL's server")
    server = QdrantServer(tmp_path / "qdrant")
    server.start()
    return server


OPENER = """
import asyncio, os, sys, time
from pathlib import Path
from groundstream.streams.config import Settings
from groundstream.streams.gate_service import GateService
settings = Settings.load(sys.argv[1])
go = Path(sys.argv[2])
Path(sys.argv[3], str(os.getpid())).touch()  # imported: at the barrier
while not go.exists():
    time.sleep(0.001)
async def main():
    service = await GateService.open(settings)
    print("store_error=" + str(service.gate.store_error), flush=True)
    await service.close()
asyncio.run(main())
"""


async def test_processes_opening_one_fresh_collection_at_once_all_succeed(qdrant_url: str, tmp_path: Path) -> None:
    """Gate services (as workers open them) and `groundstream memories` start at one moment on a
    collection that does not exist yet: every gate service opens it, none fails on "already exists";
    a reader lists it or, having looked before any service made it, says there is none (a reader
    makes no collection), never another error; once made, every reader lists it."""
    name = collection()
    config = tmp_path / "gs.toml"
    config.write_text(f'[memory]\nqdrant_url = "{qdrant_url}"\ncollection = "{name}"\n[signing.keys]\nk = "test-key-0123456789abcdef"\n')
    go, ready = tmp_path / "go", tmp_path / "ready"
    ready.mkdir()
    openers = [subprocess.Popen([sys.executable, "-c", OPENER, str(config), str(go), str(ready)], stdout=subprocess.PIPE,
                                stderr=subprocess.PIPE, text=True) for _ in range(5)]  # fmt: skip
    readers = [subprocess.Popen(["/bin/sh", "-c", f'touch "{ready}/$$"; while [ ! -e "{go}" ]; do :; done; exec "$0" "$@"', GS,
                                 "memories", "--config", str(config)], stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
               for _ in range(2)]  # fmt: skip
    deadline = time.monotonic() + 60
    while len(list(ready.iterdir())) < len(openers) + len(readers):  # every process at the barrier
        assert time.monotonic() < deadline, "the processes did not reach the barrier"
        time.sleep(0.05)
    go.touch()
    for proc in openers:
        out, err = proc.communicate(timeout=120)
        assert proc.returncode == 0, err
        assert out.strip().splitlines()[-1] == "store_error=None", out + err
    missing = f"groundstream: no collection {name!r} in the memory store"
    for proc in readers:
        out, err = proc.communicate(timeout=120)
        assert (proc.returncode, out) == (0, "") or (proc.returncode, err.strip()) == (1, missing), err
    after = subprocess.run([GS, "memories", "--config", str(config)], capture_output=True, text=True, timeout=120)
    assert (after.returncode, after.stdout) == (0, ""), after.stderr
    assert await server_count(qdrant_url, name) == 0


async def test_a_gate_whose_server_was_down_recovers_and_decides_as_validate(tmp_path: Path) -> None:
    server = private_server(tmp_path)
    server.stop()  # down before the gate opens its store
    claims = stream(120)
    settings = Settings(memory={"qdrant_url": server.url, "collection": collection(), "timeout_s": 2})  # type: ignore[arg-type]
    service = await GateService.open(settings)
    try:
        held = await service.decide_and_store(claim("Sessions live in Redis", source="user", claim_id="while-down"))
        assert held.tier is Tier.FLAG_REVIEW and "provider:memory_store" in held.checks_failed
        assert service.store_failures >= 1
        server.start()
        deadline = time.monotonic() + 60
        while service.gate.store_error is not None:  # bounded backoff: 0.2 s, 0.4 s, … at most 10 s
            assert time.monotonic() < deadline, "the gate never saw its store come back"
            await service.retry_store()
            await asyncio.sleep(0.05)
        tiers = {}
        for c in claims:
            tiers[c["claim_id"]] = (await service.decide_and_store(claim(c["content"], user=c["user_id"], claim_id=c["claim_id"],
                                                                         source="user"))).tier  # fmt: skip
    finally:
        await service.close()
        server.stop()
    assert tiers == validate_tiers(claims, tmp_path)


@pytest.mark.kafka
@pytest.mark.timeout(300)
@pytest.mark.parametrize("count", [2, 3])
async def test_workers_in_one_group_on_one_server_decide_as_validate_across_a_sigkill(
    count: int, kafka_broker: str, qdrant_url: str, tmp_path: Path
) -> None:
    """N workers started together on a fresh collection; one is SIGKILLed once ~30% are decided and
    started again. Every claim is decided once, as validate decides it (repeats and contradictions
    of memories another worker decided included), and every approval is stored once on the server."""
    name = collection()
    env = Env(kafka_broker, tmp_path, memory={"qdrant_url": qdrant_url, "collection": name})
    claims = stream(1500)
    expected = validate_tiers(claims, tmp_path)
    workers = [Worker(env.config(), tmp_path / f"worker{n}.log") for n in range(count)]
    try:
        for w in workers:
            w.wait_ready()
        await until(lambda: sum(w.metric("groundstream_partitions_owned") for w in workers) == env.partitions
                    and all(w.metric("groundstream_partitions_owned") > 0 for w in workers[: min(count, env.partitions)]),
                    "every worker in the group, the partitions split among them")  # fmt: skip
        assert all(w.metric("groundstream_memory_store_up") == 1 for w in workers)
        assert sum(w.metric("groundstream_memory_store_open_failures_total") for w in workers) == 0  # none lost the creation race
        await env.publish_lines([json.dumps(c) for c in claims])
        await until(lambda: sum(w.metric("groundstream_claims_total") for w in workers) >= 0.3 * len(claims), "~30% decided")
        victim = max(workers, key=lambda w: w.metric("groundstream_partitions_owned"))
        victim.kill()
        restarted = Worker(victim.config_path, tmp_path / "restarted.log")
        workers[workers.index(victim)] = restarted
        restarted.wait_ready()
        decisions, letters = await env.collect(len(claims), timeout_s=240)
        assert not letters
        counts = Counter(d.claim_id for d in decisions)
        assert set(counts) == set(expected) and max(counts.values()) == 1, "a claim lost or decided twice"
        got = {d.claim_id: d.tier for d in decisions}
        differ = {c: (got[c].value, expected[c].value) for c in expected if got[c] is not expected[c]}
        assert differ == {}, f"{len(differ)} decisions differ from validate's: {dict(list(differ.items())[:5])}"
        assert not [d for d in decisions if "provider:memory_store" in d.checks_failed]
        approved = sorted(c for c, t in expected.items() if t is Tier.AUTO_APPROVE)
        await until_async(lambda: server_count(qdrant_url, name), len(approved), "the sinks stored every approval")
        assert await stored_on_server(qdrant_url, name) == approved  # each once: the point id is owner and claim
    finally:
        for w in workers:
            w.stop()


async def until_async(read, want: int, what: str, timeout_s: float = 90.0) -> None:  # noqa: ANN001
    deadline = time.monotonic() + timeout_s
    while (have := await read()) != want:
        assert time.monotonic() < deadline, f"timed out waiting for {what}: {have} of {want}"
        await asyncio.sleep(0.2)


@pytest.mark.kafka
@pytest.mark.timeout(300)
async def test_the_server_stopped_mid_stream_pauses_the_sink_and_loses_nothing(kafka_broker: str, tmp_path: Path) -> None:
    """Fail-closed on the server: while it is down the gate goes on (its index of the partitions'
    users is whole, so deciding needs no store), the sink holds its approvals and retries with
    backoff; once the server is back the sink stores every held approval, each once."""
    server = private_server(tmp_path)
    name = collection()
    env = Env(kafka_broker, tmp_path, memory={"qdrant_url": server.url, "collection": name, "timeout_s": 2})
    worker = Worker(env.config(), tmp_path / "worker.log")
    try:
        worker.wait_ready()
        await until(lambda: worker.metric("groundstream_partitions_owned") == env.partitions, "the worker owns every partition")
        claims = stream(180)
        await env.publish_lines([json.dumps(c) for c in claims[:60]])
        before, _ = await env.collect(60)
        stored_first = sum(1 for d in before if d.tier is Tier.AUTO_APPROVE)
        await until_async(lambda: server_count(server.url, name), stored_first, "the first approvals stored")
        server.stop()
        failures = worker.metric("groundstream_sink_failures_total")
        await env.publish_lines([json.dumps(c) for c in claims[60:]])
        decisions, _ = await env.collect(len(claims))  # decided while the server is down: gating goes on
        await until(lambda: worker.metric("groundstream_sink_failures_total") > failures, "the sink retrying its held batch")
        server.start()
        counts = Counter(d.claim_id for d in decisions)
        assert len(counts) == len(claims) and max(counts.values()) == 1
        assert {d.claim_id: d.tier for d in decisions} == validate_tiers(claims, tmp_path)  # the outage changed no decision
        approved = sorted(d.claim_id for d in decisions if d.tier is Tier.AUTO_APPROVE)
        await until_async(lambda: server_count(server.url, name), len(approved), "every approval stored after the outage")
        assert await stored_on_server(server.url, name) == approved
    finally:
        worker.stop()
        server.stop()


async def test_a_gate_that_needs_the_server_sends_claims_to_review_while_it_is_down(tmp_path: Path) -> None:
    """Where deciding needs the store (vector dedup searches it), a server that went away mid-stream
    sends each such claim to review, saying which provider failed, and the next claim tries again."""
    server = private_server(tmp_path)
    settings = Settings(memory={"qdrant_url": server.url, "collection": collection(), "timeout_s": 2},  # type: ignore[arg-type]
                        dedup={"vector": True})  # type: ignore[arg-type]
    service = await GateService.open(settings)
    try:
        ok = await service.decide_and_store(claim("Sessions live in Redis", source="user", claim_id="up"))
        assert ok.tier is Tier.AUTO_APPROVE
        server.stop()
        down = await service.decide_and_store(claim("Carts are kept for 30 days", source="user", claim_id="down"))
        assert down.tier is Tier.FLAG_REVIEW and any(c.startswith("provider:") for c in down.checks_failed), down.checks_failed
        server.start()
        again = await service.decide_and_store(claim("Carts are kept for 30 days", source="user", claim_id="again"))
        assert again.tier is Tier.AUTO_APPROVE, again.reason
    finally:
        await service.close()
        server.stop()
