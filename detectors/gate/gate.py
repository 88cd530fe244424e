"""The gate: one claim in, one decision out, the same wherever the claim came from.

secrets -> normalize -> hedges -> dedup -> instructions -> citations -> verify -> tier, then
evidence and the layered decision hash. A claim holding a secret is redacted before anything
else reads it: every later step, and the decision, see the redacted claim only.
`groundstream validate`, the Kafka worker and replay all call `Gate.decide`, so a claim gets
the same tier and the same `decision_hash` from each.

The gate holds the dedup index of approved memories but writes nothing: its caller stores
an approved claim and then calls `remember`, so the index never runs ahead of the store.
"""

from __future__ import annotations

import os
import uuid
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta
from typing import Any, Protocol

import numpy as np

from groundstream.detectors import directive_model, type_model
from groundstream.detectors.citations import find_citations, path_mentions, source_id
from groundstream.detectors.claim_types import classify, sampled
from groundstream.detectors.contradiction import ContradictionIndex, by_slot
from groundstream.detectors.dedup import DedupIndex, Signature, content_digest
from groundstream.detectors.gate.policy import Policy
from groundstream.detectors.gate.provenance import hash_layers, sha256_of
from groundstream.detectors.gate.rules import Findings, apply_rules
from groundstream.detectors.groundedness import assess, evidence_items, feedback_for, lineage_key, lineage_of
from groundstream.detectors.hedges import HedgeReport, find_hedges
from groundstream.detectors.instructions import find_instructions, find_instructions_in_metadata, rule_findings
from groundstream.detectors.language import NAMES as LANGUAGE_NAMES
from groundstream.detectors.language import unread
from groundstream.detectors.meaning import denied_statements
from groundstream.detectors.normalize import Normalized, normalize
from groundstream.detectors.patterns import lazy
from groundstream.detectors.preferences import STANDARD, states_preference
from groundstream.detectors.providers.judge import Judge, JudgeError
from groundstream.detectors.providers.sources import Passage, Sources
from groundstream.detectors.providers.verify import CitationVerifier
from groundstream.detectors.questions import Asked, asks
from groundstream.detectors.roles import reversed_roles
from groundstream.detectors.secrets import redact_claim
from groundstream.detectors.semantic import Neighbour, SemanticDedup, SemanticDedupError
from groundstream.detectors.support import reporting_spans, without_citations
from groundstream.detectors.values import Shape, names_joined, shape
from groundstream.detectors.words import OPINION_MARKERS
from groundstream.schemas import (
    Citation,
    CitationKind,
    ClaimCandidate,
    ClaimIdReuse,
    ClaimType,
    ClaimTyping,
    Contradiction,
    Decision,
    DedupMatch,
    Evidence,
    Feedback,
    HedgeFinding,
    InstructionFinding,
    JudgeFinding,
    ProviderError,
    Retrieval,
    SecretFinding,
    SupportVerdict,
    Tier,
    memory_id_from_key,
    memory_key,
    text_sha256,
)
from groundstream.schemas.memory import location_path

WITHHELD = "[withheld: the secret scan failed]"


def utcnow() -> datetime:
    return datetime.now(UTC)


_URL = lazy(r"\(?\bhttps?://\S+")


def subject_shape(norm: Normalized) -> Shape:
    """The shape of a normalized claim without the URLs it cites ("Kafka retention is 7 days
    (https://wiki/kafka)" is about what "Kafka retention is 14 days" is about), its names of
    several words read as one (`values.names_joined`)."""
    text = names_joined(norm)
    return shape(_URL.sub(" ", text) if "://" in text else text)


def _read_as(claim: ClaimCandidate, norm: Normalized) -> str | None:
    """"fact" for a claim labelled a preference that states how something is, not what anyone likes
    or wants (detectors/preferences.py): it is read as the fact it is, its hedges and grounding too."""
    if claim.memory_type != "preference":
        return None
    return None if states_preference(norm.text)[0] else "fact"


def _instructions(claim: ClaimCandidate, norm: Normalized) -> list[InstructionFinding]:
    """What the rules find addressed to a later reader in the claim and its metadata; where they
    find nothing, what the learned model reads in the claim and in each metadata string as a whole,
    and, where no metadata string is read as one, in the metadata read whole (directive_model.py)."""
    found = rule_findings(claim.content, norm) + (find_instructions_in_metadata(claim.metadata) if claim.metadata else [])
    return found or directive_model.learned_instruction(norm) + (directive_model.learned_in_metadata(claim.metadata) if claim.metadata else [])


