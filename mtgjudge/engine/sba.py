"""State-based actions (704): checked whenever a player would receive priority (704.3); all
that apply are performed at once as one event, and the check repeats until none apply.

Implemented for two or more players: 704.5a–k, m, n, p, q, r, s.  Choices (the legend rule
704.5k, planeswalker uniqueness 704.5j) take the scenario's answer
(``choose: {legend: NAME_OR_ID}``) or, by default, keep the newest permanent.
"""

from __future__ import annotations

from itertools import compress
from operator import attrgetter, or_

from .actions_common import destroy, put_into_graveyard
from .characteristics import Characteristics, all_characteristics, characteristics
from .combat import drop_noncreatures
from .events import Event
from .filters import PERMANENT_KINDS, matches
from .layers.control import sync_control
from .protection import SourceView, protected_from, quality_ru, rules
from .state import Game, GameObject
from .zones import remove_from_zone

_IS_TOKEN, _IS_COPY = attrgetter("is_token"), attrgetter("is_copy")


def check_state_based_actions(game: Game) -> list[Event]:
    """704.3: perform every applicable state-based action simultaneously; repeat."""
    produced: list[Event] = []
    for _ in range(100):
        if game.over:
            break
        sync_control(game)  # 704.5k after a change of control: the new controller's legends
        if game.paired:
            from .soulbond import unpair_broken

            unpair_broken(game)  # 702.94e: not a state-based action, noticed as they are
        if game.attackers or game.blockers:
            drop_noncreatures(game)  # 506.4: no longer a creature, no longer in combat
        start = len(game.events)
        with game.simultaneously():
            applied_rules = _perform_once(game)
            if not applied_rules:
                break
            sub = game.events[start:]
            del game.events[start:]
            rules = tuple(dict.fromkeys(["704.3", *applied_rules]))
            event = game.log("state_based_actions", rules, actions=[e.as_json() for e in sub])
        produced.append(event)
        _check_game_over(game)
    return produced


def static_for(game: Game, player: str, kind: str) -> bool:
    """Whether a permanent ``player`` controls has the static ability ``kind`` ("you can't
    lose the game", "you don't lose the game for having 0 or less life")."""
    return any(
        s.get(kind) for o in game.permanents(player) for s in characteristics(game, o).statics
    )


