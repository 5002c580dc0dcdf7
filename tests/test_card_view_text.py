"""The card view's Russian text of abilities: numeral agreement and every kind of cost."""

from __future__ import annotations

from mtgjudge.cards.format import card_from_dict
from mtgjudge.explain.card_view import ability_ru, effect_ru


def test_damage_noun_agrees_with_the_number():
    assert effect_ru({"damage": 2, "to": "target"}).startswith("нанести 2 повреждения")
    assert effect_ru({"damage": 5, "to": "target"}).startswith("нанести 5 повреждений")
    assert effect_ru({"damage": 1, "to": "target"}).startswith("нанести 1 повреждение")


def test_every_cost_part_is_shown():
    card = card_from_dict(
        {
            "name": "Test Guard",
            "types": ["Creature"],
            "power": 2,
            "toughness": 3,
            "abilities": [
                {
                    "cost": {"sacrifice": {"types": ["Creature"]}},
                    "effects": [{"regenerate": "self"}],
                },
                {"cost": {"discard": 1}, "effects": [{"draw": 1}]},
            ],
        }
    )
    sacrifice, discard = (ability_ru(a) for a in card.abilities)
    assert "без стоимости" not in sacrifice and "пожертвовать перманент" in sacrifice
    assert "сбросить карт: 1" in discard


def test_filter_colours_are_russian_words() -> None:
    """A filter's colours are named in Russian, never as letters or with a broken ending
    («colors: W», «черноое» were shown before)."""
    from mtgjudge.explain.card_view import _filter_ru

    text = _filter_ru({"colors": ["W", "chosen"], "not_colors": ["B"]})
    assert text == " (не черного цвета, белого или выбранного цвета)"
