"""Mana kept apart in a pool: mana with a restriction on how it may be spent (106.6: "Spend
this mana only to cast a Sliver spell", "… only to cast Dragon spells or activate abilities of
Dragons"), and mana that doesn't empty from the pool as steps and phases end, until end of
turn (500.4: "Until end of turn, you don't lose this mana as steps and phases end").

Such mana stays in its player's pool apart from the other mana (``Player.mana_apart``) and
empties with it (500.4) — kept mana only at the end of the turn's last step (the cleanup
step; "until end of turn" effects end during it, 514.2).  A payment says what it pays for (``spend_for``): ``("cast",
SPELL)`` — the spell's total cost as it is cast (601.2g–h; the spell is on the stack then,
601.2a) — or ``("activate", SOURCE)`` — the cost of an ability of that permanent (602.2b) —
or ``("morph_cost" | "manifest_mana_cost", PERMANENT)`` — the cost of turning a face-down
permanent face up (702.36e, 701.31b).
Restricted mana whose restriction allows it joins the pool for that payment and is spent
first (mana of the same type without a restriction can pay anything it can: spending the
restricted mana first never leaves a payment unpaid that the other order would pay).  Any
other payment (a cost of an effect, turning a permanent face up) can't use it.

The card format: an ``add_mana`` instruction's ``spend_only: [{cast: FILTER}, {activate:
FILTER}]`` — one of them must fit; ``keep: end_of_turn`` — kept until end of turn.
"""

from __future__ import annotations

from typing import Any

from .state import Game, GameObject, ManaApart

SpendFor = tuple[str, GameObject] | None


def restriction(effects: Any) -> tuple[Any, ...] | None:
    """The ``spend_only`` of a mana ability's (or spell's) add-mana instructions, if any."""
    for effect in effects:
        if isinstance(effect, dict) and "add_mana" in effect and effect.get("spend_only"):
            return tuple(effect["spend_only"])
    return None


def ability_apart(effects: Any) -> tuple[tuple[Any, ...] | None, bool] | None:
    """:func:`apart` of a mana ability's first add-mana instruction that keeps its mana apart."""
    for effect in effects:
        if isinstance(effect, dict) and "add_mana" in effect and apart(effect) is not None:
            return apart(effect)
    return None


def allows(game: Game, player: str, only: tuple[Any, ...] | None, spend_for: SpendFor) -> bool:
    """Whether mana with this restriction (None: none) may pay for ``spend_for`` (106.6)."""
    if only is None:
        return True
    if spend_for is None:
        return False
    from .filters import matches

    what, obj = spend_for
    for way in only:
        flt = way.get(what) if isinstance(way, dict) else None
        if flt is not None and matches(game, obj, dict(flt), controller=player):
            return True
    return False


def add(
    game: Game,
    player: str,
    mana: dict[str, int],
    only: tuple[Any, ...] | None,
    source: str,
    keep: bool = False,
) -> None:
    """Put mana kept apart into the player's pool (106.4, 106.6, 500.4)."""
    p = game.player(player)
    new = tuple(ManaApart(t, n, only, source, keep) for t, n in mana.items() if n)
    p.mana_apart = p.mana_apart + new


def empty(game: Game, player: str, end_of_turn: bool) -> None:
    """500.4: the pool empties — but mana kept until end of turn stays until the turn's last
    step ends."""
    p = game.player(player)
    p.mana_apart = tuple(m for m in p.mana_apart if m.keep and not end_of_turn)


def apart(effect: dict) -> tuple[tuple[Any, ...] | None, bool] | None:
    """How an add-mana instruction's mana is kept apart — (restriction, kept until end of
    turn) — or None for ordinary mana."""
    only = tuple(effect["spend_only"]) if effect.get("spend_only") else None
    keep = effect.get("keep") == "end_of_turn"
    return (only, keep) if only is not None or keep else None


def usable(game: Game, player: str, spend_for: SpendFor) -> dict[str, int]:
    """The restricted mana of the player's pool this payment may use, by type."""
    out: dict[str, int] = {}
    for m in game.player(player).mana_apart:
        if allows(game, player, m.only, spend_for):
            out[m.type] = out.get(m.type, 0) + m.n
    return out


def spend(game: Game, player: str, spent: dict[str, int], spend_for: SpendFor) -> dict[str, int]:
    """Take the spent mana from the usable restricted mana first; returns what the unrestricted
    pool still has to give, by type."""
    p = game.player(player)
    rest = dict(spent)
    kept: list[ManaApart] = []
    for m in p.mana_apart:
        take = min(m.n, rest.get(m.type, 0)) if allows(game, player, m.only, spend_for) else 0
        if take:
            rest[m.type] -= take
        if m.n - take:
            kept.append(ManaApart(m.type, m.n - take, m.only, m.source, m.keep))
    p.mana_apart = tuple(kept)
    return {t: n for t, n in rest.items() if n}


def to_lose(game: Game, player: str, end_of_turn: bool) -> int:
    """How much mana the player would lose as the step or phase ends (500.4): all but the mana
    kept until end of turn (unless the turn ends)."""
    p = game.player(player)
    kept = sum(m.n for m in p.mana_apart if m.keep and not end_of_turn)
    return p.pool_total() - kept


def turn_colorless(game: Game, player: str, end_of_turn: bool) -> None:
    """The mana the player would lose becomes colorless instead (614.1a, Kruphix): the
    ordinary pool's and the restricted mana's (its restriction stays, 106.6); mana kept until
    end of turn that isn't lost now stays as it is."""
    p = game.player(player)
    total = sum(p.mana_pool.values())
    p.mana_pool.clear()
    if total:
        p.mana_pool["C"] = total
    p.mana_apart = tuple(
        m if m.keep and not end_of_turn else ManaApart("C", m.n, m.only, m.source)
        for m in p.mana_apart
    )
