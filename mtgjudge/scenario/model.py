"""Reading a scenario file (``../shared/SCENARIO_CONTRACT.md`` and docs/scenario.md).

The whole file is validated first and every problem is collected with ``file:line:column``
(exit 2); only a valid file becomes a :class:`Scenario`.  Nothing here runs the game.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from functools import lru_cache
from typing import TYPE_CHECKING, Any

from ..cards.format import CardDef, CardFormatError, card_from_dict
from ..cards.library import CardLibrary, UnknownCardError, default_library, name_key
from ..engine.library import ANONYMOUS_NAME
from ..engine.state import STEPS
from ..lazy_import import lazy_module
from ..limits import (
    MAX_ACTIONS,
    MAX_CARDS,
    MAX_KICKS,
    MAX_LIBRARY,
    MAX_NUMBER,
    MAX_SUGGESTED_NAMES,
)
from .source import SourceError, read_source
from .yamlpos import Mark, PDict, PEmpty, PList, PStr, YamlProblem, escape_control, load

if TYPE_CHECKING:
    from pathlib import Path


# imported on first use: not on the start-up of a scenario without ``about:`` or ``cites:``
_corpus = lazy_module("mtgjudge.rules.corpus")
# imported on first use: not on the start-up of ``run``
_choices = lazy_module("mtgjudge.scenario.choices")


TOP_KEYS = ("title", "about", "players", "turn", "cards", "actions", "expect", "seed")
PLAYER_KEYS = (
    "life",
    "poison",
    "hand",
    "battlefield",
    "graveyard",
    "exile",
    "command",
    "library",
    "mana_pool",
    "lands_played",
)
CARD_KEYS = (
    "card",
    "id",
    "tapped",
    "damage",
    "counters",
    "attached_to",
    "sick",
    "owner",
    "chosen",
    "face_down",
    "transformed",
    "flipped",
    "agenda",
)
ACTION_VERBS = (
    "cast",
    "activate",
    "play_land",
    "turn_face_up",
    "suspend",
    "pass",
    "resolve",
    "goto",
    "attack",
    "block",
    "choose",
)
ACTION_KEYS = {
    "cast": {
        "by",
        "targets",
        "x",
        "modes",
        "choose",
        "alt",
        "pay",
        "sacrifice",
        "convoke",
        "delve",
        "splice",
        "half",
        "fuse",
    },
    "activate": {"by", "ability", "targets", "x", "choose", "pay"},
    "play_land": {"by"},
    "turn_face_up": {"by", "pay", "cost"},
    "suspend": {"by", "pay", "x"},
    "pass": {"by"},
    "resolve": set(),
    "goto": set(),
    "attack": {"by"},
    "block": {"by"},
    "choose": set(),
}
# Answers the engine reads (``choose:``); a new choice the engine asks adds its key here.
CHOICE_KEYS = (
    "assign",
    "name",  # "as ~ enters, choose a card name" (201.3, 614.1c: Runed Halo)
    "pair",  # soulbond: the creature to pair with (702.94a)
    "votes",  # 701.29a: {PLAYER: WORD}
    "bands",
    "buyback",
    "cast_targets",
    "clash_bottom",
    "color",
    "keyword",  # "gains your choice of vigilance, lifelink, or haste" (608.2d)
    "pt",  # "gets +1/-1 or -1/+1 until end of turn": which change (608.2d)
    "copy",
    "creature_type",
    "word",  # "as ~ enters, choose Khans or Dragons" (614.12b)
    "x",  # "you may pay {X}. If you do, …": X chosen as the ability resolves (107.3e)
    "discard",
    "divide",  # 601.2d: how a spell's damage is divided among its targets, in their order
    "entwine",
    "half",
    "kicker",
    "hideaway",
    "keep_tapped",
    "legend",
    "loop",
    "mana",
    "may",
    "miracle",
    "new_targets",
    "order",
    "pay",
    "pick",
    "planeswalker",
    "player",
    "player_options",
    "proliferate",
    "put",
    "redirect",
    "replacement_order",
    "reveal",
    "sacrifice",
    "scry_bottom",
    "scry_top",
    "search",
    "source",
    "tap",
    "text",
    "token_ids",
    "trigger_order",
    "trigger_targets",
    "untap",
    "unleash",
    "devour",
    "champion",
    "amplify",
    "tribute",
    "look",
    "look_order",
    "library_place",  # "on the top or bottom of its owner's library": top | bottom
    "trigger_modes",
    "exile",
    "return",
    "replicate",
    "conspire",
    "cipher",
)
EXPECT_KEYS = (
    "life",
    "poison",
    "mana_pool",
    "battlefield",
    "graveyard",
    "hand",
    "exile",
    "library",
    "library_top",
    "permanents",
    "stack",
    "winner",
    "losers",
    "draw",
    "cites",
    "illegal",
)
PERMANENT_EXPECT_KEYS = (
    "power",
    "toughness",
    "damage",
    "tapped",
    "counters",
    "controller",
    "attached_to",
    "abilities",
    "no_abilities",
    "types",
    "subtypes",
    "supertypes",
    "colors",
    "loyalty",
)


@dataclass(frozen=True)
class Problem:
    """One problem of a file: where, what, and the text it is about."""

    path: str
    line: int
    column: int
    message: str
    text: str = ""

    def __str__(self) -> str:
        where = f"{self.path}:{self.line}:{self.column}"
        shown = f" [«{escape_control(self.text)}»]" if self.text else ""
        return f"{where}: {self.message}{shown}"


class ScenarioError(ValueError):
    """A file that cannot be used: all its problems (exit 2)."""

    def __init__(self, problems: list[Problem]) -> None:
        super().__init__("\n".join(str(p) for p in problems))
        self.problems = problems


@dataclass
class CardSetup:
    card: CardDef
    mark: Mark
    id: str | None = None
    tapped: bool = False
    damage: int = 0
    counters: dict[str, int] = field(default_factory=dict)
    attached_to: PStr | None = None
    sick: bool = False
    owner: str | None = None
    written: str = ""
    chosen: PStr | None = None  # "as ~ enters, choose …" of a permanent already there (614.1c)
    face_down: str | None = None  # "morph" (707.2a) or "manifest" (701.31a), on the battlefield
    transformed: bool = False  # a double-faced permanent with its back face up (711.4b)
    flipped: bool = False  # a flipped permanent (110.6, 709.2)
    # 702.105a: the card name a hidden agenda conspiracy secretly names (English name), and
    # whether it starts face up (``face_down: false``: turned face up before the scenario)
    agenda: str | None = None
    agenda_revealed: bool = False


@dataclass
class PlayerSetup:
    name: str
    mark: Mark
    life: int = 20
    poison: int = 0
    zones: dict[str, list[CardSetup]] = field(default_factory=dict)
    library_count: int | None = 20
    mana_pool: str = ""
    lands_played: int = 0


@dataclass
class Action:
    verb: str
    value: Any
    args: dict[str, Any]
    mark: Mark
    index: int

    @property
    def by(self) -> PStr | None:
        return self.args.get("by")


@dataclass
class Scenario:
    path: str
    title: str
    about: list[str]
    players: list[PlayerSetup]
    active: str
    step: str
    turn_number: int
    priority: str
    library: CardLibrary
    actions: list[Action]
    expect: PDict | None
    seed: int
    expect_mark: Mark | None = None


def nearest_hint(word: str, allowed: Any) -> str:
    """«; может быть, X?» with the valid key nearest to a misspelt one, or ""."""
    import difflib

    close = difflib.get_close_matches(word.lower(), sorted(allowed), n=1, cutoff=0.6)
    return f" (может быть, {close[0]}?)" if close else ""


_INTEGER = re.compile(r"[+-]?[0-9]+")


def _short(text: str, limit: int = 60) -> str:
    """A user's text as shown in a problem: not longer than ``limit`` characters."""
    return text if len(text) <= limit else text[: limit - 1] + "…"


