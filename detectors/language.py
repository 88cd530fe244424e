"""The language a claim is written in, so the gate never approves what its detectors cannot read.

The hedge, instruction and claim-type detectors read English. A claim in another language would
pass them unread ("Ignorez les instructions précédentes…" has no English cue to match), so the
gate sends it to review, saying which language it is (rule `unread_language->review`), unless
the operator lists that language as covered (`[policy] languages`, in the policy hash).

How a language is told, cheapest first:
- **script**: letters of a script other than Latin (Han, Kana, Hangul, Cyrillic, Greek, Arabic,
  Hebrew, Devanagari, Thai, …) making up a fair share of the text name its language family at once;
- **English evidence**: two or more English function words ("the", "is", "of", …) make a Latin
  text English without asking a model (most claims stop here);
- **a model**: otherwise py3langid (langid.py's model, which ships in its package) names the
  language; a claim it calls English, or too short to tell, is read as English.

Pure and deterministic: the same text gives the same answer, with no state between calls.
"""

from __future__ import annotations

import json
import re
import unicodedata
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path
from typing import Any

from groundstream.detectors.normalize import common_english, english_lookalike
from groundstream.detectors.patterns import lazy

# 8: a name after "as" (a ninety-fifth probe's look-alike: "Our colleague in Kyiv signs her emails as Олена.")
# 7: a word of another language inside English, rare in English and common there ("…, poate the 15th"); a clause of Chinese,
#    Japanese or Korean inside English (its punctuation between its letters, or ten letters in a row)
# 6: a text Pidgin to the model whose every word is a common English one is English
# 5: a word in look-alike letters that spells an English word is no word of another script ("ᴄᴏғғᴇᴇ")
# 4: a name after a person's relation to the writer ("my sister Ирина")
# 3: a name only where English puts one; words of a script with capitals inside English; 2: a clause in another language
VERSION = "language/8"
DEFAULT_COVERED = ("en",)

# English words that other Latin-script languages do not share (so "in", "a", "die", "an", "on"
# and "see" are left out), the common function words of technical prose.
_ENGLISH = frozenset(
    "the of and is are was were that this these those with from which have has had been will would should could "
    "does do did not for its it's they their there what when where who why how our we you your it be by than "
    "then into onto about after before because while only also any each every all some such can uses use used".split()
)
# Function words of the Latin-script languages a model most often names, none of them English:
# one of these beside the model's word makes a less sure guess enough.
_FUNCTION_WORDS = {
    "fr": frozenset("le la les des du et est une un pour dans avec sur pas ce cette qui que sont par au aux ne je nous vous il elle".split()),
    "de": frozenset("der die das und ist nicht ein eine mit für auf den dem des zu von sind wir ich sie es auch oder wenn mich mir".split()),
    "es": frozenset("el los las del y es una para con por que en se son al lo como creo pero muy si mi yo".split()),
    "it": frozenset("il lo gli di è una per con che non sono del della nel penso ma anche".split()),
    "pt": frozenset("os do da é um uma para com que não são no na mas também".split()),
    "nl": frozenset("het een en van niet met voor op zijn dat die ook maar wij".split()),
}  # fmt: skip
_WORD = lazy(r"[^\W\d_]+", re.UNICODE)
_NON_ASCII = lazy(r"[^\x00-\x7f]")
_PUNCT = ".,;:!?()[]{}<>\"'`*_~«»“”‘’—–-"
# Languages whose words are English's (Nigerian Pidgin): the model names one for a short English text of plain words; a
# text in it has words of its own ("wetin", "abeg"), or English's common words in its grammar ("na", "dey", "don", "dem"),
# which English text, plain enough for the model to doubt, does not write.
_ENGLISH_CREOLES = frozenset({"pcm"})
_CREOLE_WORDS = frozenset(
    "na nah dey deh don dem wey una abi sha sef wetin abeg pikin wahala comot oga chop shey shebi sabi dis dat di wan im e o am fit jor "
    "oya ehn".split()
)  # (a marker English also writes, "am", "fit", keeps the model's Pidgin: the review it had before)

