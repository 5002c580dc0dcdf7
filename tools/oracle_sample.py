"""Make the fixed test sample of the Oracle compiler and its golden file (issue 14, item 4).

    python tools/oracle_sample.py --sample   # re-pick the cards from ../shared/data (rarely)
    python tools/oracle_sample.py --golden   # re-write the golden file from a fresh compile

The sample (``tests/data/oracle_sample.jsonl``) is 500 cards printed up to 2015-03-27, every
n-th by name, plus up to 300 cards chosen across templates (a new combination of ability
templates first, compiled cards preferred) — their card data is committed so that the tests run
on a fresh clone without ``../shared/``.  The golden file (``tests/golden/oracle_compiled.json``)
pins what the compiler makes of each: status, each ability's kind, values or refusal.  Review
its diff like code: a changed line is a changed reading of a card.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from mtgjudge.cards.oracle import compile_card  # noqa: E402
from mtgjudge.cards.oracle.coverage import RULES_DATE, read_cards, template  # noqa: E402

SAMPLE = ROOT / "tests" / "data" / "oracle_sample.jsonl"
GOLDEN = ROOT / "tests" / "golden" / "oracle_compiled.json"
DATA = ROOT.parent / "shared" / "data" / "mtgjson-cards.jsonl.gz"
FACE_KEYS = (
    "faceName",
    "manaCost",
    "type",
    "types",
    "subtypes",
    "supertypes",
    "power",
    "toughness",
    "loyalty",
    "text",
)


def trim(entry: dict) -> dict:
    """What the compiler reads of a card (and the Russian name)."""
    faces = []
    for face in entry["faces"]:
        out = {k: face.get(k) for k in FACE_KEYS}
        ru = (face.get("ru") or {}).get("name")
        if ru:
            out["ru"] = {"name": ru}
        faces.append(out)
    return {
        "name": entry["name"],
        "layout": entry.get("layout", "normal"),
        "firstRelease": entry.get("firstRelease"),
        "printings": [p[:1] for p in entry.get("printings", [])],
        "faces": faces,
    }


def pick() -> list[dict]:
    cards = sorted(
        (c for c in read_cards(DATA) if c.get("firstRelease", "9999") <= RULES_DATE),
        key=lambda c: c["name"],
    )
    step = len(cards) // 500
    chosen = {c["name"]: c for c in cards[::step][:500]}
    seen: set = set()
    across: list[dict] = []
    for prefer_full in (True, False):
        for c in cards:
            if len(across) >= 300:
                break
            result = compile_card(c)
            if (result.status == "full") != prefer_full or c["name"] in chosen:
                continue
            key = tuple(sorted(template(a.clause.text) for a in result.abilities))
            if key in seen or not key:
                continue
            seen.add(key)
            across.append(c)
    for c in across:
        chosen[c["name"]] = c
    return [trim(c) for c in sorted(chosen.values(), key=lambda c: c["name"])]


def load_sample() -> list[dict]:
    return [json.loads(line) for line in SAMPLE.read_text(encoding="utf-8").splitlines() if line]


def golden_entry(entry: dict) -> dict:
    result = compile_card(entry)
    out: dict = {"status": result.status}
    if result.problem:
        out["problem"] = result.problem.describe()
    out["abilities"] = [
        {
            "kind": a.clause.kind,
            "text": a.clause.text,
            **(
                {"values": [[k, v] for k, v in a.parts]}
                if a.ok
                else {"problem": a.problem.describe()}
            ),
        }
        for a in result.abilities
    ]
    return out


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--sample", action="store_true")
    parser.add_argument("--golden", action="store_true")
    args = parser.parse_args()
    if args.sample:
        SAMPLE.parent.mkdir(parents=True, exist_ok=True)
        SAMPLE.write_text(
            "".join(json.dumps(c, ensure_ascii=False, sort_keys=True) + "\n" for c in pick()),
            encoding="utf-8",
        )
    if args.golden:
        golden = {c["name"]: golden_entry(c) for c in load_sample()}
        GOLDEN.write_text(
            json.dumps(golden, ensure_ascii=False, indent=1, sort_keys=True) + "\n",
            encoding="utf-8",
        )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
