"""The total cost of a spell (601.2e): the mana cost or an alternative cost (601.2b), plus every
additional cost and cost increase, minus every cost reduction; a reduced mana component is
never less than {0}.  The keywords that take part:

* alternative cost: evoke (702.73a: "cast this card by paying [cost] rather than its mana
  cost"), announced with ``alt: evoke``;
* additional costs: buyback (702.26a), entwine (702.41a, with all modes), splice onto Arcane
  (702.46a, one part per spliced card); kicker (702.32) has its own module, ``kicker.py``;
* cost reductions: affinity for [quality] (702.40a-c: {1} less for each, only generic mana).

Convoke (702.50a) and delve (702.65a) are not costs: they change how the locked-in total cost
is paid (``convoke.py``).

A part is a :class:`CostPart`; :func:`total` puts them together in the order of 601.2e.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any

from ...cards.format import CardDef, CardFormatError, Cost, cost_in_words
from ...cards.keywords import Keyword, russian, spec_of
from ..events import IllegalActionError
from ..filters import matches
from ..mana import ManaCost, ManaSymbol
from ..names import shown
from ..state import Game

# keyword → the ``alt:`` word / ``choose:`` key that announces it (601.2b)
OPTIONAL_ADDITIONAL = {"buyback": "Buyback", "entwine": "Entwine"}
ALTERNATIVE = {"evoke": "Evoke", "overload": "Overload"}
# "Affinity for [quality]" (702.40a): what is counted among the permanents the caster controls
AFFINITY_FILTERS: dict[str, dict[str, Any]] = {
    "for artifacts": {"types": ["Artifact"]},
    "for equipment": {"subtypes": ["Equipment"]},
    "for plains": {"subtypes": ["Plains"]},
    "for islands": {"subtypes": ["Island"]},
    "for swamps": {"subtypes": ["Swamp"]},
    "for mountains": {"subtypes": ["Mountain"]},
    "for forests": {"subtypes": ["Forest"]},
}


@dataclass(frozen=True)
class CostPart:
    """One part of a total cost (601.2e) that a keyword brings: ``kind`` "alternative",
    "additional" or "reduction"; ``mana`` what it adds (or replaces the mana cost with),
    ``less`` the generic mana it takes off; ``text`` the keyword as written."""

    keyword: str
    text: str
    kind: str
    rules: tuple[str, ...]
    mana: ManaCost = ManaCost()
    less: int = 0
    other: Cost | None = None  # the parts that are not mana ("Sacrifice a land"), paid beside

    def describe(self) -> dict[str, Any]:
        """What the cast event records: the keyword in Russian as printed, its rules."""
        out = {
            "keyword": self.keyword,
            "text": russian(self.text),
            "kind": self.kind,
            "rule": self.rules[0],
            "less": self.less,
        }
        if self.kind == "static_increase":  # "… spells cost {1} more to cast" (601.2e)
            out["more"] = self.mana.converted()
        if self.kind == "reduction" and self.mana.symbols:  # "{B}{R} less": coloured mana
            out["less_colored"] = str(self.mana)
        return out


def parameter_cost(card: CardDef, keyword: Keyword, text: str | None = None) -> Cost:
    """The cost of "Buyback {4}", "Evoke {2}{U}" or, in words, "Buyback—Sacrifice a land"
    (117.12) as the one cost model; a cost the engine can't read is refused with the keyword
    and its rule (the card reader refuses such cards first)."""
    try:
        return cost_in_words(text if text is not None else keyword.parameter or "")
    except CardFormatError:
        raise IllegalActionError(
            f"у {shown(card)}: стоимость «{russian(keyword.text)}» движок пока не платит",
            (keyword.spec.rule, "601.2b"),
        ) from None


def cost_part(
    name: str, keyword: Keyword, kind: str, rules: tuple[str, ...], cost: Cost
) -> CostPart:
    """A part whose mana goes into the total and whose other parts are paid beside it."""
    other = replace(cost, mana=ManaCost()) if not cost.is_free else None
    if other is not None and other.is_free:
        other = None
    return CostPart(name, keyword.text, kind, rules, cost.mana, other=other)


def _keyword(card: CardDef, name: str) -> Keyword | None:
    return next((k for k in card.keyword_values if k.name == name), None)


def announced(card: CardDef, choices: dict[str, Any], alt: str | None) -> list[CostPart]:
    """The optional additional costs the caster announces (601.2b): ``choose: {buyback:
    true}`` or ``alt: buyback`` (the same for entwine).  Removes the answers from
    ``choices``.  A cost the card doesn't have is refused."""
    parts = []
    for word, name in OPTIONAL_ADDITIONAL.items():
        answer = choices.pop(word, None)
        if alt == word:
            answer = True
        if answer is None or answer is False:
            continue
        if answer is not True:
            raise IllegalActionError(f"{word} — true или false", ("601.2b",))
        keyword = _keyword(card, name)
        spec_rule = spec_of(name).rule
        if keyword is None:
            raise IllegalActionError(
                f"у {shown(card)} нет способности «{russian(name)}»: заплатить её нельзя",
                (spec_rule, "601.2b"),
            )
        rules = (spec_rule, "601.2b", "117.8") + (("702.41b",) if name == "Entwine" else ())
        parts.append(cost_part(name, keyword, "additional", rules, parameter_cost(card, keyword)))
    return parts


