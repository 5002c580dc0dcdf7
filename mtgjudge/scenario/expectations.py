"""Checking a scenario's ``expect`` against the game after the last action."""

from __future__ import annotations

from typing import Any

from ..engine.characteristics import characteristics
from ..engine.library import names as library_names
from ..engine.library import size as library_size
from ..engine.library import top_names as library_top_names
from ..engine.mana import COLOR_NAMES
from .model import _plain
from .runner import ExpectationResult, find_objects
from .yamlpos import Mark, PDict, PStr


def check_expectations(result) -> list:
    scenario, game = result.scenario, result.game
    expect: PDict | None = scenario.expect
    out: list[ExpectationResult] = []
    wanted: Any  # each expectation compares values of its own type
    actual: Any
    if result.refusal is not None and (expect is None or "illegal" not in expect):
        out.append(
            ExpectationResult(
                "illegal",
                "действие",
                "выполнено",
                "отказ: " + result.refusal.error.reason,
                False,
                result.refusal.action.mark.line,
            )
        )
    if expect is None:
        return out
    lib = scenario.library

    def canon(name: str) -> str:
        try:
            card = lib.get(name)
        except LookupError:
            return name
        return card.front_name or card.name  # a double-faced card by either face (711)

    def line(node: Any) -> int:
        return getattr(node, "mark", scenario.expect_mark or Mark(1, 1)).line

    for key in ("life", "poison"):
        for player, value in (expect.get(key) or {}).items():
            actual = getattr(game.player(player), key)
            out.append(
                ExpectationResult(
                    key, str(player), int(value), actual, actual == int(value), line(value)
                )
            )
    for player, value in (expect.get("mana_pool") or {}).items():
        from ..engine.mana import mana_text, parse_mana

        wanted = mana_text(parse_mana(str(value or "")))
        actual = mana_text(game.player(str(player)).mana_pool)
        out.append(
            ExpectationResult(
                "mana_pool",
                str(player),
                wanted,
                actual,
                wanted == actual,
                line(value) if value is not None else line(expect),
            )
        )
    for zone in ("battlefield", "graveyard", "hand", "exile", "library"):
        for player, cards in (expect.get(zone) or {}).items():
            if zone == "library" and isinstance(cards, PStr):
                size = library_size(game, str(player))
                out.append(
                    ExpectationResult(
                        zone, str(player), int(cards), size, size == int(cards), line(cards)
                    )
                )
                continue
            listed: list[str] | None
            if zone == "battlefield":
                # the card itself, whatever face is up (a face-down permanent, 707.2)
                listed = [o.physical.name for o in game.permanents(str(player))]
            elif zone == "library":
                listed = library_names(game, str(player))
            else:
                listed = [game.obj(i).physical.name for i in game.player(str(player)).zones[zone]]
            wanted = sorted(canon(str(c)) for c in (cards or []))
            if listed is None:  # a library too large to list: its size is shown, never equal
                actual, held = library_size(game, str(player)), False
            else:
                actual = sorted(listed)
                held = wanted == actual  # (both sorted: equal as multisets)
            out.append(
                ExpectationResult(
                    zone,
                    str(player),
                    wanted,
                    actual,
                    held,
                    line(cards) if cards is not None else line(expect),
                )
            )
    for player, cards in (expect.get("library_top") or {}).items():
        # the top cards of the library in order, top first (401.2: the order is kept)
        wanted = [canon(str(c)) for c in (cards or [])]
        actual = library_top_names(game, str(player), len(wanted))
        out.append(
            ExpectationResult(
                "library_top", str(player), wanted, actual, wanted == actual, line(cards)
            )
        )
    for ref, props in (expect.get("permanents") or {}).items():
        found = find_objects(game, str(ref), ("battlefield",))
        if len(found) != 1:
            out.append(
                ExpectationResult(
                    "permanents",
                    str(ref),
                    "один перманент",
                    "нет на поле битвы" if not found else f"{len(found)} перманента",
                    False,
                    line(props),
                )
            )
            continue
        obj = found[0]
        ch = characteristics(game, obj)
        for prop, value in props.items():
            actual, wanted = _permanent_value(game, obj, ch, str(prop), value)
            out.append(
                ExpectationResult(
                    f"permanents.{prop}", str(ref), wanted, actual, actual == wanted, line(value)
                )
            )
    if "stack" in expect:
        wanted = [canon(str(c)) for c in (expect.get("stack") or [])]
        actual = [
            game.objects[i.source_id].physical.name
            if i.kind == "spell" and i.source_id in game.objects
            else i.source_card.name
            for i in reversed(game.stack)
        ]
        out.append(
            ExpectationResult(
                "stack", "стек", wanted, actual, wanted == actual, line(expect["stack"])
            )
        )
    if "winner" in expect:
        wanted = str(expect["winner"]) if expect["winner"] is not None else None
        out.append(
            ExpectationResult(
                "winner", "игра", wanted, game.winner, wanted == game.winner, line(expect["winner"])
            )
        )
    if "losers" in expect:
        wanted = sorted(str(p) for p in expect["losers"] or [])
        actual = sorted(p.name for p in game.players if p.lost)
        out.append(
            ExpectationResult(
                "losers", "игра", wanted, actual, wanted == actual, line(expect["losers"])
            )
        )
    if "draw" in expect:
        wanted = str(expect["draw"]).lower() in ("true", "yes", "да")
        out.append(
            ExpectationResult(
                "draw", "игра", wanted, game.is_draw, wanted == game.is_draw, line(expect["draw"])
            )
        )
    if "cites" in expect:
        cited = set(result.cited())
        for n in expect["cites"] or []:
            number = str(n).rstrip(".")
            out.append(
                ExpectationResult(
                    "cites",
                    number,
                    "процитировано",
                    "процитировано" if number in cited else "не процитировано",
                    number in cited,
                    line(n),
                )
            )
    if "illegal" in expect:
        wanted = [str(n).rstrip(".") for n in (expect["illegal"] or [])]
        if result.refusal is None:
            out.append(
                ExpectationResult(
                    "illegal",
                    "действие",
                    f"отказ по {', '.join(wanted)}",
                    "все действия выполнены",
                    False,
                    line(expect["illegal"]),
                )
            )
        else:
            rules = set(result.refusal.error.rules)
            missing = [n for n in wanted if n not in rules]
            out.append(
                ExpectationResult(
                    "illegal",
                    "действие",
                    wanted,
                    list(result.refusal.error.rules),
                    not missing,
                    line(expect["illegal"]),
                )
            )
    return out


