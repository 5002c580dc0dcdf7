"""Keyword actions of rule 701 that cards' effects perform: fight (701.10), clash (701.20),
detain (701.26), proliferate (701.24), populate (701.27), monstrosity (701.28), bolster (701.30).  Each is an effect verb
of the card format (``{fight: self, with: target}``, ``{proliferate: true}``,
``{populate: true}``, ``{monstrosity: 3}``, ``{bolster: 2}``); transform (701.25) and manifest
(701.31) are in :mod:`.faces`.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from .characteristics import characteristics
from .events import ChoiceError
from .names import shown
from .state import Game, GameObject
from .static_permissions import activation_forbidden_by

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


def damage_each_other(res: Resolution, e: dict) -> None:
    """ "Each of those creatures deals damage equal to its toughness to the other": the two
    targets deal their damage at once, in one damage event (608.2c, 119.1), each amount as the
    instruction is followed (608.2g); if either target is illegal or no longer a creature on
    the battlefield, neither deals damage (608.2b: "the other" is gone)."""
    from .replacement.damage import Hit, deal_damage_event

    game = res.game
    both = [o for o in res.objects(e["damage_each_other"]) if o.zone == "battlefield"]
    chars = [characteristics(game, o) for o in both]
    if len(both) != 2 or any("Creature" not in ch.types for ch in chars):
        game.log("no_damage_each_other", ("608.2b",), cards=[o.label for o in both])
        return
    side = str(e.get("characteristic", "power"))
    rules = ("608.2c", "608.2g", "119.1")
    pairs = zip(both, chars, reversed(both), strict=True)  # each source and "the other"
    deal_damage_event(
        game,
        [
            Hit(
                src.label,
                ch,
                src.controller,
                max(int(getattr(ch, side) or 0), 0),
                obj=other,
                rules=rules,
                source_id=src.id,
            )
            for src, ch, other in pairs
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
    from .effects import pick_by_names, token_copy

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
    token_copy(res, original, ("701.27a", "706.2"), copy_of=original.label)


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
        names = list(answer) if isinstance(answer, list | tuple) else [str(answer)]
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


def clash(res: Resolution, e: dict) -> None:
    """701.20b: "clash with an opponent": you and an opponent (the first in turn order) each
    clash: reveal the top card of your library and may put it on the bottom (701.20a; answer
    ``clash_bottom``: the cards put on the bottom, by default none).  You win if your card's
    converted mana cost is higher than every other revealed card's (701.20c); then the
    ``if_win`` effects happen."""
    from .effects import run_effects

    game = res.game
    you = res.controller
    opponents = game.opponents(you)
    if not opponents:
        return
    players = [you, opponents[0]]
    from .effects import answer_names, unseen_card

    bottom = answer_names(res.answer("clash_bottom"))
    revealed: dict[str, GameObject | None] = {}
    for p in players:
        library = game.player(p).zones["library"]
        revealed[p] = game.obj(library[0]) if library else None
    value = {
        p: (o.card.mana_cost.converted() if o is not None else None) for p, o in revealed.items()
    }
    mine = value[you]
    won = mine is not None and all(v is None or mine > v for p, v in value.items() if p != you)
    moved = []
    for p, o in revealed.items():
        name = next((n for n in bottom if o is not None and _named(o, [n])), None)
        if o is not None and name is not None:
            bottom.remove(name)  # each name one revealed card
            library = game.player(p).zones["library"]
            library.remove(o.id)
            library.append(o.id)
            moved.append(o.label)
    if bottom:  # a name the players did not reveal is an error in the file, not ignored
        seen = [o for o in revealed.values() if o is not None]
        raise unseen_card("clash_bottom", bottom[0], seen, "при столкновении (701.20a)")
    res.spend_answers("clash_bottom")
    game.log(
        "clashed",
        ("701.20a", "701.20b", "701.20c"),
        player=you,
        opponent=opponents[0],
        cards={p: (o.label if o is not None else None) for p, o in revealed.items()},
        values=value,
        won=won,
        bottom=moved,
    )
    if won:
        run_effects(res, e.get("if_win", []))


def detain(res: Resolution, e: dict) -> None:
    """701.26a: until the next turn of the controller of the spell or ability, the permanent
    can't attack or block and its activated abilities can't be activated.  The permanent is
    tracked as an object: a new object (400.7) is not detained."""
    game = res.game
    objs = [o for o in res.objects(e["detain"]) if o.zone == "battlefield"]
    for obj in objs:
        game.detained[obj.id] = res.controller
    if objs:
        game.log(
            "detained",
            ("701.26a",),
            cards=[o.label for o in objs],
            until_turn_of=res.controller,
            source=res.source_name,
        )


def detention_ends(game: Game) -> None:
    """701.26a: a detention ends as its player's turn begins."""
    ended = [i for i, p in game.detained.items() if p == game.active]
    for i in ended:
        del game.detained[i]
    alive = [
        game.obj(i).label for i in ended if game.exists(i) and game.obj(i).zone == "battlefield"
    ]
    if alive:
        game.log("detention_ended", ("701.26a",), cards=alive, player=game.active)


# 602.5: static effects that forbid activating a permanent's activated abilities (Arrest;
# Faith's Fetters spares mana abilities), written as card-format words granted to it
NO_ACTIVATION = "Its activated abilities can't be activated"
NO_ACTIVATION_BUT_MANA = "Its activated abilities can't be activated unless they're mana abilities"


