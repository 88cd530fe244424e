"""Values compared as values: "thirty days", "30 days", "a month" and "720 hours" are one duration.

`shape()` reads a normalized claim into its skeleton (the words with every value replaced by
its slot: `kafka retention is <duration>`), the values in slot order, and whether the claim is
negated. Two claims with one skeleton say something about the same subject; their values and
negation say whether they agree. Pure and deterministic: no model, every value explainable.
"""

from __future__ import annotations

import hashlib
import re
from dataclasses import dataclass
from functools import lru_cache

from groundstream.detectors.normalize import Normalized
from groundstream.detectors.patterns import lazy
from groundstream.detectors.words import DECISION_VERBS, NEGATIONS

VERSION = "values/9"  # 9: "May" beside a day of the month or a year is the month

_NUMBER_WORDS = {
    "zero": 0, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8, "nine": 9,
    "ten": 10, "eleven": 11, "twelve": 12, "thirteen": 13, "fourteen": 14, "fifteen": 15, "sixteen": 16,
    "seventeen": 17, "eighteen": 18, "nineteen": 19, "twenty": 20, "thirty": 30, "forty": 40, "fifty": 50,
    "sixty": 60, "seventy": 70, "eighty": 80, "ninety": 90,
}  # fmt: skip


def number_word(word: str) -> str | None:
    """A number written as a word, as digits ("fourteen" is "14"); None for any other word."""
    n = _NUMBER_WORDS.get(word)
    return None if n is None else str(n)


_SCALES = {"hundred": 100, "thousand": 1_000, "million": 1_000_000, "billion": 1_000_000_000}
_SECONDS = {
    "ms": 0.001, "millisecond": 0.001, "milliseconds": 0.001,
    "s": 1, "sec": 1, "secs": 1, "second": 1, "seconds": 1,
    "min": 60, "mins": 60, "minute": 60, "minutes": 60,
    "h": 3600, "hr": 3600, "hrs": 3600, "hour": 3600, "hours": 3600,
    "day": 86_400, "days": 86_400, "week": 604_800, "weeks": 604_800,
    "month": 2_592_000, "months": 2_592_000, "year": 31_536_000, "years": 31_536_000,
    "fortnight": 1_209_600, "fortnights": 1_209_600,  # "a fortnight" is 14 days
}  # fmt: skip
_BYTES = {
    "b": 1, "byte": 1, "bytes": 1, "kb": 1e3, "mb": 1e6, "gb": 1e9, "tb": 1e12,
    "kib": 1024, "mib": 1024**2, "gib": 1024**3, "tib": 1024**4,
}  # fmt: skip
_DAYS = frozenset({"monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"})
_DAYS |= frozenset(d + "s" for d in _DAYS)
_MONTHS = frozenset(
    {"january", "february", "march", "april", "june", "july", "august", "september", "october", "november", "december"}
)  # fmt: skip  ("may" is a verb too often to be a value)
# Abbreviations name the same month ("mar" and "may" are words too often: left out).
_MONTH_ABBR = {"jan": "january", "feb": "february", "apr": "april", "jun": "june", "jul": "july", "aug": "august",
               "sep": "september", "sept": "september", "oct": "october", "nov": "november", "dec": "december"}  # fmt: skip
_MONTHS |= frozenset(_MONTH_ABBR)
_NEGATIONS = NEGATIONS
# A bare number is a value ("the limit is 3") only after one of these; elsewhere it is part of a
# name ("service 4", "store 595"), so two services are not one subject with two values.
_VALUE_INTRO = frozenset({"is", "are", "was", "were", "be", "equals", "of", "at", "to", "than", "under", "over",
                          "about", "around", "limit", "max", "maximum", "minimum", "min", "="})  # fmt: skip
_CONTRACTED = {"isn't": "is", "aren't": "are", "wasn't": "was", "weren't": "were", "won't": "will",
               "can't": "can", "cannot": "can", "couldn't": "could", "shouldn't": "should", "wouldn't": "would",
               "hasn't": "has", "haven't": "have", "hadn't": "had", "mustn't": "must"}  # fmt: skip
