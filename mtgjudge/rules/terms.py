"""Names of terms as printed on Russian cards, and the names users may type for them.

``rules_ru/terminology.tsv`` (written by ``tools/printed_terms.py``) gives every keyword action,
keyword ability, ability word, card type, creature and planeswalker type with the name the
corpus uses, the printed form and the other printed forms; ``rules_ru/aliases.tsv`` adds the
older variants by hand (the 9ED/10E wording, the project's earlier names, other spellings).
``resolve("Досягаемость")`` is the Reach row, so `define`, `search` and `rule` find a rule by
the words on the card in hand.
"""

from __future__ import annotations

import csv
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

from .corpus import data_dir
from .glossary import load_glossary

NAMED_KINDS = ("keyword_action", "keyword", "ability_word", "creature_type", "planeswalker_type")
ALIASED_KINDS = (*NAMED_KINDS, "template")
MIN_ALTERNATIVE = 2  # a printed alternative seen on fewer cards is an alignment accident


@dataclass(frozen=True)
class Term:
    en: str
    ru: str  # the corpus's name
    kind: str  # keyword, keyword_action, ability_word, creature_type, …, template, "" (core term)
    rule: str  # the rule that names it ("702.17"), "" if none
    printed: str  # the majority printed form ("" if never printed)


def key(text: str) -> str:
    """Case, ё, typographic apostrophes and «planeswalker'а» / «planeswalker-а» do not matter."""
    text = text.casefold().replace("ё", "е").replace("’", "'").replace("'", "-")
    return " ".join(text.replace("«", " ").replace("»", " ").split())


@lru_cache(maxsize=2)
def load_terms(root: Path | None = None) -> tuple[tuple[Term, ...], dict[str, Term]]:
    """The terms of the table and every name (corpus name, printed forms, aliases) → term."""
    base = root or data_dir()
    terms: list[Term] = []
    table_names: dict[str, Term] = {}
    names: dict[str, Term] = {}  # the hand-written aliases first: they settle ambiguities
    table = base / "terminology.tsv"
    if not table.is_file():
        return (), {}
    with table.open(encoding="utf-8", newline="") as fh:
        for row in csv.DictReader(fh, delimiter="\t"):
            term = Term(row["en"], row["ru"], row.get("kind") or "", row.get("rule") or "",
                        row.get("printed") or "")  # fmt: skip
            terms.append(term)
            # a term the project names otherwise keeps its printed forms as evidence only: they
            # may be another action's words («перетасуйте» beside «найдите» for Search)
            aliased = term.kind in ALIASED_KINDS and not row["status"].startswith("решение проекта")
            forms = [term.ru, term.printed] if aliased else [term.ru]
            for alt in (row.get("alternatives") or "").split("; "):
                form, _, times = alt.rpartition(" ×")
                if aliased and times.isdigit() and int(times) >= MIN_ALTERNATIVE:
                    forms.append(form)
            for form in forms:
                if form and "…" not in form:
                    table_names.setdefault(key(form), term)
    by_en = {(t.en.casefold(), t.kind): t for t in terms}
    by_en_any: dict[str, Term] = {}
    for t in terms:
        by_en_any.setdefault(t.en.casefold(), t)
    aliases = base / "aliases.tsv"
    if aliases.is_file():
        with aliases.open(encoding="utf-8", newline="") as fh:
            for row in csv.DictReader(fh, delimiter="\t"):
                wanted = row["en"].casefold()
                found = by_en.get((wanted, row.get("kind") or "")) or by_en_any.get(wanted)
                if found is not None:
                    term = found
                else:  # a glossary term without a row of its own (Megamorph)
                    ru = next(
                        (e.term_ru for e in load_glossary(root) if e.term.casefold() == wanted), ""
                    )
                    term = Term(row["en"], ru, row.get("kind") or "", "", "")
                names.setdefault(key(row["alias"]), term)
    for name, term in table_names.items():
        names.setdefault(name, term)
    return tuple(terms), names


def resolve(name: str, root: Path | None = None) -> Term | None:
    """The term a Russian (or English) name stands for, printed or older, or None."""
    terms, names = load_terms(root)
    found = names.get(key(name))
    if found is not None:
        return found
    wanted = name.casefold().strip()
    return next((t for t in terms if t.en.casefold() == wanted), None)


def printed_name(en: str, kind: str, root: Path | None = None) -> str | None:
    """The corpus's Russian name of an English term of a kind: ("Treefolk", "creature_type")."""
    for term in load_terms(root)[0]:
        if term.kind == kind and term.en.casefold() == en.casefold() and term.ru:
            return term.ru
    return None


# Anchor words (614.12b, the Sieges of Fate Reforged: "As ~ enters the battlefield, choose Khans or
# Dragons. • Khans — … • Dragons — …") as printed on the Russian cards: «выберите Ханов или
# Драконов. • Ханы — … • Драконы — …». They name no type (Dragons is not the creature type).
ANCHOR_WORDS_RU = {"Khans": "Ханы", "Dragons": "Драконы"}


def anchor_word_ru(word: str) -> str:
    """An anchor word as the Russian cards print it, with the English word beside:
    «Ханы (Khans)»; a word no Russian card prints stays as it is."""
    ru = ANCHOR_WORDS_RU.get(word)
    return f"{ru} ({word})" if ru else word


def anchor_word_en(answer: str, words: tuple[str, ...]) -> str | None:
    """The card's word a user's answer names, in English or as printed in Russian (case, ё
    and quotes do not matter): ``anchor_word_en("ханы", ("Khans", "Dragons")) == "Khans"``."""
    wanted = key(answer)
    return next((w for w in words if wanted in (key(w), key(ANCHOR_WORDS_RU.get(w, w)))), None)


def expand_query(query: str, root: Path | None = None) -> str:
    """A search query with the corpus's words added when the user typed a printed or older
    form that the corpus spells otherwise: «Досягаемость» → «Досягаемость Захват»."""
    term = resolve(query, root)
    if term is None or not term.ru or key(term.ru) == key(query):
        return query
    return f"{query} {term.ru}"
