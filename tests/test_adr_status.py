"""An ADR supports a claim only while its decision stands: a real folder of ADRs, the real gate."""

from __future__ import annotations

from pathlib import Path

import pytest

from groundstream.detectors.gate.gate import Gate
from groundstream.detectors.gate.policy import Policy
from groundstream.detectors.providers.verify import CitationVerifier, VerifierSettings
from groundstream.schemas import Tier
from tests.conftest import claim

ADRS = {
    "ADR-010-accepted.md": "# ADR-010: Events are JSON lines\n\nStatus: Accepted\n\nEvents are JSON lines.\n",
    "ADR-011-superseded.md": "# ADR-011: Events are Avro\n\n## Status\n\nSuperseded by ADR-010\n\n## Context\n",
    "ADR-012-rejected.md": "# ADR-012: Use MongoDB\n\n**Status:** Rejected\n",
    "ADR-013-deprecated.md": "# ADR-013\n\n- status: deprecated (2025-03)\n",
    "ADR-014-no-status.md": "# ADR-014: Events\n\nThe status quo stays: events are JSON lines.\n",
    "ADR-015-proposed.md": "# ADR-015\n\nStatus: Proposed\n\nEvents become JSON lines.\n",
}


@pytest.fixture
async def gate(tmp_path: Path):  # noqa: ANN201
    folder = tmp_path / "adr"
    folder.mkdir()
    for name, text in ADRS.items():
        (folder / name).write_text(text)
    settings = VerifierSettings(adr_dirs=(folder,))
    g = Gate(Policy(verification=settings), CitationVerifier.from_settings(settings))
    yield g
    await g.aclose()


@pytest.mark.parametrize(
    "number,tier,said",
    [
        (10, Tier.AUTO_APPROVE, "status 'Accepted'"),
        (11, Tier.FLAG_REVIEW, "a superseded ADR supports nothing"),
        (12, Tier.FLAG_REVIEW, "a rejected ADR supports nothing"),
        (13, Tier.FLAG_REVIEW, "a deprecated ADR supports nothing"),
        (14, Tier.AUTO_APPROVE, "found"),  # no status line: "status quo" is prose, not a status
        (15, Tier.AUTO_APPROVE, "status 'Proposed'"),
    ],
)
async def test_a_citation_of_an_adr_that_no_longer_stands_goes_to_review(gate: Gate, number: int, tier: Tier, said: str) -> None:
    decision = await gate.decide(claim(f"Per ADR-{number:03d}, events are stored as JSON lines"))
    assert decision.tier is tier, decision.reason
    assert said in (decision.citations[0].verification_reason or "")
