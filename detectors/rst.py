"""reStructuredText read as the Markdown the splitter reads, each line with its number in the file.

Sphinx projects (tox, pip, Django, most Python tools) write their documentation in reStructuredText.
Read as Markdown it goes wrong: a title underlined with `~~~` opens a code fence that never closes,
`.. code-block::` and `::` blocks are prose, `` ``tox.ini`` `` and :ref:`env_list` are not code.
This module rewrites one file line by line into the Markdown `chunks._prose` already reads:

- section titles (underlined, or over- and underlined) are headings, their level by the order their
  adornment is first seen, as docutils reads them;
- `.. code-block:: ini`, `.. code::`, `.. sourcecode::`, `.. prompt::` and a paragraph's `::` are fenced
  blocks (the paragraph ending in `::` introduces its block, as a sentence ending in ":" does);
- `.. tab:: TOML` is a content tab; admonitions (`.. note::`, `.. warning::`, …) and containers (`.. tabs::`,
  `.. only::`, tables, figures) say their content; `.. versionchanged:: 3.2` and its text say "Changed in version
  3.2: …" as Sphinx writes it; a field list's field is a passage of its own;
- a directive describing a thing (`.. option:: --parallel`, `.. confval:: name`, tox's `.. conf::`
  with `:keys: requires`) is a collapsible section under its name, its fields one passage
  ("keys: `requires`; default: <empty list>");
- targets, comments, `.. toctree::`, `.. image::` and `.. include::` say nothing;
- inline literals and roles are code: ``` ``x`` ``` and :option:`--x` as `x`, :ref:`the guide <g>` as its text,
  :pep:`508` as "PEP 508"; a link's text without its address.
"""

from __future__ import annotations

import itertools
import re
from collections.abc import Callable

from groundstream.detectors.patterns import lazy

_ADORNMENT = lazy(r"^([=\-`:'\"~^_*+#<>.!$%&(),/;?@\[\]{|}])\1{2,}\s*$")
_DIRECTIVE = lazy(r"^(?P<indent>\s*)\.\.\s+(?P<name>[\w:.-]+)::(?:\s+(?P<arg>.*))?$")  # (the argument stripped after: linear)
_EXPLICIT = lazy(r"^(\s*)\.\.(?:\s|$)")  # a comment, a target (".. _label:"), a substitution
_FIELD = lazy(r"^\s*:(?P<name>[\w .-]+):(?:\s+(?P<value>.*))?$")
_ANONYMOUS = lazy(r"^\s*__ \S")  # an anonymous link's target: "__ https://…"
_ITEM = lazy(r"^\s*(?:[-*+\u2022]|\d+[.)]|#\.|\(?[a-z0-9]\))\s+")  # a list item's marker: its text starts after it
_CODE = frozenset({"code-block", "code", "sourcecode", "prompt", "doctest"})
_TABS = frozenset({"tab", "tab-item", "group-tab", "code-tab"})
_SILENT = frozenset({"toctree", "image", "include", "literalinclude", "raw", "contents", "index", "highlight", "meta", "sectnum",
                     "spelling:word-list", "mermaid", "graphviz", "module", "currentmodule", "program", "automodule", "default-role",
                     "default-domain", "role", "py:module", "py:currentmodule"})  # fmt: skip
# what holds other text and says nothing of its own (its options are how to show it: ":columns: 2")
_CONTAINERS = frozenset({"tabs", "grid", "grid-item-card", "card", "only", "table", "list-table", "csv-table", "figure", "container", "div",
                         "topic", "sidebar", "dropdown", "admonition", "rubric", "centered", "hlist", "epigraph", "compound"})  # fmt: skip
# their argument is the start of what they say ("The ``.. warning:: Storing passwords in an`` / ``environment variable …``")
_ADMONITIONS = frozenset({"note", "warning", "tip", "important", "caution", "danger", "attention", "hint", "error", "seealso", "todo"})
_VERSIONED = {"versionadded": "Added in version", "versionchanged": "Changed in version", "deprecated": "Deprecated since version",
              "versionremoved": "Removed in version"}  # fmt: skip  (as Sphinx 7.3 and later write them)
