"""The cost of a decision (issue "The cost of a decision"), old code against new in one run, interleaved.

    python -m benchmarks cost                       # this tree only (and the peer, when importable)
    python -m benchmarks.cost --old /tmp/old0bb     # against another checkout (`git worktree add /tmp/old0bb 0bbcc89`)
    python -m benchmarks.cost --old /tmp/old0bb --old-python /tmp/oldvenv/bin/python
                                                    # the old checkout run by an interpreter with its own dependencies
                                                    # (`python -m venv /tmp/oldvenv && /tmp/oldvenv/bin/pip install /tmp/old0bb`)

1. The peer: OWASP Agent Memory Guard's hardened profile (`AMGHardenedAdapter`'s policy and detectors) writing
   its own benchmark texts (its AMSB corpus, and with `AMG_CORPUS=…/security_benchmark.py` the texts of that
   suite too; those under 4 KB without a URL), against one decision of this gate on each text, parse to
   signed decision and stored memory, in process; and each text at first sight (decided once in a fresh
   process warmed on other claims: repeated rounds of the same text find its reading cached). AMG is
   imported when installed in this environment, or run by `AMG_PYTHON` (the interpreter of a venv that
   has it, e.g. /tmp/amgvenv/bin/python); otherwise the comparison is skipped, and said so. It is never a dependency of the gate.
2. Start-up: seconds from starting `groundstream validate` to its first decision on stdout, as installed
   (each tree's modules compiled to bytecode first, as `pip install` does), and from source (a copy of
   the package without bytecode, run with PYTHONDONTWRITEBYTECODE: a checkout where bytecode is never
   written compiles every module at every start); and as installed, on a first claim the language model reads.
3. `validate` on the generated workload (benchmarks/workload.py), whole process, claims/s.
4. `validate` with `[sources]` over a 10,000-file tree (benchmarks/sources.py), whole process, claims/s.
"""

from __future__ import annotations

import argparse
import asyncio
import compileall
import json
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from .validate_throughput import OUT, REPO
from .workload import generate, write

BASE = '[memory]\nqdrant_path = ":memory:"\n[signing]\nactive_key = "cost"\n[signing.keys]\ncost = "cost-benchmark-key-0123456789"\n'

# Run by AMG's interpreter: its hardened profile's write of each text, a fresh guard per text as its own
# security benchmark times it; prints the texts and the median microseconds of each.
_PEER = r"""
import json, sys, time, ast
from agent_memory_guard import PolicyViolation
from agent_memory_guard.bench.adapters.baseline import AMGHardenedAdapter
from agent_memory_guard.bench.scenarios import default_corpus
texts = [("amsb", s.key, s.value) for sc in default_corpus() for s in sc.steps if isinstance(s.value, str)]
corpus = sys.argv[2] if len(sys.argv) > 2 else ""
if corpus:
    tree = ast.parse(open(corpus).read())
    for node in ast.walk(tree):
        if isinstance(node, ast.Call) and getattr(node.func, "id", "") == "TestCase" and len(node.args) >= 4:
            key, value = node.args[2], node.args[3]
            if isinstance(value, ast.Constant) and isinstance(value.value, str) and isinstance(key, ast.Constant):
                texts.append(("security_benchmark", key.value, value.value))
texts = [t for t in texts if len(t[2].encode()) < 4096 and "http://" not in t[2] and "https://" not in t[2]]
rounds = int(sys.argv[1])
times = [[] for _ in texts]
for _ in range(rounds):
    for i, (_, key, value) in enumerate(texts):
        guard = AMGHardenedAdapter()._guard
        t = time.perf_counter()
        try:
            guard.write(key, value)
        except PolicyViolation:
            pass
        times[i].append((time.perf_counter() - t) * 1e6)
print(json.dumps({"texts": texts, "us": [sorted(x)[len(x) // 2] for x in times]}))
"""


