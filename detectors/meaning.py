"""What a sentence means, read deterministically: the words of its subject, its polarity, and
the values it names that exclude each other (a shell, a date format, a number base, a direction
of change…). Two sentences about one subject that name different values of one kind, or one of
them negated, disagree; the reason names both values.

Pure, and every verdict explainable: a word list, not a model. Shared by the support check of
cited sources (`detectors/support.py`) and retrieval grounding (`detectors/passages.py`).
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache

import snowballstemmer

from groundstream.detectors.normalize import normalize
from groundstream.detectors.patterns import lazy
from groundstream.detectors.values import number_word, shape
from groundstream.detectors.words import DECISION_VERBS

# 8: a change's word in prose only, not inside code or a flag (`--reload-include`); 9: a negation excludes a value of its own sentence only
VERSION = "meaning/9"  # 4: senses treat/consider, adopt/use, begin/start; "called" names; 5: "--no-x" is no negation
# 6: a direction right after a negation is none ("not required" is not against "optional")
# 7: a claim naming both sides of an opposite ("both sync and async APIs") is against neither

# Values of one kind that exclude each other: a script has one interpreter, a date one format.
# Each kind: (pattern, canonical) pairs, tried on normalized (lower-case) text.
_KINDS: dict[str, tuple[tuple[str, str], ...]] = {
    "shell": (
        (r"#!\s*/(?:usr/)?bin/(?:env\s+)?bash\b|\bbash\b", "bash"), (r"#!\s*/(?:usr/)?bin/(?:env\s+)?zsh\b|\bzsh\b", "zsh"),
        (r"\bfish shell\b|#!\s*/(?:usr/)?bin/(?:env\s+)?fish\b", "fish"), (r"\bksh\b", "ksh"), (r"\btcsh\b|\bcsh\b", "csh"),
        (r"#!\s*/bin/sh\b|\bposix sh(?:ell)?\b|\bbourne shell\b", "sh"), (r"\bdash\b(?= shell)", "dash"),
        (r"\bpowershell\b|\bpwsh\b", "powershell"),
    ),
    "date format": (
        (r"\biso[ -]?8601\b|\byyyy-mm-dd\b", "ISO 8601 (yyyy-mm-dd)"), (r"\bdd/mm/yyyy\b|\buk[- ]style dates?\b", "dd/mm/yyyy"),
        (r"\bmm/dd/yyyy\b", "mm/dd/yyyy"), (r"\bdd\.mm\.yyyy\b", "dd.mm.yyyy"), (r"\bunix (?:epoch|timestamps?)\b", "Unix time"),
        (r"\brfc ?2822\b", "RFC 2822"),
    ),
    "number base": (
        (r"\bhexadecimal\b|\bhex\b|\bbase[- ]?16\b", "hexadecimal"), (r"\boctal\b|\bbase[- ]?8\b", "octal"),
        (r"\bdecimal\b|\bbase[- ]?10\b", "decimal"), (r"\bbinary (?:number|digit|notation)s?\b|\bbase[- ]?2\b", "binary"),
    ),
    "encoding": (
        (r"\butf-?8\b", "UTF-8"), (r"\butf-?16\b", "UTF-16"), (r"\blatin-?1\b|\biso-8859-1\b", "Latin-1"),
        (r"\bascii\b", "ASCII"), (r"\bbase64\b", "Base64"),
    ),
    "text format": (
        (r"\bmarkdown\b", "Markdown"), (r"\basciidoc\b", "AsciiDoc"), (r"\brestructuredtext\b|\brest? format\b", "reStructuredText"),
        (r"\borg[- ]mode\b", "Org mode"), (r"\bplain text\b", "plain text"), (r"\bmdx\b", "MDX"),
    ),
    "licence": (
        (r"\bmit licen[cs]e\b|\blicen[cs]e\W{1,4}mit\b", "MIT"),
        (r"\bapache(?: licen[cs]e)?,?[ -](?:version )?2(?:\.0)?\b", "Apache-2.0"),
        (r"\bgpl(?:v|-| version )?3(?:\.0)?\b|\bgnu general public licen[cs]e\b", "GPL-3.0"),
        (r"\bbsd(?:-[23]-clause)? licen[cs]e\b|\blicen[cs]e\W{1,4}bsd\b|\bbsd-[23]-clause\b", "BSD"),
    ),
    "indentation": ((r"\btabs?\b(?= for indent| indent|$|[ .,])(?=.*\bindent)|\bindent\w* (?:with|using) tabs?\b", "tabs"),
                    (r"\bspaces?\b(?=.*\bindent)|\bindent\w* (?:with|using) (?:\w+ )?spaces?\b", "spaces")),
    "zero padding": ((r"%0(\d)d\b", "{0} digits"), (r"\b(\w+)[- ]digit (?:zero[- ]padded )?numbers?\b", "{0} digits"),
                     (r"\b(?:to|with|of) (\w+) digits\b", "{0} digits")),
    "package manager": ((r"\byarn\b", "Yarn"), (r"\bnpm\b", "npm"), (r"\bpnpm\b", "pnpm")),
    "search library": ((r"\blunr(?:\.?js)?\b", "Lunr"), (r"\bfuse(?:\.?js)?\b", "Fuse.js"), (r"\bflexsearch\b", "FlexSearch"),
                       (r"\balgolia\b", "Algolia"), (r"\belasticlunr\b", "elasticlunr")),
    "language": (
        (r"\bpython\b", "Python"), (r"\btypescript\b", "TypeScript"), (r"\bjavascript\b", "JavaScript"),
        (r"\brust\b", "Rust"), (r"\bgolang\b|\bwritten in go\b", "Go"), (r"\bjava\b(?!script)", "Java"), (r"\bruby\b", "Ruby"),
        (r"\bperl\b", "Perl"), (r"\bc\+\+", "C++"), (r"\bkotlin\b", "Kotlin"),
    ),
}  # fmt: skip
# What to search for to find what the sources say of a kind: every value of it, by name.
ALTERNATIVES: dict[str, tuple[str, ...]] = {
    "shell": ("bash", "zsh", "fish", "ksh", "csh", "sh", "dash", "powershell"),
    "date format": ("iso", "8601", "yyyy", "dd", "mm", "epoch"),
    "number base": ("hexadecimal", "hex", "octal", "decimal", "binary"),
    "encoding": ("utf", "ascii", "latin", "base64"),
    "text format": ("markdown", "asciidoc", "restructuredtext", "plain"),
    "licence": ("licence", "license", "mit", "apache", "gpl", "bsd"),
    "zero padding": ("printf", "digits", "padded"),
    "package manager": ("yarn", "npm", "pnpm"),
    "search library": ("lunr", "fuse", "flexsearch", "algolia", "search"),
    "language": ("python", "typescript", "javascript", "rust", "go", "java", "ruby", "perl", "kotlin"),
}
ALTERNATIVES["indentation"] = ("tabs", "spaces", "indentation")
_COMPILED = {kind: tuple((lazy(p), c) for p, c in pairs) for kind, pairs in _KINDS.items()}

# A change and its opposite: "automated the release" and "made the release manual" disagree.
_OPPOSITES = (
    ("automatic", r"automat(?:ed|ic|ically|es|ing|ion|e)", "manual", r"manual(?:ly)?"),
    ("enabled", r"enabl(?:ed|es|ing|e)|enforc(?:ed|es|ing|e)|turn(?:s|ed)? on|switch(?:es|ed)? on|(?:is|are|be|stays?) on(?= by default)",
     "disabled", r"disabl(?:ed|es|ing|e)|turn(?:s|ed)? off|switch(?:es|ed)? off|(?:is|are|be|stays?) off(?= by default)"),
    ("added", r"add(?:ed|s|ing)?", "removed", r"remov(?:ed|es|ing|e|al)"),
    ("increased", r"increas(?:ed|es|ing|e)|rais(?:ed|es|e)", "decreased", r"decreas(?:ed|es|ing|e)|lower(?:ed|s)?|reduc(?:ed|es|e)"),
    ("synchronous", r"synchronous(?:ly)?|sync", "asynchronous", r"asynchronous(?:ly)?|async"),
    ("required", r"requir(?:ed|es|e)|mandatory", "optional", r"optional(?:ly)?"),
    ("public", r"public(?:ly)?", "private", r"private(?:ly)?"),
    ("allowed", r"allow(?:ed|s)?|permit(?:ted|s)?", "forbidden", r"forbid(?:den|s)?|den(?:ied|y|ies)|disallow(?:ed|s)?"),
    ("included", r"includ(?:ed|es|e)", "excluded", r"exclud(?:ed|es|e)"),
    ("used", r"us(?:e|es|ed|ing)|adopt(?:s|ed)?",
     "avoided", r"avoid(?:s|ed|ing)?|banned|disallowed|mov(?:e|ed|es|ing) away from|stop(?:s|ped)? using|phas(?:e|ed|es|ing) out"),
    ("before", r"before|precedes?|preceding|ahead of", "after", r"after|follows?|following"),
    # qualities a preference states one way or the other
    ("short", r"short(?:er)?|brief(?:er)?|concise|terse", "long", r"long(?:er)?|verbose|detailed|lengthy"),
    ("dark", r"dark", "light", r"light"),
    ("formal", r"formal", "casual", r"casual|informal"),
)  # fmt: skip
_DIRECTIONS = tuple(
    (name, lazy(rf"\b(?:{pattern})\b"), other)
    for a, pa, b, pb in _OPPOSITES for name, pattern, other in ((a, pa, b), (b, pb, a))
)  # fmt: skip

# Words that carry no subject ("fully supports" is "supports"), and words that mean one thing here.
STOP = frozenset({
    "the", "a", "an", "is", "are", "was", "were", "be", "been", "being", "it", "its", "in", "on", "at", "to", "of",
    "for", "and", "or", "by", "with", "per", "as", "from", "this", "that", "these", "those", "we", "our", "us", "they",
    "their", "all", "any", "each", "every", "has", "have", "had", "do", "does", "did", "will", "would", "shall",
    "should", "can", "could", "may", "must", "which", "who", "what", "when", "where", "how", "there", "here", "then",
    "than", "so", "also", "only", "just", "fully", "completely", "entirely", "really", "always", "now", "currently",
    "both", "some", "such", "into", "onto", "via", "using", "use", "used", "uses", "one", "i", "you", "he", "she",
    "not", "no", "never", "none", "nor", "without", "won't", "don't", "doesn't", "isn't", "aren't", "can't", "cannot",
    "n't", "wasn't", "weren't", "didn't", "longer", "anymore", "instead", "rather", "js", "s", "t", "etc", "e", "g",
    "ie", "eg", "set", "lot", "like", "way", "make", "made", "makes", "get", "gets", "got", "write", "written",
    "writes", "wrote", "decides", "choose", "chosen", *DECISION_VERBS,
    # words that report what a source says, not what it is about
    "say", "says", "said", "state", "states", "stated", "note", "notes", "noted", "mention", "mentions",
    "mentioned", "describe", "describes", "described", "according", "see", "explain", "explains",
})  # fmt: skip
_SYNONYMS = {
    "repo": "repositori", "project": "repositori", "codebas": "repositori",
    "live": "contain", "hold": "contain", "includ": "contain", "ship": "contain", "provid": "contain", "offer": "contain", "defin": "contain",
    "nodej": "node", "golang": "go", "postgr": "postgresql", "postgresql": "postgresql", "k8s": "kubernet",
    "adr": "record", "decis": "record", "kept": "store", "keep": "store", "save": "store", "id": "identifi",
    "maintain": "store", "superced": "supersed", "earlier": "previous", "prior": "previous", "need": "requir", "must": "requir",
    "treat": "consid", "adopt": "use", "begin": "start",
}  # fmt: skip
# Forms whose sense their stem loses: "is called rg" names it ("calls the API" does not).
_FORMS = {"called": "name", "named": "name"}
_STEMMER = snowballstemmer.stemmer("english")
# A word one of the patterns needs: a sentence with none of them names no exclusive value.
_TRIGGERS = frozenset({
    "bash", "zsh", "fish", "ksh", "csh", "tcsh", "sh", "dash", "powershell", "pwsh", "posix", "bourne", "iso", "yyyy", "dd",
    "mm", "unix", "rfc", "hexadecimal", "hex", "base", "octal", "decimal", "binary", "utf", "latin", "ascii", "base64",
    "markdown", "asciidoc", "restructuredtext", "rest", "re", "org", "plain", "mdx", "mit", "apache", "gpl", "gplv", "gnu",
    "bsd", "yarn", "npm", "pnpm", "lunr", "lunr.js", "lunrjs", "fuse", "fuse.js", "fusejs", "flexsearch", "algolia",
    "elasticlunr", "python", "typescript", "javascript", "rust", "golang", "go", "java", "ruby", "perl", "kotlin", "c",
    "digit", "digits", "uk", "tab", "tabs", "space", "spaces", "dd.mm.yyyy", "rfc2822", "utf8", "utf16", "latin1", "gplv3", "gplv2",
})  # fmt: skip
_ANY_VALUE = lazy("|".join(f"(?:{p})" for pairs in _KINDS.values() for p, _ in pairs))
_ANY_DIRECTION = lazy("|".join(f"(?:{pattern.pattern})" for _, pattern, _ in _DIRECTIONS))
_CODE_OR_FLAG = lazy(r"`[^`\n]*`|(?<![\w-])--?[a-z][\w-]*")
# "won't", "no longer", "instead of", "rather than", "not … any": each a negation of what follows.
# A word of its own: not the "no" of a flag (`--no-unicode`) or of a compound ("no-op").
_NEGATING = lazy(r"(?<![\w-])(?:not|no|never|cannot|won't|don't|doesn't|isn't|aren't|can't|wasn't|weren't|didn't|"
                       r"shouldn't|mustn't|without|neither|nor)(?![\w-])|n't\b")  # fmt: skip
_REFUSING = frozenset({"avoided", "removed", "disabled", "forbidden", "excluded"})
_CLAUSE_END = lazy(r"[(),;:]|\.(?:\s|$)")
_CONTRAST = lazy(r"\b(?:instead of|rather than|in place of|as opposed to|over)\b")
WORD = lazy(r"[a-z][a-z0-9]*(?:['.+#][a-z0-9]+)*|\d+[a-z]*")  # a word as read here (also the search's)
# A sentence's end (not an abbreviation's full stop: "not e.g. Python scripts"): a heading's "… so you don't have to." excludes
# no value of the sentence after it ("It requires Python 3.10+ …" is not "not Python").
_SENTENCE_END = lazy(r"(?<!\be\.g)(?<!\bi\.e)(?<!\betc)(?<!\bvs)(?<!\bcf)[.!?](?=\s|$)")


@lru_cache(maxsize=65536)
def stem(word: str) -> str:
    """Snowball's English stem ("scripts", "scripting" -> "script"), and synonyms meet too."""
    if word in _FORMS:
        return _FORMS[word]
    s = _plain_stem(word)
    return _SYNONYMS.get(s, s)


