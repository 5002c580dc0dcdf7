"""The card format: cards are data (YAML), read into small immutable definitions.

The format is documented in ``docs/cards.md`` and described by ``card.schema.json`` (for
editors).  This module validates a card mapping completely and raises
:class:`CardFormatError` naming the key path of the first problem, so the scenario loader can
point at the file, line and column.

A card has printed characteristics (name, cost, type line, power/toughness, loyalty, Oracle
text) and machine-readable abilities built from a small vocabulary:

* ``keywords`` -- keyword abilities as written, with their parameter (``Flying``,
  ``"Kicker {2}{R}"``, ``"Bushido 1"``), read by the keyword registry (``keywords.py``);
* ``spell`` -- what an instant or sorcery does: ``targets`` and ``effects``;
* ``abilities`` -- activated abilities: ``cost`` (or ``loyalty``), ``targets``, ``effects``,
  ``timing``; an ability with no targets that only adds mana is a mana ability (605.1a);
* ``static`` -- other static abilities (``pt_equal_to`` for characteristic-defining P/T,
  ``cant_gain_life``, ``modify_pt`` for lords and anthems, ``max_counters``);
* ``additional_cost`` and ``alt_costs`` -- costs of casting (601.2b, 601.2f).
"""

from __future__ import annotations

import dataclasses
import re
from dataclasses import dataclass, field
from functools import cache, lru_cache
from typing import Any

from ..engine.mana import COLOR_BY_NAME, ManaCost, ManaCostError
from .keyword_abilities import activated_ability, keyword_triggers
from .keywords import Keyword, KeywordError, KeywordNotYet, parse_keyword
from .protection import expand as protection_parts
from .replacement_spec import ReplacementSpec, ReplacementSpecError, replacement_from_dict

CARD_TYPES = (
    "Artifact",
    "Creature",
    "Enchantment",
    "Instant",
    "Land",
    "Planeswalker",
    "Sorcery",
    "Tribal",
    "Conspiracy",  # 313: only in the command zone (scenario key ``command``)
)
SUPERTYPES = ("Basic", "Legendary", "Snow", "World", "Ongoing")
TARGET_KINDS = (
    "creature",
    "player",
    "creature_or_player",
    "permanent",
    "spell",
    "land",
    "artifact",
    "enchantment",
    "planeswalker",
    "creature_or_planeswalker",
    "opponent",
    "card_in_graveyard",
    "artifact_or_enchantment",
    "triggered_ability",  # a triggered ability on the stack (Strionic Resonator, 706.10)
    "activated_or_triggered_ability",  # an activated or triggered ability on the stack
)
# where the cards looked at and not taken go ("the rest", ``look_at_top``)
LOOK_REST = ("bottom", "graveyard", "top")
# where a revealed top card goes if it fits (``put``) and if not (``else_to``; top: stays)
REVEAL_TOP_PUT = ("hand", "battlefield", "graveyard", "top")  # top: it stays (701.13a)
REVEAL_TOP_ELSE = ("top", "hand", "graveyard", "bottom")
EFFECT_VERBS = (
    "look_at_top",
    # "Choose target creature." (601.2c: chosen as the spell is cast; nothing to do on
    # resolution — "that creature" of the later instructions is the target)
    "choose_target",
    "give_poison",  # "[player] gets N poison counters" (121.1c, 104.3d)
    "look_at_hand",  # "look at target player's hand" (402.3, 101.1)
    "look_at_face_down",  # "look at target face-down creature" (707.5, 101.1)
    "reveal_top",
    "damage",
    "gain_life",
    "lose_life",
    "draw",
    "discard",
    "destroy",
    "destroy_all",
    "sacrifice",
    "exile",
    "return_to_hand",
    "put_onto_battlefield",
    "tap",
    "untap",
    "doesnt_untap_next",  # 502.2
    "add_counters",
    "remove_counters",
    "move_counter",  # 121.5: {kind}, from: REF, to: REF — one counter from one onto the other
    "create_token",
    "emblem",  # 113.2: "[player] gets an emblem with [ability]" (command zone, 113.4)
    "additional_land",  # this_turn: "You may play an additional land this turn." (305.2)
    "counter",
    "search_library",
    "mill",
    "exile_from_top",  # "Exile the top N cards of your library" (701.9a); may_play (611.2a)
    "pump",
    "pump_all",
    "grant",
    "add_mana",
    "scry",
    "may",
    "shuffle",
    "prevent_damage",
    "additional_combat",
    "damage_cant_be_prevented",  # "this_turn": "Damage can't be prevented this turn." (615.11)
    # "Your opponents can't gain life this turn." (101.2, 611.2a): all, opponents or you
    "cant_gain_life_this_turn",
    "extra_turn",  # 500.7
    "set_life",  # 118.5: "your life total becomes N"
    "shuffle_into_library",  # "shuffle your hand, graveyard and permanents into your library"
    "regenerate",
    "attach",
    "become",
    "gain_control",
    "exchange_control",
    "change_text",
    "copy_spell",
    "copy_ability",  # 706.10: a copy of an activated or triggered ability on the stack
    "gain_activated_abilities",  # "gains all activated abilities of target creature" (607.5)
    "must_block",  # "target creature blocks ~ this turn if able" (509.1c)
    "combat_rule",  # combat requirements and restrictions of this turn (508.1c-d, 509.1b-c)
    "cast_copy",  # 706.12: copy a card and cast the copy (Isochron Scepter)
    "hideaway",  # 702.74a: look at the top N, exile one face down (linked), the rest on the bottom
    "replacement",
    "cant_be_regenerated",
    "exile_graveyards",
    "remove_damage",  # "remove all damage marked on it" (702.88a totem armor)
    # "If it would leave the battlefield, exile it instead of putting it anywhere else" (614.1a:
    # a replacement effect of the resolving spell or ability, for as long as it stays, 400.7)
    "leaves_to_exile",
    "delayed",
    "put_from_hand",
    "win_game",
    "graveyards_as_yours",
    "next_spell_cost_less",  # "the next spell you cast this turn costs {1} less" (601.2e)
    "create_token_copy",
    "tap_or_untap",
    "remove_from_combat",  # 506.4: "remove it from combat"
    "put_on_library",
    "may_pay",
    "cast_card",  # "cast that card without paying its mana cost" (702.87a)
    "cascade",  # 702.84a
    "manifest",
    "transform",
    "flip",
    "any_player_may",
    "fight",
    # "Each of those creatures deals damage equal to its toughness to the other": the two
    # targets at once (608.2c, 608.2g, 119.1)
    "damage_each_other",
    "monstrosity",
    "bolster",
    "populate",
    "proliferate",
    "clash",
    "detain",  # 701.26a
    "champion",  # 702.71a
    "become_blocked",  # 509.1h, 702.21i: "target unblocked attacking creature becomes blocked"
    "become_copy",  # 706.2, 613.1a, 707.10: "… becomes a copy of …"
    "pair",  # 702.94a soulbond: another | that
    "ripple",  # 702.59a: "Ripple N"
    "fateseal",  # 701.19a: "fateseal N" (an opponent's library)
    "haunt",  # 702.54a: "exile it haunting target creature"
    "turn_face_down",  # 707.2a: "turn target creature … face down"
    "vote",  # 701.29a: "each player votes for A or B"
)
# "source_tapped": "for as long as CARDNAME remains tapped" (611.2b: ends when the source
# untaps or leaves the battlefield; does nothing if it is already untapped)
# combat status of a filter (506.4): "attacking", "blocking", "attacking or blocking", and
# "unblocked" — an attacking creature no creature blocked, once blockers are declared (509.1h)
IN_COMBAT = ("attacking", "blocking", "either", "unblocked", "nonattacking")
# "source_controlled": "for as long as you control CARDNAME" (611.2b: ends when the source leaves
# the battlefield or another player controls it; does nothing if that is already so)
# your_next_turn: "until your next turn" — until the controller's next turn begins (611.2a)
DURATIONS = ("end_of_turn", "indefinitely", "source_tapped", "source_controlled", "your_next_turn")
# the instructions that may last "until your next turn" (the engine ends their effects as that
# turn begins)
NEXT_TURN_VERBS = ("pump", "pump_all", "grant", "replacement")
FILTER_KEYS = (
    "types",
    "not_types",
    "subtypes",
    "not_subtypes",
    "supertypes",
    "not_supertypes",
    "colors",
    "not_colors",
    "controller",
    "owner",  # "you": "another creature you own" (108.3; the object as it last existed)
    "tapped",
    "name",
    "other",
    "colorless",
    "colored",  # true: "that's one or more colors" (105.2)
    "dealt_damage_to_you",  # true: "that dealt damage to you this turn" (the filter's player)
    "dealt_damage_this_turn",  # true: "creature that was dealt damage this turn"
    "power_at_most",
    "attacked_this_turn",
    "attacking",  # an attacking creature (506.4)
    # "attacks you" / "attacks enchanted player" / "attacks you or a planeswalker you control":
    # you, enchanted_player, you_or_planeswalker
    "attacking_player",
    "enchanted",
    "equipped",
    "no_abilities",
    "self",
    "not_target",
    "other_target",  # "another target …" after a target: not one of the other targets (601.2c)
    "token",
    "with_counters",
    "with_counter",
    "mana_value_at_most",
    "mana_value_at_least",  # "with converted mana cost 4 or greater" (202.3)
    # a library search's "with converted mana cost equal to AMOUNT" (608.2g: counted as the
    # search begins; family mana2_search)
    "mana_value",
    "level",
    "not_keywords",
    "targets_source",
    # IN_COMBAT: "attacking", "blocking", "either", "unblocked" (506.4, 509.1h), "nonattacking"
    "in_combat",
    "keywords",  # "creature with flying": it has every one of these
    "power_at_least",  # "with power 4 or greater"
    "toughness_at_least",  # "with toughness 4 or greater"
    "toughness_at_most",  # "with toughness 2 or less"
    # "with toughness less than the exploited creature's toughness": N or an amount (608.2g)
    "toughness_less_than",
    "blocking_or_blocked_by_self",  # "creature blocking or blocked by ~" (509.1h, 509.1g)
    "blocked",  # true: "blocked creature"; false: read as ``in_combat: unblocked`` (509.1h)
    "paired",  # "each of those creatures": the source and its soulbond partner (702.94b)
    "morph",  # "with a morph ability" (702.36a: morph or megamorph)
    "permanent",  # true: "a permanent card" — not an instant or sorcery card (110.4a)
    "attached_to_source",  # "each Aura attached to it": attached to the source (301.5, 303.4)
    # "other creatures you control" in "Enchanted creature gets +1/+1 for each … on other
    # creatures you control": not the permanent the source is attached to (303.4)
    "not_host",
    "face_down",  # true: a face-down spell or permanent (707.2, 707.4)
    "multicolored",  # true: two or more colours (105.2c)
    "monocolored",  # true: exactly one colour (105.2a)
    # "target artifact, enchantment, or creature with flying": a list of filters, the object
    # fits any one of them (114.1)
    "any_of",
    "attached_to_creature",  # true: "permanents attached to creatures" (301.5, 303.4)
    # true: "all Equipment attached to that creature" — attached to the target (301.5, 303.4)
    "attached_to_target",
    # true: "creatures that were blocked by that creature this combat" — by the target (509.1g)
    "blocked_by_target",
    # "enchantment creature card": every one of these card types (205.2a; ``types``: any one)
    "all_types",
    # REF: "… and all other creatures with the same name as that creature" — the object and
    # every permanent that fits with its name (201.2; as the instruction is followed)
    "same_name_as",
    # true: "two target permanents that share a card type" — this target shares a card type
    # with the first target (205.2a; checked as targets are chosen, 601.2c, and again, 608.2b)
    "shares_card_type",
)
TRIGGER_EVENTS = (
    "enters_battlefield",
    "dies",
    "attacks",
    "becomes_blocked",
    "deals_combat_damage_to_player",
    "deals_combat_damage_to_creature",  # "whenever ~ deals combat damage to a creature"
    "blocks_a_creature",  # "whenever ~ blocks a [FILTER] creature": once for each attacker
    "deals_damage_to_player",  # "whenever ~ deals damage to a player, that player …"
    "dealt_damage_by_self_dies",  # "whenever a creature dealt damage by ~ this turn dies"
    "attacks_and_isnt_blocked",  # 509.1h: "whenever ~ attacks and isn't blocked"
    "attacks_with_two_others",  # "whenever ~ and at least two other creatures attack"
    "your_draw_step",  # "at the beginning of your draw step" (504.2)
    "each_draw_step",  # "at the beginning of each player's draw step, that player …"
    "your_upkeep",
    "your_end_step",
    "you_cast_noncreature_spell",
    # "whenever you reveal a [FILTER] card this way": linked to the source's static
    # ``reveal_first_draw`` (603.10, 607.2g)
    "reveals_this_way",
    "you_gain_life",
    "a_creature_dies",
    # "when a creature is put into your graveyard from the battlefield": from the card's own
    # graveyard (702.58a recover)
    "creature_to_your_graveyard",
    "another_creature_enters",
    "leaves_battlefield",
    "blocks",
    "deals_damage_to_opponent",
    "each_end_step",
    "you_cast_creature_spell",
    "a_player_casts_spell",
    "state",
    "exploits",
    "activates_outlast",
    "turned_face_up",
    "becomes_monstrous",
    "each_upkeep",
    "enchanted_controllers_upkeep",  # "the upkeep of enchanted creature's controller"
    "enchanted_players_upkeep",  # "at the beginning of enchanted player's upkeep" (303.4k)
    "each_draw_step",  # "at the beginning of each player's draw step" (504.1)
    "deals_damage_to_player",  # "whenever ~ deals damage to a player" ("that player", 603.2)
    "attacks_and_isnt_blocked",  # "whenever ~ attacks and isn't blocked" (509.4g)
    "a_player_draws",  # "whenever a player draws a card" (each card, 603.2c; "that player")
    "an_opponent_draws",  # "whenever an opponent draws a card"
    "you_draw",  # "whenever you draw a card" (each card, 603.2c)
    "you_scry",  # "whenever you scry" (701.18a: each scry instruction)
    "a_player_taps_land_for_mana",
    "a_permanent_to_graveyard",
    "becomes_blocked_by",
    "a_creature_you_control_attacks_alone",
    "a_creature_attacks",  # "Whenever a Dragon you control attacks" (603.2, the ``of`` filter)
    "your_beginning_of_combat",  # "At the beginning of combat on your turn" (507.1)
    # "Whenever enchanted / equipped creature deals combat damage to a player" (``of``)
    "a_creature_deals_combat_damage_to_player",
    "deals_combat_damage_to_opponent",  # "whenever ~ deals combat damage to an opponent"
    "a_creature_deals_combat_damage_to_opponent",  # the same of a creature (``of``)
    "a_creature_deals_damage_to_opponent",  # "whenever enchanted creature deals damage to an opponent"
    "dealt_damage",
    "dealt_combat_damage",  # "whenever ~ is dealt combat damage" (510.2)
    "you_dealt_combat_damage",  # "when you're dealt combat damage" (once per damage event)
    "deals_damage",
    "a_creature_deals_damage",
    "a_creature_dealt_damage",  # "whenever enchanted / equipped creature is dealt damage" (``of``)
    "put_into_graveyard_from_battlefield",  # "when ~ is put into a graveyard from the battlefield"
    "last_time_counter_removed",  # "when the last time counter is removed from ~" (702.62a)
    # "whenever a time counter is removed from ~ while it's exiled" (a suspended card, 702.61a)
    "time_counter_removed_in_exile",
    "put_into_graveyard_resolving",  # "when this spell is put into a graveyard …" (702.54a)
    "haunted_creature_dies",  # "when the creature it haunts dies" (702.54c: from exile)
    "you_cast_this_spell",  # "when you cast ~" (a spell's own ability: 702.39a storm)
    "a_permanent_enters",  # "whenever a [land] enters the battlefield [under your control]"
    "exiled_with_madness",  # "when this card is exiled this way" (702.34a)
    "becomes_tapped",
    "becomes_untapped",  # "whenever ~ becomes untapped" (inspired)
    "becomes_target",  # "when ~ becomes the target of a spell or ability"
    # "… of a spell or ability an opponent controls": of ~ / of a permanent (``of``); "that
    # player" is that spell's or ability's controller
    "becomes_target_by_opponent",
    "each_opponents_upkeep",  # "at the beginning of each opponent's upkeep" (that player)
    "you_attack_with_two_or_more",  # "whenever you attack with two or more creatures" (508.1)
    "a_permanent_becomes_target_by_opponent",
    "a_permanent_becomes_tapped",
    "a_permanent_turned_face_up",  # "whenever a permanent you control is turned face up" (``of``)
    # "whenever a creature card is put into an opponent's graveyard from anywhere" (``of``;
    # 603.6c: never a leaves-the-battlefield ability — the permanents there now watch)
    "a_card_to_graveyard",
    "put_into_graveyard_from_anywhere",
    "you_cycle_this",  # "when you cycle ~" (702.28c): from whatever zone the card is in now
    "a_player_cycles",  # "whenever a player cycles a card" (702.28d)
    "you_cycle_a_card",  # "whenever you cycle a card" (702.28d)
    "you_cast_spell",  # "whenever you cast a spell" (702.100a extort)
    "attacks_player_with_most_life",  # 702.104a dethrone
    "revealed_for_miracle",  # "when you reveal this card this way" (702.93a)
    "you_sacrifice_this",  # "when you sacrifice ~" (701.14a; looks back, 603.6c-d)
    # "whenever you sacrifice a creature" (701.14a): ``of`` — the sacrificed permanent as it
    # last existed (looks back, 603.6c-d)
    "you_sacrifice_a_permanent",
    "plus_one_counter_put",  # "whenever a +1/+1 counter is put on ~" (each counter, 603.2c)
    # "whenever one or more +1/+1 counters are put on another creature you control" (``of``)
    "plus_one_counters_put_on_a_permanent",
    # "whenever a player / an opponent / you discard(s) a [FILTER] card" (701.7a; each card,
    # 603.2c; ``of`` — the discarded card; "that player")
    "a_player_discards",
    "an_opponent_discards",
    "you_discard",
    # "at the beginning of combat on each opponent's turn" (507.2; "that player" — the active
    # player)
    "each_opponents_beginning_of_combat",
    "your_main_phase",  # "at the beginning of each of your main phases" (505.4)
    "your_precombat_main_phase",  # "… of your precombat main phase" (505.1a: the first one)
    "each_precombat_main_phase",  # "… of each player's precombat main phase" ("that player")
    # "whenever a player / an opponent searches their library" (701.15a; "that player")
    "a_player_searches",
    "an_opponent_searches",
    # "whenever a creature you control leaves the battlefield" (``of``; looks back, 603.6c-d)
    "a_permanent_leaves_battlefield",
)
# when a delayed triggered ability (603.7) triggers
DELAYED_AT = (
    "next_end_step",
    "end_of_combat",
    "next_upkeep",
    "next_turns_upkeep",  # "at the beginning of the next turn's upkeep" (whoever's turn)
    # "at the beginning of their next upkeep" after "under its owner's control": the next
    # upkeep of the owner of the card it is about (fixed as it is made, 603.7)
    "owners_next_upkeep",
    "you_cast_creature_spell",
    # "when you cast your next instant or sorcery spell from your hand this turn" (603.7b;
    # "that" is that spell)
    "you_cast_instant_or_sorcery_from_hand",
    # 603.7a: "when [the source / that creature] leaves the battlefield", "… becomes untapped"
    "source_leaves_battlefield",
    "that_leaves_battlefield",
    "source_becomes_untapped",
    "that_dies",  # "when that creature dies this turn" (603.7a-c)
    "a_creature_dies",  # "whenever a creature dies this turn" (603.7b)
)
CONDITIONS = (
    "life_at_most",
    "life_at_least",
    "life_exactly",
    "cards_in_hand_at_most",
    "cards_in_hand_at_least",
    "cards_in_graveyard_at_least",  # "seven or more cards are in your graveyard" (threshold)
    "graveyard_has_each",  # [FILTER, …]: "an instant card and a sorcery card are in your graveyard"
    "opponent_owns_in_exile",  # true: "an opponent owns a card in exile"
    "you_control",
    "you_control_none",
    "none_on_battlefield",  # FILTER: no permanent on the battlefield fits it (anyone's)
    "that_is",  # FILTER: "if it's a creature" — the object the trigger event is about (603.4)
    "your_turn",
    "not_your_turn",
    "cast_from",
    "had_no_counters",  # "if it had no [kind] counters on it" (702.78a, 702.92a)
    "has_counter",  # "if ~ has a [kind] counter on it" (702.62a, 702.57a)
    "came_under_control_since_last_upkeep",  # 702.29a echo
    "on_battlefield",  # "if ~ is on the battlefield" (702.23a)
    "that_is_bigger",  # "if that creature's power or toughness is greater" (702.99a)
    "in_exile",  # "if it's exiled" (702.61a)
    "kicked",
    "kicked_with",  # "if it was kicked with its {1}{B} kicker" (702.32a): the cost
    "cost_paid",  # "if its evoke cost was paid" (702.73a): the keyword of the cost
    "no_spells_last_turn",
    "a_player_cast_last_turn_at_least",
    "attacked_with_at_least",  # "if you attacked with N or more creatures this turn"
    "attacked_with_fewer_than",  # "unless you attacked with a creature this turn": its negation
    "soulbond",  # 702.94a: self / that — "if you control both … and both are unpaired"
    "self_has_keyword",  # "when ~ has flying" (a state trigger, 603.8): the keyword
    "creatures_died_this_turn_at_least",  # "if N or more creatures died this turn" (700.4)
    "counters_at_least",  # "if there are N or more [kind] counters on ~": {kind, n}
    "source_untapped",  # "if ~ is untapped" (603.4; Howling Mine)
    "you_control_at_least",  # "as long as you control three or more artifacts": {filter, n}
    "you_control_exactly",  # "as long as you control exactly one creature": {filter, n}
    "tribute_not_paid",  # "if tribute wasn't paid" (702.103b)
    "life_below_starting",  # "if your life total is less than your starting life total" (103.3)
    # "if you control the creature with the greatest toughness or tied for …" (608.2c)
    "greatest_toughness",
    # "if you control each creature on the battlefield with the greatest power" (603.4)
    "each_greatest_power",
    "cast_noncreature_spell",  # "only if you've cast a noncreature spell this turn"
    "total_power_at_least",  # "if creatures you control have total power 8 or greater"
    "monstrous",  # "as long as ~ is monstrous" (701.28a)
    # "if {R} was spent to cast it" / "unless {U} was spent to cast it": a colour of mana
    # spent to cast the spell or the permanent it became (W, U, B, R, G)
    "mana_spent",
    "mana_not_spent",
    "source_tapped",  # "if ~ is tapped" (603.4): true
    "source_attacking",  # "only if ~ is attacking" (506.4, 508.1): true
    "source_enchanted",  # "as long as ~ is enchanted" (303.4b: an Aura is attached to it): true
    "source_equipped",  # "as long as ~ is equipped" (301.5a: an Equipment is attached to it): true
    # FILTER: "Enchanted creature gets +2/+2 as long as it's an enchantment" — the permanent the
    # source is attached to fits it (303.4, 611.3a); ``enchanted_is_not``: "Otherwise, …"
    "enchanted_is",
    "enchanted_is_not",
    # "as long as your devotion to white is less than five": {amount: AMOUNT, n: N} (700.5)
    "amount_less_than",
    # "if it has three or more +1/+1 counters on it", "if that creature had a +1/+1 counter on
    # it": {amount: AMOUNT, n: N} — the amount at least N (608.2c: as the instruction is
    # followed; its object as it is or last existed, 608.2g)
    "amount_at_least",
    # "if its power is less than CARDNAME's power": {amount: AMOUNT, than: AMOUNT} (608.2c, as
    # the instruction is followed; each object as it is or last existed, 608.2g)
    "amount_less",
    # "If it's a Cyclops, destroy it.": {of: REF, filter: FILTER} — the object the instruction
    # names (the target, "that" object) fits the filter as the instruction is followed (608.2c)
    "object_is",
    # "If that player does, …" after "Target opponent sacrifices a creature": true — the
    # instruction before sacrificed at least one permanent (608.2c)
    "sacrificed_this_way",
    # "if you had another creature enter the battlefield under your control last turn": true
    "another_creature_entered_last_turn",
    "you_lost_life_last_turn",  # "if you lost life last turn" (118.3, 118.4): true
    "opponent_lost_life_last_turn",  # "if an opponent lost life last turn": true
    # "if you revealed a Dragon card or controlled a Dragon as you cast this spell": FILTER
    # (the card's optional_reveal; noted as the spell was cast, 601.2h)
    "revealed_or_controlled",
    "attacked_you_this_step",  # "only if you've been attacked this step" (508.1): true
    "cast_another_spell",  # "only if you've cast another spell this turn": true
    # [CONDITION, …]: "if you cast it from your hand and there are five or more other creatures
    # on the battlefield" — every one of them holds (603.4: checked as it triggers and resolves)
    "all_of",
)
# Parts of a continuous effect and the layer each applies in (613.1, 613.3); a static ability
# or a ``become`` effect may have several parts, applied each in its layer to the same set of
# objects (613.5).
CONTINUOUS_PARTS = {
    "control": "2",
    "change_text": "3",
    "full_text_of": "3",
    "add_types": "4",
    # "becomes a 4/4 … creature" (205.1a): the new card types replace the old ones, and the
    # subtypes of the types it no longer has go
    "set_types": "4",
    "remove_types": "4",  # "CARDNAME isn't a creature" (205.1a; its creature types go, 205.3d)
    "add_subtypes": "4",
    "set_subtypes": "4",
    "all_creature_types": "4",
    "add_supertypes": "4",
    "remove_supertypes": "4",
    "set_colors": "5",
    "add_colors": "5",
    # layer 6 in the order of one effect's words: "loses all abilities and gains flying" —
    # the abilities go first, then the granted ones are added (613.5: the parts of one effect)
    "lose_all_abilities": "6",
    "lose": "6",
    "grant": "6",
    "cant_have": "6",
    # "it becomes an Aura with enchant creature" (Cloudform): the enchant ability it gains
    # (702.5a; layer 6, 613.1f) — what it may enchant (303.4a, 704.5n)
    "enchant": "6",
    "pt_equal_to": "7a",
    "set_pt": "7b",
    "modify_pt": "7c",
    "switch_pt": "7e",
}
STATIC_KINDS = (
    "pt_equal_to",
    "cant_gain_life",
    "modify_pt",
    "max_counters",
    "grant",
    "cant_enter_battlefield",
    "cant_play_lands",
    "damage_cant_be_prevented",
    "damage_as",
    "cant_lose",
    "no_loss_for_zero_life",
    "begin_on_battlefield",
    "enters_as_copy",
    "cast_as_though_flash",
    "cast_from_graveyard",  # self: "You may cast ~ from your graveyard [as long as …]" (112.6e)
    "spend_mana_as",
    "spells_cost_less",  # "spells [of: FILTER] you cast cost {N} less to cast" (601.2e)
    "spells_cost_more",  # "[of: FILTER] spells cost {N} more to cast" (601.2e)
    # "Minotaur spells you cast cost {B}{R} less to cast. This effect reduces only the amount of
    # colored mana you pay." (601.2e): the coloured symbols taken off, as a mana string
    "spells_cost_less_colored",
    "dash_cost_less",  # "Dash costs you pay cost {2} less." (702.108a, 601.2e): N generic
    # "~ can be attached only to a creature with toughness 4 or greater." (301.5c, 701.3b,
    # 704.5p): FILTER of what this Equipment may be attached to
    "attach_only_to",
    # "As an additional cost to cast ~, you may reveal a Dragon card from your hand" (601.2b)
    "optional_reveal",
    # "Cast this spell only during combat [and only if …]" (112.6d): WHEN, with ``if``
    "cast_only",
    # "This spell costs {1} less to cast for each creature card in your graveyard" (601.2e,
    # 112.6c): N, {of: COUNT, times: N} or an amount, with ``if``
    "self_cost_less",
    # "Artifact spells you cast have convoke." (702.50a, 613.1f: the spells have it on the
    # stack): KEYWORD, with ``of``
    "spells_have",
    # "~'s equip ability costs {2} less to activate if it targets a colorless creature"
    # (602.2b, 601.2e): {less: N, if_target: FILTER}
    "equip_cost_less",
    "reveal_first_draw",  # "reveal the first card you draw each turn" (603.10, 607.2g)
    "you_have",  # "You have protection from the chosen card name." (702.16a–b, e: a player)
    "no_max_hand_size",  # "you have no maximum hand size" (402.2, 514.1)
    "max_draws_per_turn",  # "Each player can't draw more than one card each turn" (101.2)
    "cant_cast",  # "Each player can't cast more than one spell each turn" (101.2)
    "max_hand_size",  # "Each opponent's maximum hand size is reduced by one" (402.2)
    # "Creature spells you control can't be countered" (101.2): FILTER of the spells, from the
    # source's controller's point of view
    "spells_cant_be_countered",
    # "Untap all creatures and lands you control during each other player's untap step"
    # (502.2): FILTER of the source's controller's permanents
    "untap_during_others",
    # "Each creature you control assigns combat damage equal to its toughness rather than its
    # power." (510.1a): FILTER of the creatures, from the source's controller's point of view
    "combat_damage_by_toughness",
    # "Creatures entering the battlefield don't cause abilities to trigger." (603.2, 603.6a):
    # FILTER of the entering permanents
    "entering_dont_trigger",
    # "Activated abilities of sources with the chosen name can't be activated [unless they're
    # mana abilities]." (602.5): FILTER of the sources, in any zone
    "cant_activate",
    "cant_activate_unless_mana",
    # "You may look at the top card of your library / face-down creatures you don't control
    # any time." (401.2, 707.5): what may be looked at; nothing played depends on it
    "may_look_at",
    *[k for k in CONTINUOUS_PARTS if k not in ("pt_equal_to", "modify_pt", "grant")],
)
COUNT_EXPRESSIONS = (
    "cards_in_hand",
    "creatures_you_control",
    "lands_you_control",
    "card_types_in_graveyards",
    "creature_cards_in_your_graveyard",
)
# when an activated ability may be activated: any time the player has priority (instant), as a
# sorcery (602.5d), or with a restriction of its text (602.5b): "only during your turn",
# "only during your turn, before attackers are declared", "only during your upkeep",
# "only during combat after blockers are declared"
TIMINGS = (
    "instant",
    "sorcery",
    "your_turn",
    "your_turn_before_attackers",
    "your_upkeep",
    "combat_after_blockers",
)
# the keywords of optional costs a condition ``cost_paid`` may name (702.73a, 702.55a, 702.77a)
COST_PAID_KEYWORDS = ("Evoke", "Buyback", "Entwine", "Splice", "Replicate", "Conspire")
# numbers an effect may use besides integers, X and the count expressions
# ("source_card_power": the printed power of the card the ability is on, e.g. the card exiled
# to pay a scavenge cost, 702.96a)
EFFECT_NUMBERS = ("target_cmc", "that_much", "times_kicked", "source_card_power")
# amounts a text computes (engine/amounts.py): {amount: KIND, …} (608.2g, 611.3a, 700.5)
AMOUNT_KINDS = (
    "power",
    "toughness",
    "mana_value",
    "counters",
    "permanents",
    "cards",
    "devotion",
    "basic_land_types",
    "life",
    "colors_among_permanents",  # "for each color among permanents you control" (105.2)
    "greatest",  # "the greatest toughness among creatures you control" (608.2g)
    "counters_among",  # "for each +1/+1 counter on other creatures you control" (121.1)
)
AMOUNT_ZONES = ("hand", "graveyard", "library")
# every name of a number an effect may use instead of an integer (Resolution.number): X, the
# count expressions, EFFECT_NUMBERS, the numbers keywords expand to, the numbers a replaced
# event gives its "instead" effects ("prevented") and, by prefix, "source_counters:KIND"
NAMED_NUMBERS = (
    "X",
    *COUNT_EXPRESSIONS,
    *EFFECT_NUMBERS,
    "target_power",
    "blockers_beyond_first",
    "life_lost_this_way",
    "spells_cast_before_this_turn",
    "permanents_to_graveyard_this_turn",
    "times_replicated",
    "prevented",
    # "then draws that many cards minus one": for each player, the cards that player discarded
    # by the instruction before (608.2c; ``{of: discarded_this_way, plus: -1}``)
    "discarded_this_way",
)


