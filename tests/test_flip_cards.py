"""Flip cards (709): the card format's ``flip``, a flipped permanent's characteristics
(709.2, 709.1c), one way (709.4), copies (706.2, 110.6), the compiler reading the ``flip``
layout."""

from __future__ import annotations

import pytest
import yaml

from mtgjudge.cards.format import CardFormatError, card_from_dict, flipped_form
from mtgjudge.cards.oracle import compile_card
from mtgjudge.engine.characteristics import characteristics
from tests.engine_helpers import kinds, play

APPRENTICE = {
    "name": "Test Apprentice",
    "cost": "{1}{U}",
    "types": ["Creature"],
    "subtypes": ["Human", "Wizard"],
    "power": 1,
    "toughness": 1,
    "abilities": [{"cost": "{T}", "effects": [{"flip": "self"}]}],
    "flip": {
        "name": "Test Master",
        "types": ["Creature"],
        "subtypes": ["Human", "Wizard"],
        "supertypes": ["Legendary"],
        "power": 3,
        "toughness": 3,
        "keywords": ["Flying"],
    },
}


def test_709_1c_flipped_form_keeps_mana_cost_and_colour():
    card = card_from_dict(APPRENTICE)
    assert card.flip is not None and card.flip.name == "Test Master"
    flipped = flipped_form(card)
    assert flipped.name == "Test Master" and str(flipped.mana_cost) == "{1}{U}"
    assert flipped.colors == frozenset("U") and flipped.supertypes == ("Legendary",)


def test_card_format_refuses_a_mana_cost_on_the_flipped_half():
    bad = {**APPRENTICE, "flip": {**APPRENTICE["flip"], "cost": "{5}"}}
    with pytest.raises(CardFormatError, match="709.1c"):
        card_from_dict(bad)


def run(alice_battlefield, actions, bob_hand=(), bob_battlefield=(), active="Алиса"):
    return play(
        yaml.safe_dump(
            {
                "title": "t",
                "cards": [APPRENTICE],
                "players": {
                    "Алиса": {"battlefield": alice_battlefield, "library": 5},
                    "Борис": {
                        "hand": list(bob_hand),
                        "battlefield": list(bob_battlefield),
                        "library": 5,
                    },
                },
                "turn": {"active": active, "step": "main1", "number": 3},
                "actions": actions,
            },
            allow_unicode=True,
        )
    )


def _one(game, name):
    return next(o for o in game.permanents() if o.card.name == name or o.alias == name)


def test_709_2_flipping_changes_name_type_line_pt_not_cost_and_keeps_the_object():
    result = run(
        [{"card": "Test Apprentice", "id": "a"}],
        [{"activate": "a", "by": "Алиса"}, {"resolve": "all"}],
    )
    assert result.refusal is None
    game = result.game
    obj = game.obj(game.aliases["a"])
    view = characteristics(game, obj)
    assert (view.name, view.power, view.toughness) == ("Test Master", 3, 3)
    assert "Legendary" in view.supertypes and "Flying" in view.keywords
    assert view.colors == frozenset("U") and view.mana_value == 2
    assert obj.tapped  # the same object: its status stays (709.2)
    assert "flipped" in kinds(result)


def test_709_4_flipping_is_one_way_and_leaving_the_battlefield_forgets_it():
    result = run(
        [{"card": "Test Apprentice", "id": "a", "flipped": True}],
        [],
    )
    game = result.game
    obj = game.obj(game.aliases["a"])
    from mtgjudge.engine.faces import flip
    from mtgjudge.engine.zones import move_object

    assert obj.card.name == "Test Master"
    assert not flip(game, obj)  # already flipped: stays so
    new = move_object(game, obj, "graveyard")
    assert new.card.name == "Test Apprentice" and not new.flipped


def test_a_flip_card_named_by_its_alternative_name_is_flipped():
    result = run(["Test Master"], [])
    assert [o.card.name for o in result.game.permanents("Алиса")] == ["Test Master"]


def test_706_2_a_copy_of_a_flipped_permanent_is_the_unflipped_card():
    result = run(
        [{"card": "Test Apprentice", "id": "a", "flipped": True}],
        [{"cast": "Clone", "by": "Борис", "choose": {"copy": "a"}}, {"resolve": "all"}],
        bob_hand=["Clone"],
        bob_battlefield=["Island"] * 4,
        active="Борис",
    )
    assert result.refusal is None, result.refusal
    game = result.game
    clone = next(
        o for o in game.permanents("Борис") if "Creature" in characteristics(game, o).types
    )
    view = characteristics(game, clone)
    assert (view.name, view.power) == ("Test Apprentice", 1)  # the flipped status is not copied


