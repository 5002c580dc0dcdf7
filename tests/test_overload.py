"""Overload (702.95a–b): the alternative cost replaces "target" with "each" (issue 12b)."""

from __future__ import annotations

from .engine_helpers import names, play

POSITION = """
title: t
players:
  Алиса:
    hand: [%s]
    battlefield:
      - {card: Grizzly Bears, id: own}
      - Island
      - Island
      - Island
      - Island
      - Island
      - Island
      - Island
    library: 10
  Борис:
    battlefield:
      - {card: Serra Angel, id: angel}
      - {card: Ornithopter, id: thopter}
      - {card: Forest, id: forest}
    library: 10
turn: {active: Алиса, step: main1, number: 3}
actions:
  - %s
  - resolve: all
"""


def test_overloaded_cyclonic_rift_returns_each_nonland_permanent_you_dont_control():
    r = play(POSITION % ("Cyclonic Rift", "{cast: Cyclonic Rift, by: Алиса, alt: overload}"))
    assert r.refusal is None
    assert names(r.game, "Борис", "hand") == ["Ornithopter", "Serra Angel"]
    assert names(r.game, "Борис", "battlefield") == ["Forest"]
    assert "Grizzly Bears" in names(r.game, "Алиса", "battlefield")


def test_without_overload_it_has_its_target():
    r = play(POSITION % ("Cyclonic Rift", "{cast: Cyclonic Rift, by: Алиса, targets: [angel]}"))
    assert r.refusal is None
    assert names(r.game, "Борис", "hand") == ["Serra Angel"]


def test_overloaded_spell_takes_no_targets():
    r = play(
        POSITION
        % ("Cyclonic Rift", "{cast: Cyclonic Rift, by: Алиса, alt: overload, targets: [angel]}")
    )
    assert r.refusal is not None


def test_a_card_without_overload_cannot_be_overloaded():
    r = play(POSITION % ("Shock", "{cast: Shock, by: Алиса, alt: overload}"))
    assert r.refusal is not None and "702.95a" in r.refusal.error.rules
