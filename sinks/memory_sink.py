"""The memory sink's batching, as Quix Streams' sinks do it: `add` per record, `flush` per
partition, `write` one batch. Nothing here knows Kafka: the caller commits a partition's offsets
only after its `flush` returned, so a batch is stored at least once and, the point id being the
owner and the claim, stored once in effect.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Sequence

import structlog

from groundstream.schemas import Decision, memory_id_for
from groundstream.sinks.memory_store import MemoryStore

log = structlog.get_logger("groundstream.sink")


class MemorySink:
    def __init__(self, store: MemoryStore) -> None:
        self.store = store
        self._batches: dict[int, list[Decision]] = defaultdict(list)

    def add(self, partition: int, decision: Decision) -> None:
        """Hold an approved, signed decision of `partition` until its next flush."""
        self._batches[partition].append(decision)

    def pending(self, partition: int) -> int:
        return len(self._batches.get(partition, ()))

    def drop(self, partition: int) -> None:
        """Forget a partition's batch (it moved to another worker, which reads it again)."""
        self._batches.pop(partition, None)

    async def flush(self, partition: int) -> list[Decision]:
        """Write the partition's batch; on failure it stays held (MemoryStoreError) for the next try."""
        batch = self._batches.get(partition)
        if not batch:
            return []
        await self.write(batch)
        self._batches.pop(partition, None)
        return batch

    async def write(self, batch: Sequence[Decision]) -> None:
        """One upsert for the batch, then what reviewers' approvals change besides: the memory an
        approval supersedes is marked invalid (kept, with who and why). Both idempotent."""
        await self.store.upsert(batch)
        for d in batch:
            if d.review is None or not d.review.supersedes:
                continue
            try:
                found = await self.store.supersede(d.review.supersedes, user_id=d.user_id, by=memory_id_for(d.user_id, d.claim_id),
                                                   reviewer=d.review.reviewer, reason=d.review.reason, at=d.review.at)  # fmt: skip
            except ValueError as exc:  # signed, so never expected: say so; the approval is stored alone
                log.error("supersede_refused", claim_id=d.claim_id, user_id=d.user_id, memory_id=d.review.supersedes, error=str(exc))
            else:
                log.info("memory_superseded", user_id=d.user_id, memory_id=d.review.supersedes, by_claim=d.claim_id, found=found)
