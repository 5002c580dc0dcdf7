"""Continuous effects in Russian: the events of layers 1–7 (613) and the steps of
``mtgjudge run --layers``.  Renders only what events and steps say."""

from __future__ import annotations

from typing import Any

from .naming import CardNames, signed_pt

COLOR_RU = {
    "W": "белый",
    "U": "синий",
    "B": "черный",
    "R": "красный",
    "G": "зеленый",
    "white": "белый",
    "blue": "синий",
    "black": "черный",
    "red": "красный",
    "green": "зеленый",
}
TYPES_RU = {
    "Artifact": "артефакт",
    "Creature": "существо",
    "Enchantment": "чары",
    "Instant": "мгновенное заклинание",
    "Land": "земля",
    "Planeswalker": "planeswalker",
    "Sorcery": "волшебство",
    "Tribal": "племенное",
}
SUBTYPES_RU = {
    "Plains": "Равнина",
    "Island": "Остров",
    "Swamp": "Болото",
    "Mountain": "Гора",
    "Forest": "Лес",
    "Frog": "Лягушка",
    "Elf": "Эльф",
    "Merfolk": "Мерфолк",
    "Aura": "Аура",
    "Equipment": "Снаряжение",
    "Bear": "Медведь",
    "Human": "Человек",
    "Spirit": "Дух",
    "Dryad": "Дриада",
    "Goblin": "Гоблин",
    "Angel": "Ангел",
    "Soldier": "Солдат",
}
LAYER_RU = {
    "1": "1 (копирование)",
    "2": "2 (контроль)",
    "3": "3 (текст)",
    "4": "4 (типы)",
    "5": "5 (цвет)",
    "6": "6 (способности)",
    "7a": "7a (определение силы и выносливости)",
    "7b": "7b (установка силы и выносливости)",
    "7c": "7c (изменение силы и выносливости)",
    "7d": "7d (жетоны)",
    "7e": "7e (обмен силы и выносливости)",
}
REASON_RU = {
    "timestamp": "по временной метке (613.6)",
    "dependency": "раньше эффекта с более ранней временной меткой: тот зависит от него (613.7a, 613.7b)",
    "loop": "эффекты зависят друг от друга по кругу — по временной метке (613.7b)",
    "cda": "способность, определяющая характеристики, — первой (613.2, 604.3)",
    "counters": "жетоны (613.3d)",
}


def _cap(text: str) -> str:
    return text[:1].upper() + text[1:]


def subtypes_ru(subtypes: Any) -> str:
    """Subtypes in Russian where the word is known, else the English word in «»."""
    from ..engine.layers.values import ALL_CREATURE_TYPES
    from ..rules.terms import printed_name

    def one(t: str) -> str:
        if t == ALL_CREATURE_TYPES:
            return "все типы существ"
        # creature and planeswalker types as printed (rules_ru/terminology.tsv), then the rest
        named = printed_name(t, "creature_type") or printed_name(t, "planeswalker_type")
        return named or SUBTYPES_RU.get(t, f"«{t}»")

    return ", ".join(one(t) for t in subtypes)


def colors_ru(colors: Any) -> str:
    return ", ".join(COLOR_RU.get(c, c) for c in colors) or "бесцветный"


def parts_ru(parts: dict[str, Any]) -> str:
    """What an effect does, part by part: «теряет все способности; синий; Лягушка; 1/1»."""
    from .events_ru import keyword_ru

    out = []
    for key, v in parts.items():
        if key == "lose_all_abilities":
            out.append("теряет все способности")
        elif key == "set_pt":
            out.append(
                "базовые сила и выносливость — равны конвертированной мана-стоимости"
                if v == "mana_value"
                else f"базовые сила и выносливость {v.get('power', '—')}/{v.get('toughness', '—')}"
            )
        elif key == "modify_pt" and not all(isinstance(n, int) for n in v.values()):
            from .amounts_ru import amount_ru

            out.append(
                "сила и выносливость меняются на: "
                + ", ".join(f"{amount_ru(n)}" for n in v.values())
                + " (пересчитывается всё время, 611.3a)"
            )
        elif key == "modify_pt":
            out.append(signed_pt(int(v.get("power", 0)), int(v.get("toughness", 0))))
        elif key == "switch_pt":
            out.append("сила и выносливость меняются местами")
        elif key == "set_colors":
            out.append(f"цвет — {colors_ru(v)}")
        elif key == "add_colors":
            out.append(f"дополнительно {colors_ru(v)}")
        elif key == "add_types":
            out.append("дополнительно " + ", ".join(TYPES_RU.get(t, t) for t in v))
        elif key == "set_types":  # 205.1a
            out.append(
                "только "
                + ", ".join(TYPES_RU.get(t, t) for t in v)
                + " (прежние типы и их подтипы заменяются)"
            )
        elif key == "remove_types":  # 205.1a, 205.3d
            out.append(
                "не " + ", ".join(TYPES_RU.get(t, t) for t in v) + " (и без подтипов этого типа)"
            )
        elif key == "set_subtypes":
            out.append(
                "подтип — " + subtypes_ru(v)
                if v != "chosen_creature_type"
                else "выбранный тип существ"
            )
        elif key == "add_subtypes":
            out.append(
                "дополнительно подтип " + subtypes_ru(v)
                if v != "chosen_creature_type"
                else "выбранный тип существ"
            )
        elif key == "all_creature_types":
            out.append("все типы существ")
        elif key == "full_text_of":
            out.append(
                "полный текст верхней карты вашего кладбища, если это карта существа"
                + (", и свои активируемые способности" if v.get("keep") else "")
            )
        elif key == "grant":
            out.append(
                "получает "
                + ", ".join(
                    f"«{keyword_ru(x)}»" if isinstance(x, str) else "способность" for x in v
                )
            )
        elif key in ("lose", "cant_have"):
            verb = "теряет" if key == "lose" else "не может иметь"
            out.append(f"{verb} " + ", ".join(f"«{keyword_ru(x)}»" for x in v))
        elif key == "control":
            out.append("меняет контроллера")
        elif key == "copy":
            out.append("копия")
        elif key == "change_text":
            out.append(f"в тексте «{v['from']}» заменено на «{v['to']}»")
    return "; ".join(out)


