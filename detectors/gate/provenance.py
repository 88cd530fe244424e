"""Provenance: the layered hash of a decision, and the canonical JSON it is computed over.

Canonical JSON and SHA-256 are the one way groundstream hashes anything it must reproduce.

Canonical JSON here is RFC 8259 JSON with object keys sorted, no insignificant whitespace,
UTF-8 text (not \\u escapes), datetimes as RFC 3339 and no NaN: what `orjson` writes with
OPT_SORT_KEYS. Any language can reproduce it to check a decision hash.
"""

from __future__ import annotations

import hashlib
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

import orjson

from groundstream.schemas import ClaimCandidate, Confidence, Decision, Groundedness, ReviewAction, Tier

if TYPE_CHECKING:
    from groundstream.detectors.gate.rules import Findings, Outcome

HASH_LAYERS = ("claim", "normalized", "policy", "evidence", "dedup", "decision")
_OPTIONS = orjson.OPT_SORT_KEYS | orjson.OPT_UTC_Z | orjson.OPT_NON_STR_KEYS


def canonical_json(value: Any) -> bytes:
    return orjson.dumps(value, option=_OPTIONS)


def sha256_of(value: Any) -> str:
    return hashlib.sha256(canonical_json(value)).hexdigest()


def claim_layer(claim: ClaimCandidate) -> str:
    # The lineage fields only when set, so a claim without them keeps the hash it always had.
    unset = {f for f in ("parent_claim_id", "lineage") if getattr(claim, f) is None}
    return sha256_of(claim.model_dump(mode="json", exclude=unset))


def outcome_layer(tier: Tier, reason: str, passed: Sequence[str], failed: Sequence[str], confidence: str, source: str | None) -> str:
    return sha256_of(
        {
            "tier": tier.value,
            "reason": reason,
            "checks_passed": list(passed),
            "checks_failed": list(failed),
            "confidence": confidence,
            "source_id": source,
        }
    )


# What grounded a memory (docs/DESIGN.md, "Memories that follow their sources"): the passage's
# SHA-256 is hashed when set; the whole file's is what a memory follows, not what the verdict read.
_DIGESTS = ("passage_sha256",)
_FOLLOWED = frozenset({"source_sha256"})


def _unset(model: Any, *fields: str) -> set[str]:
    """Fields added later that are hashed only when set, so older decisions keep their hashes (and
    what only a memory follows, never)."""
    return {name for name in fields if getattr(model, name) is None} | _FOLLOWED


def hash_layers(
    claim: ClaimCandidate,
    normalized: str,
    policy_hash: str,
    f: Findings,
    outcome: Outcome,
    src: str | None,
    groundedness: Groundedness | None = None,
) -> dict[str, str]:
    """One SHA-256 per layer; the decision hash is the hash of these (see schemas.Decision)."""
    return {
        "claim": claim_layer(claim),
        "normalized": sha256_of(normalized),
        "policy": policy_hash,
        "evidence": sha256_of(
            {
                "hedges": [h.model_dump(mode="json") for h in f.hedges],
                # a field added later is hashed only when set, so older decisions keep their hashes
                "citations": [c.model_dump(mode="json", exclude=_unset(c, "source_location", *_DIGESTS)) for c in f.citations],
                "provider_errors": [list(e) for e in f.provider_errors],
                # only when present, so decisions without it keep the hashes they had
                **({"id_reuse": f.id_reuse.model_dump(mode="json")} if f.id_reuse else {}),
                **({"secrets": [x.model_dump(mode="json") for x in f.secrets]} if f.secrets else {}),
                **({"instructions": [x.model_dump(mode="json") for x in f.instructions]} if f.instructions else {}),
                **({"trust": f.trust.model_dump(mode="json")} if f.trust else {}),
                **({"contradiction": f.contradiction.model_dump(mode="json")} if f.contradiction else {}),
                "claim_type": f.claim_type.value if f.claim_type else None,
                "claim_typing": f.typing.model_dump(mode="json", exclude={"basis"} if f.typing.basis is None else None) if f.typing else None,
                **({"judge": f.judge.model_dump(mode="json")} if f.judge else {}),
                **({"retrieval": f.retrieval.model_dump(mode="json", exclude=_unset(f.retrieval, *_DIGESTS))} if f.retrieval else {}),
                **({"groundedness": groundedness.model_dump(mode="json")} if groundedness else {}),
            }
        ),
        "dedup": sha256_of(f.duplicate.model_dump(mode="json") if f.duplicate else None),
        "decision": outcome_layer(outcome.tier, outcome.reason, outcome.checks_passed, outcome.checks_failed, outcome.confidence.value, src),
    }


def reviewed(decision: Decision, action: ReviewAction) -> Decision:
    """The decision after a person acted on it: new outcome, same claim and evidence layers.

    An approval becomes auto_approve (stored by the memory sink once signed again); a
    rejection becomes block. The reviewer's action is part of the record and its hash.
    """
    approve = action.action == "approve"
    tier = Tier.AUTO_APPROVE if approve else Tier.BLOCK
    because = f": {action.reason}" if action.reason else ""
    replacing = f", superseding memory {action.supersedes}" if action.supersedes else ""
    reason = f"{'Approved' if approve else 'Rejected'} by reviewer {action.reviewer}{replacing}{because} (was: {decision.reason})"
    passed = [*decision.checks_passed, "review"] if approve else list(decision.checks_passed)
    failed = list(decision.checks_failed) if approve else [*decision.checks_failed, "review"]
    confidence = Confidence.HIGH if approve else Confidence.LOW
    evidence = decision.evidence.model_copy(update={"confidence": confidence})
    layers = dict(decision.hash_layers)
    layers["decision"] = outcome_layer(tier, reason, passed, failed, confidence.value, evidence.source_id)
    layers["review"] = sha256_of(action.model_dump(mode="json"))
    return decision.model_copy(
        update={
            "tier": tier,
            "approved": approve,
            "reason": reason,
            "checks_passed": passed,
            "checks_failed": failed,
            "evidence": evidence,
            "hash_layers": layers,
            "decision_hash": sha256_of(layers),
            "review": action,
            "key_id": None,
            "signature": None,
        }
    )
