"""Rule numbers: parsing, ordering and forgiving normalisation of what people type.

A number is a part ("7"), a section ("704"), a rule ("704.5") or a subrule ("704.5g").
Subrule letters skip ``l`` and ``o`` (they look like digits), so 704.5k is followed by 704.5m.
"""

from __future__ import annotations

import re
from functools import cache

# Russian keyboard layout: the key that produces each Cyrillic letter, typed with the
# layout switched to Latin ("704ю5п" is "704.5g").
_LAYOUT = dict(zip("йцукенгшщзхъфывапролджэячсмитьбю", "qwertyuiop[]asdfghjkl;'zxcvbnm,."))
# Cyrillic letters that look like Latin ones.
_LOOKALIKE = dict(zip("асеорхкмтвну", "aceopxkmtbhy"))
# Cyrillic letters read as the Latin letter they transliterate ("704.5г" is "704.5g").
_TRANSLIT = dict(zip("абвгдезиклмнопрстуфх", "abvgdeziklmnoprstufh"))

# Regular expressions are compiled on first use: start-up of `mtgjudge rule` matters.
_NUMBER = r"^(?P<section>\d{1,3})(?:\.(?:(?P<rule>\d+)(?P<letter>[a-z])?)?)?$"


@cache
def _re(pattern: str, flags: int = 0) -> re.Pattern:
    return re.compile(pattern, flags)


class RuleNumberError(ValueError):
    """Text that cannot be read as a rule number at all."""


