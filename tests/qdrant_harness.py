"""A real Qdrant server for the tests: the binary in ../shared/tools/qdrant, on free loopback
ports, its storage in the test's own folder; or the server GROUNDSTREAM_TEST_QDRANT_URL names."""

from __future__ import annotations

import os
import signal
import subprocess
import time
import urllib.error
import urllib.request
from pathlib import Path

from groundstream.streams.localrun import free_port

BINARY = Path(__file__).resolve().parent.parent.parent / "shared" / "tools" / "qdrant" / "qdrant"
EXTERNAL = os.environ.get("GROUNDSTREAM_TEST_QDRANT_URL")


def unavailable() -> str | None:
    """Why no server can be had here (a skip's reason), or None."""
    if EXTERNAL or BINARY.exists():
        return None
    return f"needs a Qdrant server: {BINARY} is not on this machine and GROUNDSTREAM_TEST_QDRANT_URL is not set"


class QdrantServer:
    """One Qdrant server process on loopback; `stop`/`start` again on the same storage folder."""

    def __init__(self, folder: Path) -> None:
        self.folder = folder
        self.http_port, self.grpc_port = free_port(), free_port()
        self.url = f"http://127.0.0.1:{self.http_port}"
        self.proc: subprocess.Popen[bytes] | None = None

    def start(self, timeout_s: float = 60.0) -> None:
        env = {
            **os.environ,
            "QDRANT__SERVICE__HOST": "127.0.0.1",
            "QDRANT__SERVICE__HTTP_PORT": str(self.http_port),
            "QDRANT__SERVICE__GRPC_PORT": str(self.grpc_port),
            "QDRANT__STORAGE__STORAGE_PATH": str(self.folder / "storage"),
            "QDRANT__STORAGE__SNAPSHOTS_PATH": str(self.folder / "snapshots"),
            "QDRANT__TELEMETRY_DISABLED": "true",
        }
        self.folder.mkdir(parents=True, exist_ok=True)
        log = (self.folder / "qdrant.log").open("ab")
        self.proc = subprocess.Popen([str(BINARY)], cwd=self.folder, env=env, stdout=log, stderr=subprocess.STDOUT,
                                     start_new_session=True)  # fmt: skip
        deadline = time.monotonic() + timeout_s
        while not self.ready():
            if self.proc.poll() is not None:
                raise RuntimeError(f"qdrant exited with {self.proc.returncode}; see {self.folder / 'qdrant.log'}")
            if time.monotonic() > deadline:
                raise TimeoutError(f"qdrant not ready within {timeout_s:g} s; see {self.folder / 'qdrant.log'}")
            time.sleep(0.1)

    def ready(self) -> bool:
        try:
            with urllib.request.urlopen(f"{self.url}/readyz", timeout=1) as r:
                return r.status == 200
        except (urllib.error.URLError, OSError):
            return False

    def stop(self, sig: int = signal.SIGTERM) -> None:
        if self.proc is not None and self.proc.poll() is None:
            self.proc.send_signal(sig)
            try:
                self.proc.wait(timeout=30)
            except subprocess.TimeoutExpired:
                self.proc.kill()
                self.proc.wait(timeout=30)
        self.proc = None

    def restart(self) -> None:
        self.stop()
        self.start()
