"""The engine core, one ruling per test: the resulting state and the rules cited."""

from __future__ import annotations

from mtgjudge.engine.characteristics import characteristics
from mtgjudge.engine.mana import ManaCost

from .engine_helpers import kinds, names, play

TWO = """
title: t
players:
  Алиса:
    hand: {alice_hand}
    battlefield: {alice_bf}
    library: {alice_lib}
  Борис:
    hand: {boris_hand}
    battlefield: {boris_bf}
turn: {{active: Алиса, step: {step}, number: 3}}
actions:
{actions}
"""


def position(
    alice_hand="[]",
    alice_bf="[]",
    boris_hand="[]",
    boris_bf="[]",
    actions="  []",
    step="main1",
    alice_lib=20,
):
    text = TWO.format(
        alice_hand=alice_hand,
        alice_bf=alice_bf,
        boris_hand=boris_hand,
        boris_bf=boris_bf,
        actions=actions,
        step=step,
        alice_lib=alice_lib,
    )
    if actions.strip() == "[]":
        text = text.replace("actions:\n  []\n", "")
    return play(text)


def test_601_2_casting_puts_the_spell_on_the_stack_and_pays():
    r = position(
        alice_hand="[Lightning Bolt]",
        alice_bf="[Mountain]",
        boris_bf="[{card: Grizzly Bears, id: b}]",
        actions="  - {cast: Lightning Bolt, targets: [b]}",
    )
    game = r.game
    assert [i.source_card.name for i in game.stack] == ["Lightning Bolt"]
    assert all(o.tapped for o in game.permanents("Алиса"))
    assert "601.2a" in r.cited() and "601.2g" in r.cited() and "605.3b" in r.cited()


def test_608_2b_spell_with_its_only_target_gone_does_nothing():
    r = position(
        alice_hand="[Lightning Bolt]",
        alice_bf="[Mountain]",
        boris_hand="[Unsummon]",
        boris_bf="[Island, {card: Grizzly Bears, id: b}]",
        actions="  - {cast: Lightning Bolt, targets: [b]}\n  - {cast: Unsummon, by: Борис, targets: [b]}\n"
        "  - resolve: all",
    )
    game = r.game
    assert names(game, "Борис", "hand") == ["Grizzly Bears"]
    assert names(game, "Алиса", "graveyard") == ["Lightning Bolt"]
    assert "fizzled" in kinds(r) and "608.2b" in r.cited()


def test_608_2b_some_targets_illegal_only_the_legal_part_acts():
    r = position(
        alice_hand="[Plague Spores]",
        alice_bf="[Swamp, Mountain, Swamp, Swamp, Swamp, Swamp]",
        boris_hand="[Unsummon]",
        boris_bf="[Island, Forest, {card: Grizzly Bears, id: b}]",
        actions="  - {cast: Plague Spores, targets: [b, Forest]}\n"
        "  - {cast: Unsummon, by: Борис, targets: [b]}\n  - resolve: all",
    )
    game = r.game
    assert names(game, "Борис", "battlefield") == ["Island"]
    assert names(game, "Борис", "graveyard") == ["Forest", "Unsummon"]
    assert names(game, "Борис", "hand") == ["Grizzly Bears"]
    assert "fizzled" not in kinds(r) and "608.2b" in r.cited()


def test_608_2k_instant_goes_to_its_owners_graveyard_after_resolving():
    r = position(
        alice_hand="[Shock]",
        alice_bf="[Mountain]",
        actions="  - {cast: Shock, targets: [Борис]}\n  - resolve: all",
    )
    assert names(r.game, "Алиса", "graveyard") == ["Shock"]
    assert r.game.player("Борис").life == 18
    assert "608.2k" in r.cited() and "119.3a" in r.cited()