_OPENING = lazy(r"^\s*```[\w+-]*$")  # a fence this module opened
_BORDER = lazy(r"^\s*\+(?:-+\+)+\s*$")  # a grid table's top border
_RULE = lazy(r"^\s*\+(?:[-=]+\+)+\s*$")  # a border between its rows ("+===+" under the header)
_VERSION = lazy(r"^v?\d+(?:\.\d+)*$")
_LITERAL_SPLIT = lazy(r"(``.+?``)")
_ROLE = lazy(r":(?:[\w-]+:){0,2}(?P<role>[\w-]+):`(?P<text>[^`]+)`")  # (":py:meth:", ":c:macro:"; bounded: linear)
_LINK = lazy(r"`(?P<text>[^`<]+)<[^`>]+>`__?")  # `text <https://…>`_ (its text stripped after: linear)
_NAMED_LINK = lazy(r"(?<![\w`])`(?P<text>[^`]+)`__?(?!\w)")  # `text`_
_PLAIN_ROLES = frozenset({"doc", "term", "abbr", "numref", "download", "emphasis", "strong", "title-reference", "dfn", "guilabel",
                          "menuselection", "sub", "sup"})  # fmt: skip


def _inline(line: str) -> str:
    """Roles, links and literals as they render; inside a literal (``:role:`x` ``) nothing is read."""
    if "`" not in line:
        return line
    out = []
    for i, part in enumerate(_LITERAL_SPLIT.split(line)):
        if i % 2:
            out.append(f"`{part[2:-2]}`")
        else:
            part = _LINK.sub(lambda m: m.group("text").strip(), part)
            part = _ROLE.sub(_role, part)
            out.append(_NAMED_LINK.sub(lambda m: m.group("text"), part))
    return "".join(out)


def _open_markup(line: str) -> bool:
    """Whether a literal (``…``) or a role's or link's backticks open on the line and close on a later one."""
    return line.count("``") % 2 == 1 or line.replace("``", "").count("`") % 2 == 1


def _role(m: re.Match[str]) -> str:
    role, text = m.group("role"), m.group("text").strip()
    if "<" in text and text.endswith(">"):
        return text[: text.index("<")].strip()  # :ref:`the guide <guide>`: its text
    if role in ("pep", "rfc"):
        return f"{role.upper()} {text}"
    if role in _PLAIN_ROLES or (role == "ref" and " " in text):
        return text
    return f"`{text.lstrip('~!')}`"  # :option:`--x`, :ref:`env_list`, :class:`~pkg.Thing`: code


def _indent(line: str) -> int:
    return len(line) - len(line.lstrip())


def _past_block(lines: list[str], i: int, depth: int) -> int:
    """The index of the first line from `i` no deeper than `depth` (blank lines go with the block)."""
    while i < len(lines) and (not lines[i].strip() or _indent(lines[i]) > depth):
        i += 1
    return i


