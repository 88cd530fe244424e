"""The operator's sources as ground truth: `[sources] roots` (working trees, docs folders) and
`[citations] git_repos` (history), listed, split into passages and indexed for full-text search (tantivy, `index.py`).

`Sources` answers three questions for the gate:

- `resolve`: which files and decision records a claim cites (a path, `path:LINE`, `#L12`, a
  record's number, title or slug), found through the listing — a path from a claim is matched
  against what was listed, never opened as given;
- `read_file` / `record`: the text a cited file or record says, for the support check;
- `ground`: the passages about the claim's subject (full-text search; `detectors/passages.py` weighs them).

The index is built on first use (`warm`) and brought up to date at most every `refresh_s`:
files whose size or mtime changed are re-read, removed ones dropped, a repository's history
re-read when its HEAD moved. Everything read is bounded (`max_files`, `max_file_bytes`).
"""

from __future__ import annotations

import dataclasses
import os
import re
import subprocess
import time
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path

import structlog

from groundstream.detectors.choices import Choice
from groundstream.detectors.choices import parse as parse_choice
from groundstream.detectors.chunks import split
from groundstream.detectors.citations import manual_page, page_mentions, path_mentions, record_mentions
from groundstream.detectors.meaning import project_words
from groundstream.detectors.names import code_names
from groundstream.detectors.normalize import Normalized
from groundstream.detectors.passages import (
    LEAST_WORDS,
    Grounding,
    Passage,
    alternatives,
    gives_least_version,
    ground,
    query_words,
    set_aside,
    versioned,
)
from groundstream.detectors.patterns import lazy
from groundstream.detectors.providers.budget import Budgets
from groundstream.detectors.providers.sources.index import PassageIndex, Stats
from groundstream.detectors.providers.sources.listing import Listed, list_files, read_text
from groundstream.detectors.providers.sources.records import (
    Proposal,
    Record,
    canonical_name,
    canonical_value,
    log4brains_packages,
    parse_proposal,
    parse_record,
    proposal_records,
    record_folders,
)
from groundstream.detectors.secrets import redact
from groundstream.schemas import Citation, CitationKind
from groundstream.schemas.errors import ProviderError
from groundstream.schemas.memory import text_sha256

__all__ = ["Grounding", "Passage", "Record", "SourceSettings", "Sources", "SourcesError", "Stats"]

log = structlog.get_logger("groundstream.sources")
_GIT_ENV = {"GIT_TERMINAL_PROMPT": "0", "GIT_CONFIG_NOSYSTEM": "1", "GIT_PAGER": "cat", "LC_ALL": "C"}
_COMMIT_SEP, _FIELD_SEP = "\x1e", "\x1f"
_FIRST_WORD = lazy(r"[a-z0-9]+")
_PAGE_SOURCES = ("md", "ronn", "adoc", "scd", "txt", "rst")  # what a manual page is written in, beside it
MAX_PATHS = 16  # path mentions of one claim looked up in the listing


def _redacted(p: Passage) -> Passage:
    text, found = redact(p.text, None)
    context, in_context = redact(p.context, None) if p.context else (p.context, [])
    scope, in_scope = redact(p.scope, None) if p.scope else (p.scope, [])  # a heading, as the context holds it
    return dataclasses.replace(p, text=text, context=context, scope=scope) if found or in_context or in_scope else p


def cited_here(location: str, cited: Sequence[str]) -> bool:
    """Whether a passage at `location` is one of what a claim cites: a cited file or record (`path`:
    its every line), a cited line (`path:12`), a cited commit (`commit <sha>`: either id, at least
    seven digits, the start of the other). "README.md" is not "README.md.bak", line 4 not line 40."""
    for place in cited:
        if place.startswith("commit "):
            if location.startswith("commit "):
                a, b = location[7:], place[7:]
                if min(len(a), len(b)) >= 7 and (a.startswith(b) or b.startswith(a)):
                    return True
        elif location == place or location.startswith(place + ":"):
            return True
    return False


def of_citations(location: str, citations: Sequence[Citation]) -> bool:
    """Whether a retrieved passage at `location` stands in what the claim cites (a cited file or
    record, whatever its line; a cited commit), as each citation's verifier located its source."""
    places = []
    for c in citations:
        where = c.source_location or (f"commit {c.value}" if c.kind is CitationKind.COMMIT else None)
        if where is None:
            continue  # a source not found is nowhere
        path, _, line = where.rpartition(":")
        places.append(path if path and line.isdigit() and not where.startswith("commit ") else where)
    return cited_here(location, places)


