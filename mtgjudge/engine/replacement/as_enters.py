""" "As ~ enters the battlefield, choose …" (614.1c, 614.12): the choice is part of the
permanent entering, made before anything can see it on the battlefield, and the abilities
that say "the chosen …" read it (607.2d: they are linked to the ability that made it).

The card says what is chosen (``as_enters: {choose: KIND}``): a ``color``, a
``creature_type``, a ``player``, an ``opponent``, or one of its ``words`` (``choose: word``:
"choose Khans or Dragons" — the permanent then has only the abilities of that word).  The answer comes from the spell's own
``choose`` (when the permanent entered by resolving) or from the scenario's ``choose``
action, under the key of the kind (``player`` for both players and opponents); without one
a documented default is taken and the explanation says so.  The value is kept on the
permanent (``GameObject.chosen``): a new object (400.7) chooses anew.
"""

from __future__ import annotations

from typing import Any

from ..events import ChoiceError
from ..names import shown
from ..state import Game, GameObject

# the kind of choice -> the key of its answer in ``choose``
ANSWER_KEYS = {"color": "color", "creature_type": "creature_type", "player": "player",
               "opponent": "player", "name": "name", "nonland_name": "name",
               "word": "word"}  # fmt: skip
# the key of ``GameObject.chosen`` the linked abilities read ("the chosen name", 607.2d)
CHOSEN_KEYS = {"nonland_name": "name"}
DEFAULT_CREATURE_TYPE = "Human"


def choose_as_enters(game: Game, new: GameObject, spell_choices: dict[str, Any] | None) -> None:
    """Make the "as ~ enters" choice of ``new`` (614.1c, 614.12) and log it."""
    kind = new.card.as_enters_choose
    if kind is None or CHOSEN_KEYS.get(kind, kind) in new.chosen:
        return
    key = ANSWER_KEYS[kind]
    answer = (spell_choices or {}).get(key)
    if answer is None:
        answer = game.answers.get(key)
    value, default = decide(game, new, answer)
    game.touch()  # characteristics that read the choice change (Engineered Plague)
    game.log(
        "chosen_as_enters",
        ("614.1c", "614.12", "607.2d")
        + (("201.3",) if kind in ("name", "nonland_name") else ())
        + (("614.12b",) if kind == "word" else ()),
        card=new.label,
        id=new.id,
        player=new.controller,
        kind=kind,
        value=value,
        by_default=default,
    )


def decide(game: Game, obj: GameObject, answer: Any) -> tuple[str, bool]:
    """Record on ``obj`` its "as ~ enters" choice for ``answer`` (None: the default) and
    return the value and whether it was the default; a bad answer is a ChoiceError."""
    kind = obj.card.as_enters_choose
    if kind is None:
        raise ChoiceError(f"у {shown(obj)} нет выбора «при выходе выберите …»")
    if kind == "color":
        value, default = _color(answer)
    elif kind == "creature_type":
        value, default = _creature_type(game, obj, answer)
    elif kind in ("name", "nonland_name"):
        value, default = _card_name(obj, answer, nonland=kind == "nonland_name")
    elif kind == "word":
        value, default = _word(obj, answer)
    else:
        value, default = _player(game, obj, answer, opponent=kind == "opponent")
    obj.chosen = {**obj.chosen, CHOSEN_KEYS.get(kind, kind): value}
    return value, default


def _color(answer: Any) -> tuple[str, bool]:
    from ..mana import COLOR_BY_NAME

    if answer is None:
        return "W", True
    name = str(answer).lower()
    if name not in COLOR_BY_NAME:
        raise ChoiceError(f"«{answer}» — не цвет Magic")
    return COLOR_BY_NAME[name], False


def _creature_type(game: Game, new: GameObject, answer: Any) -> tuple[str, bool]:
    """A creature type (205.3m) named in English or Russian; by default the first creature
    type (as the type line lists it) of the first creature an opponent controls, else Human."""
    if answer is not None:
        found = creature_type_named(str(answer))
        if found is None:
            raise ChoiceError(f"«{answer}» — не тип существ (205.3m)")
        return found, False
    from ..characteristics import characteristics

    for opponent in game.opponents(new.controller):
        for obj in game.permanents(opponent):
            view = characteristics(game, obj)
            if "Creature" in view.types and view.subtypes:
                printed = [t for t in obj.card.subtypes if t in view.subtypes]
                return (printed or sorted(view.subtypes))[0], True
    return DEFAULT_CREATURE_TYPE, True


def creature_type_named(name: str) -> str | None:
    """The English creature type a name (English or the Russian printed one) stands for."""
    from ...rules.terms import load_terms, resolve

    term = resolve(name)
    if term is not None and term.kind == "creature_type":
        return term.en
    wanted = name.casefold()
    for t in load_terms()[0]:
        if t.kind == "creature_type" and t.en.casefold() == wanted:
            return t.en
    return None


def _word(obj: GameObject, answer: Any) -> tuple[str, bool]:
    """ "Choose Khans or Dragons" (614.12b): one of the card's words, in English or as printed
    on the Russian card («Ханы»), any case; by default the first one."""
    from ...rules.terms import anchor_word_en, anchor_word_ru

    words = obj.card.as_enters_words
    if answer is None:
        return words[0], True
    found = anchor_word_en(str(answer), words)
    if found is None:
        options = ", ".join(anchor_word_ru(w) for w in words)
        raise ChoiceError(f"«{answer}» — не одно из слов выбора: {options}")
    return found, False


def _card_name(obj: GameObject, answer: Any, nonland: bool = False) -> tuple[str, bool]:
    """201.3: "choose a [nonland] card name" — the name of a card that exists (English or a
    Russian printed name; kept in English, 201.2), not of a land card if ``nonland``.  No
    default: the scenario names it."""
    if answer is None:
        raise ChoiceError(
            f"{shown(obj)}: при выходе на поле битвы нужно назвать карту — "
            "choose: {name: НАЗВАНИЕ} (201.3)"
        )
    from ...cards.library import catalogue_english_name

    name = catalogue_english_name(str(answer))
    if name is None:
        raise ChoiceError(f"«{answer}» — не название карты (201.3)")
    if nonland and "Land" in _card_types(name):
        raise ChoiceError(
            f"«{answer}» — название земли, а нужна карта, не являющаяся землей (201.3)"
        )
    return name, False


def _card_types(english: str) -> tuple[str, ...]:
    """The card types of the card of this English name (its front face): a card of the
    catalogue, else a hand-written library card."""
    from ...cards.library import _catalogue_lookup, default_library

    found = _catalogue_lookup(english)
    if found is not None:
        return tuple(found.card.faces[0].types)
    return tuple(default_library().get(english).types)


def _player(game: Game, new: GameObject, answer: Any, *, opponent: bool) -> tuple[str, bool]:
    """A player (or an opponent) by name; by default the first opponent in turn order."""
    opponents = game.opponents(new.controller)
    allowed = opponents if opponent else game.players_in_order(new.controller)
    if answer is None:
        return (opponents or allowed)[0], True
    if str(answer) not in allowed:
        what = "оппонент" if opponent else "игрок"
        raise ChoiceError(f"«{answer}» — не {what} игрока {new.controller}")
    return str(answer), False


def chosen_player(game: Game, source_id: int | None) -> str | None:
    """The player chosen as the source entered ("the chosen player"), as it last existed."""
    if source_id is None:
        return None
    obj = game.objects.get(source_id) or game.last_known.get(source_id)
    if obj is None:
        return None
    return obj.chosen.get("player") or obj.chosen.get("opponent")
