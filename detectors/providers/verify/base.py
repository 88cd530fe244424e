"""What every verifier shares: its result type, its protocol, timeouts and a bounded cache."""

from __future__ import annotations

import asyncio
import time
from collections.abc import Iterable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Protocol

from cachetools import TLRUCache

from groundstream.detectors.providers.budget import Budgets, BudgetSpent
from groundstream.detectors.secrets import redact

if TYPE_CHECKING:
    from groundstream.detectors.providers.guarded import GuardedClient

MAX_SOURCE_CHARS = 16 * 1024  # of a source's text kept for the support check (and cached)
# A file or record of the operator's own sources is read whole (up to this), or a claim citing a
# long README could only be checked against its first pages; their caches hold fewer entries.
LOCAL_SOURCE_CHARS = 256 * 1024
LOCAL_CACHE_ENTRIES = 256


@dataclass(frozen=True, slots=True)
class VerifyResult:
    """The answer about one citation.

    `verified` says whether the cited thing exists. `error` marks a verifier that could not
    answer (timeout, provider down, not configured): the gate treats that as a provider error,
    not as a fabricated citation, but both send the claim to review.
    """

    verified: bool
    reason: str
    error: bool = False
    text: str | None = None  # what the source says (bounded), for the support check
    location: str | None = None  # where it is: a path in a source root, "commit <sha>"

    @classmethod
    def ok(cls, reason: str, text: str | None = None, location: str | None = None, limit: int = MAX_SOURCE_CHARS) -> VerifyResult:
        return cls(True, reason, text=text[:limit] if text else None, location=location)

    @classmethod
    def missing(cls, reason: str) -> VerifyResult:
        return cls(False, reason)

    @classmethod
    def failed(cls, reason: str) -> VerifyResult:
        return cls(False, reason, error=True)


def abbreviated(value: str, keep: int = 12) -> str:
    """A long value as a reason shows it: its first `keep` characters and "…"."""
    return value if len(value) <= keep else value[:keep] + "…"


class Verifier(Protocol):
    """Checks that one kind of cited thing exists. Must not raise for a bad value."""

    async def verify(self, value: str) -> VerifyResult: ...


class CachedVerifier:
    """A verifier with a deadline and a bounded cache.

    Positive answers are kept `ttl_s`, negative ones `negative_ttl_s` (an ADR may be added);
    errors are never cached, so a provider that comes back is asked again. The cache is
    bounded (LRU past `maxsize`), so a flood of distinct citations cannot exhaust memory.
    """

    def __init__(
        self,
        inner: Verifier,
        *,
        timeout_s: float,
        ttl_s: float = 600.0,
        negative_ttl_s: float = 60.0,
        maxsize: int = 10_000,
        tool: str = "",
        budgets: Budgets | None = None,
    ) -> None:
        self.inner = inner
        self.tool = tool  # its name in [budgets]
        self.budgets = budgets
        self.timeout_s = timeout_s
        self._ttl = (ttl_s, negative_ttl_s)
        self._cache: TLRUCache[str, VerifyResult] = TLRUCache(maxsize=maxsize, ttu=self._expires, timer=time.monotonic)

    def _expires(self, _key: str, value: VerifyResult, now: float) -> float:
        return now + (self._ttl[0] if value.verified else self._ttl[1])

    async def verify(self, value: str, *, fresh: bool = False) -> VerifyResult:
        """The source's answer: cached, unless `fresh` (asked again; the answer replaces the cached one)."""
        cached = None if fresh else self._cache.get(value)
        if cached is not None:
            return cached
        if self.budgets is not None:  # only calls actually made count: a cached answer is free
            try:
                self.budgets.admit(self.tool)
            except BudgetSpent as exc:
                return VerifyResult.failed(str(exc))
        try:
            result = await asyncio.wait_for(self.inner.verify(value), self.timeout_s)
        except TimeoutError:
            return VerifyResult.failed(f"verification timed out after {self.timeout_s:g} s")
        except Exception as exc:  # a verifier bug must not approve or crash: fail closed
            return VerifyResult.failed(f"verifier error: {type(exc).__name__}: {exc}")
        if result.text:
            # What a source says is shown in decisions, feedback and to the judge: never a secret in it.
            result = VerifyResult(result.verified, result.reason, result.error, redact(result.text, None)[0], result.location)
        if not result.error:
            self._cache[value] = result
        return result


class OnFirstRequest:
    """A guarded client made for the first request: httpx (~50 ms of start-up with what it loads)
    is imported only once a claim cites a URL or an issue. `origin`-checked configuration fails
    where the verifier is made (addresses.py), not at the first request."""

    def __init__(self, allow: Iterable[str] = (), **options: Any) -> None:
        self._allow, self._options = tuple(allow), options
        self._made: GuardedClient | None = None

    def __call__(self) -> GuardedClient:
        if self._made is None:
            from groundstream.detectors.providers.guarded import GuardedClient

            self._made = GuardedClient(self._allow, **self._options)
        return self._made

    async def aclose(self) -> None:
        if self._made is not None:
            await self._made.aclose()
