"""The lists a text gives: an array written out (`['bun.lockb', 'bunfig.toml']`) or an enumeration
("`npm`, `cargo` and `dart`", "Linux, macOS and Windows"), each as its members, in order.

A claim that copies a list states it whole: "the default `detect_files` is `['bun.lockb',
'bunfig.toml']`" is not what a source says that gives `['bun.lock', 'bun.lockb', 'bunfig.toml']`,
though every word of the claim stands in it. `shorter_than` says when a claim's list is such a
copy, short of members the source's list has. Pure."""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache

from groundstream.detectors.meaning import STOP
from groundstream.detectors.patterns import lazy

_ITEM = r"[\w.+#/*@:-]+"  # one token: a name, a file, a version
_CODE = r"`[^`\n]{1,80}`"
# `[…]` with a comma inside, not a Markdown link's text (`[a, b](url)`)
_ARRAY = lazy(r"\[([^\[\]\n]{1,600},[^\[\]\n]{0,600})\](?!\()")
# (alternatives too: "venv, conda, mamba, or virtualenv" lists the choices)
_ENUMERATION = lazy(
    rf"(?P<code>{_CODE}(?:\s*,\s*{_CODE})+(?:,?\s+(?:and|&|or)\s+{_CODE})?|{_CODE}\s+(?:and|&|or)\s+{_CODE})"
    rf"|(?P<plain>(?<![\w.+#/*@:`-]){_ITEM}(?:,\s+{_ITEM})+,?\s+(?:and|or)\s+{_ITEM}(?![\w.+#/*@:`-]))"
)
_QUOTE = r"(?:'[^'\n,]{1,40}'|\"[^\"\n,]{1,40}\")"
# A Python tuple or list of quoted strings, one member too: "`('typing',)`", "['typing']" (a value whole, as an array is; a
# one-member tuple has its comma, a one-member list its quotes: not a parenthesis, a link's text or a footnote, "[1]", nor a
# call's arguments or a subscript, "open('x', 'rb')", "os.environ['HOME']")
_LITERAL = lazy(rf"(?<![\w.)\]])(?:\(\s*((?:{_QUOTE}\s*,\s*)+(?:{_QUOTE}\s*)?)\)|\[\s*({_QUOTE})\s*\](?!\())")
_QUOTED_RUN = lazy(rf"(?<![\w'\"]){_QUOTE}(?:\s*,\s*{_QUOTE})+(?:,?\s+(?:and|or)\s+{_QUOTE})?(?!\s*,|[\w'\"]|\s*,?\s*(?:and|or)\b)")
_VALUE = lazy(r"[A-Z\d._/+#-]")  # a name or a value has a capital, a digit or a mark in it
_SPLIT = lazy(r"\s*,\s*(?:and\s+|&\s+|or\s+)?|,?\s+(?:and|&|or)\s+")
_QUOTES = "'\"` "
_SOME = lazy(r"\b(?:such as|like|including|includes?|e\.g\.|for example|for instance|at least|among|some|several)\b", re.IGNORECASE)
_LONGEST = 2000  # characters of a claim read for lists: the plain pattern backtracks on a long run of commas
SHARE = 0.75  # of a source's list a claim's enumeration names, in its order, to be a copy of it (not a few picked out)
_LEAST = 3  # members of an enumeration (not an array) that make a copy: two are a pair picked out
COMPLETE_SHARE = 0.5  # … of a source's list an enumeration given as the whole ("the backends are a, b, c, or d") names to be a copy
# what gives a list as the whole of a thing: "are", "is one of", "as", "namely", a colon, right before it
_COMPLETE = lazy(r"(?:\b(?:are|were|is one of|was one of|as|namely|being)|:)\s+$", re.IGNORECASE)


@dataclass(frozen=True, slots=True)
class Listed:
    members: tuple[str, ...]  # lower-cased, quotes and backticks taken off
    written: tuple[str, ...]  # as the text writes them (quotes off)
    array: bool  # written out as an array: a value whole
    values: bool  # an array, code, or names and values ("Linux", "v1.2"): not words of prose ("fast, simple and free")
    complete: bool = False  # given as what a thing is, after "are", "as", "namely" or a colon: the whole list, not a few picked out


