"""Start-up: the methods ``dataclasses`` writes for each class, compiled once and stored.

A ``@dataclass`` writes the source of ``__init__``, ``__repr__``, ``__eq__`` (and, when frozen,
``__setattr__``, ``__delattr__``, ``__hash__``) and compiles it with ``exec`` while the module
is imported: about half a millisecond per class, and the ``run`` path imports about fifty
classes -- a fifth of the start-up of ``mtgjudge run``.  The source is the same in every
process, so its compiled code is too: :func:`install` makes ``dataclasses`` take the code
from a store in the user's cache directory (``rules.index_cache.cache_root``), keyed by the
exact source text, and compile only what is not there yet (stored when the process ends).
The functions and classes made are exactly those ``exec`` of the same text makes (same code,
same file name ``<string>``, same compiler flags).  One more private function is replaced by
the same function that keeps a result: ``_is_type`` (is a string annotation ``ClassVar``,
``InitVar`` or ``KW_ONLY``?, asked three times per field) matches its regular expression once
per annotation text, not once per field (≈ 5 ms of the start-up of ``run``).  Nothing else of
``dataclasses`` changes.

Only for the version of ``dataclasses`` whose private ``_create_fn`` this module reproduces
(Python 3.11); elsewhere :func:`install` does nothing.  A store that cannot be read or written
is ignored (the code is compiled as usual).

Code read from a file is code that runs, so the store is trusted only when it cannot have come
from anyone else or have been damaged: it is read only when it is a regular file (not a
symbolic link) owned by the user running the program and writable by nobody else; its content
must match the BLAKE2b digest written in front of it; every entry must be a code object made
by this module (the text defining ``__create_fn__``, compiled as ``<string>``); and a code object is used only for the
exact source text it was compiled from (the text is the key).  Anything else: the store is
ignored and the code compiled as usual.
"""

from __future__ import annotations

import dataclasses
import marshal
import os
import sys
import zlib
from types import CodeType
from typing import Any

FORMAT = 2
MAGIC = b"mtgjudge-dataclass-code\n"
DIGEST_SIZE = 32
MAX_ENTRIES = 5000  # a store that grows beyond this (many programs' classes) starts again
# the private function replaced, as Python 3.11 writes it (its arguments and global names)
_EXPECTED = (
    ("name", "args", "body", "globals", "locals", "return_type"),
    ("MISSING", "join", "keys", "exec"),
)

_store: dict[str, CodeType] | None = None  # read on the first class made
_new: dict[str, CodeType] = {}  # compiled in this process, not stored yet


def _path() -> str:
    from .rules.index_cache import cache_file

    tag = f"{sys.implementation.cache_tag}|{sys.version}|{FORMAT}".encode()
    return cache_file(f"dataclass-code-{zlib.crc32(tag):08x}{zlib.adler32(tag):08x}.marshal")


def _digest(payload: bytes) -> bytes:
    try:  # the built-in module: ``hashlib`` would load OpenSSL (milliseconds at start-up)
        from _blake2 import blake2b
    except ImportError:  # pragma: no cover - CPython always has it
        from hashlib import blake2b
    return blake2b(payload, digest_size=DIGEST_SIZE).digest()


def _trusted(fd: int) -> bool:
    """A regular file of this user that nobody else may write."""
    import stat

    info = os.fstat(fd)
    getuid = getattr(os, "geteuid", None)
    return (
        stat.S_ISREG(info.st_mode)
        and not info.st_mode & (stat.S_IWGRP | stat.S_IWOTH)
        and (getuid is None or info.st_uid == getuid())
    )


def _valid(stored: Any) -> bool:
    """Every entry: source text -> a code object this module compiles from such text."""
    return isinstance(stored, dict) and all(
        type(txt) is str
        and type(code) is CodeType
        and code.co_name == "<module>"
        and code.co_filename == "<string>"
        and code.co_names == ("__create_fn__",)
        and txt.startswith("def __create_fn__(")
        for txt, code in stored.items()
    )


def _read() -> dict[str, CodeType]:
    try:
        fd = os.open(_path(), os.O_RDONLY | getattr(os, "O_NOFOLLOW", 0))
        with os.fdopen(fd, "rb") as f:
            if not _trusted(f.fileno()):
                return {}
            data = f.read()
        head = len(MAGIC) + DIGEST_SIZE
        if not data.startswith(MAGIC) or data[len(MAGIC) : head] != _digest(data[head:]):
            return {}
        stored = marshal.loads(data[head:])
        if _valid(stored):
            return stored
    except Exception:  # missing, unreadable or damaged: compile as usual
        pass
    return {}


def _code(txt: str) -> CodeType:
    global _store
    if _store is None:
        _store = _read()
    code = _store.get(txt)
    if code is None:
        # what ``exec(txt, ...)`` compiles inside ``dataclasses`` (no __future__ flags there)
        code = compile(txt, "<string>", "exec", dont_inherit=True)
        _store[txt] = _new[txt] = code
    return code


