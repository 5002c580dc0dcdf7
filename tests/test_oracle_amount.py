"""Variable amounts and comparisons (branch ``amount``, issue 14): "the greatest toughness among
creatures you control", an "X/X" token, "that much" life after a loss, … — each wording
compiled and rendered back on the real clause, a near wording refused, and played."""

from __future__ import annotations

from mtgjudge.engine.characteristics import characteristics
from tests.engine_helpers import compiled_card as compiled
from tests.engine_helpers import names, refused, scenario
from tests.engine_helpers import round_trips as ok

# ---------------------------------------------------------------- 110.5b, 608.2g: an X/X token

KIN_TREE = (
    "Put an X/X black and green Spirit Warrior creature token onto the battlefield, where X is "
    "the greatest toughness among creatures you control."
)


def test_110_5b_an_x_x_token_where_x_is_the_greatest_toughness_round_trips():
    ((kind, spell),) = ok("spell", KIN_TREE)
    (effect,) = spell["effects"]
    assert effect["pt"] == {
        "amount": "greatest",
        "characteristic": "toughness",
        "filter": {"types": ["Creature"], "controller": "you"},
        "x": True,
    }
    assert (effect["create_token"]["power"], effect["create_token"]["toughness"]) == (0, 0)


def test_the_greatest_toughness_among_lands_is_refused():
    assert refused(
        "spell",
        "Put an X/X black and green Spirit Warrior creature token onto the battlefield, where X "
        "is the greatest toughness among lands you control.",
    )


def test_608_2g_the_token_takes_the_greatest_toughness_of_your_creatures():
    """A 0/4 and a 2/2: X is 4 (Борис's 6/4 is not counted); the token is a 4/4 black and
    green Spirit Warrior (110.5b: its power and toughness fixed as it is created)."""
    kin = compiled("Test Kin", KIN_TREE, types=("Sorcery",), cost="{B}{G}")
    wall = compiled("Test Wall", "Defender", power="0", toughness="4")
    result = scenario(
        {
            "hand": ["Test Kin"],
            "battlefield": ["Swamp", "Forest", "Test Wall", "Grizzly Bears"],
            "library": 3,
        },
        {"battlefield": ["Craw Wurm"], "library": 3},
        [{"cast": "Test Kin", "by": "Алиса"}, {"resolve": "all"}],
        cards=[kin, wall],
    )
    assert result.refusal is None, result.refusal
    game = result.game
    (token,) = [o for o in game.permanents("Алиса") if o.is_token]
    view = characteristics(game, token)
    assert (view.name, view.power, view.toughness) == ("Spirit Warrior", 4, 4)
    assert view.colors == frozenset({"B", "G"})


def test_608_2g_with_no_creature_the_token_is_0_0_and_dies():
    kin = compiled("Test Kin", KIN_TREE, types=("Sorcery",), cost="{B}{G}")
    result = scenario(
        {"hand": ["Test Kin"], "battlefield": ["Swamp", "Forest"], "library": 3},
        {"battlefield": ["Craw Wurm"], "library": 3},
        [{"cast": "Test Kin", "by": "Алиса"}, {"resolve": "all"}],
        cards=[kin],
    )
    assert result.refusal is None, result.refusal
    assert names(result.game, "Алиса", "battlefield") == ["Forest", "Swamp"]


# ---------------------------------------------------------------- 608.2c, 118.3: "that much"

SHRIEK = (
    "Target opponent loses 1 life for each attacking creature you control. You gain that much life."
)


def test_608_2c_that_much_life_after_a_loss_round_trips():
    ((kind, spell),) = ok("spell", SHRIEK)
    assert spell["effects"][1] == {"gain_life": "life_lost_this_way"}


def test_that_much_after_another_instruction_is_refused():
    assert refused("spell", "Draw two cards. You gain that much life.")
    assert refused("spell", "Target opponent loses 2 life. Draw a card. You gain that much life.")


