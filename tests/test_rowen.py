"""603.10, 607.2g: a static ability linked to a triggered ability (Rowen)."""

from __future__ import annotations

from .engine_helpers import names, play

ROWEN = """
title: t
players:
  Алиса:
    library: [%s]
    battlefield: [Rowen]
  Борис:
    library: [Forest, Forest]
turn: {active: Борис, step: main2, number: 2}
actions:
  - goto: {step: main1, turn: 3}
%s
"""


def _events(r, kind):
    return [e for s in r.steps for e in s.events if e.kind == kind]


def test_a_basic_land_revealed_draws_a_card():
    r = play(ROWEN % ("Forest, Island, Plains", ""))
    assert names(r.game, "Алиса", "hand") == ["Forest", "Island"]
    [shown] = _events(r, "revealed_this_way")
    assert shown.rules == ("603.10", "607.2g") and shown.data["card"] == "Forest"


def test_a_nonbasic_or_nonland_first_card_triggers_nothing():
    r = play(ROWEN % ("Lightning Bolt, Island, Plains", ""))
    assert names(r.game, "Алиса", "hand") == ["Lightning Bolt"]
    assert len(_events(r, "revealed_this_way")) == 1
    assert not [e for e in _events(r, "ability_triggered") if e.data["card"] == "Rowen"]


def test_only_the_first_card_of_the_turn_is_revealed():
    # the card Rowen's ability draws is the second of the turn: not revealed, no loop
    r = play(ROWEN % ("Forest, Island, Plains, Swamp", ""))
    assert len(_events(r, "revealed_this_way")) == 1
    assert names(r.game, "Алиса", "library") == ["Plains", "Swamp"]


def test_an_opponent_s_draw_is_not_yours():
    r = play(ROWEN % ("Forest, Island", "  - goto: {step: main1, turn: 4}"))
    # Борис drew a Forest in turn 4: Alice's Rowen reveals only her own draws
    assert len(_events(r, "revealed_this_way")) == 1
