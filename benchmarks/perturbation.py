"""Perturbation on real repositories, measured from the outside: declarative sentences taken from
the prose docs of five real projects (tests/fixtures/sources: nvm, vite, bat, direnv, click), each
sent verbatim and with one thing changed in the FactCC style (Kryściński et al. 2020: a number, a
code identifier, a proper name, a negation), uncited and citing its file, through
`groundstream validate` with the repository as `[sources]`. The figures: verbatim claims approved,
corrupted claims approved (the target is at most 2% in every repository).

    python -m benchmarks perturbation
    python -m benchmarks.perturbation [--dump DIR] [--per-repo N] [--repos nvm,vite]
"""

from __future__ import annotations

import argparse
import json
import random
import re
import subprocess
import tempfile
import time
from collections import Counter, defaultdict
from pathlib import Path

from .grounding import _repo
from .validate_throughput import REPO

REPOS = ("nvm", "vite", "bat", "direnv", "click")
PER_REPO = 120  # sentences sampled per repository
SEED = 20_200_601
TARGET = 0.02  # corrupted claims approved, at most, in every repository
KINDS = ("number", "identifier", "name", "negation")
FORMS = ("uncited", "cited")

# --- sentences out of Markdown -------------------------------------------------------------------

_FENCE = re.compile(r"^\s*(`{3,}|~{3,})")
_LIST = re.compile(r"^\s*(?:[-*+]|\d+[.)])\s+")
_IMAGE = re.compile(r"!\[[^\]]*\]\([^)]*\)")
_LINK = re.compile(r"\[([^\]]+)\]\([^)]*\)")
_REFLINK = re.compile(r"\[([^\]]+)\]\[[^\]]*\]")
_HTML = re.compile(r"</?[A-Za-z][^>]*>")
_BOLD = re.compile(r"(\*\*|__)(?=\S)(.+?)(?<=\S)\1")
_EM_STAR = re.compile(r"(?<![\w*])\*(?=\S)([^*]+?)(?<=\S)\*(?![\w*])")
_EM_UNDER = re.compile(r"(?<![\w`])_(?=\S)([^_`]+?)(?<=\S)_(?![\w`])")
_STRIKE = re.compile(r"~~(.+?)~~")
_SPLIT = re.compile(r"(?<=[.!?])\s+(?=[A-Z`\"(])")
_ABBREV = re.compile(r"\b(?:e\.g|i\.e|etc|vs|cf|approx|Mr|Dr|St|No|Fig|incl)\.$", re.IGNORECASE)
_CALLOUT = re.compile(r"^(?:Note|Tip|Warning|Important|Hint|Caution|Info|NB|TL;DR)\s*:\s*", re.IGNORECASE)
_BAD = re.compile(r"://|www\.|[{}|<>\\]|\[|\]|\.\.\.|^[^A-Za-z`]|:\s*$|::|``|`\s+[-:–]\s")  # ...; definition lists
_IMPERATIVE = set(
    """add adjust allow ask avoid be build call change check choose click clone configure consider contact copy create
    describe explain fork include list mention provide report share
    define delete disable do don't download edit enable ensure execute feel find follow give go have import
    install keep let look make move note open pass place please put read refer remember remove rename
    replace run see select set specify start stop submit switch take tell try type update upgrade use
    verify visit wait write""".split()
)  # fmt: skip


