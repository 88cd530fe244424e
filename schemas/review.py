"""The review queue: one entry per flagged claim, as kept on the `claims.review-queue` topic."""

from __future__ import annotations

from datetime import datetime
from enum import StrEnum

from pydantic import BaseModel, ConfigDict, Field

from groundstream.schemas.decision import Decision, ReviewAction


class ReviewState(StrEnum):
    PENDING = "pending"  # in the queue, waiting for a reviewer
    PARKED = "parked"  # over a queue limit: kept, shown to no one, enters when room frees
    APPROVED = "approved"
    REJECTED = "rejected"


class ReviewEntry(BaseModel):
    """The latest state of one flagged claim. The queue topic is compacted by `claim_id`,
    so reading it from the start gives every entry's latest state: the queue survives
    restarts without any store of its own."""

    model_config = ConfigDict(frozen=True)

    claim_id: str
    user_id: str
    state: ReviewState
    seq: int = Field(description="arrival order, for first-in first-out promotion from parked")
    enqueued_at: datetime
    decision: Decision = Field(description="the flag_review decision as the gate signed it")
    action: ReviewAction | None = None

    @property
    def open(self) -> bool:
        return self.state in (ReviewState.PENDING, ReviewState.PARKED)
