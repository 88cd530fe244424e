"""Vector dedup: a rephrased memory is blocked, a changed value is not, tenants stay apart,
and every failure of the embedder or the vector search sends the claim to review."""

from __future__ import annotations

import json
import socket
import time
from collections.abc import AsyncIterator
from pathlib import Path

import numpy as np
import pytest

from groundstream.detectors.normalize import normalize
from groundstream.detectors.providers.embedders import EmbeddingError, LocalEmbedder, OpenAIEmbedder
from groundstream.detectors.semantic import REWORDED_FLOOR, anchors, confirmed, restated, values_agree
from groundstream.detectors.values import shape
from groundstream.schemas import Tier, memory_id_for
from groundstream.streams.config import Settings
from groundstream.streams.gate_service import GateService
from tests.conftest import claim
from tests.loopback import LoopbackServer

PAIRS = Path(__file__).resolve().parent.parent / "benchmarks" / "data" / "paraphrases.jsonl"


def vector_settings(**dedup: object) -> Settings:
    return Settings(dedup={"vector": True, **dedup}, signing={"keys": {"k": "x" * 32}})  # type: ignore[arg-type]


@pytest.fixture
async def service() -> AsyncIterator[GateService]:
    s = await GateService.open(vector_settings())
    yield s
    await s.close()


# -- the anchors that confirm a vector match ------------------------------------------


@pytest.mark.parametrize(
    ("a", "b"),
    [
        ("We store user sessions in Redis.", "User sessions are kept in Redis."),
        ("Kong is what we use as our API gateway.", "The API gateway runs on Kong."),
        ("Our Kubernetes clusters run on EKS.", "We run the Kubernetes clusters on Amazon EKS."),  # a name added
        ("The recommendation model is retrained on Sundays.", "Every Sunday the recommendation model gets retrained."),
        ("Dependencies are updated weekly by Renovate.", "Renovate updates our dependencies every week."),
        ("The user likes answers without bullet points.", "The user likes answers with no bullet points."),
    ],
)
def test_rephrasings_agree(a: str, b: str) -> None:
    assert values_agree(a, b) and values_agree(b, a)


@pytest.mark.parametrize(
    ("a", "b"),
    [
        ("Access tokens expire after 15 minutes.", "Access tokens expire after 60 minutes."),
        ("Our release cadence is every two weeks.", "Our release cadence is every four weeks."),
        ("The backups run hourly.", "The backups run daily."),
        ("The load balancer terminates TLS.", "The load balancer does not terminate TLS."),
        ("We store user sessions in Redis.", "We store user sessions in Memcached."),
        ("Alice owns the payments service.", "Carol owns the payments service."),
        ("Images go to the media-prod bucket.", "Images go to the media-staging bucket."),
    ],
)
def test_changed_values_disagree(a: str, b: str) -> None:
    assert not values_agree(a, b) and not values_agree(b, a)


def test_sentence_initial_function_words_are_not_names() -> None:
    assert anchors("The cache is warm. We like it.").names == frozenset()
    assert anchors("Kafka keeps 7 days.").names == {"kafka"}


# -- the gate with vector dedup on -------------------------------------------------------


async def test_paraphrase_of_a_memory_is_blocked_with_the_memory_and_similarity(service: GateService) -> None:
    first = await service.decide_and_store(claim("We store user sessions in Redis.", source="user"))
    assert first.tier is Tier.AUTO_APPROVE
    again = await service.decide_and_store(claim("User sessions are kept in Redis.", source="user"))
    assert again.tier is Tier.BLOCK
    assert again.dedup_match is not None and again.dedup_match.method == "vector"
    assert again.conflicting_memory_id == memory_id_for(first.user_id, first.claim_id)
    assert again.similarity_score is not None and again.similarity_score >= service.settings.dedup.cosine_threshold
    assert "vector similarity" in again.reason


