"""Decision records as the tools people use write them, found by convention.

Folders: the configured `[citations] adr_dirs`, and in every `[sources]` root the folders the
tools use — adr-tools (`doc/adr`, or the folder its `.adr-dir` file names), MADR (`docs/decisions`,
`docs/adr`, `docs/architecture/decisions`), log4brains (the `adrFolder`s its `.log4brains.yml`
lists, packages included). File names: `0001-record-architecture-decisions.md` (adr-tools, MADR),
`ADR-003-postgres.md`, `20201103-use-lunr-for-search.md` (log4brains: a dated slug, no number).
Statuses: a `## Status` section, a `- Status: accepted` line, or YAML front matter `status:`.

A record is known by its number (when its name or title has one), its slug (the file name
without `.md`) and its title; a citation in any of those forms finds it through this listing,
and only a listed path is ever opened.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from pathlib import Path

from groundstream.detectors.providers.sources.listing import Listed, read_text

CONVENTIONAL_DIRS = ("doc/adr", "docs/adr", "doc/adrs", "docs/adrs", "docs/decisions", "doc/decisions",
                     "docs/architecture/decisions", "doc/architecture/decisions", "docs/architecture/adr",
                     "architecture/decisions", "adr", "decisions")  # fmt: skip
_NUMBERED = re.compile(r"^(?:adr[-_]?)?0*(\d{1,5})[-_. ](?P<slug>.+)\.md$", re.IGNORECASE)
_DATED = re.compile(r"^(?:19|20)\d{6}[-_](?P<slug>.+)\.md$")
_NOT_RECORDS = frozenset({"readme.md", "index.md", "template.md", "adr-template.md", "toc.md"})
_TITLE = re.compile(r"^#\s+(?:(?P<number>\d{1,5})\.\s+)?(?P<title>.+?)\s*#*\s*$", re.MULTILINE)
_FRONT = re.compile(r"\A---\n(?P<body>.*?)\n---\n", re.DOTALL)
_STATUS_LINE = re.compile(r"^[\s>*_-]*status[*_]*\s*[:=]\s*[*_]*\s*(?P<status>[^\n]+)", re.IGNORECASE | re.MULTILINE)
_STATUS_HEADING = re.compile(r"^#{1,6}\s*status\s*#*\s*\n+\s*[*_-]*\s*(?P<status>[^\n#][^\n]*)", re.IGNORECASE | re.MULTILINE)
_HEADING = re.compile(r"^(#{1,6})\s+(.+?)\s*#*\s*$")
_VOID = re.compile(r"\b(rejected|superseded|deprecated|withdrawn|obsolete)\b", re.IGNORECASE)
_LOG4BRAINS_FOLDER = re.compile(r"^\s*adrFolder:\s*['\"]?(?P<folder>[^'\"#\n]+?)['\"]?\s*$", re.MULTILINE)


def record_status(text: str) -> str | None:
    """The record's status as written (its first line), or None when it states none."""
    front = _FRONT.match(text)
    body = front.group("body") if front else ""
    m = _STATUS_LINE.search(body) or _STATUS_HEADING.search(text) or _STATUS_LINE.search(text)
    return m.group("status").strip(" *_`.'\"") if m else None


@dataclass(frozen=True, slots=True)
class Record:
    """One decision record: its file, number (None for dated slugs), slug, title and status."""

    listed: Listed
    rel: str  # its path in the root, as an agent would cite it
    number: int | None
    slug: str
    title: str
    status: str | None
    text: str
    sections: tuple[tuple[int, str], ...] = field(default=())  # (first line, heading) of each section

    @property
    def void(self) -> str | None:
        """ "rejected", "superseded"… when its status takes it back (it then supports nothing)."""
        m = _VOID.search(self.status) if self.status else None
        return m.group(1).lower() if m else None

    @property
    def canonical(self) -> str:
        """How a citation names it: `ADR-004` when numbered, else its slug."""
        return f"ADR-{self.number:03d}" if self.number is not None else self.slug

    def section_at(self, line: int) -> str:
        """The heading the 1-based `line` stands under ("" before the first)."""
        current = ""
        for start, heading in self.sections:
            if start > line:
                break
            current = heading
        return current


def parse_record(listed: Listed, rel: str, max_bytes: int) -> Record | None:
    name = rel.rsplit("/", 1)[-1]
    if name.lower() in _NOT_RECORDS or not name.lower().endswith(".md"):
        return None
    numbered, dated = _NUMBERED.match(name), _DATED.match(name)
    if dated:
        number = None
    elif numbered:
        number = int(numbered.group(1))
    else:
        return None
    text = read_text(listed, max_bytes)
    if text is None:
        return None
    title_match = _TITLE.search(text)
    title = title_match.group("title").strip() if title_match else name[:-3]
    if number is None and title_match and title_match.group("number") and not dated:
        number = int(title_match.group("number"))
    sections = tuple((i + 1, m.group(2).strip()) for i, line in enumerate(text.splitlines()) if (m := _HEADING.match(line)))
    return Record(listed, rel, number, name[:-3], title, record_status(text), text, sections)


def record_folders(root: Path, listing: list[Listed]) -> set[str]:
    """The folders of `root` (relative) that hold decision records by convention or by a tool's config."""
    folders = set(CONVENTIONAL_DIRS)
    names = {item.rel: item for item in listing}
    adr_dir = names.get(".adr-dir")
    if adr_dir is not None:
        text = read_text(adr_dir, 4096)
        if text and text.strip():
            folders.add(text.strip().splitlines()[0].strip().strip("/"))
    config = names.get(".log4brains.yml")
    if config is not None:
        text = read_text(config, 65536) or ""
        folders.update(m.group("folder").strip().removeprefix("./").strip("/") for m in _LOG4BRAINS_FOLDER.finditer(text))
    return {f for f in folders if f and ".." not in f.split("/")}
