"""Keyword abilities that stand for other abilities (702): what each one means, written in
the card format's own vocabulary.

A keyword such as "Echo {2}{R}" or "Modular 2" is one ability of the object (an entry of its
``keywords``), and the rule that defines it says which triggered, replacement or static
abilities it represents.  :func:`expand` gives those abilities as ordinary values of the card
format -- a :class:`~.format.Trigger` for "At the beginning of your upkeep …", a
:class:`~.replacement_spec.ReplacementSpec` for "enters the battlefield with N counters" --
each carrying the keyword's rule, so the engine plays them with the machinery every other
ability uses and the explanation can name the keyword and its rule.  An object that loses the
keyword (613.1f) loses what it stands for.

The keywords here (their 2015 numbers):

* persist (702.78a), undying (702.92a) -- "when this is put into a graveyard from the
  battlefield, if it had no -1/-1 (+1/+1) counters on it, return it …";
* echo (702.29a), cumulative upkeep (702.23a), fading (702.31a), vanishing (702.62a) -- costs
  and counters at the beginning of your upkeep;
* soulshift (702.45a), modular (702.42a), graft (702.57a), evolve (702.99a), bloodthirst
  (702.53a) -- counters and cards moved when permanents come and go;
* storm (702.39a), split second (702.60a), cascade (702.84a), rebound (702.87a) -- spells on
  the stack;
* evoke (702.73a) -- the sacrifice trigger linked to its alternative cost;
* hideaway (702.74a) -- enters tapped; when it enters, a card of the top four is exiled face
  down for the permanent's linked "play the exiled card" ability (``engine/triggers/hideaway.py``);
* suspend (702.61a), madness (702.34a), unearth (702.83a) -- abilities that work in exile or in
  the graveyard and let a card be cast (or returned) from there (``engine/cast_from.py``);
* annihilator (702.85a), battle cry (702.90a), living weapon (702.91a), extort (702.100a) --
  triggered abilities of attacking, entering and casting; totem armor (702.88a) -- a
  replacement of the enchanted permanent's destruction;
* cycling and typecycling (702.28a, 702.28e) -- activated abilities that work in a hand
  (:func:`activated_ability`; "when you cycle ~" triggers are the trigger event
  ``you_cycle_this``, 702.28c).

The functions are cached: the same keyword always gives the same values (a triggered ability
is recognised by identity while it waits to be put on the stack).
"""

from __future__ import annotations

import re
from dataclasses import dataclass, replace
from functools import cache
from typing import TYPE_CHECKING, Any

from .combat_keywords import COMBAT_TRIGGER_KEYWORDS, trigger_bodies
from .keywords import Keyword, KeywordError, parse_keyword

if TYPE_CHECKING:
    from .format import Ability, Trigger
    from .replacement_spec import ReplacementSpec

# the keywords of this module (names as in the registry, ``cards/keywords.py``)
EXPANDING = (
    "Persist",
    "Undying",
    "Echo",
    "Cumulative upkeep",
    "Fading",
    "Vanishing",
    "Soulshift",
    "Modular",
    "Graft",
    "Evolve",
    "Bloodthirst",
    "Storm",
    "Split second",
    "Cascade",
    "Rebound",
    "Suspend",
    "Unearth",
    "Madness",
    "Annihilator",
    "Battle cry",
    "Living weapon",
    "Extort",
    "Totem armor",
    "Dethrone",
    "Miracle",
    "Unleash",
    "Tribute",
    "Devour",
    "Sunburst",
    "Champion",
    "Amplify",
    "Soulbond",
    "Ripple",
    "Haunt",
    "Gravestorm",
    "Evoke",
    "Hideaway",
    "Scavenge",
    "Replicate",
    "Recover",
    "Conspire",
)
# keywords whose cost the engine pays only when it is a mana cost
MANA_ONLY = ("Unearth", "Madness", "Miracle", "Scavenge", "Replicate", "Recover")
# keywords whose cost may also be written in words ("Echo—Discard a card", "Cumulative
# upkeep—Pay 1 life"): paid through the one cost model when ``cost_words`` reads them
WORD_COSTS = ("Echo", "Cumulative upkeep")
_MANA_COST = re.compile(r"^(\{[0-9WUBRGXCSP/]+\})+$")


