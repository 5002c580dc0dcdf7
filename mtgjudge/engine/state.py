"""Game state: players, objects, zones, turn, priority (102, 109, 110, 400–407, 500).

The ``Game`` object is the only thing that changes, and only through engine functions that
record events.  An object that changes zones becomes a new object with a new id (400.7);
the old one is kept as last known information (608.2g).
"""

from __future__ import annotations

import os
from collections.abc import Hashable
from dataclasses import dataclass, field
from time import process_time
from typing import Any

from ..cards.format import Ability, CardDef, keyword_names
from ..dict_init import dict_init
from ..lazy_import import lazy_module
from ..limits import MAX_OBJECTS
from .events import ABILITY_MARK, BESTOWED_MARK, FACE_DOWN_MARK, EngineLimitError, Event

ZONES = ("library", "hand", "battlefield", "graveyard", "stack", "exile", "command")
PLAYER_ZONES = ("library", "hand", "graveyard", "exile", "command")
STEPS = (
    "untap",
    "upkeep",
    "draw",
    "main1",
    "beginning_of_combat",
    "declare_attackers",
    "declare_blockers",
    "first_strike_damage",
    "combat_damage",
    "end_of_combat",
    "main2",
    "end",
    "cleanup",
)
MAIN_STEPS = ("main1", "main2")
STATIC, TRIGGERS = ("static",), ("triggers",)  # keys of Game.index (not player names)

# The tests set MTGJUDGE_CHECK_INDEXES=1: every index of the game (views of the battlefield,
# objects by name) is then compared with a fresh scan on each use, so that a zone change that
# forgot to keep an index fails loudly instead of giving a silently wrong answer.
CHECK_INDEXES = os.environ.get("MTGJUDGE_CHECK_INDEXES") == "1"
TIME_CHECK_EVENTS = 1024  # how often Game.log looks at the time budget (in events)

# Events after which no characteristic of any object can have changed (priority passes, mana
# paid from a pool, resolutions beginning, abilities triggering): they leave the characteristics
# cache (engine.layers) valid.  Any other event starts a new state version.
UNCHANGING_EVENTS = frozenset(
    {
        "passed",
        "passes",
        "all_passed",
        "mana_paid",
        "mana_added",
        "mana_emptied",
        "resolving",
        "ability_done",
        "ability_triggered",
        "trigger_condition_false",
        "default_choice",
        "step_ended",
    }
)

# Events that change only what no characteristic of any object depends on unless a continuous
# effect or a characteristic-defining ability looks at the game beyond the permanents'
# characteristics (tapped status, combat, marked damage, life): after one of them the cache of
# a layer pass that looked at nothing else (``LayerCache.closed``) stays valid.  Damage dealt
# to a planeswalker removes loyalty counters (a characteristic, 306.5b): not in this set.  A
# new step or turn changes only the game's step, turn and active player (effects that end with
# it, phasing, timestamps are events or keys of their own).  A mana ability (605.3b) taps its
# source and adds mana; the other costs paid for it (sacrifice, discard, exile) are events of
# their own, logged before it.
NEUTRAL_EVENTS = frozenset(
    {
        "step_began",
        "turn_began",
        "attackers_declared",
        "blockers_declared",
        "became_blocked",
        "blocker_order",
        "combat_damage_assigned",
        "damage_dealt",
        "removed_from_combat",
        "tapped",
        "untapped",
        "untapped_all",
        "life_lost",
        "life_gained",
        "life_paid",
        "mana_ability",
    }
)


@dataclass(frozen=True)
class ManaApart:
    """Mana in a pool kept apart from the rest (``engine/mana_apart.py``): mana that may be
    spent only as its source said (106.6: "Spend this mana only to cast a Sliver spell"; the
    card format's ``spend_only``: ``[{cast: FILTER}, {activate: FILTER}]``, None: anything),
    or that doesn't empty from the pool until end of turn (``keep``, 500.4: "Until end of
    turn, you don't lose this mana as steps and phases end"); its type (W, U, B, R, G, C),
    how much, and its source's name."""

    type: str
    n: int
    only: tuple[Any, ...] | None
    source: str
    keep: bool = False


