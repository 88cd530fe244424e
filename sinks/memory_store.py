"""The memory store: approved claims as Qdrant points, one per claim, written idempotently.

Two engines behind one interface (`MemoryStore`): Qdrant Edge, the engine in-process on a folder
(`sinks/qdrant_edge.py`, the embedded default: `[memory] qdrant_path`), and a Qdrant server through
qdrant-client (`sinks/qdrant_server.py`, `[memory] qdrant_url`, the production setting and the
way to run several workers). `open_store` picks one from the settings.

The point id is derived from the owner and the claim (`memory_id_for(user_id, claim_id)`), so a
retried write overwrites itself instead of adding a second memory, and one user's claim id never
names another user's memory. A superseded memory is kept, marked `invalid_at`; readers get valid
memories only unless they ask.
"""

from __future__ import annotations

import functools
from abc import ABC, abstractmethod
from collections.abc import AsyncIterator, Awaitable, Callable, Collection, Coroutine, Sequence
from dataclasses import dataclass
from datetime import datetime
from typing import Any, ParamSpec, Self, TypeVar

import numpy as np

from groundstream.schemas import MEMORY_SCHEMA_VERSION, Decision, Tier, grounding_of, memory_id_for
from groundstream.schemas.errors import ProviderError


class MemoryStoreError(ProviderError):
    """The memory store could not be reached or refused an operation."""

    component = "memory_store"


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

    @classmethod
    def of(cls, point_id: object, payload: dict[str, Any] | None) -> Memory:
        p = payload or {}
        return cls(str(point_id), p.get("user_id", ""), p.get("claim_id", ""), p.get("content", ""), p)


@dataclass(frozen=True, slots=True)
class ScoredMemory:
    """A memory found by vector search, with its cosine similarity to the query."""

    memory_id: str
    content: str
    score: float


@dataclass(frozen=True, slots=True)
class StoredPoint:
    """What one approved decision becomes in the store."""

    id: str
    vector: dict[str, Any]  # named vector -> its values (none without vector dedup)
    payload: dict[str, Any]


@dataclass(frozen=True, slots=True)
class Partitions:
    """Memories by the Kafka partition of their user: `partitions` of `count` (stored under that
    count), or, with `partitions` None, every memory stored under another count or none."""

    count: int
    partitions: tuple[int, ...] | None = None


Embed = Callable[[Sequence[str]], Awaitable[np.ndarray]]
P = ParamSpec("P")
R = TypeVar("R")
VECTOR = "content"  # the named vector of a memory: its content, embedded


def memory_payload(decision: Decision) -> dict[str, Any]:
    claim = decision.claim
    horizon = decision.evidence.validity_horizon
    grounding = grounding_of(decision.citations, decision.retrieval)
    return {
        "schema_version": MEMORY_SCHEMA_VERSION,  # schemas/memory.py: MemoryPayload is this payload's contract
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
        # What supported it, followed when a source changes (streams/recheck.py); `grounded_in` is indexed.
        "grounding": [g.model_dump(mode="json") for g in grounding],
        "grounded_in": sorted({g.path for g in grounding}),
    }


def guarded(what: str) -> Callable[[Callable[P, Coroutine[Any, Any, R]]], Callable[P, Coroutine[Any, Any, R]]]:
    """Any failure of the engine below is a MemoryStoreError that says what failed."""

    def wrap(fn: Callable[P, Coroutine[Any, Any, R]]) -> Callable[P, Coroutine[Any, Any, R]]:
        @functools.wraps(fn)
        async def call(*args: P.args, **kwargs: P.kwargs) -> R:
            try:
                return await fn(*args, **kwargs)
            except MemoryStoreError:
                raise
            except Exception as exc:
                raise MemoryStoreError(f"memory store {what} failed: {type(exc).__name__}: {exc}") from exc

        return call

    return wrap


