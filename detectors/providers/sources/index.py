"""The full-text index of the sources: tantivy (English stemming, BM25 with block-max WAND), in RAM.

Chosen on measurement (docs/decisions.md, "Full-text search for grounding"): over a 10,000-file
tree (232,495 passages) tantivy answers a claim's query in 0.15 ms at the median and 0.41 ms at
p99 and indexes it in about a second; SQLite FTS5 took 14 ms / 46 ms and bm25s 5 ms / 6 ms. A
file's passages carry its key in a raw field, so a changed file's passages are deleted by that
term and added again; changes are committed in one batch before the next search.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass

import tantivy

from groundstream.detectors.names import names_in
from groundstream.detectors.patterns import lazy
from groundstream.detectors.verdict import Passage

_FIELDS = ["body", "context"]
_TERM = lazy(r"[a-z0-9]+")  # the query grammar's words only: no field names, operators or quotes
_WRITER_HEAP = 64 * 1024 * 1024
_NAMES = "names"  # the kind of a file's one document of what it names


@dataclass(frozen=True, slots=True)
class Stats:
    files: int
    passages: int


def _terms(words: Sequence[str]) -> list[str]:
    return list(dict.fromkeys(t for w in words for t in _TERM.findall(w.lower())))


class PassageIndex:
    """Passages by file, searchable; each file indexed once per version (size and mtime)."""

    def __init__(self) -> None:
        schema = tantivy.SchemaBuilder()
        schema.add_text_field("body", stored=True, tokenizer_name="en_stem")
        schema.add_text_field("context", stored=True, tokenizer_name="en_stem")
        schema.add_text_field("file", stored=False, tokenizer_name="raw")
        schema.add_text_field("location", stored=True, tokenizer_name="raw")
        schema.add_text_field("kind", stored=True, tokenizer_name="raw")
        schema.add_float_field("weight", stored=True)
        schema.add_text_field("scope", stored=True, tokenizer_name="raw")  # read back, never searched
        # every token a passage writes, whole and lower-cased ("--multi", "~/.config/x.toml"): what the sources name
        schema.add_text_field("names", stored=False, tokenizer_name="whitespace")
        self._schema = schema.build()
        self._index = tantivy.Index(self._schema)  # no path: in RAM
        self._writer = self._index.writer(heap_size=_WRITER_HEAP, num_threads=1)
        self._versions: dict[str, str] = {}
        self._passages: dict[str, int] = {}
        self._pending = False
        self._searcher = self._index.searcher()

    def version_of(self, file: str) -> str | None:
        return self._versions.get(file)

    def files(self) -> set[str]:
        return set(self._versions)

    def replace(self, file: str, version: str, passages: Iterable[Passage], text: str = "") -> None:
        """The file's passages, replacing whatever an earlier version left (visible after `commit`);
        `text`: the file as read, whose every token it names (a passage is cut at its length)."""
        if file in self._versions:
            self._writer.delete_documents_by_term("file", file)
        count = 0
        named = set(names_in(text))
        for p in passages:
            self._writer.add_document(tantivy.Document(
                file=file, body=p.text, context=p.context, location=p.location, kind=p.kind, weight=float(p.weight), scope=p.scope,
            ))  # fmt: skip
            if not text:  # (a commit of the history: its passages are all there is of it)
                named |= names_in(f"{p.context} {p.text}")
            count += 1
        # One document holds what the file names, searched by `unnamed` only (it has no body to match a query).
        self._writer.add_document(tantivy.Document(file=file, kind=_NAMES, location=file, body="", context="", weight=0.0, scope="",
                                                   names=" ".join(sorted(named))))  # fmt: skip
        self._versions[file] = version
        self._passages[file] = count
        self._pending = True

    def drop(self, file: str) -> None:
        self._writer.delete_documents_by_term("file", file)
        self._versions.pop(file, None)
        self._passages.pop(file, None)
        self._pending = True

    def commit(self) -> None:
        """Make what `replace` and `drop` did searchable (one segment per batch of changes)."""
        if self._pending:
            self._writer.commit()
            self._index.reload()
            self._searcher = self._index.searcher()
            self._pending = False

    def _hits(self, query: tantivy.Query, limit: int, *, committed: bool = False) -> list[Passage]:
        """`committed`: what the last commit made searchable (a file as it was before the changes pending)."""
        if not committed:
            self.commit()
        found = self._searcher.search(query, limit, count=False).hits
        out = []
        for _, address in found:
            doc = self._searcher.doc(address)
            if doc["kind"][0] == _NAMES:
                continue
            out.append(Passage(location=doc["location"][0], text=doc["body"][0], context=(doc["context"] or [""])[0],
                               weight=doc["weight"][0], kind=doc["kind"][0], scope=(doc["scope"] or [""])[0]))  # fmt: skip
        return out

    def search(self, words: Sequence[str], limit: int) -> list[Passage]:
        """The `limit` passages that best match any of `words` (BM25), best first."""
        terms = _terms(words)
        if not terms:
            return []
        return self._hits(self._index.parse_query(" OR ".join(terms), _FIELDS), limit)

    def search_near(self, any_of: Sequence[str], also: Sequence[str], limit: int) -> list[Passage]:
        """Passages that name one of `any_of`, those that also match most of `also` first."""
        need, extra = _terms(any_of), _terms(also)
        if not need:
            return []
        must = self._index.parse_query(" OR ".join(need), _FIELDS)
        query = must if not extra else tantivy.Query.boolean_query(
            [(tantivy.Occur.Must, must), (tantivy.Occur.Should, self._index.parse_query(" OR ".join(extra), _FIELDS))]
        )  # fmt: skip
        found = self._hits(query, limit * 4)
        wanted = set(extra)
        # Those that share most words with the claim first (BM25 alone favours the rare value names).
        found.sort(key=lambda p: -len(wanted & set(_TERM.findall(f"{p.context} {p.text}".lower()))))
        return found[:limit]

    def unnamed(self, names: Sequence[str]) -> list[str]:
        """Those of `names` (as `names.code_names` writes them) that no passage names (in any case)."""
        self.commit()
        return [n for n in names if not self._searcher.search(self._naming(n.lower()), 1).hits]

    def _naming(self, name: str) -> tantivy.Query:
        """The documents that name `name`: a word of letters in a passage's text or heading, any other token in a file's names."""
        if name.isalpha() and name.isascii():  # stemmed as the passages were ("choose" is indexed "choos")
            return self._index.parse_query(name, _FIELDS)
        return tantivy.Query.term_query(self._schema, "names", name)

    def passages_of(self, file: str, limit: int = 4096, *, committed: bool = False) -> list[Passage]:
        """The passages of one indexed file (its key), in no particular order; `committed`: as the
        last commit has them (before a `replace` of it not yet committed)."""
        if file not in self._versions:
            return []
        return self._hits(tantivy.Query.term_query(self._schema, "file", file), limit, committed=committed)

    def stats(self) -> Stats:
        return Stats(len(self._versions), sum(self._passages.values()))

    def close(self) -> None:
        self.commit()
