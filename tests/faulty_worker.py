"""`groundstream worker` with one injected fault, for the delivery tests in tests/test_kafka.py.

    python -m tests.faulty_worker CONFIG

When the file named by GS_FAULT_FLAG does not exist yet, this process creates it and, after
GS_FAULT_AFTER transaction begins, lets every further `begin_transaction` return without
beginning one: a producer left outside any transaction. The restarted process finds the flag and
runs clean.

With GS_FAULT_SLOW_S set instead, every catch-up of arriving partitions first waits that many
seconds (a slow store or a long backlog on a loaded machine) and touches GS_FAULT_FLAG.

GS_FAULT_NO_SINK=1: the memory sink never runs (approvals stay unstored, as when a worker dies
before its sink's batch). GS_FAULT_CATCH_UP_S: how long a catch-up reads on its own (0: it stops
at once, as a starved machine's does past its 30 s).

GS_FAULT_SLOW_ASSIGN_S: the assignment callback, holding the batch lock, waits that many seconds
once its first partition's producer has started, and `start()` returns meanwhile. aiokafka's
`AIOKafkaConsumer.start()` returns once the assignment is set, before its callback has run, so
the loop can begin in the middle of the callback; the wait makes that interleaving certain.

GS_FAULT_ASSIGN_FAILS=1 with GS_FAULT_FLAG: while the flag file does not exist, the assignment
callback fails once its first partition's producer has started (a broker that stops answering
mid-callback), creating the flag; the restarted process finds it and runs clean.

Everything else is the real worker on the real broker.
"""

from __future__ import annotations

import asyncio
import os
import sys
from pathlib import Path
from typing import Any

from aiokafka import AIOKafkaProducer, TopicPartition
from aiokafka.errors import KafkaConnectionError

from groundstream.streams import worker
from groundstream.streams.cli import main
from groundstream.streams.worker import GateWorker


def inject(after: int) -> None:
    begin = AIOKafkaProducer.begin_transaction
    begun = 0

    async def begin_or_not(self: AIOKafkaProducer) -> Any:
        nonlocal begun
        begun += 1
        if begun <= after:
            return await begin(self)
        return None  # the fault: reported as begun, never begun

    AIOKafkaProducer.begin_transaction = begin_or_not  # type: ignore[method-assign]


def slow_catch_up(seconds: float, flag: Path) -> None:
    catch_up = GateWorker._catch_up_approved

    async def slowly(self: GateWorker, arriving: set[int], marks: dict[TopicPartition, int]) -> dict[int, int]:
        flag.touch()
        await asyncio.sleep(seconds)
        return await catch_up(self, arriving, marks)

    GateWorker._catch_up_approved = slowly  # type: ignore[method-assign]


def slow_assignment(seconds: float) -> None:
    know_outputs, start = GateWorker._know_outputs, GateWorker.start
    calls = 0
    begun = asyncio.Event()

    async def slowly(self: GateWorker, producer: AIOKafkaProducer) -> None:
        nonlocal calls
        calls += 1
        if calls == 2:  # the first partition's producer, in the callback (the first call is start()'s own producer)
            begun.set()
            await asyncio.sleep(seconds)
        await know_outputs(self, producer)

    async def start_in_the_callback(self: GateWorker) -> None:
        await start(self)
        await begun.wait()

    GateWorker._know_outputs = slowly  # type: ignore[method-assign]
    GateWorker.start = start_in_the_callback  # type: ignore[method-assign]


def failing_assignment(flag: Path) -> None:
    know_outputs = GateWorker._know_outputs
    calls = 0

    async def failing(self: GateWorker, producer: AIOKafkaProducer) -> None:
        nonlocal calls
        calls += 1
        if calls == 2:  # the first partition's producer, in the callback (the first call is start()'s own producer)
            flag.touch()
            raise KafkaConnectionError("the broker stopped answering")
        await know_outputs(self, producer)

    GateWorker._know_outputs = failing  # type: ignore[method-assign]


def no_sink() -> None:
    async def idle(self: GateWorker) -> None:
        await self.stopping.wait()

    GateWorker.run_sink = idle  # type: ignore[method-assign]


if __name__ == "__main__":
    if os.environ.get("GS_FAULT_NO_SINK") == "1":
        no_sink()
    if "GS_FAULT_CATCH_UP_S" in os.environ:
        worker.CATCH_UP_S = float(os.environ["GS_FAULT_CATCH_UP_S"])
    if "GS_FAULT_SLOW_ASSIGN_S" in os.environ:
        slow_assignment(float(os.environ["GS_FAULT_SLOW_ASSIGN_S"]))
    flag = Path(os.environ.get("GS_FAULT_FLAG", os.devnull))
    if os.environ.get("GS_FAULT_ASSIGN_FAILS") == "1" and not flag.exists():
        failing_assignment(flag)
    if "GS_FAULT_SLOW_S" in os.environ:
        slow_catch_up(float(os.environ["GS_FAULT_SLOW_S"]), flag)
    elif "GS_FAULT_AFTER" in os.environ and not flag.exists():
        flag.touch()
        inject(int(os.environ.get("GS_FAULT_AFTER", "6")))
    sys.exit(main(["worker", "--config", sys.argv[1]]))
