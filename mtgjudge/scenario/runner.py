"""Running a scenario: build the position, apply the actions through the engine, check the
expectations.  The result keeps the events of every step for the explainer.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from ..cards.library import catalogue_english_name, name_key
from ..engine import actions as act
from ..engine.answers import Answers
from ..engine.characteristics import characteristics
from ..engine.events import (
    AnswerNameError,
    ChoiceError,
    EngineLimitError,
    Event,
    IllegalActionError,
)
from ..engine.faces import flip, transform, turn_face_down
from ..engine.library import add_anonymous
from ..engine.library import size as library_size
from ..engine.loops import LoopWatch, OptionalLoopError, declare_draw
from ..engine.mana import parse_mana
from ..engine.sba import check_state_based_actions
from ..engine.state import STEPS, Game, GameObject, Player, Target
from ..engine.triggers import UnknownTriggerError
from ..engine.turn import skipped_over
from ..engine.zones import create_object
from ..lazy_import import lazy_module
from .model import Action, Problem, Scenario, ScenarioError
from .yamlpos import Mark, PDict, PList, PStr

# imported on first use: it imports this module
_expectations = lazy_module("mtgjudge.scenario.expectations")


STEP_LIMIT = 2000
#: Seconds of engine time (CPU time of the process, so that a loaded machine does not stop a
#: scenario early) for one scenario (the step budget's companion).
TIME_LIMIT = 20.0


class _LoopDraw(Exception):
    """104.4b ended the game in the middle of an action (see engine/loops.py)."""


@dataclass
class Step:
    """One action of the scenario and the events it produced."""

    number: int
    action: Action | None
    title: dict[str, Any]
    events: list[Event]


@dataclass
class Refusal:
    action: Action
    error: IllegalActionError


@dataclass
class ExpectationResult:
    key: str
    subject: str
    expected: Any
    actual: Any
    ok: bool
    line: int


@dataclass
class RunResult:
    scenario: Scenario
    game: Game
    initial: dict
    steps: list[Step] = field(default_factory=list)
    refusal: Refusal | None = None
    limit_reached: str | None = None
    unused_answers: list[tuple[str, int]] = field(default_factory=list)  # (key, line)
    expectations: list[ExpectationResult] = field(default_factory=list)

    @property
    def failed(self) -> list[ExpectationResult]:
        return [e for e in self.expectations if not e.ok]

    @property
    def exit_code(self) -> int:
        if self.limit_reached:
            return 3
        return 1 if self.failed else 0

    def cited(self) -> list[str]:
        """Every rule the events cite, each once, in the order first cited."""
        out: dict[str, None] = {}
        for step in self.steps:
            for e in step.events:
                out.update(dict.fromkeys(e.rules))
                for sub in e.data.get("actions", ()):
                    out.update(dict.fromkeys(sub["rules"]))
        if self.refusal:
            out.update(dict.fromkeys(self.refusal.error.rules))
        return list(out)


def build_game(scenario: Scenario) -> Game:
    """The starting position, exactly as written (odd positions included: state-based
    actions apply at the first moment they would, 704.3)."""
    game = Game(
        players=[
            Player(p.name, life=p.life, poison=p.poison, lands_played=p.lands_played)
            for p in scenario.players
        ]
    )
    game.answers = Answers()
    game.turn = scenario.turn_number
    game.active = scenario.active
    game.step = scenario.step
    game.priority = scenario.priority
    game.seed = scenario.seed
    pending_attach: list[tuple[GameObject, PStr]] = []
    pending_chosen: list[tuple[GameObject, PStr]] = []
    for setup in scenario.players:
        player = game.player(setup.name)
        if setup.mana_pool:
            player.mana_pool = parse_mana(setup.mana_pool)
        for zone in ("library", "hand", "battlefield", "graveyard", "exile", "command"):
            for c in setup.zones.get(zone, []):
                owner = c.owner or setup.name
                # the object is made with its status (one write each, not one event each)
                status: dict[str, Any] = {"alias": c.id}
                if zone == "exile" and c.counters:
                    status["counters"] = dict(c.counters)  # a suspended card's time counters
                if zone == "battlefield":
                    counters = dict(c.counters)
                    if "Planeswalker" in c.card.types and "loyalty" not in counters:
                        counters["loyalty"] = c.card.loyalty or 0
                    status.update(tapped=c.tapped, damage=c.damage, sick=c.sick, counters=counters)
                    if not c.sick:
                        # under its controller's control since before the scenario (else
                        # since it entered: its timestamp, create_object's default)
                        status["controlled_since"] = 0
                # cards outside the battlefield go to their owner's zone (400.3)
                obj = create_object(
                    game,
                    c.card,
                    owner,
                    zone,
                    controller=setup.name,
                    position="bottom",
                    status=status,
                )
                if c.id:
                    game.aliases[c.id] = obj.id
                if zone == "command" and c.agenda is not None:  # 702.105a
                    from ..engine.conspiracies import name_chosen, put_face_down

                    if c.agenda_revealed:
                        name_chosen(obj, c.agenda)
                    else:
                        put_face_down(game, obj, c.agenda)
                if zone == "battlefield":
                    if c.attached_to is not None:
                        pending_attach.append((obj, c.attached_to))
                    if c.chosen is not None:
                        pending_chosen.append((obj, c.chosen))
                    if c.face_down is not None:
                        turn_face_down(game, obj, manifested=c.face_down == "manifest")
                    if c.transformed:
                        transform(game, obj)
                    if c.flipped:
                        flip(game, obj)  # 110.6: flipped before the scenario
        if setup.library_count:
            add_anonymous(game, setup.name, setup.library_count)  # a count, not objects
    for obj, ref in pending_attach:
        obj.attached_to = _resolve_attach(game, scenario, ref)
    for obj, answer in pending_chosen:  # 614.1c: what it chose as it entered, before the game
        from ..engine.replacement.as_enters import decide

        try:
            decide(game, obj, str(answer))
        except ChoiceError as exc:
            mark = answer.mark
            raise ScenarioError(
                [Problem(scenario.path, mark.line, mark.column, f"chosen: {exc}", str(answer))]
            ) from None
    return game


def _resolve_attach(game: Game, scenario: Scenario, ref: PStr) -> int | str:
    if ref in game.player_names():
        return str(ref)
    found = find_objects(game, str(ref), zones=("battlefield",))
    if len(found) != 1:
        raise ScenarioError(
            [
                Problem(
                    scenario.path,
                    ref.mark.line,
                    ref.mark.column,
                    "attached_to: "
                    + ("неоднозначная ссылка" if found else "нет такого перманента"),
                    str(ref),
                )
            ]
        )
    return found[0].id


def _name_keys(ref: str) -> set[str]:
    """The name as written, and the English name of the card it denotes in the catalogue (a
    card may be named by any of its Russian printed names)."""
    english = catalogue_english_name(ref)
    # a double-faced card ("Delver of Secrets // Insectile Aberration") by either face (711)
    faces = english.split(" // ") if english else []
    return {name_key(ref)} | {name_key(x) for x in [english, *faces] if x}


def find_objects(
    game: Game, ref: str, zones: tuple[str, ...], controller: str | None = None
) -> list[GameObject]:
    """Objects named by an id alias or a card name (English or Russian) in the given zones."""
    if ref in game.aliases and game.exists(game.aliases[ref]):
        obj = game.obj(game.aliases[ref])
        return [obj] if obj.zone in zones else []
    keys = _name_keys(ref)

    def named(name: str, name_ru: str | None) -> bool:
        return name_key(name) in keys or bool(name_ru and name_key(name_ru) in keys)

    return [
        obj
        for obj in game.objects_named(named)
        if obj.zone in zones and (controller is None or obj.controller == controller)
    ]


class Runner:
    """Applies a scenario's actions to its game, one step each."""

    def __init__(self, scenario: Scenario, *, initial: bool = True) -> None:
        """``initial=False``: the starting position is not recorded (``RunResult.initial`` is
        empty): ``mtgjudge check`` shows no position, only whether the expectations hold."""
        self.scenario = scenario
        self.game = build_game(scenario)
        self.result = RunResult(scenario, self.game, snapshot(self.game) if initial else {})
        self.budget = STEP_LIMIT
        self.loops = LoopWatch()
        self.answer_lines: dict[str, int] = {}  # choose: key -> line (for unused answers)
        self.deadline = 0.0

    def error(self, where: Any, message: str, text: str = "") -> ScenarioError:
        mark = getattr(where, "mark", None) or where
        if not isinstance(mark, Mark):
            mark = Mark(1, 1)
        return ScenarioError([Problem(self.scenario.path, mark.line, mark.column, message, text)])

    def run(self) -> RunResult:
        game = self.game
        self.deadline = time.process_time() + TIME_LIMIT
        game.time_budget = self.deadline  # looked at inside long actions too
        actions = list(self.scenario.actions)
        # answers written before any other action are known before the first check
        # (the legend rule in the starting position needs them)
        while actions and actions[0].verb == "choose":
            self.answer(actions.pop(0).value)
        start = len(game.events)
        check_state_based_actions(game)  # an odd position: SBAs apply at once (704.3)
        if len(game.events) > start:
            self.result.steps.append(Step(0, None, {"kind": "start"}, game.events[start:]))
        try:
            for action in actions:
                if game.over:
                    break
                start = len(game.events)
                self.loops.reset(game)
                try:
                    self.apply(action)
                except _LoopDraw:
                    pass  # the game is over: the step is recorded below
                except (IllegalActionError, ChoiceError) as exc:
                    if isinstance(exc, AnswerNameError):  # bad input, not a game answer
                        raise self.error(
                            _answer_mark(self.scenario.actions, exc.key, exc.name, exc.index)
                            or action.mark,
                            str(exc),
                        ) from None
                    if isinstance(exc, ChoiceError):
                        exc = IllegalActionError(str(exc), ("608.2d",))
                    self.result.refusal = Refusal(action, exc)
                    self.result.steps.append(
                        Step(
                            len(self.result.steps) + 1,
                            action,
                            {"kind": "refused"},
                            game.events[start:],
                        )
                    )
                    break
                self.result.steps.append(
                    Step(
                        len(self.result.steps) + 1,
                        action,
                        {"kind": action.verb},
                        game.events[start:],
                    )
                )
        except (EngineLimitError, OptionalLoopError) as exc:
            self.result.limit_reached = str(exc) or self._out_of_time()
        except UnknownTriggerError as exc:
            raise self.unknown_trigger(exc.name, exc.where, exc.waiting) from None
        finally:
            game.time_budget = None
        leftover = dict.get(game.answers, "trigger_order")  # not a use of the answer
        if leftover and not game.over and not self.result.refusal:
            name, where = leftover[0]
            raise self.unknown_trigger(name, where, [])
        unnamed = dict.get(game.answers, "token_ids")  # ids no token received: not ignored
        if unnamed and not game.over and not self.result.refusal and not self.result.limit_reached:
            first = str(unnamed[0] if isinstance(unnamed, list) else unnamed)
            raise self.error(
                _answer_mark(self.scenario.actions, "token_ids", first) or Mark(1, 1),
                f"choose.token_ids: id «{first}» не получила ни одна фишка — после этого ответа "
                "фишек создано меньше, чем названо id",
                first,
            )
        check_expectations = _expectations().check_expectations

        self.result.expectations = check_expectations(self.result)
        answers = game.answers
        if isinstance(answers, Answers):
            self.result.unused_answers = [
                (key, self.answer_lines.get(key, 0)) for key in answers.unused()
            ]
        return self.result

    def answer(self, value: Any) -> None:
        """Record a ``choose`` action's answers; a trigger order keeps where each name was
        written, for the error if that ability does not trigger (603.3b)."""
        answers = _plain_answers(value)
        if isinstance(value, PDict) and "trigger_order" in value:
            raw = value["trigger_order"]
            items = raw if isinstance(raw, PList) else [raw]
            answers["trigger_order"] = [
                (str(v), (v.mark.line, v.mark.column) if hasattr(v, "mark") else None)
                for v in items
            ]
        self.game.answers.update(answers)
        if "loop" in answers:
            self.game.loop_choices = {}  # a new count of the loop's repetitions (716.2a)
        if isinstance(value, PDict):
            for key in answers:
                mark = value.key_marks.get(key)
                self.answer_lines[key] = mark.line if mark else 0

    def unknown_trigger(self, name: str, where: Any, waiting: list[str]) -> ScenarioError:
        """A trigger order naming an ability that did not trigger (603.3b): exit 2."""
        line, column = where if where else (1, 1)
        message = f"trigger_order: способность «{name}» не сработала"
        if waiting:
            message += f"; ждут постановки в стек: {', '.join(dict.fromkeys(waiting))}"
        else:
            message += " ни разу после этого выбора"
        return ScenarioError([Problem(self.scenario.path, line, column, message, name)])

    # -- actions -------------------------------------------------------------------
    def tick(self) -> None:
        """One pass of priority on the players' behalf: the step and time budgets, and the
        loop watch (104.4b)."""
        self.budget -= 1
        if self.budget < 0:
            raise EngineLimitError(
                f"игра не закончилась за {STEP_LIMIT} шагов движка; {self.doing()}"
            )
        if time.process_time() > self.deadline:
            raise EngineLimitError(self._out_of_time())
        if self.loops.observe(self.game):
            declare_draw(self.game)
            raise _LoopDraw

    def _out_of_time(self) -> str:
        return f"игра не закончилась за {TIME_LIMIT:g} с работы движка; {self.doing()}"

    def doing(self) -> str:
        """What the engine was doing (for a budget message)."""
        from ..explain.events_ru import STEP_RU

        game = self.game
        where = f"ход {game.turn}, {STEP_RU.get(game.step, game.step)}"
        if game.stack:
            top = game.stack[-1].name(game)
            return f"в это время: {where}, в стеке {len(game.stack)}, сверху — {top}"
        return f"в это время: {where}, стек пуст"

    def player_ref(self, value: Any, what: str) -> str:
        if not isinstance(value, PStr) or value not in self.game.player_names():
            raise self.error(value, f"{what}: нет такого игрока", str(value))
        return str(value)

    def acting_player(self, action: Action) -> str:
        by = action.by
        if by is None:
            return self.game.priority
        return self.player_ref(by, "by")

    def hand_priority_to(self, player: str, action: Action) -> None:
        """The players before ``player`` in turn order pass first (scenario contract)."""
        game = self.game
        in_game = len([p for p in game.players if not p.lost])
        while game.priority != player:
            if game.passes + 1 >= in_game:
                raise self.error(
                    action.mark,
                    f"чтобы {player} мог действовать, все игроки спасовали бы "
                    "и верх стека разрешился бы (или шаг закончился): напишите pass или resolve явно",
                )
            self.tick()
            act.pass_priority(game, game.priority)

    def apply(self, action: Action) -> None:
        game = self.game
        verb = action.verb
        if game.paused and verb != "choose":
            from ..engine.turn import resume

            resume(game)
        if verb == "choose":
            self.answer(action.value)  # not a game event
            return
        if verb == "pass":
            count = int(action.value) if action.value not in (None, 1) else 1
            for _ in range(count):
                self.tick()
                player = self.acting_player(action) if action.by else game.priority
                act.perform(game, act.pass_priority, player)
                if game.over:
                    return
            return
        if verb == "resolve":
            self.resolve(action)
            return
        if verb == "goto":
            self.goto(action)
            return
        if verb == "attack":
            declaration = {}
            for key, value in action.value.items():
                attacker = self.one(key, ("battlefield",), None, "attack")
                declaration[attacker.id] = self.defender(value)
            act.perform(game, self.declare, "pending_attack", declaration, "declare_attackers")
            return
        if verb == "block":
            blocks: dict[int, list[int]] = {}
            for key, value in action.value.items():
                blocker = self.one(key, ("battlefield",), None, "block")
                items = value if isinstance(value, PList) else [value]
                blocks[blocker.id] = [
                    self.one(v, ("battlefield",), None, "block").id for v in items
                ]
            act.perform(game, self.declare, "pending_block", blocks, "declare_blockers")
            return
        player = self.acting_player(action)
        self.hand_priority_to(player, action)
        self.tick()
        if verb == "play_land":
            card = self.from_hand(action.value, player, "play_land")
            act.perform(game, act.play_land, player, card)
        elif verb == "suspend":
            from ..engine.cast_from import suspend_card

            card = self.one(action.value, ("hand",), player, "suspend", owner=player)
            act.perform(
                game,
                suspend_card,
                player,
                card,
                pay=self.pay(action, player),
                x=_int(action.args.get("x")),
            )
        elif verb == "turn_face_up" and find_objects(game, str(action.value), ("command",)):
            from ..engine.conspiracies import reveal

            if action.args.get("pay") is not None or action.args.get("cost") is not None:
                extra = action.args.get("pay") or action.args.get("cost")
                raise self.error(
                    extra,
                    "turn_face_up: конспирация переворачивается лицом вверх бесплатно "
                    "(702.105c): pay и cost здесь не нужны",
                )
            conspiracy = self.one(
                action.value,
                ("command",),
                None,
                "turn_face_up",
                prefer=lambda o: o.hidden is not None,  # only a face-down one turns up (702.105c)
            )
            act.perform(game, reveal, player, conspiracy)  # 702.105c
        elif verb == "turn_face_up":
            permanent = self.one(action.value, ("battlefield",), None, "turn_face_up")
            act.perform(
                game,
                act.turn_face_up,
                player,
                permanent,
                pay=self.pay(action, player),
                cost_kind=_str(action.args.get("cost")),
            )
        elif verb == "cast":
            if _str(action.args.get("alt")) in ("flashback", "retrace"):
                # 702.33a, 702.80a: cast from a graveyard (another player's only as 609.4
                # allows)
                card = self.one(action.value, ("graveyard",), None, "cast", owner=player)
            else:
                card = self.from_hand(action.value, player, "cast")
            targets = self.targets(action)
            choices = _plain_answers(action.args.get("choose"))
            if "modes" in action.args:
                from .model import _plain

                modes = _plain(action.args["modes"])
                choices["_modes"] = [
                    int(m) for m in (modes if isinstance(modes, list) else [modes])
                ]
            if "copy" in choices:
                choices["copy"] = self.copy_choice(action, card, player)
            act.perform(
                game,
                act.cast_spell,
                player,
                card,
                targets=targets,
                x=_int(action.args.get("x")),
                choices=choices,
                pay=self.pay(action, player),
                alt=_str(action.args.get("alt")),
                sacrifice=self.sacrifice_choice(action, player),
                convoke=self.cost_objects(action, "convoke", ("battlefield",), player),
                delve=self.cost_objects(action, "delve", ("graveyard",), player),
                splice=self.cost_objects(action, "splice", ("hand",), player),
                half=_str(action.args.get("half")),
                fuse=str(action.args.get("fuse", "")).strip().lower() in ("true", "yes", "да", "1"),
            )
        elif verb == "activate":
            # a permanent's ability; else a card's ability that works in a hand (cycling,
            # 702.28a) or in a graveyard (unearth, 702.83a)
            if find_objects(game, str(action.value), ("battlefield",), None):
                source = self.one(action.value, ("battlefield",), None, "activate")
            elif find_objects(game, str(action.value), ("hand",), player):
                source = self.one(action.value, ("hand",), player, "activate", owner=player)
            elif find_objects(game, str(action.value), ("graveyard",), None):
                source = self.one(action.value, ("graveyard",), None, "activate", owner=player)
            else:
                raise self.error(
                    action.value,
                    f"activate: «{action.value}» нет ни на поле битвы, ни в руке, ни на кладбище",
                    str(action.value),
                )
            targets = self.targets(action)
            act.perform(
                game,
                act.activate_ability,
                player,
                source,
                _int(action.args.get("ability")) or 1,
                targets=targets,
                x=_int(action.args.get("x")),
                choices=_plain_answers(action.args.get("choose")),
                pay=self.pay(action, player),
            )

    def copy_choice(self, action: Action, card: GameObject, player: str) -> int:
        """``choose: {copy: REF}`` for "enter the battlefield as a copy of …" (706.9): REF must
        name a permanent on the battlefield that the card may copy."""
        from ..engine.layers.copy import as_copy_ability, copy_candidates

        node = action.args["choose"]["copy"]
        spec = as_copy_ability(card.card)
        if spec is None:
            raise self.error(
                node, f"choose: copy — «{card.name}» не может войти как копия", str(node)
            )
        found = find_objects(self.game, str(node), ("battlefield",))
        allowed = {o.id for o in copy_candidates(self.game, spec, player)}
        fits = [o for o in found if o.id in allowed]
        if not fits:
            what = (
                "нет на поле битвы"
                if not found
                else "не подходит под то, что карта может копировать"
            )
            raise self.error(node, f"choose: copy — «{node}» {what}", str(node))
        return fits[0].id

    def defender(self, ref: Any) -> str | int:
        """A player's name, or a planeswalker (id or name) to attack."""
        if isinstance(ref, PStr) and ref in self.game.player_names():
            return str(ref)
        return self.one(ref, ("battlefield",), None, "attack").id

    def declare(self, game: Game, field_name: str, declaration: dict, step: str) -> None:
        """Attackers and blockers are declared as the turn-based action that begins their step
        (508.1, 509.1): all players pass until the step begins, and the engine then performs
        the declaration; a refused declaration undoes the whole action."""
        more_combat = (
            "combat" in game.extra_phases
            or step in game.extra_steps
            or (
                game.resume_after is not None and STEPS.index(game.resume_after) < STEPS.index(step)
            )
        )
        if STEPS.index(game.step) >= STEPS.index(step) and not more_combat:
            rule = "508.1" if step == "declare_attackers" else "509.1"
            raise IllegalActionError(
                f"в этом ходу шаг «{step}» уже начался или прошёл: объявление делается "
                "в его начале",
                (rule,),
            )
        if step == "declare_blockers" and not game.attackers:
            raise IllegalActionError("никто не атакует: блокировать некого", ("509.1", "508.6"))
        setattr(game, field_name, declaration)
        turn = game.turn
        while not game.over:
            start = len(game.events)
            self.tick()
            act.pass_priority(game, game.priority)
            if any(e.kind == "step_began" and e.data["step"] == step for e in game.events[start:]):
                return
            if game.turn != turn:
                raise IllegalActionError(
                    "ход закончился раньше, чем начался нужный шаг", ("500.1",)
                )

    def from_hand(self, ref: Any, player: str, what: str) -> GameObject:
        """The card ``ref`` names in the player's hand; else an exiled card of that name (an
        effect may let the player play it from exile, 406.3), else one in the player's own
        graveyard (a card may allow it, 112.6e) — the engine checks the permission."""
        if find_objects(self.game, str(ref), ("hand",), player):
            return self.one(ref, ("hand",), player, what, owner=player)
        if find_objects(self.game, str(ref), ("exile",), None):
            return self.one(ref, ("exile",), None, what)
        if what == "cast" and any(
            o.owner == player for o in find_objects(self.game, str(ref), ("graveyard",), None)
        ):
            return self.one(ref, ("graveyard",), None, what, owner=player)
        return self.one(ref, ("hand",), player, what, owner=player)

    def one(
        self,
        ref: Any,
        zones: tuple[str, ...],
        controller: str | None,
        what: str,
        owner: str | None = None,
        prefer: Callable[[GameObject], bool] | None = None,
    ) -> GameObject:
        """The one object ``ref`` names in ``zones`` (of ``owner`` if there are such, then
        the ones ``prefer`` picks if there are such); several objects are one answer only if
        they are interchangeable (:func:`_same_state`), else the reference is ambiguous."""
        found = find_objects(self.game, str(ref), zones, controller)
        if owner is not None:
            found = [o for o in found if o.owner == owner] or found
        if prefer is not None:
            found = [o for o in found if prefer(o)] or found
        if not found:
            where = {
                "hand": "в руке",
                "battlefield": "на поле битвы",
                "graveyard": "на кладбище",
                "command": "в командной зоне",
            }.get(zones[0], "в этой зоне")
            raise self.error(
                ref,
                f"{what}: «{ref}» нет {where}" + (f" у игрока {controller}" if controller else ""),
                str(ref),
            )
        if len(found) > 1 and not all(o.physical is found[0].physical for o in found):
            raise self.error(ref, f"{what}: ссылка неоднозначна", str(ref))
        if len(found) > 1 and not _same_state(found):
            where = "на поле битвы " if zones == ("battlefield",) else ""
            raise self.error(
                ref,
                f"{what}: ссылка неоднозначна — {where}несколько «{ref}» в разном "
                "состоянии; дайте им id",
                str(ref),
            )
        return found[0]

    def targets(self, action: Action) -> list[Target]:
        raw = action.args.get("targets")
        if raw is None:
            return []
        items = raw if isinstance(raw, PList) else [raw]
        out = []
        for item in items:
            out.append(self.target(item))
        return out

    def target(self, ref: Any) -> Target:
        game = self.game
        if not isinstance(ref, PStr):
            raise self.error(ref, "цель: ожидается имя игрока, id или имя карты")
        if ref in game.player_names():
            return Target(player=str(ref))
        ability = self.ability_target(ref)
        if ability is not None:
            return ability
        found = find_objects(game, str(ref), ("battlefield", "graveyard"))
        on_field = [o for o in found if o.zone == "battlefield"]
        candidates = on_field or found
        if not candidates:  # a spell on the stack (only then: an alias needs no catalogue)
            keys = _name_keys(ref)

            def card_of(item):  # the card itself, also of a face-down spell (707.2)
                return game.obj(item.source_id).physical if game.exists(item.source_id) else None

            stacked = [
                i
                for i in game.stack
                if i.kind == "spell"
                and (card := card_of(i) or i.source_card) is not None
                and (
                    name_key(card.name) in keys
                    or (card.name_ru and name_key(card.name_ru) in keys)
                    or (game.exists(i.source_id) and game.obj(i.source_id).alias == ref)
                )
            ]
            if stacked:
                return Target(object_id=stacked[-1].id)
        if not candidates:
            raise self.error(ref, "цель: нет такого игрока, перманента или заклинания", str(ref))
        if len(candidates) > 1 and not _same_state(candidates):
            raise self.error(ref, "цель: ссылка неоднозначна — дайте перманентам id", str(ref))
        return Target(object_id=candidates[0].id)

    def ability_target(self, ref: PStr) -> Target | None:
        """ "способность: КАРТА" (or "ability: CARD"): the topmost activated or triggered
        ability on the stack whose source is that card or id (114.2: a target such as
        Strionic Resonator's "target triggered ability"); None when ``ref`` has no prefix."""
        head, sep, rest = str(ref).partition(":")
        if not sep or head.strip().casefold() not in ("способность", "ability"):
            return None
        wanted = rest.strip()
        keys = _name_keys(wanted)
        game = self.game
        for item in reversed(game.stack):
            if item.kind != "ability":
                continue
            card = item.source_card
            source = game.objects.get(item.source_id) or game.last_known.get(item.source_id)
            if (
                name_key(card.name) in keys
                or (card.name_ru and name_key(card.name_ru) in keys)
                or (source is not None and source.alias == wanted)
            ):
                return Target(object_id=item.id)
        raise self.error(ref, f"цель: в стеке нет способности «{wanted}»", wanted)

    def pay(self, action: Action, player: str) -> list[GameObject] | None:
        raw = action.args.get("pay")
        if raw is None:
            return None
        items = raw if isinstance(raw, PList) else [raw]
        out: list[GameObject] = []
        for item in items:
            found = [
                o
                for o in find_objects(self.game, str(item), ("battlefield",), player)
                if o not in out and not o.tapped
            ]
            if not found:
                raise self.error(item, "pay: нет такого неповёрнутого перманента", str(item))
            out.append(found[0])
        return out

    def cost_objects(
        self, action: Action, key: str, zones: tuple[str, ...], player: str
    ) -> list[GameObject] | None:
        """The objects a cast action names to pay with or add to the spell: ``convoke``
        (creatures to tap, 702.50a), ``delve`` (cards of the caster's graveyard to exile,
        702.65a), ``splice`` (cards of the caster's hand, 702.46a)."""
        raw = action.args.get(key)
        if raw is None:
            return None
        if isinstance(raw, PDict):
            raise self.error(raw, f"{key}: ожидается список карт или перманентов", key)
        items = raw if isinstance(raw, PList) else [raw]
        out: list[GameObject] = []
        for item in items:
            named = find_objects(self.game, str(item), zones, player)
            own = [o for o in named if zones != ("battlefield",) or o.controller == player]
            found = [o for o in own if o not in out]
            if not found:
                why = (
                    "названо больше раз, чем таких объектов"
                    if own
                    else "не под контролем разыгрывающего"
                    if named
                    else "нет такой карты или перманента"
                )
                raise self.error(item, f"{key}: {why}", str(item))
            out.append(found[0])
        return out

    def sacrifice_choice(self, action: Action, player: str) -> GameObject | None:
        raw = action.args.get("sacrifice")
        if raw is None:
            return None
        if isinstance(raw, PList) and len(raw) == 1:
            raw = raw[0]
        if not isinstance(raw, PStr):
            raise self.error(
                raw,
                "sacrifice: ожидается одна ссылка — перманент для стоимости «пожертвуйте …» "
                "(несколько — ответом choose: {sacrifice: [...]})",
            )
        return self.one(raw, ("battlefield",), player, "sacrifice")

    def resolve(self, action: Action) -> None:
        """All players pass until N objects have resolved or the stack is empty."""
        game = self.game
        target = None if action.value == "all" else int(action.value)
        resolved = 0
        while game.stack and not game.over and (target is None or resolved < target):
            top = game.stack[-1].id
            self.tick()
            act.perform(game, act.pass_priority, game.priority)
            if all(i.id != top for i in game.stack):
                resolved += 1

    def goto(self, action: Action) -> None:
        """All players pass until ``step`` (of this or the next turn, or of ``turn``) begins;
        stop at the first moment a player would receive priority in it, or just after its
        turn-based actions for untap and cleanup."""
        game = self.game
        value = action.value
        turn = None
        if isinstance(value, PDict):
            turn = int(value["turn"]) if "turn" in value else None
            value = value["step"]
        step = str(value)
        if turn is not None and turn < game.turn:
            raise self.error(action.mark, f"goto: ход {turn} уже прошёл (сейчас ход {game.turn})")
        if step in ("untap", "cleanup"):
            game.stop_at = step
        last = turn if turn is not None else game.turn + 1  # "this or the next turn"
        skips: list[Any] = []
        while not game.over:
            start = len(game.events)
            self.tick()
            act.perform(game, act.pass_priority, game.priority)
            began = [
                e
                for e in game.events[start:]
                if e.kind == "step_began"
                and e.data["step"] == step
                and (turn is None or e.data["turn"] == turn)
            ]
            if began and (game.paused or step not in ("untap", "cleanup")):
                return
            skips.extend(skipped_over(game.events[start:], step))
            if game.turn > last:
                raise self.error(action.mark, _not_reached(step, turn, last, skips))
            if game.paused:  # stopped in the wrong turn's untap/cleanup: go on
                from ..engine.turn import resume

                game.stop_at = step
                resume(game)


