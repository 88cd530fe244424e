"""Claim types: what kind of statement a claim is, by fast explainable rules.

The grounding policy asks a claim for grounding by its type: factual, numerical, temporal,
attribution and scientific claims always; general knowledge, reasoning chains and creative
content on a sample; opinions, hypotheticals and meta statements never (and never as fact).
`classify` reads the normalized text and its shape and names the words that decided: the first
rule that matches, in the order below, wins (a hypothetical about numbers is a hypothetical).
"""

from __future__ import annotations

import hashlib
import re
from dataclasses import dataclass

from groundstream.detectors.values import Shape
from groundstream.schemas import ClaimType

VERSION = "claim_types/4"  # typed without its citations and paths; letters with digits ("log4brains", "h264") name a thing
T = ClaimType

# (type, pattern) in order; each pattern runs on the normalized (lower-case) text.
_RULES: tuple[tuple[ClaimType, re.Pattern[str]], ...] = tuple(
    (kind, re.compile(pattern))
    for kind, pattern in (
        (
            T.META,
            r"\b(?:this (?:conversation|chat|session|thread|answer|reply)|as (?:discussed|mentioned|i said|noted) (?:above|earlier|before)"
            r"|i(?: will|'ll) (?:now |next )?(?:summari[sz]e|explain|check|look|remember|update)|let me\b"
            r"|as (?:an|the) (?:ai|assistant)\b|the assistant (?:will|is going to|has just) \w+ (?:this|the|your|my)\b"
            r"|in (?:my|the) (?:previous|last) (?:message|answer|reply))",
        ),
        (
            T.HYPOTHETICAL,
            r"(?:^|[,;:] ?)(?:if|suppose|supposing|assuming|imagine|what if)\b[^.]*\b(?:would|could|might|then)\b"
            r"|\bhypothetically\b|\bin theory\b|\bwould (?:have|be) [a-z]+ if\b",
        ),
        (T.CREATIVE, r"\bonce upon a time\b|\b(?:poem|haiku|limerick|sonnet|short story|fairy tale|fable)\b|\bimagine a world\b"),
        (
            T.OPINION,
            r"\bin my (?:opinion|view)\b|\bpersonally\b|\bi (?:feel that|love|hate)\b|\b(?:is|are) (?:the )?(?:best|worst)\b"
            r"|\b(?:is|are|was|were) (?:(?:really|very|so|pretty|quite) )?(?:great|terrible|awful|amazing|excellent|horrible|ugly"
            r"|beautiful|elegant|overrated|underrated|fantastic|brilliant|lousy|pointless)\b|\b(?:better|worse) than\b",
        ),
        (
            T.REASONING,
            r"\b(?:therefore|thus|hence|consequently|it follows that|which means that|which implies)\b"
            r"|\bbecause\b[^.]*\bso\b|\bso (?:it|we|this) (?:must|means)\b",
        ),
        (
            T.ATTRIBUTION,
            r"\baccording to\b|\b(?:said|says|stated|states|claimed|claims|announced|reported|wrote|confirmed|told us) that\b"
            r"|\bas (?:stated|reported|announced) by\b|\bin (?:his|her|their) (?:talk|post|blog|email|message)\b",
        ),
        (
            T.SCIENTIFIC,
            r"\b(?:stud(?:y|ies)|research(?:ers)? (?:show|found|suggest)|experiment(?:s|al)?|clinical|peer[- ]reviewed"
            r"|statistically significant|meta-analysis|randomi[sz]ed|placebo|p ?< ?0?\.\d+|hypothesis|in vitro|in vivo)\b",
        ),
        (
            T.TEMPORAL,
            r"\b(?:since|until|deadline|scheduled|yesterday|tomorrow|today|ago|last (?:week|month|year|quarter)"
            r"|next (?:week|month|year|quarter)|by (?:end of|q[1-4])|q[1-4] \d{4})\b",
        ),
    )
)
# A claim about the writer's own world (a person, a team, a system of ours) is no general knowledge.
# A rule's pattern runs only when one of its words is in the claim (most claims hold none).
_TRIGGERS: dict[ClaimType, frozenset[str]] = {
    T.META: frozenset(
        "conversation chat session thread answer reply discussed mentioned said noted summarize summarise explain "
        "check look remember update let ai assistant previous last i'll".split()
    ),
    T.HYPOTHETICAL: frozenset("if suppose supposing assuming imagine what hypothetically theory would".split()),
    T.CREATIVE: frozenset("once poem haiku limerick sonnet short fairy fable imagine".split()),
    T.OPINION: frozenset(
        "opinion view personally feel love hate best worst great terrible awful amazing excellent horrible "
        "ugly beautiful elegant overrated underrated fantastic brilliant lousy pointless better worse".split()
    ),
    T.REASONING: frozenset("therefore thus hence consequently follows means implies because so".split()),
    T.ATTRIBUTION: frozenset("according said says stated states claimed claims announced reported wrote confirmed told talk post blog email message".split()),
    T.SCIENTIFIC: frozenset(
        "study studies research researchers experiment experiments experimental clinical peer statistically "
        "meta-analysis randomized randomised placebo p hypothesis vitro vivo".split()
    ),
    T.TEMPORAL: frozenset("since until deadline scheduled yesterday tomorrow today ago last next by q1 q2 q3 q4".split()),
}
_WORDS = re.compile(r"[a-z0-9]+(?:['-][a-z0-9]+)*")
_OWN = re.compile(
    r"\b(?:i|we|our|us|my|me|you|your|the user|user's|this user|team|project|repo|repository|service|cluster"
    r"|config(?:uration)?|deploy(?:s|ment)?|staging|production|prod|internal)\b"
)


