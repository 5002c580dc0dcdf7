"""General templates of cards printed up to 2015-03-27 (issue 14, helper "general").

- **Clash** (701.20): "Clash with an opponent. If you win, …" — the engine's ``clash`` verb
  with its ``if_win`` instructions (701.20b–c).
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


EFFECT_TEXT = {"clash": _clash_text}


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


STATIC_TEXT = {"_general_arrest": _arrest_text}
