"""Compiled results as the catalogue stores them (issue 14, item 7: nothing is parsed at run
time).

The importer (``tools/import_catalogue.py``) compiles every card once and stores, per card,
its status ("full", "partial", "none"), the card-level refusal if any, and every ability as
the compiler left it: its kind and clause, and either its values or its refusal (reason,
rule, column).  :func:`card_definition <mtgjudge.cards.definition.card_definition>` reads
them back instead of compiling.  The file is generated like the golden files: a change of the
compiler that changes a result must regenerate it (``python tools/import_catalogue.py
--compiled-only``); ``tests/test_oracle_stored.py`` (the sample) and
``tests_shared/test_oracle_stored_full.py`` (every card) fail until it is, so a stale result
never reaches main (principle 5).
"""

from __future__ import annotations

import json
from functools import cache
from pathlib import Path
from typing import Any

from .results import AbilityResult, CardResult, Clause, Problem, strip_layout


def ability_record(result: AbilityResult) -> dict:
    """One ability, as stored: the render hints are left out (they are not values)."""
    out: dict[str, Any] = {"kind": result.clause.kind, "clause": result.clause.text}
    if result.face:
        out["face"] = result.face  # the back face of a double-faced card (711)
    if result.problem is not None:
        out["problem"] = [
            result.problem.reason,
            result.problem.rule,
            result.problem.column,
        ]
    else:
        out["parts"] = [[key, strip_layout(value)] for key, value in result.parts]
    return out


def ability_from_record(data: dict) -> AbilityResult:
    clause = Clause(data["kind"], data["clause"])
    face = int(data.get("face", 0))
    if "problem" in data:
        reason, rule, column = data["problem"]
        return AbilityResult(clause, problem=Problem(reason, rule, column), face=face)
    return AbilityResult(clause, tuple((key, value) for key, value in data["parts"]), face=face)


def card_record(result: CardResult) -> dict:
    """What the catalogue keeps of a compiled card (its status is a column of its own)."""
    out: dict[str, Any] = {"abilities": [ability_record(a) for a in result.abilities]}
    if result.problem is not None:
        out["problem"] = [
            result.problem.reason,
            result.problem.rule,
            result.problem.column,
        ]
    return out


def abilities_from_record(data: dict, face: int | None = None) -> tuple[AbilityResult, ...]:
    """The stored abilities (of one face of a double-faced card when ``face`` is given)."""
    out = tuple(ability_from_record(a) for a in data["abilities"])
    return out if face is None else tuple(a for a in out if a.face == face)


def encode(data: dict) -> bytes:
    """Deterministic JSON (sorted keys, no spaces)."""
    return json.dumps(data, ensure_ascii=False, sort_keys=True, separators=(",", ":")).encode()


def catalogue_entry(card: Any) -> dict:
    """A catalogue card as the compiler's input (the card data's ``name``/``layout``/``faces``).
    The catalogue's text is already in the 2015 wording; the compiler's rewrite is idempotent."""
    faces = []
    for face in card.faces:
        out: dict[str, Any] = {
            "types": list(face.types),
            "subtypes": list(face.subtypes),
            "supertypes": list(face.supertypes),
            "text": face.text,
            "faceName": face.name,
            "colors": list(face.colors),
        }
        if face.cost:
            out["manaCost"] = face.cost
        for key in ("power", "toughness", "loyalty"):
            if getattr(face, key) is not None:
                out[key] = getattr(face, key)
        if face.ru is not None:
            out["ru"] = {"name": face.ru.name}
        faces.append(out)
    return {"name": card.name, "layout": card.layout, "faces": faces}


# -- the file of compiled results (beside the catalogue) ----------------------------------------

