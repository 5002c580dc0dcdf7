"""Build the seed part of the Russian rules corpus from ``../shared/seeds``.

Run from the repository root::

    python tools/import_seeds.py [--shared ../shared]

It writes (and overwrites) only generated files:

* ``rules_ru/2015/seeds.jsonl`` and ``rules_ru/2008/seeds.jsonl`` -- one rule per line;
* ``rules_ru/articles/*.md`` -- the unnumbered texts (beginner's guide, prose of seed 004);
* ``rules_ru/2015/numbers.txt`` and ``rules_ru/2008/numbers.txt`` -- every rule number of
  the edition with the count of its examples, taken from the English reference files
  (numbers are facts; no English text is copied).

Texts are kept verbatim.  The only changes are the ones recorded in each entry's
``corrections`` (numbering slips) and ``repairs`` (damaged characters of seed 003).
Project texts live in ``rules_ru/*/project/`` and are never touched here.
"""

from __future__ import annotations

import argparse
import csv
import json
import re
import sys
from dataclasses import dataclass, field
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

SEED_EDITION = {"000": "2015", "001": "2015", "004": "2015", "003": "2008"}

# Cyrillic letters typed where a Latin subrule letter was meant (lookalikes and
# transliterations).
LOOKALIKE_LETTERS = str.maketrans(
    {
        "а": "a",
        "б": "b",
        "с": "c",
        "е": "e",
        "о": "o",
        "р": "p",
        "х": "x",
        "к": "k",
        "м": "m",
        "н": "h",
        "т": "t",
        "в": "b",
    }
)

# Slips that cannot be normalised mechanically: (seed prefix, line number) -> (number, why).
MANUAL_CORRECTIONS: dict[tuple[str, int], tuple[str, str]] = {
    ("003", 19): ("200.9a", "второе «200.9» подряд: по порядку и по редакции 2008 это 200.9a"),
    ("003", 65): ("205.2", "заголовок «205. Типы карт» стоит на месте правила 205.2 (Card Types)"),
    ("003", 105): ("212", "у заголовка раздела «212» пропущена точка"),
    ("003", 128): (
        "212.2j",
        "«212.2о» между 212.2i и 212.2k: буква о в номерах не используется, это 212.2j",
    ),
    ("003", 144): ("212.4b", "«212.3b» среди правил 212.4 (Чары): это 212.4b"),
    ("003", 232): (
        "217.1f",
        "второе «217.1» после 217.1e: по порядку и по редакции 2008 это 217.1f",
    ),
    ("003", 249): (
        "217.5a",
        "первое из двух «217.5b» подряд: по порядку и по редакции 2008 это 217.5a",
    ),
    ("003", 234): ("217.2a", "«271.2a» под правилом 217.2: переставлены цифры, это 217.2a"),
}


RULE_LINE = re.compile(
    r"^(?P<paren>\()?(?P<num>\d{1,3}(?:\.\d+(?P<letter>[a-zа-яё])?)?)(?(paren)\))\.?[\s\u00a0]+(?P<text>\S.*)$"
)
FORUM_LINE = re.compile(r"^\S+ \d{2}\.\d{2}\.\d{2} в \d{1,2}:\d{2}$")
EXAMPLE_LINE = re.compile(r"^(Пример|пример)[.:]\s*")
DAMAGED = "\ufffd?"
LATER_NOTE = "правило более поздней редакции, чем 2015: в редакции 2015 такого номера нет"
NOT_IN_REFERENCE = "номера нет в справочном английском тексте этой редакции"


@dataclass
class Entry:
    number: str
    edition: str
    source: str
    line: int
    text: str = ""
    title: str | None = None
    examples: list[str] = field(default_factory=list)
    corrections: list[dict[str, str]] = field(default_factory=list)
    repairs: int = 0
    note: str | None = None

    def as_json(self) -> dict:
        out: dict = {"number": self.number, "edition": self.edition}
        if self.title is not None:
            out["title"] = self.title
        if self.text:
            out["text"] = self.text
        if self.examples:
            out["examples"] = self.examples
        out["source"] = self.source
        out["line"] = self.line
        if self.corrections:
            out["corrections"] = self.corrections
        if self.repairs:
            out["repairs"] = self.repairs
        if self.note:
            out["note"] = self.note
        return out


def repair_damaged(text: str) -> tuple[str, int]:
    """Seed 003 lost 'ш' and 'И' to '\\ufffd?'.  Inside a word it was 'ш'; at the start of
    a word it was 'И' unless a vowel or 'р' follows (шаг, шесть, шрифт)."""
    out: list[str] = []
    count = 0
    i = 0
    while i < len(text):
        if text.startswith(DAMAGED, i):
            count += 1
            before = text[i - 1] if i else " "
            after = text[i + 2] if i + 2 < len(text) else " "
            if before.isalpha():
                out.append("ш")
            elif after in "аеёиоуыэюяр":
                out.append("ш")
            else:
                out.append("И")
            i += 2
        else:
            out.append(text[i])
            i += 1
    return "".join(out), count


