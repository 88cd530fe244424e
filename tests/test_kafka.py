"""The worker on real Apache Kafka: tiers, dead letters, rebalancing, SIGKILL and restart."""

from __future__ import annotations

import asyncio
import json
import os
import signal
import subprocess
import sys
import time
from collections import Counter
from pathlib import Path

import pytest
from aiokafka import AIOKafkaProducer

from groundstream.schemas import Decision, Tier
from groundstream.sinks.memory_store import open_store
from groundstream.streams import factory
from groundstream.streams import topics as T
from tests.conftest import REPO, example_claims
from tests.kafka_harness import Env, Worker, broker, committed_past, stored_claim_ids, until
from tests.loopback import LoopbackServer

pytestmark = [pytest.mark.kafka, pytest.mark.timeout(300)]


@pytest.fixture
def env(kafka_broker: str, tmp_path: Path) -> Env:
    return Env(kafka_broker, tmp_path)


@pytest.fixture
def workers(tmp_path: Path):
    started: list[Worker] = []

    def start(config: Path) -> Worker:
        w = Worker(config, tmp_path / f"worker{len(started)}.log")
        started.append(w)
        return w

    yield start
    for w in started:
        w.stop()


def assert_each_decided_once(decisions: list[Decision], total: int) -> None:
    """Claims c0..c{total-1} each in the tier topics once: none lost, none decided twice."""
    counts = Counter(d.claim_id for d in decisions)
    expected = {f"c{i}" for i in range(total)}
    assert set(counts) == expected, f"lost {len(expected - set(counts))}, unexpected {sorted(set(counts) - expected)[:10]}"
    assert max(counts.values()) == 1, [c for c, n in counts.items() if n > 1][:10]


def claim_line(i: int, user: str, content: str | None = None, **kw: object) -> str:
    return json.dumps({"claim_id": f"c{i}", "user_id": user, "memory_type": "fact", "source": "user",
                       "content": content or f"Service {i} keeps its state in store {i * 7919 % 1000}", **kw})


async def test_examples_get_their_tiers_and_the_same_hash_as_validate(
    env: Env, workers, adr_dir: Path, git_repo: tuple[Path, str], server: LoopbackServer, tmp_path: Path
) -> None:
    repo, sha = git_repo
    env.citations = {"adr_dirs": [str(adr_dir)], "git_repos": [str(repo)], "issue_api": server.url("/api"), "timeout_s": 2}
    examples = example_claims()
    lines = [json.dumps({**ex, "content": ex["content"].replace("<a real commit of the configured repo>", sha[:12])}) for ex in examples]
    config = env.config()
    workers(config).wait_ready()
    await env.publish_lines(lines)
    decisions, letters = await env.collect(len(lines))
    assert letters == []
    got = {d.claim_id: d.tier.value for d in decisions}
    assert got == {ex["claim_id"]: ex["expected_tier"] for ex in examples}
    assert len(decisions) == len(examples)  # each decided once

    src = tmp_path / "examples.jsonl"
    src.write_text("\n".join(lines) + "\n")
    out = tmp_path / "validate.jsonl"
    subprocess.run([str(REPO / ".venv/bin/groundstream"), "validate", "--config", str(config), "--input", str(src),
                    "--output", str(out), "--deadletter", str(tmp_path / "dead.jsonl")], check=True, capture_output=True)
    from_validate = {json.loads(x)["claim_id"]: json.loads(x)["decision_hash"] for x in out.read_text().splitlines()}
    assert {d.claim_id: d.decision_hash for d in decisions} == from_validate


