"""Protection (702.16): which qualities a permanent is protected from, and whether an object
has a quality.  The four things protection stops each ask here, and each cites its letter:
damage (702.16e, a prevention effect: ``replacement.sources``), enchanting and equipping
(702.16c, 702.16d: state-based actions 704.5n, 704.5p in ``sba``; "can't become attached" in
``effects``), blocking (702.16f: ``combat``) and targeting (702.16b: ``filters``).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from ..cards.protection import Quality, quality_of
from .characteristics import characteristics
from .layers import permanents_with_statics
from .state import Game, GameObject


@dataclass(frozen=True)
class SourceView:
    """What protection looks at in a source (702.16a): its colours, card types and subtypes,
    and who controls it (702.16j)."""

    colors: frozenset[str]
    types: frozenset[str]
    subtypes: frozenset[str] = frozenset()
    controller: str | None = None
    changeling: bool = False  # every creature type by Changeling (702.72a)
    name: str | None = None  # protection from a card name (702.16a)

    @classmethod
    def of(cls, ch: Any, controller: str | None) -> SourceView:
        """From an object's characteristics (``Characteristics`` or a card definition)."""
        return cls(
            frozenset(ch.colors),
            frozenset(ch.types),
            frozenset(getattr(ch, "subtypes", ()) or ()),
            controller,
            "Changeling" in ch.keywords,
            getattr(ch, "name", None) or None,
        )


def qualities(game: Game, obj: GameObject) -> tuple[Quality, ...]:
    """The qualities ``obj`` has protection from now (702.16a, after the layers: protection
    gained or lost counts at once); "the chosen player" is the player chosen as it entered."""
    out: list[Quality] = []
    for kw in characteristics(game, obj).keywords:
        q = quality_of(kw) if kw.startswith("Protection from ") else None
        if q is None:
            continue
        if q.kind == "player" and q.value == "chosen":
            from .replacement.as_enters import chosen_player, decide

            chosen = chosen_player(game, obj.id)
            if chosen is None:  # no choice recorded (a scenario's permanent without chosen:)
                chosen = decide(game, obj, None)[0]  # the default: the first opponent
            q = Quality("player", str(chosen))
        if q.kind == "opponents_creatures" and q.value == "opponents":
            # not fixed by a resolved effect (a static ability): the permanent's controller's
            # opponents now
            for p in game.opponents(obj.controller) if obj.controller else ():
                if Quality(q.kind, p) not in out:
                    out.append(Quality(q.kind, p))
            continue
        if q not in out:
            out.append(q)  # 702.16k: the same quality twice is redundant
    return tuple(out)


def player_qualities(game: Game, player: str) -> list[tuple[Quality, GameObject]]:
    """The qualities ``player`` has protection from now (702.16: "You have protection from
    the chosen card name", Runed Halo), each with the permanent whose static ability gives
    it; only the permanents with static abilities are looked at."""

    out: list[tuple[Quality, GameObject]] = []
    for obj, ch in permanents_with_statics(game):
        if obj.controller != player:
            continue
        for static in ch.statics:
            for kw in static.get("you_have", ()):
                q = quality_of(kw)
                if q is None:
                    continue
                if q.kind == "name" and q.value == "chosen":  # 607.2d: the name it chose
                    q = Quality("name", str(obj.chosen.get("name") or ""))
                if all(q != have for have, _ in out):
                    out.append((q, obj))  # 702.16k
    return out


def player_has_keyword(game: Game, player: str, keyword: str) -> GameObject | None:
    """The permanent whose static ability gives ``player`` the keyword ("You have hexproof",
    702.11c; "You have shroud", 702.18a), or None."""

    for obj, ch in permanents_with_statics(game):
        if obj.controller == player and any(
            keyword in static.get("you_have", ()) for static in ch.statics
        ):
            return obj
    return None


def player_protected_from(game: Game, player: str, source: SourceView) -> Quality | None:
    """The first quality of ``player``'s protection that ``source`` has, or None."""
    return next((q for q, _ in player_qualities(game, player) if has_quality(source, q)), None)


