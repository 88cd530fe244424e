"""Hedges: every category, its block/review split, and the false positives that are not hedges."""

import re

import pytest

from groundstream.detectors.hedges import find_hedges
from groundstream.detectors.normalize import normalize
from groundstream.schemas import HedgeCategory as C


def categories(text: str) -> list[C]:
    return [f.category for f in find_hedges(normalize(text)).findings]


@pytest.mark.parametrize(
    ("text", "category"),
    [
        ("I think the cache is warm", C.SPECULATION),
        ("I believe the retry limit is three", C.SPECULATION),
        ("I guess the worker is idempotent", C.SPECULATION),
        ("I suppose it uses TLS", C.SPECULATION),
        ("In my opinion the API is stable", C.SPECULATION),
        ("Maybe the index is stale", C.SPECULATION),
        ("IIRC the port is 8080", C.SPECULATION),
        ("Not sure the index is used", C.UNCERTAINTY),
        ("I'm not certain the job runs nightly", C.UNCERTAINTY),
        ("I don't know which region hosts it", C.UNCERTAINTY),
        ("No idea whether backups run", C.UNCERTAINTY),
        ("Maybe we should add an index", C.SUGGESTION),
        ("Perhaps we could cache the tokens", C.SUGGESTION),
        ("I'd suggest moving to gRPC", C.SUGGESTION),
        ("How about sharding by tenant", C.SUGGESTION),
        ("The API may be rate limited", C.TECHNICAL_HEDGE),
        ("The job might fail on Sundays", C.TECHNICAL_HEDGE),
        ("Builds typically take four minutes", C.GENERALIZATION),
        ("Queue depth usually stays under 1k", C.GENERALIZATION),
        ("The cache often misses", C.GENERALIZATION),
        ("The deploy could fail without a lock", C.TECHNICAL_HEDGE),
        ("It seems to leak sockets", C.TECHNICAL_HEDGE),
        ("It should work with Python 3.12", C.TECHNICAL_HEDGE),
        ("The table holds approximately 2M rows", C.APPROXIMATION),
        ("The dump is roughly 40 GB", C.APPROXIMATION),
        ("Cold start takes around 3 seconds", C.APPROXIMATION),
        ("Latency is about 20 ms", C.APPROXIMATION),
        ("Latency is ~20 ms", C.APPROXIMATION),
        ("It takes 5ish minutes", C.APPROXIMATION),
    ],
)
def test_each_category_is_found(text: str, category: C) -> None:
    assert category in categories(text)


@pytest.mark.parametrize("category", [C.SPECULATION, C.UNCERTAINTY, C.SUGGESTION])
def test_speculation_uncertainty_and_suggestion_block(category: C) -> None:
    text = {C.SPECULATION: "I think so", C.UNCERTAINTY: "not sure", C.SUGGESTION: "maybe we should"}[category]
    report = find_hedges(normalize(text))
    assert report.blocking and not report.reviewing


@pytest.mark.parametrize(
    "text",
    # a suggestion's content stated is a hedge; only a thing called by what a tool or seller suggests is none ("the suggested retail price")
    [
        "It may fail",
        "Usually fast",
        "around 3 s",
        "The suggested root cause of the outage is the expired TLS certificate",
        "That suggested Redis is the bottleneck",
    ],
)
def test_technical_hedges_and_approximations_review(text: str) -> None:
    report = find_hedges(normalize(text))
    assert report.reviewing and not report.blocking


@pytest.mark.parametrize(
    "text",
    [
        "Version 3 shipped in May 2023",
        "The freeze starts in May",
        "Released May 3",
        "May 2024 was the last release",
        "The migration ran on 4 May",
        "The client couldn't connect to the broker",
        "The client could not connect to the broker",
        "The service can't write to /tmp",
        "The timeout should be 5 seconds",
        "We work around the bug with a retry",
        "The doc talks about the API",
        "The colour is #abc123",
        "Sessions are stored in Redis",
    ],
)
def test_false_positives_are_not_hedges(text: str) -> None:
    assert categories(text) == []


