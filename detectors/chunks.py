"""A file's text as passages: sentences of prose, small blocks of code, each with its line.

Prose (Markdown, text) is split into sentences, each under the heading it stands in; a list item is
a sentence of its own (a manual page's tag with each), a table row one passage of its cells under
their headers, and a fenced code block code (its first part one passage with the sentence ending in
":" that introduces it). What stands under "Non-Goals" or "Out of scope" never supports alone. Code
and configuration are split into blocks of up to six non-blank lines, under the file's path. A
script's `#!` line also becomes the sentence it means ("src/adr-new is a bash script"), so a claim
about the language scripts are written in finds it. A decision record's passages stand under its
title, weighed by their section.
"""

from __future__ import annotations

import bisect
import itertools
import re
from collections.abc import Generator, Iterator

from groundstream.detectors.choices import chosen_in, option_name
from groundstream.detectors.meaning import config_sentences, licence_of
from groundstream.detectors.patterns import lazy
from groundstream.detectors.rst import markdown_of
from groundstream.detectors.verdict import Passage, names_only

_MARKDOWN = (".md", ".markdown", ".mdx")  # MDX: Markdown with components (Docusaurus, Mintlify, Nextra docs)
_PROSE = (*_MARKDOWN, ".txt", ".rst", ".adoc", ".org")
_PROSE_NAMES = frozenset({"readme", "install", "contributing", "changelog", "license", "licence", "notice", "authors"})
_SENTENCE_END = lazy(r"(?<=[.!?])\s+(?=[A-Z`\"'*(\[])")
# A full stop that ends an abbreviation ends no sentence: "a pager (e.g. `less`)".
_ABBREVIATIONS = ("e.g", "i.e", "etc", "vs", "cf", "approx", "incl", "resp", "Dr", "Mr", "Mrs", "Ms", "St", "No", "Fig", "al")
_ABBREVIATION = lazy(rf"(?:\b(?:{'|'.join(map(re.escape, _ABBREVIATIONS))})\.)$", re.IGNORECASE)
_ABBREVIATION_LONGEST = max(map(len, _ABBREVIATIONS)) + 1  # with its full stop: where a search from a piece's end starts
_QUOTE_MARK = lazy(r"^\s{0,3}>\s?")  # a Markdown blockquote's marker: "> text" says "text"
_FENCE = lazy(r"^\s{0,3}(?:```|~~~)")  # a fenced code block's opening line
_FENCE_MARKS = lazy(r"^( {0,3})(`{3,}|~{3,})")  # … its indent and its marks
_NESTED_FENCE = lazy(r"\s*(`{3,}|~{3,})")  # one indented under a list item or a content tab; its marks, as many as it has
# Material for MkDocs: a content tab (`=== "macOS and Linux"`) and an admonition (`!!! note "Title"`),
# their content indented below the marker
_TAB = lazy(r'^(?P<indent>\s*)===[!+]?\s+"(?P<label>[^"]*)"\s*$')
_ADMONITION = lazy(r'^\s*(?:!!!|\?\?\?\+?)\s+[\w-]+(?:\s+"(?P<title>[^"]*)")?\s*$')
# A Markdown table: a row between pipes, and the rule under its header row ("|---|:--:|"; GitHub's tables
# take one hyphen a cell: "|-----|-|").
_TABLE_ROW = lazy(r"^\s{0,3}\|.*\|\s*$")
_TABLE_RULE = lazy(r"^\s{0,3}\|?\s*:?-+:?\s*(?:\|\s*:?-+:?\s*)*\|?\s*$")
_ITEM = lazy(r"^\s*(?:[-*+]|\d+[.)])\s+")
_HEADING = lazy(r"^(#{1,6})\s+(.+?)\s*#*\s*$")
# A heading with no space after its marks ("#black" over isort's profile settings): Python-Markdown (MkDocs) renders it as one,
# CommonMark does not; read as one only as a page's sections are: one word standing alone (blank lines around it), two such in the
# file at least (not a lone hashtag, "#hacktoberfest", nor a comment of words, "#enable completion"), no directive ("#include_next").
_TIGHT_HEADING = lazy(r"^(#{1,6})(?!(?:include|define|if|else|elif|endif|pragma|undef|import|region|endregion|error|warning|line|nullable"
                      r"|lang|todo|fixme))([A-Za-z][\w.+-]{0,40})\s*$", re.IGNORECASE)
