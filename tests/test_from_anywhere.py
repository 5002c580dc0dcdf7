""" "When ~ is put into a graveyard from anywhere" (Vigor): the card triggers from its
graveyard, whatever zone it came from (603.6c: not a leaves-the-battlefield ability)."""

from __future__ import annotations

import pytest

from .engine_helpers import names, play

VIGOR = """
title: t
players:
  Алиса:
    hand: [Vigor]
    battlefield: [{card: Vigor, id: напор}]
    library: 3
  Борис:
    hand: [Wrath of God, Mind Rot]
    battlefield: [Plains, Plains, Plains, Plains, Swamp, Swamp, Swamp]
turn: {active: Борис, step: main1, number: 4}
actions:
  - {cast: %s}
  - resolve: all
"""


@pytest.mark.parametrize(
    ("spell", "library", "battlefield"),
    [("Wrath of God", 4, []), ("'Mind Rot, targets: [Алиса]'", 4, ["Vigor"])],
)
def test_vigor_goes_back_to_the_library_from_anywhere(spell, library, battlefield):
    r = play(VIGOR % spell.strip("'"))
    assert names(r.game, "Алиса", "graveyard") == []
    assert len(r.game.player("Алиса").zones["library"]) == library
    assert names(r.game, "Алиса", "battlefield") == battlefield
    assert "603.6c" in r.cited()
