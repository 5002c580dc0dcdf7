"""Static abilities that make spells cost more or less (601.2e): "Dragon spells you cast cost
{1} less to cast.", "Noncreature spells cost {1} more to cast.", "Artifact and enchantment
spells your opponents cast cost {2} more to cast.", "Kithkin spells and Soldier spells you
cast cost {1} less to cast.", "Face-down creature spells you cast cost {1} less to cast.",
"As long as CARDNAME is tapped, creature spells you cast cost {1} less to cast."

The card format's statics ``spells_cost_less`` / ``spells_cost_more`` (``engine/spell_costs``):
``of`` is a filter of the spell on the stack, ``caster`` who casts it (``you``, ``opponents``,
``all``).  Only generic mana: "{B}{R} less" (which reduces coloured mana) is refused.
"""

from __future__ import annotations

from typing import Any

from ..render import RenderError, adjectives, condition_text
from ..semantics import Unsupported

GRAMMAR = r"""
%extend static: cost_spells cost_caster? "cost" MANA cost_dir "to" "cast" "."  -> st_spells_cost
    | "as" "long" "as" condition "," cost_spells cost_caster? "cost" MANA cost_dir "to" "cast" "." -> st_spells_cost_if
    // "Spells your opponents cast that target CARDNAME cost {2} more to cast." (601.2c: the
    // targets are chosen before the total cost, 601.2e)
    | cost_spells cost_caster? "that" "target" CARDNAME "cost" MANA cost_dir "to" "cast" "." -> st_spells_cost_targeting
cost_caster: "you" "cast" -> cost_caster_you
    | "your" "opponents" "cast" -> cost_caster_opponents
!cost_dir: "less" | "more"
cost_spells: cost_one "spells"
    | cost_one "spells" "and" cost_one "spells" -> cost_spells_pair
    | cost_word "and" cost_word "spells" -> cost_spells_and
cost_one: adjective? SUBTYPE? cost_word?
!cost_word: "creature" | "instant" | "sorcery" | "artifact" | "enchantment" | "face-down" "creature"
"""

_ONE_LIST = ("colors", "subtypes", "types")


def _one(b: Any, c: list) -> dict:
    flt: dict[str, Any] = {}
    for part in c:
        if part is None:
            continue
        if isinstance(part, dict):
            if set(part) & set(flt):
                raise Unsupported("такая группа заклинаний", "601.2e")
            flt.update(part)
        elif isinstance(part, str) and part.startswith("kind:"):
            word = part[5:]
            if word == "face-down creature":
                flt["face_down"] = True
                flt["types"] = ["Creature"]
            else:
                flt["types"] = [word.capitalize()]
        else:  # a subtype token
            from ..semantics import _subtype_name

            flt["subtypes"] = [_subtype_name(str(part))]
    allowed = {"colors", "not_colors", "not_types", "colorless", "subtypes", "types", "face_down"}
    if set(flt) - allowed:
        raise Unsupported("такая группа заклинаний", "601.2e")
    return flt


def _spells(b: Any, c: list) -> dict:
    return {"of": c[0]}


def _pair(a: dict, b: dict) -> tuple[str, list]:
    """Two groups joined by "and" that differ in one value of one key: either spell."""
    if len(a) != 1 or set(a) != set(b):
        raise Unsupported("такая пара групп заклинаний", "601.2e")
    (key,) = a
    if key not in _ONE_LIST or len(a[key]) != 1 or len(b[key]) != 1 or a[key] == b[key]:
        raise Unsupported("такая пара групп заклинаний", "601.2e")
    return key, [a[key][0], b[key][0]]


def _spells_pair(b: Any, c: list) -> dict:
    """ "Kithkin spells and Soldier spells", "Blue spells and red spells": a spell that is
    either (one filter whose list means any of them)."""
    key, values = _pair(c[0], c[1])
    return {"of": {key: values}, "_pair": "spells"}


def _spells_and(b: Any, c: list) -> dict:
    """ "Instant and sorcery spells", "Artifact and enchantment spells"."""
    key, values = _pair({"types": [c[0][5:].capitalize()]}, {"types": [c[1][5:].capitalize()]})
    if "Face-down creature" in values:
        raise Unsupported("такая пара групп заклинаний", "601.2e")
    return {"of": {key: values}, "_pair": "and"}


def _amount(token: Any) -> int:
    text = str(token)
    if not (text.startswith("{") and text.endswith("}") and text[1:-1].isdigit()):
        raise Unsupported("изменение стоимости не общей маной", "601.2e")
    n = int(text[1:-1])
    if n < 1:
        raise Unsupported("изменение стоимости на {0}", "601.2e")
    return n