def _own_view(claim: ClaimCandidate, report: HedgeReport, read_as: str | None = None) -> HedgeReport:
    """A preference's "in my opinion" or "I think" is the preference itself, not a hedge: dropped
    from its report (every other check still reads the claim: it is not a blocked one). Not so for
    a fact labelled a preference: "I think the queue is RabbitMQ" is a guess."""
    standards = [m.span() for m in STANDARD.finditer(claim.content)] if "expect" in claim.content.lower() else []

    def own(h: HedgeFinding) -> bool:  # (a standard's "I expect" alone: "…, and I expect the house price to double" is still a guess)
        return h.phrase in OPINION_MARKERS or (h.phrase in ("i expect", "we expect") and any(s <= h.span[0] < e for s, e in standards))

    if claim.memory_type != "preference" or read_as is not None or not any(own(h) for h in report.findings):
        return report
    kept = tuple(h for h in report.findings if not own(h))
    return HedgeReport(kept, report.speculation_score if any(h.blocks for h in kept) else 0.0)


@dataclass(frozen=True, slots=True)
class Inspection:
    """What can be known of a claim from its text alone: no store, no network, no state.

    Pure, so a caller may inspect a batch of claims ahead of deciding them one by one (the
    MinHash signatures of a batch are computed in one vectorized pass).
    """

    claim: ClaimCandidate  # the claim to decide: with its secrets redacted when it had any
    normalized: str
    hedges: HedgeReport
    citations: tuple[Citation, ...]
    signature: Signature | None  # None when a secret or a blocking hedge makes dedup unnecessary
    secrets: tuple[SecretFinding, ...] = ()
    instructions: tuple[InstructionFinding, ...] = ()
    shape: Shape | None = None  # subject and values, for the contradiction lookup (None when blocked)
    scan_error: str | None = None  # the secret scan failed (`claim` is withheld whole), or another reading did
    oversized: int | None = None  # content bytes over [policy] max_content_bytes: `claim` is withheld whole
    language: str | None = None  # the language it is written in, when the detectors do not read it
    asked: Asked | None = None  # a question or a request instead of a statement
    read_as: str | None = None  # "fact": labelled a preference, it states how something is
    scanned_by: str = "secrets"  # the component `scan_error` names


class StoredMemory(Protocol):
    @property
    def content(self) -> str: ...


class MemoryLookup(Protocol):
    """Reads one stored memory by id (the memory store implements it)."""

    async def get(self, memory_id: str) -> StoredMemory | None: ...


@dataclass(frozen=True, slots=True)
class Verdict:
    """A decision and what indexing it as a memory needs, worked out while deciding it."""

    decision: Decision
    signature: Signature | None = None  # MinHash of its normalized tokens
    shape: Shape | None = None  # subject and values
    vector: np.ndarray | None = None  # content embedding (vector dedup on)


