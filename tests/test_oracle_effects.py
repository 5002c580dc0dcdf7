"""Effects of Standard-2015 cards (helper "effects", issue 14): creatures that stay tapped
(502.2), damage to a group with a quality (119.3), keywords lost (613.1f), "those creatures"
after a group (608.2c), a condition of the source's status (611.3a) —
each compiled, rendered back to its text, played, and refused where the engine would play it
otherwise."""

from __future__ import annotations

import yaml

from tests.engine_helpers import compiles as ok
from tests.engine_helpers import play, refused, scenario
from tests.test_oracle_mechanisms import compiled


def game(hand, battlefield_a, battlefield_b, actions, cards=(), step="main1"):
    """Алиса's turn 3, with the given hand and permanents."""
    library = ["Island"] * 8
    return scenario(
        {"hand": list(hand), "battlefield": battlefield_a, "library": library},
        {"battlefield": battlefield_b, "library": library},
        actions,
        cards,
        step=step,
    )


def by_name(result, name):
    return [o for o in result.game.permanents() if o.card.name == name]


# -- creatures that stay tapped (502.2) ---------------------------------------------------------

NAGA = compiled(
    "Test Naga",
    "Tap up to two target creatures. Those creatures don't untap during their controller's "
    "next untap step.",
    types=("Sorcery",),
    manaCost="{U}",
)


def test_502_2_those_creatures_dont_untap_compiles_both_wordings():
    ((_, spell),) = ok(
        "spell",
        "Tap up to two target creatures. Those creatures don't untap during their "
        "controllers' next untap steps. Scry 1.",
    )
    assert spell["effects"][1]["doesnt_untap_next"] == "each_target"
    assert NAGA["spell"]["effects"][1]["doesnt_untap_next"] == "each_target"
    assert "без целей" in refused(
        "spell", "Those creatures don't untap during their controller's next untap step."
    )


def test_502_2_tapped_targets_stay_tapped_through_their_next_untap_step():
    result = game(
        ["Test Naga"],
        ["Island"],
        [{"card": "Grizzly Bears", "id": "b1"}, {"card": "Grizzly Bears", "id": "b2"}],
        [
            {"cast": "Test Naga", "targets": ["b1", "b2"]},
            {"resolve": "all"},
            {"goto": {"step": "main1", "turn": 4}},
        ],
        [NAGA],
    )
    assert result.refusal is None
    assert all(o.tapped for o in by_name(result, "Grizzly Bears"))


# -- damage to a group with a quality (119.3) ----------------------------------------------------

WIND = compiled(
    "Test Wind",
    "Test Wind deals X damage to each creature with flying.",
    types=("Instant",),
    manaCost="{X}{G}",
)
HUNTER = compiled(
    "Test Hunter",
    "{2}{G}: Test Hunter deals 1 damage to each other creature with flying.",
    power="2",
    toughness="1",
)
SANDS = compiled(
    "Test Sands",
    "Test Sands deals 1 damage to each creature your opponents control. Scry 1.",
    types=("Instant",),
    manaCost="{R}",
)


def test_119_3_groups_with_a_quality_compile():
    assert WIND["spell"]["effects"][0]["to"] == {
        "all": {"types": ["Creature"], "keywords": ["Flying"]}
    }
    assert HUNTER["abilities"][0]["effects"][0]["to"]["all"]["other"] is True
    assert SANDS["spell"]["effects"][0]["to"] == {
        "all": {"types": ["Creature"], "controller": "opponent"}
    }
    ((_, spell),) = ok(
        "spell", "CARDNAME deals X damage to each creature with flying and each player."
    )
    assert spell["effects"][0]["to"][1] == "each_player"


def test_119_3_only_creatures_with_flying_are_dealt_damage():
    result = game(
        ["Test Wind"],
        ["Forest"] * 3,
        ["Serra Angel", "Grizzly Bears", "Wind Drake"],
        [{"cast": "Test Wind", "x": 2}, {"resolve": "all"}],
        [WIND],
    )
    assert result.refusal is None
    assert sorted(o.card.name for o in result.game.permanents("Борис")) == [
        "Grizzly Bears",
        "Serra Angel",
    ]


def test_119_3_only_creatures_of_opponents():
    result = game(
        ["Test Sands"],
        ["Mountain", "Llanowar Elves"],
        ["Llanowar Elves"],
        [{"cast": "Test Sands"}, {"resolve": "all"}],
        [SANDS],
    )
    assert result.refusal is None
    assert by_name(result, "Llanowar Elves")[0].controller == "Алиса"


