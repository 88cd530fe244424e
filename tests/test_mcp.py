"""Agents plug in: the MCP server through the official SDK's own client over stdio, embedded and
through Kafka; the typed Python client; recall for memory readers."""

from __future__ import annotations

import json
import subprocess
import uuid
from pathlib import Path
from typing import Any

import pytest
from mcp import ClientSession, StdioServerParameters
from mcp.client.stdio import stdio_client

from groundstream.client import DecisionTimeout, GateClient, GateUnavailable, SyncGateClient
from groundstream.schemas import Tier
from groundstream.streams.config import Settings
from tests.conftest import REPO
from tests.kafka_harness import Env, Worker, free_port, until

GS = str(REPO / ".venv" / "bin" / "groundstream")
AWS = "AKIA" + "IOSFODNN7" + "EXAMPLE"


async def session_call(config: Path, user: str, calls: list[tuple[str, dict[str, Any]]], *extra: str) -> list[dict[str, Any]]:
    """Start `groundstream mcp` for `user`, make the tool calls in one session, return their results."""
    params = StdioServerParameters(command=GS, args=["mcp", "--config", str(config), "--user", user, "--agent", "agent-1", *extra])
    results = []
    async with stdio_client(params) as (read, write), ClientSession(read, write) as session:
        await session.initialize()
        tools = {t.name for t in (await session.list_tools()).tools}
        assert {"remember", "recall", "status"} <= tools
        for name, arguments in calls:
            result = await session.call_tool(name, arguments)
            assert not result.is_error, result
            results.append(result.structured_content or json.loads(result.content[0].text))  # type: ignore[union-attr]
    return results


@pytest.fixture
def embedded_config(tmp_path: Path) -> Path:
    config = tmp_path / "gs.toml"
    config.write_text(f'[memory]\nqdrant_path = "{tmp_path / "store"}"\n')
    return config


async def test_an_agent_session_stores_a_fact_refuses_a_guess_and_a_secret_and_recalls_for_its_owner_only(embedded_config: Path) -> None:
    fact, guess, secret = "The billing service keeps invoices in PostgreSQL 16", "I think the cache is Redis", f"The deploy key is {AWS}"
    stored, spec, leaked, recalled, status = await session_call(embedded_config, "alice", [
        ("remember", {"content": fact, "source": "user"}),
        ("remember", {"content": guess}),
        ("remember", {"content": secret, "source": "user"}),
        ("recall", {"query": "where are invoices kept"}),
        ("remember", {"content": fact, "source": "user"}),  # the same again: a duplicate
    ], "--embedded")  # fmt: skip
    assert stored["tier"] == "auto_approve" and stored["memory_id"]
    assert spec["tier"] == "block" and spec["memory_id"] is None
    assert leaked["tier"] == "block" and AWS not in json.dumps(leaked)  # a secret is never echoed back
    assert [m["content"] for m in recalled["memories"]] == [fact]
    provenance = recalled["memories"][0]
    assert provenance["decision_hash"] == stored["decision_hash"] and provenance["approved_at"] and provenance["agent_id"] == "agent-1"
    assert status["tier"] == "block" and "repeats memory" in status["reason"]

    (others,) = await session_call(embedded_config, "bob", [("recall", {"query": "where are invoices kept"})], "--embedded")
    assert others["memories"] == []  # another user's session recalls nothing of alice's
    (mine,) = await session_call(embedded_config, "alice", [("status", {"claim_id": stored["claim_id"]})], "--embedded")
    assert mine["state"] == "stored" and mine["memory"]["content"] == fact
    (theirs,) = await session_call(embedded_config, "bob", [("status", {"claim_id": stored["claim_id"]})], "--embedded")
    assert theirs["state"] == "unknown"  # a claim id of another user's names nothing of bob's


