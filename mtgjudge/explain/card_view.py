"""``mtgjudge card``: a card of the library and its abilities as the engine understands them."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from ..cards.format import Ability, CardDef, Cost, TargetSpec
from ..cards.keywords import parse_keyword
from ..rules.terms import anchor_word_ru
from .events_ru import COLORS_RU, WHEN_RU, damage_word, keyword_meaning_ru, keyword_ru

TARGET_RU = {
    "creature": "целевое существо",
    "player": "целевой игрок",
    "creature_or_player": "целевое существо или игрок",
    "permanent": "целевой перманент",
    "spell": "целевое заклинание",
    "land": "целевая земля",
    "artifact": "целевой артефакт",
    "enchantment": "целевые чары",
    "planeswalker": "целевой planeswalker",
    "creature_or_planeswalker": "целевое существо или planeswalker",
    "opponent": "целевой оппонент",
    "card_in_graveyard": "целевая карта на кладбище",
    "artifact_or_enchantment": "целевой артефакт или чары",
    "triggered_ability": "целевая срабатывающая способность",
    "activated_or_triggered_ability": "целевая активируемая или срабатывающая способность",
}
REF_RU = {
    "each_target": "каждая из целей",
    "target": "цель",
    "self": "этот перманент",
    "you": "вы",
    "each_player": "каждый игрок",
    "each_opponent": "каждый оппонент",
    "target_controller": "контроллер цели (если она покинула поле битвы — каким он был последним, 608.2g)",
    "that_controller": "контроллер того объекта, о котором событие срабатывания (каким он был последним, 608.2g)",
    "chosen_player": "выбранный игрок",
    "target_owner": "владелец цели (108.3)",
    # "for each creature destroyed / exiled this way, its controller …" (608.2c, 608.2g)
    "this_way_controllers": "контроллер каждого существа, уничтоженного или изгнанного предыдущим указанием (каким он был последним, 608.2g)",
    "an_opponent": "оппонент по выбору контроллера при разрешении (608.2d)",
    "that_player": "тот игрок",
    # what follows a prevention (615.5): the controller of the source whose damage was prevented
    "damage_source_controller": "контроллер того источника, чьи повреждения предотвращены",
    "enchanted_player": "зачарованный игрок (к которому прикреплена эта Аура, 303.4k)",
    "defending_player": "защищающийся игрок (506.2)",
    # the object moved earlier in the resolution, or the target of the ability that created a
    # delayed one (400.7, 603.7c)
    "that": "тот объект",
    "this_card": "эта карта",
    # "those creatures" after a group: the objects the instruction before it acted on (608.2c)
    "those": "те существа, на которые подействовало предыдущее указание",
    # "those creatures" after "draw a card for each creature …": the ones it counted (608.2c)
    "counted": "те существа, которые посчитало предыдущее указание",
    # "the discarded card": the card discarded to pay the cost (117.1)
    "discarded": "карта, сброшенная для оплаты стоимости",
}
AS_ENTERS_RU = {
    "color": "цвет",
    "creature_type": "тип существ",
    "player": "игрок",
    "opponent": "оппонент",
    "name": "название карты (201.3)",
    "nonland_name": "название карты, не являющейся землей (201.3)",
    "word": "одно из слов",
}


_COLOUR_BY_LETTER = {"W": "white", "U": "blue", "B": "black", "R": "red", "G": "green"}


def _colour_genitive(c: str) -> str:
    """A filter's colour (a letter, an English name or "chosen", 607.2d) in the genitive:
    «белого», «выбранного»."""
    if c == "chosen":
        return "выбранного"
    return COLORS_RU.get(_COLOUR_BY_LETTER.get(c, c), c)


def supertype_ru(supertype: str, ending: str = "ые") -> str:
    """A supertype (205.4a) in the word printed on Russian cards (rules_ru/terminology.tsv:
    «Легендарное», «Базовая», «Снежное») with the adjective ending the phrase needs
    («легендарные», «снежная»); a supertype with no printed word stays in «…»."""
    from ..rules.terms import printed_name

    printed = printed_name(supertype, "card_type")
    return printed[:-2].lower() + ending if printed else f"«{supertype}»"


# a filter's controller (FILTER_KEYS ``controller``)
_CONTROLLER_RU = {
    "you": "под вашим контролем",
    "target_player": "под контролем целевого игрока",
    "opponent": "под контролем оппонента",
    "not_you": "не под вашим контролем",
    "chosen": "под контролем выбранного игрока",
    "enchanted_player": "под контролем зачарованного игрока (303.4k)",
    "defending_player": "под контролем защищающегося игрока (506.2)",
    "that_player": "под контролем того игрока (о котором событие срабатывания, 603.2)",
    "any": "под контролем любого игрока",
}
# "attacks you" / "attacks enchanted player" (``attacking_player``, 506.3)
_ATTACKING_PLAYER_RU = {
    "you": "атакующие вас",
    "enchanted_player": "атакующие зачарованного игрока (303.4k)",
    "you_or_planeswalker": "атакующие вас или planeswalker-а под вашим контролем (506.3)",
}
# combat status (``in_combat``, 506.4)
_IN_COMBAT_RU = {
    "attacking": "атакующие",
    "blocking": "блокирующие",
    "either": "атакующие или блокирующие",
    "unblocked": "незаблокированные атакующие (509.1h)",
    "nonattacking": "неатакующие",
}
# yes/no properties of a filter (FILTER_KEYS)
_FLAGS_RU = {
    "attacked_this_turn": "атаковавшие в этом ходу",
    "dealt_damage_to_you": "нанёсшие вам повреждения в этом ходу",
    "dealt_damage_this_turn": "получившие повреждения в этом ходу",
    "colored": "одного или нескольких цветов (не бесцветные, 105.2)",
    "attacking": "атакующие",
    "colorless": "бесцветные",
    "enchanted": "зачарованное этой Аурой",
    "equipped": "снаряжённое этим Снаряжением",
    "no_abilities": "без способностей",
    "blocking_or_blocked_by_self": "блокирующее этот перманент или заблокированное им",
    "attached_to_source": "прикреплённые к этому перманенту",
    "not_host": "кроме того, к которому прикреплён этот перманент",
    "attached_to_creature": "прикреплённые к существам",
    "attached_to_target": "прикреплённые к цели",
    "blocked_by_target": "заблокированные целью в этом бою",
    "other": "другие",
    "self": "сам этот перманент",
    "not_target": "кроме цели",
    "other_target": "не другая цель того же заклинания или способности",
    "targets_source": "целью которого является этот перманент",
    "with_counters": "с жетонами",
    "face_down": "лицом вниз",
    "multicolored": "многоцветные",
    "monocolored": "одноцветные (105.2a)",
}


def _filter_ru(flt: dict) -> str:
    """Every condition of a filter (FILTER_KEYS) in Russian, in parentheses: what the engine
    checks is what the card view says (a condition left out would misstate the card)."""
    from .layers_ru import TYPES_RU, subtypes_ru

    parts = []
    for c in flt.get("not_colors", ()):
        parts.append(f"не {_colour_genitive(c)} цвета")
    for t in flt.get("not_types", ()):
        parts.append(f"не {TYPES_RU.get(t, t)}")
    for t in flt.get("not_subtypes", ()):
        parts.append(f"не {subtypes_ru([t])}")
    for t in flt.get("not_supertypes", ()):
        word = supertype_ru(t)  # «небазовые», «нелегендарные» as printed
        parts.append(("не " if word.startswith("«") else "не") + word)
    if "controller" in flt:
        parts.append(_CONTROLLER_RU.get(flt["controller"], f"контроллер: «{flt['controller']}»"))
    if flt.get("owner") == "you":  # 108.3
        parts.append("которыми вы владеете")
    if "supertypes" in flt:
        parts.append(" ".join(supertype_ru(t) for t in flt["supertypes"]))
    if "types" in flt:
        parts.append("тип: " + " или ".join(TYPES_RU.get(t, t) for t in flt["types"]))
    if "all_types" in flt:  # 205.2a: every one of these card types
        parts.append("типы: " + " и ".join(TYPES_RU.get(t, t) for t in flt["all_types"]))
    if flt.get("shares_card_type"):  # 205.2a
        parts.append("есть общий тип карты с первой целью")
    if "same_name_as" in flt:  # 201.2
        parts.append(f"объект «{_ref(flt['same_name_as'])}» и все с тем же названием")
    if "subtypes" in flt:
        named = ["выбранный" if t == "chosen" else subtypes_ru([t]) for t in flt["subtypes"]]
        parts.append("подтип: " + " или ".join(named))
    if flt.get("name") == "chosen":  # 702.105d, 607.2d
        parts.append("с выбранным названием")
    elif "name" in flt:
        parts.append(f"с названием «{flt['name']}»")
    if "colors" in flt:
        parts.append(" или ".join(_colour_genitive(c) for c in flt["colors"]) + " цвета")
    if "tapped" in flt:
        parts.append("повёрнутые" if flt["tapped"] else "развёрнутые")
    if flt.get("permanent"):
        parts.append("карта перманента (110.4a)")
    if "token" in flt:
        parts.append("фишки" if flt["token"] else "не фишки")
    if "in_combat" in flt:
        parts.append(_IN_COMBAT_RU[flt["in_combat"]])
    if "keywords" in flt:
        parts.append("со способностью " + ", ".join(keyword_ru(k) for k in flt["keywords"]))
    if "not_keywords" in flt:
        parts.append("без способности " + ", ".join(keyword_ru(k) for k in flt["not_keywords"]))
    if "with_counter" in flt:
        from .events_ru import counter_kind

        parts.append(f"с жетоном {counter_kind(str(flt['with_counter']))}")
    if "level" in flt:  # 710.2a-b
        low, high = flt["level"]
        parts.append(f"уровень {low}" + (f"–{high}" if high is not None else " и выше"))
    if "mana_value_at_most" in flt:
        parts.append(f"с конвертированной мана-стоимостью {flt['mana_value_at_most']} или меньше")
    if "mana_value_at_least" in flt:
        parts.append(f"с конвертированной мана-стоимостью {flt['mana_value_at_least']} или больше")
    if "mana_value" in flt:  # "equal to the number of …": counted as the search begins (608.2g)
        value = flt["mana_value"]
        if isinstance(value, dict):
            from .amounts_ru import amount_ru, is_amount

            value = amount_ru(value) if is_amount(value) else _count_ru(value)
        parts.append(f"с конвертированной мана-стоимостью, равной: {value}")
    if "power_at_most" in flt:
        parts.append(f"с силой {flt['power_at_most']} или меньше")
    if "power_at_least" in flt:
        parts.append(f"с силой {flt['power_at_least']} или больше")
    if "toughness_at_least" in flt:
        parts.append(f"с выносливостью {flt['toughness_at_least']} или больше")
    if "toughness_less_than" in flt:
        less = flt["toughness_less_than"]
        if isinstance(less, dict):  # "less than the exploited creature's toughness" (608.2g)
            from .amounts_ru import amount_ru

            less = f"{amount_ru(less)} (определяется при разрешении, 608.2g)"
        parts.append(f"с выносливостью меньше, чем {less}")
    if "toughness_at_most" in flt:
        most = flt["toughness_at_most"]
        if isinstance(most, dict):  # "with toughness X or less, where X is …" (608.2g)
            from .amounts_ru import amount_ru

            most = f"не больше, чем {amount_ru(most)} (определяется при разрешении, 608.2g)"
            parts.append(f"с выносливостью {most}")
        else:
            parts.append(f"с выносливостью {most} или меньше")
    if "blocked" in flt:  # 509.1h
        parts.append("заблокированные" if flt["blocked"] else "незаблокированные")
    if "attacking_player" in flt:
        who = flt["attacking_player"]
        parts.append(_ATTACKING_PLAYER_RU.get(who, f"атакующие игрока «{who}»"))
    if flt.get("morph"):  # 702.36a
        parts.append("с Оборотнем")
    if flt.get("face_down") is False:  # 707.2: face up
        parts.append("лицом вверх")
    if flt.get("paired"):  # 702.94b
        parts.append("этот перманент и существо в паре с ним, пока они в паре")
    parts.extend(text for key, text in _FLAGS_RU.items() if flt.get(key))
    if "any_of" in flt:  # one of several filters (114.1)
        either = [_filter_ru(dict(sub)).strip()[1:-1] for sub in flt["any_of"]]
        parts.append("одно из: " + "; ".join(f"«{e}»" for e in either))
    return (" (" + ", ".join(parts) + ")") if parts else ""


def granted_ru(value: Any) -> str:
    """A granted ability: a keyword in Russian, or a quoted activated / triggered ability
    («способность "{R}: …"», 613.1f)."""
    if isinstance(value, tuple) and len(value) == 2 and value[0] == "activated":
        return f"способность «{ability_ru(value[1])}»"
    if isinstance(value, tuple) and len(value) == 2 and value[0] == "triggered":
        return f"способность «{trigger_ru(value[1])}»"
    if isinstance(value, tuple) and len(value) == 2 and value[0] == "static":
        return f"способность «{static_ru(value[1])}»"
    return keyword_ru(value) if isinstance(value, str) else str(value)


def target_ru(spec: TargetSpec) -> str:
    flt = spec.filter_dict()
    if flt.get("other") and spec.count == 1:  # "another target creature" (114.1)
        rest = {k: v for k, v in flt.items() if k != "other"}
        text = TARGET_RU.get(spec.kind, spec.kind) + _filter_ru(rest)
        return text + " — не сам источник способности (114.1)"
    text = TARGET_RU.get(spec.kind, spec.kind) + _filter_ru(flt)
    if spec.count == "up_to:x":  # "X target creatures" (601.2b-c)
        return f"ровно X: {text}"
    if spec.count == "up_to:X" and spec.count_amount is not None:  # 601.2c, 603.3d
        from .amounts_ru import amount_ru

        return (
            f"до X: {text}, где X — {amount_ru(spec.count_amount)} (определяется, когда "
            "способность кладётся в стек, 603.3d)"
        )
    if str(spec.count).startswith("up_to:"):
        return f"до {str(spec.count)[6:]}: {text}"
    if str(spec.count).startswith("exactly:"):  # "two target cards" (601.2c)
        return f"ровно {str(spec.count)[8:]}: {text}"
    return f"любое число: {text}" if spec.count == "any" else text


def _ref(value: Any) -> str:
    if isinstance(value, list):  # "each creature and each player" (119.3)
        return " и ".join(_ref(v) for v in value)
    if isinstance(value, dict) and "all" in value:
        return "все перманенты" + _filter_ru(value["all"] or {})
    if isinstance(value, dict) and "graveyard_cards" in value:  # 608.2c
        return "все карты на вашем кладбище" + _filter_ru(value["graveyard_cards"] or {})
    if isinstance(value, dict) and "all_graveyard_cards" in value:  # 608.2h
        return "все карты на всех кладбищах" + _filter_ru(value["all_graveyard_cards"] or {})
    if isinstance(value, dict) and "one" in value:  # chosen on resolution, not targeted
        return "один перманент по выбору" + _filter_ru(value["one"] or {})
    if isinstance(value, dict) and "from_hand" in value:
        return "карта из руки" + _filter_ru(value["from_hand"] or {})
    if isinstance(value, dict) and "from_graveyard" in value:  # 608.2d: no target
        who = "по выбору оппонента" if value.get("chooser") == "opponent" else "по вашему выбору"
        cards = " и ".join("карта" + _filter_ru(f or {}) for f in value["from_graveyard"])
        return f"{cards} с вашего кладбища {who}"
    if isinstance(value, str) and value.startswith("target:"):
        return f"цель {value.split(':')[1]}"
    if isinstance(value, dict) and "linked" in value:  # 607.2a
        return f"изгнанная связанной способностью карта («{value['linked']}», 607.2a)"
    if not isinstance(value, str):
        return str(value)
    return REF_RU.get(value, value)


def _sought_ru(flt: dict) -> str:
    """What a library search looks for: «карту базовой земли», «карту типа Лес»."""
    from .layers_ru import SUBTYPES_RU, TYPES_RU

    if flt.get("same_mana_value_as_source"):
        return "карту с той же конвертированной мана-стоимостью, что у этой карты"
    if set(flt) == {"supertypes", "types"} and (
        list(flt["supertypes"]),
        list(flt["types"]),
    ) == (["Basic"], ["Land"]):
        return "карту базовой земли"
    kinds = [SUBTYPES_RU.get(t, t) for t in flt.get("subtypes", ())]
    kinds += [
        supertype_ru(t, "ая") for t in flt.get("supertypes", ())
    ]  # «карту типа снежная Земля»
    kinds += (
        [" или ".join(TYPES_RU.get(t, t) for t in flt.get("types", ()))] if flt.get("types") else []
    )  # "an artifact or enchantment card": either type
    what = "карту перманента" if flt.get("permanent") else "карту"  # 110.4a
    text = f"{what} типа {' '.join(kinds)}" if kinds else what
    if "name" in flt:  # 201.4: "a card named …"
        text += f" с названием «{flt['name']}»"
    if "mana_value_at_most" in flt:  # 202.3
        text += f" с конвертированной мана-стоимостью не больше {flt['mana_value_at_most']}"
    if "mana_value" in flt:  # 202.3; an amount counted as the search begins (608.2g)
        value = flt["mana_value"]
        if isinstance(value, dict):
            from .amounts_ru import amount_ru

            value = amount_ru(value)
        text += f" с конвертированной мана-стоимостью, равной {value}"
    return text


# the named numbers of effects (format.NAMED_NUMBERS) in Russian
NUMBERS_RU = {
    "X": "X",
    "target_cmc": "конвертированная мана-стоимость цели (608.2g)",
    "that_much": "столько же",
    "times_kicked": "столько, сколько раз получен Усилитель (702.32c)",
    "source_card_power": "сила изгнанной карты (702.96a)",
    "target_power": "сила цели (608.2g)",
    "blockers_beyond_first": "число блокирующих его существ сверх первого (702.22b)",
    "life_lost_this_way": "столько, сколько жизней потеряно таким образом",
    "spells_cast_before_this_turn": "число других заклинаний, разыгранных до него в этом ходу "
    "(702.39a)",
    "permanents_to_graveyard_this_turn": "число перманентов, положенных на кладбище с поля битвы "
    "в этом ходу (702.68a)",
    "times_replicated": "столько, сколько раз заплачена стоимость Копии (702.55a)",
    "prevented": "столько, сколько повреждений предотвращено таким образом",
    "discarded_this_way": "столько, сколько карт этот игрок сбросил предыдущим указанием",
}


def number_ru(v: Any) -> str:
    """A number of an effect: an integer, a named number (format.NAMED_NUMBERS), "for each …"
    ({of, times, plus}, {count: FILTER}, 608.2g) or "source_counters:KIND"."""
    if isinstance(v, bool) or isinstance(v, int):
        return str(v)
    if isinstance(v, str) and v in NUMBERS_RU:
        return NUMBERS_RU[v]
    if isinstance(v, str) and v in COUNTS_RU:
        return COUNTS_RU[v]
    if isinstance(v, str) and v.startswith("source_counters:"):
        from .events_ru import counter_kind

        return f"число жетонов {counter_kind(v.split(':', 1)[1])} на нём"
    if isinstance(v, dict) and "of" in v:
        return _count_ru(v)
    if isinstance(v, dict) and "count" in v:
        return _count_filter_ru(dict(v["count"]))
    return str(v)


def _is_number(v: Any) -> bool:
    """Whether an effect's value is a number (an integer or a named one), not a reference."""
    return (
        (isinstance(v, int) and not isinstance(v, bool))
        or (isinstance(v, str) and (v in NUMBERS_RU or v in COUNTS_RU))
        or (isinstance(v, str) and v.startswith("source_counters:"))
        or (isinstance(v, dict) and ("of" in v or set(v) == {"count"}))
    )


