"""The review store: flagged claims waiting for a person, with the queue limits.

Pure state, no I/O: the review service writes every change to the compacted
`claims.review-queue` topic first and applies it here after the write committed, and at start
it rebuilds this from that topic. So what a reviewer sees is always what Kafka holds.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable
from dataclasses import dataclass
from datetime import datetime

from groundstream.schemas import Decision, ReviewAction, ReviewEntry, ReviewState


@dataclass(frozen=True)
class Caller:
    """Who is asking: a reviewer acts on the claims of their own user_id; an admin on any."""

    name: str
    admin: bool = False

    def may_see(self, entry: ReviewEntry) -> bool:
        return self.admin or entry.user_id == self.name


ReviewKey = tuple[str, str]  # (user_id, claim_id): claim ids are unique per user only


class AmbiguousClaim(LookupError):
    """An admin named a claim id that several users' pending claims carry."""

    def __init__(self, claim_id: str, users: list[str]) -> None:
        super().__init__(f"claim id {claim_id!r} is waiting for {len(users)} users; name one with user_id")
        self.users = users


def key_of(entry: ReviewEntry | Decision) -> ReviewKey:
    return (entry.user_id, entry.claim_id)


class ReviewQueue:
    def __init__(self, per_user_limit: int = 100, total_limit: int = 10_000) -> None:
        self.per_user_limit = per_user_limit
        self.total_limit = total_limit
        self.entries: dict[ReviewKey, ReviewEntry] = {}
        self._users_of: dict[str, set[str]] = {}  # claim_id -> the users with an entry of that id
        self._parked: dict[ReviewKey, ReviewEntry] = {}  # the parked entries, so nothing scans the history for them
        self._pending_by_user: Counter[str] = Counter()
        self._pending = 0
        self._seq = 0

    def copy(self) -> ReviewQueue:
        """A copy to fall back to when a change could not be written (entries are immutable)."""
        other = ReviewQueue(self.per_user_limit, self.total_limit)
        other.entries = dict(self.entries)
        other._users_of = {k: set(v) for k, v in self._users_of.items()}
        other._parked = dict(self._parked)
        other._pending_by_user = Counter(self._pending_by_user)
        other._pending, other._seq = self._pending, self._seq
        return other

    # -- reading -----------------------------------------------------------------------------

    def pending(
        self, caller: Caller, *, memory_type: str | None = None, source: str | None = None, reason: str | None = None
    ) -> list[ReviewEntry]:
        """The caller's pending claims, oldest first, optionally filtered.

        `reason` is a failed check of the decision: 'instructions', 'hedges', 'grounding',
        'source_grant', 'citation:url', 'provider:embedder', …
        """
        out = [
            e for e in self.entries.values()
            if e.state is ReviewState.PENDING and caller.may_see(e)
            and (memory_type is None or e.decision.claim.memory_type == memory_type)
            and (source is None or e.decision.claim.source == source)
            and (reason is None or reason in e.decision.checks_failed)
        ]  # fmt: skip
        return sorted(out, key=lambda e: e.seq)

    def visible(self, caller: Caller, claim_id: str, user_id: str | None = None) -> ReviewEntry | None:
        """The entry if the caller may act on it. Another user's claim is None, exactly like a
        claim that does not exist, so ids cannot be probed.

        A reviewer's claim ids are their own user's; an admin names the user when several
        users' claims carry the id (AmbiguousClaim otherwise).
        """
        if user_id is None and not caller.admin:
            user_id = caller.name
        if user_id is None:
            users = sorted(u for u in self._users_of.get(claim_id, ()) if self.entries[(u, claim_id)].state is not ReviewState.PARKED)
            if len(users) > 1:
                raise AmbiguousClaim(claim_id, users)
            user_id = users[0] if users else ""
        entry = self.entries.get((user_id, claim_id))
        if entry is None or not caller.may_see(entry) or entry.state is ReviewState.PARKED:
            return None
        return entry

    def history(self, reviewer: str) -> list[ReviewEntry]:
        acted = [e for e in self.entries.values() if e.action is not None and e.action.reviewer == reviewer]
        return sorted(acted, key=lambda e: e.action.at if e.action else e.enqueued_at, reverse=True)

    def parked(self) -> list[ReviewEntry]:
        """Parked entries, oldest first: the order they enter when room frees."""
        return sorted(self._parked.values(), key=lambda e: e.seq)

    @property
    def pending_count(self) -> int:
        return self._pending

    @property
    def parked_count(self) -> int:
        return len(self._parked)

    def pending_of(self, user_id: str) -> int:
        return self._pending_by_user[user_id]

    # -- changes (each is written to Kafka by the caller, then applied) -------------------------

    def _has_room(self, user_id: str) -> bool:
        return self._pending < self.total_limit and self._pending_by_user[user_id] < self.per_user_limit

    def admit(self, decision: Decision, now: datetime) -> ReviewEntry | None:
        """The entry for a newly flagged claim (pending, or parked when a limit is reached).

        None when nothing changes: the claim is waiting already, or this is the decision it
        was reviewed on (a redelivered record). A new decision on a reviewed claim (a memory
        sent back to review when it expired) queues it again.
        """
        known = self.entries.get(key_of(decision))
        if known is not None and (known.open or known.decision.decision_hash == decision.decision_hash):
            return None
        state = ReviewState.PENDING if self._has_room(decision.user_id) else ReviewState.PARKED
        return ReviewEntry(
            claim_id=decision.claim_id, user_id=decision.user_id, state=state, seq=self._seq + 1,
            enqueued_at=now, decision=decision,
        )  # fmt: skip

    def resolve(self, entry: ReviewEntry, action: ReviewAction) -> ReviewEntry:
        state = ReviewState.APPROVED if action.action == "approve" else ReviewState.REJECTED
        return entry.model_copy(update={"state": state, "action": action})

    def promotions(self, freed: Iterable[ReviewEntry] = ()) -> list[ReviewEntry]:
        """Parked entries that fit once `freed` (about to be resolved) leave the queue, oldest first."""
        by_user = Counter(self._pending_by_user)
        total = self._pending
        for e in freed:
            if e.state is ReviewState.PENDING:
                by_user[e.user_id] -= 1
                total -= 1
        out = []
        for e in self.parked():
            if total < self.total_limit and by_user[e.user_id] < self.per_user_limit:
                out.append(e.model_copy(update={"state": ReviewState.PENDING}))
                by_user[e.user_id] += 1
                total += 1
        return out

    def apply(self, entry: ReviewEntry) -> None:
        """Take an entry's new state (after it is durable on the queue topic, or while rebuilding)."""
        key = key_of(entry)
        old = self.entries.get(key)
        if old is not None and old.state is ReviewState.PENDING:
            self._pending -= 1
            self._pending_by_user[old.user_id] -= 1
        if entry.state is ReviewState.PENDING:
            self._pending += 1
            self._pending_by_user[entry.user_id] += 1
        if entry.state is ReviewState.PARKED:
            self._parked[key] = entry
        else:
            self._parked.pop(key, None)
        self.entries[key] = entry
        self._users_of.setdefault(entry.claim_id, set()).add(entry.user_id)
        self._seq = max(self._seq, entry.seq)
