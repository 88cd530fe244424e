"""The memory store's one interface on both engines: Qdrant Edge (embedded) and a real Qdrant
server (the one ../shared/tools/qdrant holds, started for the session, or the one
GROUNDSTREAM_TEST_QDRANT_URL names; skipped, saying so, where neither can be had)."""

from __future__ import annotations

import uuid
from collections.abc import AsyncIterator, Callable
from datetime import UTC, datetime, timedelta
from pathlib import Path

import numpy as np
import pytest

from groundstream.detectors.gate.gate import Gate
from groundstream.detectors.gate.policy import Policy
from groundstream.detectors.providers.verify import CitationVerifier
from groundstream.schemas import Decision, Tier, memory_id_for
from groundstream.sinks.memory_store import Memory, MemoryStore, MemoryStoreError, StoredPoint, open_store
from groundstream.streams.topics import user_partition
from tests.conftest import claim
from tests.qdrant_harness import QdrantServer

DIM = 4


async def embed(texts: list[str]) -> np.ndarray:
    """A deterministic stand-in for the embedder: what is tested here is the store."""
    rows = [np.frombuffer(uuid.uuid5(uuid.NAMESPACE_URL, t).bytes, dtype=np.uint8)[:DIM].astype(np.float32) + 1 for t in texts]
    return np.array([r / np.linalg.norm(r) for r in rows])


async def approved(content: str, user: str = "alice", **kw: object) -> Decision:
    gate = Gate(Policy(), CitationVerifier({}))
    d = await gate.decide(claim(content, user=user, source="user", **kw))
    assert d.tier is Tier.AUTO_APPROVE
    return d


@pytest.fixture(params=["edge", "server"])
def engine(request: pytest.FixtureRequest) -> QdrantServer | str | None:
    """None for Qdrant Edge; the session's Qdrant server (or its URL) for the server half."""
    return request.getfixturevalue("qdrant_server") if request.param == "server" else None


@pytest.fixture
def make(engine: QdrantServer | str | None, tmp_path: Path) -> Callable[..., MemoryStore]:
    collection = f"t{uuid.uuid4().hex[:12]}"
    server = engine if isinstance(engine, str) else engine.url if engine is not None else None

    def make(vectors: bool = True, partitions: int = 1) -> MemoryStore:
        where = {"url": server} if server else {"path": str(tmp_path / "q")}
        store = open_store(**where, collection=collection, partitions=partitions,  # type: ignore[arg-type]
                           partition_of=lambda user_id: user_partition(user_id, partitions))
        return store.with_vectors(DIM, embed) if vectors else store

    return make


@pytest.fixture
async def store(make: Callable[..., MemoryStore]) -> AsyncIterator[MemoryStore]:
    s = make()
    yield s
    await s.close()


async def test_upsert_is_idempotent_per_owner_and_claim(store: MemoryStore) -> None:
    d = await approved("Sessions live in Redis")
    await store.upsert([d])
    await store.upsert([d])  # redelivered
    assert await store.count("alice") == 1
    got = await store.get(memory_id_for("alice", d.claim_id))
    assert got is not None and got.content == "Sessions live in Redis" and got.payload["decision"]["decision_hash"] == d.decision_hash


async def test_anything_but_an_approval_is_refused(store: MemoryStore) -> None:
    d = await approved("Sessions live in Redis")
    with pytest.raises(ValueError, match="refusing to store"):
        await store.upsert([d.model_copy(update={"tier": Tier.FLAG_REVIEW})])
    assert await store.count() == 0


async def test_search_and_listing_stay_within_one_user(store: MemoryStore) -> None:
    mine, theirs = await approved("Sessions live in Redis"), await approved("Sessions live in Redis", user="bob")
    await store.upsert([mine, theirs])
    vector = (await embed(["Sessions live in Redis"]))[0].tolist()
    assert [m.memory_id for m in await store.nearest("alice", vector, 5)] == [memory_id_for("alice", mine.claim_id)]
    assert [m.user_id async for m in store.memories(user_id="bob")] == ["bob"]
    assert len(await store.vector(memory_id_for("bob", theirs.claim_id)) or []) == DIM


async def test_expired_and_deleted(store: MemoryStore) -> None:
    soon = datetime.now(UTC) + timedelta(minutes=1)
    lasting = await approved("Sessions live in Redis")
    brief = await approved("The canary runs on node 3", validity_horizon=soon)
    await store.upsert([lasting, brief])
    expired = await store.expired(soon + timedelta(seconds=1))
    assert [m.claim_id for m in expired] == [brief.claim_id]
    await store.delete([m.memory_id for m in expired])
    assert [m.claim_id async for m in store.memories()] == [lasting.claim_id]


async def test_memories_survive_a_restart_intact(make: Callable[..., MemoryStore], engine: QdrantServer | str | None) -> None:
    """Edge: the folder reopened. Server: the server process itself restarted on the same storage."""
    if isinstance(engine, str):
        pytest.skip("an external server (GROUNDSTREAM_TEST_QDRANT_URL) is not restarted by the tests")
    first = make()
    decisions = [await approved(f"Service {i} keeps its state in store {i + 100}") for i in range(50)]
    await first.upsert(decisions)
    await first.supersede(memory_id_for("alice", decisions[0].claim_id), user_id="alice", by="x", reviewer="r", reason=None,
                          at=datetime.now(UTC))  # fmt: skip
    before = {m.memory_id: (m.content, m.payload) async for m in first.memories(include_invalid=True)}
    vector = await first.vector(memory_id_for("alice", decisions[7].claim_id))
    await first.close()
    if engine is not None:
        engine.restart()  # the server stopped and started on the same storage folder
    again = make()
    try:
        after = {m.memory_id: (m.content, m.payload) async for m in again.memories(include_invalid=True)}
        assert after == before and len(after) == 50
        assert await again.vector(memory_id_for("alice", decisions[7].claim_id)) == vector
        assert len([m async for m in again.memories()]) == 49  # the superseded one, kept, still invalid
    finally:
        await again.close()


