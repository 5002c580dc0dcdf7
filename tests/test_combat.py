"""Turn structure and combat (500–514, 506–511), one ruling per test: state and cited rules."""

from __future__ import annotations

from mtgjudge.engine.characteristics import characteristics

from .engine_helpers import kinds, names, play

HEAD = """
title: t
players:
  Алиса:
    hand: {hand}
    battlefield: {alice}
  Борис:
    battlefield: {boris}
turn: {{active: Алиса, step: main1, number: 3}}
actions:
{actions}
"""


def combat(alice: str, boris: str = "[]", actions: str = "", hand: str = "[]"):
    return play(HEAD.format(alice=alice, boris=boris, actions=actions, hand=hand))


def test_510_1b_unblocked_attacker_damages_the_player_and_508_1f_taps():
    r = combat(
        "[{card: Hill Giant, id: g}]", actions="  - attack: {g: Борис}\n  - goto: end_of_combat"
    )
    assert r.game.player("Борис").life == 17
    assert r.game.permanents("Алиса")[0].tapped
    assert {"508.1f", "510.1b", "510.2"} <= set(r.cited())


def test_702_20b_vigilance_does_not_tap():
    r = combat(
        "[{card: Serra Angel, id: a}]", actions="  - attack: {a: Борис}\n  - goto: end_of_combat"
    )
    assert not r.game.permanents("Алиса")[0].tapped and r.game.player("Борис").life == 16


def test_508_1a_summoning_sick_creature_cannot_attack_but_haste_can():
    r = combat("[{card: Grizzly Bears, id: b, sick: true}]", actions="  - attack: {b: Борис}")
    assert r.refusal is not None and "302.6" in r.refusal.error.rules
    assert r.game.step == "main1"  # the refused declaration undid its passes too
    r2 = combat(
        "[{card: Raging Goblin, id: g, sick: true}]",
        actions="  - attack: {g: Борис}\n  - goto: end_of_combat",
    )
    assert r2.refusal is None and r2.game.player("Борис").life == 19


def test_702_3b_defender_cannot_attack():
    r = combat("[{card: Wall of Stone, id: w}]", actions="  - attack: {w: Борис}")
    assert r.refusal is not None and "702.3b" in r.refusal.error.rules


def test_702_9b_flying_blocked_only_by_flying_or_reach():
    r = combat(
        "[{card: Wind Drake, id: d}]",
        "[{card: Grizzly Bears, id: b}]",
        "  - attack: {d: Борис}\n  - block: {b: d}",
    )
    assert r.refusal is not None and "702.9b" in r.refusal.error.rules
    r2 = combat(
        "[{card: Wind Drake, id: d}]",
        "[{card: Giant Spider, id: s}]",
        "  - attack: {d: Борис}\n  - block: {s: d}\n  - goto: end_of_combat",
    )
    assert names(r2.game, "Алиса", "graveyard") == ["Wind Drake"]


def test_509_1b_cant_block():
    r = combat(
        "[{card: Grizzly Bears, id: b}]",
        "[{card: Goblin Piker, id: p}]",
        "  - attack: {b: Борис}\n  - block: {p: b}",
    )
    assert r.refusal is not None and r.refusal.error.rules == ("509.1b",)


def test_510_5_first_strike_kills_before_regular_damage():
    r = combat(
        "[{card: Youthful Knight, id: k}]",
        "[{card: Grizzly Bears, id: b}]",
        "  - attack: {k: Борис}\n  - block: {b: k}\n  - goto: end_of_combat",
    )
    assert names(r.game, "Борис", "graveyard") == ["Grizzly Bears"]
    assert names(r.game, "Алиса", "battlefield") == ["Youthful Knight"]
    assert "510.5" in r.cited()
    assert r.game.permanents("Алиса")[0].damage == 0


def test_702_4b_double_strike_deals_damage_in_both_steps():
    r = combat(
        "[{card: Fencing Ace, id: a}]", actions="  - attack: {a: Борис}\n  - goto: end_of_combat"
    )
    assert r.game.player("Борис").life == 18


def test_702_19b_trample_assigns_lethal_then_the_rest_to_the_player():
    r = combat(
        "[{card: Colossal Dreadmaw, id: d}]",
        "[{card: Grizzly Bears, id: b}]",
        "  - attack: {d: Борис}\n  - block: {b: d}\n  - goto: end_of_combat",
    )
    assert r.game.player("Борис").life == 16 and "702.19b" in r.cited()


