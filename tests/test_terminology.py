"""The project's translations use the terms of rules_ru/terminology.tsv.

For a sample of rows of the terminology table, every numbered 2015 rule whose English text
(read from the reference file) contains the English term must, if its Russian text was written
by the project, contain the Russian term in some inflected form.  Seed texts are quotations and
are not checked.

A fresh clone has no ``../shared/reference/``: which rules' English contains which term is
kept as a fact in ``tests/data/english_term_index.json`` (rule numbers only, no English text).
``tests_shared/test_shared_sources.py`` (run by ``.ci/run``) derives it again from the reference
and checks it is unchanged; ``MTGJUDGE_UPDATE_TERM_INDEX=1`` rewrites it after TERMS changes.
"""

from __future__ import annotations

import csv
import json
import re
from functools import lru_cache
from pathlib import Path

from mtgjudge.rules.corpus import default_corpus

TABLE = Path(__file__).resolve().parents[1] / "rules_ru" / "terminology.tsv"
TERM_INDEX = Path(__file__).resolve().parent / "data" / "english_term_index.json"
# In a checkout the shared folder sits next to it: <dir>/main/tests/ and <dir>/shared/reference/.
REFERENCE = (
    Path(__file__).resolve().parents[2] / "shared" / "reference" / "MagicCompRules-2015-03-27.txt"
)

# (English regex, Russian regex).  English: case-insensitive, word boundaries.  Russian: matches
# every inflected form of the term as the table gives it.
TERMS: list[tuple[str, str]] = [
    # abilities and effects
    (r"\bstate-based actions?\b", r"действи\w*,? вызванн\w* состояни\w*"),
    (r"\bturn-based actions?\b", r"действи\w*,? основанн\w* на структуре хода"),
    (r"\btriggered abilit(?:y|ies)\b", r"срабатывающ\w* (?:и \w+ )?способност\w*"),
    (r"\bactivated abilit(?:y|ies)\b", r"активируем\w* (?:и \w+ )?способност\w*"),
    (r"\bstatic abilit(?:y|ies)\b", r"статическ\w* (?:и \w+ )?способност\w*"),
    (r"\bmana abilit(?:y|ies)\b", r"мана-способност\w*"),
    (r"\bloyalty abilit(?:y|ies)\b", r"способност\w* верности"),
    (r"\bdelayed triggered abilit(?:y|ies)\b", r"отложенн\w* срабатывающ\w* способност\w*"),
    (
        r"\bcharacteristic-defining abilit(?:y|ies)\b",
        r"способност\w*,? определяющ\w* характеристик\w*",
    ),
    (r"\bcontinuous effects?\b", r"продолжительн\w* эффект\w*"),
    (r"\breplacement effects?\b", r"эффект\w* замещени\w*"),
    (r"\bcopy effects?\b", r"эффект\w* копировани\w*"),
    (r"\bspecial actions?\b", r"особ\w* действи\w*"),
    # mana and costs
    (r"\bmana pools?\b", r"хранилищ\w* маны"),
    (r"\bconverted mana costs?\b", r"конвертированн\w* мана-стоимост\w*"),
    (r"\badditional costs?\b", r"дополнительн\w* стоимост\w*"),
    (r"\balternative costs?\b", r"альтернативн\w* стоимост\w*"),
    (r"\bgeneric mana\b", r"неокрашенн\w* ман\w*"),
    (r"\bhybrid (?:mana )?symbols?\b", r"гибридн\w* символ\w*"),
    (r"\bPhyrexian mana symbols?\b", r"фирексийск\w* символ\w* маны"),
    # zones, objects, cards
    (r"\bcommand zone\b", r"зон\w* командования"),
    (r"\bbattlefield\b", r"пол\w* битвы"),
    (r"\bgraveyards?\b", r"кладбищ\w*"),
    (r"\btokens?\b", r"фиш[ек]\w*"),
    (r"\bpoison counters?\b", r"жетон\w* яда"),
    (r"\bloyalty counters?\b", r"жетон\w* верности"),
    (r"\bdouble-faced cards?\b", r"двусторонн\w* карт\w*"),
    (r"\bsplit cards?\b", r"расщеплённ\w* карт\w*"),
    (r"\bflip cards?\b", r"переворачиваем\w* карт\w*"),
    (r"\bface[- ]down\b", r"лицом вниз"),
    (r"\bphas(?:es|ed|ing)? out\b", r"мним\w*"),
    # players, combat, turn structure
    (r"\bteammates?\b", r"соратник\w*"),
    (r"\bactive player'?s?\b", r"активн\w* игрок\w*"),
    (r"\bcombat damage\b", r"боев\w* повреждени\w*"),
    (r"\bdamage assignment order\b", r"порядк?\w* назначения повреждений"),
    (r"\bcleanup step\b", r"шаг\w* очистки"),
    (r"\bupkeep step\b", r"шаг\w* поддержки"),
    (r"\bcumulative upkeep\b", r"накопительн\w* поддержани\w*"),
    # keywords and keyword actions
    (r"\bflying\b", r"полет\w*"),
    (r"\btrample\b", r"пробивн\w* удар\w*"),
    (r"\bdeathtouch\b", r"смертельн\w* касани\w*"),
    (r"\bhexproof\b", r"порчеустойчивост\w*"),
    (r"\bmorph\b", r"оборот\w*"),
    (r"\bhidden agenda\b", r"скрыт\w* повестк\w*"),
    (r"\bplaneswalk(?:s|ed|ing)?\b", r"переход\w* между планами"),
    (r"\bplanar deck\b", r"колод\w* планов"),
    # types (205.3k: the spell type Arcane)
    (r"\bArcane\b", r"Загадочн\w*"),
    # multiplayer
    (r"\brange of influence\b", r"дальност\w* влияния"),
    (r"\bTwo-Headed Giant\b", r"Двухголов\w* Гигант\w*"),
]

