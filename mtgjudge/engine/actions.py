"""What players do: cast spells (601), activate abilities (602, 605, 606), play lands (305,
a special action, 115), pass priority (116.3d, 116.4).

Every function validates first and raises :class:`IllegalActionError` with the rules and a
Russian reason; :func:`perform` restores the game when that happens, so nothing of a refused
action is applied.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import fields, replace
from dataclasses import replace as replace_cost
from typing import Any

from ..cards.format import Ability, Cost, cost_in_words
from ..cards.keywords import spec_of
from .cast_limits import cast_forbidden
from .characteristics import characteristics
from .cost_keywords.kicker import kick
from .cost_keywords.splice import combine, splice_onto
from .cost_keywords.total import (
    CostPart,
    alternative,
    announced,
    conspire,
    per_extra_target,
    reductions,
    replicate,
    retrace,
    total,
)
from .divide import announce_division
from .events import ChoiceError, IllegalActionError
from .faces import (
    FACE_DOWN,
    as_turned_face_up,
    aura_form,
    bestow,
    cast_as,
    show_face,
    split_spell_form,
)
from .filters import matches, named_player, why_not_target
from .keyword_actions import why_cant_activate
from .layers.system import count_value
from .mana import ManaCost
from .names import shown
from .payment import activate_mana_ability, pay_cost, scaled
from .spell_costs import dash_cost_reduction, static_cost_changes
from .stack import resolve_top_of_stack
from .state import MAIN_STEPS, Game, GameObject, StackItem, Target
from .transaction import Snapshot
from .turn import end_step, give_priority
from .zones import move_object

# ``alt`` words that cast a card face down (702.36a-b: a megamorph cost is a morph cost)
MORPH_ALTS = ("morph", "megamorph")
MORPH_CAST_COST = ManaCost.parse("{3}")
# ``alt`` words that announce an optional additional cost rather than an alternative cost
OPTIONAL_ALTS = ("kicker", "buyback", "entwine")


def _require_keyword(card: Any, name: str, rule: str) -> None:
    """Convoke and delve pay only for a spell that has the keyword (702.50a, 702.65a)."""
    if not any(k.name == name for k in card.keyword_values):
        from ..cards.keywords import spec_of as keyword_spec

        raise IllegalActionError(
            f"у {shown(card)} нет способности «{keyword_spec(name).ru}»", (rule,)
        )


def _spells_have(game: Game, player: str, spell: GameObject, keyword: str) -> bool:
    """ "Artifact spells you cast have convoke" (702.50a, 613.1f): a static ability of a
    permanent the caster controls gives the spell on the stack the keyword."""
    from .filters import matches
    from .layers import permanents_with_statics

    for obj, ch in permanents_with_statics(game):
        if obj.controller != player:
            continue
        for static in ch.statics:
            if static.get("spells_have") == keyword and matches(
                game, spell, dict(static.get("of") or {}), controller=player, source=obj
            ):
                return True
    return False


def _has_x(mana: ManaCost | None, cost: Cost | None) -> bool:
    """Whether a cost has a variable X whose value the player announces (601.2b, 107.3): an
    {X} in its mana or an X in another part ("Remove X counters")."""
    if mana is not None and any(s.kind == "x" for s in mana.symbols):
        return True
    if cost is None:
        return False
    if cost.remove_counters is not None and cost.remove_counters[1] == "X":
        return True  # "Remove any number of storage counters" (107.3)
    return any(
        getattr(cost, f.name) == "X" or (f.name == "mana" and _has_x(getattr(cost, f.name), None))
        for f in fields(cost)
    )


def perform(game: Game, action: Callable[..., Any], *args: Any, **kwargs: Any) -> Any:
    """Run an action as one transaction: on :class:`IllegalActionError` (or a refused
    choice) the game is exactly as before (see :mod:`.transaction`)."""
    if action is pass_priority and _pass_cannot_be_refused(game, *args, **kwargs):
        return action(game, *args, **kwargs)  # nothing to restore: no snapshot
    snapshot = Snapshot(game)
    try:
        return action(game, *args, **kwargs)
    except (IllegalActionError, ChoiceError):
        snapshot.restore()
        raise
    finally:
        snapshot.close()


# 602.5b: restrictions an ability's text puts on when it may be activated
RESTRICTED_TIMINGS = {
    "your_turn": "в свой ход",
    "your_turn_before_attackers": "в свой ход, пока не объявлены атакующие",
    "your_upkeep": "в свой шаг поддержки",
    "combat_after_blockers": "во время боя после объявления блокирующих",
}


def _restricted_timing_ok(game: Game, player: str, ability: Ability) -> bool:
    if ability.timing == "combat_after_blockers":  # any player, after 509.1 (506.1)
        return game.step in (
            "declare_blockers",
            "first_strike_damage",
            "combat_damage",
            "end_of_combat",
        )
    if game.active != player:
        return False
    if ability.timing == "your_upkeep":
        return game.step == "upkeep"
    if ability.timing == "your_turn_before_attackers":
        return game.step in ("untap", "upkeep", "draw", "main1", "beginning_of_combat")
    return True


def _ability_name(ability: Ability) -> str:
    """A keyword ability by its Russian name («Упрочнение 2 — {2}{W}»), else its text."""
    if not ability.keyword or not ability.text.startswith(ability.keyword):
        return ability.text
    rest = ability.text[len(ability.keyword) :]
    return spec_of(ability.keyword).ru + ("" if rest.startswith("—") else " ") + rest.strip()


def _check_per_turn(game: Game, source: GameObject, index: int, ability: Ability) -> None:
    """602.5b: "Activate this ability only once each turn" — counted for this object (a new
    object, 400.7, starts again) in this turn."""
    if ability.per_turn is None:
        return
    if source.activations.get((game.turn, index), 0) >= ability.per_turn:
        times = "один раз" if ability.per_turn == 1 else f"{ability.per_turn} раза"
        raise IllegalActionError(
            f"способность {shown(source)} можно активировать только {times} за ход, "
            "и в этом ходу это уже сделано",
            ("602.5b",),
        )


def _require_priority(game: Game, player: str) -> None:
    if game.over:
        raise IllegalActionError("игра уже окончена", ("104.1",))
    if game.priority != player:
        raise IllegalActionError(
            f"приоритет сейчас у игрока {game.priority}, а не у {player}",
            ("116.1", "116.3"),
            holder=game.priority,
        )


def _no_split_second(game: Game, what: str) -> None:
    """702.60a: while a spell with split second is on the stack, players can't cast other
    spells or activate abilities that aren't mana abilities (702.60b: mana abilities and
    special actions are allowed, triggered abilities trigger as usual)."""
    for item in game.stack:
        if item.kind == "spell" and game.exists(item.source_id):
            if "Split second" in characteristics(game, game.obj(item.source_id)).keywords:
                raise IllegalActionError(
                    f"в стеке заклинание {shown(item.source_card)} с Мгновением ока: "
                    f"пока оно там, игроки не могут {what}",
                    ("702.60a",),
                    card=item.source_card.name,
                )


def sorcery_timing_ok(game: Game, player: str) -> bool:
    """307.1 and its counterparts: own main phase, empty stack, with priority."""
    return game.active == player and game.step in MAIN_STEPS and not game.stack


def _choose_targets(
    game: Game,
    ability: Ability,
    player: str,
    targets: list[Target],
    source_colors: frozenset[str],
    source_types: frozenset[str],
    source_id: int | None = None,
    source_subtypes: frozenset[str] = frozenset(),
    x: int | None = None,
) -> None:
    """601.2c: one legal choice for each target the spell requires; for "any number of
    target …" as many as chosen, none twice; for "X target …" exactly X (the value announced
    before the targets, 601.2b); for "two target …" exactly two."""
    specs = ability.targets
    any_number = bool(specs) and specs[-1].count != 1
    fixed = len(specs) - 1 if any_number else len(specs)
    up_to = str(specs[-1].count).removeprefix("up_to:") if any_number else ""
    if up_to.isdigit() and len(targets) - fixed > int(up_to):
        raise IllegalActionError(
            f"целей последнего вида можно выбрать не больше {up_to}", ("601.2c", "114.1")
        )
    if up_to.startswith("exactly:") and len(targets) - fixed != int(up_to[8:]):
        raise IllegalActionError(
            f"нужно выбрать ровно {up_to[8:]} целей последнего вида, выбрано: "
            f"{len(targets) - fixed}",
            ("601.2c", "114.1"),
        )
    if up_to == "x" and len(targets) - fixed != (x or 0):
        raise IllegalActionError(
            f"«X целевых …»: нужно выбрать ровно X = {x or 0} целей последнего вида, "
            f"выбрано: {len(targets) - fixed}",
            ("601.2b", "601.2c", "107.3a"),
        )
    if len(targets) < fixed or (not any_number and len(targets) != fixed):
        raise IllegalActionError(
            f"нужно выбрать целей: {len(specs)}{' или больше' if any_number else ''}, выбрано: {len(targets)}",
            ("601.2c", "114.1"),
        )
    if any_number:
        chosen = [(t.player, t.object_id) for t in targets[fixed:]]
        if len(set(chosen)) != len(chosen):
            raise IllegalActionError(
                "один и тот же объект или игрок выбран целью одного слова «target» дважды",
                ("601.2c",),
            )
    for i, t in enumerate(targets):
        spec = specs[min(i, len(specs) - 1)]
        t.spec_index = min(i, len(specs) - 1)
        if t.player is not None:
            why = why_not_target(
                game,
                spec,
                player=t.player,
                controller=player,
                source_colors=source_colors,
                source_types=source_types,
                source_subtypes=source_subtypes,
                source_id=source_id,
            )
        else:
            stacked = game.stack_item(t.object_id) if t.object_id is not None else None
            if stacked is not None:
                why = why_not_target(
                    game,
                    spec,
                    item=stacked,
                    controller=player,
                    source_colors=source_colors,
                    source_types=source_types,
                    source_subtypes=source_subtypes,
                )
            elif t.object_id is None or not game.exists(t.object_id):
                why = ("такого объекта нет", ("114.1",))
            else:
                why = why_not_target(
                    game,
                    spec,
                    obj=game.obj(t.object_id),
                    controller=player,
                    source_colors=source_colors,
                    source_types=source_types,
                    source_id=source_id,
                    source_subtypes=source_subtypes,
                    that_player=named_player(targets, spec, None),
                )
        if why is None and spec.filter_dict().get("shares_card_type") and i:
            # "two target permanents that share a card type" (601.2c): with the first target
            from .filters import shares_card_type

            if not shares_card_type(game, targets[0].object_id, t.object_id):
                why = ("у него нет общего типа карты с первой целью", ("601.2c", "205.2a"))
        if why is None and spec.filter_dict().get("other_target"):
            # "another target …": not an object or player chosen for another word "target"
            # of this spell or ability (601.2c; without "another" it could be, 114.3)
            if any(
                (o.player, o.object_id) == (t.player, t.object_id)
                for j, o in enumerate(targets)
                if j != i
            ):
                why = (
                    "он уже выбран другой целью этого заклинания или способности, а «другая "
                    "цель» (another target) не может совпадать с ней",
                    ("114.3",),
                )
        if why is not None:
            reason, rules = why
            if "702.16b" in rules and any(e.get("attach") == "self" for e in ability.effects):
                rules = (*rules, "702.16d")  # an Equipment can't equip what it can't target
            raise IllegalActionError(
                f"{t.describe(game)} нельзя выбрать целью: {reason}",
                tuple(dict.fromkeys(("601.2c",) + rules)),
                target=t.describe(game),
            )


def cast_spell(
    game: Game,
    player: str,
    card: GameObject,
    *,
    targets: list[Target] | None = None,
    x: int | None = None,
    choices: dict[str, Any] | None = None,
    pay: list[GameObject] | None = None,
    alt: str | None = None,
    sacrifice: GameObject | None = None,
    by_effect: str | None = None,
    effect_cost: Any = None,
    convoke: list[GameObject] | None = None,
    delve: list[GameObject] | None = None,
    splice: list[GameObject] | None = None,
    half: str | None = None,
    fuse: bool = False,
) -> StackItem:
    """601.2a–h: announce and move to the stack, choose modes and X, targets, total cost,
    mana abilities, payment; then the spell is cast.

    ``by_effect``: the rule of an effect that instructs the player to cast the card as it
    resolves (702.61a suspend, 702.87a rebound, 702.84a cascade, 702.34a madness): from the
    zone the card is in, with no priority or timing permission needed, for ``effect_cost``
    (a ManaCost) or without paying its mana cost (117.9, 601.2b, 601.2e–g); the resolving
    ability goes on, so no one receives priority now.

    ``convoke``, ``delve``: creatures to tap and graveyard cards to exile to pay part of the
    total cost (702.50a, 702.65a); ``splice``: cards revealed from the hand whose text is added
    (702.46a).  ``alt`` names an alternative cost (``alt_costs``, ``evoke``, ``morph``) or an
    optional additional cost by keyword (``kicker``, ``buyback``, ``entwine``: the same as
    ``choose: {kicker: true}``).  ``half`` (a half's name or number) or ``fuse``: which half of
    a split card is cast, or both (708.2a-b, 702.101a)."""
    if by_effect is None:
        _require_priority(game, player)
    _no_split_second(game, "разыгрывать другие заклинания")
    if game.player(player).epic:
        raise IllegalActionError(
            f"после «{game.player(player).epic}» с Эпосом игрок {player} до конца игры не может "
            "разыгрывать заклинания (копии заклинаний Эпос кладёт в стек сам)",
            ("702.49a", "702.49b"),
        )
    targets = targets or []
    choices = choices or {}
    cd = card.card
    as_though: tuple[str, ...] = ()
    if by_effect is not None:
        as_though = (by_effect,)
        choices["_cast_from"] = card.zone
        choices["_by_effect"] = by_effect
    elif card.zone == "graveyard":
        from .as_though import check_cast_from_graveyard

        as_though = check_cast_from_graveyard(game, player, card, alt)
        choices["_cast_from"] = "graveyard"
    elif card.zone == "exile" and _may_play_exiled(game, player, card):
        # 601.2a: cast from where it is — an effect lets the player play it from exile (406.3,
        # 611.2a); timing and costs are as usual
        as_though = ("406.3",)
        choices["_cast_from"] = "exile"
    elif card.zone != "hand":
        raise IllegalActionError(
            f"{shown(cd)} не в руке игрока {player}: разыгрывать можно из руки", ("601.2a",)
        )
    elif card.owner != player:
        raise IllegalActionError("разыгрывать можно только свои карты из своей руки", ("601.2a",))
    split_form = None
    if cd.halves:  # 708.2a: the half is chosen before the card goes onto the stack
        split_form = cd = split_spell_form(cd, half, fuse, card.zone)
    elif half is not None or fuse:
        raise IllegalActionError(f"{shown(cd)} — не расщеплённая карта", ("708.1",))
    face_down = alt in MORPH_ALTS
    if face_down:
        if cd.morph is None:
            raise IllegalActionError(
                f"у {shown(cd)} нет способности Оборотня: рубашкой вверх её не разыграть",
                ("702.36d",),
            )
        # 702.36c, 707.4: turned face down before it is put onto the stack; effects and
        # prohibitions on casting see only the face-down characteristics
        cd = FACE_DOWN
    bestowing = alt == "bestow" and "bestow" in dict(cd.alt_costs)
    if bestowing:
        cd = aura_form(cd)  # 702.102a-b: an Aura spell with enchant creature
    if "Land" in cd.types:
        raise IllegalActionError(
            "землю не разыгрывают как заклинание, её играют", ("305.9", "115.2a")
        )

    forbidding = cast_forbidden(game, player, cd)
    if forbidding is not None:  # 101.2: "can't" beats "can"
        source, restriction = forbidding
        more = restriction.get("more_than")
        raise IllegalActionError(
            f"«{source.label}» не даёт игроку {player} разыграть «{cd.name}»"
            + (
                f": в этом ходу он уже разыграл заклинаний — {game.player(player).spells_this_turn}"
                if more is not None
                else ""
            ),
            ("101.2",),
        )
    if any("cast_only" in s for s in cd.static):
        from .cast_only import check_cast_only

        check_cast_only(game, player, cd)  # 112.6d: "Cast this spell only during combat"
    unread = next((u for u in cd.unread if u.kind == "spell"), None)
    if unread is not None:  # issue 14, item 6: never cast as if its text were absent
        raise IllegalActionError(
            f"текст «{unread.clause}» движок не прочитал ({unread.reason}): заклинание "
            "не разыграть; опишите карту в ключе cards: сценария",
            (unread.rule,),
        )
    # a fused split spell with a sorcery half is cast only when a sorcery could be (708.2b)
    instant_speed = ("Instant" in cd.types and "Sorcery" not in cd.types) or (
        not face_down and "Flash" in characteristics(game, card).keywords
    )
    if by_effect is not None:
        instant_speed = True  # cast while an ability resolves: no timing permission needed
    if not instant_speed and not sorcery_timing_ok(game, player):
        from .as_though import may_cast_as_though_flash

        if may_cast_as_though_flash(game, player, cd):
            instant_speed = True  # 609.4: "as though they had flash" (Vedalken Orrery)
            as_though += ("609.4",)
    if not instant_speed and not sorcery_timing_ok(game, player):
        rule = {
            "Sorcery": "307.1",
            "Creature": "302.1",
            "Artifact": "301.1",
            "Enchantment": "303.1",
            "Planeswalker": "306.1",
        }.get(
            next(
                (
                    t
                    for t in cd.types
                    if t in ("Sorcery", "Creature", "Artifact", "Enchantment", "Planeswalker")
                ),
                "Sorcery",
            ),
            "307.1",
        )
        raise IllegalActionError(
            "это заклинание можно разыграть только в свою главную фазу, когда стек пуст",
            (rule, "116.1a"),
        )
    if cd.mana_cost.has_x and x is None:
        raise IllegalActionError("в стоимости есть {X}: нужно объявить X", ("601.2b", "107.3a"))
    ability = cd.spell
    modes = choices.pop("_modes", None)
    if alt in OPTIONAL_ALTS:  # an optional additional cost named by ``alt`` (601.2b)
        choices.setdefault(alt, True)
        alt = None
    if ability is not None and ability.modes:
        entwine = choices.get("entwine") is True or (
            modes is not None
            and len(modes) > 1
            and sorted(modes) == list(range(1, len(ability.modes) + 1))
            and any(k.name == "Entwine" for k in cd.keyword_values)
        )
        if entwine:
            # 702.41a-b: every mode, in the order written, for the entwine cost
            choices["entwine"] = True
            modes = list(range(1, len(ability.modes) + 1))
            ability = combine(list(ability.modes), ability.text)
        elif ability.choose > 1:
            # 700.2, 601.2b: "Choose two —" (or "Choose one or both —": one or two) — that
            # many different modes, chosen as the spell is cast; they are followed in the
            # order written (608.2c)
            least = ability.choose_min or ability.choose
            if (
                not modes
                or len(set(modes)) != len(modes)
                or not least <= len(modes) <= ability.choose
                or not all(1 <= m <= len(ability.modes) for m in modes)
            ):
                how_many = (
                    f"{ability.choose} разных режима"
                    if least == ability.choose
                    else f"один режим или {ability.choose} разных режима"
                )
                raise IllegalActionError(
                    f"нужно выбрать {how_many} из {len(ability.modes)} (modes: [N, M])",
                    ("700.2", "601.2b"),
                )
            modes = sorted(modes)
            ability = combine([ability.modes[m - 1] for m in modes], ability.text)
        # 700.2a, 601.2b: the mode is chosen as the spell is cast ("Choose one —")
        elif not modes or len(modes) != 1 or not 1 <= modes[0] <= len(ability.modes):
            raise IllegalActionError(
                f"нужно выбрать один режим из {len(ability.modes)} (modes: [N])",
                ("700.2a", "601.2b"),
            )
        else:
            ability = ability.modes[modes[0] - 1]
    if alt == "overload":  # 702.95a: "target" becomes "each" (a text change, 612)
        from .cost_keywords.overload import overloaded

        if not any(k.name == "Overload" for k in cd.keyword_values):
            raise IllegalActionError(f"у {shown(cd)} нет Перегрузки", ("702.95a", "601.2b"))
        ability = overloaded(ability, cd.name)
    # 601.2b, 702.46a: cards spliced onto the spell are revealed; their text is added
    ability, spliced = splice_onto(cd, ability, splice or [], player)
    if ability is None and "Aura" in cd.subtypes:
        raise IllegalActionError("у Ауры нет описания цели в данных карты", ("303.4a",))
    # 601.2a: the card moves to the stack and becomes a spell
    spell_obj = move_object(
        game, card, "stack", controller=player, face_down="morph" if face_down else None
    )
    if bestowing:
        bestow(game, spell_obj)
    if split_form is not None:
        cast_as(game, spell_obj, split_form)
        if fuse:
            choices["_fused"] = True  # 702.101d: followed left half first, then right
    item = StackItem(
        id=spell_obj.id,
        kind="spell",
        controller=player,
        ability=ability,
        source_id=spell_obj.id,
        source_card=cd,
        targets=list(targets),
        x=x,
        choices=dict(choices),
        modes=tuple(modes or ()),
    )
    game.stack.append(item)
    # 601.2c: targets, with the spell's characteristics on the stack (a static ability may
    # change them there: Celestial Dawn makes spells you control white)
    if ability is not None:
        spell = characteristics(game, spell_obj)
        try:
            _choose_targets(
                game,
                ability,
                player,
                item.targets,
                spell.colors,
                spell.types,
                source_id=spell_obj.id,
                source_subtypes=spell.subtypes,
                x=x,
            )
        except IllegalActionError as exc:
            if not bestowing:
                raise
            raise IllegalActionError(  # 702.102c: no legal target, no bestow
                exc.reason + "; без легальной цели стоимость Дара платить нельзя",
                exc.rules + ("702.102c",),
            ) from None

        announce_division(game, item)  # 601.2d: damage divided among the targets
    # 601.2e: total cost (mana cost or an alternative cost, plus additional costs)
    mana_cost = cd.mana_cost
    rules = (
        ["601.2a", "601.2c", "601.2e", "601.2g", "601.2h"]
        if targets
        else ["601.2a", "601.2e", "601.2g", "601.2h"]
    )
    parts: list[CostPart] = list(spliced)
    if split_form is not None:  # 708.2a; 702.101c: a fused spell costs both mana costs
        rules += ["702.101a", "702.101c", "708.2b"] if fuse else ["708.2a"]
    if face_down:
        mana_cost = MORPH_CAST_COST  # 702.36a: {3} rather than its mana cost
        rules += ["702.36a", "702.36c", "707.4"]
        item.choices["_alt"] = "morph"
    elif by_effect is not None:
        # "without paying its mana cost" or the keyword's cost: an alternative cost (117.9)
        mana_cost = effect_cost if effect_cost is not None else ManaCost()
        rules += ["117.9", "601.2b"]
    elif alt == "retrace":
        # 702.80a: cast from a graveyard "by discarding a land card as an additional cost"
        parts.append(retrace())
    elif (keyword_alt := alternative(cd, alt)) is not None:
        # 702.73a evoke: an alternative cost a keyword gives (117.9)
        mana_cost = keyword_alt.mana
        parts.append(keyword_alt)
        rules += [r for r in keyword_alt.rules if r not in rules]
        item.choices["_alt"] = alt
    elif alt:
        alternatives = dict(cd.alt_costs)
        if alt not in alternatives:
            raise IllegalActionError(
                f"у {shown(cd)} нет альтернативной стоимости «{alt}»", ("601.2b", "117.9")
            )
        mana_cost = alternatives[alt]
        rules.append("117.9")
        item.choices["_alt"] = alt
        words = dict(cd.alt_words).get(alt)
        if words is not None:  # "Flashback—{R}{R}, Pay 3 life." (117.12): the rest of it
            from ..cards.format import cost_in_words as read_words

            rest = replace_cost(read_words(words), mana=ManaCost())
            parts.append(CostPart(alt, "", "alternative_rest", ("117.12",), other=rest))
        if alt == "dash":
            rules.append("702.108a")
        if bestowing:
            rules += ["702.102a", "702.102b"]
    rules.extend(r for r in as_though if r not in rules)

    # 601.2b: the announced kicker (702.32) adds to the total cost (601.2e)
    kicked = kick(cd, item.choices.pop("kicker", None)) if not face_down else kick(cd, None)
    if kicked.times:
        # "Kicker {4}" or "Kicker—Sacrifice a land." (117.12): the mana joins the total, the
        # other parts are paid beside it
        unit = cost_in_words(kicked.unit)
        mana_cost = mana_cost.plus(ManaCost(unit.mana.symbols * kicked.times))
        if not replace(unit, mana=ManaCost()).is_free:
            kick_rest = scaled(replace(unit, mana=ManaCost()), kicked.times)
            parts.append(CostPart("Kicker", "", "kicker", kicked.rules, other=kick_rest))
        spell_obj.kicked = kicked.times
        rules.extend(r for r in kicked.rules if r not in rules)
    # 601.2e: additional costs (buyback, entwine, splice) and reductions (affinity)
    # (a face-down spell has no keywords: 707.4)
    parts += announced(cd, item.choices, None) + replicate(cd, item.choices)
    parts += conspire(cd, item.choices)
    parts += reductions(game, player, cd)
    parts += per_extra_target(cd, len(item.targets))
    if game.player(player).zones["command"]:  # "spells … you cast cost {1} less" (313.5)
        from .conspiracies import cost_reduction

        parts += cost_reduction(game, player, spell_obj)

    parts += static_cost_changes(game, player, spell_obj)  # 601.2e: "spells … cost {1} less"
    if item.choices.get("_alt") == "dash":  # "Dash costs you pay cost {2} less" (702.108a)
        parts += dash_cost_reduction(game, player)
    if game.permissions:
        from .spell_costs import next_spell_reduction

        parts += next_spell_reduction(game, player)  # "the next spell you cast this turn"
    if not face_down and any("self_cost_less" in s for s in cd.static):
        from .spell_costs import own_cost_reduction

        parts += own_cost_reduction(game, player, spell_obj, cd.static)  # 112.6c
    mana_cost = total(mana_cost, parts)
    if x is not None and not _has_x(mana_cost, cd.additional_cost):
        raise IllegalActionError(
            f"у {shown(cd)} в стоимости нет X — объявить значение X нельзя (x: {x})", ("601.2b",)
        )
    if sacrifice is not None and not any(
        c is not None and c.sacrifice for c in (cd.additional_cost, *(p.other for p in parts))
    ):
        raise IllegalActionError(
            f"у {shown(cd)} нет стоимости «пожертвуйте …»: пожертвовать "
            f"{shown(sacrifice.card)} при розыгрыше нельзя",
            ("601.2b", "601.2g"),
        )
    for part in parts:
        rules.extend(r for r in part.rules if r not in rules)
    spell_obj.costs_paid = tuple(
        p.keyword for p in parts if p.kind in ("additional", "alternative")
    ) + tuple(f"Kicker {c}" for c in kicked.paid)  # "kicked with its {1}{B} kicker" (702.32a)
    x_paid = x or 0
    spell_obj.x_cast = x_paid  # 107.3a: "enters with X counters" of the permanent it becomes
    if convoke or delve:
        # 702.50a, 702.65a: after the total cost is locked in, part of it is paid by tapping
        # creatures / exiling cards; the rest with mana
        from .cost_keywords.convoke import convoke as pay_by_convoke
        from .cost_keywords.convoke import delve as pay_by_delve
        from .payment import needed_symbols

        mana_cost, x_paid = ManaCost(tuple(needed_symbols(mana_cost, x_paid))), 0
        if delve:
            _require_keyword(cd, "Delve", "702.65a")
            mana_cost, exiled = pay_by_delve(game, player, mana_cost, delve)
            game.log("delved", ("702.65a", "601.2g"), player=player, cards=exiled, card=cd.name)
            rules.append("702.65a")
        if convoke:
            if not _spells_have(game, player, spell_obj, "Convoke"):
                _require_keyword(cd, "Convoke", "702.50a")
            mana_cost, tapped = pay_by_convoke(game, player, mana_cost, convoke)
            game.log(
                "convoked",
                ("702.50a", "601.2g"),
                player=player,
                cards=[c for c, _ in tapped],
                paid=[m for _, m in tapped],
                card=cd.name,
            )
            rules.append("702.50a")
    spent = pay_cost(
        game,
        player,
        Cost(mana=mana_cost),
        source=None,
        x=x_paid,
        reason="заклинание",
        explicit=pay,
        spend_for=("cast", spell_obj),
    )
    for part in parts:
        if part.other is not None:  # "Buyback—Sacrifice a land": the rest of the part (601.2g)
            pay_cost(
                game,
                player,
                part.other,
                source=None,
                x=0,
                reason="дополнительная стоимость",
                sacrifice_choice=sacrifice,
                choices=item.choices,
            )
    if cd.additional_cost is not None:
        spent = spent | pay_cost(
            game,
            player,
            cd.additional_cost,
            source=None,
            x=x_paid,  # "exile X cards from your graveyard" (107.3: the X announced, 601.2b)
            reason="дополнительная стоимость",
            sacrifice_choice=sacrifice,
            choices=item.choices,  # "the sacrificed creature's power" (608.2g, Fling)
        )
        rules.append("117.8")
    if any("optional_reveal" in s for s in cd.static) and not face_down:
        from .reveal_bonus import note_cast

        note_cast(game, player, spell_obj, cd, item.choices)  # 601.2b, 601.2h
    # the colours of mana spent to cast it (702.43a sunburst, on the permanent it becomes)
    spell_obj.colors_spent = frozenset(t for t, n in spent.items() if n and t in "WUBRG")
    if item.modes:
        rules.insert(1, "700.2a")
    # storm counts the spells cast before this one this turn, by every player (702.39a)
    item.choices["_cast_before"] = sum(q.spells_this_turn for q in game.players)
    game.player(player).spells_this_turn += 1
    if "Creature" not in characteristics(game, spell_obj).types:  # as it was cast (601.2)
        game.player(player).noncreature_spells_this_turn += 1
    game.log(
        "spell_cast",
        tuple(rules),
        player=player,
        card=spell_obj.label if face_down else cd.name,
        noncreature="Creature" not in cd.types,
        targets=[t.describe(game) for t in item.targets],
        target_ids=[t.object_id for t in item.targets if t.object_id is not None],
        x=x,
        alt="morph"
        if face_down
        else None
        if alt == "retrace" or any(p.kind == "alternative" for p in parts)
        else alt,
        modes=list(item.modes),
        id=item.id,
        by_effect=by_effect,
        free=by_effect is not None and effect_cost is None,
        **(
            {"kicked": kicked.times, "kicker": kicked.unit, "multikicker": kicked.multi}
            if kicked.times
            else {}
        ),
        **(
            {"cost_parts": [p.describe() for p in told]}
            if (
                told := [
                    p for p in parts if p.kind != "kicker" and (p.less or p.kind != "reduction")
                ]
            )
            else {}
        ),
        **({"spliced": [c.label for c in splice]} if splice else {}),
        **({"from_exile": True} if "406.3" in as_though and by_effect is None else {}),
        **({"split": spell_obj.physical.name, "fused": fuse} if split_form is not None else {}),
    )
    if by_effect is None:
        give_priority(game, player)  # 116.3c
    return item


def activate_ability(
    game: Game,
    player: str,
    source: GameObject,
    index: int = 1,
    *,
    targets: list[Target] | None = None,
    x: int | None = None,
    choices: dict[str, Any] | None = None,
    pay: list[GameObject] | None = None,
) -> StackItem | None:
    """602.2: put an activated ability on the stack and pay its cost; a mana ability resolves
    at once (605.3b); a loyalty ability only at sorcery speed, once per turn (606.3)."""
    targets = targets or []
    abilities = characteristics(game, source).activated  # what it has now (613.1f)
    if source.zone == "graveyard":
        from ..cards.keyword_abilities import graveyard_abilities

        # 112.6: abilities that work in the graveyard ("Exile ~ from your graveyard: …", then
        # 702.83a unearth and the other keywords'), numbered among themselves; only the owner
        abilities = tuple(
            a for a in source.card.abilities if a.zone == "graveyard"
        ) + graveyard_abilities(source.card.keyword_values)
        if not abilities or source.owner != player:
            raise IllegalActionError(
                f"у {shown(source)} на кладбище нет способности, которую можно активировать",
                ("602.2", "112.6"),
            )
    if not 1 <= index <= len(abilities):
        raise IllegalActionError(
            f"у {shown(source)} нет активируемой способности №{index}"
            + (
                " (способности, которые он потерял, активировать нельзя)"
                if len(source.card.abilities) >= index
                else ""
            ),
            ("602.1", "613.1f"),
        )
    ability = abilities[index - 1]
    if x is not None and not _has_x(ability.cost.mana, ability.cost):
        raise IllegalActionError(
            f"в стоимости способности «{ability.text}» нет X — объявить значение X нельзя (x: {x})",
            ("602.2b", "601.2b"),
        )

    forbidden = why_cant_activate(game, source, ability.is_mana_ability)
    if forbidden and source.zone == "battlefield":
        raise IllegalActionError(*forbidden)
    # where it works: a permanent's ability on the battlefield, cycling in a hand (702.28a),
    # a graveyard ability such as unearth (702.83a) in the graveyard (112.6)
    in_place = source.zone == ability.zone or (
        source.zone == "graveyard" and ability.zone == "battlefield" and ability.keyword
    )
    if not in_place:
        if ability.zone == "hand":
            raise IllegalActionError(
                f"способность «{_ability_name(ability)}» активируют только из руки",
                ("112.6", spec_of(ability.keyword).rule if ability.keyword else "702.28a"),
            )
        if ability.zone == "graveyard":
            raise IllegalActionError(
                f"способность «{ability.text}» активируют только с кладбища", ("112.6",)
            )
        raise IllegalActionError(f"{shown(source)} не на поле битвы", ("602.2", "112.6"))
    if ability.activator == "opponent" and source.controller == player:
        raise IllegalActionError(
            "эту способность могут активировать только оппоненты контроллера", ("602.2",)
        )
    if ability.activator == "controller" and source.controller != player:
        raise IllegalActionError(
            "активировать способность может только контроллер перманента", ("602.2", "701.2a")
        )
    _check_per_turn(game, source, index, ability)
    if ability.only_if is not None:
        from .triggers.conditions import condition_holds

        if not condition_holds(game, player, ability.only_if, source_id=source.id):
            raise IllegalActionError(
                f"способность {shown(source)} можно активировать, только если выполнено "
                "условие из ее текста («Activate this ability only if …»), а сейчас оно не "
                "выполнено",
                ("602.5b",),
            )
    if ability.is_mana_ability:
        if game.priority != player:
            _require_priority(game, player)
        activate_mana_ability(
            game,
            player,
            source,
            index,
            choice=(choices or {}).get("mana") or (choices or {}).get("color"),
            x=x or 0,
        )
        if ability.per_turn is not None:
            key = (game.turn, index)
            source.activations = {key: source.activations.get(key, 0) + 1}
        return None
    _require_priority(game, player)
    _no_split_second(game, "активировать способности, кроме мана-способностей")
    if ability.is_loyalty:
        if not sorcery_timing_ok(game, player):
            raise IllegalActionError(
                "способность верности — только в свою главную фазу при пустом стеке", ("606.3",)
            )
        if source.loyalty_activations >= 1:
            raise IllegalActionError(
                "способность верности этого перманента уже активирована в этом ходу", ("606.3",)
            )
    elif ability.timing in RESTRICTED_TIMINGS and not _restricted_timing_ok(game, player, ability):
        raise IllegalActionError(
            f"эту способность можно активировать только {RESTRICTED_TIMINGS[ability.timing]}",
            ("602.5b",),
        )
    elif ability.timing == "sorcery" and not sorcery_timing_ok(game, player):
        raise IllegalActionError(
            "эту способность можно активировать только тогда, когда можно разыграть волшебство",
            ("602.5d", "307.1") + ((spec_of(ability.keyword).rule,) if ability.keyword else ()),
        )
    ch = characteristics(game, source)
    item = StackItem(
        id=game.new_id(),
        kind="ability",
        controller=player,
        ability=ability,
        source_id=source.id,
        source_card=source.card,
        targets=list(targets),
        x=x,
        choices=dict(choices or {}),
    )
    game.stack.append(item)
    _choose_targets(
        game,
        ability,
        player,
        item.targets,
        ch.colors,
        ch.types,
        source.id,
        source_subtypes=ch.subtypes,
        x=x,
    )
    announce_division(game, item)  # 601.2d, 602.2b: counters divided among the targets
    pay_cost(
        game,
        player,
        ability_total_cost(game, player, source, ability, item.targets),
        source=source,
        x=x or 0,
        reason="способность",
        explicit=pay,
        choices=item.choices,
        spend_for=("activate", source),
    )
    if ability.keyword == "Cycling":  # the card was discarded to pay a cycling cost (702.28c)
        cycled = game.became.get(source.id)
        game.log("cycled", ("702.28c", "702.28d"), player=player, card=source.name, id=cycled)
    rules = (
        ("602.2", "602.2b")
        + (("606.4",) if ability.is_loyalty else ())
        + (("302.6",) if ability.cost.tap and "Creature" in ch.types else ())
        + ((spec_of(ability.keyword).rule,) if ability.keyword else ())
        + (("112.6",) if source.zone != "battlefield" else ())
    )
    if ability.is_loyalty:
        source.loyalty_activations += 1
    if ability.per_turn is not None:
        key = (game.turn, index)
        source.activations = {key: source.activations.get(key, 0) + 1}
        rules += ("602.5b",)
    game.log(
        "ability_activated",
        rules,
        player=player,
        card=source.name,
        index=index,
        targets=[t.describe(game) for t in item.targets],
        target_ids=[t.object_id for t in item.targets if t.object_id is not None],
        loyalty=ability.cost.loyalty,
        keyword=ability.keyword,
        keyword_text=ability.text if ability.keyword else None,
        id=source.id,
    )
    give_priority(game, player)
    return item


def _may_play_exiled(game: Game, player: str, card: GameObject) -> bool:
    """406.3, 611.2a: an effect lets ``player`` play this exiled card for now (Act on
    Impulse), see :mod:`.play_exiled`."""
    from .play_exiled import permission

    return permission(game, player, card) is not None


def play_land(game: Game, player: str, card: GameObject) -> GameObject:
    """305.1–305.3, 115.2a: a special action in one's own main phase with an empty stack, once
    per turn."""
    _require_priority(game, player)
    if "Land" not in card.card.types:
        raise IllegalActionError(f"{shown(card)} — не земля", ("305.1",))
    from_exile = card.zone == "exile" and _may_play_exiled(game, player, card)
    if not from_exile and (card.zone != "hand" or card.owner != player):
        raise IllegalActionError("играть можно землю из своей руки", ("305.1",))
    if game.active != player:
        raise IllegalActionError("землю можно сыграть только в свой ход", ("305.3",))
    if game.step not in MAIN_STEPS or game.stack:
        raise IllegalActionError(
            "землю можно сыграть только в свою главную фазу при пустом стеке", ("305.1", "116.1c")
        )
    from .replacement.cant_enter import cant_play_lands

    forbidding = cant_play_lands(game, player)
    if forbidding is not None:
        raise IllegalActionError(
            f"игроки не могут играть земли (из-за «{forbidding}»)", ("101.2", "305.1")
        )
    p = game.player(player)
    if not p.can_play_land():  # 305.2a: one land, or more if an effect allows (305.2)
        raise IllegalActionError("в этом ходу игрок уже сыграл землю", ("305.2",))
    new = move_object(game, card, "battlefield", controller=player)
    p.lands_played += 1
    game.log(
        "land_played",
        ("305.1", "115.2a") + (("406.3", "611.2a") if from_exile else ()),
        player=player,
        card=card.name,
        id=new.id,
        from_zone="exile" if from_exile else None,
    )
    give_priority(game, player)
    return new


def ability_total_cost(
    game: Game, player: str, source: GameObject, ability: Any, targets: Any = ()
) -> Any:
    """602.2b, 601.2e: the total cost of an activated ability — its cost less its reductions
    ("This ability costs {1} less to activate for each creature card in your graveyard"; "~'s
    equip ability costs {2} less to activate if it targets a colorless creature": its targets
    are chosen first, 602.2b); only generic mana, never below {0}."""
    from .mana import ManaCost, ManaSymbol

    less = 0
    if ability.cost_less:
        less += int(ability.cost_less["less"]) * count_value(
            game, player, dict(ability.cost_less["per"]), source=source
        )
    # 702.6a: an equip ability is "[Cost]: Attach this permanent to target creature you
    # control. Activate this ability only any time you could cast a sorcery."
    if ability.timing == "sorcery" and any(e.get("attach") == "self" for e in ability.effects):
        objs = [game.objects.get(t.object_id) for t in targets if t.object_id is not None]
        for static in characteristics(game, source).statics:
            spec = static.get("equip_cost_less")
            if spec and any(
                o is not None
                and matches(game, o, dict(spec["if_target"]), controller=player, source=source)
                for o in objs
            ):
                less += int(spec["less"])
    if less <= 0:
        return ability.cost
    symbols = []
    for symbol in ability.cost.mana.symbols:
        if symbol.kind == "generic" and less:
            cut = min(less, int(symbol.text))
            less -= cut
            if int(symbol.text) - cut:
                symbols.append(ManaSymbol(str(int(symbol.text) - cut)))
        else:
            symbols.append(symbol)
    game.log(
        "ability_cost_reduced",
        ("602.2b", "601.2e"),
        card=source.name,
        cost=str(ability.cost.mana),
        now=str(ManaCost(tuple(symbols))) or "{0}",
    )
    return replace(ability.cost, mana=ManaCost(tuple(symbols)))


def turn_face_up(
    game: Game,
    player: str,
    obj: GameObject,
    *,
    pay: list[GameObject] | None = None,
    cost_kind: str | None = None,
) -> None:
    """115.2b: turning a face-down permanent face up is a special action, any time its
    controller has priority; it doesn't use the stack.  A permanent with morph is turned up
    for its morph cost (702.36e), a manifested creature card also for its mana cost (701.31b,
    701.31c: ``cost_kind`` "mana_cost" chooses that way; by default the morph cost); megamorph
    puts a +1/+1 counter on it as it turns for its megamorph cost (702.36b, 707.11).  "When ~
    is turned face up" triggers; abilities about entering the battlefield don't (707.8)."""
    _require_priority(game, player)
    real = obj.hidden
    if obj.zone != "battlefield" or real is None:
        raise IllegalActionError(f"{shown(obj)} не лежит на поле битвы рубашкой вверх", ("707.7",))
    if obj.controller != player:
        raise IllegalActionError(
            "перевернуть лицом вверх можно только перманент под своим контролем",
            ("702.36e", "701.31b"),
        )
    if real.morph is not None and cost_kind != "mana_cost":
        by_morph, cost, rules = True, real.morph, ["115.2b", "702.36e"]
        if obj.manifested:
            rules.append("701.31c")
    elif obj.manifested and "Creature" in real.types and real.mana_cost.symbols:
        by_morph, cost, rules = False, real.mana_cost, ["115.2b", "701.31b"]  # not a morph cost
        if real.morph is not None:
            rules.append("701.31c")
    else:
        raise IllegalActionError(
            f"у {shown(real)} нет стоимости Оборотня"
            + (", и это не карта существа с мана-стоимостью" if obj.manifested else ""),
            ("702.36e",) + (("701.31b",) if obj.manifested else ()),
        )
    from ..cards.format import Cost
    from .payment import cost_record

    whole = real.morph_cost if by_morph else Cost(mana=cost)  # words too (117.12)
    way = "morph_cost" if by_morph else "manifest_mana_cost"  # (106.6: Qarsi Deceiver)
    pay_cost(
        game,
        player,
        whole,
        source=None,
        x=0,
        reason="переворот",
        explicit=pay,
        spend_for=(way, obj),
    )
    megamorph = real.megamorph and by_morph
    show_face(game, obj)  # 707.8: the same object; its copiable values revert
    if megamorph:  # 702.36b, 707.11: as it is turned face up, not afterwards
        from .replacement.quantities import put_counters

        # 121.2, 614.1a: counters are put on it (Hardened Scales adds to them)
        put_counters(game, obj, "+1/+1", 1, rules=("702.36b", "121.2"), source=obj.label)
        rules.append("702.36b")
    if as_turned_face_up(game, obj):  # 707.11: "As ~ is turned face up, …"
        rules.append("707.11")
    copy_revealed = any(obj.id in e.affected and "copy" in e.parts for e in game.effects)
    if copy_revealed:
        rules.append("707.10")  # a copy effect masked while face down applies now
    rules += ["707.8"]
    game.log(
        "turned_face_up",
        tuple(rules),
        player=player,
        card=obj.label,
        id=obj.id,
        cost=cost_record(whole),
        megamorph=megamorph,
        copy_revealed=copy_revealed,
    )
    give_priority(game, player)  # 115.3


def _pass_cannot_be_refused(game: Game, player: str) -> bool:
    """A pass that only hands priority on (116.3d: not every player has passed yet) and has
    nothing to observe but itself: it changes the count of passes, the holder of priority and
    the log, and cannot be refused once it began (``_require_priority`` refuses before any
    change) -- no snapshot is needed.  "Passed" is no trigger event; the engine's records of
    events not yet observed (tapped, untapped, put into a graveyard) are empty."""
    return (
        not game.over
        and game.priority == player
        and game.passes + 1 < sum(1 for p in game.players if not p.lost)
        and not game.trigger_hold
        and game.trigger_scan == len(game.events)
        and not (game.to_graveyard or game.newly_tapped or game.newly_untapped)
    )


def pass_priority(game: Game, player: str) -> None:
    """116.3d: pass; 116.4: when all pass in succession the top of the stack resolves, or the
    step ends if the stack is empty."""
    _require_priority(game, player)
    game.passes += 1
    game.log("passed", ("116.3d",), player=player)
    in_game = [p for p in game.players if not p.lost]
    if game.passes < len(in_game):
        game.priority = game.next_player(player)
        return
    game.passes = 0
    if game.stack:
        game.log(
            "all_passed",
            ("116.4", "405.5"),
            card=game.stack[-1].label(game),
            item_kind=game.stack[-1].kind,
        )
        resolve_top_of_stack(game)
        if not game.over:
            give_priority(game, game.active)  # 116.3b
    else:
        game.log("step_ended", ("500.2", "116.4"), step=game.step)
        end_step(game)
