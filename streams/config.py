"""Configuration: a TOML file (docs/DESIGN.md keys), overridden by GROUNDSTREAM_* variables.

The schema only: what each key means and which values it takes. What is built from it (the
store, the signer, the policy, the judge…) is in `streams/factory.py`; the kept signing key in
`streams/keyfile.py`.

Nested keys use a double underscore: `GROUNDSTREAM_KAFKA__BROKER=host:9092`,
`GROUNDSTREAM_CITATIONS__ADR_DIRS='["docs/adr"]'`. Relative paths in the file are taken
relative to the file, so a config works from any working directory.
"""

from __future__ import annotations

import re
import tomllib
from pathlib import Path
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field, SecretStr, field_validator, model_validator
from pydantic_settings import BaseSettings, PydanticBaseSettingsSource, SettingsConfigDict

from groundstream.detectors.gate.policy import (
    DEFAULT_ACCEPTED,
    DEFAULT_GROUNDING,
    DEFAULT_SAMPLE_RATES,
    DEFAULT_TRUSTED_SOURCES,
)
from groundstream.detectors.groundedness import DEFAULT_MAX_ROUNDS, DEFAULT_REPLAN_BELOW, DEFAULT_WEIGHTS
from groundstream.detectors.providers.embedders import LocalEmbedder
from groundstream.detectors.providers.judge import threshold_for
from groundstream.schemas import ClaimType


class _Section(BaseModel):
    model_config = ConfigDict(extra="forbid")


class MemorySettings(_Section):
    qdrant_path: str = ":memory:"
    qdrant_url: str | None = None
    qdrant_api_key: SecretStr | None = None
    collection: str = "memories"
    timeout_s: float = 5.0


class CitationSettings(_Section):
    adr_dirs: list[str] = Field(default_factory=list)
    git_repos: list[str] = Field(default_factory=list)
    issue_api: str | None = None
    issue_token: SecretStr | None = None
    url_allow: list[str] = Field(default_factory=list)
    timeout_s: float = Field(default=5.0, gt=0, le=60)
    max_citations: int = Field(default=8, ge=1, le=100)


class SourcesSettings(_Section):
    """The operator's sources as ground truth (README, "Grounding against your sources")."""

    roots: list[str] = Field(
        default_factory=list, description="folders whose text is ground truth: working trees, docs folders"
    )
    max_files: int = Field(default=20_000, ge=1, le=500_000, description="files listed per root, at most")
    max_file_bytes: int = Field(default=512 * 1024, ge=1024, le=16 * 1024 * 1024, description="larger files are skipped")
    max_commits: int = Field(default=2_000, ge=0, le=1_000_000, description="commits of [citations] git_repos indexed")
    refresh_s: float = Field(default=30.0, ge=0, le=86_400, description="changed files are re-read at most this often")
    passages: int = Field(default=8, ge=1, le=200, description="passages read per claim")


class KafkaSettings(_Section):
    broker: str = Field(
        default="127.0.0.1:9092",
        description="host:port[,host:port…]; `kafka://host:port` (Faust's form) is read the same",
    )
    partitions: int = Field(default=4, ge=1)
    replication: int = Field(default=1, ge=1)
    group: str = "groundstream-gate"
    topic_prefix: str = Field(default="", pattern=r"^[A-Za-z0-9._-]*$", description="namespace for the topic names")
    exactly_once: bool = True
    commit_interval_s: float = Field(default=0.1, gt=0, description="how often transactions commit: bounds decision latency")
    session_timeout_s: float = Field(default=30.0, ge=3, description="a dead worker's partitions move after this")
    rebalance_timeout_s: float = Field(
        default=120.0, ge=3, description="how long a rebalance waits for a live worker to finish its batch and rejoin"
    )
    web_host: str = "127.0.0.1"
    web_port: int = 6066
    connect_timeout_s: float = Field(
        default=15.0, gt=0, description="how long a command waits for the broker before it says it cannot reach it"
    )
    stop_timeout_s: float = Field(
        default=20.0, gt=0, le=600,
        description="how long a stopping worker tries to commit and leave its group before it closes the store regardless "
        "(a broker gone): what it did not commit is decided again by the partitions' next owner",
    )

    def group_timing(self) -> dict[str, int]:
        """A group consumer's liveness settings. The rebalance timeout is its own: aiokafka's default
        (the session timeout) expels a live worker whose batch or partition catch-up outlasts it,
        and the expelled worker is then fenced and restarted, over and over on a loaded machine."""
        return {
            "session_timeout_ms": int(self.session_timeout_s * 1000),
            "heartbeat_interval_ms": int(min(3.0, self.session_timeout_s / 3) * 1000),
            "rebalance_timeout_ms": int(self.rebalance_timeout_s * 1000),
            # JoinGroup waits for the rebalance: a shorter request timeout would drop and retry it.
            "request_timeout_ms": max(40_000, int(self.rebalance_timeout_s * 1000) + 5_000),
        }

    @field_validator("broker")
    @classmethod
    def _one_broker_form(cls, value: str) -> str:
        """Every command gets the same bootstrap list: `host:port` entries, comma-separated."""
        return normalize_brokers(value)


