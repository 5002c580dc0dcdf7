"""Templates read from Oracle text and played: "Search your library for a [Subtype] permanent
card with converted mana cost N or less, put it onto the battlefield" (701.15a, 110.4a),
"Put target … / CARDNAME on top of its owner's library" (400.7), "… deals N damage to target
creature or player and N damage to you" (119.1, 608.2c)."""

from __future__ import annotations

import pytest

from mtgjudge.cards.format import card_from_dict
from mtgjudge.cards.oracle import Clause, compile_card, compile_clause
from mtgjudge.engine.filters import card_matches
from tests.engine_helpers import scenario


def creature(name, text, cost="{2}", subtypes=()):
    result = compile_card(
        {
            "name": name,
            "layout": "normal",
            "faces": [
                {
                    "types": ["Creature"],
                    "subtypes": list(subtypes),
                    "manaCost": cost,
                    "power": "1",
                    "toughness": "1",
                    "text": text,
                }
            ],
        }
    )
    assert result.status == "full", [a.problem for a in result.abilities]
    return result.card


@pytest.mark.parametrize(
    "kind, text",
    [
        ("spell", "Put target creature on top of its owner's library."),
        ("spell", "Put target nonland permanent on top of its owner's library."),
        ("activated", "{1}{U}: Put CARDNAME on top of its owner's library."),
        (
            "activated",
            "{T}: CARDNAME deals 1 damage to target creature or player and 1 damage to you.",
        ),
        (
            "activated",
            "{2}, {T}: Search your library for a Rebel permanent card with converted mana cost 3 "
            "or less, put it onto the battlefield, then shuffle your library.",
        ),
    ],
)
def test_templates_compile_and_round_trip(kind, text):
    result = compile_clause(Clause(kind, text))
    assert result.ok, result.problem
    assert result.rendered == text


def test_a_permanent_card_with_converted_mana_cost_n_or_less():
    flt = {"subtypes": ["Rebel"], "permanent": True, "mana_value_at_most": 3}
    rebel = card_from_dict(
        {
            "name": "R",
            "cost": "{2}{W}",
            "types": ["Creature"],
            "subtypes": ["Rebel"],
            "power": 1,
            "toughness": 1,
        }
    )
    big = card_from_dict(
        {
            "name": "B",
            "cost": "{4}",
            "types": ["Creature"],
            "subtypes": ["Rebel"],
            "power": 1,
            "toughness": 1,
        }
    )
    assert card_matches(rebel, flt) and not card_matches(big, flt)
    spell = card_from_dict({"name": "S", "cost": "{W}", "types": ["Instant"]})
    assert not card_matches(spell, {"permanent": True})


def run(cards, alice, bob, actions, active="Алиса"):
    return scenario(alice, bob, actions, cards, active=active)


def test_the_recruiter_finds_a_small_rebel_and_puts_it_onto_the_battlefield():
    recruiter = creature(
        "Test Recruiter",
        "{2}, {T}: Search your library for a Rebel permanent card with converted mana cost 3 "
        "or less, put it onto the battlefield, then shuffle your library.",
        subtypes=["Human", "Rebel"],
    )
    small = creature("Test Small Rebel", "Flying", cost="{2}{W}", subtypes=["Human", "Rebel"])
    big = creature("Test Big Rebel", "Flying", cost="{4}{W}", subtypes=["Human", "Rebel"])
    result = run(
        [recruiter, small, big],
        {
            "battlefield": [{"card": "Test Recruiter", "id": "r"}, "Plains", "Plains"],
            "library": ["Test Big Rebel", "Test Small Rebel", "Plains"],
        },
        {"library": 5},
        [{"activate": "r", "by": "Алиса"}, {"resolve": "all"}],
    )
    assert result.refusal is None, result.refusal
    names = sorted(o.card.name for o in result.game.permanents("Алиса"))
    assert "Test Small Rebel" in names and "Test Big Rebel" not in names


def test_put_on_top_of_its_owners_library_and_damage_to_you():
    bounce = {
        "name": "Test Tuck",
        "cost": "{U}",
        "types": ["Instant"],
        "spell": compile_clause(
            Clause("spell", "Put target creature on top of its owner's library.")
        ).parts[0][1],
    }
    bounce["spell"] = {k: v for k, v in bounce["spell"].items() if not k.startswith("_")}
    artillery = creature(
        "Test Artillery",
        "{T}: CARDNAME deals 2 damage to target creature or player and 3 damage to you.",
    )
    result = run(
        [bounce, artillery],
        {
            "hand": ["Test Tuck"],
            "battlefield": [{"card": "Test Artillery", "id": "a"}, "Island"],
            "library": 5,
        },
        {"battlefield": [{"card": "Grizzly Bears", "id": "g"}], "library": ["Forest"]},
        [
            {"activate": "a", "by": "Алиса", "targets": ["Борис"]},
            {"resolve": "all"},
            {"cast": "Test Tuck", "by": "Алиса", "targets": ["g"]},
            {"resolve": "all"},
        ],
    )
    assert result.refusal is None, result.refusal
    game = result.game
    assert game.player("Борис").life == 18 and game.player("Алиса").life == 17
    top = game.obj(game.player("Борис").zones["library"][0]).card.name  # top first
    assert top == "Grizzly Bears" and not game.permanents("Борис")


def test_switch_its_power_and_toughness_until_end_of_turn():
    """613.3e (layer 7e): switched after the other changes; it ends at the cleanup step."""
    from mtgjudge.engine.characteristics import characteristics

    card = creature(
        "Test Switcher", "{U}: Switch CARDNAME's power and toughness until end of turn."
    )
    card["toughness"] = 3
    result = run(
        [card],
        {"battlefield": [{"card": "Test Switcher", "id": "s"}, "Island"], "library": 5},
        {"library": 5},
        [{"activate": "s", "by": "Алиса"}, {"resolve": "all"}],
    )
    assert result.refusal is None, result.refusal
    game = result.game
    view = characteristics(game, game.obj(game.aliases["s"]))
    assert (view.power, view.toughness) == (3, 1)


def test_pump_and_damage_to_you_in_order():
    from mtgjudge.engine.characteristics import characteristics

    card = creature(
        "Test Fiend", "{B}: CARDNAME gets +1/+1 until end of turn and deals 1 damage to you."
    )
    result = run(
        [card],
        {"battlefield": [{"card": "Test Fiend", "id": "f"}, "Swamp"], "library": 5},
        {"library": 5},
        [{"activate": "f", "by": "Алиса"}, {"resolve": "all"}],
    )
    assert result.refusal is None, result.refusal
    game = result.game
    view = characteristics(game, game.obj(game.aliases["f"]))
    assert (view.power, game.player("Алиса").life) == (2, 19)
