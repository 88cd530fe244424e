"""`groundstream demo`: the bundled sample through the real thing, then the tier table.

Starts an Apache Kafka broker and a gate worker of its own on free ports, publishes the
sample, waits for every decision and dead letter, lets the example agent (groundstream.streams.demo.agent) read
its feedback on claims.feedback and resubmit a corrected claim, has a reviewer approve one
flagged claim, prints the table, and stops what it started. `--offline` runs the same sample through
`validate` instead, with no Kafka.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import json
import shutil
import subprocess
import sys
import time
from collections.abc import Callable
from pathlib import Path

from groundstream.detectors.providers.sources import of_citations
from groundstream.schemas import DeadLetter, Decision, Tier
from groundstream.streams import topics as T
from groundstream.streams.config import Settings
from groundstream.streams.kafka_io import parse_record, publish, records
from groundstream.streams.localrun import LocalKafka, ProcessDied, WorkerProcess, free_port, free_port_pair
from groundstream.streams.report import tier_counts, tier_table
from groundstream.streams.review.queue import Caller
from groundstream.streams.review.service import ReviewService
from groundstream.streams.topics import BrokerUnreachable
from groundstream.streams.validate import validate

DEMO = Path(__file__).resolve().parent  # the sample, its config and ADRs: package data, so a wheel has them
OUT = Path(".demo").resolve()  # what a run writes, in the folder it was started from


def prepare_sample() -> Path:
    """The sample as shipped: valid as it stands (its commit citation is this repository's first
    commit, which every clone has), so it can be published by hand too."""
    OUT.mkdir(exist_ok=True)
    sample = OUT / "claims.jsonl"
    sample.write_text((DEMO / "claims.jsonl").read_text())
    return sample


class Steps:
    """Numbered progress lines with their timings, so a person sees what is happening."""

    def __init__(self, total: int) -> None:
        self.total, self.n, self.started = total, 0, time.perf_counter()

    def __call__(self, text: str) -> None:
        self.n += 1
        print(f"[{self.n}/{self.total}] {text}", flush=True)

    def done(self, text: str) -> None:
        print(f"      {text} ({time.perf_counter() - self.started:.1f} s since start)", flush=True)


def _print_result(decisions: list[Decision], letters: list[DeadLetter], order: list[str]) -> None:
    rank = {cid: i for i, cid in enumerate(order)}
    decisions.sort(key=lambda d: rank.get(d.claim_id, len(rank)))
    print()
    print(tier_table(decisions))
    print()
    print(tier_counts(decisions, len(letters)))
    for letter in letters:
        print(f"  dead letter {letter.source}: {letter.error}")
    print(sources_summary(decisions))


def sources_summary(decisions: list[Decision]) -> str:
    """What the [sources] said: claims approved with a passage they state, and refuted ones. For a
    claim that cites, its citations' outcome first, then what retrieval found, in what it cites or
    elsewhere: the one is never taken for the other."""
    lines = []
    for d in decisions:
        r = d.retrieval
        if r is not None and r.location is not None and r.verdict in ("supported", "refuted") and (d.approved or r.verdict == "refuted"):
            if r.verdict == "supported":
                said = "grounded by"
            else:
                said = f"refuted ({r.expected!r}, not {r.claimed!r}) by" if r.conflict not in (None, "polarity") else "refuted (it says the opposite) by"
            head = f"  {d.claim_id[:12]} {d.claim.content!r}: {d.tier.value}"
            if not d.citations:
                lines.append(f"{head}, {said} {r.location}")
                continue
            read = ", ".join(f"{c.value} {'checked out' if c.verified else 'did not check out'}" for c in d.citations)
            where = "in what it cites" if of_citations(r.location, d.citations) else "elsewhere"
            lines.append(f"{head}; its citation{'s' if len(d.citations) > 1 else ''}: {read}; retrieval, {where}: {said} {r.location}")
    head = f"\nchecked against the project's sources ([sources]): {len(lines)}"
    return "\n".join([head, *lines]) if lines else head


async def _collect(
    settings: Settings, expected: int, timeout_s: float, watch: Callable[[], None] = lambda: None
) -> tuple[list[Decision], list[DeadLetter]]:
    """Every decision and dead letter, read_committed; `watch` raises if what the demo started died."""
    k = settings.kafka
    names = [T.name(t, k.topic_prefix) for t in (T.APPROVED, T.REVIEW, T.BLOCKED, T.DEADLETTER)]
    decisions: list[Decision] = []
    letters: list[DeadLetter] = []

    async def consume() -> None:
        async for topic, value in records(k.broker, names, connect_timeout_s=k.connect_timeout_s):
            record = parse_record(topic, value)
            if isinstance(record, DeadLetter):
                letters.append(record)
            elif isinstance(record, Decision):
                decisions.append(record)
            if len(decisions) + len(letters) >= expected:
                return

    task = asyncio.create_task(consume())
    deadline = time.monotonic() + timeout_s
    try:
        while not task.done():
            watch()
            if time.monotonic() > deadline:
                raise TimeoutError(
                    f"{len(decisions) + len(letters)} of {expected} decisions arrived within {timeout_s:g} s"
                )
            await asyncio.wait({task}, timeout=0.5)
        task.result()
    finally:
        task.cancel()
        with contextlib.suppress(asyncio.CancelledError):
            await task
    return decisions, letters


STORED = "groundstream_memories_stored_total"
AGENT = "demo-agent"  # the sample's claims from the example agent carry this agent_id


def lineage_summary(decisions: list[Decision]) -> str:
    """The claims corrected through feedback: the first attempt, what failed, the resubmission's tier."""
    by_id = {d.claim_id: d for d in decisions}
    lines = []
    for d in decisions:
        parent = by_id.get(d.claim.parent_claim_id or "")
        if parent is None:
            continue
        g = parent.groundedness
        lines.append(
            f"  {parent.claim_id} {parent.claim.content!r}: {parent.tier.value}, {g.action if g else '?'} "
            f"(score {g.score if g else 0:+.2f})\n"
            f"  -> {d.claim_id[:12]} {d.claim.content!r}: {d.tier.value} (round {d.groundedness.round if d.groundedness else '?'})"
        )
    head = f"\ncorrected through feedback (claims.feedback): {len(lines)}"
    return "\n".join([head, *lines]) if lines else head + " (none arrived)"


