"""The evidence object that travels with every decision and every memory."""

from __future__ import annotations

from datetime import datetime
from enum import StrEnum
from typing import Any

from pydantic import BaseModel, ConfigDict, Field


class Confidence(StrEnum):
    HIGH = "high"  # grounded: every citation verified, or a trusted source
    MEDIUM = "medium"  # accepted by policy (a decision from conversation, a preference)
    LOW = "low"  # not grounded: hedged, unverified, or not checked


class Evidence(BaseModel):
    """Immutable provenance of a claim: what was said, when it was captured, how sure we are.

    Round-trips through JSON unchanged (`Evidence.model_validate_json(e.model_dump_json()) == e`).
    """

    model_config = ConfigDict(frozen=True, extra="forbid")

    claim: str = Field(description="The claim content exactly as written.")
    capture_time: datetime = Field(description="When the gate decided the claim (UTC).")
    confidence: Confidence
    source_id: str | None = Field(
        default=None, description="The strongest grounding reference: an ADR first, then a commit, issue or URL."
    )
    validity_horizon: datetime | None = Field(default=None, description="When the memory stops being valid.")
    metadata: dict[str, Any] = Field(default_factory=dict)