async def test_same_subject_with_another_value_is_not_a_duplicate(service: GateService) -> None:
    assert (await service.decide_and_store(claim("Access tokens expire after 15 minutes.", source="user"))).approved
    changed = await service.decide_and_store(claim("Access tokens expire after 60 minutes.", source="user"))
    # Not a duplicate: a contradiction of the stored memory, which a person settles.
    assert changed.dedup_match is None and "dedup" in changed.checks_passed
    assert changed.tier is Tier.FLAG_REVIEW and changed.contradiction is not None
    assert [(d.stored, d.new) for d in changed.contradiction.differing] == [("15 minutes", "60 minutes")]


async def test_another_users_identical_memory_is_never_matched(service: GateService) -> None:
    text = "We store user sessions in Redis."
    assert (await service.decide_and_store(claim(text, user="alice", source="user"))).approved
    # The rephrasing is not Jaccard-close, so only the vector search could match it.
    other = await service.decide_and_store(claim("User sessions are kept in Redis.", user="bob", source="user"))
    assert other.tier is Tier.AUTO_APPROVE and other.dedup_match is None
    # bob's own memory is found for bob, alice's stays alice's
    hits = await service.store.nearest("bob", (await LocalEmbedder().embed([text]))[0].tolist(), 5)
    assert [h.memory_id for h in hits] == [memory_id_for("bob", other.claim_id)]


async def test_memories_are_stored_with_their_vector(service: GateService) -> None:
    d = await service.decide_and_store(claim("Feature flags are served by LaunchDarkly.", source="user"))
    vector = np.array(await service.store.vector(memory_id_for(d.user_id, d.claim_id)))
    assert vector.shape == (service.gate.semantic.embedder.dim,) and abs(np.linalg.norm(vector) - 1) < 1e-3  # type: ignore[union-attr]


async def test_stream_mode_matches_an_approval_the_sink_has_not_stored_yet(service: GateService) -> None:
    """The worker publishes approvals and its sink stores them later: a rephrasing a moment
    after must still be caught (the gate keeps recent approvals' vectors)."""
    first = await service.decide_streamed(claim("Logs are shipped to Elasticsearch with Fluent Bit.", source="user"))
    assert first.approved and await service.store.count() == 0
    again = await service.decide_streamed(claim("Fluent Bit ships our logs into Elasticsearch.", source="user"))
    assert again.tier is Tier.BLOCK and again.conflicting_memory_id == memory_id_for(first.user_id, first.claim_id)


# -- fail closed ----------------------------------------------------------------------------


def closed_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


async def test_embedder_failure_sends_the_claim_to_review(server: LoopbackServer) -> None:
    server.route("/v1/embeddings", status=503, body=b"overloaded")
    settings = vector_settings(embedder="openai", embedding_url=server.url("/v1"), embedding_dim=8)
    service = await GateService.open(settings)
    try:
        d = await service.decide_and_store(claim("We store user sessions in Redis.", source="user"))
    finally:
        await service.close()
    assert d.tier is Tier.FLAG_REVIEW
    assert "provider:embedder" in d.checks_failed and "dedup" not in d.checks_passed
    assert "503" in d.reason


async def test_embedder_timeout_sends_the_claim_to_review(server: LoopbackServer) -> None:
    server.route("/v1/embeddings", delay_s=1.5, body=b"{}")
    settings = vector_settings(embedder="openai", embedding_url=server.url("/v1"), embedding_dim=8, embedding_timeout_s=0.3)
    service = await GateService.open(settings)
    try:
        d = await service.decide_and_store(claim("We store user sessions in Redis.", source="user"))
    finally:
        await service.close()
    assert d.tier is Tier.FLAG_REVIEW and "provider:embedder" in d.checks_failed


async def test_vector_store_failure_sends_the_claim_to_review() -> None:
    settings = vector_settings()
    settings = settings.model_copy(update={"memory": settings.memory.model_copy(update={"qdrant_url": f"http://127.0.0.1:{closed_port()}", "timeout_s": 1})})
    service = await GateService.open(settings)
    try:
        service.gate.mark_store_unavailable(None)  # even were the MinHash index trusted...
        d = await service.gate.decide(claim("We store user sessions in Redis.", source="user"))
    finally:
        await service.close()
    assert d.tier is Tier.FLAG_REVIEW  # ...the vector search could not be made
    assert "provider:vector_store" in d.checks_failed and "dedup" not in d.checks_passed


