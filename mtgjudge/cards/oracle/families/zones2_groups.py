"""Family: a group of permanents exiled at once (701.9a, 608.2h).

* "Exile all nonland permanents." (Perilous Vault), "Exile all creatures." —
  ``{exile: {all: FILTER}}``: every permanent that fits as the instruction is followed, all
  exiled simultaneously (leaves-the-battlefield abilities see them leave together, 603.6d).
"""

from __future__ import annotations

from typing import Any

from ..render import RenderError, plural

GRAMMAR = r"""
%extend effect: zones2_exile_all
zones2_exile_all: "exile" "all" zones2_group
zones2_group: creature_plural | perm_plural
"""


def _exile_all(b: Any, c: list) -> dict:
    flt = {k: v for k, v in c[0].items() if not k.startswith("_")}
    return {"exile": {"all": flt}, "_text": "zones2_exile_all"}


RULES = {
    "zones2_exile_all": _exile_all,
    "zones2_group": lambda b, c: c[0],
}


def _exile_all_text(e: dict, ctx: Any) -> str:
    if set(e) - {"_text"} != {"exile"} or set(e["exile"]) != {"all"}:
        raise RenderError("exile all: unexpected keys")
    return f"exile all {plural(e['exile']['all'])}"


EFFECT_TEXT = {"zones2_exile_all": _exile_all_text}