def _kind_ru(value: Any) -> str:
    """What a YAML value is, in Russian (never a Python class name)."""
    if value is None or isinstance(value, PEmpty):
        return "пустое значение"
    if isinstance(value, PDict):
        return "отображение"
    if isinstance(value, PList):
        return "список"
    return "строка"


class _Reader:
    def __init__(self, path: str) -> None:
        self.path = path
        self.problems: list[Problem] = []
        self.suggested: dict[str, tuple[str, ...]] = {}

    def suggestions(self, name: str, find: Any) -> tuple[str, ...]:
        """The nearest card names for a misspelt ``name`` (``find()`` computes them): once
        per name, and for at most :data:`~mtgjudge.limits.MAX_SUGGESTED_NAMES` names of a
        file — a list of 3 000 unknown names was minutes of fuzzy search."""
        if name not in self.suggested:
            over = len(self.suggested) >= MAX_SUGGESTED_NAMES
            self.suggested[name] = () if over else tuple(find())
        return self.suggested[name]

    def problem(self, where: Any, message: str, text: str = "") -> None:
        mark = getattr(where, "mark", None) or Mark(1, 1)
        if isinstance(where, Mark):
            mark = where
        self.problems.append(Problem(self.path, mark.line, mark.column, message, text))

    def int_(
        self, value: Any, what: str, minimum: int | None = 0, maximum: int = MAX_NUMBER
    ) -> int | None:
        """A whole number within its range (every number is range-checked where it enters:
        nothing later is built in proportion to it)."""
        low = -MAX_NUMBER if minimum is None else minimum
        if isinstance(value, PStr) and not value.quoted:
            text = value.strip().replace("_", "")
            number = _INTEGER.fullmatch(text) is not None
            n = int(text) if number and len(text) <= 30 else None
            if n is not None and low <= n <= maximum:
                return n
            if number:
                self.problem(
                    value,
                    f"{what}: число вне допустимых пределов (от {low} до {maximum})",
                    _short(str(value)),
                )
                return None
        self.problem(
            value,
            f"{what}: ожидается целое число"
            + (f" не меньше {minimum}" if minimum is not None else ""),
            _short(str(value)) if isinstance(value, str) else _kind_ru(value),
        )
        return None

    def bool_(self, value: Any, what: str) -> bool | None:
        if isinstance(value, PStr):
            v = value.strip().lower()
            if v in ("true", "yes", "да", "1"):
                return True
            if v in ("false", "no", "нет", "0"):
                return False
        self.problem(
            value,
            f"{what}: ожидается true или false",
            str(value) if isinstance(value, str) else _kind_ru(value),
        )
        return None

    def str_(self, value: Any, what: str) -> PStr | None:
        if isinstance(value, PStr):
            return value
        self.problem(value, f"{what}: ожидается строка, а не {_kind_ru(value)}")
        return None

    def mapping(self, value: Any, what: str) -> PDict | None:
        if isinstance(value, PDict):
            return value
        self.problem(
            value,
            f"{what}: ожидается отображение (ключ: значение)",
            str(value) if isinstance(value, str) else "",
        )
        return None

    def list_(self, value: Any, what: str) -> PList | None:
        if isinstance(value, PList):
            return value
        self.problem(
            value, f"{what}: ожидается список", str(value) if isinstance(value, str) else ""
        )
        return None

    def keys(self, mapping: PDict, allowed: tuple[str, ...] | set[str], what: str) -> None:
        if not mapping.keys() - allowed:  # (a set difference in C; the usual case)
            return
        for key in mapping:
            if key not in allowed:
                self.problem(
                    mapping.key_marks.get(key, mapping.mark),
                    f"неизвестный ключ в {what}{nearest_hint(str(key), allowed)}; "
                    f"допустимы: {', '.join(sorted(allowed))}",
                    key,
                )


