"""Wordings of libraries, exile and graveyards (branch ``zones2``): cards exiled from the top of
a library that their exiler may play for a while (406.3, 611.2a) — each compiled, rendered back
to its text, refused where the engine would play it otherwise, and played."""

from __future__ import annotations

import pytest

from tests.engine_helpers import kinds, names, refused, scenario
from tests.engine_helpers import round_trips as ok


def spell_card(name, text, cost="{R}", types=("Sorcery",)):
    ((_, spell),) = ok("spell", text)
    return {"name": name, "cost": cost, "types": list(types), "spell": spell}


def run(cards, alice, bob, actions, active="Алиса", step="main1", number=3):
    return scenario(alice, bob, actions, cards, active=active, step=step, number=number)


# ---------------------------------------------------------------- 406.3, 611.2a: impulse

IMPULSE = (
    "Exile the top three cards of your library. Until end of turn, you may play cards exiled "
    "this way."
)
COMMUNE = (
    "Exile the top X cards of your library. Until the end of your next turn, you may play "
    "those cards."
)


def test_611_2a_exile_the_top_cards_you_may_play_them_compiles():
    ((_, spell),) = ok("spell", IMPULSE)
    assert spell["effects"] == [{"exile_from_top": 3, "may_play": "end_of_turn"}]
    ((_, spell),) = ok("spell", COMMUNE)
    assert spell["effects"] == [{"exile_from_top": "X", "may_play": "end_of_your_next_turn"}]
    ((_, trigger),) = ok(
        "triggered",
        "When CARDNAME is turned face up, exile the top card of your library. Until end of turn, "
        "you may play that card.",
    )
    assert trigger["effects"] == [{"exile_from_top": 1, "may_play": "end_of_turn"}]


def test_that_card_of_several_exiled_cards_is_refused():
    assert refused(
        "spell",
        "Exile the top two cards of your library. Until end of turn, you may play that card.",
    )


def test_406_3_cards_exiled_this_way_are_cast_and_played_from_exile():
    impulse = spell_card("Test Impulse", IMPULSE)
    result = run(
        [impulse],
        {
            "hand": ["Test Impulse"],
            "battlefield": ["Mountain", "Mountain"],
            "library": ["Shock", "Mountain", "Grizzly Bears", "Island"],
        },
        {"library": 3},
        [
            {"cast": "Test Impulse", "by": "Алиса"},
            {"resolve": "all"},
            {"play_land": "Mountain", "by": "Алиса"},
            {"cast": "Shock", "by": "Алиса", "targets": ["Борис"]},
            {"resolve": "all"},
        ],
    )
    assert result.refusal is None, result.refusal
    game = result.game
    assert game.player("Борис").life == 18
    assert names(game, "Алиса", "exile") == ["Grizzly Bears"]
    assert [game.obj(i).card.name for i in game.player("Алиса").zones["library"]] == ["Island"]
    assert "may_play_exiled" in kinds(result)


def test_305_2_a_land_exiled_this_way_is_the_turns_land():
    impulse = spell_card("Test Impulse", IMPULSE)
    result = run(
        [impulse],
        {
            "hand": ["Test Impulse", "Forest"],
            "battlefield": ["Mountain"],
            "library": ["Mountain", "Island", "Island"],
        },
        {"library": 3},
        [
            {"play_land": "Forest", "by": "Алиса"},
            {"cast": "Test Impulse", "by": "Алиса"},
            {"resolve": "all"},
            {"play_land": "Mountain", "by": "Алиса"},
        ],
    )
    assert result.refusal is not None
    assert "305.2" in result.refusal.error.rules


def test_514_2_the_permission_ends_with_the_turn():
    impulse = spell_card("Test Impulse", IMPULSE, types=("Instant",))
    result = run(
        [impulse],
        {
            "hand": ["Test Impulse"],
            "battlefield": ["Mountain", "Mountain"],
            "library": ["Shock", "Island", "Island", "Island"],
        },
        {"library": 5},
        [
            {"cast": "Test Impulse", "by": "Алиса"},
            {"resolve": "all"},
            {"goto": "upkeep"},
            {"cast": "Shock", "by": "Алиса", "targets": ["Борис"]},
        ],
        active="Борис",
    )
    assert result.refusal is not None
    assert "play_exiled_ended" in kinds(result)


