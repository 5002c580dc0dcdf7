"""Family: the card's own graveyard abilities and whole graveyards (112.6k, 400.7, 406.2).

* "{2}{B}: Return CARDNAME from your graveyard to your hand." / "… to the battlefield
  [tapped]." — an activated ability whose effect moves the card out of its graveyard works
  only there (112.6k): ``{cost, effects: [{return_to_hand: this_card}], zone: graveyard}``
  (``put_onto_battlefield`` for the battlefield); only this form of the ability is read, so a
  triggered ability with the same words (it would have to trigger from the graveyard, 112.6j)
  stays unread;
* "Exile target player's graveyard." / "… target opponent's graveyard." —
  ``{exile_graveyards: true, player: target}`` (every card of that graveyard, 406.2);
* "Target player shuffles their graveyard into their library." —
  ``{shuffle_into_library: [graveyard], player: target}`` (701.16a);
* "return another target creature card from your graveyard to your hand" (a dying creature's
  trigger: not the card it became, 400.7) — the target's filter ``other: true``;
  "return target permanent card from your graveyard to the battlefield / to your hand" —
  ``{permanent: true}`` (110.4a);
* "as long as an instant card and a sorcery card are in your graveyard" — ``{graveyard_has_each:
  [{types: [Instant]}, {types: [Sorcery]}]}``; "as long as an opponent owns a card in exile" —
  ``{opponent_owns_in_exile: true}`` (611.3a: checked whenever the game looks);
* "the number of instant and sorcery cards in your graveyard" — ``{amount: cards, zone:
  graveyard, filter: {types: [Instant, Sorcery]}}`` (a card of either type counts once).
"""

from __future__ import annotations

from typing import Any

from ..render import RenderError
from ..rewrite import CARDNAME

GRAMMAR = r"""
%extend activated: cost ":" zones_self_from_gy "." timing? -> zones_activated_from_gy
zones_self_from_gy: "return" CARDNAME "from" "your" "graveyard" "to" "your" "hand"            -> zones_self_gy_hand
                  | "return" CARDNAME "from" "your" "graveyard" "to" "the" "battlefield"      -> zones_self_gy_battlefield
                  | "return" CARDNAME "from" "your" "graveyard" "to" "the" "battlefield" "tapped" -> zones_self_gy_battlefield_tapped
%extend effect: zones_exile_gy | zones_shuffle_gy
zones_exile_gy: "exile" player3_poss "graveyard"
zones_shuffle_gy: player3 "shuffles" zones_their "graveyard" "into" zones_their "library"
!zones_their: "their" | "his" "or" "her"
player3_poss: "target" "player's"   -> zones_target_player_poss
            | "target" "opponent's" -> zones_target_opponent_poss
%extend countable: "instant" "and" "sorcery" "cards" "in" "your" "graveyard" -> zones_cnt_instant_sorcery_gy
%extend from_graveyard: "return" "another" "target" gy_card "from" "your" "graveyard" "to" "your" "hand" -> zones_gy_another_to_hand
                      | "return" "target" "permanent" "card" "from" "your" "graveyard" "to" zones_gy_where -> zones_gy_permanent
!zones_gy_where: "your" "hand" | "the" "battlefield"
%extend condition: ("a" | "an") gy_type "card" "and" ("a" | "an") gy_type "card" "are" "in" "your" "graveyard" -> zones_cond_gy_each
                 | "an" "opponent" "owns" "a" "card" "in" "exile" -> zones_cond_opponent_exile
"""

INSTANT_SORCERY_GY = {
    "amount": "cards",
    "zone": "graveyard",
    "filter": {"types": ["Instant", "Sorcery"]},
}


def _activated_from_gy(b: Any, c: list) -> dict:
    """112.6k: the ability functions only in the graveyard; the timing words of 602.5b as the
    shared activated ability reads them."""
    cost, effect = c[0], c[1]
    ability: dict[str, Any] = {"cost": cost, "effects": [effect], "_joins": [], "zone": "graveyard"}
    if len(c) > 2:
        timing = c[2]
        if not isinstance(timing, str):
            from ..semantics import Unsupported

            raise Unsupported("ограничение числа активаций способности с кладбища", "602.5b")
        ability["timing"] = timing
    return ability


def _self_gy(verb: str, tapped: bool = False) -> dict:
    out: dict[str, Any] = {verb: "this_card", "_text": "zones_self_from_gy"}
    if tapped:
        out["tapped"] = True
    return out


def _player_poss(kind: str) -> Any:
    from ..semantics import TargetRef

    return TargetRef({"kind": kind})


def _gy_target(spec: dict) -> Any:
    from ..semantics import TargetRef

    return TargetRef(spec)


def _gy_another(b: Any, c: list) -> dict:
    spec = {**c[0], "filter": {**c[0]["filter"], "other": True}}
    return {"return_to_hand": _gy_target(spec), "_text": "zones_gy_target"}


def _gy_permanent(b: Any, c: list) -> dict:
    spec = {"kind": "card_in_graveyard", "filter": {"permanent": True, "controller": "you"}}
    verb = "return_to_hand" if c[0] == "your hand" else "put_onto_battlefield"
    return {verb: _gy_target(spec), "_text": "zones_gy_target"}


def _cond_gy_each(b: Any, c: list) -> dict:
    first, second = (str(t[0]) if isinstance(t, list) else str(t) for t in c)
    if first == second:
        from ..semantics import Unsupported

        raise Unsupported("«a X card and a X card»", "611.3a")
    return {
        "graveyard_has_each": [{"types": [first.capitalize()]}, {"types": [second.capitalize()]}]
    }


