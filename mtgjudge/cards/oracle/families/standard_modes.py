"""Modal spells of Khans of Tarkir block and Theros: "Choose one or both — • … • …" (700.2:
one mode or both, chosen as the spell is cast, followed in the order written, 608.2c) — the
card format's ``choose: one_or_both``."""

from __future__ import annotations

from typing import Any

GRAMMAR = r"""
%extend spell: "choose" "one" "or" "both" "—" mode mode -> modal_one_or_both
"""


def modal_one_or_both(builder: Any, c: list) -> dict:
    from ..semantics import _ability

    return {"modes": [_ability(mode) for mode in c], "choose": "one_or_both"}


RULES = {"modal_one_or_both": modal_one_or_both}
