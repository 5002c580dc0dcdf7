"""An exchange of control between a permanent of yours and one of an opponent's (issue 14,
helper "pay"; 701.8a): "Whenever CARDNAME becomes untapped, you may exchange control of target
nonland permanent you control and target permanent an opponent controls that shares a card
type with it." (Daring Thief) — ``{exchange_control: [target, target:2]}`` (the engine's verb of
the family ``strive_exchange``: all of the exchange or none, 701.8a–b), the first target a
nonland permanent you control, the second a permanent an opponent controls with the filter
``shares_card_type`` (it shares a card type with the first, 205.2a: as the targets are chosen
and again as the ability resolves, 608.2b)."""

from __future__ import annotations

from typing import Any

from ..render import RenderError

GRAMMAR = r"""
%extend effect: "exchange" "control" "of" "target" "nonland" "permanent" "you" "control" "and" "target" "permanent" "an" "opponent" "controls" "that" "shares" "a" "card" "type" "with" "it" -> pay_exchange_yours_theirs
"""

EXCHANGE = "pay_exchange_yours_theirs"
FIRST: dict[str, Any] = {
    "kind": "permanent",
    "filter": {"not_types": ["Land"], "controller": "you"},
}
SECOND: dict[str, Any] = {
    "kind": "permanent",
    "filter": {"controller": "opponent", "shares_card_type": True},
}


def _exchange(b: Any, c: list) -> dict:
    from ..semantics import TargetRef

    return {
        "exchange_control": [TargetRef(dict(FIRST)), TargetRef(dict(SECOND))],
        "_text": EXCHANGE,
    }


def _exchange_text(e: dict, ctx: Any) -> str:
    if set(e) != {"exchange_control", "_text"} or e["exchange_control"] != ["target", "target:2"]:
        raise RenderError("exchange")
    if ctx.targets != [FIRST, SECOND]:
        raise RenderError("exchange: targets")
    return (
        "exchange control of target nonland permanent you control and target permanent an "
        "opponent controls that shares a card type with it"
    )


RULES = {EXCHANGE: _exchange}
EFFECT_TEXT = {EXCHANGE: _exchange_text}
