"""Granted abilities (issue 14, helper "granted"): keywords and quoted abilities given to groups
and to single permanents other than creatures (613.1f, layer 6), and "until end of turn, …"
written first.

- "All Slivers have "…"", "Other Zombies have …", "Shamans you control have "…"", "Lands you
  control have "…"", "All artifacts have "…"": a static ``grant`` whose ``affects`` is the
  group (a subtype alone means every permanent with it: 205.3, "All Slivers" includes a
  Sliver that is not a creature).
- "Enchanted land has "…"", "Enchanted artifact has …", "Enchanted permanent has …": the
  permanent the Aura is attached to (``enchanted: true``; the Aura's enchant keyword says
  what it may be, 303.4).
- "Until end of turn, target creature gains "…"", "Until end of turn, creatures you control
  gain …", "Until end of turn, lands you control gain …": the same effect as "… gains …
  until end of turn" (611.2a); only the order of the words differs (the renderer's hint
  ``_until_first``).

The quoted abilities themselves are compiled by the compiler (``_quoted_abilities``): "this
creature", "this permanent", "this land", "this artifact", "this enchantment" all mean the
object that has the ability.
"""

from __future__ import annotations

from typing import Any

from ..render import RenderError, _keywords, plural
from ..semantics import PLURALS, _subtype_name

GRAMMAR = r"""
%extend effect: "until" "end" "of" "turn" "," gr_eot_body -> gr_until_first

gr_eot_body: object "gains" keyword_list                      -> gr_eot_grant
           | object "each" "gain" keyword_list                -> gr_eot_grant_each
           | all_creatures "gain" keyword_list                -> gr_eot_grant_all
           | gr_group "gain" keyword_list                     -> gr_eot_grant_group
           | object "gets" PT "and" "gains" keyword_list      -> gr_eot_pump_grant
           | object "each" "get" PT "and" "gain" keyword_list -> gr_eot_pump_grant_each

%extend static_sentence: gr_group "have" keyword_list          -> gr_st_group
                       | "enchanted" gr_noun "has" keyword_list -> gr_st_enchanted

gr_group: "all" SUBTYPE_PL                 -> gr_all_subtype
        | "other" SUBTYPE_PL               -> gr_other_subtype
        | SUBTYPE_PL controller            -> gr_subtype_controlled
        | "all" perm_plural                -> gr_all_perm
        | perm_plural                      -> gr_perm
        | "other" perm_plural              -> gr_other_perm
!gr_noun: "land" | "artifact" | "enchantment" | "permanent"
"""

EOT = "end_of_turn"


def _subtype(token: Any) -> str:
    return _subtype_name(PLURALS[str(token)])


def _first(effect: Any) -> Any:
    """Mark the (first) effect as written "Until end of turn, …"."""
    if isinstance(effect, list):
        return [{**effect[0], "_until_first": True}, *effect[1:]]
    return {**effect, "_until_first": True}


def gr_until_first(b, c):
    return c[0]


def gr_eot_grant(b, c):
    return _first(b.grant([c[0], c[1], EOT]))


def gr_eot_grant_each(b, c):
    return _first(b.grant_each([c[0], c[1], EOT]))


def gr_eot_grant_all(b, c):
    return _first(b.grant_all([c[0], c[1], EOT]))


def gr_eot_grant_group(b, c):
    return _first({"grant": c[1], "to": {"all": c[0]}, "until": EOT})


def gr_eot_pump_grant(b, c):
    return _first(b.pump_grant([c[0], c[1], c[2], EOT]))


def gr_eot_pump_grant_each(b, c):
    return _first(b.pump_grant_each([c[0], c[1], c[2], EOT]))


def gr_all_subtype(b, c):
    return {"subtypes": [_subtype(c[0])], "_all": True}


def gr_other_subtype(b, c):
    return {"subtypes": [_subtype(c[0])], "other": True}


def gr_subtype_controlled(b, c):
    return {"subtypes": [_subtype(c[0])], **c[1]}


def gr_all_perm(b, c):
    return {**c[0], "_all": True}


def gr_perm(b, c):
    return dict(c[0])