def markdown_of(text: str) -> tuple[str, list[int]]:
    """`text` rewritten as Markdown, and for each of its lines the number (from 1) of the line in
    `text` it was read from."""
    lines = text.splitlines()
    out: list[str] = []
    numbers: list[int] = []
    styles: list[tuple[str, bool]] = []  # the adornments of section titles, in the order first seen: their levels
    # the directives open: (indent, what closes it: "```", "</details>" or "")
    open_: list[tuple[int, str]] = []
    literal: int | None = None  # a `::` paragraph's block is coming: the paragraph's indent
    i = 0

    def emit(line: str, number: int) -> None:
        out.append(line)
        numbers.append(number)

    def heading(style: tuple[str, bool], title: str, number: int) -> None:
        """A title under its adornment's level: the order in which the adornments were first seen."""
        if style not in styles:
            styles.append(style)
        emit("#" * min(styles.index(style) + 1, 6) + " " + _inline(title.strip()), number)

    def in_code() -> bool:
        return bool(open_) and open_[-1][1].strip() == "```"

    def close_to(indent: int, number: int) -> None:
        while open_ and open_[-1][0] >= indent:
            _, closing = open_.pop()
            if closing.strip() == "```":  # right after the code, before the blank lines that end it
                at = len(out)
                while at and not out[at - 1].strip():
                    at -= 1
                out.insert(at, closing)
                numbers.insert(at, numbers[at - 1] if at else number)
            elif closing:
                emit(closing, number)

    while i < len(lines):
        line, number = lines[i], i + 1
        stripped = line.strip()
        if stripped and open_ and _indent(line) <= open_[-1][0]:
            close_to(_indent(line), number)  # a line no deeper than a directive: its content has ended
        if not stripped:
            if not (in_code() and out and _OPENING.match(out[-1])):
                emit("", number)  # (a block's code starts right under its fence: no blank line ends it there)
            i += 1
            continue
        if literal is not None:  # the block a `::` announced, indented below its paragraph
            if _indent(line) > literal:
                emit(" " * literal + "```", number)
                open_.append((literal, " " * literal + "```"))
            literal = None
        if in_code():
            emit(line, number)
            i += 1
            continue
        # a section title: over- and underlined, or underlined
        if _ADORNMENT.match(line) and i + 2 < len(lines) and lines[i + 2].rstrip() == line.rstrip() and lines[i + 1].strip():
            heading((line.strip()[0], True), lines[i + 1], i + 2)
            i += 3
            continue
        if i + 1 < len(lines) and not line[0].isspace() and _ADORNMENT.match(lines[i + 1]) and len(lines[i + 1].rstrip()) >= len(stripped) - 2:
            heading((lines[i + 1].strip()[0], False), line, number)
            i += 2
            continue
        if _BORDER.match(line):
            i = _grid_table(lines, i, emit)
            continue
        directive = _DIRECTIVE.match(line)
        if directive is not None:
            i = _directive(directive, lines, i, emit, open_)
            continue
        if _ANONYMOUS.match(line):
            i += 1
            continue  # an anonymous link's target says nothing
        if _EXPLICIT.match(line):  # a comment or a target: it and what is indented under it say nothing
            i = _past_block(lines, i + 1, _indent(line))
            continue
        field = _FIELD.match(line)
        if field is not None and field.group("value"):  # a field list's field, one passage each: ":Exit code 5: No tests"
            emit("", number)
            emit(f"{' ' * _indent(line)}{field.group('name').strip()}: {_inline(field.group('value').strip())}", number)
            i += 1
            continue
        while _open_markup(line) and i + 1 < len(lines) and lines[i + 1].strip() and line.count("`") < 64:
            i += 1  # a role, link or literal wrapped onto the next line: read as one line (the first line's number)
            line = f"{line.rstrip()} {lines[i].strip()}"
            stripped = line.strip()
        if line.lstrip().startswith("#. "):
            line = line.replace("#. ", "1. ", 1)  # an auto-numbered item
        if stripped.endswith("::"):
            item = _ITEM.match(line)
            literal = item.end() if item else _indent(line)  # the block is indented under the paragraph's text, not its marker
            said = stripped[:-2].rstrip()
            if not said:
                i += 1
                continue  # "::" alone: the block is announced, nothing said
            line = line[: len(line) - len(line.lstrip())] + (said if said.endswith(":") or stripped[-3:-2].isspace() else said + ":")
        emit(_inline(line.rstrip()), number)
        i += 1
    close_to(-1, len(lines))
    return "".join(f"{line}\n" for line in out), numbers


