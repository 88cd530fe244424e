"""A new claim must not contradict the same user's memory; values are compared as values.

Through the real gate: approved claims are remembered as the worker and validate remember
them, and what a later claim says is checked against them."""

from __future__ import annotations

import uuid

import pytest

from groundstream.detectors.contradiction import compare
from groundstream.detectors.gate.gate import Gate
from groundstream.detectors.gate.policy import Policy
from groundstream.detectors.providers.verify import CitationVerifier
from groundstream.detectors.values import shape
from groundstream.schemas import Decision, Tier, memory_id_for
from groundstream.streams.replay import replay_one
from tests.conftest import claim


@pytest.mark.parametrize(
    "a,b",
    [
        ("Kafka retention is thirty days", "Kafka retention is 30 days"),
        ("Kafka retention is a month", "Kafka retention is 720 hours"),
        ("Kafka retention is 30 days", "Kafka retention is one month"),
        ("The timeout is 3 seconds", "The timeout is 3000 ms"),
        ("The cache holds 2 GiB", "The cache holds 2048 MiB"),
        ("The retry limit is three", "The retry limit is 3"),
        ("The limit is twenty four", "The limit is 24"),
        ("Orders live in Postgres", "Orders live in PostgreSQL"),
        ("Deploys run on Friday", "Deploys run on Fridays"),
        ("Retention is a fortnight", "Retention is 14 days"),
        ("The backup runs at 11 pm", "The backup runs at 23:00"),
        ("The fiscal year starts in Jan", "The fiscal year starts in January"),
    ],
)
def test_one_value_in_other_words_is_the_same_value(a: str, b: str) -> None:
    from groundstream.detectors.normalize import normalize

    assert compare(shape(normalize(a).text), shape(normalize(b).text)) is None


async def approved(gate: Gate, content: str, user: str = "u1", **kw: object) -> Decision:
    decision = await gate.decide(claim(content, user=user, source="user", **kw))
    assert decision.tier is Tier.AUTO_APPROVE, decision.reason
    gate.remember(decision)
    return decision


@pytest.fixture
async def gate():  # noqa: ANN201
    g = Gate(Policy(), CitationVerifier({}))
    yield g
    await g.aclose()


@pytest.mark.parametrize(
    "stored,new,slot",
    [
        ("Kafka retention is 7 days", "Kafka retention is 14 days", "duration"),
        ("Kafka retention is seven days", "Kafka retention is two weeks", "duration"),
        ("Orders live in PostgreSQL", "Orders live in MySQL", "product"),
        ("The primary region is eu-west-1", "The primary region is us-east-1", "region"),
        ("Deploys run on Fridays", "Deploys run on Tuesdays", "day"),
        ("We run Kafka 3.7.0", "We run Kafka 3.9.1", "version"),
        ("The retry limit is 3", "The retry limit is five", "number"),
        ("The upload limit is 10 MB", "The upload limit is 100 MB", "size"),
        ("Error budget is 1%", "Error budget is 5 percent", "percent"),
        ("The orders topic retention is 7 days", "The orders topic retention is a fortnight", "duration"),
        ("The nightly backup runs at 02:00 UTC", "The nightly backup runs at 11 pm UTC", "time"),
        ("The fiscal year starts in April", "The fiscal year starts in Jan", "month"),
    ],
)
async def test_same_subject_another_value_goes_to_review_with_the_pair(gate: Gate, stored: str, new: str, slot: str) -> None:
    first = await approved(gate, stored)
    decision = await gate.decide(claim(new, source="user"))
    assert decision.tier is Tier.FLAG_REVIEW and "contradiction" in decision.checks_failed
    c = decision.contradiction
    assert c is not None and c.memory_id == memory_id_for("u1", first.claim_id)
    assert decision.conflicting_memory_id == c.memory_id and c.stored_content == stored
    assert [d.slot for d in c.differing] == [slot]
    assert stored in decision.reason and new in decision.reason


