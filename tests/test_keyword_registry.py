"""The keyword registry (cards/keywords.py): every keyword of 701 and 702 of the 2015 rules, its
printed Russian name, parameters read from card YAML, refusal of keywords the engine does not
play (hand-written, scenario and catalogue cards), and the docs/cards.md table."""

from __future__ import annotations

import csv
import json
import sys
from pathlib import Path

import pytest

from mtgjudge.cards.abilities import printed_abilities
from mtgjudge.cards.format import CardFormatError, card_from_dict
from mtgjudge.cards.keywords import (
    ABILITIES,
    ACTIONS,
    WORKS,
    Keyword,
    KeywordError,
    KeywordNotYet,
    every_spec,
    parse_keyword,
    russian,
)
from mtgjudge.rules.corpus import default_corpus

from .conftest import run_cli

ROOT = Path(__file__).resolve().parent.parent


def test_every_section_of_701_and_702_once_in_order():
    for specs, chapter, last in ((ABILITIES, "702", 109), (ACTIONS, "701", 31)):
        sections = [s.section for s in specs if s.rule.endswith("a")]
        assert sections == [f"{chapter}.{n}" for n in range(2, last + 1)]


def test_rules_resolve_to_russian_text():
    corpus = default_corpus()
    missing = [s.rule for s in every_spec() if not corpus.exists(s.rule)]
    assert not missing


def test_russian_names_are_the_terminology_table():
    with open(ROOT / "rules_ru" / "terminology.tsv", encoding="utf-8") as f:
        rows = {
            r["en"].casefold(): r["ru"]
            for r in csv.DictReader(f, delimiter="\t")
            if r["kind"] in ("keyword", "keyword_action")
        }
    named = {s.name.casefold(): s.ru for s in every_spec() if s.name.casefold() in rows}
    assert len(named) == len(rows) == 108 + 30
    assert named == rows


@pytest.mark.parametrize(
    ("written", "name", "parameter", "text"),
    [
        ("Flying", "Flying", None, "Flying"),
        ("first strike", "First strike", None, "First strike"),
        ("Protection from red", "Protection", "from red", "Protection from red"),
        ("Swampwalk", "Swampwalk", None, "Swampwalk"),
        ("Can't block", "Can't block", None, "Can't block"),
    ],
)
def test_parse_keywords(written, name, parameter, text):
    value = parse_keyword(written)
    assert value == Keyword(name, parameter)
    assert value.text == text


@pytest.mark.parametrize(
    ("written", "words"),
    [
        ("Reinforce X—{X}{W}{W}", ["«Упрочнение»", "Reinforce", "702.76a"]),
        ("Frenzy 2", ["«Исступление»", "Frenzy", "702.67a"]),
        ("Absorb 1", ["«Поглощение»", "702.63a"]),
        ("Aura swap {2}{U}", ["«Обмен Аурами»", "702.64a"]),
        ("Protection from snow", ["«Защита»", "702.16a", "from snow"]),
    ],
)
def test_keywords_not_played_yet_are_refused_by_name_and_rule(written, words):
    with pytest.raises(KeywordNotYet) as exc:
        parse_keyword(written)
    assert all(w in str(exc.value) for w in words)


@pytest.mark.parametrize(
    ("written", "fragment"),
    [
        ("Flyng", "неизвестное ключевое слово"),
        ("Flying 2", "нет параметра"),
        ("Dash {1}{R}", "ключом «dash»"),
        ("Enchant creature", "ключом «enchant»"),
    ],
)
def test_bad_keywords(written, fragment):
    with pytest.raises(KeywordError) as exc:
        parse_keyword(written)
    assert not isinstance(exc.value, KeywordNotYet)
    assert fragment in str(exc.value)


def test_the_ability_value_carries_name_and_parameter():
    card = card_from_dict(
        {
            "name": "Test",
            "types": ["Creature"],
            "power": 1,
            "toughness": 1,
            "keywords": ["flying", "Protection from red"],
        }
    )
    assert card.keywords == ("Flying", "Protection from red")
    bodies = [a.body for a in printed_abilities(card) if a.kind == "keyword"]
    assert bodies == [Keyword("Flying"), Keyword("Protection", "from red")]


def test_hand_written_card_with_a_keyword_not_yet_played_is_refused():
    with pytest.raises(CardFormatError) as exc:
        card_from_dict(
            {"name": "Amplified", "types": ["Sorcery"], "keywords": ["Frenzy 2"]},
        )
    assert exc.value.path == ("keywords", 0)
    assert (
        "«Amplified»" in exc.value.message
        and "«Исступление» (Frenzy, 702.67a)" in exc.value.message
    )


def test_scenario_card_with_a_keyword_not_yet_played_exits_2(tmp_path):
    path = tmp_path / "s.yaml"
    path.write_text(
        "title: t\n"
        "cards:\n"
        "  - {name: Samurai, types: [Creature], power: 2, toughness: 2, keywords: [Frenzy 1]}\n"
        "players:\n"
        "  Алиса:\n"
        "    battlefield: [Samurai]\n"
        "  Борис: {}\n",
        encoding="utf-8",
    )
    r = run_cli("run", str(path))
    assert r.returncode == 2
    assert "s.yaml:3:" in r.stderr + r.stdout
    assert "«Исступление» (Frenzy, 702.67a)" in r.stderr + r.stdout
    assert "Traceback" not in r.stderr


def test_catalogue_card_with_a_keyword_not_yet_played_is_refused():
    from mtgjudge.cards.catalogue import default_catalogue
    from mtgjudge.cards.definition import UnsupportedCardError, card_definition

    catalogue = default_catalogue()
    if catalogue is None:
        pytest.skip("no catalogue")
    found = catalogue.find("Swell of Courage")
    assert found is not None
    with pytest.raises(UnsupportedCardError) as exc:
        card_definition(found.card)
    assert "«Упрочнение» (Reinforce)" in str(exc.value) and "702.76a" in str(exc.value)


def test_explanation_names_keywords_in_russian():
    assert russian("Kicker {2}{R}") == "Усилитель {2}{R}"
    assert russian("Bushido 1") == "Бусидо 1"


def test_docs_table_is_the_registry():
    sys.path.insert(0, str(ROOT / "tools"))
    from keyword_table import COUNTS, DOC, rewritten

    counts = json.loads(COUNTS.read_text("utf-8"))
    assert set(counts) == {s.name for s in every_spec()}
    doc = DOC.read_text("utf-8")
    assert rewritten(doc, counts) == doc, "run python tools/keyword_table.py"


def test_every_working_keyword_names_an_existing_scenario():
    for spec in every_spec():
        if spec.status == WORKS:
            assert spec.scenario, spec.name
            path = ROOT / "scenarios" / spec.scenario
            assert path.exists(), spec.scenario
        else:
            assert not spec.scenario, spec.name
