"""Grounding budgets: per tool and UTC day, refused calls are reviews, and every worker shares them."""

from __future__ import annotations

import asyncio
import json
import re
import uuid
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest
from aiokafka import AIOKafkaConsumer

from groundstream.detectors.gate.gate import Gate
from groundstream.detectors.gate.policy import Policy
from groundstream.detectors.providers.budget import Budgets, BudgetSpent, Limit
from groundstream.detectors.providers.verify import CitationVerifier, VerifierSettings
from groundstream.schemas import Feedback, Tier
from groundstream.streams import topics as T
from groundstream.streams.budget_ledger import KafkaLedger
from tests.conftest import claim
from tests.kafka_harness import Env, Worker, until
from tests.loopback import LoopbackServer


def test_calls_and_cost_are_limited_per_day() -> None:
    now = [datetime(2026, 11, 23, 23, 59, tzinfo=UTC)]
    b = Budgets({"url": Limit(calls_per_day=2), "judge": Limit(cost_per_day=1.0, cost_per_call=0.25)}, clock=lambda: now[0])
    b.admit("url")
    b.admit("url")
    with pytest.raises(BudgetSpent, match="2 of 2 calls made today"):
        b.admit("url")
    b.admit("adr")  # no limit configured: never counted against anything
    for _ in range(3):
        b.admit("judge")
    b.charge("judge", 0.2)  # what the tokens cost on top
    with pytest.raises(BudgetSpent, match="0.9500 of 1 spent today"):
        b.admit("judge")
    assert b.refused == {"url": 1, "judge": 1}
    now[0] += timedelta(minutes=2)  # a new UTC day, a new budget
    b.admit("url")
    url = next(s for s in b.standing() if s.tool == "url")
    assert (url.calls, url.calls_left) == (1, 1)


async def test_a_spent_verifier_budget_sends_the_claim_to_review_and_cached_answers_are_free(server: LoopbackServer) -> None:
    for page in ("a", "b", "c"):
        server.route(f"/{page}", body=f"<p>Service {page} retries failed calls.</p>".encode(), headers={"Content-Type": "text/html"})
    vs = VerifierSettings(url_allow=("127.0.0.1/32",), timeout_s=2)
    budgets = Budgets({"url": Limit(calls_per_day=2)})
    gate = Gate(Policy(verification=vs), CitationVerifier.from_settings(vs, budgets))
    try:
        a = await gate.decide(claim(f"Service a retries failed calls, see {server.url('/a')}"))
        again = await gate.decide(claim(f"Service a retries failed calls, see {server.url('/a')}", user="u2"))  # cached
        b = await gate.decide(claim(f"Service b retries failed calls, see {server.url('/b')}"))
        c = await gate.decide(claim(f"Service c retries failed calls, see {server.url('/c')}"))
    finally:
        await gate.aclose()
    assert [d.tier for d in (a, again, b)] == [Tier.AUTO_APPROVE] * 3
    assert c.tier is Tier.FLAG_REVIEW and "url budget spent: 2 of 2 calls made today" in c.reason
    assert "provider:verifier:url" in c.checks_failed
    assert [p for _, p, _ in server.requests if p == "/c"] == []  # the refused call was never made


@pytest.mark.kafka
@pytest.mark.timeout(300)
async def test_two_workers_share_one_budget_through_kafka(kafka_broker: str, tmp_path: Path) -> None:
    env = Env(kafka_broker, tmp_path)
    await T.ensure_topics(kafka_broker, 4, prefix=env.prefix)
    day = datetime.now(UTC).date().isoformat()
    one, two = KafkaLedger(kafka_broker, prefix=env.prefix, flush_s=0.1), KafkaLedger(kafka_broker, prefix=env.prefix, flush_s=0.1)
    await one.start()
    await two.start()
    try:
        limits = {"url": Limit(calls_per_day=5)}
        first, second = Budgets(limits, one), Budgets(limits, two)
        for _ in range(3):
            first.admit("url")
        await until(lambda: two.spent("url", day) == (3, 0.0), "the second worker to see the first one's calls", 30)
        second.admit("url")
        second.admit("url")
        await until(lambda: one.spent("url", day) == (5, 0.0), "the first worker to see the second one's calls", 30)
        with pytest.raises(BudgetSpent):
            first.admit("url")
        with pytest.raises(BudgetSpent):
            second.admit("url")
    finally:
        await one.stop()
        await two.stop()
    # a worker started later (a restart is a new worker) knows today's spend before its first call
    late = KafkaLedger(kafka_broker, prefix=env.prefix)
    await late.start()
    try:
        assert late.spent("url", day) == (5, 0.0)
        with pytest.raises(BudgetSpent):
            Budgets({"url": Limit(calls_per_day=5)}, late).admit("url")
    finally:
        await late.stop()


