"""What the detectors find in a claim: hedges and citations, with their spans."""

from __future__ import annotations

from enum import StrEnum

from pydantic import BaseModel, ConfigDict, Field


class HedgeCategory(StrEnum):
    SPECULATION = "speculation"  # I think, I guess, maybe …
    UNCERTAINTY = "uncertainty"  # not sure, no idea …
    SUGGESTION = "suggestion"  # maybe we should, perhaps we could …
    TECHNICAL_HEDGE = "technical_hedge"  # may, might, seems, likely …
    GENERALIZATION = "generalization"  # usually, often, typically, in most cases … (how often, not how sure)
    APPROXIMATION = "approximation"  # approximately, roughly, around 3 …


BLOCKING_HEDGES = frozenset({HedgeCategory.SPECULATION, HedgeCategory.UNCERTAINTY, HedgeCategory.SUGGESTION})


class HedgeFinding(BaseModel):
    """One hedge found in a claim; `span` indexes the claim's original content."""

    model_config = ConfigDict(frozen=True)

    phrase: str = Field(description="The hedge as it matched, normalized (e.g. 'i think').")
    category: HedgeCategory
    span: tuple[int, int]
    cue_weight: float | None = Field(
        default=None, description="Set for a cue of the learned lexicon: its weight (the pattern findings have none)."
    )

    @property
    def blocks(self) -> bool:
        return self.category in BLOCKING_HEDGES


class CitationKind(StrEnum):
    ADR = "adr"  # a decision record, by number, title, slug or path
    COMMIT = "commit"
    URL = "url"
    ISSUE = "issue"
    FILE = "file"  # a file of a [sources] root, by path (`README.md:47`, `src/app.py#L12`)


class SupportVerdict(StrEnum):
    SUPPORTED = "supported"
    REFUTED = "refuted"
    UNMENTIONED = "unmentioned"
    OFF_TOPIC = "off_topic"
    UNREAD = "unread"
    ERROR = "error"


class Citation(BaseModel):
    """A reference a claim makes, and what verifying it showed.

    `verified` is None until a verifier ran; then True or False with the reason. A verifier
    that could not answer (timeout, error, budget) leaves `verified` False and sets `error`.
    """

    model_config = ConfigDict(frozen=True)

    kind: CitationKind
    value: str = Field(description="Canonical form: 'ADR-003', a lower-case hex sha, a URL, an issue number.")
    span: tuple[int, int]
    verified: bool | None = None
    verification_reason: str | None = None
    error: bool = Field(default=False, description="True when the verifier failed rather than answered.")
    source_span: str | None = Field(
        default=None,
        description="The passage of the cited source that supports the claim; when it does not, the passage that "
        "says otherwise or the start of what was searched. None when the source was not read.",
    )
    source_location: str | None = Field(
        default=None, description="Where `source_span` stands: 'path:line' of a file or record, 'commit <sha>'."
    )
    support: SupportVerdict | None = Field(
        default=None,
        description="What reading the source showed: 'supported', 'refuted' (it says another value or the opposite), "
        "'unmentioned' (a value the claim states is not in it), 'off_topic', 'unread' (its text could not be read), "
        "'error' (the check failed). None when the source was not read (missing, not verified, not fetched).",
    )
    passage_sha256: str | None = Field(
        default=None, description="SHA-256 of the whole passage that supports the claim (only when it does): what the memory was grounded on."
    )
    source_sha256: str | None = Field(
        default=None, description="SHA-256 of the cited file's or record's text as the [sources] read it: a change to it re-checks the memory."
    )


class SecretFinding(BaseModel):
    """A credential found in a claim. Never its value: its kind, where, and a salted fingerprint."""

    model_config = ConfigDict(frozen=True)

    kind: str = Field(description="What was found: 'aws-access-key', 'github-token', 'private-key', 'secret-keyword', …")
    where: str = Field(description="'content', or the metadata path ('metadata.env.TOKEN').")
    fingerprint: str | None = Field(
        default=None, description="Keyed hash of the value: equal prints, equal secrets; the print reveals nothing."
    )
    span: tuple[int, int] = Field(description="Where its redaction marker stands in the redacted text.")