@dataclass(frozen=True)
class Expansion:
    """The abilities a keyword stands for."""

    keyword: Keyword
    triggers: tuple[Trigger, ...] = ()
    replacements: tuple[ReplacementSpec, ...] = ()
    graveyard: tuple[Ability, ...] = ()  # activated abilities that work in the graveyard


def champion_filter(quality: str) -> dict[str, Any] | None:
    """The permanents "Champion a creature" / "a Faerie" / "a Goblin or Shaman" can exile."""
    words = quality.removeprefix("an ").removeprefix("a ").strip()
    if words == "creature":
        return {"types": ["Creature"]}
    kinds = [w.strip() for w in words.split(" or ")]
    if all(re.fullmatch(r"[A-Z][a-z]+", k) for k in kinds):
        return {"subtypes": kinds}
    return None


def unsupported_parameter(keyword: Keyword) -> bool:
    """A keyword of this module written with a parameter the engine can't play yet (a cost in
    words ``cost_words`` does not read: "Cumulative upkeep—Flip a coin"; "Suspend X—…")."""
    if keyword.name == "Champion":
        return champion_filter(keyword.parameter or "") is None
    if keyword.name == "Suspend":
        from ..engine.cast_from import suspend_parts

        return suspend_parts(keyword.parameter) is None
    if keyword.name in WORD_COSTS and not _MANA_COST.match(keyword.parameter or ""):
        from .cost_words import CostWordsError, read

        try:
            read((keyword.parameter or "").removeprefix("—"))
        except CostWordsError:
            return True
        return False
    return keyword.name in MANA_ONLY and not _MANA_COST.match(keyword.parameter or "")


def _trigger(keyword: Keyword, body: dict[str, Any]) -> Trigger:
    """A triggered ability written in the card format, marked with the keyword's rule."""
    from .format import _trigger as read_trigger

    trigger = read_trigger(body, ("keywords", keyword.text))
    return replace(trigger, text=keyword.text, rule=keyword.spec.rule)


def _enters_with(keyword: Keyword, kind: str, n: int | str) -> ReplacementSpec:
    """ "This permanent enters the battlefield with N [kind] counters on it" (614.1c); ``n`` is a
    number or the name of an amount the engine computes as it enters ("sunburst",
    "amplify:N", "devour:N")."""
    from .replacement_spec import ReplacementSpec

    return ReplacementSpec(
        event="enter_battlefield",
        modification="counters",
        value=(kind, n),
        of="self",
        text=keyword.text,
        rule=keyword.spec.rule,
    )


def _returns(keyword: Keyword, counter: str) -> Trigger:
    """Persist and undying: "When this permanent is put into a graveyard from the
    battlefield, if it had no [counter] counters on it, return it to the battlefield under
    its owner's control with a [counter] counter on it" (400.7d: the ability finds the card
    in the graveyard)."""
    return _trigger(
        keyword,
        {
            "when": "put_into_graveyard_from_battlefield",
            "if": {"had_no_counters": counter},
            "effects": [
                {"put_onto_battlefield": "that", "under": "owner", "counters": {counter: 1}}
            ],
        },
    )


