"""Family "amount targets": a number of targets the text computes.

- "When CARDNAME enters the battlefield, up to X target creatures each gain intimidate and
  haste until end of turn, where X is your devotion to black." (Mogis's Marauder) — the
  target count ``{up_to: AMOUNT}`` of a triggered ability: X is determined as the ability is
  put on the stack, when its targets are chosen (603.3d, 601.2c); "…, where X is …" is the
  amounts family's sentence (107.3).  A spell's or an activated ability's "up to X" is refused
  by the card format (their X is announced, 601.2b).
"""

from __future__ import annotations

from typing import Any

GRAMMAR = r"""
%extend up_to_targets: "up" "to" "x" "target" creature_plural -> amount_up_to_x_targets
"""


def amount_up_to_x_targets(b: Any, c: list) -> Any:
    from ..semantics import TargetRef

    ref = b.up_to_targets([2, c[0]])
    return TargetRef({**ref.spec, "count": {"up_to": "X"}}, ref.each)


RULES = {"amount_up_to_x_targets": amount_up_to_x_targets}
