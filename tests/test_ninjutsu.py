"""Ninjutsu (702.48a): from a hand, return an unblocked attacker; the ninja enters attacking."""

from __future__ import annotations

from .engine_helpers import names, play

POSITION = """
title: t
players:
  Алиса:
    hand: [Ninja of the Deep Hours]
    battlefield:
      - {card: Grizzly Bears, id: g}
      - Island
      - Island
    library: 10
  Борис:
    battlefield:
      - {card: Wall of Wood, id: wall}
    library: 10
turn: {active: Алиса, step: main1, number: 3}
actions:
  - attack: {g: Борис}
%s
"""


def test_only_once_blockers_are_declared():
    r = play(POSITION % "  - {activate: Ninja of the Deep Hours, by: Алиса}")
    assert r.refusal is not None and "601.2g" in r.refusal.error.rules
    assert names(r.game, "Алиса", "hand") == ["Ninja of the Deep Hours"]


def test_a_blocked_attacker_cannot_be_returned():
    r = play(POSITION % "  - block: {wall: g}\n  - {activate: Ninja of the Deep Hours, by: Алиса}")
    assert r.refusal is not None and "601.2g" in r.refusal.error.rules


def test_the_ninja_attacks_what_the_returned_creature_attacked():
    r = play(
        POSITION
        % "  - goto: declare_blockers\n  - {activate: Ninja of the Deep Hours, by: Алиса}\n"
        "  - resolve: all"
    )
    assert r.refusal is None
    ninja = next(o for o in r.game.permanents("Алиса") if o.card.name == "Ninja of the Deep Hours")
    assert ninja.tapped and r.game.attackers.get(ninja.id) == "Борис"
    assert names(r.game, "Алиса", "hand") == ["Grizzly Bears"]
