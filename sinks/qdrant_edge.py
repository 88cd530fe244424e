"""Qdrant Edge: Qdrant's own engine in-process, on a folder (the embedded default).

One shard per collection, in `{qdrant_path}/{collection}`; the same data format as a server's.
Writes go through the shard's write-ahead log, so a write that returned survives a crash. Only
one process may hold a shard (its WAL is locked): a second worker on the same folder gets a
MemoryStoreError, and several workers share a Qdrant server instead.

The engine is synchronous Rust and fast (tens of microseconds a point); its calls are made
inline rather than on a thread, which would cost more than they do. A large write goes in slices
with the event loop let go between them: in a worker, the gate decides on that same loop.
"""

from __future__ import annotations

import asyncio
import os
import shutil
import tempfile
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from qdrant_edge import (
    CountRequest,
    Distance,
    EdgeConfig,
    EdgeShard,
    EdgeSparseVectorParams,
    EdgeVectorParams,
    FieldCondition,
    Filter,
    FloatIndexParams,
    IntegerIndexParams,
    IsEmptyCondition,
    KeywordIndexParams,
    MatchAny,
    MatchValue,
    PayloadSchemaType,
    Point,
    Query,
    QueryRequest,
    RangeFloat,
    ScrollRequest,
    UpdateOperation,
)

from groundstream.sinks.memory_store import VECTOR, Memory, MemoryStore, MemoryStoreError, Partitions, ScoredMemory, StoredPoint, guarded

WRITE_SLICE = 16  # points a call (the cost is the same by the point): a large write never holds the loop long
# Python's EdgeConfig needs a vector of some kind; without vector dedup, memories carry none.
_NO_VECTOR = "none"


def _filter(
    user_id: str | None, *, valid_only: bool, expired_before: float | None = None, partitions: Partitions | None = None,
    grounded: tuple[str, ...] | None = None,
) -> Filter | None:
    must: list[Any] = []
    must_not: list[Any] = []
    if user_id is not None:
        must.append(FieldCondition(key="user_id", match=MatchValue(user_id)))
    if valid_only:
        must.append(IsEmptyCondition(key="invalid_at"))
    if expired_before is not None:
        must.append(FieldCondition(key="valid_until", range=RangeFloat(lt=expired_before)))
    if partitions is not None:
        stored_under = FieldCondition(key="partitions", match=MatchValue(partitions.count))
        if partitions.partitions is None:
            must_not.append(stored_under)
        else:
            must += [stored_under, FieldCondition(key="partition", match=MatchAny(list(partitions.partitions)))]
    if grounded is not None:
        must.append(FieldCondition(key="grounded_in", match=MatchAny(list(grounded))))
    return Filter(must=must or None, must_not=must_not or None) if must or must_not else None


SHM = Path("/dev/shm")
SHM_FREE = 1 << 30  # a container's /dev/shm is often 64 MiB, which a replay's memories would fill


def scratch_root() -> str | None:
    """Where a temporary shard (`:memory:`) is made: /dev/shm where it is writable with a gibibyte
    free and no TMPDIR is set, else the system's temporary folder (None). Such a shard never outlives its process, so the
    disk gives it nothing, and on a disk each payload index the shard makes waits on an fsync
    (~10 ms each: 60 ms of a `groundstream validate`'s start-up)."""
    if os.environ.get("TMPDIR"):
        return None  # an operator who names the temporary folder has chosen where scratch goes
    try:
        if os.access(SHM, os.W_OK | os.X_OK) and shutil.disk_usage(SHM).free >= SHM_FREE:
            return str(SHM)
    except OSError:
        pass
    return None


def _index(shard: EdgeShard) -> None:
    """The payload indexes every search filters by, made where missing: a tenant index on
    user_id keeps a user's points together; invalid_at makes "valid only" an index lookup rather
    than a read of every payload; valid_until serves expiry; partition and partitions let a worker
    read the memories of the partitions it is given and no others; grounded_in finds the memories a
    changed source grounded."""
    have = shard.info().payload_schema
    wanted: dict[str, Any] = {
        "user_id": KeywordIndexParams(is_tenant=True),
        "invalid_at": PayloadSchemaType.Keyword,
        "valid_until": FloatIndexParams(),
        "partition": IntegerIndexParams(lookup=True, range=False),
        "partitions": IntegerIndexParams(lookup=True, range=False),
        "grounded_in": PayloadSchemaType.Keyword,  # the memories a changed source touches (streams/recheck.py)
    }
    for field, schema in wanted.items():
        if field not in have:
            shard.update(UpdateOperation.create_field_index(field, schema))


