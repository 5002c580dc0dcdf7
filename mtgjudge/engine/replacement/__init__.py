"""Replacement and prevention effects (614, 615) and their order (616).

* :mod:`.model` -- an event that would happen (:class:`Would`) and an effect that watches
  for it (:class:`ReplacementEffect`);
* :mod:`.sources` -- which effects exist for an event and whether each applies;
* :mod:`.apply` -- applying them once each in the affected player's order (614.5, 616.1);
* :mod:`.created` -- effects created by resolving spells (shields: 615.7, 701.12b);
* :mod:`.damage`, :mod:`.quantities`, :mod:`.zones` -- the events of the game that go
  through the mechanism: damage (119, wither, infect, lifelink), counters, tokens, life,
  drawing, zone changes and entering the battlefield.
"""

from .apply import ReplacementOrderError, replace
from .model import ReplacementEffect, Would

__all__ = ["ReplacementEffect", "ReplacementOrderError", "Would", "replace"]
