"""Memories that follow their sources: re-check the memories a changed source grounded.

`Rechecker` is shared by the worker (after each refresh of the `[sources]` that finds a file
changed or gone, a record's status changed, or history rewritten; and for the partitions it is
given, whatever changed while nobody watched) and by `groundstream recheck` (every memory once).

For each memory grounded in a changed source, `detectors/gate/recheck.py` decides its claim again
against the sources as they are now, and the outcome becomes a signed `MemoryRecheck`
(`memories.rechecked`, keyed by user), an audit record, and for refuted or not enough
information a flag_review decision for a person. What it does to the memory (`marks`) is applied
by whoever stores memories: the memory sink, from the topic (idempotent: the same re-check marks
the same), or `groundstream recheck` directly. No memory is deleted by a re-check.

A memory is stale when a source it is grounded in no longer has the text it was grounded on (the
file's or record's SHA-256 differs, or history no longer lists the commit); the re-check records
the grounding it found, so a memory re-checked is not stale again until its sources change again.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass, field
from datetime import UTC, datetime
from typing import Any

import structlog

from groundstream.detectors.gate.provenance import sha256_of
from groundstream.detectors.gate.recheck import RecheckFailed, followed, recheck
from groundstream.detectors.providers.sources import Sources
from groundstream.schemas import AuditRecord, Decision, GroundingRef, MemoryRecheck
from groundstream.schemas.errors import ProviderError
from groundstream.schemas.memory import claim_of
from groundstream.sinks.memory_store import Memory
from groundstream.streams.gate_service import GateService

__all__ = ["RecheckFailed", "Rechecker", "Result", "marks", "refs_of"]

log = structlog.get_logger("groundstream.recheck")
_LISTED = "listed"  # a commit history holds, in a re-check's record of what the sources held


def refs_of(memory: Memory) -> list[GroundingRef]:
    """What a memory was grounded in (none for a memory stored before memories kept it)."""
    out = []
    for raw in memory.payload.get("grounding") or ():
        try:
            out.append(GroundingRef.model_validate(raw))
        except ValueError:
            continue  # not ours to follow: the re-check reads what it can
    return out


def marks(r: MemoryRecheck) -> dict[str, Any]:
    """The payload fields a re-check sets on its memory (idempotent)."""
    mark = {"recheck_id": r.recheck_id, "outcome": r.outcome, "at": r.at.isoformat(), "reason": r.reason, "location": r.location}
    out: dict[str, Any] = {"recheck": mark}
    if r.outcome == "supported":
        out["grounding"] = [g.model_dump(mode="json") for g in r.grounding]
        out["grounded_in"] = sorted({g.path for g in r.grounding})
        out["unverified_since"] = None
    elif r.outcome == "refuted":
        out["invalid_at"] = r.at.isoformat()
    else:  # nothing states it now: still valid until a person decides, and still followed where it was grounded
        out["unverified_since"] = (r.unverified_since or r.at).isoformat()
        out["grounding"] = [g.model_dump(mode="json") for g in r.followed]
        out["grounded_in"] = sorted({g.path for g in r.followed})
    return out


def _since(memory: Memory) -> datetime | None:
    """When no source first stated the memory any more, if that is still so."""
    raw = memory.payload.get("unverified_since")
    try:
        return datetime.fromisoformat(raw) if isinstance(raw, str) else None
    except ValueError:
        return None


def _still_followed(outcome: str, refs: list[GroundingRef], now: Mapping[str, str | None], sources: Sources | None = None) -> list[GroundingRef]:
    """What a memory no source states any more is still followed by: the files and records it was grounded in that
    stand now, as they stand (not stale until they change again; a commit is nothing to follow); a file gone, where it moved
    to (`Sources.renamed_to`), else nothing."""
    if outcome != "not_enough_info":
        return []
    out = []
    for r in refs:
        if r.kind not in ("file", "record"):
            continue
        if now.get(r.path):
            out.append(r.model_copy(update={"source_sha256": now[r.path]}))
        elif sources is not None and (moved := sources.renamed_to(r.path)) is not None and (digest := sources.digest(moved)):
            out.append(r.model_copy(update={"path": moved, "location": moved, "source_sha256": digest}))
    return out


@dataclass
class Result:
    """What one re-check produced: the record, its audit record, and the review decision (refuted or not enough information)."""

    record: MemoryRecheck
    audit: AuditRecord
    review: Decision | None = None


@dataclass
class Rechecker:
    service: GateService
    clock: Callable[[], datetime] = field(default=lambda: datetime.now(UTC))

    def __post_init__(self) -> None:
        if self.service.gate.sources is not None:
            self.service.gate.sources.follow = True  # its changes are kept until taken

    def stale(self, memory: Memory) -> bool:
        """Whether a source the memory is grounded in changed since (or is gone)."""
        return any(self.ref_changed(ref) for ref in refs_of(memory))

    def ref_changed(self, ref: GroundingRef) -> bool:
        """Whether this source changed since the memory was grounded in it (or is gone)."""
        sources = self.service.gate.sources
        if sources is None or not followed(ref) or (ref.kind == "commit" and not sources.settings.git_repos):
            return False
        return self._now(ref) != (_LISTED if ref.kind == "commit" else ref.source_sha256)

    def state(self, refs: Iterable[GroundingRef]) -> dict[str, str | None]:
        """What the sources hold now of each path a memory is grounded in."""
        return {r.path: self._now(r) for r in refs if followed(r)} if self.service.gate.sources is not None else {}

    def _now(self, ref: GroundingRef) -> str | None:
        """A file's or record's SHA-256 as last refreshed; for a commit, whether history holds it."""
        sources = self.service.gate.sources
        assert sources is not None
        if ref.kind == "commit":
            return _LISTED if sources.has_commit(ref.path.removeprefix("commit:")) else None
        return sources.digest(ref.path)

    async def check(self, memory: Memory, changed: Mapping[str, float] | None = None) -> Result:
        """Decide the memory's claim again; RecheckFailed when that cannot be done now."""
        gate = self.service.gate
        refs = refs_of(memory)
        try:
            found = await recheck(gate, memory.content, refs)
            now = self.state(refs)
        except ProviderError as exc:  # git, a budget: the re-check could not be made
            raise RecheckFailed(str(exc)) from exc
        touched = {r.path for r in refs} & set(changed or ())
        when = min((changed or {})[p] for p in touched) if touched else None
        # The memory, what grounded it and the sources' state now: one re-check, whichever process makes it
        # (not its outcome: a process that did not see the file's last version may read an edit otherwise).
        identity = {"memory_id": memory.memory_id, "previous": [r.model_dump(mode="json") for r in refs], "now": now}
        at = self.clock()
        record = MemoryRecheck(
            recheck_id=sha256_of(identity), memory_id=memory.memory_id, user_id=memory.user_id, claim_id=memory.claim_id,
            content=memory.content, outcome=found.outcome, reason=found.reason, location=found.location, passage=found.passage,
            changed=sorted(touched) or sorted({r.path for r in refs if followed(r)}), changed_at=when, previous=refs,
            grounding=found.grounding, at=at, policy_hash=gate.policy_hash, followed=_still_followed(found.outcome, refs, now, gate.sources),
            unverified_since=(_since(memory) or at) if found.outcome == "not_enough_info" else None,
        )  # fmt: skip
        key_id, signature = self.service.signer.sign_record(record.signed())
        record = record.model_copy(update={"key_id": key_id, "signature": signature})
        review = None
        # (each re-check that does not find it stated sends its review, a memory still unverified too: whether the first was
        # seen — written by `groundstream recheck --reviews`, rejected by a person — is not the re-check's to know)
        if found.outcome != "supported":
            claim = claim_of(memory.payload)  # as a reviewer restores it: its validity horizon kept
            effect = "not valid from now" if found.outcome == "refuted" else "still valid, unverified since the change"
            decision = gate.conclude(claim, gate.inspect([claim])[0], citations=[], duplicate=None, dedup_checked=False,
                                     provider_errors=[("recheck", f"re-checked after its sources changed: {found.reason} ({effect})")])  # fmt: skip
            review = self.service.signer.sign(decision)
        audit = AuditRecord(
            event=f"memory_rechecked_{found.outcome}", claim_id=memory.claim_id, user_id=memory.user_id, memory_id=memory.memory_id,
            actor="groundstream", at=at, reason=found.reason,
            details={"recheck_id": record.recheck_id, "changed": record.changed, "location": found.location},
        )  # fmt: skip
        log.info("memory_rechecked", memory_id=memory.memory_id, user_id=memory.user_id, outcome=found.outcome, reason=found.reason)
        return Result(record, audit, review)


