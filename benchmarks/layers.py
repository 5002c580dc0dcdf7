"""Layer pass timing (issue 9, item 7): N creatures with five anthems and a Humility.

Run by hand:  python benchmarks/layers.py [--sizes 1000 10000 20000] [--repeat 5]

1. One layer pass (``LayerPass(game).run()``: every permanent's characteristics, 613) at each
   size: the time should grow linearly with the number of objects.
2. ``mtgjudge run`` of the 10,000-creature position (a generated scenario file with one
   action), wall clock of the whole command: target under 2 s on one core.
"""

from __future__ import annotations

import argparse
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from mtgjudge.cards.library import default_library  # noqa: E402
from mtgjudge.engine.layers.system import LayerPass  # noqa: E402
from mtgjudge.engine.state import Game, Player  # noqa: E402
from mtgjudge.engine.zones import create_object  # noqa: E402

ANTHEMS = 5


def position(n: int) -> Game:
    lib = default_library()
    game = Game(players=[Player("Алиса"), Player("Борис")])
    game.active = game.priority = "Алиса"
    for _ in range(ANTHEMS):
        create_object(game, lib.get("Glorious Anthem"), "Алиса", "battlefield")
    create_object(game, lib.get("Humility"), "Борис", "battlefield")
    bears = lib.get("Grizzly Bears")
    for i in range(n):
        create_object(game, bears, "Алиса" if i % 2 else "Борис", "battlefield")
    return game


def time_pass(n: int, repeat: int) -> float:
    game = position(n)
    times = []
    for _ in range(repeat):
        start = time.perf_counter()
        chars = LayerPass(game).run()
        times.append(time.perf_counter() - start)
    some = next(
        o for o in game.permanents() if o.card.name == "Grizzly Bears" and o.controller == "Алиса"
    )
    assert (chars[some.id].power, chars[some.id].toughness) == (1 + ANTHEMS, 1 + ANTHEMS)
    return statistics.median(times)


def scenario_text(n: int) -> str:
    """The position as a scenario file of ``n`` cards in all (the scenario reader allows at most
    10,000 cards: mtgjudge/limits.py): n - 6 creatures, five anthems and Humility."""
    bears = "\n".join("      - Grizzly Bears" for _ in range(n - ANTHEMS - 1))
    anthems = "\n".join("      - Glorious Anthem" for _ in range(ANTHEMS))
    return f"""title: {n} существ, пять гимнов и Humility
players:
  Алиса:
    battlefield:
{anthems}
      - Humility
{bears}
  Борис:
    battlefield: []
turn: {{active: Алиса, step: main1, number: 3}}
actions:
  - pass
"""


def time_run(n: int) -> float:
    with tempfile.TemporaryDirectory() as tmp:
        path = Path(tmp) / "board.yaml"
        path.write_text(scenario_text(n), encoding="utf-8")
        exe = Path(sys.executable).parent / "mtgjudge"
        start = time.perf_counter()
        done = subprocess.run(
            [str(exe), "run", str(path), "--quiet"], capture_output=True, text=True
        )
        elapsed = time.perf_counter() - start
        if done.returncode != 0:
            raise SystemExit(f"mtgjudge run failed ({done.returncode}): {done.stdout}{done.stderr}")
        return elapsed


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sizes", type=int, nargs="+", default=[1000, 10000, 20000])
    parser.add_argument("--repeat", type=int, default=5)
    parser.add_argument("--run-size", type=int, default=10000)
    args = parser.parse_args()
    base = None
    for n in args.sizes:
        t = time_pass(n, args.repeat)
        per = t / n * 1e6
        base = base or per
        print(
            f"проход слоёв, {n:>6} объектов: {t * 1000:8.1f} мс  ({per:.2f} мкс на объект, x{per / base:.2f})"
        )
    print(
        f"mtgjudge run, {args.run_size} карт (из них {args.run_size - ANTHEMS - 1} существ): "
        f"{time_run(args.run_size):.2f} с"
    )


if __name__ == "__main__":
    main()
