"""Delayed triggered abilities at "your next upkeep" and at "their next upkeep" (issue 14,
helper "zones"; Phytotitan, Rally the Ancestors).

* "… at the beginning of your next upkeep." — ``{delayed: {at: next_upkeep, …}}`` (603.7: made
  as the spell or ability resolves; it triggers once, 603.7b, at the next upkeep of its
  controller, 603.7d–e).
* "When CARDNAME dies, return it to the battlefield tapped under its owner's control at the
  beginning of their next upkeep." — ``at: owners_next_upkeep``: "their" is the owner of the
  card (the one "its owner's" names), fixed as the delayed ability is made; "it" is the card the
  creature became in the graveyard (400.7d, the shared ``_the_dead_card``); if that card has
  left the graveyard by then, the return does nothing (603.7c).  "their" anywhere else (no
  "its owner's" before it in the same instruction) is refused: nothing names that player.
"""

from __future__ import annotations

from typing import Any

from ..render import RenderError

GRAMMAR = r"""
%extend sentence: effect_chain "at" "the" "beginning" "of" zones_upkeep_whose "next" "upkeep" "." -> zones_delayed_upkeep
zones_upkeep_whose: "your" -> zones_upkeep_your
                  | "their" -> zones_upkeep_their
"""

AT_TEXT = {"next_upkeep": "your", "owners_next_upkeep": "their"}


def _delayed_upkeep(b: Any, c: list) -> list:
    from ..semantics import Unsupported

    chain, at = c
    ((_, effect),) = b._delayed(chain, at, before=False)
    if at == "owners_next_upkeep":
        inner = effect["delayed"]["effects"]
        if len(inner) != 1 or inner[0].get("under") != "owner":
            raise Unsupported("«their next upkeep» без «its owner's» перед ним", "603.7")
    return [(".", {**effect, "_text": "zones_delayed_upkeep"})]


RULES = {
    "zones_delayed_upkeep": _delayed_upkeep,
    "zones_upkeep_your": lambda b, c: "next_upkeep",
    "zones_upkeep_their": lambda b, c: "owners_next_upkeep",
}


def _delayed_upkeep_text(e: dict, ctx: Any) -> str:
    from ..render import effects_text

    spec = e["delayed"]
    plain = {k for k in e if not k.startswith("_")}
    if (
        plain != {"delayed"}
        or spec.get("at") not in AT_TEXT
        or set(spec) - {"at", "effects", "_joins", "that"}
    ):
        raise RenderError("delayed at an upkeep: unexpected keys")
    inner = [
        {
            k: ("target" if k in x.get("_was_target", ()) else v)
            for k, v in x.items()
            if k != "_was_target"
        }
        for x in spec["effects"]
    ]
    if spec["at"] == "owners_next_upkeep" and (len(inner) != 1 or inner[0].get("under") != "owner"):
        raise RenderError("their next upkeep: no «its owner's» before it")
    text = effects_text(inner, ctx, list(spec.get("_joins", ())))
    if text.count(". ") or not text.endswith("."):
        raise RenderError("delayed at an upkeep: more than one sentence")
    return f"{text[:-1]} at the beginning of {AT_TEXT[spec['at']]} next upkeep"


EFFECT_TEXT = {"zones_delayed_upkeep": _delayed_upkeep_text}