def test_706_2_a_flipped_permanent_that_copies_a_flip_card_is_its_flipped_form():
    from mtgjudge.engine.layers.copy import flipped_copy
    from mtgjudge.engine.state import GameObject

    card = card_from_dict(APPRENTICE)
    other = card_from_dict({"name": "Bear", "types": ["Creature"], "power": 2, "toughness": 2})
    obj = GameObject(id=1, card=other, owner="A", controller="A", zone="battlefield", timestamp=1)
    assert flipped_copy(obj, card).name == "Test Apprentice"
    obj.flipped = True
    assert flipped_copy(obj, card).name == "Test Master"
    assert flipped_copy(obj, other).name == "Bear"


def test_compiler_reads_a_flip_card():
    entry = {
        "name": "Student of Elements // Tobita, Master of Winds",
        "layout": "flip",
        "faces": [
            {
                "faceName": "Student of Elements",
                "manaCost": "{1}{U}",
                "types": ["Creature"],
                "subtypes": ["Human", "Wizard"],
                "power": "1",
                "toughness": "1",
                "text": "When Student of Elements has flying, flip it.",
            },
            {
                "faceName": "Tobita, Master of Winds",
                "types": ["Creature"],
                "subtypes": ["Human", "Wizard"],
                "supertypes": ["Legendary"],
                "power": "3",
                "toughness": "3",
                "text": "Creatures you control have flying.",
            },
        ],
    }
    result = compile_card(entry)
    assert result.status == "full"
    assert result.card["flip"]["name"] == "Tobita, Master of Winds"
    assert "cost" not in result.card["flip"]
    assert result.card["triggers"] == [
        {"when": "state", "if": {"self_has_keyword": "Flying"}, "effects": [{"flip": "self"}]}
    ]
    assert [a.face for a in result.abilities] == [0, 1]
    broken = dict(entry, faces=[entry["faces"][0], dict(entry["faces"][1], text="Frob the moon.")])
    assert compile_card(broken).status == "partial"


KI_APPRENTICE = {
    "name": "Test Ki Squire",
    "cost": "{1}{W}",
    "types": ["Creature"],
    "power": 1,
    "toughness": 1,
    "triggers": [
        {
            "when": "each_end_step",
            "if": {"counters_at_least": {"kind": "ki", "n": 2}},
            "effects": [{"may": [{"flip": "self"}]}],
        }
    ],
    "flip": {"name": "Test Ki Lord", "types": ["Creature"], "power": 4, "toughness": 4},
}


@pytest.mark.parametrize("ki, flipped", [(2, True), (1, False)])
def test_603_4_ki_counters_condition_then_you_may_flip_it(ki, flipped):
    result = play(
        yaml.safe_dump(
            {
                "title": "t",
                "cards": [KI_APPRENTICE],
                "players": {
                    "Алиса": {
                        "battlefield": [
                            {"card": "Test Ki Squire", "id": "s", "counters": {"ki": ki}}
                        ],
                        "library": 5,
                    },
                    "Борис": {"library": 5},
                },
                "turn": {"active": "Алиса", "step": "main2", "number": 3},
                "actions": [{"goto": "end"}, {"resolve": "all"}],
            },
            allow_unicode=True,
        )
    )
    assert result.refusal is None
    game = result.game
    assert game.obj(game.aliases["s"]).card.name == (
        "Test Ki Lord" if flipped else "Test Ki Squire"
    )


def test_spirit_or_arcane_spell_trigger_compiles_and_renders():
    result = compile_card(
        {
            "name": "Test Kami",
            "layout": "normal",
            "faces": [
                {
                    "types": ["Creature"],
                    "manaCost": "{2}",
                    "power": "2",
                    "toughness": "2",
                    "text": "Whenever you cast a Spirit or Arcane spell, you may put a ki "
                    "counter on Test Kami.",
                }
            ],
        }
    )
    assert result.status == "full"
    assert result.card["triggers"][0]["of"] == {
        "subtypes": ["Spirit", "Arcane"],
        "controller": "you",
    }