RULES = {
    "zones_cond_gy_each": _cond_gy_each,
    "zones_cond_opponent_exile": lambda b, c: {"opponent_owns_in_exile": True},
    "zones_gy_another_to_hand": _gy_another,
    "zones_gy_permanent": _gy_permanent,
    "zones_gy_where": lambda b, c: " ".join(str(t) for t in c),
    "zones_activated_from_gy": _activated_from_gy,
    "zones_self_gy_hand": lambda b, c: _self_gy("return_to_hand"),
    "zones_self_gy_battlefield": lambda b, c: _self_gy("put_onto_battlefield"),
    "zones_self_gy_battlefield_tapped": lambda b, c: _self_gy("put_onto_battlefield", True),
    "zones_target_player_poss": lambda b, c: _player_poss("player"),
    "zones_target_opponent_poss": lambda b, c: _player_poss("opponent"),
    "zones_exile_gy": lambda b, c: {
        "exile_graveyards": True,
        "player": c[0],
        "_text": "zones_exile_gy",
    },
    "zones_shuffle_gy": lambda b, c: {
        "shuffle_into_library": ["graveyard"],
        "player": c[0],
        "_text": "zones_shuffle_gy",
        "_their": [str(c[1]), str(c[2])],
    },
    "zones_their": lambda b, c: " ".join(str(t) for t in c),
    "zones_cnt_instant_sorcery_gy": lambda b, c: dict(INSTANT_SORCERY_GY),
}


def _plain(e: dict) -> dict:
    return {k: v for k, v in e.items() if not k.startswith("_")}


def _self_from_gy_text(e: dict, ctx: Any) -> str:
    plain = _plain(e)
    ctx.obj("self")  # the card is named from here on
    if plain == {"return_to_hand": "this_card"}:
        return f"return {CARDNAME} from your graveyard to your hand"
    if plain == {"put_onto_battlefield": "this_card"}:
        return f"return {CARDNAME} from your graveyard to the battlefield"
    if plain == {"put_onto_battlefield": "this_card", "tapped": True}:
        return f"return {CARDNAME} from your graveyard to the battlefield tapped"
    raise RenderError("from your graveyard: unexpected keys")


def _whose(player: Any, ctx: Any) -> str:
    if player != "target" or len(ctx.targets) < 1:
        raise RenderError("whose graveyard")
    kind = ctx.targets[0].get("kind") if isinstance(ctx.targets[0], dict) else ctx.targets[0]
    words = {"player": "target player", "opponent": "target opponent"}.get(str(kind))
    if words is None:
        raise RenderError("whose graveyard")
    ctx.mentioned.add("target")
    return words


def _exile_gy_text(e: dict, ctx: Any) -> str:
    if _plain(e) != {"exile_graveyards": True, "player": "target"}:
        raise RenderError("exile a graveyard: unexpected keys")
    return f"exile {_whose(e['player'], ctx)}'s graveyard"


def _shuffle_gy_text(e: dict, ctx: Any) -> str:
    if _plain(e) != {"shuffle_into_library": ["graveyard"], "player": "target"}:
        raise RenderError("shuffle a graveyard: unexpected keys")
    first, second = e.get("_their", ["their", "their"])
    return f"{_whose(e['player'], ctx)} shuffles {first} graveyard into {second} library"


def _gy_target_text(e: dict, ctx: Any) -> str:
    from ..render import target_phrase

    plain = _plain(e)
    if set(plain) not in ({"return_to_hand"}, {"put_onto_battlefield"}):
        raise RenderError("graveyard target: unexpected keys")
    verb, ref = next(iter(plain.items()))
    if ref != "target" or len(ctx.targets) != 1:
        raise RenderError("graveyard target: not the only target")
    spec = dict(ctx.targets[0])
    flt = dict(spec["filter"])
    other, permanent = flt.pop("other", False), flt.pop("permanent", False)
    phrase = target_phrase({**spec, "filter": flt})
    if permanent:
        if phrase != "target card":
            raise RenderError("graveyard target: permanent card")
        phrase = "target permanent card"
    if other:
        phrase = "another " + phrase
    ctx.mentioned.add("target")
    where = "your hand" if verb == "return_to_hand" else "the battlefield"
    return f"return {phrase} from your graveyard to {where}"


EFFECT_TEXT = {
    "zones_gy_target": _gy_target_text,
    "zones_self_from_gy": _self_from_gy_text,
    "zones_exile_gy": _exile_gy_text,
    "zones_shuffle_gy": _shuffle_gy_text,
}


def _gy_each_text(arg: Any) -> str:
    from ..render import _article

    words = []
    for flt in arg:
        if set(flt) != {"types"} or len(flt["types"]) != 1:
            raise RenderError("graveyard_has_each")
        words.append(_article(flt["types"][0].lower() + " card"))
    if len(words) != 2:
        raise RenderError("graveyard_has_each")
    return f"{words[0]} and {words[1]} are in your graveyard"


def _opponent_exile_text(arg: Any) -> str:
    if arg is not True:
        raise RenderError("opponent_owns_in_exile")
    return "an opponent owns a card in exile"


CONDITION_TEXT = {
    "graveyard_has_each": _gy_each_text,
    "opponent_owns_in_exile": _opponent_exile_text,
}