def test_116_stack_resolves_last_in_first_out_giant_growth_saves_the_bears():
    r = position(
        alice_hand="[Lightning Blast]",
        alice_bf="[Mountain, Mountain, Mountain, Mountain]",
        boris_hand="[Giant Growth]",
        boris_bf="[Forest, {card: Grizzly Bears, id: b}]",
        actions="  - {cast: Lightning Blast, targets: [b]}\n  - {cast: Giant Growth, by: Борис, targets: [b]}\n"
        "  - resolve: all",
    )
    bears = next(o for o in r.game.permanents("Борис") if o.card.name == "Grizzly Bears")
    ch = characteristics(r.game, bears)
    assert (ch.power, ch.toughness, bears.damage) == (5, 5, 4)
    resolved = [e.data["card"] for s in r.steps for e in s.events if e.kind == "resolving"]
    assert resolved == ["Giant Growth", "Lightning Blast"]


def test_704_5g_lethal_damage_destroys_creature():
    r = position(
        alice_hand="[Shock]",
        alice_bf="[Mountain]",
        boris_bf="[{card: Grizzly Bears, id: b}]",
        actions="  - {cast: Shock, targets: [b]}\n  - resolve: all",
    )
    assert names(r.game, "Борис", "graveyard") == ["Grizzly Bears"]
    sba = [e for s in r.steps for e in s.events if e.kind == "state_based_actions"]
    assert sba and sba[0].data["actions"][0]["kind"] == "destroyed"
    assert "704.5g" in r.cited() and "704.3" in r.cited()


def test_704_5f_zero_toughness_at_the_start_is_put_into_the_graveyard():
    r = position(boris_bf='[{card: Grizzly Bears, counters: {"-1/-1": 2}}]')
    assert names(r.game, "Борис", "graveyard") == ["Grizzly Bears"]
    assert "704.5f" in r.cited()


def test_704_5r_plus_and_minus_counters_cancel():
    r = position(boris_bf='[{card: Grizzly Bears, id: b, counters: {"+1/+1": 2, "-1/-1": 1}}]')
    bears = r.game.permanents("Борис")[0]
    assert bears.counters == {"+1/+1": 1}
    assert characteristics(r.game, bears).power == 3
    assert "704.5r" in r.cited()


def test_704_5k_legend_rule_keeps_the_chosen_one():
    text = """
    title: t
    players:
      Алиса:
        battlefield: [{card: "Isamaru, Hound of Konda", id: first}, {card: "Isamaru, Hound of Konda", id: second, tapped: true}]
      Борис: {}
    actions:
      - choose: {legend: first}
      - pass
    """
    r = play(text)
    kept = r.game.permanents("Алиса")
    # the legend rule applies at the first moment a player would receive priority (704.3)
    assert len(kept) == 1
    assert names(r.game, "Алиса", "graveyard") == ["Isamaru, Hound of Konda"]
    assert "704.5k" in r.cited()


def test_704_5a_player_at_zero_life_loses_and_the_other_wins():
    r = position(
        alice_hand="[Lava Axe]",
        alice_bf="[Mountain, Mountain, Mountain, Mountain, Mountain]",
        actions="  - {cast: Lava Axe, targets: [Борис]}\n  - resolve: all",
    )
    assert r.game.player("Борис").life == 15
    r2 = play(
        TWO.format(
            alice_hand="[Lava Axe]",
            alice_bf="[Mountain, Mountain, Mountain, Mountain, Mountain]",
            boris_hand="[]",
            boris_bf="[]",
            step="main1",
            alice_lib=20,
            actions="  - {cast: Lava Axe, targets: [Борис]}\n  - resolve: all",
        ).replace("  Борис:\n", "  Борис:\n    life: 5\n")
    )
    assert r2.game.player("Борис").lost and r2.game.winner == "Алиса"
    assert "704.5a" in r2.cited() and "104.2a" in r2.cited()


def test_704_5b_drawing_from_an_empty_library_loses():
    r = position(
        alice_hand="[Divination]",
        alice_bf="[Island, Island, Island]",
        alice_lib=1,
        actions="  - {cast: Divination}\n  - resolve: all",
    )
    assert r.game.player("Алиса").lost and r.game.winner == "Борис"
    assert "120.4" in r.cited() and "704.5b" in r.cited()