async def test_a_vector_search_that_never_answers_sends_the_claim_to_review_in_time() -> None:
    # A server that accepts connections and never replies: the search must give up at the
    # dedup timeout (0.3 s), not wait for the store client's own (5 s).
    with socket.socket() as silent:
        silent.bind(("127.0.0.1", 0))
        silent.listen(16)
        settings = vector_settings(embedding_timeout_s=0.3)
        url = f"http://127.0.0.1:{silent.getsockname()[1]}"
        settings = settings.model_copy(update={"memory": settings.memory.model_copy(update={"qdrant_url": url, "timeout_s": 5})})
        service = await GateService.open(settings)
        try:
            service.gate.mark_store_unavailable(None)  # the MinHash index trusted: only the vector search hangs
            started = time.perf_counter()
            d = await service.gate.decide(claim("We store user sessions in Redis.", source="user"))
            elapsed = time.perf_counter() - started
        finally:
            await service.close()
    assert d.tier is Tier.FLAG_REVIEW
    assert "provider:vector_store" in d.checks_failed and "dedup" not in d.checks_passed
    assert "within 0.3s" in d.reason and elapsed < 2.0


async def test_a_collection_made_without_vectors_fails_closed(tmp_path: Path) -> None:
    folder = str(tmp_path / "qdrant")
    plain = await GateService.open(Settings(memory={"qdrant_path": folder}))  # type: ignore[arg-type]
    await plain.decide_and_store(claim("Kafka retains events for 7 days.", source="user"))
    await plain.close()
    service = await GateService.open(vector_settings().model_copy(update={"memory": Settings(memory={"qdrant_path": folder}).memory}))  # type: ignore[arg-type]
    try:
        d = await service.decide_and_store(claim("Events stay in Kafka for 7 days.", source="user"))
    finally:
        await service.close()
    assert d.tier is Tier.FLAG_REVIEW
    assert any(e[0] == "memory_store" and "no 'content' vector" in e[1] for e in d.provider_errors)


# -- the embedders themselves -----------------------------------------------------------------


async def test_openai_embedder_posts_the_texts_and_normalizes(server: LoopbackServer) -> None:
    body = {"data": [{"index": 1, "embedding": [0.0, 3.0]}, {"index": 0, "embedding": [4.0, 0.0]}]}
    server.route("/v1/embeddings", body=json.dumps(body).encode(), headers={"Content-Type": "application/json"})
    e = OpenAIEmbedder(server.url("/v1"), "m", api_key="sk-test", dim=2)
    try:
        rows = await e.embed(["a", "b"])
    finally:
        await e.aclose()
    assert rows.tolist() == [[1.0, 0.0], [0.0, 1.0]]  # ordered by index, unit length
    method, path, headers = server.requests[0]
    assert (method, path, headers["Authorization"]) == ("POST", "/v1/embeddings", "Bearer sk-test")
    assert json.loads(server.bodies[0]) == {"model": "m", "input": ["a", "b"]}


async def test_openai_embedder_refuses_a_reply_of_the_wrong_shape(server: LoopbackServer) -> None:
    server.route("/v1/embeddings", body=json.dumps({"data": [{"index": 0, "embedding": [1.0, 2.0, 3.0]}]}).encode())
    e = OpenAIEmbedder(server.url("/v1"), "m", dim=2)
    try:
        with pytest.raises(EmbeddingError, match="shape"):
            await e.embed(["a"])
    finally:
        await e.aclose()


async def test_local_embedder_loads_offline_and_ranks_a_rephrasing_first() -> None:
    e = LocalEmbedder()
    rows = await e.embed(["We store user sessions in Redis.", "User sessions are kept in Redis.", "The billing service is written in Go.", ""])
    assert rows.shape == (4, e.dim) and not np.isnan(rows).any()
    assert rows[0] @ rows[1] > rows[0] @ rows[2]


def test_the_paraphrase_set_is_large_and_balanced() -> None:
    pairs = [json.loads(line) for line in PAIRS.read_text().splitlines()]
    assert len(pairs) >= 100
    assert sum(p["duplicate"] for p in pairs) >= 50 and sum(not p["duplicate"] for p in pairs) >= 50


