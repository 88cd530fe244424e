"""Do two versions of the code decide every benchmark set alike? `groundstream validate` run by each
on the same claims and the same configuration, the decision files compared line by line.

    python -m benchmarks.same_decisions --old /tmp/old0bb [--new .] [--only NAME…]

`--old` and `--new` are checkouts of this repository (a `git worktree add /tmp/old0bb 0bbcc89`); each
runs with its own tree first on PYTHONPATH and this interpreter. The sets: every file of
benchmarks/data (grounding sets with their repository as `[sources]`, the others with and without the
fixture repositories as `[sources]`), the perturbation benchmark's claims, the probe classes' texts of
tests/, tests/data/example_claims.jsonl, the demo's claims under the demo's config, the shared
examples, and generated workload claims. A signing key is configured, so even signatures must agree.
Compared per claim: tier, reason, checks passed and failed, decision_hash, policy_hash, signature,
and the whole decision less the capture time and what is derived from it.
"""

from __future__ import annotations

import argparse
import json
import os
import re
import subprocess
import sys
import tempfile
from collections.abc import Iterator
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

from .grounding import _COMMIT, FIXTURES, _commit, _repo
from .workload import generate

REPO = Path(__file__).resolve().parent.parent
DATA = REPO / "benchmarks" / "data"
SIGNING = '[signing]\nactive_key = "same"\n[signing.keys]\nsame = "same-decisions-key-0123456789"\n'
FIELDS = ("tier", "reason", "checks_passed", "checks_failed", "decision_hash", "policy_hash", "signature")
TIMED = {"capture_time", "validity_horizon", "valid_until", "signature", "at", "received_at"}  # set by the clock (signature: over them)


def _claim(i: int, content: str, prefix: str, **extra: object) -> str:
    return json.dumps({"claim_id": f"{prefix}{i}", "user_id": extra.pop("user_id", f"{prefix}-u{i % 7}"),
                       "memory_type": extra.pop("memory_type", "fact"), "source": extra.pop("source", "user"),
                       "content": content, **extra}) + "\n"  # fmt: skip


def _texts(value: object) -> Iterator[str]:
    if isinstance(value, str):
        yield value
    elif isinstance(value, tuple):
        if value and isinstance(value[0], str):
            yield value[0]  # a parametrized case: (text, what it is)
        else:
            for v in value:
                yield from _texts(v)
    elif isinstance(value, list):  # every text of a list (its first alone was read before)
        for v in value:
            yield from _texts(v)
    elif isinstance(value, dict):
        for v in value.values():
            yield from _texts(v)


def _probes() -> list[str]:
    """Every text of the probe classes' tables in tests/ (module constants in capitals)."""
    sys.path.insert(0, str(REPO))
    out: list[str] = []
    for name in ("tests.test_probe_classes", "tests.test_poisoning_classes"):
        module = __import__(name, fromlist=["_"])
        for key, value in vars(module).items():
            if key.isupper() and isinstance(value, dict | list | tuple):
                out += [t for t in _texts(value) if t.strip()]
    return out


def build(work: Path) -> list[tuple[str, Path, Path]]:
    """(name, claims, config) of every set, written under `work` (repositories rebuilt once)."""
    repos = work / "repos"
    if not repos.exists():
        repos.mkdir(parents=True)
        for stream in sorted(FIXTURES.glob("*.fi")):
            _repo(stream.stem, repos)
    here = work / "sets"
    here.mkdir(parents=True, exist_ok=True)
    roots = ", ".join(f'"{p}"' for p in sorted(repos.iterdir()))
    base = f'[memory]\nqdrant_path = ":memory:"\n[citations]\nadr_dirs = ["{REPO / "streams" / "demo" / "adr"}"]\ngit_repos = ["{REPO}"]\n'
    plain, grounded = here / "plain.toml", here / "grounded.toml"
    plain.write_text(base + SIGNING)
    grounded.write_text(base + f"[sources]\nroots = [{roots}]\n" + SIGNING)
    sets: list[tuple[str, Path, Path]] = []

    def both(name: str, lines: list[str]) -> None:
        path = here / f"{name}.jsonl"
        path.write_text("".join(lines))
        sets.extend([(name, path, plain), (f"{name}+sources", path, grounded)])

    for data in sorted(DATA.glob("*.jsonl")):
        rows = [json.loads(line) for line in data.read_text().splitlines() if line.strip()]
        if data.stem.startswith("grounding"):
            for name in sorted({r["repo"] for r in rows}):
                repo = repos / name
                lines = [_claim(i, _COMMIT.sub(lambda m, repo=repo: _commit(repo, m.group(1)), r["content"]), f"{name}-",
                                user_id=f"eval-{i}", agent_id="coder", memory_type=r.get("memory_type", "fact"),
                                source=r.get("source", "ai_synthesis"))
                         for i, r in enumerate(rows) if r["repo"] == name]  # fmt: skip
                path = here / f"{data.stem}-{name}.jsonl"
                path.write_text("".join(lines))
                config = here / f"{name}.toml"
                config.write_text(f'[memory]\nqdrant_path = ":memory:"\n[sources]\nroots = ["{repo}"]\n[citations]\ngit_repos = ["{repo}"]\n' + SIGNING)
                sets.append((f"{data.stem}:{name}", path, config))
        elif data.stem.startswith("paraphrases"):  # a then b, one user per pair: the dedup and contradiction paths
            both(data.stem, [_claim(2 * i + j, r[k], f"{data.stem}-", user_id=f"p{i}") for i, r in enumerate(rows) for j, k in enumerate("ab")])
        else:
            both(data.stem, [_claim(i, r["content"], f"{data.stem}-") for i, r in enumerate(rows)])
    from .perturbation import REPOS
    from .perturbation import build as perturb

    for name in REPOS:
        config = here / f"perturb-{name}.toml"
        where = repos / name
        config.write_text(  # one repository: its sources and its history
            f'[memory]\nqdrant_path = ":memory:"\n[sources]\nroots = ["{where}"]\n[citations]\ngit_repos = ["{where}"]\nadr_dirs = []\n' + SIGNING)
        path = here / f"perturb-{name}.jsonl"
        path.write_text("".join(json.dumps(r["claim"]) + "\n" for r in perturb(repos / name, name)))
        sets.append((f"perturbation:{name}", path, config))
    both("probes", [_claim(i, t, "probe-", source=("user", "ai_synthesis", "conversation")[i % 3]) for i, t in enumerate(_probes())])
    shared = REPO.parent / "shared" / "examples" / "claims.jsonl"
    for name, src in (("examples", REPO / "tests" / "data" / "example_claims.jsonl"), ("shared-examples", shared)):
        if src.exists():
            both(name, [line + "\n" for line in src.read_text().splitlines() if line.strip()])
    demo = here / "demo.toml"
    demo_dir = REPO / "streams" / "demo"
    demo.write_text(re.sub(r'"(adr|\.\.|project)"', lambda m: f'"{(demo_dir / m.group(1)).resolve()}"', (demo_dir / "groundstream.toml").read_text()))
    sets.append(("demo", demo_dir / "claims.jsonl", demo))
    root = subprocess.run(["git", "-C", str(REPO), "rev-list", "--max-parents=0", "HEAD"], capture_output=True, text=True, check=True).stdout.split()[-1]
    both("workload", [json.dumps(c) + "\n" for c in generate(3000, users=300, commit=root)])
    return sets


