"""Keyword actions of rule 701 that cards' effects perform: fight (701.10), proliferate
(701.24), populate (701.27), monstrosity (701.28), bolster (701.30).  Each is an effect verb
of the card format (``{fight: self, with: target}``, ``{proliferate: true}``,
``{populate: true}``, ``{monstrosity: 3}``, ``{bolster: 2}``); transform (701.25) and manifest
(701.31) are in :mod:`.faces`.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from .characteristics import characteristics
from .state import GameObject

if TYPE_CHECKING:
    from .effects import Resolution


def fight(res: Resolution, e: dict) -> None:
    """701.10a: each of the two creatures deals damage equal to its power to the other; not
    combat damage (701.10d); a creature that is gone, no longer a creature or an illegal
    target deals and is dealt none (701.10b); one that fights itself deals it twice (701.10c)."""
    from .replacement.damage import Hit, deal_damage_event

    game = res.game
    first, second = res.objects(e["fight"]), res.objects(e.get("with", "target"))
    fighters = [o for o in (first[:1] + second[:1]) if o.zone == "battlefield"]
    chars = [characteristics(game, o) for o in fighters]
    if len(fighters) < 2 or any("Creature" not in ch.types for ch in chars):
        game.log(
            "fight_no_damage",
            ("701.10b",),
            cards=[o.label for o in (first[:1] + second[:1])],
        )
        return
    (a, b), (ca, cb) = fighters, chars
    rules = ("701.10a", "701.10d") + (("701.10c",) if a is b else ())
    game.log("fought", rules, card=a.label, other=b.label)
    deal_damage_event(
        game,
        [
            Hit(
                a.label, ca, a.controller, max(ca.power or 0, 0), obj=b, rules=rules, source_id=a.id
            ),
            Hit(
                b.label, cb, b.controller, max(cb.power or 0, 0), obj=a, rules=rules, source_id=b.id
            ),
        ],
    )


def monstrosity(res: Resolution, e: dict) -> None:
    """701.28a: "Monstrosity N": if this permanent isn't monstrous, put N +1/+1 counters on it
    and it becomes monstrous."""
    from .replacement.quantities import put_counters

    game = res.game
    n = res.number(e["monstrosity"])
    for obj in res.objects(e.get("on", "self")):
        if obj.monstrous:
            game.log("already_monstrous", ("701.28a",), card=obj.label)
            continue
        put_counters(game, obj, "+1/+1", n, rules=("701.28a",), source=res.source_name)
        obj.monstrous = True
        game.log("became_monstrous", ("701.28a",), card=obj.label, id=obj.id, n=n)


def bolster(res: Resolution, e: dict) -> None:
    """701.30a: "Bolster N": choose a creature you control with the least toughness (or tied
    for it) and put N +1/+1 counters on it (answer ``pick``; by default the first in
    battlefield order)."""
    from .effects import pick_by_names
    from .replacement.quantities import put_counters

    game = res.game
    n = res.number(e["bolster"])
    creatures = [(o, characteristics(game, o)) for o in game.permanents(res.controller)]
    creatures = [(o, ch) for o, ch in creatures if "Creature" in ch.types]
    if not creatures:
        game.log("bolster_nothing", ("701.30a",), player=res.controller)
        return
    least = min(ch.toughness or 0 for _, ch in creatures)
    tied = [o for o, ch in creatures if (ch.toughness or 0) == least]
    answer = res.answer("pick")
    (chosen,) = pick_by_names(tied, answer, 1)
    game.log(
        "bolstered",
        ("701.30a",),
        player=res.controller,
        card=chosen.label,
        n=n,
        toughness=least,
        by_default=len(tied) > 1 and not answer,
    )
    put_counters(game, chosen, "+1/+1", n, rules=("701.30a", "121.2"), source=res.source_name)


def populate(res: Resolution, e: dict) -> None:
    """701.27a: choose a creature token you control and put a token onto the battlefield that's
    a copy of it (answer ``pick``; by default the first); none: nothing happens (701.27b)."""
    from .effects import pick_by_names
    from .layers.copy import copiable_card
    from .zones import create_object

    game = res.game
    tokens = [
        o
        for o in game.permanents(res.controller)
        if o.is_token and "Creature" in characteristics(game, o).types
    ]
    if not tokens:
        game.log("populate_nothing", ("701.27b",), player=res.controller)
        return
    (original,) = pick_by_names(tokens, res.answer("pick"), 1)
    card = copiable_card(game, original)
    obj = create_object(game, card, res.controller, "battlefield", is_token=True)
    obj.sick = True
    game.log(
        "tokens_created",
        ("701.27a", "706.2"),
        player=res.controller,
        token=card.name,
        count=1,
        ids=[obj.id],
        copy_of=original.label,
    )


def proliferate(res: Resolution, e: dict) -> None:
    """701.24a: choose any number of permanents and/or players that have a counter and give
    each one more counter of a kind it already has (701.24b: the proliferating player chooses
    the kind).  The answer ``proliferate`` names them (ids, card names, players); by default:
    the permanents you control and the opponents that have counters, each its first kind."""
    game = res.game
    you = res.controller
    answer = res.answer("proliferate")
    permanents = [o for o in game.permanents() if any(o.counters.values())]
    players = [p for p in game.players if p.poison > 0 and not p.lost]
    if answer is None:
        chosen_objs = [o for o in permanents if o.controller == you]
        chosen_players = [p for p in players if p.name != you]
    else:
        names = [answer] if isinstance(answer, str) else list(answer)
        chosen_objs = [o for o in permanents if _named(o, names)]
        chosen_players = [p for p in players if p.name in names]
    from .replacement.quantities import put_counters

    done: list[str] = []
    for obj in chosen_objs:
        kind = next(k for k, v in obj.counters.items() if v)
        put_counters(game, obj, kind, 1, rules=("701.24a", "701.24b"), source=res.source_name)
        done.append(obj.label)
    for p in chosen_players:
        p.poison += 1
        game.log("poison_counters", ("701.24a", "121.1"), player=p.name, n=1, total=p.poison)
        done.append(p.name)
    game.log("proliferated", ("701.24a",), player=you, chosen=done, by_default=answer is None)


def _named(obj: GameObject, names: list[Any]) -> bool:
    card = obj.physical
    return any(str(n) in (obj.alias, card.name, card.name_ru) for n in names)


ACTIONS = {
    "fight": fight,
    "monstrosity": monstrosity,
    "bolster": bolster,
    "populate": populate,
    "proliferate": proliferate,
}
