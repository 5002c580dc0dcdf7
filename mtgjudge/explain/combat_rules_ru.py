"""Russian text of the combat requirements and restrictions of resolved effects (508.1c–d,
509.1b–c, 611.2c: :mod:`mtgjudge.engine.combat_rules`): the event and the card view."""

from __future__ import annotations

from typing import Any

from .naming import CardNames

# kind -> (one object, a group)
VERB_RU = {
    "cant_block": ("не может блокировать", "не могут блокировать"),
    "cant_attack": ("не может атаковать", "не могут атаковать"),
    "cant_attack_or_block": (
        "не может атаковать или блокировать",
        "не могут атаковать или блокировать",
    ),
    "blocks_if_able": ("блокирует, если может", "блокируют, если могут"),
    "attacks_if_able": ("атакует, если может", "атакуют, если могут"),
    "must_be_blocked": (
        "должно быть заблокировано, если возможно",
        "должны быть заблокированы, если возможно",
    ),
    "attacks_despite_defender": (
        "может атаковать, как будто у него нет Защитника",
        "могут атаковать, как будто у них нет Защитника",
    ),
    "cant_block_source": (
        "не может блокировать источник этого эффекта",
        "не могут блокировать источник этого эффекта",
    ),
    "blocks_source_if_able": (
        "блокирует источник этого эффекта, если может",
        "блокируют источник этого эффекта, если могут",
    ),
    "blocked_only_by_two": (
        "может быть заблокировано только двумя или более существами",
        "могут быть заблокированы только двумя или более существами",
    ),
}


def group_ru(flt: dict) -> str:
    """«существа (без способности Полет)» — the group a rule effect speaks of."""
    from .card_view import _filter_ru

    rest = dict(flt)
    if list(rest.get("types") or ()) == ["Creature"]:
        rest.pop("types")
        return "существа" + _filter_ru(rest)
    return "перманенты" + _filter_ru(rest)


def rule_ru(kind: str, subject: str | None, flt: dict | None, this_combat: bool) -> str:
    """«Существа (без способности Полет) в этом ходу не могут блокировать»."""
    when = "в этом бою" if this_combat else "в этом ходу"
    one, many = VERB_RU.get(kind, (kind, kind))
    if subject is not None:
        return f"{subject} {when} {one}"
    return f"{group_ru(flt or {})} {when} {many}"


def describe_combat_rule_event(k: str, d: dict[str, Any], n: CardNames) -> str | None:
    if k != "combat_rule":
        return None
    if d.get("cards") is not None:
        text = rule_ru(d["rule"], n.objs(d["cards"]), None, d.get("this_combat", False))
        return f"{text[0].upper()}{text[1:]} (эффект {n.obj(d['source'], 'gen')})"
    text = rule_ru(d["rule"], None, d.get("filter") or {}, d.get("this_combat", False))
    return (
        f"{text[0].upper()}{text[1:]} (эффект {n.obj(d['source'], 'gen')}): он меняет правила "
        "игры, а не характеристики, — поэтому касается и тех, что появятся на поле битвы позже"
    )
