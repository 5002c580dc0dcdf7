"""Hostile YAML: alias bombs, recursive aliases, deep nesting, huge and endless files (issue 16).

Every one is refused with a Russian problem and a position, quickly, never a traceback."""

from __future__ import annotations

import os

import pytest

from mtgjudge.limits import MAX_ALIAS_NODES, MAX_YAML_DEPTH, MAX_YAML_NODES
from mtgjudge.scenario import source
from mtgjudge.scenario.model import ScenarioError, load_scenario
from mtgjudge.scenario.yamlpos import YamlProblem, load

BOMB = "".join(
    f"{name}: &{name} [{', '.join([f'*{prev}' if prev else 'x'] * 9)}]\n"
    for prev, name in zip([""] + list("abcdefgh"), "abcdefghi")
)


def test_billion_laughs_is_refused_fast():
    with pytest.raises(YamlProblem) as info:
        load(BOMB)
    assert "разворачиваются в слишком много значений" in info.value.message
    assert info.value.mark.line > 1


def test_each_size_limit_says_which_limit_was_hit():
    """A file with too many plain values was told «ссылки alias разворачиваются …» with the
    alias budget: each message names its own limit (mtgjudge/limits.py)."""
    with pytest.raises(YamlProblem) as info:
        load(BOMB)
    assert f"больше {MAX_ALIAS_NODES} значений, которые приносят ссылки" in info.value.message
    with pytest.raises(YamlProblem) as info:
        load("a: [" + ", ".join(["1"] * (MAX_YAML_NODES + 1)) + "]\n")
    assert "alias) разворачиваются" not in info.value.message
    assert f"слишком много значений YAML (больше {MAX_YAML_NODES}" in info.value.message
    assert (info.value.mark.line, info.value.mark.column) == (1, 4)


@pytest.mark.parametrize("text", ["a: &a [*a]", "a: &a {b: [1, {c: *a}]}"])
def test_recursive_alias_is_refused(text):
    with pytest.raises(YamlProblem) as info:
        load(text)
    assert "внутри которого стоит сама" in info.value.message


@pytest.mark.parametrize(
    "text",
    [
        "[" * 10_000 + "]" * 10_000,
        "- " * 10_000 + "x",
        "b: " + "{c: " * 5000 + "1" + "}" * 5000,
    ],
)
def test_deep_nesting_is_refused(text):
    with pytest.raises(YamlProblem) as info:
        load(text)
    assert f"больше {MAX_YAML_DEPTH} уровней" in info.value.message


def test_aliases_within_the_budget_still_work():
    value = load("a: &x [1, 2]\nb: *x\nc: *x\n")
    assert value == {"a": ["1", "2"], "b": ["1", "2"], "c": ["1", "2"]}


@pytest.mark.parametrize(
    ("text", "fragment"),
    [
        ("a: \x00", "управляющий символ"),
        ("a: 1\n---\nb: 2", "один документ YAML"),
        ('a: "\\q"', "escape-последовательность"),
        ("a: &x 1\nb: &x 2", "якорь (&) с таким именем уже есть"),
        ("a: [1", "ожидалась «,» или «]»"),
    ],
)
def test_yaml_problems_are_russian(text, fragment):
    with pytest.raises(YamlProblem) as info:
        load(text)
    assert fragment in info.value.message


def _problem(path) -> str:
    with pytest.raises(ScenarioError) as info:
        load_scenario(str(path))
    (problem,) = info.value.problems
    return problem.message


def test_dev_zero_stops_at_the_limit():
    assert "файл больше 5 МБ" in _problem("/dev/zero")


def test_huge_file_is_refused_without_reading(tmp_path):
    path = tmp_path / "huge.yaml"
    with open(path, "wb") as f:
        f.truncate(6 * 1024 * 1024)
    assert "файл больше 5 МБ" in _problem(path)


def test_fifo_without_writer_does_not_hang(tmp_path, monkeypatch):
    monkeypatch.setattr(source, "READ_SECONDS", 0.2)
    path = tmp_path / "pipe.yaml"
    os.mkfifo(path)
    assert "не дочитан" in _problem(path)


@pytest.mark.parametrize(
    ("data", "fragment"),
    [
        ("title: т".encode("utf-16"), "UTF-16"),
        ("title: тест".encode("cp1251"), "не в кодировке UTF-8"),
    ],
)
def test_encodings(tmp_path, data, fragment):
    path = tmp_path / "x.yaml"
    path.write_bytes(data)
    assert fragment in _problem(path)


def test_folder_and_missing_file(tmp_path):
    assert _problem(tmp_path) == "это папка, а не файл"
    assert _problem(tmp_path / "nope.yaml") == "файл не найден"


@pytest.mark.parametrize(
    ("text", "fragment"),
    [
        ('a: "Алиса\\u200b"', "невидимый символ U+200B"),
        ('a: "x\\u202ey"', "невидимый символ U+202E"),
        ('a: "Grizzly\\aBears"', "управляющий символ U+0007"),
        ('"ключ\\u2060": 1', "невидимый символ U+2060"),
    ],
)
def test_invisible_and_control_characters_are_refused(text, fragment):
    with pytest.raises(YamlProblem) as info:
        load(text)
    assert fragment in info.value.message
    assert info.value.text.isprintable()  # shown escaped, never raw


def test_names_are_nfc_normalised():
    assert load('a: "Е\u0308ва"') == {"a": "Ёва"}
    assert load("a: тест\u00a0слово") == {"a": "тест\u00a0слово"}  # a visible space is fine


def test_too_many_cards_and_actions_are_refused():
    cards = "title: x\nplayers:\n  Алиса:\n    hand: [" + ", ".join(["Forest"] * 10_001) + "]\n"
    with pytest.raises(ScenarioError) as info:
        load_scenario("x.yaml", cards + "  Борис: {}\n")
    assert "больше 10000 карт" in str(info.value)
    actions = "title: x\nplayers:\n  Алиса: {}\n  Борис: {}\nactions:\n" + "  - pass\n" * 10_001
    with pytest.raises(ScenarioError) as info:
        load_scenario("x.yaml", actions)
    assert "больше 10000 действий" in str(info.value)


def test_many_unknown_card_names_are_not_each_searched(tmp_path, monkeypatch):
    """A library of 3 000 unknown names took minutes: each got a fuzzy search of the
    catalogue.  Suggestions are computed once per name and for at most MAX_SUGGESTED_NAMES
    names of a file; every name is still a problem with its line and column."""
    from mtgjudge.cards.library import CardLibrary
    from mtgjudge.limits import MAX_SUGGESTED_NAMES

    calls = []
    real = CardLibrary.suggest

    def counted(self, name, limit=3):
        calls.append(name)
        return real(self, name, limit)

    monkeypatch.setattr(CardLibrary, "suggest", counted)
    names = ", ".join(["1"] * 300 + [f"Zzq{i}x" for i in range(40)])
    path = tmp_path / "many.yaml"
    path.write_text(
        f"title: x\nplayers:\n  Алиса:\n    library: [{names}]\n  Борис: {{}}\n"
        "turn: {active: Алиса, step: main1, number: 3}\nactions: []\n",
        encoding="utf-8",
    )
    with pytest.raises(ScenarioError) as info:
        load_scenario(str(path))
    assert len(info.value.problems) == 340
    assert len(calls) <= MAX_SUGGESTED_NAMES