def _signed(v: Any) -> str:
    """+2, −1, +X; a named or counted number in words: «+(число существ под вашим контролем)»."""
    if isinstance(v, int) and not isinstance(v, bool):
        return f"{v:+}"
    if isinstance(v, str) and v.lstrip("+-−").upper() == "X":
        return v if v[:1] in "+-−" else f"+{v}"
    return f"+({number_ru(v)})"


def _signed_pt(e: Any) -> str:
    """ "+N/+M" of a pump or an anthem (613.3c), whatever kind of number each part is."""
    return f"{_signed(e.get('power', 0))}/{_signed(e.get('toughness', 0))}"


def _damage_amount(v: Any) -> str:
    """«2 повреждения», «5 повреждений», «X повреждений» (the noun agrees with the number)."""
    if isinstance(v, int):
        return f"{v} {damage_word(v)}"
    if v == "X":
        return "X повреждений"
    return f"повреждения, число которых — {number_ru(v)}"


def _until_ru(e: dict) -> str:
    """A duration (611.2a, 611.2b) in Russian, with its leading space."""
    if e.get("until") == "source_tapped":
        return " — пока этот перманент остаётся повёрнутым (611.2b)"
    if e.get("until") == "source_controlled":
        return " — пока вы контролируете этот перманент (611.2b)"
    if e.get("until") == "indefinitely":
        return " (навсегда)"
    if e.get("until") == "your_next_turn":
        return " до вашего следующего хода (611.2a)"
    return " до конца хода"


