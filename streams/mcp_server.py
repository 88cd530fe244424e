"""`groundstream mcp`: the gate as an MCP server (the official `mcp` SDK), for agents that reach
their tools through the Model Context Protocol.

Tools:
- `remember(content, memory_type, source, metadata)`: the claim goes through the gate; the answer
  is its decision (`tier`, `reason`, `memory_id` when stored, and for a claim to fix the feedback:
  what failed and what the source says), so the agent can correct itself in the same turn;
- `recall(query, limit)`: the session user's valid memories nearest to the query, each with its
  provenance (decision hash, evidence, when approved);
- `status(claim_id)`: what became of a claim (stored, pending review, a reviewer's outcome).

Identity (user, agent) is the server's, from its arguments or the environment, never a tool's
argument: one session speaks for one user and one agent, and `[trust]` grants and signed claims
apply as on Kafka (the agent's key from GROUNDSTREAM_AGENT_KEY signs each claim). With `--embedded`
the gate decides in this process on the embedded store, as `validate` does; otherwise the claim
goes through `claims.candidates` and the worker's decision is the answer (or "pending" after
`--timeout`). A secret is never echoed back: the decision is of the redacted claim, and its text
is not returned.
"""

from __future__ import annotations

import os
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from typing import Any

from groundstream.schemas import Decision, Tier, memory_id_for
from groundstream.streams.agent_client import ClaimRefused, DecisionTimeout, GateClient, GateUnavailable
from groundstream.streams.config import Settings

MAX_RECALL = 50


async def answer(decision: Decision, client: GateClient) -> dict[str, Any]:
    """What `remember` returns: the decision without the claim's text (no secret is ever echoed),
    and for a claim to fix, its feedback: each problem, the value the source states, the lineage."""
    out: dict[str, Any] = {
        "claim_id": decision.claim_id,
        "tier": decision.tier.value,
        "approved": decision.approved,
        "reason": decision.reason,
        "checks_failed": decision.checks_failed,
        "decision_hash": decision.decision_hash,
        "memory_id": memory_id_for(decision.user_id, decision.claim_id) if decision.tier is Tier.AUTO_APPROVE else None,
    }
    r = decision.retrieval
    if r is not None and r.location is not None:  # what the operator's sources say of it, and where
        out["sources"] = {"verdict": r.verdict, "location": r.location, "passage": r.passage}
    feedback = await client.feedback_of(decision)
    if feedback is not None:
        out["feedback"] = {
            "action": feedback.action,
            "problems": [p.model_dump(exclude_none=True) for p in feedback.problems],
            "parent_claim_id": feedback.claim_id,
            "lineage": feedback.lineage,
        }
    return out


def build_server(settings: Settings, *, user_id: str, agent_id: str | None, embedded: bool, timeout_s: float,
                 key_id: str | None = None, key: bytes | None = None) -> Any:  # fmt: skip
    """The MCP server for one user and agent (tools above); opened and closed with its session."""
    from mcp.server.mcpserver import MCPServer

    state: dict[str, GateClient] = {}

    @asynccontextmanager
    async def lifespan(_: Any) -> AsyncIterator[None]:
        state["client"] = await GateClient.open(settings, agent_id=agent_id, embedded=embedded, key_id=key_id, key=key,
                                                timeout_s=timeout_s)  # fmt: skip
        try:
            yield
        finally:
            await state["client"].close()

    server: Any = MCPServer(
        "groundstream",
        instructions=(
            "A fail-closed gate in front of shared memory. Call remember to store a fact, decision or preference: "
            "it is checked (hedges, secrets, instructions, citations, contradictions, duplicates, the project's own "
            "sources) and stored only when approved; a claim to fix comes back with what failed and what the source says, "
            "and where. Call recall to read "
            "the user's approved memories, each with its provenance."
        ),
        lifespan=lifespan,
    )

    @server.tool()
    async def remember(content: str, memory_type: str = "fact", source: str = "ai_synthesis",
                       metadata: dict[str, Any] | None = None, parent_claim_id: str | None = None,
                       lineage: str | None = None) -> dict[str, Any]:  # fmt: skip
        """Submit a claim for this session's user to shared memory; returns the gate's decision."""
        client = state["client"]
        claim = {"user_id": user_id, "content": content, "memory_type": memory_type, "source": source,
                 "metadata": metadata or {}, "parent_claim_id": parent_claim_id, "lineage": lineage}  # fmt: skip
        try:
            return await answer(await client.submit(claim), client)
        except DecisionTimeout as exc:
            return {"claim_id": exc.claim_id, "tier": "pending", "approved": False, "reason": str(exc)}
        except ClaimRefused as exc:
            return {"tier": "refused", "approved": False, "reason": f"not a claim the gate takes: {exc}"}
        except GateUnavailable as exc:
            return {"tier": "unavailable", "approved": False, "reason": str(exc)}

    @server.tool()
    async def recall(query: str, limit: int = 5) -> dict[str, Any]:
        """This session user's approved, valid memories nearest to the query, with their provenance."""
        try:
            found = await state["client"].recall(user_id, query, max(1, min(limit, MAX_RECALL)))
        except GateUnavailable as exc:
            return {"memories": [], "error": str(exc)}
        return {"memories": [m.as_dict() for m in found]}

    @server.tool()
    async def status(claim_id: str) -> dict[str, Any]:
        """What became of a claim this user submitted: stored, pending review, a reviewer's outcome."""
        return await state["client"].status(user_id, claim_id)

    return server


def run_mcp(settings: Settings, *, user_id: str | None, agent_id: str | None, embedded: bool, timeout_s: float,
            http_port: int | None = None, host: str = "127.0.0.1") -> None:  # fmt: skip
    """Serve over stdio (or streamable HTTP on `http_port`) until the client goes away."""
    user = user_id or os.environ.get("GROUNDSTREAM_MCP_USER")
    agent = agent_id or os.environ.get("GROUNDSTREAM_MCP_AGENT")
    if not user:
        raise SystemExit("groundstream mcp: no user: pass --user or set GROUNDSTREAM_MCP_USER")
    key = os.environ.get("GROUNDSTREAM_AGENT_KEY")
    key_id = os.environ.get("GROUNDSTREAM_AGENT_KEY_ID")
    server = build_server(settings, user_id=user, agent_id=agent, embedded=embedded, timeout_s=timeout_s,
                          key_id=key_id, key=key.encode() if key and key_id else None)  # fmt: skip
    if http_port is None:
        server.run("stdio")
    else:
        server.run("streamable-http", host=host, port=http_port)
