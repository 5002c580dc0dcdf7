"""Damage wordings, helper "damage" (session 2026-12-06-5): delayed triggered abilities about
dying made by a spell (603.7), … — compiled, rendered back and played by the engine."""

from __future__ import annotations

from tests.engine_helpers import compiles as ok
from tests.engine_helpers import names, refused, round_trips, scenario
from tests.test_oracle_mechanisms import compiled as compiled_card


def compiled(name: str, text: str, types=("Instant",), **face) -> dict:
    """A card compiled from its text (fully), costing {R} unless told."""
    return compiled_card(name, text, types, **{"manaCost": "{R}", **face})


def run(battlefield_a, battlefield_b, actions, cards=(), hand=(), graveyard_b=()):
    return scenario(
        {"battlefield": battlefield_a, "hand": list(hand)},
        {"battlefield": battlefield_b, "graveyard": list(graveyard_b)},
        actions,
        cards,
    )


# -- 603.7: "When that creature dies this turn, …" -----------------------------------------------

SEARING = (
    "CARDNAME deals 2 damage to target creature. When that creature dies this turn, CARDNAME "
    "deals 3 damage to the creature's controller."
)
BURN_AWAY = (
    "CARDNAME deals 6 damage to target creature. When that creature dies this turn, exile its "
    "controller's graveyard."
)
FRENZY = "All creatures get -2/-2 until end of turn. Whenever a creature dies this turn, you gain 1 life."


def test_603_7_when_that_creature_dies_this_turn_compiles():
    ((_, spell),) = round_trips("spell", SEARING)
    delayed = spell["effects"][1]["delayed"]
    assert delayed == {
        "at": "that_dies",
        "until": "end_of_turn",
        "that": "target",
        "effects": [{"damage": 3, "to": "that_controller"}],
    }
    ((_, spell),) = round_trips("spell", BURN_AWAY)
    assert spell["effects"][1]["delayed"]["effects"] == [
        {"exile_graveyards": True, "player": "that_controller"}
    ]
    ((_, spell),) = round_trips("spell", FRENZY)
    assert spell["effects"][1]["delayed"]["at"] == "a_creature_dies"
    ok("spell", "Destroy target creature. When that creature dies this turn, you gain 3 life.")


def test_603_7_near_wordings_stay_unread():
    # no creature target: "that creature" names nothing
    refused("spell", "You gain 2 life. When that creature dies this turn, you gain 3 life.")
    refused(
        "spell",
        "CARDNAME deals 2 damage to target player. When that creature dies this turn, you gain "
        "3 life.",
    )
    # "it" in "whenever a creature dies" would be the creature that died
    refused(
        "spell",
        "All creatures get -2/-2 until end of turn. Whenever a creature dies this turn, return "
        "it to its owner's hand.",
    )
    # a delayed ability without a duration is another ability (603.7b)
    refused(
        "spell",
        "CARDNAME deals 2 damage to target creature. When that creature dies, you gain 3 life.",
    )


SEARING_CARD = compiled("Test Searing", SEARING.replace("CARDNAME", "Test Searing"))
BURN_CARD = compiled("Test Burn", BURN_AWAY.replace("CARDNAME", "Test Burn"))
FRENZY_CARD = compiled("Test Frenzy", FRENZY, types=("Sorcery",))


def test_603_7a_the_creature_dies_and_its_controller_is_dealt_damage():
    result = run(
        ["Mountain"],
        [{"card": "Grizzly Bears", "id": "bears"}],
        [{"cast": "Test Searing", "by": "Алиса", "targets": ["bears"]}, {"resolve": "all"}],
        cards=[SEARING_CARD],
        hand=["Test Searing"],
    )
    assert result.refusal is None, result.refusal
    assert names(result.game, "Борис", "graveyard") == ["Grizzly Bears"]
    assert result.game.player("Борис").life == 17
    assert result.game.player("Алиса").life == 20


def test_603_7a_a_creature_that_survives_triggers_nothing():
    result = run(
        ["Mountain"],
        [{"card": "Hill Giant", "id": "giant"}],
        [{"cast": "Test Searing", "by": "Алиса", "targets": ["giant"]}, {"resolve": "all"}],
        cards=[SEARING_CARD],
        hand=["Test Searing"],
    )
    assert result.refusal is None, result.refusal
    assert names(result.game, "Борис", "battlefield") == ["Hill Giant"]
    assert result.game.player("Борис").life == 20


