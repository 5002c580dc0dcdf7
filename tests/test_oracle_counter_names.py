"""Every kind of counter a compiled card uses is named in Russian as Russian cards print it
(121.1; principle 8: never «spore» in an explanation)."""

from __future__ import annotations

import re

from mtgjudge.cards.oracle.stored import default_stored
from mtgjudge.explain.events_ru import COUNTER_KINDS_RU, counter_kind

# effects and costs that name a kind of counter (the costs of issue 12b too)
COUNTER_KEYS = ("add_counters", "counters", "remove_counters", "put_counters")


def _kinds(value, out: set[str]) -> set[str]:
    if isinstance(value, dict):
        for key, v in value.items():
            if key in COUNTER_KEYS and isinstance(v, dict) and "kind" in v:
                out.add(str(v["kind"]))
            _kinds(v, out)
    elif isinstance(value, list):
        for v in value:
            _kinds(v, out)
    return out


def test_counter_kinds_of_compiled_cards_have_russian_names():
    stored = default_stored()
    assert stored is not None
    kinds: set[str] = set()
    for _name, status, *_rest, record in stored.rows():
        if status == "full":
            _kinds(record, kinds)
    named = {k for k in kinds if not re.fullmatch(r"[+\-−]\d+/[+\-−]\d+", k)}
    assert "spore" in named  # the test sees the named kinds
    missing = sorted(named - set(COUNTER_KINDS_RU))
    assert not missing, f"нет русского названия жетонов: {missing} (events_ru.COUNTER_KINDS_RU)"


def test_a_named_counter_reads_in_russian():
    assert counter_kind("spore") == "споры"
    assert counter_kind("+1/+1") == "+1/+1"
