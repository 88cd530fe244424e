"""Citation detection: each kind, its canonical value, and what must not be taken for one."""

import pytest

from groundstream.detectors.citations import find_citations, source_id
from groundstream.detectors.normalize import normalize
from groundstream.schemas import CitationKind as K


def found(text: str) -> list[tuple[K, str]]:
    return [(c.kind, c.value) for c in find_citations(normalize(text))]


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Per ADR-003 we log JSON", [(K.ADR, "ADR-003")]),
        ("See [ADR-005].", [(K.ADR, "ADR-005")]),
        ("ADR 007 says so", [(K.ADR, "ADR-007")]),
        ("adr-001 applies", [(K.ADR, "ADR-001")]),
        ("ADR-3 and ADR-003", [(K.ADR, "ADR-003")]),  # one ADR, cited twice
        ("Fixed in commit 0123456789abcdef0123", [(K.COMMIT, "0123456789abcdef0123")]),
        ("Fixed in a1b2c3d.", [(K.COMMIT, "a1b2c3d")]),
        ("Reverted in commit 1234567", [(K.COMMIT, "1234567")]),  # all digits, but cued
        ("See https://example.com/docs/page.", [(K.URL, "https://example.com/docs/page")]),
        ("(see http://example.com/a)", [(K.URL, "http://example.com/a")]),
        ("See #123 for details", [(K.ISSUE, "123")]),
        ("See GH-456", [(K.ISSUE, "456")]),
    ],
)
def test_each_kind_is_found(text: str, expected: list) -> None:
    assert found(text) == expected


@pytest.mark.parametrize(
    "text",
    [
        "The brand colour is #abc123",  # a colour, not a commit
        "Processed 1234567 events",  # a number, not a commit
        "The word defaced is hex",  # letters only
        "Request 550e8400-e29b-41d4-a716-446655440000 failed",  # a UUID
        "Binary at /usr/lib/abc1234def",  # part of a path
        "Use ftp://files.example.com/x",  # not http(s)
    ],
)
def test_things_that_are_not_citations(text: str) -> None:
    assert found(text) == []


def test_urls_are_taken_out_before_commits_and_issues() -> None:
    text = "See https://github.com/org/repo/commit/deadbeef1234567#issuecomment-99 and #12"
    assert found(text) == [
        (K.URL, "https://github.com/org/repo/commit/deadbeef1234567#issuecomment-99"),
        (K.ISSUE, "12"),
    ]


def test_spans_index_the_original_content() -> None:
    text = "Per ADR\u200b-001 and see https://example.com/x"
    for c in find_citations(normalize(text)):
        s, e = c.span
        assert text[s:e].replace("\u200b", "") in ("ADR-001", "https://example.com/x")


def test_url_value_keeps_case_and_drops_invisible_characters() -> None:
    assert found("Docs: https://Example.com/Path\u200b/Readme") == [(K.URL, "https://Example.com/Path/Readme")]


def test_source_id_prefers_an_adr() -> None:
    cites = find_citations(normalize("Fixed in a1b2c3d4 per ADR-002, see #5 and https://example.com"))
    assert source_id(cites) == "ADR-002"
    assert source_id(find_citations(normalize("see #5 and https://example.com"))) == "#5"
    assert source_id([]) is None