def load_scenario(path: str | Path, text: str | None = None) -> Scenario:
    """Read and validate a scenario file; raise :class:`ScenarioError` with every problem."""
    path = str(path)
    if text is None:
        try:
            text = read_source(path)
        except SourceError as exc:
            raise ScenarioError([Problem(path, 1, 1, exc.message)]) from None
    r = _Reader(path)
    try:
        data = load(text)
    except YamlProblem as exc:
        raise ScenarioError(
            [Problem(path, exc.mark.line, exc.mark.column, exc.message, exc.text)]
        ) from None
    if not isinstance(data, PDict):
        raise ScenarioError(
            [
                Problem(
                    path,
                    1,
                    1,
                    "сценарий должен быть отображением с ключами title, players, actions…",
                )
            ]
        )
    r.keys(data, TOP_KEYS, "сценарии")
    title = data.get("title")
    if title is None:
        r.problem(data, "нет обязательного ключа title")
        title = PStr("", data.mark)
    else:
        title = r.str_(title, "title") or PStr("", data.mark)
    about = _about(r, data.get("about"))
    library = default_library().copy()
    if "cards" in data:
        _custom_cards(r, data["cards"], library)
    players = _players(r, data.get("players"), library, data)
    written = sum(len(cards) for p in players for cards in p.zones.values())
    if written + library.card_count() - default_library().card_count() > MAX_CARDS:
        r.problem(data, f"в сценарии больше {MAX_CARDS} карт — это не похоже на сценарий")
    names = [p.name for p in players]
    active, step, number, priority = _turn(r, data.get("turn"), names)
    actions = _actions(r, data.get("actions"))
    expect = None
    if "expect" in data and data["expect"] is not None:
        expect = r.mapping(data.at("expect"), "expect")
        if expect is not None:
            r.keys(expect, EXPECT_KEYS, "expect")
            _check_expect(r, expect, names, library)
    seed = 0
    if "seed" in data:
        seed = r.int_(data.at("seed"), "seed", minimum=None) or 0
    _check_ids(r, players)
    _check_choices(r, actions, players, library)
    _check_unread(r, actions, players, library)
    if r.problems:
        raise ScenarioError(r.problems)
    return Scenario(
        path=path,
        title=str(title),
        about=about,
        players=players,
        active=active,
        step=step,
        turn_number=number,
        priority=priority,
        library=library,
        actions=actions,
        expect=expect,
        seed=seed,
        expect_mark=data.key_marks.get("expect"),
    )


def _about(r: _Reader, value: Any) -> list[str]:
    if value is None:
        return []
    items = value if isinstance(value, PList) else PList(getattr(value, "mark", Mark(1, 1)))
    if not isinstance(value, PList):
        items.append(value)
    out = []
    default_corpus = _corpus().default_corpus

    corpus = default_corpus()
    for item in items:
        s = r.str_(item, "about")
        if s is None:
            continue
        number, problem = _about_number(corpus, str(s))
        if problem is not None:
            r.problem(item, problem, str(s))
            continue
        out.append(number)
    return out


@lru_cache(maxsize=4096)
def _about_number(corpus: Any, text: str) -> tuple[str, str | None]:
    """The rule an ``about`` item names, ``(number, None)``, or ``("", problem)``: once per
    text and corpus (``check`` reads the same numbers in file after file)."""
    from ..rules.numbers import RuleNumberError, readings

    try:
        number = readings(text)[0].number
    except RuleNumberError:
        return "", "about: это не номер правила"
    if not corpus.exists(number):
        return "", "about: такого правила нет в редакции 2015"
    return number, None


def _custom_cards(r: _Reader, value: Any, library: CardLibrary) -> None:
    cards = r.list_(value, "cards")
    if cards is None:
        return
    for entry in cards:
        if _empty_values(r, entry, "описание карты"):
            continue  # a card's value is never empty: reported where it is written
        huge = _huge_number(entry)
        if huge is not None:
            r.problem(huge, f"описание карты: число вне допустимых пределов (±{MAX_NUMBER})", huge)
            continue
        plain = _plain(entry)
        try:
            card = card_from_dict(plain)
        except CardFormatError as exc:
            where = _locate(entry, exc.path)
            r.problem(where, f"описание карты: {exc.message}", ".".join(map(str, exc.path)))
            continue
        library.add(card)


def _huge_number(node: Any) -> PStr | None:
    """The first unquoted number beyond :data:`MAX_NUMBER` in a custom card (an extra turn,
    a token count, a life total...): the engine never builds in proportion to it."""
    stack = [node]
    while stack:
        value = stack.pop()
        if isinstance(value, PDict):
            stack.extend(reversed(list(value.values())))
        elif isinstance(value, PList):
            stack.extend(reversed(list(value)))
        elif isinstance(value, PStr) and not value.quoted:
            try:
                number = int(str(value))
            except ValueError:
                continue
            if abs(number) > MAX_NUMBER:
                return value
    return None


