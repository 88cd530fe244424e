"""Secrets: credentials that must never become memory (docs/DESIGN.md, rule `secret->block`), and their redaction.

Detection is detect-secrets' own plugins (cloud keys; GitHub, GitLab, Slack, Stripe, npm,
PyPI … tokens; private keys; JWTs; passwords in URLs), run on the claim as a person would
read it (compatibility forms folded, invisible characters dropped), plus what prose needs
and detect-secrets, written for source files, leaves out: a secret-like keyword followed by a
value that looks like one ("the prod password is hunter2", "token: 9f…", "Bearer …"), and a
few newer token formats. The keyword list is detect-secrets' own. Also what source-file scanners
miss in prose: a `.netrc` line, a webhook written without its scheme, a PEM key whose BEGIN/END
lines are broken across lines, and a signed URL (an Azure SAS, an S3 presigned URL), whose whole
query string is the credential. Payment and identity numbers (`detectors/identifiers.py`) are
found here too and handled the same way.

A finding is reported by kind and a salted fingerprint, never by value: `redact` replaces
each secret with `[REDACTED kind fp=…]`, so a reviewer can tell two findings of the same
secret apart from two different ones without ever seeing either.
"""

from __future__ import annotations

import base64
import bisect
import hashlib
import hmac
import json
import re
import unicodedata
from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any

from groundstream.detectors.encoded import BASE64_RUN, decoded_text
from groundstream.detectors.identifiers import CLASSES as IDENTIFIER_CLASSES
from groundstream.detectors.identifiers import find_identifiers
from groundstream.detectors.normalize import INVISIBLE, sentence_span
from groundstream.detectors.passphrases import ALGORITHMS as _ALGORITHMS
from groundstream.detectors.passphrases import PLACEHOLDER as _PLACEHOLDER
from groundstream.detectors.passphrases import find_passwords, prose_cue
from groundstream.detectors.patterns import lazy
from groundstream.schemas import ClaimCandidate, SecretFinding

# 20: an alarm's code after "disarms with", a duress or panic code; a value found found again where written again, and codes of digits beside one
# 19: a pass said to be encoded, a login given in parts, a recipe's values in brackets, a bank's security number and its digits in words
# 18: a keypad's single digits apart by dashes, dots or commas after its name (not a layout, a firmware's, a date); a login, password or
#     token said to be encoded (ROT13, base64, Caesar), up to what gives it; a safe's code; a second value held open beside one found
# 17: the phonetic alphabet only right after the name and what gives it, a keypad only with four digits or digit words
# 16: a value spelled in the phonetic alphabet in the name's sentence, a keypad's digits after "is", a value after an aside with an apostrophe
# 15: a value in parts read first and within 400 characters, to its last part's line; a keypad only with digits after ":" or "="
# 14: a keypad's digits after its name, a login's secret in two halves, a recipe written backwards
# 13: a login's or an unlock's phrase, two words after ":", a till's or a supervisor's override, a cabinet's or a drawer's code, a recipe
#     after words that qualify the name, a value given in parts, a wallet's words begun ("seed words begin marble violin orbit")
# 12: a combo's or a locker's turns too, not a drill's ("The boxing combo we drill is left 1, right 2, left 3")
# 11: a dial's turns and what it opens each a word of its own ("clockwise", "block", "lockers" are none), "R 10 L 22 R 4"
# 10: a dial's turns with their numbers beside a safe's or a lock's word ("The office safe opens left 32, right 17, left 5")
# 9: a PIN's or passcode's digits further on in its sentence, a code's digits spelled as words ("four-nine-one-seven"), a Wi-Fi
#    key under "WPA2:", the answers to security questions; how to make a password given for it ("the first line of …, all lowercase,
#    no spaces"), a combination's dial moves; "the key" after a Wi-Fi network's name, a credential after "signs in with", the numbers a
#    safe opens with, a code's digits as words apart by commas
# 8: a token spelled out a character at a time, or in groups after a known format's prefix
# 7: prose passwords after a description, an aside or a long qualifier and a colon or a dash, a wallet's recovery words (after
#    words, numbered), one-time and backup codes and OTPs further on in their sentence
# 6: an account's name before an e-mail address ("user:alice@example.com") is an identity, not a pair
# 5: a file's path assigned to a credential's name is where it lives, not its value
# 21: a safe or an alarm opened "on" a code's digits in words ("The office safe opens on seven, two, nine, …")
# 22: a keypad's digits after what it is at and a colon ("Back door keypad at the print shop: 290614")
# 23: a key's value after the word with no mark between, when written as a password is (capitals, small letters, digits and a symbol:
#     "network LakeView5G, key Pinecone!Harbor88"); a token shaped as one anywhere in a sentence that names what it is, however far
#     ("API key for the delivery app: mk_prod_7f3Qz9…"), not a digest, a commit or an id
# 24: a code keyed in, in a sentence that names what it opens and why or its keypad ("To disarm the shop alarm punch in six, zero, two, nine
#     and then press OFF"); a national account number beside its bank's sort code, routing number or BSB (identifiers/2); a value's digits
#     found again however grouped
# 25: an eighty-sixth probe's, with two readers' mends: a value written as a password (a symbol of ! $ % ^ * ~ among capitals, small letters and
#     digits) or base64 of one, given after a mark or "is", on the next line or opening its sentence before "is", in a sentence that names a
#     login, a sign-in or credentials ("Netflix login: Cormorant!Shed92"; not a username, a handle or a tag, "GreenKnight#77", "@JaneDoe99",
#     nor a price or a cry, "$12K/year", "Android14!"), the whole token hidden, every login of a claim read
# 27: a ninety-first probe's: a password named and its value given after its recipe (", so Biscuit1987!"), a code keyed in ("keying 6-0-2-4")
# 26: a ninetieth probe's: a key in one case after its prefix ("sk-live-9f3b…"), a code entered or punched into a pad ("enter 2468B on the
# panel"), the answer to a security question named with words between
# 28: a ninety-second probe's: a token named a service's key by that word alone ("Stripe key: sk-live-…", "export STRIPE_KEY=sk-live-…")
# 29: a ninety-fifth probe's, with a code reader's mends: a door's code by more places and by what it gets someone into or opens ("The
#     bike shed code is 48027", "The code to get into the bike shed is 4-8-0-2-7"), a login's address "with", "using", "and" or "+" a
#     token that looks like a password, quoted or not
# 30: a ninety-eighth probe's: a card's security code and its digits ("CVV 382"; not a sandbox's test code); a ninety-sixth probe's:
#     a passcode's digits after a description and a comma, closing the sentence ("My bank PIN is the year Gran
#     was born, 1947.")
VERSION = "secrets/30"