def _not_reached(step: str, turn: int | None, last: int, skips: list[Any]) -> str:
    """Why ``goto`` stops: the step did not begin in the turns it names (500.10, 614.1b,
    508.6, 510.4), with the effects that skipped it."""
    from ..explain.events_ru import STEP_RU

    name = STEP_RU.get(step, step)
    when = f"в ходе {turn}" if turn is not None else f"ни в этом, ни в следующем ходу (ход {last})"
    text = f"goto: {name} не начался {when}"
    if skips:
        by = ", ".join(dict.fromkeys(str(e.data["by"]) for e in skips))
        return f"{text}: его пропускает эффект {by} (614.1b, 614.10, 500.10)"
    if step in ("declare_blockers", "combat_damage", "first_strike_damage"):
        return (
            f"{text}: без атакующих шагов объявления блокирующих и боевых повреждений нет (508.6), "
            "а шаг повреждений первого удара бывает только с Первым или Двойным ударом (510.4)"
        )
    return text


def _same_state(objs: list[GameObject]) -> bool:
    """Whether objects of one card are interchangeable for a reference: the same face up (a
    face-down object, 707.2, 313.5b) with the same status, counters, attachments and choices
    (a secretly named card, 702.105a; a colour chosen as it entered, 614.1c)."""
    first = objs[0]
    return all(
        o.card is first.card
        and o.physical is first.physical
        and o.chosen == first.chosen
        and o.tapped == first.tapped
        and o.damage == first.damage
        and o.counters == first.counters
        and o.controller == first.controller
        and o.attached_to == first.attached_to
        and o.sick == first.sick
        for o in objs
    )