def run(tree: Path, claims: Path, config: Path, out: Path) -> Path:
    env = {**os.environ, "PYTHONPATH": str(tree)}
    subprocess.run([sys.executable, "-m", "groundstream.streams.cli", "validate", "--config", str(config), "--input", str(claims),
                    "--output", str(out), "--deadletter", str(out.with_suffix(".dead")), "--feedback", str(out.with_suffix(".feedback")),
                    "--no-progress"], env=env, cwd=tree, check=True, capture_output=True)  # fmt: skip
    return out


def _strip(value: object) -> object:
    if isinstance(value, dict):
        return {k: _strip(v) for k, v in value.items() if k not in TIMED}
    if isinstance(value, list):
        return [_strip(v) for v in value]
    return value


def compare(old: Path, new: Path) -> list[str]:
    a, b = old.read_text().splitlines(), new.read_text().splitlines()
    if len(a) != len(b):
        return [f"{len(a)} decisions before, {len(b)} after"]
    diffs = []
    for x, y in zip(map(json.loads, a), map(json.loads, b), strict=True):
        bad = [f for f in FIELDS if x.get(f) != y.get(f)]
        if not bad and _strip(x) != _strip(y):
            bad = ["(other fields)"]
        if bad:
            diffs.append(f"{x['claim_id']}: {', '.join(bad)}")
    for suffix in (".dead", ".feedback"):
        p, q = old.with_suffix(suffix), new.with_suffix(suffix)
        if _strip_lines(p) != _strip_lines(q):
            diffs.append(f"{suffix[1:]} files differ")
    return diffs


def _strip_lines(path: Path) -> list[object]:
    return [_strip(json.loads(line)) for line in path.read_text().splitlines()] if path.exists() else []


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--old", type=Path, required=True)
    parser.add_argument("--new", type=Path, default=REPO)
    parser.add_argument("--work", type=Path, default=Path(tempfile.gettempdir()) / "gs-same-decisions")
    parser.add_argument("--only", nargs="*", default=None, help="set names starting with these")
    args = parser.parse_args()
    sets = build(args.work)
    if args.only:
        sets = [s for s in sets if any(s[0].startswith(o) for o in args.only)]
    failed, total = 0, 0
    outs = args.work / "out"
    outs.mkdir(exist_ok=True)
    with ThreadPoolExecutor(2) as pool:
        for name, claims, config in sets:
            tag = re.sub(r"[^A-Za-z0-9_.+-]", "_", name)
            jobs = [(tree, claims, config, outs / f"{tag}.{side}.jsonl") for tree, side in ((args.old, "old"), (args.new, "new"))]
            old, new = pool.map(lambda job: run(*job), jobs)
            diffs = compare(old, new)
            n = len(old.read_text().splitlines())
            total += n
            print(f"{name:40} {n:5} decisions  {'IDENTICAL' if not diffs else f'{len(diffs)} DIFFER'}", flush=True)
            for d in diffs[:5]:
                print(f"    {d}")
            failed += bool(diffs)
    print(f"{len(sets)} sets, {total:,} decisions: {'all identical' if not failed else f'{failed} sets differ'}")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
