"""Passwords written in prose: what a token scanner does not read as a value.

detect-secrets' plugins and the keyword rule in `secrets` take a credential's value as one token
("the admin password is hunter2", "password=correct-horse-battery-staple"). People write
passwords in sentences too, and a memory that holds one is a credential in clear:

- a passphrase of words with spaces between them, after a password's name and "is", ":", "=",
  "set/changed/rotated/reset to" ("the wifi passphrase is purple monkey dishwasher lamp",
  "Password: granite lantern orbit falcon"), the name qualified by what it opens ("the keystore
  password for the Android release signing key is …"), or right after the name, four words or more
  ("logs in with password feral sprinkled lagoon bishop");
- any quoted value there, and a quoted value someone is told to log in with ('use "orchid
  battered sunlit rumble" to log in');
- a passcode or PIN of four digits or more ("the door keypad passcode is 5821#");
- a login's user and password ("Grafana admin login: admin / copper fidget unravel basin",
  "default creds are admin:Welcome123!").

A description of the password is no value: it is written with the words a passphrase does
without (articles, prepositions, verbs, products, an acronym among plain words, what a password
policy names: "is stored in Vault", "is twelve characters minimum", "is Okta SSO now"), or mostly
in participles and adverbs ("is automatically rotated monthly"); a name followed by a word that
makes it another thing ("password manager", "password policy") names no password.
"""

from __future__ import annotations

import re

from groundstream.detectors.values import PRODUCTS, VENDORS

# A password's name: not inside a longer word ("bypass", "passwordless"), but after "_" (DB_PASSWORD).
_NAME = re.compile(r"(?i)(?<![a-z`$/])(?:pass(?:word|wd|phrase|code)s?|pwd|pw|requirepass)(?![a-z])|(?<![A-Za-z`])PIN(?![A-Za-z])")
# What gives the name its value; "still"/"now" between ("is still …", "is now …").
_SEP = re.compile(
    r"(?i)[ \t]*(?:=>|[:=]|\b(?:is|was|are|were)\b(?:[ \t]+(?:still|now|currently|also))?(?:[ \t]+(?:set|changed|rotated|reset|updated)[ \t]+to\b)?"
    r"|\b(?:set|changed|rotated|reset|updated)[ \t]+to\b|\bto\b)[ \t]*:?[ \t]*"
)
_QUALIFIER_WORD = re.compile(r"[ \t]+[^\s:=,;!?\"'`\u201c\u2018]{1,40}")
_QUALIFIER_WORDS = 8
_SPACES = re.compile(r"[ \t]*")
_QUOTED = re.compile(r"[\"'`\u201c\u2018]([^\s\"'`\u201d\u2019.,;:!?][^\"'`\u201d\u2019\n]{3,119})[\"'`\u201d\u2019]")
_WORDS = re.compile(r"[A-Za-z0-9]{1,24}(?:[ \t]+[A-Za-z0-9]{1,24}){0,11}")
_DIGITS = re.compile(r"\d(?:[- ]?\d){3,15}#?(?=[\s.,;!?)]|$)")
_COUNTED = re.compile(
    r"(?i)[ \t]*(?:characters?|chars?|digits?|letters?|symbols?|words?|days?|hours?|minutes?|seconds?|weeks?|months?|years?"
    r"|times|attempts|tries|%)\b"
)
_LOGIN = re.compile(
    r"(?i)\b(?:log(?:s|ged)?[ \t]*(?:in|on)(?:[ \t]+with)?|login|sign(?:s|ed)?[ \t]*(?:in|on)(?:[ \t]+with)?|creds|credentials)\b"
    r"[^\n.]{0,40}?(?<![\w@.+-])[\w.@+-]{2,64}[ \t]*(?:/|:)[ \t]*"
)
_TOLD = re.compile(r"(?i)\b(?:use|enter|type)[ \t]+(?=[\"'`\u201c\u2018])")
_TOLD_FOR = re.compile(r"(?i)[ \t]+to[ \t]+(?:log|sign|unlock|open|access|get[ \t]+in)")

# Words a passphrase does without: a description is written with them.
_NOT_PASSPHRASE = frozenset("""
a an the this that these those it its same one ones any some every each all no not never none only also just
at in on by with without to for of from via per as than like into onto over under after before about between within
since until across through throughout around behind beside beyond during except inside outside toward towards upon against along among
and or but nor if when while until unless because so then
is are was were be been being has have had do does did can could will would should must may might shall
stored kept set held saved hashed salted encrypted rotated changed reset generated managed shared printed written
required needed see check ask use read found located expires expired sent
character characters chars letter letters digit digits number numbers symbol symbols word words long short length
minimum maximum min max random strong weak secure complex unique simple easy hard case sensitive empty blank default
now today currently still usually typically
your example sample placeholder dummy changeme redacted replace insert enter todo none null unknown
sso okta auth0 keycloak onelogin entra single sign
""".split())  # fmt: skip
# Words that make the name another thing: "password manager", "passphrase policy".
_COMPOUND = frozenset("""
manager managers policy policies reset resets field fields prompt prompts hint hints rotation expiry expiration hash hashes
hashing length requirement requirements rule rules change changes store storage vault protection protected strength
complexity history file files less spraying stuffing cracking guessing attack attacks breach leak leaks auth authentication
login flow flows page screen form dialog entry entries generator recovery update updates
""".split())  # fmt: skip


