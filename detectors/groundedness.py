"""Typed groundedness: each piece of a claim's evidence typed, a weighted score, what the agent should do,
and the feedback that tells it precisely what failed.

Pure: a function of the decision's findings and outcome, so replay computes the same. The
lineage of resubmissions is carried by a token the gate signs into each feedback record and the
agent sends back with `parent_claim_id`: a round number nobody else can forge, and no state.
"""

from __future__ import annotations

import hashlib
import hmac
from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from groundstream.detectors.contradiction import by_slot
from groundstream.detectors.normalize import normalize
from groundstream.detectors.patterns import lazy
from groundstream.detectors.values import shape
from groundstream.detectors.verdict import quote
from groundstream.schemas import (
    Citation,
    ClaimCandidate,
    Contradiction,
    Decision,
    EvidenceItem,
    Feedback,
    FeedbackProblem,
    Groundedness,
    JudgeFinding,
    JudgeVerdict,
    Retrieval,
    SupportVerdict,
)

VERSION = "groundedness/1"
DEFAULT_WEIGHTS = {"grounded": 1.0, "complementary": 0.5, "ungrounded": -0.5, "contradicted": -2.0}
DEFAULT_REPLAN_BELOW = -1.0  # a score under this asks for a new plan, not a new wording
DEFAULT_MAX_ROUNDS = 3

# Failures the agent can fix by writing the claim again (the rest wait on a person or the gate).
AGENT_FIXABLE = ("citation:", "grounding", "sources", "contradiction", "claim_type", "judge", "speculation", "hedges",
                 "instructions", "secrets")  # fmt: skip


def evidence_items(
    citations: Sequence[Citation],
    contradiction: Contradiction | None,
    judge: JudgeFinding | None,
    source_grounds: str | None,
    weights: Mapping[str, float],
    retrieval: Retrieval | None = None,
) -> list[EvidenceItem]:
    """Each citation, the contradicted memory, the granted source, the judge and the passage retrieval
    found, typed and weighted."""
    items: list[EvidenceItem] = []

    def add(source: str, kind: JudgeVerdict, detail: str) -> None:
        items.append(EvidenceItem(source=source, kind=kind, weight=weights[kind.value], detail=detail[:300]))

    for c in citations:
        if c.error:
            continue  # a check that could not be made is no evidence either way
        where = f"citation:{c.value}"
        if c.verified:
            add(where, JudgeVerdict.GROUNDED, c.source_span or c.verification_reason or "")
        elif c.support is SupportVerdict.REFUTED:
            add(where, JudgeVerdict.CONTRADICTED, c.verification_reason or "")
        else:  # missing, unmentioned, off topic, unread
            add(where, JudgeVerdict.UNGROUNDED, c.verification_reason or "")
    if contradiction is not None:
        add(f"memory:{contradiction.memory_id}", JudgeVerdict.CONTRADICTED, contradiction.stored_content)
    if source_grounds is not None:
        add(f"source:{source_grounds}", JudgeVerdict.GROUNDED, "a source granted to this agent")
    if retrieval is not None and retrieval.location is not None:
        kind = {"supported": JudgeVerdict.GROUNDED, "refuted": JudgeVerdict.CONTRADICTED}.get(retrieval.verdict, JudgeVerdict.COMPLEMENTARY)
        add(f"retrieved:{retrieval.location}", kind, retrieval.passage or retrieval.reason)
    if judge is not None:
        kind = judge.verdict if judge.evidence_used else JudgeVerdict.UNGROUNDED
        why = judge.rationale if judge.evidence_used else f"the evidence moved its confidence by {judge.delta:.2f} only"
        add(f"judge:{judge.model}", kind, why)
    return items


def assess(
    items: Sequence[EvidenceItem],
    *,
    approved: bool,
    checks_failed: Sequence[str],
    weights: Mapping[str, float],
    replan_below: float = DEFAULT_REPLAN_BELOW,
    round: int = 1,
) -> Groundedness:
    """The score (mean weight; 0 with no evidence) and the action it picks."""
    score = round_(sum(i.weight for i in items) / len(items)) if items else 0.0
    fixable = any(f.startswith(AGENT_FIXABLE) for f in checks_failed)
    if approved or not fixable:
        action = "proceed"
    else:
        action = "replan" if score < replan_below else "regenerate"
    return Groundedness(items=list(items), weights=dict(weights), score=score, action=action, round=round)


def round_(x: float) -> float:
    return float(f"{x:.4f}")


