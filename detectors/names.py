"""The names a text writes as code: flags, paths, keys, commands and their arguments.

A claim about a project that names a flag, a file or a setting the project's own sources never
name is the writer's word alone for a thing nobody can check: `gum choose --multi`,
`--reference-label`, `/etc/yum.repos.d/gum.repo` are how a hallucinated flag, option or path
looks beside real ones. `names_in` gives the index what a passage names; `code_names` gives the
gate what a claim writes as code, to look up there. Pure and deterministic.
"""

from __future__ import annotations

import re

from groundstream.detectors.patterns import lazy

# Where one name ends: space, quotes, brackets, separators (a flag's value after "=" is another token too).
_SPLIT = lazy(r"[\s`'\"“”‘’()\[\]{}<>,;|*=]+")
_CODE_SPAN = lazy(r"`([^`\n]{1,200})`")
# A flag written outside code: "-p", "--no-auto-update" (not a dash between words: "built-in")
_BARE_FLAG = lazy(r"(?<![\w`-])--?[A-Za-z][\w-]*")
_PLACEHOLDER = lazy(r"<[^<>]*>")  # "`tldr -m <cmd>`": what the writer fills in
_PATTERN = lazy(r"\*|\.\.\.|…")  # a glob or an elision names no one thing
_ASSIGNED = lazy(r"=|:\s")  # "cache_dir = '~/x'", "gpgcheck=0", "nodeLinker: pnp": the value is the writer's own choice


# roff's escapes, as a manual page typesets them: \-\-tac is "--tac", \fB--all\fR is "--all"
_ROFF = lazy(r"\\(?:-|f[BIRP]|f\[[A-Z]*\]|&|e)")


def _typeset(m: re.Match[str]) -> str:
    return {"\\-": "-", "\\e": "\\"}.get(m.group(), "")


def _bare(token: str) -> str:
    """A token without the punctuation that ends a sentence around it ("`--multi`." is "--multi")."""
    return token.rstrip(".:!?,;").lstrip(":!?,;")


def names_in(text: str) -> frozenset[str]:
    """The tokens a passage writes that are more than a word (flags, paths, keys, `a.b`, `x_y`), as
    `code_names` writes a claim's; of one written with slashes its parts too ("-p/--platform" names
    `-p` and `--platform`). A word of letters only is found by the index's own search."""
    typeset = _ROFF.sub(_typeset, text) if "\\" in text else text
    # (a word of letters alone has nothing for `_bare` to strip: it is skipped before the call)
    tokens = {b for t in _SPLIT.split(typeset.lower()) if not t.isalpha() and (b := _bare(t)) and not b.isalpha()}
    return frozenset(tokens.union(*(filter(None, map(_bare, t.split("/"))) for t in tokens if "/" in t)))


def code_names(claim: str) -> tuple[str, ...]:
    """The names a claim writes as code (in backticks, and flags anywhere), as written, each a token as
    `names_in` reads a passage's; of an assignment only its key ("`cache_dir = "~/x"`" names
    `cache_dir`: the value is the writer's), no placeholder ("<cmd>"), pattern ("`GUM_INPUT_*`", "..."),
    number or single character."""
    pieces: list[str] = []
    for m in _CODE_SPAN.finditer(claim):
        key = _PLACEHOLDER.sub(" ", _ASSIGNED.split(m.group(1), maxsplit=1)[0])
        pieces.extend(p for word in key.split() if not _PATTERN.search(word) for p in _SPLIT.split(word))
    pieces.extend(m.group() for m in _BARE_FLAG.finditer(_CODE_SPAN.sub(" ", claim)))
    names = (_bare(p) for p in pieces)
    return tuple(dict.fromkeys(n for n in names if len(n) >= 2 and any(c.isalpha() for c in n)))
