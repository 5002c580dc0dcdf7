"""General templates of cards printed up to 2015-03-27 (issue 14, helper "general").

- **Clash** (701.20): "Clash with an opponent. If you win, …" — the engine's ``clash`` verb
  with its ``if_win`` instructions (701.20b–c).
- **"… at end of combat"** (603.7, 511.2): a delayed triggered ability of the effect (the
  engine's ``delayed: {at: end_of_combat}``).
- **"Whenever CARDNAME deals combat damage to a creature"** (603.2c; "that creature" is the
  creature dealt damage).
- **"You may have CARDNAME assign its combat damage as though it weren't blocked."** (510.1b):
  a card-format word; the controller chooses it with ``assign: {ATTACKER: {player: POWER}}``.
- **"Attach CARDNAME to target creature [you control]"** (701.3a–c): the engine's ``attach``
  (an Equipment: 301.5c; an Aura: what it could enchant, 303.4, 702.16c).
- **"… was spent to cast it"** (601.2g): conditions ``mana_spent`` / ``mana_not_spent`` (the
  colours of mana spent to cast the spell, kept by the permanent it became) in "If {B} was
  spent to cast CARDNAME, …", "When …, if {R} was spent to cast it, …" and "sacrifice it
  unless {U} was spent to cast it".
- **Arrest** (602.5): "Enchanted creature can't attack or block, and its activated abilities
  can't be activated." and kin ("… unless they're mana abilities", "Enchanted creature's
  activated abilities can't be activated.", "… gets -1/-1, and its activated abilities …"):
  card-format words granted to the enchanted permanent, checked when an ability is activated
  (mana abilities too, also when paying a cost).
"""

from __future__ import annotations

from typing import Any

