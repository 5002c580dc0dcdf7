"""Safe YAML reading that keeps positions and the text the user wrote.

Every value comes back as a plain Python container or string subclass that remembers its
line and column (1-based).  Scalars are NOT converted by YAML's implicit typing: a card
named ``No`` or ``On`` stays that text, ``1:30`` stays ``"1:30"``; the scenario reader
converts numbers and booleans itself where the format expects them.
"""

from __future__ import annotations

import re
import sys
import unicodedata
from dataclasses import dataclass

#: The class of characters PyYAML's pure-Python reader refuses (``yaml.reader.Reader``), as
#: it writes it, and the same characters written as the complement of the allowed ones in
#: 0–U+10FFFF.  Compiling the first (a negated class of large ranges: ``re`` fills a table of
#: 65,536 entries in Python) takes ≈ 7 ms, a third of ``import yaml`` and a tenth of the
#: start-up of ``mtgjudge run``; the second compiles in a fraction of a millisecond and
#: matches exactly the same characters (tests/test_yamlpos_reader_pattern.py).
YAML_NON_PRINTABLE = "[^\x09\x0a\x0d\x20-\x7e\x85\xa0-\ud7ff\ue000-\ufffd\U00010000-\U0010ffff]"
SAME_CHARACTERS = "[\x00-\x08\x0b\x0c\x0e-\x1f\x7f-\x84\x86-\x9f\ud800-\udfff\ufffe\uffff]"


def _seed_reader_pattern() -> None:
    """Before ``yaml`` is first imported, put the quickly compiled equivalent of the reader's
    pattern where ``re.compile`` looks first (its cache of compiled patterns, Python 3.11): the
    reader gets a pattern that finds the same characters, and nothing else changes."""
    cache = getattr(re, "_cache", None)
    if "yaml" in sys.modules or sys.version_info[:2] != (3, 11) or not isinstance(cache, dict):
        return
    cache.setdefault((str, YAML_NON_PRINTABLE, 0), re.compile(SAME_CHARACTERS))


_seed_reader_pattern()

import yaml  # noqa: E402  (after the pattern is seeded)

from ..limits import MAX_ALIAS_NODES, MAX_YAML_DEPTH, MAX_YAML_NODES  # noqa: E402


@dataclass(frozen=True)
class Mark:
    line: int
    column: int


class PStr(str):
    """A scalar as written, with its position."""

    mark: Mark
    quoted: bool

    def __new__(cls, value: str, mark: Mark, quoted: bool = False) -> PStr:
        obj = str.__new__(cls, value)
        obj.mark = mark
        obj.quoted = quoted
        return obj


class PEmpty:
    """An empty value (``key:`` with nothing after it) where a value is required: no Python
    value, only its place, so that the problem is reported on its own line (an empty value
    is ``None`` in the tree, and ``None`` cannot carry a position)."""

    __slots__ = ("mark",)

    def __init__(self, mark: Mark) -> None:
        self.mark = mark


class PDict(dict):
    mark: Mark
    key_marks: dict

    def __init__(self, mark: Mark) -> None:
        super().__init__()
        self.mark = mark
        self.key_marks = {}

    def at(self, key: str) -> object:
        """The value of ``key`` for a check that requires one: an empty value comes back as
        a :class:`PEmpty` placed at its key (a missing key as None)."""
        value = self.get(key)
        if value is None and key in self.key_marks:
            return PEmpty(self.key_marks[key])
        return value


class PList(list):
    mark: Mark
    empty_marks: dict

    def __init__(self, mark: Mark) -> None:
        super().__init__()
        self.mark = mark
        self.empty_marks = {}  # index of an empty item ("- " alone) -> its place

    def at(self, index: int) -> object:
        """The item at ``index``; an empty one as a :class:`PEmpty` with its place."""
        value = self[index]
        if value is None and index in self.empty_marks:
            return PEmpty(self.empty_marks[index])
        return value


