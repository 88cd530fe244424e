"""Per-user near-duplicate detection among approved memories: MinHash LSH, confirmed exactly.

A claim's normalized word tokens are hashed once (64-bit BLAKE2b). The hashes feed a
datasketch MinHash (64 permutations, the affine64 scheme) whose signature is cut into 8
bands of 8 rows, each band's rows one key (their tuple's hash: keys live only in the index this
process builds); memories sharing a band with the claim are candidates, and a candidate
counts only when the exact Jaccard similarity of the token-hash sets reaches the threshold
(0.92). With 8x8 bands a pair at J=0.92 is a candidate with probability 1-(1-0.92^8)^8 =
99.7%, at J=0.95 99.98%, at J=1 always.

The index is datasketch's MinHash with our own band tables rather than datasketch's
MinHashLSH: at threshold 0.92 MinHashLSH picks 3 bands of 21 rows (44% recall at J=0.92)
and its dict-of-sets storage costs about 1.2 KB per memory even then; band tables of
plain ints keep 8 bands within the 1.5 KiB/memory budget (`make bench` prints both).

One index per user: a claim is only ever compared with its own user's memories.

`signatures()` computes many signatures in one numpy pass with datasketch's permutations
and its affine64 arithmetic (fmix, then a*x+b mod 2^64, min per permutation); a test pins
that its values equal `MinHash.update_batch` for the same tokens.
"""

from __future__ import annotations

import hashlib
import uuid
from array import array
from dataclasses import dataclass

import numpy as np

from groundstream.schemas import DedupMatch

VERSION = "dedup-minhash/1"
NUM_PERM = 64
BANDS = 8
ROWS = NUM_PERM // BANDS
SEED = 20240917
# MurmurHash3's 64-bit finalizer (shifts and multipliers): datasketch's affine64 pre-mix.
_FMIX64 = (np.uint64(33), np.uint64(0xFF51AFD7ED558CCD), np.uint64(33), np.uint64(0xC4CEB9FE1A85EC53), np.uint64(33))


def _fmix(hv: np.ndarray) -> np.ndarray:
    """MurmurHash3's finalizer on 64-bit values, element-wise (multiplication wraps mod 2^64)."""
    s1, m1, s2, m2, s3 = _FMIX64
    hv = hv ^ (hv >> s1)
    hv = hv * m1
    hv = hv ^ (hv >> s2)
    hv = hv * m2
    return hv ^ (hv >> s3)


def _band_keys(values: list[int]) -> tuple[int, ...]:
    """Each band's rows as one key: Python's hash of the tuple (order kept). Keys live only in this
    process's index (rebuilt from the store's content at start), and a collision only adds a
    candidate that the exact Jaccard test then rejects; one hash a band, where folding the rows
    with the murmur finalizer in numpy cost ~70 small array operations a claim."""
    return tuple(hash(tuple(values[i : i + ROWS])) for i in range(0, NUM_PERM, ROWS))


def permutations(num_perm: int = NUM_PERM, seed: int = SEED) -> tuple[np.ndarray, np.ndarray]:
    """The affine permutations h -> a * h + b mod 2^64 that datasketch's MinHash (scheme affine64)
    draws for `seed`: odd `a`, any `b`, from numpy's RandomState (a test pins them equal). Drawn
    here so the gate does not import datasketch, whose package pulls in scipy (0.4 s at start)."""
    gen = np.random.RandomState(seed)
    a = gen.randint(0, 1 << 63, num_perm, dtype=np.uint64) * np.uint64(2) + np.uint64(1)
    b = gen.randint(0, 1 << 64, num_perm, dtype=np.uint64)
    return a, b


def content_digest(content: str) -> int:
    """64-bit digest of a claim's exact content: tells a replay from a claim id reused for new text."""
    return int.from_bytes(hashlib.blake2b(content.encode("utf-8", "surrogatepass"), digest_size=8).digest(), "little")


