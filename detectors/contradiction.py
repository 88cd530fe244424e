"""Contradiction with stored memory (DESIGN.md rule 7): same subject, another value, or negated.

A claim's subject is its skeleton (`values.shape`): "Kafka retention is 7 days" and "Kafka
retention is 14 days" share `kafka retention is <duration>`. The index keeps, per user, the
shape of every approved memory under its skeleton's key, so the lookup is one dict probe
whatever the number of memories; a hit is a contradiction when a slot holds another value
(compared as values: "a month" = "30 days") or when one of the two is negated. Never across
users: the index is per user, like the dedup index.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from groundstream.schemas import Contradiction, DedupMatch, DifferingValue

from .values import Shape

VERSION = "contradiction/1"


@dataclass
class _Stored:
    key: int  # the memory's key (memory_key(user_id, claim_id))
    memory_id: str
    shape: Shape
    content: str


@dataclass
class ContradictionIndex:
    """Per user: skeleton key -> the memories of that subject."""

    _users: dict[str, dict[int, list[_Stored]]] = field(default_factory=dict)

    def add(self, user_id: str, key: int, memory_id: str, shape: Shape, content: str) -> None:
        bucket = self._users.setdefault(user_id, {}).setdefault(shape.key, [])
        bucket[:] = [s for s in bucket if s.key != key]  # a memory re-added replaces itself
        bucket.append(_Stored(key, memory_id, shape, content))

    def remove(self, user_id: str, memory_id: str) -> None:
        for bucket in self._users.get(user_id, {}).values():
            bucket[:] = [s for s in bucket if s.memory_id != memory_id]

    def query(self, user_id: str, shape: Shape, key: int) -> Contradiction | DedupMatch | None:
        """The first memory of this user the claim contradicts (with what differs), else one it
        restates value for value ("thirty days" for "30 days": a duplicate), else None."""
        bucket = self._users.get(user_id, {}).get(shape.key)
        if not bucket:
            return None
        same: _Stored | None = None
        for stored in bucket:
            if stored.key == key:
                continue  # the claim's own memory (a repeat): dedup and id reuse speak to that
            found = compare(stored.shape, shape)
            if found is not None:
                return Contradiction(memory_id=stored.memory_id, stored_content=stored.content, differing=found,
                                     negation_flip=stored.shape.negated != shape.negated)  # fmt: skip
            if same is None and _canon(stored.shape) == _canon(shape):
                same = stored
        if same is not None:
            return DedupMatch(memory_id=same.memory_id, similarity=1.0, method="values")
        return None


def _canon(shape: Shape) -> tuple[object, ...]:
    return (shape.skeleton, shape.measures, shape.negated)


def compare(stored: Shape, new: Shape) -> list[DifferingValue] | None:
    """What differs between two claims of one skeleton; None when they agree."""
    if stored.skeleton != new.skeleton or len(stored.values) != len(new.values):
        return None
    differing = [
        DifferingValue(slot=a.slot, stored=a.text, new=b.text)
        for a, b in zip(stored.values, new.values, strict=True)
        if a.canonical != b.canonical
    ]
    if differing or stored.negated != new.negated:
        return differing
    return None
