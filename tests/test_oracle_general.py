"""General templates of every era read from Oracle text (issue 14, helper 14g): damage to each
creature and each player (119.3), "doesn't untap" (502.2), "unless its controller pays"
(608.2d), prevention shields of a turn (615), delayed triggers (603.7), skipped steps (614.1b)."""

from __future__ import annotations

import yaml

from tests.engine_helpers import play
from tests.test_oracle_mechanisms import compiled, run


def cast_run(hand, battlefield_a, battlefield_b, actions, cards=(), active="Алиса"):
    """A position with cards in Алиса's hand (main phase of turn 3 of ``active``)."""
    return play(
        yaml.safe_dump(
            {
                "title": "t",
                "cards": list(cards),
                "players": {
                    "Алиса": {"hand": list(hand), "battlefield": battlefield_a},
                    "Борис": {"battlefield": battlefield_b},
                },
                "turn": {"active": active, "step": "main1", "number": 3},
                "actions": actions,
            },
            allow_unicode=True,
        )
    )


def test_damage_to_each_creature_and_each_player_is_one_event():
    """119.3: one event deals the damage to every creature and every player."""
    plague = compiled(
        "Test Plague",
        "{B}: Test Plague deals 1 damage to each creature and each player.",
        types=("Enchantment",),
    )
    assert plague["abilities"][0]["effects"] == [
        {"damage": 1, "to": [{"all": {"types": ["Creature"]}}, "each_player"]}
    ]
    result = run(
        [{"card": "Test Plague", "id": "p"}, "Swamp", {"card": "Llanowar Elves"}],
        [{"card": "Grizzly Bears"}],
        [{"activate": "p", "by": "Алиса"}, {"resolve": "all"}],
        cards=[plague],
    )
    assert result.refusal is None
    game = result.game
    assert game.player("Алиса").life == 19 and game.player("Борис").life == 19
    assert [o.card.name for o in game.permanents("Алиса")].count("Llanowar Elves") == 0
    bears = [o for o in game.permanents("Борис") if o.card.name == "Grizzly Bears"]
    assert bears and bears[0].damage == 1


def _tapped(result, player: str, name: str) -> bool:
    (obj,) = [o for o in result.game.permanents(player) if o.card.name == name]
    return obj.tapped


def test_a_permanent_that_doesnt_untap_stays_tapped():
    """502.2: "CARDNAME doesn't untap during your untap step"; the other permanents untap."""
    monolith = compiled(
        "Test Monolith", "Test Monolith doesn't untap during your untap step.", types=("Artifact",)
    )
    result = run(
        [{"card": "Test Monolith", "tapped": True}, {"card": "Island", "tapped": True}],
        [],
        [{"goto": {"step": "upkeep", "turn": 5}}],
        cards=[monolith],
    )
    assert result.refusal is None
    assert _tapped(result, "Алиса", "Test Monolith")
    assert not _tapped(result, "Алиса", "Island")


def test_an_aura_keeps_the_enchanted_creature_tapped_and_not_its_own_permanents():
    paralysis = compiled(
        "Test Paralysis",
        "Enchant creature\nEnchanted creature doesn't untap during its controller's untap step.",
        types=("Enchantment",),
        subtypes=["Aura"],
    )
    result = run(
        [{"card": "Test Paralysis", "attached_to": "b"}],
        [{"card": "Grizzly Bears", "id": "b", "tapped": True}, {"card": "Forest", "tapped": True}],
        [{"goto": {"step": "upkeep", "turn": 4}}],
        cards=[paralysis],
    )
    assert result.refusal is None, result.refusal
    assert _tapped(result, "Борис", "Grizzly Bears")
    assert not _tapped(result, "Борис", "Forest")


def test_doesnt_untap_during_its_controllers_next_untap_step_is_used_up_once():
    """502.2: the one-shot effect keeps it tapped through one untap step of its controller,
    the next one (turn 4); in the one after (turn 6) it untaps."""
    tangle = compiled(
        "Test Tangle",
        "Tap target creature. It doesn't untap during its controller's next untap step.",
        types=("Instant",),
    )

    def after(turn: int):
        result = cast_run(
            ["Test Tangle"],
            ["Forest", "Forest"],
            [{"card": "Grizzly Bears", "id": "b"}],
            [
                {"cast": "Test Tangle", "by": "Алиса", "targets": ["b"]},
                {"resolve": "all"},
                {"goto": {"step": "upkeep", "turn": turn}},
            ],
            cards=[tangle],
        )
        assert result.refusal is None, result.refusal
        return result

    assert _tapped(after(4), "Борис", "Grizzly Bears")  # Борис's next untap step: stays
    assert not _tapped(after(6), "Борис", "Grizzly Bears")  # the one after: untaps
