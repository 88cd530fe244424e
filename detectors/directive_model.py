"""Instructions to later readers learned from labelled claims: a linear model over a claim's words.

The rules of instructions.py read the forms in which a later reader is told, granted or excused
something. Every blind writer's own forms stepped around them: on sets written from the class
alone the rules kept 31–59 of 100 such claims out at first sight. This model reads a claim as a
whole: each word's stem, each pair of neighbouring stems, the first word, the marks of a wrapper
(`[k=v]`, `{"k": "v"}`, `<tag>`, `k: v`), and which kinds of word stand in it (an AI, an authority,
a waiver, a check, a later time, a negation, a requirement, "you"), together, side by side and near
each other. It is
trained by `benchmarks/directive_model.py` on the labelled attacks and look-alikes of the probe
tests and the blind probe sets, and on statements of every other type and projects' documentation
as plain, and shipped as data (`directive_weights.json`), loaded once, pure at run time. A claim the rules found nothing in and
the model reads as an instruction with probability THRESHOLD or more goes to review as one; its
reason quotes the claim's words that weighed most. A claim's metadata, where no rule and no reading of
one of its strings found anything, is read whole (`metadata_text`: a grant split over short keys and
values) by a model of its own, trained on metadata alone (`directive_metadata_weights.json`).
"""

from __future__ import annotations

import hashlib
import math
from collections.abc import Mapping
from dataclasses import dataclass
from functools import cache
from pathlib import Path

import orjson

from groundstream.detectors.instructions import metadata_nodes
from groundstream.detectors.meaning import stem
from groundstream.detectors.normalize import Normalized, normalize
from groundstream.detectors.patterns import lazy
from groundstream.detectors.secrets import names_credential
from groundstream.schemas import InstructionFinding, InstructionKind

MODEL_PATH = Path(__file__).with_name("directive_weights.json")
# Metadata read whole has its own model, trained on metadata alone: in a claim's text "agent" or "session" weighs
# toward an instruction; in a record's keys ("agent": "planner", "session_id") they are provenance.
METADATA_MODEL_PATH = Path(__file__).with_name("directive_metadata_weights.json")
VERSION = "directive_model/1"
# Chosen before the first blind runs (probe60, probe61), on the first candidate: at 0.85 the repositories' own claims
# (grounding, history and paraphrase sets, 9,727) read as instructions 9 times, at 0.7 18. On the final data, each probe
# set held out in turn, 0.7 would keep 36 more of 800 instructions out and store 12 fewer of 800 look-alikes.
THRESHOLD = 0.85
EVIDENCE = 3  # the words a reason quotes, at most
PHRASE = 80  # a finding's phrase, at most (schemas.InstructionFinding)
METADATA_WORDS = 4

