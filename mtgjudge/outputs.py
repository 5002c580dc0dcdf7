"""Files mtgjudge writes (``--svg``, ``--junit``): never over what the user gave us.

An output may not be a scenario (``.yaml``/``.yml``) or any input of the run, nor a folder;
missing parent folders are created; the file is written to a temporary file beside it and
renamed, so an interrupted run leaves either the old file or the whole new one.
"""

from __future__ import annotations

import os
from collections.abc import Iterable
from pathlib import Path

from .scenario.source import os_error_ru

PROTECTED_SUFFIXES = (".yaml", ".yml")


class OutputError(ValueError):
    """An output file that must not or cannot be written (exit 2); Russian message."""


def check_output(path: str, inputs: Iterable[str], option: str) -> Path:
    """Validate an output path before any work is done; the path to write."""
    target = Path(path)
    if target.suffix.lower() in PROTECTED_SUFFIXES:
        raise OutputError(
            f"{option} {path}: файл с расширением {target.suffix} не перезаписывается "
            "(это похоже на сценарий); выберите другое имя"
        )
    if target.is_dir():
        raise OutputError(f"{option} {path}: это папка; укажите имя файла")
    resolved = target.resolve()
    for given in inputs:
        source = Path(given)
        same = resolved == source.resolve()
        if not same and target.exists() and source.exists():
            try:
                same = os.path.samefile(target, source)
            except OSError:
                same = False
        if same:
            raise OutputError(f"{option} {path}: это входной файл {given}; он не будет перезаписан")
    return target


def write_atomic(path: Path, data: bytes, option: str) -> None:
    """Write ``data`` to ``path`` through a temporary file and a rename."""
    folder = path.parent
    try:
        folder.mkdir(parents=True, exist_ok=True)
    except OSError as exc:
        raise OutputError(
            f"{option} {path}: не удалось создать папку {folder}: {os_error_ru(exc)}"
        ) from None
    tmp_name = None
    try:
        import tempfile  # only when writing (not on every run's start-up)

        fd, tmp_name = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=folder)
        with os.fdopen(fd, "wb") as f:
            f.write(data)
        umask = os.umask(0)
        os.umask(umask)
        os.chmod(tmp_name, 0o666 & ~umask)  # as an ordinary new file, not mkstemp's 0600
        os.replace(tmp_name, path)
        tmp_name = None
    except OSError as exc:
        raise OutputError(f"{option} {path}: не удалось записать: {os_error_ru(exc)}") from None
    finally:
        if tmp_name is not None:
            try:
                os.unlink(tmp_name)
            except OSError:
                pass