def effect_ru(e: dict) -> str:
    from ..cards.format import EFFECT_VERBS

    # the verb of the effect (its other keys are its arguments; stored effects have their keys
    # sorted: "filter" before "look_at_top")
    verb = next((k for k in e if k in EFFECT_VERBS), None) or next(
        k
        for k in e
        if k
        not in (
            "to",
            "by",
            "player",
            "until",
            "power",
            "toughness",
            "on",
            "count",
            "cant_regenerate",
            "random",
            "otherwise",
            "put",
            "tapped",
            "reveal",
            "text",
            "choice",
            "if",
        )
    )
    if "if" in e:
        return f"{condition_ru(e['if'])}: {effect_ru({k: x for k, x in e.items() if k != 'if'})}"
    from .amounts_ru import amount_ru, holds_amount

    if e.get("set_life") and e.get("per_player"):  # 118.5, 608.2g
        return (
            "количество жизней каждого игрока становится равным величине "
            f"«{amount_ru(e['set_life'])}», где «вы» — этот игрок (118.5, 608.2g)"
        )
    counted = [k for k, x in e.items() if holds_amount(x)]
    if counted:  # "equal to …", "where X is …": the number is determined as it resolves (608.2g)
        first = e[counted[0]]
        what = amount_ru(
            first["of"] if "of" in first and int(first.get("times", 1)) == -1 else first
        )
        if "pump" in e:
            pt = "/".join(
                (
                    ("−X" if "of" in x and int(x.get("times", 1)) < 0 else "+X")
                    if holds_amount(x)
                    else f"{int(x):+}"
                )
                for x in (e.get("power", 0), e.get("toughness", 0))
            )
            text = f"{_ref(e['pump'])} получает {pt}{_until_ru(e)}"
        else:
            text = effect_ru({k: ("X" if k in counted else x) for k, x in e.items()})
        return f"{text}, где X — {what} (определяется один раз, при разрешении, 608.2g)"
    if verb == "add_counters" and holds_amount(e[verb].get("n")):
        plain = {**e, verb: {**e[verb], "n": "X"}}
        return (
            f"{effect_ru(plain)}, где X — {amount_ru(e[verb]['n'])} "
            "(определяется один раз, при разрешении, 608.2g)"
        )
    v = e[verb]
    if verb != "damage" and _is_number(v):  # "for each …", "that much", X (608.2g)
        v = number_ru(v)
    if verb == "damage":
        text = f"нанести {_damage_amount(v)}: {_ref(e.get('to', 'target'))}"
        if "by" in e:  # another object deals it (608.2g)
            text = f"{_ref(e['by'])} наносит {_damage_amount(v)}: {_ref(e.get('to', 'target'))}"
        if e.get("divided"):  # 601.2d
            text += " — разделив их при розыгрыше, каждой цели хотя бы 1 (601.2d; ответ divide)"
        if "instead" in e:  # 614.15: the spell's own "… instead"
            inst = e["instead"]
            text += (
                f"; {condition_ru(inst['if'])} — вместо этого {_damage_amount(inst['damage'])} "
                + (
                    "и эти повреждения нельзя предотвратить (615.11) "
                    if inst.get("cant_be_prevented")
                    else ""
                )
                + "(самозамещение, 614.15)"
            )
        return text
    if verb in ("gain_life", "lose_life"):
        act = "получить" if verb == "gain_life" else "потерять"
        if isinstance(e[verb], int) or e[verb] == "X":
            return f"{_ref(e.get('player', 'you'))}: {act} {v} жизни"
        return f"{_ref(e.get('player', 'you'))}: {act} жизни — {v}"
    if verb == "draw":
        return f"{_ref(e.get('player', 'you'))}: взять карт {v}"
    if verb == "look_at_hand":  # 402.3
        return f"посмотреть руку: {_ref(v)}"
    if verb == "look_at_face_down":  # 707.5
        return f"посмотреть на перманент рубашкой вверх: {_ref(v)}"
    if verb == "give_poison":  # 121.1c
        return f"{_ref(e.get('player', 'you'))}: получить жетонов яда {v}"
    if verb == "discard" and v in ("hand", "all"):  # 701.7a: every card of the hand
        return f"{_ref(e.get('player', 'you'))}: сбросить всю руку"
    if verb == "discard" and e.get("filter") and not e.get("reveal_hand"):
        # "discard a nonland card" (701.7a)
        return (
            f"{_ref(e.get('player', 'you'))}: сбросить {v} (карта{_filter_ru(dict(e['filter']))})"
        )
    if verb == "discard":
        return f"{_ref(e.get('player', 'you'))}: сбросить {v}"
    if verb in ("destroy", "exile", "return_to_hand", "tap", "untap"):
        names = {
            "destroy": "уничтожить",
            "exile": "изгнать",
            "return_to_hand": "вернуть в руку владельца",
            "tap": "повернуть",
            "untap": "развернуть",
        }
        s = f"{names[verb]}: {_ref(v)}"
        if e.get("linked"):  # 607.2a: the linked ability will refer to what this exiled
            s += f" (запоминается для связанной способности: «{e['linked']}», 607.2a)"
        if e.get("until") == "source_leaves":
            s += " — пока источник не покинет поле битвы (610.3)"
        if e.get("with_auras"):  # 303.4, 608.2c
            s += " — вместе со всеми Аурами, прикреплёнными к ним (303.4), одновременно"
        return s + ("; не может быть регенерировано" if e.get("cant_regenerate") else "")
    if verb == "destroy_all":
        return (
            "уничтожить все перманенты"
            + _filter_ru(v or {})
            + (
                f", кроме выбранных при разрешении (до {e['except_chosen']}, 608.2d)"
                if e.get("except_chosen")
                else ""
            )
            + ("; не могут быть регенерированы" if e.get("cant_regenerate") else "")
        )
    if verb == "pump_all":
        return "все перманенты" + _filter_ru(v or {}) + f" получают {_signed_pt(e)}{_until_ru(e)}"
    if verb == "pump" and "instead" in e:  # 614.15: the instruction's own replacement
        inst = e["instead"]
        other = inst["pump"]
        enchanted = isinstance(other, dict) and dict(other.get("all") or {}).get("enchanted")
        who = "зачарованное существо" if enchanted else _ref(other)
        return (
            f"{_ref(v)} получает {_signed_pt(e)}{_until_ru(e)}; {condition_ru(inst['if'])} — "
            f"вместо этого {who} получает {_signed_pt(inst)}{_until_ru(e)} (614.15)"
        )
    if verb == "pump" and "or_pt" in e:  # 608.2d: one of two changes, chosen as it resolves
        return (
            f"{_ref(v)} получает {_signed_pt(e)} или {_signed_pt(e['or_pt'])} на выбор "
            f"контролирующего игрока{_until_ru(e)} (608.2d)"
        )
    if verb == "pump":
        return f"{_ref(v)} получает {_signed_pt(e)}{_until_ru(e)}"
    if verb == "grant" and v == ["Doesn't untap during its controller's untap step"]:
        return (
            f"{_ref(e.get('to', 'target'))}: не разворачивается во время шага разворота "
            f"контролирующего его игрока{_until_ru(e)}"
        )
    if verb == "grant":
        items = v if isinstance(v, list) else [v]
        words = []
        for item in items:
            if isinstance(item, dict) and "protection" in item:
                words.append("защита от цвета по выбору")
            elif isinstance(item, dict) and "one_of" in item:  # 608.2d
                options = " или ".join(keyword_ru(str(w)) for w in item["one_of"])
                words.append(f"по выбору при разрешении: {options}")
            elif isinstance(item, dict):  # a quoted ability (613.1f)
                from ..cards.format import granted_ability

                words.append(granted_ru(granted_ability(item)))
            else:
                words.append(keyword_ru(str(item)))
        return f"{_ref(e.get('to', 'target'))} получает {', '.join(words)}{_until_ru(e)}"
    if verb == "add_mana":
        if isinstance(v, dict) and "devotion_color" in v:  # 700.5
            return (
                "выбрать цвет и добавить в пул маны столько маны этого цвета, сколько составляет "
                "ваша Преданность этому цвету"
            )
        if isinstance(v, dict) and "combination" in v:  # 106.4
            colours = v.get("colors")
            among = "цветов" if not colours else " и/или ".join(f"{{{c}}}" for c in colours)
            n = "X" if e.get("times") == "X" else str(v["combination"])
            what = f"{n} маны в любой комбинации {among}"
        elif isinstance(v, dict) and int(v.get("any_color", 1)) > 1:
            what = f"{v['any_color']} маны одного любого цвета"
        elif isinstance(v, dict):
            what = "ману выбранного цвета" if "chosen_color" in v else "ману любого цвета"
        else:
            what = " или ".join(v) if isinstance(v, list) else v
            if v == "produced":  # Mana Flare (106.7)
                what = "одну ману любого типа, который произвела эта земля,"
        if e.get("times") == "X" and "_per" in e:  # storage lands (107.3)
            return f"добавить {what} в пул маны за каждый снятый так жетон (X)"
        if e.get("times") == "X":
            return f"добавить {what} в пул маны, X раз"
        if isinstance(e.get("times"), dict):  # 608.2g: counted as it resolves
            from .amounts_ru import amount_ru

            return f"добавить {what} в пул маны, столько раз: {amount_ru(e['times'])}"
        return f"добавить {what} в пул маны"
    if verb == "add_counters" and isinstance(v, dict) and e.get("double"):  # 121.2
        from .events_ru import counter_kind

        return (
            f"удвоить число жетонов {counter_kind(str(v['kind']))}: положить ещё столько, "
            f"сколько их уже есть (121.2): {_ref(e.get('on', 'target'))}"
        )
    if (
        verb == "add_counters"
        and isinstance(v, dict)
        and not e.get("divided")
        and "shares" not in e
    ):
        from .events_ru import counter_kind

        return f"положить жетоны {counter_kind(str(v['kind']))} ({number_ru(v.get('n', 1))}): {_ref(e.get('on', 'target'))}"
    if verb == "move_counter" and isinstance(v, dict):  # 121.5
        from .events_ru import counter_kind

        return (
            f"переместить жетон {counter_kind(str(v['kind']))} с объекта «{_ref(e['from'])}» "
            f"на объект «{_ref(e['to'])}» (121.5)"
        )
    if verb == "add_counters" and isinstance(v, dict) and "shares" in e:
        from .events_ru import counter_kind

        shares = ", ".join(str(n) for n in e["shares"])
        return f"положить жетоны {counter_kind(str(v['kind']))} на цели по порядку: {shares}"
    if verb == "add_counters" and isinstance(v, dict) and e.get("divided"):  # 601.2d
        from .events_ru import counter_kind

        return (
            f"распределить жетоны {counter_kind(str(v['kind']))} ({number_ru(v.get('n', 1))}) "
            "между целями, как объявлено (601.2d)"
        )
    if verb == "remove_counters" and isinstance(v, dict):
        from .events_ru import counter_kind

        return f"снять жетоны {counter_kind(str(v['kind']))} ({number_ru(v.get('n', 1))}): {_ref(e.get('on', 'target'))}"
    if verb == "counter":
        return f"отменить: {_ref(v)}"
    if verb == "create_token" and v.power is None:  # a noncreature token (the Gold, 110.5)
        from .layers_ru import TYPES_RU

        kinds = ", ".join(TYPES_RU.get(t, t) for t in v.types)
        return f"создать фишки «{v.name}» ({kinds}): {number_ru(e.get('count', 1))}"
    if verb == "create_token" and e.get("this_way"):  # 608.2c, 608.2g
        done = "уничтожено" if e["this_way"] == "destroyed" else "изгнано"
        return (
            f"создать фишку «{v.name}» ({v.power}/{v.toughness}) за каждое существо, которое {done} "
            "предыдущим указанием, — под контролем его контроллера (каким он был последним, 608.2g)"
        )
    if verb == "create_token" and e.get("blocking"):  # 509.7
        return (
            f"создать фишку «{v.name}» ({v.power}/{v.toughness}), которая блокирует "
            f"«{_ref(e['blocking'])}» (509.7)"
        )
    if verb == "create_token" and "pt" in e:  # "an X/X … token" (110.5b, 608.2g)
        if e["pt"] == "X":
            count = e.get("count", 1)
            many = "" if count == 1 else f" — {number_ru(count)} шт."
            return f"создать фишку «{v.name}» (X/X; сила и выносливость задаются ею, 110.5b){many}"
        return (
            f"создать фишку «{v.name}» с силой и выносливостью, равными: {number_ru(e['pt'])} "
            "(110.5b, 608.2g)"
        )
    if verb == "create_token" and e.get("pt_of"):  # 110.5b, 608.2g
        return (
            f"создать фишку «{v.name}» с силой и выносливостью карты «{_ref(e['pt_of'])}» "
            "(110.5b, 608.2g)"
        )
    if verb == "create_token":
        return f"создать фишки «{v.name}» ({v.power}/{v.toughness}): {number_ru(e.get('count', 1))}"
    if verb == "additional_land":  # 305.2
        return f"{_ref(e.get('player', 'you'))}: можно сыграть в этом ходу ещё одну землю (305.2)"
    if verb == "emblem":  # 113.2
        parts = [ability_ru(a) for a in v.abilities]
        parts += [trigger_ru(t) for t in v.triggers]
        parts += [static_ru(dict(st)) for st in v.static]
        parts += [_replacement_ru(r) for r in v.replacements]
        return (
            f"{_ref(e.get('player', 'you'))}: получить эмблему в командной зоне (113.2), её "
            f"способности действуют оттуда (113.4): {'; '.join(parts)}"
        )
    if verb == "regenerate":
        return f"регенерировать (щит до конца хода): {_ref(v)}"
    if verb == "attach":
        return f"прикрепить {_ref(v)} к: {_ref(e.get('to', 'target'))}"
    if verb == "damage_cant_be_prevented":
        return "в этом ходу повреждения не могут быть предотвращены (615.11)"
    if verb == "cant_gain_life_this_turn":
        who = {"all": "игроки", "opponents": "ваши оппоненты", "you": "вы"}[v]
        return f"в этом ходу {who} не могут получать жизнь (101.2)"
    if verb == "additional_combat":
        return "после этой главной фазы — дополнительная фаза боя и дополнительная главная фаза"
    if verb == "prevent_damage":
        text = f"предотвратить следующие {_damage_amount(v)} в этом ходу: {_ref(e.get('to', 'target'))}"
        if e.get("then"):  # 615.5: what follows each prevention
            text += "; затем: " + "; ".join(effect_ru(t) for t in e["then"])
        return text
    if verb == "scry":
        return f"предсказание {v}"
    if verb == "choose_target":  # 601.2c
        return f"выбрать цель: {_ref(v)} (выбирается при розыгрыше, 601.2c)"
    if verb == "reveal_top":  # 701.13a
        places = {
            "top": "оставить наверху",
            "hand": "положить в руку",
            "battlefield": "положить на поле битвы",
            "graveyard": "положить на кладбище",
            "bottom": "положить вниз библиотеки",
        }
        if not v and e["put"] == "top" and e.get("player"):  # "each player reveals …"
            return f"{_ref(e['player'])}: показать верхнюю карту своей библиотеки (она остаётся наверху)"
        if not v and e["put"] == "top":  # "reveal the top card of your library"
            return "показать верхнюю карту библиотеки (она остаётся наверху)"
        if not v:  # "… and put that card into your hand"
            return f"показать верхнюю карту библиотеки и {places[e['put']]}"
        return (
            f"показать верхнюю карту библиотеки; если это {_sought_ru(dict(v or {}))} — "
            f"{places[e['put']]}, иначе — {places[e.get('else_to', 'top')]}"
        )
    if verb == "look_at_top" and e.get("rest") == "top" and not e.get("take"):  # 401.2
        whose = f" ({_ref(e['player'])})" if e.get("player") else ""
        if v == 1:
            return f"посмотреть верхнюю карту библиотеки{whose} (она остаётся на месте, 401.2)"
        return (
            f"посмотреть {v} верхних карт библиотеки{whose} и положить их обратно в любом порядке"
        )
    if verb == "look_at_top":  # 401.2
        what = "показать" if e.get("reveal") else "посмотреть"
        took = f"взять в руку {e.get('take', 1)}"
        if e.get("take_to") == "graveyard":
            took = f"положить на кладбище любое число из них (до {e.get('take', 1)})"
        if e.get("take_to") == "battlefield":  # Collected Company (110.2)
            took = f"можно положить на поле битвы до {e.get('take', 1)} из них" + _filter_ru(
                e.get("filter") or {}
            )
        elif e.get("filter") and e.get("take") == v and not e.get("optional"):
            took = "взять в руку все такие карты:" + _filter_ru(e["filter"])
        elif e.get("filter"):
            took = "можно взять в руку одну карту" + _filter_ru(e["filter"])
        v = number_ru(v)  # "X — число Лесов под вашим контролем" (608.2g)
        rest = {
            "bottom": "вниз библиотеки",
            "graveyard": "на кладбище",
            "top": "обратно наверх в любом порядке",
        }[e.get("rest", "bottom")]
        return f"{what} {v} верхних карт библиотеки, {took}, остальные — {rest}"
    if verb == "mill":
        return f"{_ref(e.get('player', 'you'))}: положить {v} верхних карт библиотеки на кладбище"
    if verb == "exile_from_top":  # 701.9a; 406.3, 611.2a: may play them for a while
        until = {
            "end_of_turn": "до конца хода",
            "end_of_your_next_turn": "до конца вашего следующего хода",
        }.get(str(e.get("may_play")))
        put = (
            "; затем можно положить на поле битвы любое число изгнанных так карт"
            + _filter_ru(dict(e["put_among"]))
            + " (608.2d)"
            if e.get("put_among")
            else ""
        )
        return (
            f"изгнать {number_ru(v)} верхних карт вашей библиотеки"
            + (f"; {until} вы можете разыгрывать эти карты (406.3, 611.2a)" if until else "")
            + put
        )
    if verb == "sacrifice" and isinstance(v, str):
        return f"пожертвовать {_ref(v)}"
    if verb == "sacrifice" and e.get("greatest"):  # 701.14a, 608.2d
        side = "силой" if e["greatest"] == "power" else "выносливостью"
        return (
            f"{_ref(e.get('player', 'you'))}: пожертвовать существо с наибольшей {side} среди "
            "своих существ (при равенстве — на выбор этого игрока, 608.2d)"
        )
    if verb == "sacrifice":
        return f"{_ref(e.get('player', 'you'))}: пожертвовать перманент" + _filter_ru(
            v if isinstance(v, dict) else {}
        )
    if verb == "set_life":
        return f"{_ref(e.get('player', 'you'))}: количество жизней становится {v} (118.5)"
    if verb == "shuffle_into_library":
        zones = {"hand": "руку", "graveyard": "кладбище", "battlefield": "свои перманенты"}
        what = ", ".join(zones[z] for z in v)
        return f"{_ref(e.get('player', 'you'))}: замешать в библиотеку {what}"
    if verb == "extra_turn":
        turns = "дополнительный ход" if v == 1 else f"дополнительных ходов: {v}"
        skip = ""
        if e.get("skip"):
            from .events_ru import STEP_RU

            skip = "; в том ходу пропустить " + ", ".join(STEP_RU.get(s, s) for s in e["skip"])
        return f"{_ref(e.get('player', 'you'))}: {turns} после этого (500.7){skip}"
    if verb == "delayed":  # 603.7
        inner = "; ".join(effect_ru(x) for x in v["ability"].effects)
        when = WHEN_RU.get(v["at"], v["at"])
        that = " («то существо» — цель этой способности)" if v.get("that") == "target" else ""
        return f"отложенная срабатывающая способность (603.7): {when} — {inner}{that}"
    if verb == "replacement":
        from .replacement_ru import spec_ru

        if v.event in ("step", "phase", "turn"):  # "skip your next …" waits for it (614.10a)
            return spec_ru(v, _filter_ru, effect_ru)
        if e.get("until") == "your_next_turn":  # 611.2a
            return spec_ru(v, _filter_ru, effect_ru) + " (до вашего следующего хода, 611.2a)"
        text = spec_ru(v, _filter_ru, effect_ru) + " (до конца хода)"
        if "instead" in e:  # 614.15
            inst = e["instead"]
            text += (
                f"; вместо этого, {condition_ru(inst['if'])}: "
                + spec_ru(inst["replacement"], _filter_ru, effect_ru)
                + " (614.15)"
            )
        return text
    if verb == "cant_be_regenerated":
        return f"не может быть регенерирован в этом ходу: {_ref(v)}"
    if verb == "leaves_to_exile":  # 614.1a: for as long as it is on the battlefield (400.7)
        return (
            "если покинет поле битвы, вместо этого изгнать его, а не перемещать куда-либо ещё "
            f"(614.1a): {_ref(v)}"
        )
    if verb == "exile_graveyards" and e.get("player"):
        return f"изгнать все карты с кладбища игрока (406.2): {_ref(e['player'])}"
    if verb == "exile_graveyards":
        return "изгнать все карты со всех кладбищ"
    if verb == "put_on_library":
        if e.get("position") == "shuffle":
            return f"замешать в библиотеку владельца (701.16a): {_ref(v)}"
        if e.get("position") == "from_top":
            return f"положить в библиотеку владельца под {e['depth']} верхн. карт(ы): {_ref(v)}"
        if e.get("position") == "top_or_bottom":
            return f"положить наверх или вниз библиотеки владельца (по выбору): {_ref(v)}"
        where = "вниз" if e.get("position") == "bottom" else "наверх"
        return f"положить {where} библиотеки владельца: {_ref(v)}"
    if verb == "become":
        from .layers_ru import parts_ru

        until = " (навсегда)" if e.get("until") == "indefinitely" else " до конца хода"
        if v in (
            {"set_subtypes": "chosen_creature_type"},
            {"add_subtypes": "chosen_creature_type"},
        ):
            extra = " в дополнение к другим типам" if "add_subtypes" in v else ""
            return (  # 205.1b, 608.2d
                f"{_ref(e.get('to', 'target'))}: становится типом существ по выбору "
                f"(выбирается при разрешении){extra}{until}"
            )
        return f"{_ref(e.get('to', 'target'))}: {parts_ru(v)}{until}"
    if verb == "gain_control":
        until = (
            _until_ru(e)
            if e.get("until") in ("end_of_turn", "source_tapped", "source_controlled")
            else ""
        )
        who = f"{_ref(e['player'])} получает" if "player" in e else "получить"
        return f"{who} контроль: {_ref(v)}{until} (слой 2, 613.1b)"
    if verb == "exchange_control":
        return f"обменяться контролем: {_ref(v[0])} и {_ref(v[1])} (701.8)"
    if verb == "change_text":
        kind = (
            "тип существ"
            if e.get("words") == "creature_type"
            else "слово цвета или тип базовой земли"
        )
        return f"заменить в тексте {_ref(v)} {kind} на другой (612, навсегда)"
    if verb == "copy_spell":
        if e.get("new_targets"):
            return f"скопировать {_ref(v)} (706.10); можно выбрать новые цели для копии (706.10c)"
        return f"скопировать {_ref(v)} (706.10; цели копии — те же)"
    if verb == "copy_ability":
        new = "; можно выбрать новые цели для копии (706.10c)" if e.get("new_targets") else ""
        return f"скопировать способность {_ref(v)} в стеке (706.10, 706.10b){new}"
    if verb == "remove_from_combat":
        return f"удалить из боя (506.4): {_ref(v)}"
    if verb == "look_at_hand":
        return f"посмотреть руку: {_ref(v)}"
    if verb == "clash":
        then = "; ".join(effect_ru(x) for x in e.get("if_win", []))
        return f"столкнуться с оппонентом (701.20); если вы выиграли — {then or 'ничего'}"
    if verb == "damage_each_other":  # 608.2c, 608.2g
        side = "выносливости" if e.get("characteristic") == "toughness" else "силе"
        return (
            f"каждое из существ ({_ref(v)}) наносит другому повреждения, равные своей {side} "
            "(одновременно; если одна из целей нелегальна — никто, 608.2b)"
        )
    if verb == "fight":
        return f"драться (701.10): {_ref(v)} с {_ref(e.get('with', 'target'))}"
    if verb == "monstrosity":
        return f"Чудовищность {v} (701.28a): если не чудовищное — жетоны +1/+1 ({v}), и оно становится чудовищным"
    if verb == "bolster":
        return (
            f"Подмога {v} (701.30a): жетоны +1/+1 ({v}) на ваше существо с наименьшей выносливостью"
        )
    if verb == "populate":
        return "Заселение (701.27a): фишка — копия вашей фишки существа"
    if verb == "proliferate":
        return "Распространение (701.24a): по жетону того вида, что уже есть, на выбранные перманенты и игроков"
    if verb == "become_copy":
        return (
            f"{_ref(e.get('to', 'target'))} становится копией: {_ref(v)} (706.2, 613.1a; "
            "перманент рубашкой вверх остается безымянным 2/2, 707.10)"
            + (" до конца хода" if e.get("until", "end_of_turn") == "end_of_turn" else "")
            + (", и у копии есть эта способность (706.9a)" if e.get("with_this_ability") else "")
        )
    if verb == "vote":
        a, b = v
        first = "; ".join(effect_ru(x) for x in e.get("if_first", []))
        other = "; ".join(effect_ru(x) for x in e.get("otherwise", []))
        return (
            f"голосование (701.29a), начиная с вас: первый вариант ({a}) или второй ({b}); если "
            f"больше голосов у первого — {first}; если у второго или ничья — {other}"
        )
    if verb == "turn_face_down":
        return f"перевернуть рубашкой вверх: {_ref(v)} (безымянное существо 2/2, 707.2a)"
    if verb == "haunt":
        return f"изгнать эту карту, и она преследует {_ref(v)} (702.54a)"
    if verb == "fateseal":
        return (
            f"сглазить {v} (701.19a): посмотреть {v} верхние карты библиотеки оппонента, "
            "любые — под низ, остальные — наверх в любом порядке"
        )
    if verb == "ripple":
        return (
            f"Рябь {v} (702.59a): показать {v} верхние карты библиотеки, разыграть бесплатно "
            "карты с тем же названием, остальные — под низ"
        )
    if verb == "pair":
        other = "с другим вашим существом не в паре" if v == "another" else "с тем существом"
        return f"объединить это существо в пару {other} (Духовная связь, 702.94a)"
    if verb == "become_blocked":
        return (
            f"{_ref(v)} становится заблокированным (509.1h); если оно в отряде, заблокирован "
            "весь отряд (702.21i)"
        )
    if verb == "detain":
        return (
            f"задержать (701.26a): {_ref(v)} — до вашего следующего хода не может атаковать или "
            "блокировать, и его активируемые способности нельзя активировать"
        )
    if verb == "transform":
        return f"трансформировать (701.25): {_ref(v)}"
    if verb == "flip":
        return (
            f"перевернуть (709.2): {_ref(v)} — теперь у него характеристики перевёрнутой половины"
        )
    if verb == "manifest":
        return f"{_ref(e.get('player', 'you'))}: воплотить верхние карты библиотеки ({v}) — рубашкой вверх как существа 2/2 (701.31a)"
    if verb == "search_library":
        where = {
            "hand": "в руку",
            "battlefield": "на поле битвы",
            "graveyard": "на кладбище",
            "library_top": "наверх библиотеки, перетасовав перед этим библиотеку (701.16a)",
        }.get(e.get("put", "hand"), str(e.get("put")))
        flt = dict(v or {})
        what = _sought_ru(flt)
        if e.get("count") == "any":  # 701.15b: as many as the player finds
            what = f"любое число карт: {what}"
        elif int(e.get("count", 1)) != 1:  # 701.15b: fewer may be found
            what = f"до {e['count']} карт: {what}"
        tapped = (
            " повёрнутыми"
            if e.get("tapped") and e.get("count")
            else (" повёрнутой" if e.get("tapped") else "")
        )
        shown = "показать (701.13a), " if e.get("reveal") else ""
        if e.get("put_other") == "hand":  # Cultivate: one there, the other into the hand
            return (
                f"найти в библиотеке {what} (701.15a), {shown}одну положить {where}"
                f"{' повёрнутой' if e.get('tapped') else ''}, другую — в руку"
            )
        return f"найти в библиотеке {what} (701.15a), {shown}положить {where}{tapped}"
    if verb == "shuffle":
        return "перетасовать библиотеку (701.16a)"
    if verb == "any_player_may":
        options = " или ".join("[" + "; ".join(effect_ru(x) for x in o) + "]" for o in v)
        then = "; ".join(effect_ru(x) for x in e.get("then", []))
        return f"любой игрок может: {options}; если кто-то сделал — {then}"
    if verb == "may_pay":
        each = f" за каждый жетон {e['per_counter']} на нём" if e.get("per_counter") else ""
        if "per" in e:  # "{1} for each card in your graveyard" (608.2g)
            per = e["per"]
            each = " × X" if per == "X" else f" × ({_count_ru(per) if 'of' in per else per})"
        other = "; ".join(effect_ru(x) for x in e.get("otherwise", []))
        then = "; ".join(effect_ru(x) for x in e.get("then", []))
        who = f"{_ref(e['player'])}: " if e.get("player") else ""
        if isinstance(v, list):  # one of several costs, the payer's choice (608.2d)
            v = "одну из стоимостей: " + " или ".join(_cost_words_ru(str(c)) for c in v)
        elif isinstance(v, str) and not v.startswith("{"):  # a cost in words (117.12)
            v = _cost_words_ru(v)
        if e.get("choose_x"):  # 107.3e
            each += " (X выбирается при разрешении, 107.3e)"
        text = f"{who}можно заплатить {v}{each}"
        if then:
            text += f"; если заплачено — {then}"
        return text + (f"; если не заплачено — {other}" if other else "")
    if verb == "cast_card":
        how = f"за {e['cost']}" if e.get("cost") else "без оплаты мана-стоимости"
        what = "эту карту" if v == "this_card" else _ref(v)
        if isinstance(v, dict) and "linked" in v:
            what = f"карту, изгнанную связанной способностью («{v['linked']}», 607.2a)"
        if e.get("play"):
            return f"можно сыграть {what} {how}; землю — как сыгранную землю хода (305.2a) ({e.get('rule', '117.9')})"
        return f"{'можно разыграть' if e.get('optional') else 'разыграть'} {what} {how} ({e.get('rule', '117.9')})"
    if verb == "gain_activated_abilities":
        return (
            f"этот перманент получает все активируемые способности: {_ref(v)} — до конца хода "
            "(613.1f; полученные вместе связанные способности связаны друг с другом, 607.5)"
        )
    if verb == "doesnt_untap_next":
        return f"{_ref(v)} не разворачивается во время следующего шага разворота контролирующего его игрока (502.2)"
    if verb == "must_block":
        return f"{_ref(v)} в этом ходу блокирует этот перманент, если может (509.1c)"
    if verb == "combat_rule":
        from ..engine.combat_rules import KINDS
        from .combat_rules_ru import rule_ru

        to = e.get("to", "target")
        group = isinstance(to, dict) and "all" in to
        text = rule_ru(
            v, None if group else _ref(to), to["all"] if group else None, bool(e.get("this_combat"))
        )
        rules = KINDS.get(v, ()) + (("611.2c",) if group else ())
        return f"{text} ({', '.join(rules)})"
    if verb == "put_onto_battlefield" and isinstance(v, dict) and "linked" in v:
        whose = "под контролем владельца" if e.get("under") == "owner" else "под ваш контроль"
        tapped = " повёрнутой" if e.get("tapped") else ""
        return (
            f"положить на поле битвы{tapped} {whose} карту{_filter_ru(dict(v.get('one') or {}))}, "
            f"изгнанную связанной способностью («{v['linked']}», 607.2a)"
        )
    if verb == "hideaway":
        return (
            f"посмотреть {v} верхние карты библиотеки, изгнать одну рубашкой вверх "
            "(запоминается для связанной способности, 607.2a), остальные — под низ (702.74a)"
        )
    if verb == "may":
        inner = "; ".join(effect_ru(x) for x in v)
        other = "; ".join(effect_ru(x) for x in e.get("otherwise", []))
        then = "; ".join(effect_ru(x) for x in e.get("then", []))
        return (
            f"можно: {inner}"
            + (f"; если да — {then}" if then else "")
            + (f"; если нет — {other}" if other else "")
        )
    if verb == "put_onto_battlefield":
        entering: list[str] = []
        if e.get("tapped"):
            entering.append("повёрнутым")
        if e.get("face_down"):
            entering.append("рубашкой вверх (707.2)")
        if e.get("transformed"):
            entering.append("оборотной стороной вверх (711.7)")
        if e.get("attacking"):
            entering.append("атакующим (506.3a)")
        if e.get("under") == "owner":
            entering.append("под контролем владельца")
        for kind, n in dict(e.get("counters") or {}).items():
            entering.append(f"с жетонами {kind}: {number_ru(n)}")
        shown = f" ({', '.join(entering)})" if entering else ""
        return f"положить на поле битвы: {_ref(v)}{shown}"
    if verb == "create_token_copy" and e.get("last_known"):  # 608.2g
        return (
            f"создать фишку — копию: {_ref(v)} (706.2), каким он был на поле битвы в последний "
            "раз (608.2g)"
        )
    if verb == "create_token_copy" and e.get("keywords"):  # 706.9a
        return (
            f"создать фишку — копию: {_ref(v)} (706.2), и у копии есть "
            f"{', '.join(keyword_ru(k) for k in e['keywords'])} (706.9a)"
        )
    if verb == "next_spell_cost_less":  # 601.2e
        return f"следующее заклинание, которое вы разыграете в этом ходу, стоит на {{{v}}} меньше"
    if verb == "put_from_hand" and e.get("or_graveyard"):  # a card of either zone (608.2d)
        return f"положить на поле битвы карту из своей руки или со своего кладбища{_filter_ru(dict(v or {}))}"
    if verb == "put_from_hand" and (e.get("tapped") or e.get("attacking")):
        how = " повёрнутой и атакующей (508.4)" if e.get("attacking") else " повёрнутой"
        return SIMPLE_VERBS_RU[verb].format(flt=_filter_ru(dict(v or {}))) + how
    if verb in SIMPLE_VERBS_RU:
        described = _filter_ru(dict(v)) if isinstance(v, dict) else ""
        return SIMPLE_VERBS_RU[verb].format(
            ref=_ref(v) if not isinstance(v, dict) else described, flt=described
        )
    return verb  # no words yet: tests/test_card_view_text.py fails on it, the view does not