@lru_cache(maxsize=8192)
def lists_in(text: str) -> tuple[Listed, ...]:
    """Every list `text` gives, arrays first."""
    out: list[Listed] = []
    if "[" in text:
        for m in _ARRAY.finditer(text):
            items = [i.strip(_QUOTES) for i in m.group(1).split(",")]
            if len(items) >= 2 and all(items) and all(" " not in i for i in items):
                out.append(Listed(tuple(i.lower() for i in items), tuple(items), True, True))
    if "(" in text or "[" in text:
        for m in _LITERAL.finditer(text):
            items = [i.strip(_QUOTES) for i in (m.group(1) or m.group(2)).split(",") if i.strip(_QUOTES)]
            members = tuple(i.lower() for i in items)
            if items and all(" " not in i for i in items) and not any(o.array and o.members == members for o in out):
                out.append(Listed(members, tuple(items), True, True))
    if "'," in text or '",' in text:
        # quoted values run with commas alone, as a help text gives its choices ("**Options:** *'auto', 'none', 'websockets'*")
        for m in _QUOTED_RUN.finditer(text):
            items = [i.strip(_QUOTES) for i in _SPLIT.split(m.group()) if i.strip(_QUOTES)]
            if len(items) < 3:
                continue
            before = text[max(0, m.start() - 30) : m.start()]
            complete = _COMPLETE.search(before) is not None or re.search(r":\W{0,4}$", before) is not None
            out.append(Listed(tuple(i.lower() for i in items), tuple(items), False, True, complete))
    if "," in text or " and " in text or "&" in text:
        for m in _ENUMERATION.finditer(text):
            items = [i.strip(_QUOTES).rstrip(".:") for i in _SPLIT.split(m.group()) if i.strip(_QUOTES).rstrip(".:")]
            if len(items) >= 2:
                values = m.group("code") is not None or all(_VALUE.search(i) for i in items) or _names(items)
                complete = _COMPLETE.search(text, max(0, m.start() - 30), m.start()) is not None
                out.append(Listed(tuple(i.lower() for i in items), tuple(items), False, values, complete))
    return tuple(out)


def _names(items: list[str]) -> bool:
    """Members no everyday words are, written plainly ("venv, uv, conda, mamba, or virtualenv": tools' names; not "fast,
    simple and free"): each uncommon or of three letters at most, two uncommon at least."""
    from groundstream.detectors.reading import uncommon  # (reading's word frequencies: loaded once, on the first list of plain words)

    named = [i for i in items if _VALUE.search(i) or uncommon(i.lower())]
    return len(named) >= 2 and all(i in named or len(i) <= 3 for i in items)


def shorter_than(claim: str, source: str) -> tuple[Listed, Listed] | None:
    """A list of the claim the source gives longer (the claim's list, the source's), when the
    claim's is a copy of it: every member the claim names stands in the source's list in the
    claim's order, and the claim's is an array or names three members and three quarters of the
    source's at least (half, where the claim gives its list as the whole of a thing: "the backends are a,
    b, c, or d", "lists them as …"), not as examples ("such as", "including"), and the source does not give the claim's
    list as it is too. None otherwise (a claim naming a few of many, "supports `npm` and `cargo`",
    picks them out; it does not give the list)."""
    if len(claim) > _LONGEST:
        return None
    theirs = lists_in(source[:_LONGEST])
    if not theirs:
        return None
    some = _SOME.search(claim) is not None  # "such as X, Y and Z", "including …": examples, not the list
    for mine in lists_in(claim):
        if any(other.members == mine.members for other in theirs) or (some and (not mine.array or len(mine.members) == 1)):
            continue  # the source gives the claim's own list too ("stable ships a, b, c; nightly a, b, c, d")
        for other in theirs:
            if not other.values or len(other.members) <= len(mine.members) or not _in_order(mine.members, other.members):
                continue
            share = COMPLETE_SHARE if mine.complete else SHARE
            if mine.array and other.array or (
                len(mine.members) >= _LEAST and len(mine.members) >= share * len(other.members)
            ):  # fmt: skip
                return mine, other
    return None


# "only on `x86_64`", "`x86_64` only": the claim says no other member is so (not "not only").
_ONLY_BEFORE = lazy(r"(?<!not )\bonly\b(?:\s+[\w'-]+){0,3}?\s+(?P<code>" + _CODE + r")")
_ONLY_AFTER = lazy(r"(?P<code>" + _CODE + r")\s+only\b")


