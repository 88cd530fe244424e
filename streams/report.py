"""The tier table a person reads at a glance (the demo's closing screen)."""

from __future__ import annotations

import shutil
import textwrap
from collections.abc import Sequence

from groundstream.detectors.normalize import INVISIBLE
from groundstream.schemas import Decision, Tier

TIER_LABEL = {Tier.AUTO_APPROVE: "APPROVED", Tier.FLAG_REVIEW: "REVIEW", Tier.BLOCK: "BLOCKED"}


def tier_table(decisions: Sequence[Decision], *, width: int | None = None) -> str:
    width = width or min(shutil.get_terminal_size((140, 40)).columns, 160)
    claim_w = 44
    head = f"{'claim':<8} {'tier':<9} {'content':<{claim_w}} reason"
    reason_w = max(30, width - len(head) + len("reason"))
    lines = [head, "-" * min(width, len(head) + reason_w - len("reason"))]
    for d in decisions:
        # Show what hides in the text: an invisible character is what a reader must see.
        content = "".join(f"\\u{ord(ch):04x}" if ch in INVISIBLE else ch for ch in d.claim.content.replace("\n", " "))
        content = content if len(content) <= claim_w else content[: claim_w - 1] + "…"
        reason = textwrap.wrap(d.reason, reason_w) or [""]
        lines.append(f"{d.claim_id[:8]:<8} {TIER_LABEL[d.tier]:<9} {content:<{claim_w}} {reason[0]}")
        for more in reason[1:]:
            lines.append(f"{'':<8} {'':<9} {'':<{claim_w}} {more}")
    return "\n".join(lines)


def tier_counts(decisions: Sequence[Decision], dead_letters: int = 0) -> str:
    counts = {t: sum(1 for d in decisions if d.tier is t) for t in Tier}
    return (
        f"{len(decisions)} claims -> approved {counts[Tier.AUTO_APPROVE]}, review {counts[Tier.FLAG_REVIEW]}, "
        f"blocked {counts[Tier.BLOCK]}; dead letters {dead_letters}"
    )
