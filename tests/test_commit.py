"""The worker commits its partitions' transactions together, and loses no error doing so.

The producers here are recorders, not Kafka: what is tested is the order and the error
handling of `ConcurrentCommitProducer.commit_transactions`; the delivery tests in
tests/test_kafka.py run it against the real broker.
"""

from __future__ import annotations

import asyncio
from types import SimpleNamespace
from typing import Any

import pytest

from groundstream.streams.worker import ConcurrentCommitProducer


class RecordingProducer:
    """Each commit waits until `release` is set, so overlapping commits can be seen."""

    def __init__(self, name: str, log: list[str], release: asyncio.Event, fail: Exception | None = None) -> None:
        self.name, self.log, self.release, self.fail = name, log, release, fail

    async def send_offsets_to_transaction(self, offsets: dict[Any, int], group_id: str) -> None:
        self.log.append(f"{self.name} offsets {sorted(offsets.values())} {group_id}")

    async def commit_transaction(self) -> None:
        self.log.append(f"{self.name} commit")
        await self.release.wait()
        if self.fail is not None:
            raise self.fail
        self.log.append(f"{self.name} committed")

    async def begin_transaction(self) -> None:
        self.log.append(f"{self.name} begin")


def _producer(producers: dict[str, RecordingProducer]) -> Any:
    return SimpleNamespace(_trn_locks={t: asyncio.Lock() for t in producers}, _transaction_producers=producers)


async def _release_when(log: list[str], commits: int, release: asyncio.Event) -> None:
    while sum(line.endswith(" commit") for line in log) < commits:
        await asyncio.sleep(0)
    release.set()


async def test_transactions_of_all_partitions_are_in_flight_together() -> None:
    log: list[str] = []
    release = asyncio.Event()
    producers = {f"gate-0-{p}": RecordingProducer(f"p{p}", log, release) for p in range(4)}
    # Sequential commits would never have four in flight, so `release` would never be set.
    releaser = asyncio.create_task(_release_when(log, 4, release))
    await asyncio.wait_for(
        ConcurrentCommitProducer.commit_transactions(_producer(producers), {t: {t: 10} for t in producers}, "gate"), 5
    )
    await releaser
    for p in range(4):  # each partition: offsets, commit, then its next transaction begins
        mine = [line for line in log if line.startswith(f"p{p} ")]
        assert mine == [f"p{p} offsets [10] gate", f"p{p} commit", f"p{p} committed", f"p{p} begin"]


async def test_a_failed_commit_is_raised_after_the_others_finish() -> None:
    log: list[str] = []
    release = asyncio.Event()
    fenced = RuntimeError("fenced")
    producers = {
        "gate-0-0": RecordingProducer("p0", log, release, fail=fenced),
        "gate-0-1": RecordingProducer("p1", log, release),
    }
    releaser = asyncio.create_task(_release_when(log, 2, release))
    with pytest.raises(RuntimeError, match="fenced"):
        await asyncio.wait_for(
            ConcurrentCommitProducer.commit_transactions(_producer(producers), {t: {t: 1} for t in producers}, "gate"), 5
        )
    await releaser
    assert "p1 committed" in log and "p1 begin" in log  # the healthy partition was not abandoned mid-commit
    assert "p0 begin" not in log


async def test_no_new_transaction_when_not_asked_and_unknown_ids_are_skipped() -> None:
    log: list[str] = []
    release = asyncio.Event()
    release.set()
    producers = {"gate-0-0": RecordingProducer("p0", log, release)}
    await ConcurrentCommitProducer.commit_transactions(
        _producer(producers), {"gate-0-0": {"a": 3}, "gate-0-9": {"b": 4}}, "gate", start_new_transaction=False
    )
    assert log == ["p0 offsets [3] gate", "p0 commit", "p0 committed"]
