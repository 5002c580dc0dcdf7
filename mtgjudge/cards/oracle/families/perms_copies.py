"""Permanents that enter as copies (issue 14, helper "perms"): "You may have CARDNAME enter the
battlefield as a copy of any creature / enchantment / nonland permanent on the battlefield."
(Clone, Copy Enchantment, Clever Impersonator) — the engine's static ``enters_as_copy: FILTER``
(706.9: the choice is made as it enters, 614.1c, 616.1c; the copiable values, 706.2; the
scenario's answer ``choose: {copy: …}``); "Put a token onto the battlefield that's a copy of
target creature you control." (Fated Infatuation) — the engine's ``create_token_copy`` (110.5b,
706.2: the token copies the object's copiable values as it resolves)."""

from __future__ import annotations

from typing import Any

from ..render import RenderError

GRAMMAR = r"""
%extend effect: "you" "may" "have" CARDNAME "become" "a" "copy" "of" target "," "except" "it" "has" "this" "ability" -> perms_may_become_copy
%extend effect: "put" "a" "token" "onto" "the" "battlefield" "that's" "a" "copy" "of" object -> perms_token_copy
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


def _token_copy(b: Any, c: list) -> dict:
    from ..semantics import TargetRef, Unsupported

    if not isinstance(c[0], TargetRef) or c[0].each:
        raise Unsupported("копия не цели", "706.2")
    return {"create_token_copy": c[0], "_text": TOKEN_COPY}


def _token_copy_text(e: dict, ctx: Any) -> str:
    if (
        set(e) - {"create_token_copy", "_text", "if", "_if_head"}
        or e["create_token_copy"] != "target"
    ):
        raise RenderError("token copy")
    return f"put a token onto the battlefield that's a copy of {ctx.obj('target')}"


def _may_become_copy(b: Any, c: list) -> dict:
    """ "you may have CARDNAME become a copy of target creature, except it has this ability"
    (Artisan of Forms): for good (611.2a), the triggered ability kept (706.9a)."""
    copy = {"become_copy": c[-1], "to": "self", "until": "indefinitely", "with_this_ability": True}
    return {"may": [copy], "_text": MAY_COPY}


def _may_become_copy_text(e: dict, ctx: Any) -> str:
    (inner,) = e["may"]
    if set(e) - {"may", "_text"} or inner.get("become_copy") != "target":
        raise RenderError("may become copy")
    if set(inner) != {"become_copy", "to", "until", "with_this_ability"}:
        raise RenderError("may become copy")
    if inner["to"] != "self" or inner["until"] != "indefinitely" or not inner["with_this_ability"]:
        raise RenderError("may become copy")
    return (
        f"you may have {ctx.obj('self')} become a copy of {ctx.obj('target')}, except it has "
        "this ability"
    )


MAY_COPY = "perms_may_become_copy"
TOKEN_COPY = "perms_token_copy"
RULES = {
    "perms_st_enters_as_copy": _enters_as_copy,
    TOKEN_COPY: _token_copy,
    MAY_COPY: _may_become_copy,
}
EFFECT_TEXT = {TOKEN_COPY: _token_copy_text, MAY_COPY: _may_become_copy_text}
STATIC_TEXT = {"enters_as_copy": _enters_as_copy_text}