class CardFormatError(ValueError):
    """A card mapping that does not follow the format; ``path`` is the key path."""

    def __init__(self, message: str, path: tuple[Any, ...] = ()) -> None:
        super().__init__(message)
        self.message = message
        self.path = path

    def __str__(self) -> str:
        where = ".".join(str(p) for p in self.path)
        return f"{where}: {self.message}" if where else self.message


@dataclass(frozen=True)
class TargetSpec:
    """One "target …" of a spell or ability (114): what may be chosen.  ``count`` is 1, or
    "any" for "any number of target …" (only the last target of an ability)."""

    kind: str
    filter: tuple[tuple[str, Any], ...] = ()
    text: str = ""
    count: int | str = 1
    # "up to X target creatures …, where X is your devotion to black" (``count: up_to:X``):
    # the amount, determined as the triggered ability is put on the stack (603.3d, 601.2c)
    count_amount: Any = None

    def filter_dict(self) -> dict[str, Any]:
        return dict(self.filter)


@dataclass(frozen=True)
class Cost:
    """The cost of an activated ability or an additional cost (117, 602.2b)."""

    mana: ManaCost = ManaCost()
    tap: bool = False
    untap: bool = False
    pay_life: int = 0
    sacrifice_self: bool = False
    sacrifice: tuple[tuple[str, Any], ...] | None = None
    discard: int = 0
    discard_self: bool = False  # "Discard this card" (cycling, 702.28a)
    loyalty: int | None = None
    loyalty_x: bool = False  # "−X": remove X loyalty counters (X chosen on activation)
    # "Tap any number of untapped creatures you control other than ~ with total power N or
    # greater" (Mossbridge Troll): N
    tap_creatures_power: int = 0
    exile_top: int = 0  # "Exile the top N cards of your library" (Arc-Slogger)
    sacrifice_count: int = 1  # "Sacrifice two lands": how many permanents ``sacrifice`` names
    # "Reveal a white card in your hand" (a morph cost, 701.13a): the card filter
    reveal: tuple[tuple[str, Any], ...] | None = None
    # non-mana costs of 117.1 (issue 12b); each "N" defaults to 1
    discard_random: bool = False  # "Discard a card at random" (701.7b)
    discard_filter: tuple[tuple[str, Any], ...] | None = None  # "Discard a creature card"
    # "Remove N KIND counters from ~" (121.1); N "X": "any number of" (chosen on activation)
    remove_counters: tuple[str, int | str] | None = None
    put_counters: tuple[str, int] | None = None  # "Put a -1/-1 counter on ~" (121.2)
    exile_self: str | None = None  # "Exile ~" (battlefield) / "… from your graveyard" (112.6)
    exile_from_graveyard: tuple[tuple[str, Any], ...] | None = None  # "Exile N … cards from …"
    exile_count: int | str = 1  # "X": "Exile X cards from your graveyard" (107.3)
    tap_untapped: tuple[tuple[str, Any], ...] | None = None  # "Tap N untapped … you control"
    tap_count: int = 1
    return_to_hand: tuple[tuple[str, Any], ...] | None = None  # "Return a land you control …"
    return_count: int = 1
    return_self: bool = False  # "Return ~ to its owner's hand"
    discard_hand: bool = False  # "Discard your hand" (any number of cards, 701.7a)

    @property
    def is_free(self) -> bool:
        return (
            not self.tap_creatures_power
            and self.remove_counters is None
            and self.put_counters is None
            and self.exile_self is None
            and self.exile_from_graveyard is None
            and self.tap_untapped is None
            and self.return_to_hand is None
            and not self.return_self
            and not self.discard_hand
            and not self.mana
            and not self.tap
            and not self.untap
            and not self.pay_life
            and not self.sacrifice_self
            and self.sacrifice is None
            and not self.discard
            and not self.discard_self
            and self.loyalty is None
            and self.reveal is None
        )