def find_passwords(text: str) -> list[tuple[int, int]]:
    """Spans of the passwords `text` states in prose (see the module's doc), in order."""
    spans: list[tuple[int, int]] = []
    for m in _NAME.finditer(text):
        span = _after_name(text, m.end())
        if span is not None:
            spans.append(span)
    for m in _LOGIN.finditer(text):
        span = _value(text, m.end(), words_needed=3)
        if span is not None:
            spans.append(span)
    for m in _TOLD.finditer(text):
        quoted = _QUOTED.match(text, m.end())
        if quoted is not None and _TOLD_FOR.match(text, quoted.end()) and _quoted_value(quoted.group(1)):
            spans.append((quoted.start(1), quoted.end(1)))
    return sorted(spans)


def _after_name(text: str, start: int) -> tuple[int, int] | None:
    """A value right after a password's name (four words, or quoted), or after the name, up to
    eight words that qualify it, and what gives it its value."""
    first = _QUALIFIER_WORD.match(text, start)
    if first is not None and first.group().strip().lower() in _COMPOUND:
        return None
    spaced = _SPACES.match(text, start).end()  # type: ignore[union-attr]
    right_after = _value(text, spaced, words_needed=4, bare=False) if spaced > start else None
    if right_after is not None:
        return right_after
    pos = start
    for _ in range(_QUALIFIER_WORDS + 1):
        sep = _SEP.match(text, pos)
        if sep is not None and sep.group().strip():
            span = _value(text, sep.end(), words_needed=3)
            if span is not None:
                return span
        word = _QUALIFIER_WORD.match(text, pos)
        if word is None or word.group().endswith("."):
            return None
        pos = word.end()
    return None


def _value(text: str, start: int, *, words_needed: int, bare: bool = True) -> tuple[int, int] | None:
    """A password's value at `start`: quoted, a passcode's digits, or a passphrase's words (and, where
    `bare`, one token that looks like a credential)."""
    quoted = _QUOTED.match(text, start)
    if quoted is not None:
        return (quoted.start(1), quoted.end(1)) if _quoted_value(quoted.group(1)) else None
    if bare:
        digits = _DIGITS.match(text, start)
        if digits is not None and not _COUNTED.match(text, digits.end()):
            return digits.start(), digits.end()
        token = re.match(r"[^\s,;'\"`]{6,64}", text[start:])
        if token is not None and _credential_token(token.group().rstrip(".!")):
            return start, start + len(token.group().rstrip(".!"))
    run = _WORDS.match(text, start)
    if run is None:
        return None
    said = run.group().split()
    if text[run.end() : run.end() + 1] == "-" and len(said) > 0:  # "sign-on": a word joined to the next is no word of a passphrase
        said = said[:-1]
    words = _passphrase_words(said)
    if len(words) < words_needed:
        return None
    end = start
    for word in words:
        end = text.index(word, end) + len(word)
    return start, end


def _passphrase_words(said: list[str], min_letters: int = 10) -> list[str]:
    """The words of a passphrase at the start of `said`: up to the first word of a description;
    none when they read as one (mostly participles and adverbs) or are too short to be one."""
    shouting = all(w.isupper() for w in said if not w.isdigit())
    words: list[str] = []
    for word in said:
        lower = word.lower()
        if lower in _NOT_PASSPHRASE or lower in PRODUCTS or lower in VENDORS or (word.isupper() and len(word) > 1 and not shouting):
            break
        words.append(word)
    described = sum(w.lower().endswith(("ed", "ly", "ing")) for w in words) * 2 > len(words)
    return [] if described or sum(map(len, words)) < min_letters else words


def _quoted_value(inner: str) -> bool:
    """Quoted after a password's name: a passphrase of two words or more, or one token that looks like a credential."""
    said = [w.strip(".,!?;:") for w in inner.split()]
    if len(said) == 1:
        return _credential_token(said[0])
    return len(_passphrase_words(said, min_letters=6)) >= 2


def _credential_token(token: str) -> bool:
    """One token that looks like a password: six characters or more, letters with digits or symbols."""
    if len(token) < 6 or token.lower().startswith(("http", "www.")):
        return False
    letters = any(c.isalpha() for c in token)
    return letters and (any(c.isdigit() for c in token) or any(c in "!@#$%^&*+=~?" for c in token)) and not re.fullmatch(r"v?\d+(?:\.\d+)+\w*", token)
