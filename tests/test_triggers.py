"""Triggered abilities (603) and the intervening "if" (603.4, 608.2a)."""

from __future__ import annotations

from mtgjudge.engine.characteristics import characteristics

from .engine_helpers import kinds, names, play

UPKEEP_CARD = """
cards:
  - name: Second Wind Shrine
    cost: "{1}{W}"
    types: [Enchantment]
    text: "At the beginning of your upkeep, if you have 5 or less life, you gain 5 life."
    triggers:
      - {when: your_upkeep, if: {life_at_most: 5}, effects: [{gain_life: 5}]}
"""


def test_603_3_enters_the_battlefield_trigger_goes_on_the_stack_and_resolves():
    r = play("""
    title: t
    players:
      Алиса:
        hand: [Venerable Monk]
        battlefield: [Plains, Plains, Plains]
      Борис: {}
    actions:
      - cast: Venerable Monk
      - resolve: 1
      - {resolve: all}
    """)
    assert r.game.player("Алиса").life == 22
    assert "trigger_put_on_stack" in kinds(r) and "603.3" in r.cited()


def test_702_107_prowess_triggers_on_a_noncreature_spell():
    r = play("""
    title: t
    players:
      Алиса:
        hand: [Shock]
        battlefield: [Mountain, {card: Monastery Swiftspear, id: s}]
      Борис: {}
    actions:
      - {cast: Shock, targets: [Борис]}
      - resolve: all
    """)
    swift = next(o for o in r.game.permanents("Алиса") if o.card.name == "Monastery Swiftspear")
    ch = characteristics(r.game, swift)
    assert (ch.power, ch.toughness) == (2, 3)
    resolved = [e.data["card"] for s in r.steps for e in s.events if e.kind == "resolving"]
    assert resolved == ["Monastery Swiftspear", "Shock"]  # the trigger is above the spell


def test_608_2a_intervening_if_checked_again_on_resolution():
    text = (
        """
    title: t
    """
        + UPKEEP_CARD.replace("\n", "\n    ")
        + """
    players:
      Алиса:
        life: 5
        hand: [Healing Salve]
        battlefield: [Plains, Second Wind Shrine]
      Борис: {}
    turn: {active: Борис, step: end, number: 2}
    actions:
      - goto: upkeep
      - {cast: Healing Salve, by: Алиса, modes: [1], targets: [Алиса]}
      - resolve: all
    """
    )
    r = play(text)
    assert r.game.player("Алиса").life == 8  # 5 + 3, and the shrine did nothing
    assert "intervening_if_false" in kinds(r) and "608.2a" in r.cited()
    r2 = play(
        text.replace("      - {cast: Healing Salve, by: Алиса, modes: [1], targets: [Алиса]}\n", "")
    )
    assert r2.game.player("Алиса").life == 10


def test_603_4_intervening_if_false_means_it_does_not_trigger():
    text = (
        """
    title: t
    """
        + UPKEEP_CARD.replace("\n", "\n    ")
        + """
    players:
      Алиса:
        life: 12
        battlefield: [Second Wind Shrine]
      Борис: {}
    turn: {active: Борис, step: end, number: 2}
    actions:
      - goto: main1
    """
    )
    r = play(text)
    assert r.game.player("Алиса").life == 12
    assert "trigger_condition_false" in kinds(r) and "603.4" in r.cited()


def test_603_6d_dies_trigger_uses_last_known_information():
    r = play("""
    title: t
    cards:
      - name: Martyr Lamb
        cost: "{W}"
        types: [Creature]
        power: 1
        toughness: 1
        text: "When Martyr Lamb dies, you gain 3 life."
        triggers:
          - {when: dies, effects: [{gain_life: 3}]}
    players:
      Алиса:
        hand: [Shock]
        battlefield: [Mountain]
      Борис:
        battlefield: [Martyr Lamb]
    actions:
      - {cast: Shock, targets: [Martyr Lamb]}
      - resolve: all
    """)
    assert r.game.player("Борис").life == 23
    assert names(r.game, "Борис", "graveyard") == ["Martyr Lamb"]


def test_603_3d_trigger_targets_chosen_when_put_on_the_stack():
    r = play("""
    title: t
    players:
      Алиса:
        hand: [Gravedigger]
        battlefield: [Swamp, Swamp, Swamp, Swamp]
        graveyard: [Grizzly Bears, Hill Giant]
      Борис: {}
    actions:
      - choose: {trigger_targets: {Gravedigger: [Hill Giant]}}
      - cast: Gravedigger
      - resolve: all
    """)
    assert names(r.game, "Алиса", "hand") == ["Hill Giant"]
    assert "603.3d" in r.cited()


def test_603_3d_no_legal_target_removes_the_trigger():
    r = play("""
    title: t
    players:
      Алиса:
        hand: [Gravedigger]
        battlefield: [Swamp, Swamp, Swamp, Swamp]
      Борис:
        graveyard: [Grizzly Bears]
    actions:
      - cast: Gravedigger
      - resolve: all
    """)
    assert "trigger_removed_no_targets" in kinds(r)
    assert names(r.game, "Борис", "graveyard") == ["Grizzly Bears"]


def test_combat_events_trigger_abilities_attacks_and_combat_damage_to_a_player():
    r = play("""
    title: t
    cards:
      - name: Raiding Scout
        cost: "{1}{U}"
        types: [Creature]
        power: 1
        toughness: 1
        text: "Whenever Raiding Scout attacks, you gain 1 life. Whenever Raiding Scout deals combat damage to a player, draw a card."
        triggers:
          - {when: attacks, effects: [{gain_life: 1}]}
          - {when: deals_combat_damage_to_player, effects: [{draw: 1}]}
    players:
      Алиса:
        battlefield: [{card: Raiding Scout, id: s}]
      Борис: {}
    turn: {active: Алиса, step: main1, number: 3}
    actions:
      - attack: {s: Борис}
      - resolve: all
      - goto: end_of_combat
    """)
    assert r.game.player("Алиса").life == 21 and r.game.player("Борис").life == 19
    assert len(r.game.player("Алиса").zones["hand"]) == 1
    whens = [e.data["when"] for s in r.steps for e in s.events if e.kind == "trigger_put_on_stack"]
    assert whens == ["attacks", "deals_combat_damage_to_player"]


def test_another_creature_enters_triggers_soul_warden_and_of_filters():
    r = play("""
    title: t
    cards:
      - name: Watchful Ward
        cost: "{W}"
        types: [Enchantment]
        text: "Whenever a creature an opponent controls enters the battlefield, you gain 2 life."
        triggers:
          - {when: another_creature_enters, of: {controller: opponent}, effects: [{gain_life: 2}]}
    players:
      Алиса:
        hand: [Grizzly Bears]
        battlefield: [Forest, Forest, Soul Warden, Watchful Ward]
      Борис: {}
    actions:
      - cast: Grizzly Bears
      - resolve: all
    """)
    assert r.game.player("Алиса").life == 21  # Soul Warden only: the bears are not an opponent's


def test_603_6d_a_creature_dies_sees_creatures_that_died_at_the_same_time():
    r = play("""
    title: t
    players:
      Алиса:
        hand: [Wrath of God]
        battlefield: [Plains, Plains, Plains, Plains, Blood Artist]
      Борис:
        battlefield: [Grizzly Bears]
    actions:
      - choose: {trigger_targets: {Blood Artist: [Борис]}}
      - cast: Wrath of God
      - resolve: all
    """)
    assert r.game.player("Борис").life == 18 and r.game.player("Алиса").life == 22
    assert "603.6d" in r.cited()
