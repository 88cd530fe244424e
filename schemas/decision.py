"""The gate's output: one decision per claim, one dead letter per unusable input."""

from __future__ import annotations

from datetime import datetime
from enum import StrEnum
from typing import Any

from pydantic import BaseModel, ConfigDict, Field

from groundstream.schemas.claim import ClaimCandidate
from groundstream.schemas.evidence import Evidence
from groundstream.schemas.findings import (
    Citation,
    ClaimType,
    ClaimTyping,
    Groundedness,
    HedgeFinding,
    InstructionFinding,
    JudgeFinding,
    Retrieval,
    SecretFinding,
    TrustCheck,
)


class Tier(StrEnum):
    AUTO_APPROVE = "auto_approve"  # tier 1: stored in memory, published on claims.approved
    FLAG_REVIEW = "flag_review"  # tier 2: a person decides, on claims.review
    BLOCK = "block"  # tier 3: kept for audit on claims.blocked, never stored


class DedupMatch(BaseModel):
    """The approved memory a claim duplicates."""

    model_config = ConfigDict(frozen=True)

    memory_id: str
    similarity: float
    method: str = Field(description="'jaccard' (normalized tokens) or 'vector' (cosine).")


class ClaimIdReuse(BaseModel):
    """A claim whose id is already a memory of the same user, with other content."""

    model_config = ConfigDict(frozen=True)

    memory_id: str
    stored_content: str | None = Field(description="The memory's content as stored; None when it could not be read.")


class ReviewAction(BaseModel):
    """A person's action on a flagged claim."""

    model_config = ConfigDict(frozen=True)

    reviewer: str
    action: str = Field(description="'approve' or 'reject'")
    reason: str | None = None
    at: datetime
    supersedes: str | None = Field(
        default=None,
        description="With 'approve': the memory this claim replaces, the one the gate found it contradicts. "
        "That memory is kept, marked invalid from `at`, with this reviewer and reason.",
    )


class Decision(BaseModel):
    """Why a claim landed in its tier, with everything needed to audit and replay it.

    `hash_layers` holds one SHA-256 per layer (claim, normalized content, policy, evidence,
    dedup match, outcome); `decision_hash` is the SHA-256 over those layers, so two decisions
    can be compared layer by layer without re-running anything.
    """

    model_config = ConfigDict(frozen=True)

    claim_id: str
    user_id: str
    tier: Tier
    approved: bool
    reason: str
    checks_passed: list[str]
    checks_failed: list[str]
    evidence: Evidence
    similarity_score: float | None = None
    conflicting_memory_id: str | None = None
    hedges: list[HedgeFinding] = Field(default_factory=list)
    speculation_score: float = 0.0
    citations: list[Citation] = Field(default_factory=list)
    dedup_match: DedupMatch | None = None
    id_reuse: ClaimIdReuse | None = Field(
        default=None, description="Set when the claim id already names another text of this user's: never replaced silently."
    )
    secrets: list[SecretFinding] = Field(
        default_factory=list,
        description="Credentials found; the claim above is already redacted (the values are never kept).",
    )
    instructions: list[InstructionFinding] = Field(
        default_factory=list, description="Content addressed to a later reader instead of stating a fact."
    )
    trust: TrustCheck | None = Field(
        default=None, description="Whether the agent may claim the source it names; None when grants are not configured."
    )
    contradiction: Contradiction | None = Field(
        default=None, description="The same user's memory this claim contradicts (same subject, another value or negated)."
    )
    provider_errors: list[tuple[str, str]] = Field(
        default_factory=list, description="(component, message) of every check that could not be made."
    )
    claim_type: ClaimType | None = Field(
        default=None, description="What kind of statement the claim is (None only for a claim withheld or blocked unread)."
    )
    claim_typing: ClaimTyping | None = Field(default=None, description="The cue that typed it and what [grounding] asks of the type.")
    judge: JudgeFinding | None = Field(default=None, description="The LLM judge's two-pass answer, when it was asked.")
    retrieval: Retrieval | None = Field(
        default=None, description="What the configured sources say of the claim's subject (None: not searched)."
    )
    groundedness: Groundedness | None = Field(
        default=None, description="Its evidence typed and weighted, the score, and the action it asks of the agent."
    )
    claim: ClaimCandidate
    policy_hash: str
    hash_layers: dict[str, str]
    decision_hash: str
    review: ReviewAction | None = Field(default=None, description="Set when a reviewer acted on the claim.")
    key_id: str | None = Field(default=None, description="Id of the key the signature was made with.")
    signature: str | None = Field(default=None, description="HMAC-SHA256 over the decision hash, ids, tier and review.")


class DeadLetter(BaseModel):
    """An input that could not be decided, with the error that says why. Nothing is dropped."""

    model_config = ConfigDict(frozen=True)

    error: str
    raw: str = Field(description="The input as received (decoded as UTF-8 with replacement).")
    source: str = Field(description="Where it came from: 'FILE:LINE' or 'topic/partition/offset'.")
    line: int | None = None
    topic: str | None = None
    partition: int | None = None
    offset: int | None = None
    received_at: datetime
    details: list[dict[str, Any]] = Field(default_factory=list)


class DifferingValue(BaseModel):
    """One slot two claims of the same subject fill differently."""

    model_config = ConfigDict(frozen=True)

    slot: str = Field(
        description="duration, size, percent, number, version, time, frequency, day, month, year, region, product, "
        "or word (one word in one place)"
    )
    stored: str = Field(description="The value in the stored memory, as written.")
    new: str = Field(description="The value in the new claim, as written.")


class Contradiction(BaseModel):
    """A stored memory of the same user that the claim contradicts."""

    model_config = ConfigDict(frozen=True)

    memory_id: str
    stored_content: str
    differing: list[DifferingValue] = Field(default_factory=list)
    negation_flip: bool = Field(default=False, description="One of the two says the other's statement is not so.")


Decision.model_rebuild()  # Contradiction is defined after Decision
