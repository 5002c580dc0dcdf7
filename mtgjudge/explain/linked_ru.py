"""Sentences for the events of copies of abilities (706.10), hideaway (702.74), cast copies of
cards (706.12) and hidden agenda (702.105).  Card names are never inflected: the noun in front
of them is (see :mod:`.naming`)."""

from __future__ import annotations

from typing import Any

from .events_ru import WHEN_RU
from .naming import CardNames


def describe_linked_event(k: str, d: dict[str, Any], n: CardNames) -> str | None:
    """One sentence for such an event, or None for other events."""
    if k == "ability_copied":
        kind = "сработавшей" if d.get("triggered") else "активированной"
        s = (
            f"{d['player']} кладёт в стек копию {kind} способности {n.obj(d['card'], 'gen')}: у "
            "копии тот же источник, те же цели и решения, что у оригинала; копия не "
            + ("срабатывает" if d.get("triggered") else "активируется")
            + " — ничто, что ждёт этого, её не видит"
        )
        if d.get("targets") and d.get("changed"):
            s += f"; новые цели копии (706.10c): {n.objs(d['targets'])}"
        elif d.get("targets"):
            s += f"; цели те же: {n.objs(d['targets'])}"
        return s
    if k == "card_copied":
        zone = {"exile": "в изгнании", "graveyard": "на кладбище", "hand": "в руке"}
        return (
            f"{d['player']} копирует {n.obj(d['card'], 'acc', 'card')}: копия создаётся там же, "
            f"где карта ({zone.get(d['zone'], d['zone'])}), и сразу разыгрывается — это "
            "разыгрывание заклинания (срабатывает всё, что ждёт розыгрыша); сама карта остаётся на месте"
        )
    if k == "delayed_never":
        gone = n.objs(d["objects"]) if d.get("objects") else "—"
        return (
            f"Отложенная способность {n.obj(d['card'], 'gen')} «{WHEN_RU.get(d['at'], d['at'])}» "
            f"создана, но её объекта уже нет на поле битвы ({gone}): событие произошло раньше, "
            "чем она появилась, и больше не произойдёт (вернувшийся объект — новый объект) — "
            "она никогда не сработает"
        )
    if k == "delayed_waits":
        return (
            f"Отложенная способность {n.obj(d['card'], 'gen')} «когда становится развёрнутым» "
            f"создаётся, когда объект уже развёрнут ({n.objs(d['objects'])}): она ждёт "
            "следующего раза, когда он развернётся"
        )
    if k == "revealed_this_way":
        return (
            f"{d['player']} показывает первую взятую в этом ходу карту — {n.obj(d['card'], 'acc', 'card')} "
            f"(статическая способность {n.obj(d['source'], 'gen')}; связанная с ней срабатывающая "
            "способность смотрит только на карты, показанные так)"
        )
    if k == "abilities_gained":
        card = n.obj(d["card"])
        return (
            f"{card[0].upper()}{card[1:]} до конца хода получает все активируемые способности: "
            f"{n.objs(d['source_of'], 'gen')} ({d['count']}); полученные вместе связанные "
            "способности остаются связанными только друг с другом"
        )
    if k == "exiled_for_cost":
        whose = f" способности {n.obj(d['source'], 'gen')}" if d.get("source") else ""
        return (
            f"{d['player']} изгоняет {d['count']} верхних карт своей библиотеки — часть стоимости"
            + whose
        )
    if k == "block_requirement":
        blocker = n.obj(d["blocker"])
        return (
            f"{blocker[0].upper()}{blocker[1:]} в этом ходу блокирует {n.obj(d['attacker'], 'acc')}, "
            "если может (требование к блокированию)"
        )
    if k == "agenda_revealed":
        return (
            f"{d['player']} переворачивает лицом вверх конспирацию {n(d['card'])} в командной зоне "
            f"(особое действие: без стека, затем приоритет у того же игрока) и открывает тайно "
            f"названную карту — {n(d['name'])}; теперь способности конспирации работают"
        )
    if k == "hidden_away":
        s = (
            f"{d['player']} смотрит {d['looked']} верхние карты библиотеки и изгоняет одну из них "
            f"рубашкой вверх — {n.obj(d['exiled'], 'acc', 'card')} (Укрытие {n.obj(d['card'], 'gen')}); "
            "смотреть её может любой игрок, который контролировал этот перманент"
        )
        if d.get("bottom"):
            s += f"; остальные ({d['bottom']}) кладутся под низ библиотеки в том порядке, в каком лежали"
        if d.get("by_default"):
            s += " (ответа hideaway в сценарии нет: по умолчанию изгоняется верхняя карта)"
        return s
    if k == "hideaway_nothing":
        return f"Библиотека игрока {d['player']} пуста: Укрытию {n.obj(d['card'], 'gen')} нечего изгонять"
    if k == "hidden_card_revealed":
        return f"{d['player']} переворачивает изгнанную рубашкой вверх карту: это {n.obj(d['card'], 'nom', 'card')}"
    if k == "land_played_by_effect":
        return (
            f"{d['player']} играет землю {n(d['card'])} по указанию способности — это его сыгранная в "
            "этом ходу земля"
        )
    if k == "land_not_played":
        why = (
            "сейчас не его ход"
            if d.get("why") == "not_your_turn"
            else "в этом ходу он уже сыграл землю"
        )
        return (
            f"{d['player']} не может сыграть землю {n(d['card'])}: {why}; карта остаётся, где была"
        )
    return None
