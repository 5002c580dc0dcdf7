"""Family: two library instructions of Jace, the Living Guildpact (401.2, 701.16a).

* "Look at the top two cards of your library. Put one of them into your graveyard." —
  ``{look_at_top: 2, take: 1, take_to: graveyard, rest: top}``: the player chooses the card
  (the answer ``look``; by default the top one) and the other stays on top.  Only one card
  may be left: with more, the order of the rest would be a choice the words don't give.
* "Each player shuffles their hand and graveyard into their library." —
  ``{shuffle_into_library: [hand, graveyard], player: each_player}`` (400.3: every card goes
  to its owner's library, then that library is shuffled, 701.16a) — the words of
  ``zones_graveyard``' "Target player shuffles their graveyard into their library" with the
  hand too.
"""

from __future__ import annotations

from typing import Any

from ..render import RenderError, number_word

GRAMMAR = r"""
%extend effect: "look" "at" "the" "top" number "cards" "of" "your" "library" "." "put" number "of" "them" "into" "your" "graveyard" -> replace_look_one_to_graveyard
    | player3 "shuffles" zones_their "hand" "and" "graveyard" "into" zones_their "library" -> replace_shuffle_hand_and_graveyard
"""

LOOK = "replace_look_one_to_graveyard"
SHUFFLE = "replace_shuffle_hand_and_graveyard"


def _look(b: Any, c: list) -> dict:
    from ..semantics import Unsupported

    n, take = c
    if not isinstance(n, int) or not isinstance(take, int) or n - take != 1:
        raise Unsupported(
            "«put N of them into your graveyard»: только одна карта остаётся", "401.2"
        )
    return {"look_at_top": n, "take": take, "take_to": "graveyard", "rest": "top", "_text": LOOK}


def _shuffle(b: Any, c: list) -> dict:
    from ..semantics import Unsupported

    player, first, second = c
    if player != "each_player" or {str(first), str(second)} != {"their"}:
        raise Unsupported("«… shuffles their hand and graveyard» не «each player»", "701.16a")
    return {"shuffle_into_library": ["hand", "graveyard"], "player": player, "_text": SHUFFLE}


RULES = {LOOK: _look, SHUFFLE: _shuffle}


def _plain(e: dict) -> dict:
    return {k: v for k, v in e.items() if not k.startswith("_")}


def _look_text(e: dict, ctx: Any) -> str:
    n, take = e.get("look_at_top"), e.get("take")
    if (
        not isinstance(n, int)
        or not isinstance(take, int)
        or n - take != 1
        or _plain(e) != {"look_at_top": n, "take": take, "take_to": "graveyard", "rest": "top"}
    ):
        raise RenderError("look, one into the graveyard: unexpected keys")
    return (
        f"look at the top {number_word(n)} cards of your library. Put {number_word(take)} of "
        "them into your graveyard"
    )


def _shuffle_text(e: dict, ctx: Any) -> str:
    if _plain(e) != {"shuffle_into_library": ["hand", "graveyard"], "player": "each_player"}:
        raise RenderError("shuffle hand and graveyard: unexpected keys")
    return "each player shuffles their hand and graveyard into their library"


EFFECT_TEXT = {LOOK: _look_text, SHUFFLE: _shuffle_text}
