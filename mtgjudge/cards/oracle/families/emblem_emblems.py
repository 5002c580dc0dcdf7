"""Emblems (113; issue 14, helper "emblem"): "You get an emblem with "…"." and "Target opponent
gets an emblem with "…"." — the planeswalkers' ultimate abilities.

113.2: "[Player] gets an emblem with [ability]" means that player puts an emblem with that
ability into the command zone; the emblem is owned and controlled by that player.  The
quoted abilities (one, or two joined by "and") are compiled beforehand by the compiler
(``compiler._quoted_abilities``), which for an emblem accepts static and replacement
abilities too (113.1: an emblem may have any abilities): ``{emblem: {static: […], triggers:
[…], replacements: […], abilities: […]}, player: REF}`` (the engine: ``engine/emblems.py``;
its abilities function in the command zone, 113.4).

The renderer words each quoted ability from the values again and checks that, taken
together, they are exactly the emblem's abilities (the hint ``_quoted`` keeps the order and
the grouping of the quotes; it never reaches the card).
"""

from __future__ import annotations

from typing import Any

from ..render import RenderError

GRAMMAR = r"""
%extend effect: "you" "get" "an" "emblem" "with" emblem_quotes     -> emblem_you
              | player3 "gets" "an" "emblem" "with" emblem_quotes  -> emblem_player

emblem_quotes: emblem_quote ("and" emblem_quote)?
emblem_quote: "quotedability"
"""

# the key of a quoted ability's value → the key of the emblem's definition (card format)
BODY_KEYS = {
    "static": "static",
    "triggered": "triggers",
    "activated": "abilities",
    "replacement": "replacements",
}


def emblem_quote(b, c):
    return b.kw_quoted(c)


def emblem_quotes(b, c):
    return list(c)


def _body(quoted: list[dict]) -> dict[str, list]:
    """The emblem's abilities from its quoted abilities, in order (113.1)."""
    body: dict[str, list] = {}
    for entry in quoted:
        ((kind, value),) = [(k, v) for k, v in entry.items() if not k.startswith("_")]
        if kind == "static":
            body.setdefault("static", []).extend(value)
        else:
            body.setdefault(BODY_KEYS[kind], []).append(value)
    return body


def emblem_you(b, c):
    return {"emblem": _body(c[0]), "_quoted": c[0]}


def emblem_player(b, c):
    return {"emblem": _body(c[1]), "player": c[0], "_quoted": c[1]}


RULES = {
    "emblem_quote": emblem_quote,
    "emblem_quotes": emblem_quotes,
    "emblem_you": emblem_you,
    "emblem_player": emblem_player,
}


def _quoted_text(entry: dict) -> str:
    """One quoted ability as Oracle prints it, with its full stop unless it had none."""
    from ..render import activated_text, replacement_text, static_text, trigger_text

    ((kind, value),) = [(k, v) for k, v in entry.items() if not k.startswith("_")]
    if set(entry) - {kind, "_open"}:
        raise RenderError("quoted ability: unexpected hints")
    if kind == "static":
        text = static_text(value)
    elif kind == "triggered":
        text = trigger_text(value)
    elif kind == "activated":
        text = activated_text(value)
    else:
        text = replacement_text(value)
    if entry.get("_open"):
        if not text.endswith("."):
            raise RenderError("quoted ability without its full stop")
        text = text[:-1]
    return f'"{text}"'


def _emblem_text(e: dict, ctx: Any) -> str:
    quoted = e.get("_quoted")
    if not quoted or len(quoted) > 2 or set(e) - {"emblem", "player", "_quoted"}:
        raise RenderError("emblem: unexpected keys")
    if _body(quoted) != e["emblem"]:
        raise RenderError("emblem: the quotes are not its abilities")
    abilities = " and ".join(_quoted_text(q) for q in quoted)
    player = e.get("player")
    if player is None:
        return f"you get an emblem with {abilities}"
    return f"{ctx.obj(player)} gets an emblem with {abilities}"


EFFECT_TEXT = {"emblem": _emblem_text}


# -- "until your next turn" (611.2a) -----------------------------------------------------------
# "Until your next turn, creatures you control get +1/+0 and gain lifelink." (Sorin, Solemn
# Visitor): the same instructions as "… until end of turn", lasting until the next turn of
# the ability's controller begins (``until: your_next_turn``; the engine:
# ``turn.next_turn_effects_end``).  The renderer words the duration first (``_until_first``).

GRAMMAR += r"""
%extend effect: "until" "your" "next" "turn" "," emblem_next_body -> emblem_until_next
emblem_next_body: all_creatures "get" PT "and" "gain" keyword_list -> emblem_next_pump_grant
"""

NEXT_TURN = "your_next_turn"


def emblem_next_pump_grant(b, c):
    from .standard_groups import pump_all_grant

    group, pt, keywords = c
    return pump_all_grant(b, [group, pt, keywords, NEXT_TURN])


