"""Tests that need ``../shared/`` beside the checkout (CI has it; a fresh clone does not).

They are not in pytest's ``testpaths``: ``.ci/run`` runs ``python -m pytest -q tests_shared``
after the main suite.  Each checks that something the project derived from ``../shared/``
(and keeps in ``tests/data/``, so that the main suite runs on a fresh clone) is still what
the shared source gives.  They never skip: without ``../shared/`` they fail and say so.
"""

from __future__ import annotations

import json
import os
import re
from pathlib import Path

from mtgjudge.rules.corpus import default_corpus
from tests.test_contract import EXAMPLE
from tests.test_terminology import TERM_INDEX, TERMS, english_rules, term_index

SHARED = Path(__file__).resolve().parents[2] / "shared"
CONTRACT = SHARED / "SCENARIO_CONTRACT.md"


def test_the_contract_example_is_the_projects_copy():
    assert CONTRACT.is_file(), f"the scenario contract is missing: {CONTRACT}"
    text = CONTRACT.read_text(encoding="utf-8")
    example = re.search(r"```yaml\n(.*?)```", text, re.S).group(1)
    assert EXAMPLE.read_text(encoding="utf-8") == example, f"copy it again into {EXAMPLE}"


def test_the_reference_is_parsed():
    rules = english_rules()
    numbers = {n for n in default_corpus().edition("2015").numbers if "." in n}
    assert set(rules) == numbers and len(rules) == 2031
    assert rules["704.5g"].startswith("If a creature has toughness greater than 0")
    assert "Example:" in rules["613.8"]
    assert "Glossary" not in rules["905.6"] and "Abandon" not in rules["905.6"]


def test_the_term_index_is_derived_from_the_reference():
    derived = term_index(english_rules(), TERMS)
    if os.environ.get("MTGJUDGE_UPDATE_TERM_INDEX") == "1":
        TERM_INDEX.write_text(
            json.dumps(derived, ensure_ascii=False, indent=1, sort_keys=True) + "\n",
            encoding="utf-8",
        )
    stored = json.loads(TERM_INDEX.read_text(encoding="utf-8"))
    assert stored == derived, "run with MTGJUDGE_UPDATE_TERM_INDEX=1 to rewrite it"
