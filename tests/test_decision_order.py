"""docs/DESIGN.md's decision order, rule by rule, through the real gate and real verifiers."""

from __future__ import annotations

import asyncio
import json
from pathlib import Path

import pytest

from groundstream.detectors.gate.gate import Gate
from groundstream.detectors.gate.policy import Policy
from groundstream.detectors.providers.verify import CitationVerifier, VerifierSettings
from groundstream.schemas import Decision, Tier, memory_id_for
from groundstream.streams.config import Settings
from groundstream.streams.gate_service import GateService
from tests.conftest import claim, git
from tests.loopback import LoopbackServer


async def approve(gate: Gate, decision: Decision) -> None:
    """Stand in for the store write the caller makes, so the index sees the memory."""
    gate.remember(decision)


# Rule 2
@pytest.mark.parametrize("content", ["I think ADR-001 covers it", "Not sure ADR-001 is used", "Maybe we should follow ADR-005"])
async def test_rule2_speculation_blocks_even_with_valid_citations_and_trusted_source(gate: Gate, content: str) -> None:
    d = await gate.decide(claim(content, source="user"))
    assert d.tier is Tier.BLOCK and not d.approved
    assert d.checks_failed == ["speculation"]
    assert d.citations and all(c.verified is None for c in d.citations)  # nothing was looked up


async def test_rule2_assertion_word_does_not_cancel(gate: Gate) -> None:
    d = await gate.decide(claim("I guess the worker is idempotent, definitely confirmed", source="user"))
    assert d.tier is Tier.BLOCK


# Rule 3
async def test_rule3_duplicate_of_same_users_memory_blocks_with_evidence(gate: Gate) -> None:
    first = await gate.decide(claim("I prefer snake_case for JSON keys", source="user", claim_id="a"))
    assert first.tier is Tier.AUTO_APPROVE
    await approve(gate, first)
    again = await gate.decide(claim("I prefer snake_case for JSON keys", source="user", claim_id="b"))
    assert again.tier is Tier.BLOCK
    assert again.conflicting_memory_id == memory_id_for("u1", "a")
    assert again.similarity_score == 1.0
    other_user = await gate.decide(claim("I prefer snake_case for JSON keys", source="user", user="u2"))
    assert other_user.tier is Tier.AUTO_APPROVE


async def test_rule3_precedes_hedges(gate: Gate) -> None:
    first = await gate.decide(claim("Builds usually take four minutes", source="user"))
    assert first.tier is Tier.FLAG_REVIEW  # hedged: not stored, so not a memory either
    stored = await gate.decide(claim("Builds take four minutes on the CI runners", source="user"))
    await approve(gate, stored)
    dup = await gate.decide(claim("Builds take four minutes on the CI runners", source="documentation", claim_id="z"))
    assert dup.tier is Tier.BLOCK


# Rule 4
@pytest.mark.parametrize("content", ["The API may be rate limited, see ADR-001", "Cold start takes around 3 seconds", "Deploys usually finish in four minutes"])
async def test_rule4_technical_hedge_goes_to_review_even_when_trusted(gate: Gate, content: str) -> None:
    d = await gate.decide(claim(content, source="user"))
    assert d.tier is Tier.FLAG_REVIEW and d.checks_failed[0] == "hedges"


# Rule 5
async def test_rule5_provider_error_goes_to_review(server: LoopbackServer, adr_dir: Path) -> None:
    server.route("/api/issues/5", status=200, delay_s=2.0)  # slower than the deadline
    settings = VerifierSettings(adr_dirs=(adr_dir,), issue_api=server.url("/api"), timeout_s=0.3)
    g = Gate(Policy(verification=settings), CitationVerifier.from_settings(settings))
    d = await g.decide(claim("Tracked in #5, see ADR-001", source="user"))
    await g.aclose()
    assert d.tier is Tier.FLAG_REVIEW
    assert "provider:verifier:issue" in d.checks_failed
    assert "timed out" in d.reason