def _only_member(claim: str) -> str | None:
    """The member, written as code, that the claim's "only" restricts ("only on `x86_64`", "`x86_64` only"), or None."""
    if "only" not in claim or "`" not in claim:
        return None
    found = _ONLY_BEFORE.search(claim) or _ONLY_AFTER.search(claim)
    return found.group("code").strip(_QUOTES).lower() if found else None


def only_listed(claim: str, source: str) -> bool:
    """Whether the source lists the member the claim's "only" restricts ("only on `x86_64`" beside "macOS (`x86_64`)")."""
    member = _only_member(claim)
    if member is None:
        return False
    alone = re.search(rf"\(\s*`{re.escape(member)}`\s*\)", source[:_LONGEST].lower()) is not None  # "macOS (`x86_64`)": a list of one
    return alone or any(member in theirs.members for theirs in lists_in(source[:_LONGEST]))


def only_of(claim: str, source: str) -> tuple[str, Listed] | None:
    """Where the claim says a thing is so of one member only ("supports macOS only on `x86_64`") and
    the source lists that member with others ("macOS (`x86_64`, `aarch64`)"): the member, and the
    source's list. None otherwise."""
    member = _only_member(claim) if len(claim) <= _LONGEST else None
    if member is None:
        return None
    # the claim's own list, when "only" leads one ("only required for `a`, `b` and `c`")
    named = next((set(mine.members) for mine in lists_in(claim) if member in mine.members), {member})
    for theirs in lists_in(source[:_LONGEST]):
        if theirs.values and member in theirs.members and not set(theirs.members) <= named:
            return member, theirs
    return None


def _in_order(few: tuple[str, ...], many: tuple[str, ...]) -> bool:
    """Whether each of `few` stands in `many`, in the same order."""
    rest = iter(many)
    return all(any(x == y for y in rest) for x in few)