@pytest.mark.parametrize(
    "stored,new",
    [
        ("The worker is idempotent", "The worker is not idempotent"),
        ("The API uses OAuth2", "The API does not use OAuth2"),
        ("Retries are disabled", "Retries aren't disabled"),
        ("Builds never run on Fridays", "Builds run on Fridays"),
    ],
)
async def test_a_negation_of_a_memory_goes_to_review(gate: Gate, stored: str, new: str) -> None:
    await approved(gate, stored)
    decision = await gate.decide(claim(new, source="user"))
    assert decision.tier is Tier.FLAG_REVIEW and decision.contradiction is not None
    assert decision.contradiction.negation_flip and "is not so" in decision.reason


@pytest.mark.parametrize(
    "stored,new,differs",
    [
        ("Kafka retention is 7 days", "Retention for Kafka is 14 days", [("duration", "7 days", "14 days")]),
        ("The primary region is eu-west-1", "eu-west-2 is the primary region", [("region", "eu-west-1", "eu-west-2")]),
        ("Orders live in PostgreSQL", "In MySQL live the orders", [("product", "postgresql", "mysql")]),
        ("Deploys run on Fridays with a 30 minute freeze", "With a 45 minute freeze, deploys run on Fridays",
         [("duration", "30 minute", "45 minute")]),
        # Said as a change: the words of a change name no other subject.
        ("Kafka retention is 7 days", "Kafka retention was increased to 14 days", [("duration", "7 days", "14 days")]),
        ("The API timeout is 30 seconds", "The API timeout has been lowered to 10 seconds", [("duration", "30 seconds", "10 seconds")]),
        ("The retry limit is 3", "The retry limit is now 5", [("number", "3", "5")]),
        ("Deploys run on Tuesdays", "Deploys now run on Fridays", [("day", "tuesdays", "fridays")]),
    ],
)
async def test_the_same_subject_in_another_word_order_is_compared_too(
    gate: Gate, stored: str, new: str, differs: list[tuple[str, str, str]]
) -> None:
    first = await approved(gate, stored)
    decision = await gate.decide(claim(new, source="user"))
    assert decision.tier is Tier.FLAG_REVIEW and decision.contradiction is not None, decision.reason
    assert decision.contradiction.memory_id == memory_id_for("u1", first.claim_id)
    assert [(d.slot, d.stored, d.new) for d in decision.contradiction.differing] == differs


@pytest.mark.parametrize(
    "stored,new,was,now",
    [
        ("The API gateway runs on Kong", "The API gateway runs on Tyk", "kong", "tyk"),  # names no list holds
        ("The user prefers dark mode in the editor", "The user prefers light mode in the editor", "dark", "light"),
        ("Our primary database is PostgreSQL 15", "Our primary database is PostgreSQL 13", None, None),  # a version slot
        ("The team standup is at 9:30 every weekday", "The team standup is at 10:00 every weekday", None, None),  # a time
        ("Staging mirrors production data weekly", "Staging mirrors production data daily", None, None),  # a frequency
    ],
)
async def test_one_sentence_with_another_value_in_one_place_goes_to_review(
    gate: Gate, stored: str, new: str, was: str | None, now: str | None
) -> None:
    first = await approved(gate, stored)
    decision = await gate.decide(claim(new, source="user"))
    assert decision.tier is Tier.FLAG_REVIEW and decision.contradiction is not None, decision.reason
    assert decision.contradiction.memory_id == memory_id_for("u1", first.claim_id)
    if was is not None:
        assert [(d.slot, d.stored, d.new) for d in decision.contradiction.differing] == [("word", was, now)]


async def test_a_rewording_is_no_word_swap_and_a_swapped_memory_is_forgotten(gate: Gate) -> None:
    first = await approved(gate, "The API gateway runs on Kong")
    assert (await gate.decide(claim("Kong is what the API gateway runs on", source="user"))).contradiction is None
    assert (await gate.decide(claim("The API gateway runs on Kong in production", source="user"))).contradiction is None
    gate.forget("u1", memory_id_for("u1", first.claim_id))
    assert (await gate.decide(claim("The API gateway runs on Tyk", source="user"))).tier is Tier.AUTO_APPROVE


