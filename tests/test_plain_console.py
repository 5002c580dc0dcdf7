"""The explanation written without rich (mtgjudge/explain/plain_console.py) is byte for byte
what rich writes to a file or a pipe -- or the plain console steps aside: every example
scenario (whole, quiet; every eighth also with the full rules, without rules and brief),
generated tables of every shape at many widths, and the console's width."""

from __future__ import annotations

import io
import os
import random
import subprocess
import sys

import pytest
from rich.console import Console
from rich.table import Table

from mtgjudge import cli_plain
from mtgjudge.explain import plain_console
from mtgjudge.explain.plain_console import PlainConsole, PlainTable, StepAside
from mtgjudge.scenario.model import ScenarioError

from .conftest import ROOT

SCENARIOS = sorted(str(p) for p in (ROOT / "scenarios").glob("*.yaml"))
WIDTH = 80


@pytest.fixture(autouse=True)
def _plain_environment(monkeypatch):
    for name in ("FORCE_COLOR", "TTY_COMPATIBLE", "TTY_INTERACTIVE", "NO_COLOR"):
        monkeypatch.delenv(name, raising=False)


def _rich(result, mode: str, quiet: bool = False, brief: bool = False) -> str:
    out = io.StringIO()
    console = Console(file=out, highlight=False, soft_wrap=True, width=WIDTH)
    cli_plain._render(console, result, mode, quiet=quiet, brief=brief)
    return out.getvalue()


@pytest.mark.parametrize("path", SCENARIOS, ids=lambda p: os.path.basename(p))
def test_every_scenario_is_written_as_rich_writes_it(path):
    try:
        result = cli_plain.run_file(path)
    except ScenarioError:
        return
    forms = [("first", False, False), ("first", True, False)]
    if SCENARIOS.index(path) % 8 == 0:
        forms += [("full", False, False), ("none", False, False), ("first", False, True)]
    for mode, quiet, brief in forms:
        plain = cli_plain.plain_text(result, mode, quiet=quiet, brief=brief, width=WIDTH)
        if plain is not None:
            assert plain == _rich(result, mode, quiet, brief), (mode, quiet, brief)


def test_most_explanations_are_written_without_rich():
    path = str(ROOT / "scenarios" / "608.2b-zhazhda-sorina.yaml")
    result = cli_plain.run_file(path)
    for mode in ("first", "full", "none"):
        assert cli_plain.plain_text(result, mode, width=WIDTH) == _rich(result, mode)
    assert cli_plain.plain_text(result, quiet=True, width=WIDTH) == _rich(result, "first", True)


def _words(rng: random.Random) -> str:
    alphabet = "абвгдеёжзAbc«»—→×✓✗…•1234567890 ,.()"
    lines = []
    for _ in range(rng.choice((1, 1, 1, 2, 3))):
        words = [
            "".join(rng.choice(alphabet) for _ in range(rng.choice((1, 2, 4, 7, 12, 25))))
            for _ in range(rng.randint(0, 6))
        ]
        lines.append(rng.choice((" ", "  ", " ")).join(words))
    return "\n".join(lines)


def _table_pair(rng: random.Random):
    """The same random table made with rich and with the plain console."""
    boxed = rng.random() < 0.5
    options = {"title": "Ожидания", "title_justify": "left"} if rng.random() < 0.3 else {}
    if not boxed:
        options.update(show_header=True, header_style="bold", box=None, pad_edge=False)
    rich_table, plain_table = Table(**options), PlainTable(**options)
    for _ in range(rng.randint(1, 7)):
        column: dict = {"header": _words(rng).replace("\n", " ")[:14]}
        if rng.random() < 0.3:
            column["justify"] = "right"
        if rng.random() < 0.15:
            column["width"] = rng.randint(1, 6)
        rich_table.add_column(**column)
        plain_table.add_column(**column)
    for _ in range(rng.randint(0, 4)):
        cells = [_words(rng) or "—" for _ in rich_table.columns]
        rich_table.add_row(*cells)
        plain_table.add_row(*cells)
    if rng.random() < 0.5:
        rich_table.caption = plain_table.caption = "Ход 3, " + _words(rng).replace("\n", " ")
        rich_table.caption_justify = plain_table.caption_justify = "left"
    return rich_table, plain_table


def test_generated_tables_are_laid_out_as_rich_lays_them_out():
    rng = random.Random(17)
    plain_count = 0
    for _ in range(200):
        rich_table, plain_table = _table_pair(rng)
        width = rng.choice((20, 24, 31, 40, 52, 63, 80, 100, 131))
        out = io.StringIO()
        Console(file=out, highlight=False, soft_wrap=True, width=width).print(rich_table)
        try:
            console = PlainConsole(width)
            console.print(plain_table)
        except StepAside:
            continue
        plain_count += 1
        assert console.text() == out.getvalue(), width
    assert plain_count > 150  # the plain console rarely needs to step aside


def test_markup_and_unknown_widths_step_aside():
    for text in ("[red]красный[/red]", "a \\[b", ":smile:", "宽", "tab\there", "\x1b[0m"):
        with pytest.raises(StepAside):
            PlainConsole(80).print(text)
    PlainConsole(80).print("[Swamp, Forest] [508.1c] [] a: b")  # not markup for rich


def test_the_extra_one_cell_characters_are_one_cell_for_rich():
    from rich.cells import cell_len

    assert all(cell_len(ch) == 1 for ch in plain_console._EXTRA)
    assert all(cell_len(ch) == 1 for ch in plain_console._ONE_CELL)


@pytest.mark.parametrize("columns", [None, "57", "140", "x"])
def test_the_console_width_is_rich_s(columns, monkeypatch):
    if columns is None:
        monkeypatch.delenv("COLUMNS", raising=False)
    else:
        monkeypatch.setenv("COLUMNS", columns)
    assert plain_console.console_width() == Console(file=io.StringIO()).width


def test_a_run_into_a_pipe_does_not_import_rich():
    code = (
        "import sys\n"
        "from mtgjudge.cli_plain import main\n"
        f"sys.argv = ['mtgjudge', 'run', {cli_plain_scenario()!r}]\n"
        "try:\n    main()\nexcept SystemExit as exc:\n    assert exc.code == 0, exc.code\n"
        "print('rich' in sys.modules, file=sys.stderr)\n"
    )
    env = {k: v for k, v in os.environ.items() if k not in ("FORCE_COLOR", "TTY_COMPATIBLE")}
    done = subprocess.run(
        [sys.executable, "-c", code],
        capture_output=True,
        text=True,
        cwd=ROOT,
        check=True,
        env={**env, "PYTHONIOENCODING": "utf-8", "COLUMNS": "80"},
    )
    assert done.stderr.splitlines()[-1] == "False"
    with_rich = subprocess.run(
        [sys.executable, "-m", "mtgjudge", "run", cli_plain_scenario()],
        capture_output=True,
        text=True,
        cwd=ROOT,
        env={**env, "PYTHONIOENCODING": "utf-8", "COLUMNS": "80", "FORCE_COLOR": ""},
    )
    assert done.stdout == with_rich.stdout and "Итог" in done.stdout


def cli_plain_scenario() -> str:
    return str(ROOT / "scenarios" / "608.2b-zhazhda-sorina.yaml")