def _perform_once(game: Game) -> list[str]:
    """Find every state-based action that applies now, then perform them all."""
    rules: list[str] = []
    losers: list[tuple[str, str]] = []
    for p in game.players:
        if p.lost:
            continue
        if p.life <= 0 and not static_for(game, p.name, "no_loss_for_zero_life"):
            losers.append((p.name, "704.5a"))
        elif p.drew_from_empty_library:
            losers.append((p.name, "704.5b"))
        elif p.poison >= 10:
            losers.append((p.name, "704.5c"))
    # "You can't lose the game" (Platinum Angel): the state-based action does nothing (101.2)
    spared = [(name, rule) for name, rule in losers if static_for(game, name, "cant_lose")]
    for name, rule in spared:
        if (name, rule) not in game.indestructible_noted:
            game.indestructible_noted.add((name, rule))
            game.log("cant_lose", ("101.2", rule), player=name)
    losers = [x for x in losers if x not in spared]
    to_graveyard: list[tuple[GameObject, str, str]] = []  # (object, rule, reason)
    to_destroy: list[tuple[GameObject, str]] = []
    cease: list[tuple[GameObject, str]] = []
    unattach: list[tuple[GameObject, str]] = []
    excess: list[tuple[GameObject, str, int]] = []  # 704.5s: (object, counter kind, too many)
    counters: list[tuple[GameObject, int]] = []
    because: dict[
        int, tuple[tuple[str, ...], str]
    ] = {}  # protection made it illegal: (rule, quality)
    objects = game.objects.values()
    # the tokens and copies, in the objects' order (C-level passes: no Python step for the
    # other objects)
    for obj in compress(objects, map(or_, map(_IS_TOKEN, objects), map(_IS_COPY, objects))):
        if obj.is_token and (obj.zone != "battlefield" or obj.phased_out):
            cease.append((obj, "704.5d"))
        if obj.is_copy and obj.zone not in ("stack", "battlefield"):
            cease.append((obj, "704.5e"))
    battlefield = game.permanents()
    # each permanent's characteristics once per check (from the layer pass's own table: one
    # look-up per permanent); the rest of the check reuses them
    passed = all_characteristics(game)
    chars: dict[int, Characteristics] = {}
    # the groups of the uniqueness rules and the world permanents, gathered in the same pass
    # over the battlefield (in its order, as each rule reads them)
    walkers: dict[tuple[str, str], list[GameObject]] = {}
    legends: dict[tuple[str, str], list[GameObject]] = {}
    worlds: list[GameObject] = []
    for obj in battlefield:
        ch = chars[obj.id] = passed.get(obj.id) or characteristics(game, obj)
        if "Planeswalker" in ch.types:
            for sub in ch.subtypes:
                walkers.setdefault((obj.controller, sub), []).append(obj)
        if ch.supertypes:
            if "Legendary" in ch.supertypes:
                legends.setdefault((obj.controller, ch.name), []).append(obj)
            if "World" in ch.supertypes:
                worlds.append(obj)
        if "Creature" in ch.types and ch.toughness is not None:
            if ch.toughness <= 0:
                to_graveyard.append((obj, "704.5f", "toughness"))
            elif "Indestructible" in ch.keywords:
                # 702.12b: it ignores the lethal-damage and deathtouch state-based actions;
                # say so once for each new amount of damage
                lethal = obj.damage >= ch.toughness and obj.damage > 0
                key = (obj.id, obj.damage, obj.deathtouch_damage)
                if (lethal or obj.deathtouch_damage) and key not in game.indestructible_noted:
                    game.indestructible_noted.add(key)
                    game.log(
                        "not_destroyed",
                        ("702.12b", "704.5h" if obj.deathtouch_damage and not lethal else "704.5g"),
                        card=obj.label,
                        cause="state",
                    )
            elif obj.damage >= ch.toughness and obj.damage > 0:
                to_destroy.append((obj, "704.5g"))
            elif obj.deathtouch_damage:
                to_destroy.append((obj, "704.5h"))
        if "Planeswalker" in ch.types and obj.counters.get("loyalty", 0) <= 0:
            to_graveyard.append((obj, "704.5i", "loyalty"))
        if obj.counters and obj.counters.get("+1/+1", 0) and obj.counters.get("-1/-1", 0):
            counters.append((obj, min(obj.counters["+1/+1"], obj.counters["-1/-1"])))
        for static in ch.statics:
            if "max_counters" in static:
                spec = static["max_counters"]
                kind, n = spec["kind"], int(spec["n"])
                if obj.counters.get(kind, 0) > n:
                    excess.append((obj, kind, obj.counters[kind] - n))
        if "Aura" in ch.subtypes:
            legal, why = _aura_attached_legally(game, obj, ch)
            if not legal:
                if obj.bestowed is not None:
                    unattach.append((obj, "702.102e"))  # an exception to 704.5n
                else:
                    to_graveyard.append((obj, "704.5n", "aura"))
                    if why:
                        because[obj.id] = why
        elif (
            "Equipment" in ch.subtypes or "Fortification" in ch.subtypes
        ) and obj.attached_to is not None:
            legal, why = _equipment_attached_legally(game, obj, ch)
            if not legal:
                unattach.append((obj, "704.5p"))
                if why:
                    because[obj.id] = why
        elif "Creature" in ch.types and obj.attached_to is not None:
            unattach.append((obj, "704.5q"))
    for group_rule, group, groups in (
        ("704.5j", "planeswalker", walkers),
        ("704.5k", "legend", legends),
    ):
        if not groups:
            continue
        for obj in _uniqueness_losers(game, groups, group):
            to_graveyard.append((obj, group_rule, group))
    if len(worlds) > 1:
        newest = max(o.timestamp for o in worlds)
        keep = [o for o in worlds if o.timestamp == newest]
        # 704.5m: all but the one that has had the supertype for the shortest time
        for o in worlds:
            if len(keep) > 1 or o not in keep:
                to_graveyard.append((o, "704.5m", "world"))
    if not (losers or to_graveyard or to_destroy or cease or unattach or counters or excess):
        return []
    # perform simultaneously
    for name, rule in losers:
        if _loss_replaced(game, name, rule):  # "if you would lose the game, instead …"
            rules.append("614.1a")
            continue
        game.player(name).lost = True
        game.log("player_lost", (rule, "104.3b") if rule == "704.5a" else (rule,), player=name)
        rules.append(rule)
    seen: set[int] = set()
    for obj, rule in cease:
        if obj.id in seen or obj.id not in game.objects:
            continue
        seen.add(obj.id)
        remove_from_zone(game, obj)
        game.remove_object(obj)
        game.log(
            "ceased_to_exist", (rule, "110.5f") if rule == "704.5d" else (rule,), card=obj.label
        )
        rules.append(rule)
    for obj, n in counters:
        if n > 0:
            obj.counters["+1/+1"] -= n
            obj.counters["-1/-1"] -= n
            for k in ("+1/+1", "-1/-1"):
                if not obj.counters[k]:
                    del obj.counters[k]
            game.log("counters_annihilated", ("704.5r",), card=obj.label, n=n)
            rules.append("704.5r")
    for obj, kind, n in excess:
        obj.counters[kind] -= n
        game.log("counters_removed", ("704.5s",), card=obj.label, kind=kind, n=n)
        rules.append("704.5s")
    for obj, rule in unattach:
        why = because.get(obj.id)
        obj.attached_to = None
        if why is None:
            game.log("unattached", (rule,), card=obj.label)
        else:
            game.log("unattached", (rule, *why[0]), card=obj.label, protection=why[1])
        if rule == "702.102e" and obj.bestowed is not None:
            from .faces import end_bestow

            end_bestow(game, obj)  # no longer an Aura: a creature (702.102a)
            game.log("bestow_ended", ("702.102e", "702.102a"), card=obj.label, on_stack=False)
        rules.append(rule)
    for obj, rule in to_destroy:
        if obj.id in seen or obj.id not in game.objects:
            continue
        seen.add(obj.id)
        ch = chars[obj.id]  # as checked (704.3: performed at once, not one after another)
        destroy(game, obj, rules=(rule,), cause="state", damage=obj.damage, toughness=ch.toughness)
        rules.append(rule)
    for obj, rule, reason in to_graveyard:
        if obj.id in seen or obj.id not in game.objects:
            continue
        seen.add(obj.id)
        ch = chars[obj.id]  # every entry is a permanent checked above
        why = because.get(obj.id) if rule == "704.5n" else None
        put_into_graveyard(
            game,
            obj,
            rules=(rule,) if why is None else (rule, *why[0]),
            reason=reason if why is None else "aura_protection",
            toughness=ch.toughness,
            loyalty=ch.loyalty,
            **({} if why is None else {"protection": why[1]}),
        )
        rules.append(rule)
    return rules


