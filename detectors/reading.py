"""One reading of a sentence, made once and shared: its words as written, each with its lemma,
whether it carries content, and whether it is a *specific* — a word that must be matched as
itself, never by an equivalent.

`read(text)` is the reader `detectors/verdict.py` weighs a claim and a passage with (and the words
it reads are the ones meaning, values and the full-text search read: `meaning.stem` for lemmas,
`values.shape` for values, `values.number_word` for numbers written as words). What it decides:

- **content words**: every word but grammar (`meaning.STOP`, "e.g.", "i.e."), the words that report a
  source ("according", "documented", "per"), the names of the citation kinds ("ADR"; "commit" goes
  with its citation) and what frames a decision ("Going forward, …", "the team agreed"); "under",
  "inside", "within" and "through" are stated by "in" and "via" too (`_SENSES`), never by "over";
- **specifics**: numbers and everything with a digit (dates, versions, sizes, durations), code
  identifiers, commands and flags, paths and config keys (`snake_case`, `camelCase`, `a.b`,
  `--flag`, `src/app.py`), text in backticks or quotes, names (a capital past the sentence's first
  word, or an acronym), and words that general English uses rarely (`wordfreq`'s Zipf scale under
  `RARE_ZIPF`: "shopctl", "kustomize") — a supporting passage must state each as itself;
- **lemmas** for the rest: Snowball's stem with the short list of senses `meaning` keeps
  ("keeps" / "stores"), and a number word is its digits ("three" is "3").

Pure and deterministic; cached by text.
"""

from __future__ import annotations

import bisect
import math
import re
import unicodedata
from collections.abc import Iterator
from dataclasses import dataclass
from functools import cached_property, lru_cache

from groundstream.detectors.meaning import STOP, changes, stem
from groundstream.detectors.meaning import Reading as Meaning
from groundstream.detectors.meaning import read as read_meaning
from groundstream.detectors.patterns import lazy
from groundstream.detectors.values import Shape, dated, number_word, shape
from groundstream.detectors.words import DECISION_VERBS

# 11: a fenced block's language ("``` yaml") is no word it says
# 10: a glob written in prose one path ("test_*.py", as `test_*.py` is read)
# 9: a placeholder and the path after it one value ("{tox_root}/.tmp")
# 8: emphasis kept in code spans
# 12: a Sphinx shorthand not a dotfile's name (`.bash_profile`, `.DS_Store`, `.env.local`, `.NET`)
# 13: a claim's code not stated by a longer snake_case or kebab-case name it is part of
# 14: a path from here is the path ("./.task" states ".task"); a setting with its value quoted or spaced is one setting
VERSION = "reading/14"  # 2: dotfiles, contractions, hyphenated code; 3: "non-" words whole, uncommon words; 4: "fzf(1)" one name, "-N" not "-n"
# 5: a key combination whole, "e.g." grammar, a decision's framing, "under"/"inside"/"within"/"through" by their senses
# 6: "May" beside a day or a year is the month
# 7: a capital letter beside a word is a name ("the C module")