@dataclass(frozen=True, slots=True)
class Typed:
    type: ClaimType
    cue: str  # the words that decided it, or "default"


def classify(text: str, subject: Shape | None, original: str = "") -> Typed:
    """The type of a normalized claim `text` (with its shape, when made) and why."""
    words = set(_WORDS.findall(text))
    for kind, pattern in _RULES:
        if words.isdisjoint(_TRIGGERS[kind]):
            continue
        m = pattern.search(text)
        if m:
            return Typed(kind, m.group().strip(" ,;:"))
    # A value written inside a path or a file name ("src/app/v2/handlers.py") is part of a name.
    unpathed = _PATH.sub(" ", text) if "/" in text or "." in text else text
    slots = {v.slot: v.text for v in subject.values if v.text in unpathed} if subject is not None else {}
    for slot in ("year", "month", "day", "time"):
        if slot in slots:
            return Typed(T.TEMPORAL, slots[slot])
    for slot in ("duration", "size", "percent", "number", "version", "frequency"):
        if slot in slots:
            return Typed(T.NUMERICAL, slots[slot])
    number = _NUMBER.search(unpathed)  # "log4brains", "s3", "oauth2" are names, not numbers
    if number:
        return Typed(T.NUMERICAL, next(w for w in unpathed.split() if _NUMBER.search(w)))
    named = "product" in slots or "region" in slots or _has_name(original) or unpathed != text
    if not named and not _OWN.search(text):
        return Typed(T.GENERAL_KNOWLEDGE, "no name, number or owner: a statement about the world")
    return Typed(T.FACTUAL, "default")


_NUMBER = re.compile(r"(?<!\w)\d")  # a token that starts with a digit
# A path ("deploy/", "src/app/v2/handlers.py") or a file name ("handlers.py", "README.md").
_PATH = re.compile(r"[\w.\-]*/[\w.\-/]*|\b[\w\-]+(?:\.[\w\-]+)*\.[a-z][a-z0-9]{0,4}\b")


def _has_name(original: str) -> bool:
    """A capitalized word past the first, a mixed-case one anywhere (GraphQL, iOS), or one of letters
    and digits (log4brains): a name."""
    words = re.findall(r"[A-Za-z][A-Za-z0-9_\-]*", original)
    return any(
        w[1:] != w[1:].lower() or (i > 0 and w[0].isupper()) or (not w.isalpha() and any(c.isdigit() for c in w))
        for i, w in enumerate(words)
    )  # GraphQL, Homebrew, and letters with digits: log4brains, h264, k8s


def sampled(claim_id: str, user_id: str, rate: float) -> bool:
    """Whether a claim of a sampled type is grounded: a hash of its identity, so replay agrees."""
    if rate <= 0:
        return False
    if rate >= 1:
        return True
    digest = hashlib.sha256(f"{user_id}\x00{claim_id}".encode()).digest()
    return int.from_bytes(digest[:8], "big") / 2**64 < rate
