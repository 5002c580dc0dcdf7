"""Family "amount that much": "that much" of the instruction before it.

- "Target opponent loses 1 life for each attacking creature you control. You gain that much
  life." (Foul-Tongue Shriek) — in a spell or an activated ability (no trigger event, 603.2),
  "that much" right after an instruction that makes a player lose life is the life lost that
  way (608.2c, 118.3): ``{gain_life: life_lost_this_way}`` (the shared compiler's
  ``_that_much_lost`` marks it; this family words it back).
"""

from __future__ import annotations

from typing import Any

from ..render import RenderError


def _text(e: dict, ctx: Any) -> str:
    if set(e) != {"gain_life", "_text"} or e["gain_life"] != "life_lost_this_way":
        raise RenderError("that much life")
    return "you gain that much life"


EFFECT_TEXT = {"amount_that_much": _text}