@pytest.mark.parametrize("assertion", ["definitely", "confirmed", "verified", "100% certain"])
def test_assertion_words_never_cancel_speculation(assertion: str) -> None:
    report = find_hedges(normalize(f"I guess the worker is idempotent, {assertion}"))
    assert [f.category for f in report.blocking] == [C.SPECULATION]


@pytest.mark.parametrize(
    "text",
    ["I th\u200bink it works", "m\u0430ybe it works", "ＩＴＨＩＮＫ it works".replace("ＩＴＨＩＮＫ", "Ｉ ｔｈｉｎｋ"), "not\u00a0sure it works"],
)
def test_hidden_hedges_are_found(text: str) -> None:
    assert find_hedges(normalize(text)).blocking


def test_report_lists_words_spans_and_score() -> None:
    text = "I think it usually takes around 3 s"
    report = find_hedges(normalize(text))
    assert report.words == ["i think", "usually", "around"]
    assert [text[s:e] for s, e in (f.span for f in report.findings)] == ["I think", "usually", "around"]
    assert 0.9 < report.speculation_score < 1.0
    assert find_hedges(normalize("Sessions are in Redis")).speculation_score == 0.0


# -- the classes an adversarial pass slipped through ------------------------------------------

SLIPPED = [
    # hedges of appearance
    "The cache seems stale after deploys",
    "It appears that the job retries twice",
    "Looks like the index is not used",
    "The endpoint apparently ignores the header",
    # likelihood idioms
    "Chances are the queue is partitioned by tenant",
    "Odds are the bug is in the retry loop",
    "In all likelihood the worker leaks memory",
    "There's a good chance the TTL is 60 seconds",
    "It is possible that the migration skipped a table",
    # feelings and guesses
    "I feel like the scheduler runs hourly",
    "I have a hunch the cron runs at midnight",
    "My gut says the leak is in the pool",
    "I'm guessing the port is 5432",
    "I'd bet the config is cached",
    "My best guess is that retries are off",
    "We expect the p99 to stay under 50 ms",
    # qualifiers of one's own knowledge or memory
    "To my knowledge the API has no rate limit",
    "To the best of my recollection the bucket is private",
    "From what I remember the service uses gRPC",
    "If memory serves, the deploy window is Friday",
    "Last I checked the cluster had 5 nodes",
    "As I recall, the token lasts an hour",
    "I seem to recall the limit being 100",
    "Unless I'm mistaken, staging uses Postgres 14",
    "I was told the backups are encrypted",
    # disclaimers
    "Don't quote me, but the SLA is 99.9%",
    "Take this with a grain of salt: the cache is 2 GB",
    "Not 100% on this, the region is eu-west-1",
    "I haven't verified it but the limit is 10 MB",
    "I could be wrong, the header is X-Request-Id",
    "Pretty sure the default timeout is 30 s",
    # digits standing in for letters
    "M4ybe the index is stale",
    "1 th1nk the cache is warm",
    "Pr0bably the port is 8080",
    "The job pr0bab1y runs nightly",
    # Greek capitals and other look-alikes
    "\u0399 think the worker is idempotent",  # Greek capital iota
    "\u039caybe the cache is warm",  # Greek capital mu
    "\u041dopefully it works",  # Cyrillic capital en is H
    # learned cues, beyond the hand patterns
    "These results suggest that the leak is in the parser",
    "Whether the flag is honoured by the proxy remains unclear",
    "The putative cause is a race in the scheduler",
]


@pytest.mark.parametrize("text", SLIPPED)
def test_hedges_that_slipped_are_found(text: str) -> None:
    assert find_hedges(normalize(text)).findings, text


