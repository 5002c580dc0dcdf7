"""The hand-written library as curated overrides of the catalogue: how they differ.

Every card of ``cards/data/*.yaml`` is compared with its catalogue card: name, Russian name
(the catalogue's preferred Russian printed name), mana cost, card types, subtypes, supertypes,
power, toughness, loyalty and the Oracle text in the wording of the rules of record.  A
difference that is meant is listed with its reason in ``curation.yaml`` (a test checks that
the list and the differences agree).
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

from .catalogue import CatalogueCard
from .format import CardDef

ACCEPTED = Path(__file__).resolve().parent / "curation.yaml"
_SPACE = re.compile(r"\s+")


@dataclass(frozen=True)
class Difference:
    card: str
    field: str
    library: str
    catalogue: str

    def __str__(self) -> str:
        return f"{self.card}: {self.field}: в библиотеке «{self.library}», в каталоге «{self.catalogue}»"


def _text(text: str) -> str:
    """Rules text for comparison: reminder text left out (207.2), a line of keywords read as
    its keywords ("Flying, vigilance" = "Flying" + "Vigilance"), spaces and quotes normalised."""
    from .definition import keyword_line, rules_lines

    out: list[str] = []
    for line in rules_lines(text.replace("’", "'")):
        keywords = keyword_line(None, line)
        out.extend(keywords["keywords"] if keywords else [_SPACE.sub(" ", line)])
    return " / ".join(out)


def differences(card: CardDef, entry: CatalogueCard | None) -> list[Difference]:
    """How a library card differs from its catalogue card (or that it is not in the catalogue)."""
    if entry is None:
        return [Difference(card.name, "name", card.name, "")]
    face = entry.faces[0]
    pairs = {
        "name": (card.name, entry.name),
        "name_ru": (card.name_ru or "", entry.name_ru or ""),
        "cost": (str(card.mana_cost), face.cost),
        "types": (" ".join(card.types), " ".join(face.types)),
        "subtypes": (" ".join(card.subtypes), " ".join(face.subtypes)),
        "supertypes": (" ".join(card.supertypes), " ".join(face.supertypes)),
        "power": (card.power or "", face.power or ""),
        "toughness": (card.toughness or "", face.toughness or ""),
        "loyalty": ("" if card.loyalty is None else str(card.loyalty), face.loyalty or ""),
        "text": (_text(card.text), _text(face.text)),
    }
    return [Difference(card.name, key, a, b) for key, (a, b) in pairs.items() if a != b]


@lru_cache(maxsize=1)
def accepted() -> dict[tuple[str, str], str]:
    """Differences that are meant: (card, field) → reason."""
    import yaml

    data = yaml.safe_load(ACCEPTED.read_text(encoding="utf-8")) or {}
    return {
        (card, field): reason for card, fields in data.items() for field, reason in fields.items()
    }
