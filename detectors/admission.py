"""Admission: which records are claims at all (docs/DESIGN.md: admission, before the rules), and why the rest are not.

A record is read as strict JSON before the claim model sees it, because a lenient reader lets
the text that was checked differ from the text a person reads in the raw line:

- a key given twice in one object (a lenient reader keeps the last, a person sees the first);
- `NaN`, `Infinity` or a number too large for a float (JSON has none of them);
- a lone UTF-16 surrogate (`"\\ud800"`), which no UTF-8 output can hold;
- bytes that are not UTF-8;
- metadata nested too deep or too large to be an annotation.

Then, where agents sign their claims, the signature (before anything reads the claim); then
the claim's own rules (schemas.ClaimCandidate), and an identifier that holds a secret (a key
and a log field cannot be redacted in place); and last its content must say something:
content made only of invisible characters, spaces, punctuation or symbols, which
normalization reduces to no word at all, is no claim.
"""

from __future__ import annotations

import json
import math
from typing import Any

import orjson
from pydantic import ValidationError

from groundstream.detectors.claim_auth import ClaimAuthenticator, ClaimSignatureError
from groundstream.detectors.normalize import normalize
from groundstream.detectors.patterns import lazy
from groundstream.detectors.secrets import secret_kinds
from groundstream.schemas import ClaimCandidate

MAX_RECORD_BYTES = 1024 * 1024
MAX_METADATA_BYTES = 16 * 1024
MAX_DEPTH = 16
_KEY_END = lazy(r'"\s*:')
_WORD = lazy(r"\w")


class InvalidClaim(ValueError):
    """A record that is not a usable claim; `message` says why, for the dead-letter topic."""

    def __init__(self, message: str, details: list[dict] | None = None) -> None:
        super().__init__(message)
        self.message = message
        self.details = details or []


