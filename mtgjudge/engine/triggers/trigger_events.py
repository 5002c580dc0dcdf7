"""Trigger events (603.2): which game events are which trigger events, and whom they are
about.

A game event from the log is read as zero or more :class:`Occurrence` values: a trigger
event name (the ``when`` of the card format), the object or player it happened to, and the
objects and player "that …" in the ability's text refers to (Wall of Tears: "that creature";
Hypnotic Specter: "that player").  Objects that left a zone are given as they last existed
(last known information, 603.6d).
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any

from ...dict_init import dict_init
from ..characteristics import characteristics
from ..events import Event
from ..state import Game, GameObject

# game events by which a permanent leaves the battlefield, and the zone it goes to
LEAVING = {
    "destroyed": "graveyard",
    "sacrificed": "graveyard",
    "put_into_graveyard": "graveyard",
    "exiled": "exile",
    "returned_to_hand": "hand",
    "moved_instead": "elsewhere",  # 614.6: a replaced zone change leaves, but does not die
}
# trigger events that look back in time (603.6c-d): their sources may have left
# the battlefield in the same event
LOOK_BACK = (
    "dies",
    "a_creature_dies",
    "leaves_battlefield",
    "a_permanent_to_graveyard",
    "put_into_graveyard_from_battlefield",
    "you_sacrifice_this",
    "you_sacrifice_a_permanent",
    "a_permanent_leaves_battlefield",
)


@dict_init
@dataclass(frozen=True)
class Occurrence:
    """One trigger event: ``when`` happened to ``obj`` (an object, as it exists or last
    existed) or to ``player``; ``that`` and ``that_player`` are what "that …" refers to."""

    when: str
    obj: GameObject | None = None
    player: str | None = None
    that: tuple[int, ...] = ()
    that_player: str | None = None
    produced: tuple[str, ...] = ()  # the mana a land produced (605.1b triggers)
    amount: int = 0  # "that much": the damage dealt in the event
    damage_event: int | None = None  # which damage event (its hits make one trigger event)


#: Every event kind :func:`occurrences` reads: an event of another kind is no trigger event, and
#: detection does not call it for one (most events; ``tests/test_trigger_event_kinds.py``
#: compares this set with the kinds its source names).
KINDS = frozenset(
    {
        "ability_activated",
        "attackers_declared",
        "became_blocked",
        "became_monstrous",
        "blockers_declared",
        "cards_drawn",
        "counters_added",
        "counters_removed",
        "cycled",
        "damage_dealt",
        "discarded",
        "land_played",
        "library_searched",
        "life_gained",
        "madness_exiled",
        "mana_ability",
        "miracle_revealed",
        "permanent_entered",
        "put_onto_battlefield",
        "revealed_this_way",
        "sacrificed",
        "scry",
        "spell_cast",
        "spell_to_graveyard",
        "step_began",
        "tokens_created",
        "trigger_put_on_stack",
        "turned_face_up",
        *LEAVING,
    }
)


def occurrences(game: Game, event: Event) -> list[Occurrence]:
    """The trigger events one game event is (none for a kind not in :data:`KINDS`).  Each
    kind has its own section, read after one comparison of the kind (an event has one)."""
    d = event.data
    k = event.kind
    out: list[Occurrence]
    if k in ("permanent_entered", "land_played", "put_onto_battlefield"):
        obj = _live(game, d.get("id"))
        return [Occurrence("enters_battlefield", obj)] if obj is not None else []
    if k == "mana_ability":
        if not d.get("land"):
            return []
        # "whenever a player taps a land for mana" (605.1b)
        return [
            Occurrence(
                "a_player_taps_land_for_mana",
                player=d["player"],
                that=(d["id"],),
                that_player=d["player"],
                produced=tuple(d.get("produced", ())),
            )
        ]
    if k == "spell_cast":
        return _targeted(game, d) + _cast(game, d)
    if k == "step_began":
        return _step_began(d)
    if k == "damage_dealt":
        return _damage_dealt(game, d)
    if k == "sacrificed":
        return _sacrificed(game, d) + _leaving(game, LEAVING[k], d)
    if k in LEAVING:
        return _leaving(game, LEAVING[k], d)
    if k == "tokens_created":
        return [
            Occurrence("enters_battlefield", o) for i in d.get("ids", []) if (o := _live(game, i))
        ]
    if k == "ability_activated":
        out = _targeted(game, d)
        if d.get("keyword") == "Outlast":
            obj = _live(game, d.get("id"))
            if obj is not None:
                out.append(Occurrence("activates_outlast", obj))
        return out
    if k == "trigger_put_on_stack":
        return _targeted(game, d)
    if k == "counters_added":
        obj = _live(game, d.get("id")) if d.get("kind") == "+1/+1" else None
        if obj is None:
            return []
        # "whenever a +1/+1 counter is put on ~": once for each counter (603.2c); "whenever
        # one or more +1/+1 counters are put on another creature you control": once
        out = [Occurrence("plus_one_counter_put", obj) for _ in range(int(d.get("n", 0)))]
        out.append(Occurrence("plus_one_counters_put", obj))
        return out
    if k == "became_monstrous":
        obj = _live(game, d.get("id"))
        # 701.28a; 701.28b: the X of "monstrosity X" (the trigger's own X, below)
        return [Occurrence("becomes_monstrous", obj, amount=int(d.get("n", 0)))] if obj else []
    if k == "turned_face_up":
        obj = _live(game, d.get("id"))
        return [Occurrence("turned_face_up", obj)] if obj is not None else []  # 702.36e, 707.8
    if k == "spell_to_graveyard":
        if d.get("id") not in game.objects:
            return []
        # 702.54a: "when this spell is put into a graveyard during its resolution" (608.2k)
        return [Occurrence("put_into_graveyard_resolving", game.objects[d["id"]])]
    if k == "attackers_declared":
        return _attackers_declared(game, d)
    if k == "blockers_declared":
        return _blockers_declared(game, d)
    if k == "became_blocked":
        obj = _live(game, d.get("id"))
        if obj is None:
            return []
        # "becomes blocked by a creature": once for each blocker (509.1h, 702.24a)
        return [Occurrence("becomes_blocked", obj)] + [
            Occurrence("becomes_blocked_by", obj, that=(b,))
            for b in d.get("blocker_ids", ())
            if _live(game, b)
        ]
    if k == "cards_drawn":
        # "whenever a player / an opponent draws a card": once for each card (603.2c)
        out = []
        for _ in range(int(d.get("count", 1))):
            out.append(Occurrence("a_player_draws", player=d["player"], that_player=d["player"]))
            out.append(Occurrence("an_opponent_draws", player=d["player"], that_player=d["player"]))
            out.append(Occurrence("you_draw", player=d["player"]))  # "whenever you draw a card"
        return out
    if k == "scry":
        # "whenever you scry" (701.18a)
        return [Occurrence("you_scry", player=d["player"])] if d.get("by") is None else []
    if k == "revealed_this_way":  # 603.10: the linked trigger of the revealing permanent
        source = game.objects.get(d["source_id"])
        if source is None:
            return []
        return [Occurrence("reveals_this_way", source, player=d["player"], that=(d["id"],))]
    if k == "counters_removed":
        return _time_counters_removed(game, d)
    if k == "madness_exiled":
        if d.get("id") not in game.objects:
            return []
        # 702.34a: "when this card is exiled this way"
        return [Occurrence("exiled_with_madness", game.objects[d["id"]])]
    if k == "miracle_revealed":
        if d.get("id") not in game.objects:
            return []
        # 702.93a: "when you reveal this card this way" (the card in its owner's hand)
        return [Occurrence("revealed_for_miracle", game.objects[d["id"]], player=d["player"])]
    if k == "cycled":
        # 702.28c: "when you cycle ~" = when it is discarded to pay a cycling cost; it
        # triggers from the zone the card is in now; 702.28d: "whenever a player cycles"
        out = []
        card = game.objects.get(d["id"]) if d.get("id") is not None else None
        if card is not None:
            out.append(Occurrence("you_cycle_this", card, player=d["player"]))
        that = (d["id"],) if card is not None else ()
        out.append(Occurrence("a_player_cycles", player=d["player"], that=that))
        out.append(Occurrence("you_cycle_a_card", player=d["player"], that=that))
        return out
    if k == "life_gained":
        # "whenever you gain life, put that many +1/+1 counters …" / "… target opponent loses
        # that much life": the life gained in this event (603.2c: one trigger event for each
        # life-gain event)
        return [Occurrence("you_gain_life", player=d["player"], amount=int(d.get("amount", 0)))]
    if k == "library_searched":
        # "whenever a player / an opponent searches their library" (701.15a): once for each
        # search; "that player" is the player who searched
        return [
            Occurrence(when, player=d["player"], that_player=d["player"])
            for when in ("a_player_searches", "an_opponent_searches")
        ]
    if k == "discarded":
        # "whenever a player / an opponent / you discard(s) a [creature] card" (701.7a): once
        # for each card (603.2c); the ``of`` filter is read on the card it became (400.7), "that
        # player" is the player who discarded it
        return [
            Occurrence(when, player=d["player"], that=(i,), that_player=d["player"])
            for i in d.get("ids", ())
            for when in DISCARD_EVENTS
        ]
    return []


def _live(game: Game, i: Any) -> GameObject | None:
    """The object with this id, if it is on the battlefield."""
    obj = game.objects.get(i)
    return obj if obj is not None and obj.zone == "battlefield" else None


def _targeted(game: Game, d: dict) -> list[Occurrence]:
    """ "Whenever ~ becomes the target of a spell or ability": once per spell or ability,
    however many times it targets the permanent; "… an opponent controls": "that player" is
    the spell's or ability's controller (603.2)."""
    out: list[Occurrence] = []
    who = d.get("player") or d.get("controller")
    for i in dict.fromkeys(d.get("target_ids") or ()):
        obj = _live(game, i)
        if obj is not None:
            out.append(Occurrence("becomes_target", obj, that_player=who))
            if who is not None and who != obj.controller:
                out.append(Occurrence("becomes_target_by_opponent", obj, that_player=who))
    return out


def _cast(game: Game, d: dict) -> list[Occurrence]:
    """The trigger events of casting a spell (601.2)."""
    out: list[Occurrence] = []
    spell = game.objects.get(d["id"]) if d.get("id") else None
    if spell is not None:  # "when you cast ~" (702.39a): an ability of the spell itself
        out.append(Occurrence("you_cast_this_spell", spell, player=d["player"]))
    if spell is not None and _instant_or_sorcery_from_hand(game, spell):
        # "when you cast your next instant or sorcery spell from your hand" (a delayed
        # trigger, 603.7b): "it" is that spell
        out.append(
            Occurrence(
                "you_cast_instant_or_sorcery_from_hand", spell, player=d["player"], that=(spell.id,)
            )
        )
    if d.get("noncreature"):
        out.append(Occurrence("you_cast_noncreature_spell", player=d["player"]))
    else:
        out.append(Occurrence("you_cast_creature_spell", player=d["player"]))
    that = (d["id"],) if d.get("id") else ()
    out.append(
        Occurrence("a_player_casts_spell", player=d["player"], that=that, that_player=d["player"])
    )
    # "whenever you cast a spell [of: FILTER]" (702.100a extort; Double Stroke)
    out.append(Occurrence("you_cast_spell", player=d["player"], that=that))
    return out


def _sacrificed(game: Game, d: dict) -> list[Occurrence]:
    """ "When ~ exploits a creature" and "when you sacrifice ~"."""
    out: list[Occurrence] = []
    if d.get("exploited_by") is not None:
        # 702.109a: "when ~ exploits a creature" — even when it sacrificed itself
        ex = d["exploited_by"]
        exploiter = game.objects.get(ex) or game.last_known.get(ex)
        if exploiter is not None:
            # "that": the exploited creature, as it last existed (608.2g, 603.6d)
            gone = d.get("id") if d.get("id") is not None else d.get("was")
            that = (int(gone),) if gone is not None else ()
            out.append(Occurrence("exploits", exploiter, that=that))
    if d.get("player") is not None:
        # "when you sacrifice ~" (701.14a: its controller sacrifices it): it has left the
        # battlefield and looks back (603.6c-d) — also when it went elsewhere instead (614.6)
        gone = d.get("id") if d.get("id") is not None else d.get("was")
        last = game.last_known.get(gone) if gone is not None else None
        if last is not None and last.zone == "battlefield":
            out.append(Occurrence("you_sacrifice_this", last, player=d["player"]))
    return out


def _leaving(game: Game, to_zone: str, d: dict) -> list[Occurrence]:
    """A permanent left the battlefield for ``to_zone`` (``LEAVING``): as it last existed
    (603.6d)."""
    if d.get("from_zone", "battlefield") != "battlefield":
        return []
    last = game.last_known.get(d["id"]) if "id" in d else None
    if last is None or last.zone != "battlefield":
        return []
    # 400.7d: "it" of its own leaves/dies trigger is the card it became (``that``)
    out = [Occurrence("leaves_battlefield", last, that=(last.id,))]
    if to_zone == "graveyard":
        # 400.7d: the ability can find the card the permanent became in the graveyard
        new = d.get("new_id")
        found = (new,) if new is not None and new in game.objects else ()
        out.append(Occurrence("put_into_graveyard_from_battlefield", last, that=found))
        if "Creature" in last.card.types:
            out.append(Occurrence("dies", last, that=(last.id,)))
    return out


def _attackers_declared(game: Game, d: dict) -> list[Occurrence]:
    """ "Whenever ~ attacks" and the trigger events of the attack as a whole (508.1)."""
    attackers = d["attackers"]
    out = [
        Occurrence("attacks", _live(game, a["id"])) for a in attackers if _live(game, a.get("id"))
    ]
    # 702.104a dethrone: "attacks the player with the most life or tied for most life"
    most = max((p.life for p in game.players if not p.lost), default=0)
    out.extend(
        Occurrence("attacks_player_with_most_life", _live(game, a["id"]))
        for a in attackers
        if _live(game, a.get("id"))
        and a.get("defender") in game.player_names()
        and game.player(a["defender"]).life == most
    )
    if len(attackers) >= 2:
        # "whenever you attack with two or more creatures" (508.1: the active player
        # declares them all at once)
        out.append(Occurrence("you_attack_with_two_or_more", player=game.active))
    if len(attackers) >= 3:
        # "whenever ~ and at least two other creatures attack" (battalion, 207.2c)
        out.extend(
            Occurrence("attacks_with_two_others", _live(game, a["id"]))
            for a in attackers
            if _live(game, a.get("id"))
        )
    alone = attackers[0] if len(attackers) == 1 else None
    if alone is not None and _live(game, alone.get("id")):
        # 702.82b: the only creature declared as an attacker "attacks alone"
        obj = _live(game, alone["id"])
        assert obj is not None
        out.append(
            Occurrence(
                "a_creature_you_control_attacks_alone", player=obj.controller, that=(obj.id,)
            )
        )
    return out


def _blockers_declared(game: Game, d: dict) -> list[Occurrence]:
    """ "Whenever ~ blocks [a creature]" and "whenever ~ attacks and isn't blocked"."""
    out: list[Occurrence] = []
    for b in d["blockers"]:
        if _live(game, b.get("id")):
            out.append(
                Occurrence("blocks", _live(game, b["id"]), that=tuple(b.get("attacker_ids", ())))
            )
            # "whenever ~ blocks a [nonblack] creature": once for each creature it blocks
            out.extend(
                Occurrence("blocks_a_creature", _live(game, b["id"]), that=(a,))
                for a in b.get("attacker_ids", ())
                if _live(game, a)
            )
    # "whenever ~ attacks and isn't blocked" (509.1h: no creature was declared to block it)
    out.extend(
        Occurrence("attacks_and_isnt_blocked", game.obj(a))
        for a in game.attackers
        if a not in game.blocked and _live(game, a)
    )
    return out


def _damage_dealt(game: Game, d: dict) -> list[Occurrence]:
    """The trigger events of one damage event to one object or player (510.2, 120.3)."""
    out = _damage_occurrences(game, d)
    if d.get("combat") and d.get("target_kind") == "creature":
        # "whenever ~ deals combat damage to a creature, … that creature" (603.2c: once for
        # each creature dealt damage)
        sid, tid = d.get("source_id"), d.get("target_id")
        source = None if sid is None else (game.objects.get(sid) or game.last_known.get(sid))
        if source is not None and tid is not None:
            out.append(Occurrence("deals_combat_damage_to_creature", source, that=(tid,)))
    if d.get("target_kind") == "player":
        sid = d.get("source_id")
        source = None if sid is None else (game.objects.get(sid) or game.last_known.get(sid))
        if source is not None:
            # the amount: "… deals that much damage to each creature that player controls"
            # (603.2: one damage event to one player, 510.2)
            player, amount = d["target"], d["amount"]
            if d.get("combat"):
                out.append(
                    Occurrence(
                        "deals_combat_damage_to_player", source, that_player=player, amount=amount
                    )
                )
                if player != source.controller:  # "… combat damage to an opponent"
                    out.append(
                        Occurrence(
                            "deals_combat_damage_to_opponent",
                            source,
                            that_player=player,
                            amount=amount,
                        )
                    )
            if player != source.controller:
                out.append(
                    Occurrence(
                        "deals_damage_to_opponent", source, that_player=player, amount=amount
                    )
                )
            # "whenever ~ deals damage to a player, that player …" (603.2)
            out.append(
                Occurrence("deals_damage_to_player", source, that_player=player, amount=amount)
            )
    return out


def _step_began(d: dict) -> list[Occurrence]:
    """ "At the beginning of [a step]" (603.2b)."""
    step = d["step"]
    if step == "upkeep":
        active = d["active"]
        return [
            Occurrence("your_upkeep", player=active),
            # "at the beginning of each player's upkeep, … that player …": the active player
            Occurrence("each_upkeep", player=active, that_player=active),
            # "at the beginning of each opponent's upkeep, … that player …" (503.1)
            Occurrence("each_opponents_upkeep", player=active, that_player=active),
            # "at the beginning of the upkeep of enchanted creature's controller" (Auras)
            Occurrence("enchanted_controllers_upkeep", player=active, that_player=active),
            # "at the beginning of enchanted player's upkeep" (an Aura attached to a player,
            # 303.4k)
            Occurrence("enchanted_players_upkeep", player=active, that_player=active),
        ]
    if step == "draw":
        # "at the beginning of each player's draw step, that player …" (504.1, 603.2b)
        active = d["active"]
        return [
            Occurrence("your_draw_step", player=active),
            Occurrence("each_draw_step", player=active, that_player=active),
        ]
    if step == "end":
        active = d["active"]
        return [
            Occurrence("your_end_step", player=active),
            Occurrence("each_end_step", player=active),
        ]
    if step == "beginning_of_combat":
        active = d["active"]
        return [
            # "at the beginning of combat on your turn" (507.1: the beginning of combat step)
            Occurrence("your_beginning_of_combat", player=active),
            # "at the beginning of combat on each opponent's turn, … that player …" (507.2)
            Occurrence("each_opponents_beginning_of_combat", player=active, that_player=active),
        ]
    if step in ("main1", "main2"):
        # "at the beginning of each of your main phases" (505.4: each main phase, 505.1a)
        active = d["active"]
        out = [Occurrence("your_main_phase", player=active)]
        if step == "main1":  # 505.1a: only the first main phase is the precombat one
            out.append(Occurrence("your_precombat_main_phase", player=active))
            out.append(Occurrence("each_precombat_main_phase", player=active, that_player=active))
        return out
    if step == "end_of_combat":
        return [Occurrence("end_of_combat", player=d["active"])]
    return []


def _time_counters_removed(game: Game, d: dict) -> list[Occurrence]:
    """Time counters removed (702.61a suspend, 702.62a vanishing)."""
    if d.get("kind") != "time" or d.get("id") is None:
        return []
    out: list[Occurrence] = []
    obj = game.objects.get(int(d["id"]))
    if obj is not None and obj.zone == "exile":
        # "whenever a time counter is removed from ~ while it's exiled": once per counter
        out.extend(Occurrence("time_counter_removed_in_exile", obj) for _ in range(d["n"]))
    if obj is not None and d.get("last"):
        # 702.62a, 702.61a: "when the last time counter is removed"
        out.append(Occurrence("last_time_counter_removed", obj))
    return out


# "whenever a player discards a card", "whenever an opponent discards …", "whenever you discard …"
DISCARD_EVENTS = ("a_player_discards", "an_opponent_discards", "you_discard")


def _damage_occurrences(game: Game, d: dict) -> list[Occurrence]:
    """ "Whenever ~ is dealt damage" (Stuffy Doll) and "whenever ~ deals damage" (Spirit
    Link's enchanted creature): one trigger event per damage event and object, however many
    recipients (603.2c; merged in detection), with the amount ("that much")."""
    out = []
    event = d.get("damage_event")
    tid = d.get("target_id")
    if tid is not None and d.get("target_kind") in ("creature", "planeswalker"):
        target = game.objects.get(tid) or game.last_known.get(tid)
        if target is not None:
            out.append(Occurrence("dealt_damage", target, amount=d["amount"], damage_event=event))
            if d.get("combat"):  # "whenever ~ is dealt combat damage" (510.2)
                out.append(
                    Occurrence(
                        "dealt_combat_damage", target, amount=d["amount"], damage_event=event
                    )
                )
    if d.get("combat") and d.get("target_kind") == "player":
        # "when you're dealt combat damage": once for the damage event (603.2c), however many
        # creatures dealt it
        out.append(
            Occurrence(
                "you_dealt_combat_damage",
                player=d["target"],
                amount=d["amount"],
                damage_event=event,
            )
        )
    sid = d.get("source_id")
    source = None if sid is None else (game.objects.get(sid) or game.last_known.get(sid))
    if source is not None and source.zone == "battlefield":
        out.append(Occurrence("deals_damage", source, amount=d["amount"], damage_event=event))
    return out


# trigger events that happen once per damage event and object (their amounts add up)
PER_DAMAGE_EVENT = (
    "dealt_damage",
    "deals_damage",
    "dealt_combat_damage",
    "you_dealt_combat_damage",  # of a player
)


def merge_damage(found: list) -> list:
    """(event, occurrence) pairs with one ``dealt_damage``/``deals_damage`` occurrence per
    object and damage event: a trampler that damages a blocker and a player deals damage
    once, of the total amount (603.2c)."""
    if not found:
        return []  # (most events are no trigger event)
    for _, occ in found:
        if occ.damage_event is not None:
            break
    else:
        return found  # (most: no damage event among them, nothing to merge)
    first: dict[tuple, int] = {}
    out: list = []
    for event, occ in found:
        who = occ.obj.id if occ.obj is not None else occ.player
        if occ.when not in PER_DAMAGE_EVENT or who is None or occ.damage_event is None:
            out.append((event, occ))
            continue
        key = (occ.when, who, occ.damage_event)
        if key in first:
            i = first[key]
            e0, o0 = out[i]
            out[i] = (e0, replace(o0, amount=o0.amount + occ.amount))
        else:
            first[key] = len(out)
            out.append((event, occ))
    return out


def _instant_or_sorcery_from_hand(game: Game, spell: GameObject) -> bool:
    """An instant or sorcery spell (its characteristics on the stack) cast from its owner's
    hand (the stack item's ``_cast_from``, 601.2a)."""
    item = game.stack_item(spell.id)
    if (
        item is None
        or item.choices.get("_copy")
        or item.choices.get("_cast_from", "hand") != "hand"
    ):
        return False
    return bool({"Instant", "Sorcery"} & characteristics(game, spell).types)
