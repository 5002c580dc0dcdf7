"""Stage 4: parse trees → the card format's ability values (the mappings of ``docs/cards.md``).

A :class:`Builder` turns a lark tree bottom-up into plain mappings.  Targets are collected in
the order they are written (601.2c) and references become ``target``, ``target:2`` …; "it"
means the last target mentioned, or the source when there is none.  A construction the grammar
reads but the engine cannot play raises :class:`Unsupported` with the rule it would need:
the whole ability is then refused, never half-built.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache
from typing import Any

from .grammar import NUMBER_WORDS, plural_subtypes

PLURALS = plural_subtypes()


@dataclass(frozen=True)
class _TokenEach:
    """The "for each …" of a token instruction (a marker among the rule's children)."""

    value: Any


class Unsupported(Exception):
    """An ability the engine cannot play: ``reason`` (Russian), the rule it would need and,
    where known, the column of the clause where the problem starts (1-based)."""

    def __init__(self, reason: str, rule: str, column: int | None = None) -> None:
        super().__init__(reason)
        self.reason = reason
        self.rule = rule
        self.column = column


@dataclass(frozen=True)
class Sentences:
    """The instructions of an ability and the joins between them (see ``Builder.sentences``)."""

    effects: list
    joins: list


@dataclass(frozen=True)
class IfYouDo(Sentences):
    """A sentence "If you do, …" that belongs to the "you may …" before it (608.2d)."""


@dataclass(frozen=True)
class TargetRef:
    """A "target …" phrase inside an effect, before it gets its number; ``each`` for "up to N
    target …" (its objects are all the ability's targets: ``each_target``)."""

    spec: Any
    each: bool = False


IT = "__it__"
# trigger events about another object than the source (its "it" is that object, 603.2)
OTHER_OBJECT_EVENTS = (
    "a_creature_attacks",
    "a_creature_deals_combat_damage_to_player",
    "a_creature_deals_combat_damage_to_opponent",
    "a_creature_deals_damage_to_opponent",
    "a_creature_dies",
    "a_player_taps_land_for_mana",  # the land (605.1b; "its controller": family mana2_lands)
    "another_creature_enters",
    "a_permanent_enters",
    "a_player_casts_spell",
    "a_creature_deals_damage",
    "a_creature_dealt_damage",
    "a_permanent_to_graveyard",
    "becomes_blocked_by",
    "a_creature_you_control_attacks_alone",
    "a_permanent_becomes_tapped",
    "a_permanent_turned_face_up",
    "a_permanent_becomes_target_by_opponent",
    "deals_combat_damage_to_creature",
    "blocks_a_creature",
    "dealt_damage_by_self_dies",
    "you_sacrifice_a_permanent",  # family perms_sacrifice
    # families trig_*: the discarded card, the permanent that left
    "a_player_discards",
    "an_opponent_discards",
    "you_discard",
    "a_permanent_leaves_battlefield",
)
# trigger events whose "it" is the object of the event, read as the engine's "that" (the
# attacking creature of "Whenever a Dragon you control attacks, it gains double strike")
IT_IS_THAT_EVENTS = (
    "a_creature_attacks",
    "a_creature_deals_combat_damage_to_player",
    "a_creature_deals_combat_damage_to_opponent",
    "a_creature_deals_damage_to_opponent",
    "a_creature_deals_damage",
    "a_creature_dealt_damage",
    "a_permanent_turned_face_up",
    # "Whenever a creature with flying enters the battlefield under your control, it gains
    # haste": the permanent that entered
    "a_permanent_enters",
    "another_creature_enters",
)
# trigger events about another object that left the battlefield whose "its" in an amount is
# that object as it last existed ("When enchanted creature dies, … X is its toughness",
# 603.6d, 608.2g)
AMOUNT_IT_IS_THAT_EVENTS = ("a_creature_dies",)
# trigger events about the source and another object that "that creature" names (603.2):
# "Whenever ~ deals combat damage to a creature, tap that creature"
THAT_IS_EVENT_OBJECT = (
    "deals_combat_damage_to_creature",
    "becomes_blocked_by",
    "blocks_a_creature",
    # "Whenever ~ or another creature enters the battlefield under your control, that creature
    # gets +2/+2 until end of turn": the permanent that entered
    "a_permanent_enters",
    # "Whenever a creature attacks you or a planeswalker you control, ~ deals 1 damage to that
    # creature": the attacking creature
    "a_creature_attacks",
    # "Whenever ~ or another creature you control is turned face up, untap that creature"
    "a_permanent_turned_face_up",
)
# trigger events of the source itself: its "it" in a delayed ability is the source (603.7c)
SELF_EVENTS = (
    "attacks",
    "blocks",
    "becomes_blocked",
    "enters_battlefield",
    "deals_combat_damage_to_player",
    "deals_combat_damage_to_opponent",
)
THAT = "__that_creature__"
NONTARGET = "__not_a_target__"  # the last object named is neither a target nor the source
THOSE = "__those_creatures__"  # "those creatures", "they": every target of "any number of …"
GROUP = "__a_group__"  # the last object named is a group of creatures ("those creatures": it)
COUNTED = "__counted__"  # the last instruction counted creatures ("those creatures": them)
REVEALED = "__revealed__"  # the last instruction revealed a card: only "that card" names it
MANIFESTED = "__manifested__"  # the last instruction manifested a card: "it" is that permanent
THAT_CARD = "__that_card__"  # "that card": what moved (400.7d), resolved by ``_ability``
# "return it to your hand": "it" is a card an instruction before moved (a put card, 400.7) or
# the card a trigger's object became in its new zone (400.7d, 603.6c) — resolved by ``_ability``
IT_MOVED = "__it_moved__"
# "that permanent or player": the creature-or-player target named before (608.2c)
THAT_TARGET = "__that_target__"
# "the discarded card": the card discarded to pay an activated ability's cost (117.1)
DISCARDED = "__discarded__"
# the last instruction put a card from a hand (or graveyard) onto the battlefield: "that
# creature" and "it" are that permanent (400.7; the engine's ``that``)
PUT_CARD = "__put_card__"
# trigger events whose object became a card in another zone ("that card", 400.7d)
ZONE_CHANGE_EVENTS = (
    "a_creature_dies",
    "dies",
    "leaves_battlefield",
    "a_permanent_to_graveyard",
    "dealt_damage_by_self_dies",
)
THAT_PLAYER = "that_player"  # the player the trigger event was about (603.2)
# "its controller": of the last target written, or of the object the trigger event was about
ITS_CONTROLLER = "__its_controller__"
ITS_OWNER = "__its_owner__"  # "its owner": of the target named before it (108.3)
# the player of the instruction before, its subject left out ("Target player draws two cards
# and loses 2 life", "… draws a card, then discards a card")
SAME_PLAYER = "__same_player__"
# trigger events whose "that player" is known (the player dealt damage)
THAT_PLAYER_EVENTS = (
    "deals_combat_damage_to_player",
    "a_creature_deals_combat_damage_to_player",
    "deals_combat_damage_to_opponent",
    "a_creature_deals_combat_damage_to_opponent",
    "a_creature_deals_damage_to_opponent",
    "deals_damage_to_opponent",
    "each_upkeep",
    "enchanted_controllers_upkeep",
    "enchanted_players_upkeep",
    "each_draw_step",
    "a_player_draws",
    "an_opponent_draws",
    "deals_damage_to_player",
    "a_player_taps_land_for_mana",
    "a_player_casts_spell",  # "whenever a player casts …, … that player" (603.2)
    # "… becomes the target of a spell or ability an opponent controls, … that player"
    "becomes_target_by_opponent",
    "a_permanent_becomes_target_by_opponent",
    "each_opponents_upkeep",
    "a_player_discards",  # "whenever a player / an opponent discards a card, … that player"
    "an_opponent_discards",
    "each_opponents_beginning_of_combat",  # "… on each opponent's turn, … that player controls"
    "each_precombat_main_phase",  # "… of each player's precombat main phase, that player …"
    "a_player_searches",  # "whenever a player / an opponent searches their library, that player"
    "an_opponent_searches",
)  # "that creature": "it", worded as the text words it
KEYWORD_NAMES = {
    "flying": "Flying",
    "haste": "Haste",
    "vigilance": "Vigilance",
    "trample": "Trample",
    "deathtouch": "Deathtouch",
    "lifelink": "Lifelink",
    "reach": "Reach",
    "hexproof": "Hexproof",
    "shroud": "Shroud",
    "indestructible": "Indestructible",
    "intimidate": "Intimidate",
    "defender": "Defender",
    "fear": "Fear",
    "shadow": "Shadow",
    "horsemanship": "Horsemanship",
    "infect": "Infect",
    "wither": "Wither",
}
MUST_ATTACK = "Attacks each combat if able"  # 508.1d
DOESNT_UNTAP = "Doesn't untap during its controller's untap step"  # 502.2
EXCEPT_BY_TWO = "Can't be blocked except by two or more creatures"  # 509.1b
MAY_NOT_UNTAP = "You may choose not to untap it during your untap step"  # 502.2
ONLY_FLYING = "Can block only creatures with flying"  # 509.1b
NON_TYPES = {"adj_nonartifact": "Artifact", "adj_nonland": "Land", "adj_noncreature": "Creature"}


def _tokens(children: list) -> list[str]:
    return [str(c) for c in children if hasattr(c, "type")]


def _pt(token: Any) -> tuple[int, int]:
    text = str(token).replace("−", "-")
    power, toughness = text.split("/")
    if "x" in text:
        raise Unsupported("X в изменении силы и выносливости", "107.3", token.column)
    return int(power), int(toughness)


def _mana(token: Any) -> str:
    return str(token).upper()


def _merge_filters(*parts: dict) -> dict:
    out: dict[str, Any] = {}
    for part in parts:
        for key, value in part.items():
            if key in out and isinstance(value, list):
                out[key] = out[key] + value
            else:
                out[key] = value
    return out


class Builder:
    """Callbacks by rule name; ``build(tree)`` returns the mapping of the start rule.
    ``granted``: the quoted abilities of the clause, compiled beforehand, in order (613.1f)."""

    def __init__(self, granted: list | None = None) -> None:
        self.granted = list(granted or [])

    def kw_quoted(self, c):
        if not self.granted:
            raise Unsupported("способность в кавычках", "613.1f")
        return self.granted.pop(0)

    def build(self, tree: Any) -> Any:
        from lark import Token

        if isinstance(tree, Token):
            return tree
        children = [self.build(c) for c in tree.children]
        method = getattr(self, str(tree.data), None)
        if method is None:
            family_rule = _family_rules().get(str(tree.data))
            if family_rule is not None:
                return family_rule(self, children)
            return children[0] if len(children) == 1 else children
        return method(children)

    # -- start rules ---------------------------------------------------------------
    def spell(self, c):
        return _ability(_no_that_much(c[0]))

    def strive(self, c):
        """Strive (207.2c): "This spell costs {2}{U} more to cast for each target beyond the
        first" — the card's ``cost_per_extra_target`` (601.2c, 601.2e); the spell must have a
        variable number of targets for it to mean anything."""
        ability = _ability(_no_that_much(c[1]))
        if not any(
            isinstance(t, dict) and t.get("count", 1) != 1 for t in ability.get("targets", ())
        ):
            raise Unsupported("«за каждую цель после первой» без числа целей на выбор", "601.2c")
        return {"cost_per_extra_target": _mana(c[0]), **ability}

    def modal(self, c):
        return {"modes": [_ability(_no_that_much(mode)) for mode in c]}

    def modal_two(self, c):
        """ "Choose two —" (700.2): two different modes, followed in the order written."""
        return {"modes": [_ability(_no_that_much(mode)) for mode in c], "choose": 2}

    def mode(self, c):
        return c[0]

    def activated(self, c):
        cost, effects = c[0], c[1]
        verbs = [next(iter(e)) for e in effects.effects if isinstance(e, dict)]
        if "add_mana" in verbs and verbs[: verbs.count("add_mana")] != ["add_mana"] * verbs.count(
            "add_mana"
        ):
            # 605.1a, 605.3b: the engine adds a mana ability's mana first, then the rest
            raise Unsupported("мана-способность: другой эффект перед маной", "605.3b")
        ability = {"cost": cost, **_ability(_no_that_much(effects))}
        if isinstance(cost, dict) and cost.get("discard"):
            # "If the discarded card was a Zombie card, …": the card this cost discarded
            ability["effects"] = _named_discarded(ability["effects"])
        if len(c) > 2 and isinstance(c[2], dict) and "cost_less" in c[2]:
            ability["cost_less"] = c[2]["cost_less"]  # 602.2b (family mana2_ability_costs)
        elif len(c) > 2 and isinstance(c[2], dict):  # "Activate this ability only if …" (602.5b)
            # (a mana ability too: the engine checks it also when it pays a cost by itself)
            ability["only_if"] = c[2]["only_if"]
        elif len(c) > 2 and isinstance(c[2], str):  # "sorcery", "your_turn", … (602.5b, 602.5d)
            if c[2] != "sorcery" and "add_mana" in verbs:
                raise Unsupported("мана-способность с ограничением времени активации", "602.5b")
            ability["timing"] = c[2]
        elif len(c) > 2:
            if "add_mana" in verbs:
                raise Unsupported("мана-способность с ограничением числа активаций", "602.5b")
            ability["per_turn"] = c[2]
        return ability

    def during_your_turn(self, c):
        return "your_turn"

    def before_attackers(self, c):
        return "your_turn_before_attackers"

    def during_your_upkeep(self, c):
        return "your_upkeep"

    def after_blockers(self, c):
        return "combat_after_blockers"

    def only_if(self, c):
        return {"only_if": c[0]}

    def cond_total_power(self, c):
        return {"total_power_at_least": int(c[0])}

    def once_each_turn(self, c):
        return 1

    def twice_each_turn(self, c):
        return 2

    def loyalty(self, c):
        value = str(c[0]).replace("−", "-").upper()
        return {"loyalty": value, **_ability(_no_that_much(c[1]))}

    def timing(self, c):
        return "sorcery"

    def triggered(self, c):
        event, effects = c[0], c[1]
        out = dict(event)
        # "it" after an event about another object ("Whenever a creature enters the
        # battlefield, … deals 1 damage to it") is that object, not the source: refused
        # unless the event named the card itself
        about_other = event["when"] in OTHER_OBJECT_EVENTS and not (
            event.get("_self_or") or event.get("of", {}).get("targets_source")
        )
        # 701.28b: "When ~ becomes monstrous, … X …" is the X of its "monstrosity X"
        monstrous = event["when"] == "becomes_monstrous"
        ability = _ability(
            effects if monstrous else _no_bare_x(effects),
            source_is_it=not about_other,
            that_player=event["when"] in THAT_PLAYER_EVENTS,
            it_is_that=event["when"] in IT_IS_THAT_EVENTS,
            that_card=event["when"] in ZONE_CHANGE_EVENTS and about_other,
            that_is_event_object=event["when"] in THAT_IS_EVENT_OBJECT,
            # (after "dies", the delayed ability's "it" is the card the source became:
            # ``_the_dead_card`` below, 400.7d)
            delayed_it_is_source=not about_other and event["when"] in (*SELF_EVENTS, "dies"),
            amount_it_is_that=about_other and event["when"] in AMOUNT_IT_IS_THAT_EVENTS,
        )
        ability = _intervening_if(ability)
        _event_amounts(ability, event["when"])
        if about_other or (event.get("_self_or") and event["when"] in IT_DEALS_EVENTS):
            ability["effects"] = [_it_deals(e, event["when"]) for e in ability["effects"]]
        if event["when"] == "dies":
            ability["effects"] = [_the_dead_card(e) for e in ability["effects"]]
        if event["when"] == "put_into_graveyard_from_battlefield":
            ability["effects"] = [_the_card_in_graveyard(e) for e in ability["effects"]]
        if event["when"] in ("dies", "leaves_battlefield"):
            # the permanent is gone: "put it on top of / shuffle it into its owner's library"
            # means the card it became, found in the public zone it went to (400.7d, 603.6c)
            ability["effects"] = [_the_card_it_became(e) for e in ability["effects"]]
        out.update(ability)
        if _moves_this_card(out["effects"]):
            out["zone"] = "graveyard"  # 112.6k: "return CARDNAME from your graveyard …"
        return out

    def triggered_modal(self, c):
        """ "When CARDNAME enters the battlefield, choose one — • … • …" (700.2b)."""
        event, modes = c[0], c[1:]
        out = dict(event)
        about_other = event["when"] in OTHER_OBJECT_EVENTS and not event.get("_self_or")
        out["modes"] = [
            _ability(
                _no_bare_x(m),
                source_is_it=not about_other,
                that_player=event["when"] in THAT_PLAYER_EVENTS,
                it_is_that=event["when"] in IT_IS_THAT_EVENTS,
            )
            for m in modes
        ]
        for mode in out["modes"]:
            _event_amounts(mode, event["when"])
        if about_other or (event.get("_self_or") and event["when"] in IT_DEALS_EVENTS):
            for mode in out["modes"]:  # "it deals …": the event's permanent (608.2g)
                mode["effects"] = [_it_deals(e, event["when"]) for e in mode["effects"]]
        return out

    def triggered_if(self, c):
        out = self.triggered([c[0], c[2]])
        if "if" in out:
            raise Unsupported("два условия «if» подряд", "603.4")
        parts = c[1].get("all_of", [c[1]]) if isinstance(c[1], dict) else []
        if any("cast_from" in p for p in parts) and (
            out["when"] != "enters_battlefield" or set(out) & {"of", "_self_or", "_word"}
        ):
            # "if you cast it from your hand": only of the source's own entering (601.2a,
            # 603.4; the engine asks how the source came from the stack)
            raise Unsupported("«if you cast it from your hand» не о самом источнике", "603.4")
        out["if"] = c[1]
        return out

    def if_tribute_not_paid(self, c):
        return {"tribute_not_paid": True}

    def if_raid(self, c):
        return {"attacked_with_at_least": 1}

    def if_no_spells(self, c):
        return {"no_spells_last_turn": True}

    def if_player_spells(self, c):
        return {"a_player_cast_last_turn_at_least": c[0]}

    def ev_time_counter_exiled(self, c):
        """ "Whenever a time counter is removed from CARDNAME while it's exiled" (702.61a)."""
        return {"when": "time_counter_removed_in_exile"}

    def if_creatures_died(self, c):
        """ "if three or more creatures died this turn" (700.4)."""
        return {"creatures_died_this_turn_at_least": c[0]}

    def if_kicked_with(self, c):
        """ "if it was kicked with its {1}{B} kicker" (702.32a, 603.4)."""
        return {"kicked_with": _mana(c[0])}

    def if_counters_on_self(self, c):
        """ "if there are two or more ki counters on CARDNAME" (603.4)."""
        return {"counters_at_least": {"kind": str(c[1]), "n": c[0]}}

    def if_a_creature_died(self, c):
        """Morbid: "if a creature died this turn" (700.4)."""
        return {"creatures_died_this_turn_at_least": 1}

    def ev_turned_face_up(self, c):
        return {"when": "turned_face_up"}

    def ev_each_upkeep(self, c):
        return {"when": "each_upkeep"}

    def ev_enchanted_upkeep(self, c):
        """ "At the beginning of the upkeep of enchanted creature's controller" (an Aura's
        trigger on that player's upkeep; "that player" is that player, 603.2)."""
        return {"when": "enchanted_controllers_upkeep", "_of": str(c[0]).removesuffix("'s")}

    def enchanted_poss(self, c):
        return str(c[0])

    def ev_each_players_upkeep(self, c):
        """ "At the beginning of each player's upkeep": each upkeep; "that player" is the
        player whose upkeep it is (503.1)."""
        return {"when": "each_upkeep", "_players": True}

    def transform(self, c):
        return {"transform": c[0]}

    def switch_pt(self, c):
        """ "Switch CARDNAME's power and toughness until end of turn" (613.3e, layer 7e)."""
        return {"become": {"switch_pt": True}, "to": "self", "until": "end_of_turn"}

    def put_on_top(self, c):
        """ "Put target creature on top of its owner's library" (400.7: a new object)."""
        if isinstance(c[0], dict):
            raise Unsupported("несколько объектов наверх библиотеки (порядок)", "401.4")
        return {"put_on_library": c[0]}

    def flip(self, c):
        """709.2: "flip CARDNAME" / "flip it" — the permanent becomes flipped."""
        return {"flip": c[0]}

    def detain(self, c):
        """701.26a."""
        return {"detain": c[0]}

    def become_blocked(self, c):
        """509.1h, 702.21i: "… becomes blocked"."""
        return {"become_blocked": c[0]}

    def fight(self, c):
        return {"fight": c[0], "with": c[1]}

    def monstrosity(self, c):
        return {"monstrosity": c[0]}

    def bolster(self, c):
        return {"bolster": int(c[0])}

    def populate(self, c):
        return {"populate": True}

    def proliferate(self, c):
        return {"proliferate": True}

    def ev_monstrous(self, c):
        return {"when": "becomes_monstrous"}

    def static(self, c):
        return c[0]

    def sentences(self, c):
        """Effects in order, and between each two how the text joins them ("." a new
        sentence, "and", "then", "comma_and"; "with" for "gets … and gains …").  Joins carry
        no rules meaning (608.2c); only the renderer reads them."""
        effects: list = []
        joins: list[str] = []
        for sentence in c:
            if isinstance(sentence, IfYouDo):  # "You may X. If you do, Y." (608.2d)
                last = effects[-1] if effects else None
                if (
                    not isinstance(last, dict)
                    or set(last) - {"may", "if", "_if_head", "_may_and"}
                    or "may" not in last
                ):
                    raise Unsupported("«If you do» не после «you may …»", "608.2d")
                effects[-1] = {**last, "then": sentence.effects, "_then_joins": sentence.joins}
                continue
            for i, (join, effect) in enumerate(sentence):
                if effect == "cant_regen":
                    if i or not effects or not ({"destroy", "destroy_all"} & set(effects[-1])):
                        raise Unsupported(
                            "«не может быть регенерировано» без «уничтожьте» перед ним", "701.12c"
                        )
                    effects[-1] = {**effects[-1], "cant_regenerate": True}
                    continue
                if isinstance(effect, dict) and "_token_has" in effect:  # 110.5b
                    from .families.granted_abilities import token_has

                    effects[-1:] = [token_has(effects[-1] if effects else None, effect)]
                    continue
                if isinstance(effect, dict) and "_amend" in effect:
                    # a family's sentence that changes the instruction before it ("If …,
                    # counter that spell instead.", 614.15): its function gives the new one
                    amended = effect["_amend"](effects[-1] if effects else None, effect)
                    if isinstance(amended, list):  # the instruction before it, then its own
                        effects[-1:] = amended
                        joins.extend([join if i else "."] * (len(amended) - 1))
                    else:
                        effects[-1:] = [amended]
                    continue
                if (
                    i
                    and join == "and"
                    and isinstance(effect, dict)
                    and effects
                    and set(effects[-1]) <= {"may", "_may_and"}
                ):
                    # "you may untap it and remove it from combat": both are what the player
                    # may do (608.2d) — not the first only
                    last = effects[-1]
                    effects[-1] = {**last, "may": [*last["may"], effect], "_may_and": True}
                    continue
                if effects:
                    joins.append(join if i else ".")
                if isinstance(effect, list):  # "gets … and gains … until end of turn"
                    effects.extend(effect)
                    joins.extend(["with"] * (len(effect) - 1))
                elif (
                    effect == {"shuffle": True}
                    and effects
                    and joins
                    and joins[-1] == "then"
                    and "may" in effects[-1]
                    and _search_of(effects[-1]) is not None
                ):
                    # "you may search …, then shuffle your library": the shuffle belongs to
                    # the search the player may decline (a declined search shuffles nothing)
                    joins.pop()
                    effects[-1] = {**effects[-1], "may": [*effects[-1]["may"], effect]}
                else:
                    effects.append(effect)
        return Sentences(effects, joins)

    def sentence(self, c):
        return c[0]

    def if_sentence(self, c):
        """ "If you control a creature with power 4 or greater, you may draw a card.": every
        instruction of the sentence has the condition (608.2c: checked as it is followed)."""
        condition, chain = c[0], c[1]
        out = []
        for i, (join, effect) in enumerate(chain):
            parts = effect if isinstance(effect, list) else [effect]
            if not all(isinstance(p, dict) for p in parts) or any("if" in p for p in parts):
                raise Unsupported("условие «if …» у такого указания", "608.2c")
            marked = [{**p, "if": condition} for p in parts]
            if i == 0:
                marked[0] = {**marked[0], "_if_head": True}
            out.append((join, marked if isinstance(effect, list) else marked[0]))
        return out

    def cond_control_with(self, c):
        return {"you_control": {**c[0], **c[1]}}

    def cond_control_no_subtype(self, c):
        return {"you_control_none": {"subtypes": [_subtype_name(PLURALS[str(c[0])])]}}

    # -- delayed triggered abilities (603.7) --------------------------------------------
    def at_next_end_step(self, c):
        return "next_end_step"

    def at_next_turns_upkeep(self, c):
        return "next_turns_upkeep"

    def delayed_after(self, c):
        """ "Draw a card at the beginning of the next turn's upkeep" (603.7: created as the
        spell or ability resolves, it triggers once, 603.7b)."""
        return self._delayed(c[0], c[1], before=False)

    def delayed_before(self, c):
        """ "At the beginning of the next end step, sacrifice it." """
        return self._delayed(c[1], c[0], before=True)

    def _delayed(self, chain: list, at: str, before: bool) -> list:
        inner = self.sentences([chain])
        spec: dict[str, Any] = {"at": at, "effects": inner.effects, "_joins": inner.joins}
        if before:
            spec["_before"] = True
        return [(".", {"delayed": spec})]

    def if_you_do(self, c):
        inner = self.sentences([c[0]])
        return IfYouDo(inner.effects, inner.joins)

    def may_pay_sentence(self, c):
        inner = self.sentences([c[1]])
        effect = {"may_pay": _mana(c[0]), "then": inner.effects, "_then_joins": inner.joins}
        if "X" in _mana(c[0]):  # 107.3e: X is chosen as the ability resolves, then paid
            if _mana(c[0]).count("X") != 1:
                raise Unsupported("«you may pay {X}{X}»", "107.3e")
            effect["choose_x"] = True
        return [(".", effect)]

    def effect_chain(self, c):
        out = [(".", c[0])]
        for i in range(1, len(c), 2):
            out.append((c[i], c[i + 1]))
        return out

    def join_then(self, c):
        return "then"

    def join_and(self, c):
        return "and"

    def join_comma_and(self, c):
        return "comma_and"

    # -- costs ---------------------------------------------------------------------
    def cost(self, c):
        out: dict[str, Any] = {}
        for part in c:
            for key, value in part.items():
                if key == "mana":
                    out["mana"] = out.get("mana", "") + value
                elif key in out:
                    raise Unsupported("две одинаковые части стоимости", "602.2b")
                else:
                    out[key] = value
        return out

    def cost_mana(self, c):
        text = _mana(c[0])
        out: dict[str, Any] = {}
        mana = text.replace("{T}", "").replace("{Q}", "")
        if "{T}" in text:
            out["tap"] = True
        if "{Q}" in text:
            out["untap"] = True
        if mana:
            out["mana"] = mana
        return out

    def cost_sacrifice_self(self, c):
        return {"sacrifice_self": True}

    def cost_sacrifice(self, c):
        """ "Sacrifice a Goblin / two lands" (117.1, 701.14a)."""
        flt = dict(c[1]["filter"])
        if "types" in c[1]:
            flt["types"] = c[1]["types"]
        return {"sacrifice": flt} | ({"sacrifice_count": c[0]} if c[0] != 1 else {})

    def cost_discard_self(self, c):
        """ "Discard CARDNAME": paid only from a hand, where the ability then works (112.6i)."""
        return {"discard_self": True}

    def cost_life(self, c):
        return {"pay_life": int(c[0])}

    def cost_discard(self, c):
        return {"discard": c[0]}

    def cost_counter(self, c):
        return str(c[0]).replace("−", "-")

    def cost_subtype(self, c):
        """ "a Goblin", "two untapped Wizards you control": a subtype without its card type."""
        flt: dict[str, Any] = {}
        plurals = plural_subtypes()
        for part in c:
            if isinstance(part, dict):
                flt = _merge_filters(flt, part)
            elif getattr(part, "type", "") == "SUBTYPE_PL":
                flt = _merge_filters(flt, {"subtypes": [_subtype_name(plurals[str(part)])]})
            elif getattr(part, "type", "") == "SUBTYPE":
                flt = _merge_filters(flt, {"subtypes": [_subtype_name(str(part))]})
        return {"filter": flt}

    def cost_sacrifice_plural(self, c):
        """ "Sacrifice two lands" (117.1, 701.14a)."""
        return self.cost_sacrifice([c[0], {"filter": c[1]}])

    def cost_sacrifice_another(self, c):
        """ "Sacrifice another creature": not the source (109.1)."""
        spec = c[0]
        return {"sacrifice": {"types": ["Creature"], **spec.get("filter", {}), "other": True}}

    def cost_discard_hand(self, c):
        """ "Discard your hand" (117.1, 701.7a: however many cards, none included)."""
        return {"discard_hand": True}

    def cost_discard_random(self, c):
        """ "Discard a card at random" (701.7b: the card is chosen at random)."""
        return {"discard": c[0], "discard_random": True}

    def cost_discard_typed(self, c):
        """ "Discard a creature card": a card of the hand that fits (117.1, 701.7a)."""
        flt = {k: v for k, v in c[1]["filter"].items() if k != "controller"}
        return {"discard": c[0], "discard_filter": flt}

    def cost_remove_counters(self, c):
        """ "Remove N KIND counters from CARDNAME" (117.1, 121.1: only with N there)."""
        n, kind, word = c[0], c[1], c[2]
        if (n == 1) != (word == "counter"):
            raise Unsupported("число жетонов не согласовано", "121.1")
        return {"remove_counters": {"kind": kind, "n": n}}

    def cost_remove_and_sacrifice(self, c):
        """ "Remove three quest counters from CARDNAME and sacrifice it" (117.1): both parts."""
        return {**self.cost_remove_counters(c), "sacrifice_self": True}

    def cost_exile_top(self, c):
        """ "Exile the top card of your library" (117.1; only with that many cards there)."""
        return {"exile_top": c[0]}

    def cost_remove_any(self, c):
        """ "Remove any number of storage counters from CARDNAME": X, chosen on activation
        (107.3); the effect's "for each … counter removed this way" counts it."""
        return {"remove_counters": {"kind": c[0], "n": "X"}}

    def cost_put_counters(self, c):
        """ "Put a -1/-1 counter on CARDNAME" as a cost (117.1, 121.2)."""
        n, kind, word = c[0], c[1], c[2]
        if (n == 1) != (word == "counter"):
            raise Unsupported("число жетонов не согласовано", "121.2")
        return {"put_counters": {"kind": kind, "n": n}}

    def cost_exile_self(self, c):
        """ "Exile CARDNAME" (117.1, 406.2)."""
        return {"exile_self": "battlefield"}

    def cost_exile_self_graveyard(self, c):
        """ "Exile CARDNAME from your graveyard": the ability works there (112.6)."""
        return {"exile_self": "graveyard"}

    def cost_exile_graveyard(self, c):
        """ "Exile two creature cards from your graveyard" (117.1, 406.2)."""
        flt = {k: v for k, v in c[1]["filter"].items() if k != "controller"}
        return {"exile_from_graveyard": flt} | ({"exile_count": c[0]} if c[0] != 1 else {})

    def cost_exile_graveyard_any(self, c):
        return {"exile_from_graveyard": {}} | ({"exile_count": c[0]} if c[0] != 1 else {})

    def cost_tap_untapped(self, c):
        """ "Tap an untapped creature you control" (117.1; not a {T} cost of that creature,
        so summoning sickness does not matter, 302.6)."""
        n, spec = c[0], c[1]
        flt = dict(spec.get("filter", spec) if "kind" in spec or "filter" in spec else spec)
        if "kind" in spec:
            flt = {"types": ["Creature"], **flt}
        if flt.get("tapped") is not False or flt.get("controller") != "you":
            raise Unsupported("повернуть в стоимости можно только своё неповёрнутое", "117.1")
        flt = {k: v for k, v in flt.items() if k not in ("tapped", "controller")}
        return {"tap_untapped": flt} | ({"tap_count": n} if n != 1 else {})

    def cost_return(self, c):
        """ "Return a land you control to its owner's hand" (117.1; not targeted)."""
        n, spec = c[0], c[1]
        flt = dict(spec["filter"]) if "filter" in spec else {}
        if "types" in spec:
            flt = {"types": spec["types"], **flt}
        if "filter" not in spec and "kind" not in spec:  # a plural ("three lands you control")
            flt = dict(spec)  # or a subtype: the filter itself
        if flt.pop("controller", None) != "you":
            raise Unsupported("вернуть в стоимости можно только свой перманент", "117.1")
        return {"return_to_hand": flt} | ({"return_count": n} if n != 1 else {})

    def cost_return_self(self, c):
        return {"return_self": True}

    # -- trigger events ------------------------------------------------------------
    def ev_leaves(self, c):
        return {"when": "leaves_battlefield"}

    def ev_enchanted_dies(self, c):
        """ "When enchanted creature dies" (the Aura looks back at it, 603.6d)."""
        return {"when": "a_creature_dies", "of": {"enchanted": True}}

    def must_block(self, c):
        """509.1c: a requirement on the target for this turn's declare-blockers step."""
        return {"must_block": c[0]}

    def rtc_yours(self, c):
        return {"put_onto_battlefield": THAT_CARD}

    def rtc_owners(self, c):
        return {"put_onto_battlefield": THAT_CARD, "under": "owner"}

    def ev_blocks(self, c):
        return {"when": "blocks"}

    def ev_each_end_step(self, c):
        return {"when": "each_end_step"}

    def ev_creature_spell(self, c):
        return {"when": "you_cast_creature_spell"}

    # -- replacement abilities (614.1c, 614.1d, 614.12) -----------------------------------
    def replacement(self, c):
        return c[0]

    def repl_tapped(self, c):
        return {"event": "enter_battlefield", "of": "self", "tapped": True}

    def repl_tapped_unless_few_lands(self, c):
        """ "… enters the battlefield tapped unless you control two or fewer other lands"
        (614.1c): tapped when you control three or more lands as it would enter (it is not
        on the battlefield yet, so every land you control is another)."""
        n = c[1]
        return {
            "event": "enter_battlefield",
            "of": "self",
            "tapped": True,
            "if": {"you_control_at_least": {"filter": {"types": ["Land"]}, "n": n + 1}},
        }

    def repl_counters(self, c):
        n, kind = c[1], c[2]
        return {"event": "enter_battlefield", "of": "self", "counters": {"kind": str(kind), "n": n}}

    def repl_x_counters(self, c):
        """ "CARDNAME enters the battlefield with X +1/+1 counters on it": X of the spell it
        was (107.3a; 0 when it was not cast with X, 107.3f)."""
        return {
            "event": "enter_battlefield",
            "of": "self",
            "counters": {"kind": str(c[1]), "n": "X"},
        }

    def repl_face_up_counters(self, c):
        """707.11: "As CARDNAME is turned face up, put N +1/+1 counters on it"."""
        return {"event": "turned_face_up", "of": "self", "counters": {"kind": str(c[2]), "n": c[1]}}

    def counter_word(self, c):
        return str(c[0])

    def repl_pay_life(self, c):
        return {"event": "enter_battlefield", "of": "self", "pay_life_or_tapped": int(c[1])}

    def repl_kicked_counters(self, c):
        """702.32b: "If CARDNAME was kicked, it enters the battlefield with N +1/+1 counters"."""
        out = self.repl_counters([c[0], c[1], c[2]])
        return {**out, "if": {"kicked": True}}

    def repl_counters_morbid(self, c):
        """ "… enters the battlefield with N +1/+1 counters on it if a creature died this
        turn" (Morbid, 614.1c, 700.4)."""
        out = self.repl_counters([c[0], c[1], c[2], c[3]])
        return {**out, "if": {"creatures_died_this_turn_at_least": 1}}

    def repl_counters_per_kick(self, c):
        """702.32c: "… with a +1/+1 counter on it for each time it was kicked"."""
        if c[1] != 1 or c[3] != "counter":
            raise Unsupported("N жетонов за каждый раз", "702.32c")
        kind = str(c[2]).replace("−", "-")
        return {
            "event": "enter_battlefield",
            "of": "self",
            "counters": {"kind": kind, "n": "times_kicked"},
        }

    def ev_becomes_untapped(self, c):
        """ "Whenever CARDNAME becomes untapped" (inspired, 207.2c)."""
        return {"when": "becomes_untapped"}

    def ev_becomes_target(self, c):
        """ "When CARDNAME becomes the target of a spell or ability" (the spell is cast, the
        ability activated or put on the stack with it as a target: 601.2c, 602.2b, 603.3d)."""
        return {"when": "becomes_target"}

    def ev_becomes_target_whenever(self, c):
        return {"when": "becomes_target", "_word": "Whenever"}  # the same trigger (603.1)

    def ev_becomes_tapped(self, c):
        return {"when": "becomes_tapped"}

    def ev_exploits(self, c):
        """702.109a: "When CARDNAME exploits a creature"."""
        return {"when": "exploits"}

    def that_much(self, c):
        """ "that much": the amount of the trigger event (603.2)."""
        return "that_much"

    def ev_dealt_damage(self, c):
        return {"when": "dealt_damage"}

    def ev_a_creature_enters(self, c):
        """ "Whenever a creature enters the battlefield [under your control]": every creature,
        this one included (603.6a)."""
        return {
            "when": "a_permanent_enters",
            "of": {"types": ["Creature"], **c[0].get("filter", {})},
        }

    def ev_a_creature_enters_yours(self, c):
        out = self.ev_a_creature_enters(c)
        if "controller" in out["of"]:
            raise Unsupported("«… you control enters … under your control»", "603.2")
        return {**out, "of": {**out["of"], "controller": "you"}}

    def ev_deals_damage(self, c):
        return {"when": "deals_damage"}

    def repl_pay_life_it(self, c):
        return {**self.repl_pay_life(c), "_it": True}  # "If you don't, it enters …" (wording)

    def repl_as_enters(self, c):
        """614.1c: the choice is made as the permanent enters (the card's ``as_enters``)."""
        return {"as_enters": {"choose": c[-1]}}

    def choice_color(self, c):
        return "color"

    def choice_creature_type(self, c):
        return "creature_type"

    def choice_player(self, c):
        return "player"

    def choice_opponent(self, c):
        return "opponent"

    def of_chosen_type(self, c):
        return {"subtypes": ["chosen"]}

    def of_chosen_color(self, c):
        return {"colors": ["chosen"]}

    def mana_chosen(self, c):
        return {"chosen_color": 1}

    def st_self_chosen_color(self, c):
        """Layer 5 (613.1e): "CARDNAME is the chosen color" (the colour chosen as it entered)."""
        return [{"set_colors": "chosen_color", "affects": {"self": True}}]

    def st_self_chosen_type(self, c):
        """Layer 4 (613.1d): "… is the chosen type in addition to its other types"."""
        return [{"add_subtypes": "chosen_creature_type", "affects": {"self": True}}]

    def ev_creature_spell_when(self, c):
        # "When" or "Whenever": the same trigger (603.1); the renderer's hint keeps the word
        return {"when": "you_cast_creature_spell", "_word": "When"}

    def ev_control_none(self, c):
        """603.8: a state trigger, "when you control no Islands"."""
        return {"when": "state", "if": {"you_control_none": c[0]}}

    def ev_has_keyword(self, c):
        """603.8: a state trigger about the source, "When CARDNAME has flying"."""
        return {"when": "state", "if": {"self_has_keyword": str(c[-1]).capitalize()}}

    def ev_control_none_subtype(self, c):
        name = _subtype_name(PLURALS[str(c[0])])
        return {"when": "state", "if": {"you_control_none": {"subtypes": [name]}}}

    def ev_player_casts(self, c):
        return {"when": "a_player_casts_spell", **({"of": c[0]} if c[0] else {})}

    def ev_opponent_casts(self, c):
        return {"when": "a_player_casts_spell", "of": {**c[0], "controller": "opponent"}}

    def ev_you_cast(self, c):
        return {"when": "a_player_casts_spell", "of": {**c[0], "controller": "you"}}

    def ev_to_graveyard(self, c):
        """ "When CARDNAME is put into a graveyard from the battlefield" (603.6c, 700.4 for
        a creature is "dies"); "CARDNAME" in its effects is the card in the graveyard (400.7d)."""
        return {"when": "put_into_graveyard_from_battlefield"}

    # "Whenever CARDNAME or another [Ally] enters the battlefield [under your control]":
    # every such permanent triggers it, the source included (603.6a; the compiler checks that
    # the card itself is one, ``_self_or``)
    def ev_self_or_enters(self, c):
        return {"when": "a_permanent_enters", "of": dict(c[-1]), "_self_or": True}

    def ev_self_or_enters_yours(self, c):
        return {
            "when": "a_permanent_enters",
            "of": {**c[-1], "controller": "you"},
            "_self_or": True,
        }

    def ev_self_or_dies(self, c):
        flt = {"types": ["Creature"], **c[-1].get("filter", {})}
        return {"when": "a_creature_dies", "of": flt, "_self_or": True}

    def sow_subtype(self, c):
        return {"subtypes": [_subtype_name(str(c[0]))]}

    def sow_type(self, c):
        return {} if c[0] == "permanent" else {"types": [c[0].capitalize()]}

    # "whenever enchanted / equipped creature deals damage" (603.2c: once per damage event)
    def ev_enchanted_deals_damage(self, c):
        return {"when": "a_creature_deals_damage", "of": {"enchanted": True}}

    def ev_enchanted_attacks(self, c):
        return {"when": "a_creature_attacks", "of": {"types": ["Creature"], "enchanted": True}}

    def ev_equipped_attacks(self, c):
        return {"when": "a_creature_attacks", "of": {"types": ["Creature"], "equipped": True}}

    def ev_enchanted_combat_damage(self, c):
        return {"when": "a_creature_deals_combat_damage_to_player", "of": {"enchanted": True}}

    def ev_equipped_combat_damage(self, c):
        return {"when": "a_creature_deals_combat_damage_to_player", "of": {"equipped": True}}

    def ev_equipped_deals_damage(self, c):
        return {"when": "a_creature_deals_damage", "of": {"equipped": True}}

    def st_each_with_counter(self, c):
        """ "Each creature you control with a +1/+1 counter on it has flying" (613.1f)."""
        spec, kind, keywords = c[0], str(c[1]).replace("−", "-"), c[2]
        if spec["kind"] != "creature":
            raise Unsupported("«each … with a counter»", "613.1f")
        affects = {"types": ["Creature"], **spec.get("filter", {}), "with_counter": kind}
        return [{"grant": keywords, "affects": affects, "_each": True}]

    def ev_heroic(self, c):
        """ "Whenever you cast a spell that targets CARDNAME" (heroic, 207.2c: the ability word
        means nothing; the trigger is a cast trigger, 603.2, on spells targeting the source)."""
        return {"when": "a_player_casts_spell", "of": {"controller": "you", "targets_source": True}}

    def cast_what(self, c):
        return c[0]

    def cast_any_what(self, c):
        return c[0]

    def cast_any(self, c):
        return {}

    def cast_creature(self, c):
        return {"types": ["Creature"]}

    def cast_color(self, c):
        return {"colors": [str(c[0])]}

    def cast_subtype_or_arcane(self, c):
        """ "a Spirit or Arcane spell": a spell with either subtype (205.3; Arcane is a spell
        subtype, 205.3k)."""
        return {"subtypes": [_subtype_name(str(c[0])), "Arcane"]}

    def cast_type(self, c):
        return {"types": [str(c[0]).capitalize()]}

    def ev_damage_opponent(self, c):
        return {"when": "deals_damage_to_opponent"}

    def ev_another_enters_yours(self, c):
        flt = {**c[0].get("filter", {})}
        if "controller" in flt:
            raise Unsupported("«… you control enters … under your control»", "603.2")
        return {"when": "another_creature_enters", "of": {**flt, "controller": "you"}}

    # "Whenever CARDNAME enters the battlefield or attacks": one condition, two events (603.2);
    # the card format has one event per trigger, so it becomes two triggers with the same
    # instructions (``_or_when``; the compiler splits it, the renderer joins them again)
    def _either(self, first: str, second: str, word: str) -> dict:
        return {"when": first, "_or_when": second, "_word": word}

    def ev_etb_or_attacks_when(self, c):
        return self._either("enters_battlefield", "attacks", "When")

    def ev_etb_or_attacks_whenever(self, c):
        return self._either("enters_battlefield", "attacks", "Whenever")

    def ev_etb_or_dies_when(self, c):
        return self._either("enters_battlefield", "dies", "When")

    def ev_etb_or_dies_whenever(self, c):
        return self._either("enters_battlefield", "dies", "Whenever")

    def ev_attacks_or_blocks_when(self, c):
        return self._either("attacks", "blocks", "When")

    def ev_attacks_or_blocks_whenever(self, c):
        return self._either("attacks", "blocks", "Whenever")

    def ev_blocks_or_blocked_when(self, c):
        return self._either("blocks", "becomes_blocked", "When")

    def ev_blocks_or_blocked_whenever(self, c):
        return self._either("blocks", "becomes_blocked", "Whenever")

    def ev_a_creature_attacks(self, c):
        """ "Whenever a Dragon you control attacks" (603.2; the source too, if it is one)."""
        spec = c[0]
        flt = {"types": ["Creature"], **spec.get("filter", {})}
        return {"when": "a_creature_attacks", "of": flt}

    def ev_a_subtype_attacks(self, c):
        """ "Whenever a Sliver you control attacks": a creature of that subtype."""
        flt = {"types": ["Creature"], "subtypes": [_subtype_name(str(c[0]))]}
        if len(c) > 1:
            flt.update(c[1])
        return {"when": "a_creature_attacks", "of": flt, "_subtype_only": True}

    def ev_combat_your_turn(self, c):
        """ "At the beginning of combat on your turn" (507.1)."""
        return {"when": "your_beginning_of_combat"}

    def ev_etb(self, c):
        return {"when": "enters_battlefield"}

    def ev_dies(self, c):
        return {"when": "dies"}

    def ev_cycle_this(self, c):
        """702.28c."""
        return {"when": "you_cycle_this"}

    def ev_a_player_cycles(self, c):
        """702.28d."""
        return {"when": "a_player_cycles"}

    def ev_you_cycle_a_card(self, c):
        return {"when": "you_cycle_a_card"}

    def ev_attacks(self, c):
        return {"when": "attacks"}

    def ev_blocked(self, c):
        return {"when": "becomes_blocked"}

    def ev_combat_damage(self, c):
        return {"when": "deals_combat_damage_to_player"}

    def ev_upkeep(self, c):
        return {"when": "your_upkeep"}

    def ev_end_step(self, c):
        return {"when": "your_end_step"}

    def ev_noncreature(self, c):
        return {"when": "you_cast_noncreature_spell"}

    def ev_gain_life(self, c):
        return {"when": "you_gain_life"}

    def ev_a_creature_dies(self, c):
        out: dict[str, Any] = {"when": "a_creature_dies"}
        if c[0].get("filter"):
            out["of"] = c[0]["filter"]
        return out

    def ev_another_dies(self, c):
        return {"when": "a_creature_dies", "of": {**c[0].get("filter", {}), "other": True}}

    def ev_land_enters(self, c):
        # landfall's trigger (207.2c: the ability word itself means nothing)
        return {"when": "a_permanent_enters", "of": {"types": ["Land"], "controller": "you"}}

    def ev_another_enters(self, c):
        out: dict[str, Any] = {"when": "another_creature_enters"}
        if c[0].get("filter"):
            out["of"] = c[0]["filter"]
        return out

    # -- effects -------------------------------------------------------------------
    def damage(self, c):
        source, amount, to = c  # "it" or CARDNAME: the source either way (the renderer words it)
        out = {"damage": amount, "to": to}
        if source == "it":
            out["_source_it"] = True
        return out

    def damage_and_you(self, c):
        """ "CARDNAME deals 1 damage to target creature or player and 1 damage to you": two
        damage events from the same source, in order (608.2c); the renderer joins them back."""
        _source, amount, to, tail = c
        source = "self" if _source == "self" else "it"
        you = int(str(tail).split()[1])
        first = {"damage": amount, "to": to, **({"_source_it": True} if source == "it" else {})}
        return [first, {"damage": you, "to": "you", "_source": source}]

    def source(self, c):
        return "it" if not c or str(c[0]) != "cardname" else "self"

    def rec_object(self, c):
        return c[0]

    def rec_player(self, c):
        return c[0]

    def rec_and_each_player(self, c):
        """ "each creature [with flying] and each player": one damage event to all (119.3)."""
        if not (isinstance(c[0], dict) and "all" in c[0]):
            raise Unsupported("«… and each player» не после «each …»", "119.3")
        return [c[0], "each_player"]

    def obj_each_creature(self, c):
        return {"all": {"types": ["Creature"]}}

    def obj_each(self, c):
        return {"all": {"types": ["Creature"], **c[0]}}

    def obj_each_other(self, c):
        """ "each other Dragon creature you control": the source is not one of them."""
        return {"all": {"types": ["Creature"], **c[0].get("filter", {}), "other": True}}

    def draw_you(self, c):
        return {"draw": c[0]}

    # "you draw …", "gain 3 life": the subject as written (the renderer's hint only)
    def draw_you_said(self, c):
        return {"draw": c[0], "_you": True}

    def gain_bare(self, c):
        return {"gain_life": c[0], "_bare": True}

    def lose_bare(self, c):
        return {"lose_life": c[0], "_bare": True}

    def draw_player(self, c):
        return {"draw": c[1], "player": c[0]}

    def gain_you(self, c):
        return {"gain_life": c[0]}

    def gain_player(self, c):
        return {"gain_life": c[1], "player": c[0]}

    def lose_you(self, c):
        return {"lose_life": c[0]}

    def lose_player(self, c):
        return {"lose_life": c[1], "player": c[0]}

    def discard_chosen(self, c):
        """ "Target opponent reveals their hand. You choose a nonland card from it. That player
        discards that card." (701.13a, 701.7a)"""
        out = {"discard": 1, "player": c[0], "reveal_hand": True}
        if c[1]:
            out["filter"] = c[1]
        return out

    def hc_any(self, c):
        return {}

    def hc_nonland(self, c):
        return {"not_types": ["Land"]}

    def hc_noncreature_nonland(self, c):
        return {"not_types": ["Creature", "Land"]}

    def hc_type(self, c):
        return {"types": list(c)}

    def discard_you(self, c):
        return {"discard": c[0]}

    def discard_player(self, c):
        return {"discard": c[1], "player": c[0]}

    def mill(self, c):
        return {"mill": c[1], "player": c[0]}

    def counter_unless(self, c):
        """ "Counter target spell unless its controller pays {2}" (608.2d: the payer is the
        controller of the target, asked as the ability resolves)."""
        mana = _mana(c[1])
        if mana == "{X}":
            # the X of this spell, chosen as it was cast (107.3a): {1} X times (family
            # damage_counter words it)
            return {
                "may_pay": "{1}",
                "per": "X",
                "player": "target_controller",
                "otherwise": [{"counter": c[0]}],
                "_text": "damage_counter_unless_x",
            }
        if "X" in mana:
            raise Unsupported("«unless its controller pays {X}»", "107.3")
        return {"may_pay": mana, "player": "target_controller", "otherwise": [{"counter": c[0]}]}

    # -- prevention of all damage (615.1a) -------------------------------------------
    def damage_kind(self, c):
        return len(c) == 2  # "combat damage"

    def pw_to(self, c):
        return ("to", c[0])

    def pw_to_you(self, c):
        return ("to", "you")

    def pw_by(self, c):
        return ("by", c[0])

    def pw_to_and_by(self, c):
        return ("to_and_by", c[0])

    def prevent_all(self, c):
        """ "Prevent all combat damage that would be dealt this turn" (Fog): a prevention
        effect of the resolving spell or ability, until end of turn (615.1a, 611.2a); "dealt to
        and dealt by X" is two of them."""
        specs = _prevent_specs(c[0], c[1] if len(c) > 1 else None)
        out = [{"replacement": spec} for spec in specs]
        return out if len(out) > 1 else out[0]

    def repl_prevent_all(self, c):
        """A static prevention ability of a permanent (615.1a): "Prevent all damage that would
        be dealt to CARDNAME", "… dealt by enchanted creature"."""
        specs = _prevent_specs(c[0], c[1])
        for spec in specs:
            for key in ("to", "source"):
                if key in spec and spec[key] not in ("self", "enchanted"):
                    raise Unsupported(
                        "статическое предотвращение не для себя или зачарованного", "615.1a"
                    )
        return specs

    # -- skipped steps and turns (614.1b, 614.10) --------------------------------------
    def skip_step(self, c):
        return str(c[0])

    def repl_skip_step(self, c):
        """ "Skip your draw step." (a static replacement effect, 614.1b)."""
        return {"event": "step", "step": c[0], "player": "you", "skip": True}

    def skip_next_turn(self, c):
        """ "You skip your next turn" (614.10: used up on the next one it applies to)."""
        return {"replacement": {"event": "turn", "player": "you", "skip": True, "once": True}}

    def skip_next_step(self, c):
        spec = {"event": "step", "step": c[0], "player": "you", "skip": True, "once": True}
        return {"replacement": spec}

    def destroy(self, c):
        return {"destroy": c[0]}

    def destroy_all(self, c):
        return {"destroy_all": c[0]}

    def bounce_another(self, c):
        """ "Return another creature you control to its owner's hand" (not the source)."""
        flt = {"types": ["Creature"], **c[-1].get("filter", {}), "other": True}
        if flt.get("controller") != "you":
            raise Unsupported("«return another …» не свой", "608.2d")
        return {"return_to_hand": {"one": flt}}

    def bounce_one(self, c):
        """ "Return a land you control to its owner's hand" (608.2d: chosen as it resolves)."""
        spec = c[-1]
        flt = dict(spec.get("filter", {}))
        if flt.get("controller") != "you":
            raise Unsupported("«return a … you don't choose»: не свой перманент", "608.2d")
        if spec["kind"] != "permanent":
            flt = {"types": [str(spec["kind"]).capitalize()], **flt}
        return {"return_to_hand": {"one": flt}}

    def perm_plural(self, c):
        word = str(c[-1]) if not isinstance(c[-1], dict) else str(c[-2])
        rest = [x for x in c if not isinstance(x, str)]
        flt = _target_spec("permanent", rest).get("filter", {})
        if word != "permanents":
            flt = {"types": [word[:-1].capitalize()], **flt}
        return flt

    def perm_plural_word(self, c):
        return str(c[0])

    def all_creatures(self, c):
        return {**c[0], "_all": False}  # the renderer's hint: was "all" written?

    def all_creatures_all(self, c):
        return {**c[0], "_all": True}

    def mill_you(self, c):
        return {"mill": c[0]}

    def top_count(self, c):
        return c[0]

    def create_token(self, c):
        each = c[-1] if c and isinstance(c[-1], _TokenEach) else None
        if each is not None:
            if c[0] != 1:
                raise Unsupported("N фишек за каждый", "110.5a")
            c = c[:-1]
        count, pt, colors, subtypes, _kind = c[:5]
        power, toughness = (int(x) for x in str(pt).split("/"))
        token: dict[str, Any] = {
            "name": " ".join(subtypes),
            "types": _kind,
            "subtypes": subtypes,
            "power": power,
            "toughness": toughness,
        }
        if colors:
            token["color_indicator"] = colors
        if len(c) > 5:
            if any(not isinstance(k, str) for k in c[5]):
                raise Unsupported("фишка с защитой от выбранного цвета", "110.5a")
            token["keywords"] = c[5]
        out: dict[str, Any] = {"create_token": token}
        if each is not None:
            out["count"] = each.value
        elif count != 1:
            out["count"] = count
        return out

    def create_x_tokens(self, c):
        """ "Put X 1/1 white Warrior creature tokens onto the battlefield" (107.3a)."""
        out = self.create_token([0, *c])
        out["count"] = "X"
        return out

    def x_cards(self, c):
        return "X"

    def token_each(self, c):
        """ "… onto the battlefield for each …" (608.2g): counted as it resolves."""
        return _TokenEach(c[0])

    def token_one_color(self, c):
        return [c[0]]

    def token_two_colors(self, c):
        return [c[0], c[1]]

    def token_colorless(self, c):
        return []

    def token_subtypes(self, c):
        return [_subtype_name(str(t)) for t in c]

    def token_kind(self, c):
        words = [str(t) for t in c]
        if words[0] in ("artifact", "enchantment"):  # an enchantment creature token (Nyx)
            return [words[0].capitalize(), "Creature"]
        return ["Creature"]

    def token_with(self, c):
        return c[0]

    def prevent(self, c):
        return {"prevent_damage": int(c[0]), "to": c[1]}

    prevent_player = prevent

    def search(self, c):
        flt, put = dict(c[0]), dict(c[1])
        words = put.pop("_words")
        count = flt.pop("_count", 1)  # "up to N … cards" (701.15b: fewer may be found)
        if "up_to" in flt:
            raise Unsupported("«до N карт» при поиске в библиотеке", "701.15a")
        if put.pop("_any_order", False) != (count != 1 and put.get("put") == "library_top"):
            raise Unsupported("«in any order» не по числу найденных карт", "701.15a")
        if any((w in ("them", "those cards")) != (count != 1) for w in words):
            raise Unsupported("«it» / «them» не по числу искомых карт", "701.15a")
        if count != 1 and not flt:
            raise Unsupported("«до N карт» без условия: сколько найти — выбор игрока", "701.15d")
        out = {"search_library": flt, **put} | ({"count": count} if count != 1 else {})
        if words != ["it"] * len(words):
            out["_words"] = words  # "put that card …" (the renderer's wording)
        return out

    def found(self, c):
        return " ".join(str(t) for t in c)

    def search_any(self, c):
        """701.15d: a search for just "a card" must find one."""
        return {}

    def search_card(self, c):
        return dict(c[-1])

    def search_card_cmc(self, c):
        return {**c[-2], "mana_value_at_most": int(c[-1])}

    def sn_subtype(self, c):
        return {"subtypes": [_subtype_name(str(c[0]))]}

    def sn_type(self, c):
        return {"types": [str(c[0]).capitalize()]}

    def sn_permanent(self, c):
        return {"permanent": True}  # 110.4a

    def sn_subtype_permanent(self, c):
        return {"permanent": True, "subtypes": [_subtype_name(str(c[0]))]}

    def sn_two_subtypes(self, c):
        """ "a Mountain or Plains card": either subtype."""
        return {"subtypes": [_subtype_name(str(c[0])), _subtype_name(str(c[1]))]}

    def search_basic_land(self, c):
        return {"types": ["Land"], "supertypes": ["Basic"]}

    def put_hand(self, c):
        return {"put": "hand", "_words": [c[0]]}

    def put_hand_revealed(self, c):
        """701.15e: the found card is revealed only when the text says so (701.13a)."""
        return {"put": "hand", "reveal": True, "_words": [c[0], c[1]]}

    def put_battlefield(self, c):
        return {"put": "battlefield", "_words": [c[0]]}

    def put_battlefield_tapped(self, c):
        return {"put": "battlefield", "tapped": True, "_words": [c[0]]}

    def shuffle(self, c):
        return {"shuffle": True}

    def put_on_bottom(self, c):
        return {"put_on_library": c[0], "position": "bottom"}

    # -- the top cards of one's library (401.2, 608.2c) ------------------------------------
    def look_take(self, c):
        return {"look_at_top": c[0], "take": c[1], "rest": c[2]}

    def look_may_reveal(self, c):
        n, flt, rest = c
        return {
            "look_at_top": n,
            "take": 1,
            "filter": flt,
            "optional": True,
            "reveal_taken": True,
            "rest": rest,
        }

    def look_may_reveal_then(self, c):
        return {**self.look_may_reveal(c), "_then": True}

    def reveal_may_put(self, c):
        n, flt, rest = c
        return {
            "look_at_top": n,
            "reveal": True,
            "take": 1,
            "filter": flt,
            "optional": True,
            "rest": rest,
        }

    def rest_bottom(self, c):
        return "bottom"

    def rest_graveyard(self, c):
        return "graveyard"

    def look_card_type(self, c):
        return {"types": list(c)}

    def gain_control_forever(self, c):
        """613.1b (layer 2): "gain control of …" (indefinitely, 611.2a)."""
        return {"gain_control": c[0]}

    def gain_control_eot(self, c):
        return {"gain_control": c[0], "until": c[1]}

    def grant_all(self, c):
        return {"grant": c[1], "to": {"all": c[0]}, "until": "end_of_turn"}

    def cant_block_eot(self, c):
        return {"grant": ["Can't block"], "to": c[0], "until": "end_of_turn"}

    def unblockable_eot(self, c):
        return {"grant": ["Unblockable"], "to": c[0], "until": "end_of_turn"}

    def gy_to_hand(self, c):
        return {"return_to_hand": TargetRef(c[0])}

    def gy_up_to_hand(self, c):
        spec = {**c[1], "count": {"up_to": c[0]}}
        return {"return_to_hand": TargetRef(spec, each=True)}

    def up_to_targets(self, c):
        flt = {k: v for k, v in c[1].items() if k not in ("types", "_all")}
        if c[1].get("other"):
            raise Unsupported("«up to N other target …»", "114.1")
        spec: dict[str, Any] = {"kind": "creature", "count": {"up_to": c[0]}}
        if flt:
            spec["filter"] = flt
        return TargetRef(spec, each=True)

    def gy_any_to_battlefield(self, c):
        """ "Put target creature card from a graveyard onto the battlefield under your control"
        (any player's graveyard, 114.1)."""
        spec = dict(c[0])
        spec["filter"] = {k: v for k, v in spec["filter"].items() if k != "controller"}
        spec["_any_graveyard"] = True
        return {"put_onto_battlefield": TargetRef(spec), "_put": True}

    def gy_to_battlefield(self, c):
        return {"put_onto_battlefield": TargetRef(c[0])}

    def gy_card(self, c):
        flt: dict[str, Any] = {"types": [c[-1]], "controller": "you"}
        if len(c) > 1:
            flt["subtypes"] = [_subtype_name(str(c[0]))]
        return {"kind": "card_in_graveyard", "filter": flt}

    def gy_instant_sorcery_card(self, c):
        """ "target instant or sorcery card" (either type)."""
        return {
            "kind": "card_in_graveyard",
            "filter": {"types": ["Instant", "Sorcery"], "controller": "you"},
        }

    def gy_any_card(self, c):
        return {"kind": "card_in_graveyard", "filter": {"controller": "you"}}

    def gy_card_with(self, c):
        """ "target creature card with converted mana cost 2 or less" (the card's printed
        values in the graveyard, 114.1)."""
        spec = self.gy_card(c[:-1])
        spec["filter"] = {**spec["filter"], **c[-1]}
        return spec

    def exile_gy_card(self, c):
        """ "Exile target creature card from a graveyard": any player's graveyard (114.1)."""
        spec = dict(c[0])
        spec["filter"] = {k: v for k, v in spec["filter"].items() if k != "controller"}
        spec["_any_graveyard"] = True
        return {"exile": TargetRef(spec)}

    def gy_subtype_card(self, c):
        """ "target Spirit card": a card of that subtype, whatever its card type."""
        flt = {"subtypes": [_subtype_name(str(c[0]))], "controller": "you"}
        return {"kind": "card_in_graveyard", "filter": flt}

    def gy_type(self, c):
        return str(c[0]).capitalize()

    def cant_regen(self, c):
        return "cant_regen"

    def exile(self, c):
        return {"exile": c[0]}

    def bounce(self, c):
        return {"return_to_hand": c[0]}

    def tap(self, c):
        return {"tap": c[0]}

    def untap(self, c):
        return {"untap": c[0]}

    def counter(self, c):
        return {"counter": c[0]}

    def regenerate(self, c):
        return {"regenerate": c[0]}

    def scry(self, c):
        return {"scry": int(c[0])}

    def fateseal(self, c):
        """701.19a."""
        return {"fateseal": int(c[0])}

    def sacrifice(self, c):
        player, count, noun = c
        flt = dict(noun["filter"])
        if noun.get("types"):
            flt["types"] = noun["types"]
        out = {"sacrifice": flt, "player": player}
        if count != 1:
            out["count"] = count
        return out

    def sacrifice_self(self, c):
        return {"sacrifice": "self"}

    def sacrifice_it(self, c):
        return {"sacrifice": IT}

    def sacrifice_you(self, c):
        """ "Sacrifice a creature" (701.14a): the controller chooses one of theirs."""
        return self.sacrifice(["you", *c])

    def may(self, c):
        return {"may": [c[0]]}

    def add_mana(self, c):
        return {"add_mana": c[0]}

    def add_mana_per_removed(self, c):
        if not isinstance(c[0], str):
            raise Unsupported("мана за каждый снятый жетон: только одна мана", "107.3")
        return {"add_mana": c[0], "times": "X", "_per": str(c[1]).replace("−", "-")}

    def unless_pay(self, c):
        # "sacrifice ~ unless you pay {M}": may_pay (the words of 702.29a echo)
        return {"may_pay": _mana(c[-1]), "otherwise": [{"sacrifice": "self"}]}

    def unless_pay_it(self, c):
        return {"may_pay": _mana(c[-1]), "otherwise": [{"sacrifice": IT}]}

    def unless_cost_self(self, c):
        """ "sacrifice CARDNAME unless you discard a card" (608.2d: the cost in words is paid
        or not as it resolves, 117.12)."""
        return {"may_pay": c[-1], "otherwise": [{"sacrifice": "self"}]}

    def unless_cost_it(self, c):
        return {"may_pay": c[-1], "otherwise": [{"sacrifice": IT}]}

    def uc_discard(self, c):
        n = c[0]
        return "Discard a card" if n == 1 else f"Discard {_number_word(n)} cards"

    def uc_life(self, c):
        return f"Pay {int(c[0])} life"

    def uc_sacrifice(self, c):
        n, what = c[0], str(c[1].children[0]) if hasattr(c[1], "children") else str(c[1])
        if n != 1:
            raise Unsupported("пожертвовать несколько перманентов вместо стоимости", "117.12")
        if what not in (
            "land",
            "creature",
            "artifact",
            "forest",
            "island",
            "swamp",
            "mountain",
            "plains",
        ):
            raise Unsupported(f"«unless you sacrifice a {what}»", "117.12")
        word = (
            what.capitalize()
            if what in ("forest", "island", "swamp", "mountain", "plains")
            else what
        )
        return f"Sacrifice {_article(word)}"

    def unless_sac(self, c):
        return str(c[0])

    def mana_one(self, c):
        return _mana(c[0])

    def mana_two(self, c):
        return [_mana(t) for t in c]

    def mana_many(self, c):
        return [_mana(t) for t in c]

    def mana_any(self, c):
        return {"any_color": 1}

    def add_named_counters(self, c):
        n, kind, _word, on = c
        return {"add_counters": {"kind": str(kind), "n": n}, "on": on}

    def add_counters(self, c):
        n, kind, on = c
        return {"add_counters": {"kind": str(kind).replace("−", "-"), "n": n}, "on": on}

    def pump(self, c):
        power, toughness = _pt(c[1])
        return {"pump": c[0], "power": power, "toughness": toughness, "until": c[2]}

    def while_tapped(self, c):
        """611.2b: "for as long as CARDNAME remains tapped"."""
        return "source_tapped"

    def doesnt_untap_while(self, c):
        """502.2, 611.2b: "it doesn't untap during its controller's untap step for as long as
        CARDNAME remains tapped" — the format word granted for that long."""
        return {"grant": [DOESNT_UNTAP], "to": c[0], "until": c[-1]}

    def st_may_not_untap(self, c):
        """502.2: "You may choose not to untap CARDNAME during your untap step"."""
        return [{"keyword": MAY_NOT_UNTAP}]

    # -- "for each …" (608.2g): {of: COUNT, times: N} -------------------------------------
    def for_each(self, c):
        return c[0]

    def ec_counters_on_it(self, c):
        """ "for each +1/+1 counter on it": the source's counters (its last known
        information when it has left the battlefield, 608.2g)."""
        return f"source_counters:{c[0]}"

    def ec_hand(self, c):
        return "cards_in_hand"

    def ec_creature_cards_gy(self, c):
        return "creature_cards_in_your_graveyard"

    def ec_permanents(self, c):
        spec = c[0]
        flt = dict(spec.get("filter", {}))
        if spec["kind"] not in (
            "creature",
            "artifact",
            "enchantment",
            "land",
            "planeswalker",
            "permanent",
        ):
            raise Unsupported(f"«for each {spec['kind']}»", "608.2g")
        if spec["kind"] != "permanent":
            flt = {"types": [str(spec["kind"]).capitalize()], **flt}
        if flt.get("controller") is None and flt.get("in_combat") == "attacking":
            # "for each attacking creature": whoever's they are (506.4; the ability may resolve
            # in another player's turn) — the count's controller "any"
            flt["controller"] = "any"
        if flt.get("controller") not in ("you", "opponent", "any"):
            raise Unsupported("«for each …» всех игроков или без контроллера", "608.2g")
        return {"count": flt}

    def ec_subtype(self, c):
        return {"count": {"subtypes": [_subtype_name(str(c[0]))], **c[1]}}

    def pump_for_each(self, c):
        power, toughness = _pt(c[1])
        each = c[-1]
        return {
            "pump": c[0],
            "power": {"of": each, "times": power},
            "toughness": {"of": each, "times": toughness},
            "until": "end_of_turn",
        }

    def gain_for_each(self, c):
        return {"gain_life": {"of": c[-1], "times": _times(c[0])}}

    def draw_for_each(self, c):
        return {"draw": {"of": c[-1], "times": 1}}

    def damage_for_each(self, c):
        return {"damage": {"of": c[-1], "times": _times(c[1])}, "to": c[2]}

    def unblockable_same(self, c):
        """ "… and can't be blocked this turn": the object of the instruction before (509.1b)."""
        return {"grant": ["Unblockable"], "to": IT, "until": "end_of_turn", "_bare": True}

    def pump_and_damage_you(self, c):
        """ "CARDNAME gets +1/+1 until end of turn and deals 1 damage to you": the pump, then
        the damage (608.2c); the renderer joins them back."""
        if c[0] != "self":
            raise Unsupported("«… gets … and deals N damage to you» не о самой карте", "608.2c")
        power, toughness = _pt(c[1])
        you = int(str(c[-1]).split()[2])
        return [
            {"pump": "self", "power": power, "toughness": toughness, "until": "end_of_turn"},
            {"damage": you, "to": "you", "_source": "self"},
        ]

    def pump_grant(self, c):
        again = IT if isinstance(c[0], TargetRef) else c[0]
        until = c[3]  # "gains … until end of turn" / "has … for as long as ~ remains tapped"
        return [self.pump([c[0], c[1], until]), {"grant": c[2], "to": again, "until": until}]

    def grant(self, c):
        return {"grant": c[1], "to": c[0], "until": "end_of_turn"}

    # "any number of target creatures each get +1/+1 [and gain flying] until end of turn":
    # the same effect on every target (608.2b: those still legal)
    def pump_each(self, c):
        _each_target(c[0])
        return {**self.pump(c), "_each": True}

    def pump_grant_each(self, c):
        _each_target(c[0])
        pump, grant = self.pump_grant(c)
        return [{**pump, "_each": True}, {**grant, "_each": True}]

    def grant_each(self, c):
        _each_target(c[0])
        return {**self.grant(c), "_each": True}

    def grant_they(self, c):
        return {"grant": c[0], "to": THOSE, "until": "end_of_turn", "_they": True}

    def obj_those_creatures(self, c):
        return THOSE

    def any_number_targets(self, c):
        """ "any number of target creatures / enchantments" (114.1, 601.2c: the number is
        chosen as the spell is cast)."""
        flt = {k: v for k, v in c[0].items() if k != "_all"}
        if flt.pop("other", False):
            raise Unsupported("«any number of other target …»", "114.1")
        types = flt.pop("types", None)
        if types is None:
            kind = "permanent"
        elif len(types) == 1 and types[0].lower() in (
            "creature",
            "artifact",
            "enchantment",
            "land",
        ):
            kind = types[0].lower()
        else:
            raise Unsupported("«any number of target …» такого вида", "114.1")
        spec: dict[str, Any] = {"kind": kind, "count": "any"}
        if flt:
            spec["filter"] = flt
        return TargetRef(spec, each=True)

    def pump_all(self, c):
        power, toughness = _pt(c[1])
        return {"pump_all": c[0], "power": power, "toughness": toughness, "until": c[2]}

    def until_eot(self, c):
        return "end_of_turn"

    def amount(self, c):
        return int(c[0]) if c else "X"

    def number(self, c):
        value = c[0]
        return value if isinstance(value, int) else int(str(value))

    def numword(self, c):
        return NUMBER_WORDS[str(c[0])]

    def one_card(self, c):
        return 1

    def card_count(self, c):
        return c[0]

    def keyword_list(self, c):
        return list(c)

    def keyword_name(self, c):
        return c[0]

    def kw_simple(self, c):
        return KEYWORD_NAMES[str(c[0])]

    def first_strike(self, c):
        return "First strike"

    def double_strike(self, c):
        return "Double strike"

    def protection(self, c):
        return f"Protection from {c[0]}"

    def protection_choice(self, c):
        return {"protection": "chosen_color"}

    # -- objects and players ---------------------------------------------------------
    def object(self, c):
        return c[0]

    def obj_self(self, c):
        return "self"

    def obj_it(self, c):
        return IT

    def obj_that_creature(self, c):
        return THAT

    def obj_enchanted(self, c):
        return {"all": {"types": ["Creature"], "enchanted": True}}

    def obj_equipped(self, c):
        return {"all": {"types": ["Creature"], "equipped": True}}

    def target(self, c):
        return TargetRef(c[0])

    def target_other(self, c):
        """ "another target creature": any such object but the source (114.1; the engine's
        target check compares with the spell's or ability's source)."""
        spec = dict(c[0])
        if spec.get("kind") not in (
            "creature",
            "permanent",
            "artifact",
            "enchantment",
            "land",
            "planeswalker",
        ):
            raise Unsupported("«другой целевой …» такого вида", "114.1")
        spec["filter"] = {**spec.get("filter", {}), "other": True}
        spec["_another"] = True  # after another target it is other than that one (_ability)
        return TargetRef(spec)

    def target_noun(self, c):
        return c[0]

    def tn_creature_with_controller(self, c):
        """ "target creature with flying an opponent controls" (Oracle puts the quality first)."""
        spec = dict(c[0])
        if "controller" in spec.get("filter", {}):
            raise Unsupported("два контроллера в описании цели", "114.1")
        spec["filter"] = {**spec.get("filter", {}), **c[1], **c[2]}
        spec["_with_first"] = True
        return spec

    def tn_creature_with(self, c):
        spec = dict(c[0])
        spec["filter"] = {**spec.get("filter", {}), **c[1]}
        return spec

    def cq_keyword(self, c):
        return {"keywords": [c[0]]}

    def cq_power_at_least(self, c):
        return {"power_at_least": int(c[0])}

    def cq_power_at_most(self, c):
        return {"power_at_most": int(c[0])}

    def cq_morph(self, c):
        """ "with a morph ability" (702.36a; megamorph too, 702.36b)."""
        return {"morph": True}

    def turn_face_down(self, c):
        """707.2a: "turn target creature … face down"."""
        return {"turn_face_down": c[0]}

    def cq_cmc_at_most(self, c):
        return {"mana_value_at_most": int(c[0])}

    def tn_creature_or_player(self, c):
        return {"kind": "creature_or_player"}

    def tn_spell(self, c):
        return {"kind": "spell"}

    # "target creature spell", "target instant or sorcery spell": a spell of one of these card
    # types (114.1; the engine's spell targets read the types only)
    def tn_creature_spell(self, c):
        return _typed_spell("Creature")

    def tn_instant_spell(self, c):
        return _typed_spell("Instant")

    def tn_sorcery_spell(self, c):
        return _typed_spell("Sorcery")

    def tn_instant_sorcery_spell(self, c):
        return _typed_spell("Instant", "Sorcery")

    def tn_enchantment_spell(self, c):
        return _typed_spell("Enchantment")

    def tn_artifact_spell(self, c):
        return _typed_spell("Artifact")

    def tn_adj_spell(self, c):
        """ "target noncreature spell", "target blue spell" (the spell's characteristics on
        the stack, 114.1)."""
        flt = _target_spec("spell", c).get("filter", {})
        if set(flt) - {"colors", "not_colors", "not_types"}:
            raise Unsupported("такое заклинание-цель", "114.1")
        return {"kind": "spell", "filter": flt}

    def tn_spell_cmc_at_least(self, c):
        return {"kind": "spell", "filter": {"mana_value_at_least": int(c[0])}}

    def tn_spell_not_yours(self, c):
        return {"kind": "spell", "filter": {"controller": "not_you"}}

    def tn_subtype(self, c):
        """ "target Wall": a permanent of that subtype (a creature type may be a tribal's)."""
        return {"kind": "permanent", "filter": {"subtypes": [_subtype_name(str(c[0]))]}}

    def pl_you(self, c):
        return "you"

    def player_ref(self, c):
        return c[0]

    def pl_each(self, c):
        return "each_player"

    def pl_each_opponent(self, c):
        return "each_opponent"

    def pl_that(self, c):
        return THAT_PLAYER

    def pl_target(self, c):
        return TargetRef({"kind": "player"})

    def pl_target_opponent(self, c):
        return TargetRef({"kind": "opponent"})

    def creature_desc(self, c):
        return _target_spec("creature", c)

    def creature_desc_noncore(self, c):
        return _target_spec("creature", c).get("filter", {})

    def creature_plural(self, c):
        return {"types": ["Creature"], **_target_spec("creature", c).get("filter", {})}

    def creature_plural_other(self, c):
        return {**self.creature_plural(c), "other": True}

    def perm_type_desc(self, c):
        kind = c[-1] if not isinstance(c[-1], dict) else c[-2]
        rest = [x for x in c if x is not kind]
        return _target_spec(kind, rest)

    def perm_type_or(self, c):
        kinds = (c[0], c[1])
        if kinds == ("artifact", "enchantment"):
            return _target_spec("artifact_or_enchantment", c[2:])
        if "permanent" in kinds:
            raise Unsupported(f"цель «{kinds[0]} or {kinds[1]}»", "114.1")
        # "target artifact or land": a permanent of either type (a filter's types: any of them)
        spec = _target_spec("permanent", c[2:])
        spec["filter"] = {"types": [k.capitalize() for k in kinds], **spec.get("filter", {})}
        return spec

    def perm_type(self, c):
        return str(c[0])

    def permanent_noun(self, c):
        spec = c[0]
        kind = spec["kind"]
        out = {"filter": spec.get("filter", {})}
        if kind != "permanent":
            out["types"] = [kind.capitalize()]
        return out

    def adj_color(self, c):
        return {"colors": [str(c[0].children[0]) if hasattr(c[0], "children") else str(c[0])]}

    def color(self, c):
        return str(c[0])

    def prot_quality(self, c):
        return str(c[0])

    def noncolor(self, c):
        return str(c[0])[3:]

    def adj_noncolor(self, c):
        return {"not_colors": [c[0]]}

    def adj_tapped(self, c):
        return {"tapped": True}

    def adj_untapped(self, c):
        return {"tapped": False}

    def adj_nonartifact(self, c):
        return {"not_types": ["Artifact"]}

    def adj_nonland(self, c):
        return {"not_types": ["Land"]}

    def adj_noncreature(self, c):
        return {"not_types": ["Creature"]}

    def adj_colorless(self, c):
        return {"colorless": True}

    def adj_nontoken(self, c):
        return {"token": False}

    def adj_colors_or(self, c):
        """ "white or black": either colour (a filter's colours are any of them)."""
        return {"colors": [str(c[0]), str(c[1])]}

    def adj_attacking(self, c):
        return {"in_combat": "attacking"}

    def adj_blocking(self, c):
        return {"in_combat": "blocking"}

    def adj_unblocked(self, c):
        """ "unblocked creature" (509.1h: an attacking creature no creature blocked)."""
        return {"in_combat": "unblocked"}

    def adj_in_combat(self, c):
        return {"in_combat": "either"}

    def ctl_you(self, c):
        return {"controller": "you"}

    def ctl_opponent(self, c):
        return {"controller": "opponent"}

    ctl_opponents = ctl_opponent

    def ctl_not_you(self, c):
        return {"controller": "not_you"}

    # -- static abilities ------------------------------------------------------------
    def aff_enchanted(self, c):
        return {"enchanted": True}

    def aff_equipped(self, c):
        return {"equipped": True}

    def affected_many(self, c):
        return c[0]

    def affected_one(self, c):
        return c[0]

    def st_pt_one(self, c):
        return [_modify_pt(c[0], c[1])]

    def st_pt_kw_one(self, c):
        return [_modify_pt(c[0], c[1]), {"grant": c[2], "affects": c[0]}]

    def st_paired_pt(self, c):
        """702.94b: "As long as CARDNAME is paired with another creature, each of those
        creatures gets +N/+N"."""
        return [_modify_pt({"paired": True}, c[1])]

    def st_paired_kw(self, c):
        """702.94b: "…, both creatures have KEYWORDS"."""
        return [{"grant": c[1], "affects": {"paired": True}}]

    def st_kw_one(self, c):
        return [{"grant": c[1], "affects": c[0]}]

    st_pt_many = st_pt_one
    st_pt_kw_many = st_pt_kw_one
    st_kw_many = st_kw_one

    def st_cant_block(self, c):
        return [{"keyword": "Can't block"}]

    def st_unblockable(self, c):
        return [{"keyword": "Unblockable"}]

    def st_cant_attack_block_one(self, c):
        return [{"grant": ["Can't attack", "Can't block"], "affects": c[0]}]

    def st_pt_cant_block_one(self, c):
        return [_modify_pt(c[0], c[1]), {"grant": ["Can't block"], "affects": c[0]}]

    def st_cant_attack_one(self, c):
        return [{"grant": ["Can't attack"], "affects": c[0]}]

    def st_cant_attack(self, c):
        return [{"keyword": "Can't attack"}]

    def st_unblockable_one(self, c):
        """ "Enchanted creature can't be blocked" (509.1b, granted: 613.1f)."""
        return [{"grant": ["Unblockable"], "affects": c[0]}]

    def st_pt_unblockable_one(self, c):
        return [_modify_pt(c[0], c[1]), {"grant": ["Unblockable"], "affects": c[0]}]

    def st_cant_block_one(self, c):
        return [{"grant": ["Can't block"], "affects": c[0]}]

    # 508.1d, 509.1b, 508.1c: written as the card format's words for them (cards/keywords.py)
    def st_must_attack(self, c):
        return [{"keyword": MUST_ATTACK}]

    def st_max_one_blocker(self, c):
        """509.1b: a restriction on blocking the card (checked on the whole declaration)."""
        return [{"keyword": "Can't be blocked by more than one creature"}]

    def st_cant_be_countered(self, c):
        return [{"keyword": "Can't be countered"}]

    def st_block_only_flying(self, c):
        return [{"keyword": ONLY_FLYING}]

    def st_attack_unless(self, c):
        from ..keywords import SPECS

        land = _subtype_name(str(c[-1]))
        keyword = f"Can't attack unless defending player controls {_article(land)}"
        if keyword.casefold() not in SPECS:
            raise Unsupported(f"«can't attack unless … controls {land}»", "508.1c", c[-1].column)
        return [{"keyword": keyword}]

    # 509.1b: the card format's words for how many creatures may block or be blocked
    def st_except_by_two(self, c):
        return [{"keyword": EXCEPT_BY_TWO}]

    def st_except_by_two_one(self, c):
        return [{"grant": [EXCEPT_BY_TWO], "affects": c[0]}]

    def st_pt_except_by_two_one(self, c):
        return [_modify_pt(c[0], c[1]), {"grant": [EXCEPT_BY_TWO], "affects": c[0]}]

    def st_block_any_number(self, c):
        return [{"keyword": "Can block any number of creatures"}]

    def st_block_additional(self, c):
        return [{"keyword": "Can block an additional creature"}]

    def st_doesnt_untap(self, c):
        """502.2: "CARDNAME doesn't untap during your untap step" (its controller's)."""
        return [{"keyword": DOESNT_UNTAP}]

    def st_doesnt_untap_one(self, c):
        return [{"grant": [DOESNT_UNTAP], "affects": c[0]}]

    def doesnt_untap_next(self, c):
        """502.2: "… doesn't untap during its controller's next untap step" (one-shot)."""
        out: dict[str, Any] = {"doesnt_untap_next": c[0]}
        if c[1] == "your":
            if c[0] not in ("self", IT):
                raise Unsupported("«your next untap step» не об этой карте", "502.2")
            out["_whose"] = "your"
        return out

    def whose_its(self, c):
        return "its"

    def whose_your(self, c):
        return "your"

    def st_must_attack_one(self, c):
        return [{"grant": [MUST_ATTACK], "affects": c[0]}]

    st_must_attack_many = st_must_attack_one

    def st_pt_must_attack_one(self, c):
        return [_modify_pt(c[0], c[1]), {"grant": [MUST_ATTACK], "affects": c[0]}]

    def st_block_only_flying_one(self, c):
        return [{"grant": [ONLY_FLYING], "affects": c[0]}]

    def st_pt_self(self, c):
        return [_modify_pt({"self": True}, c[1])]

    def st_kw_self(self, c):
        return [{"grant": c[1], "affects": {"self": True}}]

    def st_pt_kw_self(self, c):
        return [_modify_pt({"self": True}, c[1]), {"grant": c[2], "affects": {"self": True}}]

    def static_if(self, c):
        """611.3a: "… as long as …": every part of the ability has the condition."""
        entries, condition = c
        return [_with_condition(e, condition) for e in entries]

    def static_if_first(self, c):
        condition, entries = c
        out = [_with_condition(e, condition) for e in entries]
        out[0]["_if_first"] = True  # "As long as …, …" (the renderer's word order)
        return out

    def st_additional_cost(self, c):
        """601.2b, 601.2f: "As an additional cost to cast CARDNAME, sacrifice a creature"."""
        part = c[-1]
        if set(part) & {
            "mana",
            "tap",
            "untap",
            "sacrifice_self",
            "discard_self",
            "exile_self",
            "remove_counters",
            "put_counters",
            "return_self",
        }:
            raise Unsupported("такая дополнительная стоимость", "601.2b")
        return [{"additional_cost": part}]

    def st_no_max_hand_size(self, c):
        """402.2: "You have no maximum hand size" (the cleanup step's discard, 514.1)."""
        return [{"no_max_hand_size": True}]

    def st_control_enchanted(self, c):
        """Layer 2 (613.1b): "You control enchanted creature" (Control Magic)."""
        affects: dict[str, Any] = {"enchanted": True}
        if c[0] != "permanent":
            affects["types"] = [c[0].capitalize()]
        return [{"control": "you", "affects": affects}]

    def perm_word(self, c):
        return str(c[0])

    def st_cda(self, c):
        """604.3: a characteristic-defining ability that defines power and/or toughness."""
        sides, count = c[1], c[2]
        if sides == "both":
            return [{"pt_equal_to": count}]
        return [{"pt_equal_to": {sides: count}}]

    def sides_both(self, c):
        return "both"

    def sides_power(self, c):
        return "power"

    def sides_toughness(self, c):
        return "toughness"

    def cnt_hand(self, c):
        return "cards_in_hand"

    def cnt_creature_cards_gy(self, c):
        return "creature_cards_in_your_graveyard"

    def cnt_permanents(self, c):
        flt = dict(c[0])
        if "controller" not in flt:
            raise Unsupported("число перманентов всех игроков", "604.3")
        if flt.get("other"):
            raise Unsupported("число «других» перманентов в определяющей способности", "604.3")
        return {"count": flt}

    def cnt_subtype(self, c):
        flt = _target_spec("permanent", c[:-2]).get("filter", {})
        name = _subtype_name(PLURALS[str(c[-2])])
        return {"count": {**flt, "subtypes": [name], **c[-1]}}

    # -- conditions of static abilities ("as long as", 611.3a) -------------------------
    def cond_control(self, c):
        return {"you_control": c[0]}

    def cond_control_none(self, c):
        return {"you_control_none": c[0]}

    def cond_control_at_least(self, c):
        """ "you control three or more artifacts" (611.3a)."""
        return {"you_control_at_least": {"filter": c[1], "n": c[0]}}

    def cond_permanent(self, c):
        kind = c[-1]
        spec = _target_spec(kind, c[:-1])
        flt = dict(spec.get("filter", {}))
        if kind != "permanent":
            flt = {"types": [kind.capitalize()], **flt}
        return flt

    def cond_subtype(self, c):
        return {"subtypes": [_subtype_name(str(c[0]))]}

    def cond_hand_at_least(self, c):
        return {"cards_in_hand_at_least": c[0]}

    def cond_your_turn(self, c):
        return {"your_turn": True}

    def cond_not_your_turn(self, c):
        return {"not_your_turn": True}

    def cond_life_at_most(self, c):
        return {"life_at_most": int(c[0])}

    def cond_life_at_least(self, c):
        return {"life_at_least": int(c[0])}

    def cond_graveyard_at_least(self, c):
        # threshold (207.2c): "seven or more cards are in your graveyard"
        return {"cards_in_graveyard_at_least": c[0]}


@cache
def _family_rules() -> dict:
    """The builder callbacks of the wording families (``families.RULES``), checked once against
    the shared Builder's own methods."""
    from . import families

    families.check_rules(Builder)
    return families.table("RULES")


def _search_of(effect: Any) -> dict | None:
    """The search instruction itself, or the one a "you may …" wraps."""
    if not isinstance(effect, dict):
        return None
    if "search_library" in effect:
        return effect
    inner = effect.get("may")
    if isinstance(inner, list) and len(inner) == 1 and "search_library" in inner[0]:
        return inner[0]
    return None


def _prevent_specs(combat: bool, who: tuple[str, Any] | None) -> list[dict]:
    """The replacement mappings of "prevent all [combat] damage that would be dealt …"."""
    base: dict[str, Any] = {"event": "damage"}
    if combat:
        base["combat"] = True
    if who is None:
        return [{**base, "prevent": "all"}]
    how, ref = who
    if ref == {"all": {"types": ["Creature"], "enchanted": True}}:
        ref = "enchanted"
    elif isinstance(ref, dict):
        raise Unsupported("предотвращение для группы объектов", "615.1a")
    if how == "to":
        return [{**base, "to": ref, "prevent": "all"}]
    if how == "by":
        return [{**base, "source": ref, "prevent": "all"}]
    # "dealt to and dealt by target creature": one target, named once (its second mention is
    # that target, 114.3)
    return [
        {**base, "to": ref, "prevent": "all"},
        {
            **base,
            "source": IT if isinstance(ref, TargetRef) else ref,
            "prevent": "all",
            "_and": True,
        },
    ]


# instructions after which "it" is the object they moved (a new object, 400.7; the engine's
# ``that`` of a delayed trigger is that object, 603.7c)
MOVING = ("exile", "return_to_hand", "put_onto_battlefield")


def _after_move(effects: list) -> list:
    """400.7: after "return target creature card from your graveyard to the battlefield", "it"
    is the new permanent, not the target (which is gone): such a later reference is ``that``
    (the objects this resolution moved) with the renderer's hint ``_moved``; so is the card an
    exiled source became, put back onto the battlefield."""
    out: list = []
    moved = source_moved = False
    for e in effects:
        if source_moved and e.get("put_onto_battlefield") == "self":
            # "Exile CARDNAME, then return it to the battlefield …": the card the source
            # became in exile (400.7), worded as the source (hints ``_self``, ``_source_moved``)
            e = {**e, "put_onto_battlefield": "that", "_self": True, "_source_moved": True}
        if e.get("exile") == "self":  # (exile is a public zone: the card is found there)
            source_moved = True
        if moved and "delayed" not in e:
            keys = [k for k, v in e.items() if v == "target" and not k.startswith("_")]
            if keys:
                e = {**{k: ("that" if k in keys else v) for k, v in e.items()}, "_moved": keys}
            cond = e.get("if")
            if isinstance(cond, dict) and (cond.get("object_is") or {}).get("of") == "target":
                # "If it's an Angel, put two +1/+1 counters on it" (family perms_conditions)
                e = {**e, "if": {**cond, "object_is": {**cond["object_is"], "of": "that"}}}
        if _moves_target(e):
            moved = True
        out.append(e)
    return out


def _moves_target(effect: dict) -> bool:
    """Whether an instruction (or the "you may …" it wraps) moves the first target."""
    inner = [effect, *effect.get("may", ())]
    return any(e.get(v) == "target" for e in inner for v in MOVING)


def _delayed_refs(effect: dict, before: list, it_is_source: bool = False) -> dict:
    """603.7: the delayed ability's "it" is the target of the ability that made it — or the
    object an earlier instruction moved (it is a new object then, 400.7) — written ``that``
    (``that: target`` when nothing moved it), or, in a triggered ability about its own source
    ("When CARDNAME attacks, sacrifice it at end of combat": ``it_is_source``), the source (a
    new object after a zone change is not it, 603.7c).  Other references are refused."""
    spec = dict(effect["delayed"])
    if any("create_token" in e for e in before):
        raise Unsupported("«it» после фишки в отложенной способности", "603.7c")
    moved = any(_moves_target(e) or "_moved" in e for e in before)
    named = any("self" in e.values() for e in before)
    used = [False]

    def swap(value: Any) -> Any:
        if isinstance(value, str) and value.startswith("target"):
            if value != "target":
                raise Unsupported("отложенная способность о второй цели", "603.7")
            used[0] = True
            return "that"
        if isinstance(value, (dict, list)) and value not in ([], {}):
            if isinstance(value, dict) and "all" in value:
                raise Unsupported("отложенная способность о группе объектов", "603.7")
        return value

    inner = []
    for e in spec["effects"]:
        if set(e) & {"may", "then", "otherwise", "delayed", "replacement"}:
            raise Unsupported("вложенные инструкции в отложенной способности", "603.7")
        if "_it" in e and not named and not it_is_source:  # "it" that fell back to the source
            raise Unsupported("«it» в отложенной способности — не эта карта", "603.7")
        swapped = {k: swap(v) for k, v in e.items()}
        was = [k for k in e if e[k] != swapped[k]]
        if was:  # the renderer words these as the target was worded
            swapped["_was_target"] = was
        inner.append(swapped)
    spec["effects"] = inner
    if used[0] and not moved:
        spec["that"] = "target"
    return {**effect, "delayed": spec}


def _discards(effect: dict) -> bool:
    """Whether an instruction (or the "you may …" it wraps) discards cards (701.7a)."""
    return any(isinstance(e, dict) and "discard" in e for e in [effect, *effect.get("may", ())])


def _discarded_before(effects: list) -> list:
    """ "… discard a nonland card. If you do, search … with the same converted mana cost as that
    card": after an instruction that discards, "that card" (``DISCARDED``) is the card it
    discarded (the engine's ``discarded``, 608.2g); before one, it stays unread."""
    out: list = []
    seen = False
    for e in effects:
        if seen:
            e = _named_discarded(e)
        elif isinstance(e, dict) and _discards(e) and "then" in e:
            e = {**e, "then": _named_discarded(e["then"])}  # "If you do, …" (608.2c)
        seen = seen or (isinstance(e, dict) and _discards(e))
        out.append(e)
    return out


def _named_discarded(value: Any) -> Any:
    """ "the discarded card" (``DISCARDED``) in an ability whose cost discards a card: that
    card (the engine's ``discarded``, 117.1)."""
    if value == DISCARDED:
        return "discarded"
    if isinstance(value, list):
        return [_named_discarded(v) for v in value]
    if isinstance(value, dict):
        return {k: _named_discarded(v) for k, v in value.items()}
    return value


def _the_card_it_became(effect: dict) -> dict:
    """ "When CARDNAME dies, put it on top of its owner's library": "it" is the card the
    permanent became (400.7d: ``that``, found in a public zone, 603.6c)."""
    if "may" in effect:
        return {**effect, "may": [_the_card_it_became(e) for e in effect["may"]]}
    if effect.get("put_on_library") == "self":
        return {**effect, "put_on_library": "that", "_it": ["put_on_library"]}
    return effect


def _the_card_in_graveyard(effect: dict) -> dict:
    """400.7d: after "is put into a graveyard from the battlefield", the ability can find the
    card it became ("that"); "return CARDNAME to its owner's hand" means that card.  Any other
    mention of the source is refused (the permanent is gone)."""
    if effect.get("return_to_hand") == "self" and len(effect) == 1:
        return {"return_to_hand": "that", "_self": True}
    if "self" in effect.values():
        raise Unsupported("CARDNAME после того, как он попал на кладбище", "400.7d")
    return {
        key: [_the_card_in_graveyard(e) for e in value]
        if key in ("may", "then", "otherwise")
        else value
        for key, value in effect.items()
    }


def _the_dead_card(effect: dict) -> dict:
    """400.7d: "When ~ dies, return it to its owner's hand / exile it / put it on top of its
    owner's library": the card the creature became in the graveyard (``that``); other mentions
    of the source (the source of damage) stay the source as it last existed (608.2g)."""
    out: dict[str, Any] = {
        key: [_the_dead_card(e) for e in value]
        if key in ("may", "then", "otherwise", "if_win")
        else value
        for key, value in effect.items()
    }
    spec = out.get("delayed")
    if isinstance(spec, dict):  # "… return it to the battlefield … at the beginning of their
        # next upkeep" (Phytotitan): the same card, which the delayed ability finds (603.7c)
        out["delayed"] = {**spec, "effects": [_the_dead_card(e) for e in spec["effects"]]}
    # (put_onto_battlefield: "return it to the battlefield under your control", family zones)
    for verb in ("return_to_hand", "exile", "put_on_library", "put_onto_battlefield"):
        if out.get(verb) == "self":
            out[verb] = "that"
            out["_self"] = True
            if verb == "put_onto_battlefield":  # the family's renderer: not the source itself
                out["_dead_card"] = True
    return out


def _each_target(obj: Any) -> None:
    """ "… each get / each gain": only after "any number of / up to N target …"."""
    if not (isinstance(obj, TargetRef) and obj.each):
        raise Unsupported("«each get» не после «any number of target …»", "608.2c")


def _times(amount: Any) -> int:
    if not isinstance(amount, int):
        raise Unsupported("X за каждый …", "107.3")
    return amount


def _number_word(n: int) -> str:
    return {2: "two", 3: "three", 4: "four", 5: "five"}.get(n, str(n))


def _article(word: str) -> str:
    return ("an " if word[:1].lower() in "aeiou" else "a ") + word


def _typed_spell(*types: str) -> dict:
    return {"kind": "spell", "filter": {"types": list(types)}}


def _with_condition(entry: dict, condition: dict) -> dict:
    if "keyword" in entry:  # "CARDNAME can't block as long as …": not a plain keyword then
        raise Unsupported("ключевое слово с условием «пока …»", "611.3a")
    return {**entry, "if": condition}


def _modify_pt(affects: dict, token: Any) -> dict:
    power, toughness = _pt(token)
    return {"modify_pt": {"power": power, "toughness": toughness}, "affects": affects}


def _target_spec(kind: str, parts: list) -> dict:
    """A target kind and the filter its adjectives, subtype and controller make."""
    flt: dict[str, Any] = {}
    for part in parts:
        if isinstance(part, dict):
            flt = _merge_filters(flt, part)
        elif hasattr(part, "type") and part.type == "SUBTYPE":
            flt = _merge_filters(flt, {"subtypes": [_subtype_name(str(part))]})
    spec: dict[str, Any] = {"kind": kind}
    if flt:
        spec["filter"] = flt
    return spec


def _subtype_name(lower: str) -> str:
    from .vocabulary import SUBTYPES

    for group in SUBTYPES.values():
        for name in group:
            if name.lower() == lower:
                return name
    return lower.capitalize()


def _moves_this_card(effects: list) -> bool:
    """Whether an instruction (or one of a payment's "If you do, …") moves the card itself
    from its graveyard ("return CARDNAME from your graveyard to the battlefield"): such an
    ability functions only in the graveyard (112.6k)."""
    for e in effects:
        if not isinstance(e, dict):
            continue
        if "this_card" in (e.get("put_onto_battlefield"), e.get("return_to_hand")):
            return True
        if _moves_this_card(list(e.get("then", ())) + list(e.get("otherwise", ()))):
            return True
    return False


def _intervening_if(ability: dict) -> dict:
    """ "When/Whenever/At …, if [condition], …": the "if" right after the trigger condition is an
    intervening "if" (603.4) — checked as the event happens and again as the ability resolves
    (608.2a), and the whole ability depends on it — not the condition of one sentence (608.2c).
    The condition moves from the first sentence's instructions to the trigger."""
    effects = ability["effects"]
    if not effects or not isinstance(effects[0], dict) or not effects[0].get("_if_head"):
        return ability
    condition = effects[0]["if"]
    if isinstance(condition, dict) and "object_is" in condition:  # family perms_conditions
        raise Unsupported("«if it's a …» как условие срабатывания", "603.4")
    fixed, leading = [], True
    for e in effects:
        if (
            leading
            and isinstance(e, dict)
            and e.get("if") == condition
            and (e is effects[0] or not e.get("_if_head"))
        ):
            fixed.append({k: v for k, v in e.items() if k not in ("if", "_if_head")})
        else:
            leading = False
            fixed.append(e)
    return {**ability, "effects": fixed, "if": condition, "_if_moved": True}


# events about another permanent whose "it deals N damage" is that permanent dealing it
IT_DEALS_EVENTS = (
    "a_permanent_enters",
    "another_creature_enters",
    "a_creature_attacks",
    "a_creature_dealt_damage",
)


def _it_deals(effect: Any, when: str) -> Any:
    """ "Whenever a Dragon enters the battlefield under your control, it deals X damage to …":
    "it" is the permanent of the trigger event, which deals the damage (``by: that``, 608.2g),
    not the source of the ability; after another event such an "it" is refused."""
    if not isinstance(effect, dict):
        return effect
    for key in ("may", "then", "otherwise"):  # "you may have it deal 4 damage to …"
        if isinstance(effect.get(key), list):
            effect = {**effect, key: [_it_deals(e, when) for e in effect[key]]}
    if not effect.get("_source_it") or "by" in effect:
        return effect
    if when not in IT_DEALS_EVENTS:
        raise Unsupported("«it deals …» — объект события срабатывания, не эта карта", "608.2g")
    return {**effect, "by": "that"}


def _no_that_much(sentences: Any) -> Any:
    """ "that much" is the amount of a trigger event (603.2): a spell or an activated ability
    has none (its "that much" speaks of an instruction before it, which the engine does not
    track), so it is refused there."""

    def walk(value: Any) -> None:
        if value == "that_much":
            raise Unsupported("«that much» без события срабатывания", "603.2")
        if isinstance(value, dict) and "_event" in value:  # "the exploited creature's …"
            raise Unsupported("величина события срабатывания без него", "603.2")
        if isinstance(value, dict):
            for k, v in value.items():
                if k != "triggered":  # a granted trigger's "that much" is its own event's
                    walk(v)
        elif isinstance(value, list):
            for v in value:
                walk(v)

    effects = getattr(sentences, "effects", None)
    if isinstance(effects, list):
        effects[:] = _that_much_lost(effects)
    walk(getattr(sentences, "effects", sentences))
    return sentences


def _that_much_lost(effects: list) -> list:
    """ "Target opponent loses 1 life for each …. You gain that much life.": right after an
    instruction that makes a player lose life, "that much" is the life lost that way (608.2c:
    the instructions are followed in order; 118.3) — the number ``life_lost_this_way`` (family
    amount_that_much words it back)."""
    out = list(effects)
    for i, effect in enumerate(out):
        if (
            i > 0
            and effect == {"gain_life": "that_much"}
            and isinstance(out[i - 1], dict)
            and "lose_life" in out[i - 1]
        ):
            out[i] = {"gain_life": "life_lost_this_way", "_text": "amount_that_much"}
    return out


def _event_amounts(value: Any, when: str) -> None:
    """An amount of one trigger event's object ("the exploited creature's toughness", hint
    ``_event``) only in a triggered ability with that event (603.2)."""
    if isinstance(value, dict):
        if value.get("_event", when) != when:
            raise Unsupported("величина другого события срабатывания", "603.2")
        for v in value.values():
            _event_amounts(v, when)
    elif isinstance(value, list):
        for v in value:
            _event_amounts(v, when)


def _no_bare_x(sentences: Any) -> Any:
    """A triggered ability's X that its text does not define is the X of the object it is on
    (107.3h: the X paid for its morph cost, 107.3d, or for the spell, 107.3a): the engine's
    triggered abilities have no X, so such an ability is refused (it played X as 0)."""

    def walk(value: Any) -> None:
        if value == "X" or (
            isinstance(value, TargetRef) and value.spec.get("count") in ("x", {"up_to": "X"})
        ):
            raise Unsupported("X срабатывающей способности, не определённый её текстом", "107.3h")
        if isinstance(value, dict):
            for k, v in value.items():
                # "you may pay {X}. If you do, …": that X is chosen as it resolves (107.3e)
                if not str(k).startswith("_") and not (k == "then" and value.get("choose_x")):
                    walk(v)
        elif isinstance(value, list):
            for v in value:
                walk(v)

    walk(getattr(sentences, "effects", sentences))
    return sentences


def _counts_creatures(value: Any) -> bool:
    """An amount ``{of: {count: filter}, times: 1}`` counting creatures (608.2g)."""
    inner = value.get("of") if isinstance(value, dict) else None
    flt = inner.get("count") if isinstance(inner, dict) else None
    return isinstance(flt, dict) and flt.get("types") == ["Creature"]


def _names_amount(value: dict) -> bool:
    """Whether a value is or holds an amount (``{amount: …}``, ``{of: …}``: family "amounts")."""
    return (
        "amount" in value
        or "of" in value
        or any(isinstance(v, dict) and "amount" in v for v in value.values())
    )


def _spec_kind(spec: Any) -> Any:
    return spec if isinstance(spec, str) else dict(spec).get("kind")


def _target_index(name: str) -> int:
    """ "target" → 0, "target:2" → 1."""
    return int(name.split(":")[1]) - 1 if ":" in name else 0


def _ability(
    sentences: Sentences,
    source_is_it: bool = True,
    that_player: bool = False,
    it_is_that: bool = False,
    that_card: bool = False,
    that_is_event_object: bool = False,
    delayed_it_is_source: bool = False,
    amount_it_is_that: bool = False,
) -> dict:
    """Number the targets in the order written and resolve "it"; the joins go under the key
    ``_joins`` (taken off by the compiler before the card format sees the ability)."""
    flat = sentences.effects
    targets: list = []
    last: list[Any] = ["self"]
    named = [False]  # CARDNAME written in the instructions (then "it" may be the source)

    def ref(value: Any) -> Any:
        if isinstance(value, TargetRef) and value.each:
            targets.append(value.spec)
            last[0] = "each_target"
            return "each_target"
        if isinstance(value, TargetRef) and value.spec.get("_another") and targets:
            # "another target" after a target: not that target (601.2c, 114.3: a spell may
            # name one object once for each word "target" — "another" forbids it), whatever
            # the source is
            flt = {k: v for k, v in value.spec["filter"].items() if k != "other"}
            value = TargetRef({**value.spec, "filter": {**flt, "other_target": True}})
        if isinstance(value, TargetRef) and "_another" in value.spec:
            value = TargetRef({k: v for k, v in value.spec.items() if k != "_another"}, value.each)
        if isinstance(value, TargetRef):
            targets.append(value.spec)
            name = "target" if len(targets) == 1 else f"target:{len(targets)}"
            last[0] = name
            return name
        if value == IT and last[0] == MANIFESTED:
            # "Manifest the top card of your library and attach CARDNAME to it": the permanent
            # the manifest put onto the battlefield (701.31a; engine: ``that``)
            return "that"
        if value == IT and last[0] == PUT_CARD:  # "Return it to your hand …" (400.7)
            return "that"
        if value == IT and last[0] in (NONTARGET, GROUP, REVEALED):
            # "tap enchanted creature. It deals …": "it" is that creature, which is neither a
            # target nor the source
            raise Unsupported("«it» — объект, который не цель и не источник", "608.2c")
        if value == IT:
            if last[0] == "self" and it_is_that and not named[0]:
                return "that"  # the object of the trigger event (603.2; engine: "that")
            if last[0] == "self" and not source_is_it and not named[0]:
                raise Unsupported("«it» — объект события срабатывания, не эта карта", "603.2")
            return last[0]
        if value == "self":
            named[0] = True
        if value == IT_MOVED:
            if last[0] == PUT_CARD or (last[0] == "self" and that_card and not named[0]):
                return "that"
            raise Unsupported("«it» — не карта, которая переместилась", "400.7d")
        if value == THAT_CARD:
            if not (that_card or any(_moves_target(e) or e.get("_that_card") for e in done)):
                if (
                    last[0].startswith("target")
                    and _spec_kind(targets[_target_index(last[0])]) == "card_in_graveyard"
                ):
                    # "… target creature card … on top of your library. … that card's power":
                    # the target card, as it last existed (608.2g)
                    return last[0]
                raise Unsupported("«that card» без карты, которая переместилась", "400.7d")
            return "that"
        if value == ITS_CONTROLLER:
            if last[0] == "target":
                return "target_controller"
            if last[0] == "self" and not source_is_it and not named[0]:
                return "that_controller"  # the object of the trigger event (603.2)
            raise Unsupported("«its controller»: чей — не ясно движку", "608.2c")
        if value == ITS_OWNER:
            if last[0] == "target":  # "Exile target creature card … Its owner puts …" (108.3)
                return "target_owner"
            raise Unsupported("«its owner»: чей — не ясно движку", "108.3")
        if value == THAT_PLAYER and not that_player:
            if last[0].startswith("target") and _spec_kind(targets[_target_index(last[0])]) in (
                "player",
                "opponent",
            ):
                # "Target opponent reveals their hand. … that player loses 2 life": the
                # player target named just before (608.2c)
                return last[0]
            raise Unsupported("«that player» без события, которое называет игрока", "603.2")
        if value == THOSE:
            if last[0] == GROUP:  # the objects the group before it named (608.2c)
                return "those"
            if last[0] == COUNTED:  # the creatures the instruction before it counted (608.2c)
                return "counted"
            if last[0] != "each_target":
                raise Unsupported("«those creatures» / «they» без целей перед ними", "608.2c")
            return last[0]
        if value == THAT_TARGET:
            # "that permanent or player" (608.2c): the last target, a creature or player —
            # also after a revealed card (only "that card" names that card)
            if not targets or _spec_kind(targets[-1]) != "creature_or_player":
                raise Unsupported("«that permanent or player» без такой цели перед ним", "608.2c")
            name = "target" if len(targets) == 1 else f"target:{len(targets)}"
            return name
        if value == THAT:
            if last[0] == PUT_CARD:  # "That creature gains haste." (400.7: the new permanent)
                return "that"
            if last[0] == "self" and that_is_event_object:
                last[0] = "that"  # the other object of the trigger event (603.2)
                return "that"
            if last[0] in ("self", REVEALED):
                raise Unsupported("«that creature» без цели перед ним", "608.2c")
            return NONTARGET if last[0] == GROUP else last[0]
        if isinstance(value, list):
            return [fix(v) if isinstance(v, dict) else ref(v) for v in value]
        if isinstance(value, dict) and "all" in value and set(value) == {"all"}:
            # "enchanted creature", "each creature …": "it" after it is no object; "those
            # creatures" after a group of creatures are the ones it named
            flt = value["all"] or {}
            group = flt.get("types") == ["Creature"] and not set(flt) & {"enchanted", "equipped"}
            last[0] = GROUP if group else NONTARGET
            return value
        if isinstance(value, dict) and _names_amount(value):
            if amount_it_is_that and value.get("object") == IT and last[0] == "self":
                if not named[0]:
                    # "When enchanted creature dies, you gain X life …, where X is its
                    # toughness": the creature that died, as it last existed on the
                    # battlefield (603.6d, 608.2g; engine: "that")
                    return {**value, "object": "that"}
            # an amount naming an object ("equal to its power", 608.2g) or counting (family
            # "amounts"): its references are resolved like the instruction's
            return {k: ref(v) for k, v in value.items()}
        return value

    last_player: list[Any] = []

    def fix(effect: dict) -> dict:
        out: dict[str, Any] = {}
        for key, value in effect.items():
            if key == "player" and value == SAME_PLAYER:
                if not last_player:
                    raise Unsupported("глагол без игрока перед ним", "608.2c")
                out[key], out["_bare"] = last_player[0], True
            elif key in ("may", "then", "otherwise"):
                out[key] = [fix(e) for e in value]
            elif key == "delayed":  # 603.7: its references are resolved like the rest
                out[key] = {**value, "effects": [fix(e) for e in value["effects"]]}
            elif key == "replacement":  # "… dealt to target creature this turn" (611.2c)
                spec = {k: ref(v) for k, v in value.items()}
                if THAT in value.values():  # worded "that creature" (the renderer's hint)
                    spec["_that"] = True
                if any(v == IT and spec[k] == "self" for k, v in value.items()):
                    spec["_it"] = True  # the source worded "it"
                out[key] = spec
            elif key == "attach" and value == "self":
                # "attach CARDNAME to it" (701.3a): the subject is no mention of the source
                # for a later "it" (603.2: that is the trigger event's object)
                out[key] = value
            elif key == "pump_all":  # "creatures you control get +1/+1": a group (611.2c)
                out[key] = ref(value)
                if isinstance(value, dict) and value.get("types") == ["Creature"]:
                    last[0] = GROUP
            elif key == "create_token" and effect.get("count", 1) != 1:
                # "Put two 1/1 … tokens onto the battlefield. They gain first strike until end
                # of turn": "they" are the tokens just created (608.2c; engine: ``those``)
                out[key] = ref(value)
                last[0] = GROUP
            elif key == "draw" and _counts_creatures(value):
                # "draw a card for each creature you control with …": "those creatures" after
                # it are the creatures counted (608.2c)
                out[key] = ref(value)
                last[0] = COUNTED
            else:
                out[key] = ref(value)
                if value in (THAT, THAT_TARGET):  # worded "that creature" / "that permanent
                    # or player" (the renderer's hint; the target's kind tells which)
                    out["_that"] = [*out.get("_that", []), key]
                if value == THOSE:  # worded "those creatures"
                    out["_those"] = [*out.get("_those", []), key]
                if value == IT and out[key] in ("self", "that"):  # worded "it"
                    out["_it"] = [*out.get("_it", []), key]
        if "player" in out:
            last_player[:] = [out["player"]]
        return out

    done: list = []  # the instructions resolved so far ("that card" needs a move before it)
    for e in flat:
        done.append(fix(e))
        if "create_token_copy" in e:
            # "… a token that's a copy of target creature. It gains haste": "it" is the token
            # (111.1), neither the target nor the source — not read (608.2c)
            last[0] = NONTARGET
        if isinstance(e, dict) and e.get("_that_card"):
            # a card was revealed (701.13a): a later "it" could be that card or the source —
            # not read (only "that card" names the revealed card)
            last[0] = REVEALED
        if isinstance(e, dict) and set(e) == {"manifest"}:
            last[0] = MANIFESTED
        if isinstance(e, dict) and any(
            isinstance(x, dict) and x.get("put_from_hand") is not None
            for x in [e, *e.get("may", ())]
        ):
            last[0] = PUT_CARD  # "you may put a creature card from your hand … That creature"
    fixed = _discarded_before(_after_move(done))
    for i, effect in enumerate(fixed):
        if "delayed" in effect:
            fixed[i] = _delayed_refs(effect, fixed[:i], delayed_it_is_source)
    counted = [i for i, t in enumerate(targets) if t.get("count", 1) != 1]
    if (
        len(targets) > 1
        and counted
        and (counted != [len(targets) - 1] or "each_target" in repr(fixed))
    ):
        # "each_target" would take in the other targets too; the engine counts only the last
        # target ("up to one target creature" named by its number: family perms_up_to_one)
        raise Unsupported("«up to N target …» рядом с другой целью", "601.2c")
    out: dict[str, Any] = {}
    if targets:
        out["targets"] = [t if set(t) - {"kind"} else t["kind"] for t in targets]
    out["effects"] = fixed
    out["_joins"] = list(sentences.joins)
    return out
