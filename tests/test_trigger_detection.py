"""603.2, 603.3, 603.6d: abilities trigger when their event happens, from the source as it
existed; 603.3b: each player's own order (``choose: {trigger_order: …}``)."""

from __future__ import annotations

import pytest

from mtgjudge.scenario.model import ScenarioError

from .engine_helpers import kinds, play

COMBAT = """
title: t
players:
  Алиса:
    battlefield: [{card: Archangel of Thune, id: архангел}, Ajani's Pridemate]
  Борис:
    battlefield: [Serra Angel]
turn: {active: Алиса, step: main1, number: 3}
actions:
  - attack: {архангел: Борис}
  - block: {Serra Angel: архангел}
  - goto: end_of_combat
"""


def _events(r, kind):
    return [e for s in r.steps for e in s.events if e.kind == kind]


def test_603_2_lifelink_trigger_of_a_source_that_dies_in_the_same_combat_is_not_lost():
    r = play(COMBAT)
    assert r.game.player("Алиса").life == 23
    assert "Archangel of Thune" in [
        r.game.obj(i).card.name for i in r.game.player("Алиса").zones["graveyard"]
    ]
    pridemate = next(o for o in r.game.permanents("Алиса") if o.card.name == "Ajani's Pridemate")
    assert pridemate.counters == {"+1/+1": 2}  # one from each trigger
    triggered = [e.data["card"] for e in _events(r, "ability_triggered")]
    assert "Archangel of Thune «архангел»" in triggered
    put = next(
        e for e in _events(r, "trigger_put_on_stack") if e.data["card"].startswith("Archangel")
    )
    assert put.data["source_gone"] and "112.7a" in put.rules  # on the stack after it died


def test_603_3b_default_order_is_the_order_they_triggered():
    r = play(COMBAT.replace("  - goto: end_of_combat", "  - goto: combat_damage"))
    assert [i.source_card.name for i in r.game.stack] == ["Archangel of Thune", "Ajani's Pridemate"]
    first = _events(r, "trigger_put_on_stack")[0]
    assert first.data["default_order"] and not first.data["chosen_order"]


def test_603_3b_trigger_order_chosen_by_the_player():
    r = play(
        COMBAT.replace(
            "  - attack:", "  - choose: {trigger_order: [Ajani's Pridemate, архангел]}\n  - attack:"
        ).replace("  - goto: end_of_combat", "  - goto: combat_damage")
    )
    assert [i.source_card.name for i in r.game.stack] == ["Ajani's Pridemate", "Archangel of Thune"]
    assert all(e.data["chosen_order"] for e in _events(r, "trigger_put_on_stack"))


def test_603_3b_trigger_order_naming_an_ability_that_did_not_trigger_is_a_scenario_error():
    text = COMBAT.replace(
        "  - attack:", "  - choose: {trigger_order: [Ajani's Pridemate, Blood Artist]}\n  - attack:"
    )
    with pytest.raises(ScenarioError) as info:
        play(text)
    problem = info.value.problems[0]
    assert "Blood Artist" in problem.message and problem.line == 10 and problem.column > 1


def test_603_3b_trigger_order_that_is_never_used_is_a_scenario_error():
    text = COMBAT.replace("  - attack:", "  - choose: {trigger_order: [Blood Artist]}\n  - attack:")
    with pytest.raises(ScenarioError) as info:
        play(text)
    assert "ни разу" in info.value.problems[0].message


def test_603_3b_other_players_triggers_go_on_the_stack_after_the_active_players():
    r = play("""
    title: t
    players:
      Алиса:
        hand: [Grizzly Bears]
        battlefield: [Forest, Forest, Soul Warden]
      Борис:
        battlefield: [Soul Warden]
    turn: {active: Алиса, step: main1, number: 3}
    actions:
      - cast: Grizzly Bears
      - resolve: 1
    """)
    assert [i.controller for i in r.game.stack] == ["Алиса", "Борис"]  # Борис's resolves first
    assert "ability_triggered" in kinds(r)
