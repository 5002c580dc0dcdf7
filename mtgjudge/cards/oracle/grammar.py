"""Stage 3: clause grammars (lark, LALR(1) with a basic lexer).

Why lark LALR and not a table of regular expressions: every failure comes with the token and
column where reading stopped and the words that could have come there, which is what the
unsupported record needs ("unknown word 'attacking' at column 8"); a sentence parses in tens
of microseconds (see ``benchmarks/oracle_coverage.py``).  Every word of the grammar is a
literal; any other word lexes as ``WORD``, which no rule accepts, so an unknown word is always
reported where it stands.  Texts are lower-cased before parsing (columns do not move); the
renderer restores the capitals.

There is one start symbol per kind of ability line (the router picks it): ``spell`` (the text
of an instant or sorcery, 608.2), ``activated`` (602), ``triggered`` (603), ``static`` (604).
"""

from __future__ import annotations

from functools import cache

from .vocabulary import SUBTYPES

COLOR_WORDS = ("white", "blue", "black", "red", "green")
NUMBER_WORDS = {
    "a": 1,
    "an": 1,
    "one": 1,
    "two": 2,
    "three": 3,
    "four": 4,
    "five": 5,
    "six": 6,
    "seven": 7,
    "eight": 8,
    "nine": 9,
    "ten": 10,
}

# counters named by a word (121.1), as printed on cards up to 2015 (none is a word of the grammar
# or a subtype: a test checks)
COUNTER_KINDS = frozenset(
    """spore charge verse lore ki age fade quest storage divinity feather wish blood ice depletion
    hatchling pressure mining pupa brick arrowhead bounty luck plague fate gem glyph
    healing hourglass infection javelin shield sleep slime study training trap wage page pain
    music net omen ore petal soot spite strife theft tide velocity vitality void fuse flood eon
    doom dream egg elixir crystal corpse credit currency death delay bribery carrion blaze arrow
    aim awakening bait book isolation matrix mannequin mire muster night oil paralyzation
    phylactery rust scream shell sleight slumber tremor vigor wind winch""".split()
)

