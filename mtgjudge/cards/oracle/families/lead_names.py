"""A card name chosen as the permanent enters, and activated abilities it forbids (201.3,
614.1c, 602.5, 607.2d):

* "As CARDNAME enters the battlefield, choose a card name." / "… choose a nonland card
  name." — ``as_enters: {choose: name | nonland_name}`` (the scenario answers
  ``choose: {name: …}``; a nonland name must not be the name of a land card);
* "Activated abilities of sources with the chosen name can't be activated [unless they're mana
  abilities]." — the static ``cant_activate`` (or ``cant_activate_unless_mana``) with the
  filter ``{name: chosen}``: any source, in any zone (a card in a hand with cycling too, 602.5).
"""

from __future__ import annotations

from typing import Any

from ..render import RenderError

GRAMMAR = r"""
%extend as_choice: "card" "name" -> lead_choice_name
                 | "nonland" "card" "name" -> lead_choice_nonland_name
%extend static: "activated" "abilities" "of" "sources" "with" "the" "chosen" "name" "can't" "be" "activated" "." -> lead_st_cant_activate
              | "activated" "abilities" "of" "sources" "with" "the" "chosen" "name" "can't" "be" "activated" "unless" "they're" "mana" "abilities" "." -> lead_st_cant_activate_unless_mana
"""

KEYS = {
    "cant_activate": "",
    "cant_activate_unless_mana": " unless they're mana abilities",
}


def _cant_activate_text(entries: list) -> str:
    (entry,) = entries
    (key,) = entry  # exactly one key: the renderer words nothing else
    if key not in KEYS or entry[key] != {"name": "chosen"}:
        raise RenderError("activated abilities can't be activated")
    return f"Activated abilities of sources with the chosen name can't be activated{KEYS[key]}."


RULES = {
    "lead_choice_name": lambda b, c: "name",
    "lead_choice_nonland_name": lambda b, c: "nonland_name",
    "lead_st_cant_activate": lambda b, c: [{"cant_activate": {"name": "chosen"}}],
    "lead_st_cant_activate_unless_mana": lambda b, c: [
        {"cant_activate_unless_mana": {"name": "chosen"}}
    ],
}
STATIC_TEXT: dict[str, Any] = {key: _cant_activate_text for key in KEYS}
