"""509.1b: "CARDNAME can't be blocked by more than one creature" — read from Oracle text and
checked on the whole declaration of blockers."""

from __future__ import annotations

import pytest
import yaml

from mtgjudge.cards.oracle import compile_card
from tests.engine_helpers import play

LONER = compile_card(
    {
        "name": "Test Loner",
        "layout": "normal",
        "faces": [
            {
                "types": ["Creature"],
                "manaCost": "{3}",
                "power": "3",
                "toughness": "3",
                "text": "Test Loner can't be blocked by more than one creature.",
            }
        ],
    }
).card


@pytest.mark.parametrize("blockers, refused", [(["b1"], False), (["b1", "b2"], True)])
def test_509_1b_at_most_one_blocker(blockers, refused):
    assert LONER is not None
    result = play(
        yaml.safe_dump(
            {
                "title": "t",
                "cards": [LONER],
                "players": {
                    "Алиса": {"battlefield": [{"card": "Test Loner", "id": "l"}], "library": 5},
                    "Борис": {
                        "battlefield": [
                            {"card": "Grizzly Bears", "id": "b1"},
                            {"card": "Grizzly Bears", "id": "b2"},
                        ],
                        "library": 5,
                    },
                },
                "turn": {"active": "Алиса", "step": "main1", "number": 3},
                "actions": [
                    {"attack": {"l": "Борис"}},
                    {"block": {b: "l" for b in blockers}},
                    {"resolve": "all"},
                ],
            },
            allow_unicode=True,
        )
    )
    if refused:
        assert result.refusal is not None and "509.1b" in result.refusal.error.rules
    else:
        assert result.refusal is None
