"""Write the JSON Schemas shipped in the package (editor support, `mtgjudge schema`).

    python tools/gen_schemas.py

The loaders validate by hand (with file:line:column); these schemas describe the same
formats for editors.  tests/test_schemas.py checks that every library card and every
example scenario validates against them.
"""

import json
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
from mtgjudge.cards.format import TARGET_KINDS, TIMINGS, TRIGGER_EVENTS  # noqa: E402  (after the path is set)
from mtgjudge.engine.state import STEPS  # noqa: E402

# printed power/toughness: a number, or a star the card's own ability defines (208.2)
PRINTED_PT = {
    "oneOf": [
        {"type": "integer"},
        {"type": "string", "pattern": "^(-?[0-9]+|([0-9]+[+-])?\\*(²|[+-][0-9]+)?)$"},
    ]
}
STRINGS = {"type": "array", "items": {"type": "string"}}


def keyword_schema() -> dict:
    """A keyword as written in ``keywords``: the keyword abilities the engine plays, from the
    registry (``cards/keywords.py``); the others are refused when the card is read."""
    import re

    from mtgjudge.cards.keywords import (
        FORMAT_WORDS,
        LAND_TYPES,
        MANA,
        NONE,
        NUMBER,
        QUALITY,
        SPECS,
        WORKS,
    )

    played = [s for s in SPECS.values() if s.status == WORKS and not s.key]
    plain = sorted(s.name for s in played if s.param == NONE)
    plain += [f"{t}walk" for t in LAND_TYPES]  # landwalk (702.14) is written with its type
    options: list[dict] = [{"enum": plain}]
    for spec in played:
        if spec.name == "Landwalk":
            continue
        if spec.values:
            options.append({"enum": [f"{spec.name} {v}" for v in spec.values]})
        elif spec.param == NUMBER:
            options.append({"pattern": f"^{re.escape(spec.name)} [0-9]+$"})
        elif spec.param != NONE:
            cost = r"(\{[0-9WUBRGXCSP/]+\})+"
            # a cost keyword: " {2}{R}" or a cost in words after a dash ("Echo—Discard a card")
            rest = {MANA: f" {cost}", QUALITY: " .+"}.get(spec.param, f"( {cost}|—.+)")
            options.append({"pattern": f"^{re.escape(spec.name)}{rest}$"})
    assert all(w.status == WORKS for w in FORMAT_WORDS)
    return {"anyOf": options}


