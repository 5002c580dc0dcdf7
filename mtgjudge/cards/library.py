"""The built-in card library (``mtgjudge/cards/data/*.yaml``) and name lookup.

The hand-written cards are curated overrides of the card catalogue (``catalogue.py``): a name
that is not in the library (or a scenario's own cards) is looked up in the catalogue, by its
English name, a face's name or any Russian printed name, and the engine's definition is made
from the catalogue card (``definition.card_definition``: it refuses what it cannot express).
Names are compared case-insensitively, with "ё" read as "е"; :func:`suggest` gives the
nearest names for a typo (rapidfuzz).
"""

from __future__ import annotations

import os
import re
from collections.abc import Callable, Iterable
from functools import lru_cache
from typing import TYPE_CHECKING, Any

from .format import CardDef, CardFormatError, card_from_dict

if TYPE_CHECKING:
    from pathlib import Path

# The package's directories as text: ``pathlib`` (with the ``urllib.parse`` it imports) is not
# imported on the start-up of ``run``.
HERE = os.path.dirname(os.path.realpath(__file__))
DATA = os.path.join(HERE, "data")


def files_in(directory: str, suffix: str) -> list[str]:
    """The paths of the files of ``directory`` whose names end with ``suffix``, sorted (none
    when it cannot be read)."""
    try:
        names = os.listdir(directory)
    except OSError:
        return []
    return sorted(os.path.join(directory, n) for n in names if n.endswith(suffix))


class UnknownCardError(LookupError):
    """No card of that name; ``suggestions`` are the nearest names (given, or a function
    that finds them: computed only when read -- a caller that only asks whether the name is
    a card's does not pay for the fuzzy search)."""

    def __init__(
        self, name: str, suggestions: tuple[str, ...] | Callable[[], tuple[str, ...]]
    ) -> None:
        super().__init__(name)
        self.name = name
        self._suggestions = suggestions

    @property
    def suggestions(self) -> tuple[str, ...]:
        if callable(self._suggestions):
            self._suggestions = self._suggestions()
        return self._suggestions


@lru_cache(maxsize=16384)
def name_key(name: str) -> str:
    """A name as it is compared: case, ё/е, the typographic apostrophe and spacing ignored
    (remembered per name: a scenario's cards are looked up by name again and again)."""
    return " ".join(name.casefold().replace("ё", "е").replace("’", "'").split())


def _yaml_load(text: str):
    import yaml

    return yaml.load(
        text, Loader=getattr(yaml, "CSafeLoader", yaml.SafeLoader)
    )  # safe loaders only


