"""Family: looking at the top of one's library and putting the cards back (401.2).

* "look at the top N cards of your library, then put them back in any order" —
  ``{look_at_top: N, take: 0, rest: top}`` (the answer ``look_order`` gives the new order, top
  first; by default they keep their order);
* "look at the top card of your library" — ``{look_at_top: 1, take: 0, rest: top}`` (the card
  stays where it is: only its controller has seen it).
"""

from __future__ import annotations

from typing import Any

from ..render import RenderError, number_word

GRAMMAR = r"""
%extend effect: lib_look_back
lib_look_back: "look" "at" "the" "top" number "cards" "of" "your" "library" "," "then" "put" "them" "back" "in" "any" "order" -> lib_look_back
             | "look" "at" "the" "top" "card" "of" "your" "library" -> lib_look_top_card
             | "look" "at" "the" "top" number "cards" "of" "target" "player's" "library" "," "then" "put" "them" "back" "in" "any" "order" -> lib_look_back_target
             | "look" "at" "the" "top" "card" "of" "target" "player's" "library" -> lib_look_top_card_target
%extend effect: lib_gy_to_library
lib_gy_to_library: "put" "target" "card" "from" "a" "graveyard" "on" "the" "bottom" "of" "its" "owner's" "library" -> lib_any_gy_bottom
                 | "put" "target" gy_card "from" "your" "graveyard" "on" "top" "of" "your" "library" -> lib_your_gy_top
                 | "put" "target" "card" "from" "your" "graveyard" "on" "top" "of" "your" "library" -> lib_your_gy_card_top
"""


def _back(n: int, target: bool = False) -> dict:
    out: dict[str, Any] = {"look_at_top": n, "take": 0, "rest": "top", "_text": "lib_look_back"}
    if target:  # "… of target player's library": its controller looks, that player's library
        from ..semantics import TargetRef

        out["player"] = TargetRef({"kind": "player"})
    return out


def _gy_target(spec: dict, any_graveyard: bool) -> Any:
    from ..semantics import TargetRef

    spec = {**spec, "filter": dict(spec.get("filter", {}))}
    if any_graveyard:
        spec["filter"].pop("controller", None)
        spec["_any_graveyard"] = True
    return TargetRef(spec)


def _to_library(ref: Any, position: str, whose: str) -> dict:
    return {"put_on_library": ref, "position": position, "_text": "lib_gy_library", "_whose": whose}


RULES = {
    "lib_any_gy_bottom": lambda b, c: _to_library(
        _gy_target({"kind": "card_in_graveyard", "filter": {}}, True), "bottom", "its owner's"
    ),
    "lib_your_gy_top": lambda b, c: _to_library(_gy_target(c[0], False), "top", "your"),
    "lib_your_gy_card_top": lambda b, c: _to_library(
        _gy_target({"kind": "card_in_graveyard", "filter": {"controller": "you"}}, False),
        "top",
        "your",
    ),
    "lib_look_back": lambda b, c: _back(c[0]),
    "lib_look_top_card": lambda b, c: _back(1),
    "lib_look_back_target": lambda b, c: _back(c[0], target=True),
    "lib_look_top_card_target": lambda b, c: _back(1, target=True),
}


def _back_text(e: dict, ctx: Any) -> str:
    n = e["look_at_top"]
    if set(e) - {"player"} != {"look_at_top", "take", "rest", "_text"} or e["take"]:
        raise RenderError("look at the top: unexpected keys")
    if e["rest"] != "top" or e.get("player", "target") != "target":
        raise RenderError("look at the top: unexpected keys")
    whose = "target player's" if "player" in e else "your"
    if n == 1:
        return f"look at the top card of {whose} library"
    return (
        f"look at the top {number_word(n)} cards of {whose} library, then put them back in any "
        "order"
    )


def _gy_library_text(e: dict, ctx: Any) -> str:
    """ "put target card from a graveyard on the bottom of its owner's library", "put target
    artifact card from your graveyard on top of your library" (a new object there, 400.7)."""
    if set(e) != {"put_on_library", "position", "_text", "_whose"}:
        raise RenderError("put on library: unexpected keys")
    where = "on the bottom of" if e["position"] == "bottom" else "on top of"
    target = ctx.obj(e["put_on_library"])
    source = "a graveyard" if e["_whose"] == "its owner's" else "your graveyard"
    return f"put {target} from {source} {where} {e['_whose']} library"


EFFECT_TEXT = {"lib_look_back": _back_text, "lib_gy_library": _gy_library_text}
