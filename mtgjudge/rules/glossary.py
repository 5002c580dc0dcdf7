"""The glossary of the 2015 rules in Russian (``rules_ru/2015/project/glossary.jsonl``):
lookup by Russian or English term, with typo tolerance."""

from __future__ import annotations

import json
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

from .corpus import data_dir


@dataclass(frozen=True)
class GlossaryEntry:
    term: str  # English headword of the edition
    term_ru: str
    text: str
    see: tuple[str, ...]
    source: str


def _key(text: str) -> str:
    return " ".join(text.casefold().replace("ё", "е").replace("’", "'").split())


@lru_cache(maxsize=2)
def load_glossary(root: Path | None = None) -> tuple[GlossaryEntry, ...]:
    path = (root or data_dir()) / "2015" / "project" / "glossary.jsonl"
    if not path.is_file():
        return ()
    out = []
    with path.open(encoding="utf-8") as fh:
        for line in fh:
            if line.strip():
                e = json.loads(line)
                out.append(
                    GlossaryEntry(
                        e["term"],
                        e["term_ru"],
                        e["text"],
                        tuple(e.get("see", ())),
                        e.get("source", "project"),
                    )
                )
    return tuple(out)


def define(
    term: str, root: Path | None = None
) -> tuple[GlossaryEntry | None, tuple[GlossaryEntry, ...]]:
    """The entry for ``term`` (Russian or English, exact after case-folding, else the
    closest by fuzzy match) and up to three other close entries."""
    entries = load_glossary(root)
    wanted = _key(term)
    for e in entries:
        if wanted in (_key(e.term), _key(e.term_ru)) or wanted == _key(
            e.term_ru.replace(" (устар.)", "")
        ):
            return e, ()
    # the words printed on cards and their older variants (rules_ru/terminology.tsv, aliases.tsv)
    from .terms import resolve

    named = resolve(term, root)
    if named is not None:
        for e in entries:
            if _key(e.term) == _key(named.en) or (named.ru and _key(e.term_ru) == _key(named.ru)):
                return e, ()
    from rapidfuzz import fuzz, process

    choices: dict[str, GlossaryEntry] = {}
    for e in entries:
        choices.setdefault(_key(e.term), e)
        choices.setdefault(_key(e.term_ru), e)
    found = process.extract(wanted, list(choices), scorer=fuzz.WRatio, limit=6, score_cutoff=70)
    ranked: list[GlossaryEntry] = []
    for key, _, _ in found:
        if choices[key] not in ranked:
            ranked.append(choices[key])
    if found and found[0][1] >= 88:
        return ranked[0], tuple(ranked[1:4])
    return None, tuple(ranked[:4])