async def test_a_reordered_restatement_with_the_same_values_is_a_duplicate(gate: Gate) -> None:
    first = await approved(gate, "Kafka retention is 7 days")
    decision = await gate.decide(claim("Retention for Kafka is one week", source="user"))
    assert decision.tier is Tier.BLOCK and decision.dedup_match is not None and decision.dedup_match.method == "values"
    assert decision.conflicting_memory_id == memory_id_for("u1", first.claim_id)


async def test_a_restatement_with_the_same_values_is_a_duplicate(gate: Gate) -> None:
    first = await approved(gate, "Kafka retention is 30 days")
    decision = await gate.decide(claim("Kafka retention is thirty days", source="user"))
    assert decision.tier is Tier.BLOCK and decision.dedup_match is not None
    assert decision.dedup_match.method == "values"
    assert decision.conflicting_memory_id == memory_id_for("u1", first.claim_id)


async def test_never_across_users(gate: Gate) -> None:
    await approved(gate, "Kafka retention is 7 days", user="alice")
    other = await gate.decide(claim("Kafka retention is 14 days", user="bob", source="user"))
    assert other.tier is Tier.AUTO_APPROVE and other.contradiction is None


async def test_different_subjects_and_agreeing_claims_pass(gate: Gate) -> None:
    await approved(gate, "Service 4 keeps its state in store 316")
    await approved(gate, "Service 9 keeps its state in store 268")  # two services, not one with two values
    await approved(gate, "Orders live in PostgreSQL")
    await approved(gate, "Sessions live in Redis")
    await approved(gate, "Kafka retention is 7 days")
    await approved(gate, "Kafka partitions are 12")


async def test_memories_loaded_from_the_store_and_expired_ones_count_as_they_should(gate: Gate) -> None:
    memory_id = str(uuid.uuid4())
    gate.index_memory("u1", memory_id, "The primary region is eu-west-1")
    moved = await gate.decide(claim("The primary region is us-east-1", source="user"))
    assert moved.contradiction is not None and moved.contradiction.memory_id == memory_id
    gate.forget("u1", memory_id)
    assert (await gate.decide(claim("The primary region is us-east-1", source="user"))).tier is Tier.AUTO_APPROVE


async def test_a_contradiction_replays_to_the_same_hash(gate: Gate) -> None:
    await approved(gate, "Kafka retention is 7 days")
    decision = await gate.decide(claim("Kafka retention is 14 days", source="user"))
    fresh = Gate(Policy(), CitationVerifier({}))  # replay knows no memories: the record carries the pair
    try:
        again = await replay_one(fresh, decision, live=False)
    finally:
        await fresh.aclose()
    assert again.reproduced, again


@pytest.mark.parametrize(
    "stored,new",
    [
        ("The billing service runs PostgreSQL 15", "The billing service no longer runs PostgreSQL 15"),
        ("Two-factor authentication is enabled for admin accounts", "For admin accounts, two-factor authentication is not enabled"),
        ("The search service uses Elasticsearch", "The search service uses Apache Solr"),
        ("The message broker is RabbitMQ", "The message broker is Apache Kafka"),
        ("The ledger service is written in Go", "The ledger service is written in Rust"),
    ],
)
async def test_contradictions_in_the_wordings_people_use_go_to_review(gate: Gate, stored: str, new: str) -> None:
    """'no longer', a statement with no value reordered and negated, a vendor before a product, and
    'written in Go' (the language, not the verb)."""
    await approved(gate, stored)
    decision = await gate.decide(claim(new, source="user"))
    assert decision.tier is Tier.FLAG_REVIEW and "contradiction" in decision.checks_failed, decision.reason