@dataclass
class Player:
    """A player (102): life, poison counters, mana pool, lands played, result flags."""

    name: str
    life: int = 20
    poison: int = 0
    mana_pool: dict[str, int] = field(default_factory=dict)
    # mana with a restriction on how it may be spent (106.6) or that is kept until end of
    # turn (500.4): ``engine/mana_apart.py``; a tuple, replaced (never changed in place)
    mana_apart: tuple[ManaApart, ...] = ()
    lands_played: int = 0
    # "you may play an additional land this turn" (305.2): lands beyond the one a player can
    # normally play, this turn
    extra_land_plays: int = 0
    lost: bool = False
    won: bool = False
    drew_from_empty_library: bool = False
    zones: dict[str, list[int]] = field(default_factory=lambda: {z: [] for z in PLAYER_ZONES})
    life_paid_or_lost_this_turn: int = 0
    # "if you lost life last turn" (118.3, 118.4): a scenario starts with none lost last turn
    lost_life_last_turn: bool = False
    # "if you had another creature enter the battlefield under your control last turn": the
    # creatures that entered under this player's control this turn and last turn (a
    # scenario's permanents at the start did not enter)
    creatures_entered_this_turn: frozenset[int] = frozenset()
    creatures_entered_last_turn: frozenset[int] = frozenset()
    # anonymous cards under the listed library cards, not yet objects (engine.library): how
    # many, and the id and timestamp reserved for the top one
    unknown_cards: int = 0
    unknown_next_id: int = 0
    unknown_next_timestamp: int = 0
    damage_this_turn: int = 0  # damage dealt to the player this turn (702.53a)
    # the objects that dealt damage to the player this turn (a new object is another, 400.7)
    damaged_by_this_turn: frozenset[int] = frozenset()
    # timestamps of the beginnings of this player's previous and latest upkeep (702.29a)
    upkeep_marks: tuple[int, int] = (0, 0)
    # spells cast this turn and last turn (werewolves' "if no spells were cast last turn");
    # a scenario starts with none cast last turn
    spells_this_turn: int = 0
    spells_last_turn: int = 0
    # noncreature spells cast this turn ("only if you've cast a noncreature spell this turn")
    noncreature_spells_this_turn: int = 0
    # cards drawn this turn ("the first card you draw each turn", 603.10; miracle's "the first
    # card you've drawn this turn", 702.93a); a scenario starts with none drawn
    cards_drawn_this_turn: int = 0
    # 702.49a–b: a spell with epic this player controlled resolved: no more spells this game
    epic: str | None = None

    def can_play_land(self) -> bool:
        """305.2a: the lands the player can play this turn are more than those played."""
        return self.lands_played < 1 + self.extra_land_plays

    def pool_total(self) -> int:
        return sum(self.mana_pool.values()) + sum(m.n for m in self.mana_apart)


@dataclass(frozen=True)
class ExtraTurn:
    """An extra turn waiting to be taken (500.7): whose, the steps of it an effect says to
    skip ("Skip the untap step of that turn", 614.1b) and the source that created it."""

    player: str
    skip: tuple[str, ...] = ()
    source: str = ""
    source_ru: str | None = None


# A permanent's status and the records of what happened to it, which no layer pass reads
# unless it looks at the game beyond the permanents' characteristics (``LayerCache.closed``):
# the fields that the events of NEUTRAL_EVENTS change, and counts of what it did this turn.
# A change to any other attribute of a permanent counts in ``permanent_writes``.
STATUS_FIELDS = frozenset(
    {
        "tapped",
        "damage",
        "deathtouch_damage",
        "sick",
        "loyalty_activations",
        "activations",
        "regeneration_shields",
        "controlled_since",
    }
)
# the zones whose objects a layer pass reads: permanents, and the objects of the command zone
# whose abilities function there (113.4 emblems, 112.6n face-up conspiracies)
LAYER_SOURCE_ZONES = frozenset({"battlefield", "command"})
# how many times an attribute of a permanent or of an object in the command zone (other than
# STATUS_FIELDS) was changed, in any game of this process (``GameObject.__setattr__``); only
# compared, never reset
permanent_writes = 0
# how many times any attribute of any object was changed or deleted, in any game of this
# process (``GameObject.__setattr__``, ``__delattr__``, and a restored snapshot, which writes
# the objects' ``__dict__``): an unchanged count means no existing object changed, except in
# its ``counters`` (changed in place); what lets the loop watcher keep the keys of the zones
# (``engine.loops``).  Only compared, never reset
object_writes = 0
_set_attribute, _del_attribute = object.__setattr__, object.__delattr__


