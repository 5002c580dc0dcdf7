"""Build the card catalogue ``mtgjudge/cards/catalogue.sqlite`` from MTGJSON data.

    python tools/import_catalogue.py [--source ../shared/data/mtgjson-cards.jsonl.gz] [--out FILE]

The source is ``../shared/data/mtgjson-cards.jsonl.gz`` (cards extracted from the MTGJSON v5
set files; MTGJSON is published under the MIT licence, https://mtgjson.com).  The output is a
SQLite database (standard library, opened read-only at run time):

* ``cards``  -- one row per card: English name, preferred Russian name, first release, layout, filter columns and
  ``data``, the card as compact JSON, raw-deflated with the preset dictionary ``meta.zdict``
  (see ``mtgjudge.cards.catalogue``);
* ``names``  -- every name a card is known by (English name, face names, every Russian
  printed name and its faces), under the lookup key of ``mtgjudge.cards.library.name_key``;
* ``search`` -- a contentless FTS5 index of stemmed names, Oracle texts and Russian printed
  texts (the stemmer of the rules search, ``mtgjudge.rules.fulltext``);
* ``later_keywords`` -- keywords first printed after the rules of record (2015-03-27);
* ``sets``, ``meta`` -- set names and dates; source, licence and counts.

It then compiles every card with the Oracle compiler into ``mtgjudge/cards/compiled.sqlite``
(:mod:`mtgjudge.cards.oracle.stored`: nothing is parsed at run time).  After a change of the
compiler only that file needs rebuilding, from the shipped catalogue, without ../shared:

    python tools/import_catalogue.py --compiled-only

The output is deterministic: rows are inserted in a fixed order and the file is vacuumed.
"""

from __future__ import annotations

import argparse
import gzip
import json
import sqlite3
import sys
import zlib
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from mtgjudge.cards.catalogue import RULES_DATE, search_terms  # noqa: E402
from mtgjudge.cards.library import name_key  # noqa: E402
from mtgjudge.cards.oracle import stored  # noqa: E402
from mtgjudge.cards.wording import oracle_2015  # noqa: E402

SOURCE = ROOT.parent / "shared" / "data" / "mtgjson-cards.jsonl.gz"
OUT = ROOT / "mtgjudge" / "cards" / "catalogue.sqlite"
LICENCE = (
    "Card data: MTGJSON (https://mtgjson.com), MIT licence, Copyright (c) 2018-present "
    "MTGJSON. Oracle texts and Gatherer rulings are Wizards of the Coast's."
)
# name kinds, in the order a lookup prefers them when two cards share a key
DICTIONARY_STEP = 6  # every sixth record goes into the compression dictionary
ENGLISH, ENGLISH_FACE, RUSSIAN, RUSSIAN_FACE = 0, 1, 2, 3

SCHEMA = """
CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL) WITHOUT ROWID;
CREATE TABLE sets (code TEXT PRIMARY KEY, name TEXT NOT NULL, released TEXT NOT NULL) WITHOUT ROWID;
CREATE TABLE cards (id INTEGER PRIMARY KEY, name TEXT NOT NULL, name_ru TEXT, first_release TEXT NOT NULL,
                    layout TEXT NOT NULL, funny INTEGER NOT NULL, types TEXT NOT NULL,
                    costs TEXT NOT NULL, cmc REAL, data BLOB NOT NULL);
CREATE TABLE names (key TEXT NOT NULL, kind INTEGER NOT NULL, card INTEGER NOT NULL,
                    face INTEGER NOT NULL, name TEXT NOT NULL,
                    PRIMARY KEY (key, kind, card, face)) WITHOUT ROWID;
CREATE TABLE later_keywords (keyword TEXT PRIMARY KEY, first_release TEXT NOT NULL,
                             first_set TEXT NOT NULL) WITHOUT ROWID;
CREATE VIRTUAL TABLE search USING fts5(body, content='', columnsize=0,
                                       tokenize="unicode61 remove_diacritics 0");
"""