# A token spelled out (`_spelled_out`): sixteen characters or more, one space apart (a sentence's mark after the last is no
# character of it) …
_SPACED_OUT = lazy(r"(?<!\S)(?:\S ){15,}[^\s.,;:!?)](?=[.,;:!?)]*(?:\s|$))")
# … or a token of a known format written in groups ("ghp_ 7Tq2 Lm9X wZ4r …"), its prefix first
_CHUNKED = lazy(r"(?<![\w-])(?:gh[pousr]_|github_pat_|glpat-|npm_|xox[abprs]-|sk-(?:proj-)?|sk_live_|sk_test_|rk_live_|AKIA|ASIA|AIza)"
                      r" ?[A-Za-z0-9_\-]{2,8}(?: [A-Za-z0-9_\-]{2,8}){2,}(?![\w-])")
_MOST_RUNS = 16
_LONGEST_RUN = 1024  # a key spelled out runs to a few hundred characters; a longer run is no token
_BEARER = lazy(r"(?i)\bbearer\s+(?P<value>[A-Za-z0-9\-._~+/]{16,}=*)")
_NOT_A_VALUE = lazy(r"^(?:v?\d+(?:[.\-]\d+)*|[a-z]+(?:[-_][a-z]+)*|(.)\1+)$", re.I)
# A file's path is where a secret lives, not the secret (Docker's `POSTGRES_PASSWORD_FILE=/run/secrets/pg`).
_PATH_VALUE = lazy(r"(?:~|\.{1,2}|\$\{?\w+\}?)?(?:/[\w.-]+){2,}/?")
_MARKER = lazy(r"\[REDACTED [a-z0-9\-]{1,64}(?: fp=[a-z2-7]{16})?\]")
_PRIVATE_KEY_END = lazy(r"-----\s*END[A-Z0-9\s]*PRIVATE\s+KEY(?:\s+BLOCK)?\s*-----|---- END SSH2[^\n]*----")

# Cheap tests of which detectors could match, so ordinary prose skips them: every token format
# is a long run that is not a plain word (it has a digit, or capitals inside), or carries a marker.
_KEYWORD_CUES = ("key", "pass", "pwd", "secret", "contrase", "token", "bearer", "credential", "auth", "sig=", "signature=")
_LOWER_HEX = lazy(r"[0-9a-f\-]+$")
_LONG_RUN = lazy(r"[A-Za-z0-9+/=_\-.~]{16,}")


def _format_cue(text: str) -> bool:
    if max(map(len, text.split()), default=0) >= 16:  # a token is one long word (cheaper than the regex)
        for m in _LONG_RUN.finditer(text):
            run = m.group()
            if _LOWER_HEX.match(run):  # a commit sha, a uuid: no token format is lower-case hex alone
                continue
            if any(c.isdigit() for c in run) or any(c.isupper() for c in run[1:]):
                return True
    return ("://" in text and "@" in text) or "BEGIN" in text or "PuTTY" in text or "hooks." in text or "webhooks" in text


def _keyword_cue(text: str) -> bool:
    lowered = text.lower()
    for cue in _KEYWORD_CUES:  # a plain loop: any() over a generator costs more, on every claim
        if cue in lowered:
            return True
    return False


def _maybe(text: str) -> bool:
    return _format_cue(text) or _keyword_cue(text)


_TOKEN_CHARS = frozenset("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_-+/=.")


# A value of three or more words joined by hyphens or underscores (or camelCase humps), assigned
# with `:` or `=` to a name that ends in a credential that holds a value (`auth_token`, `password`,
# `API_KEY`; not `tokenizer`, `password_policy`, `auth: …`), or with "is" to a password:
# "auth_token: forged-admin-token-xyz", "the admin password is correct-horse-battery-staple" — a
# passphrase or a made-up token, which a writer plants as readily as a random one. A placeholder
# ("your-api-key-here", "replace-with-…"), a pointer to where the value lives ("stored-in-vault",
# "from-env-…") or a header's name ("X-Auth-Token") is no value.
# (Case-sensitive humps: under re.I `[A-Z]` matches any letter and a long word splits exponentially many ways.)
_WORDS_VALUE = lazy(r"(?i:[a-z]+(?:[-_][a-z]+){2,})$|[A-Za-z][a-z]*(?:[A-Z][a-z]+){2,}$")
_PASSWORD = r"pass(?:word|wd|phrase|code)|pwd"
_HOLDS_VALUE = lazy(r"(?i)(?:token|pass|" + _PASSWORD + r"|secret|key)['\"]?\s*$")
_PASSWORD_NAME = lazy(r"(?i)(?:" + _PASSWORD + r")['\"]?\s*$")
# A credential named by a whole part of a token (split at - _ . = : and camelCase humps), alone or as a
# pair: "forged-admin-token-xyz", "prod_db_pwd", "ssh-key-admin"; never a part of a longer word
# ("tokenizer", "tiktoken", "passwordless", "secrets.yaml").
_CREDENTIAL_PARTS = frozenset("token password passwd pwd passphrase passcode secret credential jwt bearer apikey".split())
_CREDENTIAL_PAIRS = frozenset({("api", "key"), ("ssh", "key"), ("private", "key"), ("access", "key"), ("secret", "key"), ("session", "id"),
                               ("github", "pat"), ("auth", "cookie"), ("session", "cookie")})  # fmt: skip
