"""A citation passes only when its source exists *and* does not say otherwise: a real ADR folder,
a real git repository, a loopback issue API, the real gate."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from groundstream.detectors.gate.gate import Gate
from groundstream.detectors.gate.policy import Policy
from groundstream.detectors.providers.verify import CitationVerifier, VerifierSettings
from groundstream.detectors.support import support
from groundstream.schemas import Tier
from groundstream.streams.replay import replay_one
from tests.conftest import claim, decide_all, git
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
        "Per ADR-021, retention was decided in 2024",  # the record's date line states its year
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
    assert "does not support the claim" in reason and said.lower() in reason.lower()
    assert said.lower() in decision.reason.lower()  # the reviewer reads the passage that refutes it


async def test_a_commit_is_read_by_its_message(gate: Gate, sources: tuple[VerifierSettings, str]) -> None:
    _, sha = sources
    ok = await gate.decide(claim(f"Since commit {sha[:10]} the upload limit is 50 MB"))
    wrong = await gate.decide(claim(f"Since commit {sha[:10]} the upload limit is 500 MB"))
    assert ok.tier is Tier.AUTO_APPROVE, ok.reason
    assert wrong.tier is Tier.FLAG_REVIEW and "'50 mb', not '500 mb'" in wrong.reason


def _edited(tmp_path: Path, name: str, before: str, after: str) -> tuple[Gate, str]:
    """A gate over a real repository whose last commit changed `name` from `before` to `after`, and that commit's short sha."""
    repo = tmp_path / "tool"
    repo.mkdir()
    git(repo, "init", "-q")
    (repo / name).write_text(before)
    git(repo, "add", name)
    git(repo, "commit", "-q", "-m", "First")
    (repo / name).write_text(after)
    git(repo, "commit", "-q", "-am", "Second")
    settings = VerifierSettings(git_repos=(repo,), timeout_s=5)
    return Gate(Policy(verification=settings), CitationVerifier.from_settings(settings)), git(repo, "rev-parse", "HEAD")[:10]


async def test_what_a_commit_added_or_removed_is_read_from_the_side_of_its_diff(tmp_path: Path) -> None:
    gate, sha = _edited(tmp_path, "INSTALL.md", "# Install\n\n## Homebrew\n\nInstall it with `brew install tool`.\n",
                        "# Install\n\nBy hand only.\n\n## Pixi\n\nInstall it with `pixi global install tool`.\n")  # fmt: skip
    try:
        added = await gate.decide(claim(f"Commit {sha} added `pixi global install tool` to INSTALL.md"))
        removed = await gate.decide(claim(f"Commit {sha} removed `brew install tool` from INSTALL.md"))
        backwards = await gate.decide(claim(f"Commit {sha} added `brew install tool` to INSTALL.md"))
        also_backwards = await gate.decide(claim(f"Commit {sha} removed `pixi global install tool` from INSTALL.md"))
        # a line it removed says only that it was removed: not that the commit documents or lists it
        reported = [await gate.decide(claim(f"Commit {sha} {verb} `brew install tool` in INSTALL.md")) for verb in ("documented", "lists")]
    finally:
        await gate.aclose()
    assert added.tier is Tier.AUTO_APPROVE, added.reason
    assert removed.tier is Tier.AUTO_APPROVE, removed.reason
    # the lines it removed do not say it added them, nor those it added that it removed them
    assert backwards.tier is Tier.FLAG_REVIEW and "does not support the claim" in backwards.reason
    assert also_backwards.tier is Tier.FLAG_REVIEW and "'removed'" in also_backwards.reason
    assert all(d.tier is Tier.FLAG_REVIEW for d in reported), [d.reason for d in reported]


async def test_a_commits_change_is_read_whole_from_what_it_removed_to_what_it_added(tmp_path: Path) -> None:
    gate, sha = _edited(tmp_path, "README.md", "# tool\n\nYou need Rust 1.82 or later installed.\n", "# tool\n\nYou need Rust 1.83 or later installed.\n")
    try:
        changed = await gate.decide(claim(f"Commit {sha} changed README.md from Rust 1.82 to Rust 1.83"))
        raised = await gate.decide(claim(f"Commit {sha} raised README.md from Rust 1.82 to Rust 1.83"))
        backwards = await gate.decide(claim(f"Commit {sha} changed README.md from Rust 1.83 to Rust 1.82"))
        lowered = await gate.decide(claim(f"Commit {sha} lowered README.md from Rust 1.82 to Rust 1.83"))
        to_old = await gate.decide(claim(f"Commit {sha} changed README.md to Rust 1.82"))
        other = await gate.decide(claim(f"Commit {sha} changed README.md from Rust 1.82 to Rust 1.85"))
    finally:
        await gate.aclose()
    assert changed.tier is Tier.AUTO_APPROVE, changed.reason
    assert raised.tier is Tier.AUTO_APPROVE, raised.reason
    # the old value after the new, a direction its numbers do not go, the old value as the new, another value
    for wrong in (backwards, lowered, to_old, other):
        assert wrong.tier is Tier.FLAG_REVIEW and "does not support the claim" in wrong.reason, wrong.reason


