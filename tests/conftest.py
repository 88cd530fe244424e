from __future__ import annotations

import asyncio
import json
import os
import shutil
import subprocess
import sys
import tempfile
from collections.abc import AsyncIterator, Iterator
from pathlib import Path

import pytest

from groundstream.detectors.gate.gate import Gate
from groundstream.detectors.gate.policy import Policy
from groundstream.detectors.providers.verify import CitationVerifier, VerifierSettings
from groundstream.schemas import ClaimCandidate, Decision
from tests.loopback import LoopbackServer
from tests.qdrant_harness import QdrantServer

REPO = Path(__file__).resolve().parent.parent


_RUN_CACHE: list[str] = []


def pytest_configure(config: pytest.Config) -> None:
    """The language model's cached copy in a folder of the run's own (subprocesses inherit it), not the user's ~/.cache."""
    if "GROUNDSTREAM_CACHE_DIR" not in os.environ:
        _RUN_CACHE.append(tempfile.mkdtemp(prefix="gs-test-cache-"))
        os.environ["GROUNDSTREAM_CACHE_DIR"] = _RUN_CACHE[0]


def pytest_unconfigure(config: pytest.Config) -> None:
    for folder in _RUN_CACHE:
        shutil.rmtree(folder, ignore_errors=True)
SHARED_EXAMPLES = REPO.parent / "shared" / "examples" / "claims.jsonl"
BUNDLED_EXAMPLES = REPO / "tests" / "data" / "example_claims.jsonl"


def git(repo: Path, *args: str) -> str:
    env = {"GIT_AUTHOR_NAME": "t", "GIT_AUTHOR_EMAIL": "t@example.invalid", "GIT_COMMITTER_NAME": "t",
           "GIT_COMMITTER_EMAIL": "t@example.invalid", "HOME": str(repo), "PATH": "/usr/bin:/bin"}
    return subprocess.run(["git", "-C", str(repo), *args], check=True, capture_output=True, text=True, env=env).stdout.strip()


@pytest.fixture
def adr_dir(tmp_path: Path) -> Path:
    folder = tmp_path / "adr"
    folder.mkdir()
    (folder / "ADR-001-events-as-json-lines.md").write_text("# ADR-001\nEvents are JSON lines.\n")
    (folder / "ADR-005-retries.md").write_text("# ADR-005\n")
    (folder / "adr-007-lowercase-name.md").write_text("# ADR-007\n")
    (folder / "ADR-009-not-markdown.txt").write_text("not an ADR file\n")
    return folder


@pytest.fixture
def git_repo(tmp_path: Path) -> tuple[Path, str]:
    """A real repository with one commit; returns (path, full commit sha)."""
    repo = tmp_path / "repo"
    repo.mkdir()
    git(repo, "init", "-q")
    (repo / "README").write_text("hello\n")
    git(repo, "add", "README")
    git(repo, "commit", "-q", "-m", "first")
    return repo, git(repo, "rev-parse", "HEAD")


@pytest.fixture
def server() -> Iterator[LoopbackServer]:
    s = LoopbackServer("127.0.0.1")
    yield s
    s.close()


@pytest.fixture
def canary() -> Iterator[LoopbackServer]:
    """A server on 127.0.0.2 that no URL citation may ever reach."""
    s = LoopbackServer("127.0.0.2")
    s.route("/", status=200)
    s.route("/secret", status=200, body=b"internal")
    yield s
    assert s.requests == [], f"the canary on 127.0.0.2 was contacted: {s.requests}"
    s.close()


@pytest.fixture
def verifier_settings(adr_dir: Path, git_repo: tuple[Path, str], server: LoopbackServer) -> VerifierSettings:
    return VerifierSettings(
        adr_dirs=(adr_dir,),
        git_repos=(git_repo[0],),
        issue_api=server.url("/api"),
        url_allow=("127.0.0.1/32",),
        timeout_s=1.0,
    )


@pytest.fixture
async def gate(verifier_settings: VerifierSettings) -> AsyncIterator[Gate]:
    policy = Policy(verification=verifier_settings)
    g = Gate(policy, CitationVerifier.from_settings(verifier_settings))
    yield g
    await g.aclose()


async def decide_all(settings: VerifierSettings, *contents: str) -> list[Decision]:
    """Each claim decided in turn by one gate whose verifiers reach `settings`' sources; closed after."""
    gate = Gate(Policy(verification=settings), CitationVerifier.from_settings(settings))
    try:
        return [await gate.decide(claim(c)) for c in contents]
    finally:
        await gate.aclose()


def claim(content: str, *, user: str = "u1", memory_type: str = "fact", source: str = "ai_synthesis", **kw: object) -> ClaimCandidate:
    return ClaimCandidate(user_id=user, content=content, memory_type=memory_type, source=source, **kw)  # type: ignore[arg-type]


