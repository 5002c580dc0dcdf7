"""Cipher (702.98a–c): the spell card exiled encoded on a creature; copies on combat damage."""

from __future__ import annotations

from .engine_helpers import names, play

POSITION = """
title: t
players:
  Алиса:
    hand: [Shadow Slice]
    battlefield:
%s
      - Swamp
      - Swamp
      - Swamp
      - Swamp
      - Swamp
    library: 10
  Борис:
    hand: [Shock]
    battlefield: [Mountain]
    library: 10
turn: {active: Алиса, step: main1, number: 3}
actions:
  - {cast: Shadow Slice, by: Алиса, targets: [Борис]%s}
  - resolve: all
%s
"""
BEARS = "      - {card: Grizzly Bears, id: g}\n      - {card: Raging Goblin, id: r}"


def test_declined_the_card_goes_to_the_graveyard():
    r = play(POSITION % (BEARS, ", choose: {cipher: false}", ""))
    assert names(r.game, "Алиса", "graveyard") == ["Shadow Slice"]


def test_without_a_creature_there_is_nothing_to_encode_on():
    r = play(POSITION % ("      - Island", "", ""))
    assert names(r.game, "Алиса", "graveyard") == ["Shadow Slice"]


def test_only_the_encoded_creature_copies_the_card():
    r = play(POSITION % (BEARS, ", choose: {cipher: g}", "  - attack: {r: Борис}\n  - goto: end\n"))
    assert r.game.player("Борис").life == 20 - 3 - 1


def test_the_encoding_ends_when_the_creature_leaves_the_battlefield():
    # 702.98c: Boris shocks the bears; the card stays exiled and encodes nothing
    actions = (
        "  - {cast: Shock, by: Борис, targets: [g]}\n  - resolve: all\n"
        "  - attack: {r: Борис}\n  - goto: end\n"
    )
    r = play(POSITION % (BEARS, ", choose: {cipher: g}", actions))
    assert names(r.game, "Алиса", "exile") == ["Shadow Slice"]
    assert r.game.player("Борис").life == 20 - 3 - 1