def sort_key(number: str) -> tuple:
    parts = number.split(".")
    section = int(parts[0])
    if len(parts) == 1:
        return (section, -1, "")
    m = re.fullmatch(r"(\d+)([a-z]?)", parts[1])
    assert m, number
    return (section, int(m.group(1)), m.group(2))


def reference_numbers(path: Path) -> dict[str, int]:
    """Every part, section, rule and subrule number of an English reference file, with the
    number of examples under it (the body starts at the second '1. ' heading)."""
    lines = path.read_text(encoding="utf-8").splitlines()
    starts = [i for i, s in enumerate(lines) if s.strip() == "Glossary"]
    body_end = starts[-1]
    body_start = [i for i, s in enumerate(lines[:body_end]) if re.match(r"^1\. ", s)][-1]
    numbers: dict[str, int] = {}
    current = None
    for s in lines[body_start:body_end]:
        m = re.match(r"^(\d{1,3})\. \S", s) or re.match(r"^(\d{3}\.\d+[a-z]?)\.? \S", s)
        if m:
            current = m.group(1)
            numbers[current] = 0
        elif s.startswith("Example") and current is not None:
            # one paragraph, one example: 704.4's paragraph starts "Example:Example:" by a slip
            numbers[current] += 1
    return numbers


def parse_numbered_seed(path: Path, prefix: str, known: dict[str, dict[str, int]]) -> list[Entry]:
    edition = SEED_EDITION[prefix]
    source = f"seed:{path.name}"
    entries: list[Entry] = []
    last_kind = None  # "rule" or "example"
    lines = path.read_text(encoding="utf-8").splitlines()
    for lineno, raw in enumerate(lines, start=1):
        line = raw.strip().strip("\u00a0").strip()
        if not line or FORUM_LINE.match(line):
            continue
        if prefix == "004" and lineno >= 34:
            break  # the prose part: an article
        repairs = 0
        if DAMAGED in line:
            line, repairs = repair_damaged(line)
        m = RULE_LINE.match(line)
        if lineno == 1 or (prefix == "004" and lineno <= 2):
            continue  # the file's own heading
        if m:
            written = m.group("num")
            text = m.group("text").strip()
            number = written.translate(LOOKALIKE_LETTERS) if m.group("letter") else written
            corrections = []
            if (prefix, lineno) in MANUAL_CORRECTIONS:
                number, why = MANUAL_CORRECTIONS[(prefix, lineno)]
                corrections.append({"from": written, "to": number, "why": why})
            elif number != written:
                corrections.append(
                    {
                        "from": written,
                        "to": number,
                        "why": "кириллическая буква вместо латинской в номере",
                    }
                )
            entry_edition = edition
            if edition == "2015" and number not in known["2015"]:
                # 2015 seeds that quote a later edition of the rules (122.1b, 112.10a-c).
                entry_edition = "later"
            entry = Entry(
                number, entry_edition, source, lineno, corrections=corrections, repairs=repairs
            )
            if m.group("paren"):
                entry.note = "в источнике номер в скобках: цитата части правила"
            if "." not in number:
                entry.title = text.rstrip(".")
            else:
                entry.text = text
            if entry_edition == "later":
                entry.note = LATER_NOTE
            elif number not in known[entry_edition]:
                entry.note = NOT_IN_REFERENCE
                print(
                    f"note: {path.name}:{lineno}: {number} is not in the {entry_edition} reference",
                    file=sys.stderr,
                )
            entries.append(entry)
            last_kind = "rule"
            continue
        if not entries:
            raise SystemExit(f"{path.name}:{lineno}: text before the first rule: {line[:40]}")
        entry = entries[-1]
        entry.repairs += repairs
        ex = EXAMPLE_LINE.match(line)
        if ex:
            entry.examples.append(line)
            last_kind = "example"
        elif last_kind == "example" and line[:1].islower():
            entry.examples[-1] += " " + line
        else:
            entry.text = (entry.text + "\n" + line) if entry.text else line
            last_kind = "rule"
    return entries


