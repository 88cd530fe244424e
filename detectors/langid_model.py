"""py3langid's language model, read from an uncompressed copy of its arrays kept in a cache folder.

The library ships its model LZMA-compressed (4.5 MB that open to 68 MB): opening it takes ~0.35 s, most
of the first decision that reaches the model ("Orders live in PostgreSQL"). The arrays are written
once, uncompressed, to `<cache>/langid-<version>-<size>/` and read back by memory map (a few ms;
processes on one machine share the pages). The cache folder is `$GROUNDSTREAM_CACHE_DIR`, else
`$XDG_CACHE_HOME/groundstream`, else `~/.cache/groundstream`; `GROUNDSTREAM_CACHE_DIR=""` turns it off.
A copy that cannot be written, or read back whole and consistent, is no error: the model is then read
from the library, as before, and the classifier is the same either way (the same arrays).
"""

from __future__ import annotations

import json
import os
import shutil
import tempfile
from array import array
from dataclasses import dataclass
from importlib.metadata import version
from pathlib import Path
from typing import Any, Literal

import numpy as np
from py3langid.langid import MODEL_DIR, MODEL_FILE, LanguageIdentifier
from py3langid.modelio import load_model

_ARRAYS = ("ptc", "pc", "nextmove", "row", "output")
_MANIFEST = "manifest.json"


@dataclass(frozen=True)
class Loaded:
    identifier: Any  # py3langid's LanguageIdentifier (the library is untyped)
    source: Literal["cache", "library"]


def cache_root() -> Path | None:
    """Where the uncompressed copy lives, or None when the operator turned the cache off."""
    chosen = os.environ.get("GROUNDSTREAM_CACHE_DIR")
    if chosen is not None:
        return Path(chosen) if chosen.strip() else None
    xdg = os.environ.get("XDG_CACHE_HOME", "").strip()
    return (Path(xdg) if xdg else Path.home() / ".cache") / "groundstream"


def _model_path() -> Path:
    path = Path(MODEL_FILE)
    return path if path.is_absolute() else MODEL_DIR / path


def _folder(root: Path) -> Path:
    """One copy per library version and model file: an upgrade reads (and writes) its own."""
    return root / f"langid-{version('py3langid')}-{_model_path().stat().st_size}"


def _identifier(ptc: Any, pc: Any, classes: list[str], nextmove: array, row: array, output: list[int]) -> Any:
    return LanguageIdentifier(ptc, pc, classes, nextmove, output, norm_probs=True, tk_row=row)  # probabilities: a score to hold to


def _as_array(values: np.ndarray, typecode: str) -> array:
    out = array(typecode)
    out.frombytes(np.ascontiguousarray(values).data.cast("B"))
    return out


def _read(folder: Path) -> Any:
    """The identifier from the copy in `folder`; raises (OSError, ValueError, KeyError …) when it is missing or inconsistent."""
    manifest = json.loads((folder / _MANIFEST).read_text(encoding="utf-8"))
    arrays = {name: np.load(folder / f"{name}.npy", mmap_mode="r", allow_pickle=False) for name in _ARRAYS}
    classes = [str(c) for c in manifest["classes"]]
    ptc, pc, row, output = arrays["ptc"], arrays["pc"], arrays["row"], arrays["output"]
    # The shapes the classifier's walk and its scores rely on: a copy cut short fails here, not in a decision.
    if ptc.ndim != 2 or ptc.shape[1] != len(classes) or pc.shape != (len(classes),) or row.shape != output.shape:
        raise ValueError("cached language model: inconsistent shapes")
    if len(arrays["nextmove"]) < (int(row.max()) << 8) + 256 or int(output.max()) >= ptc.shape[0]:
        raise ValueError("cached language model: the walk's table is cut short")
    nextmove = _as_array(arrays["nextmove"], manifest["nextmove"])
    return _identifier(ptc, np.asarray(pc), classes, nextmove, _as_array(row, manifest["row"]), output.tolist())


def _write(folder: Path, ptc: Any, pc: Any, classes: list[str], nextmove: array, row: array, output: list[int]) -> None:
    """The arrays into a fresh folder beside `folder`, renamed into place whole: a reader sees all of a copy or none."""
    folder.parent.mkdir(parents=True, exist_ok=True, mode=0o700)
    staging = Path(tempfile.mkdtemp(prefix=f".{folder.name}-", dir=folder.parent))
    try:
        np.save(staging / "ptc.npy", np.asarray(ptc), allow_pickle=False)
        np.save(staging / "pc.npy", np.asarray(pc), allow_pickle=False)
        np.save(staging / "nextmove.npy", np.frombuffer(nextmove, dtype=np.dtype(nextmove.typecode)), allow_pickle=False)
        np.save(staging / "row.npy", np.frombuffer(row, dtype=np.dtype(row.typecode)), allow_pickle=False)
        np.save(staging / "output.npy", np.asarray(output, dtype=np.int64), allow_pickle=False)
        manifest = {"classes": list(classes), "nextmove": nextmove.typecode, "row": row.typecode}
        (staging / _MANIFEST).write_text(json.dumps(manifest), encoding="utf-8")
        staging.rename(folder)  # fails where another process's copy landed first: theirs is as good
    except OSError:
        shutil.rmtree(staging, ignore_errors=True)


def load(root: Path | None = None) -> Loaded:
    """The language model: from the cached copy under `root` (default `cache_root()`), else from the library,
    leaving a copy for the next process."""
    root = cache_root() if root is None else root
    folder = _folder(root) if root is not None else None
    if folder is not None and folder.is_dir():
        try:
            return Loaded(_read(folder), "cache")
        except (OSError, ValueError, KeyError, TypeError):
            shutil.rmtree(folder, ignore_errors=True)  # a copy cut short or from elsewhere: written again below
    ptc, pc, classes, nextmove, row, output = load_model(_model_path())
    if folder is not None:
        try:
            _write(folder, ptc, pc, classes, nextmove, row, output)
        except OSError:
            pass  # no cache where none can be written: the next process opens the library's model again
    return Loaded(_identifier(np.asarray(ptc), np.asarray(pc), classes, nextmove, row, output), "library")