@dataclass(frozen=True)
class Ability:
    """An activated ability, or the spell ability of an instant or sorcery."""

    effects: tuple[dict, ...]
    targets: tuple[TargetSpec, ...] = ()
    cost: Cost = Cost()
    timing: str = "instant"  # "sorcery": only when a sorcery could be cast
    text: str = ""
    modes: tuple[Ability, ...] = ()  # "Choose one —" (700.2): one of these is chosen
    choose: int = 1  # "Choose two —" (700.2): how many different modes are chosen
    choose_min: int | None = None  # "Choose one or both —" (700.2): at least this many
    activator: str = "controller"  # "opponent": "Only your opponents may activate this ability"
    keyword: str | None = None  # the keyword ability it is (Outlast, 702.106a)
    zone: str = "battlefield"  # where it can be activated (112.6: cycling from a hand, 702.28a)
    per_turn: int | None = None  # "Activate this ability only once each turn" (602.5b)
    # "Activate this ability only if creatures you control have total power 8 or greater"
    # (602.5b): a condition of the activation, checked as it is activated
    only_if: tuple[tuple[str, Any], ...] | None = None
    # "This ability costs {1} less to activate for each …" (602.2b, 601.2e): {less: N, per:
    # AMOUNT} — only generic mana is reduced, counted as its total cost is determined
    cost_less: Any = field(default=None, compare=False, hash=False)
    # 607.5: the effect (its timestamp) that granted this ability together with the abilities
    # linked to it; 0 for a printed ability — linked records are kept per scope
    link_scope: int = 0

    @property
    def is_mana_ability(self) -> bool:
        """605.1a: no target, not a loyalty ability, could add mana (its other instructions —
        a painland's damage — happen as it resolves, at once: 605.3b)."""
        return (
            not self.targets
            and self.cost.loyalty is None
            and bool(self.effects)
            and any("add_mana" in e for e in self.effects)
        )

    @property
    def is_loyalty(self) -> bool:
        return self.cost.loyalty is not None


@dataclass(frozen=True)
class Trigger:
    """A triggered ability (603): when it triggers, an optional intervening "if" condition
    (603.4, checked when it triggers and again on resolution, 608.2a), and what it does."""

    when: str
    ability: Ability
    condition: tuple[tuple[str, Any], ...] | None = None
    text: str = ""
    rule: str | None = None  # the keyword rule a trigger stands for (Prowess: 702.107a)
    of: tuple[
        tuple[str, Any], ...
    ] = ()  # which objects, for "a creature dies" / "another creature enters"
    # "• Khans — …" (the Sieges): the permanent has this ability only if this word was chosen
    # as it entered (614.12b: ``as_enters: {choose: word, words: […]}``)
    chosen: str | None = None
    # 112.6k: "return ~ from your graveyard to the battlefield" — the ability functions only
    # while its card is in its owner's graveyard ("graveyard"); otherwise on the battlefield
    zone: str = "battlefield"


@dataclass(frozen=True)
class Unread:
    """An ability the engine could not read: its kind ("activated", "spell"), its text (the
    card's name in it), why (Russian, with the column) and the rule it would need."""

    kind: str
    clause: str
    reason: str
    rule: str


@lru_cache(maxsize=4096)
def keyword_values(keywords: tuple[str, ...]) -> tuple[Keyword, ...]:
    """The keyword abilities written ``keywords`` as values, read once per distinct tuple
    (a refused keyword raises each time: errors are not cached)."""
    return tuple(parse_keyword(k) for k in keywords)


@lru_cache(maxsize=4096)
def keyword_names(keywords: tuple[str, ...]) -> tuple[str, ...]:
    """The names of the keyword abilities written ``keywords`` (those the engine reads; a
    keyword it refuses names nothing here, it is refused where it is used)."""
    names: list[str] = []
    for k in keywords:
        try:
            names.append(parse_keyword(k).name)
        except (KeywordError, KeywordNotYet):
            pass
    return tuple(dict.fromkeys(names))


@dataclass(frozen=True)
class CardDef:
    """A card's printed characteristics and abilities, as the rules of record word them."""

    name: str
    name_ru: str | None = None
    mana_cost: ManaCost = ManaCost()
    color_indicator: tuple[str, ...] | None = None
    types: tuple[str, ...] = ()
    subtypes: tuple[str, ...] = ()
    supertypes: tuple[str, ...] = ()
    power: str | None = None
    toughness: str | None = None
    loyalty: int | None = None
    text: str = ""
    keywords: tuple[str, ...] = ()
    spell: Ability | None = None
    abilities: tuple[Ability, ...] = ()
    static: tuple[dict, ...] = ()
    additional_cost: Cost | None = None
    # "This spell costs {2}{U} more to cast for each target beyond the first" (strive, 207.2c):
    # a cost increase per target chosen after the first (601.2c, 601.2e)
    cost_per_extra_target: ManaCost | None = None
    alt_costs: tuple[tuple[str, ManaCost], ...] = ()
    # an alternative cost written in words ("Flashback—{R}{R}, Pay 3 life.", 117.12): name →
    # the whole cost as printed; ``alt_costs`` holds its mana part
    alt_words: tuple[tuple[str, str], ...] = ()
    token: bool = False
    triggers: tuple[Trigger, ...] = ()
    as_enters_choose: str | None = None  # "as ~ enters, choose a color/…" (614.1c, 607.2d)
    # "choose Khans or Dragons" (``as_enters_choose`` ``word``): the words to choose from
    as_enters_words: tuple[str, ...] = ()
    morph: ManaCost | None = None  # "Morph [cost]" (702.36a) or "Megamorph [cost]" (702.36b)
    # a morph cost in words ("Morph—Reveal a white card in your hand.", 117.12): the words;
    # ``morph`` is then its mana part
    morph_words: str | None = None
    megamorph: bool = False  # the morph cost is a megamorph cost: a +1/+1 counter (702.36b)
    back: CardDef | None = None  # a double-faced card's back face (711.1), on its front face
    # a split card's two halves (708.1), left then right; the card itself then has both
    # halves' characteristics (708.2–708.5, :mod:`mtgjudge.cards.split_cards`)
    halves: tuple[CardDef, ...] = ()
    # a flip card's alternative characteristics (709.1b: the upside-down half — name, text,
    # type line, power and toughness), used only while the permanent is flipped (709.2)
    flip: CardDef | None = None
    front_name: str | None = None  # on a back face: the name of the card's front face (711.4a)
    replacements: tuple[
        ReplacementSpec, ...
    ] = ()  # replacement and prevention abilities (614, 615)
    # abilities of a catalogue card the Oracle compiler could not read, where they cannot
    # matter unless a scenario uses them (issue 14, item 6): activated abilities, the text of
    # an instant or sorcery; each is an :class:`Unread` record
    unread: tuple[Unread, ...] = ()

    @property
    def keyword_values(self) -> tuple[Keyword, ...]:
        """The printed keyword abilities as values (name + parameter)."""
        keywords = self.keywords
        if type(keywords) is tuple:
            return keyword_values(keywords)
        return tuple(parse_keyword(k) for k in keywords)

    def all_triggers(self) -> tuple[Trigger, ...]:
        """Printed triggered abilities plus those a keyword stands for (Prowess, 702.107a)."""
        out = self.triggers
        for keyword, trigger in KEYWORD_TRIGGERS.items():
            if keyword in self.keywords:
                out = out + (trigger,)
        return out + keyword_triggers(self.keyword_values)

    @property
    def morph_cost(self) -> Cost:
        """The cost of turning it face up (702.36e) as the one cost model."""
        if self.morph_words is not None:
            return cost_in_words(self.morph_words)
        return Cost(mana=self.morph or ManaCost())

    @property
    def morph_text(self) -> str:
        """The morph cost as printed: "{4}{W}" or "—Reveal a white card in your hand."."""
        return f"—{self.morph_words}" if self.morph_words is not None else str(self.morph)

    @property
    def colors(self) -> frozenset[str]:
        if self.color_indicator is not None:
            return frozenset(self.color_indicator)
        return self.mana_cost.colors

    @property
    def type_line(self) -> str:
        left = " ".join((*self.supertypes, *self.types))
        return f"{left} — {' '.join(self.subtypes)}" if self.subtypes else left

    @property
    def is_permanent_card(self) -> bool:
        return not ({"Instant", "Sorcery"} & set(self.types))

    def display(self) -> str:
        """ "Удар Молнии (Lightning Bolt)" where a Russian name is known, else the English name."""
        return f"{self.name_ru} ({self.name})" if self.name_ru else self.name


# -- reading -----------------------------------------------------------------------------

CARD_KEYS = {
    "name",
    "name_ru",
    "cost",
    "color_indicator",
    "types",
    "subtypes",
    "supertypes",
    "power",
    "toughness",
    "loyalty",
    "text",
    "keywords",
    "spell",
    "abilities",
    "static",
    "additional_cost",
    "cost_per_extra_target",
    "alt_costs",
    "enchant",
    "triggers",
    "replacements",
    "outlast",
    "dash",
    "flashback",
    "morph",
    "megamorph",
    "back",
    "halves",
    "flip",
    "level_up",
    "levels",
    "bestow",
    "as_enters",
}


def _check_reveal_linked(data: Any, static: tuple[dict, ...]) -> None:
    """The condition ``revealed_or_controlled: FILTER`` ("if you revealed a Dragon card or
    controlled a Dragon as you cast this spell") is linked to the card's own optional reveal
    ``{optional_reveal: FILTER}`` (607.1, 601.2b): the same filter, on the same card.  (A
    walk of the card's data: no ``json`` text of it, nor the import of ``json`` on start-up.)"""
    found: list[list[dict]] = []  # the card's reveals, read at the first such condition

    def walk(node: Any) -> None:
        if isinstance(node, dict):
            for key, value in node.items():
                if key != "revealed_or_controlled":
                    walk(value)
                    continue
                if not found:
                    found.append(
                        [dict(s["optional_reveal"]) for s in static if "optional_reveal" in s]
                    )
                reveals = found[0]
                if not reveals or any(dict(_filter(value, ())) != r for r in reveals):
                    raise CardFormatError(
                        "revealed_or_controlled — только у карты со static optional_reveal "
                        "с тем же фильтром (601.2b)",
                        ("static",),
                    )
                walk(value)
        elif isinstance(node, list):
            for value in node:
                walk(value)

    walk(data)


def card_from_dict(data: Any, *, token: bool = False, half: bool = False) -> CardDef:
    """Validate a card mapping and build its definition (``half``: one half of a split card,
    708.1)."""
    if not isinstance(data, dict):
        raise CardFormatError("карта должна быть отображением (ключ: значение)")
    _no_unknown(data, CARD_KEYS if not token else CARD_KEYS, ())
    name = str(_string(data, "name", (), required=True))
    if "halves" in data:
        return _split_card(data, name)
    types = tuple(_string_list(data, "types", ()))
    if not types:
        raise CardFormatError("у карты должен быть хотя бы один тип (types)", ("types",))
    for i, t in enumerate(types):
        if t not in CARD_TYPES:
            raise CardFormatError(
                f"неизвестный тип карты «{t}»; есть: {', '.join(CARD_TYPES)}", ("types", i)
            )
    supertypes = tuple(_string_list(data, "supertypes", ()))
    for i, t in enumerate(supertypes):
        if t not in SUPERTYPES:
            raise CardFormatError(f"неизвестный супертип «{t}»", ("supertypes", i))
    try:
        cost = ManaCost.parse(data.get("cost"))
    except ManaCostError:
        raise CardFormatError(
            f"не читается мана-стоимость «{data.get('cost')}»", ("cost",)
        ) from None
    indicator = None
    if "color_indicator" in data:
        indicator = tuple(
            _color(c, ("color_indicator", i))
            for i, c in enumerate(_string_list(data, "color_indicator", ()))
        )
    power = _pt(data, "power")
    toughness = _pt(data, "toughness")
    if "Creature" in types and (power is None or toughness is None):
        raise CardFormatError("у существа должны быть power и toughness", ("power",))
    loyalty = data.get("loyalty")
    if loyalty is not None and (not isinstance(loyalty, int) or isinstance(loyalty, bool)):
        raise CardFormatError("loyalty — целое число", ("loyalty",))
    keywords = tuple(
        _keyword(part, ("keywords", i), name)
        for i, k in enumerate(_string_list(data, "keywords", ()))
        for part in _protection_parts(k, ("keywords", i))
    )
    if "Fuse" in keywords and not half:
        raise CardFormatError(
            "Слияние бывает только у половин расщеплённой карты (702.101a)", ("keywords",)
        )
    if "Protection from the chosen player" in keywords and _as_enters(data) != "player":
        raise CardFormatError(
            "защита от выбранного игрока (702.16j) нужна с as_enters: {choose: player}",
            ("keywords",),
        )
    # keywords that are activated abilities (cycling, 702.28a) become abilities, in place

    expanded = tuple(activated_ability(parse_keyword(k)) for k in keywords)
    keyword_abilities = tuple(a for a in expanded if a is not None)
    keywords = tuple(k for k, a in zip(keywords, expanded) if a is None)
    spell = None
    if "spell" in data:
        spell = _ability(data["spell"], ("spell",), spell=True)
    if "enchant" in data:
        # an Aura's enchant ability defines the target of the Aura spell (303.4a, 702.5a)
        if "Aura" not in _string_list(data, "subtypes", ()):
            raise CardFormatError("enchant бывает только у Ауры (subtypes: [Aura])", ("enchant",))
        spell = Ability((), (_target(data["enchant"], ("enchant",)),), Cost(), "instant", "")
    abilities = tuple(
        _ability(a, ("abilities", i)) for i, a in enumerate(_list(data, "abilities", ()))
    )
    static = tuple(_static(s, ("static", i)) for i, s in enumerate(_list(data, "static", ())))
    additional = (
        _cost(data["additional_cost"], ("additional_cost",)) if "additional_cost" in data else None
    )
    per_target = None
    if "cost_per_extra_target" in data:
        try:
            per_target = ManaCost.parse(str(data["cost_per_extra_target"]))
        except ManaCostError:
            raise CardFormatError(
                f"не читается стоимость «{data['cost_per_extra_target']}»",
                ("cost_per_extra_target",),
            ) from None
        if "spell" not in data:
            raise CardFormatError(
                "cost_per_extra_target бывает только у заклинания с целями (spell)",
                ("cost_per_extra_target",),
            )
    alt = []
    if "alt_costs" in data:
        if not isinstance(data["alt_costs"], dict):
            raise CardFormatError("alt_costs — отображение имя → мана-стоимость", ("alt_costs",))
        for key, value in data["alt_costs"].items():
            try:
                alt.append((str(key), ManaCost.parse(str(value))))
            except ManaCostError:
                raise CardFormatError(
                    f"не читается стоимость «{value}»", ("alt_costs", key)
                ) from None
    abilities = keyword_abilities + abilities
    if "outlast" in data:
        abilities += (_outlast(data["outlast"]),)
    if "level_up" in data:
        abilities += (_level_up(data["level_up"]),)
    static += tuple(_level_bands(data))
    alt_words = []
    for key in ("dash", "flashback", "bestow"):
        # 702.108a dash, 702.33a flashback, 702.102a bestow: alternative costs with more rules
        if key in data:
            try:
                alt.append((key, ManaCost.parse(str(data[key]))))
            except ManaCostError:
                if key != "flashback":
                    raise CardFormatError(f"не читается стоимость «{data[key]}»", (key,)) from None
                # "Flashback—{R}{R}, Pay 3 life." (117.12): the mana part here, the words beside
                words = str(data[key]).strip().removeprefix("—")
                alt.append((key, cost_in_words(words, (key,)).mana))
                alt_words.append((key, words))
    morph = None
    morph_words = None
    if "morph" in data and "megamorph" in data:
        raise CardFormatError("у карты либо morph, либо megamorph", ("megamorph",))
    for key in ("morph", "megamorph"):
        # 702.36a-b: "Morph [cost]" / "Megamorph [cost]": cast face down for {3}, turn face up;
        # a cost in words ("Reveal a white card in your hand.") is read by ``cost_words``
        if key in data:
            if not str(data[key]).strip().removeprefix("—").strip():
                raise CardFormatError(
                    f"{key}: нет стоимости (702.36a: «Оборотень [стоимость]»; бесплатно — {{0}})",
                    (key,),
                )
            try:
                morph = ManaCost.parse(str(data[key]))
            except ManaCostError:
                morph_words = str(data[key]).strip().removeprefix("—")
                morph = cost_in_words(morph_words, (key,)).mana
    triggers = tuple(
        _trigger(t, ("triggers", i)) for i, t in enumerate(_list(data, "triggers", ()))
    )
    replacements = tuple(
        _replacement(r, ("replacements", i)) for i, r in enumerate(_list(data, "replacements", ()))
    )
    _check_reveal_linked(data, static)
    return CardDef(
        triggers=triggers,
        replacements=replacements,
        as_enters_choose=_as_enters(data),
        as_enters_words=_as_enters_words(data, triggers),
        name=name,
        name_ru=_string(data, "name_ru", ()),
        mana_cost=cost,
        color_indicator=indicator,
        types=types,
        subtypes=tuple(_string_list(data, "subtypes", ())),
        supertypes=supertypes,
        power=power,
        toughness=toughness,
        loyalty=loyalty,
        text=_string(data, "text", ()) or "",
        keywords=keywords,
        spell=spell,
        abilities=abilities,
        static=static,
        additional_cost=additional,
        cost_per_extra_target=per_target,
        alt_costs=tuple(alt),
        alt_words=tuple(alt_words),
        token=token,
        morph=morph,
        morph_words=morph_words,
        megamorph="megamorph" in data,
        back=_back_face(data, name),
        flip=_flip_half(data),
    )


# 113.1, 113.3: an emblem has abilities and no other characteristics
EMBLEM_KEYS = {"abilities", "static", "triggers", "replacements"}


