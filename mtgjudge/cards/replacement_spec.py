"""Replacement and prevention abilities as data (614, 615): the event watched, the condition,
the modification.

A replacement ability is written in a card's ``replacements:`` list (a static ability of a
permanent, or of a card in a graveyard for dredge) or in the effect verb ``replacement:`` (an
effect created by a resolving spell or ability that lasts this turn).  Each is one mapping:

* ``event`` -- what would happen: ``damage`` (a source would deal damage), ``destroy``,
  ``to_graveyard`` (would be put into a graveyard from anywhere; ``from: battlefield`` is
  "would die"), ``enter_battlefield``, ``counters`` (counters would be put on a permanent),
  ``tokens`` (tokens would be created), ``gain_life``, ``draw``, ``step`` (a player's step
  would begin: ``step: untap | upkeep | draw``), ``phase`` (a player's phase would begin:
  ``phase: combat``), ``turn`` (a player's turn would begin; ``extra: true`` — only an extra
  turn, 500.7), ``lose_game`` (a player would lose the game by a state-based action, 704.5a–c),
  ``turned_face_up`` (707.11: "As ~ is turned face up, put N counters on it", ``of: self``);
* conditions that say which events of that kind it watches (``source``, ``to``, ``combat``,
  ``of``, ``owner``, ``from``, ``player``, ``kind``, ``step``, ``phase``, ``extra``, ``if``);
* exactly one modification (``prevent``, ``multiply``, ``add``, ``redirect``, ``to_zone``,
  ``tapped``, ``counters``, ``pay_life_or_tapped``, ``regenerate``, ``win_game``, ``dredge``,
  ``life_floor``, ``instead``, ``skip`` — 614.1b, ``control`` — 616.1b, ``copy`` — 616.1c), with ``then`` for what follows a prevention ("put a +1/+1
  counter … for each 1 damage prevented this way").

The vocabulary is documented in ``docs/cards.md``; this module validates it and builds an
immutable :class:`ReplacementSpec`.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from ..limits import MAX_NUMBER

EVENTS = (
    "damage",
    "destroy",
    "to_graveyard",
    "enter_battlefield",
    "counters",
    "tokens",
    "gain_life",
    "draw",
    "step",
    "phase",
    "turn",
    "lose_game",
    "turned_face_up",  # 707.11: "As ~ is turned face up, …" (of: self)
    "lose_mana",  # 500.4: "If you would lose unspent mana, …" (Kruphix)
)
MODIFICATIONS = (
    "prevent",
    "multiply",
    "add",
    "redirect",
    "to_zone",
    "tapped",
    "counters",
    "pay_life_or_tapped",
    "regenerate",
    "win_game",
    "dredge",
    "life_floor",
    "instead",
    "skip",
    "control",
    "copy",
    "colorless",  # "… that mana becomes colorless instead" (614.1a, Kruphix)
)
CONDITION_KEYS = (
    "source",
    "to",
    "combat",
    "of",
    "owner",
    "from",
    "player",
    "kind",
    "if",
    "step",
    "phase",
    "extra",
)
OTHER_KEYS = (
    "then",
    "once",
    "next",
    "text",
    "self_replacement",
    "choose_from",
    "this_turn",
    "reveal",
)
TO_ZONES = ("exile", "library_top", "library_shuffle")
PLAYER_REFS = ("you", "opponent", "any")
# steps a "skip" effect can name (614.1b, 614.10): the beginning phase's steps
SKIPPABLE_STEPS = ("untap", "upkeep", "draw")
# phases a "skip" effect can name (614.1b, 614.10): "skips their next combat phase"
SKIPPABLE_PHASES = ("combat",)
# events whose only modification is "skip" (614.1b): they happen to a player, not an object
SKIP_EVENTS = ("step", "phase", "turn")
# whom a created "skip" effect affects besides you/opponent/any: the spell's target or the
# player of the trigger event ("that player skips …", Blinding Angel); fixed on creation
SKIP_PLAYERS = ("target", "that_player")
# "equipped": the creature the source Equipment is attached to (301.5)
RECIPIENT_WORDS = ("you", "opponent", "player", "self", "enchanted", "equipped", "target")
CONDITIONS = (
    "you_control",
    "life_at_most",
    "library_empty",
    "opponent_dealt_damage_this_turn",
    "kicked",  # "if ~ was kicked, it enters the battlefield with …" (702.32b)
    "unleashed",
    "creatures_died_this_turn_at_least",  # "… if a creature died this turn" (700.4)
    "you_control_at_least",  # "unless you control two or fewer other lands": {filter, n}
    # "… if you revealed a Dragon card or controlled a Dragon as you cast this spell" (601.2h)
    "revealed_or_controlled",
    "attacked_with_at_least",  # "… if you attacked with a creature this turn" (raid, 508.1)
)
# which conditions and modifications make sense for which event
ALLOWED = {
    "damage": {
        "source",
        "to",
        "combat",
        "if",
        "prevent",
        "multiply",
        "add",
        "redirect",
        "life_floor",
        "instead",
    },
    "destroy": {"of", "if", "regenerate", "instead"},
    "to_graveyard": {"of", "owner", "from", "if", "to_zone", "instead"},
    "enter_battlefield": {
        "of",
        "if",
        "tapped",
        "counters",
        "pay_life_or_tapped",
        "instead",
        "control",  # 616.1b: "… enters the battlefield under your control instead"
        "copy",  # 616.1c: "… enter the battlefield as a copy of ~"
    },
    "counters": {"of", "kind", "if", "multiply", "add"},
    "tokens": {"player", "if", "multiply"},
    "gain_life": {"player", "if", "multiply", "add", "instead"},
    "draw": {"player", "if", "win_game", "dredge", "instead"},
    "step": {"player", "step", "if", "skip"},
    "phase": {"player", "phase", "if", "skip"},
    "turn": {"player", "extra", "if", "skip"},
    "lose_game": {"player", "if", "instead"},  # "if you would lose the game, instead …"
    "turned_face_up": {"of", "counters"},  # 707.11: "As ~ is turned face up, put N counters"
    "lose_mana": {"player", "colorless"},  # "If you would lose unspent mana, …" (500.4)
}


class ReplacementSpecError(ValueError):
    """A replacement mapping that does not follow the format; ``path`` is the key path."""

    def __init__(self, message: str, path: tuple[Any, ...] = ()) -> None:
        super().__init__(message)
        self.message = message
        self.path = path


@dataclass(frozen=True)
class ReplacementSpec:
    """One replacement or prevention ability: the event, its conditions, the modification."""

    event: str
    modification: str
    value: Any  # the modification's argument
    source: Any = None  # damage: "self", "chosen", "target", or a filter (tuple of pairs)
    to: tuple[Any, ...] = ()  # damage: recipients (words or filters); empty: any
    combat: bool | None = None
    # the object: "self", "target", "enchanted", a filter, or "dealt_damage_this_way" (in a
    # created effect: the objects the resolving spell's damage instruction dealt damage to)
    of: Any = None
    owner: str | None = None
    from_zone: str | None = None
    player: str | None = None
    kind: str | None = None  # counters: which kind
    step: str | None = None  # step / phase: which step or phase would begin (614.1b "skip")
    extra: bool | None = None  # turn: only extra turns (True) or only normal ones (False)
    condition: tuple[tuple[str, Any], ...] = ()  # "if you control a creature", …
    then: tuple[dict, ...] = ()
    once: bool = False  # "the next time …": used up by one event
    next: bool = False  # "the next N damage": the amount is used up
    self_replacement: bool = False  # 614.15, applied first (616.1a)
    this_turn: bool = False  # a created "skip your next … this turn" ends with the turn
    text: str = ""
    choose_from: tuple[tuple[str, Any], ...] = ()  # "a red source of your choice"
    reveal: bool = False  # "reveal ~ and shuffle it into its owner's library instead" (701.13a)
    rule: str | None = None  # the keyword rule it stands for (bloodthirst: 702.53a)

    @property
    def is_prevention(self) -> bool:
        """615.1a: a prevention effect (the word "prevent")."""
        return self.modification == "prevent"


FilterReader = Callable[[Any, tuple], tuple]
EffectReader = Callable[[Any, tuple], dict]


def replacement_from_dict(
    value: Any, path: tuple, read_filter: FilterReader, read_effect: EffectReader
) -> ReplacementSpec:
    """Validate one replacement mapping (``read_filter``/``read_effect`` come from the card
    format, so filters and effects are checked the same way everywhere)."""
    if not isinstance(value, dict):
        raise ReplacementSpecError(
            "эффект замещения — отображение {event, условия, изменение}", path
        )
    allowed = {"event", *CONDITION_KEYS, *MODIFICATIONS, *OTHER_KEYS}
    for key in value:
        if key not in allowed:
            raise ReplacementSpecError(
                f"неизвестный ключ «{key}»; допустимы: {', '.join(sorted(allowed))}", path + (key,)
            )
    event = value.get("event")
    if event not in EVENTS:
        raise ReplacementSpecError(f"event — одно из: {', '.join(EVENTS)}", path + ("event",))
    mods = [m for m in MODIFICATIONS if m in value]
    if len(mods) != 1:
        raise ReplacementSpecError(
            f"нужно ровно одно изменение из: {', '.join(MODIFICATIONS)}", path
        )
    mod = mods[0]
    for key in value:
        if key in ("event", *OTHER_KEYS):
            continue
        if key not in ALLOWED[event]:
            raise ReplacementSpecError(f"у события «{event}» нет ключа «{key}»", path + (key,))
    arg = _modification(event, mod, value[mod], path + (mod,), read_effect)
    source = value.get("source")
    if isinstance(source, dict):
        source = read_filter(source, path + ("source",))
    elif source not in (None, "self", "chosen", "target", "enchanted"):
        # "enchanted": the permanent the source Aura is attached to ("… dealt by enchanted creature")
        raise ReplacementSpecError(
            "source — self, chosen, target, enchanted или фильтр", path + ("source",)
        )
    to_raw = value.get("to", [])
    to_list = to_raw if isinstance(to_raw, list) else [to_raw]
    to: list[Any] = []
    for i, r in enumerate(to_list):
        if isinstance(r, dict):
            to.append(read_filter(r, path + ("to", i)))
        elif r in RECIPIENT_WORDS:
            to.append(r)
        else:
            raise ReplacementSpecError(
                f"to — одно из {', '.join(RECIPIENT_WORDS)} или фильтр", path + ("to", i)
            )
    of = value.get("of")
    if isinstance(of, dict):
        of = read_filter(of, path + ("of",))
    elif of not in (None, "self", "target", "enchanted", "dealt_damage_this_way"):
        raise ReplacementSpecError(
            "of — self, target, enchanted, dealt_damage_this_way или фильтр", path + ("of",)
        )
    if event == "turned_face_up" and of != "self":
        raise ReplacementSpecError(
            "turned_face_up — только of: self («когда этот перманент поворачивается лицом вверх», "
            "707.11)",
            path + ("of",),
        )
    for key, options in (
        ("owner", PLAYER_REFS),
        ("player", (*PLAYER_REFS, *SKIP_PLAYERS) if event in SKIP_EVENTS else PLAYER_REFS),
        ("from", ("battlefield",)),
        ("step", SKIPPABLE_STEPS),
        ("phase", SKIPPABLE_PHASES),
        ("extra", (True, False)),
    ):
        if key in value and value[key] not in options:
            raise ReplacementSpecError(
                f"{key} — одно из: {', '.join(str(o).lower() for o in options)}", path + (key,)
            )
    for key, options in (("step", SKIPPABLE_STEPS), ("phase", SKIPPABLE_PHASES)):
        if event == key and key not in value:
            raise ReplacementSpecError(
                f"у события {key} нужен ключ {key}: {', '.join(options)}", path
            )
    condition: tuple[tuple[str, Any], ...] = ()
    if "if" in value:
        cond = value["if"]
        if not isinstance(cond, dict) or len(cond) != 1 or next(iter(cond)) not in CONDITIONS:
            raise ReplacementSpecError(
                f"if — одно условие из: {', '.join(CONDITIONS)}", path + ("if",)
            )
        key, cond_arg = next(iter(cond.items()))
        if key in ("you_control", "revealed_or_controlled"):
            cond_arg = read_filter(cond_arg, path + ("if", key))
        if key == "you_control_at_least":
            if not (
                isinstance(cond_arg, dict)
                and set(cond_arg) == {"filter", "n"}
                and isinstance(cond_arg["n"], int)
            ):
                raise ReplacementSpecError(
                    "you_control_at_least — {filter: ФИЛЬТР, n: число}", path + ("if", key)
                )
            cond_arg = (read_filter(cond_arg["filter"], path + ("if", key)), cond_arg["n"])
        condition = ((key, cond_arg),)
    then_raw = value.get("then", [])
    if not isinstance(then_raw, list):
        raise ReplacementSpecError("then — список эффектов", path + ("then",))
    then = tuple(read_effect(e, path + ("then", i)) for i, e in enumerate(then_raw))
    choose_from: tuple = ()
    if "choose_from" in value:
        if source != "chosen":
            raise ReplacementSpecError(
                "choose_from — только с source: chosen", path + ("choose_from",)
            )
        choose_from = read_filter(value["choose_from"], path + ("choose_from",))
    if "this_turn" in value and (value["this_turn"] is not True or event not in SKIP_EVENTS):
        raise ReplacementSpecError(
            "this_turn: true — только у step, phase, turn («… в этом ходу»); остальные "
            "созданные эффекты и так действуют до конца хода",
            path + ("this_turn",),
        )
    if value.get("reveal") and mod != "to_zone":
        raise ReplacementSpecError(
            "reveal бывает только с to_zone («покажите … и …»)", path + ("reveal",)
        )
    if value.get("next") and not (mod == "prevent" and isinstance(arg, int)):
        raise ReplacementSpecError(
            "next бывает только у «prevent: N» («следующие N повреждений»)", path + ("next",)
        )
    return ReplacementSpec(
        event=event,
        modification=mod,
        value=arg,
        source=source,
        to=tuple(to),
        combat=value.get("combat"),
        of=of,
        owner=value.get("owner"),
        from_zone=value.get("from"),
        player=value.get("player"),
        kind=value.get("kind"),
        step=value.get("step") if event == "step" else value.get("phase"),
        extra=value.get("extra"),
        condition=condition,
        then=then,
        once=bool(value.get("once")),
        next=bool(value.get("next")),
        self_replacement=bool(value.get("self_replacement")),
        this_turn=bool(value.get("this_turn")),
        text=str(value.get("text", "")),
        choose_from=choose_from,
        reveal=bool(value.get("reveal")),
    )


def _is_amount(value: Any) -> bool:
    """An amount of the card format (``{amount: KIND, …}``; ``x: true`` — worded as X)."""
    from .format import AMOUNT_KINDS

    return isinstance(value, dict) and value.get("amount") in AMOUNT_KINDS


def _modification(event: str, mod: str, arg: Any, path: tuple, read_effect: EffectReader) -> Any:
    if mod == "prevent":
        if arg == "all" or (isinstance(arg, int) and not isinstance(arg, bool) and arg > 0):
            return arg
        if _is_amount(arg):  # "prevent X of that damage, where X is …" (615.1a, 608.2g)
            return arg
        raise ReplacementSpecError("prevent — all, положительное число или {amount: …}", path)
    if mod in ("multiply", "add", "pay_life_or_tapped", "dredge", "life_floor"):
        if isinstance(arg, int) and not isinstance(arg, bool) and arg > 0:
            return arg
        raise ReplacementSpecError(f"{mod} — положительное число", path)
    if mod == "control":
        if arg != "you":
            raise ReplacementSpecError("control — you («выходит под вашим контролем»)", path)
        return arg
    if mod == "copy":
        if arg != "self":
            raise ReplacementSpecError("copy — self («выходит копией этого перманента»)", path)
        return arg
    if mod == "redirect":
        if arg not in ("enchanted", "self"):
            raise ReplacementSpecError("redirect — enchanted или self", path)
        return arg
    if mod == "to_zone":
        if arg not in TO_ZONES:
            raise ReplacementSpecError(f"to_zone — одно из: {', '.join(TO_ZONES)}", path)
        return arg
    if mod in ("tapped", "regenerate", "win_game", "skip", "colorless"):
        if arg is not True:
            raise ReplacementSpecError(f"{mod}: true", path)
        return True
    if mod == "counters":
        if not isinstance(arg, dict) or set(arg) - {"kind", "n"} or "kind" not in arg:
            raise ReplacementSpecError("counters — {kind, n}", path)
        n = arg.get("n", 1)
        # "for each time it was kicked" (702.32c): the number of the entering permanent
        # X: the X of the spell the entering permanent was (107.3a; 0 otherwise, 107.3f)
        if n in ("times_kicked", "X"):
            return (str(arg["kind"]), n)
        if isinstance(n, dict) and "amount" in n:
            # "… with a +1/+1 counter on it for each other creature you control with a +1/+1
            # counter on it", "… a number of +1/+1 counters equal to …": counted as it would
            # enter (614.1c, 608.2g)
            from .format import CardFormatError, amount_value

            try:
                return (str(arg["kind"]), amount_value(n, path + ("n",)))
            except CardFormatError as exc:
                raise ReplacementSpecError(exc.message, path + ("n",)) from None
        if isinstance(n, bool) or not isinstance(n, int) or not 1 <= n <= MAX_NUMBER:
            raise ReplacementSpecError(
                "counters — {kind, n}: n — число от 1 или X (значение X заклинания, 107.3a), "
                "times_kicked (за каждый Усилитель, 702.32c)",
                path + ("n",),
            )
        return (str(arg["kind"]), n)
    if mod == "instead":
        if not isinstance(arg, list) or not arg:
            raise ReplacementSpecError("instead — непустой список эффектов", path)
        return tuple(read_effect(e, path + (i,)) for i, e in enumerate(arg))
    raise ReplacementSpecError(f"неизвестное изменение «{mod}»", path)  # pragma: no cover
