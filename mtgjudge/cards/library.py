"""The built-in card library (``mtgjudge/cards/data/*.yaml``) and name lookup.

The hand-written cards are curated overrides of the card catalogue (``catalogue.py``): a name
that is not in the library (or a scenario's own cards) is looked up in the catalogue, by its
English name, a face's name or any Russian printed name, and the engine's definition is made
from the catalogue card (``definition.card_definition``: it refuses what it cannot express).
Names are compared case-insensitively, with "ё" read as "е"; :func:`suggest` gives the
nearest names for a typo (rapidfuzz).
"""

from __future__ import annotations

import re
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

    def __init__(self, cards: Iterable[CardDef] = (), catalogue: bool = True) -> None:
        self._by_key: dict[str, CardDef] = {}
        self._use_catalogue = catalogue
        # catalogue cards first printed after the rules of record: English name -> (set, date)
        self.later: dict[str, tuple[str, str]] = {}
        # catalogue cards played although an ability was not read (issue 14, item 6)
        self.unread: dict[str, tuple] = {}
        self._found: dict[str, CardDef] = {}  # catalogue cards already looked up, by key
        self._tokens: frozenset[str] | None = None  # token_names(), until a card is added
        for card in cards:
            self.add(card)

    def add(self, card: CardDef) -> None:
        self._found.clear()
        self._tokens = None
        self._by_key[name_key(card.name)] = card
        if card.name_ru:
            self._by_key[name_key(card.name_ru)] = card
        if card.back is not None:  # 711: the back face is named by its own names
            self.add(card.back)

    def get(self, name: str) -> CardDef:
        """The card of that name: the library's (or the scenario's), else the catalogue's.
        Raises :class:`UnknownCardError`, or ``UnsupportedCardError`` for a catalogue card
        the engine cannot express."""
        key = name_key(name)
        card = self._by_key.get(key) or self._found.get(key)
        if card is not None:
            return card
        found = self._catalogue_find(name)
        if found is None:
            raise UnknownCardError(name, self.suggest(name))
        english = name_key(found.card.name)
        card = self._by_key.get(english) or self._found.get(english)
        if card is None:
            from .definition import card_definition

            card = card_definition(found.card)
            self._found[english] = card
            self._tokens = None  # the tokens it creates may be expected too
            if card.back is not None:  # 711: both faces are names of cards of the game
                self._found[name_key(card.name)] = card
                for face in (card.back.name, card.back.name_ru):
                    if face:
                        self._found[name_key(face)] = card.back
            if found.card.after_rules:
                self.later[card.name] = (found.card.first_set, found.card.first_release)
            if card.unread:
                self.unread[card.name] = card.unread
        if found.face == 1 and card.back is not None:
            card = card.back
        self._found[key] = card
        return card

    def known(self, name: str) -> CardDef | None:
        """A card of this library or one already looked up in the catalogue (no new look-up)."""
        key = name_key(name)
        return self._by_key.get(key) or self._found.get(key)

    def curated(self, english_name: str) -> CardDef | None:
        """The hand-written card of that English name (no catalogue look-up)."""
        card = self._by_key.get(name_key(english_name))
        return card if card is not None and card.name == english_name else None

    def _catalogue_find(self, name: str):
        if not self._use_catalogue:
            return None
        from .catalogue import default_catalogue

        catalogue = default_catalogue()
        return catalogue.find(name) if catalogue is not None else None

    def __contains__(self, name: str) -> bool:
        return name_key(name) in self._by_key or self._catalogue_find(name) is not None

    def cards(self) -> list[CardDef]:
        seen: dict[str, CardDef] = {}
        for card in self._by_key.values():
            if card.front_name is None:  # a back face is part of its card (711)
                seen[card.name] = card
        return sorted(seen.values(), key=lambda c: c.name)

    def token_names(self) -> set[str]:
        """Names of the tokens the library's cards create ("Beast", "Soldier"): a scenario
        may expect them on the battlefield.  Computed once per set of cards."""
        if self._tokens is not None:
            return set(self._tokens)
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

        for card in [*self.cards(), *self._found.values()]:
            abilities = [card.spell, *card.abilities, *(t.ability for t in card.triggers)]
            walk([a for a in abilities if a is not None])
        self._tokens = frozenset(out)
        return out

    def names(self) -> list[str]:
        out = []
        for card in self.cards():
            out.append(card.name)
            if card.name_ru:
                out.append(card.name_ru)
        return out

    def suggest(self, name: str, limit: int = 3) -> tuple[str, ...]:
        """The nearest names of the library and the catalogue."""
        from .catalogue import _name_choices, default_catalogue, nearest

        catalogue = default_catalogue() if self._use_catalogue else None
        choices = _name_choices(catalogue) if catalogue is not None else {}
        return nearest(name, choices, tuple(self.names()), limit)

    def copy(self) -> CardLibrary:
        other = CardLibrary(catalogue=self._use_catalogue)
        other._by_key = dict(self._by_key)
        other._found = dict(self._found)
        other._tokens = self._tokens
        other.later = dict(self.later)
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


def _with_russian_name(card: CardDef) -> CardDef:
    """A card without ``name_ru`` takes the catalogue's preferred Russian printed name."""
    from dataclasses import replace

    from .catalogue import default_catalogue

    catalogue = default_catalogue()
    if card.name_ru is None and catalogue is not None:
        return replace(card, name_ru=catalogue.russian_name(card.name))
    return card


@lru_cache(maxsize=1)
def default_library() -> CardLibrary:
    """The hand-written cards (Russian names come from the catalogue)."""
    cards: list[CardDef] = []
    for path in sorted(DATA.glob("*.yaml")):
        cards.extend(_with_russian_name(card) for card in load_file(path))
    return CardLibrary(cards)


_ENTRY = re.compile(r"^- ", re.MULTILINE)
_ENTRY_NAME = re.compile(r"- name:[ \t]*(\"[^\"]*\"|'[^']*'|[^#\n]*?)[ \t]*(?:#.*)?$", re.MULTILINE)


@lru_cache(maxsize=1)
def _curated_entries() -> dict[str, tuple[str, str]]:
    """English name → (file name, YAML text) of every hand-written card, found by a scan of
    the text (each card is a top-level list item that starts with ``- name:``)."""
    out: dict[str, tuple[str, str]] = {}
    for path in sorted(DATA.glob("*.yaml")):
        text = path.read_text(encoding="utf-8")
        starts = [m.start() for m in _ENTRY.finditer(text)]
        for start, end in zip(starts, [*starts[1:], len(text)]):
            found = _ENTRY_NAME.match(text, start)
            if found:
                name = found.group(1)
                out[name[1:-1] if name[:1] in "\"'" else name] = (path.name, text[start:end])
    return out


@lru_cache(maxsize=256)
def curated_card(english_name: str) -> CardDef | None:
    """The hand-written card of that English name, without loading the whole library (one
    card is parsed: ``mtgjudge card`` stays fast)."""
    entry = _curated_entries().get(english_name)
    if entry is None:
        return None
    if default_library.cache_info().currsize:
        return default_library().curated(english_name)
    file_name, text = entry
    data = _yaml_load(text) or []
    try:
        return _with_russian_name(card_from_dict(data[0]))
    except CardFormatError as exc:
        raise CardFormatError(f"{file_name}, карта {english_name}: {exc}") from None