def _quoted(text: str, start: int, end: int) -> bool:
    return start > 0 and end < len(text) and text[start - 1] in "\"'`“‘[(" and text[end] in "\"'`”’])"


class SourcesError(ProviderError):
    """The sources could not answer (git failed): a check that could not be made."""

    component = "sources"


@dataclass(frozen=True)
class SourceSettings:
    """docs/DESIGN.md `[sources]` (and the folders of `[citations]` it reads too)."""

    roots: tuple[Path, ...] = ()
    record_dirs: tuple[Path, ...] = ()  # [citations] adr_dirs
    git_repos: tuple[Path, ...] = ()  # [citations] git_repos: their history is a source too
    max_files: int = 20_000
    max_file_bytes: int = 512 * 1024
    max_commits: int = 2_000
    refresh_s: float = 30.0
    passages: int = 8  # read per claim

    @property
    def configured(self) -> bool:
        return bool(self.roots or self.record_dirs or self.git_repos)


@dataclass
class _Root:
    path: Path
    files: dict[str, Listed] = field(default_factory=dict)
    by_name: dict[str, list[str]] = field(default_factory=dict)  # file name -> its paths (a cited "adr-new")
    records: dict[str, Record] = field(default_factory=dict)  # by rel path
    proposals: dict[str, Proposal] = field(default_factory=dict)  # rfcs/, keps/…: where each is, by rel path
    packages: dict[str, str] = field(default_factory=dict)  # log4brains: a package's record folder -> its name


RENAMED = 0.5  # the share of a gone file's passages (Jaccard, as texts) a new file of its name holds to be where it moved
_NUMBERED = lazy(r"(\d{3,})-")  # a decision record's number ("0003-use-redis")
# Names many files share, each its folder's ("packages/cache/README.md" and "packages/orders/README.md" are two READMEs; Hugo's
# "_index.md" read with "_" as "-")
_FOLDER_NAMES = frozenset({"readme", "index", "-index", "changelog", "changes", "history", "license", "licence", "notice", "todo"})


def _names(rel: str) -> frozenset[str]:
    """What a file is called, as a move keeps it: its name without extensions, "_" as "-" ("remote_taskfiles.mdx" and
    "remote-taskfiles.md"); a README's or an index's with its folder, and an index also by its folder's name alone
    ("docs/deployment.md" moved to "docs/deployment/index.md")."""
    parts = rel.lower().split("/")
    stem = parts[-1].split(".", 1)[0].replace("_", "-") or parts[-1]
    folder = parts[-2].replace("_", "-") if len(parts) > 1 else ""
    numbered = _NUMBERED.match(stem)
    if numbered is not None:  # a decision record keeps its number when its title changes ("0003-use-redis" now "0003-session-cache")
        return frozenset({stem, f"{folder}#{int(numbered.group(1))}"})
    if stem not in _FOLDER_NAMES:
        return frozenset({stem})
    return frozenset({f"{folder}/{stem}", folder}) if folder else frozenset({stem})


def _moved_to(gone: str, texts: frozenset[str], added: dict[str, list[tuple[str, frozenset[str]]]]) -> str | None:
    """The path of the new file of the gone file's name that holds most of its passages, when one does (Jaccard of their texts
    at least RENAMED, and no other of its name as near: one file split in two moved to neither). `added`: new files by name.
    Only files of its name are compared: a refresh that moves a folder of N files reads N pairs, not N²; and a page from the
    same template, another package's README, is no move."""
    if not texts or not added:
        return None
    keys = _names(gone) - {""}
    candidates = {rel: new for key in keys for rel, new in added.get(key, ())}
    if not candidates:
        return None
    shares = sorted(((len(texts & new) / len(texts | new), rel) for rel, new in candidates.items()), reverse=True)
    if shares[0][0] < RENAMED or len(shares) > 1 and shares[1][0] >= shares[0][0] * 0.8:
        return None
    return shares[0][1]