def gr_other_perm(b, c):
    return {**c[0], "other": True}


def gr_st_group(b, c):
    return [{"grant": c[1], "affects": c[0], "_group": True}]


def gr_st_enchanted(b, c):
    return [{"grant": c[1], "affects": {"enchanted": True}, "_enchanted_noun": str(c[0])}]


RULES = {
    name: fn for name, fn in dict(globals()).items() if name.startswith("gr_") and callable(fn)
}


def group_subject(flt: dict) -> str:
    """ "All Slivers", "Other Zombies", "Shamans you control", "lands you control", "all
    artifacts" (how Oracle names a group that is not "… creatures")."""
    flt = dict(flt)
    written_all = flt.pop("_all", False)
    if set(flt) - {"other", "controller"} == {"subtypes"} and len(flt["subtypes"]) == 1:
        name = flt["subtypes"][0] + "s"
        if name.lower() not in PLURALS:
            raise RenderError(f"plural of {name}")
        words = (["all"] if written_all else []) + (["other"] if flt.get("other") else [])
        if written_all and flt.get("other"):
            raise RenderError("all other")
        text = " ".join([*words, name])
        control = {"you": " you control", None: ""}[flt.get("controller")]
        if control and words:
            raise RenderError("subject")
        return text + control
    return ("all " if written_all else "") + plural(flt)


def _sentence(text: str, entries: list) -> str:
    """The static line with its condition, if any (611.3a), in the word order it was read."""
    condition = entries[0].get("if")
    if any(e.get("if") != condition for e in entries):
        raise RenderError("conditions")
    if condition is not None:
        from ..render import condition_text

        if entries[0].get("_if_first"):
            text = f"as long as {condition_text(condition)}, {text}"
        else:
            text = f"{text} as long as {condition_text(condition)}"
    return f"{text[:1].upper()}{text[1:]}."


def _group_text(entries: list) -> str:
    """ "All Slivers have …", "Other Goblins get +1/+1 and have mountainwalk"."""
    from ..render import pt_text

    first = entries[0]
    subject = group_subject(first["affects"])
    if "modify_pt" in first:
        m = first["modify_pt"]
        text = f"{subject} get {pt_text(m['power'], m['toughness'])}"
        if len(entries) == 2:
            if entries[1].get("affects") != first["affects"] or "grant" not in entries[1]:
                raise RenderError("group")
            text += f" and have {_keywords(entries[1]['grant'])}"
        elif len(entries) != 1:
            raise RenderError("group")
        return _sentence(text, entries)
    (entry,) = entries
    return _sentence(f"{subject} have {_keywords(entry['grant'])}", entries)


def _enchanted_text(entries: list) -> str:
    (entry,) = entries
    if entry["affects"] != {"enchanted": True}:
        raise RenderError("enchanted")
    noun = entry["_enchanted_noun"]
    return _sentence(f"enchanted {noun} has {_keywords(entry['grant'])}", entries)


def _paired_each_text(entries: list) -> str:
    (entry,) = entries
    if entry["affects"] != {"paired": True} or "if" in entry:
        raise RenderError("paired")
    return (
        "As long as CARDNAME is paired with another creature, each of those creatures has "
        f"{_keywords(entry['grant'])}."
    )


def _each_text(entries: list) -> str:
    from ..render import noun_phrase

    (entry,) = entries
    flt = dict(entry["affects"])
    if flt.pop("types", None) != ["Creature"]:
        raise RenderError("each")
    return _sentence(
        f"each {noun_phrase('creature', flt)} has {_keywords(entry['grant'])}", entries
    )


def _self_colored_text(entries: list) -> str:
    """ "CARDNAME gets +1/+1, is black, and has "…"" (one object: gets, is, has)."""
    from ..render import _color, pt_text

    pieces = []
    for entry in entries:
        if entry["affects"] != {"self": True}:
            raise RenderError("self")
        if "modify_pt" in entry:
            m = entry["modify_pt"]
            pieces.append(f"gets {pt_text(m['power'], m['toughness'])}")
        elif "set_colors" in entry:
            pieces.append("is " + " and ".join(_color(c) for c in entry["set_colors"]))
        elif "grant" in entry:
            pieces += [f"has {_keywords(g)}" for g in entry["_has"]]
        else:
            raise RenderError("self part")
    joined = (
        " and ".join(pieces) if len(pieces) == 2 else ", ".join(pieces[:-1]) + ", and " + pieces[-1]
    )
    return _sentence(f"CARDNAME {joined}", entries)


