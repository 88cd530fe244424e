"""The guarded client: the one way groundstream reaches the network.

Every outbound request (URL citations, the issue API, an embedding endpoint, anything added
later) goes through `GuardedClient`, because what it fetches is chosen, directly or through a
redirect, by attacker-controlled text:

- only `http` and `https`; no proxy from the environment;
- every address a host resolves to is checked before connecting, and the connection goes to
  an address that was checked (no second DNS lookup to rebind), redirects included: the
  checks live in the network backend every connection passes through;
- loopback, private, link-local, shared, reserved, multicast and unspecified addresses are
  refused, as are IPv4-mapped, 6to4, Teredo and NAT64 forms of them, and decimal, hex and
  octal spellings of IPv4 (`2130706433`, `0x7f000001`, `0177.0.0.1`), unless `allow` names
  the host or a network holding the address;
- a configured endpoint (`trusted`, e.g. the operator's issue API on an internal address) is
  reachable as configured, host and port, and nothing else is: its redirects are refused
  (`follow_redirects=False`) rather than trusted beyond it;
- redirects, when followed, are bounded and every hop is checked again; the whole exchange
  has one deadline and a body is never read beyond `max_bytes`.

Built on public interfaces only: an httpcore connection pool on a guarded network backend,
wrapped in an `httpx.AsyncBaseTransport`.
"""

from __future__ import annotations

import asyncio
import contextlib
import ipaddress
import socket
from collections.abc import AsyncIterator, Callable, Iterable, Iterator
from dataclasses import dataclass
from typing import Any
from urllib.parse import urlsplit

import anyio
import httpcore
import httpx

from groundstream.detectors.providers.addresses import (
    IPAddress,
    RedirectRefused,
    RefusedAddress,
    TooManyRedirects,
    UrlPolicy,
    origin,
    parse_ipv4_spelling,
)

__all__ = ["Fetched", "GuardedBackend", "GuardedClient", "GuardedTransport", "RedirectRefused", "RefusedAddress", "TooManyRedirects", "UrlPolicy"]


class GuardedBackend(httpcore.AsyncNetworkBackend):
    """httpcore network backend that resolves, checks every address, then connects to one.

    TLS still verifies the certificate against the URL's host name: httpcore passes the
    origin host as SNI/server_hostname, not the address connected to.
    """

    def __init__(self, policy: UrlPolicy, inner: httpcore.AsyncNetworkBackend | None = None) -> None:
        self.policy = policy
        self.inner = inner or httpcore.AnyIOBackend()

    async def connect_tcp(
        self,
        host: str,
        port: int,
        timeout: float | None = None,
        local_address: str | None = None,
        socket_options: Iterable[Any] | None = None,
    ) -> httpcore.AsyncNetworkStream:
        trusted = self.policy.is_trusted(host, port)
        spelled = parse_ipv4_spelling(host)
        if spelled is not None and not trusted:
            self.policy.check(host, spelled)
        try:
            infos = await anyio.getaddrinfo(host, port, type=socket.SOCK_STREAM)
        except OSError as exc:
            raise httpcore.ConnectError(f"cannot resolve {host}: {exc}") from exc
        addresses: list[IPAddress] = []
        for *_, sockaddr in infos:
            address = ipaddress.ip_address(str(sockaddr[0]).split("%", 1)[0])
            if not trusted:
                self.policy.check(host, address)  # every address, not just the first
            if address not in addresses:
                addresses.append(address)
        if not addresses:
            raise httpcore.ConnectError(f"{host} resolves to no address")
        last: Exception | None = None
        for address in addresses:
            try:
                return await self.inner.connect_tcp(str(address), port, timeout, local_address, socket_options)
            except (httpcore.ConnectError, httpcore.ConnectTimeout) as exc:
                last = exc
        assert last is not None
        raise last

    async def connect_unix_socket(self, *args: Any, **kwargs: Any) -> httpcore.AsyncNetworkStream:
        raise RefusedAddress("refused: unix sockets are never contacted")

    async def sleep(self, seconds: float) -> None:
        await self.inner.sleep(seconds)


