"""Prevention of damage to or by a group (helper "combat", branch 2; 615.1a, 611.2c):

* "Prevent all combat damage that would be dealt to players this turn." — to any player;
* "Prevent all combat damage that would be dealt by nongreen creatures this turn." / "… dealt
  to creatures you control this turn." — a prevention effect of the resolving spell for the
  rest of the turn; it changes no characteristic, so the group is whatever fits it when the
  damage would be dealt (611.2c);
* "Prevent all damage that would be dealt to attacking creatures you control." — the same as a
  static ability of a permanent (615.1a), checked at each damage event;
* "Prevent the next 1 combat damage that would be dealt to you this turn." — a shield (615.7)
  used up only by combat damage: ``prevent_damage`` with ``combat: true``.
"""

from __future__ import annotations

from typing import Any

GRAMMAR = r"""
%extend effect: "prevent" "all" damage_kind "that" "would" "be" "dealt" "to" "players" "this" "turn" -> combat2_prevent_to_players
              | "prevent" "all" damage_kind "that" "would" "be" "dealt" combat2_to_by creature_plural "this" "turn" -> combat2_prevent_group
%extend replacement: "prevent" "all" damage_kind "that" "would" "be" "dealt" combat2_to_by creature_plural "." -> combat2_repl_prevent_group
%extend prevent: "prevent" "the" "next" NUMBER "combat" "damage" "that" "would" "be" "dealt" "to" "you" "this" "turn" -> combat2_prevent_next_combat
!combat2_to_by: "to" | "by"
"""

TEXT = "combat2_prevent"


def _spec(kind: Any, how: str, who: Any) -> dict:
    spec: dict[str, Any] = {"event": "damage"}
    if kind is True or str(kind) == "combat damage":
        spec["combat"] = True
    spec["to" if how == "to" else "source"] = who
    spec["prevent"] = "all"
    return spec


def _group(flt: dict) -> dict:
    return {k: v for k, v in flt.items() if k != "_all"}


NEXT_COMBAT = "combat2_next_combat"


def next_combat_text(e: dict, ctx: Any) -> str:
    from ..render import RenderError

    if set(e) != {"prevent_damage", "to", "combat", "_text"} or e["to"] != "you":
        raise RenderError("next combat damage")
    n = e["prevent_damage"]
    return f"prevent the next {n} combat damage that would be dealt to you this turn"


RULES = {
    "combat2_prevent_next_combat": lambda b, c: {
        "prevent_damage": int(c[0]),
        "to": "you",
        "combat": True,
        "_text": NEXT_COMBAT,
    },
    "combat2_to_by": lambda b, c: str(c[0]),
    "combat2_prevent_to_players": lambda b, c: {
        "replacement": _spec(c[0], "to", "player"),
        "_text": TEXT,
    },
    "combat2_prevent_group": lambda b, c: {
        "replacement": _spec(c[0], c[1], _group(c[2])),
        "_text": TEXT,
    },
    "combat2_repl_prevent_group": lambda b, c: [{**_spec(c[0], c[1], _group(c[2])), "_text": TEXT}],
}


def _words(spec: dict) -> str:
    from ..render import RenderError, plural

    if set(spec) - {"event", "combat", "to", "source", "prevent", "_text"}:
        raise RenderError("prevent group")
    if spec.get("prevent") != "all" or ("to" in spec) == ("source" in spec):
        raise RenderError("prevent group")
    kind = "combat damage" if spec.get("combat") else "damage"
    how = "to" if "to" in spec else "by"
    who = spec.get("to", spec.get("source"))
    if who == "player" and how == "to":
        words = "players"
    elif isinstance(who, dict) and who.get("types") == ["Creature"]:
        words = plural(who)
    else:
        raise RenderError("prevent group")
    return f"Prevent all {kind} that would be dealt {how} {words}"


def prevent_effect_text(e: dict, ctx: Any) -> str:
    from ..render import RenderError

    if set(e) != {"replacement", "_text"}:
        raise RenderError("prevent group")
    text = _words(e["replacement"])
    return text[:1].lower() + text[1:] + " this turn"


def prevent_static_text(value: dict) -> str:
    from ..render import RenderError

    if value.get("to") == "player":
        raise RenderError("prevent group")
    return _words(value) + "."


EFFECT_TEXT = {TEXT: prevent_effect_text, NEXT_COMBAT: next_combat_text}
REPLACEMENT_TEXT = {TEXT: prevent_static_text}