def _prose_blocks(text: str) -> list[str]:
    """Paragraphs and list items of a Markdown file: no headings, code, tables, HTML, front matter."""
    lines = text.splitlines()
    if lines and lines[0].strip() == "---":  # front matter
        for end in range(1, len(lines)):
            if lines[end].strip() == "---":
                lines = lines[end + 1 :]
                break
    blocks: list[list[str]] = []
    current: list[str] = []
    fence: str | None = None
    in_html_comment = False

    def close() -> None:
        nonlocal current
        if current:
            blocks.append(current)
        current = []

    for i, raw in enumerate(lines):
        line = raw.rstrip()
        if fence is not None:
            if line.strip().startswith(fence):
                fence = None
            continue
        m = _FENCE.match(line)
        if m:
            close()
            fence = m.group(1)[0] * 3
            continue
        if in_html_comment:
            in_html_comment = "-->" not in line
            continue
        if line.strip().startswith("<!--"):
            close()
            in_html_comment = "-->" not in line
            continue
        stripped = line.strip()
        nxt = lines[i + 1].strip() if i + 1 < len(lines) else ""
        if not stripped or stripped.startswith(("#", "|", "<", ":::", "(", "[", "{", "!", "%")):
            close()
            continue
        if re.fullmatch(r"[=\-*_ ]{3,}", stripped) or re.fullmatch(r"[=-]{2,}", nxt):  # rules, setext headings
            close()
            continue
        if line.startswith(("    ", "\t")) and not current:  # indented code
            continue
        stripped = re.sub(r"^>\s?", "", stripped)
        if _LIST.match(line):
            close()
            stripped = _LIST.sub("", stripped)
            stripped = re.sub(r"^\[[ xX]\]\s+", "", stripped)
        current.append(stripped)
    close()
    return [" ".join(b) for b in blocks]


def _clean(text: str) -> str:
    spans: list[str] = []

    def keep(m: re.Match[str]) -> str:
        spans.append(m.group())
        return f"\x00{len(spans) - 1}\x00"

    text = re.sub(r"`[^`]+`", keep, text)  # inline code as written, backticks kept
    text = _IMAGE.sub("", text)
    text = _LINK.sub(r"\1", text)
    text = _REFLINK.sub(r"\1", text)
    text = _HTML.sub("", text)
    for _ in range(2):
        text = _BOLD.sub(r"\2", text)
        text = _EM_STAR.sub(r"\1", text)
        text = _EM_UNDER.sub(r"\1", text)
    text = _STRIKE.sub(r"\1", text)
    text = text.replace("&nbsp;", " ").replace("&amp;", "&")
    text = re.sub(r"\x00(\d+)\x00", lambda m: spans[int(m.group(1))], text)
    return _CALLOUT.sub("", re.sub(r"\s+", " ", text).strip())


def _sentences(block: str) -> list[str]:
    parts = _SPLIT.split(block)
    merged: list[str] = []
    for part in parts:
        if merged and _ABBREV.search(merged[-1]):
            merged[-1] += " " + part
        else:
            merged.append(part)
    return merged


def _declarative(s: str) -> bool:
    words = s.split()
    if not 6 <= len(words) <= 35 or not s.endswith(".") or s.endswith(("..", ":.")):
        return False
    if _BAD.search(s) or s.count("`") % 2 or s.count('"') % 2 or s.count("(") != s.count(")"):
        return False
    first = words[0].lower().strip(",")
    if not (s[0].isupper() or s[0] == "`") or first in _IMPERATIVE or first in _MODALS or first in ("do", "does"):
        return False
    prose = re.sub(r"`[^`]*`", "", s)
    if len(re.findall(r"[A-Za-z]{2,}", prose)) < 4:  # inline-code-only
        return False
    finite = set(_MODALS) | set(_THIRD) | {"do", "does", "did", "had", "be", "been", "cannot"}
    return any(w in finite or w.endswith("ed") or "n't" in w for w in re.findall(r"[a-z']+", prose))  # a verb, not a fragment


def doc_sentences(repo: Path) -> list[tuple[str, str]]:
    """(file, sentence) for every declarative sentence of the repository's Markdown docs, in order."""
    files = subprocess.run(["git", "-C", str(repo), "ls-files", "*.md"], capture_output=True, text=True, check=True).stdout.split()
    out, seen = [], set()
    for rel in sorted(files):
        if "licen" in rel.lower():
            continue
        for block in _prose_blocks((repo / rel).read_text(errors="replace")):
            for s in _sentences(_clean(block)):
                if _declarative(s) and s not in seen:
                    seen.add(s)
                    out.append((rel, s))
    return out