def test_611_2a_until_the_end_of_your_next_turn():
    commune = spell_card("Test Commune", COMMUNE, cost="{X}{R}", types=("Instant",))

    def after(goto):
        return run(
            [commune],
            {
                "hand": ["Test Commune"],
                "battlefield": ["Mountain", "Mountain", "Mountain"],
                "library": ["Shock", "Shock", "Island", "Island", "Island"],
            },
            {"library": 5},
            [
                {"cast": "Test Commune", "by": "Алиса", "x": 2},
                {"resolve": "all"},
                {"goto": goto},
                {"cast": "Shock", "by": "Алиса", "targets": ["Борис"]},
                {"resolve": "all"},
            ],
            active="Борис",
        )

    # cast on the opponent's turn: the next turn is Alice's own, the permission lasts through it
    result = after({"step": "upkeep", "turn": 4})
    assert result.refusal is None, result.refusal
    assert result.game.player("Борис").life == 18
    # and ends with it
    result = after({"step": "upkeep", "turn": 5})
    assert result.refusal is not None


def test_601_2a_an_exiled_card_without_a_permission_cant_be_cast():
    result = run(
        [],
        {"exile": ["Shock"], "battlefield": ["Mountain"], "library": 3},
        {"library": 3},
        [{"cast": "Shock", "by": "Алиса", "targets": ["Борис"]}],
    )
    assert result.refusal is not None
    assert "601.2a" in result.refusal.error.rules


@pytest.mark.parametrize("n", [1, 2])
def test_609_3_a_small_library_exiles_what_there_is(n):
    impulse = spell_card("Test Impulse", IMPULSE)
    result = run(
        [impulse],
        {"hand": ["Test Impulse"], "battlefield": ["Mountain"], "library": ["Island"] * n},
        {"library": 3},
        [{"cast": "Test Impulse", "by": "Алиса"}, {"resolve": "all"}],
    )
    assert result.refusal is None, result.refusal
    assert names(result.game, "Алиса", "exile") == ["Island"] * n


def test_the_zones2_families_add_no_shift_reduce_conflict():
    from tests.test_oracle_amounts import conflicts_added_by

    assert conflicts_added_by("zones2_") == 0


# ---------------------------------------------------------------- 603.4: "if it's a creature"

TRAIL = (
    "Whenever a permanent you control is turned face up, if it's a creature, it gets +2/+2 "
    "until end of turn."
)
AMBUSHERS = (
    "Whenever another permanent you control is turned face up, if it's a creature, put two "
    "+1/+1 counters on it."
)


def test_603_4_if_its_a_creature_after_a_face_up_event_compiles():
    ((_, trigger),) = ok("triggered", TRAIL)
    assert trigger["if"] == {"that_is": {"types": ["Creature"]}}
    ((_, trigger),) = ok("triggered", AMBUSHERS)
    assert trigger["if"] == {"that_is": {"types": ["Creature"]}}


def test_if_its_a_creature_about_the_source_is_refused():
    # "it" would be the source: the condition reads the event's object only
    assert refused(
        "triggered",
        "When CARDNAME enters the battlefield, if it's a creature, draw a card.",
    )


@pytest.mark.parametrize("text, power", [(TRAIL, 4), (AMBUSHERS, 4)])
def test_707_8_a_creature_turned_face_up_gets_the_bonus(text, power):
    ((_, trigger),) = ok("triggered", text)
    watcher = {
        "name": "Test Trail",
        "cost": "{1}{G}",
        "types": ["Enchantment"],
        "triggers": [trigger],
    }
    result = run(
        [watcher],
        {
            "battlefield": [
                "Test Trail",
                {"card": "Icefeather Aven", "face_down": True, "id": "a"},
                "Forest",
                "Island",
                "Island",
            ],
            "library": 3,
        },
        {"library": 3},
        [{"turn_face_up": "a", "by": "Алиса"}, {"resolve": "all"}],
    )
    assert result.refusal is None, result.refusal
    from mtgjudge.engine.characteristics import characteristics

    game = result.game
    aven = next(o for o in game.permanents("Алиса") if o.card.name == "Icefeather Aven")
    assert characteristics(game, aven).power == power


def test_603_4_that_is_checks_the_event_object():
    from mtgjudge.engine.triggers import condition_holds

    result = run(
        [],
        {"battlefield": ["Forest", "Grizzly Bears"], "library": 3},
        {"library": 3},
        [],
    )
    game = result.game
    land, bear = sorted(game.permanents("Алиса"), key=lambda o: o.card.name)
    assert land.card.name == "Forest"
    cond = (("that_is", {"types": ("Creature",)}),)
    assert condition_holds(game, "Алиса", cond, that=(bear.id,))
    assert not condition_holds(game, "Алиса", cond, that=(land.id,))
    assert not condition_holds(game, "Алиса", cond)


