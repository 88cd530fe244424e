"""Decision records and proposals as the tools and projects people use write them, found by convention.

Decision records (ADRs). Folders: the configured `[citations] adr_dirs`, and in every `[sources]`
root the folders the tools use — adr-tools (`doc/adr`, or the folder its `.adr-dir` file names),
MADR (`docs/decisions`, `docs/adr`, `docs/architecture/decisions`), log4brains (the `adrFolder`s its
`.log4brains.yml` lists, packages included: a package's record is `web/20200925-slug`, as
log4brains names it). File names: `0001-record-architecture-decisions.md` (adr-tools, MADR),
`ADR-003-postgres.md`, `20201103-use-lunr-for-search.md` (log4brains: a dated slug, no number).

Proposals: numbered records in a folder named for them — `rfcs/` (`rfcs/0005-slug.md`,
`rfcs/0005-slug/README.md`, `rfcs/text/0005-slug.md`; `text/0005-slug.md` in a root that is an
rfcs repository, as rust-lang/rfcs), `keps/` (Kubernetes: `keps/sig-node/1287-slug/README.md` with
its `kep.yaml`), `proposals/` and `design/` (Go: `design/12914-monotonic.md`). An entry is
`NNNN-slug.md` or a `NNNN-slug/` folder with a `README.md`. `proposals/` and `design/` are also
what ordinary docs folders are called, so there the numbered entries must be most of the folder's
Markdown, and more than one unless zero-padded (`0001-`): `design/architecture.md` and a lone
`design/2020-roadmap.md` are documents, not records.

Statuses: a `## Status` section, a `- Status: accepted` / `**Status:** Accepted` line, YAML front
matter `status:`, and for a KEP the `status:` of the `kep.yaml` beside its README (a proposal's
status line is read in its preamble only, before its first `##` section, so a status in its
examples is not taken for its own); a proposal in a `rejected/`, `withdrawn/`… folder has that
status when it states none. A status that takes the record back — deferred, rejected, withdrawn,
replaced, superseded, deprecated, obsolete, postponed, declined — makes it void: it supports
nothing. A status offering choices (`proposed | accepted | rejected`, a template's) states none.

A record is known by its canonical value (`ADR-004`, `RFC-0005`, `KEP-1287`, `proposal-12914`, or
its slug when it has no number), its slug (the file or folder name), its path and its title; a
citation in any of those forms finds it through this listing, and only a listed path is ever opened.
"""

from __future__ import annotations

import re
from collections import defaultdict
from collections.abc import Iterable
from dataclasses import dataclass, field
from pathlib import Path

from groundstream.detectors.patterns import lazy
from groundstream.detectors.providers.sources.listing import Listed, read_text

CONVENTIONAL_DIRS = ("doc/adr", "docs/adr", "doc/adrs", "docs/adrs", "docs/decisions", "doc/decisions",
                     "docs/architecture/decisions", "doc/architecture/decisions", "docs/architecture/adr",
                     "architecture/decisions", "adr", "decisions")  # fmt: skip