def _directive(m: re.Match[str], lines: list[str], i: int, emit: Callable[[str, int], None], open_: list[tuple[int, str]]) -> int:
    """Emit what the directive on line `i` says; the index of the next line to read."""
    depth, name, arg = len(m.group("indent").expandtabs()), m.group("name").lower(), (m.group("arg") or "").strip()
    number = i + 1
    i += 1
    fields: list[tuple[str, str]] = []
    while i < len(lines) and (field := _FIELD.match(lines[i])) is not None and _indent(lines[i]) > depth:
        fields.append((field.group("name").strip(), (field.group("value") or "").strip()))
        i += 1
    pad = " " * depth
    if name in _SILENT:
        return _past_block(lines, i, depth)
    if name in _TABS:
        label = arg if name != "code-tab" else arg.split()[0] if arg else ""
        emit(f'{pad}=== "{label}"', number)
        if name == "code-tab":
            emit("", number)
            emit(f"{pad}    ```{label}", number)
            open_.append((depth, f"{pad}    ```"))
        return i
    if name in _CODE:
        emit(f"{pad}```{arg.split()[0] if arg else ''}", number)
        open_.append((depth, f"{pad}```"))
        return i
    if name in _CONTAINERS:
        if arg and name in ("rubric", "topic", "sidebar", "admonition", "dropdown", "table", "centered"):
            emit(f"{pad}{_inline(arg)}", number)  # a title
            emit("", number)
        open_.append((depth, ""))
        return i
    if name in _ADMONITIONS:
        # its first words: the lines indented below go on with them; or its title as Sphinx shows it ("Warning:"), which also
        # ends a group of content tabs above it
        emit(f"{pad}{_inline(arg)}" if arg else f"{pad}{name.capitalize()}:", number)
        open_.append((depth, ""))
        return i
    if name in _VERSIONED:
        version, _, rest = arg.partition(" ")
        after = next((k for k in range(i, len(lines)) if lines[k].strip()), len(lines))
        body = after < len(lines) and _indent(lines[after]) > depth
        said = f"{_VERSIONED[name]} {version}" + (f": {_inline(rest)}" if rest else ":" if body else ".")
        emit(f"{pad}{said}", number)
        open_.append((depth, ""))
        return after if body and not rest else i  # "Changed in version 7.3: Add `--builder` long option." (as Sphinx writes it)
    # a thing described: `.. option:: --parallel`, `.. confval:: name`, `.. conf::` with `:keys: a, b`
    named = arg or next((v for k, v in fields if k.lower() in ("keys", "key", "name")), "")
    names = [n.strip() for n in named.split(",") if n.strip()]
    if "(" in named:
        label = f"`{named.strip()}`"  # a signature whole: "connect(host, port=80)"
    else:
        label = ", ".join(f"`{n}`" for n in names) if names and not any(" " in n for n in names) else _inline(named)
    emit(f"{pad}<details><summary>{label}</summary>" if label else f"{pad}<details>", number)
    said = "; ".join(f"{k.replace('_', ' ')}: {label if v == named else _value(v)}" for k, v in fields if v)
    if said:
        emit("", number)
        emit(f"{pad}{_inline(said)}", number)
    open_.append((depth, "</details>"))
    return i


def _value(value: str) -> str:
    """A field's value as it renders: one token is a literal (":default: .tox" is `.tox`), a version
    or words are said as they are."""
    return value if " " in value or "`" in value or _VERSION.match(value) else f"`{value}`"


def _grid_table(lines: list[str], i: int, emit: Callable[[str, int], None]) -> int:
    """A grid table from its top border on line `i`, emitted as a Markdown table (its header row the
    rows above "+===+", or none: every row then says its cells alone); the next line to read."""
    border = lines[i]
    edges = [k for k, c in enumerate(border) if c == "+"]
    rows: list[tuple[int, list[str]]] = []  # each row's first line and its cells
    header = 0  # how many rows stand above the header's rule
    cells: list[list[str]] = []
    first = i + 1
    i += 1
    while i < len(lines) and lines[i].strip()[:1] in ("+", "|"):
        line = lines[i]
        if _RULE.match(line):
            if cells:
                rows.append((first + 1, [" ".join(" ".join(c).split()) for c in cells]))
            cells, first = [], i + 1
            if "=" in line:
                header = len(rows)
        else:
            parts = [line[a + 1 : b] for a, b in itertools.pairwise(edges)]
            cells = cells or [[] for _ in parts]
            for column, part in zip(cells, parts, strict=False):
                column.append(part.strip(" |"))
        i += 1
    if not rows:
        return i
    width = len(rows[0][1])
    head = [" ".join(" ".join(r[k] for _, r in rows[:header]).split()) for k in range(width)] if header else [""] * width
    emit("| " + " | ".join(_inline(h) for h in head) + " |", rows[0][0])
    emit("|" + "---|" * width, rows[0][0])
    for number, row in rows[header:]:
        emit("| " + " | ".join(_inline(c) for c in row) + " |", number)
    emit("", rows[-1][0])
    return i
