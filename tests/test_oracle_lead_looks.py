"""Family ``lead_looks``: "You may look at the top card of your library and at face-down
creatures you don't control any time." (401.2, 707.5: Lens of Clarity, Keeper of the Lens) —
a permission about hidden cards that nothing the engine plays depends on."""

from __future__ import annotations

from mtgjudge.cards.format import card_from_dict
from mtgjudge.explain.card_view import engine_lines
from tests.engine_helpers import refused, round_trips, scenario
from tests.test_oracle_mechanisms import compiled

LENS = compiled(
    "Test Lens",
    "You may look at the top card of your library and at face-down creatures you don't "
    "control any time.",
    types=("Artifact",),
)


def test_401_2_may_look_compiles_and_reads_back():
    ((_, static),) = round_trips(
        "static", "You may look at face-down creatures you don't control any time."
    )
    assert static == {"may_look_at": ["face_down_opponents"]}
    ((_, static),) = round_trips(
        "static",
        "You may look at the top card of your library and at face-down creatures you don't "
        "control any time.",
    )
    assert static == {"may_look_at": ["top_of_library", "face_down_opponents"]}
    # looking at another player's library, or playing from it, is another ability: unread
    refused("static", "You may look at the top card of target player's library any time.")
    refused(
        "static",
        "You may look at the top card of your library any time. You may play lands from the "
        "top of your library.",
    )


def test_the_permission_is_shown_and_changes_nothing_played():
    lines = "\n".join(engine_lines(card_from_dict(LENS)))
    assert "верхнюю карту своей библиотеки (401.2)" in lines
    assert "которых вы не контролируете (707.5)" in lines

    def bolt(battlefield):
        return scenario(
            {"battlefield": battlefield, "hand": ["Lightning Bolt"], "library": ["Island"] * 4},
            {"battlefield": ["Grizzly Bears"], "library": ["Island"] * 4},
            [{"cast": "Lightning Bolt", "targets": ["Борис"]}, {"resolve": "all"}],
            [LENS],
        )

    with_lens, without = bolt(["Mountain", "Test Lens"]), bolt(["Mountain"])
    assert with_lens.refusal is None and without.refusal is None
    assert with_lens.game.player("Борис").life == without.game.player("Борис").life == 17