class RuleNumber:
    """A rule number; ordering follows the Comprehensive Rules.  Immutable.

    (A plain slotted class rather than a dataclass: it is created at start-up.)"""

    __slots__ = ("section", "rule", "letter")
    section: int
    rule: int | None
    letter: str

    def __init__(self, section: int, rule: int | None = None, letter: str = "") -> None:
        object.__setattr__(self, "section", section)
        object.__setattr__(self, "rule", rule)
        object.__setattr__(self, "letter", letter)

    def __setattr__(self, name: str, value) -> None:
        raise AttributeError("RuleNumber is immutable")

    def _key(self) -> tuple[int, int, str]:
        return (self.section, -1 if self.rule is None else self.rule, self.letter)

    def __eq__(self, other: object) -> bool:
        return isinstance(other, RuleNumber) and self._key() == other._key()

    def __lt__(self, other: RuleNumber) -> bool:
        return self._key() < other._key()

    def __le__(self, other: RuleNumber) -> bool:
        return self._key() <= other._key()

    def __hash__(self) -> int:
        return hash(self._key())

    def __repr__(self) -> str:
        return f"RuleNumber({str(self)!r})"

    @classmethod
    def parse(cls, text: str) -> RuleNumber:
        """Parse a canonical number: "7", "704", "704.5", "704.5." or "704.5g"."""
        m = _re(_NUMBER).match(
            text.strip().rstrip(".") if text.strip().count(".") > 1 else text.strip()
        )
        if not m:
            raise RuleNumberError(text)
        rule = m.group("rule")
        return cls(int(m.group("section")), int(rule) if rule else None, m.group("letter") or "")

    @property
    def kind(self) -> str:
        """'part', 'section', 'rule' or 'subrule'."""
        if self.rule is None:
            return "part" if self.section < 10 else "section"
        return "subrule" if self.letter else "rule"

    @property
    def parent(self) -> RuleNumber | None:
        """The number one level up: 704.5g → 704.5 → 704 → 7."""
        if self.letter:
            return RuleNumber(self.section, self.rule)
        if self.rule is not None:
            return RuleNumber(self.section)
        if self.section >= 10:
            return RuleNumber(self.section // 100)
        return None

    def __str__(self) -> str:
        if self.rule is None:
            return str(self.section)
        return f"{self.section}.{self.rule}{self.letter}"


def sort_key(number: str) -> tuple[int, int, str]:
    """Order numbers as the rules do; parts sort before their sections (7 < 700)."""
    n = RuleNumber.parse(number)
    if n.kind == "part":
        return (n.section * 100, -2, "")
    return (n.section, -1 if n.rule is None else n.rule, n.letter)


class Reading:
    """One way of reading what the user typed: the canonical number and whether they
    asked for the rule alone (a trailing period, as in "704.5.")."""

    __slots__ = ("number", "alone", "how")

    def __init__(self, number: str, alone: bool, how: str) -> None:
        self.number = number
        self.alone = alone
        self.how = how  # "as typed", "lookalike", "translit", "layout"

    def __repr__(self) -> str:
        return f"Reading({self.number!r}, alone={self.alone}, how={self.how!r})"


def readings(query: str) -> list[Reading]:
    """All plausible canonical numbers for a typed query, most likely first.

    Accepts "704.5g", "704.5г", "704,5g", "п. 704.5g", "правило 704.5g", Cyrillic lookalike
    letters, and the same keys typed on a Russian layout ("704ю5п").  Raises
    :class:`RuleNumberError` when nothing in the query looks like a number.
    """
    text = query.strip().casefold()
    for prefix in ("правило", "правила", "пр.", "п.", "rule", "cr"):
        if text.startswith(prefix):
            text = text[len(prefix) :].strip()
            break
    text = text.replace(" ", "")
    if not text or not text[0].isdigit():
        raise RuleNumberError(query)
    out: list[Reading] = []
    # The whole query typed on a Russian layout: "ю" is the "." key, "б" the "," key.
    if any(ch in text for ch in "юб") and any(ch.isdigit() for ch in text):
        mapped = "".join(_LAYOUT.get(ch, ch) for ch in text).replace(",", ".")
        out.extend(_candidates(mapped, "layout"))
    base = text.replace(",", ".")
    m = re.match(r"^([\d.]*\d)(\.?)([^\d.]?)(\.?)$", base)
    if not m:
        if out:
            return _unique(out)
        raise RuleNumberError(query)
    digits, _, letter, trailing = m.groups()
    alone_suffix = "." if (trailing or (m.group(2) and not letter)) else ""
    if not letter:
        out.extend(_candidates(digits + alone_suffix, "as typed"))
    elif "a" <= letter <= "z":
        out.extend(_candidates(digits + letter + alone_suffix, "as typed"))
    else:
        for table, how in ((_LOOKALIKE, "lookalike"), (_TRANSLIT, "translit"), (_LAYOUT, "layout")):
            latin = table.get(letter)
            if latin and latin.isalpha():
                out.extend(_candidates(digits + latin + alone_suffix, how))
    if not out:
        raise RuleNumberError(query)
    return _unique(out)


def _candidates(text: str, how: str) -> list[Reading]:
    alone = text.endswith(".") and text.count(".") >= 2
    core = text.rstrip(".")
    try:
        number = RuleNumber.parse(core)
    except RuleNumberError:
        return []
    return [Reading(str(number), alone, how)]


def _unique(items: list[Reading]) -> list[Reading]:
    seen: set[str] = set()
    out = []
    for r in items:
        if r.number not in seen:
            seen.add(r.number)
            out.append(r)
    return out


def references_in(text: str) -> list[str]:
    """Rule numbers a text refers to ("См. правило 613.1f"), in order, without repeats.

    Only numbers written after a word for "rule" or "section", or in a "См." sentence,
    count; a bare "200" in prose ("200 карт") is not a reference.
    """
    found: list[str] = []
    if not any(word in text for word in ("равил", "аздел", "См.", "см.", "Пр.", "пр.", "П.", "п.")):
        return found  # no reference words: skip compiling the pattern (start-up)
    for m in _re(
        r"(?:[Пп]равил\w*|[Рр]аздел\w*|[Сс]м\.|[Пп]р\.|[Пп]\.)\s*[«“\"]?"
        r"((?:\d{3}(?:\.\d+[a-z]?)?)(?:\s*(?:,|и|или|–|-)\s*\d{3}(?:\.\d+[a-z]?)?)*)"
    ).finditer(text):
        for number in re.findall(r"\d{3}(?:\.\d+[a-z]?)?", m.group(1)):
            if number not in found:
                found.append(number)
    return found
