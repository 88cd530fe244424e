"""Local processes for the demo, the tests and the benchmarks: the Kafka of deploy/ and workers.

A development harness: production code (the worker, the review service) never imports it.
"""

from __future__ import annotations

import json
import os
import signal
import socket
import subprocess
import sys
import threading
import time
import urllib.error
import urllib.request
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
KAFKA_SH = REPO / "deploy" / "kafka" / "kafka.sh"  # in a checkout only: an installed wheel has no broker scripts
# A Qdrant server binary for tests and benchmarks: GROUNDSTREAM_QDRANT_BIN, else the one shared beside the checkout.
QDRANT_BIN = Path(os.environ.get("GROUNDSTREAM_QDRANT_BIN") or REPO.parent / "shared" / "tools" / "qdrant" / "qdrant")


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def free_port_pair() -> int:
    """A free port P with P+1 also free (the local broker's client and controller ports)."""
    for _ in range(50):
        p = free_port()
        try:
            with socket.socket() as s:
                s.bind(("127.0.0.1", p + 1))
            return p
        except OSError:
            continue
    raise RuntimeError("no free pair of ports on 127.0.0.1")


def port_open(host: str, port: int) -> bool:
    with socket.socket() as s:
        s.settimeout(0.5)
        return s.connect_ex((host, port)) == 0


class LocalKafka:
    """deploy/kafka/kafka.sh for one port and data folder."""

    def __init__(self, port: int = 9092, data: Path | None = None) -> None:
        self.port = port
        self.env = {**os.environ, "KAFKA_PORT": str(port)}
        if data is not None:
            self.env["KAFKA_DATA"] = str(data)
        self.address = f"127.0.0.1:{port}"

    def running(self) -> bool:
        return port_open("127.0.0.1", self.port)

    def up(self) -> None:
        subprocess.run([str(KAFKA_SH), "up"], env=self.env, check=True, timeout=600)

    def down(self) -> None:
        subprocess.run([str(KAFKA_SH), "down"], env=self.env, check=False, timeout=120)


class ProcessDied(RuntimeError):
    """A process the demo or a test started has stopped; the message ends with its log's last lines."""

    def __init__(self, what: str, log: Path, lines: int = 15) -> None:
        tail = log.read_text(errors="replace").splitlines()[-lines:] if log.exists() else ["(no log)"]
        super().__init__(f"{what}; last lines of {log}:\n" + "\n".join(f"    {line}" for line in tail))
        self.log = log


RESTART_EXIT = 75  # streams.worker.FATAL_EXIT: the worker asks its supervisor for a restart


class WorkerProcess:
    """`groundstream worker` in its own process group, supervised as an operator runs it:
    a worker that exits asking for a restart (exit 75) is started again, as a Kubernetes
    Deployment or a systemd unit with Restart=on-failure would."""

    def __init__(
        self, config: Path, log: Path, web_port: int, env: dict[str, str] | None = None, *, command: list[str] | None = None
    ) -> None:
        self.log = log
        self.web_port = web_port
        self.restarts = 0
        self._cmd = command or [sys.executable, "-m", "groundstream.streams.cli", "worker", "--config", str(config)]
        self._env = {**os.environ, **(env or {})}
        self._stopping = False
        self.proc = self._spawn()
        threading.Thread(target=self._supervise, daemon=True).start()

    def _spawn(self) -> subprocess.Popen[bytes]:
        return subprocess.Popen(
            self._cmd, stdout=self.log.open("ab"), stderr=subprocess.STDOUT, start_new_session=True, env=self._env
        )

    def _supervise(self) -> None:
        while True:
            proc = self.proc
            code = proc.wait()
            if self._stopping or code != RESTART_EXIT or proc is not self.proc:
                return
            self.restarts += 1
            self.proc = self._spawn()

    def metrics(self) -> str:
        with urllib.request.urlopen(f"http://127.0.0.1:{self.web_port}/metrics", timeout=5) as r:
            return r.read().decode()

    def metric(self, name: str) -> float:
        """A metric's value from /metrics, summed over its labels: 0 when not reported yet, and
        while the worker restarts (a fenced worker exits for its supervisor to start it again, and
        its metrics server goes with it: a poll then meets a reset or refused connection)."""
        try:
            text = self.metrics()
        except urllib.error.HTTPError:
            raise  # the server answered, wrongly: loud
        except (ConnectionError, urllib.error.URLError, TimeoutError):
            self.ensure_alive()  # ProcessDied unless a restart is under way
            return 0.0
        total = 0.0
        for line in text.splitlines():
            sample, _, value = line.rpartition(" ")
            if sample.split("{", 1)[0] == name:
                total += float(value)
        return total

    def wait_ready(self, timeout_s: float = 120.0) -> None:
        """Until this worker (its own pid, not whatever else answers on the port) serves /health."""
        deadline = time.monotonic() + timeout_s
        while time.monotonic() < deadline:
            self.ensure_alive()
            try:
                if self.answering_pid() == self.proc.pid:
                    return
            except OSError:
                pass
            time.sleep(0.3)
        raise ProcessDied(f"the gate worker did not answer on 127.0.0.1:{self.web_port} within {timeout_s:g} s", self.log)

    def answering_pid(self) -> int | None:
        """The pid the process answering /health on the worker's port reports (None: not a worker)."""
        request = urllib.request.Request(f"http://127.0.0.1:{self.web_port}/health")
        try:
            with urllib.request.urlopen(request, timeout=5) as r:
                body = r.read()
        except urllib.error.HTTPError as exc:  # 503 while the store is not ready: still an answer
            body = exc.read()
        try:
            pid = json.loads(body).get("pid")
        except (ValueError, AttributeError):
            return None
        return pid if isinstance(pid, int) else None

    def ensure_alive(self) -> None:
        """Raise ProcessDied (with the end of its log) if the worker has exited for good."""
        code = self.proc.poll()
        if code is not None and not (code == RESTART_EXIT and not self._stopping):
            raise ProcessDied(f"the gate worker exited with code {code}", self.log)

    def kill(self) -> None:
        """SIGKILL: no shutdown, no commit, no flush (and no restart: the test restarts it)."""
        self._stopping = True
        os.killpg(self.proc.pid, signal.SIGKILL)
        self.proc.wait(timeout=30)

    def stop(self) -> None:
        self._stopping = True
        if self.proc.poll() is None:
            os.killpg(self.proc.pid, signal.SIGTERM)
            try:
                self.proc.wait(timeout=30)
            except subprocess.TimeoutExpired:
                self.kill()


class LocalQdrant:
    """A Qdrant server process on loopback (QDRANT_BIN), its storage in `folder`; `stop`/`start` again on the same folder."""

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
        self.proc = subprocess.Popen([str(QDRANT_BIN)], cwd=self.folder, env=env, stdout=log, stderr=subprocess.STDOUT,
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