def _locate(node: Any, path: tuple) -> Any:
    """The deepest positioned node along a key path (for card format errors)."""
    current = node
    for key in path:
        if isinstance(current, PDict) and key in current:
            nxt = current[key]
            if not hasattr(nxt, "mark"):
                return current.key_marks.get(key, current.mark)
            current = nxt
        elif isinstance(current, PList) and isinstance(key, int) and key < len(current):
            current = current[key]
        else:
            break
    return current


def _plain(value: Any) -> Any:
    """Positioned values → the plain values the card format expects (numbers as ints)."""
    if isinstance(value, PDict):
        return {str(k): _plain(v) for k, v in value.items()}
    if isinstance(value, PList):
        return [_plain(v) for v in value]
    if isinstance(value, PStr):
        if value.quoted:
            return str(value)
        s = str(value)
        if s.lower() in ("true", "false"):
            return s.lower() == "true"
        try:
            return int(s)
        except ValueError:
            return s
    return value


def _card_setup(r: _Reader, entry: Any, library: CardLibrary, zone: str) -> CardSetup | None:
    setup = _card_setup_of(r, entry, library, zone)
    if setup is not None and ("Conspiracy" in setup.card.types) != (zone == "command"):
        r.problem(
            entry,
            f"«{setup.card.name}»: конспирации бывают только в командной зоне, и в командной "
            "зоне движок знает только конспирации (313.2, 313.3)",
            setup.written,
        )
        return None
    if setup is not None and setup.card.front_name is not None:
        # a double-faced card named by its back face: the card is its front face (711.4a);
        # on the battlefield, a permanent with its back face up (711.4b)
        setup.card = library.get(setup.card.front_name)
        setup.transformed = zone == "battlefield"
    if (
        setup is not None
        and setup.card.flip is not None
        and name_key(setup.written) == name_key(setup.card.flip.name)
        and zone == "battlefield"
    ):
        setup.flipped = True  # a flip card named by its alternative name: flipped (709.5)
    return setup


# keys of a card that describe a permanent's status (or a card's counters), the zones where
# they mean something, and why not elsewhere (a tapped card in a hand is no position: 110.6)
_ZONE_KEYS: dict[str, tuple[tuple[str, ...], str]] = {
    "tapped": (("battlefield",), "повёрнутыми бывают только перманенты (battlefield), 110.6"),
    "sick": (("battlefield",), "«болезнь вызова» бывает только у перманентов (battlefield), 302.6"),
    "damage": (
        ("battlefield",),
        "повреждения размечаются только на перманентах (battlefield), 119.6",
    ),
    "attached_to": (
        ("battlefield",),
        "прикреплёнными бывают только перманенты (battlefield), 301.5",
    ),
    "counters": (
        ("battlefield", "exile"),
        "жетоны движок знает только на перманентах (battlefield) и на изгнанных картах (exile), "
        "121.1",
    ),
}


def _card_setup_of(r: _Reader, entry: Any, library: CardLibrary, zone: str) -> CardSetup | None:
    if isinstance(entry, PStr):
        card = _find_card(r, entry, library)
        if card is None:
            return None
        plain = CardSetup(card, entry.mark, written=str(entry))
        if zone == "command":
            _agenda(r, PDict(entry.mark), plain, zone, library)
        _chosen(r, PDict(entry.mark), plain, zone)
        return plain
    m = r.mapping(entry, f"карта в {zone}")
    if m is None:
        return None
    r.keys(m, CARD_KEYS, "описании карты")
    if "card" not in m:
        r.problem(m, "у карты нет ключа card (имя карты)")
        return None
    name = r.str_(m.at("card"), "card")
    if name is None:
        return None
    card = _find_card(r, name, library)
    if card is None:
        return None
    setup = CardSetup(card, m.mark, written=str(name))
    if "id" in m:
        ident = r.str_(m.at("id"), "id")
        setup.id = str(ident) if ident is not None else None
    for key, why in _ZONE_KEYS.items():
        if key in m and zone not in why[0]:  # meaningless there: refused, never ignored
            r.problem(m.key_marks[key], f"{key}: {why[1]}", key)
    if "tapped" in m:
        setup.tapped = bool(r.bool_(m.at("tapped"), "tapped"))
    if "sick" in m:
        setup.sick = bool(r.bool_(m.at("sick"), "sick"))
    if "damage" in m:
        setup.damage = r.int_(m.at("damage"), "damage") or 0
    if "counters" in m:
        counters = r.mapping(m.at("counters"), "counters")
        if counters is not None:
            for kind in counters:
                value = r.int_(counters.at(kind), f"counters.{kind}")
                if value is not None:
                    setup.counters[str(kind)] = value
    if "attached_to" in m:
        setup.attached_to = r.str_(m.at("attached_to"), "attached_to")
    if "owner" in m:
        owner = r.str_(m.at("owner"), "owner")
        setup.owner = str(owner) if owner is not None else None
    if zone == "command" or "agenda" in m:
        _agenda(r, m, setup, zone, library)
    elif "face_down" in m:
        value = m["face_down"]
        if zone != "battlefield":
            r.problem(value, "face_down: рубашкой вверх бывают только перманенты (battlefield)")
        elif isinstance(value, PStr) and value == "manifest":
            setup.face_down = "manifest"
        elif r.bool_(value, "face_down (true или manifest)"):
            setup.face_down = "morph"
    if "transformed" in m:
        value = m["transformed"]
        if zone != "battlefield" or (card.back is None and card.front_name is None):
            r.problem(
                value,
                "transformed: оборотной стороной вверх бывает только двусторонний перманент "
                "(711.4b) на поле битвы",
            )
        else:
            setup.transformed = bool(r.bool_(value, "transformed"))
    if "flipped" in m:
        value = m["flipped"]
        if zone != "battlefield":
            r.problem(value, "flipped: перевёрнутым бывает только перманент (110.6, 709.2)")
        elif card.flip is None:  # nothing to turn to: meaningless, refused (never ignored)
            r.problem(
                value,
                f"flipped: «{card.name}» — не переворачиваемая карта, у неё нет другой "
                "половины (709.1)",
            )
        else:
            setup.flipped = bool(r.bool_(value, "flipped"))
    if setup.face_down is None:
        _chosen(r, m, setup, zone)
    return setup


