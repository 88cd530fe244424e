"""Claims that went stale, decided as new: the history sets' claims (benchmarks/data/history; each true
at an older commit O of a real repository and labelled by what a later commit L says) decided by the
gate with the repository at O as `[sources]`, then at L, as an agent would publish them.

At O every claim is true: the share approved is how many true claims reach memory without a person.
At L the `false` ones are wrong claims (the sources now say another value, command or URL), the
`holds` ones true, the `unsupported` ones no longer stated: what is approved of each.

    python -m benchmarks stale
    python -m benchmarks.stale [--repos fzf,pipx,zoxide,direnv] [--show]
"""

from __future__ import annotations

import argparse
import asyncio
import json
import shutil
import tempfile
from collections import Counter
from pathlib import Path

from groundstream.schemas import ClaimCandidate, Tier
from groundstream.streams.config import Settings
from groundstream.streams.gate_service import GateService

from .recheck import DATA, REPOS, _git


async def _decide(root: Path, claims: list[dict]) -> dict[str, tuple[Tier, str]]:
    settings = Settings.model_validate({"memory": {"qdrant_path": ":memory:"}, "sources": {"roots": [str(root)], "refresh_s": 0}})
    service = await GateService.open(settings)
    try:
        out = {}
        for c in claims:  # each its own user: no claim is a duplicate of another
            claim = ClaimCandidate.model_validate({"claim_id": c["id"], "user_id": c["id"], "content": c["content"],
                                                   "memory_type": c["memory_type"], "source": c["source"]})  # fmt: skip
            decision = await service.decide_and_store(claim)
            out[c["id"]] = (decision.tier, decision.reason)
        return out
    finally:
        await service.close()


async def run_repo(name: str, into: Path) -> tuple[list[dict], dict[str, tuple[Tier, str]], dict[str, tuple[Tier, str]]]:
    src = DATA / name
    repo = into / name
    shutil.copytree(src / "base", repo)
    _git(repo, "init", "-q")
    claims = [json.loads(line) for line in (src / "claims.jsonl").read_text().splitlines() if line.strip()]
    at_o = await _decide(repo, claims)
    for commit in (json.loads(line) for line in (src / "commits.jsonl").read_text().splitlines() if line.strip()):
        if commit["patch"].strip():
            _git(repo, "apply", "--whitespace=nowarn", "-", stdin=commit["patch"])
    return claims, at_o, await _decide(repo, claims)


def _pct(part: int, whole: int) -> str:
    return f"{part}/{whole} ({100 * part / whole:.0f}%)" if whole else "0/0"


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--repos", default=",".join(REPOS))
    parser.add_argument("--show", action="store_true", help="list the wrong claims approved at L")
    args = parser.parse_args(argv if argv is not None else [])
    total: Counter[str] = Counter()
    print("Stale claims decided as new (python -m benchmarks stale): approved, of each label")
    print(f"{'repo':8} {'at O: true':>14} {'at L: false':>14} {'at L: holds':>14} {'at L: unsupported':>18}")
    with tempfile.TemporaryDirectory(prefix="gs-stale-") as tmp:
        for name in args.repos.split(","):
            claims, at_o, at_l = asyncio.run(run_repo(name, Path(tmp)))
            seen: Counter[str] = Counter()
            for c in claims:
                seen["O"] += 1
                seen["O ok"] += at_o[c["id"]][0] is Tier.AUTO_APPROVE
                seen[c["label"]] += 1
                seen[c["label"] + " ok"] += at_l[c["id"]][0] is Tier.AUTO_APPROVE
                if args.show and c["label"] == "false" and at_l[c["id"]][0] is Tier.AUTO_APPROVE:
                    print(f"  {c['id']} [wrong, approved] {c['content']}\n      the sources at L: {c['evidence_at_L'][:160]}")
            total += seen
            print(f"{name:8} {_pct(seen['O ok'], seen['O']):>14} {_pct(seen['false ok'], seen['false']):>14} "
                  f"{_pct(seen['holds ok'], seen['holds']):>14} {_pct(seen['unsupported ok'], seen['unsupported']):>18}")  # fmt: skip
    print(f"{'all':8} {_pct(total['O ok'], total['O']):>14} {_pct(total['false ok'], total['false']):>14} "
          f"{_pct(total['holds ok'], total['holds']):>14} {_pct(total['unsupported ok'], total['unsupported']):>18}")  # fmt: skip
    print("  targets (issue 'Supported means the sources say it'): wrong approved <= 2%; true sent to a person <= 30%")


if __name__ == "__main__":
    import sys

    main(sys.argv[1:])