# A collapsible section (`<details>` with its `<summary>macOS</summary>`) heads what it holds, as a
# heading does: READMEs put each platform's install table in one.
_DETAILS = lazy(r"^\s*<details(?:\s[^>]*)?>\s*(?:<summary(?:\s[^>]*)?>(?P<label>.*?)</summary>\s*)?$", re.IGNORECASE)
_SUMMARY = lazy(r"^\s*<summary(?:\s[^>]*)?>(?P<label>.*?)</summary>\s*$", re.IGNORECASE)
_DETAILS_END = lazy(r"^\s*</details>\s*$", re.IGNORECASE)
# A custom container (VitePress's "::: details Fish & Pacman", Docusaurus's ":::tip[Title]", Pandoc's "::: {.note}") to its
# closing ":::": a collapsible section, under its title where it has one.
_CONTAINER = lazy(  # (its kinds named: mkdocstrings' "::: mypkg" is no container and never closes)
    r"^\s*:{3,}\s*(?:\{[^}]*\}|(?:details|tip|info|note|warning|danger|caution|important|raw|code-group|success|question|quote)\b)"
    r"(?:\[(?P<label>[^\]]*)\]|\s+(?P<title>[^{].*?))?\s*$",
    re.IGNORECASE,
)
_CONTAINER_END = lazy(r"^\s*:{3,}\s*$")
_TAG = lazy(r"<[^>]+>")
_RONN_TITLE = lazy(r"^#?\s*([A-Za-z][\w.+-]*)\([1-9][a-z]?\)\s+--?\s")  # "git-pr(1) -- Checks out …"
# A manual page's Markdown source: in a man folder, or named with its section ("direnv-stdlib.1.md").
_MARKDOWN_PAGE = lazy(r"(?:^|/)man\d?/[^/]+\.(?:md|ronn)$|(?:^|/)[^/]+\.[1-9][a-z]?\.(?:md|ronn)$", re.IGNORECASE)
_PAGE_NAME = lazy(r"^\s*([A-Za-z][\w.+-]*)(?:\s*,\s*[\w.+-]+)*\s+(?:-|\\-|—|–)\s")  # "zoxide-query - search …"
_SETEXT = lazy(r"^()(\S.*?)\s*$")  # "Installation" over "============": a heading too
_UNDERLINE = lazy(r"^\s{0,3}(=+|-{3,})\s*$")
_SHEBANG = lazy(r"^#!\s*(?:/usr)?/bin/(?:env\s+)?(?P<interp>[\w.+-]+)")
_LICENCE = lazy(r"^(licen[cs]e|copying|gpl|lgpl|notice)([.-].*)?$", re.IGNORECASE)
_CODE_BLOCK = 6
# A row of a command's help listing: its options (a short and a long flag, a value), then its description
# after two spaces or on the lines indented below ("  -f, --render <FILE>   Render a specific markdown file").
_FLAG = r"(?:-[A-Za-z0-9?@#]|--[A-Za-z0-9][\w-]*)(?:[ =]<[^>\s]+>|=[A-Z][A-Z_]*|\[=?[^\]\s]+\])?"
# (or a setting's name and its type, its description after its colon: "  xfail_strict (bool):  Default for the strict
# parameter …", "  norecursedirs (args): Directory patterns …", pytest's ini-options)
_SETTING = r"[A-Za-z_][\w.-]*\s\((?:bool|boolean|str|string|int|integer|float|number|args|list|linelist|path|paths|pathlist|dict|choice|enum)\):"
_OPTION_ROW = lazy(rf"^(?P<indent>[ \t]{{0,12}})(?P<term>{_FLAG}(?:,\s*{_FLAG})*|{_SETTING})(?:(?:(?<=:)\s+|\s{{2,}})(?P<said>\S.*))?$")
_TERM = 80  # characters: an item's first line this short, ending no sentence, is the term it is about
# A list item that opens with the code it describes and a dash or a colon ("* `--reload-include <glob-pattern>` - Specify …",
# "- `timeout`: …", a flag with its negation, "`--proxy-headers / --no-proxy-headers` - …", the flag alone): the code is the term each of its sentences is about
# (an option or a name, its placeholder or value beside it: not a command, "`pip install foo` - …"; nor to a sentence that names other code,
# "Set `retries` to 0 …" under "`timeout`: …")
_LENT_TERM = lazy(r"`(?:--?(?P<flag>[\w-]+)(?: ?/ ?--no-(?P=flag))?|[A-Za-z_][\w.-]*)(?:[ =](?:<[^>`]+>|\[[^\]`]+\]|[\w.-]+))?`")
# … of a flag and its negation, the flag alone is lent: the later sentences say what it does ("Defaults to enabled")
_NEGATION_PAIR = lazy(r"`(--?)([\w-]+)(?: ?/ ?|` ?/ ?`)--no-\2`")  # in one code span or two
_OTHER_NAME = lazy(r"`(?:--?[\w-]+|[A-Za-z_][\w.]*(?:\(\))?)(?:[ =][^`]*)?`")
_NAMED_ITEM = lazy(r"^(?:[-*+]\s+)?(?P<term>`[^`\n]{1,60}`(?:\s*(?:/|,|or)\s*`[^`\n]{1,60}`){0,3})\s*(?:-|\u2013|\u2014|:)\s")


def _lent(term: str) -> str:
    """The code a list item lends its later sentences: of a flag and its negation, the flag."""
    return _NEGATION_PAIR.sub(r"`\1\2`", term)


