"""The built-in card library (``mtgjudge/cards/data/*.yaml``) and name lookup.

Names are found by English Oracle name or Russian printed name, case-insensitively, with
"ё" read as "е"; :func:`suggest` gives the nearest names for a typo (rapidfuzz).
"""

from __future__ import annotations

from collections.abc import Iterable
from functools import lru_cache
from pathlib import Path

from .format import CardDef, CardFormatError, card_from_dict

DATA = Path(__file__).resolve().parent / "data"


class UnknownCardError(LookupError):
    """No card of that name; ``suggestions`` are the nearest names."""

    def __init__(self, name: str, suggestions: tuple[str, ...]) -> None:
        super().__init__(name)
        self.name = name
        self.suggestions = suggestions


def name_key(name: str) -> str:
    return " ".join(name.casefold().replace("ё", "е").replace("’", "'").split())


def _yaml_load(text: str):
    import yaml

    return yaml.load(
        text, Loader=getattr(yaml, "CSafeLoader", yaml.SafeLoader)
    )  # safe loaders only


class CardLibrary:
    """Cards by name; a scenario's own cards shadow library cards of the same name."""

    def __init__(self, cards: Iterable[CardDef] = ()) -> None:
        self._by_key: dict[str, CardDef] = {}
        for card in cards:
            self.add(card)

    def add(self, card: CardDef) -> None:
        self._by_key[name_key(card.name)] = card
        if card.name_ru:
            self._by_key[name_key(card.name_ru)] = card

    def get(self, name: str) -> CardDef:
        card = self._by_key.get(name_key(name))
        if card is None:
            raise UnknownCardError(name, self.suggest(name))
        return card

    def __contains__(self, name: str) -> bool:
        return name_key(name) in self._by_key

    def cards(self) -> list[CardDef]:
        seen: dict[str, CardDef] = {}
        for card in self._by_key.values():
            seen[card.name] = card
        return sorted(seen.values(), key=lambda c: c.name)

    def token_names(self) -> set[str]:
        """Names of the tokens the library's cards create ("Beast", "Soldier"): a scenario
        may expect them on the battlefield."""
        out: set[str] = set()

        def walk(value) -> None:
            if isinstance(value, CardDef):
                out.add(value.name)
            elif isinstance(value, dict):
                for v in value.values():
                    walk(v)
            elif isinstance(value, (list, tuple)):
                for v in value:
                    walk(v)
            elif hasattr(value, "effects"):  # an ability (delayed triggers, modes)
                walk(value.effects)
                walk(getattr(value, "modes", ()))

        for card in self.cards():
            abilities = [card.spell, *card.abilities, *(t.ability for t in card.triggers)]
            walk([a for a in abilities if a is not None])
        return out

    def names(self) -> list[str]:
        out = []
        for card in self.cards():
            out.append(card.name)
            if card.name_ru:
                out.append(card.name_ru)
        return out

    def suggest(self, name: str, limit: int = 3) -> tuple[str, ...]:
        from rapidfuzz import fuzz, process, utils

        choices = {name_key(n): n for n in self.names()}
        found = process.extract(
            name_key(name),
            list(choices),
            scorer=fuzz.WRatio,
            limit=limit,
            processor=utils.default_process,
            score_cutoff=60,
        )
        return tuple(choices[key] for key, _, _ in found)

    def copy(self) -> CardLibrary:
        other = CardLibrary()
        other._by_key = dict(self._by_key)
        return other


def load_file(path: Path) -> list[CardDef]:
    data = _yaml_load(path.read_text(encoding="utf-8")) or []
    cards = []
    for i, entry in enumerate(data):
        try:
            cards.append(card_from_dict(entry))
        except CardFormatError as exc:
            raise CardFormatError(f"{path.name}, карта №{i + 1}: {exc}") from None
    return cards


@lru_cache(maxsize=1)
def default_library() -> CardLibrary:
    cards: list[CardDef] = []
    for path in sorted(DATA.glob("*.yaml")):
        cards.extend(load_file(path))
    return CardLibrary(cards)
