"""Plain command lines (``run FILE``, ``card NAME``, ``search``/``rule``/``define`` with
plain flags) are served without typer (mtgjudge/cli_plain.py); every other line goes to
typer; both give the same output."""

from __future__ import annotations

import contextlib
import io
import os
import subprocess
import sys

import pytest

from mtgjudge import cli, cli_plain

from .conftest import ROOT

SCENARIO = str(ROOT / "scenarios" / "608.2b-zhazhda-sorina.yaml")


@pytest.mark.parametrize(
    "argv",
    [
        ["run", "x.yaml"],
        ["run", "--json", "x.yaml"],
        ["run", "x.yaml", "-q"],
        ["run", "--brief", "--no-rules", "x.yaml"],
        ["run", "--full-rules", "x.yaml"],
        ["card", "Удар молнии"],
        ["card", "--json", "Tarmogoyf"],
        ["search", "смертельное касание"],
        ["search", "--json", "priority"],
        ["rule", "704.5g"],
        ["rule", "--json", "Захват"],
        ["define", "приоритет"],
    ],
)
def test_plain_lines(argv):
    assert cli_plain.plain_command(argv) is not None


@pytest.mark.parametrize(
    "argv",
    [
        [],
        ["run"],
        ["run", "a.yaml", "b.yaml"],
        ["run", "--svg", "x.svg", "x.yaml"],
        ["run", "--layers", "id", "x.yaml"],
        ["run", "-qb", "x.yaml"],
        ["run", "--json", "--json", "x.yaml"],
        ["run", "--", "x.yaml"],
        ["run", "--help"],
        ["run", "-h", "x.yaml"],
        ["card"],
        ["card", "--quiet", "Удар молнии"],
        ["rule", "-e", "2008", "704.5g"],
        ["define"],
        ["search", "-e", "2008", "бой"],
        ["search", "--limit", "3", "бой"],
        ["check", "scenarios"],
        ["--version"],
    ],
)
def test_other_lines_go_to_typer(argv):
    assert cli_plain.plain_command(argv) is None


def _output(call, argv, monkeypatch) -> tuple[int, str, str]:
    monkeypatch.setattr(sys, "argv", ["mtgjudge", *argv])
    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        try:
            code = call()
        except SystemExit as exc:
            code = int(exc.code or 0)
    return code, out.getvalue(), err.getvalue()


@pytest.mark.parametrize(
    "argv",
    [
        ["run", SCENARIO],
        ["run", "--json", SCENARIO],
        ["run", "-q", SCENARIO],
        ["run", "--brief", SCENARIO],
        ["run", str(ROOT / "no-such-file.yaml")],
        ["card", "Удар молнии"],
        ["card", "--json", "Удар молнии"],
        ["card", "Нет такой карты никогда"],
        ["search", "смертельное касание"],
        ["search", "--json", "first strike"],
        ["rule", "704.5g"],
        ["rule", "--json", "704.5"],
        ["rule", "Захват"],
        ["rule", "999.9z"],
        ["rule", "--json", "не номер"],
        ["define", "приоритет"],
        ["define", "--json", "priority"],
        ["define", "нет такого термина"],
    ],
)
def test_the_plain_path_answers_as_typer(argv, monkeypatch):
    body = cli_plain.plain_command(argv)
    assert body is not None
    plain = _output(body, argv, monkeypatch)
    typer_path = _output(cli.dispatch, argv, monkeypatch)
    assert plain == typer_path
    assert plain[1] or plain[2]


def test_run_does_not_import_typer():
    code = (
        "import sys\n"
        "from mtgjudge.cli_plain import main\n"
        f"sys.argv = ['mtgjudge', 'run', '--quiet', {SCENARIO!r}]\n"
        "try:\n    main()\nexcept SystemExit as exc:\n    assert exc.code == 0, exc.code\n"
        "print('typer' in sys.modules, 'click' in sys.modules, 'typer._click' in sys.modules)\n"
    )
    done = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, cwd=ROOT, check=True
    )
    assert done.stdout.splitlines()[-1] == "False False False"


def _quiet(path: str, monkeypatch) -> tuple[int, bytes]:
    """``run --quiet`` of ``path`` into a UTF-8 stream that is not a terminal (a pipe, a file)."""
    raw = io.BytesIO()
    out = io.TextIOWrapper(raw, encoding="utf-8")
    monkeypatch.setattr(sys, "stdout", out)
    code = cli_plain.run_scenario(path, quiet=True)
    out.flush()
    return code, raw.getvalue()


def test_the_verdict_of_a_run_stopped_by_the_engine_is_rich_s_too(monkeypatch):
    from mtgjudge.scenario import runner

    monkeypatch.setattr(runner, "STEP_LIMIT", 1)
    monkeypatch.delenv("FORCE_COLOR", raising=False)
    fast = _quiet(SCENARIO, monkeypatch)
    assert fast[0] == 3
    monkeypatch.setenv("FORCE_COLOR", "")
    assert fast == _quiet(SCENARIO, monkeypatch)


def test_a_quiet_run_into_a_pipe_does_not_import_rich():
    code = (
        "import sys\n"
        "from mtgjudge.cli_plain import main\n"
        f"sys.argv = ['mtgjudge', 'run', '--quiet', {SCENARIO!r}]\n"
        "try:\n    main()\nexcept SystemExit as exc:\n    assert exc.code == 0, exc.code\n"
        "print('rich' in sys.modules)\n"
    )
    env = {k: v for k, v in os.environ.items() if k not in ("FORCE_COLOR", "TTY_COMPATIBLE")}
    done = subprocess.run(
        [sys.executable, "-c", code],
        capture_output=True,
        text=True,
        cwd=ROOT,
        check=True,
        env={**env, "PYTHONIOENCODING": "utf-8"},
    )
    assert done.stdout.splitlines() == ["Итог: все ожидания выполнены", "False"]
