"""The corpus of hostile and careless files (tests/bad_inputs/, issue 16): each gets its
expected exit code and a Russian message with the fragment in expected.tsv -- never a
traceback, a hang or a changed file.  Run in-process through the CLI's entry point."""

from __future__ import annotations

import contextlib
import io
import re
import sys
from pathlib import Path

import pytest

from mtgjudge import cli

FOLDER = Path(__file__).resolve().parent / "bad_inputs"


def _rows() -> list[tuple[str, int, str]]:
    rows = []
    for line in (FOLDER / "expected.tsv").read_text(encoding="utf-8").splitlines():
        if line and not line.startswith("#"):
            name, code, fragment = line.split("\t")
            rows.append((name, int(code), fragment))
    return rows


def test_the_corpus_is_large_and_complete():
    rows = _rows()
    assert len(rows) >= 60
    listed = {name for name, _, _ in rows}
    assert listed == {p.name for p in FOLDER.iterdir() if p.name != "expected.tsv"}


@pytest.mark.parametrize(("name", "code", "fragment"), _rows(), ids=lambda v: str(v))
def test_bad_input(name, code, fragment, monkeypatch):
    path = FOLDER / name
    before = path.read_bytes()
    out, err = io.StringIO(), io.StringIO()
    monkeypatch.setattr(sys, "argv", ["mtgjudge", "run", "--no-rules", str(path)])
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        with pytest.raises(SystemExit) as info:
            cli.main()
    text = out.getvalue() + err.getvalue()
    assert int(info.value.code or 0) == code, text
    assert fragment in text, text
    assert "Traceback" not in text and "Error" not in text
    if code == 2:
        assert re.search(re.escape(str(path)) + r":\d+:\d+: ", err.getvalue()), err.getvalue()
    assert path.read_bytes() == before
