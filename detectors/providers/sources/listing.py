"""What a source root holds: its files, as the operator's tools see them.

In a git work tree the listing is git's own (`git ls-files --cached --others --exclude-standard`:
tracked and untracked files, `.gitignore` respected the way git respects it); in any other
folder it is a walk that reads the root's `.gitignore` with pathspec's git rules. Hidden tool
folders (`.git`, `node_modules`, virtual environments) are never walked. Binary files (a NUL in
their first 8 KiB) and files over `max_bytes` are skipped, and at most `max_files` are listed:
what is read is bounded whatever the tree.
"""

from __future__ import annotations

import os
import subprocess
from dataclasses import dataclass
from pathlib import Path

_NEVER = frozenset({".git", "node_modules", ".venv", "venv", "__pycache__", ".tox", ".mypy_cache", ".cache", "dist", "build"})
_GIT_ENV = {"GIT_TERMINAL_PROMPT": "0", "GIT_CONFIG_NOSYSTEM": "1", "LC_ALL": "C"}


@dataclass(frozen=True, slots=True)
class Listed:
    """One file of a root: its path relative to the root (`/`-separated), and what says it changed."""

    root: Path
    rel: str
    size: int
    mtime_ns: int

    @property
    def path(self) -> Path:
        return self.root / self.rel


def _git_listing(root: Path) -> list[str] | None:
    """The files git lists under `root`, or None when `root` is not in a work tree."""
    try:
        out = subprocess.run(
            ["git", "-C", str(root), "ls-files", "-z", "--cached", "--others", "--exclude-standard", "--full-name", "."],
            capture_output=True, timeout=30, env={**os.environ, **_GIT_ENV}, stdin=subprocess.DEVNULL, check=False,
        )  # fmt: skip
    except (OSError, subprocess.TimeoutExpired):
        return None
    if out.returncode != 0:
        return None
    top = subprocess.run(["git", "-C", str(root), "rev-parse", "--show-toplevel"], capture_output=True, text=True,
                         env={**os.environ, **_GIT_ENV}, stdin=subprocess.DEVNULL, check=False)  # fmt: skip
    if top.returncode != 0:
        return None
    toplevel = Path(top.stdout.strip()).resolve()
    prefix = root.resolve().relative_to(toplevel).as_posix()
    names = [n for n in out.stdout.decode("utf-8", "replace").split("\0") if n]
    if prefix != ".":
        names = [n[len(prefix) + 1 :] for n in names if n.startswith(prefix + "/")]
    return names


def _walk(root: Path, limit: int) -> list[str]:
    ignore_file = root / ".gitignore"
    lines = ignore_file.read_text("utf-8", "replace").splitlines() if ignore_file.is_file() else []
    import pathspec  # loaded for a folder git does not list: a work tree never pays for it

    spec = pathspec.GitIgnoreSpec.from_lines(lines)
    names: list[str] = []
    for folder, dirs, files in os.walk(root):
        rel_folder = Path(folder).relative_to(root).as_posix()
        dirs[:] = sorted(d for d in dirs if d not in _NEVER and not spec.match_file(_join(rel_folder, d) + "/"))
        for name in sorted(files):
            rel = _join(rel_folder, name)
            if not spec.match_file(rel):
                names.append(rel)
                if len(names) >= limit:
                    return names
    return names


def _join(folder: str, name: str) -> str:
    return name if folder == "." else f"{folder}/{name}"


def list_files(root: Path, *, max_files: int, max_bytes: int) -> list[Listed]:
    """The text files of `root` worth reading, sorted by path (bounded; see the module's doc)."""
    names = _git_listing(root)
    if not names:  # not a work tree, or a folder the enclosing repository ignores: walk it
        names = _walk(root, max_files * 2)
    out: list[Listed] = []
    for rel in sorted(names):
        if any(part in _NEVER for part in rel.split("/")[:-1]):
            continue
        try:
            st = (root / rel).lstat()
        except OSError:
            continue
        if not (st.st_mode & 0o170000 == 0o100000) or st.st_size > max_bytes:  # regular files only: no links out
            continue
        out.append(Listed(root, rel, st.st_size, st.st_mtime_ns))
        if len(out) >= max_files:
            break
    return out


def read_text(listed: Listed, max_bytes: int) -> str | None:
    """A listed file's text, or None when it is binary or cannot be read."""
    try:
        with listed.path.open("rb") as fh:
            data = fh.read(max_bytes)
    except OSError:
        return None
    if b"\0" in data[:8192]:
        return None
    return data.decode("utf-8", "replace")
