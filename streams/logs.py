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
    sender = logging.getLogger("aiokafka.producer.sender")
    if not any(isinstance(f, TransactionVerificationRetry) for f in sender.filters):
        sender.addFilter(TransactionVerificationRetry())


class TransactionVerificationRetry(logging.Filter):
    """aiokafka's warning for a produce the broker asked it to retry while verifying the transaction.

    Since Kafka 3.6 (KIP-890) a broker checks with the transaction coordinator that a partition
    was added to the producer's transaction; while the coordinator is busy (the previous commit
    of the same producer still completing, a load in progress) it answers NOT_ENOUGH_REPLICAS,
    the retriable error older clients know, and aiokafka retries and warns (aiokafka issue #1172).
    Nothing is lost or doubled, so the warning is logged at DEBUG; a retry that ends in failure
    still reaches the caller as an error.
    """

    def filter(self, record: logging.LogRecord) -> bool:
        if record.levelno == logging.WARNING and "NotEnoughReplicasError" in record.getMessage() and "retrying" in record.getMessage():
            record.levelno, record.levelname = logging.DEBUG, "DEBUG"
            return logging.getLogger().isEnabledFor(logging.DEBUG)
        return True
