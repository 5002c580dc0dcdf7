"""``dict_init``: the one-call ``__init__`` makes exactly the instance the dataclass's own
``__init__`` makes, with the same signature."""

from __future__ import annotations

import dataclasses
import inspect
from dataclasses import dataclass, field
from types import SimpleNamespace

import pytest

from mtgjudge.cards.library import curated_card
from mtgjudge.dict_init import dict_init
from mtgjudge.engine import transaction
from mtgjudge.engine.events import Event
from mtgjudge.engine.replacement.model import Would
from mtgjudge.engine.state import GameObject
from mtgjudge.engine.triggers.trigger_events import Occurrence

CLASSES = (Event, Occurrence, Would, GameObject)


def _same_signature(cls: type) -> None:
    ours = inspect.signature(cls.__init__).parameters
    theirs = inspect.signature(cls.__init__.dataclass_init).parameters  # type: ignore[misc]
    assert list(ours) == list(theirs)
    for name, p in ours.items():
        q = theirs[name]
        assert p.kind == q.kind
        f = {f.name: f for f in dataclasses.fields(cls)}.get(name)
        if f is not None and f.default_factory is not dataclasses.MISSING:
            continue  # both: a marker meaning "call the factory"
        assert p.default is q.default or p.default == q.default, name


@pytest.mark.parametrize("cls", CLASSES, ids=lambda c: c.__name__)
def test_the_signature_is_the_dataclass_one(cls: type) -> None:
    _same_signature(cls)


def _both(cls: type, *args: object, **kwargs: object) -> tuple[object, object]:
    ours = cls(*args, **kwargs)
    theirs = object.__new__(cls)
    cls.__init__.dataclass_init(theirs, *args, **kwargs)  # type: ignore[misc]
    return ours, theirs


def test_the_instances_are_the_dataclass_ones() -> None:
    card = curated_card("Grizzly Bears")
    cases = [
        (Event, ("damage_dealt", ("120.3",)), {}),
        (Event, ("x", ("1",), {"n": 2}), {}),
        (Occurrence, ("dies",), {"player": "Алиса", "amount": 3}),
        (Would, ("damage",), {"player": "Борис", "amount": 2, "combat": True}),
        (
            GameObject,
            (),
            dict(id=1, card=card, owner="a", controller="a", zone="hand", timestamp=2),
        ),
        (
            GameObject,
            (1, card, "a", "b", "battlefield", 3),
            {"tapped": True, "base_controller": "a"},
        ),
    ]
    for cls, args, kwargs in cases:
        ours, theirs = _both(cls, *args, **kwargs)
        assert ours.__dict__ == theirs.__dict__
        assert ours == theirs
    # a factory field gets a new container each time
    a, b = GameObject(1, card, "a", "a", "hand", 1), GameObject(2, card, "a", "a", "hand", 2)
    assert a.counters == {} and a.counters is not b.counters
    assert Event("x", ()).data is not Event("y", ()).data
    with pytest.raises(TypeError):
        Would("damage", nonsense=1)  # type: ignore[call-arg]
    with pytest.raises(TypeError):
        Occurrence()  # type: ignore[call-arg]


def test_a_new_object_inside_a_transaction_is_not_journaled() -> None:
    card = curated_card("Grizzly Bears")
    depth = transaction._open(SimpleNamespace(next_id=10))  # type: ignore[arg-type]
    try:
        start = len(transaction._journal)
        obj = GameObject(12, card, "a", "a", "hand", 1)
        assert obj.base_controller == "a" and len(transaction._journal) == start
    finally:
        transaction._close(depth)


def test_refuses_what_it_does_not_handle() -> None:
    with pytest.raises(TypeError):

        @dict_init
        @dataclass(kw_only=True)
        class K:
            a: int = 0

    with pytest.raises(TypeError):

        @dict_init
        @dataclass(slots=True)
        class S:
            a: int = 0

    @dict_init
    @dataclass
    class P:
        a: int
        b: list = field(default_factory=list)
        c: int = field(default=5, init=False)

        def __post_init__(self) -> None:
            self.a += 1

    p = P(1)
    assert (p.a, p.b, p.c) == (2, [], 5)