def problems(
    claim: ClaimCandidate,
    citations: Sequence[Citation],
    contradiction: Contradiction | None,
    judge: JudgeFinding | None,
    checks_failed: Sequence[str],
    reason: str,
    retrieval: Retrieval | None = None,
) -> list[FeedbackProblem]:
    """What failed, precisely: which citation, which value, which memory, which passage of the
    sources says what instead, and where."""
    out: list[FeedbackProblem] = []
    if retrieval is not None and retrieval.verdict == "refuted":
        if retrieval.conflict not in (None, "polarity"):
            detail = f"{retrieval.location} says {retrieval.expected!r} where the claim says {retrieval.claimed!r}"
        else:
            detail = f"{retrieval.location} says the opposite: {quote(retrieval.passage or '', about=claim.content)}"
        out.append(FeedbackProblem(
            kind="value" if retrieval.conflict not in (None, "polarity") else "source",
            claimed=retrieval.claimed, expected=retrieval.expected if retrieval.conflict != "polarity" else retrieval.passage,
            source_span=retrieval.passage, location=retrieval.location, detail=detail,
        ))  # fmt: skip
    elif retrieval is not None and {"sources_unsupported", "sources_near_miss"} & set(checks_failed):
        # Not enough information: what no source states, and the nearest passage, so the agent can fix or cite.
        out.append(FeedbackProblem(kind="source", claimed=", ".join(retrieval.missing) or None, source_span=retrieval.passage,
                                   location=retrieval.location, detail=retrieval.reason))  # fmt: skip
    claimed_shape = shape(normalize(claim.content).text)
    for c in citations:
        if c.verified or c.error:
            continue
        if c.support is SupportVerdict.REFUTED and c.source_span:
            pairs = by_slot(shape(normalize(c.source_span).text), claimed_shape)
            if pairs:
                claimed, expected = pairs[0].new, pairs[0].stored
                out.append(FeedbackProblem(
                    kind="value", citation=c.value, claimed=claimed, expected=expected, source_span=c.source_span,
                    location=c.source_location, detail=f"{c.source_location or c.value} says {expected!r} where the claim says {claimed!r}",
                ))  # fmt: skip
                continue
            said = _said_instead(c.verification_reason or "")
            if said is not None:
                expected, claimed = said
                out.append(FeedbackProblem(
                    kind="value", citation=c.value, claimed=claimed, expected=expected, source_span=c.source_span,
                    location=c.source_location, detail=f"{c.source_location or c.value} says {expected!r} where the claim says {claimed!r}",
                ))  # fmt: skip
                continue
        out.append(FeedbackProblem(kind="citation", citation=c.value, detail=c.verification_reason or "not verified",
                                   source_span=c.source_span, location=c.source_location))  # fmt: skip
    if contradiction is not None:
        first = contradiction.differing[0] if contradiction.differing else None
        out.append(FeedbackProblem(
            kind="memory", memory_id=contradiction.memory_id,
            claimed=first.new if first else None, expected=first.stored if first else None,
            detail="contradicts a stored memory of this user"
            + (f": it says {first.stored!r}, the claim {first.new!r}" if first else ": one of the two negates the other"),
        ))  # fmt: skip
    if judge is not None and not judge.trusted_support:
        why = (f"the judge found the evidence {judge.verdict.value}" if judge.evidence_used
               else f"the judge's answer did not depend on the evidence (confidence moved {judge.delta:.2f}, "
                    f"needs {judge.threshold:.2f})")  # fmt: skip
        out.append(FeedbackProblem(kind="judge", detail=why))
    for failed, kind in (("speculation", "wording"), ("hedges", "wording"), ("instructions", "wording"),
                         ("secrets", "secret"), ("claim_type", "claim_type"), ("grounding", "grounding")):  # fmt: skip
        if failed in checks_failed:
            out.append(FeedbackProblem(kind=kind, detail=reason[:500]))
    return distinct(out)


def distinct(found: Sequence[FeedbackProblem]) -> list[FeedbackProblem]:
    """Each problem once, in the order first said: one that says again what an earlier one says
    (the same words; words that hold the earlier's whole, as a rule's reason holds what no source
    says; the same value at the same place, as a cited source and retrieval both find it) is folded
    into the earlier, lending it only the fields it lacks (the citation, the location)."""
    kept: list[FeedbackProblem] = []
    for p in found:
        at = next((i for i, q in enumerate(kept) if _repeats(q, p)), None)
        if at is None:
            kept.append(p)
            continue
        q = kept[at]
        lent = {k: v for k, v in p.model_dump().items() if v is not None and getattr(q, k) is None}
        if lent:
            kept[at] = q.model_copy(update=lent)
    return kept