def has_quality(source: SourceView, quality: Quality) -> bool:
    """Whether a source has the stated quality (702.16a; 702.16i everything; 702.16j a
    player: objects that player controls)."""
    kind = quality.kind
    if kind == "everything":
        return True
    if kind == "color":
        return quality.value in source.colors
    if kind == "multicolored":
        return len(source.colors) > 1
    if kind == "monocolored":
        return len(source.colors) == 1
    if kind == "type":
        return quality.value in source.types
    if kind == "subtype":
        from .layers.values import ALL_CREATURE_TYPES, subtype_kind

        return quality.value in source.subtypes or (
            ALL_CREATURE_TYPES in source.subtypes and subtype_kind(quality.value) == "creature"
        )
    if kind == "player":
        return source.controller == quality.value
    if kind == "opponents_creatures":  # "creatures your opponents control" (702.16a)
        return "Creature" in source.types and source.controller == quality.value
    if kind == "name":  # 702.16a: a card name only when the ability says it is a name
        return bool(quality.value) and source.name == quality.value
    return False


def protected_from(game: Game, obj: GameObject, source: SourceView) -> Quality | None:
    """The first quality of ``obj``'s protection that ``source`` has, or None."""
    for quality in qualities(game, obj):
        if has_quality(source, quality):
            return quality
    return None


def of_object(game: Game, obj: GameObject) -> SourceView:
    """A permanent or spell as a source, with its current characteristics."""
    return SourceView.of(characteristics(game, obj), obj.controller)


COLOUR_GENITIVE = {
    "W": "белого",
    "U": "синего",
    "B": "черного",
    "R": "красного",
    "G": "зеленого",
}
TYPE_GENITIVE = {
    "Artifact": "артефактов",
    "Creature": "существ",
    "Enchantment": "чар",
    "Instant": "мгновенных заклинаний",
    "Land": "земель",
    "Planeswalker": "planeswalker-ов",
    "Sorcery": "волшебств",
}


def quality_ru(quality: Quality) -> str:
    """The quality as Russian cards print it after «Защита от»: «черного», «существ»,
    «Гоблинов», «всего», «многоцветного»."""
    kind, value = quality.kind, quality.value
    if kind == "color":
        return COLOUR_GENITIVE[value]
    if kind == "type":
        return TYPE_GENITIVE.get(value, value)
    if kind == "everything":
        return "всего"
    if kind == "multicolored":
        return "многоцветного"
    if kind == "monocolored":
        return "одноцветного"
    if kind == "player":
        return "выбранного игрока" if value == "chosen" else f"игрока {value}"
    if kind == "opponents_creatures":
        return "существ ваших оппонентов" if value == "opponents" else f"существ игрока {value}"
    if kind == "name":
        return "выбранного названия" if value == "chosen" else f"названия «{value}»"
    from ..rules.terms import printed_name

    name = printed_name(value, "creature_type")
    if name is None:
        return f"«{value}»"
    return name + "ов" if name[-1] not in "аеёиоуыэюяйь" else name


def keyword_ru(keyword: str) -> str | None:
    """ "Protection from Goblins" → «Защита от Гоблинов»; None if not a protection keyword."""
    try:
        quality = quality_of(keyword)
    except ValueError:
        return None
    return None if quality is None else f"Защита от {quality_ru(quality)}"


def rules(letter_rule: str, quality: Quality, source: SourceView | None = None) -> tuple[str, ...]:
    """The rule of what protection stops (702.16b–f), with the rule of the variant where the
    quality is one (702.16i everything, 702.16j a player) and Changeling where it is what
    gives the source the creature type (702.72a)."""
    if quality.kind == "everything":
        return (letter_rule, "702.16i")
    if quality.kind == "player":
        return (letter_rule, "702.16j")
    if quality.kind == "name":
        return (letter_rule, "702.16a")
    if (
        quality.kind == "subtype"
        and source is not None
        and source.changeling
        and quality.value not in source.subtypes
    ):
        return (letter_rule, "702.72a")
    return (letter_rule,)
