"""Targets and groups of spells and planeswalkers (114.1, 306): "target creature or
planeswalker", "Destroy all creatures and planeswalkers.", "Destroy all creatures you don't
control and all planeswalkers you don't control.", "Counter target artifact or enchantment
spell.", "Counter target multicolored spell." (105.2c), "Counter target creature or sorcery
spell.", "Counter target enchantment, instant, or sorcery spell."

A filter's ``types`` means any of them (``engine.filters``): a permanent that is a creature or
a planeswalker; a spell of one of those card types.
"""

from __future__ import annotations

from typing import Any

from ..render import RenderError, plural

GRAMMAR = r"""
%extend target_noun: "creature" "or" "planeswalker" -> tn_creature_or_planeswalker
    | perm_type "or" perm_type "spell" -> tn_perm_types_spell
    | "creature" "or" "sorcery" "spell" -> tn_creature_or_sorcery_spell
    | "enchantment" "," "instant" "," "or" "sorcery" "spell" -> tn_enchantment_instant_sorcery_spell
    | "multicolored" "spell" -> tn_multicolored_spell
%extend destroy_all: "destroy" "all" "creatures" "and" "planeswalkers" -> destroy_all_walkers
    | "destroy" "all" "creatures" "you" "don't" "control" "and" "all" "planeswalkers" "you" "don't" "control" -> destroy_all_walkers_not_yours
"""


def _types(*types: str) -> dict:
    return {"kind": "spell", "filter": {"types": list(types)}}


def _perm_types_spell(c: list) -> dict:
    """ "target artifact or enchantment spell" (a spell of either card type, 114.1)."""
    words = [str(t.children[0]) if hasattr(t, "children") else str(t) for t in c]
    if (
        any(w not in ("artifact", "enchantment", "planeswalker") for w in words)
        or len(set(words)) != 2
    ):
        from ..semantics import Unsupported

        raise Unsupported("такое заклинание-цель", "114.1")
    return _types(*(w.capitalize() for w in words))


def destroy_all_walkers(b: Any, c: list) -> dict:
    """ "Destroy all creatures and planeswalkers" (one event, 608.2h: as it resolves)."""
    return {"destroy_all": {"types": ["Creature", "Planeswalker"]}, "_text": "destroy_walkers"}


def destroy_all_walkers_not_yours(b: Any, c: list) -> dict:
    return {
        "destroy_all": {"types": ["Creature", "Planeswalker"], "controller": "not_you"},
        "_text": "destroy_walkers",
    }


RULES = {
    "tn_creature_or_planeswalker": lambda b, c: {
        "kind": "permanent",
        "filter": {"types": ["Creature", "Planeswalker"]},
    },
    "tn_perm_types_spell": lambda b, c: _perm_types_spell(c),
    "tn_creature_or_sorcery_spell": lambda b, c: _types("Creature", "Sorcery"),
    "tn_enchantment_instant_sorcery_spell": lambda b, c: _types(
        "Enchantment", "Instant", "Sorcery"
    ),
    "tn_multicolored_spell": lambda b, c: {"kind": "spell", "filter": {"multicolored": True}},
    "destroy_all_walkers": destroy_all_walkers,
    "destroy_all_walkers_not_yours": destroy_all_walkers_not_yours,
}


def _destroy_walkers_text(e: dict, ctx: Any) -> str:
    flt = dict(e["destroy_all"])
    if flt.pop("types", None) != ["Creature", "Planeswalker"] or e.get("cant_regenerate"):
        raise RenderError("destroy walkers")
    if not flt:
        return "destroy all creatures and planeswalkers"
    if flt != {"controller": "not_you"}:
        raise RenderError("destroy walkers")
    creatures = plural({"types": ["Creature"], **flt})
    return f"destroy all {creatures} and all planeswalkers you don't control"


EFFECT_TEXT = {"destroy_walkers": _destroy_walkers_text}


# "Whenever a player casts a multicolored spell / a spell with converted mana cost 3 or less /
# a Treefolk spell" (603.2): the ``of`` filter of the cast spell
CAST_GRAMMAR = r"""
%extend cast_what: "a" "multicolored" "spell" -> cast_multicolored
    | "a" "spell" "with" "converted" "mana" "cost" NUMBER "or" "less" -> cast_cmc_at_most
    | "a" "spell" "with" "converted" "mana" "cost" NUMBER "or" "greater" -> cast_cmc_at_least
    | ("a" | "an") SUBTYPE "spell" -> cast_one_subtype
"""
GRAMMAR += CAST_GRAMMAR


