"""Text hidden in an encoding: base64 (standard or URL-safe) and hex runs that decode to text.

A reader model decodes what a person skims over, so both the secrets and the instructions
detectors look inside such runs; this is the one decoder they share.
"""

from __future__ import annotations

import base64
import binascii

from groundstream.detectors.patterns import lazy

BASE64_RUN = lazy(r"(?<![A-Za-z0-9+/=_\-])[A-Za-z0-9+/_\-]{20,}={0,2}(?![A-Za-z0-9+/=_\-])")
HEX_RUN = lazy(r"(?<![0-9A-Fa-f])(?:[0-9A-Fa-f]{2}){16,}(?![0-9A-Fa-f])")


def decoded_text(run: str, how: str = "base64") -> str | None:
    """What `run` decodes to when that is printable UTF-8 text (newlines and tabs allowed), else None."""
    try:
        if how == "hex":
            data = bytes.fromhex(run)
        else:
            padded = run + "=" * (-len(run) % 4)
            data = base64.b64decode(padded.replace("-", "+").replace("_", "/"), validate=True)
        text = data.decode("utf-8")
    except (ValueError, binascii.Error, UnicodeDecodeError):
        return None
    if text.isprintable() or all(c.isprintable() or c in "\n\r\t" for c in text):
        return text
    return None
