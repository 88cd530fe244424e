"""Retrieval grounding's cost: index a 10,000-file tree, then the latency of one claim's search and
weighing (p50, p99), and `validate`'s throughput with and without `[sources]`, in one run.

The tree is built from the real repositories under tests/fixtures/sources (adr-tools, log4brains),
copied into 10,000 files across nested folders with their words varied, so the index holds
real prose, records and scripts at the size the target names.
"""

from __future__ import annotations

import random
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from groundstream.detectors.providers.sources import Sources, SourceSettings

from .validate_throughput import OUT, REPO, _timed
from .workload import generate, write

FIXTURES = REPO / "tests" / "fixtures" / "sources"
CLAIMS = [
    "adr-tools is implemented as shell scripts", "The adr-tools scripts require Zsh", "The tool fully supports Windows",
    "adr-tools formats dates as dd/mm/yyyy", "Decision records are written in Markdown format",
    "Log4brains uses Fuse.js for search", "Default exports are avoided", "The default directory is doc/adr",
    "Orders are published to Kafka as JSON lines", "The release step was automated in 2019",
]  # fmt: skip


def _texts() -> list[tuple[str, str]]:
    """(name, text) of every file in the two fixture histories' checkouts."""
    out = []
    for stream in sorted(FIXTURES.glob("*.fi")):
        repo = OUT / "sources-src" / stream.stem
        if not repo.exists():
            repo.mkdir(parents=True)
            subprocess.run(["git", "-C", str(repo), "init", "-q"], check=True)
            with stream.open("rb") as fh:
                subprocess.run(["git", "-C", str(repo), "fast-import", "--quiet"], stdin=fh, check=True)
            branch = subprocess.run(["git", "-C", str(repo), "for-each-ref", "--format=%(refname:short)", "refs/heads"],
                                    capture_output=True, text=True, check=True).stdout.split()[0]  # fmt: skip
            subprocess.run(["git", "-C", str(repo), "checkout", "-q", "-f", branch], check=True)
        out += [(p.name, p.read_text("utf-8", "replace")) for p in repo.rglob("*") if p.is_file() and ".git" not in p.parts]
    return out


def build_tree(root: Path, files: int = 10_000, seed: int = 7) -> None:
    if root.exists():
        shutil.rmtree(root)
    rng = random.Random(seed)
    texts = _texts()
    words = sorted({w for _, t in texts for w in t.split() if w.isalpha() and len(w) > 4})
    for i in range(files):
        name, text = texts[i % len(texts)]
        folder = root / f"pkg{i % 50:02d}" / f"mod{i % 20:02d}"
        folder.mkdir(parents=True, exist_ok=True)
        varied = text.replace("the ", f"the {rng.choice(words)} ", 3)
        (folder / f"{i:05d}-{name}").write_text(varied)


def main() -> None:
    root = Path(tempfile.mkdtemp(prefix="gs-sources-")) / "tree"
    build_tree(root)
    sources = Sources(SourceSettings(roots=(root,), max_files=20_000, refresh_s=3600))
    started = time.perf_counter()
    stats = sources.warm()
    indexed = time.perf_counter() - started
    latencies = []
    for _ in range(30):
        for claim in CLAIMS:
            t = time.perf_counter()
            sources.ground(claim)
            latencies.append((time.perf_counter() - t) * 1000)
    latencies.sort()
    p50, p99 = statistics.median(latencies), latencies[int(len(latencies) * 0.99) - 1]
    print(f"sources: {stats.files:,} files, {stats.passages:,} passages indexed in {indexed:.1f} s (target <= 30 s)")
    print(f"  one claim's retrieval and weighing: p50 {p50:.2f} ms, p99 {p99:.2f} ms over {len(latencies)} (target p99 <= 5 ms)")

    # validate, A/B in one run: the same claims, without and with [sources] (the fixture repositories).
    n = 5_000
    commit = subprocess.run(["git", "-C", str(REPO), "rev-list", "--max-parents=0", "HEAD"], capture_output=True, text=True,
                            check=True).stdout.split()[-1]  # fmt: skip
    claims = write(OUT / "sources-claims.jsonl", generate(n, users=500, commit=commit))
    base = f'[memory]\nqdrant_path = ":memory:"\n[citations]\nadr_dirs = ["{REPO / "streams" / "demo" / "adr"}"]\ngit_repos = ["{REPO}"]\n'
    plain, grounded, large = OUT / "plain.toml", OUT / "grounded.toml", OUT / "large.toml"
    plain.write_text(base)
    roots = ", ".join(f'"{OUT / "sources-src" / s.stem}"' for s in sorted(FIXTURES.glob("*.fi")))
    grounded.write_text(base + f"[sources]\nroots = [{roots}]\n")
    large.write_text(base + f'[sources]\nroots = ["{root}"]\n')

    def cmd(config: Path) -> list[str]:
        return [str(REPO / ".venv/bin/groundstream"), "validate", "--config", str(config), "--input", str(claims),
                "--output", str(OUT / "sources-decisions.jsonl"), "--deadletter", str(OUT / "sources-dead.jsonl"), "--no-progress"]  # fmt: skip

    without, with_, with_large = [], [], []
    for _ in range(2):  # interleaved: all see the same load
        without.append(_timed(cmd(plain)))
        with_.append(_timed(cmd(grounded)))
        with_large.append(_timed(cmd(large)))
    a, b, c = n / min(without), n / min(with_), n / min(with_large)
    print(f"  validate {n:,} claims, whole process: {a:,.0f} claims/s without [sources]; with the three fixture "
          f"repositories {b:,.0f} (falls {100 * (1 - b / a):.0f}%, target <= 30%); with the 10,000-file tree {c:,.0f} "
          f"(falls {100 * (1 - c / a):.0f}%, its indexing included)")  # fmt: skip


if __name__ == "__main__":
    sys.exit(main())
