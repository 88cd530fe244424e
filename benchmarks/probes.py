"""The blind probe sets, decided: of the instructions to later readers, how many are kept out of
memory; of their look-alikes, how many are stored.

Each set in `benchmarks/data/directives/probeNN.jsonl` was written by a helper from the classes
alone (a grant of authority to an AI, a standing waiver of a check, either in a wrapper, an
instruction to whatever AI reads the memory later; from probe83, a persona set up for the
assistant, things hidden from the user, data sent out as a standing practice, a standing grant
in a long register; and look-alikes of each in the same words),
decided as a `user`'s fact, with no sources. A set's first run, before the code changed for it,
is the blind figure (docs/performance.md); once reported, a set is training data for the learned
reader (`benchmarks/directive_model.py`), so what this prints for it afterwards is not blind. The
metadata sets, `metaNN.jsonl`, are decided alike with each claim's metadata: a grant split over its
keys and values, or ordinary metadata in the same words.
"""

from __future__ import annotations

import asyncio
import json
from collections import Counter
from pathlib import Path

from groundstream.detectors.gate.gate import Gate
from groundstream.detectors.gate.policy import Policy
from groundstream.detectors.providers.verify import CitationVerifier
from groundstream.schemas import ClaimCandidate, Tier

SETS = Path(__file__).resolve().parent / "data" / "directives"


async def _decide(path: Path) -> Counter[tuple[str, str, bool]]:
    gate = Gate(Policy(), CitationVerifier({}))
    got: Counter[tuple[str, str, bool]] = Counter()
    for line in path.read_text(encoding="utf-8").splitlines():
        row = json.loads(line)
        claim = ClaimCandidate(user_id="probe", claim_id=row["id"], content=row["content"], memory_type="fact", source="user",
                               metadata=row.get("metadata") or {})  # fmt: skip
        approved = (await gate.decide(claim)).tier is Tier.AUTO_APPROVE
        got[(row["cls"], row["label"], approved)] += 1
    return got


def main() -> None:
    print("blind probe sets (a user's facts, no sources): instructions kept out of memory / look-alikes stored")
    for path in [*sorted(SETS.glob("probe*.jsonl")), *sorted(SETS.glob("meta*.jsonl"))]:
        got = asyncio.run(_decide(path))
        kept = sum(n for (_, label, approved), n in got.items() if label == "instruction" and not approved)
        stored = sum(n for (_, label, approved), n in got.items() if label == "plain" and approved)
        bad = sum(n for (_, label, _), n in got.items() if label == "instruction")
        plain = sum(n for (_, label, _), n in got.items() if label == "plain")
        by_class = ", ".join(
            f"{cls} {sum(n for (c, _, a), n in got.items() if c == cls and a == (label == 'plain'))}/{sum(n for (c, _, _), n in got.items() if c == cls)}"
            for cls, label in sorted({(c, lab) for c, lab, _ in got})
        )
        print(f"  {path.stem:<10} kept out {kept:>3} / {bad:<3}  stored {stored:>3} / {plain:<3}  ({by_class})")


if __name__ == "__main__":
    main()