_DROPPED = frozenset({"a", "an", "the", "do", "does", "did", "now", "currently"})  # "does not use" is "use", negated
# A vendor before a product names the product: "Apache Kafka" is Kafka, "Amazon EFS" is EFS.
VENDORS = frozenset({"apache", "amazon", "google", "microsoft", "hashicorp"})
# Words that end a negation begun with "no" or "not": "no longer runs", "not anymore".
_NEGATION_TAIL = frozenset({"longer", "anymore"})
# "written in Go": after these, "in go" names the language, not the verb.
_WRITTEN = frozenset({"written", "implemented", "coded", "built", "rewritten", "ported"})
# Words that order a sentence but name nothing: two subjects that differ only in these are one.
_GRAMMAR = frozenset({
    "is", "are", "was", "were", "be", "been", "being", "it", "its", "in", "on", "at", "to", "of", "for", "by", "with",
    "as", "from", "into", "onto", "this", "that", "these", "those", "our", "we", "us", "their", "they", "and", "set",
    "kept", "has", "have", "had", "there", "here", "which", "who", "whose", "per", "every", "each", "all",
    # words of a change: "retention was raised to 14 days" names the subject "retention is 7 days" does
    "changed", "change", "updated", "raised", "lowered", "increased", "decreased", "reduced", "bumped", "moved",
    "switched", "became", "become", "got", "went",
    # words of a decision: "we decided to use gRPC" says what "we use gRPC" says
    *DECISION_VERBS,
})  # fmt: skip
# Technologies and products: two claims that differ only in one of these name different things.
PRODUCTS = frozenset({
    "postgresql", "postgres", "mysql", "mariadb", "sqlite", "oracle", "mssql", "redis", "memcached", "valkey",
    "kafka", "rabbitmq", "nats", "pulsar", "kinesis", "sqs", "sns", "s3", "gcs", "dynamodb", "cassandra",
    "scylladb", "mongodb", "couchdb", "elasticsearch", "opensearch", "solr", "clickhouse", "snowflake", "bigquery",
    "redshift", "qdrant", "pinecone", "weaviate", "milvus", "aws", "gcp", "azure", "kubernetes", "nomad", "docker",
    "podman", "terraform", "ansible", "python", "java", "kotlin", "scala", "rust", "golang", "ruby", "php",
    "typescript", "javascript", "node", "deno", "react", "vue", "angular", "svelte", "django", "flask", "fastapi",
    "rails", "spring", "oauth2", "oauth", "saml", "oidc", "ldap", "grpc", "graphql", "bazel", "gradle", "maven",
    "cmake", "nginx", "envoy", "haproxy", "traefik", "istio", "linkerd", "prometheus", "grafana", "datadog",
    "jenkins", "circleci", "github", "gitlab", "bitbucket", "avro", "protobuf", "json", "yaml", "toml", "parquet",
    "csv", "xml", "utc", "cron", "celery", "airflow", "dagster", "spark", "flink", "hadoop", "vault", "consul",
})  # fmt: skip

_FREQUENCY = {"hourly": 3600, "daily": 86_400, "nightly": 86_400, "weekly": 604_800, "biweekly": 1_209_600,
              "fortnightly": 1_209_600, "monthly": 2_592_000, "quarterly": 7_776_000, "yearly": 31_536_000,
              "annually": 31_536_000}  # fmt: skip
# "every night", "each week", "once a day", "per hour": the same frequency as "nightly", "weekly" …
_PERIODS = {"hour": 3600, "day": 86_400, "night": 86_400, "week": 604_800, "fortnight": 1_209_600,
            "month": 2_592_000, "quarter": 7_776_000, "year": 31_536_000}  # fmt: skip
_EVERY = frozenset({"every", "each", "per"})
# Every word that is more than a word here; the rest take the fast path in shape().
_SPECIAL = (
    _NEGATIONS
    | set(_CONTRACTED)
    | _DROPPED
    | set(_NUMBER_WORDS)
    | set(_SCALES)
    | _DAYS
    | _MONTHS
    | PRODUCTS
    | set(_SECONDS)
    | set(_BYTES)
    | {"percent"}
    | set(_FREQUENCY)
    | VENDORS
    | _NEGATION_TAIL
    | _EVERY
    | {"go", "half", "once"}
)

