"""Static abilities that change what happens to other objects at a given moment (604.1):
"Creature spells you control can't be countered." (Surrak Dragonclaw, 101.2: the "can't"
wins over an instruction to counter) and "Untap all creatures and lands you control during each
other player's untap step." (Prophet of Kruphix, 502.2: the source's controller untaps those
permanents in the untap step of each other player).  Both read the permanents that have static
abilities (``permanents_with_statics``), not the whole board.  "Creatures entering the
battlefield don't cause abilities to trigger." (Hushwing Gryff, 603.2, 603.6a): such an
entering is no trigger event for any ability, its own included.  "Activated abilities of
sources with the chosen name can't be activated." (Phyrexian Revoker, 602.5) forbids
activating an ability of such a source wherever it is."""

from __future__ import annotations

from .filters import matches
from .layers import permanents_with_statics
from .state import Game, GameObject


def _said_by(game: Game, obj: GameObject, keys: tuple[str, ...]) -> tuple[str, str] | None:
    """The first permanent with a static ability whose filter under one of ``keys`` matches
    ``obj`` (from that permanent's controller's point of view), with the key; or None."""
    for source, chars in permanents_with_statics(game):
        for static in chars.statics:
            for key in keys:
                flt = static.get(key)
                if isinstance(flt, dict) and matches(
                    game, obj, flt, controller=source.controller, source=source
                ):
                    return source.label, key
    return None


def counter_forbidden_by(game: Game, spell: GameObject) -> str | None:
    """The permanent whose static ability says the spell ``spell`` can't be countered (the
    filter ``spells_cant_be_countered`` from its controller's point of view), or None."""
    said = _said_by(game, spell, ("spells_cant_be_countered",))
    return said[0] if said else None


def untap_during_others(game: Game) -> None:
    """502.2: in the active player's untap step, each other player whose permanent says
    "untap … you control during each other player's untap step" untaps the permanents it names
    (at the same time as the active player's, in this turn-based action)."""
    for source, chars in permanents_with_statics(game):
        if source.controller == game.active:
            continue
        for static in chars.statics:
            flt = static.get("untap_during_others")
            if not isinstance(flt, dict):
                continue
            untapped = [
                obj
                for obj in game.permanents(source.controller)
                if obj.tapped
                and matches(game, obj, flt, controller=source.controller, source=source)
            ]
            for obj in untapped:
                game.untap(obj)
            if untapped:
                game.log(
                    "untapped_in_others_step",
                    ("502.2", "604.1"),
                    player=source.controller,
                    source=source.label,
                    cards=[o.label for o in untapped],
                )


def entering_triggers_stopped_by(game: Game, obj: GameObject) -> str | None:
    """The permanent whose static ability says ``obj`` entering the battlefield causes no
    ability to trigger (the filter ``entering_dont_trigger``, the entering permanent as it is
    on the battlefield), or None."""
    said = _said_by(game, obj, ("entering_dont_trigger",))
    return said[0] if said else None


def activation_forbidden_by(game: Game, obj: GameObject, mana: bool) -> tuple[str, str] | None:
    """602.5: the permanent whose static ability says the activated abilities of ``obj`` (a
    source in any zone: a permanent, a card in a hand) can't be activated — "Activated
    abilities of sources with the chosen name can't be activated [unless they're mana
    abilities]" (the filters ``cant_activate`` / ``cant_activate_unless_mana``; a mana
    ability when ``mana``) — with the key that says it, or None."""
    keys = ("cant_activate",) if mana else ("cant_activate", "cant_activate_unless_mana")
    return _said_by(game, obj, keys)


def damage_by_toughness_from(game: Game, obj: GameObject) -> str | None:
    """510.1a, 604.1: the permanent whose static ability says ``obj`` assigns combat damage
    equal to its toughness rather than its power (the filter ``combat_damage_by_toughness``
    from that permanent's controller's point of view), or None."""
    said = _said_by(game, obj, ("combat_damage_by_toughness",))
    return said[0] if said else None