async def test_a_claim_to_fix_comes_back_with_what_failed_and_what_the_source_says(tmp_path: Path) -> None:
    adr = tmp_path / "adr"
    adr.mkdir()
    (adr / "ADR-002-kafka-retention.md").write_text("# ADR-002: Kafka retention\n\nStatus: Accepted\n\nKafka retention is 7 days.\n")
    config = tmp_path / "gs.toml"
    config.write_text(f'[memory]\nqdrant_path = "{tmp_path / "store"}"\n[citations]\nadr_dirs = ["{adr}"]\n')
    (result,) = await session_call(config, "carol", [("remember", {"content": "Per ADR-002, Kafka retention is 14 days"})], "--embedded")
    assert result["tier"] == "flag_review"
    feedback = result["feedback"]
    assert feedback["action"] in ("regenerate", "replan") and feedback["lineage"]
    (problem,) = [p for p in feedback["problems"] if p["kind"] == "value"]
    assert problem["claimed"] == "14 days" and problem["expected"] == "7 days" and problem["citation"] == "ADR-002"


async def test_the_python_client_decides_embedded_and_says_in_one_line_when_the_broker_is_down(tmp_path: Path) -> None:
    settings = Settings(memory={"qdrant_path": str(tmp_path / "store")})  # type: ignore[arg-type]
    async with await GateClient.open(settings, agent_id="planner", embedded=True) as client:
        d = await client.submit({"user_id": "alice", "content": "Builds run on Bazel", "source": "user"})
        assert d.tier is Tier.AUTO_APPROVE and d.claim.agent_id == "planner"
        assert [m.content for m in await client.recall("alice", "bazel builds")] == ["Builds run on Bazel"]
    down = Settings(kafka={"broker": f"127.0.0.1:{free_port()}", "connect_timeout_s": 1})  # type: ignore[arg-type]
    with pytest.raises(GateUnavailable) as refused:
        await GateClient.open(down, agent_id="planner")
    assert "cannot be reached" in str(refused.value) and "\n" not in str(refused.value)


def test_the_sync_client_is_the_same_client_without_an_event_loop(tmp_path: Path) -> None:
    settings = Settings(memory={"qdrant_path": str(tmp_path / "store")})  # type: ignore[arg-type]
    with SyncGateClient(settings, agent_id="planner", embedded=True) as client:
        assert client.submit({"user_id": "u1", "content": "Deploys go out on Tuesdays", "source": "user"}).approved
        assert client.status("u1", "nope")["state"] == "unknown"


def test_memories_query_recalls_the_users_nearest_memories_with_provenance(tmp_path: Path) -> None:
    config = tmp_path / "gs.toml"
    config.write_text(f'[memory]\nqdrant_path = "{tmp_path / "store"}"\n')
    claims = [{"claim_id": f"m{i}", "user_id": user, "memory_type": "fact", "source": "user", "content": text}
              for i, (user, text) in enumerate([("alice", "Invoices are archived to S3 nightly"), ("alice", "Sessions live in Redis"),
                                               ("bob", "Invoices are archived to Glacier")])]  # fmt: skip
    src = tmp_path / "in.jsonl"
    src.write_text("".join(json.dumps(c) + "\n" for c in claims))
    subprocess.run([GS, "validate", "--config", str(config), "--input", str(src), "--output", str(tmp_path / "o.jsonl"),
                    "--deadletter", str(tmp_path / "d.jsonl")], check=True, capture_output=True, timeout=120)  # fmt: skip
    out = subprocess.run([GS, "memories", "--config", str(config), "--user", "alice", "--query", "where are invoices archived"],
                         capture_output=True, text=True, timeout=120)  # fmt: skip
    assert out.returncode == 0, out.stderr
    rows = [json.loads(line) for line in out.stdout.splitlines()]
    assert [r["content"] for r in rows] == ["Invoices are archived to S3 nightly"]  # alice's, never bob's
    assert rows[0]["decision_hash"] and rows[0]["evidence"]["claim"] == rows[0]["content"]