GRAMMAR = r"""
// 701.20b: "clash with an opponent. If you win, …" (the second sentence belongs to the clash)
%extend sentence: "clash" "with" "an" "opponent" "." "if" "you" "win" "," effect_chain "." -> general_clash

// 603.2: "Whenever CARDNAME deals combat damage to a creature, … that creature …"
%extend trigger_event: "whenever" CARDNAME "deals" "combat" "damage" "to" "a" "creature" -> general_ev_combat_damage_creature

// 603.2: blocking events of the source with the other creature ("that creature")
%extend trigger_event: "when" CARDNAME "blocks" -> general_ev_when_blocks
    | "when" CARDNAME "attacks" -> general_ev_when_attacks
    | "whenever" CARDNAME "blocks" ("a" | "an") creature_desc -> general_ev_blocks_a
    | "whenever" CARDNAME "becomes" "blocked" "by" ("a" | "an") creature_desc -> general_ev_blocked_by
    | "whenever" CARDNAME "blocks" "or" "becomes" "blocked" "by" ("a" | "an") creature_desc -> general_ev_blocks_or_blocked_by
    | "when" CARDNAME "blocks" ("a" | "an") creature_desc -> general_ev_blocks_a_when
    | "when" CARDNAME "becomes" "blocked" "by" ("a" | "an") creature_desc -> general_ev_blocked_by_when
    | "when" CARDNAME "blocks" "or" "becomes" "blocked" "by" ("a" | "an") creature_desc -> general_ev_blocks_or_blocked_by_when

// 603.2: damage to a player, the draw step (504.2); 603.4: "if CARDNAME is [un]tapped"
%extend trigger_event: "whenever" CARDNAME "deals" "damage" "to" "a" "player" -> general_ev_damage_player
    | "at" "the" "beginning" "of" "your" "draw" "step" -> general_ev_your_draw_step
    | "at" "the" "beginning" "of" "each" "player's" "draw" "step" -> general_ev_each_draw_step
    | "whenever" "a" creature_desc "dealt" "damage" "by" CARDNAME "this" "turn" "dies" -> general_ev_damaged_dies
    | "whenever" CARDNAME "attacks" "and" "isn't" "blocked" -> general_ev_unblocked
    | "whenever" CARDNAME "and" "at" "least" "two" "other" "creatures" "attack" -> general_ev_battalion
%extend trigger_if: "if" CARDNAME "is" "tapped" -> general_if_tapped
    | "if" CARDNAME "is" "untapped" -> general_if_untapped
// 504.2: "draw an additional card" in a draw step's trigger (an ordinary draw, 120)
%extend effect: "draw" "an" "additional" "card" -> general_draw_additional
    | "draw" numword "additional" "cards" -> general_draw_additional_n

// 603.7, 511.2: a delayed triggered ability "at end of combat"
%extend sentence: effect_chain "at" "end" "of" "combat" "." -> general_delayed_eoc_after
    | "at" "end" "of" "combat" "," effect_chain "." -> general_delayed_eoc_before

// 510.1b: "You may have CARDNAME assign its combat damage as though it weren't blocked."
%extend static_sentence: "you" "may" "have" CARDNAME "assign" "its" "combat" "damage" "as" "though" "it" "weren't" "blocked" -> general_as_unblocked

// 701.3a: "Attach CARDNAME to target creature [you control]" (an Equipment or an Aura)
%extend effect: "attach" CARDNAME "to" object -> general_attach

// 601.2g: "if {R} was spent to cast it", "unless {U} was spent to cast it" (the colours of
// mana spent to cast the spell or the permanent it became)
%extend condition: MANA "was" "spent" "to" "cast" CARDNAME -> general_cond_spent_self
%extend trigger_if: "if" MANA "was" "spent" "to" "cast" "it" -> general_if_spent
%extend unless_pay: "sacrifice" "it" "unless" MANA "was" "spent" "to" "cast" "it" -> general_sac_unless_spent

// small instructions the engine already plays: extra turns (500.7), requirements and
// permissions of this turn (508.1d, 509.1b), "tap or untap" (701.17), switching power and
// toughness of a target (613.3e), a card of one's graveyard and a creature one controls back
// to the hand (608.2d: chosen on resolution)
%extend effect: object "attacks" "this" "turn" "if" "able" -> general_attacks_this_turn
    | CARDNAME "can" "block" "an" "additional" "creature" "this" "turn" -> general_block_additional
    | "tap" "or" "untap" object -> general_tap_or_untap
    | "switch" "target" "creature's" "power" "and" "toughness" "until" "end" "of" "turn" -> general_switch_target
    | "return" ("a" | "an") creature_desc "to" "its" "owner's" "hand" -> general_bounce_creature
    | "remove" object "from" "combat" -> general_remove_from_combat
    | "remove" number PT counter_word "from" object -> general_remove_counters
    | "look" "at" "target" "player's" "hand" -> general_look_at_hand
    | "look" "at" "target" "opponent's" "hand" -> general_look_at_opponents_hand
    | object "becomes" "colorless" "until" "end" "of" "turn" -> general_colorless
    | "destroy" "all" SUBTYPE_PL -> general_destroy_all_subtype
// "you may have X do Y" (608.2d: the controller chooses whether X does it)
%extend effect: "you" "may" "have" source "deal" amount "damage" "to" recipient -> general_have_damage
    | "you" "may" "have" object "get" PT until_eot -> general_have_pump
    | "you" "may" "have" object "gain" keyword_list until_eot -> general_have_grant
%extend unless_cost: "discard" number "card" "at" "random" -> general_uc_discard_random
%extend from_graveyard: "return" "target" "card" "from" "your" "graveyard" "to" "your" "hand" -> general_gy_card_to_hand

// 509.1c: Lure — "All creatures able to block CARDNAME / enchanted creature do so."
%extend effect: "all" "creatures" "able" "to" "block" object "this" "turn" "do" "so" -> general_lure_this_turn

// 205.3: "a non-Wall creature", "a non-Lair land" (any creature or land without that subtype)
NON_SUBTYPE.3: /non-(?:__SUBTYPES__)(?![a-z’'-])/
%extend adjective: NON_SUBTYPE -> general_adj_non_subtype

// 602.5: Arrest and kin
%extend static_sentence: affected_one "can't" "attack" "or" "block" "," "and" general_no_act -> general_arrest
    | "enchanted" general_host "can't" "attack" "or" "block" "," "and" general_no_act -> general_arrest_host
    | affected_one "can't" "block" "," "and" general_no_act -> general_block_no_act
    | affected_one "gets" PT "," "and" general_no_act -> general_pt_no_act
    | "enchanted" enchanted_poss "activated" "abilities" "can't" "be" "activated" -> general_poss_no_act
!general_host: "permanent" | "artifact"
general_no_act: "its" "activated" "abilities" "can't" "be" "activated" -> general_no_act_all
    | "its" "activated" "abilities" "can't" "be" "activated" "unless" "they're" "mana" "abilities" -> general_no_act_but_mana
"""