class YamlProblem(ValueError):
    """A YAML syntax problem or a duplicate key, with its position."""

    def __init__(self, message: str, mark: Mark, text: str = "") -> None:
        super().__init__(message)
        self.message = message
        self.mark = mark
        self.text = text


def _mark(node_or_mark) -> Mark:
    m = getattr(node_or_mark, "start_mark", node_or_mark)
    # ``Mark(line, column)`` without the frozen dataclass's ``__init__`` (one per value read)
    mark = _new(Mark)
    fields = mark.__dict__
    fields["line"] = m.line + 1
    fields["column"] = m.column + 1
    return mark


_new = object.__new__


class _DepthLimitedLoader(yaml.SafeLoader):
    """The safe loader whose (recursive) composer stops at :data:`MAX_YAML_DEPTH` instead of
    exhausting Python's stack.  libyaml's composer (CSafeLoader) has its own depth limit;
    :func:`check_graph` then applies ours to whatever composed the nodes."""

    _depth = 0

    def compose_node(self, parent, index):
        self._depth += 1
        try:
            if self._depth > MAX_YAML_DEPTH:
                raise YamlProblem(_TOO_DEEP, _mark(self.peek_event().start_mark))
            return super().compose_node(parent, index)
        finally:
            self._depth -= 1


#: The loader class that composes the nodes (any safe loader: the checks work on nodes).
LOADER: type = _DepthLimitedLoader

_MERGE_TAG = "tag:yaml.org,2002:merge"


def _is_merge_key(node: yaml.Node) -> bool:
    """Whether a mapping key is YAML's merge key: a plain, untagged ``<<``."""
    tag = node.tag
    if type(tag) is slice:  # the fast loader's (kind, value, (plain implicit, quoted implicit))
        return tag.stop == "<<" and bool(tag.step[0])
    return tag == _MERGE_TAG


def _fast_loader() -> type | None:
    """libyaml's safe loader without YAML's implicit typing: the values are converted by the
    scenario reader (see the module's docstring), so matching every scalar against the int,
    float, bool, null and timestamp patterns was wasted (libyaml calls the resolver, in
    Python, once per node); the only implicit tag this module reads is the merge key's."""
    base = getattr(yaml, "CSafeLoader", None)
    if base is None:
        return None
    no_path_resolvers = not base.yaml_path_resolvers

    class FastLoader(base):  # type: ignore[misc,valid-type]
        # libyaml calls these two around every node; without path resolvers (a safe loader
        # has none) they do nothing: built-in callables that take the same arguments and do
        # nothing spare a Python call per node
        if no_path_resolvers:
            descend_resolver = slice  # slice(node, index): made and dropped
            ascend_resolver = tuple  # tuple(): ()

        # libyaml calls ``resolve(kind, value, implicit)`` for every untagged node, in Python;
        # the scenario reader never uses YAML's implicit types, only the merge key ``<<``
        # (refused), so the "tag" it keeps is the arguments themselves, packed by a built-in
        # (no Python call): :func:`_is_merge_key` reads it
        resolve = slice

    return FastLoader


#: libyaml's composer (with marks), about 8 times faster than the pure-Python one; None
#: where PyYAML was built without libyaml.
FAST_LOADER: type | None = _fast_loader()


def compose(text: str) -> yaml.Node | None:
    """Compose the document with libyaml; on any problem compose it again with the
    pure-Python parser, so that the problem is worded (and placed) exactly as it always was.
    The budgets (:func:`check_graph`) apply to the nodes whichever loader composed them."""
    if FAST_LOADER is not None and LOADER is _DepthLimitedLoader:
        try:
            return yaml.compose(text, Loader=FAST_LOADER)
        except yaml.YAMLError:
            pass
    return yaml.compose(text, Loader=LOADER)


_TOO_DEEP = f"слишком глубокая вложенность YAML (больше {MAX_YAML_DEPTH} уровней)"


