"""The card catalogue: every Magic card by any of its names (``catalogue.sqlite``).

Built by ``tools/import_catalogue.py`` from MTGJSON data (MIT licence; see ``LICENCE``): the
English Oracle name and text (in the wording of the 2015 rules, :mod:`.wording`), every
Russian printed name with the sets that print it, the preferred Russian printing (type line
and text as printed), the first printing and the Gatherer rulings with their dates.

A name is found by its lookup key (:func:`mtgjudge.cards.library.name_key`: case, "ё" as
"е", spaces): the English name, the name of a face (split, flip and double-faced cards), or
any Russian printed name.  The file is opened read-only; a lookup reads one row.

What the engine can play of a catalogue card is :func:`mtgjudge.cards.definition.card_definition`.
"""

from __future__ import annotations

import json
import sqlite3
import zlib
from collections.abc import Iterator
from dataclasses import dataclass, field
from functools import lru_cache
from pathlib import Path
from typing import Any

from .library import UnknownCardError, name_key

PATH = Path(__file__).resolve().parent / "catalogue.sqlite"
RULES_DATE = "2015-03-27"  # the Comprehensive Rules of record
SOURCE = "MTGJSON (https://mtgjson.com), лицензия MIT"


@dataclass(frozen=True)
class RussianPrinting:
    """A Russian printing of a face: the name, type line and text as printed in ``set``."""

    name: str
    type: str
    text: str
    set: str
    date: str


@dataclass(frozen=True)
class Face:
    """One face of a card (a normal card has one).  ``text`` is the Oracle text in the
    wording of the rules of record."""

    name: str
    cost: str = ""
    type: str = ""
    types: tuple[str, ...] = ()
    subtypes: tuple[str, ...] = ()
    supertypes: tuple[str, ...] = ()
    power: str | None = None
    toughness: str | None = None
    loyalty: str | None = None
    text: str = ""
    colors: tuple[str, ...] = ()
    keywords: tuple[str, ...] = ()
    ru: RussianPrinting | None = None
    ru_names: tuple[tuple[str, tuple[str, ...]], ...] = ()  # name -> sets that print it


@dataclass(frozen=True)
class Ruling:
    date: str
    text: str

    @property
    def after_rules(self) -> bool:
        """Written after the rules of record (for later rules)."""
        return self.date > RULES_DATE


@dataclass(frozen=True)
class CatalogueCard:
    """A card of the catalogue (all its faces)."""

    id: int
    name: str
    layout: str
    first_set: str
    first_release: str
    faces: tuple[Face, ...]
    printings: tuple[str, ...] = ()
    rulings: tuple[Ruling, ...] = ()
    funny: bool = False

    @property
    def after_rules(self) -> bool:
        """First printed after the rules of record: the 2015 rules did not know it."""
        return self.first_release > RULES_DATE

    @property
    def name_ru(self) -> str | None:
        """The preferred Russian name (of the preferred Russian printing)."""
        ru = self.faces[0].ru
        return ru.name if ru else None

    def russian_names(self) -> list[tuple[str, tuple[str, ...]]]:
        """Every Russian printed name with the sets that print it, the preferred one first."""
        out: dict[str, set[str]] = {}
        for face in self.faces:
            for name, sets in face.ru_names:
                out.setdefault(name, set()).update(sets)
        first = self.faces[0].ru
        preferred = first.name if first else None
        if first is not None and first.name not in out:
            out[first.name] = {first.set}
        return sorted(
            ((n, tuple(sorted(s))) for n, s in out.items()),
            key=lambda item: (item[0] != preferred, item[0]),
        )


@dataclass(frozen=True)
class Found:
    """A lookup result: the card, the face that was named (None: the whole card) and the
    name as it is written in the catalogue."""

    card: CatalogueCard
    face: int | None
    name: str


def _face(data: dict) -> Face:
    ru = data.get("ru")
    return Face(
        name=data["name"],
        cost=data.get("cost", ""),
        type=data.get("type", ""),
        types=tuple(data.get("types", ())),
        subtypes=tuple(data.get("subtypes", ())),
        supertypes=tuple(data.get("supertypes", ())),
        power=data.get("power"),
        toughness=data.get("toughness"),
        loyalty=data.get("loyalty"),
        text=data.get("text", ""),
        colors=tuple(data.get("colors", ())),
        keywords=tuple(data.get("keywords", ())),
        ru=RussianPrinting(
            ru["name"], ru.get("type", ""), ru.get("text", ""), ru["set"], ru["date"]
        )
        if ru
        else None,
        ru_names=tuple((n, tuple(s)) for n, s in data.get("ru_names", {}).items()),
    )


