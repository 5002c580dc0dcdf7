"""Lands and draws (issue 14, helper "effects"):

* Land types added (305.7, 613.1d: layer 4): "Each land is a Swamp in addition to its other
  land types." (Urborg, Tomb of Yawgmoth), "All lands are Islands in addition to their other
  types." (Stormtide Leviathan) — the static ``add_subtypes`` of every land; "target land
  becomes an Island in addition to its other types" (Sealock Monster) — a ``become`` effect
  with no end (611.2a: it lasts as long as that permanent).  A land given a basic land type
  this way also has that type's mana ability (305.7; ``engine.layers.parts``).
* Playing lands forbidden (305.2, 101.2): "You can't play lands." (Aggressive Mining),
  "Players can't play lands.", "Your opponents can't play lands." — the static
  ``cant_play_lands: you | any | opponent``.
"""

from __future__ import annotations

from typing import Any

from ..render import RenderError

BASIC = ("plains", "island", "swamp", "mountain", "forest")

GRAMMAR = r"""
%extend static_sentence: "each" "land" "is" ("a" | "an") SUBTYPE "in" "addition" "to" "its" "other" "land" "types" -> st_each_land_is
                       | "all" "lands" "are" SUBTYPE_PL "in" "addition" "to" "their" "other" "types" -> st_all_lands_are
// "You can't play lands.": the players of the family players_statics (one parse of "you")
%extend static: who_players "can't" "play" "lands" "." -> st_cant_play_lands
%extend effect: object "becomes" ("a" | "an") SUBTYPE "in" "addition" "to" "its" "other" "types" -> becomes_basic_too
"""


def _basic(token: Any) -> str:
    name = str(token).lower()
    if name.endswith("s") and name[:-1] in BASIC:
        name = name[:-1]
    if name not in BASIC:
        from ..semantics import Unsupported

        raise Unsupported(f"«{token}» — не базовый тип земли", "305.7")
    return name.capitalize()


def st_each_land_is(b: Any, c: list) -> list:
    return [{"add_subtypes": [_basic(c[-1])], "affects": {"types": ["Land"]}, "_land_is": "each"}]


def st_all_lands_are(b: Any, c: list) -> list:
    return [{"add_subtypes": [_basic(c[0])], "affects": {"types": ["Land"]}, "_land_is": "all"}]


def becomes_basic_too(b: Any, c: list) -> dict:
    return {
        "become": {"add_subtypes": [_basic(c[-1])]},
        "to": c[0],
        "until": "indefinitely",
        "_text": "effects_becomes_basic",
    }


PLAYERS = {"you": "you", "players": "any", "your_opponents": "opponent"}


def st_cant_play_lands(b: Any, c: list) -> list:
    """305.2, 101.2: the "can't" wins over any permission to play a land."""
    if c[0] not in PLAYERS:
        from ..semantics import Unsupported

        raise Unsupported("«… can't play lands» для такого игрока", "305.2")
    return [{"cant_play_lands": PLAYERS[c[0]]}]


def _article(name: str) -> str:
    return "an" if name[0] in "AEIOU" else "a"


def _land_is_text(entries: list) -> str:
    (entry,) = entries
    if set(entry) != {"add_subtypes", "affects", "_land_is"}:
        raise RenderError("land types")
    if entry["affects"] != {"types": ["Land"]} or len(entry["add_subtypes"]) != 1:
        raise RenderError("land types")
    (name,) = entry["add_subtypes"]
    if entry["_land_is"] == "each":
        return f"Each land is {_article(name)} {name} in addition to its other land types."
    plural = "Plains" if name == "Plains" else name + "s"
    return f"All lands are {plural} in addition to their other types."


def _becomes_text(e: dict, ctx: Any) -> str:
    if set(e) - {"become", "to", "until", "_text", "_it", "_that"}:
        raise RenderError("becomes a basic land type")
    if e["until"] != "indefinitely" or set(e["become"]) != {"add_subtypes"}:
        raise RenderError("becomes a basic land type")
    (name,) = e["become"]["add_subtypes"]
    return f"{ctx.obj(e['to'])} becomes {_article(name)} {name} in addition to its other types"


def _cant_play_text(entries: list) -> str:
    (entry,) = entries
    if set(entry) != {"cant_play_lands"}:
        raise RenderError("can't play lands")
    who = {"you": "You", "any": "Players", "opponent": "Your opponents"}.get(
        entry["cant_play_lands"]
    )
    if who is None:
        raise RenderError("can't play lands")
    return f"{who} can't play lands."


RULES = {
    "st_each_land_is": st_each_land_is,
    "st_all_lands_are": st_all_lands_are,
    "st_cant_play_lands": st_cant_play_lands,
    "becomes_basic_too": becomes_basic_too,
}
EFFECT_TEXT = {"effects_becomes_basic": _becomes_text}
STATIC_TEXT = {"_land_is": _land_is_text, "cant_play_lands": _cant_play_text}


# "Each player can't draw more than one card each turn." (Spirit of the Labyrinth, 101.2): the
# static ``max_draws_per_turn`` (``engine.draw_limits``)
GRAMMAR += r"""
%extend static: who_players "can't" "draw" "more" "than" number ("card" | "cards") "each" "turn" "." -> st_max_draws
"""


def st_max_draws(b: Any, c: list) -> list:
    if c[0] != "each_player":
        from ..semantics import Unsupported

        raise Unsupported("«… can't draw more than …» не для каждого игрока", "101.2")
    return [{"max_draws_per_turn": c[1], "_max_draws": True}]


RULES["st_max_draws"] = st_max_draws


def _max_draws_text(entries: list) -> str:
    from ..render import number_word

    (entry,) = entries
    n = entry["max_draws_per_turn"]
    if set(entry) != {"max_draws_per_turn", "_max_draws"}:
        raise RenderError("max draws")
    words = "one card" if n == 1 else f"{number_word(n)} cards"
    return f"Each player can't draw more than {words} each turn."


STATIC_TEXT["max_draws_per_turn"] = _max_draws_text