# -- keywords lost (613.1f) ----------------------------------------------------------------------

GARGOYLE = compiled(
    "Test Gargoyle",
    "Defender\n{3}: Until end of turn, Test Gargoyle loses defender and gains flying.",
    types=("Artifact", "Creature"),
    power="3",
    toughness="3",
)
GROUNDED = compiled(
    "Test Grounded",
    "Enchant creature\nEnchanted creature loses flying.",
    types=("Enchantment",),
    subtypes=["Aura"],
)


def test_613_1f_loses_compiles():
    (effect,) = GARGOYLE["abilities"][0]["effects"]
    assert effect["become"] == {"lose": ["Defender"], "grant": ["Flying"]}
    ((_, ability),) = ok("activated", "{U}: Target creature loses flying until end of turn.")
    assert ability["effects"][0]["become"] == {"lose": ["Flying"]}
    assert GROUNDED["static"][0]["lose"] == ["Flying"]
    # two keywords lost at once: not a wording of the cards read
    refused("activated", "{U}: Target creature loses flying and trample until end of turn.")


def test_613_1f_the_gargoyle_loses_defender_and_gains_flying_until_end_of_turn():
    from mtgjudge.engine.characteristics import characteristics

    result = game(
        [],
        ["Island"] * 3 + [{"card": "Test Gargoyle", "id": "g"}],
        [],
        [{"activate": "g", "by": "Алиса"}, {"resolve": "all"}],
        [GARGOYLE],
    )
    assert result.refusal is None
    (gargoyle,) = by_name(result, "Test Gargoyle")
    keywords = characteristics(result.game, gargoyle).keywords
    assert "Flying" in keywords and "Defender" not in keywords


def test_613_1f_enchanted_creature_loses_flying():
    from mtgjudge.engine.characteristics import characteristics

    result = game(
        [],
        [
            {"card": "Serra Angel", "id": "a"},
            {"card": "Test Grounded", "attached_to": "a"},
        ],
        [],
        [],
        [GROUNDED],
    )
    assert result.refusal is None
    (angel,) = by_name(result, "Serra Angel")
    keywords = characteristics(result.game, angel).keywords
    assert "Flying" not in keywords and "Vigilance" in keywords


# -- "those creatures" after a group (608.2c) ----------------------------------------------------

FLARE = compiled(
    "Test Flare",
    "Creatures you control get +1/+1 until end of turn. Untap those creatures.",
    types=("Instant",),
    manaCost="{W}",
)
CRANE = compiled(
    "Test Crane",
    "Untap all creatures you control. They gain flying and double strike until end of turn.",
    types=("Instant",),
    manaCost="{W}",
)


def test_608_2c_those_creatures_compile():
    assert FLARE["spell"]["effects"][1] == {"untap": "those"}
    assert CRANE["spell"]["effects"][1]["to"] == "those"
    # after a counters group (Ajani Goldmane): the creatures the group named
    ajani = ok(
        "activated",
        "−1: Put a +1/+1 counter on each creature you control. Those creatures gain vigilance "
        "until end of turn.",
    )
    assert ajani[0][1]["effects"][1]["to"] == "those"
    # after a count (Inspiring Call): the creatures counted
    call = ok(
        "spell",
        "Draw a card for each creature you control with a +1/+1 counter on it. Those creatures "
        "gain indestructible until end of turn.",
    )
    assert call[0][1]["effects"][1]["to"] == "counted"
    # a count of lands names no creatures
    refused(
        "spell",
        "Draw a card for each land you control. Those creatures gain flying until end of turn.",
    )
    # after enchanted creature, "those creatures" names nothing
    refused("spell", "Untap enchanted creature. Those creatures gain flying until end of turn.")


def test_608_2c_those_creatures_are_the_ones_the_group_named():
    from mtgjudge.engine.characteristics import characteristics

    result = game(
        ["Test Flare"],
        ["Plains", {"card": "Grizzly Bears", "tapped": True}],
        [{"card": "Grizzly Bears", "tapped": True}],
        [{"cast": "Test Flare"}, {"resolve": "all"}],
        [FLARE],
    )
    assert result.refusal is None
    mine, theirs = (
        next(o for o in by_name(result, "Grizzly Bears") if o.controller == p)
        for p in ("Алиса", "Борис")
    )
    assert not mine.tapped and theirs.tapped
    assert characteristics(result.game, mine).power == 3