# Zipf frequency (log10 of uses per billion words) under which a word is rare in general English:
# 2.5 is about one use in three million words ("shopctl" 0, "kustomize" 0, "configures" 1.8 but
# "configure" 2.9; "debug" 2.9, "overlays" 2.7 are not rare).
RARE_ZIPF = 2.5
UNCOMMON_ZIPF = 4.5  # a word a negation governs carries the claim when it is rarer than this
# Words that say a source exists or reports, not what it is about ("per the README", "documented in").
REPORTING = frozenset({
    "per", "according", "documented", "readme", "docs", "doc", "states", "explains", "notes", "mentions", "describes",
    "says", "said", "shows", "lists", "listed", "also", "currently", "today", "now", "declares", "declared", "specifies",
    "specified", "since", "committed", "details", "detail", "fix", "fixed",
    "fixes", "decision", "decisions", "adr", "adrs", "rfc", "rfcs", "proposes", "proposed", "proposal",
    # grammar meaning's list leaves out
    "whose", "whom", "while", "because", "if", "unless", "though", "although", "yet", "but", "still", "even", "very",
    "too", "thus", "hence", "therefore", "your", "yours", "my", "mine", "me", "him", "her", "them", "own", "you're",
    "it's", "we're", "they're", "i'm", "we'll", "i'll", "you'll", "they'll", "it'll", "we've", "i've", "you've",
    "they've", "we'd", "i'd", "you'd", "they'd", "e.g", "i.e", "a.k.a", "etc", "via", "other", "another", "same", "more", "most", "many", "much",
    "few", "several", "various",
})  # fmt: skip
# Small words of place and means that "in" and "via" say as well ("stored under ~/.config/x" is what
# "stored in ~/.config/x" says; "installed through Scoop", "via Scoop"), never their opposites
# ("over", "outside", "around" state none of them).
_SENSES = {
    "under": frozenset({"under", "in", "inside", "within", "at"}), "inside": frozenset({"inside", "in", "within"}),
    "within": frozenset({"within", "in", "inside"}), "through": frozenset({"through", "via", "using", "with", "by"}),
}  # fmt: skip
# Verbs that say only where or how a thing is kept when a preposition follows: "records are kept in
# Markdown" says what "records in Markdown" says (as lemmas, with `meaning`'s senses: keep is store).
_PLACING = frozenset({"store", "contain", "locat", "place", "put", "found", "find", "sit", "resid", "stay"})
_PREPOSITIONS = frozenset({"in", "on", "at", "under", "inside", "within", "as", "into", "to", "by", "with", "from", "for"})
_TOKEN_HEAD = (
    r"`[^`\n]{1,120}`"  # inline code: one specific, or its words each specific
    r"|\"[^\"\n]{1,120}\"|“[^”\n]{1,120}”"  # quoted text
    r"|(?<!\w)'[^'\s\w]{1,8}'(?!\w)"  # a symbol in single quotes: "(default: '··')"
    r"|--?[A-Za-z][\w-]*(?:=[\w.:/+-]*\w)?"  # a flag, with its value ("--print=HB", as `--print=HB` is read)
    r"|(?<!\S)(?:[:=]{2,3}|=>|->|\|\||&&)(?!\S)"  # an operator standing alone ("the := separator"; not ">=" of a version)
    r"|(?<![\w.-])[A-Za-z][\w-]*\([1-9][a-z]?\)(?![\w(])"  # a manual page by its name and section: "zoxide-init(1)"
    # a placeholder and what follows it, one path or name: "{tox_root}/.tmp", "<package_env>-<python-version-no-dot>"
    # (alone, "<plugin>" is read as before; an HTML tag's text, "<kbd>Ctrl</kbd>", is none)
    r"|(?<![\w{<])[{<][A-Za-z][\w.-]*[}>](?=[/.+#@:~{<-])(?![^\s]*</)[\w.+#/@:~{}<>-]*[\w}>]"
)
_TOKEN_TAIL = (
    # words ("don't" whole), identifiers, paths ("//go:embed", "$GOCACHE/tool/<module-path>/<TOOLNAME>"), versions
    # a Windows path, its backslashes kept (".\env\Scripts\Activate.ps1", "C:\Users\ci"), one token as in code
    r"|(?<![\w\\])(?:[A-Za-z]:|\.{1,2})?(?:\\[\w-]+(?:\.[\w-]+)*){2,}"  # (a sentence's full stop after it is no part of it)
    r"|(?:[~.]{0,2}/{1,2})?\.?[\w](?:[\w.+#/@:~-]|/<[\w.-]+>|'(?=\w))*(?:[\w+#]|/<[\w.-]+>)"
    r"|\w"
)
_GLOB = (
    # a glob written in prose, one path as in code: "test_*.py", "*_test.py", "src/**/*.rs" (a star, a dot or a slash, a letter:
    # "3.5*4.2" is a product; a footnote's star after a name, "settings.json*", is none; each look ahead bounded: linear)
    r"|(?<![\w*`])(?=[\w.*/-]{0,80}\*)(?=[\w.*/-]{0,80}[./][\w*])(?=[\w.*/-]{0,80}[A-Za-z_])[\w.*/-]*(?:\w|(?<=[/._-])\*+)"
)
_TOKEN = lazy(_TOKEN_HEAD + _TOKEN_TAIL)
# … and with a glob's alternative, for a text with a star in it (most have none: their words are scanned once)
_TOKEN_GLOB = lazy(_TOKEN_HEAD + _GLOB + _TOKEN_TAIL)


