"""References inside ``choose:`` answers are checked when the file is read (issue 16):
a misspelt id, card or player name is a problem with the nearest known one, instead of an
answer that silently matches nothing."""

from __future__ import annotations

from typing import Any

from ..cards.library import CardLibrary, UnknownCardError
from ..engine.library import ANONYMOUS_NAME
from .yamlpos import PDict, PList, PStr

# answer -> how its value names things: "ref" one reference, "refs" a reference or a list,
# "map_refs" reference -> list of references, "assign" reference -> {reference|player: N}
REFERENCE_SHAPES = {
    "legend": "ref",
    "planeswalker": "ref",
    "redirect": "ref",
    "discard": "refs",
    "sacrifice": "refs",
    "search": "refs",
    "put": "refs",
    "scry_bottom": "refs",
    "scry_top": "refs",
    "reveal": "refs",
    "hideaway": "ref",
    "proliferate": "refs",
    "clash_bottom": "refs",
    "devour": "refs",
    "amplify": "refs",
    "look": "refs",
    "look_order": "refs",
    "champion": "ref",
    "cipher": "ref",
    "tap": "refs",
    "exile": "refs",
    "return": "refs",
    "keep_tapped": "refs",
    "trigger_order": "refs",
    "new_targets": "refs",
    "order": "map_refs",
    "trigger_targets": "map_refs",
    "cast_targets": "map_refs",
    "assign": "assign",
    "bands": "lists",
}
# answers naming one object that may also decline (``false``)
DECLINABLE = ("champion", "cipher", "reveal")  # reveal: an optional reveal cost (601.2b)


def check_choice_references(
    reader: Any, answers: PDict, ids: set[str], players: set[str], library: CardLibrary
) -> None:
    """Report every reference in ``answers`` that names no id, player, card or token."""
    tokens = library.token_names()

    def known(ref: str) -> bool:
        if ref in ids or ref in players or ref in tokens or ref == ANONYMOUS_NAME:
            return True  # "Card": an anonymous card of a library given as a number
        try:
            library.get(ref)
        except UnknownCardError:
            return False
        except Exception as exc:
            # imported only here: the catalogue (sqlite3) is not loaded for library cards
            from ..cards.definition import UnsupportedCardError

            if not isinstance(exc, UnsupportedCardError):
                raise
            return True  # a card of the game the engine cannot play is still a card's name
        return True

    def check(value: Any, key: str) -> None:
        if not isinstance(value, PStr) or known(str(value)):
            return
        if key in DECLINABLE and str(value).lower() in ("false", "no", "нет"):
            return  # "exile none" (702.71a champion)
        import difflib

        from ..cards.definition import UnsupportedCardError

        close = difflib.get_close_matches(str(value), sorted(ids | players), n=1, cutoff=0.6)
        if not close:
            try:
                library.get(str(value))
            except UnsupportedCardError:
                pass
            except UnknownCardError as exc:
                # the catalogue's fuzzy match finds a word inside a long name («Isl» →
                # «Aisling Leprechaun», «1» → «1996 World Champion»): only a name like the
                # whole answer is a useful hint
                unknown = exc
                near = (
                    reader.suggestions(str(value), lambda: unknown.suggestions)
                    if hasattr(reader, "suggestions")
                    else unknown.suggestions
                )
                close = difflib.get_close_matches(
                    str(value).casefold(), [str(n).casefold() for n in near], n=1, cutoff=0.6
                )
                close = [n for n in near if str(n).casefold() in close]
        hint = f" (может быть, {close[0]}?)" if close else ""
        reader.problem(value, f"choose.{key}: нет такого id, игрока или карты{hint}", str(value))

    def each(value: Any) -> list:
        return list(value) if isinstance(value, PList) else [value]

    for key, value in answers.items():
        if key == "player" and isinstance(value, PStr) and str(value) not in players:
            import difflib

            close = difflib.get_close_matches(str(value), sorted(players), n=1, cutoff=0.5)
            hint = f" (может быть, {close[0]}?)" if close else ""
            reader.problem(value, f"choose.player: нет такого игрока{hint}", str(value))
        if key == "player_options" and isinstance(value, PDict):
            for who in value:
                if who not in players:
                    reader.problem(
                        value.key_marks[who], "choose.player_options: нет такого игрока", str(who)
                    )
        if key == "creature_type" and isinstance(value, PStr):
            from ..engine.replacement.as_enters import creature_type_named

            if creature_type_named(str(value)) is None:
                reader.problem(
                    value, "choose.creature_type: это не тип существ (205.3m)", str(value)
                )
        shape = REFERENCE_SHAPES.get(str(key))
        if shape == "refs" and not _names_shape(value, nested=key == "new_targets"):
            reader.problem(
                value,
                f"choose.{key}: ожидается имя или список имён"
                + (
                    " (или список списков, по одному на копию, или {ИГРОК: [ЦЕЛЬ, …]})"
                    if key == "new_targets"
                    else ""
                ),
                str(key),
            )
        elif shape == "refs" and key == "new_targets":
            if isinstance(value, PDict):
                for who, refs in value.items():
                    if who not in players:
                        reader.problem(
                            value.key_marks[who], "choose.new_targets: нет такого игрока", str(who)
                        )
                    for ref in each(refs):
                        check(ref, str(key))
            else:
                for item in each(value):
                    for ref in each(item):
                        check(ref, str(key))
        elif shape in ("ref", "refs"):
            for item in each(value) if shape == "refs" else [value]:
                check(item, str(key))
        elif shape == "lists":  # bands: [[ID, ID], …]
            for group in each(value):
                for item in each(group):
                    check(item, str(key))
        elif shape in ("map_refs", "assign") and not isinstance(value, PDict):
            reader.problem(
                value,
                f"choose.{key}: ожидается отображение "
                + (
                    "{АТАКУЮЩИЙ: {ПОЛУЧАТЕЛЬ: N}}" if shape == "assign" else "{ИСТОЧНИК: [ЦЕЛЬ, …]}"
                ),
                str(key),
            )
        elif shape in ("map_refs", "assign") and isinstance(value, PDict):
            for ref, inner in value.items():
                check(PStr(ref, value.key_marks[ref]), str(key))
                if shape == "map_refs":
                    for item in each(inner):
                        check(item, str(key))
                elif isinstance(inner, PDict):
                    for target in inner:
                        if target != "player":
                            check(PStr(target, inner.key_marks[target]), str(key))
                        reader.int_(inner[target], f"choose.{key}: повреждения", minimum=0)
                else:
                    reader.problem(
                        inner if hasattr(inner, "mark") else value.key_marks[ref],
                        f"choose.{key}: ожидается {{ПОЛУЧАТЕЛЬ: N, …}} — сколько повреждений "
                        "кому назначает атакующий (510.1c)",
                        str(ref),
                    )


def _names_shape(value: Any, nested: bool) -> bool:
    """Is ``value`` a name or a list of names (``nested``: or a list of such lists, one per
    copy, 702.39a, or a mapping player -> names, 706.10c: ``new_targets``)?  Another mapping
    or a deeper list answers nothing."""
    if isinstance(value, PDict):  # new_targets by copying player (Hive Mind, 706.10c)
        return nested and all(_names_shape(v, nested=False) for v in value.values())
    if not isinstance(value, PList):
        return True
    for item in value:
        if isinstance(item, PDict):
            return False
        if isinstance(item, PList) and (
            not nested or any(isinstance(i, (PDict, PList)) for i in item)
        ):
            return False
    return True
