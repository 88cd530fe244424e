"""The memory payload: what the memory sink writes to Qdrant for each approved claim, the contract
for memory services that read the store directly (`groundstream schema MemoryPayload`).

Versioned: `schema_version` is 1; a field added later keeps the version, a field renamed or
removed makes a new one. Memories written before the version existed have none (read them as 1).
"""

from __future__ import annotations

import hashlib
from collections.abc import Sequence
from datetime import datetime
from typing import TYPE_CHECKING, Any, Literal

from pydantic import BaseModel, ConfigDict, Field

from groundstream.schemas.claim import ClaimCandidate

if TYPE_CHECKING:
    from groundstream.schemas.findings import Citation, Retrieval

MEMORY_SCHEMA_VERSION = 1
Outcome = Literal["supported", "refuted", "not_enough_info"]


def text_sha256(text: str) -> str:
    """SHA-256 of a source's or a passage's text, as a memory's grounding records it."""
    return hashlib.sha256(text.encode("utf-8", "surrogatepass")).hexdigest()


class GroundingRef(BaseModel):
    """One place that supported a memory when it was approved (or last re-checked)."""

    model_config = ConfigDict(frozen=True)

    via: Literal["citation", "retrieval"] = Field(description="Cited by the claim, or found by retrieval in the [sources].")
    kind: Literal["file", "record", "commit", "url", "issue"]
    path: str = Field(
        description="What a change is noticed by (indexed as `grounded_in`): a file's or record's path in its root, "
        "`commit:<7 hex>`, or the URL or issue."
    )
    location: str | None = Field(default=None, description="Where the passage stood: 'path:line', 'commit <sha>'.")
    value: str | None = Field(default=None, description="A citation's canonical value ('ADR-005', 'README.md:12').")
    span: tuple[int, int] | None = Field(default=None, description="Where the claim cites it (characters of its content).")
    passage: str | None = Field(default=None, description="The passage that stated it (bounded, redacted): what an edit of it is read against.")
    passage_sha256: str | None = Field(default=None, description="SHA-256 of the passage that stated the claim.")
    source_sha256: str | None = Field(default=None, description="SHA-256 of the whole file's or record's text as read then.")


def location_path(location: str) -> str:
    """The file or record a location names: `README.md:12` and `README.md:12-14` are `README.md`."""
    head, _, tail = location.rpartition(":")
    return head if head and tail.replace("-", "").isdigit() else location


def _path_of(kind: str, location: str | None, value: str | None) -> str | None:
    where = location or value
    if not where:
        return None
    if kind == "commit":
        return "commit:" + where.removeprefix("commit ").strip()[:7].lower()
    if kind in ("url", "issue"):
        return value or where
    return location_path(where)


def claim_of(payload: dict[str, Any], *, horizon: bool = True) -> ClaimCandidate:
    """The claim a memory's payload holds (`memory_payload`'s inverse); `horizon`: with its validity horizon."""
    keys = ("claim_id", "user_id", "content", "memory_type", "source", "agent_id") + (("validity_horizon",) if horizon else ())
    return ClaimCandidate.model_validate({k: payload.get(k) for k in keys} | {"metadata": payload.get("metadata") or {}})


def grounding_of(citations: Sequence[Citation], retrieval: Retrieval | None) -> list[GroundingRef]:
    """What grounded a decision: each citation verified as supporting it, and the passage retrieval
    found stating it. A claim approved on its writer's word alone has none (nothing to follow)."""
    refs = []
    for c in citations:
        if not c.verified or c.support is None or c.support.value != "supported":
            continue
        kind = "record" if c.kind.value == "adr" else c.kind.value
        path = _path_of(kind, c.source_location, c.value)
        if path is not None:
            refs.append(GroundingRef(via="citation", kind=kind, path=path, location=c.source_location, value=c.value,  # type: ignore[arg-type]
                                     span=c.span, passage=c.source_span, passage_sha256=c.passage_sha256,
                                     source_sha256=c.source_sha256))  # fmt: skip
    if retrieval is not None and retrieval.verdict == "supported" and retrieval.location:
        kind = retrieval.kind if retrieval.kind in ("file", "record", "commit") else "file"
        path = _path_of(kind, retrieval.location, None)
        if path is not None:
            refs.append(GroundingRef(via="retrieval", kind=kind, path=path, location=retrieval.location, passage=retrieval.passage,  # type: ignore[arg-type]
                                     passage_sha256=retrieval.passage_sha256, source_sha256=retrieval.source_sha256))  # fmt: skip
    return refs


class RecheckMark(BaseModel):
    """The last re-check of a memory, on its payload."""

    recheck_id: str
    outcome: Outcome
    at: datetime
    reason: str
    location: str | None = None


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
    invalid_at: str | None = Field(
        default=None, description="Set when a reviewer superseded it, or a re-check found its sources now say otherwise: not valid from then; readers skip it."
    )
    invalidated: Invalidated | None = None
    grounding: list[GroundingRef] = Field(
        default_factory=list, description="What supported it: each cited or retrieved source, with SHA-256 of the passage and of the source."
    )
    grounded_in: list[str] = Field(
        default_factory=list, description="The paths of `grounding` (indexed): the memories a changed source touches are one filtered query."
    )
    recheck: RecheckMark | None = Field(default=None, description="The last re-check after a source it was grounded in changed.")
    unverified_since: str | None = Field(
        default=None, description="Set when a re-check found no source stating it any more: still valid until a person decides."
    )


class MemoryRecheck(BaseModel):
    """A re-check of a memory after a source it was grounded in changed (`memories.rechecked`,
    keyed by user_id): what the verdict says now, and what happens to the memory."""

    model_config = ConfigDict(frozen=True)

    recheck_id: str = Field(description="SHA-256 of the memory, what it was grounded in and the sources' state it was checked against.")
    memory_id: str
    user_id: str
    claim_id: str
    content: str
    outcome: Outcome = Field(
        description="supported: stays, grounding updated; refuted: not valid from `at`, sent to review; "
        "not_enough_info: sent to review, still valid, flagged unverified."
    )
    reason: str
    location: str | None = Field(default=None, description="The passage that supports or refutes it now ('path:line').")
    passage: str | None = Field(default=None, description="That passage (bounded).")
    changed: list[str] = Field(default_factory=list, description="The changed or gone sources that made the re-check.")
    changed_at: float | None = Field(default=None, description="When the earliest of them changed (Unix time).")
    previous: list[GroundingRef] = Field(default_factory=list, description="What grounded it before.")
    grounding: list[GroundingRef] = Field(default_factory=list, description="What grounds it now (supported only).")
    at: datetime
    policy_hash: str
    key_id: str | None = None
    signature: str | None = Field(default=None, description="HMAC-SHA256 of the record without it, under `key_id` ([signing]).")
    followed: list[GroundingRef] = Field(
        default_factory=list,
        description="not_enough_info only: the files and records it was grounded in, as they stand now, still followed; a later "
        "change that states it again restores it, one that says otherwise invalidates it.",
    )
    unverified_since: datetime | None = Field(
        default=None,
        description="not_enough_info only: when no source first stated it any more (this re-check's `at`, or an earlier one's "
        "while it stayed so).",
    )

    def signed(self) -> dict[str, Any]:
        """What its signature covers: the record's JSON, the fields added later only where they hold anything (a record
        written before them verifies as it was signed)."""
        return self.model_dump(mode="json", exclude={name for name in _ADDED_LATER if not getattr(self, name)})


_ADDED_LATER = ("followed", "unverified_since")
