"""A keyword chosen as the effect begins (608.2d): "CARDNAME gains your choice of vigilance,
lifelink, or haste until end of turn." (Butcher of the Horde) — the granted item
``{one_of: [KEYWORDS]}``: its controller chooses one of them as the ability resolves (the
scenario's answer ``keyword``; by default the first one written)."""

from __future__ import annotations

from typing import Any

from ..render import RenderError, _keywords

GRAMMAR = r"""
%extend effect: object "gains" "your" "choice" "of" kw_or_list until_eot -> grant_choice
kw_or_list: keyword_name "or" keyword_name
          | keyword_name ("," keyword_name)+ "," "or" keyword_name
"""


def grant_choice(b: Any, c: list) -> dict:
    from ..semantics import Unsupported

    options = c[1]
    if len(options) < 2 or any(not isinstance(k, str) for k in options):
        raise Unsupported("выбор не из ключевых слов", "608.2d")
    return {
        "grant": [{"one_of": list(options)}],
        "to": c[0],
        "until": "end_of_turn",
        "_text": "effects_grant_choice",
    }


def _text(e: dict, ctx: Any) -> str:
    if set(e) - {"grant", "to", "until", "_text", "_it", "_that"} or e["until"] != "end_of_turn":
        raise RenderError("your choice of")
    (item,) = e["grant"]
    words = _keywords(item["one_of"])
    if len(item["one_of"]) > 2:  # "vigilance, lifelink, or haste" (the list's "or")
        head, _, last = words.rpartition(", and ")
        words = f"{head}, or {last}"
    else:
        words = words.replace(" and ", " or ")
    return f"{ctx.obj(e['to'])} gains your choice of {words} until end of turn"


RULES = {"grant_choice": grant_choice, "kw_or_list": lambda b, c: list(c)}
EFFECT_TEXT = {"effects_grant_choice": _text}