def check_graph(root: yaml.Node) -> None:
    """Refuse a composed document that is too deep, refers to itself through an alias, or
    grows beyond the budgets once its aliases are expanded ("billion laughs").

    Works on the node graph (an alias is the same node object met again), without
    expanding anything and without recursion: linear in the number of distinct nodes."""
    if _plain_tree(root):
        return  # the usual document: nothing below can fail, and this walk is cheaper
    sizes: dict[int, int] = {}  # id(node) -> values it stands for, itself included
    heights: dict[int, int] = {}
    on_path: set[int] = set()
    distinct = 0
    stack: list[tuple[yaml.Node, int]] = [(root, 0)]
    while stack:
        node, state = stack.pop()
        key = id(node)
        children = _children(node)
        if state == 0:
            if key in sizes:
                continue  # an alias of a finished node: counted by its parent
            if key in on_path:
                raise YamlProblem(
                    "ссылка YAML (alias) указывает на значение, внутри которого стоит сама",
                    _mark(node),
                )
            on_path.add(key)
            distinct += 1
            if len(on_path) > MAX_YAML_DEPTH:
                raise YamlProblem(_TOO_DEEP, _mark(node))
            stack.append((node, 1))
            stack.extend((child, 0) for child in reversed(children))
            continue
        on_path.discard(key)
        sizes[key] = 1 + sum(sizes[id(c)] for c in children)
        heights[key] = 1 + max((heights[id(c)] for c in children), default=0)
        if heights[key] > MAX_YAML_DEPTH:
            raise YamlProblem(_TOO_DEEP, _mark(node))
        if sizes[key] - distinct > MAX_ALIAS_NODES:
            raise YamlProblem(
                "ссылки YAML (alias) разворачиваются в слишком много значений "
                f"(больше {MAX_ALIAS_NODES} значений, которые приносят ссылки); здесь "
                "начинается такое значение",
                _mark(node),
            )
        if sizes[key] > MAX_YAML_NODES:
            raise YamlProblem(
                f"в файле слишком много значений YAML (больше {MAX_YAML_NODES}, считая "
                "развёрнутые ссылки alias); здесь начинается такое значение",
                _mark(node),
            )


def _plain_tree(root: yaml.Node) -> bool:
    """Whether the document is a tree (no alias) within the depth and size budgets; when it
    is not, :func:`check_graph` walks it again to find and place the problem.

    Level by level (the nodes of one depth at once): a node met twice (an alias, or a cycle)
    shows as fewer distinct nodes than nodes met, found before the level below is made."""
    seen: set[int] = set()
    met = 0
    level: list[yaml.Node] = [root]
    depth = 1
    mapping, sequence = yaml.MappingNode, yaml.SequenceNode
    while level:
        if depth > MAX_YAML_DEPTH:
            return False
        met += len(level)
        seen.update(map(id, level))
        if len(seen) != met or met > MAX_YAML_NODES:
            return False
        below: list[yaml.Node] = []
        for node in level:
            if isinstance(node, mapping):
                for pair in node.value:
                    below += pair
            elif isinstance(node, sequence):
                below += node.value
        level = below
        depth += 1
    return True


def _children(node: yaml.Node) -> list[yaml.Node]:
    if isinstance(node, yaml.MappingNode):
        return [n for pair in node.value for n in pair]
    if isinstance(node, yaml.SequenceNode):
        return list(node.value)
    return []


def load(text: str) -> object:
    """Parse one YAML document with the safe loader's composer; return positioned values."""
    try:
        node = compose(text)
        if node is not None:
            check_graph(node)
    except yaml.MarkedYAMLError as exc:
        mark = exc.problem_mark or exc.context_mark
        problem = exc.problem or str(exc)
        raise YamlProblem(_russian(problem), _mark(mark) if mark else Mark(1, 1)) from None
    except yaml.reader.ReaderError as exc:
        line, column = _position(text, exc.position)
        raise YamlProblem(
            _russian("unacceptable character"),
            Mark(line, column),
            f"U+{exc.character:04X}" if isinstance(exc.character, int) else "",
        ) from None
    except yaml.YAMLError:
        raise YamlProblem(_russian(""), Mark(1, 1)) from None
    if node is None:
        return None
    problems: list[YamlProblem] = []
    value = _convert(node, problems)
    if problems:
        raise problems[0]
    return value


