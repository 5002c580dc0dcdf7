"""607.5: abilities gained together stay linked only to one another (Quicksilver Elemental,
Arc-Slogger, Sisters of Stone Death); 509.1c "blocks ~ this turn if able"; the exile_top cost;
spending blue mana only for Quicksilver Elemental's own abilities."""

from __future__ import annotations

from .engine_helpers import names, play

BASE = """
title: t
players:
  Алиса:
    library: [Hill Giant, Grizzly Bears, Island, Island, Island, Island, Island, Island, Island, Island, Forest]
    hand: [Lightning Bolt]
    battlefield: [{card: Quicksilver Elemental, id: ртуть}, Island, Island, Island, Island, Island, Island, Island, Island, Island, Island, Island]
  Борис:
    battlefield: [Arc-Slogger, Sisters of Stone Death, {card: Grizzly Bears, id: медведь}]
turn: {active: Алиса, step: main1, number: 3}
actions:
  - attack: {ртуть: Борис}
  - {block: {медведь: ртуть}, by: Борис}
%s
"""

ARC_THEN_SISTERS = """
  - {activate: ртуть, targets: [Arc-Slogger]}
  - resolve: 1
  - {activate: ртуть, ability: 2, targets: [Борис]}
  - resolve: 1
  - {activate: ртуть, targets: [Sisters of Stone Death]}
  - resolve: 1
  - {activate: ртуть, ability: 4, targets: [медведь]}
  - resolve: 1
"""


def test_607_5_only_the_card_exiled_with_the_sisters_ability_returns():
    r = play(BASE % (ARC_THEN_SISTERS + "  - {activate: ртуть, ability: 5}\n  - resolve: 1"))
    assert "Grizzly Bears" in names(r.game, "Алиса", "battlefield")
    assert "Hill Giant" in names(r.game, "Алиса", "exile")


def test_607_5_a_card_exiled_by_arc_slogger_s_ability_can_t_be_chosen():
    r = play(
        BASE
        % (
            ARC_THEN_SISTERS
            + "  - {activate: ртуть, ability: 5, choose: {pick: Hill Giant}}\n  - resolve: 1"
        )
    )
    assert r.refusal is not None and "Hill Giant" in r.refusal.error.reason
    assert "Hill Giant" in names(r.game, "Алиса", "exile")


def test_607_5_abilities_gained_by_another_effect_are_not_linked():
    # a second effect grants the Sisters' abilities again: its return ability (number 8) sees
    # nothing the first effect's exile ability (number 4) exiled
    r = play(
        BASE
        % (
            ARC_THEN_SISTERS
            + """
  - {activate: ртуть, targets: [Sisters of Stone Death]}
  - resolve: 1
  - {activate: ртуть, ability: 8}
  - resolve: 1
"""
        )
    )
    assert "Grizzly Bears" not in names(r.game, "Алиса", "battlefield")
    assert "Grizzly Bears" in names(r.game, "Борис", "exile")


def test_blue_mana_only_for_quicksilver_s_own_abilities():
    r = play(BASE % "  - {cast: Lightning Bolt, targets: [Борис]}")
    assert r.refusal is not None  # Islands can't pay {R} of a spell


def test_exile_top_ten_needs_ten_cards():
    text = (BASE % ARC_THEN_SISTERS).replace(
        "library: [Hill Giant, Grizzly Bears, Island, Island, Island, Island, Island, Island, Island, Island, Forest]",
        "library: [Hill Giant, Forest]",
    )
    r = play(text)
    assert r.refusal is not None and "601.2g" in r.refusal.error.rules
    assert r.game.player("Борис").life == 20


REQUIRE = """
title: t
players:
  Алиса:
    battlefield: [Sisters of Stone Death, Forest, Forest]
  Борис:
    battlefield: [{card: Grizzly Bears, id: медведь%s}, {card: Hill Giant, id: великан}]
turn: {active: Алиса, step: main1, number: 3}
actions:
  - {activate: Sisters of Stone Death, targets: [медведь]}
  - resolve: 1
  - attack: {Sisters of Stone Death: Борис}
  - {block: {%s}, by: Борис}
"""


def test_509_1c_the_creature_must_block_if_able():
    r = play(REQUIRE % ("", "великан: Sisters of Stone Death"))
    assert r.refusal is not None and r.refusal.error.rules == ("509.1c",)
    r = play(REQUIRE % ("", "медведь: Sisters of Stone Death"))
    assert r.refusal is None


def test_509_1c_a_tapped_creature_is_not_able():
    r = play(REQUIRE % (", tapped: true", "великан: Sisters of Stone Death"))
    assert r.refusal is None
