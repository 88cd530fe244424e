"""Kafka's default partitioner for a key: murmur2 as the Java client computes it
(`org.apache.kafka.common.utils.Utils.murmur2`), positive, modulo the partition count.

Apart from `streams/topics.py` so what needs a user's partition (the memory store's payload, on
`groundstream validate`'s path) does not import a Kafka client; a test pins it to aiokafka's.
"""

from __future__ import annotations

_M = 0x5BD1E995
_MASK = 0xFFFFFFFF


def murmur2(data: bytes) -> int:
    """MurmurHash2 (32 bits, seed 0x9747b28c) of `data`, as Kafka's clients compute it."""
    length = len(data)
    h = (0x9747B28C ^ length) & _MASK
    tail = length & ~3
    for i in range(0, tail, 4):
        k = int.from_bytes(data[i : i + 4], "little")
        k = (k * _M) & _MASK
        k ^= k >> 24
        k = (k * _M) & _MASK
        h = ((h * _M) & _MASK) ^ k
    extra = length & 3
    if extra >= 3:
        h ^= data[tail + 2] << 16
    if extra >= 2:
        h ^= data[tail + 1] << 8
    if extra >= 1:
        h ^= data[tail]
        h = (h * _M) & _MASK
    h ^= h >> 13
    h = (h * _M) & _MASK
    h ^= h >> 15
    return h


def key_partition(key: bytes, partitions: int) -> int:
    """Where Kafka's default partitioner (murmur2, as the Java client and aiokafka) puts a key."""
    return (murmur2(key) & 0x7FFFFFFF) % partitions


def user_partition(user_id: str, partitions: int) -> int:
    """The partition of a user's claims (their records are keyed by user id)."""
    return key_partition(user_id.encode(), partitions)
