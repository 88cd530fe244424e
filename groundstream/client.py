"""The typed Python client of the gate: `groundstream.client` (public API).

    from groundstream.client import GateClient
    from groundstream.streams.config import Settings

    client = await GateClient.open(Settings.load("groundstream.toml"), agent_id="planner")
    decision = await client.submit({"user_id": "alice", "content": "Sessions live in Redis"})

Implemented in `streams/agent_client.py`; see there and docs/DESIGN.md, "Contracts".
"""

from groundstream.streams.agent_client import (
    ClaimRefused,
    DecisionTimeout,
    GateClient,
    GateUnavailable,
    Recalled,
    SyncGateClient,
)

__all__ = ["ClaimRefused", "DecisionTimeout", "GateClient", "GateUnavailable", "Recalled", "SyncGateClient"]
