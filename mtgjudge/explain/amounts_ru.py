"""Amounts in Russian (``engine/amounts.py``): «сила этого перманента», «число карт в вашей
руке», «ваша преданность чёрному (700.5)» — for the card view, the layers view and the events."""

from __future__ import annotations

from typing import Any

COLORS_DAT = {
    "white": "белому",
    "blue": "синему",
    "black": "чёрному",
    "red": "красному",
    "green": "зелёному",
}
OBJECTS_GEN = {
    "self": "этого перманента",
    "target": "цели",
    "that": "того существа",
    "sacrificed": "пожертвованного существа",
    "discarded": "сброшенной карты",
}
ZONES_RU = {"hand": "в руке", "graveyard": "на кладбище", "library": "в библиотеке"}
PLAYERS_GEN = {
    "you": "вашей",
    "each_player": "всех игроков",
    "each_opponent": "оппонентов",
    "target": "целевого игрока",
    "recipient": "того игрока, которому наносятся повреждения",  # 608.2g (combat3_each_hand)
}


def is_amount(value: Any) -> bool:
    return isinstance(value, dict) and "amount" in value


def holds_amount(value: Any) -> bool:
    """An amount, or ``{of: amount, times, plus}``."""
    return is_amount(value) or (isinstance(value, dict) and is_amount(value.get("of")))


def amount_ru(value: Any) -> str:
    """One amount (or ``{of: …, times: N, plus: N}``) in Russian."""
    if isinstance(value, dict) and "of" in value:
        base = amount_ru(value["of"])
        times = int(value.get("times", 1))
        if times == -1:
            base = f"минус {base}"
        elif times != 1:
            base = f"{times} × {base}"
        if value.get("plus"):
            base += f" + {value['plus']}"
        return base
    if not is_amount(value):
        return str(value)
    kind = value["amount"]
    obj = value.get("object", "self")
    whose = OBJECTS_GEN.get(obj) or (
        f"цели {obj.split(':')[1]}"
        if isinstance(obj, str) and obj.startswith("target:")
        else str(obj)
    )
    if kind in ("power", "toughness", "mana_value"):
        noun = {
            "power": "сила",
            "toughness": "выносливость",
            "mana_value": "конвертированная мана-стоимость",
        }[kind]
        return f"{noun} {whose}"
    if kind == "counters":
        return f"число жетонов {value['kind']} на {'этом перманенте' if obj == 'self' else whose}"
    if kind == "permanents":
        from .card_view import _filter_ru

        flt = dict(value.get("filter") or {})
        owner = {"you": " под вашим контролем", "opponent": " под контролем оппонентов"}.get(
            flt.pop("controller", None), " на поле битвы"
        )
        other = " (кроме этого)" if flt.pop("other", False) else ""
        return f"число перманентов{_filter_ru(flt)}{owner}{other}"
    if kind == "cards":
        from .card_view import _filter_ru

        player, zone = value.get("player", "you"), value["zone"]
        where = {
            ("you", "hand"): "в вашей руке",
            ("you", "graveyard"): "на вашем кладбище",
            ("you", "library"): "в вашей библиотеке",
            ("each_player", "hand"): "в руках всех игроков",
            ("each_player", "graveyard"): "на всех кладбищах",
            ("each_player", "library"): "в библиотеках всех игроков",
        }.get((player, zone)) or f"{ZONES_RU[zone]} {PLAYERS_GEN.get(player, str(player))}"
        return f"число карт{_filter_ru(dict(value.get('filter') or {}))} {where}"
    if kind == "devotion":
        colors = " и ".join(COLORS_DAT[c] for c in value["colors"])
        return f"ваша преданность {colors} (700.5)"
    if kind == "basic_land_types":
        return "число базовых типов земель среди земель под вашим контролем"
    if kind == "colors_among_permanents":
        return "число цветов среди перманентов под вашим контролем (105.2)"
    if kind == "counters_among":  # 121.1
        from .card_view import _filter_ru
        from .events_ru import counter_kind

        flt = dict(value.get("filter") or {})
        owner = {"you": " под вашим контролем", "opponent": " под контролем оппонентов"}.get(
            flt.pop("controller", None), " на поле битвы"
        )
        return f"число жетонов {counter_kind(str(value['kind']))} на перманентах{_filter_ru(flt)}{owner}"
    if kind == "greatest":  # 608.2g
        from .card_view import _filter_ru

        flt = dict(value.get("filter") or {})
        owner = {"you": " под вашим контролем", "opponent": " под контролем оппонентов"}.get(
            flt.pop("controller", None), " на поле битвы"
        )
        if list(flt.get("types") or ()) == ["Creature"]:
            flt.pop("types")
        side = "сила" if value.get("characteristic") == "power" else "выносливость"
        return f"наибольшая {side} среди существ{_filter_ru(flt)}{owner} (0, если их нет)"
    if kind == "life":
        return (
            "количество ваших жизней"
            if value.get("player", "you") == "you"
            else "количество жизней игрока"
        )
    return str(value)
