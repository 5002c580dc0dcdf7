"""A library search for a card whose converted mana cost equals an amount (701.15a, 608.2g):
"Search your library for a creature card with converted mana cost equal to the number of
verse counters on CARDNAME, …" (Yisan, the Wanderer Bard) — the filter's ``mana_value`` is an
amount value, counted as the search begins (``effects._search_library``)."""

from __future__ import annotations

from typing import Any

GRAMMAR = r"""
%extend search_what: ("a" | "an") search_noun "card" "with" "converted" "mana" "cost" "equal" "to" amt -> m2_search_cmc_amount
"""


def _search_cmc_amount(b: Any, c: list) -> dict:
    from .amounts_numbers import amount_of

    return {**c[-2], "mana_value": dict(amount_of(c[-1]))}


RULES = {"m2_search_cmc_amount": _search_cmc_amount}