def _clash(builder: Any, c: list) -> list:
    """ "Clash with an opponent. If you win, EFFECTS." (701.20b): the instructions after "If you
    win" happen only if this player won the clash (701.20c)."""
    inner = builder.sentences([c[0]])
    return [(".", {"clash": "opponent", "if_win": inner.effects, "_win_joins": inner.joins})]


NO_ACTIVATION = "Its activated abilities can't be activated"
NO_ACTIVATION_BUT_MANA = "Its activated abilities can't be activated unless they're mana abilities"
ENCHANTED = {"enchanted": True}


def _arrest(words: list, no_act: str, host: str) -> list:
    return [{"grant": [*words, no_act], "affects": ENCHANTED, "_general_arrest": host}]


def _pt_no_act(builder: Any, c: list) -> list:
    from ..semantics import _modify_pt

    pt = _modify_pt(ENCHANTED, c[1])
    return [{**pt, "_general_arrest": "creature"}, {"grant": [c[2]], "affects": ENCHANTED}]


def _attach(builder: Any, c: list) -> dict:
    """ "Attach CARDNAME to target creature you control" (701.3a).  "Attach CARDNAME to it":
    "it" is not the card itself (the compiler does not count the subject "CARDNAME" of
    ``attach`` as a mention of the source) — it is the object of the trigger event (603.2),
    or refused where there is none."""
    return {"attach": "self", "to": c[-1]}


def _spent_color(token: Any) -> str:
    """ "{U}" → "U": one coloured mana symbol (601.2g); anything else is refused."""
    from ..semantics import Unsupported

    text = str(token).upper()
    if len(text) != 3 or text[1] not in "WUBRG":
        raise Unsupported(f"«{text} was spent»: не один символ цветной маны", "601.2g")
    return text[1]


def _sac_unless_spent(builder: Any, c: list) -> dict:
    """ "When CARDNAME enters the battlefield, sacrifice it unless {U} was spent to cast it."
    (the verb is read from the first key: ``_general_unless_spent`` is the renderer's)."""
    from ..semantics import IT

    return {
        "_general_unless_spent": True,
        "sacrifice": IT,
        "if": {"mana_not_spent": _spent_color(c[-1])},
    }


MUST_ATTACK = "Attacks each combat if able"
LURE = "All creatures able to block it do so"
BLOCK_ADDITIONAL = "Can block an additional creature"


def _this_turn(word: str, to: Any) -> dict:
    """A requirement or permission of this turn (508.1d, 509.1b): the card-format word granted
    until end of turn (the first key names the renderer)."""
    return {"_general_this_turn": True, "grant": [word], "to": to, "until": "end_of_turn"}


def _switch_target(builder: Any, c: list) -> dict:
    from ..semantics import TargetRef

    return {
        "_general_switch": True,
        "become": {"switch_pt": True},
        "to": TargetRef({"kind": "creature"}),
        "until": "end_of_turn",
    }


def _gy_card_to_hand(builder: Any, c: list) -> dict:
    """ "Return target card from your graveyard to your hand" (any card: 115.1, 400.7)."""
    from ..semantics import TargetRef

    spec = {"kind": "card_in_graveyard", "filter": {"controller": "you"}}
    return {"return_to_hand": TargetRef(spec)}


def _bounce_creature(builder: Any, c: list) -> dict:
    """ "Return a creature you control to its owner's hand" (608.2d: chosen as it resolves,
    not targeted; answer ``pick``)."""
    from ..semantics import Unsupported

    spec = next(x for x in c if isinstance(x, dict))
    flt = dict(spec.get("filter", {}))
    if flt.get("controller") != "you":
        raise Unsupported("«return a creature …»: не своё существо", "608.2d")
    return {"return_to_hand": {"one": {"types": ["Creature"], **flt}}}


