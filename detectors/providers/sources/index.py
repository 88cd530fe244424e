"""The full-text index of the sources: SQLite FTS5 (porter stemming, bm25 ranking), in memory.

Chosen on measurement (docs/decisions.md, "Full-text search for grounding"): in the standard
library, no server, a query in well under a millisecond over a 10,000-file tree, and updated
file by file. Passages live in a plain table the FTS5 index reads as its external content, so a
changed file's passages are replaced by its rows alone.
"""

from __future__ import annotations

import re
import sqlite3
from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from groundstream.detectors.passages import Passage

_SCHEMA = """
CREATE TABLE chunks(id INTEGER PRIMARY KEY, file TEXT NOT NULL, location TEXT NOT NULL, context TEXT NOT NULL,
                    body TEXT NOT NULL, weight REAL NOT NULL, kind TEXT NOT NULL);
CREATE INDEX chunks_file ON chunks(file);
CREATE VIRTUAL TABLE passages USING fts5(body, context, content='chunks', content_rowid='id',
                                         tokenize='porter unicode61');
CREATE TRIGGER chunks_ai AFTER INSERT ON chunks BEGIN
  INSERT INTO passages(rowid, body, context) VALUES (new.id, new.body, new.context);
END;
CREATE TRIGGER chunks_ad AFTER DELETE ON chunks BEGIN
  INSERT INTO passages(passages, rowid, body, context) VALUES ('delete', old.id, old.body, old.context);
END;
CREATE TABLE files(file TEXT PRIMARY KEY, version TEXT NOT NULL);
"""
_TERM = re.compile(r"[\w.+#-]+")


@dataclass(frozen=True, slots=True)
class Stats:
    files: int
    passages: int


class PassageIndex:
    """Passages by file, searchable; each file indexed once per version (size and mtime)."""

    def __init__(self) -> None:
        # One connection, used from one thread (the gate's event loop).
        self._db = sqlite3.connect(":memory:")
        self._db.executescript(_SCHEMA)

    def version_of(self, file: str) -> str | None:
        row = self._db.execute("SELECT version FROM files WHERE file = ?", (file,)).fetchone()
        return row[0] if row else None

    def files(self) -> set[str]:
        return {r[0] for r in self._db.execute("SELECT file FROM files")}

    def replace(self, file: str, version: str, passages: Iterable[Passage]) -> None:
        """The file's passages, replacing whatever an earlier version left."""
        with self._db:
            self._db.execute("DELETE FROM chunks WHERE file = ?", (file,))
            self._db.executemany(
                "INSERT INTO chunks(file, location, context, body, weight, kind) VALUES (?, ?, ?, ?, ?, ?)",
                ((file, p.location, p.context, p.text, p.weight, p.kind) for p in passages),
            )
            self._db.execute("INSERT OR REPLACE INTO files(file, version) VALUES (?, ?)", (file, version))

    def drop(self, file: str) -> None:
        with self._db:
            self._db.execute("DELETE FROM chunks WHERE file = ?", (file,))
            self._db.execute("DELETE FROM files WHERE file = ?", (file,))

    def search(self, words: Sequence[str], limit: int) -> list[Passage]:
        """The `limit` passages that best match any of `words` (bm25), best first."""
        terms = ['"' + t.replace('"', "") + '"' for w in words for t in _TERM.findall(w)]
        if not terms:
            return []
        rows = self._db.execute(
            "SELECT c.location, c.body, c.context, c.weight, c.kind FROM passages JOIN chunks c ON c.id = passages.rowid "
            "WHERE passages MATCH ? ORDER BY rank LIMIT ?",
            (" OR ".join(dict.fromkeys(terms)), limit),
        ).fetchall()
        return [Passage(location=r[0], text=r[1], context=r[2], weight=r[3], kind=r[4]) for r in rows]

    def search_near(self, any_of: Sequence[str], also: Sequence[str], limit: int) -> list[Passage]:
        """Passages that name one of `any_of`, ranked by how well they match `also` too."""
        need = " OR ".join(dict.fromkeys('"' + t.replace('"', "") + '"' for w in any_of for t in _TERM.findall(w)))
        extra = " OR ".join(dict.fromkeys('"' + t.replace('"', "") + '"' for w in also for t in _TERM.findall(w)))
        if not need:
            return []
        query = f"({need}) AND ({need} OR {extra})" if extra else need
        rows = self._db.execute(
            "SELECT c.location, c.body, c.context, c.weight, c.kind FROM passages JOIN chunks c ON c.id = passages.rowid "
            "WHERE passages MATCH ? ORDER BY bm25(passages) LIMIT ?",
            (query, limit * 4),
        ).fetchall()
        found = [Passage(location=r[0], text=r[1], context=r[2], weight=r[3], kind=r[4]) for r in rows]
        words = {t.lower() for w in also for t in _TERM.findall(w)}
        # Those that share most words with the claim first (bm25 alone favours the rare value names).
        found.sort(key=lambda p: -len(words & set(_TERM.findall(f"{p.context} {p.text}".lower()))))
        return found[:limit]

    def passages_of(self, file: str) -> list[Passage]:
        rows = self._db.execute("SELECT location, body, context, weight, kind FROM chunks WHERE file = ? ORDER BY id", (file,)).fetchall()
        return [Passage(location=r[0], text=r[1], context=r[2], weight=r[3], kind=r[4]) for r in rows]

    def stats(self) -> Stats:
        files = self._db.execute("SELECT count(*) FROM files").fetchone()[0]
        passages = self._db.execute("SELECT count(*) FROM chunks").fetchone()[0]
        return Stats(files, passages)

    def close(self) -> None:
        self._db.close()