def alternative(card: CardDef, alt: str | None) -> CostPart | None:
    """An alternative cost a keyword gives (``alt: evoke``, 702.73a, 117.9), or None."""
    name = ALTERNATIVE.get(alt or "")
    if name is None:
        return None
    keyword = _keyword(card, name)
    if keyword is None:
        raise IllegalActionError(
            f"у {shown(card)} нет способности «{russian(name)}»", ("702.73a", "601.2b", "117.9")
        )
    rules: tuple[str, ...] = (keyword.spec.rule, "601.2b", "117.9")
    if name == "Overload":  # the overloaded spell has no targets (702.95b)
        rules += ("702.95b",)
    return cost_part(name, keyword, "alternative", rules, parameter_cost(card, keyword))


def replicate(card: CardDef, choices: dict[str, Any]) -> list[CostPart]:
    """702.55a: "As an additional cost to cast this spell, you may pay [cost] any number of
    times" — ``choose: {replicate: N}`` at the cast (601.2b); the number is kept for the
    keyword's cast trigger that copies the spell (``choices["_replicated"]``)."""
    times = choices.pop("replicate", None)
    if times is None or times is False or times == 0:
        return []
    if isinstance(times, bool) or not isinstance(times, int) or times < 0:
        raise IllegalActionError("replicate — сколько раз заплатить Копию (число)", ("601.2b",))
    keyword = _keyword(card, "Replicate")
    if keyword is None:
        raise IllegalActionError(
            f"у {shown(card)} нет способности «Копия»: заплатить её нельзя", ("702.55a", "601.2b")
        )
    unit = parameter_cost(card, keyword)
    choices["_replicated"] = times
    rules = ("702.55a", "601.2b", "117.8")
    return [
        CostPart(
            "Replicate", keyword.text, "additional", rules, ManaCost(unit.mana.symbols * times)
        )
    ]


def conspire(card: CardDef, choices: dict[str, Any]) -> list[CostPart]:
    """702.77a: "As you cast this spell, you may tap two untapped creatures you control that
    share a color with it" — ``choose: {conspire: true}`` (the first two that fit) or
    ``{conspire: [ID, ID]}``; the keyword's cast trigger then copies the spell."""
    answer = choices.pop("conspire", None)
    if answer is None or answer is False:
        return []
    keyword = _keyword(card, "Conspire")
    if keyword is None:
        raise IllegalActionError(
            f"у {shown(card)} нет способности «Заговор»: заплатить её нельзя", ("702.77a", "601.2b")
        )
    if answer is not True:
        choices["tap"] = answer if isinstance(answer, list) else [answer]
    # "share a color with it": any of the spell's colours (105.2); a colourless spell has none
    flt = (("colors", tuple(sorted(card.colors))), ("types", ("Creature",)))
    two = Cost(tap_untapped=flt, tap_count=2)
    return [
        CostPart("Conspire", keyword.text, "additional", ("702.77a", "601.2b", "117.8"), other=two)
    ]