# effects told by one sentence about their reference ({ref})
SIMPLE_VERBS_RU = {
    "cast_copy": "скопировать {ref} и можно разыграть копию без оплаты её мана-стоимости (706.12)",
    "remove_damage": "снять все повреждения: {ref}",
    "put_from_hand": "положить на поле битвы карту из своей руки{flt}",
    "win_game": "вы выигрываете игру (104.2b)",
    "graveyards_as_yours": "в этом ходу вы можете разыгрывать заклинания с кладбищ других игроков, "
    "как будто эти карты на вашем кладбище",
    "create_token_copy": "создать фишку — копию: {ref} (706.2)",
    "tap_or_untap": "повернуть или развернуть: {ref} (ответ choose: {{untap: …}})",
    "cascade": "Каскад: изгонять карты сверху библиотеки до не-земли с меньшей конвертированной "
    "мана-стоимостью; её можно разыграть без оплаты мана-стоимости, остальные — под низ в "
    "случайном порядке (702.84a)",
    "champion": "изгнать другой свой перманент{flt}, пока этот на поле битвы; если не изгнан — "
    "пожертвовать этот (702.71a)",
}


CONDITIONS_RU = {
    "attacked_you_this_step": "в этом шаге вас атаковали (508.1)",
    "you_lost_life_last_turn": "в прошлом ходу вы теряли жизнь (118.3, 118.4)",
    "opponent_lost_life_last_turn": "в прошлом ходу оппонент терял жизнь (118.3, 118.4)",
    "cast_another_spell": "в этом ходу вы уже разыграли другое заклинание",
    "cast_noncreature_spell": "в этом ходу вы разыграли некреатурное заклинание",
    "source_untapped": "этот перманент развёрнут",
    "no_spells_last_turn": "в предыдущем ходу не было разыграно ни одного заклинания",
    "a_player_cast_last_turn_at_least": "в предыдущем ходу игрок разыграл не менее {arg} заклинаний",
    "cards_in_graveyard_at_least": "в вашем кладбище не меньше {arg} карт",
    "opponent_owns_in_exile": "у оппонента есть карта в изгнании",
    "cards_in_hand_at_most": "в вашей руке не больше {arg} карт",
    "cards_in_hand_at_least": "в вашей руке не меньше {arg} карт",
    "life_at_most": "у вас не больше {arg} жизней",
    "life_at_least": "у вас не меньше {arg} жизней",
    "attacked_with_at_least": "в этом ходу вы атаковали {arg} или более существами",
    "attacked_with_fewer_than": "в этом ходу вы не атаковали {arg} или более существами",
    "total_power_at_least": "общая сила существ под вашим контролем не меньше {arg}",
    "tribute_not_paid": "Дань не была заплачена (702.103b)",
    "soulbond": "вы контролируете оба существа и оба не в паре (702.94a)",
    "life_exactly": "количество ваших жизней равно {arg}",
    "life_below_starting": "у вас меньше жизней, чем в начале игры (20, 103.3)",
    "greatest_toughness": "вы контролируете существо с наибольшей выносливостью (или одно из "
    "таких, если их несколько)",
    "each_greatest_power": "вы контролируете каждое существо на поле битвы с наибольшей силой",
    "your_turn": "идёт ваш ход",
    "not_your_turn": "идёт не ваш ход",
    "came_under_control_since_last_upkeep": "этот перманент перешёл под ваш контроль после "
    "начала вашего последнего шага поддержки (702.29a)",
    "on_battlefield": "этот перманент на поле битвы",
    "that_is_bigger": "сила или выносливость того существа больше, чем у этого (702.99a)",
    "in_exile": "эта карта в изгнании",
    "source_tapped": "этот перманент повёрнут",
    "source_attacking": "этот перманент атакует",
    "source_enchanted": "этот перманент зачарован (303.4b)",
    "source_equipped": "этот перманент снаряжён (301.5a)",
    "mana_spent": "на его розыгрыш была потрачена мана {{{arg}}} (601.2g)",
    "mana_not_spent": "на его розыгрыш не была потрачена мана {{{arg}}} (601.2g)",
}
# where the source was cast from ("if you cast it from your hand"), in the genitive
CAST_FROM_RU = {
    "hand": "из руки",
    "graveyard": "с кладбища",
    "exile": "из изгнания",
    "library": "из библиотеки",
}