@dataclass
class Sweep:
    """What `sweep` did: each re-check, the memories it could not re-check now, and those with nothing to follow."""

    results: list[Result] = field(default_factory=list)
    failed: list[tuple[str, str]] = field(default_factory=list)  # (memory id, why)
    unfollowed: int = 0


async def sweep(
    service: GateService, *, user_id: str | None = None, progress: Callable[[int], None] | None = None,
    emit: Callable[[Result], None] | None = None,
) -> Sweep:
    """`groundstream recheck`: every valid memory (of one user) grounded in the sources decided again,
    each outcome handed to `emit` (its record, review and audit written) and then applied to the store."""
    checker = Rechecker(service)
    if service.gate.sources is not None:
        service.gate.sources.refresh(force=True)
        service.gate.sources.take_changes()  # this sweep reads every memory: nothing is left to follow
    out = Sweep()
    async for memory in service.store.memories(user_id=user_id):
        if not refs_of(memory):
            out.unfollowed += 1
            continue
        try:
            result = await checker.check(memory)
        except RecheckFailed as exc:
            out.failed.append((memory.memory_id, str(exc)))
            continue
        if emit is not None:
            emit(result)  # written before the memory changes: no mark without its record
        await service.store.mark(memory.memory_id, user_id=memory.user_id, marks=marks(result.record))
        out.results.append(result)
        if progress is not None:
            progress(len(out.results))
    return out
