"""The review queue's own state (no Kafka): limits park claims, freed room promotes the oldest,
and a copy changed for a transaction that failed leaves the queue as it was."""

from __future__ import annotations

from datetime import UTC, datetime

from groundstream.detectors.gate.gate import Gate
from groundstream.detectors.gate.policy import Policy
from groundstream.detectors.providers.verify import CitationVerifier
from groundstream.schemas import Decision, ReviewAction, ReviewState
from groundstream.streams.review.queue import ReviewQueue
from tests.conftest import claim

NOW = datetime(2026, 11, 22, tzinfo=UTC)


async def flagged(claim_id: str, user: str) -> Decision:
    return await Gate(Policy(), CitationVerifier({})).decide(claim("Deploys usually take 5 minutes", user=user, claim_id=claim_id))


async def admitted(queue: ReviewQueue, claim_id: str, user: str) -> ReviewState:
    entry = queue.admit(await flagged(claim_id, user), NOW)
    assert entry is not None
    queue.apply(entry)
    return entry.state


async def test_over_the_user_limit_claims_park_and_the_oldest_enters_when_room_frees() -> None:
    queue = ReviewQueue(per_user_limit=1, total_limit=10)
    assert await admitted(queue, "a1", "alice") is ReviewState.PENDING
    assert await admitted(queue, "a2", "alice") is ReviewState.PARKED
    assert await admitted(queue, "a3", "alice") is ReviewState.PARKED
    assert await admitted(queue, "b1", "bob") is ReviewState.PENDING  # another user's room is their own
    assert [e.claim_id for e in queue.parked()] == ["a2", "a3"] and queue.parked_count == 2

    first = queue.entries[("alice", "a1")]
    done = queue.resolve(first, ReviewAction(reviewer="alice", action="approve", at=NOW))
    promoted = queue.promotions([first])
    assert [e.claim_id for e in promoted] == ["a2"]  # oldest first, and only as many as fit
    for e in (done, *promoted):
        queue.apply(e)
    assert [e.claim_id for e in queue.parked()] == ["a3"] and queue.parked_count == 1
    assert queue.pending_of("alice") == 1 and queue.pending_count == 2


async def test_a_copy_changed_for_a_failed_write_leaves_the_queue_untouched() -> None:
    queue = ReviewQueue(per_user_limit=1, total_limit=10)
    await admitted(queue, "a1", "alice")
    trial = queue.copy()
    assert await admitted(trial, "a2", "alice") is ReviewState.PARKED
    assert trial.parked_count == 1
    assert queue.parked_count == 0 and queue.parked() == [] and ("alice", "a2") not in queue.entries


async def test_the_total_limit_parks_whoever_comes_next() -> None:
    queue = ReviewQueue(per_user_limit=5, total_limit=2)
    assert [await admitted(queue, f"c{i}", f"user{i}") for i in range(3)] == [
        ReviewState.PENDING, ReviewState.PENDING, ReviewState.PARKED,
    ]  # fmt: skip
    assert [e.claim_id for e in queue.parked()] == ["c2"]


async def test_two_users_claims_with_one_id_are_two_entries_and_an_admin_must_name_the_user() -> None:
    import pytest

    from groundstream.streams.review.queue import AmbiguousClaim, Caller

    queue = ReviewQueue()
    await admitted(queue, "same", "alice")
    await admitted(queue, "same", "bob")  # bob's claim does not replace alice's entry
    assert {k for k in queue.entries} == {("alice", "same"), ("bob", "same")} and queue.pending_count == 2
    assert queue.visible(Caller("alice"), "same").user_id == "alice"  # type: ignore[union-attr]
    assert queue.visible(Caller("bob"), "same").user_id == "bob"  # type: ignore[union-attr]
    assert queue.visible(Caller("alice"), "same", "bob") is None  # another user's claim is not there for her
    with pytest.raises(AmbiguousClaim):
        queue.visible(Caller("root", admin=True), "same")
    assert queue.visible(Caller("root", admin=True), "same", "bob").user_id == "bob"  # type: ignore[union-attr]