UNTIL_RU = {
    "end_of_turn": " до конца хода",
    "indefinitely": "",
    "source_tapped": ", пока источник остаётся повёрнутым",  # 611.2b
    "source_controlled": ", пока его контроллер контролирует источник",  # 611.2b
    "your_next_turn": " до следующего хода контроллера источника",  # 611.2a
}


def describe_layer_event(k: str, d: dict[str, Any], n: CardNames) -> str | None:
    """One sentence for the events of continuous effects, or None for other events."""
    if k == "effect_began":
        return (
            f"{_cap(n.objs(d['cards']))}{UNTIL_RU.get(d.get('until', ''), '')}: {parts_ru(d['parts'])} "
            f"(эффект {n.obj(d['source'], 'gen')}; те же объекты во всех его слоях, 611.2c, 613.5)"
        )
    if k == "control_effect":
        return (
            f"{d['player']} получает контроль над {n.objs(d['cards'], 'ins')}"
            f"{UNTIL_RU.get(d.get('until', ''), '')} (эффект {n.obj(d['source'], 'gen')})"
        )
    if k == "control_changed":
        return (
            f"Контроллер {n.obj(d['card'], 'gen')} теперь {d['new']} (был {d['old']}); под контролем "
            "нового контроллера у него «болезнь вызова»"
        )
    if k == "control_exchanged":
        a, b = d["cards"]
        return f"Контроль обменивается: {n.obj(a)} — к игроку {d['players'][0]}, {n.obj(b)} — к игроку {d['players'][1]}"
    if k == "exchange_impossible":
        return f"Обмен {n.obj(d['source'], 'gen')} невозможен целиком — не происходит ничего"
    if k == "exchange_same_controller":
        return f"{_cap(n.objs(d['cards']))} под контролем одного игрока — обмен ничего не делает"
    if k == "text_changed":
        return (
            f"В тексте {n.objs(d['cards'], 'gen')} «{d['old']}» заменяется на «{d['new']}» "
            f"(эффект {n.obj(d['source'], 'gen')})"
        )
    if k == "entered_as_copy":
        enters = "выходят" if n.noun(d["card"]).gender == "pl" else "выходит"
        s = f"{_cap(n.obj(d['card']))} {enters} на поле битвы копией {n.obj(d['original'], 'gen')}"
        if d.get("exceptions"):
            e = d["exceptions"]
            s += f", кроме силы и выносливости: {e.get('power')}/{e.get('toughness')}"
        if d.get("chosen_by_default"):
            s += " (выбор по умолчанию: первый подходящий перманент на поле битвы)"
        return s
    if k == "became_copy":
        many = len(d["cards"]) > 1
        s = (
            f"{_cap(n.objs(d['cards']))} {'становятся' if many else 'становится'} копией "
            f"{n.obj(d['original'], 'gen')} (эффект {n.obj(d['source'], 'gen')}"
            + (", до конца хода)" if d.get("until") == "end_of_turn" else ")")
        )
        if d.get("face_down"):
            s += (
                "; у перманента рубашкой вверх копируемые значения — это значения копии, "
                "измененные статусом рубашки вверх: он остается безымянным существом 2/2, а "
                "если его перевернуть лицом вверх, станет копией"
            )
        return s
    if k == "spell_copied":
        s = f"{d['player']} кладет в стек копию {n.obj(d['card'], 'gen', 'spell')} — ее не разыгрывают"
        if d.get("targets") and d.get("changed"):
            s += f"; новые цели копии (706.10c): {n.objs(d['targets'])}"
        elif d.get("targets"):
            s += f"; цели те же: {n.objs(d['targets'])}"
        return s
    if k == "spell_copy_ceased":
        return f"Копия {n.obj(d['card'], 'gen', 'spell')} покидает стек и перестает существовать"
    if k == "copy_choice_gone":
        return (
            f"Выбранного для копирования перманента уже нет — {n.obj(d['card'])} выходит сам собой"
        )
    if k == "copy_nothing":
        return f"Копировать нечего — {n.obj(d['card'])} выходит на поле битвы сам собой"
    return None