def emblem_from_dict(data: Any, path: tuple = ()) -> CardDef:
    """``emblem: {static: […], triggers: […], replacements: […], abilities: […]}`` — the
    abilities of an emblem (113.1); a definition without name, types, mana cost or colour
    (113.3)."""
    if isinstance(data, CardDef):
        return data
    if not isinstance(data, dict) or not data or set(data) - EMBLEM_KEYS:
        raise CardFormatError(
            "emblem — способности эмблемы: static, triggers, replacements, abilities (113.1)",
            path,
        )
    try:
        card = card_from_dict({"name": "emblem", "types": ["Artifact"], **data})
    except CardFormatError as exc:
        raise CardFormatError(exc.message, path + tuple(exc.path)) from None
    return dataclasses.replace(card, name="", types=())


def _protection_parts(word: Any, path: tuple) -> tuple[Any, ...]:
    """ "Protection from A and from B" (702.16g) and "Protection from all colors" (702.16h)
    stand for separate protection abilities: one keyword each."""
    try:
        return protection_parts(word) if isinstance(word, str) else (word,)
    except ValueError as exc:
        raise CardFormatError(str(exc), path) from None


def _back_face(data: dict, front: str) -> CardDef | None:
    """``back:`` — the back face of a double-faced card (711): a card mapping of its own,
    without a mana cost (711.4b: its colours come from its colour indicator)."""
    if "back" not in data:
        return None
    value = data["back"]
    if not isinstance(value, dict):
        raise CardFormatError("back — оборотная сторона, отображение карты", ("back",))
    if "cost" in value:
        raise CardFormatError("у оборотной стороны нет мана-стоимости (711.4b)", ("back", "cost"))
    if "back" in value:
        raise CardFormatError("у оборотной стороны нет своей оборотной стороны", ("back", "back"))
    try:
        back = card_from_dict(value)
    except CardFormatError as exc:
        raise CardFormatError(exc.message, ("back",) + tuple(exc.path)) from None
    return dataclasses.replace(back, front_name=front)


def _flip_half(data: dict) -> CardDef | None:
    """``flip:`` — a flip card's alternative characteristics (709.1b): a card mapping with
    its own name, type line, text, power and toughness, but no mana cost or colour of its own
    (709.1c: they don't change when the permanent flips)."""
    if "flip" not in data:
        return None
    value = data["flip"]
    if not isinstance(value, dict):
        raise CardFormatError("flip — перевёрнутая половина, отображение карты", ("flip",))
    for key in ("cost", "color_indicator", "flip", "back", "halves"):
        if key in value:
            raise CardFormatError(
                f"у перевёрнутой половины нет своего «{key}» (709.1c)", ("flip", key)
            )
    if "back" in data or "halves" in data:
        raise CardFormatError(
            "переворачиваемая карта — не двусторонняя и не расщеплённая", ("flip",)
        )
    try:
        return card_from_dict(value)
    except CardFormatError as exc:
        raise CardFormatError(exc.message, ("flip",) + tuple(exc.path)) from None


def flipped_form(card: CardDef) -> CardDef:
    """709.2, 709.1c: a flipped permanent's characteristics — the alternative name, text, type
    line, power and toughness; the mana cost and colour of the card itself."""
    assert card.flip is not None
    return dataclasses.replace(
        card.flip, mana_cost=card.mana_cost, color_indicator=card.color_indicator
    )


def _split_card(data: dict, name: str) -> CardDef:
    """``halves:`` — a split card (708.1): two card mappings of its own, left then right; the
    card has only ``name``, ``name_ru``, ``text`` beside them (its other characteristics are
    its halves', 708.2)."""
    from .split_cards import SPLIT_KEYS, whole_card

    extra = sorted(set(data) - SPLIT_KEYS)
    if extra:
        raise CardFormatError(
            f"у расщеплённой карты рядом с halves только name, name_ru, text (708.2): «{extra[0]}»",
            (extra[0],),
        )
    value = data["halves"]
    if not isinstance(value, list) or len(value) != 2:
        raise CardFormatError("halves — две половины расщеплённой карты (708.1)", ("halves",))
    halves = []
    for i, half in enumerate(value):
        if isinstance(half, dict) and ("halves" in half or "back" in half):
            raise CardFormatError("половина расщеплённой карты — одна карта", ("halves", i))
        try:
            halves.append(card_from_dict(half, half=True))
        except CardFormatError as exc:
            raise CardFormatError(exc.message, ("halves", i) + tuple(exc.path)) from None
    for i, half in enumerate(halves):
        if half.is_permanent_card:
            raise CardFormatError(
                "половина расщеплённой карты — мгновенное заклинание или волшебство",
                ("halves", i, "types"),
            )
    if ("Fuse" in halves[0].keywords) != ("Fuse" in halves[1].keywords):
        raise CardFormatError("Слияние (702.101a) напечатано на обеих половинах", ("halves",))
    card = whole_card(name, _string(data, "name_ru", ()), (halves[0], halves[1]))
    text = _string(data, "text", ())
    return dataclasses.replace(card, text=text) if text else card


AS_ENTERS_CHOICES = (
    "color",
    "creature_type",
    "player",
    "opponent",
    "name",
    "nonland_name",
    "word",
)


def _as_enters(data: dict) -> str | None:
    """``as_enters: {choose: KIND}`` — "as ~ enters the battlefield, choose a color / a
    creature type / a player / an opponent" (614.1c); the abilities that say "the chosen …"
    are linked to it (607.2d)."""
    if "as_enters" not in data:
        return None
    value = data["as_enters"]
    keys = (
        {"choose", "words"}
        if isinstance(value, dict) and value.get("choose") == "word"
        else {"choose"}
    )
    if not isinstance(value, dict) or set(value) != keys:
        raise CardFormatError(
            "as_enters — {choose: ВИД} или {choose: word, words: [СЛОВА]}", ("as_enters",)
        )
    if value["choose"] not in AS_ENTERS_CHOICES:
        raise CardFormatError(
            f"as_enters.choose — одно из: {', '.join(AS_ENTERS_CHOICES)}", ("as_enters", "choose")
        )
    return str(value["choose"])


def _as_enters_words(data: dict, triggers: tuple[Trigger, ...]) -> tuple[str, ...]:
    """``as_enters: {choose: word, words: [Khans, Dragons]}`` — "As ~ enters the battlefield,
    choose Khans or Dragons." (614.12b); a trigger's ``chosen`` must be one of the words (the
    permanent has that ability only if the word was chosen)."""
    value = data.get("as_enters")
    words: tuple[str, ...] = ()
    if isinstance(value, dict) and value.get("choose") == "word":
        raw = value.get("words")
        if not isinstance(raw, list) or len(raw) < 2 or not all(isinstance(w, str) for w in raw):
            raise CardFormatError("as_enters.words — два слова или больше", ("as_enters", "words"))
        words = tuple(raw)
    for i, t in enumerate(triggers):
        if t.chosen is not None and t.chosen not in words:
            raise CardFormatError(
                f"chosen: «{t.chosen}» — не слово выбора as_enters", ("triggers", i, "chosen")
            )
    return words


def _level_up(value: Any) -> Ability:
    """702.86a: "Level up [cost]" means "[Cost]: put a level counter on this permanent;
    activate this ability only any time you could cast a sorcery"."""
    try:
        mana = ManaCost.parse(str(value))
    except ManaCostError:
        raise CardFormatError(f"не читается стоимость «{value}»", ("level_up",)) from None
    return Ability(
        ({"add_counters": {"kind": "level", "n": 1}, "on": "self"},),
        (),
        Cost(mana=mana),
        "sorcery",
        f"Level up {value}",
        keyword="Level up",
    )


def _level_bands(data: dict) -> list[dict]:
    """710.2: ``levels: [{from: 2, to: 6, power: 3, toughness: 3, grant: [First strike]}, …]``
    — each level symbol is a static ability: "as long as this creature has at least N1 (and
    at most N2) level counters on it, it's P/T and has [abilities]" (710.2a–b).  Each becomes
    a static ability of the card on itself (layers 6 and 7b)."""
    if "levels" not in data:
        return []
    bands = data["levels"]
    if not isinstance(bands, list):
        raise CardFormatError("levels — список полос уровней", ("levels",))
    out = []
    for i, band in enumerate(bands):
        path = ("levels", i)
        if not isinstance(band, dict):
            raise CardFormatError("полоса уровня — отображение {from, to, …}", path)
        _no_unknown(band, {"from", "to", "power", "toughness", "grant"}, path)
        low, high = band.get("from"), band.get("to")
        if not isinstance(low, int) or not (high is None or isinstance(high, int)):
            raise CardFormatError("from и to — числа жетонов уровня (to — не для N+)", path)
        static: dict = {"affects": {"self": True, "level": [low, high]}}
        if "power" in band or "toughness" in band:
            static["set_pt"] = {"power": band.get("power"), "toughness": band.get("toughness")}
        if "grant" in band:
            static["grant"] = band["grant"]
        out.append(_static(static, path))
    return out


def _outlast(value: Any) -> Ability:
    """702.106a: "Outlast [cost]" means "[Cost], {T}: put a +1/+1 counter on this creature;
    activate this ability only any time you could cast a sorcery"."""
    try:
        mana = ManaCost.parse(str(value))
    except ManaCostError:
        raise CardFormatError(f"не читается стоимость «{value}»", ("outlast",)) from None
    return Ability(
        ({"add_counters": {"kind": "+1/+1", "n": 1}, "on": "self"},),
        (),
        Cost(mana=mana, tap=True),
        "sorcery",
        f"Outlast {value}",
        keyword="Outlast",
    )


def _no_unknown(data: dict, allowed: set[str], path: tuple) -> None:
    for key in data:
        if key not in allowed:
            raise CardFormatError(
                f"неизвестный ключ «{key}»; допустимы: {', '.join(sorted(allowed))}", path + (key,)
            )


def _string(data: dict, key: str, path: tuple, required: bool = False) -> str | None:
    if key not in data:
        if required:
            raise CardFormatError(f"нет обязательного ключа «{key}»", path + (key,))
        return None
    value = data[key]
    if not isinstance(value, str):
        raise CardFormatError(f"«{key}» должно быть строкой", path + (key,))
    return value


def _list(data: dict, key: str, path: tuple) -> list:
    value = data.get(key, [])
    if not isinstance(value, list):
        raise CardFormatError(f"«{key}» должно быть списком", path + (key,))
    return value


def _string_list(data: dict, key: str, path: tuple) -> list[str]:
    out = _list(data, key, path)
    for i, v in enumerate(out):
        if not isinstance(v, str):
            raise CardFormatError("ожидается строка", path + (key, i))
    return out


def _pt(data: dict, key: str) -> str | None:
    value = data.get(key)
    if value is None:
        return None
    if isinstance(value, bool) or not isinstance(value, (int, str)):
        raise CardFormatError(f"«{key}» — число или «*»", (key,))
    text = str(value)
    if not text.lstrip("-").isdigit() and not _STAR_PT.fullmatch(text):
        # 208.2: a star ("*", "1+*") is defined by an ability of the card; anything else (a word,
        # "3.5", "∞") the engine cannot evaluate and would silently count as 0 (principle 5).
        raise CardFormatError(
            f"«{key}»: «{text}» — ожидается целое число, «*» или вид «1+*»", (key,)
        )
    return text


_STAR_PT = re.compile(r"(?:\d+[+-])?\*(?:²|[+-]\d+)?")


def _color(value: str, path: tuple) -> str:
    v = value.lower()
    if v in COLOR_BY_NAME:
        return COLOR_BY_NAME[v]
    if value.upper() in COLOR_BY_NAME.values():
        return value.upper()
    raise CardFormatError(f"неизвестный цвет «{value}»", path)


def _filter(value: Any, path: tuple) -> tuple[tuple[str, Any], ...]:
    if value is None:
        return ()
    if not isinstance(value, dict):
        raise CardFormatError("фильтр — отображение", path)
    _no_unknown(value, set(FILTER_KEYS), path)
    if "in_combat" in value and value["in_combat"] not in IN_COMBAT:
        raise CardFormatError(f"in_combat — одно из: {', '.join(IN_COMBAT)}", path + ("in_combat",))
    if "blocked" in value and not isinstance(value["blocked"], bool):
        raise CardFormatError("blocked — true или false", path + ("blocked",))
    if value.get("blocked") is False:
        # "unblocked" has one form, ``in_combat: unblocked`` (509.1h: an unblocked creature is
        # an attacking creature); ``blocked: false`` is read as the same value
        if value.get("in_combat", "attacking") != "attacking":
            raise CardFormatError(
                "blocked: false — это in_combat: unblocked; с другим in_combat не сочетается",
                path + ("blocked",),
            )
        value = {k: v for k, v in value.items() if k != "blocked"} | {"in_combat": "unblocked"}
    out = []
    for key in FILTER_KEYS:
        if key in value:
            v = value[key]
            if key in ("colors", "not_colors"):
                # "chosen": the colour chosen for the source (607.2d)
                v = tuple(sorted(c if c == "chosen" else _color(c, path + (key,)) for c in v))
            elif key == "any_of":
                if not isinstance(v, list) or len(v) < 2:
                    raise CardFormatError("any_of — список из двух и более фильтров", path + (key,))
                v = tuple(_filter(sub, path + (key, i)) for i, sub in enumerate(v))
            elif isinstance(v, list):
                v = tuple(v)
            elif key in ("toughness_at_most", "toughness_less_than") and isinstance(v, dict):
                # "with toughness X or less, where X is …" (608.2g: determined as it resolves)
                v = amount_value(v, path + (key,))
            out.append((key, v))
    return tuple(out)


def _target(value: Any, path: tuple) -> TargetSpec:
    if isinstance(value, str):
        value = {"kind": value}
    if not isinstance(value, dict):
        raise CardFormatError("цель — строка вида или отображение {kind, filter}", path)
    _no_unknown(value, {"kind", "filter", "text", "count"}, path)
    kind = value.get("kind")
    count_amount = None
    if kind not in TARGET_KINDS:
        raise CardFormatError(
            f"неизвестный вид цели «{kind}»; есть: {', '.join(TARGET_KINDS)}", path + ("kind",)
        )
    count = value.get("count", 1)
    if isinstance(count, dict) and set(count) == {"up_to"} and isinstance(count["up_to"], int):
        count = f"up_to:{count['up_to']}"  # "up to N target …" (stored as a string)
    elif (
        isinstance(count, dict)
        and set(count) == {"up_to"}
        and isinstance(count["up_to"], dict)
        and path[:1] == ("triggers",)
    ):
        # "up to X target creatures …, where X is …" of a triggered ability (603.3d)
        count_amount = amount_value(count["up_to"], path + ("count", "up_to"))
        count = "up_to:X"
    elif (
        isinstance(count, dict)
        and set(count) == {"exactly"}
        and isinstance(count["exactly"], int)
        and count["exactly"] > 1
    ):
        count = f"exactly:{count['exactly']}"  # "two target cards": exactly N (601.2c)
    elif count == "x":
        count = "up_to:x"  # "X target creatures": exactly X, the value announced (601.2b-c)
    elif count not in (1, "any"):
        raise CardFormatError(
            "count — 1, any («любое число целевых …»), {up_to: N} («до N целевых …»), "
            "{exactly: N} («N целевых …», N > 1) или x («X целевых …»)",
            path + ("count",),
        )
    return TargetSpec(
        kind,
        _filter(value.get("filter"), path + ("filter",)),
        value.get("text", ""),
        count,
        count_amount,
    )


def _cost(value: Any, path: tuple) -> Cost:
    """ "{1}{R}, {T}", a cost in words ("Sacrifice two lands", ``cost_words``) or a mapping
    {mana, tap, untap, pay_life, sacrifice_self, sacrifice, sacrifice_count, discard, reveal}."""
    if isinstance(value, str):
        parts = [p.strip() for p in value.split(",") if p.strip()]
        mapping: dict[str, Any] = {}
        for part in parts:
            if part == "{T}":
                mapping["tap"] = True
            elif part == "{Q}":
                mapping["untap"] = True
            elif part.startswith("{"):
                mapping["mana"] = mapping.get("mana", "") + part
            else:
                from .cost_words import CostWordsError, read

                try:
                    words = read(part)
                except CostWordsError as exc:
                    raise CardFormatError(f"не читается часть стоимости «{exc}»", path) from None
                for key, part_value in words.items():
                    if key in mapping:
                        raise CardFormatError(f"две одинаковые части стоимости «{key}»", path)
                    mapping[key] = part_value
        value = mapping
    if not isinstance(value, dict):
        raise CardFormatError("стоимость — строка «{1}{R}, {T}» или отображение", path)
    _no_unknown(
        value,
        {
            "mana",
            "tap",
            "untap",
            "pay_life",
            "sacrifice_self",
            "sacrifice",
            "discard",
            "discard_self",
            "tap_creatures_power",
            "exile_top",
            "sacrifice_count",
            "reveal",
            *WORD_COST_KEYS,
        },
        path,
    )
    tap_power = value.get("tap_creatures_power", 0)
    if isinstance(tap_power, bool) or not isinstance(tap_power, int) or tap_power < 0:
        raise CardFormatError(
            "tap_creatures_power — число: «поверните … существ общей силой N или больше»",
            path + ("tap_creatures_power",),
        )
    try:
        mana = ManaCost.parse(value.get("mana"))
    except ManaCostError:
        raise CardFormatError(
            f"не читается мана-стоимость «{value.get('mana')}»", path + ("mana",)
        ) from None
    sac = value.get("sacrifice")
    count = value.get("sacrifice_count", 1)
    if isinstance(count, bool) or not isinstance(count, int) or count < 1:
        raise CardFormatError("sacrifice_count — число не меньше 1", path + ("sacrifice_count",))
    reveal = value.get("reveal")
    return Cost(
        sacrifice_count=count,
        reveal=_filter(reveal, path + ("reveal",)) if reveal is not None else None,
        mana=mana,
        tap=_flag(value, "tap", path),
        untap=_flag(value, "untap", path),
        pay_life=_whole(value, "pay_life", 0, path),
        sacrifice_self=_flag(value, "sacrifice_self", path),
        sacrifice=_filter(sac, path + ("sacrifice",)) if sac is not None else None,
        discard=_whole(value, "discard", 0, path),
        discard_self=_flag(value, "discard_self", path),
        tap_creatures_power=tap_power,
        exile_top=_exile_top(value.get("exile_top", 0), path + ("exile_top",)),
        **_word_costs(value, path),
    )