async def _review_one(settings: Settings, worker: WorkerProcess, flagged: list[Decision]) -> str:
    """The review service's path a person takes in the console: queue, approve, memory sink."""
    service = ReviewService(settings)
    await service.start()
    try:
        reviewer = next(name for name, r in settings.review.reviewers.items() if r.role == "admin")
        deadline = time.monotonic() + 60
        while service.queue.pending_count < len(flagged) and time.monotonic() < deadline:
            await asyncio.sleep(0.2)
        stored_before = worker.metric(STORED)
        # The one a person would approve: ungrounded but plain, not a fabricated citation.
        target = min(flagged, key=lambda d: (d.checks_failed != ["grounding"], len(d.checks_failed)))
        await service.act(Caller(reviewer, admin=True), target.claim_id, "approve", "checked by the demo reviewer")
        while worker.metric(STORED) <= stored_before and time.monotonic() < deadline:
            await asyncio.sleep(0.2)
        landed = "stored by the memory sink" if worker.metric(STORED) > stored_before else "NOT stored in time"
        content = target.claim.content if len(target.claim.content) <= 60 else target.claim.content[:59] + "…"
        return f"{service.queue.pending_count + 1} queued; {reviewer} approved \"{content}\": {landed}"
    finally:
        await service.stop()


def run_kafka_demo(settings: Settings, config: Path) -> int:
    """The sample through a broker and a worker the demo starts on free ports of its own.

    Whatever else runs on this machine (a broker on 9092, something on 6066), the demo talks only
    to what it started: it checks that the worker answering is its own process, and when the
    broker or the worker dies it says which, with the end of its log, and stops at once.
    """
    sample = prepare_sample()
    lines = [ln for ln in sample.read_text().splitlines() if ln.strip()]
    order = [json.loads(ln).get("claim_id", "") for ln in lines if ln.startswith("{")]
    step = Steps(7)
    agent: subprocess.Popen[str] | None = None
    kafka_data = OUT / "kafka"
    kafka = LocalKafka(free_port_pair(), kafka_data)
    web_port = free_port()
    prefix = f"demo-{int(time.time())}."  # a fresh topic namespace per run: this run's decisions only
    settings = settings.model_copy(
        update={"kafka": settings.kafka.model_copy(update={"topic_prefix": prefix, "broker": kafka.address, "web_port": web_port})}
    )
    overrides = {
        "GROUNDSTREAM_KAFKA__TOPIC_PREFIX": prefix,
        "GROUNDSTREAM_KAFKA__BROKER": kafka.address,
        "GROUNDSTREAM_KAFKA__WEB_PORT": str(web_port),
    }
    worker: WorkerProcess | None = None
    started_kafka = False

    def watch() -> None:
        if worker is not None:
            worker.ensure_alive()
        if not kafka.running():
            raise ProcessDied(f"the Kafka broker on {kafka.address} stopped", kafka_data / "server.log")

    try:
        step(f"Apache Kafka on {kafka.address}, the demo's own (free ports; data in {kafka_data})")
        shutil.rmtree(kafka_data, ignore_errors=True)
        started_kafka = True
        try:
            kafka.up()
        except subprocess.CalledProcessError as exc:
            raise ProcessDied(f"the Kafka broker did not start (kafka.sh exited {exc.returncode})", kafka_data / "stdout.log") from None
        step.done("started (deploy/kafka/kafka.sh)")
        step(f"gate worker (groundstream worker), metrics on 127.0.0.1:{web_port}")
        (OUT / "worker.log").unlink(missing_ok=True)  # this run's log only: its tail is what we show
        worker = WorkerProcess(config, OUT / "worker.log", web_port, env=overrides)
        worker.wait_ready()
        step.done(f"ready (pid {worker.proc.pid}); metrics on http://127.0.0.1:{web_port}/metrics")
        step(f"example agent {AGENT} (groundstream.streams.demo.agent) reading its feedback on {prefix}{T.FEEDBACK}")
        agent = subprocess.Popen(
            [sys.executable, "-m", "groundstream.streams.demo.agent", "--broker", kafka.address, "--agent", AGENT, "--prefix", prefix,
             "--corrections", "2", "--timeout", "120"],
            stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True,
        )  # fmt: skip
        step.done(f"started (pid {agent.pid})")
        step(f"publishing {len(lines)} records of {sample} to {prefix}{T.CANDIDATES}")
        with sample.open("rb") as fh:
            asyncio.run(publish(settings, fh))
        step.done("published")
        step("waiting for every decision and dead letter (read_committed), and the agent's corrected claims")
        decisions, letters = asyncio.run(_collect(settings, len(lines) + 2, 120, watch))
        step.done(f"{len(decisions)} decisions, {len(letters)} dead letters")
        said, _ = agent.communicate(timeout=30)
        for line in said.strip().splitlines():
            step.done(f"agent: {line.strip()}")
        flagged = [d for d in decisions if d.tier is Tier.FLAG_REVIEW]
        if flagged and settings.review.reviewers:
            step("a reviewer approves one flagged claim (groundstream review)")
            reviewed = asyncio.run(_review_one(settings, worker, flagged))
            step.done(reviewed)
        else:
            step("no flagged claim or no reviewer configured: review skipped")
        step("stopping what the demo started")
    except (ProcessDied, BrokerUnreachable, TimeoutError) as exc:
        where = f"\nworker log: {OUT / 'worker.log'}" if worker is not None else ""
        print(f"\ndemo stopped: {exc}{where}", file=sys.stderr)
        return 1
    finally:
        if agent is not None and agent.poll() is None:
            agent.kill()
            agent.wait()
        if worker is not None:
            worker.stop()
        if started_kafka:
            kafka.down()
    step.done("stopped")
    _print_result(decisions, letters, order)
    print(lineage_summary(decisions))
    print(f"\nworker log: {OUT / 'worker.log'}", file=sys.stderr)
    return 0


