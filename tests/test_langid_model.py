"""The language model's uncompressed copy: written once, read back to the same classifier, and never an error."""

from __future__ import annotations

import os
import time
from pathlib import Path

import numpy as np
import pytest
from py3langid.langid import MODEL_FILE, LanguageIdentifier

from groundstream.detectors import langid_model
from groundstream.detectors.langid_model import cache_root, load

TEXTS = (
    "Orders live in PostgreSQL",
    "The deploy script lives in deploy/run.sh.",
    "Der Zug fährt um acht Uhr vom Gleis elf ab",
    "je pense que la réunion est demain matin",
    "Наш коллега подписывает письма именем Олена",
    "",
)


@pytest.fixture(scope="module")
def library() -> LanguageIdentifier:
    return LanguageIdentifier.from_model_file(MODEL_FILE, norm_probs=True)


def _scores(identifier: LanguageIdentifier) -> list[tuple[str, float]]:
    return [identifier.classify(text) for text in TEXTS]


def test_the_first_load_writes_a_copy_the_next_reads_and_both_classify_as_the_library(tmp_path: Path, library: LanguageIdentifier) -> None:
    first = load(tmp_path)
    assert first.source == "library"
    copies = [p for p in tmp_path.iterdir() if p.name.startswith("langid-")]
    assert len(copies) == 1 and (copies[0] / "manifest.json").is_file()
    assert not [p for p in tmp_path.iterdir() if p.name.startswith(".")]  # no staging folder left behind
    second = load(tmp_path)
    assert second.source == "cache"
    assert _scores(first.identifier) == _scores(second.identifier) == _scores(library)  # the same floats, not near ones
    assert second.identifier.rank(TEXTS[2])[:5] == library.rank(TEXTS[2])[:5]


def test_a_copy_cut_short_is_read_from_the_library_and_written_again(tmp_path: Path, library: LanguageIdentifier) -> None:
    load(tmp_path)
    (copy,) = [p for p in tmp_path.iterdir() if p.name.startswith("langid-")]
    nextmove = copy / "nextmove.npy"
    nextmove.write_bytes(nextmove.read_bytes()[: nextmove.stat().st_size // 2])
    again = load(tmp_path)
    assert again.source == "library"
    assert _scores(again.identifier) == _scores(library)
    assert load(tmp_path).source == "cache"  # mended for the next process


def test_a_copy_whose_shapes_disagree_is_not_used(tmp_path: Path, library: LanguageIdentifier) -> None:
    load(tmp_path)
    (copy,) = [p for p in tmp_path.iterdir() if p.name.startswith("langid-")]
    (copy / "manifest.json").write_text('{"classes": ["en", "fr"], "nextmove": "I", "row": "H"}', encoding="utf-8")
    again = load(tmp_path)
    assert again.source == "library"
    assert _scores(again.identifier) == _scores(library)


def test_a_cache_that_cannot_be_written_is_no_error(tmp_path: Path, library: LanguageIdentifier) -> None:
    blocked = tmp_path / "a-file"
    blocked.write_text("not a folder", encoding="utf-8")
    loaded = load(blocked)
    assert loaded.source == "library"
    assert _scores(loaded.identifier) == _scores(library)
    assert blocked.read_text(encoding="utf-8") == "not a folder"


def test_the_cache_folder_is_the_operators_choice(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    monkeypatch.setenv("GROUNDSTREAM_CACHE_DIR", str(tmp_path / "mine"))
    assert cache_root() == tmp_path / "mine"
    monkeypatch.setenv("GROUNDSTREAM_CACHE_DIR", "")
    assert cache_root() is None  # turned off: every process opens the library's model
    monkeypatch.delenv("GROUNDSTREAM_CACHE_DIR")
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "xdg"))
    assert cache_root() == tmp_path / "xdg" / "groundstream"


def test_turned_off_it_writes_nothing(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    monkeypatch.setenv("GROUNDSTREAM_CACHE_DIR", "")
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path))
    assert langid_model.load().source == "library"
    assert list(tmp_path.iterdir()) == []


def _copy(root: Path) -> Path:
    (copy,) = [p for p in root.iterdir() if p.name.startswith("langid-")]
    return copy


def test_a_copy_whose_walk_leaves_its_tables_is_not_used(tmp_path: Path, library: LanguageIdentifier) -> None:
    load(tmp_path)
    moves = _copy(tmp_path) / "nextmove.npy"
    values = np.load(moves)
    values[0] = np.iinfo(values.dtype).max  # a state past the tables: every classify would raise
    np.save(moves, values)
    again = load(tmp_path)
    assert again.source == "library"
    assert _scores(again.identifier) == _scores(library)
    assert load(tmp_path).source == "cache"


def test_an_empty_file_in_a_copy_is_mended(tmp_path: Path) -> None:
    load(tmp_path)
    (_copy(tmp_path) / "ptc.npy").write_bytes(b"")
    assert load(tmp_path).source == "library"
    assert load(tmp_path).source == "cache"


def test_a_copy_others_can_write_is_neither_used_nor_touched(tmp_path: Path, library: LanguageIdentifier) -> None:
    load(tmp_path)
    copy = _copy(tmp_path)
    copy.chmod(0o777)
    for _ in range(2):
        loaded = load(tmp_path)
        assert loaded.source == "library"
        assert _scores(loaded.identifier) == _scores(library)
    assert copy.is_dir() and copy.stat().st_mode & 0o777 == 0o777


def test_a_file_of_a_copy_replaced_by_a_link_is_not_followed(tmp_path: Path, library: LanguageIdentifier) -> None:
    load(tmp_path)
    copy = _copy(tmp_path)
    elsewhere = tmp_path / "elsewhere.json"
    elsewhere.write_text('{"classes": ["en"], "nextmove": "I", "row": "H"}', encoding="utf-8")
    (copy / "manifest.json").unlink()
    (copy / "manifest.json").symlink_to(elsewhere)
    loaded = load(tmp_path)
    assert loaded.source == "library"
    assert _scores(loaded.identifier) == _scores(library)
    assert not (_copy(tmp_path) / "manifest.json").is_symlink()  # ours, mended


def test_a_staging_folder_a_dead_writer_left_is_removed_and_a_live_one_kept(tmp_path: Path) -> None:
    load(tmp_path)
    name = _copy(tmp_path).name
    stale, live = tmp_path / f".{name}-dead", tmp_path / f".{name}-live"
    stale.mkdir(mode=0o700)
    live.mkdir(mode=0o700)
    long_ago = time.time() - 3600
    os.utime(stale, (long_ago, long_ago))
    langid_model._clear_stale(_copy(tmp_path))
    assert not stale.exists() and live.exists()
