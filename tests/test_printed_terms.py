"""The words printed on Russian cards (issue 15): the committed terminology table against the
corpus, the glossary, the engine's texts and the lookups.  Needs no ``../shared/``: the table
was written by ``tools/printed_terms.py`` from the card data, and ``tests_shared/`` checks that
the tool still writes exactly this table."""

from __future__ import annotations

import csv
import re

import pytest

from mtgjudge.explain.events_ru import KEYWORDS_RU
from mtgjudge.explain.layers_ru import subtypes_ru
from mtgjudge.rules.corpus import default_corpus
from mtgjudge.rules.fulltext import default_searcher
from mtgjudge.rules.glossary import define, load_glossary
from mtgjudge.rules.terms import key, resolve

from .conftest import ROOT, run_cli

TABLE = ROOT / "rules_ru" / "terminology.tsv"
NAMED = ("keyword_action", "keyword", "ability_word", "creature_type", "planeswalker_type")


def rows() -> list[dict]:
    with TABLE.open(encoding="utf-8", newline="") as fh:
        return list(csv.DictReader(fh, delimiter="\t"))


def named_rows(*kinds: str) -> list[dict]:
    return [r for r in rows() if r["kind"] in (kinds or NAMED)]


def fold(text: str) -> str:
    return re.sub(r"[_\s]+", " ", text.lower().replace("ё", "е")).strip(" .,;")


def corpus_name(row: dict) -> str:
    """The Russian name the corpus gives a term: the title of 701.x/702.x, or the entry
    «Русское (English)» of the lists of 207.2c, 205.3m, 205.3j."""
    rule = default_corpus().rule(row["rule"])
    if row["kind"] in ("keyword_action", "keyword"):
        return rule.text
    for ru, en in re.findall(r"([А-ЯЁа-яё][^,()]*?) \(([A-Za-z][A-Za-z' -]*)\)", rule.text):
        if en.lower() == row["en"].lower():
            return re.sub(r"^и ", "", ru.split(": ")[-1].strip())
    raise AssertionError(f"{row['en']} is not in {row['rule']}")


def test_the_table_covers_every_keyword_and_ability_word_of_the_edition():
    numbers = default_corpus().edition("2015").numbers
    expected = {n for n in numbers if re.fullmatch(r"70[12]\.(?:[2-9]|[1-9]\d+)", n)}
    table = {r["rule"] for r in named_rows("keyword_action", "keyword")}
    assert table == expected and len(table) == 30 + 108
    assert len(named_rows("ability_word")) == 28
    assert len(named_rows("creature_type")) > 200 and len(named_rows("planeswalker_type")) > 30
    for row in named_rows():
        assert row["status"], row["en"]
        assert row["printed"] == "" or row["example"], f"{row['en']}: a printed form needs its card"


@pytest.mark.parametrize("kind", NAMED)
def test_the_table_gives_the_names_the_corpus_uses(kind):
    wrong = [
        (r["en"], r["ru"], corpus_name(r)) for r in named_rows(kind) if r["ru"] != corpus_name(r)
    ]
    assert not wrong, wrong


def test_every_name_is_the_majority_printed_form_or_says_why_not():
    """For every term with at least three Russian printings the corpus name is the printed
    majority (a keyword action may be another form of the same verb), or the table's status
    gives the project's reason."""
    problems = []
    for row in named_rows():
        assert not row["status"].startswith("РАСХОДИТСЯ"), row
        if int(row["cards"]) < 3:
            continue
        same = fold(row["ru"]) == fold(row["printed"])
        same_verb = row["kind"] == "keyword_action" and row["status"].startswith("как на картах")
        if not (same or same_verb or row["status"].startswith("решение проекта: ")):
            problems.append((row["en"], row["ru"], row["printed"], row["status"]))
    assert not problems, problems


@pytest.mark.parametrize(
    "kinds",
    [("keyword_action", "keyword", "ability_word"), ("creature_type",), ("planeswalker_type",)],
)
def test_no_two_terms_share_a_russian_name(kinds):
    seen: dict[str, str] = {}
    for row in named_rows(*kinds):
        assert fold(row["ru"]) not in seen, (row["en"], seen.get(fold(row["ru"])), row["ru"])
        seen[fold(row["ru"])] = row["en"]


def test_coinages_do_not_collide_with_a_printed_term():
    printed = {fold(r["printed"]): r["en"] for r in named_rows() if r["printed"]}
    for row in named_rows():
        if row["status"].startswith("не напечатано"):
            other = printed.get(fold(row["ru"]))
            assert other is None or other == row["en"], (row["en"], row["ru"], other)