def condition_ru(condition: Any) -> str:
    """An "if" of an ability or of one instruction ("если получил Усилитель (702.32d)")."""
    key, arg = condition[0]
    if key == "kicked":
        return "если получил Усилитель (702.32d)" if arg else "если не получил Усилитель (702.32d)"
    return "если " + condition_state_ru(key, arg)


def died_ru(n: int) -> str:
    """ "if a creature died this turn" / "if three or more creatures died this turn" (700.4)."""
    if n == 1:
        return "в этом ходу умерло хотя бы одно существо (700.4)"
    return f"в этом ходу умерло не меньше {n} существ (700.4)"


def _if_ru(cond: Any) -> str:
    key, arg = next(iter(cond.items())) if isinstance(cond, dict) else cond[0]
    return condition_state_ru(key, arg)


def condition_state_ru(key: str, arg: Any) -> str:
    """What a condition says holds ("в вашем кладбище не меньше 7 карт"), for "если …" and
    "пока …"; the key itself if it has no Russian words yet."""
    if key in CONDITIONS_RU:
        return CONDITIONS_RU[key].format(arg=arg)
    if key == "graveyard_has_each":  # a card of each kind in your graveyard
        kinds = " и ".join("карта" + _filter_ru(dict(f)) for f in arg)
        return f"в вашем кладбище есть {kinds}"
    if key == "you_control" and isinstance(arg, dict):
        return "вы контролируете перманент" + _filter_ru(arg)
    if key in ("enchanted_is", "enchanted_is_not") and isinstance(arg, dict):  # 303.4, 611.3a
        verb = "" if key == "enchanted_is" else "не "
        return (
            f"перманент, к которому прикреплён этот, {verb}подходит под описание{_filter_ru(arg)}"
        )
    if key == "you_control_none" and isinstance(arg, dict):
        return "вы не контролируете ни одного перманента" + _filter_ru(arg)
    if key == "that_is" and isinstance(arg, dict):  # 603.4: the object of the trigger event
        return "перманент, о котором это событие, подходит" + _filter_ru(arg)
    if key == "none_on_battlefield" and isinstance(arg, dict):
        return "на поле битвы нет ни одного перманента" + _filter_ru(arg)
    if key == "creatures_died_this_turn_at_least":
        return died_ru(int(arg))
    if key == "you_control_exactly":  # 611.3a
        return f"вы контролируете ровно {arg['n']} перманент(ов){_filter_ru(dict(arg['filter']))}"
    if key == "you_control_at_least":  # 611.3a
        return f"вы контролируете не меньше {arg['n']} перманентов{_filter_ru(dict(arg['filter']))}"
    if key == "counters_at_least":  # 603.4
        from .events_ru import COUNTER_KINDS_RU

        kind = COUNTER_KINDS_RU.get(str(arg["kind"]), str(arg["kind"]))
        return f"на этом перманенте не меньше {arg['n']} жетонов {kind}"
    if key == "has_counter":  # "as long as it has a +1/+1 counter on it" (611.3a)
        from .events_ru import COUNTER_KINDS_RU

        kind = COUNTER_KINDS_RU.get(str(arg), str(arg))
        return f"на этом перманенте есть жетон {kind}"
    if key == "revealed_or_controlled" and isinstance(arg, (dict, tuple)):  # 601.2b, 601.2h
        return (
            f"при розыгрыше вы показали карту{_filter_ru(dict(arg))} из руки или контролировали "
            "такой перманент"
        )
    if key == "amount_less_than":  # "your devotion to white is less than five" (700.5)
        from .amounts_ru import amount_ru

        return f"{amount_ru(arg['amount'])} меньше {arg['n']}"
    if key == "another_creature_entered_last_turn":  # 603.4
        return "в прошлом ходу под вашим контролем на поле битвы вышло другое существо"
    if key == "sacrificed_this_way":  # "If that player does, …" (608.2c)
        return "предыдущим указанием игрок принёс в жертву хотя бы один перманент"
    if key == "object_is":  # "If it's a Cyclops, …" (608.2c)
        return f"объект «{_ref(arg['of'])}» —{_filter_ru(dict(arg['filter']))}"
    if key == "amount_less":  # "if its power is less than CARDNAME's power" (608.2c)
        from .amounts_ru import amount_ru

        return f"{amount_ru(arg['amount'])} меньше, чем {amount_ru(arg['than'])}"
    if key == "amount_at_least":  # "if it has three or more +1/+1 counters on it" (608.2c)
        from .amounts_ru import amount_ru

        return f"{amount_ru(arg['amount'])} не меньше {arg['n']}"
    if key == "monstrous":  # "as long as ~ is monstrous" (701.28a)
        return "этот перманент чудовищный (701.28a)"
    if key == "self_has_keyword":  # "when ~ has flying" (603.8)
        return f"у этого перманента есть «{keyword_ru(str(arg))}»"
    if key == "all_of":  # each of the conditions holds (603.4)
        return " и ".join(condition_state_ru(*part[0]) for part in arg)
    if key == "cast_from":  # 601.2a: the source permanent was cast from there
        return f"этот перманент был разыгран {CAST_FROM_RU.get(str(arg), str(arg))}"
    if key in ("had_no_counters", "has_counter"):  # 702.78a, 702.92a; 702.62a
        from .events_ru import COUNTER_KINDS_RU

        kind = COUNTER_KINDS_RU.get(str(arg), str(arg))
        if key == "had_no_counters":
            return f"на этом перманенте не было жетонов {kind}"
        return f"на этом перманенте есть жетон {kind}"
    if key == "kicked_with":  # 702.32a: one of two kicker costs
        return f"он получил Усилитель {arg} (702.32a)"
    if key == "cost_paid":  # 702.73a, 702.27a, …: an optional cost of a keyword was paid
        return f"была заплачена стоимость «{keyword_ru(str(arg))}»"
    # no words yet: tests/test_card_view_text.py fails on it, the view does not
    return f"{key} {arg if not isinstance(arg, dict) else _filter_ru(arg)}".rstrip()