def normalize_brokers(value: str) -> str:
    """`host:port[,host:port…]` from the forms operators write; a clear error for the rest.

    `kafka://host:port` (Faust's form) and `;` or space separators are accepted; another
    scheme, a missing port or an empty entry is refused at start-up rather than left to fail
    as "Unable to bootstrap" later.
    """
    entries = [e for e in re.split(r"[,;\s]+", value.strip()) if e]
    if not entries:
        raise ValueError("kafka.broker is empty: give host:port")
    out = []
    for entry in entries:
        scheme, sep, rest = entry.partition("://")
        if sep:
            if scheme.lower() != "kafka":
                raise ValueError(f"kafka.broker {entry!r}: only host:port or kafka://host:port, not {scheme}://")
            entry = rest.rstrip("/")
        host, colon, port = entry.rpartition(":")
        if not colon or not host or not port.isdigit() or not 0 < int(port) < 65536 or "/" in entry:
            raise ValueError(f"kafka.broker {entry!r}: expected host:port (e.g. 127.0.0.1:9092)")
        out.append(f"{host}:{int(port)}")
    return ",".join(out)

class DedupSettings(_Section):
    jaccard_threshold: float = Field(default=0.92, gt=0, le=1)
    vector: bool = False
    # Chosen from benchmarks/data/paraphrases.jsonl for the local model (README, "Semantic
    # duplicates"); another embedder wants its own, measured with `make bench`.
    cosine_threshold: float = Field(default=0.80, gt=0, le=1)
    vector_candidates: int = Field(default=5, ge=1, le=100)
    embedder: Literal["local", "openai"] = "local"
    embedding_url: str | None = Field(default=None, description="OpenAI-compatible base URL, e.g. https://api.openai.com/v1")
    embedding_model: str = "text-embedding-3-small"
    embedding_dim: int | None = Field(default=None, ge=1, description="required with embedder = 'openai'")
    embedding_api_key: SecretStr | None = None
    embedding_timeout_s: float = Field(default=5.0, gt=0, le=60)

    @model_validator(mode="after")
    def _endpoint_complete(self) -> DedupSettings:
        if self.embedder == "openai" and (not self.embedding_url or not self.embedding_dim):
            raise ValueError("embedder = 'openai' needs embedding_url and embedding_dim")
        return self

    @property
    def embedder_name(self) -> str:
        return LocalEmbedder().name if self.embedder == "local" else f"openai/{self.embedding_model}"


class SigningSettings(_Section):
    """HMAC keys for decisions: id -> secret (from the environment in production).

    With no keys, a key is generated once and kept in `key_file` (owner-only), by default
    beside an embedded Qdrant folder (`{qdrant_path}.signing-key`), so a restarted worker still
    verifies what the last one signed. With neither, the key lives and dies with the process:
    fine for `validate`, refused by the worker and the review service (see build_signer).
    """

    keys: dict[str, SecretStr] = Field(default_factory=dict)
    active_key: str | None = None
    key_file: str | None = None


class SigningKeyMissing(ValueError):
    """No key that other processes and restarts can share: approvals would be refused."""


class ReviewerSettings(_Section):
    """One reviewer: the SHA-256 of their bearer token (never the token itself) and a role."""

    token_sha256: str = Field(pattern=r"^[0-9a-f]{64}$")
    role: Literal["reviewer", "admin"] = "reviewer"


class ReviewSettings(_Section):
    host: str = "127.0.0.1"
    port: int = 8088
    per_user_limit: int = Field(default=100, ge=1)
    total_limit: int = Field(default=10_000, ge=1)
    # name -> reviewer; a reviewer's name is the user_id whose claims they review
    reviewers: dict[str, ReviewerSettings] = Field(default_factory=dict)


IdentifierClass = Literal["payment_card", "iban", "national_id"]


def _every_identifier_class() -> list[IdentifierClass]:
    return ["payment_card", "iban", "national_id"]


