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