_PARTS = lazy(r"[-_.=:/]+|(?<=[a-z])(?=[A-Z])")


# Scripts written without spaces between words: a sentence in them is no lone token.
_UNSPACED = lazy("[\u0e00-\u0eff\u1000-\u109f\u1780-\u17ff\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\uff00-\uffef]")


def lone_token(text: str) -> bool:
    """Whether `text` is one token: no space, and no script that writes sentences without spaces."""
    text = text.strip()
    return bool(text) and not any(c.isspace() for c in text) and _UNSPACED.search(text) is None


def names_credential(token: str) -> bool:
    """Whether a lone token names a credential by one of its parts (or a pair of them)."""
    parts = [p.lower().rstrip("0123456789!") for p in _PARTS.split(token) if p]  # "myPassword2024": password
    return any(p in _CREDENTIAL_PARTS for p in parts) or any(pair in _CREDENTIAL_PAIRS for pair in zip(parts, parts[1:], strict=False))


def _valued(token: str) -> bool:
    """A part of a lone token that looks like a credential's value: eight or more ASCII letters and
    digits that change places three times or more ("Xk29qLm8vTz", "9f8a7b6c5d4e"; not "sha256",
    "base64", "v1beta1", "gh4521ab")."""
    for part in re.split(r"[-_.=:/@]+", token):
        if len(part) >= 8 and part.isascii() and part.isalnum():
            digits = [c.isdigit() for c in part]
            if sum(a != b for a, b in zip(digits, digits[1:], strict=False)) >= 3:
                return True
    return False


def _looks_secret(value: str, explicit: bool, literal: bool = False) -> bool:
    """A value after a secret-like keyword that is a credential rather than a word or a version."""
    value = value.rstrip(".!")
    if _PATH_VALUE.fullmatch(value) and value == value.lower() and not _valued(value):
        return False  # lower-case words and names, no part shaped like a token ("/run/secrets/pg_pass", not "/Tr0ub4dor/3xQ9")
    if literal and len(value) >= 10 and _WORDS_VALUE.match(value):
        return not _PLACEHOLDER.search(value)
    if len(value) < 6 or _NOT_A_VALUE.match(value) or value.lower().startswith(("http", "www.")) or value.lower() in _ALGORITHMS:
        return False
    letters = any(c.isalpha() for c in value)
    digits = any(c.isdigit() for c in value)
    if not explicit:  # "the token 9f…": no assignment, so ask more of the value
        from groundstream.detectors.secret_plugins import entropy  # loaded already: this runs after a cue

        return len(value) >= 16 and letters and digits and entropy(value) > 3.0
    symbols = any(c in "!@#$%^&*+/=~" for c in value)
    mixed = any(c.isupper() for c in value[1:]) and any(c.islower() for c in value)
    return (letters and (digits or symbols)) or (len(value) >= 12 and mixed)


def _password_shaped(value: str) -> bool:
    """Written as a password is: eight characters or more with capitals, small letters, digits and a symbol
    ("Pinecone!Harbor88"; not a key chord, "Ctrl+Shift+F5", whose only mark joins names)."""
    return (len(value) >= 8 and any(c.isupper() for c in value) and any(c.islower() for c in value)
            and any(c.isdigit() for c in value) and any(c in "!@#$%^&*~" for c in value))  # fmt: skip


# A sentence that names a credential ("Mapping service API key for the delivery app: mk_prod_7f3Q…"), and a run in it shaped as a
# token: what it is may stand words away from it. Not a digest, a commit, an id, an address or a public key named before the run in its
# sentence, nor a hex address ("0x…") or an integrity string ("sha384-…").
_NAMES_CREDENTIAL = lazy(r"(?i)\b(?:api[ _-]?keys?|access[ _-]?keys?|secret(?:[ _-]?keys?)?|tokens?|passwords?|passphrases?|credentials?)\b"
                               r"(?! (?:policy|policies|manager|reset|rules|requirements?|strength|field|prompt|hint|rotation|workshop|training|expiry)\b)")
# (a ninety-second probe's, with a code reader's mends) a run labelled a service's key right before it, by a mark or "is", in its clause:
# "Stripe key: sk-live-…", "The payments key I use everywhere: …", "stripeKey = 'sk-live-…'", "STRIPE_KEY=sk-live-…"; not a key of a kind that
# is no secret, by any word of its name (a database's, a file's, a song's, a room's, a public, publishable or site key: "Figma file key: …",
# "NEXT_PUBLIC_POSTHOG_KEY=…", "RECAPTCHA_SITE_KEY=…"), nor a key named with no name before it ("Key: V1St…"), nor a path ("S3 key: a/b/c")
_NO_SECRET_KEYS = frozenset(
    "primary foreign composite surrogate natural unique sort partition shard routing row index cache lookup hash dict map object music answer "
    "idempotency public publishable site host peer project file sheet spreadsheet doc document record dedup dedupe event upload resume correlation "
    "message request dataset report video blob s3 gcs storage bucket dynamodb firestore airtable legend chart grading room house locker spare door car "
    "front back cabin shed chord song track album entry item field column table translation i18n cursor pagination page ssh gpg pgp wireguard xpub "
    "minisign kid jwks the a an this that our my your their his her its".split()
)
_KEY_WORDS = frozenset("monkey turkey whiskey hockey jockey donkey lackey hotkey turnkey latchkey".split())  # English words ending in "key"
_KEY_WORD = lazy(r"(?<![A-Za-z0-9])(?:key|keys|Key|Keys|KEY|KEYS)(?![A-Za-z0-9])|(?<=[a-z])Keys?(?![a-z0-9])")
_KEY_GIVEN = lazy(r"(?:[:=]|=>|\s(?:is|was))\s*['\"`]?\s*$")
_CLAUSE_BREAK = lazy(r"[;.!?\n(){}\[\]]")
_KEY_ID = lazy(r"(?i)\b(?:kid|key ?id)\b")  # a key's id (a JWKS "kid"), not the key