def _plain_stem(word: str) -> str:
    if any(ch.isdigit() for ch in word):
        return word  # "v2", "8601", "log4brains": no English stem
    if word.endswith(".js"):  # "Node.js", "nodejs" and "node" name one thing
        word = word[:-3]
    return str(_STEMMER.stemWord(word))


_CONFIG_FILE = lazy(r"\.(ya?ml|toml|json|ini|cfg|conf|properties)$|(^|/)\.[\w-]+rc$", re.IGNORECASE)
_SWITCH = lazy(r"^\s*[\"']?(?P<key>[\w.-]+)[\"']?\s*[:=]\s*[\"']?(?P<value>true|false|on|off|yes|no|enabled|disabled)[\"']?\s*,?\s*(?:#.*)?$",
                     re.IGNORECASE)  # fmt: skip
_COMMENT = lazy(r"^\s*(?:#|//|;)\s?(?P<text>.*)$")


def config_sentences(path: str, text: str) -> list[tuple[int, str]]:
    """What a configuration file's switches say, as sentences: `MD013: false` under "# Allow
    arbitrary line length" reads "MD013 is disabled (Allow arbitrary line length)". (line, sentence)."""
    if not _CONFIG_FILE.search(path):
        return []
    out = []
    comments: list[str] = []
    for number, line in enumerate(text.splitlines(), start=1):
        comment = _COMMENT.match(line)
        if comment:
            if comment.group("text").strip():
                comments.append(comment.group("text").strip())
            continue
        m = _SWITCH.match(line)
        if m:
            on = m.group("value").lower() in ("true", "on", "yes", "enabled")
            why = f" ({' '.join(comments[:2])})" if comments else ""
            out.append((number, f"{m.group('key')} is {'enabled' if on else 'disabled'}{why}"))
        if line.strip():
            comments = []
    return out


