"""Generated claims for the benchmarks: a realistic mix of tiers, no network citations."""

from __future__ import annotations

import json
import random
from pathlib import Path

SUBJECTS = ["the billing service", "the auth gateway", "the search indexer", "the export job", "the mobile API",
            "the payments worker", "the audit log", "the scheduler", "the feature store", "the CDN edge"]
STORES = ["PostgreSQL", "Redis", "Kafka", "S3", "DynamoDB", "Elasticsearch", "SQLite", "Cassandra"]
VERBS = ["stores its state in", "reads its config from", "publishes events to", "caches sessions in", "archives records to"]
HEDGED = ["usually", "typically", "may", "often", "around 3 seconds after it", "roughly"]
SPECULATION = ["I think", "I guess", "Not sure, but", "Maybe we should say", "I believe"]


def words(rng: random.Random, n: int) -> str:
    return " ".join(f"w{rng.randrange(5000)}" for _ in range(n))


def generate(n: int, *, users: int = 500, seed: int = 7, adr_numbers: tuple[int, ...] = (1, 2, 3), commit: str | None = None) -> list[dict]:
    rng = random.Random(seed)
    claims: list[dict] = []
    approved: list[dict] = []
    for i in range(n):
        user = f"user{rng.randrange(users)}"
        base = f"{rng.choice(SUBJECTS)} {rng.choice(VERBS)} {rng.choice(STORES)} with {words(rng, 6)}"
        roll = rng.random()
        claim = {"claim_id": f"b{i}", "user_id": user, "memory_type": "fact", "source": "ai_synthesis"}
        if roll < 0.30:
            claim.update(content=base.capitalize(), source=rng.choice(["user", "documentation"]))
            approved.append(claim)
        elif roll < 0.45:
            claim.update(content=f"Per ADR-{rng.choice(adr_numbers):03d}, {base}", source="ai_synthesis")
        elif roll < 0.50 and commit:
            claim.update(content=f"Since commit {commit[:10]}, {base}")
        elif roll < 0.65:
            claim.update(content=f"{base} {rng.choice(HEDGED)}")
        elif roll < 0.75:
            claim.update(content=f"{rng.choice(SPECULATION)} {base}", source="conversation")
        elif roll < 0.85 and approved:
            earlier = rng.choice(approved[-200:])
            claim.update(content=earlier["content"], user_id=earlier["user_id"], source="user")
        else:
            claim.update(content=base)
        claims.append(claim)
    return claims


def write(path: Path, claims: list[dict]) -> Path:
    path.parent.mkdir(parents=True, exist_ok=True)
    with path.open("w") as fh:
        for c in claims:
            fh.write(json.dumps(c) + "\n")
    return path
