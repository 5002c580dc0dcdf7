"""Mana abilities with other instructions (605.1a, 605.3b): painlands, eggs."""

from __future__ import annotations

from mtgjudge.cards.format import card_from_dict
from mtgjudge.cards.oracle import Clause, compile_card, compile_clause


def _card(text: str, types=("Land",)) -> dict:
    result = compile_card(
        {"name": "Test Land", "layout": "normal", "faces": [{"types": list(types), "text": text}]}
    )
    assert result.status == "full", [a.problem for a in result.abilities]
    return result.card


def test_a_painland_ability_is_a_mana_ability():
    card = card_from_dict(_card("{T}: Add {W} or {U}. Test Land deals 1 damage to you."))
    (ability,) = card.abilities
    assert ability.is_mana_ability
    assert ability.effects[1] == {"damage": 1, "to": "you"}


def test_mana_after_another_instruction_is_refused():
    result = compile_clause(Clause("activated", "{T}: You gain 1 life. Add {G} to your mana pool."))
    assert result.problem is not None and result.problem.rule == "605.3b"


def test_the_painland_deals_its_damage_when_used_for_coloured_mana_only():
    import yaml

    from tests.engine_helpers import play

    land = _card("{T}: Add {C}.\n{T}: Add {R} or {G}. Test Land deals 1 damage to you.")
    run = play(
        yaml.safe_dump(
            {
                "title": "t",
                "cards": [land],
                "players": {
                    "Алиса": {
                        "hand": ["Grizzly Bears", "Ornithopter"],
                        "battlefield": ["Test Land", "Test Land", "Forest"],
                    },
                    "Борис": {},
                },
                "turn": {"active": "Алиса", "step": "main1", "number": 3},
                "actions": [
                    {"cast": "Grizzly Bears", "by": "Алиса"},
                    {"resolve": "all"},
                ],
            },
            allow_unicode=True,
        )
    )
    assert run.refusal is None
    # {1}{G}: the Forest gives {G} and a painland its colourless mana, without damage
    assert run.game.player("Алиса").life == 20
