"""Admission (detectors/admission.py): the strict reader, pinned at the edges the fast path takes."""

from __future__ import annotations

import json

import pytest

from groundstream.detectors.admission import InvalidClaim, parse_claim


def line(**fields: object) -> str:
    base = {"user_id": "u1", "memory_type": "fact", "source": "user", "content": "Builds use Bazel"}
    return json.dumps({**base, **fields})


@pytest.mark.parametrize(
    "raw",
    [
        line(content='The header reads "a": b, and \\"c\\": d'),  # quotes and colons inside strings
        line(metadata={"note": '{"user_id": "u2"}', "k": {"a": 1, "b": [{"a": 2}]}}),  # equal keys in other objects
        line(content="Emoji stay: \U0001f600 and \u00e9"),
        '{"user_id":"u1","memory_type":"fact","source":"user","content":"tight \\"spacing\\":"}',
    ],
)
def test_well_formed_claims_with_tricky_strings_are_admitted(raw: str) -> None:
    assert parse_claim(raw.encode()).user_id == "u1"


@pytest.mark.parametrize(
    ("raw", "message"),
    [
        ('{"user_id": "u1", "memory_type": "fact", "source": "user", "content": "a", "content" : "b"}', "duplicate key 'content'"),
        (line(metadata={"x": 1})[:-1].replace('"metadata": {"x": 1}', '"metadata": {"x": 1, "x": 2}') + "}", "duplicate key 'x'"),
        (line(metadata={"a": [{"k": 1}]}).replace('{"k": 1}', '{"k": 1, "k": 2}'), "duplicate key 'k'"),
        (line(metadata={"v": 1}).replace('"v": 1', '"v": NaN'), "NaN"),
        (line(metadata={"v": 1}).replace('"v": 1', '"v": 1e309'), "out of range"),
        (line(content="x").replace('"x"', '"\\udfff x"'), "surrogate"),
        (line(content="x").replace('"x"', '"ok"}'), "not valid JSON"),
    ],
)
def test_refused_records_say_why(raw: str, message: str) -> None:
    with pytest.raises(InvalidClaim) as caught:
        parse_claim(raw.encode())
    assert message in caught.value.message


@pytest.mark.parametrize("depth", [17, 500, 990, 1100, 5000])
def test_deep_nesting_is_a_dead_letter_never_a_crash(depth: int) -> None:
    raw = line(metadata={"a": 1}).replace('{"a": 1}', '{"a": ' + "[" * depth + "]" * depth + "}")
    with pytest.raises(InvalidClaim, match="nested"):
        parse_claim(raw.encode())
