"""The memory payload: what the memory sink writes to Qdrant for each approved claim, the contract
for memory services that read the store directly (`groundstream schema MemoryPayload`).

Versioned: `schema_version` is 1; a field added later keeps the version, a field renamed or
removed makes a new one. Memories written before the version existed have none (read them as 1).
"""

from __future__ import annotations

from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field

MEMORY_SCHEMA_VERSION = 1


class DecisionSummary(BaseModel):
    """The decision that made the memory."""

    tier: Literal["auto_approve"]
    reason: str
    checks_passed: list[str]
    checks_failed: list[str]
    decision_hash: str = Field(description="SHA-256 of the decision's hash layers: replay it with `groundstream replay`.")
    policy_hash: str


class Invalidated(BaseModel):
    superseded_by: str = Field(description="The claim id of the memory that replaced it.")
    reviewer: str
    reason: str | None = None


class MemoryPayload(BaseModel):
    """One memory's payload in Qdrant (point id: uuid5 of user_id and claim_id)."""

    model_config = ConfigDict(extra="allow")

    schema_version: int = Field(default=MEMORY_SCHEMA_VERSION, description="1; absent on memories written before versioning.")
    user_id: str = Field(description="The owner (tenant). Read only a user's own memories: filter on it.")
    claim_id: str
    content: str = Field(description="The memory, as approved (secrets never reach here).")
    memory_type: str
    source: str
    agent_id: str | None = None
    metadata: dict[str, Any] = Field(default_factory=dict)
    validity_horizon: str | None = Field(default=None, description="ISO 8601: the memory is not to be used after it.")
    valid_until: float | None = Field(default=None, description="validity_horizon as a Unix timestamp (indexed).")
    evidence: dict[str, Any] = Field(description="schemas.Evidence: claim, capture_time (when approved), confidence, source_id, …")
    decision: DecisionSummary
    partition: int | None = Field(default=None, description="The user's Kafka partition when stored (indexed).")
    partitions: int | None = Field(default=None, description="The partition count it was stored under (indexed).")
    invalid_at: str | None = Field(default=None, description="Set when a reviewer superseded it: not valid from then; readers skip it.")
    invalidated: Invalidated | None = None
