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

from groundstream.detectors.normalize import normalize
from groundstream.detectors.values import Shape
from groundstream.schemas import ClaimType

# 6: the cue as the claim writes it, none when no words decided (no "default" quoted as if it were the claim's)
# 5: numbers in words; dates by name; sayings without "that"; conditions without "if"; tales; consequences after a comma
# (4: typed without its citations and paths; letters with digits, "log4brains", "h264", name a thing)
VERSION = "claim_types/6"
T = ClaimType

# (type, pattern) in order; each pattern runs on the normalized (lower-case) text.
_RULES: tuple[tuple[ClaimType, re.Pattern[str]], ...] = tuple(
    (kind, re.compile(pattern))
    for kind, pattern in (
        (
            T.META,
            r"\b(?:this (?:conversation|chat|session|thread|answer|reply|summary|message|response|recap)"
            r"|(?:the user|you) (?:asked|told|wanted) me\b|\basked me to\b|as (?:discussed|mentioned|i said|noted) (?:above|earlier|before)"
            r"|i(?: will|'ll) (?:now |next )?(?:summari[sz]e|explain|check|look|remember|update)|let me\b"
            r"|as (?:an|the) (?:ai|assistant)\b|the assistant (?:will|is going to|has just) \w+ (?:this|the|your|my)\b"
            r"|in (?:my|the) (?:previous|last) (?:message|answer|reply))",
        ),
        (
            T.HYPOTHETICAL,
            r"(?:^|[,;:] ?)(?:if|suppose|supposing|assuming|imagine|what if)\b[^.]*\b(?:would|could|might|then)\b"
            r"|\bhypothetically\b|\bin theory\b|\bwould (?:have|be) [a-z]+ if\b"
            # a condition without "if": "Had we used Postgres, …would", "Were the region to go down, …", "Without the budget, …would"
            r"|^[^,]{3,80}, [^.]*\bwould (?!like\b|love\b|prefer\b|rather\b|appreciate\b)(?:have )?[a-z]+",
        ),
        (
            T.CREATIVE,
            r"\bonce upon a time\b|\b(?:poem|haiku|limerick|sonnet|short story|fairy tale|fable|story idea)\b|\bimagine a world\b"
            # a tale's openings and a thing that dreams: "There once was a pod", "In a land of microservices", "Roses are red"
            r"|\bthere once (?:was|lived|were)\b|^once, |\bin a (?:land|kingdom|world|galaxy|village|realm) (?:of|far|where|called)\b"
            r"|\bkingdom of\b|\blong, long ago\b|\broses are red\b|\b(?:dreams?|dreamt|dreamed|sings?|whispers?|weeps?) (?:of|about)\b",
        ),
        (
            T.OPINION,
            r"\bin my (?:opinion|view)\b|\bpersonally\b|\bi (?:feel that|love|hate)\b|\b(?:is|are) (?:the )?(?:best|worst)\b"
            r"|\b(?:is|are|was|were) (?:an? )?(?:(?:really|very|so|pretty|quite|truly) )?(?:great|terrible|awful|amazing|excellent|horrible|ugly"
            r"|beautiful|elegant|overrated|underrated|fantastic|brilliant|lousy|pointless|overkill|clumsy|clunky)\b|\b(?:better|worse) than\b",
        ),
        (
            T.REASONING,
            r"\b(?:therefore|thus|hence|consequently|it follows that|which means|which implies|which is why|which explains|that is why|that's why"
            r"|as a result)\b|\bbecause\b[^.]*\bso\b|\bso (?:it|we|this) (?:must|means)\b"
            # a consequence after a comma: "The token expired, so the job failed" (not "so far", "so that")
            r"|, so (?!far\b|that\b|much\b|many\b|long\b|on\b)\w+"
            # a cause before it: "Since every replica acknowledges the write, …" (not "since Friday", "since 2021")
            r"|^since (?!(?:the )?(?:\d|last|yesterday|then|monday|tuesday|wednesday|thursday|friday|saturday|sunday|january|february|march"
            r"|april|may|june|july|august|september|october|november|december|q[1-4]|early|late|mid)\b)[^,]{8,}, ",
        ),
        (
            T.SCIENTIFIC,
            r"\b(?:stud(?:y|ies)|research(?:ers)? (?:\w+ )?(?:show|shows|showed|found|find|suggest|measured|observed|reported|demonstrated)"
            r"|scientists? (?:\w+ )?(?:show|showed|found|measured|observed)|experiment(?:s|al)?|clinical|peer[- ]reviewed"
            r"|statistically significant|meta-analysis|randomi[sz]ed|placebo|p ?< ?0?\.\d+|hypothesis|in vitro|in vivo)\b",
        ),
        (
            T.ATTRIBUTION,
            r"\baccording to\b|\bas (?:stated|reported|announced) by\b|\bin (?:his|her|their) (?:talk|post|blog|email|message)\b"
            # a verb of saying, then what was said: "X said that …", "the release notes say the flag is …", "Legal told us …"
            r"|\b(?:say|says|said|stated|states|claim|claims|claimed|announced|announces|reported|reports|wrote|writes|confirmed|confirms"
            r"|mentioned|mentions|explained|explains|insists|insisted|warned|warns|told (?:us|me|them|the team)|tells (?:us|me))"
            r"(?: (?:in|at|during|on) [a-z']+(?: [a-z']+)?)? (?:that|the|a|an|it|we|they|this|there|our|their|its)\b"
            r"|^per (?:the |our |their )?(?:[a-z0-9\-']+ ){0,3}?(?:docs|documentation|manual|spec|specification|rfc|vendor|readme|wiki|runbook"
            r"|release notes|changelog|announcement|email|ticket|contract|sla|policy|team)\b",
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
        "check look remember update let ai assistant previous last i'll summary message response recap asked told wanted".split()
    ),
    T.HYPOTHETICAL: frozenset("if suppose supposing assuming imagine what hypothetically theory would".split()),
    T.CREATIVE: frozenset(
        "once poem haiku limerick sonnet short fairy fable imagine story there land kingdom world galaxy village realm long roses "
        "dream dreams dreamt dreamed sing sings whisper whispers weep weeps".split()
    ),
    T.OPINION: frozenset(
        "opinion view personally feel love hate best worst great terrible awful amazing excellent horrible "
        "ugly beautiful elegant overrated underrated fantastic brilliant lousy pointless better worse overkill clumsy clunky".split()
    ),
    T.REASONING: frozenset("therefore thus hence consequently follows means implies because so which why result since".split()),
    T.ATTRIBUTION: frozenset(
        "according said says say stated states claim claimed claims announced announces reported reports wrote writes confirmed "
        "confirms mentioned mentions explained explains insists insisted warned warns told tells talk post blog email message per".split()
    ),
    T.SCIENTIFIC: frozenset(
        "study studies research researchers experiment experiments experimental clinical peer statistically "
        "meta-analysis randomized randomised placebo p hypothesis vitro vivo scientist scientists".split()
    ),
    T.TEMPORAL: frozenset("since until deadline scheduled yesterday tomorrow today ago last next by q1 q2 q3 q4".split()),
}
_WORDS = re.compile(r"[a-z0-9]+(?:['-][a-z0-9]+)*")
# A thing of the writer's own systems, named by its kind ("the events topic", "the payments runbook"):
# singular, so "relational databases support transactions" stays a statement about the world.
_OWN = re.compile(
    r"\b(?:i|we|our|us|my|me|you|your|the user|user's|this user|team|project|repo|repository|service|cluster"
    r"|config(?:uration)?|deploy(?:s|ment)?|staging|production|prod|internal"
    r"|topic|runbook|database|queue|pipeline|job|bucket|gateway|frontend|backend|server|worker|schema|branch|endpoint|dashboard"
    r"|migration|cron|namespace|broker|consumer|producer|tenant|playbook|on-call|monorepo|codebase|workflow)\b"
)


NO_CUE = "no cue of another type"  # a plain statement of fact: nothing in it is the cue of another type
WORLD = "no name, number or owner: a statement about the world"


@dataclass(frozen=True, slots=True)
class Typed:
    type: ClaimType
    cue: str  # the claim's own words that decided it, as it writes them; "" when no words did
    basis: str = ""  # why, when no words did: NO_CUE, WORLD


def classify(text: str, subject: Shape | None, original: str = "") -> Typed:
    """The type of a normalized claim `text` (with its shape, when made) and why: the cue as
    `original` (the claim as written, whose normalized form `text` is) writes it, never a word
    it does not hold."""
    kind, span = _classified(text, subject, original)
    if span is None:
        return Typed(kind, "", WORLD if kind is T.GENERAL_KNOWLEDGE else NO_CUE)
    return Typed(kind, _as_written(text, span, original))


def _classified(text: str, subject: Shape | None, original: str) -> tuple[ClaimType, tuple[int, int] | None]:
    """The type and the span of `text` that decided it (None: no words did)."""
    words = set(_WORDS.findall(text))
    for kind, pattern in _RULES:
        if words.isdisjoint(_TRIGGERS[kind]):
            continue
        m = pattern.search(text)
        if m:
            return kind, _trimmed(text, *m.span(), " ,;:")
    # A value written inside a path or a file name ("src/app/v2/handlers.py") is part of a name
    # (blanked in place: spans still index `text`).
    unpathed = _PATH.sub(lambda m: " " * len(m.group()), text) if "/" in text or "." in text else text
    slots = {v.slot: v.text for v in subject.values if v.text in unpathed} if subject is not None else {}
    for slot in ("year", "month", "day", "time"):
        if slot in slots:
            return T.TEMPORAL, _found(unpathed, slots[slot])
    dated = _DATE.search(unpathed)  # a date the shape did not read as one: "on 14 March 2026", "every Monday"
    if dated:
        return T.TEMPORAL, dated.span()
    for slot in ("duration", "size", "percent", "number", "version", "frequency"):
        if slot in slots:
            return T.NUMERICAL, _found(unpathed, slots[slot])
    number = next((m for m in _TOKEN.finditer(unpathed) if _NUMBER.search(m.group())), None)  # "log4brains", "s3", "oauth2" are names
    if number:
        return T.NUMERICAL, _trimmed(unpathed, *number.span(), _PUNCTUATION)
    counted = _NUMBER_WORD.search(unpathed)  # "fourteen workflow files", "twelve partitions", "half of the jobs"
    if counted:
        return T.NUMERICAL, counted.span()
    named = "product" in slots or "region" in slots or _has_name(original) or unpathed != text
    if not named and not _OWN.search(text):
        return T.GENERAL_KNOWLEDGE, None
    return T.FACTUAL, None


_TOKEN = re.compile(r"\S+")
_PUNCTUATION = ".,;:!?()[]{}\"'`"


def _trimmed(text: str, start: int, end: int, chars: str) -> tuple[int, int]:
    """The span without the `chars` at either end."""
    while start < end and text[start] in chars:
        start += 1
    while end > start and text[end - 1] in chars:
        end -= 1
    return start, end


def _found(text: str, value: str) -> tuple[int, int]:
    at = text.find(value)
    return at, at + len(value)


def _as_written(text: str, span: tuple[int, int], original: str) -> str:
    """The words of `text` at `span` as `original` writes them ("According to", not "according
    to"): found in it whatever its case and spacing, else mapped back through normalization."""
    cue = text[span[0] : span[1]]
    if not original:
        return cue
    found = re.search(r"\s+".join(map(re.escape, cue.split())), original, re.IGNORECASE)
    if found:
        return " ".join(found.group().split())
    norm = normalize(original)  # fullwidth letters, invisible characters, letters spaced apart
    if norm.text != text:
        return cue
    return norm.original(*span).strip() or cue


_NUMBER = re.compile(r"(?<!\w)\d")  # a token that starts with a digit
# A date or a day by name: "in May 2023", "on 14 March 2026", "on Tuesday", "every Monday", "in 2021".
_DATE = re.compile(
    r"\b(?:in|on|by|before|after|until|from|since|every|each|last|next|this|of) (?:\d{1,2}(?:st|nd|rd|th)? )?"
    r"(?:january|february|march|april|may|june|july|august|september|october|november|december"
    r"|monday|tuesday|wednesday|thursday|friday|saturday|sunday|mondays|tuesdays|wednesdays|thursdays|fridays|saturdays|sundays)\b"
    r"(?: \d{4})?|\b(?:in|since|by|until|before|after|of) (?:19|20)\d\d\b"
)
# A number in words: a count before what it counts, a fraction, a multiple ("one" only in a larger
# number: "one user's events" counts nothing).
_UNITS = (
    "two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen"
    "|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|hundred|thousand|million|billion|dozen|dozens|hundreds|thousands|millions"
)
_NUMBER_WORD = re.compile(
    rf"\b(?:(?:{_UNITS})(?:[ \-](?:{_UNITS}|one))*|one (?:hundred|thousand|million|billion))\b(?! of (?:us|them|you|the two)\b)"
    r"|\b(?:half|a third|a quarter|two thirds|three quarters) of\b|\b(?:twice|thrice|double|triple|tenfold|hundredfold)\b"
)
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