@dict_init
@dataclass
class GameObject:
    """A card, token or copy in some zone, with its status on the battlefield (110.6)."""

    id: int
    card: CardDef
    owner: str
    controller: str
    zone: str
    timestamp: int
    tapped: bool = False
    flipped: bool = False  # 110.6, 709.2: the flipped status (one way, 709.4)
    face_down: bool = False
    phased_out: bool = False
    damage: int = 0
    deathtouch_damage: bool = False
    counters: dict[str, int] = field(default_factory=dict)
    attached_to: int | str | None = None  # object id or player name
    sick: bool = False  # came under its controller's control this turn
    is_token: bool = False
    is_copy: bool = False
    alias: str | None = None  # the scenario's id for it
    loyalty_activations: int = 0  # loyalty abilities activated this turn (606.3)
    # activations of abilities limited per turn (602.5b): (turn, ability number) -> count;
    # replaced whole, never changed in place (snapshots share it)
    activations: dict[tuple[int, int], int] = field(default_factory=dict)
    regeneration_shields: int = 0
    # "it doesn't untap during its controller's next untap step" (502.2): how many of its
    # controller's untap steps it still stays tapped through
    skip_untaps: int = 0
    base_controller: str = ""  # who controls it before layer 2 (613.1b) applies
    # "as ~ enters, choose …" (614.1c, 607.2d): kind (color, creature_type, player, opponent)
    # -> the choice; replaced whole, never changed in place (snapshots share it)
    chosen: dict[str, Any] = field(default_factory=dict)
    # the timestamp of the moment it came under its controller's control; 0: before the
    # scenario began (702.29a echo asks whether that was since the last upkeep)
    controlled_since: int = 0
    # the rule of "if it would leave the battlefield, exile it instead" (702.83a unearth)
    exile_if_leaves: str | None = None
    # 702.32d: how many times the spell was kicked; the permanent it becomes keeps the number
    # ("if it was kicked", "for each time it was kicked")
    kicked: int = 0
    # 107.3a: the value of X announced as the spell was cast; the permanent it becomes keeps it
    # for its own "enters the battlefield with X +1/+1 counters on it" (614.1c)
    x_cast: int = 0
    # 702.103b: the opponent chosen for its tribute put the counters on it as it entered
    tribute_paid: bool = False
    colors_spent: frozenset[str] = frozenset()  # colours of mana spent to cast it (702.43a)
    # the optional and alternative costs paid as the spell was cast, by keyword ("Evoke",
    # "Buyback"): "if its evoke cost was paid" (702.73a) of the permanent it becomes
    costs_paid: tuple[str, ...] = ()
    # facts noted as the spell was cast (601.2h), kept by the permanent it becomes: "revealed"
    # (an optional reveal cost, 601.2b), "controlled" (a permanent the card's optional reveal
    # names, controlled as it was cast: DTK's "… or controlled a Dragon as you cast this spell")
    cast_notes: frozenset[str] = frozenset()
    # 707.2: while face down, ``card`` is the face-down characteristics (a 2/2 creature with no
    # name, text, types or mana cost) and ``hidden`` is the card itself
    hidden: CardDef | None = None
    manifested: bool = False  # face down by manifest (701.31a): may turn up for its mana cost
    # 711.4b: while a double-faced permanent's back face is up, ``card`` is the back face and
    # ``front`` the front face (the card as it is in every other zone, 711.4a)
    front: CardDef | None = None
    # 702.102a: while a spell cast for its bestow cost (and the permanent it becomes) is an
    # Aura, ``card`` is its Aura form and ``bestowed`` the card itself
    bestowed: CardDef | None = None
    # 708.2: while a split card is a spell, ``card`` is the half being cast (or, cast with
    # fuse, both halves: 702.101b) and ``split`` the whole card (every other zone, 708.2)
    split: CardDef | None = None
    # 709.2: while a flip card is flipped (the status ``flipped``, 110.6), ``card`` is its
    # flipped form (709.1b-c) and ``unflipped`` the card itself (a copy of it copies the card,
    # 706.2)
    unflipped: CardDef | None = None
    monstrous: bool = False  # 701.28a: a condition it has once monstrosity put counters on it

    def __post_init__(self) -> None:
        if not self.base_controller:
            self.__dict__["base_controller"] = self.controller  # (made, not changed)

    def __setattr__(self, name: str, value: Any) -> None:
        """Every change of an object's attribute passes here (``dict_init`` makes objects
        without it): a change to a permanent or to an object in the command zone
        (LAYER_SOURCE_ZONES), other than its status (STATUS_FIELDS), is counted in
        :data:`permanent_writes` -- what lets a layer pass be kept when nothing it
        reads has changed (``engine.layers``), whatever code made the change and whether or
        not it logged an event; every change is counted in :data:`object_writes`.  (While a
        transaction is open, ``engine.transaction`` puts a journaling ``__setattr__`` in
        front of this one.)"""
        global permanent_writes, object_writes
        object_writes += 1
        if name not in STATUS_FIELDS and (
            name == "zone" or self.__dict__.get("zone") in LAYER_SOURCE_ZONES
        ):
            permanent_writes += 1
        _set_attribute(self, name, value)

    def __delattr__(self, name: str) -> None:
        global permanent_writes, object_writes
        permanent_writes += 1
        object_writes += 1
        _del_attribute(self, name)

    @property
    def name(self) -> str:
        return self.card.name

    @property
    def physical(self) -> CardDef:
        """The card itself, whatever face is up: what a scenario names it by."""
        return (
            self.hidden or self.front or self.bestowed or self.split or self.unflipped or self.card
        )

    @property
    def label(self) -> str:
        """How events name it: the card name, with the scenario's id when there is one
        ("Raging Goblin «гоблин1»"), so that two identical cards can be told apart; a
        face-down object by FACE_DOWN_MARK and its card's name (for the judge, 707.5); a
        bestowed Aura by BESTOWED_MARK and its name (702.102a)."""
        name = FACE_DOWN_MARK + self.hidden.name if self.hidden else self.card.name
        if self.bestowed is not None and self.hidden is None:
            name = BESTOWED_MARK + name
        return f"{name} «{self.alias}»" if self.alias else name


