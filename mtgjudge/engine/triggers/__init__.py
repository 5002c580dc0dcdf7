"""Triggered abilities (603): trigger events, detection with the source as it existed,
delayed triggers (603.7), state triggers (603.8), linked abilities (607) and the order in
which triggered abilities are put on the stack (603.3b).

* :mod:`.trigger_events` -- which game events are which trigger events, and for whom;
* :mod:`.detection` -- an ability triggers the moment its event happens (603.2), from the
  object as it existed then; leaves-the-battlefield abilities look back in time (603.6d,
  603.6d); simultaneous events are read together;
* :mod:`.conditions` -- intervening "if" (603.4) and state-trigger conditions;
* :mod:`.ordering` -- putting triggered abilities on the stack: APNAP, each player's own
  order (``choose: {trigger_order: …}``), targets (603.3b, 603.3d);
* :mod:`.delayed` -- delayed triggered abilities created by resolving spells (603.7);
* :mod:`.state_triggers` -- "whenever [a state holds]" (603.8).
"""

from .conditions import condition_holds
from .detection import collect_triggers, observe
from .ordering import UnknownTriggerError, put_triggers_on_stack
from .state_triggers import check_state_triggers

__all__ = [
    "condition_holds",
    "collect_triggers",
    "observe",
    "put_triggers_on_stack",
    "UnknownTriggerError",
    "check_state_triggers",
]
