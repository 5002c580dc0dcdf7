"""Mana that may be spent only on some spells or abilities (106.6): "Spend this mana only to
cast a Sliver spell." (Sliver Hive), "… only to cast creature spells.", "… only to cast Dragon
spells or activate abilities of Dragons." (Crucible of the Spirit Dragon), "… only to cast
artifact spells or activate abilities of artifacts.", "… only to activate abilities of
artifacts."; and mana kept until end of turn (500.4): "Until end of turn, you don't lose this
mana as steps and phases end." (Savage Ventmaw: ``keep: end_of_turn``); "… only to cast a face-down creature spell, pay a mana
cost to turn a manifested creature face up, or pay a morph cost." (Qarsi Deceiver: the ways
``manifest_mana_cost`` and ``morph_cost`` — the payments of turning a permanent face up,
701.31b, 702.36e).

The sentence changes the mana instruction before it: ``spend_only: [{cast: FILTER},
{activate: FILTER}]`` (``engine/mana_apart.py``: such mana stays apart in the pool and
pays only a spell that fits as it is cast, or a cost of an ability of a permanent that fits)."""

from __future__ import annotations

from typing import Any

from ..render import RenderError

GRAMMAR = r"""
%extend sentence: "spend" "this" "mana" "only" "to" m2_ways "." -> m2_spend_only
    // 500.4: "Until end of turn, you don't lose this mana as steps and phases end."
    | "until" "end" "of" "turn" "," "you" "don't" "lose" "this" "mana" "as" "steps" "and" "phases" "end" "." -> m2_keep
m2_ways: m2_cast                                 -> m2_ways_cast
       // Qarsi Deceiver (707.4, 701.31b, 702.36e): one terminal — its commas join nothing
       | M2_FACE_DOWN_WAYS                       -> m2_ways_face_down
       | m2_cast "or" "activate" m2_abilities    -> m2_ways_both
       | "activate" m2_abilities                 -> m2_ways_activate
m2_cast: "cast" ("a" | "an") m2_kind "spell"     -> m2_cast_one
       | "cast" m2_kind "spells"                 -> m2_cast_many
m2_kind: SUBTYPE                                 -> m2_kind_subtype
       | m2_type                                 -> m2_kind_type
       | SUBTYPE m2_type                         -> m2_kind_both
!m2_type: "creature" | "artifact"
M2_FACE_DOWN_WAYS.3: /cast a face-down creature spell, pay a mana cost to turn a manifested creature face up, or pay a morph cost(?=\.)/
m2_abilities: "abilities" "of" "artifacts"       -> m2_of_artifacts
            | "abilities" "of" SUBTYPE_PL        -> m2_of_subtype
"""


def _unsupported(reason: str, rule: str = "106.6") -> Exception:
    from ..semantics import Unsupported

    return Unsupported(reason, rule)


def _subtype(token: Any) -> str:
    from ..semantics import _subtype_name

    return _subtype_name(str(token))


def _subtype_plural(token: Any) -> str:
    from ..semantics import PLURALS, _subtype_name

    return _subtype_name(PLURALS[str(token)])


def _amend(previous: Any, marker: dict) -> dict:
    """The instruction before it must add mana (and be worded as the shared or this family's
    mana wordings, not "…, where X is …")."""
    if (
        not isinstance(previous, dict)
        or "add_mana" not in previous
        or "_text" in previous
        or previous.get("player") is not None
        or previous.get("add_mana") == "produced"
    ):
        raise _unsupported("«Spend this mana only …» не после «Add … to your mana pool»")
    return {
        **previous,
        "spend_only": marker["_only"],
        "_spend": marker["_words"],
        "_text": "mana2_spend",
    }


def _amend_keep(previous: Any, marker: dict) -> dict:
    """ "Until end of turn, you don't lose this mana …": the mana of the instruction before it
    stays in the pool until end of turn (500.4)."""
    if (
        not isinstance(previous, dict)
        or "add_mana" not in previous
        or "_text" in previous
        or previous.get("player") is not None
        or previous.get("add_mana") == "produced"
    ):
        raise _unsupported("«you don't lose this mana» не после «Add … to your mana pool»", "500.4")
    return {**previous, "keep": "end_of_turn", "_text": "mana2_keep"}


