"""The grounding policy's four metrics, over a set of decisions: for `groundstream report` and,
claim by claim, for the worker's Prometheus counters.

- **grounding ratio** (target 20%): claims whose grounding was checked against evidence (a
  citation looked up, a passage of the `[sources]` found that supports or refutes it, or a stored
  memory found on the same subject) / claims decided.
- **source coverage** (target 80%): claims of a must-ground type that have a source (every
  citation verified and supporting, a passage of the sources that states it, or a trusted source
  granted to their agent) / claims of a
  must-ground type that were not blocked (a secret, a guess or a repeat is no grounding question).
- **hallucination rate**: claims whose evidence went against them (a citation that does not
  exist or does not support the claim, a passage of the sources that refutes it, or a
  contradiction of the user's memory) / claims whose
  grounding was checked.
- **correction rate**: resubmissions (a claim answering feedback, round 2 or later) that were
  approved / claims whose feedback asked the agent to regenerate or replan. With no feedback
  asked it reads "—", never a made-up zero.
"""

from __future__ import annotations

import html
from collections import Counter
from collections.abc import Iterable
from dataclasses import dataclass, field

from groundstream.schemas import Decision, Tier

TARGETS = {"grounding_ratio": 0.20, "source_coverage": 0.80}


def retrieved(d: Decision) -> str | None:
    """What retrieval from the [sources] found: "supported", "refuted", or None (nothing, or not asked)."""
    return d.retrieval.verdict if d.retrieval is not None and d.retrieval.verdict not in ("none", "not_enough_info") else None


def checked(d: Decision) -> bool:
    """Its grounding was checked against evidence: a citation looked up, a passage of the sources
    found, or a memory compared."""
    looked_up = any(c.verified is not None and not c.error for c in d.citations)
    return looked_up or retrieved(d) is not None or d.contradiction is not None


def against(d: Decision) -> bool:
    """The evidence went against it: a citation missing or unsupporting, a passage that refutes it,
    or a contradiction."""
    missing = any(c.verified is False and not c.error for c in d.citations)
    return missing or retrieved(d) == "refuted" or d.contradiction is not None


def corrective(d: Decision) -> bool:
    """Feedback asked its agent to fix it (claims.feedback)."""
    return d.groundedness is not None and d.groundedness.action in ("regenerate", "replan") and d.claim.agent_id is not None


def corrected(d: Decision) -> bool:
    """A resubmission after feedback that was approved."""
    return d.groundedness is not None and d.groundedness.round > 1 and d.tier is Tier.AUTO_APPROVE


def must_ground(d: Decision) -> bool:
    """Of a type that must be grounded, and not blocked for what it is (a secret, a guess, a repeat)."""
    return d.claim_typing is not None and d.claim_typing.grounding == "always" and d.tier is not Tier.BLOCK


def sourced(d: Decision) -> bool:
    """A verified, supporting citation for every one it makes, a passage of the sources that states
    it, or a granted trusted source."""
    if d.citations:
        return all(c.verified for c in d.citations) and retrieved(d) != "refuted"
    return "retrieval" in d.checks_passed or "trusted_source" in d.checks_passed or "accepted_type" in d.checks_passed


