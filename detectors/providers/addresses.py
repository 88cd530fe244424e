"""Which addresses the gate may reach: the guarded client's policy, without the client.

The part of the guard that needs no HTTP library (the address checks, the refusals they raise,
the origin of a configured endpoint), so a verifier can name its refusals and check its
configuration without loading httpx: that loads with the first request (guarded.py).
"""

from __future__ import annotations

import ipaddress
import socket
from collections.abc import Iterable
from urllib.parse import urlsplit

from groundstream.schemas.errors import ProviderError

IPAddress = ipaddress.IPv4Address | ipaddress.IPv6Address
Network = ipaddress.IPv4Network | ipaddress.IPv6Network

_NAT64 = ipaddress.ip_network("64:ff9b::/96")


class RefusedAddress(ProviderError):
    """A request the guard will not make: a forbidden address, scheme or redirect."""

    component = "guarded_client"


class RedirectRefused(RefusedAddress):
    """A configured endpoint answered with a redirect; it is not followed anywhere."""


class TooManyRedirects(RefusedAddress):
    """More redirects than the client allows."""


class UrlPolicy:
    """Which hosts and addresses may be contacted besides the public internet (`url_allow`).

    `trusted` are (host, port) pairs of configured endpoints: reachable whatever their
    address, but only at that host and port.
    """

    def __init__(self, allow: Iterable[str] = (), trusted: Iterable[tuple[str, int]] = ()) -> None:
        self.hosts: set[str] = set()
        self.networks: list[Network] = []
        self.trusted = {(h.lower().rstrip(".").strip("[]"), p) for h, p in trusted}
        for entry in allow:
            entry = entry.strip().lower()
            try:
                self.networks.append(ipaddress.ip_network(entry, strict=False))
            except ValueError:
                self.hosts.add(entry.rstrip("."))

    def host_allowed(self, host: str) -> bool:
        return host.lower().rstrip(".") in self.hosts

    def is_trusted(self, host: str, port: int) -> bool:
        return (host.lower().rstrip(".").strip("[]"), port) in self.trusted

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
                    f"refused: {host} is {reason} address" if spelled and candidate == address else f"refused: {host} is {reason} address: {shown}"
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


def origin(url: str) -> tuple[str, int]:
    """The (host, port) an http(s) URL reaches; ValueError for any other URL."""
    parts = urlsplit(url)
    if parts.scheme not in ("http", "https") or not parts.hostname:
        raise ValueError(f"not an http(s) URL with a host: {url!r}")
    return parts.hostname, parts.port or (443 if parts.scheme == "https" else 80)
