"""Audit records: what happened to a claim or a memory, by whom, when and why (claims.audit)."""

from __future__ import annotations

from datetime import datetime
from typing import Any

from pydantic import BaseModel, ConfigDict, Field


class AuditRecord(BaseModel):
    model_config = ConfigDict(frozen=True)

    event: str = Field(description="memory_expired, enqueued, approved, rejected, …")
    claim_id: str
    user_id: str
    memory_id: str | None = None
    actor: str = Field(description="who acted: a reviewer, or 'groundstream' for the system")
    at: datetime
    reason: str
    details: dict[str, Any] = Field(default_factory=dict)
