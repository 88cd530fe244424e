"""The candidate claim an agent publishes: the one input groundstream accepts."""

from __future__ import annotations

import hashlib
import json
import re
import uuid
from datetime import datetime
from typing import Annotated, Any

from pydantic import BaseModel, ConfigDict, Field, StringConstraints, field_validator, model_validator

MAX_CONTENT_BYTES = 64 * 1024
"""Content longer than this (UTF-8 bytes) is refused: a claim is a sentence, not a document."""

# Claims without an id get one derived from what they say, so a retried publish of the same
# claim maps onto the same memory point instead of writing it twice.
CLAIM_ID_NAMESPACE = uuid.UUID("6f1c2a8e-3b7d-5c4e-9a10-2f8e7d6c5b4a")

# C0 controls but tab, newline and carriage return; DEL; C1 controls.
_CONTROL = re.compile(r"[\x00-\x08\x0b\x0c\x0e-\x1f\x7f-\x9f]")

IDENTIFIER_PATTERN = r"^[A-Za-z0-9_.@:+\-]{1,256}$"  # user_id, claim_id, agent_id: safe as keys and log fields
Identifier = Annotated[str, StringConstraints(pattern=IDENTIFIER_PATTERN)]
Label = Annotated[str, StringConstraints(pattern=r"^[a-z][a-z0-9_\-]{0,63}$")]


class ClaimCandidate(BaseModel):
    """A candidate memory, as an agent publishes it on `claims.candidates`.

    Types are strict (a number is not a string) and unknown fields are ignored, so agents may
    carry their own annotations. `content` is kept exactly as written; matching happens on a
    normalized copy.
    """

    model_config = ConfigDict(strict=True, frozen=True, extra="ignore")

    claim_id: Identifier | None = None
    user_id: Identifier = Field(description="The memory's owner (the tenant); the Kafka key.")
    content: str = Field(description="The claim as the agent wrote it.")
    memory_type: Label = Field(description="fact, decision, preference, …")
    source: Label = Field(description="Where the claim came from: user, documentation, conversation, ai_synthesis, …")
    agent_id: Identifier | None = None
    metadata: dict[str, Any] = Field(default_factory=dict)
    validity_horizon: datetime | None = Field(
        default=None, description="When the claim stops being true, if the agent knows.", strict=False
    )
    parent_claim_id: Identifier | None = Field(
        default=None, description="A resubmission: the claim whose feedback (claims.feedback) this one answers."
    )
    lineage: Annotated[str, StringConstraints(max_length=128)] | None = Field(
        default=None, description="With parent_claim_id: the `lineage` token of that feedback record, as sent."
    )

    @field_validator("memory_type", "source", mode="before")
    @classmethod
    def _fold_label(cls, value: Any) -> Any:
        return value.strip().lower() if isinstance(value, str) else value

    @field_validator("content")
    @classmethod
    def _content_is_usable(cls, value: str) -> str:
        if not value.strip():
            raise ValueError("content is empty")
        control = _CONTROL.search(value)
        if control:
            # A terminal or a log viewer would act on it, so what a person sees would differ.
            raise ValueError(f"content holds control character U+{ord(control.group()):04X} at {control.start()}")
        size = len(value.encode("utf-8", "surrogatepass"))
        if size > MAX_CONTENT_BYTES:
            raise ValueError(f"content is {size} bytes, over the 64 KiB ({MAX_CONTENT_BYTES}-byte) limit")
        return value

    @model_validator(mode="after")
    def _derive_claim_id(self) -> ClaimCandidate:
        if self.claim_id is None:
            parts = [self.user_id, self.content, self.memory_type, self.source, self.agent_id]
            if self.parent_claim_id is not None:  # a resubmission of the same words is another claim
                parts.append(self.parent_claim_id)
            basis = json.dumps(parts, ensure_ascii=False)
            object.__setattr__(self, "claim_id", uuid.uuid5(CLAIM_ID_NAMESPACE, basis).hex)
        return self

    @property
    def id(self) -> str:
        """The claim id (always set after validation)."""
        assert self.claim_id is not None
        return self.claim_id


MEMORY_ID_NAMESPACE = uuid.UUID("0b9d4f3e-8a1c-5e7b-a2d6-c4f1e0b3a958")


def memory_key(user_id: str, claim_id: str) -> int:
    """`memory_id_for` as the UUID's integer, without building a UUID (the gate asks per claim).

    The same as `uuid.uuid5(MEMORY_ID_NAMESPACE, f"{user_id}\\0{claim_id}").int`: SHA-1 of the
    namespace and name, with RFC 4122's variant and version bits set (a test pins the equality).
    """
    digest = hashlib.sha1(_MEMORY_NS_BYTES + f"{user_id}\0{claim_id}".encode(), usedforsecurity=False).digest()
    value = int.from_bytes(digest[:16], "big")
    return (value & _CLEAR_BITS) | _SET_BITS


def memory_id_for(user_id: str, claim_id: str) -> str:
    """The memory-store point id of an approved claim: its owner and its claim.

    Derived, so a retry writes nothing twice; the owner is part of it, so a claim id that
    another user reuses can never name (and so never overwrite) this user's memory.
    Identifiers cannot hold a NUL, so the pair is unambiguous.
    """
    return memory_id_from_key(memory_key(user_id, claim_id))


def memory_id_from_key(key: int) -> str:
    """The memory id whose integer `memory_key` returned."""
    return str(uuid.UUID(int=key))


_MEMORY_NS_BYTES = MEMORY_ID_NAMESPACE.bytes
_CLEAR_BITS = ~((0xC000 << 48) | (0xF000 << 64)) & ((1 << 128) - 1)
_SET_BITS = (0x8000 << 48) | (5 << 76)