class CardLibrary:
    """Cards by name; a scenario's own cards shadow library cards of the same name."""

    def __init__(self, cards: Iterable[CardDef] = (), catalogue: bool = True) -> None:
        # a hand-written card of the stored library is built when first used (_Pending)
        self._by_key: dict[str, CardDef | _Pending] = {}
        self._use_catalogue = catalogue
        # catalogue cards first printed after the rules of record: English name -> (set, date)
        self.later: dict[str, tuple[str, str]] = {}
        # catalogue cards played although an ability was not read (issue 14, item 6)
        self.unread: dict[str, tuple] = {}
        self._found: dict[str, CardDef] = {}  # catalogue cards already looked up, by key
        self._tokens: frozenset[str] | None = None  # token_names(), until a card is added
        # the tokens of the cards by name (``_fronts``), in a cell shared with the copies made
        # before a card is added: a scenario's copy of the library does not walk them again
        self._front_tokens: list[frozenset[str] | None] = [None]
        self._count: int | None = None  # card_count(), until a card is added
        for card in cards:
            self.add(card)

    def add(self, card: CardDef) -> None:
        self._found.clear()
        self._tokens = None
        self._front_tokens = [None]
        self._count = None
        self._by_key[name_key(card.name)] = card
        if card.name_ru:
            self._by_key[name_key(card.name_ru)] = card
        if card.back is not None:  # 711: the back face is named by its own names
            self.add(card.back)
        for half in card.halves + ((card.flip,) if card.flip else ()):
            # 708.7: a split card is named by either half's name; 709.5: a flip card by its
            # alternative name too
            for name in (half.name, half.name_ru):
                if name:
                    self._by_key.setdefault(name_key(name), card)

    def get(self, name: str) -> CardDef:
        """The card of that name: the library's (or the scenario's), else the catalogue's.
        Raises :class:`UnknownCardError`, or ``UnsupportedCardError`` for a catalogue card
        the engine cannot express."""
        key = name_key(name)
        card = self._value(key) or self._found.get(key)
        if card is not None:
            return card
        found = self._catalogue_find(name)
        if found is None:
            raise UnknownCardError(name, lambda: self.suggest(name))
        english = name_key(found.card.name)
        card = self._value(english) or self._found.get(english)
        if card is None and len(found.card.faces) > 1:
            # "Front // Back" (711): the library writes a double-faced card by its front face
            front = self._value(name_key(found.card.faces[0].name))
            if front is not None and front.back is not None:
                card, english = front, name_key(front.name)
        if card is None:
            card = _definition(found.card)
            _remember(key, found, card)
            self._found[english] = card
            self._tokens = None  # the tokens it creates may be expected too
            if card.back is not None:  # 711: both faces are names of cards of the game
                self._found[name_key(card.name)] = card
                for face in (card.back.name, card.back.name_ru):
                    if face:
                        self._found[name_key(face)] = card.back
            for half in card.halves + ((card.flip,) if card.flip else ()):
                # 708.7, 709.5: a half's name, a flip card's alternative name
                for face in (half.name, half.name_ru):
                    if face:
                        self._found.setdefault(name_key(face), card)
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
        return self._value(key) or self._found.get(key)

    def curated(self, english_name: str) -> CardDef | None:
        """The hand-written card of that English name (no catalogue look-up)."""
        card = self._value(name_key(english_name))
        return card if card is not None and card.name == english_name else None

    def _value(self, key: str) -> CardDef | None:
        value = self._by_key.get(key)
        return value.build() if isinstance(value, _Pending) else value

    def _fronts(self) -> dict[str, CardDef | _Pending]:
        """Each card once, by name (the last written wins), without the back faces (711)."""
        seen: dict[str, CardDef | _Pending] = {}
        for value in self._by_key.values():
            if isinstance(value, _Pending):
                seen[value.name] = value
            elif value.front_name is None:  # a back face is part of its card (711)
                seen[value.name] = value
        return seen

    def card_count(self) -> int:
        """``len(self.cards())``, without building the cards not used yet."""
        if self._count is None:
            self._count = len(self._fronts())
        return self._count

    def _catalogue_find(self, name: str):
        if not self._use_catalogue:
            return None
        return _stored_found(name_key(name)) or _catalogue_lookup(name)

    def __contains__(self, name: str) -> bool:
        return name_key(name) in self._by_key or self._catalogue_find(name) is not None

    def cards(self) -> list[CardDef]:
        built = [v.build() if isinstance(v, _Pending) else v for v in self._fronts().values()]
        return sorted(built, key=lambda c: c.name)

    def token_names(self) -> set[str]:
        """Names of the tokens the library's cards create ("Beast", "Soldier"): a scenario
        may expect them on the battlefield.  Computed once per set of cards (and once per
        card: a scenario's copy of the library walks only its own cards)."""
        if self._tokens is not None:
            return set(self._tokens)
        fronts = self._front_tokens[0]
        if fronts is None:
            names: set[str] = set()
            for value in self._fronts().values():
                names |= value.tokens() if isinstance(value, _Pending) else _tokens_of(value)
            fronts = self._front_tokens[0] = frozenset(names)
        out = set(fronts)
        for card in self._found.values():
            out |= _tokens_of(card)
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
        other._front_tokens = self._front_tokens  # the same cards by name, until one is added
        other._count = self._count
        other.later = dict(self.later)
        return other