# ---------------------------------------------------------------- 608.2h: exile all


def test_608_2h_exile_all_nonland_permanents():
    ((_, ability),) = ok("activated", "{5}, {T}, Exile CARDNAME: Exile all nonland permanents.")
    assert ability["effects"] == [{"exile": {"all": {"not_types": ["Land"]}}}]
    ok("spell", "Exile all creatures.")
    vault = {"name": "Test Vault", "cost": "{4}", "types": ["Artifact"], "abilities": [ability]}
    result = run(
        [vault],
        {
            "battlefield": [
                {"card": "Test Vault", "id": "v"},
                "Grizzly Bears",
                "Plains",
                "Plains",
                "Plains",
                "Plains",
                "Plains",
            ],
            "library": 3,
        },
        {"battlefield": ["Hill Giant", "Forest"], "library": 3},
        [{"activate": "v", "by": "Алиса"}, {"resolve": "all"}],
    )
    assert result.refusal is None, result.refusal
    game = result.game
    assert names(game, "Алиса", "exile") == ["Grizzly Bears", "Test Vault"]
    assert names(game, "Борис", "exile") == ["Hill Giant"]
    assert names(game, "Борис", "battlefield") == ["Forest"]


# ---------------------------------------------------------------- objects just moved

FATED = (
    "Put target creature card from a graveyard onto the battlefield under your control. It gains "
    "indestructible. If it's your turn, scry 2."
)
MAGGOT = (
    "When CARDNAME enters the battlefield, exile target creature card from a graveyard. You gain "
    "life equal to that card's toughness."
)
UNRAVEL = "Choose target artifact or enchantment. Its owner shuffles it into their library."


def test_611_2a_it_gains_indestructible_with_no_duration_lasts():
    ((_, spell),) = ok("spell", FATED)
    assert spell["effects"][1] == {
        "grant": ["Indestructible"],
        "to": "that",
        "until": "indefinitely",
    }
    fated = spell_card("Test Fated", FATED, cost="{B}", types=("Instant",))
    kill = spell_card("Test Kill", "Destroy target creature.", cost="{B}", types=("Instant",))
    result = run(
        [fated, kill],
        {
            "hand": ["Test Fated", "Test Kill"],
            "battlefield": ["Swamp", "Swamp"],
            "library": 3,
        },
        {"graveyard": [{"card": "Hill Giant", "id": "g"}], "library": 3},
        [
            {"cast": "Test Fated", "by": "Алиса", "targets": ["g"]},
            {"resolve": "all"},
            {"goto": {"step": "upkeep", "turn": 4}},
            {"cast": "Test Kill", "by": "Алиса", "targets": ["g"]},
            {"resolve": "all"},
        ],
    )
    assert result.refusal is None, result.refusal
    game = result.game
    assert names(game, "Алиса", "battlefield") == ["Hill Giant", "Swamp", "Swamp"]
    assert "scry" in kinds(result)  # 608.2c: "if it's your turn" — turn 3 is Alice's
    assert "not_destroyed" in kinds(result)  # indestructible on the next turn too (611.2a)


def test_608_2g_that_cards_toughness_after_it_is_exiled():
    ((_, trigger),) = ok("triggered", MAGGOT)
    assert trigger["effects"][1]["gain_life"] == {"amount": "toughness", "object": "that"}
    maggot = {
        "name": "Test Maggot",
        "cost": "{1}",
        "types": ["Creature"],
        "power": "3",
        "toughness": "3",
        "triggers": [trigger],
    }
    result = run(
        [maggot],
        {"hand": ["Test Maggot"], "battlefield": ["Swamp"], "library": 3},
        {"graveyard": [{"card": "Hill Giant", "id": "g"}], "library": 3},
        [
            {
                "cast": "Test Maggot",
                "by": "Алиса",
                "choose": {"trigger_targets": {"Test Maggot": ["g"]}},
            },
            {"resolve": "all"},
        ],
    )
    assert result.refusal is None, result.refusal
    assert result.game.player("Алиса").life == 23
    assert names(result.game, "Борис", "exile") == ["Hill Giant"]


