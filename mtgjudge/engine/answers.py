"""The scenario's answers for later choices (``choose:``), remembering which were read, so
that an answer the game never needed can be reported instead of silently ignored."""

from __future__ import annotations

import copy
from typing import Any


class Answers(dict):
    """A dict of answers that records the keys the engine looked up."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.read: set[str] = set()

    def get(self, key: Any, default: Any = None) -> Any:
        self.read.add(key)
        return super().get(key, default)

    def __getitem__(self, key: Any) -> Any:
        self.read.add(key)
        return super().__getitem__(key)

    def __contains__(self, key: object) -> bool:
        found = super().__contains__(key)
        if found:
            self.read.add(key)  # type: ignore[arg-type]
        return found

    def __deepcopy__(self, memo: dict) -> Answers:
        # a refused action rolls the game back to a copy; an answer it read was still needed
        new = Answers(copy.deepcopy(dict(self), memo))
        new.read = self.read
        return new

    def unused(self) -> list[str]:
        """Answers given and never looked up, in the order they were given."""
        return [k for k in self.keys() if k not in self.read]


def is_yes(value: Any) -> bool:
    """An answer to a yes/no choice: true/false, or the words yes/да/1."""
    if isinstance(value, str):
        return value.strip().lower() in ("yes", "true", "да", "1")
    return bool(value)


def may(answers: dict) -> bool:
    """ "You may …" answered by ``choose: {may: …}``; by default yes (608.2d)."""
    answered = answers.get("may")
    return True if answered is None else is_yes(answered)
