"""The command line as scripts see it: plain text, NO_COLOR, JSON shape, python -m, start-up."""

from __future__ import annotations

import json
import subprocess
import sys

from .conftest import ROOT, run_cli

RULE_KEYS = {
    "schema",
    "query",
    "number",
    "edition",
    "kind",
    "title",
    "text",
    "examples",
    "has_text",
    "source",
    "provenance",
    "corrections",
    "note",
    "path",
    "other_editions",
    "references",
    "children",
    "counterparts",
}


def test_rule_json_shape():
    data = json.loads(run_cli("rule", "704.5g", "--json").stdout)
    assert set(data) == RULE_KEYS
    assert data["number"] == "704.5g" and data["edition"] == "2015"
    assert data["provenance"] == "001_1497bf23cb586d7e.txt"
    assert [p["number"] for p in data["path"]] == ["7", "704", "704.5"]


def test_plain_text_without_ansi_when_not_a_terminal():
    out = run_cli("rule", "704.5").stdout
    assert "\x1b[" not in out
    assert "704.5g" in out


def test_no_color_is_respected_even_when_forced_to_a_terminal():
    out = run_cli(
        "rule", "704.5g", env={"NO_COLOR": "1", "TTY_COMPATIBLE": "1", "TTY_INTERACTIVE": "1"}
    ).stdout
    import re

    assert "704.5g" in out
    assert not re.search(r"\x1b\[(?:\d+;)*(?:3[0-8]|9[0-7])(?:;|m)", out)  # no colour codes


def test_help_is_russian():
    out = run_cli("--help").stdout
    assert "Показать правило" in out and "Полнотекстовый поиск" in out


def test_console_script_is_installed():
    exe = ROOT / ".venv" / "bin" / "mtgjudge"
    found = subprocess.run(["which", "mtgjudge"], capture_output=True, text=True).stdout.strip()
    script = found or str(exe)
    result = subprocess.run([script, "rule", "704.5g"], capture_output=True, text=True)
    assert result.returncode == 0 and "704.5g" in result.stdout


def test_start_up_does_not_import_pydantic_or_the_search_index():
    result = subprocess.run(
        [sys.executable, "-X", "importtime", "-m", "mtgjudge", "rule", "704.5g"],
        capture_output=True,
        text=True,
        cwd=ROOT,
    )
    imported = {
        line.split("|")[-1].strip()
        for line in result.stderr.splitlines()
        if line.startswith("import time:")
    }
    assert "pydantic" not in imported
    assert "snowballstemmer" not in imported
    assert "mtgjudge.rules.fulltext" not in imported


def test_unknown_command_is_a_russian_error_with_exit_2():
    result = run_cli("nosuch")
    assert result.returncode == 2 and "нет команды «nosuch»" in result.stderr


def test_single_command_app_keeps_subcommand_help():
    out = run_cli("rule", "--help").stdout
    assert "mtgjudge rule [ПАРАМЕТРЫ]" in out and "Показать правило" in out


def test_usage_errors_help_and_version_are_russian():
    import re

    english = re.compile(r"\b(?:Usage|Error|Options|Arguments|Commands|Missing|Invalid|Try)\b")
    for args in (("run",), ("run", "x.yaml", "--frobnicate"), ("check", "-j", "abc", "x")):
        result = run_cli(*args)
        assert result.returncode == 2 and "Ошибка: " in result.stderr
        assert not english.search(result.stderr), result.stderr
    assert "неверное значение --jobs / -j: ожидается целое число не меньше 1" in (
        run_cli("check", "-j", "0", "x").stderr
    )
    for args in (("--help",), ("run", "--help"), ("check", "--help")):
        out = run_cli(*args).stdout
        assert "Использование: " in out and "Показать эту справку и выйти." in out
        assert not english.search(out), out
    version = run_cli("--version")
    assert version.returncode == 0 and version.stdout.startswith("mtgjudge 0.")