def _key_name_secret(words: list[str]) -> bool:
    """Whether the words naming a key ("Stripe", "payments"; "STRIPE_KEY" in parts) say it is a secret's: a name before it, none of a kind
    that is no secret."""
    words = [w.lower() for w in words if w]
    return bool(words) and not any(w in _NO_SECRET_KEYS for w in words)


def _labelled_key(text: str, lo: int, at: int) -> bool:
    """Whether the run at `at` is given right after a key named in its clause ("Stripe key: …", "the payments key I use everywhere: …")."""
    window = text[max(0, at - 80) : at]  # (not from the sentence's start: "Stripe key below:⏎sk-live-…" gives it on the next line)
    given = _KEY_GIVEN.search(window)
    if given is None:
        return False
    clause = window[: given.start()]
    clause = clause[max((m.end() for m in _CLAUSE_BREAK.finditer(clause)), default=0) :]
    key = next(reversed(list(_KEY_WORD.finditer(clause))), None)  # (the last key named before the value)
    if key is None or len(clause) - key.end() > 40:
        return False
    if _NOT_SECRET.search(clause) or _KEY_ID.search(clause):  # "JWKS kid for the signing key: …", "Firebase key of the order node: …"
        return False
    before = clause[: key.start()]
    name = before.split()[-1] if before.strip() else ""  # the word before "key", or the name it ends ("NEXT_PUBLIC_STRIPE_")
    return _key_name_secret(_name_parts(name.strip("_-")))


_NAME_SPLIT = lazy(r"[_\-.]|(?<=[a-z])(?=[A-Z])")  # a name's words apart at "_", "-", "." and a capital


def _name_parts(name: str) -> list[str]:
    """A name's words: as written whole and apart (`_NAME_SPLIT`: "DynamoDB", "dynamo", "db")."""
    parts = [p for p in _NAME_SPLIT.split(name) if p]
    return [name, *parts] if len(parts) > 1 else parts


def _assigned_key(name: str) -> bool:
    """Whether an assignment's name is a service's key ("STRIPE_KEY", "ESCROW_KEY", "stripeKey"; not "FIGMA_FILE_KEY", "SITE_KEY")."""
    parts = [p for p in _NAME_SPLIT.split(name) if p]
    if len(parts) >= 2 and parts[-1].lower() in ("key", "keys"):
        return _key_name_secret(parts[:-1]) and _NOT_SECRET.search(" ".join(parts)) is None
    return (len(parts) == 1 and name.isupper() and name.endswith("KEY") and len(name) > 5 and name.lower() not in _KEY_WORDS
            and _key_name_secret([name[:-3]]) and name not in ("PUBKEY", "PUBLICKEY"))


_ASSIGNED_NAME = lazy(r"(?P<name>[A-Za-z][A-Za-z0-9_]*)=(?=[^=])")
_TOKEN_RUN = lazy(r"(?<![\w/.@:-])(?!0x)[A-Za-z0-9_\-+/=]{20,256}(?![\w/@-])")
_NOT_SECRET = lazy(r"(?i)\b(?:fingerprint|checksum|hash|sha-?\d*|digest|commit|ids?|uuid|version|serial|order|tracking|ref(?:erence)?"
                         r"|public(?:[ _-]key)?|ssh-\w+|ecdsa-[\w-]+|address|contract|cid|playlist|integrity|url|link|isbn|doi)\b")


def _named_credential(text: str, lo: int, at: int) -> bool:
    """Whether what the sentence before `at` names first is a credential: "The API token for the build server is …" (the token, though a
    build is named after it), not "The Spotify playlist for the password workshop is …", "The build id for the API key rotation job was …";
    a non-secret named right after the credential is its head ("the deploy key's fingerprint", "API key id")."""
    credential = _NAMES_CREDENTIAL.search(text, lo, at)
    other = _NOT_SECRET.search(text, lo, at)
    if credential is None or _NOT_SECRET.search(text, max(lo, at - 24), at):
        return False  # (nor what the value's own label names: "… returned correlation id Xy7Q…", "its serial is SN8f…")
    if other is None:
        return True
    if other.start() < credential.start():
        return False
    return other.start() - credential.end() > 16  # (within two short words after it, the non-secret is what is named)


def _whole_token(text: str, start: int, end: int) -> tuple[int, int]:
    """A token's whole extent to the spaces around it, so no part after a mark the run stopped at stays in clear ("…Xy8Q~k3J9", "….Zr8K");
    a sentence's closing mark and quotes or brackets around it are not part of it."""
    while start > 0 and not text[start - 1].isspace() and text[start - 1] not in "\"'([{<,;:":
        start -= 1
    while end < len(text) and not text[end].isspace() and text[end] not in "\"')]}>,;":
        end += 1
    while end > start and text[end - 1] in ".!?" and (end == len(text) or text[end].isspace()):
        end -= 1  # ("…keep it safe." and "…Qm3X." end their sentence there)
    return start, end


def _sentence(text: str, start: int, end: int, reach: int = 300) -> tuple[int, int]:
    """The bounds of the sentence holding start:end, a full stop ending one only before a space or the end (".env", "v1.2" are no end)."""
    lo, hi = max(0, start - reach), min(len(text), end + reach)
    before = [m.end() for m in _SENTENCE_END.finditer(text, lo, start)]
    after = _SENTENCE_END.search(text, end, hi)
    return (before[-1] if before else lo), (after.start() if after else hi)


_SENTENCE_END = lazy(r"[.!?](?=\s|$)|\n")