def run_offline_demo(settings: Settings) -> int:
    sample = prepare_sample()
    decisions, dead = OUT / "decisions.jsonl", OUT / "deadletter.jsonl"
    print(f"groundstream demo (offline): deciding {sample} with `validate`, no Kafka\n")
    feedback, resubmitted = OUT / "feedback.jsonl", OUT / "resubmitted.jsonl"
    summary = asyncio.run(validate(settings, str(sample), str(decisions), str(dead), progress=False, keep_decisions=True,
                                   feedback_path=str(feedback)))  # fmt: skip
    # The example agent's own correction rule, applied to the feedback file instead of the topic.
    from groundstream.streams.demo import agent
    fixes = []
    for line in feedback.read_text().splitlines():
        said = json.loads(line)
        fix = agent.correct(said, agent.written(said))
        if fix is not None:
            fixes.append(json.dumps(fix))
    resubmitted.write_text("".join(f + "\n" for f in fixes))
    letters = [DeadLetter.model_validate_json(x) for x in dead.read_text().splitlines()]
    again = asyncio.run(validate(settings, str(resubmitted), str(OUT / "decisions-2.jsonl"), str(OUT / "deadletter-2.jsonl"),
                                 progress=False, keep_decisions=True))  # fmt: skip
    everything = summary.decisions + again.decisions
    _print_result(everything, letters, [d.claim_id for d in everything])
    print(lineage_summary(everything))
    return 0


def run_demo(args: argparse.Namespace) -> int:
    config = Path(args.config or DEMO / "groundstream.toml")
    settings = Settings.load(config)
    return run_offline_demo(settings) if args.offline else run_kafka_demo(settings, config)
