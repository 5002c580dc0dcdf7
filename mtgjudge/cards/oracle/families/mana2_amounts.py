"""Mana of an amount (106.1, 106.4, 605.1a): the mana a mana ability or a spell adds is counted
or chosen as it resolves (608.2g; a mana ability resolves at once, 605.3b):

- "Add {G} to your mana pool for each creature you control" (Gaea's Cradle), "Add an amount of
  {G} equal to your devotion to green to your mana pool" (Karametra's Acolyte) — the effect's
  ``times``: an amount value (``engine/amounts.py``);
- "Add two mana of any one color to your mana pool" (``{any_color: 2}``: two mana of one colour
  the player chooses), "Add X mana of any one color to your mana pool, where X is …";
- "Add two mana in any combination of colors to your mana pool", "… in any combination of {R}
  and/or {G} …" (``{combination: N, colors: [...]}``: each mana of a colour of its own);
- "Choose a color. Add one mana of that color to your mana pool for each charge counter on
  CARDNAME." (Astral Cornucopia) and "Choose a color. Add an amount of mana of that color equal
  to your devotion to that color to your mana pool." (Nykthos: ``{devotion_color: 1}``).

The renderer words them back from the hint ``_mana`` (the form the text used)."""

from __future__ import annotations

from typing import Any

from ..render import RenderError

GRAMMAR = r"""
// "{R} and/or {G}" as one token (the "/" is no word of the grammar)
MANA_AND_OR.3: /\{[wubrg]\} and\/or \{[wubrg]\}/
%extend add_mana: "add" "an" "amount" "of" MANA "equal" "to" amt "to" "your" "mana" "pool" -> m2_add_equal
    | "add" mana_choice "to" "your" "mana" "pool" for_each -> m2_add_each
    | "add" m2_count "mana" "of" "any" "one" "color" "to" "your" "mana" "pool" -> m2_add_one_color
    | "add" m2_count "mana" "in" "any" "combination" "of" "colors" "to" "your" "mana" "pool" -> m2_add_combination
    | "add" m2_count "mana" "in" "any" "combination" "of" MANA_AND_OR "to" "your" "mana" "pool" -> m2_add_combination_of
    | "choose" "a" "color" "." "add" "one" "mana" "of" "that" "color" "to" "your" "mana" "pool" for_each -> m2_choose_each
    | "choose" "a" "color" "." "add" "an" "amount" "of" "mana" "of" "that" "color" "equal" "to" "your" "devotion" "to" "that" "color" "to" "your" "mana" "pool" -> m2_choose_devotion
// (not "one": "add one mana of any color" is the shared rule's)
!m2_count: "two" | "three" | "four" | "five" | "x"
"""

WORDS = {2: "two", 3: "three", 4: "four", 5: "five"}
NUMBERS = {word: n for n, word in WORDS.items()}


def _unsupported(reason: str, rule: str = "106.4") -> Exception:
    from ..semantics import Unsupported

    return Unsupported(reason, rule)


def _amount(value: Any) -> dict:
    from .amounts_numbers import amount_of

    return dict(amount_of(value))


def _add_equal(b: Any, c: list) -> dict:
    """ "Add an amount of {G} equal to AMOUNT to your mana pool" (608.2g)."""
    from ..semantics import _mana

    mana = _mana(c[0])
    if mana.count("{") != 1:
        raise _unsupported("«an amount of» нескольких символов маны")
    return {"add_mana": mana, "times": _amount(c[1]), "_mana": "equal"}


def _add_each(b: Any, c: list) -> dict:
    """ "Add {B} to your mana pool for each Swamp you control" (608.2g)."""
    if not isinstance(c[0], str):
        raise _unsupported("мана на выбор «for each …»")
    return {"add_mana": c[0], "times": _amount(c[1]), "_mana": "each"}


def _count(value: Any) -> Any:
    if value == "X":
        return "X"
    n = int(value)
    if n < 2 or n not in WORDS:
        raise _unsupported(f"«{n} mana of any one color»")
    return n


def _add_one_color(b: Any, c: list) -> dict:
    """ "Add two mana of any one color" (106.4: the player chooses one colour for all of it);
    "X mana of any one color" — X of the cost (107.3a) or of "where X is …" (107.3)."""
    n = _count(c[0])
    if n == "X":
        return {"add_mana": {"any_color": 1}, "times": "X", "_mana": "one_color"}
    return {"add_mana": {"any_color": n}, "_mana": "one_color"}


def _add_combination(b: Any, c: list, colors: list[str] | None = None) -> dict:
    """ "Add two mana in any combination of colors": a colour for each mana (106.4)."""
    n = _count(c[0])
    value: dict[str, Any] = {"combination": 1 if n == "X" else n}
    if colors is not None:
        value["colors"] = colors
    out: dict[str, Any] = {"add_mana": value, "_mana": "combination"}
    if n == "X":
        out["times"] = "X"
    return out


def _add_combination_of(b: Any, c: list) -> dict:
    import re

    colors = [s.upper() for s in re.findall(r"\{([wubrg])\}", str(c[1]))]
    if len(set(colors)) != 2:
        raise _unsupported("«any combination of» одного цвета")
    return _add_combination(b, [c[0]], colors)


def _choose_each(b: Any, c: list) -> dict:
    """ "Choose a color. Add one mana of that color to your mana pool for each …": the colour
    is chosen as the ability resolves (608.2d) — one colour for all of that mana."""
    return {"add_mana": {"any_color": 1}, "times": _amount(c[0]), "_mana": "choose_each"}


RULES = {
    "m2_add_equal": _add_equal,
    "m2_add_each": _add_each,
    "m2_add_one_color": _add_one_color,
    "m2_add_combination": _add_combination,
    "m2_add_combination_of": _add_combination_of,
    "m2_choose_each": _choose_each,
    "m2_choose_devotion": lambda b, c: {
        "add_mana": {"devotion_color": 1},
        "_mana": "choose_devotion",
    },
    "m2_count": lambda b, c: "X" if str(c[0]) == "x" else NUMBERS[str(c[0])],
}


def mana_text(e: dict, ctx: Any) -> str:
    """The instruction as its text words it (the inverse of the rules above)."""
    from .amounts_numbers import amount_text, each_text

    form, value, times = e["_mana"], e["add_mana"], e.get("times")
    if form == "equal" and isinstance(times, dict):
        return f"add an amount of {value} equal to {amount_text(times)} to your mana pool"
    if form == "each" and isinstance(times, dict) and isinstance(value, str):
        return f"add {value} to your mana pool for each {each_text(times)}"
    if form == "choose_each" and isinstance(times, dict):
        return "choose a color. Add one mana of that color to your mana pool for each " + each_text(
            times
        )
    if form == "choose_devotion":
        return (
            "choose a color. Add an amount of mana of that color equal to your devotion to "
            "that color to your mana pool"
        )
    if form == "one_color" and isinstance(value, dict):
        n = "X" if times == "X" else WORDS[int(value["any_color"])]
        return f"add {n} mana of any one color to your mana pool"
    if form == "combination" and isinstance(value, dict):
        n = "X" if times == "X" else WORDS[int(value["combination"])]
        colors = value.get("colors")
        what = "colors" if colors is None else "{" + colors[0] + "} and/or {" + colors[1] + "}"
        return f"add {n} mana in any combination of {what} to your mana pool"
    raise RenderError("mana2 add_mana")