def token_hash(token: str) -> int:
    return int.from_bytes(hashlib.blake2b(token.encode("utf-8"), digest_size=8).digest(), "little")


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

    __slots__ = ("bands", "ids", "tokens", "offsets", "alive", "slot_of", "digests")

    def __init__(self) -> None:
        self.bands: list[dict[int, int | list[int]]] = [{} for _ in range(BANDS)]
        self.ids = bytearray()  # 16 bytes (a UUID) per slot
        self.tokens = array("Q")  # all token hashes, slot after slot
        self.offsets = array("Q", [0])  # slot i's tokens are tokens[offsets[i]:offsets[i+1]]
        self.alive = bytearray()
        self.slot_of: dict[int, int] = {}  # memory UUID as int -> slot
        self.digests = array("Q")  # content_digest per slot

    def add(self, key: int, sig: Signature, digest: int) -> None:
        old = self.slot_of.get(key)
        if old is not None and self.alive[old]:
            return  # idempotent: a retried or rebuilt memory is indexed once
        slot = len(self.alive)
        self.slot_of[key] = slot
        self.ids += key.to_bytes(16, "big")
        self.tokens.extend(sig.tokens)
        self.offsets.append(len(self.tokens))
        self.alive.append(1)
        self.digests.append(digest)
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

    def digest_of(self, memory: int) -> int | None:
        slot = self.slot_of.get(memory)
        return None if slot is None or not self.alive[slot] else self.digests[slot]

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
        a, b = permutations()
        self._a = np.asarray(a, dtype=np.uint64)[None, :]
        self._b = np.asarray(b, dtype=np.uint64)[None, :]

    def signature(self, tokens: list[str]) -> Signature:
        return self.signatures([tokens])[0]

    def signatures(self, token_lists: list[list[str]]) -> list[Signature]:
        """Signatures of many texts at once: one vectorized MinHash pass over all their tokens."""
        memo = self._token_hashes
        if len(memo) > 200_000:
            memo.clear()
        hash_sets: list[tuple[int, ...]] = []
        for tokens in token_lists:
            hashes = set()
            for t in tokens:
                h = memo.get(t)
                if h is None:
                    h = memo[t] = token_hash(t)
                hashes.add(h)
            hash_sets.append(tuple(sorted(hashes)))
        filled = [i for i, hs in enumerate(hash_sets) if hs]
        out = [Signature((), ())] * len(hash_sets)
        if not filled:
            return out
        flat = np.fromiter((h for i in filled for h in hash_sets[i]), dtype=np.uint64)
        with np.errstate(over="ignore"):
            permuted = _fmix(flat)[:, None] * self._a  # wraps mod 2^64, as datasketch
            permuted += self._b
            if len(filled) == 1:
                values = np.minimum.reduce(permuted, axis=0)[None, :]
            else:
                starts = np.cumsum([0] + [len(hash_sets[i]) for i in filled[:-1]])
                values = np.minimum.reduceat(permuted, starts, axis=0)  # one MinHash per text
        for row, i in zip(values.tolist(), filled, strict=True):
            out[i] = Signature(hash_sets[i], _band_keys(row))
        return out

    def minhash_values(self, tokens: list[str]) -> np.ndarray:
        """The 64 MinHash values of a text (for checking `signatures` against datasketch)."""
        hashes = sorted({token_hash(t) for t in tokens})
        with np.errstate(over="ignore"):
            return (_fmix(np.array(hashes, dtype=np.uint64))[:, None] * self._a + self._b).min(axis=0)

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

    def add(self, user_id: str, memory_id: str | int, sig: Signature, digest: int) -> None:
        """Index a memory of `user_id` (its id, or the id's integer); `digest` is `content_digest`
        of its exact content."""
        if not sig.tokens:
            return
        index = self._users.get(user_id)
        if index is None:
            index = self._users[user_id] = _UserIndex()
        index.add(memory_id if isinstance(memory_id, int) else uuid.UUID(memory_id).int, sig, digest)

    def digest_of(self, user_id: str, memory_key: int) -> int | None:
        """The content digest of this user's memory (its id as an integer, `schemas.memory_key`),
        None when the user has no such memory."""
        index = self._users.get(user_id)
        return index.digest_of(memory_key) if index is not None else None

    def remove(self, user_id: str, memory_id: str) -> bool:
        index = self._users.get(user_id)
        return bool(index and index.remove(uuid.UUID(memory_id)))

    def users(self) -> list[str]:
        return list(self._users)

    def drop_user(self, user_id: str) -> None:
        """Forget every memory of `user_id` (its partition moved to another worker)."""
        self._users.pop(user_id, None)

    def count(self, user_id: str | None = None) -> int:
        if user_id is not None:
            index = self._users.get(user_id)
            return len(index) if index else 0
        return sum(len(i) for i in self._users.values())
