"""Scenarios are composed by libyaml (yamlpos.FAST_LOADER) with the pure-Python parser only
as the way to word a problem: both give the same values, positions and quoting."""

from __future__ import annotations

from pathlib import Path

import pytest

from mtgjudge.scenario import yamlpos

ROOT = Path(__file__).resolve().parent.parent
TRICKY = [
    "a: 1\nб: «ёлка»\n  # comment\nсписок:\n  - {card: Медведь, id: м1}\n  - 'в кавычках'\n",
    'ключ: "двойные \\u0041 кавычки"\nпусто:\nnull_text: null\n~: tilde\n',
    "текст: |\n  блок\n  строки\nсложено: >\n  раз\n  два\nflow: [a, [b, {c: d}], 'e']\n",
    "якорь: &a [1, 2]\nссылка: *a\n",
    "  отступ: 1\n  ещё: {а: б,   в: г}\n",
    "'<<': в кавычках не слияние\nчисла: [1, 0x1F, 1.5e3, .inf, true, no, ~, 2015-03-27]\n",
]
BROKEN = [
    "a: b: c\n",
    "a:\n\t- b\n",
    "a: [1, 2\n",
    "a: 1\na: 2\n",
    "a: *нет\n",
    "- a\nb: c\n",
    "a: 'не закрыта\n",
    "--- a\n--- b\n",
    "a: &x {b: 1}\nc:\n  <<: *x\n",
]


def _dump(v):
    if isinstance(v, yamlpos.PDict):
        return ("D", v.mark, [(k, k.mark, v.key_marks[k], _dump(x)) for k, x in v.items()])
    if isinstance(v, yamlpos.PList):
        return ("L", v.mark, [_dump(x) for x in v])
    return v if v is None else ("S", str(v), v.mark, v.quoted)


def _both(text: str, monkeypatch) -> list:
    out = []
    for fast in (yamlpos.FAST_LOADER, None):
        monkeypatch.setattr(yamlpos, "FAST_LOADER", fast)
        try:
            out.append(_dump(yamlpos.load(text)))
        except yamlpos.YamlProblem as exc:
            out.append(("problem", exc.message, exc.mark, exc.text))
    return out


def test_libyaml_is_there():
    assert yamlpos.FAST_LOADER is not None, "PyYAML without libyaml: scenarios load 8× slower"


@pytest.mark.parametrize(
    "text",
    TRICKY + BROKEN + [p.read_text("utf-8") for p in sorted((ROOT / "scenarios").glob("*.yaml"))],
)
def test_libyaml_and_python_compose_the_same(text, monkeypatch):
    fast, slow = _both(text, monkeypatch)
    assert fast == slow


def test_a_problem_is_worded_by_the_python_parser(monkeypatch):
    fast, slow = _both("a: b: c\n", monkeypatch)
    assert fast[0] == "problem" and fast == slow
