"""Static restrictions and permissions of attacking and blocking (helper "combat", branch 2;
508.1c, 509.1b, 609.4, 611.3a):

* "Enchanted creature can't be blocked except by Walls." / "Equipped creature can't be
  blocked by …" — the card format's words ``Can't be blocked except by QUALITY`` /
  ``Can't be blocked by QUALITY`` granted to the object the source is attached to (the same
  qualities as the card's own restriction: ``cards/blockers.py``);
* "As long as CARDNAME is monstrous, it has trample and can attack as though it didn't have
  defender." / "As long as CARDNAME is enchanted, it can attack as though it didn't have
  defender." — the word ``Can attack as though it didn't have defender`` (609.4: only the rule
  of defender, 702.3b, is set aside), under a condition of the card itself; "CARDNAME is
  enchanted": an Aura is attached to it (303.4b), checked continuously (611.3a);
* "Each creature you control can block an additional creature." — the word ``Can block an
  additional creature`` (509.1b) granted to a group;
* "CARDNAME can't attack alone." / "… can't block alone." / "… can't attack or block alone." /
  "Enchanted creature gets +1/+1 and can't attack alone." — restrictions on the whole
  declaration (506.5, 508.1c, 509.1b; :mod:`mtgjudge.engine.alone`);
* "CARDNAME can't block unless you control another Minotaur." / "CARDNAME can't attack unless
  there is a Mountain on the battlefield." — a restriction with a condition (508.1c, 509.1b),
  the same as the word ``Can't block`` / ``Can't attack`` the card has as long as the condition
  is not met (611.3a: checked continuously, so when attackers or blockers are declared):
  conditions ``you_control_none`` (another: not the card itself) and ``none_on_battlefield``;
* Auras that change what the permanent is: "Enchanted creature has base power and toughness
  0/2." (``set_pt``, layer 7b, 613.3b), "Enchanted artifact is a creature with base power and
  toughness 5/5 in addition to its other types." (``add_types`` and ``set_pt``), "Enchanted
  land is every basic land type in addition to its other types." (``add_subtypes``, layer 4;
  305.7: it gains the basic land types' mana abilities).
"""

from __future__ import annotations

from typing import Any

GRAMMAR = r"""
%extend static_sentence: affected_one "can't" "be" "blocked" "except" "by" gc_blockers -> combat2_one_except_by
                       | affected_one "can't" "be" "blocked" "by" gc_blockers -> combat2_one_by
                       | "it" "has" keyword_list AND_CAN_ATTACK "as" "though" "it" "didn't" "have" "defender" -> combat2_it_has_despite_defender
                       | "it" "can" "attack" "as" "though" "it" "didn't" "have" "defender" -> combat2_it_despite_defender
                       | "each" "creature" "you" "control" "can" "block" "an" "additional" "creature" -> combat2_each_block_additional
                       | CARDNAME "can't" "attack" "alone" -> combat2_self_cant_attack_alone
                       | CARDNAME "can't" "block" "alone" -> combat2_self_cant_block_alone
                       | CARDNAME "can't" "attack" "or" "block" "alone" -> combat2_self_cant_attack_or_block_alone
                       | affected_one "gets" PT "and" "can't" "attack" "alone" -> combat2_pt_cant_attack_alone
                       | affected_one "has" "base" "power" "and" "toughness" PT_PLAIN -> combat2_base_pt
                       | "enchanted" "artifact" "is" "a" "creature" "with" "base" "power" "and" "toughness" PT_PLAIN "in" "addition" "to" "its" "other" "types" -> combat2_ensoul
                       | "enchanted" "land" "is" "every" "basic" "land" "type" "in" "addition" "to" "its" "other" "types" -> combat2_every_basic
                       // the verb written out: "can't attack unless defending player …" is shared (LALR)
                       | CARDNAME "can't" "attack" "unless" combat2_unless -> combat2_unless_attack
                       | CARDNAME "can't" "block" "unless" combat2_unless -> combat2_unless_block
                       | CARDNAME "can't" "attack" "or" "block" "unless" combat2_unless -> combat2_unless_attack_or_block
                       // after "As long as CARDNAME is …,": the card itself
                       | "it" "gets" PT -> combat2_it_gets
                       | "it" "gets" PT "and" "has" keyword_list -> combat2_it_gets_has
                       | "enchanted" "land" "is" ("a" | "an") SUBTYPE -> combat2_land_is
                       | CARDNAME "can't" "block" "and" "can't" "be" "blocked" -> combat2_cant_block_unblockable
                       | CARDNAME "must" "be" "blocked" "if" "able" -> combat2_must_be_blocked
                       | "all" "creatures" "able" "to" "block" CARDNAME "or" "enchanted" "creature" "do" "so" -> combat2_lure_both
                       | CARDNAME "can" "block" SUBTYPE_PL "as" "though" "it" "had" "reach" -> combat2_block_as_reach
                       | affected_many "can't" "attack" -> combat2_group_cant_attack
combat2_unless: "you" "control" "another" SUBTYPE -> combat2_unless_another
              | "there" "is" ("a" | "an") SUBTYPE "on" "the" "battlefield" -> combat2_unless_there_is
// "CARDNAME has flying as long as it's enchanted / attacking" (one terminal: a static sentence
// "CARDNAME has …" is also followed by "as long as CONDITION")
%extend static: CARDNAME "has" keyword_list AS_LONG_AS_ITS combat2_its "." -> combat2_has_while_its
!combat2_its: "enchanted" | "equipped" | "attacking"
AS_LONG_AS_ITS.3: /as long as it's(?= (enchanted|equipped|attacking)\.)/
%extend condition: CARDNAME "is" "enchanted" -> combat2_cond_enchanted
                 | CARDNAME "is" "equipped" -> combat2_cond_equipped
// one terminal: "and" also joins keywords
AND_CAN_ATTACK.3: /and can attack(?= )/
"""