def test_701_16a_choose_target_its_owner_shuffles_it_into_their_library():
    ((_, spell),) = ok("spell", UNRAVEL)
    assert spell["targets"] == ["artifact_or_enchantment"]
    assert spell["effects"] == [{"put_on_library": "target", "position": "shuffle"}]
    unravel = spell_card("Test Unravel", UNRAVEL, cost="{G}", types=("Instant",))
    result = run(
        [unravel],
        {"hand": ["Test Unravel"], "battlefield": ["Forest"], "library": 3},
        {"battlefield": [{"card": "Ornithopter", "id": "o"}], "library": ["Island", "Island"]},
        [{"cast": "Test Unravel", "by": "Алиса", "targets": ["o"]}, {"resolve": "all"}],
    )
    assert result.refusal is None, result.refusal
    game = result.game
    assert names(game, "Борис", "battlefield") == []
    assert names(game, "Борис", "library") == ["Island", "Island", "Ornithopter"]
    assert "library_shuffled" in kinds(result) or "shuffled" in " ".join(kinds(result))


def test_514_2_you_may_play_it_this_turn_is_until_end_of_turn():
    ((_, ability),) = ok(
        "activated", "0: Exile the top card of your library. You may play it this turn."
    )
    assert ability["effects"] == [{"exile_from_top": 1, "may_play": "end_of_turn"}]
    ok(
        "triggered",
        "Whenever CARDNAME deals combat damage to a player, exile the top card of your library. "
        "You may play that card this turn.",
    )
    assert refused("spell", "Exile the top two cards of your library. You may play it this turn.")


# ---------------------------------------------------------------- 112.6e: from the graveyard

PROWLER = (
    "You may cast CARDNAME from your graveyard as long as you control a black or green permanent."
)


def test_112_6e_you_may_cast_it_from_your_graveyard_compiles():
    ((_, static),) = ok("static", PROWLER)
    assert static["cast_from_graveyard"] == "self"
    assert static["if"] == {"you_control": {"colors": ["black", "green"]}}
    ((_, static),) = ok("static", "You may cast CARDNAME from your graveyard.")
    assert static == {"cast_from_graveyard": "self"}


@pytest.mark.parametrize("permanent, allowed", [("Forest", False), ("Grizzly Bears", True)])
def test_112_6e_cast_from_the_graveyard_while_the_condition_holds(permanent, allowed):
    ((_, static),) = ok("static", PROWLER)
    prowler = {
        "name": "Test Prowler",
        "cost": "{1}{U}",
        "types": ["Creature"],
        "power": "2",
        "toughness": "1",
        "static": [static],
    }
    result = run(
        [prowler],
        {
            "graveyard": ["Test Prowler"],
            "battlefield": [permanent, "Island", "Island"],
            "library": 3,
        },
        {"library": 3},
        [{"cast": "Test Prowler", "by": "Алиса"}, {"resolve": "all"}],
    )
    if allowed:
        assert result.refusal is None, result.refusal
        assert "Test Prowler" in names(result.game, "Алиса", "battlefield")
    else:
        assert result.refusal is not None
        assert names(result.game, "Алиса", "graveyard") == ["Test Prowler"]


# ---------------------------------------------------------------- 701.13a: up to N revealed

INSIGHT = (
    "Reveal the top six cards of your library. Put up to three enchantment cards from among them "
    "into your hand and the rest of the revealed cards into your graveyard."
)


@pytest.mark.parametrize(
    "look, hand",
    [(None, ["Pacifism", "Pacifism"]), (["Pacifism"], ["Pacifism"]), ([], [])],
)
def test_107_1c_up_to_three_enchantment_cards_from_among_them(look, hand):
    insight = spell_card("Test Insight", INSIGHT, cost="{G}")
    action: dict = {"cast": "Test Insight", "by": "Алиса"}
    if look is not None:
        action["choose"] = {"look": look}
    library = ["Pacifism", "Forest", "Grizzly Bears", "Pacifism", "Island", "Shock", "Plains"]
    result = run(
        [insight],
        {"hand": ["Test Insight"], "battlefield": ["Forest"], "library": library},
        {"library": 3},
        [action, {"resolve": "all"}],
    )
    assert result.refusal is None, result.refusal
    game = result.game
    assert names(game, "Алиса", "hand") == hand
    assert len(game.player("Алиса").zones["graveyard"]) == 7 - len(hand)  # 6 − taken + itself
    assert [game.obj(i).card.name for i in game.player("Алиса").zones["library"]] == ["Plains"]


def test_up_to_three_of_a_wrong_kind_is_refused_by_the_engine():
    insight = spell_card("Test Insight", INSIGHT, cost="{G}")
    result = run(
        [insight],
        {"hand": ["Test Insight"], "battlefield": ["Forest"], "library": ["Forest"] * 6},
        {"library": 3},
        [
            {"cast": "Test Insight", "by": "Алиса", "choose": {"look": ["Forest"]}},
            {"resolve": "all"},
        ],
    )
    assert result.refusal is not None or result.error is not None


