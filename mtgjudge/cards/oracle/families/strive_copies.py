"""Family: copies of several targets (the strive spells of Journey into Nyx).

* "Choose any number of target creatures you control. For each of them, put a token onto the
  battlefield that's a copy of that creature, except it has haste. Exile those tokens at the
  beginning of the next end step." (Twinflame) — ``{create_token_copy: each_target,
  keywords: [Haste]}``: one token for each target still legal (608.2b), each a copy of its
  copiable values (706.2) with haste as part of them (706.9a); then a delayed triggered
  ability (603.7) that exiles exactly those tokens (``that``: the objects the instruction before
  it created, 400.7).  The two sentences are read together: "those tokens" after anything
  else stays unread.
* "Choose a creature on the battlefield. Any number of target creatures you control each become
  a copy of that creature until end of turn." (Polymorphous Rush) — ``{become_copy: {one:
  {types: [Creature]}}, to: each_target, until: end_of_turn}``: the creature is chosen as the
  spell resolves (608.2d; no target, the answer ``pick``), the targets become copies of it in
  layer 1 (706.2, 613.1a) until end of turn (514.2).
"""

from __future__ import annotations

from typing import Any

from ..render import RenderError

GRAMMAR = r"""
%extend sentence: "choose" up_to_targets "." "for" "each" "of" "them" "," "put" "a" "token" "onto" "the" "battlefield" "that's" "a" "copy" "of" "that" "creature" "," "except" "it" "has" keyword_list "." "exile" "those" "tokens" "at" "the" "beginning" "of" "the" "next" "end" "step" "." -> strive_twinflame
%extend effect: "choose" "a" "creature" "on" "the" "battlefield" "." up_to_targets "each" "become" "a" "copy" "of" "that" "creature" until_eot -> strive_choose_become_copy
"""


def _unsupported(reason: str, rule: str) -> Exception:
    from ..semantics import Unsupported

    return Unsupported(reason, rule)


def strive_twinflame(builder: Any, c: list) -> list:
    from ..semantics import _each_target

    on, keywords = c
    _each_target(on)
    if not keywords or any(not isinstance(k, str) for k in keywords):
        raise _unsupported("копия с такой способностью", "706.9a")
    copy = {"create_token_copy": on, "keywords": list(keywords), "_text": "strive_copy_each"}
    exile = {"exile": "that", "_text": "strive_those_tokens"}
    delayed = {"delayed": {"at": "next_end_step", "effects": [exile], "_joins": []}}
    return [(".", copy), (".", delayed)]


def strive_choose_become_copy(builder: Any, c: list) -> dict:
    from ..semantics import _each_target

    on, until = c
    _each_target(on)
    return {
        "become_copy": {"one": {"types": ["Creature"]}},
        "to": on,
        "until": until,
        "_text": "strive_become_copy",
    }


RULES = {
    "strive_twinflame": strive_twinflame,
    "strive_choose_become_copy": strive_choose_become_copy,
}


def _plain(e: dict) -> set:
    return {k for k in e if not k.startswith("_")}


def copy_each_text(e: dict, ctx: Any) -> str:
    from ..render import _keywords

    if _plain(e) != {"create_token_copy", "keywords"} or e["create_token_copy"] != "each_target":
        raise RenderError("copy each")
    return (
        f"choose {ctx.obj('each_target')}. For each of them, put a token onto the battlefield "
        f"that's a copy of that creature, except it has {_keywords(e['keywords'])}"
    )


def those_tokens_text(e: dict, ctx: Any) -> str:
    if _plain(e) != {"exile"} or e["exile"] != "that":
        raise RenderError("those tokens")
    return "exile those tokens"


def become_copy_text(e: dict, ctx: Any) -> str:
    if (
        _plain(e) != {"become_copy", "to", "until"}
        or e["become_copy"] != {"one": {"types": ["Creature"]}}
        or e["to"] != "each_target"
        or e["until"] != "end_of_turn"
    ):
        raise RenderError("become copy")
    target = ctx.obj("each_target")
    return (
        f"choose a creature on the battlefield. {target[0].upper()}{target[1:]} each become a "
        "copy of that creature until end of turn"
    )


EFFECT_TEXT = {
    "strive_copy_each": copy_each_text,
    "strive_those_tokens": those_tokens_text,
    "strive_become_copy": become_copy_text,
}


# "Return target creature to its owner's hand. You put a token onto the battlefield that's a
# copy of that creature." (Supplant Form) — ``{create_token_copy: target, last_known: true}``:
# the creature has left the battlefield, so the token copies its copiable values as it last
# existed there (608.2g, 706.2); only right after the instruction that moved that target
GRAMMAR += r"""
%extend sentence: "you" "put" "a" "token" "onto" "the" "battlefield" "that's" "a" "copy" "of" "that" "creature" "." -> strive_you_put_copy
"""


