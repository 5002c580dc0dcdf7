"""The values the Oracle compiler produces (issue 14) and what a card definition needs of them:
the result types, :func:`merge_abilities` (compiled abilities into a card mapping) and
:func:`strip_layout`.  A card of the catalogue is defined from its stored results
(:mod:`.stored`) with this module alone: the compiler itself (grammar, semantics, renderer) is
imported only when a text must be compiled now (start-up of ``mtgjudge run``).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

# keywords that compile to a card-format key of their own, with a mana cost
COST_KEYS = ("flashback", "dash", "outlast")


@dataclass(frozen=True)
class Problem:
    """Why an ability is refused (issue item 2): a Russian reason, the rule it would need and
    the 1-based column of the clause where reading stopped (None when the whole clause)."""

    reason: str
    rule: str
    column: int | None = None

    def describe(self) -> str:
        where = f" (столбец {self.column})" if self.column else ""
        return f"{self.reason}{where}; нужно правило {self.rule}"


@dataclass(frozen=True)
class Clause:
    """One ability of a card as the router found it: its kind and its normalised text."""

    kind: str
    text: str


@dataclass(frozen=True)
class AbilityResult:
    """One ability: compiled (``parts``: where it goes in the card mapping and its value) or
    refused (``problem``)."""

    clause: Clause
    parts: tuple[tuple[str, Any], ...] = ()
    problem: Problem | None = None
    rendered: str = ""
    face: int = 0  # 1: the back face of a double-faced card (711)

    @property
    def ok(self) -> bool:
        return self.problem is None


@dataclass(frozen=True)
class CardResult:
    """A compiled card: ``status`` is "full" (every ability), "partial" or "none"."""

    name: str
    text: str  # the normalised Oracle text (2015 wording, CARDNAME)
    abilities: tuple[AbilityResult, ...]
    card: dict | None = None  # the card mapping, when fully compiled
    problem: Problem | None = None  # a card-level refusal (layout, type, P/T)
    extra: dict = field(default_factory=dict)

    @property
    def status(self) -> str:
        if self.problem is not None:
            return "none"
        if all(a.ok for a in self.abilities) and self.card is not None:
            return "full"
        if any(a.ok for a in self.abilities):
            return "partial"
        return "none"

    def unsupported(self) -> list[AbilityResult]:
        return [a for a in self.abilities if not a.ok]


def strip_layout(value: Any) -> Any:
    """The ability values without the renderer's join hints (keys starting with "_")."""
    if isinstance(value, dict):
        return {k: strip_layout(v) for k, v in value.items() if not k.startswith("_")}
    if isinstance(value, list):
        return [strip_layout(v) for v in value]
    return value


def half_names_ru(entry: dict) -> tuple[str | None, str | None]:
    """The printed Russian names of a split card's halves ("Страховка // Собрание"), when the
    card was printed in Russian with translated names."""
    ru = ((entry["faces"][0].get("ru") or {}).get("name") or "").split(" // ")
    if len(ru) == 2 and any("а" <= ch.lower() <= "я" for ch in "".join(ru)):
        return ru[0], ru[1]
    return None, None


def merge_abilities(card: dict, results: tuple[AbilityResult, ...]) -> dict:
    """Put compiled abilities into a card mapping (``keywords``, ``spell``, ``abilities``,
    ``triggers``, ``static``, ``replacements``, ``enchant``, ``morph``, ``megamorph``,
    ``flashback``, ``dash``, ``outlast``)."""
    for result in results:
        for key, value in result.parts:
            value = strip_layout(value)
            if key == "spell":
                if "spell" in card:
                    raise ValueError("две способности заклинания")
                card["spell"] = value
            elif key == "equip":
                card.setdefault("abilities", []).append(value)
            elif key in (
                "enchant",
                "morph",
                "megamorph",
                "level_up",
                "bestow",
                "as_enters",
                "additional_cost",
                "cost_per_extra_target",
                *COST_KEYS,
            ):
                card[key] = value
            else:
                card.setdefault(key, []).append(value)
    from .families.library_links import card_passes

    return card_passes(card)  # 201.4 "named CARDNAME"; 607.2a "the exiled card"
