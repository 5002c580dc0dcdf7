"""Events in plain Russian.  Only renders what an event says; never invents reasons.

``describe(event, names)`` returns one sentence; ``names`` turns an English card name into
"Русское (English)" where the Russian printed name is known.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

from ..engine.events import Event
from .naming import CardNames, as_names, count, plural, signed_pt

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
# Russian words of events and of keywords written differently from the registry
# (cards/keywords.py names every keyword ability as printed; see keyword_ru)
KEYWORDS_RU = {
    "Plainswalk": "Знание равнин",
    "Islandwalk": "Знание островов",
    "Swampwalk": "Знание болот",
    "Mountainwalk": "Знание гор",
    "Forestwalk": "Знание лесов",
    "Protection from everything": "Защита от всего",
}
REPLACEMENT_KINDS = (
    "event_replaced",
    "replacement_order",
    "replacement_first",
    "moved_instead",
    "replacement_created",
    "cant_be_regenerated",
    "exile_if_leaves_created",
    "damage_cant_be_prevented",
    "replacement_declined",
)
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
    "deals_combat_damage_to_creature": "каждый раз, когда наносит существу боевые повреждения",
    "blocks_a_creature": "каждый раз, когда блокирует существо (за каждое блокируемое существо)",
    "deals_damage_to_player": "каждый раз, когда наносит повреждения игроку",
    "attacks_and_isnt_blocked": "каждый раз, когда атакует и не заблокировано",
    "attacks_with_two_others": "каждый раз, когда атакует вместе по крайней мере с двумя другими существами",
    "dealt_damage_by_self_dies": "каждый раз, когда умирает существо, которому он нанес повреждения в этом ходу",
    "your_draw_step": "в начале вашего шага взятия карты",
    "each_draw_step": "в начале шага взятия карты каждого игрока",
    "your_upkeep": "в начале вашего шага поддержки",
    "your_end_step": "в начале вашего заключительного шага",
    "you_cast_noncreature_spell": "каждый раз, когда вы разыгрываете не являющееся существом заклинание",
    "you_cast_spell": "каждый раз, когда вы разыгрываете заклинание",
    "you_gain_life": "каждый раз, когда вы получаете жизнь",
    "a_creature_dies": "каждый раз, когда умирает существо",
    "creature_to_your_graveyard": "когда существо попадает на ваше кладбище с поля битвы",
    "another_creature_enters": "каждый раз, когда другое существо выходит на поле битвы",
    "leaves_battlefield": "когда покидает поле битвы",
    "blocks": "каждый раз, когда блокирует существо",
    "deals_damage_to_opponent": "каждый раз, когда наносит повреждения оппоненту",
    "each_end_step": "в начале заключительного шага",
    "you_cast_creature_spell": "каждый раз, когда вы разыгрываете заклинание существа",
    "you_cast_instant_or_sorcery_from_hand": (
        "когда вы в следующий раз разыграете мгновенное заклинание или волшебство из руки"
    ),
    "a_player_casts_spell": "каждый раз, когда игрок разыгрывает заклинание",
    "state": "как только выполняется условие",
    "next_end_step": "в начале следующего заключительного шага",
    "end_of_combat": "в конце боя",
    "next_upkeep": "в начале вашего следующего шага поддержки",
    "each_your_upkeep": "в начале каждого вашего шага поддержки до конца игры",
    "next_turns_upkeep": "в начале шага поддержки следующего хода",
    "owners_next_upkeep": "в начале следующего шага поддержки владельца той карты",
    "enchanted_controllers_upkeep": "в начале шага поддержки контроллера зачарованного перманента",
    "enchanted_players_upkeep": "в начале шага поддержки зачарованного игрока",
    "a_player_draws": "каждый раз, когда игрок берёт карту",
    "an_opponent_draws": "каждый раз, когда оппонент берёт карту",
    "you_draw": "каждый раз, когда вы берёте карту",
    "a_player_discards": "каждый раз, когда игрок сбрасывает карту",
    "an_opponent_discards": "каждый раз, когда оппонент сбрасывает карту",
    "you_discard": "каждый раз, когда вы сбрасываете карту",
    "each_opponents_beginning_of_combat": "в начале боя в ходу каждого оппонента",
    "your_main_phase": "в начале каждой вашей главной фазы",
    "your_precombat_main_phase": "в начале вашей предбоевой главной фазы",
    "each_precombat_main_phase": "в начале предбоевой главной фазы каждого игрока",
    "a_player_searches": "каждый раз, когда игрок ищет в своей библиотеке",
    "an_opponent_searches": "каждый раз, когда оппонент ищет в своей библиотеке",
    "a_permanent_leaves_battlefield": "каждый раз, когда перманент покидает поле битвы",
    "you_scry": "каждый раз, когда вы предсказываете",
    "a_player_taps_land_for_mana": "каждый раз, когда игрок поворачивает землю для получения маны",
    "exploits": "когда угнетает существо",
    "a_permanent_to_graveyard": "каждый раз, когда перманент кладется на кладбище с поля битвы",
    "activates_outlast": "каждый раз, когда вы активируете его способность Стойкости",
    "becomes_blocked_by": "каждый раз, когда становится заблокированным существом",
    "a_creature_you_control_attacks_alone": "каждый раз, когда существо под вашим контролем атакует в одиночку",
    "a_creature_attacks": "каждый раз, когда атакует существо",
    "your_beginning_of_combat": "в начале боя в ваш ход",
    "a_creature_deals_combat_damage_to_player": "каждый раз, когда существо наносит боевые повреждения игроку",
    "deals_combat_damage_to_opponent": "каждый раз, когда наносит боевые повреждения оппоненту",
    "a_creature_deals_damage_to_opponent": "каждый раз, когда существо наносит повреждения оппоненту",
    "a_creature_deals_combat_damage_to_opponent": "каждый раз, когда существо наносит боевые повреждения оппоненту",
    "dealt_damage": "каждый раз, когда ему наносятся повреждения",
    "dealt_combat_damage": "каждый раз, когда ему наносятся боевые повреждения",
    "a_creature_dealt_damage": "каждый раз, когда существу наносятся повреждения",
    "you_dealt_combat_damage": "каждый раз, когда вам наносятся боевые повреждения",
    "deals_damage": "каждый раз, когда наносит повреждения",
    "a_creature_deals_damage": "каждый раз, когда существо наносит повреждения",
    "put_into_graveyard_from_battlefield": "когда кладётся на кладбище с поля битвы",
    "last_time_counter_removed": "когда с него снят последний жетон времени",
    "time_counter_removed_in_exile": "каждый раз, когда с этой карты в изгнании снимается жетон времени",
    "put_into_graveyard_resolving": "когда это заклинание при разрешении кладётся на кладбище",
    "haunted_creature_dies": "когда умирает существо, которое преследует эта карта",
    "you_cast_this_spell": "когда вы разыгрываете это заклинание",
    "a_permanent_enters": "каждый раз, когда перманент выходит на поле битвы",
    "exiled_with_madness": "когда эта карта изгнана Бешенством",
    "becomes_tapped": "каждый раз, когда становится повёрнутым",
    "becomes_untapped": "каждый раз, когда становится развёрнутым",
    "becomes_target": "когда становится целью заклинания или способности",
    "each_opponents_upkeep": "в начале шага поддержки каждого оппонента",
    "you_attack_with_two_or_more": "каждый раз, когда вы атакуете двумя или более существами",
    "becomes_target_by_opponent": "каждый раз, когда становится целью заклинания или способности оппонента",
    "a_permanent_becomes_target_by_opponent": "каждый раз, когда перманент становится целью заклинания или способности оппонента",
    "put_into_graveyard_from_anywhere": "когда кладётся на кладбище откуда-либо",
    "a_permanent_becomes_tapped": "каждый раз, когда перманент становится повёрнутым",
    "a_permanent_turned_face_up": "каждый раз, когда перманент переворачивается лицом вверх",
    "a_card_to_graveyard": "каждый раз, когда карта откуда-либо кладётся на кладбище (603.6c)",
    "turned_face_up": "когда переворачивается рубашкой вниз",
    "each_upkeep": "в начале каждого шага поддержки",
    "becomes_monstrous": "когда становится чудовищным",
    "you_sacrifice_this": "когда вы приносите его в жертву",
    "you_sacrifice_a_permanent": "каждый раз, когда вы приносите в жертву перманент",
    "plus_one_counter_put": "каждый раз, когда на него кладётся жетон +1/+1",
    "plus_one_counters_put_on_a_permanent": "каждый раз, когда на перманент кладутся жетоны +1/+1",
    "source_leaves_battlefield": "когда источник покидает поле битвы",
    "reveals_this_way": "каждый раз, когда вы показываете так карту",
    "that_leaves_battlefield": "когда то существо покидает поле битвы",
    "source_becomes_untapped": "когда источник становится развёрнутым",
    "that_dies": "когда то существо умирает",
    "you_cycle_this": "когда вы сбрасываете эту карту Циклом",
    "a_player_cycles": "каждый раз, когда игрок сбрасывает карту Циклом",
    "you_cycle_a_card": "каждый раз, когда вы сбрасываете карту Циклом",
    "revealed_for_miracle": "когда вы показываете эту карту (Чудо)",
    "attacks_player_with_most_life": "каждый раз, когда атакует игрока, у которого больше всего жизней (или поровну с наибольшим)",
}
EVENT_RU = {
    "permanent_entered": "выход на поле битвы",
    "land_played": "розыгрыш земли",
    "put_onto_battlefield": "выход на поле битвы",
    "tokens_created": "создание фишек",
    "emblem_created": "эмблема",
    "additional_land": "дополнительная земля",
    "effects_ended_next_turn": "конец эффектов «до вашего следующего хода»",
    "destroyed": "уничтожение",
    "sacrificed": "жертвование",
    "put_into_graveyard": "помещение на кладбище",
    "exiled": "изгнание",
    "returned_to_hand": "возвращение в руку",
    "state_based_actions": "действия, вызванные состоянием",
    "attackers_declared": "объявление атакующих",
    "blockers_declared": "объявление блокирующих",
    "became_blocked": "блокирование",
    "damage_dealt": "нанесение повреждений",
    "became_tapped": "перманент стал повёрнутым",
    "became_untapped": "перманент стал развёрнутым",
    "revealed_this_way": "показ первой взятой в этом ходу карты",
    "arrived_in_graveyard": "карта положена на кладбище",
    "step_began": "начало шага",
    "cards_drawn": "взятие карты",
    "spell_cast": "розыгрыш заклинания",
    "ability_activated": "активация способности",
    "life_gained": "получение жизни",
    "state": "состояние игры",
    "counters_removed": "снятие жетонов",
    "madness_exiled": "сброс в изгнание (Бешенство)",
    "turned_face_up": "переворот рубашкой вниз",
    "cycled": "сброс карты Циклом",
    "miracle_revealed": "показ карты с Чудом",
}
REASONS_RU = {
    "toughness": "выносливость 0 или меньше",
    "loyalty": "верность 0",
    "legend": "правило легендарности",
    "planeswalker": "правило уникальности planeswalker-ов",
    "world": "правило миров",
    "aura": "Аура прикреплена нелегально или ни к чему",
}


def keyword_ru(keyword: str) -> str:
    if keyword in KEYWORDS_RU:
        return KEYWORDS_RU[keyword]
    from ..engine.protection import keyword_ru as protection_ru

    protection = protection_ru(keyword)
    if protection is not None:
        return protection
    from ..cards.keywords import russian
    from ..engine.cast_from import X_NOT_ZERO

    if keyword.startswith("Suspend X—") and keyword.endswith(X_NOT_ZERO):  # 107.3d
        return russian(keyword[: -len(X_NOT_ZERO)]) + " (X не может быть равен 0)"
    for head in ("Can't be blocked by creatures with power ", "Can't block creatures with power "):
        number, _, way = keyword.removeprefix(head).partition(" or ")
        if keyword.startswith(head) and number.isdigit() and way in ("greater", "less"):
            more = "больше" if way == "greater" else "меньше"
            return f"{russian(head.strip())} {number} или {more}"  # 509.1b
    for head, ru in (
        ("Can't be blocked by ", "не может быть заблокировано "),
        ("Can't be blocked except by ", "может быть заблокировано только "),
    ):  # 509.1b: "by Walls", "except by creatures with flying or reach"
        from ..cards.blockers import quality_ru, readable

        rest = keyword.removeprefix(head)
        if keyword.startswith(head) and readable(rest[:1].lower() + rest[1:]):
            return ru + quality_ru(rest[:1].lower() + rest[1:])
    head, dash, words = keyword.partition("—")
    if dash and head and not head.endswith(" "):  # "Echo—Discard a card." (117.12)
        worded = words_ru(words)
        if worded is not None:
            return f"{russian(head)} — {worded}"
    return russian(keyword)


def words_ru(words: str) -> str | None:
    """A keyword's cost in words, in Russian («сбросить 1 карту»); None if not read."""
    from ..cards.format import CardFormatError, cost_in_words
    from ..engine.payment import cost_record

    try:
        record = cost_record(cost_in_words(words))
    except CardFormatError:
        return None
    return cost_ru(record)


