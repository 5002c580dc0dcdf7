"""Family: "return it to the battlefield" (400.7, 603.6c, 707.2a).

* "When CARDNAME dies, return it to the battlefield [tapped | face down] under your / its
  owner's control." — ``{put_onto_battlefield: that, under: owner, tapped | face_down: true}``
  ("it" is the card in the graveyard: the trigger finds the new object, 400.7d);

"it" must be that card: after "Exile CARDNAME, then …" or "Exile target creature, then …" it is
the card the exile made (400.7; the compiler makes it ``that``, family ``lead_flicker``).
"""

from __future__ import annotations

from typing import Any

from ..render import RenderError

GRAMMAR = r"""
%extend effect: "return" object "to" "the" "battlefield" zones_bf_manner? "under" zones_bf_whose "control" -> zones_return_it_to_battlefield
!zones_bf_manner: "tapped" | "face" "down"
!zones_bf_whose: "your" | "its" "owner's"
"""

MANNER = {"tapped": "tapped", "face down": "face_down"}


def _return_it(b: Any, c: list) -> dict:
    from ..semantics import IT, Unsupported

    what, *manner, whose = c
    if what != IT:  # (the same words as "return it to its owner's hand": one LALR state)
        raise Unsupported("«return … to the battlefield» не «it»", "400.7")
    out: dict[str, Any] = {"put_onto_battlefield": IT, "_text": "zones_return_it"}
    if manner:
        out[MANNER[manner[0]]] = True
    if whose == "its owner's":
        out["under"] = "owner"
    return out


RULES = {
    "zones_return_it_to_battlefield": _return_it,
    "zones_bf_manner": lambda b, c: " ".join(str(t) for t in c),
    "zones_bf_whose": lambda b, c: " ".join(str(t) for t in c),
}


def _return_it_text(e: dict, ctx: Any) -> str:
    plain = {k: v for k, v in e.items() if not k.startswith("_")}
    # (a target an earlier instruction moved: ``effect_text`` turned ``_moved`` back into the
    # target and kept the keys in ``ctx.moved``)
    ref = plain.pop("put_onto_battlefield")
    whose = "its owner's" if plain.pop("under", None) == "owner" else "your"
    manner = [
        w
        for key, w in (("tapped", " tapped"), ("face_down", " face down"))
        if plain.pop(key, False)
    ]
    if plain or len(manner) > 1:
        raise RenderError("return it to the battlefield: unexpected keys")
    # "it": the card a dying or exiled source became (the hint ``_self``: worded as the
    # source), or the card an exiled target became (the hint ``_moved``: worded as the target)
    if ref == "self" and not (e.get("_dead_card") or e.get("_source_moved")):
        raise RenderError("return it: not the card the dying source became")
    if ref != "self" and "put_onto_battlefield" not in ctx.moved:
        raise RenderError("return it: not a card an earlier instruction moved")
    if ctx.obj(ref) != "it":
        raise RenderError("return it: not worded «it»")
    return f"return it to the battlefield{''.join(manner)} under {whose} control"


EFFECT_TEXT = {"zones_return_it": _return_it_text}
