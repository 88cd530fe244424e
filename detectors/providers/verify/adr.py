"""Record citations: `ADR-004` (any padding and wording), `RFC-0005`, `KEP-1287`, `proposal-12914`,
a record's slug (`web/20200925-slug` for a log4brains package's record) or path.

Verified when the record is found through the listing of the configured folders and the sources'
roots (`detectors/providers/sources/records.py`: adr-tools, MADR, log4brains and `ADR-003-*.md`
names; rfcs/, keps/, proposals/, design/) and its status still stands: a rejected, superseded,
withdrawn, deferred… record supports nothing.

Only the number or the slug travels from the claim to the file system: the listing is matched
against it, so no path, `..` or glob from a claim ever reaches `open()` or `os.path`.
"""

from __future__ import annotations

import re
from pathlib import Path

from groundstream.detectors.citations import MAX_ADR_DIGITS
from groundstream.detectors.patterns import lazy
from groundstream.detectors.providers.sources import Sources, SourceSettings
from groundstream.detectors.providers.sources.records import record_status
from groundstream.detectors.providers.verify.base import LOCAL_SOURCE_CHARS, VerifyResult, abbreviated

_VALUE = lazy(r"^(?:ADR-\d{1,5}|[\w.-]{3,200}(?:/[\w.-]{1,200})?)$")  # a number, a slug, a log4brains package's slug

__all__ = ["AdrVerifier", "adr_status"]


def _kind(value: str) -> str:
    """What a missing record is called in the reason: "record" for `RFC-0005`, `KEP-1287`,
    `proposal-12`, "decision record" for the rest."""
    return "record" if value.split("-", 1)[0] in ("RFC", "KEP", "proposal") else "decision record"


def adr_status(text: str) -> str | None:
    """The record's status as written (first line of it), or None when it states none."""
    return record_status(text)


class AdrVerifier:
    def __init__(self, dirs: list[Path], *, sources: Sources | None = None) -> None:
        self.dirs = [Path(d) for d in dirs]
        self.sources = sources if sources is not None else Sources(SourceSettings(record_dirs=tuple(self.dirs)))
        self._configured = bool(self.dirs) or bool(self.sources.settings.roots)

    async def verify(self, value: str) -> VerifyResult:
        long = re.fullmatch(r"ADR-(\d+)(…?)", value)
        if long and len(long.group(1)) > MAX_ADR_DIGITS:
            size = f"more than {len(long.group(1))}" if long.group(2) else str(len(long.group(1)))
            return VerifyResult.missing(f"ADR-{abbreviated(long.group(1))}: a record number of {size} digits names no record "
                                        f"(records are numbered in at most {MAX_ADR_DIGITS})")  # fmt: skip
        if not _VALUE.match(value) or value.startswith("."):
            return VerifyResult.missing(f"{value!r} is not a decision record reference")
        if not self._configured:
            return VerifyResult.failed("no decision-record folder is configured ([citations] adr_dirs or [sources] roots)")
        record = self.sources.record(value)
        if record is None:
            self.sources.rescan_records()  # a record may have landed since the last listing
            record = self.sources.record(value)
        if record is None:
            readable = [d for d in self.dirs if d.is_dir()] + [r for r in self.sources.settings.roots if Path(r).is_dir()]
            if not readable:
                return VerifyResult.failed("no configured decision-record folder is readable")
            return VerifyResult.missing(f"no {_kind(value)} {value} in {', '.join(str(d) for d in readable)}")
        if record.void:
            return VerifyResult.missing(f"{record.rel} exists but its status is {record.status!r}: a {record.void} {record.label} supports nothing")
        status = f" (status {record.status!r})" if record.status else ""
        return VerifyResult.ok(f"found {record.rel}{status}", f"{record.title}\n{record.text}", location=record.rel,
                               limit=LOCAL_SOURCE_CHARS)  # fmt: skip