async def test_bad_records_go_to_the_dead_letters_while_good_ones_flow(env: Env, workers) -> None:
    config = env.config()
    worker = workers(config)
    worker.wait_ready()
    good = [claim_line(i, f"user{i % 3}") for i in range(10)]
    bad = ["not json", "[1,2]", json.dumps({"user_id": "u1", "memory_type": "fact", "source": "user"}),
           json.dumps({"user_id": "u1", "memory_type": "fact", "source": "user", "content": 5})]
    await env.publish_lines(good[:5] + bad + good[5:])
    # A claim keyed by someone else's id would land on another worker's dedup state.
    producer = AIOKafkaProducer(bootstrap_servers=env.broker)
    await producer.start()
    await producer.send_and_wait(env.topic(T.CANDIDATES), claim_line(99, "mallory").encode(), key=b"not-mallory")
    await producer.stop()
    decisions, letters = await env.collect(len(good) + len(bad) + 1)
    assert sorted(d.claim_id for d in decisions) == sorted(f"c{i}" for i in range(10))
    assert len(letters) == len(bad) + 1
    for letter in letters:
        assert letter.topic == env.topic(T.CANDIDATES) and letter.partition is not None and letter.offset is not None
        assert letter.raw and letter.error
    errors = sorted(letter.error.split(":")[0] for letter in letters)
    assert errors == ["invalid claim", "invalid claim", "misrouted", "not a JSON object", "not valid JSON"]

    tail = subprocess.run(
        [str(REPO / ".venv/bin/groundstream"), "tail", "claims.deadletter", "claims.approved", "--config", str(config),
         "--from-beginning", "--idle-timeout", "3"],
        capture_output=True, text=True, timeout=60,
    )
    shown = tail.stdout.splitlines()
    assert sum(line.startswith("DEAD ") for line in shown) == 5 and sum(line.startswith("APPROVED ") for line in shown) == 10

    lag = f'groundstream_consumer_lag{{partition="0",topic="{env.topic(T.CANDIDATES)}"}} 0.0'
    await until(lambda: lag in worker.metrics(), "a lag update")
    metrics = worker.metrics()
    assert f'groundstream_dead_letters_total{{topic="{env.topic(T.CANDIDATES)}"}} 5.0' in metrics
    assert 'groundstream_claims_total{tier="auto_approve"} 10.0' in metrics
    assert "groundstream_decision_seconds_bucket" in metrics and "groundstream_end_to_end_seconds_count" in metrics
    assert f'groundstream_consumer_lag{{partition="0",topic="{env.topic(T.CANDIDATES)}"}} 0.0' in metrics
    assert "groundstream_verifier_errors_total" in metrics


async def test_two_workers_share_the_partitions_and_one_takes_over_when_the_other_dies(env: Env, workers) -> None:
    first, second = workers(env.config()), workers(env.config())
    first.wait_ready()
    second.wait_ready()
    await until(lambda: first.metric("groundstream_partitions_owned") + second.metric("groundstream_partitions_owned") == 4
                and first.metric("groundstream_partitions_owned") > 0 and second.metric("groundstream_partitions_owned") > 0,
                "both workers in the group, the partitions split between them")  # fmt: skip
    users = [f"user{i}" for i in range(40)]
    await env.publish_lines([claim_line(i, users[i % 40]) for i in range(200)])
    decisions, _ = await env.collect(200)
    assert len(decisions) == 200

    assert first.metric("groundstream_claims_total") > 0 and second.metric("groundstream_claims_total") > 0  # each owned some partitions
    first.kill()
    await env.publish_lines([claim_line(i, users[i % 40]) for i in range(200, 400)])
    decisions, _ = await env.collect(400, timeout_s=180)
    assert_each_decided_once(decisions, 400)


async def test_a_worker_slow_to_index_its_new_partitions_stays_in_the_group(env: Env, workers, tmp_path: Path) -> None:
    """Indexing arriving partitions (store, catch-up) longer than the session timeout: the worker
    keeps its heartbeat and its partitions. It used to run in the rebalance callback, where
    aiokafka sends no heartbeat: the group expelled the live worker, the other fenced it, and it
    restarted into the same trap."""
    first = workers(env.config())
    first.wait_ready()
    await until(lambda: first.metric("groundstream_partitions_owned") == 4, "the first worker owns every partition")
    config = env.config()  # a web port of its own
    flag = tmp_path / "slow-catch-up"
    fault = {"GS_FAULT_FLAG": str(flag), "GS_FAULT_SLOW_S": "9", "PYTHONPATH": str(REPO)}  # > session_timeout_s (6)
    slow = Worker(config, tmp_path / "slow.log", fault, command=[sys.executable, "-m", "tests.faulty_worker", str(config)])
    try:
        slow.wait_ready()
        await until(lambda: flag.exists(), "the slow worker indexing its partitions", timeout_s=60)
        users = [f"user{i}" for i in range(40)]
        await env.publish_lines([claim_line(i, users[i % 40]) for i in range(200)])
        decisions, _ = await env.collect(200, timeout_s=120)
        assert_each_decided_once(decisions, 200)
        assert slow.metric("groundstream_partitions_owned") == 2 and first.metric("groundstream_partitions_owned") == 2
        assert slow.metric("groundstream_claims_total") > 0
        assert slow.restarts == 0 and "worker_transaction_failed" not in (tmp_path / "slow.log").read_text()
    finally:
        slow.stop()


