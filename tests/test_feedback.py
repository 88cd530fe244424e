"""Typed groundedness and the feedback loop: the score, the action, what the feedback names,
and a lineage whose rounds are signed into its tokens."""

from __future__ import annotations

import json
import subprocess
from pathlib import Path

import pytest

from groundstream.detectors.gate.gate import Gate
from groundstream.detectors.gate.policy import Policy
from groundstream.detectors.groundedness import (
    DEFAULT_WEIGHTS,
    assess,
    distinct,
    evidence_items,
    lineage_key,
    lineage_of,
    lineage_token,
)
from groundstream.detectors.providers.sources import Sources, SourceSettings
from groundstream.detectors.providers.verify import CitationVerifier, VerifierSettings
from groundstream.schemas import Citation, CitationKind, ClaimCandidate, Contradiction, Feedback, FeedbackProblem, SupportVerdict, Tier
from groundstream.streams.config import Settings
from tests.conftest import REPO, claim

AGENT = "planner"


@pytest.fixture
def adr(tmp_path: Path) -> Path:
    folder = tmp_path / "adr"
    folder.mkdir()
    (folder / "ADR-002-kafka-retention.md").write_text("# ADR-002: Kafka retention is 7 days\nStatus: accepted\n\n"
                                                       "Topics keep records for 7 days.\n")  # fmt: skip
    return folder


def make_gate(adr: Path, *, max_rounds: int = 3, salt: bytes = b"k" * 32) -> Gate:
    vs = VerifierSettings(adr_dirs=(adr,))
    return Gate(Policy(verification=vs, max_rounds=max_rounds), CitationVerifier.from_settings(vs), secret_salt=salt)


def cite(value: str, *, verified: bool, support: SupportVerdict | None, reason: str = "", error: bool = False) -> Citation:
    return Citation(kind=CitationKind.ADR, value=value, span=(0, 1), verified=verified, support=support,
                    verification_reason=reason, error=error)  # fmt: skip


def test_contradictions_weigh_more_than_support_and_the_score_picks_the_action() -> None:
    w = DEFAULT_WEIGHTS
    supported = evidence_items([cite("ADR-1", verified=True, support=SupportVerdict.SUPPORTED)], None, None, None, w)
    refuted = evidence_items([cite("ADR-1", verified=False, support=SupportVerdict.REFUTED)], None, None, None, w)
    silent = evidence_items([cite("ADR-1", verified=False, support=SupportVerdict.UNMENTIONED)], None, None, None, w)
    both = evidence_items(
        [cite("ADR-1", verified=True, support=SupportVerdict.SUPPORTED)],
        Contradiction(memory_id="m", stored_content="x is 7", differing=[]), None, None, w,
    )
    assert assess(supported, approved=True, checks_failed=[], weights=w).action == "proceed"
    assert assess(refuted, approved=False, checks_failed=["citation:adr"], weights=w).action == "replan"
    assert assess(silent, approved=False, checks_failed=["citation:adr"], weights=w).action == "regenerate"
    mixed = assess(both, approved=False, checks_failed=["contradiction"], weights=w)
    assert mixed.score < 0  # one support does not outweigh one contradiction
    # nothing the agent can fix (a repeat, a provider outage): it proceeds, a person or the gate decides
    assert assess([], approved=False, checks_failed=["dedup"], weights=w).action == "proceed"
    assert assess([], approved=False, checks_failed=["provider:memory_store"], weights=w).action == "proceed"
    # a check that could not be made is no evidence either way
    errored = [cite("ADR-1", verified=False, support=SupportVerdict.ERROR, error=True)]
    assert evidence_items(errored, None, None, None, w) == []


async def test_feedback_names_the_citation_the_value_and_what_the_source_says(adr: Path) -> None:
    gate = make_gate(adr)
    d = await gate.decide(claim("Kafka retention is 14 days, per ADR-002", agent_id=AGENT))
    assert d.tier is Tier.FLAG_REVIEW and d.groundedness is not None and d.groundedness.action == "replan"
    fb = gate.feedback(d)
    assert fb is not None and fb.agent_id == AGENT and fb.round == 1 and fb.lineage
    (problem,) = fb.problems
    assert (problem.kind, problem.citation, problem.claimed, problem.expected) == ("value", "ADR-002", "14 days", "7 days")


async def test_feedback_names_the_contradicted_memory(adr: Path) -> None:
    gate = make_gate(adr)
    stored = await gate.decide(claim("The deploy window is Tuesday", source="user", memory_type="fact", agent_id=AGENT))
    assert stored.tier is Tier.AUTO_APPROVE
    gate.remember(stored)
    d = await gate.decide(claim("The deploy window is Thursday", agent_id=AGENT))
    fb = gate.feedback(d)
    assert fb is not None and fb.action == "replan"
    memory = next(p for p in fb.problems if p.kind == "memory")
    assert (memory.memory_id, memory.claimed, memory.expected) == (d.conflicting_memory_id, "thursday", "tuesday")