async def test_a_store_made_without_vectors_is_refused_to_vector_dedup(make: Callable[..., MemoryStore]) -> None:
    plain = make(vectors=False)
    await plain.upsert([await approved("Sessions live in Redis")])
    await plain.close()
    with_vectors = make()
    try:
        with pytest.raises(MemoryStoreError, match="no 'content' vector of size 4"):
            await with_vectors.ensure_collection()
    finally:
        await with_vectors.close()


USERS = [f"user{i}" for i in range(24)]


async def test_a_partition_read_returns_and_reads_only_its_users(make: Callable[..., MemoryStore]) -> None:
    """A worker given partitions reads the memories of their users and no one else's."""
    store = make(vectors=False, partitions=4)
    try:
        decisions = [await approved(f"Service {u} keeps its state in Redis", user=u) for u in USERS]
        await store.upsert(decisions)
        gone = decisions[0]
        await store.supersede(memory_id_for(gone.user_id, gone.claim_id), user_id=gone.user_id, by="x", reviewer="r", reason=None,
                              at=datetime.now(UTC))  # fmt: skip
        read: list[Memory] = []
        page = store._page

        async def counting(**kw: object) -> tuple[list[Memory], object | None]:
            memories, after = await page(**kw)  # type: ignore[arg-type]
            read.extend(memories)
            return memories, after

        store._page = counting  # type: ignore[method-assign]
        got = [m.user_id async for m in store.memories_in({1, 3})]
        wanted = {u for u in USERS if user_partition(u, 4) in {1, 3}} - {gone.user_id}
        assert wanted and len(wanted) < len(USERS) - 1
        assert sorted(got) == sorted(wanted)
        assert len(read) == len(wanted)  # the store filtered: nobody else's memory was read
        assert [m async for m in store.memories_in(set())] == []
    finally:
        await store.close()


async def test_memories_stored_under_another_partition_count_or_none_are_still_found(make: Callable[..., MemoryStore]) -> None:
    """The topic grew (2 -> 4 partitions) and older memories carry no partition at all: a read of a
    partition still finds every memory of its users, under the count the store has now."""
    old = make(vectors=False, partitions=2)
    try:
        await old.upsert([await approved(f"Service {u} keeps its state in Redis", user=u) for u in USERS[:12]])
        legacy = await approved("Service legacy keeps its state in Redis", user=USERS[12])
        payload = {"user_id": legacy.user_id, "claim_id": legacy.claim_id, "content": legacy.claim.content}  # no partition
        await old.write([StoredPoint(memory_id_for(legacy.user_id, legacy.claim_id), {}, payload)])
    finally:
        await old.close()
    store = make(vectors=False, partitions=4)
    try:
        for p in range(4):
            got = sorted([m.user_id async for m in store.memories_in({p})])
            assert got == sorted(u for u in USERS[:13] if user_partition(u, 4) == p)
    finally:
        await store.close()


async def test_a_temporary_store_leaves_nothing_behind() -> None:
    from groundstream.sinks.qdrant_edge import EdgeMemoryStore

    store = open_store(path=":memory:")
    assert isinstance(store, EdgeMemoryStore)
    await store.upsert([await approved("Sessions live in Redis")])
    folder = store.path
    assert folder.exists()
    await store.close()
    assert not folder.parent.exists()
    with pytest.raises(MemoryStoreError, match="closed"):
        await store.count()


async def test_a_temporary_store_is_made_in_ram_where_there_is_room(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from groundstream.sinks import qdrant_edge

    ram = tmp_path / "shm"
    ram.mkdir()
    monkeypatch.setattr(qdrant_edge, "SHM", ram)
    monkeypatch.setattr(qdrant_edge, "SHM_FREE", 1)
    monkeypatch.delenv("TMPDIR", raising=False)
    store = open_store(path=":memory:")
    assert isinstance(store, qdrant_edge.EdgeMemoryStore)
    await store.upsert([await approved("Sessions live in Redis")])
    assert store.path.parent.parent == ram and await store.count() == 1
    await store.close()
    assert list(ram.iterdir()) == []
    # too little room, or none there: the system's temporary folder
    monkeypatch.setattr(qdrant_edge, "SHM_FREE", 1 << 62)
    assert qdrant_edge.scratch_root() is None
    monkeypatch.setattr(qdrant_edge, "SHM", tmp_path / "absent")
    monkeypatch.setattr(qdrant_edge, "SHM_FREE", 1)
    assert qdrant_edge.scratch_root() is None
    # an operator's TMPDIR is where scratch goes
    monkeypatch.setattr(qdrant_edge, "SHM", ram)
    monkeypatch.setenv("TMPDIR", str(tmp_path))
    assert qdrant_edge.scratch_root() is None


async def test_a_folder_of_the_old_local_mode_is_named_not_misread(tmp_path: Path) -> None:
    (tmp_path / "meta.json").write_text('{"collections": {}}')  # what qdrant-client's local mode leaves
    store = open_store(path=str(tmp_path))
    try:
        with pytest.raises(MemoryStoreError, match="qdrant-client local-mode store"):
            await store.ensure_collection()
    finally:
        await store.close()