class Sources:
    def __init__(self, settings: SourceSettings, *, budgets: Budgets | None = None) -> None:
        self.settings = settings
        self.budgets = budgets  # retrieval spends [budgets] sources
        self.index = PassageIndex()
        # Roots first, then record folders outside them: each a root of its own.
        paths = [Path(p).resolve() for p in settings.roots]
        paths += [Path(p).resolve() for p in settings.record_dirs if not any(Path(p).resolve().is_relative_to(r) for r in paths)]
        self._roots = [_Root(p) for p in paths]
        self._record_dirs = {Path(p).resolve() for p in settings.record_dirs}
        self._heads: dict[Path, str] = {}
        self._title_list: list[tuple[str, str, str]] | None = None
        self._by_key: dict[str, Record] | None = None  # records by canonical value, slug and path
        self._by_slug: dict[str, list[Record]] = {}  # records by their own name (a path cited from below the root)
        self._families: frozenset[str] = frozenset()  # the kinds of records the sources hold
        self._refreshed = float("-inf")
        self._digests: dict[str, str] = {}  # index key -> SHA-256 of the text indexed (what a memory was grounded on)
        self._rel: dict[str, str] = {}  # index key -> its path as cited (relative to its root)
        self._commits: dict[str, frozenset[str]] = {}  # git key -> the short shas its history lists
        # Changes are kept for whoever follows them (`follow`: the worker, `groundstream recheck`); a
        # process that never takes them (validate, MCP) keeps none.
        self.follow = False
        self._changed: dict[str, float] = {}  # paths changed or gone since `take_changes` (-> when, Unix time)
        self._reachable: dict[tuple[str, str], bool] = {}  # (HEAD, sha7) -> an older commit reachable from it
        self._before: dict[str, frozenset[str]] = {}  # a changed file's passages before its last change (what is new text)
        self._fresh: frozenset[str] = frozenset()  # the files the last refresh that changed any wrote (changed, new or moved to)
        self._renamed: dict[str, str] = {}  # a file gone -> the file new in the same refresh that holds most of its passages
        # The project's own name is spoken of everywhere in it ("adr-tools" in every adr-tools file).
        self.ambient = frozenset().union(*(project_words(p.name) for p in paths))

    # -- the index ------------------------------------------------------------------------------

    def warm(self) -> Stats:
        """Index every source now (the first call does what later refreshes only update)."""
        started = time.monotonic()
        self.refresh(force=True)
        stats = self.index.stats()
        log.info("sources_indexed", files=stats.files, passages=stats.passages, seconds=round(time.monotonic() - started, 2))
        return stats

    def refresh(self, *, force: bool = False) -> None:
        if not force and time.monotonic() - self._refreshed < self.settings.refresh_s:
            return
        self._refreshed = time.monotonic()
        self._title_list, self._by_key = None, None
        seen: set[str] = set()
        # files new since the last refresh, with their passages: where a file gone in the same refresh may have moved to
        added: dict[str, list[tuple[str, frozenset[str]]]] | None = {} if self.follow and self.index.files() else None
        wrote: set[str] = set()  # files this refresh finds changed or new (`fresh`)
        for root in self._roots:
            if not root.path.is_dir():
                continue
            listing = list_files(root.path, max_files=self.settings.max_files, max_bytes=self.settings.max_file_bytes)
            root.files = {item.rel: item for item in listing}
            root.by_name = {}
            for item in listing:
                root.by_name.setdefault(item.rel.rsplit("/", 1)[-1], []).append(item.rel)
            folders = record_folders(root.path, listing)
            if root.path in self._record_dirs:
                folders.add("")
            root.packages = log4brains_packages(listing)
            root.proposals = proposal_records(root.path.name, listing)
            records: dict[str, Record] = {}
            for item in listing:
                key = f"{root.path}/{item.rel}"
                seen.add(key)
                folder = item.rel.rsplit("/", 1)[0] if "/" in item.rel else ""
                version = f"{item.size}:{item.mtime_ns}"
                proposal = root.proposals.get(item.rel) if folder not in folders else None
                companion = root.files.get(proposal.companion) if proposal is not None and proposal.companion else None
                if companion is not None:  # a KEP's status is in its kep.yaml: a change there re-reads it
                    version += f"+{companion.size}:{companion.mtime_ns}"
                unchanged = self.index.version_of(key) == version
                known = root.records.get(item.rel)
                package = root.packages.get(folder)
                record: Record | None = None
                if folder in folders or proposal is not None:  # a record read again only when its file changed
                    if unchanged and known is not None and known.listed.mtime_ns == item.mtime_ns and known.package == package:
                        record = known
                    elif proposal is not None:
                        record = parse_proposal(item, proposal, self.settings.max_file_bytes, companion)
                    else:
                        record = parse_record(item, item.rel, self.settings.max_file_bytes, package)
                if record is not None:
                    records[item.rel] = record
                if unchanged:
                    continue
                if record is not None:
                    text: str | None = record.text
                else:
                    text = read_text(item, self.settings.max_file_bytes)
                self._rel[key] = item.rel
                self._renamed.pop(item.rel, None)  # (a path listed again is its own)
                # A record's status counts with its text: a KEP's lives in the kep.yaml beside it.
                now = text_sha256(text if record is None else f"{text}\n{record.status or ''}") if text is not None else None
                before = self._digests.pop(key, None)
                if before is not None and before != now and self.follow:  # the memories grounded in it follow the change
                    self._changed.setdefault(item.rel, item.mtime_ns / 1e9)
                    self._before[item.rel] = frozenset(p.text for p in self.index.passages_of(key, committed=True))
                    wrote.add(item.rel)
                if text is None or now is None:
                    self.index.replace(key, version, ())
                    continue
                self._digests[key] = now
                void = record is not None and record.void is not None  # a rejected record grounds nothing
                passages = [] if void else list(split(item.rel, text, record.title if record is not None else None))
                self.index.replace(key, version, passages, "" if void else text)
                if added is not None and before is None:  # a file new since the last refresh held nothing before: all of it is new text
                    self._before[item.rel] = frozenset()
                    wrote.add(item.rel)
                if added is not None and before is None and passages:
                    entry = (item.rel, frozenset(p.text for p in passages))
                    for name in _names(item.rel):
                        added.setdefault(name, []).append(entry)
            root.records = records
        for repo in self.settings.git_repos:
            key = f"git:{Path(repo).resolve()}"
            seen.add(key)
            head = self._git(Path(repo), "rev-parse", "HEAD").strip()
            if head and self.index.version_of(key) != head:
                history = self._history(Path(repo))
                listed = frozenset(p.location.removeprefix("commit ")[:7] for p in history)
                if key in self._commits and self.follow:  # history rewritten: the commits it no longer lists are gone
                    self._changed.update(dict.fromkeys((f"commit:{sha}" for sha in self._commits[key] - listed), time.time()))
                self._commits[key] = listed
                self.index.replace(key, head, history)
        for gone in self.index.files() - seen:
            rel = self._rel.get(gone, gone)
            named = added is not None and any(name in added for name in _names(rel))
            texts = frozenset(p.text for p in self.index.passages_of(gone, committed=True)) if named else frozenset()
            self.index.drop(gone)
            if rel in self._renamed.values():  # (a file moved on from where it went: what pointed there points nowhere)
                self._renamed = {k: v for k, v in self._renamed.items() if v != rel}
            if self._digests.pop(gone, None) is not None and self.follow:
                rel = self._rel.pop(gone, gone)
                self._changed.setdefault(rel, time.time())
                moved = _moved_to(rel, texts, added or {})
                if moved is not None:  # "docs/x.mdx" now "docs/x.md": what its memories' passages became is read there
                    self._renamed[rel] = moved
                    self._before[moved] = texts
        if wrote:
            self._fresh = frozenset(wrote)
        self.index.commit()

    def _is_ancestor(self, repo: Path, sha: str) -> bool:
        """Whether HEAD reaches the commit; an answer git could not give is an error (SourcesError), never "gone"."""
        try:
            done = subprocess.run(["git", "-C", str(repo), "merge-base", "--is-ancestor", sha, "HEAD"], capture_output=True,
                                  timeout=60, check=False, env={**os.environ, **_GIT_ENV}, stdin=subprocess.DEVNULL)  # fmt: skip
        except (OSError, subprocess.TimeoutExpired) as exc:
            raise SourcesError(f"git could not say whether {repo} holds {sha}: {type(exc).__name__}") from exc
        if done.returncode == 0:
            return True
        if done.returncode == 1 or any(m in done.stderr.lower() for m in (b"not a valid object name", b"not a valid commit", b"no such commit")):
            return False  # not reachable, or no such object at all
        raise SourcesError(f"git could not say whether {repo} holds {sha}: {done.stderr.decode('utf-8', 'replace').strip()[:200]}")

    def _git(self, repo: Path, *args: str) -> str:
        try:
            out = subprocess.run(["git", "-C", str(repo), *args], capture_output=True, timeout=60, check=False,
                                 env={**os.environ, **_GIT_ENV}, stdin=subprocess.DEVNULL)  # fmt: skip
        except (OSError, subprocess.TimeoutExpired):
            return ""
        return out.stdout.decode("utf-8", "replace") if out.returncode == 0 else ""

    def _history(self, repo: Path) -> list[Passage]:
        """Each commit's message as passages under "commit <sha> by <author> on <date>"."""
        fmt = _FIELD_SEP.join(("%h", "%an", "%ad", "%s", "%b")) + _COMMIT_SEP
        out = self._git(repo, "log", f"-n{self.settings.max_commits}", f"--format={fmt}", "--date=short")
        passages = []
        for entry in out.split(_COMMIT_SEP):
            parts = entry.strip("\n").split(_FIELD_SEP)
            if len(parts) != 5:
                continue
            sha, author, date, subject, body = parts
            context = f"commit {sha} by {author} on {date}"
            passages.append(Passage(f"commit {sha}", subject[:600], context, 0.0, "commit"))
            for line in body.splitlines():
                if len(line.strip()) > 12 and not line.lower().startswith(("signed-off-by", "co-authored-by")):
                    passages.append(Passage(f"commit {sha}", line.strip()[:600], context, -0.25, "commit"))
        return passages

    def take_changes(self) -> dict[str, float]:
        """The paths (`commit:<sha7>` for a commit history no longer lists) changed or gone since the
        last call, each with when (a file's mtime; the refresh that noticed it otherwise)."""
        changed, self._changed = self._changed, {}
        return changed

    def digest(self, path: str) -> str | None:
        """SHA-256 of a listed file's (or record's) text as the last refresh indexed it: None when it
        is not listed or unread. (No refresh here: a round of re-checks reads one state of the sources.)"""
        for root in self._roots:
            if path in root.files:
                return self._digests.get(f"{root.path}/{path}")
        return None

    def passages_of(self, path: str) -> list[Passage]:
        """The passages a listed file (or record) is indexed as by the last refresh (redacted, as `ground` shows them)."""
        for root in self._roots:
            if path in root.files:
                return [_redacted(p) for p in self.index.passages_of(f"{root.path}/{path}")]
        return []

    def renamed_to(self, path: str) -> str | None:
        """The file a refresh found new where `path` was gone, holding most of its passages (a rename, edits and all), or None."""
        return self._renamed.get(path)

    def passages_before(self, path: str) -> frozenset[str] | None:
        """The passages' texts of a file before its last change this process saw (none for a file new since the refresh before; None: not known)."""
        return self._before.get(path)

    def fresh(self, path: str) -> bool:
        """Whether the last refresh that found anything changed found this file changed or new: what its text says that it
        did not say before (`passages_before`) is what that change wrote, not an older change's."""
        return path in self._fresh

    def has_commit(self, sha: str) -> bool:
        """Whether the history of `[citations] git_repos` holds the commit (by its first 7 hex digits), as
        last refreshed: among the `max_commits` read, or else reachable from HEAD (git asked once per HEAD)."""
        short = sha[:7].lower()
        if any(short in listed for listed in self._commits.values()):
            return True
        for repo in self.settings.git_repos:
            key = (self.index.version_of(f"git:{Path(repo).resolve()}") or "", short)
            if key not in self._reachable:
                self._reachable[key] = self._is_ancestor(Path(repo), short)
            if self._reachable[key]:
                return True
        return False

    # -- what a claim cites -----------------------------------------------------------------------

    def files(self) -> list[tuple[Path, str]]:
        self.refresh()
        return [(root.path, rel) for root in self._roots for rel in root.files]

    def find_file(self, cited: str) -> tuple[_Root, Listed] | None:
        """The listed file a cited path names: exactly, or as the only file ending with it; a manual
        page ("zoxide-init(1)") its page (`zoxide-init.1`) or the page's source (`zoxide-init.1.md`)."""
        self.refresh()
        page = manual_page(cited)
        if page is not None:  # the page itself, else the one source it is written from
            name = f"{page[0]}.{page[1]}"
            for files in ((name,), tuple(f"{name}.{ext}" for ext in _PAGE_SOURCES)):
                pages = [(root, root.files[rel]) for root in self._roots for file in files for rel in root.by_name.get(file, ())]
                if pages:
                    return pages[0] if len(pages) == 1 else None
            return None
        cited = cited.strip().removeprefix("./").strip("/")
        if not cited or ".." in cited.split("/"):
            return None
        for root in self._roots:
            if cited in root.files:
                return root, root.files[cited]
        name = cited.rsplit("/", 1)[-1]
        ends = [(root, root.files[rel]) for root in self._roots for rel in root.by_name.get(name, ())
                if rel.endswith("/" + cited)]  # fmt: skip
        return ends[0] if len(ends) == 1 else None

    def has_folder(self, first: str) -> bool:
        """Whether some root has a top-level entry `first` (a path under it is a citation)."""
        self.refresh()
        return any(rel.split("/", 1)[0] == first for root in self._roots for rel in root.files)

    def _titles(self) -> list[tuple[str, str, str]]:
        """(first word, title, canonical) of every record with a title long enough to be cited by it."""
        self.refresh()
        if self._title_list is None:
            titles = []
            for record in self.records():
                title = " ".join(record.title.split())
                if len(title.split()) >= 3 and len(title) >= 12:  # not "Status", "Help scripts"
                    titles.append((_FIRST_WORD.findall(title.lower())[0], title, record.canonical))
            self._title_list = titles
        return self._title_list

    def rescan_records(self) -> None:
        """Look again at the record folders only (cheap): a record cited a moment after it landed."""
        for root in self._roots:
            folders = record_folders(root.path, list(root.files.values()))
            if root.path in self._record_dirs:
                folders.add("")
            for folder in folders:
                for rel, listed in self._new_files(root, folder):
                    self._add_record(root, listed, parse_record(listed, rel, self.settings.max_file_bytes, root.packages.get(folder)))
            # The folders proposals already sit in: a new `NNNN-slug.md`, or a `NNNN-slug/README.md`.
            containers = {p.folder: p for p in root.proposals.values()}
            for folder, like in containers.items():
                if folder in folders:
                    continue
                for rel, listed in self._new_files(root, folder, readme=True):
                    entry = rel.removesuffix("/README.md").rsplit("/", 1)[-1].removesuffix(".md")
                    m = re.fullmatch(r"(\d{1,6})-[a-z0-9][\w.-]*", entry, re.IGNORECASE)
                    if m is None:
                        continue
                    companion = None
                    if rel.endswith("/README.md"):  # a KEP's status is in the kep.yaml beside it
                        companion = next((c for r, c in self._new_files(root, rel.removesuffix("/README.md"), names=("kep.yaml",))), None)
                    proposal = Proposal(rel, like.family, int(m.group(1)), entry, companion.rel if companion else None, like.folder_status)
                    self._add_record(root, listed, parse_proposal(listed, proposal, self.settings.max_file_bytes, companion))

    def _new_files(self, root: _Root, folder: str, *, readme: bool = False, names: tuple[str, ...] = ()) -> list[tuple[str, Listed]]:
        """The Markdown files of `folder` not yet known as records (`readme`: and the README.md of
        its sub-folders; `names`: those files instead), as listed files (regular files only, bounded
        like the listing)."""
        try:
            entries = list(os.scandir(root.path / folder if folder else root.path))
        except OSError:
            return []
        found = []
        for entry in entries:
            rel = f"{folder}/{entry.name}" if folder else entry.name
            path = entry.path
            if readme and entry.is_dir(follow_symlinks=False):
                rel, path = f"{rel}/README.md", f"{entry.path}/README.md"
            elif not entry.is_file(follow_symlinks=False):
                continue
            if names and entry.name not in names:
                continue
            if rel in root.records or not (names or rel.lower().endswith(".md")):
                continue
            try:
                st = os.lstat(path)
            except OSError:
                continue
            if st.st_mode & 0o170000 == 0o100000 and st.st_size <= self.settings.max_file_bytes:
                found.append((rel, Listed(root.path, rel, st.st_size, st.st_mtime_ns)))
        return found

    def _add_record(self, root: _Root, listed: Listed, record: Record | None) -> None:
        if record is None:
            return
        rel = listed.rel
        root.files[rel] = listed
        root.by_name.setdefault(rel.rsplit("/", 1)[-1], []).append(rel)
        root.records[rel] = record
        self._title_list, self._by_key = None, None
        key = f"{root.path}/{rel}"
        self._digests[key], self._rel[key] = text_sha256(f"{record.text}\n{record.status or ''}"), rel
        if record.void is None:
            self.index.replace(key, f"{listed.size}:{listed.mtime_ns}", split(rel, record.text, record.title), record.text)

    def is_folder(self, cited: str) -> bool:
        prefix = cited.strip().removeprefix("./").strip("/") + "/"
        return any(rel.startswith(prefix) for root in self._roots for rel in root.files)

    def records(self) -> list[Record]:
        self.refresh()
        return [r for root in self._roots for r in root.records.values()]

    def record(self, value: str) -> Record | None:
        """A record by canonical value (`ADR-004`, `RFC-0005`, `KEP-1287`), slug (`web/20200925-slug`
        for a log4brains package's record) or path (with or without `.md`; a proposal's folder)."""
        keys = self._keys()
        canonical = canonical_value(value)
        found = keys.get(canonical or value)
        if found is not None or canonical:
            return found
        # Part of a record's path ("adr/0004-x.md", "603-csi-pod-info/README.md"): it must end with the
        # record's own name, so "README.md" names no proposal.
        name = value.removesuffix(".md").removesuffix("/README").rsplit("/", 1)[-1]
        return next((r for r in self._by_slug.get(name, ()) if f"/{r.rel}".endswith("/" + value)
                     or f"/{r.rel}".removesuffix(".md").removesuffix("/README").endswith("/" + value)), None)  # fmt: skip

    def _keys(self) -> dict[str, Record]:
        self.refresh()
        if self._by_key is None:
            keys: dict[str, Record] = {}
            by_slug: dict[str, list[Record]] = {}
            for r in reversed(self.records()):  # the first listed wins
                keys.update({r.canonical: r, r.slug: r, r.rel: r, r.rel.removesuffix(".md"): r})
                if r.rel.endswith("/README.md"):
                    keys[r.rel.removesuffix("/README.md")] = r  # keps/sig-node/1287-slug: the proposal's folder
                if r.package:
                    keys[f"{r.package}/{r.slug}"] = r
                by_slug.setdefault(r.slug, []).insert(0, r)
            self._by_key, self._by_slug = keys, by_slug
            self._families = frozenset(r.family for r in keys.values())
        return self._by_key

    def has_records(self, family: str) -> bool:
        """Whether the sources hold records of `family` ("rfc", "kep", "proposal")."""
        self._keys()
        return family in self._families

    def read_file(self, cited: str, line: int | None = None, end: int | None = None) -> tuple[str, str] | None:
        """(location, text) of a cited file, or of its lines around `line` (or `line`..`end`)."""
        found = self.find_file(cited)
        if found is None:
            return None
        _, item = found
        text = read_text(item, self.settings.max_file_bytes)
        if text is None:
            return None
        if line is None:
            return item.rel, text
        lines = text.splitlines()
        if not 1 <= line <= len(lines):
            return f"{item.rel}:{line}", ""
        last = min(len(lines), end if end is not None and end >= line else line)
        return f"{item.rel}:{line}", "\n".join(lines[max(0, line - 1) : last])

    def cited(self, norm: Normalized) -> list[Citation]:
        """The files and records a claim names by path (`README.md:47`, a Markdown link), slug or
        title, as citations. A path that is not listed is a citation only when its top folder is
        (then it names a file that is not there); otherwise it is a word ("read/write")."""
        out: list[Citation] = []
        for path, line, end, span in (path_mentions(norm) + page_mentions(norm))[:MAX_PATHS]:  # bounded, like [citations] max_citations
            record = self.record(path.removeprefix("./"))
            if record is not None:
                out.append(Citation(kind=CitationKind.ADR, value=record.canonical, span=span))
                continue
            found = self.find_file(path)
            if found is not None:
                rel = found[1].rel
                value = rel if line is None else f"{rel}:{line}" + (f"-{end}" if end else "")
                out.append(Citation(kind=CitationKind.FILE, value=value, span=span))
            elif self.is_folder(path):
                continue  # "doc/adr": a folder, not a file it cites
            elif "/" in path.strip("./") and self.has_folder(path.removeprefix("./").split("/", 1)[0]):
                value = path if line is None else f"{path}:{line}"
                out.append(Citation(kind=CitationKind.FILE, value=value, span=span))
        out += self._numbered(norm)
        original = norm.source  # spans index the claim as written
        words = set(_FIRST_WORD.findall(norm.text))
        for first, title, canonical in self._titles():
            if first not in words:
                continue  # most claims name no record by title: one set lookup each says so
            # Cited as written (its first letter in either case): "record architecture decisions in
            # Markdown" uses the words of "Record architecture decisions", it does not cite it.
            for candidate in dict.fromkeys((title, title[0].swapcase() + title[1:])):
                at = original.find(candidate)
                if at >= 0 and (candidate[0].isupper() or _quoted(original, at, at + len(candidate))):
                    out.append(Citation(kind=CitationKind.ADR, value=canonical, span=(at, at + len(candidate))))
                    break
        return out

    def _numbered(self, norm: Normalized) -> list[Citation]:
        """`RFC 5`, `KEP-1287`, `proposal 12`, `design doc 12`: the record of that number when the
        sources list one. One they do not list is a citation that does not exist when the project
        keeps records of that kind and the mention is one of its own (a KEP, a proposal, a
        zero-padded `RFC-0042`); otherwise it is a word: "RFC 3339" names an internet standard."""
        out = []
        for family, number, padded, span in record_mentions(norm):
            value = canonical_name(family, number)
            record = self.record(value)
            if record is None and self.has_records(family):
                self.rescan_records()  # one that landed a moment ago
                record = self.record(value)
            if record is not None:
                out.append(Citation(kind=CitationKind.ADR, value=record.canonical, span=span))
            elif (family != "rfc" or padded) and self.has_records(family):
                out.append(Citation(kind=CitationKind.ADR, value=value, span=span))
        return out

    # -- grounding --------------------------------------------------------------------------------

    def search(self, claim_text: str) -> list[Passage]:
        """The passages about the claim's subject; for a claim naming a shell, a format…, also the
        passages that name any value of that kind with its subject, and for a claim giving a thing's version,
        the passages that name the thing with words of a least version (what may say otherwise)."""
        self.refresh()
        words = query_words(claim_text)
        found = self.index.search(words, self.settings.passages)
        other = alternatives(claim_text) + set_aside(claim_text)
        if other:
            seen = {(p.location, p.text) for p in found}
            found += [p for p in self.index.search_near(other, words, self.settings.passages) if (p.location, p.text) not in seen]
        things = versioned(claim_text)
        if things:  # "requires Python 3.6": where the sources give Python's least version, in whatever other words
            seen = {(p.location, p.text) for p in found}
            near = self.index.search_near(things, LEAST_WORDS, self.settings.passages * 4)
            found += [p for p in near if (p.location, p.text) not in seen and gives_least_version(p.text, things)][: self.settings.passages]
        return found

    def ground(self, claim_text: str, exclude: Sequence[str] = ()) -> Grounding:
        """What the sources say of the claim (`exclude`: locations already cited, read as citations:
        `path` for every passage of a file or record, `path:LINE` for one, `commit <sha>`)."""
        if self.budgets is not None:
            self.budgets.admit("sources")  # BudgetSpent: a provider error, the claim goes to review
        passages = [p for p in self.search(claim_text) if not (exclude and cited_here(p.location, exclude))]
        found = ground(claim_text, passages, self.ambient, self._choices(passages))
        # The passages a decision shows, and the judge reads, carry no secret a source file holds.
        return dataclasses.replace(
            found, passage=_redacted(found.passage) if found.passage else None, near=tuple(map(_redacted, found.near))
        )

    def unnamed(self, claim_text: str) -> tuple[str, ...]:
        """The names the claim writes as code (flags, paths, keys: `names.code_names`) that no passage
        of the sources names: the writer's word alone for a thing the project's sources do not know."""
        self.refresh()
        return tuple(self.index.unnamed(code_names(claim_text)))

    def _choices(self, passages: Sequence[Passage]) -> list[tuple[str, Choice]]:
        """The options and choice of each standing record the passages are from."""
        paths = dict.fromkeys(p.location.rsplit(":", 1)[0] for p in passages if p.kind == "record")
        out = []
        for path in paths:
            record = self.record(path)
            choice = parse_choice(record.text) if record is not None and record.void is None else None
            if choice is not None:
                out.append((path, choice))
        return out

    def close(self) -> None:
        self.index.close()
