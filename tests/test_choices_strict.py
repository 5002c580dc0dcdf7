"""choose: is strict (unknown keys are errors naming the nearest valid key) and an answer
the game never needed is reported (issue 16)."""

from __future__ import annotations

from mtgjudge.scenario.model import load_scenario
from mtgjudge.scenario.runner import Runner

from .conftest import run_cli

BASE = """title: x
players:
  Алиса:
    battlefield: [{card: Grizzly Bears, id: a}]
  Борис: {}
actions:
  - choose: ANSWERS
  - pass
"""


def test_misspelt_choice_key_is_an_error_with_the_nearest_key(tmp_path):
    path = tmp_path / "s.yaml"
    path.write_text(BASE.replace("ANSWERS", "{legnd: a}"), encoding="utf-8")
    result = run_cli("run", str(path))
    assert result.returncode == 2
    assert f"{path}:7:14: неизвестный ключ в choose (может быть, legend?)" in result.stderr


def test_misspelt_expectation_key_names_the_nearest_key(tmp_path):
    path = tmp_path / "s.yaml"
    path.write_text(
        BASE.replace("ANSWERS", "{}") + "expect:\n  lfie: {Алиса: 20}\n", encoding="utf-8"
    )
    result = run_cli("run", str(path))
    assert result.returncode == 2 and "(может быть, life?)" in result.stderr


def test_unused_answers_are_reported():
    text = BASE.replace("ANSWERS", "{legend: a, may: true}")
    result = Runner(load_scenario("s.yaml", text)).run()
    assert result.unused_answers == [("legend", 7), ("may", 7)]
    assert result.exit_code == 0


def test_unused_answer_is_shown(tmp_path):
    path = tmp_path / "s.yaml"
    path.write_text(BASE.replace("ANSWERS", "{discard: [Grizzly Bears]}"), encoding="utf-8")
    result = run_cli("run", str(path), "--no-rules")
    assert result.returncode == 0
    assert "Ответ «discard» (строка 7) не понадобился" in result.stdout


def test_an_answer_read_by_a_refused_action_was_needed():
    # scenarios/510.1c-…: the assignment is refused (510.1c), but the answer was asked for
    from pathlib import Path

    root = Path(__file__).resolve().parent.parent / "scenarios"
    (path,) = root.glob("510.1c-nelzya-propustit-*.yaml")
    result = Runner(load_scenario(path)).run()
    assert result.refusal is not None and result.unused_answers == []


def test_unused_answers_are_in_the_json_output(tmp_path):
    import json

    path = tmp_path / "s.yaml"
    path.write_text(BASE.replace("ANSWERS", "{discard: [Grizzly Bears]}"), encoding="utf-8")
    result = run_cli("run", str(path), "--json")
    assert result.returncode == 0
    assert json.loads(result.stdout)["unused_answers"] == [{"key": "discard", "line": 7}]


def test_a_misspelt_card_in_an_answer_is_hinted_only_by_a_similar_name():
    import pytest

    from mtgjudge.scenario.model import ScenarioError

    with pytest.raises(ScenarioError) as info:
        load_scenario("<t>", BASE.replace("ANSWERS", "{discard: [1, Isl, Islnd]}"))
    one, isl, islnd = (p.message for p in info.value.problems)
    assert "может быть" not in one  # not «1996 World Champion»
    assert "может быть" not in isl  # not «Aisling Leprechaun»
    assert "(может быть, Island?)" in islnd


def test_choose_answer_naming_an_unplayable_catalogue_card_is_a_name_like_any_other():
    """A plane (901) named in a choose answer crashed the check of references
    (UnsupportedCardError, exit 4): it is a card's name; naming it where it is not is a
    file error (tests/bad_inputs/choose-search-unplayable-card.yaml)."""
    from mtgjudge.cards.library import default_library
    from mtgjudge.scenario.choices import check_choice_references
    from mtgjudge.scenario.yamlpos import load

    problems = []

    class Reader:
        def problem(self, node, message, text=""):
            problems.append(message)

    answers = load("search: [Academy at Tolaria West]")
    check_choice_references(Reader(), answers, set(), {"Алиса"}, default_library())
    assert problems == []