def test_608_2c_they_gain_flying_and_double_strike():
    from mtgjudge.engine.characteristics import characteristics

    result = game(
        ["Test Crane"],
        ["Plains", {"card": "Grizzly Bears", "tapped": True}],
        ["Grizzly Bears"],
        [{"cast": "Test Crane"}, {"resolve": "all"}],
        [CRANE],
    )
    assert result.refusal is None
    for bear in by_name(result, "Grizzly Bears"):
        keywords = characteristics(result.game, bear).keywords
        mine = bear.controller == "Алиса"
        assert ("Flying" in keywords) is mine and ("Double strike" in keywords) is mine
        assert not bear.tapped


# -- "as long as it's untapped" (611.3a) ------------------------------------------------------

OJUTAI = compiled(
    "Test Ojutai",
    "Flying\nTest Ojutai has hexproof as long as it's untapped.",
    power="5",
    toughness="4",
)


def test_611_3a_hexproof_only_while_untapped():
    assert OJUTAI["static"][0]["if"] == {"source_untapped": True}
    bolt = [{"cast": "Lightning Bolt", "by": "Борис", "targets": ["o"]}, {"resolve": "all"}]
    untapped = game([], [{"card": "Test Ojutai", "id": "o"}], ["Mountain"], [], [OJUTAI])
    assert untapped.refusal is None
    tapped = play(
        yaml.safe_dump(
            {
                "title": "t",
                "cards": [OJUTAI],
                "players": {
                    "Алиса": {
                        "battlefield": [{"card": "Test Ojutai", "id": "o", "tapped": True}],
                        "library": ["Island"] * 3,
                    },
                    "Борис": {
                        "hand": ["Lightning Bolt"],
                        "battlefield": ["Mountain"],
                        "library": ["Island"] * 3,
                    },
                },
                "turn": {"active": "Борис", "step": "main1", "number": 3},
                "actions": bolt,
            },
            allow_unicode=True,
        )
    )
    assert tapped.refusal is None
    assert tapped.game.permanents("Алиса")[0].damage == 3
    hexproof = play(
        yaml.safe_dump(
            {
                "title": "t",
                "cards": [OJUTAI],
                "players": {
                    "Алиса": {
                        "battlefield": [{"card": "Test Ojutai", "id": "o"}],
                        "library": ["Island"] * 3,
                    },
                    "Борис": {
                        "hand": ["Lightning Bolt"],
                        "battlefield": ["Mountain"],
                        "library": ["Island"] * 3,
                    },
                },
                "turn": {"active": "Борис", "step": "main1", "number": 3},
                "actions": bolt,
            },
            allow_unicode=True,
        )
    )
    assert hexproof.refusal is not None


# -- land types (305.7) and land play (305.2) ----------------------------------------------------

URBORG = compiled(
    "Test Urborg", "Each land is a Swamp in addition to its other land types.", types=("Land",)
)
MINING = compiled("Test Mining", "You can't play lands.", types=("Enchantment",))
SEALOCK = compiled(
    "Test Sealock",
    "When Test Sealock becomes monstrous, target land becomes an Island in addition to its "
    "other types.",
    power="5",
    toughness="5",
)


def test_305_7_land_types_compile():
    assert URBORG["static"][0] == {"add_subtypes": ["Swamp"], "affects": {"types": ["Land"]}}
    ((_, st),) = ok("static", "All lands are Islands in addition to their other types.")
    assert st["add_subtypes"] == ["Island"]
    effect = SEALOCK["triggers"][0]["effects"][0]
    assert effect["become"] == {"add_subtypes": ["Island"]} and effect["until"] == "indefinitely"
    assert "базовый" in refused(
        "static", "Each land is a Wall in addition to its other land types."
    )


def test_305_7_every_land_is_a_swamp_and_taps_for_black():
    from mtgjudge.engine.characteristics import characteristics

    result = game([], ["Test Urborg", "Forest"], ["Mountain"], [], [URBORG])
    assert result.refusal is None
    for land in result.game.permanents():
        ch = characteristics(result.game, land)
        assert "Swamp" in ch.subtypes
        mana = [a.body.effects for a in ch.abilities if a.kind == "mana"]
        assert ({"add_mana": "{B}"},) in mana, mana


