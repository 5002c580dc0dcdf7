""" "As ~ enters the battlefield, choose …" (614.1c) and its readers, "the chosen …" (607.2d),
read from Oracle text."""

from __future__ import annotations

import pytest

from mtgjudge.cards.oracle import compile_card


def _compile(text: str, types=("Artifact",), **face):
    return compile_card(
        {
            "name": "Test Relic",
            "layout": "normal",
            "faces": [{"types": list(types), "text": text, "manaCost": "{3}", **face}],
        }
    )


@pytest.mark.parametrize(
    "word, kind",
    [
        ("a color", "color"),
        ("a creature type", "creature_type"),
        ("a player", "player"),
        ("an opponent", "opponent"),
    ],
)
def test_the_choice_as_it_enters_is_the_cards_as_enters(word, kind):
    result = _compile(f"As Test Relic enters the battlefield, choose {word}.")
    assert result.status == "full"
    assert result.card["as_enters"] == {"choose": kind}


@pytest.mark.parametrize(
    "line, key, value",
    [
        ("{T}: Add one mana of the chosen color.", "abilities", {"chosen_color": 1}),
        ("Creatures you control of the chosen color get +1/+1.", "static", ["chosen"]),
        ("Test Relic is the chosen color.", "static", "chosen_color"),
    ],
)
def test_readers_of_the_chosen_color(line, key, value):
    result = _compile(f"As Test Relic enters the battlefield, choose a color.\n{line}")
    assert result.status == "full", [a.problem for a in result.abilities]
    assert str(value).strip("[]'\"") in str(result.card[key])


def test_a_reader_without_its_choice_is_refused():
    """607.2d: "the chosen type" needs a "choose a creature type" on the same card."""
    result = _compile(
        "As Test Relic enters the battlefield, choose a color.\n"
        "Creatures of the chosen type have fear."
    )
    assert result.status == "none" and result.problem.rule == "607.2d"
    assert _compile("Creatures you control of the chosen color get +1/+1.").status == "none"


def test_the_chosen_color_of_a_permanent_in_play():
    import yaml

    from tests.engine_helpers import play

    golem = _compile(
        "As Test Relic enters the battlefield, choose a color.\nTest Relic is the chosen color.",
        types=("Artifact", "Creature"),
        power="4",
        toughness="4",
    ).card
    run = play(
        yaml.safe_dump(
            {
                "title": "t",
                "cards": [golem],
                "players": {
                    "Алиса": {"battlefield": [{"card": "Test Relic", "chosen": "red"}]},
                    "Борис": {},
                },
                "expect": {"permanents": {"Test Relic": {"colors": ["red"]}}},
            },
            allow_unicode=True,
        )
    )
    assert run.expectations and all(e.ok for e in run.expectations)
