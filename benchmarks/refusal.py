"""What refusing a record costs against deciding an ordinary claim, in one process, one run.

A record the gate refuses (a dead letter) must not cost an attacker less than it costs the gate:
the target is at most 5x the cost of deciding an ordinary claim, whatever the record. Each row
is the median of repeated runs of admission and the dead letter the worker would send; the
oversized row is a claim under the admission limits but over `[policy] max_content_bytes`,
decided (withheld and reviewed, not scanned).

    python -m benchmarks refusal
"""

from __future__ import annotations

import asyncio
import json
import random
import string
import time

import numpy as np

from groundstream.detectors.admission import parse_claim
from groundstream.detectors.gate.gate import Gate
from groundstream.detectors.gate.policy import Policy
from groundstream.detectors.providers.verify import CitationVerifier
from groundstream.schemas import ClaimCandidate
from groundstream.streams.gate_service import InvalidClaim, dead_letter

ROUNDS = 41


def _words(n: int, seed: int = 1) -> str:
    rng = random.Random(seed)
    return " ".join("".join(rng.choices(string.ascii_letters + string.digits, k=12)) for _ in range(n))


def _claim(content: str) -> bytes:
    return json.dumps({"claim_id": "r1", "user_id": "u1", "memory_type": "fact", "source": "user", "content": content}).encode()


RECORDS = {
    "content over 64 KiB, token-like words": _claim(_words(5200)),
    "content over 64 KiB, one long token": _claim("A" * 66_000),
    "record over 1 MiB": _claim(_words(82_000)),
    "64 KiB that is not JSON": b"{" + b"a" * 65_536,
    "a key twice, 60 KiB": b'{"content": "' + _words(4500).encode() + b'", "content": "x", "user_id": "u1"}',
    "nested 10,000 deep": b'{"metadata": ' + b"[" * 10_000 + b"]" * 10_000 + b"}",
    "a secret in user_id": json.dumps({"user_id": "AKIAIOSFODNN7EXAMPLE", "content": _words(4000), "memory_type": "fact",
                                       "source": "user"}).encode(),  # fmt: skip
}


def _refuse(raw: bytes) -> float:
    started = time.perf_counter()
    try:
        parse_claim(raw)
        raise AssertionError("this record was meant to be refused")
    except InvalidClaim as exc:
        dead_letter(raw, exc, "bench").model_dump_json()
    return time.perf_counter() - started


async def _decide(gate: Gate, claim: ClaimCandidate, n: int) -> float:
    started = time.perf_counter()
    for i in range(n):
        await gate.decide(claim.model_copy(update={"claim_id": f"c{i}"}))
    return (time.perf_counter() - started) / n


def main() -> None:
    gate = Gate(Policy(), CitationVerifier({}))
    ordinary = ClaimCandidate(user_id="u1", content="Sessions live in Redis and expire after 30 minutes", memory_type="fact", source="user")
    decide = float(np.median([asyncio.run(_decide(gate, ordinary, 200)) for _ in range(5)]))
    print(f"Refusing a record vs deciding an ordinary claim ({decide * 1e3:.3f} ms a claim), medians of {ROUNDS} runs:")
    worst = 0.0
    for label, raw in RECORDS.items():
        cost = float(np.median([_refuse(raw) for _ in range(ROUNDS)]))
        worst = max(worst, cost / decide)
        print(f"  {label:<40} {len(raw):>9,} bytes  {cost * 1e3:7.3f} ms  {cost / decide:5.1f}x")
    big = ClaimCandidate(user_id="u1", content=_words(4000), memory_type="fact", source="user")
    oversized = float(np.median([asyncio.run(_decide(gate, big, 5)) for _ in range(9)]))
    print(f"  {'decided: content over max_content_bytes':<40} {len(big.content):>9,} bytes  {oversized * 1e3:7.3f} ms  {oversized / decide:5.1f}x")
    worst = max(worst, oversized / decide)
    print(f"  target: refusing any record <= 5x deciding an ordinary claim: worst {worst:.1f}x ({'met' if worst <= 5 else 'NOT met'})")


if __name__ == "__main__":
    main()
