"""Family ``lead_names``: "As CARDNAME enters the battlefield, choose a [nonland] card name."
and "Activated abilities of sources with the chosen name can't be activated [unless they're
mana abilities]." (201.3, 614.1c, 602.5, 607.2d: Phyrexian Revoker, Pithing Needle)."""

from __future__ import annotations

import pytest

from mtgjudge.scenario.model import ScenarioError
from tests.engine_helpers import refused, round_trips, scenario
from tests.test_oracle_mechanisms import compiled

REVOKER = compiled(
    "Test Revoker",
    "As Test Revoker enters the battlefield, choose a nonland card name.\n"
    "Activated abilities of sources with the chosen name can't be activated.",
    types=("Artifact", "Creature"),
    power="2",
    toughness="1",
)
NEEDLE = compiled(
    "Test Needle",
    "As Test Needle enters the battlefield, choose a card name.\n"
    "Activated abilities of sources with the chosen name can't be activated unless they're "
    "mana abilities.",
    types=("Artifact",),
)
LIBRARY = ["Island"] * 8


def test_201_3_choose_a_card_name_and_forbid_its_abilities_compile():
    ((_, choice),) = round_trips(
        "replacement", "As CARDNAME enters the battlefield, choose a nonland card name."
    )
    assert choice == {"choose": "nonland_name"}
    ((_, static),) = round_trips(
        "static",
        "Activated abilities of sources with the chosen name can't be activated unless they're "
        "mana abilities.",
    )
    assert static == {"cant_activate_unless_mana": {"name": "chosen"}}
    refused("static", "Activated abilities of sources with the chosen name can't be countered.")
    refused("replacement", "As CARDNAME enters the battlefield, choose a land card name.")


def _play(chosen: str, card: str, actions: list, alice_more=()):
    return scenario(
        {
            "battlefield": ["Mountain", {"card": "Prodigal Sorcerer", "id": "p"}, *alice_more],
            "hand": ["Lightning Bolt"],
            "library": LIBRARY,
        },
        {"battlefield": [{"card": card, "chosen": chosen}], "library": LIBRARY},
        actions,
        [REVOKER, NEEDLE],
    )


def test_602_5_the_named_source_cannot_activate():
    r = _play("Prodigal Sorcerer", "Test Revoker", [{"activate": "p", "targets": ["Борис"]}])
    assert r.refusal is not None and "602.5" in r.refusal.error.rules
    # another name: the ability works
    r = _play(
        "Lightning Bolt",
        "Test Revoker",
        [{"activate": "p", "targets": ["Борис"]}, {"resolve": "all"}],
    )
    assert r.refusal is None, r.refusal
    assert r.game.player("Борис").life == 19


def test_602_5_a_nonland_name_only():
    with pytest.raises(ScenarioError, match="201.3"):
        _play("Mountain", "Test Revoker", [{"pass": 1}])


def test_602_5_mana_abilities_are_spared_by_unless_they_are_mana_abilities():
    """Llanowar Elves named by the Needle still taps for {G}: Алиса casts Giant Growth with it;
    named by the Revoker-like ability without the exception, it can't (602.5)."""
    elves = {"card": "Llanowar Elves", "id": "e"}
    actions = [{"cast": "Giant Growth", "targets": ["e"], "pay": ["e"]}, {"resolve": "all"}]
    r = scenario(
        {"battlefield": [elves], "hand": ["Giant Growth"], "library": LIBRARY},
        {"battlefield": [{"card": "Test Needle", "chosen": "Llanowar Elves"}], "library": LIBRARY},
        actions,
        [NEEDLE],
    )
    assert r.refusal is None, r.refusal
    r = scenario(
        {"battlefield": [elves], "hand": ["Giant Growth"], "library": LIBRARY},
        {"battlefield": [{"card": "Test Revoker", "chosen": "Llanowar Elves"}], "library": LIBRARY},
        actions,
        [REVOKER],
    )
    assert r.refusal is not None and "602.5" in r.refusal.error.rules
