"""Malformed scenario files: each problem is reported in Russian with file:line:column, the
offending text, and exit code 2 — never a traceback."""

from __future__ import annotations

import pytest

from .conftest import run_cli

BASE = """title: t
players:
  Алиса:
    hand: [Lightning Bolt]
    battlefield: [Mountain]
  Борис:
    battlefield: [{card: Grizzly Bears, id: медведь}]
"""

# (name, file text, expected line, expected column, words the message must contain)
CASES = [
    ("yaml_syntax_colon", "title: t\nplayers: [a: b: c]\n", 2, None, "YAML"),
    ("yaml_tab", "title: t\nplayers:\n\tАлиса: {}\n", 3, None, "табуляц"),
    ("yaml_unclosed_bracket", "title: t\nplayers: [Алиса, Борис\n", None, None, "YAML"),
    ("not_a_mapping", "- a\n- b\n", 1, 1, "отображением"),
    ("unknown_top_key", BASE + "foo: 1\n", 8, 1, "неизвестный ключ"),
    ("missing_title", BASE.replace("title: t\n", ""), 1, 1, "title"),
    ("one_player", "title: t\nplayers:\n  Алиса: {}\n", 3, 3, "не меньше двух"),
    ("unknown_card", BASE.replace("[Lightning Bolt]", "[Lightnig Bolt]"), 4, 12, "Lightning Bolt"),
    (
        "unknown_card_russian",
        BASE.replace("[Lightning Bolt]", "[Удар Малнии]"),
        4,
        12,
        "Удар Молнии",
    ),
    ("unknown_player_key", BASE.replace("    hand:", "    hnad:"), 4, 5, "неизвестный ключ"),
    (
        "life_not_number",
        BASE.replace("  Алиса:\n", "  Алиса:\n    life: двадцать\n"),
        4,
        11,
        "целое число",
    ),
    (
        "card_without_card_key",
        BASE.replace("[{card: Grizzly Bears, id: медведь}]", "[{id: медведь}]"),
        7,
        19,
        "card",
    ),
    (
        "unknown_card_key",
        BASE.replace("id: медведь}", "id: медведь, power: 3}"),
        7,
        54,
        "неизвестный ключ",
    ),
    (
        "duplicate_id",
        BASE.replace("battlefield: [Mountain]", "battlefield: [{card: Mountain, id: медведь}]"),
        7,
        19,
        "уже использован",
    ),
    ("duplicate_key", BASE + "title: again\n", 8, 1, "повторяется"),
    ("bad_step", BASE + "turn: {step: main3}\n", 8, 14, "неизвестный шаг"),
    ("bad_active", BASE + "turn: {active: Вася}\n", 8, 16, "нет такого игрока"),
    ("unknown_verb", BASE + "actions:\n  - {hit: медведь}\n", 9, 5, "глагол"),
    ("bare_unknown_word", BASE + "actions:\n  - attackk\n", 9, 5, "неизвестное действие"),
    (
        "unknown_action_arg",
        BASE + "actions:\n  - {cast: Lightning Bolt, tragets: [медведь]}\n",
        9,
        28,
        "неизвестный ключ",
    ),
    ("resolve_not_number", BASE + "actions:\n  - resolve: many\n", 9, 14, "resolve"),
    ("goto_bad_step", BASE + "actions:\n  - goto: lunch\n", 9, 11, "неизвестный шаг"),
    ("expect_unknown_key", BASE + "expect:\n  mana: 3\n", 9, 3, "неизвестный ключ"),
    ("expect_unknown_player", BASE + "expect:\n  life: {Вася: 20}\n", 9, 10, "нет такого игрока"),
    (
        "expect_unknown_card",
        BASE + "expect:\n  graveyard: {Алиса: [Lightning Boltt]}\n",
        9,
        23,
        "неизвестная карта",
    ),
    (
        "expect_cites_unknown_rule",
        BASE + "expect:\n  cites: [704.5l]\n",
        9,
        11,
        "такого правила нет",
    ),
    ("about_unknown_rule", BASE + "about: [999.9]\n", 8, 9, "такого правила нет"),
    (
        "custom_card_bad_type",
        BASE + "cards:\n  - {name: X, types: [Creatur], power: 1, toughness: 1}\n",
        9,
        23,
        "тип карты",
    ),
    (
        "custom_card_bad_effect",
        BASE + "cards:\n  - name: X\n    types: [Instant]\n    spell: {effects: [{explode: 3}]}\n",
        11,
        23,
        "глагол",
    ),
    ("mana_pool_bad", BASE.replace("  Борис:\n", "  Борис:\n    mana_pool: RR\n"), 7, 16, "мана"),
    (
        "counters_not_number",
        BASE.replace("id: медведь}", "id: медведь, counters: {+1/+1: two}}"),
        7,
        72,
        "целое число",
    ),
    (
        "unknown_target_reference",
        BASE + "actions:\n  - {cast: Lightning Bolt, targets: [волк]}\n",
        9,
        38,
        "нет такого",
    ),
    ("cast_card_not_in_hand", BASE + "actions:\n  - {cast: Shock}\n", 9, 12, "нет в руке"),
    # an empty value ("key:" with nothing after it) is reported at its key, not at 1:1
    ("empty_life", BASE.replace("  Алиса:\n", "  Алиса:\n    life:\n"), 4, 5, "пустое значение"),
    ("empty_x", BASE + "actions:\n  - {cast: Lightning Bolt, x: }\n", 9, 28, "пустое значение"),
    ("empty_verb", BASE + "actions:\n  - cast:\n", 9, 5, "пустое значение"),
    ("empty_action_item", BASE + "actions:\n  - pass\n  -\n", 10, 4, "действие №2"),
    (
        "empty_nested_expectation",
        BASE + "expect:\n  permanents:\n    медведь: {counters: {loyalty: }}\n",
        10,
        26,
        "пустое значение",
    ),
    ("empty_card_part", BASE + "cards:\n  - name: X\n    types:\n", 10, 5, "пустое значение"),
    ("empty_choice", BASE + "actions:\n  - choose:\n      may:\n", 10, 7, "пустое значение"),
    (
        "ambiguous_reference",
        BASE.replace(
            "battlefield: [{card: Grizzly Bears, id: медведь}]",
            "battlefield: [Grizzly Bears, {card: Grizzly Bears, tapped: true}]",
        )
        + "actions:\n  - {cast: Lightning Bolt, targets: [Grizzly Bears]}\n",
        9,
        38,
        "неоднозначна",
    ),
]


