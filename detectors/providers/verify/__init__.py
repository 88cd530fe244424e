"""Citation verifiers, one per kind, behind one dispatcher with a deadline and a budget."""

from __future__ import annotations

import asyncio
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path

from groundstream.detectors.citations import IMPOSSIBLE
from groundstream.detectors.providers.addresses import RedirectRefused, RefusedAddress, UrlPolicy
from groundstream.detectors.providers.budget import Budgets
from groundstream.detectors.providers.sources import Sources
from groundstream.detectors.providers.verify.adr import AdrVerifier
from groundstream.detectors.providers.verify.base import LOCAL_CACHE_ENTRIES, CachedVerifier, Verifier, VerifyResult
from groundstream.detectors.providers.verify.file import FileVerifier
from groundstream.detectors.providers.verify.git import GitCommitVerifier
from groundstream.detectors.providers.verify.issue import IssueVerifier
from groundstream.detectors.providers.verify.url import UrlVerifier
from groundstream.detectors.support import reporting_spans, support, without_citations
from groundstream.detectors.verdict import quote
from groundstream.schemas import Citation, CitationKind, SupportVerdict

__all__ = [
    "AdrVerifier",
    "CachedVerifier",
    "CitationVerifier",
    "FileVerifier",
    "GitCommitVerifier",
    "IssueVerifier",
    "RedirectRefused",
    "RefusedAddress",
    "UrlPolicy",
    "UrlVerifier",
    "VerifierSettings",
    "Verifier",
    "VerifyResult",
]


@dataclass(frozen=True)
class VerifierSettings:
    """Where citations are verified (docs/DESIGN.md `[citations]`)."""

    adr_dirs: tuple[Path, ...] = ()
    git_repos: tuple[Path, ...] = ()
    issue_api: str | None = None
    issue_token: str | None = field(default=None, repr=False)
    url_allow: tuple[str, ...] = ()
    timeout_s: float = 5.0
    max_citations: int = 8