def why_cant_activate(
    game: Game, obj: GameObject, mana: bool
) -> tuple[str, tuple[str, ...]] | None:
    """Why an activated ability of ``obj`` (a mana ability when ``mana``) can't be activated
    now: it is detained (701.26a) or an effect forbids it (602.5); None if it may be."""
    detained = why_detained(game, obj, "активировать свои способности")
    if detained:
        return detained, ("701.26a", "602.5")
    forbidden = activation_forbidden_by(game, obj, mana)
    if forbidden is not None:
        forbidder, key = forbidden
        spared = ", кроме мана-способностей," if key == "cant_activate_unless_mana" else ""
        return (
            f"активируемые способности {shown(obj.physical)}{spared} активировать нельзя: так "
            f"говорит статическая способность {forbidder}",
            ("602.5",),
        )
    if obj.zone != "battlefield":
        return None
    words = characteristics(game, obj).keywords
    if NO_ACTIVATION in words or (NO_ACTIVATION_BUT_MANA in words and not mana):
        card = obj.physical
        name = f"«{card.name_ru}» ({card.name})" if card.name_ru else f"«{card.name}»"
        spared = "" if NO_ACTIVATION in words else ", кроме мана-способностей,"
        return (
            f"активируемые способности {name}{spared} активировать нельзя: так говорит "
            "действующий на него эффект",
            ("602.5",),
        )
    return None


def why_detained(game: Game, obj: GameObject, what: str) -> str | None:
    """The refusal of ``what`` (attack, block, activate) for a detained permanent."""
    if obj.id not in game.detained:
        return None
    card = obj.physical
    name = shown(card)
    return (
        f"{name} задержан (701.26a): до начала следующего хода игрока "
        f"{game.detained[obj.id]} он не может {what}"
    )


def champion(res: Resolution, e: dict) -> None:
    """702.71a: "sacrifice it unless you exile another [object] you control": the exiled card
    is linked to the source (702.71b, 607.2a: its other ability returns it).  Which permanent:
    the answer ``choose: {champion: REF}`` (``false`` — exile none), by default the first one
    on the battlefield."""
    from .actions_common import exile, sacrifice
    from .effects import pick_by_names
    from .filters import matches
    from .triggers.linked import remember

    game = res.game
    source = game.objects.get(res.item.source_id or -1)
    flt = dict(e["champion"])
    candidates = [
        o
        for o in game.permanents(res.controller)
        if o.id != res.item.source_id and matches(game, o, flt, controller=res.controller)
    ]
    answer = res.answer("champion")
    declined = isinstance(answer, bool | str) and str(answer).lower() in ("false", "no", "нет")
    chosen = (
        [] if declined else pick_by_names(candidates, answer if not is_bool(answer) else None, 1)
    )
    if chosen:
        name = chosen[0].label
        new = exile(game, chosen[0], rules=("702.71a", "701.9a"))
        game.log(
            "championed",
            ("702.71a", "702.71c"),
            card=name,
            source=res.source_name,
            by_default=answer is None and len(candidates) > 1,
        )
        remember(res, "exiled", [new])
        return
    game.log("champion_not_exiled", ("702.71a",), source=res.source_name, declined=declined)
    if source is not None and source.zone == "battlefield" and source.controller == res.controller:
        sacrifice(game, source, rules=("702.71a", "701.14a"))


def is_bool(value: Any) -> bool:
    return isinstance(value, bool)


def _named(obj: GameObject, names: list[Any]) -> bool:
    card = obj.physical
    return any(str(n) in (obj.alias, card.name, card.name_ru) for n in names)


def vote(res: Resolution, e: dict) -> None:
    """701.29a–b: "Starting with you, each player votes for A or B. If A gets more votes, …
    If B gets more votes or the vote is tied, …" — each player, starting with the controller
    and in turn order (101.4), votes for one of the words (answer ``votes: {PLAYER: WORD}``;
    by default a player votes for the first word, said in the explanation); ``if_first`` runs
    when the first word gets more votes, ``otherwise`` when the second does or on a tie."""
    from .effects import run_effects

    game = res.game
    words = [str(w) for w in e["vote"]]
    answers = res.answer("votes") or {}
    if not isinstance(answers, dict):
        raise ChoiceError(f"votes: нужен словарь «игрок: вариант», а не «{answers}»")
    voters = set(game.players_in_order(res.controller))
    stranger = next((str(p) for p in answers if str(p) not in voters), None)
    if stranger is not None:
        raise ChoiceError(
            f"votes: «{stranger}» — не игрок этой партии; игроки: {', '.join(sorted(voters))}"
        )
    ballots: list[tuple[str, str]] = []
    defaults: list[str] = []
    for player in game.players_in_order(res.controller):
        if game.player(player).lost:
            continue
        choice = answers.get(player)
        if choice is None:
            choice = words[0]
            defaults.append(player)
        if str(choice) not in words:
            raise ChoiceError(f"votes: {player} голосует за «{choice}» — можно: {', '.join(words)}")
        ballots.append((player, str(choice)))
    tally = {w: sum(1 for _, c in ballots if c == w) for w in words}
    first = tally[words[0]] > tally[words[1]]
    game.log(
        "voted",
        ("701.29a", "701.29b"),
        source=res.source_name,
        ballots=[list(b) for b in ballots],
        tally=tally,
        winner=words[0] if first else words[1],
        tied=tally[words[0]] == tally[words[1]],
        defaults=defaults,
    )
    run_effects(res, list(e.get("if_first", ())) if first else list(e.get("otherwise", ())))


ACTIONS = {
    "fight": fight,
    "damage_each_other": damage_each_other,
    "monstrosity": monstrosity,
    "bolster": bolster,
    "populate": populate,
    "proliferate": proliferate,
    "clash": clash,
    "detain": detain,
    "champion": champion,
    "vote": vote,
}