def _peer(rounds: int) -> dict | None:
    python = os.environ.get("AMG_PYTHON")
    if python is None:
        try:
            import agent_memory_guard  # noqa: F401  (bench-only: never a dependency of the gate)
        except ImportError:
            return None
        python = sys.executable
    try:
        out = subprocess.run([python, "-c", _PEER, str(rounds), os.environ.get("AMG_CORPUS", "")], capture_output=True, text=True)
    except OSError:  # AMG_PYTHON names no interpreter: skipped, and said so
        return None
    return json.loads(out.stdout) if out.returncode == 0 else None


def _ours(texts: list[str], rounds: int, warm: int = 0) -> list[float]:
    """Median microseconds of one decision of each text: its JSON line parsed, inspected, decided, signed,
    an approved one stored, the decision serialized. Each round's claims are new users' (no duplicates).
    `rounds` 0: each text decided once, at first sight, after `warm` other claims (`_warm_texts`) warmed
    the process: what a claim the gate has not read before costs (the text-keyed caches of a claim's
    reading, shared by its detectors, do not hold it yet)."""
    from groundstream.streams.config import Settings
    from groundstream.streams.gate_service import GateService

    config = OUT / "cost.toml"
    config.parent.mkdir(parents=True, exist_ok=True)
    config.write_text(BASE)

    async def run() -> list[float]:
        service = await GateService.open(Settings.load(str(config)))
        times: list[list[float]] = [[] for _ in texts]

        async def decide(i: int, tag: str, text: str) -> float:
            line = json.dumps({"claim_id": f"c{tag}", "user_id": f"u{tag}", "memory_type": "fact", "source": "ai_synthesis", "content": text})
            t = time.perf_counter()
            claim = service.parse(line.encode())
            decision = await service.decide_and_store(claim, service.gate.inspect([claim])[0])
            decision.model_dump_json()
            return (time.perf_counter() - t) * 1e6

        try:
            for i, text in enumerate(_warm_texts(warm)):
                await decide(i, f"w{i}", text)
            for r in range(rounds + 1):  # the first round warms up, or is the one measured at first sight
                for i, text in enumerate(texts):
                    took = await decide(i, f"{r}-{i}", text)
                    if r or not rounds:
                        times[i].append(took)
        finally:
            await service.close()
        return [statistics.median(x) for x in times]

    return asyncio.run(run())


def _warm_texts(n: int) -> list[str]:
    """`n` claims written by people and helpers (the claim-type sets): what warms a worker's loads and
    caches as its traffic would, none of them the texts measured."""
    texts = [json.loads(line)["content"] for path in sorted((REPO / "benchmarks" / "data").glob("claim_types*.jsonl")) for line in path.open()]
    return texts[:n]


def _first_sight(texts: list[str], runs: int = 3) -> list[float]:
    """Each text's median first-sight cost over `runs` fresh processes (`_ours` with rounds 0)."""
    source = OUT / "cost-texts.json"
    source.write_text(json.dumps(texts))
    code = f"import json, sys; from benchmarks.cost import _ours; print(json.dumps(_ours(json.load(open({str(source)!r})), 0, warm=1500)))"
    per_run = []
    for _ in range(runs):
        out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True, cwd=REPO)
        per_run.append(json.loads(out.stdout.strip().splitlines()[-1]))
    return [statistics.median(xs) for xs in zip(*per_run, strict=True)]


def peer_comparison(rounds: int = 31) -> None:
    peer = _peer(rounds)
    if peer is None:
        print("AMG comparison skipped: agent-memory-guard is not importable here (pip install agent-memory-guard==0.3.3 into")
        print("  a separate venv and set AMG_PYTHON=<its python>; AMG_CORPUS=<its benchmarks/security_benchmark.py> adds that corpus)")
        return
    texts = [t[2] for t in peer["texts"]]
    ours = _ours(texts, rounds)
    first = _first_sight(texts)
    theirs = peer["us"]
    corpora = sorted({t[0] for t in peer["texts"]})
    m_ours, m_theirs, m_first = statistics.median(ours), statistics.median(theirs), statistics.median(first)
    print(f"decision cost on AMG 0.3.3's texts ({len(texts)} under 4 KB without a URL: {', '.join(corpora)}), median of {rounds} rounds each:")
    print(f"  AMG hardened write: median {m_theirs:,.0f} us   groundstream decision: median {m_ours:,.0f} us   "
          f"ratio {m_ours / m_theirs:.1f}x (target <= 4x)")  # fmt: skip
    print(f"  groundstream decision of a text at first sight (3 fresh processes, 1,500 other claims first): median {m_first:,.0f} us   "
          f"ratio {m_first / m_theirs:.1f}x")  # fmt: skip