EXCEPT_BY = "Can't be blocked except by"
BY = "Can't be blocked by"
DESPITE_DEFENDER = "Can attack as though it didn't have defender"  # engine.combat
ADDITIONAL = "Can block an additional creature"
KEY = "_combat2"
ALONE = {
    "attack": "Can't attack alone",
    "block": "Can't block alone",
    "attack or block": "Can't attack or block alone",
}


def _self_alone(what: str) -> list:
    """The card's own word: rendered by the shared renderer ("CARDNAME can't attack alone.")."""
    return [{"keyword": ALONE[what]}]


CANT = {"attack": "Can't attack", "block": "Can't block", "attack or block": None}


BASIC = ["Plains", "Island", "Swamp", "Mountain", "Forest"]


def _base(token: Any) -> dict:
    power, toughness = (int(x) for x in str(token).split("/"))
    return {"power": power, "toughness": toughness}


def _unless(what: str, condition: dict) -> list:
    words = ["Can't attack", "Can't block"] if what == "attack or block" else [CANT[what]]
    return [
        {
            "grant": words,
            "affects": {"self": True},
            "if": condition,
            KEY: "unless",
            "_what": what,
        }
    ]


def combat2_unless_another(b: Any, c: list) -> dict:
    from ..semantics import _subtype_name

    return {"you_control_none": {"subtypes": [_subtype_name(str(c[-1]))], "other": True}}


def combat2_unless_there_is(b: Any, c: list) -> dict:
    from ..semantics import _subtype_name

    return {"none_on_battlefield": {"subtypes": [_subtype_name(str(c[-1]))]}}


def combat2_pt_cant_attack_alone(b: Any, c: list) -> list:
    from ..semantics import _modify_pt

    affects, pt = c
    return [
        {**_modify_pt(affects, pt), KEY: "pt_alone"},
        {"grant": [ALONE["attack"]], "affects": affects},
    ]


def _one(head: str, c: list) -> list:
    from ...blockers import readable
    from ..semantics import Unsupported

    affects, quality = c
    if not readable(str(quality).lower()):
        raise Unsupported(f"«{quality}»: такого качества блокирующих движок не знает", "509.1b")
    return [{"grant": [f"{head} {quality}"], "affects": affects, KEY: "one"}]


ITS = {
    "enchanted": "source_enchanted",
    "equipped": "source_equipped",
    "attacking": "source_attacking",
}


def _plain(keywords: Any) -> list:
    if not all(isinstance(k, str) for k in keywords):
        from ..semantics import Unsupported

        raise Unsupported("способность с параметром", "611.3a")
    return list(keywords)


def _it_gets(pt: Any, keywords: Any) -> list:
    from ..semantics import _modify_pt

    entry = {**_modify_pt({"self": True}, pt), KEY: "it_gets"}
    if keywords:
        entry["grant"] = _plain(keywords)
    return [entry]


