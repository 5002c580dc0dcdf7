"""Kicker [cost 1] and/or [cost 2] (702.32a): either kicker, or both, each paid once."""

from __future__ import annotations

from .engine_helpers import names, play

POSITION = """
title: t
players:
  Алиса:
    hand: [Thornscape Battlemage]
    battlefield: [Forest, Forest, Forest, Mountain, Plains]
    library: 10
  Борис:
    battlefield: [{card: Ornithopter, id: thopter}]
    library: 10
turn: {active: Алиса, step: main1, number: 3}
actions:
  - {cast: Thornscape Battlemage, by: Алиса%s}
  - resolve: all
%s
"""


def _run(kicker: str, answers: str = ""):
    return play(POSITION % (f", choose: {{kicker: {kicker}}}" if kicker else "", answers))


def test_the_red_kicker_only_triggers_its_own_ability():
    r = _run(
        "1", "  - choose: {trigger_targets: {Thornscape Battlemage: [Борис]}}\n  - resolve: all"
    )
    assert r.refusal is None
    assert r.game.player("Борис").life == 18
    assert names(r.game, "Борис", "battlefield") == ["Ornithopter"]


def test_both_kickers_both_abilities():
    r = _run(
        "[1, 2]",
        "  - choose: {trigger_targets: {Thornscape Battlemage: [Борис]}}\n  - resolve: all",
    )
    assert r.refusal is None
    assert names(r.game, "Борис", "graveyard") == ["Ornithopter"]
    assert all(o.tapped for o in r.game.permanents("Алиса") if "Land" in o.card.types)


def test_not_kicked_nothing_triggers():
    r = _run("")
    assert r.game.player("Борис").life == 20
    assert names(r.game, "Борис", "battlefield") == ["Ornithopter"]


def test_the_same_kicker_twice_is_refused():
    r = _run("[2, 2]")
    assert r.refusal is not None and "702.32a" in r.refusal.error.rules