def test_704_5i_planeswalker_with_no_loyalty_goes_to_the_graveyard():
    r = position(
        alice_bf="[{card: Jace Beleren, counters: {loyalty: 1}}]",
        actions="  - {activate: Jace Beleren, ability: 2, targets: [Алиса]}\n  - resolve: all",
    )
    assert names(r.game, "Алиса", "graveyard") == ["Jace Beleren"]
    assert "606.4" in r.cited() and "704.5i" in r.cited()


def test_606_3_loyalty_ability_only_once_per_turn():
    r = position(
        alice_bf="[Jace Beleren]",
        actions="  - {activate: Jace Beleren, ability: 1}\n  - resolve: all\n"
        "  - {activate: Jace Beleren, ability: 1}",
    )
    assert r.refusal is not None and r.refusal.error.rules == ("606.3",)
    jace = r.game.permanents("Алиса")[0]
    assert jace.counters["loyalty"] == 5  # the refused activation changed nothing


def test_302_6_summoning_sick_creature_cannot_use_tap_ability():
    r = position(
        alice_bf="[{card: Prodigal Sorcerer, sick: true}]",
        actions="  - {activate: Prodigal Sorcerer, targets: [Борис]}",
    )
    assert r.refusal is not None and "302.6" in r.refusal.error.rules
    assert not r.game.stack and not r.game.permanents("Алиса")[0].tapped


def test_112_7a_ability_resolves_after_its_source_is_destroyed():
    r = position(
        alice_bf="[Prodigal Sorcerer]",
        boris_hand="[Lightning Bolt]",
        boris_bf="[Mountain]",
        actions="  - {activate: Prodigal Sorcerer, targets: [Борис]}\n"
        "  - {cast: Lightning Bolt, by: Борис, targets: [Prodigal Sorcerer]}\n  - resolve: all",
    )
    assert names(r.game, "Алиса", "graveyard") == ["Prodigal Sorcerer"]
    assert r.game.player("Борис").life == 19


def test_605_3b_mana_ability_does_not_use_the_stack_but_dark_ritual_does():
    r = position(
        alice_hand="[Dark Ritual]",
        alice_bf="[Llanowar Elves, Swamp]",
        boris_hand="[Counterspell]",
        boris_bf="[Island, Island]",
        actions="  - {activate: Llanowar Elves}\n  - {cast: Dark Ritual}\n"
        "  - {cast: Counterspell, by: Борис, targets: [Dark Ritual]}\n  - resolve: all",
    )
    assert r.game.player("Алиса").mana_pool == {"G": 1}
    assert names(r.game, "Алиса", "graveyard") == ["Dark Ritual"]
    assert "countered" in kinds(r) and "701.5a" in r.cited() and "605.3b" in r.cited()


def test_307_1_sorcery_only_with_an_empty_stack():
    r = position(
        alice_hand="[Shock, Lava Axe]",
        alice_bf="[Mountain, Mountain, Mountain, Mountain, Mountain, Mountain]",
        actions="  - {cast: Shock, targets: [Борис]}\n  - {cast: Lava Axe, targets: [Борис]}",
    )
    assert r.refusal is not None and "307.1" in r.refusal.error.rules
    assert [i.source_card.name for i in r.game.stack] == ["Shock"]
    assert names(r.game, "Алиса", "hand") == ["Lava Axe"]


def test_305_2_one_land_per_turn():
    r = position(
        alice_hand="[Forest, Mountain]",
        actions="  - {play_land: Forest}\n  - {play_land: Mountain}",
    )
    assert r.refusal is not None and r.refusal.error.rules == ("305.2",)
    assert names(r.game, "Алиса", "battlefield") == ["Forest"]


