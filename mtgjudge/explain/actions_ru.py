"""Sentences for the events of keyword actions (701): fight, proliferate, populate,
monstrosity, bolster.  Card names are never inflected (see :mod:`.naming`)."""

from __future__ import annotations

from typing import Any

from .naming import CardNames, count


def _cap(text: str) -> str:
    return text[:1].upper() + text[1:]


def describe_action_event(k: str, d: dict[str, Any], n: CardNames) -> str | None:
    """One sentence for a keyword action's event, or None for other events."""
    if k == "fought":
        if d["card"] == d["other"]:
            return f"{_cap(n.obj(d['card']))} дерётся сам с собой: наносит себе повреждения дважды"
        return (
            f"{_cap(n.obj(d['card']))} и {n.obj(d['other'])} дерутся: каждое наносит другому "
            "повреждения, равные своей силе (это не боевые повреждения)"
        )
    if k == "fight_no_damage":
        return (
            "Драка не состоялась: одного из существ уже нет на поле битвы, оно больше не "
            f"существо или нелегальная цель — повреждений нет ({n.objs(d['cards'])})"
        )
    if k == "no_damage_each_other":
        return (
            "Повреждений друг другу нет: одного из существ уже нет на поле битвы, оно больше не "
            f"существо или нелегальная цель ({n.objs(d['cards'])})"
        )
    if k == "became_monstrous":
        return f"{_cap(n.obj(d['card']))} становится чудовищным"
    if k == "already_monstrous":
        return (
            f"{_cap(n.obj(d['card']))} уже чудовищное: Чудовищность ничего не делает, жетоны не "
            "кладутся"
        )
    if k == "bolstered":
        s = (
            f"{d['player']} выбирает для Подмоги {n.obj(d['card'], 'acc')} — существо с наименьшей "
            f"выносливостью ({d['toughness']}) среди существ игрока {d['player']}; на него кладётся "
            f"{count(d['n'], 'жетон', 'жетона', 'жетонов')} +1/+1"
        )
        if d.get("by_default"):
            s += " (выбор по умолчанию: первое из равных по порядку на поле битвы; свой — choose: {pick: …})"
        return s
    if k == "bolster_nothing":
        return f"Подмога: у игрока {d['player']} нет существ — ничего не происходит"
    if k == "populate_nothing":
        return f"Заселение: у игрока {d['player']} нет фишек существ — новая фишка не создаётся"
    if k == "proliferated":
        chosen = ", ".join(n(c) for c in d["chosen"]) or "ничего"
        s = f"{d['player']} распространяет: по одному жетону того вида, что уже есть, — {chosen}"
        if d.get("by_default"):
            s += (
                " (выбор по умолчанию: свои перманенты и оппоненты с жетонами; свой — "
                "choose: {proliferate: […]})"
            )
        return s
    if k == "clashed":
        shown = "; ".join(
            f"{p} — {n(c)} (конвертированная мана-стоимость {d['values'][p]})"
            if c is not None
            else f"{p} — библиотека пуста, карты нет"
            for p, c in d["cards"].items()
        )
        s = f"{d['player']} сталкивается с игроком {d['opponent']}: показаны верхние карты библиотек: {shown}"
        s += "; " + (
            f"{d['player']} выигрывает столкновение"
            if d["won"]
            else f"{d['player']} не выигрывает столкновение (нужна строго бо́льшая стоимость)"
        )
        if d.get("bottom"):
            s += f"; вниз библиотеки: {', '.join(n(c) for c in d['bottom'])}"
        return s
    if k == "poison_counters":
        return f"{d['player']} получает {count(d['n'], 'жетон', 'жетона', 'жетонов')} яда (всего {d['total']})"
    return None