# The interpreter each tree is run by: this one, unless the old tree has its own (`--old-python`): a change
# of dependencies (a C build of a library) is then measured with the code that needs it.
_PYTHONS: dict[Path, str] = {}


def _python(tree: Path) -> str:
    return _PYTHONS.get(tree, sys.executable)


def _validate(tree: Path, config: Path, claims: Path, output: str = "/dev/null") -> float:
    env = {**os.environ, "PYTHONPATH": str(tree)}
    started = time.perf_counter()
    subprocess.run([_python(tree), "-m", "groundstream.streams.cli", "validate", "--config", str(config), "--input", str(claims),
                    "--output", output, "--deadletter", "/dev/null", "--no-progress"], env=env, cwd=tree, check=True,
                   stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)  # fmt: skip
    return time.perf_counter() - started


def compiled(tree: Path) -> Path:
    """`tree` with its package compiled to bytecode, as `pip install` leaves it (its rooms are links,
    which compileall does not follow)."""
    package = tree / "groundstream"
    for folder in [package, *(p.resolve() for p in package.iterdir() if p.is_dir() and p.is_symlink())]:
        compileall.compile_dir(str(folder), quiet=1)
    return tree


def uncompiled(tree: Path) -> Path:
    """A copy of `tree`'s package (its rooms' files, links followed) without bytecode."""
    copy = Path(tempfile.mkdtemp(prefix="gs-cost-source-"))
    shutil.copytree(tree / "groundstream", copy / "groundstream", ignore=shutil.ignore_patterns("__pycache__"))
    return copy


def first_decision(tree: Path, config: Path, claims: Path) -> float:
    """Seconds from starting `groundstream validate` (the package of `tree`, run from there) to its first
    decision line; bytecode is read where the tree has it and never written."""
    env = {**os.environ, "PYTHONPATH": str(tree), "PYTHONDONTWRITEBYTECODE": "1"}
    started = time.perf_counter()
    proc = subprocess.Popen([_python(tree), "-m", "groundstream.streams.cli", "validate", "--config", str(config), "--input", str(claims),
                             "--output", "-", "--deadletter", "/dev/null", "--no-progress"], env=env, cwd=tree,
                            stdout=subprocess.PIPE, stderr=subprocess.DEVNULL)  # fmt: skip
    assert proc.stdout is not None
    proc.stdout.readline()
    took = time.perf_counter() - started
    proc.wait()
    return took


def _rows(trees: dict[str, Path], rounds: int, measure) -> dict[str, list[float]]:  # type: ignore[no-untyped-def]
    out: dict[str, list[float]] = {name: [] for name in trees}
    for _ in range(rounds):  # interleaved: each sees the same machine load
        for name, tree in trees.items():
            out[name].append(measure(tree))
    return out


def _ratio(rows: dict[str, list[float]], better_lower: bool = True) -> str:
    if "old" not in rows:
        return ""
    old, new = statistics.median(rows["old"]), statistics.median(rows["new"])
    return f"   new/old {old / new:.2f}x" if better_lower else f"   new/old {new / old:.2f}x"


def _print_starts(title: str, starts: dict[str, list[float]]) -> None:
    print(title)
    for name, xs in starts.items():
        print(f"  {name:4} median {statistics.median(xs):.3f}   ({' '.join(f'{x:.2f}' for x in xs)})")
    if "old" in starts:
        print(f"  (target <= 0.6 s){_ratio(starts)}")


