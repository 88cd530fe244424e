"""Ports a groundstream process listens on: taken ones are named in one line, with the setting to change."""

from __future__ import annotations

import socket

__all__ = ["PortInUse", "port_free"]


class PortInUse(OSError):
    """A port groundstream must listen on is held by another process."""


def port_free(host: str, port: int, what: str) -> None:
    """Raise PortInUse, naming the setting, unless `port` can be listened on now."""
    with socket.socket() as s:
        s.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        try:
            s.bind((host, port))
        except OSError as exc:
            raise PortInUse(f"{host}:{port} is taken by another process ({exc.strerror}): change {what}") from None
