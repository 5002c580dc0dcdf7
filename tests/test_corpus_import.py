"""The seed import: counts, editions, repairs and numbering corrections (rules_ru/)."""

from __future__ import annotations

import json
from collections import Counter

from mtgjudge.rules.articles import load_articles
from mtgjudge.rules.corpus import data_dir

ROOT = data_dir()


def seed_entries() -> list[dict]:
    out = []
    for edition in ("2015", "2008"):
        with (ROOT / edition / "seeds.jsonl").open(encoding="utf-8") as fh:
            out.extend(json.loads(line) for line in fh if line.strip())
    return out


def test_numbered_entries_per_seed_file():
    counts = Counter((e["source"][5:8], e["edition"]) for e in seed_entries())
    # numbered lines of each seed (sections included), counted by hand in the files
    assert counts == {
        ("000", "2015"): 50,
        ("001", "2015"): 50,
        ("004", "2015"): 10,
        ("004", "later"): 4,
        ("003", "2008"): 241,
    }


def test_examples_are_attached_to_their_rules():
    by_number = {(e["edition"], e["number"]): e for e in seed_entries()}
    assert by_number[("2015", "608.2b")]["examples"][0].startswith("Пример: Жажда Сорина")
    assert len(by_number[("2015", "608.2b")]["examples"]) == 2  # Sorin's Thirst, Plague Spores
    # an example split over two lines in seed 003 is joined
    cmc = by_number[("2008", "203.3")]["examples"][0]
    assert cmc.endswith("{3}{U}{U} равняется 5.")


def test_forum_author_lines_are_dropped():
    for e in seed_entries():
        blob = json.dumps(e, ensure_ascii=False)
        assert "Yazichnik" not in blob and "LevKotlyar" not in blob


def test_section_headings_become_titles():
    by_number = {(e["edition"], e["number"]): e for e in seed_entries()}
    assert by_number[("2015", "608")]["title"] == "Разрешение заклинаний и способностей"
    assert by_number[("2008", "217")]["title"] == "Зоны"


def test_seed_003_is_the_2008_edition_and_never_mixed_with_2015():
    for e in seed_entries():
        if e["source"].startswith("seed:003"):
            assert e["edition"] == "2008"
    from mtgjudge.rules.corpus import default_corpus

    corpus = default_corpus()
    # 212.3f (summoning sickness in 2008) is not a number of the 2015 edition
    assert not corpus.exists("212.3f", "2015")
    assert corpus.rule("212.3f", "2008").source.startswith("seed:003")


def test_122_1b_is_marked_as_a_later_edition():
    later = [e for e in seed_entries() if e["edition"] == "later"]
    assert {e["number"] for e in later} == {"122.1b", "112.10a", "112.10b", "112.10c"}
    rule_122 = next(e for e in later if e["number"] == "122.1b")
    assert rule_122["corrections"][0]["from"] == "122.1б"


def test_no_replacement_character_remains_and_words_are_repaired():
    text = (ROOT / "2008" / "seeds.jsonl").read_text(encoding="utf-8")
    assert "\ufffd" not in text
    for word in ("рубашкой", "Игрок", "фишки", "Имя", "разрешается", "Волшебник"):
        assert word in text, word
    assert sum(e.get("repairs", 0) for e in seed_entries()) == 236


def test_numbering_slips_are_normalised_and_recorded():
    corrections = {(c["from"], c["to"]) for e in seed_entries() for c in e.get("corrections", ())}
    for pair in [
        ("271.2a", "217.2a"),
        ("200.9", "200.9a"),
        ("212.2о", "212.2j"),
        ("200.9с", "200.9c"),
        ("122.1б", "122.1b"),
        ("202.2а", "202.2a"),
    ]:
        assert pair in corrections, pair
    numbers = Counter((e["edition"], e["number"]) for e in seed_entries())
    assert max(numbers.values()) == 1  # no duplicate numbers left


def test_every_2015_seed_number_exists_in_the_2015_reference(corpus):
    for e in seed_entries():
        if e["edition"] == "2015":
            assert corpus.exists(e["number"], "2015"), e["number"]


def test_articles_from_seed_002_and_the_prose_of_seed_004():
    articles = {a.slug: a for a in load_articles(ROOT)}
    guide = articles["klassicheskaya-igra-zaklinaniya"]
    assert guide.source.startswith("seed:002")
    assert any("Золотое правило" in p for p in guide.paragraphs)
    prose = articles["vidy-sposobnostej"]
    assert prose.source.startswith("seed:004")
    assert prose.paragraphs[0] == "Статические"


def test_every_part_and_section_of_2015_has_a_russian_title(corpus):
    ed = corpus.edition("2015")
    heads = [n for n in ed.numbers if "." not in n]
    assert len(heads) == 9 + 126
    for n in heads:
        rule = corpus.rule(n)
        assert rule.title, n


def test_project_titles_never_override_seed_titles(corpus):
    assert corpus.rule("608").title == "Разрешение заклинаний и способностей"
    assert corpus.rule("608").source.startswith("seed:000")
    assert corpus.rule("116").source == "project"


def test_2015_numbers_come_from_the_reference(corpus):
    ed = corpus.edition("2015")
    assert len(ed.numbers) == 2166  # 9 parts, 126 sections, 2031 rules and subrules
    # 225 example paragraphs; the English 704.4 starts its one example with "Example:Example:",
    # which a count of the word (226) would take for two
    assert sum(ed.numbers.values()) == 225
