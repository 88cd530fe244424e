"""`groundstream report`: the grounding metrics of a decisions file, as a table and as a page
with charts; the worker's counters for the same metrics."""

from __future__ import annotations

import subprocess
from pathlib import Path

import pytest
from bs4 import BeautifulSoup

from groundstream.detectors.gate.gate import Gate
from groundstream.detectors.gate.policy import Policy
from groundstream.detectors.providers.verify import CitationVerifier, VerifierSettings
from groundstream.schemas import Decision
from groundstream.streams.grounding_metrics import GroundingReport
from groundstream.streams.metrics import Metrics
from tests.conftest import claim
from tests.test_validate import GS


@pytest.fixture
async def decisions(tmp_path: Path) -> list[Decision]:
    adr = tmp_path / "adr"
    adr.mkdir()
    (adr / "ADR-001-retention.md").write_text("# ADR-001: Kafka retention\n\nTopics keep records for 7 days.\n")
    settings = VerifierSettings(adr_dirs=(adr,))
    gate = Gate(Policy(verification=settings), CitationVerifier.from_settings(settings))
    stored = await gate.decide(claim("Orders live in PostgreSQL", source="user"))  # must-ground, sourced
    gate.remember(stored)
    out = [
        stored,
        await gate.decide(claim("Per ADR-001, Kafka retention is 7 days")),  # checked, sourced
        await gate.decide(claim("Per ADR-001, Kafka retention is 14 days")),  # checked, against
        await gate.decide(claim("Per ADR-404, Kafka retention is 7 days")),  # checked, against (missing)
        await gate.decide(claim("Orders live in MySQL", source="user")),  # contradiction: checked, against
        await gate.decide(claim("The scheduler uses cron expressions")),  # must-ground, no source
        await gate.decide(claim("I think the cache is warm")),  # blocked: no grounding question
    ]
    await gate.aclose()
    return out


def test_the_four_metrics_count_what_they_say(decisions: list[Decision]) -> None:
    r = GroundingReport.of(decisions)
    m = r.metrics()
    assert (r.decisions, r.checked, r.against) == (7, 4, 3)
    assert m["grounding_ratio"] == pytest.approx(4 / 7) and m["hallucination_rate"] == pytest.approx(3 / 4)
    # Must ground and not blocked: all but the guess; sourced: the trusted one and the verified citation.
    assert (r.must_ground, r.sourced) == (6, 2) and m["source_coverage"] == pytest.approx(2 / 6)
    assert m["correction_rate"] is None  # no feedback loop yet: said, not a made-up zero


def test_report_prints_the_table_and_writes_a_page_with_charts(decisions: list[Decision], tmp_path: Path) -> None:
    path = tmp_path / "decisions.jsonl"
    path.write_text("".join(d.model_dump_json() + "\n" for d in decisions) + "not a decision\n")
    page = tmp_path / "report.html"
    proc = subprocess.run([GS, "report", "--input", str(path), "--html", str(page)], capture_output=True, text=True, check=True)
    assert "grounding_ratio         57.1%      20%  4 of 7 claims checked against evidence" in proc.stdout
    assert "source_coverage         33.3%      80%  2 of 6 must-ground claims with a source" in proc.stdout
    assert "1 lines were not decisions" in proc.stderr
    soup = BeautifulSoup(page.read_text(), "html.parser")
    bars = {b["data-metric"]: float(b["width"]) for b in soup.select("rect.bar")}
    assert bars["grounding_ratio"] == round(400 * 4 / 7) and bars["hallucination_rate"] == 300
    assert bars["correction_rate"] == 0 and soup.find("svg", attrs={"aria-label": "claim types by tier"}) is not None
    assert not soup.find("script")


def test_the_worker_counts_the_same_metrics(decisions: list[Decision]) -> None:
    metrics = Metrics()
    for d in decisions:
        metrics.decided(d, 0.001, None)
    text = metrics.render().decode()
    for line in ("groundstream_grounding_checked_total 4.0", "groundstream_grounding_against_total 3.0",
                 "groundstream_must_ground_total 6.0", "groundstream_must_ground_sourced_total 2.0"):  # fmt: skip
        assert line in text, line
    assert 'groundstream_claim_types_total{claim_type="numerical_claim",tier="flag_review"} 2.0' in text