def _amend_copy(previous: Any, effect: dict) -> list:
    from ..semantics import TargetRef

    if (
        not isinstance(previous, dict)
        or set(previous) != {"return_to_hand"}
        or not isinstance(previous["return_to_hand"], TargetRef)
        or previous["return_to_hand"].each
    ):
        raise _unsupported(
            "«a copy of that creature» не после «return target creature …»", "608.2g"
        )
    # "that creature": the target (the only one: the renderer refuses more, 115.1)
    copy = {"create_token_copy": "target", "last_known": True, "_text": "strive_you_put_copy"}
    return [previous, copy]


def strive_you_put_copy(builder: Any, c: list) -> list:
    return [(".", {"_amend": _amend_copy})]


RULES["strive_you_put_copy"] = strive_you_put_copy


def you_put_copy_text(e: dict, ctx: Any) -> str:
    ref = e.get("create_token_copy")
    if (
        _plain(e) != {"create_token_copy", "last_known"}
        or ref not in ("target", "that")
        or len(ctx.targets) != 1
    ):
        raise RenderError("you put a copy")
    return "you put a token onto the battlefield that's a copy of that creature"


EFFECT_TEXT["strive_you_put_copy"] = you_put_copy_text


# "Whenever CARDNAME attacks, put a token onto the battlefield that's a copy of another target
# attacking creature and that's tapped and attacking. Exile the token at end of combat."
# (Flamerush Rider) — ``{create_token_copy: target, tapped: true, attacking: true}`` (706.2;
# 508.4: attacking, but it never "attacked"), then a delayed triggered ability at end of combat
# (603.7, 511.2) that exiles that token; "Whenever enchanted creature attacks, you may put a
# token onto the battlefield that's a copy of that creature. Exile that token at end of combat."
# (Mirror Mockery) — both instructions are what the player may do (608.2d): declined, no token
# and nothing to exile.  The sentences are read together.
GRAMMAR += r"""
%extend sentence: "put" "a" "token" "onto" "the" "battlefield" "that's" "a" "copy" "of" target "and" CNT_TAPPED_ATTACKING "." "exile" "the" "token" "at" "end" "of" "combat" "." -> strive_copy_attacking
    | "you" "may" "put" "a" "token" "onto" "the" "battlefield" "that's" "a" "copy" "of" "that" "creature" "." "exile" "that" "token" "at" "end" "of" "combat" "." -> strive_may_copy_that
"""


def _exile_at_end_of_combat(word: str) -> dict:
    exile = {"exile": "that", "_text": "strive_the_token", "_word": word}
    return {"delayed": {"at": "end_of_combat", "effects": [exile], "_joins": []}}


def strive_copy_attacking(builder: Any, c: list) -> list:
    from ..semantics import TargetRef

    target, words = c
    if not isinstance(target, TargetRef) or str(words) != "that's tapped and attacking":
        raise _unsupported("копия такого объекта", "706.2")
    copy = {
        "create_token_copy": target,
        "tapped": True,
        "attacking": True,
        "_text": "strive_copy_attacking",
    }
    return [(".", copy), (".", _exile_at_end_of_combat("the token"))]


def strive_may_copy_that(builder: Any, c: list) -> list:
    from ..semantics import THAT

    copy = {"create_token_copy": THAT}
    return [(".", {"may": [copy, _exile_at_end_of_combat("that token")], "_text": "strive_may"})]


RULES["strive_copy_attacking"] = strive_copy_attacking
RULES["strive_may_copy_that"] = strive_may_copy_that


def copy_attacking_text(e: dict, ctx: Any) -> str:
    if _plain(e) != {"create_token_copy", "tapped", "attacking"} or not (
        e["tapped"] is True and e["attacking"] is True
    ):
        raise RenderError("copy attacking")
    return (
        f"put a token onto the battlefield that's a copy of {ctx.obj(e['create_token_copy'])} "
        "and that's tapped and attacking"
    )


def the_token_text(e: dict, ctx: Any) -> str:
    if _plain(e) != {"exile"} or e["exile"] != "that" or e.get("_word") not in WORDS:
        raise RenderError("the token")
    return f"exile {e['_word']}"


WORDS = ("the token", "that token")


def may_text(e: dict, ctx: Any) -> str:
    from ..render import effects_text

    if _plain(e) != {"may"} or len(e["may"]) != 2:
        raise RenderError("may copy")
    copy, delayed = e["may"]
    if _plain(copy) != {"create_token_copy"} or copy["create_token_copy"] != "that":
        raise RenderError("may copy")
    if _plain(delayed) != {"delayed"}:
        raise RenderError("may copy")
    later = effects_text([delayed], ctx, [])
    return f"you may put a token onto the battlefield that's a copy of that creature. {later[:-1]}"


EFFECT_TEXT["strive_copy_attacking"] = copy_attacking_text
EFFECT_TEXT["strive_the_token"] = the_token_text
EFFECT_TEXT["strive_may"] = may_text
