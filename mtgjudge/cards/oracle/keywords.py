"""Keyword lines ("Flying, first strike", "Equip {1}", "Enchant creature"): keyword abilities of
rule 702, read without the clause grammar.  A keyword the engine plays becomes an entry of the
card format's ``keywords`` (or its ``enchant`` / equip ability); any other known keyword is
recognised by name and refused with its rule.  Both go through the keyword registry
(``cards/keywords.py``), as hand-written cards do."""

from __future__ import annotations

import re
from typing import Any

from ..keywords import SPECS, WORKS, KeywordError, KeywordNotYet, parse_keyword
from .results import COST_KEYS
from .semantics import Unsupported
from .vocabulary import KEYWORD_RULES

LANDWALK = re.compile(r"^(plains|island|swamp|mountain|forest)walk$")
ENCHANT_KINDS = {
    "creature": "creature",
    "land": "land",
    "artifact": "artifact",
    "enchantment": "enchantment",
    "permanent": "permanent",
    "planeswalker": "planeswalker",
    "creature you control": {"kind": "creature", "filter": {"controller": "you"}},
    "land you control": {"kind": "land", "filter": {"controller": "you"}},
    "creature an opponent controls": {"kind": "creature", "filter": {"controller": "opponent"}},
    "creature you don't control": {"kind": "creature", "filter": {"controller": "not_you"}},
    "player": "player",  # a Curse (303.4, 702.5d): the Aura spell targets a player
}
EQUIP_TARGET = {"kind": "creature", "filter": {"controller": "you"}}
_COST = re.compile(r"^(\{[0-9WUBRGXC]+\})+$")


def keyword_of(part: str) -> str | None:
    """The keyword ability (a key of ``KEYWORD_RULES``) a part of a keyword line names."""
    low = part.lower()
    if low.endswith("walk") and " " not in low.strip():
        return "landwalk"
    if re.match(r"^(basic )?[a-z]+cycling( |—|$)", low):  # typecycling (702.28e)
        return "cycling"
    best = None
    for key in KEYWORD_RULES:
        if low == key or low.startswith(key + " ") or low.startswith(key + "—"):
            if best is None or len(key) > len(best):
                best = key
    return best


def split_line(line: str) -> list[str] | None:
    """The parts of a keyword line, or None when the line is not one.  A keyword with a cost in
    words after its dash ("Echo—Discard a card.", 117.12) is a line of its own."""
    head, dash, _ = line.partition("—")
    if dash and head and not head.endswith(" ") and ":" not in line and keyword_of(head):
        return [line]
    if line.endswith(".") or ":" in line:
        return None
    parts = [p.strip() for p in re.split(r"[,;] ", line)]
    if all(keyword_of(p) for p in parts):
        return parts
    return None


def compile_part(part: str) -> tuple[str, Any]:
    """One keyword → (``keywords`` | ``enchant`` | ``equip``, value) or :class:`Unsupported`."""
    low = part.lower()
    key = keyword_of(part)
    assert key is not None
    rule = KEYWORD_RULES[key]
    if key == "enchant":
        what = low[len("enchant ") :]
        if what in ENCHANT_KINDS:
            return "enchant", ENCHANT_KINDS[what]
        target = enchant_as_target(part[len("enchant ") :])
        if target is not None:
            return "enchant", target
        raise Unsupported(f"зачаровывать «{what}»: такого вида цели нет", rule, len("enchant ") + 1)
    if key == "equip":
        cost = part[len("equip ") :].strip()
        if _COST.match(cost):
            return "equip", {
                "cost": cost,
                "timing": "sorcery",
                "targets": [EQUIP_TARGET],
                "effects": [{"attach": "self", "to": "target"}],
            }
        raise Unsupported(f"стоимость снаряжения «{cost}»", rule, len("equip ") + 1)
    if key == "dredge":
        # 702.51a: "If you would draw a card, you may instead mill N and return this card
        # from your graveyard to your hand" — the card format's draw replacement
        n = part[len("dredge ") :].strip()
        if n.isdigit() and int(n) > 0:
            return "replacements", {"event": "draw", "player": "you", "dredge": int(n)}
        raise Unsupported(f"Перетягивание «{n}»: нужно число", rule, len("dredge ") + 1)
    if key in ("morph", "megamorph", "level up", "bestow"):  # own key, a mana cost
        cost = part[len(key) + 1 :].strip()
        if _COST.match(cost):
            return key.replace(" ", "_"), cost
        if key in ("morph", "megamorph") and part[len(key) : len(key) + 1] == "—":
            # "Morph—Reveal a white card in your hand." (117.12): a cost in words
            from ..cost_words import CostWordsError, read

            try:
                read(part[len(key) + 1 :])
                return key, part[len(key) + 1 :].strip()
            except CostWordsError as exc:
                raise Unsupported(
                    f"стоимость словами «{exc}» движок пока не читает", rule, len(key) + 2
                ) from None
        raise Unsupported(f"стоимость «{cost}»: только мана-стоимость", rule, len(key) + 2)
    spec = SPECS.get(key)
    if spec is not None and spec.key in COST_KEYS and spec.status == WORKS:
        # "Flashback {3}{R}", "Dash {2}{R}", "Outlast {1}{W}": the card format's own key
        cost = part[len(spec.name) :].strip()
        if _COST.match(cost):
            return spec.key, cost
        if spec.key == "flashback" and cost.startswith("—"):
            # "Flashback—{R}{R}, Pay 3 life." (117.12): a cost in words
            from ..cost_words import CostWordsError, read

            try:
                read(cost[1:])
                return spec.key, cost[1:].strip()
            except CostWordsError:
                pass
        raise Unsupported(
            f"стоимость «{cost}» у «{spec.ru}» ({spec.name}) — не мана",
            spec.rule,
            len(spec.name) + 2,
        )
    try:
        return "keywords", parse_keyword(part).text
    except KeywordNotYet as exc:
        what = f" с параметром «{exc.parameter}»" if exc.parameter else ""
        reason = f"ключевое слово «{exc.spec.ru}» ({exc.spec.name}){what} движок пока не умеет"
        raise Unsupported(f"{reason}: «{part}»", exc.spec.rule, 1) from None
    except KeywordError as exc:
        spec = SPECS.get(key)
        if spec is not None and spec.key:  # written with its own key: not compiled yet
            reason = f"ключевое слово «{spec.ru}» ({spec.name}) компилятор пока не переводит"
            raise Unsupported(f"{reason}: «{part}»", spec.rule, 1) from None
        raise Unsupported(str(exc), rule, 1) from None


