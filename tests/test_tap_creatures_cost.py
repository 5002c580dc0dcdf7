"""117.1: "Tap any number of untapped creatures you control other than ~ with total power 10
or greater" (Mossbridge Troll's cost)."""

from __future__ import annotations

from .engine_helpers import play

TROLL = """
title: t
players:
  Алиса:
    battlefield:
      - Mossbridge Troll
      - {card: Craw Wurm, id: w1}
      - {card: Craw Wurm, id: w2}
      - {card: Grizzly Bears, id: bear}
      %s
  Борис:
turn: {active: Алиса, step: main1, number: 3}
actions:
%s
  - activate: Mossbridge Troll
"""


def _tapped(r):
    return sorted(o.alias or o.card.name for o in r.game.permanents("Алиса") if o.tapped)


def test_default_taps_the_most_powerful_creatures_until_enough():
    r = play(TROLL % ("", ""))
    assert _tapped(r) == ["w1", "w2"]


def test_the_answer_names_the_creatures_to_tap():
    r = play(TROLL % ("- {card: Craw Wurm, id: w3}", "  - choose: {tap: [w3, w2]}"))
    assert _tapped(r) == ["w2", "w3"]


def test_not_enough_power_is_refused_and_nothing_is_tapped():
    r = play(TROLL % ("", "  - choose: {tap: [w1, bear]}"))
    assert r.refusal is not None and "117.1" in r.refusal.error.rules
    assert _tapped(r) == []