def printed_terms() -> dict[str, str]:
    """A word of the rules → the different form Russian cards print, from
    rules_ru/terminology.tsv (terms with three printings or more) and rules_ru/aliases.tsv
    (older names whose term is printed otherwise)."""
    out: dict[str, str] = {}
    table = ROOT / "rules_ru" / "terminology.tsv"
    printed_of: dict[str, str] = {}
    if table.is_file():
        with table.open(encoding="utf-8", newline="") as fh:
            for row in csv.DictReader(fh, delimiter="\t"):
                printed = row.get("printed") or ""
                printed_of[row["en"].casefold()] = printed
                cards = (row.get("cards") or "0").split("/")[0]
                status = row.get("status") or ""
                differs = not status.startswith(("как на картах", "решение проекта"))
                if (
                    printed
                    and row["ru"]
                    and int(cards or 0) >= 3
                    and differs
                    and row["ru"].casefold() != printed.casefold()
                ):
                    out[row["ru"]] = printed
    aliases = ROOT / "rules_ru" / "aliases.tsv"
    if aliases.is_file():
        with aliases.open(encoding="utf-8", newline="") as fh:
            for row in csv.DictReader(fh, delimiter="\t"):
                printed = printed_of.get(row["en"].casefold(), "")
                alias = row["alias"].casefold()
                if printed and len(alias) > 4 and not alias.startswith(printed.casefold()):
                    out.setdefault(row["alias"], printed)
    return out


def add_term_notes(entries: list[Entry]) -> None:
    """Seed texts stay verbatim; where a seed's word differs from what Russian cards print,
    the entry says so in its note (issue 15)."""
    terms = printed_terms()
    for entry in entries:
        text = "\n".join(filter(None, (entry.text, entry.title, *entry.examples)))
        found = [
            f"«{word}» — на русских картах «{printed}»"
            for word, printed in sorted(terms.items())
            if re.search(rf"(?<![А-Яа-яЁё]){re.escape(word)}", text)
        ]
        if found:
            entry.note = "; ".join(
                filter(None, (entry.note, "в исходном переводе " + "; ".join(found)))
            )


def write_article(path: Path, slug: str, title: str, source: str, paragraphs: list[str]) -> None:
    head = f"---\nslug: {slug}\ntitle: {title}\nsource: {source}\n---\n\n"
    path.write_text(head + "\n\n".join(paragraphs) + "\n", encoding="utf-8")


def paragraphs_of(lines: list[str]) -> list[str]:
    return [s.strip() for s in lines if s.strip()]


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--shared", type=Path, default=ROOT.parent / "shared")
    args = parser.parse_args()
    seeds = args.shared / "seeds"
    reference = args.shared / "reference"
    known = {
        "2015": reference_numbers(reference / "MagicCompRules-2015-03-27.txt"),
        "2008": reference_numbers(reference / "MagicCompRules-2008-07-15.txt"),
    }
    for edition, numbers in known.items():
        out = ROOT / "rules_ru" / edition / "numbers.txt"
        out.parent.mkdir(parents=True, exist_ok=True)
        with out.open("w", encoding="utf-8") as fh:
            fh.write(
                f"# Все номера правил редакции {edition} и число примеров у каждого "
                f"(из справочного английского текста; только номера). Генерируется "
                f"tools/import_seeds.py.\n"
            )
            for number in sorted(numbers, key=sort_key):
                fh.write(f"{number}\t{numbers[number]}\n")

    by_edition: dict[str, list[Entry]] = {"2015": [], "2008": []}
    for path in sorted(seeds.glob("*.txt")):
        prefix = path.name[:3]
        if prefix not in SEED_EDITION:
            continue
        for entry in parse_numbered_seed(path, prefix, known):
            target = "2015" if entry.edition in ("2015", "later") else entry.edition
            by_edition[target].append(entry)
    for edition, entries in by_edition.items():
        seen: dict[tuple[str, str], Entry] = {}
        for entry in entries:
            key = (entry.edition, entry.number)
            if key in seen:
                raise SystemExit(f"duplicate {key} at {entry.source}:{entry.line}")
            seen[key] = entry
        entries.sort(key=lambda e: sort_key(e.number))
        if edition == "2015":
            add_term_notes(entries)
        out = ROOT / "rules_ru" / edition / "seeds.jsonl"
        with out.open("w", encoding="utf-8") as fh:
            for entry in entries:
                fh.write(json.dumps(entry.as_json(), ensure_ascii=False) + "\n")
        print(f"{edition}: {len(entries)} entries -> {out.relative_to(ROOT)}")

    articles = ROOT / "rules_ru" / "articles"
    articles.mkdir(parents=True, exist_ok=True)
    guide = next(seeds.glob("002_*.txt"))
    lines = guide.read_text(encoding="utf-8").splitlines()
    write_article(
        articles / "klassicheskaya-igra-zaklinaniya.md",
        "klassicheskaya-igra-zaklinaniya",
        "Классическая игра. Раздел II: заклинания, способности и эффекты",
        f"seed:{guide.name}",
        paragraphs_of(lines[2:]),
    )
    prose = next(seeds.glob("004_*.txt"))
    lines = prose.read_text(encoding="utf-8").splitlines()
    write_article(
        articles / "vidy-sposobnostej.md",
        "vidy-sposobnostej",
        "Способности и эффекты: виды способностей",
        f"seed:{prose.name}",
        paragraphs_of(lines[33:]),
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
