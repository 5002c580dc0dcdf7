"""Safe YAML reading that keeps positions and the text the user wrote.

Every value comes back as a plain Python container or string subclass that remembers its
line and column (1-based).  Scalars are NOT converted by YAML's implicit typing: a card
named ``No`` or ``On`` stays that text, ``1:30`` stays ``"1:30"``; the scenario reader
converts numbers and booleans itself where the format expects them.
"""

from __future__ import annotations

from dataclasses import dataclass

import yaml


@dataclass(frozen=True)
class Mark:
    line: int
    column: int


class PStr(str):
    """A scalar as written, with its position."""

    mark: Mark
    quoted: bool

    def __new__(cls, value: str, mark: Mark, quoted: bool = False) -> "PStr":
        obj = super().__new__(cls, value)
        obj.mark = mark
        obj.quoted = quoted
        return obj


class PDict(dict):
    mark: Mark
    key_marks: dict

    def __init__(self, mark: Mark) -> None:
        super().__init__()
        self.mark = mark
        self.key_marks = {}


class PList(list):
    mark: Mark

    def __init__(self, mark: Mark) -> None:
        super().__init__()
        self.mark = mark


class YamlProblem(ValueError):
    """A YAML syntax problem or a duplicate key, with its position."""

    def __init__(self, message: str, mark: Mark, text: str = "") -> None:
        super().__init__(message)
        self.message = message
        self.mark = mark
        self.text = text


def _mark(node_or_mark) -> Mark:
    m = getattr(node_or_mark, "start_mark", node_or_mark)
    return Mark(m.line + 1, m.column + 1)


def load(text: str) -> object:
    """Parse one YAML document with the safe loader's composer; return positioned values."""
    try:
        node = yaml.compose(text, Loader=yaml.SafeLoader)
    except yaml.MarkedYAMLError as exc:
        mark = exc.problem_mark or exc.context_mark
        problem = exc.problem or str(exc)
        raise YamlProblem(_russian(problem), _mark(mark) if mark else Mark(1, 1)) from None
    except yaml.YAMLError as exc:
        raise YamlProblem(f"ошибка YAML: {exc}", Mark(1, 1)) from None
    if node is None:
        return None
    problems: list[YamlProblem] = []
    value = _convert(node, problems)
    if problems:
        raise problems[0]
    return value


def _convert(node, problems: list[YamlProblem]):
    if isinstance(node, yaml.MappingNode):
        out = PDict(_mark(node))
        for key_node, value_node in node.value:
            if key_node.tag == "tag:yaml.org,2002:merge":
                problems.append(
                    YamlProblem("ключи слияния YAML (<<) не поддерживаются", _mark(key_node))
                )
                continue
            key = _convert(key_node, problems)
            if not isinstance(key, str):
                problems.append(YamlProblem("ключ должен быть строкой", _mark(key_node)))
                continue
            if key in out:
                problems.append(YamlProblem(f"ключ «{key}» повторяется", _mark(key_node), key))
                continue
            out[key] = _convert(value_node, problems)
            out.key_marks[key] = _mark(key_node)
        return out
    if isinstance(node, yaml.SequenceNode):
        out_list = PList(_mark(node))
        for item in node.value:
            out_list.append(_convert(item, problems))
        return out_list
    quoted = node.style in ("'", '"')
    if not quoted and node.value == "":
        return None  # "key:" with nothing after it; "null" and "~" stay text (a name may be that)
    return PStr(node.value, _mark(node), quoted)


_TRANSLATIONS = {
    "mapping values are not allowed here": "здесь нельзя ставить «ключ: значение» (проверьте отступы и двоеточия)",
    "could not find expected ':'": "не найдено ожидаемое «:»",
    "found character '\\t' that cannot start any token": "символ табуляции: в YAML отступы делаются пробелами",
    "expected <block end>, but found '-'": "неожиданный «-»: проверьте отступы списка",
    "found undefined alias": "неизвестная ссылка (alias)",
    "found unexpected end of stream": "файл неожиданно закончился (не закрыта скобка или кавычка?)",
    "did not find expected key": "ожидался ключ (проверьте отступы)",
    "did not find expected node content": "ожидалось значение",
    "expected ',' or ']', but got": "ожидалась «,» или «]»",
    "expected ',' or '}', but got": "ожидалась «,» или «}»",
}


def _russian(problem: str) -> str:
    for en, ru in _TRANSLATIONS.items():
        if problem.startswith(en):
            return f"ошибка синтаксиса YAML: {ru}"
    return f"ошибка синтаксиса YAML: {problem}"