def _position(text: str, index: int) -> tuple[int, int]:
    """1-based line and column of a character index."""
    line = text.count("\n", 0, index) + 1
    return line, index - (text.rfind("\n", 0, index) + 1) + 1


def _convert(node, problems: list[YamlProblem]):
    # (one call per value of the file: the scalar first, the most common; ``_mark`` and
    # ``PStr(...)`` written out)
    if isinstance(node, _SCALAR):
        text = node.value
        quoted = node.style in ("'", '"')
        if not quoted and text == "":
            # "key:" with nothing after it; "null" and "~" stay text (a name may be that)
            return None
        if not text.isascii():
            text = unicodedata.normalize("NFC", text)  # "ё" typed as е + U+0308 is "ё"
        if not text.isprintable():  # (the first test of _hidden_character)
            bad = _hidden_character(text)
            if bad is not None:
                problems.append(YamlProblem(bad, _mark(node), escape_control(text)))
        m = node.start_mark
        mark = _new(Mark)
        fields = mark.__dict__
        fields["line"] = m.line + 1
        fields["column"] = m.column + 1
        value = _new_str(PStr, text)
        value.mark = mark
        value.quoted = quoted
        return value
    if isinstance(node, _MAPPING):
        out = PDict(_mark(node))
        for key_node, value_node in node.value:
            if _is_merge_key(key_node):
                problems.append(
                    YamlProblem("ключи слияния YAML (<<) не поддерживаются", _mark(key_node))
                )
                continue
            key = _convert(key_node, problems)
            if not isinstance(key, PStr):  # (a string comes back as a PStr placed at its node)
                problems.append(YamlProblem("ключ должен быть строкой", _mark(key_node)))
                continue
            if key in out:
                problems.append(YamlProblem(f"ключ «{key}» повторяется", _mark(key_node), key))
                continue
            out[key] = _convert(value_node, problems)
            out.key_marks[key] = key.mark
        return out
    out_list = PList(_mark(node))  # a sequence (a composed node is one of the three)
    for item in node.value:
        value = _convert(item, problems)
        if value is None:
            out_list.empty_marks[len(out_list)] = _mark(item)
        out_list.append(value)
    return out_list


_SCALAR, _MAPPING = yaml.ScalarNode, yaml.MappingNode
_new_str = str.__new__


def _hidden_character(text: str) -> str | None:
    """A problem for a control or invisible character in a value (a name that looks
    like another name, or text that would move the terminal's cursor), or None."""
    if text.isprintable():  # no control, format (Cf) or line/paragraph separator character
        return None
    for ch in text:
        category = unicodedata.category(ch)
        if ch in "\n\t" or category == "Zs" or ch.isprintable() and category != "Cf":
            continue  # spaces (a non-breaking one in a title) are visible as spaces
        code = f"U+{ord(ch):04X}"
        if category in ("Cf", "Zl", "Zp"):
            return f"невидимый символ {code}: на экране его не видно, удалите его"
        return f"управляющий символ {code}: удалите его"
    return None


def escape_control(text: str) -> str:
    """``text`` with control and invisible characters shown as \\uXXXX (safe to print)."""
    if text.isprintable():
        return text
    return "".join(
        ch if ch.isprintable() and unicodedata.category(ch) != "Cf" else f"\\u{ord(ch):04x}"
        for ch in text
    )