def step_ru(step: Any, n: CardNames) -> str:
    """A line of ``--layers``: «7b: Humility — 1/1 (613.3b); по временной метке (613.6)»."""
    r = step.result
    if step.reason == "gone":
        return (
            f"{LAYER_RU[step.layer]}: эффект {n.obj(step.source, 'gen')} не применяется — у источника больше "
            f"нет этой способности ({step.rule})"
        )
    if step.reason == "counters":
        what = f"{r['power']}/{r['toughness']}"
        return f"{LAYER_RU[step.layer]}: жетоны +1/+1 и -1/-1 — {what} ({step.rule})"
    value = _value(step.layer, r, n)
    source = (
        n.obj(step.source) if step.reason != "cda" else "способность, определяющая характеристики"
    )
    return f"{LAYER_RU[step.layer]}: {source} — {value} ({step.rule}); {REASON_RU.get(step.reason, step.reason)}"


def _value(layer: str, r: dict[str, Any], n: CardNames) -> str:
    if layer.startswith("7"):
        return f"{r['power']}/{r['toughness']}"
    if layer == "2":
        return f"контроллер {r['controller']}"
    if layer == "4":
        return ", ".join(TYPES_RU.get(t, t) for t in r["types"]) + (
            f" — {subtypes_ru(r['subtypes'])}" if r["subtypes"] else ""
        )
    if layer == "5":
        return colors_ru(r["colors"])
    if layer == "6":
        return f"способностей: {r['abilities']}"
    if layer == "1":
        return f"копия: {n(r['name'])}"
    return "текст изменён"


def layers_report(result, ref: str) -> dict[str, Any] | None:
    """For ``--layers REF``: the permanent's characteristics and each layer's step (613), as
    plain data with Russian lines; None when REF names no single permanent."""
    from ..engine.layers import explain_layers
    from ..scenario.runner import find_objects
    from .events_ru import keyword_ru
    from .report import name_function

    found = find_objects(result.game, ref, ("battlefield",))
    if len(found) != 1:
        return None
    obj = found[0]
    names = name_function(result.scenario.library, [p.name for p in result.scenario.players])
    steps, ch = explain_layers(result.game, obj)
    keywords = sorted(ch.keywords)
    others = len(ch.abilities) - len(keywords)
    return {
        "object": obj.label,
        "printed": {"power": obj.card.power, "toughness": obj.card.toughness},
        "steps": [
            {
                "layer": s.layer,
                "rule": s.rule,
                "source": s.source,
                "timestamp": s.timestamp,
                "order": s.reason,
                "parts": list(s.parts),
                "result": s.result,
                "text": step_ru(s, names),
            }
            for s in steps
        ],
        "characteristics": {
            "types": sorted(ch.types),
            "subtypes": sorted(ch.subtypes),
            "supertypes": sorted(ch.supertypes),
            "colors": sorted(ch.colors),
            "keywords": keywords,
            "abilities": len(ch.abilities),
            "power": ch.power,
            "toughness": ch.toughness,
            "controller": ch.controller,
        },
        "summary": (
            f"Итог: {', '.join(TYPES_RU.get(t, t) for t in sorted(ch.types))}"
            + (f" — {subtypes_ru(sorted(ch.subtypes))}" if ch.subtypes else "")
            + f"; цвет: {colors_ru(sorted(ch.colors))}"
            + (f"; {ch.power}/{ch.toughness}" if ch.power is not None else "")
            + "; способности: "
            + (", ".join(f"«{keyword_ru(k)}»" for k in keywords) or ("нет" if not others else ""))
            + (f"{', ' if keywords else ''}ещё {others}" if others else "")
            + f"; контроллер {ch.controller}"
        ),
        "title": f"Слои (613) для {names.obj(obj.label, 'gen')}: напечатано "
        + (
            f"{obj.card.power}/{obj.card.toughness}"
            if obj.card.power is not None
            else "без силы и выносливости"
        ),
    }


def render_layers(console, report: dict[str, Any]) -> None:
    console.print()
    console.print(report["title"], markup=False, highlight=False)
    if not report["steps"]:
        console.print(
            "  ни один продолжительный эффект на него не действует", markup=False, highlight=False
        )
    for step in report["steps"]:
        console.print(f"  {step['text']}", markup=False, highlight=False)
    console.print(f"  {report['summary']}", markup=False, highlight=False)
