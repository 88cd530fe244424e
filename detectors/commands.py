"""A command a claim quotes, against the one a passage quotes: the same program and first argument,
but not the claim's command (`pacman -S mingw-w64-watchexec` beside the source's
`pacman -S mingw-w64-x86_64-watchexec`), or the same program and the rest of the claim's command
under another subcommand (`poetry self add poetry-plugin-export` beside the claim's `poetry plugin add
<plugin>`). Every word of the claim may stand somewhere in the passage (the package's name in one table
cell, `pacman -S` in another) while no command there is the claim's: the source gives another command.
A placeholder (`<plugin>`, `{name}`) stands for any one word, on either side. Pure: two texts in, the
two commands out.
"""

from __future__ import annotations

import re
from collections import Counter
from functools import lru_cache

from groundstream.detectors.patterns import lazy

__all__ = ["another_command"]

_SPAN = lazy(r"`+([^`]+)`+")  # a code span, or a fenced block as a passage flattens it ("```sh brew install x ```")
_PROGRAM = lazy(r"[a-z][\w.+-]*")  # lower-case: a capitalised word in backticks is prose ("`Press any key`")
_BETWEEN = frozenset({"&&", "||", ";", "|"})  # where one command ends and the next begins
_NOISE = frozenset({"\\", "$", ">", "#", "%"})  # a line's continuation, a prompt
_QUOTES = "'\"\u2018\u2019\u201c\u201d"
_EXTRA = 6  # words a source's command may run past the claim's length (more flags, a continued line's parts)


def _commands(text: str) -> list[list[str]]:
    """The commands a text quotes, each as its words: a quote around a word, a prompt and a line's
    continuation are no part of it (`git commit -m "fix typo"` is `git commit -m 'fix typo'`)."""
    out = []
    for m in _SPAN.finditer(text):
        words: list[str] = []
        for raw in m.group(1).split():
            ends = raw.endswith(";") and raw != ";"
            token = raw.rstrip(";").strip(_QUOTES)
            if token.strip("./~"):  # `./...` and `.` are paths; "continue..." ends a sentence
                token = token.rstrip(".,\u2026")
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
        program = _program(mine[0])
        # the same program (`.venv/bin/python` is `python`) and first argument, going on past the two, to the
        # program's next use (a fenced block flattened holds several) and a few words past the claim's length
        used = [(c, i) for c in theirs for i in range(len(c) - 2) if _program(c[i]) == program]
        # (the claim's placeholder is any subcommand; a source's, `kubectl <verb> <resource>`, is a synopsis and states none)
        others = [c[i : _end(c, i, program, len(mine))] for c, i in used if c[i + 1] == mine[1] or _PLACEHOLDER.fullmatch(mine[1])]
        if others and not any(_states(mine[2:], other[2:]) for other in others):
            return " ".join(others[0]), " ".join(mine)
        # (its file under another directory, and nowhere as the claim has it: `rm ~/.local/bin/uv` for `rm ~/.cargo/bin/uv`)
        if not others:
            elsewhere = next((c[i : _end(c, i, program, len(mine))] for c, i in used if _moved_file(mine[1], c[i + 1])), None)
            if elsewhere is not None:
                return " ".join(elsewhere), " ".join(mine)
        if not others and not mine[1].startswith("-") and len(mine) <= _LONGEST and f"`{mine[1]}`" not in passage:
            # the rest of the claim's command under another subcommand: `poetry self add <plugin>` for `poetry plugin add <plugin>`
            # (not an abbreviation, `npm i lodash` for `npm install lodash`; and a word of it the same, not flags alone: `cargo
            # build --release` is no `cargo run --release`)
            # (word by word in place: `docker container rm web` is `docker rm web` in its long form; and not where the source
            # names the claim's subcommand in code, "`stop` and `restart` take the same unit")
            moved = [c[i : _end(c, i, program, len(mine))] for c, i in used[:_USES] if not c[i + 1].startswith("-") and not _PLACEHOLDER.fullmatch(c[i + 1])]
            for other in moved:
                if _abbreviates(mine[1], other[1]) or not _shares_word(mine[2:], other[2:]):
                    continue
                if len(other) >= len(mine) and all(_same(w, o) for w, o in zip(mine[2:], other[2:], strict=False)):
                    return " ".join(other), " ".join(mine)
    return None


