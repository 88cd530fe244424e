"""`groundstream demo`: the bundled sample through the real gate, then the tier table."""

from __future__ import annotations

import argparse
import asyncio
import subprocess
import sys
from pathlib import Path

from .config import Settings
from .report import tier_counts, tier_table
from .validate import validate

REPO = Path(__file__).resolve().parent.parent
DEMO = REPO / "demo"
OUT = REPO / ".demo"


def root_commit() -> str:
    """This repository's first commit: a real, stable commit for the sample to cite."""
    out = subprocess.run(
        ["git", "-C", str(REPO), "rev-list", "--max-parents=0", "HEAD"], capture_output=True, text=True, check=True
    )
    return out.stdout.split()[-1]


def prepare_sample() -> Path:
    OUT.mkdir(exist_ok=True)
    sample = OUT / "claims.jsonl"
    sample.write_text((DEMO / "claims.jsonl").read_text().replace("{ROOT_COMMIT}", root_commit()[:12]))
    return sample


def run_demo(args: argparse.Namespace) -> int:
    settings = Settings.load(args.config or DEMO / "groundstream.toml")
    sample = prepare_sample()
    decisions, dead = OUT / "decisions.jsonl", OUT / "deadletter.jsonl"
    print(f"groundstream demo: deciding {sample} with the real gate (ADRs in demo/adr, commits of this repo)\n")
    summary = asyncio.run(validate(settings, str(sample), str(decisions), str(dead), progress=False, keep_decisions=True))
    print(tier_table(summary.decisions))
    print()
    print(tier_counts(summary.decisions, summary.dead_letters))
    for line in dead.read_text().splitlines():
        from groundstream.schemas import DeadLetter

        letter = DeadLetter.model_validate_json(line)
        print(f"  dead letter {letter.source}: {letter.error}")
    print(f"\ndecisions: {decisions}\ndead letters: {dead}", file=sys.stderr)
    return 0