def _whole(value: dict, key: str, default: int, path: tuple, low: int = 0) -> int:
    """A whole number of a card's mapping (``pay_life: 2``), ``low`` or more."""
    n = value.get(key, default)
    if isinstance(n, bool) or not isinstance(n, int) or n < low:
        raise CardFormatError(f"{key} — целое число не меньше {low}", path + (key,))
    return n


def _flag(value: dict, key: str, path: tuple) -> bool:
    """A yes/no key of a card's mapping (``tap: true``)."""
    flag = value.get(key, False)
    if not isinstance(flag, bool):
        raise CardFormatError(f"{key} — true или false", path + (key,))
    return flag


# the cost keys of 117.1 read by :func:`_word_costs` (issue 12b)
WORD_COST_KEYS = (
    "discard_random",
    "discard_filter",
    "remove_counters",
    "put_counters",
    "exile_self",
    "exile_from_graveyard",
    "exile_count",
    "tap_untapped",
    "tap_count",
    "return_to_hand",
    "return_count",
    "return_self",
    "discard_hand",
)
EXILE_SELF_ZONES = ("battlefield", "graveyard")


def _word_costs(value: dict, path: tuple) -> dict[str, Any]:
    """The non-mana cost parts of 117.1 beyond the older keys: counters removed from or put
    on the source, the source exiled, cards exiled from a graveyard, creatures tapped,
    permanents returned to a hand, a card discarded at random or of a kind."""
    out: dict[str, Any] = {}
    for key in ("exile_count", "tap_count", "return_count"):
        n = value.get(key, 1)
        if key == "exile_count" and n == "X":  # the X of the cost, chosen on activation (107.3)
            out[key] = n
            continue
        if isinstance(n, bool) or not isinstance(n, int) or n < 1:
            raise CardFormatError(f"{key} — число не меньше 1", path + (key,))
        out[key] = n
    for key in ("discard_filter", "exile_from_graveyard", "tap_untapped", "return_to_hand"):
        if value.get(key) is not None:
            out[key] = _filter(value[key], path + (key,))
    for key in ("remove_counters", "put_counters"):
        spec = value.get(key)
        if spec is None:
            continue
        n = spec.get("n", 1) if isinstance(spec, dict) else None
        any_number = key == "remove_counters" and n == "X"  # "any number of" (107.3)
        if (
            not isinstance(spec, dict)
            or set(spec) - {"kind", "n"}
            or not isinstance(spec.get("kind"), str)
            or not any_number
            and (isinstance(n, bool) or not isinstance(n, int) or n < 1)
        ):
            raise CardFormatError(
                f"{key} — {{kind: вид жетона, n: число не меньше 1}}", path + (key,)
            )
        out[key] = (spec["kind"], spec.get("n", 1))
    zone = value.get("exile_self")
    if zone is True:
        zone = "battlefield"
    if zone is not None and zone not in EXILE_SELF_ZONES:
        raise CardFormatError(
            "exile_self — true (с поля битвы) или graveyard (с кладбища)", path + ("exile_self",)
        )
    out["exile_self"] = zone
    if value.get("discard_random"):
        if not value.get("discard"):
            raise CardFormatError("discard_random — только вместе с discard: N", path)
        out["discard_random"] = True
    if "discard_filter" in out and not value.get("discard"):
        raise CardFormatError("discard_filter — только вместе с discard: N", path)
    out["return_self"] = bool(value.get("return_self"))
    out["discard_hand"] = bool(value.get("discard_hand"))
    return out


def _exile_top(value: Any, path: tuple) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or value < 0:
        raise CardFormatError("exile_top — число: «изгоните N верхних карт библиотеки»", path)
    return value


def cost_in_words(text: str, path: tuple = ()) -> Cost:
    """A keyword's cost written in words after its dash ("—Discard a card", 117.12) or a mana
    cost, as the one cost model (:class:`Cost`); raises :class:`CardFormatError`."""
    return _cost(str(text).strip().removeprefix("—"), path)


def _ability(value: Any, path: tuple, spell: bool = False) -> Ability:
    if not isinstance(value, dict):
        raise CardFormatError("способность — отображение", path)
    allowed = {"targets", "effects", "text"} | (
        {"modes", "choose"}
        if spell
        else {"cost", "loyalty", "timing", "activator", "per_turn", "only_if", "zone", "cost_less"}
    )
    _no_unknown(value, allowed, path)
    if spell and "modes" in value:
        if set(value) - {"modes", "text", "choose"}:
            raise CardFormatError(
                "у модального заклинания только modes (и text): цели и эффекты — в режимах", path
            )
        modes = tuple(
            _ability(m, path + ("modes", i), spell=True)
            for i, m in enumerate(_list(value, "modes", path))
        )
        if len(modes) < 2:
            raise CardFormatError("режимов должно быть хотя бы два", path + ("modes",))
        choose = value.get("choose", 1)
        if choose == "one_or_both" and len(modes) == 2:  # "Choose one or both —" (700.2)
            return Ability(
                (), (), Cost(), "instant", value.get("text", ""), modes, choose=2, choose_min=1
            )
        if not isinstance(choose, int) or isinstance(choose, bool) or not 1 <= choose < len(modes):
            raise CardFormatError(
                "choose — сколько разных режимов выбирается (1 или 2, меньше числа режимов; "
                "one_or_both — «один или оба» из двух)",
                path + ("choose",),
            )
        return Ability((), (), Cost(), "instant", value.get("text", ""), modes, choose=choose)
    targets = tuple(
        _target(t, path + ("targets", i)) for i, t in enumerate(_list(value, "targets", path))
    )
    for t in targets[:-1]:
        if t.count != 1:
            raise CardFormatError(
                "«любое число целей» может быть только последней целью", path + ("targets",)
            )
    effects = tuple(
        _effect(e, path + ("effects", i), len(targets))
        for i, e in enumerate(_list(value, "effects", path))
    )
    if not effects:
        raise CardFormatError("у способности должен быть хотя бы один эффект", path + ("effects",))
    cost = Cost()
    if not spell:
        if "loyalty" in value:
            loyalty = str(value["loyalty"]).replace("−", "-").strip()
            try:
                cost = (
                    Cost(loyalty=0, loyalty_x=True)
                    if loyalty == "-X"
                    else Cost(loyalty=int(loyalty))
                )
            except ValueError:
                raise CardFormatError(
                    "loyalty — число со знаком, например +1 или -3", path + ("loyalty",)
                ) from None
        elif "cost" in value:
            cost = _cost(value["cost"], path + ("cost",))
        else:
            raise CardFormatError("у активируемой способности должна быть cost или loyalty", path)
    timing = value.get("timing", "instant")
    if timing not in TIMINGS:
        raise CardFormatError(f"timing — одно из: {', '.join(TIMINGS)}", path + ("timing",))
    if cost.loyalty is not None:
        timing = "sorcery"  # 606.3
    activator = value.get("activator", "controller")
    if activator not in ("controller", "opponent"):
        raise CardFormatError("activator — controller или opponent", path + ("activator",))
    per_turn = value.get("per_turn")
    if per_turn is not None and (not isinstance(per_turn, int) or per_turn < 1):
        raise CardFormatError(
            "per_turn — сколько раз за ход можно активировать (602.5b)", path + ("per_turn",)
        )
    only_if = _condition(value["only_if"], path + ("only_if",)) if "only_if" in value else None
    # 112.6k: "Return ~ from your graveyard to …" — the ability works only in the graveyard
    zone = value.get("zone")
    if zone is not None and (zone != "graveyard" or cost.discard_self or cost.exile_self):
        raise CardFormatError(
            "zone — graveyard: способность действует только на кладбище (112.6k)",
            path + ("zone",),
        )
    cost_less = value.get("cost_less")
    if cost_less is not None and not (
        isinstance(cost_less, dict)
        and set(cost_less) == {"less", "per"}
        and isinstance(cost_less["less"], int)
        and cost_less["less"] > 0
        and isinstance(cost_less["per"], dict)
    ):
        raise CardFormatError(
            "cost_less — {less: N, per: КОЛИЧЕСТВО}: «costs {N} less to activate for each …» "
            "(602.2b, 601.2e)",
            path + ("cost_less",),
        )
    return Ability(
        effects,
        targets,
        cost,
        timing,
        value.get("text", ""),
        activator=activator,
        per_turn=per_turn,
        only_if=only_if,
        cost_less=cost_less,
        # 112.6i: "Discard this card" can be paid only from a hand: the ability works there
        zone=zone or ("hand" if cost.discard_self else cost.exile_self or "battlefield"),
    )


EFFECT_ARGS = {
    "give_poison": {"player"},
    "look_at_hand": set(),
    "look_at_face_down": set(),
    # by: another object deals it (608.2g); divided: among the targets (601.2d)
    "damage": {"to", "instead", "by", "divided"},
    "gain_life": {"player", "instead"},  # instead: {if, gain_life} (614.15)
    "lose_life": {"player"},
    "draw": {"player"},
    "discard": {"player", "random", "reveal_hand", "filter"},
    "destroy": {"cant_regenerate"},
    # except_chosen: N — "Choose up to N creatures. Destroy the rest." (chosen as it resolves)
    "destroy_all": {"cant_regenerate", "except_chosen"},
    # greatest: power | toughness — "a creature with the greatest power among creatures that
    # player controls" (701.14a, 608.2d)
    "sacrifice": {"player", "count", "exploit", "greatest"},
    # with_auras: "… and all Auras attached to it / them" (303.4: moved at once, 608.2c)
    "exile": {"linked", "until", "with_auras"},
    "return_to_hand": {"with_auras"},
    "put_onto_battlefield": {
        "tapped",
        "under",
        "counters",
        "face_down",
        "exile_if_leaves",
        "transformed",
        "attacking",
    },
    "manifest": {"player"},
    "transform": set(),
    "flip": set(),
    "fight": {"with"},
    "damage_each_other": {"characteristic"},
    "monstrosity": {"on"},
    "bolster": set(),
    "populate": set(),
    "proliferate": set(),
    "clash": {"if_win"},
    "detain": set(),
    "become_blocked": set(),
    # with_this_ability: "… except it has this ability" (706.9a: the triggered ability joins
    # the copiable values)
    "become_copy": {"to", "until", "with_this_ability"},
    "pair": set(),
    "ripple": set(),
    "fateseal": set(),
    "haunt": set(),
    "turn_face_down": set(),
    "vote": {"if_first", "otherwise"},
    "champion": set(),
    "delayed": set(),
    # "tapped [and attacking]" (508.4); or_graveyard: "from your hand or graveyard" (a card
    # of either zone, chosen as it resolves, 608.2d)
    "put_from_hand": {"tapped", "attacking", "or_graveyard"},
    "graveyards_as_yours": set(),
    "next_spell_cost_less": set(),
    "tap_or_untap": set(),
    "remove_from_combat": set(),
    # keywords: "…, except it has haste" (706.9a: part of the copiable values)
    # last_known: "a copy of that creature" after it left the battlefield (608.2g)
    "create_token_copy": {"keywords", "last_known"},
    "win_game": {"player"},
    "tap": set(),
    "untap": set(),
    "doesnt_untap_next": set(),
    # divided: among the targets as announced (601.2d); shares: [N, …] — a fixed number for
    # each target in order ("a +1/+1 counter on target creature, two … on another target …")
    # double: "double the number of +1/+1 counters on …" (121.2; the spec has no n)
    "add_counters": {"on", "divided", "shares", "double"},
    "remove_counters": {"on", "if_cant"},
    "move_counter": {"from", "to"},
    # tapped: "put … tapped …" (110.2); attacking: "that's tapped and attacking" (508.4)
    # this_way: destroyed | exiled — "for each creature destroyed this way, its controller
    # puts …" (608.2c; player: this_way_controllers)
    # pt_of: REF — "Its power is equal to that card's power and its toughness …" (110.5b)
    "create_token": {
        "count",
        "player",
        "attach_source",
        "tapped",
        "attacking",
        "this_way",
        "pt_of",
        "blocking",  # REF: "… that's blocking that creature" (509.7)
        "pt",  # NUMBER: an "X/X" token's power and toughness (110.5b, 608.2g)
    },
    "emblem": {"player"},  # player: who gets it (default: you; 113.2)
    "additional_land": {"player"},
    "counter": {"to"},  # to: exile — "exile it instead of putting it into … graveyard"
    # put_other: "put one onto the battlefield tapped and the other into your hand"
    "search_library": {"player", "put", "tapped", "count", "reveal", "put_other"},
    "mill": {"player"},
    # put_among: FILTER — "You may put any number of creature and/or land cards from among
    # them onto the battlefield" (608.2d: chosen as it resolves, the answer ``put``)
    "exile_from_top": {"may_play", "put_among"},
    # instead: {if, pump: REF, power, toughness} — "If it's an Aura, enchanted creature gets
    # +1/+0 until end of turn instead." (614.15: the instruction's own replacement)
    # or_pt: {power, toughness} — "gets +1/-1 or -1/+1 until end of turn": the controller
    # chooses one of the two changes as it resolves (608.2d)
    "pump": {"until", "instead", "or_pt"},
    "pump_all": {"until", "power", "toughness"},
    "grant": {"to", "until"},
    # combat: true — only combat damage (615.7); then: what follows each prevention (615.5)
    "prevent_damage": {"to", "combat", "then"},
    "additional_combat": set(),
    "damage_cant_be_prevented": set(),
    "cant_gain_life_this_turn": set(),
    "extra_turn": {"player", "skip"},
    # per_player: the amount counted from each player's side ("the number of creatures they
    # control", 608.2g: "you" of its filter is that player)
    "set_life": {"player", "per_player"},
    "shuffle_into_library": {"player"},
    "regenerate": set(),
    "attach": {"to"},
    # spend_only: "Spend this mana only to …" (106.6, engine/mana_apart.py)
    # keep: end_of_turn — "Until end of turn, you don't lose this mana …" (500.4)
    "add_mana": {"choice", "player", "times", "spend_only", "keep"},
    "scry": {"player"},
    "may": {"otherwise", "player", "then"},
    "shuffle": {"player"},  # "then that player shuffles his or her library"
    "become": {"to", "until"},
    "gain_control": {"until", "player"},  # player: who gains it (default: you)
    "exchange_control": set(),
    "change_text": {"words"},
    "copy_spell": {"new_targets", "count", "player"},
    "copy_ability": {"new_targets"},
    "hideaway": set(),
    "cast_copy": set(),
    "gain_activated_abilities": {"until"},
    "must_block": set(),
    "combat_rule": {"to", "this_combat"},
    "replacement": {"until"},  # until: your_next_turn (611.2a); by default this turn
    "cant_be_regenerated": set(),
    "exile_graveyards": {"player"},  # player: only that player's graveyard
    "remove_damage": set(),
    "leaves_to_exile": set(),
    "put_on_library": {"position", "depth"},
    "any_player_may": {"then"},
    # per: "{1} for each card in your graveyard", "{X}, where X is your devotion to blue" — a
    # count or amount, determined as it resolves (608.2g)
    # instead: {if: CONDITION} — "If …, counter that spell instead." (614.15: the
    # instructions ``otherwise`` without asking for the payment)
    # choose_x: "you may pay {X}" — X chosen as it resolves (107.3e)
    "may_pay": {"per_counter", "per", "otherwise", "then", "player", "instead", "choose_x"},
    "cast_card": {"rule", "cost", "optional", "else_to", "play"},
    "cascade": set(),
    # "Look at the top N cards of your library. Put K of them into your hand …" (401.2)
    "choose_target": set(),
    "look_at_top": {
        "take",
        "rest",
        "filter",
        "optional",
        "reveal",
        "reveal_taken",
        "player",
        "take_to",
    },
    # "Reveal the top card of your library. If it's a land card, put it onto the battlefield.
    # Otherwise, put it into your hand." (701.13a)
    "reveal_top": {"put", "else_to", "player"},  # player: "each player reveals …" (put: top)
}


