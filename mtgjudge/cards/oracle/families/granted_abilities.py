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


def _group_text(entries: list) -> str:
    (entry,) = entries
    subject = group_subject(entry["affects"])
    return f"{subject[:1].upper()}{subject[1:]} have {_keywords(entry['grant'])}."


def _enchanted_text(entries: list) -> str:
    (entry,) = entries
    if entry["affects"] != {"enchanted": True}:
        raise RenderError("enchanted")
    return f"Enchanted {entry['_enchanted_noun']} has {_keywords(entry['grant'])}."


STATIC_TEXT = {"_group": _group_text, "_enchanted_noun": _enchanted_text}
