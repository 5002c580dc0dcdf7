"""Family: "Exchange control of two target permanents that share a card type." (Shifting
Loyalties) — ``{exchange_control: [target, target:2]}`` (701.8a: all of the exchange or none;
701.8b: the same controller, nothing happens) of two permanent targets, the second with the
filter ``shares_card_type: true`` — it shares a card type with the first (205.2a) as the
targets are chosen (601.2c) and again as the spell resolves (608.2b: otherwise it is an illegal
target and the exchange can't happen).
"""

from __future__ import annotations

from typing import Any

from ..render import RenderError

GRAMMAR = r"""
%extend effect: "exchange" "control" "of" "two" "target" "permanents" "that" "share" "a" "card" "type" -> strive_exchange_two
"""

SECOND: dict[str, Any] = {"kind": "permanent", "filter": {"shares_card_type": True}}


def strive_exchange_two(builder: Any, c: list) -> dict:
    from ..semantics import TargetRef

    first = TargetRef({"kind": "permanent"})
    second = TargetRef({"kind": "permanent", "filter": {"shares_card_type": True}})
    return {"exchange_control": [first, second], "_text": "strive_exchange_two"}


RULES = {"strive_exchange_two": strive_exchange_two}


def exchange_two_text(e: dict, ctx: Any) -> str:
    if set(e) != {"exchange_control", "_text"} or e["exchange_control"] != ["target", "target:2"]:
        raise RenderError("exchange")
    if ctx.targets != ["permanent", SECOND]:
        raise RenderError("exchange: targets")
    return "exchange control of two target permanents that share a card type"


EFFECT_TEXT = {"strive_exchange_two": exchange_two_text}
