"""URL citations: verified when the URL answers 2xx, without becoming an SSRF.

A claim is attacker-controlled text, so the URL it cites is treated as hostile:

- only `http` and `https`;
- every address the host resolves to is checked before connecting, and the connection goes
  to an address that was checked (no second DNS lookup to rebind), through a guarded
  network backend that every request, redirects included, passes through;
- loopback, private, link-local, shared, reserved, multicast and unspecified addresses are
  refused, as are IPv4-mapped, 6to4, Teredo and NAT64 forms of them, and decimal, hex and
  octal spellings of IPv4 (`2130706433`, `0x7f000001`, `0177.0.0.1`), unless `url_allow`
  names the host or a network holding the address;
- at most `max_redirects` redirects, each one checked again; no proxy from the environment;
- HEAD first, then GET when HEAD is refused; the body is never read beyond `max_bytes`.
"""

from __future__ import annotations

import ipaddress
import socket
from urllib.parse import urlsplit
from collections.abc import Iterable
from typing import Any

import anyio
import httpcore
import httpx

from .base import VerifyResult

IPAddress = ipaddress.IPv4Address | ipaddress.IPv6Address
Network = ipaddress.IPv4Network | ipaddress.IPv6Network

_NAT64 = ipaddress.ip_network("64:ff9b::/96")
_HEAD_REFUSED = {400, 403, 405, 406, 501}


class RefusedAddress(Exception):
    """The URL's host is, or resolves to, an address the verifier must not contact."""


class UrlPolicy:
    """Which hosts and addresses a URL citation may reach (`[citations] url_allow`)."""

    def __init__(self, allow: Iterable[str] = ()) -> None:
        self.hosts: set[str] = set()
        self.networks: list[Network] = []
        for entry in allow:
            entry = entry.strip().lower()
            try:
                self.networks.append(ipaddress.ip_network(entry, strict=False))
            except ValueError:
                self.hosts.add(entry.rstrip("."))

    def host_allowed(self, host: str) -> bool:
        return host.lower().rstrip(".") in self.hosts

    def check(self, host: str, address: IPAddress) -> None:
        """Raise RefusedAddress unless `address` (one resolution of `host`) may be contacted."""
        if self.host_allowed(host) or any(address in net for net in self.networks):
            return
        for candidate in _embedded_ipv4(address):
            if any(candidate in net for net in self.networks):
                return
            reason = _forbidden(candidate)
            if reason:
                shown = f"{candidate}" if candidate == address else f"{candidate} (as {address})"
                spelled = host.strip("[]").lower() == str(address)
                raise RefusedAddress(
                    f"refused: {host} is {reason} address" if spelled and candidate == address
                    else f"refused: {host} is {reason} address: {shown}"
                )


def _embedded_ipv4(address: IPAddress) -> list[IPAddress]:
    """The address itself and any IPv4 address an IPv6 form carries (mapped, 6to4, Teredo, NAT64)."""
    found: list[IPAddress] = [address]
    if isinstance(address, ipaddress.IPv6Address):
        if address.ipv4_mapped:
            found.append(address.ipv4_mapped)
        if address.sixtofour:
            found.append(address.sixtofour)
        if address.teredo:
            found.extend(address.teredo)
        if address in _NAT64:
            found.append(ipaddress.IPv4Address(int(address) & 0xFFFFFFFF))
    return found


def _forbidden(address: IPAddress) -> str | None:
    checks = (
        ("a loopback", address.is_loopback),
        ("an unspecified", address.is_unspecified),
        ("a link-local", address.is_link_local),
        ("a multicast", address.is_multicast),
        ("a private", address.is_private),
        ("a reserved", address.is_reserved),
        ("a site-local", isinstance(address, ipaddress.IPv6Address) and address.is_site_local),
        ("a non-public", not address.is_global),
    )
    return next((name for name, hit in checks if hit), None)


def parse_ipv4_spelling(host: str) -> ipaddress.IPv4Address | None:
    """The IPv4 address a host spells in any form inet_aton accepts (decimal, hex, octal, short)."""
    try:
        return ipaddress.IPv4Address(socket.inet_aton(host))
    except (OSError, ValueError):
        return None


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
        spelled = parse_ipv4_spelling(host)
        if spelled is not None:
            self.policy.check(host, spelled)
        try:
            infos = await anyio.getaddrinfo(host, port, type=socket.SOCK_STREAM)
        except OSError as exc:
            raise httpcore.ConnectError(f"cannot resolve {host}: {exc}") from exc
        addresses: list[IPAddress] = []
        for *_, sockaddr in infos:
            address = ipaddress.ip_address(str(sockaddr[0]).split("%", 1)[0])
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


