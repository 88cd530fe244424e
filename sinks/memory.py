"""The memory store: approved claims as Qdrant points, one per claim, written idempotently.

Local mode (`qdrant_path = ":memory:"` or a folder) is the embedded default; `qdrant_url`
selects a server. Both go through the same `AsyncQdrantClient` and the same code below.
The point id is derived from the owner and the claim (`memory_id_for(user_id, claim_id)`), so
a retried write overwrites itself instead of adding a second memory, and one user's claim id
never names another user's memory.
"""

from __future__ import annotations

from collections.abc import AsyncIterator, Awaitable, Callable, Sequence
from dataclasses import dataclass
from datetime import datetime
from typing import Any

import numpy as np

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

    @property
    def valid(self) -> bool:
        """False once a reviewer superseded it (`invalid_at` set); it is kept for audit."""
        return not self.payload.get("invalid_at")


@dataclass(frozen=True, slots=True)
class ScoredMemory:
    """A memory found by vector search, with its cosine similarity to the query."""

    memory_id: str
    content: str
    score: float


Embed = Callable[[Sequence[str]], Awaitable[np.ndarray]]
VECTOR = "content"  # the named vector of a memory: its content, embedded


_VALID = models.IsEmptyCondition(is_empty=models.PayloadField(key="invalid_at"))  # never superseded


def _filter(user_id: str | None, *, valid_only: bool) -> models.Filter | None:
    must: list[models.Condition] = []
    if user_id is not None:
        must.append(models.FieldCondition(key="user_id", match=models.MatchValue(value=user_id)))
    if valid_only:
        must.append(_VALID)
    return models.Filter(must=must) if must else None


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
        self.vector_size: int | None = None
        self._embed: Embed | None = None

    def with_vectors(self, size: int, embed: Embed) -> QdrantMemoryStore:
        """Store each memory with the vector of its content (vector dedup on)."""
        self.vector_size = size
        self._embed = embed
        return self

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
                await self._check_vectors()
                self._collection_ready = True
                return
            vectors = {}
            if self.vector_size:
                vectors = {VECTOR: models.VectorParams(size=self.vector_size, distance=models.Distance.COSINE)}
            await self.client.create_collection(self.collection, vectors_config=vectors)
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

    async def _check_vectors(self) -> None:
        if not self.vector_size:
            return
        info = await self.client.get_collection(self.collection)
        vectors = info.config.params.vectors
        params = vectors.get(VECTOR) if isinstance(vectors, dict) else None
        if params is None or params.size != self.vector_size:
            have = f"size {params.size}" if params is not None else "none"
            raise MemoryStoreError(
                f"collection {self.collection!r} has no '{VECTOR}' vector of size {self.vector_size} ({have}); "
                "vector dedup needs a collection made for it: set [memory] collection to a new name"
            )

    async def upsert(self, decisions: Sequence[Decision], vectors: np.ndarray | None = None) -> None:
        """Store approved decisions; anything but auto_approve is refused, never stored.

        With vectors on, each memory is stored with the vector of its content: `vectors` when
        the caller has them already (one row per decision), else embedded here.
        """
        for d in decisions:
            if d.tier is not Tier.AUTO_APPROVE:
                raise ValueError(f"refusing to store claim {d.claim_id}: tier {d.tier.value}")
        if not decisions:
            return
        rows: list[dict[str, list[float]]] = [{} for _ in decisions]
        if self._embed is not None:
            if vectors is None:
                try:
                    vectors = await self._embed([d.claim.content for d in decisions])
                except Exception as exc:
                    raise MemoryStoreError(f"memory vectors could not be made: {type(exc).__name__}: {exc}") from exc
            rows = [{VECTOR: v.tolist()} for v in vectors]
        points = [
            models.PointStruct(id=memory_id_for(d.user_id, d.claim_id), vector=row, payload=memory_payload(d))
            for d, row in zip(decisions, rows, strict=True)
        ]
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

    def memories(self, *, user_id: str | None = None, include_invalid: bool = False, batch: int = 1000) -> AsyncIterator[Memory]:
        """Every valid memory (of one user, if given), in pages; superseded ones too when asked."""
        return self._scroll(_filter(user_id, valid_only=not include_invalid), batch)

    async def supersede(self, memory_id: str, *, user_id: str, by: str, reviewer: str, reason: str | None, at: datetime) -> bool:
        """Mark a memory of `user_id` invalid from `at`, kept with who and why; False when it is gone.

        Idempotent (a redelivered approval writes the same marks). A memory of another user is
        never touched: that is a ValueError, whatever the caller holds.
        """
        memory = await self.get(memory_id)
        if memory is None:
            return False
        if memory.user_id != user_id:
            raise ValueError(f"memory {memory_id} is not a memory of user {user_id}: not superseded")
        marks = {"invalid_at": at.isoformat(), "invalidated": {"superseded_by": by, "reviewer": reviewer, "reason": reason}}
        try:
            await self.client.set_payload(self.collection, payload=marks, points=[memory_id], wait=True)
        except Exception as exc:
            raise MemoryStoreError(f"memory store write failed: {type(exc).__name__}: {exc}") from exc
        return True

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

    async def nearest(self, user_id: str, vector: Sequence[float], limit: int) -> list[ScoredMemory]:
        """The valid memories of `user_id` nearest to `vector` (cosine); no other user's are searched."""
        await self.ensure_collection()
        try:
            response = await self.client.query_points(
                self.collection,
                query=list(vector),
                using=VECTOR,
                query_filter=_filter(user_id, valid_only=True),
                limit=limit,
                with_payload=["content"],
            )
        except Exception as exc:
            raise MemoryStoreError(f"vector search failed: {type(exc).__name__}: {exc}") from exc
        return [ScoredMemory(str(p.id), (p.payload or {}).get("content", ""), float(p.score)) for p in response.points]

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
        result = await self.client.count(self.collection, count_filter=_filter(user_id, valid_only=False), exact=True)
        return result.count

    async def close(self) -> None:
        if self._client is not None:
            await self._client.close()
