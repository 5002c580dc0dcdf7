"""`mtgjudge run`, `check` and the pytest plugin as users and CI see them."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from .conftest import ROOT, run_cli

GOLDEN = Path(__file__).parent / "golden"
GOLDEN_SCENARIOS = [
    "608.2b-zhazhda-sorina",
    "704.5k-pravilo-legendarnosti",
    "307.1-volshebstvo-pri-nepustom-steke",
]
WIDTH = {"COLUMNS": "100"}


@pytest.mark.parametrize("name", GOLDEN_SCENARIOS)
def test_golden_explanation(name):
    """The explanation as text: any change of output is a visible diff.  Regenerate with
    MTGJUDGE_UPDATE_GOLDEN=1 after checking the new text by eye."""
    result = run_cli("run", f"scenarios/{name}.yaml", env=WIDTH)
    assert result.returncode == 0, result.stderr
    golden = GOLDEN / f"{name}.txt"
    if os.environ.get("MTGJUDGE_UPDATE_GOLDEN"):
        golden.write_text(result.stdout, encoding="utf-8")
    assert result.stdout == golden.read_text(encoding="utf-8")


def test_output_is_byte_identical_between_runs():
    a = run_cli("run", "scenarios/608.2b-chumnye-spory.yaml", "--json")
    b = run_cli("run", "scenarios/608.2b-chumnye-spory.yaml", "--json")
    assert a.stdout == b.stdout and a.stdout


def test_run_json_follows_its_documented_schema():
    import jsonschema

    schema = json.loads((ROOT / "docs" / "run.schema.json").read_text(encoding="utf-8"))
    for path in sorted((ROOT / "scenarios").glob("*.yaml"))[:12]:
        result = run_cli("run", str(path), "--json")
        data = json.loads(result.stdout)
        jsonschema.validate(data, schema)
        assert data["exit_code"] == result.returncode


def test_position_table_shows_the_command_zone_and_exile(tmp_path):
    """The position table has a column for the command zone (313: a conspiracy, face down with
    its secretly named card, 702.105a) and for exile when a player has cards there; the JSON
    position lists them too (docs/run.schema.json)."""
    import jsonschema

    path = tmp_path / "c.yaml"
    path.write_text(
        "title: t\nplayers:\n  Алиса:\n    command: [{card: Brago's Favor, agenda: Hill Giant}]\n"
        "    exile: [Shock]\n  Борис: {}\nactions: []\n",
        encoding="utf-8",
    )
    text = run_cli("run", "--no-rules", str(path), env={"COLUMNS": "200"}).stdout
    header = next(line for line in text.splitlines() if line.startswith("игрок"))
    assert "изгнание" in header and "командная зона" in header
    assert "Brago's Favor (рубашкой вверх, названа: Гигант с Холмов (Hill Giant))" in text
    data = json.loads(run_cli("run", "--json", str(path)).stdout)
    alice = data["initial"]["players"][0]
    assert alice["command"] == [
        {"card": "Brago's Favor", "name_ru": None, "face_down": True, "named": "Hill Giant"}
    ]
    jsonschema.validate(data, json.loads((ROOT / "docs/run.schema.json").read_text("utf-8")))
    plain = run_cli("run", "--no-rules", "scenarios/608.2b-zhazhda-sorina.yaml").stdout
    assert "командная зона" not in plain and "изгнание" not in plain.split("Шаг 1")[0]


def test_refused_action_is_an_answer_not_an_error():
    result = run_cli("run", "scenarios/305.2-vtoraya-zemlya-za-hod.yaml")
    assert result.returncode == 0
    assert "Нельзя:" in result.stdout and "305.2" in result.stdout


def test_failed_expectation_exits_1_and_shows_expected_vs_actual(tmp_path):
    text = (ROOT / "scenarios" / "608.2b-zhazhda-sorina.yaml").read_text(encoding="utf-8")
    path = tmp_path / "wrong.yaml"
    path.write_text(
        text.replace("life: {Алиса: 20, Борис: 20}", "life: {Алиса: 22, Борис: 20}"),
        encoding="utf-8",
    )
    result = run_cli("run", str(path))
    assert result.returncode == 1
    assert "ожидалось 22, на деле 20" in result.stdout


def test_expectation_values_that_look_like_markup_are_shown_as_text(tmp_path):
    """«[red]» as an expected colour list (and «[b]» in an id) was eaten as rich markup: the
    table showed empty «ожидалось» and «на деле» cells."""
    path = tmp_path / "markup.yaml"
    path.write_text(
        "title: x\nplayers:\n  Алиса:\n    battlefield: [{card: Grizzly Bears, id: '[b]мишка'}]\n"
        "  Борис: {}\nturn: {active: Алиса, step: main1, number: 3}\nactions: []\n"
        "expect:\n  permanents: {'[b]мишка': {colors: [red]}}\n",
        encoding="utf-8",
    )
    result = run_cli("run", "--no-rules", str(path), env=WIDTH)
    assert result.returncode == 1, result.stderr
    assert "│ [red]     │ [green] │" in result.stdout, result.stdout
    assert "«[b]мишка»" in result.stdout
    assert "ожидалось [red], на деле [green]" in result.stdout


def test_rules_modes():
    full = run_cli("run", "scenarios/608.2b-zhazhda-sorina.yaml", "--full-rules").stdout
    first = run_cli("run", "scenarios/608.2b-zhazhda-sorina.yaml").stdout
    none = run_cli("run", "scenarios/608.2b-zhazhda-sorina.yaml", "--no-rules").stdout
    assert len(full) > len(first) > len(none)
    assert "608.2b Если заклинание" in first and "608.2b Если заклинание" not in none


def test_quiet_and_svg(tmp_path):
    quiet = run_cli("run", "scenarios/608.2b-zhazhda-sorina.yaml", "--quiet").stdout
    assert quiet.strip() == "Итог: все ожидания выполнены"
    svg = tmp_path / "out.svg"
    result = run_cli("run", "scenarios/608.2b-zhazhda-sorina.yaml", "--svg", str(svg))
    assert result.returncode == 0
    content = svg.read_text(encoding="utf-8")
    assert content.startswith("<svg") and "Жажда" in content


def _two_scenarios(folder: Path) -> None:
    folder.mkdir(parents=True, exist_ok=True)
    text = (ROOT / "scenarios" / "608.2b-zhazhda-sorina.yaml").read_text(encoding="utf-8")
    (folder / "good.yaml").write_text(text, encoding="utf-8")
    (folder / "bad.yaml").write_text(
        text.replace("Борис: [Gods Willing]", "Борис: [Plains]"), encoding="utf-8"
    )


def test_check_exit_codes_and_junit(tmp_path):
    folder = tmp_path / "scenarios"
    _two_scenarios(folder)
    good = run_cli("check", str(folder / "good.yaml"))
    assert good.returncode == 0 and "Прошли: 1" in good.stdout
    report = tmp_path / "junit.xml"
    both = run_cli("check", str(folder), "--junit", str(report), "-j", "2")
    assert both.returncode == 1
    assert "Прошли: 1, не прошли: 1" in both.stdout
    from xml.etree import ElementTree as ET

    suite = ET.parse(report).getroot()
    assert suite.get("tests") == "2" and suite.get("failures") == "1"
    failure = suite.find("testcase/failure")
    assert failure is not None and f"{folder / 'bad.yaml'}:" in failure.get("message")
    broken = folder / "broken.yaml"
    broken.write_text("title: [\n", encoding="utf-8")
    assert run_cli("check", str(broken)).returncode == 2  # the file cannot be used


def test_pytest_plugin_collects_scenarios(tmp_path):
    folder = tmp_path / "scenarios"
    _two_scenarios(folder)
    result = subprocess.run(
        [
            sys.executable,
            "-m",
            "pytest",
            str(folder),
            "-q",
            "-p",
            "no:cacheprovider",
            "--rootdir",
            str(tmp_path),
        ],
        capture_output=True,
        text=True,
        cwd=tmp_path,
    )
    assert result.returncode == 1, result.stdout
    assert "1 failed, 1 passed" in result.stdout
    assert "bad.yaml:" in result.stdout and "ожидалось" in result.stdout
    assert "Последние шаги объяснения" in result.stdout


def test_card_command_typo_tolerance_and_json():
    result = run_cli("card", "удар молнеи")
    assert (
        result.returncode == 0
        and "Lightning Bolt" in result.stdout
        and "Удар Молнии" in result.stdout
    )
    data = json.loads(run_cli("card", "Llanowar Elves", "--json").stdout)
    assert data["converted_mana_cost"] == 1 and "мана-способность" in data["abilities"][0]
    # a name that matches nothing is bad input: exit 2, with the nearest names (issue 13)
    missing = run_cli("card", "Совсем Не Карта Ёж")
    assert missing.returncode == 2 and "не найдена" in missing.stderr


def test_schema_command_prints_valid_json():
    data = json.loads(run_cli("schema").stdout)
    assert data["title"] == "Сценарий mtgjudge"
    assert json.loads(run_cli("schema", "card").stdout)["title"] == "Карта mtgjudge"


def test_library_cards_and_example_scenarios_validate_against_the_schemas():
    import jsonschema
    import yaml

    card_schema = json.loads(run_cli("schema", "card").stdout)
    for path in (ROOT / "mtgjudge" / "cards" / "data").glob("*.yaml"):
        for card in yaml.safe_load(path.read_text(encoding="utf-8")):
            jsonschema.validate(card, card_schema)
    scenario_schema = json.loads(run_cli("schema").stdout)
    for path in (ROOT / "scenarios").glob("*.yaml"):
        jsonschema.validate(yaml.safe_load(path.read_text(encoding="utf-8")), scenario_schema)


def test_brief_reads_the_decisive_events_only():
    """`run --brief`: the 608.2b example in a handful of lines — the two casts, the protection,
    the spell that fizzles with its rule — without passes, mana or step changes."""
    full = run_cli("run", "scenarios/608.2b-zhazhda-sorina.yaml", env=WIDTH).stdout
    brief = run_cli("run", "--brief", "scenarios/608.2b-zhazhda-sorina.yaml", env=WIDTH)
    assert brief.returncode == 0
    lines = brief.stdout.splitlines()
    assert len(lines) <= 10 < len(full.splitlines()) // 5
    text = brief.stdout
    assert "разыгрывает заклинание «Жажда Сорина»" in text and "прерывается" in text
    assert "608.2b Если заклинание" in text and lines[-1] == "Итог: все ожидания выполнены"
    for routine in ("пасует", "Пасуют", "платит", "поворачивает", "Разрешается", "Ход 3"):
        assert routine not in text, routine


def test_brief_keeps_a_refusal_and_collapses_repeats():
    refused = run_cli("run", "-b", "scenarios/305.2-vtoraya-zemlya-za-hod.yaml", env=WIDTH).stdout
    assert "Нельзя: " in refused and "[305.2]" in refused
    empty = run_cli(
        "run", "-b", "scenarios/704.5b-vzyat-kartu-iz-pustoy-biblioteki.yaml", env=WIDTH
    )
    assert "библиотека пуста (×2)" in empty.stdout and "проигрывает игру" in empty.stdout