def _tokens(text: str) -> Iterator[re.Match[str]]:
    """The tokens of `text` (`_TOKEN`; `_TOKEN_GLOB` only where a star stands)."""
    return (_TOKEN_GLOB if "*" in text else _TOKEN).finditer(text)


FENCED = lazy(r"```.*?(?:```|$)")  # a fenced code block, as a passage holds it on one line
# The languages a fenced block names after its opening marks (GitHub's and MkDocs' commonest)
_FENCE_LANGUAGES = frozenset(
    "yaml yml toml json jsonc json5 ini cfg conf sh bash zsh fish shell console shell-session powershell ps1 pwsh bat cmd python py python3 pycon "
    "text txt plain html xml css scss js javascript ts typescript jsx tsx go golang rust rs c cpp c++ java kotlin ruby rb php perl lua sql diff "
    "patch makefile make dockerfile docker nix md markdown rst jinja jinja2 j2 hcl terraform tf graphql proto protobuf swift r julia elixir "
    "haskell scala groovy gradle csv tsv env dotenv properties mermaid".split()
)
# … those of a configuration's or data's sample (not a command's): its keys state no value of a sentence (verdict)
SAMPLE_LANGUAGES = frozenset("yaml yml toml json jsonc json5 ini cfg conf xml properties env dotenv hcl".split())
_IDENTIFIER = lazy(r"[_/@:~*]|\w\.\w|^-|^[a-z]+[A-Z]|\(\)$")  # "camelCase", not "PostgreSQL"
# Markdown's _not_, *not*, **not**, __two words__ (a Python `__init__` stays whole).
_EMPHASIS = lazy(r"(?<![\w*_])(\*\*|\*|_(?!_)|__(?=[^_\n]* ))(?=\S)([^*_\n]+?)(?<=\S)\1(?![\w*_])")
_CODE_SPAN = lazy(r"(`+[^`]*`+)")  # kept apart by re.split, as written
_WRAPPED_CODE = lazy(r"(?<![\w*_])(\*\*|\*|__|_)(`+[^`]*`+)\1(?![\w*_])")  # "**`--hidden`**": markers around a whole span
_APOSTROPHE = lazy(r"'s?$")
_DOTFILE = lazy(r"^\.[a-z][a-z0-9_-]*$")  # ".gitignore", ".rgignore": the file a word names
# A Sphinx cross-reference written short ("`.current_app`": in this module; "`~flask.Flask`": its last part shown): a tilde always,
# a dot only before a name no dotfile has (an underscore, a capital or a dotted path: not `.env`, `.g`, `.pre-commit-config.yaml`),
# nor one of the dotfiles and names that have them (`.bash_profile`, `.DS_Store`, `.env.local`, `.NET`)
_XREF = lazy(r"^(?:~\.?|\.(?!NET$|DS_Store$|(?:bash|zsh|python|node_repl|mysql|psql|sqlite|irb)_\w+$"
                   r"|(?:env|npmrc|eslintrc|prettierrc|babelrc|yarnrc|vscode|terraform|coverage)\b|(?:mypy|pytest|ruff)_cache$|ipynb_checkpoints$|R(?:profile|environ|Data|history)$|X(?:resources|authority|defaults|modmap|session)$)"
                   r"(?=[\w.]*(?:_|[A-Z]|\.[A-Za-z_])))([A-Za-z_]\w*(?:\.[A-Za-z_]\w*)*)(?:\(\))?$")