def test_118_3_you_gain_the_life_the_opponent_lost():
    shriek = compiled("Test Shriek", SHRIEK, types=("Instant",), cost="{B}")
    result = scenario(
        {
            "hand": ["Test Shriek"],
            "battlefield": [
                "Swamp",
                {"card": "Grizzly Bears", "id": "a1"},
                {"card": "Grizzly Bears", "id": "a2"},
                {"card": "Grizzly Bears", "id": "home"},
            ],
            "library": 3,
        },
        {"library": 3},
        [
            {"attack": {"a1": "Борис", "a2": "Борис"}},
            {"cast": "Test Shriek", "by": "Алиса", "targets": ["Борис"]},
            {"resolve": "all"},
        ],
        cards=[shriek],
    )
    assert result.refusal is None, result.refusal
    game = result.game
    assert (game.player("Борис").life, game.player("Алиса").life) == (18, 22)


# ---------------------------------------------------------------- 603.6d, 608.2g: "its" of the dead

FRUIT = "When enchanted creature dies, you gain X life and draw X cards, where X is its toughness."


def test_603_10a_its_toughness_after_enchanted_creature_dies_round_trips():
    ((kind, trigger),) = ok("triggered", FRUIT)
    assert trigger["effects"][0]["gain_life"]["object"] == "that"
    assert trigger["effects"][1]["draw"]["object"] == "that"


def test_its_toughness_after_a_creature_leaves_the_battlefield_is_refused():
    # only "dies" (the event's creature, 603.6d); another zone change is not read this way
    assert refused(
        "triggered",
        "Whenever a creature you control leaves the battlefield, you gain X life, where X is "
        "its toughness.",
    )


def test_608_2g_the_toughness_is_the_dead_creatures_last_known():
    """A 2/2 with two +1/+1 counters (4/4) dies: its last known toughness is 4 (the card in the
    graveyard is a 2/2, 400.7)."""
    fruit = compiled(
        "Test Fruit",
        "Enchant creature\n" + FRUIT,
        types=("Enchantment",),
        subtypes=["Aura"],
    )
    result = scenario(
        {
            "battlefield": [
                {"card": "Grizzly Bears", "id": "b", "counters": {"+1/+1": 2}},
                {"card": "Test Fruit", "attached_to": "b"},
            ],
            "library": 6,
        },
        {"hand": ["Murder"], "battlefield": ["Swamp", "Swamp", "Swamp"], "library": 3},
        [{"cast": "Murder", "by": "Борис", "targets": ["b"]}, {"resolve": "all"}],
        cards=[fruit],
    )
    assert result.refusal is None, result.refusal
    game = result.game
    assert game.player("Алиса").life == 24
    assert len(game.player("Алиса").zones["hand"]) == 4
    assert names(game, "Алиса", "graveyard") == ["Grizzly Bears", "Test Fruit"]


# ---------------------------------------------------------------- 701.14a, 608.2d: the greatest power

DOOM = (
    "CARDNAME deals 2 damage to each opponent. Each opponent sacrifices a creature with the "
    "greatest power among creatures that player controls."
)


def test_701_14a_sacrifices_a_creature_with_the_greatest_power_round_trips():
    ((kind, spell),) = ok("spell", DOOM)
    assert spell["effects"][1]["greatest"] == "power"


def test_sacrifices_a_land_with_the_greatest_power_is_refused():
    assert refused(
        "spell",
        "Each opponent sacrifices a land with the greatest power among creatures that player "
        "controls.",
    )


def _doom(bob_battlefield: list, answer: dict | None = None):
    doom = compiled("Test Doom", DOOM, types=("Instant",), cost="{R}")
    actions: list = [{"cast": "Test Doom", "by": "Алиса"}]
    if answer is not None:
        actions.append({"choose": answer})
    actions.append({"resolve": "all"})
    return scenario(
        {"hand": ["Test Doom"], "battlefield": ["Mountain"], "library": 3},
        {"battlefield": bob_battlefield, "library": 3},
        actions,
        cards=[doom],
    )


def test_608_2g_the_opponent_sacrifices_the_creature_with_the_greatest_power():
    result = _doom(["Grizzly Bears", "Craw Wurm", "Hill Giant"])
    assert result.refusal is None, result.refusal
    game = result.game
    assert game.player("Борис").life == 18
    assert names(game, "Борис", "battlefield") == ["Grizzly Bears", "Hill Giant"]
    assert names(game, "Борис", "graveyard") == ["Craw Wurm"]