def scenario_schema() -> dict:
    card_ref = {
        "type": "string",
        "description": "Имя карты (английское Oracle или русское печатное)",
    }
    card_entry = {
        "oneOf": [
            card_ref,
            {
                "type": "object",
                "additionalProperties": False,
                "required": ["card"],
                "properties": {
                    "card": card_ref,
                    "id": {
                        "type": "string",
                        "description": "Псевдоним для ссылок в действиях и ожиданиях",
                    },
                    "tapped": {"type": "boolean"},
                    "damage": {"type": "integer", "minimum": 0},
                    "counters": {
                        "type": "object",
                        "additionalProperties": {"type": "integer", "minimum": 0},
                    },
                    "attached_to": {"type": ["string", "null"]},
                    "sick": {"type": "boolean"},
                    "owner": {"type": "string"},
                    "face_down": {
                        "oneOf": [{"type": "boolean"}, {"const": "manifest"}],
                        "description": "Перманент рубашкой вверх (707.2): true — разыгран "
                        "Оборотнем, manifest — воплощён (701.31a)",
                    },
                    "transformed": {
                        "type": "boolean",
                        "description": "Двусторонняя карта оборотной стороной вверх (711.4b)",
                    },
                    "flipped": {
                        "type": "boolean",
                        "description": "Перевёрнутый перманент (110.6, 709.2)",
                    },
                    "chosen": {
                        "type": "string",
                        "description": "Что перманент выбрал при выходе на поле битвы (614.1c): "
                        "цвет, тип существ или имя игрока",
                    },
                    "agenda": {
                        "type": "string",
                        "description": "Карта, тайно названная Скрытой повесткой конспирации в "
                        "командной зоне (702.105a)",
                    },
                },
            },
        ]
    }
    card_list = {"type": "array", "items": card_entry}
    player = {
        "type": ["object", "null"],
        "additionalProperties": False,
        "properties": {
            "life": {"type": "integer"},
            "poison": {"type": "integer", "minimum": 0},
            "hand": card_list,
            "battlefield": card_list,
            "graveyard": card_list,
            "exile": card_list,
            "command": card_list,
            "library": {"oneOf": [card_list, {"type": "integer", "minimum": 0}]},
            "mana_pool": {"type": "string", "pattern": "^(\\{[WUBRGC0-9]+\\})*$"},
            "lands_played": {"type": "integer", "minimum": 0},
        },
    }
    refs = {"oneOf": [{"type": "string"}, STRINGS]}
    common = {"by": {"type": "string", "description": "Игрок; по умолчанию тот, у кого приоритет"}}
    choose = {
        "type": "object",
        "description": "Ответы на выборы: color, sacrifice, discard, may, replacement_order, source, legend, "
        "planeswalker, scry_bottom, search, mana",
    }

    def verb(name, value, extra):
        return {
            "type": "object",
            "additionalProperties": False,
            "required": [name],
            "properties": {name: value, **extra},
        }

    action = {
        "oneOf": [
            {"const": "pass"},
            verb(
                "cast",
                {"type": "string"},
                {
                    **common,
                    "targets": refs,
                    "x": {"type": "integer", "minimum": 0},
                    "modes": {"type": "array", "items": {"type": "integer"}},
                    "choose": choose,
                    "alt": {"type": "string"},
                    "pay": refs,
                    "sacrifice": {"type": "string"},
                    "convoke": refs,
                    "delve": refs,
                    "splice": refs,
                    "half": {"type": "string"},
                    "fuse": {"type": "boolean"},
                },
            ),
            verb(
                "activate",
                {"type": "string"},
                {
                    **common,
                    "ability": {"type": "integer", "minimum": 1},
                    "targets": refs,
                    "x": {"type": "integer", "minimum": 0},
                    "choose": choose,
                    "pay": refs,
                },
            ),
            verb("play_land", {"type": "string"}, common),
            verb(
                "turn_face_up",
                {"type": "string"},
                {
                    **common,
                    "pay": refs,
                    "cost": {
                        "enum": ["morph", "mana_cost"],
                        "description": "За стоимость Оборотня (702.36e) или, у воплощённой "
                        "карты существа, за мана-стоимость (701.31b)",
                    },
                },
            ),
            verb(
                "suspend",
                {"type": "string"},
                {
                    **common,
                    "pay": refs,
                    "x": {
                        "type": "integer",
                        "minimum": 0,
                        "description": "X «Отсрочки X—{X}…», выбранный при оплате (107.3d)",
                    },
                },
            ),
            verb("pass", {"type": "integer", "minimum": 1}, common),
            verb("resolve", {"oneOf": [{"const": "all"}, {"type": "integer", "minimum": 1}]}, {}),
            verb(
                "goto",
                {
                    "oneOf": [
                        {"enum": STEPS},
                        {
                            "type": "object",
                            "additionalProperties": False,
                            "required": ["step"],
                            "properties": {
                                "step": {"enum": STEPS},
                                "turn": {"type": "integer", "minimum": 1},
                            },
                        },
                    ]
                },
                {},
            ),
            verb("attack", {"type": "object", "additionalProperties": {"type": "string"}}, common),
            verb("block", {"type": "object", "additionalProperties": refs}, common),
            verb("choose", choose, {}),
        ]
    }
    per_player_int = {"type": "object", "additionalProperties": {"type": "integer"}}
    per_player_cards = {"type": "object", "additionalProperties": STRINGS}
    # YAML reads 114.1 as a number; mtgjudge reads the text as written, so both are fine
    rule_list = {
        "type": "array",
        "items": {
            "oneOf": [
                {"type": "string", "pattern": "^[0-9]{3}(\\.[0-9]+[a-z]?)?\\.?$"},
                {"type": "number"},
            ]
        },
    }
    permanent = {
        "type": "object",
        "additionalProperties": False,
        "properties": {
            "power": {"type": "integer"},
            "toughness": {"type": "integer"},
            "damage": {"type": "integer"},
            "tapped": {"type": "boolean"},
            "counters": {"type": "object", "additionalProperties": {"type": "integer"}},
            "controller": {"type": "string"},
            "attached_to": {"type": ["string", "null"]},
            "loyalty": {"type": "integer"},
            "abilities": STRINGS,
            "no_abilities": {"oneOf": [STRINGS, {"const": True}]},
            "types": STRINGS,
            "subtypes": STRINGS,
            "supertypes": STRINGS,
            "colors": STRINGS,
        },
    }
    expect = {
        "type": "object",
        "additionalProperties": False,
        "properties": {
            "life": per_player_int,
            "poison": per_player_int,
            "mana_pool": {"type": "object", "additionalProperties": {"type": ["string", "null"]}},
            "battlefield": per_player_cards,
            "graveyard": per_player_cards,
            "hand": per_player_cards,
            "exile": per_player_cards,
            "library": {
                "type": "object",
                "additionalProperties": {"oneOf": [STRINGS, {"type": "integer"}]},
            },
            "library_top": per_player_cards,
            "permanents": {"type": "object", "additionalProperties": permanent},
            "stack": STRINGS,
            "winner": {"type": "string"},
            "losers": STRINGS,
            "draw": {"type": "boolean"},
            "cites": rule_list,
            "illegal": rule_list,
        },
    }
    return {
        "$schema": "https://json-schema.org/draft/2020-12/schema",
        "$id": "https://mtgjudge.invalid/scenario.schema.json",
        "title": "Сценарий mtgjudge",
        "description": "Позиция, действия игроков и ожидания. Описание: docs/scenario.md",
        "type": "object",
        "additionalProperties": False,
        "required": ["title", "players"],
        "properties": {
            "title": {"type": "string"},
            "about": {"oneOf": [rule_list, {"type": "string"}]},
            "players": {"type": "object", "minProperties": 2, "additionalProperties": player},
            "turn": {
                "type": "object",
                "additionalProperties": False,
                "properties": {
                    "active": {"type": "string"},
                    "step": {"enum": STEPS},
                    "number": {"type": "integer", "minimum": 1},
                    "priority": {"type": "string"},
                },
            },
            "cards": {"type": "array", "items": card_schema(standalone=False)},
            "actions": {"type": "array", "items": action},
            "expect": expect,
            "seed": {"type": "integer"},
        },
    }