async def test_vector_dedup_on_without_an_embedder_fails_closed_and_is_counted() -> None:
    from groundstream.detectors.gate.gate import Gate
    from groundstream.detectors.gate.policy import Policy
    from groundstream.detectors.providers.verify import CitationVerifier
    from groundstream.streams.metrics import Metrics

    gate = Gate(Policy(vector_dedup=True), CitationVerifier({}))  # e.g. replay's gate, asked to decide
    d = await gate.decide(claim("We store user sessions in Redis.", source="user"))
    assert d.tier is Tier.FLAG_REVIEW and "provider:embedder" in d.checks_failed
    metrics = Metrics()
    metrics.decided(d, 0.001, None)
    assert 'groundstream_provider_errors_total{component="embedder"} 1.0' in metrics.render().decode()


@pytest.mark.parametrize(
    "a,b,agree",
    [
        ("Deploys run on Tuesdays.", "We ship every Friday.", False),  # another day
        ("The primary region is eu-west-1.", "Our main region is us-east-1.", False),
        ("We store user sessions in Redis.", "User sessions are kept in Redis.", True),
    ],
)
def test_the_confirmation_compares_values_as_values(a: str, b: str, agree: bool) -> None:
    from groundstream.detectors.semantic import values_agree as agreeing

    assert agreeing(a, b) is agree


# -- the confirmation rule (semantic/3) ------------------------------------------------------


@pytest.mark.parametrize(
    ("a", "b", "minimal"),
    [
        ("The user prefers dark mode in the editor.", "The user prefers light mode in the editor.", True),
        ("The API returns timestamps in UTC.", "The API returns timestamps in local time.", True),
        ("Code reviews focus on security.", "Code reviews focus on performance.", True),
        ("The user likes answers without bullet points.", "The user likes answers with no bullet points.", False),  # grammar only
        ("We store user sessions in Redis.", "User sessions are kept in Redis.", False),  # reworded throughout
        ("The cache is warm.", "The cache is warm.", False),
    ],
)
def test_a_minimal_pair_is_one_sentence_with_another_word_in_one_place(a: str, b: str, minimal: bool) -> None:
    from groundstream.detectors.semantic import minimal_pair

    assert minimal_pair(a, b) is minimal and minimal_pair(b, a) is minimal


def test_equal_values_on_one_subject_confirm_a_neighbour_just_below_the_threshold() -> None:
    from groundstream.detectors.semantic import VALUE_MARGIN

    t = 0.80
    just_below = t - VALUE_MARGIN / 2
    assert confirmed("Access tokens expire after 15 minutes.", "An access token is valid for 15 minutes.", just_below, t)
    # Another subject, with no values or with the same values: the threshold holds.
    assert not confirmed("CI runs on GitHub Actions.", "Nightly deploys run on GitHub Actions.", just_below, t)
    assert not confirmed("Access tokens expire after 15 minutes.", "Sessions time out after 15 minutes.", just_below, t)
    # Far below, only a rewording that says the same in other words is confirmed, and not below the floor.
    assert confirmed("Access tokens expire after 15 minutes.", "An access token is valid for 15 minutes.", t - 2 * VALUE_MARGIN, t)
    assert not confirmed("Access tokens expire after 15 minutes.", "An access token is valid for 15 minutes.", REWORDED_FLOOR - 0.01, t)
    # Over the threshold, a minimal pair is still another value.
    assert not confirmed("The user prefers dark mode in the editor.", "The user prefers light mode in the editor.", 0.99, t)


async def test_a_minimal_pair_is_not_blocked_as_a_duplicate(service: GateService) -> None:
    assert (await service.decide_and_store(claim("The user prefers dark mode in the editor.", source="user"))).approved
    other = await service.decide_and_store(claim("The user prefers light mode in the editor.", source="user"))
    assert other.dedup_match is None and "dedup" in other.checks_passed