# httpcore's exceptions as httpx's, so callers handle one family (httpx.HTTPError).
_EXCEPTIONS: tuple[tuple[type[Exception], type[httpx.HTTPError]], ...] = (
    (httpcore.ConnectTimeout, httpx.ConnectTimeout),
    (httpcore.ReadTimeout, httpx.ReadTimeout),
    (httpcore.WriteTimeout, httpx.WriteTimeout),
    (httpcore.PoolTimeout, httpx.PoolTimeout),
    (httpcore.ConnectError, httpx.ConnectError),
    (httpcore.ReadError, httpx.ReadError),
    (httpcore.WriteError, httpx.WriteError),
    (httpcore.RemoteProtocolError, httpx.RemoteProtocolError),
    (httpcore.LocalProtocolError, httpx.LocalProtocolError),
    (httpcore.UnsupportedProtocol, httpx.UnsupportedProtocol),
    (httpcore.ProtocolError, httpx.ProtocolError),
    (httpcore.NetworkError, httpx.NetworkError),
    (httpcore.TimeoutException, httpx.TimeoutException),
)


@contextlib.contextmanager
def _as_httpx_errors() -> Iterator[None]:
    try:
        yield
    except tuple(core for core, _ in _EXCEPTIONS) as exc:
        mapped = next(m for core, m in _EXCEPTIONS if isinstance(exc, core))
        raise mapped(str(exc)) from exc


class _ResponseStream(httpx.AsyncByteStream):
    def __init__(self, inner: Any) -> None:
        self.inner = inner

    async def __aiter__(self) -> AsyncIterator[bytes]:
        with _as_httpx_errors():
            async for part in self.inner:
                yield part

    async def aclose(self) -> None:
        close = getattr(self.inner, "aclose", None)
        if close is not None:
            await close()


class GuardedTransport(httpx.AsyncBaseTransport):
    """An httpx transport over an httpcore pool whose every connection is checked."""

    def __init__(self, policy: UrlPolicy) -> None:
        self.pool = httpcore.AsyncConnectionPool(
            ssl_context=httpx.create_ssl_context(),
            max_connections=50,
            max_keepalive_connections=10,
            keepalive_expiry=5.0,
            retries=0,
            network_backend=GuardedBackend(policy),
        )

    async def handle_async_request(self, request: httpx.Request) -> httpx.Response:
        core_request = httpcore.Request(
            method=request.method,
            url=httpcore.URL(
                scheme=request.url.raw_scheme,
                host=request.url.raw_host,
                port=request.url.port,
                target=request.url.raw_path,
            ),
            headers=request.headers.raw,
            content=request.stream,
            extensions=request.extensions,
        )
        with _as_httpx_errors():
            response = await self.pool.handle_async_request(core_request)
        return httpx.Response(
            status_code=response.status,
            headers=response.headers,
            stream=_ResponseStream(response.stream),
            extensions=response.extensions,
        )

    async def aclose(self) -> None:
        await self.pool.aclose()


@dataclass(frozen=True, slots=True)
class Fetched:
    """What one guarded exchange returned: the final status, where it ended, and the body read."""

    status: int
    url: httpx.URL
    headers: httpx.Headers
    body: bytes
    truncated: bool  # the body went on past max_bytes
    redirects: int


