"""How the explanation names cards and players, so that no name is ever declined wrongly.

The convention (issue 15): a card name is never inflected.  It stands in «…» in the
nominative, with the English Oracle name in brackets, and the grammar of the sentence is
carried by a common noun in front of it, which is declined: «Алиса разыгрывает заклинание
«Жажда Сорина» (Sorin's Thirst)», «повреждения существу «Медведи гризли» (Grizzly Bears)».
The noun also gives pronouns and past participles their gender.  Player names are never
inflected either: «под контролем игрока Алиса».
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass

from ..engine.events import ABILITY_MARK, BESTOWED_MARK, EMBLEM_MARK, FACE_DOWN_MARK

CASES = ("nom", "acc", "gen", "dat", "ins", "loc")


@dataclass(frozen=True)
class Noun:
    """A Russian common noun with its six case forms (singular) and its gender
    ("m", "f", "n"; "pl" for a plurale tantum such as «чары»)."""

    forms: tuple[str, str, str, str, str, str]
    gender: str

    def __call__(self, case: str = "nom") -> str:
        return self.forms[CASES.index(case)]

    def agree(self, m: str, f: str, n: str, pl: str) -> str:
        """The word form that agrees with this noun: ``agree("он", "она", "оно", "они")``."""
        return {"m": m, "f": f, "n": n, "pl": pl}[self.gender]


NOUNS: dict[str, Noun] = {
    "spell": Noun(
        ("заклинание", "заклинание", "заклинания", "заклинанию", "заклинанием", "заклинании"), "n"
    ),
    "ability": Noun(
        ("способность", "способность", "способности", "способности", "способностью", "способности"),
        "f",
    ),
    "card": Noun(("карта", "карту", "карты", "карте", "картой", "карте"), "f"),
    "emblem": Noun(("эмблема", "эмблему", "эмблемы", "эмблеме", "эмблемой", "эмблеме"), "f"),
    "permanent": Noun(
        ("перманент", "перманент", "перманента", "перманенту", "перманентом", "перманенте"), "m"
    ),
    "creature": Noun(
        ("существо", "существо", "существа", "существу", "существом", "существе"), "n"
    ),
    "land": Noun(("земля", "землю", "земли", "земле", "землёй", "земле"), "f"),
    "artifact": Noun(
        ("артефакт", "артефакт", "артефакта", "артефакту", "артефактом", "артефакте"), "m"
    ),
    "equipment": Noun(
        ("Снаряжение", "Снаряжение", "Снаряжения", "Снаряжению", "Снаряжением", "Снаряжении"), "n"
    ),
    "enchantment": Noun(("чары", "чары", "чар", "чарам", "чарами", "чарах"), "pl"),
    "aura": Noun(("Аура", "Ауру", "Ауры", "Ауре", "Аурой", "Ауре"), "f"),
    "planeswalker": Noun(
        (
            "planeswalker",
            "planeswalker-а",
            "planeswalker-а",
            "planeswalker-у",
            "planeswalker-ом",
            "planeswalker-е",
        ),
        "m",
    ),
    "conspiracy": Noun(
        ("конспирация", "конспирацию", "конспирации", "конспирации", "конспирацией", "конспирации"),
        "f",
    ),
    "token": Noun(("фишка", "фишку", "фишки", "фишке", "фишкой", "фишке"), "f"),
    "player": Noun(("игрок", "игрока", "игрока", "игроку", "игроком", "игроке"), "m"),
}


def plural(n: int, one: str, few: str, many: str) -> str:
    """The noun form for a number: plural(1, "карта", "карты", "карт") == "карта";
    2–4 take ``few``, 5–20 and 11–14 take ``many`` (21 карта, 22 карты, 25 карт)."""
    n = abs(n)
    if n % 10 == 1 and n % 100 != 11:
        return one
    if 2 <= n % 10 <= 4 and not 12 <= n % 100 <= 14:
        return few
    return many


def count(n: int, one: str, few: str, many: str) -> str:
    """«1 карта», «3 карты», «7 карт»."""
    return f"{n} {plural(n, one, few, many)}"


def signed_pt(power: int, toughness: int) -> str:
    """A power/toughness change as printed: +3/+3, −3/−0 (a zero takes the sign of the other
    half when that one is negative), with the minus sign U+2212."""

    def sign(v: int, other: int) -> str:
        if v < 0 or (v == 0 and other < 0):
            return f"−{abs(v)}"
        return f"+{v}"

    return f"{sign(power, toughness)}/{sign(toughness, power)}"


def token_name_ru(name: str) -> str | None:
    """A token's name is its creature type (110.5c): «Soldier» reads «Солдат» as printed."""
    from ..rules.terms import printed_name

    return printed_name(name, "creature_type")


def inner_quotes(text: str) -> str:
    """Quotes inside «…» become „…“ (Russian typographic nesting)."""
    return text.replace("«", "„").replace("»", "“")


ANONYMOUS = "Card"  # the name the runner gives the anonymous cards of "library: 20"