def changes(text: str) -> list[tuple[int, int, str]]:
    """(start, end, name) of each change a lower-case sentence states in a word or a phrase:
    "turns off" and "disables" are both "disabled" (`reading` reads such a phrase as one word)."""
    if not _ANY_DIRECTION.search(text):
        return []
    return sorted((m.start(), m.end(), name) for name, pattern, _ in _DIRECTIONS for m in pattern.finditer(text))


def licence_of(text: str) -> str | None:
    """The licence a licence file's opening names ("MIT", "Apache-2.0"…), None when it names none or several."""
    found = {canonical for pattern, canonical in _COMPILED["licence"] if pattern.search(normalize(" ".join(text.split())).text)}
    return found.pop() if len(found) == 1 else None


def project_words(name: str) -> frozenset[str]:
    """The stems of a project's own name ("adr-tools": record, tool), and of the words that name a
    project itself ("the project", "this repository"): they are spoken of everywhere in it, and
    they say little of a claim's subject."""
    return frozenset(stem(w) for w in re.split(r"[^a-z0-9]+", name.lower()) if len(w) > 1) | {stem("project")}


@dataclass(frozen=True, slots=True)
class Reading:
    """One sentence read: the stems of its subject, its polarity, its exclusive values by kind,
    and the values its contrast ("X instead of Y") excludes."""

    text: str
    stems: frozenset[str]
    negated: bool
    values: tuple[tuple[str, str], ...]  # (kind, canonical), in order of appearance
    excluded: frozenset[tuple[str, str]]  # values named after "instead of", "rather than", "over", or negated
    directions: tuple[str, ...]  # the changes it states, by name ("automatic", "manual")
    negating: frozenset[str] = frozenset()  # stems of the words a negation governs (the next four)
    valued: frozenset[str] = frozenset()  # stems of the words that name its exclusive values
    directed: tuple[tuple[str, frozenset[str]], ...] = ()  # each change with what it acts on (the next 3 words)
    denied: frozenset[str] = frozenset()  # stems a negation or a contrast ("rather than", "instead of") governs
    names: frozenset[str] = frozenset()  # stems of the names it writes (capitals past the first word, mixed case)
    sequence: tuple[str, ...] = ()  # its stems in order, for what must stand near what

    @property
    def refused(self) -> frozenset[str]:
        """What it says is not so: what a negation or contrast governs, and what it avoids, removes,
        disables, forbids or excludes ("avoid default exports")."""
        acted = [obj for name, obj in self.directed if name in _REFUSING]
        return self.denied.union(*acted) if acted else self.denied

    def of(self, kind: str) -> set[str]:
        return {c for k, c in self.values if k == kind and (k, c) not in self.excluded}


