"""Card catalogue speed and size (run by hand; figures go into the issue's closing note).

    python benchmarks/catalogue.py [--runs 30] [--no-wheel]

1. Cold ``mtgjudge card "Удар молнии"`` against ``python -c "import typer, rich.console"``,
   interleaved, median wall and CPU time.  Target: at most 40 ms over the CLI dependencies.
2. Loading a scenario with 20 catalogue cards against one with 20 library cards, each in a
   fresh process (``load_scenario``), interleaved, median.  Target: at most 30 ms slower.
3. A catalogue search (``cards``) once the catalogue is open.
4. The wheel: its size and the size of what it installs.  Target: under 25 MB.
"""

from __future__ import annotations

import argparse
import os
import resource
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
import zipfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
ENV = {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}

LIBRARY_CARDS = [
    "Grizzly Bears",
    "Hill Giant",
    "Serra Angel",
    "Shivan Dragon",
    "Craw Wurm",
    "Wind Drake",
    "Giant Spider",
    "Raging Goblin",
    "Typhoid Rats",
    "Vampire Nighthawk",
    "White Knight",
    "Black Knight",
    "Wall of Stone",
    "Ornithopter",
    "Runeclaw Bear",
    "Goblin Piker",
    "Darksteel Myr",
    "Llanowar Elves",
    "Youthful Knight",
    "Colossal Dreadmaw",
]
CATALOGUE_CARDS = [
    "Balduvian Bears",
    "Джинн Магамоти",
    "Air Elemental",
    "Earth Elemental",
    "Fire Elemental",
    "Gray Ogre",
    "Hurloon Minotaur",
    "Savannah Lions",
    "Scathe Zombies",
    "Python",
    "Obsianus Golem",
    "Pearled Unicorn",
    "Redwood Treefolk",
    "Ironroot Treefolk",
    "Mons's Goblin Raiders",
    "Barbary Apes",
    "Bog Imp",
    "Ancient Brontodon",
    "Glory Seeker",
    "Tundra",
]


def scenario(cards: list[str]) -> str:
    hand = ", ".join(f'"{c}"' for c in cards)
    return (
        f"title: 20 карт\nplayers:\n  Алиса:\n    hand: [{hand}]\n    library: 20\n"
        f"  Борис:\n    library: 20\n"
    )


def run(cmd: list[str]) -> tuple[float, float]:
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    start = time.perf_counter()
    subprocess.run(cmd, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, check=True, env=ENV)
    wall = time.perf_counter() - start
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    return wall, (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)


def compare(commands: dict[str, list[str]], runs: int) -> dict[str, tuple[float, float]]:
    for cmd in commands.values():  # warm the file cache and .pyc files
        run(cmd)
    walls: dict[str, list[float]] = {n: [] for n in commands}
    cpus: dict[str, list[float]] = {n: [] for n in commands}
    for _ in range(runs):
        for name, cmd in commands.items():
            w, c = run(cmd)
            walls[name].append(w)
            cpus[name].append(c)
    out = {
        n: (statistics.median(walls[n]) * 1000, statistics.median(cpus[n]) * 1000) for n in commands
    }
    for name, (w, c) in out.items():
        print(f"{name:55s} wall median {w:7.1f} ms   cpu median {c:7.1f} ms")
    return out


def card_start_up(runs: int) -> None:
    py = sys.executable
    exe = shutil.which("mtgjudge") or str(Path(py).with_name("mtgjudge"))
    base = "python -c 'import typer, rich.console'"
    with_yaml = "python -c 'import typer, rich.console, yaml'"
    card = 'mtgjudge card "Удар молнии"'
    out = compare(
        {
            base: [py, "-c", "import typer, rich.console"],
            with_yaml: [py, "-c", "import typer, rich.console, yaml"],
            card: [exe, "card", "Удар молнии"],
        },
        runs,
    )
    print(
        f"{'card over its CLI dependencies':55s} wall {out[card][0] - out[base][0]:+7.1f} ms        "
        f"cpu {out[card][1] - out[base][1]:+7.1f} ms  (target <= 40 ms)"
    )
    print(
        f"{'card over CLI dependencies and yaml (the card format)':55s} wall "
        f"{out[card][0] - out[with_yaml][0]:+7.1f} ms        cpu {out[card][1] - out[with_yaml][1]:+7.1f} ms"
    )


def scenario_load(runs: int) -> None:
    py = sys.executable
    with tempfile.TemporaryDirectory() as tmp:
        paths = {}
        for name, cards in (("library", LIBRARY_CARDS), ("catalogue", CATALOGUE_CARDS)):
            path = Path(tmp) / f"{name}.yaml"
            path.write_text(scenario(cards), encoding="utf-8")
            paths[name] = str(path)
        code = "import sys; from mtgjudge.scenario.model import load_scenario; load_scenario(sys.argv[1])"
        out = compare(
            {f"load scenario, 20 {n} cards": [py, "-c", code, p] for n, p in paths.items()}, runs
        )
        lib, cat = out["load scenario, 20 library cards"], out["load scenario, 20 catalogue cards"]
        print(
            f"{'catalogue cards over library cards':55s} wall {cat[0] - lib[0]:+7.1f} ms        "
            f"cpu {cat[1] - lib[1]:+7.1f} ms  (target <= 30 ms)"
        )


def search_speed(runs: int) -> None:
    from mtgjudge.cards.catalogue import default_catalogue

    catalogue = default_catalogue()
    assert catalogue is not None
    catalogue.search("прогрев")  # open the file, load the stemmer
    queries = [
        ("не может быть отменено", {}),
        ("can't be countered", {"before": "2015-03-27"}),
        ("flying", {"type_": "dragon", "cost": "6"}),
        ("удар молнии", {}),
    ]
    samples = []
    for _ in range(runs):
        for query, filters in queries:
            start = time.perf_counter()
            catalogue.search(query, **filters)
            samples.append(time.perf_counter() - start)
    print(
        f"{'cards search, catalogue open':55s} median {statistics.median(samples) * 1000:7.1f} ms, "
        f"max {max(samples) * 1000:.1f} ms"
    )


def wheel_size() -> None:
    with tempfile.TemporaryDirectory() as tmp:
        subprocess.run(
            [sys.executable, "-m", "pip", "wheel", "-q", "--no-deps", "-w", tmp, str(ROOT)],
            check=True,
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
        )
        wheel = next(Path(tmp).glob("*.whl"))
        with zipfile.ZipFile(wheel) as z:
            installed = sum(i.file_size for i in z.infolist())
            catalogue = next(
                i.file_size for i in z.infolist() if i.filename.endswith("catalogue.sqlite")
            )
        print(
            f"{'wheel':55s} {wheel.stat().st_size / 1e6:7.1f} MB; installs {installed / 1e6:.1f} MB "
            f"(catalogue {catalogue / 1e6:.1f} MB)  (target < 25 MB)"
        )


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--runs", type=int, default=30)
    parser.add_argument("--no-wheel", action="store_true")
    args = parser.parse_args()
    card_start_up(args.runs)
    scenario_load(args.runs)
    search_speed(args.runs)
    if not args.no_wheel:
        wheel_size()


if __name__ == "__main__":
    main()