def card_from_record(ident: int, blob: bytes, dictionary: bytes) -> CatalogueCard:
    """A card from its stored form: JSON, raw-deflated with a preset dictionary."""
    unpacker = zlib.decompressobj(-15, dictionary)
    data = json.loads(unpacker.decompress(blob) + unpacker.flush())
    return CatalogueCard(
        id=ident,
        name=data["name"],
        layout=data["layout"],
        first_set=data["first"][0],
        first_release=data["first"][1],
        faces=tuple(_face(f) for f in data["faces"]),
        printings=tuple(data.get("printings", ())),
        rulings=tuple(Ruling(d, t) for d, t in data.get("rulings", ())),
        funny=bool(data.get("funny")),
    )


def search_terms(text: str) -> list[str]:
    """The stems of ``text`` as the full-text index stores them (the rules search's stemmer)."""
    from ..rules.fulltext import tokens

    return [s for s, _, _ in tokens(text)]


@dataclass(frozen=True)
class SearchHit:
    card: CatalogueCard
    rank: float


@dataclass(eq=False)
class Catalogue:
    """The catalogue database, opened read-only."""

    path: Path = PATH
    _db: sqlite3.Connection | None = field(default=None, repr=False)
    _dictionary: bytes | None = field(default=None, repr=False)

    @property
    def db(self) -> sqlite3.Connection:
        if self._db is None:
            if not self.path.exists():
                raise FileNotFoundError(self.path)
            self._db = sqlite3.connect(
                f"file:{self.path}?mode=ro&immutable=1", uri=True, check_same_thread=False
            )
        return self._db

    @property
    def dictionary(self) -> bytes:
        if self._dictionary is None:
            self._dictionary = self.db.execute(
                "SELECT value FROM meta WHERE key = 'zdict'"
            ).fetchone()[0]
        return self._dictionary

    def _card(self, ident: int, blob: bytes) -> CatalogueCard:
        return card_from_record(ident, blob, self.dictionary)

    def find(self, name: str) -> Found | None:
        """The card a name denotes (English, face, or any Russian printed name), or None.
        When cards share a name, English names go first, then real cards, then the oldest."""
        row = self.db.execute(
            "SELECT n.card, n.face, n.name, c.data FROM names n JOIN cards c ON c.id = n.card "
            "WHERE n.key = ? ORDER BY n.kind, c.funny, c.first_release, c.id LIMIT 1",
            (name_key(name),),
        ).fetchone()
        if row is None:
            return None
        return Found(self._card(row[0], row[3]), None if row[1] < 0 else row[1], row[2])

    def russian_name(self, english_name: str) -> str | None:
        """The preferred Russian printed name of the card of that English name (one light query)."""
        row = self.db.execute(
            "SELECT c.name_ru FROM names n JOIN cards c ON c.id = n.card "
            "WHERE n.key = ? AND n.kind = 0 AND c.name = ?",
            (name_key(english_name), english_name),
        ).fetchone()
        return row[0] if row else None

    def get(self, name: str) -> CatalogueCard:
        found = self.find(name)
        if found is None:
            raise UnknownCardError(name, self.suggest(name))
        return found.card

    def by_id(self, ident: int) -> CatalogueCard:
        row = self.db.execute("SELECT data FROM cards WHERE id = ?", (ident,)).fetchone()
        return self._card(ident, row[0])

    def names(self) -> list[str]:
        return [r[0] for r in self.db.execute("SELECT DISTINCT name FROM names ORDER BY name")]

    def suggest(self, name: str, limit: int = 3, extra: tuple[str, ...] = ()) -> tuple[str, ...]:
        """The nearest names (rapidfuzz), for "did you mean"."""
        return nearest(name, _name_choices(self), extra, limit)

    def later_keywords(self) -> dict[str, tuple[str, str]]:
        """Keywords first printed after the rules of record → (date, set)."""
        return {
            k: (d, s)
            for k, d, s in self.db.execute(
                "SELECT keyword, first_release, first_set FROM later_keywords"
            )
        }

    def set_name(self, code: str) -> tuple[str, str] | None:
        row = self.db.execute("SELECT name, released FROM sets WHERE code = ?", (code,)).fetchone()
        return (row[0], row[1]) if row else None

    def meta(self) -> dict[str, str]:
        return dict(self.db.execute("SELECT key, value FROM meta WHERE key != 'zdict'"))

    def search(
        self,
        query: str,
        *,
        type_: str | None = None,
        cost: str | None = None,
        before: str | None = None,
        limit: int = 20,
    ) -> tuple[list[SearchHit], int]:
        """Cards whose names, Oracle texts or Russian printed texts contain every word of
        ``query`` (stemmed), with optional filters: the words standing together as in the
        query first, then the others, each group best first (BM25); and the total count.
        ``type_`` -- words of the type line (English or Russian); ``cost`` -- a converted mana
        cost ("3") or a mana cost ("{1}{R}"); ``before`` -- first printed on or before this date."""
        terms = search_terms(query)
        where: list[str] = []
        params: list[str | float] = []
        if type_:
            for word in type_.casefold().replace("ё", "е").split():
                where.append("c.types LIKE ?")
                params.append(f"%{word}%")
        if cost:
            cost = cost.strip()
            if cost.replace(".", "", 1).isdigit():
                where.append("c.cmc = ?")
                params.append(float(cost))
            else:
                where.append("(' ' || c.costs || ' ') LIKE ?")
                params.append(f"% {cost.upper()} %")
        if before:
            where.append("c.first_release <= ?")
            params.append(before)
        if not terms:
            if not where:
                return [], 0
            condition = " AND ".join(where)
            total = self.db.execute(
                f"SELECT count(*) FROM cards c WHERE {condition}", params
            ).fetchone()[0]
            rows = self.db.execute(
                f"SELECT c.id, c.data, 0 FROM cards c WHERE {condition} ORDER BY c.name LIMIT ?",
                [*params, limit],
            ).fetchall()
            return [SearchHit(self._card(i, blob), rank) for i, blob, rank in rows], total
        quoted = ['"' + t.replace('"', "") + '"' for t in terms]
        phrase, every = (
            '"' + " ".join(t.replace('"', "") for t in terms) + '"',
            " AND ".join(quoted),
        )
        condition = " AND ".join(where) or "1"
        sql = (
            f"SELECT c.id, s.rank FROM search s JOIN cards c ON c.id = s.rowid "
            f"WHERE search MATCH ? AND {condition} ORDER BY s.rank, c.name"
        )
        seen: set[int] = set()
        hits: list[SearchHit] = []
        total = 0
        for match in [phrase, every] if len(terms) > 1 else [every]:
            for ident, rank in self.db.execute(sql, [match, *params]).fetchall():
                if ident in seen:
                    continue
                seen.add(ident)
                total += 1
                if len(hits) < limit:
                    hits.append(SearchHit(self.by_id(ident), rank))
        return hits, total

    def __iter__(self) -> Iterator[CatalogueCard]:
        for ident, blob in self.db.execute("SELECT id, data FROM cards ORDER BY id"):
            yield self._card(ident, blob)


@lru_cache(maxsize=1)
def _name_choices(catalogue: Any) -> dict[str, str]:
    return {name_key(n): n for n in catalogue.names()}


def nearest(
    name: str, choices: dict[str, str], extra: tuple[str, ...] = (), limit: int = 3
) -> tuple[str, ...]:
    """The ``limit`` nearest of ``choices`` (key → name) and ``extra`` names to ``name``."""
    from rapidfuzz import fuzz, process, utils

    pool = dict(choices)
    pool.update({name_key(n): n for n in extra})
    found = process.extract(
        name_key(name),
        list(pool),
        scorer=fuzz.WRatio,
        limit=limit,
        processor=utils.default_process,
        score_cutoff=60,
    )
    return tuple(pool[key] for key, _, _ in found)


@lru_cache(maxsize=1)
def default_catalogue() -> Catalogue | None:
    """The catalogue shipped with the package (None if the file is missing)."""
    return Catalogue() if PATH.exists() else None


@lru_cache(maxsize=4096)
def english_name(name: str) -> str | None:
    """The English name of the catalogue card that ``name`` denotes (any of its names)."""
    catalogue = default_catalogue()
    found = catalogue.find(name) if catalogue is not None else None
    return found.card.name if found is not None else None