def _agenda(r: _Reader, m: PDict, setup: CardSetup, zone: str, library: CardLibrary) -> None:
    """A conspiracy in the command zone (313.2): ``agenda: NAME`` — the card name its hidden
    agenda secretly named (702.105a, 702.105b), required for a card with hidden agenda and
    refused on any other; ``face_down: false`` — already turned face up (702.105c)."""
    card = setup.card
    hidden = any(k.name == "Hidden agenda" for k in card.keyword_values)
    if zone != "command":
        r.problem(
            m.key_marks["agenda"],
            "agenda: тайно названная карта бывает только у конспирации в командной зоне (command)",
            "agenda",
        )
        return
    if "agenda" in m:
        name = r.str_(m.at("agenda"), "agenda")
        if not hidden:
            r.problem(
                m.key_marks["agenda"],
                f"agenda: у «{card.name}» нет Скрытой повестки (702.105a)",
                "agenda",
            )
        elif name is not None:
            named = _find_card(r, name, library)
            setup.agenda = named.name if named is not None else None
    elif hidden:
        r.problem(
            m,
            f"у «{card.name}» Скрытая повестка (702.105a): укажите тайно названную "
            "карту (agenda: ИМЯ)",
            setup.written,
        )
    if "face_down" in m:
        revealed = not r.bool_(m["face_down"], "face_down")
        if revealed and not hidden:
            r.problem(
                m["face_down"],
                "face_down: рубашкой вверх в командную зону кладутся только "
                "конспирации со Скрытой повесткой (313.2)",
            )
        setup.agenda_revealed = revealed


def _chosen(r: _Reader, m: PDict, setup: CardSetup, zone: str) -> None:
    """``chosen:`` — what a permanent already on the battlefield chose as it entered
    (614.1c); required there for a card with "as ~ enters, choose …" (no silent default)."""
    kind = setup.card.as_enters_choose
    if "chosen" in m:
        if kind is None or zone != "battlefield":
            r.problem(
                m.key_marks["chosen"],
                f"chosen: у «{setup.card.name}» на поле битвы нет выбора «при выходе выберите …»",
                "chosen",
            )
            return
        setup.chosen = r.str_(m["chosen"], "chosen")
    elif kind is not None and zone == "battlefield":
        r.problem(
            m,
            f"«{setup.card.name}» выходит на поле битвы с выбором (614.1c): укажите, что выбрано "
            "(chosen: "
            + {
                "color": "цвет",
                "creature_type": "тип существ",
                "name": "название карты",
                "word": "слово карты",
            }.get(kind, "игрок")
            + ")",
            setup.written,
        )


def _find_card(r: _Reader, name: PStr, library: CardLibrary) -> CardDef | None:
    try:
        return library.get(str(name))
    except UnknownCardError as exc:
        unknown = exc
        near = r.suggestions(str(name), lambda: unknown.suggestions)
        hint = f"; может быть: {', '.join(near)}" if near else ""
        r.problem(name, f"неизвестная карта{hint}", str(name))
        return None
    except Exception as exc:
        # imported only here: the catalogue (sqlite3) is not loaded for library cards
        from ..cards.definition import UnsupportedCardError

        if not isinstance(exc, UnsupportedCardError):
            raise
        r.problem(name, str(exc), str(name))
        return None


def _players(r: _Reader, value: Any, library: CardLibrary, data: PDict) -> list[PlayerSetup]:
    if value is None:
        r.problem(data, "нет обязательного ключа players")
        return []
    m = r.mapping(value, "players")
    if m is None:
        return []
    if len(m) < 2:
        r.problem(m, "игроков должно быть не меньше двух")
    out = []
    for name, state in m.items():
        p = PlayerSetup(str(name), m.key_marks[name])
        out.append(p)
        if state is None:
            state = PDict(m.key_marks[name])
        s = r.mapping(state, f"игрок {name}")
        if s is None:
            continue
        r.keys(s, PLAYER_KEYS, f"состоянии игрока {name}")
        if "life" in s:
            p.life = r.int_(s.at("life"), "life", minimum=None) or 0
        if "poison" in s:
            p.poison = r.int_(s.at("poison"), "poison") or 0
        if "lands_played" in s:
            p.lands_played = r.int_(s.at("lands_played"), "lands_played") or 0
        if "mana_pool" in s:
            pool = _mana(r, s["mana_pool"], "mana_pool")
            if pool is not None:
                p.mana_pool = pool
        for zone in ("hand", "battlefield", "graveyard", "exile", "command"):
            if zone in s and s[zone] is not None:
                items = r.list_(s.at(zone), zone)
                if items is not None:
                    p.zones[zone] = [
                        c for c in (_card_setup(r, e, library, zone) for e in items) if c
                    ]
        if "library" in s:
            lib = s.at("library")
            if isinstance(lib, PList):
                p.library_count = None
                p.zones["library"] = [
                    c for c in (_card_setup(r, e, library, "library") for e in lib) if c
                ]
            else:
                p.library_count = r.int_(lib, "library", maximum=MAX_LIBRARY)
    return out