class _GuardedTransport(httpx.AsyncHTTPTransport):
    def __init__(self, policy: UrlPolicy) -> None:
        super().__init__(retries=0)
        # httpx builds its httpcore pool privately; swap in one on the guarded backend.
        self._pool = httpcore.AsyncConnectionPool(
            ssl_context=httpx.create_ssl_context(),
            max_connections=50,
            max_keepalive_connections=10,
            keepalive_expiry=5.0,
            network_backend=GuardedBackend(policy),
        )


class UrlVerifier:
    def __init__(
        self,
        allow: Iterable[str] = (),
        *,
        timeout_s: float = 5.0,
        max_redirects: int = 3,
        max_bytes: int = 64 * 1024,
        user_agent: str = "groundstream-verifier/1",
    ) -> None:
        self.policy = UrlPolicy(allow)
        self.max_redirects = max_redirects
        self.max_bytes = max_bytes
        self._client = httpx.AsyncClient(
            transport=_GuardedTransport(self.policy),
            timeout=httpx.Timeout(timeout_s),
            follow_redirects=False,
            trust_env=False,
            headers={"User-Agent": user_agent, "Accept": "*/*"},
        )

    async def aclose(self) -> None:
        await self._client.aclose()

    async def verify(self, value: str) -> VerifyResult:
        # Check a disguised IPv4 spelling before any parser gets a say in what it means.
        spelled_host = urlsplit(value).hostname or ""
        spelled = parse_ipv4_spelling(spelled_host)
        if spelled is not None:
            try:
                self.policy.check(spelled_host, spelled)
            except RefusedAddress as exc:
                return VerifyResult.missing(str(exc))
        try:
            url = httpx.URL(value)
        except (httpx.InvalidURL, ValueError) as exc:
            return VerifyResult.missing(f"not a valid URL: {exc}")
        if url.scheme not in ("http", "https") or not url.host:
            return VerifyResult.missing(f"refused: only http(s) URLs with a host are checked, not {value!r}")
        try:
            status, final = await self._fetch("HEAD", url)
            if status in _HEAD_REFUSED:
                status, final = await self._fetch("GET", url)
        except RefusedAddress as exc:
            return VerifyResult.missing(str(exc))
        except _TooManyRedirects as exc:
            return VerifyResult.missing(str(exc))
        except httpx.TimeoutException:
            return VerifyResult.failed(f"{url.host} did not answer in time")
        except httpx.HTTPError as exc:
            return VerifyResult.failed(f"{url.host} could not be reached: {type(exc).__name__}: {exc}")
        where = "" if final == url else f" (after redirects, at {final})"
        if 200 <= status < 300:
            return VerifyResult.ok(f"answered {status}{where}")
        if status >= 500 or status == 429:
            return VerifyResult.failed(f"answered {status}{where}: the server could not answer")
        return VerifyResult.missing(f"answered {status}{where}")

    async def _fetch(self, method: str, url: httpx.URL) -> tuple[int, httpx.URL]:
        for _ in range(self.max_redirects + 1):
            request = self._client.build_request(method, url)
            try:
                response = await self._client.send(request, stream=True)
            except httpx.RemoteProtocolError as exc:
                if "location" in str(exc).lower():  # httpx could not even parse where it points
                    raise RefusedAddress(f"refused: redirect to an unusable URL ({exc})") from exc
                raise
            try:
                if response.is_redirect and "location" in response.headers:
                    target = url.join(response.headers["location"])
                    if target.scheme not in ("http", "https"):
                        raise RefusedAddress(f"refused: redirect to {target.scheme}: URL")
                    url = target
                    continue
                if method == "GET":
                    await self._read_bounded(response)
                return response.status_code, url
            finally:
                await response.aclose()
        raise _TooManyRedirects(f"more than {self.max_redirects} redirects")

    async def _read_bounded(self, response: httpx.Response) -> None:
        # Reading a little of the body proves the server answers; more is never needed.
        read = 0
        async for chunk in response.aiter_raw():
            read += len(chunk)
            if read >= self.max_bytes:
                break


class _TooManyRedirects(Exception):
    pass
