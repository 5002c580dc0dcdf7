"""Replaced events in plain Russian (614, 615, 616): what would have happened, what happens
instead, which effect did it and who chose the order.  Renders the events' data only."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ..engine.events import Event
from .naming import CardNames, count, plural

DAMAGE = ("повреждение", "повреждения", "повреждений")
COUNTER = ("жетон", "жетона", "жетонов")


# conditions of replacement effects in Russian (the others are shown by their key)
CONDITION_RU = {
    "kicked": "если получил Усилитель (702.32b)",
    "library_empty": "в библиотеке игрока нет карт",
    "opponent_dealt_damage_this_turn": "оппоненту в этом ходу были нанесены повреждения",
    "unleashed": "выбрано выложить его с жетоном +1/+1 (Безудержность, 702.97a)",
}


def _cap(text: str) -> str:
    return text[:1].upper() + text[1:]


def _who(d: dict, n: CardNames, case: str) -> str:
    if d.get("card") is None and d.get("player") is not None:
        return n.obj(d["player"], case)
    return n.obj(d.get("card", "?"), case)


def _would(d: dict, n: CardNames) -> str:
    """The event as it would have happened."""
    kind = d["kind"]
    if kind == "damage":
        src = d.get("source", "?")
        return (
            f"{n.obj(src)} {n.noun(src).agree('нанёс бы', 'нанесла бы', 'нанесло бы', 'нанесли бы')} "
            f"{count(d['amount'], *DAMAGE)} {_who(d, n, 'dat')}"
        )
    card = d.get("card", "?")
    agree = n.noun(card).agree
    if kind == "destroy":
        return f"{n.obj(card)} {agree('был бы уничтожен', 'была бы уничтожена', 'было бы уничтожено', 'были бы уничтожены')}"
    if kind == "to_graveyard":
        if d.get("dies"):
            return f"{n.obj(card)} {agree('умер бы', 'умерла бы', 'умерло бы', 'умерли бы')}"
        return (
            f"{n.obj(card)} {agree('попал бы', 'попала бы', 'попало бы', 'попали бы')} на кладбище"
        )
    if kind == "enter_battlefield":
        return (
            f"{n.obj(card)} {agree('вышел бы', 'вышла бы', 'вышло бы', 'вышли бы')} на поле битвы"
        )
    if kind == "counters":
        return (
            f"на {n.obj(card, 'acc')} положили бы {count(d['amount'], *COUNTER)} "
            f"{d.get('counter_kind', '')}".rstrip()
        )
    if kind == "tokens":
        return f"игрок {d['player']} создал бы {count(d['amount'], 'фишку', 'фишки', 'фишек')}"
    if kind == "gain_life":
        return f"игрок {d['player']} получил бы {count(d['amount'], 'жизнь', 'жизни', 'жизней')}"
    if kind == "draw":
        return f"игрок {d['player']} взял бы карту"
    if kind == "step":
        from .events_ru import STEP_RU

        return f"начался бы {STEP_RU.get(d['step'], d['step'])} игрока {d['player']}"
    if kind == "phase":
        return f"началась бы {PHASE_RU.get(d['step'], d['step'])} игрока {d['player']}"
    if kind == "lose_game":
        return f"игрок {d['player']} проиграл бы игру"
    if kind == "lose_mana":  # 500.4
        return f"игрок {d['player']} потерял бы неиспользованную ману ({d['amount']})"
    if kind == "turn":
        extra = "дополнительный ход" if d.get("extra") else "ход"
        return f"игрок {d['player']} начал бы {extra}"
    return kind


def _now(d: dict, n: CardNames) -> str:
    """What happens instead."""
    kind, mod, now, by = d["event"], d["modification"], d["now"], d["by"]
    if mod in ("multiply", "add"):
        return {
            "damage": f"но вместо этого наносится {count(now['amount'], *DAMAGE)}",
            "counters": f"но вместо этого {'кладётся' if plural(now['amount'], '1', '2', '5') == '1' else 'кладутся'} "
            f"{count(now['amount'], *COUNTER)}",
            "tokens": f"но вместо этого {'создаётся' if plural(now['amount'], '1', '2', '5') == '1' else 'создаются'} "
            f"{count(now['amount'], 'фишка', 'фишки', 'фишек')}",
            "gain_life": f"но вместо этого получает {count(now['amount'], 'жизнь', 'жизни', 'жизней')}",
        }.get(kind, "но вместо этого количество меняется")
    if mod == "redirect":
        return f"но вместо этого они наносятся {_who(now, n, 'dat')} (перенаправление)"
    if mod == "life_floor":
        return (
            f"но от этих повреждений жизнь игрока {now.get('player')} не может стать меньше "
            f"{now['life_floor']}"
        )
    if mod == "to_zone":
        if now.get("position") == "shuffle":
            return "но вместо этого замешивается в библиотеку владельца"
        if now.get("to_zone") == "exile":
            return "но вместо этого изгоняется"
        return "но вместо этого кладётся наверх библиотеки владельца"
    entering = n.noun(d.get("would", {}).get("card", "?"))
    if mod == "tapped" or (mod == "pay_life_or_tapped" and now.get("tapped")):
        return "и выходит " + entering.agree(
            "повёрнутым", "повёрнутой", "повёрнутым", "повёрнутыми"
        )
    if mod == "pay_life_or_tapped":
        tapped = entering.agree("неповёрнутым", "неповёрнутой", "неповёрнутым", "неповёрнутыми")
        return f"и выходит {tapped}: жизнь заплачена"
    if mod == "counters":
        kinds = ", ".join(f"{k}: {c}" for k, c in now.get("counters", []))
        return f"и выходит с жетонами ({kinds})"
    if mod == "control":
        return f"но вместо этого выходит под контролем игрока {now.get('player')}"
    if mod == "regenerate":
        return "но вместо этого регенерирует"
    if mod == "win_game":
        return "но вместо этого выигрывает игру"
    if mod == "colorless":
        return "но вместо этого эта мана становится бесцветной и остаётся в хранилище"
    if mod == "skip":
        what = {
            "phase": ("она пропускается", "этой фазы"),
            "turn": ("он пропускается", "этого хода"),
        }
        it, of = what.get(kind, ("он пропускается", "этого шага"))
        return f"но {it}: игра идёт дальше, как будто {of} нет (614.10, 500.10)"
    if mod == "dredge":
        return (
            "но вместо этого использует Перетягивание: кладёт на кладбище "
            f"{count(now['amount'], 'верхнюю карту', 'верхние карты', 'верхних карт')} библиотеки "
            f"и возвращает {n.obj(by, 'acc', 'card')} в руку"
        )
    return "но вместо этого происходит то, что сказано в тексте эффекта (ниже)"


def describe_replacement(event: Event, n: CardNames) -> str:
    d: dict[str, Any] = event.data
    k = event.kind
    if k == "event_replaced":
        by = f"эффект {n.obj(d['by'], 'gen')}"
        if d.get("keyword"):
            from .events_ru import keyword_ru

            by = f"способность {keyword_ru(d['keyword'])} {n.obj(d['by'], 'gen')}"
        text = f"{_would(d['would'], n)}, {_now(d, n)} ({by})"
        return _cap(text)
    if k == "replacement_order":
        how = "по умолчанию" if d.get("by_default") else "по ответу сценария (replacement_order)"
        return (
            f"К событию применимы несколько эффектов замещения: {n.objs(d['effects'])}; порядок "
            f"выбирает игрок {d['player']} как затронутый игрок или контроллер затронутого объекта; "
            f"{how} сейчас применяется эффект {n.obj(d['chosen'], 'gen')}"
        )
    if k == "replacement_first":
        kind = {
            "self_replacement": "эффект самозамещения",
            "control": "эффект, меняющий, под чьим контролем объект выходит на поле битвы",
            "copy": "эффект, с которым объект выходит на поле битвы копией",
        }[d["kind"]]
        return (
            f"К событию применимы несколько эффектов замещения: {n.objs([d['chosen'], *d['others']])}; "
            f"первым должен быть выбран {kind} — эффект {n.obj(d['chosen'], 'gen')}; остальные "
            "применяются потом, если ещё применимы к изменённому событию"
        )
    if k == "moved_instead":
        card = d["card"]
        where = {
            "exile": "оказывается в изгнании",
            "library": f"оказывается в библиотеке владельца (игрок {d['owner']})",
        }.get(d["to_zone"], f"перемещается: {d['to_zone']}")
        s = f"{n.obj(card)} {where}"
        if d.get("position") == "shuffle":
            s += ", библиотека перемешивается"
        if d.get("would_die"):
            s += (
                "; событие «умирает» заменено и не произошло, поэтому способности «когда умирает» "
                "не срабатывают"
            )
        return _cap(s)
    if k == "replacement_created":
        what = "предотвращения" if d["modification"] == "prevent" else "замещения"
        makes = n.noun(d["source"]).agree("создаёт", "создаёт", "создаёт", "создают")
        lasts = {
            "step": ", который ждёт следующего такого шага и применится к нему (614.10a)",
            "phase": ", который ждёт следующей такой фазы и применится к ней (614.10a)",
            "turn": ", который ждёт следующего такого хода и применится к нему (614.10a)",
        }.get(d["event"], " до конца хода")
        if d.get("each"):  # 615.10
            lasts = " до конца хода — щит для каждого, к кому он применим сейчас (615.10)"
        if d.get("this_turn"):  # "… next combat phase this turn"
            lasts = ", который применится к следующему такому шагу, фазе или ходу в этом ходу"
        s = f"{_cap(n.obj(d['source']))} {makes} эффект {what}{lasts}"
        if d.get("targets"):
            s += f" (для: {n.objs(d['targets'])})"
        if d.get("chosen"):
            s += f"; выбранный источник — {n.obj(d['chosen'])}"
        if d.get("once"):
            s += "; он применится один раз"
        return s
    if k == "exile_if_leaves_created":
        return (
            f"{_cap(n.obj(d['source']))}: если {n.obj(d['card'])} покинет поле битвы, вместо "
            "этого карта будет изгнана (эффект замещения, пока перманент на поле битвы, 614.1a)"
        )
    if k == "cant_be_regenerated":
        return (
            f"{_cap(n.obj(d['card']))} нельзя регенерировать в этом ходу "
            f"(эффект {n.obj(d['source'], 'gen')})"
        )
    if k == "damage_cant_be_prevented":
        return (
            f"Повреждения, которые наносит {n.obj(d['source'])}, не могут быть предотвращены: "
            f"{n.objs(d['effects'])} — эффект предотвращения не применяется"
        )
    if k == "replacement_declined":
        return f"{d['player']} решает не применять эффект {n.obj(d['by'], 'gen')}"
    return k


EVENT_RU = {
    "damage": "если источник должен нанести повреждения",
    "destroy": "если перманент должен быть уничтожен",
    "to_graveyard": "если карта или фишка должна попасть на кладбище откуда-либо",
    "enter_battlefield": "если перманент должен выйти на поле битвы",
    "counters": "если на перманент должны положить жетоны",
    "tokens": "если должны быть созданы фишки",
    "gain_life": "если игрок должен получить жизнь",
    "draw": "если игрок должен взять карту",
    "step": "если у игрока должен начаться шаг",
    "phase": "если у игрока должна начаться фаза",
    "turn": "если игрок должен начать ход",
    "lose_game": "если игрок должен проиграть игру",
    "lose_mana": "если игрок должен потерять неиспользованную ману",
}
PHASE_RU = {"combat": "фаза боя"}
WHO_RU = {
    "you": "вы",
    "opponent": "оппонент",
    "any": "любой игрок",
    "player": "игрок",
    "self": "этот объект",
    "target": "цель",
    "that_player": "тот игрок (из события срабатывания)",
    "chosen": "выбранный источник",
    "enchanted": "зачарованное существо",
    "equipped": "экипированное существо",
    "dealt_damage_this_way": "каждое существо, которому предыдущее указание нанесло повреждения",
}
ZONES_RU = {
    "exile": "в изгнание",
    "library_top": "наверх библиотеки владельца",
    "library_shuffle": "в библиотеку владельца с перемешиванием",
}


def _part(value: Any, filter_ru: Callable[[dict], str]) -> str:
    if isinstance(value, tuple):
        return "объект" + filter_ru(dict(value))
    return WHO_RU.get(str(value), str(value))


def spec_ru(spec: Any, filter_ru: Callable[[dict], str], effect_ru: Callable[[dict], str]) -> str:
    """How ``mtgjudge card`` states a replacement ability: event, conditions, modification."""
    if spec.event == "turned_face_up":  # 707.11
        return (
            f"по мере того как этот перманент поворачивается лицом вверх, на него кладутся "
            f"жетоны {spec.value[0]}: {spec.value[1]} — пока он поворачивается, а не после (707.11)"
        )
    kind = "эффект предотвращения" if spec.is_prevention else "эффект замещения"
    parts = [EVENT_RU.get(spec.event, spec.event)]
    if spec.source is not None:
        parts.append("источник: " + _part(spec.source, filter_ru))
        if spec.choose_from:  # "a red source of your choice" (609.7a: chosen on resolution)
            parts[-1] += ", выбираемый при разрешении (609.7a) из:" + filter_ru(
                dict(spec.choose_from)
            )
    if spec.to:
        parts.append("кому: " + ", ".join(_part(t, filter_ru) for t in spec.to))
    if spec.combat is not None:
        parts.append("боевые" if spec.combat else "небоевые")
    if spec.of is not None:
        parts.append("что: " + _part(spec.of, filter_ru))
    if spec.owner:
        parts.append("владелец: " + WHO_RU.get(spec.owner, spec.owner))
    if spec.from_zone:
        parts.append("с поля битвы (умирает)")
    if spec.player:
        parts.append("игрок: " + WHO_RU.get(spec.player, spec.player))
    if spec.kind:
        parts.append(f"жетоны {spec.kind}")
    if spec.step:
        from .events_ru import STEP_RU

        parts.append(PHASE_RU.get(spec.step) or STEP_RU.get(spec.step, spec.step))
    if spec.extra is not None:
        parts.append("только дополнительный ход" if spec.extra else "только обычный ход")
    for key, arg in spec.condition:
        if key == "you_control_at_least":
            flt, n = arg
            parts.append(
                f"условие: вы контролируете не меньше {n} перманентов{filter_ru(dict(flt))}"
            )
            continue
        if key == "creatures_died_this_turn_at_least":
            from .card_view import died_ru

            parts.append("условие: " + died_ru(int(arg)))
            continue
        if key in CONDITION_RU:
            parts.append("условие: " + CONDITION_RU[key])
            continue
        if key == "you_control":
            parts.append("условие: вы контролируете перманент" + filter_ru(dict(arg)))
            continue
        from .card_view import condition_state_ru

        parts.append("условие: " + condition_state_ru(key, arg))
    value = spec.value
    if isinstance(value, dict):  # "prevent X of that damage, where X is …" (608.2g)
        from .amounts_ru import amount_ru

        value = f"{amount_ru(value)} (считается, когда повреждения наносятся)"
    mod = {
        "prevent": f"предотвратить {'все' if value == 'all' else value}"
        + (" (следующие, щит)" if spec.next else ""),
        "multiply": f"вместо этого в {value} раза больше",
        "add": f"вместо этого на {value} больше",
        "redirect": f"вместо этого наносятся: {WHO_RU.get(str(value), value)}",
        "life_floor": f"жизнь не меньше {value}",
        "to_zone": ("вместо этого — " + ("показать всем и " if spec.reveal else ""))
        + str(ZONES_RU.get(str(value), value)),
        "tapped": "выходит повёрнутым",
        "counters": f"выходит с жетонами {value[0]}: "
        + (
            "по одному за каждый полученный Усилитель (702.32c)"
            if value[1] == "times_kicked"
            else "X — значение, объявленное при разыгрывании (107.3a)"
            if value[1] == "X"
            else _counted_ru(value[1])
        )
        if isinstance(value, tuple)
        else "",
        "pay_life_or_tapped": f"можно заплатить {value} жизни, иначе выходит повёрнутым",
        "regenerate": "вместо этого регенерировать",
        "win_game": "вместо этого вы выигрываете игру",
        "colorless": "вместо этого эта мана становится бесцветной",
        "dredge": f"Углубление {value}",
        "skip": "пропустить (614.1b, 614.10)",
        "control": "вместо этого выходит под вашим контролем (616.1b)",
        "copy": "выходит копией этого перманента (616.1c)",
    }.get(spec.modification)
    if mod is None:
        mod = "вместо этого: " + "; ".join(effect_ru(e) for e in value)
    text = f"{kind}: {', '.join(parts)} → {mod}"
    if spec.then:
        text += "; затем: " + "; ".join(effect_ru(e) for e in spec.then)
    if spec.once:
        text += " (следующий раз)" if spec.event in ("step", "phase", "turn") else " (один раз)"
    return text


def _counted_ru(n: Any) -> str:
    """The number of counters: a number, or an amount counted as it would enter (614.1c)."""
    if isinstance(n, dict) and "amount" in n:
        from .amounts_ru import amount_ru

        return f"{amount_ru(n)} (считается, когда он выходит, 614.1c)"
    return str(n)