# what a keyword that stands for other abilities means, in the words of its rule ({n}: its
# number, {cost}: its cost)
KEYWORD_MEANING_RU = {
    "Rampage": "каждый раз, когда это существо становится заблокированным, оно получает "
    "+{n}/+{n} до конца хода за каждое блокирующее его существо сверх первого",
    "Flanking": "каждый раз, когда это существо становится заблокированным существом без "
    "Обхода, блокирующее существо получает −1/−1 до конца хода",
    "Bushido": "каждый раз, когда это существо блокирует или становится заблокированным, оно "
    "получает +{n}/+{n} до конца хода",
    "Exalted": "каждый раз, когда существо под вашим контролем атакует в одиночку, оно получает "
    "+1/+1 до конца хода",
    "Gravestorm": "когда вы разыгрываете это заклинание, положите в стек его копию за каждый "
    "перманент, положенный на кладбище с поля битвы в этом ходу; для копий можно выбрать новые "
    "цели",
    "Haunt": "когда этот перманент кладётся на кладбище с поля битвы (или это заклинание — при "
    "разрешении), изгоните его, и он преследует целевое существо",
    "Ripple": "когда вы разыгрываете это заклинание, вы можете показать {n} верхние карты "
    "библиотеки и разыграть любые из них с тем же названием без оплаты мана-стоимости; "
    "остальные показанные карты кладутся под низ библиотеки",
    "Soulbond": "когда это существо выходит на поле битвы или другое существо выходит на поле "
    "битвы под вашим контролем, если оба не в паре, вы можете объединить их в пару — пока оба "
    "остаются существами на поле битвы под вашим контролем",
    "Provoke": "каждый раз, когда это существо атакует, вы можете заставить целевое существо "
    "защищающегося игрока блокировать его в этом бою, если может; если вы так делаете, "
    "разверните то существо",
    "Persist": "когда этот перманент кладётся на кладбище с поля битвы, если на нём не было "
    "жетонов −1/−1, верните его на поле битвы под контролем владельца с жетоном −1/−1",
    "Undying": "когда этот перманент кладётся на кладбище с поля битвы, если на нём не было "
    "жетонов +1/+1, верните его на поле битвы под контролем владельца с жетоном +1/+1",
    "Evoke": "когда этот перманент выходит на поле битвы, если была заплачена стоимость его "
    "Вызывания, его контроллер приносит его в жертву",
    "Echo": "в начале вашего шага поддержки, если этот перманент перешёл под ваш контроль после "
    "начала вашего последнего шага поддержки, пожертвуйте его, если не заплатите {cost}",
    "Cumulative upkeep": "в начале вашего шага поддержки, если этот перманент на поле битвы, "
    "положите на него жетон возраста; затем можете заплатить {cost} за каждый жетон возраста "
    "на нём; если не платите, пожертвуйте его",
    "Fading": "этот перманент выходит на поле битвы с {n} жетонами угасания; в начале вашего "
    "шага поддержки снимите с него жетон угасания, а если не можете — пожертвуйте его",
    "Vanishing": "этот перманент выходит на поле битвы с {n} жетонами времени; в начале вашего "
    "шага поддержки, если на нём есть жетон времени, снимите один; когда снят последний — "
    "пожертвуйте его",
    "Soulshift": "когда этот перманент кладётся на кладбище с поля битвы, вы можете вернуть "
    "целевую карту Духа с конвертированной мана-стоимостью {n} или меньше со своего кладбища "
    "в руку",
    "Modular": "этот перманент выходит на поле битвы с {n} жетонами +1/+1; когда он кладётся на "
    "кладбище с поля битвы, вы можете положить на целевое артефактное существо по жетону "
    "+1/+1 за каждый жетон +1/+1 на нём",
    "Graft": "этот перманент выходит на поле битвы с {n} жетонами +1/+1; каждый раз, когда "
    "другое существо выходит на поле битвы, если на этом перманенте есть жетон +1/+1, вы "
    "можете переместить один жетон +1/+1 с него на то существо",
    "Evolve": "каждый раз, когда существо выходит на поле битвы под вашим контролем, если его "
    "сила или выносливость больше, чем у этого существа, положите на это существо жетон +1/+1",
    "Bloodthirst": "если оппоненту в этом ходу были нанесены повреждения, этот перманент "
    "выходит на поле битвы с {n} жетонами +1/+1",
    "Replicate": "когда вы разыгрываете это заклинание, если стоимость Копии была заплачена, "
    "скопируйте его за каждый раз, когда она была заплачена; для копий можно выбрать новые цели",
    "Ninjutsu": "стоимость, показать эту карту из руки, вернуть в руку владельца своё "
    "незаблокированное атакующее существо: положите эту карту на поле битвы из руки повёрнутой "
    "и атакующей",
    "Cipher": "затем можете изгнать эту карту заклинания, зашифровав её на существе под вашим "
    "контролем; пока она зашифрована, у существа есть «Каждый раз, когда это существо наносит "
    "боевые повреждения игроку, можете скопировать зашифрованную карту и разыграть копию без "
    "оплаты её мана-стоимости»",
    "Conspire": "разыгрывая это заклинание, можете повернуть два своих неповёрнутых существа "
    "общего с ним цвета; если повернули, скопируйте его (для копии можно выбрать новую цель)",
    "Recover": "когда существо попадает на ваше кладбище с поля битвы, можете заплатить "
    "стоимость Восстановления; если платите, верните эту карту с кладбища в руку, иначе "
    "изгоните её",
    "Storm": "когда вы разыгрываете это заклинание, положите в стек его копию за каждое другое "
    "заклинание, разыгранное до него в этом ходу",
    "Suspend": "в начале вашего шага поддержки, если эта карта отсрочена (в изгнании с жетонами "
    "времени), снимите с неё жетон времени; когда снят последний, разыграйте её без оплаты "
    "мана-стоимости, если можете; существо, разыгранное так, получает Ускорение "
    "(отсрочить карту из руки — особое действие suspend, 115.2e)",
    "Madness": "если игрок сбрасывает эту карту, он может изгнать её вместо кладбища; когда она "
    "изгнана так, владелец может разыграть её за {cost} вместо мана-стоимости, а если не "
    "разыгрывает — кладёт её на кладбище",
    "Unearth": "{cost}: верните эту карту со своего кладбища на поле битвы; она получает "
    "Ускорение; изгоните её в начале следующего заключительного шага; если она должна покинуть "
    "поле битвы, изгоните её вместо этого; только как волшебство (способность работает на "
    "кладбище: activate)",
    "Cascade": "когда вы разыгрываете это заклинание, изгоняйте карты с верха библиотеки, пока "
    "не изгоните карту — не землю — с меньшей конвертированной мана-стоимостью; её можно "
    "разыграть без оплаты мана-стоимости; остальные изгнанные карты кладутся под низ "
    "библиотеки в случайном порядке",
    "Rebound": "если это заклинание разыграно из руки, при разрешении оно изгоняется вместо "
    "кладбища, и в начале вашего следующего шага поддержки его можно разыграть из изгнания без "
    "оплаты мана-стоимости",
    "Split second": "пока это заклинание в стеке, игроки не могут разыгрывать другие "
    "заклинания и активировать способности, кроме мана-способностей",
    "Hideaway": "этот перманент выходит на поле битвы повёрнутым; когда он выходит, посмотрите "
    "четыре верхние карты своей библиотеки, изгоните одну из них рубашкой вверх, остальные "
    "положите под низ библиотеки в любом порядке; изгнанную карту может смотреть любой игрок, "
    "который контролировал изгнавший её перманент",
    # special forms of a number parameter (702.62b, 702.53b)
    "Vanishing without a number": "в начале вашего шага поддержки, если на этом перманенте есть "
    "жетон времени, снимите его; когда снят последний, пожертвуйте этот перманент",
    "Bloodthirst X": "этот перманент выходит на поле битвы с X жетонами +1/+1, где X — сумма "
    "повреждений, нанесённых вашим оппонентам в этом ходу",
    "Champion": "когда этот перманент выходит на поле битвы, пожертвуйте его, если не изгоните "
    "другой ваш подходящий перманент; когда он покидает поле битвы, изгнанная карта возвращается на "
    "поле битвы под контролем владельца",
    "Sunburst": "выходя на поле битвы из стека, этот объект получает по жетону за каждый цвет "
    "маны, потраченной на его розыгрыш: +1/+1, если он выходит существом, иначе — жетон "
    "заряда",
    "Amplify": "выходя на поле битвы, этот перманент может показать любое число карт из вашей "
    "руки, у которых есть общий с ним тип существ, и выходит с жетонами +1/+1, по {n} за каждую",
    "Devour": "выходя на поле битвы, этот перманент может пожрать любое число ваших существ "
    "(вы приносите их в жертву) и выходит с жетонами +1/+1, по {n} за каждое",
    "Unleash": "вы можете выложить этот перманент на поле битвы с дополнительным жетоном +1/+1; "
    "он не может блокировать, пока на нём есть жетон +1/+1",
    "Miracle": "вы можете показать эту карту, когда берёте её, если это первая карта, взятая "
    "вами в этом ходу; когда вы показываете её так, вы можете разыграть её за {cost} вместо её "
    "мана-стоимости",
    "Totem armor": "если зачарованный перманент должен быть уничтожен, вместо этого снимите с "
    "него все повреждения и уничтожьте эту Ауру",
    "Dethrone": "каждый раз, когда это существо атакует игрока, у которого больше всего жизней "
    "или столько же, сколько у игрока с наибольшим их числом, положите на это существо жетон +1/+1",
    "Annihilator": "каждый раз, когда это существо атакует, защищающийся игрок приносит в "
    "жертву перманенты, число которых — {n}",
    "Battle cry": "каждый раз, когда это существо атакует, каждое другое атакующее существо "
    "получает +1/+0 до конца хода",
    "Living weapon": "когда это Снаряжение выходит на поле битвы, положите на поле битвы фишку "
    "— черное существо Зародыш 0/0, затем прикрепите к ней это Снаряжение",
    "Extort": "каждый раз, когда вы разыгрываете заклинание, вы можете заплатить {W/B}; если "
    "вы это делаете, каждый оппонент теряет 1 жизнь, а вы получаете столько жизни, сколько "
    "было потеряно таким образом",
    "Scavenge": "{cost}, изгоните эту карту из вашего кладбища: положите на целевое существо "
    "количество жетонов +1/+1, равное силе изгнанной карты; активируйте только тогда, когда "
    "можно разыграть волшебство",
    "Tribute": "когда это существо выходит на поле битвы, выберите оппонента; этот игрок может "
    "заставить его выйти на поле битвы с {n} дополнительными жетонами +1/+1",
}


def keyword_meaning_ru(keyword: str, *, with_name: bool = True) -> str | None:
    """ "Эхо {2}{R}: в начале вашего шага поддержки … (702.29a)" — the keyword as printed on
    Russian cards, what it stands for and its rule; None for other keywords."""
    from ..cards.keyword_abilities import expand
    from ..cards.keywords import KeywordError, parse_keyword

    try:
        parsed = parse_keyword(keyword)
    except KeywordError:
        return None
    if expand(parsed) is None:
        return None
    key, rule = parsed.name, parsed.spec.rule
    if parsed.name == "Vanishing" and parsed.parameter is None:
        key, rule = "Vanishing without a number", "702.62b"
    elif parsed.name == "Bloodthirst" and parsed.parameter == "X":
        key, rule = "Bloodthirst X", "702.53b"
    meaning = KEYWORD_MEANING_RU[key]
    if "{n}" in meaning or "{cost}" in meaning:
        cost = parsed.parameter
        if cost and cost.startswith("—"):  # a cost in words (117.12)
            cost = f"стоимость «{words_ru(cost[1:]) or cost[1:]}»"
        meaning = meaning.format(n=parsed.parameter, cost=cost)
    if not with_name:
        return f"{meaning} ({rule})"
    return f"{keyword_ru(keyword)}: {meaning} ({rule})"


def _cards(names: Callable[[str], str], items: list[str]) -> str:
    return ", ".join(names(c) for c in items) if items else "—"


def damage_word(n: int) -> str:
    """1 повреждение, 2 повреждения, 5 повреждений."""
    if n % 10 == 1 and n % 100 != 11:
        return "повреждение"
    if 2 <= n % 10 <= 4 and not 12 <= n % 100 <= 14:
        return "повреждения"
    return "повреждений"


DETAINED = ("задержан", "задержана", "задержано", "задержаны")

