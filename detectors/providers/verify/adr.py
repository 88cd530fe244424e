"""ADR citations: `ADR-003` is verified when a file `ADR-003-*.md` exists in a configured folder
and its status still stands: a Rejected, Superseded or Deprecated ADR supports nothing.

Only the number travels from the claim to the file system: the folder listing is matched
against it, so no path, `..` or glob from a claim ever reaches `open()` or `os.path`.
"""

from __future__ import annotations

import os
import re
import time
from pathlib import Path

from groundstream.detectors.providers.verify.base import VerifyResult

_ADR_FILE = re.compile(r"^adr[-_]?0*(\d{1,5})(?:[-_. ].*)?\.md$", re.IGNORECASE)
_ADR_VALUE = re.compile(r"^ADR-(\d{1,5})$")
# "Status: Superseded by ADR-005", "**Status**: rejected", "- status: Deprecated", or a
# "## Status" heading with the status as the first line of text under it.
_STATUS_LINE = re.compile(r"^[\s>*_#-]*status[*_]*\s*[:=-]\s*[*_]*\s*(?P<status>[^\n]+)", re.IGNORECASE | re.MULTILINE)
_STATUS_HEADING = re.compile(r"^#{1,6}\s*status\s*#*\s*\n+\s*[*_-]*\s*(?P<status>[^\n#][^\n]*)", re.IGNORECASE | re.MULTILINE)
_VOID = re.compile(r"\b(rejected|superseded|deprecated|withdrawn|obsolete)\b", re.IGNORECASE)
MAX_ADR_BYTES = 256 * 1024


def adr_status(text: str) -> str | None:
    """The ADR's status as written (first line of it), or None when it states none."""
    m = _STATUS_HEADING.search(text) or _STATUS_LINE.search(text)
    return m.group("status").strip(" *_`.") if m else None


class AdrVerifier:
    def __init__(self, dirs: list[Path], *, listing_ttl_s: float = 5.0) -> None:
        self.dirs = [Path(d) for d in dirs]
        self._listing_ttl_s = listing_ttl_s
        self._index: dict[int, Path] = {}
        self._indexed_at = float("-inf")

    def _refresh(self) -> None:
        index: dict[int, Path] = {}
        for folder in self.dirs:
            try:
                entries = sorted(os.scandir(folder), key=lambda e: e.name)
            except OSError:
                continue
            for entry in entries:
                m = _ADR_FILE.match(entry.name)
                if m and entry.is_file():
                    index.setdefault(int(m.group(1)), Path(entry.path))
        self._index = index
        self._indexed_at = time.monotonic()

    async def verify(self, value: str) -> VerifyResult:
        m = _ADR_VALUE.match(value)
        if not m:
            return VerifyResult.missing(f"{value!r} is not an ADR reference")
        if not self.dirs:
            return VerifyResult.failed("no ADR folder is configured ([citations] adr_dirs)")
        if time.monotonic() - self._indexed_at > self._listing_ttl_s:
            self._refresh()
        number = int(m.group(1))
        path = self._index.get(number)
        if path is None:
            self._refresh()  # a new ADR may have landed since the last listing
            path = self._index.get(number)
        if path is None:
            if not any(d.is_dir() for d in self.dirs):
                return VerifyResult.failed("no configured ADR folder is readable")
            return VerifyResult.missing(f"no {value}-*.md in {', '.join(str(d) for d in self.dirs)}")
        try:
            with path.open("rb") as fh:
                text = fh.read(MAX_ADR_BYTES).decode("utf-8", "replace")
        except OSError as exc:
            return VerifyResult.failed(f"{path} could not be read: {exc.strerror or exc}")
        status = adr_status(text)
        void = _VOID.search(status) if status else None
        if void:
            return VerifyResult.missing(
                f"{path.name} exists but its status is {status!r}: a {void.group(1).lower()} ADR supports nothing"
            )
        title = " ".join(re.split(r"[-_\s]+", path.stem)[2:])  # "ADR-003-postgres-primary-store": its subject
        return VerifyResult.ok(f"found {path}" + (f" (status {status!r})" if status else ""), f"{title}\n{text}")
