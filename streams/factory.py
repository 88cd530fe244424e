"""What the settings build: the memory store, the decision signer, the policy, budgets, the judge,
the embedder and the claim authenticator. `streams/config.py` is the schema they read."""

from __future__ import annotations

import hashlib
import secrets
from pathlib import Path

from groundstream.detectors.claim_auth import ClaimAuthenticator
from groundstream.detectors.gate.policy import AgentGrant, Policy
from groundstream.detectors.gate.signing import Signer
from groundstream.detectors.providers.budget import Budgets, Ledger, Limit
from groundstream.detectors.providers.embedders import Embedder, LocalEmbedder, OpenAIEmbedder
from groundstream.detectors.providers.judge import Judge
from groundstream.detectors.providers.sources import Sources, SourceSettings
from groundstream.detectors.providers.verify import VerifierSettings
from groundstream.sinks.memory_store import MemoryStore, open_store
from groundstream.streams.config import Settings, SigningKeyMissing
from groundstream.streams.keyfile import kept_key, signing_key_file
from groundstream.streams.partitioner import user_partition


def build_embedder(settings: Settings) -> Embedder:
    d = settings.dedup
    if d.embedder == "local":
        return LocalEmbedder()
    assert d.embedding_url and d.embedding_dim  # checked above
    key = d.embedding_api_key.get_secret_value() if d.embedding_api_key else None
    return OpenAIEmbedder(
        d.embedding_url, d.embedding_model, api_key=key, dim=d.embedding_dim, timeout_s=d.embedding_timeout_s
    )


def verifier_settings(settings: Settings) -> VerifierSettings:
    c = settings.citations
    return VerifierSettings(
        adr_dirs=tuple(Path(p) for p in c.adr_dirs),
        git_repos=tuple(Path(p) for p in c.git_repos),
        issue_api=c.issue_api,
        issue_token=c.issue_token.get_secret_value() if c.issue_token else None,
        url_allow=tuple(c.url_allow),
        timeout_s=c.timeout_s,
        max_citations=c.max_citations,
    )


def source_settings(settings: Settings) -> SourceSettings:
    s, c = settings.sources, settings.citations
    return SourceSettings(
        roots=tuple(Path(p) for p in s.roots),
        record_dirs=tuple(Path(p) for p in c.adr_dirs),
        git_repos=tuple(Path(p) for p in c.git_repos),
        max_files=s.max_files,
        max_file_bytes=s.max_file_bytes,
        max_commits=s.max_commits,
        refresh_s=s.refresh_s,
        passages=s.passages,
    )


def build_sources(settings: Settings, budgets: Budgets | None = None) -> Sources | None:
    """The [sources] index (None when no root is configured: retrieval grounding is off). Not yet
    built: `Sources.warm` indexes it (the caller says when, and shows it)."""
    wanted = source_settings(settings)
    if not wanted.roots:
        return None
    return Sources(wanted, budgets=budgets)


def build_signer(settings: Settings, *, durable: bool = False) -> tuple[Signer, bool]:
    """The decision signer, and whether its key is ephemeral (this process's only).

    `durable`: the caller hands decisions to other processes or to its own restart (the
    worker, the review service), so an ephemeral key would make every later check fail:
    SigningKeyMissing instead.
    """
    keys = {kid: secret.get_secret_value().encode() for kid, secret in settings.signing.keys.items()}
    if keys:
        active = settings.signing.active_key or sorted(keys)[-1]
        return Signer(keys, active), False
    path = signing_key_file(settings)
    if path is not None:
        key = kept_key(path)
        key_id = "local-" + hashlib.sha256(key).hexdigest()[:8]
        return Signer({key_id: key}, key_id), False
    if durable:
        raise SigningKeyMissing(
            "no signing key that survives a restart: configure [signing] keys "
            "(GROUNDSTREAM_SIGNING__KEYS='{\"id\": \"secret\"}'), [signing] key_file, or an embedded "
            "[memory] qdrant_path folder (the key is then kept beside it)"
        )
    return Signer({"ephemeral": secrets.token_bytes(32)}, "ephemeral"), True


def build_store(settings: Settings) -> MemoryStore:
    """The memory store [memory] names (Qdrant Edge in a folder, or a server); opened on first use."""
    m = settings.memory
    return open_store(
        path=m.qdrant_path, url=m.qdrant_url, collection=m.collection, timeout_s=m.timeout_s, partitions=settings.kafka.partitions,
        partition_of=lambda user_id: user_partition(user_id, settings.kafka.partitions),
        api_key=m.qdrant_api_key.get_secret_value() if m.qdrant_api_key else None,
    )  # fmt: skip


def build_policy(settings: Settings) -> Policy:
    return Policy(
        jaccard_threshold=settings.dedup.jaccard_threshold,
        vector_dedup=settings.dedup.vector,
        cosine_threshold=settings.dedup.cosine_threshold,
        embedder=settings.dedup.embedder_name,
        vector_candidates=settings.dedup.vector_candidates,
        trusted_sources=tuple(s.lower() for s in settings.policy.trusted_sources),
        accepted={k.lower(): tuple(v.lower() for v in vs) for k, vs in settings.policy.accepted.items()},
        verification=verifier_settings(settings),
        sources=source_settings(settings),
        description=settings.policy.description,
        validity_days={k.lower(): v for k, v in settings.policy.validity_days.items()},
        identifiers=tuple(settings.policy.identifiers),
        languages=tuple(code.lower() for code in settings.policy.languages),
        max_content_bytes=settings.policy.max_content_bytes,
        agents={
            name: AgentGrant(tuple(sorted(s.lower() for s in a.sources)), a.trust_class)
            for name, a in settings.trust.agents.items()
        } or None,
        grounding=settings.grounding.table()[0],
        sample_rates=settings.grounding.table()[1],
        weights=dict(settings.feedback.weights),
        replan_below=settings.feedback.replan_below,
        max_rounds=settings.feedback.max_rounds,
        judge=settings.judge.describe(),
    )


def build_budgets(settings: Settings, ledger: Ledger | None = None) -> Budgets:
    """The [budgets] limits over `ledger` (this process's own when None)."""
    limits = {tool: Limit(b.calls_per_day, b.cost_per_day, b.cost_per_call) for tool, b in settings.budgets.items()}
    return Budgets(limits, ledger)


def build_judge(settings: Settings, budgets: Budgets | None = None) -> Judge | None:
    j = settings.judge
    if j.url is None:
        return None
    return Judge(
        j.url, j.model, api_key=j.api_key.get_secret_value() if j.api_key else None, profile=j.profile,
        threshold=j.threshold, timeout_s=j.timeout_s, cost_per_1k_tokens=j.cost_per_1k_tokens, budgets=budgets,
    )  # fmt: skip


def build_authenticator(settings: Settings) -> ClaimAuthenticator:
    keys = {
        agent: {kid: k.get_secret_value().encode() for kid, k in ks.items()} for agent, ks in settings.trust.agent_keys.items()
    }
    return ClaimAuthenticator(keys, require_all=settings.trust.require_signed)
