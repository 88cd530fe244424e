"""The worker's supervisor in the demo and the tests: exit 75 means "start me again"."""

from __future__ import annotations

import time
from pathlib import Path

from groundstream.streams.localrun import RESTART_EXIT, WorkerProcess
from groundstream.streams.worker import FATAL_EXIT


def _wait(check, timeout_s: float = 10.0) -> None:  # type: ignore[no-untyped-def]
    deadline = time.monotonic() + timeout_s
    while not check():
        assert time.monotonic() < deadline, "timed out"
        time.sleep(0.05)


def test_a_worker_asking_for_a_restart_is_started_again_and_stops_for_good(tmp_path: Path) -> None:
    assert RESTART_EXIT == FATAL_EXIT  # the harness and the worker agree on the code
    marker = tmp_path / "ran-once"
    # First run: leave a mark and exit 75, as the worker does with a broken producer; then stay up.
    script = f'if [ -e {marker} ]; then exec sleep 60; else touch {marker}; exit {FATAL_EXIT}; fi'
    w = WorkerProcess(tmp_path / "unused.toml", tmp_path / "w.log", 0, command=["sh", "-c", script])
    try:
        _wait(lambda: w.restarts == 1 and w.proc.poll() is None)
        time.sleep(0.3)
        assert w.restarts == 1  # running now: no restart loop
    finally:
        w.stop()
    assert w.proc.poll() is not None
    time.sleep(0.3)
    assert w.restarts == 1  # a stop is final


def test_any_other_exit_is_not_restarted(tmp_path: Path) -> None:
    w = WorkerProcess(tmp_path / "unused.toml", tmp_path / "w.log", 0, command=["sh", "-c", "exit 1"])
    _wait(lambda: w.proc.poll() is not None)
    time.sleep(0.3)
    assert w.restarts == 0 and w.proc.returncode == 1
