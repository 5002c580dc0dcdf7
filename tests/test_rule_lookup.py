"""`mtgjudge rule`: forgiving input, the l/o gap, trailing period, editions, unknown numbers."""

from __future__ import annotations

import json

import pytest

import mtgjudge.rules
from mtgjudge.rules.corpus import UnknownRuleError
from mtgjudge.rules.numbers import RuleNumber, RuleNumberError, readings, references_in

from .conftest import run_cli


@pytest.mark.parametrize(
    "typed",
    [
        "704.5g",
        "704.5г",
        "704,5g",
        "п. 704.5g",
        "правило 704.5g",
        "Правило 704.5G",
        "704ю5п",
        " 704.5g ",
    ],
)
def test_forgiving_input_reads_704_5g(typed):
    assert mtgjudge.rules.get(typed).number == "704.5g"


def test_cyrillic_lookalike_letter():
    assert mtgjudge.rules.get("704.5с").number == "704.5c"  # Cyrillic с
    assert mtgjudge.rules.get("704.5а").number == "704.5a"  # Cyrillic а


def test_not_a_number_at_all():
    with pytest.raises(RuleNumberError):
        readings("смертельное касание")


def test_subrule_letters_skip_l_and_o(corpus):
    letters = [c.number[-1] for c in corpus.children("704.5")]
    assert "l" not in letters and "o" not in letters
    assert letters[letters.index("k") + 1] == "m"
    with pytest.raises(UnknownRuleError) as err:
        corpus.lookup("704.5l")
    assert "704.5k" in err.value.nearest and "704.5m" in err.value.nearest


def test_trailing_period_means_the_rule_alone():
    rule_and_children = run_cli("rule", "704.5", "--json")
    alone = run_cli("rule", "704.5.", "--json")
    assert json.loads(rule_and_children.stdout)["children"][0]["number"] == "704.5a"
    assert json.loads(alone.stdout)["children"] == []
    assert json.loads(alone.stdout)["number"] == "704.5"


def test_path_of_titles(corpus):
    path = corpus.path("704.5g")
    assert [p.number for p in path] == ["7", "704", "704.5"]
    assert path[0].title == "Дополнительные правила"


def test_section_outline():
    out = run_cli("rule", "704").stdout
    assert "704.1" in out and "704.5" in out and "704.5g" not in out


def test_number_in_both_editions_shows_2015_and_mentions_2008():
    data = json.loads(run_cli("rule", "200.1", "--json").stdout)
    assert data["edition"] == "2015"
    assert data["other_editions"] == ["2008"]
    old = json.loads(run_cli("rule", "200.1", "--edition", "2008", "--json").stdout)
    assert old["edition"] == "2008" and old["source"].startswith("seed:003")
    assert old["text"] != data["text"]


def test_number_only_in_2008_is_shown_from_2008_labelled():
    result = run_cli("rule", "212.3f")
    assert result.returncode == 0
    assert "редакция 2008" in result.stdout
    assert json.loads(run_cli("rule", "212.3f", "--json").stdout)["edition"] == "2008"


def test_later_edition_rule_is_labelled():
    data = json.loads(run_cli("rule", "122.1б", "--json").stdout)
    assert data["edition"] == "later" and data["number"] == "122.1b"


def test_real_rule_without_russian_text_says_so(tmp_path):
    """A number of the edition with no Russian text is not an unknown number."""
    import shutil

    from mtgjudge.rules.corpus import data_dir

    for edition in ("2015", "2008"):
        (tmp_path / edition).mkdir()
        shutil.copy(data_dir() / edition / "numbers.txt", tmp_path / edition / "numbers.txt")
    result = run_cli("rule", "509.1h", env={"MTGJUDGE_RULES_DIR": str(tmp_path)})
    assert result.returncode == 0
    assert "текста этого правила в корпусе пока нет" in result.stdout
    data = json.loads(
        run_cli("rule", "509.1h", "--json", env={"MTGJUDGE_RULES_DIR": str(tmp_path)}).stdout
    )
    assert data["has_text"] is False and [p["number"] for p in data["path"]] == [
        "5",
        "509",
        "509.1",
    ]


def test_unknown_number_exits_1_with_nearest():
    result = run_cli("rule", "704.99")
    assert result.returncode == 1
    assert "не существует" in result.stdout and "704." in result.stdout
    data = json.loads(run_cli("rule", "704.99", "--json").stdout)
    assert data["error"] == "unknown_rule" and data["nearest"]


def test_garbage_exits_2():
    assert run_cli("rule", "абв").returncode == 2


def test_cross_references_are_listed_and_resolvable(corpus):
    rule = corpus.rule("122.1b") if False else mtgjudge.rules.get("122.1b")
    assert rule.references == ["613.1f"]
    data = json.loads(run_cli("rule", "704.3", "--json").stdout)
    assert {"number": "116", "exists": True} == {
        k: data["references"][0][k] for k in ("number", "exists")
    }


def test_references_in_text():
    assert references_in("См. правило 613.1f") == ["613.1f"]
    assert references_in("(см. правила 704.5g и 704.5h)") == ["704.5g", "704.5h"]
    assert references_in("колода из 200 карт") == []


def test_rule_number_round_trip_and_order():
    assert str(RuleNumber.parse("704.5g")) == "704.5g"
    assert RuleNumber.parse("704.5") < RuleNumber.parse("704.5a") < RuleNumber.parse("704.10")
    assert RuleNumber.parse("704.5g").parent == RuleNumber.parse("704.5")


def test_python_api_needs_neither_typer_nor_rich():
    import subprocess
    import sys

    code = (
        "import sys, mtgjudge.rules as r; r.get('704.5g'); r.search('приоритет');"
        "print(sorted(m for m in ('typer', 'rich', 'click') if m in sys.modules))"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "[]"


def test_number_index_answers_alike_by_search_and_after_parsing():
    """``NumberIndex`` searches the text for its first lookups and parses the list after
    ``SEARCHES`` of them (``check`` of a directory asks for many): the answers are the same,
    and a text spanning lines is no number either way."""
    from mtgjudge.rules.corpus import NumberIndex

    text = "# comment\twith a tab\n100.1\t0\n100.1a\t2\n704.5g\t1\n"
    asked = ["100.1", "100.1a", "704.5g", "704.5", "100.1\t0\n100.1a", "# comment", "", "1"]
    searched = NumberIndex(text)
    before = [(n in searched, n in searched and searched[n]) for n in asked]
    assert searched._parsed is None  # (fewer lookups than SEARCHES: no list parsed yet)
    parsed = NumberIndex(text)
    parsed._all()
    after = [(n in parsed, n in parsed and parsed[n]) for n in asked]
    assert (
        before
        == after
        == [
            (True, 0),
            (True, 2),
            (True, 1),
            (False, False),
            (False, False),
            (False, False),
            (False, False),
            (False, False),
        ]
    )
    for _ in range(NumberIndex.SEARCHES + 1):
        assert "704.5g" in searched
    assert searched._parsed is not None and searched["100.1a"] == 2