# "0004-markdown-format.md", "ADR-003-postgres.md", and "ADR-33.md" (a number alone, its title inside)
_NUMBERED = lazy(r"^(?:adr[-_]?)?0*(\d{1,5})(?:[-_. ](?P<slug>.+))?\.md$", re.IGNORECASE)
_BARE_NUMBER = lazy(r"^adr[-_]?\d{1,5}\.md$", re.IGNORECASE)  # the number alone needs its "ADR-" prefix
_DATED = lazy(r"^(?:19|20)\d{6}[-_](?P<slug>.+)\.md$")
_NOT_RECORDS = frozenset({"readme.md", "index.md", "template.md", "adr-template.md", "toc.md"})
_TITLE = lazy(r"^#\s+(?:(?P<number>\d{1,5})\.\s+)?(?P<title>.+?)\s*#*\s*$", re.MULTILINE)
_FRONT = lazy(r"\A---\n(?P<body>.*?)\n---\n", re.DOTALL)
_STATUS_ROW = lazy(r"^\s*\|\s*[*_]*status[*_]*\s*\|\s*[*_`]*(?P<status>[^|\n]+?)[*_`]*\s*\|", re.IGNORECASE | re.MULTILINE)
_STATUS_LINE = lazy(r"^[\s>*_-]*status[*_]*\s*[:=]\s*[*_]*\s*(?P<status>[^\n]+)", re.IGNORECASE | re.MULTILINE)
_STATUS_HEADING = lazy(r"^#{1,6}\s*status\s*#*\s*\n+\s*[*_-]*\s*(?P<status>[^\n#][^\n]*)", re.IGNORECASE | re.MULTILINE)
_HEADING = lazy(r"^(#{1,6})\s+(.+?)\s*#*\s*$")
# What takes a record back (the KEP, PEP and MADR vocabularies): it then supports nothing.
VOID_STATUSES = ("deferred", "rejected", "withdrawn", "replaced", "superseded", "deprecated", "obsolete", "postponed", "declined")
_VOID = lazy(rf"\b({'|'.join(VOID_STATUSES)})\b", re.IGNORECASE)
_LOG4BRAINS_FOLDER = lazy(r"^\s*adrFolder:\s*['\"]?(?P<folder>[^'\"#\n]+?)['\"]?\s*$", re.MULTILINE)
_YAML_KEY = lazy(r"^(?P<item>\s*-\s+)?(?:\s*)(?P<key>name|adrFolder):\s*['\"]?(?P<value>[^'\"#\n]*?)['\"]?\s*(?:#.*)?$")

# Proposals: the folder's name -> the family; what a citation calls one; how its canonical value reads.
FAMILY_FOLDERS = {"rfcs": "rfc", "rfc": "rfc", "keps": "kep", "proposals": "proposal", "design": "proposal"}
_GENERIC_FOLDERS = frozenset({"proposals", "design"})  # ordinary docs folders are called that too
LABELS = {"adr": "ADR", "rfc": "RFC", "kep": "KEP", "proposal": "proposal"}
_ENTRY = lazy(r"^(?P<number>\d{1,6})-(?P<slug>[a-z0-9][\w.-]*)$", re.IGNORECASE)
_STATUS_FOLDERS = frozenset({*VOID_STATUSES, "accepted", "active", "final", "implemented", "implementable", "provisional"})
_KEP_STATUS = lazy(r"^status:[ \t]*['\"]?(?P<status>[^'\"#\n]*)", re.MULTILINE)
_KEP_TITLE = lazy(r"^title:[ \t]*['\"]?(?P<title>[^'\"\n]*?)['\"]?[ \t]*$", re.MULTILINE)
_TITLE_PREFIX = lazy(r"^(?:(?:kep|rfc|proposal|design(?: doc(?:ument)?)?)\b[ #-]*(?:\d+)?\s*[:.–—-]\s*)+", re.IGNORECASE)
_IN_FAMILY_FOLDER = lazy(r"(?:^|/)(?:rfcs?|keps|proposals|design)/", re.IGNORECASE)
_CANONICAL = lazy(r"^(?P<prefix>adr|rfc|kep|proposal)-0*(?P<number>\d{1,6})$", re.IGNORECASE)


def canonical_name(family: str, number: int) -> str:
    """How a citation names the record `number` of `family`: `ADR-004`, `RFC-0005`, `KEP-1287`, `proposal-12914`."""
    if family == "adr":
        return f"ADR-{number:03d}"
    if family == "rfc":
        return f"RFC-{number:04d}"
    if family == "kep":
        return f"KEP-{number}"
    return f"proposal-{number}"


def canonical_value(value: str) -> str | None:
    """`value` as a canonical record number (`ADR-4` -> `ADR-004`, `rfc-5` -> `RFC-0005`), or None
    when it is not one (a slug, a path, a title)."""
    m = _CANONICAL.match(value)
    if m is None:
        return None
    return canonical_name(m.group("prefix").lower(), int(m.group("number")))


def _clean_status(status: str) -> str | None:
    status = status.strip(" *_`.'\"")
    if not status or "|" in status:  # a template's choices ("proposed | accepted | rejected"): none stated
        return None
    return status