DEFAULT_NOTE = {
    "no_player_option": "по умолчанию никто; свой выбор — choose: {player_options: {ИГРОК: НОМЕР}}",
    "discarded": "выбор по умолчанию: первые карты руки по порядку",
    "sacrificed": "выбор по умолчанию: первый подходящий перманент",
    "library_searched": "выбор по умолчанию: первая подходящая карта сверху",
    "scry": "выбор по умолчанию: все карты остаются сверху",
    "looked_at_top": "выбор по умолчанию: первые подходящие карты сверху; свой — choose: {look: […]}",
    "graveyard_cards_chosen": "выбор по умолчанию: первые подходящие карты кладбища; свой — choose: {pick: […]}",
    "choice_on_resolution": "выбор по умолчанию: да, если это выполнимо",
    "became_blocked": "порядок по умолчанию: как блокирующие записаны в block",
    "blocker_order": "порядок по умолчанию: как атакующие записаны в block",
    "replacement_order": "порядок по умолчанию: по порядку появления эффектов (среди тех, что 616.1 разрешает выбрать сейчас)",
    "cost_paid_or_not": "выбор по умолчанию: платить, если мана есть; свой ответ — choose: {pay: true/false}",
    "x_chosen": "X по умолчанию — 0; свой ответ — choose: {x: N}",
    "trigger_put_on_stack": "порядок по умолчанию: в каком способности сработали; свой порядок — choose: {trigger_order: […]}",
}


def describe(event: Event, names: Callable[[str], str]) -> str:
    text = _describe(event, names)
    d = event.data
    if (d.get("by_default") or d.get("default_order")) and not (
        event.kind == "became_blocked" and len(d.get("blockers", ())) < 2
    ):
        if event.kind in DEFAULT_NOTE:  # others name their default themselves
            text += f" ({DEFAULT_NOTE[event.kind]})"
    if event.kind == "combat_damage_assigned" and d.get("banding_default"):
        n = as_names(names)
        text += (
            " (распределение по умолчанию при Объединении, 702.21j–k: все повреждения — "
            + ", ".join(n(c) for c in d["banding_default"])
            + "; своё — choose: {assign: …})"
        )
    if event.kind == "combat_damage_assigned" and d.get("default_division"):
        # a note only where there was something to divide: one source, several recipients
        shares: dict[str, int] = {}
        for a in d["assignments"]:
            shares[a["source"]] = shares.get(a["source"], 0) + 1
        chose = [
            src
            for src, times in shares.items()
            if times > 1 and src.split(" «")[0] in d["default_division"]
        ]
        if chose:
            n = as_names(names)
            text += (
                f" (распределение по умолчанию — {', '.join(n(c) for c in chose)}: смертельные "
                "повреждения по порядку, остаток последнему или, с Пробивным ударом, игроку)"
            )
    return text