# ---------------------------------------------------------------- 608.2g: a number of cards

THOUGHTS = "Target player discards a number of cards equal to the sacrificed creature's power."


def test_608_2g_discards_a_number_equal_to_the_sacrificed_creatures_power():
    ((_, spell),) = ok("spell", THOUGHTS)
    assert spell["effects"] == [
        {"discard": {"amount": "power", "object": "sacrificed"}, "player": "target"}
    ]
    thoughts = {
        "name": "Test Thoughts",
        "cost": "{B}",
        "types": ["Sorcery"],
        "additional_cost": {"sacrifice": {"types": ["Creature"]}},
        "spell": spell,
    }
    result = run(
        [thoughts],
        {
            "hand": ["Test Thoughts"],
            "battlefield": ["Swamp", {"card": "Hill Giant", "id": "g"}],
            "library": 3,
        },
        {"hand": ["Shock", "Island", "Forest", "Plains"], "library": 3},
        [
            {"cast": "Test Thoughts", "by": "Алиса", "targets": ["Борис"], "sacrifice": "g"},
            {"resolve": "all"},
        ],
    )
    assert result.refusal is None, result.refusal
    game = result.game
    assert len(game.player("Борис").zones["hand"]) == 1
    assert len(game.player("Борис").zones["graveyard"]) == 3


def test_608_2g_a_spells_sacrificed_creature_is_remembered_for_its_amount():
    # Fling (a spell's additional cost, 117.8): the sacrificed creature's power as it last
    # existed — the spell's cost used to be paid without noting it, and Fling dealt 0 damage
    fling = {
        "name": "Test Fling",
        "cost": "{R}",
        "types": ["Instant"],
        "additional_cost": {"sacrifice": {"types": ["Creature"]}},
        "spell": {
            "targets": ["creature_or_player"],
            "effects": [{"damage": {"amount": "power", "object": "sacrificed"}, "to": "target"}],
        },
    }
    result = run(
        [fling],
        {
            "hand": ["Test Fling"],
            "battlefield": ["Mountain", {"card": "Hill Giant", "id": "g"}],
            "library": 3,
        },
        {"library": 3},
        [
            {"cast": "Test Fling", "by": "Алиса", "targets": ["Борис"], "sacrifice": "g"},
            {"resolve": "all"},
        ],
    )
    assert result.refusal is None, result.refusal
    assert result.game.player("Борис").life == 17


# ---------------------------------------------------------------- 117.1: return N as a cost

ANCIENT = (
    "Return three lands you control to their owner's hand: Return CARDNAME to its owner's hand."
)


@pytest.mark.parametrize("lands, allowed", [(3, True), (2, False)])
def test_117_1_return_three_lands_you_control_as_a_cost(lands, allowed):
    ((_, ability),) = ok("activated", ANCIENT)
    assert ability["cost"] == {"return_to_hand": {"types": ["Land"]}, "return_count": 3}
    ancient = {
        "name": "Test Ancient",
        "cost": "{5}{U}",
        "types": ["Creature"],
        "power": "6",
        "toughness": "7",
        "abilities": [ability],
    }
    result = run(
        [ancient],
        {
            "battlefield": [{"card": "Test Ancient", "id": "a"}] + ["Island"] * lands,
            "library": 3,
        },
        {"battlefield": ["Forest", "Forest", "Forest"], "library": 3},
        [{"activate": "a", "by": "Алиса"}, {"resolve": "all"}],
    )
    if allowed:
        assert result.refusal is None, result.refusal
        assert names(result.game, "Алиса", "hand") == ["Island"] * 3 + ["Test Ancient"]
        assert names(result.game, "Борис", "battlefield") == ["Forest"] * 3
    else:
        assert result.refusal is not None


# ---------------------------------------------------------------- 105.2c: multicolored targets

PURGE = "Exile target multicolored creature or multicolored enchantment."


@pytest.mark.parametrize("target, legal", [("Test Gold", True), ("Grizzly Bears", False)])
def test_105_2c_target_multicolored_creature_or_multicolored_enchantment(target, legal):
    purge = spell_card("Test Purge", PURGE, cost="{1}{W}", types=("Instant",))
    assert purge["spell"]["targets"] == [
        {
            "kind": "permanent",
            "filter": {"types": ["Creature", "Enchantment"], "multicolored": True},
        }
    ]
    gold = {
        "name": "Test Gold",
        "cost": "{W}{U}",
        "types": ["Creature"],
        "power": "2",
        "toughness": "2",
    }
    result = run(
        [purge, gold],
        {"hand": ["Test Purge"], "battlefield": ["Plains", "Plains"], "library": 3},
        {"battlefield": [{"card": target, "id": "t"}], "library": 3},
        [{"cast": "Test Purge", "by": "Алиса", "targets": ["t"]}, {"resolve": "all"}],
    )
    if legal:
        assert result.refusal is None, result.refusal
        assert names(result.game, "Борис", "exile") == ["Test Gold"]
    else:
        assert result.refusal is not None


