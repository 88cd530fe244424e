"""Signed decisions: nothing reaches memory without a decision that proves it was checked.

The gate signs each decision with HMAC-SHA256 under a configured key; the record names the
key id, so keys rotate (sign with the newest, verify with any still configured). Before
acting, the memory sink (and the review service) re-derive what the signature covers from
the record itself: the claim's hash, the outcome's hash and the decision hash over all
layers. Editing the content, the tier, a reason or a layer breaks the chain, and so does
a record signed with a key the verifier does not hold.
"""

from __future__ import annotations

import hmac
from collections.abc import Mapping
from dataclasses import dataclass
from hashlib import sha256
from typing import Any

from groundstream.detectors.gate.provenance import canonical_json, claim_layer, outcome_layer, sha256_of
from groundstream.schemas import Decision


class SignatureError(ValueError):
    """A decision that must not be acted on: unsigned, tampered with, or signed by an unknown key."""


def _signed_bytes(decision: Decision, key_id: str) -> bytes:
    return canonical_json(
        {
            "decision_hash": decision.decision_hash,
            "claim_id": decision.claim_id,
            "user_id": decision.user_id,
            "tier": decision.tier.value,
            "review": decision.review.model_dump(mode="json") if decision.review else None,
            "key_id": key_id,
        }
    )


def _record_bytes(record: Mapping[str, Any], key_id: str) -> bytes:
    return canonical_json({**{k: v for k, v in record.items() if k not in ("key_id", "signature")}, "key_id": key_id})


_BROKEN = {
    "claim": "the claim does not match its hash: content or fields were changed",
    "decision": "the outcome does not match its hash: tier, reason or checks were changed",
    "review": "the review action does not match its hash",
    "decision_hash": "the decision hash does not match its layers",
}


def broken_layers(decision: Decision) -> list[str]:
    """The layers whose recorded hash no longer matches what the record itself states."""
    layers = decision.hash_layers
    broken = []
    if layers.get("claim") != claim_layer(decision.claim):
        broken.append("claim")
    stated = outcome_layer(
        decision.tier,
        decision.reason,
        decision.checks_passed,
        decision.checks_failed,
        decision.evidence.confidence.value,
        decision.evidence.source_id,
    )
    if layers.get("decision") != stated:
        broken.append("decision")
    if decision.review is not None and layers.get("review") != sha256_of(decision.review.model_dump(mode="json")):
        broken.append("review")
    if decision.decision_hash != sha256_of(layers):
        broken.append("decision_hash")
    return broken


@dataclass(frozen=True)
class Signer:
    """Signs with `active` and verifies with any of `keys` (key id -> secret)."""

    keys: Mapping[str, bytes]
    active: str

    def __post_init__(self) -> None:
        if self.active not in self.keys:
            raise ValueError(f"the active signing key {self.active!r} is not among the configured keys")
        if any(len(k) < 16 for k in self.keys.values()):
            raise ValueError("signing keys must be at least 16 bytes")

    def sign(self, decision: Decision) -> Decision:
        mac = hmac.new(self.keys[self.active], _signed_bytes(decision, self.active), sha256).hexdigest()
        return decision.model_copy(update={"key_id": self.active, "signature": mac})

    def sign_record(self, record: Mapping[str, Any]) -> tuple[str, str]:
        """(key id, HMAC) of a record that is not a decision (a re-check): its canonical JSON without
        `key_id` and `signature`."""
        return self.active, hmac.new(self.keys[self.active], _record_bytes(record, self.active), sha256).hexdigest()

    def verify_record(self, record: Mapping[str, Any]) -> None:
        """Raise SignatureError unless `record` (with its `key_id` and `signature`) is signed by a known key, intact."""
        key_id, signature = record.get("key_id"), record.get("signature")
        if not key_id or not signature:
            raise SignatureError("unsigned record")
        key = self.keys.get(key_id)
        if key is None:
            raise SignatureError(f"signed with unknown key {key_id!r}")
        if not hmac.compare_digest(hmac.new(key, _record_bytes(record, key_id), sha256).hexdigest(), signature):
            raise SignatureError("bad signature: the record was changed or signed by another key")

    def verify(self, decision: Decision) -> None:
        """Raise SignatureError unless the record is intact and signed by a known key."""
        if not decision.signature or not decision.key_id:
            raise SignatureError("unsigned decision")
        key = self.keys.get(decision.key_id)
        if key is None:
            raise SignatureError(f"signed with unknown key {decision.key_id!r}")
        broken = broken_layers(decision)
        if broken:
            raise SignatureError(_BROKEN[broken[0]])
        expected = hmac.new(key, _signed_bytes(decision, decision.key_id), sha256).hexdigest()
        if not hmac.compare_digest(expected, decision.signature):
            raise SignatureError("bad signature")