_MAX_PASSAGE = 600  # characters: a minified line is not one passage of a megabyte
# A Markdown link reference definition, as CommonMark reads one: a label, a destination and an optional title, nothing else on the
# line ("[pc]: https://crates.io/…"; not a footnote's text, "[^1]: Runs a reduced set …", nor prose, "[NOTE]: Cache entries are …")
_LINK_DEFINITION = lazy(
    r"^ {0,3}\[(?!\^)[^\]\n]+\]:[ \t]*(?:<[^>\n]*>|[^\s<>]+)(?:[ \t]+(?:\"[^\"\n]*\"|'[^'\n]*'|\([^)\n]*\)))?[ \t]*$"
)
# A record's sections: what was decided outranks the context and the options not chosen.
_DECIDED = lazy(r"\b(decision|decision outcome|outcome|status|chosen)\b", re.IGNORECASE)
_BACKGROUND = lazy(r"\b(context|problem|drivers)\b", re.IGNORECASE)
# The options a record weighed list what it did *not* choose as much as what it did: they never
# support a claim by themselves (detectors/choices.py reads them against the chosen one).
# ("Options" alone, "Considered Options", "Other options"; not "Client options" or "Fetch Configuration options",
# which document an API's settings.)
_ALTERNATIVES = lazy(
    r"^\W*(?:\d+\.?\s*)?options?\W*$|^\W*option\s+\w{1,3}\b|\b(?:considered|other|alternative|possible|rejected)\s+options?\b"
    r"|\boptions?\s+considered\b"
    r"|\b(?:pros|cons|alternatives|considered)\b",
    re.IGNORECASE,
)
# What a document sets out *not* to do: what stands under "Non-Goals" or "Out of scope" is not done.
_NOT_DONE = lazy(r"\b(non[- ]?goals?|anti[- ]?goals?|out of scope|not in scope|rejected ideas)\b", re.IGNORECASE)
_GOALS = lazy(r"(?<![-\w])(?<!non )goals?\b", re.IGNORECASE)  # "Goals and Non-Goals" holds the goals too
DECIDED_WEIGHT = 0.25
BACKGROUND_WEIGHT = -0.25
ALTERNATIVES_WEIGHT = -0.5


_MANUAL = lazy(r"(?:^|/)man\d?/[^/]+\.\d\w*$|\.(?:man|roff|mdoc)$", re.IGNORECASE)
_SECTIONED = lazy(r"(?:^|/)[^/.]+\.[1-9][a-z]?$")  # "doc/fd.1": a manual page when its text is roff
_ROFF = lazy(r"^(?:\.(?:TH|Dd|SH)\b|\.\\\"|'\\\")", re.MULTILINE)
_ROFF_ESCAPE = lazy(r"\\(?:f(?:\(..|\[[^]]*\]|.)|\(em|\(en|\(bu|\(aq|\(dq|\(lq|\(rq|\*\(..|[-&e\\|^~ ]|.)")
_ROFF_CHAR = {"\\-": "-", "\\(em": "—", "\\(en": "–", "\\(bu": "•", "\\(aq": "'", "\\(dq": '"', "\\(lq": '"', "\\(rq": '"',
              "\\e": "\\", "\\\\": "\\", "\\ ": " ", "\\~": " "}  # fmt: skip
_ROFF_ARGS = lazy(r'"([^"]*)"?|(\S+)')  # an argument's closing quote may be left out
_ROFF_JOINED = frozenset({"BR", "RB", "IR", "RI", "BI", "IB"})  # alternating fonts: the words run together


def is_manual(rel: str, text: str = "") -> bool:
    """A manual page in roff (`man/man1/fzf.1`, `x.man`; `doc/fd.1` when `text` is roff): read as the text it typesets."""
    return bool(_MANUAL.search(rel)) or bool(_SECTIONED.search(rel) and _ROFF.search(text[:4000]))


def _roff_text(text: str) -> str:
    """A manual page as the prose it typesets, one line for each of its lines (so lines keep their
    numbers): `.SH`/`.SS` become headings, a `.TP` tag an item, font and character escapes drop out,
    requests that typeset nothing become blank lines."""
    out, ignoring, tagged = [], False, False
    for line in text.splitlines():
        if ignoring:
            ignoring = line.strip() != ".."
            out.append("")
            continue
        if line.startswith((".", "'")):
            name, _, rest = line[1:].strip().partition(" ")
            args = " " if name not in _ROFF_JOINED else ""
            words = args.join(a or b for a, b in _ROFF_ARGS.findall(_unescaped(rest)))
            if name == "ig":
                ignoring = True
                out.append("")
            elif name in ("SH", "SS"):
                out.append(("# " if name == "SH" else "## ") + words.capitalize() if words.isupper() else ("# " if name == "SH" else "## ") + words)
            elif name == "TH":
                out.append(words)
            elif name in ("B", "I", "SM", "SB", *_ROFF_JOINED):
                out.append(("- " if tagged else "") + words)
            elif name in ("TP", "IP"):
                out.append("" if name == "TP" else "- " + words)
                tagged = name == "TP"
                continue
            else:  # .PP, .RS, .br, .sp, .nf, comments …: a break, nothing typeset
                out.append("")
            tagged = False
            continue
        out.append(("- " if tagged else "") + _unescaped(line))
        tagged = False
    return "\n".join(out)


def _unescaped(line: str) -> str:
    return _ROFF_ESCAPE.sub(lambda m: _ROFF_CHAR.get(m.group(0), ""), line)


def is_prose(rel: str) -> bool:
    name = rel.rsplit("/", 1)[-1].lower()
    return name.endswith(_PROSE) or name.split(".")[0] in _PROSE_NAMES


