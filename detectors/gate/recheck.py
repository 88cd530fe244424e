"""A memory decided again after a source it was grounded in changed: the same verdict, the sources as they are now.

A memory keeps what grounded it (`schemas.GroundingRef`: each cited file, record or commit that
supported it, and the passage retrieval found stating it). When one of them changes, its claim is
read against the sources again, exactly as the gate reads a new claim's citations and retrieval:

- **supported**: what it cites still states it (or, uncited, a passage of the sources does: the
  passage may have moved or be worded otherwise) — the memory stays, with its new grounding;
- **refuted**: a cited source or a passage of the sources now says otherwise ("README.md:8 now
  says 'Memcached'") — not valid from now, to review;
- **not enough information**: nothing states it any more (the passage or the file is gone) — to
  review, still valid until a person decides.

A re-check that cannot be made (a verifier or the sources failed) raises `RecheckFailed`: the
caller tries again later and never counts the memory as re-checked.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from difflib import SequenceMatcher

from groundstream.detectors.gate.gate import Gate
from groundstream.detectors.gate.left_out import left_out
from groundstream.detectors.meaning import STOP, stem
from groundstream.detectors.patterns import lazy
from groundstream.detectors.support import reporting_spans, without_citations
from groundstream.detectors.verdict import OWN_GENERIC, Label, Passage, judge, quote, words_only
from groundstream.schemas import Citation, CitationKind, GroundingRef, ProviderError, Retrieval, SupportVerdict, grounding_of
from groundstream.schemas.memory import Outcome, location_path

_PASSAGE = 300  # characters of the deciding passage a re-check shows
_EDITED = 0.6  # similarity (difflib's ratio) of a passage now to the one that stated the claim, from which it is an edit of it


class RecheckFailed(RuntimeError):
    """The re-check could not be made; the memory is not re-checked (try again)."""


@dataclass(frozen=True, slots=True)
class Rechecked:
    outcome: Outcome
    reason: str
    location: str | None
    passage: str | None
    grounding: list[GroundingRef]  # what grounds it now (supported), else empty


def _citations(refs: Sequence[GroundingRef]) -> list[Citation]:
    out = []
    for r in refs:
        if r.via == "citation" and r.value and r.span is not None:
            kind = CitationKind.ADR if r.kind == "record" else CitationKind(r.kind)
            out.append(Citation(kind=kind, value=r.value, span=r.span))
    return out


def followed(ref: GroundingRef) -> bool:
    """Whether a change to this source is noticed: a file, record or commit of the [sources]; a page
    or an issue is read again only when something else makes the memory be re-checked."""
    return ref.kind in ("file", "record", "commit")


async def recheck(gate: Gate, content: str, refs: Sequence[GroundingRef]) -> Rechecked:
    """The memory `content`, grounded by `refs`, read against the sources as they are now."""
    cited = _citations(refs)
    errors: list[tuple[str, str]] = []
    citations: list[Citation] = []
    if cited:
        citations = [c for c, _ in await gate.verifier.read(cited, content, fresh=True)]
        if gate.sources is not None:
            citations = gate.digested(citations)
        failed = [c for c in citations if c.error]
        if failed:
            raise RecheckFailed(f"{failed[0].kind.value} {failed[0].value}: {failed[0].verification_reason}")
    retrieval: Retrieval | None = None
    if gate.sources is not None:
        retrieval, _ = gate.retrieve(content, cited, errors)
        if errors:
            raise RecheckFailed(f"{errors[0][0]}: {errors[0][1]}")
    gone = [r for r in refs if r.via == "citation" and r.kind == "commit" and gate.sources is not None
            and gate.sources.settings.git_repos and not gate.sources.has_commit(r.path.removeprefix("commit:"))]  # fmt: skip
    if gone:  # history rewritten: the commit object may linger, but the history no longer holds it
        sha = gone[0].path.removeprefix("commit:")
        return Rechecked("not_enough_info", f"commit {sha} is no longer in the history it was cited from", gone[0].location, None, [])
    refuting = next((c for c in citations if c.support is SupportVerdict.REFUTED), None)
    if refuting is not None:
        where = refuting.source_location or refuting.value
        return Rechecked("refuted", f"{where} now says {quote(refuting.source_span or '')}", where, _cut(refuting.source_span), [])
    if retrieval is not None and retrieval.verdict == "refuted":
        # a value says what stands in the claim's place, beside the memory's own ("now says 'Memcached', where the memory says
        # 'Redis'": a word alone tells a reviewer nothing); an opposite is read in the passage itself
        said = quote(retrieval.passage or "", about=content)
        if retrieval.expected and retrieval.conflict != "polarity":
            said = f"'{retrieval.expected}'" + (f", where the memory says '{retrieval.claimed}'" if retrieval.claimed else "")
        return Rechecked("refuted", f"{retrieval.location} now says {said}", retrieval.location, _cut(retrieval.passage), [])
    supported = all(c.verified and c.support is SupportVerdict.SUPPORTED for c in citations) if citations else (
        retrieval is not None and retrieval.verdict == "supported")  # fmt: skip
    stated = without_citations(content, [c.span for c in cited], reporting=reporting_spans(cited))
    if supported:
        now = grounding_of(citations, retrieval if not citations or _retrieved(refs) else None)
        moved = _displaced(gate, stated, refs, now)
        if moved is not None:
            return moved
        first = now[0] if now else None
        # The passage that grounded it edited to say another thing in the claim's place, while another still states it (tox's
        # config page now "``TOX_USER_CONFIG_FILE``", its FAQ still "``TOX_CONFIG_FILE``"): the edit is the news, the other
        # passage what was not brought up to date with it. Refuted, naming both, for a person to weigh. (Not where what states
        # it now is in the grounding file itself: that may be the sentence's own successor beside a new look-alike line.)
        edited_files = {r.path for r in refs if r.kind in ("file", "record")}
        elsewhere = bool(now) and all(g.path not in edited_files for g in now)
        edit = _edited(gate, stated, refs, outright=True) if elsewhere else None
        if edit is not None and not _file_states(gate, stated, edit.location):
            still = f"; {first.location} still states it" if first is not None and first.location else ""
            return Rechecked("refuted", edit.reason + still, edit.location, edit.passage, [])
        renamed = _renamed(gate, stated, now)
        if renamed is not None:
            return renamed
        location = first.location if first else None
        passage = first.passage if first else None
        return Rechecked("supported", f"still stated by {location}" if location else "still stated", location, _cut(passage), now)
    near = _nearest(gate, retrieval)
    edit = _edited(gate, stated, refs, near=near) or _dropped(gate, stated, refs) or _renamed(gate, stated, [])
    if edit is not None:
        return edit
    if citations:
        missing = next(c for c in citations if not (c.verified and c.support is SupportVerdict.SUPPORTED))
        why = missing.verification_reason or "it no longer states it"
        return Rechecked("not_enough_info", f"{missing.value} no longer states it: {why}", missing.source_location, _cut(missing.source_span), [])
    broadened = _broadened(gate, stated, retrieval)
    if broadened is not None:
        return broadened
    why = retrieval.reason if retrieval is not None else "no source is configured"
    return Rechecked("not_enough_info", f"no source states it any more: {why}", retrieval.location if retrieval else None,
                     _cut(retrieval.passage if retrieval else None), [])  # fmt: skip


def _edited(gate: Gate, stated: str, refs: Sequence[GroundingRef], outright: bool = False, near: Passage | None = None) -> Rechecked | None:
    """The passage that stated the claim, edited so that it no longer does: the same sentence (most
    of it unchanged) where a word of the claim it stated is gone ("requires Go 1.17" now "requires
    Go 1.18"). That is the source saying another thing in the claim's place: refuted. Only new text
    is an edit (a sentence the file had before is not, however like it); a passage removed
    outright, rewritten past recognition, or a file whose last version this process did not see,
    is not enough information. `outright`: only an edit the verdict reads as saying another value in the claim's place counts
    ("port 9090") or a member of its list taken out, not a word of the claim replaced (which may be the sentence said another
    way). `near`: the passage nearest the claim now, the edit where it is one of a passage that left its file (`_moved_edit`)."""
    if gate.sources is None:
        return None
    for ref in refs:
        moved = None
        edit = _edit_of(gate, ref)
        if edit is None:
            edit = moved = _moved_edit(gate, ref, near)
        if edit is None:
            continue
        old, best = edit
        found = judge(stated, (best,), gate.sources.ambient)
        if found.label is Label.SUPPORTED:
            continue
        if outright:
            c = found.conflict
            if found.label is Label.REFUTED and c is not None and c.expected and c.claimed and not _same_written(c.expected, c.claimed):
                # another value outright ("port 9090"; not the same one formatted, `env_var()` for env_var())
                values = f"'{c.expected}', where the memory says '{c.claimed}'"
                return Rechecked("refuted", f"{best.location} now says {values}", best.location, _cut(best.text), [])
        now = _said(best.text)
        # ("only" taken out is read below, with its exclusions said otherwise; "always" the verdict reads against the new sentence's exception)
        said = [w for w in found.missing if not _EXCLUSIVE.fullmatch(w) and w.lower() != "always"]
        # (outright: a member taken out of the sentence's list, one beside it kept, "CSV and Parquet files" now "CSV files")
        gone = _unlisted(old, now, said) if outright else _replaced(old, now, said, gate.sources.ambient) or _unlisted(old, now, said)
        if moved is not None:
            # (carried to another file, a sentence is often said anew: only a word of the code it quotes replaced is news,
            # a command's argument, "`brew install coreutils curl git`" now "… git bash`")
            quoted = {w for span in _CODE_SPAN.findall(ref.passage or "") for w in _words(span)}
            gone = [w for w in gone if _words(w) and set(_words(w)) <= quoted]
            if not gone:
                continue
        if not gone and not outright and _no_longer_only(stated, old, now):
            gone = ["only"]  # "the project root as the only first-party source" now "the project root, along with `src`, as the first-party sources"
        if not gone and not outright and any(w.lower() == "always" for w in found.missing) and _excepted(old, now):
            gone = ["always"]  # "appending a charset for text types" now "…, unless a charset has already been specified": not always
        if gone:
            listed = ", ".join(repr(w) for w in gone)
            return Rechecked("refuted", f"{best.location} now says {quote(best.text)}, where it said {quote(old)} (no longer {listed})",
                             best.location, _cut(best.text), [])  # fmt: skip
    return None


def _new_text(gate: Gate, p: Passage, edited: bool = False) -> bool:
    """Whether the passage is text the last change wrote: its file changed (or new) in the last refresh that changed any, and
    the text not in it before (not known: not new); `edited`: written into a file that held text before (a new file is all
    new text, but none of it an edit)."""
    if p.kind not in ("file", "record") or gate.sources is None:
        return False
    path = location_path(p.location)
    before = gate.sources.passages_before(path)
    return before is not None and gate.sources.fresh(path) and (bool(before) or not edited) and p.text not in before


def _renamed(gate: Gate, stated: str, now: Sequence[GroundingRef]) -> Rechecked | None:
    """A name in code the claim gives, renamed by the change in a sentence that gave it ("can be changed via
    ``TOX_CONFIG_FILE``" now "… via ``TOX_USER_CONFIG_FILE``", another page, not brought up to date, still saying the
    old name): the change is the news. Refuted, naming both, for a person to weigh; not where a passage new in the
    change states the claim (`now`), nor where the new name is the claim's too."""
    claimed = {w for w in _words(stated) if _code_like(w)}
    if gate.sources is None or not claimed:
        return None  # (no name in code, nothing to rename: no search)
    for g in now:
        if g.location and (p := _passage_at(gate, g.location)) is not None and _new_text(gate, p, edited=True):
            return None  # stated by a passage an edit wrote: that is the news
    try:
        found = gate.sources.search(stated)
    except ProviderError:
        raise  # (the caller's: the re-check could not be made)
    except Exception as exc:  # noqa: BLE001 - a search that fails re-checks nothing: tried again later, never "still stated"
        raise RecheckFailed(f"sources: search failed: {type(exc).__name__}: {exc}") from exc
    for p in found:
        if not _new_text(gate, p):
            continue
        was_text = _predecessor(gate, p)
        # (a sentence that stated the claim, in its words: not a tip of another thing that named it, "set `DATABASE_URL` for tests")
        if was_text is None or not _worded(stated, was_text, gate.sources.ambient):
            continue
        if judge(stated, (Passage(p.location, was_text, kind=p.kind),), gate.sources.ambient).label is not Label.SUPPORTED:
            continue
        old = _said(was_text)
        was, new = _words(old), _words(_said(p.text))
        for tag, i1, i2, j1, j2 in SequenceMatcher(None, was, new, autojunk=False).get_opcodes():
            if tag != "replace" or i2 - i1 != 1 or j2 - j1 != 1:
                continue
            w, x = was[i1], new[j1]
            if w in claimed and x not in claimed and w not in new and _code_like(x) and _akin(w, x):
                w, x = _as_written(w, old), _as_written(x, p.text)
                still = f"; {now[0].location} still states it" if now and now[0].location else ""
                why = f"{p.location} now says {quote(p.text)}, where it said {quote(old)} (no longer '{w}': now '{x}'){still}"
                return Rechecked("refuted", why, p.location, _cut(p.text), [])
    return None


def _worded(stated: str, text: str, ambient: frozenset[str]) -> bool:
    """Whether every word of the claim but its small ones and the project's own name stands in `text`, as a form of itself."""
    have = {stem(w) for w in _words(_said(text))}
    return all(stem(w) in have for w in _words(stated) if w not in STOP and stem(w) not in ambient)


def _as_written(word: str, text: str) -> str:
    """A word `_words` lower-cased, as `text` writes it."""
    m = re.search(re.escape(word), text, re.IGNORECASE)
    return m.group(0) if m else word


def _predecessor(gate: Gate, p: Passage) -> str | None:
    """The sentence a passage new in its file is an edit of: of those its file held before and holds no more, the one most
    like it (`_EDITED` or more), or None."""
    assert gate.sources is not None
    path = location_path(p.location)
    before = gate.sources.passages_before(path) or frozenset()
    current = {q.text for q in gate.sources.passages_of(path)}
    best, ratio = None, 0.0
    for b in before - current:
        if (r := _likeness(_said(b), p.text)) > ratio:
            best, ratio = b, r
    return best


_CODE_NAME = lazy(r"-{1,2}[a-z][\w-]*|[a-z]\w*_\w*|[a-z]\w*(?:\.[a-z]\w*)+")


def _code_like(word: str) -> bool:
    """A name in code as `_words` reads it: an identifier with an underscore, a dotted key or file name, a flag
    (`tox_config_file`, `project.version`, `--wrap`), not a version or a plain word."""
    return bool(_CODE_NAME.fullmatch(word))


def _akin(a: str, b: str) -> bool:
    """Two names with a part in common of three letters or more (`tox_config_file`, `tox_user_config_file`): one renamed. A
    file's extension or a host's domain ("yml", "json", "dev") and a word every such name has ("file", "dir") are no part of
    what it names."""

    def parts(name: str) -> set[str]:
        pieces = name.split(".")
        core = ".".join(pieces[:-1]) if len(pieces) > 1 else name
        return {x for x in re.split(r"[_.-]+", core) if len(x) >= 3 and x not in _GENERIC_PARTS}

    return bool(parts(a) & parts(b))


_GENERIC_PARTS = frozenset("file files dir path url uri name var env config conf settings value key home default test tests".split())


def _file_states(gate: Gate, stated: str, location: str | None) -> bool:
    """Whether a passage of the file at `location` states the claim (the edited sentence's successor may be another than the
    new line most like it: "listens by default on port 8080" beside a new "listens on port 8443 too")."""
    if gate.sources is None or not location:
        return False
    passages = tuple(gate.sources.passages_of(location.rsplit(":", 1)[0]))
    return bool(passages) and judge(stated, passages, gate.sources.ambient).label is Label.SUPPORTED


def _same_written(a: str | None, b: str | None) -> bool:
    """Whether two values are one written otherwise: the same letters, digits and underscores (`env_var()`, env_var)."""
    x, y = re.sub(r"\W", "", (a or "").lower()), re.sub(r"\W", "", (b or "").lower())
    return bool(x) and x == y


_OWN_KINDS = frozenset({"command", "subcommand"})  # "the `sync` command": what a project's own subcommand is called
_OF = frozenset({"of", "from", "in", "by", "with", "via", "for"})  # "the `sync` command of uv": another program's


def _own_dropped(was: Sequence[str], new: Sequence[str], i1: int, i2: int, j1: int, j2: int, own: frozenset[str]) -> bool:
    """Whether the edit `was[i1:i2]` → `new[j1:j2]` only took the project's own name off the subcommand after it, which stays
    ("pipenv sync" now "the sync command", "`sync`"): no word but a small one put in its place, the subcommand next in both, and no
    other program named for it after ("the sync command of uv", "sync from log4brains")."""
    names = own - OWN_GENERIC
    taken = [w for w in was[i1:i2] if any(c.isalnum() for c in w)]  # (a prompt's "$" before it, "``$ pipenv sync``", is no word)
    if not taken or not all(w.isalpha() and stem(w) in names for w in taken) or not all(w in STOP for w in new[j1:j2]):
        return False
    if i2 >= len(was) or j2 >= len(new) or was[i2] != new[j2]:
        return False
    after = list(new[j2 + 1 : j2 + 3])
    if after and after[0] in _OWN_KINDS:
        after = after[1:]
    return not after or after[0] not in _OF


_COORDINATORS = frozenset({"or", "and", "nor"})  # (not a comma: "On Windows, install via pip" now "Install via pip" says less)
_MEMBER_MOST = 4  # words of one member of a list: a longer run taken out is a clause, not a member


def _unlisted(old: str, now: str, missing: Sequence[str]) -> list[str]:
    """The claim's words that stood in the passage as a member of a list the edit took out, the
    member beside it kept ("a `pyproject.toml` or `setup.py` file" now "a `pyproject.toml` file";
    "unittest and nose test suites" now "unittest test suites"; of one-word members set off by
    commas alone, three of them: "Proto, For, Port to populate" now "Proto, For to populate"): the list no longer holds them, so
    the passage says otherwise, not only less. A word dropped that was no member ("the current
    directory" now "the directory") is the passage saying less: not counted."""
    was, new = _listed(old), _listed(now)
    out: list[str] = []
    for tag, i1, i2, _, _ in SequenceMatcher(None, was, new, autojunk=False).get_opcodes():
        if tag != "delete":
            continue
        run = was[i1:i2]
        member = [w for w in run if w not in _COORDINATORS and w != ","]
        if not member or len(member) > _MEMBER_MOST or any(w in _COORDINATORS for w in run[1:-1]):
            continue
        if run[0] in _COORDINATORS and run[-1] not in _COORDINATORS:
            beside = was[i1 - 1] if i1 else None  # "X or Y" now "X"
        elif run[-1] in _COORDINATORS and run[0] not in _COORDINATORS:
            beside = was[i2] if i2 < len(was) else None  # "Y or X" now "X"
        elif (beside := _comma_member(was, i1, i2)) is None:
            continue
        if beside is None or beside in STOP or beside in _COORDINATORS or beside not in new:
            continue
        out += [w for w in missing if w not in out and (parts := _words(w)) and all(p in member for p in parts)]
    return out


def _comma_member(was: Sequence[str], i1: int, i2: int) -> str | None:
    """The member kept beside `was[i1:i2]`, a comma and one word taken out of a list of three or more
    set off by commas alone, each member one plain word ("Proto, For, Port to populate" now "Proto, For
    to populate"): first, last or between. None for anything else: an adverb or an aside set off
    ("Finally, optionally, run …", "run the tool, twice, to warm …", "In 2023, Alice, the maintainer").
    (A word of a list is plain when it is no small word and no adverb in -ly.)"""
    run = was[i1:i2]
    if len(run) != 2 or "," not in run or run[0] == run[1]:
        return None

    def plain(k: int) -> bool:
        return 0 <= k < len(was) and was[k] not in STOP and was[k] not in _COORDINATORS and was[k] != "," and not (
            was[k].endswith("ly") and was[k].isalpha())  # fmt: skip

    def comma(k: int) -> bool:
        return 0 <= k < len(was) and was[k] == ","

    x = i1 + 1 if run[0] == "," else i1  # the word taken out
    if not plain(x):
        return None
    if run[0] == ",":  # "A, B, X" now "A, B" or "A, X, B" now "A, B": the member before it kept
        around = (plain(i1 - 1) and comma(i1 - 2) and plain(i1 - 3)) or (plain(i1 - 1) and comma(i2) and plain(i2 + 1))
        return was[i1 - 1] if around else None
    # "X, A, B" now "A, B" or "A, X, B" now "A, B": the member after it kept
    around = (plain(i2) and comma(i2 + 1) and plain(i2 + 2)) or (plain(i2) and comma(i1 - 1) and plain(i1 - 2))
    return was[i2] if around else None


def _listed(text: str) -> list[str]:
    """`_words`, with commas kept as words of their own (a member is set off by "or", "and" or "nor", not by a comma alone)."""
    return [w for w in (w.rstrip(".") for w in re.findall(r"[\w.+-]+|,", text.lower())) if w]


_EXCLUSIVE = lazy(r"\b(?:only|solely|exclusively)\b", re.IGNORECASE)


def _no_longer_only(stated: str, old: str, now: str) -> bool:
    """Whether the claim says "only" and the edit took the passage's "only" out: what was the one
    thing ("we only support ini-style") is no longer said to be (now "we support the following
    formats:"), and the claim's "only" is what the passage no longer holds."""
    if _EXCLUSIVE.search(stated) is None or _EXCLUSIVE.search(old) is None or _EXCLUSIVE.search(now) is not None:
        return False
    # (an exclusion said another way is kept: "only runs on tags" now "runs on tags, never on branches")
    return not (set(_words(now)) - set(_words(old))) & _EXCLUDING


_BOTH = lazy(r"\bboth\b[^.;:]{1,80}?\band\b", re.IGNORECASE)  # "available on both `Client` and `AsyncClient`"


def _broadened(gate: Gate, stated: str, retrieval: Retrieval | None) -> Rechecked | None:
    """The claim restricts ("only available with the async client") and the passage nearest it now, written by the change,
    states the rest of it without the restriction and says it of more ("available on both `Client` and `AsyncClient`"):
    what the memory said was the one case no longer is. Refuted. Not where it says the restriction another way ("not for
    previews", "never from `main`")."""
    if gate.sources is None or retrieval is None or not retrieval.missing:
        return None
    if not all(_EXCLUSIVE.fullmatch(w) for w in retrieval.missing) or _EXCLUSIVE.search(stated) is None:
        return None
    p = _nearest(gate, retrieval)
    if p is None or not _new_text(gate, p) or _EXCLUSIVE.search(p.text) is not None or set(_words(p.text)) & _EXCLUDING:
        return None
    claimed = {stem(w) for w in _words(stated) if w not in STOP}
    clause = max(re.split(r"[.;:!?]\s", p.text), key=lambda c: len(claimed & {stem(w) for w in _words(c)}))
    if _BOTH.search(clause) is None:
        return None  # ("runs on the leader node; both the API and the workers read it": another clause's)
    return Rechecked("refuted", f"{p.location} now says {quote(p.text)} (no longer '{retrieval.missing[0]}')", p.location, _cut(p.text), [])


_EXCEPTING = frozenset({"unless", "except", "excepting", "excluding", "barring"})


_EXCEPTING_TWO = frozenset({("other", "than"), ("apart", "from"), ("but", "not")})


def _excepted(old: str, now: str) -> bool:
    """Whether the edit put an exception into the sentence, a clause that opens with it ("…, unless a charset has already been
    specified"; not an exception of another part, "to every mirror except the legacy one", nor the sentence saying "every"
    anew), the sentence having none before."""
    was, new = _words(old), _words(now)
    if set(was) & _EXCEPTING or {"always", "every", "each"} & (set(new) - set(was)):
        return False
    for tag, _, _, j1, _ in SequenceMatcher(None, was, new, autojunk=False).get_opcodes():
        if tag == "insert" and (new[j1] in _EXCEPTING or tuple(new[j1 : j1 + 2]) in _EXCEPTING_TWO):
            return True
    return False


_EXCLUDING = frozenset({"never", "not", "no", "none", "nothing", "nobody", "noone", "except", "without", "cannot", "can't", "won't", "isn't", "aren't",
                        "doesn't", "don't", "neither", "nor", "alone", "exclusive", "but", "most", "sole", "just", "merely", "single"})


def _dropped(gate: Gate, stated: str, refs: Sequence[GroundingRef]) -> Rechecked | None:
    """The list item that stated the claim taken out of a list still there, the claim being about
    what the list holds ("the preview style includes `x`"): the list says otherwise (`left_out`)."""
    if gate.sources is None:
        return None
    for ref in refs:
        if not ref.passage or ref.kind not in ("file", "record"):
            continue
        _, now, before = _file_now(gate, ref.path)
        if before is None:
            continue
        found = left_out(stated, ref.passage, now, before)
        if found is not None:
            lead, term = found
            why = f"{lead.location} no longer lists '{term}' under {quote(lead.text)}"
            return Rechecked("refuted", why, lead.location, _cut(lead.text), [])
    return None


def _edit_of(gate: Gate, ref: GroundingRef) -> tuple[str, Passage] | None:
    """The passage `ref` was grounded on (its words' spacing flattened) and the new sentence that is
    an edit of it (most of it unchanged), or None: still there as it was, removed, rewritten past
    recognition, or a file whose last version this process did not see."""
    if gate.sources is None or not ref.passage or ref.kind not in ("file", "record"):
        return None
    _, now, before = _file_now(gate, ref.path)
    if before is None or _still_there(ref, now):
        return None  # still there as it was (or its last version is not known): not edited
    old = _said(ref.passage)  # its words: a link's address that changed with them is no part of the edit
    best, ratio = None, 0.0
    for p in now:
        if p.text in before:
            continue  # a sentence that was there already (a neighbour moving up) is no edit of this one
        if (r := _likeness(old, p.text)) > ratio:
            best, ratio = p, r
    if best is None or _another_edit(old, best, ratio, ref, before, now):
        return None
    return old, best


_CODE_SPAN = lazy(r"`+([^`]+)`+")  # what a passage quotes as code ("`brew install coreutils curl git`")
_ROW_KEY = lazy(r"[^;:`]{1,40}: [^;]{1,80}(?=; )")  # a table row as a passage says it: "name: `npm`; description: …"


def _same_row(old: str, text: str, before: frozenset[str], now: Sequence[Passage]) -> bool:
    """Whether two passages are one table row's, by its first cell ("name: `npm`; …"), a cell no other row of the file had or
    has (not a category or a mark repeated, "Runners", "✅"): the row's edit, whichever row taken out of the table its new text
    reads more like (a row `npm2` merged into `npm`)."""
    key = _ROW_KEY.match(old)
    if key is None or not _said(text).startswith(head := key.group(0) + "; "):
        return False
    return sum(1 for b in before if _said(b).startswith(head)) <= 1 and sum(1 for p in now if _said(p.text).startswith(head)) == 1


def _moved_edit(gate: Gate, ref: GroundingRef, near: Passage | None) -> tuple[str, Passage] | None:
    """The passage `ref` was grounded on, gone from its file, and `near`, a passage of another file written by the change that
    is an edit of it (a table row moved into a page of its own with a command changed on the way: asdf's "`brew install
    coreutils curl git`" now "`brew install coreutils git`" in docs/parts/): the words of the one and the other, or None."""
    if gate.sources is None or near is None or not ref.passage or ref.kind not in ("file", "record"):
        return None
    path, now, before = _file_now(gate, ref.path)
    there = location_path(near.location)
    if there == path or before is None or _still_there(ref, now):
        return None  # the same file (read by `_edit_of`), or still there as it was
    if not _new_text(gate, near):
        return None  # a sentence its file held already is no edit of this one
    old = _said(ref.passage)
    ratio = _likeness(old, near.text)
    held = gate.sources.passages_before(there) or frozenset()
    if not ratio or _closer_before(near.text, old, ratio, held, {p.text for p in gate.sources.passages_of(there)}):
        return None
    return old, near


def _still_there(ref: GroundingRef, now: Sequence[Passage]) -> bool:
    """Whether the passage `ref` was grounded on is among a file's passages `now` as it was (its spacing aside)."""
    flat = " ".join((ref.passage or "").split())
    return any(" ".join(p.text.split())[: len(flat)] == flat for p in now)


def _nearest(gate: Gate, retrieval: Retrieval | None) -> Passage | None:
    """The passage retrieval found nearest the claim, as its file is indexed now."""
    return _passage_at(gate, retrieval.location) if retrieval is not None and retrieval.location else None


def _passage_at(gate: Gate, location: str) -> Passage | None:
    """The passage at `location` ('path:line') as its file is indexed now, or None."""
    if gate.sources is None:
        return None
    return next((p for p in gate.sources.passages_of(location_path(location)) if p.location == location), None)


def _file_now(gate: Gate, path: str) -> tuple[str, Sequence[Passage], frozenset[str] | None]:
    """A file's path, its passages and the texts it had before its last change: where it moved, when it
    is gone and a file new in the same refresh holds most of its passages (`Sources.renamed_to`; that
    file's texts before are the gone one's), edits and all ("website/docs/x.mdx" now "website/src/docs/x.md")."""
    assert gate.sources is not None
    now = gate.sources.passages_of(path)
    moved = gate.sources.renamed_to(path) if not now else None
    if moved is not None:
        path, now = moved, gate.sources.passages_of(moved)
    return path, now, gate.sources.passages_before(path)


def _likeness(old: str, text: str) -> float:
    """difflib's ratio of `text` (its words, as long as `old` and a little more) to `old`, or 0 below `_EDITED`."""
    match = SequenceMatcher(None, old, _said(text)[: len(old) + 40], autojunk=False)
    if match.real_quick_ratio() < _EDITED or match.quick_ratio() < _EDITED:
        return 0.0
    return r if (r := match.ratio()) >= _EDITED else 0.0


def _another_edit(old: str, p: Passage, ratio: float, ref: GroundingRef, before: frozenset[str], now: Sequence[Passage]) -> bool:
    """Whether `p`, like `old` by `ratio`, is the edit of another sentence of its file rather than of `old`: one gone from
    the file reads more like it (`_closer_before`), unless the two are one table row's by its first cell (`_same_row`)."""
    return not _same_row(old, p.text, before, now) and _closer_before(p.text, old, ratio, before, _kept(p, ref, now))


def _kept(best: Passage, ref: GroundingRef, now: Sequence[Passage]) -> set[str]:
    """The sentences still in the file as they were, when `best` stands where the grounded one stood:
    those were edited into nothing, so none of them is what `best` was edited from. Elsewhere, a new
    line beside like ones (a section added) is no edit of the claim's: nothing is set aside."""
    return {p.text for p in now} if best.location == ref.location else set()


_FENCE_TAG = lazy(r"```[\w+-]+")  # a fenced block's language ("```sh") is how to read it, no word it says
_LINK = lazy(r"\[([^\[\]]*)\]\([^()\s]*\)")  # a Markdown link: its text (`arr[0]` is no link)


def _said(text: str) -> str:
    """A passage's words, spacing flattened, without the links' and URLs' addresses and fences' languages."""
    return " ".join(words_only(_LINK.sub(r"\1", _FENCE_TAG.sub("```", text))).split())


def _displaced(gate: Gate, stated: str, refs: Sequence[GroundingRef], now: Sequence[GroundingRef]) -> Rechecked | None:
    """A memory the verdict finds still stated, but only by the edit of its own passage, where the
    edit put another word in the place of one of the claim's, a word the sentence still has
    elsewhere ("a new branch is created for every new release" now "… for every major release"):
    the words are all there, but the sentence no longer says what the claim says. Refuted."""
    if gate.sources is None:
        return None
    for ref in refs:
        if not ref.passage or ref.kind not in ("file", "record"):
            continue
        path, passages, before = _file_now(gate, ref.path)  # (read once for every passage that grounds it now)
        for g in now:
            if g.path != path or not g.location or g.passage_sha256 == ref.passage_sha256:
                continue  # another source, or the very passage that grounded it (unchanged)
            edit = _edit_as(ref, g.location, passages, before)
            if edit is None:
                continue
            old, best = edit
            moved = _moved_off(stated, old, _said(best.text))
            if moved is not None:
                why = f"{best.location} now says {quote(best.text)}, where it said {quote(old)} (no longer '{moved[0]}': now '{moved[1]}')"
                return Rechecked("refuted", why, best.location, _cut(best.text), [])
    return None


def _edit_as(ref: GroundingRef, location: str, now: Sequence[Passage], before: frozenset[str] | None) -> tuple[str, Passage] | None:
    """The passage at `location` when it is an edit of the one `ref` was grounded on (new text, most of it that one's), among
    its file's passages `now` and the texts it had `before` (`_file_now`)."""
    assert ref.passage
    p = next((p for p in now if p.location == location), None)
    if before is None or p is None or p.text in before:
        return None  # a sentence that was there already is no edit (or the file's last version is not known)
    old = _said(ref.passage)
    if _said(p.text)[: len(old)] == old:
        return None  # its words as they were (a link's address changed)
    ratio = _likeness(old, p.text)
    if not ratio:
        return None
    return None if _another_edit(old, p, ratio, ref, before, now) else (old, p)


def _moved_off(stated: str, old: str, now: str) -> tuple[str, str] | None:
    """The claim's phrase an edit changed in place, as it was and as it is now: `old` stated it in
    a run of two words or more the claim has too, and the edit replaced one of its content words
    with a word the claim does not have (nor a form of it: "release" for "releases", "config" for
    "configuration"), the replaced word still standing elsewhere in `now` but not put back by the
    edit itself (a word moved, "on every deploy and on every restart", is no replacement), and the
    claim's run no longer in `now` as it was."""
    claim, was, new = _words(stated), _words(old), _words(now)
    runs: dict[int, tuple[str, ...]] = {}
    for a, b, size in SequenceMatcher(None, claim, was, autojunk=False).get_matching_blocks():
        if size >= 2:
            runs.update((k, tuple(claim[a : a + size])) for k in range(b, b + size))
    stems = {stem(w) for w in claim}
    kept, flat = set(new), f" {' '.join(new)} "
    opcodes = SequenceMatcher(None, was, new, autojunk=False).get_opcodes()
    added = {stem(w) for tag, _, _, j1, j2 in opcodes if tag in ("replace", "insert") for w in new[j1:j2]}
    for tag, i1, i2, j1, j2 in opcodes:
        if tag != "replace":
            continue
        for i in range(i1, i2):
            w = was[i]
            if i not in runs or w in STOP or w not in kept or stem(w) in added or f" {' '.join(runs[i])} " in flat:
                continue
            if any(x not in STOP and stem(x) not in stems and not (x.startswith(w) or w.startswith(x)) for x in new[j1:j2]):
                return " ".join(was[max(i1 - 1, 0) : i2 + 1]), " ".join(new[max(j1 - 1, 0) : j2 + 1])
    return None


def _replaced(old: str, now: str, missing: Sequence[str], own: frozenset[str] = frozenset()) -> list[str]:
    """The claim's words the edit took out of the passage and put another thing in place of
    ("Go 1.17" now "Go 1.18"), there or elsewhere in the sentence. Words only dropped, nothing put
    in ("On Windows, install via pip" now "Install via pip"), leave the passage saying less, not
    otherwise: not enough information, not a refutation. Read twice: as words ("docs/README.md" is
    "docs" and "readme.md") and as the code a sentence quotes (`env_var()` now `env()`, a key `*`
    now `Alt-*`, which have no word of their own or share one with what replaced them). `own`: the stems of the project's
    own name, which its docs drop from a command they still name ("`pipenv sync` installs" now "The `sync` command installs")."""
    out, edited = _replaced_as(_words, old, now, missing, own)
    if edited:  # a term read as quoted counts only where the words changed too, not the formatting
        kept = set(_words(now))
        out += [w for w in _replaced_as(_terms, old, now, missing, own)[0] if w not in out and not _still_worded(w, kept)]
    return [w for w in missing if w in out and w.lower() not in _DEGREE]


# Adverbs of degree: one swapped for another ("heavily" now "highly recommended") or dropped leaves what the sentence says as it was
# (not one of manner: "sent directly to the merchant" now "sent through an escrow account")
_DEGREE = frozenset("heavily highly greatly very really quite particularly especially extremely definitely certainly actually".split())


# Words that refer to a thing named elsewhere (the list a sentence introduces, the sentence before): what they stand for is not replaced
_REFERRING = frozenset("this these that those it its they them their such".split())


def _named_after_colon(now: str) -> bool:
    """Whether the sentence names what its "this" or "these" refers to after a colon ("Builds use this runner: `macos-14`."),
    not in the list it introduces ("These package managers are updated by the community:")."""
    return ":" in now and bool(now.rsplit(":", 1)[1].strip(" .`'\""))


def _still_worded(term: str, kept: set[str]) -> bool:
    """Whether every word of a quoted term is still in the passage (`foo()` now `foo ()`: reformatted, not replaced)."""
    parts = set(_words(term))
    return bool(parts) and parts <= kept


def _replaced_as(split: Callable[[str], list[str]], old: str, now: str, missing: Sequence[str], own: frozenset[str] = frozenset()) -> tuple[list[str], bool]:
    """The words of `missing` replaced, as `split` reads the texts, and whether the edit put in a word."""
    was, new = split(old), split(now)
    replaced: set[str] = set()
    dropped: set[str] = set()
    added = False  # words the edit put in, wherever ("the team's GPG key" now "the GPG key of the release bot")
    for tag, i1, i2, j1, j2 in SequenceMatcher(None, was, new, autojunk=False).get_opcodes():
        if tag == "replace" and all(w in _REFERRING for w in new[j1:j2]) and not _named_after_colon(now):
            continue  # a thing now referred to ("Scoop package manifests are …" now "These package managers are …:"): not another
        if tag in ("replace", "delete") and _own_dropped(was, new, i1, i2, j1, j2, own):
            continue  # the project's own name dropped ("pipenv sync" now "the sync command"): the same command, no other in its place
        if tag == "replace":
            # one thing now written as two words or more ("`virtualenv`" now "virtual environment"), or a word as its longer or shorter
            # form ("prod" now "production", "config" now "configuration"), is not replaced; a name of code cut short or lengthened is
            # ("`expanded_on_startup`" now "`expanded`", "--plat" now "--platform")
            joined = "".join(new[j1:j2])
            replaced.update(w for w in was[i1:i2] if len(w) < 4 or not (joined.startswith(w) and (j2 - j1 > 1 or w.isalpha())
                                                                         or w.isalpha() and joined.isalpha() and w.startswith(joined)))
        elif tag == "delete":
            dropped.update(was[i1:i2])
        if tag in ("replace", "insert") and any(w not in STOP for w in new[j1:j2]):
            added = True
    if added:
        replaced |= dropped
    kept = set(new)
    # a part of a compound replaced while the compound's other part stays ("target-triple" now "target-tuple": no longer 'triple');
    # not one still in a word of the sentence, the hyphen dropped or the word inflected ("built-in" now "builtin", "cross-compiled" now
    # "cross-compiles")
    kept_stems = {stem(part) for word in new for part in word.split("-")}
    replaced |= {part for word in replaced if "-" in word for part in word.split("-")
                 if len(part) > 4 and part.isalpha() and stem(part) not in kept_stems and not any(part in other for other in new)}
    out = []
    for w in missing:
        parts = split(w)
        if parts and all(p in replaced and p not in kept for p in parts):
            out.append(w)
    return out, added


def _words(text: str) -> list[str]:
    """Lower-cased words, a version one word ("1.17"), a sentence's full stop not part of its last."""
    return [w for w in (w.rstrip(".") for w in re.findall(r"[\w.+-]+", text.lower())) if w]


_EDGE = ".,;:!?"  # a sentence's punctuation after a term is not part of it
_CLOSING = {"(": ")", "[": "]", "{": "}"}
_OPENING = {c: o for o, c in _CLOSING.items()}


def _terms(text: str) -> list[str]:
    """Lower-cased terms as a sentence quotes them: split at spaces, quotes, backticks and table
    bars only, so `env_var()`, `*` and `Alt-*` are each one term; an unmatched bracket around one is
    the sentence's, not the term's."""
    out = []
    for t in re.split(r"[\s`'\"|\u2018\u2019\u201c\u201d]+", text.lower().replace("\\", "")):
        t = t.strip(_EDGE)
        if t and t[0] in _CLOSING and t.count(t[0]) > t.count(_CLOSING[t[0]]):
            t = t[1:]
        if t and t[-1] in _OPENING and t.count(t[-1]) > t.count(_OPENING[t[-1]]):
            t = t[:-1]
        t = t.strip(_EDGE)
        if t:
            out.append(t)
    return out


def _closer_before(text: str, old: str, ratio: float, before: frozenset[str], current: set[str]) -> bool:
    """Whether another sentence of the file's last version, gone from it now, is more like `text`
    than `old` is: then `text` is the edit of that one ("store 729" of "store 728"), not of the
    claim's sentence. A sentence still there as it was was edited into nothing (another section's
    "install it from the official sources" that the claim's sentence now reads like)."""
    flat = _said(text)[: len(old) + 40]
    for b in before:
        if b in current:
            continue
        b = _said(b)[: len(old)]
        if b == old:
            continue
        match = SequenceMatcher(None, b, flat, autojunk=False)
        if match.real_quick_ratio() > ratio and match.quick_ratio() > ratio and match.ratio() > ratio:
            return True
    return False


def _retrieved(refs: Sequence[GroundingRef]) -> bool:
    return any(r.via == "retrieval" for r in refs)


def _cut(text: str | None) -> str | None:
    return text[:_PASSAGE] if text else None