def example_claims() -> list[dict]:
    path = SHARED_EXAMPLES if SHARED_EXAMPLES.exists() else BUNDLED_EXAMPLES
    return [json.loads(line) for line in path.read_text().splitlines() if line.strip()]


@pytest.fixture(scope="session")
def kafka_broker(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    """A real Apache Kafka broker (deploy/kafka), started for this test session and stopped after."""
    from tests.kafka_harness import broker

    kafka = broker(tmp_path_factory.mktemp("kafka"))
    kafka.up()
    yield kafka.address
    kafka.down()


@pytest.fixture(scope="session")
def qdrant_server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[QdrantServer | str]:
    """A real Qdrant server for this test session: the one GROUNDSTREAM_TEST_QDRANT_URL names (a
    URL, not restartable), else ../shared/tools/qdrant/qdrant started here; skipped, saying why,
    where neither can be had."""
    from tests.qdrant_harness import EXTERNAL, QdrantServer, unavailable

    why = unavailable()
    if why:
        pytest.skip(why)
    if EXTERNAL:
        yield EXTERNAL
        return
    server = QdrantServer(tmp_path_factory.mktemp("qdrant"))
    server.start()
    yield server
    server.stop()


@pytest.fixture
def qdrant_url(qdrant_server: QdrantServer | str) -> str:
    return qdrant_server if isinstance(qdrant_server, str) else qdrant_server.url


@pytest.fixture(autouse=True)
async def asyncio_deadline(request: pytest.FixtureRequest) -> AsyncIterator[None]:
    """A deadline that works inside asyncio for the tests on the real broker.

    pytest-timeout's SIGALRM raises into whatever runs; inside an event loop that is often a
    callback, whose exceptions asyncio only logs, so a hung await would hang CI. Shortly before
    the test's timeout this prints every task's stack (where it hung) and cancels the tasks,
    so the test fails instead.
    """
    if "kafka_broker" not in request.fixturenames:
        yield
        return
    marker = request.node.get_closest_marker("timeout")
    limit = float(marker.args[0]) if marker else float(request.config.getini("timeout") or 300)
    loop = asyncio.get_running_loop()

    def expire() -> None:
        print(f"\n--- {request.node.nodeid}: deadline of {limit - 10:.0f} s reached; the tasks were at:", file=sys.stderr)
        for task in asyncio.all_tasks(loop):
            task.print_stack(file=sys.stderr)
            task.cancel()

    handle = loop.call_later(max(1.0, limit - 10), expire)
    yield
    handle.cancel()


SOURCE_FIXTURES = REPO / "tests" / "fixtures" / "sources"


def import_history(name: str, into: Path) -> Path:
    """A real repository rebuilt from its trimmed history (tests/fixtures/sources/<name>.fi, a
    `git fast-export`): real messages, authors, dates and record conventions, checked out."""
    repo = into / name
    repo.mkdir(parents=True)
    git(repo, "init", "-q")
    with (SOURCE_FIXTURES / f"{name}.fi").open("rb") as stream:
        subprocess.run(["git", "-C", str(repo), "fast-import", "--quiet"], stdin=stream, check=True, capture_output=True)
    branch = next(line.split()[-1] for line in git(repo, "show-ref").splitlines() if "refs/heads/" in line)
    git(repo, "checkout", "-q", "-f", branch.removeprefix("refs/heads/"))
    return repo


@pytest.fixture(scope="session")
def adr_tools(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """npryce/adr-tools, trimmed (GPL-3.0): adr-tools records (`doc/adr/0001-…md`, `## Status`)."""
    return import_history("adr-tools", tmp_path_factory.mktemp("sources"))


@pytest.fixture(scope="session")
def log4brains(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """thomvaill/log4brains, trimmed (Apache-2.0): dated slugs, `- Status: accepted`, `.log4brains.yml`."""
    return import_history("log4brains", tmp_path_factory.mktemp("sources"))


@pytest.fixture(scope="session")
def madr(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """adr/madr, trimmed (MIT OR CC0-1.0): MADR records in docs/decisions, YAML front matter, no status."""
    return import_history("madr", tmp_path_factory.mktemp("sources"))


@pytest.fixture(scope="session")
def kubernetes_enhancements(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """kubernetes/enhancements, trimmed (Apache-2.0): three KEPs, `keps/sig-storage/NNN-slug/README.md`
    each with its `kep.yaml` (status there: implemented, implemented, withdrawn)."""
    return import_history("kubernetes-enhancements", tmp_path_factory.mktemp("sources"))


@pytest.fixture(scope="session")
def rust_rfcs(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """rust-lang/rfcs, trimmed (MIT OR Apache-2.0): three RFCs as `text/NNNN-slug.md`, no title, no status."""
    return import_history("rust-rfcs", tmp_path_factory.mktemp("sources"))
