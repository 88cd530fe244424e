"""Claim types and the grounding policy: every decision is typed by explainable rules, the
policy table is configuration inside the policy hash, sampling is a hash of the claim (replay
agrees), and an opinion, hypothetical or meta statement is never stored as fact unseen."""

from __future__ import annotations

from pathlib import Path

import pytest

from groundstream.detectors.claim_types import NO_CUE, WORLD, classify, sampled
from groundstream.detectors.gate.gate import Gate
from groundstream.detectors.gate.policy import Policy
from groundstream.detectors.normalize import normalize
from groundstream.detectors.providers.verify import CitationVerifier
from groundstream.detectors.values import shape
from groundstream.schemas import ClaimType, Tier
from groundstream.streams import factory
from groundstream.streams.config import Settings
from groundstream.streams.replay import replay_one
from tests.conftest import claim

T = ClaimType


@pytest.mark.parametrize(
    "text,kind,cue",
    [
        ("The billing service is written in Go", T.FACTUAL, ""),
        ("Kafka retention is 7 days", T.NUMERICAL, "7 days"),
        ("Version 3 shipped in May 2023", T.TEMPORAL, "2023"),
        ("The migration finished yesterday", T.TEMPORAL, "yesterday"),
        ("According to the vendor, the SLA holds", T.ATTRIBUTION, "According to"),
        ("The CTO said that the rewrite is done", T.ATTRIBUTION, "said that"),
        ("A randomized trial found the drug reduces risk", T.SCIENTIFIC, "randomized"),
        ("Birds migrate south in winter", T.GENERAL_KNOWLEDGE, ""),
        ("The cache is cold, therefore the first request is slow", T.REASONING, "therefore"),
        ("Once upon a time a server never crashed", T.CREATIVE, "Once upon a time"),
        ("Redis is the best cache", T.OPINION, "is the best"),
        ("In my opinion the API is clumsy", T.OPINION, "In my opinion"),
        ("If we doubled the partitions, throughput would double", T.HYPOTHETICAL, "If we doubled the partitions, throughput would"),
        ("As discussed above, I will summarize the plan", T.META, "As discussed above"),
        ("As an AI, I cannot browse the web", T.META, "As an AI"),
        # names, paths and products are never the cue (issue "Reading claims right")
        ("The assistant answers billing questions from the FAQ", T.FACTUAL, ""),
        ("The retry logic is in src/app/v2/handlers.py", T.FACTUAL, ""),  # a path is a name, never the cue
        ("The deploy script lives in scripts/deploy.sh", T.FACTUAL, ""),
        # the classes behind the errors on a fresh labelled set (issue 37; benchmarks/claim_types.py)
        ("The repository has fourteen workflow files", T.NUMERICAL, "fourteen"),  # a number in words
        ("Half of the jobs run on spot instances", T.NUMERICAL, "Half of"),
        ("The support contract renews every Monday", T.TEMPORAL, "Monday"),  # a day by name
        ("The release notes say the flag is deprecated", T.ATTRIBUTION, "say the"),  # a saying without "that"
        ("Had we used Postgres, the migration would have been simpler", T.HYPOTHETICAL,
         "Had we used Postgres, the migration would have been"),  # a condition without "if"
        ("There once was a pod in the cloud who restarted itself far too loud", T.CREATIVE, "There once was"),
        ("The token expired, so the nightly job failed", T.REASONING, "so the"),  # a consequence after a comma
        ("The events topic is compacted", T.FACTUAL, ""),  # a thing of one's own systems
        ("Relational databases support transactions", T.GENERAL_KNOWLEDGE, ""),
    ],
)
def test_each_type_is_found_and_says_why(text: str, kind: ClaimType, cue: str) -> None:
    n = normalize(text)
    typed = classify(n.text, shape(n.text), text)
    assert (typed.type, typed.cue) == (kind, cue)


def test_sampling_is_a_hash_of_the_claim_at_the_configured_rate() -> None:
    picks = [sampled(f"c{i}", "u1", 0.2) for i in range(5000)]
    assert 0.18 < sum(picks) / len(picks) < 0.22
    assert picks == [sampled(f"c{i}", "u1", 0.2) for i in range(5000)]  # the same claims, every time
    assert not sampled("c1", "u1", 0.0) and sampled("c1", "u1", 1.0)


