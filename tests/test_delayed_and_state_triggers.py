"""603.7 delayed triggered abilities, 603.8 state triggers, 603.4 intervening "if" forms."""

from __future__ import annotations

from .engine_helpers import kinds, names, play


def _events(r, kind):
    return [e for s in r.steps for e in s.events if e.kind == kind]


SNEAK = """
title: t
players:
  Алиса:
    hand: [Grizzly Bears, Cloudshift]
    battlefield: [Mountain, Plains, Sneak Attack]
  Борис: {}
turn: {active: Алиса, step: main1, number: 3}
actions:
  - activate: Sneak Attack
  - resolve: all
  - goto: {step: upkeep, turn: 5}
"""


def test_603_7b_delayed_trigger_triggers_once_and_603_7e_its_source_is_the_ability_source():
    r = play(SNEAK)
    created = _events(r, "delayed_trigger_created")
    assert len(created) == 1 and "603.7e" in created[0].rules
    assert created[0].data["card"] == "Sneak Attack"
    triggered = [e for e in _events(r, "ability_triggered") if e.data["delayed"]]
    assert len(triggered) == 1  # turn 3's end step only, not turn 4's
    assert "Grizzly Bears" in names(r.game, "Алиса", "graveyard")
    assert r.game.delayed_triggers == []


def test_603_7c_delayed_trigger_does_not_affect_a_new_object():
    r = play(
        SNEAK.replace(
            "  - goto: {step: upkeep, turn: 5}",
            "  - {cast: Cloudshift, targets: [Grizzly Bears]}\n  - resolve: all\n  - goto: cleanup",
        )
    )
    assert "Grizzly Bears" in names(r.game, "Алиса", "battlefield")
    gone = _events(r, "that_gone")
    assert gone and "603.7c" in gone[0].rules


def test_603_7a_haste_from_sneak_attack_lasts_while_the_object_exists():
    r = play(
        SNEAK.replace("  - goto: {step: upkeep, turn: 5}", "  - attack: {Grizzly Bears: Борис}")
    )
    assert "attackers_declared" in kinds(r) and r.refusal is None


def test_603_8_state_trigger_does_not_trigger_again_while_on_the_stack():
    r = play("""
    title: t
    cards:
      - name: Empty Hand Engine
        cost: "{2}"
        types: [Artifact]
        text: "Whenever you have no cards in hand, draw a card."
        triggers:
          - {when: state, if: {cards_in_hand_at_most: 0}, effects: [{draw: 1}]}
    players:
      Алиса:
        hand: [Shock]
        battlefield: [Mountain, Empty Hand Engine]
        library: 3
      Борис: {}
    turn: {active: Алиса, step: main1, number: 3}
    actions:
      - {cast: Shock, targets: [Борис]}
      - pass
    """)
    # the hand is empty while Shock and the trigger are on the stack: one trigger only
    assert [i.source_card.name for i in r.game.stack] == ["Shock", "Empty Hand Engine"]
    assert len(_events(r, "ability_triggered")) == 1
    assert "603.8" in _events(r, "ability_triggered")[0].rules


def test_603_4_if_you_cast_it_from_your_hand():
    cast = play("""
    title: t
    players:
      Алиса:
        hand: [Dread Cacodemon]
        battlefield: [Swamp, Swamp, Swamp, Swamp, Swamp, Swamp, Swamp, Swamp, Swamp, Swamp]
      Борис:
        battlefield: [Hill Giant]
    turn: {active: Алиса, step: main1, number: 5}
    actions:
      - cast: Dread Cacodemon
      - resolve: all
    """)
    assert names(cast.game, "Борис", "battlefield") == []
    reanimated = play("""
    title: t
    players:
      Алиса:
        hand: [Reanimate]
        graveyard: [Dread Cacodemon]
        battlefield: [Swamp]
      Борис:
        battlefield: [Hill Giant]
    turn: {active: Алиса, step: main1, number: 5}
    actions:
      - {cast: Reanimate, targets: [Dread Cacodemon]}
      - resolve: all
    """)
    assert names(reanimated.game, "Борис", "battlefield") == ["Hill Giant"]
    assert "trigger_condition_false" in kinds(reanimated)
    assert reanimated.game.player("Алиса").life == 10  # Reanimate: converted mana cost 10


def test_104_2b_felidar_sovereign_wins_only_with_40_life():
    text = """
    title: t
    players:
      Алиса:
        life: LIFE
        battlefield: [Felidar Sovereign]
      Борис: {}
    turn: {active: Борис, step: end, number: 4}
    actions:
      - goto: draw
    """
    assert play(text.replace("LIFE", "40")).game.winner == "Алиса"
    assert play(text.replace("LIFE", "39")).game.winner is None
