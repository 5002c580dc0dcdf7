"""A payment another player may make to stop an instruction (issue 14, helper "pay"; 608.2d,
117.12): "Whenever another creature you own dies, return it to your hand unless target
opponent pays 3 life." (Athreos, God of Passage).

* the trigger "Whenever another creature you own dies" — ``a_creature_dies`` with the filter
  ``{owner: you, other: true}`` (108.3: the owner of the creature as it last existed, 603.6d;
  a creature you own that another player controlled counts, one you control and don't own
  doesn't);
* "return it to your hand" after it — the card the creature became in the graveyard
  (``that``, 400.7d, 603.6c; a card goes to its owner's hand, and it is yours);
* "… unless target opponent pays 3 life" — ``{may_pay: "Pay 3 life", player: target,
  otherwise: [the instruction]}`` (608.2d: that player chooses as the ability resolves, the
  answer ``choose: {pay: …}``, by default paid when it can be, 119.4);
* "draw a card unless target opponent sacrifices a creature or pays 3 life" (Indulgent
  Tormentor) — ``may_pay`` with a list of costs: that player pays one of them or none
  (608.2d; the answer ``pay: N`` names the N-th, by default the first that can be paid).
"""

from __future__ import annotations

from typing import Any

from ..render import RenderError

GRAMMAR = r"""
%extend trigger_event: "whenever" "another" "creature" "you" "own" "dies" -> pay_another_you_own_dies
%extend sentence: effect_chain "unless" "target" "opponent" pay_opponent_cost "." -> pay_unless_target_opponent
%extend effect: "return" object "to" "your" "hand" -> pay_return_it_to_your_hand
pay_opponent_cost: "pays" NUMBER "life"                                       -> pay_opp_life
                 | "sacrifices" "a" "creature" "or" "pays" NUMBER "life"      -> pay_opp_sac_or_life
"""

UNLESS = "pay_unless_target_opponent"
OWN_DIES = "pay_another_you_own_dies"
RETURN_IT = "pay_return_it_to_your_hand"


def _own_dies(b: Any, c: list) -> dict:
    return {"when": "a_creature_dies", "of": {"owner": "you", "other": True}, "_text": OWN_DIES}


def _own_dies_text(trigger: dict) -> str:
    from ..render import trigger_body

    if dict(trigger.get("of", {})) != {"owner": "you", "other": True}:
        raise RenderError("another creature you own dies")
    return trigger_body("Whenever another creature you own dies", trigger)


def _return_it(b: Any, c: list) -> dict:
    """ "return it to your hand": the card the dead creature became (400.7d), or the card an
    instruction before put onto the battlefield (400.7: Swift Warkite, family zones_warkite) —
    ``semantics.IT_MOVED``; a card goes to its owner's hand (400.3), "your" only where it is
    yours (a creature you own, a card from your hand or graveyard); only "it"."""
    from ..semantics import IT, IT_MOVED, Unsupported

    if c[0] != IT:  # "return target creature to your hand": not a card you surely own (400.3)
        raise Unsupported("«return … to your hand» не «it»", "400.3")
    return {"return_to_hand": IT_MOVED, "_text": RETURN_IT}


def _return_it_text(e: dict, ctx: Any) -> str:
    if set(e) - {"_text"} != {"return_to_hand"} or e["return_to_hand"] != "that":
        raise RenderError("return it to your hand")
    return "return it to your hand"


def _opp_life(b: Any, c: list) -> str:
    return f"Pay {int(c[0])} life"


def _opp_sac_or_life(b: Any, c: list) -> list:
    """Two costs, the payer's choice (608.2d): the engine's ``may_pay`` list."""
    return ["Sacrifice a creature", f"Pay {int(c[0])} life"]


def _unless(b: Any, c: list) -> list:
    from ..semantics import TargetRef, Unsupported

    chain, cost = c[0], c[1]
    if len(chain) != 1 or not isinstance(chain[0][1], dict):
        raise Unsupported("«… unless target opponent …» после нескольких указаний", "608.2d")
    instruction = chain[0][1]
    if instruction.get("_text") != RETURN_IT and instruction != {"draw": 1}:
        raise Unsupported("«… unless target opponent …» после такого указания", "608.2d")
    effect = {
        "may_pay": cost,
        "otherwise": [instruction],
        "player": TargetRef({"kind": "opponent"}),
        "_text": UNLESS,
    }
    return [(".", effect)]


def _unless_text(e: dict, ctx: Any) -> str:
    from ..render import effect_text

    if set(e) - {"_text"} != {"may_pay", "otherwise", "player"} or len(e["otherwise"]) != 1:
        raise RenderError("unless target opponent pays")
    costs = e["may_pay"] if isinstance(e["may_pay"], list) else [e["may_pay"]]
    life = str(costs[-1])
    if not (life.startswith("Pay ") and life.endswith(" life")) or e["player"] != "target":
        raise RenderError("unless target opponent pays")
    pays = f"pays {int(life[4:-5])} life"
    if costs[:-1] == ["Sacrifice a creature"]:
        pays = "sacrifices a creature or " + pays
    elif len(costs) != 1:
        raise RenderError("unless target opponent pays")
    (instruction,) = e["otherwise"]
    if instruction.get("_text") != RETURN_IT and instruction != {"draw": 1}:
        raise RenderError("unless target opponent pays")
    return f"{effect_text(instruction, ctx)} unless {ctx.obj('target')} {pays}"


RULES = {
    OWN_DIES: _own_dies,
    RETURN_IT: _return_it,
    UNLESS: _unless,
    "pay_opp_life": _opp_life,
    "pay_opp_sac_or_life": _opp_sac_or_life,
}
TRIGGER_TEXT = {OWN_DIES: _own_dies_text}
EFFECT_TEXT = {RETURN_IT: _return_it_text, UNLESS: _unless_text}
