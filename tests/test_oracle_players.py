"""Wordings about players read from Oracle text (issue 14, helper "players"): Auras that
enchant a player (303.4, 702.5d, 303.4k), "its controller" (608.2g), "You have hexproof"
(702.11c) / shroud (702.18a), "Players can't gain life" (101.2, 118.3)."""

from __future__ import annotations

from mtgjudge.cards.oracle.compiler import Clause, compile_clause
from tests.engine_helpers import refused


def parts(kind: str, text: str):
    result = compile_clause(Clause(kind, text))
    assert result.problem is None, result.problem
    assert result.rendered == text  # round trip (issue 14, item 3)
    return result.parts


def test_303_4_enchant_player_targets_a_player():
    assert compile_clause(Clause("keyword", "Enchant player")).parts == (("enchant", "player"),)


def test_303_4k_creatures_enchanted_player_controls():
    ((key, value),) = parts("static", "Creatures enchanted player controls get -1/-1.")
    assert key == "static"
    assert value["affects"]["controller"] == "enchanted_player"
    assert value["modify_pt"] == {"power": -1, "toughness": -1}


def test_303_4k_enchanted_players_upkeep_that_player():
    text = (
        "At the beginning of enchanted player's upkeep, that player puts the top two cards "
        "of his or her library into his or her graveyard."
    )
    ((_, trigger),) = parts("triggered", text)
    assert trigger["when"] == "enchanted_players_upkeep"
    assert trigger["effects"] == [{"mill": 2, "player": "that_player"}]


def test_506_3_a_creature_attacks_enchanted_player_its_controller():
    text = "Whenever a creature attacks enchanted player, its controller gains 1 life."
    ((_, trigger),) = parts("triggered", text)
    assert trigger["of"]["attacking_player"] == "enchanted_player"
    assert trigger["effects"] == [{"gain_life": 1, "player": "that_controller"}]


def test_a_creature_attacks_you():
    ((_, trigger),) = parts("triggered", "Whenever a creature attacks you, you gain 1 life.")
    assert trigger["of"] == {"types": ["Creature"], "attacking_player": "you"}


def test_608_2g_its_controller_of_the_target():
    ((_, spell),) = parts("spell", "Destroy target creature. Its controller loses 2 life.")
    assert spell["effects"][1] == {"lose_life": 2, "player": "target_controller"}


def test_its_controller_of_the_source_is_refused():
    # "its" would be the source itself: the renderer could not say it back the same way
    assert "its controller" in refused(
        "triggered", "When CARDNAME enters the battlefield, its controller loses 2 life."
    )


def test_702_11c_you_have_hexproof_and_shroud():
    assert parts("static", "You have hexproof.") == (("static", {"you_have": ["Hexproof"]}),)
    assert parts("static", "You have shroud.") == (("static", {"you_have": ["Shroud"]}),)


def test_101_2_players_cant_gain_life():
    assert parts("static", "Players can't gain life.") == (("static", {"cant_gain_life": "all"}),)
    assert parts("static", "Your opponents can't gain life.") == (
        ("static", {"cant_gain_life": "opponents"}),
    )


def test_603_2_deals_damage_to_a_player_that_player():
    text = "Whenever CARDNAME deals damage to a player, that player discards a card."
    ((_, trigger),) = parts("triggered", text)
    assert trigger["when"] == "deals_damage_to_player"
    assert trigger["effects"] == [{"discard": 1, "player": "that_player"}]


def test_603_4_each_draw_step_if_untapped_additional_card():
    text = (
        "At the beginning of each player's draw step, if CARDNAME is untapped, "
        "that player draws an additional card."
    )
    ((_, trigger),) = parts("triggered", text)
    assert trigger["when"] == "each_draw_step"
    assert trigger["if"] == {"source_untapped": True}
    assert trigger["effects"][0]["draw"] == 1


def test_605_1b_player_taps_land_adds_mana_produced():
    text = (
        "Whenever a player taps a land for mana, that player adds one mana of any type "
        "that land produced."
    )
    ((_, trigger),) = parts("triggered", text)
    assert trigger["effects"] == [{"add_mana": "produced", "player": "that_player"}]


def test_the_same_player_for_two_instructions():
    ((_, spell),) = parts("spell", "Target player draws two cards and loses 2 life.")
    assert [e.get("player") for e in spell["effects"]] == ["target", "target"]