def test_608_2d_a_creature_with_less_power_cannot_be_chosen():
    result = _doom(["Grizzly Bears", "Craw Wurm"], {"sacrifice": ["Grizzly Bears"]})
    assert result.refusal is not None
    assert "среди тех, что можно выбрать" in str(result.refusal.error)
    tied = _doom(
        ["Grizzly Bears", "Runeclaw Bear", "Elvish Mystic"], {"sacrifice": ["Runeclaw Bear"]}
    )
    assert tied.refusal is None, tied.refusal
    assert names(tied.game, "Борис", "graveyard") == ["Runeclaw Bear"]


# ---------------------------------------------------------------- 701.28b: the X of monstrosity X

BROODMASTER = (
    "{X}{X}{G}: Monstrosity X.\n"
    "When CARDNAME becomes monstrous, put X X/X green Hydra creature tokens onto the "
    "battlefield."
)


def test_701_28b_x_x_tokens_when_it_becomes_monstrous_round_trip():
    ((kind, trigger),) = ok(
        "triggered",
        "When CARDNAME becomes monstrous, put X X/X green Hydra creature tokens onto the "
        "battlefield.",
    )
    (effect,) = trigger["effects"]
    assert (effect["count"], effect["pt"]) == ("X", "X")


def test_107_3h_x_tokens_of_another_trigger_are_refused():
    assert refused(
        "triggered",
        "When CARDNAME enters the battlefield, put X X/X green Hydra creature tokens onto the "
        "battlefield.",
    )


def test_701_28b_monstrosity_2_makes_two_2_2_hydras():
    brood = compiled("Test Brood", BROODMASTER, cost="{5}{G}{G}", power="7", toughness="7")
    result = scenario(
        {
            "battlefield": [{"card": "Test Brood", "id": "h"}, *["Forest"] * 5],
            "library": 3,
        },
        {"library": 3},
        [{"activate": "h", "by": "Алиса", "x": 2}, {"resolve": "all"}],
        cards=[brood],
    )
    assert result.refusal is None, result.refusal
    game = result.game
    hydras = [o for o in game.permanents("Алиса") if o.is_token]
    assert len(hydras) == 2
    assert {
        (characteristics(game, o).power, characteristics(game, o).toughness) for o in hydras
    } == {(2, 2)}
    (brood_obj,) = [o for o in game.permanents("Алиса") if o.card.name == "Test Brood"]
    assert characteristics(game, brood_obj).power == 9


# ---------------------------------------------------------------- 608.2c: comparing two amounts

AVENGERS = (
    "Whenever CARDNAME attacks, you may return target creature to its owner's hand if its power "
    "is less than CARDNAME's power."
)


def test_608_2c_if_its_power_is_less_than_cardnames_power_round_trips():
    ((kind, trigger),) = ok("triggered", AVENGERS)
    (effect,) = trigger["effects"]
    assert effect["if"] == {
        "amount_less": {
            "amount": {"amount": "power", "object": "target"},
            "than": {"amount": "power", "object": "self"},
        }
    }


def test_comparing_with_devotion_is_refused():
    assert refused(
        "spell", "Destroy target creature if its toughness is less than your devotion to black."
    )


def _avengers(target: str):
    avengers = compiled("Test Avengers", AVENGERS, cost="{4}{U}{U}", power="4", toughness="5")
    return scenario(
        {"battlefield": [{"card": "Test Avengers", "id": "a"}], "library": 3},
        {"battlefield": [{"card": target, "id": "t"}], "library": 3},
        [
            {"choose": {"may": True, "trigger_targets": {"a": ["t"]}}},
            {"attack": {"a": "Борис"}},
            {"resolve": "all"},
        ],
        cards=[avengers],
    )


def test_608_2c_a_smaller_creature_returns_a_bigger_one_stays():
    small = _avengers("Grizzly Bears")
    assert small.refusal is None, small.refusal
    assert names(small.game, "Борис", "hand") == ["Grizzly Bears"]
    big = _avengers("Craw Wurm")
    assert big.refusal is None, big.refusal
    assert names(big.game, "Борис", "battlefield") == ["Craw Wurm"]


# ---------------------------------------------------------------- 118.5, 608.2g: each player's own count

SHAMAN = (
    "{9}{G}{G}, {T}: Each player's life total becomes the number of creatures they control. "
    "Activate this ability only if creatures you control have total power 8 or greater."
)