def _additional(n: Any, player: Any) -> dict:
    """ "that player draws an additional card" (an ordinary draw: 120.1; "additional" only
    says it comes after the draw step's own, 504.1)."""
    from ..semantics import NUMBER_WORDS

    count = NUMBER_WORDS[str(n)] if str(n) in NUMBER_WORDS else int(n)
    out: dict[str, Any] = {"_general_additional": True, "draw": count}
    if player is not None:
        out["player"] = player
    return out


def _have(effect: dict) -> dict:
    """ "you may have target creature get +2/+0 until end of turn": the instruction is what
    the player may do (the first key names the renderer)."""
    return {"_general_have": True, "may": [effect]}


def _non_subtype(builder: Any, c: list) -> dict:
    from ..semantics import _subtype_name

    return {"not_subtypes": [_subtype_name(str(c[0])[len("non-") :])]}


def _remove_counters(builder: Any, c: list) -> dict:
    """ "remove a +1/+1 counter from it" (121.1; as many as there are, 609.3)."""
    from ..semantics import _pt

    n, pt, obj = c[0], c[1], c[-1]
    power, toughness = _pt(pt)
    kind = f"{power:+d}/{toughness:+d}"
    return {"remove_counters": {"kind": kind, "n": n}, "on": obj}


def _look_at_hand(kind: str) -> dict:
    from ..semantics import TargetRef

    return {"look_at_hand": TargetRef({"kind": kind})}


def _destroy_all_subtype(builder: Any, c: list) -> dict:
    """ "Destroy all Islands." (a land subtype, 205.3i; plurals as in the grammar)."""
    from ..semantics import PLURALS, _subtype_name

    return {
        "_general_destroy_subtype": True,
        "destroy_all": {"subtypes": [_subtype_name(PLURALS[str(c[0])])]},
    }


def _discard_random(builder: Any, c: list) -> str:
    from ..semantics import Unsupported

    if c[0] != 1:
        raise Unsupported("сбросить несколько карт наугад вместо стоимости", "117.12")
    return "Discard a card at random"


def _blocking(when: str, or_when: str | None, c: list, word: str = "Whenever") -> dict:
    """ "Whenever CARDNAME blocks or becomes blocked by a nonblack creature" (603.2: once for
    each such creature; ``of`` filters the other creature, "that creature")."""
    spec = next(x for x in c if isinstance(x, dict))
    out: dict[str, Any] = {"when": when, "of": dict(spec.get("filter", {})), "_word": word}
    if or_when:
        out["_or_when"] = or_when
    return out