def _describe(event: Event, names: Callable[[str], str]) -> str:
    d: dict[str, Any] = event.data
    n = as_names(names)
    o = n.obj
    k = event.kind
    if k == "spell_cast":
        s = f"{d['player']} разыгрывает {o(d['card'], 'acc', 'spell')}"
        if d.get("targets"):
            s += f", {'цель' if len(d['targets']) == 1 else 'цели'}: {n.objs(d['targets'])}"
        if d.get("x") is not None:
            s += f", X = {d['x']}"
        if d.get("modes"):
            s += f", {'режим' if len(d['modes']) == 1 else 'режимы'} {', '.join(map(str, d['modes']))}"
        if d.get("fused"):  # 702.101a: both halves of a split card with fuse
            s += ", обе половины расщеплённой карты сразу (Слияние)"
        elif d.get("split"):  # 708.2a: only the half being cast is on the stack
            s += f" — половину расщеплённой {o(d['split'], 'gen', 'card')}"
        if d.get("alt") == "morph":
            s += ", рубашкой вверх как существо 2/2 за {3} (Оборотень)"
        elif d.get("alt"):
            s += f", за альтернативную стоимость «{term_ru(d['alt'])}»"
        if d.get("from_exile"):  # 406.3, 611.2a: an effect lets the player play it from exile
            s += " из изгнания — это разрешает эффект, который её изгнал"
        if d.get("by_effect"):
            how = "без оплаты мана-стоимости" if d.get("free") else "за стоимость ключевого слова"
            s += f" — {how}, по указанию разрешающейся способности ({d['by_effect']})"
        if d.get("kicked"):
            s += ", " + kicked_ru(d)
        if d.get("spliced"):  # 702.46a: revealed from the hand, their text added
            one = len(d["spliced"]) == 1
            s += (
                f", присоединяя {n.objs(d['spliced'], 'acc', 'card')} ("
                + (
                    "карта показана из руки и остаётся в ней; её текст"
                    if one
                    else "карты показаны из руки и остаются в ней; их текст"
                )
                + " добавлен к заклинанию, 702.46a)"
            )
        for part in d.get("cost_parts", ()):
            s += ", " + cost_part_ru(part)
        return s + "; заклинание кладётся в стек"
    if k == "ability_activated":
        s = f"{d['player']} активирует способность {o(d['card'], 'gen')}"
        if d.get("keyword_text"):  # a keyword ability: named in Russian with its rule
            from ..cards.keywords import spec_of

            rule = spec_of(d["keyword"]).rule
            s += f" — «{keyword_ru(d['keyword_text'])}» ({rule})"
        if d.get("loyalty") is not None:
            s += f" (способность верности {signed(d['loyalty'])})"
        if d.get("targets"):
            s += f", {'цель' if len(d['targets']) == 1 else 'цели'}: {n.objs(d['targets'])}"
        return s + "; способность кладётся в стек"
    if k == "mana_ability":
        s = f"{d['player']} поворачивает {o(d['card'], 'acc')} и сразу получает {d['mana']} (мана-способность не использует стек)"
        if d.get("linked"):
            s += (
                f"; связанная способность изгнала несколько карт — {n.objs(d['linked'], 'acc', 'card')}: "
                "годится цвет любой из них"
            )
        if d.get("restricted"):  # 106.6
            s += "; эту ману можно потратить только так, как сказано на карте"
        return s
    if k == "mana_paid":
        from ..engine.mana import abbreviated

        cost = abbreviated(str(d["cost"]))  # «{W}×100», not a hundred symbols
        if d.get("as_though"):  # 609.4: mana spent as though it were another type
            sources = ", ".join(o(s, "gen") for s in d["as_though"])
            return (
                f"{d['player']} платит {cost} маной {abbreviated(str(d['mana']))} — по правилам "
                f"траты маны {sources}"
            )
        return f"{d['player']} платит {cost}"
    if k == "ability_cost_reduced":  # 602.2b, 601.2e
        return (
            f"Способность {o(d['card'], 'gen')} стоит меньше: {d['cost']} → {d['now']} "
            "(уменьшается только общая мана)"
        )
    if k == "mana_added":
        s = f"{d['player']} получает {d['mana']} от {o(d['source'], 'gen')}"
        if d.get("restricted"):
            s += " (эту ману можно потратить только так, как сказано на карте)"
        if d.get("kept"):  # 500.4
            s += " (до конца хода эта мана не исчезает из хранилища)"
        return s
    if k == "mana_emptied":
        return f"Хранилище маны игрока {d['player']} опустошается"
    if k == "life_paid":
        return f"{d['player']} платит {count(d['amount'], 'жизнь', 'жизни', 'жизней')}"
    if k == "land_played":
        where = (
            " из изгнания (это разрешает эффект, который её изгнал)" if d.get("from_zone") else ""
        )
        return f"{d['player']} играет землю {n(d['card'])}{where} (особое действие)"
    if k == "may_play_exiled":  # 406.3, 611.2a
        until = (
            "до конца хода" if d["until"] == "end_of_turn" else "до конца своего следующего хода"
        )
        return (
            f"{until.capitalize()} {d['player']} может разыгрывать изгнанные таким образом карты "
            f"({n.objs(d['cards'])}) — эффект {o(d['source'], 'gen')}; заклинания — с оплатой их "
            "стоимостей и в обычное время, землю — только как свой розыгрыш земли в этом ходу"
        )
    if k == "play_exiled_ended":  # 514.2, 611.2a
        return (
            f"Разрешение {o(d['source'], 'gen')} кончилось: {d['player']} больше не может "
            "разыгрывать изгнанные им карты"
        )
    if k == "passed":
        return f"{d['player']} пасует"
    if k == "passes":
        return "Пасуют по очереди: " + ", ".join(d["players"])
    if k == "all_passed":
        what = o(d["card"], "nom", "ability" if d.get("item_kind") == "ability" else "spell")
        if d.get("item_kind") == "ability":
            what = f"способность {o(d['card'], 'gen')}"
        return f"Все игроки пасуют подряд: разрешается верхний объект стека — {what}"
    if k == "sba_ignored_during_resolution":
        return (
            f"Во время разрешения у {n.objs(d['cards'], 'gen')} выносливость была 0 или меньше, но действия, "
            "вызванные состоянием, во время разрешения не проверяются; теперь условия нет"
        )
    if k == "resolving":
        s = (
            f"Разрешается способность {o(d['card'], 'gen')}"
            if d.get("kind") == "ability"
            else f"Разрешается {o(d['card'], 'nom', 'spell')}"
        )
        if d.get("source_gone"):
            s += " (её источника уже нет на поле битвы — способность от него не зависит)"
        if d.get("illegal_targets"):
            s += f"; нелегальные цели не затрагиваются: {n.objs(d['illegal_targets'])}"
        return s
    if k == "fizzled":
        if d.get("kind") == "ability":
            what, its, leaves = f"Способность {o(d['card'], 'gen')}", "все её цели", "она покидает"
        else:
            what, its, leaves = cap(o(d["card"], "nom", "spell")), "все его цели", "оно покидает"
        return (
            f"{what} прерывается — {its} стали нелегальными: {n.objs(d['targets'])}; "
            f"{leaves} стек без эффекта"
        )
    if k == "not_countered" and "because" in d:  # a static ability of another permanent
        return (
            f"{cap(o(d['card'], 'nom', 'spell'))} не может быть отменено из-за "
            f"{o(d['because'], 'gen')}: {o(d['by'])} его не отменяет, оно остаётся в стеке"
        )
    if k == "not_countered":
        return (
            f"{cap(o(d['card'], 'nom', 'spell'))} не может быть отменено: {o(d['by'])} его не "
            "отменяет, оно остаётся в стеке"
        )
    if k == "countered":
        where = (
            "изгоняется вместо кладбища"
            if d.get("to") == "exile"
            else "кладётся на кладбище владельца"
        )
        return (
            f"{cap(o(d['card'], 'nom', 'spell'))} отменяется ({o(d['by'])}) и {where}"
            if d["kind"] == "spell"
            else f"Способность {o(d['card'], 'gen')} отменяется"
        )
    if k == "permanent_entered" and d.get("copy"):
        return (
            f"Копия заклинания {o(d['card'], 'gen')} становится перманентом под контролем игрока "
            f"{d['player']}: это копия карты, а не фишка; в любой зоне, кроме стека и поля "
            "битвы, она перестанет существовать"
        )
    if k == "permanent_entered":
        role = d.get("role")  # "aura": a card cast for its bestow cost (702.102a)
        s = f"{cap(o(d['card'], 'nom', role))} {verb(n, d['card'], 'выходит', 'выходят')} на поле битвы под контролем игрока {d['player']}"
        if d.get("attached_to"):
            noun = n.noun(d["card"], role)
            s += (
                f", {noun.agree('прикреплённый', 'прикреплённая', 'прикреплённое', 'прикреплённые')} "
                f"к {o(d['attached_to'], 'dat')}"
            )
        return s
    if k == "cannot_enter":
        return (
            f"{cap(o(d['card']))} не может выйти на поле битвы (из-за {o(d['by'], 'gen')}): "
            "заклинание перманента кладётся на кладбище владельца"
        )
    if k == "damage_divided" and "counters" in d:  # "distribute N counters among …" (601.2d)
        return (
            f"{d['player']} объявляет, как {d['amount']} жетонов {counter_kind(d['counters'])} "
            f"{o(d['source'], 'gen', 'spell')} распределяются между целями: "
            + ", ".join(str(s) for s in d["shares"])
            + " (по порядку целей; каждой хотя бы 1)"
        )
    if k == "damage_divided":
        return (
            f"{d['player']} объявляет, как {count(d['amount'], 'повреждение', 'повреждения', 'повреждений')} "
            f"{o(d['source'], 'gen', 'spell')} делятся между целями: "
            + ", ".join(str(s) for s in d["shares"])
            + " (по порядку целей; каждой хотя бы 1)"
        )
    if k == "payment_replaced":  # "If …, counter that spell instead." (614.15)
        return (
            f"{cap(o(d['source'], 'nom', 'spell'))}: {_met(d)}, поэтому оплату не предлагают — "
            "указание выполняется сразу (эффект самозамещения)"
        )
    if k == "self_replacement" and d.get("life"):  # "You gain 10 life instead if …"
        return (
            f"{cap(o(d['source'], 'nom', 'spell'))}: {_met(d)}, поэтому вместо "
            f"{d['amount']} получается {count(d['now'], 'жизнь', 'жизни', 'жизней')} — "
            "это эффект самозамещения: он применяется раньше всех других эффектов замещения"
        )
    if k == "self_replacement":
        return (
            f"{cap(o(d['source'], 'nom', 'spell'))}: {_met(d)}, поэтому вместо "
            f"{d['amount']} наносится {count(d['now'], 'повреждение', 'повреждения', 'повреждений')} — "
            "это эффект самозамещения: он применяется раньше всех других эффектов замещения"
        )
    if k == "tapped_for_cost" and d.get("power") is None:
        s = f"{d['player']} поворачивает для оплаты стоимости {n.objs(d['cards'], 'acc')}"
        if d.get("by_default"):
            s += " (по умолчанию — первые подходящие, сам источник последним; свой выбор — choose: {tap: […]})"
        return s
    if k == "put_attacking":
        return (
            f"{cap(o(d['card']))} выходит на поле битвы атакующим (цель атаки — {d['defender']}); "
            "атакующий, но «не атаковал»: способности «когда атакует» не срабатывают"
        )
    if k == "not_attacking":
        return f"{cap(o(d['card']))} выходит на поле битвы, но атакующим не считается"
    if k == "put_blocking":  # 509.7
        return (
            f"{cap(o(d['card']))} выходит на поле битвы, блокируя {o(d['attacker'], 'acc')}, и "
            "встаёт последним в порядке назначения его повреждений; блокирующий, но «не "
            "блокировал»: способности «когда блокирует» не срабатывают"
        )
    if k == "not_blocking":  # 506.3d
        return f"{cap(o(d['card']))} выходит на поле битвы, но блокирующим не считается"
    if k == "encoded":
        s = (
            f"{d['player']} изгоняет {o(d['card'], 'acc', 'card')}, зашифровав её на "
            f"{o(d['creature'], 'loc')} (Шифр)"
        )
        if d.get("by_default"):
            s += " (по умолчанию — первое своё существо; свой выбор — choose: {cipher: …})"
        return s
    if k == "cost_exiled":
        where = "со своего кладбища" if d["zone"] == "graveyard" else "с поля битвы"
        role = "card" if d["zone"] == "graveyard" else None
        s = f"{d['player']} изгоняет {where} для оплаты стоимости {n.objs(d['cards'], 'acc', role)}"
        if d.get("by_default"):
            s += " (по умолчанию — первые подходящие карты кладбища; свой выбор — choose: {exile: […]})"
        return s
    if k == "cost_choice_default":
        return (
            f"{d['player']} выбирает для оплаты стоимости {n.objs(d['cards'], 'acc')} (по "
            f"умолчанию — первые подходящие; свой выбор — choose: {{{d['key']}: […]}})"
        )
    if k == "tapped_for_cost":
        s = (
            f"{d['player']} поворачивает для оплаты стоимости {n.objs(d['cards'])} — общая сила "
            f"{d['power']}"
        )
        if d.get("by_default"):
            s += " (по умолчанию — самые сильные, пока не хватит; свой выбор — choose: {tap: […]})"
        return s
    if k == "player_option":
        return (
            f"Игрок {d['player']} решает выполнить вариант {d['option']} способности "
            f"{o(d['source'], 'gen')} (по очереди хода, начиная с активного игрока)"
        )
    if k == "no_player_option":
        return f"Никто из игроков не выполняет ни одного из вариантов способности {o(d['source'], 'gen')}"
    if k == "stays_put":
        return (
            f"{cap(o(d['card']))} не может выйти на поле битвы (из-за {o(d['by'], 'gen')}) и "
            "остаётся на месте: запрет «не может» сильнее указания эффекта"
        )
    if k == "token_not_created":
        return (
            f"Фишка «{d['token']}» не может выйти на поле битвы (из-за {o(d['by'], 'gen')}), "
            "поэтому не создаётся"
        )
    if k == "spell_to_graveyard":
        return f"{cap(o(d['card'], 'nom', 'spell'))} кладётся на кладбище владельца (игрок {d['owner']})"
    if k == "ability_done":
        return f"Способность {o(d['card'], 'gen')} разрешилась и перестаёт существовать"
    if k == "damage_dealt":
        s = f"{cap(o(d['source']))} наносит {count(d['amount'], *DAMAGE)} {o(d['target'], 'dat')}"
        if d["target_kind"] == "player" and d.get("poison") is not None:
            s += f" в виде жетонов яда (Инфекция; жетонов яда: {d['poison']})"
        elif d["target_kind"] == "player" and d.get("life_lost") is not None:
            s += f", но жизнь уменьшается только до {d['life']} (потеряно {d['life_lost']})"
        elif d["target_kind"] == "player":
            s += f" (жизнь: {d['life']})"
        elif d.get("as_counters"):
            how = "Увядание" if "702.79a" in event.rules else "Инфекция"
            if d.get("as_though"):
                how = "как будто у источника " + (
                    "Инфекция" if "infect" in d["as_though"] else "Увядание"
                )
            s += f" в виде жетонов −1/−1 ({how})"
        elif d["target_kind"] == "planeswalker":
            s += f" (верность: {d['loyalty']})"
        else:
            s += f" (всего отмечено повреждений: {d['damage_marked']})"
        return s
    if k == "prevention_shield":
        amount = d["amount"]
        head = "Следующее" if plural(amount, "1", "2", "5") == "1" else "Следующие"
        would = "было бы нанесено" if head == "Следующее" else "были бы нанесены"
        return (
            f"{head} {count(amount, *DAMAGE)}, {which(amount)} {would} {o(d['target'], 'dat')} в этом ходу, "
            f"предотвраща{'ется' if head == 'Следующее' else 'ются'} (эффект {o(d['source'], 'gen')})"
        )
    if k == "damage_prevented":
        s = (
            f"Предотвращено {count(d['amount'], *DAMAGE)}, {which(d['amount'])} {o(d['source'])} "
            f"{would_deal(n, d['source'])} {o(d['target'], 'dat')} (эффект {o(d['by'], 'gen')})"
        )
        if d.get("shield_left") is not None:
            s += f"; от щита осталось {d['shield_left']}"
        if d.get("once"):
            s += "; эффект «в следующий раз» использован"
        return s
    if k in REPLACEMENT_KINDS:
        from .replacement_ru import describe_replacement

        return describe_replacement(event, n)
    if k == "put_on_library":
        if d["position"] == "shuffle":
            return f"{cap(o(d['card'], 'nom', 'card'))} замешивается в библиотеку владельца"
        if d["position"] == "from_top":
            return (
                f"{cap(o(d['card'], 'nom', 'card'))} кладётся в библиотеку владельца под "
                f"{count(d['depth'], 'верхнюю карту', 'верхние карты', 'верхних карт')}"
            )
        where = "наверх" if d["position"] == "top" else "вниз"
        return f"{cap(o(d['card'], 'nom', 'card'))} кладётся {where} библиотеки владельца"
    if k == "cant_lose":
        return f"{d['player']} не может проиграть игру: действие, вызванное состоянием, ничего не делает"
    if k == "cant_win":
        return f"{d['player']} не может выиграть игру: оппонент {d['because']} не может проиграть"
    if k == "attackers_declared":
        parts = []
        for a in d["attackers"]:
            parts.append(
                f"{o(a['card'])} → {o(a['defender'])}"
                + ("" if a["tapped"] else " (не поворачивается: Бдительность)")
            )
        return "Объявлены атакующие: " + ("; ".join(parts) if parts else "никто не атакует")
    if k == "blockers_declared":
        parts = [f"{o(b['card'])} блокирует {n.objs(b['blocks'], 'acc')}" for b in d["blockers"]]
        s = "Объявлены блокирующие: " + ("; ".join(parts) if parts else "никто не блокирует")
        if d.get("unblocked"):
            s += f"; не заблокированы: {n.objs(d['unblocked'])}"
        return s
    if k == "became_blocked":
        noun = n.noun(d["card"])
        s = (
            f"{cap(o(d['card']))} {noun.agree('становится', 'становится', 'становится', 'становятся')} "
            f"{noun.agree('заблокированным', 'заблокированной', 'заблокированным', 'заблокированными')}"
        )
        if len(d["blockers"]) > 1:
            s += f"; порядок назначения повреждений: {n.objs(d['blockers'])}"
        if d.get("by_effect"):
            s += f" (эффект {o(d['by_effect'], 'gen')}; ни одно существо его не блокирует)"
        if d.get("band_of"):
            s += (
                f": {noun.agree('он', 'она', 'оно', 'они')} в одном отряде с {o(d['band_of'], 'ins')}, "
                "а когда эффект делает заблокированным одного из отряда, заблокирован весь отряд"
            )
        return s
    if k == "blocker_order":
        its = n.noun(d["card"]).agree("его", "её", "его", "их")
        return f"{cap(o(d['card']))} блокирует несколько существ; порядок назначения {its} повреждений: {n.objs(d['attackers'])}"
    if k == "paired":
        return (
            f"{cap(o(d['card']))} и {o(d['other'])} объединяются в пару (Духовная связь): пока "
            "оба — существа на поле битвы под контролем этого игрока, способности «пока … в паре» "
            "действуют на оба"
        )
    if k == "not_paired":
        return (
            f"Пары не получается ({o(d['card'])}): одного из существ уже нет на поле битвы, "
            "оно не существо, под чужим контролем или уже в паре"
        )
    if k == "unpaired":
        return (
            f"Пара распадается: {n.objs(d['cards'])} — одно из существ покинуло поле битвы, "
            "перестало быть существом или перешло под контроль другого игрока"
        )
    if k == "band_declared":
        return "Объявлен атакующий отряд (Объединение): " + n.objs(d["cards"])
    if k == "band_blocked":
        return (
            f"{cap(o(d['card']))} блокирует и остальных из отряда: {n.objs(d['attackers'])} — "
            "блокировать одного из отряда значит блокировать весь отряд"
        )
    if k == "combat_damage_assigned":
        parts = [f"{n(a['source'])} → {n(a['target'])}: {a['amount']}" for a in d["assignments"]]
        head = (
            "Боевые повреждения первого удара назначены"
            if d.get("first_strike")
            else "Боевые повреждения назначены"
        )
        return f"{head}: " + "; ".join(parts)
    if k == "no_combat_damage":
        noun = n.noun(d["card"])
        return (
            f"{cap(o(d['card']))} {noun.agree('заблокирован', 'заблокирована', 'заблокировано', 'заблокированы')}, "
            "но блокирующих больше нет: боевых повреждений не наносит"
        )
    if k == "no_combat_damage_target":
        attacked = n.noun(d["card"]).agree("атаковал", "атаковала", "атаковало", "атаковали")
        return f"{cap(o(d['card']))} {attacked} planeswalker-а, которого уже нет: боевых повреждений не наносит"
    if k == "removed_from_combat":
        return "Бой окончен: все существа удаляются из боя"
    if k == "damage_prevented_by_protection":
        return (
            f"Защита предотвращает {count(d['amount'], *DAMAGE)}, {which(d['amount'])} {o(d['source'])} "
            f"{would_deal(n, d['source'])} {o(d['target'], 'dat')}"
        )
    if k == "damage_redirected":
        return (
            f"Повреждения от {o(d['source'], 'gen')} игроку {d['player']} наносятся вместо этого "
            f"{o(d['planeswalker'], 'dat')}"
        )
    if k == "damage_unpreventable_this_turn":
        return (
            f"В этом ходу повреждения не могут быть предотвращены (эффект {o(d['source'], 'gen')})"
        )
    if k == "extra_phases_scheduled":
        return f"После этой главной фазы будут дополнительная фаза боя и дополнительная главная фаза (эффект {o(d['source'], 'gen')})"
    if k == "extra_turns_added":
        turns = count(
            d["count"], "дополнительный ход", "дополнительных хода", "дополнительных ходов"
        )
        return (
            f"Игрок {d['player']} сделает {turns} сразу после этого хода (эффект "
            f"{o(d['source'], 'gen')}); добавленный последним ход делается первым"
            + (
                "; в том дополнительном ходу пропускается "
                + ", ".join(STEP_RU.get(s, s) for s in d["skip"])
                if d.get("skip")
                else ""
            )
        )
    if k == "extra_phases_added":
        return "Добавлены дополнительные фазы: бой и главная фаза"
    if k == "life_gained":
        return f"{d['player']} получает {count(d['amount'], *LIFE)} (теперь {d['life']})"
    if k == "life_lost":
        return f"{d['player']} теряет {count(d['amount'], *LIFE)} (теперь {d['life']})"
    if k == "life_gain_prevented":
        return f"{d['player']} не может получать жизнь: не получено {count(d['amount'], *LIFE)}"
    if k == "cards_drawn":
        return f"{d['player']} берёт {count(d['count'], 'карту', 'карты', 'карт')}"
    if k == "draw_from_empty_library":
        return f"Игрок {d['player']} должен взять карту, но библиотека пуста"
    if k == "draw_skipped":
        return f"{d['player']} пропускает взятие карты в свой первый ход"
    if k == "discarded":
        return f"{d['player']} сбрасывает {'карту' if len(d['cards']) == 1 else 'карты'} {_cards(n, d['cards'])}"
    if k == "milled":
        s = (
            f"{d['player']} кладёт на кладбище "
            f"{count(len(d['cards']), 'верхнюю карту', 'верхние карты', 'верхних карт')} библиотеки"
        )
        if len(d["cards"]) < d["asked"]:
            s += f" (нужно было {d['asked']}, сколько было — столько и положено)"
        return s
    if k == "destroyed":
        noun = n.noun(d["card"])
        if d.get("cause") == "state" and event.rules[0] == "704.5g" and d.get("damage") is not None:
            return (
                f"{cap(o(d['card']))} {verb(n, d['card'], 'уничтожается', 'уничтожаются')}: {noun.agree('на нём', 'на ней', 'на нём', 'на них')} "
                f"{count(d['damage'], *DAMAGE)} при выносливости {d['toughness']}"
            )
        if d.get("cause") == "state" and event.rules[0] == "704.5h":
            return (
                f"{cap(o(d['card']))} {verb(n, d['card'], 'уничтожается', 'уничтожаются')}: {noun.agree('ему', 'ей', 'ему', 'им')} нанесены "
                "повреждения источником со Смертельным касанием"
            )
        if d.get("cause") == "state":
            return f"{cap(o(d['card']))} {verb(n, d['card'], 'уничтожается', 'уничтожаются')}"
        return f"{cap(o(d['card']))} {verb(n, d['card'], 'уничтожается', 'уничтожаются')} ({o(d['cause'])})"
    if k == "not_destroyed":
        return (
            f"{cap(o(d['card']))} не уничтожается: у {n.noun(d['card']).agree('него', 'неё', 'него', 'них')} "
            "Неразрушимость"
        )
    if k == "regenerated":
        return (
            f"{cap(o(d['card']))} регенерирует вместо уничтожения: повреждения снимаются, перманент "
            "поворачивается и удаляется из боя"
        )
    if k == "regeneration_shield":
        return f"{cap(o(d['card']))} получает щит регенерации до конца хода"
    if k == "regeneration_prevented":
        return f"{cap(o(d['card']))} нельзя регенерировать: щит регенерации не действует"
    if k == "attached":
        return f"{cap(o(d['card']))} прикрепляется к {o(d['target'], 'dat')}"
    if k == "attach_failed":
        why = (
            f" (у него Защита от {d['protection']}, а {o(d['card'])} обладает этим качеством)"
            if d.get("protection")
            else ""
        )
        return f"{cap(o(d['card']))} нельзя прикрепить к {o(d['target'], 'dat')}{why}: прикрепление не меняется"
    if k == "put_into_graveyard":
        reason = REASONS_RU.get(str(d.get("reason")), d.get("reason"))
        if d.get("protection"):
            reason = (
                f"у зачарованного ею перманента Защита от {d['protection']}, а Аура "
                "обладает этим качеством: он не может быть ею зачарован"
            )
        return f"{cap(o(d['card']))} {verb(n, d['card'], 'кладётся', 'кладутся')} на кладбище владельца: {reason}"
    if k == "sacrificed":
        return f"{d['player']} жертвует {o(d['card'], 'acc')}"
    if k == "exiled" and d.get("from_zone") == "library":  # "exile the top card of …"
        return f"{cap(o(d['card'], 'nom', 'card'))} изгоняется из библиотеки"
    if k == "exiled":
        return f"{cap(o(d['card']))} {verb(n, d['card'], 'изгоняется', 'изгоняются')}"
    if k == "returned_to_hand":
        return (
            f"{cap(o(d['card']))} {verb(n, d['card'], 'возвращается', 'возвращаются')} в руку владельца "
            f"(игрок {d['owner']})"
        )
    if k == "put_onto_battlefield":
        if d.get("manifested"):
            return (
                f"{d['player']} воплощает верхнюю карту своей библиотеки: она кладётся на поле "
                f"битвы рубашкой вверх как {o(d['card'])}"
            )
        return (
            f"{cap(o(d['card']))} {verb(n, d['card'], 'кладётся', 'кладутся')} на поле битвы под контролем "
            f"игрока {d['player']}"
            + (" оборотной стороной вверх (трансформированной)" if d.get("transformed") else "")
        )
    if k == "tapped":
        return f"{cap(o(d['card']))} {verb(n, d['card'], 'поворачивается', 'поворачиваются')}"
    if k == "untapped":
        return f"{cap(o(d['card']))} {verb(n, d['card'], 'разворачивается', 'разворачиваются')}"
    if k == "removed_from_combat_by_effect":
        return f"{cap(o(d['card']))} удаляется из боя (506.4)"
    if k == "removed_from_combat_not_creature":
        return f"{cap(o(d['card']))} больше не существо и удаляется из боя (506.4)"
    if k == "detained":
        many = len(d["cards"]) > 1
        held = "задержаны" if many else n.noun(d["cards"][0]).agree(*DETAINED)
        return (
            f"{cap(n.objs(d['cards']))} {held} (эффект {o(d['source'], 'gen')}): до начала "
            f"следующего хода игрока {d['until_turn_of']} "
            + ("не могут" if many else "не может")
            + " атаковать или блокировать, а "
            + ("их" if many else "его")
            + " активируемые способности нельзя активировать"
        )
    if k == "detention_ended":
        many = len(d["cards"]) > 1
        held = "задержаны" if many else n.noun(d["cards"][0]).agree(*DETAINED)
        return f"Начался ход игрока {d['player']}: {n.objs(d['cards'])} больше не {held}"
    if k == "championed":
        return (
            f"{cap(o(d['card']))} изгоняется: {o(d['source'], 'nom')} заступается за него "
            "(он вернётся, когда тот покинет поле битвы)"
            + (
                " (по умолчанию — первый подходящий; свой выбор — choose: {champion: …})"
                if d.get("by_default")
                else ""
            )
        )
    if k == "champion_not_exiled":
        return (
            f"Для {o(d['source'], 'gen')} ничего не изгоняется"
            + (" (игрок отказался)" if d.get("declined") else " (подходящего перманента нет)")
            + " — его нужно пожертвовать"
        )
    if k == "tribute":  # 702.103a
        who = d["player"]
        if d["paid"]:
            return (
                f"Дань {d['n']}: {who} кладёт на {o(d['card'], 'acc')} жетоны +1/+1 "
                f"({d['n']}) — Дань заплачена"
            )
        return (
            f"Дань {d['n']}: {who} не кладёт жетоны на {o(d['card'], 'acc')} — Дань не заплачена"
            + (
                " (по умолчанию оппонент отказывается; иначе — choose: {tribute: true})"
                if d.get("by_default")
                else ""
            )
        )
    if k == "amplified":
        if not d["revealed"]:
            return f"{cap(o(d['card']))} не показывает ни одной карты для Усиления"
        return (
            f"Для Усиления {o(d['card'], 'gen')} показываются карты из руки: "
            f"{_cards(n, d['revealed'])}"
            + (
                " (по умолчанию — все подходящие; свой выбор — choose: {amplify: […]})"
                if d.get("by_default")
                else ""
            )
        )
    if k == "devoured":
        eaten = count(d["count"], "существо", "существа", "существ")
        return (
            f"{cap(o(d['card']))} пожирает {eaten}: они приносятся в жертву, когда "
            "оно выходит на поле битвы"
            + (
                " (по умолчанию ни одного; свой выбор — choose: {devour: […]})"
                if d.get("by_default")
                else ""
            )
            if d["count"]
            else f"{cap(o(d['card']))} никого не пожирает"
            + (" (по умолчанию; свой выбор — choose: {devour: […]})" if d.get("by_default") else "")
        )
    if k == "miracle_revealed":
        return (
            f"{d['player']} показывает {o(d['card'], 'acc', 'card')}: это первая карта, взятая "
            "в этом ходу, и у неё есть Чудо"
            + (
                " (по умолчанию показывает; свой ответ — choose: {miracle: false})"
                if d.get("by_default")
                else ""
            )
        )
    if k == "miracle_not_revealed":
        return f"{d['player']} не показывает {o(d['card'], 'acc', 'card')} (Чудо не используется)"
    if k == "cycled":
        return (
            f"Это сброс Циклом: {o(d['card'], 'nom', 'card')} сброшена игроком {d['player']}, "
            "чтобы заплатить стоимость Цикла, — срабатывают способности «когда вы сбрасываете … "
            "Циклом»"
        )
    if k == "damage_removed":
        return f"С {o(d['card'], 'gen')} снимаются все повреждения"
    if k == "already_tapped":
        return f"{cap(o(d['card']))} уже {n.noun(d['card']).agree('повёрнут', 'повёрнута', 'повёрнуто', 'повёрнуты')}: повернуть можно только неповёрнутый перманент, ничего не происходит"
    if k == "already_untapped":
        return f"{cap(o(d['card']))} не {n.noun(d['card']).agree('повёрнут', 'повёрнута', 'повёрнуто', 'повёрнуты')}: развернуть можно только повёрнутый перманент, ничего не происходит"
    if k == "doesnt_untap":
        why = (
            "следующего шага разворота контролирующего его игрока: так велит разрешившийся эффект"
            if d.get("next_step")
            else "шага разворота контролирующего его игрока: так велит статическая способность"
        )
        return f"{cap(o(d['card']))} не разворачивается во время {why} (502.2)"
    if k == "no_maximum_hand_size":
        return (
            f"У игрока {d['player']} нет максимального размера руки: в конце хода он ничего не "
            f"сбрасывает (карт в руке: {d['n']})"
        )
    if k == "chose_untap":
        how = ""
        if d.get("by_default"):
            how = (
                " (выбор по умолчанию: от того, что он повёрнут, зависит его эффект)"
                if d["keep_tapped"]
                else " (выбор по умолчанию)"
            )
        if d["keep_tapped"]:
            return f"{d['player']} решает не разворачивать {o(d['card'], 'acc')}{how}"
        return f"{d['player']} разворачивает {o(d['card'], 'acc')}, хотя мог не разворачивать{how}"
    if k == "effects_ended_untapped":
        tapped = n.noun(d["source"]).agree("повёрнут", "повёрнута", "повёрнуто", "повёрнуты")
        return (
            f"{cap(o(d['source']))} больше не {tapped}: эффект «пока остаётся повёрнутым» "
            "заканчивается"
        )
    if k == "effect_never_began":
        tapped = n.noun(d["source"]).agree("повёрнут", "повёрнута", "повёрнуто", "повёрнуты")
        return (
            f"{cap(o(d['source']))} уже не {tapped}: эффект «пока остаётся повёрнутым» "
            "не начинается"
        )
    if k == "effects_ended_control":
        return (
            f"{cap(o(d['source']))} покидает поле битвы или переходит под контроль другого "
            "игрока: эффект «пока вы контролируете …» заканчивается"
        )
    if k == "effect_never_began_control":
        return (
            f"{cap(o(d['source']))} уже не на поле битвы под контролем этого игрока: эффект "
            "«пока вы контролируете …» не начинается"
        )
    if k == "wont_untap":
        return f"{cap(o(d['card']))} не развернётся во время следующего шага разворота контролирующего его игрока"
    if k == "untapped_all":
        return f"{d['player']} разворачивает свои перманенты"
    if k == "self_replacement_pump":  # "If it's an Aura, enchanted creature gets … instead"
        return (
            f"{cap(o(d['source'], 'nom', 'spell'))}: условие выполнено, поэтому изменение силы и "
            "выносливости получает другой объект — это эффект самозамещения (614.15)"
        )
    if k == "auras_move_along":  # "… and all Auras attached to them" (303.4, 608.2c)
        return (
            f"Вместе с ними {o(d['card'], 'nom', 'spell')} перемещает прикреплённые к ним Ауры: "
            f"{n.objs(d['cards'], 'acc')} — одновременно"
        )
    if k == "kept_chosen":  # "Choose up to one creature. Destroy the rest." (608.2d)
        kept = n.objs(d["cards"], "acc") if d["cards"] else "ни одного"
        default = " (по умолчанию)" if d.get("by_default") else ""
        return f"{d['player']} выбирает{default}, что останется: {kept}"
    if k == "entering_triggers_nothing":  # Hushwing Gryff (603.2, 603.6a)
        return (
            f"{cap(o(d['card']))} выходит на поле битвы, но из-за {o(d['source'], 'gen')} это "
            "ни одну способность не вызывает"
        )
    if k == "untapped_in_others_step":  # 502.2: by a static ability, in another's untap step
        return (
            f"{d['player']} тоже разворачивает {n.objs(d['cards'], 'acc')} — так велит "
            f"{o(d['source'])}"
        )
    if k == "counters_added":
        return (
            f"На {o(d['card'], 'acc')} {put_verb(d['n'])} {count(d['n'], *COUNTER)} {counter_kind(d['kind'])} "
            f"(всего {d['total']})"
        )
    if k == "counters_removed":
        if d.get("could_not") and not d["n"]:
            return f"С {o(d['card'], 'gen')} нечего снять: на нём нет жетонов {counter_kind(d['kind'])}"
        s = f"С {o(d['card'], 'gen')} {take_verb(d['n'])} {count(d['n'], *COUNTER)} {counter_kind(d['kind'])}"
        s += " для оплаты стоимости" if d.get("for_cost") else ""
        return s + (" — это был последний" if d.get("last") else "")
    if k == "x_chosen":  # "you may pay {X}": X chosen as the ability resolves (107.3e)
        return (
            f"{d['player']} выбирает X = {d['x']} для способности {o(d['source'], 'gen')} "
            "при её разрешении"
        )
    if k == "cost_paid_or_not":
        what = cost_ru(d["cost"], named=True)
        if d.get("counter") is not None:
            what += (
                f" ({cost_ru(d['each'], named=True)} × {d['times']}: за каждый жетон "
                f"{counter_kind(d['counter'])})"
            )
        if d["paid"]:
            return f"{d['player']} платит {what} за способность {o(d['source'], 'gen')}"
        if d["wanted"]:
            return (
                f"{d['player']} не может заплатить {what} за способность {o(d['source'], 'gen')} "
                "(частичная оплата не допускается)"
            )
        return f"{d['player']} решает не платить {what} за способность {o(d['source'], 'gen')}"
    if k == "suspended":
        return (
            f"{d['player']} отсрочивает {n(d['card'])}: платит {d['cost']}"
            + (f" при X = {d['x']} (X выбран при оплате, 107.3d)" if d.get("x") else "")
            + " и изгоняет карту с "
            f"{count(d['n'], 'жетоном', 'жетонами', 'жетонами')} времени (особое действие, без стека)"
        )
    if k == "suspend_haste":
        return f"{cap(o(d['card']))} разыграно Отсрочкой и получает Ускорение"
    if k == "madness_exiled":
        return f"{d['player']} сбрасывает {n(d['card'])} в изгнание вместо кладбища (Бешенство)"
    if k == "put_into_graveyard_instead":
        return f"{cap(o(d['card']))} не разыграна и кладётся на кладбище владельца"
    if k == "cast_impossible":
        return f"{cap(o(d['card']))} разыграть нельзя ({d['reason']}) — карта остаётся, где была"
    if k == "rebound_exiled":
        return (
            f"Заклинание {n(d['card'])} разыграно из руки и имеет Отскок: вместо кладбища оно "
            f"изгоняется, и в начале следующего шага поддержки игрока {d['owner']} его можно "
            "будет разыграть из изгнания без оплаты мана-стоимости"
        )
    if k == "voted":
        words = list(d["tally"])

        def word(w: str) -> str:  # the card's words have no rules meaning (701.29b)
            return f"{'первый' if w == words[0] else 'второй'} вариант ({w})"

        ballots = "; ".join(
            f"{p} — {word(w)}" + (" — по умолчанию" if p in d.get("defaults", ()) else "")
            for p, w in d["ballots"]
        )
        tally = ", ".join(f"{word(w)}: {c}" for w, c in d["tally"].items())
        result = "ничья" if d.get("tied") else "больше голосов"
        return (
            f"Голосование ({o(d['source'], 'gen')}), начиная с контроллера и по порядку хода: "
            f"{ballots}. Итог: {tally}; {result} — выполняется {word(d['winner'])}"
        )
    if k == "haunting":
        return (
            f"{cap(o(d['card'], 'nom', 'card'))} изгоняется и преследует {o(d['creature'], 'acc')} "
            "(Преследование): её способности «когда умирает существо, которое она преследует» "
            "срабатывают из изгнания"
        )
    if k == "haunt_nothing":
        return (
            f"Преследование {o(d['card'], 'gen')}: карты уже нет на кладбище — ничего не происходит"
        )
    if k == "epic":
        return (
            f"Эпос {o(d['card'], 'gen')}: до конца игры {d['player']} не может разыгрывать "
            "заклинания, а в начале каждого своего шага поддержки кладёт в стек копию этого "
            "заклинания без Эпоса"
        )
    if k == "ripple_revealed":
        shown = ", ".join(n(c) for c in d["cards"]) or "ничего (библиотека пуста)"
        same = ", ".join(n(c) for c in d["same"])
        return f"Рябь: {d['player']} показывает верхние карты библиотеки — {shown}" + (
            f"; с тем же названием: {same} — их можно разыграть без оплаты мана-стоимости"
            if same
            else "; карт с тем же названием нет"
        )
    if k == "ripple_bottom":
        return (
            f"Рябь: остальные показанные карты ({d['count']}) кладутся под низ библиотеки "
            f"игрока {d['player']}"
        )
    if k == "cascade_exiled":
        exiled = ", ".join(n(c) for c in d["cards"]) or "ничего"
        s = f"Каскад: {d['player']} изгоняет карты с верха библиотеки — {exiled}"
        if d.get("hit"):
            return (
                s
                + f"; {n(d['hit'])} — не земля с конвертированной мана-стоимостью меньше {d['limit']}"
            )
        return s + f"; не-земли с конвертированной мана-стоимостью меньше {d['limit']} не нашлось"
    if k == "put_on_bottom_random":
        return f"Остальные изгнанные карты ({d['count']}) кладутся под низ библиотеки игрока {d['player']} в случайном порядке"
    if k == "copies_counted":
        what = (
            f"В этом ходу на кладбище с поля битвы положено перманентов: {d['count']} (Могильный "
            f"шторм {o(d['card'], 'gen')})"
            if d.get("gravestorm")
            else f"Стоимость Копии {o(d['card'], 'gen')} заплачена раз: {d['count']}"
            if d.get("replicate")
            else f"До {o(d['card'], 'gen')} в этом ходу разыграно других заклинаний: {d['count']}"
        )
        return f"{what} — столько копий кладётся в стек" + (
            "; заклинания уже нет в стеке — копии делаются по последней известной информации о нём"
            if d.get("from_lki")
            else ""
        )
    if k == "counters_annihilated":
        each = count(d["n"], "жетону", "жетона", "жетонов")
        return f"С {o(d['card'], 'gen')} снимается по {each} +1/+1 и −1/−1"
    if k == "additional_land":  # 305.2
        return (
            f"{d['player']} может сыграть в этом ходу на одну землю больше "
            f"(эффект {o(d['source'], 'gen')})"
        )
    if k == "emblem_created":  # 113.2
        return (
            f"{d['player']} получает эмблему от {o(d['source'], 'gen')}: она лежит в его "
            "командной зоне до конца игры, и её способности действуют оттуда (113.4)"
        )
    if k == "tokens_created":
        named = d.get("aliases")  # the scenario's ids for them (choose: token_ids)
        return (
            f"{d['player']} получает {count(d['count'], 'фишку', 'фишки', 'фишек')} {n(d['token'])}"
            + (f" (id: {', '.join(f'«{a}»' for a in named)})" if named else "")
        )
    if k == "ceased_to_exist":
        return f"{cap(o(d['card']))} перестаёт существовать"
    if k == "unattached":
        why = (
            f": у снаряжённого перманента Защита от {d['protection']}, а {o(d['card'])} обладает "
            "этим качеством; он остаётся на поле битвы"
            if d.get("protection")
            else ""
        )
        return f"{cap(o(d['card']))} {verb(n, d['card'], 'открепляется', 'открепляются')}{why}"
    if k == "continuous_effect":
        parts = []
        if d.get("power") or d.get("toughness"):
            parts.append(signed_pt(d["power"], d["toughness"]))
        kws = [f"«{keyword_ru(x)}»" for x in d.get("keywords") or ()]
        if d.get("abilities"):  # quoted abilities granted by a spell or ability (613.1f)
            from ..cards.format import granted_ability
            from .card_view import granted_ru

            kws += [
                granted_ru(granted_ability(a)).removeprefix("способность ") for a in d["abilities"]
            ]
        if kws:
            parts.append(("способность " if len(kws) == 1 else "способности ") + ", ".join(kws))
        gets = (
            "получает"
            if len(d["cards"]) == 1 and n.noun(d["cards"][0]).gender != "pl"
            else "получают"
        )
        return (
            f"{cap(n.objs(d['cards']))} {gets} {' и '.join(parts)} "
            + {
                "indefinitely": "без срока, пока он на поле битвы ",
                "source_tapped": "на то время, пока источник остаётся повёрнутым ",
                "source_controlled": "на то время, пока вы контролируете источник ",
                "your_next_turn": "до следующего хода контроллера источника ",
            }.get(d.get("until", ""), "до конца хода ")
            + f"(эффект {o(d['source'], 'gen')})"
        )
    if k == "library_searched":
        found = f"найдено: {_cards(n, d['found'])}" if d["found"] else "ничего не найдено"
        if d.get("chose_none"):
            found += " (искомое есть, но игрок не обязан его находить)"
        elif d["found"]:
            found += (
                " — найденное показывается всем игрокам"
                if d.get("revealed")
                else " — найденное не показывается (в тексте нет «покажите»)"
            )
        if d.get("by"):  # "search target player's library"
            return f"{d['by']} ищет в библиотеке игрока {d['player']}: {found}"
        return f"{d['player']} ищет в библиотеке: {found}"
    if k == "top_revealed":  # 701.13a
        if d["card"] is None:
            return f"{d['player']} должен показать верхнюю карту библиотеки, но библиотека пуста"
        where = {
            "top": "остаётся наверху библиотеки",
            "hand": "кладётся в руку",
            "battlefield": "кладётся на поле битвы",
            "graveyard": "кладётся на кладбище",
            "bottom": "кладётся вниз библиотеки",
        }[d["to"]]
        fits = "подходит под условие" if d["fits"] else "не подходит под условие"
        return (
            f"{d['player']} показывает верхнюю карту библиотеки — {o(d['card'], 'acc', 'card')}: "
            f"она {fits} и {where}"
        )
    if k == "found_put_on_top":  # "then shuffle and put that card on top"
        return (
            f"{d['player']} кладёт найденное наверх перетасованной библиотеки "
            f"(сверху вниз): {_cards(n, d['cards'])}"
        )
    if k == "library_shuffled":
        return f"{d['player']} перетасовывает библиотеку"
    if k == "shuffled_into_library":
        cards = _cards(n, d["cards"]) if d["cards"] else "ни одной карты"
        return f"{d['player']} замешивает в свою библиотеку: {cards}"
    if k == "hand_looked_at":  # 402.3, 101.1
        shown = _cards(n, d["cards"]) if d["cards"] else "ни одной карты"
        return f"{d['player']} смотрит руку игрока {d['whose']}: {shown}"
    if k == "hand_revealed":  # 701.13a
        shown = _cards(n, d["cards"]) if d["cards"] else "ни одной карты"
        return f"{d['player']} показывает руку ({shown}); выбирает {d['chooser']}"
    if k == "looked_at_top":  # 401.2, 608.2c
        seen = count(d["n"], "верхнюю карту", "верхние карты", "верхних карт")
        sees = "показывает" if d.get("revealed") else "смотрит"
        into = {"graveyard": "кладёт на кладбище", "battlefield": "кладёт на поле битвы"}.get(
            d.get("taken_to", "hand"), "берёт в руку"
        )
        taken = f"{into}: {_cards(n, d['taken'])}" if d["taken"] else f"ничего не {into}"
        where = {
            "bottom": "кладёт вниз библиотеки",
            "graveyard": "кладёт на кладбище",
            "top": "кладёт обратно наверх библиотеки",
        }[d["rest_to"]]
        rest = ""
        shown = f": {_cards(n, d['rest_cards'])}" if d.get("rest_cards") else ""
        if d["rest"]:
            rest = f"; остальные ({d['rest']}) {where}{shown}"
        if d["rest_to"] == "top" and not d["taken"]:  # "then put them back in any order"
            rest = f"; кладёт их обратно наверх{shown}" if d["rest"] > 1 else ""
            taken = ""
        if d.get("order_by_default"):
            rest += (
                " (порядок по умолчанию — прежний; свой — choose: {look_order: […]}, сверху вниз)"
            )
        if d.get("by"):  # "… of target player's library"
            return f"{d['by']} {sees} {seen} библиотеки игрока {d['player']}" + rest
        return f"{d['player']} {sees} {seen} библиотеки" + (f" и {taken}" if taken else "") + rest
    if k == "scry":
        bottom = (
            f"кладёт вниз {count(d['bottom'], 'карту', 'карты', 'карт')}"
            if d["bottom"]
            else "вниз не кладёт ни одной"
        )
        order = ""
        if d.get("top_cards") and not d.get("by_default"):
            order += f"; сверху по порядку: {_cards(n, d['top_cards'])}"
        if d.get("bottom_cards"):
            order += f"; вниз по порядку: {_cards(n, d['bottom_cards'])} (последняя — самая нижняя)"
        if d.get("by"):  # 701.19a fateseal: an opponent's library
            return (
                f"{d['by']} выполняет «Сглазить {d['n']}»: смотрит "
                f"{count(d['n'], 'верхнюю карту', 'верхние карты', 'верхних карт')} библиотеки "
                f"игрока {d['player']}, {bottom}{order}"
            )
        return (
            f"{d['player']} предсказывает {d['n']}: смотрит "
            f"{count(d['n'], 'верхнюю карту', 'верхние карты', 'верхних карт')} библиотеки, "
            f"{bottom}{order}"
        )
    if k == "choice_on_resolution":
        if not d["possible"]:
            return f"{d['player']} не может выбрать вариант «можете…»: он невыполним"
        if "loop_times" in d:
            return (
                f"Петля повторена {count(d['loop_times'], 'раз', 'раза', 'раз')}, как сказано в сценарии (choose: loop): "
                f"{d['player']} больше не делает то, что предлагает {o(d['source'])}, и петля "
                "прерывается"
            )
        return f"{d['player']} решает {'сделать' if d['chose'] else 'не делать'} то, что предлагает {o(d['source'])}"
    if k == "did_as_much_as_possible":
        return f"{d['player']} делает сколько может: {d['done']} из {d['asked']}"
    if k == "ability_triggered":
        kind = "отложенная способность" if d.get("delayed") else "способность"
        meaning = keyword_meaning_ru(d["keyword"]) if d.get("keyword") else None
        if meaning:
            s = f"Срабатывает способность {o(d['card'], 'gen')} — {meaning}"
        else:
            s = f"Срабатывает {kind} {o(d['card'], 'gen')} ({WHEN_RU.get(d['when'], d['when'])})"
        if d.get("step"):
            s += f": событие — начало шага «{STEP_RU.get(d['step'], d['step'])}» (ход игрока {d['subject']})"
        else:
            event = EVENT_RU.get(d["event"], d["event"])
            s += f": событие — {event}" + (f" ({o(d['subject'])})" if d.get("subject") else "")
        if d.get("amount"):
            s += (
                f", всего {count(d['amount'], 'повреждение', 'повреждения', 'повреждений')} за одно "
                "событие повреждений — способность срабатывает один раз"
            )
        if d.get("lki"):
            s += "; источника уже нет на поле битвы — используется последняя известная информация о нём"
        return s + "; в стек она попадёт, когда игрок должен будет получить приоритет"
    if k == "trigger_put_on_stack":
        s = f"Игрок {d['controller']} кладёт в стек сработавшую способность {o(d['card'], 'gen')}"
        if d.get("count", 1) > 1:
            s += f" ({d['position']}-я из {d['count']}: "
            s += (
                "в выбранном им порядке"
                if d.get("chosen_order")
                else "первая положенная разрешится последней"
            )
            s += ")"
        if d.get("targets"):
            s += f", {'цель' if len(d['targets']) == 1 else 'цели'}: {n.objs(d['targets'])}"
        if d.get("source_gone") and not d.get("delayed"):
            s += (
                " (её источника уже нет на поле битвы: сработавшая способность существует "
                "независимо от него)"
            )
        return s
    if k == "until_already_happened":
        return (
            f"{cap(o(d['card']))} уже {left(n, d['card'])} поле битвы: «изгоните … пока … не покинет "
            f"поле битвы» ничего не изгоняет — {n.objs(d['objects'])} "
            f"{'остаётся' if len(d['objects']) == 1 else 'остаются'} на месте"
        )
    if k == "returned_until":
        return (
            f"{cap(o(d['source']))} {left(n, d['source'])} поле битвы — сразу же {n.obj(d['card'])} возвращается "
            f"на поле битвы под контролем владельца (игрок {d['player']}); это не срабатывающая способность"
        )
    if k == "chosen_as_enters":
        return _chosen_as_enters(d, o)
    if k == "amount_determined":
        from .amounts_ru import amount_ru

        return (
            f"Число для эффекта {o(d['card'], 'gen')} определяется один раз, когда эффект "
            f"применяется: {amount_ru(d['amount'])} = {d['n']}"
        )
    if k == "draw_forbidden":
        return (
            f"{d['player']} не берёт карту: из-за {o(d['because'], 'gen')} больше {d['n']} "
            "карт(ы) за ход брать нельзя"
        )
    if k == "pt_change_chosen":  # 608.2d
        how = " (ответа pt в сценарии нет: первое по порядку)" if d["by_default"] else ""
        return f"{d['player']} выбирает изменение {d['change']}{how}"
    if k == "keyword_chosen":
        how = " (ответа keyword в сценарии нет: первая по порядку)" if d["by_default"] else ""
        return f"{d['player']} выбирает способность: {keyword_ru(d['keyword'])}{how}"
    if k == "default_library_place":
        return (
            f"Ответа library_place в сценарии нет: {d['player']} выбирает по умолчанию верх "
            "библиотеки (свой выбор — choose: {library_place: top | bottom})"
        )
    if k == "graveyard_cards_chosen":  # 608.2d
        cards = _cards(n, d["cards"]) if d["cards"] else "ни одной карты"
        whose = "" if d["player"] == d["owner"] else f" с кладбища игрока {d['owner']}"
        return f"{d['player']} выбирает{whose}: {cards}"
    if k == "default_pick":
        return (
            f"Ответа pick в сценарии нет: {d['player']} выбирает по умолчанию первый подходящий "
            f"перманент — {o(d['card'], 'acc')}"
        )
    if k == "mana_trigger":
        return (
            f"{d['player']} поворачивает для получения маны {o(d['land'], 'acc')}: срабатывает "
            f"мана-способность {o(d['card'], 'gen')} — она не кладётся в стек и разрешается сразу"
        )
    if k == "next_spell_cost_less":  # 601.2e
        return (
            f"Следующее заклинание, которое {d['player']} разыграет в этом ходу, стоит на "
            f"{{{d['less']}}} меньше (эффект {o(d['source'], 'gen')})"
        )
    if k == "cant_gain_life_this_turn":  # 101.2, 611.2a
        who = {"all": "Игроки", "opponents": f"Оппоненты игрока {d['player']}", "you": d["player"]}
        return (
            f"{who[d['who']]} до конца хода не {'может' if d['who'] == 'you' else 'могут'} "
            f"получать жизнь (эффект {o(d['source'], 'gen')})"
        )
    if k == "as_though_permission":
        return (
            f"До конца хода {d['player']} может разыгрывать заклинания с кладбищ других игроков так, "
            f"как будто эти карты на его кладбище (эффект {o(d['source'], 'gen')}); другие игроки не "
            "могут разыгрывать заклинания со своих кладбищ"
        )
    if k == "revealed_instead":  # 701.13a: "reveal ~ and shuffle it into … instead"
        return f"{o(d['card'], 'nom', 'card')} показывается всем игрокам"
    if k == "revealed_for_cost":
        return (
            f"{d['player']} показывает из руки {o(d['card'], 'acc', 'card')} — это стоимость; "
            "карта остаётся в руке"
        )
    if k == "buyback_returned":
        return (
            f"{cap(o(d['card'], 'nom', 'spell'))}: стоимость Выкупа заплачена — разрешаясь, "
            f"карта возвращается в руку владельца ({d['owner']}), а не на кладбище"
        )
    if k == "convoked":
        paid = ", ".join(f"{o(c, 'nom')} платит {m}" for c, m in zip(d["cards"], d["paid"]))
        return (
            f"{d['player']} поворачивает существ для Созыва: {paid} (каждое повёрнутое существо "
            "платит одну ману — неокрашенную или своего цвета)"
        )
    if k == "delved":
        return (
            f"{d['player']} изгоняет со своего кладбища {n.objs(d['cards'], 'acc', 'card')} "
            "(Выкапывание): "
            f"каждая карта платит {{1}} ({len(d['cards'])} всего)"
        )
    if k == "flashback_exiled":
        return (
            f"{cap(o(d['card'], 'nom', 'spell'))} разыграно за Воспоминание: покидая стек, карта изгоняется "
            f"(владелец — {d['owner']})"
        )
    if k == "dash_resolved":
        return (
            f"{cap(o(d['card']))} {n.noun(d['card']).agree('разыгран', 'разыграна', 'разыграно', 'разыграны')} "
            "за стоимость Рывка: получает Ускорение и в начале "
            "следующего заключительного шага вернётся в руку владельца"
        )
    if k == "found_in_new_zone":
        zone = {"graveyard": "на кладбище", "exile": "в изгнании", "battlefield": "на поле битвы"}
        return (
            f"Способность {o(d['card'], 'gen')} сработала на смену зоны и находит "
            f"{n.objs(d['objects'])} — новый объект — {zone.get(d['zone'], d['zone'])}, куда "
            "он перешёл (исключение из 400.7)"
        )
    if k == "that_gone":
        return (
            f"{cap(n.objs(d['objects']))} уже не там, где ожидала способность {o(d['card'], 'gen')}: "
            "объект, сменивший зону, — новый объект, и способность на него не действует"
        )
    if k == "linked_recorded":
        return (
            f"{cap(o(d['card']))} запоминает: {n.objs(d['objects'])} — на это ссылается связанная "
            "способность того же объекта"
        )
    if k == "delayed_trigger_created":
        s = f"{cap(o(d['card']))} создаёт отложенную срабатывающую способность «{WHEN_RU.get(d['at'], d['at'])}»"
        if d.get("objects"):
            s += f" для: {n.objs(d['objects'])}"
        if d.get("until") == "game":
            s += " (действует до конца игры и срабатывает каждый раз)"
        elif d.get("until") == "next_this_turn":  # 603.7b
            s += " (сработает один раз и только в этом ходу)"
        elif d.get("until"):
            s += " (действует до конца хода)"
        return s + f"; её контроллер — {d['controller']}"
    if k == "trigger_condition_false":
        what = f"Способность {keyword_ru(d['keyword'])}" if d.get("keyword") else "Способность"
        return f"{what} {o(d['card'], 'gen')} не срабатывает: условие «если» не выполнено"
    if k == "trigger_mode_chosen":  # 700.2b
        return f"Для способности {o(d['card'], 'gen')} выбран режим {d['mode']}" + (
            " (по умолчанию — первый режим, для которого есть легальные цели; свой выбор — "
            "choose: {trigger_modes: {КАРТА: N}})"
            if d.get("by_default")
            else ""
        )
    if k == "trigger_removed_no_targets":
        return f"Способность {o(d['card'], 'gen')} сработала, но легальных целей нет: она удаляется из стека"
    if k == "intervening_if_false":
        return (
            f"Способность {o(d['card'], 'gen')} при разрешении проверяет условие «если» — оно больше не "
            "выполнено: способность ничего не делает"
        )
    if k == "phasing":
        parts = []
        if d["phased_out"]:
            parts.append(n.objs(d["phased_out"]) + " " + phase_word(n, d["phased_out"], "мним"))
        if d["phased_in"]:
            parts.append(
                n.objs(d["phased_in"]) + " " + phase_word(n, d["phased_in"], "действительн")
            )
        return "Действительность: " + "; ".join(parts)
    if k == "default_choice":
        what = (
            "какую легенду оставить"
            if d["choice"] == "legend"
            else "какого planeswalker-а оставить"
        )
        return f"Ответа на выбор «{what}» в сценарии нет: по умолчанию остаётся самый новый — {o(d['kept'])}"
    if k == "player_lost":
        return f"{d['player']} проигрывает игру"
    if k == "game_won":
        return f"{d['player']} побеждает"
    if k == "game_drawn":
        return "Игра заканчивается вничью"
    if k == "game_drawn_loop":
        what = f" (её запускает {o(d['source'])})" if d.get("source") else ""
        return (
            f"Одна и та же позиция повторяется без выбора игроков: петля обязательных "
            f"действий{what} — игра заканчивается вничью"
        )
    if k == "step_began":
        return f"Ход {d['turn']} ({d['active']}): {STEP_RU.get(d['step'], d['step'])}"
    if k == "step_ended":
        return f"Все пасуют при пустом стеке: {STEP_RU.get(d['step'], d['step'])} заканчивается"
    if k == "turn_began":
        extra = " (дополнительный ход)" if d.get("extra") else ""
        return f"Начинается ход {d['turn']}{extra}: активный игрок — {d['active']}"
    if k == "cleanup":
        s = "Очистка: повреждения снимаются"
        if d.get("effects_ended"):
            s += ", эффекты «до конца хода» заканчиваются"
        return s
    if k == "effects_ended_next_turn":  # 611.2a
        sources = ", ".join(o(x, "gen") for x in d["effects_ended"])
        return (
            f"Начался ход игрока {d['player']}: эффекты «до вашего следующего хода» "
            f"заканчиваются ({sources})"
        )
    if k == "cleanup_priority":
        return "В шаге очистки сработали действия, вызванные состоянием: игроки получают приоритет, затем будет ещё один шаг очистки"
    if k == "state_based_actions":
        return "Действия, вызванные состоянием (выполняются одновременно):"
    from .layers_ru import describe_layer_event

    layered = describe_layer_event(k, d, n)
    if layered is None:
        from .actions_ru import describe_action_event
        from .faces_ru import describe_face_event

        layered = describe_face_event(k, d, n)
        if layered is None:
            layered = describe_action_event(k, d, n)
        if layered is None:
            from .linked_ru import describe_linked_event

            layered = describe_linked_event(k, d, n)
        if layered is None:
            from .combat_rules_ru import describe_combat_rule_event

            layered = describe_combat_rule_event(k, d, n)
    return layered if layered is not None else k


