"""The topics of docs/DESIGN.md, their partitioner, and their creation on the cluster.

Every topic is keyed by `user_id`: one user's claims stay ordered on one partition, and the
worker that owns the partition owns that user's dedup state. The review service's queue is a
compacted topic of one partition, keyed by memory id.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
from collections.abc import Iterator
from typing import Any

from aiokafka.admin import AIOKafkaAdminClient, NewTopic
from aiokafka.errors import KafkaConnectionError, KafkaError, TopicAlreadyExistsError

from groundstream.schemas import Tier
from groundstream.streams.partitioner import key_partition as key_partition  # re-exported: callers use T.key_partition
from groundstream.streams.partitioner import user_partition as user_partition
from groundstream.streams.unreachable import BrokerUnreachable as BrokerUnreachable  # re-exported: callers use T.BrokerUnreachable

CANDIDATES = "claims.candidates"
APPROVED = "claims.approved"
REVIEW = "claims.review"
BLOCKED = "claims.blocked"
DEADLETTER = "claims.deadletter"
REVIEW_ACTIONS = "claims.review-actions"
AUDIT = "claims.audit"
FEEDBACK = "claims.feedback"  # keyed by agent_id: what to fix in a claim, for the agent that wrote it
BUDGETS = "groundstream.budgets"  # compacted: each worker's grounding spend per tool and day
REVIEW_QUEUE = "claims.review-queue"  # compacted, one partition: the review service's queue (ensure_review_queue)
RECHECKED = "memories.rechecked"  # keyed by user_id: a memory decided again after a source it was grounded in changed

ALL = (CANDIDATES, APPROVED, REVIEW, BLOCKED, DEADLETTER, REVIEW_ACTIONS, AUDIT, FEEDBACK, BUDGETS, RECHECKED)
CONFIGS = {BUDGETS: {"cleanup.policy": "compact,delete", "retention.ms": str(3 * 86_400_000)}}
TIER_TOPIC = {Tier.AUTO_APPROVE: APPROVED, Tier.FLAG_REVIEW: REVIEW, Tier.BLOCK: BLOCKED}



def name(topic: str, prefix: str = "") -> str:
    """A topic's name on the cluster: docs/DESIGN.md's name, behind an optional namespace prefix."""
    return f"{prefix}{topic}"


@contextlib.contextmanager
def _quiet_client_logs() -> Iterator[None]:
    """aiokafka logs every failed connection attempt; while we wait, one line at the end says it."""
    logger = logging.getLogger("aiokafka")
    level = logger.level
    logger.setLevel(logging.CRITICAL)
    try:
        yield
    finally:
        logger.setLevel(level)


async def connect_admin(broker: str, wait_s: float = 15.0) -> AIOKafkaAdminClient:
    """An admin client of a broker that answered, trying for `wait_s`; else BrokerUnreachable."""
    loop = asyncio.get_running_loop()
    deadline = loop.time() + wait_s
    with _quiet_client_logs():
        while True:
            admin = AIOKafkaAdminClient(bootstrap_servers=broker, client_id="groundstream-admin")
            try:
                await asyncio.wait_for(admin.start(), max(0.5, deadline - loop.time()))
                return admin
            except (KafkaConnectionError, TimeoutError, OSError):
                await admin.close()
                if loop.time() >= deadline:
                    raise BrokerUnreachable(broker, wait_s) from None
                await asyncio.sleep(0.5)


async def ensure_topics(
    broker: str, partitions: int, replication: int = 1, *, prefix: str = "", wait_s: float = 60.0
) -> list[str]:
    """Create any missing topic; returns the names created. Waits `wait_s` for the broker to answer,
    and for every partition of a new topic to have a leader (producing before that only earns
    NotLeaderForPartition warnings).

    Existing topics must have `partitions` partitions: a worker's outputs join its input's
    transaction only when every topic is partitioned alike.
    """
    admin = await connect_admin(broker, wait_s)
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
                    [NewTopic(name(t, prefix), num_partitions=partitions, replication_factor=replication,
                              topic_configs=CONFIGS.get(t, {})) for t in ALL if name(t, prefix) in missing]  # fmt: skip
                )
            except TopicAlreadyExistsError:
                pass  # another worker created it first
            await leaders_elected(admin, missing)
        return missing
    finally:
        await admin.close()


async def leaders_elected(admin: AIOKafkaAdminClient, topics: list[str], wait_s: float = 15.0) -> None:
    """Wait (up to `wait_s`) until every partition of `topics` has a leader and an in-sync replica:
    a produce before that earns NotLeaderForPartition / NotEnoughReplicas retries and their warnings."""
    loop = asyncio.get_running_loop()
    deadline = loop.time() + wait_s
    while loop.time() < deadline:
        try:
            infos = await admin.describe_topics(topics)
        except KafkaError:
            infos = []
        if len(infos) == len(topics) and all(
            not info.get("error_code") and info["partitions"]
            and all(p.get("leader", -1) >= 0 and p.get("isr") for p in info["partitions"])
            for info in infos
        ):
            return
        await asyncio.sleep(0.1)


async def coordinator_ready(broker: str, group: str, wait_s: float = 15.0) -> None:
    """Wait until the broker names a coordinator for `group`.

    On a fresh broker the first group request creates `__consumer_offsets`; consumers that
    start before it is ready log GroupCoordinatorNotAvailable errors a person would worry about.
    """
    admin = await connect_admin(broker, wait_s)
    loop = asyncio.get_running_loop()
    deadline = loop.time() + wait_s
    try:
        with _quiet_client_logs():
            while True:
                try:
                    await admin.find_coordinator(group)
                    return
                except KafkaError:
                    if loop.time() >= deadline:
                        return  # the consumer will retry and say so itself
                    await asyncio.sleep(0.2)
    finally:
        await admin.close()


def settled(delivery: Any) -> Any:
    """A send's delivery future inside a transaction, its failure marked as seen.

    Nothing awaits a transactional send one by one: the commit confirms them all, and a failed
    send (a fenced producer) fails the commit, which the caller handles. Without this, asyncio
    would also report each failed future as "Future exception was never retrieved".
    """
    if isinstance(delivery, asyncio.Future):
        delivery.add_done_callback(_seen)
    return delivery


def _seen(future: asyncio.Future[Any]) -> None:
    if not future.cancelled():
        future.exception()



async def ensure_review_queue(broker: str, replication: int = 1, *, prefix: str = "") -> str:
    """Create the review queue's topic when it is missing (compacted, one partition: the queue is
    read whole by the one review service); its name on the cluster."""
    topic = name(REVIEW_QUEUE, prefix)
    admin = await connect_admin(broker)
    try:
        if topic not in await admin.list_topics():
            new = NewTopic(topic, num_partitions=1, replication_factor=replication, topic_configs={"cleanup.policy": "compact"})
            with contextlib.suppress(TopicAlreadyExistsError):
                await admin.create_topics([new])
            await leaders_elected(admin, [topic])
    finally:
        await admin.close()
    return topic