def quiet(text: str) -> bool:
    """Whether a sentence holds no negation and no word of an exclusive value: against a source that
    states no value, change or negation either, reading it can find no conflict (a cheap test that
    saves `read`)."""
    norm = normalize(" ".join(text.split())).text
    return _NEGATING.search(norm) is None and not _may_name_value(norm, WORD.findall(norm))


def _may_name_value(norm: str, tokens: list[str]) -> bool:
    """Whether a sentence holds a word one of the exclusive values needs (most hold none)."""
    return not _TRIGGERS.isdisjoint(tokens) or "%0" in norm or "#!" in norm


@lru_cache(maxsize=4096)
def read(text: str) -> Reading:
    norm = normalize(" ".join(text.split())).text
    found: list[tuple[int, str, str]] = []
    excluded: set[tuple[str, str]] = set()
    named: set[str] = set()
    contrast_spans = [m.span() for m in _CONTRAST.finditer(norm)]
    contrasts = [end for _, end in contrast_spans]
    negations = [m.end() for m in _NEGATING.finditer(norm)]
    # Most sentences name no exclusive value and no change: one search each says so.
    tokens = WORD.findall(norm)
    kinds = _COMPILED.items() if _may_name_value(norm, tokens) and _ANY_VALUE.search(norm) else ()
    for kind, pairs in kinds:
        for pattern, canonical in pairs:
            for m in pattern.finditer(norm):
                value = canonical.format(*(number_word(g) or g for g in m.groups())) if m.groups() else canonical
                if kind == "zero padding" and not value[0].isdigit():
                    continue
                found.append((m.start(), kind, value))
                named.update(stem(w) for w in WORD.findall(m.group(0)))
                # The value right after a contrast or a negation (within three words, in its sentence) is what is not so.
                if any(0 <= m.start() - end <= 24 and not _SENTENCE_END.search(norm, end, m.start()) for end in contrasts + negations):
                    excluded.add((kind, value))
    found.sort()
    words = [w for w in tokens if w not in STOP and len(w) > 1]
    stems = frozenset(stem(w) for w in words)
    directed: list[tuple[str, frozenset[str]]] = []
    # (a change's word in prose, not inside code or a flag: `--reload-include` includes nothing)
    plain = _CODE_OR_FLAG.sub(lambda m: " " * len(m.group()), norm) if "`" in norm or "--" in norm else norm
    if _ANY_DIRECTION.search(plain):
        for name, pattern, _ in _DIRECTIONS:
            for m in pattern.finditer(plain):
                # what it acts on, unless that is what a contrast denies ("used instead of default exports")
                if any(0 <= start - m.end() <= 2 for start, _ in contrast_spans):
                    continue  # "used instead of default exports" says default exports are not used: no change to compare
                clause = _CLAUSE_END.split(norm[m.end() : m.end() + 60], maxsplit=1)[0]  # not past "(", ",", ";"
                after = [w for w in WORD.findall(clause) if w not in STOP and len(w) > 1][:3]
                if any(0 <= m.start() - end <= 8 for end in negations):
                    continue  # negated, no direction: "is not required" is not said to be required (its polarity is read apart)
                directed.append((name, frozenset(stem(w) for w in after)))
    directions = tuple(dict.fromkeys(name for name, _ in directed))
    governed = frozenset(stem(w) for end in negations for w in WORD.findall(norm[end : end + 60])[:4] if w not in STOP and len(w) > 1)
    # "option names instead of assigning identifiers to options": what follows the contrast and was
    # not said before it is what the sentence says is not so.
    before = {stem(w) for w in WORD.findall(norm[: contrasts[0]])} if contrasts else set()
    contrasted = frozenset(
        s for end in contrasts for w in WORD.findall(norm[end : end + 60])[:4] if w not in STOP and len(w) > 1 if (s := stem(w)) not in before
    )
    negated = shape(norm).negated if negations else False  # shape reads "not … any more" as one negation
    return Reading(
        text=norm,
        stems=stems,
        negated=negated,
        values=tuple((k, v) for _, k, v in found),
        excluded=frozenset(excluded),
        directions=directions,
        negating=governed,
        valued=frozenset(named),
        directed=tuple(directed),
        sequence=tuple(stem(w) for w in words),
        denied=governed | contrasted,
        names=_names(text),
    )