DAMAGE = ("повреждение", "повреждения", "повреждений")
LIFE = ("жизнь", "жизни", "жизней")
COUNTER = ("жетон", "жетона", "жетонов")
COUNTER_KINDS_RU = {
    "loyalty": "верности",
    "poison": "яда",
    "charge": "заряда",
    "plague": "чумы",  # «счетчик чумы» (Plague Boiler, RAV)
    # no Russian printing of a card with fuse or credit counters in the data: my wording
    "fuse": "запала",
    "credit": "кредита",
    # no Russian printing of a card with healing counters (Fylgja, Ursine Fylgja): my wording
    "healing": "исцеления",
    # no Russian printing of Kamigawa's ki counters in the data: the word transliterated
    "ki": "ки",
    # printed as an adjective («накопительный жетон», Calciform Pools, TSP): the genitive form
    # keeps the pattern «жетон …»
    "storage": "накопления",
    # no Russian printing of Lotus Blossom (USG) in the data: my wording
    "petal": "лепестка",
    "time": "времени",
    "age": "возраста",
    "fade": "угасания",
    "level": "уровня",
    # counters named by a word (121.1), as Russian cards print them after «жетон» (the
    # Russian texts of ../shared/data; "shield" is printed only after 2015, «жетон щита»)
    "aim": "цели",
    "awakening": "пробуждения",
    "blaze": "пламени",
    "blood": "крови",
    "book": "книги",
    "bounty": "вознаграждения",
    "bribery": "подкупа",
    "brick": "кирпича",
    "corpse": "трупа",
    "crystal": "кристалла",
    "doom": "погибели",
    "egg": "яйца",
    "eon": "эона",
    "fate": "судьбы",
    "feather": "пера",
    "flood": "затопления",
    "gem": "самоцвета",
    "scream": "вопля",  # Endless Scream (MIR): no Russian printing, my wording
    "hatchling": "выведеныша",
    "ice": "льда",
    "isolation": "изоляции",
    "javelin": "дротика",
    "lore": "знаний",
    "luck": "удачи",
    "mannequin": "манекена",
    "mining": "руды",
    "muster": "смотра",
    "night": "ночи",
    "page": "страницы",
    "phylactery": "филактерии",
    "pressure": "давления",
    "quest": "странствий",
    "shield": "щита",
    "slime": "слизи",
    "spore": "споры",
    "study": "изучения",
    "velocity": "скорости",
    "verse": "стиха",
    "void": "пустоты",
    "wish": "желания",
}


