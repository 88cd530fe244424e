"""Per-user near-duplicate detection among approved memories: MinHash LSH, confirmed exactly.

A claim's normalized word tokens are hashed once (64-bit BLAKE2b). The hashes feed a
datasketch MinHash (64 permutations, the affine64 scheme) whose signature is cut into 8
bands of 8 rows; memories sharing a band with the claim are candidates, and a candidate
counts only when the exact Jaccard similarity of the token-hash sets reaches the threshold
(0.92). With 8x8 bands a pair at J=0.92 is a candidate with probability 1-(1-0.92^8)^8 =
99.7%, at J=0.95 99.98%, at J=1 always.

The index is datasketch's MinHash with our own band tables rather than datasketch's
MinHashLSH: at threshold 0.92 MinHashLSH picks 3 bands of 21 rows (44% recall at J=0.92)
and its dict-of-sets storage costs about 1.2 KB per memory even then; band tables of
plain ints keep 8 bands within the 1.5 KiB/memory budget (`make bench` prints both).

One index per user: a claim is only ever compared with its own user's memories.
"""

from __future__ import annotations

import hashlib
import uuid
from array import array
from dataclasses import dataclass

import numpy as np
from datasketch import MinHash

from groundstream.schemas import DedupMatch

VERSION = "dedup-minhash/1"
NUM_PERM = 64
BANDS = 8
ROWS = NUM_PERM // BANDS
SEED = 20240917


def token_hash(token: str) -> int:
    return int.from_bytes(hashlib.blake2b(token.encode("utf-8"), digest_size=8).digest(), "little")


def _identity(value: int) -> int:
    return value


@dataclass(frozen=True, slots=True)
class Signature:
    """What dedup knows of one text: its sorted unique token hashes and its LSH band keys."""

    tokens: tuple[int, ...]
    bands: tuple[int, ...]

    def jaccard(self, other_tokens: tuple[int, ...] | frozenset[int]) -> float:
        a = set(self.tokens)
        b = set(other_tokens)
        union = len(a | b)
        return len(a & b) / union if union else 0.0


class _UserIndex:
    """One user's memories: band tables of ints and flat arrays, to stay small at 1M entries."""

    __slots__ = ("bands", "ids", "tokens", "offsets", "alive", "slot_of")

    def __init__(self) -> None:
        self.bands: list[dict[int, int | list[int]]] = [{} for _ in range(BANDS)]
        self.ids = bytearray()  # 16 bytes (a UUID) per slot
        self.tokens = array("Q")  # all token hashes, slot after slot
        self.offsets = array("Q", [0])  # slot i's tokens are tokens[offsets[i]:offsets[i+1]]
        self.alive = bytearray()
        self.slot_of: dict[int, int] = {}  # memory UUID as int -> slot

    def add(self, memory: uuid.UUID, sig: Signature) -> None:
        key = memory.int
        old = self.slot_of.get(key)
        if old is not None and self.alive[old]:
            return  # idempotent: a retried or rebuilt memory is indexed once
        slot = len(self.alive)
        self.slot_of[key] = slot
        self.ids += memory.bytes
        self.tokens.extend(sig.tokens)
        self.offsets.append(len(self.tokens))
        self.alive.append(1)
        for table, band in zip(self.bands, sig.bands, strict=True):
            present = table.get(band)
            if present is None:
                table[band] = slot
            elif isinstance(present, list):
                present.append(slot)
            else:
                table[band] = [present, slot]

    def remove(self, memory: uuid.UUID) -> bool:
        slot = self.slot_of.pop(memory.int, None)
        if slot is None or not self.alive[slot]:
            return False
        self.alive[slot] = 0  # band entries stay and are skipped: removal is rare (expiry)
        return True

    def candidates(self, sig: Signature) -> set[int]:
        found: set[int] = set()
        for table, band in zip(self.bands, sig.bands, strict=True):
            present = table.get(band)
            if present is None:
                continue
            if isinstance(present, list):
                found.update(present)
            else:
                found.add(present)
        return found

    def slot_tokens(self, slot: int) -> tuple[int, ...]:
        return tuple(self.tokens[self.offsets[slot] : self.offsets[slot + 1]])

    def slot_id(self, slot: int) -> str:
        return str(uuid.UUID(bytes=bytes(self.ids[slot * 16 : slot * 16 + 16])))

    def __len__(self) -> int:
        return len(self.slot_of)


class DedupIndex:
    """Near-duplicate index over approved memories, partitioned by user."""

    def __init__(self, threshold: float = 0.92) -> None:
        if not 0.0 < threshold <= 1.0:
            raise ValueError("threshold must be in (0, 1]")
        self.threshold = threshold
        self._users: dict[str, _UserIndex] = {}
        self._token_hashes: dict[str, int] = {}  # vocabulary memo: claims repeat their words
        template = MinHash(num_perm=NUM_PERM, seed=SEED, scheme="affine64")
        # One reusable MinHash: building one per claim re-parses the permutations each time.
        self._minhash = MinHash(
            num_perm=NUM_PERM, permutations=template.permutations, hashfunc=_identity, scheme="affine64"
        )

    def signature(self, tokens: list[str]) -> Signature:
        memo = self._token_hashes
        if len(memo) > 200_000:
            memo.clear()
        hashes = set()
        for t in tokens:
            h = memo.get(t)
            if h is None:
                h = memo[t] = token_hash(t)
            hashes.add(h)
        if not hashes:
            return Signature((), ())
        ordered = sorted(hashes)
        mh = self._minhash
        mh.clear()
        mh.update_batch(ordered)
        raw = mh.hashvalues.tobytes()
        width = ROWS * 8
        bands = tuple(hash(raw[i * width : (i + 1) * width]) for i in range(BANDS))
        return Signature(tuple(ordered), bands)

    def query(self, user_id: str, sig: Signature) -> DedupMatch | None:
        """The most similar memory of this user at or above the threshold, if any."""
        index = self._users.get(user_id)
        if index is None or not sig.tokens:
            return None
        best: tuple[float, int] | None = None
        for slot in sorted(index.candidates(sig)):
            if not index.alive[slot]:
                continue
            similarity = sig.jaccard(index.slot_tokens(slot))
            if similarity >= self.threshold and (best is None or similarity > best[0]):
                best = (similarity, slot)
        if best is None:
            return None
        return DedupMatch(memory_id=index.slot_id(best[1]), similarity=round(best[0], 6), method="jaccard")

    def add(self, user_id: str, memory_id: str, sig: Signature) -> None:
        if not sig.tokens:
            return
        index = self._users.get(user_id)
        if index is None:
            index = self._users[user_id] = _UserIndex()
        index.add(uuid.UUID(memory_id), sig)

    def remove(self, user_id: str, memory_id: str) -> bool:
        index = self._users.get(user_id)
        return bool(index and index.remove(uuid.UUID(memory_id)))

    def count(self, user_id: str | None = None) -> int:
        if user_id is not None:
            index = self._users.get(user_id)
            return len(index) if index else 0
        return sum(len(i) for i in self._users.values())


def exact_jaccard(a: list[str], b: list[str]) -> float:
    """Jaccard similarity of two token lists as sets (the seed design's measure)."""
    sa, sb = set(a), set(b)
    union = len(sa | sb)
    return len(sa & sb) / union if union else 0.0