class MemoryStore(ABC):
    """The memory store's interface; the engines implement the few primitives at the bottom.

    Nothing here is opened until first use, so a store that cannot be opened (a server down, a
    folder another process holds) is a MemoryStoreError the gate fails closed on, not a crash;
    the next call tries again.
    """

    collection: str
    vector_size: int | None = None
    _embed: Embed | None = None
    partitions: int = 1  # the candidates topic's partition count: each memory records its user's partition
    partition_of: Callable[[str], int]  # a user's partition (streams.topics.user_partition); set by open_store

    def with_vectors(self, size: int, embed: Embed) -> Self:
        """Store each memory with the vector of its content (vector dedup on)."""
        self.vector_size = size
        self._embed = embed
        return self

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
            StoredPoint(memory_id_for(d.user_id, d.claim_id), row,
                        {**memory_payload(d), "partition": self.partition_of(d.user_id), "partitions": self.partitions})
            for d, row in zip(decisions, rows, strict=True)
        ]  # fmt: skip
        await self.ensure_collection()  # a store that was down at start has none yet
        await self.write(points)

    def memories(self, *, user_id: str | None = None, include_invalid: bool = False, batch: int = 1000) -> AsyncIterator[Memory]:
        """Every valid memory (of one user, if given), in pages; superseded ones too when asked."""
        return self._scroll(user_id=user_id, valid_only=not include_invalid, expired_before=None, batch=batch)

    async def memories_in(self, partitions: Collection[int], *, batch: int = 1000) -> AsyncIterator[Memory]:
        """The valid memories of the users whose claims go to `partitions` (of this store's count):
        a filtered read of those alone, by the partition each memory was stored with. Memories stored
        under another partition count (the topic grew) or before memories had one are read after
        and picked here."""
        wanted = set(partitions)
        if not wanted:
            return
        sel = Partitions(self.partitions, tuple(sorted(wanted)))
        async for memory in self._scroll(user_id=None, valid_only=True, expired_before=None, batch=batch, partitions=sel):
            yield memory
        async for memory in self._scroll(user_id=None, valid_only=True, expired_before=None, batch=batch,
                                         partitions=Partitions(self.partitions)):  # fmt: skip
            if self.partition_of(memory.user_id) in wanted:
                yield memory

    async def grounded_in(
        self, paths: Collection[str], *, user_id: str | None = None, partitions: Collection[int] | None = None, batch: int = 1000
    ) -> AsyncIterator[Memory]:
        """The valid memories grounded in any of `paths` (a file's or record's path, `commit:<sha7>`):
        one filtered read (`grounded_in` is indexed); of one user, or of the users of `partitions`."""
        if not paths or (partitions is not None and not partitions):
            return
        wanted = tuple(sorted(set(paths)))
        if partitions is None:
            async for memory in self._scroll(user_id=user_id, valid_only=True, expired_before=None, batch=batch, grounded=wanted):
                yield memory
            return
        owned = set(partitions)
        sel = Partitions(self.partitions, tuple(sorted(owned)))
        async for memory in self._scroll(user_id=user_id, valid_only=True, expired_before=None, batch=batch, partitions=sel, grounded=wanted):
            yield memory
        async for memory in self._scroll(user_id=user_id, valid_only=True, expired_before=None, batch=batch,
                                         partitions=Partitions(self.partitions), grounded=wanted):  # fmt: skip
            if self.partition_of(memory.user_id) in owned:  # stored under another partition count
                yield memory

    async def mark(self, memory_id: str, *, user_id: str, marks: dict[str, Any]) -> bool:
        """Set payload fields of a memory of `user_id` (a re-check's outcome); False when it is gone.
        Idempotent. A memory of another user is never touched: a ValueError."""
        memory = await self.get(memory_id)
        if memory is None:
            return False
        if memory.user_id != user_id:
            raise ValueError(f"memory {memory_id} is not a memory of user {user_id}: not marked")
        await self._set_payload(memory_id, marks)
        return True

    async def expired(self, now: datetime, *, batch: int = 1000) -> list[Memory]:
        """Memories whose validity horizon has passed."""
        return [m async for m in self._scroll(user_id=None, valid_only=False, expired_before=now.timestamp(), batch=batch)]

    async def supersede(self, memory_id: str, *, user_id: str, by: str, reviewer: str, reason: str | None, at: datetime) -> bool:
        """Mark a memory of `user_id` invalid from `at`, kept with who and why; False when it is gone.

        Idempotent (a redelivered approval writes the same marks). A memory of another user is
        never touched: that is a ValueError, whatever the caller holds.
        """
        marks = {"invalid_at": at.isoformat(), "invalidated": {"superseded_by": by, "reviewer": reviewer, "reason": reason}}
        return await self.mark(memory_id, user_id=user_id, marks=marks)

    # -- what each engine provides -------------------------------------------------------------

    @abstractmethod
    async def ensure_collection(self) -> None:
        """Make the collection (with its vector and payload indexes) if missing; check it if not."""

    @abstractmethod
    async def exists(self) -> bool:
        """Whether the collection is there (without making it)."""

    @abstractmethod
    async def write(self, points: Sequence[StoredPoint]) -> None:
        """Upsert prepared points as they are (`upsert` prepares them from decisions)."""

    @abstractmethod
    async def _set_payload(self, memory_id: str, payload: dict[str, Any]) -> None: ...

    async def _scroll(
        self, *, user_id: str | None, valid_only: bool, expired_before: float | None, batch: int, partitions: Partitions | None = None,
        grounded: tuple[str, ...] | None = None,
    ) -> AsyncIterator[Memory]:
        offset: object | None = None
        while True:
            memories, offset = await self._page(user_id=user_id, valid_only=valid_only, expired_before=expired_before,
                                                partitions=partitions, offset=offset, batch=batch, grounded=grounded)  # fmt: skip
            for m in memories:
                yield m
            if offset is None:
                return

    @abstractmethod
    async def _page(
        self, *, user_id: str | None, valid_only: bool, expired_before: float | None, partitions: Partitions | None,
        offset: object | None, batch: int, grounded: tuple[str, ...] | None = None,
    ) -> tuple[list[Memory], object | None]:
        """One page of memories matching the filter, and where the next one starts (None: the end)."""

    @abstractmethod
    async def delete(self, memory_ids: Sequence[str]) -> None: ...

    @abstractmethod
    async def nearest(self, user_id: str, vector: Sequence[float], limit: int) -> list[ScoredMemory]:
        """The valid memories of `user_id` nearest to `vector` (cosine); no other user's are searched."""

    @abstractmethod
    async def get(self, memory_id: str) -> Memory | None: ...

    @abstractmethod
    async def vector(self, memory_id: str) -> list[float] | None:
        """The stored content vector of a memory (None without one)."""

    @abstractmethod
    async def count(self, user_id: str | None = None) -> int: ...

    @abstractmethod
    async def close(self) -> None: ...


def open_store(
    *,
    path: str | None = ":memory:",
    url: str | None = None,
    api_key: str | None = None,
    collection: str = "memories",
    timeout_s: float = 5.0,
    partitions: int = 1,
    partition_of: Callable[[str], int] | None = None,
) -> MemoryStore:
    """The store the settings name: a Qdrant server at `url`, else Qdrant Edge in `path`
    (`:memory:`: a temporary folder removed at close). `partition_of` gives a user's partition of
    `partitions` (Kafka's partitioner, `streams.topics.user_partition`), recorded with each memory."""
    if partitions > 1 and partition_of is None:
        raise ValueError(f"a store over {partitions} partitions needs partition_of, the user's partition")
    if url:
        from groundstream.sinks.qdrant_server import QdrantServerStore

        store: MemoryStore = QdrantServerStore(url=url, api_key=api_key, collection=collection, timeout_s=timeout_s)
    else:
        from groundstream.sinks.qdrant_edge import EdgeMemoryStore

        store = EdgeMemoryStore(None if not path or path == ":memory:" else path, collection)
    store.partitions = partitions
    store.partition_of = partition_of if partition_of is not None else (lambda user_id: 0)
    return store
