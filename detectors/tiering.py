"""The tier decision: DESIGN.md's rules, in order, the first that applies wins.

A pure function of what the detectors found. Reasons are written for the reviewer who
reads them, and every provider failure is named in `checks_failed`.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from groundstream.schemas import (
    Citation,
    ClaimIdReuse,
    ClaimType,
    ClaimTyping,
    Confidence,
    Contradiction,
    DedupMatch,
    HedgeFinding,
    InstructionFinding,
    JudgeFinding,
    SecretFinding,
    SupportVerdict,
    Tier,
    TrustCheck,
)

from .policy import Policy


@dataclass(frozen=True)
class Findings:
    """Everything the detectors established about one claim."""

    memory_type: str
    source: str
    hedges: tuple[HedgeFinding, ...] = ()
    citations: tuple[Citation, ...] = ()
    duplicate: DedupMatch | None = None
    dedup_checked: bool = False
    id_reuse: ClaimIdReuse | None = None
    content: str = ""  # the claim as written (secrets redacted), for reasons that quote it
    secrets: tuple[SecretFinding, ...] = ()
    instructions: tuple[InstructionFinding, ...] = ()
    trust: TrustCheck | None = None  # None when no agent grants are configured
    contradiction: Contradiction | None = None
    provider_errors: tuple[tuple[str, str], ...] = field(default=())  # (component, message)
    claim_type: ClaimType | None = None
    typing: ClaimTyping | None = None
    judge: JudgeFinding | None = None  # the LLM judge's answer, when it was asked
    round: int = 1  # in the claim's feedback lineage


@dataclass(frozen=True)
class Outcome:
    tier: Tier
    reason: str
    checks_passed: tuple[str, ...]
    checks_failed: tuple[str, ...]
    confidence: Confidence

    @property
    def approved(self) -> bool:
        return self.tier is Tier.AUTO_APPROVE


def _quote(items: list[str]) -> str:
    return ", ".join(f"'{i}'" for i in items)


def _excerpt(text: str, limit: int = 300) -> str:
    return repr(text if len(text) <= limit else text[:limit] + "…")


def decide(f: Findings, policy: Policy) -> Outcome:
    passed: list[str] = []
    failed: list[str] = []

    def out(tier: Tier, reason: str, confidence: Confidence = Confidence.LOW) -> Outcome:
        return Outcome(tier, reason, tuple(passed), tuple(failed), confidence)

    # Rule 2: a secret -> block (the claim is already redacted; the reason names kinds only).
    if f.secrets:
        failed.append("secrets")
        kinds = sorted({s.kind for s in f.secrets})
        places = sorted({s.where for s in f.secrets})
        return out(
            Tier.BLOCK,
            f"Blocked: the claim holds a secret ({', '.join(kinds)} in {', '.join(places)}); "
            "credentials never become memory. The value is redacted everywhere; its fingerprint is in the evidence.",
        )
    passed.append("secrets")

    # Rule 3: speculation, uncertainty, suggestion -> block.
    blocking = [h for h in f.hedges if h.blocks]
    if blocking:
        failed.append("speculation")
        kinds = sorted({h.category.value for h in blocking})
        return out(
            Tier.BLOCK,
            f"Blocked: the claim is {' and '.join(kinds)} ({_quote([h.phrase for h in blocking])}), "
            "not a statement of fact; it is never stored as memory.",
        )
    passed.append("speculation")

    # Rule 4: duplicate of an approved memory of the same user -> block.
    if f.duplicate is not None:
        failed.append("dedup")
        d = f.duplicate
        return out(
            Tier.BLOCK,
            f"Blocked: this repeats memory {d.memory_id} of the same user "
            f"({d.method} similarity {d.similarity:.2f}); storing it again adds nothing.",
        )
    if f.dedup_checked:
        passed.append("dedup")

    # The claim id already names other content of this user's: approving would replace a memory.
    if f.id_reuse is not None:
        failed.append("claim_id")
        stored = f.id_reuse.stored_content
        was = _excerpt(stored) if stored is not None else "(its text could not be read)"
        return out(
            Tier.FLAG_REVIEW,
            f"Needs review: claim id already names memory {f.id_reuse.memory_id} of this user with other content; "
            f"approving would replace it. Stored: {was}; new: {_excerpt(f.content)}.",
        )

    # Rule 5: instructions aimed at later readers -> review, whatever the source.
    if f.instructions:
        failed.append("instructions")
        found = "; ".join(
            f"{i.kind.value}{'' if i.where == 'content' else ' in ' + i.where}: {i.phrase!r}" for i in f.instructions[:5]
        )
        return out(
            Tier.FLAG_REVIEW,
            f"Needs review: the claim addresses whoever reads it later instead of stating a fact ({found}); "
            "an instruction planted in memory is never stored without a person.",
        )
    passed.append("instructions")

    errored = [c for c in f.citations if c.error]
    errors = list(f.provider_errors) + [(f"verifier:{c.kind.value}", f"{c.value}: {c.verification_reason}") for c in errored]

    # Rule 6: technical hedge or approximation -> review.
    reviewing = [h for h in f.hedges if not h.blocks]
    if reviewing:
        failed.append("hedges")
        failed.extend(f"provider:{component}" for component, _ in errors)  # named even when not decisive
        return out(
            Tier.FLAG_REVIEW,
            f"Needs review: the claim hedges or approximates ({_quote([h.phrase for h in reviewing])}), "
            "so it may not hold exactly as stated.",
        )
    passed.append("hedges")

    # Rule 7: contradicts a memory of the same user -> review, with the pair.
    if f.contradiction is not None:
        failed.append("contradiction")
        c = f.contradiction
        what = "; ".join(f"{d.slot} {d.stored!r} -> {d.new!r}" for d in c.differing)
        if c.negation_flip:
            what = (what + "; " if what else "") + "one of the two says the other is not so"
        return out(
            Tier.FLAG_REVIEW,
            f"Needs review: contradicts memory {c.memory_id} of this user ({what}). "
            f"Stored: {_excerpt(c.stored_content)}; new: {_excerpt(f.content)}. "
            "A reviewer may approve it and supersede the old memory.",
        )

    # Rule 8: any provider error on the way -> review (fail-closed).
    if errors:
        failed.extend(f"provider:{component}" for component, _ in errors)
        detail = "; ".join(f"{component} ({message})" for component, message in errors)
        return out(
            Tier.FLAG_REVIEW,
            f"Needs review: a check could not be made — {detail}. Nothing unchecked is stored.",
        )

    # The judge, when asked, must ground the claim in its evidence: say so, having used it, surely enough.
    j = f.judge
    judge_grounds = False
    if j is not None:
        if not j.trusted_support or j.confidence < policy.judge_min_confidence:
            failed.append("judge")
            if not j.evidence_used:
                why = (f"its confidence moved only {j.delta:.2f} between the evidence with identifiers scrubbed and in full "
                       f"(needs {j.threshold:.2f} for {j.profile}), so its answer did not depend on the evidence")
            elif not j.trusted_support:
                why = f"it found the evidence {j.verdict.value} ({j.rationale or 'no rationale'})"
            else:
                why = f"its confidence {j.confidence:.2f} is under {policy.judge_min_confidence:.2f}"
            return out(Tier.FLAG_REVIEW, f"Needs review: the judge ({j.model}) did not ground the claim: {why}.")
        passed.append("judge")
        judge_grounds = True

    # Rule 9: a citation that did not verify -> review (one that exists but neither supports nor
    # refutes the claim stands when the judge grounded the claim in it).
    undecided = {SupportVerdict.UNMENTIONED, SupportVerdict.OFF_TOPIC}
    unverified = [c for c in f.citations if not c.verified and not (judge_grounds and c.support in undecided)]
    if unverified:
        failed.extend(f"citation:{c.kind.value}" for c in unverified)
        detail = "; ".join(f"{c.value} ({c.verification_reason})" for c in unverified)
        return out(
            Tier.FLAG_REVIEW,
            f"Needs review: a cited source could not be verified — {detail}. "
            "A citation that does not check out is a sign of hallucination.",
        )

    # Opinions, hypotheticals and meta statements are never grounded, and never stored as fact.
    if f.memory_type == "fact" and f.typing is not None and f.typing.grounding == "never":
        failed.append("claim_type")
        kind = (f.claim_type.value if f.claim_type else "claim").replace("_", " ")
        return out(
            Tier.FLAG_REVIEW,
            f"Needs review: stated as a fact, but it is {'an' if kind[0] in 'aeiou' else 'a'} {kind} ('{f.typing.cue}'); "
            "nothing grounds such a claim, so it is not stored as fact unseen.",
        )
    if f.typing is not None:
        passed.append("claim_type")

    trust = f.trust
    if trust is not None:
        (passed if trust.granted else failed).append("source_grant")
    if trust is not None and trust.trust_class == "quarantined":
        return out(
            Tier.FLAG_REVIEW,
            f"Needs review: agent {trust.agent_id} is quarantined by configuration; nothing it writes is stored unseen.",
        )
    # A source counts only when configuration grants it to this agent (or grants are not configured).
    source_counts = trust is None or (trust.granted and trust.trust_class == "trusted")

    # Rule 10: every citation verified -> approve.
    if f.citations:
        passed.append("citations")
        cited = ", ".join(c.value for c in f.citations)
        if j is not None:
            return out(
                Tier.AUTO_APPROVE,
                f"Approved: every citation exists ({cited}) and the judge ({j.model}) grounded the claim in them "
                f"(confidence {j.confidence:.2f}; the evidence moved it by {j.delta:.2f}).",
                Confidence.HIGH,
            )
        return out(Tier.AUTO_APPROVE, f"Approved: every citation checked out ({cited}).", Confidence.HIGH)

    # Rule 11: a trusted source granted to this agent -> approve.
    if source_counts and f.source in policy.trusted_sources:
        passed.append("trusted_source")
        return out(Tier.AUTO_APPROVE, f"Approved: it comes from a trusted source ({f.source}).", Confidence.HIGH)

    # Rule 12: a decision from conversation, a preference from conversation or chat -> approve.
    if source_counts and f.source in policy.accepted.get(f.memory_type, ()):
        passed.append("accepted_type")
        return out(
            Tier.AUTO_APPROVE,
            f"Approved: a {f.memory_type} stated in {f.source} is accepted as the user's own.",
            Confidence.MEDIUM,
        )

    # Rule 14: anything else -> review.
    failed.append("grounding")
    if not source_counts and (f.source in policy.trusted_sources or f.source in policy.accepted.get(f.memory_type, ())):
        assert trust is not None
        who = f"agent {trust.agent_id}" if trust.agent_id else "a claim with no agent_id"
        why = (
            "is not configured" if not trust.listed
            else f"is {trust.trust_class}" if trust.granted
            else "is not granted that source"
        )
        return out(
            Tier.FLAG_REVIEW,
            f"Needs review: the claim names source {f.source}, but {who} {why} ([trust] configuration); "
            "a source is trusted only where it is granted, never because the writer says so.",
        )
    # Rule 13 (no judge configured): a claim type that must be grounded, or a sampled one, has none.
    typing = f.typing
    if typing is not None and f.claim_type is not None and (typing.grounding == "always" or typing.sampled):
        kind = f.claim_type.value.replace("_", " ")
        why = "must be grounded" if typing.grounding == "always" else "was sampled for grounding"
        return out(
            Tier.FLAG_REVIEW,
            f"Needs review: a {kind} ('{typing.cue}') {why}, and this {f.memory_type} from {f.source} has no "
            "verified, supporting citation or trusted source.",
        )
    return out(
        Tier.FLAG_REVIEW,
        f"Needs review: a {f.memory_type} from {f.source} with no citation or trusted source to ground it.",
    )