def _create_fn(
    name: str,
    args: list[str],
    body: list[str],
    *,
    globals: dict[str, Any] | None = None,  # noqa: A002 (the name dataclasses passes)
    locals: dict[str, Any] | None = None,  # noqa: A002
    return_type: Any = dataclasses.MISSING,
) -> Any:
    """``dataclasses._create_fn`` of Python 3.11, with the compiled code taken from the store."""
    if locals is None:
        locals = {}  # noqa: A001
    return_annotation = ""
    if return_type is not dataclasses.MISSING:
        locals["_return_type"] = return_type
        return_annotation = "->_return_type"
    joined = ",".join(args)
    lines = "\n".join(f"  {b}" for b in body)
    txt = f" def {name}({joined}){return_annotation}:\n{lines}"
    local_vars = ", ".join(locals.keys())
    txt = f"def __create_fn__({local_vars}):\n{txt}\n return {name}"
    ns: dict[str, Any] = {}
    exec(_code(txt), globals, ns)
    return ns["__create_fn__"](**locals)


# the private function replaced next to ``_create_fn``: its names, as Python 3.11 writes it
_EXPECTED_IS_TYPE = (
    ("annotation", "cls", "a_module", "a_type", "is_type_predicate"),
    ("_MODULE_IDENTIFIER_RE", "match", "group", "sys", "modules", "get", "__module__", "__dict__"),
)
_replaced: dict[str, Any] = {}  # the functions of ``dataclasses`` replaced, by name
# annotation text -> the groups of ``dataclasses._MODULE_IDENTIFIER_RE`` matched on it, or None
_parsed: dict[str, tuple[str | None, str] | None] = {}


def _is_type(
    annotation: str, cls: type, a_module: Any, a_type: Any, is_type_predicate: Any
) -> bool:
    """``dataclasses._is_type`` of Python 3.11 (is a string annotation ``ClassVar``,
    ``InitVar`` or ``KW_ONLY``?), with the regular expression's match of each annotation text
    kept: it is asked three times per field of every class, with the same few texts.  The
    module lookups are made each time, as there."""
    try:
        parsed = _parsed[annotation]
    except KeyError:
        match = dataclasses._MODULE_IDENTIFIER_RE.match(annotation)  # type: ignore[attr-defined]
        parsed = match.groups() if match else None
        if len(_parsed) < MAX_ENTRIES:
            _parsed[annotation] = parsed
    if parsed:
        module_name, name = parsed
        ns = None
        if not module_name:
            # No module name, assume the class's module did "from dataclasses import InitVar".
            ns = sys.modules.get(cls.__module__).__dict__
        else:
            # Look up module_name in the class's module.
            module = sys.modules.get(cls.__module__)
            if module and module.__dict__.get(module_name) is a_module:
                ns = sys.modules.get(a_type.__module__).__dict__
        if ns and is_type_predicate(ns.get(name), a_module):
            return True
    return False


def _save() -> None:
    """Store the code compiled in this process with what is stored already (atomically)."""
    if not _new:
        return
    try:
        import tempfile

        merged = _read()
        if len(merged) + len(_new) > MAX_ENTRIES:
            merged = {}
        merged.update(_new)
        path = _path()
        os.makedirs(os.path.dirname(path), mode=0o700, exist_ok=True)
        payload = marshal.dumps(merged)
        # mkstemp: a new file readable and writable by this user only
        fd, tmp = tempfile.mkstemp(dir=os.path.dirname(path), prefix=".dataclass-code-")
        with os.fdopen(fd, "wb") as f:
            f.write(MAGIC + _digest(payload) + payload)
        os.replace(tmp, path)  # readers see the old file or the whole new one
        _new.clear()
    except (OSError, ValueError):
        pass


def install() -> bool:
    """Make ``dataclasses`` use the stored code (once per process); False where its private
    function is not the one this module reproduces."""
    current = dataclasses._create_fn  # type: ignore[attr-defined]
    if current is _create_fn:
        return True
    code = getattr(current, "__code__", None)
    if (
        sys.version_info[:2] != (3, 11)
        or code is None
        or (code.co_varnames[:6], code.co_names) != _EXPECTED
    ):
        return False
    import atexit

    dataclasses._create_fn = _create_fn  # type: ignore[attr-defined]
    atexit.register(_save)
    is_type = getattr(dataclasses, "_is_type", None)
    code = getattr(is_type, "__code__", None)
    if code is not None and (code.co_varnames[:5], code.co_names) == _EXPECTED_IS_TYPE:
        _replaced["_is_type"] = is_type  # (compared in the tests)
        dataclasses._is_type = _is_type  # type: ignore[attr-defined]
    return True
