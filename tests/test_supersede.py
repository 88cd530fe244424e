"""Supersede, don't overwrite: a superseded memory is kept, marked invalid with who and why, and
readers (the dedup index, vector search, `groundstream memories`) get only valid memories by
default. The real embedded Qdrant engine; the real CLI."""

from __future__ import annotations

import json
import subprocess
from datetime import UTC, datetime
from pathlib import Path

import numpy as np
import pytest

from groundstream.detectors.gate.gate import Gate
from groundstream.detectors.gate.policy import Policy
from groundstream.detectors.providers.verify import CitationVerifier
from groundstream.schemas import Decision, Tier, memory_id_for
from groundstream.sinks.memory_store import open_store
from tests.conftest import claim
from tests.test_validate import GS

AT = datetime(2026, 11, 23, 12, 0, tzinfo=UTC)


async def approved(content: str, user: str) -> Decision:
    gate = Gate(Policy(), CitationVerifier({}))
    d = await gate.decide(claim(content, user=user, source="user"))
    assert d.tier is Tier.AUTO_APPROVE
    return d


async def test_a_superseded_memory_is_kept_marked_and_left_out_of_what_readers_get(tmp_path: Path) -> None:
    store = open_store(path=str(tmp_path / "q"))
    old, new = await approved("Kafka retention is 7 days", "alice"), await approved("Kafka retention is 14 days", "alice")
    bobs = await approved("Kafka retention is 7 days", "bob")
    try:
        await store.upsert([old, new, bobs])
        old_id, new_id = memory_id_for("alice", old.claim_id), memory_id_for("alice", new.claim_id)
        assert await store.supersede(old_id, user_id="alice", by=new_id, reviewer="rita", reason="raised", at=AT)
        assert await store.supersede(old_id, user_id="alice", by=new_id, reviewer="rita", reason="raised", at=AT)  # redelivered
        valid = [m.claim_id async for m in store.memories(user_id="alice")]
        every = {m.claim_id: m async for m in store.memories(user_id="alice", include_invalid=True)}
        assert valid == [new.claim_id]
        kept = every[old.claim_id]
        assert not kept.valid and kept.content == "Kafka retention is 7 days"
        assert kept.payload["invalid_at"] == AT.isoformat()
        assert kept.payload["invalidated"] == {"superseded_by": new_id, "reviewer": "rita", "reason": "raised"}
        # Another user's memory is never touched, whatever id a caller holds.
        bob_id = memory_id_for("bob", bobs.claim_id)
        with pytest.raises(ValueError, match="not a memory of user alice"):
            await store.supersede(bob_id, user_id="alice", by=new_id, reviewer="rita", reason=None, at=AT)
        assert (await store.get(bob_id)).valid  # type: ignore[union-attr]
        assert not await store.supersede(memory_id_for("alice", "gone"), user_id="alice", by=new_id, reviewer="r", reason=None, at=AT)
    finally:
        await store.close()


async def test_vector_search_finds_only_valid_memories(tmp_path: Path) -> None:
    vectors = {"Kafka retention is 7 days": [1.0, 0.0], "Kafka retention is 14 days": [0.9, 0.1]}

    async def embed(texts: list[str]) -> np.ndarray:
        return np.array([vectors[t] for t in texts], dtype=np.float32)

    store = open_store(path=str(tmp_path / "q")).with_vectors(2, embed)
    old, new = await approved("Kafka retention is 7 days", "alice"), await approved("Kafka retention is 14 days", "alice")
    try:
        await store.upsert([old, new])
        old_id, new_id = memory_id_for("alice", old.claim_id), memory_id_for("alice", new.claim_id)
        assert [m.memory_id for m in await store.nearest("alice", [1.0, 0.0], 5)] == [old_id, new_id]
        await store.supersede(old_id, user_id="alice", by=new_id, reviewer="rita", reason=None, at=AT)
        assert [m.memory_id for m in await store.nearest("alice", [1.0, 0.0], 5)] == [new_id]
    finally:
        await store.close()


async def test_groundstream_memories_prints_valid_memories_unless_asked_for_all(tmp_path: Path) -> None:
    folder = tmp_path / "q"
    store = open_store(path=str(folder))
    old, new = await approved("Kafka retention is 7 days", "alice"), await approved("Kafka retention is 14 days", "alice")
    try:
        await store.upsert([old, new])
        await store.supersede(memory_id_for("alice", old.claim_id), user_id="alice", by=memory_id_for("alice", new.claim_id),
                              reviewer="rita", reason="raised", at=AT)  # fmt: skip
    finally:
        await store.close()
    config = tmp_path / "g.toml"
    config.write_text(f'[memory]\nqdrant_path = "{folder}"\n')

    def run(*extra: str) -> tuple[list[dict], str]:
        proc = subprocess.run([GS, "memories", "--config", str(config), "--user", "alice", *extra],
                              capture_output=True, text=True, check=True)  # fmt: skip
        return [json.loads(line) for line in proc.stdout.splitlines()], proc.stderr

    rows, said = run()
    assert [(r["content"], r["valid"]) for r in rows] == [("Kafka retention is 14 days", True)]
    assert "1 valid memories of user alice" in said
    rows, _ = run("--all")
    by_content = {r["content"]: r for r in rows}
    assert set(by_content) == {"Kafka retention is 7 days", "Kafka retention is 14 days"}
    assert by_content["Kafka retention is 7 days"]["valid"] is False
    assert by_content["Kafka retention is 7 days"]["invalidated"]["reviewer"] == "rita"
