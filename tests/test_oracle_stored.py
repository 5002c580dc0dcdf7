"""Compiled results stored beside the catalogue (issue 14, item 7): the stored results equal a
fresh compile (on the committed sample; the whole file in tests_shared), and a catalogue card is
played from its stored compile without the parser."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from mtgjudge.cards.catalogue import default_catalogue
from mtgjudge.cards.oracle.compiler import compile_card
from mtgjudge.cards.oracle.stored import (
    ability_from_record,
    ability_record,
    card_record,
    catalogue_entry,
    default_stored,
    encode,
)

ROOT = Path(__file__).resolve().parent.parent
SAMPLE = ROOT / "tests" / "data" / "oracle_sample.jsonl"
REGENERATE = "python tools/import_catalogue.py --compiled-only"


def sample_names() -> list[str]:
    return [json.loads(line)["name"] for line in SAMPLE.read_text(encoding="utf-8").splitlines()]


def test_stored_results_equal_a_fresh_compile_of_the_sample():
    stored, catalogue = default_stored(), default_catalogue()
    assert stored is not None and catalogue is not None
    stale = []
    for name in sample_names():
        card = catalogue.get(name)
        fresh = compile_card(catalogue_entry(card))
        row = stored.record(card.name)
        assert row is not None, name
        if row != (fresh.status, json.loads(encode(card_record(fresh)))):
            stale.append(name)
    assert not stale, f"{len(stale)} карт устарели, например {stale[:3]}: {REGENERATE}"


def test_a_record_reads_back_to_the_same_ability():
    result = compile_card(
        {
            "name": "Shock",
            "layout": "normal",
            "faces": [
                {"types": ["Instant"], "text": "Shock deals 2 damage to target creature or player."}
            ],
        }
    )
    (ability,) = result.abilities
    back = ability_from_record(json.loads(encode(ability_record(ability))))
    assert back.ok and back.clause == ability.clause
    assert ability_record(back) == ability_record(ability)


def test_a_catalogue_card_is_played_without_the_parser():
    """The stored compile is used: defining a compiled catalogue card imports no lark."""
    code = (
        "import sys\n"
        "from mtgjudge.cards.catalogue import default_catalogue\n"
        "from mtgjudge.cards.definition import card_definition\n"
        "c = card_definition(default_catalogue().get('Searing Spear'))\n"
        "print(c.spell.effects[0]['damage'], 'lark' in sys.modules)\n"
    )
    out = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, check=True, cwd=ROOT
    ).stdout.split()
    assert out == ["3", "False"]


@pytest.mark.parametrize("name", ["Chandra's Outrage"])
def test_a_stored_refusal_keeps_the_clause_and_rule(name):
    status, record = default_stored().record(name)
    assert status != "full"
    refused = [a for a in record["abilities"] if "problem" in a]
    assert refused and refused[0]["clause"].startswith("CARDNAME deals 4 damage")
    assert refused[0]["problem"][1]  # the rule it would need