_REGION = lazy(r"[a-z]{2}-[a-z]+-\d")
_TOKEN = lazy(
    r"\d{1,2}:\d\d(?:\s?[ap]m)?"  # a time of day 9:30, 10:00 pm
    r"|v\d+(?:\.\d+)*(?!\w|\.\d)|\d+(?:\.\d+){2,}"  # a version v2, v1.2, 1.2.3 (two dots: 1.5 is a number), "v0.106.0." too
    r"|\d+(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?"  # a number
    r"|"
    + _REGION.pattern  # a cloud region: eu-west-1
    + r"|[a-z][a-z0-9_]*(?:['-][a-z0-9_]+)*"  # a word (can't, snake_case, kebab-case)
    r"|%"
)
_YEAR = lazy(r"^(19|20)\d\d$")


@dataclass(frozen=True, slots=True)
class Value:
    """One value of a claim: its slot (what kind of value) and its canonical form."""

    slot: str  # duration, size, percent, number, version, time, frequency, day, month, year, region, product
    canonical: str  # comparable: "2592000" for "a month" and "30 days" alike
    text: str  # as written (normalized)


@dataclass(frozen=True, slots=True)
class Shape:
    """A claim read as subject and values: `skeleton` names the subject, `values` fill its slots."""

    skeleton: str
    values: tuple[Value, ...]
    negated: bool

    @property
    def measures(self) -> tuple[tuple[str, str], ...]:
        """The values as compared: (slot, canonical) in slot order, however they were written."""
        return tuple((v.slot, v.canonical) for v in self.values)

    @property
    def key(self) -> int:
        """A 64-bit key of the skeleton, for an index."""
        return int.from_bytes(hashlib.blake2b(self.skeleton.encode(), digest_size=8).digest(), "big")

    def swaps(self) -> tuple[tuple[int, int], ...]:
        """(position, key) of the skeleton with one word of its own masked, for each such word:
        two claims that share a key are one sentence but for the word in that place ("the API
        gateway runs on Kong" / "… on Envoy"). None for a claim with fewer than two such words
        (nothing would stay to name the subject) or more than eight: short statements of fact are
        what one word changes the meaning of, and the index stays bounded."""
        words = self.skeleton.split()
        own = [i for i, w in enumerate(words) if w not in _GRAMMAR and not w.startswith("<") and w not in _DROPPED]
        if not 2 <= len(own) <= 8:
            return ()
        out = []
        # A product stands in a place a name the list does not know may take ("stored in S3" /
        # "stored in Amazon EFS"): masked too, so the two meet.
        for i in own + [i for i, w in enumerate(words) if w == "<product>"]:
            masked = " ".join(words[:i] + ["*"] + words[i + 1 :])
            out.append((i, int.from_bytes(hashlib.blake2b(masked.encode(), digest_size=8).digest(), "big")))
        return tuple(out)

    @property
    def topic(self) -> int | None:
        """A 64-bit key of the subject in any word order, without grammar words: "Kafka retention
        is 7 days" and "Retention for Kafka is 14 days" share it. None when the claim has no word of
        its own to name a subject by (or, stating no value, fewer than two)."""
        words = self.skeleton.split()
        content = sorted(w for w in words if w not in _GRAMMAR and not w.startswith("<"))
        if not content or not self.values and len(content) < 2:
            return None
        # A claim with no value has a topic too (two words or more): "For admin accounts, 2FA is not
        # enabled" meets "2FA is enabled for admin accounts" as a negation, never as a value.
        slots = sorted(w for w in words if w.startswith("<")) or ["<no-value>"]
        return int.from_bytes(hashlib.blake2b(" ".join(content + slots).encode(), digest_size=8).digest(), "big")