_LONGEST = 16  # a claim's command longer than this is compared only under its own subcommand
_USES = 8  # the program's uses in a passage read for another subcommand


def _moved_file(wanted: str, said: str) -> bool:
    """The same file under another directory: `~/.cargo/bin/uv` for `~/.local/bin/uv` (not `./x` for `x`, nor a
    directory a variable or a placeholder stands for, `$HOME/.cargo/bin/uv`, `<INSTALL_DIR>/uv`: any directory)."""
    if "/" not in wanted or "/" not in said or wanted.endswith("/") or said.endswith("/"):
        return False
    (mine, name), (theirs, other) = (_home(wanted).rsplit("/", 1), _home(said).rsplit("/", 1))
    if name != other or mine.removeprefix("./") == theirs.removeprefix("./"):
        return False
    a, b = mine.split("/"), theirs.split("/")
    # a directory a variable or a placeholder stands for matches any one (`$HOME/.cargo/bin/uv` is `~/.cargo/bin/uv`)
    if len(a) != len(b):
        return not any(_VARIABLE.search(x) for x in a + b)  # (a placeholder may stand for several: `<INSTALL_DIR>/uv`)
    return any(x != y and not (_VARIABLE.search(x) or _VARIABLE.search(y)) for x, y in zip(a, b, strict=True))


_VARIABLE = lazy(r"[$%<{]")


def _home(path: str) -> str:
    return re.sub(r"^(?:\$HOME|\$\{HOME\})(?=/)", "~", path)


def _abbreviates(a: str, b: str) -> bool:
    return a.startswith(b) or b.startswith(a)


def _shares_word(wanted: list[str], said: list[str]) -> bool:
    """A word of the claim's arguments, neither a flag nor a placeholder, that the source's command has too."""
    return any(w in said for w in wanted if not w.startswith("-") and _PLACEHOLDER.fullmatch(w) is None)


def _end(words: list[str], start: int, program: str, length: int) -> int:
    nxt = next((j for j in range(start + 1, len(words)) if _program(words[j]) == program), len(words))
    return min(nxt, start + length + _EXTRA)


_PLACEHOLDER = lazy(r"<[^<>\s]+>|\{[^{}\s]+\}")  # `<plugin>`, `{name}`: any one word


def _same(wanted: str, said: str) -> bool:
    return wanted == said or _PLACEHOLDER.fullmatch(wanted) is not None or _PLACEHOLDER.fullmatch(said) is not None


def _states(wanted: list[str], said: list[str]) -> bool:
    """Whether `said` holds the claim's arguments: its flags in any order, its other words in theirs
    (`ln -s a b` is not `ln -s b a`; a placeholder on either side is any word). A placeholder in
    capitals after the flag it names is that flag's value, not a word of its own (`inscribe FILE` is
    not `inscribe --fee-rate FEE_RATE --file FILE`: the source takes the file as the flag's value)."""
    if not Counter(w for w in wanted if w.startswith("-")) <= Counter(w for w in said if w.startswith("-")):
        return False
    it = iter(_positional(said))
    return all(any(_same(w, s) for s in it) for w in _positional(wanted))


def _positional(words: list[str]) -> list[str]:
    """The words that are neither flags nor a flag's value named for it in capitals (`--file FILE`, `--fee-rate
    FEE_RATE`; not `-v DIR`, `-r SRC`: a flag of its own before a word)."""
    return [w for i, w in enumerate(words) if not w.startswith("-") and not (i and w.isupper() and words[i - 1].lstrip("-") == w.lower().replace("_", "-"))]
