"""Family: the variable targets of the strive spells (Journey into Nyx, 207.2c).

* "Destroy any number of target artifacts and/or enchantments." (Consign to Dust) — one
  "target" word of two card types: ``{kind: artifact_or_enchantment, count: any}`` (114.1,
  601.2c: as many as the caster chooses, each an artifact or an enchantment).  The "/" of
  "and/or" is a plain token of the grammar (no phrase terminal).
* "Choose any number of target creatures. Put a +1/+1 counter on each of them." (Nature's
  Panoply) — the targets are chosen as the spell is cast (601.2c: "choose" names the targets),
  then one instruction for each of them (608.2b: those still legal).
* "Choose any number of target creatures. Double the number of +1/+1 counters on each of
  them." (Solidarity of Heroes) — ``{add_counters: {kind: +1/+1}, on: each_target, double:
  true}``: each creature gets as many counters of that kind as it has as the instruction is
  followed (121.2; 608.2g), a creature without one gets none.
"""

from __future__ import annotations

from typing import Any

from ..render import RenderError

GRAMMAR = r"""
%extend up_to_targets: "any" "number" "of" "target" "artifacts" "and" "/" "or" "enchantments" -> strive_any_arts_enchs
%extend effect: strive_choose_counters | strive_choose_double
strive_choose_counters: "choose" up_to_targets "." "put" number PT "counter" "on" "each" "of" "them"
                      | "choose" up_to_targets "." "put" number PT "counters" "on" "each" "of" "them"
strive_choose_double: "choose" up_to_targets "." "double" "the" "number" "of" PT "counters" "on" "each" "of" "them"
"""


def _unsupported(reason: str, rule: str) -> Exception:
    from ..semantics import Unsupported

    return Unsupported(reason, rule)


def strive_any_arts_enchs(builder: Any, c: list) -> Any:
    from ..semantics import TargetRef

    return TargetRef({"kind": "artifact_or_enchantment", "count": "any"}, each=True)


def _kind(token: Any) -> str:
    return str(token).replace("−", "-")


def strive_choose_counters(builder: Any, c: list) -> dict:
    from ..semantics import _each_target

    on, n, kind = c
    _each_target(on)
    return {"add_counters": {"kind": _kind(kind), "n": n}, "on": on, "_text": "strive_choose"}


def strive_choose_double(builder: Any, c: list) -> dict:
    from ..semantics import _each_target

    on, kind = c
    _each_target(on)
    return {
        "add_counters": {"kind": _kind(kind)},
        "on": on,
        "double": True,
        "_text": "strive_choose",
    }


RULES = {
    "strive_any_arts_enchs": strive_any_arts_enchs,
    "strive_choose_counters": strive_choose_counters,
    "strive_choose_double": strive_choose_double,
}


def choose_text(e: dict, ctx: Any) -> str:
    from ..render import number_word

    plain = {k for k in e if not k.startswith("_")}
    if e.get("on") != "each_target" or ctx.targets[-1:] == []:
        raise RenderError("choose: each of them")
    spec = e["add_counters"]
    head = f"choose {ctx.obj('each_target')}. "
    if e.get("double"):
        if plain != {"add_counters", "on", "double"} or set(spec) != {"kind"}:
            raise RenderError("choose: double")
        return head + f"Double the number of {spec['kind']} counters on each of them"
    if plain != {"add_counters", "on"} or set(spec) != {"kind", "n"}:
        raise RenderError("choose: counters")
    n = spec["n"]
    if not isinstance(n, int) or n < 1:
        raise RenderError("choose: number")
    word = "a" if n == 1 else number_word(n)
    return head + f"Put {word} {spec['kind']} counter{'s' if n != 1 else ''} on each of them"


EFFECT_TEXT = {"strive_choose": choose_text}
