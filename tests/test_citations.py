"""Every rule number the project cites anywhere (code, card data, docs, scenarios) resolves
to Russian text in rules_ru/ -- principle 2: no citation without text."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from mtgjudge.rules.corpus import UnknownRuleError, default_corpus

ROOT = Path(__file__).resolve().parent.parent
CITATION = re.compile(r"(?<![\d.\w])(\d{3}\.\d+[a-z]?)(?![\d\w])")
SOURCES = [
    "mtgjudge/**/*.py",
    "mtgjudge/**/*.yaml",
    "mtgjudge/**/*.json",
    "docs/**/*.md",
    "scenarios/**/*.yaml",
    "README.md",
    "rules_ru/README.md",
    "benchmarks/**/*.py",
]


def cited_numbers() -> list[tuple[str, int, str, str]]:
    """(file, line, number, the line) for every dotted rule number in the project's sources."""
    found = []
    for pattern in SOURCES:
        for path in sorted(ROOT.glob(pattern)):
            if "rules_ru/" in path.as_posix() and path.name != "README.md":
                continue
            for lineno, line in enumerate(path.read_text(encoding="utf-8").splitlines(), start=1):
                if "unknown_rule" in line:  # documentation of the answer for a missing number
                    continue
                for number in CITATION.findall(line):
                    found.append((str(path.relative_to(ROOT)), lineno, number, line))
    return found


def has_text(number: str, edition: str) -> bool:
    try:
        return default_corpus().rule(number, edition).has_text
    except UnknownRuleError:
        return False


def test_the_project_cites_rules_at_all():
    numbers = {n for _, _, n, _ in cited_numbers()}
    assert {"704.5g", "704.5k"} <= numbers


def test_every_cited_rule_has_russian_text():
    missing = []
    for path, lineno, number, line in cited_numbers():
        edition = "2008" if "2008" in line else "2015"
        if not has_text(number, edition) and not has_text(number, "2015"):
            missing.append(f"{path}:{lineno}: {number}")
    assert not missing, "cited rules without Russian text:\n" + "\n".join(missing)


@pytest.mark.parametrize("number", ["704.99", "999.1"])
def test_the_check_itself_catches_a_missing_text(number):
    assert not has_text(number, "2015")
