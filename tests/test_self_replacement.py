"""614.15, 616.1a: a self-replacement effect inside a spell's own text applies before any
other replacement effect (Cackling Flames' hellbent and Furnace of Rath)."""

from __future__ import annotations

import pytest

from mtgjudge.cards.format import CardFormatError, card_from_dict

from .engine_helpers import kinds, play

FLAMES = """
title: t
players:
  Алиса:
    hand: [Cackling Flames%s]
    battlefield: [Mountain, Mountain, Mountain, Mountain%s]
  Борис:
turn: {active: Алиса, step: main1, number: 3}
actions:
  - {cast: Cackling Flames, targets: [Борис]}
  - resolve: all
"""


@pytest.mark.parametrize(
    ("hand", "furnace", "life", "replaced"),
    [
        ("", ", Furnace of Rath", 10, True),  # 3 -> 5 (614.15 first) -> 10
        (", Forest", ", Furnace of Rath", 14, False),  # a card in hand: 3 -> 6
        ("", "", 15, True),  # hellbent alone: 5
        (", Forest", "", 17, False),
    ],
)
def test_614_15_self_replacement_applies_before_other_replacements(hand, furnace, life, replaced):
    r = play(FLAMES % (hand, furnace))
    assert r.game.player("Борис").life == life
    assert ("self_replacement" in kinds(r)) == replaced
    if replaced:
        assert {"614.15", "616.1a"} <= set(r.cited())


def test_instead_needs_a_condition_and_an_amount():
    with pytest.raises(CardFormatError, match="instead"):
        card_from_dict(
            {
                "name": "X",
                "types": ["Instant"],
                "spell": {
                    "targets": ["creature_or_player"],
                    "effects": [{"damage": 3, "to": "target", "instead": {"damage": 5}}],
                },
            }
        )


@pytest.mark.parametrize(("kicker", "life"), [(True, 16), (False, 18)])
def test_614_15_burst_lightning_kicked_is_a_self_replacement(kicker, life):
    r = play(
        """
title: t
players:
  Алиса:
    hand: [Burst Lightning]
    battlefield: [Mountain, Mountain, Mountain, Mountain, Mountain]
  Борис:
turn: {active: Алиса, step: main1, number: 3}
actions:
  - {cast: Burst Lightning, targets: [Борис], choose: {kicker: KICKER}}
  - resolve: all
""".replace("KICKER", str(kicker).lower())
    )
    assert r.game.player("Борис").life == life
    assert ("self_replacement" in kinds(r)) == kicker
    assert ("614.15" in r.cited()) == kicker