@pytest.mark.parametrize(
    ("stored", "new", "slot"),
    [("The user prefers tabs for indentation.", "The user indents with spaces.", "indentation"),
     ("I prefer short answers without summaries.", "I prefer long answers with summaries.", "direction"),
     ("The user prefers dark mode in the editor.", "The user wants light mode in the editor.", "direction")],
)  # fmt: skip
async def test_a_preference_stored_beside_one_it_contradicts_goes_to_review(stored: str, new: str, slot: str) -> None:
    """Preferences come from the user (approved from chat), so one that says the other is not so is
    a person's call: which one holds now. Read for meaning, not word by word."""
    gate = Gate(Policy(), CitationVerifier({}))
    first = await gate.decide(claim(stored, memory_type="preference", source="chat", id="p1"))
    assert first.tier is Tier.AUTO_APPROVE
    gate.remember(first)
    second = await gate.decide(claim(new, memory_type="preference", source="chat", id="p2"))
    assert second.tier is Tier.FLAG_REVIEW and second.contradiction is not None, second.reason
    assert second.contradiction.stored_content == stored and second.contradiction.differing[0].slot == slot
    other_user = await gate.decide(claim(new, memory_type="preference", source="chat", id="p3", user="u2"))
    assert other_user.tier is Tier.AUTO_APPROVE  # never across users
    unrelated = await gate.decide(claim("I prefer answers with code samples.", memory_type="preference", source="chat", id="p4"))
    assert unrelated.tier is Tier.AUTO_APPROVE, unrelated.reason


async def test_preferences_rebuilt_from_the_store_are_read_too() -> None:
    gate = Gate(Policy(), CitationVerifier({}))
    gate.index_memory("u1", str(uuid.uuid4()), "The user prefers tabs for indentation.", "preference")
    d = await gate.decide(claim("The user indents with spaces.", memory_type="preference", source="chat"))
    assert d.tier is Tier.FLAG_REVIEW and d.contradiction is not None


async def test_a_name_the_product_list_does_not_know_meets_a_product_in_its_place() -> None:
    """"stored in Amazon EFS" against "stored in S3": another value of the product slot."""
    gate = Gate(Policy(), CitationVerifier({}))
    first = await gate.decide(claim("Image thumbnails are stored in S3.", memory_type="decision", source="conversation", id="a"))
    gate.remember(first)
    d = await gate.decide(claim("Image thumbnails are stored in Amazon EFS.", memory_type="decision", source="conversation", id="b"))
    assert d.tier is Tier.FLAG_REVIEW and d.contradiction is not None, d.reason
    assert [(x.slot, x.stored, x.new) for x in d.contradiction.differing] == [("product", "s3", "efs")]
    other = await gate.decide(claim("Video files are stored in Amazon EFS.", memory_type="decision", source="conversation", id="c"))
    assert other.tier is Tier.AUTO_APPROVE, other.reason  # another subject


async def test_two_subjects_with_one_value_are_no_contradiction() -> None:
    """"Carts are stored in Redis" beside "Sessions are stored in Redis": the word that differs names
    what the sentence is about, not what is so of it."""
    gate = Gate(Policy(), CitationVerifier({}))
    gate.remember(await gate.decide(claim("Sessions are stored in Redis.", memory_type="decision", source="conversation", id="a")))
    carts = await gate.decide(claim("Carts are stored in Redis.", memory_type="decision", source="conversation", id="b"))
    assert carts.tier is Tier.AUTO_APPROVE and carts.contradiction is None, carts.reason
    moved = await gate.decide(claim("Sessions are stored in Memcached.", memory_type="decision", source="conversation", id="c"))
    assert moved.tier is Tier.FLAG_REVIEW and moved.contradiction is not None


@pytest.mark.parametrize(
    ("stored", "new"),
    [("The API uses OAuth2.", "The API uses API keys, not OAuth2."),
     ("We use gRPC between services.", "We decided to use REST between services, not gRPC."),
     ("Sessions live in Redis.", "Sessions live in Memcached instead of Redis.")],
)  # fmt: skip
async def test_x_not_y_contradicts_a_memory_that_states_y(stored: str, new: str) -> None:
    """"X, not Y" states X and denies Y: beside a memory that states Y, it goes to review."""
    gate = Gate(Policy(), CitationVerifier({}))
    gate.remember(await gate.decide(claim(stored, memory_type="decision", source="conversation", id="a")))
    d = await gate.decide(claim(new, memory_type="decision", source="conversation", id="b"))
    assert d.tier is Tier.FLAG_REVIEW and d.contradiction is not None and d.contradiction.negation_flip, d.reason
    assert d.contradiction.stored_content == stored
    elsewhere = await gate.decide(claim("Carts live in Postgres, not Redis.", memory_type="decision", source="conversation", id="c"))
    assert elsewhere.tier is Tier.AUTO_APPROVE, elsewhere.reason  # another subject denies nothing stored