async def test_no_feedback_for_an_approval_a_repeat_or_a_claim_without_agent(adr: Path) -> None:
    gate = make_gate(adr)
    ok = await gate.decide(claim("Kafka retention is 7 days, per ADR-002", agent_id=AGENT))
    assert ok.tier is Tier.AUTO_APPROVE and gate.feedback(ok) is None
    gate.remember(ok)
    again = await gate.decide(claim("Kafka retention is 7 days, per ADR-002", agent_id=AGENT, claim_id="other"))
    assert again.tier is Tier.BLOCK and gate.feedback(again) is None
    anonymous = await gate.decide(claim("Kafka retention is 14 days, per ADR-002"))
    assert anonymous.groundedness is not None and anonymous.groundedness.action == "replan" and gate.feedback(anonymous) is None


async def test_feedback_on_a_secret_never_holds_it(adr: Path) -> None:
    gate = make_gate(adr)
    key = "AKIA" + "Q3EGRAHJ7KZT5WXM"
    d = await gate.decide(claim(f"The deploy user has key {key}", agent_id=AGENT))
    fb = gate.feedback(d)
    assert d.tier is Tier.BLOCK and fb is not None and fb.action == "regenerate"
    assert key not in fb.model_dump_json() and any(p.kind == "secret" for p in fb.problems)


def resubmit(fb: Feedback, content: str, **override: object) -> ClaimCandidate:
    fields = {"user_id": fb.user_id, "agent_id": fb.agent_id, "content": content, "memory_type": "fact",
              "source": "ai_synthesis", "parent_claim_id": fb.claim_id, "lineage": fb.lineage, **override}  # fmt: skip
    return ClaimCandidate.model_validate(fields)


async def test_a_corrected_resubmission_is_round_two_and_approved(adr: Path) -> None:
    gate = make_gate(adr)
    first = await gate.decide(claim("Kafka retention is 14 days, per ADR-002", agent_id=AGENT))
    fb = gate.feedback(first)
    assert fb is not None
    fixed = await gate.decide(resubmit(fb, "Kafka retention is 7 days, per ADR-002"))
    assert fixed.tier is Tier.AUTO_APPROVE, fixed.reason
    assert fixed.groundedness is not None and fixed.groundedness.round == 2
    assert fixed.claim.parent_claim_id == first.claim_id


@pytest.mark.parametrize(
    ("override", "said"),
    [
        ({"lineage": "2." + "0" * 32}, "does not match"),  # a round the gate never signed
        ({"lineage": None}, "without the lineage token"),
        ({"user_id": "someone-else"}, "does not match"),  # another user's lineage
        ({"agent_id": "other-agent"}, "does not match"),  # another agent's lineage
        ({"parent_claim_id": "not-the-parent"}, "does not match"),
    ],
)
async def test_a_lineage_the_gate_cannot_vouch_for_goes_to_review(adr: Path, override: dict, said: str) -> None:
    gate = make_gate(adr)
    fb = gate.feedback(await gate.decide(claim("Kafka retention is 14 days, per ADR-002", agent_id=AGENT)))
    assert fb is not None
    d = await gate.decide(resubmit(fb, "Kafka retention is 7 days, per ADR-002", **override))
    assert d.tier is Tier.FLAG_REVIEW and "provider:lineage" in d.checks_failed and said in d.reason


async def test_a_lineage_stops_after_its_rounds(adr: Path) -> None:
    gate = make_gate(adr, max_rounds=2)
    fb = gate.feedback(await gate.decide(claim("Kafka retention is 14 days, per ADR-002", agent_id=AGENT)))
    assert fb is not None and fb.lineage is not None
    second = await gate.decide(resubmit(fb, "Kafka retention is 21 days, per ADR-002"))
    last = gate.feedback(second)
    assert last is not None and last.round == 2 and last.lineage is None and "last round" in last.reason
    # a token minted past the last round (say, by a gate configured for more) is refused here
    key = lineage_key(b"k" * 32)
    forged = resubmit(last, "Kafka retention is 7 days, per ADR-002",
                      lineage=lineage_token(key, last.user_id, AGENT, last.claim_id, 2))  # fmt: skip
    assert lineage_of(forged, key).round == 3
    d = await gate.decide(forged)
    assert d.tier is Tier.FLAG_REVIEW and "past the 2 a lineage may have" in d.reason