def test_603_7c_its_controllers_graveyard_is_exiled():
    result = run(
        ["Mountain"],
        [{"card": "Hill Giant", "id": "giant"}],
        [{"cast": "Test Burn", "by": "Алиса", "targets": ["giant"]}, {"resolve": "all"}],
        cards=[BURN_CARD],
        hand=["Test Burn"],
        graveyard_b=["Lightning Bolt", "Forest"],
    )
    assert result.refusal is None, result.refusal
    assert names(result.game, "Борис", "graveyard") == []
    assert names(result.game, "Борис", "exile") == ["Forest", "Hill Giant", "Lightning Bolt"]


def test_603_7b_whenever_a_creature_dies_this_turn_triggers_for_each():
    result = run(
        ["Mountain", {"card": "Grizzly Bears"}],
        [{"card": "Grizzly Bears"}, {"card": "Hill Giant"}],
        [{"cast": "Test Frenzy", "by": "Алиса"}, {"resolve": "all"}],
        cards=[FRENZY_CARD],
        hand=["Test Frenzy"],
    )
    assert result.refusal is None, result.refusal
    # both Bears die, the Giant survives as a 1/1
    assert result.game.player("Алиса").life == 22
    assert names(result.game, "Борис", "battlefield") == ["Hill Giant"]


# -- 608.2c: "If that creature is an enchantment, …" ---------------------------------------------

STARFALL = (
    "CARDNAME deals 3 damage to target creature. If that creature is an enchantment, CARDNAME "
    "deals 3 damage to that creature's controller."
)


def test_608_2c_that_creature_is_an_enchantment_compiles():
    ((_, spell),) = round_trips("spell", STARFALL)
    assert spell["effects"][1]["if"] == {
        "object_is": {"of": "target", "filter": {"types": ["Enchantment"]}}
    }
    assert spell["effects"][1]["to"] == "target_controller"


def test_608_2c_that_creature_without_a_target_is_refused():
    refused("spell", "If that creature is an enchantment, you gain 3 life.")
    refused(
        "spell",
        "CARDNAME deals 3 damage to target creature. If that creature is a legendary, you gain 3 "
        "life.",
    )


STARFALL_CARD = compiled("Test Starfall", STARFALL.replace("CARDNAME", "Test Starfall"))
NYMPH = {
    "name": "Test Nymph",
    "cost": "{1}{W}",
    "types": ["Enchantment", "Creature"],
    "power": 2,
    "toughness": 2,
}


def test_608_2c_an_enchantment_creatures_controller_is_dealt_damage():
    result = run(
        ["Mountain"],
        [{"card": "Test Nymph", "id": "nymph"}],
        [{"cast": "Test Starfall", "by": "Алиса", "targets": ["nymph"]}, {"resolve": "all"}],
        cards=[STARFALL_CARD, NYMPH],
        hand=["Test Starfall"],
    )
    assert result.refusal is None, result.refusal
    assert names(result.game, "Борис", "graveyard") == ["Test Nymph"]
    assert result.game.player("Борис").life == 17


def test_608_2c_a_creature_that_is_no_enchantment_only_takes_damage():
    result = run(
        ["Mountain"],
        [{"card": "Grizzly Bears", "id": "bears"}],
        [{"cast": "Test Starfall", "by": "Алиса", "targets": ["bears"]}, {"resolve": "all"}],
        cards=[STARFALL_CARD],
        hand=["Test Starfall"],
    )
    assert result.refusal is None, result.refusal
    assert names(result.game, "Борис", "graveyard") == ["Grizzly Bears"]
    assert result.game.player("Борис").life == 20


# -- 614.15: "CARDNAME deals X plus 2 damage instead if …" -----------------------------------------

CLAWS = (
    "CARDNAME deals X damage to target creature or player. CARDNAME deals X plus 2 damage "
    "instead if you control a creature with power 4 or greater."
)


def test_614_15_x_plus_two_instead_compiles():
    ((_, spell),) = round_trips("spell", CLAWS)
    assert spell["effects"] == [
        {
            "damage": "X",
            "to": "target",
            "instead": {
                "if": {"you_control": {"types": ["Creature"], "power_at_least": 4}},
                "damage": {"of": "X", "times": 1, "plus": 2},
            },
        }
    ]