# A static site generator's code block, on lines of its own: Hugo's `{{< highlight bash >}}`, `{{< codeFromInline lang="yaml" >}}`
# and their closing `{{< /… >}}`, Jekyll's `{% highlight bash %}` … `{% endhighlight %}`, Octopress's `{% codeblock %}` … `{%
# endcodeblock %}`: read as the fenced block it renders to, where it is closed (one a page quotes unclosed stays text).
_SHORTCODE_OPEN = lazy(
    r"^ {0,3}(?:\{\{[<%]\s*(?P<hugo>highlight|code|codefrominline|codefromfile)\b[^\n]*?[>%]\}\}"
    r"|\{%-?\s*(?P<liquid>highlight|codeblock)\b[^\n]*?-?%\})[ \t]*$",
    re.IGNORECASE,
)
_SHORTCODE_CLOSE = lazy(r"^ {0,3}(?:\{\{[<%]\s*/\s*(?P<hugo>[a-z]+)\s*[>%]\}\}|\{%-?\s*end(?P<liquid>[a-z]+)\s*-?%\})[ \t]*$", re.IGNORECASE)


def _in_fences(lines: list[str]) -> set[int]:
    """The lines inside a Markdown fenced block (its fences too): a fence closed only by one like its own (`_closes`)."""
    inside: set[int] = set()
    fence: tuple[int, str] | None = None
    for k, line in enumerate(lines):
        if fence is None:
            opened = _FENCE_MARKS.match(line)
            if opened is not None:
                fence = (len(opened.group(1)), opened.group(2))
                inside.add(k)
        else:
            inside.add(k)
            if _closes(line, fence):
                fence = None
    return inside


# An MDX page's ES module statement: `import Tabs from '@theme/Tabs';`, `import {…`, `import './x.css';`, `export const …`,
# `export default function …` (not a sentence that starts with the word, "export the database to a file").
_MODULE_START = lazy(
    r"^(?:import\s*[{*'\"]|import\s+[\w$]+\s*(?:,|from\b)|export\s*[{*]|export\s+(?:default|const|let|var|function|class|async)\b)"
)


def _without_modules(text: str) -> str:
    """An MDX page without its ES module statements outside code blocks, each opening a paragraph, through its last line (its
    brackets closed): the page's code, no prose (line for line: numbers hold)."""
    lines = text.split("\n")
    fenced = _in_fences(lines)
    k = 0
    while k < len(lines):
        if k in fenced or (k and lines[k - 1].strip() not in ("", "---")) or not _MODULE_START.match(lines[k]):  # (after front matter too)
            k += 1
            continue
        depth = 0
        while k < len(lines) and k not in fenced:  # blank the statement: to the line where its brackets close
            depth += sum(lines[k].count(c) for c in "{([") - sum(lines[k].count(c) for c in "})]")
            lines[k], k = "", k + 1
            if depth <= 0:
                break
    return "\n".join(lines)


def _shortcode_fences(text: str) -> str:
    """`text` with each closed code shortcode's opening and closing lines as fences (line for line: numbers hold)."""
    lines = text.split("\n")
    fenced = _in_fences(lines)  # a shortcode shown inside a fenced block is its text (Hugo's docs show their own)
    closes: dict[str, list[int]] = {}  # each shortcode's closing lines, in order (one pass: an unclosed opening scans nothing)
    for k, line in enumerate(lines):
        if k not in fenced and (c := _SHORTCODE_CLOSE.match(line)) is not None:
            closes.setdefault((c.group("hugo") or c.group("liquid")).lower(), []).append(k)
    i = 0
    while i < len(lines):
        opened = _SHORTCODE_OPEN.match(lines[i]) if i not in fenced else None
        ends = closes.get((opened.group("hugo") or opened.group("liquid")).lower(), []) if opened is not None else []
        at = bisect.bisect_right(ends, i)
        if opened is None or at == len(ends):
            i += 1
            continue
        close = ends[at]
        lang = re.search(r"(?:lang=\"?|(?:highlight|codeblock)\s+)([A-Za-z0-9_+-]+)", lines[i])
        lines[i], lines[close] = "```" + (lang.group(1) if lang else ""), "```"
        i = close + 1
    return "\n".join(lines)


def split(rel: str, text: str, title: str | None = None) -> Iterator[Passage]:
    """The passages of one file (`rel`, its path in the root); `title`: a decision record's title
    (its passages stand under it), None for any other file. One splitter for the index and for
    what a claim cites, so both read a file alike."""
    if _LICENCE.match(rel.rsplit("/", 1)[-1]):
        text = "\n".join(text.splitlines()[:40])  # what licence it is, not its every clause
        named = licence_of(text)
        if named is not None:  # the project's licence, said as a claim would say it
            yield Passage(f"{rel}:1", f"The project is licensed and released under the {named} licence ({rel}).", rel, 0.0, "file")
    numbers: list[int] | None = None
    if rel.lower().endswith(".rst") and (title is not None or is_prose(rel)):
        text, numbers = markdown_of(text)  # read as the Markdown it would render to
    if title is not None:
        yield Passage(f"{rel}:1", title, "", DECIDED_WEIGHT, "record")
        yield from _prose(rel, text, title, numbers=numbers)
    elif numbers is not None:
        yield from _prose(rel, text, None, numbers=numbers)
    elif is_prose(rel):
        if "{{" in text or "{%" in text:
            text = _shortcode_fences(text)  # a site generator's code block: a fence, line for line
        if rel.lower().endswith(".mdx") and ("import " in text or "export " in text):
            text = _without_modules(text)
        # a manual page written in Markdown ("man/git-pr.md", "man/direnv-stdlib.1.md"): under its command too
        yield from _prose(rel, text, None, page=_page_name(text) if _MARKDOWN_PAGE.search(rel) else "")
    elif is_manual(rel, text):
        typeset = _roff_text(text)
        yield from _prose(rel, typeset, None, terms=True, page=_page_name(typeset))
    else:
        yield from _code(rel, text)


