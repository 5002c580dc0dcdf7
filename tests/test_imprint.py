"""607.2a: Chrome Mox's imprint — the mana ability reads the card its linked triggered
ability exiled."""

from __future__ import annotations

from .engine_helpers import names, play

MOX = """
title: t
players:
  Алиса:
    hand: [Chrome Mox, %s]
  Борис:
turn: {active: Алиса, step: main1, number: 3}
actions:
%s
  - cast: Chrome Mox
  - resolve: all
  - activate: Chrome Mox
"""


def test_607_2a_the_mox_makes_mana_of_the_exiled_card_s_colour():
    r = play(MOX % ("Giant Growth, Lightning Bolt", "  - choose: {pick: Lightning Bolt}"))
    assert names(r.game, "Алиса", "exile") == ["Lightning Bolt"]
    assert r.game.player("Алиса").mana_pool == {"R": 1}


def test_default_pick_is_the_first_card_that_fits():
    r = play(MOX % ("Forest, Giant Growth, Lightning Bolt", ""))
    assert names(r.game, "Алиса", "exile") == ["Giant Growth"]  # a land can't be exiled
    assert r.game.player("Алиса").mana_pool == {"G": 1}


def test_nothing_exiled_the_mox_makes_no_mana():
    r = play(MOX % ("Forest", ""))
    assert names(r.game, "Алиса", "exile") == []
    assert r.refusal is not None and "607.2a" in r.refusal.error.rules
