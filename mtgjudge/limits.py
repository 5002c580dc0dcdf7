"""Explicit limits on what a scenario may ask of mtgjudge (design principle 7).

Every limit is checked where the value enters, and a file beyond one is refused with a
Russian ``файл:строка:столбец`` problem (exit 2); nothing is ever built in proportion to a
number the user wrote.  docs/scenario.md lists them for users.
"""

from __future__ import annotations

#: A scenario file is read up to this many bytes; a longer one is refused.
MAX_FILE_BYTES = 5 * 1024 * 1024
#: Nesting of YAML mappings and lists.
MAX_YAML_DEPTH = 64
#: Values that YAML aliases (``*name``) may bring in, over the whole file.
MAX_ALIAS_NODES = 10_000
#: Values in the whole file once aliases are expanded.
MAX_YAML_NODES = 200_000
#: Actions in one scenario.
MAX_ACTIONS = 10_000
#: Cards written in one scenario (all zones of all players, custom cards included).
MAX_CARDS = 10_000
#: Cards in a library given as a count (``library: 40``): anonymous cards, kept as a count
#: (engine.library), so the limit only keeps numbers sane.
MAX_LIBRARY = 1_000_000_000
#: Cards of one library the engine makes objects of at once: a shuffle, a search or a card put
#: at the bottom of a larger library of anonymous cards stops the run (exit 3).
MAX_LIBRARY_OBJECTS = 10_000
#: Objects one game may create (cards, tokens and the new object of every zone change, 400.7):
#: a bigger game stops the run (exit 3) — "draw X" with X = 1 000 000 would otherwise take
#: minutes.
MAX_OBJECTS = 100_000
#: Any other number (life, damage, counters, X, turn number...): its absolute value.
MAX_NUMBER = 1_000_000
#: Times a spell may be kicked with multikicker (``choose: {kicker: N}``, 702.32c): each kick
#: adds its cost to the spell's total cost, written out once per kick.
MAX_KICKS = 100
#: Misspelt card names of one file that get "may be: …" suggestions (a fuzzy search of the
#: catalogue each); the others are reported without them.
MAX_SUGGESTED_NAMES = 20
#: Seconds a file may take to arrive (a pipe or a FIFO).
READ_SECONDS = 10.0
