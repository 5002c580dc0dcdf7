"""Coverage of the Oracle compiler (issue item 5): how many cards compile fully, partly or not
at all — by era, for the Standard of the rules of record — and the most common clause
templates it cannot read yet."""

from __future__ import annotations

import gzip
import json
import re
from collections import Counter
from collections.abc import Iterable, Iterator
from dataclasses import dataclass, field
from pathlib import Path

from .compiler import CardResult, compile_card

RULES_DATE = "2015-03-27"
STANDARD_2015 = ("THS", "BNG", "JOU", "M15", "KTK", "FRF", "DTK")
STATUSES = ("full", "partial", "none")


def read_cards(path: Path) -> Iterator[dict]:
    """Cards of a ``mtgjson-cards.jsonl(.gz)`` file (the ``_meta`` line skipped; Un-cards too)."""
    opener = gzip.open if path.suffix == ".gz" else open
    with opener(path, "rt", encoding="utf-8") as f:
        for line in f:
            entry = json.loads(line)
            if "_meta" in entry or entry.get("funny"):
                continue
            yield entry


def template(text: str) -> str:
    """A clause with its numbers and mana symbols generalised: "deals N damage", "{M}"."""
    text = re.sub(r"(\{[^}]+\})+", "{M}", text)
    text = re.sub(r"\b\d+\b", "N", text)
    return re.sub(r"\b(one|two|three|four|five|six|seven|eight|nine|ten)\b", "N", text)


@dataclass
class Tally:
    counts: Counter = field(default_factory=Counter)

    def add(self, status: str) -> None:
        self.counts[status] += 1

    @property
    def total(self) -> int:
        return sum(self.counts.values())

    def row(self) -> dict:
        total = self.total or 1
        return {
            "total": self.total,
            **{s: self.counts[s] for s in STATUSES},
            "full_percent": round(100 * self.counts["full"] / total, 1),
        }


@dataclass
class Coverage:
    by_group: dict[str, Tally] = field(default_factory=dict)
    templates: Counter = field(default_factory=Counter)
    # cards for which the template is the only thing not read (what reading it would gain)
    only: Counter = field(default_factory=Counter)
    template_reason: dict[str, str] = field(default_factory=dict)
    results: list[CardResult] = field(default_factory=list)

    def tally(self, group: str) -> Tally:
        return self.by_group.setdefault(group, Tally())

    def as_dict(self, top: int = 50) -> dict:
        return {
            "groups": {g: t.row() for g, t in self.by_group.items()},
            "unsupported_templates": [
                {"template": t, "count": n, "only": self.only[t], "reason": self.template_reason[t]}
                for t, n in self.templates.most_common(top)
            ],
        }


def measure(cards: Iterable[dict], keep: bool = False) -> Coverage:
    cov = Coverage()
    for entry in cards:
        result = compile_card(entry)
        if keep:
            cov.results.append(result)
        era = "до 2015-03-27" if entry.get("firstRelease", "9999") <= RULES_DATE else "позже"
        groups = ["все карты", era]
        if any(p[0] in STANDARD_2015 for p in entry.get("printings", [])):
            groups.append("Стандарт 2015 (THS BNG JOU M15 KTK FRF DTK)")
        for g in groups:
            cov.tally(g).add(result.status)
        if era != "позже":
            keys: set[str] = set()
            if result.problem is not None:
                key = "[карта] " + result.problem.reason
                keys.add(key)
                cov.template_reason.setdefault(key, result.problem.describe())
            for ability in result.unsupported():
                key = f"[{ability.clause.kind}] {template(ability.clause.text)}"
                keys.add(key)
                cov.template_reason.setdefault(
                    key, ability.problem.describe() if ability.problem else ""
                )
            _count(cov, keys)
    return cov


def _count(cov: Coverage, keys: set[str]) -> None:
    """One card's unread templates: each counted once; alone, also as the only one."""
    cov.templates.update(keys)
    if len(keys) == 1:
        cov.only.update(keys)


GROUP_ALL, GROUP_LATER, GROUP_UP_TO = "все карты", "позже", "до 2015-03-27"
GROUP_STANDARD = "Стандарт 2015 (THS BNG JOU M15 KTK FRF DTK)"


def from_stored(rows: Iterable[tuple[str, str, str, int, int, dict]]) -> Coverage:
    """The same table from the compiled results stored beside the catalogue (no compiling):
    rows of :meth:`mtgjudge.cards.oracle.stored.StoredCompile.rows`."""
    from .compiler import Problem

    cov = Coverage()
    for _name, status, first, funny, standard, record in rows:
        if funny:
            continue
        era = GROUP_UP_TO if first <= RULES_DATE else GROUP_LATER
        for group in (GROUP_ALL, era, *((GROUP_STANDARD,) if standard else ())):
            cov.tally(group).add(status)
        if era != GROUP_UP_TO:
            continue
        keys: set[str] = set()
        if "problem" in record:
            problem = Problem(*record["problem"])
            key = "[карта] " + problem.reason
            keys.add(key)
            cov.template_reason.setdefault(key, problem.describe())
        for ability in record["abilities"]:
            if "problem" in ability:
                key = f"[{ability['kind']}] {template(ability['clause'])}"
                keys.add(key)
                cov.template_reason.setdefault(key, Problem(*ability["problem"]).describe())
        _count(cov, keys)
    order = (GROUP_ALL, GROUP_LATER, GROUP_UP_TO, GROUP_STANDARD)
    cov.by_group = {g: cov.by_group[g] for g in order if g in cov.by_group}
    return cov