def test_a_verb_without_a_player_before_it_is_refused():
    assert "без игрока" in refused("spell", "Draw a card, then discards a card.")


def test_509_4g_attacks_and_isnt_blocked_poison_counter():
    text = "Whenever CARDNAME attacks and isn't blocked, defending player gets a poison counter."
    ((_, trigger),) = parts("triggered", text)
    assert trigger["when"] == "attacks_and_isnt_blocked"
    assert trigger["effects"] == [{"give_poison": 1, "player": "defending_player"}]


def test_506_2_target_creature_defending_player_controls():
    text = "Whenever CARDNAME attacks, tap target creature defending player controls."
    ((_, trigger),) = parts("triggered", text)
    assert trigger["targets"] == [
        {"kind": "creature", "filter": {"controller": "defending_player"}}
    ]


def test_608_2d_defending_player_may_draw():
    ((_, trigger),) = parts(
        "triggered", "Whenever CARDNAME attacks, defending player may draw a card."
    )
    (may,) = trigger["effects"]
    assert may["player"] == "defending_player"
    assert may["may"] == [{"draw": 1, "player": "defending_player"}]


def test_608_2d_you_may_have_target_opponent_discard():
    text = "When CARDNAME enters the battlefield, you may have target opponent discard a card."
    ((_, trigger),) = parts("triggered", text)
    assert trigger["targets"] == ["opponent"]
    assert trigger["effects"][0]["may"] == [{"discard": 1, "player": "target"}]
    assert "player" not in trigger["effects"][0]  # you choose


def test_may_have_with_an_instruction_of_no_actor_is_refused():
    assert "may" in refused(
        "triggered",
        "When CARDNAME enters the battlefield, you may have target player destroy target creature.",
    )


def test_101_2_each_player_cant_cast_more_than_one_spell():
    ((_, static),) = parts("static", "Each player can't cast more than one spell each turn.")
    assert static["cant_cast"] == {"who": "all", "more_than": 1}


def test_101_2_you_cant_cast_creature_spells():
    ((_, static),) = parts("static", "You can't cast creature spells.")
    assert static["cant_cast"]["of"] == {"types": ["Creature"]}


def test_101_2_can_t_gain_life_of_enchanted_player_is_refused():
    assert "gain life" in refused("static", "Enchanted player can't gain life.")


def test_603_4_an_if_after_the_trigger_condition_is_intervening():
    text = (
        "At the beginning of your upkeep, if you control a black permanent, "
        "you may put a +1/+1 counter on CARDNAME."
    )
    ((_, trigger),) = parts("triggered", text)
    assert trigger["if"] == {"you_control": {"colors": ["black"]}}
    assert "if" not in trigger["effects"][0]


def test_104_2b_you_win_the_game():
    text = "At the beginning of your upkeep, if you have exactly 1 life, you win the game."
    ((_, trigger),) = parts("triggered", text)
    assert trigger["if"] == {"life_exactly": 1}
    assert trigger["effects"] == [{"win_game": True}]


def test_603_2c_an_opponent_draws_a_card():
    text = "Whenever an opponent draws a card, CARDNAME deals 1 damage to that player."
    ((_, trigger),) = parts("triggered", text)
    assert trigger["when"] == "an_opponent_draws"


def test_402_2_each_opponents_maximum_hand_size():
    ((_, static),) = parts("static", "Each opponent's maximum hand size is reduced by one.")
    assert static["max_hand_size"] == {"who": "opponents", "change": -1}


def test_701_20b_clash_if_you_win():
    text = (
        "When CARDNAME enters the battlefield, clash with an opponent. "
        "If you win, put a +1/+1 counter on CARDNAME."
    )
    ((_, trigger),) = parts("triggered", text)
    assert trigger["effects"][0]["clash"] == "opponent"


def test_400_7d_when_it_dies_return_it_finds_the_card():
    ((_, trigger),) = parts("triggered", "When CARDNAME dies, return it to its owner's hand.")
    assert trigger["effects"][0]["return_to_hand"] == "that"


def test_402_3_look_at_target_opponents_hand():
    text = "When CARDNAME enters the battlefield, look at target opponent's hand."
    ((_, trigger),) = parts("triggered", text)
    assert trigger["targets"] == ["opponent"]
    assert trigger["effects"] == [{"look_at_hand": "target"}]
