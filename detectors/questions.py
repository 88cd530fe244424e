"""Questions and requests (docs/DESIGN.md, rule `question_or_request->review`): a claim that asks.

"Is the cache layer Memcached?", "Can you check whether the build uses Gradle?", "Does the
billing service use Postgres" state nothing; stored as memory, a later reader would take the
question's guess for a fact. A claim is a question when its last sentence asks: it ends with a
question mark (outside quotes and code), or it is worded as one without it (an auxiliary before
its subject, "does the service use …"; a question word before an auxiliary, "where are sessions
stored"; a question word with no main clause after it, "which region hosts the cluster"; a tag,
"…, right"); a request when it asks someone to find out ("please check whether", "could you
confirm that", "I need to know whether"). A question answered in the same claim ("Why Kafka? It
keeps order per partition.") is a statement; so are a conditional ("Should the primary fail, the
replica takes over"), a free relative ("What matters most is p99 latency", "How we deploy is
documented") and a quoted question ("The FAQ is titled 'Is the cache warm?'"). A lone token that
names a credential ("forged-admin-token-xyz", "prod-db-password-2") states nothing either: it is a
credential's value written to memory, or made to look like one, with nothing a reader could check
(a lone word otherwise — "override.yaml", "non-admin" — is left to the other checks). Pure: the
normalized text in, the words that make it a question out.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from groundstream.detectors.normalize import Normalized
from groundstream.detectors.secrets import lone_token, names_credential

VERSION = "questions/2"  # 2: a lone token that names a credential

_AUX = (
    r"(?:is|are|was|were|am|do|does|did|can|could|will|would|should|shall|may|might|must|has|have|had"
    r"|isn't|aren't|wasn't|weren't|don't|doesn't|didn't|can't|couldn't|won't|wouldn't|shouldn't|hasn't|haven't)"
)
_WH = r"(?:what|which|who|whom|whose|where|when|why|how(?: many| much| long| often| big| old)?)"
# Words after an opening auxiliary that make it no question: "Can be configured …", "Is deployed
# nightly", "Was migrated last week" (a statement with its subject left out).
_NOT_A_SUBJECT = frozenset(
    "be been being not also only never always usually often now still then just already either".split()
)
# "has" or "had" opening a sentence is a verb of a statement ("Has three replicas") unless a subject follows.
_POSSESSIVE_AUX = frozenset({"has", "have", "had"})
_SUBJECTS = frozenset(
    "the a an this that these those our your my their its it we you they he she i there any anyone anybody someone somebody "
    "all every each".split()
)
_SENTENCES = re.compile(r"(?<=[.!?])\s+")
# A quotation or code span: a question inside one is mentioned, not asked.
_QUOTED = re.compile(r'"[^"\n]{1,300}"|\u201c[^\u201d\n]{1,300}\u201d|`+[^`]+`+|(?<![\w\'])\'[^\'\n]{1,120}\'(?![\w\'])')
_OPENING_AUX = re.compile(rf"^{_AUX} (\S+)")
# A question word before its auxiliary: at once ("where are …", "how do …"), or with the one noun
# it asks about ("which region is …", "how many partitions does …").
_OPENING_WH = re.compile(rf"^(?:{_WH}|(?:what|which|whose|how many|how much) [a-z0-9\-]+) {_AUX} (\S+)")
_OPENING_WH_BARE = re.compile(rf"^{_WH}\b")
_LATER_VERB = re.compile(rf" {_AUX} | (?:depends|matters|decides|determines|varies) ")
_TAG = re.compile(r", (?:right|correct|no|yes|isn't it|aren't they|doesn't it|don't they|am i right|true)\s*[.!]?$")
_REQUEST = re.compile(
    r"^(?:please |kindly |pls )?(?:(?:can|could|would|will) you (?:please )?)?"
    r"(?:check|verify|confirm|find out|figure out|look up|look into|investigate|ask|see|determine|double-check|find|tell me|let me know)"
    r"(?: \S+){0,3}? (?:whether|if|what|which|who|where|when|how|why)\b"
    r"|^(?:please |kindly |pls )?(?:(?:can|could|would|will) you (?:please )?)?(?:confirm|verify|double-check|check) that\b"
    r"|^(?:i|we) (?:need|want|would like|'d like|am trying|'m trying) to (?:know|find out|check|confirm|verify|ask|understand|learn)"
    r" (?:whether|if|what|which|who|where|when|how|why)\b"
)


@dataclass(frozen=True, slots=True)
class Asked:
    kind: str  # "question", "request" or "credential" (a lone token that names one)
    phrase: str  # the words that make it one, for the reason


def asks(norm: Normalized) -> Asked | None:
    """The question or request a claim is instead of a statement (None for a statement); a lone
    token that names a credential is neither, and states nothing too."""
    text = norm.text
    if lone_token(norm.source) and (names_credential(norm.source.strip()) or names_credential(text.strip())):
        return Asked("credential", "")  # its value is not quoted: it may be one
    if "?" not in text and not _OPENING_AUX.match(text) and not _OPENING_WH_BARE.match(text) and not _REQUEST_CUE.search(text):
        if not _TAG.search(text):
            return None  # most claims: nothing that asks
    unquoted = _QUOTED.sub(" ", text).strip() if ('"' in text or "'" in text or "`" in text or "\u201c" in text) else text
    sentences = [s for s in _SENTENCES.split(unquoted) if s.strip(" .!")]
    if not sentences:
        return None
    last = sentences[-1].strip()
    words = last.rstrip("?.! ")
    request = _REQUEST.match(words)
    if request:
        return Asked("request", _cut(last))
    if last.rstrip(" )]\"'").endswith("?"):
        return Asked("question", _cut(last))
    if _TAG.search(last):
        return Asked("question", _cut(last))
    if "," in words:
        return None  # "Should the primary fail, …", "Where possible, …", "When the cache is cold, …"
    m = _OPENING_AUX.match(words)
    if m:
        after = m.group(1)
        opener = words.split(" ", 1)[0]
        if after in _NOT_A_SUBJECT or after.endswith(("ed", "ing")) or (opener in _POSSESSIVE_AUX and after not in _SUBJECTS):
            return None
        return Asked("request" if after == "you" else "question", _cut(last))
    wh_aux = _OPENING_WH.match(words)
    if wh_aux:
        after = wh_aux.group(1)
        if after in _NOT_A_SUBJECT or after.endswith(("ed", "ing")):
            return None  # "How we deploy is documented …" never gets here; "What is stored in Redis …" does
        return Asked("question", _cut(last))
    if _OPENING_WH_BARE.match(words) and not _LATER_VERB.search(f" {words} "):
        return Asked("question", _cut(last))  # "which region hosts the cluster": no main clause after it
    return None


_REQUEST_CUE = re.compile(r"\b(?:whether|if|confirm|verify|check|find out|know)\b")


def _cut(text: str, limit: int = 80) -> str:
    return text if len(text) <= limit else text[: limit - 1] + "…"