GRAMMAR = r"""
// ---------------------------------------------------------------- start symbols
spell: sentences
     | "choose" "one" "—" mode mode+                          -> modal
     | "choose" "two" "—" mode mode mode+                     -> modal_two
     // strive (207.2c): a cost increase for each target beyond the first (601.2c, 601.2e)
     | "this" "spell" "costs" MANA "more" "to" "cast" "for" "each" "target" "beyond" "the" "first" "." sentences -> strive
activated: cost ":" sentences timing?
         | LOYALTY ":" sentences                              -> loyalty
triggered: trigger_event "," sentences
         | trigger_event "," trigger_if "," sentences                 -> triggered_if
         // a modal triggered ability: the mode is chosen as it is put on the stack (700.2b)
         | trigger_event "," "choose" "one" "—" mode mode+            -> triggered_modal
// the intervening "if" (603.4) of the werewolves (ISD): spells cast last turn
trigger_if: "if" "no" "spells" "were" "cast" "last" "turn"             -> if_no_spells
          // 702.103b tribute; raid (207.2c): "if you attacked with a creature this turn"
          | "if" "tribute" "wasn't" "paid"                                 -> if_tribute_not_paid
          | "if" "you" "attacked" "with" "a" "creature" "this" "turn"      -> if_raid
          | "if" "a" "player" "cast" number "or" "more" "spells" "last" "turn" -> if_player_spells
          | "if" number "or" "more" "creatures" "died" "this" "turn"          -> if_creatures_died
          | "if" "a" "creature" "died" "this" "turn"                          -> if_a_creature_died
          | "if" "there" "are" number "or" "more" COUNTER_KIND "counters" "on" CARDNAME -> if_counters_on_self
          // "Kicker {2}{U} and/or {1}{B}" (702.32a): which kicker was paid
          | "if" "it" "was" "kicked" "with" "its" MANA "kicker"             -> if_kicked_with
static: static_sentence "."
      | static_sentence "as" "long" "as" condition "."                -> static_if
      | "as" "long" "as" condition "," static_sentence "."            -> static_if_first
      | "you" "control" "enchanted" perm_word "."                     -> st_control_enchanted
      // soulbond (702.94b): "each of those creatures" / "both creatures" — it and its partner
      | "as" "long" "as" CARDNAME "is" "paired" "with" "another" "creature" "," "each" "of" "those" "creatures" "gets" PT "." -> st_paired_pt
      | "as" "long" "as" CARDNAME "is" "paired" "with" "another" "creature" "," "both" "creatures" "have" keyword_list "." -> st_paired_kw
      | "you" "have" "no" "maximum" "hand" "size" "."                 -> st_no_max_hand_size
      | "as" "an" "additional" "cost" "to" "cast" CARDNAME "," cost_part "." -> st_additional_cost
      | CARDNAME_POSS pt_sides "equal" "to" "the" "number" "of" countable "." -> st_cda
replacement: CARDNAME "enters" "the" "battlefield" "tapped" "."                          -> repl_tapped
           | CARDNAME "enters" "the" "battlefield" "tapped" "unless" "you" "control" number "or" "fewer" "other" "lands" "." -> repl_tapped_unless_few_lands
           | CARDNAME "enters" "the" "battlefield" "with" number PT counter_word "on" "it" "." -> repl_counters
           | CARDNAME "enters" "the" "battlefield" "with" "x" PT counter_word "on" "it" "." -> repl_x_counters
           | CARDNAME "enters" "the" "battlefield" "with" number COUNTER_KIND counter_word "on" "it" "." -> repl_counters
           | "if" CARDNAME "was" "kicked" "," "it" "enters" "the" "battlefield" "with" number PT counter_word "on" "it" "." -> repl_kicked_counters
           | CARDNAME "enters" "the" "battlefield" "with" number PT counter_word "on" "it" "for" "each" "time" "it" "was" "kicked" "." -> repl_counters_per_kick
           | CARDNAME "enters" "the" "battlefield" "with" "x" PT counter_word "on" "it" "." -> repl_x_counters
           | "as" CARDNAME "is" "turned" "face" "up" "," "put" number PT counter_word "on" "it" "." -> repl_face_up_counters
           | CARDNAME "enters" "the" "battlefield" "with" number PT counter_word "on" "it" "if" "a" "creature" "died" "this" "turn" "." -> repl_counters_morbid
           | "as" CARDNAME "enters" "the" "battlefield" "," "you" "may" "pay" NUMBER "life" "." "if" "you" "don't" "," CARDNAME "enters" "the" "battlefield" "tapped" "." -> repl_pay_life
           | "as" CARDNAME "enters" "the" "battlefield" "," "you" "may" "pay" NUMBER "life" "." "if" "you" "don't" "," "it" "enters" "the" "battlefield" "tapped" "." -> repl_pay_life_it
           // "As CARDNAME enters the battlefield, choose a color" (614.1c; 607.2d: "the chosen …")
           | "as" CARDNAME "enters" "the" "battlefield" "," "choose" ("a" | "an") as_choice "." -> repl_as_enters
           // 615.1a: a static prevention ability ("Prevent all damage that would be dealt to CARDNAME.")
           | "prevent" "all" damage_kind "that" "would" "be" "dealt" prevent_who "." -> repl_prevent_all
           // 614.1b: "Skip your draw step."
           | "skip" "your" skip_step "step" "."                           -> repl_skip_step
!skip_step: "untap" | "upkeep" | "draw"
as_choice: "color" -> choice_color
         | "creature" "type" -> choice_creature_type
         | "player" -> choice_player
         | "opponent" -> choice_opponent
// "of the chosen type / color" after a group of creatures (607.2d)
of_chosen: "of" "the" "chosen" "type" -> of_chosen_type
         | "of" "the" "chosen" "color" -> of_chosen_color
!counter_word: "counter" | "counters"
// WORD is any word the grammar does not know; this start symbol keeps it in the lexer so that
// an unknown word is reported as itself, at its column
unknown_word: WORD

mode: "•" sentences
sentences: sentence+
sentence: effect_chain "."
        // 603.7: a delayed triggered ability made as this resolves
        | effect_chain "at" "the" "beginning" "of" "the" "next" delayed_at "."     -> delayed_after
        | "at" "the" "beginning" "of" "the" "next" delayed_at "," effect_chain "." -> delayed_before
        // "You may pay {2}. If you do, …" (608.2d: the choice to pay is made as it resolves)
        | "you" "may" "pay" MANA "." "if" "you" "do" "," effect_chain "."   -> may_pay_sentence
        | "if" "you" "do" "," effect_chain "."                               -> if_you_do
        // a condition of the instructions of one sentence, checked as they are followed (608.2c)
        | "if" condition "," effect_chain "."                                -> if_sentence
delayed_at: "end" "step"         -> at_next_end_step
          | "turn's" "upkeep"    -> at_next_turns_upkeep
effect_chain: effect (joiner effect)*
joiner: "," "then" -> join_then
      | "and" -> join_and
      | "," "and" -> join_comma_and
timing: "activate" "this" "ability" "only" "any" "time" "you" "could" "cast" "a" "sorcery" "."
      // 602.5b: a restriction on how often it may be activated
      | "activate" "this" "ability" "only" "once" "each" "turn" "."               -> once_each_turn
      | "activate" "this" "ability" "only" "during" "your" "turn" "."             -> during_your_turn
      | "activate" "this" "ability" "only" "during" "your" "turn" "," "before" "attackers" "are" "declared" "." -> before_attackers
      | "activate" "this" "ability" "only" "during" "your" "upkeep" "."           -> during_your_upkeep
      | "activate" "this" "ability" "only" "during" "combat" "after" "blockers" "are" "declared" "." -> after_blockers
      | "activate" "this" "ability" "no" "more" "than" "twice" "each" "turn" "."  -> twice_each_turn
      | "activate" "this" "ability" "only" "if" condition "."                    -> only_if

// ---------------------------------------------------------------- costs (117, 602.1)
cost: cost_part ("," cost_part)*
cost_part: MANA                                    -> cost_mana
         | "sacrifice" CARDNAME                    -> cost_sacrifice_self
         | "sacrifice" number permanent_noun       -> cost_sacrifice
         | "pay" NUMBER "life"                     -> cost_life
         | "discard" CARDNAME                      -> cost_discard_self
         | "discard" number "card"                 -> cost_discard
         | "discard" number "cards"                -> cost_discard
         // non-mana costs (117.1): counters, other cards and permanents (12b)
         | "sacrifice" number cost_subtype         -> cost_sacrifice
         | "sacrifice" number perm_plural          -> cost_sacrifice_plural
         | "sacrifice" "another" creature_desc     -> cost_sacrifice_another
         | "discard" number "card" "at" "random"   -> cost_discard_random
         | "discard" "your" "hand"                 -> cost_discard_hand
         | "discard" number gy_card                -> cost_discard_typed
         | "discard" number gy_cards               -> cost_discard_typed
         | "remove" number cost_counter counter_word "from" CARDNAME -> cost_remove_counters
         | "remove" number cost_counter counter_word "from" CARDNAME "and" "sacrifice" "it" -> cost_remove_and_sacrifice
         | "remove" "any" "number" "of" cost_counter "counters" "from" CARDNAME -> cost_remove_any
         | "put" number cost_counter counter_word "on" CARDNAME      -> cost_put_counters
         | "exile" "the" "top" top_count "of" "your" "library"       -> cost_exile_top
         | "exile" CARDNAME                        -> cost_exile_self
         | "exile" CARDNAME "from" "your" "graveyard" -> cost_exile_self_graveyard
         | "exile" number gy_card "from" "your" "graveyard"  -> cost_exile_graveyard
         | "exile" number gy_cards "from" "your" "graveyard" -> cost_exile_graveyard
         | "exile" card_count "from" "your" "graveyard"      -> cost_exile_graveyard_any
         | "tap" number creature_desc              -> cost_tap_untapped
         | "tap" number creature_plural            -> cost_tap_untapped
         | "tap" number cost_subtype               -> cost_tap_untapped
         | "return" number permanent_noun "to" "its" "owner's" "hand"  -> cost_return
         | "return" number perm_plural "to" "their" "owner's" "hand"   -> cost_return
         | "return" number cost_subtype "to" "its" "owner's" "hand"    -> cost_return
         | "return" CARDNAME "to" "its" "owner's" "hand"               -> cost_return_self
cost_counter: PT | COUNTER_KIND
// "a Goblin", "an untapped Wizard you control", "two Forests" (a subtype without its type)
cost_subtype: adjective* SUBTYPE controller?
            | adjective* SUBTYPE_PL controller?

// ---------------------------------------------------------------- triggers (603)
trigger_event: ("when" | "whenever") CARDNAME "enters" "the" "battlefield"            -> ev_etb
             | ("when" | "whenever") CARDNAME "dies"                                  -> ev_dies
             | "when" "you" "cycle" CARDNAME                                          -> ev_cycle_this
             | "whenever" "a" "player" "cycles" "a" "card"                            -> ev_a_player_cycles
             | "whenever" "you" "cycle" "a" "card"                                    -> ev_you_cycle_a_card
             | "whenever" CARDNAME "attacks"                                          -> ev_attacks
             | "whenever" CARDNAME "becomes" "blocked"                                -> ev_blocked
             | "whenever" CARDNAME "deals" "combat" "damage" "to" "a" "player"        -> ev_combat_damage
             | "at" "the" "beginning" "of" "your" "upkeep"                            -> ev_upkeep
             | "at" "the" "beginning" "of" "your" "end" "step"                        -> ev_end_step
             | "at" "the" "beginning" "of" "combat" "on" "your" "turn"                -> ev_combat_your_turn
             | "whenever" "you" "cast" "a" "noncreature" "spell"                      -> ev_noncreature
             | "whenever" "you" "gain" "life"                                         -> ev_gain_life
             | "whenever" "a" creature_desc "dies"                                    -> ev_a_creature_dies
             | "whenever" "another" creature_desc "dies"                              -> ev_another_dies
             | "whenever" "another" creature_desc "enters" "the" "battlefield"        -> ev_another_enters
             | "when" CARDNAME "leaves" "the" "battlefield"                           -> ev_leaves
             | "when" "enchanted" "creature" "dies"                                   -> ev_enchanted_dies
             | "whenever" CARDNAME "blocks"                                           -> ev_blocks
             | "at" "the" "beginning" "of" "the" "end" "step"                         -> ev_each_end_step
             | "whenever" "you" "cast" "a" "creature" "spell"                         -> ev_creature_spell
             | "whenever" "a" "land" "enters" "the" "battlefield" "under" "your" "control" -> ev_land_enters
             | "when" CARDNAME "is" "turned" "face" "up"                              -> ev_turned_face_up
             | "whenever" "a" "time" "counter" "is" "removed" "from" CARDNAME "while" "it's" "exiled" -> ev_time_counter_exiled
             | "at" "the" "beginning" "of" "each" "upkeep"                            -> ev_each_upkeep
             | "at" "the" "beginning" "of" "each" "player's" "upkeep"                 -> ev_each_players_upkeep
             | "at" "the" "beginning" "of" "the" "upkeep" "of" "enchanted" enchanted_poss "controller" -> ev_enchanted_upkeep
             | "when" CARDNAME "becomes" "monstrous"                                  -> ev_monstrous
             | "whenever" CARDNAME "deals" "damage" "to" "an" "opponent"              -> ev_damage_opponent
             | "when" "you" "control" "no" perm_plural                                -> ev_control_none
             | "when" CARDNAME "has" kw_simple                                        -> ev_has_keyword
             | "when" "you" "control" "no" SUBTYPE_PL                                 -> ev_control_none_subtype
             | "whenever" "a" "player" "casts" cast_any_what                          -> ev_player_casts
             | "whenever" "an" "opponent" "casts" cast_any_what                       -> ev_opponent_casts
             | "whenever" "you" "cast" cast_what                                      -> ev_you_cast
             | "whenever" "you" "cast" "a" "spell" "that" "targets" CARDNAME          -> ev_heroic
             | "when" CARDNAME "is" "put" "into" "a" "graveyard" "from" "the" "battlefield" -> ev_to_graveyard
             | "whenever" "enchanted" "creature" "deals" "damage"                     -> ev_enchanted_deals_damage
             | "whenever" CARDNAME "deals" "damage"                                   -> ev_deals_damage
             | "whenever" CARDNAME "is" "dealt" "damage"                              -> ev_dealt_damage
             | "whenever" "a" creature_desc "enters" "the" "battlefield"              -> ev_a_creature_enters
             | "whenever" "a" creature_desc "enters" "the" "battlefield" "under" "your" "control" -> ev_a_creature_enters_yours
             | "whenever" CARDNAME "becomes" "untapped"                               -> ev_becomes_untapped
             | "when" CARDNAME "becomes" "the" "target" "of" "a" "spell" "or" "ability" -> ev_becomes_target
             | "whenever" CARDNAME "becomes" "the" "target" "of" "a" "spell" "or" "ability" -> ev_becomes_target_whenever
             | "whenever" CARDNAME "becomes" "tapped"                                 -> ev_becomes_tapped
             | "when" CARDNAME "exploits" "a" "creature"                              -> ev_exploits
             | "whenever" "equipped" "creature" "deals" "damage"                      -> ev_equipped_deals_damage
             | "whenever" "enchanted" "creature" "deals" "combat" "damage" "to" "a" "player" -> ev_enchanted_combat_damage
             | "whenever" "enchanted" "creature" "attacks"                            -> ev_enchanted_attacks
             | "whenever" "equipped" "creature" "attacks"                             -> ev_equipped_attacks
             | "whenever" "equipped" "creature" "deals" "combat" "damage" "to" "a" "player"  -> ev_equipped_combat_damage
             // "CARDNAME or another Ally …" (constellation, rallies): any such permanent, itself included
             | "whenever" CARDNAME "or" "another" self_or_what "enters" "the" "battlefield" -> ev_self_or_enters
             | "whenever" CARDNAME "or" "another" self_or_what "enters" "the" "battlefield" "under" "your" "control" -> ev_self_or_enters_yours
             | "whenever" CARDNAME "or" "another" creature_desc "dies"            -> ev_self_or_dies
             | "when" "you" "cast" "a" "creature" "spell"                             -> ev_creature_spell_when
             | "whenever" "another" creature_desc "enters" "the" "battlefield" "under" "your" "control" -> ev_another_enters_yours
             | "whenever" ("a" | "an") creature_desc "attacks"                      -> ev_a_creature_attacks
             | "whenever" ("a" | "an") SUBTYPE controller? "attacks"                -> ev_a_subtype_attacks
             // two events of the source in one trigger condition (603.2: it triggers on either)
             | "when" CARDNAME "enters" "the" "battlefield" "or" "attacks" -> ev_etb_or_attacks_when
             | "when" CARDNAME "enters" "the" "battlefield" "or" "dies"    -> ev_etb_or_dies_when
             | "when" CARDNAME "attacks" "or" "blocks"                     -> ev_attacks_or_blocks_when
             | "when" CARDNAME "blocks" "or" "becomes" "blocked"           -> ev_blocks_or_blocked_when
             | "whenever" CARDNAME "enters" "the" "battlefield" "or" "attacks" -> ev_etb_or_attacks_whenever
             | "whenever" CARDNAME "enters" "the" "battlefield" "or" "dies"    -> ev_etb_or_dies_whenever
             | "whenever" CARDNAME "attacks" "or" "blocks"                     -> ev_attacks_or_blocks_whenever
             | "whenever" CARDNAME "blocks" "or" "becomes" "blocked"           -> ev_blocks_or_blocked_whenever

!enchanted_poss: "creature's" | "land's" | "artifact's" | "enchantment's" | "permanent's"
self_or_what: SUBTYPE              -> sow_subtype
            | perm_word            -> sow_type
// the spell of "whenever a player casts …" (603.2): any, of a colour, of a card type
cast_what: "a" "spell"                          -> cast_any
         | ("a" | "an") cast_color "spell"
         | ("a" | "an") cast_type "spell"
         // "a Spirit or Arcane spell" (Kamigawa): a spell with either subtype
         | ("a" | "an") SUBTYPE "or" "arcane" "spell"   -> cast_subtype_or_arcane
cast_any_what: cast_what
             | "a" "creature" "spell"           -> cast_creature
!cast_color: "white" | "blue" | "black" | "red" | "green"
!cast_type: "enchantment" | "artifact" | "instant" | "sorcery"

// ---------------------------------------------------------------- effects (610)
?effect: damage | draw | gain_life | lose_life | destroy | destroy_all | exile | bounce
       | tap | untap | counter | pump | grant | scry | discard | add_mana | add_counters
       | regenerate | transform | flip | put_on_top | switch_pt | detain | become_blocked | fight | monstrosity | bolster | populate | proliferate
       | sacrifice | may | mill | pump_all | cant_regen | create_token | prevent
       | search | shuffle | mill_you | prevent_all | skip_next | grant_all | cant_block_eot | unblockable_eot | from_graveyard
       | unless_pay | doesnt_untap_next | doesnt_untap_while | return_that_card
       | must_block | turn_face_down
       | gain_control | look_at_top | put_on_library

damage: source "deals" amount "damage" "to" recipient
      | source "deals" amount "damage" "to" recipient for_each       -> damage_for_each
      // "… to target creature or player and 1 damage to you" (one terminal: "and" also joins)
      | source "deals" amount "damage" "to" recipient AND_DAMAGE_TO_YOU -> damage_and_you
// "for each creature you control" (608.2g: counted as the ability resolves)
for_each: "for" "each" each_countable
each_countable: "card" "in" "your" "hand"                 -> ec_hand
              | "creature" "card" "in" "your" "graveyard" -> ec_creature_cards_gy
              | creature_desc                             -> ec_permanents
              | perm_type_desc                            -> ec_permanents
              | SUBTYPE controller                        -> ec_subtype
              | PT "counter" "on" "it"                    -> ec_counters_on_it
source: CARDNAME | "it"
recipient: object                                   -> rec_object
         | player_ref                               -> rec_player
         // "each creature and each player" (one terminal: "and" also joins instructions)
         | object AND_EACH_PLAYER                   -> rec_and_each_player

draw: "draw" card_count                             -> draw_you
    | "draw" "a" "card" for_each                     -> draw_for_each
    | "you" "draw" card_count                       -> draw_you_said
    | player3 "draws" card_count                    -> draw_player
gain_life: "you" "gain" amount "life"               -> gain_you
         | "gain" amount "life"                     -> gain_bare
         | "you" "gain" amount "life" for_each      -> gain_for_each
         | player3 "gains" amount "life"            -> gain_player
lose_life: "you" "lose" amount "life"               -> lose_you
         | "lose" amount "life"                     -> lose_bare
         | player3 "loses" amount "life"            -> lose_player
discard: "discard" card_count                       -> discard_you
       | player3 "discards" card_count              -> discard_player
       // Duress: the hand revealed (701.13a), the ability's controller chooses the card
       | player3 "reveals" "their" "hand" "." "you" "choose" ("a" | "an") hand_card "from" "it" "." "that" "player" "discards" "that" "card" -> discard_chosen
hand_card: "card"                               -> hc_any
         | "nonland" "card"                     -> hc_nonland
         | "noncreature" "," "nonland" "card"   -> hc_noncreature_nonland
         | gy_type "card"                       -> hc_type
         | gy_type "or" gy_type "card"          -> hc_type
mill: player3 "puts" "the" "top" top_count "of" "his" "or" "her" "library" "into" "his" "or" "her" "graveyard"
mill_you: "put" "the" "top" top_count "of" "your" "library" "into" "your" "graveyard"
top_count: "card" -> one_card
         | number "cards"
create_token: "put" number PT_PLAIN token_colors token_subtypes token_kind token_with? "onto" "the" "battlefield" token_each?
            | "put" "x" PT_PLAIN token_colors token_subtypes token_kind token_with? "onto" "the" "battlefield" -> create_x_tokens
token_each: for_each
token_colors: color                   -> token_one_color
            | color "and" color       -> token_two_colors
            | "colorless"             -> token_colorless
token_subtypes: SUBTYPE+
!token_kind: "creature" "token" | "creature" "tokens" | "artifact" "creature" "token" | "artifact" "creature" "tokens"
           | "enchantment" "creature" "token" | "enchantment" "creature" "tokens"
token_with: "with" keyword_list
// 615.1a: "prevent all [combat] damage that would be dealt [to / by / to and dealt by …] this turn"
prevent_all: "prevent" "all" damage_kind "that" "would" "be" "dealt" "this" "turn"
           | "prevent" "all" damage_kind "that" "would" "be" "dealt" prevent_who "this" "turn"
!damage_kind: "damage" | "combat" "damage"
prevent_who: "to" object                      -> pw_to
           | "to" "you"                       -> pw_to_you
           | "by" object                      -> pw_by
           | "to" "and" "dealt" "by" object   -> pw_to_and_by
// 614.1b, 614.10: "you skip your next turn / draw step"
skip_next: "you" "skip" "your" "next" "turn"                  -> skip_next_turn
         | "you" "skip" "your" "next" skip_step "step"       -> skip_next_step
prevent: "prevent" "the" "next" NUMBER "damage" "that" "would" "be" "dealt" "to" object "this" "turn"
       | "prevent" "the" "next" NUMBER "damage" "that" "would" "be" "dealt" "to" player3 "this" "turn" -> prevent_player
search: "search" "your" "library" "for" search_what "," search_put
search_what: "a" "basic" "land" "card"                     -> search_basic_land
           // 701.15a: "a card", "a creature card", "an Aura card", "a Rebel permanent card
           // with converted mana cost 3 or less", "a Mountain or Plains card"
           | "a" "card"                                      -> search_any
           | ("a" | "an") search_noun "card"                 -> search_card
           | ("a" | "an") search_noun "card" "with" "converted" "mana" "cost" NUMBER "or" "less" -> search_card_cmc
search_noun: SUBTYPE                   -> sn_subtype
           | gy_type                   -> sn_type
           | "permanent"               -> sn_permanent
           | SUBTYPE "permanent"       -> sn_subtype_permanent
           | SUBTYPE "or" SUBTYPE      -> sn_two_subtypes
!found: "it" | "that" "card" | "them"
search_put: "put" found "into" "your" "hand"                  -> put_hand
          | "reveal" found "," "put" found "into" "your" "hand" -> put_hand_revealed
          | "put" found "onto" "the" "battlefield"            -> put_battlefield
          | "put" found "onto" "the" "battlefield" "tapped"   -> put_battlefield_tapped
shuffle: "shuffle" "your" "library"
// "Put target creature on top of its owner's library" (a new object there, 400.7)
put_on_library: "put" object "on" "the" "bottom" "of" "its" "owner's" "library"  -> put_on_bottom
// the top cards of one's library looked at or revealed, some taken (401.2, 608.2c)
look_at_top: "look" "at" "the" "top" number "cards" "of" "your" "library" "." "put" number "of" "them" "into" "your" "hand" "and" "the" "rest" look_rest -> look_take
           | "look" "at" "the" "top" number "cards" "of" "your" "library" "." "you" "may" "reveal" ("a" | "an") look_card "card" "from" "among" "them" "and" "put" "it" "into" "your" "hand" "." "put" "the" "rest" look_rest -> look_may_reveal
           | "look" "at" "the" "top" number "cards" "of" "your" "library" "." "you" "may" "reveal" ("a" | "an") look_card "card" "from" "among" "them" "and" "put" "it" "into" "your" "hand" "." "then" "put" "the" "rest" look_rest -> look_may_reveal_then
           | "reveal" "the" "top" number "cards" "of" "your" "library" "." "you" "may" "put" ("a" | "an") look_card "card" "from" "among" "them" "into" "your" "hand" "." "put" "the" "rest" look_rest -> reveal_may_put
look_rest: "on" "the" "bottom" "of" "your" "library" "in" "any" "order" -> rest_bottom
         | "into" "your" "graveyard"                                    -> rest_graveyard
look_card: gy_type                     -> look_card_type
         | gy_type "or" gy_type        -> look_card_type
gain_control: "gain" "control" "of" object                 -> gain_control_forever
            | "gain" "control" "of" object until_eot       -> gain_control_eot
            | "gain" "control" "of" object while_tapped    -> gain_control_eot
grant_all: all_creatures "gain" keyword_list until_eot
cant_block_eot: object "can't" "block" "this" "turn"
unblockable_eot: object "can't" "be" "blocked" "this" "turn"
               // "… gets +2/+0 until end of turn and can't be blocked this turn": the same object
               | "can't" "be" "blocked" "this" "turn"        -> unblockable_same
from_graveyard: "return" "target" gy_card "from" "your" "graveyard" "to" "your" "hand"   -> gy_to_hand
              | "return" "up" "to" numword "target" gy_cards "from" "your" "graveyard" "to" "your" "hand" -> gy_up_to_hand
              | "return" "target" gy_card "from" "your" "graveyard" "to" "the" "battlefield" -> gy_to_battlefield
              | "put" "target" gy_card "from" "a" "graveyard" "onto" "the" "battlefield" "under" "your" "control" -> gy_any_to_battlefield
gy_card: SUBTYPE? gy_type "card"
       | SUBTYPE "card"                                 -> gy_subtype_card
       | SUBTYPE? gy_type "card" "with" creature_quality -> gy_card_with
       | "instant" "or" "sorcery" "card"                -> gy_instant_sorcery_card
gy_cards: SUBTYPE? gy_type "cards" -> gy_card
!gy_type: "creature" | "artifact" | "enchantment" | "land" | "instant" | "sorcery" | "planeswalker"
destroy: "destroy" object
destroy_all: "destroy" "all" creature_plural
           | "destroy" "all" perm_plural
perm_plural: adjective* perm_plural_word controller?
!perm_plural_word: "artifacts" | "enchantments" | "lands" | "permanents"
cant_regen: "it" "can't" "be" "regenerated"
          | "they" "can't" "be" "regenerated"
exile: "exile" object
     | "exile" "target" gy_card "from" "a" "graveyard"   -> exile_gy_card
bounce: "return" object "to" "its" "owner's" "hand"
      // "return a land you control to its owner's hand": not targeted, chosen on resolution
      | "return" ("a" | "an") perm_type_desc "to" "its" "owner's" "hand"   -> bounce_one
      | "return" "another" creature_desc "to" "its" "owner's" "hand"       -> bounce_another
      | "return" up_to_targets "to" "their" "owners'" "hands"
tap: "tap" object
// 509.1c: "target creature blocks CARDNAME this turn if able"
must_block: object "blocks" CARDNAME "this" "turn" "if" "able"
// "return that card to the battlefield under your / its owner's control" (400.7d: the card
// the trigger event's object became, or the one an earlier instruction moved)
return_that_card: "return" "that" "card" "to" "the" "battlefield" "under" "your" "control"  -> rtc_yours
                | "return" "that" "card" "to" "the" "battlefield" "under" "its" "owner's" "control" -> rtc_owners
// 502.2: a one-shot effect on the next untap step of the permanent's controller
doesnt_untap_next: object "doesn't" "untap" "during" untap_whose "next" "untap" "step"
untap_whose: "its" "controller's" -> whose_its
           | "your"              -> whose_your
untap: "untap" object
counter: "counter" object
       // 608.2d: the spell's controller chooses whether to pay as this resolves
       | "counter" object "unless" "its" "controller" "pays" MANA   -> counter_unless
regenerate: "regenerate" object
transform: "transform" object
flip: "flip" object
put_on_top: "put" object "on" "top" "of" "its" "owner's" "library"
switch_pt: "switch" CARDNAME_POSS "power" "and" "toughness" "until" "end" "of" "turn"
detain: "detain" object
become_blocked: object "becomes" "blocked"
// keyword actions (701.10, 701.24, 701.27, 701.28, 701.30)
fight: object "fights" object
monstrosity: "monstrosity" amount
bolster: "bolster" NUMBER
populate: "populate"
proliferate: "proliferate"
turn_face_down: "turn" object "face" "down"
scry: "scry" NUMBER
    | "fateseal" NUMBER                               -> fateseal
sacrifice: player3 "sacrifices" number permanent_noun
         | "sacrifice" CARDNAME                       -> sacrifice_self
         | "sacrifice" "it"                           -> sacrifice_it
         | "sacrifice" number permanent_noun          -> sacrifice_you
may: "you" "may" effect
unless_pay: "sacrifice" CARDNAME "unless" "you" "pay" MANA
          // 117.12: a cost in words ("unless you discard a card", "… sacrifice a Forest")
          | "sacrifice" CARDNAME "unless" "you" unless_cost    -> unless_cost_self
          | "sacrifice" "it" "unless" "you" unless_cost        -> unless_cost_it
          | "sacrifice" "it" "unless" "you" "pay" MANA         -> unless_pay_it
unless_cost: "discard" number "card"                -> uc_discard
           | "discard" number "cards"               -> uc_discard
           | "sacrifice" number unless_sac          -> uc_sacrifice
           | "pay" NUMBER "life"                    -> uc_life
!unless_sac: "land" | "creature" | "artifact" | "lands" | "creatures" | "artifacts" | SUBTYPE | SUBTYPE_PL
add_mana: "add" mana_choice "to" "your" "mana" "pool"
        // storage lands: "… for each storage counter removed this way" (X of the cost, 107.3);
        // the counter's kind not reduced before "counter" ("for each charge counter on ~")
        | "add" mana_choice "to" "your" "mana" "pool" "for" "each" (PT | COUNTER_KIND) "counter" "removed" "this" "way" -> add_mana_per_removed
mana_choice: MANA                                   -> mana_one
           | MANA "or" MANA                         -> mana_two
           | MANA ("," MANA)+ "," "or" MANA         -> mana_many
           | "one" "mana" "of" "any" "color"        -> mana_any
           | "one" "mana" "of" "the" "chosen" "color" -> mana_chosen
add_counters: "put" number PT "counter" "on" object
            | "put" number PT "counters" "on" object
            | "put" number COUNTER_KIND counter_word "on" object -> add_named_counters
pump: object "gets" PT until_eot
    | object "gets" PT while_tapped
    | object "gets" PT until_eot for_each                  -> pump_for_each
    | object "gets" PT "and" "gains" keyword_list until_eot  -> pump_grant

    // "any number of target creatures each get +1/+1 [and gain flying]" (each of them)
    | object "each" "get" PT until_eot                     -> pump_each
    | object "each" "get" PT "and" "gain" keyword_list until_eot -> pump_grant_each
    | object "gets" PT "and" "has" keyword_list while_tapped -> pump_grant
    // "CARDNAME gets +1/+1 until end of turn and deals 1 damage to you" (one terminal)
    | object "gets" PT until_eot AND_DEALS_DAMAGE_TO_YOU    -> pump_and_damage_you
grant: object "gains" keyword_list until_eot
     | object "each" "gain" keyword_list until_eot         -> grant_each
     | "they" "gain" keyword_list until_eot                -> grant_they
pump_all: all_creatures "get" PT until_eot
        | all_creatures "get" PT while_tapped
// 611.2b: "for as long as CARDNAME remains tapped" (ends when it untaps or leaves)
while_tapped: "for" "as" "long" "as" CARDNAME "remains" "tapped"
doesnt_untap_while: object "doesn't" "untap" "during" "its" "controller's" "untap" "step" while_tapped
all_creatures: creature_plural | "all" creature_plural -> all_creatures_all
until_eot: "until" "end" "of" "turn"

amount: NUMBER | "x"
      | "that" "much"                               -> that_much
number: NUMBER | numword
!numword: "a" | "an" | "one" | "two" | "three" | "four" | "five" | "six" | "seven" | "eight" | "nine" | "ten"
!color: "white" | "blue" | "black" | "red" | "green"
!prot_quality: "artifacts" | "creatures" | "enchantments" | "everything" | "multicolored"
             | "monocolored"
!noncolor: "nonwhite" | "nonblue" | "nonblack" | "nonred" | "nongreen"
!perm_type: "artifact" | "enchantment" | "land" | "permanent" | "planeswalker"
!kw_simple: "flying" | "haste" | "vigilance" | "trample" | "deathtouch" | "lifelink" | "reach"
          | "hexproof" | "shroud" | "indestructible" | "intimidate" | "defender"
          | "fear" | "shadow" | "horsemanship" | "infect" | "wither"
card_count: "a" "card" -> one_card
          | number "cards"
          | "x" "cards"           -> x_cards

keyword_list: keyword_name
            | keyword_name "and" keyword_name
            | keyword_name ("," keyword_name)+ "," "and" keyword_name
keyword_name: kw_simple | "first" "strike" -> first_strike | "double" "strike" -> double_strike
            | "protection" "from" color -> protection
            | "protection" "from" prot_quality -> protection
            | "protection" "from" "the" "color" "of" "your" "choice" -> protection_choice
            // a quoted ability, compiled on its own beforehand (613.1f; the compiler)
            | "quotedability" -> kw_quoted

// ---------------------------------------------------------------- objects and players
object: target
      | up_to_targets
      | CARDNAME                                    -> obj_self
      | "it"                                        -> obj_it
      | "that" "creature"                           -> obj_that_creature
      | "those" "creatures"                         -> obj_those_creatures
      | "each" "creature"                           -> obj_each_creature
      | "each" creature_desc_noncore                -> obj_each
      | "each" "other" creature_desc                -> obj_each_other
      | "enchanted" "creature"                      -> obj_enchanted
      | "equipped" "creature"                       -> obj_equipped
// "up to N target creatures" (114.1, 601.2c): the only target of its ability
up_to_targets: "up" "to" numword "target" creature_plural
             | "any" "number" "of" "target" creature_plural  -> any_number_targets
             | "any" "number" "of" "target" perm_plural      -> any_number_targets
target: "target" target_noun
      | "another" "target" target_noun              -> target_other
target_noun: creature_desc
           | creature_desc "with" creature_quality  -> tn_creature_with
           | creature_desc "with" creature_quality controller -> tn_creature_with_controller
           | "creature" "or" "player"               -> tn_creature_or_player
           | "spell"                                -> tn_spell
           | "creature" "spell"                     -> tn_creature_spell
           | "instant" "spell"                      -> tn_instant_spell
           | "sorcery" "spell"                      -> tn_sorcery_spell
           | "instant" "or" "sorcery" "spell"       -> tn_instant_sorcery_spell
           | "enchantment" "spell"                  -> tn_enchantment_spell
           | "artifact" "spell"                     -> tn_artifact_spell
           // "target noncreature spell", "target blue spell", "target red or green spell"
           | adjective+ "spell"                     -> tn_adj_spell
           | "spell" "with" "converted" "mana" "cost" NUMBER "or" "greater" -> tn_spell_cmc_at_least
           | "spell" "you" "don't" "control"        -> tn_spell_not_yours
           | SUBTYPE                                -> tn_subtype
           | perm_type_desc
// "target creature with flying / with power 4 or greater / with converted mana cost 3 or less"
creature_quality: kw_simple                                        -> cq_keyword
                | "power" NUMBER "or" "greater"                    -> cq_power_at_least
                | "power" NUMBER "or" "less"                       -> cq_power_at_most
                | "converted" "mana" "cost" NUMBER "or" "less"     -> cq_cmc_at_most
                | "a" "morph" "ability"                            -> cq_morph
player_ref: "you" -> pl_you
          | player3
player3: "target" "player" -> pl_target
       | "target" "opponent" -> pl_target_opponent
       | "each" "player" -> pl_each
       | "each" "opponent" -> pl_each_opponent
       | "that" "player" -> pl_that

creature_desc: adjective* SUBTYPE? "creature" controller?
creature_desc_noncore: adjective+ SUBTYPE? "creature" controller?
                     | SUBTYPE "creature" controller?
                     | "creature" controller
creature_plural: adjective* SUBTYPE? "creatures" controller? of_chosen?
               | "other" adjective* SUBTYPE? "creatures" controller? of_chosen? -> creature_plural_other
perm_type_desc: adjective* perm_type controller?
              | perm_type "or" perm_type controller?  -> perm_type_or
permanent_noun: creature_desc | perm_type_desc
adjective: color                 -> adj_color
         | noncolor              -> adj_noncolor
         | "tapped"              -> adj_tapped
         | "untapped"            -> adj_untapped
         | "nonartifact"         -> adj_nonartifact
         | "nonland"             -> adj_nonland
         | "noncreature"         -> adj_noncreature
         | "colorless"           -> adj_colorless
         | "nontoken"            -> adj_nontoken
         | color "or" color      -> adj_colors_or
         | "attacking"           -> adj_attacking
         | "unblocked"           -> adj_unblocked
         | "blocking"            -> adj_blocking
         | "attacking" "or" "blocking" -> adj_in_combat
controller: "you" "control"      -> ctl_you
          | "an" "opponent" "controls" -> ctl_opponent
          | "your" "opponents" "control" -> ctl_opponents
          | "you" "don't" "control"      -> ctl_not_you

// ---------------------------------------------------------------- static abilities (604, 613)
static_sentence: affected_one "gets" PT                          -> st_pt_one
               | affected_one "gets" PT "and" "has" keyword_list -> st_pt_kw_one
               | affected_one "has" keyword_list                 -> st_kw_one
               | affected_many "get" PT                          -> st_pt_many
               | affected_many "get" PT "and" "have" keyword_list -> st_pt_kw_many
               | affected_many "have" keyword_list               -> st_kw_many
               | CARDNAME "can't" "block"                        -> st_cant_block
               | CARDNAME "can't" "be" "blocked"                 -> st_unblockable
               // 509.1b: how many creatures may block it
               | CARDNAME "can't" "be" "blocked" "except" "by" "two" "or" "more" "creatures" -> st_except_by_two
               | affected_one "can't" "be" "blocked" "except" "by" "two" "or" "more" "creatures" -> st_except_by_two_one
               | affected_many "can't" "be" "blocked" "except" "by" "two" "or" "more" "creatures" -> st_except_by_two_one
               | affected_one "gets" PT "and" "can't" "be" "blocked" "except" "by" "two" "or" "more" "creatures" -> st_pt_except_by_two_one
               | CARDNAME "can" "block" "any" "number" "of" "creatures"  -> st_block_any_number
               | CARDNAME "can" "block" "an" "additional" "creature"    -> st_block_additional
               | affected_one "can't" "attack" "or" "block"      -> st_cant_attack_block_one
               | affected_one "can't" "block"                    -> st_cant_block_one
               | affected_one "can't" "be" "blocked"             -> st_unblockable_one
               | affected_one "gets" PT "and" "can't" "be" "blocked" -> st_pt_unblockable_one
               | affected_one "can't" "attack"                   -> st_cant_attack_one
               | CARDNAME "can't" "attack"                       -> st_cant_attack
               | affected_one "gets" PT "and" "can't" "block"    -> st_pt_cant_block_one
               | CARDNAME "gets" PT                              -> st_pt_self
               | CARDNAME "has" keyword_list                     -> st_kw_self
               | CARDNAME "gets" PT "and" "has" keyword_list     -> st_pt_kw_self
               | CARDNAME "is" "the" "chosen" "color"            -> st_self_chosen_color
               | CARDNAME "is" "the" "chosen" "type" "in" "addition" "to" "its" "other" "types" -> st_self_chosen_type
               // requirements and restrictions of attacking and blocking (508.1c–d, 509.1b)
               | CARDNAME "attacks" "each" "combat" "if" "able"  -> st_must_attack
               | CARDNAME "can't" "be" "countered"               -> st_cant_be_countered
               | CARDNAME "can't" "be" "blocked" "by" "more" "than" "one" "creature" -> st_max_one_blocker
               | "each" creature_desc "with" "a" PT "counter" "on" "it" "has" keyword_list -> st_each_with_counter
               | CARDNAME "can" "block" "only" "creatures" "with" "flying" -> st_block_only_flying
               | CARDNAME "can't" "attack" "unless" "defending" "player" "controls" ("a" | "an") SUBTYPE -> st_attack_unless
               | affected_one "attacks" "each" "combat" "if" "able" -> st_must_attack_one
               | affected_one "gets" PT "and" "attacks" "each" "combat" "if" "able" -> st_pt_must_attack_one
               | affected_one "can" "block" "only" "creatures" "with" "flying" -> st_block_only_flying_one
               | "you" "may" "choose" "not" "to" "untap" CARDNAME "during" "your" "untap" "step" -> st_may_not_untap
               | affected_many "attack" "each" "combat" "if" "able" -> st_must_attack_many
               // 502.2: effects can keep permanents from untapping
               | CARDNAME "doesn't" "untap" "during" "your" "untap" "step" -> st_doesnt_untap
               | affected_one "doesn't" "untap" "during" "its" "controller's" "untap" "step" -> st_doesnt_untap_one
// "as long as …" (611.3a: a static ability's condition, checked continuously)
condition: "you" "control" ("a" | "an") cond_permanent            -> cond_control
         | "you" "control" ("a" | "an") cond_permanent "with" creature_quality -> cond_control_with
         | "you" "control" "no" SUBTYPE_PL                        -> cond_control_no_subtype
         | "you" "control" "no" perm_plural                       -> cond_control_none
         | "you" "control" number "or" "more" perm_plural         -> cond_control_at_least
         | "you" "have" numword "or" "more" "cards" "in" "hand"   -> cond_hand_at_least
         | "it's" "your" "turn"                                   -> cond_your_turn
         | "it's" "not" "your" "turn"                             -> cond_not_your_turn
         | "you" "have" NUMBER "or" "less" "life"                 -> cond_life_at_most
         | "you" "have" NUMBER "or" "more" "life"                 -> cond_life_at_least
         | number "or" "more" "cards" "are" "in" "your" "graveyard" -> cond_graveyard_at_least
         | "creatures" "you" "control" "have" "total" "power" NUMBER "or" "greater" -> cond_total_power
cond_permanent: adjective* SUBTYPE? perm_word
              | SUBTYPE                                           -> cond_subtype
!perm_word: "creature" | "artifact" | "enchantment" | "land" | "permanent" | "planeswalker"
// characteristic-defining abilities (604.3): "CARDNAME's power and toughness are each equal to …"
pt_sides: "power" "and" "toughness" "are" "each"                  -> sides_both
        | "power" "is"                                            -> sides_power
        | "toughness" "is"                                        -> sides_toughness
countable: "cards" "in" "your" "hand"                             -> cnt_hand
         | "creature" "cards" "in" "your" "graveyard"             -> cnt_creature_cards_gy
         | creature_plural                                        -> cnt_permanents
         | perm_plural                                            -> cnt_permanents
         | adjective* SUBTYPE_PL controller                       -> cnt_subtype
affected_one: "enchanted" "creature" -> aff_enchanted | "equipped" "creature" -> aff_equipped
affected_many: all_creatures

// ---------------------------------------------------------------- terminals
CARDNAME: "cardname"
MANA: /(\{[0-9a-z\/]+\})+/
PT: /[+\-−][0-9x]+\/[+\-−][0-9x]+/
LOYALTY: /[+\-−]([0-9]+|x)|0(?=:)/
NUMBER: /[0-9]+/
PT_PLAIN: /[0-9]+\/[0-9]+/
SUBTYPE.2: /(?:__SUBTYPES__)(?![a-z’'-])/
SUBTYPE_PL.2: /(?:__SUBTYPES_PL__)(?![a-z’'-])/
CARDNAME_POSS: "cardname's"
AND_EACH_PLAYER.3: /and each player(?=[.,])/
AND_DAMAGE_TO_YOU.3: /and [0-9]+ damage to you(?=[.,])/
AND_DEALS_DAMAGE_TO_YOU.3: /and deals [0-9]+ damage to you(?=[.,])/
// kinds of counters named by a word (121.1; "+1/+1" is a PT): those printed on cards up to 2015
COUNTER_KIND.2: /(?:__COUNTER_KINDS__)(?![a-z’'-])/
WORD: /[a-z][a-z’'\-]*/
%ignore " "
"""