# (rule, English regex): the English uses the word in another sense, or the term is named by
# a card name that stays in English.
EXCEPTIONS: set[tuple[str, str]] = {
    # the list of Arabian Nights card names: "Elephant Graveyard", kept in English
    ("700.6a", r"\bgraveyards?\b"),
    # the same list: "Flying Carpet", "Flying Men"
    ("700.6a", r"\bflying\b"),
}

NUMBERED = re.compile(r"^(\d{3}\.\d+[a-z]?)\.? ")
HEADING = re.compile(r"^\d{1,3}\. \S")


def parse_reference(text: str) -> dict[str, str]:
    """Rule number -> English text: from a line starting with the number ("704.5." or "704.5g")
    up to the next numbered line (a rule, a section or part heading, or the glossary)."""
    rules: dict[str, str] = {}
    current: str | None = None
    for line in text.splitlines():
        match = NUMBERED.match(line)
        if match:
            current = match.group(1)
            rules[current] = line[match.end() :]
        elif HEADING.match(line) or line.strip() in ("Glossary", "Credits"):
            current = None
        elif current is not None and line.strip():
            rules[current] += "\n" + line
    return rules


@lru_cache(maxsize=1)
def english_rules() -> dict[str, str]:
    assert REFERENCE.is_file(), (
        f"the English reference file is missing: {REFERENCE} -- the terminology test needs "
        "shared/reference/ next to the checkout; it never skips"
    )
    return parse_reference(REFERENCE.read_text(encoding="utf-8"))


def term_index(english: dict[str, str], terms: list[tuple[str, str]]) -> dict[str, list[str]]:
    """English regex -> the rules whose English text contains it (facts, no English text)."""
    out: dict[str, list[str]] = {}
    for en_rx, _ in terms:
        en_re = re.compile(en_rx, re.I)
        out[en_rx] = sorted(n for n, text in english.items() if en_re.search(text))
    return out