async def test_a_near_neighbour_with_another_value_is_a_contradiction_the_index_cannot_see(service: GateService) -> None:
    first = await service.decide_and_store(claim("Kafka keeps events for 7 days", source="user"))
    assert first.approved
    # Another word order and other words: no skeleton or topic in common, but the vector finds it.
    changed = await service.decide_and_store(claim("Events are kept by Kafka for 14 days", source="user"))
    assert changed.tier is Tier.FLAG_REVIEW and changed.dedup_match is None
    c = changed.contradiction
    assert c is not None and c.memory_id == memory_id_for(first.user_id, first.claim_id)
    assert [(d.slot, d.stored, d.new) for d in c.differing] == [("duration", "7 days", "14 days")]
    other = await service.decide_and_store(claim("Events are kept by Kafka for 14 days", user="u2", source="user"))
    assert other.contradiction is None  # never across users


@pytest.mark.parametrize(
    ("a", "b"),
    [("The billing service is written in Go.", "Billing is implemented in Go."),
     ("Order events are kept for a fortnight.", "Order events are retained for 14 days."),
     ("The nightly backup runs at 11 pm UTC.", "Every night at 23:00 UTC the backup runs."),
     ("The orders database is Postgres.", "Orders are stored in a PostgreSQL database."),
     ("Access tokens expire after half an hour.", "Access tokens are valid for 30 minutes."),
     ("The mobile team ships a release every two weeks.", "Mobile releases go out fortnightly."),
     ("Emails are sent through Amazon SES.", "We deliver email via SES."),
     ("CI runs on GitHub Actions.", "Our continuous integration runs in GitHub Actions.")],
)  # fmt: skip
def test_a_rewording_with_the_same_values_is_restated(a: str, b: str) -> None:
    """Other words, one statement: values compared as values, synonyms met, names as products
    (issue "Reading claims right": semantic duplicates on held-out paraphrases)."""
    assert restated(a, b) and restated(b, a)
    assert confirmed(a, b, REWORDED_FLOOR, 0.80)


@pytest.mark.parametrize(
    ("a", "b"),
    [("The billing service is written in Go.", "The billing service is written in Rust."),
     ("Order events are kept for a fortnight.", "Order events are kept for a month."),
     ("Logs are shipped to Datadog.", "Metrics are shipped to Datadog."),
     ("Images are resized by a Lambda function.", "Images are resized in the browser."),
     ("The user dislikes emoji in replies.", "The user likes emoji in replies."),
     ("Customer data is encrypted at rest with AES-256.", "Customer data is not encrypted at rest."),
     ("Kafka topics are replicated three times.", "Kafka topics are replicated twice."),
     ("Sessions moved from Memcached to Redis.", "Sessions moved from Redis to Memcached.")],
)  # fmt: skip
def test_another_value_subject_or_polarity_is_never_restated(a: str, b: str) -> None:
    """Below the threshold, where only a rewording is confirmed, none of these is."""
    assert not restated(a, b) and not confirmed(a, b, 0.65, 0.80)


def test_a_reversal_or_another_order_of_events_is_no_duplicate_however_close() -> None:
    assert not confirmed("Sessions moved from Memcached to Redis.", "Sessions moved from Redis to Memcached.", 0.99, 0.80)
    a, b = "Pull requests must pass CI before merging.", "Pull requests can be merged before CI passes."
    assert not confirmed(a, b, 0.95, 0.80)
    assert confirmed("Pull requests need two approvals before merging.", "Two approvals are required before a pull request can be merged.", 0.95, 0.80)


@pytest.mark.parametrize(
    ("text", "measures"),
    [("Staging is reset every night", [("frequency", "86400")]),
     ("Once a week the model gets retrained", [("frequency", "604800")]),
     ("Backups run every 6 hours", [("frequency", "21600")]),
     ("Tokens expire after half an hour", [("duration", "1800")]),
     ("Backups run every other day", [("frequency", "172800")]),
     ("Notes are published every second Thursday", [("frequency", "1.2096e+06"), ("day", "thursday")])],
)  # fmt: skip
def test_frequencies_and_halves_written_as_words_are_values(text: str, measures: list[tuple[str, str]]) -> None:
    assert list(shape(normalize(text).text).measures) == measures


def test_a_number_word_and_its_digits_are_one_anchor() -> None:
    assert values_agree("The search cluster has three nodes.", "There are 3 nodes in the search cluster.")
    assert not values_agree("The search cluster has three nodes.", "There are 5 nodes in the search cluster.")