# A list given with its count: "two run environments, format and py310", "three maintainers: `a`, `b` and `c`"
# (the count, up to two words before its plural noun, then the members named, called, after a colon or a comma)
_COUNTS = {"two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8, "nine": 9, "ten": 10}
_COUNTED = lazy(
    rf"\b(?P<count>{'|'.join(_COUNTS)}|[2-9]|10)\s+(?P<noun>(?:[\w-]+\s+){{0,2}}?[\w-]+s)\b(?:\s*[:,(]\s*|\s+(?:named|called|namely)\s+)"
    rf"(?P<items>(?:{_CODE}|{_ITEM})(?:(?:\s*,\s*|,?\s+(?:and|&)\s+)(?:{_CODE}|{_ITEM})){{1,9}})",
    re.IGNORECASE,
)


# What puts a counted list in the past or aside ("two former maintainers", "previously had two jobs"): not the claim's list now
_PAST = lazy(r"\b(?:former|formerly|previous|previously|originally|initially|used to|until|no longer|earlier|legacy|deprecated"
                   r"|back then|at the time|in (?:19|20)\d\d|before v?\d[\w.]*)\b", re.IGNORECASE)
_PAST_VERB = lazy(r"\b(?:had|was|were)\b", re.IGNORECASE)  # (of the clause's own verb: after its last comma)
# words before a counted noun that make another set of things ("two optional plugins" are not "two plugins"); others qualify the same set
_OTHER_SET = frozenset({"optional", "required", "default", "extra", "additional", "legacy", "old", "new", "former", "deprecated", "core", "main",
                        "other", "more", "built-in", "builtin", "official", "third-party", "experimental", "external", "internal", "previous"})
_PRONOUN = frozenset({"it", "they", "this", "these", "that", "those", "he", "she"})
_CLAUSE = lazy(r"[.;!?]\s|\n")


@dataclass(frozen=True, slots=True)
class _Count:
    listed: Listed
    noun: str  # the counted noun as written, lower-cased ("run environments")
    before: tuple[str, ...]  # the clause's words before the count, as written ("The", "nightly", "workflow", "runs")
    last: str  # the words after the clause's last comma before the count ("the workflow runs" of "Unlike the old pipeline, the workflow runs")


def _counts(text: str) -> dict[tuple[int, str], _Count]:
    """Each list `text` gives with its count, by the count and its noun's last word, when it names as many members as it counts."""
    out: dict[tuple[int, str], _Count] = {}
    for m in _COUNTED.finditer(text[:_LONGEST]):
        count = _COUNTS.get(m.group("count").lower()) or int(m.group("count"))
        items = [i for i in (p.strip(_QUOTES).rstrip(".:)") for p in _SPLIT.split(m.group("items"))) if i]
        if len(items) == count:
            starts = [c.end() for c in _CLAUSE.finditer(text, 0, m.start())]
            clause = text[starts[-1] if starts else 0 : m.start()]
            listed = Listed(tuple(i.lower() for i in items), tuple(items), False, True, True)
            noun = m.group("noun").lower()
            out.setdefault((count, noun.split()[-1]), _Count(listed, noun, tuple(re.findall(r"[\w.-]+", clause)), clause.rsplit(",", 1)[-1]))
    return out


def _another_subject(mine: tuple[str, ...], theirs: tuple[str, ...]) -> bool:
    """Whether two clauses counting a list speak of two things: a word both have qualified by two others neither clause
    has beside it ("the nightly workflow", "the release workflow"; not "Django officially supports" for "Django supports"),
    a name only the claim's gives where the source's gives another ("Flask has", "Jinja has"), or a source's subject
    a pronoun whose thing an earlier sentence named ("It runs two jobs")."""
    low_mine, low_theirs = [w.lower() for w in mine], [w.lower() for w in theirs]
    if low_theirs and low_theirs[0] in _PRONOUN and not (low_mine and low_mine[0] in _PRONOUN):
        return True
    for i, word in enumerate(low_mine):
        if i == 0 or word in STOP or word not in low_theirs:
            continue
        j = low_theirs.index(word)
        a, b = low_mine[i - 1], low_theirs[j - 1] if j > 0 else ""
        if b and a not in STOP and b not in STOP and a != b and a not in low_theirs and b not in low_mine:
            return True
    names_mine = {w.lower() for w in mine if w[:1].isupper() and w.lower() not in STOP}
    names_theirs = {w.lower() for w in theirs if w[:1].isupper() and w.lower() not in STOP}
    return bool(names_mine - set(low_theirs)) and bool(names_theirs - set(low_mine))


def _another_set(mine: str, theirs: str) -> bool:
    """Whether two counted nouns with one last word name two sets: a qualifier one has that makes another set ("optional")."""
    return bool((set(mine.split()) ^ set(theirs.split())) & _OTHER_SET)


def _past(counted: _Count) -> bool:
    """Whether a counted list is of another time: a past word in its clause or its noun, a past verb after the clause's last comma."""
    return _PAST.search(f"{' '.join(counted.before)} {counted.noun}") is not None or _PAST_VERB.search(counted.last) is not None


def counted_otherwise(claim: str, source: str) -> tuple[Listed, Listed] | None:
    """Where the claim and the source each give a list with its count, the same count of the same things ("two run
    environments"), and the source names another member in place of one of the claim's, which it does not name
    anywhere: the claim's list and the source's. A member each shares, so they are the one list (tox's user guide:
    "two run environments named `format` and `3.13`" against "two run environments, format and py310"). Not where
    the source's list is a past one ("two former maintainers"), nor of another thing ("the release workflow")."""
    if not any(c in claim.lower() for c in (*_COUNTS, *"0123456789")):
        return None
    mine = _counts(claim)
    if not mine:
        return None
    theirs = _counts(source)
    lowered = source.lower()
    for key, counted in mine.items():
        other = theirs.get(key)
        listed = counted.listed
        if other is None or _another_set(counted.noun, other.noun) or set(other.listed.members) == set(listed.members):
            continue
        if set(other.listed.members).isdisjoint(listed.members) or _another_subject(counted.before, other.before):
            continue
        if _past(counted) != _past(other):  # "two former maintainers", "In 2019 the project had two": another time's list
            continue
        if all(re.search(rf"(?<![\w.-]){re.escape(m)}(?![\w-])", lowered) is None for m in set(listed.members) - set(other.listed.members)):
            return listed, other.listed
    return None


def counts_as(text: str, members: tuple[str, ...]) -> bool:
    """Whether `text` gives a list with its count whose members are `members` (lower-cased), in any order."""
    return any(set(counted.listed.members) == set(members) for counted in _counts(text).values())