def _token_shaped(run: str) -> bool:
    """A run written as a random token is: capitals and small letters mixed, digits in it or 24 characters long, of high entropy
    ("7f3Qz9LpW2xR8vNc4TgH1yBd", "LZYPxbaroPVgiPQ7euJwSpeo"); not lower-case hex (a commit, a uuid), nor words run together with a
    number ("SecOpsRotationPlan2024Q3Draft")."""
    from groundstream.detectors.reading import rare  # (its word frequencies load on first use)
    from groundstream.detectors.secret_plugins import entropy  # loaded already: this runs after a cue

    prefixed = _PREFIXED_KEY.fullmatch(run)
    if prefixed and len(_SWITCHES.findall(prefixed.group("key"))) >= 4 and entropy(prefixed.group("key")) > 3.0:
        # "sk-live-9f3b2c7d1e8a4f60": a key's prefix and its random part, in one case, letters and digits mixed through it (not
        # words with a year, "db-prod-password2024rotated", "ci-secret-scan2024nightly")
        return True
    worded = sum(len(h) for h in _HUMPS.findall(run) if len(h) >= 4 and not rare(h.lower()))  # English words, not "Gahz", "Fwqv"
    return (any(c.isupper() for c in run) and any(c.islower() for c in run) and (any(c.isdigit() for c in run) or len(run) >= 24)
            and not _LOWER_HEX.match(run) and worded * 2 < len(run) and entropy(run) > 3.5)  # fmt: skip


_HUMPS = lazy(r"[A-Z]?[a-z]+")
# a key written in one case: a short prefix of letters ("sk-live-", "key_") and a random part of letters and digits, twelve or more
_SWITCHES = lazy(r"(?<=[a-zA-Z])\d|(?<=\d)[a-zA-Z]")  # each turn from letters to digits or back
_PREFIXED_KEY = lazy(r"[a-zA-Z]{2,8}(?:[-_][a-zA-Z]{2,8}){0,2}[-_](?P<key>[a-zA-Z0-9]{12,})")
# "network LakeView5G, key Pinecone!Harbor88": a Wi-Fi key's value right after the word, with no mark between (detect-secrets' names
# want one), in a sentence about a network (not a hashtag, a handle, a map's or a room's key: "the key #SummerFest2024 hashtag")
_KEY_THEN_VALUE = lazy(r"(?i)\bkey\s+(?P<value>[A-Za-z0-9!$%^&*~_\-+=][^\s,;]{7,127})")
_NETWORK = lazy(r"(?i)\b(?:wi-?fi|wlan|wireless|network|ssid|wpa\d?|router|hotspot)\b")


def _is_password_word(name: str) -> bool:
    """`password X`, `passwd X`, `pwd X` (a .netrc, a shell line): the word itself says what follows."""
    words = name.lower().replace("'", " ").replace('"', " ").split()
    return bool(words) and words[-1] in ("password", "passwd", "pwd", "pass")


@dataclass(frozen=True, slots=True)
class Found:
    """One secret: its kind and span in the scanned text (the value stays with the caller)."""

    kind: str
    start: int
    end: int


def _slug(name: str) -> str:
    return re.sub(r"[^a-z0-9]+", "-", name.lower()).strip("-")


def _plain(text: str) -> tuple[str, list[int] | None]:
    """`text` as read (NFKC, invisible characters dropped), with each character's origin."""
    if text.isascii():
        return text, None
    out: list[str] = []
    origin: list[int] = []
    for i, ch in enumerate(text):
        if ch in INVISIBLE or unicodedata.category(ch) == "Cf":
            continue
        for c in unicodedata.normalize("NFKC", ch):
            out.append(c)
            origin.append(i)
    return "".join(out), origin


def find_secrets(text: str, identifiers: tuple[str, ...] = IDENTIFIER_CLASSES) -> list[Found]:
    """Every secret in `text`, and every payment or identity number of the `identifiers` classes
    (`[policy] identifiers`; all of them where no policy applies: dead letters, identifiers),
    spans merged where they overlap, in order; a value found is found again wherever the text
    writes it again ("The alarm disarms with 7391 and re-arms with 7391 too")."""
    found = _find_secrets(text, identifiers)
    return _with_siblings(text, _with_repeats(text, found)) if found else found


_REPEATS_READ = 20  # distinct values looked for again (a claim of thousands of secrets costs no more)
_COUNTS_READ = 512  # distinct values counted first (a plain count each), of which those written again are looked for


def _with_repeats(text: str, found: list[Found]) -> list[Found]:
    """`found`, and each of its values where the text writes it again, whole (not inside a longer word or number)."""
    more: list[Found] = []
    taken = _Taken(found)
    # (as written and as read: "7\u200b391" found, "7391" written again; not a common word or a year, "admin", "1984")
    values = dict.fromkeys((v, f.kind) for f in found for v in {text[f.start : f.end], _plain(text[f.start : f.end])[0]})
    read = 0
    for value, kind in list(values)[:_COUNTS_READ]:
        if len(value.strip()) < 4 or (value.isalpha() and len(value) < 8) or (value.isdigit() and 1900 <= int(value) <= 2099):
            continue
        if not _GROUPED_DIGITS.fullmatch(value) and text.count(value) < 2:
            continue  # (written once: no read spent on it, so twenty keys found first leave a password written twice read)
        read += 1
        if read > _REPEATS_READ:
            break
        for m in re.finditer(_written_again(value), text):
            alone = (m.start() == 0 or not text[m.start() - 1].isalnum()) and (m.end() == len(text) or not text[m.end()].isalnum())
            if alone and not taken(m.start(), m.end()):
                more.append(Found(kind, m.start(), m.end()))
    return _merged(found + more) if more else found


_GROUPED_DIGITS = lazy(r"\d(?:[ .,-]{0,2}\d){3,}")


def _written_again(value: str) -> str:
    """What finds `value` written again: as it is, or, for digits in groups or run together, its digits however grouped (an
    account number "2388 4706" found, "23884706" on the statement; "4 4 1 7" keyed in, "4417" on the display)."""
    if not _GROUPED_DIGITS.fullmatch(value):
        return re.escape(value)
    return r"(?<!\d)" + r"[ .,-]{0,2}".join(re.sub(r"\D", "", value)) + r"(?!\d)"


