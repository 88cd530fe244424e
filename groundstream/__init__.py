"""groundstream: a fail-closed gate between AI agents and shared memory."""

__version__ = "0.1.0"
