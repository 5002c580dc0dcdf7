"""Family: more replacement effects (614.1a, 614.8, 614.9 …) in their Oracle wordings.

* "Damage that would reduce your life total to less than 1 reduces it to 1 instead." —
  ``{event: damage, to: you, life_floor: 1}``;
* "If CARDNAME would be destroyed, regenerate it." — ``{event: destroy, of: self, regenerate:
  true}`` (701.12a, 614.8);
* "If you would gain life, you gain twice that much life instead." — ``{event: gain_life,
  player: you, multiply: 2}``;
* "If a source would deal damage to a permanent or player / a creature or player, it deals
  double that damage to that permanent or player / creature or player instead." —
  ``{event: damage, multiply: 2}`` (to a creature or player: ``to: [player, creatures]``);
* "If that creature would die this turn, exile it instead." after damage to a target creature
  — a replacement effect of the resolving spell for the turn (611.2a, 614.1a):
  ``{replacement: {event: to_graveyard, of: target, from: battlefield, to_zone: exile}}``.
"""

from __future__ import annotations

from typing import Any

from ..render import RenderError

GRAMMAR = r"""
%extend replacement: "damage" "that" "would" "reduce" "your" "life" "total" "to" "less" "than" NUMBER "reduces" "it" "to" NUMBER "instead" "." -> lib_life_floor
                   | "if" CARDNAME "would" "be" "destroyed" "," "regenerate" "it" "." -> lib_destroyed_regenerate
                   | "if" "you" "would" "gain" "life" "," "you" "gain" "twice" "that" "much" "life" "instead" "." -> lib_gain_twice
                   | "if" "a" "source" "would" "deal" "damage" "to" "a" lib_dmg_who "," "it" "deals" "double" "that" "damage" "to" "that" lib_dmg_who "instead" "." -> lib_damage_double
!lib_dmg_who: "permanent" "or" "player" | "creature" "or" "player"
%extend effect: lib_would_die_exile
lib_would_die_exile: "if" "that" "creature" "would" "die" "this" "turn" "," "exile" "it" "instead"
"""


def _life_floor(b: Any, c: list) -> dict:
    from ..semantics import Unsupported

    low, floor = int(c[0]), int(c[1])
    if low != floor:
        raise Unsupported("«less than N reduces it to M» с разными N и M", "614.1a")
    return {"event": "damage", "to": "you", "life_floor": floor, "_text": "lib_replace"}


def _double(b: Any, c: list) -> dict:
    from ..semantics import Unsupported

    who, again = c
    if who != again:
        raise Unsupported("«double that damage» другому получателю", "614.1a")
    out: dict[str, Any] = {"event": "damage"}
    if who == "creature or player":
        out["to"] = ["player", {"types": ["Creature"]}]
    return out | {"multiply": 2, "_text": "lib_replace", "_who": who}


def _would_die(b: Any, c: list) -> dict:
    from ..semantics import THAT

    spec = {"event": "to_graveyard", "of": THAT, "from": "battlefield", "to_zone": "exile"}
    return {"replacement": spec, "_text": "lib_would_die_exile"}


RULES = {
    "lib_life_floor": _life_floor,
    "lib_destroyed_regenerate": lambda b, c: {
        "event": "destroy",
        "of": "self",
        "regenerate": True,
        "_text": "lib_replace",
    },
    "lib_gain_twice": lambda b, c: {
        "event": "gain_life",
        "player": "you",
        "multiply": 2,
        "_text": "lib_replace",
    },
    "lib_dmg_who": lambda b, c: " ".join(str(t) for t in c),
    "lib_damage_double": _double,
    "lib_would_die_exile": _would_die,
}


def _replace_text(value: dict) -> str:
    plain = {k: v for k, v in value.items() if not k.startswith("_")}
    if set(plain) == {"event", "to", "life_floor"} and plain["to"] == "you":
        n = plain["life_floor"]
        return (
            f"Damage that would reduce your life total to less than {n} reduces it to {n} instead."
        )
    if plain == {"event": "destroy", "of": "self", "regenerate": True}:
        return "If CARDNAME would be destroyed, regenerate it."
    if plain == {"event": "gain_life", "player": "you", "multiply": 2}:
        return "If you would gain life, you gain twice that much life instead."
    who = value.get("_who")
    want: dict[str, Any] = {"event": "damage", "multiply": 2}
    if who == "creature or player":
        want["to"] = ["player", {"types": ["Creature"]}]
    if who in ("permanent or player", "creature or player") and plain == want:
        return (
            f"If a source would deal damage to a {who}, it deals double that damage to that "
            f"{who} instead."
        )
    raise RenderError("replacement: no wording")


def _would_die_text(e: dict, ctx: Any) -> str:
    spec = {k: v for k, v in e["replacement"].items() if not k.startswith("_")}
    if set(e) != {"replacement", "_text"} or spec != {
        "event": "to_graveyard",
        "of": "target",
        "from": "battlefield",
        "to_zone": "exile",
    }:
        raise RenderError("would die: unexpected value")
    return "if that creature would die this turn, exile it instead"


REPLACEMENT_TEXT = {"lib_replace": _replace_text}
EFFECT_TEXT = {"lib_would_die_exile": _would_die_text}
