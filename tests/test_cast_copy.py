"""706.12: casting a copy of a card (Isochron Scepter), 607.2a imprint, 704.5e."""

from __future__ import annotations

from .engine_helpers import names, play

SCEPTER = """
title: t
players:
  Алиса:
    hand: [Isochron Scepter, %s]
    battlefield: [Mountain, Mountain, Mountain, Mountain, Island, Island, Island]
  Борис:
turn: {active: Алиса, step: main1, number: 3}
actions:
  - cast: Isochron Scepter
  - resolve: all
%s
"""


def _events(r, kind):
    return [e for s in r.steps for e in s.events if e.kind == kind]


def test_706_12_the_copy_is_cast_and_the_card_stays_exiled():
    r = play(
        SCEPTER
        % (
            "Lightning Bolt",
            "  - {activate: Isochron Scepter, choose: {cast_targets: {Lightning Bolt: [Борис]}}}\n"
            "  - resolve: all",
        )
    )
    assert r.game.player("Борис").life == 17
    assert names(r.game, "Алиса", "exile") == ["Lightning Bolt"]
    assert names(r.game, "Алиса", "graveyard") == []  # the copy ceased to exist (704.5e)
    [cast] = [e for e in _events(r, "spell_cast") if e.data["card"] == "Lightning Bolt"]
    assert "706.12" in cast.rules
    assert [e.rules for e in _events(r, "card_copied")] == [("706.12", "706.2")]


def test_each_activation_makes_a_new_copy():
    r = play(
        SCEPTER
        % (
            "Lightning Bolt",
            "  - {activate: Isochron Scepter, choose: {cast_targets: {Lightning Bolt: [Борис]}}}\n"
            "  - resolve: all\n"
            "  - goto: {step: main1, turn: 5}\n"
            "  - {activate: Isochron Scepter, choose: {cast_targets: {Lightning Bolt: [Борис]}}}\n"
            "  - resolve: all",
        )
    )
    assert r.game.player("Борис").life == 14
    assert names(r.game, "Алиса", "exile") == ["Lightning Bolt"]


def test_only_an_instant_with_converted_mana_cost_2_or_less_is_imprinted():
    r = play(SCEPTER % ("Cancel, Giant Growth", ""))  # Cancel costs {1}{U}{U}: 3
    assert names(r.game, "Алиса", "exile") == ["Giant Growth"]
    r = play(SCEPTER % ("Cancel", "  - activate: Isochron Scepter\n  - resolve: all"))
    assert names(r.game, "Алиса", "exile") == []
    assert names(r.game, "Алиса", "hand") == ["Cancel"]
    assert _events(r, "card_copied") == []  # nothing exiled: nothing to copy


def test_declining_makes_no_copy():
    r = play(
        SCEPTER
        % (
            "Lightning Bolt",
            "  - {activate: Isochron Scepter, choose: {may: false}}\n  - resolve: all",
        )
    )
    assert r.game.player("Борис").life == 20
    assert _events(r, "card_copied") == []