WAVE = (
    "Return all creatures to their owners' hands except for Krakens, Leviathans, Octopuses, and "
    "Serpents."
)


def test_608_2h_return_all_creatures_except_for_some_subtypes():
    wave = spell_card("Test Wave", WAVE, cost="{U}")
    assert wave["spell"]["effects"] == [
        {
            "return_to_hand": {
                "all": {
                    "types": ["Creature"],
                    "not_subtypes": ["Kraken", "Leviathan", "Octopus", "Serpent"],
                }
            }
        }
    ]
    octopus = {
        "name": "Test Octopus",
        "cost": "{3}",
        "types": ["Creature"],
        "subtypes": ["Octopus"],
        "power": "5",
        "toughness": "5",
    }
    result = run(
        [wave, octopus],
        {
            "hand": ["Test Wave"],
            "battlefield": ["Island", "Grizzly Bears", "Test Octopus"],
            "library": 3,
        },
        {"battlefield": ["Hill Giant"], "library": 3},
        [{"cast": "Test Wave", "by": "Алиса"}, {"resolve": "all"}],
    )
    assert result.refusal is None, result.refusal
    game = result.game
    assert names(game, "Алиса", "battlefield") == ["Island", "Test Octopus"]
    assert names(game, "Алиса", "hand") == ["Grizzly Bears"]
    assert names(game, "Борис", "hand") == ["Hill Giant"]


SARKHAN = (
    "Search your library for any number of Dragon creature cards, put them onto the battlefield, "
    "then shuffle your library."
)


@pytest.mark.parametrize("answer, found", [(None, 2), (["Test Dragon"], 1), ([], 0)])
def test_701_15b_search_for_any_number_of_dragon_creature_cards(answer, found):
    unbroken = spell_card("Test Unbroken", SARKHAN, cost="{G}")
    assert unbroken["spell"]["effects"][0]["count"] == "any"
    dragon = {
        "name": "Test Dragon",
        "cost": "{4}{R}",
        "types": ["Creature"],
        "subtypes": ["Dragon"],
        "power": "4",
        "toughness": "4",
    }
    action: dict = {"cast": "Test Unbroken", "by": "Алиса"}
    if answer is not None:
        action["choose"] = {"search": answer}
    result = run(
        [unbroken, dragon],
        {
            "hand": ["Test Unbroken"],
            "battlefield": ["Forest"],
            "library": ["Test Dragon", "Grizzly Bears", "Test Dragon", "Island"],
        },
        {"library": 3},
        [action, {"resolve": "all"}],
    )
    assert result.refusal is None, result.refusal
    game = result.game
    assert names(game, "Алиса", "battlefield").count("Test Dragon") == found
    assert len(game.player("Алиса").zones["library"]) == 4 - found


# ---------------------------------------------------------------- 608.2h: all graveyards

LILIANA = "Put all creature cards from all graveyards onto the battlefield under your control."


def test_608_2h_put_all_creature_cards_from_all_graveyards_onto_the_battlefield():
    rise = spell_card("Test Rise", LILIANA, cost="{B}")
    assert rise["spell"]["effects"] == [
        {"put_onto_battlefield": {"all_graveyard_cards": {"types": ["Creature"]}}}
    ]
    result = run(
        [rise],
        {
            "hand": ["Test Rise"],
            "battlefield": ["Swamp"],
            "graveyard": ["Grizzly Bears", "Island"],
            "library": 3,
        },
        {"graveyard": ["Hill Giant", "Shock"], "library": 3},
        [{"cast": "Test Rise", "by": "Алиса"}, {"resolve": "all"}],
    )
    assert result.refusal is None, result.refusal
    game = result.game
    assert names(game, "Алиса", "battlefield") == ["Grizzly Bears", "Hill Giant", "Swamp"]
    assert names(game, "Алиса", "graveyard") == ["Island", "Test Rise"]
    assert names(game, "Борис", "graveyard") == ["Shock"]
    giant = next(o for o in game.permanents("Алиса") if o.card.name == "Hill Giant")
    assert giant.owner == "Борис"


