"""Signed decisions, replay and expiry: a decision can be audited and reproduced months later."""

from __future__ import annotations

import json
import subprocess
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest

from groundstream.detectors.gate.provenance import reviewed
from groundstream.detectors.gate.signing import SignatureError, Signer
from groundstream.schemas import Decision, Tier
from groundstream.sinks.memory_store import open_store
from tests.conftest import REPO, claim
from tests.loopback import LoopbackServer
from tests.test_validate import run_validate, write_config

GS = str(REPO / ".venv" / "bin" / "groundstream")
KEY = "k2026", b"0123456789abcdef0123456789abcdef"


async def a_decision(gate, content: str = "Sessions live in Redis", **kw: object) -> Decision:
    return await gate.decide(claim(content, source="user", claim_id="p1", **kw))


# --- signatures ------------------------------------------------------------------------------


async def test_signed_decision_verifies_and_any_edit_breaks_it(gate) -> None:
    signer = Signer(dict([KEY]), KEY[0])
    signed = signer.sign(await a_decision(gate))
    signer.verify(signed)
    assert signed.key_id == KEY[0] and len(signed.signature or "") == 64

    edits = {
        "tier": {"tier": Tier.FLAG_REVIEW},
        "content": {"claim": signed.claim.model_copy(update={"content": "Sessions live in Memcached"})},
        "user": {"user_id": "u2"},
        "reason": {"reason": "Approved because I said so."},
        "hash": {"decision_hash": "0" * 64},
        "unsigned": {"signature": None},
    }
    for name, update in edits.items():
        with pytest.raises(SignatureError):
            signer.verify(signed.model_copy(update=update))
        assert name


async def test_keys_rotate_old_signatures_stay_valid_unknown_keys_do_not(gate) -> None:
    old = Signer({"k1": b"a" * 32}, "k1")
    signed_old = old.sign(await a_decision(gate))
    rotated = Signer({"k1": b"a" * 32, "k2": b"b" * 32}, "k2")
    rotated.verify(signed_old)  # still configured: still valid
    assert rotated.sign(signed_old).key_id == "k2"
    with pytest.raises(SignatureError, match="unknown key"):
        Signer({"k2": b"b" * 32}, "k2").verify(signed_old)  # k1 retired
    with pytest.raises(ValueError):
        Signer({"short": b"x"}, "short")


# --- replay ----------------------------------------------------------------------------------


def _decide(tmp_path: Path, config: Path, lines: list[str]) -> Path:
    decisions, _, proc = run_validate(tmp_path, config, lines)
    assert proc.returncode == 0, proc.stderr
    path = tmp_path / "recorded.jsonl"
    path.write_text("".join(json.dumps(d) + "\n" for d in decisions))
    return path


def _replay(config: Path, path: Path, *extra: str) -> subprocess.CompletedProcess:
    return subprocess.run([GS, "replay", "--config", str(config), "--input", str(path), *extra],
                          capture_output=True, text=True, timeout=120)


def _line(cid: str, content: str, source: str = "ai_synthesis") -> str:
    return json.dumps({"claim_id": cid, "user_id": "u1", "memory_type": "fact", "source": source, "content": content})


def test_replay_reproduces_and_names_an_edited_tier(tmp_path: Path, adr_dir: Path) -> None:
    config = write_config(tmp_path, citations={"adr_dirs": [str(adr_dir)]})
    path = _decide(tmp_path, config, [_line("a", "Per ADR-001 events are JSON"), _line("b", "The cron runs hourly"),
                                      _line("c", "I think it is fine")])
    ok = _replay(config, path)
    assert ok.returncode == 0, ok.stdout + ok.stderr
    assert "3 reproduced, 0 differ" in ok.stdout

    records = [json.loads(x) for x in path.read_text().splitlines()]
    records[1]["tier"] = "auto_approve"  # someone promotes a flagged claim by hand
    records[1]["approved"] = True
    path.write_text("".join(json.dumps(r) + "\n" for r in records))
    bad = _replay(config, path)
    assert bad.returncode == 1
    assert "DIFFERS b" in bad.stdout and "record" in bad.stdout
    assert "DIFFERS a" not in bad.stdout and "(b)" in bad.stdout


def test_replay_after_a_policy_change_names_the_policy_layer(tmp_path: Path) -> None:
    config = write_config(tmp_path, dedup={"jaccard_threshold": 0.92})
    path = _decide(tmp_path, config, [_line("a", "The build uses Bazel", source="user")])
    changed = write_config(tmp_path, dedup={"jaccard_threshold": 0.9})
    out = _replay(changed, path)
    assert out.returncode == 1 and "layers decision_hash" not in out.stdout
    assert "DIFFERS a: layers policy" in out.stdout


def test_live_replay_shows_a_url_that_now_answers_404(tmp_path: Path, server: LoopbackServer) -> None:
    url = server.route("/runbook", status=200, body=b"<h1>Runbook</h1><p>Restart the worker.</p>", headers={"Content-Type": "text/html"})
    config = write_config(tmp_path, citations={"url_allow": ["127.0.0.1/32"], "timeout_s": 2})
    path = _decide(tmp_path, config, [_line("a", f"The runbook is at {url}")])
    assert json.loads(path.read_text())["tier"] == "auto_approve"
    server.routes.pop("/runbook")  # the page is gone
    assert _replay(config, path).returncode == 0  # recorded evidence: no network, reproduces
    live = _replay(config, path, "--live")
    assert live.returncode == 1
    assert "evidence" in live.stdout and "auto_approve -> flag_review" in live.stdout and url in live.stdout


# --- expiry ----------------------------------------------------------------------------------


