"""A memory belongs to its owner: a reused claim id never touches another user's memory, and
the same user's claim id never silently takes on new content. Real Qdrant (local mode)."""

from __future__ import annotations

from collections.abc import AsyncIterator

import pytest

from groundstream.schemas import Tier, memory_id_for
from groundstream.sinks.memory_store import MemoryStore
from groundstream.streams.config import Settings
from groundstream.streams.gate_service import GateService
from tests.conftest import claim


@pytest.fixture
async def service() -> AsyncIterator[GateService]:
    s = await GateService.open(Settings(signing={"keys": {"k": "x" * 32}}))  # type: ignore[arg-type]
    yield s
    await s.close()


async def stored(store: MemoryStore) -> dict[str, tuple[str, str]]:
    return {m.memory_id: (m.user_id, m.content) async for m in store.memories()}


async def test_another_user_reusing_a_claim_id_gets_a_memory_of_their_own(service: GateService) -> None:
    alice = await service.decide_and_store(claim("Payments run on Postgres 16", user="alice", source="user", claim_id="c-1"))
    bob = await service.decide_and_store(claim("The staging cluster is in eu-west-1", user="bob", source="user", claim_id="c-1"))
    assert alice.approved and bob.approved
    assert await stored(service.store) == {
        memory_id_for("alice", "c-1"): ("alice", "Payments run on Postgres 16"),
        memory_id_for("bob", "c-1"): ("bob", "The staging cluster is in eu-west-1"),
    }
    # alice's memory is still hers: her repeat is a duplicate, not a new memory
    again = await service.decide_and_store(claim("Payments run on Postgres 16", user="alice", source="user", claim_id="c-2"))
    assert again.tier is Tier.BLOCK and again.conflicting_memory_id == memory_id_for("alice", "c-1")


async def test_the_same_user_reusing_a_claim_id_for_new_content_goes_to_review(service: GateService) -> None:
    first = await service.decide_and_store(claim("Deploys go out on Tuesdays", user="alice", source="user", claim_id="c-9"))
    assert first.approved
    changed = await service.decide_and_store(claim("Our logs are kept for 90 days", user="alice", source="user", claim_id="c-9"))
    assert changed.tier is Tier.FLAG_REVIEW and "claim_id" in changed.checks_failed
    assert changed.id_reuse is not None and changed.id_reuse.stored_content == "Deploys go out on Tuesdays"
    assert changed.conflicting_memory_id == memory_id_for("alice", "c-9")
    assert "Deploys go out on Tuesdays" in changed.reason and "Our logs are kept for 90 days" in changed.reason
    assert await stored(service.store) == {memory_id_for("alice", "c-9"): ("alice", "Deploys go out on Tuesdays")}


async def test_the_same_claim_replayed_unchanged_writes_nothing(service: GateService) -> None:
    c = claim("Deploys go out on Tuesdays", user="alice", source="user", claim_id="c-3")
    assert (await service.decide_and_store(c)).approved
    before = await stored(service.store)
    replayed = await service.decide_and_store(c)
    assert replayed.tier is Tier.BLOCK and replayed.id_reuse is None
    assert await stored(service.store) == before


async def test_a_reused_id_is_caught_after_a_restart_from_the_stored_memories(tmp_path) -> None:
    settings = Settings(memory={"qdrant_path": str(tmp_path / "q")}, signing={"keys": {"k": "x" * 32}})  # type: ignore[arg-type]
    first = await GateService.open(settings)
    try:
        assert (await first.decide_and_store(claim("Deploys go out on Tuesdays", user="alice", source="user", claim_id="c-4"))).approved
    finally:
        await first.close()
    second = await GateService.open(settings)
    try:
        changed = await second.decide_and_store(claim("Deploys go out on Fridays now", user="alice", source="user", claim_id="c-4"))
        other = await second.decide_and_store(claim("Deploys go out on Fridays now", user="bob", source="user", claim_id="c-4"))
    finally:
        await second.close()
    assert changed.tier is Tier.FLAG_REVIEW and changed.id_reuse is not None
    assert other.approved


async def test_the_store_keys_points_by_owner_and_claim(service: GateService) -> None:
    """The sink path (approvals from Kafka, review approvals) writes through the same upsert."""
    a = await service.gate.decide(claim("Payments run on Postgres 16", user="alice", source="user", claim_id="same"))
    b = await service.gate.decide(claim("Search runs on OpenSearch 2", user="bob", source="user", claim_id="same"))
    await service.store.upsert([service.signer.sign(a), service.signer.sign(b)])
    await service.store.upsert([service.signer.sign(b)])  # redelivered: idempotent
    assert await stored(service.store) == {
        memory_id_for("alice", "same"): ("alice", "Payments run on Postgres 16"),
        memory_id_for("bob", "same"): ("bob", "Search runs on OpenSearch 2"),
    }


async def test_a_reused_id_whose_stored_text_cannot_be_read_still_goes_to_review(tmp_path) -> None:
    """The store read that shows the reviewer the old text fails (the store is closed): the claim
    goes to review all the same, saying the text could not be read."""
    settings = Settings(memory={"qdrant_path": str(tmp_path / "q")}, signing={"keys": {"k": "x" * 32}})  # type: ignore[arg-type]
    service = await GateService.open(settings)
    try:
        assert (await service.decide_and_store(claim("Deploys go out on Tuesdays", user="alice", source="user", claim_id="c-5"))).approved
        await service.store.close()  # real Qdrant, no longer readable
        changed = await service.gate.decide(claim("Logs are kept for 90 days", user="alice", source="user", claim_id="c-5"))
    finally:
        await service.close()
    assert changed.tier is Tier.FLAG_REVIEW and changed.id_reuse is not None
    assert changed.id_reuse.stored_content is None and "could not be read" in changed.reason