def _entry(group: dict, caster: str, mana: Any, direction: Any) -> dict:
    key = "spells_cost_less" if str(direction) == "less" else "spells_cost_more"
    entry: dict[str, Any] = {key: _amount(mana), "of": group["of"], "caster": caster}
    if "_pair" in group:
        entry["_pair"] = group["_pair"]
    return entry


def _parts(c: list) -> tuple[dict, str, Any, Any]:
    if len(c) == 4:
        return c[0], c[1], c[2], c[3]
    return c[0], "all", c[1], c[2]


def st_spells_cost(b: Any, c: list) -> list[dict]:
    """601.2e: "[group] spells [you cast / your opponents cast] cost {N} less/more to cast"."""
    group, caster, mana, direction = _parts(c)
    return [_entry(group, caster, mana, direction)]


def st_spells_cost_targeting(b: Any, c: list) -> list[dict]:
    """ "Spells your opponents cast that target CARDNAME cost {2} more to cast" (filter
    ``targets_source``: the spell's targets, chosen before its total cost, 601.2c)."""
    group, caster, mana, direction = _parts([x for x in c if str(x) != "cardname"])
    entry = _entry(group, caster, mana, direction)
    entry["of"] = {**entry["of"], "targets_source": True}
    return [entry]


def st_spells_cost_if(b: Any, c: list) -> list[dict]:
    """611.3a: "As long as …, [group] spells you cast cost {N} less to cast"."""
    condition, rest = c[0], c[1:]
    group, caster, mana, direction = _parts(rest)
    return [{**_entry(group, caster, mana, direction), "if": condition, "_if_first": True}]


RULES = {
    "st_spells_cost": st_spells_cost,
    "st_spells_cost_if": st_spells_cost_if,
    "st_spells_cost_targeting": st_spells_cost_targeting,
    "cost_caster_you": lambda b, c: "you",
    "cost_caster_opponents": lambda b, c: "opponents",
    "cost_dir": lambda b, c: str(c[0]),
    "cost_spells": _spells,
    "cost_spells_pair": _spells_pair,
    "cost_spells_and": _spells_and,
    "cost_one": _one,
    "cost_word": lambda b, c: "kind:" + " ".join(str(t) for t in c),
}

_CASTER = {"you": " you cast", "opponents": " your opponents cast", "all": ""}


def _group_words(flt: dict) -> str:
    flt = dict(flt)
    face_down = flt.pop("face_down", False)
    types = flt.pop("types", [])
    subtypes = flt.pop("subtypes", [])
    if len(types) > 1 or len(subtypes) > 1 or (face_down and types != ["Creature"]):
        raise RenderError("spell group")
    words = adjectives(flt)
    words += subtypes
    if face_down:
        words.append("face-down")
    words += [t.lower() for t in types]
    return " ".join(words)


def _group_text(entry: dict) -> str:
    flt = {k: v for k, v in entry["of"].items() if k != "targets_source"}
    pair = entry.get("_pair")
    if pair is None:
        words = _group_words(flt)
        return f"{words} spells" if words else "spells"
    ((key, values),) = flt.items()
    if key not in _ONE_LIST or len(values) != 2:
        raise RenderError("spell group pair")
    a, b = (_group_words({key: [v]}) for v in values)
    return f"{a} and {b} spells" if pair == "and" else f"{a} spells and {b} spells"


def _cost_text(entries: list) -> str:
    (entry,) = entries
    key = "spells_cost_less" if "spells_cost_less" in entry else "spells_cost_more"
    how = "less" if key == "spells_cost_less" else "more"
    allowed = {key, "of", "caster", "_pair", "if", "_if_first"}
    if set(entry) - allowed or entry.get("caster", "you") not in _CASTER:
        raise RenderError("spell cost")
    targeting = " that target CARDNAME" if entry["of"].get("targets_source") else ""
    text = (
        f"{_group_text(entry)}{_CASTER[entry.get('caster', 'you')]}{targeting} cost "
        f"{{{entry[key]}}} {how} to cast"
    )
    if "if" in entry:
        if not entry.get("_if_first"):
            raise RenderError("spell cost condition")
        text = f"as long as {condition_text(entry['if'])}, {text}"
    return text[:1].upper() + text[1:] + "."


STATIC_TEXT = {"spells_cost_less": _cost_text, "spells_cost_more": _cost_text}