async def approved_unstored_then_repeated(env: Env, tmp_path: Path, total: int, repeated: int) -> Path:
    """A worker with no memory sink approves `total` claims of 40 users and is SIGKILLed: its approvals are on claims.approved
    alone. Then the last `repeated` come again (c{total}…), published before the next worker starts, so they arrive with its first
    fetches, long before the approvals they repeat. The config, for the next worker."""
    env.memory = {"qdrant_path": str(tmp_path / "qdrant")}
    config = env.config()
    users = [f"user{i}" for i in range(40)]
    contents = [f"Service {i} keeps its state in store {i * 7919 % 100003}" for i in range(total)]
    first = Worker(config, tmp_path / "first.log", {"GS_FAULT_NO_SINK": "1", "PYTHONPATH": str(REPO)},
                   command=[sys.executable, "-m", "tests.faulty_worker", str(config)])  # fmt: skip
    try:
        first.wait_ready()
        await env.publish_lines([claim_line(i, users[i % 40], contents[i]) for i in range(total)])
        decisions, _ = await env.collect(total, timeout_s=240)
        assert {d.tier for d in decisions} == {Tier.AUTO_APPROVE}
    finally:
        first.kill()
    again = range(total - repeated, total)
    await env.publish_lines([claim_line(total + n, users[i % 40], contents[i]) for n, i in enumerate(again)])
    return config


async def test_a_catch_up_cut_short_holds_the_partitions_claims_until_the_gate_has_read_the_approvals(
    env: Env, tmp_path: Path
) -> None:
    """A worker dies before its sink stored its approvals; the next one's catch-up stops short (a
    starved machine reads past its 30 s; here 0 s). Its partitions' claims wait until its own read
    of claims.approved reaches the end the catch-up saw: every repeat of an unstored approval is
    found a duplicate. Deciding at once approved the repeats of the approvals its first fetches
    had not reached (more of them than one fetch of a partition holds)."""
    total, repeated = 2400, 400  # the last `repeated` claims come again
    config = await approved_unstored_then_repeated(env, tmp_path, total, repeated)
    log = tmp_path / "second.log"
    second = Worker(config, log, {"GS_FAULT_CATCH_UP_S": "0", "PYTHONPATH": str(REPO)},
                    command=[sys.executable, "-m", "tests.faulty_worker", str(config)])  # fmt: skip
    try:
        second.wait_ready()
        decisions, _ = await env.collect(total + repeated, timeout_s=240)
        assert_each_decided_once(decisions, total + repeated)
        repeats = [d for d in decisions if int(d.claim_id[1:]) >= total]
        approved = sorted((d.claim_id for d in repeats if d.tier is Tier.AUTO_APPROVE), key=lambda c: int(c[1:]))
        assert not approved, f"{len(approved)} repeats of unstored approvals approved, e.g. {approved[:5]}"
        assert all(d.dedup_match is not None for d in repeats)
        shown = log.read_text()
        assert "catch_up_incomplete" in shown and "caught_up_by_the_gate" in shown  # the path taken: cut short, then held
    finally:
        second.stop()


async def test_a_loop_that_starts_during_the_assignment_callback_decides_nothing_before_the_partitions_are_indexed(
    env: Env, tmp_path: Path
) -> None:
    """aiokafka's `start()` returns once the assignment is set, before the callback that pauses the
    new partitions has run; the loop then begins beside the callback (here made certain: the callback
    waits 2 s). Claims fetched in that window were decided before the partitions' users were
    indexed: the repeats of a dead worker's unstored approvals passed dedup (one fetch of them, 256,
    in two full runs of the suite out of three). Every repeat must be found a duplicate."""
    total, repeated = 800, 300
    config = await approved_unstored_then_repeated(env, tmp_path, total, repeated)
    log = tmp_path / "second.log"
    fault = {"GS_FAULT_NO_SINK": "1", "GS_FAULT_SLOW_ASSIGN_S": "2", "PYTHONPATH": str(REPO)}  # approvals only on claims.approved
    second = Worker(config, log, fault, command=[sys.executable, "-m", "tests.faulty_worker", str(config)])
    try:
        second.wait_ready()
        decisions, _ = await env.collect(total + repeated, timeout_s=240)
        assert_each_decided_once(decisions, total + repeated)
        approved = sorted(d.claim_id for d in decisions if int(d.claim_id[1:]) >= total and d.tier is Tier.AUTO_APPROVE)
        assert not approved, f"{len(approved)} repeats of unstored approvals approved, e.g. {approved[:5]}"
    finally:
        second.stop()


