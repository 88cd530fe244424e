"""Pydantic v2 models of everything on a topic or a CLI line."""

from groundstream.schemas.audit import AuditRecord
from groundstream.schemas.claim import MAX_CONTENT_BYTES, ClaimCandidate, memory_id_for, memory_id_from_key, memory_key
from groundstream.schemas.decision import (
    ClaimIdReuse,
    Contradiction,
    DeadLetter,
    Decision,
    DedupMatch,
    DifferingValue,
    ReviewAction,
    Tier,
)
from groundstream.schemas.errors import ProviderError
from groundstream.schemas.evidence import Confidence, Evidence
from groundstream.schemas.feedback import Feedback, FeedbackProblem
from groundstream.schemas.findings import (
    BLOCKING_HEDGES,
    Citation,
    CitationKind,
    ClaimType,
    ClaimTyping,
    EvidenceItem,
    Groundedness,
    HedgeCategory,
    HedgeFinding,
    InstructionFinding,
    InstructionKind,
    JudgeFinding,
    JudgeVerdict,
    Retrieval,
    SecretFinding,
    SupportVerdict,
    TrustCheck,
)
from groundstream.schemas.memory import MEMORY_SCHEMA_VERSION, GroundingRef, MemoryPayload, MemoryRecheck, grounding_of, text_sha256
from groundstream.schemas.review import ReviewEntry, ReviewState

__all__ = [
    "AuditRecord",
    "BLOCKING_HEDGES",
    "MAX_CONTENT_BYTES",
    "MEMORY_SCHEMA_VERSION",
    "MemoryPayload",
    "MemoryRecheck",
    "GroundingRef",
    "grounding_of",
    "text_sha256",
    "ProviderError",
    "Citation",
    "Retrieval",
    "ClaimIdReuse",
    "ClaimType",
    "ClaimTyping",
    "Contradiction",
    "DifferingValue",
    "CitationKind",
    "ClaimCandidate",
    "Confidence",
    "DeadLetter",
    "Decision",
    "DedupMatch",
    "Evidence",
    "EvidenceItem",
    "Feedback",
    "FeedbackProblem",
    "Groundedness",
    "JudgeFinding",
    "JudgeVerdict",
    "SupportVerdict",
    "HedgeCategory",
    "HedgeFinding",
    "InstructionFinding",
    "InstructionKind",
    "ReviewAction",
    "ReviewEntry",
    "ReviewState",
    "SecretFinding",
    "Tier",
    "TrustCheck",
    "memory_id_for",
    "memory_id_from_key",
    "memory_key",
]


def json_schemas() -> dict[str, dict]:
    """JSON Schema of every message groundstream reads or writes, by model name."""
    models = (ClaimCandidate, Decision, DeadLetter, AuditRecord, ReviewEntry, Evidence, Citation, HedgeFinding, SecretFinding, InstructionFinding, Feedback,
              MemoryPayload, MemoryRecheck)
    return {m.__name__: m.model_json_schema() for m in models}