async def test_a_token_from_another_deployment_is_refused(adr: Path) -> None:
    ours, theirs = make_gate(adr, salt=b"a" * 32), make_gate(adr, salt=b"b" * 32)
    fb = theirs.feedback(await theirs.decide(claim("Kafka retention is 14 days, per ADR-002", agent_id=AGENT)))
    assert fb is not None
    d = await ours.decide(resubmit(fb, "Kafka retention is 7 days, per ADR-002"))
    assert d.tier is Tier.FLAG_REVIEW and "provider:lineage" in d.checks_failed


def test_a_claim_without_lineage_keeps_its_id_and_hash() -> None:
    """Adding the lineage fields changed no existing claim's id or claim-layer hash."""
    from groundstream.detectors.gate.provenance import claim_layer

    c = claim("Kafka retention is 7 days")
    assert "parent_claim_id" not in json.dumps(c.model_dump(mode="json", exclude_none=True))
    assert claim_layer(c) == claim_layer(ClaimCandidate.model_validate(c.model_dump(mode="json", exclude_none=True)))
    child = claim("Kafka retention is 7 days", parent_claim_id="p1")
    assert child.id != c.id  # the same words resubmitted are another claim


def test_validate_writes_the_feedback_and_replay_reproduces_the_round(tmp_path: Path, adr: Path) -> None:
    gs = str(REPO / ".venv/bin/groundstream")
    config = tmp_path / "g.toml"
    config.write_text(f'[citations]\nadr_dirs = ["{adr}"]\n[signing]\nkey_file = "{tmp_path / "key"}"\n')
    first = tmp_path / "claims.jsonl"
    first.write_text(json.dumps({"user_id": "u", "agent_id": AGENT, "memory_type": "fact", "source": "ai_synthesis",
                                 "content": "Kafka retention is 14 days, per ADR-002"}) + "\n")  # fmt: skip

    def validate(src: Path, out: Path, feedback: Path) -> None:
        proc = subprocess.run([gs, "validate", "--config", str(config), "--input", str(src), "--output", str(out),
                               "--deadletter", str(tmp_path / "dead.jsonl"), "--feedback", str(feedback), "--no-progress"],
                              capture_output=True, text=True, timeout=120)  # fmt: skip
        assert proc.returncode == 0, proc.stderr

    validate(first, tmp_path / "d1.jsonl", tmp_path / "f1.jsonl")
    fb = Feedback.model_validate_json((tmp_path / "f1.jsonl").read_text())
    second = tmp_path / "again.jsonl"
    second.write_text(resubmit(fb, "Kafka retention is 7 days, per ADR-002").model_dump_json(exclude_none=True) + "\n")
    validate(second, tmp_path / "d2.jsonl", tmp_path / "f2.jsonl")  # a later run: the kept key verifies the token
    assert (tmp_path / "f2.jsonl").read_text() == ""
    decision = json.loads((tmp_path / "d2.jsonl").read_text())
    assert decision["tier"] == "auto_approve" and decision["groundedness"]["round"] == 2
    replay = subprocess.run([gs, "replay", "--config", str(config), "--input", str(tmp_path / "d2.jsonl")],
                            capture_output=True, text=True, timeout=120)  # fmt: skip
    assert replay.returncode == 0 and "1 reproduced" in replay.stdout + replay.stderr, replay.stdout + replay.stderr


def test_weights_must_penalise_contradiction_more_than_they_reward_support() -> None:
    with pytest.raises(ValueError, match="must weigh more than support"):
        Settings(feedback={"weights": {"grounded": 1.0, "complementary": 0.5, "ungrounded": -0.5, "contradicted": -1.0}})  # type: ignore[arg-type]


# --- each problem once (issue 37 item 8, "Reasons that mislead a reader") -------------------------------

P = FeedbackProblem
SAID = "no source says 'cron'; the nearest, docs/ops.md:3, says: 'The scheduler runs jobs.'"
VALUE = dict(kind="value", claimed="14 days", expected="7 days")