# 303.4a: an Aura spell targets what its enchant ability names; an object it can't enchant
# any more is put into its owner's graveyard (704.5n) — both read the same target description
ENCHANT_AS_TARGET = (
    "creature",
    "land",
    "artifact",
    "enchantment",
    "planeswalker",
    "permanent",
    "creature_or_planeswalker",
    "artifact_or_enchantment",
)


def enchant_as_target(what: str) -> dict | None:
    """ "Enchant red or green creature", "Enchant Mountain you control": the words after
    "Enchant" read as the description after "target" of a spell (303.4a, 702.5a), or None.
    Only a permanent the engine's check of 704.5n knows (a kind of permanent and a filter of
    its characteristics); never a card in a graveyard or a player."""
    from .compiler import Clause, compile_clause

    result = compile_clause(Clause("spell", f"Destroy target {what}."))
    if not result.ok or len(result.parts) != 1:
        return None
    ((_, spell),) = result.parts
    targets = spell.get("targets", [])
    if len(targets) != 1 or spell.get("effects") != [{"destroy": "target"}]:
        return None
    (spec,) = targets
    if isinstance(spec, str):
        spec = {"kind": spec}
    if spec.get("kind") not in ENCHANT_AS_TARGET or set(spec) - {"kind", "filter"}:
        return None
    return {**spec, "_as_target": True}


def _target_words(spec: dict) -> str:
    """The words after "target" the renderer gives the same target."""
    from .render import target_phrase

    text = target_phrase({k: v for k, v in spec.items() if k != "_as_target"})
    if not text.startswith("target "):
        raise ValueError("enchant")
    return text[len("target ") :]


def render_part(key: str, value: Any) -> str:
    """The inverse of :func:`compile_part`, as the word appears first on a line."""
    from .render import noun_phrase

    if key == "keywords":
        return value
    if key in COST_KEYS:
        sep = " " if str(value).startswith("{") and "," not in str(value) else "—"
        return f"{key.capitalize()}{sep}{value}"
    if key == "enchant":
        spec: dict[str, Any] = {"kind": value} if isinstance(value, str) else value
        if spec.get("_as_target"):
            return "Enchant " + _target_words(spec)
        return "Enchant " + noun_phrase(spec["kind"], dict(spec.get("filter", {})))
    if key == "equip":
        if {k: v for k, v in value.items() if k != "cost"} != {
            "timing": "sorcery",
            "targets": [EQUIP_TARGET],
            "effects": [{"attach": "self", "to": "target"}],
        }:
            raise ValueError("not an equip ability")
        return "Equip " + value["cost"]
    if key == "replacements" and set(value) == {"event", "player", "dredge"}:
        if value["event"] == "draw" and value["player"] == "you":
            return f"Dredge {value['dredge']}"
    if key in ("morph", "megamorph", "level_up", "bestow"):
        sep = " " if str(value).startswith("{") else "—"  # "Morph—Discard a card."
        return f"{key.capitalize().replace('_', ' ')}{sep}{value}"
    raise ValueError(key)


def render_line(parts: list[tuple[str, Any]], sep: str = ", ") -> str:
    """A keyword line; ``sep``: the separator the text used (some Oracle lines of old cards
    separate keywords with semicolons, "Flying; banding": no rules meaning)."""
    words = [render_part(k, v) for k, v in parts]
    return sep.join([words[0]] + [w[:1].lower() + w[1:] for w in words[1:]])
