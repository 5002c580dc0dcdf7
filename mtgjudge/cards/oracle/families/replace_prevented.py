"""Family: what a prevention effect of a resolving spell does with the damage it prevented
(615.5: "If damage is prevented this way, …" — an additional effect of the prevention effect,
carried out right after the damage event it applied to).

* "The next time a source of your choice would deal damage to you this turn, prevent that
  damage. If damage is prevented this way, CARDNAME deals that much damage to that source's
  controller." (Deflecting Palm) — the second sentence amends the prevention before it:
  ``{replacement: {…, then: [{damage: prevented, to: damage_source_controller}]}}``.  The
  damage is dealt by the spell (its last known information, 608.2g) each time the effect
  prevents damage, to the controller of the source whose damage was prevented (the player
  who controlled it as it dealt the damage).
* "Prevent all damage that would be dealt to you and permanents you control this turn by
  sources you don't control. If damage is prevented this way, you may have CARDNAME deal that
  much damage to target creature." (Channel Harm) — ``{replacement: {event: damage, to: [you,
  {controller: you}], source: {controller: not_you}, prevent: all, then: [{may: [{damage:
  prevented, to: target}]}]}}``: the target is chosen as the spell is cast (601.2c); the
  created effect keeps the spell's targets (``ReplacementEffect.targets``), and each time it
  prevents damage the spell deals that much damage to that creature if it is still there
  (608.2b: an object that left the battlefield is a new object, 400.7).  "CARDNAME deals that
  much damage to target …" is the same without the choice.
* "Prevent the next X damage that would be dealt to target creature this turn, where X is your
  devotion to white. If damage is prevented this way, CARDNAME deals that much damage to target
  creature or player." (Acolyte's Reward) — a shield (615.7) ``{prevent_damage: AMOUNT, to:
  target, then: [{damage: prevented, to: "target:2"}]}``: X is counted as the spell resolves
  (the amounts family's "where X is", 107.3, 608.2g); each time the shield prevents damage the
  spell deals that much damage to its second target.
"""

from __future__ import annotations

from typing import Any

from ..render import RenderError

GRAMMAR = r"""
%extend sentence: "if" "damage" "is" "prevented" "this" "way" "," CARDNAME "deals" "that" "much" "damage" "to" "that" "source's" "controller" "." -> replace_prevented_to_controller
    | "if" "damage" "is" "prevented" "this" "way" "," CARDNAME "deals" "that" "much" "damage" "to" target "." -> replace_prevented_to_target
    | "if" "damage" "is" "prevented" "this" "way" "," "you" "may" "have" CARDNAME "deal" "that" "much" "damage" "to" target "." -> replace_prevented_may_to_target
// "damage_kind", not a literal "damage": lark would have to choose between reducing it (the
// shared "prevent all damage that would be dealt …") and shifting "that"
%extend prevent: "prevent" "the" "next" "x" "damage" "that" "would" "be" "dealt" "to" object "this" "turn" -> replace_prevent_next_x
%extend effect: "prevent" "all" damage_kind "that" "would" "be" "dealt" "to" "you" "and" "permanents" "you" "control" "this" "turn" "by" "sources" "you" "don't" "control" -> replace_prevent_you_and_yours
"""

PREVENTED = "replace_prevented"
SHIELD = "replace_prevented_shield"
# the instructions (by their ``_text``) whose prevention such a sentence may amend
AMENDABLE = ("lib_next_time", "lib_prevent_all_chosen", "replace_prevent_you_and_yours")
TO_CONTROLLER = {"damage": "prevented", "to": "damage_source_controller"}
YOU_AND_YOURS = {
    "event": "damage",
    "to": ["you", {"controller": "you"}],
    "source": {"controller": "not_you"},
    "prevent": "all",
}


def _amend(previous: Any, marker: dict) -> dict:
    from ..semantics import Unsupported

    if _is_shield(previous):  # "prevent the next N damage …" (615.7)
        before = previous.get("_text")
        out = {k: v for k, v in previous.items() if k != "_text"}
        return out | {"then": [dict(marker["_then"])], "_text": SHIELD, "_before": before}
    if (
        not isinstance(previous, dict)
        or previous.get("_text") not in AMENDABLE
        or set(previous) != {"replacement", "_text"}
        or "then" in previous["replacement"]
    ):
        raise Unsupported(
            "«If damage is prevented this way» не после предотвращения повреждений", "615.5"
        )
    spec = {**previous["replacement"], "then": [dict(marker["_then"])]}
    return {"replacement": spec, "_text": PREVENTED, "_before": previous["_text"]}