@cache
def expand(keyword: Keyword) -> Expansion | None:
    """The abilities the keyword stands for, or None if it is not one of this module's (or
    has a parameter the engine can't play yet)."""
    if keyword.name in COMBAT_TRIGGER_KEYWORDS:  # rampage, flanking, bushido, exalted
        return Expansion(keyword, tuple(_trigger(keyword, b) for b in trigger_bodies(keyword)))
    if keyword.name not in EXPANDING or unsupported_parameter(keyword):
        return None
    name, n = keyword.name, keyword.number or 0
    sacrifice_self = {"sacrifice": "self"}
    if name == "Persist":
        return Expansion(keyword, (_returns(keyword, "-1/-1"),))
    if name == "Undying":
        return Expansion(keyword, (_returns(keyword, "+1/+1"),))
    if name == "Echo":
        upkeep = {
            "when": "your_upkeep",
            "if": {"came_under_control_since_last_upkeep": True},
            "effects": [{"may_pay": keyword.parameter, "otherwise": [sacrifice_self]}],
        }
        return Expansion(keyword, (_trigger(keyword, upkeep),))
    if name == "Cumulative upkeep":
        upkeep = {
            "when": "your_upkeep",
            "if": {"on_battlefield": True},
            "effects": [
                {"add_counters": {"kind": "age", "n": 1}, "on": "self"},
                {"may_pay": keyword.parameter, "per_counter": "age", "otherwise": [sacrifice_self]},
            ],
        }
        return Expansion(keyword, (_trigger(keyword, upkeep),))
    if name == "Fading":
        upkeep = {
            "when": "your_upkeep",
            "effects": [
                {
                    "remove_counters": {"kind": "fade", "n": 1},
                    "on": "self",
                    "if_cant": [sacrifice_self],
                }
            ],
        }
        return Expansion(keyword, (_trigger(keyword, upkeep),), (_enters_with(keyword, "fade", n),))
    if name == "Vanishing":
        upkeep = {
            "when": "your_upkeep",
            "if": {"has_counter": "time"},
            "effects": [{"remove_counters": {"kind": "time", "n": 1}, "on": "self"}],
        }
        last = {"when": "last_time_counter_removed", "effects": [sacrifice_self]}
        # 702.62b: "Vanishing" without a number does not put counters on it
        counters = (_enters_with(keyword, "time", n),) if keyword.parameter else ()
        return Expansion(keyword, (_trigger(keyword, upkeep), _trigger(keyword, last)), counters)
    if name == "Soulshift":
        spirit = {
            "kind": "card_in_graveyard",
            "filter": {"subtypes": ["Spirit"], "controller": "you", "mana_value_at_most": n},
        }
        return Expansion(
            keyword,
            (
                _trigger(
                    keyword,
                    {
                        "when": "put_into_graveyard_from_battlefield",
                        "targets": [spirit],
                        "effects": [{"may": [{"return_to_hand": "target"}]}],
                    },
                ),
            ),
        )
    if name == "Modular":
        dies = {
            "when": "put_into_graveyard_from_battlefield",
            "targets": [{"kind": "creature", "filter": {"types": ["Artifact"]}}],
            "effects": [
                {"may": [{"add_counters": {"kind": "+1/+1", "n": "source_counters:+1/+1"}}]}
            ],
        }
        return Expansion(keyword, (_trigger(keyword, dies),), (_enters_with(keyword, "+1/+1", n),))
    if name == "Graft":
        enters = {
            "when": "another_creature_enters",
            "if": {"has_counter": "+1/+1"},
            "effects": [
                {
                    "may": [
                        {"remove_counters": {"kind": "+1/+1", "n": 1}, "on": "self"},
                        {"add_counters": {"kind": "+1/+1", "n": 1}, "on": "that"},
                    ]
                }
            ],
        }
        return Expansion(
            keyword, (_trigger(keyword, enters),), (_enters_with(keyword, "+1/+1", n),)
        )
    if name == "Evolve":
        enters = {
            "when": "another_creature_enters",
            "of": {"controller": "you"},
            "if": {"that_is_bigger": True},
            "effects": [{"add_counters": {"kind": "+1/+1", "n": 1}, "on": "self"}],
        }
        return Expansion(keyword, (_trigger(keyword, enters),))
    if name == "Bloodthirst":
        from .replacement_spec import ReplacementSpec

        x = keyword.parameter == "X"  # 702.53b: X = the damage dealt to opponents this turn
        spec = ReplacementSpec(
            event="enter_battlefield",
            modification="counters",
            value=("+1/+1", "opponents_damage_this_turn" if x else n),
            of="self",
            condition=() if x else (("opponent_dealt_damage_this_turn", True),),
            text=keyword.text,
            rule="702.53b" if x else keyword.spec.rule,
        )
        return Expansion(keyword, (), (spec,))
    if name == "Totem armor":  # 702.88a
        from .replacement_spec import ReplacementSpec

        spec = ReplacementSpec(
            event="destroy",
            modification="instead",
            value=({"remove_damage": "recipient"}, {"destroy": "self"}),
            of="enchanted",
            text=keyword.text,
            rule=keyword.spec.rule,
        )
        return Expansion(keyword, (), (spec,))
    if name == "Champion":  # 702.71a–b: two linked triggered abilities
        flt = champion_filter(keyword.parameter or "")
        if flt is None:
            return None
        enters = {"when": "enters_battlefield", "effects": [{"champion": flt}]}
        leaves = {
            "when": "leaves_battlefield",
            "effects": [{"put_onto_battlefield": {"linked": "exiled"}, "under": "owner"}],
        }
        return Expansion(keyword, (_trigger(keyword, enters), _trigger(keyword, leaves)))
    if name == "Sunburst":  # 702.43a: +1/+1 counters (a creature) or charge counters
        return Expansion(keyword, (), (_enters_with(keyword, "+1/+1", "sunburst"),))
    if name == "Tribute":  # 702.103a: an opponent may have it enter with N +1/+1 counters
        return Expansion(keyword, (), (_enters_with(keyword, "+1/+1", f"tribute:{n}"),))
    if name == "Amplify":  # 702.37a; each instance works separately (702.37b)
        return Expansion(keyword, (), (_enters_with(keyword, "+1/+1", f"amplify:{n}"),))
    if name == "Devour":  # 702.81a
        return Expansion(keyword, (), (_enters_with(keyword, "+1/+1", f"devour:{n}"),))
    if name == "Unleash":
        # 702.97a: the first ability; the second ("can't block as long as it has a +1/+1
        # counter on it") is checked where blocks are declared (engine/combat.py)
        from .replacement_spec import ReplacementSpec

        spec = ReplacementSpec(
            event="enter_battlefield",
            modification="counters",
            value=("+1/+1", 1),
            of="self",
            condition=(("unleashed", True),),
            text=keyword.text,
            rule=keyword.spec.rule,
        )
        return Expansion(keyword, (), (spec,))
    if name == "Miracle":  # 702.93a; the reveal is ``engine.cast_from.miracle_reveal``
        revealed = {
            "when": "revealed_for_miracle",
            "effects": [
                {
                    "cast_card": "this_card",
                    "rule": "702.93a",
                    "cost": keyword.parameter,
                    "optional": True,
                }
            ],
        }
        return Expansion(keyword, (_trigger(keyword, revealed),))
    if name == "Dethrone":  # 702.104a
        attacks = {
            "when": "attacks_player_with_most_life",
            "effects": [{"add_counters": {"kind": "+1/+1", "n": 1}, "on": "self"}],
        }
        return Expansion(keyword, (_trigger(keyword, attacks),))
    if name == "Annihilator":  # 702.85a; each instance triggers separately (702.85b)
        attacks = {
            "when": "attacks",
            "effects": [{"sacrifice": {}, "player": "defending_player", "count": n}],
        }
        return Expansion(keyword, (_trigger(keyword, attacks),))
    if name == "Battle cry":  # 702.90a
        attacks = {
            "when": "attacks",
            "effects": [
                {"pump_all": {"attacking": True, "other": True}, "power": 1, "toughness": 0}
            ],
        }
        return Expansion(keyword, (_trigger(keyword, attacks),))
    if name == "Living weapon":  # 702.91a
        germ = {
            "name": "Germ",
            "types": ["Creature"],
            "subtypes": ["Germ"],
            "color_indicator": ["black"],
            "power": 0,
            "toughness": 0,
        }
        enters = {
            "when": "enters_battlefield",
            "effects": [{"create_token": germ, "attach_source": True}],
        }
        return Expansion(keyword, (_trigger(keyword, enters),))
    if name == "Extort":  # 702.100a
        cast = {
            "when": "you_cast_spell",
            "effects": [
                {
                    "may_pay": "{W/B}",
                    "then": [
                        {"lose_life": 1, "player": "each_opponent"},
                        {"gain_life": "life_lost_this_way"},
                    ],
                }
            ],
        }
        return Expansion(keyword, (_trigger(keyword, cast),))
    if name == "Evoke":
        # 702.73a: the alternative cost is read as the spell is cast (engine/cost_keywords);
        # the linked trigger: "when this permanent enters the battlefield, if its evoke cost
        # was paid, its controller sacrifices it"
        enters = {
            "when": "enters_battlefield",
            "if": {"cost_paid": "Evoke"},
            "effects": [sacrifice_self],
        }
        return Expansion(keyword, (_trigger(keyword, enters),))
    if name == "Storm":
        cast = {
            "when": "you_cast_this_spell",
            "effects": [
                {
                    "copy_spell": "self",
                    "count": "spells_cast_before_this_turn",
                    "new_targets": True,
                }
            ],
        }
        return Expansion(keyword, (_trigger(keyword, cast),))
    if name == "Recover":
        # 702.58a: "When a creature is put into your graveyard from the battlefield, you may
        # pay [cost]. If you do, return this card from your graveyard to your hand.
        # Otherwise, exile this card." (it functions in the graveyard)
        recover = {
            "when": "creature_to_your_graveyard",
            "effects": [
                {
                    "may_pay": keyword.parameter,
                    "then": [{"return_to_hand": "this_card"}],
                    "otherwise": [{"exile": "this_card"}],
                }
            ],
        }
        return Expansion(keyword, (_trigger(keyword, recover),))
    if name == "Conspire":
        # 702.77a: "When you conspire, copy it and you may choose a new target for the copy"
        copy = {
            "when": "you_cast_this_spell",
            "if": {"cost_paid": "Conspire"},
            "effects": [{"copy_spell": "self", "new_targets": True}],
        }
        return Expansion(keyword, (_trigger(keyword, copy),))
    if name == "Replicate":
        # 702.55a: "When you cast this spell, if a replicate cost was paid for it, copy it for
        # each time its replicate cost was paid. If the spell has any targets, you may choose
        # new targets for any of the copies."
        copies = {
            "when": "you_cast_this_spell",
            "if": {"cost_paid": "Replicate"},
            "effects": [{"copy_spell": "self", "count": "times_replicated", "new_targets": True}],
        }
        return Expansion(keyword, (_trigger(keyword, copies),))
    if name == "Madness":
        # the first ability (discard into exile) is ``engine.actions_common.discard``
        exiled = {
            "when": "exiled_with_madness",
            "effects": [
                {
                    "cast_card": "this_card",
                    "rule": "702.34a",
                    "cost": keyword.parameter,
                    "optional": True,
                    "else_to": "graveyard",
                }
            ],
        }
        return Expansion(keyword, (_trigger(keyword, exiled),))
    if name == "Unearth":
        from .format import _ability as read_ability

        body = {
            "cost": keyword.parameter,
            "timing": "sorcery",
            "text": keyword.text,
            "effects": [
                {"put_onto_battlefield": "this_card", "exile_if_leaves": "702.83a"},
                {"grant": ["Haste"], "to": "that", "until": "indefinitely"},
                {"delayed": {"at": "next_end_step", "effects": [{"exile": "that"}]}},
            ],
        }
        ability = replace(read_ability(body, ("keywords", keyword.text)), keyword="Unearth")
        return Expansion(keyword, graveyard=(ability,))
    if name == "Scavenge":
        from .format import _ability as read_ability

        # 702.96a: "[Cost], Exile this card from your graveyard: Put a number of +1/+1
        # counters equal to the power of the card you exiled on target creature. Activate
        # this ability only any time you could cast a sorcery."
        scavenge: dict[str, Any] = {
            "cost": {"mana": keyword.parameter, "exile_self": "graveyard"},
            "timing": "sorcery",
            "text": keyword.text,
            "targets": ["creature"],
            "effects": [
                {"add_counters": {"kind": "+1/+1", "n": "source_card_power"}, "on": "target"}
            ],
        }
        ability = read_ability(scavenge, ("keywords", keyword.text))
        return Expansion(keyword, graveyard=(replace(ability, keyword="Scavenge"),))
    if name == "Suspend":
        # the special action of the first ability is ``engine.cast_from.suspend_card``
        upkeep = {
            "when": "your_upkeep",
            "if": {"has_counter": "time"},  # "if this card is suspended" (702.61b)
            "effects": [{"remove_counters": {"kind": "time", "n": 1}, "on": "this_card"}],
        }
        cast_it: dict[str, Any] = {
            "when": "last_time_counter_removed",
            "if": {"in_exile": True},
            "effects": [{"cast_card": "this_card", "rule": "702.61a"}],
        }
        return Expansion(keyword, (_trigger(keyword, upkeep), _trigger(keyword, cast_it)))
    if name == "Soulbond":
        # 702.94a: "When this creature enters the battlefield, if you control both this
        # creature and another creature and both are unpaired, you may pair this creature with
        # another unpaired creature you control …" and "Whenever another creature enters the
        # battlefield under your control, if you control both that creature and this one and
        # both are unpaired, you may pair that creature with this creature …"
        enters = {
            "when": "enters_battlefield",
            "if": {"soulbond": "self"},
            "effects": [{"may": [{"pair": "another"}]}],
        }
        other = {
            "when": "another_creature_enters",
            "of": {"controller": "you"},
            "if": {"soulbond": "that"},
            "effects": [{"may": [{"pair": "that"}]}],
        }
        return Expansion(keyword, (_trigger(keyword, enters), _trigger(keyword, other)))
    if name == "Hideaway":
        from .replacement_spec import ReplacementSpec

        tapped = ReplacementSpec(
            event="enter_battlefield",
            modification="tapped",
            value=True,
            of="self",
            text=keyword.text,
            rule=keyword.spec.rule,
        )
        enters = {"when": "enters_battlefield", "effects": [{"hideaway": 4}]}
        return Expansion(keyword, (_trigger(keyword, enters),), (tapped,))
    if name == "Gravestorm":  # 702.68a; each instance triggers separately (702.68b)
        cast = {
            "when": "you_cast_this_spell",
            "effects": [
                {
                    "copy_spell": "self",
                    "count": "permanents_to_graveyard_this_turn",
                    "new_targets": True,
                }
            ],
        }
        return Expansion(keyword, (_trigger(keyword, cast),))
    if name == "Haunt":
        # 702.54a: on a permanent "When this permanent is put into a graveyard from the
        # battlefield, exile it haunting target creature"; on an instant or sorcery "When this
        # spell is put into a graveyard during its resolution, exile it haunting target
        # creature" (only the form that fits the card can happen)
        bodies = [
            {
                "when": when,
                "targets": [{"kind": "creature"}],
                "effects": [{"haunt": "target"}],
            }
            for when in ("put_into_graveyard_from_battlefield", "put_into_graveyard_resolving")
        ]
        return Expansion(keyword, tuple(_trigger(keyword, b) for b in bodies))
    if name == "Ripple":  # 702.59a; each instance triggers separately (702.59b)
        cast = {"when": "you_cast_this_spell", "effects": [{"ripple": keyword.number or 0}]}
        return Expansion(keyword, (_trigger(keyword, cast),))
    if name == "Cascade":
        cast = {"when": "you_cast_this_spell", "effects": [{"cascade": True}]}
        return Expansion(keyword, (_trigger(keyword, cast),))
    # split second and rebound: static abilities the engine asks about (702.60a, 702.87a)
    return Expansion(keyword)