RULES = {
    "general_clash": _clash,
    "general_no_act_all": lambda b, c: NO_ACTIVATION,
    "general_no_act_but_mana": lambda b, c: NO_ACTIVATION_BUT_MANA,
    "general_arrest": lambda b, c: _arrest(["Can't attack", "Can't block"], c[1], "creature"),
    "general_arrest_host": lambda b, c: _arrest(["Can't attack", "Can't block"], c[1], c[0]),
    "general_block_no_act": lambda b, c: _arrest(["Can't block"], c[1], "creature"),
    "general_pt_no_act": _pt_no_act,
    "general_poss_no_act": lambda b, c: _arrest([], NO_ACTIVATION, c[0]),
    "general_host": lambda b, c: str(c[0]),
    "general_have_damage": lambda b, c: _have(b.damage(c)),
    "general_have_pump": lambda b, c: _have(b.pump(c)),
    "general_have_grant": lambda b, c: _have(b.grant(c)),
    "general_adj_non_subtype": _non_subtype,
    "general_remove_from_combat": lambda b, c: {"remove_from_combat": c[0]},
    "general_remove_counters": _remove_counters,
    "general_look_at_hand": lambda b, c: _look_at_hand("player"),
    "general_look_at_opponents_hand": lambda b, c: _look_at_hand("opponent"),
    "general_colorless": lambda b, c: {
        "_general_colorless": True,
        "become": {"set_colors": []},
        "to": c[0],
        "until": "end_of_turn",
    },
    "general_destroy_all_subtype": _destroy_all_subtype,
    "general_uc_discard_random": _discard_random,
    "general_lure_this_turn": lambda b, c: _this_turn(LURE, c[-1]),
    "general_attacks_this_turn": lambda b, c: _this_turn(MUST_ATTACK, c[0]),
    "general_block_additional": lambda b, c: _this_turn(BLOCK_ADDITIONAL, "self"),
    "general_tap_or_untap": lambda b, c: {"tap_or_untap": c[-1]},
    "general_switch_target": _switch_target,
    "general_bounce_creature": _bounce_creature,
    "general_gy_card_to_hand": _gy_card_to_hand,
    "general_cond_spent_self": lambda b, c: {"mana_spent": _spent_color(c[0])},
    "general_if_spent": lambda b, c: {"mana_spent": _spent_color(c[0])},
    "general_sac_unless_spent": _sac_unless_spent,
    "general_attach": _attach,
    "general_as_unblocked": lambda b, c: [
        {"keyword": "You may have it assign its combat damage as though it weren't blocked"}
    ],
    "general_ev_damage_player": lambda b, c: {"when": "deals_damage_to_player"},
    "general_ev_your_draw_step": lambda b, c: {"when": "your_draw_step"},
    "general_ev_unblocked": lambda b, c: {"when": "attacks_and_isnt_blocked"},
    "general_ev_battalion": lambda b, c: {"when": "attacks_with_two_others"},
    "general_pl_defending": lambda b, c: "defending_player",
    "general_ev_damaged_dies": lambda b, c: {
        "when": "dealt_damage_by_self_dies",
        "of": dict(c[0].get("filter", {})),
    },
    "general_ev_each_draw_step": lambda b, c: {"when": "each_draw_step"},
    "general_if_tapped": lambda b, c: {"source_tapped": True},
    "general_if_untapped": lambda b, c: {"source_untapped": True},
    "general_draw_additional": lambda b, c: _additional(1, None),
    "general_draw_additional_n": lambda b, c: _additional(c[0], None),
    "general_ev_when_blocks": lambda b, c: {"when": "blocks", "_word": "When"},
    "general_ev_when_attacks": lambda b, c: {"when": "attacks", "_word": "When"},
    "general_ev_blocks_a": lambda b, c: _blocking("blocks_a_creature", None, c),
    "general_ev_blocked_by": lambda b, c: _blocking("becomes_blocked_by", None, c),
    "general_ev_blocks_or_blocked_by": lambda b, c: _blocking(
        "blocks_a_creature", "becomes_blocked_by", c
    ),
    "general_ev_blocks_a_when": lambda b, c: _blocking("blocks_a_creature", None, c, "When"),
    "general_ev_blocked_by_when": lambda b, c: _blocking("becomes_blocked_by", None, c, "When"),
    "general_ev_blocks_or_blocked_by_when": lambda b, c: _blocking(
        "blocks_a_creature", "becomes_blocked_by", c, "When"
    ),
    "general_delayed_eoc_after": lambda b, c: b._delayed(c[0], "end_of_combat", before=False),
    "general_delayed_eoc_before": lambda b, c: b._delayed(c[0], "end_of_combat", before=True),
    "general_ev_combat_damage_creature": lambda b, c: {"when": "deals_combat_damage_to_creature"},
}


def _clash_text(e: dict, ctx: Any) -> str:
    from ..render import RenderError, _uncapital, effects_text

    if set(e) - {"clash", "if_win", "_win_joins"} or e["clash"] != "opponent":
        raise RenderError("clash")
    inner = effects_text(list(e["if_win"]), ctx, list(e.get("_win_joins", ())))
    if inner.count(". ") or not inner.endswith("."):
        raise RenderError("clash: if you win")
    return f"clash with an opponent. If you win, {_uncapital(inner)[:-1]}"


def _attach_text(e: dict, ctx: Any) -> str:
    from ..render import RenderError

    if set(e) - {"attach", "to", "_it", "_that"} or e["attach"] != "self" or e["to"] == "self":
        raise RenderError("attach")
    return f"attach {ctx.obj('self')} to {ctx.obj(e['to'])}"


