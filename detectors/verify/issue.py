"""Issue citations: `#123` or `GH-456` is verified when `{issue_api}/issues/{n}` answers 200.

The API is the operator's (GitHub's REST API or a compatible one, such as a Gitea or a
GitHub Enterprise), so it is trusted as configured; only a number from the claim is put
into the path.
"""

from __future__ import annotations

import httpx

from .base import VerifyResult


class IssueVerifier:
    def __init__(self, api: str | None, *, token: str | None = None, timeout_s: float = 5.0) -> None:
        self.api = api.rstrip("/") if api else None
        headers = {"Accept": "application/vnd.github+json", "User-Agent": "groundstream-verifier/1"}
        if token:
            headers["Authorization"] = f"Bearer {token}"
        self._client = httpx.AsyncClient(
            headers=headers, timeout=httpx.Timeout(timeout_s), follow_redirects=True, max_redirects=3, trust_env=False
        )

    async def aclose(self) -> None:
        await self._client.aclose()

    async def verify(self, value: str) -> VerifyResult:
        if not value.isdigit() or len(value) > 9:
            return VerifyResult.missing(f"{value!r} is not an issue number")
        if not self.api:
            return VerifyResult.failed("no issue API is configured ([citations] issue_api)")
        number = int(value)
        try:
            response = await self._client.get(f"{self.api}/issues/{number}")
        except httpx.TimeoutException:
            return VerifyResult.failed("the issue API did not answer in time")
        except httpx.HTTPError as exc:
            return VerifyResult.failed(f"the issue API could not be reached: {type(exc).__name__}")
        if response.status_code == 200:
            return VerifyResult.ok(f"issue #{number} exists")
        if response.status_code in (404, 410):
            return VerifyResult.missing(f"issue #{number} does not exist (API answered {response.status_code})")
        return VerifyResult.failed(f"the issue API answered {response.status_code}")