STATIC_TEXT = {
    "_group": _group_text,
    "_enchanted_noun": _enchanted_text,
    "_paired_each": _paired_each_text,
    "_each_has": _each_text,
    "_self_colored": _self_colored_text,
}

GRAMMAR += r"""
%extend static: "as" "long" "as" CARDNAME "is" "paired" "with" "another" "creature" "," "each" "of" "those" "creatures" "has" keyword_list "." -> gr_st_paired_has
%extend static_sentence: "each" creature_desc "has" keyword_list -> gr_st_each_has
                       | CARDNAME "is" color "and" "has" keyword_list -> gr_st_self_color_has
                       | CARDNAME "gets" PT "," "is" color "," "and" "has" keyword_list -> gr_st_self_pt_color_has
                       | CARDNAME "gets" PT "," "is" color "," "has" keyword_name "," "and" "has" keyword_list -> gr_st_self_pt_color_has
"""


def gr_st_paired_has(b, c):
    """702.94b: "…, each of those creatures has …" — it and the creature paired with it."""
    return [{"grant": c[-1], "affects": {"paired": True}, "_paired_each": True}]


def gr_st_each_has(b, c):
    from ..semantics import Unsupported

    spec = c[0]
    if spec["kind"] != "creature":
        raise Unsupported("«each … has» не о существах", "613.1f")
    affects = {"types": ["Creature"], **spec.get("filter", {})}
    return [{"grant": c[1], "affects": affects, "_each_has": True}]


def _self_parts(pt, color, grants) -> list:
    from ..semantics import _modify_pt

    out = []
    if pt is not None:
        out.append(_modify_pt({"self": True}, pt))
    out.append({"set_colors": [str(color)], "affects": {"self": True}})
    granted = [k for g in grants for k in g]
    out.append({"grant": granted, "affects": {"self": True}, "_has": grants})
    out[0]["_self_colored"] = True
    return out


def gr_st_self_color_has(b, c):
    return _self_parts(None, c[1], [c[2]])


def gr_st_self_pt_color_has(b, c):
    return _self_parts(c[1], c[2], [g if isinstance(g, list) else [g] for g in c[3:]])


RULES.update(
    gr_st_paired_has=gr_st_paired_has,
    gr_st_each_has=gr_st_each_has,
    gr_st_self_color_has=gr_st_self_color_has,
    gr_st_self_pt_color_has=gr_st_self_pt_color_has,
)


# -- tokens with abilities: "Put a … token onto the battlefield. It has "…"" (110.5b) ----------

GRAMMAR += r"""
%extend sentence: "it" "has" keyword_list "."     -> gr_token_it_has
                | "they" "have" keyword_list "."  -> gr_token_they_have
"""


def gr_token_it_has(b, c):
    return [(".", {"_token_has": c[0], "_plural": False})]


def gr_token_they_have(b, c):
    return [(".", {"_token_has": c[0], "_plural": True})]


RULES.update(gr_token_it_has=gr_token_it_has, gr_token_they_have=gr_token_they_have)

TOKEN_PARTS = {"activated": "abilities", "triggered": "triggers"}