def _loss_replaced(game: Game, player: str, rule: str) -> bool:
    """614.1a: a replacement effect replaces the player's losing the game (Lich's Mirror);
    its effects happen instead, and the state-based action's cause is used up (704.5b)."""
    from .replacement.apply import replace
    from .replacement.model import Would
    from .replacement.perform import run_replacement_effects

    would = replace(game, Would(kind="lose_game", player=player))
    if would.outcome != "instead":
        return False
    if rule == "704.5b":
        game.player(player).drew_from_empty_library = False
    for effect, effects in would.then:
        run_replacement_effects(game, effect, effects, would)
    return True


def _uniqueness_losers(
    game: Game, groups: dict[tuple[str, str], list[GameObject]], key: str
) -> list[GameObject]:
    """704.5j / 704.5k: the permanents a player must put into the graveyard, from the groups
    (controller and name for the legend rule, controller and planeswalker type for 704.5j)
    in battlefield order."""
    out: list[GameObject] = []
    for objs in groups.values():
        if len(objs) < 2:
            continue
        keep = _chosen(game, key, objs)
        out.extend(o for o in objs if o is not keep and o not in out)
    return out


def _chosen(game: Game, key: str, objs: list[GameObject]) -> GameObject:
    """The scenario's answer (an id or a name, first match), or the newest permanent (the
    documented default, named in the explanation)."""
    answer = game.answers.get(key)
    if answer is not None:
        for candidate in [answer] if isinstance(answer, str) else list(answer):
            for o in objs:
                if o.alias == candidate:
                    return o
    newest = max(objs, key=lambda o: o.timestamp)
    game.log(
        "default_choice",
        ("704.5k",) if key == "legend" else ("704.5j",),
        choice=key,
        kept=newest.label,
    )
    return newest


