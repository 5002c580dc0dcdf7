"""A permanent that becomes an Aura and is attached to a manifested card (issue 14, helper
"graves"; Cloudform, Lightform, Rageform).

"When CARDNAME enters the battlefield, it becomes an Aura with enchant creature. Manifest the top
card of your library and attach CARDNAME to it." —

* ``{become: {add_subtypes: [Aura], enchant: creature}, to: self, until: indefinitely}``: an
  effect of a resolving ability with no duration lasts as long as the permanent does (611.2a,
  400.7); it adds the subtype Aura (layer 4, 613.1d) and an enchant ability (702.5a; layer 6,
  613.1f) — from then on 704.5n puts it into its owner's graveyard when it isn't attached to a
  creature;
* ``{manifest: 1}`` then ``{attach: self, to: that}``: "it" is the permanent just manifested
  (701.31a; the engine's ``that`` is the object the manifest put onto the battlefield); an
  Aura attaches only to what it could enchant (701.3a-b).
"""

from __future__ import annotations

from typing import Any

from ..render import RenderError

GRAMMAR = r"""
%extend effect: graves_become_aura
graves_become_aura: object "becomes" "an" SUBTYPE "with" "enchant" "creature"
"""


def _become_aura(b: Any, c: list) -> dict:
    from ..semantics import IT, Unsupported

    if c[0] != IT:  # "it": the source of its own "enters the battlefield" ability
        raise Unsupported("«… becomes an Aura» не о самом источнике", "611.2a")
    if str(c[1]).lower() != "aura":
        raise Unsupported("«becomes a … with enchant creature» не Аура", "303.4")
    return {
        "become": {"add_subtypes": ["Aura"], "enchant": "creature"},
        "to": "self",
        "until": "indefinitely",
        "_text": "graves_become_aura",
    }


RULES = {"graves_become_aura": _become_aura}


def _become_aura_text(e: dict, ctx: Any) -> str:
    plain = {k: v for k, v in e.items() if not k.startswith("_")}
    if plain != {
        "become": {"add_subtypes": ["Aura"], "enchant": "creature"},
        "to": "self",
        "until": "indefinitely",
    }:
        raise RenderError("becomes an Aura: unexpected keys")
    return "it becomes an Aura with enchant creature"


EFFECT_TEXT = {"graves_become_aura": _become_aura_text}
