"""A Qdrant server as the memory store, through qdrant-client (`[memory] qdrant_url`).

The production setting and the way to run several workers on one store. The collection gets
a tenant index on `user_id` (a search touches one user's points), a keyword index on
`invalid_at` (valid memories only, from the index), a float index on `valid_until` (expiry) and
integer indexes on `partition` and `partitions` (a worker reads its partitions' users alone).

Several processes (workers, the review service, `groundstream memories`) may open one fresh
collection at the same moment: creating it is idempotent. "Already exists" (409) from a creation
another process won is success once the collection's vectors are the ones expected, and every
opener makes sure the payload indexes are there (the winner may have died between the two).
A collection that does not exist yet holds no memories: reads and counts answer empty, not 404.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from qdrant_client import AsyncQdrantClient, models
from qdrant_client.http.exceptions import UnexpectedResponse

from groundstream.sinks.memory_store import VECTOR, Memory, MemoryStore, MemoryStoreError, Partitions, ScoredMemory, StoredPoint, guarded

_INDEXES: dict[str, models.PayloadSchemaType | models.KeywordIndexParams] = {
    "user_id": models.KeywordIndexParams(type=models.KeywordIndexType.KEYWORD, is_tenant=True),
    "valid_until": models.PayloadSchemaType.FLOAT,
    "invalid_at": models.PayloadSchemaType.KEYWORD,
    "partition": models.PayloadSchemaType.INTEGER,
    "partitions": models.PayloadSchemaType.INTEGER,
    "grounded_in": models.PayloadSchemaType.KEYWORD,  # the memories a changed source touches (streams/recheck.py)
}
_CONFLICT, _NOT_FOUND = 409, 404


_VALID = models.IsEmptyCondition(is_empty=models.PayloadField(key="invalid_at"))  # never superseded


def _filter(
    user_id: str | None, *, valid_only: bool, expired_before: float | None = None, partitions: Partitions | None = None,
    grounded: tuple[str, ...] | None = None,
) -> models.Filter | None:
    must: list[models.Condition] = []
    must_not: list[models.Condition] = []
    if user_id is not None:
        must.append(models.FieldCondition(key="user_id", match=models.MatchValue(value=user_id)))
    if valid_only:
        must.append(_VALID)
    if expired_before is not None:
        must.append(models.FieldCondition(key="valid_until", range=models.Range(lt=expired_before)))
    if partitions is not None:
        stored_under = models.FieldCondition(key="partitions", match=models.MatchValue(value=partitions.count))
        if partitions.partitions is None:
            must_not.append(stored_under)
        else:
            must += [stored_under, models.FieldCondition(key="partition", match=models.MatchAny(any=list(partitions.partitions)))]
    if grounded is not None:
        must.append(models.FieldCondition(key="grounded_in", match=models.MatchAny(any=list(grounded))))
    return models.Filter(must=must or None, must_not=must_not or None) if must or must_not else None


class QdrantServerStore(MemoryStore):
    def __init__(self, *, url: str, api_key: str | None, collection: str = "memories", timeout_s: float = 5.0) -> None:
        self.collection = collection
        self._url, self._api_key, self._timeout = url, api_key, int(max(1, timeout_s))
        self._client: AsyncQdrantClient | None = None
        self._collection_ready = False

    @property
    def client(self) -> AsyncQdrantClient:
        if self._client is None:
            try:
                self._client = AsyncQdrantClient(url=self._url, api_key=self._api_key, timeout=self._timeout, check_compatibility=False)
            except Exception as exc:
                raise MemoryStoreError(f"memory store unavailable: {type(exc).__name__}: {exc}") from exc
        return self._client

    @guarded("open")
    async def ensure_collection(self) -> None:
        if self._collection_ready:
            return
        if not await self.client.collection_exists(self.collection):
            vectors = {}
            if self.vector_size:
                vectors = {VECTOR: models.VectorParams(size=self.vector_size, distance=models.Distance.COSINE)}
            try:
                await self.client.create_collection(self.collection, vectors_config=vectors)
            except UnexpectedResponse as exc:
                if exc.status_code != _CONFLICT:
                    raise
                # Another process created it between our check and our create: theirs is ours once
                # its vectors are the ones expected (checked next).
        info = await self.client.get_collection(self.collection)
        self._check_vectors(info)
        have = info.payload_schema or {}
        for field, schema in _INDEXES.items():  # what the winner of a creation race may not have made yet
            if field not in have:
                await self.client.create_payload_index(self.collection, field, field_schema=schema, wait=True)
        self._collection_ready = True

    async def _absent(self, exc: UnexpectedResponse) -> bool:
        """The 404 of a collection that does not exist yet: it holds no memories."""
        return exc.status_code == _NOT_FOUND and not await self.client.collection_exists(self.collection)

    def _check_vectors(self, info: models.CollectionInfo) -> None:
        if not self.vector_size:
            return
        vectors = info.config.params.vectors
        params = vectors.get(VECTOR) if isinstance(vectors, dict) else None
        if params is None or params.size != self.vector_size:
            have = f"size {params.size}" if params is not None else "none"
            raise MemoryStoreError(
                f"collection {self.collection!r} has no '{VECTOR}' vector of size {self.vector_size} ({have}); "
                "vector dedup needs a collection made for it: set [memory] collection to a new name"
            )

    @guarded("check")
    async def exists(self) -> bool:
        return await self.client.collection_exists(self.collection)

    @guarded("write")
    async def write(self, points: Sequence[StoredPoint]) -> None:
        structs = [models.PointStruct(id=p.id, vector=dict(p.vector), payload=p.payload) for p in points]
        await self.client.upsert(self.collection, points=structs, wait=True)

    @guarded("write")
    async def _set_payload(self, memory_id: str, payload: dict[str, Any]) -> None:
        await self.client.set_payload(self.collection, payload=payload, points=[memory_id], wait=True)

    @guarded("read")
    async def _page(
        self, *, user_id: str | None, valid_only: bool, expired_before: float | None, partitions: Partitions | None,
        offset: object | None, batch: int, grounded: tuple[str, ...] | None = None,
    ) -> tuple[list[Memory], object | None]:
        flt = _filter(user_id, valid_only=valid_only, expired_before=expired_before, partitions=partitions, grounded=grounded)
        try:
            points, after = await self.client.scroll(
                self.collection, scroll_filter=flt, limit=batch, offset=offset, with_payload=True, with_vectors=False  # type: ignore[arg-type]
            )
        except UnexpectedResponse as exc:
            if await self._absent(exc):
                return [], None  # nothing stored yet
            raise
        return [Memory.of(p.id, p.payload) for p in points], after

    @guarded("delete")
    async def delete(self, memory_ids: Sequence[str]) -> None:
        if memory_ids:
            await self.client.delete(self.collection, points_selector=models.PointIdsList(points=list(memory_ids)), wait=True)

    @guarded("vector search")
    async def nearest(self, user_id: str, vector: Sequence[float], limit: int) -> list[ScoredMemory]:
        await self.ensure_collection()
        response = await self.client.query_points(
            self.collection, query=list(vector), using=VECTOR, query_filter=_filter(user_id, valid_only=True),
            limit=limit, with_payload=["content"],
        )  # fmt: skip
        return [ScoredMemory(str(p.id), (p.payload or {}).get("content", ""), float(p.score)) for p in response.points]

    @guarded("read")
    async def get(self, memory_id: str) -> Memory | None:
        points = await self.client.retrieve(self.collection, ids=[memory_id], with_payload=True)
        return Memory.of(points[0].id, points[0].payload) if points else None

    @guarded("read")
    async def vector(self, memory_id: str) -> list[float] | None:
        points = await self.client.retrieve(self.collection, ids=[memory_id], with_vectors=[VECTOR])
        vectors = points[0].vector if points else None
        return list(vectors[VECTOR]) if isinstance(vectors, dict) and VECTOR in vectors else None  # type: ignore[arg-type]

    @guarded("count")
    async def count(self, user_id: str | None = None) -> int:
        try:
            return (await self.client.count(self.collection, count_filter=_filter(user_id, valid_only=False), exact=True)).count
        except UnexpectedResponse as exc:
            if await self._absent(exc):
                return 0  # nothing stored yet
            raise

    async def close(self) -> None:
        if self._client is not None:
            await self._client.close()
