"""General templates of cards printed up to 2015-03-27 (issue 14, helper "general").

- **Clash** (701.20): "Clash with an opponent. If you win, …" — the engine's ``clash`` verb
  with its ``if_win`` instructions (701.20b–c).
"""

from __future__ import annotations

from typing import Any

GRAMMAR = r"""
// 701.20b: "clash with an opponent. If you win, …" (the second sentence belongs to the clash)
%extend sentence: "clash" "with" "an" "opponent" "." "if" "you" "win" "," effect_chain "." -> general_clash
"""


def _clash(builder: Any, c: list) -> list:
    """ "Clash with an opponent. If you win, EFFECTS." (701.20b): the instructions after "If you
    win" happen only if this player won the clash (701.20c)."""
    inner = builder.sentences([c[0]])
    return [(".", {"clash": "opponent", "if_win": inner.effects, "_win_joins": inner.joins})]


RULES = {"general_clash": _clash}


def _clash_text(e: dict, ctx: Any) -> str:
    from ..render import RenderError, _uncapital, effects_text

    if set(e) - {"clash", "if_win", "_win_joins"} or e["clash"] != "opponent":
        raise RenderError("clash")
    inner = effects_text(list(e["if_win"]), ctx, list(e.get("_win_joins", ())))
    if inner.count(". ") or not inner.endswith("."):
        raise RenderError("clash: if you win")
    return f"clash with an opponent. If you win, {_uncapital(inner)[:-1]}"


EFFECT_TEXT = {"clash": _clash_text}
