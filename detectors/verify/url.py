"""URL citations: verified when the URL answers 2xx, fetched through the guarded client.

A claim is attacker-controlled text, so the URL it cites is treated as hostile: the guarded
client (guarded.py) checks every address of every hop, bounds redirects, time and bytes.
HEAD first, then GET when HEAD is refused.
"""

from __future__ import annotations

from collections.abc import Iterable

import httpx

from .base import VerifyResult
from .guarded import GuardedClient, RefusedAddress

_HEAD_REFUSED = {400, 403, 405, 406, 501}


class UrlVerifier:
    def __init__(
        self,
        allow: Iterable[str] = (),
        *,
        timeout_s: float = 5.0,
        max_redirects: int = 3,
        max_bytes: int = 64 * 1024,
    ) -> None:
        self.client = GuardedClient(allow, timeout_s=timeout_s, max_redirects=max_redirects, max_bytes=max_bytes)

    async def aclose(self) -> None:
        await self.client.aclose()

    async def verify(self, value: str) -> VerifyResult:
        try:
            fetched = await self.client.request("HEAD", value)
            if fetched.status in _HEAD_REFUSED:
                fetched = await self.client.request("GET", value)
        except RefusedAddress as exc:
            return VerifyResult.missing(str(exc))
        except (httpx.InvalidURL, ValueError) as exc:
            return VerifyResult.missing(f"not a valid URL: {exc}")
        except httpx.TimeoutException:
            return VerifyResult.failed(f"{_host(value)} did not answer in time")
        except httpx.HTTPError as exc:
            return VerifyResult.failed(f"{_host(value)} could not be reached: {type(exc).__name__}: {exc}")
        status = fetched.status
        where = "" if not fetched.redirects else f" (after redirects, at {fetched.url})"
        if 200 <= status < 300:
            return VerifyResult.ok(f"answered {status}{where}")
        if status >= 500 or status == 429:
            return VerifyResult.failed(f"answered {status}{where}: the server could not answer")
        return VerifyResult.missing(f"answered {status}{where}")


def _host(value: str) -> str:
    try:
        return httpx.URL(value).host or value[:100]
    except (httpx.InvalidURL, ValueError):
        return value[:100]
