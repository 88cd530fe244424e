"""Retrieval grounding, the pure half: given passages of the operator's sources that a full-text
search found for a claim, what do they say of it? One verdict (`detectors/verdict.py`: supported,
refuted, not enough information), the same the gate asks of what a claim cites.

A passage stands under its record's title or its heading, weighed by its section: a decision
record's title, Decision and Outcome (+0.25) outrank its Context (-0.25) and its Considered Options
or Pros and Cons (-0.5: they list what was *not* chosen as much as what was, and never support
alone); a record's "Chosen option" refutes a claim stating another option it considered
(`detectors/choices.py`). Also here: what a full-text search for the claim asks for, and the other
values of an exclusive kind the claim names (what may say otherwise). Pure and deterministic.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence

from groundstream.detectors.choices import Choice
from groundstream.detectors.meaning import ALTERNATIVES, WORD, contrast, read, stem
from groundstream.detectors.normalize import normalize
from groundstream.detectors.patterns import lazy
from groundstream.detectors.reading import read as words_of
from groundstream.detectors.verdict import Label, Passage, Verdict, judge, least_versions, named_versions

__all__ = ["LEAST_WORDS", "Grounding", "Label", "Passage", "alternatives", "gives_least_version", "ground", "query_words", "set_aside", "versioned"]

# 12: a help listing's setting rows ("xfail_strict (bool): …") each a passage, as its flags' rows are; a static site generator's code
#     shortcodes read as fences (Hugo's `{{< highlight bash >}}`, `{{< codeFromInline >}}`, Jekyll's `{% highlight %}`)
# 11: a reread: a fence closed only by one like its own; a code part with its own comment stands under it; a warning's title
# 10: a reader's finds on Sphinx docs: containers, auto* directives, field lists, versions as Sphinx writes them, wrapped markup;
#     a sentence after two spaces located on its own line
# 9: each part of a code block after a blank line said by what introduces it
# 8: reStructuredText read as the Markdown it renders to (detectors/rst.py)
# 7: code under a list item or in a content tab said by the sentence introducing it; an admonition's marker no passage
# 6: the least version of a thing the claim gives a version of is searched for
VERSION = "passages/14"  # 4: what a claim sets aside is searched for; 5: a table's rule of one hyphen a cell; a name of one letter searched for
# 13: a flag and its negation lend the flag; a Markdown link definition a passage of its own
# 14: a Markdown heading with no space after its marks ("#black", as MkDocs renders it) standing alone heads its section;
#     a tuple or a one-member list of quoted strings is a list a claim may copy short
Grounding = Verdict  # what the passages showed (detectors/verdict.py)


def ground(
    claim_text: str,
    passages: Sequence[Passage],
    ambient: frozenset[str] = frozenset(),
    records: Sequence[tuple[str, Choice]] = (),
) -> Verdict:
    """What `passages` say of `claim_text` (the claim without its citations). `records`: (path,
    choice) of the decision records the passages are from. Its reason quotes the line of a
    passage most about the claim."""
    return dataclasses.replace(judge(claim_text, passages, ambient, records), about=claim_text)


def alternatives(claim_text: str) -> list[str]:
    """For a claim that names a value of an exclusive kind (a shell, a date format…), the names of
    every value of that kind: what the sources say of it may use another."""
    claim = read(claim_text)
    return list(dict.fromkeys(w for kind, _ in claim.values for w in ALTERNATIVES.get(kind, ())))


def set_aside(claim_text: str) -> list[str]:
    """The words of what a claim's contrast sets aside ("rather than Semantic Versioning"): the
    passages that state it are what may say otherwise."""
    parts = contrast(" ".join(normalize(claim_text).text.split()))
    if parts is None:
        return []
    kept = set(WORD.findall(parts[0]))
    return [w for w in dict.fromkeys(WORD.findall(parts[1])) if len(w) > 1 and w not in kept and stem(w) in read(claim_text).stems]


# The words a least version is stated with ("Python 3.7 or newer", "at least Go 1.21", "requires Rust 1.70+").
LEAST_WORDS = ("newer", "later", "above", "higher", "greater", "least", "minimum", "required", "requires", "require")


def versioned(claim_text: str) -> list[str]:
    """The things a claim gives the version a project needs of ("requires Python 3.6 or greater":
    python): a passage stating the least version of one ("Python 3.7 or newer") may say otherwise,
    however few of the claim's words it shares. Only where the claim speaks of what is needed ("the
    box runs Python 3.6 scripts" is about the box)."""
    if _NEEDED.search(normalize(claim_text).text) is None:
        return []
    return list(dict.fromkeys(name for name, _, _ in named_versions(claim_text)))


_NEEDED = lazy(
    r"\b(?:requires?|required|requirements?|needs?|needed|minimum|at least|or (?:newer|later|above|higher|greater)|supports?|supported)\b|\d\+"
)


def gives_least_version(passage_text: str, things: Sequence[str]) -> bool:
    """Whether a passage states the least version of one of `things` ("Please make sure you have Python 3.7 or newer")."""
    return any(name in things for name, _ in least_versions(passage_text))


def query_words(claim_text: str, limit: int = 16) -> list[str]:
    """The words a full-text search for the claim's subject asks for (its stop words left out;
    "NNNN-title-with-dashes" asks for nnnn, title and dashes)."""
    claim = read(claim_text)
    letters = {w.low for w in words_of(claim_text).content if len(w.low) == 1 and w.kind == "name"}  # "the C module": a name of one letter
    out: list[str] = []
    for w in WORD.findall(normalize(claim_text).text):
        if (len(w) > 1 and stem(w) in claim.stems or w in letters) and w not in out:
            out.append(w)
    return out[:limit]