def test_118_5_each_players_life_total_becomes_their_creature_count_round_trips():
    ((kind, ability),) = ok("activated", SHAMAN)
    (effect,) = ability["effects"]
    assert (effect["player"], effect["per_player"]) == ("each_player", True)


def test_each_players_life_total_becomes_their_land_count_is_refused():
    assert refused(
        "activated", "{T}: Each player's life total becomes the number of lands they control."
    )


def test_118_5_each_player_gets_the_number_of_creatures_they_control():
    shaman = compiled("Test Shaman", SHAMAN, cost="{3}{G}", power="2", toughness="3")
    result = scenario(
        {
            "battlefield": [{"card": "Test Shaman", "id": "s"}, "Craw Wurm", *["Forest"] * 11],
            "library": 3,
        },
        {"battlefield": ["Grizzly Bears"], "library": 3, "life": 7},
        [{"activate": "s", "by": "Алиса"}, {"resolve": "all"}],
        cards=[shaman],
    )
    assert result.refusal is None, result.refusal
    game = result.game
    assert (game.player("Алиса").life, game.player("Борис").life) == (2, 1)


# ---------------------------------------------------------------- 608.2g: beneath the top X cards

COLOSSUS = (
    "When CARDNAME enters the battlefield, put target creature into its owner's library just "
    "beneath the top X cards of that library, where X is the number of Plains you control."
)


def test_608_2g_beneath_the_top_x_cards_round_trips():
    ((kind, trigger),) = ok("triggered", COLOSSUS)
    (effect,) = trigger["effects"]
    assert (effect["position"], effect["depth"]["filter"]) == (
        "from_top",
        {"subtypes": ["Plains"], "controller": "you"},
    )


def test_beneath_the_top_x_cards_without_x_defined_is_refused():
    assert refused(
        "triggered",
        "When CARDNAME enters the battlefield, put target creature into its owner's library "
        "just beneath the top X cards of that library.",
    )


def test_400_7_the_creature_goes_under_as_many_cards_as_you_control_plains():
    colossus = compiled("Test Colossus", COLOSSUS, cost="{W}", power="5", toughness="6")
    result = scenario(
        {
            "hand": ["Test Colossus"],
            "battlefield": ["Plains", "Plains", "Mountain"],
            "library": 3,
        },
        {"battlefield": [{"card": "Grizzly Bears", "id": "g"}], "library": ["Island"] * 5},
        [
            {"choose": {"trigger_targets": {"Test Colossus": ["g"]}}},
            {"cast": "Test Colossus", "by": "Алиса"},
            {"resolve": "all"},
        ],
        cards=[colossus],
    )
    assert result.refusal is None, result.refusal
    game = result.game
    library = game.player("Борис").zones["library"]
    assert len(library) == 6
    assert [game.obj(i).card.name for i in library].index("Grizzly Bears") == 2


# ---------------------------------------------------------------- 121.1, 303.4: counters on other creatures

GLEAM = "Enchanted creature gets +1/+1 for each +1/+1 counter on other creatures you control."


def test_611_3a_counters_on_other_creatures_than_the_enchanted_one_round_trip():
    ((kind, static),) = ok("static", GLEAM)
    assert static["modify_pt"]["power"]["of"] == {
        "amount": "counters_among",
        "kind": "+1/+1",
        "filter": {"types": ["Creature"], "controller": "you", "not_host": True},
    }
    ((kind, static),) = ok(
        "static", "CARDNAME gets +1/+1 for each +1/+1 counter on other creatures you control."
    )
    assert static["modify_pt"]["power"]["of"]["filter"]["other"] is True


def test_other_creatures_of_an_equipped_creature_are_refused():
    assert refused(
        "static",
        "Equipped creature gets +1/+1 for each +1/+1 counter on other creatures you control.",
    )


