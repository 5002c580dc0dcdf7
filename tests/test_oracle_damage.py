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


# -- 301.5, 303.4: "all Equipment attached to that creature"; "all Walls your opponents control" --

BLASTFIRE = (
    "CARDNAME deals 5 damage to target creature. Destroy all Equipment attached to that creature."
)


def test_301_5_equipment_attached_to_that_creature_compiles():
    ((_, spell),) = round_trips("spell", BLASTFIRE)
    assert spell["effects"][1]["destroy_all"] == {
        "subtypes": ["Equipment"],
        "attached_to_target": True,
    }
    ((_, trigger),) = round_trips(
        "triggered",
        "When CARDNAME enters the battlefield, destroy all Walls your opponents control.",
    )
    assert trigger["effects"] == [{"destroy_all": {"subtypes": ["Wall"], "controller": "opponent"}}]


def test_301_5_attached_to_no_target_creature_is_refused():
    # "that creature" is no target here
    refused("spell", "Destroy all Equipment attached to that creature.")
    refused(
        "spell",
        "CARDNAME deals 5 damage to target player. Destroy all Equipment attached to that creature.",
    )
    # Goblins are never attached to anything
    refused(
        "spell",
        "CARDNAME deals 5 damage to target creature. Destroy all Goblins attached to that creature.",
    )
    # one wording of the controller only
    refused("spell", "Destroy all Walls an opponent controls.")


BLASTFIRE_CARD = compiled("Test Blastfire", BLASTFIRE.replace("CARDNAME", "Test Blastfire"))


def test_301_5_the_equipment_of_the_target_is_destroyed_the_other_stays():
    result = run(
        ["Mountain"],
        [
            {"card": "Hill Giant", "id": "giant"},
            {"card": "Grizzly Bears", "id": "bears"},
            {"card": "Bonesplitter", "id": "b1", "attached_to": "giant"},
            {"card": "Bonesplitter", "id": "b2", "attached_to": "bears"},
        ],
        [{"cast": "Test Blastfire", "by": "Алиса", "targets": ["giant"]}, {"resolve": "all"}],
        cards=[BLASTFIRE_CARD],
        hand=["Test Blastfire"],
    )
    assert result.refusal is None, result.refusal
    assert names(result.game, "Борис", "graveyard") == ["Bonesplitter", "Hill Giant"]
    assert names(result.game, "Борис", "battlefield") == ["Bonesplitter", "Grizzly Bears"]


SIEGE = compiled(
    "Test Siege",
    "When Test Siege enters the battlefield, destroy all Walls your opponents control.",
    types=("Creature",),
    power="2",
    toughness="2",
)


def test_a_subtype_group_of_the_opponents_is_destroyed():
    result = run(
        ["Mountain", {"card": "Wall of Stone"}],
        [{"card": "Wall of Stone"}, {"card": "Grizzly Bears"}],
        [{"cast": "Test Siege", "by": "Алиса"}, {"resolve": "all"}],
        cards=[SIEGE],
        hand=["Test Siege"],
    )
    assert result.refusal is None, result.refusal
    assert names(result.game, "Борис", "graveyard") == ["Wall of Stone"]
    assert "Wall of Stone" in names(result.game, "Алиса", "battlefield")


# -- 603.2, 608.2g: "Whenever a Dragon enters …, it deals X damage …": the Dragon deals it --------

TEMPEST = (
    "Whenever a Dragon enters the battlefield under your control, it deals X damage to target "
    "creature or player, where X is the number of Dragons you control."
)


def test_608_2g_it_of_an_entering_permanent_deals_the_damage_compiles():
    ((_, trigger),) = round_trips("triggered", TEMPEST)
    assert trigger["of"] == {"subtypes": ["Dragon"], "controller": "you"}
    assert trigger["effects"][0]["by"] == "that"
    ((_, trigger),) = round_trips(
        "triggered",
        "Whenever a creature enters the battlefield under your control, it deals 1 damage to "
        "target creature or player.",
    )
    assert trigger["effects"][0]["by"] == "that"


def test_608_2g_you_may_have_it_deal_is_the_entering_permanent():
    ((_, trigger),) = round_trips(
        "triggered",
        "Whenever a Beast enters the battlefield under your control, you may have it deal 4 "
        "damage to target opponent.",
    )
    assert trigger["effects"][0]["may"] == [{"damage": 4, "to": "target", "by": "that"}]


