"""Replaced events in plain Russian (614, 615, 616): what would have happened, what happens
instead, which effect did it and who chose the order.  Renders the events' data only."""

from __future__ import annotations

from typing import Any, Callable

from ..engine.events import Event

ZONE_RU = {
    "exile": "изгоняется",
    "library": "кладётся наверх библиотеки владельца",
    "graveyard": "кладётся на кладбище",
}


def _damage(n: int) -> str:
    from .events_ru import damage_word

    return f"{n} {damage_word(n)}"


def _who(d: dict, n: Callable[[str], str]) -> str:
    if d.get("player") is not None and d.get("card") is None:
        return d["player"]
    return n(d.get("card", "?"))


def _would(d: dict, n: Callable[[str], str]) -> str:
    """The event as it would have happened."""
    kind = d["kind"]
    if kind == "damage":
        return f"{n(d.get('source', '?'))} нанёс бы {_damage(d['amount'])}: {_who(d, n)}"
    if kind == "destroy":
        return f"{n(d['card'])} был бы уничтожен"
    if kind == "to_graveyard":
        if d.get("dies"):
            return f"{n(d['card'])} умер бы"
        return f"{n(d['card'])} попал бы на кладбище"
    if kind == "enter_battlefield":
        return f"{n(d['card'])} вышел бы на поле битвы"
    if kind == "counters":
        return f"на {n(d['card'])} положили бы жетонов {d.get('counter_kind', '')}: {d['amount']}"
    if kind == "tokens":
        return f"{d['player']} создал бы фишек: {d['amount']}"
    if kind == "gain_life":
        return f"{d['player']} получил бы {d['amount']} жизни"
    if kind == "draw":
        return f"{d['player']} взял бы карту"
    return kind


def _now(event_kind: str, mod: str, now: dict, value: Any, by: str, n: Callable[[str], str]) -> str:
    """What happens instead."""
    if mod in ("multiply", "add"):
        if event_kind == "damage":
            return f"вместо этого наносит {_damage(now['amount'])}"
        if event_kind == "counters":
            return f"вместо этого кладётся {now['amount']}"
        if event_kind == "tokens":
            return f"вместо этого создаёт {now['amount']}"
        if event_kind == "gain_life":
            return f"вместо этого получает {now['amount']}"
    if mod == "redirect":
        return f"вместо этого они наносятся {_who(now, n)} (перенаправление, 614.9)"
    if mod == "life_floor":
        return f"но жизнь игрока {now.get('player')} от этих повреждений не может стать меньше {now['life_floor']}"
    if mod == "to_zone":
        if now.get("position") == "shuffle":
            return "но вместо этого он замешивается в библиотеку владельца"
        return f"но вместо этого {ZONE_RU.get(now.get('to_zone', ''), now.get('to_zone'))}"
    if mod == "tapped" or (mod == "pay_life_or_tapped" and now.get("tapped")):
        return "он выходит повёрнутым"
    if mod == "pay_life_or_tapped":
        return "он выходит развёрнутым: жизнь заплачена"
    if mod == "counters":
        kinds = ", ".join(f"{k}: {c}" for k, c in now.get("counters", []))
        return f"он выходит с жетонами ({kinds})"
    if mod == "regenerate":
        return "но вместо этого он регенерирует"
    if mod == "win_game":
        return "но вместо этого этот игрок выигрывает игру"
    if mod == "dredge":
        return (
            f"но вместо этого использует Углубление {n(by)}: кладёт на кладбище {now['amount']} верхних "
            f"карт библиотеки и возвращает {n(by)} в руку"
        )
    return f"но вместо этого происходит то, что говорит {n(by)}"


def describe_replacement(event: Event, n: Callable[[str], str]) -> str:
    d: dict[str, Any] = event.data
    k = event.kind
    if k == "event_replaced":
        return f"{_would(d['would'], n)}, {_now(d['event'], d['modification'], d['now'], d.get('value'), d['by'], n)} ({n(d['by'])})"
    if k == "replacement_order":
        return (
            f"К событию применимы несколько эффектов замещения: {', '.join(n(e) for e in d['effects'])}; "
            f"порядок выбирает {d['player']} (контроллер затронутого объекта или затронутый игрок) — "
            f"сейчас применяется {n(d['chosen'])}"
        )
    if k == "moved_instead":
        s = {
            "exile": f"{n(d['card'])} оказывается в изгнании",
            "library": f"{n(d['card'])} оказывается в библиотеке владельца ({d['owner']})",
        }.get(d["to_zone"], f"{n(d['card'])} перемещается: {d['to_zone']}")
        if d.get("position") == "shuffle":
            s += ", библиотека перемешивается"
        if d.get("would_die"):
            s += (
                "; это заменяет событие, поэтому способности «когда умирает» не срабатывают: "
                "замещённое событие не происходит"
            )
        return s
    if k == "replacement_created":
        what = "предотвращения" if d["modification"] == "prevent" else "замещения"
        s = f"{n(d['source'])} создаёт эффект {what} до конца хода"
        if d.get("targets"):
            s += f" (для {', '.join(n(t) for t in d['targets'])})"
        if d.get("chosen"):
            s += f"; выбранный источник — {n(d['chosen'])}"
        if d.get("once"):
            s += "; он применится один раз"
        return s
    if k == "cant_be_regenerated":
        return f"{n(d['card'])} не может быть регенерирован в этом ходу ({n(d['source'])})"
    if k == "damage_cant_be_prevented":
        return (
            f"Повреждения от {n(d['source'])} не могут быть предотвращены: "
            f"{', '.join(n(e) for e in d['effects'])} не применяется"
        )
    if k == "replacement_declined":
        return f"{d['player']} решает не применять {n(d['by'])}"
    return k
