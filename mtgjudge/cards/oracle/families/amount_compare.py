"""Family "amount compare": a condition that compares two amounts.

- "Whenever CARDNAME attacks, you may return target creature to its owner's hand if its power
  is less than CARDNAME's power." (Sage-Eye Avengers) — the condition ``amount_less: {amount:
  A, than: B}`` of the instruction (written after it: the shared ``cnt_if_tail``), checked as
  the instruction is followed, with each amount as it is then or as its object last existed
  (608.2c, 608.2g).
"""

from __future__ import annotations

from typing import Any

from ..render import RenderError

GRAMMAR = r"""
%extend condition: amt_whose greatest_of "is" "less" "than" amt_whose greatest_of -> amount_cond_less
"""


def amount_cond_less(b: Any, c: list) -> dict:
    """ "its power is less than CARDNAME's power": two characteristics (608.2g)."""
    (ref, word), side, (than_ref, than_word), than_side = c
    first = {"amount": str(side), "object": ref, "_word": word}
    second = {"amount": str(than_side), "object": than_ref, "_word": than_word}
    return {"amount_less": {"amount": first, "than": second}}


def _text(arg: dict) -> str:
    from .amounts_numbers import amount_text

    if set(arg) != {"amount", "than"}:
        raise RenderError("amount_less")
    return f"{amount_text(arg['amount'])} is less than {amount_text(arg['than'])}"


RULES = {"amount_cond_less": amount_cond_less}
CONDITION_TEXT = {"amount_less": _text}