def test_305_2_you_cant_play_lands():
    assert MINING["static"] == [{"cant_play_lands": "you"}]
    result = game(["Forest"], ["Test Mining"], [], [{"play_land": "Forest"}], [MINING])
    assert result.refusal is not None


# -- counts with a quality (608.2g); costs of other creatures (117.1) -----------------------------

EATER = compiled(
    "Test Eater",
    "{B}, Sacrifice two other creatures: Destroy target creature.",
    power="3",
    toughness="4",
)
OAK = compiled(
    "Test Oak",
    "{B}, Tap another untapped creature you control: Test Oak gets +1/+1 until end of turn.",
    power="0",
    toughness="5",
)


def test_117_1_sacrifice_two_other_creatures():
    assert EATER["abilities"][0]["cost"]["sacrifice"]["other"] is True
    actions = [{"activate": "e", "by": "Алиса", "targets": ["t"]}, {"resolve": "all"}]
    two = ["Grizzly Bears", "Llanowar Elves"]
    result = game(
        [],
        ["Swamp", {"card": "Test Eater", "id": "e"}, *two],
        [{"card": "Craw Wurm", "id": "t"}],
        actions,
        [EATER],
    )
    assert result.refusal is None
    assert [o.card.name for o in result.game.permanents()] == ["Swamp", "Test Eater"]
    # the Eater itself is not one of the two
    result = game(
        [],
        ["Swamp", {"card": "Test Eater", "id": "e"}, "Grizzly Bears"],
        [{"card": "Craw Wurm", "id": "t"}],
        actions,
        [EATER],
    )
    assert result.refusal is not None


def test_117_1_tap_another_untapped_creature():
    assert OAK["abilities"][0]["cost"]["tap_untapped"]["other"] is True
    actions = [{"activate": "o", "by": "Алиса"}, {"resolve": "all"}]
    result = game([], ["Swamp", {"card": "Test Oak", "id": "o"}], [], actions, [OAK])
    assert result.refusal is not None
    result = game(
        [], ["Swamp", {"card": "Test Oak", "id": "o"}, "Grizzly Bears"], [], actions, [OAK]
    )
    assert result.refusal is None
    assert by_name(result, "Grizzly Bears")[0].tapped and not by_name(result, "Test Oak")[0].tapped


# -- prevention from one source (615.1a); becoming something else (613) --------------------------

FORTIFIER = compiled(
    "Test Fortifier",
    "{W}: Prevent all damage that would be dealt to Test Fortifier by target creature this turn.",
    power="2",
    toughness="2",
)
FROG = compiled(
    "Test Frog",
    "Until end of turn, target creature loses all abilities and becomes a blue Frog with base "
    "power and toughness 1/1.",
    types=("Instant",),
    manaCost="{U}",
)
SKYWISE = compiled(
    "Test Skywise",
    "Until end of turn, target creature you control becomes a blue Dragon Illusion with base "
    "power and toughness 4/4, loses all abilities, and gains flying.",
    types=("Instant",),
    manaCost="{U}",
)
CRATER = compiled(
    "Test Crater",
    "{R}: Test Crater has base power 8 until end of turn.",
    power="0",
    toughness="6",
)


def test_615_1a_prevent_damage_to_it_by_target_creature():
    spec = FORTIFIER["abilities"][0]["effects"][0]["replacement"]
    assert spec["to"] == "self" and spec["source"] == "target"


def test_613_frog_and_dragon_compile():
    parts = FROG["spell"]["effects"][0]["become"]
    assert parts["lose_all_abilities"] is True and parts["set_subtypes"] == ["Frog"]
    parts = SKYWISE["spell"]["effects"][0]["become"]
    assert list(parts)[-2:] == ["lose_all_abilities", "grant"]
    assert CRATER["abilities"][0]["effects"][0]["become"] == {"set_pt": {"power": 8}}


def test_613_a_serra_angel_becomes_a_vanilla_blue_frog():
    from mtgjudge.engine.characteristics import characteristics

    result = game(
        ["Test Frog"],
        ["Island"],
        [{"card": "Serra Angel", "id": "a"}],
        [{"cast": "Test Frog", "targets": ["a"]}, {"resolve": "all"}],
        [FROG],
    )
    assert result.refusal is None
    ch = characteristics(result.game, by_name(result, "Serra Angel")[0])
    assert (ch.power, ch.toughness) == (1, 1)
    assert set(ch.subtypes) == {"Frog"} and ch.colors == frozenset({"U"})
    assert not ch.keywords


