"""Grounding budgets: calls and cost per tool per day, shared by every worker through a ledger.

A tool is a verifier kind (`adr`, `commit`, `url`, `issue`) or the `judge`. A tool with no
configured limit is not counted against anything. A call is admitted before it is made; one
that would pass the day's calls or cost raises `BudgetSpent`, which callers turn into a
provider error (the claim goes to review, never to memory). Days are UTC dates.

The ledger is where spend is kept: `LocalLedger` in this process (`groundstream validate`),
the Kafka ledger in `streams/budget_ledger.py` for workers, which share one budget.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from datetime import UTC, datetime
from typing import Protocol

from groundstream.schemas.errors import ProviderError


@dataclass(frozen=True)
class Limit:
    calls_per_day: int | None = None
    cost_per_day: float | None = None
    cost_per_call: float = 0.0  # charged at admission; a judge adds its token cost after the call


class BudgetSpent(ProviderError):
    """The tool's budget for today is spent: the call is not made."""

    component = "budget"

    def __init__(self, tool: str, reason: str) -> None:
        super().__init__(f"{tool} budget spent: {reason}")
        self.tool = tool


class Ledger(Protocol):
    def spent(self, tool: str, day: str) -> tuple[int, float]:
        """Calls and cost of `tool` on `day`, by every worker that shares the ledger."""
        ...

    def add(self, tool: str, day: str, calls: int, cost: float) -> None: ...


class LocalLedger:
    """Spend kept in this process only."""

    def __init__(self) -> None:
        self._spent: dict[tuple[str, str], tuple[int, float]] = {}

    def spent(self, tool: str, day: str) -> tuple[int, float]:
        return self._spent.get((tool, day), (0, 0.0))

    def add(self, tool: str, day: str, calls: int, cost: float) -> None:
        c, k = self.spent(tool, day)
        self._spent[(tool, day)] = (c + calls, k + cost)


def today(clock: Callable[[], datetime]) -> str:
    return clock().astimezone(UTC).date().isoformat()


@dataclass(frozen=True)
class Standing:
    """One tool's budget today: what was spent, what is left (None: no limit)."""

    tool: str
    calls: int
    cost: float
    calls_left: int | None
    cost_left: float | None


class Budgets:
    """The limits, and the ledger they are checked against."""

    def __init__(self, limits: Mapping[str, Limit], ledger: Ledger | None = None, *, clock: Callable[[], datetime] | None = None) -> None:
        self.limits = dict(limits)
        self.ledger: Ledger = ledger if ledger is not None else LocalLedger()
        self.clock = clock or (lambda: datetime.now(UTC))
        self.refused: dict[str, int] = {}  # tool -> calls refused by this process

    def admit(self, tool: str) -> None:
        """Count one call of `tool`, or raise BudgetSpent when today's budget has no room for it."""
        limit = self.limits.get(tool)
        if limit is None:
            return
        day = today(self.clock)
        calls, cost = self.ledger.spent(tool, day)
        reason = None
        if limit.calls_per_day is not None and calls + 1 > limit.calls_per_day:
            reason = f"{calls} of {limit.calls_per_day} calls made today"
        elif limit.cost_per_day is not None and cost + limit.cost_per_call > limit.cost_per_day:
            reason = f"{cost:.4f} of {limit.cost_per_day:g} spent today"
        if reason is not None:
            self.refused[tool] = self.refused.get(tool, 0) + 1
            raise BudgetSpent(tool, reason)
        self.ledger.add(tool, day, 1, limit.cost_per_call)

    def charge(self, tool: str, cost: float) -> None:
        """Add what a call turned out to cost (a judge's tokens) to today's spend."""
        if tool in self.limits and cost > 0:
            self.ledger.add(tool, today(self.clock), 0, cost)

    def standing(self) -> list[Standing]:
        day = today(self.clock)
        out = []
        for tool, limit in sorted(self.limits.items()):
            calls, cost = self.ledger.spent(tool, day)
            out.append(Standing(
                tool, calls, cost,
                None if limit.calls_per_day is None else max(0, limit.calls_per_day - calls),
                None if limit.cost_per_day is None else max(0.0, limit.cost_per_day - cost),
            ))  # fmt: skip
        return out