def _mana(r: _Reader, value: Any, what: str) -> str | None:
    """Mana written as symbols ("{R}{R}", "" for none); the text, or None after a problem."""
    from ..engine.mana import ManaCostError, parse_mana

    pool = r.str_(value, what)
    if pool is None:
        return None
    try:
        amount = sum(parse_mana(str(pool)).values())
    except ManaCostError:
        r.problem(pool, f"{what}: ожидается мана вида {{R}}{{R}}", str(pool))
        return None
    if amount > MAX_NUMBER:
        r.problem(
            pool, f"{what}: маны больше {MAX_NUMBER} — число вне допустимых пределов", str(pool)
        )
        return None
    return str(pool)


def _turn(r: _Reader, value: Any, names: list[str]) -> tuple[str, str, int, str]:
    active = names[0] if names else ""
    step, number, priority = "main1", 1, None
    if value is not None:
        m = r.mapping(value, "turn")
        if m is not None:
            r.keys(m, ("active", "step", "number", "priority"), "turn")
            if "active" in m:
                a = r.str_(m.at("active"), "turn.active")
                if a is not None and a not in names:
                    r.problem(a, "turn.active: нет такого игрока", str(a))
                elif a is not None:
                    active = str(a)
            if "step" in m:
                st = r.str_(m.at("step"), "turn.step")
                if st is not None and st not in STEPS:
                    r.problem(st, f"turn.step: неизвестный шаг; есть: {', '.join(STEPS)}", str(st))
                elif st is not None:
                    step = str(st)
            if "number" in m:
                number = r.int_(m.at("number"), "turn.number", minimum=1) or 1
            if "priority" in m:
                pr = r.str_(m.at("priority"), "turn.priority")
                if pr is not None and pr not in names:
                    r.problem(pr, "turn.priority: нет такого игрока", str(pr))
                elif pr is not None:
                    priority = str(pr)
    return active, step, number, priority or active


def _actions(r: _Reader, value: Any) -> list[Action]:
    if value is None:
        return []
    items = r.list_(value, "actions")
    if items is None:
        return []
    if len(items) > MAX_ACTIONS:
        r.problem(items, f"actions: больше {MAX_ACTIONS} действий — это не похоже на сценарий")
        return []
    out = []
    for i, item in enumerate(items):
        if isinstance(item, PStr) and item == "pass":
            out.append(Action("pass", 1, {}, item.mark, i))
            continue
        m = r.mapping(items.at(i), f"действие №{i + 1}") if not isinstance(item, PStr) else None
        if isinstance(item, PStr):
            r.problem(item, f"неизвестное действие; есть: {', '.join(ACTION_VERBS)}", str(item))
            continue
        if m is None:
            continue
        verbs = [k for k in m if k in ACTION_VERBS]
        if len(verbs) > 1 and "choose" in verbs:
            verbs.remove("choose")  # "choose" is also an argument of cast and activate
        if len(verbs) != 1:
            r.problem(
                m,
                f"в действии должен быть ровно один глагол из: {', '.join(ACTION_VERBS)}",
                ", ".join(map(str, m.keys())),
            )
            continue
        verb = verbs[0]
        allowed = ACTION_KEYS[verb] | {verb}
        r.keys(m, allowed, f"действии {verb}")
        args = {k: v for k, v in m.items() if k != verb}
        action = Action(verb, m[verb], args, m.mark, i)
        _check_action(r, action, m)
        out.append(action)
    return out


def _check_action(r: _Reader, a: Action, m: PDict) -> None:
    """The shape of one action (``m`` is its mapping: empty values are reported at their key)."""
    for key, value in a.args.items():
        if value is None and key not in ("x", "ability", "targets", "choose", "cost"):  # below
            r.problem(m.key_marks[key], f"{key}: пустое значение", str(key))
    if a.verb in ("cast", "activate", "play_land", "turn_face_up", "suspend"):
        r.str_(m.at(a.verb), a.verb)
    if a.verb == "pass":
        if a.value is not None:
            r.int_(a.value, "pass", minimum=1)
    if a.verb == "resolve":
        if not (isinstance(a.value, PStr) and a.value == "all"):
            r.int_(m.at(a.verb), "resolve (число или all)", minimum=1)
    if a.verb == "goto":
        step = a.value
        if isinstance(step, PDict):
            r.keys(step, ("step", "turn"), "goto")
            if "turn" in step:
                r.int_(step.at("turn"), "goto.turn", minimum=1)
            step = step.get("step")
        if isinstance(step, PStr) and step not in STEPS:
            r.problem(step, f"goto: неизвестный шаг; есть: {', '.join(STEPS)}", str(step))
        elif not isinstance(step, PStr):
            r.problem(a.value if hasattr(a.value, "mark") else a.mark, "goto: ожидается шаг")
    if "targets" in a.args:
        targets = m.at("targets")
        if isinstance(targets, PStr):
            pass
        else:
            r.list_(targets, "targets")
    if "alt" in a.args and not isinstance(m.at("alt"), PStr):  # one cost's name (118.9, 601.2b)
        r.problem(m.at("alt"), "alt: ожидается имя одной стоимости", _kind_ru(m.at("alt")))
    if "half" in a.args and not isinstance(m.at("half"), PStr):  # 708.2a: the half's name
        r.problem(
            m.at("half"), "half: ожидается имя половины расщеплённой карты", _kind_ru(m.at("half"))
        )
    if "fuse" in a.args:
        fused = r.bool_(m.at("fuse"), "fuse")  # 702.101a: both halves of a split card
        if fused and "half" in a.args:  # not one half: both (the half would be ignored)
            r.problem(
                m.at("half"),
                "half: со Слиянием (fuse: true) разыгрываются обе половины — half не нужен "
                "(702.101a)",
                "half",
            )
    for key in ("x", "ability"):
        if key in a.args:
            r.int_(m.at(key), key, minimum=0 if key == "x" else 1)
    if a.verb == "choose" or "choose" in a.args:
        answers = r.mapping(m.at("choose"), "choose")
        if answers is not None:
            r.keys(answers, CHOICE_KEYS, "choose")
            _no_empty_values(r, answers, "choose")
            if answers.get("loop") is not None:  # 716.2a: how many times the loop repeats
                r.int_(answers["loop"], "choose.loop", minimum=0)
            if answers.get("x") is not None:  # 107.3e: X chosen as the ability resolves
                r.int_(answers["x"], "choose.x", minimum=0)
            kicker = answers.get("kicker")  # true/false or times of multikicker (702.32c)
            if isinstance(kicker, PList):  # "Kicker {A} and/or {B}" (702.32a): which ones
                for item in kicker:
                    if not (isinstance(item, PStr) and item.startswith("{")):
                        r.int_(
                            item, "choose.kicker (номер Усилителя: 1 или 2)", minimum=1, maximum=2
                        )
            elif kicker is not None and not (
                isinstance(kicker, PStr) and kicker.lower() in ("true", "false")
            ):
                r.int_(kicker, "choose.kicker (true или число раз)", minimum=0, maximum=MAX_KICKS)
            replicate = answers.get("replicate")  # times the replicate cost is paid (702.55a)
            if replicate is not None:  # bounded like Multikicker: each time is one more copy
                r.int_(replicate, "choose.replicate (сколько раз)", minimum=0, maximum=MAX_KICKS)
    if a.verb in ("attack", "block"):
        declared = r.mapping(m.at(a.verb), a.verb)
        if declared is not None:
            _no_empty_values(r, declared, a.verb)
    if a.verb == "turn_face_up" and "cost" in a.args:
        cost = m.at("cost")
        if not (isinstance(cost, PStr) and cost in ("morph", "mana_cost")):
            r.problem(
                cost,
                "turn_face_up.cost: morph или mana_cost",
                str(cost) if isinstance(cost, str) else _kind_ru(cost),
            )


