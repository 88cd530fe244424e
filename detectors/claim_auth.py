"""Signed claims: an agent proves a claim is its own with an HMAC under its key.

The signature covers the record as the agent sent it: every field but `signature` itself,
as canonical JSON (keys sorted, no spaces, UTF-8), so a field added, dropped or changed on
the way breaks it. `key_id` names which of the agent's keys signed, so keys rotate the way
decision-signing keys do: add the new key, move agents to it, then drop the old one.

Checked before anything else reads the claim (docs/DESIGN.md: admission, before the rules): a claim that must be
signed and is not, or is signed wrongly, is a dead letter with the reason.
"""

from __future__ import annotations

import hmac
import json
from collections.abc import Mapping
from dataclasses import dataclass, field
from hashlib import sha256
from typing import Any


class ClaimSignatureError(ValueError):
    """The claim's signature is missing, names an unknown key, or does not match."""


def signed_bytes(record: Mapping[str, Any]) -> bytes:
    """The bytes an agent signs: the record without `signature`, as canonical JSON."""
    body = {k: v for k, v in record.items() if k != "signature"}
    return json.dumps(body, sort_keys=True, separators=(",", ":"), ensure_ascii=False, allow_nan=False).encode("utf-8")


def sign_claim(record: Mapping[str, Any], key_id: str, key: bytes) -> dict[str, Any]:
    """`record` with `key_id` and its `signature` (hex HMAC-SHA256), as an agent publishes it."""
    body = {**record, "key_id": key_id}
    body.pop("signature", None)
    return {**body, "signature": hmac.new(key, signed_bytes(body), sha256).hexdigest()}


@dataclass(frozen=True)
class ClaimAuthenticator:
    """Which agents must sign, and with which keys (agent_id -> key id -> key)."""

    keys: Mapping[str, Mapping[str, bytes]] = field(default_factory=dict)
    require_all: bool = False  # every claim must be signed, whatever its agent

    @property
    def active(self) -> bool:
        return self.require_all or bool(self.keys)

    def check(self, record: Mapping[str, Any]) -> None:
        """Raise ClaimSignatureError unless `record` carries the signature it must.

        An agent with keys must sign (else anyone could write as it by leaving the signature
        off); with `require_all`, so must every claim. A signature present is always checked.
        """
        agent = record.get("agent_id")
        signature = record.get("signature")
        agent_keys = self.keys.get(agent) if isinstance(agent, str) else None
        if signature is None:
            if agent_keys:
                raise ClaimSignatureError(f"claim of agent {agent} is unsigned: this agent's claims must be signed")
            if self.require_all:
                raise ClaimSignatureError("claim is unsigned: every claim must carry agent_id, key_id and signature")
            return
        if not isinstance(signature, str) or not isinstance(record.get("key_id"), str):
            raise ClaimSignatureError("signature and key_id must both be strings")
        if not agent_keys:
            raise ClaimSignatureError(f"claim is signed, but agent {agent!r} has no signing keys configured")
        key = agent_keys.get(record["key_id"])
        if key is None:
            raise ClaimSignatureError(f"claim is signed with key {record['key_id']!r}, not a key of agent {agent}")
        expected = hmac.new(key, signed_bytes(record), sha256).hexdigest()
        if not hmac.compare_digest(expected, signature.lower()):
            raise ClaimSignatureError(f"bad signature for agent {agent}: the claim was altered or signed with another key")
