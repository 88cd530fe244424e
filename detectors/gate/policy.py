"""The policy: everything that can change a decision, and a hash that names it.

`Policy.behaviour()` gathers rule order, thresholds, word lists, trusted sources, detector
versions and the verification settings that change outcomes; `policy_hash` is the SHA-256
of exactly that. Descriptions, log wording and metric names are outside it, so editing them
never makes an old decision look as if a different policy made it.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from groundstream.detectors import (
    choices,
    citations,
    claim_types,
    contradiction,
    cues,
    dedup,
    directive_model,
    groundedness,
    hedges,
    identifiers,
    instructions,
    language,
    meaning,
    passages,
    preferences,
    questions,
    reading,
    roles,
    secrets,
    semantic,
    support,
    type_model,
    values,
    verdict,
)
from groundstream.detectors.gate import rules as tiering
from groundstream.detectors.gate.provenance import sha256_of
from groundstream.detectors.providers import judge
from groundstream.detectors.providers.sources import SourceSettings
from groundstream.detectors.providers.verify import VerifierSettings
from groundstream.schemas import TrustCheck

# 7: a near miss from half of a claim's words (was 60%); 8: from 40% for any decision or preference; 9: from any share for one naming code
TIERING_VERSION = "tiering/9"
# (6) a word of uncertainty split by a space read whole ("I th ink");
# (5) a word hyphenated at a line's end read on as one; (4) small capitals and format characters; letters
# spaced apart and a hyphen inside a word read as words
# 8: a number spaced among spaced letters read with them ("n o t  1 0 0 %")
# 9: markdown's marks around words of uncertainty ("_probably_", "***likely***"), letters in boxes or discs
NORMALIZE_VERSION = "normalize/9"  # 7: word pieces apart by a middle dot, a bullet, an underscore, a star or a tilde; emphasis and emoji inside a word


def rule_order() -> tuple[str, ...]:
    """docs/DESIGN.md, "The decision, in order": admission, then the table `apply_rules` runs (rules.RULES)."""
    return ("invalid_claim->deadletter", *(name for name, _ in tiering.RULES))


RULE_ORDER = rule_order()

# The grounding policy: how much grounding each claim type needs ([grounding] overrides it).
DEFAULT_GROUNDING = {
    "factual_claim": "always", "numerical_claim": "always", "temporal_claim": "always", "attribution": "always",
    "scientific_claim": "always", "general_knowledge": "sample", "reasoning_chain": "sample",
    "creative_content": "sample", "opinion": "never", "hypothetical": "never", "meta_statement": "never",
}  # fmt: skip
DEFAULT_SAMPLE_RATES = {"general_knowledge": 0.20, "reasoning_chain": 0.10, "creative_content": 0.05}

DEFAULT_TRUSTED_SOURCES = ("user", "documentation", "adr", "commit", "manual")
DEFAULT_ACCEPTED = {"decision": ("conversation",), "preference": ("conversation", "chat")}


TRUST_CLASSES = ("trusted", "untrusted", "quarantined")


@dataclass(frozen=True)
class AgentGrant:
    """What one agent may claim: the sources it may name, and how far it is trusted.

    `trusted`: its granted sources count for approval; `untrusted`: only verified citations
    can approve what it writes; `quarantined`: nothing it writes is approved unseen.
    """

    sources: tuple[str, ...] = ()
    trust_class: str = "trusted"


@dataclass(frozen=True)
class Policy:
    jaccard_threshold: float = 0.92
    vector_dedup: bool = False
    cosine_threshold: float = 0.95
    embedder: str | None = None  # the embedder's name: another model is another policy
    vector_candidates: int = 5  # nearest memories confirmed by anchors before giving up
    trusted_sources: tuple[str, ...] = DEFAULT_TRUSTED_SOURCES
    accepted: dict[str, tuple[str, ...]] = field(default_factory=lambda: dict(DEFAULT_ACCEPTED))
    verification: VerifierSettings = field(default_factory=VerifierSettings)
    sources: SourceSettings = field(default_factory=SourceSettings)  # [sources]: retrieval grounding
    validity_days: dict[str, float] = field(default_factory=dict)  # memory_type -> days a memory stays valid
    # agent_id -> grant. None: grants are not configured and a claim's source counts as written.
    agents: dict[str, AgentGrant] | None = None
    grounding: dict[str, str] = field(default_factory=lambda: dict(DEFAULT_GROUNDING))  # claim type -> always|sample|never
    sample_rates: dict[str, float] = field(default_factory=lambda: dict(DEFAULT_SAMPLE_RATES))
    weights: dict[str, float] = field(default_factory=lambda: dict(groundedness.DEFAULT_WEIGHTS))  # evidence kind -> weight
    replan_below: float = groundedness.DEFAULT_REPLAN_BELOW
    max_rounds: int = groundedness.DEFAULT_MAX_ROUNDS  # of a feedback lineage
    # Payment and identity numbers found and handled as secrets (detectors/identifiers.py CLASSES).
    identifiers: tuple[str, ...] = identifiers.CLASSES
    # Languages the detectors read: a claim in any other goes to review (detectors/language.py).
    languages: tuple[str, ...] = language.DEFAULT_COVERED
    # Content larger than this is withheld and reviewed, never inspected or stored (bytes, UTF-8).
    max_content_bytes: int = 16 * 1024
    # The judge as configured (model, profile, threshold, min_confidence); None: no judge.
    judge: dict[str, Any] | None = None
    description: str = "groundstream default policy"  # not behaviour: outside the hash

    def behaviour(self) -> dict[str, Any]:
        """Every part of the policy that can change a decision, as JSON-ready values."""
        v = self.verification
        return {
            "rules": list(rule_order()),
            "detectors": {
                "normalize": NORMALIZE_VERSION,
                "hedges": hedges.VERSION,
                "citations": citations.VERSION,
                "dedup": dedup.VERSION,
                "tiering": TIERING_VERSION,
                "secrets": secrets.VERSION,
                "instructions": instructions.VERSION,
                "values": values.VERSION,
                "contradiction": contradiction.VERSION,
                "roles": roles.VERSION,
                "meaning": meaning.VERSION,
                "support": support.VERSION,
                "reading": reading.VERSION,
                "verdict": verdict.VERSION,
                "claim_types": claim_types.VERSION,
                "type_model": f"{type_model.VERSION}:{type_model.digest()}",
                "directive_model": f"{directive_model.VERSION}:{directive_model.THRESHOLD}:{directive_model.digest()}",
                "identifiers": identifiers.VERSION,
                "language": language.VERSION,
                "questions": questions.VERSION,
                "preferences": preferences.VERSION,
            },
            "identifiers": sorted(self.identifiers),
            "languages": sorted(self.languages),
            "max_content_bytes": self.max_content_bytes,
            "grounding": {
                "policy": dict(sorted(self.grounding.items())),
                "sample_rates": dict(sorted(self.sample_rates.items())),
            },
            "groundedness": {
                "version": groundedness.VERSION,
                "weights": dict(sorted(self.weights.items())),
                "replan_below": self.replan_below,
                "max_rounds": self.max_rounds,
            },
            # only when on, so a deployment without a judge keeps its policy hash
            **({"judge": {"version": judge.VERSION, **self.judge}} if self.judge is not None else {}),
            "hedges": {
                "patterns": {cat.value: list(pats) for cat, pats in hedges.PATTERNS},
                "weights": {cat.value: w for cat, w in hedges.WEIGHTS.items()},
                "month_context": sorted(hedges._MONTH_BEFORE),
                "learned_cues": sha256_of(cues.default_model().to_json()),
            },
            "dedup": {
                "jaccard_threshold": self.jaccard_threshold,
                "minhash": {"num_perm": dedup.NUM_PERM, "bands": dedup.BANDS, "seed": dedup.SEED},
                "vector": self.vector_dedup,
                "cosine_threshold": self.cosine_threshold if self.vector_dedup else None,
                "embedder": self.embedder if self.vector_dedup else None,
                # only when on, so turning this feature out leaves old policy hashes as they were
                **({"semantic": semantic.VERSION, "candidates": self.vector_candidates} if self.vector_dedup else {}),
            },
            "validity_days": dict(sorted(self.validity_days.items())),
            "trust": None
            if self.agents is None
            else {agent: {"sources": sorted(g.sources), "class": g.trust_class} for agent, g in sorted(self.agents.items())},
            "sources": {
                "trusted": sorted(self.trusted_sources),
                "accepted": {k: sorted(vs) for k, vs in sorted(self.accepted.items())},
            },
            # Where citations are looked up changes what verifies; the issue token does not
            # (and is a secret), so it is left out.
            "verification": {
                "adr_dirs": [str(p) for p in v.adr_dirs],
                "git_repos": [str(p) for p in v.git_repos],
                "issue_api": v.issue_api,
                "url_allow": sorted(v.url_allow),
                "timeout_s": v.timeout_s,
                "max_citations": v.max_citations,
            },
            # only when configured, so a policy without sources keeps the hash it had
            **(
                {
                    "sources": {
                        "roots": [str(p) for p in self.sources.roots],
                        "max_files": self.sources.max_files,
                        "max_file_bytes": self.sources.max_file_bytes,
                        "max_commits": self.sources.max_commits,
                        "passages": self.sources.passages,
                        "passages_check": passages.VERSION,
                        "choices": choices.VERSION,
                    }
                }
                if self.sources.roots
                else {}
            ),
        }

    def trust_check(self, agent_id: str | None, source: str) -> TrustCheck | None:
        """Whether `agent_id` may claim `source`; None while grants are not configured."""
        if self.agents is None:
            return None
        grant = self.agents.get(agent_id) if agent_id is not None else None
        if grant is None:
            return TrustCheck(agent_id=agent_id, source=source, listed=False, granted=False, trust_class="unlisted")
        return TrustCheck(agent_id=agent_id, source=source, listed=True, granted=source in grant.sources, trust_class=grant.trust_class)

    def parts(self) -> dict[str, str]:
        """A hash per top-level part, so two policies can be compared part by part."""
        return {name: sha256_of(value) for name, value in self.behaviour().items()}

    @property
    def judge_min_confidence(self) -> float:
        return float(self.judge["min_confidence"]) if self.judge is not None else 1.0

    @property
    def policy_hash(self) -> str:
        return sha256_of(self.parts())
