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


def test_filter_supertypes_are_the_printed_russian_words() -> None:
    """Supertypes in the words of Russian cards (rules_ru/terminology.tsv), never «не
    Legendary» (shown before)."""
    from mtgjudge.explain.card_view import _filter_ru

    text = _filter_ru({"not_supertypes": ["Legendary", "Basic"], "supertypes": ["Snow"]})
    assert text == " (нелегендарные, небазовые, снежные)"


def test_every_filter_condition_is_shown() -> None:
    """Each key of the card filter format (FILTER_KEYS) is rendered: a condition the engine
    checks but the card view leaves out misstates the card (Smother's «с конвертированной
    мана-стоимостью 3 или меньше» was missing).  No English word leaks."""
    import re

    from mtgjudge.cards.format import FILTER_KEYS
    from mtgjudge.explain.card_view import _filter_ru

    samples = {
        "types": ["Creature"],
        "not_types": ["Land"],
        "subtypes": ["Elf"],
        "not_subtypes": ["Elf"],
        "supertypes": ["Legendary"],
        "not_supertypes": ["Snow"],
        "colors": ["G"],
        "not_colors": ["B"],
        "controller": "chosen",
        "tapped": False,
        "name": "chosen",
        "level": [1, None],
        "keywords": ["Flying"],
        "not_keywords": ["Flying"],
        "in_combat": "attacking",
        "with_counter": "+1/+1",
        "token": True,
    }
    for key in FILTER_KEYS:
        shown = _filter_ru({key: samples.get(key, 3 if "_at_" in key else True)})
        assert shown.startswith(" (") and len(shown) > 4, key
        assert not re.search(r"[A-Za-z]{2,}", shown), (key, shown)


def test_every_keyword_that_stands_for_abilities_has_its_meaning() -> None:
    """Scavenge and Tribute crashed `mtgjudge card` (KeyError): every keyword the engine
    expands into abilities has its Russian meaning with its rule (702.96a, 702.103a)."""
    from mtgjudge.cards.keyword_abilities import expand
    from mtgjudge.cards.keywords import ABILITIES, KeywordError, parse_keyword
    from mtgjudge.explain.events_ru import keyword_meaning_ru

    for spec in ABILITIES:
        for text in (spec.name, f"{spec.name} 1", f"{spec.name} {{1}}", f"{spec.name} X"):
            try:
                parsed = parse_keyword(text)
            except KeywordError:
                continue
            if expand(parsed) is not None:
                meaning = keyword_meaning_ru(text)
                assert meaning and spec.rule.split(".")[0] in meaning, text
            break


def test_card_view_of_scavenge_and_tribute_cards() -> None:
    from mtgjudge.cards.library import default_library
    from mtgjudge.explain.card_view import engine_lines

    for name, words in (
        ("Deadbridge Goliath", "Утилизация {4}{G}{G}"),
        ("Fanatic of Xenagos", "Дань 1"),
    ):
        text = "\n".join(engine_lines(default_library().get(name)))
        assert words in text, text


def test_enters_with_x_counters_is_told_as_x_of_the_spell() -> None:
    """``counters: {n: X}`` was shown by its raw value: the check compared with a lowercase
    «x» that the format never produces (107.3a)."""
    from mtgjudge.explain.card_view import engine_lines

    card = card_from_dict(
        {
            "name": "Test Hydra",
            "cost": "{X}{G}",
            "types": ["Creature"],
            "power": 0,
            "toughness": 0,
            "replacements": [
                {
                    "event": "enter_battlefield",
                    "of": "self",
                    "counters": {"kind": "+1/+1", "n": "X"},
                }
            ],
        }
    )
    assert "X — значение, объявленное при разыгрывании (107.3a)" in "\n".join(engine_lines(card))


def test_enters_with_a_word_for_a_number_is_a_card_format_error() -> None:
    """``counters: {n: x}`` was an internal error (int("x")): a card-format error now."""
    import pytest

    from mtgjudge.cards.format import CardFormatError

    with pytest.raises(CardFormatError, match="n — число от 1 или X"):
        card_from_dict(
            {
                "name": "Test Hydra",
                "types": ["Creature"],
                "power": 0,
                "toughness": 0,
                "replacements": [
                    {
                        "event": "enter_battlefield",
                        "of": "self",
                        "counters": {"kind": "+1/+1", "n": "x"},
                    }
                ],
            }
        )