class _Pending:
    """A hand-written card of the stored library (``_library_data``), built by
    ``card_from_dict`` when first used -- once, for the default library and every copy of it:
    a scenario that names two cards does not build the other two hundred (≈ 10 ms).  The names
    of the tokens it creates are stored with the library, so a scenario's expectations can
    name them without building the card."""

    __slots__ = ("file_name", "number", "entry", "name", "ru", "stored_tokens", "card")

    def __init__(
        self, file_name: str, number: int, entry: dict, ru: dict, tokens: list[str] | None
    ) -> None:
        self.file_name = file_name
        self.number = number  # 1-based, for the error message
        self.entry = entry
        self.name: str = entry["name"]
        self.ru = ru
        self.stored_tokens = frozenset(tokens) if tokens is not None else None
        self.card: CardDef | None = None

    def build(self) -> CardDef:
        if self.card is None:
            (card,) = _cards_of(self.file_name, [self.entry], first=self.number)
            self.card = _with_russian_name(card, self.ru)
        return self.card

    def tokens(self) -> frozenset[str]:
        if self.card is None and self.stored_tokens is not None:
            return self.stored_tokens
        return _tokens_of(self.build())


@lru_cache(maxsize=4096)
def _catalogue_lookup(name: str):
    """``default_catalogue().find(name)``, once per name in a process (``check`` of many
    scenarios names the same cards again and again; the catalogue does not change)."""
    from .catalogue import default_catalogue

    catalogue = default_catalogue()
    return catalogue.find(name) if catalogue is not None else None


# id(catalogue card) -> (that card, its definition): each catalogue card is compiled once per
# process, not once per scenario (the definitions are immutable values, as the library's are)
_DEFINED: dict[int, tuple[Any, CardDef]] = {}


def _definition(card) -> CardDef:
    """``card_definition(card)`` (raises ``UnsupportedCardError`` each time, as it does)."""
    if isinstance(card, _StoredCard):
        return card.definition
    known = _DEFINED.get(id(card))
    if known is not None and known[0] is card:
        return known[1]
    from .definition import card_definition

    source: list = []
    made = card_definition(card, source=source)
    if len(_DEFINED) < 10_000:
        _DEFINED[id(card)] = (card, made)
        if source:
            _SOURCES[id(made)] = (made, source[0])
    return made


# -- the stored definitions of catalogue cards ----------------------------------------------
#
# A run that names a card of the catalogue (not of the library) would open the catalogue
# (sqlite3), read the card and build its definition from the Oracle compiler's stored results
# -- about 8 ms of the start-up of ``mtgjudge run``.  The definition of a card of one normal
# face is a card mapping read by ``card_from_dict``, as a library card is: it is stored in the
# user's cache (``rules.index_cache.cache_root``) with what ``CardLibrary.get`` reads of the
# catalogue card, by the name it was looked up by, under a key made of the catalogue, the
# compiler's stored results and the code that builds definitions (sizes and modification
# times); the next process builds the same definition from it without the catalogue.  A
# stored entry that cannot be read or built is ignored (the catalogue is read as before).

# id(definition) -> (definition, its source from ``card_definition``)
_SOURCES: dict[int, tuple[CardDef, tuple]] = {}
_STORE_LIMIT = 5000  # entries; a store that grows beyond this starts again
_store_state: dict[str, Any] = {}  # "key", "entries" (read), "new" (to store at exit)


class _StoredFace:
    __slots__ = ("name",)

    def __init__(self, name: str) -> None:
        self.name = name


