"""Family: "for each color among permanents you control" (105.2, 608.2g).

* "{5}{U}{U}: Draw a card for each color among permanents you control." (Soul of Ravnica) —
  ``{amount: colors_among_permanents}``: how many of the five colours at least one permanent its
  controller controls is, counted as the ability resolves (608.2g).  Worded back by the family
  ``amounts_numbers`` (``each_text``).
"""

from __future__ import annotations

GRAMMAR = r"""
%extend each_countable: "color" "among" "permanents" "you" "control" -> trig_ec_colors
"""

RULES = {"trig_ec_colors": lambda b, c: {"amount": "colors_among_permanents"}}
