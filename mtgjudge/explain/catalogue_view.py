"""``mtgjudge card`` and ``mtgjudge cards``: catalogue cards as a judge reads them.

A card is shown with its Russian names (and the sets that print them), its cost, the Russian
printed type line and text labelled with their set, the Oracle text in the wording of the
rules of record, the first printing, the Gatherer rulings with their dates (those written
after 2015-03-27 marked) and what the engine understands of it.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from ..cards.catalogue import RULES_DATE, SOURCE, CatalogueCard, default_catalogue, nearest
from ..cards.format import CardDef
from ..cards.library import UnknownCardError, default_library, name_key

TYPO_SCORE = 80  # a typo this close to a whole name is read as that name (rapidfuzz ratio)


@dataclass
class CardLookup:
    """What ``card NAME`` found: the catalogue card and/or the engine's definition."""

    query: str
    catalogue: CatalogueCard | None = None
    face: int | None = None
    definition: CardDef | None = None
    unsupported: Any = None  # UnsupportedCardError
    typo_of: str | None = None  # the name a typo was read as
    suggestions: tuple[str, ...] = ()

    @property
    def found(self) -> bool:
        return self.catalogue is not None or self.definition is not None


def _resolve(query: str, name: str, typo_of: str | None) -> CardLookup:
    from ..cards.definition import UnsupportedCardError, card_definition

    catalogue = default_catalogue()
    found = catalogue.find(name) if catalogue is not None else None
    out = CardLookup(query, typo_of=typo_of)
    try:
        if found is not None:
            out.catalogue, out.face = found.card, found.face
            out.definition = card_definition(found.card)
        else:  # a hand-written card the catalogue does not have
            out.definition = default_library().get(name)
    except UnsupportedCardError as exc:
        out.unsupported = exc
    except UnknownCardError:
        pass
    return out


def lookup_card(query: str) -> CardLookup:
    """The card a name denotes; a typo close enough to one name is read as that name."""
    out = _resolve(query, query, None)
    if out.found:
        return out
    library = default_library()
    catalogue = default_catalogue()
    from ..cards.catalogue import _name_choices

    choices = _name_choices(catalogue) if catalogue is not None else {}
    suggestions = nearest(query, choices, tuple(library.names()), 3)
    if suggestions:
        from rapidfuzz import fuzz

        best = max(suggestions, key=lambda s: fuzz.ratio(name_key(query), name_key(s)))
        if fuzz.ratio(name_key(query), name_key(best)) >= TYPO_SCORE:
            return _resolve(query, best, best)
    return CardLookup(query, suggestions=suggestions)


def _set_label(code: str) -> str:
    catalogue = default_catalogue()
    known = catalogue.set_name(code) if catalogue is not None else None
    return f"{code}, {known[1][:4]}" if known else code


def _face_json(face) -> dict:
    return {
        "name": face.name,
        "cost": face.cost,
        "type": face.type,
        "types": list(face.types),
        "subtypes": list(face.subtypes),
        "supertypes": list(face.supertypes),
        "power": face.power,
        "toughness": face.toughness,
        "loyalty": face.loyalty,
        "oracle_text": face.text,
        "colors": list(face.colors),
        "russian": None
        if face.ru is None
        else {
            "name": face.ru.name,
            "type": face.ru.type,
            "text": face.ru.text,
            "set": face.ru.set,
            "date": face.ru.date,
        },
    }


