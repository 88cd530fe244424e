"""Stopping Kafka clients whose broker may be gone: one failing step never skips the rest."""

from __future__ import annotations

import asyncio
import contextlib

import pytest
from aiokafka.errors import KafkaConnectionError
from structlog.testing import capture_logs

from groundstream.streams.shutdown import GRACE_S, quietly, within


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


async def test_a_stop_run_in_a_cancelled_tasks_finally_still_runs_every_step() -> None:
    """A task cancelled (Ctrl-C, its caller) stops its clients in `finally`: a client's own
    CancelledError there is its failure to close, not this task's cancellation again."""
    ran: list[str] = []
    started = asyncio.Event()

    async def serving() -> None:
        try:
            started.set()
            await asyncio.Event().wait()
        finally:
            await quietly("consumer", raises(asyncio.CancelledError()))
            if await quietly("producer", asyncio.sleep(0)):
                ran.append("producer")

    task = asyncio.create_task(serving())
    await started.wait()
    task.cancel()
    with capture_logs() as logs, pytest.raises(asyncio.CancelledError):
        await task
    assert ran == ["producer"]
    assert [log["step"] for log in logs] == ["consumer"]


async def test_within_is_true_when_the_steps_finish_and_raises_their_own_error() -> None:
    assert await within(5, quietly("consumer", asyncio.sleep(0))) is True

    async def broken() -> None:
        raise RuntimeError("not a client's: a defect of the steps")

    with pytest.raises(RuntimeError):
        await within(5, broken())


async def test_within_bounds_steps_whose_client_swallows_the_cancellation() -> None:
    """aiokafka's fetcher closes with `suppress(CancelledError)`: a deadline's single cancel landing
    there is swallowed, and the steps after it would run unbounded."""
    after: list[str] = []

    async def steps() -> None:
        with contextlib.suppress(asyncio.CancelledError):
            await asyncio.Event().wait()  # a client closing, that eats the cancel
        after.append("next step")
        await asyncio.Event().wait()  # the next step hangs too

    loop = asyncio.get_running_loop()
    started = loop.time()
    assert await within(0.05, steps()) is False
    assert loop.time() - started < 0.05 + GRACE_S + 1
    assert after == ["next step"]  # it went on, and was not waited for past the grace