class CardNames:
    """Names of cards and players in explanation sentences.

    ``names(x)`` is the bare name: «Русское» (English) for a card, the scenario's id after it
    («Медведи гризли» (Grizzly Bears, «медведь»)), the name unchanged for a player.
    ``names.obj(x, case, role)`` puts a declined noun in front: «существо «…» (…)».
    """

    def __init__(
        self,
        lookup: Callable[[str], object | None] = lambda name: None,
        players: Iterable[str] = (),
    ) -> None:
        self._lookup = lookup
        self.players = frozenset(players)

    def _split(self, name: str) -> tuple[str, str | None]:
        name = name.removeprefix(BESTOWED_MARK)
        if name.endswith("»") and " «" in name:
            base, _, alias = name.partition(" «")
            return base, alias[:-1]
        return name, None

    def card(self, name: str):
        """The card definition behind a name (with or without an id), or None."""
        return self._lookup(self._split(name)[0])

    def is_player(self, name: str) -> bool:
        """A player's name: one of ``players`` when they are known, else any name that is
        not a card of the library."""
        if self.players:
            return name in self.players
        return (
            name != ANONYMOUS
            and not name.startswith(FACE_DOWN_MARK)
            and not name.startswith(ABILITY_MARK)
            and not name.startswith(EMBLEM_MARK)
            and self._split(name)[1] is None
            and self.card(name) is None
        )

    def __call__(self, name: str) -> str:
        if name == ANONYMOUS:
            return "безымянная карта библиотеки"
        if name.startswith(FACE_DOWN_MARK):
            # 707.2: no name; for the judge, the card itself in brackets (707.5)
            return f"2/2 рубашкой вверх [{self(name[len(FACE_DOWN_MARK) :])}]"
        if name.startswith(ABILITY_MARK):  # an ability on the stack (114.2): «… «Chrome Mox»»
            return self.obj(name[len(ABILITY_MARK) :], "gen")
        if name.startswith(EMBLEM_MARK):  # 113.3: no name; the source that created it
            return f"[{self(name[len(EMBLEM_MARK) :])}]"
        base, alias = self._split(name)
        card = self._lookup(base)
        if card is None and alias is None and self.is_player(name):
            return name
        ru = getattr(card, "name_ru", None) if card is not None else token_name_ru(base)
        inside = [x for x in ((base if ru else None), (f"«{alias}»" if alias else None)) if x]
        shown = f"«{inner_quotes(ru or base)}»"
        return shown + (f" ({', '.join(inside)})" if inside else "")

    def plain(self, name: str) -> str:
        """For tables: «Жажда Сорина (Sorin's Thirst)» without quotes."""
        if name == ANONYMOUS:
            return "безымянная карта"
        if name.startswith(FACE_DOWN_MARK):
            return f"2/2 рубашкой вверх [{self.plain(name[len(FACE_DOWN_MARK) :])}]"
        if name.startswith(ABILITY_MARK):
            return "способность " + self.plain(name[len(ABILITY_MARK) :])
        if name.startswith(EMBLEM_MARK):
            return "эмблема " + self.plain(name[len(EMBLEM_MARK) :])
        base, alias = self._split(name)
        card = self._lookup(base)
        ru = getattr(card, "name_ru", None) if card is not None else None
        shown = f"{ru} ({base})" if ru else base
        return shown + (f" «{alias}»" if alias else "")

    def noun(self, name: str, role: str | None = None) -> Noun:
        """The noun for an object: the given role ("spell", "ability", "card") or, for a
        permanent, its printed card type."""
        if role is not None:
            return NOUNS[role]
        if name.startswith(ABILITY_MARK):
            return NOUNS["ability"]
        if name.startswith(EMBLEM_MARK):
            return NOUNS["emblem"]  # 113.1
        if name.startswith(FACE_DOWN_MARK):
            return NOUNS["creature"]  # 707.2: a face-down object is a 2/2 creature
        if name.startswith(BESTOWED_MARK):
            return NOUNS["aura"]  # 702.102a: an Aura while bestowed
        if self.is_player(name):
            return NOUNS["player"]
        card = self.card(name)
        if card is None:
            return NOUNS["permanent"]
        types = set(getattr(card, "types", ()))
        subtypes = set(getattr(card, "subtypes", ()))
        if types & {"Instant", "Sorcery"}:
            return NOUNS["spell"]
        for kind, noun in (
            ("Creature", "creature"),
            ("Planeswalker", "planeswalker"),
            ("Land", "land"),
        ):
            if kind in types:
                return NOUNS[noun]
        if "Aura" in subtypes:
            return NOUNS["aura"]
        if "Equipment" in subtypes:
            return NOUNS["equipment"]
        for kind, noun in (
            ("Artifact", "artifact"),
            ("Enchantment", "enchantment"),
            ("Conspiracy", "conspiracy"),
        ):
            if kind in types:
                return NOUNS[noun]
        return NOUNS["card"]

    def obj(self, name: str, case: str = "nom", role: str | None = None) -> str:
        """«существо «Медведи гризли» (Grizzly Bears)», «игроку Борис», «заклинание «…»»."""
        if name == ANONYMOUS:
            return {
                "nom": "безымянная карта",
                "acc": "безымянную карту",
                "gen": "безымянной карты",
                "dat": "безымянной карте",
                "ins": "безымянной картой",
                "loc": "безымянной карте",
            }[case]
        return f"{self.noun(name, role)(case)} {self(name)}"

    def objs(self, names: list[str], case: str = "nom", role: str | None = None) -> str:
        return ", ".join(self.obj(x, case, role) for x in names) if names else "—"


def as_names(names: Callable[[str], str]) -> CardNames:
    """A plain name function (as older callers pass) wrapped as CardNames."""
    if isinstance(names, CardNames):
        return names
    return _Wrapped(names)


class _Wrapped(CardNames):
    def __init__(self, fn: Callable[[str], str]) -> None:
        super().__init__()
        self._fn = fn

    def __call__(self, name: str) -> str:
        return self._fn(name)
