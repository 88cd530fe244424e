"""Canonical JSON and SHA-256: the one way groundstream hashes anything it must reproduce.

Canonical JSON here is RFC 8259 JSON with object keys sorted, no insignificant whitespace,
UTF-8 text (not \\u escapes), datetimes as RFC 3339 and no NaN: what `orjson` writes with
OPT_SORT_KEYS. Any language can reproduce it to check a decision hash.
"""

from __future__ import annotations

import hashlib
from typing import Any

import orjson

_OPTIONS = orjson.OPT_SORT_KEYS | orjson.OPT_UTC_Z | orjson.OPT_NON_STR_KEYS


def canonical_json(value: Any) -> bytes:
    return orjson.dumps(value, option=_OPTIONS)


def sha256_of(value: Any) -> str:
    return hashlib.sha256(canonical_json(value)).hexdigest()