def lookup_json(found: CardLookup) -> dict:
    """The documented structure of ``mtgjudge card --json`` (docs/json.md): the engine's view
    of the card (as before the catalogue) plus the catalogue's data."""
    from .card_view import card_json

    card = found.catalogue
    out: dict[str, Any] = {"schema": 1, "query": found.query, "read_as": found.typo_of}
    if found.definition is not None:
        out.update(card_json(found.definition))
    out["engine_unread"] = [
        {"kind": u.kind, "clause": u.clause, "reason": u.reason, "rule": u.rule}
        for u in (found.definition.unread if found.definition is not None else ())
    ]
    out["engine_unsupported"] = (
        None
        if found.unsupported is None
        else {
            "clause": found.unsupported.clause,
            "missing": found.unsupported.missing,
            "rules": list(found.unsupported.rules),
            "needs_later_rules": found.unsupported.later,
            "message": str(found.unsupported),
        }
    )
    if card is None:
        out["catalogue"] = None
        return out
    catalogue = default_catalogue()
    first = catalogue.set_name(card.first_set) if catalogue is not None else None
    out.update({"name": card.name, "name_ru": card.name_ru})
    out["catalogue"] = {
        "names_ru": [{"name": n, "sets": list(s)} for n, s in card.russian_names()],
        "layout": card.layout,
        "named_face": card.faces[found.face].name if found.face is not None else None,
        "first_printing": {
            "set": card.first_set,
            "set_name": first[0] if first else None,
            "date": card.first_release,
        },
        "after_rules_of_record": card.after_rules,
        "funny": card.funny,
        "faces": [_face_json(f) for f in card.faces],
        "rulings": [
            {"date": r.date, "text": r.text, "after_rules_of_record": r.after_rules}
            for r in card.rulings
        ],
        "source": SOURCE,
    }
    return out


def render_lookup(console, found: CardLookup) -> None:
    """The card in the terminal: names, Russian printing, Oracle text, rulings, engine."""
    from rich.text import Text

    from .card_view import render_card, render_engine_view

    card = found.catalogue
    if found.typo_of:
        console.print(Text(f"«{found.query}» прочитано как «{found.typo_of}».", style="dim"))
    if card is None:
        assert found.definition is not None  # found: in the catalogue or the library
        render_card(console, found.definition)
        return
    head = Text(card.name_ru or card.name, style="bold")
    if card.name_ru:
        head.append(f"  ({card.name})", style="bold dim")
    costs = " // ".join(f.cost for f in card.faces if f.cost)
    if costs:
        head.append(f"   {costs}", style="cyan")
    console.print(head)
    names = card.russian_names()
    if names:
        console.print(
            Text(
                "Русские имена: " + "; ".join(f"«{n}» ({', '.join(s)})" for n, s in names),
                style="dim",
            )
        )
    if found.face is not None:
        console.print(Text(f"Названа часть карты: {card.faces[found.face].name}", style="dim"))
    catalogue = default_catalogue()
    first = catalogue.set_name(card.first_set) if catalogue is not None else None
    console.print(
        Text(
            f"Первый выпуск: {first[0] if first else card.first_set} ({card.first_set}), "
            f"{card.first_release}",
            style="dim",
        )
    )
    if card.after_rules:
        console.print(
            Text(
                "Карта напечатана после правил 27 марта 2015 года: правила, по которым работает "
                "судья, её не знали.",
                style="yellow",
            )
        )
    if card.funny:
        console.print(
            Text(
                "Карта шуточного набора (серебряная рамка): не для турнирной игры.", style="yellow"
            )
        )
    for index, face in enumerate(card.faces):
        console.print()
        if len(card.faces) > 1:
            parts = face.ru.name.split(" // ") if face.ru else []
            console.print(
                Text(face.name + (f" / {parts[index]}" if len(parts) > index else ""), style="bold")
            )
        line = face.type
        if face.power is not None:
            line += f"   {face.power}/{face.toughness}"
        if face.loyalty is not None:
            line += f"   верность {face.loyalty}"
        console.print(line + (f"   {face.cost}" if len(card.faces) > 1 and face.cost else ""))
        if face.ru is not None:
            console.print(Text(f"Текст карты {_set_label(face.ru.set)}:", style="bold dim"))
            console.print(Text(face.ru.type, style="italic"))
            if face.ru.text:
                console.print(Text(face.ru.text, style="italic"))
        console.print(Text("Текст Oracle (в редакции правил 2015 года):", style="bold dim"))
        console.print(Text(face.text or "(текста нет)", style="italic"))
    if card.rulings:
        console.print()
        console.print(Text("Разъяснения Gatherer:", style="bold"))
        for ruling in card.rulings:
            mark = "  [написано для правил новее 2015]" if ruling.after_rules else ""
            entry = Text(f"  {ruling.date}", style="cyan")
            entry.append(f"{mark} ", style="yellow")
            entry.append(ruling.text)
            console.print(entry)
    console.print()
    if found.definition is not None:
        render_engine_view(console, found.definition)
        for u in found.definition.unread:
            console.print(
                f"  • не прочитано: «{u.clause}» — {u.reason} (правило {u.rule}); "
                + (
                    "сценарий может использовать карту, пока её не разыгрывают"
                    if u.kind == "spell"
                    else "сценарий может использовать карту, пока эту способность не активируют"
                )
            )
    else:
        console.print(Text("Как понимает движок:", style="bold"))
        err = found.unsupported
        console.print(
            f"  • не поддерживается движком: «{err.clause}» — {err.missing}"
            + (f" (правила {', '.join(err.rules)})" if err.rules else "")
        )
    console.print(Text(f"Данные карты: {SOURCE}.", style="dim"))