class EdgeMemoryStore(MemoryStore):
    """Memories in a Qdrant Edge shard. `folder` None: a temporary one (`scratch_root`), removed at close."""

    def __init__(self, folder: str | None, collection: str = "memories") -> None:
        self.collection = collection
        self._folder = Path(folder) if folder is not None else None
        self._temporary: Path | None = None
        self._shard: EdgeShard | None = None
        self._closed = False

    @property
    def path(self) -> Path:
        if self._folder is None:
            if self._temporary is None:
                self._temporary = Path(tempfile.mkdtemp(prefix="groundstream-edge-", dir=scratch_root()))
            return self._temporary / self.collection
        return self._folder / self.collection

    def _config(self) -> EdgeConfig:
        if self.vector_size:
            return EdgeConfig(vectors={VECTOR: EdgeVectorParams(size=self.vector_size, distance=Distance.Cosine)})
        return EdgeConfig(sparse_vectors={_NO_VECTOR: EdgeSparseVectorParams()})

    def shard(self) -> EdgeShard:
        """The open shard (opened, or made, on first use)."""
        if self._closed:
            raise MemoryStoreError("memory store closed")
        if self._shard is None:
            path = self.path
            if self._folder is not None and (self._folder / "meta.json").exists() and not path.exists():
                raise MemoryStoreError(
                    f"{self._folder} holds a qdrant-client local-mode store, which Qdrant Edge cannot read: "
                    "point [memory] qdrant_path at a new folder (memories are rebuilt by replaying claims.approved)"
                )
            try:
                if (path / "edge_config.json").exists():
                    # With vectors on, the config is checked against the shard's own.
                    shard = EdgeShard.load(str(path), self._config() if self.vector_size else None)
                else:
                    path.mkdir(parents=True, exist_ok=True)
                    shard = EdgeShard.create(str(path), self._config())
                _index(shard)
                self._shard = shard
            except MemoryStoreError:
                raise
            except Exception as exc:
                raise MemoryStoreError(self._explain(exc)) from exc
        return self._shard

    def _explain(self, exc: Exception) -> str:
        text = str(exc)
        if "WouldBlock" in text:
            return f"memory store unavailable: {self.path} is held by another process (one worker per folder; share a Qdrant server)"
        if "incompatible" in text.lower() and self.vector_size:
            return (
                f"collection {self.collection!r} has no '{VECTOR}' vector of size {self.vector_size} ({text}); "
                "vector dedup needs a collection made for it: set [memory] collection to a new name"
            )
        return f"memory store unavailable: {type(exc).__name__}: {text}"

    async def ensure_collection(self) -> None:
        self.shard()

    async def exists(self) -> bool:
        return (self.path / "edge_config.json").exists()

    @guarded("write")
    async def write(self, points: Sequence[StoredPoint]) -> None:
        for start in range(0, len(points), WRITE_SLICE):
            if start:
                await asyncio.sleep(0)
            chunk = points[start : start + WRITE_SLICE]
            self.shard().update(UpdateOperation.upsert_points([Point(p.id, dict(p.vector), p.payload) for p in chunk]))

    @guarded("write")
    async def _set_payload(self, memory_id: str, payload: dict[str, Any]) -> None:
        self.shard().update(UpdateOperation.set_payload([memory_id], payload))

    @guarded("read")
    async def _page(
        self, *, user_id: str | None, valid_only: bool, expired_before: float | None, partitions: Partitions | None,
        offset: object | None, batch: int, grounded: tuple[str, ...] | None = None,
    ) -> tuple[list[Memory], object | None]:
        flt = _filter(user_id, valid_only=valid_only, expired_before=expired_before, partitions=partitions, grounded=grounded)
        records, after = self.shard().scroll(ScrollRequest(offset=offset, limit=batch, filter=flt, with_payload=True))  # type: ignore[arg-type]
        return [Memory.of(r.id, r.payload) for r in records], after

    @guarded("delete")
    async def delete(self, memory_ids: Sequence[str]) -> None:
        if memory_ids:
            self.shard().update(UpdateOperation.delete_points(list(memory_ids)))

    @guarded("vector search")
    async def nearest(self, user_id: str, vector: Sequence[float], limit: int) -> list[ScoredMemory]:
        request = QueryRequest(limit=limit, query=Query.Nearest(list(vector), using=VECTOR),
                               filter=_filter(user_id, valid_only=True), with_payload=["content"])  # fmt: skip
        return [ScoredMemory(str(p.id), (p.payload or {}).get("content", ""), float(p.score)) for p in self.shard().query(request)]

    @guarded("read")
    async def get(self, memory_id: str) -> Memory | None:
        records = self.shard().retrieve([memory_id], True, False)
        return Memory.of(records[0].id, records[0].payload) if records else None

    @guarded("read")
    async def vector(self, memory_id: str) -> list[float] | None:
        records = self.shard().retrieve([memory_id], False, [VECTOR])
        vectors = records[0].vector if records else None
        return list(vectors[VECTOR]) if isinstance(vectors, dict) and VECTOR in vectors else None  # type: ignore[arg-type]

    @guarded("count")
    async def count(self, user_id: str | None = None) -> int:
        return self.shard().count(CountRequest(exact=True, filter=_filter(user_id, valid_only=False)))

    async def close(self) -> None:
        self._closed = True
        shard, self._shard = self._shard, None
        if shard is not None:
            shard.close()
        if self._temporary is not None:
            shutil.rmtree(self._temporary, ignore_errors=True)