def test_expire_removes_a_memory_past_its_horizon(tmp_path: Path) -> None:
    config = write_config(tmp_path, memory={"qdrant_path": "qdrant"})
    past = (datetime.now(UTC) - timedelta(days=1)).isoformat()
    future = (datetime.now(UTC) + timedelta(days=30)).isoformat()
    lines = [
        json.dumps({"claim_id": "old", "user_id": "u1", "memory_type": "fact", "source": "user",
                    "content": "The on-call rota is in PagerDuty", "validity_horizon": past}),
        json.dumps({"claim_id": "new", "user_id": "u1", "memory_type": "fact", "source": "user",
                    "content": "The build uses Bazel", "validity_horizon": future}),
        json.dumps({"claim_id": "forever", "user_id": "u1", "memory_type": "fact", "source": "user",
                    "content": "The repository is a monorepo"}),
    ]
    decisions, _, _ = run_validate(tmp_path, config, lines)
    assert [d["tier"] for d in decisions] == ["auto_approve"] * 3
    out = subprocess.run([GS, "expire", "--config", str(config), "--action", "review", "--output", str(tmp_path / "review.jsonl")],
                         capture_output=True, text=True, timeout=120)
    assert out.returncode == 0, out.stderr
    audit = [json.loads(x) for x in out.stdout.splitlines()]
    assert [(a["event"], a["claim_id"], a["actor"]) for a in audit] == [("memory_expired", "old", "groundstream")]
    review = [Decision.model_validate_json(x) for x in (tmp_path / "review.jsonl").read_text().splitlines()]
    assert [(d.claim_id, d.tier) for d in review] == [("old", Tier.FLAG_REVIEW)] and "expired" in review[0].reason

    import asyncio

    async def remaining() -> set[str]:
        store = open_store(path=str(tmp_path / "qdrant"))
        try:
            return {m.claim_id async for m in store.memories()}
        finally:
            await store.close()

    assert asyncio.run(remaining()) == {"new", "forever"}


async def test_policy_validity_days_sets_the_horizon(verifier_settings) -> None:
    from groundstream.detectors.gate.gate import Gate
    from groundstream.detectors.gate.policy import Policy
    from groundstream.detectors.providers.verify import CitationVerifier

    g = Gate(Policy(verification=verifier_settings, validity_days={"fact": 30}), CitationVerifier.from_settings(verifier_settings))
    d = await g.decide(claim("The build uses Bazel", source="user"))
    await g.aclose()
    assert d.evidence.validity_horizon is not None
    assert timedelta(days=29) < d.evidence.validity_horizon - d.evidence.capture_time <= timedelta(days=30)
    assert Policy(validity_days={"fact": 30}).policy_hash != Policy().policy_hash


async def test_a_reviewer_approval_carries_the_action_and_a_new_signature(gate) -> None:
    from groundstream.schemas import ReviewAction

    signer = Signer(dict([KEY]), KEY[0])
    flagged = signer.sign(await gate.decide(claim("The cron runs hourly", claim_id="r1")))
    assert flagged.tier is Tier.FLAG_REVIEW
    action = ReviewAction(reviewer="alice", action="approve", reason="checked the crontab", at=datetime.now(UTC))
    approved = signer.sign(reviewed(flagged, action))
    signer.verify(approved)  # what the memory sink checks
    assert approved.tier is Tier.AUTO_APPROVE and approved.review == action and "alice" in approved.reason
    assert approved.signature != flagged.signature and approved.decision_hash != flagged.decision_hash
    assert {k for k in approved.hash_layers if approved.hash_layers[k] != flagged.hash_layers.get(k)} == {"decision", "review"}
    forged = approved.model_copy(update={"review": action.model_copy(update={"reviewer": "mallory"})})
    with pytest.raises(SignatureError, match="review"):
        signer.verify(forged)
    with pytest.raises(SignatureError):
        signer.verify(reviewed(flagged, action))  # not signed again: refused


def test_replay_reproduces_a_reviewed_decision(tmp_path: Path) -> None:
    import asyncio

    from groundstream.detectors.gate.gate import Gate
    from groundstream.detectors.gate.policy import Policy
    from groundstream.detectors.providers.verify import CitationVerifier
    from groundstream.schemas import ReviewAction

    config = write_config(tmp_path, dedup={"jaccard_threshold": 0.92})
    path = _decide(tmp_path, config, [_line("a", "The cron runs hourly")])
    record = Decision.model_validate_json(path.read_text())
    gate = Gate(Policy(), CitationVerifier({}))
    action = ReviewAction(reviewer="bob", action="approve", reason=None, at=datetime(2026, 11, 1, tzinfo=UTC))
    path.write_text(reviewed(record, action).model_dump_json() + "\n")
    asyncio.run(gate.aclose())
    out = _replay(config, path)
    assert out.returncode == 0, out.stdout


async def test_expiry_deletes_nothing_until_its_audit_is_published(tmp_path: Path) -> None:
    from groundstream.streams.config import Settings
    from groundstream.streams.expire import expire
    from groundstream.streams.gate_service import GateService

    service = await GateService.open(Settings(memory={"qdrant_path": str(tmp_path / "qdrant")}))
    try:
        past = datetime.now(UTC) - timedelta(days=1)
        assert (await service.decide_and_store(claim("The rota lives in PagerDuty", source="user", validity_horizon=past))).approved

        async def audit_topic_down(_: object) -> None:
            raise ConnectionError("audit topic unreachable")

        with pytest.raises(ConnectionError):
            await expire(service, publish=audit_topic_down)
        assert await service.store.count() == 1  # still there: no deletion without its audit record

        published = []

        async def audit_topic_up(result: object) -> None:
            published.append(result)

        done = await expire(service, publish=audit_topic_up)
        assert published == [done] and [a.event for a in done.audit] == ["memory_expired"]
        assert await service.store.count() == 0
    finally:
        await service.close()
