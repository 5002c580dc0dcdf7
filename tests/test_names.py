"""Refusals and errors name cards as printed in Russian with the English name beside
(principle 8), through one helper, ``engine/names.py``."""

from __future__ import annotations

from mtgjudge.cards.library import default_library
from mtgjudge.engine.names import card_shown, shown

from .engine_helpers import play


def test_card_shown_russian_first_english_beside_and_the_id():
    bolt = default_library().get("Lightning Bolt")
    assert card_shown(bolt) == "«Удар Молнии» (Lightning Bolt)"
    assert card_shown(bolt, "молния") == "«Удар Молнии» (Lightning Bolt, «молния»)"
    assert shown(bolt) == "«Удар Молнии» (Lightning Bolt)"


def test_refusals_name_cards_in_russian_with_the_english_beside():
    r = play(
        """
title: t
players:
  Алиса:
    hand: [Grizzly Bears]
    battlefield: [{card: Raging Goblin, id: гоблин}, Forest, Forest]
    library: 10
  Борис:
    battlefield: [{card: Hill Giant, id: великан}]
    library: 10
turn: {active: Алиса, step: main1, number: 3}
actions:
  - {cast: Grizzly Bears, by: Алиса}
  - resolve: all
  - attack: {Grizzly Bears: Борис}
"""
    )
    assert r.refusal is not None
    reason = r.refusal.error.reason
    assert "«Гризли» (Grizzly Bears)" in reason, reason


def test_a_spell_without_the_alternative_cost_is_refused_by_its_russian_name():
    r = play(
        """
title: t
players:
  Алиса:
    hand: [Lightning Bolt]
    battlefield: [Mountain]
    library: 10
  Борис:
    library: 10
turn: {active: Алиса, step: main1, number: 3}
actions:
  - {cast: Lightning Bolt, by: Алиса, targets: [Борис], alt: overload}
"""
    )
    assert r.refusal is not None
    assert r.refusal.error.reason.startswith("у «Удар Молнии» (Lightning Bolt) нет"), (
        r.refusal.error.reason
    )