def _weight(heading: str) -> float:
    if _ALTERNATIVES.search(heading) and not _DECIDED.search(heading):
        return ALTERNATIVES_WEIGHT
    if _DECIDED.search(heading):
        return DECIDED_WEIGHT
    if _BACKGROUND.search(heading):
        return BACKGROUND_WEIGHT
    return 0.0


def _page_name(typeset: str) -> str:
    """The name a manual page gives itself: its NAME section's ("zoxide-query - search …": zoxide-query),
    or a page written for ronn, its title's ("git-pr(1) -- Checks out a pull request locally")."""
    lines = typeset.splitlines()
    titled = _RONN_TITLE.match(lines[0]) if lines else None
    if titled:
        return titled.group(1)
    for i, line in enumerate(lines):
        if line.strip().lstrip("#").strip().lower() == "name":
            for after in lines[i + 1 : i + 6]:
                m = _PAGE_NAME.match(after)
                if m:
                    return m.group(1)
    return ""


def _prose(rel: str, text: str, title: str | None, terms: bool = False, page: str = "", numbers: list[int] | None = None) -> Iterator[Passage]:
    """`terms`: an item's first line of its own is the term the item is about (a manual page's
    `.TP` tag), and stands with each later sentence of the item. `page`: a manual page's name, which
    every passage of it stands under (its `scope`) ("--all Show deleted directories." in zoxide-query(1) is about
    `zoxide query`: a page for a subcommand is named with a hyphen for the space). `numbers`: `text` was
    rewritten as Markdown (reStructuredText): the number in the file of each of its lines."""
    heading, weight = "", 0.0
    path: list[tuple[float, str]] = []  # the headings a passage stands under, outermost first (level, text)
    titled = 0  # the level of the last heading written as CommonMark writes one (a "#black" without its space stands under it)
    opened: list[float] = []  # the levels of the collapsible sections open, a half below the heading around each
    kind = "record" if title is not None else "file"
    block: list[tuple[int, str]] = []
    # the option of a help listing the lines being read describe, and how deep its row is indented
    # (plain text and fenced blocks: Markdown writes its options as list items)
    option: tuple[int, str] | None = None
    listing = numbers is None and not rel.lower().endswith(_MARKDOWN)

    def at(number: int) -> str:
        return f"{rel}:{numbers[number - 1] if numbers else number}"

    lead = ""  # a sentence ending with ":" introduces the list items, table or code block after it
    code_lead = ""  # the last sentence read, ending with ":" (a list item's too): it says the code block after it
    tab: tuple[int, str] | None = None  # the content tab being read: its marker's indent, its label
    tab_lead = ""  # the sentence introducing a group of tabs: it says the code of each
    fence_lead = ""  # what introduced the code block being read, for its parts after a blank line
    fence = (0, "```")  # the open code block's fence: its indent and its marks
    in_fence = False  # inside a fenced code block: a "# comment" there is no heading
    # a manual page names a command, code: "`zoxide-query` `zoxide query`"; lent by `scope`, not searched
    # (in every passage's context it would rank the whole page above what else the sources say)
    named = (f"`{page}` `{page.replace('-', ' ', 1)}`" if "-" in page else f"`{page}`") if page else ""

    def context(led: bool) -> str:
        """A record's title or the headings above; and, `led`, the sentence that introduces it."""
        under = title if title is not None else ". ".join(h for _, h in path)
        return (f"{under}. {lead}" if under else lead) if led and lead else under

    scopes: dict[tuple[tuple[float, str], ...], str] = {}  # by the headings above: every sentence under them asks

    def scope() -> str:
        """The headings above a file's passage that only name what their section is for (and a manual
        page's name, with a space for its hyphen too)."""
        key = tuple(path)
        found = scopes.get(key)
        if found is None:
            headings = [h for _, h in path if names_only(h)] if title is None else []  # "macOS" over "### Homebrew" too
            found = scopes[key] = " ".join(filter(None, (named, *headings)))
        return found

    def flush(item: bool = False) -> Iterator[Passage]:
        nonlocal lead, code_lead, fence_lead
        if not block:
            return
        start = block[0][0]
        joined = " ".join(line.strip() for _, line in block)
        item = item or option is not None  # a help listing's row stands under the line introducing the listing ("Options:")
        said_by = code_lead or tab_lead or lead  # the nearest introduction
        if (said_by or tab is not None) and _NESTED_FENCE.match(block[0][1]):
            # A code block is said by the sentence that introduces it: "If you're a Homebrew user,
            # you can install ripgrep from homebrew-core: ``` $ brew install ripgrep ```" is one passage;
            # in a content tab, with the tab's label ("Remove the binaries: macOS and Linux: ``` $ rm … ```").
            label = f"{tab[1]}: " if tab is not None and not code_lead else ""
            said = f"{said_by} {label}".strip()
            yield Passage(at(start), f"{said} {joined}"[:_MAX_PASSAGE], context(False), weight, kind, scope())
            block.clear()
            lead, code_lead = ("" if lead == said_by else lead), ("" if code_lead == said_by else code_lead)
            fence_lead = said if in_fence else ""  # … and so is each part of it after a blank line ("pip install x")
            return
        if not joined.strip("`~ "):
            block.clear()  # a fence alone says nothing
            fence_lead = fence_lead if in_fence else ""
            return
        if fence_lead and option is None:
            # its code still code: "… ``` pip install ruff" inside the block's fences (not a help listing's row); a part
            # with a comment of its own stands under it, not the block's introduction ("# Development version (unstable):")
            said = "```" if _COMMENTED.match(block[0][1]) else f"{fence_lead} ```"
            yield Passage(at(start), f"{said} {joined}"[:_MAX_PASSAGE], context(False), weight, kind, scope())
            block.clear()
            fence_lead = fence_lead if in_fence else ""
            return
        if not in_fence:
            fence_lead = ""  # (a part of its own, its comment introducing it: the block's introduction ends with the block)
        offset = 0
        last = ""
        # "-u, --unrestricted" over "… This is an alias for '--hidden --no-ignore'": the tag with each sentence
        first = block[0][1].strip()
        term = first if terms and item and len(block) > 1 and len(first) <= _TERM and not first.endswith((".", ":", "!", "?")) else ""
        named = _NAMED_ITEM.match(joined) if not term and item else None  # "`--reload-include <glob>` - Specify … By default … included"
        if named is not None and not _LENT_TERM.match(named.group("term")):
            named = None  # a command's step, "`pip install foo` - …", lends nothing
        for sentence in _sentences(joined):
            sentence = sentence.strip()
            found = joined.find(sentence, offset) if sentence else -1
            offset = found if found >= 0 else offset  # (two spaces after a sentence's end: where it starts, not one past)
            if len(sentence) > 2:
                line = start + _lines_before(block, offset)
                said = f"{term} {sentence}" if term and offset >= len(first) else sentence
                if named is not None and offset >= named.end() and not _OTHER_NAME.search(sentence):
                    said = f"{_lent(named.group('term'))} {sentence}"  # the option or name the item describes, with each later sentence
                if option is not None:  # "[default: 48]" below "--diff-stat-align-width <N>" is that option's default
                    said = f"{option[1]} {sentence}"
                # an item stands under the sentence that introduces it: "Add a `draft` status" under "… modifications:"
                under = context(item)
                if option is not None:  # what a help listing's row describes is an option: "the `--sudo` option"
                    under = f"{under}. option, flag" if under else "option, flag"
                yield Passage(at(line), said[:_MAX_PASSAGE], under, weight, kind, scope())
                last = sentence
            offset += len(sentence) + 1
        if not item:
            lead = last[:_MAX_PASSAGE] if last.endswith(":") else ""
        code_lead = last[:_MAX_PASSAGE] if last.endswith(":") else ""
        block.clear()

    def _help_row(line: str, number: int) -> Generator[Passage, None, bool]:
        """Whether `line` is read as a help listing's: a row naming options starts the item its
        description and the lines indented below it make; a line no deeper than the row ends it."""
        nonlocal option
        row = _OPTION_ROW.match(line)
        depth = len(line) - len(line.lstrip())
        if row is None:
            if option is not None and depth <= option[0]:
                yield from flush(False)
                option = None
            return False
        if len(block) == 1 and _NESTED_FENCE.match(block[0][1]):
            block.clear()  # the fence's opening line says nothing
        yield from flush(False)
        option = (len(row.group("indent").expandtabs()), row.group("term"))
        if row.group("said"):
            block.append((number, row.group("said")))
        return True

    in_front = text.startswith("---\n")
    in_item = False
    chosen = ""  # a record's chosen option, as its "Chosen option:" line names it
    headers: list[str] | None = None  # the header cells of the Markdown table being read
    rule_at = 0  # the line of that table's rule (a body row of dashes, "| - | - |", is a row)
    lines = text.splitlines()
    # (a Markdown page written with "#section" headings has two at least)
    sectioned = rel.lower().endswith(_MARKDOWN) and sum(1 for row in lines if row[:1] == "#" and _TIGHT_HEADING.match(row)) >= 2
    for number, line in enumerate(lines, start=1):
        if in_front:
            if number > 1 and line.strip() == "---":
                in_front = False
            continue
        if in_fence:
            if not line.strip():
                yield from flush(in_item)
            else:
                in_fence = not _closes(_QUOTE_MARK.sub("", line), fence)
                if in_fence and (yield from _help_row(line, number)):
                    continue
                if not in_fence and option is not None:
                    yield from flush(in_item)
                    option = None
                block.append((number, line))
            continue
        # A line that starts with a letter is prose: no quote, table, fence, tag, rule, heading mark or
        # list item can start it (most lines: the patterns below are skipped for it).
        plain = line[:1].isascii() and line[:1].isalpha()
        row = line if plain else _QUOTE_MARK.sub("", line)  # a table may stand in a blockquote ("> | Distribution | … |")
        if headers is not None:
            if number == rule_at:  # (the rule itself)
                continue
            if not plain and _TABLE_ROW.match(row):
                # A row says its cells under their headers: "Option: `json.indent`; Default value: `4`".
                cells = itertools.zip_longest(headers, _cells(row), fillvalue="")
                said = "; ".join(f"{h}: {c}" if h else c for h, c in cells if c)
                if said:
                    yield Passage(at(number), said[:_MAX_PASSAGE], context(True), weight, kind, scope())
                continue
            headers, lead, code_lead = None, "", ""
        if not plain and _TABLE_ROW.match(row) and number < len(lines) and _starts_table(lines[number]):
            yield from flush(in_item)
            in_item, headers, rule_at = False, _cells(row), number + 1
            continue
        if tab is not None and line.strip() and len(line) - len(line.lstrip()) <= tab[0] and not _TAB.match(line):
            yield from flush(in_item)  # (the last tab's code with its label)
            tab, tab_lead = None, ""  # a line no deeper than the tabs' markers: the group of tabs ends
        if not plain and (_TAB.match(line) or _ADMONITION.match(line)):
            yield from flush(in_item)
            if (marker := _TAB.match(line)) is not None:
                if tab is None:
                    tab_lead = code_lead or lead
                tab, code_lead = (len(marker.group("indent").expandtabs()), marker.group("label")), ""
            elif (called := _ADMONITION.match(line)) is not None and called.group("title"):
                yield Passage(at(number), called.group("title")[:_MAX_PASSAGE], context(False), weight, kind, scope())
            continue
        if not plain and (_FENCE.match(row) or ((in_item or tab is not None) and _NESTED_FENCE.match(row))):
            # a fenced block opens: what it holds is code, whatever it looks like, until a fence like its own closes it
            marks = _NESTED_FENCE.match(row)
            fence = (len(row) - len(row.lstrip()), marks.group(1) if marks else "```")
            in_fence, in_item = True, in_item and bool(block)
            block.append((number, row))
            continue
        details, summary, closing = (
            (None, None, None)
            if plain
            else (_DETAILS.match(row) or _CONTAINER.match(row), _SUMMARY.match(row), _DETAILS_END.match(row) or _CONTAINER_END.match(row))
        )
        if details or summary or (closing and opened):
            yield from flush(in_item)
            in_item, lead, code_lead = False, "", ""
            if details:
                opened.append((path[-1][0] if path else 0) + 0.5)
            if closing:
                level = opened.pop()
                path = [(lv, h) for lv, h in path if lv < level]
            found = details or summary
            label = " ".join(_TAG.sub(" ", found.group("label") or found.groupdict().get("title") or "").split()) if found else ""
            if label and opened:
                path = [(lv, h) for lv, h in path if lv < opened[-1]] + [(opened[-1], label[:_MAX_PASSAGE])]
                if title is None:
                    yield Passage(at(number), label[:_MAX_PASSAGE], "", 0.0, kind)
            continue
        if not plain and _UNDERLINE.match(line) and not block:
            continue  # the underline of a Setext heading already taken
        setext = number < len(lines) and line.strip() and _UNDERLINE.match(lines[number]) and not block
        m = (None if plain else _HEADING.match(line)) or (_SETEXT.match(line) if setext else None)
        tight = None
        if m is None and sectioned and not plain and not block and (number == len(lines) or not lines[number].strip()):
            tight = m = _TIGHT_HEADING.match(line)
        if m:
            yield from flush(in_item)
            in_item, lead, code_lead, tab, tab_lead = False, "", "", None, ""
            if number > 1 or title is None:
                heading = m.group(2).strip()
                # "Homebrew" under "macOS": the passage stands under both
                level = len(m.group(1)) if m.group(1) else (1 if lines[number].strip().startswith("=") else 2)
                if tight is not None:  # a section of the page its author titled: under the last heading written as one
                    level = max(level, titled + 1)
                else:
                    titled = level
                path = [(lv, h) for lv, h in path if lv < level] + [(level, heading[:_MAX_PASSAGE])]
            # a record's section weighs what stands under it, down its sub-headings ("### Option 2: MySQL"),
            # but for the option the record chose: its pros say what was decided
            weight = next((w for _, h in reversed(path) if (w := _weight(h))), 0.0) if title is not None else 0.0
            if weight == ALTERNATIVES_WEIGHT and chosen and option_name(heading).lower() == chosen:
                weight = 0.0
            if any(_NOT_DONE.search(h) and not _GOALS.search(h) for _, h in path):  # "Make the controllers emit CDEvents" under "Non-Goals"
                weight = ALTERNATIVES_WEIGHT
            if title is None:
                yield Passage(at(number), heading[:_MAX_PASSAGE], "", 0.0, kind)
            continue
        if not line.strip() or line.lstrip().startswith("<!--"):
            yield from flush(in_item)
            continue
        picked = chosen_in(line) if title is not None else None
        if picked:
            chosen = picked.lower()
        if not plain and _QUOTE_MARK.match(line):
            line = row
            if not line.strip():
                yield from flush(in_item)
                continue
        if listing and (yield from _help_row(line, number)):
            continue
        if not plain and not block and _LINK_DEFINITION.match(line):
            # a link's target, each its own passage: no sentence with the definitions around it (one cannot interrupt a paragraph)
            in_item = False
            block.append((number, line))
            yield from flush(False)
            continue
        if not plain and _ITEM.match(line):
            yield from flush(in_item)
            in_item = True
            line = _ITEM.sub("", line)
        elif not block:
            in_item = False
        block.append((number, line))
    yield from flush(in_item)