def _unless_spent_text(e: dict, ctx: Any) -> str:
    from ..render import RenderError

    cond = e.get("if", {})
    if (
        set(e) - {"_general_unless_spent", "sacrifice", "if", "_it"}
        or e["sacrifice"] != "self"
        or "self" not in ctx.it
        or set(cond) != {"mana_not_spent"}
    ):
        raise RenderError("sacrifice unless spent")
    return f"sacrifice it unless {{{cond['mana_not_spent']}}} was spent to cast it"


def _this_turn_text(e: dict, ctx: Any) -> str:
    from ..render import RenderError

    if (
        set(e) - {"_general_this_turn", "grant", "to", "until", "_it", "_that"}
        or e.get("until") != "end_of_turn"
    ):
        raise RenderError("this turn")
    (word,) = e["grant"]
    subject = ctx.obj(e["to"])
    if word == MUST_ATTACK:
        verb = "attack" if subject.startswith(("those ", "all ")) else "attacks"
        return f"{subject} {verb} this turn if able"
    if word == LURE:
        return f"all creatures able to block {subject} this turn do so"
    if word == BLOCK_ADDITIONAL and e["to"] == "self":
        return f"{subject} can block an additional creature this turn"
    raise RenderError("this turn")


def _tap_or_untap_text(e: dict, ctx: Any) -> str:
    from ..render import RenderError

    if set(e) - {"tap_or_untap", "_it", "_that"}:
        raise RenderError("tap or untap")
    return f"tap or untap {ctx.obj(e['tap_or_untap'])}"


def _switch_text(e: dict, ctx: Any) -> str:
    from ..render import RenderError

    if set(e) != {"_general_switch", "become", "to", "until"} or e["to"] != "target":
        raise RenderError("switch")
    if e["become"] != {"switch_pt": True} or e["until"] != "end_of_turn":
        raise RenderError("switch")
    target = ctx.obj("target")
    if target != "target creature":
        raise RenderError("switch")
    return "switch target creature's power and toughness until end of turn"


def _additional_text(e: dict, ctx: Any) -> str:
    from ..render import RenderError, number_word

    if set(e) - {"_general_additional", "draw", "player"} or not isinstance(e["draw"], int):
        raise RenderError("additional")
    n = e["draw"]
    cards = "an additional card" if n == 1 else f"{number_word(n)} additional cards"
    if "player" not in e:
        return f"draw {cards}"
    return f"{ctx.obj(e['player'])} draws {cards}"


def _draw_step_text(trigger: dict) -> str:
    from ..render import CONDITION_TEXT, RenderError, _uncapital, ability_text

    head = {
        "your_draw_step": "At the beginning of your draw step",
        "each_draw_step": "At the beginning of each player's draw step",
    }[trigger["when"]]
    if set(trigger) - {"when", "if", "targets", "effects", "_joins"}:
        raise RenderError("draw step trigger")
    if "if" in trigger:
        ((key, value),) = dict(trigger["if"]).items()
        if key not in CONDITION_TEXT:
            raise RenderError(key)
        head += ", " + CONDITION_TEXT[key](value)
    body = ability_text(
        {k: v for k, v in trigger.items() if k in ("targets", "effects", "_joins")},
        False,
        named_before="if" in trigger,
    )
    return f"{head}, {_uncapital(body)}"


def _damage_player_text(trigger: dict) -> str:
    from ..render import CARDNAME, RenderError, _uncapital, ability_text

    if set(trigger) - {"when", "targets", "effects", "_joins"}:
        raise RenderError("damage to a player")
    body = ability_text(
        {k: v for k, v in trigger.items() if k in ("targets", "effects", "_joins")}, True
    )
    return f"Whenever {CARDNAME} deals damage to a player, {_uncapital(body)}"


def _remove_counters_text(e: dict, ctx: Any) -> str:
    from ..render import RenderError, number_word

    spec = e["remove_counters"]
    if set(e) - {"remove_counters", "on", "_it", "_that"} or set(spec) != {"kind", "n"}:
        raise RenderError("remove counters")
    n = spec["n"]
    if not isinstance(n, int):
        raise RenderError("remove counters")
    counters = "a" if n == 1 else number_word(n)
    noun = "counter" if n == 1 else "counters"
    return f"remove {counters} {spec['kind']} {noun} from {ctx.obj(e['on'])}"


