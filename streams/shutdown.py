"""Stopping Kafka clients when the broker may be gone: a step that fails is logged, the rest still run.

A worker told to stop (SIGTERM) must stop whatever the broker does. With the broker gone, a
client's `stop()` can raise (a request that cannot be sent) or hang (a flush that never gets its
answer); a step that raised used to skip every step after it, the store's close included, and the
process ended on a traceback. Each step goes through `quietly`; `within` bounds the whole.
"""

from __future__ import annotations

import asyncio
from collections.abc import Awaitable, Coroutine
from typing import Any

import structlog

log = structlog.get_logger("groundstream.shutdown")

GRACE_S = 1.0  # how long a shutdown past its deadline waits for its cancelled steps to unwind


async def quietly(step: str, action: Awaitable[object]) -> bool:
    """Await one step of a shutdown: True once it completed, False (logged `stop_step_failed`) when
    it raised. A cancellation of the calling task while the step runs (its deadline, its caller)
    passes through; one raised from inside a client is that client's failure to close: aiokafka
    0.14's consumer, stopped while a fetch waits out its retry backoff, cancels the fetch and
    re-raises its CancelledError from `stop()`. (Counted against the cancellations pending when the
    step began, so a stop run in a cancelled task's `finally` still runs every step.)"""
    task = asyncio.current_task()
    pending = task.cancelling() if task is not None else 0
    try:
        await action
    except asyncio.CancelledError:
        if task is not None and task.cancelling() > pending:
            raise
        log.warning("stop_step_failed", step=step, error="CancelledError raised by the client while it closed")
        return False
    except Exception as exc:  # noqa: BLE001 - stopping goes on whatever one client did
        name, text = type(exc).__name__, str(exc)
        log.warning("stop_step_failed", step=step, error=text if text.startswith(name) else f"{name}: {text}")  # aiokafka's name themselves
        return False
    return True


async def within(timeout_s: float, steps: Coroutine[Any, Any, None]) -> bool:
    """Run a shutdown's steps as a task of their own for at most `timeout_s`: True when they finished.
    Past the deadline the task is cancelled and given `GRACE_S` to unwind, then left. (A deadline
    of `asyncio.timeout` cancels once, and a client that suppresses CancelledError while it closes,
    as aiokafka's fetcher does, would swallow it and leave the rest unbounded.)"""
    task = asyncio.create_task(steps, name="shutdown")
    done, _ = await asyncio.wait({task}, timeout=timeout_s)
    if task in done:
        task.result()  # an error of the steps themselves (each client's is `quietly`'s): raised
        return True
    task.cancel()
    await asyncio.wait({task}, timeout=GRACE_S)
    return False
