"""One verdict over a claim and the passages it is weighed against: **supported**, **refuted** or
**not enough information** (FEVER's three labels). Every place the gate holds a text against a
claim asks this function: what a claim cites (`detectors/support.py`), what retrieval found in the
operator's sources (`detectors/passages.py`), and so the rules for `user`, `documentation` and
conversation claims too.

- **Supported**: one passage, read with the heading or record title it stands under, states every
  content word of the claim (of a claim of statements, "X; Y", each, by passages close together in
  one source) (`detectors/reading.py`): a specific — a number, date, version,
  identifier, command, path, quoted text, name, or a word general English rarely uses — as itself
  (or as the same value: "a month" is "30 days"), any other word as itself or its lemma or one
  of the few senses `meaning` keeps ("keeps" / "stores"). With the claim's polarity, no value of
  one kind in conflict, not affirming what the claim denies. A word left over means the passage
  does not say the claim: "the customers table" is not supported by a passage about "the orders
  table", and "nothing contradicts it" is never support. A record's Options never support alone;
  its Context must say it in its own words.
- **Refuted**: a passage about the same subject states another value in the claim's place: the
  same words around another word (`called shop` for `called shopctl`, `is: info` for `is debug`),
  another value of an exclusive kind (a shell, a format…) or of one measure (another number of
  days), the opposite change, the claim negated, another date on a cited record's date line, an
  option the record did not choose. When a passage refutes as heavily as another supports, it
  refutes. Weaker (they weigh the share of the claim the passage states, so a passage of the same
  standing that states it whole outweighs them): the passage states what the
  claim sets aside ("rather than Semantic Versioning"), negates two or more of its words ("never
  will be POSIX compatible"), or states a least version newer than the claim's ("Go 1.23 or above").
- **Not enough information**: neither; the verdict names the claim's words no passage states and
  the nearest passage, so the agent can fix the claim or cite what says it.

Pure and deterministic.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass
from enum import StrEnum
from functools import lru_cache

from groundstream.detectors.choices import Choice, against
from groundstream.detectors.commands import another_command
from groundstream.detectors.lists import counted_otherwise, counts_as, only_listed, only_of, shorter_than
from groundstream.detectors.meaning import STOP, Conflict, conflict, contrast, stem
from groundstream.detectors.normalize import normalize
from groundstream.detectors.patterns import lazy
from groundstream.detectors.reading import FENCED, SAMPLE_LANGUAGES, Text, Word, assignment, emphasis_removed, read, unaccented, uncommon
from groundstream.detectors.roles import reversed_roles
from groundstream.detectors.values import number_word
from groundstream.detectors.words import NEGATIONS

# 2: code blocks with their lead, Non-Goals, another number, clauses, tables, terms, senses
# 3: what a claim sets aside, a negation over its words, "non-", struck-through text, a default phrase
# 4: a heading of names lends them (`scope`; `<details>` sections; a manual page's command), a table cell's
#    label and a fence's language are no counterpart, a value given "depending on" a condition the claim
#    leaves out is not stated, a page's "Last update:" line dates it
# 10: a swap needs every specific the passage lacks in its place
# 11: a negation of a thing given after "if"/"when"/"unless" is a condition (against a claim with none); a passage affirms what a claim denies only in
#     words of its own (not its heading's, not a part of a name); a noun naming the kind of the code beside it
#     ("the `--battery` flag", "the `init()` function") need not be stated; "only on `x86_64`" against a list with more
# 12: a default of none denies as the claim's "no" does; a value the refutation calls wrong, stated of the subject
#     elsewhere (a flag, name or key swapped) refutes nothing; a "without" needs a third of the claim's subject
# 13: a value a change left behind ("from 1.60 to 1.70") is not stated
# 14: a command's value in capitals after the flag it names (`--file FILE`) is no word of its own; its file under another
#     directory is another command (`rm ~/.local/bin/uv` for `rm ~/.cargo/bin/uv`); the same least version written
#     another way states the claim's words of it ("Python 3.6+" for "Python 3.6 or greater")
# 15: a claim that restricts is stated only by a passage that restricts; a denial in words of its own ("lack", "avoid")
#     near the word is the same polarity; a value after a preposition of another relation
#     stands in no place of the claim's; a flag's place is taken only by a flag; (a reread) a denial governs the word itself; a value listed
#     beside the claim's is no other in its place
# 16: a dotted name's last part lent by the scope that names it ("usefixtures" under "pytest.mark.usefixtures")
# 17: a key of a fenced configuration sample (yaml, toml, json …) stands in no place of a sentence's value; a list of alternatives ("a, b, or c") and a
#     list of names written plainly ("venv, conda, mamba") are lists a claim may copy short; a list given as the whole of a thing
#     ("… are a, b, c, or d", "lists … as a, b, c") is a copy at half the source's members
# 18: one thing written two ways is no other in the claim's place ("-l" / "--list", "non-interactive" / "noninteractive"), nor an example's value
#     ("E.g. … the latest 3.10 release" for a claim's 3.8)
# 19: a program's text (opening with a decorator, a function defined; no run of prose in it) puts no value or direction in a
#     sentence's place
# 20: a counted list's member replaced only by the same set of things, of the same subject, at the same time; read after another command;
# a change said of the subject in one sentence, by a passage naming the claim's code; an opening attribution to a part of the docs its
# source's name; code's place taken by an uncommon word only where the sentence ends on it
# 21: "always" not stated by a sentence with an exception; "no other", "nothing else" restrict
# 22: a table row whose first cell names another key neither states nor refutes; "whether or not" denies nothing; the project's name in
# its own mixed case ("mdBook") is its name; a plain word of the claim's command swapped is answered by a passage writing the command whole;
# a bound after a negation ("not much more than") denies nothing
# 23: a file's heading written as a sentence (its full stop) lends a negation only of a word the claim states; a number right after a
#     name is its version ("isort 5"), not a count of the words after it
# 24: a count written as a word is a number, before the same word ("one principal function" for "two principal functions")
# 25: a thing said not to be given after it ("the executable bit is not set") denies it as "without" does; "instead of", "Remove
#     support for" deny, "Drop support for" denies the support; "must" is "need"; a denial of all denies no claim without "all"; a
#     claim denies the first two words its negation governs; a sample's language and a setting's value of no are no negation; a
#     row's column head of two words is no value; a sample under an example's lead, a least number written two ways, a list item's
#     sibling, a passage opening on other code: no other number; a sibling qualified beyond the claim does not outweigh the bare one
# 26: a claim's negation denies the rest of its clause where it is most of the passage's denial (passive: its subject too), a need
#     not its purpose; a claim's if/unless condition affirms nothing; a quoted command's words are its words only where the denial
#     names two; a passage's clause opening on "if"/"when" is a condition; an option heading names each alias; the project's program
#     before a flag the passage names alone; a setting called the default is read against the passage's; a key named is nothing in
#     its `key=value`'s place
VERSION = "verdict/26"  # 5: a negation past the project's name, a value on a condition, another path
# 6: which of two wins ("X overrides Y") as the passage says it; the project's name between a word and its value hides none
# 7: a list copied short of the passage's members; 8: a table's "Required: no" cell denies its column's word
# 9: another command than the claim quotes; a row's first cell of one word names its thing; a heading of one letter names;
#    "without a key specified" is a condition, no negation
SUBJECT = 0.5  # share of the claim's subject a refuting passage speaks of (values aside)
DENIAL_SUBJECT = 0.3  # … a passage denying the claim's words with "without" alone (the claim may say more: "…, so it is a safe drop-in")
SWAPPED = 0.6  # … and of its content words, when another word stands in the claim's place
DECIDED = 0.25  # the weight of what a record decided (its Decision section, title, chosen option)
OPTIONS = -0.5  # the weight of a record's Considered Options / Pros and Cons: they never support alone
_URL = lazy(r"https?://\S+")
_LINK_TARGET = lazy(r"\]\([^)\s]*\)")
_PLACEHOLDER = lazy(r"=(?:[A-Z][A-Z_]{2,}|<[^>]*>|\[[^\]]*\])$")  # "--ellipsis=STR", "--color=<when>"
_CODE_SPAN = lazy(r"`[^`]*`")
_STRUCK = lazy(r"~~[^~\n]+~~")  # Markdown's struck-through text: what no longer holds
# A record's slug ("20200926-use-the-adr-number"), not a date ("2024-03-01"): it has a letter.
_DIGIT_SLUG = lazy(r"(?<![\w/.-])\d{4,8}-(?=[a-z0-9-]*[a-z])[a-z0-9]+(?:-[a-z0-9]+)+(?:\.md)?(?![\w/-])", re.IGNORECASE)
_DATE = lazy(r"\b(?:19|20)\d\d([-/.])[01]\d\1[0-3]\d\b")  # ISO, or with slashes or dots ("2022/08/25")
# Words after which the next word is the value a sentence states ("is debug", "called shop",
# "defaults to zsh", "signed with GPG"); determiners between are skipped.
_VALUE_INTRO = frozenset({
    "is", "are", "was", "were", "be", "been", "called", "named", "to", "default", "defaults", "as", "with", "via",
    "using", "uses", "use", "by", "in", "from", "on", "at", "into", "under", ":", "=",
})  # fmt: skip
_KINDS = {"name": "name", "identifier": "identifier", "quoted": "quoted text", "number": "number", "rare": "word", "word": "word"}
# A negation is also said by these: "it's impossible to support EKS", "unable to resolve".
_NEGATING = NEGATIONS | {"impossible", "unable", "incapable"}
# a setting whose default is its absence: "(default: none)", "defaults to none", "default is no limit"
_DEFAULT_NONE = lazy(r"\bdefault(?:s to|:| is| value is| value:)\s*(?:none|nothing|no limit|unlimited|unset|not set|n/a)(?=\s*(?:[).,;]|$))", re.I)
# Words between a negation and what it governs: "is not always", "does not even".
_LIGHT = frozenset({
    "be", "been", "being", "always", "even", "yet", "any", "a", "an", "the", "only", "just", "really", "necessarily",
    "considered", "deemed", "regarded",  # "is not considered a breaking change" governs "breaking"
})  # fmt: skip
_DETERMINERS = frozenset({"the", "a", "an", "its", "their", "our", "your", "this", "that", "these", "those"})


@dataclass(frozen=True, slots=True)
class Passage:
    """A passage of a source: where it is (`path:line`, `commit <sha>`), its text, what it stands
    under (a record's title, a file's heading or path) and the weight of its section."""

    location: str
    text: str
    context: str = ""
    weight: float = 0.0
    kind: str = "file"  # file, record, commit
    scope: str = ""  # a file's heading it stands under when that names what its section is for ("macOS"; `names_only`)


class Label(StrEnum):
    SUPPORTED = "supported"
    REFUTED = "refuted"
    NOT_ENOUGH_INFO = "not_enough_info"


@dataclass(frozen=True, slots=True)
class Verdict:
    """What the passages say of a claim, with the passage that decided it (or the nearest)."""

    label: Label
    passage: Passage | None = None  # the one that supports or refutes; for not enough info, the nearest
    conflict: Conflict | None = None  # how it refutes: the kind, the source's value and the claim's
    score: float = 0.0
    considered: int = 0
    near: tuple[Passage, ...] = ()  # the passages most about the claim (a judge's evidence)
    missing: tuple[str, ...] = ()  # the claim's words the nearest passage does not state, as written
    share: float = 0.0  # of the claim's content words the nearest passage states
    about: str = ""  # the claim, when the reason should quote the line of a passage most about it

    @property
    def _about(self) -> str:
        """What a quoted line should be most about: the value a passage states instead, and the claim."""
        c = self.conflict
        return f"{c.expected} {self.about}" if c is not None and c.kind != "polarity" else self.about

    @property
    def reason(self) -> str:
        p = self.passage
        if self.label is Label.REFUTED and p is not None and self.conflict is not None:
            return f"{p.location} {self.conflict.reason.removeprefix('the source ')}: {quote(p.text, about=self._about)}"
        if self.label is Label.SUPPORTED and p is not None:
            return f"{p.location} says: {quote(p.text, about=self._about)}"
        unsaid = ", ".join(repr(w) for w in self.missing) or "it"  # every word stated, but not as the claim says it
        if p is None:
            return f"no source says {unsaid} (no passage of the {self.considered} read is about it)"
        return f"no source says {unsaid}; the nearest, {p.location}, says: {quote(p.text, about=self._about)}"


_CONTROL = lazy(r"[\x00-\x08\x0e-\x1f\x7f]")
_QUOTED_WORD = lazy(r"[^\W_]+")  # "log_level" is "log" and "level"


def quote(text: str, limit: int = 160, about: str = "") -> str:
    """A passage as a reason quotes it: a single line, never escaped. Prose is one line already
    (its sentence); of several lines (a block of code, a script) the one sharing most words with
    `about` (the value or claim the reason speaks of), else the first. Whitespace collapsed, cut at
    a word, and "…" wherever something was left out."""
    lines = [" ".join(line.split()) for line in _CONTROL.sub(" ", text).splitlines()]
    lines = [line for line in lines if line]
    if not lines:
        return "''"
    at = 0
    if len(lines) > 1 and about:
        wanted = set(_QUOTED_WORD.findall(about.lower())) - STOP
        shared = [len(wanted & set(_QUOTED_WORD.findall(line.lower()))) for line in lines]
        at = shared.index(max(shared))
    line, cut = lines[at], at < len(lines) - 1
    if len(line) > limit:
        line, cut = line[:limit].rsplit(" ", 1)[0] if " " in line[:limit] else line[:limit], True
    said = ("… " if at > 0 else "") + line + (" …" if cut else "")
    mark = "'" if "'" not in said else '"' if '"' not in said else "“"
    return f"{mark}{said}{'”' if mark == '“' else mark}"


@lru_cache(maxsize=16384)
def words_only(text: str) -> str:
    """A passage without the links, record slugs and URLs it names ("Supersedes
    [20200926-use-the-adr-number-as-its-unique-id](…)" says nothing of ADR numbers itself) and
    without what it strikes through ("~~`apt install zoxide`~~" is no longer so)."""
    out = emphasis_removed(_STRUCK.sub(lambda m: " " * len(m.group()), text) if "~~" in text else text)
    if "](" not in out and "://" not in out and not _DIGIT_SLUG.search(out):
        return out
    for pattern in (_LINK_TARGET, _URL, _DIGIT_SLUG):
        out = pattern.sub(lambda m: " " * len(m.group()), out)
    return out


@dataclass(frozen=True, slots=True)
class _Weighed:
    passage: Passage
    full: Text  # with its heading or title
    stated: tuple[Word, ...]
    missing: tuple[Word, ...]
    share: float  # of the claim's content words it states
    subject: float  # of the claim's subject (values aside), as meaning reads it


OWN_GENERIC = frozenset({stem("project"), stem("repository")})  # the words naming any project itself ("the project")


def _wanted(claim: Text, ambient: frozenset[str]) -> tuple[Word, ...]:
    """The words a supporting passage must state: every content word but the project's own name
    and what the claim denies ("X instead of Y" is supported by a passage that states X)."""
    # what a contrast denies ("instead of Y"), not what a negation governs ("is not found" states "found")
    denied = claim.meaning.denied - claim.meaning.negating if not claim.meaning.negated else frozenset()
    affirmed = tuple(w for w in claim.content if not (w.lemma in denied and w.kind == "word"))
    # "Decision records are written in AsciiDoc" in adr-tools: its subject is the project's own word.
    # The project's name as a word or a name, not as code or a value ("set to `direnv`" names a value); a name of one word in its own
    # mixed case ("mdBook", "jQuery") too, letters only (`mdbook_core`, `mdBook.js` are code; "gRPC" in grpc-gateway is another project's)
    single = len(ambient - OWN_GENERIC) == 1

    def own(w: Word) -> bool:
        if w.kind == "identifier":
            return single and w.text.isalpha() and stem(w.low) in ambient
        return w.lemma in ambient and w.kind != "quoted"

    kinds = _kind_words(claim)
    affirmed = tuple(w for w in affirmed if w.position not in kinds)
    return tuple(w for w in affirmed if not own(w)) if any(not own(w) for w in affirmed) else affirmed


# A noun that only names what kind of thing the code beside it is, which its form already says:
# "the `--battery` flag" is stated by "Option: --battery", "`init()` function" by "init() sets up …".
_FLAG_KINDS = frozenset({"flag", "option", "switch", "argument", "arg", "parameter"})  # one thing's kind: "the functions `a()` and `b()`" are read whole
_CALL_KINDS = frozenset({"function", "method", "call"})


def _kind_words(claim: Text) -> frozenset[int]:
    """The positions of the claim's words that name the kind of the code right before or after them."""
    out = set()
    words = claim.words
    for i, w in enumerate(words):
        kinds = _FLAG_KINDS if w.low.startswith("-") and len(w.low) > 1 else _CALL_KINDS if w.low.endswith("()") else None
        if kinds is None or w.kind not in ("quoted", "identifier"):
            continue
        for j in (i - 1, i + 1):
            if 0 <= j < len(words) and words[j].low in kinds:
                out.add(words[j].position)
    return frozenset(out)


@dataclass(frozen=True, slots=True)
class _Read:
    """A passage as every claim weighs it, read once (not once per claim it is weighed against)."""

    own: str  # its text without links, slugs and URLs
    full: Text  # with its heading or title, when that lends it words
    have: frozenset[str]  # the lemmas it speaks of (a record's Context and Options: with their title too)


def _scoped(p: Passage, context: str) -> str:
    """`context` (the passage's headings, or some of them) with the passage's scope before it where it lacks it."""
    return f"{p.scope}. {context}" if p.scope and p.scope not in context else context


@lru_cache(maxsize=65536)
def _read_passage(p: Passage) -> _Read:
    own = _cells_said(words_only(p.text))
    # A record's Context or Options describes what was not decided: there a passage must state
    # the claim in its own words (its record's title does not lend it any). A manual page's name
    # stands in its scope only (not searched): read with the context.
    context = _scoped(p, p.context)
    full = read(f"{context}. {own}" if context and p.weight >= 0 else own)
    have = read(f"{context}. {own}").lemmas if context and p.weight < 0 else full.lemmas
    return _Read(own, full, have)


# A table's yes/no cell, as the chunker writes a row ("Name: `path`; Required: no"): "no" denies its column's word.
_NO_CELL = lazy(r"(?:^|(?<=; ))(?P<label>[A-Za-z][\w -]{0,30}?): (?:no|false|\u2717|\u2718|\u274c|\u2716\ufe0f?)(?=;|$)", re.IGNORECASE)


# A row's first cell of one plain word, with more cells after it ("field: key; description: …"): the name of the row's thing.
_NAME_CELL = lazy(
    r"^(?P<label>\w[\w -]{0,30}?): (?!(?:no|yes|false|true|n/a|none)(?=;))(?P<name>[A-Za-z_][\w.-]*)(?=; [^;:]{1,40}: )", re.IGNORECASE
)  # a yes/no cell is no name ("Supported: no; Platform: FreeBSD")


# Beside `_NAME_CELL` (a first cell of one plain word, under any header, read as code): a first cell already code, under a header that names what
# each row is about ("Option", "Key", "Data", "Setting" …; not a value's, "Default: `"lf"`; … API: `endOfLine`"), is what the row is about.
_ROW_KEY = lazy(
    r"^(?:\w+ )?(?:options?|names?|keys?|settings?|fields?|flags?|variables?|parameters?|params?|arguments?|propert(?:y|ies)|data"
    r"|attributes?|commands?|rules?)(?: name)?: `([^`\n]{1,80})`;",
    re.IGNORECASE,
)
_NOT_ALNUM = lazy(r"[^a-z0-9]+")
_ROW_PLACEHOLDER = lazy(r"<[^>`]*>|\[[^\]`]*\]")  # a key's placeholder in a row's first cell, "`--workers <int>`"
_TOKEN = lazy(r"[\w+./-]+")


def _another_row(claim_text: str, passage_text: str) -> bool:
    """Whether the passage is a table row whose first cell is code the claim does not name, and that
    names the claim's code only in another cell ("Option: `macos-max-compat`; … `infer_tag` …" for a
    claim about `infer_tag`): the row's cells are that key's. A key is named by any of its names,
    its placeholders aside ("`-b, --backlog <int>`" by `--backlog`), in any case or joining ("Ctrl+R"
    for `Ctrl-R`); a row that names none of the claim's code may still be the claim's with its key
    swapped ("`CTRL-R` pastes the selected files" against CTRL-T's row)."""
    key = _ROW_KEY.match(passage_text)
    if key is None:
        return False
    names = {_NOT_ALNUM.sub("", n) for n in _TOKEN.findall(_ROW_PLACEHOLDER.sub(" ", key.group(1)).lower())} - {""}
    said = {_NOT_ALNUM.sub("", t) for t in _TOKEN.findall(claim_text.lower())}
    if not names or names & said:
        return False
    rest = passage_text[key.end() :].lower()
    return any(len(m.group()) > 2 and m.group().lower() in rest for m in _CODE_SPAN.finditer(claim_text))  # as code: "`infer_tag`"


def _cells_said(text: str) -> str:
    """A table row's "Required: no" read as saying "not required" of the row's thing (its "yes" says it as
    it stands): "The `path` input is required" is refuted by that row, "is not required" supported. Its
    first cell, one word, names the row's thing as code does: the field `key` (not the common word)."""
    if ": " not in text:
        return text
    text = _NAME_CELL.sub(lambda m: f"{m.group('label')}: `{m.group('name')}`", text)
    return _NO_CELL.sub(lambda m: f"{m.group('label')}: not {m.group('label').lower()}", text)


@lru_cache(maxsize=4096)
def _own_reading(p: Passage) -> Text:
    """A passage's own words read (not its heading's): what refutations and a support's polarity
    read, once per passage (`read`'s own cache holds only the last few texts)."""
    seen = _read_passage(p)
    return seen.full if not (p.context or p.scope) or p.weight < 0 else read(seen.own)


@lru_cache(maxsize=4096)
def _polar_reading(p: Passage) -> tuple[Text, Text | None]:
    """What a file's passage denies is read apart from the headings above it written as sentences, with their full stop
    (a README's title "isort your imports, so you don't have to."): the passage with its other headings, and those
    sentences alone (None when it has none). A sentence's negation counts only where it governs a word the claim states
    (`_against_polarity`): the title denies nothing of "Installing isort is as simple as: …" under "## Installing
    isort", where "Windows is not supported." over "Use WSL" still denies Windows. A heading written as a phrase ("What
    pipx does not do") denies what stands under it, as a record's title and sections do."""
    seen = _read_passage(p)
    prose = _sample_values_out(seen.own)
    headings = p.context.split(". ") if p.kind == "file" and p.weight >= 0 and "." in p.context else []
    said = [h for h in headings if h.endswith(".")]
    if not said:
        if prose is seen.own:
            return seen.full, None
        context = _scoped(p, p.context)  # (as `_read_passage` reads its full text)
        return read(f"{context}. {prose}" if context and p.weight >= 0 else prose), None
    context = _scoped(p, ". ".join(h for h in headings if not h.endswith(".")))
    return read(f"{context}. {prose}" if context else prose), read(" ".join(said))


def _weigh(
    claim: Text, wanted: tuple[Word, ...], subject: frozenset[str], p: Passage, ambient: frozenset[str], keys: frozenset[str] | None = None
) -> _Weighed:
    """`keys`: the lows and lemmas of `wanted` (a passage holding none of them states none of its words)."""
    seen = _read_passage(p)
    full = seen.full
    about = len((subject & seen.have) | (subject & ambient)) / len(subject) if subject else 0.0
    if keys is not None and keys.isdisjoint(full.lows) and keys.isdisjoint(full.lemmas):
        stated_words = []  # Text.states needs the word's low among its lows or its lemma among its lemmas
    else:
        stated_words = [w for w in wanted if full.states(w)]
    if len(stated_words) < len(wanted) and claim.values:
        forgiven = _forgiven(claim, full)
        stated_words = [w for w in wanted if w in stated_words or w.low in forgiven]
    if len(stated_words) < len(wanted) and _same_least(claim.text, seen.own):
        # "Python 3.6 or greater" for "Python 3.6+": the same least version, its words another way of writing it
        stated_words = [w for w in wanted if w in stated_words or w.low in _LEAST_WORDS]
    if p.context and p.kind == "file" and any(w.specific for w in stated_words):
        # A file's heading lends the passage its words, not its names and code ("Terminal or iTerm
        # App" under "macOS troubleshooting" does not say "macOS App"); a record's title lends both,
        # and so does a heading that only names what its section is for ("`brew install x`" under
        # "macOS" is how to install it on macOS).
        bare = _own_reading(p)
        lent = _lent(p.scope, claim.text)
        if lent and _names_other_code(p.text, lent):
            # "Deprecated: does nothing; use `serve` instead, which rebuilds …" under "`-w, --watch`": about `serve`, not the flag
            lent = frozenset(x for x in lent if not x.startswith("-"))
        # a heading of one letter ("## C") lends it as a name, not as a key or code (`c`)
        stated_words = [w for w in stated_words if not w.specific or bare.states(w) or w.low in lent and (len(w.low) > 1 or w.kind == "name")
                        or w.low in _forgiven(claim, bare)]  # fmt: skip
    if len(stated_words) < len(wanted) and any(w.kind == "quoted" and w.lemma in ambient for w in wanted):
        stated_words = [w for w in wanted if w in stated_words or _own_program(claim, w, p, ambient)]
    stated = tuple(stated_words)
    missing = tuple(w for w in wanted if w not in stated)
    return _Weighed(p, full, stated, missing, len(stated) / len(wanted) if wanted else 1.0, about)


def _own_program(claim: Text, w: Word, p: Passage, ambient: frozenset[str]) -> bool:
    """Whether `w` is the project's own program before a flag in the claim's code ("`task --dry`") and the passage names that
    flag alone, as a page of the program's own options does: its heading (`-n, --dry`) or an options table's cell ("Flag:
    `--dry`"); not "Pass `-x` to pytest", "`cargo --offline`"."""
    if w.kind != "quoted" or w.lemma not in ambient or w.position + 1 >= len(claim.words):
        return False
    flag = claim.words[w.position + 1]
    if flag.kind != "quoted" or not flag.low.startswith("-"):
        return False
    singles, _ = _scope_lows(p.scope)
    return flag.text in singles or re.search(rf"(?:^|;\s)(?:flag|option|short|long|name)s?:\s*`{re.escape(flag.text)}`", p.text, re.I) is not None


def _names_other_code(text: str, lent: frozenset[str]) -> bool:
    """Whether a passage names, in code of its own, a name that is not one its scope lends (`serve`, `--cwd`; not a value, `5s`)."""
    return any(_CODE_NAME.fullmatch(m.group()[1:-1]) and m.group()[1:-1] not in lent for m in _CODE_SPAN.finditer(text))


_CODE_NAME = lazy(r"-{0,2}[A-Za-z][\w-]*")  # a name in code: a command, a flag, a key (not a value of digits, "5s", "31;1")


@lru_cache(maxsize=1024)
def _scope_lows(scope: str) -> tuple[frozenset[str], tuple[str, ...]]:
    """What a scope lends word by word (its words as written, not their parts), and the phrases it
    lends only whole: "`tool query`" says `query` of `tool`, not `tool` alone."""
    if not scope:
        return frozenset(), ()
    # a code span with a space is a manual page's command spaced ("`zoxide query`"); an option's names, "`-d, --dir <path>`", are
    # each its own (its placeholder no name)
    spans = [(m.group(), _flag_list(m.group()[1:-1])) for m in _CODE_SPAN.finditer(scope) if " " in m.group()]
    phrases = tuple(span[1:-1].lower() for span, flags in spans if flags is None)
    singles = _CODE_SPAN.sub(lambda m: " " if " " in m.group() else m.group(), scope)
    singles += "".join(f" `{flag}`" for _, flags in spans for flag in flags or ())
    words = read(singles).words
    # a dotted name lends its last part too: "The usefixtures mark" under "pytest.mark.usefixtures"
    # (not a word of everyday English, "get" of `requests.get`: it would be lent to every claim that gets something)
    lasts = {last for w in words if w.kind in ("identifier", "quoted") and "." in w.low.strip(".") and "/" not in w.low
             if (last := w.low.rsplit(".", 1)[1]) and uncommon(last)}
    return frozenset(w.low for w in words) | lasts, phrases


@lru_cache(maxsize=4096)
def _lent(scope: str, claim_text: str) -> frozenset[str]:
    """What a passage's scope lends a claim: its words, and a spaced command's only where the claim writes it whole."""
    singles, phrases = _scope_lows(scope)
    if not phrases:
        return singles
    said = " ".join(claim_text.lower().replace("`", " ").split())
    whole = [p for p in phrases if re.search(rf"(?<![\w-]){re.escape(p)}(?![\w-])", said)]
    return singles.union(*(p.split() for p in whole)) if whole else singles


_NAME_LIST = lazy(r"\s*(?:[/,&]|\band\b|\bor\b)\s*", re.IGNORECASE)


_FLAG = lazy(r"(-{1,2}[A-Za-z0-9][\w.-]*)(?:[ =](?:<[^<>]+>|\[[^\[\]]+\])|=[A-Z][A-Z0-9_]*)?")
_FLAG_SEP = lazy(r"\s*[,|/]\s*")


def _flag_list(code: str) -> tuple[str, ...] | None:
    """The flags a code span names when it names one option and nothing else, its aliases ("-d, --dir <path>": `-d`, `--dir`;
    "-h/--help"); None otherwise ("--json | --yaml" are two options, either)."""
    flags = []
    for piece in _FLAG_SEP.split(code.strip()):
        m = _FLAG.fullmatch(piece)
        if m is None:
            return None
        flags.append(m.group(1))
    if len(flags) > 1 and "," not in code and sorted(f.startswith("--") for f in flags) != [False, True]:
        return None
    return tuple(flags)


def names_only(heading: str) -> bool:
    """Whether a heading only names what its section is for: one name, or a few joined by "/", ","
    or "and" ("macOS", "Linux / WSL", "Windows"; not "macOS Troubleshooting", whose capitals are
    title case, not names); or an option's names in code ("`-I, --interval <duration>`")."""
    if "~~" in heading:
        return False  # struck through: what it names no longer holds
    spanned = heading.strip()
    if len(spanned) > 2 and spanned[0] == spanned[-1] == "`" and "`" not in spanned[1:-1] and _flag_list(spanned[1:-1]) is not None:
        return True
    parts = [part for part in _NAME_LIST.split(heading.strip()) if part]
    if not 0 < len(parts) <= 3:
        return False
    for part in parts:
        if len(part.strip()) == 1 and part.strip().isupper():
            continue  # a letter's name: "C", "R"
        words = read(part).content
        if len(words) != 1 or not (words[0].specific or words[0].text[:1].isupper()):
            return False
    return True


def _forgiven(claim: Text, text: Text) -> set[str]:
    """The claim's words that write a value the text states as another ("30 days" for "a month")."""
    return {x for v in claim.values if (v[0], v[1]) in text.measures for x in v[2]} if claim.values else set()


_STRICTER = {Label.REFUTED: 0, Label.NOT_ENOUGH_INFO: 1, Label.SUPPORTED: 2}


def judge(
    claim_text: str,
    passages: Sequence[Passage],
    ambient: frozenset[str] = frozenset(),
    records: Sequence[tuple[str, Choice]] = (),
    cited: bool = False,
) -> Verdict:
    """The verdict of `passages` on `claim_text` (the claim without its citations). `ambient`: the
    lemmas of the project's own name (spoken of everywhere in it); `records`: (path, choice) of
    the decision records the passages are from; `cited`: the passages are what the claim cites
    (then a record's date line speaks of the claim's date).

    A claim that normalization reads otherwise ("n o t", "n\u200bo\u200bt": letters spaced
    apart, format characters; `detectors/normalize.py`) is judged as written and as normalized,
    and the stricter verdict stands: what the other detectors read, this one reads too."""
    claim_text, passages = _unattributed(claim_text, passages)
    found = _judge(claim_text, passages, ambient, records, cited)
    if found.label is Label.NOT_ENOUGH_INFO:
        found = _by_clause(claim_text, passages, ambient, records, cited) or found
    flat = " ".join(claim_text.split())
    normalized = normalize(flat).text
    # Accents (and Unicode's compatibility forms) alone are no other reading: "Iwanczuk" names the "Iwańczuk" a passage writes.
    if normalized != unaccented(flat.lower().replace("`", "'")) and found.label is not Label.REFUTED:
        other = _judge(normalized, passages, ambient, records, cited)
        if _STRICTER[other.label] < _STRICTER[found.label]:
            return other
    return found


# The claim's words that name where it read it ("Per the deployment docs, …", "The settings page says …"): the source's name, not
# what the claim states
_ATTRIBUTION = lazy(
    r"^(?:(?:per|according to|going by|as (?:stated|described|documented|explained) in) (?:the )?(?P<topic>(?:[\w.-]+ ){0,3}?)(?:docs|documentation"
    r"|guide|readme|page|manual|reference)\s*,\s*|(?:the )?(?P<subject>(?:[\w.-]+ ){0,3}?)(?:docs|documentation|guide|readme|page|manual) (?:says?|states?"
    r"|notes?|explains?|mentions?)(?! (?:are|is|were|was|for|on|of|from|in)\b)(?: that)?\s+)",
    re.IGNORECASE,
)


def _unattributed(claim_text: str, passages: Sequence[Passage]) -> tuple[str, Sequence[Passage]]:
    """The claim without its opening attribution to a part of the docs, and the passages of that part: those whose location or
    heading holds every word naming it ("Per the deployment docs, …": `docs/deployment/index.md`; "Per the Windows guide, …" is not
    stated by the Linux page). As written, with every passage, where no passage is of that part."""
    found = _ATTRIBUTION.match(claim_text)
    if found is None:
        return claim_text, passages
    topic = (found.group("topic") or found.group("subject") or "").lower().split()
    of_it = [p for p in passages if all(re.search(rf"(?<![a-z]){re.escape(w)}(?![a-z])", f"{p.location} {p.context}".lower()) for w in topic)]
    if not of_it:
        return claim_text, passages
    return " " * found.end() + claim_text[found.end() :], of_it


# Where one statement ends and another begins inside a claim: "X; Y", "X — Y" (not inside code or quotes).
_CLAUSE_END = lazy(r"\s*;\s+|\s+[—–]\s+")
_NEARBY = 12  # lines: the passages stating a claim's clauses stand this close in one source
_STATEMENT = 3  # content words: a piece with fewer is bound to the rest ("— in version 2", "3.8 – 3.12"), no statement


def _by_clause(claim_text: str, passages: Sequence[Passage], ambient: frozenset[str], records: Sequence[tuple[str, Choice]], cited: bool) -> Verdict | None:
    """A claim of two statements ("By default it skips hidden files; `-uuu` turns that filtering
    off") that no one passage states whole is supported when each statement is, by passages close
    together in one source (within `_NEARBY` lines). None otherwise: a statement read alone has too
    few words around a value to refute by (the claim whole is what refutes)."""
    clauses = _clauses(claim_text)
    if len(clauses) < 2:
        return None
    found = [_judge(c, passages, ambient, records, cited) for c in clauses]
    where = [f.passage for f in found if f.label is Label.SUPPORTED and f.passage is not None]
    if len(where) < len(found) or not _together(where):
        return None
    return Verdict(Label.SUPPORTED, where[0], None, min(f.score for f in found), len(passages), tuple(dict.fromkeys(where[1:])))


def _clauses(text: str) -> list[str]:
    """The statements of a claim, split where one ends and another begins outside code and quotes;
    the whole claim when a piece is too short to be a statement of its own."""
    spans = [(m.start(), m.end()) for m in re.finditer(r"`[^`]*`|\"[^\"]*\"|“[^”]*”", text)]
    cuts = [m for m in _CLAUSE_END.finditer(text) if not any(a <= m.start() < b for a, b in spans)]
    pieces, start = [], 0
    for m in cuts:
        pieces.append(text[start : m.start()])
        start = m.end()
    pieces.append(text[start:])
    return pieces if all(len(read(p).content) >= _STATEMENT for p in pieces) else [text]


def _together(where: list[Passage]) -> bool:
    """Passages of one source all within `_NEARBY` lines (a commit's: the same commit)."""
    spots = [p.location.rpartition(":") for p in where]
    if not all(line.isdigit() for _, _, line in spots):
        return len({p.location for p in where}) == 1
    lines = [int(line) for _, _, line in spots]
    return len({path for path, _, _ in spots}) == 1 and max(lines) - min(lines) <= _NEARBY


def _judge(claim_text: str, passages: Sequence[Passage], ambient: frozenset[str], records: Sequence[tuple[str, Choice]], cited: bool) -> Verdict:
    claim = read(claim_text)
    wanted = _wanted(claim, ambient)
    whole = claim.meaning.stems - claim.meaning.valued
    subject = whole - ambient or whole  # what it is about, values aside ("AsciiDoc" in adr-tools: its own word)
    if len(passages) > _SKIM:
        passages = _skimmed(claim, wanted, passages)
    keys = frozenset(w.low for w in wanted) | frozenset(w.lemma for w in wanted)
    weighed = [_weigh(claim, wanted, subject, p, ambient, keys) for p in passages]
    dates = frozenset(w.low for w in claim.words if _DATE.fullmatch(w.low) or _YEAR.fullmatch(w.low))
    best_for: tuple[float, float, _Weighed] | None = None
    best_against: tuple[float, _Weighed, Conflict] | None = None
    # The heaviest passage naming each exclusive value: a value the sources also state as weightily
    # for this subject is not refuted by one naming another ("sh" beside "bash" scripts).
    named: dict[tuple[str, str], float] = {}
    for w in weighed:
        if w.subject >= SUBJECT:
            for value in w.full.meaning.values:
                if value not in w.full.meaning.excluded:
                    named[value] = max(named.get(value, -1.0), w.passage.weight)
    refutations: list[tuple[float, _Weighed, Conflict]] = []
    for w in weighed:
        if _another_row(claim.text, w.passage.text):
            continue  # a table row about another key: "Option: `macos-max-compat`; Default: `true`; … `infer_tag` …" says nothing of `infer_tag`'s default
        found, score = _refutes(claim, w, named, ambient, cited, dates)
        if found is not None and found.kind == "direction" and (any(x.kind == "quoted" for x in w.missing)
                                                                or not _turned_in_one_sentence(claim, w, subject)):
            # "… excluded: `.*` … by including them in `--reload-include`": the other option's change, named in passing; "By default the
            # following patterns are included" of no `--reload-exclude` the claim names: another thing's change
            found = None
        if found is not None:
            refutations.append((score, w, found))
            continue
        if _supports(claim, w, ambient):
            own = _own_reading(w.passage)
            mine = sum(1 for x in wanted if own.states(x))  # of two as heavy, the one whose own words say more
            score = 1.0 + w.passage.weight
            if best_for is None or (score, mine) > best_for[:2]:
                best_for = (score, mine, w)
    against_passages = {id(w) for _, w, _ in refutations}
    for score, w, found in refutations:
        if _said_elsewhere(found, w, weighed, against_passages, claim_text):
            continue  # the claim's own flag, stated of its subject by another passage: the two speak of two things
        # Of two as heavy, the shorter: "src/adr is a bash script" says it more directly.
        if best_against is None or (score, -len(w.passage.text)) > (best_against[0], -len(best_against[1].passage.text)):
            best_against = (score, w, found)
    for path, choice in records:  # a record's "Chosen option" against an option it considered and did not choose
        chose = against(claim.meaning, choice, ambient)
        if chose is not None:
            line = Passage(f"{path}:{choice.line}", f"Chosen option: {choice.chosen}", choice.title, DECIDED, "record")
            if best_against is None or 1.0 + DECIDED >= best_against[0]:
                best_against = (1.0 + DECIDED, _weigh(claim, wanted, subject, line, ambient), chose)
            break
    if best_against is not None and best_for is not None and _qualified_sibling(claim, best_for[2], best_against[1], best_against[2]):
        best_for = None  # "The admin server listens on port 9090" beside "The server listens on port 8080": the claim is the bare one's
    if best_against is not None and (best_for is None or best_against[0] >= best_for[0]):
        score, w, found = best_against
        return Verdict(Label.REFUTED, w.passage, found, round(score, 4), len(passages))
    if best_for is None and cited and not wanted and not _governed(claim) and not claim.meaning.negated:
        # "Fixed in commit 7a712ca": it states nothing but that the source exists
        return Verdict(Label.SUPPORTED, passages[0] if passages else None, None, 1.0, len(passages))
    if best_for is not None:
        return Verdict(Label.SUPPORTED, best_for[2].passage, None, round(best_for[0], 4), len(passages))
    ranked = sorted((w for w in weighed if w.share > 0 or w.subject > 0), key=lambda w: -(w.share + w.passage.weight / 4))
    nearest = ranked[0] if ranked else None
    missing = _as_written(claim, nearest.missing if nearest else wanted)
    if nearest is not None and not missing:
        missing = _unsaid_as_claimed(claim.text, nearest)  # every word stated: name the one not said as the claim says it
    near = tuple(w.passage for w in ranked[:3] if w.subject >= SUBJECT)
    share = nearest.share if nearest else 0.0
    # The score of not enough information is the share of the claim its nearest passage states.
    return Verdict(Label.NOT_ENOUGH_INFO, nearest.passage if nearest else None, None, round(share, 4), len(passages), near, missing,
                   share)  # fmt: skip


_ONE_SETTING = frozenset({"number", "duration", "size", "percent", "time", "frequency"})  # a measure one thing has one of


def _qualified_sibling(claim: Text, supporting: _Weighed, refuting: _Weighed, found: Conflict) -> bool:
    """Whether the supporting passage is the refuting one's sibling (one file, one heading) in the same words with another value
    and a qualifier the claim leaves out: "The admin server listens on port 9090" beside "The server listens on port 8080", "… 60
    seconds when `--slow` is set" beside "The default timeout is 30 seconds" — the claim says what the bare one says otherwise."""
    a, b = supporting.passage, refuting.passage
    if not _siblings(a, b) or found.kind not in _ONE_SETTING:
        return False  # (names, flags and versions are listed side by side: "Added `--foo`" beside "Added `--bar` in 2.0")
    values = {v.lower() for v in found.expected.split()}
    theirs = {x.lemma for x in _own_reading(b).words if x.low not in values}
    mine = _own_reading(a).words
    return bool(theirs) and theirs <= {x.lemma for x in mine} and any(
        x.lemma not in theirs and not claim.states_lemma(x.lemma) and x.low not in claim.lows and x.low not in STOP for x in mine
    )  # (as lemmas: "on the paid plan" states "on paid plans")


def _siblings(a: Passage, b: Passage) -> bool:
    """Whether two passages stand side by side: one file, under one heading (a list's items, a table's rows)."""
    return a.context == b.context and a.location.rsplit(":", 1)[0] == b.location.rsplit(":", 1)[0]


_PRONOUN_LED = lazy(r"(?:it|its|they|their|this|these|that|those|he|she)\b", re.IGNORECASE)
_SENTENCE_BREAK = lazy(r"(?<=[.!?])\s+(?=[A-Z`*(\[])")


def _turned_in_one_sentence(claim: Text, w: _Weighed, subject: frozenset[str]) -> bool:
    """Whether the passage turns the claim's subject the other way in one of its sentences (with its heading), not in one
    sentence and names the subject in another ("`--reload-exclude` … patterns are excluded … by including them in `--reload-include`")."""
    seen = _read_passage(w.passage)
    sentences = _SENTENCE_BREAK.split(seen.own)
    if len(sentences) < 2 or not subject:
        return True
    context = w.passage.context if w.passage.weight >= 0 else ""
    # (a sentence opening with a pronoun read with the one before it: "The `cache` option … It is disabled by default")
    sentences = [f"{sentences[i - 1]} {s}" if i and _PRONOUN_LED.match(s) else s for i, s in enumerate(sentences)]
    for sentence in sentences:
        r = read(f"{context}. {sentence}" if context else sentence)
        if len(subject & r.lemmas) / len(subject) >= SUBJECT and conflict(claim.meaning, r.meaning) is not None:
            return True
    return False


_SPECIFIC_VALUE = lazy(r"[\d/._`-]|[A-Z]")  # a flag, a name, a key: what no passage says by chance
# The swaps another passage may answer: a flag, a name or a key in the claim's place. Not a number (but by a sibling of
# its list, the same words around it), version, path, date or default (another passage naming it may be another option's,
# another SDK's, or the old one a changelog keeps), a list, a command, a role swap ("from X to Y": both named), a polarity
# or a direction.
_ANSWERABLE = frozenset({"identifier", "name", "quoted text"})


def _said_elsewhere(found: Conflict, refuting: _Weighed, weighed: Sequence[_Weighed], against: set[int], claim_text: str = "") -> bool:
    """Whether a passage that refutes nothing, about the claim's subject, as weighty as the refuting one,
    stating more of the claim and every specific of it, states the very flag, name or key the refutation
    swaps ("`--no-ignore-vcs` Show search results … ignored by .gitignore files" beside "-I, --no-ignore …").
    Not for other conflicts (`_ANSWERABLE`), nor a common word, unless it is a word of the claim's code and
    that passage writes the code whole ("To uninstall, run `cargo uninstall mdbook`" beside "```cargo install …
    mdbook```"), nor where that passage leaves a specific of the claim out (`['py', 'ipynb']` for `['py']`: it
    says otherwise itself). A number is answered only by a sibling of the refuting passage (one file, one heading) in the
    same words around the claim's number ("CPython 3.9" beside "CPython 3.8")."""
    if found.kind == "another member":  # a counted list: another passage about the subject counting the claim's members answers it
        members = tuple(found.claimed.lower().split(", "))
        return any(
            id(w) not in against and w is not refuting and w.subject >= SUBJECT and w.passage.weight >= refuting.passage.weight
            and counts_as(_read_passage(w.passage).own, members)
            for w in weighed
        )
    if found.kind == "number":  # a list's item answered by its sibling, the same words around the claim's number: "CPython 3.8"
        # beside "CPython 3.9" under "pip supports …:" (not "The admin server listens on port 9090" beside "The server … 8080")
        own = {x.low for x in _own_reading(refuting.passage).words} - {found.expected.lower()}
        return any(
            id(w) not in against and w is not refuting and _siblings(w.passage, refuting.passage) and w.passage.weight >= refuting.passage.weight
            and found.claimed.lower() in (lows := {x.low for x in _own_reading(w.passage).words}) and own == lows - {found.claimed.lower()}
            for w in weighed
        )  # fmt: skip
    if found.kind not in _ANSWERABLE:
        return False
    specific = _SPECIFIC_VALUE.search(found.claimed) is not None
    command = None if specific else _code_holding(claim_text, found.claimed)
    if not specific and command is None:
        return False
    value = [x.lower().strip("`'\".,;:()") for x in found.claimed.split()]
    value = [x for x in value if x]
    whole = " ".join(command.lower().split()) if command else ""

    def states(w: _Weighed) -> bool:  # the value among its words, or the claim's command as written (not "… mdbook-linkcheck")
        if not whole:
            return all(x in w.full.lows for x in value)
        return re.search(rf"(?<![\w-]){re.escape(whole)}(?![\w-])", " ".join(w.passage.text.lower().split())) is not None

    return bool(value) and any(
        id(w) not in against and w is not refuting and w.subject >= SUBJECT and w.passage.weight >= refuting.passage.weight
        and w.share > refuting.share and not any(x.specific for x in w.missing) and states(w)
        for w in weighed
    )


def _code_holding(text: str, word: str) -> str | None:
    """The claim's code span (in backticks) of two words or more that holds `word` as one of them, or None."""
    for m in _CODE_SPAN.finditer(text):
        parts = m.group()[1:-1].split()
        if len(parts) > 1 and word.lower() in (x.lower() for x in parts):
            return m.group()[1:-1]
    return None


def _as_written(claim: Text, missing: tuple[Word, ...]) -> tuple[str, ...]:
    """The words no passage states as the claim writes them, a value whole ("14 days", not "14", "days")."""
    lows = {x.low for x in missing}
    out: list[str] = []
    taken: set[str] = set()
    for _, _, words in claim.values:
        if any(x in lows for x in words):
            written = [x for x in claim.words if x.low in words]
            out.append(" ".join(x.text for x in written))
            taken.update(words)
    out.extend(x.text for x in missing if x.low not in taken)
    return tuple(dict.fromkeys(out))


_SKIM = 200  # passages past which those naming no word of the claim are left unread


def _skimmed(claim: Text, wanted: tuple[Word, ...], passages: Sequence[Passage]) -> list[Passage]:
    """A long source's passages that may bear on the claim: those whose text holds the lemma of one
    of its words (a substring test, no reading), and those with a date when the claim has one."""
    keys = {w.lemma[:6].lower() for w in wanted if len(w.lemma) >= 3} | {w.low.lower() for w in wanted if len(w.lemma) < 3}
    dated = any(_DATE.fullmatch(w.low) or _YEAR.fullmatch(w.low) for w in claim.words)
    out = []
    for p in passages:
        text = f"{p.context} {p.scope} {p.text}".lower()
        if any(k in text for k in keys) or (dated and ("date" in text or _DATE_LINE.search(text))):
            out.append(p)
    return out


def _supports(claim: Text, w: _Weighed, ambient: frozenset[str]) -> bool:
    if w.missing or w.passage.weight <= OPTIONS or not w.stated:
        return False  # a claim that states nothing is not stated by a passage (a citation may attest it exists)
    c = claim.meaning
    m = _own_reading(w.passage).meaning  # polarity and values as the passage itself says them (not its heading)
    if c.denied & (m.stems - m.refused) - ambient and not c.negated:
        return False  # it affirms what the claim says is not so ("a monolith rather than a monorepo")
    full = w.full.meaning
    if any(v not in full.of(k) for k, v in c.values if (k, v) not in c.excluded):
        return False  # a value of an exclusive kind the passage does not name as the claim does
    if _on_condition(claim, w) is not None:
        return False  # the claim's value is one of two the passage gives on a condition the claim leaves out
    if _overruled_otherwise(claim, w.passage.text):
        return False  # what the claim says yields, the passage says wins
    if _left_behind(claim, w.passage.text):
        return False  # "Bumped the MSRV from 1.60 to 1.70" states 1.60 as what it was
    if _unrestricted(claim.text, w.passage.text):
        return False  # "the project root as the only first-party source" where the passage gives it "along with `src`"
    if _exception_left_out(claim.text, w):
        return False  # "always appends a charset" where the passage appends one "unless a charset has already been specified"
    return not _against_polarity(claim, w.full, ambient, polar=_polar_reading(w.passage))


def _unsaid_as_claimed(claim: str, w: _Weighed) -> tuple[str, ...]:
    """The claim's word the passage states but not as the claim does: its restriction ("only", "no other") the passage
    does not make, its "always" the passage gives an exception to; none found, nothing."""
    if _unrestricted(claim, w.passage.text) and (m := _RESTRICTING.search(claim)) is not None:
        return (m.group(),)
    if _exception_left_out(claim, w) and (m := _ALWAYS.search(_CODE_SPAN.sub(" ", claim))) is not None:
        return (m.group(),)
    return ()


_ALWAYS = lazy(r"(?<!\bnot )(?<!n't )\balways\b", re.IGNORECASE)
_EXCEPTION = lazy(r"\b(?:unless|except|excepting|excluding|barring|save for|apart from|other than|with the exception of)\b", re.IGNORECASE)


def _exception_left_out(claim: str, w: _Weighed) -> bool:
    """Whether the claim says a thing is always so and the passage's sentence that states it best gives an
    exception ("unless …", "except …") the claim does not keep: the claim's "always" is what the passage does
    not say (code aside: `except` in Python, `always` as a value)."""
    if "always" not in claim.lower():
        return False
    prose = _CODE_SPAN.sub(" ", claim)
    if not _ALWAYS.search(prose) or _EXCEPTION.search(prose):
        return False
    text = words_only(w.passage.text)
    if not _EXCEPTION.search(text):
        return False
    stated = {x.low for x in w.stated}
    best = max(_CLAUSE_BREAK.split(text), key=lambda clause: len(stated & read(clause).lows))
    return _EXCEPTION.search(_CODE_SPAN.sub(" ", best)) is not None


# A sentence's end, a semicolon, or a list item's mark: where the clause stating a claim ends ("… before a commit; the linter runs unless skipped")
_CLAUSE_BREAK = lazy(r"(?<=[.!?;])\s+|\s+[-*\u2022]\s+")


# A claim that restricts ("the only source", "runs only on Linux", "solely", "exclusively"; not "not only … but") is stated
# only by a passage that restricts too ("only", "no other", "except"; a negation of another thing is none: "Linux and
# macOS, but not Windows" does not say "only Linux"), or, for "only when …", by a condition ("when", "if", "unless" …:
# documentation states a thing done on a condition as done only then); "only on `x86_64`" by a list naming it.
_RESTRICTING = lazy(r"(?<!\bnot )\b(?:only|solely|exclusively|sole)\b(?! (?:just|a few|recently|now)\b)"
                    # "…, and no other installer is listed" (not a condition's, "If no other file is given, …")
                    r"|(?<!\bif )(?<!\bwhen )(?<!\bwhere )(?<!\bunless )\b(?:no other|nothing else|nowhere else|no one else|nobody else)\b",
                    re.IGNORECASE)
_ONLY_ON = lazy(r"\bonly (?:if|when|whenever|once|after|before|while|until)\b", re.IGNORECASE)
_RESTRICTS = lazy(
    r"\b(?:only|solely|exclusively|sole|just|alone|single|unique|except|excluding|other than|nothing but|limited to|restricted to|no other"
    r"|(?:not|never) (?:on|in|for|with) any other|(?:nowhere|nothing|none) else|no (?:additional|further|extra)|nothing (?:more|further))\b",
    re.IGNORECASE,
)
_CONDITIONS = lazy(r"\b(?:if|when|whenever|once|after|before|while|until|unless|provided|requires?)\b", re.IGNORECASE)


def _unrestricted(claim: str, passage: str) -> bool:
    """Whether the claim restricts and the passage does not (see `_RESTRICTING`)."""
    lower = claim.lower()
    if "only" not in lower and "sole" not in lower and "exclusive" not in lower and "no other" not in lower and " else" not in lower:
        return False
    if not _RESTRICTING.search(claim):
        return False
    if only_listed(claim, passage):
        return False  # a list of code members says how many there are (`only_of` reads one with more)
    said = words_only(passage)
    return not _RESTRICTS.search(said) and not (_ONLY_ON.search(claim) and _CONDITIONS.search(said))


# A change told as "from X to Y": X is what was, Y what is ("Bumped the MSRV from 1.60 to 1.70").
_FROM_TO = lazy(r"\bfrom\s+`?([^\s`]+)`?\s+to\s+`?([^\s`]+)", re.IGNORECASE)


def _left_behind(claim: Text, passage: str) -> bool:
    """Whether the passage names the claim's value only as the old side of a change, the new side
    being no word of the claim ("from 1.60 to 1.70" for "the MSRV is 1.60"; not for a claim that tells
    the change itself, "moved from 1.60", nor one naming both, nor where the passage also states the
    value otherwise: "… from 30 to 60 seconds for slow links; by default they time out after 30 seconds")."""
    if "from" not in passage.lower() or "from" in claim.lows:
        return False
    changes = list(_FROM_TO.finditer(passage))
    rest = _FROM_TO.sub(" ", passage).lower()  # what the passage says besides its changes
    for m in changes:
        old, new = m.group(1).lower().strip("'\""), m.group(2).lower().rstrip(".,;:)`").strip("'\"")
        if (old != new and any(ch.isdigit() for ch in old) and old in claim.lows and new not in claim.lows
                and not re.search(rf"(?<![\w.]){re.escape(old)}(?![\w]|\.\d)", rest)):  # fmt: skip
            return True
    return False


# Which of two wins: "X overrides Y", "X takes precedence over Y"; "Y is overridden by X" the other way round.
_WINS = lazy(r"\b(?:overrides?|overrode|overrule[sd]?|takes?\s+precedence\s+over|wins?\s+over|supersedes?)\b", re.IGNORECASE)
_YIELDS = lazy(r"\b(?:overridden|overruled|superseded)\s+by\b", re.IGNORECASE)


def _sides(text: str) -> tuple[frozenset[str], frozenset[str]] | None:
    """The specifics (code, names, values) on the winning and the yielding side of the first "overrides"."""
    m = _WINS.search(text)
    passive = _YIELDS.search(text)
    if passive is not None and (m is None or passive.start() < m.start()):
        m, flipped = passive, True
    elif m is not None:
        flipped = False
    else:
        return None
    before, after = (frozenset(x.low for x in read(part).words if x.specific) for part in (text[: m.start()], text[m.end() :]))
    return (after, before) if flipped else (before, after)


def _overruled_otherwise(claim: Text, passage: str) -> bool:
    """The passage puts on the winning side what the claim says yields, and not what it says wins:
    "any explicit `--icons=WHEN` flag overrides this behavior" under `EZA_ICONS_AUTO` does not say
    that `EZA_ICONS_AUTO` overrides the flag."""
    if "overr" not in claim.text.lower() and "preceden" not in claim.text.lower() and "super" not in claim.text.lower() and " over " not in claim.text.lower():
        return False  # a substring test first: most claims say nothing of which wins
    mine, theirs = _sides(claim.text), _sides(passage)
    if mine is None or theirs is None:
        return False
    (wins, yields), (their_wins, _) = mine, theirs
    return bool(yields & their_wins) and not (wins & their_wins)


# "(default: '▌' or '>' depending on --no-unicode)": each value holds on a condition, neither alone.
_DEPENDING = lazy(r"(?P<alternatives>(?:\S+\s+or\s+)+\S+)\s+(?:depending on|based on|according to)\s+(?P<condition>[^).;]+)", re.IGNORECASE)


def _on_condition(claim: Text, w: _Weighed) -> str | None:
    """What the passage gives, when it states the claim's value only as one of the values it gives
    "depending on" something the claim does not state ("'▌' or '>' depending on --no-unicode" for
    "the default pointer is '>'"); None otherwise."""
    text = w.passage.text
    if " or " not in text:
        return None
    mine = {x.low for x in w.stated if x.specific}
    for m in _DEPENDING.finditer(text):
        if mine.isdisjoint(read(m.group("alternatives")).lows):
            continue
        condition = {x.low for x in read(m.group("condition")).content}
        if condition and condition.isdisjoint(claim.lows):
            return m.group().strip()
    return None


def _only_within(text: str, given: str, claim: Text) -> bool:
    """Whether the claim's specifics stand in the passage only among the alternatives it gives
    ("The default format is `json`; it prints `json` or `text` depending on `--format`" states the
    default whole)."""
    among, rest = read(given), read(text.replace(given, " "))
    return not any(x.specific and among.states(x) and rest.states(x) for x in claim.content)


def _other_path(claim: Text, w: _Weighed, ambient: frozenset[str]) -> Conflict | None:
    """Another path ending as the claim's does in the claim's place: "`$XDG_STATE_HOME/pipx/logs`"
    for "$PIPX_HOME/logs" (the one path of the passage's own words with the claim's last part, that
    part no name of the project's own: every path of it may end so)."""
    mine = [x for x in w.missing if x.kind in ("identifier", "quoted") and "/" in x.low.strip("/")]
    if len(mine) != 1:
        return None
    parts = [x for x in mine[0].low.rstrip("/").split("/") if x]
    last = parts[-1] if parts else ""
    if not last or last in ambient or stem(last) in ambient:
        return None
    if any(x in claim.lows and x not in ambient for x in parts[:-1] if x.isalpha()):
        return None  # "the CLI changelog is `packages/cli/CHANGELOG.md`": a sibling path names another thing, not another place
    own = _own_reading(w.passage)
    theirs = {x.low: x for x in own.words if x.low not in claim.lows and "/" in x.low.strip("/") and x.low.rstrip("/").rsplit("/", 1)[-1] == last}
    if len(theirs) != 1:
        return None
    return Conflict("path", next(iter(theirs.values())).text, mine[0].text)


def _against_polarity(
    claim: Text, passage: Text, ambient: frozenset[str], own: Text | None = None, polar: tuple[Text, Text | None] | None = None
) -> bool:
    """One of the two says the other is not so: a negation in one governs a word the other states
    without it, or one negates its predicate ("cannot use") and the other does not. A negation of
    something else ("`command not found` after running the install script") is no disagreement,
    and "nothing happens" on both sides is the same polarity. `own`: the passage's own words
    (without its heading), which must state a word the claim denies for the passage to affirm it:
    a heading's "Tree mode" over "This also reflects with default modes" affirms nothing of it. `polar`:
    the passage as its negations are read, and its headings written as sentences (`_polar_reading`)."""
    # A condition of a thing not given ("If no config file argument is given, …") is read as a denial only
    # against another condition ("if this variable is set" / "is not set"): a claim that states none is
    # not denied by one.
    conditional = _conditional(claim), _conditional(passage)
    mine, theirs = _governed(claim, ambient, conditions=conditional[1]), _governed(polar[0] if polar else passage, ambient, conditions=conditional[0])
    if polar is not None and polar[1] is not None:  # a heading written as a sentence: its negation of a word the claim states
        theirs += [x for x in _governed(polar[1], ambient, conditions=conditional[0]) if x is not None and claim.states_lemma(x)]
    if mine and claim.states_lemma("default") and passage.text.lower().count("default") == 1 and _DEFAULT_NONE.search(passage.text):
        # "Set maximum search depth (default: none)" says "by default there is no maximum depth": its "none" denies what the claim's "no" does
        theirs = [*(x for x in theirs if x is not None), *mine]
    for lemma in set(mine) ^ set(theirs):
        if lemma is None:
            return True
        if lemma in ambient:
            continue
        # (each side's denial of the word in words of its own: "has no lint violations", "doesn't contain any lint rule
        # violations"; "without a `[tool.ruff]` section", "that lack a `[tool.ruff]` section")
        if lemma not in mine:
            if claim.states_lemma(lemma) and not _denied_near(claim, lemma):
                return True
        elif own is not None:
            if any(x.lemma == lemma for x in own.words) and not _denied_near(own, lemma):  # a word of its own, not a part of a name (`group_processes`)
                return True
        elif passage.states_lemma(lemma) and not _denied_near(passage, lemma):
            return True
    return False


# Words that deny what follows them as a negation does: "to avoid re-analyzing", "files that lack a section", "instead of
# typing", "Remove support for …", "Drop support for …" (as stems).
_PRIVATIVE = frozenset({"lack", "avoid", "omit", "absent", "missing", "prevent", "fail", "skip", "exclude", "free", "instead", "remov", "drop"})
_CLAUSE_MARKS = r"[,;:()\u2014]|\s(?:and|so|but|while|whereas|although|though|because)\s"
_CLAUSE_MARK = lazy(_CLAUSE_MARKS)
_NEAR = 3  # words: how far back a denial reaches, over words of having and determiners only
_BETWEEN = frozenset({"a", "an", "the", "any", "some", "its", "their", "of", "to", "contain", "have", "include", "hold", "carry", "be", "way"})
# Verbs of giving a thing, which a denial reaches over as over a verb of having: "not setting a password", "doesn't pass a token".
_SETTING = frozenset({
    "set", "setting", "specify", "specifying", "provide", "providing", "pass", "passing", "give", "giving", "configure",
    "configuring", "define", "defining",
})  # fmt: skip
_BE = frozenset({"is", "are", "was", "were", "be", "been"})
_ENDING = frozenset({"drop", "remov", "end", "discontinu"})  # verbs that end a thing, as stems: "Drop support for …"
_BE_NOT = frozenset({"isn't", "aren't", "wasn't", "weren't"})


def _denied_near(text: Text, lemma: str) -> bool:
    """Whether a negation or a word that denies as one (`_PRIVATIVE`) governs the word of `lemma` itself: right before it,
    or with only words of having and determiners between ("doesn't contain any lint …", "lack a `[tool.ruff]` section";
    not a word describing the subject, "Failing hooks block …")."""
    ends, at = [], 0
    for w in text.words:  # each word's end in the text, to see the clause marks between two words
        found = text.text.find(w.text, at)
        at = found + len(w.text) if found >= 0 else at
        ends.append(at)
    for i, w in enumerate(text.words):
        if w.lemma != lemma:
            continue
        for j in range(i - 1, max(-1, i - 1 - _NEAR), -1):
            if _CLAUSE_MARK.search(text.text, ends[j], max(ends[j], ends[i] - len(w.text))) is not None:
                break
            x = text.words[j]
            if x.low in _NEGATING and j + 1 < len(text.words) and text.words[j + 1].low == "only":
                break  # "not only X but also Y" affirms X
            if x.low in _NEGATING or x.low.endswith("n't") or x.lemma in _PRIVATIVE:
                return True
            if x.low not in _BETWEEN and x.lemma not in _BETWEEN and x.low not in _SETTING:
                break  # a word of its own between: the denial governs another
        if _given_none(text, ends, i):
            return True
    return False


def _given_none(text: Text, ends: list[int], i: int) -> bool:
    """Whether the word at `i` is a thing said not to be given, or its giving, in words after it: "the executable bit is
    not set" (the bit), "no password is set", "with no password set" (the setting): the denials "without the executable
    bit" and "not setting a password" written another way."""
    words = text.words

    def clause_between(a: int, b: int) -> bool:
        return _CLAUSE_MARK.search(text.text, ends[a], max(ends[a], ends[b] - len(words[b].text))) is not None

    if words[i].low in _GIVEN:  # "no password is set", "with no password set": a "no" before the thing
        return any(words[n].low == "no" and not clause_between(n, i) for n in range(max(0, i - 2 - _NEAR), i - 1))
    for b in range(i + 1, min(len(words) - 1, i + 1 + _NEAR)):
        if clause_between(i, b):
            return False
        if words[b].low in _BE_NOT:
            return words[b + 1].low in _GIVEN
        if words[b].low in _BE:
            return b + 2 < len(words) and words[b + 1].low in ("not", "never") and words[b + 2].low in _GIVEN
    return False


def _conditional(text: Text) -> bool:
    """Whether the text sets a condition of a thing given: "if set", "when it is not provided", or said short, "with the
    bit set", "without a key specified"."""
    words = text.words
    return any(
        w.low in _CONDITION_WORDS and any(x.low in _GIVEN for x in words[i + 1 : i + 8])
        or w.low in ("with", "without") and any(x.low in _GIVEN for x in words[i + 2 : i + 5])
        for i, w in enumerate(words)
    )


def _thing_given(words: Sequence[Word], i: int, ambient: frozenset[str]) -> str | None:
    """What a negation at `i` says is not given, when it stands between a verb of being and a word of giving: the first
    word of content of the few before the verb ("the executable bit is not set": executable); None otherwise."""
    be = i - 1 if words[i].low in ("not", "never") else i
    if not (0 < be < i + 1 < len(words) and words[be].low in (_BE if be < i else _BE_NOT) and words[i + 1].low in _GIVEN):
        return None
    thing = None
    for x in reversed(words[max(0, be - _NEAR) : be]):
        if x.low in STOP or x.low in _LIGHT or x.low in _CONDITION_WORDS or x.low in _NEGATING:
            break
        thing = x
    return thing.lemma if thing is not None and thing.lemma not in ambient else None


def _governed(text: Text, ambient: frozenset[str] = frozenset(), conditions: bool = True) -> list[str | None]:
    """The word each negation governs: the first word of content in the three after it ("not
    found": found; "does not have a meaning": meaning), or None when none follows, the negation
    of the predicate itself ("cannot use.", "don't just say what you did"). The project's own name
    is no word it governs: "cannot use `bat` as a previewer" negates the use, "not an `nvm`
    problem" the problem."""
    out: list[str | None] = []
    words = text.words
    for i, w in enumerate(words):
        if w.lemma in _ENDING and i + 1 < len(words) and words[i + 1].low == "support":
            out.append("support")  # a changelog's "Drop support for Python 3.7", "Removed support for …": it is not supported
            continue
        if w.low not in _NEGATING and not w.low.endswith("n't"):
            continue
        if i + 1 < len(words) and words[i + 1].low == "only" and any(x.low == "but" for x in words[i + 2 :]):
            continue  # "not only X but also Y" affirms X
        if w.low == "not" and i >= 2 and words[i - 1].low == "or" and words[i - 2].low == "whether":
            continue  # "whether or not on macOS, …": both ways, no denial (not "whether it is expired or not signed", "…, or not read at all")
        if w.low == "without" and _unless_given(words, i):
            continue  # "without a key specified" is a condition: if none is
        if not conditions and any(x.low in _CONDITION_WORDS for x in words[max(0, i - 4) : i]) and any(x.low in _GIVEN for x in words[i + 1 : i + 7]):
            continue  # "if no config file argument is given, …" against a claim with no condition: no denial
        thing = _thing_given(words, i, ambient)
        if thing is not None:
            out.append(thing)  # "if the executable bit is not set" denies the bit, as "without the executable bit" does
            continue
        following = (x for x in words[i + 1 : i + 4] if x.low not in _LIGHT and x.low not in STOP and x.low not in NEGATIONS and x.lemma not in ambient)
        nxt = next(following, None)
        out.append(nxt.lemma if nxt is not None else None)
    return out


def _refutes(
    claim: Text, w: _Weighed, named: dict[tuple[str, str], float], ambient: frozenset[str], cited: bool, dates: frozenset[str] | None = None
) -> tuple[Conflict | None, float]:
    """How the passage says otherwise, and how heavily (None when it does not). `dates`: the claim's
    words that are a date or a year, when the caller has them."""
    c, m, p = claim.meaning, w.full.meaning, w.passage
    score = w.subject + p.weight
    if w.subject >= SUBJECT and not _program(p.text, claim.text):  # (a program's text states no direction or value of a sentence's)
        found = conflict(c, m)
        if found is not None and found.kind in {k for k, _ in c.values} and named.get((found.kind, found.claimed), -1.0) >= p.weight:
            found = None  # the sources state the claim's own value too, as weightily
        if found is not None:
            return found, score
    # Another default for the thing the claim names (every specific of it stated): a record's
    # Context or Options excepted, no value of theirs refutes.
    other = _other_default(claim, w) if p.weight >= 0 else None
    if other is not None:
        return other, 1.0 + p.weight
    if not w.missing and w.stated and p.weight > OPTIONS:
        swapped_roles = reversed_roles(words_only(p.text), claim.text)
        if swapped_roles:  # "renamed PersistMode to WriteConsistency" for "Rename WriteConsistency to PersistMode"
            first = swapped_roles[0]
            theirs, mine = read(words_only(p.text)).written(first.stored), claim.written(first.new)
            return Conflict(f"{first.slot} value", theirs, mine), 1.0 + p.weight
    if not w.missing and w.stated and p.weight > OPTIONS and _against_polarity(claim, w.full, ambient, _own_reading(p), _polar_reading(p)):
        # every word of the claim, with the other polarity, in the passage's own words
        return Conflict("polarity", "negated" if m.negated else "affirmed", "negated" if c.negated else "affirmed"), 1.0 + p.weight
    if w.missing and w.subject >= SUBJECT and p.weight > OPTIONS:
        flipped = _non(claim, w)
        if flipped is not None:
            return flipped, 1.0 + p.weight
    if not w.missing and w.stated and p.weight >= 0 and (longer := shorter_than(claim.text, _read_passage(p).own)) is not None:
        # "`detect_files` is `['bun.lockb', 'bunfig.toml']`" for `['bun.lock', 'bun.lockb', 'bunfig.toml']`: a list copied short
        # a shade lighter than a passage stating the claim whole: another source giving the claim's list outweighs it
        short, whole = longer
        return Conflict("longer list", ", ".join(whole.written), ", ".join(short.written)), 1.0 + p.weight - 0.05
    if not w.missing and w.stated and p.weight >= 0 and (only := only_of(claim.text, _read_passage(p).own)) is not None:
        # "supports macOS only on `x86_64`" where the passage lists macOS's `x86_64`, `aarch64`: as light as a list copied short
        member, listed = only
        return Conflict("longer list", ", ".join(listed.written), f"only {member}"), 1.0 + p.weight - 0.05
    if not w.missing and w.stated and p.weight >= 0 and (command := another_command(claim.text, p.text)) is not None:
        # every word of `pacman -S mingw-w64-watchexec` in the row, and `pacman -S mingw-w64-x86_64-watchexec` its command:
        # as light as a list copied short (a passage quoting the claim's command outweighs it)
        return Conflict("command", *command), 1.0 + p.weight - 0.05
    if w.subject >= SUBJECT and p.weight >= 0 and (counted := counted_otherwise(claim.text, _read_passage(p).own)) is not None:
        # "two run environments, format and py310" where the passage counts two and names `format` and `3.13`: a member replaced
        # (as light as a passage's partial reading: one stating the claim whole outweighs it)
        return Conflict("another member", ", ".join(counted[1].written), ", ".join(counted[0].written)), w.share + p.weight
    if not w.missing and w.stated and p.weight >= 0 and "default" in claim.lemmas:
        given = _on_condition(claim, w)
        if given is not None and _only_within(w.passage.text, given, claim):
            # "the default pointer is '>'" for "(default: '▌' or '>' depending on --no-unicode)"
            return Conflict("value on a condition", given, " ".join(x.text for x in w.stated if x.specific) or claim.text), w.share + p.weight
    if w.missing and w.subject >= SUBJECT and p.weight >= 0:
        path = _other_path(claim, w, ambient)
        if path is not None:
            return path, w.share + p.weight
    if cited and w.missing and (dates is None or not dates.isdisjoint(x.low for x in w.missing)):
        dated = _other_date(claim, w)
        if dated is not None:
            return dated, 1.0 + p.weight
    if p.weight >= 0:  # a record's Context and Options say what was not decided: no value of theirs refutes
        # A passage of the same standing stating the claim whole outweighs these (they read part of it).
        denial = None
        if w.missing and (w.subject >= DENIAL_SUBJECT or _negates_beyond_without(p.text)):
            # a "without" in a passage that speaks of little of the claim's subject is about something else ("If you
            # are unsure, call `fd` without `-X rm` first" for "`fd … -X rm -r` can cause race conditions")
            denial = _denied_here(claim, w, ambient)
        aside = (_set_aside(claim, w, ambient) if contrast(claim.text) else None) or (denial or _below_minimum(claim, w) if w.missing else None)
        if aside is not None:
            return aside, w.share + p.weight
    if not w.missing or p.weight < 0 or w.subject < SUBJECT:
        return None, 0.0
    measure = _other_measure(claim, w) or _other_number(claim, w, ambient)
    if measure is not None and not _an_example(p.text, measure.expected, claim.text) and not _other_code(claim, w, ambient):
        return measure, w.share + p.weight
    swapped = _swapped(claim, w, ambient)
    if swapped is not None and not _an_example(p.text, swapped.expected, claim.text):
        return swapped, w.share + p.weight
    return None, 0.0


def _an_example(text: str, value: str, claim: str = "") -> bool:
    """Whether a passage gives `value` only as an example ("E.g. to install and then switch to the latest 3.10 release"): no other
    value in a claim's place."""
    at = text.find(value)
    sample = next((m for m in FENCED.finditer(text) if m.start() < at < m.end()), None) if at > 0 else None  # (to its end, or the passage's)
    if (sample is not None and _EXAMPLE_LEAD.search(text, 0, sample.start()) is not None and "default" not in text.lower()
            and _EXAMPLE_LEAD.search(claim) is None and "sample" not in claim.lower()):  # fmt: skip
        # a value inside a sample under its lead: "An example of a `Modelfile` …: ```modelfile … PARAMETER num_ctx 4096" (not
        # "the default configuration", nor for a claim about the example itself, "The sample configuration sets `retries` to 5")
        return True
    return at > 0 and _EXAMPLE_BEFORE.search(text, max(0, at - 80), at) is not None


def _non(claim: Text, w: _Weighed) -> Conflict | None:
    """The passage states every word of the claim but one, which it writes with "non-" ("a
    non-atomic snapshot" for "an atomic snapshot"), or without the "non-" the claim writes."""
    if len(w.missing) != 1:
        return None
    x = w.missing[0]
    other = x.low.removeprefix("non-") if x.low.startswith("non-") else f"non-{x.low}"
    if other not in w.full.lows:
        return None
    return Conflict("polarity", w.full.written(other), x.text)


_GOVERNS = 5  # content words after a negation that it may govern, to the end of its clause
_NEGATION_AT = lazy(  # a word of its own: not the "no" of `--no-cache`
    r"(?<![\w-])(?:" + "|".join(sorted(map(re.escape, _NEGATING - {"n't"}), key=len, reverse=True)) + r")(?![\w-])|n't\b", re.IGNORECASE
)
_GOVERNED_END = lazy(r"[,;:.!?()]|\s(?:but|instead|rather|because|since|so|unless|if|when|while)\s|\s[—–-]\s", re.IGNORECASE)


@lru_cache(maxsize=65536)
def _negates_beyond_without(passage: str) -> bool:
    """Whether a passage writes a negation other than "without": read once a passage, not once a claim and passage (#39)."""
    return any(m.group().lower() != "without" for m in _NEGATION_AT.finditer(emphasis_removed(passage)))


def _denied_here(claim: Text, w: _Weighed, ambient: frozenset[str]) -> Conflict | None:
    """The passage negates what the claim affirms: the content words a negation of the passage
    governs (within seven words, to the end of its clause), two at least and half or more of them,
    one no everyday word, are words the claim states and does not deny itself, and what the
    passage's clause speaks of before the negation, if anything, the claim speaks of too:
    "ripgrep … never will be POSIX compatible" for "ripgrep is POSIX compatible", "**Do not
    merge** the `main` branch into your branch" for "contributors merge `main` into their branch";
    not "Debug logging is not enabled by default" for "Telemetry is enabled by default"."""
    clauses = _negated_clauses(_read_passage(w.passage).own)
    if not clauses:
        return None  # most passages negate nothing
    refused = claim.meaning.refused  # what the claim says is not so, or avoids ("without extra setup")
    denied, clause = _denied_by_claim(claim.text)
    conditioned = _conditioned_only(claim.text)
    for before, governed, every in clauses:
        if any(y.lemma not in ambient for y in before) and not any(y.lemma in ambient or claim.states(y) for y in before):
            continue  # the negation is about something else
        if every and claim.lows.isdisjoint(_ALL):
            continue  # "does not support all AMD GPUs" leaves some supported: no denial of a claim that says not all
        after = [y for y in governed if y.lemma not in ambient][:_GOVERNS]
        said = [y for y in after if (claim.states(y) or y.kind == "rare" and y.lemma in claim.lemmas) and _in_prose(claim, y, after)]
        if conditioned and not (after and after[0] in said and after[0].lemma not in conditioned):
            # what the claim says only in its condition it does not affirm ("… unless `depth` is set to search parent
            # directories"), unless the passage denies the claim's own verb under that condition ("The cache is not skipped by
            # `--no-cache`" for "Caching is skipped if `--no-cache` is passed")
            said = [y for y in said if y.lemma not in conditioned]
        if any(stem(y.low) in refused or y.lemma in refused or y.lemma in denied for y in said):
            continue  # the claim denies it too
        if said and 2 * sum(y.lemma in clause for y in said) >= len(said):
            continue  # … in its clause, most of what the passage denies ("multiple subparsers … are not supported")
        # "isn't picking it up", "no longer needs to search" govern everyday words: about anything
        if len(said) >= 2 and 2 * len(said) >= len(after) and any(y.specific or uncommon(y.low) for y in said):
            return Conflict("polarity", "negated", "affirmed")
    return None


@lru_cache(maxsize=4096)
def _conditioned_only(text: str) -> frozenset[str]:
    """The lemmas a claim writes only inside a condition ("if …", "unless …", to the end of its clause): what it does not
    affirm ("only looks in the working directory unless `depth` is set to search parent directories" says no parent
    directory is searched as things stand)."""
    inside: set[str] = set()
    outside = text
    prose = _CODE_SPAN.sub(lambda m: " " * len(m.group()), text)  # (an "if" inside code, `--if-present`, sets none)
    for m in _IF_UNLESS.finditer(prose):  # ("when" is a time, "reports whether …" an object: both affirm)
        end = _CONDITION_END.search(text, m.end())
        clause = text[m.start() : end.start() if end else len(text)]
        inside.update(x.lemma for x in read(clause).content)
        outside = outside.replace(clause, " ")
    return frozenset(inside - read(outside).lemmas) if inside else frozenset()


_IF_UNLESS = lazy(r"\b(?:if|unless)\b", re.IGNORECASE)
_CONDITION_END = lazy(rf"{_CLAUSE_MARKS}|[.!?](?:\s|$)")  # a clause's end, or its sentence's


def _in_prose(claim: Text, y: Word, governed: Sequence[Word]) -> bool:
    """Whether the claim says a passage's word in its own words, or in code the passage's denial speaks of (two of its
    words, "does not test the whole workspace" of `cargo test --workspace`): "no parent directories are checked" says nothing
    against "`make format` runs `ruff check --fix`"."""
    if y.specific or "`" not in claim.text or read(_CODE_SPAN.sub(" ", claim.text)).states(y):
        return True
    for m in _CODE_SPAN.finditer(claim.text):
        code = read(m.group())
        if code.states(y) and sum(code.states(x) for x in governed) >= 2:
            return True
    return False


_NEGATIONS_READ = 16
_NO_DENIAL = frozenset({"only", "just", "forget", "need", "needs", "hesitate", "have", "has"})  # "not only", "don't forget to"
_BOUND = lazy(r"\s+(?:much\s+|any\s+)?more\s+than\b", re.IGNORECASE)
_CONDITION = lazy(r"\b(?:if|unless|whether|when)\b", re.IGNORECASE)
_CONDITION_WORDS = frozenset({"if", "unless", "whether", "when", "whenever"})
# "without a key specified": a condition said short ("if no key is specified"), no denial of the key
_GIVEN = frozenset({"specified", "set", "given", "provided", "passed", "configured", "defined"})
_AUXILIARY = frozenset({"can", "cannot", "could", "will", "would", "may", "might", "must", "should", "shall", "are", "is", "do", "does"})
# the phrase stands before its clause's verb or ends at a comma ("Without a key specified, …"); after the verb,
# "starts without a backend configured", it denies the backend
_UNLESS_GIVEN = lazy(
    rf"without\s+(?:(?:a|an|any|the)\s+)?(?!(?:a|an|any|the)\b)[\w`'-]+\s+(?:{'|'.join(sorted(_GIVEN))})(?=\s*,|\s+(?:{'|'.join(sorted(_AUXILIARY))})\b)",
    re.IGNORECASE,
)


def _unless_given(words: Sequence[Word], i: int) -> bool:
    """Whether the "without" at `i` opens a condition said short: "without a key specified, …", "commands without
    a key specified can be run" (its thing, then a participle, then the clause's verb)."""
    j = i + 1 + (i + 1 < len(words) and words[i + 1].low in ("a", "an", "any", "the"))
    return j + 2 < len(words) and words[j + 1].low in _GIVEN and words[j].low not in _GIVEN and words[j + 2].low in _AUXILIARY


@lru_cache(maxsize=65536)
def _negated_clauses(own: str) -> tuple[tuple[tuple[Word, ...], tuple[Word, ...], str], ...]:
    """For each negation of a passage that denies something: the content words of its clause before
    it, those it governs (to the end of its clause, eight at most), and the word of all it denies, if
    any ("does not support all AMD GPUs": all; "" otherwise); read once per passage. A
    negation in a condition ("If you do not merge …", "whether or not"), "not only", "don't
    forget to" and a bound, "not much more than", "no more than", deny nothing."""
    text = own.replace("\u2019", "'")
    text = _sample_values_out(text)
    out = []
    for k, m in enumerate(_NEGATION_AT.finditer(text)):
        if k == _NEGATIONS_READ:
            break  # a passage is a sentence or a few lines: past this, no prose
        window = text[max(0, m.start() - 100) : m.start()]  # its clause, read back a hundred characters at most
        marks = list(_GOVERNED_END.finditer(window))
        lead = window[marks[-1].end() :] if marks else window
        governed = read(_GOVERNED_END.split(text[m.end() : m.end() + 100], maxsplit=1)[0])
        # (a clause's "if" or "unless" is where its lead starts: "… for a file if one is not found" sets a condition)
        opening = marks[-1].group() if marks else ""
        # ("Uploads fail when the file is large and do not resume": a predicate of the main clause after "and", no condition;
        # but "When you installed it with pip and cannot upgrade it: …" opens its sentence on the condition, all of it)
        initial = not marks or not window[: marks[-1].start()].strip() or window[: marks[-1].start()].rstrip()[-1] in ".!?:;"
        conditional = _CONDITION.search(f"{opening}{lead}") is not None and (initial or _COORDINATED.search(lead) is None)
        if conditional or (governed.words and governed.words[0].low in _NO_DENIAL) or _UNLESS_GIVEN.match(text, m.start()):
            continue
        if _BOUND.match(text, m.end()):
            continue  # "there's not much more than just running `mdbook test`", "no more than three": a bound, what it names is so
        heads = governed.words[:3]  # ("not … at all", "after all" deny whole: no word of all)
        every = next((x.low for k, x in enumerate(heads) if x.low in _ALL and not (k and heads[k - 1].low in ("at", "after"))), "")
        out.append((read(lead).content, governed.content[: _GOVERNS + 3], every))
    return tuple(out)


@lru_cache(maxsize=4096)
def _denied_by_claim(text: str) -> tuple[frozenset[str], frozenset[str]]:
    """The lemmas a claim's negations govern: the first two words of content after each, within its clause ("does not cause it
    to be installed": installed; not "caching" of "No config file is needed and caching is enabled"); and the rest of what its
    clause denies — in a main clause, after the negation to a clause's end or a subordinate clause ("cannot look up … in parent
    directories"; not "… when adding the binary to `PATH`"), and before it where the clause is passive ("multiple subparsers per
    model are not supported"; not "Pull requests from forks cannot access secrets") — which a passage's denial agrees with only
    where they make most of what it denies. A need denies what is needed, not its purpose: "does not need root to write the
    cache", "not necessary to restart the server to reload …", "No login is needed to download …". In a relative clause
    ("parsers that aren't published on crates.io as git submodules") the first words only."""
    first: set[str] = set()
    clause: set[str] = set()
    for m in _NEGATION_AT.finditer(text):
        start = max((c.end() for c in _CLAUSE_MARK.finditer(text, 0, m.start())), default=0)
        lead = text[start : m.start()]
        relative = _RELATIVE.search(lead) is not None
        end = _CLAUSE_MARK.search(text, m.end())
        after = _needed(text[m.end() : end.start() if end else len(text)])
        first.update(x.lemma for x in read(after).content[:_DENIED_WORDS])
        if not relative:  # (a relative clause's lead is its main clause's: "Difftastic tracks the parsers that aren't …")
            clause.update(x.lemma for x in read(_SUBORDINATE.split(after, maxsplit=1)[0]).content)
            if _PASSIVE.search(lead) or _PASSIVE_NEGATION.match(m.group()):
                clause.update(x.lemma for x in read(lead).content)
    return frozenset(first), frozenset(clause)


def _needed(after: str) -> str:
    """What a negated need denies, up to its purpose: "need root" of "need root to write the cache", "necessary to restart the
    server" of "… to reload the certificates", "login is needed" of "login is needed to download nightly builds"."""
    m = _NEED.search(after)
    if m is None:
        return after
    rest = after[m.end() :]
    if rest.startswith(" to ") and not _PASSIVE.search(after[: m.start()]):  # the act needed, to the purpose after it
        purpose = rest.find(" to ", 4)
        return after[: m.end() + purpose] if purpose >= 0 else after
    cut = after.find(" to ", m.end())
    return after[:cut] if cut >= 0 else after


_DENIED_WORDS = 2  # … its first two words of content ("does not cause it to be installed"; not "aren't published on crates.io as git submodules")
_RELATIVE = lazy(r"\b(?:that|which|who|whose|whom)\b", re.IGNORECASE)
_COORDINATED = lazy(
    r"\b(?:and|but)\s+(?:(?:do|does|did|can|could|will|would|is|are|was|were|should|may|might|must|has|have)\s+)?$", re.IGNORECASE
)
_NEED = lazy(r"\b(?:needs?|needed|necessary|required|requires?|ha(?:ve|s)(?= to\b))\b", re.IGNORECASE)
_PASSIVE = lazy(r"\b(?:is|are|was|were|be|been|being)\s*$", re.IGNORECASE)
_PASSIVE_NEGATION = lazy(r"(?:is|are|was|were)n't$", re.IGNORECASE)
_SUBORDINATE = lazy(r"\s(?:when|whenever|if|unless|while|whereas|because|since|after|before|until|by|so)\s", re.IGNORECASE)


# A fenced block closed within the passage (one "```" alone opens code that may not be there: "Code blocks open with ``` and …"),
# its language, and a setting's value of no ("no-compile = no", "enabled: false").
_CLOSED_FENCE = lazy(r"```(?P<language>[\w+-]*)(?P<body>.*?)```")
_NO_VALUE = lazy(r"(?<=[=:])\s*(?:no|none|false|off|never)\b", re.IGNORECASE)


def _sample_values_out(text: str) -> str:
    """`text` (the same object where it holds no fenced block) without what reads as a negation in a fenced sample and is none:
    the block's language ("```none") and a setting's value of no ("no-compile = no"); its other words stay (an error it shows,
    "error: --fix is not supported on Windows", still denies)."""
    if "```" not in text:
        return text
    return _CLOSED_FENCE.sub(lambda m: f"``` {_NO_VALUE.sub(' ', m.group('body'))} ```", text)


# "does not support all AMD GPUs", "not every plugin", "does not always", "not necessarily", "not fully": a denial of all, which
# leaves some so (not "at all")
_ALL = frozenset({"all", "every", "always", "everything", "everyone", "each", "necessarily", "entirely", "fully"})


# "Go 1.23 or above", "Python >= 3.9", "at least Rust 1.70": the least version of a thing (a name).
_NAME_OF = r"(?<![\w.+-])(?P<{}>[A-Z][\w.+-]*)"
_AT = r"\s+v?(?P<{}>\d+(?:\.\d+){{1,2}})"
_OR_LATER = ("above", "newer", "later", "higher", "greater")  # "Go 1.23 or above": the words after a least version
_MINIMUM = lazy(
    _NAME_OF.format("name") + _AT.format("version") + r"(?:\s*\+|\s+or\s+(?:" + "|".join(_OR_LATER) + "))"
    + "|" + _NAME_OF.format("name2") + r"\s*>=\s*v?(?P<version2>\d+(?:\.\d+){1,2})"
    + r"|\bat\s+least\s+" + _NAME_OF.format("name3") + _AT.format("version3")
)  # fmt: skip
_NAMED_VERSION = lazy(_NAME_OF.format("name") + _AT.format("version") + r"(?![\w.]*\d)")


def _below_minimum(claim: Text, w: _Weighed) -> Conflict | None:
    """The passage states the least version of a thing ("Go 1.23 or above") and the claim only an
    older one of it ("stay on Go 1.21"), not denied ("Go 1.21 is no longer supported")."""
    mine = named_versions(claim.text)
    if not mine or claim.meaning.negated:
        return None  # most claims name no version of a thing
    least = dict(least_versions(_read_passage(w.passage).own))
    for name, version, written in mine:
        found = least.get(name)
        if found is None or _release(version) >= _release(found[0]):
            continue
        if any(n == name and _release(v) >= _release(found[0]) for n, v, _ in mine):
            continue  # it names the least version too
        return Conflict("least version", found[1], written)
    return None


@lru_cache(maxsize=4096)
def named_versions(text: str) -> tuple[tuple[str, str, str], ...]:
    """Each thing `text` gives a version of, as (name in small letters, version, the words as written): "Python 3.6"."""
    return tuple((m.group("name").lower(), m.group("version"), m.group().strip()) for m in _NAMED_VERSION.finditer(text))


@lru_cache(maxsize=65536)
def least_versions(own: str) -> tuple[tuple[str, tuple[str, str]], ...]:
    """Each least version `own` states, as (name in small letters, (version, the words as written)): "Go 1.23 or above"."""
    if not any(c.isdigit() for c in own):
        return ()
    found = []
    for m in _MINIMUM.finditer(own):
        name = m.group("name") or m.group("name2") or m.group("name3")
        found.append((name.lower(), (m.group("version") or m.group("version2") or m.group("version3"), m.group().strip())))
    return tuple(found)


_LEAST_WORDS = frozenset(_OR_LATER) | {"least"}  # … and "at least" before one


def _same_least(claim: str, own: str) -> bool:
    """Whether the passage states a least version the claim states: the same thing, the same version."""
    mine = {(name, at[0]) for name, at in least_versions(claim)}
    return bool(mine) and not mine.isdisjoint((name, at[0]) for name, at in least_versions(own))


def _release(version: str) -> tuple[int, ...]:
    """A version as compared: "1.23" is "1.23.0"."""
    parts = [int(x) for x in version.split(".")]
    return tuple(parts + [0] * (3 - len(parts)))


def _set_aside(claim: Text, w: _Weighed, ambient: frozenset[str]) -> Conflict | None:
    """The passage states what the claim sets aside, and not what the claim puts in its place:
    "this project adheres to Semantic Versioning" for "versions follow Calendar Versioning rather
    than Semantic Versioning", "`import` now takes a subcommand instead of the `--from` flag" for
    "keep the `--from` flag instead of moving `import` to subcommands". The passage speaks of the
    claim beyond the value set aside (two more of its words, one when it sets aside what the claim
    chose), and sets nothing of the claim's aside itself."""
    parts = contrast(claim.text)
    if parts is None:
        return None
    kept, aside = read(parts[0]), read(parts[1])

    def other(x: Word) -> bool:  # not the project's own name, in any form
        return x.lemma not in ambient and stem(x.low) not in ambient

    set_aside = [x for x in aside.content if not kept.states(x) and other(x)]
    need = [x for x in set_aside if x.specific] or set_aside
    chosen = [x for x in kept.content if not aside.states(x) and other(x)]
    chosen = [x for x in chosen if x.specific] or chosen[-2:]
    if not need or not chosen:
        return None
    own = _own_reading(w.passage)
    theirs = contrast(own.text)
    their_aside = read(theirs[1]) if theirs else None
    refused = own.meaning.refused | (their_aside.lemmas if their_aside else frozenset())

    def affirms(x: Word) -> bool:  # a rare word is the same in the plural ("subcommand")
        said = own.states(x) or x.kind == "rare" and (x.low.removesuffix("s") in own.lows or f"{x.low}s" in own.lows)
        return said and x.lemma not in refused and stem(x.low) not in refused

    if not all(affirms(x) for x in need) or any(affirms(x) for x in chosen):
        return None
    # It speaks of what the claim kept, in its prose (not only inside the command that names the
    # value: "`apt install zoxide`" is no passage about installing): the value alone is about something else.
    prose = read(_CODE_SPAN.sub(" ", own.text)) if "`" in own.text else own
    anchors = {x.lemma for x in kept.content if x not in chosen and other(x) and (prose if x.kind != "quoted" else own).states(x)}
    # One shared word is no shared subject ("audit" of "the audit log" and "its audit tables"),
    # unless the passage sets aside what the claim chose: the two contrasts mirror each other.
    mirrored = their_aside is not None and any(their_aside.states(x) for x in chosen)
    if not anchors or len(anchors) < 2 and not mirrored:
        return None
    instead = [x.text for x in kept.content if other(x) and not own.states(x)][-3:]
    return Conflict("what the claim sets aside", parts[1], " ".join(instead))


def _other_measure(claim: Text, w: _Weighed) -> Conflict | None:
    """Another value of one measure for the same subject: "7 days" where the claim says "14 days"."""
    if w.share < SWAPPED or len(w.stated) < 2:
        return None
    theirs = {slot: (canon, text) for slot, canon, text in w.full.values}
    mine = {(slot, canon) for slot, canon, _ in claim.values}
    for slot, canon, text in claim.values:
        if slot in ("year", "product"):
            continue
        other = theirs.get(slot)
        if all(x.lower() in w.full.lows for x in text) or other is not None and (slot, other[0]) in mine:
            continue  # it states the claim's own value (">=3.7" beside "version = 0.2.4"; "72 characters" of "50 … and 72 characters")
        if other is not None and other[0] != canon and (slot, canon) not in w.full.measures:
            return Conflict(slot, " ".join(other[1]), " ".join(text))
    return None


# "defaults to `auto`", "(default is `yes`)", "Default value: `4`": the value a text says something defaults to.
# The value is quoted or code, or a word that ends its clause: "default was changed from…" states no value.
_DEFAULT_IS = lazy(
    r"\bdefault(?:s|ed)?(?:\s+value)?(?:\s+is\s+set\s+to\b|\s*(?:(?:is|was|to)\b|=|:))\s*"
    r"(?:[`\"'“]+([^`\"'”\s]+)[`\"'”]|([\w@/+~-]+(?:\.[\w@/+~-]+)*)(?=\s*(?:[.,;:)]|$)))",
    re.IGNORECASE,
)


def _other_default(claim: Text, w: _Weighed) -> Conflict | None:
    """Another value after "default" in a passage that names every thing the claim names: "Default:
    `"lf"`" for "`endOfLine` defaults to `auto`", "(default is `yes`)" for "--verify defaults to no"."""
    mine = _default_value(claim.text, claim=True)
    theirs = _default_value(_read_passage(w.passage).own) if mine is not None else None  # (most claims name no default)
    if mine is None or theirs is None or mine.lower() == theirs.lower():
        return None
    named = [x for x in claim.content if x.specific and x.low not in mine.lower().split() and x.low != mine.lower()]
    if theirs.lower() in claim.lows or not named or not all(w.full.states(x) or _setting_named(x, mine, w.full) for x in named):
        return None  # the claim's own words, or a passage about another thing's default
    return Conflict("default value", theirs, mine)


def _setting_named(x: Word, value: str, text: Text) -> bool:
    """Whether `x` is a setting given the claim's default value ("`verify=false`") whose key the text names (`verify`)."""
    setting = assignment(x.low)
    return setting is not None and setting[1] == value.lower() and setting[0].lstrip("-") in text.lows


# A claim's default may be a phrase: "defaults to an empty list so the home directory is tracked".
_DEFAULT_PHRASE = lazy(
    r"\bdefaults?\s+(?:to|is|was)\s+(?:an?\s+|the\s+)?((?=[A-Za-z$])[\w$-]+(?:\s+[\w$-]+)?)"  # a measure is _other_measure's
    r"(?=\s*(?:[.,;:)]|$)|\s+(?:so|because|since|which|when|and|but|for|in|on|with|unless|if)\b)",
    re.IGNORECASE,
)


# "`--verify=no` is the default", "`verify=false` is the default": the value of a flag or setting a claim calls the default.
_IS_THE_DEFAULT = lazy(
    r"(?<![\w-])--?[a-z][\w-]*=[`\"']?([\w.:/+-]+?)[`\"']?\s+is\s+the\s+default\b"
    r"|(?<![\w-])[a-z][\w.-]*=[`\"']?([\w.:/+-]+?)[`\"']?\s+is\s+the\s+default\s*(?:[.;]|$)",  # a setting: the default, no "in the sample"
    re.IGNORECASE,
)


@lru_cache(maxsize=65536)
def _default_value(text: str, claim: bool = False) -> str | None:
    m = _DEFAULT_IS.search(text)
    if m is None and claim:
        m = _DEFAULT_PHRASE.search(text) or _IS_THE_DEFAULT.search(text)
        return None if m is None else next((g for g in m.groups() if g), None)
    return None if m is None else m.group(1) or m.group(2)


def _other_number(claim: Text, w: _Weighed, ambient: frozenset[str]) -> Conflict | None:
    """Another number for the same thing: a number of the passage's own words beside a word that
    stands beside the claim's number ("maximum `30` redirects" for "caps redirects at 5", "5 working
    days" for "10 working days", "Rust … **1.96.0**" for "Rust 1.90"); a count written as a word
    (a claim's "one" is grammar's, never missing) against a word or digits, each right before the same
    word ("one principal function" for "two principal functions").
    Years and dates have their own line."""
    mine = [x for x in w.missing if _count(claim, x) is not None and not _YEAR.fullmatch(x.low) and not _DATE.fullmatch(x.low)]
    if not mine:
        return None
    own = _own_reading(w.passage)
    for x in mine:
        heads = _beside(claim, x, ambient)
        value = _count(claim, x)
        for y in own.words:  # ("one" is grammar's too: no content word, and a count before what it counts)
            other = _count(own, y, stated=True)
            if (other is not None and other != value and not _YEAR.fullmatch(y.low) and not claim.states(y)
                    and not _same_least_number(claim, x, own, y) and not heads.isdisjoint(_beside(own, y, ambient))
                    and (_numeric(x) and _numeric(y) or _counted(claim, x) == _counted(own, y, stated=True) is not None)):  # fmt: skip
                return Conflict("number", y.text, x.text)
    return None


def _same_least_number(claim: Text, x: Word, own: Text, y: Word) -> bool:
    """Whether two numbers are one least number written two ways: "5.0+" and "5.0 and newer" (or "or later", "and up")."""

    def least(text: Text, word: Word) -> str | None:
        if word.low.endswith("+"):
            return word.low.rstrip("+")
        after = [v.low for v in text.words[word.position + 1 : word.position + 3]]
        return word.low if len(after) == 2 and after[0] in ("or", "and") and after[1] in _OR_LATER + ("up",) else None

    if x.kind != "number" or y.kind != "number":
        return False  # (not "c++")
    mine = least(claim, x)
    return mine is not None and mine == least(own, y)


def _other_code(claim: Text, w: _Weighed, ambient: frozenset[str]) -> bool:
    """Whether the passage opens on code of its own and names none the claim names, with its headings: "`OLLAMA_MAX_LOADED_MODELS`
    The default is 3" gives another setting's number, not `OLLAMA_MAX_QUEUE`'s (not "The number of parallel jobs defaults to 4; set
    `TOOL_JOBS` …" for `--jobs`: one setting written two ways)."""
    code = [x for x in claim.words if x.kind in _CODE_KINDS and x.low not in ambient and x.lemma not in ambient]  # (not `ruff` itself)
    if not code or not {x.low for x in code}.isdisjoint(w.full.lows):
        return False  # the claim names no code, or the passage (with its headings) names the claim's
    own = _own_reading(w.passage).content
    # the passage is about its own code, named first, of the claim's code's shape (a setting for a setting: not `line-length` for `ruff`)
    return bool(own) and own[0].kind in _CODE_KINDS and own[0].low not in claim.lows and any(_shape(own[0].text) == _shape(x.text) for x in code)


def _shape(code: str) -> tuple[bool, ...]:
    """How a name of code is written: a flag, in capitals, snake, kebab, dotted ("OLLAMA_MAX_QUEUE": capitals and snake)."""
    bare = code.strip("`")
    return bare.startswith("-"), bare.isupper(), "_" in bare, "-" in bare.lstrip("-"), "." in bare


_CODE_KINDS = frozenset({"quoted", "identifier"})


def _count(text: Text, word: Word, stated: bool = False) -> str | None:
    """A number as its digits: written bare, as code ("`30`"), or as a word before what it counts ("two
    principal functions"; not "the one that", "one of them", "no one"); `stated`: the passage's word."""
    if _numeric(word):
        return word.low
    value = number_word(word.low)
    return value if value is not None and _counted(text, word, stated) is not None else None


# a determiner ("the one that", "a one-off", "any one mode"), a bound ("at least one", "up to one", "more than one") or a part picked
# out ("the lower 4 bits", "the first two items") before a count word
_NOT_COUNTING = frozenset("the a an this that these those no any each every which another same only least most than to about around"
                          " over under first last final lower upper top bottom next previous other additional extra remaining".split())  # fmt: skip
_COUNT_RATE = frozenset({"per", "each", "every"})  # within two words after its noun: "one worker for each core", "one connection open per host"
_COUNT_BOUND = frozenset({"at", "a", "or", "more", "fewer", "less"})  # right after its noun: "one file at a time", "two jobs a day", "one or more"
# the verbs a passage's "one" is a thing's whole count after ("Twine has one principal function"): elsewhere "one" is one case of
# many ("If one job fails", "When one node goes down"), one of a list ("one image for amd64 and one for arm64") or a pronoun
_HOLDING = frozenset("has have had contains contain includes include provides provide offers offer ships ship exposes expose defines define"
                     " supports support requires require needs need takes take accepts accept".split())  # fmt: skip


def _counted(text: Text, word: Word, stated: bool = False) -> str | None:
    """The lemma of the word a number written as a word counts, the next word ("two principal functions": principal), where
    no determiner or bound stands before it, the next word follows it after one space (no compound, "a one-line change", nor a
    sentence's end, "is two. Workers …") and no rate, pace or bound follows its noun ("one subcommand per call", "one file at a
    time", "one mode or more"); a passage's "one" only after a verb of having (not "is one mode of the tool") and alone in it
    (`stated`). None otherwise."""
    words = text.words
    i = word.position
    if i + 1 >= len(words) or i and words[i - 1].low in _NOT_COUNTING:
        return None
    after = words[i + 1]
    if after.low in STOP or after.kind == "number" or f"{word.text} {after.text}" not in text.text:
        return None  # ("one of"; a compound, "a one-line change"; a sentence's end between them, "is two. Workers restart …")
    later = [x.low for x in words[i + 2 : i + 4]]
    if later and later[0] in _COUNT_BOUND or not _COUNT_RATE.isdisjoint(later):
        return None
    if stated and word.low == "one" and (not i or words[i - 1].low not in _HOLDING or sum(x.low == "one" for x in words) > 1):
        return None
    return after.lemma


_NUMBER = lazy(r"\d+(?:[.,]\d+)*")


def _numeric(word: Word) -> bool:
    """A number, written bare or as code ("`30`")."""
    return word.kind in ("number", "quoted") and _NUMBER.fullmatch(word.low) is not None


def _beside(text: Text, word: Word, ambient: frozenset[str]) -> frozenset[str]:
    """The lemmas of the content words next to `word` (the project's own name skipped; numbers are no neighbour). A number
    right after a name (or a rare word) or the project's own name is its version, and that name alone its neighbour: "isort 5 no
    longer merges config files" counts no files ("merged into 1 single one"); "Rust 1.90" is Rust's, as "Rust 1.96.0" is."""
    prev = text.words[word.position - 1] if word.position else None
    if (prev is not None and (prev.kind in ("name", "rare") or prev.lemma in ambient or prev.low in ambient)
            and f"{prev.text} {word.text}" in text.text):  # (right after it: not "… bundles Node. 5 tools", nor code's count, "`-j` 8 jobs")
        return frozenset({prev.lemma})
    seq = [x for x in text.content if x is not word and x.lemma not in ambient and not _numeric(x)]
    before = [x for x in seq if x.position < word.position][-1:]
    after = [x for x in seq if x.position > word.position][:1]
    return frozenset(x.lemma for x in before + after)


def _swapped(claim: Text, w: _Weighed, ambient: frozenset[str]) -> Conflict | None:
    """Another word in the claim's place: the words around it agree, in the passage's own words (its
    heading lends it none), the word itself differs, and both are specifics (a name, an identifier, a
    number…) or both the value a sentence ends on after "is", "called", "defaults to"…: "called
    shop" for "called shopctl", "level is: info" for "level is debug", "in PostgreSQL" for "in MySQL"."""
    total = len(w.stated) + len(w.missing)
    if len(w.missing) > (1 if total <= 3 else 2):
        return None
    own = _own_reading(w.passage)
    if _program(own.text, claim.text):
        return None  # a program's text (a decorator, a function defined) has no sentence's places: `prompt=True` stands in no name's
    mine = _default_value(claim.text, claim=True)
    if mine is not None and mine.lower() == (_default_value(own.text) or "").lower():
        return None  # "`--verify=yes` is the default" beside "pass `--verify=no` (default is `yes`)": the same default
    stated = tuple(x for x in w.stated if own.states(x))
    # The frame around the swapped word, in the passage's own words: every other word of the claim,
    # two at least unless the claim has only two or three ("orders live in MySQL").
    if len(stated) < len(w.stated) or len(stated) < (1 if total <= 3 else 2):
        return None
    found: Conflict | None = None
    for word in w.missing:
        if word.low in ambient or word.lemma in ambient:
            continue  # the project's own name is spoken of everywhere: no word beside it is said in its place
        other = _counterpart(claim, own, word, stated, anywhere=w.passage.weight >= DECIDED or len(w.missing) == 1 and total >= 4, ambient=ambient)
        if other is not None and other.low.startswith("-") != word.low.startswith("-"):
            other = None  # a flag stands in no other word's place ("-j" for "Content-Type"), nor another word in a flag's ("tox" for "--parallel-no-spinner")
        if other is not None and _written_two_ways(word.low, other.low):
            other = None  # one thing written two ways: "-l" and "--list", "non-interactive" and "noninteractive"
        if other is not None and (setting := assignment(word.low)) is not None and setting[0] == other.low:
            other = None  # the setting the claim's `key=True` sets, named ("even if `key` is set to `True`"): nothing in its place
        if other is not None and word.kind == "quoted" and other.kind == "rare" and not (_valued(own, other) and _last(own, other)):
            other = None  # code's place taken by an uncommon word only where that word is the value the sentence ends on, not "can be overwritten by …"
        if other is None:
            if word.specific:
                return None  # a second specific of the claim with nothing in its place: another sentence, not the claim's with a value swapped
            continue
        if found is None and (word.specific and other.specific or (_valued(claim, word) and _valued(own, other) and _last(claim, word) and _last(own, other))):
            found = Conflict(_KINDS.get(other.kind if other.specific else word.kind, "word"), other.text, word.text)
    return found


# A program's own text, read as a passage (an unfenced example under a directive): opening with a decorator called, a function or class
# defined, an import (not a sentence that quotes one, "Use `def f(x):` to …")
_SOURCE_CODE = lazy(r"^\s*(?:@[a-z_][\w.]*\(|def [a-z_]\w*\(|class [A-Za-z_]\w*[(:]|from [a-z_][\w.]* import |import [a-z_][\w.]*)")


_PROSE = lazy(r"(?:\b[A-Za-z]{2,}\b ){4}[A-Za-z]{2,}\b")  # five words in a row, one space apart: a sentence (or a comment) inside it


def _program(passage: str, claim: str) -> bool:
    """Whether the passage is a program's text, no prose in it ("class Logger: enabled = False  # logging is disabled by
    default" has a comment that states a value), and the claim is not."""
    return _SOURCE_CODE.search(passage) is not None and _PROSE.search(passage) is None and _SOURCE_CODE.search(claim) is None


_SHORT_FLAG = lazy(r"-[a-z]")
_LONG_FLAG = lazy(r"--[a-z][\w-]*")


def _written_two_ways(a: str, b: str) -> bool:
    """Whether two words are one thing written two ways: with and without a hyphen ("non-interactive", "noninteractive"), or an option's
    short and long flags ("-l", "--list": the letter the long one starts with)."""
    if a.replace("-", "") == b.replace("-", "") and a.strip("-") and b.strip("-"):
        return True
    short, long = (a, b) if len(a) < len(b) else (b, a)
    return bool(_SHORT_FLAG.fullmatch(short) and _LONG_FLAG.fullmatch(long) and long[2] == short[1])


# An example's value is none in the claim's place: "E.g. to install … the latest 3.10 release" beside a claim's "3.8"
_EXAMPLE_LEAD = lazy(r"\b(?:examples?|e\.g\.|for instance|such as)\b", re.IGNORECASE)
_EXAMPLE_BEFORE = lazy(r"\b(?:e\.?g\.?|for example|for instance|such as|say)[,:]?\s*(?:to\s+\w+\s+)?(?:\S+\s+){0,8}$", re.IGNORECASE)


def _counterpart(
    claim: Text, passage: Text, word: Word, stated: tuple[Word, ...], anywhere: bool, ambient: frozenset[str]
) -> Word | None:
    """`_placed`, unless the two stand after two different prepositions (`_other_relation`), or the passage lists it beside
    a word the claim states ("installable with `pip`, `pipx`, …": one of the values it gives, not another in its place)."""
    other = _placed(claim, passage, word, stated, anywhere, ambient)
    if other is None or _other_relation(claim, word, passage, other) or _listed_beside(claim, passage, other):
        return None
    if "```" in passage.text and "```" not in claim.text and _only_in_samples(passage.text, other.text):
        return None  # a key of a configuration sample ("``` yaml plugins: - privacy: …```") stands in no place of a sentence's value
    return other


def _only_in_samples(text: str, word: str) -> bool:
    """Whether every place `text` writes `word` (as a word) lies inside a fenced configuration sample (a fence of a
    `SAMPLE_LANGUAGES` language; a shell block's `emerge sys-apps/ripgrep` is the value it documents)."""
    fences = [m.span() for m in FENCED.finditer(text) if _sample(m.group())]
    places = [w.start() for w in re.finditer(rf"(?<!\w){re.escape(word)}(?!\w)", text)] if fences else []
    return bool(places) and all(any(a <= at < b for a, b in fences) for at in places)


def _sample(fence: str) -> bool:
    words = fence.strip("`").split()
    return bool(words) and words[0].lower() in SAMPLE_LANGUAGES


def _listed_beside(claim: Text, passage: Text, other: Word) -> bool:
    """Whether `other` stands in an enumeration ("a, b, or c") next to a specific the claim states."""
    words = passage.words
    i = other.position
    for j in (i - 1, i + 1):
        if 0 <= j < len(words) and words[j].specific and claim.states(words[j]):
            lo, hi = sorted((i, j))
            start = passage.text.find(words[lo].text) + len(words[lo].text)
            between = passage.text[start : passage.text.find(words[hi].text, start)]
            if between.strip(" `'\"").strip() in (",", "and", "or", ", and", ", or", "/"):
                return True
    return False


def _placed(
    claim: Text, passage: Text, word: Word, stated: tuple[Word, ...], anywhere: bool, ambient: frozenset[str]
) -> Word | None:
    """The passage's word where the claim has `word`, of its sort (a value of its slot, a number, a
    thing, a word) and not a word of the claim: between the passage's places of the stated words
    around it when the claim has both, else within four words after the one before it (or before
    the one after it). Failing that (`anywhere`: a record's decision, or a long claim missing one word),
    for a specific, the one specific of the passage that is not the claim's when there is only one."""
    seq = claim.content
    i = seq.index(word)
    left = next((x for x in reversed(seq[:i]) if x in stated), None)
    right = next((x for x in seq[i + 1 :] if x in stated), None)
    content = passage.content
    sort = claim.sort(word)

    labels = {name for pair in _LABEL.findall(passage.text) for name in pair if name}
    if _ROW.match(passage.text):  # a table row's cells
        labels |= {word for name in _ROW_LABEL.findall(passage.text) for word in name.split()}

    def foreign(x: Word) -> bool:  # not the claim's, nor a claim's flag with a placeholder ("--ellipsis=STR"), nor a label
        return (x.low not in claim.lows and x.lemma not in claim.lemmas and passage.sort(x) == sort
                and not (_PLACEHOLDER.search(x.text) and x.low.split("=", 1)[0] in claim.lows) and x.text not in labels
                and not _same_least_number(claim, word, passage, x))  # fmt: skip

    def places(anchor: Word | None) -> list[int]:
        return [] if anchor is None else [k for k, x in enumerate(content) if x.low == anchor.low or x.lemma == anchor.lemma]

    lefts, rights = places(left), places(right)
    if lefts and rights:  # "sent to X" and "X for Y": the passage's word between the same two
        between = [content[j] for a in lefts for b in rights if a < b for j in range(a + 1, b) if b - a <= 4]
        found = [x for x in between if foreign(x)]
        if found:
            return found[0]
    elif lefts or rights:
        step, ks = (1, lefts) if lefts else (-1, rights)
        for k in ks:
            for j in range(k + step, k + step * 5, step):
                if 0 <= j < len(content) and (content[j].lemma in ambient or content[j].low in ambient) and claim.states(content[j]):
                    continue  # the project's own name as the claim names it too ("the binary name for ripgrep is `rg`")
                if not 0 <= j < len(content) or claim.states(content[j]):
                    break  # past the passage's words, or at another word of the claim
                if foreign(content[j]):
                    return content[j]
    if word.specific and anywhere:  # (the project's own name, spoken of everywhere, is no such one)
        others = [x for x in content if foreign(x) and x.lemma not in ambient]
        if len({x.low for x in others}) == 1:
            return others[0]
    return None


# What a preposition makes a thing to what is around it: where it comes from, where it goes, or any other place or means
# ("stored in MySQL", "on MySQL", "deployed through Helm" alike; "installed from PyPI" is no "install with `uv`").
_RELATIONS = {"from": "source", "to": "goal", "into": "goal", **dict.fromkeys(
    ("in", "on", "at", "under", "within", "inside", "with", "by", "via", "using", "through", "for", "as"), "other")}  # fmt: skip


def _other_relation(claim: Text, word: Word, passage: Text, other: Word) -> bool:
    """Whether the two stand in another relation to what is around them, each after its own preposition:
    "installed … from PyPI" is no slot of "install Ruff with `uv`"."""

    def before(text: Text, x: Word) -> str | None:
        i = x.position - 1
        while i >= 0 and text.words[i].low in _DETERMINERS:
            i -= 1
        return _RELATIONS.get(text.words[i].low) if i >= 0 else None

    mine, theirs = before(claim, word), before(passage, other)
    return mine is not None and theirs is not None and mine != theirs


# A label: the word before a colon that opens a passage or a table cell ("Instructions: `brew install x`"
# names the column its value stands in, it is no value of the claim's slot); a fenced block's language
# ("```shell brew install x ```") names how to read the block.
_LABEL = lazy(r"(?:^|; )([\w-]+): |```([\w+-]+)")
_ROW_LABEL = lazy(r"(?:^|; )([A-Za-z][\w-]*(?: [\w-]+){1,2}): ")  # a row's column head of two or three words: "Value Type: float"
_ROW = lazy(r"^[A-Za-z][\w -]{0,30}: [^;]*; [A-Za-z][\w -]{0,30}: ")  # a table row as the chunker writes it: "Parameter: top_k; Description: …"


def _valued(text: Text, word: Word) -> bool:
    """Whether `word` stands where a sentence states its value: after "is", "called", "to"…"""
    i = word.position - 1
    while i >= 0 and text.words[i].low in _DETERMINERS:
        i -= 1
    if i < 0:
        return False
    before = text.words[i]
    return before.low in _VALUE_INTRO or text.text[: text.text.find(word.text)].rstrip().endswith((":", "="))


def _last(text: Text, word: Word) -> bool:
    """Whether `word` ends its clause: the value a sentence ends on ("the default level is debug")."""
    after = text.text[text.text.find(word.text) + len(word.text) :].lstrip()
    return not after or after[0] in ".,;:!?)" or not any(x.position > word.position for x in text.content)


_YEAR = lazy(r"(?:19|20)\d\d")


def _other_date(claim: Text, w: _Weighed) -> Conflict | None:
    """A cited record's or commit's date line states another date (or year) than the claim's."""
    mine = [x for x in w.missing if _DATE.fullmatch(x.low) or _YEAR.fullmatch(x.low)]
    if not mine:
        return None
    text = w.passage.text
    theirs = [m.group() for m in _DATE.finditer(text)]
    if not theirs or not _DATE_LINE.search(text):
        return None
    claimed = _iso(mine[0].low)
    if all(_iso(d) != claimed and not _iso(d).startswith(claimed + "-") for d in theirs):
        return Conflict("date", theirs[0], mine[0].text)
    return None


_DATE_LINE = lazy(r"\b(?:date|dated|last update|last updated|last modified)\b", re.IGNORECASE)  # "Date: …", "(Last update: …)"


def _iso(date: str) -> str:
    return date.replace("/", "-").replace(".", "-")