def test_702_2b_deathtouch_trample_needs_only_one_damage_per_blocker():
    text = HEAD.format(
        alice="[{card: Deadly Trampler, id: t}]",
        boris="[{card: Craw Wurm, id: w}]",
        hand="[]",
        actions="  - attack: {t: Борис}\n  - block: {w: t}\n  - goto: end_of_combat",
    )
    text = text.replace(
        "players:",
        "cards:\n  - {name: Deadly Trampler, cost: '{3}{B}', types: [Creature], power: 4, "
        "toughness: 4, keywords: [Trample, Deathtouch]}\nplayers:",
    )
    r = play(text)
    assert r.game.player("Борис").life == 17
    assert names(r.game, "Борис", "graveyard") == ["Craw Wurm"]


def test_509_2_damage_assignment_order_and_510_1c_lethal_first():
    r = combat(
        "[{card: Hill Giant, id: g}]",
        "[{card: Grizzly Bears, id: b}, {card: Typhoid Rats, id: r}]",
        "  - attack: {g: Борис}\n  - choose: {order: {g: [b, r]}}\n  - block: {b: g, r: g}\n"
        "  - goto: end_of_combat",
    )
    assert sorted(names(r.game, "Борис", "graveyard")) == ["Grizzly Bears", "Typhoid Rats"]
    assert names(r.game, "Алиса", "graveyard") == ["Hill Giant"]  # deathtouch
    assert {"509.2", "510.1c", "702.2c"} <= set(r.cited())


def test_510_1c_a_division_that_skips_lethal_damage_is_refused():
    r = combat(
        "[{card: Hill Giant, id: g}]",
        "[{card: Grizzly Bears, id: b}, {card: Typhoid Rats, id: r}]",
        "  - attack: {g: Борис}\n  - choose: {order: {g: [b, r]}, assign: {g: {b: 1, r: 2}}}\n"
        "  - block: {b: g, r: g}\n  - goto: end_of_combat",
    )
    assert r.refusal is not None and "510.1c" in r.refusal.error.rules


def test_509_1h_blocked_creature_whose_blocker_is_gone_deals_no_damage():
    r = combat(
        "[{card: Hill Giant, id: g}, Mountain]",
        "[{card: Grizzly Bears, id: b}]",
        "  - attack: {g: Борис}\n  - block: {b: g}\n  - {cast: Lightning Bolt, by: Алиса, targets: [b]}\n"
        "  - resolve: all\n  - goto: end_of_combat",
        hand="[Lightning Bolt]",
    )
    assert r.game.player("Борис").life == 20 and "no_combat_damage" in kinds(r)


def test_119_3f_lifelink_on_player_and_creature_damage():
    r = combat(
        "[{card: Vampire Nighthawk, id: a}, {card: Vampire Nighthawk, id: c}]",
        "[{card: Giant Spider, id: s}]",
        "  - attack: {a: Борис, c: Борис}\n  - block: {s: a}\n  - goto: end_of_combat",
    )
    assert r.game.player("Алиса").life == 24 and r.game.player("Борис").life == 18
    assert names(r.game, "Борис", "graveyard") == ["Giant Spider"]
    assert "119.3f" in r.cited()


def test_119_3c_combat_damage_to_a_planeswalker_removes_loyalty():
    r = combat(
        "[{card: Grizzly Bears, id: b}]",
        "[{card: Jace Beleren, id: j}]",
        "  - attack: {b: j}\n  - goto: end_of_combat",
    )
    jace = r.game.permanents("Борис")[0]
    assert jace.counters["loyalty"] == 1 and r.game.player("Борис").life == 20
    assert "119.3c" in r.cited()


def test_306_7_noncombat_damage_redirected_to_a_planeswalker():
    r = combat(
        "[Mountain]",
        "[{card: Jace Beleren, id: j}]",
        "  - choose: {redirect: j}\n  - {cast: Lightning Bolt, targets: [Борис]}\n  - resolve: all",
        hand="[Lightning Bolt]",
    )
    assert r.game.player("Борис").life == 20
    assert names(r.game, "Борис", "graveyard") == ["Jace Beleren"]
    assert "306.7" in r.cited()


def test_702_16_protection_prevents_damage_and_blocking():
    r = combat(
        "[{card: Youthful Knight, id: y}]",
        "[{card: Black Knight, id: k}]",
        "  - attack: {y: Борис}\n  - block: {k: y}\n  - goto: end_of_combat",
    )
    assert r.game.permanents("Борис")[0].damage == 0  # white damage prevented
    assert names(r.game, "Алиса", "graveyard") == ["Youthful Knight"]
    assert "702.16e" in r.cited()
    r2 = combat(
        "[{card: White Knight, id: w}]",
        "[{card: Typhoid Rats, id: t}]",
        "  - attack: {w: Борис}\n  - block: {t: w}",
    )
    assert r2.refusal is not None and "702.16f" in r2.refusal.error.rules


