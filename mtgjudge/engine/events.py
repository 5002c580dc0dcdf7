"""Events: every change to the game, with the rules it rests on (principle 2).

The engine never builds sentences: an event has a kind, the players and objects involved
(by name, since objects change identity between zones, 400.7), structured data and the
cited rule numbers.  The explainer turns events into Russian.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from ..dict_init import dict_init

# How an event names a face-down object (707.2: it has no name): this mark, then the card's own
# name for the judge ("(face down) Icefeather Aven"); the explainer shows it as a face-down 2/2.
FACE_DOWN_MARK = "(face down) "
# How an event names a bestowed Aura (702.102a: the card is an Aura while bestowed): this mark,
# then the card's name ("(bestowed) Boon Satyr"); the explainer calls it «Аура …».
BESTOWED_MARK = "(bestowed) "
# How an event names an emblem (113.3: it has no name): this mark, then the name of the source
# of the effect that created it ("(emblem) Elspeth, Sun's Champion"); the explainer calls it
# «эмблема […]».
EMBLEM_MARK = "(emblem) "
# an activated or triggered ability on the stack named as a target (114.2): the mark and its
# source's name
ABILITY_MARK = "(ability) "


@dict_init
@dataclass(frozen=True)
class Event:
    kind: str
    rules: tuple[str, ...]
    data: dict[str, Any] = field(default_factory=dict)

    def as_json(self) -> dict[str, Any]:
        return {"kind": self.kind, "rules": list(self.rules), "data": self.data}


class IllegalActionError(ValueError):
    """The rules forbid the action; nothing of it was applied.  Shown as an answer."""

    def __init__(self, reason: str, rules: tuple[str, ...], **data: Any) -> None:
        super().__init__(reason)
        self.reason = reason
        self.rules = rules
        self.data = data


class EngineLimitError(RuntimeError):
    """The engine gave up: the step budget is exhausted (exit 3)."""


class ChoiceError(ValueError):
    """An answer given for a choice that the rules do not allow (e.g. a colour that is no
    colour, a card the player does not have)."""


class AnswerNameError(ChoiceError):
    """A ``choose`` answer ``key`` names ``name``, which is not among the things the choice is
    made from (a card the player did not look at, an effect that does not apply): an error in
    the scenario file, shown at the name's line and column (principle 7), never ignored.
    ``index``: where the name has no text of its own (a list of targets), its position in the
    answer's list."""

    def __init__(self, key: str, name: str, message: str, index: int | None = None) -> None:
        super().__init__(message)
        self.key = key
        self.name = name
        self.index = index