def record_status(text: str, *, preamble_only: bool = False) -> str | None:
    """The record's status as written (its first line), or None when it states none.

    `preamble_only`: a `Status:` line counts only before the first `##` section (a proposal's
    sections quote code and examples with `status:` in them)."""
    front = _FRONT.match(text)
    body = front.group("body") if front else ""
    if body and (m := _STATUS_LINE.search(body)):
        return _clean_status(re.sub(r"\s#.*$", "", m.group("status")))  # a YAML comment is no part of it
    m = _STATUS_HEADING.search(text) or _STATUS_ROW.search(text[:4000])  # a metadata table: "| Status | Approved |"
    if m is None:
        head = text
        if preamble_only:
            section = re.search(r"^##", text, re.MULTILINE)
            head = text[: section.start()] if section else text
        m = _STATUS_LINE.search(head)
    return _clean_status(m.group("status")) if m else None


@dataclass(frozen=True, slots=True)
class Record:
    """One record: its file, number (None for dated slugs), slug, title, status, family
    ("adr", "rfc", "kep", "proposal") and, for a log4brains package's record, its package."""

    listed: Listed
    rel: str  # its path in the root, as an agent would cite it
    number: int | None
    slug: str
    title: str
    status: str | None
    text: str
    sections: tuple[tuple[int, str], ...] = field(default=())  # (first line, heading) of each section
    family: str = "adr"
    package: str | None = None  # log4brains: the package whose adrFolder holds it

    @property
    def void(self) -> str | None:
        """ "rejected", "superseded"… when its status takes it back (it then supports nothing)."""
        m = _VOID.search(self.status) if self.status else None
        return m.group(1).lower() if m else None

    @property
    def label(self) -> str:
        """What it is called: "ADR", "RFC", "KEP", "proposal"."""
        return LABELS.get(self.family, "record")

    @property
    def canonical(self) -> str:
        """How a citation names it: `ADR-004`, `RFC-0005`, `KEP-1287`, `proposal-12914` when
        numbered, else its slug (`web/20200925-slug` for a log4brains package's record)."""
        if self.number is not None:
            return canonical_name(self.family, self.number)
        return f"{self.package}/{self.slug}" if self.package else self.slug

    def section_at(self, line: int) -> str:
        """The heading the 1-based `line` stands under ("" before the first)."""
        current = ""
        for start, heading in self.sections:
            if start > line:
                break
            current = heading
        return current


def _sections(text: str) -> tuple[tuple[int, str], ...]:
    return tuple((i + 1, m.group(2).strip()) for i, line in enumerate(text.splitlines()) if (m := _HEADING.match(line)))


def parse_record(listed: Listed, rel: str, max_bytes: int, package: str | None = None) -> Record | None:
    """A decision record of a record folder (`package`: the log4brains package whose folder it is)."""
    name = rel.rsplit("/", 1)[-1]
    if name.lower() in _NOT_RECORDS or not name.lower().endswith(".md"):
        return None
    numbered, dated = _NUMBERED.match(name), _DATED.match(name)
    if numbered and numbered.group("slug") is None and not _BARE_NUMBER.match(name):
        numbered = None  # "2.md" in a record folder is no record; "ADR-2.md" is
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
    return Record(listed, rel, number, name[:-3], title, record_status(text), text, _sections(text), package=package)


@dataclass(frozen=True, slots=True)
class Proposal:
    """Where a proposal is: its file (`NNNN-slug.md` or `NNNN-slug/README.md`), family, number and
    slug, the `kep.yaml` beside it (when listed) and the status its folder gives it."""

    rel: str
    family: str
    number: int
    slug: str
    companion: str | None = None
    folder_status: str | None = None

    @property
    def folder(self) -> str:
        """The folder its entry sits in (a rescan looks there for new ones)."""
        parts = self.rel.split("/")
        return "/".join(parts[:-2] if parts[-1].lower() == "readme.md" else parts[:-1])


def _family(container: list[str], root_name: str) -> tuple[str, int, bool] | None:
    """The family of proposals a folder holds, how deep under the family's folder it is (keps/sig-node:
    1), and whether that folder's name is a generic one (`design`, `proposals`)."""
    for depth in range(min(3, len(container))):
        name = container[-1 - depth].lower()
        family = FAMILY_FOLDERS.get(name)
        if family is None:
            continue
        generic = name in _GENERIC_FOLDERS
        if depth and generic and any(p.lower() not in _STATUS_FOLDERS for p in container[len(container) - depth :]):
            return None  # design/images/…: only a status folder sits inside a generic one
        return family, depth, generic
    if container == ["text"] and "rfc" in root_name.lower():
        return "rfc", 0, False  # rust-lang/rfcs: text/0005-slug.md at the top of an rfcs repository
    return None


