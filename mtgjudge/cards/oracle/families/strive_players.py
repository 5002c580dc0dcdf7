"""Family: the creatures a target player controls.

* "For each creature target player controls, put a token onto the battlefield that's a copy of
  that creature." (Clone Legion) — ``{create_token_copy: {all: {types: [Creature], controller:
  target_player}}}``: the group as the spell resolves (608.2h), one token copy of each
  (706.2) under the control of the spell's controller (110.2).
* "Until end of turn, each creature target player controls loses all abilities and becomes a
  blue Frog with base power and toughness 1/1." (Polymorphist's Jest) — the same ``become``
  effect as one creature's (layers 4, 5, 6 and 7b, 613.1d–f, 613.3b) on the group, locked in
  as the spell resolves (611.2c).

The player is the spell's only target (114.1: chosen as it is cast, 601.2c); the filter's
``controller: target_player`` names it.
"""

from __future__ import annotations

from typing import Any

from ..render import RenderError

GRAMMAR = r"""
%extend sentence: "for" "each" "creature" "target" "player" "controls" "," "put" "a" "token" "onto" "the" "battlefield" "that's" "a" "copy" "of" "that" "creature" "." -> strive_clone_each
%extend effect: "until" "end" "of" "turn" "," "each" "creature" "target" "player" "controls" "loses" "all" "abilities" "and" "becomes" ("a" | "an") color SUBTYPE+ "with" "base" "power" "and" "toughness" PT_PLAIN -> strive_group_becomes
"""

GROUP = {"all": {"types": ["Creature"], "controller": "target_player"}}


def _player() -> Any:
    from ..semantics import TargetRef

    return TargetRef({"kind": "player"})


def strive_clone_each(builder: Any, c: list) -> list:
    effect = {"create_token_copy": GROUP, "_player": _player(), "_text": "strive_clone_each"}
    return [(".", effect)]


def strive_group_becomes(builder: Any, c: list) -> dict:
    from .effects_become import lose_all_becomes_eot

    effect = lose_all_becomes_eot(builder, [GROUP, *c])
    return {**effect, "_player": _player(), "_text": "strive_group_becomes"}


RULES = {"strive_clone_each": strive_clone_each, "strive_group_becomes": strive_group_becomes}


def _one_player(e: dict, ctx: Any) -> None:
    if e.get("_player") != "target" or ctx.targets != ["player"]:
        raise RenderError("target player's creatures")


def clone_each_text(e: dict, ctx: Any) -> str:
    _one_player(e, ctx)
    if {k for k in e if not k.startswith("_")} != {"create_token_copy"}:
        raise RenderError("clone each")
    if e["create_token_copy"] != GROUP:
        raise RenderError("clone each")
    return (
        "for each creature target player controls, put a token onto the battlefield that's a "
        "copy of that creature"
    )


def group_becomes_text(e: dict, ctx: Any) -> str:
    from .effects_become import _form_text

    _one_player(e, ctx)
    if e.get("to") != GROUP:
        raise RenderError("group becomes")
    marker = "target creature"

    class _Words:  # the group worded where the shared wording names its object
        def __getattr__(self, name: str) -> Any:
            return getattr(ctx, name)

        def obj(self, ref: Any) -> str:
            if ref != GROUP:
                raise RenderError("group becomes")
            return marker

    inner = {k: v for k, v in e.items() if k not in ("_player", "_text")}
    text = _form_text({**inner, "_text": "effects_become_form"}, _Words())
    if text.count(marker) != 1:
        raise RenderError("group becomes")
    return text.replace(marker, "each creature target player controls")


EFFECT_TEXT = {
    "strive_clone_each": clone_each_text,
    "strive_group_becomes": group_becomes_text,
}
