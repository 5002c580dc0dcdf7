"""Family: "If a source would deal damage to equipped creature, prevent X of that damage,
where X is the number of creatures you control." (Shield of the Avatar) — a static prevention
ability of an Equipment (615.1a): ``{event: damage, to: equipped, prevent: AMOUNT}``.  The
equipped creature is the one the Equipment is attached to when the damage would be dealt
(301.5); X is counted then too (608.2g), with the amounts family's "where X is …" (``amt``;
``x: true`` keeps the word X for the renderer).
"""

from __future__ import annotations

from typing import Any

from ..render import RenderError

GRAMMAR = r"""
%extend replacement: "if" "a" "source" "would" "deal" "damage" "to" "equipped" "creature" "," "prevent" "x" "of" "that" "damage" WHERE_X amt "." -> replace_prevent_x_equipped
"""

TEXT = "replace_prevent_x_equipped"


def _prevent_x(b: Any, c: list) -> dict:
    from .amounts_numbers import amount_of

    amount = {**amount_of(c[-1]), "x": True}
    return {"event": "damage", "to": "equipped", "prevent": amount, "_text": TEXT}


RULES = {TEXT: _prevent_x}


def _text(value: dict) -> str:
    from .amounts_numbers import amount_text

    plain = {k: v for k, v in value.items() if not k.startswith("_")}
    amount = plain.get("prevent")
    if (
        set(plain) != {"event", "to", "prevent"}
        or plain["event"] != "damage"
        or plain["to"] != "equipped"
        or not isinstance(amount, dict)
        or not amount.get("x")
    ):
        raise RenderError("prevent X of that damage: unexpected value")
    where = {k: v for k, v in amount.items() if k != "x"}
    return (
        "If a source would deal damage to equipped creature, prevent X of that damage, where X "
        f"is {amount_text(where)}."
    )


REPLACEMENT_TEXT = {TEXT: _text}