def test_614_15_plus_instead_without_the_same_damage_before_is_refused():
    refused(
        "spell",
        "You gain 2 life. CARDNAME deals X plus 2 damage instead if you control a creature with "
        "power 4 or greater.",
    )
    refused(
        "spell",
        "CARDNAME deals X damage to each creature. CARDNAME deals X plus 2 damage instead if you "
        "control a creature with power 4 or greater.",
    )
    refused(
        "spell",
        "CARDNAME deals 3 damage to target creature or player. CARDNAME deals X plus 2 damage "
        "instead if you control a creature with power 4 or greater.",
    )


CLAWS_CARD = compiled("Test Claws", CLAWS.replace("CARDNAME", "Test Claws"), manaCost="{X}{R}")


def test_614_15_ferocious_adds_two_damage():
    result = run(
        ["Mountain"] * 3 + [{"card": "Hill Giant"}, {"card": "Test Ogre"}],
        [],
        [{"cast": "Test Claws", "by": "Алиса", "x": 2, "targets": ["Борис"]}, {"resolve": "all"}],
        cards=[CLAWS_CARD, OGRE],
        hand=["Test Claws"],
    )
    assert result.refusal is None, result.refusal
    assert result.game.player("Борис").life == 16


def test_614_15_without_a_big_creature_x_damage():
    result = run(
        ["Mountain"] * 3 + [{"card": "Hill Giant"}],
        [],
        [{"cast": "Test Claws", "by": "Алиса", "x": 2, "targets": ["Борис"]}, {"resolve": "all"}],
        cards=[CLAWS_CARD],
        hand=["Test Claws"],
    )
    assert result.refusal is None, result.refusal
    assert result.game.player("Борис").life == 18


OGRE = {"name": "Test Ogre", "cost": "{4}", "types": ["Creature"], "power": 4, "toughness": 4}


# -- 614.15, 615.11: raid's "instead … and the damage can't be prevented" -----------------------

ARROWS = (
    "CARDNAME deals 4 damage to target creature or player. If you attacked with a creature this "
    "turn, instead CARDNAME deals 5 damage to that permanent or player and the damage can't be "
    "prevented."
)


def test_615_11_raid_instead_unpreventable_compiles():
    ((_, spell),) = round_trips("spell", ARROWS)
    assert spell["effects"][0]["instead"] == {
        "if": {"attacked_with_at_least": 1},
        "damage": 5,
        "cant_be_prevented": True,
    }
    # "that permanent or player" after a target that is only a creature
    refused("spell", ARROWS.replace("creature or player.", "creature."))


ARROWS_CARD = compiled("Test Arrows", ARROWS.replace("CARDNAME", "Test Arrows"))
SHIELD = compiled(
    "Test Shield",
    "Prevent all damage that would be dealt to target creature this turn.",
    manaCost="{W}",
)


def arrows_at_a_shielded_giant(attack: bool):
    before = [{"attack": {"bears": "Борис"}}] if attack else []
    return scenario(
        {
            "battlefield": ["Mountain", {"card": "Grizzly Bears", "id": "bears"}],
            "hand": ["Test Arrows"],
        },
        {
            "battlefield": ["Plains", {"card": "Hill Giant", "id": "giant"}],
            "hand": ["Test Shield"],
        },
        [
            *before,
            {"goto": {"step": "main2"}},
            {"cast": "Test Shield", "by": "Борис", "targets": ["giant"]},
            {"resolve": "all"},
            {"cast": "Test Arrows", "by": "Алиса", "targets": ["giant"]},
            {"resolve": "all"},
        ],
        [ARROWS_CARD, SHIELD],
    )


def test_615_11_after_an_attack_the_damage_is_not_prevented():
    result = arrows_at_a_shielded_giant(attack=True)
    assert result.refusal is None, result.refusal
    assert names(result.game, "Борис", "graveyard") == ["Hill Giant", "Test Shield"]


def test_615_11_without_an_attack_the_shield_prevents_it():
    result = arrows_at_a_shielded_giant(attack=False)
    assert result.refusal is None, result.refusal
    assert names(result.game, "Борис", "battlefield") == ["Hill Giant", "Plains"]
