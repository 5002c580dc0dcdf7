"""The layer system (613): continuous effects applied to objects' characteristics.

* ``values`` -- :class:`Characteristics` (the result) and the pass's working record;
* ``gather`` -- the continuous effects: resolved (611.2c) and static (611.3a);
* ``parts`` -- what each part of an effect does in its layer (copy, control, text, type,
  colour, abilities, power/toughness);
* ``dependency`` -- the order within a layer: timestamps (613.6) and dependency (613.7);
* ``system`` -- the pass over all permanents, once per state version, and its cache;
  ``explain_layers`` for ``mtgjudge run --layers``.
"""

from .system import (
    Characteristics,
    LayerStep,
    all_characteristics,
    characteristics,
    count_value,
    event_all_characteristics,
    event_characteristics,
    explain_layers,
    permanent_trigger_kinds,
    permanents_with_replacements,
    permanents_with_statics,
    permanents_with_triggers,
    printed_characteristics,
    remember,
)

__all__ = [
    "Characteristics",
    "LayerStep",
    "all_characteristics",
    "characteristics",
    "count_value",
    "event_all_characteristics",
    "event_characteristics",
    "explain_layers",
    "permanents_with_replacements",
    "permanents_with_statics",
    "permanents_with_triggers",
    "permanent_trigger_kinds",
    "printed_characteristics",
    "remember",
]