def test_a_commits_change_pairs_each_value_with_the_line_it_replaced() -> None:
    """Two lines changed in one hunk: the old value of one and the new value of the other are no change."""
    commit = ("Author: Ann Example <ann@example.invalid>\nDate: 2026-01-02\n\nTune network settings\n\n"
              "diff --git a/net.conf b/net.conf\nindex 1..2 100644\n--- a/net.conf\n+++ b/net.conf\n@@ -1,2 +1,2 @@\n"
              "-timeout = 30\n-retries = 5\n+timeout = 60\n+retries = 3\n")  # fmt: skip
    assert support("changed the timeout in net.conf from 30 to 60", commit, location="commit abc1234", kind="commit").supported
    for wrong in ("lowered the timeout in net.conf from 30 to 3", "changed the retries in net.conf from 30 to 60",
                  "changed the timeout in net.conf from 5 to 60"):  # fmt: skip
        assert not support(wrong, commit, location="commit abc1234", kind="commit").supported, wrong
    # one line whose two values both changed says neither change alone
    two = commit.replace("-timeout = 30\n-retries = 5\n+timeout = 60\n+retries = 3\n", "-Rust 1.82 and Node 18\n+Rust 1.83 and Node 20\n")
    assert not support("changed the Node version in net.conf from 1.82 to 1.83", two, location="commit abc1234", kind="commit").supported


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


def test_a_source_silent_on_what_the_claim_states_does_not_support_it() -> None:
    silent = support("Retention is 14 days", "# ADR-005\nTopics are described elsewhere.\n")
    assert not silent.supported and "'14 days'" in (silent.reason or "")
    assert "does not state '2 GiB'" in (support("The cache holds 2 GiB", "Caching is described elsewhere.").reason or "")
    # Written where it is not read as a value, a value is still stated.
    assert support("Orders use PostgreSQL 16", "Upgrade the store: PostgreSQL 16 for orders").supported
    # A word of the claim the source does not state: not supported, however much else it shares.
    moved = support("Orders moved to PostgreSQL 16", "Upgrade the store: PostgreSQL 16 for orders")
    assert not moved.supported and "'moved'" in (moved.reason or "")


def test_a_claim_that_only_says_the_source_exists_needs_nothing_more() -> None:
    # "Fixed in commit 7a712ca" reaches the check without its citation, the word that names it included
    assert support("Fixed in", "Bump the docs theme\n\ndocs/conf.py").supported
    assert support("The gate was committed in", "Skeleton\n\nstreams/gate.py\ndetectors/dedup.py").supported


def test_one_passage_of_the_cited_sources_must_state_the_claim() -> None:
    adr = "Orders live in PostgreSQL."
    claim_text = "orders live in PostgreSQL, whose retention is 30 days"
    assert not support(claim_text, adr).supported  # alone, it does not say 30 days
    # Another cited source that states the whole claim supports it; two halves in two sources do not.
    assert support(claim_text, adr, ("Orders live in PostgreSQL, whose retention is a month.",)).supported
    assert not support(claim_text, adr, ("Orders are kept for a month.",)).supported
    # A source whose text could not be read supports nothing, and borrows no support from another.
    assert not support(claim_text, "", ("Orders live in PostgreSQL; retention is 30 days.",)).supported
    assert not support(claim_text, "", ()).supported
    # A claim that says only that its source is not what it is, is no claim of existence.
    assert not support("is not a fix", "Fix retry storm in checkout\n\nsrc/retry.py").supported


def test_a_word_every_text_has_is_no_shared_topic() -> None:
    off = support("The billing service retries failed payments", "Rename the logging service config\n\nlogging/service.yaml")
    assert off.reason is not None and "about something else" in off.reason
    assert support("The billing service retries failed payments", "The billing service retries failed payments\n\nbilling/retry.py").supported


def test_words_meet_across_endings() -> None:
    found = support("the login handler is rate limited", "Add a rate limiter to the login handler")
    assert found.supported and "rate limiter" in found.span


@pytest.mark.parametrize(
    "content,missing",
    [
        ("Per ADR-021, Kafka runs on Kubernetes", "does not state 'Kubernetes'"),
        ("Per ADR-021, the upload limit is 50 MB", "about something else"),
        ("See #42: the billing service moved to GraphQL", "'GraphQL'"),
        ("Per ADR-021, invoices and accounts are kept in PostgreSQL", None),
        ("Per ADR-021, invoices and accounts are kept together", "'together'"),  # a word left over
        ("Per ADR-021, the billing dashboard shows invoices per tenant", "about something else"),  # one word of five
        ("Per ADR-021, alerting pages the on-call engineer through escalation policies", "about something else"),
    ],
)
async def test_a_real_source_about_something_else_does_not_support_the_claim(
    gate: Gate, content: str, missing: str | None
) -> None:
    decision = await gate.decide(claim(content))
    if missing is None:
        assert decision.tier is Tier.AUTO_APPROVE, decision.reason
        return
    assert decision.tier is Tier.FLAG_REVIEW and decision.citations[0].verified is False
    assert missing in (decision.citations[0].verification_reason or "")
    assert decision.citations[0].source_span  # what was searched, for the reviewer