def test_613_a_bear_becomes_a_flying_dragon_illusion():
    from mtgjudge.engine.characteristics import characteristics

    result = game(
        ["Test Skywise"],
        ["Island", {"card": "Grizzly Bears", "id": "b"}],
        [],
        [{"cast": "Test Skywise", "targets": ["b"]}, {"resolve": "all"}],
        [SKYWISE],
    )
    assert result.refusal is None
    ch = characteristics(result.game, by_name(result, "Grizzly Bears")[0])
    assert (ch.power, ch.toughness) == (4, 4) and "Flying" in ch.keywords
    assert set(ch.subtypes) == {"Dragon", "Illusion"}


def test_613_base_power_only():
    from mtgjudge.engine.characteristics import characteristics

    result = game(
        [],
        ["Mountain", {"card": "Test Crater", "id": "c"}],
        [],
        [{"activate": "c", "by": "Алиса"}, {"resolve": "all"}],
        [CRATER],
    )
    assert result.refusal is None
    ch = characteristics(result.game, by_name(result, "Test Crater")[0])
    assert (ch.power, ch.toughness) == (8, 6)


# -- players named through an object (608.2g); life totals (118.5, 103.3) ------------------------

ERUPTION = compiled(
    "Test Eruption",
    "Destroy target Mountain. Test Eruption deals 3 damage to that land's controller.",
    types=("Sorcery",),
    manaCost="{R}",
)
ARCHANGEL = compiled(
    "Test Archangel",
    "Flying\nWhen Test Archangel enters the battlefield, if your life total is less than your "
    "starting life total, it becomes equal to your starting life total.",
    power="4",
    toughness="4",
)


def test_608_2g_that_lands_controller_is_dealt_damage():
    assert ERUPTION["spell"]["effects"][1]["to"] == "target_controller"
    result = game(
        ["Test Eruption"],
        ["Mountain"],
        [{"card": "Mountain", "id": "m"}],
        [{"cast": "Test Eruption", "targets": ["m"]}, {"resolve": "all"}],
        [ERUPTION],
    )
    assert result.refusal is None
    assert result.game.player("Борис").life == 17 and result.game.player("Алиса").life == 20


def _archangel(life: int):
    return play(
        yaml.safe_dump(
            {
                "title": "t",
                "cards": [ARCHANGEL],
                "players": {
                    "Алиса": {
                        "life": life,
                        "hand": ["Test Archangel"],
                        "battlefield": ["Plains"] * 2,
                        "library": ["Island"] * 3,
                    },
                    "Борис": {"library": ["Island"] * 3},
                },
                "turn": {"active": "Алиса", "step": "main1", "number": 3},
                "actions": [{"cast": "Test Archangel"}, {"resolve": "all"}],
            },
            allow_unicode=True,
        )
    )


def test_118_5_life_total_becomes_the_starting_one():
    trigger = ARCHANGEL["triggers"][0]
    assert trigger["if"] == {"life_below_starting": True}
    assert trigger["effects"] == [{"set_life": 20}]
    low = _archangel(7)
    assert low.refusal is None and low.game.player("Алиса").life == 20
    high = _archangel(25)
    assert high.refusal is None and high.game.player("Алиса").life == 25


# -- "that creature" of an entering creature (603.2); conditions (608.2c, 602.5b) ----------------

AMBUSCADE = compiled(
    "Test Ambuscade",
    "Whenever Test Ambuscade or another creature enters the battlefield under your control, "
    "that creature gets +2/+2 until end of turn.",
    power="2",
    toughness="2",
)
BEASTMASTER = compiled(
    "Test Beastmaster",
    "At the beginning of your upkeep, draw a card if you control the creature with the "
    "greatest toughness or tied for the greatest toughness.",
    power="2",
    toughness="1",
)
TAPESTRY = compiled(
    "Test Tapestry",
    "{2}, {T}: Draw a card. Activate this ability only if you've cast a noncreature spell "
    "this turn.",
    types=("Artifact",),
)


def test_603_2_that_creature_is_the_one_that_entered():
    from mtgjudge.engine.characteristics import characteristics

    assert AMBUSCADE["triggers"][0]["effects"][0]["pump"] == "that"
    result = game(
        ["Grizzly Bears"],
        ["Forest"] * 2 + ["Test Ambuscade"],
        [],
        [{"cast": "Grizzly Bears"}, {"resolve": "all"}],
        [AMBUSCADE],
    )
    assert result.refusal is None
    bear = by_name(result, "Grizzly Bears")[0]
    assert characteristics(result.game, bear).power == 4
    assert characteristics(result.game, by_name(result, "Test Ambuscade")[0]).power == 2


