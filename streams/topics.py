"""The topics of DESIGN.md, and their creation on the cluster.

Every topic is keyed by `user_id`: one user's claims stay ordered on one partition, and the
worker that owns the partition owns that user's dedup state.
"""

from __future__ import annotations

import asyncio

from aiokafka.admin import AIOKafkaAdminClient, NewTopic
from aiokafka.errors import KafkaConnectionError, TopicAlreadyExistsError

from groundstream.schemas import Tier

CANDIDATES = "claims.candidates"
APPROVED = "claims.approved"
REVIEW = "claims.review"
BLOCKED = "claims.blocked"
DEADLETTER = "claims.deadletter"
REVIEW_ACTIONS = "claims.review-actions"
AUDIT = "claims.audit"

ALL = (CANDIDATES, APPROVED, REVIEW, BLOCKED, DEADLETTER, REVIEW_ACTIONS, AUDIT)
TIER_TOPIC = {Tier.AUTO_APPROVE: APPROVED, Tier.FLAG_REVIEW: REVIEW, Tier.BLOCK: BLOCKED}


async def ensure_topics(broker: str, partitions: int, replication: int = 1, *, wait_s: float = 60.0) -> list[str]:
    """Create any missing topic; returns the names created. Waits for the broker to answer."""
    deadline = asyncio.get_running_loop().time() + wait_s
    while True:
        admin = AIOKafkaAdminClient(bootstrap_servers=broker, client_id="groundstream-admin")
        try:
            await admin.start()
            break
        except KafkaConnectionError:
            await admin.close()
            if asyncio.get_running_loop().time() > deadline:
                raise
            await asyncio.sleep(0.5)
    try:
        existing = set(await admin.list_topics())
        missing = [t for t in ALL if t not in existing]
        if missing:
            try:
                await admin.create_topics(
                    [NewTopic(t, num_partitions=partitions, replication_factor=replication) for t in missing]
                )
            except TopicAlreadyExistsError:
                pass  # another worker created it first
        return missing
    finally:
        await admin.close()