@dataclass(frozen=True, slots=True)
class Word:
    """One word of a sentence: as written, lower-cased, its lemma, and what kind of word it is."""

    text: str
    low: str
    lemma: str
    kind: str  # word, number, identifier, quoted, name, rare
    position: int  # its index among the sentence's words

    @property
    def specific(self) -> bool:
        """Matched as itself only: no lemma of another form, no equivalent."""
        return self.kind != "word"


@dataclass(frozen=True)
class Text:
    """A sentence read once: every word in order, the content words, and what matches them. Its
    values and its meaning are read when first asked for (most passages a claim is weighed
    against share too few of its words to need them)."""

    text: str
    words: tuple[Word, ...]
    content: tuple[Word, ...]
    lows: frozenset[str]  # every word lower-cased, and each part of an identifier or path
    specific_lows: frozenset[str]  # the specifics among them (code, names, numbers, rare words), parts too
    lemmas: frozenset[str]  # the lemma of every word and part

    @cached_property
    def _shape(self) -> Shape:
        return shape(self.text.lower())

    @cached_property
    def measures(self) -> frozenset[tuple[str, str]]:
        """Its values as compared ("a month" = "30 days")."""
        return frozenset(self._shape.measures)

    @cached_property
    def values(self) -> tuple[tuple[str, str, tuple[str, ...]], ...]:
        """(slot, canonical, its words as written) of each value."""
        return tuple((v.slot, v.canonical, tuple(v.text.split())) for v in self._shape.values)

    @cached_property
    def meaning(self) -> Meaning:
        """Negation, exclusive values, directions (detectors/meaning.py)."""
        return read_meaning(self.text)

    @cached_property
    def _slots(self) -> dict[str, str]:
        return {w: slot for slot, _, ws in self.values if slot != "product" for w in ws}

    def sort(self, word: Word) -> str:
        """What may stand in a word's place: a value of its slot ("day", "duration"…), a number, a
        thing (a name, an identifier, quoted text, a rare word), or a word."""
        return self._slots.get(word.low) or ("number" if word.kind == "number" else "thing" if word.specific else "word")

    @cached_property
    def glued_only(self) -> frozenset[str]:
        """The words this text writes as code only inside a longer snake_case or kebab-case name: `provider` in
        `version_provider`, `timeout` in `--connect-timeout` (a path's or a dotted name's segments are its own words)."""
        glued: set[str] = set()
        loose = {w.low for w in self.words if w.specific}  # (prose's "the pager" names no `PAGER`)
        words = self.words
        for i, w in enumerate(words):
            if not w.specific:
                continue
            for segment in filter(None, _SEGMENTS.split(w.low)):
                pieces = [p for p in re.split(r"[^a-z0-9]+", segment) if p]
                (glued if len(pieces) > 1 else loose).update(pieces)
            # … but a word of the name said in prose right beside it is said: "the `poetry-plugin-export` plugin"
            loose.update(x.low for x in words[max(0, i - 1) : i + 2] if not x.specific)
        return frozenset(glued - loose)

    def states(self, word: Word) -> bool:
        """Whether this text states `word`: a specific as itself (or the same value), any other
        word as itself or its lemma. Code (`current`) is stated only as code or a name, not by the
        common word ("your current directory"), nor by a snake_case name it is a part of (`provider`
        is another name than `version_provider`)."""
        if word.kind == "quoted" and word.low in self.glued_only:
            return False
        if word.kind == "quoted" and not rare(word.low) and word.low.isalpha():
            return word.low in self.specific_lows
        if word.low in self.lows or word.kind == "identifier" and _DOTFILE.match(word.low) and word.low[1:] in self.lows:
            return True  # ".gitignore globs" are "gitignore globs"
        if not word.low.isascii() and unaccented(word.low) in self.lows:
            return True  # "Roztočil" is the name a text writes "Roztocil"
        if word.specific and not word.low.startswith("-") and self._assigns(word.low):
            return True  # `extra='forbid'` is `extra=forbid`, and "`x` is set to `True`" is `x=True`
        if word.specific:  # as itself: "Vault" is not "vaulted", "Rust" not "rusting"; "Lunr.js" is "Lunr"
            return word.kind == "identifier" and word.low.endswith(".js") and word.lemma in self.lemmas
        senses = _SENSES.get(word.low)
        return word.lemma in self.lemmas or senses is not None and not senses.isdisjoint(self.lows)


    def _assigns(self, code: str) -> bool:
        """Whether this text writes `code` ("key=value") as the same setting: the value quoted or not, spaced ("`extra=forbid`",
        `extra = "forbid"`); not in words, "if `debug` is set to `true`", which may say what is not the case, nor another file's
        form, "`workers: 1` is recommended", which says no more than that."""
        setting = assignment(code)
        if setting is None or setting[0] not in self.lows or setting[1] in _NO_VALUES:
            return False  # (a value of no is read as one: "`color: never`" would read as a denial)
        key, value = setting
        said = self.text.lower().replace("`", "").replace("'", "").replace('"', "")
        k, v = re.escape(key), re.escape(value)
        return re.search(rf"(?<![\w.-]){k}\s*=\s*{v}(?![\w-]|\.\w)", said) is not None

    def written(self, low: str) -> str:
        """A lower-cased word as this text writes it ("persistmode": "PersistMode")."""
        return next((w.text for w in self.words if w.low == low), low)

    def states_lemma(self, lemma: str) -> bool:
        return lemma in self.lemmas or lemma in self.lows