class _Taken:
    """Whether a span overlaps one of `found` (merged, in order): a binary search, so a long claim of many findings is read in n log n."""

    def __init__(self, found: list[Found]) -> None:
        self._found = _merged(found)
        self._starts = [f.start for f in self._found]

    def __call__(self, start: int, end: int) -> bool:
        i = bisect.bisect_right(self._starts, start) - 1
        return any(0 <= j < len(self._found) and self._found[j].start < end and start < self._found[j].end for j in (i, i + 1))


# A code of digits beside one found ("The duress code is 7392 and the normal one is 7391", "…, the safe with 2291 and the till drawer with
# 6610"): where a claim holds one code of four to nine digits, every other run of as many is hidden too (a year is left as written)
_CODE_DIGITS = lazy(r"(?<![\w.,$\u00a3\u20ac/-])\d{4,9}(?![\w%/]|[.,]\d)")


def _with_siblings(text: str, found: list[Found]) -> list[Found]:
    """`found`, and the other codes of its digits' shape in the sentence of one it found that is a code of digits (a source's
    passage keeps its port numbers and versions in other sentences)."""
    codes = [f for f in found if f.kind == "password" and 4 <= len(d := re.sub(r"[-. ,#*]", "", _plain(text[f.start : f.end])[0])) <= 9 and d.isdigit()]
    if not codes:
        return found
    taken = _Taken(found)
    more: list[Found] = []
    for code in codes[:_REPEATS_READ]:
        lo, hi = sentence_span(text, code.start, code.end, reach=300)
        more += [Found("password", m.start(), m.end()) for m in _CODE_DIGITS.finditer(text, lo, hi)
                 if not 1900 <= int(m.group()) <= 2099 and not taken(m.start(), m.end())]  # fmt: skip
    return _merged(found + more) if more else found


def _find_secrets(text: str, identifiers: tuple[str, ...]) -> list[Found]:
    plain, origin = _plain(text)
    if "[REDACTED " in plain:  # a claim redacted already (replay, a reviewer's copy) is read without its markers
        plain = _MARKER.sub(lambda m: " " * len(m.group()), plain)
    spans: list[Found] = [Found(kind, start, end) for kind, start, end in find_identifiers(plain, identifiers)] if identifiers else []
    lone = plain.strip()
    if len(lone) <= 256 and lone_token(lone) and names_credential(lone) and _valued(lone):
        start = plain.index(lone)
        spans.append(Found("secret-keyword", start, start + len(lone)))  # "prod-db-password-Xk29qLm8vTz": the whole token
    # Written in prose (words, a passcode, a login's pair): its own cues, read before the plugins load.
    spans += [Found("password", start, end) for start, end in find_passwords(plain)]
    spans += _spelled_out(plain)
    spans += _login_values(plain)
    formats, keywords = _format_cue(plain), _keyword_cue(plain)
    if not (formats or keywords):
        return _merged(_origin(spans, origin))
    from groundstream.detectors import secret_plugins  # detect-secrets, loaded for the first text that may hold a secret

    for plugin in secret_plugins.plugins() if formats else ():
        matches = [m for rx in plugin.denylist for m in rx.finditer(plain)]
        if not matches:
            continue
        # The plugin's own analysis (JWT checks its structure): keep the matches it stands by.
        values = [v for found in plugin.analyze_string(plain) for v in ((found,) if isinstance(found, str) else found) if v]
        for m in matches:
            if any(v in m.group(0) for v in values):
                start, end = m.start(), m.end()
                if plain[end - 1 : end] in _TOKEN_CHARS:  # a lazy pattern stops early: take the whole token
                    while end < len(plain) and plain[end] in _TOKEN_CHARS:
                        end += 1
                if plugin.secret_type == "Private Key":  # the key material runs to its END line
                    tail = _PRIVATE_KEY_END.search(plain, end)
                    end = tail.end() if tail else len(plain)
                    while start > 0 and plain[start - 1] == "-":
                        start -= 1
                spans.append(Found(_slug(plugin.secret_type), start, end))
    for m in BASE64_RUN.finditer(plain) if formats else ():
        if len(m.group()) < 24:  # a secret wrapped once is still one, and takes 24 or more
            continue
        inner = decoded_text(m.group())
        if inner is not None and not any(f.start <= m.start() < f.end for f in spans):
            kinds = {f.kind for f in _find_secrets(inner, IDENTIFIER_CLASSES)}
            if kinds:
                spans.append(Found(f"{min(kinds)}-in-base64", m.start(), m.end()))
    for m in secret_plugins.assigned().finditer(plain) if keywords else ():
        sep = m.group("sep").strip()
        explicit = bool(sep) or _is_password_word(plain[m.start() : m.start("sep")])
        name = plain[m.start() : m.start("sep")]
        literal = (sep in (":", "=", "=>") and _HOLDS_VALUE.search(name) is not None) or (
            sep.lower() in ("is", "was", "set to") and _PASSWORD_NAME.search(name) is not None
        )
        if _looks_secret(m.group("value"), explicit, literal):
            value = m.group("value").rstrip(".!")
            spans.append(Found("secret-keyword", m.start("value"), m.start("value") + len(value)))
    for m in _BEARER.finditer(plain) if keywords else ():
        spans.append(Found("bearer-token", m.start("value"), m.end("value")))
    for m in _KEY_THEN_VALUE.finditer(plain) if keywords else ():
        value = m.group("value").rstrip(".")  # (a mark closing the sentence; a "!" may be the password's own)
        lo, hi = sentence_span(plain, m.start(), m.end())
        if _password_shaped(value) and _NETWORK.search(plain, lo, hi):
            start = m.start("value")
            end = start + len(value)
            while end < len(plain) and not plain[end].isspace():  # a longer key whole, a comma in it too
                end += 1
            while end > start and plain[end - 1] in ".," and (end == len(plain) or plain[end].isspace()):
                end -= 1
            spans.append(Found("secret-keyword", start, end))
    if formats and keywords:
        for m in _TOKEN_RUN.finditer(plain):
            run = m.group().rstrip(".=")
            lo, hi = _sentence(plain, m.start(), m.end())
            if any(f.start <= m.start() < f.end for f in spans) or run.lower().startswith(("sha256-", "sha384-", "sha512-")):
                continue
            if _token_shaped(run) and (_named_credential(plain, lo, m.start()) or ("/" not in run and _labelled_key(plain, lo, m.start()))):
                start, end = _whole_token(plain, m.start(), m.start() + len(run))
                spans.append(Found("secret-keyword", start, end))
                continue
            # (a ninety-second probe's, with a whole-change reader's mends) "STRIPE_KEY=sk-live-…": a run that is a service key's name and
            # its value, the value hidden and the name kept; read only where the whole run is none of the above, so a token with an "="
            # inside ("Xk29qLm8vTzQ=Pq7Rw3…") is still hidden whole
            named = _ASSIGNED_NAME.match(run)
            if named is None or not _assigned_key(named.group("name")):
                continue
            value, at = run[named.end() :], m.start() + named.end()
            if "/" not in value and _token_shaped(value):
                spans.append(Found("secret-keyword", at, _whole_token(plain, at, at + len(value))[1]))
    return _merged(_origin(spans, origin))


