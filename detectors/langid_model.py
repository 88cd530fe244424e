"""py3langid's language model, read from an uncompressed copy of its arrays kept in a cache folder.

The library ships its model LZMA-compressed (4.5 MB that open to 68 MB): opening it takes ~0.35 s, most
of the first decision that reaches the model ("Orders live in PostgreSQL"). The arrays are written
once, uncompressed, to `<cache>/langid-<version>-<size>/` and read back (~0.05 s). The cache folder is
`$GROUNDSTREAM_CACHE_DIR`, else `$XDG_CACHE_HOME/groundstream`, else `~/.cache/groundstream`;
`GROUNDSTREAM_CACHE_DIR=""` turns it off.

A copy decides which language a claim is in, and so whether the detectors read it: it is trusted only
as far as the package itself. It is used only when its folder and files are this user's own, not
writable by anyone else, plain files (no links, pipes or devices), of the sizes, types and shapes the
classifier's walk needs, every state of the walk inside its tables. Anything else, and any error while
reading it, is no error: the model is read from the library, as before (the classifier is the same
either way: the same arrays), and a copy of this user's own is written again. A copy is written to a
staging folder, flushed to disk and renamed into place whole; a staging folder a killed process left
is removed by the next writer.
"""

from __future__ import annotations

import json
import os
import shutil
import stat
import tempfile
import time
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
_MOST_BYTES = 256 << 20  # no array of the model is near this: a bigger file is no copy of it
_STALE_STAGING_S = 600.0  # a staging folder older than this was left by a writer that died
# What the classifier's walk needs of each array: its kind of number (`nextmove` and `row` as the manifest's typecodes).
_KINDS = {"ptc": "f", "pc": "f", "output": "i"}


@dataclass(frozen=True)
class Loaded:
    identifier: Any  # py3langid's LanguageIdentifier (the library is untyped)
    source: Literal["cache", "library"]


def cache_root() -> Path | None:
    """Where the uncompressed copy lives, or None when the operator turned the cache off (or no home is known)."""
    chosen = os.environ.get("GROUNDSTREAM_CACHE_DIR")
    if chosen is not None:
        return Path(chosen) if chosen.strip() else None
    xdg = os.environ.get("XDG_CACHE_HOME", "").strip()
    if xdg:
        return Path(xdg) / "groundstream"
    try:
        return Path.home() / ".cache" / "groundstream"
    except RuntimeError:  # no HOME and no passwd entry: no cache
        return None


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


def _own(st: os.stat_result, *, folder: bool) -> bool:
    """This user's own, writable by no one else, and of the kind expected (a folder or a plain file: no link, pipe or device)."""
    kind = stat.S_ISDIR(st.st_mode) if folder else stat.S_ISREG(st.st_mode)
    getuid = getattr(os, "getuid", None)
    return kind and (getuid is None or st.st_uid == getuid()) and not st.st_mode & (stat.S_IWGRP | stat.S_IWOTH)


def _read(folder: Path) -> Any:
    """The identifier from the copy in `folder`; raises when the copy is not this user's own, or is cut short or inconsistent."""
    if not _own(folder.lstat(), folder=True):
        raise PermissionError(f"{folder}: not this user's own copy")
    paths = {name: folder / f"{name}.npy" for name in _ARRAYS} | {"manifest": folder / _MANIFEST}
    for path in paths.values():
        st = path.lstat()
        if not _own(st, folder=False) or st.st_size > _MOST_BYTES:
            raise PermissionError(f"{path}: not a plain file of this user's own")
    manifest = json.loads(paths["manifest"].read_text(encoding="utf-8"))
    # Read whole (not memory-mapped: a file cut short under a running gate would kill it with SIGBUS), no object arrays.
    arrays = {name: np.load(paths[name], allow_pickle=False) for name in _ARRAYS}
    classes = [str(c) for c in manifest["classes"]]
    ptc, pc, row, output, moves = arrays["ptc"], arrays["pc"], arrays["row"], arrays["output"], arrays["nextmove"]
    for name, kind in _KINDS.items():
        if arrays[name].dtype.kind != kind:
            raise ValueError(f"cached language model: {name} is not of its kind")
    if moves.dtype != np.dtype(manifest["nextmove"]) or row.dtype != np.dtype(manifest["row"]):
        raise ValueError("cached language model: the walk's tables are not of the manifest's types")
    # The shapes the classifier's walk and its scores rely on: a copy cut short fails here, not in a decision.
    if ptc.ndim != 2 or ptc.shape[1] != len(classes) or pc.shape != (len(classes),) or row.ndim != 1 or row.shape != output.shape:
        raise ValueError("cached language model: inconsistent shapes")
    # Every state of the walk inside its tables: a row's moves, a move's state, an output's feature.
    if moves.ndim != 1 or not len(row) or not len(moves) or (int(row.max()) << 8) + 256 > len(moves) or int(moves.max()) >= len(row):
        raise ValueError("cached language model: the walk leaves its tables")
    if int(output.max()) >= ptc.shape[0] or int(output.min()) < -1:
        raise ValueError("cached language model: an output outside the scores")
    return _identifier(ptc, pc, classes, _as_array(moves, manifest["nextmove"]), _as_array(row, manifest["row"]), output.tolist())