def _upkeep(mine, theirs):
    return game(
        [],
        ["Test Beastmaster", *mine],
        theirs,
        [{"goto": {"step": "upkeep", "turn": 5}}, {"resolve": "all"}],
        [BEASTMASTER],
    )


def test_608_2c_draw_only_with_the_greatest_toughness():
    ability = BEASTMASTER["triggers"][0]
    assert ability["effects"][0]["if"] == {"greatest_toughness": True}
    tied = _upkeep(["Grizzly Bears"], ["Grizzly Bears"])
    assert tied.refusal is None and len(tied.game.player("Алиса").zones["hand"]) == 1
    less = _upkeep(["Grizzly Bears"], ["Craw Wurm"])
    assert less.refusal is None and not less.game.player("Алиса").zones["hand"]


def test_602_5b_only_after_a_noncreature_spell():
    assert TAPESTRY["abilities"][0]["only_if"] == {"cast_noncreature_spell": True}
    activate = [{"activate": "t", "by": "Алиса"}, {"resolve": "all"}]
    tap = {"card": "Test Tapestry", "id": "t"}
    before = game([], ["Island"] * 3 + [tap], [], activate, [TAPESTRY])
    assert before.refusal is not None
    after_bear = game(
        ["Grizzly Bears"],
        ["Forest"] * 2 + ["Island"] * 2 + [tap],
        [],
        [{"cast": "Grizzly Bears"}, {"resolve": "all"}, *activate],
        [TAPESTRY],
    )
    assert after_bear.refusal is not None
    after_bolt = game(
        ["Lightning Bolt"],
        ["Mountain"] + ["Island"] * 2 + [tap],
        [],
        [{"cast": "Lightning Bolt", "targets": ["Борис"]}, {"resolve": "all"}, *activate],
        [TAPESTRY],
    )
    assert after_bolt.refusal is None
    assert len(after_bolt.game.player("Алиса").zones["hand"]) == 1


# -- "for as long as you control CARDNAME" (611.2b) ---------------------------------------------

SILUMGAR = compiled(
    "Test Silumgar",
    "When Test Silumgar enters the battlefield, gain control of target creature for as long as "
    "you control Test Silumgar.",
    power="3",
    toughness="5",
    manaCost="{U}",
)
REGENT = compiled(
    "Test Regent",
    "When Test Regent enters the battlefield, tap target creature an opponent controls. That "
    "creature doesn't untap during its controller's untap step for as long as you control "
    "Test Regent.",
    power="4",
    toughness="3",
    manaCost="{U}",
)
AEGIS = compiled(
    "Test Aegis",
    "When Test Aegis enters the battlefield, another target permanent gains indestructible for "
    "as long as you control Test Aegis.",
    power="2",
    toughness="2",
    manaCost="{W}",
)


def test_611_2b_while_you_control_compiles():
    assert SILUMGAR["triggers"][0]["effects"][0]["until"] == "source_controlled"
    assert REGENT["triggers"][0]["effects"][1]["until"] == "source_controlled"
    assert AEGIS["triggers"][0]["effects"][0]["grant"] == ["Indestructible"]
    ((_, trigger),) = ok(
        "triggered",
        "When CARDNAME becomes monstrous, tap up to four target creatures. Those creatures don't "
        "untap during their controllers' untap steps for as long as you control CARDNAME.",
    )
    assert trigger["effects"][1]["to"] == "each_target"


def test_611_2b_control_lasts_while_you_control_the_source():
    result = game(
        ["Test Silumgar"],
        ["Island"],
        [{"card": "Grizzly Bears", "id": "b"}],
        [{"cast": "Test Silumgar"}, {"resolve": "all"}, {"goto": {"step": "main1", "turn": 5}}],
        [SILUMGAR],
    )
    assert result.refusal is None
    assert by_name(result, "Grizzly Bears")[0].controller == "Алиса"