_NAME = lazy(r"(?<![\w.])([A-Za-z][\w.+#-]*)")
_CAPITALIZED = lazy(r"(?<![\w.])(?=[a-z\d_.+#-]*[A-Z])([A-Za-z][\w.+#-]*)")  # a word with a capital in it


def _names(text: str) -> frozenset[str]:
    """The names a sentence writes: a capitalized word past its first ("Google", "Homebrew"), or a
    word with a capital inside ("ESLint", "GraphQL"). A supporting passage must name them too."""
    out = set()
    first = None
    for m in _CAPITALIZED.finditer(text):  # only words with a capital: most words have none
        w = m.group(1)
        if first is None:
            lead = _NAME.search(text)
            first = lead.start() if lead else -1
        rest = w[1:]
        inner = rest != rest.lower() and not w.isupper() or w.isupper() and len(w) > 1
        if (w[0].isupper() and m.start() != first) or inner:
            for part in WORD.findall(w.lower()):
                if part not in STOP and len(part) > 1:
                    out.add(stem(part))
    return frozenset(out)


@dataclass(frozen=True, slots=True)
class Conflict:
    """Why a passage says otherwise: the kind, the passage's value and the claim's."""

    kind: str  # a value kind, "polarity" or "direction"
    expected: str  # what the passage says
    claimed: str  # what the claim says

    @property
    def reason(self) -> str:
        if self.kind == "polarity":
            return "the source says the opposite"
        return f"the source says {self.expected!r}, not {self.claimed!r} ({self.kind})"