def test_601_2c_illegal_target_is_refused_and_nothing_is_paid():
    r2 = position(
        alice_hand="[Doom Blade]",
        alice_bf="[Swamp, Swamp]",
        boris_bf="[Forest]",
        actions="  - {cast: Doom Blade, targets: [Forest]}",
    )
    assert r2.refusal is not None and "601.2c" in r2.refusal.error.rules
    assert not any(o.tapped for o in r2.game.permanents("Алиса"))
    assert names(r2.game, "Алиса", "hand") == ["Doom Blade"]


def test_601_2g_unpayable_cost_is_refused():
    r = position(
        alice_hand="[Lava Axe]",
        alice_bf="[Mountain]",
        actions="  - {cast: Lava Axe, targets: [Борис]}",
    )
    assert r.refusal is not None and "601.2g" in r.refusal.error.rules
    assert (
        names(r.game, "Алиса", "hand") == ["Lava Axe"] and not r.game.permanents("Алиса")[0].tapped
    )


def test_608_2h_destroy_all_black_creatures_destroys_black_white_ones():
    text = """
    title: t
    cards:
      - {name: Black Purge, cost: "{1}{B}", types: [Sorcery], text: "Destroy all black creatures.",
         spell: {effects: [{destroy_all: {types: [Creature], colors: [black]}}]}}
      - {name: Zebra Knight, cost: "{W}{B}", types: [Creature], power: 2, toughness: 2}
    players:
      Алиса:
        hand: [Black Purge]
        battlefield: [Swamp, Swamp, Grizzly Bears]
      Борис:
        battlefield: [Zebra Knight]
    actions:
      - cast: Black Purge
      - resolve: all
    """
    r = play(text)
    assert names(r.game, "Борис", "graveyard") == ["Zebra Knight"]
    assert "Grizzly Bears" in names(r.game, "Алиса", "battlefield")
    assert "608.2h" in r.cited()


def test_608_2d_an_impossible_option_cannot_be_chosen():
    text = """
    title: t
    cards:
      - name: Grim Bargain
        cost: "{B}"
        types: [Sorcery]
        text: "You may sacrifice a creature. If you don't, you lose 4 life."
        spell:
          effects: [{may: [{sacrifice: {types: [Creature]}}], otherwise: [{lose_life: 4}]}]
    players:
      Алиса:
        hand: [Grim Bargain]
        battlefield: [Swamp]
      Борис: {}
    actions:
      - cast: Grim Bargain
      - resolve: all
    """
    r = play(text)
    assert r.game.player("Алиса").life == 16
    choice = [e for s in r.steps for e in s.events if e.kind == "choice_on_resolution"][0]
    assert choice.data["possible"] is False and "608.2d" in choice.rules


def test_609_3_discard_two_with_one_card_discards_one():
    r = position(
        alice_hand="[Mind Rot]",
        alice_bf="[Swamp, Swamp, Swamp]",
        boris_hand="[Shock]",
        actions="  - {cast: Mind Rot, targets: [Борис]}\n  - resolve: all",
    )
    assert names(r.game, "Борис", "graveyard") == ["Shock"]
    assert "609.3" in r.cited()


def test_704_4_maro_survives_discarding_the_hand_mid_resolution():
    r = position(
        alice_hand="[Wheel of Fortune, Shock]",
        alice_bf="[Maro, Mountain, Mountain, Mountain]",
        actions="  - {cast: Wheel of Fortune}\n  - resolve: all",
    )
    maro = next(o for o in r.game.permanents("Алиса") if o.card.name == "Maro")
    assert characteristics(r.game, maro).toughness == 7


def test_702_12b_indestructible_survives_wrath_of_god():
    r = position(
        alice_hand="[Wrath of God]",
        alice_bf="[Plains, Plains, Plains, Plains, Darksteel Myr]",
        boris_bf="[Grizzly Bears]",
        actions="  - cast: Wrath of God\n  - resolve: all",
    )
    assert "Darksteel Myr" in names(r.game, "Алиса", "battlefield")
    assert names(r.game, "Борис", "graveyard") == ["Grizzly Bears"]
    assert "702.12b" in r.cited()