# --- corruptions ---------------------------------------------------------------------------------

_NUMBER = re.compile(r"(?<![\w.\-/])(\d+(?:[.,]\d+)*)(?![\w/]|\.\d)")
_WORDS = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve"]
_NUMWORD = re.compile(r"\b(" + "|".join(_WORDS[2:]) + r")\b", re.IGNORECASE)  # not "one": a pronoun as often
_BACKTICK = re.compile(r"`([^`\s]+)`")
_BARE_ID = re.compile(
    r"(?<![\w`/.-])("
    r"--?[a-z][\w-]*"  # flags
    r"|[A-Za-z_][\w]*_[\w]+"  # snake_case
    r"|[a-z]+[A-Z][A-Za-z0-9]*"  # camelCase
    r"|[A-Za-z][\w-]*(?:\.[A-Za-z0-9][\w-]*)+"  # dotted: vite.config.js, os.environ
    r"|(?:\.{0,2}/|~/)?[\w.-]+(?:/[\w.-]+)+"  # paths
    r")(?![\w`/-])"
)
_WORD = re.compile(r"[A-Za-z][A-Za-z0-9'’.+-]*[A-Za-z0-9+]|[A-Za-z]")
_ABBREVS = {"e.g", "i.e", "etc", "vs", "cf"}


def _shape(token: str) -> str:
    if token.endswith("()"):
        return "call"
    if token.startswith("-"):
        return "flag"
    if "/" in token:
        return "path"
    if token.startswith(".") or re.search(r"[^\w.-]", token):
        return "other"
    if re.fullmatch(r"[A-Z][A-Z0-9_]+", token):
        return "constant"
    if "." in token.strip("."):
        return "dotted"
    if "_" in token:
        return "snake"
    if "-" in token:
        return "kebab"
    if re.search(r"[a-z][A-Z]", token):
        return "camel"
    return "word"


def _signature(token: str) -> str:
    """Character classes, runs collapsed: `vite.config.js` -> "a.a.a", `v0.12` -> "a0.0", `.env*` -> ".a*"."""
    return re.sub(r"(.)\1+", r"\1", re.sub(r"\d", "0", re.sub(r"[A-Za-z_]", "a", token)))


def _identifiers(s: str) -> list[tuple[int, int, str]]:
    """(start, end, token) of code identifiers: backticked spans without spaces, and bare tokens of code shape."""
    spans = [(m.start(1), m.end(1), m.group(1)) for m in _BACKTICK.finditer(s)]
    code = [(m.start(), m.end()) for m in re.finditer(r"`[^`]*`", s)]
    for m in _BARE_ID.finditer(s):
        tok = m.group(1).rstrip(".")
        if tok.lower().rstrip(".") in _ABBREVS or any(a <= m.start(1) < b for a, b in code):
            continue
        if _shape(tok) == "path" and not (tok.count("/") >= 2 or "." in tok or tok.startswith(("~", "/", "."))):
            continue  # "and/or", "input/output"
        if _shape(tok) == "dotted" and re.fullmatch(r"[A-Z][a-z]+\.[a-z]+", tok):
            continue  # "Node.js" is a name
        spans.append((m.start(1), m.start(1) + len(tok), tok))
    return sorted(spans)


