"""The tier decision: docs/DESIGN.md's rules, in order, the first that applies wins.

The rules are data: `RULES`, one named function each, tried in order; the policy hash is
derived from their names (detectors/gate/policy.py), so reordering, adding or removing a rule is a
new policy. A pure function of what the detectors found. Reasons are written for the reviewer
who reads them, and every provider failure is named in `checks_failed`.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from functools import cached_property
from typing import TYPE_CHECKING

from groundstream.detectors.names import code_names
from groundstream.detectors.providers.sources import of_citations
from groundstream.detectors.verdict import quote
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
    Retrieval,
    SecretFinding,
    SupportVerdict,
    Tier,
    TrustCheck,
)

if TYPE_CHECKING:
    from groundstream.detectors.gate.policy import Policy


@dataclass(frozen=True)
class Findings:
    """Everything the detectors established about one claim."""

    memory_type: str  # as read: a "preference" that states how something is reads as a "fact"
    source: str
    labelled: str | None = None  # the writer's label, when the claim is read as another type
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
    oversized: int | None = None  # the content's size in bytes when over [policy] max_content_bytes (withheld)
    unread_language: str | None = None  # the language it is written in, when the detectors do not read it
    retrieval: Retrieval | None = None  # what the [sources] say of its subject (None: not searched)
    asked: tuple[str, str] | None = None  # ("question" | "request" | "credential", its words) when the claim states nothing


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


@dataclass
class _Trail:
    """One decision in progress: the findings, the policy, and the checks passed and failed so far."""

    f: Findings
    policy: Policy
    passed: list[str] = field(default_factory=list)
    failed: list[str] = field(default_factory=list)
    judge_grounds: bool = False  # the judge grounded the claim in its (undecided) citations

    def out(self, tier: Tier, reason: str, confidence: Confidence = Confidence.LOW) -> Outcome:
        return Outcome(tier, reason, tuple(self.passed), tuple(self.failed), confidence)

    def review(self, reason: str) -> Outcome:
        return self.out(Tier.FLAG_REVIEW, reason)

    @cached_property
    def errors(self) -> list[tuple[str, str]]:
        """Every check that could not be made: provider errors and citations whose verifier failed."""
        errored = [c for c in self.f.citations if c.error]
        return list(self.f.provider_errors) + [(f"verifier:{c.kind.value}", f"{c.value}: {c.verification_reason}") for c in errored]

    @property
    def source_counts(self) -> bool:
        """A source counts only when configuration grants it to this agent (or grants are not configured)."""
        trust = self.f.trust
        return trust is None or (trust.granted and trust.trust_class == "trusted")


Rule = Callable[[_Trail], "Outcome | None"]


def _quote(items: list[str]) -> str:
    return ", ".join(f"'{i}'" for i in dict.fromkeys(items))  # each once: "('usually')", not "('usually', 'usually')"


def _listed(items: list[str]) -> str:
    """Items of a reason, each once, in order."""
    return "; ".join(dict.fromkeys(items))


def _excerpt(text: str, limit: int = 300) -> str:
    return repr(text if len(text) <= limit else text[:limit] + "…")


def _oversized(t: _Trail) -> Outcome | None:
    """Too large to be a memory: withheld, never scanned further (a cheap record stays cheap)."""
    if t.f.oversized is None:
        return None
    t.failed.append("size")
    return t.review(
        f"Needs review: the content is {t.f.oversized:,} bytes, over the {t.policy.max_content_bytes:,}-byte limit "
        "([policy] max_content_bytes); it is withheld, not inspected or stored. Split it into claims that each state one thing."
    )


def _unread_language(t: _Trail) -> Outcome | None:
    """What the detectors cannot read, they do not approve."""
    if t.f.unread_language is None:
        t.passed.append("language")
        return None
    t.failed.append("language")
    return t.review(
        f"Needs review: the claim is written in {t.f.unread_language}, which the detectors do not read "
        f"([policy] languages: {', '.join(t.policy.languages)}); its hedges and instructions could not be checked."
    )


def _secret(t: _Trail) -> Outcome | None:
    """The claim is already redacted; the reason names kinds only."""
    if not t.f.secrets:
        t.passed.append("secrets")
        return None
    t.failed.append("secrets")
    kinds = sorted({s.kind for s in t.f.secrets})
    places = sorted({s.where for s in t.f.secrets})
    return t.out(
        Tier.BLOCK,
        f"Blocked: the claim holds a secret ({', '.join(kinds)} in {', '.join(places)}); "
        "credentials, payment and identity numbers never become memory. The value is redacted everywhere; "
        "its fingerprint is in the evidence.",
    )


def _speculation(t: _Trail) -> Outcome | None:
    """A guess is never memory (a preference's "in my opinion" is no guess: `Gate.inspect` drops it)."""
    blocking = [h for h in t.f.hedges if h.blocks]
    if not blocking:
        t.passed.append("speculation")
        return None
    t.failed.append("speculation")
    kinds = sorted({h.category.value for h in blocking})
    return t.out(
        Tier.BLOCK,
        f"Blocked: the claim is {' and '.join(kinds)} ({_quote([h.phrase for h in blocking])}), not a statement of fact; it is never stored as memory.",
    )


def _duplicate(t: _Trail) -> Outcome | None:
    d = t.f.duplicate
    if d is None:
        if t.f.dedup_checked:
            t.passed.append("dedup")
        return None
    t.failed.append("dedup")
    return t.out(
        Tier.BLOCK,
        f"Blocked: this repeats memory {d.memory_id} of the same user ({d.method} similarity {d.similarity:.2f}); storing it again adds nothing.",
    )


def _claim_id_reused(t: _Trail) -> Outcome | None:
    """Approving would replace another text of this user's."""
    reuse = t.f.id_reuse
    if reuse is None:
        return None
    t.failed.append("claim_id")
    was = _excerpt(reuse.stored_content) if reuse.stored_content is not None else "(its text could not be read)"
    return t.review(
        f"Needs review: claim id already names memory {reuse.memory_id} of this user with other content; "
        f"approving would replace it. Stored: {was}; new: {_excerpt(t.f.content)}."
    )


def _instructions(t: _Trail) -> Outcome | None:
    """Whatever the source: an instruction planted in memory is never stored unseen."""
    if not t.f.instructions:
        t.passed.append("instructions")
        return None
    t.failed.append("instructions")
    found = _listed([f"{i.kind.value}{'' if i.where == 'content' else ' in ' + i.where}: {i.phrase!r}" for i in t.f.instructions[:5]])
    return t.review(
        f"Needs review: the claim addresses whoever reads it later instead of stating a fact ({found}); "
        "an instruction planted in memory is never stored without a person."
    )


def _question(t: _Trail) -> Outcome | None:
    """A question, or a request to find something out, states nothing: never stored as a fact."""
    if t.f.asked is None:
        return None
    kind, words = t.f.asked
    if kind == "credential":
        t.failed.append("statement")
        return t.review("Needs review: the claim is a lone token that names a credential, not a statement: a credential's "
                        "value is never memory, and a token alone says nothing a reader could check.")  # fmt: skip
    t.failed.append("question")
    return t.review(
        f"Needs review: the claim is a {kind} ({words!r}), not a statement; "
        f"{'a question' if kind == 'question' else 'a request'} is never stored as memory. State what was found instead."
    )


def _technical_hedge(t: _Trail) -> Outcome | None:
    reviewing = [h for h in t.f.hedges if not h.blocks]
    if not reviewing:
        t.passed.append("hedges")
        return None
    t.failed.append("hedges")
    t.failed.extend(f"provider:{component}" for component, _ in t.errors)  # named even when not decisive
    phrases = _quote([h.phrase for h in reviewing])
    return t.review(f"Needs review: the claim hedges, generalizes or approximates ({phrases}), so it may not hold exactly as stated.")


def _contradiction(t: _Trail) -> Outcome | None:
    c = t.f.contradiction
    if c is None:
        return None
    t.failed.append("contradiction")
    what = "; ".join(f"{d.slot} {d.stored!r} -> {d.new!r}" for d in c.differing)
    if c.negation_flip:
        what = (what + "; " if what else "") + "one of the two says the other is not so"
    return t.review(
        f"Needs review: contradicts memory {c.memory_id} of this user ({what}). "
        f"Stored: {_excerpt(c.stored_content)}; new: {_excerpt(t.f.content)}. "
        "A reviewer may approve it and supersede the old memory."
    )


# A stored memory sent back to a person (its horizon passed, its sources changed): not a failed check.
SENT_BACK = frozenset({"validity_horizon", "recheck"})


def _provider_error(t: _Trail) -> Outcome | None:
    """Fail-closed: a check that could not be made approves nothing."""
    if not t.errors:
        return None
    t.failed.extend(f"provider:{component}" for component, _ in t.errors)
    if all(component in SENT_BACK for component, _ in t.errors):
        return t.review("Needs review: " + "; ".join(message for _, message in t.errors) + ".")
    detail = _listed([f"{component} ({message})" for component, message in t.errors])
    return t.review(f"Needs review: a check could not be made — {detail}. Nothing unchecked is stored.")


def _judge(t: _Trail) -> Outcome | None:
    """The judge, when asked, must ground the claim in its evidence: say so, having used it, surely enough."""
    j, floor = t.f.judge, t.policy.judge_min_confidence
    if j is None:
        return None
    if j.trusted_support and j.confidence >= floor:
        t.passed.append("judge")
        t.judge_grounds = True
        return None
    t.failed.append("judge")
    if not j.evidence_used:
        why = (f"its confidence moved only {j.delta:.2f} between the evidence with identifiers scrubbed and in full "
               f"(needs {j.threshold:.2f} for {j.profile}), so its answer did not depend on the evidence")  # fmt: skip
    elif not j.trusted_support:
        why = f"it found the evidence {j.verdict.value} ({j.rationale or 'no rationale'})"
    else:
        why = f"its confidence {j.confidence:.2f} is under {floor:.2f}"
    return t.review(f"Needs review: the judge ({j.model}) did not ground the claim: {why}.")


_UNDECIDED = frozenset({SupportVerdict.UNMENTIONED, SupportVerdict.OFF_TOPIC})


def _unverified_citation(t: _Trail) -> Outcome | None:
    """A citation that exists but neither supports nor refutes the claim stands when the judge grounded it."""
    unverified = [c for c in t.f.citations if not c.verified and not (t.judge_grounds and c.support in _UNDECIDED)]
    if not unverified:
        return None
    t.failed.extend(f"citation:{c.kind.value}" for c in unverified)
    detail = _listed([f"{c.value} ({c.verification_reason})" for c in unverified])
    return t.review(f"Needs review: a cited source could not be verified — {detail}. A citation that does not check out is a sign of hallucination.")


def _never_grounded_as_fact(t: _Trail) -> Outcome | None:
    """Opinions, hypotheticals and meta statements are never grounded, and never stored as fact."""
    f = t.f
    if f.typing is None:
        return None
    if f.memory_type != "fact" or f.typing.grounding != "never":
        t.passed.append("claim_type")
        return None
    t.failed.append("claim_type")
    kind = (f.claim_type.value if f.claim_type else "claim").replace("_", " ")
    return t.review(
        f"Needs review: stated as a fact, but it is {_a(kind)} ({f.typing.said}); "
        "nothing grounds such a claim, so it is not stored as fact unseen."
    )


def _quarantined(t: _Trail) -> Outcome | None:
    trust = t.f.trust
    if trust is None:
        return None
    (t.passed if trust.granted else t.failed).append("source_grant")
    if trust.trust_class != "quarantined":
        return None
    return t.review(f"Needs review: agent {trust.agent_id} is quarantined by configuration; nothing it writes is stored unseen.")


def _sources_refute(t: _Trail) -> Outcome | None:
    """The operator's sources say otherwise: whoever wrote it, whatever it cites, a person looks."""
    r = t.f.retrieval
    if r is None or r.verdict != "refuted":
        if r is not None:
            t.passed.append("sources")
        return None
    t.failed.append("sources")
    valued = r.conflict not in (None, "polarity")
    what = f"says {r.expected!r} where the claim says {r.claimed!r}" if valued else "says the opposite"
    about = f"{r.expected} {t.f.content}" if valued else t.f.content  # the line of the passage that says so
    then = (" A reviewer may approve it as a new decision that supersedes the record." if t.f.memory_type == "decision" and r.kind == "record"
            else "")  # fmt: skip
    return t.review(
        f"Needs review: the configured sources say otherwise — {r.location} {what}: {quote(r.passage or '', 200, about)}. "
        f"{_cited_apart(t.f, r)}A claim the operator's own sources refute is not stored, whoever states it.{then}"
    )


def _cited_apart(f: Findings, r: Retrieval) -> str:
    """What the claim cites, named apart from the passage retrieval found: each citation's outcome,
    and whether that passage stands in what it cites or elsewhere (a reader must not take one for the other)."""
    if not f.citations or r.location is None:
        return ""
    read = ", ".join(f"{c.value} {'checked out' if c.verified else 'was left to the judge'}" for c in f.citations)
    where = "in what it cites" if of_citations(r.location, f.citations) else "elsewhere in the sources"
    return f"What it cites was read apart ({read}); {r.location} is {where}. "


def _unsaid(r: Retrieval) -> str:
    """What no source states, and the nearest passage (the verdict's own reason): what the agent can fix or cite."""
    return r.reason


NEARLY = 0.5  # share of a claim's words a passage states, with a word left over, that makes it a near miss (half: the claim is about what the sources say)
# … for a decision or preference (a record's or the sources' own words on its subject say what was decided):
# on the eight blind sets used by the seventh session, 0.5 -> 0.4 held 14 more wrong conversation
# decisions of 33 approved, and 11 more true ones of 40 (docs/decisions.md)
NEARLY_DECIDED = 0.4


def _sources_nearly(t: _Trail) -> Outcome | None:
    """A passage states most of the claim but not all of it: that is how a wrong name, number or
    word beside matching ones shows, so a claim the writer's own label would approve (`user`,
    `documentation`, a decision or preference from conversation) waits for a person. A decision or
    preference is held to what the sources say of its subject from 40% of its words."""
    r = t.f.retrieval
    if r is None or r.verdict in ("supported", "refuted") or t.judge_grounds:
        return None  # (every word stated but the polarity or a value of one kind: a near miss too)
    decided = t.f.memory_type in ("decision", "preference")
    # A decision that names the project's own flags, keys or paths rests on what they do: it is held
    # to what the sources say of them wherever a passage speaks of it at all.
    coded = decided and r.score > 0 and bool(code_names(t.f.content))
    if r.score < (NEARLY_DECIDED if decided else NEARLY) and not coded:
        return None
    t.failed.append("sources_near_miss")
    return t.review(f"Needs review: the configured sources speak of this but do not say it — {_unsaid(r)}. "
                    "A claim that differs from its sources in a word is how a wrong value looks; a person checks it.")  # fmt: skip


def _sources_unnamed(t: _Trail) -> Outcome | None:
    """A name the claim writes as code (a flag, a path, a key) that no source of the operator's names:
    the writer's word alone for a thing the project does not know, which is how a hallucinated flag
    or path looks beside real ones (`gum choose --multi`, `/etc/yum.repos.d/gum.repo`). What a
    source states or a judge grounds is not held by it."""
    r = t.f.retrieval
    if r is None or not r.unnamed or r.verdict == "supported" or t.judge_grounds:
        return None
    t.failed.append("sources_unnamed")
    names = ", ".join(f"`{n}`" for n in r.unnamed)
    return t.review(f"Needs review: no configured source names {names}. A flag, path or key the project's own sources "
                    "never name may not exist; cite where it is documented, or a person checks it.")  # fmt: skip


def _documentation_unfound(t: _Trail) -> Outcome | None:
    """A claim from `documentation`, with sources configured, that no source states: documentation
    nobody can find is not documentation (its citations, had it any, were weighed above)."""
    r = t.f.retrieval
    if r is None or t.f.source != "documentation" or r.verdict == "supported" or t.judge_grounds:
        return None
    t.failed.append("sources_unsupported")
    return t.review(f"Needs review: it says it comes from documentation, but {_unsaid(r)}. "
                    "Cite the document that states it, or a person checks it.")  # fmt: skip


def _sources_ground(t: _Trail) -> Outcome | None:
    """Nothing cited, but a passage of the operator's sources states it, or the judge grounded it in
    the passages retrieval found: grounded by retrieval."""
    r, j = t.f.retrieval, t.f.judge
    if r is None or t.f.citations:
        return None
    if r.verdict not in ("supported", "refuted") and t.judge_grounds and j is not None:
        t.passed.append("retrieval")
        return t.out(
            Tier.AUTO_APPROVE,
            f"Approved: the judge ({j.model}) grounded it in passages retrieved from the configured sources "
            f"({', '.join(e.removeprefix('retrieved ') for e in j.evidence)}; confidence {j.confidence:.2f}, "
            f"the evidence moved it by {j.delta:.2f}).",
            Confidence.MEDIUM,
        )
    if r.verdict != "supported":
        return None
    t.passed.append("retrieval")
    return t.out(
        Tier.AUTO_APPROVE,
        f"Approved: the configured sources state it — {r.location}: {quote(r.passage or '', 200, t.f.content)}.",
        Confidence.HIGH if r.kind == "record" else Confidence.MEDIUM,
    )


def _citations_verified(t: _Trail) -> Outcome | None:
    if not t.f.citations:
        return None
    t.passed.append("citations")
    cited = ", ".join(c.value for c in t.f.citations)
    r, also = t.f.retrieval, ""
    if r is not None and r.verdict == "supported" and r.location is not None and not of_citations(r.location, t.f.citations):
        # what retrieval found elsewhere is named as such: not taken for what the claim cites
        also = f" Apart from what it cites, the configured sources state it too — {r.location}: {quote(r.passage or '', 200, t.f.content)}."
    j = t.f.judge
    if j is not None:
        return t.out(
            Tier.AUTO_APPROVE,
            f"Approved: every citation exists ({cited}) and the judge ({j.model}) grounded the claim in them "
            f"(confidence {j.confidence:.2f}; the evidence moved it by {j.delta:.2f}).{also}",
            Confidence.HIGH,
        )
    return t.out(Tier.AUTO_APPROVE, f"Approved: every citation checked out ({cited}).{also}", Confidence.HIGH)


def _trusted_source(t: _Trail) -> Outcome | None:
    if not (t.source_counts and t.f.source in t.policy.trusted_sources):
        return None
    t.passed.append("trusted_source")
    return t.out(Tier.AUTO_APPROVE, f"Approved: it comes from a trusted source ({t.f.source}).", Confidence.HIGH)


def _accepted_type(t: _Trail) -> Outcome | None:
    """A decision from conversation, a preference from conversation or chat: the user's own."""
    f = t.f
    if not (t.source_counts and f.source in t.policy.accepted.get(f.memory_type, ())):
        return None
    t.passed.append("accepted_type")
    return t.out(Tier.AUTO_APPROVE, f"Approved: a {f.memory_type} stated in {f.source} is accepted as the user's own.",
                 Confidence.MEDIUM)  # fmt: skip


def _source_not_granted(t: _Trail) -> Outcome | None:
    """From here on nothing grounds the claim; a source it names counts only where granted."""
    f, p = t.f, t.policy
    t.failed.append("grounding")
    named = f.source in p.trusted_sources or f.source in p.accepted.get(f.memory_type, ())
    if t.source_counts or not named:
        return None
    trust = f.trust
    assert trust is not None
    who = f"agent {trust.agent_id}" if trust.agent_id else "a claim with no agent_id"
    why = (
        "is not configured" if not trust.listed
        else f"is {trust.trust_class}" if trust.granted
        else "is not granted that source"
    )  # fmt: skip
    return t.review(
        f"Needs review: the claim names source {f.source}, but {who} {why} ([trust] configuration); "
        "a source is trusted only where it is granted, never because the writer says so."
    )


def _must_ground(t: _Trail) -> Outcome | None:
    """A claim type that must be grounded, or a sampled one, with none of the above."""
    f, typing = t.f, t.f.typing
    if typing is None or f.claim_type is None or not (typing.grounding == "always" or typing.sampled):
        return None
    kind = f.claim_type.value.replace("_", " ")
    why = "must be grounded" if typing.grounding == "always" else "was sampled for grounding"
    r = f.retrieval
    if r is not None and r.verdict not in ("supported", "refuted"):
        t.failed.append("sources_unsupported")
        return t.review(f"Needs review: {_a(kind)} ({typing.said}) {why}; {_unsaid(r)}. Cite the source that states it, or a person checks it.")
    return t.review(
        f"Needs review: {_a(kind)} ({typing.said}) {why}, and this {_as_read(f)} from {f.source} has no verified, supporting citation or trusted source."
    )


def _a(kind: str) -> str:
    return f"{'an' if kind[0] in 'aeiou' else 'a'} {kind}"


def _as_read(f: Findings) -> str:
    """The claim's type as read, saying so when the writer labelled it otherwise."""
    if f.labelled is None:
        return f.memory_type
    return f"{f.memory_type} (labelled a {f.labelled}, it says how something is, not what anyone likes or wants)"


def _otherwise(t: _Trail) -> Outcome:
    return t.review(f"Needs review: a {_as_read(t.f)} from {t.f.source} with no citation or trusted source to ground it.")


# docs/DESIGN.md, "The decision, in order" (after admission: an unusable record is a dead letter).
RULES: tuple[tuple[str, Rule], ...] = (
    ("oversized_content->review", _oversized),
    ("secret->block", _secret),
    ("speculation->block", _speculation),
    ("duplicate->block", _duplicate),
    ("claim_id_reused_for_other_content->review", _claim_id_reused),
    ("instruction_to_reader->review", _instructions),
    ("unread_language->review", _unread_language),
    ("question_or_request->review", _question),
    ("technical_hedge->review", _technical_hedge),
    ("contradicts_memory->review", _contradiction),
    ("provider_error->review", _provider_error),
    ("judge_did_not_ground->review", _judge),
    ("unverified_or_unsupporting_citation_unless_judge_grounds->review", _unverified_citation),
    ("opinion_hypothetical_or_meta_as_fact->review", _never_grounded_as_fact),
    ("quarantined_agent->review", _quarantined),
    ("sources_refute->review", _sources_refute),
    ("all_citations_verified->approve", _citations_verified),
    ("sources_ground_uncited->approve", _sources_ground),
    ("documentation_not_in_sources->review", _documentation_unfound),
    ("sources_near_miss->review", _sources_nearly),
    ("sources_unnamed->review", _sources_unnamed),
    ("granted_trusted_source->approve", _trusted_source),
    ("granted_accepted_type_and_source->approve", _accepted_type),
    ("named_source_not_granted->review", _source_not_granted),
    ("must_ground_or_sampled_without_grounding->review", _must_ground),
    ("otherwise->review", _otherwise),
)


def apply_rules(f: Findings, policy: Policy) -> Outcome:
    """The first rule of RULES that applies; the last always does."""
    trail = _Trail(f, policy)
    for _, rule in RULES:
        outcome = rule(trail)
        if outcome is not None:
            return outcome
    raise AssertionError("the last rule always applies")  # pragma: no cover
