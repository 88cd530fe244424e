"""What the detectors find in a claim: hedges and citations, with their spans."""

from __future__ import annotations

from enum import StrEnum

from pydantic import BaseModel, ConfigDict, Field


class HedgeCategory(StrEnum):
    SPECULATION = "speculation"  # I think, I guess, maybe …
    UNCERTAINTY = "uncertainty"  # not sure, no idea …
    SUGGESTION = "suggestion"  # maybe we should, perhaps we could …
    TECHNICAL_HEDGE = "technical_hedge"  # may, might, usually, typically …
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
    ADR = "adr"
    COMMIT = "commit"
    URL = "url"
    ISSUE = "issue"


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