_NOT_LANGUAGES = frozenset({"zxx", "und", "mul"})  # no linguistic content, undetermined, several
_MIN_LETTERS = 12  # shorter than this, a Latin text is read as English (too little to tell)
_NAME_WORDS = 2  # capitalized words of another script read as one name, not as text in it
_NAME_CONTEXT = 3  # … with at least this many words of Latin letters around it
_NAME_BEFORE = frozenset("is are was were named called by with and to as dr dr. mr mr. mrs mrs. ms ms. prof prof. sr. jr.".split())  # ("signs as Олена.")
_NAME_AFTER = frozenset("at from in of on and who whose since for with".split())
# A person's relation to the writer names the person next, whatever follows ("My sister Ирина lives in Kazan").
_KIN = frozenset(
    "sister brother mother father mom mum dad son daughter wife husband partner fiancé fiancée friend colleague coworker boss aunt uncle "
    "cousin grandma grandpa grandmother grandfather niece nephew neighbour neighbor landlord landlady tutor nanny".split()
)
_CASED = frozenset({"ru", "el", "hy"})  # scripts with capitals: Cyrillic, Greek, Armenian
_SCRIPT_SHARE = 0.3  # of the letters: a script other than Latin this large names the language

# The first word of a letter's Unicode name, for the scripts that name a language or a family.
_SCRIPTS = {
    "CJK": "zh", "HIRAGANA": "ja", "KATAKANA": "ja", "HANGUL": "ko", "CYRILLIC": "ru", "GREEK": "el", "ARABIC": "ar",
    "HEBREW": "he", "DEVANAGARI": "hi", "THAI": "th", "BENGALI": "bn", "TAMIL": "ta", "GEORGIAN": "ka", "ARMENIAN": "hy",
}  # fmt: skip


NAMES = {
    "en": "English", "fr": "French", "de": "German", "es": "Spanish", "it": "Italian", "pt": "Portuguese", "nl": "Dutch",
    "ru": "Russian", "zh": "Chinese", "ja": "Japanese", "ko": "Korean", "el": "Greek", "ar": "Arabic", "he": "Hebrew",
    "hi": "Hindi", "th": "Thai", "pl": "Polish", "sv": "Swedish", "da": "Danish", "no": "Norwegian", "fi": "Finnish",
    "tr": "Turkish", "cs": "Czech", "ro": "Romanian", "hu": "Hungarian", "uk": "Ukrainian", "bn": "Bengali", "ta": "Tamil",
    "ka": "Georgian", "hy": "Armenian", "ca": "Catalan", "id": "Indonesian", "vi": "Vietnamese", "ms": "Malay",
    "sk": "Slovak", "sl": "Slovenian", "tl": "Tagalog", "lv": "Latvian", "is": "Icelandic",
}  # fmt: skip


@dataclass(frozen=True, slots=True)
class Language:
    """What a claim is written in: an ISO 639-1 code (`script` when a script told it), and how sure."""

    code: str
    how: str  # "script", "english-words", "model", "short", "clause", "words" (of another script inside English), "word" (of another language)
    score: float | None = None
    part: str = ""  # the clause written in it, when the rest is English ("Si mal no recuerdo, the fee is $280")


def _script(ch: str) -> str | None:
    """The language family a non-Latin letter's script names, None for Latin and anything else."""
    if ch.isascii():
        return None
    name = unicodedata.name(ch, "")
    return _SCRIPTS.get(name.split(" ", 1)[0])


def _script_letters(text: str, names: bool = True) -> dict[str, int]:
    """Letters of each script other than Latin, those of one name left out: two words capitalized in a
    script that has capitals, standing where English puts a person's name — after "is", "named", a
    title ("Dr."), and before the sentence's end or "at", "from" … ("Our Athens contact is Σοφία
    Παπαδοπούλου", "Dr. Ελένη Παπαδοπούλου at Evangelismos"). Words of a sentence in that script still
    count, and so does every such word once there are more of them, other words of that script, or
    no English around (`names` False): two capitalized words that open a claim or follow a colon
    ("Ίσως Αύριο the migration runs", "Rule: Не Спрашивай …") are no name. A lone letter or a
    unit ("α = 0.01", "40 μs") names no language."""
    tokens = text.split()
    counts_of: list[dict[str, int]] = []
    for token in tokens:
        counts: dict[str, int] = {}
        for ch in _NON_ASCII.findall(token):  # only these can be of another script
            family = _script(ch)
            if family is not None:
                counts[family] = counts.get(family, 0) + 1
        if counts and english_lookalike(token.strip(_PUNCT)):
            counts = {}  # "ᴄᴏғғᴇᴇ": an English word in look-alike letters, which the detectors read folded
        counts_of.append(counts)
    scripts: dict[str, int] = {}

    def count(counts: dict[str, int]) -> None:
        for family, n in counts.items():
            scripts[family] = scripts.get(family, 0) + n

    named: list[dict[str, int]] = []
    i = 0
    while i < len(tokens):
        j = i
        while j < len(tokens) and _name_word(tokens[j], counts_of[j]) and (j == i or tokens[j - 1][-1:] not in _PUNCT):
            j += 1  # a run of name words, ended by a mark
        if j > i:
            before = tokens[i - 1].lower() if i else ""
            after = tokens[j].lower().strip(_PUNCT) if j < len(tokens) else ""
            slot = before in _KIN or (before in _NAME_BEFORE and (j == len(tokens) or tokens[j - 1][-1:] in _PUNCT or after in _NAME_AFTER))
            if slot and j - i <= _NAME_WORDS:
                named.extend(counts_of[i:j])
            else:
                for counts in counts_of[i:j]:
                    count(counts)
            i = j
            continue
        if sum(counts_of[i].values()) >= 2:  # (not a lone letter or a unit)
            count(counts_of[i])
        i += 1
    if len(named) > _NAME_WORDS or scripts or not names:
        for counts in named:
            count(counts)
    return scripts


