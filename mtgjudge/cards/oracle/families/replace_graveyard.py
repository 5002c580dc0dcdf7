"""Family: "If a nontoken creature an opponent owns would die or a creature card not on the
battlefield would be put into an opponent's graveyard, exile that card instead." (Anafenza,
the Foremost) — a static replacement ability (614.1a, 614.6).

The two halves together are every nontoken creature an opponent owns on its way to its
owner's graveyard from any zone (a card goes to its owner's graveyard, 404.2; a token is never
a card, 110.5, and ceases to exist outside the battlefield, 110.5f): from the battlefield it is
a creature permanent (700.4: it dies), elsewhere a creature card.  The value is the one
"from anywhere" replacement already used for "If a card would be put into an opponent's
graveyard from anywhere, exile it instead.": ``{event: to_graveyard, of: {types: [Creature],
token: false}, owner: opponent, to_zone: exile}``; the engine matches the filter against the
object where it is (on the battlefield with its layered characteristics, 613), so a permanent
that is a creature only then (an animated land) is exiled and a creature card in a hand is too.
"""

from __future__ import annotations

from ..render import RenderError

GRAMMAR = r"""
%extend replacement: "if" "a" "nontoken" "creature" "an" "opponent" "owns" "would" "die" "or" "a" "creature" "card" "not" "on" "the" "battlefield" "would" "be" "put" "into" "an" "opponent's" "graveyard" "," "exile" "that" "card" "instead" "." -> replace_opponents_creatures_exiled
"""

TEXT = "replace_opponents_creatures_exiled"
VALUE = {
    "event": "to_graveyard",
    "of": {"types": ["Creature"], "token": False},
    "owner": "opponent",
    "to_zone": "exile",
}

RULES = {TEXT: lambda b, c: {**VALUE, "_text": TEXT}}


def _text(value: dict) -> str:
    if {k: v for k, v in value.items() if not k.startswith("_")} != VALUE:
        raise RenderError("an opponent's creatures exiled: unexpected value")
    return (
        "If a nontoken creature an opponent owns would die or a creature card not on the "
        "battlefield would be put into an opponent's graveyard, exile that card instead."
    )


REPLACEMENT_TEXT = {TEXT: _text}