async def test_every_decision_carries_its_type_and_what_the_policy_asks() -> None:
    gate = Gate(Policy(), CitationVerifier({}))
    d = await gate.decide(claim("Kafka retention is 7 days", source="ai_synthesis"))
    assert d.claim_type is T.NUMERICAL and d.claim_typing is not None
    assert (d.claim_typing.grounding, d.claim_typing.cue) == ("always", "7 days")
    assert d.tier is Tier.FLAG_REVIEW and "a numerical claim ('7 days') must be grounded" in d.reason


@pytest.mark.parametrize(
    "text",
    ["Redis is the best cache", "As discussed above, I will summarize the plan", 'The assistant said "I will remember this" in our last chat'],
)
async def test_an_opinion_hypothetical_or_meta_statement_is_never_stored_as_fact(text: str) -> None:
    gate = Gate(Policy(), CitationVerifier({}))
    as_fact = await gate.decide(claim(text, source="user"))  # a trusted source would approve a fact
    assert as_fact.tier is Tier.FLAG_REVIEW and "claim_type" in as_fact.checks_failed
    assert "stated as a fact" in as_fact.reason
    as_preference = await gate.decide(claim(text, source="user", memory_type="preference"))
    assert as_preference.tier is Tier.AUTO_APPROVE  # the user's own view, stored as what it is


async def test_a_hypothetical_is_never_approved_as_fact() -> None:
    gate = Gate(Policy(), CitationVerifier({}))
    d = await gate.decide(claim("If we doubled the partitions, throughput would double", source="user"))
    assert d.claim_type is T.HYPOTHETICAL and d.tier is not Tier.AUTO_APPROVE  # its hedge speaks first

async def test_the_grounding_table_is_configuration_in_the_policy_hash() -> None:
    default = factory.build_policy(Settings())
    stricter = factory.build_policy(Settings(grounding={"always": ["general_knowledge"]}))  # type: ignore[arg-type]
    rates = factory.build_policy(Settings(grounding={"sample": {"general_knowledge": 0.5}}))  # type: ignore[arg-type]
    assert default.grounding["general_knowledge"] == "sample" and default.sample_rates["general_knowledge"] == 0.2
    assert stricter.grounding["general_knowledge"] == "always" and "general_knowledge" not in stricter.sample_rates
    assert len({default.policy_hash, stricter.policy_hash, rates.policy_hash}) == 3
    assert {k for k in default.parts() if default.parts()[k] != stricter.parts()[k]} == {"grounding"}
    with pytest.raises(ValueError, match="unknown claim types"):
        Settings(grounding={"never": ["rumour"]})  # type: ignore[arg-type]
    with pytest.raises(ValueError, match="more than one"):
        Settings(grounding={"never": ["opinion"], "always": ["opinion"]})  # type: ignore[arg-type]


async def test_a_typed_decision_replays_to_the_same_hash() -> None:
    gate = Gate(Policy(), CitationVerifier({}))
    for text in ("Birds migrate south in winter", "Redis is the best cache", "Kafka retention is 7 days"):
        d = await gate.decide(claim(text, source="ai_synthesis"))
        again = await replay_one(Gate(Policy(), CitationVerifier({})), d, live=False)
        assert again.reproduced, again


# --- the cue a reason quotes is the claim's own (issue 37 item 8, "Reasons that mislead a reader") ---


@pytest.mark.parametrize(
    "text",
    [
        "According to the vendor, the SLA holds",
        "The support contract renews every Monday",
        "As an AI, I cannot browse the web",
        "Had we used Postgres, the migration would have been simpler",
        "The API has 3 endpoints, not 4.",
        "The CTO  said   that the rewrite is done",  # spaced as written, quoted as one line
        "Ａccording to the docs, the flag is on",  # fullwidth: quoted as written, not as normalized
        "The migration finished y\u200besterday",  # an invisible character inside the cue
        "Half of the jobs run on spot instances",
        "In my opinion the API is clumsy",
        "Retention is (14) days in staging",
    ],
)
def test_a_cue_is_quoted_as_the_claim_writes_it(text: str) -> None:
    n = normalize(text)
    typed = classify(n.text, shape(n.text), text)
    written = " ".join(text.replace("\u200b", "").split())
    assert typed.cue and typed.cue in written, (typed, written)
    assert typed.cue == typed.cue.strip(" ,.;:()") and not typed.basis


