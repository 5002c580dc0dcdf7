"""Conspire (702.77a): tap two untapped creatures that share a colour with the spell; copy."""

from __future__ import annotations

from .engine_helpers import play

POSITION = """
title: t
players:
  Алиса:
    hand: [Burn Trail]
    battlefield:
      - {card: Raging Goblin, id: g1}
      - {card: Grizzly Bears, id: bear}
      - %s
      - Mountain
      - Mountain
      - Mountain
      - Mountain
    library: 10
  Борис:
    library: 10
turn: {active: Алиса, step: main1, number: 3}
actions:
  - {cast: Burn Trail, by: Алиса, targets: [Борис]%s}
  - resolve: all
"""


def _tapped(r):
    return sorted(o.alias for o in r.game.permanents("Алиса") if o.tapped and o.alias)


def test_conspire_by_default_taps_the_first_two_that_share_a_colour():
    r = play(POSITION % ("{card: Raging Goblin, id: g2}", ", choose: {conspire: true}"))
    assert r.refusal is None
    assert r.game.player("Борис").life == 14
    assert _tapped(r) == ["g1", "g2"]


def test_a_creature_of_another_colour_cannot_pay():
    r = play(POSITION % ("Ornithopter", ", choose: {conspire: [g1, bear]}"))
    assert r.refusal is not None and "601.2g" in r.refusal.error.rules
    assert _tapped(r) == []


def test_without_conspire_there_is_no_copy():
    r = play(POSITION % ("{card: Raging Goblin, id: g2}", ""))
    assert r.game.player("Борис").life == 17
    assert _tapped(r) == []