def _empty_values(r: _Reader, value: Any, what: str) -> bool:
    """Report every empty value inside ``value`` (mappings and lists, at any depth) at its
    own place; True if there was one."""
    found = False
    stack = [value]
    while stack:
        node = stack.pop()
        if isinstance(node, PDict):
            for key, item in node.items():
                if item is None:
                    r.problem(node.key_marks[key], f"{what}: пустое значение у «{key}»", str(key))
                    found = True
                stack.append(item)
        elif isinstance(node, PList):
            for i, item in enumerate(node):
                if item is None:
                    r.problem(node.at(i), f"{what}: пустой элемент списка")
                    found = True
                stack.append(item)
    return found


def _no_empty_values(r: _Reader, m: PDict, what: str) -> None:
    """Every key of ``m`` (and of the mappings inside it) needs a value: an empty one is a
    problem at its key."""
    for key, value in m.items():
        if value is None:
            r.problem(m.key_marks[key], f"{what}.{key}: пустое значение", str(key))
        elif isinstance(value, PDict):
            _no_empty_values(r, value, f"{what}.{key}")


def _check_expect(r: _Reader, expect: PDict, names: list[str], library: CardLibrary) -> None:
    tokens = library.token_names()  # tokens the cards create may be expected on the battlefield
    for key in ("life", "poison"):
        if key in expect:
            m = r.mapping(expect.at(key), f"expect.{key}")
            if m is not None:
                for player in m:
                    if player not in names:
                        r.problem(
                            m.key_marks[player], f"expect.{key}: нет такого игрока", str(player)
                        )
                    r.int_(m.at(player), f"expect.{key}.{player}", minimum=None)
    if "mana_pool" in expect:
        m = r.mapping(expect.at("mana_pool"), "expect.mana_pool")
        for player, value in (m or {}).items():
            if player not in names and m is not None:
                r.problem(m.key_marks[player], "expect.mana_pool: нет такого игрока", str(player))
            if value is not None:
                _mana(r, value, "expect.mana_pool")
    for key in ("battlefield", "graveyard", "hand", "exile", "library"):
        if key in expect:
            m = r.mapping(expect.at(key), f"expect.{key}")
            if m is None:
                continue
            for player, cards in m.items():
                if player not in names:
                    r.problem(m.key_marks[player], f"expect.{key}: нет такого игрока", str(player))
                if key == "library" and isinstance(cards, PStr):
                    r.int_(cards, "expect.library", minimum=0, maximum=MAX_LIBRARY)
                    continue
                items = (
                    r.list_(cards, f"expect.{key}.{player}")
                    if cards is not None
                    else PList(m.key_marks[player])
                )
                for c in items or []:
                    s = r.str_(c, "имя карты")
                    if s is not None and not (
                        (key == "battlefield" and s in tokens) or s == ANONYMOUS_NAME
                    ):
                        _find_card(r, s, library)
    if "library_top" in expect:
        m = r.mapping(expect.at("library_top"), "expect.library_top")
        for player, cards in (m or {}).items():
            if player not in names and m is not None:
                r.problem(m.key_marks[player], "expect.library_top: нет такого игрока", str(player))
            for c in r.list_(cards, f"expect.library_top.{player}") or []:
                s = r.str_(c, "имя карты")
                if s is not None and s != ANONYMOUS_NAME:
                    _find_card(r, s, library)
    if "permanents" in expect:
        m = r.mapping(expect.at("permanents"), "expect.permanents")
        if m is not None:
            for ref in m:
                pm = r.mapping(m.at(ref), f"expect.permanents.{ref}")
                if pm is not None:
                    r.keys(pm, PERMANENT_EXPECT_KEYS, f"expect.permanents.{ref}")
                    _no_empty_values(r, pm, f"expect.permanents.{ref}")
    if "stack" in expect and expect["stack"] is not None:
        r.list_(expect.at("stack"), "expect.stack")
    for key in ("winner",):
        if key in expect and isinstance(expect[key], PStr) and expect[key] not in names:
            r.problem(expect[key], "expect.winner: нет такого игрока", str(expect[key]))
    if "losers" in expect:
        items = r.list_(expect.at("losers"), "expect.losers")
        for p in items or []:
            if p not in names:
                r.problem(p, "expect.losers: нет такого игрока", str(p))
    if "draw" in expect:
        r.bool_(expect.at("draw"), "expect.draw")
    for key in ("cites", "illegal"):
        if key in expect:
            items = expect[key] if isinstance(expect[key], PList) else None
            if items is None:
                r.list_(expect.at(key), f"expect.{key}")
                continue
            default_corpus = _corpus().default_corpus

            for n in items:
                if not isinstance(n, PStr) or not default_corpus().exists(str(n).rstrip(".")):
                    r.problem(n, f"expect.{key}: такого правила нет в редакции 2015", str(n))


