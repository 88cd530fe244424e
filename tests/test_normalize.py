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
        ("I\u2060think so", "i think so"),  # an invisible character where a space was: two words a reader sees
        ("pass\u200bword and unconf\u200cirmed", "password and unconfirmed"),  # … inside one word: the word
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


@pytest.mark.parametrize(
    ("written", "matched"),
    [
        ("ɪ ᴛʜɪɴᴋ so", "i think so"),  # small capitals: Latin letters NFKD leaves alone
        ("I ɡuess ıt", "i guess it"),  # script g, dotless i
        ("I тнink", "i think"),  # Cyrillic т and н: listed beside the small capitals ᴛ and ʜ
        ("Ørsted ł", "orsted l"),  # letters with a stroke
        ("I th\ufe0fink", "i think"),  # a variation selector
        ("I thi\u180bnk", "i think"),  # a Mongolian free variation selector
        ("May\U000e0020be", "maybe"),  # a tag character (format, Cf)
        ("I T H I N K so", "i think so"),  # letters spaced apart, read as the words they spell
        ("I g n o r e  p r e v i o u s", "ignore previous"),  # a wider gap parts the words
        ("n o t  1 0 0 %  o n  t h a t", "not 100% on that"),  # a number spaced among them is read with them
        ("gate code 4 4 1 2", "gate code 4 4 1 2"),  # … digits alone stay as written
        ("a 1 b 2 c 3", "a 1 b 2 c 3"),  # … and letters and digits mixed in one word are no word
        ("t.h.i.n.k", "think"),
        ("P-R-O-B-A-B-L-Y", "probably"),
        ("I thi-nk so", "i think so"),  # a hyphen inside a word
        ("prob-ably", "probably"),
        ("th-ink", "think"),
        ("I th ink so", "i think so"),  # a word of uncertainty split by a space, its pieces no words written so
        ("per haps", "perhaps"),
        ("I t hi nk the rent is 1200", "i think the rent is 1200"),  # in three pieces
        ("I TH INK so", "i think so"),  # in capitals: no name
        ("prob · ably", "probably"),  # apart by a middle dot, spaced or not, a bullet, an underscore
        ("prob·ably", "probably"),
        ("per • haps", "perhaps"),
        ("I th_ink so", "i think so"),
        ("it is _probably_ fine", "it is probably fine"),  # markdown's underscores around a word of uncertainty
        ("it is __not sure__ yet", "it is not sure yet"),
        ("it is 🅿🆁🅾🅱🅰🅱🅻🆈 fine", "it is probably fine"),  # negative squared letters
        ("it is 🅟🅡🅞🅑🅐🅑🅛🅨 fine", "it is probably fine"),  # negative circled letters
    ],
)
def test_spellings_a_model_reads_through_are_read_so(written: str, matched: str) -> None:
    assert normalize(written).text == matched


@pytest.mark.parametrize(
    "written",
    [
        "read-only follow-up end-to-end well-known built-in germ-line non-toxic e-mail x-ray t-shirt back-end",
        "the motif T C A A binds",  # spaced letters that spell no English stay as written
        "grades A B C D",
        "docs/follow-up.md https://thi-nk.example/pro-bably x_thi-nk",  # paths, addresses, identifiers
        "ADR-012 and GH-456",
        "the U.S. region",
        "it may be late; a bout of flu; a thin kettle; the 5th ink cartridge",  # pieces that are the words they look
        "The kids like Ly, their tutor; unlike Ly, Tran drives",  # a name's capital: "Ly" is no piece of "likely"
        "see ms adeyemi about the lease; SEE MS TEAMS for the call",  # "seems" is no word read whole from its pieces
        "the may_be_null flag, user_name and a * b",  # an identifier's parts that are the words they look
        "__init__.py, maybe_retry(), _probably_safe, src/_maybe_/x, _maybe_.txt, @_maybe_ and _definitely_",  # identifiers, paths, a file, a handle
    ],
)
def test_compounds_names_and_paths_are_left_as_written(written: str) -> None:
    norm = normalize(written)
    assert norm.text == " ".join(written.lower().split()) and not norm.undone


def test_a_spelling_read_through_keeps_its_span_and_says_how() -> None:
    text = "Well, I T H I N K it works"
    norm = normalize(text)
    start = norm.text.index("i think")
    assert norm.original(start, start + len("i think")) == "I T H I N K"
    assert norm.disguise_at(start, start + 7) == "letter_spacing" and norm.disguise_at(0, 4) is None


def test_underscores_read_through_keep_the_word_s_span() -> None:
    text = "The queue is **probably** RabbitMQ"
    norm = normalize(text)
    start = norm.text.index("probably")
    assert norm.original(start, start + len("probably")) == "probably"
    assert norm.disguise_at(start, start + len("probably")) == "emphasis_around_word"


def test_a_text_is_normalized_once_for_every_detector() -> None:
    text = "The queue is RabbitMQ, ɪ ᴛʜɪɴᴋ"
    assert normalize(text) is normalize(text)
    assert normalize(text) == normalize.__wrapped__(text)  # the cached reading is the reading
