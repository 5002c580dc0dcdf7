"""An internal error (a bug of mtgjudge) is exit 4 with one Russian line; the traceback
goes to a log file or, with --debug, to the terminal; ``check`` goes on (issue 16)."""

from __future__ import annotations

import shutil
from pathlib import Path
from xml.etree import ElementTree as ET

import pytest

from mtgjudge import cli
from mtgjudge.scenario import runner
from mtgjudge.scenario.batch import check_paths

ROOT = Path(__file__).resolve().parent.parent
SCENARIO = next(iter(sorted((ROOT / "scenarios").glob("*.yaml"))))


class EngineBug(RuntimeError):
    pass


def _broken_run(self):
    raise EngineBug("an invented engine bug")


def _main(monkeypatch, *args: str) -> int:
    monkeypatch.setattr("sys.argv", ["mtgjudge", *args])
    with pytest.raises(SystemExit) as info:
        cli.main()
    return int(info.value.code or 0)


def test_internal_error_is_exit_4_with_a_russian_line_and_a_log(monkeypatch, capsys, tmp_path):
    monkeypatch.setattr(runner.Runner, "run", _broken_run)
    monkeypatch.setenv("TMPDIR", str(tmp_path))
    monkeypatch.setattr("tempfile.tempdir", None)
    assert _main(monkeypatch, "run", str(SCENARIO)) == 4
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and err.startswith("Внутренняя ошибка mtgjudge")
    assert "Traceback" not in err and "EngineBug" not in err
    (log,) = tmp_path.glob("mtgjudge-crash-*.log")
    assert str(log) in err
    assert "EngineBug: an invented engine bug" in log.read_text(encoding="utf-8")


def test_debug_shows_the_traceback(monkeypatch):
    monkeypatch.setattr(runner.Runner, "run", _broken_run)
    monkeypatch.setattr("sys.argv", ["mtgjudge", "run", "--debug", str(SCENARIO)])
    with pytest.raises(EngineBug):
        cli.main()


def test_check_reports_the_file_and_goes_on(monkeypatch, tmp_path, capsys):
    folder = tmp_path / "scenarios"
    folder.mkdir()
    good = folder / "a-good.yaml"
    shutil.copy(SCENARIO, good)
    shutil.copy(SCENARIO, folder / "b-crash.yaml")
    original = runner.Runner.run

    def sometimes_broken(self):
        if self.scenario.path.endswith("b-crash.yaml"):
            raise EngineBug("boom")
        return original(self)

    monkeypatch.setattr(runner.Runner, "run", sometimes_broken)
    monkeypatch.setattr("tempfile.tempdir", str(tmp_path))
    report = tmp_path / "junit.xml"
    assert check_paths([str(folder)], junit=str(report)) == 4
    out = capsys.readouterr().out
    assert "внутренняя ошибка" in out and "прошёл" in out
    suite = ET.parse(report).getroot()
    assert suite.get("tests") == "2" and suite.get("errors") == "1"
    assert suite.get("failures") == "0"
    (error,) = suite.iter("error")
    assert error.get("type") == "внутренняя ошибка"
    assert "b-crash.yaml" in error.get("message", "")
