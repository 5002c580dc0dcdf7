"""Soulbond (702.94): pairing, what "each of those creatures" means, and how a pair breaks."""

from __future__ import annotations

from mtgjudge.engine.characteristics import characteristics

from .engine_helpers import play

HEAD = """
title: t
players:
  Алиса:
    hand: [{hand}]
    battlefield: [{alice}Forest, Forest, Forest, Forest, Forest, Forest]
    library: 10
  Борис:
    hand: [Terror]
    battlefield: [Swamp, Swamp]
    library: 10
turn: {{active: Алиса, step: main1, number: 3}}
actions:
"""


def _pt(r, name):
    obj = next(o for o in r.game.permanents() if o.card.name == name)
    ch = characteristics(r.game, obj)
    return ch.power, ch.toughness


def test_702_94a_pairs_as_it_enters_and_both_get_the_bonus():
    r = play(
        HEAD.format(hand="Wolfir Silverheart", alice="Grizzly Bears, ")
        + "  - {cast: Wolfir Silverheart}\n  - resolve: all\n"
    )
    assert r.refusal is None
    assert _pt(r, "Grizzly Bears") == (6, 6) and _pt(r, "Wolfir Silverheart") == (8, 8)


def test_702_94a_declining_leaves_both_unpaired():
    r = play(
        HEAD.format(hand="Wolfir Silverheart", alice="Grizzly Bears, ")
        + "  - choose: {may: false}\n  - {cast: Wolfir Silverheart}\n  - resolve: all\n"
    )
    assert _pt(r, "Grizzly Bears") == (2, 2) and _pt(r, "Wolfir Silverheart") == (4, 4)


def test_702_94a_another_creature_entering_pairs_with_an_unpaired_soulbond_creature():
    r = play(
        HEAD.format(hand="Grizzly Bears", alice="Wolfir Silverheart, ")
        + "  - {cast: Grizzly Bears}\n  - resolve: all\n"
    )
    assert r.refusal is None
    assert _pt(r, "Grizzly Bears") == (6, 6)


def test_702_94a_no_trigger_when_already_paired_and_702_94d_one_partner():
    r = play(
        HEAD.format(hand="Grizzly Bears", alice="Wolfir Silverheart, Hill Giant, ").replace(
            "library: 10\n  Борис", "library: 10\n  Борис", 1
        )
        + "  - {cast: Grizzly Bears}\n  - resolve: all\n"
    )
    # the Wolfir entered the scenario unpaired; the Bears pair with it; the Giant stays out
    assert _pt(r, "Grizzly Bears") == (6, 6) and _pt(r, "Hill Giant") == (3, 3)


def test_702_94e_the_pair_breaks_when_one_leaves_the_battlefield():
    r = play(
        HEAD.format(hand="Wolfir Silverheart", alice="Grizzly Bears, ")
        + "  - {cast: Wolfir Silverheart}\n  - resolve: all\n"
        "  - {cast: Terror, by: Борис, targets: [Wolfir Silverheart]}\n  - resolve: all\n"
    )
    assert r.refusal is None
    assert _pt(r, "Grizzly Bears") == (2, 2)
    assert "702.94e" in r.cited()
    assert r.game.paired == {}