def _aura_attached_legally(
    game: Game, aura: GameObject, ch: Characteristics
) -> tuple[bool, tuple[tuple[str, ...], str] | None]:
    """704.5n: an Aura must be attached to an object or player it can enchant; one with
    protection from a quality the Aura has (its characteristics now) can't be enchanted by it
    (702.16c).  Returns whether it is legal, and the protection rule and quality if that is
    why not."""
    target = aura.attached_to
    if target is None:
        return False, None
    if isinstance(target, str):
        return _aura_on_player_legal(game, aura, target, ch)
    if not game.exists(target) or game.obj(target).zone != "battlefield":
        return False, None
    enchanted = game.obj(target)
    spell = aura.card.spell
    if ch.enchant is not None:  # an enchant ability it gained ("with enchant creature")
        gained = PERMANENT_KINDS.get(ch.enchant, {"Creature"})
        if not gained & characteristics(game, enchanted).types:
            return False, None
    elif spell is not None and spell.targets:
        spec = spell.targets[0]
        if spec.kind in ("player", "opponent"):
            return False, None  # 702.5d: an Aura that enchants a player can't enchant a permanent
        kinds = PERMANENT_KINDS.get(spec.kind, {"Creature"} if spec.kind != "permanent" else None)
        other = characteristics(game, enchanted)
        if kinds is not None and not kinds & other.types:
            return False, None
        if not matches(game, enchanted, spec.filter_dict(), controller=aura.controller):
            return False, None
    return _not_protected(game, enchanted, aura, ch, "702.16c")


def _aura_on_player_legal(
    game: Game, aura: GameObject, player: str, ch: Characteristics
) -> tuple[bool, tuple[tuple[str, ...], str] | None]:
    """704.5n for an Aura attached to a player: the player is still in the game (303.4c), the
    Aura can enchant a player (702.5d: "Enchant player"), and the player has no protection from
    a quality the Aura has (702.16c)."""
    if player not in game.player_names() or game.player(player).lost:
        return False, None
    spell = aura.card.spell
    if spell is not None and spell.targets and spell.targets[0].kind not in ("player", "opponent"):
        return False, None
    if spell is not None and spell.targets and spell.targets[0].kind == "opponent":
        if player == aura.controller:
            return False, None
    from .protection import SourceView, player_protected_from, quality_ru, rules

    quality = player_protected_from(game, player, SourceView.of(ch, aura.controller))
    if quality is None:
        return True, None
    return False, (rules("702.16c", quality), quality_ru(quality))


def _not_protected(
    game: Game, attached: GameObject, obj: GameObject, ch: Characteristics, rule: str
) -> tuple[bool, tuple[tuple[str, ...], str] | None]:
    """Whether ``attached`` has no protection from ``obj`` (702.16c–d); if it has, the rule
    and the quality in Russian."""
    view = SourceView.of(ch, obj.controller)
    quality = protected_from(game, attached, view)
    if quality is None:
        return True, None
    return False, (rules(rule, quality, view), quality_ru(quality))


def _equipment_attached_legally(
    game: Game, obj: GameObject, ch: Characteristics
) -> tuple[bool, tuple[tuple[str, ...], str] | None]:
    """704.5p: an Equipment must be attached to a creature (301.5c), a Fortification to a
    land (301.6); neither to a permanent with protection from it (702.16d)."""
    target = obj.attached_to
    if (
        not isinstance(target, int)
        or not game.exists(target)
        or game.obj(target).zone != "battlefield"
    ):
        return False, None
    attached = game.obj(target)
    other = characteristics(game, attached)
    if "Equipment" in ch.subtypes:
        if "Creature" not in other.types or "Creature" in ch.types:
            return False, None
        if attach_restriction_unmet(game, obj, attached):  # "can be attached only to …"
            return False, None
    elif "Land" not in other.types:
        return False, None
    return _not_protected(game, attached, obj, ch, "702.16d")


def attach_restriction_unmet(game: Game, source: GameObject, target: GameObject) -> bool:
    """301.5c, 701.3b: whether ``source``'s own static ability "can be attached only to a
    creature with …" (``attach_only_to``) excludes ``target``."""
    from .filters import matches

    for static in characteristics(game, source).statics:
        flt = static.get("attach_only_to")
        if isinstance(flt, dict) and not matches(
            game, target, flt, controller=source.controller, source=source
        ):
            return True
    return False


def _check_game_over(game: Game) -> None:
    """104.2a: the last player standing wins; 104.4a: all remaining lose at once → a draw."""
    remaining = [p for p in game.players if not p.lost]
    if game.winner or game.is_draw:
        return
    if not remaining:
        game.is_draw = True
        game.log("game_drawn", ("104.4a",))
    elif len(remaining) == 1 and len(game.players) > 1:
        remaining[0].won = True
        game.winner = remaining[0].name
        game.log("game_won", ("104.2a",), player=remaining[0].name)
    else:
        return
    from .faces import revealed_at_game_end

    revealed_at_game_end(game)