_COMMENTED = lazy(r"\s*(?:#|//|--|;|<!--)\s*\S")  # a code block's part opening with a comment


def _closes(line: str, fence: tuple[int, str]) -> bool:
    """Whether the line closes the code block `fence` opened: the same marks, as many or more, nothing else, no deeper than
    the opening's indent and three (CommonMark's rule: "```python" inside a block of Markdown is no closing fence)."""
    body = line.strip()
    indent, marks = fence
    return bool(body) and set(body) == {marks[0]} and len(body) >= len(marks) and len(line) - len(line.lstrip()) <= indent + 3


def _starts_table(under: str) -> bool:
    """Whether the line under a row is a table's rule ("|---|:--:|", in a blockquote too)."""
    rule = _QUOTE_MARK.sub("", under)
    return "|" in rule and bool(_TABLE_RULE.match(rule))


def _cells(row: str) -> list[str]:
    """A table row's cells, stripped ("\\|" inside a cell is a pipe, not a border)."""
    inner = row.strip().removeprefix("|").removesuffix("|")
    return [c.strip().replace("\\|", "|") for c in re.split(r"(?<!\\)\|", inner)]


def _sentences(text: str) -> list[str]:
    """A paragraph's sentences (an abbreviation's full stop joins what follows it)."""
    out: list[str] = []
    for piece in _SENTENCE_END.split(text):
        if out and _ABBREVIATION.search(out[-1], max(0, len(out[-1]) - _ABBREVIATION_LONGEST)):  # (it ends the piece)
            out[-1] = f"{out[-1]} {piece}"
        else:
            out.append(piece)
    return out


