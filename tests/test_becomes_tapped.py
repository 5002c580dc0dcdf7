"""603.2d: "becomes tapped" triggers only when a permanent on the battlefield changes from
untapped to tapped — by any cause (mana ability, attack, cost, effect) — not when it enters
tapped or is tapped already."""

from __future__ import annotations

from .engine_helpers import kinds, play

LIFETAP = """
title: t
players:
  Алиса:
    battlefield: [Lifetap]
  Борис:
    hand: [Giant Growth]
    battlefield: [Evolving Wilds, {card: Forest, id: лес1}, {card: Forest, id: лес2, tapped: true}, Grizzly Bears]
    library: [Forest]
turn: {active: Борис, step: main1, number: 4}
actions:
%s
"""


def _life(r):
    return r.game.player("Алиса").life


def test_603_2d_entering_tapped_is_not_becoming_tapped():
    r = play(LIFETAP % "  - activate: Evolving Wilds\n  - resolve: all")
    assert _life(r) == 20 and "ability_triggered" not in kinds(r)


def test_603_2d_tapping_for_mana_is_becoming_tapped():
    r = play(
        LIFETAP
        % "  - {cast: Giant Growth, targets: [Grizzly Bears], pay: [лес1]}\n  - resolve: all"
    )
    assert _life(r) == 21


def test_603_2d_attacking_taps_a_forest_creature_too():
    r = play(
        (LIFETAP % "  - attack: {Dryad Arbor: Алиса}\n  - resolve: all").replace(
            "Grizzly Bears]", "Grizzly Bears, Dryad Arbor]"
        )
    )
    assert _life(r) == 21  # Dryad Arbor is a Forest; attacking taps it
