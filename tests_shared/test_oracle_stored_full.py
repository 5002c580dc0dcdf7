"""The compiled results shipped beside the catalogue equal a fresh compile of every card
(issue 14, item 7; the sample check is in tests/test_oracle_stored.py).  Slow (the whole
catalogue is compiled), so it runs with the tests that need ../shared."""

from __future__ import annotations

import json

from mtgjudge.cards.catalogue import default_catalogue
from mtgjudge.cards.oracle.compiler import compile_card
from mtgjudge.cards.oracle.stored import card_record, catalogue_entry, default_stored, encode


def test_every_stored_result_equals_a_fresh_compile():
    stored, catalogue = default_stored(), default_catalogue()
    assert stored is not None and catalogue is not None
    regenerate = "python tools/import_catalogue.py --compiled-only"
    rows = {name: (status, record) for name, status, _, _, _, record in stored.rows()}
    stale = []
    count = 0
    for card in catalogue:
        count += 1
        fresh = compile_card(catalogue_entry(card))
        if rows.get(card.name) != (fresh.status, json.loads(encode(card_record(fresh)))):
            stale.append(card.name)
    assert count == len(rows)
    assert not stale, f"{len(stale)} карт устарели, например {stale[:3]}: {regenerate}"