def stored_term_index() -> dict[str, list[str]]:
    return json.loads(TERM_INDEX.read_text(encoding="utf-8"))


def project_texts() -> dict[str, str]:
    """Russian text (with examples) of every 2015 rule written by the project."""
    corpus = default_corpus()
    out = {}
    for number in sorted(n for n in corpus.edition("2015").numbers if "." in n):
        rule = corpus.rule(number)
        if rule.source == "project":
            out[number] = "\n".join(filter(None, (rule.text, *rule.examples)))
    return out


def violations(
    english: dict[str, str],
    russian: dict[str, str],
    terms: list[tuple[str, str]],
    exceptions: set[tuple[str, str]] = frozenset(),
) -> list[str]:
    """Rules whose English contains a term while the Russian lacks its rendering."""
    return index_violations(term_index(english, terms), russian, terms, exceptions)


def index_violations(
    index: dict[str, list[str]],
    russian: dict[str, str],
    terms: list[tuple[str, str]],
    exceptions: set[tuple[str, str]] = frozenset(),
) -> list[str]:
    """:func:`violations` from the term index instead of the English texts."""
    found = []
    for en_rx, ru_rx in terms:
        ru_re = re.compile(ru_rx, re.I)
        for number in index[en_rx]:
            if number not in russian or (number, en_rx) in exceptions:
                continue
            if not ru_re.search(russian[number]):
                found.append(f"{number}: {en_rx!r} → нет {ru_rx!r}: {russian[number][:120]}")
    return found


def test_the_term_index_covers_every_term():
    numbers = {n for n in default_corpus().edition("2015").numbers if "." in n}
    index = stored_term_index()
    assert set(index) == {en_rx for en_rx, _ in TERMS}, "rewrite it: see the module docstring"
    assert all(set(rules) <= numbers for rules in index.values())


def test_the_sample_is_large_enough():
    assert len(TERMS) >= 30
    index = stored_term_index()
    for en_rx, _ in TERMS:
        assert index[en_rx], f"{en_rx} never occurs"


def test_every_sampled_term_is_a_row_of_the_table():
    with TABLE.open(encoding="utf-8", newline="") as fh:
        rows = list(csv.DictReader(fh, delimiter="\t"))
    for en_rx, ru_rx in TERMS:
        assert any(
            re.search(en_rx, row["en"], re.I) and re.search(ru_rx, row["ru"], re.I) for row in rows
        ), f"no row of terminology.tsv for {en_rx} → {ru_rx}"


def test_exceptions_are_still_needed():
    index, russian = stored_term_index(), project_texts()
    for number, en_rx in EXCEPTIONS:
        ru_rx = dict(TERMS)[en_rx]
        assert number in index[en_rx], f"{number}: no {en_rx} in the English"
        assert not re.search(ru_rx, russian.get(number, ""), re.I), f"{number}: exception unused"


def test_project_texts_use_the_table_terms():
    problems = index_violations(stored_term_index(), project_texts(), TERMS, EXCEPTIONS)
    assert not problems, f"{len(problems)} terms missing:\n" + "\n".join(problems)


def test_the_check_itself_catches_a_missing_term():
    english = {
        "999.1": "Whenever a creature with flying deals combat damage to a player, "
        "that player's teammate gets a poison counter."
    }
    wrong = {
        "999.1": "Каждый раз, когда летающее существо наносит повреждения игроку, "
        "его товарищ получает маркер отравления."
    }
    right = {
        "999.1": "Каждый раз, когда существо с Полетом наносит боевые повреждения игроку, "
        "соратник этого игрока получает жетон яда."
    }
    problems = violations(english, wrong, TERMS)
    assert len(problems) == 4 and all(p.startswith("999.1:") for p in problems)
    assert violations(english, right, TERMS) == []
    assert violations(english, wrong, TERMS, {("999.1", en) for en, _ in TERMS}) == []
