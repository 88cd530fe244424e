"""normalize(): hidden characters come off for matching; the content itself never changes."""

import pytest

from groundstream.detectors.normalize import normalize


@pytest.mark.parametrize(
    ("written", "matched"),
    [
        ("I th\u200bink so", "i think so"),  # zero-width space
        ("I th\u00adink so", "i think so"),  # soft hyphen
        ("I th\u2060ink\ufeff so", "i think so"),  # word joiner, BOM
        ("m\u0430ybe", "maybe"),  # Cyrillic а
        ("MАYBE", "maybe"),  # Cyrillic capital А, case-folded
        ("m\u03b1ybe", "maybe"),  # Greek alpha
        ("ＩＴＨＩＮＫ", "ithink"),  # fullwidth letters (NFKC)
        ("not\u00a0sure", "not sure"),  # no-break space
        ("not \t\n  sure", "not sure"),  # whitespace runs collapse
        ("  padded  ", "padded"),
        ("don\u2019t", "don't"),  # typographic apostrophe
        ("m\u0301aybe", "maybe"),  # combining mark
        ("\ufb01xed", "fixed"),  # ligature
    ],
)
def test_disguises_are_removed_for_matching(written: str, matched: str) -> None:
    assert normalize(written).text == matched


def test_original_is_kept_and_spans_map_back() -> None:
    text = "Well, I th\u200bink it works"
    norm = normalize(text)
    assert norm.source == text
    start = norm.text.index("i think")
    s, e = norm.original_span(start, start + len("i think"))
    assert text[s:e] == "I th\u200bink"
    assert norm.original(start, start + len("i think")) == "I think"


def test_plain_ascii_is_identity_mapped() -> None:
    norm = normalize("Plain text")
    assert norm.text == "plain text"
    assert norm.original_span(0, 5) == (0, 5)


def test_tokens_are_words_of_the_matching_form() -> None:
    assert normalize("Sessions live in Ｒedis, v2!").tokens() == ["sessions", "live", "in", "redis", "v2"]