def _cost_words_ru(cost: str) -> str:
    """A cost in words of ``may_pay`` ("Pay 3 life") as the explanation words it, in quotes."""
    from ..cards.format import cost_in_words
    from ..engine.payment import cost_record
    from .events_ru import cost_ru

    return f"«{cost_ru(cost_record(cost_in_words(cost)))}»"


def trigger_ru(t) -> str:
    parts = [WHEN_RU.get(t.when, t.when) + (_filter_ru(dict(t.of)) if t.of else "")]
    if t.chosen is not None:  # 614.12b: the permanent has it only if the word was chosen
        parts.insert(0, f"только если при выходе выбрано «{anchor_word_ru(t.chosen)}» (614.12b)")
    if t.zone == "graveyard":  # 112.6k: "return ~ from your graveyard …"
        parts.insert(0, "только пока карта на кладбище (112.6k)")
    if t.condition:
        parts.append(condition_ru(t.condition))
    if t.ability.targets:
        parts.append("цели: " + ", ".join(target_ru(x) for x in t.ability.targets))
    if t.ability.modes:  # 700.2b: chosen as it is put on the stack
        modes = []
        for i, mode in enumerate(t.ability.modes, start=1):
            head = (
                ["цели: " + ", ".join(target_ru(x) for x in mode.targets)] if mode.targets else []
            )
            modes.append(f"{i}) " + "; ".join(head + [effect_ru(e) for e in mode.effects]))
        parts.append("выберите одно (700.2b): " + " ".join(modes))
    else:
        parts.append("; ".join(effect_ru(e) for e in t.ability.effects))
    return "срабатывающая способность: " + "; ".join(parts)


ZONES_RU = {
    "battlefield": "поле битвы",
    "stack": "стек",
    "hand": "рука",
    "library": "библиотека",
    "graveyard": "кладбище",
    "exile": "изгнание",
    "command": "командная зона",
}
COLOR_ADJ_RU = {
    "white": "белую",
    "blue": "синюю",
    "black": "черную",
    "red": "красную",
    "green": "зеленую",
}


# who casts the spells a cost change applies to (601.2e)
_CASTER_RU = {
    "you": ", которые вы разыгрываете,",
    "opponents": ", которые разыгрывают ваши оппоненты,",
    "all": "",
}


