"""A command a claim quotes, against the one a passage quotes: the same program and first argument,
but not the claim's command (`pacman -S mingw-w64-watchexec` beside the source's
`pacman -S mingw-w64-x86_64-watchexec`). Every word of the claim may stand somewhere in the passage
(the package's name in one table cell, `pacman -S` in another) while no command there is the
claim's: the source gives another command. Pure: two texts in, the two commands out.
"""

from __future__ import annotations

import re
from functools import lru_cache

__all__ = ["another_command"]

_SPAN = re.compile(r"`+([^`]+)`+")  # a code span, or a fenced block as a passage flattens it ("```sh brew install x ```")
_PROGRAM = re.compile(r"[A-Za-z][\w.+-]*")
_EXTRA = 4  # arguments a source's command may add to the claim's ("cargo install --locked just" states "cargo install just")


def _commands(text: str) -> list[list[str]]:
    return [m.group(1).split() for m in _SPAN.finditer(text) if m.group(1).strip()]


@lru_cache(maxsize=4096)
def another_command(claim: str, passage: str) -> tuple[str, str] | None:
    """(the passage's command, the claim's) where a command of three words or more the claim quotes
    is nowhere in the passage, and a command there starts as it does and goes on otherwise; None
    when the passage quotes the claim's command (perhaps with more arguments) or none like it."""
    if "`" not in claim or "`" not in passage:
        return None
    theirs = _commands(passage)
    for mine in _commands(claim):
        if len(mine) < 3 or not _PROGRAM.fullmatch(mine[0]):
            continue
        others = []
        for segment in theirs:
            for i in range(len(segment) - 1):
                if segment[i : i + 2] == mine[:2]:
                    end = next((j for j in range(i + 1, len(segment)) if segment[j] == mine[0]), len(segment))  # the next command
                    if end - i > 2:  # it goes on (`zoxide query` alone names the command, no other)
                        others.append(segment[i:end])
        if others and not any(_within(mine[2:], said[2 : len(mine) + _EXTRA]) for said in others):
            return " ".join(others[0]), " ".join(mine)
    return None


def _within(wanted: list[str], said: list[str]) -> bool:
    """Whether `wanted` stands in `said` in its order (other arguments between are allowed)."""
    it = iter(said)
    return all(any(w == s for s in it) for w in wanted)