async def test_rule5_budget_spent_goes_to_review(adr_dir: Path) -> None:
    settings = VerifierSettings(adr_dirs=(adr_dir,), max_citations=1)
    g = Gate(Policy(verification=settings), CitationVerifier.from_settings(settings))
    d = await g.decide(claim("See ADR-001 and ADR-005"))
    await g.aclose()
    assert d.tier is Tier.FLAG_REVIEW and "budget" in d.reason


# Rule 6
@pytest.mark.parametrize(
    "content", ["Per ADR-404, retries are disabled", "Fixed in commit 0123456789abcdef0123", "See GH-77777 for the plan"]
)
async def test_rule6_unverified_citation_goes_to_review_even_from_trusted_source(gate: Gate, content: str) -> None:
    d = await gate.decide(claim(content, source="documentation"))
    assert d.tier is Tier.FLAG_REVIEW
    assert any(f.startswith("citation:") for f in d.checks_failed)
    assert "hallucination" in d.reason


# Rule 7
async def test_rule7_all_citations_verified_approves(gate: Gate, git_repo: tuple[Path, str], server: LoopbackServer) -> None:
    repo, _ = git_repo
    (repo / "events.md").write_text("one JSON object per line\n")
    git(repo, "add", "events.md")
    git(repo, "commit", "-q", "-m", "Write events as JSON lines")
    sha = git(repo, "rev-parse", "HEAD")
    issue = {"title": "Event format", "body": "Agree on JSON lines for events", "state": "closed"}
    server.route("/api/issues/12", status=200, body=json.dumps(issue).encode(), headers={"Content-Type": "application/json"})
    url = server.route("/doc", status=200, body=b"Events are JSON lines.", headers={"Content-Type": "text/plain"})
    d = await gate.decide(claim(f"Per ADR-001 (commit {sha[:10]}, #12, {url}) events are JSON lines"))
    assert d.tier is Tier.AUTO_APPROVE, d.reason
    assert [c.verified for c in d.citations] == [True, True, True, True]
    assert d.evidence.source_id == "ADR-001"
    assert d.evidence.confidence.value == "high"


# Rule 8
@pytest.mark.parametrize("source", ["user", "documentation", "adr", "commit", "manual"])
async def test_rule8_trusted_source_approves(gate: Gate, source: str) -> None:
    d = await gate.decide(claim(f"The build uses Bazel ({source})", source=source))
    assert d.tier is Tier.AUTO_APPROVE and "trusted_source" in d.checks_passed


# Rule 9
@pytest.mark.parametrize(
    ("memory_type", "source", "tier"),
    [
        ("decision", "conversation", Tier.AUTO_APPROVE),
        ("preference", "conversation", Tier.AUTO_APPROVE),
        ("preference", "chat", Tier.AUTO_APPROVE),
        ("decision", "chat", Tier.FLAG_REVIEW),
        ("fact", "conversation", Tier.FLAG_REVIEW),
    ],
)
async def test_rule9_decisions_and_preferences_from_conversation(gate: Gate, memory_type: str, source: str, tier: Tier) -> None:
    d = await gate.decide(claim("I prefer tabs for indentation", memory_type=memory_type, source=source))
    assert d.tier is tier


# Rule 10
async def test_rule10_anything_else_goes_to_review(gate: Gate) -> None:
    d = await gate.decide(claim("The scheduler uses cron expressions", source="ai_synthesis"))
    assert d.tier is Tier.FLAG_REVIEW and d.checks_failed == ["grounding"]
    assert d.evidence.confidence.value == "low"