def retrace() -> CostPart:
    """702.80a: "You may cast this card from your graveyard by discarding a land card as an
    additional cost to cast it" (``alt: retrace``; which land card: ``choose: {discard: …}``)."""
    land_card = Cost(discard=1, discard_filter=(("types", ("Land",)),))
    return CostPart(
        "Retrace", "Retrace", "additional", ("702.80a", "601.2b", "117.8"), other=land_card
    )


def reductions(game: Game, player: str, card: CardDef) -> list[CostPart]:
    """Cost reductions of the spell's own keywords: each instance of affinity takes {1} off
    for each permanent of its quality the caster controls (702.40a, 702.40c)."""
    parts = []
    for keyword in card.keyword_values:
        if keyword.name != "Affinity":
            continue
        flt = AFFINITY_FILTERS[(keyword.parameter or "").casefold()]
        count = sum(
            1 for o in game.permanents(player) if matches(game, o, dict(flt), controller=player)
        )
        parts.append(
            CostPart(
                "Affinity",
                keyword.text,
                "reduction",
                ("702.40a", "702.40b", "601.2e"),
                less=count,
            )
        )
    return parts


def per_extra_target(card: CardDef, targets: int) -> list[CostPart]:
    """A cost increase for each target beyond the first (strive: "This spell costs {2}{U}
    more to cast for each target beyond the first"): the number of targets is chosen first
    (601.2c), the increase joins the total cost (601.2e)."""
    unit = card.cost_per_extra_target
    if unit is None or targets < 2:
        return []
    extra = targets - 1
    return [
        CostPart(
            "Strive",
            f"{unit} × {extra}",
            "increase",
            ("601.2e", "601.2c"),
            ManaCost(unit.symbols * extra),
        )
    ]


def less_generic(cost: ManaCost, amount: int) -> ManaCost:
    """``cost`` with ``amount`` less generic mana; coloured mana is not reduced (702.40b) and
    the mana component is never less than {0} (601.2e)."""
    generic = sum(int(s.text) for s in cost.symbols if s.kind == "generic")
    left = max(0, generic - amount)
    others = tuple(s for s in cost.symbols if s.kind != "generic")
    xs = tuple(s for s in others if s.kind == "x")
    head = (ManaSymbol(str(left)),) if left else ()
    return ManaCost(xs + head + tuple(s for s in others if s.kind != "x"))


def total(base: ManaCost, parts: list[CostPart]) -> ManaCost:
    """601.2e: the mana cost or alternative cost, plus additional costs, minus reductions."""
    cost = base
    for part in parts:
        if part.kind in ("additional", "increase", "static_increase"):
            cost = cost.plus(part.mana)
    less = sum(p.less for p in parts if p.kind == "reduction")
    cost = less_generic(cost, less) if less else cost
    for part in parts:
        if part.kind == "reduction" and part.mana.symbols:
            cost = less_colored(cost, part.mana)
    return cost


def less_colored(cost: ManaCost, symbols: ManaCost) -> ManaCost:
    """``cost`` without one of each coloured symbol of ``symbols`` it has ("This effect
    reduces only the amount of colored mana you pay", 601.2e); a symbol it lacks takes nothing
    off (never generic mana), and a hybrid symbol is not reduced."""
    left = list(cost.symbols)
    for symbol in symbols.symbols:
        if symbol in left:
            left.remove(symbol)
    return ManaCost(tuple(left))