@pytest.mark.parametrize(
    "given,kept",
    [
        # the same words twice: one, lent the citation the second names
        ([P(detail="x.md:1 says '7 days' where the claim says '14 days'", location="x.md:1", **VALUE),
          P(detail="x.md:1 says '7 days' where the claim says '14 days'", citation="ADR-002", location="x.md:1", **VALUE)],
         [P(detail="x.md:1 says '7 days' where the claim says '14 days'", citation="ADR-002", location="x.md:1", **VALUE)]),
        # a rule's reason that holds what no source says, whole
        ([P(kind="source", detail=SAID, location="docs/ops.md:3"),
          P(kind="grounding", detail=f"Needs review: a factual claim (no cue of another type) must be grounded; {SAID}. Cite it.")],
         [P(kind="source", detail=SAID, location="docs/ops.md:3")]),
        # the same value at the same file, another line or none
        ([P(detail="deploy.sh:1 says 'bash' where the claim says 'zsh'", location="deploy.sh:1", kind="value", claimed="zsh", expected="bash"),
          P(detail="deploy.sh says 'bash' where the claim says 'zsh'", location="deploy.sh", kind="value", claimed="zsh", expected="bash",
            citation="deploy.sh")],
         [P(detail="deploy.sh:1 says 'bash' where the claim says 'zsh'", location="deploy.sh:1", kind="value", claimed="zsh",
            expected="bash", citation="deploy.sh")]),
        # whitespace and case do not make two problems
        ([P(kind="wording", detail="The claim  hedges."), P(kind="wording", detail="the claim hedges.")], [P(kind="wording", detail="The claim  hedges.")]),
        # the same value said by two different sources: two problems
        ([P(detail="a.md:1 says '7 days'", location="a.md:1", **VALUE), P(detail="b.md:4 says '7 days'", location="b.md:4", **VALUE)],
         [P(detail="a.md:1 says '7 days'", location="a.md:1", **VALUE), P(detail="b.md:4 says '7 days'", location="b.md:4", **VALUE)]),
        # two values at one place: two problems
        ([P(detail="x.md:1 says '7 days'", location="x.md:1", **VALUE),
          P(detail="x.md:1 says 'PostgreSQL'", location="x.md:1", kind="value", claimed="MySQL", expected="PostgreSQL")],
         [P(detail="x.md:1 says '7 days'", location="x.md:1", **VALUE),
          P(detail="x.md:1 says 'PostgreSQL'", location="x.md:1", kind="value", claimed="MySQL", expected="PostgreSQL")]),
        # a short detail inside a longer one is no repetition
        ([P(kind="citation", citation="ADR-9", detail="not verified"), P(kind="citation", citation="ADR-8", detail="ADR-8 is not verified here")],
         [P(kind="citation", citation="ADR-9", detail="not verified"), P(kind="citation", citation="ADR-8", detail="ADR-8 is not verified here")]),
        # a value with no place is never the same as another's
        ([P(detail="says '7 days'", **VALUE), P(detail="it says '7 days'", **VALUE)],
         [P(detail="says '7 days'", **VALUE), P(detail="it says '7 days'", **VALUE)]),
        # order is kept: the first statement stands where it was
        ([P(kind="memory", detail="contradicts a stored memory of this user"), P(kind="source", detail=SAID),
          P(kind="grounding", detail=f"Needs review: {SAID}.")],
         [P(kind="memory", detail="contradicts a stored memory of this user"), P(kind="source", detail=SAID)]),
        ([], []),
    ],
)
def test_a_problem_said_twice_is_said_once(given: list[FeedbackProblem], kept: list[FeedbackProblem]) -> None:
    assert distinct(given) == kept


async def test_the_reason_names_each_hedge_once() -> None:
    d = await Gate(Policy(), CitationVerifier({})).decide(claim("Queue depth usually stays under 1k, and usually under 500", agent_id=AGENT))
    assert d.tier is Tier.FLAG_REVIEW and [h.phrase for h in d.hedges].count("usually") == 2
    assert "('usually')" in d.reason, d.reason


async def test_a_value_a_cited_source_and_retrieval_both_find_is_one_problem(tmp_path: Path) -> None:
    root = tmp_path / "project"
    (root / "docs").mkdir(parents=True)
    (root / "docs" / "kafka.md").write_text("# Kafka\n\nKafka retention is 7 days.\n")
    settings = SourceSettings(roots=(root,))
    sources = Sources(settings)
    sources.warm()
    vs = VerifierSettings()
    gate = Gate(Policy(verification=vs, sources=settings), CitationVerifier.from_settings(vs, None, sources), sources=sources)
    for content in ("Kafka retention is 14 days, per docs/kafka.md", "Kafka retention is 14 days"):
        d = await gate.decide(claim(content, agent_id=AGENT))
        fb = gate.feedback(d)
        assert fb is not None, d.reason
        line = "; ".join(p.detail for p in fb.problems)  # as `groundstream tail` and the demo agent show it
        assert [(p.claimed, p.expected) for p in fb.problems] == [("14 days", "7 days")], fb.problems
        assert line.count("'7 days'") == 1, line
    uncited = await gate.decide(claim("The scheduler uses cron expressions", agent_id=AGENT))
    fb = gate.feedback(uncited)
    assert fb is not None and len(fb.problems) == 1 and fb.problems[0].kind == "source", fb.problems
    assert "grounding" in uncited.checks_failed and "no source says" in fb.problems[0].detail