def _answer_mark(actions: Any, key: str, name: str, index: int | None = None) -> Any:
    """The position of ``name`` (or of the item ``index``) inside an answer ``key`` of the
    scenario's choose actions."""
    for action in actions:
        for value in (action.value if action.verb == "choose" else None, action.args.get("choose")):
            if isinstance(value, dict) and key in value:
                items = value[key] if isinstance(value[key], list) else [value[key]]
                if index is not None:
                    if index < len(items) and hasattr(items[index], "mark"):
                        return items[index].mark
                    continue
                for item in items:
                    if str(item) == name and hasattr(item, "mark"):
                        return item.mark
    return None


def _int(value: Any) -> int | None:
    return int(value) if value is not None else None


def _str(value: Any) -> str | None:
    return str(value) if value is not None else None


def _plain_answers(value: Any) -> dict[str, Any]:
    if value is None:
        return {}
    from .model import _plain

    out = _plain(value)
    return out if isinstance(out, dict) else {}


def _command_entry(obj: GameObject) -> dict[str, Any]:
    """A card in the command zone (313): a conspiracy, face down or up, with the card it
    secretly named (702.105a) — the judge who wrote the scenario knows it."""
    card = obj.physical
    return {
        "card": card.name,
        "name_ru": card.name_ru,
        "face_down": obj.hidden is not None,
        "named": obj.chosen.get("name"),
    }


