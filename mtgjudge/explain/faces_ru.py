"""Sentences for the events of faces: face-down spells and permanents (707: morph, megamorph,
manifest), double-faced cards (711: transform).  Card names are never inflected: the noun in
front of them is (see :mod:`.naming`)."""

from __future__ import annotations

from typing import Any

from .naming import CardNames


def describe_face_event(k: str, d: dict[str, Any], n: CardNames) -> str | None:
    """One sentence for a face event, or None for other events."""
    from .events_ru import cost_ru

    if k == "turned_face_up":
        how = "стоимость Мегаоборотня" if d.get("megamorph") else "стоимость"
        s = (
            f"{d['player']} переворачивает рубашкой вниз {n.obj(d['card'], 'acc')}, заплатив "
            f"{how} {cost_ru(d['cost']) if isinstance(d['cost'], str) else '«' + cost_ru(d['cost']) + '»'} (особое действие: без стека, затем приоритет у того же игрока); "
            "это тот же перманент — эффекты, которые к нему применялись, продолжают применяться"
        )
        if d.get("megamorph"):
            s += "; на него кладётся жетон +1/+1"
        if d.get("copy_revealed"):
            s += "; эффект копирования, который применялся к нему рубашкой вверх, теперь виден"
        return s
    if k == "turned_face_down":
        return (
            f"{_cap(n.obj(d['card']))} переворачивается рубашкой вверх: теперь это безымянное "
            "бесцветное существо 2/2 без текста, подтипов и мана-стоимости — и это его копируемые "
            "значения; это тот же перманент, эффекты, которые к нему применялись, продолжают "
            "применяться"
        )
    if k == "not_turned_face_down":
        return (
            f"{_cap(n.obj(d['card']))} не переворачивается рубашкой вверх: двусторонний "
            "перманент нельзя перевернуть рубашкой вверх"
        )
    if k == "face_down_looked_at":  # 707.5, 101.1
        return (
            f"{d['player']} смотрит на перманент рубашкой вверх {n.obj(d['label'], 'acc')}: это "
            f"{n.obj(d['card'], 'nom', 'card')} (его карту видит только он)"
        )
    if k == "face_down_revealed_at_end":
        return "Игра окончена: все карты рубашкой вверх показываются всем игрокам — " + ", ".join(
            n.obj(c, "nom", "card") for c in d["cards"]
        )
    if k == "face_down_revealed":
        where = {
            "graveyard": "на кладбище",
            "hand": "в руку",
            "exile": "в изгнание",
            "library": "в библиотеку",
        }.get(d.get("to_zone", ""), "в другую зону")
        return (
            f"Перманент рубашкой вверх покидает поле битвы ({where}): его карта показывается "
            f"всем игрокам — {n.obj(d['card'], 'nom', 'card')}"
            if d.get("from_zone") == "battlefield"
            else f"Заклинание рубашкой вверх покидает стек ({where}): его карта показывается "
            f"всем игрокам — {n.obj(d['card'], 'nom', 'card')}"
        )
    if k == "transformed":
        side = "оборотная" if d.get("back") else "лицевая"
        return (
            f"{_cap(n.obj(d['card']))} "
            f"трансформируется: теперь сверху его {side} сторона — {n(d['to'])}; это тот же "
            "перманент, эффекты, которые к нему применялись, продолжают применяться"
        )
    if k == "flipped":
        return (
            f"{_cap(n.obj(d['card']))} переворачивается: теперь у него имя, текст, строка типа, "
            f"сила и выносливость перевёрнутой половины — {n(d['to'])}; мана-стоимость и цвет "
            "прежние (709.1c); это тот же перманент, эффекты продолжают применяться"
        )
    if k == "not_flipped":
        return (
            f"{_cap(n.obj(d['card']))} уже перевёрнут и остаётся таким: перевернуть обратно "
            "нельзя (709.4)"
        )
    if k == "not_transformed":
        return (
            f"{_cap(n.obj(d['card']))} не трансформируется: трансформироваться могут только "
            "двусторонние перманенты"
        )
    if k == "level_band":
        from .events_ru import keyword_ru
        from .naming import count

        have = count(d["level"], "жетон", "жетона", "жетонов") + " уровня"
        if d.get("band") is None:
            its = n.noun(d["card"]).agree("у него", "у неё", "у него", "у них")
            return (
                f"На {n.obj(d['card'], 'loc')} {have} — меньше первого символа уровня: {its} "
                f"напечатанные сила и выносливость и способности ({d['power']}/{d['toughness']})"
            )
        low, high = d["band"]
        symbol = f"УРОВЕНЬ {low}-{high}" if high is not None else f"УРОВЕНЬ {low}+"
        words = ", ".join(keyword_ru(k) for k in d.get("keywords", ()))
        return (
            f"На {n.obj(d['card'], 'loc')} {have}: действует символ «{symbol}» — "
            f"{d['power']}/{d['toughness']}" + (f", {words}" if words else "")
        )
    if k == "bestow_ended":
        if d.get("on_stack"):
            return (
                f"{_cap(n(d['card']))}: цель Ауры с Даром стала нелегальной — эффект, делавший её "
                "заклинанием Ауры, заканчивается — она разрешается как заклинание существа и "
                "выходит на поле битвы (исключение из 608.3a)"
            )
        return (
            f"{_cap(n(d['card']))}: Аура с Даром больше ни к чему не прикреплена — она не "
            "кладётся на кладбище (исключение из 704.5n), а перестаёт быть Аурой и снова "
            "становится существом"
        )
    if k == "face_down_at_end":
        return "Игра окончена: все карты рубашкой вверх показываются всем — " + ", ".join(
            n(c) for c in d["cards"]
        )
    return None


def _cap(text: str) -> str:
    return text[:1].upper() + text[1:]
