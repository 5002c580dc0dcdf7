"""Creatures that died this turn (700.4): the count the game keeps, Morbid's "if a creature
died this turn" on a replacement (614.1c) and as an intervening "if" (603.4), read from
Oracle text."""

from __future__ import annotations

import yaml

from mtgjudge.cards.oracle import compile_card
from tests.engine_helpers import play


def run(alice_hand, alice_battlefield, bob_battlefield, actions):
    return play(
        yaml.safe_dump(
            {
                "title": "t",
                "players": {
                    "Алиса": {"hand": alice_hand, "battlefield": alice_battlefield, "library": 5},
                    "Борис": {"battlefield": bob_battlefield, "library": 5},
                },
                "turn": {"active": "Алиса", "step": "main1", "number": 3},
                "actions": actions,
            },
            allow_unicode=True,
        )
    )


def boar_counters(result) -> int:
    game = result.game
    boar = next(o for o in game.permanents("Алиса") if o.card.name == "Festerhide Boar")
    return boar.counters.get("+1/+1", 0)


def test_morbid_replacement_after_a_creature_died():
    result = run(
        ["Lightning Bolt", "Festerhide Boar"],
        ["Mountain"] * 4 + ["Forest"],
        ["Grizzly Bears", "Forest"],
        [
            {"cast": "Lightning Bolt", "by": "Алиса", "targets": ["Grizzly Bears"]},
            {"resolve": "all"},
            {"cast": "Festerhide Boar", "by": "Алиса"},
            {"resolve": "all"},
        ],
    )
    assert result.refusal is None
    assert result.game.creatures_died_this_turn == 1
    assert boar_counters(result) == 2


def test_morbid_replacement_without_a_death():
    result = run(
        ["Festerhide Boar", "Lightning Bolt"],
        ["Mountain"] * 4 + ["Forest"],
        ["Grizzly Bears"],
        [
            {"cast": "Lightning Bolt", "by": "Алиса", "targets": ["Борис"]},
            {"resolve": "all"},
            {"cast": "Festerhide Boar", "by": "Алиса"},
            {"resolve": "all"},
        ],
    )
    assert result.game.creatures_died_this_turn == 0
    assert boar_counters(result) == 0


def test_the_count_starts_again_each_turn():
    from mtgjudge.engine.turn import _new_turn

    result = run(
        ["Lightning Bolt"],
        ["Mountain"],
        ["Grizzly Bears"],
        [
            {"cast": "Lightning Bolt", "by": "Алиса", "targets": ["Grizzly Bears"]},
            {"resolve": "all"},
        ],
    )
    game = result.game
    assert game.creatures_died_this_turn == 1
    _new_turn(game)
    assert game.creatures_died_this_turn == 0


def test_oracle_forms_of_the_condition_compile_and_render():
    trigger = compile_card(
        {
            "name": "Test Mourner",
            "layout": "normal",
            "faces": [
                {
                    "types": ["Creature"],
                    "manaCost": "{2}",
                    "power": "1",
                    "toughness": "1",
                    "text": "When Test Mourner enters the battlefield, if a creature died this "
                    "turn, you gain 2 life.",
                }
            ],
        }
    )
    assert trigger.status == "full"
    assert trigger.card["triggers"][0]["if"] == {"creatures_died_this_turn_at_least": 1}
    three = compile_card(
        {
            "name": "Test Ogre",
            "layout": "normal",
            "faces": [
                {
                    "types": ["Creature"],
                    "manaCost": "{2}",
                    "power": "2",
                    "toughness": "2",
                    "text": "At the beginning of the end step, if three or more creatures died "
                    "this turn, you gain 2 life.",
                }
            ],
        }
    )
    assert three.status == "full"
    assert three.card["triggers"][0]["if"] == {"creatures_died_this_turn_at_least": 3}