_NO_VALUES = frozenset({"no", "none", "never", "off", "false", "nothing", "null", "0"})


def assignment(low: str) -> tuple[str, str] | None:
    """A code word's key and value when it sets one ("extra='forbid'": extra, forbid; the value's quotes off), else None."""
    if "=" not in low[1:]:
        return None
    key, _, value = low.partition("=")
    key, value = key.strip(), value.strip().strip("`'\"")
    return (key, value) if key and value else None


@lru_cache(maxsize=8)
def _frequencies() -> object:
    import wordfreq  # loaded on first use: a gate that reads no source never pays for it

    return wordfreq


@lru_cache(maxsize=65536)
def rare(low: str) -> bool:
    """Whether general English uses the word rarely (wordfreq's Zipf scale under `RARE_ZIPF`), in
    every form: "configures" is not rare when "configure" is not."""
    return _below(low, RARE_ZIPF)


@lru_cache(maxsize=65536)
def uncommon(low: str) -> bool:
    """Whether the word is no everyday word (under `UNCOMMON_ZIPF` in every form): "merge",
    "compatible", "archive" are; "need", "search", "pick" and "up" are not."""
    return _below(low, UNCOMMON_ZIPF)


def _below(low: str, zipf: float) -> bool:
    if len(low) < 3 or not low.isalpha():
        return False
    wf = _frequencies()
    forms = {low, low[:-1] if low.endswith(("s", "d")) else low, low[:-2] if low.endswith(("es", "ed")) else low,
             low[:-3] if low.endswith("ing") else low, low[:-3] + "e" if low.endswith("ing") else low}  # fmt: skip
    return all(wf.zipf_frequency(form, "en") < zipf for form in forms)  # type: ignore[attr-defined]


def unaccented(text: str) -> str:
    """`text` without its accents ("Iwańczuk": "Iwanczuk")."""
    return "".join(ch for ch in unicodedata.normalize("NFKD", text) if not unicodedata.combining(ch))


_MAN_PAGE = lazy(r"[A-Za-z][\w-]*\([1-9][a-z]?\)")  # "fzf(1)": a name, its section no number


_ABBREVIATIONS = frozenset({"e.g", "i.e", "a.k.a"})


