"""The seed design's algorithm, kept only as the benchmark's baseline.

Regexes for hedges and a linear Jaccard scan over the user's approved memories, on JSON
lines in and out: no normalization, no citation verification, no store, no hashes.
Usage: python -m benchmarks.seed INPUT OUTPUT
"""

from __future__ import annotations

import json
import re
import sys
from collections import defaultdict

BLOCK = re.compile(r"\b(i think|i guess|i believe|not sure|maybe we should|perhaps we could)\b", re.I)
REVIEW = re.compile(r"\b(may|might|typically|usually|often|approximately|roughly|around)\b", re.I)
TRUSTED = {"user", "documentation", "adr", "commit", "manual"}
WORD = re.compile(r"\w+")


def main(src: str, dst: str) -> None:
    memories: dict[str, list[set[str]]] = defaultdict(list)
    with open(src, encoding="utf-8") as fin, open(dst, "w", encoding="utf-8") as fout:
        for line in fin:
            claim = json.loads(line)
            content = claim["content"]
            tokens = set(WORD.findall(content.lower()))
            tier, score = "flag_review", None
            if BLOCK.search(content):
                tier = "block"
            else:
                for memory in memories[claim["user_id"]]:
                    union = len(tokens | memory)
                    if union and len(tokens & memory) / union >= 0.92:
                        tier, score = "block", len(tokens & memory) / union
                        break
                else:
                    if REVIEW.search(content):
                        tier = "flag_review"
                    elif claim["source"] in TRUSTED:
                        tier = "auto_approve"
            if tier == "auto_approve":
                memories[claim["user_id"]].append(tokens)
            fout.write(json.dumps({"claim_id": claim.get("claim_id"), "tier": tier, "similarity_score": score}) + "\n")


if __name__ == "__main__":
    main(sys.argv[1], sys.argv[2])