def _outside_names(text: str) -> dict[str, int]:
    """`_script_letters`, a name left out only with English words around it."""
    return _script_letters(text, names=sum(1 for w in _WORD.findall(text) if w.isascii()) >= _NAME_CONTEXT)


# The small words inside names of places and businesses ("Casa de los Abuelos", "Frankfurt am Main").
_PARTICLES = frozenset(
    "de da di do dos das del della van von der den du la le les los las el y e et und of the and am im zu zum zur sur en".split()
)
_CLAUSE_MARKS = lazy(r"[,;:.!?()\[\]\u2014\u2013]+|\s-\s")
_CLAUSE_SURE = 0.9
_CLAUSE_WITH_WORDS = 0.6  # a clause is short: a dish's or a place's name scores up to ~0.45 ("pollo al ajillo con patatas")


def _clause_in_other(text: str, covered: tuple[str, ...], model_read: bool) -> Language | None:
    """A clause of an English claim written in another language: a hedge or an instruction in it is
    not read ("Wenn ich mich recht erinnere, the train leaves from platform 11"). A clause counts with
    three words or more, none of them an English function word, that the model names surely, or
    less surely beside a function word of that language (names, "Mesa Verde National Park", "Casa de los
    Abuelos", and dishes, "pollo al ajillo con patatas", do not). A claim's hedge in another language is
    read by the hedge detector's words for it ("vielleicht", "si mal no recuerdo"), however short."""
    clauses = _CLAUSE_MARKS.split(text)
    if len(clauses) == 1 and model_read:
        return None  # one clause, read by the model already: the text itself
    for clause in clauses:
        words = [w for w in _WORD.findall(clause.lower()) if w.isalpha()]
        if len(words) < 3 or sum(map(len, words)) < _MIN_LETTERS or not _ENGLISH.isdisjoint(words):
            continue
        if _named(clause):
            continue  # "Hôtel de la Place du Louvre", "Casa de los Abuelos": a name, its small words apart
        code, score = _model().classify(" ".join(words))
        own = _FUNCTION_WORDS.get(str(code))
        if code in covered or code in _NOT_LANGUAGES or (code in _ENGLISH_CREOLES and _english_words_only(words)):
            continue
        if score >= _CLAUSE_SURE or (own is not None and score >= _CLAUSE_WITH_WORDS and not own.isdisjoint(words)):
            return Language(str(code), "clause", float(score), clause.strip())
    return None


# A word of another language inside English, written in Latin letters ("…, poate the 15th", "Client meeting is Thursday
# kayaknya", "…, galiba"): a hedge or an instruction in it is not read, however short. A word counts in lower case (a name
# has its capital), outside quotes and code, when the shipped lexicon (`other_words.json`, built from wordfreq by
# `python -m benchmarks.other_words --write`) has it: common in that language, rare in English (a loanword, "chai", is not).
OTHER_WORDS_PATH = Path(__file__).with_name("other_words.json")
_LOWER_WORD = lazy(r"(?<![\w'`\"/.@#$%&=-])([^\W\d_A-Z\u00c0-\u00de][^\W\d_]{3,})(?![\w'`\"/@#&=-]|\.\w)")
_UNREAD_SPANS = lazy(r"`[^`]*`|\"[^\"]*\"|\u201c[^\u201d]*\u201d|(?<![\w'])'[^'\n]*'(?![\w'])|(?<![\w.+-])[a-z][a-z0-9+.-]{0,15}://\S+", re.I)