class InstructionKind(StrEnum):
    OVERRIDE = "override"  # ignore / disregard / override previous instructions
    DIRECTIVE = "directive"  # always / never do something, addressed to the model or reader
    ROLE_MARKER = "role_marker"  # chat-format role or turn markers: <|im_start|>, [INST], "System:"
    TOOL_CALL = "tool_call"  # tool-call markup or an order to call a tool / run a command
    SHELL = "shell"  # a shell payload for the reader to run: curl … | sh, rm -rf /
    EXFILTRATION = "exfiltration"  # reveal or send data elsewhere
    AUTHORITY = "authority"  # a standing authorization, an approval or check to skip, a role or privilege to assume
    HIDDEN_TEXT = "hidden_text"  # Unicode tag characters, bidi overrides
    ENCODED = "encoded"  # text hidden in base64 or hex for the reader to decode


class InstructionFinding(BaseModel):
    """Content that addresses a later reader (a model or a person) instead of stating a fact."""

    model_config = ConfigDict(frozen=True)

    kind: InstructionKind
    phrase: str = Field(description="What matched, normalized and cut to 80 characters.")
    span: tuple[int, int] = Field(
        description="Span in the claim's content, or in the metadata string (for encoded text: the run); (0, 0) for the metadata read whole."
    )
    hidden_in: str | None = Field(
        default=None,
        description="Set when decoded first: 'base64', 'hex', 'tag_characters', 'letter_spacing', 'hyphen_inside_word', 'leetspeak', 'rot13'.",
    )
    where: str = Field(default="content", description="'content', the metadata path the string was found at, or 'metadata': the metadata read whole.")


class TrustCheck(BaseModel):
    """Whether the claim's agent may claim the source it names ([trust] configuration)."""

    model_config = ConfigDict(frozen=True)

    agent_id: str | None
    source: str
    listed: bool = Field(description="The agent is configured.")
    granted: bool = Field(description="The agent may claim this source.")
    trust_class: str = Field(description="'trusted', 'untrusted' or 'quarantined' ('unlisted' for an unknown agent).")


class ClaimType(StrEnum):
    """What kind of statement a claim is, which decides how much grounding it needs."""

    FACTUAL = "factual_claim"
    NUMERICAL = "numerical_claim"
    TEMPORAL = "temporal_claim"
    ATTRIBUTION = "attribution"
    SCIENTIFIC = "scientific_claim"
    GENERAL_KNOWLEDGE = "general_knowledge"
    REASONING = "reasoning_chain"
    CREATIVE = "creative_content"
    OPINION = "opinion"
    HYPOTHETICAL = "hypothetical"
    META = "meta_statement"


class ClaimTyping(BaseModel):
    """Why a claim has its type, and what the grounding policy asks of that type."""

    model_config = ConfigDict(frozen=True)

    @property
    def said(self) -> str:
        """Why, as a reason says it: the cue quoted, or what decided the type when no words did."""
        return f"'{self.cue}'" if self.cue else (self.basis or "no cue")

    cue: str = Field(description="The claim's own words that decided the type, as it writes them; empty when no words did.")
    basis: str | None = Field(
        default=None,
        description="Why, when no words decided the type: 'no cue of another type' (a plain statement of fact), "
        "'no name, number or owner: a statement about the world' (general knowledge), "
        "'no single word: the claim's words together' (another type the learned model read from the whole claim).",
    )
    grounding: str = Field(description="'always', 'sample' or 'never', from [grounding] for this type.")
    sampled: bool = Field(default=False, description="For a sampled type: whether this claim (by a hash of its id) is grounded.")


class JudgeVerdict(StrEnum):
    """How a piece of evidence stands to a claim (the judge's answer, and the groundedness typology)."""

    GROUNDED = "grounded"  # the evidence states what the claim says
    COMPLEMENTARY = "complementary"  # on the subject and consistent, but does not state it all
    UNGROUNDED = "ungrounded"  # does not bear on the claim, or is silent on what it says
    CONTRADICTED = "contradicted"  # says otherwise


