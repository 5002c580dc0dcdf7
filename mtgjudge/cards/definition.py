"""What the engine can play of a catalogue card: :func:`card_definition`.

One entry point turns a :class:`~mtgjudge.cards.catalogue.CatalogueCard` into the engine's
:class:`~mtgjudge.cards.format.CardDef`, or raises :class:`UnsupportedCardError` naming the
card, the clause and what is missing.  Never is a card played as if part of its text were
absent (principle 5).  In order:

1. a curated card of the hand-written library (``cards/data/*.yaml``) is used as it is;
2. what needs rules newer than the rules of record (2015-03-27) is refused: later layouts
   (adventure, meld, …), keywords first printed after that date, energy, the {C} cost symbol;
3. what the engine has no rules for yet (split, flip and double-faced cards, casual variants)
   is refused with the rule number;
4. the printed characteristics are taken from the catalogue; a basic land type gives its mana
   ability (305.6); reminder text in parentheses is not rules text (207.2);
5. the Oracle compiler (:mod:`mtgjudge.cards.oracle`) reads the whole text: when every ability
   compiles (and renders back to its text), its values are the card's abilities; otherwise
   every line must be understood by a clause compiler of :data:`CLAUSE_COMPILERS` (lines of
   keywords the engine knows), and a card neither understands is refused with the Oracle
   compiler's record of the first ability it could not read: the clause, the reason (with
   the column) and the rule the engine would need.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import replace

from .catalogue import CatalogueCard, Face, default_catalogue
from .format import (
    CARD_TYPES,
    SUPERTYPES,
    CardDef,
    CardFormatError,
    Unread,
    card_from_dict,
)
from .keywords import KeywordError, parse_keyword

# layouts whose rules the engine does not implement yet: layout -> (rule, Russian name)
LAYOUT_RULES = {
    "planar": ("901", "карты планов (казуальный вариант Planechase)"),
    "vanguard": (
        "902",
        "карты авангарда (казуальный вариант Vanguard; к тому же в данных карты нет её "
        "модификаторов руки и жизни, 902.4, 902.5)",
    ),
    "scheme": ("904", "карты замыслов (казуальный вариант Archenemy)"),
}
# card types printed on cards that the Comprehensive Rules do not know (205.2a lists every card
# type): type -> why, in Russian; such a card is refused with this message
OUTSIDE_RULES_TYPES = {
    "Hero": "карты героев (тип «Hero») из испытаний «Путь героя» (Theros Hero's Path) — вне "
    "Полных правил: в 205.2a такого типа карт нет, их правила напечатаны на самих картах "
    "испытаний; движок их не разыгрывает",
}
# layouts of rules written after 2015: layout -> Russian name
LATER_LAYOUTS = {
    "meld": "объединяющиеся карты (meld, 2016)",
    "aftermath": "карты с «Последствием» (aftermath, 2017)",
    "saga": "Саги (2018)",
    "adventure": "карты с «Приключением» (adventure, 2019)",
    "modal_dfc": "модальные двусторонние карты (2020)",
    "class": "Классы (2021)",
    "augment": "карты «augment» (Unstable, 2017)",
    "host": "карты «host» (Unstable, 2017)",
    "reversible_card": "двусторонние оформления (2021)",
}
LATER_SYMBOLS = {"{E}": "счётчики энергии (символ {E}, 2016)"}
BASIC_MANA = {"Plains": "{W}", "Island": "{U}", "Swamp": "{B}", "Mountain": "{R}", "Forest": "{G}"}
_REMINDER = re.compile(r"\s*\([^()]*\)")

# A clause compiler reads one line of Oracle text (2015 wording) of a face and returns a
# fragment of the card format ({"keywords": [...]}, {"abilities": [...]}, {"spell": {...}},
# {"triggers": [...]}, {"static": [...]}), or None when it does not understand the line.
ClauseCompiler = Callable[[Face, str], "dict | None"]


class UnsupportedCardError(ValueError):
    """The engine cannot play this card without leaving part of it out.

    ``clause`` is the text (or feature) it cannot express, ``missing`` says what is missing in
    Russian, ``rules`` the rule numbers concerned, ``later`` whether rules after 2015 are needed.
    """

    def __init__(
        self,
        card: CatalogueCard,
        clause: str,
        missing: str,
        rules: tuple[str, ...] = (),
        later: bool = False,
    ) -> None:
        super().__init__(clause)
        self.card = card
        self.clause = clause
        self.missing = missing
        self.rules = rules
        self.later = later

    def __str__(self) -> str:
        name = f"{self.card.name_ru} ({self.card.name})" if self.card.name_ru else self.card.name
        rules = f" (правила {', '.join(self.rules)})" if self.rules else ""
        return f"карту «{name}» движок не может разыграть: «{self.clause}» — {self.missing}{rules}"


def keyword_line(face: Face | None, line: str) -> dict | None:
    """ "Flying, first strike": a line of keywords the engine knows (702)."""
    words = [w.strip() for w in re.split(r"[,;] ", line)]
    try:
        found = [parse_keyword(w).text for w in words]
    except KeywordError:
        return None
    return {"keywords": found} if found else None


CLAUSE_COMPILERS: tuple[ClauseCompiler, ...] = (keyword_line,)


def rules_lines(text: str) -> list[str]:
    """The lines of rules text: reminder text in parentheses is left out (207.2)."""
    return [s for s in (_REMINDER.sub("", line).strip() for line in text.splitlines()) if s]


def _later_rules(card: CatalogueCard) -> None:
    if card.layout in LATER_LAYOUTS:
        raise UnsupportedCardError(
            card,
            card.layout,
            LATER_LAYOUTS[card.layout] + " появились после правил 2015 года",
            later=True,
        )
    catalogue = default_catalogue()
    later = catalogue.later_keywords() if catalogue is not None else {}
    for face in card.faces:
        for keyword in face.keywords:
            if keyword in later:
                date, first_set = later[keyword]
                raise UnsupportedCardError(
                    card,
                    keyword,
                    f"ключевое слово появилось после правил 2015 года (впервые — {first_set}, {date})",
                    later=True,
                )
        for symbol, what in LATER_SYMBOLS.items():
            if symbol in face.text or symbol in face.cost:
                raise UnsupportedCardError(
                    card, symbol, what + " — после правил 2015 года", later=True
                )
        if "{C}" in face.cost:
            raise UnsupportedCardError(
                card,
                face.cost,
                "символ {C} в стоимости появился в 2016 году, после правил 2015",
                later=True,
            )


def _number(card: CatalogueCard, value: str | None, what: str) -> int | str | None:
    if value is None:
        return None
    if value.isdigit():
        return int(value)
    if value == "*":
        return "*"
    raise UnsupportedCardError(
        card, f"{what} {value}", "такую силу или выносливость движок не выражает", ("208",)
    )


def _merge(data: dict, fragment: dict) -> None:
    for key, value in fragment.items():
        if isinstance(value, list):
            data.setdefault(key, []).extend(value)
        elif key in data:
            raise CardFormatError(f"«{key}» задан дважды")
        else:
            data[key] = value


def compiled_abilities(card: CatalogueCard, face: Face) -> tuple:
    """The Oracle compiler's results for a face: stored beside the catalogue by the importer
    (nothing parsed at run time), or compiled now when the stored results were made by
    another compiler or are missing (issue 14, item 7)."""
    from .oracle.stored import abilities_from_record, default_stored

    stored = default_stored()
    row = stored.record(card.name) if stored is not None else None
    index = next((i for i, f in enumerate(card.faces) if f is face), None)
    if row is not None and index is not None and (row[1]["abilities"] or not face.text):
        found = abilities_from_record(row[1], index if len(card.faces) > 1 else None)
        if found or not face.text:
            return found
    from .oracle.compiler import compile_text

    return compile_text(face.text, face.name, face.types)


# a mana ability may be used to pay a cost without being named in the scenario (605.3a)
_MANA_WORDS = re.compile(r"\badd\b|mana pool", re.IGNORECASE)


def _cannot_matter_unused(result) -> bool:
    """Issue 14, item 6: an unread ability that can matter only when a scenario uses it: an
    activated ability that is not a mana ability (602.1), or the text of an instant or sorcery
    (608.2) — never a static, triggered, replacement or keyword ability."""
    kind = result.clause.kind
    if kind == "activated":
        return not _MANA_WORDS.search(result.clause.text)
    return kind == "spell"


def _unread(result, name: str) -> Unread:
    problem = result.problem
    where = f" (столбец {problem.column})" if problem.column else ""
    return Unread(
        result.clause.kind,
        result.clause.text.replace("CARDNAME", name),
        f"{problem.reason}{where}",
        problem.rule,
    )


def face_definition(
    card: CatalogueCard, face: Face, *, half: bool = False, source: list | None = None
) -> CardDef:
    """The definition of one face from its printed characteristics and Oracle text (``half``:
    a half of a split card, 708.1).  ``source``: a list that receives what the definition is
    made of -- ``(marshal of the card mapping, half, unread abilities as tuples)`` --, for the
    stored definitions of the card library (``library._stored_found``)."""
    for t in face.types:
        if t in OUTSIDE_RULES_TYPES:
            raise UnsupportedCardError(card, face.type, OUTSIDE_RULES_TYPES[t], ("205.2a",))
        if t not in CARD_TYPES:
            raise UnsupportedCardError(
                card, face.type, f"тип карты «{t}» движок не знает", ("300.1",)
            )
    for t in face.supertypes:
        if t not in SUPERTYPES:
            raise UnsupportedCardError(
                card, face.type, f"супертип «{t}» движок не знает", ("205.4",)
            )
    data: dict = {"name": face.name, "types": list(face.types)}
    if card.name_ru:
        data["name_ru"] = card.name_ru
    if face.cost:
        data["cost"] = face.cost
    if face.subtypes:
        data["subtypes"] = list(face.subtypes)
    if face.supertypes:
        data["supertypes"] = list(face.supertypes)
    for key, value in (
        ("power", face.power),
        ("toughness", face.toughness),
        ("loyalty", face.loyalty),
    ):
        number = _number(card, value, key)
        if number is not None:
            data[key] = number
    if face.text:
        data["text"] = face.text
    mana = [BASIC_MANA[s] for s in face.subtypes if s in BASIC_MANA and "Land" in face.types]
    if mana:  # 305.6: a land with a basic land type has "{T}: Add [mana symbol] to your mana pool"
        data["abilities"] = [{"cost": "{T}", "effects": [{"add_mana": m}]} for m in mana]
    from .oracle.results import merge_abilities

    compiled = compiled_abilities(card, face)
    refused = [a for a in compiled if a.problem is not None]
    unread: tuple[Unread, ...] = ()
    try:
        if not refused:
            merge_abilities(data, compiled)
        elif all(_cannot_matter_unused(a) for a in refused):
            merge_abilities(data, tuple(a for a in compiled if a.problem is None))
            unread = tuple(_unread(a, face.name) for a in refused)
            refused = []
    except ValueError as exc:  # abilities that cannot stand together (607.2a: a linked pair)
        raise UnsupportedCardError(card, face.text or face.type, str(exc), ("607.2a",)) from None
    for line in rules_lines(face.text) if refused else ():
        for compiler in CLAUSE_COMPILERS:
            fragment = compiler(face, line)
            if fragment is not None:
                _merge(data, fragment)
                break
        else:
            first = refused[0]
            problem = first.problem
            assert problem is not None
            clause = first.clause.text.replace("CARDNAME", face.name)
            where = f" (столбец {problem.column})" if problem.column else ""
            raise UnsupportedCardError(
                card,
                clause,
                f"движок пока не понимает этот текст: {problem.reason}{where}; опишите "
                "карту в ключе cards: сценария",
                (problem.rule,),
            )
    plain = None
    if source is not None:
        import marshal

        try:
            plain = marshal.dumps(data)  # as it is before the card format reads it
        except ValueError:  # a value marshal cannot store: this definition is not stored
            pass
    try:
        definition = card_from_dict(data, half=half)
        made = replace(definition, unread=unread) if unread else definition
    except CardFormatError as exc:
        raise UnsupportedCardError(
            card, face.text or face.type, f"не укладывается в формат карт: {exc}"
        ) from None
    if source is not None and plain is not None:
        source.append((plain, half, [(u.kind, u.clause, u.reason, u.rule) for u in unread]))
    return made


def double_faced_definition(card: CatalogueCard) -> CardDef:
    """711: a double-faced card is its front face (711.4a) carrying its back face; each face
    has its own characteristics (711.4) and its own printed Russian name."""
    import dataclasses

    names_ru = (card.name_ru or "").split(" // ")
    faces = []
    for i, face in enumerate(card.faces):
        definition = face_definition(card, face)
        name_ru = names_ru[i] if len(names_ru) == 2 else None
        faces.append(dataclasses.replace(definition, name_ru=name_ru))
    front, back = faces
    colors = card.faces[1].colors
    back = dataclasses.replace(
        back,
        front_name=front.name,
        color_indicator=tuple(c for c in colors if c in "WUBRG") or None,
    )
    return dataclasses.replace(front, back=back)


def flip_definition(card: CatalogueCard) -> CardDef:
    """709: a flip card is its normal characteristics (the top half, 709.1a) carrying its
    alternative ones (``flip``, 709.1b): each read as a card of its own; the bottom half has
    no mana cost or colour of its own (709.1c)."""
    import dataclasses

    top, bottom = (face_definition(card, face) for face in card.faces)
    return dataclasses.replace(top, name_ru=None, flip=dataclasses.replace(bottom, name_ru=None))


def split_definition(card: CatalogueCard) -> CardDef:
    """708: a split card is one card with two halves (708.1, 708.4); each half is read as a
    card of its own (its name, mana cost, types and text; its printed Russian name when the
    card was printed with translated names), the card has both halves' characteristics
    (708.2–708.5, :func:`mtgjudge.cards.split_cards.whole_card`)."""
    import dataclasses

    from .oracle.results import half_names_ru
    from .split_cards import whole_card

    names_ru = half_names_ru({"faces": [{"ru": {"name": card.name_ru}}]})
    halves = []
    for face, name_ru in zip(card.faces, names_ru):
        half = face_definition(card, face, half=True)
        if half.is_permanent_card:
            raise UnsupportedCardError(
                card,
                face.type,
                "половина расщеплённой карты — не мгновенное заклинание и не волшебство",
                ("708.1",),
            )
        halves.append(dataclasses.replace(half, name_ru=name_ru))
    if ("Fuse" in halves[0].keywords) != ("Fuse" in halves[1].keywords):
        raise UnsupportedCardError(card, "Fuse", "Слияние только на одной половине", ("702.101a",))
    names = [h.name_ru for h in halves]
    whole_ru = " // ".join(n for n in names if n) if all(names) else None
    return whole_card(card.name, whole_ru, (halves[0], halves[1]))


LEVEL_SYMBOL = re.compile(r"^LEVEL (\d+)(?:-(\d+)|\+)$")
PT_LINE = re.compile(r"^(\d+)/(\d+)$")


def leveler_definition(card: CatalogueCard) -> CardDef:
    """710: a leveler card's text before its first level symbol is read as usual (its level
    up ability, 702.86a); each level symbol (710.2) is a power/toughness box and keyword
    lines, made a static ability of the card (``levels`` of the card format).  A symbol with
    other abilities is refused."""
    import dataclasses

    from .format import _level_bands

    face = card.faces[0]
    head: list[str] = []
    bands: list[dict] = []
    for line in face.text.splitlines():
        symbol = LEVEL_SYMBOL.match(line.strip())
        if symbol:
            low, high = symbol.groups()
            bands.append({"from": int(low), "to": int(high) if high else None})
        elif not bands:
            head.append(line)
        elif PT_LINE.match(line.strip()) and "power" not in bands[-1]:
            pt = PT_LINE.match(line.strip())
            assert pt is not None
            bands[-1].update(power=int(pt.group(1)), toughness=int(pt.group(2)))
        else:
            fragment = keyword_line(face, _REMINDER.sub("", line).strip())
            if fragment is None:
                raise UnsupportedCardError(
                    card,
                    line,
                    "способность символа уровня — не ключевое слово: движок её пока не выражает",
                    ("710.2a",),
                )
            bands[-1].setdefault("grant", []).extend(fragment["keywords"])
    base = face_definition(card, dataclasses.replace(face, text="\n".join(head)))
    try:
        statics = tuple(_level_bands({"levels": bands}))
    except CardFormatError as exc:
        raise UnsupportedCardError(card, face.text, f"символы уровня: {exc}", ("710.2",)) from None
    return dataclasses.replace(base, text=face.text, static=base.static + statics)


def card_definition(card: CatalogueCard, *, source: list | None = None) -> CardDef:
    """The engine's definition of a catalogue card, or :class:`UnsupportedCardError`
    (``source``: see :func:`face_definition`; filled only for a card of one normal face)."""
    from .library import curated_card

    curated = curated_card(card.name)
    if curated is not None:
        return curated
    if card.funny:
        raise UnsupportedCardError(
            card,
            card.first_set,
            "карты шуточных наборов (серебряная рамка) не подчиняются Полным правилам",
        )
    _later_rules(card)
    if card.layout in LAYOUT_RULES:
        rule, what = LAYOUT_RULES[card.layout]
        raise UnsupportedCardError(
            card, card.name, f"{what}: движок их пока не разыгрывает", (rule,)
        )
    if card.layout == "transform" and len(card.faces) == 2:
        return double_faced_definition(card)
    if card.layout == "split" and len(card.faces) == 2:
        return split_definition(card)
    if card.layout == "flip" and len(card.faces) == 2:
        return flip_definition(card)
    if card.layout == "leveler" and len(card.faces) == 1:
        return leveler_definition(card)
    if card.layout != "normal" or len(card.faces) != 1:
        raise UnsupportedCardError(
            card, card.layout, "движок пока не разыгрывает карты такого вида"
        )
    return face_definition(card, card.faces[0], source=source)