def _permanent_value(game, obj, ch, prop: str, value: Any) -> tuple[Any, Any]:
    wanted = _plain(value)
    if prop == "power":
        return ch.power, wanted
    if prop == "toughness":
        return ch.toughness, wanted
    if prop == "loyalty":
        return ch.loyalty, wanted
    if prop == "damage":
        return obj.damage, wanted
    if prop == "tapped":
        return obj.tapped, bool(wanted)
    if prop == "counters":
        return {k: v for k, v in obj.counters.items() if v}, {
            str(k): int(v) for k, v in (wanted or {}).items()
        }
    if prop == "controller":
        return obj.controller, str(wanted)
    if prop == "attached_to":
        # ``attached_to: null`` (or ``~``) means "attached to nothing" (301.5c, 303.4, 704.5n)
        if not getattr(value, "quoted", False) and str(wanted) in ("null", "~", "None"):
            wanted = None
        target = obj.attached_to
        actual = game.name_of(target) if isinstance(target, int) else target
        if isinstance(target, int) and game.exists(target) and game.obj(target).alias == wanted:
            actual = wanted
        return actual, wanted
    if prop == "abilities":
        return sorted(k for k in ch.keywords if k in wanted), sorted(wanted)
    if prop == "no_abilities":
        if wanted is True:  # no abilities at all (613.1f: "loses all abilities")
            return [a.describe() for a in ch.abilities], []
        return sorted(k for k in ch.keywords if k in wanted), []
    if prop == "types":
        return sorted(ch.types), sorted(wanted)
    if prop == "subtypes":
        return sorted(ch.subtypes), sorted(wanted)
    if prop == "supertypes":
        return sorted(ch.supertypes), sorted(wanted)
    if prop == "colors":
        return sorted(COLOR_NAMES[c] for c in ch.colors), sorted(
            str(c).lower() for c in (wanted or [])
        )
    return None, wanted