def proposal_records(root_name: str, listing: Iterable[Listed]) -> dict[str, Proposal]:
    """The proposals of a root's listing, by path (`root_name`: the root's folder name)."""
    names = [item.rel for item in listing]
    listed = set(names)
    rfc_root = "rfc" in root_name.lower()
    found: dict[str, list[Proposal]] = defaultdict(list)
    others: dict[str, int] = defaultdict(int)  # unnumbered Markdown of each folder
    padded: set[str] = set()
    generic: set[str] = set()
    for rel in names:
        if rel[-3:].lower() != ".md" or not (_IN_FAMILY_FOLDER.search(rel) or rfc_root and rel.startswith("text/")):
            continue  # most files of a tree: one search says so
        parts = rel.split("/")
        readme = parts[-1].lower() == "readme.md"
        if readme and len(parts) >= 2:
            entry, container = parts[-2], parts[:-2]
        elif parts[-1].lower() in _NOT_RECORDS:
            continue
        else:
            entry, container = parts[-1][:-3], parts[:-1]
        if not container or _ENTRY.match(container[-1]):
            continue  # a file inside a proposal's own folder
        family = _family(container, root_name)
        if family is None:
            continue
        key = "/".join(container)
        if family[2]:
            generic.add(key)
        m = _ENTRY.match(entry)
        if m is None or m.group("slug").lower().endswith("template"):
            others[key] += 1
            continue
        beside = "/".join(parts[:-1]) + "/kep.yaml"
        status = next((p.lower() for p in container[len(container) - family[1] :] if p.lower() in _STATUS_FOLDERS), None)
        found[key].append(Proposal(rel, family[0], int(m.group("number")), entry,
                                   beside if readme and beside in listed else None, status))  # fmt: skip
        if entry.startswith("0"):
            padded.add(key)
    out: dict[str, Proposal] = {}
    for key, entries in found.items():
        if key in generic and (len(entries) < others[key] or (len(entries) < 2 and key not in padded)):
            continue  # a docs folder that happens to hold a dated or numbered file
        out.update((p.rel, p) for p in entries)
    return out


def parse_proposal(listed: Listed, proposal: Proposal, max_bytes: int, companion: Listed | None = None) -> Record | None:
    """The record a proposal's file holds (`companion`: its `kep.yaml`, read for status and title)."""
    text = read_text(listed, max_bytes)
    if text is None:
        return None
    meta = read_text(companion, 65536) if companion is not None else None
    title_match = _TITLE.search(text)
    title = _TITLE_PREFIX.sub("", title_match.group("title")).strip() if title_match else ""
    if not title and meta and (t := _KEP_TITLE.search(meta)):
        title = t.group("title").strip()
    status = None
    if meta and (s := _KEP_STATUS.search(meta)):
        status = _clean_status(s.group("status"))
    status = status or record_status(text, preamble_only=True) or proposal.folder_status
    return Record(listed, proposal.rel, proposal.number, proposal.slug, title or proposal.slug, status, text, _sections(text),
                  family=proposal.family)  # fmt: skip


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


def log4brains_packages(listing: list[Listed]) -> dict[str, str]:
    """The record folders of log4brains packages, each with its package's name (`.log4brains.yml`:
    `packages: - name: web … adrFolder: ./packages/web/docs/adr`): a package's record is cited as
    `web/20200925-slug`, the way log4brains names it."""
    config = next((item for item in listing if item.rel == ".log4brains.yml"), None)
    if config is None:
        return {}
    text = read_text(config, 65536) or ""
    out: dict[str, str] = {}
    name: str | None = None
    in_packages = False
    for line in text.splitlines():
        if re.match(r"^\s*packages:\s*$", line):
            in_packages, name = True, None
            continue
        m = _YAML_KEY.match(line)
        if m is None:
            continue
        if m.group("item"):
            name = None  # a new list item
        if not in_packages:
            continue
        if m.group("key") == "name":
            name = m.group("value").strip() or None
        elif name:
            folder = m.group("value").strip().removeprefix("./").strip("/")
            if folder and ".." not in folder.split("/"):
                out[folder] = name
    return out
