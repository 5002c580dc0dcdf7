"""``trigger_events.KINDS``: detection calls ``occurrences`` only for these event kinds, so the
set must name every kind the function reads (603.2: an event of another kind triggers nothing)."""

from __future__ import annotations

import ast
import inspect

from mtgjudge.engine.triggers import trigger_events


def _kinds_read_by_occurrences() -> set[str]:
    tree = ast.parse(inspect.getsource(trigger_events.occurrences))
    kinds: set[str] = set()
    for node in ast.walk(tree):
        if not isinstance(node, ast.Compare):
            continue
        names = [node.left, *node.comparators]
        if not any(isinstance(n, ast.Name) and n.id == "k" for n in names):
            continue
        assert isinstance(node.left, ast.Name) and node.left.id == "k", ast.unparse(node)
        for op, other in zip(node.ops, node.comparators):
            if isinstance(op, ast.Eq) and isinstance(other, ast.Constant):
                kinds.add(other.value)
            elif isinstance(op, ast.In) and isinstance(other, ast.Tuple):
                kinds |= {e.value for e in other.elts if isinstance(e, ast.Constant)}
            elif isinstance(op, ast.In) and isinstance(other, ast.Name) and other.id == "LEAVING":
                kinds |= set(trigger_events.LEAVING)
            else:
                raise AssertionError(
                    f"a comparison of the kind this test cannot read: {ast.unparse(node)}"
                )
    return kinds


def test_kinds_are_exactly_those_occurrences_reads():
    assert trigger_events.KINDS == _kinds_read_by_occurrences()


def test_every_use_of_the_kind_is_a_comparison_the_test_reads():
    """``k`` (the event's kind) is read only in comparisons: nothing else of the function
    depends on it, so an event of a kind outside the set has no occurrence."""
    tree = ast.parse(inspect.getsource(trigger_events.occurrences))
    compared = {
        id(n)
        for node in ast.walk(tree)
        if isinstance(node, ast.Compare)
        for n in (node.left, *node.comparators)
    }
    leaving_lookups = {
        id(node.slice)
        for node in ast.walk(tree)
        if isinstance(node, ast.Subscript)
        and isinstance(node.value, ast.Name)
        and node.value.id == "LEAVING"
    }
    for node in ast.walk(tree):
        if isinstance(node, ast.Name) and node.id == "k" and isinstance(node.ctx, ast.Load):
            assert id(node) in compared or id(node) in leaving_lookups