def _remove_from_combat_text(e: dict, ctx: Any) -> str:
    from ..render import RenderError

    if set(e) - {"remove_from_combat", "_it", "_that"}:
        raise RenderError("remove from combat")
    return f"remove {ctx.obj(e['remove_from_combat'])} from combat"


def _look_at_hand_text(e: dict, ctx: Any) -> str:
    from ..render import RenderError

    if set(e) != {"look_at_hand"} or not str(e["look_at_hand"]).startswith("target"):
        raise RenderError("look at hand")
    whose = ctx.obj(e["look_at_hand"])  # "target player" / "target opponent"
    return f"look at {whose}'s hand"


def _colorless_text(e: dict, ctx: Any) -> str:
    from ..render import RenderError

    if set(e) - {"_general_colorless", "become", "to", "until", "_it", "_that"}:
        raise RenderError("colorless")
    if e["become"] != {"set_colors": []} or e["until"] != "end_of_turn":
        raise RenderError("colorless")
    return f"{ctx.obj(e['to'])} becomes colorless until end of turn"


def _destroy_subtype_text(e: dict, ctx: Any) -> str:
    from ..render import RenderError
    from ..semantics import PLURALS

    flt = e["destroy_all"]
    if set(e) != {"_general_destroy_subtype", "destroy_all"} or set(flt) != {"subtypes"}:
        raise RenderError("destroy all subtype")
    (name,) = flt["subtypes"]
    plural = next(p for p, one in PLURALS.items() if one == name.lower())
    return f"destroy all {name[:1]}{plural[1:]}"


BASE_FORMS = {
    "deals": "deal",
    "gets": "get",
    "gains": "gain",
    "discards": "discard",
    "loses": "lose",
}


def _have_text(e: dict, ctx: Any) -> str:
    """ "you may have CARDNAME deal 1 damage to target player": the instruction's own words
    with its verb in the base form."""
    import re

    from ..render import RenderError, effect_text

    if set(e) != {"_general_have", "may"} or len(e["may"]) != 1:
        raise RenderError("may have")
    inner = effect_text(e["may"][0], ctx)
    words = "|".join(BASE_FORMS)
    found = re.search(rf" ({words}) ", inner)
    if found is None:
        raise RenderError("may have")
    head, tail = inner[: found.start()], inner[found.end() :]
    return f"you may have {head} {BASE_FORMS[found.group(1)]} {tail}"


EFFECT_TEXT = {
    "_general_have": _have_text,
    "_general_destroy_subtype": _destroy_subtype_text,
    "remove_counters": _remove_counters_text,
    "remove_from_combat": _remove_from_combat_text,
    "look_at_hand": _look_at_hand_text,
    "_general_colorless": _colorless_text,
    "_general_additional": _additional_text,
    "_general_switch": _switch_text,
    "_general_this_turn": _this_turn_text,
    "tap_or_untap": _tap_or_untap_text,
    "clash": _clash_text,
    "attach": _attach_text,
    "_general_unless_spent": _unless_spent_text,
}


def _spent_condition_text(color: str) -> str:
    """ "{R} was spent to cast CARDNAME"."""
    from ..render import CARDNAME

    return f"{{{color}}} was spent to cast {CARDNAME}"


CONDITION_TEXT = {"mana_spent": _spent_condition_text}