def emblem_until_next(b, c):
    effects = c[0]
    return [{**effects[0], "_until_first": True}, *effects[1:]]


RULES.update(
    {"emblem_next_pump_grant": emblem_next_pump_grant, "emblem_until_next": emblem_until_next}
)


# -- "discard your hand" (701.7a) ----------------------------------------------------------------
# "At the beginning of your end step, discard your hand." (Sarkhan, the Dragonspeaker's emblem):
# ``{discard: hand}`` — every card in the hand, none chosen.

GRAMMAR += r"""
%extend effect: "discard" "your" "hand" -> emblem_discard_hand
"""


def emblem_discard_hand(b, c):
    return {"discard": "hand", "_text": "emblem_discard_hand"}


def _discard_hand_text(e: dict, ctx: Any) -> str:
    if set(e) != {"discard", "_text"} or e["discard"] != "hand":
        raise RenderError("discard your hand")
    return "discard your hand"


RULES["emblem_discard_hand"] = emblem_discard_hand
EFFECT_TEXT["emblem_discard_hand"] = _discard_hand_text


# -- a planeswalker becomes a creature (205.1a) -----------------------------------------------
# "Until end of turn, CARDNAME becomes a legendary 4/4 red Dragon creature with flying,
# indestructible, and haste." (Sarkhan, the Dragonspeaker): one ``become`` effect (611.2a)
# whose card type *replaces* the old ones — ``set_types: [Creature]`` (205.1a: its
# planeswalker type goes with the Planeswalker card type, and with it its loyalty, 306.5) —
# with the supertype, subtypes, colour, keywords and power and toughness of each layer
# (613.1d–f, 613.3b).

GRAMMAR += r"""
%extend effect: "until" "end" "of" "turn" "," emblem_becomes -> emblem_until_eot
emblem_becomes: object "becomes" "a" emblem_legendary? PT_PLAIN anim_colors? anim_subtypes "creature" "with" keyword_list
emblem_legendary: "legendary"
"""


def emblem_legendary(b, c):
    return "Legendary"


def emblem_becomes(b, c):
    from ..semantics import _subtype_name

    to, rest = c[0], list(c[1:])
    legendary = rest.pop(0) if rest and rest[0] == "Legendary" else None
    power, toughness = (int(x) for x in str(rest.pop(0)).split("/"))
    colors = rest.pop(0) if rest and isinstance(rest[0], tuple) else ()
    subtypes, keywords = rest
    parts: dict[str, Any] = {"set_types": ["Creature"]}
    if legendary:
        parts["add_supertypes"] = ["Legendary"]
    if subtypes:
        parts["add_subtypes"] = [_subtype_name(s) for s in subtypes]
    if colors:
        parts["set_colors"] = list(colors)
    parts["grant"] = list(keywords)
    parts["set_pt"] = {"power": power, "toughness": toughness}
    return {"_text": "emblem_becomes", "become": parts, "to": to, "until": "end_of_turn"}


def emblem_until_eot(b, c):
    return {**c[0], "_until_first": True}


def _becomes_text(e: dict, ctx: Any) -> str:
    from ..render import _keywords

    if set(e) - {"_text", "become", "to", "until", "_until_first", "_it", "_that"}:
        raise RenderError("becomes: unexpected keys")
    parts = dict(e["become"])
    if e.get("until") != "end_of_turn" or parts.pop("set_types", None) != ["Creature"]:
        raise RenderError("becomes a creature")
    if set(parts) - {"add_supertypes", "add_subtypes", "set_colors", "grant", "set_pt"}:
        raise RenderError("becomes: parts")
    words = []
    supertypes = parts.pop("add_supertypes", None)
    if supertypes is not None:
        if supertypes != ["Legendary"]:
            raise RenderError("becomes: supertypes")
        words.append("legendary")
    pt = parts.pop("set_pt")
    words.append(f"{int(pt['power'])}/{int(pt['toughness'])}")
    colors = list(parts.pop("set_colors", ()))
    if len(colors) > 2 or any(
        col not in ("white", "blue", "black", "red", "green") for col in colors
    ):
        raise RenderError("becomes: colours")
    if colors:
        words.append(" and ".join(colors))
    words += list(parts.pop("add_subtypes", ()))
    words.append("creature")
    grant = parts.pop("grant", None)
    if not grant:
        raise RenderError("becomes: keywords")
    return (
        f"{ctx.obj(e['to'])} becomes a {' '.join(words)} with {_keywords(grant)} until end of turn"
    )


RULES.update(
    {
        "emblem_legendary": emblem_legendary,
        "emblem_becomes": emblem_becomes,
        "emblem_until_eot": emblem_until_eot,
    }
)
EFFECT_TEXT["emblem_becomes"] = _becomes_text