def _clear_stale(folder: Path) -> None:
    """Staging folders a writer that died left beside `folder` (this user's own, older than a writer takes)."""
    now = time.time()
    for staging in folder.parent.glob(f".{folder.name}-*"):
        try:
            st = staging.lstat()
            if _own(st, folder=True) and now - st.st_mtime > _STALE_STAGING_S:
                shutil.rmtree(staging, ignore_errors=True)
        except OSError:
            continue


def _save(path: Path, values: np.ndarray) -> None:
    with open(path, "wb") as f:
        np.save(f, values, allow_pickle=False)
        f.flush()
        os.fsync(f.fileno())


def _write(folder: Path, ptc: Any, pc: Any, classes: list[str], nextmove: array, row: array, output: list[int]) -> None:
    """The arrays into a fresh folder beside `folder`, flushed to disk and renamed into place whole: a reader sees all of a copy or none."""
    folder.parent.mkdir(parents=True, exist_ok=True, mode=0o700)
    if not _own(folder.parent.lstat(), folder=True):
        return  # a cache folder another user can write into is none to leave a copy in
    _clear_stale(folder)
    staging = Path(tempfile.mkdtemp(prefix=f".{folder.name}-", dir=folder.parent))
    try:
        _save(staging / "ptc.npy", np.asarray(ptc))
        _save(staging / "pc.npy", np.asarray(pc))
        _save(staging / "nextmove.npy", np.frombuffer(nextmove, dtype=np.dtype(nextmove.typecode)))
        _save(staging / "row.npy", np.frombuffer(row, dtype=np.dtype(row.typecode)))
        _save(staging / "output.npy", np.asarray(output, dtype=np.int64))
        manifest = {"classes": list(classes), "nextmove": nextmove.typecode, "row": row.typecode}
        with open(staging / _MANIFEST, "w", encoding="utf-8") as f:
            f.write(json.dumps(manifest))
            f.flush()
            os.fsync(f.fileno())
        staging.rename(folder)  # fails where another process's copy landed first: theirs is as good
    except OSError:
        shutil.rmtree(staging, ignore_errors=True)


def load(root: Path | None = None) -> Loaded:
    """The language model: from the cached copy under `root` (default `cache_root()`), else from the library,
    leaving a copy for the next process."""
    folder = None
    try:
        root = cache_root() if root is None else root
        folder = _folder(root) if root is not None else None
        if folder is not None and folder.exists():
            try:
                return Loaded(_read(folder), "cache")
            except Exception:  # noqa: BLE001 - a copy cut short, another user's, or from elsewhere is no error: read the library's
                if folder.is_symlink() or not _own(folder.lstat(), folder=True):
                    folder = None  # not ours to mend: read the library's every time
                else:
                    shutil.rmtree(folder, ignore_errors=True)  # ours, broken: written again below
    except OSError:
        folder = None  # a cache folder that cannot even be looked at is none
    ptc, pc, classes, nextmove, row, output = load_model(_model_path())
    if folder is not None:
        try:
            _write(folder, ptc, pc, classes, nextmove, row, output)
        except OSError:
            pass  # no cache where none can be written: the next process opens the library's model again
    return Loaded(_identifier(np.asarray(ptc), np.asarray(pc), classes, nextmove, row, output), "library")
