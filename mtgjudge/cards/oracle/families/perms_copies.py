"""Permanents that enter as copies (issue 14, helper "perms"): "You may have CARDNAME enter the
battlefield as a copy of any creature / enchantment / nonland permanent on the battlefield."
(Clone, Copy Enchantment, Clever Impersonator) — the engine's static ``enters_as_copy: FILTER``
(706.9: the choice is made as it enters, 614.1c, 616.1c; the copiable values, 706.2; the
scenario's answer ``choose: {copy: …}``)."""

from __future__ import annotations

from typing import Any

from ..render import RenderError

GRAMMAR = r"""
%extend static: "you" "may" "have" CARDNAME "enter" "the" "battlefield" "as" "a" "copy" "of" "any" permanent_noun "on" "the" "battlefield" "." -> perms_st_enters_as_copy
"""

KINDS = ("Creature", "Artifact", "Enchantment", "Land", "Planeswalker")


def _enters_as_copy(b: Any, c: list) -> list:
    from ..semantics import Unsupported

    noun = c[-1]
    flt = dict(noun.get("filter", {}))
    types = noun.get("types")
    if types is not None and (len(types) != 1 or types[0] not in KINDS):
        raise Unsupported("копия такого перманента", "706.9")
    if "controller" in flt or "other" in flt:
        raise Unsupported("копия такого перманента", "706.9")
    if types:
        flt["types"] = list(types)
    return [{"enters_as_copy": flt}]


def _enters_as_copy_text(entries: list) -> str:
    from ..render import noun_phrase

    (entry,) = entries
    if set(entry) != {"enters_as_copy"}:
        raise RenderError("enters as copy")
    flt = dict(entry["enters_as_copy"])
    types = flt.pop("types", None)
    if types is not None and (len(types) != 1 or types[0] not in KINDS):
        raise RenderError("enters as copy")
    kind = types[0].lower() if types else "permanent"
    return (
        f"You may have CARDNAME enter the battlefield as a copy of any {noun_phrase(kind, flt)} "
        "on the battlefield."
    )


RULES = {"perms_st_enters_as_copy": _enters_as_copy}
STATIC_TEXT = {"enters_as_copy": _enters_as_copy_text}