class PolicySettings(_Section):
    trusted_sources: list[str] = Field(default_factory=lambda: list(DEFAULT_TRUSTED_SOURCES))
    accepted: dict[str, list[str]] = Field(default_factory=lambda: {k: list(v) for k, v in DEFAULT_ACCEPTED.items()})
    description: str = "groundstream default policy"
    validity_days: dict[str, float] = Field(default_factory=dict, description="memory_type -> days a memory stays valid")
    expire_interval_s: float = Field(default=300.0, gt=0, description="how often the worker expires memories")
    expire_action: str = Field(default="delete", pattern="^(delete|review)$")
    identifiers: list[IdentifierClass] = Field(
        default_factory=_every_identifier_class,
        description="payment and identity numbers blocked and redacted like secrets",
    )
    languages: list[str] = Field(
        default_factory=lambda: ["en"], description="ISO 639-1 codes the detectors read; a claim in another goes to review"
    )
    max_content_bytes: int = Field(default=16 * 1024, ge=256, le=64 * 1024, description="larger content is withheld and reviewed")


class GroundingSettings(_Section):
    """How much grounding each claim type needs: always, on a sample (rate 0..1), or never.
    A type left out keeps its default (docs/DESIGN.md; README, "Claim types and grounding")."""

    always: list[str] | None = None
    sample: dict[str, float] | None = None
    never: list[str] | None = None

    @model_validator(mode="after")
    def _known(self) -> GroundingSettings:
        names = {t.value for t in ClaimType}
        said = [*(self.always or []), *(self.sample or {}), *(self.never or [])]
        unknown = sorted(set(said) - names)
        if unknown:
            raise ValueError(f"unknown claim types {unknown}; the types are {sorted(names)}")
        twice = sorted({t for t in said if said.count(t) > 1})
        if twice:
            raise ValueError(f"claim types {twice} are in more than one of always, sample, never")
        bad = {t: r for t, r in (self.sample or {}).items() if not 0 <= r <= 1}
        if bad:
            raise ValueError(f"sample rates must be between 0 and 1: {bad}")
        return self

    def table(self) -> tuple[dict[str, str], dict[str, float]]:
        policy, rates = dict(DEFAULT_GROUNDING), dict(DEFAULT_SAMPLE_RATES)
        for t in self.always or []:
            policy[t] = "always"
            rates.pop(t, None)
        for t in self.never or []:
            policy[t] = "never"
            rates.pop(t, None)
        for t, rate in (self.sample or {}).items():
            policy[t], rates[t] = "sample", rate
        return policy, rates


class JudgeSettings(_Section):
    """An LLM judge behind an OpenAI-compatible chat endpoint (README, "The judge"). Off without a url."""

    url: str | None = Field(default=None, description="base URL, e.g. http://127.0.0.1:8000/v1 (vLLM), :8080/v1 (llama.cpp)")
    model: str = "judge"
    api_key: SecretStr | None = None
    profile: Literal["documentation", "general", "code", "data", "security"] = "general"
    threshold: float | None = Field(default=None, gt=0, le=1, description="overrides the profile's delta threshold")
    min_confidence: float = Field(default=0.7, ge=0, le=1, description="the full pass's confidence needed to ground")
    timeout_s: float = Field(default=20.0, gt=0, le=300)
    cost_per_1k_tokens: float = Field(default=0.0, ge=0, description="charged to [budgets.judge] cost_per_day")

    def describe(self) -> dict[str, Any] | None:
        """What of the judge can change a decision (for the policy hash); None when off."""
        if self.url is None:
            return None
        return {"model": self.model, "profile": self.profile, "threshold": threshold_for(self.profile, self.threshold),
                "min_confidence": self.min_confidence}


class BudgetSettings(_Section):
    """A day's budget for one tool (a verifier kind: adr, commit, url, issue, file; sources: retrieval; or judge), UTC days."""

    calls_per_day: int | None = Field(default=None, ge=0)
    cost_per_day: float | None = Field(default=None, ge=0)
    cost_per_call: float = Field(default=0.0, ge=0)


BUDGET_TOOLS = ("adr", "commit", "url", "issue", "file", "sources", "judge")


class FeedbackSettings(_Section):
    """Typed groundedness and the feedback loop (README, "Feedback to agents")."""

    max_rounds: int = Field(default=DEFAULT_MAX_ROUNDS, ge=1, le=100, description="resubmissions a lineage may have, in all")
    weights: dict[str, float] = Field(default_factory=lambda: dict(DEFAULT_WEIGHTS))
    replan_below: float = DEFAULT_REPLAN_BELOW

    @model_validator(mode="after")
    def _weights(self) -> FeedbackSettings:
        if set(self.weights) != set(DEFAULT_WEIGHTS):
            raise ValueError(f"feedback.weights needs exactly {sorted(DEFAULT_WEIGHTS)}")
        if not self.weights["contradicted"] < 0 < self.weights["grounded"]:
            raise ValueError("feedback.weights: grounded must be positive and contradicted negative")
        if abs(self.weights["contradicted"]) <= self.weights["grounded"]:
            raise ValueError("feedback.weights: a contradiction must weigh more than support")
        return self


