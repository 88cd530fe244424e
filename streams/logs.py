"""structlog set-up: JSON lines in production (or when stderr is not a terminal), console otherwise."""

from __future__ import annotations

import logging
import os
import sys

import structlog


def configure(json: bool | None = None, level: str | None = None) -> None:
    if json is None:
        fmt = os.environ.get("GROUNDSTREAM_LOG_FORMAT", "")
        json = fmt == "json" or (fmt != "console" and not sys.stderr.isatty())
    lvl = getattr(logging, (level or os.environ.get("GROUNDSTREAM_LOG_LEVEL", "INFO")).upper(), logging.INFO)
    renderer = structlog.processors.JSONRenderer() if json else structlog.dev.ConsoleRenderer(colors=False)
    structlog.configure(
        processors=[
            structlog.contextvars.merge_contextvars,
            structlog.processors.add_log_level,
            structlog.processors.TimeStamper(fmt="iso", utc=True),
            structlog.processors.format_exc_info,
            renderer,
        ],
        wrapper_class=structlog.make_filtering_bound_logger(lvl),
        logger_factory=structlog.PrintLoggerFactory(file=sys.stderr),
        cache_logger_on_first_use=False,
    )
    logging.basicConfig(level=max(lvl, logging.WARNING), stream=sys.stderr, format="%(levelname)s %(name)s: %(message)s")
