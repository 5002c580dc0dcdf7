""" "As long as you control N or more …" (611.3a) and the fast lands' "enters the battlefield
tapped unless you control two or fewer other lands" (614.1c): a count of the permanents you
control, read from Oracle text and played."""

from __future__ import annotations

import pytest
import yaml

from mtgjudge.engine.characteristics import characteristics
from tests.engine_helpers import play


def run(battlefield, hand, actions):
    return play(
        yaml.safe_dump(
            {
                "title": "t",
                "players": {
                    "Алиса": {"battlefield": battlefield, "hand": hand, "library": 5},
                    "Борис": {"library": 5},
                },
                "turn": {"active": "Алиса", "step": "main1", "number": 3},
                "actions": actions,
            },
            allow_unicode=True,
        )
    )


@pytest.mark.parametrize("lands, tapped", [(2, False), (3, True)])
def test_fast_land_enters_tapped_with_three_other_lands(lands, tapped):
    result = run(
        ["Mountain"] * lands,
        ["Blackcleave Cliffs"],
        [{"play_land": "Blackcleave Cliffs", "by": "Алиса"}],
    )
    assert result.refusal is None, result.refusal
    land = next(o for o in result.game.permanents("Алиса") if o.card.name == "Blackcleave Cliffs")
    assert land.tapped is tapped


@pytest.mark.parametrize("artifacts, power", [(2, 1), (3, 3)])
def test_metalcraft_static_counts_artifacts_you_control(artifacts, power):
    result = run([{"card": "Auriok Sunchaser", "id": "a"}] + ["Ornithopter"] * (artifacts), [], [])
    game = result.game
    view = characteristics(game, game.obj(game.aliases["a"]))
    assert view.power == power and (("Flying" in view.keywords) is (artifacts >= 3))
