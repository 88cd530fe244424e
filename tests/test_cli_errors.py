"""What a person meets first: every command's user errors are one line and a non-zero exit,
never a hang or a traceback (those are for --debug)."""

from __future__ import annotations

import socket
import subprocess
import time
from pathlib import Path

import pytest

from tests.conftest import REPO

GS = str(REPO / ".venv" / "bin" / "groundstream")


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


@pytest.fixture
def no_broker(tmp_path: Path) -> Path:
    """A config whose broker address has nothing listening, a short wait, and a durable key."""
    config = tmp_path / "groundstream.toml"
    config.write_text(
        f'[kafka]\nbroker = "127.0.0.1:{free_port()}"\nconnect_timeout_s = 2\n'
        f'[memory]\nqdrant_path = "{tmp_path / "qdrant"}"\n'
    )
    return config


def run(*args: str, stdin: str = "", timeout: float = 60) -> tuple[subprocess.CompletedProcess, float]:
    started = time.monotonic()
    proc = subprocess.run([GS, *args], input=stdin, capture_output=True, text=True, timeout=timeout)
    return proc, time.monotonic() - started


def one_line(stderr: str) -> str:
    lines = [ln for ln in stderr.strip().splitlines() if ln.strip() and not ln.startswith("{")]  # JSON logs aside
    assert len(lines) == 1 and "Traceback" not in stderr, stderr[-2000:]
    return lines[0]


@pytest.mark.parametrize(
    "command",
    [
        ["publish", "--input", "-"],
        ["tail"],
        ["review"],
        ["worker"],
    ],
)
def test_without_a_broker_each_command_says_so_in_one_line_and_exits(no_broker: Path, tmp_path: Path, command: list[str]) -> None:
    proc, took = run(*command, "--config", str(no_broker), stdin='{"user_id": "u1", "content": "x", "memory_type": "fact", "source": "user"}\n')
    assert proc.returncode != 0
    line = one_line(proc.stderr)
    assert "cannot be reached" in line and "make kafka-up" in line and "127.0.0.1:" in line, line
    assert took < 30  # the configured wait (2 s) plus start-up, never forever


def test_with_debug_the_traceback_is_shown(no_broker: Path) -> None:
    proc, _ = run("--debug", "tail", "--config", str(no_broker))
    assert proc.returncode != 0 and "Traceback" in proc.stderr and "BrokerUnreachable" in proc.stderr


@pytest.mark.parametrize(
    "command",
    [
        ["validate", "--input", "{missing}", "--output", "-", "--deadletter", "-"],
        ["publish", "--input", "{missing}"],
        ["replay", "--input", "{missing}"],
        ["validate", "--input", "{folder}", "--output", "-", "--deadletter", "-"],
    ],
)
def test_an_input_that_cannot_be_read_is_one_line(tmp_path: Path, command: list[str]) -> None:
    args = [a.format(missing=str(tmp_path / "nope.jsonl"), folder=str(tmp_path)) for a in command]
    proc, _ = run(*args)
    assert proc.returncode != 0
    line = one_line(proc.stderr)
    assert "cannot open" in line and str(tmp_path) in line, line


def test_a_missing_config_is_one_line(tmp_path: Path) -> None:
    proc, _ = run("validate", "--config", str(tmp_path / "none.toml"), "--input", "-", "--output", "-", "--deadletter", "-")
    assert proc.returncode != 0 and "config file not found" in one_line(proc.stderr)


@pytest.mark.parametrize(("command", "section"), [("worker", "kafka] web_port"), ("review", "review] port")])
def test_a_taken_port_is_one_line_naming_the_setting(tmp_path: Path, command: str, section: str) -> None:
    with socket.socket() as held:
        held.bind(("127.0.0.1", 0))
        held.listen(1)
        port = held.getsockname()[1]
        config = tmp_path / "groundstream.toml"
        config.write_text(
            f'[kafka]\nbroker = "127.0.0.1:{free_port()}"\nweb_port = {port}\nconnect_timeout_s = 2\n'
            f'[review]\nport = {port}\n[memory]\nqdrant_path = "{tmp_path / "qdrant"}"\n'
        )
        proc, took = run(command, "--config", str(config))
    assert proc.returncode != 0
    line = one_line(proc.stderr)
    assert f"127.0.0.1:{port} is taken" in line and section in line, line
    assert took < 20
