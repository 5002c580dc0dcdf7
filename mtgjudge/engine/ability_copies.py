"""Copies of activated and triggered abilities on the stack (706.10, 706.10b, 706.10c).

"Copy target triggered ability you control. You may choose new targets for the copy"
(Strionic Resonator): the copy is put onto the stack on top of the original; it copies the
ability's text and every decision made for it — targets, X, what its trigger event was
about ("that creature", the amount) — but not choices made on resolution (706.10).  The copy
has the original's source (706.10b), so an ability linked to another ability of that source
reads what the copy did too (607.3: Chrome Mox's imprint copied exiles two cards, and its mana
ability then sees both).  A copy of an activated ability isn't activated and a copy of a
triggered ability doesn't trigger (706.10): nothing "whenever you activate" sees it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from .effects import Resolution


def copy_ability(res: Resolution, e: dict) -> None:
    """``copy_ability: target`` (706.10): copy the targeted ability on the stack under the
    resolving ability's controller; ``new_targets: true`` lets the scenario's answer
    ``choose: {new_targets: [...]}`` name the copy's targets (706.10c)."""
    from .effects import _index, _new_copy_targets, copied_item

    game = res.game
    t = res.target(_index(str(e["copy_ability"])))
    original = game.stack_item(t.object_id) if t is not None and t.object_id is not None else None
    if original is None or original.kind != "ability":
        return
    # decisions made for the ability, not those made on resolution (706.10)
    choices = {k: v for k, v in original.choices.items() if not k.endswith("_noted")}
    copy = copied_item(game, original, res.controller, choices | {"_copy": True})
    wanted = res.answer("new_targets") if e.get("new_targets") else None
    changed = _new_copy_targets(res, original, copy, wanted) if wanted is not None else []
    game.stack.append(copy)
    triggered = "_trigger" in original.choices
    game.log(
        "ability_copied",
        ("706.10", "706.10b") + (("706.10c",) if changed else ()),
        card=original.source_card.name,
        player=res.controller,
        triggered=triggered,
        targets=[x.describe(game) for x in copy.targets],
        **({"changed": changed} if changed else {}),
    )
