"""A dataclass ``__init__`` that fills the instance's ``__dict__`` in one call.

The ``__init__`` that ``dataclasses`` writes assigns the fields one by one: for a frozen class
each through ``object.__setattr__`` (a call per field: 1–4 µs for an event or a would-be
event), and for a class whose ``__setattr__`` is replaced while a transaction is open
(``engine.transaction``: every ``GameObject`` made during an action) each through that Python
function.  The engine makes tens of thousands of such values per ``check`` of the scenarios.

:func:`dict_init` gives the class an ``__init__`` with exactly the dataclass's signature (the
same parameters in the same order, the same defaults, ``default_factory`` called for a
missing argument, ``__post_init__`` called last) that writes every field with one
``self.__dict__.update``: the same instance, made without a call per field.  Write it above
``@dataclass`` (which still writes its own ``__init__``: that is the signature type checkers
read, and this one replaces it)::

    @dict_init
    @dataclass(frozen=True)
    class Event: ...

Only for classes with a ``__dict__`` (not ``slots=True``), without ``InitVar`` or
``kw_only`` fields (refused at import).  The code is made through ``dataclasses``' own
function when it is there, so :mod:`mtgjudge.dataclass_code` stores it with the rest.
"""

from __future__ import annotations

import dataclasses
from typing import Any, TypeVar

T = TypeVar("T", bound=type)

_FACTORY = "_dict_init_factory"  # the default of a parameter whose field has a factory


def dict_init(cls: T) -> T:
    """Give the dataclass ``cls`` its one-call ``__init__``."""
    if not dataclasses.is_dataclass(cls) or "__init__" not in cls.__dict__:
        raise TypeError(f"{cls.__name__}: @dict_init goes above @dataclass")
    if "__slots__" in cls.__dict__:
        raise TypeError(f"{cls.__name__}: @dict_init needs instances with a __dict__")
    params: list[str] = ["self"]
    items: list[str] = []
    local: dict[str, Any] = {_FACTORY: dataclasses.MISSING}
    for f in dataclasses.fields(cls):
        if f.kw_only or f._field_type is not dataclasses._FIELD:  # type: ignore[attr-defined]
            raise TypeError(f"{cls.__name__}.{f.name}: not supported by @dict_init")
        factory = f"_factory_{f.name}"
        default = f"_default_{f.name}"
        if f.default_factory is not dataclasses.MISSING:
            local[factory] = f.default_factory
            if f.init:
                params.append(f"{f.name}={_FACTORY}")
                value = f"{factory}() if {f.name} is {_FACTORY} else {f.name}"
            else:
                value = f"{factory}()"
        elif f.default is not dataclasses.MISSING:
            local[default] = f.default
            params.append(f"{f.name}={default}" if f.init else "")
            value = f.name if f.init else default
        elif f.init:
            params.append(f.name)
            value = f.name
        else:
            continue  # neither an argument nor a default: dataclasses leaves it unset too
        items.append(f"{f.name!r}: {value}")
    body = ["self.__dict__.update({" + ", ".join(items) + "})"]
    if hasattr(cls, "__post_init__"):
        body.append("self.__post_init__()")
    init = _create_fn("__init__", [p for p in params if p], body, local)
    init.__qualname__ = f"{cls.__qualname__}.__init__"
    init.__doc__ = "Fill every field at once (mtgjudge.dict_init)."
    init.dataclass_init = cls.__dict__["__init__"]  # (compared in the tests)
    cls.__init__ = init  # type: ignore[misc]
    return cls


def _create_fn(name: str, args: list[str], body: list[str], local: dict[str, Any]) -> Any:
    """The function, made by ``dataclasses`` (Python 3.11's private ``_create_fn``, which
    ``dataclass_code`` takes over) or, elsewhere, by the same ``exec``."""
    create = getattr(dataclasses, "_create_fn", None)
    if create is not None:
        try:
            return create(name, args, body, locals=dict(local), globals={})
        except TypeError:  # another version's signature
            pass
    names = ", ".join(local)
    lines = "\n".join(f"  {b}" for b in body)
    txt = f"def __create_fn__({names}):\n def {name}({','.join(args)}):\n{lines}\n return {name}"
    ns: dict[str, Any] = {}
    exec(txt, {}, ns)
    return ns["__create_fn__"](**local)