@pytest.mark.parametrize("name,text,line,column,words", CASES, ids=[c[0] for c in CASES])
def test_malformed_file_is_reported_with_position_and_exit_2(
    tmp_path, name, text, line, column, words
):
    path = tmp_path / f"{name}.yaml"
    path.write_text(text, encoding="utf-8")
    result = run_cli("run", str(path))
    assert result.returncode == 2, result.stdout + result.stderr
    assert "Traceback" not in result.stderr
    first = result.stderr.splitlines()[0]
    assert first.startswith(f"Ошибка: {path}:"), first
    where = first[len(f"Ошибка: {path}:") :].split(":")
    if line is not None:
        assert int(where[0]) == line, first
    if column is not None:
        assert int(where[1]) == column, first
    assert words.lower() in result.stderr.lower(), result.stderr


def test_all_problems_of_a_file_are_reported_at_once(tmp_path):
    text = BASE.replace("[Lightning Bolt]", "[Lightnig Bolt]") + "turn: {step: main3}\nfoo: 1\n"
    path = tmp_path / "many.yaml"
    path.write_text(text, encoding="utf-8")
    result = run_cli("run", str(path))
    assert result.returncode == 2
    assert len([line for line in result.stderr.splitlines() if line.startswith("Ошибка:")]) == 3


def test_missing_file(tmp_path):
    result = run_cli("run", str(tmp_path / "nope.yaml"))
    assert result.returncode == 2 and "файл не найден" in result.stderr


@pytest.mark.parametrize("name", ["No", "Off", "On", "1:30", "yes", "null"])
def test_names_are_taken_as_written(tmp_path, name):
    """PyYAML would read these as booleans, numbers or null; a name stays the text written."""
    text = f"""title: t
cards:
  - {{name: {name}, types: [Creature], power: 1, toughness: 1, cost: "{{G}}"}}
players:
  {name}:
    battlefield: [{name}]
  Борис: {{}}
expect:
  battlefield: {{{name}: [{name}]}}
"""
    path = tmp_path / "names.yaml"
    path.write_text(text, encoding="utf-8")
    result = run_cli("run", str(path), "--json")
    assert result.returncode == 0, result.stderr
    import json

    data = json.loads(result.stdout)
    assert data["initial"]["players"][0]["name"] == name
    assert data["initial"]["players"][0]["battlefield"][0]["card"] == name


def test_the_users_file_is_never_modified(tmp_path):
    path = tmp_path / "keep.yaml"
    path.write_text(
        BASE + "actions:\n  - {cast: Lightning Bolt, targets: [медведь]}\n", encoding="utf-8"
    )
    before = path.read_bytes()
    run_cli("run", str(path))
    assert path.read_bytes() == before
