"""A library search whose found cards go to two places (701.15a, 701.13a; issue 14, helper
"graves").

"Search your library for up to two basic land cards, reveal those cards, put one onto the
battlefield tapped and the other into your hand, then shuffle your library." (Cultivate,
Kodama's Reach; Peregrination: "…, and put one … and the other into your hand. Shuffle, then
scry 1.") — ``search_library`` with ``put: battlefield, tapped: true, put_other: hand``: the
first card found (the answer ``search``, in its order) goes where ``put`` says, the other one
where ``put_other`` says; with only one found it goes where ``put`` says (609.3).  "Shuffle"
alone (the 2015 wording of Peregrination's second sentence) is "shuffle your library"
(701.16a).
"""

from __future__ import annotations

from typing import Any

from ..render import RenderError, _sought

GRAMMAR = r"""
%extend search_put: "reveal" found "," "put" "one" "onto" "the" "battlefield" "tapped" "and" "the" "other" "into" "your" "hand" -> graves_split
                  | "reveal" found "," "and" "put" "one" "onto" "the" "battlefield" "tapped" "and" "the" "other" "into" "your" "hand" -> graves_split_and
%extend effect: graves_shuffle
graves_shuffle: "shuffle"
"""


def _split(and_: bool) -> Any:
    def build(b: Any, c: list) -> dict:
        return {
            "put": "battlefield",
            "tapped": True,
            "put_other": "hand",
            "reveal": True,
            "_words": [c[0], c[0]],
            "_text": "graves_search_split",
            "_and": and_,
        }

    return build


RULES = {
    "graves_split": _split(False),
    "graves_split_and": _split(True),
    "graves_shuffle": lambda b, c: {"shuffle": True, "_text": "graves_shuffle"},
}


def _split_text(e: dict, ctx: Any) -> str:
    plain = {k: v for k, v in e.items() if not k.startswith("_")}
    count = plain.get("count", 1)
    if (
        set(plain) != {"search_library", "put", "tapped", "put_other", "reveal", "count"}
        or (plain["put"], plain["tapped"], plain["put_other"]) != ("battlefield", True, "hand")
        or not isinstance(count, int)
        or count != 2
        or e.get("_then_shuffle")
    ):
        raise RenderError("search, one and the other: unexpected keys")
    words = list(e.get("_words", ()))
    if len(words) != 2 or words[0] != "those cards":
        raise RenderError("search, one and the other: words")
    and_ = "and " if e.get("_and") else ""
    return (
        f"search your library for {_sought(plain['search_library'], count)}, reveal those "
        f"cards, {and_}put one onto the battlefield tapped and the other into your hand"
    )


def _shuffle_text(e: dict, ctx: Any) -> str:
    if set(e) != {"shuffle", "_text"}:
        raise RenderError("shuffle: unexpected keys")
    return "shuffle"


EFFECT_TEXT = {"graves_search_split": _split_text, "graves_shuffle": _shuffle_text}
