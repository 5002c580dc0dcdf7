"""Looking at the top cards of one's library and taking some of them (401.2, 608.2c; issue 14,
helper "graves"; engine ``look_at_top``).

* "Look at the top six cards of your library. Put up to two creature cards with converted mana
  cost 3 or less from among them onto the battlefield. Put the rest on the bottom of your
  library in any order." (Collected Company) — ``{look_at_top: 6, take: 2, filter: …,
  optional: true, take_to: battlefield, rest: bottom}``: the chosen cards enter at once under
  their taker's control (110.2); "up to" — fewer, even none (107.1c).
* "look at the top X cards of your library, where X is the number of Forests you control. You
  may reveal a creature card from among them and put it into your hand. Put the rest on the
  bottom of your library in any order." (Nessian Game Warden) — the number of cards is an
  amount, determined as the instruction is followed (608.2g).
"""

from __future__ import annotations

from typing import Any

from ..render import REST_TEXT, RenderError, _article, number_word

GRAMMAR = r"""
%extend effect: graves_look
graves_look: "look" "at" "the" "top" number "cards" "of" "your" "library" "." "put" "up" "to" number graves_cards "from" "among" "them" "onto" "the" "battlefield" "." "put" "the" "rest" look_rest -> graves_look_onto
           | "look" "at" "the" "top" "x" "cards" "of" "your" "library" WHERE_X amt "." "you" "may" "reveal" ("a" | "an") look_card "card" "from" "among" "them" "and" "put" "it" "into" "your" "hand" "." "put" "the" "rest" look_rest -> graves_look_x_reveal
"""


def _look_onto(b: Any, c: list) -> dict:
    from ..semantics import Unsupported

    n, take, spec, rest = c
    if not isinstance(n, int) or not isinstance(take, int) or not 1 < take < n:
        raise Unsupported("«up to N … from among them» с таким числом", "107.1c")
    flt = {k: v for k, v in spec["filter"].items() if k != "controller"}
    return {
        "look_at_top": n,
        "take": take,
        "filter": flt,
        "optional": True,
        "take_to": "battlefield",
        "rest": rest,
        "_text": "graves_look",
    }


def _look_x_reveal(b: Any, c: list) -> dict:
    from .amounts_numbers import amount_of

    amount, flt, rest = c[-3], c[-2], c[-1]
    return {
        "look_at_top": amount_of(amount),
        "take": 1,
        "filter": flt,
        "optional": True,
        "reveal_taken": True,
        "rest": rest,
        "_text": "graves_look",
    }


RULES = {"graves_look_onto": _look_onto, "graves_look_x_reveal": _look_x_reveal}


def _look_text(e: dict, ctx: Any) -> str:
    from .amounts_numbers import amount_text
    from .graves_targets import cards_noun

    plain = {k: v for k, v in e.items() if not k.startswith("_")}
    rest = REST_TEXT.get(str(plain.get("rest")))
    n = plain["look_at_top"]
    if rest is None or plain.get("optional") is not True:
        raise RenderError("look: unexpected keys")
    keys = set(plain)
    if keys == {"look_at_top", "take", "filter", "optional", "take_to", "rest"}:
        if plain["take_to"] != "battlefield" or not isinstance(n, int):
            raise RenderError("look: unexpected keys")
        return (
            f"look at the top {number_word(n)} cards of your library. Put up to "
            f"{number_word(plain['take'])} {cards_noun(plain['filter'])} from among them onto "
            f"the battlefield. Put the rest {rest}"
        )
    if keys == {"look_at_top", "take", "filter", "optional", "reveal_taken", "rest"}:
        flt = plain["filter"]
        if isinstance(n, int) or plain["take"] != 1 or set(flt) != {"types"}:
            raise RenderError("look: unexpected keys")
        card = _article(" or ".join(t.lower() for t in flt["types"])) + " card"
        return (
            f"look at the top X cards of your library, where X is {amount_text(n)}. You may "
            f"reveal {card} from among them and put it into your hand. Put the rest {rest}"
        )
    raise RenderError("look: unexpected keys")


EFFECT_TEXT = {"graves_look": _look_text}
