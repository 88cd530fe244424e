"""What the gate tells an agent about a claim it did not approve, on `claims.feedback`."""

from __future__ import annotations

from datetime import datetime

from pydantic import BaseModel, ConfigDict, Field


class FeedbackProblem(BaseModel):
    """One precise thing that failed, with what the agent needs to fix it."""

    model_config = ConfigDict(frozen=True)

    kind: str = Field(
        description="'citation' (a cited source missing, unreadable, off topic or saying otherwise), 'value' (a value "
        "the source states otherwise), 'source' (a passage of the configured sources says the opposite), "
        "'memory' (contradicts a memory of this user), 'grounding' (nothing grounds "
        "it), 'judge', 'wording' (hedged, speculative or addressed to a reader), 'secret', 'claim_type'"
    )
    detail: str
    citation: str | None = Field(default=None, description="The citation it concerns, as canonical value ('ADR-003').")
    claimed: str | None = Field(default=None, description="The value the claim states.")
    expected: str | None = Field(default=None, description="The value the source or memory states instead.")
    memory_id: str | None = Field(default=None, description="The contradicted memory (of the same user).")
    source_span: str | None = Field(default=None, description="The source's passage that says otherwise.")
    location: str | None = Field(default=None, description="Where that passage is: 'path:line' or 'commit <sha>'.")


class Feedback(BaseModel):
    """Feedback on one decision: what failed and what to do, keyed by `agent_id` on claims.feedback.

    To resubmit, publish the corrected claim with `parent_claim_id` = `claim_id` and `lineage`
    as given here; `lineage` is absent when the lineage has used its rounds (a reviewer decides).
    """

    model_config = ConfigDict(frozen=True)

    claim_id: str
    user_id: str
    agent_id: str | None
    parent_claim_id: str | None = None
    round: int = Field(ge=1)
    max_rounds: int = Field(ge=1)
    action: str = Field(pattern="^(regenerate|replan)$")
    score: float
    tier: str
    reason: str
    problems: list[FeedbackProblem]
    content: str = Field(description="The claim as decided (secrets redacted).")
    lineage: str | None = Field(default=None, description="Token to send back with a resubmission; None after the last round.")
    decision_hash: str
    at: datetime