def test_611_2b_control_returns_when_the_source_leaves():
    result = game(
        ["Test Silumgar", "Unsummon"],
        ["Island", "Island"],
        [{"card": "Grizzly Bears", "id": "b"}],
        [
            {"cast": "Test Silumgar"},
            {"resolve": "all"},
            {"cast": "Unsummon", "targets": ["Test Silumgar"]},
            {"resolve": "all"},
        ],
        [SILUMGAR],
    )
    assert result.refusal is None
    assert by_name(result, "Grizzly Bears")[0].controller == "Борис"
    assert "effects_ended_control" in [e.kind for e in result.game.events]


def test_611_2b_the_regents_target_stays_tapped_while_the_regent_is_yours():
    result = game(
        ["Test Regent"],
        ["Island"],
        [{"card": "Grizzly Bears", "id": "b"}],
        [
            {"cast": "Test Regent"},
            {"resolve": "all"},
            {"goto": {"step": "main1", "turn": 4}},
        ],
        [REGENT],
    )
    assert result.refusal is None
    assert by_name(result, "Grizzly Bears")[0].tapped


# -- "target creature that dealt damage to you this turn" ----------------------------------------

SPEAR = compiled(
    "Test Spear",
    "{W}, {T}: Destroy target creature that dealt damage to you this turn.",
    types=("Enchantment",),
)


def _spear(attack: bool):
    actions = [{"attack": {"b": "Алиса"}}] if attack else []
    return play(
        yaml.safe_dump(
            {
                "title": "t",
                "cards": [SPEAR],
                "players": {
                    "Алиса": {
                        "battlefield": ["Plains", {"card": "Test Spear", "id": "s"}],
                        "library": ["Island"] * 3,
                    },
                    "Борис": {
                        "battlefield": [{"card": "Grizzly Bears", "id": "b"}],
                        "library": ["Island"] * 3,
                    },
                },
                "turn": {"active": "Борис", "step": "main1", "number": 4},
                "actions": [
                    *actions,
                    {"goto": "main2"},
                    {"activate": "s", "by": "Алиса", "targets": ["b"]},
                    {"resolve": "all"},
                ],
            },
            allow_unicode=True,
        )
    )


def test_a_creature_that_dealt_damage_to_you_this_turn():
    spec = SPEAR["abilities"][0]["targets"][0]
    assert spec["filter"] == {"dealt_damage_to_you": True}
    hit = _spear(attack=True)
    assert hit.refusal is None
    assert hit.game.player("Алиса").life == 18 and not by_name(hit, "Grizzly Bears")
    assert _spear(attack=False).refusal is not None


# -- small wordings: can't be regenerated this turn (701.12c), nonenchantment, players -----------

RAGE = compiled(
    "Test Rage",
    "Test Rage deals 4 damage to target creature. It can't be regenerated this turn. Scry 1.",
    types=("Sorcery",),
    manaCost="{R}",
)
WALL = compiled("Test Wall", "", power="1", toughness="7")


def test_701_12c_it_cant_be_regenerated_this_turn():
    assert RAGE["spell"]["effects"][1] == {"cant_be_regenerated": "target"}
    result = game(
        ["Test Rage"],
        ["Mountain"],
        [{"card": "Test Wall", "id": "w"}],
        [{"cast": "Test Rage", "targets": ["w"]}, {"resolve": "all"}],
        [RAGE, WALL],
    )
    assert result.refusal is None
    (wall,) = by_name(result, "Test Wall")
    assert wall.id in result.game.cant_be_regenerated and wall.damage == 4


# -- "also" (608.2c) -----------------------------------------------------------------------------

CHARGE = compiled(
    "Test Charge",
    "Creatures you control get +2/+1 until end of turn. White creatures you control also gain "
    "first strike until end of turn.",
    types=("Instant",),
    manaCost="{W}",
)
RAGE_TEMUR = compiled(
    "Test Battle Rage",
    "Target creature gains double strike until end of turn. That creature also gains trample "
    "until end of turn if you control a creature with power 4 or greater.",
    types=("Instant",),
    manaCost="{R}",
)


def test_608_2c_white_creatures_also_gain_first_strike():
    from mtgjudge.engine.characteristics import characteristics

    assert CHARGE["spell"]["effects"][1]["to"] == {
        "all": {"types": ["Creature"], "colors": ["white"], "controller": "you"}
    }
    result = game(
        ["Test Charge"],
        ["Plains", "Grizzly Bears", "Savannah Lions"],
        [],
        [{"cast": "Test Charge"}, {"resolve": "all"}],
        [CHARGE],
    )
    assert result.refusal is None
    bear = characteristics(result.game, by_name(result, "Grizzly Bears")[0])
    lion = characteristics(result.game, by_name(result, "Savannah Lions")[0])
    assert bear.power == 4 and "First strike" not in bear.keywords
    assert lion.power == 4 and "First strike" in lion.keywords