@dataclass
class Target:
    """A chosen target: a player (by name) or an object (by id at the time it was chosen)."""

    player: str | None = None
    object_id: int | None = None
    spec_index: int = 0

    def describe(self, game: Game) -> str:
        if self.player is not None:
            return self.player
        return game.name_of(self.object_id)


@dataclass
class StackItem:
    """A spell or an activated/triggered ability on the stack (405)."""

    id: int
    kind: str  # "spell" or "ability"
    controller: str
    ability: Ability | None  # the spell's or the ability's instructions
    source_id: int  # the card (spell) or the source of the ability
    source_card: CardDef  # for abilities: last known information of the source
    targets: list[Target] = field(default_factory=list)
    x: int | None = None
    choices: dict[str, Any] = field(default_factory=dict)
    modes: tuple[int, ...] = ()

    def name(self, game: Game) -> str:
        return self.source_card.name

    def label(self, game: Game) -> str:
        """How events name it: the card's name, or for a face-down spell (707.2) the
        object's label (FACE_DOWN_MARK and the card's own name, for the judge)."""
        spell = game.objects.get(self.source_id) if self.kind == "spell" else None
        return spell.label if spell is not None and spell.hidden else self.source_card.name


@dataclass
class ContinuousEffect:
    """A continuous effect (611) placed by a resolved spell or ability, applied in its layers
    (613.1); ``affected`` is locked in when the effect begins (611.2c).

    ``parts`` maps the parts of the effect (``cards.format.CONTINUOUS_PARTS``, plus ``copy``
    for a copy effect, 706) to their values; the older short forms ``power``/``toughness``
    (layer 7c) and ``keywords`` (layer 6) mean ``modify_pt`` and ``grant``.  ``until`` is
    ``end_of_turn`` or ``indefinitely``."""

    layer: str  # the first layer it applies in: "1" … "7e"
    timestamp: int
    source: str  # card name (for the explanation)
    affected: tuple[int, ...]
    power: int = 0
    toughness: int = 0
    keywords: tuple[str, ...] = ()
    until: str = "end_of_turn"
    parts: dict[str, Any] = field(default_factory=dict)
    controller: str | None = None  # the player a control part gives control to, or "you" is
    source_id: int | None = None
    # "until your next turn" (611.2a): the player whose next turn ends it
    until_turn_of: str | None = None


