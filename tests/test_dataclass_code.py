"""The stored code of dataclasses' methods (mtgjudge.dataclass_code): the classes made with it
behave exactly as those ``dataclasses`` makes by compiling, and a bad store is ignored."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

pytestmark = pytest.mark.skipif(
    sys.version_info[:2] != (3, 11), reason="the store reproduces Python 3.11's dataclasses"
)

PROGRAM = textwrap.dedent(
    """
    import dataclasses, json, sys
    from mtgjudge import dataclass_code
    if sys.argv[1] == "store":
        assert dataclass_code.install()

    @dataclasses.dataclass(frozen=True)
    class Point:
        x: int
        y: int = 0
        tags: tuple = ()

    @dataclasses.dataclass(order=True)
    class Box:
        name: str
        items: list = dataclasses.field(default_factory=list)

    p, b = Point(1, 2), Box("b")
    b.items.append(p)
    try:
        p.x = 5
        frozen = "no"
    except dataclasses.FrozenInstanceError as exc:
        frozen = repr(exc)
    codes = [
        (f.__name__, f.__code__.co_code.hex(), f.__code__.co_consts.__repr__(), f.__code__.co_flags)
        for cls in (Point, Box)
        for f in vars(cls).values()
        if callable(f) and hasattr(f, "__code__")
    ]
    print(json.dumps({
        "repr": [repr(p), repr(b)],
        "eq": [p == Point(1, 2), p == Point(1, 3), b < Box("c"), hash(p) == hash(Point(1, 2))],
        "frozen": frozen,
        "codes": codes,
        "init_doc": Point.__doc__,
    }))
    """
)


def _run(mode: str, cache: Path) -> dict:
    env = {**os.environ, "MTGJUDGE_CACHE_DIR": str(cache)}
    out = subprocess.run(
        [sys.executable, "-c", PROGRAM, mode],
        capture_output=True,
        text=True,
        env=env,
        check=True,
    ).stdout
    return json.loads(out)


def test_classes_made_with_stored_code_are_those_compiled(tmp_path):
    plain = _run("plain", tmp_path)
    assert not list(tmp_path.glob("dataclass-code-*"))  # nothing stored without install()
    first = _run("store", tmp_path)  # compiles and stores
    (stored,) = tmp_path.glob("dataclass-code-*")
    second = _run("store", tmp_path)  # reads the stored code
    assert first == plain
    assert second == plain
    assert stored.stat().st_size > 0


def test_a_damaged_store_is_ignored(tmp_path):
    plain = _run("plain", tmp_path)
    _run("store", tmp_path)
    (stored,) = tmp_path.glob("dataclass-code-*")
    stored.write_bytes(b"\x00not marshal")
    assert _run("store", tmp_path) == plain


def test_a_store_whose_digest_does_not_match_is_ignored(tmp_path):
    plain = _run("plain", tmp_path)
    _run("store", tmp_path)
    (stored,) = tmp_path.glob("dataclass-code-*")
    data = bytearray(stored.read_bytes())
    data[-1] ^= 1  # one bit of the code changed, the digest kept
    stored.write_bytes(bytes(data))
    os.chmod(stored, 0o600)
    assert _run("store", tmp_path) == plain
    # the damaged store was replaced by a good one
    from mtgjudge import dataclass_code

    data = stored.read_bytes()
    head = len(dataclass_code.MAGIC) + dataclass_code.DIGEST_SIZE
    assert data[len(dataclass_code.MAGIC) : head] == dataclass_code._digest(data[head:])


def test_a_store_others_may_write_is_not_read(tmp_path, monkeypatch):
    from mtgjudge import dataclass_code

    _run("store", tmp_path)
    (stored,) = tmp_path.glob("dataclass-code-*")
    assert stored.stat().st_mode & 0o077 == 0  # written for this user only
    monkeypatch.setenv("MTGJUDGE_CACHE_DIR", str(tmp_path))
    assert dataclass_code._read()  # trusted as written
    os.chmod(stored, 0o666)
    assert dataclass_code._read() == {}
    os.chmod(stored, 0o600)
    link = tmp_path / "link"
    stored.rename(link)
    stored.symlink_to(link)  # a symbolic link is not followed
    assert dataclass_code._read() == {}


def test_stored_code_is_used_only_for_its_own_text(tmp_path, monkeypatch):
    from mtgjudge import dataclass_code

    monkeypatch.setenv("MTGJUDGE_CACHE_DIR", str(tmp_path))
    monkeypatch.setattr(dataclass_code, "_store", None)
    monkeypatch.setattr(dataclass_code, "_new", {})
    a = "def __create_fn__():\n def f():\n  return 1\n return f"
    b = "def __create_fn__():\n def f():\n  return 2\n return f"
    code_a = dataclass_code._code(a)
    dataclass_code._save()
    monkeypatch.setattr(dataclass_code, "_store", None)
    assert dataclass_code._code(a).co_consts == code_a.co_consts
    assert dataclass_code._code(b) is not dataclass_code._store.get(a)  # compiled, not reused
    ns: dict = {}
    exec(dataclass_code._code(b), {}, ns)
    assert ns["__create_fn__"]()() == 2


def test_is_type_answers_as_dataclasses_does(monkeypatch):
    """The replacement of ``dataclasses._is_type`` (the regular expression's match kept per
    annotation text) answers every question exactly as the original."""
    import dataclasses
    import types
    import typing

    from mtgjudge import dataclass_code

    # the original: still in place, or kept when ``install()`` ran in this process
    original = dataclass_code._replaced.get("_is_type", dataclasses._is_type)
    assert original is not dataclass_code._is_type
    module = types.ModuleType("mtgjudge_test_is_type")
    exec(
        "import typing, dataclasses as dc\n"
        "from typing import ClassVar\n"
        "from dataclasses import InitVar, KW_ONLY\n"
        "CV = ClassVar\n",
        module.__dict__,
    )
    monkeypatch.setitem(sys.modules, module.__name__, module)
    cls = type("C", (), {"__module__": module.__name__})
    annotations = [
        "int",
        "ClassVar[int]",
        "typing.ClassVar[int]",
        "dc.InitVar[int]",
        "InitVar[int]",
        "KW_ONLY",
        "dc.KW_ONLY",
        "dataclasses.KW_ONLY",
        "CV",
        " typing . ClassVar[str]",
        "list[int]",
        "",
        "3x",
        "x.y.z",
        "dc.ClassVar",
        "typing.InitVar",
        "CardDef | None",
    ]
    questions = [
        (typing, typing.ClassVar, dataclasses._is_classvar),
        (dataclasses, dataclasses.InitVar, dataclasses._is_initvar),
        (dataclasses, dataclasses.KW_ONLY, dataclasses._is_kw_only),
    ]
    for _ in range(2):  # the second time from the kept matches
        for text in annotations:
            for a_module, a_type, predicate in questions:
                expected = original(text, cls, a_module, a_type, predicate)
                assert dataclass_code._is_type(text, cls, a_module, a_type, predicate) == expected