def _no_duplicates(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    out: dict[str, Any] = {}
    for key, value in pairs:
        if key in out:
            raise InvalidClaim(f"duplicate key {_shown(key)} in one JSON object: which value counts would be ambiguous")
        out[key] = value
    return out


def _no_constant(name: str) -> Any:
    raise InvalidClaim(f"{name} is not a JSON number")


def _finite(text: str) -> float:
    value = float(text)
    if not math.isfinite(value):
        raise InvalidClaim(f"number {text[:40]} is out of range")
    return value


def _shown(text: str, limit: int = 60) -> str:
    return ascii(text if len(text) <= limit else text[:limit] + "...")


def strict_json(raw: bytes | str) -> Any:
    """Parse one JSON record strictly (see the module), or raise InvalidClaim.

    orjson is strict already (no NaN or Infinity, no lone surrogates, UTF-8 only) and fast; it
    keeps the last of two equal keys, so its keys are counted against the key literals in the
    text. Whatever it refuses, or a count that differs, is parsed again by the slower reader
    below, whose error names the problem.
    """
    try:
        value = orjson.loads(raw)
    except orjson.JSONDecodeError as exc:
        _slow_parse(raw)  # raises with a clear message
        raise InvalidClaim(f"not valid JSON: {exc}") from None
    text = raw.decode("utf-8") if isinstance(raw, bytes) else raw
    if text.count("{") + text.count("[") > MAX_DEPTH:
        _check_depth(value, "claim", 0)  # first: the walks below recurse as deep as the value
    # Every key's closing quote is followed by a colon; a quote and colon inside a string only
    # add to the count. So equal counts prove no object repeated a key.
    if len(_KEY_END.findall(text)) != _count_keys(value):
        value = _slow_parse(raw)  # names a repeated key; else the colons were inside strings
    return value


def _count_keys(value: Any) -> int:
    if isinstance(value, dict):
        return len(value) + sum(_count_keys(v) for v in value.values() if isinstance(v, (dict, list)))
    if isinstance(value, list):
        return sum(_count_keys(v) for v in value if isinstance(v, (dict, list)))
    return 0


def _slow_parse(raw: bytes | str) -> Any:
    try:
        text = raw.decode("utf-8") if isinstance(raw, bytes) else raw
    except UnicodeDecodeError as exc:
        raise InvalidClaim(f"not UTF-8: byte {raw[exc.start : exc.start + 1]!r} at offset {exc.start}") from None
    try:
        value = json.loads(text, object_pairs_hook=_no_duplicates, parse_constant=_no_constant, parse_float=_finite)
    except json.JSONDecodeError as exc:
        raise InvalidClaim(f"not valid JSON: {exc.msg} at line {exc.lineno} column {exc.colno}") from None
    except RecursionError:
        raise InvalidClaim("not usable JSON: nested too deep") from None
    except ValueError as exc:  # e.g. an integer of more digits than Python converts
        if isinstance(exc, InvalidClaim):
            raise
        raise InvalidClaim(f"not usable JSON: {exc}") from None
    _check_depth(value, "claim", 0)  # bounded recursion before the walk below
    _check_strings(value, "claim")
    return value


def _check_depth(value: Any, where: str, depth: int) -> None:
    if depth > MAX_DEPTH:
        raise InvalidClaim(f"{where}: nested deeper than {MAX_DEPTH} levels")
    items = value.values() if isinstance(value, dict) else value if isinstance(value, list) else ()
    for item in items:
        _check_depth(item, where, depth + 1)


def _check_strings(value: Any, where: str) -> None:
    """Lone surrogates anywhere (the slow reader lets them through)."""
    if isinstance(value, str):
        _encodable(value, where)
    elif isinstance(value, dict):
        for key, item in value.items():
            _encodable(key, f"{where}: a key")
            _check_strings(item, f"{where}.{key}" if where.count(".") < 2 else where)
    elif isinstance(value, list):
        for item in value:
            _check_strings(item, where)


def _encodable(text: str, where: str) -> None:
    try:
        text.encode("utf-8")
    except UnicodeEncodeError as exc:
        raise InvalidClaim(f"{where} holds a lone UTF-16 surrogate ({ascii(text[exc.start])}) at character {exc.start}: not a character") from None


def describe_errors(errors: list) -> str:
    first = errors[0]
    if first["type"] == "json_invalid":
        return f"not valid JSON: {first['msg'].removeprefix('Invalid JSON: ')}"
    if first["type"] == "model_type":
        return "not a JSON object: a claim is an object with user_id, content, memory_type and source"
    parts = []
    for e in errors:
        field = ".".join(str(p) for p in e["loc"]) or "claim"
        msg = "missing" if e["type"] == "missing" else e["msg"].removeprefix("Value error, ")
        parts.append(f"{field}: {msg}")
    return "invalid claim: " + "; ".join(parts)


def parse_claim(raw: bytes | str, auth: ClaimAuthenticator | None = None) -> ClaimCandidate:
    """Parse and validate one record, or raise InvalidClaim with a readable reason.

    Whatever a record does to the reader, the caller gets InvalidClaim (a dead letter), never
    another exception: a hostile record must not stop the stream.
    """
    try:
        return _parse_claim(raw, auth)
    except InvalidClaim:
        raise
    except RecursionError:
        raise InvalidClaim("not usable JSON: nested too deep") from None
    except Exception as exc:  # noqa: BLE001 - fail into the dead-letter topic, not the worker
        raise InvalidClaim(f"unusable record: {type(exc).__name__}: {str(exc)[:200]}") from None


def _parse_claim(raw: bytes | str, auth: ClaimAuthenticator | None) -> ClaimCandidate:
    size = len(raw) if isinstance(raw, bytes) else len(raw.encode("utf-8", "surrogatepass"))
    if size > MAX_RECORD_BYTES:
        raise InvalidClaim(f"record is {size} bytes, over the {MAX_RECORD_BYTES}-byte limit")
    value = strict_json(raw)
    if auth is not None and auth.active:
        if not isinstance(value, dict):
            raise InvalidClaim("not a JSON object: a claim is an object with user_id, content, memory_type and source")
        try:
            auth.check(value)
        except ClaimSignatureError as exc:
            raise InvalidClaim(f"signature: {exc}") from None
    metadata = value.get("metadata") if isinstance(value, dict) else None
    if isinstance(metadata, dict) and metadata:
        meta = len(orjson.dumps(metadata))
        if meta > MAX_METADATA_BYTES:
            raise InvalidClaim(f"invalid claim: metadata is {meta} bytes, over the {MAX_METADATA_BYTES}-byte limit")
    try:
        claim = ClaimCandidate.model_validate(value)  # the strict parse above is the only one
    except ValidationError as exc:
        errors = exc.errors(include_url=False, include_input=False, include_context=False)
        raise InvalidClaim(describe_errors(errors), [dict(e) for e in errors]) from None
    for name in ("user_id", "claim_id", "agent_id"):
        ident = getattr(claim, name)
        # Every token format is 16 characters or more; an identifier has no room for "password=…".
        kinds = secret_kinds(ident) if ident is not None and len(ident) >= 16 else []
        if kinds:
            raise InvalidClaim(f"invalid claim: {name} holds a secret ({', '.join(kinds)}): identifiers are keys, never redacted")
    content = claim.content
    # A word is what normalize() keeps as one; fillers such as U+3164 count as letters to a
    # regex but are invisible, so text that is not plain ASCII is normalized to be sure.
    if not _WORD.search(content) or (not content.isascii() and not normalize(content).tokens()):
        raise InvalidClaim("invalid claim: content: has no words once invisible characters, spaces and symbols are set aside")
    return claim
