"""What an agent waits for: `remember`'s latency through the MCP server, from the SDK's own client
over stdio, embedded (decided in the server's process) and through Kafka (a worker decides, the
default 0.1 s commit interval; the broker's log in /dev/shm where there is one).

    python -m benchmarks remember
"""

from __future__ import annotations

import asyncio
import shutil
import tempfile
import time
import uuid
from pathlib import Path

import numpy as np
from mcp import ClientSession, StdioServerParameters
from mcp.client.stdio import stdio_client

from groundstream.streams import topics as T
from groundstream.streams.localrun import LocalKafka, WorkerProcess, free_port, free_port_pair

from .kafka_e2e import REPO, _broker_dir, _until_owned

GS = str(REPO / ".venv" / "bin" / "groundstream")


async def _calls(config: Path, n: int, *extra: str) -> np.ndarray:
    params = StdioServerParameters(command=GS, args=["mcp", "--config", str(config), "--user", "bench", "--agent", "bench-agent", *extra])
    took = []
    async with stdio_client(params) as (read, write), ClientSession(read, write) as session:
        await session.initialize()
        await session.call_tool("remember", {"content": "Warm-up: builds run on Bazel", "source": "user"})
        for i in range(n):
            content = f"Service {i} keeps its state in store {i * 7919 % 1000}" if i % 2 else f"I think service {i} retries {i} times"
            started = time.perf_counter()
            result = await session.call_tool("remember", {"content": content, "source": "user"})
            took.append(time.perf_counter() - started)
            assert not result.is_error
    return np.array(took) * 1000


def _line(label: str, ms: np.ndarray) -> str:
    return f"  {label:<44} p50 {np.percentile(ms, 50):7.2f} ms   p99 {np.percentile(ms, 99):7.2f} ms   ({len(ms)} calls)"


def main(n: int = 300) -> None:
    tmp = Path(tempfile.mkdtemp(prefix="gs-bench-remember-"))
    print("remember() through `groundstream mcp`, the MCP SDK's client over stdio (half approved, half blocked):")
    embedded = tmp / "embedded.toml"
    embedded.write_text(f'[memory]\nqdrant_path = "{tmp / "store"}"\n')
    print(_line("embedded (decided in the server process)", asyncio.run(_calls(embedded, n, "--embedded"))), flush=True)
    broker_dir = _broker_dir()
    kafka = LocalKafka(free_port_pair(), broker_dir / "kafka")
    kafka.up()
    worker = None
    try:
        prefix = f"r{uuid.uuid4().hex[:6]}."
        web = free_port()
        config = tmp / "kafka.toml"
        config.write_text(
            f'[memory]\nqdrant_path = "{tmp / "worker-store"}"\n[kafka]\nbroker = "{kafka.address}"\npartitions = 4\n'
            f'topic_prefix = "{prefix}"\ngroup = "{prefix}gate"\nweb_port = {web}\n'
            '[signing]\nactive_key = "bench"\n[signing.keys]\nbench = "bench-only-signing-key-0123456789"\n'
        )
        asyncio.run(T.ensure_topics(kafka.address, 4, 1, prefix=prefix))
        worker = WorkerProcess(config, tmp / "worker.log", web, {"PYTHONPATH": str(REPO)})
        worker.wait_ready()
        _until_owned(worker)
        print(_line("through Kafka (a worker, commit every 0.1 s)", asyncio.run(_calls(config, n // 2, "--timeout", "30"))), flush=True)
    finally:
        if worker is not None:
            worker.stop()
        kafka.down()
        shutil.rmtree(broker_dir, ignore_errors=True)
        shutil.rmtree(tmp, ignore_errors=True)


if __name__ == "__main__":
    main()
