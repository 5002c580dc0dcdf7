"""Family: a permanent moved together with the Auras attached to it.

* "Exile any number of target creatures and all Auras attached to them." (Silence the
  Believers), "Return target creature and all Auras attached to it to their owners' hands."
  (Hubris) — the instruction's ``with_auras: true``: as the instruction is followed, every
  Aura attached to one of its objects (303.4) is found and moved with them, all at once
  (608.2c; the Auras are no targets, 115.1; an illegal target, and so its Auras, is not
  affected, 608.2b).  The words "and all Auras attached to them" are read only right after
  "exile …" of targets; "… attached to it" only after one target.
"""

from __future__ import annotations

from typing import Any

from ..render import RenderError

GRAMMAR = r"""
// "Exile … and all Auras attached to them.": "and" is the joiner of instructions (LALR: one
// token of lookahead), so the words are a pseudo-instruction that amends the one before it
%extend effect: strive_all_auras
strive_all_auras: "all" SUBTYPE_PL "attached" "to" "them" -> strive_all_auras_them
                | "all" SUBTYPE_PL "attached" "to" "it"   -> strive_all_auras_it
%extend bounce: "return" object "and" "all" SUBTYPE_PL "attached" "to" "it" "to" "their" "owners'" "hands" -> strive_bounce_with_auras
"""

MOVES = ("exile", "return_to_hand")


def _unsupported(reason: str, rule: str) -> Exception:
    from ..semantics import Unsupported

    return Unsupported(reason, rule)


def _auras(token: Any) -> None:
    if str(token) != "auras":
        raise _unsupported(f"«and all {token} attached to …»", "303.4")


def _check_object(obj: Any, them: bool) -> None:
    from ..semantics import TargetRef

    if not isinstance(obj, TargetRef) or obj.each != them:
        raise _unsupported("«and all Auras attached to …» у такого объекта", "608.2c")


def _amend(previous: Any, effect: dict) -> dict:
    them = effect["_them"]
    if not isinstance(previous, dict) or "exile" not in previous or set(previous) != {"exile"}:
        raise _unsupported("«and all Auras attached to …» не после «exile …»", "608.2c")
    _check_object(previous["exile"], them)
    return {**previous, "with_auras": True, "_text": "strive_with_auras"}


def _pseudo(them: bool) -> Any:
    def rule(builder: Any, c: list) -> dict:
        _auras(c[0])
        return {"_amend": _amend, "_them": them}

    return rule


def strive_bounce_with_auras(builder: Any, c: list) -> dict:
    obj, auras = c
    _auras(auras)
    _check_object(obj, them=False)
    return {"return_to_hand": obj, "with_auras": True, "_text": "strive_with_auras"}


RULES = {
    "strive_all_auras_them": _pseudo(True),
    "strive_all_auras_it": _pseudo(False),
    "strive_bounce_with_auras": strive_bounce_with_auras,
}


def with_auras_text(e: dict, ctx: Any) -> str:
    plain = {k for k in e if not k.startswith("_")}
    verbs = [v for v in MOVES if v in e]
    if len(verbs) != 1 or plain != {verbs[0], "with_auras"} or e["with_auras"] is not True:
        raise RenderError("with auras")
    ref = e[verbs[0]]
    if ref not in ("target", "each_target"):
        raise RenderError("with auras: object")
    pronoun = "them" if ref == "each_target" else "it"
    if verbs[0] == "exile":
        return f"exile {ctx.obj(ref)} and all Auras attached to {pronoun}"
    if ref != "target":
        raise RenderError("with auras: return")
    return f"return {ctx.obj(ref)} and all Auras attached to it to their owners' hands"


EFFECT_TEXT = {"strive_with_auras": with_auras_text}
