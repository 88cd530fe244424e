"""The error a command raises when no Kafka broker answers: its own module, so the CLI can name it
without importing the Kafka client (`validate` and other local commands never load aiokafka)."""

from __future__ import annotations


class BrokerUnreachable(ConnectionError):
    """No Kafka broker answered at the configured address within the wait."""

    def __init__(self, broker: str, waited_s: float) -> None:
        super().__init__(
            f"the Kafka broker at {broker} cannot be reached (tried for {waited_s:g} s): "
            "start the local one with `make kafka-up`, or set [kafka] broker to yours"
        )
        self.broker = broker
