"""The decision-signing key kept in a file when no keys are configured (`[signing] key_file`)."""

from __future__ import annotations

import os
import secrets
from pathlib import Path

from groundstream.streams.config import Settings, SigningKeyMissing


def signing_key_file(settings: Settings) -> Path | None:
    """Where a generated key is kept: `[signing] key_file`, else beside an embedded Qdrant folder."""
    if settings.signing.key_file:
        return Path(settings.signing.key_file)
    m = settings.memory
    if m.qdrant_url is None and m.qdrant_path and m.qdrant_path != ":memory:":
        return Path(m.qdrant_path + ".signing-key")
    return None


def kept_key(path: Path) -> bytes:
    """The signing key kept in `path`, made on first use: 32 random bytes, hex, mode 0600.

    Made in a temporary file and linked into place, so a second process starting at the same
    moment reads the whole key or makes none; a key file others can read is refused.
    """
    path.parent.mkdir(parents=True, exist_ok=True)
    if not path.exists():
        tmp = path.with_name(f".{path.name}.{os.getpid()}.tmp")
        fd = os.open(tmp, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)
        try:
            with os.fdopen(fd, "w") as fh:
                fh.write(secrets.token_bytes(32).hex() + "\n")
                fh.flush()
                os.fsync(fh.fileno())
            try:
                os.link(tmp, path)
            except FileExistsError:
                pass  # another process made it first: use theirs
        finally:
            tmp.unlink(missing_ok=True)
    mode = path.stat().st_mode & 0o777
    if mode & 0o077:
        raise SigningKeyMissing(f"signing key file {path} is readable by others (mode {mode:o}): chmod 600 it")
    try:
        key = bytes.fromhex(path.read_text().strip())
    except ValueError:
        raise SigningKeyMissing(f"signing key file {path} does not hold a hex key") from None
    if len(key) < 16:
        raise SigningKeyMissing(f"signing key file {path} holds a key shorter than 16 bytes")
    return key
