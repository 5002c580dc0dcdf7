"""The table of keywords in docs/cards.md, from the keyword registry.

    python tools/keyword_table.py            # rewrite the table in docs/cards.md
    python tools/keyword_table.py --count    # recount cards in ../shared/data first
    python tools/keyword_table.py --check    # exit 1 if docs/cards.md differs

The number of cards of each keyword is stored in ``tools/keyword_counts.json`` (so the table
and its test need no ``../shared``).  ``--count`` recomputes it from
``../shared/data/mtgjson-cards.jsonl.gz``: cards first printed on or before 2015-03-27, not
from Un-sets; a keyword ability (702) or keyword action (701) counts a card when a face lists
it in MTGJSON's ``keywords`` field (every "…walk" is landwalk); an action that MTGJSON never
lists there (destroy, sacrifice, …) counts a card whose Oracle text has the verb in a form of
its own ("destroy", "destroys", "destroyed").
"""

from __future__ import annotations

import gzip
import json
import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from mtgjudge.cards.keywords import LAND_TYPES, WORKS, KeywordSpec, every_spec  # noqa: E402

DATA = ROOT.parent / "shared" / "data" / "mtgjson-cards.jsonl.gz"
COUNTS = ROOT / "tools" / "keyword_counts.json"
DOC = ROOT / "docs" / "cards.md"
CUTOFF = "2015-03-27"
BEGIN = "<!-- keyword table: tools/keyword_table.py -->"
END = "<!-- end of keyword table -->"
STATUS_RU = {WORKS: "работает", "not yet": "пока нет"}
# verbs whose Oracle forms are not "<verb>", "<verb>s", "<verb>d", "<verb>ed"
VERB_FORMS = {
    "Counter": r"\bcounter(?:s|ed)? (?:target|it|that|all|each|the|any|up to)\b",
    "Tap and Untap": r"\b(?:un)?tap(?:s|ped)?\b",
    "Set in Motion": r"\bset in motion\b",
}
# keyword abilities MTGJSON does not list (granted in quotes): counted in the Oracle text
TEXT_FORMS = {
    "Bands with other": r"\bbands with other\b",
    # Future Sight's Slivers grant these: "All Sliver creatures have absorb 1."
    "Absorb": r"\babsorb \d",
    "Frenzy": r"\bfrenzy \d",
    "Poisonous": r"\bpoisonous \d",
    "Offering": r"(?m)^\w+ offering\b",  # "Fox offering" (702.47a); not listed by MTGJSON
}


def _cards():
    with gzip.open(DATA, "rt", encoding="utf-8") as f:
        for line in f:
            card = json.loads(line)
            if "_meta" in card or card.get("funny") or card.get("firstRelease", "9") > CUTOFF:
                continue
            yield card


def _keyword_of(word: str) -> str:
    low = word.casefold()
    if low.endswith("walk") and low[: -len("walk")] in {t.casefold() for t in LAND_TYPES}:
        return "landwalk"
    if low.endswith("cycling"):  # typecycling is cycling (702.28e)
        return "cycling"
    return low


def count() -> dict[str, int]:
    """Cards per keyword (English name → number), counted in ../shared/data."""
    specs = every_spec()
    listed: dict[str, set[str]] = {}
    texts: list[tuple[str, str]] = []
    for card in _cards():
        text = []
        for face in card.get("faces", []):
            for word in face.get("keywords") or []:
                listed.setdefault(_keyword_of(word), set()).add(card["name"])
            text.append(face.get("text") or "")
        texts.append((card["name"], "\n".join(text)))
    out = {}
    for spec in specs:
        key = spec.name.casefold()
        if key in listed:
            out[spec.name] = len(listed[key])
            continue
        if spec.name in TEXT_FORMS:
            text_pattern = re.compile(TEXT_FORMS[spec.name], re.IGNORECASE)
            out[spec.name] = sum(1 for _, text in texts if text_pattern.search(text))
            continue
        if not spec.action:
            out[spec.name] = 0
            continue
        word = spec.name.lower()
        pattern = re.compile(
            VERB_FORMS.get(spec.name, rf"\b{re.escape(word)}(?:s|d|ed|es)?\b"), re.IGNORECASE
        )
        out[spec.name] = sum(1 for _, text in texts if pattern.search(text))
    return out


def table(counts: dict[str, int]) -> str:
    lines = [
        BEGIN,
        "",
        "| Правило | Ключевое слово | English | Параметр | Карт до 2015-03-27 | Состояние | Сценарий |",
        "|---|---|---|---|---|---|---|",
    ]
    for spec in every_spec():
        lines.append(_row(spec, counts.get(spec.name, 0)))
    lines += ["", END]
    return "\n".join(lines)


def _row(spec: KeywordSpec, n: int) -> str:
    scenario = f"`scenarios/{spec.scenario}`" if spec.scenario else "—"
    return (
        f"| {spec.section} | {spec.ru} | {spec.name} | {spec.param} | {n} | "
        f"{STATUS_RU[spec.status]} | {scenario} |"
    )


def rewritten(doc: str, counts: dict[str, int]) -> str:
    start, end = doc.index(BEGIN), doc.index(END) + len(END)
    return doc[:start] + table(counts) + doc[end:]


def main(argv: list[str]) -> int:
    if "--count" in argv:
        counts = count()
        COUNTS.write_text(json.dumps(counts, ensure_ascii=False, indent=1) + "\n", "utf-8")
    counts = json.loads(COUNTS.read_text("utf-8"))
    doc = DOC.read_text("utf-8")
    new = rewritten(doc, counts)
    if "--check" in argv:
        return 0 if new == doc else 1
    DOC.write_text(new, "utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