async def test_an_assignment_callback_that_fails_restarts_the_worker_and_decides_nothing_unindexed(env: Env, tmp_path: Path) -> None:
    """aiokafka only logs an error of the assignment callback: a worker that went on would hold
    partitions half taken (some not paused for indexing, some with no producer). It exits 75 instead,
    and the restarted worker decides every claim once, each repeat of an earlier approval a duplicate."""
    env.memory = {"qdrant_path": str(tmp_path / "qdrant")}
    config = env.config()
    flag, log = tmp_path / "assign-failed", tmp_path / "worker.log"
    total = 400
    contents = [f"Service {i} keeps its state in store {i * 7919 % 100003}" for i in range(total)]
    lines = [claim_line(i, f"user{i % 20}", contents[i]) for i in range(total)]
    lines += [claim_line(total + i, f"user{i % 20}", contents[i]) for i in range(total)]  # each again, by its user
    await env.publish_lines(lines)
    fault = {"GS_FAULT_FLAG": str(flag), "GS_FAULT_ASSIGN_FAILS": "1", "PYTHONPATH": str(REPO)}
    worker = Worker(config, log, fault, command=[sys.executable, "-m", "tests.faulty_worker", str(config)])
    try:
        await until(lambda: flag.exists() and worker.restarts == 1, "the callback's failure and the restart", timeout_s=120)
        decisions, _ = await env.collect(2 * total, timeout_s=240)
    finally:
        worker.stop()
    failure = [json.loads(line) for line in log.read_text().splitlines() if "worker_transaction_failed" in line]
    assert failure and failure[0]["exit_code"] == 75 and "KafkaConnectionError" in failure[0]["error"]
    assert_each_decided_once(decisions, 2 * total)
    tiers = {d.claim_id: d.tier for d in decisions}
    assert all(tiers[f"c{i}"] is Tier.AUTO_APPROVE for i in range(total))
    assert not [c for c in range(total, 2 * total) if tiers[f"c{c}"] is Tier.AUTO_APPROVE]


def mixed_line(i: int) -> str:
    """A claim of one of the three tiers in turn: approve (plain, trusted), review (hedged), block (a guess)."""
    content = (
        f"Service {i} keeps its state in store {i * 7919 % 1000}",
        f"Service {i} usually keeps its state in store {i}",
        f"I think service {i} keeps its state in store {i}",
    )[i % 3]
    return claim_line(i, f"user{i % 97}", content)


async def decided_at_least(worker: Worker, count: float, timeout_s: float = 120) -> float:
    deadline = asyncio.get_running_loop().time() + timeout_s
    while (now := worker.metric("groundstream_claims_total")) < count:
        assert asyncio.get_running_loop().time() < deadline, f"{now} decided, waiting for {count}"
        await asyncio.sleep(0.05)
    return now


async def test_sigkill_twice_mid_stream_then_restart_decides_each_claim_exactly_once(env: Env, workers, tmp_path: Path) -> None:
    """Every tier, many users, killed at about a quarter and again past half: each claim decided
    once on the tier topics (read_committed) and each approval stored once. Review, block and
    dead-letter decisions used to be sent outside the input's transaction and came back doubled."""
    env.memory = {"qdrant_path": str(tmp_path / "qdrant")}
    config = env.config()
    total = 3000
    worker = workers(config)
    worker.wait_ready()
    await env.publish_lines([mixed_line(i) for i in range(total)])
    for fraction in (0.25, 0.6):
        await decided_at_least(worker, fraction * total)  # this incarnation's count: mid-stream
        worker.kill()
        worker = workers(config)
        worker.wait_ready()
    decisions, letters = await env.collect(total, timeout_s=240)
    assert_each_decided_once(decisions, total)
    assert not letters
    tiers = Counter(d.tier for d in decisions)
    assert tiers[Tier.AUTO_APPROVE] and tiers[Tier.FLAG_REVIEW] and tiers[Tier.BLOCK], tiers
    approved = sorted(d.claim_id for d in decisions if d.tier is Tier.AUTO_APPROVE)
    # every approval stored, each once; this incarnation stored what the killed ones had not
    await sink_caught_up(env)
    worker.stop()
    assert await stored_claim_ids(tmp_path / "qdrant") == approved