async def test_a_memory_stored_with_its_url_citation_is_compared_too() -> None:
    gate = Gate(Policy(), CitationVerifier({}))
    gate.index_memory("u1", str(uuid.uuid4()), "Kafka retention is 7 days (https://wiki.example.com/kafka).")
    d = await gate.decide(claim("Kafka retention is 14 days.", source="user"))
    assert d.tier is Tier.FLAG_REVIEW and d.contradiction is not None, d.reason
    assert [(x.slot, x.stored, x.new) for x in d.contradiction.differing] == [("duration", "7 days", "14 days")]


@pytest.mark.parametrize(
    ("stored", "new"),
    [("Video files are stored in Google Cloud Storage", "Video files are stored in Azure Blob Storage"),
     ("The DNS provider is Route 53", "The DNS provider is Cloudflare"),
     ("The reporting service runs Python 3.1", "The reporting service runs Python 3.10")],
)  # fmt: skip
async def test_names_of_several_words_and_versions_are_values_read_whole(gate: Gate, stored: str, new: str) -> None:
    """A proper name of several words fills one place ("Google Cloud Storage", "Route 53"), and a
    version is read whole: Python 3.10 is not Python 3.1 (issue "Reading claims right")."""
    await approved(gate, stored)
    decision = await gate.decide(claim(new, source="user"))
    assert decision.tier is Tier.FLAG_REVIEW and decision.contradiction is not None, decision.reason


@pytest.mark.parametrize(
    ("stored", "new"),
    [("Staging runs OpenSearch 2.11", "Staging runs OpenSearch 2.11.0"),
     ("The event bus is Apache Pulsar", "The event bus is Pulsar"),
     ("Video files are stored in Google Cloud Storage", "Audio files are stored in Google Cloud Storage")],
)  # fmt: skip
async def test_one_version_or_name_written_two_ways_is_no_contradiction(gate: Gate, stored: str, new: str) -> None:
    await approved(gate, stored)
    decision = await gate.decide(claim(new, source="user"))
    assert decision.contradiction is None, decision.reason


def test_names_are_joined_only_past_a_sentence_start_and_never_in_a_headline() -> None:
    from groundstream.detectors.normalize import normalize
    from groundstream.detectors.values import names_joined

    assert names_joined(normalize("Files live in Azure Blob Storage.")) == "files live in azure-blob-storage."
    assert names_joined(normalize("The Cache Layer Is Redis")) == "the cache layer is redis"
    assert names_joined(normalize("We run Kafka 3.7 with Apache Kafka Streams")) == "we run kafka 3.7 with apache kafka-streams"


@pytest.mark.parametrize(
    ("stored", "new"),
    [("We run Kafka 3.7 in production", "We run Kafka 7.3 in production"),
     ("Release 1.2.3 shipped the fix", "Release 3.2.1 shipped the fix"),
     ("The API is v1.2", "The API is v2.1")],
)  # fmt: skip
async def test_dotted_numbers_are_whole_for_duplicates_too(gate: Gate, stored: str, new: str) -> None:
    """The near-duplicate check reads "3.7" as one token: "Kafka 7.3" is not a duplicate of "Kafka 3.7"
    (the same words in another order), it is another version."""
    await approved(gate, stored)
    decision = await gate.decide(claim(new, source="user"))
    assert decision.dedup_match is None and decision.tier is Tier.FLAG_REVIEW and decision.contradiction is not None


async def test_a_denial_meets_a_memory_whose_name_is_of_several_words(gate: Gate) -> None:
    """The statements a claim denies are shaped as memories are indexed (names of several words as
    one): "in S3, not Cloud Storage" beside "stored in Cloud Storage" is a contradiction."""
    await approved(gate, "Video files are stored in Cloud Storage")
    decision = await gate.decide(claim("Video files are stored in S3, not Cloud Storage", source="user"))
    assert decision.tier is Tier.FLAG_REVIEW and decision.contradiction is not None, decision.reason
