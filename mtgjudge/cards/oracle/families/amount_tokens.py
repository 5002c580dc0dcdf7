"""Family "amount tokens": creature tokens whose power and toughness are a number the text
computes.

- "Put an X/X black and green Spirit Warrior creature token onto the battlefield, where X is
  the greatest toughness among creatures you control." (Kin-Tree Invocation) — ``create_token``
  with ``pt: X`` (the token's own power and toughness are 0 until then): the effect that creates the
  token defines its power and toughness (110.5b), the number determined once, as the
  instruction is followed (608.2g); "…, where X is …" is the amounts family's sentence (107.3).
- "When CARDNAME becomes monstrous, put X X/X green Hydra creature tokens onto the
  battlefield." (Hydra Broodmaster) — ``count: X, pt: X``; the X of a "becomes monstrous"
  trigger is the X of the permanent's "monstrosity X" (701.28b: the engine gives the trigger
  the number of the monstrosity event).
"""

from __future__ import annotations

from typing import Any

from ..render import RenderError

GRAMMAR = r"""
%extend effect: "put" "an" pt_xx token_colors token_subtypes token_kind token_with? "onto" "the" "battlefield" -> amount_token_xx
              | "put" "x" pt_xx token_colors token_subtypes token_kind token_with? "onto" "the" "battlefield" -> amount_x_tokens_xx
pt_xx: "x" "/" "x"
"""


def amount_token_xx(b: Any, c: list) -> dict:
    from ..semantics import Unsupported

    out = b.create_token([1, "0/0", *c[1:]])
    if set(out) != {"create_token"}:
        raise Unsupported("«an X/X …» такого вида", "110.5b")
    return {**out, "pt": "X"}


def amount_x_tokens_xx(b: Any, c: list) -> dict:
    """ "put X X/X green Hydra creature tokens onto the battlefield": X of each (107.3)."""
    return {**amount_token_xx(b, c), "count": "X"}


def token_xx_text(token: dict, count: Any = 1) -> str:
    """ "an X/X black and green Spirit Warrior creature token", "X X/X green Hydra creature
    tokens" (the X of ``pt``)."""
    from ..render import token_phrase

    if token.get("power") != 0 or token.get("toughness") != 0 or count not in (1, "X"):
        raise RenderError("X/X token")
    phrase = token_phrase({**token, "power": "X", "toughness": "X"}, count)
    if count == "X":
        return phrase
    if not phrase.startswith("a X/X "):
        raise RenderError("X/X token")
    return "an " + phrase[2:]


RULES = {
    "amount_token_xx": amount_token_xx,
    "amount_x_tokens_xx": amount_x_tokens_xx,
    "pt_xx": lambda b, c: "X/X",
}