def render_missing(query: str, suggestions: tuple[str, ...]) -> str:
    return f"Карта «{query}» не найдена." + (
        f" Может быть: {', '.join(suggestions)}?" if suggestions else ""
    )


__all__ = [
    "CardLookup",
    "lookup_card",
    "lookup_json",
    "render_lookup",
    "render_missing",
    "RULES_DATE",
]


def _hit_snippet(card: CatalogueCard, terms: set[str]) -> tuple[str, tuple[tuple[int, int], ...]]:
    """The best place of the card's texts for the query: Oracle text, else Russian text."""
    from ..rules.fulltext import make_snippet, tokens

    texts = [f.text for f in card.faces] + [f.ru.text for f in card.faces if f.ru]
    scored = [(sum(1 for s, _, _ in tokens(t) if s in terms), t) for t in texts if t]
    if not scored:
        return "", ()
    best = max(scored, key=lambda item: item[0])[1].replace("\n", " ")
    return make_snippet(best, terms, width=160)


def search_json(query: str, filters: dict, hits, total: int) -> dict:
    """The documented structure of ``mtgjudge cards --json`` (docs/json.md)."""
    from ..cards.catalogue import search_terms

    terms = set(search_terms(query))
    out = []
    for hit in hits:
        card = hit.card
        snippet, _ = _hit_snippet(card, terms)
        out.append(
            {
                "name": card.name,
                "name_ru": card.name_ru,
                "cost": " // ".join(f.cost for f in card.faces if f.cost),
                "type": " // ".join(f.type for f in card.faces),
                "first_release": card.first_release,
                "first_set": card.first_set,
                "after_rules_of_record": card.after_rules,
                "snippet": snippet,
            }
        )
    return {"schema": 1, "query": query, "filters": filters, "total": total, "hits": out}


def render_search(console, query: str, hits, total: int) -> None:
    from rich.text import Text

    from ..cards.catalogue import search_terms
    from .rules_text import highlighted

    if not hits:
        console.print(Text(f"По запросу «{query}» карт не найдено."))
        return
    terms = set(search_terms(query))
    shown = f"показаны первые {len(hits)}" if total > len(hits) else "показаны все"
    console.print(Text(f"Найдено карт: {total}; {shown}.", style="dim"))
    for i, hit in enumerate(hits, start=1):
        card = hit.card
        head = Text(f"{i}. ")
        head.append(card.name_ru or card.name, style="bold cyan")
        if card.name_ru:
            head.append(f" ({card.name})", style="cyan")
        costs = " // ".join(f.cost for f in card.faces if f.cost)
        if costs:
            head.append(f"  {costs}")
        head.append(
            f"  {' // '.join(f.type for f in card.faces)}  {card.first_set}, {card.first_release[:4]}",
            style="dim",
        )
        if card.after_rules:
            head.append("  [после правил 2015]", style="yellow")
        console.print(head)
        snippet, spans = _hit_snippet(card, terms)
        if snippet:
            console.print(
                highlighted(
                    "   ", snippet, spans, plain=console.no_color or not console.is_terminal
                )
            )