def test_303_4_the_enchanted_creatures_own_counters_do_not_count():
    gleam = compiled(
        "Test Gleam", "Enchant creature\n" + GLEAM, types=("Enchantment",), subtypes=["Aura"]
    )
    result = scenario(
        {
            "battlefield": [
                {"card": "Grizzly Bears", "id": "b", "counters": {"+1/+1": 1}},
                {"card": "Test Gleam", "attached_to": "b"},
                {"card": "Hill Giant", "counters": {"+1/+1": 2}},
                {"card": "Runeclaw Bear", "counters": {"-1/-1": 1}},
            ],
            "library": 3,
        },
        {"battlefield": [{"card": "Craw Wurm", "counters": {"+1/+1": 4}}], "library": 3},
        [],
        cards=[gleam],
    )
    assert result.refusal is None, result.refusal
    game = result.game
    bears = next(o for o in game.permanents("Алиса") if o.card.name == "Grizzly Bears")
    view = characteristics(game, bears)
    assert (view.power, view.toughness) == (5, 5)


# ---------------------------------------------------------------- 608.2c, 608.2g: a group with X

SCOURGE = (
    "When CARDNAME enters the battlefield, return each creature your opponents control with "
    "toughness X or less to its owner's hand, where X is the number of Islands you control."
)


def test_608_2g_each_creature_with_toughness_x_or_less_round_trips():
    ((kind, trigger),) = ok("triggered", SCOURGE)
    (effect,) = trigger["effects"]
    group = effect["return_to_hand"]["all"]
    assert group["controller"] == "opponent"
    assert group["toughness_at_most"]["filter"] == {"subtypes": ["Island"], "controller": "you"}


def test_each_creature_with_toughness_x_without_x_defined_is_refused():
    assert refused(
        "triggered",
        "When CARDNAME enters the battlefield, return each creature your opponents control with "
        "toughness X or less to its owner's hand.",
    )


def test_608_2c_creatures_with_toughness_up_to_the_island_count_return():
    scourge = compiled("Test Scourge", SCOURGE, cost="{U}", power="6", toughness="6")
    result = scenario(
        {
            "hand": ["Test Scourge"],
            "battlefield": ["Island", "Island", "Island", "Grizzly Bears"],
            "library": 3,
        },
        {"battlefield": ["Grizzly Bears", "Hill Giant", "Craw Wurm"], "library": 3},
        [{"cast": "Test Scourge", "by": "Алиса"}, {"resolve": "all"}],
        cards=[scourge],
    )
    assert result.refusal is None, result.refusal
    game = result.game
    assert names(game, "Борис", "hand") == ["Grizzly Bears", "Hill Giant"]
    assert names(game, "Борис", "battlefield") == ["Craw Wurm"]
    assert "Grizzly Bears" in names(game, "Алиса", "battlefield")


# ---------------------------------------------------------------- 603.3d, 601.2c: up to X targets

MARAUDER = (
    "When CARDNAME enters the battlefield, up to X target creatures each gain intimidate and "
    "haste until end of turn, where X is your devotion to black."
)


def test_603_3d_up_to_x_target_creatures_round_trips():
    ((kind, trigger),) = ok("triggered", MARAUDER)
    (target,) = trigger["targets"]
    assert target["count"] == {"up_to": {"amount": "devotion", "colors": ["black"], "x": True}}


def test_107_3h_up_to_x_targets_without_x_defined_is_refused():
    assert refused(
        "triggered",
        "When CARDNAME enters the battlefield, up to X target creatures each gain intimidate "
        "and haste until end of turn.",
    )


def test_601_2c_no_more_targets_than_the_devotion_as_it_triggers():
    """Devotion to black 2 (the Marauder's {B}{B}): of three creatures named, the first two
    are its targets and gain haste; the third does not."""
    marauder = compiled("Test Marauder", MARAUDER, cost="{2}{B}{B}", power="3", toughness="3")
    result = scenario(
        {
            "hand": ["Test Marauder"],
            "battlefield": [
                *["Swamp"] * 4,
                {"card": "Grizzly Bears", "id": "b1"},
                {"card": "Hill Giant", "id": "b2"},
                {"card": "Craw Wurm", "id": "b3"},
            ],
            "library": 3,
        },
        {"library": 3},
        [
            {"choose": {"trigger_targets": {"Test Marauder": ["b1", "b2", "b3"]}}},
            {"cast": "Test Marauder", "by": "Алиса"},
            {"resolve": "all"},
        ],
        cards=[marauder],
    )
    assert result.refusal is None, result.refusal
    game = result.game
    haste = {
        o.card.name: "Haste" in characteristics(game, o).keywords
        for o in game.permanents("Алиса")
        if "Creature" in characteristics(game, o).types
    }
    assert haste == {
        "Grizzly Bears": True,
        "Hill Giant": True,
        "Craw Wurm": False,
        "Test Marauder": False,
    }