class GuardedClient:
    """An HTTP client whose every connection, redirect and byte is bounded (see the module).

    `trusted` names configured endpoints (base URLs) that may sit on internal addresses;
    `follow_redirects=False` (what such endpoints get) turns any redirect into RedirectRefused.
    """

    def __init__(
        self,
        allow: Iterable[str] = (),
        *,
        trusted: Iterable[str] = (),
        follow_redirects: bool = True,
        max_redirects: int = 3,
        timeout_s: float = 5.0,
        max_bytes: int = 64 * 1024,
        headers: dict[str, str] | None = None,
    ) -> None:
        self.policy = UrlPolicy(allow, [origin(u) for u in trusted])
        self.follow_redirects = follow_redirects
        self.max_redirects = max_redirects
        self.timeout_s = timeout_s
        self.max_bytes = max_bytes
        self._headers = {"User-Agent": "groundstream/1", "Accept": "*/*", "Accept-Encoding": "identity", **(headers or {})}
        self._opened: httpx.AsyncClient | None = None  # made on the first request: loading TLS roots costs ~40 ms at start

    @property
    def _client(self) -> httpx.AsyncClient:
        if self._opened is None:
            self._opened = httpx.AsyncClient(
                transport=GuardedTransport(self.policy),
                timeout=httpx.Timeout(self.timeout_s),
                follow_redirects=False,  # redirects are followed below, each one checked
                trust_env=False,
                # No compression: max_bytes then bounds what is read and what it expands to.
                headers=self._headers,
            )
        return self._opened

    async def aclose(self) -> None:
        if self._opened is not None:
            await self._opened.aclose()

    async def request(self, method: str, url: str | httpx.URL, *, json: Any = None, read_body: bool = True) -> Fetched:
        """One exchange, redirects included, within `timeout_s` in all.

        Raises RefusedAddress (and its RedirectRefused, TooManyRedirects) for what the guard
        will not do, httpx.InvalidURL for a URL that cannot be parsed, and httpx.HTTPError
        (httpx.TimeoutException at the deadline) for what the network did.
        """
        target = self._checked_url(url)
        try:
            async with asyncio.timeout(self.timeout_s):
                return await self._exchange(method, target, json, read_body)
        except TimeoutError:
            raise httpx.ReadTimeout(f"{target.host} gave no complete answer within {self.timeout_s:g} s") from None

    async def post_json(self, url: str, body: Any, what: str, error: Callable[[str], Exception]) -> bytes:
        """POST `body` to a configured endpoint (`what` names it) and return the reply's body;
        `error(message)` for anything but a whole 200: unreachable, refused, another status, too long."""
        try:
            reply = await self.request("POST", url, json=body)
        except (httpx.HTTPError, RefusedAddress) as exc:
            raise error(f"{what} unreachable: {type(exc).__name__}: {exc}") from exc
        if reply.status != 200:
            raise error(f"{what} answered {reply.status}")
        if reply.truncated:
            raise error(f"{what} sent more than {self.max_bytes} bytes")
        return reply.body

    async def _exchange(self, method: str, url: httpx.URL, json: Any, read_body: bool) -> Fetched:
        for hop in range(self.max_redirects + 1):
            request = self._client.build_request(method, url, json=json)
            try:
                response = await self._client.send(request, stream=True)
            except httpx.RemoteProtocolError as exc:
                if "location" in str(exc).lower():  # the redirect's target could not even be parsed
                    raise RefusedAddress(f"refused: redirect to an unusable URL ({exc})") from exc
                raise
            try:
                if response.is_redirect:
                    location = response.headers.get("location", "")
                    if not self.follow_redirects:
                        raise RedirectRefused(
                            f"refused: {url.host} answered {response.status_code} redirecting to {location[:200]!r}; "
                            "a configured endpoint's redirects are not followed"
                        )
                    try:
                        url = self._checked_url(url.join(location))
                    except (httpx.InvalidURL, ValueError) as exc:
                        raise RefusedAddress(f"refused: redirect to an unusable URL ({exc})") from exc
                    continue
                body, truncated = await self._read(response) if read_body and method != "HEAD" else (b"", False)
                return Fetched(response.status_code, url, response.headers, body, truncated, hop)
            finally:
                await response.aclose()
        raise TooManyRedirects(f"refused: more than {self.max_redirects} redirects")

    def _checked_url(self, url: str | httpx.URL) -> httpx.URL:
        """Parse a URL, refusing a disguised IPv4 spelling before any parser decides what it means."""
        if isinstance(url, str):
            try:
                parts = urlsplit(url)
                host, port = parts.hostname or "", parts.port or (443 if parts.scheme == "https" else 80)
            except ValueError as exc:
                raise httpx.InvalidURL(str(exc)) from None
            spelled = parse_ipv4_spelling(host)
            if spelled is not None and not self.policy.is_trusted(host, port):
                self.policy.check(host, spelled)
            url = httpx.URL(url)
        if url.scheme not in ("http", "https") or not url.host:
            raise RefusedAddress(f"refused: only http(s) URLs with a host are fetched, not {str(url)[:200]!r}")
        return url

    async def _read(self, response: httpx.Response) -> tuple[bytes, bool]:
        chunks: list[bytes] = []
        read = 0
        async for chunk in response.aiter_raw():  # identity encoding asked for: raw bytes are the body
            chunks.append(chunk)
            read += len(chunk)
            if read >= self.max_bytes:
                return b"".join(chunks)[: self.max_bytes], True
        return b"".join(chunks), False
