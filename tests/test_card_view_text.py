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
        "owner": "you",
        "tapped": False,
        "name": "chosen",
        "level": [1, None],
        "keywords": ["Flying"],
        "not_keywords": ["Flying"],
        "in_combat": "attacking",
        "with_counter": "+1/+1",
        "mana_value": {"amount": "cards", "zone": "hand", "player": "you"},
        "token": True,
        "attacking_player": "enchanted_player",
        "any_of": [{"types": ["Creature"]}, {"subtypes": ["Aura"]}],
        "all_types": ["Enchantment", "Creature"],
        "same_name_as": "target",
        "shares_card_type": True,
        "toughness_less_than": {"amount": "toughness", "object": "that"},
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


CONDITION_SAMPLES = {
    "graveyard_has_each": ({"types": ["Instant"]}, {"types": ["Sorcery"]}),
    "all_of": ((("cast_from", "hand"),), (("your_turn", True),)),
    "object_is": {"of": "target", "filter": {"subtypes": ["Cyclops"]}},
    "you_control": {"types": ["Creature"]},
    "enchanted_is": {"types": ["Enchantment"]},
    "enchanted_is_not": {"types": ["Enchantment"]},
    "you_control_none": {"types": ["Creature"]},
    "none_on_battlefield": {"subtypes": ["Mountain"]},
    "that_is": {"types": ["Creature"]},
    "attacked_with_fewer_than": 1,
    "cast_from": "hand",
    "had_no_counters": "+1/+1",
    "has_counter": "time",
    "kicked_with": "{1}{B}",
    "cost_paid": "Evoke",
    "soulbond": "self",
    "self_has_keyword": "Flying",
    "counters_at_least": {"kind": "+1/+1", "n": 3},
    "amount_at_least": {
        "amount": {"amount": "counters", "kind": "+1/+1", "object": "that"},
        "n": 3,
    },
    "amount_less": {
        "amount": {"amount": "power", "object": "target"},
        "than": {"amount": "power", "object": "self"},
    },
    "you_control_at_least": {"filter": {"types": ["Artifact"]}, "n": 3},
    "you_control_exactly": {"filter": {"types": ["Creature"]}, "n": 1},
    "mana_spent": "R",
    "amount_less_than": {"amount": {"amount": "devotion", "colors": ["white"]}, "n": 5},
    "revealed_or_controlled": {"subtypes": ["Dragon"]},
    "mana_not_spent": "U",
}


def test_every_condition_key_is_told_in_russian() -> None:
    """«Как понимает движок» showed raw keys («если your_turn True», «cast_from hand»):
    every condition of the card format (format.CONDITIONS) has Russian words."""
    import re

    from mtgjudge.cards.format import CONDITIONS
    from mtgjudge.explain.card_view import condition_ru

    for key in CONDITIONS:
        arg = CONDITION_SAMPLES.get(key, 3 if re.search("least|most|exactly", key) else True)
        text = condition_ru(((key, arg),))
        assert key not in text and "True" not in text, text
        assert not re.search(r"\b[a-z]+_[a-z_]+\b", text), text
        assert re.search("[а-я]{3}", text), text


def test_every_named_number_is_told_in_russian() -> None:
    """Named numbers («that_much», «source_card_power», «blockers_beyond_first» …) were shown
    raw: every one of format.NAMED_NUMBERS reads in Russian wherever an effect uses it."""
    import re

    from mtgjudge.cards.format import NAMED_NUMBERS

    for n in (*NAMED_NUMBERS, "source_counters:+1/+1"):
        for effect in (
            {"damage": n, "to": "target"},
            {"gain_life": n},
            {"draw": n},
            {"add_counters": {"kind": "+1/+1", "n": n}, "on": "self"},
            {"draw": {"of": n, "times": 2}},
        ):
            text = effect_ru(effect)
            assert not re.search(r"\b[a-z]+_[a-z_]+\b|source_counters", text), (n, text)


