"""`pip install .` gives a working package: what the container image does, in a fresh venv."""

from __future__ import annotations

import json
import subprocess
import sys
import sysconfig
import venv
import zipfile
from pathlib import Path

import pytest

from tests.conftest import REPO

ROOMS = ("schemas", "detectors", "sinks", "streams")


@pytest.fixture(scope="module")
def wheel(tmp_path_factory: pytest.TempPathFactory) -> Path:
    out = tmp_path_factory.mktemp("wheel")
    subprocess.run(
        [sys.executable, "-m", "pip", "wheel", "--no-deps", "--no-build-isolation", "--quiet", "-w", str(out), str(REPO)],
        check=True, capture_output=True, timeout=300,
    )
    (built,) = out.glob("groundstream-*.whl")
    return built


def fresh_venv(wheel: Path, tmp_path: Path) -> tuple[Path, Path]:
    """A new venv holding the wheel alone (its python, its site-packages); its dependencies are read
    from this venv, after it on sys.path. A .pth line only adds the folder, so this venv's editable
    groundstream is not seen."""
    env_dir = tmp_path / "venv"
    venv.create(env_dir, with_pip=False)
    py = env_dir / "bin" / "python"
    site = Path(subprocess.run([str(py), "-c", "import sysconfig; print(sysconfig.get_paths()['purelib'])"],
                               check=True, capture_output=True, text=True).stdout.strip())
    subprocess.run([sys.executable, "-m", "pip", "install", "--no-deps", "--no-index", "--quiet",
                    "--target", str(site), str(wheel)], check=True, capture_output=True, timeout=300)
    (site / "deps.pth").write_text(sysconfig.get_paths()["purelib"] + "\n")
    return py, site


def test_the_wheel_holds_every_module_and_data_file_of_every_room(wheel: Path) -> None:
    names = set(zipfile.ZipFile(wheel).namelist())
    expected = set()
    for room in ROOMS:
        for path in (REPO / room).rglob("*"):
            if path.is_file() and path.suffix in (".py", ".json", ".html", ".jsonl", ".toml", ".md") and "__pycache__" not in path.parts:
                expected.add(f"groundstream/{room}/{path.relative_to(REPO / room).as_posix()}")
    assert "groundstream/detectors/providers/verify/url.py" in expected  # a subpackage, the case a hand list missed
    assert "groundstream/streams/demo/claims.jsonl" in expected  # the demo's sample is package data
    assert expected - names == set()


def test_installed_wheel_runs_validate_in_a_fresh_venv(wheel: Path, tmp_path: Path) -> None:
    py, site = fresh_venv(wheel, tmp_path)
    work = tmp_path / "elsewhere"  # not the repository, so nothing resolves from the source tree
    work.mkdir()
    where = subprocess.run([str(py), "-c", "import groundstream.detectors.providers.verify as v; print(v.__file__)"],
                           cwd=work, check=True, capture_output=True, text=True).stdout.strip()
    assert where.startswith(str(site))

    (work / "groundstream.toml").write_text('[memory]\nqdrant_path = ":memory:"\n')
    claim = {"claim_id": "c1", "user_id": "u1", "memory_type": "fact", "source": "user", "content": "Sessions live in Redis"}
    (work / "claims.jsonl").write_text(json.dumps(claim) + "\n")
    proc = subprocess.run(
        [str(py), "-m", "groundstream.streams.cli", "validate", "--config", "groundstream.toml", "--input", "claims.jsonl",
         "--output", "out.jsonl", "--deadletter", "dead.jsonl"],
        cwd=work, capture_output=True, text=True, timeout=120,
    )
    assert proc.returncode == 0, proc.stderr
    (decision,) = [json.loads(line) for line in (work / "out.jsonl").read_text().splitlines()]
    assert decision["claim_id"] == "c1" and decision["tier"] == "auto_approve"


def test_installed_wheel_runs_the_offline_demo(wheel: Path, tmp_path: Path) -> None:
    """The demo and its sample ship in the wheel: `groundstream demo --offline` runs anywhere."""
    py, _ = fresh_venv(wheel, tmp_path)
    work = tmp_path / "elsewhere"
    work.mkdir()
    proc = subprocess.run([str(py), "-m", "groundstream.streams.cli", "demo", "--offline"], cwd=work,
                          capture_output=True, text=True, timeout=240)
    assert proc.returncode == 0, proc.stderr
    assert "auto_approve" in proc.stdout and "block" in proc.stdout  # the tier table was printed
    assert (work / ".demo" / "decisions.jsonl").exists()  # written where it was started, not into site-packages