def replacement_schema(effect: dict) -> dict:
    """A replacement or prevention ability (docs/cards.md, cards/replacement_spec.py)."""
    import sys

    sys.path.insert(0, str(ROOT))
    from mtgjudge.cards import replacement_spec as r

    flt_or_word = {"oneOf": [{"type": "string"}, {"type": "object"}]}
    props: dict = {"event": {"enum": list(r.EVENTS)}, "text": {"type": "string"}}
    props.update({k: flt_or_word for k in ("source", "of", "choose_from")})
    props["to"] = {"oneOf": [{"type": "string"}, {"type": "object"}, {"type": "array"}]}
    props.update(
        {
            k: {"type": "boolean"}
            for k in (
                "combat",
                "once",
                "next",
                "reveal",
                "self_replacement",
                "tapped",
                "regenerate",
                "win_game",
                "skip",
                "this_turn",
            )
        }
    )
    props.update(
        {
            "owner": {"enum": list(r.PLAYER_REFS)},
            "player": {"enum": [*r.PLAYER_REFS, *r.SKIP_PLAYERS]},
            "step": {"enum": list(r.SKIPPABLE_STEPS)},
            "phase": {"enum": list(r.SKIPPABLE_PHASES)},
            "extra": {"type": "boolean"},
            "control": {"const": "you"},
            "copy": {"const": "self"},
            "from": {"enum": ["battlefield"]},
            "kind": {"type": "string"},
            "if": {"type": "object", "maxProperties": 1},
            "prevent": {"oneOf": [{"const": "all"}, {"type": "integer", "minimum": 1}]},
            "to_zone": {"enum": list(r.TO_ZONES)},
            "redirect": {"enum": ["enchanted", "self"]},
            "counters": {"type": "object"},
            "instead": {"type": "array", "items": effect},
            "then": {"type": "array", "items": effect},
        }
    )
    props.update(
        {
            k: {"type": "integer", "minimum": 1}
            for k in ("multiply", "add", "pay_life_or_tapped", "dredge", "life_floor")
        }
    )
    return {
        "type": "object",
        "additionalProperties": False,
        "required": ["event"],
        "properties": props,
        "description": "Эффект замещения или предотвращения: event, условия, одно изменение",
    }