@pytest.mark.parametrize(
    "text",
    [
        "I feel like the scheduler runs hourly",
        "To my knowledge the API has no rate limit",
        "Don't quote me, but the SLA is 99.9%",
        "1 th1nk the cache is warm",
        "\u0399 think the worker is idempotent",
    ],
)
def test_personal_guesses_and_disclaimers_block(text: str) -> None:
    assert find_hedges(normalize(text)).blocking, text


def test_a_learned_cue_is_a_review_finding_with_its_weight() -> None:
    report = find_hedges(normalize("These results suggest that the leak is in the parser"))
    (finding,) = report.findings
    assert finding.phrase == "suggest" and finding.category is C.TECHNICAL_HEDGE and not finding.blocks
    assert finding.cue_weight is not None and finding.cue_weight > 0


# -- mentioned, not used ------------------------------------------------------------------

@pytest.mark.parametrize(
    "text",
    [
        "The `maybe` helper wraps a nullable value",
        "Call `perhaps()` to retry once",
        "Use ```probably_cached``` only in tests",
        "The Maybe type in Haskell models an optional value",
        "The form option called Not Sure maps to null",
        "The component named Perhaps renders the fallback",
        'The survey answer "Not sure" is stored as 0',
        "The docs say \u201cthis may change\u201d next to the beta flag",
        "The error text is 'I think something went wrong' on HTTP 500",
        "Maybe<T> is serialized as null or the value",
        "The button label reads Maybe Later",
        "Select the MAYBE option in the RSVP form",  # capitals after a word that introduces a name, beside others, before a noun
        "RSVP options are YES, NO, or MAYBE",
        "The form has a NO, YES or MAYBE box",
        "The RSVP status is MAYBE.",  # a value alone after "is"
        "Set the flag to PROBABLY_SAFE",
        "They Might Be Giants played the Fillmore",  # a title capitalizes its verb too
        "Clients MAY cache the response for 60 seconds",  # RFC 2119's permission, and a month
        "We file our integrated report under IIRC guidelines",
        "The __init__.py module re-exports maybe_retry()",
        "The API returns MAYBE when the poll times out",  # a value where a preposition or a conjunction ends its place
        "We map MAYBE to null in the export",
        "In Elm, Maybe is used instead of null",  # a type
        "Rows scored LIKELY are sent to review",
        "Haskell's *Maybe* monad wraps an optional value",
        "Tap **Maybe** to defer the invite",
        "The poll offers **YES**, **NO** or **MAYBE**",
        "Use `MAYBE` for undecided guests",
        "Servers MAY have a default port configured",  # RFC 2119: a thing servers are let have
        "Sales since May have doubled",
        "We migrated PERHAPS, our patient records service, to AWS",
        "If the answer comes back MAYBE we retry the poll",
        "Book club pick for July is *Apparently Normal*; bring a copy",  # a title marked up as a whole
        "The band played *Perhaps, Perhaps, Perhaps* after the interval",
        "The survey options were Likely, Unlikely and Not Sure",  # a list of capitalized values
        "The likelihood is Likely and the impact is Severe",  # a value's word after "is"
        "<i>Maybe I Do</i> is the movie for Saturday",  # markup opening a title
        'Support replied "I guess it works" and closed the ticket',
        "Payments run on Postgres 16",
        "The API uses OAuth2 with PKCE",
        "Retries back off exponentially up to 30 s",
        "The timeout should be 5 seconds",
        "Logs are kept for 30 days",
        "Staging deploys go out on Tuesdays",
        "The service can be reached on port 8443",
        "Errors could not be reproduced on staging",
        "The crash could be reproduced with two workers",
        "The s3 bucket and the ec2 hosts live in eu-west-1",
        "Version 1.4 dropped Python 3.8",
        "The keyword is async and the loop is uvloop",
    ],
)
def test_mentions_names_and_plain_facts_are_not_hedges(text: str) -> None:
    assert find_hedges(normalize(text)).findings == (), text