def coverage(claim: Reading, passage: Reading, ambient: frozenset[str] = frozenset()) -> float:
    """The share of the claim's subject the passage speaks of (words of the project's own name
    count as spoken of everywhere in it)."""
    wanted = claim.stems - ambient
    if not wanted:
        return 0.0
    return len(wanted & (passage.stems | ambient)) / len(wanted)


def conflict(claim: Reading, passage: Reading) -> Conflict | None:
    """How `passage` disagrees with `claim`, assuming both are about one subject; None if not."""
    kinds = {k for k, _ in claim.values}
    for kind in kinds:
        mine, theirs = claim.of(kind), passage.of(kind)
        if mine and theirs and not mine & theirs:
            return Conflict(kind, sorted(theirs)[0], sorted(mine)[0])
        refused = {c for k, c in passage.excluded if k == kind}
        if mine & refused and not mine & theirs:  # "Lunr rather than Fuse.js" for "uses Fuse.js"
            return Conflict(kind, sorted(theirs)[0] if theirs else f"not {sorted(mine & refused)[0]}", sorted(mine & refused)[0])
    return _direction(claim, passage)


def _direction(claim: Reading, passage: Reading) -> Conflict | None:
    """The opposite change on the same thing: "uses default exports" against "avoid default exports"
    (not against "avoid default exports, use named exports": what each acts on is compared)."""
    opposite_of = {name: other for name, _, other in _DIRECTIONS}
    for name, acted in claim.directed:
        other = opposite_of[name]
        if other not in passage.directions or other in claim.directions:
            continue  # (a claim that names both sides, "both sync and async APIs", is against neither)
        theirs = [obj for n, obj in passage.directed if n == other]
        same = [obj for n, obj in passage.directed if n == name]
        if not acted or not any(theirs):  # "made the release manual": nothing after the word to compare
            if name not in passage.directions:
                return Conflict("direction", other, name)
            continue
        against = max((len(acted & obj) for obj in theirs), default=0)
        agree = max((len(acted & obj) for obj in same), default=0)
        if against and against > agree:
            return Conflict("direction", other, name)
    return None