def _spend_only(b: Any, c: list) -> list:
    only, words = c[0]
    return [(".", {"_amend": _amend, "_only": only, "_words": words})]


def _cast(article: str):
    def build(b: Any, c: list) -> tuple[dict, str]:
        return {"cast": c[-1]}, article

    return build


def _ways_cast(b: Any, c: list) -> tuple[list, list]:
    way, word = c[0]
    return [way], [word]


def _ways_both(b: Any, c: list) -> tuple[list, list]:
    way, word = c[0]
    return [way, {"activate": c[1]}], [word, "pl"]


FACE_DOWN_WAYS = (
    "cast a face-down creature spell, pay a mana cost to turn a manifested creature face up, or "
    "pay a morph cost"
)


RULES = {
    "m2_spend_only": _spend_only,
    "m2_ways_face_down": lambda b, c: (
        [
            {"cast": {"face_down": True, "types": ["Creature"]}},
            {"manifest_mana_cost": {}},
            {"morph_cost": {}},
        ],
        ["face_down", "face_down", "face_down"],
    ),
    "m2_keep": lambda b, c: [(".", {"_amend": _amend_keep})],
    "m2_ways_cast": _ways_cast,
    "m2_ways_both": _ways_both,
    "m2_ways_activate": lambda b, c: ([{"activate": c[0]}], ["pl"]),
    "m2_cast_one": _cast("a"),
    "m2_cast_many": _cast("pl"),
    "m2_kind_subtype": lambda b, c: {"subtypes": [_subtype(c[0])]},
    "m2_kind_type": lambda b, c: {"types": [str(c[0]).capitalize()]},
    "m2_kind_both": lambda b, c: {
        "types": [str(c[1]).capitalize()],
        "subtypes": [_subtype(c[0])],
    },
    "m2_type": lambda b, c: str(c[0]),
    "m2_of_artifacts": lambda b, c: {"types": ["Artifact"]},
    "m2_of_subtype": lambda b, c: {"subtypes": [_subtype_plural(c[0])]},
}


def _kind_text(flt: dict) -> str:
    if set(flt) - {"types", "subtypes"}:
        raise RenderError("mana2 spend filter")
    words = [*flt.get("subtypes", []), *(t.lower() for t in flt.get("types", []))]
    if len(flt.get("types", [])) > 1 or len(flt.get("subtypes", [])) > 1 or not words:
        raise RenderError("mana2 spend kind")
    return " ".join(words)


def _plural(subtype: str) -> str:
    from ..semantics import PLURALS

    for plural, singular in PLURALS.items():
        if singular.lower() == subtype.lower():
            return plural[0].upper() + plural[1:]
    raise RenderError("mana2 plural")


def _ways_text(only: list, words: list) -> str:
    if words == ["face_down"] * 3:
        return FACE_DOWN_WAYS
    parts = []
    for way, word in zip(only, words, strict=True):
        if "cast" in way:
            kind = _kind_text(dict(way["cast"]))
            if word == "pl":
                parts.append(f"cast {kind} spells")
            else:
                article = "an" if kind[0].lower() in "aeiou" else "a"
                parts.append(f"cast {article} {kind} spell")
        else:
            flt = dict(way["activate"])
            if flt == {"types": ["Artifact"]}:
                parts.append("activate abilities of artifacts")
            elif set(flt) == {"subtypes"} and len(flt["subtypes"]) == 1:
                parts.append(f"activate abilities of {_plural(flt['subtypes'][0])}")
            else:
                raise RenderError("mana2 spend activate")
    if len(parts) == 2 and not parts[1].startswith("activate"):
        raise RenderError("mana2 spend ways")
    return " or ".join(parts)


def _spend_text(e: dict, ctx: Any) -> str:
    from ..render import effect_text

    inner = effect_text(
        {k: v for k, v in e.items() if k not in ("spend_only", "_spend", "_text")}, ctx
    )
    return f"{inner}. Spend this mana only to {_ways_text(e['spend_only'], e['_spend'])}"


def _keep_text(e: dict, ctx: Any) -> str:
    from ..render import effect_text

    inner = effect_text({k: v for k, v in e.items() if k not in ("keep", "_text")}, ctx)
    return f"{inner}. Until end of turn, you don't lose this mana as steps and phases end"


EFFECT_TEXT = {"mana2_spend": _spend_text, "mana2_keep": _keep_text}
