"""Which creatures a blocking restriction names (509.1b): "can't be blocked by Walls", "… by
blue creatures", "… by artifact creatures", "… except by creatures with flying or reach",
"… except by three or more creatures".

The card-format words ``Can't be blocked by QUALITY`` and ``Can't be blocked except by
QUALITY`` keep the quality as Oracle writes it; :func:`blocker_filters` reads it into filters
of the engine (any one of them is enough), or None when the engine does not read it (the
keyword is then refused when the card is read, never played wrongly).
"""

from __future__ import annotations

import re

COLOURS = {"white": "W", "blue": "U", "black": "B", "red": "R", "green": "G"}
KEYWORDS = {
    "flying": "Flying",
    "reach": "Reach",
    "defender": "Defender",
    "horsemanship": "Horsemanship",
    "shadow": "Shadow",
}
NUMBERS = {"three": 3, "four": 4}


def blocker_filters(quality: str) -> tuple[dict, ...] | None:
    """The filters a blocker must match (any of them) for the quality; None if not read."""
    words = quality.split()
    if len(words) == 2 and words[1] == "creatures" and words[0] in COLOURS:
        return ({"colors": [words[0]]},)
    if words == ["artifact", "creatures"]:
        return ({"types": ["Artifact"]},)
    match = re.fullmatch(r"creatures with (\w+)(?: or (\w+))?", quality)
    if match is not None:
        found = [KEYWORDS.get(w) for w in match.groups() if w is not None]
        if None in found:
            return None
        return tuple({"keywords": [k]} for k in found)
    if len(words) == 1 and quality.endswith("s"):  # "Walls" (the keyword's word: "walls")
        from ..engine.replacement.as_enters import creature_type_named

        name = creature_type_named(quality[:-1])
        if name is not None and name.casefold() == quality[:-1].casefold():  # 205.3m
            return ({"subtypes": [name]},)
    return None


def blockers_at_least(quality: str) -> int | None:
    """ "three or more creatures": the least number of blockers (509.1b), or None."""
    match = re.fullmatch(r"(\w+) or more creatures", quality)
    if match is None or match.group(1) not in NUMBERS:
        return None
    return NUMBERS[match.group(1)]


def readable(quality: str) -> bool:
    return blocker_filters(quality) is not None or blockers_at_least(quality) is not None


COLOURS_RU = {
    "white": "белыми",
    "blue": "синими",
    "black": "черными",
    "red": "красными",
    "green": "зелеными",
}
KEYWORDS_RU = {
    "flying": "Полетом",
    "reach": "Захватом",
    "defender": "Защитником",
    "horsemanship": "Верховой ездой",
    "shadow": "Тенью",
}


def quality_ru(quality: str) -> str:
    """The quality in Russian, in the instrumental case («синими существами», «Стенами»,
    «существами с Полетом или Захватом», «тремя или более существами»)."""
    words = quality.split()
    if len(words) == 2 and words[1] == "creatures" and words[0] in COLOURS_RU:
        return f"{COLOURS_RU[words[0]]} существами"
    if words == ["artifact", "creatures"]:
        return "артефактными существами"
    match = re.fullmatch(r"creatures with (\w+)(?: or (\w+))?", quality)
    if match is not None:
        return "существами с " + " или ".join(
            KEYWORDS_RU.get(w, w) for w in match.groups() if w is not None
        )
    least = blockers_at_least(quality)
    if least is not None:
        return {3: "тремя", 4: "четырьмя"}[least] + " или более существами"
    filters = blocker_filters(quality)
    if filters and "subtypes" in filters[0]:
        from ..rules.terms import load_terms

        name = filters[0]["subtypes"][0]
        for t in load_terms()[0]:
            if t.kind == "creature_type" and t.en == name and getattr(t, "ru", None):
                return f"существами типа «{t.ru}» ({name})"
        return f"существами типа {name}"
    return quality