class Gate:
    def __init__(
        self,
        policy: Policy,
        verifier: CitationVerifier,
        dedup: DedupIndex | None = None,
        *,
        semantic: SemanticDedup | None = None,
        memories: MemoryLookup | None = None,
        clock: Callable[[], datetime] = utcnow,
        secret_salt: bytes | None = None,
        judge: Judge | None = None,
        sources: Sources | None = None,
    ) -> None:
        self.policy = policy
        self.policy_hash = policy.policy_hash
        self.verifier = verifier
        self.dedup = dedup or DedupIndex(policy.jaccard_threshold)
        self.contradictions = ContradictionIndex()  # approved memories by subject, per user
        self.semantic = semantic if policy.vector_dedup else None  # replay decides without one
        self.memories = memories  # to show a reviewer the memory a reused claim id names
        self.clock = clock
        # Keys the fingerprints of secrets: stable for one deployment, unguessable outside it.
        self.secret_salt = secret_salt if secret_salt is not None else os.urandom(32)
        self.lineage_key = lineage_key(self.secret_salt)  # signs the round into feedback tokens
        self.llm_judge = judge  # None: no judge configured, the deterministic checks decide alone
        self.store_error: str | None = None  # set while the memory store cannot be read
        self.sources = sources  # [sources]: files and records cited by path or title; retrieval grounding
        type_model.load()  # the claim-type weights and VADER's lexicon: a broken install fails here, not inside a decision
        directive_model.load()

    def mark_store_unavailable(self, error: str | None) -> None:
        """While set, dedup cannot be trusted: every claim that needs it goes to review."""
        self.store_error = error

    def inspect(self, claims: Sequence[ClaimCandidate]) -> list[Inspection]:
        """Withhold oversized content, redact secrets, normalize, find hedges, instructions, citations
        and the language, and sign a batch (pure). A reading that raises fails its claim alone, to review
        (`_inspect_alone`): what the gate cannot read it does not approve, and the batch goes on."""
        try:
            return self._inspect_batch(claims)
        except Exception:  # noqa: BLE001 - read again one by one: only the claim that cannot be read fails
            return [self._inspect_alone(c) for c in claims]

    def _inspect_alone(self, claim: ClaimCandidate) -> Inspection:
        try:
            return self._inspect_batch([claim])[0]
        except Exception as exc:  # noqa: BLE001 - fail closed on the claim, never crash the batch
            redacted, found, error, size = self._redacted(claim)  # (its secrets out, as every claim's; the scan is guarded itself)
            unread = HedgeReport((), 0.0)
            reason = error or f"a detector could not read the claim ({type(exc).__name__}); nothing it holds is approved unread"
            return Inspection(redacted, redacted.content, unread, (), None, found, (), None, reason, size, scanned_by="secrets" if error else "detectors")

    def _inspect_batch(self, claims: Sequence[ClaimCandidate]) -> list[Inspection]:
        redacted = [self._redacted(c) for c in claims]
        norms = [normalize(c.content) for c, _, _, _ in redacted]
        read_as = [_read_as(c, n) for (c, _, _, _), n in zip(redacted, norms, strict=True)]
        reports = [_own_view(c, find_hedges(n), a) for (c, _, _, _), n, a in zip(redacted, norms, read_as, strict=True)]
        wanted = [i for i, r in enumerate(reports) if not r.blocking and not redacted[i][1]]
        signatures: list[Signature | None] = [None] * len(claims)
        for i, sig in zip(wanted, self.dedup.signatures([norms[i].tokens() for i in wanted]), strict=True):
            signatures[i] = sig
        return [
            Inspection(
                claim,
                n.text,
                r,
                tuple(find_citations(n)),
                sig,
                found,
                ()
                if found or r.blocking or size
                else tuple(_instructions(claim, n)),
                None if found or r.blocking else subject_shape(n),
                error,
                size,
                None if found or r.blocking or size or error else self._unread(claim.content),
                None if found or r.blocking or size or error else asks(n, claim.memory_type == "preference" and a is None),
                a,
            )
            for (claim, found, error, size), n, r, sig, a in zip(redacted, norms, reports, signatures, read_as, strict=True)
        ]

    def _unread(self, content: str) -> str | None:
        """The language of `content` as a reason names it, when the policy's detectors do not read it."""
        try:
            lang = unread(content, self.policy.languages)
        except Exception as exc:  # noqa: BLE001 - what cannot be read is not approved: review, never a crashed batch
            return f"a language that could not be identified ({type(exc).__name__})"
        if lang is None:
            return None
        named = f"{LANGUAGE_NAMES.get(lang.code, lang.code)} ({lang.code})"
        part = lang.part if len(lang.part) <= 60 else lang.part[:59] + "…"
        if lang.how == "word":
            return f"{named} in part ('{part}', a word common in {LANGUAGE_NAMES.get(lang.code, lang.code)}, rare in English)"
        return f"{named} in part ('{part}')" if part else named

    def _redacted(self, claim: ClaimCandidate) -> tuple[ClaimCandidate, tuple[SecretFinding, ...], str | None, int | None]:
        """The claim with its secrets redacted, what was found, the error when the scan itself
        failed, and the content's size when it is over the limit. A claim that failed its scan is
        withheld whole, so nothing unscanned is shown or stored, and the provider error sends it to
        review; so is an oversized one, unscanned: refusing a large record must stay cheap."""
        size = len(claim.content.encode("utf-8", "surrogatepass"))
        if size > self.policy.max_content_bytes:
            note = f"[withheld: the content is {size:,} bytes, over the {self.policy.max_content_bytes:,}-byte limit]"
            return claim.model_copy(update={"content": note, "metadata": {}}), (), None, size
        try:
            return (*redact_claim(claim, self.secret_salt, self.policy.identifiers), None, None)
        except Exception as exc:  # noqa: BLE001 - fail closed on the claim, never crash the batch
            withheld = claim.model_copy(update={"content": WITHHELD, "metadata": {}})
            return withheld, (), f"the secret scan failed ({type(exc).__name__}): the claim is withheld, not shown", None

    async def decide(self, claim: ClaimCandidate, inspection: Inspection | None = None) -> Decision:
        """The tier of one claim, against the memories remembered so far."""
        return (await self.examine(claim, inspection)).decision

    async def examine(self, claim: ClaimCandidate, inspection: Inspection | None = None) -> Verdict:
        """The decision, with what `remember` needs to index it (worked out while deciding)."""
        seen = inspection or self.inspect([claim])[0]
        claim = seen.claim  # redacted when it held a secret: nothing below sees the value
        hedges = seen.hedges
        citations = list(seen.citations)
        provider_errors: list[tuple[str, str]] = []
        if seen.scan_error is not None:
            provider_errors.append((seen.scanned_by, seen.scan_error))
        lineage = lineage_of(claim, self.lineage_key)
        if lineage.error is not None:
            provider_errors.append(("lineage", lineage.error))
        elif lineage.round > self.policy.max_rounds:
            provider_errors.append(("lineage", f"round {lineage.round} is past the {self.policy.max_rounds} a lineage may have"))
        judged: JudgeFinding | None = None
        duplicate: DedupMatch | None = None
        dedup_checked = False
        id_reuse: ClaimIdReuse | None = None
        contradiction: Contradiction | None = None
        conflicting: Neighbour | None = None
        vector: np.ndarray | None = None
        retrieval: Retrieval | None = None

        # A blocked claim needs no lookups (nothing can change its tier), a withheld one gets none.
        if not hedges.blocking and not seen.secrets and seen.scan_error is None:
            if self.store_error is not None:
                provider_errors.append(("memory_store", self.store_error))
            elif seen.signature is not None:
                try:
                    duplicate = self.dedup.query(claim.user_id, seen.signature)
                    dedup_checked = True
                    key, digest = memory_key(claim.user_id, claim.id), content_digest(claim.content)
                except Exception as exc:  # fail closed, never crash the worker
                    provider_errors.append(("dedup", f"{type(exc).__name__}: {exc}"))
            if duplicate is not None:
                reversal = self._reversal(claim, duplicate)
                if reversal is not None:  # "from Redis to Memcached" is not "from Memcached to Redis"
                    duplicate, contradiction = None, reversal
            if duplicate is None and dedup_checked and self.policy.vector_dedup and contradiction is None:
                # MinHash first (cheap, local); the vector search only for what it let through.
                try:
                    if self.semantic is None:
                        raise SemanticDedupError("embedder", "vector dedup is on but no embedder is configured")
                    near = await self.semantic.check(claim.user_id, claim.content)
                    duplicate, conflicting, vector = near.duplicate, near.conflicting, near.vector
                except SemanticDedupError as exc:
                    provider_errors.append((exc.component, str(exc)))
                    dedup_checked = False
            if duplicate is None and dedup_checked and contradiction is None:
                id_reuse = await self._id_reuse(claim, key, digest)
                if seen.shape is not None and id_reuse is None:
                    found = self.contradictions.query(claim.user_id, seen.shape, key)
                    if isinstance(found, DedupMatch):
                        duplicate = found  # the same values in other words: a duplicate
                        contradiction = self._reversal(claim, found)  # …unless they changed roles
                        if contradiction is not None:
                            duplicate = None
                    else:
                        contradiction = found
                if contradiction is None and id_reuse is None and seen.shape is not None:
                    contradiction = self._denies(claim, key)  # "API keys, not OAuth2" beside "uses OAuth2"
                if contradiction is None and id_reuse is None and claim.memory_type == "preference":
                    # "short answers without summaries" beside "long answers with summaries": read for meaning
                    contradiction = self.contradictions.preference_against(claim.user_id, claim.content, memory_id_from_key(key))
                if contradiction is None and conflicting is not None and seen.shape is not None:
                    # Near by vector, on the same subject, another value: worded too differently for the index.
                    differing = by_slot(subject_shape(normalize(conflicting.content)), seen.shape)
                    contradiction = Contradiction(memory_id=conflicting.memory_id, stored_content=conflicting.content,
                                                  differing=differing)  # fmt: skip
            # A claim that addresses its readers goes to review whatever its citations say
            # (`instruction_to_reader->review` comes first), and what it points at is the attacker's
            # choice: nothing is fetched.
            if duplicate is None and not seen.instructions:
                citations = self.cite(claim, seen, provider_errors)
            read: list[tuple[Citation, str]] = []
            if duplicate is None and citations and not seen.instructions:
                read = await self.verifier.read(citations, claim.content)
                citations = [c for c, _ in read]
                if self.sources is not None:
                    citations = self.digested(citations)
            nearest: tuple[Passage, ...] = ()
            if duplicate is None and not seen.instructions and self.sources is not None:
                retrieval, nearest = self.retrieve(claim.content, citations, provider_errors)
            if self.llm_judge is not None and (read or (retrieval is not None and retrieval.verdict == "not_enough_info" and nearest)):
                judged = await self._consult(self.llm_judge, claim, seen, read, provider_errors, nearest)

        decision = self.conclude(
            claim,
            seen,
            citations=citations,
            duplicate=duplicate,
            dedup_checked=dedup_checked,
            provider_errors=provider_errors,
            id_reuse=id_reuse,
            contradiction=contradiction,
            judge=judged,
            round=lineage.round,
            retrieval=retrieval,
        )
        return Verdict(decision, seen.signature, seen.shape, vector)

    def _denies(self, claim: ClaimCandidate, key: int) -> Contradiction | None:
        """A stored memory that states what the claim says is not so ("The API uses API keys, not
        OAuth2" beside "The API uses OAuth2"), found as one of the statements the claim denies."""
        for denied in denied_statements(claim.content):
            found = self.contradictions.query(claim.user_id, subject_shape(normalize(denied)), key)
            if isinstance(found, DedupMatch):
                stored = self.contradictions.content_of(claim.user_id, found.memory_id) or ""
                return Contradiction(memory_id=found.memory_id, stored_content=stored, negation_flip=True)
        return None

    def _reversal(self, claim: ClaimCandidate, duplicate: DedupMatch) -> Contradiction | None:
        """The duplicate's memory as a contradiction, when the claim gives its values other roles."""
        stored = self.contradictions.content_of(claim.user_id, duplicate.memory_id)
        if stored is None:
            return None
        differing = reversed_roles(stored, claim.content)
        if not differing:
            return None
        return Contradiction(memory_id=duplicate.memory_id, stored_content=stored, differing=differing)

    def cite(self, claim: ClaimCandidate, seen: Inspection, provider_errors: list[tuple[str, str]] | None = None) -> list[Citation]:
        """The claim's citations: those its text names (pure), and the files and records it names by
        path, title or slug, found through the sources' listing."""
        citations = list(seen.citations)
        if self.sources is None:
            return citations
        try:
            found = self.sources.cited(normalize(claim.content))
        except Exception as exc:  # noqa: BLE001 - a listing that cannot be read approves nothing
            if provider_errors is not None:
                provider_errors.append(("sources", f"the sources could not be listed: {type(exc).__name__}: {exc}"))
            return citations
        for c in found:
            same = next((i for i, x in enumerate(citations) if (x.kind, x.value) == (c.kind, c.value)), None)
            if same is not None:
                # "[ADR-4](doc/adr/0004-….md)": one citation, its text the whole of both
                a, b = citations[same].span
                if c.span[0] - b <= 3 and a - c.span[1] <= 3:
                    citations[same] = citations[same].model_copy(update={"span": (min(a, c.span[0]), max(b, c.span[1]))})
                continue
            if not any(a <= c.span[0] and c.span[1] <= b for a, b in (x.span for x in citations)):
                citations.append(c)
        citations.sort(key=lambda c: c.span)
        return citations

    def digested(self, citations: list[Citation]) -> list[Citation]:
        """A supporting file's or record's SHA-256 as the sources read it: a change to it re-checks the memory."""
        assert self.sources is not None
        out = []
        for c in citations:
            if c.passage_sha256 and c.kind in (CitationKind.FILE, CitationKind.ADR) and c.source_location:
                found = self.sources.digest(location_path(c.source_location))
                c = c.model_copy(update={"source_sha256": found}) if found else c
            out.append(c)
        return out

    def retrieve(
        self, content: str, citations: Sequence[Citation], provider_errors: list[tuple[str, str]]
    ) -> tuple[Retrieval | None, tuple[Passage, ...]]:
        """What the sources say of the claim's subject (its citations blanked; what they cite is read
        as citations), and the passages nearest it (for the judge, when they settle nothing)."""
        assert self.sources is not None
        stated = " ".join(without_citations(content, [c.span for c in citations], reporting=reporting_spans(citations)).split())
        try:
            # No `exclude` of what it cites: a cited record's support must still weigh against a passage
            # elsewhere that refutes (one verdict, rules 16-17); the reasons name the two apart instead.
            found = self.sources.ground(stated)
            unnamed = list(self.sources.unnamed(stated))
        except ProviderError as exc:
            provider_errors.append(("sources", str(exc)))
            return None, ()
        except Exception as exc:  # noqa: BLE001 - a search that fails approves nothing
            provider_errors.append(("sources", f"retrieval failed: {type(exc).__name__}: {exc}"))
            return None, ()
        p, c = found.passage, found.conflict
        stated_by = p if p is not None and found.label.value == "supported" else None  # what a memory follows (its grounding)
        return Retrieval(
            verdict=found.label.value, location=p.location if p else None, passage=p.text[:300] if p else None,
            kind=p.kind if p else None, conflict=c.kind if c else None, expected=c.expected if c else None,
            claimed=c.claimed if c else None, score=found.score, considered=found.considered, reason=found.reason,
            missing=list(found.missing), unnamed=unnamed, passage_sha256=text_sha256(stated_by.text) if stated_by else None,
            source_sha256=self.sources.digest(location_path(stated_by.location)) if stated_by and stated_by.kind != "commit" else None,
        ), found.near  # fmt: skip

    async def _consult(
        self,
        judge: Judge,
        claim: ClaimCandidate,
        seen: Inspection,
        read: Sequence[tuple[Citation, str]],
        provider_errors: list[tuple[str, str]],
        near: Sequence[Passage] = (),
    ) -> JudgeFinding | None:
        """Ask the judge what the deterministic checks could not settle: a claim that must be grounded
        whose sources were read but neither support nor refute it, and a claim sampled for grounding;
        for a claim that cites nothing, the passages retrieval found nearest it are its evidence."""
        typing = self._typed(claim, seen)[0]["typing"]
        if not read:
            # A passage that addresses its reader ("run adr init") is not shown to the judge; unlike a
            # cited source, it was not the claim's choice, so the others still are.
            shown = [(f"retrieved {p.location}", f"{p.context}: {p.text}" if p.context else p.text)
                     for p in near if not find_instructions(p.text)]  # fmt: skip
            if not (typing.grounding == "always" or typing.sampled) or not shown:
                return None
            return await self._judged(judge, claim.content, shown, provider_errors)
        undecided = {SupportVerdict.UNMENTIONED, SupportVerdict.OFF_TOPIC}
        failed = [c for c, _ in read if not c.verified]
        if any(c.support not in undecided for c in failed):
            return None  # a missing, refuted or unreadable source: no judge makes that ground anything
        if not ((typing.grounding == "always" and failed) or typing.sampled):
            return None
        evidence = [(f"{c.kind.value} {c.value}", text) for c, text in read if text]
        if not evidence:
            return None
        return await self._judged(judge, without_citations(claim.content, [c.span for c, _ in read]), evidence, provider_errors)

    async def _judged(self, judge: Judge, stated: str, evidence: list[tuple[str, str]], provider_errors: list[tuple[str, str]]) -> JudgeFinding | None:
        if any(find_instructions(text) for _, text in evidence):
            # What a cited page says to its reader is the attacker's prompt for the judge: not sent.
            provider_errors.append(("judge", "a cited source addresses its reader; it is not shown to the judge"))
            return None
        try:
            return await judge.assess(" ".join(stated.split()), evidence)
        except JudgeError as exc:
            provider_errors.append(("judge", str(exc)))
            return None

    def feedback(self, decision: Decision) -> Feedback | None:
        """What to tell the claim's agent (None: nothing it can fix, or no agent to tell)."""
        return feedback_for(decision, self.lineage_key, self.policy.max_rounds)

    async def _id_reuse(self, claim: ClaimCandidate, key: int, digest: int) -> ClaimIdReuse | None:
        """The memory this claim's id (`key`) already names for its user, when its content differs."""
        stored = self.dedup.digest_of(claim.user_id, key)
        if stored is None or stored == digest:
            return None  # a new id, or the same claim again (dedup makes that a no-op)
        memory_id = memory_id_from_key(key)
        text: str | None = None
        if self.memories is not None:
            try:
                memory = await self.memories.get(memory_id)
                text = memory.content if memory is not None else None
            except Exception:  # the text is for the reviewer; the review happens without it
                text = None
        return ClaimIdReuse(memory_id=memory_id, stored_content=text)

    def conclude(
        self,
        claim: ClaimCandidate,
        seen: Inspection,
        *,
        citations: Sequence[Citation],
        duplicate: DedupMatch | None,
        dedup_checked: bool,
        provider_errors: Sequence[tuple[str, str]],
        id_reuse: ClaimIdReuse | None = None,
        secrets: Sequence[SecretFinding] | None = None,
        contradiction: Contradiction | None = None,
        judge: JudgeFinding | None = None,
        round: int = 1,
        retrieval: Retrieval | None = None,
    ) -> Decision:
        """The decision from what the lookups found (replay passes the recorded lookups here).

        `secrets`: what redaction found, when `claim` is already redacted (replay, demote).
        """
        claim = seen.claim if secrets is None else claim
        found = seen.secrets if secrets is None else tuple(secrets)
        typed, typing_error = self._typed(claim, seen)
        if typing_error is not None and typing_error not in provider_errors:  # (replay passes it back recorded)
            provider_errors = [*provider_errors, typing_error]
        findings = Findings(
            memory_type=seen.read_as or claim.memory_type,
            labelled=claim.memory_type if seen.read_as else None,
            source=claim.source,
            hedges=seen.hedges.findings,
            citations=tuple(citations),
            duplicate=duplicate,
            dedup_checked=dedup_checked,
            id_reuse=id_reuse,
            content=claim.content,
            provider_errors=tuple(tuple(e) for e in provider_errors),  # type: ignore[misc]
            secrets=found,
            instructions=() if found else seen.instructions,  # a blocked secret is not read further
            trust=self.policy.trust_check(claim.agent_id, claim.source),
            contradiction=contradiction,
            judge=judge,
            round=round,
            oversized=seen.oversized,
            unread_language=seen.language,
            retrieval=retrieval,
            asked=(seen.asked.kind, seen.asked.phrase) if seen.asked else None,
            **typed,
        )
        return self._build(claim, seen.normalized, findings, seen.hedges.speculation_score)

    def _typed(self, claim: ClaimCandidate, seen: Inspection) -> tuple[dict[str, Any], tuple[str, str] | None]:
        """The claim's type and what the grounding policy asks of it (pure: replay agrees), and the
        error when it could not be read: then it is a fact that must be grounded, and the error
        sends it to review (a type that cannot be read approves nothing)."""
        try:
            typed = classify(*typing_input(claim, seen))
        except Exception as exc:  # noqa: BLE001 - fail closed on the claim, never crash the batch
            typing = ClaimTyping(cue="", basis=None, grounding="always", sampled=False)
            return {"claim_type": ClaimType.FACTUAL, "typing": typing}, ("claim_types", f"the claim's type could not be read: {type(exc).__name__}")
        grounding = self.policy.grounding.get(typed.type.value, "always")
        chosen = grounding == "sample" and sampled(claim.id, claim.user_id, self.policy.sample_rates.get(typed.type.value, 0.0))
        return {"claim_type": typed.type, "typing": ClaimTyping(cue=typed.cue[:120], basis=typed.basis or None, grounding=grounding,
                                                                 sampled=chosen)}, None  # fmt: skip

    def demote(self, decision: Decision, component: str, error: str) -> Decision:
        """Re-decide after a provider failed downstream (e.g. the store refused the write)."""
        return self.conclude(
            decision.claim,
            self.inspect([decision.claim])[0],
            citations=decision.citations,
            duplicate=decision.dedup_match,
            dedup_checked="dedup" in decision.checks_passed,
            provider_errors=[*decision.provider_errors, (component, error)],
            id_reuse=decision.id_reuse,
            secrets=decision.secrets,
            contradiction=decision.contradiction,
            judge=decision.judge,
            round=decision.groundedness.round if decision.groundedness else 1,
            retrieval=decision.retrieval,
        )

    def remember(self, decision: Decision, verdict: Verdict | None = None) -> None:
        """Index an approved decision that is now in the memory store; `verdict` (from `examine`)
        spares working out again what deciding it already did."""
        if decision.tier is not Tier.AUTO_APPROVE:
            return
        claim = decision.claim
        mine = verdict is not None and verdict.decision.claim_id == claim.id and verdict.decision.user_id == claim.user_id
        if mine and verdict is not None and verdict.signature is not None and verdict.shape is not None:
            signature, subject = verdict.signature, verdict.shape
        else:
            norm = normalize(claim.content)
            signature, subject = self.dedup.signature(norm.tokens()), subject_shape(norm)
        key, digest = memory_key(claim.user_id, claim.id), content_digest(claim.content)
        self.dedup.add(claim.user_id, key, signature, digest)
        self.contradictions.add(claim.user_id, key, memory_id_from_key(key), subject, claim.content, claim.memory_type)
        if self.semantic is not None and mine and verdict is not None and verdict.vector is not None:
            # seen by the stream before the store shows it
            self.semantic.remember(claim.user_id, memory_id_from_key(key), claim.content, verdict.vector)

    def knows(self, user_id: str, claim_id: str) -> bool:
        """Whether the index holds this user's memory of this claim."""
        return self.dedup.digest_of(user_id, memory_key(user_id, claim_id)) is not None

    def index_memory(self, user_id: str, memory_id: str, content: str, memory_type: str | None = None) -> None:
        """Index a memory already in the store (the rebuild at start)."""
        norm = normalize(content)
        self.dedup.add(user_id, memory_id, self.dedup.signature(norm.tokens()), content_digest(content))
        self.contradictions.add(user_id, uuid.UUID(memory_id).int, memory_id, subject_shape(norm), content, memory_type)

    def drop_users(self, owned: Callable[[str], bool]) -> int:
        """Forget the memories of every user `owned` says no longer belongs here; how many users."""
        gone = [u for u in {*self.dedup.users(), *self.contradictions.users()} if not owned(u)]
        for user in gone:
            self.dedup.drop_user(user)
            self.contradictions.drop_user(user)
        return len(gone)

    def forget(self, user_id: str, memory_id: str) -> None:
        """Drop a memory that left the store (expired) from the indexes."""
        self.dedup.remove(user_id, memory_id)
        self.contradictions.remove(user_id, memory_id)

    def _build(self, claim: ClaimCandidate, normalized: str, f: Findings, speculation: float) -> Decision:
        outcome = apply_rules(f, self.policy)
        src = source_id(list(f.citations))
        captured = self.clock()
        horizon = claim.validity_horizon
        days = self.policy.validity_days.get(claim.memory_type)
        if horizon is None and days is not None:
            horizon = captured + timedelta(days=days)
        # The validating constructors: pydantic-core checks in Rust faster than model_construct
        # assembles in Python, and nothing built here goes out unchecked.
        evidence = Evidence(
            claim=claim.content,
            capture_time=captured,
            confidence=outcome.confidence,
            source_id=src,
            validity_horizon=horizon,
            metadata={"memory_type": claim.memory_type, "source": claim.source, "agent_id": claim.agent_id},
        )
        p = self.policy
        grounding_source = f.source if {"trusted_source", "accepted_type"} & set(outcome.checks_passed) else None
        items = evidence_items(f.citations, f.contradiction, f.judge, grounding_source, p.weights, f.retrieval)
        groundedness = assess(items, approved=outcome.approved, checks_failed=outcome.checks_failed, weights=p.weights,
                              replan_below=p.replan_below, round=f.round)  # fmt: skip
        layers = hash_layers(claim, normalized, self.policy_hash, f, outcome, src, groundedness)
        return Decision(
            claim_id=claim.id,
            user_id=claim.user_id,
            tier=outcome.tier,
            approved=outcome.approved,
            reason=outcome.reason,
            checks_passed=list(outcome.checks_passed),
            checks_failed=list(outcome.checks_failed),
            evidence=evidence,
            similarity_score=f.duplicate.similarity if f.duplicate else None,
            conflicting_memory_id=(
                f.duplicate.memory_id if f.duplicate else f.id_reuse.memory_id if f.id_reuse else f.contradiction.memory_id if f.contradiction else None
            ),
            hedges=list(f.hedges),
            speculation_score=speculation,
            citations=list(f.citations),
            dedup_match=f.duplicate,
            id_reuse=f.id_reuse,
            secrets=list(f.secrets),
            instructions=list(f.instructions),
            trust=f.trust,
            contradiction=f.contradiction,
            provider_errors=[(e[0], e[1]) for e in f.provider_errors],
            claim_type=f.claim_type,
            claim_typing=f.typing,
            judge=f.judge,
            retrieval=f.retrieval,
            groundedness=groundedness,
            claim=claim,
            policy_hash=self.policy_hash,
            hash_layers=layers,
            decision_hash=sha256_of(layers),
        )

    async def aclose(self) -> None:
        await self.verifier.aclose()
        if self.llm_judge is not None:
            await self.llm_judge.aclose()
        if self.semantic is not None:
            await self.semantic.embedder.aclose()


def typing_input(claim: ClaimCandidate, seen: Inspection) -> tuple[str, Shape | None, str]:
    """What the claim types read of a claim: its normalized text, shape and words as written,
    without its citations and paths ("ADR-001", a sha or a path is no number, and no name, the
    claim states)."""
    text, subject, original = seen.normalized, seen.shape, claim.content
    paths = [span for *_, span in path_mentions(normalize(original))] if "/" in original or "." in original else []
    if seen.citations or paths:
        original = without_citations(claim.content, [c.span for c in seen.citations] + paths)
        text = normalize(original).text
        subject = shape(text) if subject is not None else None
    return text, subject, original
