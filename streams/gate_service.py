"""The gate as a service: parse a record, decide it, store it if approved.

Shared by `groundstream validate` and the Kafka worker, so both build the gate, the memory
store and the dead letters the same way.
"""

from __future__ import annotations

import hashlib
import hmac
import time
from collections.abc import Callable, Collection
from datetime import UTC, datetime

import structlog

from groundstream.detectors.admission import MAX_RECORD_BYTES, InvalidClaim, describe_errors, parse_claim
from groundstream.detectors.claim_auth import ClaimAuthenticator
from groundstream.detectors.gate.gate import Gate, Inspection
from groundstream.detectors.gate.signing import Signer
from groundstream.detectors.providers.budget import Budgets, Ledger
from groundstream.detectors.providers.verify import CitationVerifier
from groundstream.detectors.secrets import redact_record
from groundstream.detectors.semantic import SemanticDedup
from groundstream.schemas import ClaimCandidate, DeadLetter, Decision
from groundstream.sinks.memory_store import MemoryStore, MemoryStoreError
from groundstream.streams import factory
from groundstream.streams.config import Settings

__all__ = ["MAX_RECORD_BYTES", "GateService", "InvalidClaim", "dead_letter", "describe_errors", "parse_claim"]

log = structlog.get_logger("groundstream.gate")


# A dead letter keeps the start of the record, enough to see what it was: refusing a record must
# cost no more than deciding one, however large the record (the redaction scan is bounded by this).
DEAD_LETTER_KEEPS = 512  # characters of the raw record


def dead_letter(raw: bytes | str, error: InvalidClaim, source: str, **where: int | str | None) -> DeadLetter:
    """The dead letter of an unusable record, with any secret in it redacted (`secret->block` holds here too)."""
    head = raw[: DEAD_LETTER_KEEPS * 4] if isinstance(raw, bytes) else raw[:DEAD_LETTER_KEEPS]  # a character is at most 4 bytes
    text = head.decode("utf-8", "replace") if isinstance(head, bytes) else head
    kept = text[:DEAD_LETTER_KEEPS]
    rest = len(raw) - len(kept.encode("utf-8", "surrogatepass") if isinstance(raw, bytes) else kept)
    return DeadLetter(
        error=redact_record(error.message[:DEAD_LETTER_KEEPS]),
        raw=redact_record(kept) + (f"…[{rest:,} more {'bytes' if isinstance(raw, bytes) else 'characters'} not kept]" if rest > 0 else ""),
        source=source,
        received_at=datetime.now(UTC),
        details=error.details,
        **where,  # type: ignore[arg-type]
    )


def record_dead_letter(raw: bytes | None, error: InvalidClaim, *, topic: str, partition: int, offset: int,
                       key: bytes | None) -> tuple[bytes | None, DeadLetter]:
    """A Kafka record's dead letter and the key to send it under, secrets redacted from both."""
    letter = dead_letter(raw or b"", error, f"{topic}/{partition}/{offset}", topic=topic, partition=partition, offset=offset)
    return (key if key is None else redact_record(key.decode("utf-8", "replace")).encode()), letter


def secret_salt(signer: Signer) -> bytes:
    """The key for fingerprints of secrets: from the decision-signing key, so it is as durable and
    as private; a new signing key starts new fingerprints."""
    return hmac.new(signer.keys[signer.active], b"groundstream/secret-fingerprint", hashlib.sha256).digest()