def token_has(last: Any, marker: dict) -> dict:
    """110.5b: "It has …" / "They have …" after "Put … token(s) onto the battlefield" defines
    the tokens' abilities (the token's "text"); the sentence is part of the instruction."""
    from ..semantics import Unsupported

    if isinstance(last, dict) and set(last) == {"may"} and last["may"]:
        # "you may put a … token onto the battlefield. It has …" (the token of the "may")
        return {"may": [*last["may"][:-1], token_has(last["may"][-1], marker)]}
    if (
        not isinstance(last, dict)
        or "create_token" not in last
        or set(last)
        - {
            "create_token",
            "count",
        }
    ):
        raise Unsupported("«It has …» не сразу после «Put … token onto the battlefield»", "110.5b")
    if (last.get("count", 1) != 1) != marker["_plural"]:
        raise Unsupported("«It has» / «They have» не о созданных фишках", "110.5b")
    token = dict(last["create_token"])
    for item in marker["_token_has"]:
        if isinstance(item, str):
            token["keywords"] = [*token.get("keywords", []), item]
            continue
        kinds = [k for k in item if not k.startswith("_")]
        if not isinstance(item, dict) or len(kinds) != 1 or kinds[0] not in TOKEN_PARTS:
            raise Unsupported("такая способность фишки", "110.5b")
        key = TOKEN_PARTS[kinds[0]]
        token[key] = [*token.get(key, []), item[kinds[0]]]
    return {
        **last,
        "create_token": token,
        "_has": marker["_token_has"],
        "_plural": marker["_plural"],
    }


def token_has_text(e: dict, phrase) -> str:
    """ "put a 0/1 colorless Eldrazi Spawn creature token onto the battlefield. It has "…"":
    the token without the abilities the second sentence gives it, then that sentence."""
    has = e["_has"]
    token = dict(e["create_token"])
    words = [k for k in has if isinstance(k, str)]
    keywords = list(token.get("keywords", []))
    if words and keywords[len(keywords) - len(words) :] != words:
        raise RenderError("token has")
    keywords = keywords[: len(keywords) - len(words)]
    token.pop("keywords", None)
    if keywords:
        token["keywords"] = keywords
    for kind, key in TOKEN_PARTS.items():
        given = [k[kind] for k in has if isinstance(k, dict) and kind in k]
        if token.pop(key, []) != given:
            raise RenderError("token abilities")
    count = e.get("count", 1)
    it = "They have" if e["_plural"] else "It has"
    return f"put {phrase(token, count)} onto the battlefield. {it} {_keywords(has)}"


# -- "… becomes the creature type of your choice until end of turn" (608.2d, 205.1b) ---------

GRAMMAR += r"""
%extend effect: object "becomes" "the" "creature" "type" "of" "your" "choice" until_eot -> gr_become_type
              | object "becomes" "the" "creature" "type" "of" "your" "choice" "in" "addition" "to" "its" "other" "types" until_eot -> gr_become_type_added
"""


def gr_become_type(b, c):
    """205.1b: "becomes [a creature type]" replaces its creature types; the type is chosen as
    the ability resolves (608.2d: the answer ``creature_type``)."""
    return {"become": {"set_subtypes": "chosen_creature_type"}, "to": c[0], "until": EOT}


def gr_become_type_added(b, c):
    return {"become": {"add_subtypes": "chosen_creature_type"}, "to": c[0], "until": EOT}


RULES.update(gr_become_type=gr_become_type, gr_become_type_added=gr_become_type_added)


def become_type_text(e: dict, ctx) -> str | None:
    """The wording of a "creature type of your choice" effect, or None if it is not one."""
    if set(e) - {"become", "to", "until", "_it", "_that"} or e.get("until") != EOT:
        return None
    parts = e["become"]
    if parts == {"set_subtypes": "chosen_creature_type"}:
        extra = ""
    elif parts == {"add_subtypes": "chosen_creature_type"}:
        extra = " in addition to its other types"
    else:
        return None
    return f"{ctx.obj(e['to'])} becomes the creature type of your choice{extra} until end of turn"


# -- landwalk granted (702.14): "gains mountainwalk", "have forestwalk", "token with islandwalk" -

GRAMMAR += r"""
%extend keyword_name: gr_landwalk
%extend creature_quality: gr_landwalk -> gr_cq_landwalk
!gr_landwalk: "plainswalk" | "islandwalk" | "swampwalk" | "mountainwalk" | "forestwalk"
%extend static_sentence: gr_group "get" PT                           -> gr_st_group_pt
                       | gr_group "get" PT "and" "have" keyword_list -> gr_st_group_pt_kw
"""


