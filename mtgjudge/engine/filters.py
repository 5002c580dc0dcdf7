"""Object filters ("nonblack creature", "land you control") and target legality (114, 702.11,
702.16, 702.18).

Filters check only the characteristics they name (608.2h): "black" matches a black-and-white
creature, "nonblack" does not.
"""

from __future__ import annotations

from typing import Any

from ..cards.format import TargetSpec
from .characteristics import characteristics
from .state import Game, GameObject, StackItem

PERMANENT_KINDS = {
    "creature": {"Creature"},
    "land": {"Land"},
    "artifact": {"Artifact"},
    "enchantment": {"Enchantment"},
    "planeswalker": {"Planeswalker"},
    "creature_or_planeswalker": {"Creature", "Planeswalker"},
    "artifact_or_enchantment": {"Artifact", "Enchantment"},
}


def matches(
    game: Game,
    obj: GameObject,
    flt: dict[str, Any],
    *,
    controller: str,
    source: GameObject | None = None,
    printed_only: bool = False,
    keywords: frozenset[str] | None = None,
) -> bool:
    """Whether ``obj`` fits the filter; ``controller`` is the player the filter speaks for
    ("you")."""
    if printed_only:
        types, colors = frozenset(obj.card.types), frozenset(obj.card.colors)
        subtypes, supertypes = frozenset(obj.card.subtypes), frozenset(obj.card.supertypes)
    else:
        ch = characteristics(game, obj)
        types, colors, subtypes, supertypes = ch.types, ch.colors, ch.subtypes, ch.supertypes
    if "types" in flt and not set(flt["types"]) & types:
        return False
    if "not_types" in flt and set(flt["not_types"]) & types:
        return False
    if "subtypes" in flt and not set(flt["subtypes"]) & subtypes:
        return False
    if "supertypes" in flt and not set(flt["supertypes"]) <= supertypes:
        return False
    if "colors" in flt and not set(flt["colors"]) & colors:
        return False
    if "not_colors" in flt and set(flt["not_colors"]) & colors:
        return False
    if flt.get("colorless") and colors:
        return False
    if "controller" in flt:
        want = flt["controller"]
        if want == "you" and obj.controller != controller:
            return False
        if want == "opponent" and obj.controller == controller:
            return False
    if "tapped" in flt and obj.tapped != bool(flt["tapped"]):
        return False
    if "name" in flt and obj.card.name != flt["name"]:
        return False
    if flt.get("attacked_this_turn") and obj.id not in game.attacked_this_turn:
        return False
    if (flt.get("enchanted") or flt.get("equipped")) and (
        source is None or source.attached_to != obj.id
    ):
        return False  # "enchanted creature" / "equipped creature": what the source is attached to
    if flt.get("no_abilities"):
        if keywords is None:
            keywords = (
                frozenset(obj.card.keywords)
                if printed_only
                else characteristics(game, obj).keywords
            )
        card = obj.card
        if keywords or card.abilities or card.triggers or card.static or card.spell:
            return False
    if "token" in flt and obj.is_token != bool(flt["token"]):
        return False
    if flt.get("with_counters") and not any(obj.counters.values()):
        return False
    if flt.get("other") and source is not None and obj.id == source.id:
        return False
    if "power_at_most" in flt:
        power = characteristics(game, obj).power
        if power is None or power > int(flt["power_at_most"]):
            return False
    return True


def protection_from(game: Game, obj: GameObject) -> set[str]:
    """Qualities ``obj`` has protection from (702.16a): colours as W/U/B/R/G, or
    "creatures"/"artifacts"."""
    from .mana import COLOR_BY_NAME

    out = set()
    for kw in characteristics(game, obj).keywords:
        if kw.startswith("Protection from "):
            what = kw[len("Protection from ") :]
            out.add(COLOR_BY_NAME.get(what, what))
    return out


def source_has_quality(
    source_colors: frozenset[str], source_types: frozenset[str], quality: str
) -> bool:
    if quality == "everything":  # Progenitus (702.16j)
        return True
    if quality in ("W", "U", "B", "R", "G"):
        return quality in source_colors
    if quality == "creatures":
        return "Creature" in source_types
    if quality == "artifacts":
        return "Artifact" in source_types
    return False


def why_not_target(
    game: Game,
    spec: TargetSpec,
    *,
    player: str | None = None,
    obj: GameObject | None = None,
    item: StackItem | None = None,
    controller: str,
    source_colors: frozenset[str],
    source_types: frozenset[str],
    source_id: int | None = None,
) -> tuple[str, tuple[str, ...]] | None:
    """None when the choice is a legal target for ``spec``; otherwise the reason and rules.
    ``source_id``: the spell's or ability's source ("another target creature")."""
    kind = spec.kind
    flt = spec.filter_dict()
    if player is not None:
        if kind not in ("player", "creature_or_player", "opponent"):
            return ("игрок не может быть целью этого вида", ("114.1", "601.2c"))
        if kind == "opponent" and player == controller:
            return ("цель должна быть оппонентом", ("114.1", "601.2c"))
        if game.player(player).lost:
            return ("этот игрок выбыл из игры", ("114.1",))
        return None
    if item is not None:
        if kind != "spell":
            return ("заклинание в стеке не может быть целью этого вида", ("114.1", "601.2c"))
        return None
    assert obj is not None
    if kind == "spell":
        return ("цель должна быть заклинанием в стеке", ("114.1", "601.2c"))
    if kind == "card_in_graveyard":
        if obj.zone != "graveyard":
            return ("цель должна быть картой на кладбище", ("114.1",))
        if not matches(game, obj, flt, controller=controller, printed_only=True):
            return ("карта не подходит под условия цели", ("114.1", "601.2c"))
        return None
    if obj.zone != "battlefield" or obj.phased_out:
        return ("цель должна быть перманентом на поле битвы", ("114.1", "601.2c"))
    if kind == "player" or kind == "opponent":
        return ("цель должна быть игроком", ("114.1", "601.2c"))
    if kind in PERMANENT_KINDS or kind == "creature_or_player":
        wanted = PERMANENT_KINDS.get(kind, {"Creature"})
        if not wanted & characteristics(game, obj).types:
            return ("объект не подходит под вид цели", ("114.1", "601.2c"))
    source = game.objects.get(source_id) if source_id is not None else None
    if not matches(game, obj, flt, controller=controller, source=source):
        return ("объект не подходит под условия цели", ("114.1", "601.2c", "608.2h"))
    ch = characteristics(game, obj)
    if "Shroud" in ch.keywords:
        return ("у объекта Пелена: он не может быть целью", ("702.18a",))
    if "Hexproof" in ch.keywords and obj.controller != controller:
        return ("у объекта Порчеустойчивость: оппоненты не могут выбирать его целью", ("702.11a",))
    for quality in protection_from(game, obj):
        if source_has_quality(source_colors, source_types, quality):
            return ("у объекта защита от качества источника", ("702.16b",))
    return None
