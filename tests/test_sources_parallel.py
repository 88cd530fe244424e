"""A large refresh splits its files in worker processes (`[sources] index_workers`): the index it
builds must be the one a single process builds — the same passages for every file, the same names,
and the same ranking of a search, ties included — or grounding would change with the machine's CPUs.
On real repositories (tests/fixtures/sources: adr-tools, log4brains, MADR, Kubernetes enhancements,
Rust RFCs, trimmed) and their history."""

from __future__ import annotations

from pathlib import Path

from groundstream.detectors.providers.sources import Passage, Sources, SourceSettings

QUERIES = [
    ["adr", "tools", "shell", "scripts"],
    ["decision", "records", "markdown"],
    ["log4brains", "search", "fuse"],
    ["status", "accepted", "superseded"],
    ["install", "homebrew"],
    ["kep", "graduation", "beta"],
    ["rfc", "unsafe", "trait"],
    ["date", "format"],
]


def _built(roots: tuple[Path, ...], workers: int) -> Sources:
    sources = Sources(SourceSettings(roots=roots, git_repos=roots, index_workers=workers, parallel_from=1))
    sources.warm()
    return sources


def _as_rows(passages: list[Passage]) -> list[tuple[str, str, str, float, str, str]]:
    return sorted((p.location, p.text, p.context, p.weight, p.kind, p.scope) for p in passages)


def test_files_split_by_worker_processes_index_as_one_process_does(
    adr_tools: Path, log4brains: Path, madr: Path, kubernetes_enhancements: Path, rust_rfcs: Path
) -> None:
    roots = (adr_tools, log4brains, madr, kubernetes_enhancements, rust_rfcs)
    alone, pooled = _built(roots, 1), _built(roots, 2)
    try:
        assert pooled.index.stats() == alone.index.stats()
        assert alone.index.stats().files > 80 and alone.index.stats().passages > 1_000
        for _, path in alone.files():
            assert _as_rows(pooled.passages_of(path)) == _as_rows(alone.passages_of(path)), path
            assert pooled.digest(path) == alone.digest(path), path
        for words in QUERIES:
            assert pooled.index.search(words, 20) == alone.index.search(words, 20), words
        names = ["--help", "doc/adr", "adr-new", "init", "config.yml", "not-a-name-anywhere"]
        assert pooled.index.unnamed(names) == alone.index.unnamed(names)
    finally:
        alone.close()
        pooled.close()


def test_a_small_refresh_stays_in_this_process(tmp_path: Path) -> None:
    """Below `parallel_from` no pool is started: a refresh of a few changed files costs what it did."""
    (tmp_path / "README.md").write_text("# Tool\n\nThe tool is written in Go.\n", encoding="utf-8")
    sources = Sources(SourceSettings(roots=(tmp_path,), index_workers=4))  # parallel_from: 256
    try:
        stats = sources.warm()
        assert stats.files == 1 and [p.text for p in sources.index.search(["written", "go"], 5)] == ["The tool is written in Go."]
    finally:
        sources.close()