@dataclass
class Game:
    """The whole game: the only mutable thing in the engine."""

    players: list[Player]
    objects: dict[int, GameObject] = field(default_factory=dict)
    battlefield: dict[int, None] = field(
        default_factory=dict
    )  # ids in order of arrival (a set with order)
    stack: list[StackItem] = field(default_factory=list)  # top is the last item
    effects: list[ContinuousEffect] = field(default_factory=list)
    events: list[Event] = field(default_factory=list)
    last_known: dict[int, GameObject] = field(default_factory=dict)
    turn: int = 1
    active: str = ""
    step: str = "main1"
    priority: str = ""
    passes: int = 0  # players who passed in succession (116.4)
    next_id: int = 1
    objects_made: int = 0  # objects made in this game (MAX_OBJECTS)
    next_timestamp: int = 1
    # emblems made in this game (113): none — no command zone to read for their abilities
    emblem_count: int = 0
    seed: int = 0
    answers: dict[str, Any] = field(default_factory=dict)  # answers for later choices
    winner: str | None = None
    is_draw: bool = False
    aliases: dict[str, int] = field(default_factory=dict)
    extra_steps: list[str] = field(default_factory=list)
    # replacement and prevention effects created by resolved spells and abilities (611.2a,
    # 615.7, 701.12b): engine.replacement.ReplacementEffect values; "this turn" ones end in cleanup
    replacement_effects: list[Any] = field(default_factory=list)
    cant_be_regenerated: set[int] = field(default_factory=set)  # 701.12c, this turn
    # combat (506–511)
    attackers: dict[int, str | int] = field(
        default_factory=dict
    )  # attacker -> player name / planeswalker id
    blockers: dict[int, list[int]] = field(default_factory=dict)  # blocker -> attackers it blocks
    blocked: set[int] = field(default_factory=set)  # attackers that became blocked (509.1h)
    # blocker -> the attackers it blocked this combat, kept after either leaves combat ("that
    # were blocked by that creature this combat", 509.1g, 506.4); emptied as combat ends (511.3)
    blocked_this_combat: dict[int, list[int]] = field(default_factory=dict)
    block_order: dict[int, list[int]] = field(
        default_factory=dict
    )  # damage assignment order (509.2)
    had_first_strike: set[int] = field(default_factory=set)
    band_of: dict[int, int] = field(default_factory=dict)  # attacker -> its band (702.21c)
    # soulbond (702.94b): creature -> (the creature it is paired with, the pairing controller)
    paired: dict[int, tuple[int, str]] = field(default_factory=dict)
    # haunt (702.54b): an exiled card -> the creature it haunts
    haunting: dict[int, int] = field(default_factory=dict)
    # permanents put into a graveyard from the battlefield this turn (702.68a gravestorm)
    to_graveyard_from_battlefield: int = 0
    first_strike_in_combat: bool = False
    attacked_this_turn: set[int] = field(default_factory=set)
    # creatures put into a graveyard from the battlefield this turn (700.4: "died"); a
    # scenario starts as if none had ("if a creature died this turn", Morbid)
    creatures_died_this_turn: int = 0
    # "damage can't be prevented this turn" (615.11): the turn such an effect resolved in
    damage_unpreventable_turn: int = 0
    # 509.1c: "blocks ~ this turn if able" — (blocker, attacker, turn)
    block_requirements: list[tuple[int, int, int]] = field(default_factory=list)
    # 508.1c-d, 509.1b-c, 611.2c: combat requirements and restrictions of resolved effects
    # (engine.combat_rules.CombatRule values, never changed once made)
    combat_rules: list[Any] = field(default_factory=list)
    # the sources that dealt damage this turn to each creature ("whenever a creature dealt
    # damage by ~ this turn dies", Sengir Vampire); a scenario starts as if none had
    damaged_by: dict[int, frozenset[int]] = field(default_factory=dict)
    pending_attack: dict[int, str | int] | None = None  # the scenario's declaration
    pending_block: dict[int, list[int]] | None = None
    extra_phases: list[str] = field(default_factory=list)  # added after this main phase (500.8)
    resume_after: str | None = None  # the phase after which extra steps were added
    # 500.7: extra turns to be taken after this one, the most recently created first
    extra_turns: list[ExtraTurn] = field(default_factory=list)
    extra_turn: bool = False  # the current turn is an extra turn (500.7)
    normal_turn: str | None = None  # whose normal turn was the last (None: the active player's)
    indestructible_noted: set[tuple] = field(default_factory=set)  # 702.12b already explained
    trigger_scan: int = 0  # events already read for triggers
    pending_triggers: list[Any] = field(
        default_factory=list
    )  # triggered, not yet on the stack (603.3)
    trigger_hold: int = 0  # inside simultaneous events: triggers are read at the end
    delayed_triggers: list[Any] = field(default_factory=list)  # 603.7, waiting for their event
    cast_from: dict[int, str] = field(
        default_factory=dict
    )  # permanent -> zone its spell was cast from
    permissions: list[dict[str, Any]] = field(
        default_factory=list
    )  # 609.4: "as though …" this turn
    # 400.7d: object -> the new object it became by its last zone change (found by the
    # abilities that triggered on that zone change)
    became: dict[int, int] = field(default_factory=dict)
    # 603.2d: permanents that became tapped since triggers were last looked for
    newly_tapped: list[int] = field(default_factory=list)
    # permanents that became untapped since triggers were last looked for
    newly_untapped: list[int] = field(default_factory=list)
    # 701.26a: detained permanent -> the player at the start of whose next turn it ends
    detained: dict[int, str] = field(default_factory=dict)
    # spells that left the stack without resolving (countered, 701.5a; fizzled, 608.2b), by
    # their object id: the last known information a copy of "this spell" uses (608.2g)
    spells_gone: dict[int, StackItem] = field(default_factory=dict)
    # cards and tokens put into a graveyard (from anywhere) since triggers were last looked for
    to_graveyard: list[int] = field(default_factory=list)
    linked: dict[tuple[int, str], list[int]] = field(
        default_factory=dict
    )  # 607: (source, key) -> objects
    # 716.2a: since the scenario's answer ``loop: N``, how many times each source's optional
    # action ("you may") was taken; at N it is declined and the loop ends
    loop_choices: dict[str, int] = field(default_factory=dict)
    stop_at: str | None = None  # the scenario asked to stop just after untap/cleanup actions
    paused: str | None = None  # the step (untap or cleanup) the game is stopped in
    version: int = 0  # grows with every event: the characteristics cache's key
    layer_cache: Any = None  # engine.layers: characteristics of this version (613.4)
    last_known_chars: dict[int, Any] = field(
        default_factory=dict
    )  # characteristics as it last existed
    # indexes of the permanents (phased-in objects on the battlefield) in battlefield order:
    # None -> all, a player's name -> those they control, STATIC / TRIGGERS -> those with static
    # or triggered abilities; kept up to date by enter/leave_battlefield and phasing_changed
    index: dict[Hashable, dict[int, GameObject]] = field(
        default_factory=dict, repr=False, compare=False
    )
    views: dict[Hashable, tuple[GameObject, ...]] = field(
        default_factory=dict, repr=False, compare=False
    )
    # (English name, Russian name) -> ids of the objects with that card, kept by add/remove_object
    by_name: dict[tuple[str, str | None], dict[int, None]] = field(
        default_factory=dict, repr=False, compare=False
    )
    # keyword name -> ids of the objects whose card prints it, kept by add/remove_object and
    # turn_over: the cards a keyword that works from a graveyard concerns (recover, 702.58a),
    # found without scanning the zone on every event
    by_keyword: dict[str, dict[int, None]] = field(default_factory=dict, repr=False, compare=False)
    # the runner's CPU-time budget (a ``time.process_time`` deadline): looked at every
    # TIME_CHECK_EVENTS events, so that one long action cannot run unbounded between two
    # passes of priority (where the runner looks at it too); EngineLimitError without a
    # message when it is passed (the runner words it)
    time_budget: float | None = field(default=None, repr=False, compare=False)

    # -- players -------------------------------------------------------------------
    def player(self, name: str) -> Player:
        for p in self.players:
            if p.name == name:
                return p
        raise KeyError(name)

    def player_names(self) -> list[str]:
        return [p.name for p in self.players]

    def players_in_order(self, start: str | None = None) -> list[str]:
        """Players in turn order beginning with ``start`` (APNAP order from the active player)."""
        names = [p.name for p in self.players if not p.lost]
        start = start or self.active
        if start not in names:
            return names
        i = names.index(start)
        return names[i:] + names[:i]

    def next_player(self, name: str) -> str:
        order = self.players_in_order(name)
        return order[1] if len(order) > 1 else order[0]

    def opponents(self, name: str) -> list[str]:
        return [p for p in self.players_in_order(name) if p != name]

    # -- objects -------------------------------------------------------------------
    def new_id(self) -> int:
        """A new object's id (400.7: every zone change makes a new object); beyond
        :data:`~mtgjudge.limits.MAX_OBJECTS` the run stops (exit 3) instead of growing without
        end ("draw X" with X = 1 000 000 from a library given as a number)."""
        self.note_object()
        i = self.next_id
        self.next_id += 1
        return i

    def note_object(self) -> None:
        """Count one object made (a new id, or a card of a library given as a number made an
        object with its reserved id); see :meth:`new_id`."""
        self.objects_made += 1
        if self.objects_made > MAX_OBJECTS:
            raise EngineLimitError(
                f"в партии больше {MAX_OBJECTS} объектов (карт, фишек и новых объектов после "
                "смены зоны, 400.7) — mtgjudge/limits.py"
            )

    def new_timestamp(self) -> int:
        t = self.next_timestamp
        self.next_timestamp += 1
        return t

    def add_object(self, obj: GameObject) -> None:
        """A new object exists (a card set up, a token created, a card that changed zones)."""
        self.objects[obj.id] = obj
        card = obj.physical
        self.by_name.setdefault((card.name, card.name_ru), {})[obj.id] = None
        for keyword in keyword_names(obj.card.keywords):
            self.by_keyword.setdefault(keyword, {})[obj.id] = None

    def remove_object(self, obj: GameObject) -> None:
        """An object stops existing (it changed zones, 400.7, or ceased to exist, 704.5d)."""
        del self.objects[obj.id]
        key = (obj.physical.name, obj.physical.name_ru)
        ids = self.by_name[key]
        del ids[obj.id]
        if not ids:
            del self.by_name[key]
        self._unindex_keywords(obj)

    def _unindex_keywords(self, obj: GameObject) -> None:
        for keyword in keyword_names(obj.card.keywords):
            ids = self.by_keyword.get(keyword)
            if ids is not None:
                ids.pop(obj.id, None)
                if not ids:
                    del self.by_keyword[keyword]

    def cards_with_keyword(self, player: str, zone: str, keyword: str) -> list[GameObject]:
        """The cards in ``player``'s ``zone`` whose card prints ``keyword``, in the zone's
        order: read from the keyword index, so an event costs nothing per card of the zone
        (a graveyard of thousands of creatures after a Wrath of God)."""
        ids = self.by_keyword.get(keyword)
        found = (
            [o for o in map(self.objects.__getitem__, ids) if o.zone == zone and o.owner == player]
            if ids
            else []
        )
        if len(found) > 1:  # the zone's order (rare: several such cards in one zone)
            zone_ids = self.player(player).zones[zone]
            found.sort(key=lambda o: zone_ids.index(o.id))
        if CHECK_INDEXES:
            fresh = [
                o for o in self.cards_in(player, zone) if keyword in keyword_names(o.card.keywords)
            ]
            if [id(o) for o in found] != [id(o) for o in fresh]:
                raise AssertionError("stale keyword index: add_object/remove_object were not used")
        return found

    def objects_named(self, wanted) -> list[GameObject]:
        """Objects whose card's (English name, Russian name) satisfies ``wanted``, by id: one
        test per distinct card, not per object."""
        out = [self.objects[i] for key, ids in self.by_name.items() if wanted(*key) for i in ids]
        if CHECK_INDEXES:
            fresh = [
                o for o in self.objects.values() if wanted(o.physical.name, o.physical.name_ru)
            ]
            if sorted(o.id for o in out) != sorted(o.id for o in fresh):
                raise AssertionError("stale name index: add_object/remove_object were not used")
        return sorted(out, key=lambda o: o.id)

    def obj(self, object_id: int) -> GameObject:
        return self.objects[object_id]

    def exists(self, object_id: int | None) -> bool:
        return object_id is not None and object_id in self.objects

    def name_of(self, object_id: int | None) -> str:
        """The label of an object, or of what it was (last known information)."""
        if object_id in self.objects:
            return self.objects[object_id].label
        if object_id in self.last_known:
            return self.last_known[object_id].label
        item = self.stack_item(object_id) if object_id is not None else None
        if item is not None and item.kind == "ability":  # a targeted ability (114.2)
            return ABILITY_MARK + item.source_card.name
        return "?"

    def zone_list(self, obj: GameObject) -> list[int] | None:
        """The owner's list for a card in a player zone (the battlefield is ``battlefield``,
        the stack is ``stack``)."""
        if obj.zone in PLAYER_ZONES:
            return self.player(obj.owner).zones[obj.zone]
        return None

    # -- the battlefield and its indexes ------------------------------------------------
    def enter_battlefield(self, obj: GameObject) -> None:
        """``obj`` is put onto the battlefield (last in battlefield order)."""
        self.battlefield[obj.id] = None
        if not obj.phased_out:
            self._index(obj, add=True)

    def leave_battlefield(self, obj: GameObject) -> None:
        """``obj`` leaves the battlefield (or ceases to exist there)."""
        if self.battlefield.pop(obj.id, 0) is None:
            self._index(obj, add=False)

    def turn_over(self, obj: GameObject, card: CardDef) -> None:
        """``obj`` shows another face (turned face up or down, 707; transformed, 711.11): the
        same object with new characteristics; the indexes of the battlefield follow."""
        known = self.objects.get(obj.id) is obj
        if known:
            self._unindex_keywords(obj)
        obj.card = card
        if known:
            for keyword in keyword_names(card.keywords):
                self.by_keyword.setdefault(keyword, {})[obj.id] = None
        if obj.id in self.battlefield:
            # which indexes hold it may change (static, triggered abilities); they keep
            # battlefield order: rebuilt (a rare event, not a per-object check)
            self.phasing_changed()
        self.touch()

    def rebuild_indexes(self) -> None:
        """Every index made again from the objects and the battlefield (a restored snapshot,
        ``engine.transaction``): the same contents as kept by add/remove_object,
        enter/leave_battlefield and turn_over (the order of each set of ids is the objects'
        order, in which they were added)."""
        self.by_name.clear()
        self.by_keyword.clear()
        for obj in self.objects.values():
            card = obj.physical
            self.by_name.setdefault((card.name, card.name_ru), {})[obj.id] = None
            for keyword in keyword_names(obj.card.keywords):
                self.by_keyword.setdefault(keyword, {})[obj.id] = None
        self.phasing_changed()

    def phasing_changed(self) -> None:
        """Permanents phased in or out (702.25): rebuild the indexes in battlefield order."""
        self.index.clear()
        self.views.clear()
        for i in self.battlefield:
            obj = self.objects[i]
            if not obj.phased_out:
                self._index(obj, add=True)

    def _index(self, obj: GameObject, add: bool) -> None:
        keys: list[Hashable] = [None, obj.controller]
        if obj.card.static:
            keys.append(STATIC)
        if obj.card.all_triggers():
            keys.append(TRIGGERS)
        for key in keys:
            ids = self.index.setdefault(key, {})
            if add:
                ids[obj.id] = obj
            else:
                ids.pop(obj.id, None)
            self.views.pop(key, None)

    def _view(self, key: Hashable, scan) -> tuple[GameObject, ...]:
        got = self.views.get(key)
        if got is None:
            got = self.views[key] = tuple(self.index.get(key, {}).values())
        if CHECK_INDEXES and [id(o) for o in got] != [id(o) for o in scan()]:
            raise AssertionError(
                f"stale battlefield index {key!r}: a permanent entered, left or "
                "phased without enter_battlefield/leave_battlefield/phasing_changed"
            )
        return got

    def _scan(self):
        return (o for o in map(self.objects.__getitem__, self.battlefield) if not o.phased_out)

    def permanents(self, controller: str | None = None) -> tuple[GameObject, ...]:
        """Permanents in battlefield order (phased-out ones are treated as though they don't
        exist, 702.25b), optionally only those ``controller`` controls.  Kept as an index:
        no scan of the board."""
        if controller is None:
            return self._view(None, self._scan)
        return self._view(
            controller, lambda: (o for o in self._scan() if o.controller == controller)
        )

    def permanents_with_static(self) -> tuple[GameObject, ...]:
        """Permanents that have static abilities (604.2): the only possible sources of
        continuous effects from static abilities."""
        return self._view(STATIC, lambda: (o for o in self._scan() if o.card.static))

    def permanents_with_triggers(self) -> tuple[GameObject, ...]:
        """Permanents that have triggered abilities (603.1): the only possible watchers of an
        event."""
        return self._view(TRIGGERS, lambda: (o for o in self._scan() if o.card.all_triggers()))

    def cards_in(self, player: str, zone: str) -> list[GameObject]:
        return [self.objects[i] for i in self.player(player).zones[zone]]

    def tap(self, obj: GameObject) -> bool:
        """Tap ``obj``; True if it became tapped (603.2d: "becomes tapped" abilities trigger
        only on that change, not for a permanent that enters the battlefield tapped)."""
        if obj.tapped:
            return False
        obj.tapped = True
        self.newly_tapped.append(obj.id)
        return True

    def untap(self, obj: GameObject) -> bool:
        """Untap ``obj``; True if it became untapped ("when ~ becomes untapped", 603.7a)."""
        if not obj.tapped:
            return False
        obj.tapped = False
        self.newly_untapped.append(obj.id)
        self.end_while_tapped(obj.id)
        return True

    def end_while_tapped(self, source_id: int) -> None:
        """611.2b: effects "for as long as [source] remains tapped" end when it untaps or
        leaves the battlefield."""
        ended = [e for e in self.effects if e.until == "source_tapped" and e.source_id == source_id]
        if ended:
            self.effects = [e for e in self.effects if e not in ended]
            self.log("effects_ended_untapped", ("611.2b",), source=ended[0].source, n=len(ended))

    def stack_item(self, item_id: int) -> StackItem | None:
        for item in self.stack:
            if item.id == item_id:
                return item
        return None

    def log(self, event_kind: str, rules: tuple[str, ...] | str, /, **data: Any) -> Event:
        if rules.__class__ is not tuple:  # (almost every caller gives a tuple)
            rules = (rules,) if isinstance(rules, str) else tuple(rules)
        event = Event(event_kind, rules, data)
        events = self.events
        events.append(event)
        if not len(events) % TIME_CHECK_EVENTS and self.time_budget is not None:
            if process_time() > self.time_budget:
                raise EngineLimitError("")
        if event_kind not in UNCHANGING_EVENTS and not self._keeps_characteristics(
            event_kind, data
        ):
            self.version += 1  # the state may have changed: characteristics are recomputed
        if not self.trigger_hold:
            _detection().observe(self)  # 603.2: abilities trigger as events happen
        return event

    def _keeps_characteristics(self, event_kind: str, data: dict[str, Any]) -> bool:
        """Whether the cached characteristics stay valid after this event (NEUTRAL_EVENTS)."""
        if event_kind not in NEUTRAL_EVENTS or data.get("target_kind") == "planeswalker":
            return False
        cache = self.layer_cache
        if cache is None or not cache.closed:
            return False
        cache.kept = True  # checked against a fresh pass in the tests (CHECK_INDEXES)
        return True

    def touch(self) -> None:
        """Note a change of state made without an event (the characteristics cache's key)."""
        self.version += 1

    def simultaneously(self, *, observing: bool = False) -> Simultaneously:
        """Events that happen at the same time (704.3, 510.2, 608.2h): the abilities they
        trigger are found once all of them have happened (603.2, 603.6d)."""
        return Simultaneously(self, observing)

    @property
    def over(self) -> bool:
        if self.winner is not None or self.is_draw:
            return True
        for p in self.players:  # all(...) written out: asked before every action and pass
            if not p.lost:
                return False
        return True


class Simultaneously:
    """The context of :meth:`Game.simultaneously` (a class, not a generator: it is entered
    for every check of state-based actions): triggers are held inside it and, unless
    ``observing``, read as it ends without an exception."""

    __slots__ = ("game", "observing")

    def __init__(self, game: Game, observing: bool) -> None:
        self.game = game
        self.observing = observing

    def __enter__(self) -> None:
        self.game.trigger_hold += 1

    def __exit__(self, kind: type[BaseException] | None, *_: object) -> None:
        game = self.game
        game.trigger_hold -= 1
        if kind is None and not game.trigger_hold and not self.observing:
            _detection().observe(game)


# imported on first use: trigger detection (603.2) imports this module; read on every event of
# ``Game.log``
_detection = lazy_module("mtgjudge.engine.triggers.detection")
