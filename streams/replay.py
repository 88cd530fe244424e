"""`groundstream replay`: would each recorded decision still come out the same?

Each claim of a decisions file is decided again by the current detectors and policy, and
the new decision is compared with the record layer by layer. The record is also checked
against itself: a tier or reason edited after the fact no longer matches its own hash.

- **recorded** (default): the lookups (citation verification, the dedup match, provider
  errors) are taken from the record, so nothing is fetched and a decision reproduces exactly
  unless the detectors, the policy or the record changed.
- **live**: citations are verified again, now; drift such as a URL that now answers 404
  shows in the `evidence` layer. Dedup still uses the recorded match: it depended on the
  memories that existed when the claim was decided.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path

from pydantic import ValidationError

from groundstream.detectors.gate.gate import Gate
from groundstream.detectors.gate.provenance import reviewed
from groundstream.detectors.gate.signing import broken_layers
from groundstream.detectors.providers.verify import CitationVerifier
from groundstream.schemas import Citation, CitationKind, Decision
from groundstream.streams import factory
from groundstream.streams.config import Settings


@dataclass
class Replayed:
    claim_id: str
    differing: list[str]  # layer names, plus "record" when the record contradicts itself
    detail: str = ""

    @property
    def reproduced(self) -> bool:
        return not self.differing


@dataclass
class ReplayReport:
    results: list[Replayed] = field(default_factory=list)
    unreadable: list[str] = field(default_factory=list)

    @property
    def ok(self) -> bool:
        return not self.unreadable and all(r.reproduced for r in self.results)

    def summary(self) -> str:
        bad = [r.claim_id for r in self.results if not r.reproduced]
        line = f"replayed {len(self.results)} decisions: {len(self.results) - len(bad)} reproduced, {len(bad)} differ"
        if self.unreadable:
            line += f", {len(self.unreadable)} unreadable lines"
        return line + (f" ({', '.join(bad)})" if bad else "")


def _recorded_results(record: Decision, found: list[Citation]) -> list[Citation]:
    recorded = {(c.kind, c.value): c for c in record.citations}
    out = []
    for c in found:
        r = recorded.get((c.kind, c.value))
        if r is None or r.verified is None:
            out.append(c.model_copy(update={"verified": False, "error": True, "verification_reason": "no recorded verification"}))
        else:
            out.append(c.model_copy(update={"verified": r.verified, "verification_reason": r.verification_reason, "error": r.error,
                                              "source_span": r.source_span, "support": r.support,
                                              "source_location": r.source_location, "passage_sha256": r.passage_sha256,
                                              "source_sha256": r.source_sha256}))  # fmt: skip
    return out


async def replay_one(gate: Gate, record: Decision, *, live: bool) -> Replayed:
    seen = gate.inspect([record.claim])[0]
    citations = list(seen.citations)
    looked_up = not seen.hedges.blocking and not record.secrets and not seen.instructions and record.dedup_match is None
    if looked_up:
        # Files and records named by path or title are found through the sources' listing: live, the
        # listing of now; otherwise the ones the record names.
        have = {(c.kind, c.value) for c in citations}
        citations = gate.cite(record.claim, seen) if live else citations + [
            c for c in record.citations if c.kind in (CitationKind.FILE, CitationKind.ADR) and (c.kind, c.value) not in have
        ]  # fmt: skip
        citations.sort(key=lambda c: c.span)
    if looked_up and citations:
        citations = await gate.verifier.verify(citations, record.claim.content) if live else _recorded_results(record, citations)
        if live:
            # What grounded the decision then: a decision recorded before passages had digests has none.
            had = {(c.kind, c.value) for c in record.citations if c.passage_sha256}
            citations = [c if (c.kind, c.value) in had else c.model_copy(update={"passage_sha256": None}) for c in citations]
    again = gate.conclude(
        record.claim,
        seen,
        citations=citations,
        duplicate=record.dedup_match,
        dedup_checked="dedup" in record.checks_passed,
        provider_errors=record.provider_errors,
        id_reuse=record.id_reuse,
        secrets=record.secrets or None,  # the record is redacted: what was found is only in its evidence
        contradiction=record.contradiction,  # like dedup: it depended on the memories of that moment
        judge=record.judge,  # a model's answer: live replay does not ask it again either
        retrieval=record.retrieval,  # what the sources said then (live: see `verification changed` below)
        round=record.groundedness.round if record.groundedness else 1,  # the lineage as verified then
    )
    if record.review is not None:  # a person decided the outcome: reproduce the machine's part, then their action
        again = reviewed(again, record.review)
    differing = [name for name in again.hash_layers if again.hash_layers[name] != record.hash_layers.get(name)]
    altered = broken_layers(record)
    if altered:
        differing = sorted(set(differing) | {"record"})
    detail = ""
    if altered:
        detail = f"the record no longer matches its own hash ({', '.join(altered)})"
    if again.tier != record.tier:
        detail = (detail + "; " if detail else "") + f"tier {record.tier.value} -> {again.tier.value}"
    if "evidence" in differing and live:
        changed = [c.value for c, r in zip(again.citations, record.citations, strict=False) if c.verified != r.verified]
        if changed:
            detail = (detail + "; " if detail else "") + f"verification changed: {', '.join(changed)}"
    return Replayed(record.claim_id, differing, detail)


def _records(path: Path) -> Iterator[tuple[int, str]]:
    with path.open(encoding="utf-8") as fh:
        for number, line in enumerate(fh, 1):
            if line.strip():
                yield number, line


async def replay(settings: Settings, path: Path, *, live: bool = False) -> ReplayReport:
    policy = factory.build_policy(settings)
    sources = factory.build_sources(settings)
    gate = Gate(policy, CitationVerifier.from_settings(policy.verification, sources=sources), sources=sources)
    report = ReplayReport()
    try:
        for number, line in _records(path):
            try:
                record = Decision.model_validate_json(line)
            except ValidationError as exc:
                report.unreadable.append(f"line {number}: {exc.errors()[0]['msg']}")
                continue
            report.results.append(await replay_one(gate, record, live=live))
    finally:
        await gate.aclose()
    return report
