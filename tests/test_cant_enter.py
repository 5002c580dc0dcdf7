"""Worms of the Earth: "Players can't play lands", "Lands can't enter the battlefield" (the
608.3b example; 101.2: "can't" beats an instruction; 110.5d for tokens) and its upkeep
"any player may … If a player does either, …" (101.4)."""

from __future__ import annotations

import pytest

from .engine_helpers import kinds, names, play

WORMS = """
title: t
cards:
  - name: Land Token Test
    cost: "{G}"
    types: [Sorcery]
    text: "Put a Forest land token onto the battlefield."
    spell:
      effects:
        - create_token: {name: Forest, types: [Land], subtypes: [Forest], power: 0, toughness: 0}
players:
  Алиса:
    hand: [Forest, Land Token Test]
    library: [Plains, Island]
    battlefield: [Grasslands, Forest]
  Борис:
    battlefield: [Worms of the Earth]
turn: {active: Алиса, step: main1, number: 3}
actions:
  - %s
"""


def test_101_2_players_can_t_play_lands():
    r = play(WORMS % "play_land: Forest")
    assert r.refusal is not None and "101.2" in r.refusal.error.rules
    assert names(r.game, "Алиса", "hand") == ["Forest", "Land Token Test"]


def test_a_land_an_effect_would_put_onto_the_battlefield_stays_in_the_library():
    r = play(WORMS % "activate: Grasslands\n  - resolve: all")
    assert "Plains" in names(r.game, "Алиса", "library")
    assert names(r.game, "Алиса", "battlefield") == ["Forest"]  # Grasslands was sacrificed
    assert "stays_put" in kinds(r)


def test_110_5d_a_land_token_is_not_created():
    r = play(WORMS % "cast: Land Token Test\n  - resolve: all")
    assert names(r.game, "Алиса", "battlefield") == ["Forest", "Grasslands"]
    assert "token_not_created" in kinds(r)


UPKEEP = """
title: t
players:
  Алиса:
    battlefield: [Worms of the Earth, Swamp]
  Борис:
    battlefield: [Forest, Forest]
turn: {active: Алиса, step: end, number: 3}
actions:
%s
  - goto: {step: draw, turn: 4}
"""


@pytest.mark.parametrize(
    ("answer", "worms", "boris_life", "boris_lands"),
    [
        ("", True, 20, 2),  # by default nobody does either
        ("  - choose: {player_options: {Борис: 2}}", False, 15, 2),
        ("  - choose: {player_options: {Борис: 1}}", False, 20, 0),
        # Boris (active) declines, Alice takes 5: the first who does it destroys the Worms
        ("  - choose: {player_options: {Борис: 0, Алиса: 2}}", False, 20, 2),
    ],
)
def test_101_4_each_player_in_turn_order_may_pay(answer, worms, boris_life, boris_lands):
    r = play(UPKEEP % answer)
    assert ("Worms of the Earth" in names(r.game, "Алиса", "battlefield")) == worms
    assert r.game.player("Борис").life == boris_life
    assert len(names(r.game, "Борис", "battlefield")) == boris_lands


def test_an_option_the_player_cannot_take_is_refused():
    # Alice has only one land: she can't sacrifice two
    r = play(UPKEEP % "  - choose: {player_options: {Алиса: 1}}")
    assert r.refusal is not None
    assert "не может выбрать вариант 1" in r.refusal.error.reason


def test_a_static_ability_the_permanent_lost_no_longer_forbids():
    """The forbidding permanents are read from the layer pass (613), not from printed cards:
    Worms of the Earth made a creature by Opalescence (layer 4) loses its abilities to
    Humility (layer 6), so lands can be played and can enter again."""
    text = """
title: t
players:
  Алиса:
    hand: [Forest]
    battlefield: [Opalescence, Humility]
  Борис:
    battlefield: [Worms of the Earth]
turn: {active: Алиса, step: main1, number: 3}
actions:
  - play_land: Forest
"""
    r = play(text)
    assert r.refusal is None
    assert sorted(names(r.game, "Алиса", "battlefield")) == ["Forest", "Humility", "Opalescence"]
    r = play(WORMS % "play_land: Forest")  # without them: refused (101.2)
    assert r.refusal is not None
