"""Animation (monuments, keyrunes, manlands): "CARDNAME becomes a 4/4 red and green Dragon
artifact creature with flying until end of turn.", "Target land becomes a 3/3 Elemental
creature with trample until end of turn. It's still a land."

One ``become`` effect with a part in each layer (611.2a, 613.1): the types in layer 4 —
"artifact creature" and "It's still a land" keep the object's other card types and subtypes
(205.1b), so the types and subtypes are *added*; the colours named in layer 5 replace its
colours (105.3); the keywords in layer 6; the power and toughness set in layer 7b.  Without
either wording the new card type would replace the old ones (205.1a), which the engine's
``become`` does not express: refused.
"""

from __future__ import annotations

from typing import Any

GRAMMAR = r"""
%extend effect: animate
animate: object "becomes" ("a" | "an") PT_PLAIN anim_colors? anim_subtypes anim_kind anim_with? anim_until
anim_colors: token_colors
anim_subtypes: SUBTYPE*
!anim_kind: "artifact" "creature" | "creature"
anim_with: "with" keyword_list
         | "with" "all" "creature" "types"       -> anim_all_types
anim_until: "until" "end" "of" "turn"            -> anim_eot
          | STILL_A_LAND                         -> anim_eot_still_land
// one terminal: the sentence after the instruction says it keeps its types (205.1b)
STILL_A_LAND.3: /until end of turn\. it's still a land(?=\.)/
"""

_COLORS = ("white", "blue", "black", "red", "green")


def _unsupported(reason: str, rule: str) -> Exception:
    from ..semantics import Unsupported

    return Unsupported(reason, rule)


def animate(builder: Any, c: list) -> dict:
    """611.2a: one continuous effect, its parts each in its layer (613.1)."""
    from ..semantics import _subtype_name

    to, pt = c[0], str(c[1])
    rest = list(c[2:])
    colors = rest.pop(0) if rest and isinstance(rest[0], tuple) else ()
    subtypes, kind = rest[0], rest[1]
    keywords = rest[2] if len(rest) == 4 else None
    still = rest[-1]
    power, toughness = (int(x) for x in pt.split("/"))
    types = ["Artifact", "Creature"] if kind == "artifact creature" else ["Creature"]
    if kind == "creature" and not still:
        raise _unsupported("«становится существом» без «всё ещё …»: тип заменяется", "205.1a")
    parts: dict[str, Any] = {"add_types": types}
    if subtypes:
        parts["add_subtypes"] = [_subtype_name(s) for s in subtypes]
    if colors:
        parts["set_colors"] = list(colors)
    if keywords == "all_creature_types":
        parts["all_creature_types"] = True
    elif keywords is not None:
        parts["grant"] = list(keywords)
    parts["set_pt"] = {"power": power, "toughness": toughness}
    # the renderer's verb (first key) is the hint ``_animate``: the shared renderer owns "become"
    out: dict[str, Any] = {"_animate": True, "become": parts, "to": to, "until": "end_of_turn"}
    if still:
        out["_still_land"] = True
    return out


def anim_colors(builder: Any, c: list) -> tuple:
    return tuple(c[0])


def anim_subtypes(builder: Any, c: list) -> list:
    return [str(t) for t in c]


def anim_kind(builder: Any, c: list) -> str:
    return " ".join(str(t) for t in c)


def anim_with(builder: Any, c: list) -> list:
    return c[0]


def anim_all_types(builder: Any, c: list) -> str:
    return "all_creature_types"


def anim_eot(builder: Any, c: list) -> bool:
    return False


def anim_eot_still_land(builder: Any, c: list) -> bool:
    return True


def become_text(e: dict, ctx: Any) -> str:
    """The animation's wording; any other ``become`` is the shared renderer's."""
    from ..render import RenderError, _keywords

    parts = dict(e["become"])
    if set(e) - {"_animate", "become", "to", "until", "_still_land", "_it", "_that"}:
        raise RenderError("become")
    if "add_types" not in parts:
        raise RenderError("become")
    if e.get("until") != "end_of_turn":
        raise RenderError("become until")
    allowed = {"add_types", "add_subtypes", "set_colors", "grant", "all_creature_types", "set_pt"}
    if set(parts) - allowed:
        raise RenderError("become parts")
    types = parts["add_types"]
    still = bool(e.get("_still_land"))
    if types == ["Artifact", "Creature"]:
        kind = "artifact creature"
    elif types == ["Creature"] and still:
        kind = "creature"
    else:
        raise RenderError("become types")
    words = [f"{int(parts['set_pt']['power'])}/{int(parts['set_pt']['toughness'])}"]
    colors = list(parts.get("set_colors", ()))
    if any(c not in _COLORS for c in colors) or len(colors) > 2:
        raise RenderError("become colors")
    if colors:
        words.append(" and ".join(colors))
    words += list(parts.get("add_subtypes", ()))
    words.append(kind)
    text = f"{ctx.obj(e['to'])} becomes a {' '.join(words)}"
    if parts.get("all_creature_types"):
        if "grant" in parts:
            raise RenderError("become with")
        text += " with all creature types"
    elif parts.get("grant"):
        text += f" with {_keywords(parts['grant'])}"
    text += " until end of turn"
    if still:
        text += ". It's still a land"
    return text


RULES = {
    "animate": animate,
    "anim_colors": anim_colors,
    "anim_subtypes": anim_subtypes,
    "anim_kind": anim_kind,
    "anim_with": anim_with,
    "anim_all_types": anim_all_types,
    "anim_eot": anim_eot,
    "anim_eot_still_land": anim_eot_still_land,
}
EFFECT_TEXT = {"_animate": become_text}