def test_mill_at_the_start_of_a_sentence_is_read_in_2015_wording():
    from mtgjudge.cards.oracle.rewrite import to_2015

    assert to_2015("Target opponent discards two cards. Mill two cards.") == (
        "Target opponent discards two cards. Put the top two cards of your library into your "
        "graveyard."
    )
    assert to_2015("Mill a card.") == "Put the top card of your library into your graveyard."
    assert to_2015("Each player mills two cards.") == to_2015(
        to_2015("Each player mills two cards.")
    )


# ---------------------------------------------------------------- 701.31a: its controller

SHIFT = "Exile target creature. Its controller manifests the top card of their library."


def test_701_31a_its_controller_manifests_the_top_card_of_their_library():
    shift = spell_card("Test Shift", SHIFT, cost="{1}{U}", types=("Instant",))
    assert shift["spell"]["effects"][1] == {"manifest": 1, "player": "target_controller"}
    result = run(
        [shift],
        {"hand": ["Test Shift"], "battlefield": ["Island", "Island"], "library": 3},
        {
            "battlefield": [{"card": "Hill Giant", "id": "g"}],
            "library": ["Shock", "Island", "Island"],
        },
        [{"cast": "Test Shift", "by": "Алиса", "targets": ["g"]}, {"resolve": "all"}],
    )
    assert result.refusal is None, result.refusal
    game = result.game
    assert names(game, "Борис", "exile") == ["Hill Giant"]
    (manifested,) = game.permanents("Борис")
    assert manifested.hidden is not None and manifested.hidden.name == "Shock"
    assert manifested.controller == "Борис"
    assert game.permanents("Алиса") and all(o.hidden is None for o in game.permanents("Алиса"))


WALKER = "Whenever CARDNAME or another creature you control is turned face up, untap that creature."


def _compiled(name, text, cost, pt, subtypes=()):
    from mtgjudge.cards.oracle import compile_card

    face = {
        "types": ["Creature"],
        "subtypes": list(subtypes),
        "manaCost": cost,
        "text": text,
        "power": pt[0],
        "toughness": pt[1],
    }
    result = compile_card({"name": name, "layout": "normal", "faces": [face]})
    assert result.status == "full", [a.problem for a in result.abilities]
    return result.card


@pytest.mark.parametrize("turned", ["w", "a"])
def test_707_8_cardname_or_another_creature_turned_face_up_untaps_that_creature(turned):
    ((_, trigger),) = ok("triggered", WALKER)
    assert trigger["of"] == {"types": ["Creature"], "controller": "you"}
    walker = _compiled("Test Walker", "Morph {4}{G}\n" + WALKER, "{3}{G}{G}", ("5", "5"))
    morph = _compiled("Test Morph", "Morph {1}", "{2}{G}", ("3", "3"))
    # the Walker turned face up itself, or face up already while another creature is turned up
    # (a face-down Walker has no abilities, 707.2)
    result = run(
        [walker, morph],
        {
            "battlefield": [
                {"card": "Test Walker", "face_down": turned == "w", "tapped": True, "id": "w"},
                {"card": "Test Morph", "face_down": True, "tapped": True, "id": "a"},
            ]
            + ["Forest"] * 5
            + ["Island"],
            "library": 3,
        },
        {"library": 3},
        [{"turn_face_up": turned, "by": "Алиса"}, {"resolve": "all"}],
    )
    assert result.refusal is None, result.refusal
    game = result.game
    turned_up = game.obj(game.aliases[turned])
    assert turned_up.hidden is None and not turned_up.tapped
    other = game.obj(game.aliases["a" if turned == "w" else "w"])
    assert other.tapped


# ---------------------------------------------------------------- 608.2c: that player

DIPLOMACY = (
    "Target opponent reveals their hand. You choose a nonland card from it. That player discards "
    "that card. If you control a Warrior, that player loses 2 life."
)


@pytest.mark.parametrize("warrior, life", [(True, 18), (False, 20)])
def test_608_2c_that_player_is_the_player_target_named_before(warrior, life):
    diplomacy = spell_card("Test Diplomacy", DIPLOMACY, cost="{B}")
    assert diplomacy["spell"]["effects"][1]["player"] == "target"
    battlefield = ["Swamp"] + (["Mardu Hordechief"] if warrior else [])
    result = run(
        [diplomacy],
        {"hand": ["Test Diplomacy"], "battlefield": battlefield, "library": 3},
        {"hand": ["Shock", "Forest"], "library": 3},
        [
            {"cast": "Test Diplomacy", "by": "Алиса", "targets": ["Борис"]},
            {"resolve": "all"},
        ],
    )
    assert result.refusal is None, result.refusal
    game = result.game
    assert names(game, "Борис", "graveyard") == ["Shock"]
    assert game.player("Борис").life == life


