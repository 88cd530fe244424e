"""Commit citations: verified when the object exists, as a commit, in a configured repository.

The value must be 7–64 lower-case hex characters (SHA-1 ids have 40, SHA-256 ids 64) before git sees it, git runs without a
shell, and `--end-of-options` ends option parsing, so a claim cannot inject a command or a
git option.
"""

from __future__ import annotations

import asyncio
import os
from pathlib import Path

from groundstream.detectors.patterns import lazy
from groundstream.detectors.providers.verify.base import VerifyResult, abbreviated

_SHA = lazy(r"^[0-9a-f]{7,64}$")  # SHA-1 ids have 40 hex digits, SHA-256 ids 64 (abbreviated: 7 or more)
# No pager, no prompt, no system config: git answers one question and exits.
_GIT_ENV = {"GIT_TERMINAL_PROMPT": "0", "GIT_CONFIG_NOSYSTEM": "1", "GIT_PAGER": "cat", "LC_ALL": "C"}


class GitCommitVerifier:
    def __init__(self, repos: list[Path], *, git: str = "git") -> None:
        self.repos = [Path(r) for r in repos]
        self.git = git

    async def verify(self, value: str) -> VerifyResult:
        sha = value.lower()
        hexdigits = sha.removesuffix("…")
        if len(hexdigits) > 64 and all(c in "0123456789abcdef" for c in hexdigits):
            size = f"more than {len(hexdigits)}" if hexdigits != sha else str(len(hexdigits))
            return VerifyResult.missing(f"{abbreviated(hexdigits)}: a commit id of {size} hex digits cannot exist (SHA-1 ids have 40, SHA-256 ids 64)")
        if not _SHA.match(sha):
            return VerifyResult.missing(f"{value!r} is not a commit id")
        if not self.repos:
            return VerifyResult.failed("no git repository is configured ([citations] git_repos)")
        errors = []
        for repo in self.repos:
            code, out, err = await self._rev_parse(repo, sha)
            if code == 0 and out:
                return VerifyResult.ok(f"commit {out} in {repo}", await self._message(repo, out), location=f"commit {out[:12]}")
            if code != 1:  # 1 is "no such commit"; anything else means git could not look
                errors.append(f"{repo}: {err or f'git exited {code}'}")
        if errors:  # a repository we could not read might hold it: fail closed
            return VerifyResult.failed("; ".join(errors))
        return VerifyResult.missing(f"no commit {sha} in {', '.join(str(r) for r in self.repos)}")

    async def _message(self, repo: Path, sha: str) -> str | None:
        """The commit as the support check reads it: its author and date, its message, and the lines
        it changed (with their paths), or None."""
        code, out, _ = await self._git(
            repo, "show", "--no-color", "--no-ext-diff", "--date=short", "-U0",
            "--format=Author: %an <%ae>%nDate: %ad%n%n%B", "--end-of-options", sha,
        )  # fmt: skip
        return out if code == 0 else None

    async def _git(self, repo: Path, *args: str) -> tuple[int, str, str]:
        proc = await asyncio.create_subprocess_exec(
            self.git, "-C", str(repo), *args,
            stdin=asyncio.subprocess.DEVNULL, stdout=asyncio.subprocess.PIPE, stderr=asyncio.subprocess.PIPE,
            env={**os.environ, **_GIT_ENV},
        )  # fmt: skip
        try:
            out, err = await proc.communicate()
        except asyncio.CancelledError:
            proc.kill()
            raise
        return proc.returncode or 0, out[:65536].decode(errors="replace").strip(), err.decode(errors="replace").strip()[:300]

    async def _rev_parse(self, repo: Path, sha: str) -> tuple[int, str, str]:
        proc = await asyncio.create_subprocess_exec(
            self.git,
            "-C",
            str(repo),
            "rev-parse",
            "--verify",
            "--quiet",
            "--end-of-options",
            f"{sha}^{{commit}}",
            stdin=asyncio.subprocess.DEVNULL,
            stdout=asyncio.subprocess.PIPE,
            stderr=asyncio.subprocess.PIPE,
            env={**os.environ, **_GIT_ENV},
        )
        try:
            out, err = await proc.communicate()
        except asyncio.CancelledError:
            proc.kill()
            raise
        return proc.returncode or 0, out.decode().strip(), err.decode(errors="replace").strip()[:300]
