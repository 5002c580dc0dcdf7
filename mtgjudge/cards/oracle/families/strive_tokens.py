"""Family: a token whose power and toughness are those of the card exiled before it.

"Exile target creature card from your graveyard. Put a black Zombie creature token onto the
battlefield. Its power is equal to that card's power and its toughness is equal to that card's
toughness." (Ritual of the Returned) — ``{create_token: …, pt_of: target}``: the effect that
creates the token defines its characteristics (110.5b): its power and toughness are the card's
as it was exiled (608.2g; a "*" without its defining ability counts as 0, 208.2), fixed as the
token is created.  Only right after "exile target … card" (the card moved, 400.7).
"""

from __future__ import annotations

from typing import Any

from ..render import RenderError

GRAMMAR = r"""
%extend exile: "exile" "target" gy_card "from" "your" "graveyard" -> strive_exile_own_gy_card
// (withdrawn: with trig_from_hand's "put a … card from your hand", lark shifts where
// "Put a black Zombie creature token onto the battlefield." needs a reduce)
// %extend sentence: "put" ("a" | "an") token_colors token_subtypes token_kind "onto" "the" "battlefield" "." "its" "power" "is" "equal" "to" "that" "card's" "power" "and" "its" "toughness" "is" "equal" "to" "that" "card's" "toughness" "." -> strive_token_pt_of_card
"""


def _amend(previous: Any, effect: dict) -> list:
    from ..semantics import TargetRef, Unsupported

    if (
        not isinstance(previous, dict)
        or set(previous) - {"_text"} != {"exile"}
        or not isinstance(previous["exile"], TargetRef)
        or previous["exile"].each
        or previous["exile"].spec.get("kind") != "card_in_graveyard"
    ):
        raise Unsupported("«that card's power» не после «exile target … card»", "608.2g")
    return [previous, {k: v for k, v in effect.items() if k != "_amend"}]


def strive_token_pt_of_card(builder: Any, c: list) -> list:
    token = builder.create_token([1, "0/0", *c])
    if token.get("count", 1) != 1 or token["create_token"]["types"] != ["Creature"]:
        raise _one_token()
    return [(".", {**token, "pt_of": "target", "_text": "strive_token_pt_of", "_amend": _amend})]


def strive_exile_own_gy_card(builder: Any, c: list) -> dict:
    """ "Exile target creature card from your graveyard" (114.1: a card in your graveyard)."""
    from ..semantics import TargetRef

    return {"exile": TargetRef(dict(c[0])), "_text": "strive_exile_own_gy"}


RULES = {
    "strive_token_pt_of_card": strive_token_pt_of_card,
    "strive_exile_own_gy_card": strive_exile_own_gy_card,
}


def token_pt_of_text(e: dict, ctx: Any) -> str:
    from ..render import effect_text

    if e.get("pt_of") != "target" or len(ctx.targets) != 1:
        raise RenderError("token pt of")
    inner = {k: v for k, v in e.items() if k not in ("pt_of", "_text")}
    text = effect_text(inner, ctx)
    if not text.startswith("put a 0/0 "):
        raise RenderError("token pt of")
    return (
        f"put a {text[len('put a 0/0 ') :]}. Its power is equal to that card's power and its "
        "toughness is equal to that card's toughness"
    )


def exile_own_gy_text(e: dict, ctx: Any) -> str:
    ref = e.get("exile")
    if set(e) != {"exile", "_text"} or not isinstance(ref, str) or not ref.startswith("target"):
        raise RenderError("exile from your graveyard")
    if ref in ctx.mentioned or not ctx.is_graveyard(ref):
        raise RenderError("exile from your graveyard")
    index = int(ref.split(":")[1]) - 1 if ":" in ref else 0
    spec = ctx.targets[index]
    if not isinstance(spec, dict) or spec.get("filter", {}).get("controller") != "you":
        raise RenderError("exile from your graveyard")
    return f"exile {ctx.obj(ref)} from your graveyard"


EFFECT_TEXT = {
    "strive_token_pt_of": token_pt_of_text,
    "strive_exile_own_gy": exile_own_gy_text,
}


# "Whenever CARDNAME attacks, put a 1/1 white Cat Soldier creature token with vigilance onto
# the battlefield that's attacking." — ``attacking: true`` without ``tapped`` (508.4: attacking,
# never "attacked"); "Whenever CARDNAME blocks a creature, put a 1/1 … token … onto the
# battlefield that's blocking that creature." — ``blocking: that``: it blocks the creature of
# the trigger event (509.7: placed last in that creature's damage assignment order; it never
# "blocked"; 506.3d: not blocking if that creature doesn't attack its controller) (Brimaz)
GRAMMAR += r"""
%extend create_token: "put" number PT_PLAIN token_colors token_subtypes token_kind token_with? "onto" "the" "battlefield" "that's" "attacking" -> strive_token_attacking
    | "put" number PT_PLAIN token_colors token_subtypes token_kind token_with? "onto" "the" "battlefield" "that's" "blocking" "that" "creature" -> strive_token_blocking
"""


def _one_token() -> Exception:
    from ..semantics import Unsupported

    return Unsupported("несколько фишек, которые атакуют или блокируют", "508.4")


def strive_token_attacking(builder: Any, c: list) -> dict:
    token = builder.create_token(c)
    if token.get("count", 1) != 1:
        raise _one_token()
    return {**token, "attacking": True, "_text": "strive_token_combat"}


def strive_token_blocking(builder: Any, c: list) -> dict:
    from ..semantics import THAT

    token = builder.create_token(c)
    if token.get("count", 1) != 1:
        raise _one_token()
    return {**token, "blocking": THAT, "_text": "strive_token_combat"}


RULES["strive_token_attacking"] = strive_token_attacking
RULES["strive_token_blocking"] = strive_token_blocking


def token_combat_text(e: dict, ctx: Any) -> str:
    from ..render import effect_text

    inner = {k: v for k, v in e.items() if k not in ("attacking", "blocking", "_text", "_that")}
    text = effect_text(inner, ctx)
    if set(inner) != {"create_token"} or not text.startswith("put a "):
        raise RenderError("token in combat")
    if e.get("attacking") is True and "blocking" not in e:
        return f"{text} that's attacking"
    if e.get("blocking") == "that" and "attacking" not in e:
        return f"{text} that's blocking that creature"
    raise RenderError("token in combat")


EFFECT_TEXT["strive_token_combat"] = token_combat_text
