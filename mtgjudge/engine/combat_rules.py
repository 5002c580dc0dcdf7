"""Combat requirements and restrictions made by resolved spells and abilities (508.1c–d,
509.1b–c) — "Creatures without flying can't block this turn", "Target creature blocks this turn
if able", "Target creature must be blocked this turn if able", "Creatures your opponents control
attack this turn if able", "~ can attack this turn as though it didn't have defender",
"Creatures you control can't be blocked except by two or more creatures this turn".

Such an effect does not change any object's characteristics: it modifies the rules of the game
(611.2c).  So a group effect ("creatures can't block this turn") is kept as its filter and
applies to every object that fits it when attackers or blockers are declared — creatures that
entered the battlefield after it resolved too; an effect on named objects ("target creature",
"that creature") applies to those objects only (400.7: a new object is another object).  Taking
away abilities (613.1f) does not end it: it is no ability.

``Game.combat_rules`` holds :class:`CombatRule` values (never changed once made); each lasts
this turn, or with ``this_combat`` until the end of this combat (511.3).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from .state import Game, GameObject

if TYPE_CHECKING:
    from .effects import Resolution

# the kind of each effect and the rules it rests on
KINDS: dict[str, tuple[str, ...]] = {
    "cant_block": ("509.1b",),
    "cant_attack": ("508.1c",),
    "cant_attack_or_block": ("508.1c", "509.1b"),
    "blocks_if_able": ("509.1c",),
    "attacks_if_able": ("508.1d",),
    "must_be_blocked": ("509.1c",),
    "attacks_despite_defender": ("609.4", "702.3b"),
    # "~ can't be blocked except by two or more creatures this turn"
    "blocked_only_by_two": ("509.1b",),
    # "target creature can't block ~ this turn": those creatures can't block the source
    "cant_block_source": ("509.1b",),
    # "target creature defending player controls blocks it this combat if able": those
    # creatures are required to block the source (509.1c)
    "blocks_source_if_able": ("509.1c",),
}
# which kinds restrict attacking / blocking
CANT_ATTACK = ("cant_attack", "cant_attack_or_block")
CANT_BLOCK = ("cant_block", "cant_attack_or_block")


@dataclass(frozen=True)
class CombatRule:
    """One such effect: ``objects`` (ids) or, for a group, ``filter`` (JSON of the card-format
    filter, read for ``controller`` — "you" is this player — and ``source_id``)."""

    kind: str
    objects: tuple[int, ...] | None
    filter: str
    controller: str
    source_id: int | None
    source: str
    turn: int
    this_combat: bool = False


def combat_rule(res: Resolution, e: dict) -> None:
    """The effect verb ``{combat_rule: KIND, to: REF | {all: FILTER}, this_combat: true}``."""
    game = res.game
    kind = e["combat_rule"]
    ref = e.get("to", "target")
    group = isinstance(ref, dict) and set(ref) == {"all"}
    objects: tuple[int, ...] | None = None
    flt: dict[str, Any] = {}
    if group:
        flt = dict(ref["all"] or {})
    else:
        found = res.objects(ref)
        if not found:
            return
        objects = tuple(o.id for o in found)
    import json  # (not imported on start-up: rarely needed)

    rule = CombatRule(
        kind=kind,
        objects=objects,
        filter=json.dumps(flt, sort_keys=True),
        controller=res.controller,
        source_id=res.item.source_id,
        source=res.source_name,
        turn=game.turn,
        this_combat=bool(e.get("this_combat")),
    )
    game.combat_rules.append(rule)
    game.log(
        "combat_rule",
        KINDS[kind] + (("611.2c",) if group else ()),
        rule=kind,
        source=res.source_name,
        cards=[game.obj(i).label for i in objects] if objects is not None else None,
        filter=flt if group else None,
        this_combat=rule.this_combat,
    )


def current(game: Game, kinds: tuple[str, ...]) -> list[CombatRule]:
    """This turn's effects of these kinds."""
    return [r for r in game.combat_rules if r.kind in kinds and r.turn == game.turn]


def applies(game: Game, rule: CombatRule, obj: GameObject) -> bool:
    """Whether the effect applies to ``obj`` now (a group: whatever fits it now, 611.2c)."""
    if rule.objects is not None:
        return obj.id in rule.objects
    import json

    from .filters import matches

    source = game.objects.get(rule.source_id) if rule.source_id is not None else None
    return obj.zone == "battlefield" and matches(
        game, obj, json.loads(rule.filter), controller=rule.controller, source=source
    )


def affecting(game: Game, obj: GameObject, kinds: tuple[str, ...]) -> CombatRule | None:
    """The first effect of these kinds that applies to ``obj``."""
    return next((r for r in current(game, kinds) if applies(game, r, obj)), None)


def source_shown(game: Game, rule: CombatRule) -> str:
    """The effect's source as the explanation names it (as it last existed, 608.2g)."""
    from .names import shown

    obj = game.objects.get(rule.source_id) if rule.source_id is not None else None
    if obj is None and rule.source_id is not None:
        obj = game.last_known.get(rule.source_id)
    return shown(obj) if obj is not None else f"«{rule.source}»"


def end_of_combat(game: Game) -> None:
    """511.3: effects "this combat" end with the combat."""
    if any(r.this_combat for r in game.combat_rules):
        game.combat_rules = [r for r in game.combat_rules if not r.this_combat]


def new_turn(game: Game) -> None:
    """Effects "this turn" end with the turn."""
    if game.combat_rules:
        game.combat_rules = []