class _StoredCard:
    """What ``CardLibrary.get`` reads of a catalogue card, and its definition, as stored."""

    __slots__ = ("name", "faces", "after_rules", "first_set", "first_release", "definition")

    def __init__(self, entry: dict, definition: CardDef) -> None:
        self.name: str = entry["english"]
        self.faces = tuple(_StoredFace(n) for n in entry["faces"])
        self.after_rules: bool = entry["after_rules"]
        self.first_set: str = entry["first_set"]
        self.first_release: str = entry["first_release"]
        self.definition = definition


class _StoredFound:
    """A stored look-up, as ``catalogue.Found`` (the card and the face that was named)."""

    __slots__ = ("card", "face")

    def __init__(self, card: _StoredCard, face: int | None) -> None:
        self.card = card
        self.face = face


def _store_key() -> str:
    from ..rules.index_cache import files_key

    join = os.path.join
    code = [
        *files_in(HERE, ".py"),
        *files_in(join(HERE, "oracle"), ".py"),
        *files_in(join(HERE, "oracle", "families"), ".py"),
    ]
    # the mana costs the card format reads
    engine_mana = join(os.path.dirname(HERE), "engine", "mana.py")
    return files_key(
        [join(HERE, "catalogue.sqlite"), join(HERE, "compiled.sqlite"), engine_mana, *code],
        "catalogue-cards",
    )


def _store_path(key: str) -> str:
    from ..rules.index_cache import _checksum, cache_file

    return cache_file(f"catalogue-cards-{_checksum(key)}.marshal")


def _read_store(key: str) -> dict:
    import marshal

    try:
        with open(_store_path(key), "rb") as f:
            stored_key, entries = marshal.loads(f.read())
        if stored_key == key and isinstance(entries, dict):
            return entries
    except Exception:  # missing, unreadable or damaged: the catalogue is read as before
        pass
    return {}


def _stored_entries() -> dict:
    if "entries" not in _store_state:
        _store_state["key"] = _store_key()
        _store_state["entries"] = _read_store(_store_state["key"])
    return _store_state["entries"]


# name key -> the stored look-up made from its entry (or None: no usable entry)
_FROM_STORE: dict[str, _StoredFound | None] = {}


def _stored_found(key: str) -> _StoredFound | None:
    """The stored look-up of a name (by its key), its definition built, or None."""
    if key in _FROM_STORE:
        return _FROM_STORE[key]
    found = None
    entry = _stored_entries().get(key)
    if entry is not None:
        try:
            import marshal

            data = marshal.loads(entry["data"])
            card = card_from_dict(data, half=entry["half"])
            if entry["unread"]:
                from dataclasses import replace

                from .format import Unread

                card = replace(card, unread=tuple(Unread(*u) for u in entry["unread"]))
            face = entry["face"]
            if face is not None and not isinstance(face, int):
                raise TypeError(face)
            found = _StoredFound(_StoredCard(entry, card), face)
        except Exception:  # not an entry this code wrote: the catalogue is read
            found = None
    _FROM_STORE[key] = found
    return found


def _remember(key: str, found: Any, card: CardDef) -> None:
    """Store the definition just made from the catalogue (when the process ends)."""
    known = _SOURCES.get(id(card))
    if known is None or known[0] is not card or isinstance(found, _StoredFound):
        return
    plain, half, unread = known[1]
    new = _store_state.setdefault("new", {})
    if not new:
        import atexit

        atexit.register(_save_store)
    new[key] = {
        "english": found.card.name,
        "faces": [f.name for f in found.card.faces],
        "face": found.face,
        "after_rules": bool(found.card.after_rules),
        "first_set": found.card.first_set,
        "first_release": found.card.first_release,
        "data": plain,
        "half": half,
        "unread": unread,
    }


def _save_store() -> None:
    new = _store_state.get("new")
    if not new:
        return
    try:
        import marshal
        import tempfile

        key = _store_state.get("key") or _store_key()
        merged = _read_store(key)
        if len(merged) + len(new) > _STORE_LIMIT:
            merged = {}
        merged.update(new)
        path = _store_path(key)
        os.makedirs(os.path.dirname(path), exist_ok=True)
        fd, tmp = tempfile.mkstemp(dir=os.path.dirname(path), prefix=".catalogue-cards-")
        with os.fdopen(fd, "wb") as f:
            marshal.dump((key, merged), f)
        os.replace(tmp, path)  # readers see the old file or the whole new one
        new.clear()
    except (OSError, ValueError):  # unwritable, or a value marshal cannot store
        pass


