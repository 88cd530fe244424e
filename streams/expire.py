"""`groundstream expire`: memories past their validity horizon leave the store.

Each expired memory is deleted, or (`--action review`) deleted and sent back to review as a
flag_review decision, so a person re-confirms it; either way an audit record says which,
when and why. The worker runs the same function periodically.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field
from datetime import UTC, datetime
from typing import Literal

import structlog

from groundstream.detectors.gate.gate import Gate
from groundstream.schemas import AuditRecord, ClaimCandidate, Decision
from groundstream.schemas.memory import claim_of
from groundstream.streams.gate_service import GateService

log = structlog.get_logger("groundstream.expire")
Action = Literal["delete", "review"]


@dataclass
class Expired:
    audit: list[AuditRecord] = field(default_factory=list)
    reviews: list[Decision] = field(default_factory=list)


def _back_to_review(gate: Gate, claim: ClaimCandidate, horizon: str) -> Decision:
    return gate.conclude(
        claim,
        gate.inspect([claim])[0],
        citations=[],
        duplicate=None,
        dedup_checked=False,
        provider_errors=[("validity_horizon", f"the memory expired on {horizon} and must be confirmed again")],
    )


async def expire(
    service: GateService,
    *,
    action: Action = "delete",
    clock: Callable[[], datetime] = lambda: datetime.now(UTC),
    publish: Callable[[Expired], Awaitable[None]] | None = None,
) -> Expired:
    """Find expired memories, hand their audit records (and reviews) to `publish`, then delete.

    Publishing comes first: if it raises, nothing is deleted and the next round tries again,
    so no memory leaves the store without its audit record.
    """
    now = clock()
    out = Expired()
    memories = await service.store.expired(now)
    for m in memories:
        horizon = m.payload.get("validity_horizon") or "?"
        if action == "review":
            out.reviews.append(service.signer.sign(_back_to_review(service.gate, claim_of(m.payload, horizon=False), horizon)))
        out.audit.append(
            AuditRecord(
                event="memory_expired",
                claim_id=m.claim_id,
                user_id=m.user_id,
                memory_id=m.memory_id,
                actor="groundstream",
                at=now,
                reason=f"validity horizon {horizon} passed; {'sent back to review' if action == 'review' else 'deleted'}",
                details={"action": action, "validity_horizon": horizon},
            )
        )
    if publish is not None and (out.audit or out.reviews):
        await publish(out)
    await service.store.delete([m.memory_id for m in memories])
    for m in memories:
        service.gate.forget(m.user_id, m.memory_id)
    if memories:
        log.info("memories_expired", count=len(memories), action=action)
    return out