def test_702_16b_protection_makes_a_target_illegal():
    r = position(
        alice_hand="[Sorin's Thirst]",
        alice_bf="[Swamp, Swamp]",
        boris_hand="[Gods Willing]",
        boris_bf="[Plains, {card: Grizzly Bears, id: b}]",
        actions="  - {cast: Sorin's Thirst, targets: [b]}\n"
        "  - {cast: Gods Willing, by: Борис, targets: [b], choose: {color: black}}\n  - resolve: all",
    )
    assert r.game.player("Алиса").life == 20 and names(r.game, "Борис", "battlefield") == [
        "Grizzly Bears",
        "Plains",
    ]
    assert "608.2b" in r.cited()


def test_110_5_tokens_are_created_on_the_battlefield():
    r = position(
        alice_hand="[Raise the Alarm]",
        alice_bf="[Plains, Plains]",
        actions="  - cast: Raise the Alarm\n  - resolve: all",
    )
    tokens = [o for o in r.game.permanents("Алиса") if o.is_token]
    assert len(tokens) == 2 and characteristics(r.game, tokens[0]).colors == frozenset({"W"})


def test_500_4_mana_empties_when_the_step_ends_and_cleanup_ends_giant_growth():
    r = position(
        alice_hand="[Giant Growth]",
        alice_bf="[Forest, Llanowar Elves, {card: Grizzly Bears, id: b}]",
        actions="  - {activate: Llanowar Elves}\n  - {cast: Giant Growth, targets: [b], pay: [Forest]}\n"
        "  - resolve: all\n  - goto: end",
    )
    assert r.game.player("Алиса").mana_pool == {}
    assert "500.4" in r.cited()
    r2 = position(
        alice_hand="[Giant Growth]",
        alice_bf="[Forest, {card: Grizzly Bears, id: b}]",
        actions="  - {cast: Giant Growth, targets: [b]}\n  - resolve: all\n  - goto: {step: upkeep, turn: 4}",
    )
    bears = next(o for o in r2.game.permanents("Алиса") if o.card.name == "Grizzly Bears")
    assert characteristics(r2.game, bears).power == 2
    assert "514.2" in r2.cited()


def test_103_7a_and_504_1_draw_step():
    r = position(actions="  - goto: {step: main1, turn: 4}")
    assert r.game.turn == 4 and r.game.active == "Борис"
    assert len(r.game.player("Борис").zones["hand"]) == 1
    assert "504.1" in r.cited() and "502.2" in r.cited()


def test_mana_costs_parse_and_convert():
    assert ManaCost.parse("{3}{U}{U}").converted() == 5
    assert ManaCost.parse("{1}{W/U}{W/U}").converted() == 3
    assert ManaCost.parse("{2/B}{2/B}{2/B}").converted() == 6
    cost = ManaCost.parse("{2}{W/U}{X}{R/P}{2/B}{C}")
    assert str(cost) == "{2}{W/U}{X}{R/P}{2/B}{C}"
    assert cost.converted(x=3) == 2 + 1 + 3 + 1 + 2 + 1
    assert cost.colors == frozenset({"W", "U", "R", "B"})


def test_every_event_cites_rules_with_russian_text():
    import mtgjudge.rules

    r = position(
        alice_hand="[Shock]",
        alice_bf="[Mountain]",
        boris_bf="[{card: Grizzly Bears, id: b}]",
        actions="  - {cast: Shock, targets: [b]}\n  - resolve: all\n  - goto: {step: upkeep, turn: 4}",
    )
    for rule in r.cited():
        assert mtgjudge.rules.text_of(rule), rule


def test_704_5s_counters_over_a_stated_maximum_are_removed():
    r = play("""
    title: t
    cards:
      - {name: Capped Golem, cost: "{3}", types: [Artifact, Creature], power: 1, toughness: 1,
         text: "Capped Golem can't have more than two +1/+1 counters on it.",
         static: [{max_counters: {kind: "+1/+1", n: 2}}]}
    players:
      Алиса:
        battlefield: [{card: Capped Golem, id: g, counters: {"+1/+1": 5}}]
      Борис: {}
    actions:
      - pass
    """)
    golem = r.game.permanents("Алиса")[0]
    assert golem.counters == {"+1/+1": 2} and "704.5s" in r.cited()


