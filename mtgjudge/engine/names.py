"""How refusals and errors name cards and objects (design principle 8): the Russian printed
name in «…» with the English Oracle name beside, and the scenario's id — the same form the
explanation gives its events (``explain.naming.CardNames``):

    «Шок» (Shock)                      a card with a Russian printing
    «Разъяренный Гоблин» (Raging Goblin, «гоблин1»)   an object with the scenario's id
    «Chaos Orb»                        a card never printed in Russian
    2/2 рубашкой вверх [«Шок» (Shock)] a face-down permanent (707.2; the card for the judge, 707.5)

One helper for every message the engine builds; the explainer never rewrites them.
"""

from __future__ import annotations

from typing import Any


def card_shown(card: Any, alias: str | None = None) -> str:
    """A card (a ``CardDef`` or anything with ``name`` and ``name_ru``) by its Russian printed
    name with the English one beside; ``alias``: the scenario's id."""
    name = str(getattr(card, "name", card))
    ru = getattr(card, "name_ru", None)
    inside = [x for x in ((name if ru else None), (f"«{alias}»" if alias else None)) if x]
    return f"«{ru or name}»" + (f" ({', '.join(inside)})" if inside else "")


def shown(thing: Any) -> str:
    """A card or a game object in a refusal or an error: :func:`card_shown` of what it is now
    (a copy is named as what it copies, 706.2), with the scenario's id; a face-down
    permanent has no name (707.2): the card is given in brackets for the judge (707.5)."""
    if not hasattr(thing, "physical"):  # a card definition
        return card_shown(thing)
    alias = getattr(thing, "alias", None)
    hidden = getattr(thing, "hidden", None)
    if hidden is not None:
        return "2/2 рубашкой вверх [" + card_shown(hidden, alias) + "]"
    return card_shown(thing.card, alias)


def shown_id(game: Any, object_id: int | None) -> str:
    """An object by its id, as it is or as it last existed (608.2g); an ability on the stack
    by its source (114.2)."""
    obj = game.objects.get(object_id) if object_id is not None else None
    if obj is None and object_id is not None:
        obj = game.last_known.get(object_id)
    if obj is not None:
        return shown(obj)
    item = game.stack_item(object_id) if object_id is not None else None
    if item is not None:
        return "способность " + card_shown(item.source_card)
    return "?"


def shown_all(things: Any) -> str:
    """Several cards or objects, comma-separated."""
    return ", ".join(shown(t) for t in things)
