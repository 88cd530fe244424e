"""The partitioner the memory store records a user's partition with is Kafka's: aiokafka's murmur2."""

from __future__ import annotations

import random

from aiokafka.partitioner import murmur2 as kafkas

from groundstream.streams import topics
from groundstream.streams.partitioner import key_partition, murmur2, user_partition


def test_murmur2_is_kafkas_for_every_length_and_byte() -> None:
    rng = random.Random(5)
    keys = [b"", b"a", b"ab", b"abc", b"abcd", "ünïcode-user".encode(), bytes(range(256))]
    keys += [bytes(rng.randrange(256) for _ in range(rng.randrange(40))) for _ in range(2000)]
    for key in keys:
        assert murmur2(key) == kafkas(key), key


def test_topics_partitions_with_the_same_function() -> None:
    assert topics.user_partition is user_partition and topics.key_partition is key_partition
    # Kafka's Java client puts "user42" here for 12 partitions; a regression would move every user.
    assert [user_partition(f"user{i}", 12) for i in range(5)] == [(kafkas(f"user{i}".encode()) & 0x7FFFFFFF) % 12 for i in range(5)]
