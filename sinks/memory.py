"""The memory store: approved claims as Qdrant points, one per claim, written idempotently.

Local mode (`qdrant_path = ":memory:"` or a folder) is the embedded default; `qdrant_url`
selects a server. Both go through the same `AsyncQdrantClient` and the same code below.
The point id is derived from `claim_id`, so a retried write overwrites itself instead of
adding a second memory.
"""

from __future__ import annotations

from collections.abc import AsyncIterator, Callable, Sequence
from dataclasses import dataclass
from datetime import datetime
from typing import Any

from qdrant_client import AsyncQdrantClient, models

from groundstream.schemas import Decision, Tier, memory_id_for


class MemoryStoreError(RuntimeError):
    """The memory store could not be reached or refused an operation."""


@dataclass(frozen=True, slots=True)
class Memory:
    """One stored memory, as dedup and the tools that read the store see it."""

    memory_id: str
    user_id: str
    claim_id: str
    content: str
    payload: dict[str, Any]


def memory_payload(decision: Decision) -> dict[str, Any]:
    claim = decision.claim
    horizon = decision.evidence.validity_horizon
    return {
        "user_id": decision.user_id,
        "claim_id": decision.claim_id,
        "content": claim.content,
        "memory_type": claim.memory_type,
        "source": claim.source,
        "agent_id": claim.agent_id,
        "metadata": claim.metadata,
        "validity_horizon": horizon.isoformat() if horizon else None,
        "valid_until": horizon.timestamp() if horizon else None,  # numeric, for range filters
        "evidence": decision.evidence.model_dump(mode="json"),
        "decision": {
            "tier": decision.tier.value,
            "reason": decision.reason,
            "checks_passed": decision.checks_passed,
            "checks_failed": decision.checks_failed,
            "decision_hash": decision.decision_hash,
            "policy_hash": decision.policy_hash,
        },
    }


class QdrantMemoryStore:
    """Qdrant as the memory store. The client is made on first use, so a store that cannot be
    opened (a server down, a local folder another process holds) is a MemoryStoreError the
    gate fails closed on, not a crash; the next call tries again."""

    def __init__(
        self, connect: Callable[[], AsyncQdrantClient], collection: str = "memories", *, local: bool = True
    ) -> None:
        self._connect = connect
        self._client: AsyncQdrantClient | None = None
        self._collection_ready = False
        self.collection = collection
        self.local = local

    @property
    def client(self) -> AsyncQdrantClient:
        if self._client is None:
            try:
                self._client = self._connect()
            except Exception as exc:
                raise MemoryStoreError(f"memory store unavailable: {type(exc).__name__}: {exc}") from exc
        return self._client

    @classmethod
    def connect(
        cls,
        *,
        path: str | None = ":memory:",
        url: str | None = None,
        api_key: str | None = None,
        collection: str = "memories",
        timeout_s: float = 5.0,
    ) -> QdrantMemoryStore:
        if url:
            return cls(
                lambda: AsyncQdrantClient(url=url, api_key=api_key, timeout=int(max(1, timeout_s)), check_compatibility=False),
                collection,
                local=False,
            )
        if not path or path == ":memory:":
            return cls(lambda: AsyncQdrantClient(location=":memory:"), collection)
        return cls(lambda: AsyncQdrantClient(path=path), collection)

    async def ensure_collection(self) -> None:
        """Create the collection (and, on a server, the tenant index on user_id) if missing."""
        if self._collection_ready:
            return
        try:
            if await self.client.collection_exists(self.collection):
                self._collection_ready = True
                return
            await self.client.create_collection(self.collection, vectors_config={})
            if not self.local:  # payload indexes are a server feature; local mode ignores them
                await self.client.create_payload_index(
                    self.collection,
                    "user_id",
                    field_schema=models.KeywordIndexParams(type=models.KeywordIndexType.KEYWORD, is_tenant=True),
                )
                await self.client.create_payload_index(self.collection, "valid_until", field_schema=models.PayloadSchemaType.FLOAT)
            self._collection_ready = True
        except MemoryStoreError:
            raise
        except Exception as exc:
            raise MemoryStoreError(f"memory store unavailable: {type(exc).__name__}: {exc}") from exc

    async def upsert(self, decisions: Sequence[Decision]) -> None:
        """Store approved decisions; anything but auto_approve is refused, never stored."""
        points = []
        for d in decisions:
            if d.tier is not Tier.AUTO_APPROVE:
                raise ValueError(f"refusing to store claim {d.claim_id}: tier {d.tier.value}")
            points.append(models.PointStruct(id=memory_id_for(d.claim_id), vector={}, payload=memory_payload(d)))
        if not points:
            return
        await self.ensure_collection()  # a store that was down at start has none yet
        try:
            await self.client.upsert(self.collection, points=points, wait=True)
        except MemoryStoreError:
            raise
        except Exception as exc:
            raise MemoryStoreError(f"memory store write failed: {type(exc).__name__}: {exc}") from exc

    async def _scroll(self, flt: models.Filter | None, batch: int) -> AsyncIterator[Memory]:
        offset = None
        while True:
            try:
                points, offset = await self.client.scroll(
                    self.collection, scroll_filter=flt, limit=batch, offset=offset, with_payload=True, with_vectors=False
                )
            except MemoryStoreError:
                raise
            except Exception as exc:
                raise MemoryStoreError(f"memory store read failed: {type(exc).__name__}: {exc}") from exc
            for p in points:
                payload = p.payload or {}
                yield Memory(str(p.id), payload.get("user_id", ""), payload.get("claim_id", ""), payload.get("content", ""), payload)
            if offset is None:
                return

    def memories(self, *, user_id: str | None = None, batch: int = 1000) -> AsyncIterator[Memory]:
        """Every memory (of one user, if given), in pages, for rebuilding indexes at start."""
        flt = None
        if user_id is not None:
            flt = models.Filter(must=[models.FieldCondition(key="user_id", match=models.MatchValue(value=user_id))])
        return self._scroll(flt, batch)

    async def expired(self, now: datetime, *, batch: int = 1000) -> list[Memory]:
        """Memories whose validity horizon has passed."""
        flt = models.Filter(must=[models.FieldCondition(key="valid_until", range=models.Range(lt=now.timestamp()))])
        return [m async for m in self._scroll(flt, batch)]

    async def delete(self, memory_ids: Sequence[str]) -> None:
        if not memory_ids:
            return
        try:
            await self.client.delete(self.collection, points_selector=models.PointIdsList(points=list(memory_ids)), wait=True)
        except MemoryStoreError:
            raise
        except Exception as exc:
            raise MemoryStoreError(f"memory store delete failed: {type(exc).__name__}: {exc}") from exc

    async def get(self, memory_id: str) -> Memory | None:
        try:
            points = await self.client.retrieve(self.collection, ids=[memory_id], with_payload=True)
        except MemoryStoreError:
            raise
        except Exception as exc:
            raise MemoryStoreError(f"memory store read failed: {type(exc).__name__}: {exc}") from exc
        if not points:
            return None
        payload = points[0].payload or {}
        return Memory(str(points[0].id), payload["user_id"], payload["claim_id"], payload["content"], payload)

    async def count(self, user_id: str | None = None) -> int:
        flt = None
        if user_id is not None:
            flt = models.Filter(must=[models.FieldCondition(key="user_id", match=models.MatchValue(value=user_id))])
        result = await self.client.count(self.collection, count_filter=flt, exact=True)
        return result.count

    async def close(self) -> None:
        if self._client is not None:
            await self._client.close()