@pytest.mark.parametrize(
    "text",
    [
        '"I think the API uses OAuth2"',  # the whole claim quoted is the claim, not a mention
        "`maybe` the index is stale",  # a code span that names nothing: the hedge is used
        'Deploys "probably" run on Fridays',  # scare quotes around a hedge are no mention
        "The API `may` be rate limited",
        "The cache is 'likely' stale after deploys",
        "The job \u201cmight\u201d run twice",
        "THE CACHE MIGHT BE STALE",
        "The Cache Might Be Stale After Deploys",  # a headline capitalizes every word
        "Maybe the index is stale",  # capital at the start of a sentence is no name
        "Deploys are slow. Perhaps the cache is cold",
        "The queue is PROBABLY RabbitMQ",  # capitals for emphasis where the hedge stands in its clause
        "The fix is POSSIBLY in the cache layer",
        "an API that PROBABLY times out under load",
        "The timeout is MAYBE 30 seconds",
        "The queue is ***PROBABLY*** RabbitMQ",
        "The build MIGHT be flaky on Mondays",  # a modal before the verb it governs, in capitals or capitalized
        "Deploys Might be slower on Fridays",
        "The job COULD have run twice",
        "The queue is <i>probably</i> RabbitMQ",  # markup closed after the word
        "The queue is <em>maybe</em> RabbitMQ",
        "The queue is _probably_ RabbitMQ",
        "It's PROBABLY the DNS",  # after a verb of being, whatever follows: a name in capitals too
        "The root cause is PROBABLY DNS",
        "The flight leaves at PROBABLY 7:40",  # before a number
        "The job COULD fail on retry",  # a modal before any verb
        "The packet MAY have been dropped by the proxy",  # "MAY" of a past is no permission
        "The router reboots every night \u2014 MIGHT BE a firmware bug",
        "I'm PRETTY SURE the cron runs at 2am",  # a phrase in capitals
        "The cron runs at 2am, _I'm not sure_",  # marks around a phrase
        "The timeout is _maybe 30 seconds_",
        "The queue is <b><i>Probably</i></b> RabbitMQ",
        "The queue is <EM>possibly</EM> RabbitMQ",
        "The gym is ***Maybe*** open on the 9th",
        "We May Have double-billed three customers",  # a modal capitalized with its verb, before a word in small letters
        "The leak is under the sink, Not Sure if it's the trap",  # a phrase capitalized, set off
        "Standup moved to 10:15, Apparently because of the all-hands",
        "The release MIGHT NOT ship on Friday",
        "The deploy's PROBABLY broken again",  # "'s" as "is" before capitals
        "The flaky test is PROBABLY `test_checkout_flow`",
        "**Maybe** the cron is running in UTC",  # markup before a sentence's first word
    ],
)
def test_hedges_are_not_hidden_by_quotes_or_capitals(text: str) -> None:
    assert find_hedges(normalize(text)).findings, text


def test_the_shipped_cue_model_is_what_the_training_script_makes() -> None:
    import json

    from benchmarks.hedge_cues import PRUNE, load, train
    from groundstream.detectors.cues import MODEL_PATH

    model = train(load())
    shipped = json.loads(MODEL_PATH.read_text())
    assert abs(shipped["bias"] - model.bias) < 1e-3
    assert (shipped["threshold"], shipped["version"]) == (model.threshold, model.version)
    trained = model.to_json()["weights"]
    # the same weights; a feature within a hair of the pruning cut may fall either side of it on another machine
    for feature in shipped["weights"].keys() ^ trained.keys():
        assert abs(shipped["weights"].get(feature, trained.get(feature, 0.0))) < PRUNE + 1e-3, feature
    for feature in shipped["weights"].keys() & trained.keys():
        assert abs(shipped["weights"][feature] - trained[feature]) < 1e-3, feature