def test_the_engine_view_of_every_catalogue_card_is_russian() -> None:
    """«Как понимает движок» of every card the engine reads: no crash (Scavenge, Tribute and
    «+X/+X where X is …» crashed `mtgjudge card`) and no internal key left raw (verbs,
    conditions, named numbers, filters: «put_onto_battlefield», «library_empty True»)."""
    import re

    from mtgjudge.cards.catalogue import default_catalogue
    from mtgjudge.cards.definition import UnsupportedCardError, card_definition
    from mtgjudge.explain.card_view import engine_lines

    raw = re.compile(r"\b[a-z]+_[a-z_]+\b|\{'|\bTrue\b|\bFalse\b|\bNone\b")
    # the words of the scenario format a line tells the user to write
    scenario_words = re.compile(r"\(особое действие\s+turn_face_up|\(cast … alt: \w+\)")
    catalogue = default_catalogue()
    assert catalogue is not None
    found = []
    for card in catalogue:
        try:
            definition = card_definition(card)
        except UnsupportedCardError:
            continue
        for line in engine_lines(definition):
            if "не прочитано" in line or "не поддерживается" in line:
                continue  # the card's own English words, quoted
            if raw.search(scenario_words.sub("", line)):
                found.append((card.name, line))
    assert found == [], found[:10]


def test_next_spell_rebound_additional_land_and_face_up_are_told_in_russian() -> None:
    """603.7b (the next instant or sorcery spell this turn), 305.2 (an additional land), 707.2
    (face-up creatures): Russian words in the card view."""
    from mtgjudge.explain.card_view import _filter_ru

    card = card_from_dict(
        {
            "name": "Test Walker",
            "types": ["Planeswalker"],
            "loyalty": 3,
            "abilities": [
                {
                    "loyalty": "-2",
                    "effects": [
                        {
                            "delayed": {
                                "at": "you_cast_instant_or_sorcery_from_hand",
                                "until": "next_this_turn",
                                "effects": [
                                    {"grant": ["Rebound"], "to": "that", "until": "indefinitely"}
                                ],
                            }
                        },
                        {"additional_land": "this_turn"},
                    ],
                }
            ],
        }
    )
    text = ability_ru(card.abilities[0])
    assert "когда вы в следующий раз разыграете мгновенное заклинание или волшебство" in text
    assert "ещё одну землю (305.2)" in text
    assert "you_cast" not in text and "additional" not in text
    assert _filter_ru({"face_down": False}) == " (лицом вверх)"


def test_emblem_and_new_durations_and_parts_are_told_in_russian() -> None:
    """The emblem (113.2), "until your next turn" (611.2a), a card type set (205.1a) and
    "discard your hand" (701.7a) in the card view: Russian words, no English leaks."""
    import re

    from mtgjudge.explain.layers_ru import parts_ru

    card = card_from_dict(
        {
            "name": "Test Walker",
            "types": ["Planeswalker"],
            "loyalty": 3,
            "abilities": [
                {
                    "loyalty": "-3",
                    "effects": [
                        {
                            "emblem": {
                                "static": [
                                    {
                                        "modify_pt": {"power": 2, "toughness": 2},
                                        "affects": {"types": ["Creature"], "controller": "you"},
                                    }
                                ],
                                "triggers": [
                                    {"when": "your_end_step", "effects": [{"discard": "hand"}]}
                                ],
                            },
                            "player": "target",
                        }
                    ],
                    "targets": ["opponent"],
                }
            ],
        }
    )
    text = ability_ru(card.abilities[0])
    assert "получить эмблему в командной зоне (113.2)" in text
    assert "сбросить всю руку" in text and "+2/+2" in text
    pump = effect_ru(
        {"pump_all": {"types": ["Creature"]}, "power": 1, "toughness": 0, "until": "your_next_turn"}
    )
    assert pump.endswith("до вашего следующего хода (611.2a)")
    assert parts_ru({"set_types": ["Creature"]}).startswith("только существо")
    for words in (text, pump):
        assert not re.search(r"[A-Za-z]{3,}", words.replace("CARDNAME", "")), words


def test_discard_triggers_and_word_abilities_are_shown() -> None:
    """ "Whenever an opponent discards a creature card" (701.7a) and the Sieges' "choose Khans
    or Dragons" with an ability for each word (614.12b), in Russian."""
    from mtgjudge.explain.card_view import engine_lines, trigger_ru

    card = card_from_dict(
        {
            "name": "Test Siege",
            "types": ["Enchantment"],
            "as_enters": {"choose": "word", "words": ["Khans", "Dragons"]},
            "triggers": [
                {
                    "when": "an_opponent_discards",
                    "of": {"types": ["Creature"]},
                    "effects": [{"draw": 1}],
                },
                {"when": "your_upkeep", "chosen": "Dragons", "effects": [{"gain_life": 2}]},
            ],
        }
    )
    discard, upkeep = (trigger_ru(t) for t in card.triggers)
    assert "оппонент сбрасывает карту" in discard and "существ" in discard
    assert "только если при выходе выбрано «Драконы (Dragons)» (614.12b)" in upkeep
    lines = "\n".join(engine_lines(card))
    assert "одно из слов (Ханы (Khans), Драконы (Dragons); 614.12b)" in lines