def test_that_player_after_a_creature_target_is_refused():
    assert refused(
        "spell", "Destroy target creature. If you control a Warrior, that player loses 2 life."
    )


def test_400_7d_that_cards_amount_of_a_card_nothing_moved_is_refused():
    # the discarded card is not what "that card" would name (the player target): refused
    assert refused(
        "triggered",
        "When CARDNAME enters the battlefield, target player discards a card. CARDNAME deals "
        "damage to that player equal to that card's converted mana cost.",
    )


# ---------------------------------------------------------------- 110.5: the Gold token


def test_110_5_a_gold_token_is_sacrificed_for_one_mana_of_any_color():
    gild = spell_card(
        "Test Gild", "Exile target creature. Put a Gold token onto the battlefield.", cost="{B}"
    )
    (token,) = [e["create_token"] for e in gild["spell"]["effects"] if "create_token" in e]
    assert token["name"] == "Gold" and token["types"] == ["Artifact"]
    result = run(
        [gild],
        {"hand": ["Test Gild", "Shock"], "battlefield": ["Swamp"], "library": 3},
        {"battlefield": [{"card": "Hill Giant", "id": "g"}], "library": 3},
        [
            {"cast": "Test Gild", "by": "Алиса", "targets": ["g"]},
            {"resolve": "all"},
            {"activate": "Gold", "by": "Алиса", "choose": {"color": "R"}},
            {"cast": "Shock", "by": "Алиса", "targets": ["Борис"]},
            {"resolve": "all"},
        ],
    )
    assert result.refusal is None, result.refusal
    game = result.game
    assert names(game, "Борис", "exile") == ["Hill Giant"]
    assert game.player("Борис").life == 18
    assert names(game, "Алиса", "battlefield") == ["Swamp"]  # the Gold was sacrificed


# ---------------------------------------------------------------- 107.3: exile X cards

FIEND = "{X}, {T}, Exile X cards from your graveyard: Target creature gets -X/-X until end of turn."


@pytest.mark.parametrize(
    "graveyard, paid", [(["Shock", "Island", "Forest"], True), (["Shock"], False)]
)
def test_107_3_exile_x_cards_from_your_graveyard_as_a_cost(graveyard, paid):
    ((_, ability),) = ok("activated", FIEND)
    assert ability["cost"]["exile_count"] == "X"
    fiend = {
        "name": "Test Fiend",
        "cost": "{7}{B}{B}",
        "types": ["Creature"],
        "power": "4",
        "toughness": "5",
        "abilities": [ability],
    }
    result = run(
        [fiend],
        {
            "battlefield": [{"card": "Test Fiend", "id": "f"}, "Swamp", "Swamp"],
            "graveyard": graveyard,
            "library": 3,
        },
        {"battlefield": [{"card": "Grizzly Bears", "id": "g"}], "library": 3},
        [{"activate": "f", "by": "Алиса", "x": 2, "targets": ["g"]}, {"resolve": "all"}],
    )
    game = result.game
    if paid:
        assert result.refusal is None, result.refusal
        assert len(game.player("Алиса").zones["exile"]) == 2
        assert names(game, "Борис", "graveyard") == ["Grizzly Bears"]
    else:
        assert result.refusal is not None
        assert names(game, "Алиса", "graveyard") == ["Shock"]


def test_601_2b_an_additional_cost_exile_x_cards_uses_the_announced_x():
    # Harvest Pyre: "As an additional cost …, exile X cards from your graveyard. … X damage"
    pyre = {
        "name": "Test Pyre",
        "cost": "{R}",
        "types": ["Instant"],
        "additional_cost": {"exile_from_graveyard": {}, "exile_count": "X"},
        "spell": {"targets": ["creature"], "effects": [{"damage": "X", "to": "target"}]},
    }
    result = run(
        [pyre],
        {
            "hand": ["Test Pyre"],
            "battlefield": ["Mountain"],
            "graveyard": ["Shock", "Island", "Forest"],
            "library": 3,
        },
        {"battlefield": [{"card": "Hill Giant", "id": "g"}], "library": 3},
        [{"cast": "Test Pyre", "by": "Алиса", "x": 3, "targets": ["g"]}, {"resolve": "all"}],
    )
    assert result.refusal is None, result.refusal
    game = result.game
    assert names(game, "Алиса", "graveyard") == ["Test Pyre"]
    assert names(game, "Борис", "graveyard") == ["Hill Giant"]
