"""URL citations: verified when the URL answers 2xx, fetched through the guarded client.

A claim is attacker-controlled text, so the URL it cites is treated as hostile: the guarded
client (guarded.py) checks every address of every hop, bounds redirects, time and bytes.
HEAD first, then GET when HEAD is refused. A page that exists and is text (HTML, plain,
Markdown) is read too (GET, bounded), as text, for the support check.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING

from groundstream.detectors.providers.addresses import RefusedAddress
from groundstream.detectors.providers.verify.base import OnFirstRequest, VerifyResult

if TYPE_CHECKING:
    from groundstream.detectors.providers.guarded import Fetched

_HEAD_REFUSED = {400, 403, 405, 406, 501}
_TEXTUAL = {"text/html", "application/xhtml+xml", "text/plain", "text/markdown"}


class UrlVerifier:
    def __init__(
        self,
        allow: Iterable[str] = (),
        *,
        timeout_s: float = 5.0,
        max_redirects: int = 3,
        max_bytes: int = 64 * 1024,
    ) -> None:
        self.client = OnFirstRequest(allow, timeout_s=timeout_s, max_redirects=max_redirects, max_bytes=max_bytes)

    async def aclose(self) -> None:
        await self.client.aclose()

    async def verify(self, value: str) -> VerifyResult:
        import httpx  # loaded with the client (OnFirstRequest)

        try:
            fetched = await self.client().request("HEAD", value)
            if fetched.status in _HEAD_REFUSED:
                fetched = await self.client().request("GET", value)
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
            return VerifyResult.ok(f"answered {status}{where}", await self._text(value, fetched))
        if status >= 500 or status == 429:
            return VerifyResult.failed(f"answered {status}{where}: the server could not answer")
        return VerifyResult.missing(f"answered {status}{where}")

    async def _text(self, value: str, fetched: Fetched) -> str | None:
        """What the page says, when it is text; None when it is not or cannot be read now."""
        kind = fetched.headers.get("content-type", "").split(";")[0].strip().lower()
        if kind not in _TEXTUAL:
            return None
        import httpx  # loaded with the client (OnFirstRequest)

        if not fetched.body:  # the answer to HEAD: the page itself takes a GET
            try:
                fetched = await self.client().request("GET", value)
            except (RefusedAddress, httpx.HTTPError, ValueError):
                return None  # it exists (HEAD said so); its text is just not there to compare
            if not 200 <= fetched.status < 300:
                return None
        return page_text(fetched.body, kind, fetched.headers.get("content-type", ""))


_BLOCKS = ["title", "div", "section", "article", "header", "footer", "td", "th", "p", "li", "tr", "br",
           "h1", "h2", "h3", "h4", "h5", "h6", "pre", "blockquote", "dd", "dt"]  # fmt: skip


def page_text(body: bytes, kind: str, content_type: str = "") -> str:
    """A page as a reader sees it: HTML parsed (scripts, styles and markup dropped), else decoded."""
    charset = content_type.partition("charset=")[2].split(";")[0].strip().strip('"') or "utf-8"
    try:
        raw = body.decode(charset, "replace")
    except LookupError:  # a charset Python does not know
        raw = body.decode("utf-8", "replace")
    if kind not in ("text/html", "application/xhtml+xml"):
        return raw
    from bs4 import BeautifulSoup  # loaded when a page is first read: most gates never fetch one

    soup = BeautifulSoup(raw, "html.parser")
    for hidden in soup(["script", "style", "noscript", "template"]):
        hidden.decompose()
    for block in soup(_BLOCKS):
        block.append("\n")  # a block ends a passage; inline markup (<b>50 MB</b>) does not
    return "\n".join(" ".join(line.split()) for line in soup.get_text("").splitlines() if line.strip())


def _host(value: str) -> str:
    import httpx  # loaded with the client (OnFirstRequest)

    try:
        return httpx.URL(value).host or value[:100]
    except (httpx.InvalidURL, ValueError):
        return value[:100]