def test_colors_among_permanents_is_shown() -> None:
    """ "Draw a card for each color among permanents you control" (105.2), in Russian."""
    text = effect_ru({"draw": {"of": {"amount": "colors_among_permanents"}, "times": 1}})
    assert "число цветов среди перманентов под вашим контролем (105.2)" in text


def test_a_trigger_that_works_from_the_graveyard_is_shown() -> None:
    """ "At the beginning of combat on your turn, …, return ~ from your graveyard to the
    battlefield" (112.6k) and the condition "each creature with the greatest power" (603.4)."""
    from mtgjudge.explain.card_view import condition_ru, trigger_ru

    card = card_from_dict(
        {
            "name": "Test Phoenix",
            "types": ["Creature"],
            "power": 2,
            "toughness": 2,
            "triggers": [
                {
                    "when": "your_beginning_of_combat",
                    "zone": "graveyard",
                    "effects": [
                        {"may_pay": "{R}", "then": [{"put_onto_battlefield": "this_card"}]}
                    ],
                }
            ],
        }
    )
    (trigger,) = card.triggers
    assert trigger_ru(trigger).startswith(
        "срабатывающая способность: только пока карта на кладбище (112.6k)"
    )
    words = condition_ru((("each_greatest_power", True),))
    assert words == "если вы контролируете каждое существо на поле битвы с наибольшей силой"


def test_damage_by_toughness_and_the_statics_words_are_shown() -> None:
    """510.1a (combat damage by toughness), 500.7 (no attacks in extra turns), 509.1a (ninety-nine
    more blockers): Russian words in the card view."""
    from mtgjudge.explain.card_view import engine_lines

    card = card_from_dict(
        {
            "name": "Test Formation",
            "types": ["Creature"],
            "power": 1,
            "toughness": 4,
            "keywords": ["Can't attack during extra turns"],
            "static": [
                {"combat_damage_by_toughness": {"types": ["Creature"], "controller": "you"}},
                {
                    "grant": ["Can block an additional ninety-nine creatures each combat"],
                    "affects": {"self": True},
                },
                {"spells_cost_less_colored": "{B}{R}", "of": {"subtypes": ["Minotaur"]}},
                {"dash_cost_less": 2},
                {"attach_only_to": {"types": ["Creature"], "toughness_at_least": 4}},
            ],
        }
    )
    text = "\n".join(engine_lines(card))
    assert "ваши существа наносят боевые повреждения, равные своей выносливости" in text
    assert "во время дополнительных ходов" in text
    assert "девяносто девять" in text
    assert "стоят на {B}{R} меньше — уменьшается только цветная мана (601.2e)" in text
    assert "стоимость Рывка, которую вы платите, меньше на {2}" in text
    assert "может быть прикреплён только к существу (с выносливостью 4 или больше)" in text
    either = effect_ru(
        {
            "pump": "self",
            "power": 1,
            "toughness": -1,
            "until": "end_of_turn",
            "or_pt": {"power": -1, "toughness": 1},
        }
    )
    assert "+1/-1 или -1/+1 на выбор контролирующего игрока" in either.replace("−", "-")
    assert "combat_damage" not in text


