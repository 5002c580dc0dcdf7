"""Coverage and speed of the Oracle compiler over the card data (issue 14, items 5 and 7).

    python benchmarks/oracle_coverage.py [--data ../shared/data/mtgjson-cards.jsonl.gz] [--top 50] [--json] [--smoke]

Prints cards fully compiled / partly / not at all: all cards, up to 2015-03-27 and later, the
Standard of 2015-03-27 (THS BNG JOU M15 KTK FRF DTK), the most common clause templates the
compiler refuses (cards up to 2015-03-27), and how long the whole compile took.  With
``--smoke``, every fully compiled card printed up to 2015-03-27 is also played (item 4:
mtgjudge/cards/oracle/smoke.py) and the counts are printed.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from mtgjudge.cards.oracle.coverage import measure, read_cards  # noqa: E402


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument(
        "--data", type=Path, default=ROOT.parent / "shared" / "data" / "mtgjson-cards.jsonl.gz"
    )
    parser.add_argument("--top", type=int, default=50)
    parser.add_argument("--json", action="store_true")
    parser.add_argument("--smoke", action="store_true", help="play every compiled card (minutes)")
    args = parser.parse_args()
    if not args.data.exists():
        print(f"нет файла данных {args.data}", file=sys.stderr)
        return 2
    started = time.perf_counter()
    cards = list(read_cards(args.data))
    cov = measure(cards, keep=args.smoke)
    elapsed = time.perf_counter() - started
    report = cov.as_dict(args.top)
    report["seconds"] = round(elapsed, 1)
    if args.smoke:
        report["smoke"] = smoke_all(cov, cards)
    if args.json:
        print(json.dumps(report, ensure_ascii=False, indent=2))
        return 0
    print(f"Компилятор Oracle: {len(cards)} карт за {elapsed:.1f} с\n")
    print(f"{'группа':48} {'всего':>6} {'целиком':>8} {'частично':>9} {'нет':>6} {'целиком %':>10}")
    for group, row in report["groups"].items():
        print(
            f"{group:48} {row['total']:6} {row['full']:8} {row['partial']:9} {row['none']:6} {row['full_percent']:9.1f}%"
        )
    print(f"\n{args.top} самых частых неподдержанных шаблонов (карты до 2015-03-27):")
    for i, item in enumerate(report["unsupported_templates"], 1):
        print(f"{i:3}. {item['count']:5}  {item['template']}\n            {item['reason']}")
    if args.smoke:
        sm = report["smoke"]
        print(
            f"\nИгровая проверка: карт {sm['cards']}, сценариев {sm['scenarios']}, "
            f"отказов правил {sm['refused']}, внутренних ошибок {sm['errors']}, "
            f"правил без русского текста {sm['unresolved']}, за {sm['seconds']} с"
        )
        for line in sm["examples"]:
            print("   ", line)
    return 0


def smoke_all(cov, cards) -> dict:
    from mtgjudge.cards.oracle.coverage import RULES_DATE
    from mtgjudge.cards.oracle.smoke import smoke

    started = time.perf_counter()
    out = {"cards": 0, "scenarios": 0, "refused": 0, "errors": 0, "unresolved": 0, "examples": []}
    for entry, result in zip(cards, cov.results):
        if result.status != "full" or entry.get("firstRelease", "9999") > RULES_DATE:
            continue
        rep = smoke(result.card)
        out["cards"] += 1
        out["scenarios"] += rep.scenarios
        out["refused"] += rep.refused
        out["errors"] += len(rep.errors)
        out["unresolved"] += len(rep.unresolved_rules)
        for line in rep.errors + rep.unresolved_rules:
            if len(out["examples"]) < 20:
                out["examples"].append(f"{rep.name}: {line[:200]}")
    out["seconds"] = round(time.perf_counter() - started, 1)
    return out


if __name__ == "__main__":
    raise SystemExit(main())