def test_500_8_relentless_assault_adds_a_combat_and_a_main_phase():
    r = combat(
        "[{card: Grizzly Bears, id: b}, Mountain, Mountain, Mountain, Mountain]",
        actions="  - attack: {b: Борис}\n  - goto: main2\n  - cast: Relentless Assault\n  - resolve: all\n"
        "  - attack: {b: Борис}\n  - goto: main2",
        hand="[Relentless Assault]",
    )
    assert r.game.player("Борис").life == 16 and r.game.turn == 3
    assert {"500.8", "101.1"} <= set(r.cited())


def test_514_1_cleanup_discards_down_to_seven():
    r = combat(
        "[]",
        actions="  - choose: {discard: [Forest, Island]}\n  - goto: {step: upkeep, turn: 4}",
        hand="[Forest, Island, Plains, Plains, Plains, Plains, Plains, Plains, Plains]",
    )
    assert names(r.game, "Алиса", "graveyard") == ["Forest", "Island"]
    assert len(r.game.player("Алиса").zones["hand"]) == 7
    assert "514.1" in r.cited()


def test_502_2_untap_and_summoning_sickness_ends_on_your_turn():
    r = combat(
        "[{card: Grizzly Bears, id: b, tapped: true, sick: true}]",
        actions="  - goto: {step: main1, turn: 5}\n  - attack: {b: Борис}\n  - goto: end_of_combat",
    )
    assert r.game.player("Борис").life == 18
    bears = r.game.permanents("Алиса")[0]
    assert characteristics(r.game, bears).power == 2


def test_goto_cleanup_stops_just_after_its_turn_based_actions():
    r = combat(
        "[{card: Grizzly Bears, id: b, damage: 1}]",
        actions="  - goto: cleanup",
        hand="[Forest, Island, Plains, Plains, Plains, Plains, Plains, Plains, Plains]",
    )
    assert r.game.step == "cleanup" and r.game.turn == 3
    assert (
        len(r.game.player("Алиса").zones["hand"]) == 7 and r.game.permanents("Алиса")[0].damage == 0
    )


def test_goto_untap_then_play_on():
    r = combat(
        "[{card: Grizzly Bears, id: b, tapped: true}]",
        actions="  - goto: {step: untap, turn: 5}\n  - goto: main1",
    )
    assert r.game.turn == 5 and r.game.step == "main1" and not r.game.permanents("Алиса")[0].tapped


def test_hexproof_and_shroud_in_targeting():
    text = HEAD.format(
        alice="[Mountain, Mountain]",
        boris="[{card: Troll, id: t}, {card: Veil, id: v}]",
        hand="[Lightning Bolt, Shock]",
        actions="  - {cast: Lightning Bolt, targets: [t]}",
    )
    text = text.replace(
        "players:",
        "cards:\n  - {name: Troll, types: [Creature], power: 2, toughness: 2, keywords: [Hexproof]}\n"
        "  - {name: Veil, types: [Creature], power: 1, toughness: 1, keywords: [Shroud]}\nplayers:",
    )
    r = play(text)
    assert r.refusal is not None and "702.11a" in r.refusal.error.rules
    r2 = play(text.replace("targets: [t]", "targets: [v]"))
    assert r2.refusal is not None and "702.18a" in r2.refusal.error.rules


def test_702_13b_intimidate_and_702_14c_landwalk():
    cards = (
        "cards:\n  - {name: Shade, cost: '{B}', types: [Creature], power: 2, toughness: 2, keywords: [Intimidate]}\n"
        "  - {name: Bog Walker, cost: '{B}', types: [Creature], power: 2, toughness: 2, keywords: [Swampwalk]}\nplayers:"
    )
    text = HEAD.format(
        alice="[{card: Shade, id: s}]",
        boris="[{card: Grizzly Bears, id: b}]",
        hand="[]",
        actions="  - attack: {s: Борис}\n  - block: {b: s}",
    ).replace("players:", cards)
    r = play(text)
    assert r.refusal is not None and "702.13b" in r.refusal.error.rules
    text2 = HEAD.format(
        alice="[{card: Bog Walker, id: w}]",
        boris="[Swamp, {card: Grizzly Bears, id: b}]",
        hand="[]",
        actions="  - attack: {w: Борис}\n  - block: {b: w}",
    ).replace("players:", cards)
    r2 = play(text2)
    assert r2.refusal is not None and "702.14c" in r2.refusal.error.rules