@pytest.mark.parametrize(
    "text,kind,basis",
    [
        ("The billing service is written in Go", T.FACTUAL, NO_CUE),
        ("The events topic is compacted", T.FACTUAL, NO_CUE),
        ("The retry logic is in src/app/v2/handlers.py", T.FACTUAL, NO_CUE),
        ("The default branch is protected", T.FACTUAL, NO_CUE),  # "default" is a word of it: still no cue
        ("Birds migrate south in winter", T.GENERAL_KNOWLEDGE, WORLD),
        ("Relational databases support transactions", T.GENERAL_KNOWLEDGE, WORLD),
    ],
)
def test_a_type_no_words_decided_says_so_and_quotes_nothing(text: str, kind: ClaimType, basis: str) -> None:
    n = normalize(text)
    typed = classify(n.text, shape(n.text), text)
    assert (typed.type, typed.cue, typed.basis) == (kind, "", basis)


@pytest.mark.parametrize(
    "text,said",
    [
        ("The scheduler uses cron expressions", "a factual claim (no cue of another type) must be grounded"),
        ("The billing service is written in Go", "a factual claim (no cue of another type) must be grounded"),
        ("Kafka retention is 7 days", "a numerical claim ('7 days') must be grounded"),
        ("According to the vendor, the SLA holds", "an attribution ('According to') must be grounded"),
        ("The contract renews every Monday", "a temporal claim ('Monday') must be grounded"),
    ],
)
async def test_a_reason_names_the_cue_or_says_there_was_none(text: str, said: str) -> None:
    gate = Gate(Policy(), CitationVerifier({}))
    d = await gate.decide(claim(text, source="ai_synthesis"))
    assert d.tier is Tier.FLAG_REVIEW
    assert said in d.reason, d.reason
    assert "'default'" not in d.reason and d.claim_typing is not None
    quoted = d.reason.split("(", 1)[1].split(")", 1)[0]
    assert quoted.startswith("no cue") or quoted.strip("'") in text, d.reason


async def test_a_decision_without_a_cue_replays() -> None:
    gate = Gate(Policy(), CitationVerifier({}))
    d = await gate.decide(claim("The billing service is written in Go", source="ai_synthesis"))
    assert d.claim_typing is not None and (d.claim_typing.cue, d.claim_typing.basis) == ("", NO_CUE)
    assert (await replay_one(Gate(Policy(), CitationVerifier({})), d, live=False)).reproduced
    cued = await gate.decide(claim("Kafka retention is 7 days", source="ai_synthesis"))
    assert cued.claim_typing is not None and cued.claim_typing.basis is None


# --- the learned model (detectors/type_model.py; issue 37 item 7) ---


@pytest.mark.parametrize("text", ["log4brains is a documentation tool", "Our ingest uses log4brains and h264 samples"])
def test_a_name_with_digits_is_no_number_and_no_cue(text: str) -> None:
    n = normalize(text)
    typed = classify(n.text, shape(n.text), text)
    assert typed.type in (T.FACTUAL, T.GENERAL_KNOWLEDGE) and typed.cue == ""


@pytest.mark.parametrize(
    "text,kind",
    [
        # the types carried without a hand rule's cue word (a fresh set's misses before the model)
        ("YAML is a miserable format for configuration files.", T.OPINION),
        ("Our onboarding docs are a mess.", T.OPINION),
        ("Paris is the capital of France.", T.GENERAL_KNOWLEDGE),
        ("I am an AI assistant and don't have access to your production logs.", T.META),
    ],
)
async def test_a_type_without_a_hand_cue_is_read_and_an_opinion_is_not_stored_as_fact(text: str, kind: ClaimType) -> None:
    n = normalize(text)
    typed = classify(n.text, shape(n.text), text)
    assert typed.type is kind
    assert typed.cue == "" or typed.cue in text  # the claim's own words, never another's
    d = await Gate(Policy(), CitationVerifier({})).decide(claim(text, source="user"))
    if kind in (T.OPINION, T.META):
        assert d.tier is Tier.FLAG_REVIEW and "stated as a fact" in d.reason


def test_the_model_types_each_of_the_eleven_types_and_nothing_else() -> None:
    from groundstream.detectors.type_model import model

    m = model()
    assert set(m.labels) == {t.value for t in ClaimType}
    assert all(len(ws) == len(m.labels) for ws in m.weights.values())


def test_the_shipped_type_model_is_what_the_training_script_makes() -> None:
    import json

    from benchmarks.type_model import SETS, featurize, load, train
    from groundstream.detectors.type_model import MODEL_PATH

    rows = [row for name in SETS for row in load(name)]
    model = train(featurize([c for c, _ in rows]), [label for _, label in rows])
    shipped = json.loads(MODEL_PATH.read_text())
    assert shipped["weights"].keys() == model.weights.keys()
    assert max(abs(a - b) for a, b in zip(shipped["bias"], model.bias, strict=True)) < 1e-3
    assert max(abs(a - b) for f, ws in model.weights.items() for a, b in zip(shipped["weights"][f], ws, strict=True)) < 1e-3


