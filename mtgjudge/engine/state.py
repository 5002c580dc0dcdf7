"""Game state: players, objects, zones, turn, priority (102, 109, 110, 400–407, 500).

The ``Game`` object is the only thing that changes, and only through engine functions that
record events.  An object that changes zones becomes a new object with a new id (400.7);
the old one is kept as last known information (608.2g).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from ..cards.format import Ability, CardDef
from .events import Event

ZONES = ("library", "hand", "battlefield", "graveyard", "stack", "exile", "command")
PLAYER_ZONES = ("library", "hand", "graveyard", "exile")
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


@dataclass
class Player:
    """A player (102): life, poison counters, mana pool, lands played, result flags."""

    name: str
    life: int = 20
    poison: int = 0
    mana_pool: dict[str, int] = field(default_factory=dict)
    lands_played: int = 0
    lost: bool = False
    won: bool = False
    drew_from_empty_library: bool = False
    zones: dict[str, list[int]] = field(default_factory=lambda: {z: [] for z in PLAYER_ZONES})
    life_paid_or_lost_this_turn: int = 0

    def pool_total(self) -> int:
        return sum(self.mana_pool.values())


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
    flipped: bool = False
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
    regeneration_shields: int = 0
    base_controller: str = ""  # who controls it before layer 2 (613.1b) applies
    chosen: dict[str, Any] = field(default_factory=dict)  # "as … enters" choices (a creature type)

    def __post_init__(self) -> None:
        if not self.base_controller:
            self.base_controller = self.controller

    @property
    def name(self) -> str:
        return self.card.name

    @property
    def label(self) -> str:
        """How events name it: the card name, with the scenario's id when there is one
        ("Raging Goblin «гоблин1»"), so that two identical cards can be told apart."""
        return f"{self.card.name} «{self.alias}»" if self.alias else self.card.name


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


@dataclass
class Game:
    """The whole game: the only mutable thing in the engine."""

    players: list[Player]
    objects: dict[int, GameObject] = field(default_factory=dict)
    battlefield: list[int] = field(default_factory=list)
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
    next_timestamp: int = 1
    seed: int = 0
    answers: dict[str, Any] = field(default_factory=dict)  # answers for later choices
    winner: str | None = None
    is_draw: bool = False
    aliases: dict[str, int] = field(default_factory=dict)
    extra_steps: list[str] = field(default_factory=list)
    prevention_shields: list[dict[str, Any]] = field(default_factory=list)  # 615.7, this turn
    # combat (506–511)
    attackers: dict[int, str | int] = field(
        default_factory=dict
    )  # attacker -> player name / planeswalker id
    blockers: dict[int, list[int]] = field(default_factory=dict)  # blocker -> attackers it blocks
    blocked: set[int] = field(default_factory=set)  # attackers that became blocked (509.1h)
    block_order: dict[int, list[int]] = field(
        default_factory=dict
    )  # damage assignment order (509.2)
    had_first_strike: set[int] = field(default_factory=set)
    first_strike_in_combat: bool = False
    attacked_this_turn: set[int] = field(default_factory=set)
    pending_attack: dict[int, str | int] | None = None  # the scenario's declaration
    pending_block: dict[int, list[int]] | None = None
    extra_phases: list[str] = field(default_factory=list)  # added after this main phase (500.8)
    resume_after: str | None = None  # the phase after which extra steps were added
    indestructible_noted: set[tuple] = field(default_factory=set)  # 702.12b already explained
    trigger_scan: int = 0  # events already read for triggers
    pending_triggers: list[dict[str, Any]] = field(
        default_factory=list
    )  # triggered, not yet on the stack
    stop_at: str | None = None  # the scenario asked to stop just after untap/cleanup actions
    paused: str | None = None  # the step (untap or cleanup) the game is stopped in
    version: int = 0  # grows with every event: the characteristics cache's key
    layer_cache: Any = None  # engine.layers: characteristics of this version (613.4)
    last_known_chars: dict[int, Any] = field(
        default_factory=dict
    )  # characteristics as it last existed

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
        i = self.next_id
        self.next_id += 1
        return i

    def new_timestamp(self) -> int:
        t = self.next_timestamp
        self.next_timestamp += 1
        return t

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
        return "?"

    def zone_list(self, obj: GameObject) -> list[int] | None:
        if obj.zone == "battlefield":
            return self.battlefield
        if obj.zone in PLAYER_ZONES:
            return self.player(obj.owner).zones[obj.zone]
        return None

    def permanents(self, controller: str | None = None) -> list[GameObject]:
        out = [self.objects[i] for i in self.battlefield]
        out = [o for o in out if not o.phased_out]
        if controller is not None:
            out = [o for o in out if o.controller == controller]
        return out

    def cards_in(self, player: str, zone: str) -> list[GameObject]:
        return [self.objects[i] for i in self.player(player).zones[zone]]

    def stack_item(self, item_id: int) -> StackItem | None:
        for item in self.stack:
            if item.id == item_id:
                return item
        return None

    def log(self, event_kind: str, rules: tuple[str, ...] | str, /, **data: Any) -> Event:
        if isinstance(rules, str):
            rules = (rules,)
        event = Event(event_kind, tuple(rules), data)
        self.events.append(event)
        self.version += 1
        return event

    def touch(self) -> None:
        """Note a change of state made without an event (the characteristics cache's key)."""
        self.version += 1

    @property
    def over(self) -> bool:
        return self.winner is not None or self.is_draw or all(p.lost for p in self.players)