# id(card) -> (card, names of the tokens it creates); the card is kept so the id stays its own
_TOKENS: dict[int, tuple[CardDef, frozenset[str]]] = {}


def _tokens_of(card: CardDef) -> frozenset[str]:
    """Names of the tokens ``card`` creates (its spell, abilities and triggers, walked once)."""
    known = _TOKENS.get(id(card))
    if known is not None and known[0] is card:
        return known[1]
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

    abilities = [card.spell, *card.abilities, *(t.ability for t in card.all_triggers())]
    walk([a for a in abilities if a is not None])
    found = frozenset(out)
    if len(_TOKENS) < 100_000:  # a long-running check of many files: bounded
        _TOKENS[id(card)] = (card, found)
    return found


def load_file(path: Path) -> list[CardDef]:
    return _cards_of(path.name, _yaml_load(path.read_text(encoding="utf-8")) or [])


def _read_text(path: str) -> str:
    with open(path, encoding="utf-8") as f:
        return f.read()


def _cards_of(file_name: str, data: list, first: int = 1) -> list[CardDef]:
    cards = []
    for i, entry in enumerate(data, first):
        try:
            cards.append(card_from_dict(entry))
        except CardFormatError as exc:
            raise CardFormatError(f"{file_name}, карта №{i}: {exc}") from None
    return cards


def _with_russian_name(card: CardDef, names: dict[str, str | None] | None = None) -> CardDef:
    """A card without ``name_ru`` takes the catalogue's preferred Russian printed name
    (``names``: those names, already looked up)."""
    from dataclasses import replace

    if card.name_ru is not None:
        return card
    if names is not None:
        found = names.get(card.name)
        return replace(card, name_ru=found) if found is not None else card
    from .catalogue import default_catalogue

    catalogue = default_catalogue()
    if catalogue is not None:
        return replace(card, name_ru=catalogue.russian_name(card.name))
    return card


@lru_cache(maxsize=1)
def _library_data() -> dict:
    """``{"files": [[file name, YAML data], ...], "ru": {English name: Russian name},
    "english": {name: English name}, "tokens": {English name: [token name, ...]}}``: the
    library files, the catalogue's Russian names of their cards written without one,
    ``catalogue.english_name`` of every name of theirs, and the names of the tokens each card
    creates.  Stored in the user's cache (``rules.index_cache``) under a key made of the
    files' sizes and modification times (the cards, the catalogue and the code of the card
    format that reads them), so a run reads it in under a millisecond instead of constructing
    the YAML of every card and querying the catalogue for each (about 20 ms)."""
    from ..rules.index_cache import files_key, load_or_build

    paths = files_in(DATA, ".yaml")
    catalogue = os.path.join(HERE, "catalogue.sqlite")  # catalogue.PATH, without sqlite3
    code = files_in(HERE, ".py")  # what builds it (library, catalogue, format, ...)
    key = files_key([*paths, catalogue, *code], "library")

    def build() -> dict:
        files: list[list[Any]] = [
            [os.path.basename(p), _yaml_load(_read_text(p)) or []] for p in paths
        ]
        from .catalogue import default_catalogue, english_name

        found = default_catalogue()
        ru: dict[str, str | None] = {}
        english: dict[str, str | None] = {}
        for _, data in files:
            for entry in data:
                if not isinstance(entry, dict) or not isinstance(entry.get("name"), str):
                    continue
                name = entry["name"]
                if entry.get("name_ru") is None and found:
                    ru[name] = found.russian_name(name)
                for written in (name, entry.get("name_ru") or ru.get(name)):
                    if isinstance(written, str):
                        english[written] = english_name(written)
        tokens: dict[str, list[str]] = {}
        for file_name, data in files:
            for entry in data:
                try:
                    (card,) = _cards_of(file_name, [entry])
                except CardFormatError:
                    continue  # reported when the card is built
                tokens[card.name] = sorted(_tokens_of(card))
        return {"files": files, "ru": ru, "english": english, "tokens": tokens}

    return load_or_build(key, build, lambda v: v, lambda v: v, name="library")


