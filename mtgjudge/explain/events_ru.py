"""Events in plain Russian.  Only renders what an event says; never invents reasons.

``describe(event, names)`` returns one sentence; ``names`` turns an English card name into
"Русское (English)" where the Russian printed name is known.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ..engine.events import Event

STEP_RU = {
    "untap": "шаг разворота",
    "upkeep": "шаг поддержки",
    "draw": "шаг взятия карты",
    "main1": "первая главная фаза",
    "beginning_of_combat": "шаг начала боя",
    "declare_attackers": "шаг объявления атакующих",
    "declare_blockers": "шаг объявления блокирующих",
    "first_strike_damage": "шаг боевых повреждений первого удара",
    "combat_damage": "шаг боевых повреждений",
    "end_of_combat": "шаг конца боя",
    "main2": "вторая главная фаза",
    "end": "заключительный шаг",
    "cleanup": "шаг очистки",
}
KEYWORDS_RU = {
    "Flying": "Полет",
    "Reach": "Досягаемость",
    "Haste": "Ускорение",
    "Vigilance": "Бдительность",
    "Defender": "Защитник",
    "First strike": "Первый удар",
    "Double strike": "Двойной удар",
    "Trample": "Пробивной удар",
    "Deathtouch": "Смертельное касание",
    "Lifelink": "Цепь жизни",
    "Hexproof": "Порчеустойчивость",
    "Shroud": "Пелена",
    "Indestructible": "Неразрушимость",
    "Intimidate": "Устрашение",
    "Flash": "Миг",
    "Phasing": "Изменение фазы",
    "Can't attack": "не может атаковать",
    "Can't block": "не может блокировать",
    "Can block an additional creature": "может блокировать ещё одно существо",
    "Can block any number of creatures": "может блокировать любое число существ",
    "Prowess": "Искусность",
}
COLORS_RU = {
    "white": "белого",
    "blue": "синего",
    "black": "черного",
    "red": "красного",
    "green": "зеленого",
}
WHEN_RU = {
    "enters_battlefield": "когда выходит на поле битвы",
    "dies": "когда умирает",
    "attacks": "каждый раз, когда атакует",
    "becomes_blocked": "каждый раз, когда становится заблокированным",
    "deals_combat_damage_to_player": "каждый раз, когда наносит игроку боевые повреждения",
    "your_upkeep": "в начале вашего шага поддержки",
    "your_end_step": "в начале вашего заключительного шага",
    "you_cast_noncreature_spell": "каждый раз, когда вы разыгрываете заклинание не-существо",
    "you_gain_life": "каждый раз, когда вы получаете жизнь",
    "a_creature_dies": "каждый раз, когда умирает существо",
    "another_creature_enters": "каждый раз, когда другое существо выходит на поле битвы",
}
REASONS_RU = {
    "toughness": "выносливость 0 или меньше",
    "loyalty": "верность 0",
    "legend": "правило легендарности",
    "planeswalker": "правило уникальности planeswalker'ов",
    "world": "правило миров",
    "aura": "Аура прикреплена нелегально или ни к чему",
}


def keyword_ru(keyword: str) -> str:
    if keyword.startswith("Protection from "):
        colour = keyword[len("Protection from ") :]
        return f"Защита от {COLORS_RU.get(colour, colour)}"
    return KEYWORDS_RU.get(keyword, keyword)


def _cards(names: Callable[[str], str], items: list[str]) -> str:
    return ", ".join(names(c) for c in items) if items else "—"


def damage_word(n: int) -> str:
    """1 повреждение, 2 повреждения, 5 повреждений."""
    if n % 10 == 1 and n % 100 != 11:
        return "повреждение"
    if 2 <= n % 10 <= 4 and not 12 <= n % 100 <= 14:
        return "повреждения"
    return "повреждений"


DEFAULT_NOTE = {
    "discarded": "выбор по умолчанию: первые карты руки по порядку",
    "sacrificed": "выбор по умолчанию: первый подходящий перманент",
    "library_searched": "выбор по умолчанию: первая подходящая карта сверху",
    "scry": "выбор по умолчанию: все карты остаются сверху",
    "choice_on_resolution": "выбор по умолчанию: да, если это выполнимо",
    "became_blocked": "порядок по умолчанию: как блокирующие записаны в block",
    "blocker_order": "порядок по умолчанию: как атакующие записаны в block",
}


def describe(event: Event, names: Callable[[str], str]) -> str:
    text = _describe(event, names)
    d = event.data
    if d.get("by_default") or d.get("default_order"):
        text += f" ({DEFAULT_NOTE[event.kind]})"
    if event.kind == "combat_damage_assigned" and d.get("default_division"):
        text += (
            " (распределение по умолчанию: смертельные повреждения по порядку, остаток последнему "
            "или, с Пробивным ударом, игроку)"
        )
    return text


def _describe(event: Event, names: Callable[[str], str]) -> str:
    d: dict[str, Any] = event.data
    n = names
    k = event.kind
    if k == "spell_cast":
        s = f"{d['player']} разыгрывает {n(d['card'])}"
        if d.get("targets"):
            s += f", цели: {_cards(n, d['targets'])}"
        if d.get("x") is not None:
            s += f", X = {d['x']}"
        if d.get("modes"):
            s += f", режим {', '.join(map(str, d['modes']))}"
        if d.get("alt"):
            s += f", за альтернативную стоимость «{d['alt']}»"
        return s + "; заклинание кладётся в стек"
    if k == "ability_activated":
        s = f"{d['player']} активирует способность {n(d['card'])}"
        if d.get("loyalty") is not None:
            s += f" (верность {d['loyalty']:+d})"
        if d.get("targets"):
            s += f", цели: {_cards(n, d['targets'])}"
        return s + "; способность кладётся в стек"
    if k == "mana_ability":
        return f"{d['player']} поворачивает {n(d['card'])} и сразу получает {d['mana']} (мана-способность не использует стек)"
    if k == "mana_paid":
        return f"{d['player']} платит {d['cost']}"
    if k == "mana_added":
        return f"{d['player']} получает {d['mana']} от {n(d['source'])}"
    if k == "mana_emptied":
        return f"Пул маны игрока {d['player']} опустошается"
    if k == "life_paid":
        return f"{d['player']} платит {d['amount']} жизни"
    if k == "land_played":
        return f"{d['player']} играет землю {n(d['card'])} (особое действие)"
    if k == "passed":
        return f"{d['player']} пасует"
    if k == "passes":
        return "Пасуют по очереди: " + ", ".join(d["players"])
    if k == "all_passed":
        what = "способность" if d.get("item_kind") == "ability" else "заклинание"
        return f"Все игроки пасуют подряд: разрешается верхний объект стека — {what} {n(d['card'])}"
    if k == "sba_ignored_during_resolution":
        return (
            f"Во время разрешения у {_cards(n, d['cards'])} выносливость была 0 или меньше, но действия, "
            "вызванные состоянием, во время разрешения не проверяются; теперь условия нет"
        )
    if k == "resolving":
        s = (
            f"Разрешается способность {n(d['card'])}"
            if d.get("kind") == "ability"
            else f"Разрешается {n(d['card'])}"
        )
        if d.get("source_gone"):
            s += " (её источника уже нет на поле битвы — способность от него не зависит)"
        if d.get("illegal_targets"):
            s += f"; нелегальные цели не затрагиваются: {_cards(n, d['illegal_targets'])}"
        return s
    if k == "fizzled":
        return (
            f"{n(d['card'])} прерывается: все её цели ({_cards(n, d['targets'])}) стали нелегальными, "
            "она покидает стек без эффекта"
        )
    if k == "countered":
        return (
            f"{n(d['card'])} отменяется ({n(d['by'])}) и уходит на кладбище"
            if d["kind"] == "spell"
            else f"Способность {n(d['card'])} отменяется"
        )
    if k == "permanent_entered":
        s = f"{n(d['card'])} выходит на поле битвы под контролем игрока {d['player']}"
        if d.get("attached_to"):
            s += f", прикреплённая к {n(d['attached_to'])}"
        return s
    if k == "cannot_enter":
        return (
            f"{n(d['card'])} не может выйти на поле битвы (из-за {n(d['by'])}): заклинание перманента "
            "кладётся на кладбище владельца"
        )
    if k == "spell_to_graveyard":
        return f"{n(d['card'])} кладётся на кладбище владельца ({d['owner']})"
    if k == "ability_done":
        return f"Способность {n(d['card'])} разрешилась и перестаёт существовать"
    if k == "damage_dealt":
        target = d["target"] if d["target_kind"] == "player" else n(d["target"])
        s = f"{n(d['source'])} наносит {d['amount']} {damage_word(d['amount'])}: {target}"
        if d["target_kind"] == "player":
            s += f" (жизнь: {d['life']})"
        elif d["target_kind"] == "planeswalker":
            s += f" (верность: {d['loyalty']})"
        else:
            s += f" (всего повреждений на нём: {d['damage_marked']})"
        return s
    if k == "prevention_shield":
        target = d["target"]
        return f"Следующие {d['amount']} повреждений, которые были бы нанесены {n(target)} в этом ходу, предотвращаются (эффект {n(d['source'])})"
    if k == "damage_prevented":
        return f"{d['amount']} повреждений от {n(d['source'])} по {n(d['target'])} предотвращено ({n(d['by'])})"
    if k == "attackers_declared":
        parts = []
        for a in d["attackers"]:
            parts.append(
                f"{n(a['card'])} → {n(a['defender'])}"
                + ("" if a["tapped"] else " (не поворачивается: Бдительность)")
            )
        return "Объявлены атакующие: " + ("; ".join(parts) if parts else "никто не атакует")
    if k == "blockers_declared":
        parts = [f"{n(b['card'])} блокирует {_cards(n, b['blocks'])}" for b in d["blockers"]]
        s = "Объявлены блокирующие: " + ("; ".join(parts) if parts else "никто не блокирует")
        if d.get("unblocked"):
            s += f"; не заблокированы: {_cards(n, d['unblocked'])}"
        return s
    if k == "became_blocked":
        s = f"{n(d['card'])} становится заблокированным"
        if len(d["blockers"]) > 1:
            s += f"; порядок назначения повреждений: {_cards(n, d['blockers'])}"
        return s
    if k == "blocker_order":
        return f"{n(d['card'])} блокирует несколько существ; порядок назначения его повреждений: {_cards(n, d['attackers'])}"
    if k == "combat_damage_assigned":
        parts = [f"{n(a['source'])} → {n(a['target'])}: {a['amount']}" for a in d["assignments"]]
        head = (
            "Боевые повреждения первого удара назначены"
            if d.get("first_strike")
            else "Боевые повреждения назначены"
        )
        return f"{head}: " + "; ".join(parts)
    if k == "no_combat_damage":
        return f"{n(d['card'])} заблокирован, но блокирующих больше нет: он не наносит боевых повреждений"
    if k == "no_combat_damage_target":
        return f"{n(d['card'])} атаковал planeswalker'а, которого уже нет: он не наносит боевых повреждений"
    if k == "removed_from_combat":
        return "Бой окончен: все существа удаляются из боя"
    if k == "damage_prevented_by_protection":
        return f"{d['amount']} повреждений от {n(d['source'])} по {n(d['target'])} предотвращено защитой"
    if k == "damage_redirected":
        return f"Повреждения от {n(d['source'])} игроку {d['player']} наносятся вместо этого planeswalker'у {n(d['planeswalker'])}"
    if k == "extra_phases_scheduled":
        return f"После этой главной фазы будут дополнительная фаза боя и дополнительная главная фаза ({n(d['source'])})"
    if k == "extra_phases_added":
        return "Добавлены дополнительные фазы: бой и главная фаза"
    if k == "life_gained":
        return f"{d['player']} получает {d['amount']} жизни (теперь {d['life']})"
    if k == "life_lost":
        return f"{d['player']} теряет {d['amount']} жизни (теперь {d['life']})"
    if k == "life_gain_prevented":
        return f"{d['player']} не может получать жизнь: {d['amount']} жизни не получено"
    if k == "cards_drawn":
        return f"{d['player']} берёт карт: {d['count']}"
    if k == "draw_from_empty_library":
        return f"{d['player']}: попытка взять карту из пустой библиотеки"
    if k == "draw_skipped":
        return f"{d['player']} пропускает взятие карты в свой первый ход"
    if k == "discarded":
        return f"{d['player']} сбрасывает: {_cards(n, d['cards'])}"
    if k == "milled":
        s = f"{d['player']} кладёт на кладбище верхние карты библиотеки: {len(d['cards'])}"
        if len(d["cards"]) < d["asked"]:
            s += f" (нужно было {d['asked']}, сколько было — столько и положено)"
        return s
    if k == "destroyed":
        if d.get("cause") == "state" and event.rules[0] == "704.5g" and d.get("damage") is not None:
            return (
                f"{n(d['card'])} уничтожается: на нём {d['damage']} {damage_word(d['damage'])} "
                f"при выносливости {d['toughness']}"
            )
        if d.get("cause") == "state" and event.rules[0] == "704.5h":
            return f"{n(d['card'])} уничтожается: ему нанесены повреждения источником со Смертельным касанием"
        if d.get("cause") == "state":
            return f"{n(d['card'])} уничтожается"
        return f"{n(d['card'])} уничтожается ({n(d['cause'])})"
    if k == "not_destroyed":
        return f"{n(d['card'])} не уничтожается: у него Неразрушимость"
    if k == "regenerated":
        return (
            f"{n(d['card'])} регенерирует вместо уничтожения: повреждения сняты, он повёрнут и "
            "удалён из боя"
        )
    if k == "regeneration_shield":
        return f"{n(d['card'])} получает щит регенерации до конца хода"
    if k == "regeneration_prevented":
        return f"{n(d['card'])} не может быть регенерирован: щит регенерации не действует"
    if k == "attached":
        return f"{n(d['card'])} прикрепляется к {n(d['target'])}"
    if k == "attach_failed":
        return f"{n(d['card'])} нельзя прикрепить к {n(d['target'])}: он остаётся на месте"
    if k == "put_into_graveyard":
        reason = REASONS_RU.get(str(d.get("reason")), d.get("reason"))
        return f"{n(d['card'])} кладётся на кладбище владельца: {reason}"
    if k == "sacrificed":
        return f"{d['player']} жертвует {n(d['card'])}"
    if k == "exiled":
        return f"{n(d['card'])} изгоняется"
    if k == "returned_to_hand":
        return f"{n(d['card'])} возвращается в руку владельца ({d['owner']})"
    if k == "put_onto_battlefield":
        return f"{n(d['card'])} кладётся на поле битвы под контролем игрока {d['player']}"
    if k == "tapped":
        return f"{n(d['card'])} поворачивается"
    if k == "untapped":
        return f"{n(d['card'])} разворачивается"
    if k == "untapped_all":
        return f"{d['player']} разворачивает свои перманенты"
    if k == "counters_added":
        return f"На {n(d['card'])} кладутся жетоны {d['kind']}: {d['n']} (всего {d['total']})"
    if k == "counters_removed":
        return f"С {n(d['card'])} снимаются жетоны {d['kind']}: {d['n']}"
    if k == "counters_annihilated":
        return f"С {n(d['card'])} снимаются по {d['n']} жетонов +1/+1 и -1/-1"
    if k == "tokens_created":
        return f"{d['player']} получает фишки «{d['token']}»: {d['count']}"
    if k == "ceased_to_exist":
        return f"{n(d['card'])} перестаёт существовать"
    if k == "unattached":
        return f"{n(d['card'])} открепляется"
    if k == "continuous_effect":
        parts = []
        if d.get("power") or d.get("toughness"):
            parts.append(f"{d['power']:+d}/{d['toughness']:+d}")
        if d.get("keywords"):
            parts.append(", ".join(keyword_ru(x) for x in d["keywords"]))
        return (
            f"{_cards(n, d['cards'])} получает {' и '.join(parts)} до конца хода "
            f"(эффект {n(d['source'])})"
        )
    if k == "library_searched":
        return f"{d['player']} ищет в библиотеке: найдено {_cards(n, d['found'])}"
    if k == "library_shuffled":
        return f"{d['player']} перемешивает библиотеку"
    if k == "scry":
        return f"{d['player']} смотрит верхние карты ({d['n']}: «Предсказание»), вниз кладёт: {d['bottom']}"
    if k == "choice_on_resolution":
        if not d["possible"]:
            return f"{d['player']} не может выбрать вариант «можете…»: он невыполним"
        return f"{d['player']} решает {'сделать' if d['chose'] else 'не делать'} то, что предлагает {n(d['source'])}"
    if k == "did_as_much_as_possible":
        return f"{d['player']} делает сколько может: {d['done']} из {d['asked']}"
    if k == "trigger_put_on_stack":
        s = f"Срабатывает способность {n(d['card'])} ({WHEN_RU.get(d['when'], d['when'])}); игрок {d['controller']} кладёт её в стек"
        if d.get("targets"):
            s += f", цели: {_cards(n, d['targets'])}"
        return s
    if k == "trigger_condition_false":
        return f"Способность {n(d['card'])} не срабатывает: условие «если» не выполнено"
    if k == "trigger_removed_no_targets":
        return (
            f"Способность {n(d['card'])} сработала, но легальных целей нет: она удаляется из стека"
        )
    if k == "intervening_if_false":
        return f"Способность {n(d['card'])} при разрешении проверяет условие «если» — оно больше не выполнено: способность ничего не делает"
    if k == "phasing":
        parts = []
        if d["phased_out"]:
            parts.append("становятся мнимыми: " + _cards(n, d["phased_out"]))
        if d["phased_in"]:
            parts.append("становятся действительными: " + _cards(n, d["phased_in"]))
        return "Изменение фазы: " + "; ".join(parts)
    if k == "default_choice":
        what = (
            "какую легенду оставить"
            if d["choice"] == "legend"
            else "какого planeswalker'а оставить"
        )
        return f"Ответа на выбор «{what}» в сценарии нет: по умолчанию остаётся самый новый — {n(d['kept'])}"
    if k == "player_lost":
        return f"{d['player']} проигрывает игру"
    if k == "game_won":
        return f"{d['player']} побеждает"
    if k == "game_drawn":
        return "Игра заканчивается вничью"
    if k == "game_drawn_loop":
        what = f" (её запускает {d['source']})" if d.get("source") else ""
        return (
            f"Одна и та же позиция повторяется без выбора игроков: петля обязательных "
            f"действий{what} — игра заканчивается вничью"
        )
    if k == "step_began":
        return f"Ход {d['turn']} ({d['active']}): {STEP_RU.get(d['step'], d['step'])}"
    if k == "step_ended":
        return f"Все пасуют при пустом стеке: {STEP_RU.get(d['step'], d['step'])} заканчивается"
    if k == "turn_began":
        return f"Начинается ход {d['turn']}: активный игрок — {d['active']}"
    if k == "cleanup":
        s = "Очистка: повреждения снимаются"
        if d.get("effects_ended"):
            s += ", эффекты «до конца хода» заканчиваются"
        return s
    if k == "cleanup_priority":
        return "В шаге очистки сработали действия, вызванные состоянием: игроки получают приоритет, затем будет ещё один шаг очистки"
    if k == "state_based_actions":
        return "Действия, вызванные состоянием (выполняются одновременно):"
    return k