def card_schema(standalone: bool = True) -> dict:
    target = {
        "oneOf": [
            {"enum": list(TARGET_KINDS)},
            {
                "type": "object",
                "required": ["kind"],
                "additionalProperties": False,
                "properties": {
                    "kind": {"type": "string"},
                    "filter": {"type": "object"},
                    "text": {"type": "string"},
                    "count": {
                        "oneOf": [
                            {"enum": [1, "any"]},
                            {
                                "type": "object",
                                "required": ["up_to"],
                                "properties": {"up_to": {"type": "integer", "minimum": 1}},
                            },
                            {
                                "type": "object",
                                "required": ["exactly"],
                                "properties": {"exactly": {"type": "integer", "minimum": 2}},
                            },
                        ]
                    },
                },
            },
        ]
    }
    effect = {
        "type": "object",
        "minProperties": 1,
        "description": "Один глагол: damage, gain_life, lose_life, draw, discard, destroy, destroy_all, "
        "sacrifice, exile, return_to_hand, put_onto_battlefield, tap, untap, add_counters, "
        "remove_counters, create_token, counter, search_library, mill, pump, pump_all, "
        "grant, add_mana, scry, may, shuffle, delayed, prevent_damage, additional_combat, extra_turn, "
        "set_life, shuffle_into_library, "
        "regenerate, attach, replacement, cant_be_regenerated, exile_graveyards, manifest",
    }
    counters_cost = {
        "type": "object",
        "additionalProperties": False,
        "required": ["kind"],
        "properties": {"kind": {"type": "string"}, "n": {"type": "integer", "minimum": 1}},
    }
    cost = {
        "oneOf": [
            {"type": "string"},
            {
                "type": "object",
                "additionalProperties": False,
                "properties": {
                    "mana": {"type": "string"},
                    "tap": {"type": "boolean"},
                    "untap": {"type": "boolean"},
                    "pay_life": {"type": "integer"},
                    "sacrifice_self": {"type": "boolean"},
                    "sacrifice": {"type": "object"},
                    "discard": {"type": "integer"},
                    "discard_self": {"type": "boolean"},
                    "tap_creatures_power": {"type": "integer", "minimum": 1},
                    "exile_top": {"type": "integer", "minimum": 1},
                    "sacrifice_count": {"type": "integer", "minimum": 1},
                    "reveal": {"type": "object"},
                    "discard_random": {"type": "boolean"},
                    "discard_filter": {"type": "object"},
                    "remove_counters": {
                        **counters_cost,
                        "properties": {
                            "kind": {"type": "string"},
                            "n": {"oneOf": [{"type": "integer", "minimum": 1}, {"const": "X"}]},
                        },
                    },
                    "put_counters": counters_cost,
                    "exile_self": {"enum": [True, "battlefield", "graveyard"]},
                    "exile_from_graveyard": {"type": "object"},
                    "exile_count": {"type": "integer", "minimum": 1},
                    "tap_untapped": {"type": "object"},
                    "tap_count": {"type": "integer", "minimum": 1},
                    "return_to_hand": {"type": "object"},
                    "return_count": {"type": "integer", "minimum": 1},
                    "return_self": {"type": "boolean"},
                    "discard_hand": {"type": "boolean"},
                },
            },
        ]
    }
    ability = {
        "type": "object",
        "additionalProperties": False,
        "required": ["effects"],
        "properties": {
            "cost": cost,
            "loyalty": {"type": ["string", "integer"]},
            "timing": {"enum": list(TIMINGS)},
            "activator": {"enum": ["controller", "opponent"]},
            "per_turn": {"type": "integer", "minimum": 1},
            # 112.6k: "Return ~ from your graveyard to …" works only in the graveyard
            "zone": {"enum": ["graveyard"]},
            "targets": {"type": "array", "items": target},
            "effects": {"type": "array", "minItems": 1, "items": effect},
            "text": {"type": "string"},
        },
    }
    schema = {
        "title": "Карта mtgjudge",
        "description": "Формат карты: docs/cards.md",
        "type": "object",
        "additionalProperties": False,
        "required": ["name"],
        # a split card (708) has its halves' types, not its own
        "anyOf": [{"required": ["types"]}, {"required": ["halves"]}],
        "properties": {
            "name": {"type": "string"},
            "name_ru": {"type": "string"},
            "cost": {"type": "string"},
            "color_indicator": STRINGS,
            "types": {
                "type": "array",
                "minItems": 1,
                "items": {
                    "enum": [
                        "Artifact",
                        "Creature",
                        "Enchantment",
                        "Instant",
                        "Land",
                        "Planeswalker",
                        "Sorcery",
                        "Tribal",
                        "Conspiracy",
                    ]
                },
            },
            "subtypes": STRINGS,
            "supertypes": {
                "type": "array",
                "items": {"enum": ["Basic", "Legendary", "Snow", "World", "Ongoing"]},
            },
            "power": PRINTED_PT,
            "toughness": PRINTED_PT,
            "loyalty": {"type": "integer"},
            "text": {"type": "string"},
            "keywords": {"type": "array", "items": keyword_schema()},
            "spell": {
                "type": "object",
                "additionalProperties": False,
                "properties": {
                    "targets": {"type": "array", "items": target},
                    "effects": {"type": "array", "minItems": 1, "items": effect},
                    "text": {"type": "string"},
                    # "Choose two —", "Choose one or both —" (700.2)
                    "choose": {
                        "oneOf": [{"type": "integer", "minimum": 1}, {"const": "one_or_both"}]
                    },
                    "modes": {
                        "type": "array",
                        "minItems": 2,
                        "items": {
                            "type": "object",
                            "additionalProperties": False,
                            "required": ["effects"],
                            "properties": {
                                "targets": {"type": "array", "items": target},
                                "effects": {"type": "array", "minItems": 1, "items": effect},
                                "text": {"type": "string"},
                            },
                        },
                    },
                },
            },
            "abilities": {"type": "array", "items": ability},
            "static": {"type": "array", "items": {"type": "object"}},
            "additional_cost": cost,
            "cost_per_extra_target": {
                "type": "string",
                "description": "Стремление (207.2c, 601.2e): мана-стоимость за каждую цель "
                "после первой",
            },
            "alt_costs": {"type": "object", "additionalProperties": {"type": "string"}},
            "outlast": {"type": "string", "description": "Стойкость (702.106a): мана-стоимость"},
            "dash": {"type": "string", "description": "Рывок (702.108a): мана-стоимость"},
            "morph": {
                "type": "string",
                "description": "Оборотень (702.36a): мана-стоимость или стоимость словами "
                "(«Reveal a white card in your hand.»)",
            },
            "bestow": {"type": "string", "description": "Дар (702.102a): мана-стоимость"},
            "level_up": {
                "type": "string",
                "description": "Повышение уровня (702.86a): мана-стоимость",
            },
            "levels": {
                "type": "array",
                "description": "Символы уровня (710.2): {from, to, power, toughness, grant}",
                "items": {
                    "type": "object",
                    "additionalProperties": False,
                    "required": ["from"],
                    "properties": {
                        "from": {"type": "integer", "minimum": 0},
                        "to": {"type": ["integer", "null"], "minimum": 0},
                        "power": {"type": "integer"},
                        "toughness": {"type": "integer"},
                        "grant": {"type": "array"},
                    },
                },
            },
            "back": {
                "type": "object",
                "description": "Оборотная сторона двусторонней карты (711): карта без cost",
            },
            "halves": {
                "type": "array",
                "minItems": 2,
                "maxItems": 2,
                "items": {"type": "object"},
                "description": "Две половины расщеплённой карты (708): карты-заклинания; "
                "рядом только name, name_ru, text",
            },
            "flip": {
                "type": "object",
                "description": "Перевёрнутая половина переворачиваемой карты (709.1b): карта "
                "без cost и color_indicator",
            },
            "megamorph": {
                "type": "string",
                "description": "Мегаоборотень (702.36b): мана-стоимость",
            },
            "as_enters": {
                "type": "object",
                "description": "При выходе на поле битвы выберите цвет (607.2d): {choose: color}",
            },
            "flashback": {
                "type": "string",
                "description": "Воспоминание (702.33a): мана-стоимость или стоимость словами "
                "(«{R}{R}, Pay 3 life.»)",
            },
            "enchant": target,
            "replacements": {"type": "array", "items": replacement_schema(effect)},
            "triggers": {
                "type": "array",
                "items": {
                    "type": "object",
                    "additionalProperties": False,
                    "required": ["when", "effects"],
                    "properties": {
                        "when": {"enum": list(TRIGGER_EVENTS)},
                        "if": {"type": "object", "maxProperties": 1},
                        "of": {"type": "object"},
                        "targets": {"type": "array", "items": target},
                        "effects": {"type": "array", "minItems": 1, "items": effect},
                        "text": {"type": "string"},
                        "zone": {
                            "enum": ["battlefield", "graveyard"],
                            "description": "graveyard — способность действует, только пока "
                            "карта на кладбище (112.6k: «return ~ from your graveyard …»)",
                        },
                    },
                },
            },
        },
    }
    if standalone:
        schema = {
            "$schema": "https://json-schema.org/draft/2020-12/schema",
            "$id": "https://mtgjudge.invalid/card.schema.json",
            **schema,
        }
    return schema


def main() -> None:
    for path, schema in (
        (ROOT / "mtgjudge/scenario/scenario.schema.json", scenario_schema()),
        (ROOT / "mtgjudge/cards/card.schema.json", card_schema()),
    ):
        path.write_text(json.dumps(schema, ensure_ascii=False, indent=2) + "\n", encoding="utf-8")
        print(path.relative_to(ROOT))


if __name__ == "__main__":
    main()
