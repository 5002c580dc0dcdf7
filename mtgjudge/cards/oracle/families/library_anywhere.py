"""Family: cards put into a graveyard "from anywhere" (603.6c, 614.1a, 614.6).

* "When CARDNAME is put into a graveyard from anywhere, shuffle it into its owner's library."
  — a trigger of the card in its graveyard (it is never a leaves-the-battlefield ability,
  603.6c), controlled by its owner: ``{when: put_into_graveyard_from_anywhere, effects:
  [{put_on_library: itself}, {shuffle: true}]}``;
* "If CARDNAME would be put into a graveyard from anywhere, reveal CARDNAME and shuffle it into
  its owner's library instead." — ``{event: to_graveyard, of: self, to_zone: library_shuffle,
  reveal: true}`` (701.13a, 701.16a);
* "If a card would be put into your / an opponent's / a graveyard from anywhere, exile it /
  that card instead." and "If an instant or sorcery card would …" — ``{event: to_graveyard,
  of: {token: false} | {types: […]}, owner: you | opponent, to_zone: exile}`` (a token is not a
  card, 110.5).
"""

from __future__ import annotations

from typing import Any

from ..render import RenderError
from ..rewrite import CARDNAME

FROM_ANYWHERE = "put_into_graveyard_from_anywhere"

GRAMMAR = r"""
%extend triggered: "when" CARDNAME "is" "put" "into" "a" "graveyard" "from" "anywhere" "," "shuffle" "it" "into" "its" "owner's" "library" "." -> lib_anywhere_shuffle
%extend replacement: "if" CARDNAME "would" "be" "put" "into" "a" "graveyard" "from" "anywhere" "," "reveal" CARDNAME "and" "shuffle" "it" "into" "its" "owner's" "library" "instead" "." -> lib_anywhere_reveal_shuffle
                   | "if" lib_gy_card "would" "be" "put" "into" lib_gy_whose "graveyard" "from" "anywhere" "," "exile" lib_gy_it "instead" "." -> lib_anywhere_exile
%extend effect: lib_shuffle_into
lib_shuffle_into: "shuffle" CARDNAME "into" "its" "owner's" "library" -> lib_shuffle_self_in
                | "shuffle" "it" "into" "its" "owner's" "library"    -> lib_shuffle_it_in
                | CARDNAME_POSS "owner" "shuffles" "it" "into" "their" "library" -> lib_owner_shuffles_self
lib_gy_card: "a" "card"                                -> lib_gyc_any
           | ("a" | "an") gy_type "card"               -> lib_gyc_type
           | "an" "instant" "or" "sorcery" "card"      -> lib_gyc_instant_sorcery
!lib_gy_whose: "a" | "your" | "an" "opponent's"
!lib_gy_it: "it" | "that" "card"
"""

WHOSE = {"a": None, "your": "you", "an opponent's": "opponent"}


def _exile(b: Any, c: list) -> dict:
    of, whose, it = c
    out: dict[str, Any] = {"event": "to_graveyard", "of": of}
    if WHOSE[whose]:
        out["owner"] = WHOSE[whose]
    return out | {"to_zone": "exile", "_whose": whose, "_it": it, "_text": "lib_anywhere"}


def _shuffle_in(ref: Any, word: str) -> dict:
    return {"put_on_library": ref, "position": "shuffle", "_text": "lib_shuffle_in", "_what": word}


RULES = {
    # the card itself wherever it is (a resolving spell on the stack; 400.7: not a new object)
    "lib_shuffle_self_in": lambda b, c: _shuffle_in("this_card", CARDNAME),
    "lib_shuffle_it_in": lambda b, c: _shuffle_in(_it(), "it"),
    "lib_owner_shuffles_self": lambda b, c: _shuffle_in("self", "owner"),
    "lib_anywhere_shuffle": lambda b, c: {
        "when": FROM_ANYWHERE,
        "effects": [{"put_on_library": "itself"}, {"shuffle": True}],
        "_text": "lib_anywhere",
    },
    "lib_anywhere_reveal_shuffle": lambda b, c: {
        "event": "to_graveyard",
        "of": "self",
        "to_zone": "library_shuffle",
        "reveal": True,
        "_text": "lib_anywhere",
    },
    "lib_anywhere_exile": _exile,
    "lib_gyc_any": lambda b, c: {"token": False},
    "lib_gyc_type": lambda b, c: {"types": [c[-1]]},
    "lib_gyc_instant_sorcery": lambda b, c: {"types": ["Instant", "Sorcery"]},
    "lib_gy_whose": lambda b, c: " ".join(str(t) for t in c),
    "lib_gy_it": lambda b, c: " ".join(str(t) for t in c),
}


def _trigger_text(trigger: dict) -> str:
    if {k: v for k, v in trigger.items() if not k.startswith("_")} != {
        "when": FROM_ANYWHERE,
        "effects": [{"put_on_library": "itself"}, {"shuffle": True}],
    }:
        raise RenderError("from anywhere: unexpected trigger")
    return (
        f"When {CARDNAME} is put into a graveyard from anywhere, shuffle it into its owner's "
        "library."
    )


def _card_words(of: Any) -> str:
    if of == {"token": False}:
        return "a card"
    if of == {"types": ["Instant", "Sorcery"]}:
        return "an instant or sorcery card"
    if isinstance(of, dict) and set(of) == {"types"} and len(of["types"]) == 1:
        word = of["types"][0].lower()
        return ("an " if word[0] in "aeiou" else "a ") + word + " card"
    raise RenderError("from anywhere: which card")


def _replacement_text(value: dict) -> str:
    plain = {k: v for k, v in value.items() if not k.startswith("_")}
    if plain == {
        "event": "to_graveyard",
        "of": "self",
        "to_zone": "library_shuffle",
        "reveal": True,
    }:
        return (
            f"If {CARDNAME} would be put into a graveyard from anywhere, reveal {CARDNAME} and "
            "shuffle it into its owner's library instead."
        )
    whose, it = value.get("_whose"), value.get("_it")
    if whose is None or set(plain) - {"event", "of", "owner", "to_zone"}:
        raise RenderError("from anywhere: unexpected replacement")
    if plain.get("to_zone") != "exile" or plain.get("owner") != WHOSE[whose]:
        raise RenderError("from anywhere: unexpected replacement")
    return (
        f"If {_card_words(plain['of'])} would be put into {whose} graveyard from anywhere, "
        f"exile {it} instead."
    )


def _it() -> str:
    from ..semantics import IT

    return IT


def _shuffle_in_text(e: dict, ctx: Any) -> str:
    if (
        set(e) - {"put_on_library", "position", "_text", "_what", "_it"}
        or e["position"] != "shuffle"
    ):
        raise RenderError("shuffle into its owner's library: unexpected keys")
    if e["_what"] in (CARDNAME, "owner"):
        ctx.obj("self")  # the card is mentioned from here on
    if e["_what"] == "owner":  # "CARDNAME's owner shuffles it into their library"
        return f"{CARDNAME}'s owner shuffles it into their library"
    return f"shuffle {e['_what']} into its owner's library"


EFFECT_TEXT = {"lib_shuffle_in": _shuffle_in_text}
TRIGGER_TEXT = {"lib_anywhere": _trigger_text}
REPLACEMENT_TEXT = {"lib_anywhere": _replacement_text}