def _face(face: dict, single: bool, card_name: str) -> dict:
    """The fields of one face the catalogue keeps (Oracle text in 2015 wording)."""
    out: dict = {"name": face.get("faceName") or card_name}
    for key, src in (
        ("cost", "manaCost"),
        ("type", "type"),
        ("power", "power"),
        ("toughness", "toughness"),
        ("loyalty", "loyalty"),
    ):
        if face.get(src) not in (None, ""):
            out[key] = face[src]
    for key in ("types", "subtypes", "supertypes", "colors", "keywords"):
        if face.get(key):
            out[key] = face[key]
    if "Planeswalker" in out.get("types", ()) and "Legendary" in out.get("supertypes", ()):
        # planeswalkers became legendary in 2017; in 2015, 306.4 kept them unique by subtype
        out["supertypes"] = [s for s in out["supertypes"] if s != "Legendary"]
        out["type"] = out["type"].replace("Legendary ", "", 1)
    if face.get("text"):
        out["text"] = oracle_2015(face["text"])
    ru = face.get("ru")
    if ru:
        out["ru"] = {k: ru[k] for k in ("name", "type", "text", "set", "date") if ru.get(k)}
    if face.get("ru_names"):
        out["ru_names"] = {name: sorted(sets) for name, sets in sorted(face["ru_names"].items())}
    return out


def compress(data: bytes, dictionary: bytes) -> bytes:
    """One record, compressed with a preset dictionary (small records compress twice as well)."""
    packer = zlib.compressobj(9, zlib.DEFLATED, -15, 9, zlib.Z_DEFAULT_STRATEGY, dictionary)
    return packer.compress(data) + packer.flush()


def card_record(card: dict) -> dict:
    faces = [_face(f, len(card["faces"]) == 1, card["name"]) for f in card["faces"]]
    record = {
        "name": card["name"],
        "layout": card["layout"],
        "first": [card["firstSet"], card["firstRelease"]],
        "printings": [p[0] for p in card["printings"]],
        "faces": faces,
    }
    if card.get("funny"):
        record["funny"] = True
    if card.get("rulings"):
        record["rulings"] = [[r["date"], r["text"]] for r in card["rulings"]]
    return record


def card_names(record: dict) -> list[tuple[int, int, str]]:
    """(kind, face, name) for every name of a card; face -1 is the whole card."""
    out = [(ENGLISH, -1, record["name"])]
    faces = record["faces"]
    if len(faces) > 1:
        out += [(ENGLISH_FACE, i, f["name"]) for i, f in enumerate(faces)]
    ru_names: list[str] = []  # the preferred name first: it is the one a shared key keeps
    for face in faces:
        for name in ([face["ru"]["name"]] if "ru" in face else []) + list(face.get("ru_names", {})):
            if name not in ru_names:
                ru_names.append(name)
    for name in ru_names:
        out.append((RUSSIAN, -1, name))
        parts = [p.strip() for p in name.split("//")]
        if len(parts) > 1:
            out += [(RUSSIAN_FACE, i, p) for i, p in enumerate(parts) if p]
    return out


def search_body(record: dict) -> str:
    texts = [record["name"]]
    for face in record["faces"]:
        texts += [face["name"], face.get("type", ""), face.get("text", "")]
        ru = face.get("ru", {})
        texts += [ru.get("name", ""), ru.get("type", ""), ru.get("text", "")]
        texts += list(face.get("ru_names", {}))
    return " ".join(search_terms(" ".join(t for t in texts if t)))


