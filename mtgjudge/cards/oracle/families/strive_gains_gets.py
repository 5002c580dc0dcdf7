"""Family: "another target creature you control gains haste and gets +X/+X until end of turn,
where X is that creature's power." (Xenagos, God of Revels) — the same two instructions as
"gets +X/+X and gains haste until end of turn" (a grant and a pump of the same object until end
of turn, 611.2a), written keyword first; X is that creature's power as the ability resolves
(608.2g, 107.3: the amounts family's "where X is …").  One keyword only (the keyword list's own
"and" comes first in the grammar).
"""

from __future__ import annotations

from typing import Any

GRAMMAR = r"""
%extend pump: object "gains" keyword_name "and" "gets" PT_X until_eot -> strive_gains_and_gets
"""


def strive_gains_and_gets(builder: Any, c: list) -> list:
    from ..semantics import IT, TargetRef, Unsupported
    from .amounts_numbers import _pump_x

    obj, keyword, pt, until = c
    if not isinstance(keyword, str):
        raise Unsupported("«gains … and gets …» с такой способностью", "611.2a")
    again = IT if isinstance(obj, TargetRef) else obj
    grant = {"grant": [keyword], "to": obj, "until": until, "_gains_then_gets": True}
    return [grant, _pump_x(builder, [again, pt, until])]


RULES = {"strive_gains_and_gets": strive_gains_and_gets}