# ---------------------------------------------------------------- 608.2c, 119.1: damage to each other

CONTEST = (
    "Choose target creature you control and target creature an opponent controls. Each of those "
    "creatures deals damage equal to its toughness to the other."
)


def test_608_2c_each_of_those_creatures_deals_damage_to_the_other_round_trips():
    ((kind, spell),) = ok("spell", CONTEST)
    (effect,) = spell["effects"]
    assert (effect["damage_each_other"], effect["characteristic"]) == ("each_target", "toughness")


def test_each_of_those_creatures_with_a_land_target_is_refused():
    assert refused(
        "spell",
        "Choose target creature you control and target land. Each of those creatures deals "
        "damage equal to its toughness to the other.",
    )


def test_119_1_a_wall_deals_damage_equal_to_its_toughness():
    """Wall of Stone (0/8) and Craw Wurm (6/4): the wall deals 8 (the Wurm dies), the Wurm
    deals 4 (the wall survives) — at once."""
    contest = compiled("Test Contest", CONTEST, types=("Instant",), cost="{B}")
    result = scenario(
        {
            "hand": ["Test Contest"],
            "battlefield": ["Swamp", {"card": "Wall of Stone", "id": "w"}],
            "library": 3,
        },
        {"battlefield": [{"card": "Craw Wurm", "id": "c"}], "library": 3},
        [{"cast": "Test Contest", "by": "Алиса", "targets": ["w", "c"]}, {"resolve": "all"}],
        cards=[contest],
    )
    assert result.refusal is None, result.refusal
    game = result.game
    assert names(game, "Борис", "graveyard") == ["Craw Wurm"]
    (wall,) = [o for o in game.permanents("Алиса") if o.card.name == "Wall of Stone"]
    assert wall.damage == 4


# ---------------------------------------------------------------- 702.109a, 608.2g: the exploited creature

PROFANER = (
    "Exploit\n"
    "When CARDNAME exploits a creature, return to their owners' hands all creatures your "
    "opponents control with toughness less than the exploited creature's toughness."
)


def test_702_109a_toughness_less_than_the_exploited_creatures_round_trips():
    ((kind, trigger),) = ok(
        "triggered",
        "When CARDNAME exploits a creature, return to their owners' hands all creatures your "
        "opponents control with toughness less than the exploited creature's toughness.",
    )
    (effect,) = trigger["effects"]
    assert effect["return_to_hand"]["all"]["toughness_less_than"] == {
        "amount": "toughness",
        "object": "that",
    }


def test_the_exploited_creature_after_another_event_is_refused():
    assert refused(
        "triggered",
        "When CARDNAME enters the battlefield, return to their owners' hands all creatures your "
        "opponents control with toughness less than the exploited creature's toughness.",
    )


def test_608_2g_creatures_with_less_toughness_than_the_sacrificed_one_return():
    """Hill Giant (3/3, with a +1/+1 counter: 4/4) is exploited: Борис's creatures with
    toughness 3 or less return (its toughness as it last existed is 4), the Wurm (4) stays."""
    profaner = compiled("Test Profaner", PROFANER, cost="{U}", power="4", toughness="4")
    result = scenario(
        {
            "hand": ["Test Profaner"],
            "battlefield": ["Island", {"card": "Hill Giant", "id": "g", "counters": {"+1/+1": 1}}],
            "library": 3,
        },
        {"battlefield": ["Grizzly Bears", "Hill Giant", "Craw Wurm"], "library": 3},
        [
            {"choose": {"sacrifice": ["g"]}},
            {"cast": "Test Profaner", "by": "Алиса"},
            {"resolve": "all"},
        ],
        cards=[profaner],
    )
    assert result.refusal is None, result.refusal
    game = result.game
    assert names(game, "Борис", "hand") == ["Grizzly Bears", "Hill Giant"]
    assert names(game, "Борис", "battlefield") == ["Craw Wurm"]
    assert names(game, "Алиса", "graveyard") == ["Hill Giant"]