# PyYAML's and libyaml's problems (English) -> Russian; matched by prefix.
_TRANSLATIONS = {
    "mapping values are not allowed": "здесь нельзя ставить «ключ: значение» (проверьте отступы и двоеточия)",
    "could not find expected ':'": "не найдено ожидаемое «:»",
    "found character '\\t' that cannot start any token": "символ табуляции: в YAML отступы делаются пробелами",
    "found character that cannot start any token": "символ, с которого не может начинаться значение YAML (табуляция, «@» или «`»?)",
    "found character": "символ, с которого не может начинаться значение YAML (табуляция, «@» или «`»?)",
    "expected <block end>, but found '-'": "неожиданный «-»: проверьте отступы списка",
    "expected <block end>": "неожиданное значение: проверьте отступы",
    "did not find expected '-'": "ожидался элемент списка «-» (проверьте отступы)",
    "found undefined alias": "неизвестная ссылка (alias)",
    "found unexpected end of stream": "файл неожиданно закончился (не закрыта скобка или кавычка?)",
    "found unexpected document separator": "неожиданный разделитель документов «---»",
    "did not find expected key": "ожидался ключ (проверьте отступы)",
    "did not find expected node content": "ожидалось значение",
    "did not find expected ',' or ']'": "ожидалась «,» или «]»",
    "did not find expected ',' or '}'": "ожидалась «,» или «}»",
    "expected ',' or ']', but got": "ожидалась «,» или «]»",
    "expected ',' or '}', but got": "ожидалась «,» или «}»",
    "expected the node content": "ожидалось значение",
    "expected a single document in the stream": "в файле должен быть один документ YAML (лишний «---»?)",
    "but found another document": "в файле должен быть один документ YAML (лишний «---»?)",
    "expected '<document start>'": "ожидалось начало документа YAML «---»",
    "did not find expected <document start>": "ожидалось начало документа YAML «---»",
    "expected a comment or a line break": "после значения ожидается конец строки или комментарий",
    "expected alphabetic or numeric character": "в имени якоря или ссылки — только буквы и цифры",
    "did not find expected alphabetic or numeric character": "в имени якоря или ссылки — только буквы и цифры",
    "found unknown escape character": "неизвестная escape-последовательность в строке в кавычках",
    "found unknown escape": "неизвестная escape-последовательность в строке в кавычках",
    "expected escape sequence": "неверная escape-последовательность в строке в кавычках",
    "did not find expected hexdecimal number": "неверная escape-последовательность в строке в кавычках",
    "found duplicate anchor": "якорь (&) с таким именем уже есть",
    "second occurrence": "якорь (&) с таким именем уже есть",
    "found undefined tag handle": "неизвестный тег YAML",
    "found duplicate YAML directive": "директива %YAML повторяется",
    "found duplicate tag directive": "директива %TAG повторяется",
    "found incompatible YAML document": "несовместимая версия YAML (нужна 1.x)",
    "mapping keys are not allowed": "здесь нельзя ставить ключ («?»)",
    "sequence entries are not allowed": "здесь нельзя начинать элемент списка «-» (проверьте отступы)",
    "block sequence entries are not allowed": "здесь нельзя начинать элемент списка «-» (проверьте отступы)",
    "invalid indentation or unclosed": "неверный отступ или не закрыта «[» / «{»",
    "found a tab character": "символ табуляции: в YAML отступы делаются пробелами",
    "exceeded maximum nesting depth": "слишком глубокая вложенность YAML",
    "unacceptable character": "в файле недопустимый управляющий символ",
    "control characters are not allowed": "в файле недопустимый управляющий символ",
    "invalid leading UTF-8 octet": "файл не в кодировке UTF-8",
    "invalid trailing UTF-8 octet": "файл не в кодировке UTF-8",
    "incomplete UTF-8 octet sequence": "файл не в кодировке UTF-8",
    "found unexpected ':'": "неожиданное «:» (возьмите значение в кавычки)",
    "expected chomping or indentation indicators": "после «|» или «>» ожидается отступ или «+»/«-»",
    "expected indentation indicator": "отступ после «|» или «>» — цифра от 1 до 9",
    "found a document separator": "неожиданный разделитель документов внутри строки",
    "found non-specific tag": "тег «!» без имени не поддерживается",
    "found unknown directive": "неизвестная директива YAML",
}


def _russian(problem: str) -> str:
    problem = problem.strip()
    for en, ru in _TRANSLATIONS.items():
        if problem.startswith(en):
            return f"ошибка синтаксиса YAML: {ru}"
    return "ошибка синтаксиса YAML: файл нельзя разобрать в этом месте"
