"""A real Qdrant server for the tests: the binary in ../shared/tools/qdrant (or GROUNDSTREAM_QDRANT_BIN),
on free loopback ports, its storage in the test's own folder; or the server GROUNDSTREAM_TEST_QDRANT_URL names."""

from __future__ import annotations

import os

from groundstream.streams.localrun import QDRANT_BIN
from groundstream.streams.localrun import LocalQdrant as QdrantServer

__all__ = ["EXTERNAL", "QdrantServer", "unavailable"]

EXTERNAL = os.environ.get("GROUNDSTREAM_TEST_QDRANT_URL")


def unavailable() -> str | None:
    """Why no server can be had here (a skip's reason), or None."""
    if EXTERNAL or QDRANT_BIN.exists():
        return None
    return f"needs a Qdrant server: {QDRANT_BIN} is not on this machine and GROUNDSTREAM_TEST_QDRANT_URL is not set"
