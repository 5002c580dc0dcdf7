"""Mana symbols, mana costs and mana pools (106, 107.4, 202).

``ManaCost.parse("{2}{W/U}{X}{R/P}{2/B}{C}")`` reads a cost; ``str()`` writes it back.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

COLORS = ("W", "U", "B", "R", "G")
COLOR_NAMES = {"W": "white", "U": "blue", "B": "black", "R": "red", "G": "green"}
COLOR_BY_NAME = {v: k for k, v in COLOR_NAMES.items()}
# mana types a pool can hold: the five colours and colourless (106.1b)
MANA_TYPES = COLORS + ("C",)

_SYMBOL = re.compile(r"\{([^{}]+)\}")


class ManaCostError(ValueError):
    """Text that is not a mana cost."""


# the kind of each symbol text met (a few dozen texts; ``ManaSymbol.kind`` is read often)
_KINDS: dict[str, str] = {}


def _kind(t: str) -> str:
    """The kind of the symbol written ``t`` (see ``ManaSymbol``)."""
    if t.isdigit():
        return "generic"
    if t in COLORS:
        return "colored"
    if t == "X":
        return "x"
    if t == "C":
        return "colorless"
    if t == "S":
        return "snow"
    a, _, b = t.partition("/")
    if b == "P" and a in COLORS:
        return "phyrexian"
    if a == "2" and b in COLORS:
        return "monohybrid"
    if a in COLORS and b in COLORS:
        return "hybrid"
    raise ManaCostError(t)


@dataclass(frozen=True)
class ManaSymbol:
    """One mana symbol (107.4): generic {2}, coloured {W}, hybrid {W/U}, monocoloured hybrid
    {2/B}, Phyrexian {R/P}, variable {X}, colourless {C}, snow {S}."""

    text: str

    @property
    def kind(self) -> str:
        got = _KINDS.get(self.text)
        if got is None:
            got = _kind(self.text)
            if len(_KINDS) < 10_000:
                _KINDS[self.text] = got
        return got

    @property
    def colors(self) -> frozenset[str]:
        """Colours this symbol gives an object (202.2): coloured, hybrid and Phyrexian ones."""
        return frozenset(ch for ch in self.text.split("/") if ch in COLORS)

    def converted(self, x: int = 0) -> int:
        """Contribution to converted mana cost (202.3): {2/B} counts 2, {X} counts X."""
        kind = self.kind
        if kind == "generic":
            return int(self.text)
        if kind == "x":
            return x
        if kind == "monohybrid":
            return 2
        return 1

    def __str__(self) -> str:
        return "{" + self.text + "}"


@dataclass(frozen=True)
class ManaCost:
    """A mana cost: an ordered tuple of symbols.  ``ManaCost.parse("")`` is no cost."""

    symbols: tuple[ManaSymbol, ...] = ()

    @classmethod
    def parse(cls, text: str | None) -> ManaCost:
        if text is None:
            return cls()
        text = str(text).strip()
        if not text:
            return cls()
        symbols = []
        pos = 0
        for m in _SYMBOL.finditer(text):
            if m.start() != pos:
                raise ManaCostError(text)
            sym = ManaSymbol(m.group(1).upper())
            _ = sym.kind  # raises ManaCostError for an unknown symbol
            symbols.append(sym)
            pos = m.end()
        if pos != len(text):
            raise ManaCostError(text)
        return cls(tuple(symbols))

    def converted(self, x: int = 0) -> int:
        """Converted mana cost (202.3): {3}{U}{U} = 5, {1}{W/U}{W/U} = 3, {2/B}{2/B}{2/B} = 6."""
        return sum(s.converted(x) for s in self.symbols)

    @property
    def colors(self) -> frozenset[str]:
        """An object's colours come from the mana symbols in its cost (202.2)."""
        out: set[str] = set()
        for s in self.symbols:
            out |= s.colors
        return frozenset(out)

    @property
    def has_x(self) -> bool:
        return any(s.kind == "x" for s in self.symbols)

    def plus(self, other: ManaCost) -> ManaCost:
        """The sum of two costs, as a total cost is (601.2f): {R} plus kicker {4} is {4}{R};
        X first, then the generic amount, then the other symbols in order."""
        symbols = self.symbols + other.symbols
        generic = sum(int(s.text) for s in symbols if s.kind == "generic")
        head = (ManaSymbol(str(generic)),) if generic else ()
        xs = tuple(s for s in symbols if s.kind == "x")
        return ManaCost(xs + head + tuple(s for s in symbols if s.kind not in ("generic", "x")))

    def __str__(self) -> str:
        return "".join(str(s) for s in self.symbols)

    def __bool__(self) -> bool:
        return bool(self.symbols)


# a run of the same mana symbol longer than this is written once with its count in messages
LONGEST_RUN = 5


def abbreviated(text: str) -> str:
    """Mana symbols as a person reads them: a long run of one symbol written once with its
    count, «{R}×100» (a cost multiplied by Multikicker or Replicate, 702.32b, 702.55a, was
    printed symbol by symbol, megabytes long); shorter costs as they are."""
    parts = re.findall(r"\{[^}]*\}|[^{]+", text)
    out: list[str] = []
    i = 0
    while i < len(parts):
        j = i
        while j < len(parts) and parts[j] == parts[i]:
            j += 1
        run = j - i
        if run > LONGEST_RUN and parts[i].startswith("{"):
            out.append(f"{parts[i]}×{run}")
        else:
            out.extend(parts[i:j])
        i = j
    return "".join(out)


def parse_mana(text: str) -> dict[str, int]:
    """Mana to add or in a pool, e.g. "{R}{R}{C}" → {"R": 2, "C": 1}; "{2}" is two colourless."""
    out: dict[str, int] = {}
    for sym in ManaCost.parse(text).symbols:
        if sym.kind == "colored" or sym.kind == "colorless":
            out[sym.text] = out.get(sym.text, 0) + 1
        elif sym.kind == "generic":
            out["C"] = out.get("C", 0) + int(sym.text)
        else:
            raise ManaCostError(text)
    return out


#: symbols of one type written out one by one; more are written as a count ("{C}×5000")
MANA_SPELLED_OUT = 100


def mana_text(pool: dict[str, int]) -> str:
    """{"R": 2, "C": 1} → "{R}{R}{C}"; a large amount as a count, «{C}×5000», so that the
    text stays in proportion to the number of mana types, not to the amount."""
    out = []
    for t in MANA_TYPES:
        n = pool.get(t, 0)
        symbol = "{" + t + "}"
        out.append(symbol * n if n <= MANA_SPELLED_OUT else f"{symbol}×{n}")
    return "".join(out)