@pytest.mark.parametrize(
    ("text", "hedged"),
    [("Sort the list so that new ones appear on top.", False),
     ("The protein appears in the nucleus after stimulation.", False),
     ("As indicated in Fig. 2, the levels rise.", False),
     ("The results appear to confirm the model.", True),
     ("These data indicated that the protein binds DNA.", True)],
)  # fmt: skip
def test_a_cue_word_in_its_plain_sense_is_no_hedge(text: str, hedged: bool) -> None:
    """"appear on top" is shown, "as indicated in Fig. 2" a reference; "appear to" and "indicated
    that" still hedge (issue "Reading claims right")."""
    assert bool(find_hedges(normalize(text)).findings) is hedged


@pytest.mark.parametrize(
    ("text", "hedged"),
    [("Cells were treated for the indicated times.", False),  # a condition named, not a guess
     ("Levels rise as indicated (Fig. 2).", False),
     ("Samples were frozen as soon as possible.", False),
     ("It is possible that the cache is stale.", True),
     ("We could detect three sites in the promoter.", False),  # what was done
     ("We could lose data if the broker dies.", True),  # what may happen
     ("The assays showed that the protein could bind the site.", False),
     ("The deploy could fail without a lock.", True),
     ("The protein could be involved in signalling.", True),  # a guess, not what was done
     ("The band could be detected in all lanes.", False),
     ("All possible combinations were tested.", False),
     ("The mutant protein could still bind DNA (Fig. 3B).", False),  # a result, pointed at
     ("Both forms could be immunoprecipitated (data not shown).", False)],
)  # fmt: skip
def test_a_cue_is_weighed_in_its_context(text: str, hedged: bool) -> None:
    """The learned cues read the words around them (issue "Reading claims right"): "indicated"
    after "the" or "as" names or points, "possible" after "as" is as far as can be, "could" of
    what we did reports it."""
    assert bool(find_hedges(normalize(text)).findings) is hedged, text


def test_the_lexicon_weighs_one_word_by_what_stands_around_it() -> None:
    from groundstream.detectors.cues import default_model

    model = default_model()
    assert [c.word for c in model.cues(normalize("These data indicate that the protein binds DNA").tokens())] == ["indicate"]
    assert model.cues(normalize("Binding sites are indicated by arrows and boxes").tokens()) == []
    assert model.weights["indicated>that"] > 0 > model.weights["indicated>prep"]
    # the corpus marks which words are cues: "predicted" of a guess, not of a result
    assert [c.word for c in model.cues(normalize("The allele is predicted to produce a truncated protein").tokens())] == ["predicted"]
    assert model.cues(normalize("The predicted proteins were aligned with their homologs").tokens()) == []


@pytest.mark.parametrize("text", ["The cache often misses", "Builds usually take four minutes", "In most cases the job retries"])
def test_how_often_is_a_generalization_not_a_guess(text: str) -> None:
    """Frequency says how often, not how sure: its own category, reviewed by policy, never blocked."""
    report = find_hedges(normalize(text))
    assert [f.category for f in report.findings] == [C.GENERALIZATION]
    assert not report.blocking


def test_every_lead_words_patterns_compile() -> None:
    """The patterns are compiled when a claim first holds their lead word (start-up, #39): a broken one
    must fail here, not on a user's claim."""
    from groundstream.detectors import hedges

    sources = [*hedges._BY_LEAD.values(), hedges._SYMBOL_LED]
    assert len(sources) > 100
    for source in sources:
        assert re.compile(source).groups >= 1