def opposite(claim: Reading, passage: Reading, ambient: frozenset[str] = frozenset()) -> bool:
    """The passage states the claim's subject whole with the other polarity, its negation on a word
    of that subject ("won't support Windows" for "supports Windows"; not "without any arguments")."""
    negated, other = (passage, claim) if passage.negated else (claim, passage)
    governed = negated.negating & (claim.stems & passage.stems) - ambient
    return (
        claim.negated != passage.negated
        and len(claim.stems - ambient) >= 2
        and coverage(claim, passage, ambient) >= 0.9
        and bool(governed)
        and _near(other.sequence, governed)
    )


def _near(sequence: tuple[str, ...], wanted: frozenset[str], window: int = 4) -> bool:
    """Whether the words the negation governs stand together in the other sentence too ("supports
    Windows", not "Windows, … officially supports Linux")."""
    if len(wanted) < 2:
        return True
    places = [i for i, s in enumerate(sequence) if s in wanted]
    return any(len({sequence[j] for j in places if i <= j < i + window}) >= 2 for i in places)


# The words of a preference, as stems: "prefers", "likes", "wants" say one thing.
PREFERRING = frozenset(
    stem(w) for w in ("prefer", "prefers", "preferred", "like", "likes", "liked", "want", "wants", "wanted", "favor", "favour", "love", "loves")
)