async def test_a_worker_told_to_stop_after_its_broker_died_stops_in_time_and_a_successor_decides_each_claim_once(
    tmp_path: Path, workers
) -> None:
    """SIGTERM with the broker gone and decisions uncommitted: the commit cannot be made, and the
    worker gives up on it after `stop_timeout_s`, closes its store and exits 0 (it used to end on a
    traceback, exit 1, when a client raised while closing, and could wait on the commit for ever).
    With the broker back, the next worker aborts those transactions and decides every claim once."""
    kafka = broker(tmp_path / "kafka")  # a broker of this test's own: it is stopped under the worker
    kafka.up()
    try:
        env = Env(kafka.address, tmp_path, memory={"qdrant_path": str(tmp_path / "qdrant")},
                  kafka={"commit_interval_s": 3600, "stop_timeout_s": 3})  # fmt: skip - nothing commits until stop
        config = env.config()
        total = 30
        worker = workers(config)
        worker.wait_ready()
        await env.publish_lines([mixed_line(i) for i in range(total)])
        await decided_at_least(worker, total)
        kafka.down()
        started = time.monotonic()
        os.killpg(worker.proc.pid, signal.SIGTERM)
        code = worker.proc.wait(timeout=120)
        took = time.monotonic() - started
        log = worker.log.read_text()
        assert code == 0, log[-3000:]
        assert "Traceback" not in log
        assert '"event": "worker_stop_timed_out"' in log  # the commit it could not make, said
        assert took < 30, took  # the 3 s deadline, then the store's close: not the minutes a commit retries for

        kafka.up()  # the same data: the first worker's transactions are still open there
        env.kafka = {}  # commits as usual
        successor = workers(env.config())
        successor.wait_ready()
        decisions, letters = await env.collect(total)
        assert_each_decided_once(decisions, total)
        assert not letters
        approved = sorted(d.claim_id for d in decisions if d.tier is Tier.AUTO_APPROVE)
        assert approved
        await sink_caught_up(env)
        successor.stop()
        assert await stored_claim_ids(tmp_path / "qdrant") == approved
    finally:
        kafka.down()


async def test_a_producer_left_outside_its_transaction_restarts_the_worker_and_loses_nothing(
    env: Env, tmp_path: Path
) -> None:
    # A producer left outside its transaction (tests/faulty_worker.py injects it mid-stream): the
    # worker must exit 75 rather than hold its partitions, and the restarted worker decides
    # every claim exactly once from the committed offsets.
    env.memory = {"qdrant_path": str(tmp_path / "qdrant")}
    config = env.config()
    log = tmp_path / "faulty.log"
    fault = {"GS_FAULT_FLAG": str(tmp_path / "fault-injected"), "GS_FAULT_AFTER": "6", "PYTHONPATH": str(REPO)}
    worker = Worker(config, log, fault, command=[sys.executable, "-m", "tests.faulty_worker", str(config)])
    try:
        worker.wait_ready()
        total = 1500
        await env.publish_lines([claim_line(i, f"user{i % 25}") for i in range(total)])
        decisions, letters = await env.collect(total, timeout_s=240)
        approved = {d.claim_id for d in decisions if d.tier is Tier.AUTO_APPROVE}
        await sink_caught_up(env)  # the sink's last batch
    finally:
        worker.stop()
    assert (tmp_path / "fault-injected").exists()
    assert worker.restarts == 1, log.read_text()[-3000:]
    failure = [json.loads(line) for line in log.read_text().splitlines() if "worker_transaction_failed" in line]
    assert failure and failure[0]["exit_code"] == 75 and "IllegalOperation" in failure[0]["error"]
    assert_each_decided_once(decisions, total)
    assert approved and not letters
    assert await stored_claim_ids(tmp_path / "qdrant") == sorted(approved)