class GateService:
    """A Gate wired to its verifiers and memory store, built from settings."""

    # A store that could not be opened is tried again after 0.2 s, then twice as long each time,
    # up to 10 s: a start-up race (another process creating the collection) heals at once, an
    # outage costs one try every 10 s.
    RETRY_FIRST_S = 0.2
    RETRY_MAX_S = 10.0

    def __init__(self, settings: Settings, gate: Gate, store: MemoryStore, signer: Signer) -> None:
        self.settings = settings
        self.gate = gate
        self.store = store
        self.signer = signer
        self.auth: ClaimAuthenticator = factory.build_authenticator(settings)
        self._store_checked_at = float("-inf")
        self._store_down_since: float | None = None
        self.store_failures = 0  # failed opens of the store, in all (a metric counts them)
        self._failed_in_a_row = 0
        self.owned: Callable[[], Collection[int]] | None = None  # the partitions this process decides (None: every user)
        self.budgets: Budgets | None = None

    @classmethod
    async def open(
        cls, settings: Settings, *, durable_signing: bool = False, ledger: Ledger | None = None, load: bool = True
    ) -> GateService:
        """The service for `settings`; `durable_signing` when its decisions go to other processes
        (the worker): then a key only this process would know is refused (SigningKeyMissing).
        `ledger`: where grounding budgets are spent (shared by workers); this process's own if None.
        `load`: index every memory now (a worker indexes its partitions' users as they arrive)."""
        signer, ephemeral = factory.build_signer(settings, durable=durable_signing)  # before opening anything
        if ephemeral:
            log.warning(
                "signing_key_ephemeral",
                effect="decisions are signed with a key only this process knows; "
                "configure [signing] keys so other workers and restarts can verify them",
            )
        policy = factory.build_policy(settings)
        store = factory.build_store(settings)
        semantic = None
        if policy.vector_dedup:
            d = settings.dedup
            embedder = factory.build_embedder(settings)
            store.with_vectors(embedder.dim, embedder.embed)
            semantic = SemanticDedup(
                embedder, store, d.cosine_threshold, candidates=d.vector_candidates, timeout_s=d.embedding_timeout_s
            )
        budgets = factory.build_budgets(settings, ledger)
        sources = factory.build_sources(settings, budgets)
        if sources is not None:
            sources.warm()  # index the sources now: the first claim does not wait on it
        gate = Gate(
            policy, CitationVerifier.from_settings(policy.verification, budgets, sources), semantic=semantic,
            memories=store, secret_salt=secret_salt(signer), judge=factory.build_judge(settings, budgets), sources=sources,
        )
        service = cls(settings, gate, store, signer)
        service.budgets = budgets
        if load:
            await service.load_memories()
        return service

    async def load_memories(self, partitions: Collection[int] | None = None) -> None:
        """Index the memories in the store: all, or those of the users of `partitions` (a worker's
        new partitions: the store reads those alone); while that fails, dedup fails closed and the
        open is tried again with bounded backoff (`retry_store`)."""
        self._store_checked_at = time.monotonic()
        try:
            await self.store.ensure_collection()
            count = 0
            async for memory in self.store.memories() if partitions is None else self.store.memories_in(partitions):
                self.gate.index_memory(memory.user_id, memory.memory_id, memory.content, memory.payload.get("memory_type"))
                count += 1
        except MemoryStoreError as exc:
            self.store_failures += 1
            self._failed_in_a_row += 1
            if self._store_down_since is None:
                self._store_down_since = self._store_checked_at
            self.gate.mark_store_unavailable(str(exc))
            log.warning("memory_store_unavailable", error=str(exc), attempt=self._failed_in_a_row,
                        retry_in_s=round(self.store_retry_in, 2), effect="claims needing the store go to review")  # fmt: skip
            return
        if self._store_down_since is not None:
            log.info("memory_store_recovered", attempts=self._failed_in_a_row,
                     unavailable_s=round(time.monotonic() - self._store_down_since, 2), memories=count)  # fmt: skip
        self._store_down_since, self._failed_in_a_row = None, 0
        self.gate.mark_store_unavailable(None)
        log.info("dedup_index_loaded", memories=count, collection=self.store.collection)

    def parse(self, raw: bytes | str) -> ClaimCandidate:
        """A record as a claim (its signature checked where agents sign), or InvalidClaim."""
        return parse_claim(raw, self.auth)

    @property
    def store_retry_in(self) -> float:
        """Seconds from the last failed open to the next try: 0.2 s, doubling with each failure in a row, at most 10 s."""
        return min(self.RETRY_MAX_S, self.RETRY_FIRST_S * 2 ** max(0, self._failed_in_a_row - 1))

    async def retry_store(self) -> None:
        """While the store is unavailable, open it again once its backoff has passed (claims needing
        it go to review meanwhile). Called before each claim and by the worker's timer."""
        if self.gate.store_error is not None and time.monotonic() - self._store_checked_at >= self.store_retry_in:
            await self.load_memories(None if self.owned is None else self.owned())

    async def decide_and_store(self, claim: ClaimCandidate, inspection: Inspection | None = None) -> Decision:
        """Decide a claim; an approved one is in the memory store before this returns."""
        await self.retry_store()
        verdict = await self.gate.examine(claim, inspection)
        decision = self.signer.sign(verdict.decision)
        if decision.approved:
            try:
                await self.store.upsert([decision], None if verdict.vector is None else verdict.vector[None, :])
            except MemoryStoreError as exc:
                log.warning("memory_store_write_failed", claim_id=claim.id, error=str(exc))
                return self.signer.sign(self.gate.demote(decision, "memory_store", str(exc)))
            self.gate.remember(decision, verdict)
        return decision

    async def decide_streamed(self, claim: ClaimCandidate, inspection: Inspection | None = None) -> Decision:
        """Decide a claim for the stream: an approval is remembered now and stored by the sink.

        The worker publishes approvals to `claims.approved`, whose memory sink writes them;
        remembering them here at once keeps a repeat a moment later from passing dedup.
        """
        await self.retry_store()
        verdict = await self.gate.examine(claim, inspection)
        decision = self.signer.sign(verdict.decision)
        self.gate.remember(decision, verdict)
        return decision

    async def close(self) -> None:
        await self.gate.aclose()
        await self.store.close()