def _effect(value: Any, path: tuple, n_targets: int) -> dict:
    if not isinstance(value, dict):
        raise CardFormatError("эффект — отображение с одним глаголом", path)
    verbs = [k for k in value if k in EFFECT_VERBS]
    if len(verbs) != 1:
        raise CardFormatError(
            f"в эффекте должен быть ровно один глагол из: {', '.join(EFFECT_VERBS)}", path
        )
    verb = verbs[0]
    if verb in ("copy_spell", "copy_ability") and value.get("new_targets", True) is not True:
        raise CardFormatError(
            "new_targets: true — «вы можете выбрать новые цели для копии» (706.10c)",
            path + ("new_targets",),
        )
    extra = set(value) - {verb} - EFFECT_ARGS[verb] - {"text", "if"}
    if verb == "add_counters" and "shares" in value:
        shares = value["shares"]
        if (
            not isinstance(shares, list)
            or not all(isinstance(n, int) and not isinstance(n, bool) and n >= 1 for n in shares)
            or value.get("on") != "each_target"
        ):
            raise CardFormatError(
                "shares — список чисел ≥ 1 по целям в их порядке, с on: each_target",
                path + ("shares",),
            )
    if verb == "add_counters" and value.get("divided") is not None:
        # "distribute N counters among one or two target creatures" (601.2d): announced as the
        # spell is cast or the ability activated (602.2b) or put on the stack (603.3d)
        if value["divided"] is not True or value.get("on") != "each_target":
            raise CardFormatError(
                "divided: true — только с on: each_target (601.2d)", path + ("divided",)
            )
    if verb == "damage" and value.get("divided") is not None:
        # 601.2d: the division is announced as a spell is cast (an ability's, 602.2b, 603.3d,
        # is not asked by the engine yet); it is divided among all the targets
        if (
            value["divided"] is not True
            or path[:1] != ("spell",)
            or value.get("to") != "each_target"
        ):
            raise CardFormatError(
                "divided: true — только у заклинания и только с to: each_target (601.2d)",
                path + ("divided",),
            )
    if "pump" == verb:
        extra -= {"power", "toughness"}
    if extra:
        raise CardFormatError(
            f"у «{verb}» нет параметра «{sorted(extra)[0]}»", path + (sorted(extra)[0],)
        )
    for key, number in list(value.items()):
        # "equal to its power", "where X is the number of …" (608.2g): checked amounts
        if isinstance(number, dict) and "amount" in number:
            value = {**value, key: amount_value(number, path + (key,))}
        elif isinstance(number, dict) and isinstance(number.get("of"), dict):
            if "amount" in number["of"]:
                of = amount_value(number["of"], path + (key, "of"))
                value = {**value, key: {**number, "of": of}}
    if "if" in value:
        # "If this spell was kicked, …": a condition of one instruction, checked as it is
        # followed (608.2c)
        value = dict(value)
        value["if"] = _condition(value["if"], path + ("if",))
    if verb == "may":
        body = value["may"]
        if not isinstance(body, list):
            raise CardFormatError("may — список эффектов", path + ("may",))
        value = dict(value)
        value["may"] = [_effect(e, path + ("may", i), n_targets) for i, e in enumerate(body)]
        for branch in ("otherwise", "then"):  # "If you don't, …" / "If you do, …" (608.2d)
            value[branch] = [
                _effect(e, path + (branch, i), n_targets)
                for i, e in enumerate(_list(value, branch, path))
            ]
    if verb == "prevent_damage" and "then" in value:
        # "If damage is prevented this way, ~ deals that much damage to …" (615.5)
        value = dict(value)
        value["then"] = [
            _effect(e, path + ("then", i), n_targets)
            for i, e in enumerate(_list(value, "then", path))
        ]
    if verb == "shuffle_into_library":
        zones = value["shuffle_into_library"]
        if (
            not isinstance(zones, list)
            or not zones
            or any(z not in ("hand", "graveyard", "battlefield") for z in zones)
        ):
            raise CardFormatError(
                "shuffle_into_library — список зон из hand, graveyard, battlefield "
                "(«замешайте вашу руку, кладбище и перманенты, которыми вы владеете, в библиотеку»)",
                path + ("shuffle_into_library",),
            )
    if verb == "discard" and "filter" in value:
        value = {**value, "filter": dict(_filter(value["filter"], path + ("filter",)))}
    if verb == "put_on_library" and value.get("position", "top") not in (
        "top",
        "bottom",
        "shuffle",
        "from_top",  # depth: N — "second from the top" (N cards above it)
        "top_or_bottom",  # "on the top or bottom of its owner's library": its controller chooses
    ):
        raise CardFormatError(
            "position — top, bottom, shuffle, from_top или top_or_bottom", path + ("position",)
        )
    if verb == "put_on_library" and (value.get("position") == "from_top") != ("depth" in value):
        raise CardFormatError("depth — только вместе с position: from_top", path + ("depth",))
    if verb == "put_on_library" and "depth" in value:
        depth = value["depth"]
        if depth == "X" or (isinstance(depth, dict) and "amount" in depth):
            pass  # "just beneath the top X cards", X of the text (608.2g)
        elif isinstance(depth, bool) or not isinstance(depth, int) or depth < 1:
            raise CardFormatError("depth — сколько карт над ней: число от 1", path + ("depth",))
    if verb == "exile_from_top":
        n = value["exile_from_top"]
        if n != "X" and (isinstance(n, bool) or not isinstance(n, int) or n < 1):
            raise CardFormatError("exile_from_top — число от 1 или X", path + ("exile_from_top",))
        if value.get("may_play", "end_of_turn") not in ("end_of_turn", "end_of_your_next_turn"):
            raise CardFormatError(
                "may_play — end_of_turn или end_of_your_next_turn", path + ("may_play",)
            )
        if "put_among" in value:
            if "may_play" in value:
                raise CardFormatError("put_among — без may_play", path + ("put_among",))
            value = {**value, "put_among": dict(_filter(value["put_among"], path + ("put_among",)))}
    if verb == "reveal_top":
        if value.get("put") not in REVEAL_TOP_PUT:
            raise CardFormatError(f"put — одно из: {', '.join(REVEAL_TOP_PUT)}", path + ("put",))
        if value.get("else_to", "top") not in REVEAL_TOP_ELSE:
            raise CardFormatError(
                f"else_to — одно из: {', '.join(REVEAL_TOP_ELSE)}", path + ("else_to",)
            )
    if verb == "search_library" and value.get("put_other", "hand") != "hand":
        raise CardFormatError("put_other — hand", path + ("put_other",))
    if verb == "look_at_top":
        if value.get("rest", "bottom") not in LOOK_REST:
            raise CardFormatError(f"rest — одно из: {', '.join(LOOK_REST)}", path + ("rest",))
        if value.get("take_to", "hand") not in ("hand", "graveyard", "battlefield"):
            raise CardFormatError("take_to — hand, graveyard или battlefield", path + ("take_to",))
        if "filter" in value:
            value = {**value, "filter": dict(_filter(value["filter"], path + ("filter",)))}
    if verb == "vote":
        words = value["vote"]
        if (
            not isinstance(words, list)
            or len(words) != 2
            or not all(isinstance(w, str) for w in words)
        ):
            raise CardFormatError(
                "vote — два слова, за которые голосуют игроки (701.29b): [A, B]", path + ("vote",)
            )
        value = dict(value)
        for branch in ("if_first", "otherwise"):
            value[branch] = [
                _effect(x, path + (branch, i), n_targets)
                for i, x in enumerate(_list(value, branch, path))
            ]
    if verb == "pair" and value["pair"] not in ("another", "that"):
        raise CardFormatError(
            "pair — another («с другим вашим неспаренным существом») или that (702.94a)",
            path + ("pair",),
        )
    if verb == "set_life":
        n = value["set_life"]
        if value.get("per_player") and not (isinstance(n, dict) and "amount" in n):
            raise CardFormatError("per_player — только с величиной (608.2g)", path + ("set_life",))
        if (not isinstance(n, int) or isinstance(n, bool)) and not (
            isinstance(n, dict) and "amount" in n
        ):
            raise CardFormatError(
                "set_life — целое число или величина («… life total becomes N», 118.5)",
                path + ("set_life",),
            )
    if verb == "cant_gain_life_this_turn" and value[verb] not in ("all", "opponents", "you"):
        raise CardFormatError(
            "cant_gain_life_this_turn — all (игроки), opponents (ваши оппоненты) или you (вы), "
            "101.2",
            path + (verb,),
        )
    if verb == "damage_cant_be_prevented" and value[verb] != "this_turn":
        raise CardFormatError(
            "damage_cant_be_prevented — this_turn («в этом ходу», 615.11)", path + (verb,)
        )
    if verb == "extra_turn" and "skip" in value:
        from .replacement_spec import SKIPPABLE_STEPS

        skip = value["skip"]
        if not isinstance(skip, list) or any(s not in SKIPPABLE_STEPS for s in skip):
            raise CardFormatError(
                f"skip — список шагов того хода, которые пропускаются: {', '.join(SKIPPABLE_STEPS)}",
                path + ("skip",),
            )
        value = {**value, "skip": tuple(skip)}
    if verb == "extra_turn":
        n = value["extra_turn"]
        if not isinstance(n, int) or isinstance(n, bool) or n < 1:
            raise CardFormatError(
                "extra_turn — сколько дополнительных ходов (целое число ≥ 1), 500.7",
                path + ("extra_turn",),
            )
    if verb == "clash":
        # 701.20b: "clash with an opponent. If you win, EFFECTS"
        if value["clash"] != "opponent":
            raise CardFormatError(
                "clash — opponent («столкнитесь с оппонентом»)", path + ("clash",)
            )
        value = dict(value)
        value["if_win"] = [
            _effect(e, path + ("if_win", i), n_targets)
            for i, e in enumerate(_list(value, "if_win", path))
        ]
    if verb == "damage" and "instead" in value:
        # 614.15: "… deals N damage instead if …" — a self-replacement effect of the spell
        # (``cant_be_prevented: true``: "… and the damage can't be prevented", 615.11)
        inst = value["instead"]
        if (
            not isinstance(inst, dict)
            or set(inst) - {"cant_be_prevented"} != {"if", "damage"}
            or inst.get("cant_be_prevented", True) is not True
        ):
            raise CardFormatError(
                "instead — {if: УСЛОВИЕ, damage: N, cant_be_prevented: true} "
                "(эффект самозамещения, 614.15; 615.11)",
                path + ("instead",),
            )
        value = dict(value)
        value["instead"] = {
            "if": _condition(inst["if"], path + ("instead", "if")),
            "damage": inst["damage"],
            **({"cant_be_prevented": True} if "cant_be_prevented" in inst else {}),
        }
    if verb == "pump" and "or_pt" in value:
        other = value["or_pt"]
        if (
            not isinstance(other, dict)
            or set(other) != {"power", "toughness"}
            or any(isinstance(v, bool) or not isinstance(v, int) for v in other.values())
        ):
            raise CardFormatError(
                "or_pt — {power: N, toughness: N}: второе изменение на выбор (608.2d)",
                path + ("or_pt",),
            )
    if verb == "pump" and "instead" in value:
        inst = value["instead"]
        if not isinstance(inst, dict) or set(inst) != {"if", "pump", "power", "toughness"}:
            raise CardFormatError(
                "instead — {if: УСЛОВИЕ, pump: ССЫЛКА, power: N, toughness: N} (614.15)",
                path + ("instead",),
            )
        value = dict(value)
        other = inst["pump"]
        if isinstance(other, dict) and set(other) == {"all"}:  # "enchanted creature"
            other = {"all": dict(_filter(other["all"], path + ("instead", "pump", "all")))}
        value["instead"] = {
            **inst,
            "pump": other,
            "if": _condition(inst["if"], path + ("instead", "if")),
        }
    if verb == "gain_life" and "instead" in value:
        # 614.15: "You gain 10 life instead if …" — a self-replacement effect of the spell
        inst = value["instead"]
        if not isinstance(inst, dict) or set(inst) != {"if", "gain_life"}:
            raise CardFormatError(
                "instead — {if: УСЛОВИЕ, gain_life: N} (эффект самозамещения, 614.15)",
                path + ("instead",),
            )
        value = dict(value)
        value["instead"] = {
            "if": _condition(inst["if"], path + ("instead", "if")),
            "gain_life": inst["gain_life"],
        }
    if verb == "any_player_may":
        # "any player may [A] or [B]. If a player does either, [C]" (Worms of the Earth)
        options = value["any_player_may"]
        if (
            not isinstance(options, list)
            or not options
            or not all(isinstance(o, list) and o for o in options)
        ):
            raise CardFormatError(
                "any_player_may — список вариантов, каждый — список эффектов",
                path + ("any_player_may",),
            )
        value = dict(value)
        value["any_player_may"] = [
            [_effect(e, path + ("any_player_may", i, j), n_targets) for j, e in enumerate(o)]
            for i, o in enumerate(options)
        ]
        value["then"] = [
            _effect(e, path + ("then", i), n_targets) for i, e in enumerate(value.get("then", []))
        ]
    if verb == "may_pay":
        # "you may pay COST (for each [kind] counter on ~); if you don't, EFFECTS" (702.23a,
        # 702.29a): the answer ``choose: {pay: true/false}``
        costs = value["may_pay"] if isinstance(value["may_pay"], list) else [value["may_pay"]]
        if not costs:
            raise CardFormatError("may_pay — стоимость или список стоимостей", path)
        if "choose_x" in value and (
            value["choose_x"] is not True or len(costs) != 1 or "X" not in str(costs[0])
        ):
            raise CardFormatError(
                "choose_x: true — только у стоимости с {X} (107.3e)", path + ("choose_x",)
            )
        for i, cost in enumerate(costs):  # mana or words (117.12); a list: one of them
            cost_in_words(str(cost), path + ("may_pay",) + ((i,) if len(costs) > 1 else ()))
        value = dict(value)
        for branch in ("otherwise", "then"):
            value[branch] = [
                _effect(e, path + (branch, i), n_targets)
                for i, e in enumerate(_list(value, branch, path))
            ]
        if "instead" in value:
            inst = value["instead"]
            if not isinstance(inst, dict) or set(inst) != {"if"} or not value["otherwise"]:
                raise CardFormatError(
                    "instead — {if: УСЛОВИЕ} (и otherwise: что сделать вместо вопроса, 614.15)",
                    path + ("instead",),
                )
            value["instead"] = {"if": _condition(inst["if"], path + ("instead", "if"))}
    if verb == "remove_counters" and "if_cant" in value:
        # "remove a fade counter from ~; if you can't, sacrifice it" (702.31a)
        value = dict(value)
        value["if_cant"] = [
            _effect(e, path + ("if_cant", i), n_targets)
            for i, e in enumerate(_list(value, "if_cant", path))
        ]
    if "until" in value and verb != "exile" and value["until"] not in DURATIONS:
        raise CardFormatError(f"until — одно из: {', '.join(DURATIONS)}", path + ("until",))
    if value.get("until") == "your_next_turn" and verb not in NEXT_TURN_VERBS:
        raise CardFormatError(
            f"until: your_next_turn — только у {', '.join(NEXT_TURN_VERBS)}", path + ("until",)
        )
    if verb == "grant":
        # 613.1f: a quoted ability granted by a spell or ability is checked now; the effect
        # keeps the plain value (the engine reads it with granted_ability as it resolves)
        items = value["grant"] if isinstance(value["grant"], list) else [value["grant"]]
        for i, item in enumerate(items):
            if isinstance(item, dict) and set(item) & {"activated", "triggered", "static"}:
                _granted(item, path + ("grant", i))
            if isinstance(item, dict) and "one_of" in item:  # chosen as it resolves (608.2d)
                options = item["one_of"]
                if set(item) != {"one_of"} or not isinstance(options, list) or len(options) < 2:
                    raise CardFormatError(
                        "one_of — список из двух и более ключевых слов", path + ("grant", i)
                    )
                for j, word in enumerate(options):
                    _keyword(word, path + ("grant", i, "one_of", j))
    if verb == "combat_rule":
        from ..engine.combat_rules import KINDS

        if value["combat_rule"] not in KINDS:
            raise CardFormatError(
                f"combat_rule — одно из: {', '.join(KINDS)}", path + ("combat_rule",)
            )
        if value.get("this_combat", True) is not True:
            raise CardFormatError(
                "this_combat: true — «в этом бою» (без него — «в этом ходу»)",
                path + ("this_combat",),
            )
        to = value.get("to", "target")
        if isinstance(to, dict):
            if set(to) != {"all"}:
                raise CardFormatError(
                    "to — ссылка или {all: ФИЛЬТР} (группа, 611.2c)", path + ("to",)
                )
            value = {**value, "to": {"all": dict(_filter(to["all"] or {}, path + ("to", "all")))}}
    if verb == "become":
        body = value["become"]
        if not isinstance(body, dict) or not body:
            raise CardFormatError("become — отображение частей эффекта", path + ("become",))
        _no_unknown(
            body,
            set(CONTINUOUS_PARTS) - {"control", "change_text", "pt_equal_to"},
            path + ("become",),
        )
        value = dict(value)
        value["become"] = continuous_parts(body, path + ("become",))
    if verb == "exchange_control":
        refs = value["exchange_control"]
        if not isinstance(refs, list) or len(refs) != 2:
            raise CardFormatError(
                "exchange_control — две ссылки: [target, target:2]", path + ("exchange_control",)
            )
    if verb == "change_text" and value.get("words", "color_or_basic_land_type") not in (
        "color_or_basic_land_type",
        "creature_type",
    ):
        raise CardFormatError(
            "words — color_or_basic_land_type или creature_type", path + ("words",)
        )
    if verb == "exile" and value.get("until", "source_leaves") != "source_leaves":
        raise CardFormatError(
            "until — source_leaves («пока … не покинет поле битвы», 610.3)", path + ("until",)
        )
    for key, ref in value.items():
        if (
            isinstance(ref, dict)
            and "linked" in ref
            and (set(ref) - {"linked", "one"} or not isinstance(ref["linked"], str))
        ):
            raise CardFormatError(
                "ссылка на связанную способность — {linked: КЛЮЧ} или {linked: КЛЮЧ, one: ФИЛЬТР} "
                "(«одна карта [ФИЛЬТР], изгнанная …»)",
                path + (key,),
            )
    if verb == "delayed":
        value = dict(value)
        value["delayed"] = _delayed(value["delayed"], path + ("delayed",))
    if verb == "put_onto_battlefield" and value.get("under", "you") not in ("you", "owner"):
        raise CardFormatError(
            "under — you или owner («под контролем владельца»)", path + ("under",)
        )
    if verb == "create_token":
        token = value["create_token"]
        value = dict(value)
        value["create_token"] = (
            card_from_dict(token, token=True) if isinstance(token, dict) else token
        )
        if not isinstance(value["create_token"], CardDef):
            raise CardFormatError(
                "create_token — описание фишки в формате карты", path + ("create_token",)
            )
    if verb == "additional_land" and value["additional_land"] != "this_turn":
        raise CardFormatError(
            "additional_land — this_turn («в этом ходу», 305.2)", path + ("additional_land",)
        )
    if verb == "emblem":
        value = dict(value)
        value["emblem"] = emblem_from_dict(value["emblem"], path + ("emblem",))
    if verb == "replacement":  # an effect that lasts this turn (Fog, Circle of Protection)
        value = dict(value)
        value["replacement"] = _replacement(
            value["replacement"], path + ("replacement",), n_targets
        )
        for key in ("of", "source", "player"):
            _check_refs(
                {key: getattr(value["replacement"], key)}, path + ("replacement",), n_targets
            )
        if "target" in value["replacement"].to:
            _check_refs({"to": "target"}, path + ("replacement",), n_targets)
        return value
    value = _normalise_filters(value, path)
    _check_refs(value, path, n_targets)
    return value