def _shock(extra: str):
    return play(f"""
    title: t
    players:
      Алиса:
        hand: [Shock]
        battlefield: [Mountain, Forest, {{card: Prodigal Pyromancer, id: пиро}}]
      Борис: {{}}
    turn: {{active: Алиса, step: main1, number: 3}}
    actions:
      - {extra}
    """)


def test_601_2b_x_for_a_cost_without_x_is_refused_not_ignored():
    r = _shock("{cast: Shock, targets: [Борис], x: 5}")
    assert r.refusal is not None and "нет X" in str(r.refusal.error)
    assert r.refusal.error.rules == ("601.2b",)
    r = _shock("{activate: пиро, targets: [Борис], x: 2}")
    assert r.refusal is not None and "нет X" in str(r.refusal.error)


def test_601_2b_a_sacrifice_for_a_spell_without_such_a_cost_is_refused_not_ignored():
    r = _shock("{cast: Shock, targets: [Борис], sacrifice: Forest}")
    assert r.refusal is not None and "нет стоимости «пожертвуйте" in str(r.refusal.error)
    assert r.game.permanents("Алиса")[1].card.name == "Forest"  # nothing happened (transaction)


def test_a_long_cost_is_written_with_its_count_in_a_refusal():
    # Multikicker 100 times: the refusal named a hundred {G} one by one (megabytes for
    # Replicate 1,000,000); a run of one symbol is written once with its count
    from mtgjudge.engine.mana import abbreviated

    assert abbreviated("{2}{R}{R}") == "{2}{R}{R}"
    assert abbreviated("{W}" * 6 + "{U}") == "{W}×6{U}"
    r = play("""
    title: t
    cards:
      - {name: Test Warcaller, cost: "{G}", types: [Creature], power: 1, toughness: 1,
         keywords: ["Multikicker {1}{G}"]}
    players:
      Алиса:
        hand: [Test Warcaller]
        battlefield: [Forest, Forest]
      Борис: {}
    turn: {active: Алиса, step: main1, number: 3}
    actions:
      - {cast: Test Warcaller, choose: {kicker: 100}}
    """)
    assert str(r.refusal.error) == "не хватает маны, чтобы заплатить {100}{G}×101"


def test_a_large_amount_of_mana_is_written_as_a_count():
    """A pool of a million mana was written symbol by symbol (a MemoryError for an expected
    pool of 10^11 from a scenario file): more than MANA_SPELLED_OUT of one type is a count."""
    from mtgjudge.engine.mana import MANA_SPELLED_OUT, mana_text

    assert mana_text({"R": 2, "C": 1}) == "{R}{R}{C}"
    assert mana_text({"C": 10**9}) == "{C}×1000000000"
    assert len(mana_text({"G": MANA_SPELLED_OUT})) == 3 * MANA_SPELLED_OUT


def test_a_game_that_makes_too_many_objects_stops_with_exit_3(monkeypatch):
    """«Draw X» with X = 999 990 from a library given as a number took minutes (an object per
    card and per zone change, 400.7): past MAX_OBJECTS the run stops (limit, exit 3)."""
    import mtgjudge.engine.state as state

    monkeypatch.setattr(state, "MAX_OBJECTS", 500)
    r = play(
        """
title: t
players:
  Алиса:
    hand: [Stroke of Genius]
    mana_pool: '{999}{U}{U}{U}'
    library: 1000000000
  Борис:
    library: 10
turn: {active: Алиса, step: main1, number: 3}
actions:
  - {cast: Stroke of Genius, by: Алиса, targets: [Алиса], x: 999}
  - resolve: all
"""
    )
    assert r.limit_reached and "больше 500 объектов" in r.limit_reached