def gr_landwalk(b, c):
    return str(c[0]).capitalize()  # "Mountainwalk": the keyword (702.14a)


def gr_cq_landwalk(b, c):
    return {"keywords": [c[0]]}


def gr_st_group_pt(b, c):
    from ..semantics import _modify_pt

    return [{**_modify_pt(c[0], c[1]), "_group": True}]


def gr_st_group_pt_kw(b, c):
    from ..semantics import _modify_pt

    return [{**_modify_pt(c[0], c[1]), "_group": True}, {"grant": c[2], "affects": c[0]}]


RULES.update(
    gr_landwalk=gr_landwalk,
    gr_cq_landwalk=gr_cq_landwalk,
    gr_st_group_pt=gr_st_group_pt,
    gr_st_group_pt_kw=gr_st_group_pt_kw,
)


# -- "CARDNAME has flying as long as it has a +1/+1 counter on it" (611.3a, 121.1) -----------

GRAMMAR += r"""
%extend static: static_sentence "as" "long" "as" "it" "has" ("a" | "an") gr_counter "counter" "on" "it" "." -> gr_st_self_kw_counter
gr_counter: PT | COUNTER_KIND
"""


def gr_counter(b, c):
    return str(c[0]).replace("−", "-")


def gr_st_self_kw_counter(b, c):
    """The card has the keywords while it has a counter of that kind on it (611.3a: checked
    continuously; ``has_counter`` of the source)."""
    from ..semantics import Unsupported

    entries, kind = c
    if len(entries) != 1 or set(entries[0]) != {"grant", "affects"}:
        raise Unsupported("«as long as it has a … counter on it» у такой способности", "611.3a")
    if entries[0]["affects"] != {"self": True}:  # "it" would be another object than the source
        raise Unsupported("«it has a … counter» не о самой карте", "611.3a")
    return [{**entries[0], "if": {"has_counter": kind}, "_self_counter": True}]


RULES.update(gr_counter=gr_counter, gr_st_self_kw_counter=gr_st_self_kw_counter)


def _self_counter_text(entries: list) -> str:
    (entry,) = entries
    if entry["affects"] != {"self": True} or set(entry["if"]) != {"has_counter"}:
        raise RenderError("self counter")
    kind = entry["if"]["has_counter"]
    article = "an" if kind[:1].lower() in "aeiou" else "a"
    return (
        f"CARDNAME has {_keywords(entry['grant'])} as long as it has {article} {kind} counter "
        "on it."
    )


STATIC_TEXT["_self_counter"] = _self_counter_text


# -- more keywords a grant names (702): banding, flanking, exalted, persist, undying, provoke,
# bushido N, rampage N; "protection from black and from red" (702.16g); "protection from Zombies"

GRAMMAR += r"""
%extend keyword_name: gr_kw_word
                    | "bushido" NUMBER                          -> gr_kw_bushido
                    | "rampage" NUMBER                          -> gr_kw_rampage
                    | "protection" "from" color "and" "from" color -> gr_kw_protection_two
                    | "protection" "from" SUBTYPE_PL            -> gr_kw_protection_subtype
!gr_kw_word: "banding" | "flanking" | "exalted" | "persist" | "undying" | "provoke"
"""


def gr_kw_word(b, c):
    return str(c[0]).capitalize()


def gr_kw_bushido(b, c):
    return f"Bushido {int(c[0])}"


def gr_kw_rampage(b, c):
    return f"Rampage {int(c[0])}"


def gr_kw_protection_two(b, c):
    return f"Protection from {c[0]} and from {c[1]}"  # 702.16g: two protections


def gr_kw_protection_subtype(b, c):
    return f"Protection from {_subtype(c[0])}s"  # "protection from Zombies" (702.16a)


RULES.update(
    gr_kw_word=gr_kw_word,
    gr_kw_bushido=gr_kw_bushido,
    gr_kw_rampage=gr_kw_rampage,
    gr_kw_protection_two=gr_kw_protection_two,
    gr_kw_protection_subtype=gr_kw_protection_subtype,
)