@pytest.mark.parametrize(
    "text",
    [
        # first-person facts: who "I" is, the words do not say (a second reader's cases)
        "I am allergic to peanuts",
        "I am vegetarian",
        "I use Neovim as my editor",
        "I have read-only access to prod",
        # the shape of a short sentence is no judgement
        "The repository is a monorepo",
        "Reviewers are allowed to skip the checklist for docs-only changes",
        "The security awareness training is mandatory for new hires",
        # a plan or a rule in "should" is no opinion (OWASP Agent Memory Guard's benign note)
        "We should review how to prevent prompt injection attacks in our system.",
        # the writer's dealings with others, in verbs of telling: no word of this exchange (a seventh probe's)
        "I asked the landlord about the broken heater and he replaced it on Friday.",
        "I mentioned the allergy to the dentist.",
        "I replied to the insurer with the claim number.",
        # an invitation is no feeling
        "Feel free to use the meeting room whenever it is free",
    ],
)
async def test_a_statement_of_fact_is_never_held_as_an_opinion_or_meta_statement_on_its_shape(text: str) -> None:
    n = normalize(text)
    assert classify(n.text, shape(n.text), text).type not in (T.OPINION, T.HYPOTHETICAL, T.META)
    d = await Gate(Policy(), CitationVerifier({})).decide(claim(text, source="user"))
    assert d.tier is Tier.AUTO_APPROVE, d.reason


@pytest.mark.parametrize(
    ("text", "hypothetical"),
    [
        ("Had we pinned the base image, the CVE scan wouldn't have blocked the release.", True),
        ("If we had pinned it, we would've caught the bug", True),
        ("On Monday, the build wouldn't compile on ARM runners", False),  # what happened: a fact
        ("After the migration to Postgres 16, the billing service wouldn't boot", False),
    ],
)
def test_a_negated_or_perfect_modal_is_a_modal_and_a_refusal_is_a_fact(text: str, hypothetical: bool) -> None:
    n = normalize(text)
    assert (classify(n.text, shape(n.text), text).type is T.HYPOTHETICAL) is hypothetical


def test_a_type_the_model_read_from_the_whole_claim_says_so() -> None:
    from groundstream.detectors.claim_types import WEIGHED

    text = "Every deploy is a tiny rocket launch, and today's rocket wobbled but still reached orbit."
    n = normalize(text)
    typed = classify(n.text, shape(n.text), text)
    assert typed.cue in text and typed.cue.lower() not in ("is", "but", "and", "the")
    assert typed.basis in ("", WEIGHED, NO_CUE, WORLD)


async def test_a_claim_type_that_cannot_be_read_sends_the_claim_to_review(monkeypatch: pytest.MonkeyPatch) -> None:
    """A classifier that raises (a bug on some input) fails closed on that claim, and replays."""
    import groundstream.detectors.gate.gate as gate_module

    gate = Gate(Policy(), CitationVerifier({}))
    plain = await gate.decide(claim("The sky is blue at noon", source="user"))
    assert plain.tier is Tier.AUTO_APPROVE, plain.reason

    def broken(*_: object) -> None:
        raise ValueError("weights corrupt")

    monkeypatch.setattr(gate_module, "classify", broken)
    d = await gate.decide(claim("The sky is blue at noon", source="user"))
    assert d.tier is Tier.FLAG_REVIEW and d.claim_type is ClaimType.FACTUAL
    assert ("claim_types", "the claim's type could not be read: ValueError") in d.provider_errors, d.provider_errors
    again = await replay_one(Gate(Policy(), CitationVerifier({})), d, live=False)
    assert again.reproduced, again