# A clause of Chinese, Japanese or Korean inside English: its script's punctuation between its letters, or ten letters in a row (a
# name in those scripts has neither: "Our hotel is ホテル日航大阪") ("… expires in March, 好像是这样，我没看合同, so …")
_CJK_LETTERS = "\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uac00-\ud7af\u1100-\u11ff"
_CJK_CLAUSE = lazy(f"[{_CJK_LETTERS}]+[\uff0c\u3002\uff01\uff1f\u3001][{_CJK_LETTERS}]+|[{_CJK_LETTERS}]{{10,}}")


def _cjk_clause(text: str, covered: tuple[str, ...]) -> Language | None:
    if text.isascii():
        return None
    m = _CJK_CLAUSE.search(text)
    if m is None:
        return None
    run = m.group()
    families = {_script(ch) for ch in run}
    code = "ja" if "ja" in families else "ko" if "ko" in families else "zh"  # (kana anywhere makes it Japanese, as `identify` reads it)
    return None if code in covered else Language(code, "clause", None, run)


# A word counts anywhere when its language writes it very commonly (Zipf 4.9 and up: "poate", "galiba", "kanske", "forse" —
# adverbs and function words); a rarer one only set off, opening the claim, after a mark or closing it ("Client meeting is
# Thursday at 10 kayaknya"), where a loanword rarely stands ("We do fika at work", "I play padel on Tuesdays", "We use zustand").
_SET_OFF_BEFORE = lazy(r"(?:^|[,;:(\[\u2014\u2013]|\s-)\s*$")
_SET_OFF_AFTER = lazy(r"\s*(?:[,;:)\]\u2014\u2013.!?]|\s-\s|$)")
_MENTIONED = lazy(
    r"\b(?:word|words|term|phrase|expression|called|named|means|meaning|pronounce|pronounced|pronunciation|spelled|spelt)\b(?:\s+\w+){0,2}\s*$"
)
# wordfreq's codes as the language check and `[policy] languages` name them (ISO 639-1)
_ISO = {"nb": "no", "fil": "tl"}


@lru_cache(maxsize=1)
def _other_words(path: Path = OTHER_WORDS_PATH) -> dict[str, tuple[str, bool]]:
    """Each word's language (ISO 639-1) and whether it is read wherever it stands (else only set off)."""
    data = json.loads(path.read_text(encoding="utf-8"))
    out: dict[str, tuple[str, bool]] = {}
    for code, kinds in data["languages"].items():
        for kind, words in kinds.items():
            out.update(dict.fromkeys(words.split(), (_ISO.get(code, code), kind == "anywhere")))  # (one tuple a list: ~8 ms, not 30, at the first claim)
    return out


def _word_in_other(text: str, covered: tuple[str, ...]) -> Language | None:
    if not _LOWER_WORD.search(text):
        return None
    plain = _UNREAD_SPANS.sub(" ", text) if ("`" in text or '"' in text or "'" in text or "\u201c" in text or "://" in text) else text
    lexicon = _other_words()
    for m in _LOWER_WORD.finditer(plain):
        word = m.group(1)
        found = lexicon.get(word)
        if found is None or found[0] in covered or not word.islower():
            continue
        code, anywhere = found
        if _MENTIONED.search(plain, max(0, m.start() - 30), m.start()):
            continue  # a word named as one: "My favourite word is gezellig", "the term hygge"
        if anywhere or _SET_OFF_BEFORE.search(plain, max(0, m.start() - 3), m.start()) is not None or _SET_OFF_AFTER.match(plain, m.end()) is not None:
            return Language(code, "word", None, word)
    return None


def _english_words_only(words: list[str]) -> bool:
    """Every one of these lower-case words a common English word, and none Pidgin's own (`_CREOLE_WORDS`)."""
    return all(common_english(w) and w not in _CREOLE_WORDS for w in words)


def _name_word(token: str, counts: dict[str, int]) -> bool:
    """A word of a name in a cased script: capitalized, three letters or more in each hyphenated part ("Анна-Мария")."""
    if not counts or not set(counts) <= _CASED:
        return False
    parts = token.strip(_PUNCT).split("-")
    return all(len(p) >= 3 and p[:1].isupper() and p[1:].islower() for p in parts)


