"""Keyword abilities that change what a spell costs as it is cast (601.2b, 601.2e–f): additional
costs (kicker and multikicker 702.32, buyback 702.26, entwine 702.41), cost reductions and
alternative payments (convoke 702.50, delve 702.65, affinity 702.40), one module each.

Each module reads the card's keyword values (``cards/keywords.py``) and the player's answers
(``choose:`` of the cast action) and returns what it adds to the total cost and the rules it
cites; ``engine/actions.cast_spell`` puts them together (601.2e) and logs them in the cast event.
"""