# A login named in a sentence and a value given in it (after a colon, "=", a dash, a slash or "is", or opening the sentence before "is")
# written as a password is, as written or in base64 (an eighty-sixth probe's: "Netflix login: Cormorant!Shed92", "Router admin login, base64
# so it isn't lying around: Q29y…", "Cormorant!Shed92 is the Netflix login"; not a username, a handle or a tag, "My login for the library is
# jsmith42", "My Steam login is GreenKnight#77", "@JaneDoe99", nor a price or a cry, "costs $12K/year", "crashing on Android14!"): the whole
# token hidden, to the spaces around it
_LOGIN = lazy(r"(?i)\b(?:log-?ins?|logons?|sign-?ins?|credentials?|passwords?|passcodes?|passphrases?)\b")
_LOGIN_VALUE = lazy(r"(?<!\S)\S{8,}")
_NOT_A_LOGIN_VALUE = lazy(r"(?i)\b(?:(?:user|login|log-in|account|screen|display|sign-in) ?name|name (?:is|was|:)|handle|tag|username|gamertag)\b")
# (a recipe then its result too: ", so Biscuit1987!")
_GIVEN = lazy(r"(?:[:=/\u2014-]|\b(?:is|was|are|were)|, so)\s*$")
_OPENS_BEFORE_IS = lazy(r"\s+(?:is|was)\b")
_NEXT_LINE = lazy(r"[ \t]*(?:[:=\u2014-]|is)?[ \t]*\n[ \t]*\S{1,256}")  # "Netflix login:⏎Cormorant!Shed92"
_NOT_A_PASSWORD = lazy(r"^@|#\d+$|\$\d|://|^www\.")  # a handle, a tag, a price, an address
_A_CRY = lazy(r"^[A-Za-z]+\d+!+$")  # "crashing on Android14!" (beside a password named, "so Biscuit1987!" is one)
_LOGIN_REACH = 256  # characters past a sentence's ends a value with a "!" in it is read to


def _login_values(plain: str) -> list[Found]:
    """The values given as a password in a sentence that names a login (`_LOGIN`), as written or decoded from base64."""
    found: list[Found] = []
    read_to = -1
    for login in _LOGIN.finditer(plain):
        if login.start() < read_to:
            continue  # (its sentence read already: a claim of thousands of logins is read once)
        lo, hi = sentence_span(plain, login.start(), login.end())
        floor, end = max(0, lo - _LOGIN_REACH), min(len(plain), hi + _LOGIN_REACH)
        while lo > floor and not plain[lo - 1].isspace():  # (a "!" in the value is the password's own, not the sentence's end)
            lo -= 1
        while hi < end and not plain[hi].isspace():
            hi += 1
        if (below := _NEXT_LINE.match(plain, login.end())) is not None:
            hi = max(hi, below.end())
        read_to = hi
        if _NOT_A_LOGIN_VALUE.search(plain, lo, hi):
            continue
        for m in _LOGIN_VALUE.finditer(plain, lo, hi):
            token = m.group()
            value = token.strip("\"'()[]{}<>.,;:")[:_LOGIN_REACH]
            given_by = _GIVEN.search(plain, max(lo, m.start() - 12), m.start())
            given = (given_by is not None or token[:1] in "(\"'\u201c"
                     or (not plain[lo : m.start()].strip() and _OPENS_BEFORE_IS.match(plain, m.end()) is not None))
            after_so = given_by is not None and given_by.group().startswith(", so")  # a recipe's result: "…, so Biscuit1987!"
            if not given or _NOT_A_PASSWORD.search(value) or (_A_CRY.match(value) and not (after_so and login.group().lower().startswith("pass"))):
                continue
            decoded = decoded_text(value) if len(value) >= 12 and value[-1:] != "!" else None
            if (_password_shaped(value) and any(c in "!$%^*~" for c in value)) or (decoded is not None and _password_shaped(decoded)):
                found.append(Found("password", m.start(), m.start() + len(token.rstrip(".,;:"))))
    return found


def _spelled_out(plain: str) -> list[Found]:
    """A token spelled out a character at a time ("My GitHub token is g h p _ 1 6 C 7 …"): the text read again with each
    such run's spaces taken out, its words around it kept (a keyword's value is a secret by them); a secret found in a run
    is the whole run."""
    runs = sorted([*_SPACED_OUT.finditer(plain), *_CHUNKED.finditer(plain)], key=lambda m: m.start()) if " " in plain else []
    runs = [m for k, m in enumerate(runs)
            if " " in m.group() and len(m.group()) <= _LONGEST_RUN and not any(o.start() <= m.start() < o.end() for o in runs[:k])]
    if not runs or len(runs) > _MOST_RUNS:  # (a text of hundreds is read as written: each would cost a reading of it all)
        return []
    parts: list[str] = []
    where: list[tuple[int, int, re.Match[str]]] = []
    last = at = 0
    for m in runs:
        parts.append(plain[last : m.start()])
        at += m.start() - last
        run = m.group().replace(" ", "")
        parts.append(run)
        where.append((at, at + len(run), m))
        at += len(run)
        last = m.end()
    parts.append(plain[last:])
    found = find_secrets("".join(parts), ())
    return [Found(f"{f.kind}-spelled-out", m.start(), m.end()) for f in found for a, b, m in where if f.start < b and a < f.end]


