"""The full-text index, persisted: built once per corpus and program version, then loaded.

Building the index stems every word of the rules (about 0.4 s); loading the stored one takes
a few tens of milliseconds.  The file lives in the user's cache directory
(``$MTGJUDGE_CACHE_DIR``, else ``$XDG_CACHE_HOME/mtgjudge``, else ``~/.cache/mtgjudge``),
named by a key made of the program's version, this format and the corpus files' sizes and
modification times: a changed corpus or program gets a new file, never a stale index.  The
file's name carries a 64-bit checksum of the key and the file itself the whole key, which is
compared on loading (a checksum collision rebuilds the file; it is never read as the other
key's value).  No cryptographic hash is needed for that, and ``hashlib`` (OpenSSL, ≈ 2.5 ms)
stays out of the start-up of ``run`` and ``card``.

Why a cache and not an index shipped inside the package: the package would carry a 3 MB
generated binary that must be rebuilt by hand whenever the corpus or the index code changes
(and an editable install would read a stale one); the cache costs one ordinary build on the
first search.  A cache that cannot be read or written is simply rebuilt in memory.
"""

from __future__ import annotations

import marshal
import os
import zlib
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from pathlib import Path

FORMAT = 4  # bump when the stored layout changes


def cache_root() -> str:
    """The cache directory, as text (``pathlib`` is not imported on the start-up of ``run``)."""
    explicit = os.environ.get("MTGJUDGE_CACHE_DIR")
    if explicit:
        return explicit
    base = os.environ.get("XDG_CACHE_HOME") or os.path.join(os.path.expanduser("~"), ".cache")
    return os.path.join(base, "mtgjudge")


def cache_file(name: str) -> str:
    """The path of the file ``name`` in the cache directory."""
    return os.path.join(cache_root(), name)


def corpus_key(root: Path, edition: str, code: Path) -> str:
    """A key that changes with the corpus files, the edition, the program and the format."""
    from .. import __version__

    parts = [f"{FORMAT}|{__version__}|{edition}|{root}"]
    for path in sorted([*root.rglob("*"), code]):
        if path.is_file():
            st = path.stat()
            parts.append(
                f"|{path.relative_to(root) if path != code else 'code'}|{st.st_size}|{st.st_mtime_ns}"
            )
    return "".join(parts)


def files_key(paths: list[str] | list[Path], kind: str) -> str:
    """A key that changes with these files (sizes and modification times; a missing file
    counts as such), the program and the format."""
    from .. import __version__

    parts = [f"{FORMAT}|{__version__}|{kind}"]
    for path in paths:
        try:
            st = os.stat(path)
            parts.append(f"|{path}|{st.st_size}|{st.st_mtime_ns}")
        except OSError:
            parts.append(f"|{path}|missing")
    return "".join(parts)


def _checksum(key: str) -> str:
    """64 bits of checksum of ``key``, for the file name (the file holds the whole key)."""
    data = key.encode()
    return f"{zlib.crc32(data):08x}{zlib.adler32(data):08x}"


def load_or_build(
    key: str,
    build: Callable[[], Any],
    to_plain: Callable[[Any], Any],
    from_plain: Callable[[Any], Any],
    name: str = "search-index",
) -> Any:
    """The stored value for ``key``, or ``build()`` stored for next time (``name``: what it
    is, the file's prefix)."""
    path = cache_file(f"{name}-{_checksum(key)}.marshal")
    try:
        with open(path, "rb") as f:  # one read: marshal.load(f) reads piecemeal, 5 x slower
            stored_key, plain = marshal.loads(f.read())
        if stored_key == key:
            return from_plain(plain)
    except Exception:  # missing, unreadable or damaged: build it again
        pass
    value = build()
    try:
        import tempfile  # only when writing (not on the start-up of a command)

        os.makedirs(os.path.dirname(path), exist_ok=True)
        fd, tmp = tempfile.mkstemp(dir=os.path.dirname(path), prefix=".index-")
        with os.fdopen(fd, "wb") as f:
            marshal.dump((key, to_plain(value)), f)
        os.replace(tmp, path)  # readers see the old file or the whole new one
    except (OSError, ValueError):  # unwritable, or a value marshal cannot store
        pass
    return value