def _check_choices(
    r: _Reader, actions: list[Action], players: list[PlayerSetup], library: CardLibrary
) -> None:
    """References inside ``choose:`` answers name something of the scenario."""
    check_choice_references = _choices().check_choice_references

    ids = {c.id for p in players for cards in p.zones.values() for c in cards if c.id}
    names = {p.name for p in players}
    ids |= _token_ids(r, actions, ids, names)
    for action in actions:
        answers = action.value if action.verb == "choose" else action.args.get("choose")
        if isinstance(answers, PDict):
            check_choice_references(r, answers, ids, names, library)


def _token_ids(r: _Reader, actions: list[Action], ids: set[str], names: set[str]) -> set[str]:
    """The ids a scenario gives to tokens made during the game (``choose: {token_ids: […]}``,
    only in a ``choose`` action: they name whatever tokens come next): each a new name —
    not a position's id, a player or another token's id.  Later references may use them."""
    new: dict[str, Mark] = {}
    for action in actions:
        answers = action.value if action.verb == "choose" else action.args.get("choose")
        if not isinstance(answers, PDict) or "token_ids" not in answers:
            continue
        raw = answers["token_ids"]
        if action.verb != "choose":
            r.problem(
                answers.key_marks["token_ids"],
                "choose.token_ids: id фишек даются в действии choose (их получат следующие "
                "созданные фишки), а не в ответах розыгрыша",
                "token_ids",
            )
            continue
        items = list(raw) if isinstance(raw, PList) else [raw]
        for item in items:
            if not isinstance(item, PStr) or not str(item):
                r.problem(item, "choose.token_ids: ожидается id или список id", "token_ids")
            elif str(item) in ids or str(item) in names or str(item) in new:
                where = new.get(str(item))
                r.problem(
                    item,
                    f"choose.token_ids: id «{item}» уже использован"
                    + (f" (строка {where.line})" if where else ""),
                    str(item),
                )
            else:
                new[str(item)] = item.mark
    return set(new)


def _check_unread(
    r: _Reader, actions: list[Action], players: list[PlayerSetup], library: CardLibrary
) -> None:
    """Issue 14, item 6: a catalogue card with an ability the engine could not read is played
    only while that ability cannot matter.  Casting a spell whose text was not read, or
    activating any ability of a card with an unread activated ability (the numbering of its
    abilities would not be the printed one), stops the run before playing."""
    by_id = {c.id: c.card for p in players for cards in p.zones.values() for c in cards if c.id}
    for action in actions:
        if action.verb not in ("cast", "activate") or not isinstance(action.value, PStr):
            continue
        card = by_id.get(str(action.value)) or library.known(str(action.value))
        kind = "spell" if action.verb == "cast" else "activated"
        unread = [u for u in card.unread if u.kind == kind] if card is not None else []
        if card is not None and card.halves and kind == "spell":  # 708.2a: the half cast
            from ..cards.library import name_key
            from ..cards.split_cards import cast_halves

            fuse = str(action.args.get("fuse", "")).strip().lower() in ("true", "yes", "да", "1")
            half = action.args.get("half")
            chosen = cast_halves(card, None if half is None else str(half), fuse, name_key)
            unread = [u for h in chosen for u in h.unread if u.kind == kind]
        if card is not None and unread:
            u = unread[0]
            r.problem(
                action.value,
                f"карту «{card.display()}» движок не может разыграть: «{u.clause}» — движок "
                f"пока не понимает этот текст: {u.reason}; опишите карту в ключе cards: "
                f"сценария (правила {u.rule})",
                str(action.value),
            )


def _check_ids(r: _Reader, players: list[PlayerSetup]) -> None:
    seen: dict[str, Mark] = {}
    names = {p.name for p in players}
    for p in players:
        for cards in p.zones.values():
            for c in cards:
                if c.id is None:
                    continue
                if c.id in seen:
                    r.problem(
                        c.mark, f"id «{c.id}» уже использован (строка {seen[c.id].line})", c.id
                    )
                elif c.id in names:
                    r.problem(c.mark, f"id «{c.id}» совпадает с именем игрока", c.id)
                else:
                    seen[c.id] = c.mark
                if c.owner is not None and c.owner not in names:
                    r.problem(c.mark, "owner: нет такого игрока", c.owner)