def _named(clause: str) -> bool:
    """Every word capitalized but a language's small words: a place's or a business's name."""
    big = [w for w in _WORD.findall(clause) if w.isalpha() and w.lower() not in _PARTICLES]
    return bool(big) and all(w[:1].isupper() for w in big)


@lru_cache(maxsize=1)
def _model() -> Any:
    from groundstream.detectors.langid_model import load  # numpy and the model only for a text that needs them

    return load().identifier  # probabilities (norm_probs): a score to hold to


def identify(text: str) -> Language:
    """The language `text` is written in (see the module doc for how)."""
    named_only = False  # letters of another script only in a name: the model reads the text around it
    if not text.isascii():
        scripts = _outside_names(text)
        named_only = not scripts and any(_script(ch) for ch in _NON_ASCII.findall(text))
        if scripts:
            family, count = max(scripts.items(), key=lambda kv: kv[1])
            letters = sum(map(str.isalpha, text))
            if count >= 2 and count >= _SCRIPT_SHARE * letters:
                # Kana anywhere in CJK text makes it Japanese; Han alone is read as Chinese.
                return Language("ja" if "ja" in scripts and family == "zh" else family, "script", count / letters)
    words = _WORD.findall(text.lower())
    english = 0
    for w in words:  # a plain loop that stops at the second English word: most claims stop here
        if w in _ENGLISH:
            english += 1
            if english >= 2:
                return Language("en", "english-words")
    # The model reads words only: a sha, a version, a path or a URL is no language ("zxx" to it).
    prose = " ".join(w for w in (tok.strip(_PUNCT) for tok in text.split()) if w.isalpha() and not (named_only and not w.isascii() and any(map(_script, w))))
    if len(prose) - prose.count(" ") < _MIN_LETTERS:
        return Language("en", "short")
    code, score = _model().classify(prose)
    if code in _NOT_LANGUAGES:
        return Language("en", "short")
    if code in _ENGLISH_CREOLES and _english_words_only(prose.lower().split()):
        return Language("en", "english-words")  # "Rent went up from $1,850 to $1,920 on 1 September": Pidgin to the model, every word English's
    return Language(str(code), "model", float(score))


def unread(text: str, covered: tuple[str, ...] = DEFAULT_COVERED, min_score: float = 0.8, with_words: float = 0.4) -> Language | None:
    """The language of `text` when the detectors do not read it (not in `covered`), else None.

    A model's guess counts at `min_score`, or at `with_words` when the text also holds a function
    word of that language: a short technical English claim full of names ("Orders live in
    PostgreSQL") must not be sent to review on a weak guess.
    """
    lang = identify(text)
    if lang.code in covered:
        return (_other_script(text, covered) or _clause_in_other(text, covered, model_read=lang.how == "model") or _cjk_clause(text, covered)
                or (_word_in_other(text, covered) if lang.code == "en" else None))  # (a covered language's words are its own)
    if lang.how == "model":
        score = lang.score or 0.0
        own = _FUNCTION_WORDS.get(lang.code)
        if score < min_score and not (own and score >= with_words and any(w in own for w in _WORD.findall(text.lower()))):
            # unsure of the whole: a word of another script, or a clause, may still be sure
            return (_other_script(text, covered) or _clause_in_other(text, covered, model_read=True) or _cjk_clause(text, covered)
                    or _word_in_other(text, covered))
    return lang


def _other_script(text: str, covered: tuple[str, ...]) -> Language | None:
    """Words of a script with capitals inside English, fewer than make the text that script's ("Rule: Не
    Спрашивай before deleting tickets"): a part the detectors cannot read, unless it is a name where
    English puts one (`_script_letters`)."""
    if text.isascii():
        return None
    scripts = _outside_names(text)
    # (scripts with capitals only, where a name can be told; a Han or kana hotel's name inside English,
    # "Our hotel is ホテル日航大阪", is left to the share of letters, and to the instruction reader's overrides)
    family = next((f for f, n in sorted(scripts.items(), key=lambda kv: -kv[1]) if n >= 2 and f not in covered and f in _CASED), None)
    if family is None:
        return None
    part = " ".join(t.strip(_PUNCT) for t in text.split() if sum(1 for ch in t if _script(ch) == family) >= 2)
    return Language(family, "words", None, part)
