"""Stopping Kafka clients when the broker may be gone: a step that fails is logged, the rest still run.

A worker told to stop (SIGTERM) must stop whatever the broker does. With the broker gone, a
client's `stop()` can raise (a request that cannot be sent) or hang (a flush that never gets its
answer); a step that raised used to skip every step after it, the store's close included, and the
process ended on a traceback. Each step goes through `quietly`; the caller bounds the whole.
"""

from __future__ import annotations

import asyncio
from collections.abc import Awaitable

import structlog

log = structlog.get_logger("groundstream.shutdown")


async def quietly(step: str, action: Awaitable[object]) -> bool:
    """Await one step of a shutdown: True once it completed, False (logged `stop_step_failed`) when
    it raised. A cancellation of the calling task itself (its deadline, its caller) passes through;
    one raised from inside a client is that client's failure to close: aiokafka 0.14's consumer,
    stopped while a fetch waits out its retry backoff, cancels the fetch and re-raises its
    CancelledError from `stop()`."""
    try:
        await action
    except asyncio.CancelledError:
        task = asyncio.current_task()
        if task is not None and task.cancelling():
            raise
        log.warning("stop_step_failed", step=step, error="CancelledError raised by the client while it closed")
        return False
    except Exception as exc:  # noqa: BLE001 - stopping goes on whatever one client did
        name, text = type(exc).__name__, str(exc)
        log.warning("stop_step_failed", step=step, error=text if text.startswith(name) else f"{name}: {text}")  # aiokafka's name themselves
        return False
    return True
