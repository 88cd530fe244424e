"""Signing keys that survive restarts: an approval signed by one worker process is verified by
the next, with no [signing] keys configured; a setup that cannot do that refuses to start."""

from __future__ import annotations

import os
import stat
import subprocess
from pathlib import Path

import pytest

from groundstream.detectors.gate.gate import Gate
from groundstream.detectors.gate.policy import Policy
from groundstream.detectors.providers.verify import CitationVerifier
from groundstream.streams import factory
from groundstream.streams.config import Settings, SigningKeyMissing
from tests.conftest import REPO, claim

GS = str(REPO / ".venv" / "bin" / "groundstream")


def config(tmp_path: Path, body: str) -> Path:
    path = tmp_path / "groundstream.toml"
    path.write_text(body)
    return path


async def signed(settings: Settings):  # type: ignore[no-untyped-def]
    signer, ephemeral = factory.build_signer(settings, durable=True)
    assert not ephemeral
    decision = await Gate(Policy(), CitationVerifier({})).decide(claim("Builds run on Bazel", source="user"))
    return signer, signer.sign(decision)


async def test_with_an_embedded_store_the_key_is_made_once_and_kept_beside_it(tmp_path: Path) -> None:
    path = config(tmp_path, '[memory]\nqdrant_path = "data/qdrant"\n')
    first, decision = await signed(Settings.load(path))
    second, _ = await signed(Settings.load(path))  # the next process, or the restarted worker
    second.verify(decision)  # raises if the key changed
    key_file = tmp_path / "data" / "qdrant.signing-key"
    assert key_file.exists() and stat.S_IMODE(key_file.stat().st_mode) == 0o600
    assert decision.key_id is not None and decision.key_id.startswith("local-")


async def test_an_explicit_key_file_is_used_and_resolved_from_the_config(tmp_path: Path) -> None:
    path = config(tmp_path, '[memory]\nqdrant_url = "http://qdrant:6333"\n[signing]\nkey_file = "keys/gate.key"\n')
    _, decision = await signed(Settings.load(path))
    assert (tmp_path / "keys" / "gate.key").exists()
    again, _ = await signed(Settings.load(path))
    again.verify(decision)


def test_a_key_file_others_can_read_is_refused(tmp_path: Path) -> None:
    key = tmp_path / "gate.key"
    key.write_text("ab" * 32 + "\n")
    os.chmod(key, 0o644)
    settings = Settings.load(config(tmp_path, f'[signing]\nkey_file = "{key}"\n'))
    with pytest.raises(SigningKeyMissing, match="readable by others"):
        factory.build_signer(settings, durable=True)


def test_two_processes_starting_at_once_share_one_key(tmp_path: Path) -> None:
    script = (
        "import sys; from groundstream.streams.config import Settings; from groundstream.streams import factory; "
        "s, _ = factory.build_signer(Settings.load(sys.argv[1]), durable=True); print(s.active)"
    )
    path = config(tmp_path, '[memory]\nqdrant_path = "q"\n')
    procs = [subprocess.Popen([str(REPO / ".venv/bin/python"), "-c", script, str(path)], stdout=subprocess.PIPE, text=True)
             for _ in range(4)]  # fmt: skip
    ids = {p.communicate(timeout=60)[0].strip() for p in procs}
    assert len(ids) == 1 and ids.pop().startswith("local-")


def test_no_key_and_no_place_to_keep_one_is_refused_only_where_others_must_verify(tmp_path: Path) -> None:
    settings = Settings.load(config(tmp_path, '[memory]\nqdrant_path = ":memory:"\n'))
    with pytest.raises(SigningKeyMissing, match=r"\[signing\] keys"):
        factory.build_signer(settings, durable=True)
    _, ephemeral = factory.build_signer(settings)  # validate decides and stores in one process: fine
    assert ephemeral


@pytest.mark.parametrize("command", ["worker", "review"])
def test_worker_and_review_refuse_to_start_without_a_durable_key(tmp_path: Path, command: str) -> None:
    path = config(tmp_path, '[memory]\nqdrant_path = ":memory:"\n[kafka]\nbroker = "127.0.0.1:1"\n')
    proc = subprocess.run([GS, command, "--config", str(path)], capture_output=True, text=True, timeout=60)
    assert proc.returncode != 0
    lines = proc.stderr.strip().splitlines()
    assert len(lines) == 1 and "signing key" in lines[0] and "Traceback" not in proc.stderr, proc.stderr


@pytest.mark.parametrize("broker", ["http://127.0.0.1:9092", "127.0.0.1", "127.0.0.1:port"])
def test_a_broker_form_no_client_can_use_is_refused_at_start(tmp_path: Path, broker: str) -> None:
    path = config(tmp_path, f'[kafka]\nbroker = "{broker}"\n')
    proc = subprocess.run([GS, "publish", "--config", str(path), "--input", "-"], input="", capture_output=True,
                          text=True, timeout=60)  # fmt: skip
    assert proc.returncode != 0 and "kafka.broker" in proc.stderr and "Traceback" not in proc.stderr


@pytest.mark.parametrize(
    ("written", "used"),
    [("kafka://127.0.0.1:9092", "127.0.0.1:9092"), ("a:1;b:2", "a:1,b:2"), ("kafka://a:1, kafka://b:2", "a:1,b:2")],
)
def test_broker_forms_read_the_same_everywhere(tmp_path: Path, written: str, used: str) -> None:
    assert Settings.load(config(tmp_path, f'[kafka]\nbroker = "{written}"\n')).kafka.broker == used
