"""Fight (701.10) as a choice: "you may have CARDNAME fight another target creature" (Nessian
Wilds Ravager) — ``{may: [{fight: self, with: target}]}`` (608.2d: the controller chooses as
the ability resolves; the engine's ``fight`` does the rest, 701.10b–c)."""

from __future__ import annotations

from typing import Any

GRAMMAR = r"""
%extend effect: "you" "may" "have" object "fight" object -> combat3_have_fight
"""

HAVE_FIGHT = "_combat3_have_fight"


def _have_fight(b: Any, c: list) -> dict:
    return {HAVE_FIGHT: True, "may": [{"fight": c[0], "with": c[1]}]}


def _have_fight_text(e: dict, ctx: Any) -> str:
    from ..render import RenderError

    if set(e) != {HAVE_FIGHT, "may"} or len(e["may"]) != 1:
        raise RenderError("may have fight")
    from ..render import effect_text

    (inner,) = e["may"]
    if next(iter(inner)) != "fight":
        raise RenderError("may have fight")
    head, fights, tail = effect_text(inner, ctx).partition(" fights ")
    if not fights:
        raise RenderError("may have fight")
    return f"you may have {head} fight {tail}"


RULES = {"combat3_have_fight": _have_fight}
EFFECT_TEXT = {HAVE_FIGHT: _have_fight_text}