def snapshot(game: Game) -> dict:
    """The position for the explanation and JSON: players, zones, permanents with status."""
    players = []
    for p in game.players:
        perms = []
        for obj in game.permanents(p.name):
            ch = characteristics(game, obj)
            perms.append(
                {
                    "card": obj.card.name,
                    "name_ru": obj.card.name_ru,
                    "id": obj.alias,
                    "tapped": obj.tapped,
                    "damage": obj.damage,
                    "counters": dict(obj.counters),
                    "power": ch.power,
                    "toughness": ch.toughness,
                    "loyalty": ch.loyalty,
                    "owner": obj.owner,
                    "token": obj.is_token,
                    "attached_to": game.name_of(obj.attached_to)
                    if isinstance(obj.attached_to, int)
                    else obj.attached_to,
                }
            )
        players.append(
            {
                "name": p.name,
                "life": p.life,
                "poison": p.poison,
                "mana_pool": {k: v for k, v in p.mana_pool.items() if v},
                "hand": [game.obj(i).card.name for i in p.zones["hand"]],
                "library": library_size(game, p.name),
                "graveyard": [game.obj(i).card.name for i in p.zones["graveyard"]],
                "exile": [game.obj(i).card.name for i in p.zones["exile"]],
                "command": [_command_entry(game.obj(i)) for i in p.zones["command"]],
                "battlefield": perms,
                "lost": p.lost,
                "won": p.won,
            }
        )
    return {
        "turn": game.turn,
        "active": game.active,
        "step": game.step,
        "priority": game.priority,
        "players": players,
        "stack": [
            {
                "card": i.source_card.name,
                "kind": i.kind,
                "controller": i.controller,
                "targets": [t.describe(game) for t in i.targets],
            }
            for i in reversed(game.stack)
        ],
        "winner": game.winner,
        "draw": game.is_draw,
    }