def _to_controller(b: Any, c: list) -> list:
    return [(".", {"_amend": _amend, "_then": TO_CONTROLLER})]


def _is_shield(effect: Any) -> bool:
    """A prevention shield of one target, "Prevent the next N damage that would be dealt to
    target creature this turn" (615.7), with nothing after it yet."""
    from ..semantics import TargetRef

    if not isinstance(effect, dict) or "prevent_damage" not in effect:
        return False
    to = effect.get("to")
    one = to == "target" or (isinstance(to, TargetRef) and not to.each)
    return one and not {"then", "combat"} & set(effect)


def _to_target(b: Any, c: list, may: bool) -> list:
    from ..semantics import TargetRef, Unsupported

    target = c[-1]
    if not isinstance(target, TargetRef) or target.each:
        raise Unsupported("«deal that much damage to» не одной цели", "615.5")
    damage = {"damage": "prevented", "to": target}
    return [(".", {"_amend": _amend, "_then": {"may": [damage]} if may else damage})]


def _you_and_yours(b: Any, c: list) -> dict:
    from ..semantics import Unsupported

    if c[0]:  # "combat damage"
        raise Unsupported("«prevent all combat damage … by sources you don't control»", "615.1a")
    return {"replacement": dict(YOU_AND_YOURS), "_text": "replace_prevent_you_and_yours"}


RULES = {
    "replace_prevent_next_x": lambda b, c: {"prevent_damage": "X", "to": c[0]},
    "replace_prevented_to_controller": _to_controller,
    "replace_prevented_to_target": lambda b, c: _to_target(b, c, False),
    "replace_prevented_may_to_target": lambda b, c: _to_target(b, c, True),
    "replace_prevent_you_and_yours": _you_and_yours,
}


def _prevented_text(e: dict, ctx: Any) -> str:
    from ..families import table

    if set(e) != {"replacement", "_text", "_before"} or e["_before"] not in AMENDABLE:
        raise RenderError("prevented this way: unexpected keys")
    spec = dict(e["replacement"])
    then = spec.pop("then", None)
    before = table("EFFECT_TEXT")[e["_before"]]({"replacement": spec, "_text": e["_before"]}, ctx)
    return f"{before}. {_then_text(then, ctx)}"


def _then_text(then: Any, ctx: Any) -> str:
    """ "If damage is prevented this way, …" (615.5)."""
    head = "If damage is prevented this way, "
    if then == [TO_CONTROLLER]:
        return head + "CARDNAME deals that much damage to that source's controller"
    one: Any = then[0] if isinstance(then, list) and len(then) == 1 else None
    may = isinstance(one, dict) and set(one) == {"may"} and len(one["may"]) == 1
    damage = one["may"][0] if may and one is not None else one
    if (
        not isinstance(damage, dict)
        or set(damage) != {"damage", "to"}
        or damage["damage"] != "prevented"
        or not str(damage["to"]).startswith("target")
    ):
        raise RenderError("prevented this way: unexpected additional effect")
    if may:
        return head + f"you may have CARDNAME deal that much damage to {ctx.obj(damage['to'])}"
    return head + f"CARDNAME deals that much damage to {ctx.obj(damage['to'])}"


def _shield_text(e: dict, ctx: Any) -> str:
    from ..render import effect_text

    if "_before" not in e or "then" not in e:
        raise RenderError("prevention shield with an additional effect: unexpected keys")
    before = {k: v for k, v in e.items() if k not in ("then", "_before", "_text")}
    if e["_before"] is not None:
        before["_text"] = e["_before"]
    then = e["then"]
    return f"{effect_text(before, ctx)}. {_then_text(then, ctx)}"


def _you_and_yours_text(e: dict, ctx: Any) -> str:
    if set(e) != {"replacement", "_text"} or e["replacement"] != YOU_AND_YOURS:
        raise RenderError("prevention for you and your permanents: unexpected value")
    return (
        "prevent all damage that would be dealt to you and permanents you control this turn by "
        "sources you don't control"
    )


EFFECT_TEXT = {
    PREVENTED: _prevented_text,
    SHIELD: _shield_text,
    "replace_prevent_you_and_yours": _you_and_yours_text,
}
