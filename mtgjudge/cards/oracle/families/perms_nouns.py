"""Nouns and trigger conditions of permanents (issue 14, helper "perms"):

* "destroy target enchantment creature an opponent controls" (Leonin Iconoclast) — a creature
  that also has the card type named before it (205.2a: an object may have several card types;
  the target's kind is ``creature``, its filter ``types: [Enchantment]``);
* "Put a 3/3 colorless Golem enchantment artifact creature token onto the battlefield" (Hammer
  of Purphoros, 110.5b: the token's card types as the effect lists them);
* "sacrifice a permanent that's one or more colors" (Ugin's Construct, 105.2: a permanent that
  is not colorless; 701.14a: its controller chooses one of theirs);
* "Whenever a creature enters the battlefield under an opponent's control" (Illusory Gains,
  603.2, 603.6a: the engine's ``a_permanent_enters`` with ``controller: opponent``, from the
  point of view of the ability's controller);
* "Whenever a legendary creature enters the battlefield under your control" (Hero's Blade,
  205.4d: the supertype legendary) and "… you may attach CARDNAME to it" — "it" there is the
  permanent that entered (603.2; the engine's ``that``);
* "When CARDNAME enters the battlefield, an opponent gains control of it." (Akroan Horse) — the
  player ``an_opponent``: not a target, chosen by the controller as the ability resolves
  (608.2d); the control effect lasts indefinitely (613.1b).
"""

from __future__ import annotations

from typing import Any

GRAMMAR = r"""
%extend target_noun: "enchantment" creature_desc -> perms_tn_enchantment_creature
    | "artifact" creature_desc -> perms_tn_artifact_creature
%extend token_kind: "enchantment" "artifact" "creature" "token" -> perms_token_ench_artifact
    | "enchantment" "artifact" "creature" "tokens" -> perms_token_ench_artifact
%extend permanent_noun: perm_type_desc "that's" "one" "or" "more" "colors" -> perms_noun_colored
%extend trigger_event: "whenever" "a" creature_desc "enters" "the" "battlefield" "under" "an" "opponent's" "control" -> perms_ev_enters_opponents
%extend adjective: "legendary" -> perms_adj_legendary
%extend effect: "an" "opponent" "gains" "control" "of" "it" -> perms_an_opponent_gains_control
"""

ENTERS_OPPONENTS = "perms_enters_opponents"
OPPONENT_GAINS = "perms_an_opponent_gains_control"


def _typed_creature(card_type: str) -> Any:
    def rule(b: Any, c: list) -> dict:
        from ..semantics import Unsupported

        spec = dict(c[0])
        flt = dict(spec.get("filter", {}))
        if "types" in flt or spec.get("kind") != "creature":
            raise Unsupported(f"«{card_type.lower()} …» перед таким существительным", "205.2a")
        flt["types"] = [card_type]
        return {**spec, "filter": flt}

    return rule


def _colored_noun(b: Any, c: list) -> dict:
    """ "a permanent that's one or more colors" (105.2)."""
    spec = dict(c[0])
    out: dict[str, Any] = {"filter": {**spec.get("filter", {}), "colored": True}}
    if spec["kind"] != "permanent":
        out["types"] = [spec["kind"].capitalize()]
    return out


def _enters_opponents(b: Any, c: list) -> dict:
    from ..semantics import Unsupported

    flt = dict(c[0].get("filter", {}))
    if "controller" in flt:
        raise Unsupported("«… you control enters … under an opponent's control»", "603.2")
    return {
        "when": "a_permanent_enters",
        "of": {"types": ["Creature"], **flt, "controller": "opponent"},
        "_text": ENTERS_OPPONENTS,
    }


def _enters_opponents_text(trigger: dict) -> str:
    from ..render import RenderError, _article, noun_phrase, trigger_body

    of = dict(trigger.get("of", {}))
    if of.pop("types", None) != ["Creature"] or of.pop("controller", None) != "opponent":
        raise RenderError("enters under an opponent's control")
    head = (
        f"Whenever {_article(noun_phrase('creature', of))} enters the battlefield "
        "under an opponent's control"
    )
    return trigger_body(head, trigger)


def _opponent_gains(b: Any, c: list) -> dict:
    """ "an opponent gains control of it" (Akroan Horse): the controller chooses the opponent
    as it resolves (608.2d; not a target); layer 2 (613.1b), for good."""
    from ..semantics import IT

    return {"gain_control": IT, "player": "an_opponent", "_text": OPPONENT_GAINS}


def _opponent_gains_text(e: dict, ctx: Any) -> str:
    from ..render import RenderError

    if set(e) - {"gain_control", "player", "_text", "_it"} or e["player"] != "an_opponent":
        raise RenderError("an opponent gains control")
    if e["gain_control"] != "self" or "gain_control" not in e.get("_it", ()):
        raise RenderError("an opponent gains control of it")
    return "an opponent gains control of it"


RULES = {
    "perms_tn_enchantment_creature": _typed_creature("Enchantment"),
    "perms_tn_artifact_creature": _typed_creature("Artifact"),
    "perms_token_ench_artifact": lambda b, c: ["Enchantment", "Artifact", "Creature"],
    "perms_noun_colored": _colored_noun,
    "perms_ev_enters_opponents": _enters_opponents,
    "perms_adj_legendary": lambda b, c: {"supertypes": ["Legendary"]},
    "perms_an_opponent_gains_control": _opponent_gains,
}
TRIGGER_TEXT = {ENTERS_OPPONENTS: _enters_opponents_text}
EFFECT_TEXT = {OPPONENT_GAINS: _opponent_gains_text}