def static_ru(st: dict) -> str:
    from ..cards.format import CONTINUOUS_PARTS
    from .layers_ru import parts_ru

    affects = _filter_ru(dict(st.get("affects", ()))) if "affects" in st else ""
    condition = ""
    if st.get("if"):
        cond = st["if"]
        key, arg = next(iter(cond.items())) if isinstance(cond, dict) else cond[0]
        condition = {
            "your_turn": " (во время вашего хода)",
            "not_your_turn": " (не во время вашего хода)",
        }.get(key, f" (пока {condition_state_ru(key, arg)})")
    if "self_cost_less" in st:  # 601.2e, 112.6c
        less = st["self_cost_less"]
        if isinstance(less, int):
            words = f"{{{less}}}"
        elif "of" in less:
            words = f"{{1}} × {_count_ru(less)}" if less.get("times", 1) == 1 else _count_ru(less)
        else:
            from .amounts_ru import amount_ru

            words = amount_ru(less)
        return (
            f"это заклинание стоит меньше на {words} (только неокрашенная мана)"
            + (f", если {_if_ru(st['if'])}" if st.get("if") else "")
            + " (601.2e, 112.6c)"
        )
    if "cast_only" in st:  # 112.6d: "Cast this spell only during combat"
        from ..engine.cast_only import WHEN

        words = WHEN[st["cast_only"]][0]
        return (
            "разыграть эту карту можно только"
            + (f" {words}" if words else "")
            + (f", если {_if_ru(st['if'])}" if st.get("if") else "")
            + " (112.6d)"
        )
    if "optional_reveal" in st:  # 601.2b
        return (
            "дополнительная стоимость по желанию: показать из руки карту"
            f"{_filter_ru(dict(st['optional_reveal']))} (601.2b)"
        )
    if "equip_cost_less" in st:  # 602.2b, 601.2e
        spec = st["equip_cost_less"]
        return (
            f"способность Снаряжения этого перманента стоит на {{{spec['less']}}} меньше, если её "
            f"цель —{_filter_ru(dict(spec['if_target']))} (602.2b, 601.2e)"
        )
    if "attach_only_to" in st:  # 301.5c, 701.3b, 704.5p
        flt = dict(st["attach_only_to"])
        flt.pop("types", None)
        return (
            "статическая способность: этот перманент может быть прикреплён только к существу"
            + _filter_ru(flt)
            + " (301.5c; иначе не прикрепляется, 701.3b, и открепляется, 704.5p)"
        )
    if "dash_cost_less" in st:  # 702.108a, 601.2e
        return (
            f"стоимость Рывка, которую вы платите, меньше на {{{st['dash_cost_less']}}} "
            "(702.108a, 601.2e)"
        )
    if "spells_cost_less_colored" in st:  # 601.2e
        which = _filter_ru(dict(st.get("of") or {}))
        caster = _CASTER_RU[st.get("caster", "you")]
        return (
            f"заклинания{which}{caster} стоят на {st['spells_cost_less_colored']} меньше — "
            f"уменьшается только цветная мана{condition} (601.2e)"
        )
    if "spells_cost_less" in st or "spells_cost_more" in st:  # 601.2e
        which = _filter_ru(dict(st.get("of") or {}))
        caster = _CASTER_RU[st.get("caster", "you")]
        less = "spells_cost_less" in st
        n = st["spells_cost_less" if less else "spells_cost_more"]
        more_less = "меньше" if less else "больше"
        if "per_target" in st:  # 601.2c
            each = _filter_ru(dict(st["per_target"]))
            more_less += f" за каждый объект{each}, являющийся целью заклинания"
        return f"заклинания{which}{caster} стоят на {{{n}}} {more_less}{condition} (601.2e)"
    if "pt_equal_to" in st and "affects" not in st:
        return (
            "способность, определяющая характеристики (604.3): сила и выносливость равны "
            + _pt_expression_ru(st["pt_equal_to"])
        )
    level = dict(st.get("affects") or {}).get("level")
    if level is not None:  # 710.2: a level symbol
        low, high = level
        symbol = f"УРОВЕНЬ {low}-{high}" if high is not None else f"УРОВЕНЬ {low}+"
        pt = st.get("set_pt") or {}
        words = ", ".join(keyword_ru(str(k)) for k in st.get("grant", ()))
        return (
            f"символ «{symbol}»: пока жетонов уровня столько, "
            f"{pt.get('power')}/{pt.get('toughness')}"
            + (f", {words}" if words else "")
            + (" (710.2a)" if high is not None else " (710.2b)")
        )
    parts = {k: v for k, v in st.items() if k in CONTINUOUS_PARTS}
    if parts and not (set(parts) <= {"modify_pt", "grant"} and len(parts) == 1):
        where = "перманентов"
        if tuple(st.get("zones", ("battlefield",))) != ("battlefield",):
            where = "объектов в зонах: " + ", ".join(ZONES_RU.get(z, z) for z in st["zones"])
        return f"статическая способность: {parts_ru(parts)} — для {where}{affects or ' (все)'}{condition}"
    if "enters_as_copy" in st:
        exc = st.get("except") or {}
        return (
            "можно выйти на поле битвы копией перманента"
            + _filter_ru(dict(st["enters_as_copy"]))
            + (
                f", кроме силы и выносливости {exc.get('power')}/{exc.get('toughness')}"
                if exc
                else ""
            )
            + " (706)"
        )
    if "modify_pt" in st:
        m = st["modify_pt"]
        from .amounts_ru import holds_amount

        power, toughness = m.get("power", 0), m.get("toughness", 0)
        if holds_amount(power) or holds_amount(toughness):  # 611.3a: counted continuously
            return (
                f"статическая способность: сила {_pt_change_ru(power)}, выносливость "
                f"{_pt_change_ru(toughness)} для{affects or ' существ'}{condition} "
                "(число пересчитывается всё время, 611.3a)"
            )
        return f"статическая способность: {_signed_pt(m)} для{affects or ' существ'}{condition}"
    if "grant" in st:
        return (
            f"статическая способность: {', '.join(granted_ru(k) for k in st['grant'])} для{affects}"
            f"{condition}"
        )
    if "pt_equal_to" in st:
        return f"определяющая характеристики способность: сила и выносливость равны {st['pt_equal_to']}"
    if "you_have" in st:  # 702.16 for a player
        from .events_ru import keyword_ru as protection_word

        return (
            "статическая способность: вы имеете "
            + ", ".join(protection_word(k).replace("Защита", "Защиту", 1) for k in st["you_have"])
            + " ("
            + ", ".join(
                {"Hexproof": "702.11c", "Shroud": "702.18a"}.get(k, "702.16a, 702.16b, 702.16e")
                for k in dict.fromkeys(
                    k if k in ("Hexproof", "Shroud") else "protection" for k in st["you_have"]
                )
            )
            + ")"
        )
    if "cant_gain_life" in st:
        who = {"all": "игроки", "opponents": "ваши оппоненты", "you": "вы"}.get(
            st["cant_gain_life"], st["cant_gain_life"]
        )
        return f"статическая способность: {who} не могут получать жизнь (101.2, 118.3)"
    if "max_hand_size" in st:  # 402.2
        change = dict(st["max_hand_size"])
        who = {
            "all": "каждого игрока",
            "opponents": "каждого вашего оппонента",
            "you": "ваш",
            "enchanted_player": "зачарованного игрока (303.4k)",
        }.get(change["who"], change["who"])
        n = int(change["change"])
        delta = f"больше на {n}" if n > 0 else f"меньше на {-n}"
        return f"статическая способность: максимальный размер руки {who} {delta} (402.2, 514.1)"
    if "cant_cast" in st:  # 101.2
        rule = dict(st["cant_cast"])
        who = {
            "all": "игроки",
            "opponents": "ваши оппоненты",
            "you": "вы",
            "enchanted_player": "зачарованный игрок (303.4k)",
            "defending_player": "защищающийся игрок (506.2)",
        }.get(rule["who"], rule["who"])
        what = "заклинания" + _filter_ru(dict(rule["of"])) if "of" in rule else "заклинания"
        if "more_than" in rule:
            what = f"больше {rule['more_than']} заклинания за ход"
        during = {"your_turn": " во время вашего хода", "combat": " во время боя"}.get(
            rule.get("during", ""), ""
        )
        return f"статическая способность: {who} не могут разыгрывать {what}{during} (101.2)"
    if "spells_cant_be_countered" in st:  # 101.2
        flt = {k: v for k, v in dict(st["spells_cant_be_countered"]).items() if k != "controller"}
        return (
            "статическая способность: ваши заклинания" + _filter_ru(flt) + " не могут быть "
            "отменены (101.2)"
        )
    if "combat_damage_by_toughness" in st:  # 510.1a
        flt = dict(st["combat_damage_by_toughness"])
        whose = "ваши существа" if flt.pop("controller", None) == "you" else "все существа"
        flt.pop("types", None)
        return (
            f"статическая способность: {whose}" + _filter_ru(flt) + " наносят боевые "
            "повреждения, равные своей выносливости, а не силе (510.1a)"
        )
    if "may_look_at" in st:  # 401.2, 707.5
        looks = {
            "top_of_library": "верхнюю карту своей библиотеки (401.2)",
            "face_down_opponents": "повернутые лицом вниз существа, которых вы не контролируете "
            "(707.5)",
        }
        return (
            "статическая способность: вы можете в любой момент смотреть "
            + " и ".join(looks[x] for x in st["may_look_at"])
            + "; на ход игры это не влияет"
        )
    for key, spared in (
        ("cant_activate", ""),
        ("cant_activate_unless_mana", ", кроме мана-способностей,"),
    ):
        if key in st:  # 602.5
            flt = dict(st[key])
            whose = (
                "источников с выбранным названием (607.2d)"
                if flt == {"name": "chosen"}
                else "источников" + _filter_ru(flt)
            )
            return (
                f"статическая способность: активируемые способности {whose}{spared} "
                "активировать нельзя (602.5)"
            )
    if "entering_dont_trigger" in st:  # 603.2, 603.6a
        return (
            "статическая способность: выход на поле битвы перманентов"
            + _filter_ru(dict(st["entering_dont_trigger"]))
            + " не вызывает срабатывания способностей (603.2, 603.6a)"
        )
    if "untap_during_others" in st:  # 502.2
        flt = {k: v for k, v in dict(st["untap_during_others"]).items() if k != "controller"}
        return (
            "статическая способность: в шаге разворота каждого другого игрока вы разворачиваете "
            "свои перманенты" + _filter_ru(flt) + " (502.2)"
        )
    if "max_draws_per_turn" in st:
        n = st["max_draws_per_turn"]
        return f"статическая способность: каждый игрок может брать не больше {n} карт(ы) за ход (101.2)"
    if "cant_play_lands" in st:
        who = {"any": "игроки не могут", "you": "вы не можете"}.get(
            st["cant_play_lands"], "ваши оппоненты не могут"
        )
        return f"статическая способность: {who} играть земли (101.2)"
    if "cant_enter_battlefield" in st:
        return "статическая способность: не могут выходить на поле битвы" + _filter_ru(
            dict(st["cant_enter_battlefield"])
        )
    flags = {
        "damage_cant_be_prevented": "повреждения не могут быть предотвращены (615.11)",
        "cant_lose": "вы не можете проиграть игру, оппоненты не могут её выиграть",
        "no_loss_for_zero_life": "вы не проигрываете из-за 0 или меньше жизней",
        "begin_on_battlefield": "можно начать игру с этой картой на поле битвы (до начала игры)",
        "no_max_hand_size": "у вас нет максимального размера руки (402.2, 514.1)",
    }
    for key, text in flags.items():
        if st.get(key):
            return "статическая способность: " + text
    if "damage_as" in st:
        who = "вам" if st.get("to") == "you" else "всем"
        return (
            f"статическая способность: повреждения ({who}) наносятся как будто у источника "
            + ("Инфекция" if st["damage_as"] == "infect" else "Иссушение")
            + condition
        )
    if "spend_mana_as" in st:
        how = {"any_color": "как будто это мана любого цвета", "colorless": "только как бесцветную"}
        rules = [
            ("другую ману" if k == "other" else f"{COLOR_ADJ_RU.get(k, k)} ману") + " — " + how[v]
            for k, v in st["spend_mana_as"].items()
        ]
        own = (
            ", чтобы оплатить стоимости активации способностей этого перманента"
            if st.get("only_own_abilities")
            else ""
        )
        return "статическая способность: вы можете тратить " + "; ".join(rules) + own + " (609.4)"
    if "max_counters" in st:
        return f"статическая способность: не больше {st['max_counters']['n']} жетонов {st['max_counters']['kind']}"
    if st.get("reveal_first_draw"):  # 603.10, 607.2g
        return "статическая способность: показывайте первую карту, которую вы берёте в каждом ходу"
    if "spells_have" in st:  # 702.50a
        which = _filter_ru(dict(st.get("of") or {}))
        return (
            f"статическая способность: заклинания{which}, которые вы разыгрываете, имеют "
            f"{keyword_ru(str(st['spells_have']))} (702.50a)"
        )
    if st.get("cast_from_graveyard") == "self":  # 112.6e
        when = f", пока {_if_ru(st['if'])}" if st.get("if") else ""
        return f"эту карту можно разыграть со своего кладбища{when} (112.6e)"
    if "cast_as_though_flash" in st:  # 702.8a, 609.4
        who = st["cast_as_though_flash"]
        if who == "self":  # 112.6d
            return (
                f"эту карту можно разыграть так, как будто у неё есть Миг, если {_if_ru(st['if'])}"
                " (112.6d, 702.8a)"
            )
        subject = "вы можете" if who == "you" else "любой игрок может"
        which = _filter_ru(dict(st.get("of") or {}))
        return (
            f"статическая способность: {subject} разыгрывать заклинания{which} так, как будто у "
            "них есть Миг (702.8a)"
        )
    return f"статическая способность: {st}"  # no words yet: the tests fail on it


COUNTS_RU = {
    "cards_in_hand": "число карт в вашей руке",
    "creatures_you_control": "число существ под вашим контролем",
    "lands_you_control": "число земель под вашим контролем",
    "card_types_in_graveyards": "число типов карт среди карт на всех кладбищах",
    "creature_cards_in_your_graveyard": "число карт существ на вашем кладбище",
}


def _count_filter_ru(flt: dict) -> str:
    whose = {"chosen": "выбранного игрока", "opponent": "оппонентов"}.get(
        flt.get("controller", "you"), "ваших"
    )
    rest = _filter_ru({k: v for k, v in flt.items() if k != "controller"})
    return (
        f"число перманентов {whose}{rest}" if whose != "ваших" else f"число ваших перманентов{rest}"
    )


def _pt_change_ru(value: Any) -> str:
    """+N, or "+N × (what is counted)" for a counted change (611.3a)."""
    from .amounts_ru import amount_ru, holds_amount

    if not holds_amount(value):
        return f"{int(value):+}"
    times = int(value.get("times", 1)) if "of" in value else 1
    base = amount_ru(value["of"] if "of" in value else value)
    return f"{'+' if times >= 0 else '−'}{abs(times)} × {base}"


def _count_ru(x: dict) -> str:
    from .amounts_ru import amount_ru, is_amount

    if is_amount(x.get("of")):
        return amount_ru(x)
    of = x["of"]
    base = number_ru(of) if isinstance(of, str) else _count_filter_ru(dict(of["count"]))
    if x.get("times", 1) != 1:
        base = f"{x['times']} × {base}"
    if x.get("plus", 0) < 0:  # "that many cards minus one"
        base += f" − {-x['plus']}"
    elif x.get("plus"):
        base += f" + {x['plus']}"
    return base


def _pt_expression_ru(spec: dict) -> str:
    power, toughness = spec.get("power"), spec.get("toughness")
    if power == toughness and power is not None:
        return _count_ru(power)
    return f"{_count_ru(power) if power else '—'} (сила) и {_count_ru(toughness) if toughness else '—'} (выносливость)"


def cost_parts_ru(c: Cost) -> list[str]:
    """The non-mana cost parts of 117.1 read by ``engine/cost_parts`` in Russian."""
    from .events_ru import counter_kind

    out = []
    if c.discard and c.discard_random:
        out.append(f"сбросить случайным образом карт: {c.discard} (701.7b)")
    elif c.discard and c.discard_filter is not None:
        out.append(f"сбросить карт: {c.discard}" + _filter_ru(dict(c.discard_filter)))
    for spec, verb in (
        (c.remove_counters, "снять с этого перманента"),
        (c.put_counters, "положить на этот перманент"),
    ):
        if spec is not None:
            n = "любое число (X)" if spec[1] == "X" else spec[1]
            out.append(f"{verb} жетонов {counter_kind(spec[0])}: {n}")
    if c.exile_self == "battlefield":
        out.append("изгнать этот перманент")
    if c.exile_self == "graveyard":
        out.append("изгнать эту карту со своего кладбища (112.6)")
    if c.exile_from_graveyard is not None:
        out.append(
            f"изгнать со своего кладбища карт: {c.exile_count}"
            + _filter_ru(dict(c.exile_from_graveyard))
        )
    if c.tap_untapped is not None:
        out.append(
            f"повернуть своих неповёрнутых перманентов: {c.tap_count}"
            + _filter_ru(dict(c.tap_untapped))
        )
    if c.return_to_hand is not None:
        out.append(
            f"вернуть в руку своих перманентов: {c.return_count}"
            + _filter_ru(dict(c.return_to_hand))
        )
    if c.return_self:
        out.append("вернуть этот перманент в руку владельца")
    if c.discard_hand:
        out.append("сбросить всю руку")
    return out