def test_608_2c_also_trample_only_with_a_big_creature():
    from mtgjudge.engine.characteristics import characteristics

    effect = RAGE_TEMUR["spell"]["effects"][1]
    assert effect["to"] == "target" and "if" in effect
    for others, trample in (([], False), (["Craw Wurm"], True)):
        result = game(
            ["Test Battle Rage"],
            ["Mountain", {"card": "Grizzly Bears", "id": "b"}, *others],
            [],
            [{"cast": "Test Battle Rage", "targets": ["b"]}, {"resolve": "all"}],
            [RAGE_TEMUR],
        )
        assert result.refusal is None
        ch = characteristics(result.game, by_name(result, "Grizzly Bears")[0])
        assert "Double strike" in ch.keywords and ("Trample" in ch.keywords) is trample


# -- a keyword chosen as the effect begins (608.2d) ----------------------------------------------

BUTCHER = compiled(
    "Test Butcher",
    "Sacrifice another creature: Test Butcher gains your choice of vigilance, lifelink, or "
    "haste until end of turn.",
    power="5",
    toughness="4",
)


def test_608_2d_your_choice_of_a_keyword():
    from mtgjudge.engine.characteristics import characteristics

    (effect,) = BUTCHER["abilities"][0]["effects"]
    assert effect["grant"] == [{"one_of": ["Vigilance", "Lifelink", "Haste"]}]
    base = ["Grizzly Bears", {"card": "Test Butcher", "id": "u"}]
    for answer, expected in (({"keyword": "Lifelink"}, "Lifelink"), ({}, "Vigilance")):
        act: dict = {"activate": "u", "by": "Алиса"}
        if answer:
            act["choose"] = answer
        result = game([], base, [], [act, {"resolve": "all"}], [BUTCHER])
        assert result.refusal is None
        keywords = characteristics(result.game, by_name(result, "Test Butcher")[0]).keywords
        assert keywords & {"Vigilance", "Lifelink", "Haste"} == {expected}
        assert not by_name(result, "Grizzly Bears")
    wrong = {"activate": "u", "by": "Алиса", "choose": {"keyword": "Flying"}}
    assert game([], base, [], [wrong, {"resolve": "all"}], [BUTCHER]).refusal is not None


REACH = compiled(
    "Test Reach",
    "Destroy target creature that's one or more colors.",
    types=("Instant",),
    manaCost="{B}",
)
CONSTRUCT = compiled("Test Construct", "", types=("Artifact", "Creature"), power="2", toughness="2")


def test_105_2_a_colorless_creature_is_not_a_legal_target():
    assert REACH["spell"]["targets"][0]["filter"] == {"colored": True}
    cast = [{"cast": "Test Reach", "targets": ["c"]}, {"resolve": "all"}]
    colorless = game(
        ["Test Reach"], ["Swamp"], [{"card": "Test Construct", "id": "c"}], cast, [REACH, CONSTRUCT]
    )
    assert colorless.refusal is not None
    bear = game(["Test Reach"], ["Swamp"], [{"card": "Grizzly Bears", "id": "c"}], cast, [REACH])
    assert bear.refusal is None and not by_name(bear, "Grizzly Bears")


SPIRIT = compiled(
    "Test Spirit",
    "Each player can't draw more than one card each turn.",
    power="3",
    toughness="1",
)
DIVINATION = compiled("Test Divination", "Draw two cards.", types=("Sorcery",), manaCost="{U}")


def test_101_2_no_more_than_one_card_each_turn():
    assert SPIRIT["static"] == [{"max_draws_per_turn": 1}]
    cast = [{"cast": "Test Divination"}, {"resolve": "all"}]
    limited = game(["Test Divination"], ["Island", "Test Spirit"], [], cast, [SPIRIT, DIVINATION])
    assert limited.refusal is None
    assert len(limited.game.player("Алиса").zones["hand"]) == 1
    assert "draw_forbidden" in [e.kind for e in limited.game.events]
    free = game(["Test Divination"], ["Island"], [], cast, [DIVINATION])
    assert len(free.game.player("Алиса").zones["hand"]) == 2