def subtype_names() -> set[str]:
    """The subtypes of permanents (205.3g–j), lower case."""
    return {
        n.lower()
        for group in ("creature", "artifact", "enchantment", "land")
        for n in SUBTYPES[group]
    }


def plural_subtypes() -> dict[str, str]:
    """Regular plurals of subtypes ("forests" → "forest", "soldiers" → "soldier"); a plural
    that is itself a subtype or a name ending in "s" (Plains) is left out."""
    names = subtype_names()
    return {n + "s": n for n in names if not n.endswith("s") and n + "s" not in names}


def _subtype_pattern(plural: bool = False) -> str:
    names = sorted(plural_subtypes() if plural else subtype_names(), key=lambda n: (-len(n), n))
    import re

    return "|".join(re.escape(n) for n in names)


@cache
def parser():
    """The LALR parser for one kind of ability line (built once, on first use)."""
    from lark import Lark

    from . import families

    grammar = (
        (GRAMMAR + families.grammar())
        .replace("__SUBTYPES__", _subtype_pattern())
        .replace("__SUBTYPES_PL__", _subtype_pattern(plural=True))
        .replace("__COUNTER_KINDS__", "|".join(sorted(COUNTER_KINDS, key=lambda k: (-len(k), k))))
    )
    return Lark(
        grammar,
        parser="lalr",
        lexer="basic",
        start=["spell", "activated", "triggered", "static", "replacement", "unknown_word"],
        propagate_positions=False,
        maybe_placeholders=False,
    )