@dataclass
class GroundingReport:
    decisions: int = 0
    tiers: Counter[str] = field(default_factory=Counter)
    types: dict[str, Counter[str]] = field(default_factory=dict)  # claim type -> tier -> count
    checked: int = 0
    against: int = 0
    must_ground: int = 0
    sourced: int = 0
    asked: int = 0  # feedback asked for a correction
    corrected: int = 0  # resubmissions approved
    actions: Counter[str] = field(default_factory=Counter)

    @classmethod
    def of(cls, decisions: Iterable[Decision]) -> GroundingReport:
        r = cls()
        for d in decisions:
            r.decisions += 1
            r.tiers[d.tier.value] += 1
            kind = d.claim_type.value if d.claim_type else "untyped"
            r.types.setdefault(kind, Counter())[d.tier.value] += 1
            if checked(d):
                r.checked += 1
                r.against += against(d)
            if must_ground(d):
                r.must_ground += 1
                r.sourced += sourced(d)
            r.asked += corrective(d)
            r.corrected += corrected(d)
            if d.groundedness is not None:
                r.actions[d.groundedness.action] += 1
        return r

    def metrics(self) -> dict[str, float | None]:
        def ratio(a: int, b: int) -> float | None:
            return a / b if b else None

        return {
            "grounding_ratio": ratio(self.checked, self.decisions),
            "source_coverage": ratio(self.sourced, self.must_ground),
            "hallucination_rate": ratio(self.against, self.checked),
            "correction_rate": ratio(self.corrected, self.asked),
        }

    def table(self) -> str:
        m = self.metrics()
        lines = [f"{self.decisions} decisions: " + ", ".join(f"{t} {self.tiers.get(t.value, 0)}" for t in Tier), ""]
        lines.append(f"{'metric':<20} {'value':>8} {'target':>8}  from")
        basis = {
            "grounding_ratio": f"{self.checked} of {self.decisions} claims checked against evidence",
            "source_coverage": f"{self.sourced} of {self.must_ground} must-ground claims with a source",
            "hallucination_rate": f"{self.against} of {self.checked} checked claims went against their evidence",
            "correction_rate": f"{self.corrected} resubmissions approved of {self.asked} corrections asked",
        }
        for name, value in m.items():
            target = TARGETS.get(name)
            shown = "—" if value is None else f"{value:.1%}"
            lines.append(f"{name:<20} {shown:>8} {'' if target is None else f'{target:.0%}':>8}  {basis[name]}")
        if self.actions:
            lines += ["", "groundedness actions: " + ", ".join(f"{a} {n}" for a, n in sorted(self.actions.items()))]
        lines += ["", f"{'claim type':<20} " + " ".join(f"{t.value:>13}" for t in Tier)]
        for kind, tiers in sorted(self.types.items(), key=lambda kv: -sum(kv[1].values())):
            lines.append(f"{kind:<20} " + " ".join(f"{tiers.get(t.value, 0):>13}" for t in Tier))
        return "\n".join(lines)

    def html(self, title: str = "groundstream grounding report") -> str:
        """One self-contained page: the four metrics as bars against their targets, and the claim
        types by tier as stacked bars. Inline SVG, no script; every text escaped."""
        m = self.metrics()
        esc = html.escape
        bars = []
        for i, (name, value) in enumerate(m.items()):
            y = 20 + i * 46
            target = TARGETS.get(name)
            width = 0 if value is None else round(400 * value)
            label = "—" if value is None else f"{value:.1%}"
            bars.append(
                f'<text x="0" y="{y + 16}" class="k">{esc(name.replace("_", " "))}</text>'
                f'<rect x="170" y="{y}" width="400" height="24" class="track"/>'
                f'<rect x="170" y="{y}" width="{width}" height="24" class="bar" data-metric="{esc(name)}"/>'
                + (f'<line x1="{170 + 400 * target:.0f}" x2="{170 + 400 * target:.0f}" y1="{y - 4}" y2="{y + 28}" class="target"/>'
                   f'<text x="{174 + 400 * target:.0f}" y="{y - 6}" class="t">target {target:.0%}</text>' if target is not None else "")
                + f'<text x="{580}" y="{y + 16}" class="v">{esc(label)}</text>'
            )  # fmt: skip
        colours = {"auto_approve": "#17803d", "flag_review": "#e0a800", "block": "#b42318"}
        rows = sorted(self.types.items(), key=lambda kv: -sum(kv[1].values()))
        most = max((sum(t.values()) for _, t in rows), default=1)
        stacks = []
        for i, (kind, tiers) in enumerate(rows):
            y, x = 20 + i * 30, 170.0
            stacks.append(f'<text x="0" y="{y + 15}" class="k">{esc(kind.replace("_", " "))}</text>')
            for tier in Tier:
                n = tiers.get(tier.value, 0)
                w = 400 * n / most
                if n:
                    stacks.append(f'<rect x="{x:.1f}" y="{y}" width="{w:.1f}" height="20" fill="{colours[tier.value]}">'
                                  f"<title>{esc(tier.value)}: {n}</title></rect>")  # fmt: skip
                x += w
            stacks.append(f'<text x="{x + 6:.1f}" y="{y + 15}" class="v">{sum(tiers.values())}</text>')
        legend = " ".join(f'<span style="color:{c}">■ {esc(t)}</span>' for t, c in colours.items())
        return f"""<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>{esc(title)}</title>
<style>body{{font:15px/1.4 system-ui,sans-serif;margin:24px;color:#1d2330}} h1{{font-size:20px}}
svg text{{font:13px system-ui,sans-serif}} .k{{fill:#1d2330}} .v{{fill:#1d2330;font-weight:600}} .t{{fill:#5b6475;font-size:11px}}
.track{{fill:#eef0f4}} .bar{{fill:#3b6fd8}} .target{{stroke:#b42318;stroke-width:2}} pre{{background:#f4f5f7;padding:12px}}</style>
</head><body><h1>{esc(title)}</h1>
<p>{self.decisions} decisions: {", ".join(f"{esc(t.value)} {self.tiers.get(t.value, 0)}" for t in Tier)}.</p>
<h2>Grounding metrics</h2>
<svg width="680" height="{20 + 46 * len(m)}" role="img" aria-label="grounding metrics">{"".join(bars)}</svg>
<h2>Claim types by tier</h2><p>{legend}</p>
<svg width="680" height="{30 + 30 * len(rows)}" role="img" aria-label="claim types by tier">{"".join(stacks)}</svg>
<h2>As text</h2><pre>{esc(self.table())}</pre>
</body></html>
"""
