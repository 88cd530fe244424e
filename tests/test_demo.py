"""`groundstream demo` as a newcomer runs it on a busy machine: the default ports taken by other
processes, and a worker that cannot start."""

from __future__ import annotations

import socket
import subprocess
from collections.abc import Iterator
from pathlib import Path

import pytest

from tests.conftest import REPO

GS = str(REPO / ".venv" / "bin" / "groundstream")
pytestmark = [pytest.mark.kafka, pytest.mark.timeout(300)]


@pytest.fixture
def default_ports_taken() -> Iterator[list[int]]:
    """Other processes' listeners on the broker, controller, metrics and review defaults, each
    answering HTTP 200 to anything, the way an unrelated service would."""
    taken, socks = [], []
    for port in (9092, 9093, 6066, 8088):
        s = socket.socket()
        s.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        try:
            s.bind(("127.0.0.1", port))
        except OSError:
            s.close()  # already taken by something else on this machine: just as good
            continue
        s.listen(16)
        socks.append(s)
        taken.append(port)
    yield taken
    for s in socks:
        s.close()


def test_the_demo_runs_with_the_default_ports_taken(default_ports_taken: list[int]) -> None:
    proc = subprocess.run([GS, "demo"], cwd=REPO, capture_output=True, text=True, timeout=280)
    assert proc.returncode == 0, proc.stdout[-3000:] + proc.stderr[-3000:]
    assert "23 claims -> approved" in proc.stdout and "dead letters 3" in proc.stdout
    # the example agent read its feedback and its corrected claim was approved
    assert "corrected through feedback (claims.feedback): 2" in proc.stdout
    assert "Kafka retention is 7 days, per ADR-002': auto_approve (round 2)" in proc.stdout
    # the project's own sources: an uncited claim grounded by retrieval, a wrong one corrected
    assert "'The checkout service keeps its sessions in Redis.': auto_approve, grounded by README.md:" in proc.stdout
    assert "refuted ('bash', not 'zsh') by scripts/deploy.sh:1" in proc.stdout
    assert "'The deploy scripts are written for bash.': auto_approve (round 2)" in proc.stdout
    assert "stored by the memory sink" in proc.stdout
    # A clean run says nothing a user would worry about (the worker's own log is .demo/worker.log).
    said = proc.stdout + proc.stderr
    assert not [line for line in said.splitlines() if line.startswith(("WARNING", "ERROR", "Traceback")) or "never retrieved" in line]


def test_when_the_worker_cannot_start_the_demo_says_why_and_stops(tmp_path: Path) -> None:
    config = tmp_path / "demo.toml"  # no signing key and no folder to keep one: the worker refuses
    config.write_text('[memory]\nqdrant_path = ":memory:"\n')
    proc = subprocess.run([GS, "demo", "--config", str(config)], cwd=REPO, capture_output=True, text=True, timeout=280)
    assert proc.returncode == 1
    assert "demo stopped: the gate worker exited with code" in proc.stderr
    assert "no signing key" in proc.stderr  # the worker's own line, from the end of its log
    assert "Traceback" not in proc.stderr