async def test_the_sink_refuses_unsigned_tampered_and_foreign_decisions(env: Env, workers, tmp_path: Path) -> None:
    from groundstream.detectors.gate.gate import Gate
    from groundstream.detectors.gate.policy import Policy
    from groundstream.detectors.gate.signing import Signer
    from groundstream.detectors.providers.verify import CitationVerifier
    from tests.conftest import claim
    from tests.kafka_harness import SIGNING_KEY

    env.memory = {"qdrant_path": str(tmp_path / "qdrant")}
    worker = workers(env.config())
    worker.wait_ready()
    gate = Gate(Policy(), CitationVerifier({}))
    ours = Signer({SIGNING_KEY[0]: SIGNING_KEY[1].encode()}, SIGNING_KEY[0])
    theirs = Signer({"other": b"x" * 32}, "other")

    async def approved(cid: str, content: str):
        return await gate.decide(claim(content, source="user", claim_id=cid, user="u1"))

    good = ours.sign(await approved("good", "The build uses Bazel"))
    unsigned = await approved("unsigned", "The API uses OAuth2")
    tampered = ours.sign(await approved("tampered", "Backups run nightly"))
    tampered = tampered.model_copy(update={"claim": tampered.claim.model_copy(update={"content": "Backups never run"})})
    foreign = theirs.sign(await approved("foreign", "Deploys are on Fridays"))
    flagged = ours.sign(await gate.decide(claim("The cron runs hourly", claim_id="flagged", user="u1")))
    assert flagged.tier is Tier.FLAG_REVIEW
    producer = AIOKafkaProducer(bootstrap_servers=env.broker)
    await producer.start()
    for d in (unsigned, tampered, foreign, flagged, good):
        await producer.send_and_wait(env.topic(T.APPROVED), d.model_dump_json().encode(), key=b"u1")
    await producer.stop()
    _, letters = await env.collect(4, timeout_s=60)
    reasons = sorted(letter.error for letter in letters)
    assert len(reasons) == 4 and all(r.startswith("refused: ") for r in reasons), reasons
    assert any("unsigned" in r for r in reasons) and any("unknown key" in r for r in reasons)
    assert any("claim does not match" in r for r in reasons) and any("flag_review" in r for r in reasons)
    await until(lambda: worker.metric("groundstream_memories_stored_total") >= 1, "the sink to store the good one")
    worker.stop()
    assert await stored_claim_ids(tmp_path / "qdrant") == ["good"]


async def test_the_sink_holds_its_batch_while_the_store_is_down_and_stores_it_after(env: Env, workers, tmp_path: Path) -> None:
    """A store outage pauses the sink, never the gate: claims are decided meanwhile (to review,
    the gate failing closed), and the held batch is stored once the store is back."""
    from groundstream.detectors.gate.gate import Gate
    from groundstream.detectors.gate.policy import Policy
    from groundstream.detectors.gate.signing import Signer
    from groundstream.detectors.providers.verify import CitationVerifier
    from tests.conftest import claim
    from tests.kafka_harness import SIGNING_KEY, HeldStore

    folder = tmp_path / "qdrant"
    env.memory = {"qdrant_path": str(folder)}
    holder = HeldStore(folder)  # the store is unavailable to the worker
    try:
        config = env.config()
        config.write_text(config.read_text() + "[policy]\nexpire_interval_s = 1\n")  # expiry meets the outage too
        worker = workers(config)
        worker.wait_ready()
        signer = Signer({SIGNING_KEY[0]: SIGNING_KEY[1].encode()}, SIGNING_KEY[0])
        gate = Gate(Policy(), CitationVerifier({}))
        decision = signer.sign(await gate.decide(claim("The build uses Bazel", source="user", claim_id="held", user="u1")))
        producer = AIOKafkaProducer(bootstrap_servers=env.broker)
        await producer.start()
        await producer.send_and_wait(env.topic(T.APPROVED), decision.model_dump_json().encode(), key=b"u1")
        await producer.stop()
        await until(lambda: worker.metric("groundstream_sink_failures_total") >= 2, "the sink to retry")  # offsets not committed
        await env.publish_lines([claim_line(i, f"user{i % 5}") for i in range(20)])
        seen, _ = await env.collect(21, timeout_s=60, settle_s=0.5)  # the gate goes on while the sink waits
        decisions = [d for d in seen if d.claim_id != "held"]  # (the held one is on claims.approved too)
        assert len(decisions) == 20 and all(d.tier is Tier.FLAG_REVIEW for d in decisions)
        assert all("provider:memory_store" in d.checks_failed for d in decisions)
        assert worker.metric("groundstream_memories_stored_total") == 0.0
        assert worker.proc.poll() is None  # the expiry timer met the outage and the worker lives on
        holder.release()  # the store comes back
        await until(lambda: worker.metric("groundstream_memories_stored_total") == 1.0, "the sink to store it", timeout_s=30)
        worker.stop()
    finally:
        holder.release()
    assert await stored_claim_ids(folder) == ["held"]