def _replacement(value: Any, path: tuple, n_targets: int = 0) -> ReplacementSpec:
    try:
        return replacement_from_dict(
            value, path, _filter, lambda e, p: _effect(e, p, max(n_targets, 0))
        )
    except ReplacementSpecError as exc:
        raise CardFormatError(exc.message, exc.path) from None


FILTER_VERBS = (
    "destroy_all",
    "pump_all",
    "sacrifice",
    "search_library",
    "put_from_hand",
    "reveal_top",
)


def _normalise_filters(effect: dict, path: tuple) -> dict:
    """Filters inside effects get the same validation and colour names as target filters."""
    out = dict(effect)
    for key, value in effect.items():
        if key in FILTER_VERBS and isinstance(value, dict):
            out[key] = dict(_filter(value, path + (key,)))
        elif isinstance(value, dict) and set(value) == {"from_hand"}:
            # "a [nonland] card from your hand" without targeting (Chrome Mox's imprint)
            out[key] = {"from_hand": dict(_filter(value["from_hand"], path + (key, "from_hand")))}
        elif isinstance(value, dict) and set(value) - {"chooser"} == {"from_graveyard"}:
            # "a creature card and a land card from your graveyard" (608.2d: no target)
            if not isinstance(value["from_graveyard"], list) or not value["from_graveyard"]:
                raise CardFormatError(
                    "from_graveyard — список описаний карт", path + (key, "from_graveyard")
                )
            if value.get("chooser", "opponent") != "opponent":
                raise CardFormatError("chooser — opponent", path + (key, "chooser"))
            out[key] = {
                **value,
                "from_graveyard": [
                    dict(_filter(f, path + (key, "from_graveyard", i)))
                    for i, f in enumerate(value["from_graveyard"])
                ],
            }
        elif isinstance(value, dict) and set(value) == {"graveyard_cards"}:
            # "each creature card with converted mana cost X or less from your graveyard": the
            # controller's graveyard cards that fit as the instruction is followed (608.2c)
            out[key] = {
                "graveyard_cards": dict(
                    _filter(value["graveyard_cards"], path + (key, "graveyard_cards"))
                )
            }
        elif isinstance(value, dict) and set(value) in ({"all"}, {"one"}):
            (kind,) = value
            out[key] = {kind: dict(_filter(value[kind], path + (key, kind)))}
    return out


def _check_refs(effect: dict, path: tuple, n_targets: int) -> None:
    for key, value in effect.items():
        if (
            isinstance(value, str)
            and value.startswith("target")
            and value not in ("target_controller", "target_player", "target_cmc", "target_owner")
        ):
            number = value.split(":")[1] if ":" in value else "1"
            if not number.isdigit():
                raise CardFormatError(
                    f"ссылка «{value}»: после «target:» — номер цели", path + (key,)
                )
            index = int(number)
            if index > n_targets:
                raise CardFormatError(
                    f"ссылка «{value}», а целей у способности {n_targets}", path + (key,)
                )


def _delayed(value: Any, path: tuple) -> dict:
    """603.7: ``{at: EVENT, effects: […], until: end_of_turn}`` — a delayed triggered ability."""
    if not isinstance(value, dict):
        raise CardFormatError("delayed — отображение {at, effects}", path)
    _no_unknown(value, {"at", "effects", "targets", "until", "text", "that"}, path)
    if value.get("at") not in DELAYED_AT:
        raise CardFormatError(f"at — одно из: {', '.join(DELAYED_AT)}", path + ("at",))
    if value.get("that", "target") != "target":
        raise CardFormatError(
            "that — только target («то существо» — цель создающей способности)", path + ("that",)
        )
    if value.get("until", "end_of_turn") not in ("end_of_turn", "next_this_turn"):
        raise CardFormatError(
            "until — end_of_turn («в этом ходу», 603.7b) или next_this_turn («в следующий раз "
            "в этом ходу»: один раз, 603.7b)",
            path + ("until",),
        )
    body = {k: v for k, v in value.items() if k in ("targets", "effects", "text")}
    return {
        "at": value["at"],
        "until": value.get("until"),
        "that": value.get("that"),
        "ability": _ability(body, path, spell=True),
    }


def _trigger(value: Any, path: tuple) -> Trigger:
    if not isinstance(value, dict):
        raise CardFormatError(
            "срабатывающая способность — отображение {when, if, targets, effects}", path
        )
    _no_unknown(
        value, {"when", "if", "of", "targets", "effects", "text", "modes", "chosen", "zone"}, path
    )
    when = value.get("when")
    if when not in TRIGGER_EVENTS:
        raise CardFormatError(
            f"неизвестное событие срабатывания «{when}»; есть: {', '.join(TRIGGER_EVENTS)}",
            path + ("when",),
        )
    condition = _condition(value["if"], path + ("if",)) if "if" in value else None
    # "choose one —" (700.2b): the mode is chosen as the ability is put on the stack
    body = {k: v for k, v in value.items() if k in ("targets", "effects", "text", "modes")}
    ability = _ability(body, path, spell=True)
    if when == "state" and condition is None:
        raise CardFormatError(
            "у срабатывания от состояния (when: state) должно быть условие if (603.8)", path
        )
    of = _filter(value.get("of"), path + ("of",)) if "of" in value else ()
    chosen = value.get("chosen")
    if chosen is not None and not isinstance(chosen, str):
        raise CardFormatError(
            "chosen — слово, выбранное при выходе на поле битвы", path + ("chosen",)
        )
    zone = value.get("zone", "battlefield")
    if zone not in ("battlefield", "graveyard"):
        raise CardFormatError(
            "zone — graveyard: способность действует только на кладбище (112.6k)",
            path + ("zone",),
        )
    return Trigger(when, ability, condition, value.get("text", ""), None, of, chosen, zone)


PROWESS = Trigger(
    "you_cast_noncreature_spell",
    Ability(({"pump": "self", "power": 1, "toughness": 1, "until": "end_of_turn"},)),
    None,
    "Prowess",
    "702.107a",
)
# 702.109a: "When this creature enters the battlefield, you may sacrifice a creature."
EXPLOIT = Trigger(
    "enters_battlefield",
    Ability(
        ({"may": [{"sacrifice": {"types": ("Creature",)}, "exploit": True}], "otherwise": []},)
    ),
    None,
    "Exploit",
    "702.109a",
)
# triggered abilities that keywords stand for
KEYWORD_TRIGGERS = {"Prowess": PROWESS, "Exploit": EXPLOIT}


STATIC_EXTRA_KEYS = {
    "affects",
    "if",
    "text",
    "except",
    "zones",
    "of",
    "only_own_abilities",
    "caster",  # who casts the spells a spells_cost_less/more static is about (601.2e)
    # spells_cost_less: "… for each creature it targets" — times the spell's distinct targets
    # that fit this filter (601.2c: chosen before the total cost, 601.2e)
    "per_target",
}
# who casts the spells of ``spells_cost_less`` / ``spells_cost_more`` (601.2e)
SPELL_COST_CASTERS = ("you", "opponents", "all")
# where the objects a continuous static ability affects may be (613 applies in every zone; a
# static ability affects only permanents unless its text says otherwise, 611.3a)
EFFECT_ZONES = ("battlefield", "stack", "hand", "library", "graveyard", "exile", "command")
SUBTYPE_PARTS = ("add_subtypes", "set_subtypes")


def _static(value: Any, path: tuple) -> dict:
    """A static ability: one non-continuous kind (``cant_gain_life`` …), a characteristic-
    defining ``pt_equal_to``, or a continuous effect of one or more parts (``CONTINUOUS_PARTS``)
    with ``affects`` (which objects, re-evaluated continuously: 611.3a) and an optional ``if``
    condition ("as long as …", "during your turn")."""
    if not isinstance(value, dict):
        raise CardFormatError(
            f"статическая способность — отображение с одним из: {', '.join(STATIC_KINDS)}", path
        )
    kinds = [k for k in value if k in STATIC_KINDS]
    parts = [k for k in kinds if k in CONTINUOUS_PARTS]
    others = [k for k in kinds if k not in CONTINUOUS_PARTS]
    if not kinds or (others and len(kinds) != 1):
        raise CardFormatError(
            f"статическая способность — отображение с одним из: {', '.join(STATIC_KINDS)} "
            f"(части продолжительного эффекта — {', '.join(CONTINUOUS_PARTS)} — можно сочетать)",
            path,
        )
    if "damage_as" in value:
        return _damage_as(value, path)
    _no_unknown(value, set(STATIC_KINDS) | STATIC_EXTRA_KEYS, path)
    value = dict(value)
    if "pt_equal_to" in value and parts == ["pt_equal_to"] and "affects" not in value:
        value["pt_equal_to"] = _pt_expression(value["pt_equal_to"], path + ("pt_equal_to",))
        return value
    if parts:
        value["affects"] = _filter(value.get("affects"), path + ("affects",))
        value.update(continuous_parts(value, path))
    if "zones" in value:
        zones = value["zones"]
        if (
            not parts
            or not isinstance(zones, list)
            or not zones
            or any(z not in EFFECT_ZONES for z in zones)
        ):
            raise CardFormatError(
                "zones — список зон, где находятся объекты, на которые действует продолжительный "
                f"эффект: {', '.join(EFFECT_ZONES)}",
                path + ("zones",),
            )
        value["zones"] = tuple(z for z in EFFECT_ZONES if z in zones)
    if "if" in value:
        value["if"] = _condition(value["if"], path + ("if",))
    for key in (
        "spells_cant_be_countered",
        "untap_during_others",
        "combat_damage_by_toughness",
        "attach_only_to",
        "entering_dont_trigger",
        "cant_activate",
        "cant_activate_unless_mana",
    ):
        if key in value:
            value[key] = dict(_filter(value[key], path + (key,)))
    if "may_look_at" in value:
        looks = value["may_look_at"]
        if (
            not isinstance(looks, list)
            or not looks
            or any(x not in ("top_of_library", "face_down_opponents") for x in looks)
        ):
            raise CardFormatError(
                "may_look_at — список из top_of_library, face_down_opponents",
                path + ("may_look_at",),
            )
        value["may_look_at"] = tuple(looks)
    if "cant_enter_battlefield" in value:
        value["cant_enter_battlefield"] = _filter(
            value["cant_enter_battlefield"], path + ("cant_enter_battlefield",)
        )
    if "max_draws_per_turn" in value and not (
        isinstance(value["max_draws_per_turn"], int)
        and not isinstance(value["max_draws_per_turn"], bool)
        and value["max_draws_per_turn"] >= 1
    ):
        raise CardFormatError(
            "max_draws_per_turn — число карт, не меньше 1", path + ("max_draws_per_turn",)
        )
    if "cant_play_lands" in value and value["cant_play_lands"] not in ("any", "opponent", "you"):
        raise CardFormatError(
            "cant_play_lands — any (игроки), opponent (ваши оппоненты) или you (вы)",
            path + ("cant_play_lands",),
        )
    if "you_have" in value:
        from .protection import PREFIX, ProtectionWordError, quality_of

        have = value["you_have"]
        ok = isinstance(have, list) and bool(have)
        try:
            ok = ok and all(
                k in PLAYER_KEYWORDS or (str(k).startswith(PREFIX) and quality_of(str(k)))
                for k in have
            )
        except ProtectionWordError:
            ok = False
        if not ok:
            raise CardFormatError(
                "you_have — список ключевых слов, которые имеет контроллер: Защита («You have "
                "protection from …», 702.16), Hexproof (702.11c), Shroud (702.18a)",
                path + ("you_have",),
            )
        value["you_have"] = tuple(str(k) for k in have)
    if "cant_cast" in value:
        value["cant_cast"] = _cant_cast(value["cant_cast"], path + ("cant_cast",))
    if "max_hand_size" in value:
        change = value["max_hand_size"]
        if (
            not isinstance(change, dict)
            or set(change) != {"who", "change"}
            or change["who"] not in CANT_CAST_WHO
            or isinstance(change["change"], bool)
            or not isinstance(change["change"], int)
        ):
            raise CardFormatError(
                "max_hand_size — {who: " + " | ".join(CANT_CAST_WHO) + ", change: ±N} (402.2)",
                path + ("max_hand_size",),
            )
    if "enters_as_copy" in value:
        value["enters_as_copy"] = _filter(value["enters_as_copy"], path + ("enters_as_copy",))
        exc = value.get("except") or {}
        if not isinstance(exc, dict) or set(exc) - {"power", "toughness"}:
            raise CardFormatError(
                "except — {power, toughness}: исключения копии (706.9b)", path + ("except",)
            )
    cost_key = next(
        (
            k
            for k in ("spells_cost_less", "spells_cost_more", "spells_cost_less_colored")
            if k in value
        ),
        None,
    )
    if cost_key is not None:
        n = value[cost_key]
        if cost_key == "spells_cost_less_colored":
            if not isinstance(n, str) or not re.fullmatch(r"(\{[WUBRG]\})+", n):
                raise CardFormatError(
                    f"{cost_key} — цветные символы маны, на которые заклинания дешевле "
                    "(например «{B}{R}», 601.2e)",
                    path + (cost_key,),
                )
        elif isinstance(n, bool) or not isinstance(n, int) or n < 1:
            raise CardFormatError(
                f"{cost_key} — сколько общей маны меньше или больше (целое число ≥ 1)",
                path + (cost_key,),
            )
        value["of"] = _filter(value.get("of"), path + ("of",))
        if "per_target" in value:
            if cost_key != "spells_cost_less":  # not of the coloured reduction either
                raise CardFormatError(
                    "per_target — только у spells_cost_less", path + ("per_target",)
                )
            value["per_target"] = _filter(value["per_target"], path + ("per_target",))
        if value.get("caster", "you") not in SPELL_COST_CASTERS:
            raise CardFormatError(
                "caster — кто разыгрывает заклинания: " + " | ".join(SPELL_COST_CASTERS),
                path + ("caster",),
            )
    elif "cast_from_graveyard" in value:
        if value["cast_from_graveyard"] != "self":
            raise CardFormatError(
                "cast_from_graveyard — self («вы можете разыгрывать эту карту со своего кладбища», "
                "112.6e)",
                path + ("cast_from_graveyard",),
            )
    elif "cast_as_though_flash" in value:
        if value["cast_as_though_flash"] not in ("you", "all", "self"):
            raise CardFormatError(
                "cast_as_though_flash — you (вы можете разыгрывать …), all (любой игрок …) или "
                "self (эту карту, 112.6d)",
                path + ("cast_as_though_flash",),
            )
        value["of"] = _filter(value.get("of"), path + ("of",))
        if "caster" in value:
            raise CardFormatError("caster — только у spells_cost_less/more", path + ("caster",))
    elif "spells_have" in value:
        if value["spells_have"] != "Convoke":
            raise CardFormatError(
                "spells_have — Convoke (заклинания, которые вы разыгрываете, имеют Созыв, 702.50a)",
                path + ("spells_have",),
            )
        value["of"] = _filter(value.get("of"), path + ("of",))
        if "caster" in value or "per_target" in value:
            raise CardFormatError("caster — только у spells_cost_less/more", path + ("caster",))
    elif "of" in value or "caster" in value or "per_target" in value:
        raise CardFormatError(
            "of и caster — только у spells_cost_less и spells_cost_more", path + ("of",)
        )
    if "dash_cost_less" in value:
        n = value["dash_cost_less"]
        if isinstance(n, bool) or not isinstance(n, int) or n < 1:
            raise CardFormatError(
                "dash_cost_less — на сколько общей маны дешевле стоимость Рывка (целое ≥ 1)",
                path + ("dash_cost_less",),
            )
    if "equip_cost_less" in value:
        spec = value["equip_cost_less"]
        if not (
            isinstance(spec, dict)
            and set(spec) == {"less", "if_target"}
            and isinstance(spec["less"], int)
            and not isinstance(spec["less"], bool)
            and spec["less"] >= 1
        ):
            raise CardFormatError(
                "equip_cost_less — {less: N, if_target: ФИЛЬТР} (602.2b, 601.2e)",
                path + ("equip_cost_less",),
            )
        value["equip_cost_less"] = {
            "less": spec["less"],
            "if_target": _filter(spec["if_target"], path + ("equip_cost_less", "if_target")),
        }
    if "self_cost_less" in value:
        less = value["self_cost_less"]
        if isinstance(less, dict) and "amount" in less:
            value["self_cost_less"] = amount_value(less, path + ("self_cost_less",))
        elif not (
            (isinstance(less, int) and not isinstance(less, bool) and less >= 1)
            or (
                isinstance(less, dict)
                and set(less) == {"of", "times"}
                and isinstance(less["times"], int)
            )
        ):
            raise CardFormatError(
                "self_cost_less — N, {of: ЧТО СЧИТАТЬ, times: N} или amount (601.2e)",
                path + ("self_cost_less",),
            )
    if "cast_only" in value:
        from ..engine.cast_only import WHEN

        if value["cast_only"] not in WHEN or (value["cast_only"] == "any" and "if" not in value):
            raise CardFormatError(
                "cast_only — " + " | ".join(WHEN) + " (any — только с if)", path + ("cast_only",)
            )
    if "optional_reveal" in value:
        value["optional_reveal"] = _filter(value["optional_reveal"], path + ("optional_reveal",))
    if "spend_mana_as" in value:
        value["spend_mana_as"] = _spend_mana_as(value["spend_mana_as"], path + ("spend_mana_as",))
    if "only_own_abilities" in value and (
        "spend_mana_as" not in value or value["only_own_abilities"] is not True
    ):
        raise CardFormatError(
            "only_own_abilities: true — только у spend_mana_as («чтобы оплатить стоимости "
            "активации способностей этого перманента»)",
            path + ("only_own_abilities",),
        )
    for flag in (
        "damage_cant_be_prevented",
        "cant_lose",
        "no_loss_for_zero_life",
        "begin_on_battlefield",
        "reveal_first_draw",
        "no_max_hand_size",
    ):
        if flag in value and value[flag] is not True:
            raise CardFormatError(f"{flag}: true", path + (flag,))
    return value


CANT_CAST_WHO = ("all", "you", "opponents", "enchanted_player")


