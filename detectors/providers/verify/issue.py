"""Issue citations: `#123` or `GH-456` is verified when `{issue_api}/issues/{n}` answers 200.

The API is the operator's (GitHub's REST API or a compatible one, such as a Gitea or a
GitHub Enterprise): the guarded client lets it sit on an internal address, but only that
host and port, and never follows its redirects. A redirect (an issue moved, or an API made
to point somewhere else) is a failed check, so the claim goes to review, never a pass.
Only a number from the claim is put into the path, and only one of at most `MAX_ISSUE_DIGITS`
digits: a longer one cannot exist (`GH-` and 29 digits), and says so. A tracker's key (`PLAT-2291`,
cited as "tracked in PLAT-2291") names an issue of a tracker this API does not number: the check
cannot be made, so the claim goes to review.
"""

from __future__ import annotations

import json

from groundstream.detectors.citations import MAX_ISSUE_DIGITS
from groundstream.detectors.normalize import hidden
from groundstream.detectors.patterns import lazy
from groundstream.detectors.providers.addresses import RefusedAddress, origin
from groundstream.detectors.providers.verify.base import OnFirstRequest, VerifyResult, abbreviated

_KEY = lazy(r"[A-Z][A-Z0-9]{1,9}-\d{1,9}")


class IssueVerifier:
    def __init__(self, api: str | None, *, token: str | None = None, timeout_s: float = 5.0, allow: tuple[str, ...] = ()) -> None:
        self.api = api.rstrip("/") if api else None
        headers = {"Accept": "application/vnd.github+json"}
        if token:
            headers["Authorization"] = f"Bearer {token}"
        if self.api:
            origin(self.api)  # an API that is no http(s) URL fails here, where it is configured
        self.client = OnFirstRequest(allow, trusted=[self.api] if self.api else [], follow_redirects=False, timeout_s=timeout_s, headers=headers)

    async def aclose(self) -> None:
        await self.client.aclose()

    async def verify(self, value: str) -> VerifyResult:
        digits = value.removesuffix("…")
        if digits.isdigit() and (len(digits) > MAX_ISSUE_DIGITS or digits != value):
            size = f"more than {len(digits)}" if digits != value else str(len(digits))
            return VerifyResult.missing(f"#{abbreviated(digits)}: an issue number of {size} digits cannot exist "
                                        f"(no tracker numbers issues past {MAX_ISSUE_DIGITS} digits)")  # fmt: skip
        if _KEY.fullmatch(value):
            return VerifyResult.failed(f"{value} is a tracker's key; no tracker for {value.split('-')[0]}- keys is configured "
                                       "([citations] issue_api reads numbered issues)")  # fmt: skip
        if not value.isascii():
            unseen = any(hidden(ch) for ch in value)  # "OPS-44\u200b12": shown as a key, written as none
            how = "a character that renders as nothing" if unseen else "look-alike characters or dashes"
            return VerifyResult.missing(f"{value!r} is written with {how}: no record or issue has that key")
        if not value.isdigit():
            return VerifyResult.missing(f"{value!r} is not an issue number")
        if not self.api:
            return VerifyResult.failed("no issue API is configured ([citations] issue_api)")
        number = int(value)
        import httpx  # loaded with the client (OnFirstRequest)

        try:
            fetched = await self.client().request("GET", f"{self.api}/issues/{number}")
        except RefusedAddress as exc:
            return VerifyResult.failed(f"the issue API's answer was not used: {exc}")
        except httpx.TimeoutException:
            return VerifyResult.failed("the issue API did not answer in time")
        except httpx.HTTPError as exc:
            return VerifyResult.failed(f"the issue API could not be reached: {type(exc).__name__}")
        if fetched.status == 200:
            return VerifyResult.ok(f"issue #{number} exists", _issue_text(fetched.body))
        if fetched.status in (404, 410):
            return VerifyResult.missing(f"issue #{number} does not exist (API answered {fetched.status})")
        return VerifyResult.failed(f"the issue API answered {fetched.status}")


def _issue_text(body: bytes | None) -> str | None:
    """An issue's title and body (what it says), from a GitHub-compatible answer."""
    try:
        data = json.loads(body or b"")
    except ValueError:
        return None
    if not isinstance(data, dict):
        return None
    parts = [data.get("title"), data.get("body")]
    return "\n".join(p for p in parts if isinstance(p, str)) or None