COLOUR_RU = {"W": "белый", "U": "синий", "B": "черный", "R": "красный", "G": "зеленый"}


def _chosen_as_enters(d: dict, o: Callable[..., str]) -> str:
    """614.1c, 614.12: "as ~ enters the battlefield, choose …" — part of entering."""
    kind, value = d["kind"], d["value"]
    if kind == "color":
        what = f"цвет — {COLOUR_RU.get(value, value)}"
        default = "ответа color в сценарии нет: по умолчанию белый"
    elif kind == "creature_type":
        from ..rules.terms import printed_name

        ru = printed_name(value, "creature_type")
        what = f"тип существ — {ru} ({value})" if ru else f"тип существ — {value}"
        default = (
            "ответа creature_type в сценарии нет: по умолчанию первый тип существ оппонента "
            "на поле битвы, а если его нет — Человек"
        )
    elif kind == "name":  # 201.3
        what = f"название карты — {o(value, 'nom', 'card')}"
        default = ""
    elif kind == "word":  # "choose Khans or Dragons" (614.12b)
        from ..rules.terms import anchor_word_ru

        what = f"«{anchor_word_ru(value)}»"
        default = "ответа word в сценарии нет: по умолчанию первое слово карты"
    else:
        what = f"{'оппонента' if kind == 'opponent' else 'игрока'} — {value}"
        default = "ответа player в сценарии нет: по умолчанию первый оппонент по порядку хода"
    s = f"При выходе {o(d['card'], 'gen')} на поле битвы игрок {d['player']} выбирает {what}"
    if d.get("by_default"):
        s += f" ({default})"
    return s + "; это часть выхода на поле битвы, а не срабатывающая способность"