PATH = Path(__file__).resolve().parent.parent / "compiled.sqlite"
SCHEMA = """
CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL) WITHOUT ROWID;
CREATE TABLE compiled (name TEXT PRIMARY KEY, status TEXT NOT NULL, first_release TEXT NOT NULL,
                       funny INTEGER NOT NULL, standard INTEGER NOT NULL, data BLOB NOT NULL)
                       WITHOUT ROWID;
"""
STANDARD_2015 = ("THS", "BNG", "JOU", "M15", "KTK", "FRF", "DTK")


def build(catalogue_path: Path, out: Path) -> dict[str, int]:
    """Compile every card of the catalogue at ``catalogue_path`` into ``out`` (deterministic:
    rows by name, the file vacuumed).  Each record is raw-deflated with a preset dictionary
    made of every sixth record (``meta.zdict``), as the catalogue's records are: a fifth of
    the size of compressing them one by one.  Returns the count of cards by status."""
    import sqlite3

    from ..catalogue import Catalogue
    from .compiler import compile_card

    catalogue = Catalogue(catalogue_path)
    rows = []
    counts = {"full": 0, "partial": 0, "none": 0}
    for card in catalogue:
        result = compile_card(catalogue_entry(card))
        counts[result.status] += 1
        standard = any(code in STANDARD_2015 for code in card.printings)
        rows.append(
            (
                card.name,
                result.status,
                card.first_release,
                int(card.funny),
                int(standard),
                encode(card_record(result)),
            )
        )
    rows.sort()
    dictionary = b"".join(r[-1] for r in rows[::6])[-32768:]
    if out.exists():
        out.unlink()
    db = sqlite3.connect(out)
    db.executescript("PRAGMA page_size = 4096; PRAGMA journal_mode = OFF;" + SCHEMA)
    with db:
        db.executemany(
            "INSERT INTO compiled VALUES (?, ?, ?, ?, ?, ?)",
            [(*r[:-1], _compress(r[-1], dictionary)) for r in rows],
        )
        db.executemany(
            "INSERT INTO meta VALUES (?, ?)",
            [(k, str(v)) for k, v in sorted(counts.items())],
        )
        db.execute("INSERT INTO meta VALUES ('zdict', ?)", (dictionary,))
    db.execute("VACUUM")
    db.close()
    return counts


def _compress(data: bytes, dictionary: bytes) -> bytes:
    import zlib

    packer = zlib.compressobj(9, zlib.DEFLATED, -15, 9, zlib.Z_DEFAULT_STRATEGY, dictionary)
    return packer.compress(data) + packer.flush()


def _decompress(blob: bytes, dictionary: bytes) -> dict:
    import zlib

    unpacker = zlib.decompressobj(-15, dictionary)
    return json.loads(unpacker.decompress(blob) + unpacker.flush())


class StoredCompile:
    """The compiled results shipped with the package, opened read-only."""

    def __init__(self, path: Path = PATH) -> None:
        import sqlite3

        self.path = path
        self.db = sqlite3.connect(
            f"file:{path}?mode=ro&immutable=1", uri=True, check_same_thread=False
        )
        self.dictionary = dict(self.db.execute("SELECT key, value FROM meta")).get("zdict", b"")

    def record(self, name: str) -> tuple[str, dict] | None:
        """(status, stored record) of the card of this English name, or None."""
        row = self.db.execute(
            "SELECT status, data FROM compiled WHERE name = ?", (name,)
        ).fetchone()
        if row is None:
            return None
        return row[0], _decompress(row[1], self.dictionary)

    def rows(self) -> list[tuple[str, str, str, int, int, dict]]:
        """Every row: name, status, first release, funny, in the 2015 Standard, record."""
        return [
            (name, status, first, funny, standard, _decompress(data, self.dictionary))
            for name, status, first, funny, standard, data in self.db.execute(
                "SELECT name, status, first_release, funny, standard, data FROM compiled "
                "ORDER BY name"
            )
        ]


@cache
def default_stored() -> StoredCompile | None:
    """The shipped compiled results (None if the file is missing)."""
    return StoredCompile() if PATH.exists() else None