def _origin(spans: list[Found], origin: list[int] | None) -> list[Found]:
    """Spans over the text as read, moved back onto the text as written."""
    if origin is None:
        return spans
    return [Found(f.kind, origin[f.start], origin[f.end - 1] + 1) for f in spans]


def _merged(spans: list[Found]) -> list[Found]:
    """Overlapping findings as one: the more specific kind (a named format) wins."""
    out: list[Found] = []
    for f in sorted(spans, key=lambda s: (s.start, -s.end)):
        if out and f.start < out[-1].end:
            last = out[-1]
            kind = last.kind if last.kind not in ("secret-keyword", "bearer-token") else f.kind
            out[-1] = Found(kind, last.start, max(last.end, f.end))
        else:
            out.append(f)
    return out


def fingerprint(secret: str, salt: bytes) -> str:
    """A salted, keyed hash of a secret: the same secret, the same print; the print gives nothing away."""
    digest = hmac.new(salt, secret.encode("utf-8", "surrogatepass"), hashlib.sha256).digest()
    return base64.b32encode(digest[:10]).decode().lower()


def marker(kind: str, print_: str | None) -> str:
    return f"[REDACTED {kind} fp={print_}]" if print_ else f"[REDACTED {kind}]"


def redact(text: str, salt: bytes | None, where: str = "content", identifiers: tuple[str, ...] = IDENTIFIER_CLASSES) -> tuple[str, list[SecretFinding]]:
    """`text` with every secret replaced by its marker, and what was found (no values).

    Without a salt the markers carry no fingerprint (dead letters, log lines).
    """
    found = find_secrets(text, identifiers)
    if not found:
        return text, []
    parts: list[str] = []
    findings: list[SecretFinding] = []
    pos = 0
    for f in found:
        # over the value as read, so a disguised copy (fullwidth, zero-width split) prints the same
        print_ = fingerprint(_plain(text[f.start : f.end])[0], salt) if salt is not None else None
        parts.append(text[pos : f.start])
        start = sum(map(len, parts))
        parts.append(marker(f.kind, print_))
        findings.append(SecretFinding(kind=f.kind, where=where, fingerprint=print_, span=(start, start + len(parts[-1]))))
        pos = f.end
    parts.append(text[pos:])
    return "".join(parts), findings


def _redact_value(value: Any, salt: bytes | None, where: str, out: list[SecretFinding], identifiers: tuple[str, ...]) -> Any:
    if isinstance(value, str):
        clean, found = redact(value, salt, where, identifiers)
        out.extend(found)
        return clean
    if isinstance(value, dict):
        result = {}
        for k, v in value.items():
            key = _redact_value(k, salt, f"{where}.key", out, identifiers) if isinstance(k, str) else k
            result[key] = _redact_value(v, salt, f"{where}.{key}", out, identifiers)
        return result
    if isinstance(value, list):
        return [_redact_value(v, salt, f"{where}[{i}]", out, identifiers) for i, v in enumerate(value)]
    return value


def redact_claim(claim: ClaimCandidate, salt: bytes, identifiers: tuple[str, ...] = IDENTIFIER_CLASSES) -> tuple[ClaimCandidate, tuple[SecretFinding, ...]]:
    """The claim with every secret (and payment or identity number of the `identifiers` classes)
    in its content and metadata redacted, and the findings."""
    found: list[SecretFinding] = []
    content, in_content = redact(claim.content, salt, identifiers=identifiers)
    found.extend(in_content)
    metadata = claim.metadata
    if metadata and (
        _maybe(text := json.dumps(metadata, ensure_ascii=False)) or prose_cue(text) or (identifiers and any(c.isdigit() for c in text))
    ):
        metadata = _redact_value(metadata, salt, "metadata", found, identifiers)
    if not found:
        return claim, ()
    return claim.model_copy(update={"content": content, "metadata": metadata}), tuple(found)


def secret_kinds(text: str) -> list[str]:
    """The kinds of secret in `text` (for an identifier: which one is refused, not where)."""
    return sorted({f.kind for f in find_secrets(text)})


def _strings(value: Any) -> Iterator[str]:
    if isinstance(value, str):
        yield value
    elif isinstance(value, dict):
        for k, v in value.items():
            yield from _strings(k)
            yield from _strings(v)
    elif isinstance(value, list):
        for v in value:
            yield from _strings(v)


_JSON_ESCAPE = lazy(r"\\(?:u([0-9a-fA-F]{4})|([\"\\/bfnrt]))")
_SIMPLE_ESCAPES = {'"': '"', "\\": "\\", "/": "/", "b": "\b", "f": "\f", "n": "\n", "r": "\r", "t": "\t"}


def _unescape(m: re.Match[str]) -> str:
    return chr(int(m.group(1), 16)) if m.group(1) else _SIMPLE_ESCAPES[m.group(2)]


def redact_record(raw: str) -> str:
    """An unusable input record, safe to keep: its secrets redacted.

    A record that parses as JSON may spell a secret with escapes (`\\u0041KIA…`) that no text
    scan of the raw line sees; such a record is withheld whole, with the kinds it held.
    """
    clean, _ = redact(raw, None)
    try:
        texts = list(_strings(json.loads(raw)))
    except (ValueError, RecursionError):  # not whole JSON (cut, or never JSON): its escapes, undone by hand
        texts = [_JSON_ESCAPE.sub(_unescape, raw)] if "\\" in raw else []
    for text in texts:
        for f in find_secrets(text):
            value = text[f.start : f.end]
            if value not in raw or value in clean:  # written with escapes, or missed in the raw line
                return f"[record withheld: it holds a secret ({f.kind}) that cannot be redacted in place]"
    return clean