def _lines_before(block: list[tuple[int, str]], offset: int) -> int:
    """Which line of the block the character `offset` of the joined block falls on (0-based)."""
    seen = 0
    for i, (_, line) in enumerate(block):
        seen += len(line.strip()) + 1
        if seen > offset:
            return i
    return len(block) - 1


_MAKEFILE = lazy(r"(?:GNUmakefile|[Mm]akefile|.+\.mk)$")
# a rule's line: its first target (not a special one, ".PHONY"), before a colon that is no assignment (":=", "::=")
_MAKE_TARGET = lazy(r"([A-Za-z0-9_][\w./%-]*)(?:\s+[\w./%-]+)*\s*::?(?![=:])")


def _code(rel: str, text: str) -> Iterator[Passage]:
    for number, sentence in config_sentences(rel, text):  # "MD013: false" -> "MD013 is disabled"
        yield Passage(f"{rel}:{number}", sentence, rel, 0.0, "file")
    lines = text.splitlines()
    if lines:
        m = _SHEBANG.match(lines[0])
        if m:
            interp = m.group("interp")
            yield Passage(f"{rel}:1", f"{rel} is a {interp} script ({lines[0].strip()[:80]})", rel, 0.0, "file")
    # A Makefile's recipe is what `make <target>` runs: each block stands under its target ("test:" then "coverage run -m pytest"
    # is `make test`), lent as that whole command, as a manual page's is
    make = _MAKEFILE.match(rel.rsplit("/", 1)[-1]) is not None
    target = ""
    block: list[tuple[int, str]] = []

    def passage() -> Passage:
        return Passage(f"{rel}:{block[0][0]}", "\n".join(t for _, t in block)[:_MAX_PASSAGE], rel, 0.0, "file", f"`make {target}`" if target else "")

    for number, line in enumerate(lines, start=1):
        if make and line[:1].strip() and not line.startswith(("#", ".")):  # at the margin: a rule, or what no rule owns (".PHONY:" goes
            rule = _MAKE_TARGET.match(line)  # with the rule after it)
            if block and (target or rule is not None) and not all(t.startswith(".") for _, t in block):
                yield passage()  # (a recipe ends where the next rule starts: "lint:" then "test:" are two; ".PHONY: test" stays with its rule)
                block = []
            target = rule.group(1) if rule is not None else ""  # a variable, a pattern rule (`%.o: %.c`), an include: no target's
        if line.strip():
            block.append((number, line.strip()))
        if block and (not line.strip() or len(block) >= _CODE_BLOCK):
            yield passage()
            block = []
    if block:
        yield passage()