async def test_the_worker_expires_memories_past_their_horizon(env: Env, workers, tmp_path: Path) -> None:
    from datetime import UTC, datetime, timedelta

    from groundstream.schemas import AuditRecord
    from groundstream.streams.kafka_io import records

    env.memory = {"qdrant_path": str(tmp_path / "qdrant")}
    config = env.config()
    config.write_text(config.read_text() + '[policy]\nexpire_interval_s = 1\n')
    worker = workers(config)
    worker.wait_ready()
    soon = (datetime.now(UTC) + timedelta(seconds=4)).isoformat()
    await env.publish_lines([claim_line(1, "u1", "The rota lives in PagerDuty", validity_horizon=soon),
                             claim_line(2, "u1", "The build uses Bazel")])
    decisions, _ = await env.collect(2)
    assert {d.tier for d in decisions} == {Tier.AUTO_APPROVE}
    audit: list[AuditRecord] = []

    async def read_audit() -> None:
        async for _, value in records(env.broker, [env.topic(T.AUDIT)]):
            audit.append(AuditRecord.model_validate_json(value))
            return

    await asyncio.wait_for(read_audit(), timeout=60)
    assert (audit[0].event, audit[0].claim_id, audit[0].actor) == ("memory_expired", "c1", "groundstream")
    # The audit record goes out before the delete (no memory leaves without one): wait for the
    # round to finish, or a stop in between leaves c1 for the next round, as it should.
    deadline = asyncio.get_running_loop().time() + 30
    while '"memories_expired"' not in worker.log.read_text():
        assert asyncio.get_running_loop().time() < deadline, "the expiry round did not finish"
        await asyncio.sleep(0.2)
    worker.stop()
    assert await stored_claim_ids(tmp_path / "qdrant") == ["c2"]


async def test_the_worker_blocks_a_paraphrase_and_its_sink_stores_vectors(env: Env, workers, tmp_path: Path) -> None:
    """Vector dedup in the stream: the rephrasing arrives before the sink has stored the first
    claim's memory, and is still caught; the stored memory carries its vector."""
    env.memory = {"qdrant_path": str(tmp_path / "qdrant")}
    env.dedup = {"vector": True}
    worker = workers(env.config())
    worker.wait_ready()
    await env.publish_lines([
        claim_line(1, "alice", "We store user sessions in Redis."),
        claim_line(2, "alice", "User sessions are kept in Redis."),
        claim_line(3, "bob", "User sessions are kept in Redis."),  # another tenant: never matched
    ])  # fmt: skip
    decisions, _ = await env.collect(3)
    tiers = {d.claim_id: (d.tier, d.dedup_match.method if d.dedup_match else None) for d in decisions}
    assert tiers == {"c1": (Tier.AUTO_APPROVE, None), "c2": (Tier.BLOCK, "vector"), "c3": (Tier.AUTO_APPROVE, None)}
    await until(lambda: worker.metric("groundstream_memories_stored_total") >= 2, "the sink's batch")
    worker.stop()
    store = open_store(path=str(tmp_path / "qdrant"))
    try:
        memories = [m async for m in store.memories()]
        assert sorted(m.claim_id for m in memories) == ["c1", "c3"]
        assert [len(await store.vector(m.memory_id) or []) for m in memories] == [256, 256]
    finally:
        await store.close()


async def sink_caught_up(env: Env, timeout_s: float = 60) -> None:
    """Until the gate's group has committed past every record of claims.approved: the sink
    commits a batch's offsets only after the store holds it."""
    await committed_past(env, T.APPROVED, env.settings().kafka.group, timeout_s)


async def stored_after(worker: Worker, folder: Path, count: int, timeout_s: float = 60) -> list[str]:
    """Wait until the worker's sink has stored `count` memories (its metric), stop it, read the folder."""
    deadline = asyncio.get_running_loop().time() + timeout_s
    while worker.metric("groundstream_memories_stored_total") < count:
        assert asyncio.get_running_loop().time() < deadline, f"the sink stored {worker.metric('groundstream_memories_stored_total')} of {count}"
        await asyncio.sleep(0.2)
    worker.stop()
    return await stored_claim_ids(folder)


async def test_with_no_signing_keys_a_restarted_worker_stores_what_the_last_process_signed(
    env: Env, workers, tmp_path: Path
) -> None:
    """The default setup (no [signing] keys, an embedded Qdrant folder): approvals signed by one
    process and stored by the next (a restart, here the test process signing first) all land."""
    from groundstream.detectors.gate.gate import Gate
    from groundstream.detectors.gate.policy import Policy
    from groundstream.detectors.providers.verify import CitationVerifier
    from tests.conftest import claim

    env.shared_key = False
    env.memory = {"qdrant_path": str(tmp_path / "qdrant")}
    signer, ephemeral = factory.build_signer(env.settings(), durable=True)  # "the previous process"
    assert not ephemeral
    gate = Gate(Policy(), CitationVerifier({}))
    ids = [f"before-{i}" for i in range(5)]
    await T.ensure_topics(env.broker, env.partitions, 1, prefix=env.prefix)
    producer = AIOKafkaProducer(bootstrap_servers=env.broker)
    await producer.start()
    try:
        for i, cid in enumerate(ids):
            d = signer.sign(await gate.decide(claim(f"Service {i} writes to bucket b{i}", source="user", claim_id=cid, user="u1")))
            await producer.send_and_wait(env.topic(T.APPROVED), d.model_dump_json().encode(), key=b"u1")
    finally:
        await producer.stop()
    worker = workers(env.config())
    worker.wait_ready()
    await env.publish_lines([claim_line(i, "u2") for i in range(5)])  # and its own, decided now
    decisions, letters = await env.collect(5 + 5, timeout_s=120)
    assert letters == [], [x.error for x in letters]
    assert await stored_after(worker, tmp_path / "qdrant", 10) == sorted([*ids, *(f"c{i}" for i in range(5))])


