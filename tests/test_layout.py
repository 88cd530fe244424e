"""The layout a newcomer reads in docs/DESIGN.md is the tree: every room's table row names its
modules, and every module of a room is named there; production code never imports the dev harness."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from groundstream.detectors.providers.budget import BudgetSpent
from groundstream.detectors.providers.embedders import EmbeddingError
from groundstream.detectors.providers.guarded import RedirectRefused, RefusedAddress
from groundstream.detectors.providers.judge import JudgeError
from groundstream.detectors.semantic import SemanticDedupError
from groundstream.schemas import ProviderError
from groundstream.sinks.memory_store import MemoryStoreError
from tests.conftest import REPO

DESIGN = REPO / "docs" / "DESIGN.md"
ROOMS = ("schemas", "detectors", "sinks", "streams")


def room_rows() -> dict[str, str]:
    """The rooms table: folder -> what its row says it holds."""
    text = DESIGN.read_text()
    table = text[text.index("## The rooms"):text.index("## The decision, in order")]
    rows = {}
    for line in table.splitlines():
        m = re.match(r"\| `([\w/]+)/` \| (.*?) \| [^|]* \|$", line)
        if m:
            rows[m.group(1)] = m.group(2)
    return rows


def modules_of(folder: str) -> set[str]:
    """The modules and data files directly in a package folder (subpackages have rows of their own)."""
    path = REPO / folder
    names = {p.stem for p in path.glob("*.py") if p.name != "__init__.py"}
    names |= {p.name for p in path.iterdir() if p.suffix in (".json", ".html")}
    names |= {p.name for p in path.iterdir() if p.is_dir() and (p / "__init__.py").exists()}
    return names


def test_every_package_of_every_room_has_a_row() -> None:
    rows = room_rows()
    packages = {p.parent.relative_to(REPO).as_posix() for room in ROOMS for p in (REPO / room).rglob("__init__.py")}
    subpackages_named_in_parent = {"detectors/providers/verify"}  # described in the providers row
    assert packages - set(rows) - subpackages_named_in_parent == set()
    assert set(rows) - {"deploy", "tests", "benchmarks"} <= packages


@pytest.mark.parametrize(
    "folder", ["detectors", "detectors/gate", "detectors/providers", "detectors/providers/sources", "sinks", "streams", "streams/review"]
)
def test_every_module_of_a_room_is_named_in_its_row(folder: str) -> None:
    rows = room_rows()
    named = set()
    for item in re.findall(r"`([\w.]+)/?`", rows[folder]):
        named |= {item, item.split(".")[0]}  # `gate.Gate` names the module gate
    own_rows = {f.rsplit("/", 1)[-1] for f in rows if f.startswith(folder + "/")}
    missing = {m for m in modules_of(folder) - own_rows if m not in named and Path(m).stem not in named}
    assert missing == set(), f"docs/DESIGN.md's row for {folder}/ does not name {sorted(missing)}"


def test_production_code_never_imports_the_dev_harness() -> None:
    for room in ROOMS:
        for path in (REPO / room).rglob("*.py"):
            if path.name == "localrun.py" or path.parent.name == "demo" or path.name == "cli.py":
                continue  # the harness itself, the demo and the CLI's `demo` command use it
            assert "localrun" not in path.read_text(), f"{path.relative_to(REPO)} imports the dev harness"


@pytest.mark.parametrize("error", [BudgetSpent("url", "spent"), EmbeddingError("down"), RefusedAddress("private"),
                                   RedirectRefused("301"), JudgeError("bad answer"), SemanticDedupError("embedder", "down"),
                                   MemoryStoreError("unreachable")])
def test_every_provider_failure_is_a_provider_error_naming_its_component(error: Exception) -> None:
    assert isinstance(error, ProviderError)
    assert error.component != ProviderError.component or isinstance(error, SemanticDedupError)