async def test_a_commit_about_something_else_does_not_support_the_claim(gate: Gate, sources: tuple[VerifierSettings, str]) -> None:
    _, sha = sources
    other = await gate.decide(claim(f"Commit {sha[:10]} moved session storage from Redis to Memcached"))
    vague = await gate.decide(claim(f"Commit {sha[:10]} rewrote the billing reconciliation job"))
    bare = await gate.decide(claim(f"Fixed in commit {sha[:10]}"))  # says only that the commit exists
    assert other.tier is Tier.FLAG_REVIEW and "'Redis'" in other.reason
    assert vague.tier is Tier.FLAG_REVIEW and "about something else" in vague.reason
    assert bare.tier is Tier.AUTO_APPROVE, bare.reason


async def test_the_supporting_passage_is_in_the_evidence(gate: Gate) -> None:
    decision = await gate.decide(claim("Per ADR-021, orders live in PostgreSQL"))
    assert decision.tier is Tier.AUTO_APPROVE
    assert decision.citations[0].source_span == "Orders, accounts and invoices live in PostgreSQL; Redis holds sessions only."


async def test_a_page_whose_text_cannot_be_read_supports_no_value(server: LoopbackServer) -> None:
    url = server.route("/limits.bin", status=200, body=b"\x00\x01", headers={"Content-Type": "application/octet-stream"})
    settings = VerifierSettings(url_allow=("127.0.0.1",), timeout_s=2)
    valued, bare = await decide_all(settings, f"The upload limit is 50 MB ({url})", f"Details at {url}")
    assert valued.tier is Tier.FLAG_REVIEW and "text could not be read" in valued.reason
    assert bare.tier is Tier.AUTO_APPROVE, bare.reason


async def test_a_cited_page_is_read_as_text(server: LoopbackServer) -> None:
    page = (b"<html><head><title>Limits</title><script>var limit = '500 MB';</script></head>"
            b"<body><h1>Upload limits</h1><p>The upload limit is <b>50 MB</b>.</p></body></html>")  # fmt: skip
    url = server.route("/limits", status=200, body=page, headers={"Content-Type": "text/html; charset=utf-8"})
    settings = VerifierSettings(url_allow=("127.0.0.1",), timeout_s=2)
    ok, wrong = await decide_all(settings, f"The upload limit is 50 MB ({url})", f"The upload limit is 500 MB ({url})")
    assert ok.tier is Tier.AUTO_APPROVE, ok.reason  # the script's '500 MB' is not page text
    assert wrong.tier is Tier.FLAG_REVIEW and "'50 mb', not '500 mb'" in wrong.reason
    assert [m for m, _, _ in server.requests][:2] == ["HEAD", "GET"]


async def test_a_support_check_that_fails_sends_the_claim_to_review(gate: Gate, monkeypatch: pytest.MonkeyPatch) -> None:
    import groundstream.detectors.providers.verify as verify

    def broken(claim: str, source: str) -> None:
        raise RecursionError("the source could not be read")

    monkeypatch.setattr(verify, "support", broken)  # our own check, made to fail: no library patched
    decision = await gate.decide(claim("Per ADR-021, Kafka retention is 7 days"))
    assert decision.tier is Tier.FLAG_REVIEW and decision.citations[0].error
    assert "could not be checked" in decision.reason


@pytest.mark.parametrize(
    ("claim_text", "source", "supported"),
    [("The events topic runs on Apache Kafka 3.7", "We run Apache Kafka 3.7 for the events topic.", True),
     ("The events topic runs on Apache Kafka 3.6", "We run Apache Kafka 3.7 for the events topic.", False),
     ("The API service runs Python 3.12", "The API service runs Python 3.12. Workers run 3.11.", True),
     ("The search cluster runs OpenSearch 2.11", "The search cluster runs OpenSearch 2.11 since May.", True)],
)  # fmt: skip
def test_dotted_versions_are_read_whole_in_a_source(claim_text: str, source: str, supported: bool) -> None:
    """"Kafka 3.7" is one value, not the sentence "Kafka 3" and another "7"."""
    found = support(claim_text, source)
    assert found.supported is supported, found
    if not supported:
        assert "'3.7', not '3.6'" in (found.reason or "")


@pytest.mark.parametrize(
    ("claim_text", "supported", "quoted"),
    [("Refresh tokens expire after 7 days", False, "Refresh tokens"),
     ("Refresh tokens expire after 15 minutes", False, "Refresh tokens"),
     ("Refresh tokens expire after 30 days", True, "Refresh tokens"),
     ("Access tokens expire after 30 days", False, "Access tokens")],
)  # fmt: skip
def test_the_sentence_most_about_the_claim_decides_its_value(claim_text: str, supported: bool, quoted: str) -> None:
    """A value stated for another subject in the same source neither supports nor is quoted: the
    refresh-token claim is held against the refresh-token sentence (issue "Reading claims right")."""
    source = "Access tokens expire after 15 minutes. Refresh tokens expire after 30 days and are rotated on use."
    found = support(claim_text, source)
    assert found.supported is supported, found
    assert found.span.startswith(quoted)