LURE = "All creatures able to block it do so"  # 509.1c
AS_REACH = "Can block {} as though it had reach"  # 509.1b, 702.17b, 609.4


def combat2_block_as_reach(b: Any, c: list) -> list:
    """ "CARDNAME can block Dragons as though it had reach." (the word ``Can block Dragons as
    though it had reach``: the rule of flying, 702.9b, is set aside for those attackers)."""
    from ..semantics import PLURALS, Unsupported, _subtype_name

    name = _subtype_name(PLURALS[str(c[1])])
    if name != "Dragon":  # the engine's word (engine.combat) names Dragons only
        raise Unsupported(f"«can block {name}s as though it had reach»", "609.4")
    return [{"keyword": AS_REACH.format(name + "s")}]


def combat2_land_is(b: Any, c: list) -> list:
    """ "Enchanted land is an Island." (305.7: it loses its other land types and the abilities
    of its rules text and has the basic land type's mana ability)."""
    from ..semantics import Unsupported, _subtype_name

    subtype = _subtype_name(str(c[-1]))
    if subtype not in BASIC:
        raise Unsupported(f"«is a {subtype}»: только базовый тип земли", "305.7")
    return [{"set_subtypes": [subtype], "affects": {"enchanted": True}, KEY: "land_is"}]


def combat2_group_cant_attack(b: Any, c: list) -> list:
    """ "Creatures without flying can't attack." (508.1c): the word ``Can't attack`` of every
    creature that fits, checked continuously (611.3a)."""
    flt = dict(c[0])
    if flt.get("types") != ["Creature"] or set(flt) & {"enchanted", "equipped"}:
        from ..semantics import Unsupported

        raise Unsupported("«… can't attack» не группы существ", "508.1c")
    return [{"grant": ["Can't attack"], "affects": flt, KEY: "group_cant_attack"}]


def combat2_has_while_its(b: Any, c: list) -> list:
    keywords, state = c[1], str(c[3])
    return [
        {
            "grant": _plain(keywords),
            "affects": {"self": True},
            "if": {ITS[state]: True},
            KEY: "has_while_its",
        }
    ]


def _it(grant: list) -> list:
    return [{"grant": grant, "affects": {"self": True}, KEY: "it"}]


def combat2_it_has_despite_defender(b: Any, c: list) -> list:
    keywords, _and = c
    if not all(isinstance(k, str) for k in keywords):
        from ..semantics import Unsupported

        raise Unsupported("способность с параметром", "609.4")
    return _it([*keywords, DESPITE_DEFENDER])


RULES = {
    "combat2_one_except_by": lambda b, c: _one(EXCEPT_BY, c),
    "combat2_one_by": lambda b, c: _one(BY, c),
    "combat2_it_has_despite_defender": combat2_it_has_despite_defender,
    "combat2_it_despite_defender": lambda b, c: _it([DESPITE_DEFENDER]),
    "combat2_each_block_additional": lambda b, c: [
        {
            "grant": [ADDITIONAL],
            "affects": {"types": ["Creature"], "controller": "you"},
            KEY: "each",
        }
    ],
    "combat2_cond_enchanted": lambda b, c: {"source_enchanted": True},
    "combat2_cond_equipped": lambda b, c: {"source_equipped": True},
    "combat2_land_is": combat2_land_is,
    "combat2_must_be_blocked": lambda b, c: [{"keyword": "Must be blocked if able"}],
    "combat2_lure_both": lambda b, c: [
        {"grant": [LURE], "affects": {"self": True}, KEY: "lure_both"},
        {"grant": [LURE], "affects": {"enchanted": True}},
    ],
    "combat2_block_as_reach": combat2_block_as_reach,
    "combat2_cant_block_unblockable": lambda b, c: [
        {"grant": ["Can't block", "Unblockable"], "affects": {"self": True}, KEY: "cant_both"}
    ],
    "combat2_group_cant_attack": combat2_group_cant_attack,
    "combat2_it_gets": lambda b, c: _it_gets(c[0], []),
    "combat2_it_gets_has": lambda b, c: _it_gets(c[0], c[1]),
    "combat2_its": lambda b, c: str(c[0]),
    "combat2_has_while_its": combat2_has_while_its,
    "combat2_self_cant_attack_alone": lambda b, c: _self_alone("attack"),
    "combat2_self_cant_block_alone": lambda b, c: _self_alone("block"),
    "combat2_self_cant_attack_or_block_alone": lambda b, c: _self_alone("attack or block"),
    "combat2_pt_cant_attack_alone": combat2_pt_cant_attack_alone,
    "combat2_base_pt": lambda b, c: [{"set_pt": _base(c[1]), "affects": c[0], KEY: "base_pt"}],
    "combat2_ensoul": lambda b, c: [
        {
            "add_types": ["Creature"],
            "set_pt": _base(c[0]),
            "affects": {"enchanted": True},
            KEY: "ensoul",
        }
    ],
    "combat2_every_basic": lambda b, c: [
        {"add_subtypes": list(BASIC), "affects": {"enchanted": True}, KEY: "every_basic"}
    ],
    "combat2_unless_attack": lambda b, c: _unless("attack", c[-1]),
    "combat2_unless_block": lambda b, c: _unless("block", c[-1]),
    "combat2_unless_attack_or_block": lambda b, c: _unless("attack or block", c[-1]),
    "combat2_unless_another": combat2_unless_another,
    "combat2_unless_there_is": combat2_unless_there_is,
}