def ability_ru(a: Ability) -> str:
    if a.keyword == "Level up":
        return (
            f"Повышение уровня {a.cost.mana}: положить жетон уровня на этот перманент; только "
            "как волшебство (702.86a)"
        )
    cost = []
    if a.cost.loyalty_x:
        cost.append("−X верности")
    elif a.cost.loyalty is not None:
        cost.append(f"{a.cost.loyalty:+d} верности")
    if a.cost.mana:
        cost.append(str(a.cost.mana))
    if a.cost.tap:
        cost.append("{T}")
    if a.cost.pay_life:
        cost.append(f"заплатить {a.cost.pay_life} жизни")
    if a.cost.sacrifice_self:
        cost.append("пожертвовать этот перманент")
    if a.cost.discard_self:
        cost.append("сбросить эту карту")
    if a.cost.untap:
        cost.append("{Q}")
    if a.cost.sacrifice is not None:
        cost.append("пожертвовать перманент" + _filter_ru(dict(a.cost.sacrifice)))
    if a.cost.discard and not (a.cost.discard_random or a.cost.discard_filter is not None):
        cost.append(f"сбросить карт: {a.cost.discard}")
    if a.cost.tap_creatures_power:
        cost.append(
            f"повернуть своих неповёрнутых существ общей силой {a.cost.tap_creatures_power} "
            "или больше"
        )
    if a.cost.exile_top:
        cost.append(f"изгнать {a.cost.exile_top} верхних карт своей библиотеки")
    cost += cost_parts_ru(a.cost)
    parts = []
    if a.targets:
        parts.append("цели: " + ", ".join(target_ru(t) for t in a.targets))
    parts.append("; ".join(effect_ru(e) for e in a.effects))
    kind = (
        "мана-способность"
        if a.is_mana_ability
        else "способность верности"
        if a.is_loyalty
        else "активируемая способность"
    )
    timing = " (только как волшебство)" if a.timing == "sorcery" and not a.is_loyalty else ""
    timing += {
        "your_turn": " (только в свой ход, 602.5b)",
        "your_turn_before_attackers": " (только в свой ход до объявления атакующих, 602.5b)",
        "your_upkeep": " (только в свой шаг поддержки, 602.5b)",
        "combat_after_blockers": " (только во время боя после объявления блокирующих, 602.5b)",
    }.get(a.timing, "")
    if getattr(a, "activator", "controller") == "opponent":
        timing += " (активировать может только оппонент)"
    if a.zone == "hand":
        timing += " (только из руки, 112.6)"
    elif a.zone == "graveyard" and not a.cost.exile_self:
        timing += " (только с кладбища, 112.6k)"
    if a.per_turn is not None:
        times = "один раз" if a.per_turn == 1 else f"не больше {a.per_turn} раз"
        timing += f" ({times} за ход, 602.5b)"
    if a.only_if is not None:
        timing += f" (только {condition_ru(a.only_if)}, 602.5b)"
    if a.cost_less:  # 602.2b, 601.2e
        from .amounts_ru import amount_ru

        timing += (
            f" (стоит на {{{a.cost_less['less']}}} меньше за каждую единицу: "
            f"{amount_ru(a.cost_less['per'])}, 601.2e)"
        )
    text = f"{kind}: {', '.join(cost) or 'без стоимости'} → {'; '.join(parts)}{timing}"
    if a.keyword:  # "Цикл {2} (Cycling {2}, 702.28a): …"
        from ..cards.keywords import spec_of

        return f"{keyword_ru(a.text)} ({a.text}, {spec_of(a.keyword).rule}): {text}"
    return text


def card_json(card: CardDef) -> dict:
    return {
        "schema": 1,
        "name": card.name,
        "name_ru": card.name_ru,
        "cost": str(card.mana_cost),
        "converted_mana_cost": card.mana_cost.converted(),
        "colors": sorted(card.colors),
        "type_line": card.type_line,
        "types": list(card.types),
        "subtypes": list(card.subtypes),
        "supertypes": list(card.supertypes),
        "power": card.power,
        "toughness": card.toughness,
        "loyalty": card.loyalty,
        "text": card.text,
        "keywords": list(card.keywords),
        "spell": None
        if card.spell is None
        else {
            "targets": [target_ru(t) for t in card.spell.targets],
            "effects": [effect_ru(e) for e in card.spell.effects],
            "modes": [
                {
                    "targets": [target_ru(t) for t in m.targets],
                    "effects": [effect_ru(e) for e in m.effects],
                }
                for m in card.spell.modes
            ],
        },
        "abilities": [ability_ru(a) for a in card.abilities],
        "static": [static_ru(st) for st in card.static],
        "triggers": [trigger_ru(t) for t in card.triggers],
        "replacements": [_replacement_ru(r) for r in card.replacements],
        "morph": None if card.morph is None else morph_ru(card),
        "back": None if card.back is None else card_json(card.back),
        **({"flip": card_json(card.flip)} if card.flip is not None else {}),
        **({"halves": [card_json(h) for h in card.halves]} if card.halves else {}),
    }


def morph_ru(card: CardDef) -> str:
    """Morph or megamorph (702.36a-b) in words."""
    word = "Мегаоборотень" if card.megamorph else "Оборотень"
    rule = "702.36b" if card.megamorph else "702.36a"
    s = (
        f"{word}{' ' if card.morph_words is None else ''}{card.morph_text}: можно разыграть рубашкой вверх как безымянное бесцветное "
        f"существо 2/2 за {{3}} (cast … alt: morph); перевернуть рубашкой вниз в любой момент, "
        f"когда есть приоритет, за {card.morph_text.removeprefix('—')} (особое действие "
        "turn_face_up, 702.36e)"
    )
    if card.megamorph:
        s += ", и на него кладётся жетон +1/+1"
    return s + f" ({rule})"


def _replacement_ru(spec) -> str:
    from .replacement_ru import spec_ru

    return spec_ru(spec, _filter_ru, effect_ru)


def render_card(console, card: CardDef) -> None:
    from rich.text import Text

    head = Text(card.name_ru or card.name, style="bold")
    if card.name_ru:
        head.append(f"  ({card.name})", style="bold dim")
    if card.mana_cost:
        head.append(f"   {card.mana_cost}", style="cyan")
    console.print(head)
    line = card.type_line
    if card.power is not None:
        line += f"   {card.power}/{card.toughness}"
    if card.loyalty is not None:
        line += f"   верность {card.loyalty}"
    console.print(line)
    console.print(
        Text(f"Конвертированная мана-стоимость: {card.mana_cost.converted()}", style="dim")
    )
    if card.text:
        console.print()
        console.print(Text(card.text, style="italic"))
    console.print()
    render_engine_view(console, card)


def render_engine_view(console, card: CardDef) -> None:
    """ "Как понимает движок": every ability of the engine's definition, in Russian."""
    from rich.text import Text

    console.print(Text("Как понимает движок:", style="bold"))
    for line in engine_lines(card):
        console.print(line)


COLOR_NOMINATIVE = {"W": "белый", "U": "синий", "B": "черный", "R": "красный", "G": "зеленый"}


def split_lines(card: CardDef, indent: str) -> list[str]:
    """708: a split card — one card with both halves' characteristics outside the stack; each
    half is cast on its own (``half:``), with Слияние both at once (``fuse: true``)."""
    colors = ", ".join(COLOR_NOMINATIVE.get(c, c) for c in sorted(card.colors))
    out = [
        f"{indent}• расщеплённая карта (708): одна карта с двумя половинами; вне стека у неё "
        f"характеристики обеих (цвета: {colors or 'нет'}; конвертированная мана-стоимость "
        f"{card.mana_cost.converted()} — сумма половин, 708.3, 708.5a); разыгрывается одна "
        "половина (cast … half: ИМЯ), в стеке есть только она (708.2a)"
    ]
    if "Fuse" in card.keywords:
        out.append(
            f"{indent}• Слияние (Fuse, 702.101a): из руки можно разыграть обе половины сразу "
            "(cast … fuse: true) за обе мана-стоимости; сначала выполняется левая, затем правая "
            "(702.101c, 702.101d)"
        )
    for number, half in enumerate(card.halves, start=1):
        head = f"{half.name_ru} ({half.name})" if half.name_ru else half.name
        kind = "волшебство" if "Sorcery" in half.types else "мгновенное заклинание"
        out.append(f"{indent}• половина {number}: «{head}» — {kind} {half.mana_cost}")
        lines = engine_lines(replace(half, keywords=()), indent + "    ")
        out.extend(line for line in lines if not line.endswith("способностей нет"))
    return out


ALT_COSTS_RU = {
    "flashback": "можно разыграть со своего кладбища за эту стоимость; покидая стек, карта изгоняется",
    "dash": "альтернативная стоимость: существо получает Ускорение и в начале заключительного шага "
    "возвращается в руку",
}


def alt_cost_ru(name: str, cost: str) -> str:
    """ "Воспоминание {2}{U} (Flashback, 702.33a): …" — an alternative cost (117.9)."""
    from ..cards.keywords import SPECS

    spec = SPECS.get(name)
    if spec is None:
        return f"альтернативная стоимость «{name}»: {cost} (117.9)"
    return f"{spec.ru} {cost} ({spec.name}, {spec.rule}): {ALT_COSTS_RU.get(name, 'альтернативная стоимость (117.9)')}"


def engine_lines(card: CardDef, indent: str = "  ") -> list[str]:
    """The lines of «Как понимает движок» for one face (a split card: each half, 708)."""
    if card.halves:
        return split_lines(card, indent)
    out: list[str] = []
    for k in card.keywords:
        meaning = keyword_meaning_ru(k, with_name=False)
        if meaning:
            out.append(f"{indent}• ключевое слово: {keyword_ru(k)} ({k}) — {meaning}")
        else:
            out.append(
                f"{indent}• ключевое слово: {keyword_ru(k)} ({k}, {parse_keyword(k).spec.rule})"
            )
    if card.as_enters_choose:
        out.append(
            f"{indent}• при выходе на поле битвы выбирается {AS_ENTERS_RU[card.as_enters_choose]} "
            + (
                f"({', '.join(anchor_word_ru(w) for w in card.as_enters_words)}; 614.12b) "
                if card.as_enters_words
                else ""
            )
            + "(614.1c; ответ choose, см. docs/scenario.md)"
        )
    if card.spell is not None and card.spell.modes:
        spell = card.spell
        how_many = (
            "один режим"
            if spell.choose == 1
            else "один режим или оба"
            if spell.choose_min == 1 and spell.choose == 2
            else f"{spell.choose} разных режима"
        )
        out.append(f"{indent}• выберите {how_many} (700.2):")
        for i, mode in enumerate(card.spell.modes, start=1):
            parts = (
                ["цели: " + ", ".join(target_ru(t) for t in mode.targets)] if mode.targets else []
            ) + [effect_ru(e) for e in mode.effects]
            out.append(f"{indent}  {i}. " + "; ".join(parts))
    elif card.spell is not None and card.spell.effects:
        if card.cost_per_extra_target is not None:
            out.append(
                f"{indent}• стоимость больше на {card.cost_per_extra_target} за каждую цель после "
                "первой (Стремление; 601.2c, 601.2e)"
            )
        if card.spell.targets:
            out.append(f"{indent}• цели: " + ", ".join(target_ru(t) for t in card.spell.targets))
        for e in card.spell.effects:
            out.append(f"{indent}• " + effect_ru(e))
    for a in card.abilities:
        out.append(f"{indent}• " + ability_ru(a))
    for st in card.static:
        out.append(f"{indent}• " + static_ru(st))
    for t in card.triggers:
        out.append(f"{indent}• " + trigger_ru(t))
    for r in card.replacements:
        out.append(f"{indent}• " + _replacement_ru(r))
    if card.morph is not None:
        out.append(f"{indent}• " + morph_ru(card))
    words = dict(card.alt_words)
    for name, cost in card.alt_costs:
        if name != "bestow":  # Дар is told below
            shown = f"— {words[name]}" if name in words else str(cost)
            out.append(f"{indent}• " + alt_cost_ru(name, shown))
    bestow_cost = dict(card.alt_costs).get("bestow")
    if bestow_cost is not None:
        out.append(
            f"{indent}• Дар {bestow_cost}: можно разыграть за эту стоимость как Ауру с "
            "«зачаровать существо» (cast … alt: bestow); если при разрешении цель нелегальна или "
            "Аура ни к чему не прикреплена, это снова существо (702.102a, 702.102d, 702.102e)"
        )
    if card.spell is not None and not card.spell.effects and card.spell.targets:
        out.append(f"{indent}• Аура: зачаровывает — " + target_ru(card.spell.targets[0]))
    if not (
        card.keywords
        or card.morph
        or card.spell
        or card.abilities
        or card.static
        or card.triggers
        or card.replacements
        or card.alt_costs
    ):
        out.append(f"{indent}• способностей нет")
    if card.flip is not None:
        flip = card.flip
        head = f"{flip.name_ru} ({flip.name})" if flip.name_ru else flip.name
        pt = f" {flip.power}/{flip.toughness}" if flip.power is not None else ""
        out.append(
            f"{indent}• перевёрнутая половина (709.1b): «{head}» — {flip.type_line}{pt}; "
            "действует, только пока перманент перевёрнут эффектом «переверните» (709.2); "
            "мана-стоимость и цвет прежние (709.1c), обратно не переворачивается (709.4)"
        )
        out.extend(engine_lines(flip, indent + "    "))
    if card.back is not None:
        back = card.back
        head = f"{back.name_ru} ({back.name})" if back.name_ru else back.name
        pt = f" {back.power}/{back.toughness}" if back.power is not None else ""
        colors = ", ".join(COLOR_NOMINATIVE.get(c, c) for c in sorted(back.colors))
        out.append(
            f"{indent}• оборотная сторона (711.4b): «{head}» — {back.type_line}{pt}"
            + (f", цвет по индикатору: {colors}" if colors else "")
            + "; трансформируется эффектом «трансформируйте» (701.25)"
        )
        out.extend(engine_lines(back, indent + "    "))
    return out
