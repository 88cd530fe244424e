"""A citation passes only when its source exists *and* does not say otherwise: a real ADR folder,
a real git repository, a loopback issue API, the real gate."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from groundstream.detectors.pipeline import Gate
from groundstream.detectors.policy import Policy
from groundstream.detectors.support import refutation
from groundstream.detectors.verify import CitationVerifier, VerifierSettings
from groundstream.schemas import Tier
from groundstream.streams.replay import replay_one
from tests.conftest import claim, git
from tests.loopback import LoopbackServer

ADR = """# ADR-021: Kafka retention is 7 days

Status: accepted
Date: 2024-03-01

Topics keep records for 7 days. Orders, accounts and invoices live in PostgreSQL; Redis holds
sessions only. Deploys run on Tuesdays. The API does not use OAuth2.
"""


@pytest.fixture
def sources(tmp_path: Path, server: LoopbackServer) -> tuple[VerifierSettings, str]:
    adr = tmp_path / "adr"
    adr.mkdir()
    (adr / "ADR-021-retention.md").write_text(ADR)
    repo = tmp_path / "repo"
    repo.mkdir()
    git(repo, "init", "-q")
    (repo / "retention.conf").write_text("retention.ms=604800000\n")
    git(repo, "add", "retention.conf")
    git(repo, "commit", "-q", "-m", "Raise the upload limit to 50 MB\n\nThe old limit was too small for scans.")
    sha = git(repo, "rev-parse", "HEAD")
    issue = {"number": 42, "title": "Move the primary region to eu-west-1", "body": "All services move by June.", "state": "open"}
    server.route("/api/issues/42", status=200, body=json.dumps(issue).encode(), headers={"Content-Type": "application/json"})
    settings = VerifierSettings(adr_dirs=(adr,), git_repos=(repo,), issue_api=server.url("/api"), timeout_s=2)
    return settings, sha


@pytest.fixture
async def gate(sources: tuple[VerifierSettings, str]):  # noqa: ANN201
    settings, _ = sources
    g = Gate(Policy(verification=settings), CitationVerifier.from_settings(settings))
    yield g
    await g.aclose()


@pytest.mark.parametrize(
    "content",
    [
        "Per ADR-021, Kafka retention is 7 days",
        "Per ADR-021, Kafka retention is one week",  # the same value in other words
        "Per ADR-021, orders live in PostgreSQL",
        "Per ADR-021, sessions live in Redis",
        "Per ADR-021, deploys run on Tuesdays",
        "Per ADR-021, the API does not use OAuth2",
        "Per ADR-021, retention was decided in 2023",  # the ADR's own date is not what it says
        "See #42: the primary region is eu-west-1",
    ],
)
async def test_a_source_that_says_the_same_supports_the_claim(gate: Gate, content: str) -> None:
    decision = await gate.decide(claim(content))
    assert decision.tier is Tier.AUTO_APPROVE, decision.reason


@pytest.mark.parametrize(
    "content,said",
    [
        ("Per ADR-021, Kafka retention is 14 days", "'7 days', not '14 days'"),
        ("Per ADR-021, orders live in MySQL", "'postgresql', not 'mysql'"),
        ("Per ADR-021, deploys run on Fridays", "'tuesdays', not 'fridays'"),
        ("Per ADR-021, the API uses OAuth2", "the source says the opposite"),
        ("See #42: the primary region is us-east-1", "'eu-west-1', not 'us-east-1'"),
    ],
)
async def test_a_real_source_that_says_otherwise_sends_the_claim_to_review(gate: Gate, content: str, said: str) -> None:
    decision = await gate.decide(claim(content))
    assert decision.tier is Tier.FLAG_REVIEW and decision.citations[0].verified is False
    reason = decision.citations[0].verification_reason or ""
    assert "does not support the claim" in reason and said in reason
    assert said in decision.reason  # the reviewer reads the passage that refutes it


async def test_a_commit_is_read_by_its_message(gate: Gate, sources: tuple[VerifierSettings, str]) -> None:
    _, sha = sources
    ok = await gate.decide(claim(f"Since commit {sha[:10]} the upload limit is 50 MB"))
    wrong = await gate.decide(claim(f"Since commit {sha[:10]} the upload limit is 500 MB"))
    assert ok.tier is Tier.AUTO_APPROVE, ok.reason
    assert wrong.tier is Tier.FLAG_REVIEW and "'50 mb', not '500 mb'" in wrong.reason


async def test_an_unsupported_citation_replays_to_the_same_hash(gate: Gate, sources: tuple[VerifierSettings, str]) -> None:
    settings, _ = sources
    decision = await gate.decide(claim("Per ADR-021, Kafka retention is 14 days"))
    fresh = Gate(Policy(verification=settings), CitationVerifier.from_settings(settings))
    try:
        for live in (False, True):
            again = await replay_one(fresh, decision, live=live)
            assert again.reproduced, again
    finally:
        await fresh.aclose()


def test_a_silent_source_refutes_nothing() -> None:
    assert refutation("Kafka retention is 14 days", "# ADR-005\n") is None
    assert refutation("The cache holds 2 GiB", "Caching is described elsewhere.") is None


async def test_a_cited_page_is_read_as_text(server: LoopbackServer) -> None:
    page = (b"<html><head><title>Limits</title><script>var limit = '500 MB';</script></head>"
            b"<body><h1>Upload limits</h1><p>The upload limit is <b>50 MB</b>.</p></body></html>")  # fmt: skip
    url = server.route("/limits", status=200, body=page, headers={"Content-Type": "text/html; charset=utf-8"})
    settings = VerifierSettings(url_allow=("127.0.0.1",), timeout_s=2)
    gate = Gate(Policy(verification=settings), CitationVerifier.from_settings(settings))
    try:
        ok = await gate.decide(claim(f"The upload limit is 50 MB ({url})"))
        wrong = await gate.decide(claim(f"The upload limit is 500 MB ({url})"))
    finally:
        await gate.aclose()
    assert ok.tier is Tier.AUTO_APPROVE, ok.reason  # the script's '500 MB' is not page text
    assert wrong.tier is Tier.FLAG_REVIEW and "'50 mb', not '500 mb'" in wrong.reason
    assert [m for m, _, _ in server.requests][:2] == ["HEAD", "GET"]


async def test_a_support_check_that_fails_sends_the_claim_to_review(gate: Gate, monkeypatch: pytest.MonkeyPatch) -> None:
    import groundstream.detectors.verify as verify

    def broken(claim: str, source: str) -> None:
        raise RecursionError("the source could not be read")

    monkeypatch.setattr(verify, "refutation", broken)  # our own check, made to fail: no library patched
    decision = await gate.decide(claim("Per ADR-021, Kafka retention is 7 days"))
    assert decision.tier is Tier.FLAG_REVIEW and decision.citations[0].error
    assert "could not be checked" in decision.reason