async def feedback_records(broker: str, topic: str, expected: int) -> list[tuple[bytes, int, Feedback]]:
    consumer = AIOKafkaConsumer(topic, bootstrap_servers=broker, auto_offset_reset="earliest", enable_auto_commit=False,
                                isolation_level="read_committed", group_id=f"read-{uuid.uuid4().hex[:6]}")  # fmt: skip
    await consumer.start()
    out: list[tuple[bytes, int, Feedback]] = []
    try:
        async with asyncio.timeout(60):
            async for r in consumer:
                out.append((r.key, r.partition, Feedback.model_validate_json(r.value)))
                if len(out) >= expected:
                    return out
    finally:
        await consumer.stop()
    return out


@pytest.mark.kafka
@pytest.mark.timeout(300)
async def test_workers_publish_feedback_by_agent_and_share_the_url_budget(
    kafka_broker: str, tmp_path: Path, server: LoopbackServer
) -> None:
    for page in ("a", "b", "c"):
        server.route(f"/{page}", body=f"<p>Kafka retention for {page} is 7 days.</p>".encode(), headers={"Content-Type": "text/html"})
    env = Env(kafka_broker, tmp_path, citations={"url_allow": ["127.0.0.1/32"], "timeout_s": 2},
              extra={"budgets": {"url": {"calls_per_day": 2}}})  # fmt: skip

    def line(i: int, page: str, days: int) -> str:
        return json.dumps({"claim_id": f"c{i}", "user_id": f"user{i}", "agent_id": "planner", "memory_type": "fact",
                           "source": "ai_synthesis", "content": f"Kafka retention for {page} is {days} days, see {server.url('/' + page)}"})  # fmt: skip

    first = Worker(env.config(), tmp_path / "w1.log")
    try:
        first.wait_ready()
        await env.publish_lines([line(0, "a", 14), line(1, "b", 7)])  # the first is wrong: the page says 7
        decisions, _ = await env.collect(2, settle_s=0.5)
        assert sorted((d.claim_id, d.tier.value) for d in decisions) == [("c0", "flag_review"), ("c1", "auto_approve")]
        metrics = first.metrics()
        assert 'groundstream_budget_spent{tool="url",unit="calls"} 2.0' in metrics
        assert 'groundstream_budget_remaining{tool="url",unit="calls"} 0.0' in metrics
        assert 'groundstream_feedback_sent_total{action="replan"} 1.0' in metrics
    finally:
        first.stop()
    # feedback: keyed by agent, on its key's partition, committed with the decision
    ((key, partition, fb),) = await feedback_records(kafka_broker, env.topic(T.FEEDBACK), 1)
    from groundstream.streams.topics import key_partition

    assert key == b"planner" and partition == key_partition(b"planner", 4)
    assert fb.claim_id == "c0" and fb.problems[0].claimed == "14 days" and fb.problems[0].expected == "7 days"
    # another worker, started after the first stopped: the day's url budget is already spent
    second = Worker(env.config(), tmp_path / "w2.log")
    try:
        second.wait_ready()
        await env.publish_lines([line(2, "c", 7)])
        decisions, _ = await env.collect(3, settle_s=0.5)
        c2 = next(d for d in decisions if d.claim_id == "c2")
        assert c2.tier is Tier.FLAG_REVIEW and re.search(r"url budget spent: 2 of 2 calls made today", c2.reason), c2.reason
        assert [p for _, p, _ in server.requests if p == "/c"] == []
        await until(lambda: 'groundstream_budget_refusals_total{tool="url"} 1.0' in second.metrics(), "the refusal counted", 30)
    finally:
        second.stop()