def cap(text: str) -> str:
    """The sentence starts with a capital; card names inside «…» keep theirs."""
    return text[:1].upper() + text[1:]


def signed(value: int) -> str:
    """+2, −1 (minus sign U+2212), 0."""
    return f"−{abs(value)}" if value < 0 else f"+{value}" if value > 0 else "0"


def verb(n: CardNames, name: str, singular: str, plural_form: str) -> str:
    """The verb agreeing with the noun in front of a card name («чары … кладутся»)."""
    return plural_form if n.noun(name).gender == "pl" else singular


def left(n: CardNames, name: str) -> str:
    """«покинул», «покинула», «покинуло», «покинули» — as the noun before the name."""
    return n.noun(name).agree("покинул", "покинула", "покинуло", "покинули")


def which(amount: int) -> str:
    """«1 повреждение, которое …», «3 повреждения, которые …»."""
    return plural(amount, "которое", "которые", "которые")


def phase_word(n: CardNames, names: list[str], stem: str) -> str:
    """«… становится мнимым», «… становятся действительными» (702.25a)."""
    if len(names) == 1:
        return f"становится {n.noun(names[0]).agree(stem + 'ым', stem + 'ой', stem + 'ым', stem + 'ыми')}"
    return f"становятся {stem}ыми"


def kicked_ru(d: dict) -> str:
    """ "с Усилителем {4} (702.32a, дополнительная стоимость 117.8)"; multikicker: "×N"."""
    if d.get("multikicker"):
        return (
            f"с Мультиусилителем {d['kicker']} ×{d['kicked']} "
            "(702.32c, дополнительная стоимость 117.8)"
        )
    kicker = str(d["kicker"])
    if kicker.startswith("—"):  # "Kicker—Sacrifice a land." (117.12)
        kicker = f"— {words_ru(kicker[1:]) or kicker[1:]}"
    return f"с Усилителем {kicker} (702.32a, дополнительная стоимость 117.8)"