def _cast_subtype(b: Any, c: list) -> dict:
    from ..semantics import _subtype_name

    return {"subtypes": [_subtype_name(str(c[-1]))]}


RULES.update(
    {
        "cast_multicolored": lambda b, c: {"multicolored": True},
        "cast_cmc_at_most": lambda b, c: {"mana_value_at_most": int(c[0])},
        "cast_cmc_at_least": lambda b, c: {"mana_value_at_least": int(c[0])},
        "cast_one_subtype": _cast_subtype,
    }
)


# "Counter target spell. If that spell is countered this way, exile it instead of putting it
# into its owner's graveyard." (Dissipate): the second sentence changes where the countered
# card goes (608.2c); one terminal from its full stop, so that "Counter target spell." alone
# reads as before
COUNTER_EXILE_GRAMMAR = r"""
COUNTER_EXILE.4: /\. if that spell is countered this way, exile it instead of putting it into its owner's graveyard(?=\.)/
%extend effect: "counter" object COUNTER_EXILE -> counter_exile
"""
GRAMMAR += COUNTER_EXILE_GRAMMAR


def _counter_exile(b: Any, c: list) -> dict:
    return {"counter": c[0], "to": "exile", "_text": "counter_exile"}


def _counter_exile_text(e: dict, ctx: Any) -> str:
    if set(e) - {"counter", "to", "_text"} or e.get("to") != "exile":
        raise RenderError("counter exile")
    return (
        f"counter {ctx.obj(e['counter'])}. If that spell is countered this way, exile it instead "
        "of putting it into its owner's graveyard"
    )


RULES["counter_exile"] = _counter_exile
EFFECT_TEXT["counter_exile"] = _counter_exile_text


# "Counter target spell unless its controller pays {1} for each card in your graveyard." /
# "… pays {X}, where X is your devotion to blue." (608.2d: the payer is asked as it resolves;
# the number is determined then, 608.2g): ``may_pay`` with ``per``
COUNTER_PER_GRAMMAR = r"""
COUNTER_X_DEVOTION.4: /\{x\}, where x is your devotion to (white|blue|black|red|green)(?=\.)/
%extend effect: "counter" object "unless" "its" "controller" "pays" MANA for_each -> counter_unless_each
    | "counter" object "unless" "its" "controller" "pays" COUNTER_X_DEVOTION -> counter_unless_devotion
"""
GRAMMAR += COUNTER_PER_GRAMMAR


def _counter_unless_each(b: Any, c: list) -> dict:
    out = b.counter_unless([c[0], c[1]])
    if out["may_pay"] != "{1}":
        from ..semantics import Unsupported

        raise Unsupported("«pays {N} for each …» не {1}", "608.2d")
    return {**out, "per": {"of": c[2], "times": 1}, "_text": "counter_unless_per"}


def _counter_unless_devotion(b: Any, c: list) -> dict:
    color = str(c[1]).rstrip(".").split()[-1]
    out = {"may_pay": "{1}", "player": "target_controller", "otherwise": [{"counter": c[0]}]}
    return {**out, "per": {"amount": "devotion", "colors": [color]}, "_text": "counter_unless_per"}


def _counter_unless_per_text(e: dict, ctx: Any) -> str:
    from ..render import for_each_text

    per = e["per"]
    if (
        set(e) != {"may_pay", "player", "otherwise", "per", "_text"}
        or e["may_pay"] != "{1}"
        or e["player"] != "target_controller"
        or e["otherwise"] != [{"counter": "target"}]
    ):
        raise RenderError("counter unless per")
    head = f"counter {ctx.obj('target')} unless its controller pays "
    if isinstance(per, dict) and set(per) == {"of", "times"} and per["times"] == 1:
        return head + "{1} for each " + for_each_text(per["of"])
    if isinstance(per, dict) and per.get("amount") == "devotion" and len(per["colors"]) == 1:
        return head + "{X}, where X is your devotion to " + per["colors"][0]
    raise RenderError("counter unless per")


RULES["counter_unless_each"] = _counter_unless_each
RULES["counter_unless_devotion"] = _counter_unless_devotion
EFFECT_TEXT["counter_unless_per"] = _counter_unless_per_text