def disagrees(new: Reading, stored: Reading) -> Conflict | None:
    """How two statements of one person's preference disagree ("short answers without summaries"
    and "long answers with summaries"): about one subject (half the words of each, values aside),
    another value or change of one kind, or one of the two negated on a shared word."""
    a, b = new.stems - new.valued - PREFERRING, stored.stems - stored.valued - PREFERRING
    shared = a & b
    if not a or not b or len(shared) / len(a) < 0.5 or len(shared) / len(b) < 0.5:
        return None
    found = conflict(new, stored) or conflict(stored, new)
    if found is not None:
        return found if found.claimed in {c for _, c in new.values} | set(new.directions) else Conflict(found.kind, found.claimed, found.expected)
    negated, other = (new, stored) if new.negated else (stored, new)
    if new.negated != stored.negated and negated.negating & other.stems:
        return Conflict("polarity", "negated" if stored.negated else "affirmed", "negated" if new.negated else "affirmed")
    return None


_DENIAL = lazy(r"^(?P<head>.+?),?\s+(?:not|instead of|rather than|in place of)\s+(?P<other>[\w.+#-]+(?:\s+[\w.+#-]+)?)\s*[.!]?$",
                     re.IGNORECASE)  # fmt: skip
# What _DENIAL needs at a claim's end, found in one linear search before the backtracking match.
_DENIAL_TAIL = lazy(r"\s(?:not|instead of|rather than|in place of)\s+[\w.+#-]+(?:\s+[\w.+#-]+)?\s*[.!]?$", re.IGNORECASE)


# A contrast that names the value set aside ("X rather than Y"); "over" is left out ("over HTTP").
_SET_ASIDE = lazy(r"\b(?:instead of|rather than|in place of|as opposed to)\s+", re.IGNORECASE)
# Where a clause of a contrast ends: punctuation, or a word that joins another clause.
_CONTRAST_END = lazy(r"[,;:()]|\.(?:\s|$)|\s(?:so|because|since|which|and|but|while|when|as)\s", re.IGNORECASE)


@lru_cache(maxsize=65536)
def contrast(text: str) -> tuple[str, str] | None:
    """A sentence's first contrast split in two: the clause before it (what is so) and the words
    it sets aside, to the end of their clause ("ship glibc-linked binaries rather than musl
    ones, for size" -> ("ship glibc-linked binaries", "musl ones")). None without one."""
    m = _SET_ASIDE.search(text)
    if m is None:
        return None
    before = re.split(r"[,;:()]|\.\s", text[: m.start()])[-1]
    end = _CONTRAST_END.search(text, m.end())
    return before.strip(), text[m.end() : end.start() if end else len(text)].strip(" .!")


def denied_statements(text: str) -> list[str]:
    """What a claim of the form "X, not Y" / "X instead of Y" says is not so, as the statements it
    could be written as: "The API uses API keys, not OAuth2" denies "The API uses OAuth2" (the
    value before the contrast, one to three words, replaced by the other). Pure; at most 12."""
    flat = " ".join(text.split())
    if not _DENIAL_TAIL.search(flat):
        return []  # most claims: no contrast at their end (one linear search, not the backtracking match)
    m = _DENIAL.match(flat)
    if m is None:
        return []
    words, other = m.group("head").rstrip(",").split(), m.group("other").rstrip(".!")
    out: list[str] = []
    for end in range(len(words), max(len(words) - 4, 1), -1):  # the affirmed value ends near the contrast
        for length in (1, 2, 3):
            start = end - length
            if start < 1:
                continue
            candidate = " ".join([*words[:start], other, *words[end:]])
            if candidate not in out:
                out.append(candidate)
    return out[:12]