class AgentSettings(_Section):
    """What one agent may claim. The agent id is the Kafka principal's name in production."""

    sources: list[str] = Field(default_factory=list, description="the sources this agent may name")
    trust_class: Literal["trusted", "untrusted", "quarantined"] = "trusted"


class TrustSettings(_Section):
    """Trust is granted, not claimed: which sources each agent may name, and signed claims.

    While `agents` is empty, a claim's source counts as written (the open default). Once any
    agent is listed, a claim from an agent not listed, or with no agent_id, gets no source-based
    approval. `agent_keys` (agent -> key id -> key, from the environment:
    GROUNDSTREAM_TRUST__AGENT_KEYS='{"planner": {"k1": "..."}}') makes that agent's claims
    need a valid signature; `require_signed` makes every claim need one.
    """

    agents: dict[str, AgentSettings] = Field(default_factory=dict)
    agent_keys: dict[str, dict[str, SecretStr]] = Field(default_factory=dict)
    require_signed: bool = False

    @model_validator(mode="after")
    def _keys_long_enough(self) -> TrustSettings:
        for agent, keys in self.agent_keys.items():
            for key_id, key in keys.items():
                if len(key.get_secret_value().encode()) < 16:
                    raise ValueError(f"trust.agent_keys.{agent}.{key_id}: a key must be at least 16 bytes")
        return self


class Settings(BaseSettings):
    model_config = SettingsConfigDict(env_prefix="GROUNDSTREAM_", env_nested_delimiter="__", extra="forbid")

    memory: MemorySettings = Field(default_factory=MemorySettings)
    citations: CitationSettings = Field(default_factory=CitationSettings)
    sources: SourcesSettings = Field(default_factory=SourcesSettings)
    kafka: KafkaSettings = Field(default_factory=KafkaSettings)
    dedup: DedupSettings = Field(default_factory=DedupSettings)
    policy: PolicySettings = Field(default_factory=PolicySettings)
    signing: SigningSettings = Field(default_factory=SigningSettings)
    review: ReviewSettings = Field(default_factory=ReviewSettings)
    trust: TrustSettings = Field(default_factory=TrustSettings)
    grounding: GroundingSettings = Field(default_factory=GroundingSettings)
    judge: JudgeSettings = Field(default_factory=JudgeSettings)
    budgets: dict[str, BudgetSettings] = Field(default_factory=dict)
    feedback: FeedbackSettings = Field(default_factory=FeedbackSettings)

    @field_validator("budgets")
    @classmethod
    def _known_tools(cls, value: dict[str, BudgetSettings]) -> dict[str, BudgetSettings]:
        unknown = sorted(set(value) - set(BUDGET_TOOLS))
        if unknown:
            raise ValueError(f"budgets for unknown tools {unknown}; the tools are {list(BUDGET_TOOLS)}")
        return value

    @classmethod
    def settings_customise_sources(
        cls,
        settings_cls: type[BaseSettings],
        init_settings: PydanticBaseSettingsSource,
        env_settings: PydanticBaseSettingsSource,
        dotenv_settings: PydanticBaseSettingsSource,
        file_secret_settings: PydanticBaseSettingsSource,
    ) -> tuple[PydanticBaseSettingsSource, ...]:
        # The file's values arrive as init arguments; the environment wins over them.
        return (env_settings, init_settings)

    @classmethod
    def load(cls, path: str | Path | None) -> Settings:
        """Read a TOML config (or none: defaults plus environment), resolving relative paths."""
        data: dict[str, Any] = {}
        base = Path.cwd()
        if path is not None:
            path = Path(path)
            with path.open("rb") as fh:
                data = tomllib.load(fh)
            base = path.resolve().parent
        settings = cls(**data)
        return settings._resolved(base)

    def _resolved(self, base: Path) -> Settings:
        def resolve(p: str) -> str:
            return str((base / p).resolve()) if p and p != ":memory:" else p

        key_file = self.signing.key_file
        return self.model_copy(
            update={
                "memory": self.memory.model_copy(update={"qdrant_path": resolve(self.memory.qdrant_path)}),
                "signing": self.signing.model_copy(update={"key_file": resolve(key_file) if key_file else None}),
                "sources": self.sources.model_copy(update={"roots": [resolve(p) for p in self.sources.roots]}),
                "citations": self.citations.model_copy(
                    update={
                        "adr_dirs": [resolve(p) for p in self.citations.adr_dirs],
                        "git_repos": [resolve(p) for p in self.citations.git_repos],
                    }
                ),
            }
        )
