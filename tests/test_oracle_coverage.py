"""The coverage table (issue 14, item 5) counts each unread template and, separately, the cards
for which it is the only thing not read (what reading it would gain)."""

from __future__ import annotations

from mtgjudge.cards.oracle.coverage import from_stored


def _row(name, status, abilities, first="2010-01-01"):
    return (name, status, first, 0, 0, {"abilities": abilities})


def _unread(text):
    return {"kind": "static", "clause": text, "problem": ["нет", "604.1", None]}


def test_only_counts_the_cards_a_template_alone_blocks():
    rows = [
        _row("A", "partial", [_unread("CARDNAME flies twice."), _unread("CARDNAME sings.")]),
        _row("B", "none", [_unread("CARDNAME sings.")]),
        _row("C", "full", [{"kind": "keyword", "clause": "Flying", "parts": []}]),
        _row("D", "none", [_unread("CARDNAME sings.")], first="2020-01-01"),  # later: not counted
    ]
    report = from_stored(rows).as_dict(10)
    by_template = {t["template"]: t for t in report["unsupported_templates"]}
    sings = by_template["[static] CARDNAME sings."]
    assert (sings["count"], sings["only"]) == (2, 1)
    twice = by_template["[static] CARDNAME flies twice."]
    assert (twice["count"], twice["only"]) == (1, 0)
    assert report["groups"]["до 2015-03-27"]["full"] == 1
