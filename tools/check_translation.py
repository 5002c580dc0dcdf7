"""Check project translations of the 2015 rules for a range of sections.

    python tools/check_translation.py 100 121      # sections 100..121
    python tools/check_translation.py glossary     # the glossary

Reports, per section: numbers with no Russian text (neither seed nor project), example
counts that differ from the English edition, lines that are not valid entries, and texts
that look untranslated (Latin words outside card names and parentheses).  Exit 1 on any
problem.  Standard library only, so it runs anywhere.
"""

from __future__ import annotations

import json
import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
CORPUS = ROOT / "rules_ru" / "2015"
REQUIRED = {"number", "edition", "source", "text"}
LATIN_WORD = re.compile(r"\b[A-Za-z][A-Za-z'’-]{2,}\b")
# Latin that may stand in Russian rule text: card names (capitalised words), mana and
# keyword symbols, abbreviations.
ALLOWED_LATIN = {
    "APNAP",
    "planeswalker",
    "Magic",
    "The",
    "Gathering",
    "Oracle",
    "Gatherer",
    "Wizards",
    "Coast",
    "Two-Headed",
    "Giant",
    "Planechase",
    "Archenemy",
    "Commander",
    "Vanguard",
    "Conspiracy",
    "Duel",
}


def english_numbers() -> dict[str, int]:
    out: dict[str, int] = {}
    for line in (CORPUS / "numbers.txt").read_text(encoding="utf-8").splitlines():
        if line and not line.startswith("#"):
            number, examples = line.split("\t")
            out[number] = int(examples)
    return out


def load(path: Path, problems: list[str]) -> dict[str, dict]:
    entries: dict[str, dict] = {}
    for i, line in enumerate(path.read_text(encoding="utf-8").splitlines(), start=1):
        if not line.strip():
            continue
        try:
            entry = json.loads(line)
        except json.JSONDecodeError as exc:
            problems.append(f"{path.name}:{i}: not JSON: {exc}")
            continue
        key = entry.get("number") or entry.get("term")
        entries[key] = entry
    return entries


def untranslated(text: str) -> list[str]:
    """Lowercase Latin words are a sign of English left in the text."""
    words = LATIN_WORD.findall(re.sub(r"\([^)]*\)|\{[^}]*\}|«[^»]*»", " ", text))
    return [w for w in words if w[0].islower() and w not in ALLOWED_LATIN]


def check_sections(low: int, high: int) -> list[str]:
    problems: list[str] = []
    english = english_numbers()
    seeds = {
        k: v
        for k, v in load(CORPUS / "seeds.jsonl", problems).items()
        if v.get("edition") == "2015"
    }
    project: dict[str, dict] = {}
    for path in sorted((CORPUS / "project").glob("[0-9]*.jsonl")):
        project.update(load(path, problems))
    for number, n_examples in english.items():
        if "." not in number:
            continue
        section = int(number.split(".")[0])
        if not low <= section <= high:
            continue
        entry = seeds.get(number) or project.get(number)
        if entry is None:
            problems.append(f"{number}: no Russian text")
            continue
        if number in seeds:
            continue
        missing = REQUIRED - entry.keys()
        if missing:
            problems.append(f"{number}: missing keys {sorted(missing)}")
        examples = entry.get("examples", [])
        if len(examples) != n_examples:
            problems.append(f"{number}: {len(examples)} examples, the English has {n_examples}")
        for ex in examples:
            if not ex.startswith("Пример: "):
                problems.append(f"{number}: an example must start with 'Пример: '")
        latin = untranslated(entry.get("text", "") + " " + " ".join(examples))
        if latin:
            problems.append(f"{number}: looks untranslated: {' '.join(latin[:6])}")
    return problems


def check_glossary() -> list[str]:
    problems: list[str] = []
    path = CORPUS / "project" / "glossary.jsonl"
    if not path.exists():
        return ["glossary.jsonl does not exist"]
    for term, entry in load(path, problems).items():
        for key in ("term", "term_ru", "text", "edition", "source"):
            if key not in entry:
                problems.append(f"{term}: missing {key}")
        latin = untranslated(entry.get("text", ""))
        if latin:
            problems.append(f"{term}: looks untranslated: {' '.join(latin[:6])}")
    return problems


def main(argv: list[str]) -> int:
    if argv[:1] == ["glossary"]:
        problems = check_glossary()
    else:
        low, high = int(argv[0]), int(argv[1] if len(argv) > 1 else argv[0])
        problems = check_sections(low, high)
    for p in problems:
        print(p)
    print(f"{len(problems)} problems")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