def _text(entries: list) -> str:
    from ..render import RenderError, _keywords, condition_text, pt_text

    entry = entries[0]
    way = entry[KEY]
    if way == "lure_both":
        return _lure_both_text(entries)
    if way == "pt_alone":  # "Enchanted creature gets +1/+1 and can't attack alone."
        if len(entries) != 2 or set(entry) != {"modify_pt", "affects", KEY}:
            raise RenderError("combat2 pt alone")
        second = entries[1]
        if second != {"grant": [ALONE["attack"]], "affects": entry["affects"]}:
            raise RenderError("combat2 pt alone")
        who = {"enchanted": "Enchanted", "equipped": "Equipped"}[next(iter(entry["affects"]))]
        pt = pt_text(entry["modify_pt"]["power"], entry["modify_pt"]["toughness"])
        return f"{who} creature gets {pt} and can't attack alone."
    if len(entries) != 1:
        raise RenderError("combat2 static")
    if way == "unless":
        return _unless_text(entry)
    if way in ("it_gets", "has_while_its"):
        return _it_gets_text(entry)
    if way in ("base_pt", "ensoul", "every_basic", "land_is"):
        return _layer_text(entry)
    if way == "cant_both":
        if set(entry) != {"grant", "affects", KEY} or entry["affects"] != {"self": True}:
            raise RenderError("cant both")
        if entry["grant"] != ["Can't block", "Unblockable"]:
            raise RenderError("cant both")
        return "CARDNAME can't block and can't be blocked."
    if way == "group_cant_attack":
        from .granted_abilities import group_subject

        if set(entry) != {"grant", "affects", KEY} or entry["grant"] != ["Can't attack"]:
            raise RenderError("group can't attack")
        subject = group_subject(entry["affects"])
        return f"{subject[:1].upper()}{subject[1:]} can't attack."

    condition = entry.get("if")
    if way in ("it_gets", "has_while_its"):
        pass  # their own order (``_it_gets_text``)
    elif condition is not None and (way != "it" or not entry.get("_if_first")):
        raise RenderError("combat2 condition")
    if set(entry) - {"grant", "keyword", "affects", "if", "_if_first", KEY}:
        raise RenderError("combat2 static")
    if way == "each":
        return "Each creature you control can block an additional creature."
    if way == "one":
        who = {"enchanted": "Enchanted", "equipped": "Equipped"}[next(iter(entry["affects"]))]
        (word,) = entry["grant"]
        for head in (EXCEPT_BY, BY):
            if word.startswith(head + " "):
                rest = word[len(head) + 1 :]
                return f"{who} creature {head[:1].lower()}{head[1:]} {rest}."
        raise RenderError("combat2 one")
    # "it": only after "As long as …,"
    if condition is None:
        raise RenderError("combat2 it")
    *keywords, last = entry["grant"]
    if last != DESPITE_DEFENDER:
        raise RenderError("combat2 it")
    head = f"As long as {condition_text(condition)}, it "
    if keywords:
        head += f"has {_keywords(keywords)} and "
    return head + "can attack as though it didn't have defender."