_SAID_AGAIN = 24  # characters a detail must have for another holding it to repeat it (not "not verified")


def _repeats(q: FeedbackProblem, p: FeedbackProblem) -> bool:
    a, b = " ".join(q.detail.split()).lower(), " ".join(p.detail.split()).lower()
    if a == b or (min(len(a), len(b)) >= _SAID_AGAIN and (a in b or b in a)):
        return True
    if not (q.kind == p.kind == "value" and (q.claimed, q.expected) == (p.claimed, p.expected)):
        return False
    return _place(q) is not None and _place(q) == _place(p)


def _place(p: FeedbackProblem) -> str | None:
    """The file, record or commit a problem is about, whatever line: "README.md:8" is in "README.md"."""
    where = p.location or p.citation
    if where is None:
        return None
    path, _, line = where.rpartition(":")
    return path if path and line.isdigit() else where


_SAID = lazy(r"says '(?P<expected>[^']+)', not '(?P<claimed>[^']+)'|author is '(?P<author>[^']+)', not '(?P<named>[^']+)'")


def _said_instead(reason: str) -> tuple[str, str] | None:
    """(the source's value, the claim's) from a support check's reason, when it names both."""
    m = _SAID.search(reason)
    if m is None:
        return None
    return (m.group("expected"), m.group("claimed")) if m.group("expected") else (m.group("author"), m.group("named"))


@dataclass(frozen=True, slots=True)
class Lineage:
    round: int
    error: str | None = None  # the claim names a parent this gate cannot vouch for


def lineage_key(secret: bytes) -> bytes:
    return hmac.new(secret, b"groundstream/lineage", hashlib.sha256).digest()


def lineage_token(key: bytes, user_id: str, agent_id: str | None, claim_id: str, round: int) -> str:
    """The token a feedback record carries: the round of `claim_id`, signed for this user and agent."""
    mac = hmac.new(key, f"{user_id}\x00{agent_id or ''}\x00{claim_id}\x00{round}".encode(), hashlib.sha256)
    return f"{round}.{mac.hexdigest()[:32]}"


def lineage_of(claim: ClaimCandidate, key: bytes) -> Lineage:
    """The claim's round: 1, or one past the parent's, as the parent's feedback token proves."""
    if claim.parent_claim_id is None:
        return Lineage(1) if claim.lineage is None else Lineage(1, "lineage given without parent_claim_id")
    token = claim.lineage or ""
    head, _, _ = token.partition(".")
    if not head.isdigit() or not 1 <= int(head) <= 1000:
        return Lineage(1, "parent_claim_id without the lineage token of its feedback record")
    parent_round = int(head)
    expected = lineage_token(key, claim.user_id, claim.agent_id, claim.parent_claim_id, parent_round)
    if not hmac.compare_digest(expected, token):
        return Lineage(1, "the lineage token does not match parent_claim_id, user and agent")
    return Lineage(parent_round + 1)


def feedback_for(decision: Decision, key: bytes, max_rounds: int) -> Feedback | None:
    """The feedback record for a decision whose action is regenerate or replan (None otherwise, and
    for a claim with no agent_id: there is no one to tell). Its lineage token lets the agent
    resubmit; the last round gets none, and what it left is for a reviewer."""
    g = decision.groundedness
    claim = decision.claim
    if g is None or g.action not in ("regenerate", "replan") or claim.agent_id is None:
        return None
    last = g.round >= max_rounds
    return Feedback(
        claim_id=decision.claim_id,
        user_id=decision.user_id,
        agent_id=claim.agent_id,
        parent_claim_id=claim.parent_claim_id,
        round=g.round,
        max_rounds=max_rounds,
        action=g.action,
        score=g.score,
        tier=decision.tier.value,
        reason=decision.reason + (" This was the lineage's last round: a reviewer decides." if last else ""),
        problems=problems(
            claim, decision.citations, decision.contradiction, decision.judge, decision.checks_failed, decision.reason, decision.retrieval
        ),  # fmt: skip
        content=claim.content,
        lineage=None if last else lineage_token(key, decision.user_id, claim.agent_id, decision.claim_id, g.round),
        decision_hash=decision.decision_hash,
        at=decision.evidence.capture_time,
    )