class Vocabulary:
    """What one repository's docs offer as replacements: identifiers by shape, proper names."""

    def __init__(self, sentences: list[tuple[str, str]]) -> None:
        self.ids: dict[str, list[str]] = defaultdict(list)
        capitalized: Counter[str] = Counter()
        lower: set[str] = set()
        for _, s in sentences:
            for _a, _b, tok in _identifiers(s):
                pool = self.ids[_shape(tok)]
                if tok not in pool:
                    pool.append(tok)
            prose = re.sub(r"`[^`]*`", " ", s)
            words = _WORD.findall(prose)
            for j, w in enumerate(words):
                if w[0].islower():
                    lower.add(w.lower())
                elif j > 0 and not prose.split()[0].startswith(w):
                    capitalized[w] += 1
        self.names = sorted(
            w for w in capitalized
            if w.lower() not in lower and len(w) >= 3 and w.lower() not in _COMMON and w not in _NOT_NAMES
            and re.fullmatch(r"[A-Z][A-Za-z0-9]*[a-z][A-Za-z0-9]*(?:\.js)?", w) and not re.fullmatch(r"[A-Z]+s", w)
        )  # fmt: skip
        self.lower = lower
        self.proper = {w for w in capitalized if w.lower() not in lower}  # capitalized mid-sentence, never lower-cased


_COMMON = set(
    """the a an this that these those it its if when while for and or but so then there here however also
    with without by from to in on of at as is are was were be this note see example examples because since
    although though yes no not all any each every some many most other others both either neither one
    first second third last next new old default""".split()
)  # fmt: skip


# capitalized in these docs' titles and phrases ("Board of Directors", "GitHub Actions"), not names
_NOT_NAMES = set(
    """Actions App Awesome Baseline Board Bugfixes Conditional Container Council Counting Creation Customization
    Dashboard Directors Discussions False Foundation Info Internet Kit Land Lightning Minifier Newly Pages
    Paint Policy Redistributable Regexp Registry Router Silicon Studio Subsystem Trademark True Visual Widely""".split()
)  # fmt: skip


