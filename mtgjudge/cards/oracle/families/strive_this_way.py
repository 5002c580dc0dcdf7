"""Family: a token for each permanent the instruction before it destroyed or exiled.

* "Destroy any number of target creatures. For each creature destroyed this way, its
  controller puts a 4/4 red Dragon creature token with flying onto the battlefield."
  (Descent of the Dragons), "Exile any number of target creatures. For each creature exiled
  this way, its controller puts a 4/4 blue Sphinx creature token with flying onto the
  battlefield." (Hour of Need), "Exile X target creatures. For each creature exiled this way,
  …" (Curse of the Swine) — ``{create_token: …, player: this_way_controllers, this_way:
  destroyed | exiled}``: one token for each object the instruction before it actually
  destroyed (701.6a: not an indestructible or regenerated one) or exiled (701.9a), under the
  control of the player who controlled that creature as it last existed on the battlefield
  (608.2g, 110.2).  The sentence must follow the instruction it speaks of ("destroyed" after
  "destroy", "exiled" after "exile", 608.2c); otherwise it is refused.
"""

from __future__ import annotations

from typing import Any

from ..render import RenderError

GRAMMAR = r"""
%extend sentence: "for" "each" "creature" strive_way_verb "this" "way" "," "its" "controller" "puts" number PT_PLAIN token_colors token_subtypes token_kind token_with? "onto" "the" "battlefield" "." -> strive_each_this_way
!strive_way_verb: "destroyed" | "exiled"
"""

# the instruction each participle speaks of
VERBS = {"destroyed": "destroy", "exiled": "exile"}


def _unsupported(reason: str, rule: str) -> Exception:
    from ..semantics import Unsupported

    return Unsupported(reason, rule)


def _amend(previous: Any, effect: dict) -> list:
    """The instruction before it (608.2c) must be the one it names, of one or more targets."""
    way = effect["this_way"]
    if not isinstance(previous, dict) or VERBS[way] not in previous:
        raise _unsupported(f"«for each creature {way} this way» не после такого указания", "608.2c")
    rest = set(previous) - {VERBS[way], "_text"}
    if rest or not _is_target(previous):
        raise _unsupported(f"«for each creature {way} this way» после такого указания", "608.2c")
    return [previous, {k: v for k, v in effect.items() if k != "_amend"}]


def _is_target(previous: dict) -> bool:
    from ..semantics import TargetRef

    value = next(iter(previous.values()))
    return isinstance(value, TargetRef)


def strive_each_this_way(builder: Any, c: list) -> list:
    verb = c[0]
    way = str(verb.children[0] if hasattr(verb, "children") else verb)
    token = builder.create_token(c[1:])
    if token.get("count", 1) != 1:
        raise _unsupported("несколько фишек за каждое существо", "110.5a")
    out = {
        **token,
        "player": "this_way_controllers",
        "this_way": way,
        "_text": "strive_each_this_way",
        "_amend": _amend,
    }
    return [(".", out)]


RULES = {"strive_each_this_way": strive_each_this_way}


def each_this_way_text(e: dict, ctx: Any) -> str:
    from ..render import effect_text

    if e.get("player") != "this_way_controllers" or e.get("this_way") not in VERBS:
        raise RenderError("this way")
    inner = {k: v for k, v in e.items() if k not in ("player", "this_way", "_text")}
    text = effect_text(inner, ctx)
    if not text.startswith("put a "):
        raise RenderError("this way token")
    return f"for each creature {e['this_way']} this way, its controller puts {text[len('put ') :]}"


EFFECT_TEXT = {"strive_each_this_way": each_this_way_text}