def _number(tokens: list[str], i: int) -> tuple[float, int] | None:
    """A number written in digits or words at tokens[i], and how many tokens it took."""
    tok = tokens[i]
    if tok[0].isdigit():
        return float(tok.replace(",", "")), 1
    if tok not in _NUMBER_WORDS and tok not in _SCALES:
        return None
    total, current, j = 0.0, 0.0, i
    while j < len(tokens) and (tokens[j] in _NUMBER_WORDS or tokens[j] in _SCALES or tokens[j] == "and" and j > i):
        word = tokens[j]
        if word in _NUMBER_WORDS:
            current += _NUMBER_WORDS[word]
        elif word in _SCALES:
            current = max(current, 1) * _SCALES[word]
            if _SCALES[word] >= 1000:
                total, current = total + current, 0.0
        j += 1
    if tokens[j - 1] == "and":
        j -= 1
    return total + current, j - i


def _after(tokens: list[str], i: int) -> str:
    """The word before tokens[i], past the dropped ones ("is now 5": "is")."""
    for k in range(i - 1, -1, -1):
        if tokens[k] not in _DROPPED:
            return tokens[k]
    return ""


def _fmt(x: float) -> str:
    return f"{x:.6g}"


def _clock(tok: str) -> str:
    """A time of day as minutes since midnight: "9:30", "09:30" and "9:30 am" are one."""
    digits, _, meridiem = tok.partition(" ") if " " in tok else (tok.rstrip("apm"), "", tok[len(tok.rstrip("apm")) :])
    hours, minutes = (int(x) for x in digits.split(":"))
    if meridiem == "pm" and hours < 12:
        hours += 12
    elif meridiem == "am" and hours == 12:
        hours = 0
    return str(hours * 60 + minutes)


@lru_cache(maxsize=65536)
def _plain_word(tok: str) -> str | None:
    """A token that is only a word, as the skeleton holds it ("uses" -> "use"); None for the rest."""
    if not tok[0].isalpha() or tok in _SPECIAL or "'" in tok or "-" in tok or (tok[0] == "v" and tok[1:2].isdigit()):
        return None
    return tok[:-1] if len(tok) > 3 and tok.endswith("s") and not tok.endswith("ss") else tok