# Fail-closed at the service level: a memory store that cannot be reached.
async def test_store_unavailable_sends_would_be_approvals_to_review() -> None:
    settings = Settings(memory={"qdrant_url": "http://127.0.0.1:9", "timeout_s": 1})
    service = await GateService.open(settings)
    try:
        trusted = await service.decide_and_store(claim("Sessions live in Redis", source="user"))
        assert trusted.tier is Tier.FLAG_REVIEW
        assert "provider:memory_store" in trusted.checks_failed
        speculation = await service.decide_and_store(claim("I think sessions live in Redis", source="user"))
        assert speculation.tier is Tier.BLOCK  # needs no store to block
    finally:
        await service.close()


async def test_store_write_failure_demotes_to_review() -> None:
    service = await GateService.open(Settings())
    try:
        await service.store.close()  # the real store, now refusing every call
        d = await service.decide_and_store(claim("Sessions live in Redis", source="user"))
        assert d.tier is Tier.FLAG_REVIEW and "provider:memory_store" in d.checks_failed
        assert service.gate.dedup.count("u1") == 0  # the index never runs ahead of the store
    finally:
        await service.gate.aclose()


# Hashes
async def test_decision_hash_is_stable_and_layered(verifier_settings: VerifierSettings) -> None:
    async def decide_once(policy: Policy, content: str) -> Decision:
        g = Gate(policy, CitationVerifier.from_settings(verifier_settings))
        d = await g.decide(claim(content, claim_id="fixed"))
        await g.aclose()
        return d

    policy = Policy(verification=verifier_settings)
    a = await decide_once(policy, "Per ADR-001, events are JSON lines")
    b = await decide_once(policy, "Per ADR-001, events are JSON lines")
    assert a.decision_hash == b.decision_hash and a.hash_layers == b.hash_layers

    changed_data = await decide_once(policy, "Per ADR-001, events are JSON lines.")  # the ADR still supports it
    differ = {k for k in a.hash_layers if a.hash_layers[k] != changed_data.hash_layers[k]}
    assert differ == {"claim", "normalized"}

    changed_policy = await decide_once(Policy(verification=verifier_settings, jaccard_threshold=0.9), "Per ADR-001, events are JSON lines")
    differ = {k for k in a.hash_layers if a.hash_layers[k] != changed_policy.hash_layers[k]}
    assert differ == {"policy"}
    assert changed_policy.decision_hash != a.decision_hash

    changed_evidence = await decide_once(policy, "Per ADR-404, events are JSON lines")
    differ = {k for k in a.hash_layers if a.hash_layers[k] != changed_evidence.hash_layers[k]}
    assert differ == {"claim", "normalized", "evidence", "decision"}


async def test_a_store_held_by_another_process_fails_closed_then_recovers(tmp_path) -> None:
    import subprocess
    import sys

    folder = str(tmp_path / "qdrant")
    hold = ("import asyncio, sys\nfrom groundstream.sinks.memory_store import open_store\n"
            f"s = open_store(path={folder!r})\nasyncio.run(s.ensure_collection())\nprint('held', flush=True)\n"
            "sys.stdin.readline()\nasyncio.run(s.close())\n")  # fmt: skip
    holder = subprocess.Popen([sys.executable, "-c", hold], stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)
    assert holder.stdout is not None and holder.stdout.readline().strip() == "held"  # another process holds the shard
    service = await GateService.open(Settings(memory={"qdrant_path": folder}))
    try:
        held = await service.decide_and_store(claim("Sessions live in Redis", source="user", claim_id="held"))
        assert held.tier is Tier.FLAG_REVIEW and "provider:memory_store" in held.checks_failed
        assert "held by another process" in held.reason
        holder.communicate("release\n", timeout=30)
        deadline = asyncio.get_running_loop().time() + 30
        while service.gate.store_error is not None:  # the open is retried with bounded backoff (0.2 s first)
            assert asyncio.get_running_loop().time() < deadline, "the store never came back"
            await service.retry_store()
            await asyncio.sleep(0.05)
        freed = await service.decide_and_store(claim("Sessions live in Redis", source="user", claim_id="freed"))
        assert freed.tier is Tier.AUTO_APPROVE
        assert await service.store.count() == 1
    finally:
        await service.close()
