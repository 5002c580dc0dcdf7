"""A spell's total cost less for each creature it targets (601.2c, 601.2e): "Each instant and
sorcery spell you cast costs {1} less to cast for each creature it targets." (Battlefield
Thaumaturge) — the static ``spells_cost_less`` with ``per_target: {types: [Creature]}``: the
targets are chosen before the total cost is determined; a creature targeted more than once
counts once; only generic mana is reduced (``engine/spell_costs``)."""

from __future__ import annotations

from typing import Any

from ..render import RenderError

GRAMMAR = r"""
%extend static: "each" "instant" "and" "sorcery" "spell" "you" "cast" "costs" MANA "less" "to" "cast" "for" "each" "creature" "it" "targets" "." -> m2_cost_per_target
"""


def _per_target(b: Any, c: list) -> list:
    from .spells_costs import _amount

    return [
        {
            "spells_cost_less": _amount(c[0]),
            "of": {"types": ["Instant", "Sorcery"]},
            "caster": "you",
            "per_target": {"types": ["Creature"]},
            "_m2_per_target": True,
        }
    ]


RULES: dict[str, Any] = {"m2_cost_per_target": _per_target}


def _text(entries: list) -> str:
    (e,) = entries
    if (
        e.get("of") != {"types": ["Instant", "Sorcery"]}
        or e.get("caster") != "you"
        or e.get("per_target") != {"types": ["Creature"]}
        or set(e) - {"spells_cost_less", "of", "caster", "per_target", "_m2_per_target"}
    ):
        raise RenderError("mana2 per target")
    return (
        f"Each instant and sorcery spell you cast costs {{{e['spells_cost_less']}}} less to cast "
        "for each creature it targets."
    )


STATIC_TEXT: dict[str, Any] = {"_m2_per_target": _text}


# "Artifact spells you cast have convoke." (Chief Engineer; 702.50a): the static
# ``spells_have: Convoke`` with ``of`` — the engine lets such a spell be convoked as it is cast
GRAMMAR += r"""
%extend static: cost_spells "you" "cast" "have" "convoke" "." -> m2_spells_have_convoke
"""


def _spells_have(b: Any, c: list) -> list:
    group = c[0]
    if "_pair" in group:
        from ..semantics import Unsupported

        raise Unsupported("«… spells and … spells have convoke»", "702.50a")
    return [{"spells_have": "Convoke", "of": group["of"], "_m2_spells_have": True}]


def _have_text(entries: list) -> str:
    from .spells_costs import _group_text

    (e,) = entries
    if set(e) - {"spells_have", "of", "_m2_spells_have"} or e["spells_have"] != "Convoke":
        raise RenderError("mana2 spells_have")
    text = f"{_group_text({'of': dict(e['of'])})} you cast have convoke."
    return text[:1].upper() + text[1:]


RULES["m2_spells_have_convoke"] = _spells_have
STATIC_TEXT["_m2_spells_have"] = _have_text
