"""`groundstream validate`: decide a file of claims in order with the real pipeline.

One decision line per claim, one dead-letter line per unusable line, exit 0. Claims are
decided one after another, and an approved claim is in the memory store before the next
is checked, so a duplicate later in the same file is caught.
"""

from __future__ import annotations

import os
import sys
import time
from collections import Counter
from collections.abc import Iterator
from contextlib import ExitStack
from dataclasses import dataclass, field
from pathlib import Path
from typing import IO

import structlog
from tqdm import tqdm

from groundstream.schemas import Decision, Tier
from groundstream.streams.config import Settings
from groundstream.streams.gate_service import GateService, InvalidClaim, dead_letter

log = structlog.get_logger("groundstream.validate")
# Claims are read and inspected (normalized, hedges, citations, MinHash) this many at a
# time; deciding stays one claim at a time, in order, against the store.
READ_AHEAD = 256


@dataclass
class Summary:
    """What a run decided, for the closing line and the demo table."""

    tiers: Counter[str] = field(default_factory=Counter)
    dead_letters: int = 0
    elapsed_s: float = 0.0
    decisions: list[Decision] = field(default_factory=list)
    keep: bool = False  # keep every decision (the demo's table); off for large runs

    @property
    def claims(self) -> int:
        return sum(self.tiers.values())

    def line(self) -> str:
        rate = self.claims / self.elapsed_s if self.elapsed_s > 0 else 0.0
        return (
            f"{self.claims} claims: {self.tiers[Tier.AUTO_APPROVE]} approved, {self.tiers[Tier.FLAG_REVIEW]} to review, "
            f"{self.tiers[Tier.BLOCK]} blocked; {self.dead_letters} dead letters; "
            f"{self.elapsed_s:.2f} s ({rate:,.0f} claims/s)"
        )


def _open_in(path: str, stack: ExitStack) -> IO[bytes]:
    return sys.stdin.buffer if path == "-" else stack.enter_context(open(path, "rb"))


def _open_out(path: str, stack: ExitStack) -> IO[str]:
    if path == "-":
        return sys.stdout
    Path(path).parent.mkdir(parents=True, exist_ok=True)
    return stack.enter_context(open(path, "w", encoding="utf-8"))


async def _decide_batch(
    service: GateService, batch: list[tuple[int, bytes]], source_name: str, out: IO[str], dead: IO[str], summary: Summary,
    feedback: IO[str] | None = None,
) -> None:
    """Parse a read-ahead batch, inspect its claims together, then decide them in order."""
    claims = []
    for number, line in batch:
        try:
            claims.append(service.parse(line))
        except InvalidClaim as exc:
            dead.write(dead_letter(line, exc, f"{source_name}:{number}", line=number).model_dump_json() + "\n")
            summary.dead_letters += 1
    for claim, inspection in zip(claims, service.gate.inspect(claims), strict=True):
        decision = await service.decide_and_store(claim, inspection)
        out.write(decision.model_dump_json() + "\n")
        said = service.gate.feedback(decision) if feedback is not None else None
        if said is not None and feedback is not None:
            feedback.write(said.model_dump_json() + "\n")
        summary.tiers[decision.tier] += 1
        if summary.keep:
            summary.decisions.append(decision)


def _lines(fh: IO[bytes], bar: tqdm) -> Iterator[tuple[int, bytes]]:
    for number, raw in enumerate(fh, 1):
        bar.update(len(raw))
        yield number, raw


async def validate(
    settings: Settings,
    input_path: str,
    output_path: str,
    deadletter_path: str,
    *,
    progress: bool | None = None,
    keep_decisions: bool = False,
    feedback_path: str | None = None,
) -> Summary:
    summary = Summary(keep=keep_decisions)
    source_name = "stdin" if input_path == "-" else input_path
    with ExitStack() as stack:
        # Files first: a path that cannot be opened is the user's error, said before anything starts.
        src = _open_in(input_path, stack)
        out = _open_out(output_path, stack)
        dead = _open_out(deadletter_path, stack)
        feedback = _open_out(feedback_path, stack) if feedback_path else None
        service = await GateService.open(settings)
        started = time.perf_counter()
        try:
            total = os.path.getsize(input_path) if input_path != "-" else None
            show = sys.stderr.isatty() if progress is None else progress
            bar = stack.enter_context(
                tqdm(total=total, unit="B", unit_scale=True, desc="validate", disable=not show, delay=0.5, file=sys.stderr)
            )
            batch: list[tuple[int, bytes]] = []
            for number, raw in _lines(src, bar):
                line = raw.rstrip(b"\r\n")
                if not line.strip():
                    continue  # blank lines separate nothing and carry nothing
                batch.append((number, line))
                if len(batch) >= READ_AHEAD:
                    await _decide_batch(service, batch, source_name, out, dead, summary, feedback)
                    batch = []
            await _decide_batch(service, batch, source_name, out, dead, summary, feedback)
        finally:
            await service.close()
    summary.elapsed_s = time.perf_counter() - started
    log.info(
        "validate_done",
        claims=summary.claims,
        approved=summary.tiers[Tier.AUTO_APPROVE],
        review=summary.tiers[Tier.FLAG_REVIEW],
        blocked=summary.tiers[Tier.BLOCK],
        dead_letters=summary.dead_letters,
        seconds=round(summary.elapsed_s, 3),
    )
    return summary
