"""A small example agent: it reads its feedback on claims.feedback and resubmits corrected claims.

It knows nothing of groundstream's code, only its contract: feedback records keyed by agent_id,
each naming what failed (`problems`: which citation, which value the source states instead,
which memory the claim contradicts), and a `lineage` token to send back with `parent_claim_id`.
This one fixes the class of mistake it can fix without a model: a value a cited source states
otherwise is replaced by the source's value. Anything else it leaves, and says so.

    python -m groundstream.streams.demo.agent --broker 127.0.0.1:9092 --agent demo-agent [--prefix P] [--corrections 1]
"""

from __future__ import annotations

import argparse
import asyncio
import json
import re
import sys
from typing import Any

from aiokafka import AIOKafkaConsumer, AIOKafkaProducer


def written(feedback: dict[str, Any]) -> dict[str, Any]:
    """The claim the feedback is about, as this agent wrote it. (An agent keeps what it wrote; here
    the feedback's own copy stands in for that memory.)"""
    return {"user_id": feedback["user_id"], "agent_id": feedback["agent_id"], "content": feedback["content"],
            "memory_type": "fact", "source": "ai_synthesis"}  # fmt: skip


def correct(feedback: dict[str, Any], claim: dict[str, Any]) -> dict[str, Any] | None:
    """The resubmission for one feedback record, or None when this agent cannot fix what failed."""
    content = claim["content"]
    for problem in feedback["problems"]:
        claimed, expected = problem.get("claimed"), problem.get("expected")
        if problem["kind"] == "value" and claimed and expected:
            fixed = re.sub(re.escape(claimed), expected, content, count=1, flags=re.IGNORECASE)
            if fixed != content:
                content = fixed
    if content == claim["content"] or not feedback.get("lineage"):
        return None
    resubmitted = {k: v for k, v in claim.items() if k not in ("claim_id", "parent_claim_id", "lineage")}
    return {**resubmitted, "content": content, "parent_claim_id": feedback["claim_id"], "lineage": feedback["lineage"]}


async def run(broker: str, agent: str, prefix: str, corrections: int, timeout_s: float) -> int:
    feedback_topic, candidates = f"{prefix}claims.feedback", f"{prefix}claims.candidates"
    consumer = AIOKafkaConsumer(feedback_topic, bootstrap_servers=broker, auto_offset_reset="earliest",
                                enable_auto_commit=False, isolation_level="read_committed")  # fmt: skip
    producer = AIOKafkaProducer(bootstrap_servers=broker, acks="all", enable_idempotence=True)
    await consumer.start()
    await producer.start()
    made = 0
    try:
        async with asyncio.timeout(timeout_s):
            async for record in consumer:
                if record.key != agent.encode():
                    continue  # another agent's feedback
                feedback = json.loads(record.value)
                fix = correct(feedback, written(feedback))
                what = "; ".join(p["detail"] for p in feedback["problems"])
                if fix is None:
                    print(f"feedback on {feedback['claim_id']} ({feedback['action']}): {what} — nothing this agent can fix")
                    continue
                await producer.send_and_wait(candidates, json.dumps(fix).encode(), key=fix["user_id"].encode())
                print(f"feedback on {feedback['claim_id']} ({feedback['action']}, round {feedback['round']}): {what}\n"
                      f"  resubmitted: {fix['content']!r} (parent {feedback['claim_id']})")  # fmt: skip
                made += 1
                if made >= corrections:
                    return 0
    except TimeoutError:
        print(f"{made} of {corrections} corrections made within {timeout_s:g} s", file=sys.stderr)
        return 1
    finally:
        await consumer.stop()
        await producer.stop()
    return 0


def main() -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--broker", required=True)
    p.add_argument("--agent", required=True, help="this agent's agent_id: the key of its feedback")
    p.add_argument("--prefix", default="", help="the topics' namespace prefix")
    p.add_argument("--corrections", type=int, default=1, help="exit after resubmitting this many")
    p.add_argument("--timeout", type=float, default=120.0)
    a = p.parse_args()
    return asyncio.run(run(a.broker, a.agent, a.prefix, a.corrections, a.timeout))


if __name__ == "__main__":
    sys.exit(main())
