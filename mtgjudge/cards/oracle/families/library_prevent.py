"""Family: prevention effects of resolving spells and abilities (615).

* Circles of Protection: "The next time a [red / artifact] source of your choice would deal
  damage to you this turn, prevent that damage." — a prevention effect used up by its first
  damage event (615.1a, 615.6), its source chosen as the ability resolves (609.7a):
  ``{replacement: {event: damage, source: chosen, choose_from: {…}, to: you, prevent: all,
  once: true}}`` (the answer ``choose: {source: …}``);
* "Prevent the next N damage that would be dealt to you this turn." — a shield (615.7),
  ``{prevent_damage: N, to: you}``;
* "If damage would be dealt to CARDNAME, prevent that damage. Remove a +1/+1 counter from
  CARDNAME." (the Phantoms) — a static prevention ability with an additional effect (615.5):
  once per damage event however many sources (the ruling; the engine groups a prevention's
  additional effect per event and recipient), and even when the damage can't be prevented
  (615.11);
* "Prevent all damage a source of your choice would deal to you this turn." — the same
  chosen source, every damage event of it this turn (615.1a).
"""

from __future__ import annotations

from typing import Any

from ..render import RenderError

GRAMMAR = r"""
%extend effect: lib_next_time | lib_prevent_all_chosen
lib_next_time: "the" "next" "time" lib_chosen_source "would" "deal" "damage" "to" "you" "this" "turn" "," "prevent" "that" "damage"
lib_prevent_all_chosen: "prevent" "all" "damage" lib_chosen_source "would" "deal" "to" "you" "this" "turn"
lib_chosen_source: ("a" | "an") "source" "of" "your" "choice"              -> lib_src_any
                 | ("a" | "an") lib_src_color "source" "of" "your" "choice"  -> lib_src_color_of
                 | "an" "artifact" "source" "of" "your" "choice"           -> lib_src_artifact
!lib_src_color: "white" | "blue" | "black" | "red" | "green"
%extend replacement: "if" "damage" "would" "be" "dealt" "to" CARDNAME "," "prevent" "that" "damage" "." "remove" number PT counter_word "from" CARDNAME "." -> lib_prevent_remove_counter
%extend replacement: "prevent" "all" damage_kind "that" "would" "be" "dealt" "to" CARDNAME "by" lib_by_what "." -> lib_prevent_self_by
lib_by_what: "creatures"                 -> lib_by_creatures
           | "artifact" "sources"        -> lib_by_artifact_sources
           | lib_src_color "sources"     -> lib_by_color_sources
%extend prevent: "prevent" "the" "next" NUMBER "damage" "that" "would" "be" "dealt" "to" "you" "this" "turn" -> lib_prevent_you
"""


def _remove_counter(c: list) -> dict:
    from ..semantics import Unsupported

    n, kind = c[1], str(c[2])
    if n != 1 or kind != "+1/+1":
        raise Unsupported("«remove N counters» после предотвращения: только один +1/+1", "615.5")
    return {
        "event": "damage",
        "to": "self",
        "prevent": "all",
        "then": [{"remove_counters": {"kind": "+1/+1", "n": 1}, "on": "self"}],
        "_text": "lib_prevent_remove_counter",
    }


def _chosen(flt: dict | None, once: bool, text: str) -> dict:
    spec: dict[str, Any] = {"event": "damage", "source": "chosen"}
    if flt:
        spec["choose_from"] = flt
    spec |= {"to": "you", "prevent": "all"}
    if once:
        spec["once"] = True
    return {"replacement": spec, "_text": text}


RULES = {
    "lib_src_any": lambda b, c: None,
    "lib_src_color": lambda b, c: str(c[0]),
    "lib_src_color_of": lambda b, c: {"colors": [c[0]]},
    "lib_src_artifact": lambda b, c: {"types": ["Artifact"]},
    "lib_next_time": lambda b, c: _chosen(c[0], True, "lib_next_time"),
    "lib_prevent_all_chosen": lambda b, c: _chosen(c[0], False, "lib_prevent_all_chosen"),
    "lib_prevent_remove_counter": lambda b, c: _remove_counter(c),
    "lib_prevent_self_by": lambda b, c: (
        {"_combat": c[0]}
        | {
            "event": "damage",
            "source": c[-1],
            "to": "self",
            "prevent": "all",
            "_text": "lib_prevent_self_by",
        }
    ),
    "lib_by_creatures": lambda b, c: {"types": ["Creature"]},
    "lib_by_artifact_sources": lambda b, c: {"types": ["Artifact"]},
    "lib_by_color_sources": lambda b, c: {"colors": [c[0]]},
    "lib_prevent_you": lambda b, c: {"prevent_damage": int(c[0]), "to": "you"},
}


def _source_words(spec: dict) -> str:
    flt = spec.get("choose_from")
    if flt is None:
        return "a source of your choice"
    if flt == {"types": ["Artifact"]}:
        return "an artifact source of your choice"
    if set(flt) == {"colors"} and len(flt["colors"]) == 1:
        return f"a {flt['colors'][0]} source of your choice"
    raise RenderError("source of your choice")


def _check(e: dict, once: bool) -> dict:
    spec = dict(e["replacement"])
    spec.pop("choose_from", None)
    want: dict[str, Any] = {"event": "damage", "source": "chosen", "to": "you", "prevent": "all"}
    if once:
        want["once"] = True
    if spec != want or set(e) != {"replacement", "_text"}:
        raise RenderError("prevention of a chosen source: unexpected keys")
    return e["replacement"]


def _next_time_text(e: dict, ctx: Any) -> str:
    spec = _check(e, True)
    return (
        f"the next time {_source_words(spec)} would deal damage to you this turn, "
        "prevent that damage"
    )


def _all_chosen_text(e: dict, ctx: Any) -> str:
    spec = _check(e, False)
    return f"prevent all damage {_source_words(spec)} would deal to you this turn"


def _remove_counter_text(value: dict) -> str:
    plain = {k: v for k, v in value.items() if not k.startswith("_")}
    if plain != {
        k: v for k, v in _remove_counter([0, 1, "+1/+1"]).items() if not k.startswith("_")
    }:
        raise RenderError("prevention with a counter: unexpected value")
    return (
        "If damage would be dealt to CARDNAME, prevent that damage. Remove a +1/+1 counter from "
        "CARDNAME."
    )


def _self_by_text(value: dict) -> str:
    plain = {k: v for k, v in value.items() if not k.startswith("_")}
    if value.get("_combat"):
        raise RenderError("combat damage by a kind of source")
    source = plain.pop("source", None)
    if plain != {"event": "damage", "to": "self", "prevent": "all"}:
        raise RenderError("prevention by a kind of source: unexpected value")
    if source == {"types": ["Creature"]}:
        by = "creatures"
    elif source == {"types": ["Artifact"]}:
        by = "artifact sources"
    elif isinstance(source, dict) and set(source) == {"colors"} and len(source["colors"]) == 1:
        by = f"{source['colors'][0]} sources"
    else:
        raise RenderError("prevention by a kind of source")
    return f"Prevent all damage that would be dealt to CARDNAME by {by}."


REPLACEMENT_TEXT = {
    "lib_prevent_remove_counter": _remove_counter_text,
    "lib_prevent_self_by": _self_by_text,
}

EFFECT_TEXT = {"lib_next_time": _next_time_text, "lib_prevent_all_chosen": _all_chosen_text}