_WORD = lazy(r"[a-z0-9]+(?:['-][a-z0-9]+)*")
# Kinds of word, each read as one feature wherever it stands: a writer picks one word of a kind
# ("cleared", "entitled", "permitted"), and the labelled sets cannot hold every one beside every other.
KINDS = {
    "ai": "assistant assistants agent agents bot bots copilot claude gpt llm llms model models ai chatbot cursor devin gemini "
          "chatgpt codex automation concierge",
    "authority": "admin administrator administrators admins root superuser superusers privilege privileges privileged permission "
                 "permissions rights access authority authorized authorised authorization cleared clearance entitled allowed "
                 "permitted trusted owner owns own sudo role elevated full unrestricted maintainer maintainers co-owner co-admin "
                 "delegate merge publish allowlist allowlisted scope write read-write",
    "waiver": "without skip skips skipping skipped bypass bypasses bypassed waived waive waiver unnecessary pre-approved preapproved "
              "auto-approve blanket needn't ignore ignores disregard lifted optional rubber-stamped green-lit retired exempt exempted "
              "override overrides anymore longer automatically directly",
    "check": "ask asking asks asked confirm confirmation confirmations confirming approval approvals approve approved sign-off "
             "signoff sign-offs review reviews reviewer reviewers check checks consent prompt prompting heads-up escalate "
             "escalating escalation verify verifying ping pinging pinged thumbs-up",
    "later": "future later forward onward onwards subsequent next henceforth always whenever reading reads session sessions",
    "negation": "never not no don't doesn't dont false off none non deny denied disabled forbidden prohibited",
    "requirement": "require requires required mandatory needs need must",
    # the memory's reader addressed: "you" in a memory is whoever reads it later
    "reader": "you your you're youre yours yourself",
}  # fmt: skip
_KIND_OF = {w: kind for kind, words in KINDS.items() for w in words.split()}
# A verb of a waiver or a check in another form ("bypassing", "escalated") is of that kind too, by its stem; not the other kinds'
# words nor an adverb or adjective, whose stems reach words of other senses ("reads": "read", "optional": "option", "directly":
# "direction", "automation": "automated").
_NOT_STEMMED = frozenset("optional directly automatically anymore longer".split())
_INFLECTED = ("s", "ed", "ing")  # a verb's forms only: "retirement", "escalator", "promptly" are other words of the stem
_KIND_OF_STEM = {stem(w): kind for kind in ("check", "waiver") for w in reversed(KINDS[kind].split()) if w not in _NOT_STEMMED}
WINDOW = 6  # two kinds of word this near each other read as one feature (`kw:`): a clause's words between them


def _kind(word: str, stemmed: str) -> str | None:
    return _KIND_OF.get(word) or (_KIND_OF_STEM.get(stemmed) if word.endswith(_INFLECTED) else None)


_LITERALS = frozenset({"true", "fals", "null"})  # JSON's, as stems
_MARKS = (("{", "brace"), ("[", "bracket"), ("<", "angle"), ("=", "equals"), (":", "colon"))

Span = tuple[int, int]


def features(text: str, metadata: bool = False) -> dict[str, Span]:
    """Each feature of a normalized claim with the span of the words that give it (their first place):
    `w:stem`, `b:stem_stem`, `first:stem`, `mark:name`, `k:kind`, `kk:kind&kind` (two kinds anywhere),
    `kb:kind_kind` (two kinds side by side), `kw:kind_kind` (two kinds at most WINDOW words apart, not side by side).
    Of `metadata` read whole (`metadata_text`), neither its marks nor a JSON literal alone: every record has the
    first, most hold the second ("resolved": true), and in a claim's text both weigh toward a wrapper's grant."""
    words = [(m.group(), m.span()) for m in _WORD.finditer(text)]
    stems = [stem(w) for w, _ in words]
    out: dict[str, Span] = {}
    for i, (s, (_, span)) in enumerate(zip(stems, words, strict=True)):
        if not (metadata and s in _LITERALS):
            out.setdefault(f"w:{s}", span)
        if i:
            out.setdefault(f"b:{stems[i - 1]}_{s}", (words[i - 1][1][0], span[1]))
    if words:
        out[f"first:{stems[0]}"] = words[0][1]
    for mark, name in () if metadata else _MARKS:
        if (at := text.find(mark)) >= 0:
            out[f"mark:{name}"] = (at, at + 1)
    kinds: dict[str, Span] = {}
    placed: list[tuple[int, str, Span]] = []  # each word of a kind: its place, its kind, its span
    for i, ((w, span), s) in enumerate(zip(words, stems, strict=True)):
        if (kind := _kind(w, s)) is None:
            continue
        kinds.setdefault(kind, span)
        for j, before, first in reversed(placed):
            if i - j > WINDOW:
                break
            name = "kb" if i - j == 1 else "kw"
            out.setdefault(f"{name}:{before}_{kind}", (first[0], span[1]))
        placed.append((i, kind, span))
    for kind, span in kinds.items():
        out[f"k:{kind}"] = span
    for a in sorted(kinds):
        for b in sorted(kinds):
            if a < b:
                out[f"kk:{a}&{b}"] = min(kinds[a], kinds[b])
    return out