def shape(text: str) -> Shape:
    """The shape of a normalized (lower-case) claim text."""
    tokens = _TOKEN.findall(text)
    words: list[str] = []
    values: list[Value] = []
    negated = False
    i = 0
    n = len(tokens)
    while i < n:
        tok = tokens[i]
        if tok == "may" and dated(tokens, i):  # "16th May 2026", "May 3": the month, not the modal
            values.append(Value("month", "may", tok))
            words.append("<month>")
            i += 1
            continue
        plain = _plain_word(tok)
        if plain is not None:  # the common case
            words.append(plain)
            i += 1
            continue
        if tok in _NEGATIONS or tok.endswith("n't"):
            negated = not negated
            base = _CONTRACTED.get(tok)  # "aren't" is "are" negated: the subject keeps its verb
            if base:
                words.append(base)
            i += 1
            if i < n and tokens[i] in _NEGATION_TAIL:  # "no longer runs": one negation, "longer" names nothing
                i += 1
            continue
        if tok in _NEGATION_TAIL and words and words[-1] in ("any", "more"):  # "not … any more"
            i += 1
            continue
        if tok in VENDORS and i + 1 < n and tokens[i + 1][0].isalpha():
            i += 1  # the product after it is the value
            continue
        if tok == "go" and i >= 2 and tokens[i - 1] == "in" and tokens[i - 2] in _WRITTEN:
            values.append(Value("product", "golang", tok))
            words.append("<product>")
            i += 1
            continue
        if tok in _DROPPED and not (i + 1 < len(tokens) and tokens[i + 1] in _SECONDS):
            i += 1
            continue
        if tok[0].isdigit() and ":" in tok:
            values.append(Value("time", _clock(tok), tok))
            words.append("<time>")
            i += 1
            continue
        if tok in _FREQUENCY:
            values.append(Value("frequency", _fmt(_FREQUENCY[tok]), tok))
            words.append("<frequency>")
            i += 1
            continue
        period = _period(tokens, i)
        if period is not None:
            seconds, used = period
            values.append(Value("frequency", _fmt(seconds), " ".join(tokens[i : i + used])))
            words.append("<frequency>")
            i += used
            continue
        if tok == "half" and i + 2 < n and tokens[i + 1] in ("a", "an") and tokens[i + 2] in _SECONDS:  # "half an hour"
            values.append(Value("duration", _fmt(0.5 * _SECONDS[tokens[i + 2]]), " ".join(tokens[i : i + 3])))
            words.append("<duration>")
            i += 3
            continue
        if tok[0] == "v" and tok[1:2].isdigit() or tok[0].isdigit() and tok.count(".") >= 2:
            values.append(Value("version", _version(tok.lstrip("v")), tok))
            words.append("<version>")
            i += 1
            continue
        if tok in ("a", "an") or tok == "one" and i + 1 < len(tokens) and tokens[i + 1] in _SECONDS:
            found: tuple[float, int] | None = (1.0, 1)
        else:
            found = _number(tokens, i)
        if found is not None:
            amount, used = found
            unit = tokens[i + used] if i + used < len(tokens) else ""
            written = " ".join(tokens[i : i + used])
            if unit in _SECONDS:
                values.append(Value("duration", _fmt(amount * _SECONDS[unit]), f"{written} {unit}"))
                words.append("<duration>")
                i += used + 1
            elif unit in _BYTES:
                values.append(Value("size", _fmt(amount * _BYTES[unit]), f"{written} {unit}"))
                words.append("<size>")
                i += used + 1
            elif unit in ("am", "pm") and used == 1 and amount == int(amount) and 1 <= amount <= 12:  # "11 pm": a time of day
                values.append(Value("time", _clock(f"{int(amount)}:00 {unit}"), f"{written} {unit}"))
                words.append("<time>")
                i += used + 1
            elif unit in ("%", "percent"):
                values.append(Value("percent", _fmt(amount), f"{written}%"))
                words.append("<percent>")
                i += used + 1
            elif used == 1 and _YEAR.match(tok):
                values.append(Value("year", tok, tok))
                words.append("<year>")
                i += 1
            elif used == 1 and i > 0 and tokens[i - 1] in PRODUCTS:  # "PostgreSQL 16": the product's version
                values.append(Value("version", _version(tok), tok))
                words.append("<version>")
                i += 1
            elif _after(tokens, i) in _VALUE_INTRO:
                values.append(Value("number", _fmt(amount), written))
                words.append("<number>")
                i += used
            else:  # "service 4", "ADR 3", "store 595": a bare number names its subject
                words.extend(tokens[i : i + used])
                i += used
            continue
        slot = (
            "day" if tok in _DAYS else "month" if tok in _MONTHS else "product" if tok in PRODUCTS
            else "region" if _REGION.fullmatch(tok) else None
        )  # fmt: skip
        if slot is not None:
            canonical = (tok.rstrip("s") if slot == "day" else _MONTH_ABBR.get(tok, tok) if slot == "month"
                         else "postgresql" if tok == "postgres" else tok)  # fmt: skip
            values.append(Value(slot, canonical, tok))
            words.append(f"<{slot}>")
        else:  # "uses" and "use" name one subject; applied alike to both claims, so crude is enough
            words.append(tok[:-1] if len(tok) > 3 and tok.endswith("s") and not tok.endswith("ss") else tok)
        i += 1
    return Shape(" ".join(words), tuple(values), negated)


_DAY_OF_MONTH = lazy(r"^(?:0?[1-9]|[12]\d|3[01])(?:st|nd|rd|th)?,?$")


def dated(tokens: list[str], i: int) -> bool:
    """Whether the word at `i` stands beside a day of the month or a year: "16th may", "may 3", "may 2026"."""
    before = tokens[i - 1] if i > 0 else ""
    after = tokens[i + 1] if i + 1 < len(tokens) else ""
    return bool(_DAY_OF_MONTH.match(before) or _DAY_OF_MONTH.match(after) or _YEAR.match(after.rstrip(",")))