@pytest.mark.parametrize(
    ("text", "hedged"),
    [("Thanks for suggesting the venue for the offsite.", False),  # proposing, not guessing
     ("Check the forecast before suggesting a picnic.", False),
     ("Latency rose after the deploy, suggesting that the cache is cold.", True),
     ("Unclear at first, but the vendor confirmed the limit is 100 requests.", False),  # a doubt that was
     ("It is unclear whether the limit is 100 requests.", True),
     ("The proof follows from what Theorem 3 implies about the rank.", False),  # what a thing implies, named
     ("The spike implies that the cache is cold.", True),
     ("The putative cause is a race in the scheduler.", True),
     ("The allele is predicted to produce a truncated protein.", True),
     ("We cannot exclude a race in the scheduler.", True),
     ("Legal has ruled that we cannot store EU customer data in us-east-1.", False),  # what may not be done
     ("Regular exercise raises HDL cholesterol.", False),  # to increase
     ("The result raises the possibility that the cache is cold.", True),
     ("During development, Vite assumes that a modern browser is used.", False),  # what a program takes for granted
     ("We assume that the cache is cold.", True),
     ("In the glossary, TBC stands for unclear.", False),  # a gloss
     ("The metrics were suggesting a memory leak.", True),  # whoever does it: only after a word of when or how
     ("Memory climbed for a while, suggesting a leak in the connection pool.", True),  # a clause's end between
     ("Initially unclear, the cause turned out to be DNS.", False),
     ("The root cause is unclear until the vendor replies.", True),  # still unclear
     ("It is unclear at first glance why the test fails.", True),
     ("Root cause: unclear\nInitially seen on host-3.", True),  # another line's "initially"
     ("The root cause is unclear/unknown.", True),  # two words a slash sets side by side
     ("Refunds exclude shipping costs.", False),  # what a thing leaves out
     ("What this implies is a leak in the pool.", True),
     ("What the numbers imply is that we will miss the Q3 target.", True),
     ("I know what to do. This implies a leak in the pool.", True),  # another sentence's "what"
     ("The /suggest endpoint returns ten completions.", False),  # a path's part
     ("Run the linter with --suggest-fixes in CI.", False),
     ("Call suggest() before the sweep.", False),
     ("The callback will fire for `exclude` first.", False),  # code
     ("The error means possibly a corrupted index.", True)],
)  # fmt: skip
def test_a_learned_cue_in_a_claims_plain_sense(text: str, hedged: bool) -> None:
    """The cue model is learned from papers; a claim's plain senses of its words are read apart."""
    assert bool(find_hedges(normalize(text)).findings) is hedged, text


def test_a_cue_is_read_within_its_own_sentence() -> None:
    """The model is trained one sentence at a time: the next sentence's first word is no context of a cue."""
    from groundstream.detectors.cues import default_model

    model = default_model()
    alone = model.cues(normalize("The impact on billing is possible").tokens())
    tokens = normalize("The impact on billing is possible. We ship Monday").tokens()
    assert [(c.word, c.weight) for c in model.cues(tokens, starts={6})] == [(c.word, c.weight) for c in alone]
    found = find_hedges(normalize("The impact on billing is possible. We ship Monday")).findings
    assert [f.cue_weight for f in found] == [round(c.weight, 3) for c in alone]


def test_a_long_claim_of_cue_words_keeps_a_bounded_evidence() -> None:
    findings = find_hedges(normalize("perhaps possible " * 2000)).findings
    learned = [f for f in findings if f.cue_weight is not None]
    assert learned and len(learned) <= 64


def test_a_cue_model_of_another_version_is_refused() -> None:
    from groundstream.detectors.cues import CueModel

    with pytest.raises(ValueError, match="cues/2"):
        CueModel.from_json({"version": "cues/2", "bias": -4.0, "weights": {"may": 4.0}})


def test_a_line_end_parts_sentences_for_the_cue_model() -> None:
    """A line's end is a sentence's end, though normalizing makes it a space: the word before it is no context."""
    from groundstream.detectors.cues import default_model

    model = default_model()
    alone = model.cues(normalize("possible regression in the pool").tokens())
    found = find_hedges(normalize("Release notes\npossible regression in the pool")).findings
    assert [f.cue_weight for f in found] == [round(c.weight, 3) for c in alone]
