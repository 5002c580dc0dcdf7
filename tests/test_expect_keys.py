"""Expectation keys: ``attached_to: null`` (not attached) and ``library_top`` (order)."""

from __future__ import annotations

from mtgjudge.scenario.expectations import check_expectations

from .engine_helpers import play

POSITION = """
title: t
players:
  Алиса:
    battlefield: [Bonesplitter, Grizzly Bears]
    library: [Forest, Island]
  Борис: {}
turn: {active: Алиса, step: main1, number: 3}
actions: []
expect:
"""


def _held(expect: str) -> list[bool]:
    return [e.ok for e in check_expectations(play(POSITION + expect))]


def test_attached_to_null_means_not_attached():
    assert _held("  permanents: {Bonesplitter: {attached_to: null}}") == [True]
    assert _held("  permanents: {Bonesplitter: {attached_to: Grizzly Bears}}") == [False]


def test_library_top_compares_the_order():
    assert _held("  library_top: {Алиса: [Forest, Island]}") == [True]
    assert _held("  library_top: {Алиса: [Island, Forest]}") == [False]
    assert _held("  library_top: {Алиса: [Forest]}") == [True]