def _arrest_text(entries: list) -> str:
    """The static line of an Arrest-like Aura (602.5)."""
    from ..render import RenderError, pt_text

    first = entries[0]
    host = first["_general_arrest"]
    if host.endswith("'s"):  # "Enchanted creature's activated abilities can't be activated."
        if len(entries) != 1 or first["grant"] != [NO_ACTIVATION]:
            raise RenderError("arrest")
        return f"Enchanted {host} activated abilities can't be activated."
    subject = f"Enchanted {host}"
    if "modify_pt" in first:
        if len(entries) != 2 or entries[1]["grant"] != [NO_ACTIVATION]:
            raise RenderError("arrest")
        pt = pt_text(first["modify_pt"]["power"], first["modify_pt"]["toughness"])
        return f"{subject} gets {pt}, and its activated abilities can't be activated."
    if len(entries) != 1 or first["affects"] != ENCHANTED:
        raise RenderError("arrest")
    *words, last = first["grant"]
    restriction = {
        ("Can't attack", "Can't block"): "can't attack or block",
        ("Can't block",): "can't block",
    }.get(tuple(words))
    if restriction is None or last not in (NO_ACTIVATION, NO_ACTIVATION_BUT_MANA):
        raise RenderError("arrest")
    tail = " unless they're mana abilities" if last == NO_ACTIVATION_BUT_MANA else ""
    return f"{subject} {restriction}, and its activated abilities can't be activated{tail}."


def _lure_text(entries: list) -> str:
    from ..render import RenderError

    (entry,) = entries
    host = {
        (("enchanted", True),): "enchanted creature",
        (("equipped", True),): "equipped creature",
    }.get(tuple(sorted(entry["affects"].items())))
    if (
        host is None
        or entry["grant"] != [LURE]
        or set(entry) - {"grant", "affects", "_general_lure"}
    ):
        raise RenderError("lure")
    return f"All creatures able to block {host} do so."


STATIC_TEXT = {"_general_arrest": _arrest_text, "_general_lure": _lure_text}


def _blocking_text(trigger: dict) -> str:
    """The head "Whenever CARDNAME blocks [or becomes blocked by] a … creature" and the
    instructions."""
    from ..render import CARDNAME, RenderError, _article, _uncapital, ability_text, noun_phrase

    when, or_when = trigger["when"], trigger.get("_or_when")
    if (when, or_when) == ("blocks_a_creature", "becomes_blocked_by"):
        verb = "blocks or becomes blocked by"
    elif or_when is None:
        verb = {"blocks_a_creature": "blocks", "becomes_blocked_by": "becomes blocked by"}[when]
    else:
        raise RenderError("blocking either")
    if set(trigger) - {"when", "of", "_or_when", "_word", "targets", "effects", "_joins"}:
        raise RenderError("blocking trigger")
    word = trigger.get("_word", "Whenever")
    creature = _article(noun_phrase("creature", dict(trigger.get("of", {}))))
    body = ability_text(
        {k: v for k, v in trigger.items() if k in ("targets", "effects", "_joins")}, True
    )
    return f"{word} {CARDNAME} {verb} {creature}, {_uncapital(body)}"


def _damaged_dies_text(trigger: dict) -> str:
    from ..render import CARDNAME, RenderError, _uncapital, ability_text, noun_phrase

    if set(trigger) - {"when", "of", "targets", "effects", "_joins"}:
        raise RenderError("dealt damage by")
    creature = noun_phrase("creature", dict(trigger.get("of", {})))
    body = ability_text(
        {k: v for k, v in trigger.items() if k in ("targets", "effects", "_joins")}, True
    )
    return f"Whenever a {creature} dealt damage by {CARDNAME} this turn dies, {_uncapital(body)}"


def _attack_text(trigger: dict) -> str:
    from ..render import CARDNAME, RenderError, _uncapital, ability_text

    if set(trigger) - {"when", "targets", "effects", "_joins"}:
        raise RenderError("attack trigger")
    head = {
        "attacks_and_isnt_blocked": f"Whenever {CARDNAME} attacks and isn't blocked",
        "attacks_with_two_others": f"Whenever {CARDNAME} and at least two other creatures attack",
    }[trigger["when"]]
    body = ability_text(
        {k: v for k, v in trigger.items() if k in ("targets", "effects", "_joins")}, True
    )
    return f"{head}, {_uncapital(body)}"


TRIGGER_TEXT = {
    "attacks_and_isnt_blocked": _attack_text,
    "attacks_with_two_others": _attack_text,
    "dealt_damage_by_self_dies": _damaged_dies_text,
    "blocks_a_creature": _blocking_text,
    "becomes_blocked_by": _blocking_text,
    "your_draw_step": _draw_step_text,
    "each_draw_step": _draw_step_text,
    "deals_damage_to_player": _damage_player_text,
}