def test_608_2g_it_of_a_creature_dealt_damage_deals_it():
    ((_, trigger),) = round_trips(
        "triggered",
        "Whenever enchanted creature is dealt damage, it deals that much damage to its controller.",
    )
    assert trigger["effects"] == [{"damage": "that_much", "to": "that_controller", "by": "that"}]


def test_608_2g_it_of_another_event_is_refused():
    # "it" would be the creature that died: not the source, and not played
    refused(
        "triggered", "Whenever a creature dies, it deals 1 damage to target creature or player."
    )


TEMPEST_CARD = compiled("Test Tempest", TEMPEST, types=("Enchantment",))
WHELP = {
    "name": "Test Whelp",
    "cost": "{R}",
    "types": ["Creature"],
    "subtypes": ["Dragon"],
    "power": 1,
    "toughness": 1,
    "keywords": ["Lifelink"],
}


def test_608_2g_the_entering_dragon_deals_the_damage():
    result = run(
        ["Mountain", {"card": "Test Tempest"}, {"card": "Test Whelp"}],
        [],
        [
            {"choose": {"trigger_targets": {"Test Tempest": ["Борис"]}}},
            {"cast": "Test Whelp", "by": "Алиса"},
            {"resolve": "all"},
        ],
        cards=[TEMPEST_CARD, WHELP],
        hand=["Test Whelp"],
    )
    assert result.refusal is None, result.refusal
    # two Dragons: 2 damage, dealt by the Whelp (lifelink: 702.15b)
    assert result.game.player("Борис").life == 18
    assert result.game.player("Алиса").life == 22


# -- 603.7c: "its controller" in "When that creature dies this turn, …"; "that creature is a Zombie"


WOUND = (
    "Put a -1/-1 counter on target creature. When that creature dies this turn, its controller "
    "loses 2 life."
)


def test_603_7c_its_controller_of_the_creature_that_died_compiles():
    ((_, spell),) = round_trips("spell", WOUND)
    assert spell["effects"][1]["delayed"]["effects"] == [
        {"lose_life": 2, "player": "that_controller"}
    ]
    round_trips(
        "spell",
        "Put a -1/-1 counter on target creature. When that creature dies this turn, its "
        "controller gets a poison counter.",
    )


def test_608_2c_that_creature_is_a_subtype_compiles():
    ((_, ability),) = round_trips(
        "activated", "{2}{W}, {T}: Tap target creature. If that creature is a Zombie, exile it."
    )
    assert ability["effects"][1]["if"] == {
        "object_is": {"of": "target", "filter": {"subtypes": ["Zombie"]}}
    }


MITE = {"name": "Test Mite", "cost": "{B}", "types": ["Creature"], "power": 1, "toughness": 1}
WOUND_CARD = compiled("Test Wound", WOUND, manaCost="{B}")


def test_603_7c_the_controller_of_the_dead_creature_loses_life():
    result = scenario(
        {"battlefield": ["Swamp"], "hand": ["Test Wound"]},
        {"battlefield": [{"card": "Test Mite", "id": "mite"}]},
        [{"cast": "Test Wound", "by": "Алиса", "targets": ["mite"]}, {"resolve": "all"}],
        [WOUND_CARD, MITE],
    )
    assert result.refusal is None, result.refusal
    assert names(result.game, "Борис", "graveyard") == ["Test Mite"]
    assert result.game.player("Борис").life == 18
    assert result.game.player("Алиса").life == 20


# -- 107.3a, 608.2d: "Counter target spell unless its controller pays {X}." -----------------------

MINDSWIPE = (
    "Counter target spell unless its controller pays {X}. CARDNAME deals X damage to that "
    "spell's controller."
)


def test_107_3a_unless_its_controller_pays_x_compiles():
    ((_, spell),) = round_trips("spell", MINDSWIPE)
    assert spell["effects"] == [
        {
            "may_pay": "{1}",
            "per": "X",
            "player": "target_controller",
            "otherwise": [{"counter": "target"}],
        },
        {"damage": "X", "to": "target_controller"},
    ]


def test_107_3a_that_spells_controller_without_a_spell_target_is_refused():
    refused("spell", "Destroy target creature. CARDNAME deals 2 damage to that spell's controller.")
    refused("spell", "Counter target spell unless its controller pays {X}{X}.")


MINDSWIPE_CARD = compiled(
    "Test Mindswipe", MINDSWIPE.replace("CARDNAME", "Test Mindswipe"), manaCost="{X}{R}"
)


