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