def test_exile_if_it_leaves_their_next_upkeep_and_all_of_are_shown() -> None:
    """ "If it would leave the battlefield, exile it instead …" (614.1a), "at the beginning of
    their next upkeep" (603.7) and two intervening conditions at once (603.4), in Russian."""
    from mtgjudge.explain.card_view import trigger_ru

    text = effect_ru({"leaves_to_exile": "that"})
    assert "если покинет поле битвы, вместо этого изгнать его" in text and "614.1a" in text
    group = {"graveyard_cards": {"types": ["Creature"], "mana_value_at_most": "X"}}
    text = effect_ru({"put_onto_battlefield": group})
    assert "все карты на вашем кладбище" in text and "graveyard" not in text
    text = effect_ru({"draw": {"of": "discarded_this_way", "times": 1, "plus": -1}})
    assert "сбросил предыдущим указанием − 1" in text
    text = effect_ru({"put_from_hand": {"types": ["Creature"]}, "or_graveyard": True})
    assert "из своей руки или со своего кладбища" in text
    among = {"any_of": [{"types": ["Creature"]}, {"types": ["Land"]}]}
    text = effect_ru({"exile_from_top": 7, "put_among": among})
    assert "любое число изгнанных так карт" in text and "any_of" not in text
    text = effect_ru({"discard": 1, "filter": {"not_types": ["Land"]}})
    assert "сбросить 1 (карта" in text
    same = {"mana_value": {"amount": "mana_value", "object": "discarded"}}
    text = effect_ru({"search_library": same, "put": "hand", "reveal": True})
    assert "сброшенной карты" in text and "discarded" not in text
    text = effect_ru({"reveal_top": {}, "put": "top", "player": "each_player"})
    assert "показать верхнюю карту своей библиотеки" in text and "each_player" not in text
    card = card_from_dict(
        {
            "name": "Test Titan",
            "types": ["Creature"],
            "power": 7,
            "toughness": 2,
            "triggers": [
                {
                    "when": "dies",
                    "effects": [
                        {
                            "delayed": {
                                "at": "owners_next_upkeep",
                                "effects": [
                                    {
                                        "put_onto_battlefield": "that",
                                        "tapped": True,
                                        "under": "owner",
                                    }
                                ],
                            }
                        }
                    ],
                },
                {
                    "when": "enters_battlefield",
                    "if": {
                        "all_of": [
                            {"cast_from": "hand"},
                            {
                                "amount_at_least": {
                                    "amount": {
                                        "amount": "permanents",
                                        "filter": {"types": ["Creature"], "other": True},
                                    },
                                    "n": 5,
                                }
                            },
                        ]
                    },
                    "effects": [{"draw": 1}],
                },
            ],
        }
    )
    dies, enters = (trigger_ru(t) for t in card.triggers)
    assert "в начале следующего шага поддержки владельца той карты" in dies
    assert "этот перманент был разыгран" in enters and " и " in enters
    assert "all_of" not in enters and "owners_next" not in dies


def test_cant_gain_life_this_turn_and_prevented_damage_to_its_source_controller() -> None:
    """101.2 ("Your opponents can't gain life this turn") and 615.5 ("If damage is prevented
    this way, ~ deals that much damage to that source's controller"): Russian words."""
    card = card_from_dict(
        {
            "name": "Test Command",
            "types": ["Instant"],
            "spell": {
                "effects": [
                    {"cant_gain_life_this_turn": "opponents"},
                    {
                        "replacement": {
                            "event": "damage",
                            "source": "chosen",
                            "to": "you",
                            "prevent": "all",
                            "once": True,
                            "then": [{"damage": "prevented", "to": "damage_source_controller"}],
                        }
                    },
                ]
            },
        }
    )
    text = ability_ru(card.spell)
    assert "в этом ходу ваши оппоненты не могут получать жизнь (101.2)" in text
    assert "контроллер того источника, чьи повреждения предотвращены" in text
    assert "damage_source" not in text and "cant_gain" not in text
    shield = card_from_dict(
        {
            "name": "Test Reward",
            "types": ["Instant"],
            "spell": {
                "targets": ["creature", "creature_or_player"],
                "effects": [
                    {
                        "prevent_damage": 3,
                        "to": "target",
                        "then": [{"damage": "prevented", "to": "target:2"}],
                    }
                ],
            },
        }
    )
    text = ability_ru(shield.spell)
    assert "предотвратить следующие повреждения, число которых — 3 в этом ходу: цель" in text
    assert "затем: нанести повреждения, число которых — столько, сколько повреждений" in text


def test_greatest_characteristic_and_x_x_token_are_shown() -> None:
    """ "the greatest toughness among creatures you control" (608.2g) and an X/X token
    (110.5b), in Russian."""
    amount = {
        "amount": "greatest",
        "characteristic": "toughness",
        "filter": {"types": ["Creature"], "controller": "you"},
    }
    text = effect_ru({"draw": amount})
    assert "наибольшая выносливость среди существ под вашим контролем" in text
    from mtgjudge.cards.format import card_from_dict

    token = card_from_dict(
        {"name": "Ooze", "types": ["Creature"], "subtypes": ["Ooze"], "power": 0, "toughness": 0},
        token=True,
    )
    text = effect_ru({"create_token": token, "pt": {**amount, "x": True}})
    assert "«Ooze» (X/X" in text and "наибольшая выносливость" in text, text