def _kind(token: str, first: bool) -> str:
    if token[0] in "`\"“'":
        return "quoted"
    if token[-1] == ")" and _MAN_PAGE.fullmatch(token):
        return "identifier"
    if not any(ch.isalnum() for ch in token):
        return "identifier"  # an operator: "=>", ":="
    if any(ch.isdigit() for ch in token):
        return "number"
    if token.lower() in _ABBREVIATIONS:
        return "word"  # "e.g.", "i.e." are grammar (REPORTING), no dotted name
    if _IDENTIFIER.search(token) or _DOTFILE.match(token):
        return "identifier"  # ".gitignore" names a file (".NET", in capitals, names a platform)
    if token[0].isupper() and not first or token.isupper() and len(token) > 1 or token[1:] != token[1:].lower():
        return "name"
    return "rare" if rare(token.lower()) else "word"


_SHORT_FLAG = lazy(r"-[A-Za-z][A-Za-z0-9]*")  # "-N", "-rf": a short option's letters keep their case


def _lowered(token: str) -> str:
    """A token lower-cased, but a short option: `-N` (numeric IDs) is not `-n`."""
    return token if token[0] == "-" and _SHORT_FLAG.fullmatch(token) else token.lower()


def _lemma(low: str, kind: str) -> str:
    number = number_word(low)
    if number is not None:
        return number
    if kind in ("word", "name", "rare") or low.endswith(".js"):
        return stem(low)  # "Lunr.js" is "lunr", as the search reads it
    return low


def _bare(low: str) -> str:
    """A specific without the marks that only say how it is written: `$HTTPIE_CONFIG_DIR` and
    `@team/maintainers` name what `HTTPIE_CONFIG_DIR` and `team/maintainers` do; `docs/rfc/` is `docs/rfc`."""
    bare = low.lstrip("$@") if len(low) > 1 and low[0] in "$@" and (low[1].isalnum() or low[1] == "_") else low
    return bare.rstrip("/") if len(bare) > 1 and bare.endswith("/") and not bare.endswith("//") else bare


_SEGMENTS = lazy(r"[^a-z0-9_-]+")  # what parts a path or a dotted name into segments (not "_" or "-": a snake_case or kebab-case name is one name)


def _parts(low: str) -> list[str]:
    """The words inside an identifier or path ("src/app_main.py": src, app, main, py); none of a key
    combination: `shift+c` is another key than `c`, `ctrl-f` than `f`."""
    if _COMBO.match(low):
        return []
    return [p for p in re.split(r"[^a-z0-9]+", low) if p]


_COMBO = lazy(r"<?(?:ctrl|shift|alt|cmd|[cms](?=-.>?$))[-+]\S")


# A negation spelled in letters apart ("n o t", "n-o-t", "N.O.T"): too short for normalization's
# letter spacing (four letters or more), and the one short word whose loss turns a claim around.
_SPELLED = lazy(r"(?<![\w.-])([a-z])([ .\-_])([a-z])(?:\2([a-z]))?(?:\2([a-z]))?(?![\w-])", re.IGNORECASE)
_SPELLABLE = frozenset({"not", "no", "never", "none", "nor"})


def _spelled(text: str) -> str:
    def join(m: re.Match[str]) -> str:
        word = "".join(g for g in (m.group(1), m.group(3), m.group(4), m.group(5)) if g)
        return word if word.lower() in _SPELLABLE else m.group(0)

    return _SPELLED.sub(join, text)


def emphasis_removed(text: str) -> str:
    """Markdown's emphasis markers dropped: "should _not_ contain" says "should not contain" (not in
    a code span: `find -iname '*PATTERN*'` is the command as typed)."""
    if "_" not in text and "*" not in text:
        return text
    if "`" not in text:
        return _EMPHASIS.sub(r"\2", text)
    text = _WRAPPED_CODE.sub(r"\2", text)  # "**`--hidden`**", "_`x`_": the markers around a span
    return "".join(part if part.startswith("`") else _EMPHASIS.sub(r"\2", part) for part in _CODE_SPAN.split(text))


