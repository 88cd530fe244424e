"""Stopping Kafka clients whose broker may be gone: one failing step never skips the rest."""

from __future__ import annotations

import asyncio

import pytest
from aiokafka.errors import KafkaConnectionError
from structlog.testing import capture_logs

from groundstream.streams.shutdown import quietly


async def raises(exc: BaseException) -> None:
    await asyncio.sleep(0)
    raise exc


async def test_a_step_that_completes_is_true_and_one_that_raises_is_named_with_its_error_type() -> None:
    with capture_logs() as logs:
        assert await quietly("consumer", asyncio.sleep(0)) is True
        assert await quietly("budget ledger", raises(RuntimeError("ledger closed"))) is False
    assert [log["error"] for log in logs] == ["RuntimeError: ledger closed"]


async def test_a_step_that_raises_is_logged_by_name_and_the_caller_goes_on() -> None:
    with capture_logs() as logs:
        done = [await quietly("producer", raises(KafkaConnectionError("Connection at 127.0.0.1:9092 closed"))),
                await quietly("consumer", asyncio.sleep(0))]  # fmt: skip
    assert done == [False, True]
    assert logs == [{"step": "producer", "error": "KafkaConnectionError: Connection at 127.0.0.1:9092 closed",
                     "event": "stop_step_failed", "log_level": "warning"}]  # fmt: skip


async def test_a_cancellation_raised_from_inside_a_client_is_its_failure_to_close() -> None:
    """aiokafka 0.14's consumer re-raises a cancelled fetch's CancelledError from stop()."""
    with capture_logs() as logs:
        assert await quietly("consumer", raises(asyncio.CancelledError())) is False
    assert [log["event"] for log in logs] == ["stop_step_failed"]
    assert "CancelledError" in logs[0]["error"]


async def test_the_callers_deadline_still_cancels_a_step_that_hangs() -> None:
    with pytest.raises(TimeoutError):
        async with asyncio.timeout(0.05):
            await quietly("commit", asyncio.Event().wait())


async def test_the_callers_own_cancellation_passes_through() -> None:
    started = asyncio.Event()

    async def stopping() -> bool:
        started.set()
        return await quietly("commit", asyncio.Event().wait())

    task = asyncio.create_task(stopping())
    await started.wait()
    task.cancel()
    with pytest.raises(asyncio.CancelledError):
        await task
