"""Prometheus metrics of one worker, in a registry of its own (no process-global state)."""

from __future__ import annotations

from prometheus_client import CollectorRegistry, Counter, Gauge, Histogram, generate_latest

from groundstream.detectors.providers.budget import Budgets
from groundstream.schemas import Decision
from groundstream.streams import grounding_metrics as grounding

__all__ = ["CONTENT_TYPE", "Metrics"]

# Prometheus text format 0.0.4; the charset (UTF-8) is the format's default, and aiohttp
# takes it as a separate argument, not inside the content type.
CONTENT_TYPE = "text/plain; version=0.0.4"

_LATENCY_BUCKETS = (0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1.0, 2.5, 5.0, 10.0)


class Metrics:
    def __init__(self) -> None:
        self.registry = CollectorRegistry()
        r = self.registry
        self.claims = Counter("groundstream_claims", "Claims decided, by tier.", ["tier"], registry=r)
        self.claim_types = Counter(
            "groundstream_claim_types", "Claims decided, by claim type and tier (the grounding policy's input).",
            ["claim_type", "tier"], registry=r,
        )  # fmt: skip
        # The grounding policy's metrics, as counters: ratios are PromQL (README, "Claim types").
        self.grounding_checked = Counter(
            "groundstream_grounding_checked", "Claims whose grounding was checked against evidence (citation, sources or memory).",
            registry=r,
        )
        self.retrieval = Counter(
            "groundstream_retrieval", "Claims searched in the [sources], by what the passages showed.", ["verdict"], registry=r
        )
        self.grounding_against = Counter(
            "groundstream_grounding_against", "Checked claims whose evidence went against them (hallucination).", registry=r
        )
        self.must_ground = Counter("groundstream_must_ground", "Claims of a type that must always be grounded.", registry=r)
        self.must_ground_sourced = Counter(
            "groundstream_must_ground_sourced", "Must-ground claims with a source (verified citations or a granted trusted source).",
            registry=r,
        )  # fmt: skip
        self.decision_seconds = Histogram(
            "groundstream_decision_seconds", "Time to decide one claim in the gate.", buckets=_LATENCY_BUCKETS, registry=r
        )
        self.end_to_end_seconds = Histogram(
            "groundstream_end_to_end_seconds",
            "From the candidate record's timestamp to its decision being sent.",
            buckets=_LATENCY_BUCKETS,
            registry=r,
        )
        self.verifier_errors = Counter(
            "groundstream_verifier_errors", "Citations a verifier could not check, by kind.", ["kind"], registry=r
        )
        self.provider_errors = Counter(
            "groundstream_provider_errors", "Checks that could not be made (claim sent to review), by component.",
            ["component"], registry=r,
        )
        self.dead_letters = Counter("groundstream_dead_letters", "Records sent to the dead-letter topic.", ["topic"], registry=r)
        self.memories_stored = Counter("groundstream_memories_stored", "Approved decisions upserted into the memory store.", registry=r)
        self.sink_failures = Counter("groundstream_sink_failures", "Memory-store writes that failed and were retried.", registry=r)
        # Alert on `groundstream_memory_store_up == 0` for more than a minute: the gate sends every
        # claim that needs the store to review until it is back.
        self.store_up = Gauge("groundstream_memory_store_up", "1 while the gate can read the memory store, 0 while it fails closed.",
                              registry=r)  # fmt: skip
        self.store_open_failures = Counter("groundstream_memory_store_open_failures",
                                           "Failed opens of the memory store by the gate (each retried with backoff).", registry=r)  # fmt: skip
        # Memories that follow their sources (streams/recheck.py).
        self.rechecks = Counter("groundstream_rechecks", "Memories re-checked after a source they were grounded in changed, by outcome.",
                                ["outcome"], registry=r)  # fmt: skip
        self.rechecks_applied = Counter("groundstream_rechecks_applied", "Re-checks the memory sink marked on their memories.", registry=r)
        self.recheck_failures = Counter("groundstream_recheck_failures",
                                        "Re-checks that could not be made (the store, a verifier or the sources failed); retried.",
                                        registry=r)  # fmt: skip
        self.recheck_delay_seconds = Histogram(
            "groundstream_recheck_delay_seconds", "From a source's change (its mtime) to the re-check of a memory grounded in it.",
            buckets=(0.5, 1, 2.5, 5, 10, 30, 60, 120, 300, 600, 1800), registry=r,
        )  # fmt: skip
        self.rechecks_overdue = Gauge("groundstream_rechecks_overdue",
                                      "Changed sources whose memories are not re-checked within 2 × [sources] refresh_s.", registry=r)  # fmt: skip
        self.commit_seconds = Histogram(
            "groundstream_commit_seconds", "Time to commit a transaction (decisions and offsets).",
            buckets=_LATENCY_BUCKETS, registry=r,
        )
        self.batch_size = Histogram(
            "groundstream_batch_size", "Records per processed batch, by agent.", ["agent"],
            buckets=(1, 2, 4, 8, 16, 32, 64, 128, 256, 512, 1024), registry=r,
        )
        # By agent: a configured agent's id, else "unlisted" (a claim's agent_id is the writer's
        # word, and a label an attacker picks would grow the series without bound).
        self.secrets_found = Counter(
            "groundstream_secrets_found", "Secrets found in claims (claims blocked, values redacted), by agent and kind.",
            ["agent", "kind"], registry=r,
        )
        self.instructions_quarantined = Counter(
            "groundstream_instructions_quarantined", "Claims sent to review for addressing later readers, by agent and kind.",
            ["agent", "kind"], registry=r,
        )
        self.trust_mismatches = Counter(
            "groundstream_trust_mismatches", "Claims naming a source their agent is not granted, by agent.", ["agent"], registry=r
        )
        self.groundedness_actions = Counter(
            "groundstream_groundedness_actions", "Decisions by the action their groundedness asks of the agent.", ["action"],
            registry=r,
        )  # fmt: skip
        self.corrections_asked = Counter(
            "groundstream_corrections_asked", "Decisions whose feedback asks the agent to regenerate or replan.", registry=r
        )
        self.corrections_approved = Counter(
            "groundstream_corrections_approved", "Resubmissions after feedback that were approved (correction rate).", registry=r
        )
        self.feedback_sent = Counter("groundstream_feedback_sent", "Feedback records published, by action.", ["action"], registry=r)
        self.judge_verdicts = Counter(
            "groundstream_judge_verdicts", "LLM judge answers, by verdict and whether the evidence moved it.",
            ["verdict", "evidence_used"], registry=r,
        )  # fmt: skip
        self.budget_spent = Gauge("groundstream_budget_spent", "Today's spend per tool, all workers.", ["tool", "unit"], registry=r)
        self.budget_remaining = Gauge(
            "groundstream_budget_remaining", "Today's budget left per tool, all workers (limited tools only).", ["tool", "unit"],
            registry=r,
        )  # fmt: skip
        self.budget_refusals = Counter(
            "groundstream_budget_refusals", "Calls this worker did not make because the tool's budget was spent.", ["tool"],
            registry=r,
        )  # fmt: skip
        self._refused_seen: dict[str, int] = {}
        self.partitions_owned = Gauge("groundstream_partitions_owned", "Input partitions this worker decides.", registry=r)
        self.consumer_lag = Gauge(
            "groundstream_consumer_lag", "Records not yet consumed, by topic and partition.", ["topic", "partition"], registry=r
        )

    def decided(self, decision: Decision, seconds: float, end_to_end: float | None) -> None:
        self.claims.labels(decision.tier.value).inc()
        if decision.claim_type is not None:
            self.claim_types.labels(decision.claim_type.value, decision.tier.value).inc()
        if decision.retrieval is not None:
            self.retrieval.labels(decision.retrieval.verdict).inc()
        if grounding.checked(decision):
            self.grounding_checked.inc()
            if grounding.against(decision):
                self.grounding_against.inc()
        if grounding.must_ground(decision):
            self.must_ground.inc()
            if grounding.sourced(decision):
                self.must_ground_sourced.inc()
        self.decision_seconds.observe(seconds)
        if end_to_end is not None:
            self.end_to_end_seconds.observe(max(0.0, end_to_end))
        for c in decision.citations:
            if c.error:
                self.verifier_errors.labels(c.kind.value).inc()
        for component, _ in decision.provider_errors:  # memory_store, embedder, vector_store, dedup, …
            self.provider_errors.labels(component).inc()
        trust = decision.trust
        agent = trust.agent_id if trust is not None and trust.listed and trust.agent_id else "unlisted"
        for kind in sorted({s.kind for s in decision.secrets}):
            self.secrets_found.labels(agent, kind).inc()
        for kind in sorted({i.kind.value for i in decision.instructions}):
            self.instructions_quarantined.labels(agent, kind).inc()
        if trust is not None and not trust.granted:
            self.trust_mismatches.labels(agent).inc()
        if decision.groundedness is not None:
            self.groundedness_actions.labels(decision.groundedness.action).inc()
        if grounding.corrective(decision):
            self.corrections_asked.inc()
        if grounding.corrected(decision):
            self.corrections_approved.inc()
        if decision.judge is not None:
            self.judge_verdicts.labels(decision.judge.verdict.value, str(decision.judge.evidence_used).lower()).inc()

    def budgets(self, budgets: Budgets) -> None:
        """Today's spend and what is left, per limited tool (called before each scrape)."""
        for s in budgets.standing():
            self.budget_spent.labels(s.tool, "calls").set(s.calls)
            self.budget_spent.labels(s.tool, "cost").set(s.cost)
            if s.calls_left is not None:
                self.budget_remaining.labels(s.tool, "calls").set(s.calls_left)
            if s.cost_left is not None:
                self.budget_remaining.labels(s.tool, "cost").set(s.cost_left)
        for tool, n in budgets.refused.items():
            new = n - self._refused_seen.get(tool, 0)
            if new > 0:
                self.budget_refusals.labels(tool).inc(new)
                self._refused_seen[tool] = n

    def render(self) -> bytes:
        return generate_latest(self.registry)
