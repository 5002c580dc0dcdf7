"""The whole 2015 edition in Russian: coverage, no English left, glossary, 2008 ↔ 2015."""

from __future__ import annotations

import json
import re

import pytest

from mtgjudge.rules.glossary import define, load_glossary

from .conftest import run_cli

LATIN_WORD = re.compile(r"\b[a-z][a-z'’-]{2,}\b")


def test_every_2015_number_has_russian_text(corpus):
    ed = corpus.edition("2015")
    missing = [n for n in ed.numbers if not corpus.rule(n).has_text]
    assert missing == []
    assert len(ed.numbers) == 2166


def test_every_example_of_the_2015_edition_is_translated(corpus):
    total = 0
    for number, count in corpus.edition("2015").numbers.items():
        rule = corpus.rule(number)
        if rule.source == "project":
            assert len(rule.examples) == count, number
        total += len(rule.examples)
    assert total == 225


def test_glossary_has_every_entry_of_the_edition():
    entries = load_glossary()
    assert len(entries) == 502
    assert len({e.term for e in entries}) == 502
    assert all(e.text and e.term_ru for e in entries)


def untranslated(text: str) -> list[str]:
    """Lowercase Latin words outside parentheses, guillemets and mana symbols."""
    stripped = re.sub(r"\([^)]*\)|\{[^}]*\}|«[^»]*»|„[^“]*“", " ", text)
    return [w for w in LATIN_WORD.findall(stripped) if w not in ("planeswalker",)]


def test_no_english_sentences_are_left_in_project_texts(corpus):
    offenders = []
    for rule in corpus.all_rules("2015"):
        if rule.source != "project":
            continue
        words = untranslated(" ".join(filter(None, (rule.text, rule.title, *rule.examples))))
        if words:
            offenders.append((rule.number, words[:5]))
    for e in load_glossary():
        words = untranslated(e.text)
        if words:
            offenders.append((e.term, words[:5]))
    assert offenders == []


def test_the_untranslated_check_catches_english():
    assert untranslated("Игрок берёт карту, then he draws a card.") == ["then", "draws", "card"]


def test_seed_texts_were_never_replaced(corpus):
    assert corpus.rule("704.5g").source == "seed:001_1497bf23cb586d7e.txt"
    assert corpus.rule("608.2b").source.startswith("seed:000")


@pytest.mark.parametrize("query", ["приоритет", "Приоритет", "priority", "PRIORITY", "приоритт"])
def test_define_finds_priority(query):
    entry, _ = define(query)
    assert entry is not None and entry.term == "Priority" and "116" in entry.see


def test_define_cli_follows_see_rule():
    result = run_cli("define", "смертельное касание")
    assert result.returncode == 0
    assert "702.2" in result.stdout
    data = json.loads(run_cli("define", "deathtouch", "--json").stdout)
    assert data["entry"]["term"] == "Deathtouch"
    assert data["see_rules"][0]["number"] == "702.2" and data["see_rules"][0]["summary"]


def test_define_unknown_term_exits_1():
    result = run_cli("define", "квазиантиматерия")
    assert result.returncode == 1 and "не найден" in result.stdout


def test_search_includes_the_glossary():
    import mtgjudge.rules

    hits = mtgjudge.rules.search("приоритет", limit=30)
    assert any(h.kind == "glossary" and h.key == "glossary:Priority" for h in hits)


def test_2008_rule_shows_its_2015_counterpart():
    result = run_cli("rule", "212.3f", "--edition", "2008")
    assert "В редакции 2015: 302.6" in result.stdout
    data = json.loads(run_cli("rule", "212.3f", "--edition", "2008", "--json").stdout)
    assert data["counterparts"]["numbers"] == ["302.6"]


def test_2015_rule_shows_its_2008_counterpart():
    assert "В редакции 2008: 212.3f" in run_cli("rule", "302.6").stdout


def test_2008_rule_without_counterpart_says_so():
    assert (
        "В редакции 2015 соответствия нет" in run_cli("rule", "217.6e", "--edition", "2008").stdout
    )


def test_every_2008_seed_rule_is_mapped_to_existing_2015_numbers(corpus):
    for rule in corpus.all_rules("2008"):
        if not rule.has_text:
            continue
        found = corpus.counterparts(rule.number, "2008")
        assert found is not None, rule.number
        for n in found[0]:
            assert corpus.exists(n, "2015"), (rule.number, n)