def catalogue_english_name(name: str) -> str | None:
    """``catalogue.english_name(name)``; for a name of a library card, from the stored library
    data (a run that names only library cards does not open the catalogue)."""
    known = _library_data()["english"]
    if name in known:
        return known[name]
    stored = _stored_found(name_key(name))  # a catalogue card looked up before (stored)
    if stored is not None:
        return stored.card.name
    from .catalogue import english_name

    return english_name(name)


@lru_cache(maxsize=1)
def default_library() -> CardLibrary:
    """The hand-written cards (Russian names come from the catalogue), each built when first
    used (``_Pending``)."""
    data = _library_data()
    library = CardLibrary()
    for file_name, entries in data["files"]:
        for number, entry in enumerate(entries, 1):
            name = entry.get("name") if isinstance(entry, dict) else None
            if not isinstance(name, str) or "back" in entry:  # built now: reported now
                (card,) = _cards_of(file_name, [entry], first=number)
                library.add(_with_russian_name(card, data["ru"]))
                continue
            pending = _Pending(file_name, number, entry, data["ru"], data["tokens"].get(name))
            for written in (name, entry.get("name_ru") or data["ru"].get(name)):
                if isinstance(written, str):
                    library._by_key[name_key(written)] = pending
    return library


_ENTRY = re.compile(r"^- ", re.MULTILINE)
_ENTRY_NAME = re.compile(r"- name:[ \t]*(\"[^\"]*\"|'[^']*'|[^#\n]*?)[ \t]*(?:#.*)?$", re.MULTILINE)


@lru_cache(maxsize=1)
def _curated_entries() -> dict[str, tuple[str, str]]:
    """English name → (file name, YAML text) of every hand-written card, found by a scan of
    the text (each card is a top-level list item that starts with ``- name:``)."""
    out: dict[str, tuple[str, str]] = {}
    for path in files_in(DATA, ".yaml"):
        text = _read_text(path)
        starts = [m.start() for m in _ENTRY.finditer(text)]
        for start, end in zip(starts, [*starts[1:], len(text)]):
            found = _ENTRY_NAME.match(text, start)
            if found:
                name = found.group(1)
                out[name[1:-1] if name[:1] in "\"'" else name] = (
                    os.path.basename(path),
                    text[start:end],
                )
    return out


@lru_cache(maxsize=256)
def curated_card(english_name: str) -> CardDef | None:
    """The hand-written card of that English name, without loading the whole library (one
    card is parsed: ``mtgjudge card`` stays fast)."""
    if default_library.cache_info().currsize:
        # the library is loaded (``run``, ``check``): its cards are those of the files, by the
        # same names the scan of their text finds (tests/test_library_cache.py), so the
        # files' text is not read again for a catalogue card of a scenario
        return default_library().curated(english_name)
    entry = _curated_entries().get(english_name)
    if entry is None:
        return None
    file_name, text = entry
    stored = _library_data()  # the files' data as stored: no YAML to parse (nor import)
    found = [
        e
        for name, entries in stored["files"]
        if name == file_name
        for e in entries
        if isinstance(e, dict) and e.get("name") == english_name
    ] or (_yaml_load(text) or [])
    try:
        return _with_russian_name(card_from_dict(found[0]), stored["ru"])
    except CardFormatError as exc:
        raise CardFormatError(f"{file_name}, карта {english_name}: {exc}") from None
