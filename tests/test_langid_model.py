"""The language model's uncompressed copy: written once, read back to the same classifier, and never an error."""

from __future__ import annotations

from pathlib import Path

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