# nouns of "sacrifice N …" in a cost, accusative: one, a few, many
SACRIFICE_NOUNS = {
    "Land": ("землю", "земли", "земель"),
    "Creature": ("существо", "существа", "существ"),
    "Artifact": ("артефакт", "артефакта", "артефактов"),
    "Plains": ("Равнину", "Равнины", "Равнин"),
    "Island": ("Остров", "Острова", "Островов"),
    "Swamp": ("Болото", "Болота", "Болот"),
    "Mountain": ("Гору", "Горы", "Гор"),
    "Forest": ("Лес", "Леса", "Лесов"),
}
REVEAL_COLOUR = {"W": "белую", "U": "синюю", "B": "черную", "R": "красную", "G": "зеленую"}


def cost_ru(cost: str | dict, named: bool = False) -> str:
    """A cost as an event records it (``payment.cost_record``): mana text as is; a cost in
    words as its parts in Russian («{2}, 2 жизни, сбросить 1 карту, пожертвовать 2 земли»;
    ``named``: «стоимость «…»»)."""
    if isinstance(cost, str):
        return cost
    if named:
        return f"стоимость «{cost_ru(cost)}»"
    parts = [cost["mana"]] if cost.get("mana") else []
    if cost.get("pay_life"):
        parts.append(count(cost["pay_life"], "жизнь", "жизни", "жизней"))
    if cost.get("discard"):
        parts.append("сбросить " + count(cost["discard"], "карту", "карты", "карт"))
    if cost.get("sacrifice"):
        flt = cost.get("sacrifice_filter", {})
        kind = (flt.get("subtypes") or flt.get("types") or ["Land"])[0]
        one, few, many = SACRIFICE_NOUNS.get(kind, (kind, kind, kind))
        parts.append("пожертвовать " + count(cost["sacrifice"], one, few, many))
    if cost.get("reveal"):
        colour = REVEAL_COLOUR.get((cost["reveal"].get("colors") or [""])[0], "")
        parts.append(f"показать {colour} карту из руки".replace("  ", " "))
    if cost.get("discard_random"):
        parts[-1] += " случайным образом"
    for key, verb in (("remove_counters", "снять с"), ("put_counters", "положить на")):
        if key in cost:
            kind, n = cost[key]
            parts.append(f"{verb} него {count(n, *COUNTER)} {counter_kind(kind)}")
    for key, what in (
        ("tap_untapped", "повернуть неповёрнутых существ: "),
        ("return_to_hand", "вернуть в руку своих перманентов: "),
        ("exile_from_graveyard", "изгнать карт со своего кладбища: "),
    ):
        if key in cost:
            parts.append(f"{what}{cost[key]}")
    if cost.get("exile_self"):
        parts.append("изгнать эту карту")
    if cost.get("return_self"):
        parts.append("вернуть этот перманент в руку")
    if cost.get("discard_hand"):
        parts.append("сбросить всю руку")
    return ", ".join(parts) or "{0}"


def cost_part_ru(part: dict) -> str:
    """A part of the total cost a keyword brings (601.2e): «с дополнительной стоимостью
    «Выкуп {4}» (702.26a, 117.8)», «за альтернативную стоимость «Вызывание {2}{U}» (702.73a,
    117.9)», «стоимость меньше на {3}: «Родство к артефактам» (702.40a)»."""
    if part["kind"] == "alternative":
        return f"за альтернативную стоимость «{part['text']}» ({part['rule']}, 117.9)"
    if part["kind"] == "increase":  # strive (207.2c): "{2}{U} × 2"
        return (
            f"стоимость больше на {part['text']} — за каждую цель после первой "
            f"({part['rule']}, 601.2c)"
        )
    if part["kind"] == "static_increase":  # "noncreature spells cost {1} more to cast"
        return f"стоимость больше на {{{part['more']}}}: «{part['text']}» ({part['rule']})"
    if part["kind"] == "reduction" and part.get("less_colored"):  # "{B}{R} less" (601.2e)
        return (
            f"стоимость уменьшена на {part['less_colored']} (только цветная мана): "
            f"«{part['text']}» ({part['rule']}, 601.2e)"
        )
    if part["kind"] == "reduction":
        return (
            f"стоимость уменьшена на {{{part['less']}}} (только неокрашенная мана): "
            f"«{part['text']}» ({part['rule']}, 601.2e)"
        )
    return f"с дополнительной стоимостью «{part['text']}» ({part['rule']}, 117.8)"


def term_ru(name: str) -> str:
    """A keyword or cost named in English by the card data («dash») in the corpus's Russian."""
    from ..rules.terms import resolve

    term = resolve(name)
    return term.ru if term is not None and term.ru else name


def would_deal(n: CardNames, name: str) -> str:
    return n.noun(name).agree("нанёс бы", "нанесла бы", "нанесло бы", "нанесли бы")


def put_verb(amount: int) -> str:
    return "кладётся" if plural(amount, "1", "2", "5") == "1" else "кладутся"


def take_verb(amount: int) -> str:
    return "снимается" if plural(amount, "1", "2", "5") == "1" else "снимаются"


def counter_kind(kind: str) -> str:
    """A counter's kind after «жетон»: «+1/+1», «верности»."""
    if kind in COUNTER_KINDS_RU:
        return COUNTER_KINDS_RU[kind]
    return kind.replace("-", "−") if re.fullmatch(r"[+-]\d+/[+-]\d+", kind) else f"«{kind}»"


def _met(d: dict) -> str:
    """A self-replacement's condition that held (614.15): «условие «если получил Усилитель
    (702.32d)» выполнено»."""
    if d.get("condition_value") is None:
        return "условие выполнено"
    from .card_view import condition_ru

    return f"условие «{condition_ru([(d['condition'], d['condition_value'])])}» выполнено"
