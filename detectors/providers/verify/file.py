"""File citations: `README.md:47`, `src/app.py#L12-L20`, `Makefile`, a Markdown link's target.

Verified when the path is a file of a `[sources]` root's listing (exactly, or the only listed
file ending with it); its text — the cited lines when a line is given — is what the support
check reads. The path is matched against the listing, never opened as given.
"""

from __future__ import annotations

from groundstream.detectors.meaning import config_sentences
from groundstream.detectors.patterns import lazy
from groundstream.detectors.providers.sources import Sources
from groundstream.detectors.providers.verify.base import LOCAL_SOURCE_CHARS, VerifyResult

_VALUE = lazy(r"^(?P<path>[^:#\s]{1,400})(?::(?P<line>\d{1,7})(?:-(?P<end>\d{1,7}))?)?$")


class FileVerifier:
    def __init__(self, sources: Sources | None) -> None:
        self.sources = sources

    async def verify(self, value: str) -> VerifyResult:
        m = _VALUE.match(value)
        if not m:
            return VerifyResult.missing(f"{value!r} is not a file reference")
        if self.sources is None or not self.sources.settings.roots:
            return VerifyResult.failed("no source folder is configured ([sources] roots)")
        line = int(m.group("line")) if m.group("line") else None
        end = int(m.group("end")) if m.group("end") else None
        found = self.sources.read_file(m.group("path"), line, end)
        if found is None:
            return VerifyResult.missing(f"no file {m.group('path')} in the configured sources")
        location, text = found
        if line is not None and not text:
            return VerifyResult.missing(f"{location} is past the end of the file")
        # A configuration file's switches, read as the sentences they mean, follow its text (after
        # it, so its lines keep their numbers): what the judge reads; the verdict reads them from its lines.
        switches = config_sentences(m.group("path"), text)
        if switches:
            text = text + "\n" + "\n".join(f"{sentence}." for _, sentence in switches)
        return VerifyResult.ok(f"found {location}", text, location=location, limit=LOCAL_SOURCE_CHARS)