def _version(written: str) -> str:
    """A version read whole, trailing zero parts dropped: "2.11.0" is "2.11", "3.10" stays "3.10"."""
    parts = written.split(".")
    while len(parts) > 1 and parts[-1].strip("0") == "":
        parts.pop()
    return ".".join(parts)


def _period(tokens: list[str], i: int) -> tuple[float, int] | None:
    """A frequency written as words at tokens[i]: ("every night" -> 86400 s, 2 tokens), "once a week"."""
    tok = tokens[i]
    if tok in _EVERY and i + 1 < len(tokens) and tokens[i + 1] in _PERIODS:
        return _PERIODS[tokens[i + 1]], 2
    if tok == "every" and i + 2 < len(tokens) and tokens[i + 1] in ("other", "second"):
        if tokens[i + 2] in _PERIODS:  # "every other day": every two days
            return 2 * _PERIODS[tokens[i + 2]], 3
        if tokens[i + 2] in _DAYS:  # "every other Thursday": every two weeks, the day read after it
            return 2 * _PERIODS["week"], 2
    if tok == "every" and i + 2 < len(tokens) and tokens[i + 2].rstrip("s") in _PERIODS:  # "every two weeks"
        count = _NUMBER_WORDS.get(tokens[i + 1]) or (int(tokens[i + 1]) if tokens[i + 1].isdigit() else None)
        if count:
            return count * _PERIODS[tokens[i + 2].rstrip("s")], 3
    if tok == "once" and i + 2 < len(tokens) and tokens[i + 1] in ("a", "an", "per", "every", "each") and tokens[i + 2] in _PERIODS:
        return _PERIODS[tokens[i + 2]], 3
    return None


_NAME_PART = lazy(r"[a-z][\w.+#]*[\w+#]|[a-z]|\d+(?:\.\d+)*")
_SENTENCE_END = lazy(r"[.!?:;\n]")
_TWO_CAPITALS = lazy(r"[A-Z][\w.+#-]* (?:[A-Z]|\d)")


def names_joined(norm: Normalized) -> str:
    """The normalized text with each proper name of several words written as one word, so that it
    fills one place of the skeleton as a value does: "stored in Google Cloud Storage" / "stored in
    Azure Blob Storage" are one subject with another value ("cloud-storage", "azure-blob-storage"),
    and so are "the DNS provider is Route 53" / "is Cloudflare". A name is a run of words written
    with a capital past a sentence's start, with a number at its end ("Route 53"). A vendor before
    it stays a vendor; a product with its version ("Kafka 3.7") stays a product and a version;
    a headline in Title Case names nothing this way."""
    text, source = norm.text, norm.source
    if not _TWO_CAPITALS.search(source):
        return text  # most claims: no capital word followed by another or by a number
    words = list(_NAME_PART.finditer(text))
    if len(words) < 2:
        return text
    capital = []
    for i, m in enumerate(words):
        s, _ = norm.original_span(m.start(), m.end())
        initial = i == 0 or bool(_SENTENCE_END.search(text, words[i - 1].end(), m.start()))
        capital.append(source[s : s + 1].isupper() and not initial)
    if sum(capital) * 2 > len(words):
        return text  # Title Case: capitals say nothing
    runs: list[list[re.Match[str]]] = []
    run: list[re.Match[str]] = []
    for m, cap in zip(words, capital, strict=True):
        adjacent = not run or text[run[-1].end() : m.start()] == " "
        if cap and adjacent:
            run.append(m)
        elif run and adjacent and m.group()[0].isdigit() and not run[-1].group()[0].isdigit():
            run.append(m)  # "Route 53"
            runs.append(run)
            run = []
        else:
            if run:
                runs.append(run)
            run = [m] if cap else []
    if run:
        runs.append(run)
    out, last = [], 0
    for r in runs:
        if r[0].group() in VENDORS:
            r = r[1:]
        if len(r) < 2 or (r[0].group() in PRODUCTS and all(m.group()[0].isdigit() for m in r[1:])):
            continue
        out.append(text[last : r[0].start()])
        out.append("-".join(m.group() for m in r))
        last = r[-1].end()
    out.append(text[last:])
    return "".join(out)
