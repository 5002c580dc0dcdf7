"""Counters and tokens of the 2015 Standard (helper "counters", issue 14): the Ordeals (a
sentence begun with "Then", a condition on the counters of the object "it" names, "when you
sacrifice ~"), "if that creature had a +1/+1 counter on it", … — each compiled, rendered back
to its text, played, and refused where the engine would play it otherwise."""

from __future__ import annotations

import yaml

from mtgjudge.cards.oracle import Clause, compile_clause
from tests.engine_helpers import kinds, play
from tests.test_oracle_mechanisms import compiled


def ok(kind: str, text: str) -> list:
    result = compile_clause(Clause(kind, text))
    assert result.ok, result.problem
    return list(result.parts)


def refused(kind: str, text: str) -> str:
    result = compile_clause(Clause(kind, text))
    assert not result.ok, result.parts
    assert result.problem is not None
    return result.problem.reason


def game(hand, battlefield_a, battlefield_b, actions, cards=(), library_a=(), step="main1"):
    """Алиса's turn 3, with the given hand and permanents."""
    return play(
        yaml.safe_dump(
            {
                "title": "t",
                "cards": list(cards),
                "players": {
                    "Алиса": {
                        "hand": list(hand),
                        "battlefield": battlefield_a,
                        "library": list(library_a) or ["Island"] * 5,
                    },
                    "Борис": {"battlefield": battlefield_b, "library": ["Island"] * 5},
                },
                "turn": {"active": "Алиса", "step": step, "number": 3},
                "actions": actions,
            },
            allow_unicode=True,
        )
    )


def names(result, player, zone):
    g = result.game
    if zone == "battlefield":
        return sorted(o.card.name for o in g.permanents(player))
    return sorted(g.obj(i).name for i in g.player(player).zones[zone])


# -- the Ordeals (Theros) --------------------------------------------------------------------

ORDEAL_TEXT = (
    "Enchant creature\n"
    "Whenever enchanted creature attacks, put a +1/+1 counter on it. Then if it has three or "
    "more +1/+1 counters on it, sacrifice Test Ordeal.\n"
    "When you sacrifice Test Ordeal, you gain 10 life."
)
ORDEAL = compiled("Test Ordeal", ORDEAL_TEXT, types=("Enchantment",), subtypes=["Aura"])


def test_608_2c_then_if_it_has_n_counters_is_a_condition_on_that_creature():
    ((_, trigger),) = ok(
        "triggered",
        "Whenever enchanted creature attacks, put a +1/+1 counter on it. Then if it has three "
        "or more +1/+1 counters on it, sacrifice CARDNAME.",
    )
    put, sacrifice = trigger["effects"]
    assert put["on"] == "that"
    assert sacrifice["sacrifice"] == "self"
    assert sacrifice["if"]["amount_at_least"]["amount"] == {
        "amount": "counters",
        "kind": "+1/+1",
        "object": "that",
    }
    assert sacrifice["if"]["amount_at_least"]["n"] == 3


def test_701_14a_when_you_sacrifice_this():
    ((_, trigger),) = ok("triggered", "When you sacrifice CARDNAME, draw two cards.")
    assert trigger["when"] == "you_sacrifice_this"
    assert ORDEAL["triggers"][1]["when"] == "you_sacrifice_this"


def _ordeal_attack(counters: int):
    return game(
        [],
        [
            {"card": "Grizzly Bears", "id": "bear", "counters": {"+1/+1": counters}},
            {"card": "Test Ordeal", "attached_to": "bear"},
        ],
        [],
        [{"attack": {"bear": "Борис"}}, {"resolve": "all"}],
        cards=[ORDEAL],
    )


def test_608_2c_the_ordeal_stays_below_three_counters():
    result = _ordeal_attack(1)
    assert result.refusal is None, result.refusal
    bear = next(o for o in result.game.permanents("Алиса") if o.card.name == "Grizzly Bears")
    assert bear.counters == {"+1/+1": 2}
    assert "Test Ordeal" in names(result, "Алиса", "battlefield")
    assert result.game.player("Алиса").life == 20


def test_603_6c_the_ordeal_is_sacrificed_and_its_ability_looks_back():
    result = _ordeal_attack(2)
    assert result.refusal is None, result.refusal
    bear = next(o for o in result.game.permanents("Алиса") if o.card.name == "Grizzly Bears")
    assert bear.counters == {"+1/+1": 3}
    assert "Test Ordeal" in names(result, "Алиса", "graveyard")
    assert "sacrificed" in kinds(result)
    assert result.game.player("Алиса").life == 30


def test_701_14a_a_destroyed_ordeal_is_not_sacrificed():
    shatter = compiled("Test Shatter", "Destroy target enchantment.", types=("Instant",))
    result = game(
        ["Test Shatter"],
        [
            "Plains",
            "Plains",
            {"card": "Grizzly Bears", "id": "bear"},
            {"card": "Test Ordeal", "id": "ordeal", "attached_to": "bear"},
        ],
        [],
        [{"cast": "Test Shatter", "targets": ["ordeal"]}, {"resolve": "all"}],
        cards=[ORDEAL, shatter],
    )
    assert result.refusal is None, result.refusal
    assert "Test Ordeal" in names(result, "Алиса", "graveyard")
    assert result.game.player("Алиса").life == 20


# -- "if that creature had a +1/+1 counter on it" (Khans of Tarkir block) --------------------

SERPENT = compiled(
    "Test Rite",
    "Destroy target creature. If that creature had a +1/+1 counter on it, put a 1/1 green "
    "Snake creature token onto the battlefield.",
    types=("Sorcery",),
)


def _rite(counters: dict):
    return game(
        ["Test Rite"],
        ["Swamp", "Swamp"],
        [{"card": "Grizzly Bears", "id": "bear", "counters": counters}],
        [{"cast": "Test Rite", "targets": ["bear"]}, {"resolve": "all"}],
        cards=[SERPENT],
    )


def test_608_2g_the_destroyed_creature_had_a_counter():
    result = _rite({"+1/+1": 1})
    assert result.refusal is None, result.refusal
    assert names(result, "Борис", "graveyard") == ["Grizzly Bears"]
    assert names(result, "Алиса", "battlefield") == ["Snake", "Swamp", "Swamp"]


def test_608_2g_the_destroyed_creature_had_no_counter():
    result = _rite({})
    assert result.refusal is None, result.refusal
    assert names(result, "Алиса", "battlefield") == ["Swamp", "Swamp"]


def test_608_2c_then_that_creature_fights():
    ((_, spell),) = ok(
        "spell",
        "Put a +1/+1 counter on target creature you control. Then that creature fights target "
        "creature you don't control.",
    )
    put, fight = spell["effects"]
    assert put["on"] == "target" and fight["fight"] == "target" and fight["with"] == "target:2"


def test_608_2c_n_or_more_needs_two():
    refused(
        "triggered",
        "Whenever enchanted creature attacks, put a +1/+1 counter on it. Then if it has one or "
        "more +1/+1 counters on it, sacrifice CARDNAME.",
    )
