"""A command a claim quotes, against the one a passage quotes: the same program and first argument,
but not the claim's command (`pacman -S mingw-w64-watchexec` beside the source's
`pacman -S mingw-w64-x86_64-watchexec`). Every word of the claim may stand somewhere in the passage
(the package's name in one table cell, `pacman -S` in another) while no command there is the
claim's: the source gives another command. Pure: two texts in, the two commands out.
"""

from __future__ import annotations

import re
from collections import Counter
from functools import lru_cache

__all__ = ["another_command"]

_SPAN = re.compile(r"`+([^`]+)`+")  # a code span, or a fenced block as a passage flattens it ("```sh brew install x ```")
_PROGRAM = re.compile(r"[a-z][\w.+-]*")  # lower-case: a capitalised word in backticks is prose ("`Press any key`")
_BETWEEN = frozenset({"&&", "||", ";", "|"})  # where one command ends and the next begins
_NOISE = frozenset({"\\", "$", ">", "#", "%"})  # a line's continuation, a prompt
_QUOTES = "'\"\u2018\u2019\u201c\u201d"


def _commands(text: str) -> list[list[str]]:
    """The commands a text quotes, each as its words: a quote around a word, a prompt and a line's
    continuation are no part of it (`git commit -m "fix typo"` is `git commit -m 'fix typo'`)."""
    out = []
    for m in _SPAN.finditer(text):
        words: list[str] = []
        for raw in m.group(1).split():
            ends = raw.endswith(";") and raw != ";"
            token = raw.rstrip(";").strip(_QUOTES).rstrip(".,\u2026")
            if token in _BETWEEN:
                out.append(words)
                words = []
            elif token and token not in _NOISE:
                words.append(token)
            if ends:
                out.append(words)
                words = []
        out.append(words)
    return [c for c in out if c]


def _program(word: str) -> str:
    return word.rsplit("/", 1)[-1]


@lru_cache(maxsize=4096)
def another_command(claim: str, passage: str) -> tuple[str, str] | None:
    """(the passage's command, the claim's) where a command of three words or more the claim quotes
    is nowhere in the passage, and a command there starts as it does and goes on otherwise; None
    when the passage quotes the claim's command (its words in any order, perhaps with more) or
    none like it."""
    if "`" not in claim or "`" not in passage:
        return None
    theirs = _commands(passage)
    for mine in _commands(claim):
        if len(mine) < 3 or not _PROGRAM.fullmatch(mine[0]):
            continue
        wanted = Counter(mine[2:])
        program = _program(mine[0])
        # the same program (`.venv/bin/python` is `python`) and first argument, going on past the two
        others = [c[i:] for c in theirs for i in range(len(c) - 2) if c[i + 1] == mine[1] and _program(c[i]) == program]
        if others and not any(wanted <= Counter(other[2:]) for other in others):
            return " ".join(others[0]), " ".join(mine)
    return None