def main(old: Path | None = None, rounds: int = 5, n: int = 5_000, old_python: str | None = None) -> None:
    peer_comparison()
    trees = {"old": old, "new": REPO} if old is not None else {"new": REPO}
    if old is not None and old_python is not None:
        _PYTHONS[old] = old_python
    OUT.mkdir(parents=True, exist_ok=True)
    plain = OUT / "cost-plain.toml"
    plain.write_text(BASE + f'[citations]\nadr_dirs = ["{REPO / "streams" / "demo" / "adr"}"]\ngit_repos = ["{REPO}"]\n')
    one = OUT / "cost-one.jsonl"
    one.write_text(json.dumps({"user_id": "u1", "memory_type": "fact", "source": "user", "content": "The billing service is written in Go"}) + "\n")
    trees = {name: compiled(tree) for name, tree in trees.items()}
    sources = {name: uncompiled(tree) for name, tree in trees.items()}
    _PYTHONS.update({sources[name]: _python(tree) for name, tree in trees.items()})
    try:
        for label, where in (("as installed (bytecode compiled)", trees), ("from source (no bytecode)", sources)):
            starts = _rows(where, rounds, lambda tree: first_decision(tree, plain, one))
            _print_starts(f"start-up, `groundstream validate` to its first decision (s), {label}, {rounds} rounds interleaved:", starts)
        # A first claim the language model has to read (two English function words are not there): its model is
        # opened then, from the library's LZMA file or the cache's copy (one unmeasured start writes the copy).
        modelled = OUT / "cost-one-modelled.jsonl"
        modelled.write_text(json.dumps({"user_id": "u1", "memory_type": "fact", "source": "user", "content": "Orders live in PostgreSQL"}) + "\n")
        for tree in trees.values():
            first_decision(tree, plain, modelled)
        starts = _rows(trees, rounds, lambda tree: first_decision(tree, plain, modelled))
        _print_starts(f"start-up to a first decision the language model reads (s), as installed, {rounds} rounds interleaved:", starts)
    finally:
        for copy in sources.values():
            shutil.rmtree(copy, ignore_errors=True)
    commit = subprocess.run(["git", "-C", str(REPO), "rev-list", "--max-parents=0", "HEAD"], capture_output=True, text=True, check=True).stdout.split()[-1]
    claims = write(OUT / "cost-claims.jsonl", generate(n, users=500, commit=commit))
    runs = _rows(trees, max(3, rounds // 2), lambda tree: n / _validate(tree, plain, claims))
    print(f"validate, {n:,} generated claims, whole process (claims/s):")
    for name, xs in runs.items():
        print(f"  {name:4} median {statistics.median(xs):,.0f}   ({' '.join(f'{x:,.0f}' for x in xs)})")
    if "old" in runs:
        print(f"  (target >= 2x){_ratio(runs, better_lower=False)}")
    from .sources import build_tree

    root = Path(tempfile.mkdtemp(prefix="gs-cost-")) / "tree"
    build_tree(root)
    large = OUT / "cost-large.toml"
    large.write_text(BASE + f'[citations]\nadr_dirs = ["{REPO / "streams" / "demo" / "adr"}"]\ngit_repos = ["{REPO}"]\n[sources]\nroots = ["{root}"]\n')
    grounded = _rows(trees, 2, lambda tree: n / _validate(tree, large, claims))
    print("validate, the same claims, [sources] a 10,000-file tree, whole process with its indexing (claims/s):")
    for name, xs in grounded.items():
        print(f"  {name:4} median {statistics.median(xs):,.0f}   ({' '.join(f'{x:,.0f}' for x in xs)})")
    if "old" in grounded:
        print(f"  (target >= 2x){_ratio(grounded, better_lower=False)}")


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--old", type=Path, default=None, help="another checkout to compare with, in the same run")
    parser.add_argument("--old-python", default=None, help="the interpreter of a venv with the old checkout's own dependencies")
    parser.add_argument("--rounds", type=int, default=5)
    parser.add_argument("--claims", type=int, default=5_000)
    parser.add_argument("--only", choices=["peer"], default=None)
    args = parser.parse_args()
    if args.only == "peer":
        peer_comparison()
    else:
        main(args.old, args.rounds, args.claims, args.old_python)
