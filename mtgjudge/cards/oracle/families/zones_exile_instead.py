"""A returned permanent exiled if it would leave the battlefield (issue 14, helper "zones";
Whip of Erebos).

"Return target creature card from your graveyard to the battlefield. It gains haste. Exile it
at the beginning of the next end step. If it would leave the battlefield, exile it instead of
putting it anywhere else." —

* the last sentence is ``{leaves_to_exile: that}``: a replacement effect created by the
  resolving spell or ability (614.1a: "instead"), about the permanent an instruction before it
  put onto the battlefield (400.7: the new object; the shared ``_after_move`` turns the target
  into ``that``).  It lasts for as long as that permanent is on the battlefield: the engine
  marks the object, as it does for unearth (702.83a), and a move elsewhere becomes a move to
  exile (614.6).  Without an instruction before it that moved the object, "it" is no object the
  engine finds (refused by the renderer: the value is no ``that``).
"""

from __future__ import annotations

from typing import Any

from ..render import RenderError

GRAMMAR = r"""
// (only "it": "that creature would …" is a shift/reduce conflict with other "that creature"
// sentences — Gruesome Encore's wording stays unread)
%extend effect: "if" "it" "would" "leave" "the" "battlefield" "," "exile" "it" "instead" "of" "putting" "it" "anywhere" "else" -> zones_exile_if_leaves
"""


def _exile_if_leaves(b: Any, c: list) -> dict:
    from ..semantics import IT

    return {"leaves_to_exile": IT, "_text": "zones_exile_if_leaves"}


RULES = {"zones_exile_if_leaves": _exile_if_leaves}


def _exile_if_leaves_text(e: dict, ctx: Any) -> str:
    plain = {k: v for k, v in e.items() if not k.startswith("_")}
    # only the permanent an earlier instruction of this resolution moved (``_moved``, 400.7)
    if set(plain) != {"leaves_to_exile"} or ctx.moved != ["leaves_to_exile"]:
        raise RenderError("exile if it would leave: not the moved object")
    return "if it would leave the battlefield, exile it instead of putting it anywhere else"


EFFECT_TEXT = {"zones_exile_if_leaves": _exile_if_leaves_text}