def _corrupt_number(s: str, rng: random.Random) -> str | None:
    code = [(m.start(), m.end()) for m in re.finditer(r"`[^`]*`", s)]
    numbers = [m for m in _NUMBER.finditer(s) if not any(a <= m.start() < b for a, b in code)]
    words = list(_NUMWORD.finditer(s))
    choices: list[tuple[int, int, str]] = []
    for m in numbers:
        text = m.group(1)
        if re.fullmatch(r"\d+", text):
            n = int(text)
            if 1900 <= n <= 2100:
                new = str(n + rng.choice([-3, -2, -1, 1, 2, 3]))
            elif n < 10:
                new = str(rng.choice([k for k in range(1, 13) if k != n]))
            else:
                new = str(rng.choice([n * 2, n + max(1, n // 2), max(1, n // 2)]))
                new = new if new != text else str(n + 1)
            if len(text) > 1 and text.startswith("0"):
                new = new.zfill(len(text))
        elif "," in text and re.fullmatch(r"\d{1,3}(,\d{3})+", text):
            new = f"{int(text.replace(',', '')) * 2:,}"
        else:  # 1.5, 0.40.6: another last component
            head, _, last = text.rpartition(".")
            new = f"{head}.{int(last) + rng.choice([1, 2, 3]) if last.isdigit() else last}"
        if new != text:
            choices.append((m.start(1), m.end(1), new))
    for m in words:
        before = s[: m.start()].split()[-1:]
        if (
            any(a <= m.start() < b for a, b in code)
            or m.start() == 0
            or (before and before[0].lower() in {"the", "this", "that", "any", "no", "every", "each"})
        ):
            continue  # "the one used": not a count
        n = _WORDS.index(m.group(1).lower())
        new = _WORDS[rng.choice([k for k in range(2, 13) if k != n and abs(k - n) <= 3])]
        new = new.capitalize() if m.group(1)[0].isupper() else new
        choices.append((m.start(1), m.end(1), new))
    if not choices:
        return None
    a, b, new = rng.choice(choices)
    return s[:a] + new + s[b:]


def _corrupt_identifier(s: str, vocab: Vocabulary, rng: random.Random) -> str | None:
    spans = _identifiers(s)
    rng.shuffle(spans)
    for a, b, tok in spans:
        pool = [t for t in vocab.ids.get(_shape(tok), []) if t != tok and t not in s and t.lower() != tok.lower()]
        pool = [t for t in pool if _signature(t) == _signature(tok)] or pool
        if pool:
            return s[:a] + rng.choice(sorted(pool)) + s[b:]
    return None


def _corrupt_name(s: str, vocab: Vocabulary, rng: random.Random) -> str | None:
    names = set(vocab.names)
    code = [(m.start(), m.end()) for m in re.finditer(r"`[^`]*`", s)]
    first = re.match(r"\S+", s)
    found = [
        m for m in _WORD.finditer(s)
        if m.group() in names and m.start() > (first.end() if first else 0) and not any(a <= m.start() < b for a, b in code)
    ]  # fmt: skip
    rng.shuffle(found)
    for m in found:
        pool = [n for n in vocab.names if n != m.group() and n not in s and n.lower() != m.group().lower()]
        if pool:
            return s[: m.start()] + rng.choice(pool) + s[m.end() :]
    return None


_MODALS = ("is", "are", "was", "were", "can", "could", "will", "would", "should", "must", "may", "might", "has", "have")
_UNNEGATE = [
    (r"\bcannot\b", "can"), (r"\bcan't\b", "can"), (r"\bdoesn't\b", "does"), (r"\bdon't\b", "do"),
    (r"\bisn't\b", "is"), (r"\baren't\b", "are"), (r"\bwon't\b", "will"), (r"\bwasn't\b", "was"),
    (r"\bshouldn't\b", "should"), (r"\bwouldn't\b", "would"), (r"\bhasn't\b", "has"), (r"\bhaven't\b", "have"),
    (r"\b(does|do|did|is|are|was|were|will|would|should|must|may|might|could|has|have) not\b", r"\1"),
    (r"\bnever\b", "always"), (r"\bno longer\b", "still"),
]  # fmt: skip
_VERBS = set(
    """accept add allow apply automate build bundle call cause change check come contain create default define
    depend determine emit evaluate force hide import inherit invoke mark modify override prefer prevent
    produce prompt raise reload restore restart reuse show split stay throw transform transpile
    detect display enable exist expect export fail find follow generate get give handle help highlight
    ignore include inject install integrate keep let load look make match mean need offer output parse pass
    print process provide read receive rely remove render replace report require resolve return run save
    search serve set show ship skip start store support take treat trigger try unload update use want watch
    work wrap write""".split()
)  # fmt: skip


def _third_person(verb: str) -> str:
    if verb.endswith(("s", "sh", "ch", "x", "z", "o")):
        return verb + "es"
    if verb.endswith("y") and verb[-2] not in "aeiou":
        return verb[:-1] + "ies"
    return verb + "s"


_THIRD = {_third_person(v): v for v in _VERBS}


def _corrupt_negation(s: str) -> str | None:
    prose = re.sub(r"`[^`]*`", lambda m: "\0" * len(m.group()), s)  # no edits inside code
    for pattern, repl in _UNNEGATE:
        m = re.search(pattern, prose, flags=re.IGNORECASE)
        if m:
            new = m.expand(repl)
            new = new[0].upper() + new[1:] if m.group()[0].isupper() else new
            return s[: m.start()] + new + s[m.end() :]
    if re.search(r"\b(not|no|none|nothing|nor|without)\b", prose, re.IGNORECASE):
        return None  # some other negation: leave it
    start = 0
    if re.match(r"(If|When|Unless|Since|Because|Although|Though|While|Once|After|Before|Whenever|As long as)\b", prose):
        start = prose.find(",") + 1
        if start == 0:
            return None  # the main clause cannot be told apart
    for m in re.finditer(r"\b([A-Za-z]+)\b", prose):
        w = m.group(1)
        if m.start() <= start:
            continue
        if w in _MODALS:
            after = prose[m.end() :].split()
            if after and after[0] in ("only", "now", "also", "just", "even"):
                continue
            if w in ("has", "have") and not (after and re.fullmatch(r"[a-z]+(ed|en|wn|ne|un)", after[0])):
                continue  # "has a flag": a verb, not an auxiliary
            return s[: m.end()] + " not" + s[m.end() :] if w != "can" else s[: m.start()] + "cannot" + s[m.end() :]
        if w in _THIRD:
            return s[: m.start()] + "does not " + _THIRD[w] + s[m.end() :]
    return None


def corruptions(s: str, vocab: Vocabulary, rng: random.Random) -> dict[str, str]:
    out = {
        "number": _corrupt_number(s, rng),
        "identifier": _corrupt_identifier(s, vocab, rng),
        "name": _corrupt_name(s, vocab, rng),
        "negation": _corrupt_negation(s),
    }
    return {k: v for k, v in out.items() if v and v != s}


def _cite(s: str, rel: str, vocab: Vocabulary) -> str:
    first = s.split()[0].strip(",;:")
    lowered = s[0].lower() + s[1:] if first[1:].islower() and first not in vocab.proper else s  # "Per X, vite…" never
    return f"Per {rel}, {lowered}"


# --- the run -------------------------------------------------------------------------------------


def build(repo: Path, name: str, per_repo: int = PER_REPO) -> list[dict]:
    """The labelled claims for one repository: each sampled sentence verbatim and corrupted, in both forms."""
    sentences = doc_sentences(repo)
    vocab = Vocabulary(sentences)
    rng = random.Random(f"{SEED}-{name}")
    sample = sorted(rng.sample(range(len(sentences)), min(per_repo, len(sentences))))
    rows: list[dict] = []
    for k in sample:
        rel, s = sentences[k]
        variants = {"verbatim": s, **corruptions(s, vocab, rng)}
        for kind, text in variants.items():
            for form in FORMS:
                content = text if form == "uncited" else _cite(text, rel, vocab)
                i = len(rows)
                rows.append({
                    "claim": {"claim_id": f"{name}-{i}", "user_id": f"perturb-{name}-{i}", "agent_id": "coder",
                              "memory_type": "fact", "source": "ai_synthesis", "content": content},
                    "label": {"repo": name, "kind": kind, "form": form, "file": rel, "sentence": s},
                })  # fmt: skip
    return rows


def run(repos: tuple[str, ...] = REPOS, per_repo: int = PER_REPO, dump: Path | None = None) -> dict[str, list[dict]]:
    """Per repository: the labelled claims, each with its decision."""
    results: dict[str, list[dict]] = {}
    with tempfile.TemporaryDirectory(prefix="gs-perturbation-") as tmp:
        for name in repos:
            repo = _repo(name, Path(tmp))
            rows = build(repo, name, per_repo)
            claims = Path(tmp) / f"{name}.jsonl"
            claims.write_text("".join(json.dumps(r["claim"]) + "\n" for r in rows))
            config = Path(tmp) / f"{name}.toml"
            config.write_text(f'[memory]\nqdrant_path = ":memory:"\n[sources]\nroots = ["{repo}"]\n[citations]\ngit_repos = ["{repo}"]\nadr_dirs = []\n')
            out, dead = Path(tmp) / f"{name}.decisions", Path(tmp) / f"{name}.dead"
            subprocess.run([str(REPO / ".venv/bin/groundstream"), "validate", "--config", str(config), "--input", str(claims),
                            "--output", str(out), "--deadletter", str(dead), "--no-progress"],
                           check=True, capture_output=True)  # fmt: skip
            decisions = {d["claim_id"]: d for d in map(json.loads, out.read_text().splitlines())}
            for r in rows:
                r["decision"] = decisions.get(r["claim"]["claim_id"])
            results[name] = rows
            if dump is not None:
                dump.mkdir(parents=True, exist_ok=True)
                with (dump / f"{name}.claims.jsonl").open("w") as fh:
                    for r in rows:
                        fh.write(json.dumps({**r["claim"], "label": r["label"]}) + "\n")
                (dump / f"{name}.decisions.jsonl").write_text(out.read_text())
    return results


def _approved(r: dict) -> bool:
    return bool(r["decision"]) and r["decision"]["tier"] == "auto_approve"


def _share(rows: list[dict]) -> str:
    if not rows:
        return "-"
    k = sum(map(_approved, rows))
    return f"{100 * k / len(rows):.1f}% ({k}/{len(rows)})"


def report(results: dict[str, list[dict]], seconds: float) -> None:
    n_sent = {name: len({r["label"]["sentence"] for r in rows}) for name, rows in results.items()}
    print("perturbation on real repositories (tests/fixtures/sources; sentences of their docs, verbatim and")
    print("corrupted FactCC-style, uncited and citing their file, through `groundstream validate`):")
    print("  approved (tier auto_approve), % (approved/claims):")
    cols = ["verbatim", "corrupted", *KINDS, *(f"corrupt {f}" for f in FORMS)]
    print(f"  {'repo':8} {'sent':>4} " + " ".join(f"{c:>17}" for c in cols) + "  target")
    total: list[dict] = []
    for name, rows in results.items():
        total += rows
        print(f"  {name:8} {n_sent[name]:>4} " + " ".join(f"{c:>17}" for c in _cells(rows)) + f"  {_verdict(rows)}")
    print(f"  {'total':8} {sum(n_sent.values()):>4} " + " ".join(f"{c:>17}" for c in _cells(total)) + f"  {_verdict(total)}")
    print("  verbatim approved by form: " + "; ".join(
        f"{name} " + ", ".join(f"{form} {_share([r for r in rows if r['label']['kind'] == 'verbatim' and r['label']['form'] == form])}" for form in FORMS)
        for name, rows in [*results.items(), ("total", total)]
    ))  # fmt: skip
    missing = sum(1 for r in total if r["decision"] is None)
    if missing:
        print(f"  claims without a decision: {missing}")
    print(f"  target: corrupted approved <= {100 * TARGET:.0f}% in every repository; {len(total)} claims in {seconds:.0f} s")
    for name, rows in results.items():
        bad = [r for r in rows if r["label"]["kind"] != "verbatim" and _approved(r)]
        for r in bad[:5]:
            d = r["decision"]
            print(f"  [{name}] approved {r['label']['kind']}/{r['label']['form']}: {r['claim']['content']}")
            print(f"      source says: {r['label']['sentence']}  ({r['label']['file']}) -> {d['reason'][:140]}")


def _cells(rows: list[dict]) -> list[str]:
    verbatim = [r for r in rows if r["label"]["kind"] == "verbatim"]
    corrupted = [r for r in rows if r["label"]["kind"] != "verbatim"]
    return [
        _share(verbatim), _share(corrupted), *(_share([r for r in corrupted if r["label"]["kind"] == k]) for k in KINDS),
        *(_share([r for r in corrupted if r["label"]["form"] == f]) for f in FORMS),
    ]  # fmt: skip


def _verdict(rows: list[dict]) -> str:
    corrupted = [r for r in rows if r["label"]["kind"] != "verbatim"]
    rate = sum(map(_approved, corrupted)) / len(corrupted) if corrupted else 0.0
    return "PASS" if rate <= TARGET else "FAIL"


def main(dump: Path | None = None, repos: tuple[str, ...] = REPOS, per_repo: int = PER_REPO) -> None:
    started = time.perf_counter()
    results = run(repos, per_repo, dump)
    report(results, time.perf_counter() - started)


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--dump", type=Path, help="write each repository's claims with labels, and decisions, here")
    parser.add_argument("--per-repo", type=int, default=PER_REPO, help="sentences sampled per repository")
    parser.add_argument("--repos", default=",".join(REPOS), help="comma-separated, of: " + ", ".join(REPOS))
    args = parser.parse_args()
    main(args.dump, tuple(args.repos.split(",")), args.per_repo)