@dataclass(frozen=True)
class Reading:
    probability: float  # that the claim is an instruction to a later reader
    evidence: tuple[Span, ...]  # the words that weighed most toward it, strongest first, none overlapping another
    authority: bool  # a word of authority or of a waiver stands in it: a grant or a check waived, more than an order


# What a reason may quote: the words that give a feature in one place (not a wrapper's mark, nor two kinds of
# word that may stand far apart).
_QUOTABLE = ("w:", "b:", "first:", "k:", "kb:")
_QUOTABLE_ONE = ("w:", "first:", "k:")  # of metadata read whole: one word each (a pair may span its JSON's marks)


@dataclass(frozen=True, eq=False)  # one model, compared by identity
class DirectiveModel:
    bias: float
    weights: Mapping[str, float]
    trained_on: str = ""
    version: str = VERSION
    digest: str = ""  # of the file it was read from

    def read(self, text: str, metadata: bool = False) -> Reading:
        """The probability that normalized `text` (`metadata` read whole: `features`) is an instruction to a
        later reader, and the spans of the words that pushed it there most."""
        found = features(text, metadata)
        weighed = [(w, f, span) for f, span in found.items() if (w := self.weights.get(f)) is not None]
        total = self.bias + sum(w for w, _, _ in weighed)
        probability = 1.0 / (1.0 + math.exp(-total)) if total > -700 else 0.0
        spans: list[Span] = []
        quotable = _QUOTABLE_ONE if metadata else _QUOTABLE
        for w, _, (start, end) in sorted((ws for ws in weighed if ws[1].startswith(quotable)), key=lambda ws: (-ws[0], ws[2])):
            if w <= 0 or len(spans) == EVIDENCE:
                break
            if all(end <= a or b <= start for a, b in spans):
                spans.append((start, end))
        return Reading(probability, tuple(spans), "k:authority" in found or "k:waiver" in found)

    def to_json(self) -> str:
        return orjson.dumps(
            {"version": self.version, "trained_on": self.trained_on, "bias": self.bias, "weights": dict(sorted(self.weights.items()))},
            option=orjson.OPT_INDENT_2,
        ).decode()


def digest() -> str:
    """The shipped weights' SHA-256 (a prefix each: the claim's model, the metadata's), of the very bytes each
    model was read from: part of the policy hash, so a retrained model is a new policy."""
    return f"{model().digest}+{metadata_model().digest}"


@cache
def model(path: Path = MODEL_PATH) -> DirectiveModel:
    data = path.read_bytes()
    raw = orjson.loads(data)
    if raw.get("version") != VERSION or not raw.get("weights"):  # another model's, or none: a reader that reads nothing approves
        raise ValueError(f"{path.name} holds no {VERSION} weights")
    return DirectiveModel(bias=float(raw["bias"]), weights={f: float(w) for f, w in raw["weights"].items()},
                          trained_on=raw.get("trained_on", ""), digest=hashlib.sha256(data).hexdigest()[:16])  # fmt: skip


def metadata_model() -> DirectiveModel:
    return model(METADATA_MODEL_PATH)


def load() -> DirectiveModel:
    """The shipped models, read now: a gate calls this at start-up, so a missing weights file stops it there."""
    metadata_model()
    return model()


def learned_instruction(norm: Normalized, metadata: bool = False) -> list[InstructionFinding]:
    """An instruction to a later reader as the learned model reads the whole claim (pure), or none; of `metadata`
    read whole (`metadata_text`), as the metadata's model reads it."""
    reading = (metadata_model() if metadata else model()).read(norm.text, metadata)
    if reading.probability < THRESHOLD or not reading.evidence:
        return []
    evidence = list(reading.evidence)
    while True:  # the phrase is cut to PHRASE characters by quoting fewer words, never half of one
        phrase = f"its words {', '.join(repr(norm.text[a:b]) for a, b in evidence)} read together (learned, {reading.probability:.2f})"
        if len(phrase) <= PHRASE or len(evidence) == 1:
            break
        evidence.pop()
    start, end = min(a for a, _ in evidence), max(b for _, b in evidence)
    kind = InstructionKind.AUTHORITY if reading.authority else InstructionKind.DIRECTIVE
    return [InstructionFinding(kind=kind, phrase=phrase[:PHRASE], span=norm.original_span(start, end), hidden_in=norm.disguise_at(start, end))]