def _values(keywords: Any) -> list[Keyword]:
    out = []
    for k in keywords:
        if isinstance(k, str):
            try:
                k = parse_keyword(k)
            except KeywordError:
                continue
        out.append(k)
    return out


def keyword_triggers(keywords: Any) -> tuple[Trigger, ...]:
    """The triggered abilities the keywords (values or texts, one per instance) stand for."""
    out: tuple[Trigger, ...] = ()
    for k in _values(keywords):
        found = expand(k)
        if found is not None:
            out += found.triggers
    return out


def keyword_replacements(keywords: Any) -> tuple[ReplacementSpec, ...]:
    """The replacement abilities the keywords stand for ("enters with N counters")."""
    out: tuple[ReplacementSpec, ...] = ()
    for k in _values(keywords):
        found = expand(k)
        if found is not None:
            out += found.replacements
    return out


def reinforce_parts(parameter: str | None) -> tuple[int, str] | None:
    """ "2—{2}{W}" → (2, "{2}{W}") (702.76a); None for another form ("X—{X}{G}")."""
    number, dash, cost = (parameter or "").partition("—")
    if not dash or not number.strip().isdigit() or not _MANA_COST.match(cost.strip()):
        return None
    return int(number), cost.strip()


def activated_ability(keyword: Keyword) -> Ability | None:
    """The activated ability a keyword stands for, or None for other keywords.  A card's
    keywords of this kind become abilities of the card when it is read (``format``).

    702.52a: transmute (below); 702.28a: "Cycling [cost]" means "[Cost], Discard this card: Draw a card", activated only
    while the card is in a hand; 702.28e: "[Type]cycling [cost]" means "[Cost], Discard this
    card: Search your library for a [type] card, reveal it, put it into your hand, then shuffle
    your library"."""
    from .format import CARD_TYPES, Ability, Cost, ManaCost

    if (
        keyword.spec.name == "Transmute"
        and keyword.parameter
        and _MANA_COST.match(keyword.parameter)
    ):
        # 702.52a: "[Cost], Discard this card: Search your library for a card with the same
        # converted mana cost as the discarded card, reveal that card, and put it into your
        # hand. Then shuffle your library. Activate this ability only any time you could cast
        # a sorcery."
        search = {
            "search_library": {"same_mana_value_as_source": True},
            "put": "hand",
            "reveal": True,
        }
        cost = Cost(mana=ManaCost.parse(keyword.parameter), discard_self=True)
        return Ability(
            (search, {"shuffle": True}),
            (),
            cost,
            "sorcery",
            keyword.text,
            keyword="Transmute",
            zone="hand",
        )
    if keyword.spec.name == "Reinforce":
        parts = reinforce_parts(keyword.parameter)
        if parts is None:
            return None
        # 702.76a: "Reinforce N—[cost]" means "[Cost], Discard this card: Put N +1/+1
        # counters on target creature", activated only while the card is in a hand
        from .format import TargetSpec

        n, mana = parts
        counters = {"add_counters": {"kind": "+1/+1", "n": n}, "on": "target"}
        return Ability(
            (counters,),
            (TargetSpec("creature"),),
            Cost(mana=ManaCost.parse(mana), discard_self=True),
            "instant",
            keyword.text,
            keyword="Reinforce",
            zone="hand",
        )
    if (
        keyword.spec.name == "Ninjutsu"
        and keyword.parameter
        and _MANA_COST.match(keyword.parameter)
    ):
        # 702.48a: "[Cost], Reveal this card from your hand, Return an unblocked attacking
        # creature you control to its owner's hand: Put this card onto the battlefield from
        # your hand tapped and attacking" (the card stays revealed: it is in the hand, 702.48b)
        unblocked = (("in_combat", "unblocked"), ("types", ("Creature",)))
        cost = Cost(mana=ManaCost.parse(keyword.parameter), return_to_hand=unblocked)
        put = {"put_onto_battlefield": "this_card", "tapped": True, "attacking": True}
        return Ability((put,), (), cost, "instant", keyword.text, keyword="Ninjutsu", zone="hand")
    if keyword.spec.name != "Cycling":
        return None
    cost = Cost(mana=ManaCost.parse(keyword.parameter), discard_self=True)
    words = keyword.name[: -len("cycling")].split()
    effects: tuple[dict, ...] = ({"draw": 1},)
    if words:
        kind = words[-1].capitalize()
        flt: dict[str, Any] = {"types" if kind in CARD_TYPES else "subtypes": [kind]}
        if words[0].casefold() == "basic":  # "basic landcycling"
            flt = {"types": ["Land"], "supertypes": ["Basic"]}
        # "…, put it into your hand, then shuffle your library" (702.28b): the shuffle is its
        # own effect, as in any text (a search doesn't shuffle by itself, 701.15a, 701.16a)
        effects = ({"search_library": flt, "put": "hand", "reveal": True}, {"shuffle": True})
    return Ability(effects, (), cost, "instant", keyword.text, keyword="Cycling", zone="hand")


def graveyard_abilities(keywords: Any) -> tuple[Ability, ...]:
    """The activated abilities the keywords stand for that work while the card is in a
    graveyard (702.83a unearth; 112.6)."""
    out: tuple[Ability, ...] = ()
    for k in _values(keywords):
        found = expand(k)
        if found is not None:
            out += found.graveyard
    return out