def test_every_glossary_term_resolves_by_its_printed_name():
    glossary = {e.term.casefold(): e for e in load_glossary()}
    checked = 0
    for row in named_rows():
        entry = glossary.get(row["en"].casefold())
        if entry is None or not row["printed"] or row["status"].startswith("решение проекта"):
            continue
        found, _ = define(row["printed"])
        assert found == entry, (row["en"], row["printed"], found and found.term)
        checked += 1
    assert checked > 100


@pytest.mark.parametrize(
    "typed, term",
    [
        ("Бешенство", "Madness"),  # every Russian Madness card (TSB Fiery Temper)
        ("Исступление", "Frenzy"),
        ("Захват", "Reach"),  # every Russian Reach card (10E Canopy Spider)
        ("Досягаемость", "Reach"),  # the corpus's earlier name
        ("Повышение", "Exalted"),  # not Level Up
        ("Оборотень", "Morph"),  # not Shadow
        ("Морф", "Morph"),
        ("Мегаморф", "Megamorph"),
        ("Выкапывание", "Delve"),
        ("Подмога", "Bolster"),
        ("Подмогу", "Bolster"),
        ("Распространение", "Proliferate"),
        ("Перетягивание", "Dredge"),
        ("Мгновение ока", "Split Second"),
        ("Полёт", "Flying"),
        ("Пробивающий удар", "Trample"),  # 9ED
        ("рубашкой вверх", "Face Down"),
        ("рубашкой вниз", "Face Up"),
        ("входит в игру", "Enters the Battlefield"),
        ("planeswalker-а", "Planeswalker"),
        ("planeswalker'а", "Planeswalker"),
    ],
)
def test_define_finds_the_words_on_the_card(typed, term):
    entry, _ = define(typed)
    assert entry is not None and entry.term == term, (typed, entry and entry.term)


def test_search_and_rule_find_older_and_printed_names():
    hits = default_searcher().search("Досягаемость", limit=3)
    assert any(h.key.startswith("702.17") for h in hits)
    hits = default_searcher().search("рубашкой вверх", limit=5)
    assert any(h.key.startswith(("702.36", "707")) for h in hits)
    for name, number in (("Захват", "702.17"), ("Досягаемость", "702.17"), ("Сходство", "207.2c")):
        assert resolve(name).rule == number
        out = run_cli("rule", name)
        assert out.returncode == 0 and out.stdout.startswith(number), out.stdout[:80]


def test_the_review_renames_are_in_the_corpus():
    """The terminology review's fixes 1–9 (../shared/reviews/terminology-audit-2015-corpus.md)."""
    corpus = default_corpus()
    titles = {n: corpus.rule(n).text for n in ("702.34", "702.67", "702.17", "702.36", "702.82",
                                                "702.65", "701.30", "701.24")}  # fmt: skip
    assert titles == {"702.34": "Бешенство", "702.67": "Исступление", "702.17": "Захват",
                      "702.36": "Оборотень", "702.82": "Повышение", "702.65": "Выкапывание",
                      "701.30": "Подмога", "701.24": "Распространение"}  # fmt: skip
    assert "Мегаоборотень" in corpus.rule("702.36b").text
    assert "Имитатор (Shapeshifter)" in corpus.rule("205.3m").text
    assert "Сходство (kinship)" in corpus.rule("207.2c").text
    assert "При выходе [этого существа] на поле битвы" in corpus.rule("208.2b").text
    assert "блокируется существом" in corpus.rule("700.1").examples[0]
    texts = []
    for path in sorted((ROOT / "rules_ru" / "2015" / "project").glob("*.jsonl")):
        texts.append(path.read_text(encoding="utf-8"))
    everything = "\n".join(texts)
    for gone in ("По мере того как", "по мере того как", "Действия вызванные", "Действия основанные",
                 "Досягаемост", "Морф", "Переворошить", "Размножить"):  # fmt: skip
        assert gone not in everything, gone


def test_the_engine_speaks_the_table():
    table = {r["en"].casefold(): r["ru"] for r in named_rows("keyword")}
    for en, ru in KEYWORDS_RU.items():
        if en.casefold() in table and not en.startswith("Protection"):
            assert ru == table[en.casefold()], (en, ru, table[en.casefold()])
    assert subtypes_ru(["Treefolk", "Cleric", "Shapeshifter"]) == "Лесовик, Священник, Имитатор"


def test_key_ignores_case_yo_and_apostrophes():
    assert key("Полёт") == key("полет")
    assert key("planeswalker’а") == key("planeswalker-а") == key("Planeswalker'а")


def test_seed_texts_stay_verbatim_with_a_note_where_print_differs():
    corpus = default_corpus()
    rule = corpus.rule("702.105e")
    assert rule.source.startswith("seed:") and "лицом вниз" in rule.text
    assert "на русских картах «рубашкой вверх»" in (rule.note or "")
    shown = run_cli("rule", "702.105e").stdout
    assert (
        "Примечание: в исходном переводе «лицом вниз» — на русских картах «рубашкой вверх»."
        in shown
    )