def learned_in_metadata(metadata: Mapping[str, object]) -> list[InstructionFinding]:
    """The same reading of each metadata string of METADATA_WORDS words or more (a memory's metadata is
    stored and read back with it; a tag or a channel's name is too short to be read as a sentence); where
    none is one, of the metadata read whole: a grant or a waiver split over short keys and values
    (`{"who": "agent", "sudo": true}`, `{"deploy": {"actor": "ai", "approval": "waived"}}`) says in all of
    them what no one of them says."""
    found: list[InstructionFinding] = []
    for where, _, value in metadata_nodes(metadata):
        if isinstance(value, str) and len(_WORD.findall((norm := normalize(value)).text)) >= METADATA_WORDS:
            found.extend(f.model_copy(update={"where": where}) for f in learned_instruction(norm))
    if not found and len(_WORD.findall((norm := normalize(metadata_text(metadata))).text)) >= METADATA_WORDS:
        # its place is the metadata as a whole: no span of the content
        found.extend(f.model_copy(update={"where": "metadata", "span": (0, 0)}) for f in learned_instruction(norm, metadata=True))
    return found


_CAMEL = lazy(r"(?<=[a-z0-9])(?=[A-Z])")
_SPACE = lazy(r"[\s\x00-\x1f\x7f]+")  # whitespace and control characters: JSON would escape them into a word ("\nagent")
_CAMEL_WORD = lazy(r"(?<![A-Za-z0-9])[A-Za-z0-9]*[a-z0-9][A-Z][A-Za-z0-9]*")  # a word with a capital inside it


def metadata_text(metadata: object) -> str:
    """A claim's metadata as the learned reader reads it whole: JSON's shape, compact, a word with a capital inside it
    written as it is and parted into its words beside it (`canDeleteRecords can_Delete_Records`: a camel-cased key's words,
    and an odd casing never hides a word, "sUdo sudo"), whitespace and control characters as one space, nothing escaped (it is
    read, never parsed), every key kept (two that part alike too); a string or a number under a key that names a credential
    (`secrets.names_credential`: "api_key", "sessionToken") as `…`, never read nor quoted (the secret scan may let "root" by
    as a token's value); a value of no JSON type as `…`."""
    out: list[str] = []
    _render(metadata, out)
    return "".join(out)


def _render(value: object, out: list[str]) -> None:
    if isinstance(value, Mapping):
        out.append("{")
        for i, (k, v) in enumerate(value.items()):
            key = _plain(str(k))
            out.append(f'{"," if i else ""}"{key}":')
            if isinstance(v, str | int | float) and not isinstance(v, bool) and names_credential(str(k)):
                out.append('"…"')
            else:
                _render(v, out)
        out.append("}")
    elif isinstance(value, list | tuple):
        out.append("[")
        for i, v in enumerate(value):
            out.append("," if i else "")
            _render(v, out)
        out.append("]")
    elif isinstance(value, str):
        out.append(f'"{_plain(value)}"')
    elif value is None or isinstance(value, bool):
        out.append({None: "null", True: "true", False: "false"}[value])
    elif isinstance(value, int | float):
        out.append(str(value))
    else:  # (a Python caller's bytes, set or object: its repr is no text of the record's)
        out.append('"…"')


def _plain(text: str) -> str:
    return _CAMEL_WORD.sub(lambda m: f"{m.group()} {_CAMEL.sub('_', m.group())}", _SPACE.sub(" ", text))
