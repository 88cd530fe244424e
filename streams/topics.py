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


def name(topic: str, prefix: str = "") -> str:
    """A topic's name on the cluster: DESIGN.md's name, behind an optional namespace prefix."""
    return f"{prefix}{topic}"


async def ensure_topics(
    broker: str, partitions: int, replication: int = 1, *, prefix: str = "", wait_s: float = 60.0
) -> list[str]:
    """Create any missing topic; returns the names created. Waits for the broker to answer.

    Existing topics must have `partitions` partitions: a worker's outputs join its input's
    transaction only when every topic is partitioned alike.
    """
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
        wanted = [name(t, prefix) for t in ALL]
        present = [t for t in wanted if t in existing]
        if present:
            for info in await admin.describe_topics(present):
                count = len(info["partitions"])
                if count != partitions:
                    raise RuntimeError(
                        f"topic {info['topic']} has {count} partitions, groundstream is configured for {partitions}: "
                        "all groundstream topics must have the same partition count"
                    )
        missing = [t for t in wanted if t not in existing]
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