@pytest.mark.kafka
@pytest.mark.timeout(240)
async def test_through_kafka_the_answer_is_the_workers_decision_and_a_silent_gate_says_pending(
    kafka_broker: str, qdrant_url: str, tmp_path: Path
) -> None:
    adr = tmp_path / "adr"
    adr.mkdir()
    (adr / "ADR-002-kafka-retention.md").write_text("# ADR-002: Kafka retention\n\nStatus: Accepted\n\nKafka retention is 7 days.\n")
    env = Env(kafka_broker, tmp_path, memory={"qdrant_url": qdrant_url, "collection": f"mcp{uuid.uuid4().hex[:8]}"},
              citations={"adr_dirs": [str(adr)]})
    config = env.config()
    # No worker yet: the claim is queued, and the answer says so instead of hanging.
    (pending,) = await session_call(config, "dana", [("remember", {"content": "Queues drain every 5 minutes", "source": "user"})],
                                    "--timeout", "2")  # fmt: skip
    assert pending["tier"] == "pending" and "queued" in pending["reason"]
    worker = Worker(config, tmp_path / "worker.log")
    try:
        worker.wait_ready()
        await until(lambda: worker.metric("groundstream_partitions_owned") == env.partitions, "the worker owns its partitions")
        stored, spec, wrong = await session_call(config, "dana", [
            ("remember", {"content": "The export job writes Parquet files to S3", "source": "user"}),
            ("remember", {"content": "Maybe the export job should use Avro"}),
            ("remember", {"content": "Per ADR-002, Kafka retention is 14 days"}),
        ], "--timeout", "60")  # fmt: skip
        assert stored["tier"] == "auto_approve" and spec["tier"] == "block"
        (problem,) = [p for p in wrong["feedback"]["problems"] if p["kind"] == "value"]  # the worker's feedback record
        assert problem["expected"] == "7 days" and wrong["feedback"]["lineage"]
        await until(lambda: worker.metric("groundstream_memories_stored_total") >= 2, "the sink stored the approvals")
        (recalled,) = await session_call(config, "dana", [("recall", {"query": "parquet export"})], "--timeout", "60")
        assert [m["content"] for m in recalled["memories"]] == ["The export job writes Parquet files to S3"]
    finally:
        worker.stop()
    settings = Settings.load(config)
    async with await GateClient.open(settings, agent_id="planner", timeout_s=1) as client:  # the worker is gone
        with pytest.raises(DecisionTimeout) as late:
            await client.submit({"user_id": "dana", "content": "Logs are kept for 30 days", "source": "user"})
    assert "no decision for claim" in str(late.value) and "\n" not in str(late.value)


async def test_every_memory_the_sink_writes_matches_the_published_payload_schema(tmp_path: Path) -> None:
    """Memory services read Qdrant directly: what is written is what `groundstream schema MemoryPayload` says."""
    from groundstream.schemas import MEMORY_SCHEMA_VERSION, MemoryPayload

    settings = Settings(memory={"qdrant_path": str(tmp_path / "store")})  # type: ignore[arg-type]
    async with await GateClient.open(settings, agent_id="planner", embedded=True) as client:
        await client.submit({"user_id": "alice", "content": "Builds run on Bazel", "source": "user", "metadata": {"repo": "core"}})
        (memory,) = [m async for m in client.memory_store().memories(user_id="alice")]
    payload = MemoryPayload.model_validate(memory.payload)
    assert payload.schema_version == MEMORY_SCHEMA_VERSION and payload.decision.decision_hash and payload.metadata == {"repo": "core"}
    out = subprocess.run([GS, "schema", "MemoryPayload"], capture_output=True, text=True, check=True, timeout=60)
    assert json.loads(out.stdout)["properties"]["schema_version"]["default"] == MEMORY_SCHEMA_VERSION


def test_recall_ranks_with_the_grounding_engine() -> None:
    """BM25 with English stems: "expiring tokens" finds "tokens expire"; the nearer memory first;
    a memory that shares no word is not returned."""
    from groundstream.sinks.memory_store import Memory
    from groundstream.streams.agent_client import rank

    def memory(text: str) -> Memory:
        return Memory(memory_id=str(uuid.uuid4()), user_id="u", claim_id=text[:8], content=text, payload={})

    memories = [memory("Sessions are stored in Redis."), memory("Access tokens expire after 15 minutes."),
                memory("Refresh tokens expire after 30 days and access tokens are rotated.")]  # fmt: skip
    ranked = rank("when do access tokens expire?", memories, 5)
    assert [m.content for m, _ in ranked] == [memories[1].content, memories[2].content]
    assert ranked[0][1] > ranked[1][1] > 0
    assert rank("expiring tokens", memories, 1)[0][0].content == memories[1].content
    assert rank("", memories, 5) == [] and rank("tokens", [], 5) == [] and rank("kafka", memories, 5) == []