def _inside(spans: list[tuple[int, int]], at: int) -> bool:
    """Whether `at` lies in one of `spans` (in order, not overlapping): a bisection, not a walk over every span."""
    i = bisect.bisect_right(spans, (at, math.inf)) - 1
    return i >= 0 and at < spans[i][1]


@lru_cache(maxsize=16384)
def read(text: str) -> Text:
    """`text` read once (a claim without its citations, or a passage with its heading)."""
    flat = " ".join(text.split())
    flat = _spelled(emphasis_removed(flat).replace("\u2019", "'"))
    words: list[Word] = []
    lows: set[str] = set()
    lemmas: set[str] = set()
    first = True
    joined: set[str] = set()
    # A change said in a phrase is one word: "turns off" is "disabled", as "disables" is.
    lowered = flat.lower()  # "İ".lower() is two characters: offsets hold only where lengths do
    phrases = [(a, b, name) for a, b, name in changes(lowered) if " " in flat[a:b]] if len(lowered) == len(flat) else []
    # A fenced block's words are code: "```sh make itest```" states `make` as code does.
    fenced = [f.span() for f in FENCED.finditer(flat)] if "```" in flat else []
    fence_starts = {a for a, _ in fenced}
    coded: set[str] = set()
    for m in _tokens(flat):
        token = m.group()
        if fenced and _inside(fenced, m.start()):
            coded.add(token.lower())
        phrase = next((x for x in phrases if x[0] <= m.start() < x[1]), None)
        if phrase is not None:
            if m.start() == phrase[0]:
                words.append(Word(flat[phrase[0] : phrase[1]], phrase[2], stem(phrase[2]), "word", len(words)))
            first = False
            continue
        if token[0] in "`\"“'":  # (only a symbol in single quotes starts with "'")
            inner = token[1:-1].strip()
            pieces = [inner] if inner and " " not in inner else [p.group() for p in _tokens(inner)]
            opens_fence = bool(fence_starts) and any(m.start() - k in fence_starts for k in range(4))
            if opens_fence and len(pieces) > 1 and pieces[0].strip("`").lower() in _FENCE_LANGUAGES:
                pieces = pieces[1:]  # a fenced block's language ("``` yaml plugins: …"): what the block is written in, not a word it says
            for piece in pieces:
                low = _bare(_lowered(piece))
                words.append(Word(piece, low, low, "quoted", len(words)))
        else:
            token = _APOSTROPHE.sub("", token) or token
            if not token:
                continue
            kind = _kind(token, first)
            low = _lowered(token)
            hyphened = "-" in low and not low.startswith("non-") and not _COMBO.match(low)  # "ctrl-f" is one key
            if kind in ("word", "rare") and hyphened and all(not rare(p) for p in low.split("-") if p):
                # "open-source", "command-line": common words joined, read one by one (and whole:
                # `node-modules` as code is stated by the text's node-modules); "non-atomic" is
                # one word (it does not state "atomic")
                joined.add(low)
                for part in filter(None, low.split("-")):
                    words.append(Word(part, part, _lemma(part, "word"), "word", len(words)))
            else:
                low = _bare(low) if kind != "word" else low
                words.append(Word(token, low, _lemma(low, kind), kind, len(words)))
        first = flat[m.end() : m.end() + 2] in (". ", "! ", "? ", ": ")  # a sentence's first word is no name by its capital
    for w in words:
        lows.add(w.low)
        if w.kind == "identifier" and _DOTFILE.match(w.low):
            lows.add(w.low[1:])
        if w.kind != "word" and w.low.startswith("./") and len(w.low) > 2 and not w.low[2:].isalpha():
            lows.add(w.low[2:])  # "./.task" is the path ".task" names, from where one stands
        if w.kind == "quoted" and (xref := _XREF.match(w.text)) is not None:
            lows.add(xref.group(1).lower())  # a Sphinx reference's shorthand, `.current_app`, `~flask.Flask`: the name it links
        if not w.low.isascii():
            lows.add(unaccented(w.low))
        lemmas.add(w.lemma)
        if w.kind in ("identifier", "quoted", "number") or "-" in w.low and not w.low.startswith("non-"):
            if "=" in w.low and w.low.startswith("-"):
                lows.update(w.low.split("=", 1))  # "--name=flux-e2e" names the flag "--name" and the value "flux-e2e"
            for part in _parts(w.low):
                lows.add(part)
                lemmas.add(stem(part))
        lemmas.add(stem(w.low))
    lows |= joined
    framing = _framing(words)
    # "16th May 2026": the month, a name to state as itself (not the modal grammar leaves out)
    months = {i for i, w in enumerate(words) if w.low == "may" and dated([x.low for x in words], i)} if "may" in lows else set()
    for i in months:
        words[i] = Word(words[i].text, "may", "may", "name", i)
    letters = {i for i, w in enumerate(words) if _a_letters_name(words, i)}
    content = tuple(
        w for i, w in enumerate(words) if (_carries(w) or i in months or i in letters) and not _placing(w, words[i + 1 : i + 2]) and i not in framing
    )
    specific = {w.low for w in words if w.specific} | {p for w in words if w.specific for p in _parts(w.low)} | coded
    return Text(flat, tuple(words), content, frozenset(lows), frozenset(specific), frozenset(lemmas))


