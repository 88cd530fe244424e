"""Hedges: every category, its block/review split, and the false positives that are not hedges."""

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
        ("Builds typically take four minutes", C.TECHNICAL_HEDGE),
        ("Queue depth usually stays under 1k", C.TECHNICAL_HEDGE),
        ("The cache often misses", C.TECHNICAL_HEDGE),
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


@pytest.mark.parametrize("text", ["It may fail", "Usually fast", "around 3 s"])
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