def test_a_broken_claim_type_model_stops_the_gate_at_start_up(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    import groundstream.detectors.type_model as type_model

    with pytest.raises(FileNotFoundError):  # a weights file that is not there is not read as an empty model
        type_model.model(tmp_path / "type_weights.json")

    def missing() -> None:
        raise FileNotFoundError("type_weights.json")

    monkeypatch.setattr(type_model, "load", missing)
    with pytest.raises(FileNotFoundError):
        Gate(Policy(), CitationVerifier({}))


@pytest.mark.parametrize(
    "text",
    ["I'll check the migration scripts next and report back.", "I told you the deploy plan in my previous answer."],
)
def test_what_the_writer_does_in_this_exchange_stays_a_meta_statement(text: str) -> None:
    n = normalize(text)
    assert classify(n.text, shape(n.text), text).type is T.META


@pytest.mark.parametrize(
    "text",
    [
        # a condition opened by "should" before its subject, or by "in case"; what would follow it written "'d"
        "Should the vendor raise prices again, we'd move the flags to a self-hosted service.",
        "Should the primary fail, the replica would take over within a minute.",
        "In case the nightly export breaks, we'd rebuild the warehouse from the raw bucket.",
        "Suppose the CDN went down, we'd serve assets straight from the origin.",
    ],
)
async def test_a_condition_in_other_words_is_a_hypothetical_and_never_stored_as_fact(text: str) -> None:
    n = normalize(text)
    typed = classify(n.text, shape(n.text), text)
    assert typed.type is T.HYPOTHETICAL and typed.cue and typed.cue in text
    d = await Gate(Policy(), CitationVerifier({})).decide(claim(text, source="user"))
    assert d.tier is Tier.FLAG_REVIEW and "hypothetical" in d.reason, d.reason


@pytest.mark.parametrize(
    "text",
    [
        "Should you need the VPN, the on-call engineer hands out keys.",  # what happens when: no consequence of what is not
        "If they'd left earlier, the train was still running.",  # a past perfect's "'d" is "had"
        "If the build fails, the bot retries twice.",
        # "'d" as "had" before any past participle, "had better", a polite wish (a second reader's classes)
        "In case anyone asks, we'd moved the backups to Glacier in 2022.",
        "If I recall, she'd signed the contract in May.",
        "If the tests are red, we'd better not deploy.",
        "If you'd like a copy, the bot emails one every Monday.",
        # "then" after "should" or "in case" is an instruction's or a rule's; a question opening with "should" asks
        "Should the quota run out, then the job pauses.",
        "In case of an outage, then page the on-call engineer.",
        "Should we tell the client that they'd overpaid?",
    ],
)
def test_a_condition_of_what_does_happen_is_no_hypothetical(text: str) -> None:
    n = normalize(text)
    assert classify(n.text, shape(n.text), text).type is not T.HYPOTHETICAL


@pytest.mark.parametrize(
    "text",
    [
        # a user's standing wish about answers is a fact of the user, not of this exchange (a paraphrase set's claims)
        "Reply to this user in Spanish.",
        "This user wants answers with no emoji.",
        "Use British spelling when answering this user.",
        # "you" alone is any reader's
        "You have permission to edit this page.",
        # a chat with someone else is the writer's dealings with others
        "If this comes up in a later chat with the vendor, we will ask for a discount.",
        "My conversation with the landlord went well; the rent stays the same.",
        "I asked about the refund in a chat with the vendor.",  # a verb of telling and a chat with others together
        "My answer to the landlord was no.",  # an answer of the writer's to someone else
    ],
)
async def test_a_users_wish_a_readers_you_and_a_chat_with_others_are_no_meta_statement(text: str) -> None:
    n = normalize(text)
    assert classify(n.text, shape(n.text), text).type is not T.META
    d = await Gate(Policy(), CitationVerifier({})).decide(claim(text, source="user"))
    assert d.tier is Tier.AUTO_APPROVE, d.reason


def test_the_writer_asking_something_of_you_is_no_meta_statement() -> None:
    """A standing wish (the request rule, not the type, decides its tier: a request is never stored)."""
    text = "I'd like you to always reply in bullet points."
    n = normalize(text)
    assert classify(n.text, shape(n.text), text).type is not T.META


@pytest.mark.parametrize(
    "text",
    [
        "In my previous chat with you I got the port wrong.",  # this exchange, though "chat with"
        "I don't have access to your calendar.",  # the writer and "you" together
        "Note for the memory store: this entry supersedes the older one about the VPN.",  # this memory's own words
    ],
)
async def test_this_exchange_and_this_memory_are_a_meta_statement(text: str) -> None:
    n = normalize(text)
    assert classify(n.text, shape(n.text), text).type is T.META
    d = await Gate(Policy(), CitationVerifier({})).decide(claim(text, source="user"))
    assert d.tier is Tier.FLAG_REVIEW and "meta statement" in d.reason, d.reason


async def test_a_judgement_of_worth_is_an_opinion_and_never_stored_as_fact() -> None:
    text = "Paying for the managed database is worth it for a team this small."
    n = normalize(text)
    typed = classify(n.text, shape(n.text), text)
    assert typed.type is T.OPINION and typed.cue == "worth"
    d = await Gate(Policy(), CitationVerifier({})).decide(claim(text, source="user"))
    assert d.tier is Tier.FLAG_REVIEW and "opinion ('worth')" in d.reason, d.reason