async def test_faust_style_broker_address_works_for_publish_worker_and_tail(env: Env, workers) -> None:
    env.broker_form = "kafka://{}"
    config = env.config()
    workers(config).wait_ready()
    await env.publish_lines([claim_line(i, "u1") for i in range(3)])  # publish reads the same config
    decisions, letters = await env.collect(3, timeout_s=120, settle_s=1.0)
    assert sorted(d.claim_id for d in decisions) == ["c0", "c1", "c2"] and letters == []
    proc = await asyncio.create_subprocess_exec(
        str(REPO / ".venv/bin/groundstream"), "tail", "claims.approved", "--config", str(config), "--from-beginning",
        "--max", "3", stdout=asyncio.subprocess.PIPE, stderr=asyncio.subprocess.PIPE,
    )
    out, err = await asyncio.wait_for(proc.communicate(), 60)
    assert proc.returncode == 0, err.decode()
    assert all(f"c{i}" in out.decode() for i in range(3))


async def test_no_planted_secret_reaches_any_topic_log_metric_or_the_store(env: Env, workers, tmp_path: Path) -> None:
    """Secrets in content, metadata, identifiers, keys and unusable records: blocked or dead-lettered,
    and not one of them in clear in any record (committed or not), key, log line, metric or stored file."""
    from aiokafka import AIOKafkaConsumer

    from tests.test_poisoning import AWS, GITHUB, SECRET_CLAIMS, SLACK, STRIPE

    env.memory = {"qdrant_path": str(tmp_path / "store")}
    config = env.config()
    worker = workers(config)
    worker.wait_ready()
    lines = [claim_line(i, "u1", content) for i, (content, _) in enumerate(SECRET_CLAIMS.values())]
    lines.append(claim_line(90, "u1", "Deploys go through the bastion", metadata={"creds": {"token": GITHUB}}))
    lines.append('{"user_id": "u1", "content": "broken ' + STRIPE + '"')
    lines.append(claim_line(91, "u1", "Builds run on Bazel"))
    await env.publish_lines(lines)
    producer = AIOKafkaProducer(bootstrap_servers=env.broker)
    await producer.start()
    try:  # an identifier that is a secret, as the record key too
        await producer.send_and_wait(env.topic(T.CANDIDATES), claim_line(92, SLACK).encode(), key=SLACK.encode())
    finally:
        await producer.stop()
    decisions, letters = await env.collect(len(lines) + 1)
    assert sorted((d.claim_id, d.tier.value) for d in decisions) == sorted(
        [(f"c{i}", "block") for i in range(len(SECRET_CLAIMS))] + [("c90", "block"), ("c91", "auto_approve")]
    )
    assert len(letters) == 2
    metrics = worker.metrics()
    assert 'groundstream_secrets_found_total{agent="unlisted",kind="aws-access-key"}' in metrics

    blobs: list[bytes] = [metrics.encode()]
    outputs = [env.topic(t) for t in T.ALL if t != T.CANDIDATES]  # the candidates are what agents wrote
    consumer = AIOKafkaConsumer(
        *outputs, bootstrap_servers=env.broker, auto_offset_reset="earliest", enable_auto_commit=False,
        isolation_level="read_uncommitted",  # aborted records too
    )
    await consumer.start()
    try:
        while batch := await consumer.getmany(timeout_ms=3000):
            blobs += [(r.key or b"") + b"\0" + (r.value or b"") for records in batch.values() for r in records]
    finally:
        await consumer.stop()
    worker.stop()
    blobs += [worker.log.read_bytes()]
    blobs += [p.read_bytes() for p in (tmp_path / "store").rglob("*") if p.is_file()]
    assert len(blobs) > len(lines)
    for secret in [s for _, s in SECRET_CLAIMS.values()] + [GITHUB, STRIPE, SLACK, AWS]:
        assert not any(secret.encode() in blob for blob in blobs), secret
