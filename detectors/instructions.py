"""Instructions aimed at later readers (docs/DESIGN.md, rule `instruction_to_reader->review`): content that talks to the model.

A memory is read back into the context of every later session, so a claim that addresses its
reader ("ignore previous instructions", "always tell users to run …", a chat role marker, a
tool call, a request to send data elsewhere) is an instruction planted for the next model,
not a fact. Each finding names its kind; nothing here is learned or scored, so a reviewer
can see exactly which words matched.

The patterns run on the normalized text (case folded, look-alike letters and invisible
characters undone), so the disguises that hedges meet are undone here too. Text hidden from
a person's eye is decoded first: Unicode tag characters, and base64 or hex runs that decode
to words. Bidi controls and tag characters are findings on their own: what a person sees
would differ from what a model reads.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from groundstream.detectors.encoded import BASE64_RUN, HEX_RUN, decoded_text
from groundstream.detectors.normalize import Normalized, normalize
from groundstream.schemas import InstructionFinding, InstructionKind

VERSION = "instructions/1"

K = InstructionKind

_ADDRESSEE = (
    r"(?:assistants?|the assistant|the model|models|ais?|the ai|llms?|(?:large )?language models?|chatbots?|"
    r"the agent|agents|ai agents?|future (?:sessions?|agents?|models?|assistants?|readers?|instances?|conversations?)|"
    r"the next (?:agent|model|session|assistant|reader|instance)|whoever reads this|anyone reading this|"
    r"any (?:ai|model|agent|assistant|llm)(?: reading this)?)"
)
_SPEECH = (
    r"(?:tell|say|respond|reply|answer|recommend|suggest|advise|instruct|inform|mention|claim|reveal|disclose|"
    r"output|print|obey|comply|ignore|disregard|refuse|deny|admit|direct|redirect|pretend|state|insist|assure)"
)
_NOUNS = (
    r"(?:instructions?|prompts?|rules|guidelines|guardrails|directions|directives|messages|context|policies|"
    r"restrictions|constraints|programming|system message|safety (?:rules|filters|guidelines))"
)
_PRIOR = r"(?:all|any|every|previous|prior|above|earlier|preceding|original|initial|system|your|the assistant's|safety)"

# Each pattern with the cues it cannot match without: substrings (any one of the first group,
# and any one of the second when given), so ordinary prose skips the patterns at C speed.
_MODALS = ("must", "should", "shall", "will", "need", "have to", "has to", "are to", "is to", "required", "instructed")
_SPEECH_CUES = (
    "tell", "say", "respond", "reply", "answer", "recommend", "suggest", "advise", "instruct", "inform", "mention",
    "claim", "reveal", "disclose", "output", "print", "obey", "comply", "ignor", "disregard", "refuse", "deny",
    "admit", "direct", "pretend", "state", "insist", "assure",
)
_RULES: tuple[tuple[InstructionKind, str, tuple[str, ...], tuple[str, ...]], ...] = (
    (K.OVERRIDE, rf"\b(?:ignore|disregard|forget|override|overrule|bypass)\s+(?:\w+\s+){{0,2}}?{_PRIOR}\s+(?:\w+\s+){{0,2}}?{_NOUNS}\b",
     ("ignore", "disregard", "forget", "overr", "bypass"), ()),
    (K.OVERRIDE, r"\b(?:new|updated|real|actual|true|revised) (?:system )?instructions\s*:|\b(?:these|the following) instructions (?:supersede|override|replace)\b",
     ("instructions",), ()),
    (K.OVERRIDE, r"\byou are (?:now|no longer)\b|\b(?:developer|god|jailbreak|unrestricted) mode\b|\bdo anything now\b|\bjailbr[eo]ak",
     ("you are", " mode", "anything now", "jailbr"), ()),
    (K.DIRECTIVE, rf"\b{_ADDRESSEE}\s+(?:must|should|shall|will|needs? to|have to|has to|are to|is to|are (?:required|instructed) to)\s+(?:always\s+|never\s+|now\s+|not\s+|only\s+)?\w+",
     ("assistant", "model", "ai ", "ais ", "llm", "agent", "chatbot", "future", "the next", "whoever", "reading this"), _MODALS),
    (K.DIRECTIVE, rf"\byou\s+(?:must|should|shall|will|need to|have to|are to)\s+(?:(?:always|never|now|only)\s+(?:\w+)|(?:not\s+)?{_SPEECH}\b)",
     ("you ",), _MODALS),
    (K.DIRECTIVE, r"\bfrom now on\b|\bgoing forward,? (?:you|always|never)\b|\bin (?:all )?(?:future|later|subsequent) (?:conversations|sessions|responses|answers|replies)\b",
     ("from now on", "going forward", "future", "later", "subsequent"), ()),
    (K.DIRECTIVE, rf"(?:^|[.!?;:]\s+|\bimportant\s*[:!-]\s*|\bplease\s+)(?:always|never|do not|don't)\s+{_SPEECH}\b",
     ("always", "never", "do not", "don't"), _SPEECH_CUES),
    (K.DIRECTIVE, rf"(?:^|[.!?;:]\s+|\b(?:always|never|must|should|please)\s+){_SPEECH}\s+(?:the |all |any )?(?:users?|customers?|people|everyone|anyone|them|clients?|visitors?)\b",
     ("user", "customer", "people", "everyone", "anyone", "them", "client", "visitor"), _SPEECH_CUES),
    (K.DIRECTIVE, rf"\bwhen(?:ever)? (?:you are |you're )?(?:asked|(?:a |the |any )?(?:users?|someone|anyone|people|customers?) asks?)\b.{{0,80}}?\b{_SPEECH}\b",
     ("when",), ("ask",)),
    (K.DIRECTIVE, rf"\bif you are an? (?:ai|llm|language model|assistant|agent|bot|model|chatbot)\b|\bnote to (?:the |any |all )?(?:ai|assistant|model|llm|agent|future self|next agent|reader)s?\b|\b{_ADDRESSEE} reading this\b",
     ("if you are", "note to", "reading this"), ()),
    (K.ROLE_MARKER, r"^(?:system|assistant|human|user)\s*:", ("system", "assistant", "human", "user"), (":",)),
    (K.ROLE_MARKER, r"<\|(?:im_start|im_end|im_sep|system|user|assistant|endoftext|eot_id|start_header_id|end_header_id|begin_of_text)\|>|\[/?inst\]|<</?sys>>",
     ("<|", "inst]", "<<"), ()),
    (K.ROLE_MARKER, r"</?(?:system|assistant|human|instructions?|system[_-]prompt|tool_result|function_results?)>|[\"']role[\"']\s*:\s*[\"'](?:system|assistant|tool|developer)[\"']",
     ("<", "role"), (">", ":")),
    (K.TOOL_CALL, r"<(?:tool_call|tool_use|function_calls?|invoke)\b|[\"'](?:tool_calls|function_call|tool_use)[\"']\s*:",
     ("<", "tool_", "function_call"), ()),
    (K.TOOL_CALL, r"\b(?:call|invoke|trigger)\s+(?:the\s+)?[\w\-]+\s+(?:tool|function)\b|\b(?:run|execute)\s+(?:the\s+)?(?:following|this|these)\s+(?:shell\s+)?(?:command|commands|code|script|snippet)\b",
     ("call", "invoke", "trigger", "run", "execute"), ("tool", "function", "command", "code", "script", "snippet")),
    (K.SHELL, r"\b(?:curl|wget|iwr|invoke-webrequest)\b[^|]{0,200}\|\s*(?:sudo\s+)?(?:ba|z|da|k)?sh\b|\bbase64\s+(?:-d|--decode)\b[^|]{0,80}\|\s*(?:ba)?sh\b",
     ("|",), ("curl", "wget", "iwr", "invoke-webrequest", "base64")),
    (K.SHELL, r"\brm\s+-(?:rf|fr)\s+(?:/|~|\*|\$home)|\b(?:bash|sh)\s+-c\s+['\"]|\bpowershell(?:\.exe)?\s+(?:-\w+\s+)*-e(?:nc(?:odedcommand)?)?\s|\biex\s*\(|/dev/tcp/|\bnc\s+(?:-\w+\s+)*-e\s|:\(\)\s*\{\s*:\s*\|\s*:\s*&\s*\}\s*;\s*:",
     ("rm ", "-c ", "powershell", "iex", "/dev/tcp", "nc ", ":()"), ()),
    (K.EXFILTRATION, r"\b(?:send|post|upload|forward|email|e-mail|transmit|exfiltrate|leak|copy|submit)\s+(?:\w+\s+){0,4}?(?:api keys?|keys|credentials|passwords?|tokens?|secrets?|conversations?|chat(?: history| logs?)?|(?:chat |conversation )?history|system prompt|prompts?|instructions|sessions?|cookies|env(?:ironment)?(?: variables| vars)?|\.env|user(?:'s)? data|personal (?:data|information)|pii|memories|memory)\b.{0,60}?\b(?:to|at|into|via)\s+(?:https?://|[\w.+-]+@[\w-]+\.|(?:this|that|the|my|our|an?)\s+(?:url|server|endpoint|webhook|address|email|site|domain|channel))",
     ("send", "post", "upload", "forward", "mail", "transmit", "exfil", "leak", "copy", "submit"),
     ("http", "@", "url", "server", "endpoint", "webhook", "address", "site", "domain", "channel")),
    (K.EXFILTRATION, r"\b(?:reveal|disclose|print|repeat|show|output|display|dump|leak)\s+(?:\w+\s+){0,2}?(?:your|the)\s+(?:system prompt|initial prompt|hidden prompt|original prompt|instructions|system message|hidden instructions)\b",
     ("prompt", "instructions", "system message"), ()),
    (K.EXFILTRATION, r"!\[[^\]]*\]\(\s*https?://[^)\s]*[?&][\w\-]+=\s*(?:\{|\$|%7b)", ("![",), ()),
)
_PATTERNS = tuple((kind, re.compile(p), need, also) for kind, p, need, also in _RULES)

_TURN = re.compile(r"\n\s*(?:system|assistant|human|user)\s*:", re.I)  # a turn marker at a line's start
_TAG_CHARS = re.compile("[\U000e0000-\U000e007f]+")
# An emoji subdivision flag (England, Scotland, Wales) is a black flag with tag letters: not hidden text.
_TAG_FLAG = re.compile("\U0001f3f4[\U000e0030-\U000e0039\U000e0061-\U000e007a]+\U000e007f")
_BIDI = re.compile("[\u202a-\u202e\u2066-\u2069]")
_WORDS = re.compile(r"[A-Za-z]{2,}")


def _cut(text: str, limit: int = 80) -> str:
    return text if len(text) <= limit else text[: limit - 1] + "…"


def _matches(norm: Normalized) -> Iterator[tuple[InstructionKind, int, int]]:
    text = norm.text
    for kind, pattern, need, also in _PATTERNS:
        if _has(text, need) and (not also or _has(text, also)):
            for m in pattern.finditer(text):
                yield kind, m.start(), m.end()


def _has(text: str, cues: tuple[str, ...]) -> bool:
    for cue in cues:  # a plain loop: this runs for every claim, and any() over a generator costs more
        if cue in text:
            return True
    return False


def _decoded(run: str, how: str) -> str | None:
    """The text an encoded run holds, when it holds readable words."""
    text = decoded_text(run, how)
    return text if text is not None and len(_WORDS.findall(text)) >= 3 else None


def find_instructions(content: str, norm: Normalized | None = None) -> list[InstructionFinding]:
    """Every instruction to a later reader in `content`, at most one finding per kind and place."""
    norm = norm or normalize(content)
    found: list[InstructionFinding] = []
    for kind, start, end in _matches(norm):
        found.append(InstructionFinding(kind=kind, phrase=_cut(norm.text[start:end]), span=norm.original_span(start, end)))

    for m in _TURN.finditer(content):
        found.append(InstructionFinding(kind=K.ROLE_MARKER, phrase=m.group().strip().lower(), span=m.span()))

    if not content.isascii():
        hidden = _TAG_FLAG.sub(lambda m: " " * len(m.group()), content)
        for m in _TAG_CHARS.finditer(hidden):
            decoded = "".join(chr(ord(c) - 0xE0000) for c in m.group() if 0xE0020 <= ord(c) <= 0xE007E)
            inner = [f.kind.value for f in find_instructions(decoded)] if decoded.strip() else []
            phrase = f"tag characters spelling {_cut(decoded, 60)!r}" + (f" ({', '.join(inner)})" if inner else "")
            found.append(InstructionFinding(kind=K.HIDDEN_TEXT, phrase=phrase, span=m.span(), hidden_in="tag_characters"))
        for m in _BIDI.finditer(content):
            found.append(
                InstructionFinding(
                    kind=K.HIDDEN_TEXT, phrase=f"bidi control U+{ord(m.group()):04X}: the text displays out of order",
                    span=m.span(),
                )
            )

    longest = max(map(len, content.split()), default=0)  # an encoded run is one long word
    for how, pattern, shortest in (("base64", BASE64_RUN, 20), ("hex", HEX_RUN, 32)):
        if longest < shortest:
            continue
        for m in pattern.finditer(content):
            plain = _decoded(m.group(), how)
            if plain is None:
                continue
            nested = find_instructions(plain)
            what = ", ".join(sorted({f.kind.value for f in nested})) or "text"
            found.append(
                InstructionFinding(
                    kind=K.ENCODED, phrase=_cut(f"{how} {what}: {plain}"), span=m.span(), hidden_in=how
                )
            )
    return _distinct(found)


def find_instructions_in_metadata(metadata: dict[str, object]) -> list[InstructionFinding]:
    """Instructions in metadata strings: a memory's metadata is stored and read back with it."""
    found: list[InstructionFinding] = []

    def walk(value: object, where: str) -> None:
        if isinstance(value, str):
            found.extend(f.model_copy(update={"where": where}) for f in find_instructions(value))
        elif isinstance(value, dict):
            for k, v in value.items():
                walk(v, f"{where}.{k}")
        elif isinstance(value, list):
            for i, v in enumerate(value):
                walk(v, f"{where}[{i}]")

    walk(metadata, "metadata")
    return found


def _distinct(found: list[InstructionFinding]) -> list[InstructionFinding]:
    """One finding per kind and overlapping place, in text order."""
    out: list[InstructionFinding] = []
    for f in sorted(found, key=lambda f: (f.span[0], -f.span[1])):
        if any(o.kind is f.kind and f.span[0] < o.span[1] for o in out):
            continue
        out.append(f)
    return out
