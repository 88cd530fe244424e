"""detect-secrets' plugins and ours, and what reads a keyword's value: loaded by `detectors/secrets.py`
for the first text that may hold a secret (ordinary prose never pays for importing detect-secrets,
nor `requests`, which it imports)."""

from __future__ import annotations

import re
from functools import lru_cache

from detect_secrets.core.plugins.util import get_mapping_from_secret_type_to_class
from detect_secrets.plugins.base import RegexBasedDetector
from detect_secrets.plugins.high_entropy_strings import Base64HighEntropyString
from detect_secrets.plugins.keyword import DENYLIST as KEYWORDS
from detect_secrets.settings import default_settings

from groundstream.detectors.patterns import Pattern, lazy

# Not secrets: a public address is an address.
_SKIPPED_PLUGINS = frozenset({"Public IP (ipv4)"})


class _NewerTokens(RegexBasedDetector):
    """Token formats detect-secrets 1.5 does not know yet (each prefix is the vendor's own)."""

    secret_type = "API Token"
    denylist = [
        re.compile(r"\bAIza[0-9A-Za-z_\-]{35}\b"),  # Google API key
        re.compile(r"\bsk-ant-[A-Za-z0-9_\-]{20,}"),  # Anthropic
        re.compile(r"\bsk-(?:proj|svcacct|admin)-[A-Za-z0-9_\-]{20,}"),  # OpenAI project keys
        re.compile(r"\bgithub_pat_[A-Za-z0-9_]{22,}"),  # GitHub fine-grained
        re.compile(r"\bhf_[A-Za-z0-9]{30,}\b"),  # Hugging Face
        re.compile(r"\bglpat-[A-Za-z0-9_\-]{20,}"),  # GitLab personal access token
    ]


class _ProseFormats(RegexBasedDetector):
    """Credentials as people paste them into prose, which source-file patterns miss."""

    secret_type = "Webhook URL"
    denylist = [
        # A webhook is its own credential, with or without its scheme.
        re.compile(r"(?i)\b(?:https?://)?hooks\.slack\.com/(?:services|workflows|triggers)/[A-Za-z0-9_/\-]{20,}"),
        re.compile(r"(?i)\b(?:https?://)?(?:ptb\.|canary\.)?discord(?:app)?\.com/api/webhooks/\d+/[A-Za-z0-9_\-]{20,}"),
        re.compile(r"(?i)\b(?:https?://)?[a-z0-9\-]+\.webhook\.office\.com/webhookb2/[A-Za-z0-9@/\-]{20,}"),
    ]


class _SignedUrl(RegexBasedDetector):
    """A signed URL: its query string (signature, expiry, permissions) is the credential, whole."""

    secret_type = "Signed URL"
    denylist = [
        re.compile(r"(?i)[?&](?:[a-z\-]+=[^\s&#]*&)*?(?:sig|signature|x-amz-signature|x-goog-signature)=[A-Za-z0-9%+/=_\-]{16,}(?:&[^\s#]*)?"),
    ]


class _Netrc(RegexBasedDetector):
    """A `.netrc` line: `machine HOST login USER password SECRET` (any order after machine)."""

    secret_type = "Netrc Password"
    denylist = [re.compile(r"(?i)\b(?:machine\s+\S+\s+|default\s+)(?:login\s+\S+\s+|account\s+\S+\s+)*password\s+\S+")]


class _BrokenPrivateKey(RegexBasedDetector):
    """A PEM header with its words broken over lines or spaces, which detect-secrets' exact header
    misses; a Private Key like its own, so the key material is taken to its END line."""

    secret_type = "Private Key"
    denylist = [re.compile(r"-----\s*BEGIN[A-Z0-9\s]*?PRIVATE\s+KEY(?:\s+BLOCK)?\s*-----")]


class _UrlCredentials(RegexBasedDetector):
    """A password in a URL as people write it: detect-secrets' own pattern wants it URL-encoded."""

    secret_type = "URL Credentials"
    denylist = [re.compile(r"(?<=://)[^\s:/@]+:[^\s/@]+(?=@)")]


@lru_cache(maxsize=1)
def plugins() -> tuple[RegexBasedDetector, ...]:
    """detect-secrets' regex plugins (but a public address), and ours."""
    with default_settings():
        classes: dict[str, type] = get_mapping_from_secret_type_to_class()
        found = [cls() for name, cls in sorted(classes.items()) if issubclass(cls, RegexBasedDetector) and name not in _SKIPPED_PLUGINS]
    return (*found, _NewerTokens(), _UrlCredentials(), _ProseFormats(), _SignedUrl(), _Netrc(), _BrokenPrivateKey())


_KEYWORD = "|".join(KEYWORDS) + r"|token|passphrase|bearer|credentials?|access_?key|secret_?key|client_?secret|auth(?:orization)?"
# A secret-like name, then (optionally) an assignment, then the value. The name's runs are bounded:
# unbounded, a 20 KB run of letters took 1.4 s (every split of it tried against every keyword).
_ASSIGNED = lazy(
    r"(?i)\b(?:[a-z0-9]{1,40}[_\-. ]?)?(?:" + _KEYWORD.replace("_?", r"[_\- ]?") + r")[a-z_]{0,40}['\"]?"
    r"(?P<sep>\s*(?:[:=]|=>|\bis\b|\bwas\b|\bset to\b|\bequals\b)\s*|\s+)"
    r"['\"]?(?P<value>[A-Za-z0-9+/=_\-.~!@#$%^&*]{6,256})"
)


def assigned() -> Pattern:
    """A secret-like name, an assignment (or none), a value: "the prod password is hunter2"."""
    return _ASSIGNED


_ENTROPY = Base64HighEntropyString()


def entropy(value: str) -> float:
    """Shannon entropy of `value` over base64's alphabet (detect-secrets' own measure)."""
    return float(_ENTROPY.calculate_shannon_entropy(value))