def _cant_cast(value: Any, path: tuple) -> dict:
    """``cant_cast``: {who, of, more_than, during} — who can't cast which spells (101.2)."""
    # "defending_player": the player the source attacks (506.2; Wardscale Dragon)
    who = (*CANT_CAST_WHO, "defending_player")
    if not isinstance(value, dict) or value.get("who") not in who:
        raise CardFormatError(
            "cant_cast — {who: " + " | ".join(who) + ", of: ФИЛЬТР, more_than: N, "
            "during: your_turn | combat}",
            path,
        )
    _no_unknown(value, {"who", "of", "more_than", "during"}, path)
    out = dict(value)
    if "of" in out:
        out["of"] = _filter(out["of"], path + ("of",))
    n = out.get("more_than")
    if n is not None and (isinstance(n, bool) or not isinstance(n, int) or n < 1):
        raise CardFormatError("more_than — целое число ≥ 1", path + ("more_than",))
    if out.get("during", "your_turn") not in ("your_turn", "combat"):
        raise CardFormatError("during — your_turn или combat", path + ("during",))
    return out


SPEND_AS = ("any_color", "colorless")
# keywords a player can have besides protection ("You have hexproof", 702.11c; shroud, 702.18a)
PLAYER_KEYWORDS = ("Hexproof", "Shroud")


def _spend_mana_as(value: Any, path: tuple) -> dict[str, str]:
    """ "You may spend white mana as though it were mana of any color. You may spend other
    mana only as though it were colorless mana." (609.4; Celestial Dawn): a colour name or
    ``other`` (the colours not named) -> ``any_color`` or ``colorless``."""
    keys = (*COLOR_BY_NAME, "other")
    if (
        not isinstance(value, dict)
        or not value
        or any(k not in keys for k in value)
        or any(v not in SPEND_AS for v in value.values())
    ):
        raise CardFormatError(
            f"spend_mana_as — {{цвет или other: {' или '.join(SPEND_AS)}}}; цвета: "
            + ", ".join(COLOR_BY_NAME),
            path,
        )
    return dict(value)


def _damage_as(value: dict, path: tuple) -> dict:
    """ "All damage is dealt as though its source had wither" (Everlasting Torment); "… dealt to
    you as though its source had infect" while life <= 0 (Phyrexian Unlife)."""
    _no_unknown(value, {"damage_as", "to", "if", "text"}, path)
    if value["damage_as"] not in ("wither", "infect"):
        raise CardFormatError("damage_as — wither или infect", path + ("damage_as",))
    if value.get("to", "any") not in ("any", "you"):
        raise CardFormatError("to — any или you", path + ("to",))
    cond = value.get("if")
    if cond is not None and (not isinstance(cond, dict) or set(cond) != {"life_at_most"}):
        raise CardFormatError("if — {life_at_most: N}", path + ("if",))
    return value


def _pt_expression(value: Any, path: tuple) -> dict:
    """``pt_equal_to``: an expression for both, or ``{power: X, toughness: X}``; X is a count name
    (COUNT_EXPRESSIONS), ``{count: FILTER}`` (permanents you control that match), or
    ``{of: X, times: N, plus: N}``."""
    if isinstance(value, dict) and set(value) <= {"power", "toughness"} and value:
        return {k: _count(v, path + (k,)) for k, v in value.items()}
    one = _count(value, path)
    return {"power": one, "toughness": one}


def _count(value: Any, path: tuple) -> dict:
    if isinstance(value, dict) and "amount" in value:
        return {"of": amount_value(value, path), "times": 1, "plus": 0}
    if isinstance(value, str):
        if value not in COUNT_EXPRESSIONS:
            raise CardFormatError(
                f"pt_equal_to — одно из: {', '.join(COUNT_EXPRESSIONS)}, "
                "{count: ФИЛЬТР} или {of: …, times: N, plus: N}",
                path,
            )
        return {"of": value, "times": 1, "plus": 0}
    if isinstance(value, dict) and "count" in value:
        _no_unknown(value, {"count", "times", "plus"}, path)
        return {
            "of": {"count": dict(_filter(value["count"], path + ("count",)))},
            "times": _whole(value, "times", 1, path),
            "plus": _whole(value, "plus", 0, path),
        }
    if isinstance(value, dict) and "of" in value:
        _no_unknown(value, {"of", "times", "plus"}, path)
        inner = _count(value["of"], path + ("of",))
        return {
            "of": inner["of"],
            "times": _whole(value, "times", 1, path) * inner["times"],
            "plus": _whole(value, "plus", 0, path) + inner["plus"],
        }
    raise CardFormatError("pt_equal_to: не читается выражение", path)


def amount_value(value: Any, path: tuple) -> dict:
    """An amount (``engine/amounts.py``): ``{amount: KIND, …}`` with the keys its kind takes
    (608.2g, 611.3a, 700.5)."""
    if not isinstance(value, dict) or value.get("amount") not in AMOUNT_KINDS:
        raise CardFormatError(f"amount — одно из: {', '.join(AMOUNT_KINDS)}", path)
    kind = value["amount"]
    allowed = {
        "power": {"object"},
        "toughness": {"object"},
        "mana_value": {"object"},
        "counters": {"object", "kind"},
        "permanents": {"filter"},
        "cards": {"zone", "player", "filter"},
        "devotion": {"colors"},
        "basic_land_types": set(),
        "life": {"player"},
        "colors_among_permanents": set(),
        "greatest": {"characteristic", "filter"},
        "counters_among": {"kind", "filter"},
    }[kind]
    # x: the X of "…, where X is …" — one number for the whole resolution (107.3, 608.2g)
    _no_unknown(value, allowed | {"amount", "x"}, path)
    out = dict(value)
    if kind == "cards" and value.get("zone") not in AMOUNT_ZONES:
        raise CardFormatError(f"zone — одно из: {', '.join(AMOUNT_ZONES)}", path + ("zone",))
    if kind == "devotion" and (
        not isinstance(value.get("colors"), list)
        or not value["colors"]
        or any(c not in ("white", "blue", "black", "red", "green") for c in value["colors"])
    ):
        raise CardFormatError("colors — список цветов (700.5)", path + ("colors",))
    if kind in ("counters", "counters_among") and not isinstance(value.get("kind"), str):
        raise CardFormatError("kind — вид жетонов", path + ("kind",))
    if kind == "greatest" and value.get("characteristic") not in ("power", "toughness"):
        raise CardFormatError("characteristic — power или toughness", path + ("characteristic",))
    if "filter" in value:
        out["filter"] = dict(_filter(value["filter"], path + ("filter",)))
    return out


def _condition(value: Any, path: tuple) -> tuple:
    if not isinstance(value, dict) or len(value) != 1 or next(iter(value)) not in CONDITIONS:
        raise CardFormatError(f"if — одно условие из: {', '.join(CONDITIONS)}", path)
    key, arg = next(iter(value.items()))
    if key in ("you_control", "you_control_none", "none_on_battlefield", "that_is"):
        arg = dict(_filter(arg, path + (key,)))
    if key in ("you_control_at_least", "you_control_exactly"):
        if not (
            isinstance(arg, dict) and set(arg) == {"filter", "n"} and isinstance(arg["n"], int)
        ):
            raise CardFormatError(f"{key} — {{filter: ФИЛЬТР, n: число}}", path + (key,))
        arg = {"filter": dict(_filter(arg["filter"], path + (key, "filter"))), "n": arg["n"]}
    if key == "revealed_or_controlled":
        arg = dict(_filter(arg, path + (key,)))
    if key == "graveyard_has_each":
        if not isinstance(arg, list) or not arg:
            raise CardFormatError("graveyard_has_each — список фильтров карт", path + (key,))
        arg = tuple(dict(_filter(f, path + (key, i))) for i, f in enumerate(arg))
    if key == "opponent_owns_in_exile" and arg is not True:
        raise CardFormatError("opponent_owns_in_exile — true", path + (key,))
    if key == "amount_less_than":
        if not (
            isinstance(arg, dict)
            and set(arg) == {"amount", "n"}
            and isinstance(arg["n"], int)
            and not isinstance(arg["n"], bool)
            and isinstance(arg["amount"], dict)
            and arg["amount"].get("amount") in ("devotion", "life", "cards")
        ):
            raise CardFormatError(
                "amount_less_than — {amount: {amount: devotion | life | cards, …}, n: число}",
                path + (key,),
            )
        arg = {"amount": amount_value(arg["amount"], path + (key, "amount")), "n": arg["n"]}
    if key == "amount_at_least":
        if not (
            isinstance(arg, dict)
            and set(arg) == {"amount", "n"}
            and isinstance(arg["n"], int)
            and not isinstance(arg["n"], bool)
            and arg["n"] >= 1
        ):
            raise CardFormatError("amount_at_least — {amount: ВЕЛИЧИНА, n: число}", path + (key,))
        arg = {"amount": amount_value(arg["amount"], path + (key, "amount")), "n": arg["n"]}
    if key == "amount_less":
        if not (isinstance(arg, dict) and set(arg) == {"amount", "than"}):
            raise CardFormatError("amount_less — {amount: ВЕЛИЧИНА, than: ВЕЛИЧИНА}", path + (key,))
        arg = {
            "amount": amount_value(arg["amount"], path + (key, "amount")),
            "than": amount_value(arg["than"], path + (key, "than")),
        }
    if key == "object_is":
        if not (
            isinstance(arg, dict) and set(arg) == {"of", "filter"} and isinstance(arg["of"], str)
        ):
            raise CardFormatError("object_is — {of: ССЫЛКА, filter: ФИЛЬТР}", path + (key,))
        arg = {"of": arg["of"], "filter": dict(_filter(arg["filter"], path + (key, "filter")))}
    if key == "all_of":
        if not isinstance(arg, list) or len(arg) < 2:
            raise CardFormatError("all_of — список из двух или более условий", path + (key,))
        arg = tuple(_condition(c, path + (key, i)) for i, c in enumerate(arg))
    if key == "cast_from" and arg not in ("hand", "graveyard"):
        raise CardFormatError("cast_from — hand или graveyard", path + (key,))
    if key == "self_has_keyword":
        try:
            arg = parse_keyword(str(arg)).text
        except KeywordError:
            raise CardFormatError(
                f"self_has_keyword — ключевое слово, не «{arg}»", path + (key,)
            ) from None
    if key == "counters_at_least" and not (
        isinstance(arg, dict) and set(arg) == {"kind", "n"} and isinstance(arg["n"], int)
    ):
        raise CardFormatError("counters_at_least — {kind: вид жетона, n: число}", path + (key,))
    if key in ("had_no_counters", "has_counter") and not isinstance(arg, str):
        raise CardFormatError(f'{key} — вид жетона, например "+1/+1"', path + (key,))
    if key in (
        "came_under_control_since_last_upkeep",
        "source_untapped",
        "life_below_starting",
        "greatest_toughness",
        "each_greatest_power",
        "cast_noncreature_spell",
        "on_battlefield",
        "that_is_bigger",
        "in_exile",
        "tribute_not_paid",
        "source_tapped",
        "attacked_you_this_step",
        "cast_another_spell",
        "source_attacking",
        "you_lost_life_last_turn",
        "opponent_lost_life_last_turn",
        "another_creature_entered_last_turn",
        "sacrificed_this_way",
        "source_enchanted",
        "source_equipped",
    ) and (arg is not True):
        raise CardFormatError(f"{key}: true", path + (key,))
    if key == "cost_paid" and arg not in COST_PAID_KEYWORDS:
        raise CardFormatError(
            "cost_paid — ключевое слово стоимости: " + ", ".join(COST_PAID_KEYWORDS),
            path + (key,),
        )
    if key in ("mana_spent", "mana_not_spent") and arg not in ("W", "U", "B", "R", "G"):
        raise CardFormatError(f"{key} — цвет маны: W, U, B, R или G", path + (key,))
    if key == "kicked_with" and not isinstance(arg, str):
        raise CardFormatError("kicked_with — мана-стоимость Усилителя", path + (key,))
    if key == "kicked" and not isinstance(arg, bool):
        raise CardFormatError("kicked — true или false («если получил Усилитель»)", path + (key,))
    return ((key, arg),)


def continuous_parts(value: dict, path: tuple) -> dict:
    """Validate the parts of a continuous effect (see CONTINUOUS_PARTS) and normalise them."""
    out: dict[str, Any] = {}
    for key in CONTINUOUS_PARTS:
        if key not in value:
            continue
        v = value[key]
        where = path + (key,)
        if key == "control":
            if v != "you":
                raise CardFormatError("control — you («вы контролируете …»)", where)
        elif key == "full_text_of":
            # "has the full text of the top card of your graveyard if it's a creature card,
            # and has the text '…'" (Volrath's Shapeshifter): a text-changing effect, 612
            if (
                not isinstance(v, dict)
                or set(v) - {"top_of_your_graveyard", "keep"}
                or "top_of_your_graveyard" not in v
                or v.get("keep", "activated") != "activated"
            ):
                raise CardFormatError(
                    "full_text_of — {top_of_your_graveyard: ФИЛЬТР, keep: activated}", where
                )
            v = {
                "top_of_your_graveyard": dict(
                    _filter(v["top_of_your_graveyard"], where + ("top_of_your_graveyard",))
                ),
                "keep": v.get("keep"),
            }
        elif key == "enchant":
            if v != "creature":
                raise CardFormatError("enchant — creature («with enchant creature»)", where)
        elif key in ("add_types", "remove_types", "set_types"):
            if not isinstance(v, list) or any(t not in CARD_TYPES for t in v):
                raise CardFormatError(f"{key} — список типов из: {', '.join(CARD_TYPES)}", where)
            v = tuple(v)
        elif key in SUBTYPE_PARTS:
            if v != "chosen_creature_type" and (
                not isinstance(v, list) or not all(isinstance(t, str) for t in v)
            ):
                raise CardFormatError(f"{key} — список подтипов или chosen_creature_type", where)
            v = tuple(v) if isinstance(v, list) else v
        elif key in ("add_supertypes", "remove_supertypes"):
            if not isinstance(v, list) or any(t not in SUPERTYPES for t in v):
                raise CardFormatError(f"{key} — список супертипов", where)
            v = tuple(v)
        elif key in ("set_colors", "add_colors"):
            if v == "chosen_color":
                out[key] = v  # "the color of your choice": chosen on resolution (choose: {color})
                continue
            if not isinstance(v, list):
                raise CardFormatError(f"{key} — список цветов или chosen_color", where)
            v = tuple(sorted(_color(c, where) for c in v))
        elif key == "grant":
            # a granted "protection from black and from red" is two abilities, as printed
            # (702.16g); other keywords and quoted abilities are one each
            v = tuple(
                _granted(part, where + (i,))
                for i, g in enumerate(v if isinstance(v, list) else [None])
                for part in (protection_parts(g) if isinstance(g, str) else (g,))
            )
        elif key in ("lose", "cant_have"):
            if not isinstance(v, list):
                raise CardFormatError(f"{key} — список ключевых слов", where)
            v = tuple(_keyword(k, where + (i,)) for i, k in enumerate(v))
        elif key in ("lose_all_abilities", "switch_pt", "all_creature_types"):
            if v is not True:
                raise CardFormatError(f"{key}: true", where)
        elif key == "pt_equal_to":
            v = _pt_expression(v, where)
        elif key == "set_pt":
            if v == "mana_value":
                pass
            elif not isinstance(v, dict) or set(v) - {"power", "toughness"}:
                raise CardFormatError(
                    "set_pt — {power, toughness} (числа или выражения, как в pt_equal_to) или mana_value",
                    where,
                )
            else:
                v = {k: n if isinstance(n, int) else _count(n, where + (k,)) for k, n in v.items()}
        elif key == "modify_pt":
            if not isinstance(v, dict) or set(v) - {"power", "toughness"}:
                raise CardFormatError("modify_pt — {power: число, toughness: число}", where)
            # "gets +1/+1 for each artifact you control": an amount counted whenever the
            # layer pass looks (611.3a)
            v = {
                k: n if isinstance(n, int) and not isinstance(n, bool) else _count(n, where + (k,))
                for k, n in v.items()
            }
        out[key] = v
    return out


def _keyword(value: Any, path: tuple, card: str | None = None) -> str:
    """One keyword as written, checked by the registry; the canonical text ("Kicker {2}{R}").
    A keyword of the 2015 rules the engine does not play refuses the card (never played as
    if it were absent)."""
    try:
        keyword = parse_keyword(str(value))
        from .keyword_abilities import unsupported_parameter

        if unsupported_parameter(keyword):  # "Echo—Discard a card": a cost in words
            raise KeywordNotYet(keyword.spec, keyword.text, keyword.parameter)
        return keyword.text
    except KeywordNotYet as exc:
        whose = f"карта «{card}»: " if card else ""
        raise CardFormatError(f"{whose}{exc}", path) from None
    except KeywordError as exc:
        raise CardFormatError(str(exc), path) from None


def granted_ability(value: dict) -> Any:
    """A quoted ability of a ``grant`` effect ("gains "{T}: …" until end of turn", 613.1f), as
    the layers hold it: ``("activated", Ability)`` / ``("triggered", Trigger)`` /
    ``("static", …)``.  The effect keeps the plain value (the event names it); validated when
    the card is read."""
    return _granted_cached(encode_value(value))


@cache
def _granted_cached(text: str) -> Any:
    import json

    return _granted(json.loads(text), ("grant",))


def encode_value(value: Any) -> str:
    import json

    return json.dumps(value, sort_keys=True, ensure_ascii=False)


def _granted(value: Any, path: tuple) -> Any:
    """A granted ability: a keyword, or ``{activated: …}``, ``{triggered: …}``, ``{static: …}``."""
    if isinstance(value, str):
        return _keyword(value, path)
    if isinstance(value, dict) and len(value) == 1:
        kind, body = next(iter(value.items()))
        if kind == "activated":
            return ("activated", _ability(body, path + (kind,)))
        if kind == "triggered":
            return ("triggered", _trigger(body, path + (kind,)))
        if kind == "static":
            return ("static", _static(body, path + (kind,)))
    raise CardFormatError("grant — список ключевых слов или {activated|triggered|static: …}", path)
