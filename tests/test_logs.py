"""Log set-up: what a person running a command sees on stderr."""

from __future__ import annotations

import logging

import pytest

from groundstream.streams import logs


@pytest.fixture
def configured() -> None:
    logs.configure(json=True, level="INFO")


def test_a_retried_transaction_verification_is_not_a_warning(configured: None, caplog: pytest.LogCaptureFixture) -> None:
    sender = logging.getLogger("aiokafka.producer.sender")
    with caplog.at_level(logging.WARNING):
        sender.warning(
            "Got error produce response on topic-partition %s, retrying. Error: %s",
            "TopicPartition(topic='claims.audit', partition=1)", "<class 'aiokafka.errors.NotEnoughReplicasError'>",
        )
        sender.warning(
            "Got error produce response on topic-partition %s, retrying. Error: %s",
            "TopicPartition(topic='claims.audit', partition=1)", "<class 'aiokafka.errors.NotLeaderForPartitionError'>",
        )
    assert [r.getMessage().rsplit("Error: ", 1)[1] for r in caplog.records] == [
        "<class 'aiokafka.errors.NotLeaderForPartitionError'>"
    ]


def test_configuring_twice_adds_one_filter(configured: None) -> None:
    logs.configure(json=True, level="INFO")
    sender = logging.getLogger("aiokafka.producer.sender")
    assert sum(isinstance(f, logs.TransactionVerificationRetry) for f in sender.filters) == 1