def _lure_both_text(entries: list) -> str:
    from ..render import RenderError

    entry = entries[0]
    if len(entries) != 2 or entries[1] != {"grant": [LURE], "affects": {"enchanted": True}}:
        raise RenderError("lure both")
    if set(entry) != {"grant", "affects", KEY} or entry["affects"] != {"self": True}:
        raise RenderError("lure both")
    return "All creatures able to block CARDNAME or enchanted creature do so."


def _it_gets_text(entry: dict) -> str:
    from ..render import CARDNAME, RenderError, _keywords, condition_text, pt_text

    way, condition = entry[KEY], entry.get("if")
    if entry.get("affects") != {"self": True} or condition is None:
        raise RenderError("it gets")
    if way == "has_while_its":
        ((key, value),) = condition.items()
        state = next((s for s, k in ITS.items() if k == key), None)
        if state is None or value is not True or entry.get("_if_first"):
            raise RenderError("has while its")
        if set(entry) != {"grant", "affects", "if", KEY}:
            raise RenderError("has while its")
        return f"{CARDNAME} has {_keywords(entry['grant'])} as long as it's {state}."
    if not entry.get("_if_first") or set(entry) - {
        "modify_pt",
        "grant",
        "affects",
        "if",
        "_if_first",
        KEY,
    }:
        raise RenderError("it gets")
    pt = pt_text(entry["modify_pt"]["power"], entry["modify_pt"]["toughness"])
    text = f"As long as {condition_text(condition)}, it gets {pt}"
    if "grant" in entry:
        text += f" and has {_keywords(entry['grant'])}"
    return text + "."


def _layer_text(entry: dict) -> str:
    """ "Enchanted land is an Island." (layer 4, 305.7); "Enchanted creature has base power and toughness 0/2." (613.1f, layer 7b), "Enchanted
    artifact is a creature with base power and toughness 5/5 in addition to its other types."
    (layers 4 and 7b), "Enchanted land is every basic land type in addition to its other
    types." (layer 4; 305.7: it has the basic land types' mana abilities too)."""
    from ..render import RenderError, _article

    way = entry[KEY]
    pt = entry.get("set_pt", {})
    words = f"{pt.get('power')}/{pt.get('toughness')}"
    if way == "base_pt":
        if set(entry) != {"set_pt", "affects", KEY} or set(pt) != {"power", "toughness"}:
            raise RenderError("base pt")
        who = {"enchanted": "Enchanted", "equipped": "Equipped"}[next(iter(entry["affects"]))]
        return f"{who} creature has base power and toughness {words}."
    if entry.get("affects") != {"enchanted": True}:
        raise RenderError("layer static")
    if way == "ensoul" and set(entry) == {"add_types", "set_pt", "affects", KEY}:
        if entry["add_types"] == ["Creature"] and set(pt) == {"power", "toughness"}:
            return (
                f"Enchanted artifact is a creature with base power and toughness {words} in "
                "addition to its other types."
            )
    if way == "land_is" and set(entry) == {"set_subtypes", "affects", KEY}:
        (subtype,) = entry["set_subtypes"]
        return f"Enchanted land is {_article(subtype)}."
    if way == "every_basic" and set(entry) == {"add_subtypes", "affects", KEY}:
        if entry["add_subtypes"] == BASIC:
            return "Enchanted land is every basic land type in addition to its other types."
    raise RenderError("layer static")


def _unless_text(entry: dict) -> str:
    from ..render import CARDNAME, RenderError, _article

    what = entry.get("_what")
    if what not in CANT or set(entry) - {"grant", "affects", "if", KEY, "_what"}:
        raise RenderError("combat2 unless")
    words = ["Can't attack", "Can't block"] if what == "attack or block" else [CANT[what]]
    if entry["grant"] != words or entry["affects"] != {"self": True}:
        raise RenderError("combat2 unless")
    ((key, flt),) = entry["if"].items()
    if key == "you_control_none" and set(flt) == {"subtypes", "other"} and flt["other"]:
        (subtype,) = flt["subtypes"]
        return f"{CARDNAME} can't {what} unless you control another {subtype}."
    if key == "none_on_battlefield" and set(flt) == {"subtypes"}:
        (subtype,) = flt["subtypes"]
        return f"{CARDNAME} can't {what} unless there is {_article(subtype)} on the battlefield."
    raise RenderError("combat2 unless")


STATIC_TEXT = {KEY: _text}
CONDITION_TEXT = {
    "source_enchanted": lambda arg: "CARDNAME is enchanted",
    "source_equipped": lambda arg: "CARDNAME is equipped",
}