def mindswipe(alice_lands: int):
    return scenario(
        {"battlefield": ["Mountain"] * alice_lands, "hand": ["Lightning Bolt"]},
        {"battlefield": ["Mountain"] * 3, "hand": ["Test Mindswipe"]},
        [
            {"cast": "Lightning Bolt", "by": "Алиса", "targets": ["Борис"]},
            {"cast": "Test Mindswipe", "by": "Борис", "x": 2, "targets": ["Lightning Bolt"]},
            {"resolve": "all"},
        ],
        [MINDSWIPE_CARD],
    )


def test_608_2d_the_controller_cannot_pay_the_spell_is_countered():
    result = mindswipe(alice_lands=1)
    assert result.refusal is None, result.refusal
    assert result.game.player("Борис").life == 20
    assert result.game.player("Алиса").life == 18


def test_608_2d_the_controller_pays_x_and_still_is_dealt_x_damage():
    result = mindswipe(alice_lands=3)
    assert result.refusal is None, result.refusal
    assert result.game.player("Борис").life == 17
    assert result.game.player("Алиса").life == 18


# -- 611.3a, 303.4: "… as long as it's an enchantment. Otherwise, it gets -2/-2." ------------------

INFUSION = "Enchanted creature gets +2/+2 as long as it's an enchantment. Otherwise, it gets -2/-2."


def test_611_3a_as_long_as_it_is_an_enchantment_otherwise_compiles():
    parts = round_trips("static", INFUSION)
    assert [v["if"] for _, v in parts] == [
        {"enchanted_is": {"types": ["Enchantment"]}},
        {"enchanted_is_not": {"types": ["Enchantment"]}},
    ]
    # "it" is the enchanted creature only after "Enchanted creature …"
    refused("static", INFUSION.replace("Enchanted creature", "CARDNAME"))


INFUSION_CARD = compiled(
    "Test Infusion",
    "Enchant creature\n" + INFUSION,
    types=("Enchantment",),
    subtypes=["Aura"],
    manaCost="{2}{B}",
)


def test_611_3a_an_enchantment_creature_gets_the_bonus_another_the_penalty():
    from mtgjudge.engine.characteristics import characteristics

    result = scenario(
        {
            "battlefield": [
                {"card": "Test Nymph", "id": "nymph"},
                {"card": "Hill Giant", "id": "giant"},
                {"card": "Test Infusion", "attached_to": "nymph"},
                {"card": "Test Infusion", "attached_to": "giant"},
            ]
        },
        {},
        [],
        [INFUSION_CARD, NYMPH],
    )
    assert result.refusal is None, result.refusal
    game = result.game
    pt = {
        o.card.name: (characteristics(game, o).power, characteristics(game, o).toughness)
        for o in game.permanents("Алиса")
        if "Creature" in characteristics(game, o).types
    }
    assert pt == {"Test Nymph": (4, 4), "Hill Giant": (1, 1)}


# -- 707.5, 615.1a: "You may look at each face-down creature that's attacking or blocking." -------

WIND = (
    "Prevent all combat damage that would be dealt this turn. You may look at each face-down "
    "creature that's attacking or blocking."
)


def test_707_5_look_at_each_face_down_creature_in_combat_compiles():
    ((_, spell),) = round_trips("spell", WIND)
    assert spell["effects"][1] == {
        "may": [
            {
                "look_at_face_down": {
                    "all": {"types": ["Creature"], "face_down": True, "in_combat": "either"}
                }
            }
        ]
    }
    refused("spell", "You may look at each face-down creature that's attacking.")


WIND_CARD = compiled("Test Wind", WIND, manaCost="{2}{G}")


def test_707_5_only_the_face_down_creatures_in_combat_are_looked_at():
    result = scenario(
        {
            "battlefield": [
                {"card": "Hill Giant", "id": "down", "face_down": "manifest"},
                {"card": "Grizzly Bears", "id": "home", "face_down": "manifest"},
                "Forest",
                "Forest",
                "Forest",
            ],
            "hand": ["Test Wind"],
        },
        {"battlefield": []},
        [
            {"attack": {"down": "Борис"}},
            {"goto": {"step": "declare_blockers"}},
            {"cast": "Test Wind", "by": "Алиса"},
            {"resolve": "all"},
            {"goto": {"step": "end"}},
        ],
        [WIND_CARD],
    )
    assert result.refusal is None, result.refusal
    looked = [
        e.data["card"]
        for step in result.steps
        for e in step.events
        if e.kind == "face_down_looked_at"
    ]
    assert looked == ["Hill Giant"]
    assert result.game.player("Борис").life == 20  # the combat damage was prevented