# Who decided and from when, as a decision from conversation says it ("Going forward, the team
# agreed to …"): no source states it, and it says nothing of what was decided.
_FROM_NOW = (("going", "forward"), ("from", "now", "on"))
_DECIDERS = frozenset({"team", "teams"})


def _framing(words: list[Word]) -> set[int]:
    """The places of the words that frame a decision: "Going forward", "From now on" opening it, and
    the team that decided ("the team agreed", "our team decided"); "commits going forward from HEAD"
    and "the team uses X" say something of their own."""
    lows = [w.low for w in words]
    out: set[int] = set()
    for phrase in _FROM_NOW:
        if tuple(lows[: len(phrase)]) == phrase:
            out.update(range(len(phrase)))
    for i, low in enumerate(lows):
        if low in _DECIDERS and i + 1 < len(lows) and lows[i + 1] in DECISION_VERBS and (i == 0 or lows[i - 1] in ("the", "our", "my")):
            out.add(i)
    return out


def _placing(w: Word, after: list[Word]) -> bool:
    """A verb of keeping or placing before a preposition ("kept in", "located under") names no subject."""
    return w.kind == "word" and w.lemma in _PLACING and bool(after) and after[0].low in _PREPOSITIONS


_LABELLED = frozenset({
    "plan", "option", "type", "appendix", "section", "figure", "table", "step", "phase", "part", "class", "grade", "group",
    "approach", "alternative", "variant", "scenario", "proposal", "model", "version", "level", "tier", "case", "test", "exhibit",
    "column", "row", "block", "zone", "region", "building", "room", "gate", "track", "team", "list", "mode", "profile",
})  # fmt: skip


def _a_letters_name(words: list[Word], i: int) -> bool:
    """A capital letter inside a sentence, beside a word, names a thing ("the C module", "the R
    language", "plan B"), not a table's marker or an initial: a word of content like any name."""
    w = words[i]
    if w.kind != "name" or len(w.low) != 1 or w.text == "I":
        return False
    if w.text == "A":  # the article after a bracket or a dash ("(A config file is …"): a name only after what it labels
        return i > 0 and (words[i - 1].kind == "name" or words[i - 1].low in _LABELLED)
    return any(0 <= j < len(words) and words[j].kind in ("word", "rare") and words[j].low.isalpha() and len(words[j].low) > 1
               and words[j].low not in STOP for j in (i - 1, i + 1))  # fmt: skip


def _carries(w: Word) -> bool:
    """Whether a word says something of the subject (grammar and reporting words do not)."""
    if w.kind in ("number", "identifier", "quoted"):
        return True
    if w.low in STOP or w.low in REPORTING or len(w.low) < 2:
        return False
    return w.lemma not in STOP