def build(source: Path, out: Path) -> dict:
    with gzip.open(source, "rt", encoding="utf-8") as f:
        meta = json.loads(f.readline())["_meta"]
        cards = [json.loads(line) for line in f if line.strip()]
    cards.sort(key=lambda c: c["name"])
    if out.exists():
        out.unlink()
    db = sqlite3.connect(out)
    db.executescript("PRAGMA page_size = 4096; PRAGMA journal_mode = OFF;" + SCHEMA)
    keyword_first: dict[str, tuple[str, str]] = {}
    counts = {"cards": 0, "up_to_rules": 0, "russian": 0, "rulings": 0}
    with db:
        for code, name, released in sorted(
            (s["code"], s["name"], s["releaseDate"]) for s in meta["sets"]
        ):
            db.execute("INSERT INTO sets VALUES (?, ?, ?)", (code, name, released))
        records = [card_record(card) for card in cards]
        encoded = [
            json.dumps(r, ensure_ascii=False, separators=(",", ":")).encode() for r in records
        ]
        dictionary = b"".join(encoded[::DICTIONARY_STEP])[-32768:]
        db.execute("INSERT INTO meta VALUES ('zdict', ?)", (dictionary,))
        names: dict[tuple[str, int, int, int], str] = {}
        for ident, card in enumerate(cards, start=1):
            record = records[ident - 1]
            faces = record["faces"]
            types = " ".join(
                filter(
                    None,
                    [f.get("type", "") for f in faces]
                    + [f.get("ru", {}).get("type", "") for f in faces],
                )
            )
            costs = " ".join(f.get("cost", "") for f in faces)
            cmc = card["faces"][0].get("convertedManaCost")
            data = compress(encoded[ident - 1], dictionary)
            preferred = faces[0].get("ru", {}).get("name")
            db.execute(
                "INSERT INTO cards VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                (
                    ident,
                    card["name"],
                    preferred,
                    card["firstRelease"],
                    card["layout"],
                    int(bool(card.get("funny"))),
                    types.casefold().replace("ё", "е"),
                    costs,
                    cmc,
                    data,
                ),
            )
            for kind, face, name in card_names(record):
                names.setdefault((name_key(name), kind, ident, face), name)
            db.execute(
                "INSERT INTO search (rowid, body) VALUES (?, ?)", (ident, search_body(record))
            )
            counts["cards"] += 1
            counts["up_to_rules"] += card["firstRelease"] <= RULES_DATE and not card.get("funny")
            counts["russian"] += any("ru" in f for f in faces)
            counts["rulings"] += len(record.get("rulings", ()))
            if not card.get("funny"):
                for face in card["faces"]:
                    for keyword in face.get("keywords") or ():
                        first = (card["firstRelease"], card["firstSet"])
                        keyword_first[keyword] = min(keyword_first.get(keyword, first), first)
        db.executemany(
            "INSERT INTO names VALUES (?, ?, ?, ?, ?)", sorted((*k, n) for k, n in names.items())
        )
        db.executemany(
            "INSERT INTO later_keywords VALUES (?, ?, ?)",
            sorted((k, d, s) for k, (d, s) in keyword_first.items() if d > RULES_DATE),
        )
        db.execute("INSERT INTO search (search) VALUES ('optimize')")
        for key, value in (
            ("source", source.name),
            ("source_sets", str(len(meta["sets"]))),
            ("source_note", meta.get("source", "")),
            ("licence", LICENCE),
            *((k, str(v)) for k, v in counts.items()),
        ):
            db.execute("INSERT INTO meta VALUES (?, ?)", (key, value))
    db.execute("VACUUM")
    db.close()
    return counts


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--source", type=Path, default=SOURCE)
    parser.add_argument("--out", type=Path, default=OUT)
    parser.add_argument("--compiled", type=Path, default=stored.PATH)
    parser.add_argument(
        "--compiled-only",
        action="store_true",
        help="only recompile the cards of the catalogue --out into --compiled",
    )
    args = parser.parse_args(argv)
    if args.compiled_only:
        return _compile(args.out, args.compiled)
    if not args.source.exists():
        print(f"Нет файла с данными карт: {args.source}", file=sys.stderr)
        return 2
    counts = build(args.source, args.out)
    print(
        f"{args.out}: {counts['cards']} карт ({counts['up_to_rules']} напечатаны до {RULES_DATE}), "
        f"с русским текстом {counts['russian']}, разъяснений {counts['rulings']}; "
        f"{args.out.stat().st_size / 1e6:.1f} МБ"
    )
    return _compile(args.out, args.compiled)


def _compile(catalogue: Path, out: Path) -> int:
    counts = stored.build(catalogue, out)
    print(
        f"{out}: целиком {counts['full']}, частично {counts['partial']}, нет {counts['none']}; "
        f"{out.stat().st_size / 1e6:.1f} МБ"
    )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