class CitationVerifier:
    """Verifies a claim's citations concurrently, each kind by its own cached verifier.

    At most `max_citations` citations of one claim are checked: the rest are marked as a
    spent budget (a provider error, so the claim goes to review), which keeps one claim
    listing a thousand URLs from turning the gate into a request amplifier.
    """

    def __init__(self, verifiers: Mapping[CitationKind, Verifier], *, max_citations: int = 8, ambient: frozenset[str] = frozenset()) -> None:
        self.verifiers = dict(verifiers)
        self.max_citations = max_citations
        self.ambient = ambient  # the project's own name, spoken of everywhere in its sources (Sources.ambient)

    @classmethod
    def from_settings(cls, settings: VerifierSettings, budgets: Budgets | None = None, sources: Sources | None = None) -> CitationVerifier:
        """`sources`: the [sources] roots (records are found in them by convention; files cited by path)."""
        timeout = settings.timeout_s
        inner: dict[CitationKind, Verifier] = {
            CitationKind.ADR: AdrVerifier(list(settings.adr_dirs), sources=sources),
            CitationKind.FILE: FileVerifier(sources),
            CitationKind.COMMIT: GitCommitVerifier(list(settings.git_repos)),
            CitationKind.URL: UrlVerifier(settings.url_allow, timeout_s=timeout),
            CitationKind.ISSUE: IssueVerifier(settings.issue_api, token=settings.issue_token, timeout_s=timeout, allow=settings.url_allow),
        }
        local = (CitationKind.FILE, CitationKind.ADR)  # whole files: fewer of them cached
        cached = {kind: CachedVerifier(v, timeout_s=timeout, tool=kind.value, budgets=budgets, **({"maxsize": LOCAL_CACHE_ENTRIES} if kind in local else {}))
                  for kind, v in inner.items()}  # fmt: skip
        return cls(cached, max_citations=settings.max_citations, ambient=sources.ambient if sources is not None else frozenset())

    async def verify(self, citations: Sequence[Citation], claim: str | None = None) -> list[Citation]:
        """Each citation checked: does its source exist, and (given `claim`, the claim's content)
        does what it says leave the claim standing?"""
        return [c for c, _ in await self.read(citations, claim)]

    async def read(self, citations: Sequence[Citation], claim: str | None = None, *, fresh: bool = False) -> list[tuple[Citation, str]]:
        """`verify`, with the text each source gave (bounded; "" when none was read), for a judge.
        `fresh`: ask each source again rather than take a cached answer (a re-check after it changed)."""
        checked = list(citations[: self.max_citations])
        stated = without_citations(claim, [c.span for c in citations], reporting=reporting_spans(citations)) if claim is not None else None
        if len(checked) == 1:  # the common case: no task to schedule
            results = [await self._verify_one(checked[0], fresh)]
        else:
            results = await asyncio.gather(*(self._verify_one(c, fresh) for c in checked))
        texts = [r.text or "" if r.verified else "" for r in results]
        out = []
        for i, (c, r) in enumerate(zip(checked, results, strict=True)):
            verified, reason, error, span, verdict, found_line, stated_by = r.verified, r.reason, r.error, None, None, None, None
            if verified and stated is not None:
                try:
                    found = support(stated, texts[i], tuple(t for j, t in enumerate(texts) if j != i and t), r.location or c.value, c.kind.value,
                                    self.ambient)  # fmt: skip
                except Exception as exc:  # a support check that could not be made approves nothing
                    verified, error, verdict = False, True, SupportVerdict.ERROR
                    reason = f"{r.reason}, but whether it supports the claim could not be checked: {type(exc).__name__}"
                else:
                    span, verdict, found_line, stated_by = found.span or None, SupportVerdict(found.verdict), found.line, found.passage_sha256
                    if not found.supported and not r.text:  # a binary page, a GET refused after HEAD
                        verified, span, verdict = False, None, SupportVerdict.UNREAD
                        reason = f"{r.reason}, but its text could not be read to check that it supports the claim"
                    elif not found.supported:
                        verified = False
                        said = quote(found.span, about=stated)  # the passage once: a reason that quotes it already is not followed by it again
                        reason = f"{r.reason}, but it does not support the claim: {found.reason}" + ("" if said in (found.reason or "") else f" ({said})")
            where = _located(r.location, r.text, span, c.kind, found_line)
            update = {"verified": verified, "verification_reason": reason, "error": error, "source_span": span, "support": verdict,
                      "source_location": where, "passage_sha256": stated_by if verified else None}  # fmt: skip
            out.append((c.model_copy(update=update), texts[i]))
        for c in citations[self.max_citations :]:
            out.append(
                (
                    c.model_copy(
                        update={
                            "verified": False,
                            "error": True,
                            "verification_reason": f"verification budget spent: at most {self.max_citations} citations per claim",
                        }
                    ),
                    "",
                )
            )
        return out

    async def _verify_one(self, citation: Citation, fresh: bool = False) -> VerifyResult:
        if any(mark in citation.value for mark in IMPOSSIBLE):
            return VerifyResult.missing("nothing can be found by it")  # (its value says why; no verifier is asked, none is needed)
        verifier = self.verifiers.get(citation.kind)
        if verifier is None:
            return VerifyResult.failed(f"no verifier for {citation.kind.value} citations")
        if fresh and isinstance(verifier, CachedVerifier):
            return await verifier.verify(citation.value, fresh=True)
        return await verifier.verify(citation.value)

    async def aclose(self) -> None:
        for v in self.verifiers.values():
            inner = getattr(v, "inner", v)
            close = getattr(inner, "aclose", None)
            if close is not None:
                await close()


def _located(location: str | None, text: str | None, span: str | None, kind: CitationKind, line: int | None = None) -> str | None:
    """Where the passage stands: `path:line` for a file or record (the line the span begins on)."""
    if location is None or not text or not span or kind not in (CitationKind.ADR, CitationKind.FILE):
        return location
    if ":" in location.rsplit("/", 1)[-1]:
        return location  # a cited line already
    if line is not None:  # the passage's own line (a record's text starts with its title line)
        return f"{location}:{max(line - (1 if kind is CitationKind.ADR else 0), 1)}"
    at = text.find(span[:60])
    if at < 0:
        return location
    line = text.count("\n", 0, at) + (0 if kind is CitationKind.ADR else 1)  # a record's text starts with its title line
    return f"{location}:{max(line, 1)}"