class JudgeFinding(BaseModel):
    """What the LLM judge said of a claim and its evidence, asked twice: identifiers scrubbed, then in full.

    `evidence_used` is the two-pass test: the full answer's confidence moved by at least
    `threshold` from the scrubbed one's. Only then is the verdict trusted to ground the claim.
    """

    model_config = ConfigDict(frozen=True)

    model: str
    profile: str = Field(description="documentation, general, code, data or security: sets the threshold")
    verdict: JudgeVerdict = Field(description="The full pass's verdict.")
    confidence: float = Field(ge=0, le=1, description="The full pass's confidence that the evidence grounds the claim.")
    scrubbed_confidence: float = Field(ge=0, le=1, description="The same, with the evidence's identifiers as placeholders.")
    delta: float
    threshold: float
    evidence_used: bool
    rationale: str = Field(default="", description="The judge's one-line reason (full pass), cut to 300 characters.")
    evidence: list[str] = Field(default_factory=list, description="What it was shown: the cited sources, by value.")

    @property
    def trusted_support(self) -> bool:
        return self.evidence_used and self.verdict in (JudgeVerdict.GROUNDED, JudgeVerdict.COMPLEMENTARY)


class EvidenceItem(BaseModel):
    """One piece of evidence for or against a claim, typed."""

    model_config = ConfigDict(frozen=True)

    source: str = Field(description="'citation:ADR-003', 'memory:<id>', 'source:documentation', 'judge:<model>'")
    kind: JudgeVerdict
    weight: float
    detail: str = ""


class Groundedness(BaseModel):
    """The claim against its evidence: each item typed and weighted, a score, and what the agent should do.

    `score` is the mean weight (0 with no evidence); contradictions weigh more than support.
    `action`: 'proceed' (nothing more is asked of the agent: approved, or waiting on a person
    for a reason the agent cannot fix), 'regenerate' (fix the claim: feedback says what failed)
    or 'replan' (the evidence says otherwise: rethink it).
    """

    model_config = ConfigDict(frozen=True)

    items: list[EvidenceItem] = Field(default_factory=list)
    weights: dict[str, float]
    score: float
    action: str = Field(pattern="^(proceed|regenerate|replan)$")
    round: int = Field(default=1, ge=1, description="The claim's round in its lineage (1: not a resubmission).")


class Retrieval(BaseModel):
    """What retrieval grounding found in the configured sources ([sources]) for the claim's subject."""

    model_config = ConfigDict(frozen=True)

    verdict: str = Field(
        description="'supported', 'refuted' or 'not_enough_info' (no passage states it or says otherwise; 'none' in decisions before verdict/1)."
    )
    location: str | None = Field(default=None, description="'path:line' or 'commit <sha>' of the deciding passage.")
    passage: str | None = Field(default=None, description="The passage that supports or refutes the claim (bounded).")
    kind: str | None = Field(default=None, description="'file', 'record' or 'commit': what the passage is from.")
    conflict: str | None = Field(
        default=None, description="How it refutes: a value kind ('shell', 'date format', …), 'polarity' or 'direction'."
    )
    expected: str | None = Field(default=None, description="The value the source states, when it refutes.")
    claimed: str | None = Field(default=None, description="The claim's value it refutes.")
    score: float = Field(
        default=0.0, description="The deciding passage's weight; for not_enough_info, the share of the claim's words the nearest passage states."
    )
    considered: int = Field(default=0, description="How many passages were read.")
    missing: list[str] = Field(
        default_factory=list, description="Not enough information: the claim's words the nearest passage does not state, as written."
    )
    unnamed: list[str] = Field(
        default_factory=list,
        description="The names the claim writes as code (flags, paths, keys) that no passage of the sources names, lower-cased.",
    )
    passage_sha256: str | None = Field(default=None, description="Supported: SHA-256 of the whole passage that states the claim.")
    source_sha256: str | None = Field(default=None, description="Supported: SHA-256 of the text of the file the passage is from, as read.")
    reason: str
