"""One-shot effects (610) and continuous effects from resolving spells (611.2): the
interpreter of the card format's effect vocabulary.

Each effect is a mapping with one verb (``damage``, ``destroy``, ``draw`` …).  References
name who or what it acts on: ``target`` / ``target:2`` (the chosen targets, 1-based),
``self`` (the source), ``you`` (the controller), ``each_player``, ``each_opponent``,
``target_controller`` (the controller of the first target), or ``{all: FILTER}`` for every
permanent matching a filter.  An effect that tries to do the impossible does as much as it
can (609.3); an illegal target is simply not affected (608.2b).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field, replace
from typing import Any

from ..cards.format import CardDef
from .actions_common import (
    destroy,
    discard,
    draw_cards,
    exile,
    gain_life,
    lose_life,
    mill,
    return_to_hand,
    sacrifice,
)
from .amounts import is_amount
from .answers import is_yes
from .characteristics import Characteristics, characteristics, count_expression
from .events import AnswerNameError, ChoiceError
from .filters import card_matches, matches
from .library import anonymous_card, materialise, put_at_bottom, shuffle, top
from .mana import COLOR_BY_NAME, mana_text, parse_mana
from .names import shown
from .state import ContinuousEffect, Game, GameObject, StackItem, Target
from .zones import create_object, move_object


@dataclass
class Resolution:
    """What an effect needs to know while its spell or ability resolves."""

    game: Game
    item: StackItem
    legal: list[bool]  # per target: still legal (608.2b)
    source_chars: Characteristics | None  # last known information of the source (608.2g)
    answers: dict[str, Any] = field(default_factory=dict)
    numbers: dict[str, int] = field(
        default_factory=dict
    )  # a replaced event's numbers ("prevented")
    refs: dict[str, list[GameObject]] = field(default_factory=dict)  # … and objects ("recipient")

    @property
    def controller(self) -> str:
        return self.item.controller

    @property
    def source_name(self) -> str:
        return self.item.source_card.name

    def answer(self, key: str, default: Any = None) -> Any:
        if key in self.item.choices:
            return self.item.choices[key]
        if key in self.answers:
            return self.answers[key]
        return default

    def spend_answers(self, *keys: str) -> None:
        """A ``choose`` action's answers to a look at cards (scry, clash) serve that one look:
        the next one asks again (the answer of a ``cast`` stays with its spell)."""
        for key in keys:
            if key not in self.item.choices:
                self.answers.pop(key, None)

    def number(self, value: Any, signed: bool = False) -> int:
        """The number an effect's amount stands for, determined once as the effect is applied
        (608.2g).  A negative result counts as zero unless the effect modifies power or
        toughness (``signed``, 107.1b)."""

        if is_amount(value):
            n = self.amount(value)
            return n if signed else max(0, n)
        if value == "X":
            return self.item.x or 0
        if isinstance(value, dict) and "of" in value:  # {of: N, times: K, plus: M}
            n = self.number(value["of"], signed) * int(value.get("times", 1))
            return n + int(value.get("plus", 0))
        if value == "blockers_beyond_first":  # rampage, counted on resolution (702.22b)
            source = self.game.objects.get(self.item.source_id or -1)
            blockers = [] if source is None else self.game.block_order.get(source.id, [])
            still = [
                b
                for b in blockers
                if self.game.exists(b) and self.game.obj(b).zone == "battlefield"
            ]
            return max(0, len(still) - 1)
        if isinstance(value, str) and value in self.numbers:
            return self.numbers[value]
        if (
            value == "target_power"
        ):  # "equal to target creature's power" (608.2g: as the effect is applied)
            objs = self.objects("target")
            return max(0, characteristics(self.game, objs[0]).power or 0) if objs else 0
        if isinstance(value, str) and value in (
            "cards_in_hand",
            "creatures_you_control",
            "lands_you_control",
            "creature_cards_in_your_graveyard",
        ):
            return count_expression(self.game, self.controller, value)
        if isinstance(value, dict) and "count" in value:
            # "for each creature you control": counted as it resolves (608.2g)
            from .layers.system import count_value, counted_permanents

            source = self.game.objects.get(self.item.source_id)
            if isinstance(value["count"], dict):
                # 608.2c: "those creatures" after it are the ones counted now
                found = counted_permanents(self.game, self.controller, value, source=source)
                self.refs["counted"] = found
                return len(found)
            return count_value(self.game, self.controller, value, source=source)
        if value == "that_much":  # "that much": the amount of the trigger event (603.2)
            return int(self.item.choices.get("_amount") or 0)
        if isinstance(value, str) and value.startswith("source_counters:"):
            # "for each +1/+1 counter on ~": the source now, or as it last existed (608.2g)
            sid = self.item.source_id
            src = self.game.objects.get(sid) or self.game.last_known.get(sid)
            return src.counters.get(value.split(":", 1)[1], 0) if src is not None else 0
        if value == "source_card_power":
            # "equal to the power of the card you exiled" (702.96a): the card as printed, the
            # card having left the graveyard to pay the cost (608.2g)
            from .layers.parts import printed_pt

            return max(0, printed_pt(self.item.source_card.power) or 0)
        if value == "times_kicked":  # "for each time it was kicked" (702.32c)
            source = self.game.objects.get(self.item.source_id)
            return source.kicked if source is not None else 0
        if value == "target_cmc":
            # "equal to its converted mana cost": the target as it last existed (608.2g)
            t = self.item.targets[0] if self.item.targets else None
            i = None if t is None else t.object_id
            obj = None if i is None else (self.game.objects.get(i) or self.game.last_known.get(i))
            return obj.card.mana_cost.converted() if obj is not None else 0
        return int(value)

    def amount(self, value: dict) -> int:
        """An amount value (``engine/amounts.py``) as this resolves (608.2g); the number is
        logged with what was counted (an event: the explanation shows it)."""
        from .amounts import Context, evaluate

        if value.get("x") and "X_defined" in self.numbers:
            return self.numbers["X_defined"]  # "where X is …": determined once (608.2g)
        source = self.game.objects.get(self.item.source_id or -1)
        ctx = Context(self.game, self.controller, source, known=self.known, players=self.players)
        n = evaluate(value, ctx)
        self.game.log(
            "amount_determined",
            ("608.2g",),
            card=self.source_name,
            amount={k: v for k, v in value.items() if not k.startswith("_")},
            n=n,
        )
        if value.get("x"):
            self.numbers["X_defined"] = n
        return n

    def known(self, ref: Any) -> GameObject | None:
        """608.2g: the object a reference names — as it is now if it is still in the zone the
        effect expects, else as it last existed (a sacrificed source, a destroyed target)."""
        game = self.game
        ids: tuple[int, ...] = ()
        if ref in ("self", "this_card", "itself"):
            ids = (self.item.source_id,) if self.item.source_id is not None else ()
        elif ref == "that":
            ids = self.that()
        elif ref == "sacrificed":  # the permanent sacrificed to pay the cost (117.1)
            ids = tuple(self.item.choices.get("_sacrificed") or ())
        elif ref == "discarded":  # the card discarded by the cost or an instruction before
            ids = tuple(self.item.choices.get("_discarded") or ())
        elif isinstance(ref, str) and ref.startswith("target"):
            index = _index(ref)
            if index - 1 < len(self.item.targets):
                t = self.item.targets[index - 1]
                ids = (t.object_id,) if t.object_id is not None else ()
        if not ids:
            return None
        i = ids[0]
        obj = game.objects.get(i)
        if obj is not None and (obj.zone == "battlefield" or ref not in ("self", "sacrificed")):
            return obj
        return game.last_known.get(i, obj)

    def _from_graveyard(self, ref: dict) -> list[GameObject]:
        """608.2d: one card of the controller's graveyard for each description, chosen as the
        instruction is followed (``chooser: opponent`` — "of an opponent's choice": that
        player chooses); a description no card fits gets none (609.3).  The answer ``pick``
        names the cards; by default the first fitting ones in the graveyard's order."""
        game = self.game
        graveyard = game.cards_in(self.controller, "graveyard")
        chooser = self.controller
        if ref.get("chooser") == "opponent":
            opponents = game.opponents(self.controller)
            chooser = opponents[0] if opponents else self.controller
        wanted = self.answer("pick")
        names = [] if wanted is None else wanted if isinstance(wanted, list) else [wanted]
        chosen: list[GameObject] = []
        for flt in ref["from_graveyard"]:
            fitting = [c for c in graveyard if _card_fits(c.card, dict(flt)) and c not in chosen]
            named = [n for n in names if any(_named(c, n) for c in fitting)]
            chosen += pick_by_names(fitting, named[:1], 1)
        for name in names:  # a name that picked nothing: not there, or it doesn't fit
            if not any(_named(c, name) for c in chosen):
                pick_by_names(
                    [],
                    [name],
                    1,
                    key="pick",
                    zone=graveyard,
                    where=f"кладбище игрока {self.controller}",
                )
        game.log(
            "graveyard_cards_chosen",
            ("608.2d",),
            player=chooser,
            owner=self.controller,
            cards=[c.label for c in chosen],
            by_default=wanted is None,
        )
        return chosen

    def moved(self, objs: list[GameObject]) -> None:
        """Remember the objects an effect just moved: "that card" / "that creature" of later
        instructions and of delayed triggered abilities (603.7c) refers to them (400.7)."""
        self.item.choices["_moved"] = tuple(o.id for o in objs)

    def zone_change_found(self) -> list[GameObject]:
        """400.7d, 603.6c: the objects a zone-change trigger's "that card" became in the
        public zone they moved to, while they are still there (not if they moved again)."""
        trigger = self.item.choices.get("_trigger")
        if trigger is None or trigger.when not in ZONE_CHANGE_TRIGGERS:
            return []
        game = self.game
        out = []
        for i in self.that():
            new_id = game.became.get(i)
            new = game.objects.get(new_id) if new_id is not None else None
            if new is not None and new.zone in PUBLIC_ZONES:
                out.append(new)
        if out and "_found_noted" not in self.item.choices:
            self.item.choices["_found_noted"] = True
            game.log(
                "found_in_new_zone",
                ("400.7d", "603.6c"),
                card=self.source_name,
                objects=[o.label for o in out],
                zone=out[0].zone,
            )
        return out

    def that(self) -> tuple[int, ...]:
        """What "that …" refers to: the objects moved earlier in this resolution, or those
        the ability's trigger event was about (the blocked creature, the exiled card)."""
        return tuple(self.item.choices.get("_moved") or self.item.choices.get("_that") or ())

    # -- references ----------------------------------------------------------------
    def target(self, index: int) -> Target | None:
        if index - 1 >= len(self.item.targets):
            return None
        if not self.legal[index - 1]:
            return None
        return self.item.targets[index - 1]

    def players(self, ref: Any) -> list[str]:
        game = self.game
        if ref in (None, "you"):
            return [self.controller]
        if ref == "each_player":
            return game.players_in_order()
        if ref == "each_opponent":
            return game.opponents(self.controller)
        if ref == "an_opponent":
            # "an opponent gains control of it": not a target; the controller chooses one as
            # it resolves (608.2d; the answer ``choose: {player: …}``, by default the first
            # opponent in turn order)
            opponents = game.opponents(self.controller)
            named = game.answers.get("player")
            return [named if named in opponents else opponents[0]] if opponents else []
        if ref == "defending_player":
            return self.defending_player()
        if ref == "each_target":
            return [t.player for i, t in enumerate(self.item.targets) if self.legal[i] and t.player]
        if ref == "target_controller":
            return self.controller_of_target()
        if ref == "that_controller":
            return self.controller_of_that()
        if ref == "this_way_controllers":
            return self.controllers_this_way()
        if ref == "target_owner":
            # "Exile target creature card from a graveyard. Its owner puts …" (108.3): the
            # target as it is now or last existed (608.2g); owners never change
            t = self.item.targets[0] if self.item.targets else None
            i = None if t is None else t.object_id
            obj = None if i is None else (game.objects.get(i) or game.last_known.get(i))
            return [obj.owner] if obj is not None else []
        if ref == "that_player":
            who = self.item.choices.get("_that_player")
            return [who] if who else []
        if ref == "damage_source_controller":
            # "that source's controller" in what follows a prevention (615.5; run_replacement_effects)
            who = self.item.choices.get("_damage_source_controller")
            return [who] if who else []
        if ref == "enchanted_player":
            return enchanted_player(game, self.item.source_id)
        if ref == "chosen_player":  # "the chosen player" (614.1c, 607.2d)
            from .replacement.as_enters import chosen_player

            chosen = chosen_player(game, self.item.source_id)
            return [chosen] if chosen and chosen in game.players_in_order() else []
        if isinstance(ref, str) and ref.startswith("target"):
            t = self.target(_index(ref))
            if t is None:
                return []
            if t.player is not None:
                return [t.player]
            return []
        raise ChoiceError(f"неизвестная ссылка на игрока «{ref}»")

    def controller_of_target(self) -> list[str]:
        """ "Its controller" after "target …": the target's controller now, or as it last
        existed on the battlefield if it has left it (608.2g: "Destroy target creature. Its
        controller loses 2 life")."""
        objs = self.objects("target")
        if objs and objs[0].zone in ("battlefield", "stack"):
            return [objs[0].controller]
        t = self.target(1)
        if t is None or t.object_id is None:
            return []
        last = self.game.last_known.get(t.object_id)
        return [_controller_now(self.game, last)] if last is not None else []

    def controllers_this_way(self) -> list[str]:
        """ "For each creature destroyed / exiled this way, its controller …" (608.2c): for each
        object the instruction before it destroyed or exiled, its controller as it last existed
        on the battlefield (608.2g) — once for each object, a player as often as they lost one."""
        game = self.game
        out = []
        for i in self.item.choices.get("_this_way") or ():
            last = game.last_known.get(i) or game.objects.get(i)
            if last is not None:
                out.append(_controller_now(game, last))
        return out

    def controller_of_that(self) -> list[str]:
        """ "Its controller" of the object the trigger event was about ("Whenever a creature
        attacks enchanted player, its controller …"; "Whenever a green creature dies, its
        controller …"): its controller now, or as it last existed (608.2g)."""
        game = self.game
        out = []
        for i in self.that():
            obj = game.objects.get(i)
            if obj is None or obj.zone not in ("battlefield", "stack"):
                obj = game.last_known.get(i, obj)
            who = _controller_now(game, obj) if obj is not None else None
            if who is not None and who not in out:
                out.append(who)
        return out[:1]

    def defending_player(self) -> list[str]:
        """506.2: the player the source attacks (or the controller of the planeswalker it
        attacks); a source no longer attacking: in a two-player game the active player's
        opponent is the defending player."""
        game = self.game
        from .filters import defender_of

        # the source attacking; else the attacking creature of the trigger event ("whenever a
        # Sliver you control attacks, defending player …"); else what the source is attached to
        attackers = [self.item.source_id or -1, *self.that()]
        source = game.objects.get(self.item.source_id or -1)
        if source is not None and isinstance(source.attached_to, int):
            attackers.append(source.attached_to)
        for attacker in attackers:
            who = defender_of(game, attacker)
            if who is not None:
                return [who]
        others = game.opponents(game.active)
        return others if len(others) == 1 else []

    def _group(self, flt: Any, target_ids: tuple[int, ...]) -> list[GameObject]:
        """The permanents of a group ("each creature you control"), as it is now."""
        game = self.game
        flt = dict(flt or {})
        # the source itself, for "other" and "enchanted"/"equipped" (what it is attached to)
        source = game.objects.get(self.item.source_id)  # "all other creatures you control"
        if "same_name_as" in flt:
            # "Target creature and all other creatures with the same name as that creature"
            # (201.2): the object and every permanent that fits with its name as the
            # instruction is followed (608.2c); an object without a name (707.2) shares none
            named = self.objects(flt.pop("same_name_as"))
            name = characteristics(game, named[0]).name if named else ""
            others = [] if not name else self._group({**flt, "name": name}, target_ids)
            return named + [o for o in others if o not in named]
        if flt.get("controller") in ("target_player", "that_player"):
            # "each creature he or she controls"; "… that player controls" (the trigger event's
            # player, 603.2)
            players = self.players(
                "target" if flt["controller"] == "target_player" else "that_player"
            )
            if not players:
                return []
            flt["controller"] = "you"
            return [
                o
                for o in game.permanents(players[0])
                if matches(game, o, flt, controller=players[0], source=source)
            ]
        return [
            o
            for o in game.permanents()
            if matches(
                game,
                o,
                dict(flt),
                controller=self.controller,
                targets=target_ids,
                source=source,
            )
        ]

    def objects(self, ref: Any) -> list[GameObject]:
        game = self.game
        target_ids = tuple(t.object_id for t in self.item.targets if t.object_id is not None)
        if isinstance(ref, str) and ref in self.refs:
            return [o for o in self.refs[ref] if game.exists(o.id)]
        if isinstance(ref, dict) and "one" in ref and "linked" not in ref:
            # "a permanent you control" without targeting: chosen on resolution (answer ``pick``)
            flt = dict(ref["one"] or {})
            source = game.objects.get(self.item.source_id)
            candidates = [
                o
                for o in game.permanents()
                if matches(game, o, flt, controller=self.controller, source=source)
            ]
            chosen = pick_by_names(
                candidates,
                self.answer("pick"),
                1,
                key="pick",
                zone=game.permanents(),
                where="поле битвы",
            )
            if chosen and not self.answer("pick") and len(candidates) > 1:
                game.log("default_pick", ("608.2d",), player=self.controller, card=chosen[0].label)
            return chosen
        if isinstance(ref, dict) and "all_graveyard_cards" in ref:
            # "all creature cards from all graveyards" (608.2h: as the instruction is followed)
            flt = dict(ref["all_graveyard_cards"] or {})
            return [
                c
                for p in game.players_in_order()
                for c in game.cards_in(p, "graveyard")
                if _card_fits(c.card, flt)
            ]
        if isinstance(ref, dict) and "graveyard_cards" in ref:
            # "each creature card with converted mana cost X or less from your graveyard"
            # (608.2c: the cards that fit as the instruction is followed; 107.3a: the X)
            flt = dict(ref["graveyard_cards"] or {})
            if flt.get("mana_value_at_most") == "X":
                flt["mana_value_at_most"] = self.number("X")
            return [
                c for c in game.cards_in(self.controller, "graveyard") if _card_fits(c.card, flt)
            ]
        if isinstance(ref, dict) and "from_graveyard" in ref:
            # "a creature card and a land card from your graveyard", "a nonland card of an
            # opponent's choice": no target — chosen as the instruction is followed (608.2d)
            return self._from_graveyard(ref)
        if isinstance(ref, dict) and "from_hand" in ref:
            # "a [nonland] card from your hand": chosen on resolution (answer ``pick``)
            flt = dict(ref["from_hand"] or {})
            hand = [c for c in game.cards_in(self.controller, "hand") if _card_fits(c.card, flt)]
            return pick_by_names(
                hand,
                self.answer("pick"),
                1,
                key="pick",
                zone=game.cards_in(self.controller, "hand"),
                where=f"рука игрока {self.controller}",
            )
        if isinstance(ref, dict) and "linked" in ref:
            # 607.2a: "the exiled card" — what this object's linked ability exiled
            from .triggers.linked import linked_objects, scoped

            key = scoped(str(ref["linked"]), self.item.ability)
            found = linked_objects(game, self.item.source_id, key)
            if "one" in ref:  # "a creature card exiled with ~": chosen on resolution (``pick``)
                flt = dict(ref["one"] or {})
                found = [o for o in found if _card_fits(o.card, flt)]
                return pick_by_names(found, self.answer("pick"), 1)
            return found
        if isinstance(ref, dict) and "encoded" in ref:  # the card encoded (702.98a)
            from .cipher import encoded_card

            return encoded_card(game, int(ref["encoded"]))
        if isinstance(ref, dict) and "all" in ref:
            # 608.2c: "those creatures" after it are the objects this group named now; a
            # number in its description ("with toughness X or less, where X is …") is
            # determined once, as the instruction is followed (608.2g)
            flt = ref["all"]
            if isinstance(flt, dict) and any(is_amount(v) or v == "X" for v in flt.values()):
                flt = {
                    k: (self.number(v) if is_amount(v) or v == "X" else v) for k, v in flt.items()
                }
            found = self._group(flt, target_ids)
            self.refs["those"] = found
            return list(found)
        if ref in ("those", "counted"):  # no group named or counted before it: none
            return []
        if ref == "each_target":
            return [
                game.obj(t.object_id)
                for i, t in enumerate(self.item.targets)
                if self.legal[i] and t.object_id is not None and game.exists(t.object_id)
            ]
        if ref == "this_card":
            # the source card wherever it is (suspend's abilities work in exile, 702.61a); a
            # card that changed zones is a new object (400.7)
            src = self.item.source_id
            return [game.obj(src)] if game.exists(src) else []
        if ref == "itself":
            # the source card wherever it is ("shuffle it into its owner's library": Vigor from
            # its graveyard); a new object (400.7) is not it
            src = self.item.source_id
            return [game.obj(src)] if game.exists(src) else []
        if ref == "self":
            src = self.item.source_id
            if self.item.kind == "spell" and game.exists(src) and game.obj(src).zone == "stack":
                # the resolving instant or sorcery itself ("Return ~ to its owner's hand",
                # "Exile ~"): moved by its own instructions, it does not go to the graveyard
                # (608.2k)
                return [game.obj(src)]
            return (
                [game.obj(src)] if game.exists(src) and game.obj(src).zone == "battlefield" else []
            )
        if ref == "that":
            # 603.7c, 400.7: an object that has left its zone is gone for this ability, but
            # a zone-change trigger finds the new object in the public zone it went to (400.7d)
            found = self.zone_change_found()
            if found:
                return found
            gone = [i for i in self.that() if not game.exists(i)]
            if gone and "_that_gone_noted" not in self.item.choices:
                self.item.choices["_that_gone_noted"] = True
                game.log(
                    "that_gone",
                    ("603.7c", "400.7") if "_delayed" in self.item.choices else ("400.7",),
                    card=self.source_name,
                    objects=[game.name_of(i) for i in gone],
                )
            return [game.obj(i) for i in self.that() if game.exists(i)]
        if isinstance(ref, str) and ref.startswith("target"):
            t = self.target(_index(ref))
            if t is None or t.object_id is None or not game.exists(t.object_id):
                return []
            return [game.obj(t.object_id)]
        return []

    def recipients(self, ref: Any) -> list[tuple[str | None, GameObject | None]]:
        """Players and objects a damage effect reaches; a list is all of its parts ("each
        creature and each player": one damage event to all of them, 119.3)."""
        if isinstance(ref, list):
            return [r for part in ref for r in self.recipients(part)]
        if ref == "target_controller":  # a player, not the target (608.2g: as it last existed)
            return [(p, None) for p in self.players(ref)]
        if isinstance(ref, str) and ref.startswith("target"):
            t = self.target(_index(ref))
            if t is None:
                return []
            if t.player is not None:
                return [(t.player, None)]
            return [(None, o) for o in self.objects(ref)]
        if ref in (
            "you",
            "each_player",
            "each_opponent",
            "target_controller",
            "chosen_player",
            "that_player",
            "defending_player",
            "enchanted_player",
            "that_controller",
            "damage_source_controller",
        ):
            return [(p, None) for p in self.players(ref)]
        if ref == "each_target":
            return [(p, None) for p in self.players(ref)] + [(None, o) for o in self.objects(ref)]
        return [(None, o) for o in self.objects(ref)]


def _controller_now(game: Game, obj: GameObject) -> str:
    """The controller of ``obj`` after control-changing effects (layer 2, 613.1b), as it exists
    or last existed (608.2g)."""
    return characteristics(game, obj).controller or obj.controller


def enchanted_player(game: Game, source_id: int | None) -> list[str]:
    """303.4k: "enchanted player" — the player the source is attached to; once the source has
    left the battlefield, the player it was attached to as it last existed (608.2g)."""
    if source_id is None:
        return []
    source = game.objects.get(source_id)
    if source is None or source.zone != "battlefield":
        source = game.last_known.get(source_id, source)
    who = source.attached_to if source is not None else None
    return [who] if isinstance(who, str) and who in game.player_names() else []


# trigger events of zone changes (603.6c) and the zones everyone sees (400.2)
ZONE_CHANGE_TRIGGERS = (
    "dies",
    "a_creature_dies",
    "leaves_battlefield",
    "a_permanent_to_graveyard",
    "put_into_graveyard_from_battlefield",
)
PUBLIC_ZONES = ("graveyard", "exile", "battlefield")


def _index(ref: str) -> int:
    return int(ref.split(":")[1]) if ":" in ref else 1


def run_effects(res: Resolution, effects: list[dict] | tuple[dict, ...]) -> None:
    """608.2c: follow the instructions in the order written."""
    for effect in effects:
        if "if" in effect and not _holds(res, effect["if"]):
            continue
        verb = next(k for k in effect if k in HANDLERS)
        if effect.get("until") == "your_next_turn":
            # "until your next turn" (611.2a): the effects it begins end as the turn of this
            # ability's controller begins (``turn.next_turn_effects_end``), not in cleanup
            game = res.game
            begun, created = len(game.effects), len(game.replacement_effects)
            HANDLERS[verb](res, effect)
            for made in game.effects[begun:]:
                if made.until == "your_next_turn":
                    made.until_turn_of = res.controller
            game.replacement_effects[created:] = [
                replace(r, this_turn=False, until_turn_of=res.controller)
                for r in game.replacement_effects[created:]
            ]
            continue
        HANDLERS[verb](res, effect)


def _holds(res: Resolution, condition: Any) -> bool:
    """The condition of one instruction ("if this spell was kicked, …"), checked as the
    instruction is followed (608.2c)."""
    from .triggers.conditions import condition_holds

    key, arg = condition[0] if condition else ("", {})
    if key == "amount_at_least":
        # "then if it has three or more +1/+1 counters on it": the amount of the object the
        # instruction names — the target, "that" object — as it is or last existed (608.2g)
        return res.number(dict(arg["amount"])) >= int(arg["n"])
    if key == "amount_less":
        # "if its power is less than CARDNAME's power": both as the instruction is followed,
        # each object as it is or last existed (608.2c, 608.2g)
        return res.number(dict(arg["amount"]), signed=True) < res.number(
            dict(arg["than"]), signed=True
        )
    if key == "sacrificed_this_way":  # "If that player does, …" after a sacrifice (608.2c)
        return res.numbers.get("sacrificed_this_way", 0) > 0
    if key == "object_is" and arg["of"] == "discarded":
        # "If the discarded card was a Zombie card": the card discarded to pay the cost, as
        # it is in the graveyard or last existed there (117.1, 608.2g)
        ids = tuple(res.item.choices.get("_discarded") or ())
        cards = [res.game.objects.get(i) or res.game.last_known.get(i) for i in ids]
        return any(c is not None and _card_fits(c.card, dict(arg["filter"])) for c in cards)
    if key == "object_is":
        # "If it's a Cyclops, destroy it": the object the instruction names, as it is now
        # (608.2c; gone: the condition is not met)
        from .filters import matches

        objs = res.objects(arg["of"])
        return bool(objs) and matches(
            res.game, objs[0], dict(arg["filter"]), controller=res.controller
        )
    return condition_holds(res.game, res.controller, condition, source_id=res.item.source_id)


# -- handlers --------------------------------------------------------------------------


def _damage(res: Resolution, e: dict) -> None:
    """One damage event to every recipient at once (119, 510.2 for lifelink)."""
    from .combat import redirect_to_planeswalker
    from .replacement.damage import Hit, deal_damage_event

    name, chars, controller = res.source_name, res.source_chars, res.controller
    by_id: int | None = None
    if "by" in e:
        # "target creature you control deals damage equal to its power to …": that object
        # deals it, as it exists or most recently existed (608.2g); an illegal target deals
        # nothing (608.2b)
        ref = e["by"]
        if isinstance(ref, str) and ref.startswith("target") and res.target(_index(ref)) is None:
            return
        by = res.known(ref)
        if by is None:
            return
        name, chars, controller = by.name, characteristics(res.game, by), by.controller
        by_id = by.id if res.game.exists(by.id) else None
    # "… to each opponent equal to the number of cards in that player's hand": counted for each
    # player dealt damage (608.2g, as the instruction is followed)
    each = e["damage"] if _per_recipient(e["damage"]) else None
    amount = 0 if each is not None else res.number(e["damage"])
    unpreventable = False
    if "instead" in e:
        amount = _self_replacement(res, e, amount)
        # "instead … deals 5 damage … and the damage can't be prevented" (615.11): only when
        # the self-replacement applies (614.15)
        unpreventable = bool(e["instead"].get("cant_be_prevented")) and _holds(
            res, e["instead"]["if"]
        )
    hits = []
    recipients = res.recipients(e.get("to", "target"))
    shares: list[int | None] = [None] * len(recipients)
    if e.get("divided"):  # 601.2d: each target its share, as announced (608.2b: none for
        recipients, shares = _divided_recipients(res)  # a target that became illegal)
    for (player, obj), share in zip(recipients, shares, strict=True):
        if share is not None:
            amount = share
        if each is not None:
            amount = len(res.game.cards_in(player, str(each["zone"]))) if player is not None else 0
        rules: tuple[str, ...] = ("610.1",)
        if player is not None:
            walker = redirect_to_planeswalker(res.game, player, res.controller)
            if walker is not None:  # 306.7: the controller has the damage dealt to a planeswalker
                res.game.log(
                    "damage_redirected",
                    ("306.7",),
                    source=res.source_name,
                    player=player,
                    planeswalker=walker.name,
                )
                player, obj, rules = None, walker, ("610.1", "306.7")
        source_id = res.item.source_id if res.game.exists(res.item.source_id) else None
        if "by" in e:
            source_id = by_id
        hits.append(
            Hit(
                name,
                chars,
                controller,
                amount,
                player=player,
                obj=obj,
                rules=rules,
                source_id=source_id,
                unpreventable=unpreventable,
            )
        )
    dealt = deal_damage_event(res.game, hits)
    # "a creature dealt damage this way" (608.2c): the objects this instruction really dealt
    # damage to, for a later instruction of the same resolution (Anger of the Gods)
    done = [h.obj.id for h, n in zip(hits, dealt, strict=True) if n > 0 and h.obj is not None]
    if done:
        before = res.item.choices.get("_dealt_damage") or ()
        res.item.choices["_dealt_damage"] = tuple(dict.fromkeys((*before, *done)))


def _per_recipient(value: Any) -> bool:
    """ "the number of cards in that player's hand" of each player dealt damage (the amount's
    ``player: recipient``)."""
    return isinstance(value, dict) and value.get("player") == "recipient"


def _divided_recipients(
    res: Resolution,
) -> tuple[list[tuple[str | None, GameObject | None]], list[int | None]]:
    """601.2d, 608.2b: the legal targets of a divided damage instruction and their shares."""
    shares = list(res.item.choices.get("divide") or ())
    out: list[tuple[str | None, GameObject | None]] = []
    amounts: list[int | None] = []
    for index, share in enumerate(shares, start=1):
        for recipient in res.recipients("target" if index == 1 else f"target:{index}"):
            out.append(recipient)
            amounts.append(int(share))
    return out, amounts


def _self_replacement(res: Resolution, e: dict, amount: int) -> int:
    """614.15, 616.1a: "… deals N damage instead if …" replaces part of the spell's own
    effect; it applies before any other replacement effect (Furnace of Rath doubles the
    replaced amount, not the original one)."""
    inst = e["instead"]
    if not _holds(res, inst["if"]):
        return amount
    life = "damage" not in inst  # "You gain 10 life instead if …" (Feed the Clan)
    new = res.number(inst["gain_life"] if life else inst["damage"])
    res.game.log(
        "self_replacement",
        ("614.15", "616.1a"),
        source=res.source_name,
        amount=amount,
        now=new,
        condition=inst["if"][0][0],
        condition_value=_scalar(inst["if"][0][1]),
        **({"life": True} if life else {}),
    )
    return new


def _scalar(value: Any) -> Any:
    """A condition's argument as event data when it is a plain value (else ``None``)."""
    return value if isinstance(value, (bool, int, str)) else None


def _gain_life(res: Resolution, e: dict) -> None:
    amount = res.number(e["gain_life"])
    if "instead" in e:  # 614.15: the spell's own "… instead if …"
        amount = _self_replacement(res, e, amount)
    for p in res.players(e.get("player")):
        gain_life(res.game, p, amount, rules=("118.3", "610.1"), source=res.source_name)


def _lose_life(res: Resolution, e: dict) -> None:
    """118.3; the total lost is remembered for "you gain life equal to the total life lost
    this way" (702.100a: the number ``life_lost_this_way``)."""
    for p in res.players(e.get("player")):
        before = res.game.player(p).life
        lose_life(
            res.game,
            p,
            res.number(e["lose_life"]),
            rules=("118.3", "610.1"),
            source=res.source_name,
        )
        lost = before - res.game.player(p).life
        res.numbers["life_lost_this_way"] = res.numbers.get("life_lost_this_way", 0) + lost


def _look_at_hand(res: Resolution, e: dict) -> None:
    """ "Look at target opponent's hand": the controller sees the cards of a hand it could not
    otherwise look at (402.3; the card's text overrides the rule, 101.1)."""
    for name in res.players(e["look_at_hand"]):
        hand = res.game.cards_in(name, "hand")
        res.game.log(
            "hand_looked_at",
            ("402.3", "101.1"),
            player=res.controller,
            whose=name,
            cards=[c.label for c in hand],
        )


def _look_at_face_down(res: Resolution, e: dict) -> None:
    """ "Look at target face-down creature": its controller's opponent sees the card of a
    face-down permanent it could not otherwise look at (707.5; the card's text overrides the
    rule, 101.1)."""
    for obj in res.objects(e["look_at_face_down"]):
        if obj.hidden is None:
            continue  # (turned face up in the meantime: the target is illegal, 608.2b)
        res.game.log(
            "face_down_looked_at",
            ("707.5", "101.1"),
            player=res.controller,
            label=obj.label,
            card=obj.hidden.name,
        )


def _give_poison(res: Resolution, e: dict) -> None:
    """ "Defending player gets a poison counter" (121.1c: ten or more and the player loses the
    game as a state-based action, 104.3d, 704.5c)."""
    n = res.number(e["give_poison"])
    if n <= 0:
        return
    for name in res.players(e.get("player")):
        p = res.game.player(name)
        p.poison += n
        res.game.log("poison_counters", ("121.1c", "610.1"), player=name, n=n, total=p.poison)


def _draw(res: Resolution, e: dict) -> None:
    value = e["draw"]
    for p in res.players(e.get("player")):
        if isinstance(value, dict) and value.get("of") == "discarded_this_way":
            # "then draws that many cards minus one": the cards this player discarded by the
            # instruction before (608.2c); fewer than none draws nothing (107.1b)
            n = res.numbers.get(f"discarded_this_way:{p}", 0) * int(value.get("times", 1))
            n = max(0, n + int(value.get("plus", 0)))
        else:
            n = res.number(value)
        draw_cards(res.game, p, n, rules=("120.1", "120.2"))


def _discard(res: Resolution, e: dict) -> None:
    """701.7a.  ``reveal_hand``: "Target opponent reveals their hand. You choose a nonland card
    from it. That player discards that card." — the hand is revealed (701.13a) and the
    ability's controller chooses among the cards that fit ``filter`` (the answer ``discard``
    names them either way)."""
    game = res.game
    for p in res.players(e.get("player")):
        hand = game.cards_in(p, "hand")
        if e.get("reveal_hand"):
            game.log(
                "hand_revealed",
                ("701.13a",),
                player=p,
                cards=[c.label for c in hand],
                chooser=res.controller,
            )
        if "filter" in e:  # "discard a nonland card": only a card that fits (701.7a)
            hand = [c for c in hand if _card_fits(c.card, dict(e["filter"] or {}))]
        want = len(hand) if e["discard"] in ("all", "hand") else res.number(e["discard"])
        chosen: list[GameObject]
        if e.get("random"):
            import random  # (not imported on start-up: rarely needed)

            rng = random.Random(game.seed + game.next_timestamp)
            chosen = rng.sample(hand, min(want, len(hand)))
        else:
            names = res.answer("discard")
            chosen = pick_by_names(
                hand,
                names,
                want,
                key="discard",
                zone=game.cards_in(p, "hand"),
                where=f"рука игрока {p}",
            )
        rules = ("701.7a", "701.7b") + (("609.3",) if len(chosen) < want else ())
        res.numbers[f"discarded_this_way:{p}"] = len(chosen)  # "that many" (608.2c)
        ids = discard(
            game,
            p,
            chosen,
            rules=rules,
            by_default=not e.get("random") and not res.answer("discard") and len(hand) > want,
        )
        res.item.choices["_discarded"] = tuple(ids)  # "… as that card" (608.2g)


def _named(c: GameObject, name: Any) -> bool:
    return c.physical.name == name or c.physical.name_ru == name or c.alias == name


def pick_by_names(
    cards: list[GameObject],
    names: Any,
    count: int,
    *,
    key: str | None = None,
    zone: Sequence[GameObject] | None = None,
    where: str = "",
) -> list[GameObject]:
    """Cards named in an answer (in that order), then the rest in zone order: the documented
    default for a player's choice of cards.

    A name of a card that is there (``zone``: every object where the choice looks, by default
    ``cards``) but cannot be chosen is a rules refusal (:class:`ChoiceError`, 608.2d); with
    ``key`` (the answer's key), a name that denotes nothing there at all is an error in the
    scenario file (:class:`AnswerNameError`, shown at the name's line and column): ``where``
    says where the choice looks («в руке игрока Алиса»)."""
    chosen: list[GameObject] = []
    pool = list(cards)
    if names:
        for name in names if isinstance(names, (list, tuple)) else [str(names)]:
            for c in pool:
                if _named(c, name):
                    chosen.append(c)
                    pool.remove(c)
                    break
            else:
                looked = cards if zone is None else zone
                if key is not None and not any(_named(c, name) for c in looked):
                    raise AnswerNameError(
                        key,
                        str(name),
                        f"choose.{key}: «{name}» — такой карты нет там, где делается выбор"
                        f"{' (' + where + ')' if where else ''}; там: {shown_objects(looked)}",
                    )
                there = next((c for c in looked if _named(c, name)), None)
                what = shown(there) if there is not None else f"«{name}»"
                raise ChoiceError(f"нет карты {what} среди тех, что можно выбрать")
    for c in pool:
        if len(chosen) >= count:
            break
        chosen.append(c)
    return chosen[:count]


def _destroy(res: Resolution, e: dict) -> None:
    # one instruction destroys all its objects at once ("Destroy target creature and target
    # land", "… up to two target creatures": 608.2c, 701.6a)
    done: list[int] = []
    with res.game.simultaneously():
        for obj in res.objects(e["destroy"]):
            if destroy(
                res.game,
                obj,
                rules=("701.6a", "610.1"),
                cause=res.source_name,
                cant_regenerate=bool(e.get("cant_regenerate")),
            ):
                done.append(obj.id)
    # "for each creature destroyed this way" (608.2c): not an indestructible or regenerated one
    res.item.choices["_this_way"] = tuple(done)


def _destroy_all(res: Resolution, e: dict) -> None:
    # 608.2h: only the named characteristics are checked; all are destroyed at once
    targets = res.objects({"all": e["destroy_all"]})
    if "except_chosen" in e:
        targets = _except_chosen(res, targets, int(e["except_chosen"]))
    with res.game.simultaneously():
        for obj in targets:
            destroy(
                res.game,
                obj,
                rules=("701.6a", "608.2h"),
                cause=res.source_name,
                cant_regenerate=bool(e.get("cant_regenerate")),
            )


def _except_chosen(res: Resolution, group: list[GameObject], most: int) -> list[GameObject]:
    """ "Choose up to one creature. Destroy the rest." (608.2d: the controller chooses as it
    resolves — the answer ``choose: {pick: [NAME]}``, ``pick: []`` for none; by default their
    own first creature, else the first one): the group without the chosen objects."""
    answer = res.answer("pick")
    pool = sorted(group, key=lambda o: o.controller != res.controller)
    kept = (
        []
        if answer == []
        else pick_by_names(pool, answer, min(most, len(pool)), key="pick", where="группа")
    )
    res.game.log(
        "kept_chosen",
        ("608.2d",),
        player=res.controller,
        cards=[o.label for o in kept],
        by_default=answer is None,
    )
    return [o for o in group if o not in kept]


def _sacrifice(res: Resolution, e: dict) -> None:
    game = res.game
    if isinstance(e["sacrifice"], str):
        # "sacrifice it": only a permanent its controller controls can be sacrificed (701.14a)
        for obj in res.objects(e["sacrifice"]):
            if obj.zone == "battlefield" and obj.controller == res.controller:
                sacrifice(game, obj, rules=("701.14a", "610.1"))
            else:
                game.log(
                    "did_as_much_as_possible",
                    ("701.14a", "609.3"),
                    player=res.controller,
                    asked=1,
                    done=0,
                )
        return
    flt = e["sacrifice"] if isinstance(e["sacrifice"], dict) else {}
    for p in res.players(e.get("player")):
        candidates = [o for o in game.permanents(p) if matches(game, o, dict(flt), controller=p)]
        if e.get("greatest") in ("power", "toughness") and candidates:
            # "a creature with the greatest power among creatures that player controls": one
            # whose power none of the others exceeds, chosen by that player among those tied
            # (608.2d), as the instruction is followed (608.2g)
            side = str(e["greatest"])
            values = {o.id: int(getattr(characteristics(game, o), side) or 0) for o in candidates}
            top = max(values.values())
            candidates = [o for o in candidates if values[o.id] == top]
        count = int(e.get("count", 1))
        chosen = pick_by_names(
            candidates,
            res.answer("sacrifice"),
            count,
            key="sacrifice",
            zone=game.permanents(p),
            where=f"перманенты игрока {p}",
        )
        by_default = not res.answer("sacrifice") and len(candidates) > count
        exploiter = res.item.source_id if e.get("exploit") else None
        for obj in chosen:
            sacrifice(
                game,
                obj,
                rules=("701.14a", "610.1") + (("702.109a",) if exploiter else ()),
                by_default=by_default,
                exploited_by=exploiter,
            )
        # "If that player does, …" (608.2c): how many were sacrificed this way
        res.numbers["sacrificed_this_way"] = res.numbers.get("sacrificed_this_way", 0) + len(chosen)
        if len(chosen) < count:
            game.log("did_as_much_as_possible", ("609.3",), player=p, asked=count, done=len(chosen))


def _own_spell_card(res: Resolution, ref: Any) -> GameObject | None:
    """ "Exile CARDNAME" / "Return CARDNAME to its owner's hand" in the text of an instant or
    sorcery: the resolving spell's own card on the stack (it still resolves fully, 608.2j, and
    is then not put into a graveyard, 608.2k); None otherwise — a copy of a spell is no card
    and stays to cease to exist (706.10a)."""
    item = res.item
    if ref != "self" or item.kind != "spell" or item.choices.get("_copy"):
        return None
    card = res.game.objects.get(item.source_id)
    return card if card is not None and card.zone == "stack" else None


def _exile(res: Resolution, e: dict) -> None:
    own = _own_spell_card(res, e["exile"])
    if own is not None:
        res.moved([exile(res.game, own, rules=("608.2j", "701.9a", "610.1"))])
        return
    if e.get("until") == "source_leaves":
        from .triggers.linked import exile_until

        moved = exile_until(res, res.objects(e["exile"]))
    elif isinstance(e["exile"], dict) and "all" in e["exile"]:
        # "exile all nonland permanents": exiled at once (608.2h, 603.6d)
        group = res.objects(e["exile"])
        with res.game.simultaneously():
            moved = [exile(res.game, obj, rules=("701.9a", "608.2h")) for obj in group]
    elif e.get("with_auras"):
        # "exile … and all Auras attached to them": at once (608.2c, 303.4)
        objs = _with_auras(res, res.objects(e["exile"]))
        with res.game.simultaneously():
            moved = [exile(res.game, obj, rules=("701.9a", "303.4", "610.1")) for obj in objs]
    else:
        objs = res.objects(e["exile"])
        moved = [exile(res.game, obj, rules=("701.9a", "610.1")) for obj in objs]
        # "for each creature exiled this way" (608.2c): the permanents that went to exile
        res.item.choices["_this_way"] = tuple(
            o.id for o, new in zip(objs, moved, strict=True) if new.zone == "exile"
        )
    res.moved(moved)
    if e.get("linked") and moved:
        from .triggers.linked import remember

        remember(res, str(e["linked"]), moved)


def _return_to_hand(res: Resolution, e: dict) -> None:
    """ "Return target creature to its owner's hand" (400.7); "Return CARDNAME to its owner's
    hand" of an instant or sorcery moves its own card from the stack (``_own_spell_card``)."""
    own = _own_spell_card(res, e["return_to_hand"])
    if own is not None:
        res.moved([return_to_hand(res.game, own, rules=("608.2j", "400.7", "610.1"))])
        return
    objs = res.objects(e["return_to_hand"])
    if e.get("with_auras"):
        # "return target creature and all Auras attached to it to their owners' hands": at
        # once (608.2c, 303.4); each to its owner's hand
        objs = _with_auras(res, objs)
        with res.game.simultaneously():
            moved = [
                return_to_hand(res.game, obj, rules=("400.7", "303.4", "610.1")) for obj in objs
            ]
        res.moved(moved)
        return
    res.moved([return_to_hand(res.game, obj, rules=("400.7", "610.1")) for obj in objs])


def _with_auras(res: Resolution, objs: list[GameObject]) -> list[GameObject]:
    """The objects and, after them, every Aura attached to one of them (303.4) as the
    instruction is followed (608.2c); the Auras are not targets (115.1)."""
    game = res.game
    ids = {o.id for o in objs}
    auras = [
        a
        for a in game.permanents()
        if a.attached_to in ids and "Aura" in characteristics(game, a).subtypes and a not in objs
    ]
    if auras:
        game.log(
            "auras_move_along",
            ("303.4", "608.2c"),
            card=res.source_name,
            cards=[a.label for a in auras],
        )
    return [*objs, *auras]


def _put_onto_battlefield(res: Resolution, e: dict) -> None:
    """Put onto the battlefield under your control, or "under its owner's control"
    (``under: owner``), with counters on it (``counters: {KIND: N}``)."""
    ref = e["put_onto_battlefield"]
    if isinstance(ref, dict) and ("all_graveyard_cards" in ref or "graveyard_cards" in ref):
        # "put all creature cards from all graveyards onto the battlefield", "return each
        # creature card … from your graveyard to the battlefield": at once (608.2h, 110.2);
        # their abilities see one another enter (603.6a)
        with res.game.simultaneously():
            _put_onto_battlefield_each(res, e, res.objects(ref))
        return
    _put_onto_battlefield_each(res, e, res.objects(ref))


def _put_onto_battlefield_each(res: Resolution, e: dict, objs: list[GameObject]) -> None:
    from .replacement.cant_enter import kept_off, stays_put

    moved = []
    for obj in objs:
        name = obj.name
        controller = obj.owner if e.get("under") == "owner" else res.controller
        face_down = bool(e.get("face_down"))
        preventer = kept_off(res.game, obj, controller)
        if preventer is not None:  # Worms of the Earth: the card stays where it is
            stays_put(res.game, obj, preventer)
            continue
        new = move_object(
            res.game,
            obj,
            "battlefield",
            controller=controller,
            tapped=bool(e.get("tapped")),
            face_down="face_down" if face_down else None,
            transformed=bool(e.get("transformed")),
        )
        from .replacement.quantities import put_counters

        for kind, n in (e.get("counters") or {}).items():
            # 121.6, 614.1a: it enters with them — counters put on it (Hardened Scales)
            put_counters(res.game, new, str(kind), int(n), rules=("121.6",), source=name)
        if e.get("exile_if_leaves"):  # 702.83a: "… exile it instead of putting it anywhere else"
            new.exile_if_leaves = str(e["exile_if_leaves"])
        moved.append(new)
        res.game.log(
            "put_onto_battlefield",
            ("110.1", "610.1")
            + (("121.6",) if e.get("counters") else ())
            + (("707.2a", "707.3") if face_down else ())
            + (("711.7",) if e.get("transformed") and new.front is not None else ()),
            card=new.label if face_down or new.front is not None else name,
            player=controller,
            id=new.id,
            counters=dict(e.get("counters") or {}),
            transformed=new.front is not None,
        )
        if e.get("attacking"):  # "tapped and attacking" (508.4, 702.48a)
            from .combat import put_attacking

            put_attacking(res, new)
    res.moved(moved)


def _manifest(res: Resolution, e: dict) -> None:
    """701.31a: "manifest the top card of your library": put it onto the battlefield face down
    as a 2/2 creature (707.3: its abilities about entering don't work); several cards one at
    a time (701.31d)."""
    game = res.game
    for p in res.players(e.get("player")):
        count = res.number(e["manifest"])
        moved = []
        for _ in range(count):
            library = game.player(p).zones["library"]
            if not library:
                break
            new = move_object(
                game, game.obj(library[0]), "battlefield", controller=p, face_down="manifest"
            )
            moved.append(new)
            game.log(
                "put_onto_battlefield",
                ("701.31a", "707.3") + (("701.31d",) if count > 1 else ()),
                card=new.label,
                player=p,
                id=new.id,
                counters={},
                manifested=True,
            )
        res.moved(moved)


def _transform(res: Resolution, e: dict) -> None:
    """701.25: "transform [it]": a double-faced permanent turns over to its other face; any
    other object does nothing (701.25a)."""
    from .faces import transform

    game = res.game
    for obj in res.objects(e["transform"]):
        before = obj.label
        if transform(game, obj):
            game.log(
                "transformed",
                ("701.25b", "711.11"),
                card=before,
                to=obj.label,
                id=obj.id,
                back=obj.front is not None,
            )
        else:
            game.log("not_transformed", ("701.25a",), card=before)


def _flip(res: Resolution, e: dict) -> None:
    """709.2, 110.6: "flip [it]" — the permanent becomes flipped (one way, 709.4): a flip card
    shows its alternative characteristics; a flipped permanent stays as it is."""
    from .faces import flip

    game = res.game
    for obj in res.objects(e["flip"]):
        before = obj.label
        if flip(game, obj):
            game.log("flipped", ("709.2", "110.6"), card=before, to=obj.label, id=obj.id)
        else:
            game.log("not_flipped", ("709.4",), card=before)


def _put_from_hand(res: Resolution, e: dict) -> None:
    """ "Put a creature card from your hand onto the battlefield [tapped [and attacking]]": the
    answer ``put`` names the card; by default the first that fits.  Attacking (508.4): what it
    attacks is the controller's choice — the engine's is the defending player; outside combat,
    or not a creature of the active player, it is not attacking (506.3a–b)."""
    game = res.game
    flt = e["put_from_hand"] or {}
    zones = ("hand", "graveyard") if e.get("or_graveyard") else ("hand",)
    # "from your hand or graveyard": a card of either zone (608.2d: chosen as it resolves)
    every = [c for z in zones for c in game.cards_in(res.controller, z)]
    hand = [c for c in every if card_matches(c.card, dict(flt))]
    chosen = pick_by_names(
        hand,
        res.answer("put"),
        1,
        key="put",
        zone=every,
        where=f"{'рука или кладбище' if len(zones) > 1 else 'рука'} игрока {res.controller}",
    )
    moved = []
    for card in chosen:
        from_zone = card.zone
        new = move_object(
            game, card, "battlefield", controller=res.controller, tapped=bool(e.get("tapped"))
        )
        moved.append(new)
        game.log(
            "put_onto_battlefield",
            ("110.1", "610.1"),
            card=card.name,
            player=res.controller,
            id=new.id,
            from_zone=from_zone,
            by_default=not res.answer("put") and len(hand) > 1,
        )
        if e.get("attacking"):  # "… onto the battlefield tapped and attacking" (508.4)
            from .combat import put_token_attacking

            put_token_attacking(game, new)
    res.moved(moved)


def _graveyards_as_yours(res: Resolution, e: dict) -> None:
    """609.4: "this turn, you may cast spells from other players' graveyards as though those
    cards were in your graveyard"; other players can't cast spells from their graveyards."""
    res.game.permissions.append(
        {
            "player": res.controller,
            "kind": "graveyards_as_yours",
            "turn": res.game.turn,
            "source": res.source_name,
        }
    )
    res.game.log("as_though_permission", ("609.4",), player=res.controller, source=res.source_name)


def _cant_gain_life_this_turn(res: Resolution, e: dict) -> None:
    """ "Your opponents can't gain life this turn." (Atarka's Command): a rule for the rest of
    the turn (611.2a; 101.2: the "can't" wins over any instruction to gain life), read by
    ``actions_common.player_cant_gain_life``."""
    who = e["cant_gain_life_this_turn"]
    res.game.permissions.append(
        {
            "player": res.controller,
            "kind": "cant_gain_life",
            "who": who,
            "turn": res.game.turn,
            "source": res.source_name,
        }
    )
    res.game.log(
        "cant_gain_life_this_turn",
        ("611.2a", "101.2"),
        player=res.controller,
        who=who,
        source=res.source_name,
    )


def _next_spell_cost_less(res: Resolution, e: dict) -> None:
    """601.2e: "the next spell you cast this turn costs {1} less to cast" — noted for the
    controller; the next spell they cast this turn uses it up (``spell_costs``)."""
    n = res.number(e["next_spell_cost_less"])
    res.game.permissions.append(
        {
            "player": res.controller,
            "kind": "next_spell_cost_less",
            "turn": res.game.turn,
            "source": res.source_name,
            "less": n,
        }
    )
    res.game.log(
        "next_spell_cost_less", ("601.2e",), player=res.controller, source=res.source_name, less=n
    )


def _create_token_copy(res: Resolution, e: dict) -> None:
    """706.2, 110.5b: a token that is a copy of the object — its copiable values."""
    keywords = tuple(e.get("keywords") or ())
    rules = ("110.5a", "706.2") + (("706.9a",) if keywords else ())
    originals = res.objects(e["create_token_copy"])
    if e.get("last_known"):
        # "Return target creature to its owner's hand. You put a token … that's a copy of that
        # creature": the target's copiable values as it last existed on the battlefield
        # (608.2g), not the card it became in the hand (400.7)
        t = res.item.targets[0] if res.item.targets else None
        i = None if t is None else t.object_id
        known = None if i is None else res.game.last_known.get(i)
        originals = [known] if known is not None else []
        rules += ("608.2g",)
    made = [token_copy(res, original, rules, keywords=keywords) for original in originals]
    if e.get("create_token_copy") == "each_target":
        # "For each of them, put a token …. Exile those tokens …": the tokens (400.7, 603.7c)
        res.moved(made)


def token_copy(
    res: Resolution,
    original: GameObject,
    rules: tuple[str, ...],
    keywords: tuple[str, ...] = (),
    **data: Any,
) -> GameObject:
    """Put onto the battlefield, under the resolving controller, a token that is a copy of
    ``original`` — its copiable values (706.2), with ``keywords`` added to them ("except it has
    haste", 706.9a) — and log it with ``rules`` and ``data``."""
    from dataclasses import replace

    from .layers.copy import copiable_card

    game = res.game
    card = copiable_card(game, original)
    if keywords:
        card = replace(card, keywords=(*card.keywords, *keywords))
    obj = create_object(game, card, res.controller, "battlefield", is_token=True)
    obj.sick = True
    aliases = name_tokens(res, [obj])
    game.log(
        "tokens_created",
        rules,
        player=res.controller,
        token=card.name,
        count=1,
        ids=[obj.id],
        **({"aliases": aliases} if aliases else {}),
        **data,
    )
    return obj


def name_tokens(res: Resolution, tokens: list[GameObject]) -> list[str]:
    """The scenario's ids for tokens as they are created (``choose: {token_ids: [ID, …]}``):
    one id each, in the order the tokens got their timestamps (613.6c; tokens created at once
    in the order the engine puts them onto the battlefield, the active player's order,
    613.6g), until the ids run out; what is left waits for the next tokens.  The ids of a
    scenario are checked to be new when the file is read.  Returns the ids given."""
    answers = res.game.answers  # a choose action's answer, whatever creates the tokens
    queue = answer_names(answers.get("token_ids")) if "token_ids" in answers else []
    given = []
    for obj in tokens:
        if not queue:
            break
        ident = queue.pop(0)
        obj.alias = ident
        res.game.aliases[ident] = obj.id
        given.append(ident)
    if given:
        if queue:
            answers["token_ids"] = queue
        else:
            answers.pop("token_ids", None)
    return given


def _win_game(res: Resolution, e: dict) -> None:
    """104.2b: an effect says that a player wins the game; in a two-player game the other
    player loses it (104.3h is for multiplayer games)."""
    game = res.game
    for p in res.players(e.get("player")):
        for other in game.opponents(p):
            game.player(other).lost = True
        game.player(p).won = True
        game.winner = p
        game.log("game_won", ("104.2b",), player=p, source=res.source_name)
        from .faces import revealed_at_game_end

        revealed_at_game_end(game)


def _delayed(res: Resolution, e: dict) -> None:
    """603.7: create a delayed triggered ability; its source and controller are those of
    the resolving spell or ability (603.7d, 603.7e)."""
    from .triggers.delayed import DelayedTrigger, create_delayed

    spec = e["delayed"]
    that = res.that()
    found = [] if res.item.choices.get("_moved") else res.zone_change_found()
    if found:  # a zone-change trigger's card in the public zone it went to (400.7d, 603.6c):
        that = tuple(o.id for o in found)  # the object the delayed ability is about
    if spec.get("that") == "target":  # "that creature": the creating ability's target
        that = tuple(o.id for o in res.objects("each_target"))
    watch = {
        "source_leaves_battlefield": (res.item.source_id,),
        "source_becomes_untapped": (res.item.source_id,),
        "that_leaves_battlefield": that,
        "that_dies": that,
    }.get(spec["at"], ())
    create_delayed(
        res.game,
        DelayedTrigger(
            at=spec["at"],
            ability=spec["ability"],
            source_id=res.item.source_id,
            source_card=res.item.source_card,
            source_name=res.item.source_card.name,
            controller=res.controller,
            objects=that,
            watch=watch,
            turn=res.game.turn,
            until=spec.get("until"),
            created_by="replacement"
            if res.item.choices.get("_by_static_replacement")
            else res.item.kind,
            rule=spec.get("rule"),
            player=_owner_of(res, that) if spec["at"] == "owners_next_upkeep" else None,
        ),
    )


def _owner_of(res: Resolution, ids: tuple[int, ...]) -> str:
    """ "… under its owner's control at the beginning of their next upkeep": the owner of the
    card the delayed ability is about (108.3), fixed as it is made; without such a card, the
    controller's (the ability will find nothing to return, 603.7c)."""
    for i in ids:
        obj = res.game.objects.get(i) or res.game.last_known.get(i)
        if obj is not None:
            return obj.owner
    return res.controller


def _remove_from_combat(res: Resolution, e: dict) -> None:
    """506.4: "remove it from combat": it stops being an attacking or blocking creature (a
    blocked attacker stays blocked for the creatures it blocked, 506.4, 509.1h)."""
    from .combat import remove_from_combat

    for obj in res.objects(e["remove_from_combat"]):
        if obj.id in res.game.attackers or obj.id in res.game.blockers:
            remove_from_combat(res.game, obj)
            res.game.log("removed_from_combat_by_effect", ("506.4",), card=obj.label)


def _tap_or_untap(res: Resolution, e: dict) -> None:
    """ "Tap or untap target permanent": the answer ``untap: true/false``; by default an
    untapped permanent is tapped and a tapped one untapped."""
    wanted = res.answer("untap")
    for obj in res.objects(e["tap_or_untap"]):
        untap = obj.tapped if wanted is None else bool(wanted)
        if untap and obj.tapped:
            res.game.untap(obj)
            res.game.log("untapped", ("701.17b",), card=obj.label)
        elif not untap and not obj.tapped:
            res.game.tap(obj)
            res.game.log("tapped", ("701.17a",), card=obj.label)


def _tap(res: Resolution, e: dict) -> None:
    """701.17a: only an untapped permanent can be tapped (a tapped one does not "become
    tapped" again: no trigger, 603.2d)."""
    for obj in res.objects(e["tap"]):
        if not obj.tapped:
            res.game.tap(obj)
            res.game.log("tapped", ("701.17a",), card=obj.label)
        else:
            res.game.log("already_tapped", ("701.17a",), card=obj.label)


def _untap(res: Resolution, e: dict) -> None:
    """701.17b: only a tapped permanent can be untapped."""
    for obj in res.objects(e["untap"]):
        if obj.tapped:
            res.game.untap(obj)
            res.game.log("untapped", ("701.17b",), card=obj.label)
        else:
            res.game.log("already_untapped", ("701.17b",), card=obj.label)


def _doesnt_untap_next(res: Resolution, e: dict) -> None:
    """502.2: "it doesn't untap during its controller's next untap step" — the permanent stays
    tapped through the next untap step of whoever controls it then (``GameObject.skip_untaps``)."""
    for obj in res.objects(e["doesnt_untap_next"]):
        obj.skip_untaps += 1
        res.game.log("wont_untap", ("502.2",), card=obj.label)


def _add_counters(res: Resolution, e: dict) -> None:
    from .replacement.quantities import put_counters

    spec = e["add_counters"]
    kind, n = spec["kind"], res.number(spec.get("n", 1))
    if e.get("divided") or "shares" in e:
        # "distribute N counters among …": each target its share as announced (601.2d);
        # "a +1/+1 counter on target creature, two … on another target creature": the shares
        # the text gives; none for an illegal target (608.2b)
        shares = list(e.get("shares") or res.item.choices.get("divide") or ())
        for index, share in enumerate(shares, start=1):
            for obj in res.objects("target" if index == 1 else f"target:{index}"):
                put_counters(
                    res.game,
                    obj,
                    kind,
                    int(share),
                    rules=("121.2", "601.2d") if e.get("divided") else ("121.1", "121.2"),
                    source=res.source_name,
                )
        return
    for obj in res.objects(e.get("on", "target")):
        if e.get("double"):
            # "double the number of +1/+1 counters on it": as many more as it has as the
            # instruction is followed (121.2, 608.2g); none on it, none put
            n = obj.counters.get(kind, 0)
            if not n:
                continue
        put_counters(res.game, obj, kind, n, rules=("121.1", "121.2"), source=res.source_name)
        if kind == "level":
            from .levels import note_level

            note_level(res.game, obj)


def _move_counter(res: Resolution, e: dict) -> None:
    """121.5: "move a +1/+1 counter from target creature onto a second target creature" —
    taken from the first object and put onto the second; nothing happens if they are the same
    object, if the first has no such counter, or if the second is gone or an illegal target
    (608.2b: then no counter is removed from the first either)."""
    from .replacement.quantities import put_counters

    kind = e["move_counter"]["kind"]
    sources, receivers = res.objects(e["from"]), res.objects(e["to"])
    if not sources or not receivers or sources[0].id == receivers[0].id:
        return
    first, second = sources[0], receivers[0]
    if first.counters.get(kind, 0) < 1:
        return
    first.counters[kind] -= 1
    if not first.counters[kind]:
        del first.counters[kind]
    res.game.log(
        "counters_removed",
        ("121.5",),
        card=first.label,
        kind=kind,
        n=1,
        id=first.id,
        last=not first.counters.get(kind),
    )
    put_counters(res.game, second, kind, 1, rules=("121.5", "121.2"), source=res.source_name)


def _remove_counters(res: Resolution, e: dict) -> None:
    """Remove counters (as many as there are, 609.3); ``if_cant``: "if you can't, …" —
    what happens when not all of them could be removed (702.31a fading).  The event says
    when the last counter of its kind was removed (702.62a, 702.61a)."""
    spec = e["remove_counters"]
    kind, n = spec["kind"], res.number(spec.get("n", 1))
    objs = res.objects(e.get("on", "target"))
    short = not objs
    for obj in objs:
        have = obj.counters.get(kind, 0)
        removed = min(have, n)
        short = short or removed < n
        obj.counters[kind] = have - removed
        if not obj.counters[kind]:
            del obj.counters[kind]
        res.game.log(
            "counters_removed",
            ("121.1",) + (("609.3",) if removed < n else ()),
            card=obj.label,
            kind=kind,
            n=removed,
            id=obj.id,
            last=removed > 0 and not obj.counters.get(kind),
            **({"could_not": True} if removed < n and "if_cant" in e else {}),
        )
    if short and "if_cant" in e:
        run_effects(res, e["if_cant"])


def _may_pay(res: Resolution, e: dict) -> None:
    """ "You may pay COST [for each KIND counter on ~]. If you don't, EFFECTS" and "EFFECTS
    unless you pay COST" (702.23a, 702.29a): the controller pays the whole cost or none of
    it (702.23a: partial payments aren't allowed) — the answer ``choose: {pay: true/false}``,
    by default paid when the mana can be paid.  Mana abilities may be activated to pay
    (605.3a); a payment that can't be completed leaves no trace.  ``player``: another player
    pays ("counter target spell unless its controller pays {2}": ``target_controller``, the
    choice is that player's as the ability resolves, 608.2d)."""
    from ..cards.format import cost_in_words
    from .events import IllegalActionError
    from .payment import cost_record, pay_cost, scaled
    from .transaction import Snapshot

    game = res.game
    if "instead" in e and _holds(res, e["instead"]["if"]):
        # "If you control a creature with power 4 or greater, counter that spell instead."
        # (614.15: a self-replacement — the instructions happen without the payment asked)
        game.log(
            "payment_replaced",
            ("614.15", "608.2c"),
            source=res.source_name,
            condition=e["instead"]["if"][0][0],
            condition_value=_scalar(e["instead"]["if"][0][1]),
        )
        run_effects(res, e["otherwise"])
        return
    if isinstance(e["may_pay"], list):  # "unless … sacrifices a creature or pays 3 life"
        _may_pay_one_of(res, e)
        return
    cost = cost_in_words(str(e["may_pay"]))  # a mana cost or a cost in words (117.12)
    times = 1
    kind = e.get("per_counter")
    source = game.objects.get(res.item.source_id)
    if kind is not None:
        times = source.counters.get(str(kind), 0) if source is not None else 0
    if "per" in e:  # "{1} for each card in your graveyard" (as it resolves, 608.2g)
        times = res.number(e["per"])
    total = scaled(cost, times)
    payer = res.controller
    x = 0
    if e.get("choose_x"):  # 107.3e: the payer chooses X as it resolves (answer ``x``)
        chosen_x = res.answer("x")
        x = int(chosen_x) if chosen_x is not None else 0
        res.item.x = x  # "put X +1/+1 counters": the X chosen (107.3h)
        game.log(
            "x_chosen",
            ("107.3e",),
            player=payer,
            source=res.source_name,
            x=x,
            by_default=chosen_x is None,
        )
    if "player" in e:
        payers = res.players(e["player"])
        if not payers:  # no such player any more (the spell is gone): nothing to ask
            return
        payer = payers[0]
    answered = res.answer("pay")
    wanted = True if answered is None else is_yes(answered)
    paid = False
    if wanted:
        snapshot = Snapshot(game)
        try:
            if not total.is_free:
                # the source pays its own parts ("Put a -1/-1 counter on ~", 117.12)
                own = source if payer == res.controller else None
                pay_cost(game, payer, total, source=own, x=x, reason="стоимость")
            paid = True
        except IllegalActionError:
            snapshot.restore()
        finally:
            snapshot.close()
    worded = not isinstance(cost_record(cost), str)
    game.log(
        "cost_paid_or_not",
        ("117.3a", "608.2d") + (("117.12",) if worded else ()),
        player=payer,
        source=res.source_name,
        cost=cost_record(total),
        each=cost_record(cost),
        times=times if kind is not None else None,
        counter=kind,
        paid=paid,
        wanted=wanted,
        by_default=answered is None,
    )
    if paid:
        run_effects(res, e.get("then", []))  # "If you do, …" (702.100a extort)
    else:
        run_effects(res, e.get("otherwise", []))


def _may_pay_one_of(res: Resolution, e: dict) -> None:
    """ "EFFECTS unless target opponent sacrifices a creature or pays 3 life" (608.2d, 117.12):
    the payer chooses one of the costs as the ability resolves, or none — the answer
    ``choose: {pay: N}`` (the N-th cost, from 1) or ``pay: false``; by default the first cost
    that can be paid.  A cost that can't be paid is not chosen (119.4: a player can pay life
    only if his or her life total is at least that much; 701.14a: only a permanent he or she
    controls can be sacrificed); partial payments leave no trace."""
    from ..cards.format import cost_in_words
    from .events import IllegalActionError
    from .payment import cost_record, pay_cost
    from .transaction import Snapshot

    game = res.game
    costs = [cost_in_words(str(c)) for c in e["may_pay"]]
    payers = res.players(e["player"]) if "player" in e else [res.controller]
    if not payers:
        return
    payer = payers[0]
    answered = res.answer("pay")
    if isinstance(answered, int) and not isinstance(answered, bool):
        if not 1 <= answered <= len(costs):
            raise IllegalActionError(
                f"choose.pay: номер стоимости от 1 до {len(costs)} (или false)", ("608.2d",)
            )
        order = [answered - 1]
    elif answered is None or is_yes(answered):
        order = list(range(len(costs)))
    else:
        order = []
    paid: int | None = None
    for i in order:
        snapshot = Snapshot(game)
        try:
            pay_cost(game, payer, costs[i], source=None, x=0, reason="стоимость")
            paid = i
        except IllegalActionError:
            snapshot.restore()
        finally:
            snapshot.close()
        if paid is not None:
            break
    chosen = costs[paid if paid is not None else (order[0] if len(order) == 1 else 0)]
    game.log(
        "cost_paid_or_not",
        ("117.3a", "117.12", "608.2d"),
        player=payer,
        source=res.source_name,
        cost=cost_record(chosen),
        each=cost_record(chosen),
        times=None,
        counter=None,
        paid=paid is not None,
        wanted=bool(order),
        by_default=answered is None,
        options=[cost_record(c) for c in costs],
    )
    run_effects(res, e.get("then", []) if paid is not None else e.get("otherwise", []))


def _cast_card(res: Resolution, e: dict) -> None:
    """ "Cast that card without paying its mana cost" (702.87a, 702.61a): see
    :mod:`.cast_from`."""
    from .cast_from import cast_by_effect
    from .mana import ManaCost

    cost = ManaCost.parse(str(e["cost"])) if e.get("cost") is not None else None
    for obj in res.objects(e["cast_card"]):
        cast = None
        if e.get("play"):  # "play the exiled card": a land too (702.74a, 305.2a)
            from .triggers.hideaway import play_by_effect

            if may_answer(res):
                play_by_effect(res, obj, str(e.get("rule", "117.9")))
            continue
        if not e.get("optional") or may_answer(res):
            cast = cast_by_effect(res, obj, str(e.get("rule", "117.9")), cost=cost)
        if cast is None and e.get("else_to") == "graveyard" and res.game.exists(obj.id):
            # 702.34a: "if that player doesn't, he or she puts this card into the graveyard"
            new = move_object(res.game, obj, "graveyard")
            res.game.log("put_into_graveyard_instead", (str(e.get("rule")),), card=new.label)


def may_answer(res: Resolution) -> bool:
    """ "… may cast it" (608.2d): the answer ``may``, by default yes (logged)."""
    answered = res.answer("may")
    wanted = True if answered is None else is_yes(answered)
    res.game.log(
        "choice_on_resolution",
        ("608.2d",),
        player=res.controller,
        chose=wanted,
        possible=True,
        source=res.source_name,
        by_default=answered is None,
    )
    return wanted


def _ripple(res: Resolution, e: dict) -> None:
    from .cast_from import ripple

    ripple(res, e)


def _cascade(res: Resolution, e: dict) -> None:
    from .cast_from import cascade

    cascade(res, e)


def _create_token(res: Resolution, e: dict) -> None:
    from .replacement.cant_enter import preventer
    from .replacement.quantities import token_count

    token: CardDef = e["create_token"]
    if e.get("pt_of"):
        # "Its power is equal to that card's power and its toughness is equal to that card's
        # toughness": the effect defines the token (110.5b) from the card as it is now or
        # last existed (608.2g), fixed as the token is created
        from dataclasses import replace

        found = res.objects(e["pt_of"]) or [k for k in (res.known(e["pt_of"]),) if k]
        card = found[0].card if found else None
        token = replace(
            token,
            power=card.power if card is not None else "0",
            toughness=card.toughness if card is not None else "0",
        )
    if "pt" in e:
        # "an X/X … token …, where X is …": the effect defines the token's power and
        # toughness (110.5b), the number determined once as it is created (608.2g)
        from dataclasses import replace

        n = str(res.number(e["pt"]))
        token = replace(token, power=n, toughness=n)
    stopped = preventer(res.game, token)
    if stopped is not None:  # 110.5d: a token that can't enter is not created
        res.game.log("token_not_created", ("110.5d",), token=token.name, by=stopped)
        return
    created: list[GameObject] = []
    if e.get("count", 1) != 1:
        # "… tokens onto the battlefield. They gain …": those creatures are the tokens (608.2c)
        res.refs["those"] = created
    for p in res.players(e.get("player")):
        count = token_count(res.game, p, res.number(e.get("count", 1)), source=res.source_name)
        made: list[GameObject] = []
        for _ in range(count):
            obj = create_object(res.game, token, p, "battlefield", is_token=True)
            obj.sick = True
            if e.get("tapped"):  # "put … tapped …" (110.2: it enters tapped)
                obj.tapped = True
            made.append(obj)
        created.extend(made)
        ids = [o.id for o in made]
        aliases = name_tokens(res, made)
        res.game.log(
            "tokens_created",
            ("110.5a", "110.5b") + (("110.2",) if e.get("tapped") else ()),
            player=p,
            token=token.name,
            count=count,
            ids=ids,
            **({"aliases": aliases} if aliases else {}),
            **({"tapped": True} if e.get("tapped") else {}),
        )
        if e.get("attacking"):  # "that's tapped and attacking" (508.4)
            from .combat import put_token_attacking

            for obj in made:
                put_token_attacking(res.game, obj)
        if e.get("blocking"):  # "that's blocking that creature" (509.7)
            from .combat import put_token_blocking

            blocked = res.objects(e["blocking"])
            for obj in made:
                put_token_blocking(res.game, obj, blocked[0] if blocked else None)
        if e.get("attach_source") and ids:
            # "… then attach this Equipment to it" (702.91a living weapon)
            res.moved([res.game.obj(i) for i in ids])
            _attach(res, {"attach": "self", "to": "that"})


def _emblem(res: Resolution, e: dict) -> None:
    """113.2: "[player] gets an emblem with [ability]" (``engine/emblems.py``)."""
    from .emblems import create_emblem

    create_emblem(res, e)


def _additional_land(res: Resolution, e: dict) -> None:
    """305.2: "You may play an additional land this turn." — the player can play one land
    more this turn (305.2a: compared with the lands already played this turn)."""
    for p in res.players(e.get("player")):
        res.game.player(p).extra_land_plays += 1
        res.game.log("additional_land", ("305.2", "305.2a"), player=p, source=res.source_name)


def _counter(res: Resolution, e: dict) -> None:
    game = res.game
    t = res.target(_index(e["counter"])) if isinstance(e["counter"], str) else None
    if t is None or t.object_id is None:
        return
    item = game.stack_item(t.object_id)
    if item is None:
        return
    if item.kind == "spell" and game.exists(item.source_id):
        if "Can't be countered" in characteristics(game, game.obj(item.source_id)).keywords:
            # "~ can't be countered": the "can't" wins over the instruction (101.2)
            game.log(
                "not_countered", ("101.2", "701.5a"), card=item.label(game), by=res.source_name
            )
            return
        from .static_permissions import counter_forbidden_by

        forbidder = counter_forbidden_by(game, game.obj(item.source_id))
        if forbidder is not None:  # "Creature spells you control can't be countered" (101.2)
            game.log(
                "not_countered",
                ("101.2", "701.5a"),
                card=item.label(game),
                by=res.source_name,
                because=forbidder,
            )
            return
    from .stack import counter_stack_item

    if e.get("to") == "exile":  # "If that spell is countered this way, exile it instead of
        # putting it into its owner's graveyard" (the instruction modifies the counter, 608.2c)
        counter_stack_item(game, item, rules=("701.5a", "608.2c"), by=res.source_name, to="exile")
        return
    counter_stack_item(game, item, rules=("701.5a", "610.1"), by=res.source_name)


def _search_library(res: Resolution, e: dict) -> None:
    """701.15a: search a library for cards matching the filter (answer ``search``), put them
    where the text says (``put_other``: the cards after the first go there instead).  It does not shuffle: "then shuffle your library" is the text's own
    ``shuffle`` effect (701.16a)."""
    game = res.game
    flt = dict(e["search_library"] or {})
    if flt.pop("same_mana_value_as_source", None):
        # "a card with the same converted mana cost as the discarded card" (702.52a transmute)
        card = res.item.source_card
        flt["mana_value"] = card.mana_cost.converted() if card.mana_cost is not None else 0
    if flt.get("mana_value_at_most") == "X":  # "… with converted mana cost X or less" (107.3a)
        flt["mana_value_at_most"] = res.number("X")
    if isinstance(flt.get("mana_value"), dict):  # "… equal to the number of …" (608.2g)
        flt["mana_value"] = res.number(flt["mana_value"])
    # "any number of Dragon creature cards" (701.15b): as many as the player finds
    count = -1 if e.get("count") == "any" else int(e.get("count", 1))
    put = e.get("put", "hand")
    for p in res.players(e.get("player")):
        if card_matches(anonymous_card(), dict(flt)):  # an anonymous card could be found
            materialise(game, p, "найти карту в библиотеке")
        library = game.cards_in(p, "library")
        candidates = [c for c in library if card_matches(c.card, dict(flt))]
        if e.get("count") == "any":
            count = len(candidates)
        answer = res.answer("search")
        # 701.15b: a search for a stated quality may find nothing (``search: []``); a search
        # for just "a card" must find one (701.15d)
        fails_to_find = answer is not None and not answer and bool(flt)
        where = f"библиотека игрока {p}"
        if answer and flt:  # 701.15b: the cards named, and no more (fewer may be found)
            named = list(answer) if isinstance(answer, (list, tuple)) else [str(answer)]
            if len(named) > count:
                raise ChoiceError(f"search: можно найти не больше {count}")
            chosen = pick_by_names(
                candidates, named, len(named), key="search", zone=library, where=where
            )
        else:
            chosen = (
                []
                if fails_to_find
                else pick_by_names(
                    candidates, answer, count, key="search", zone=library, where=where
                )
            )
        names = []
        for i, c in enumerate(chosen if put != "library_top" else ()):
            names.append(c.name)
            if i > 0 and e.get("put_other"):
                # "put one onto the battlefield tapped and the other into your hand": the
                # first card found goes where ``put`` says, the other where ``put_other`` says
                move_object(game, c, str(e["put_other"]))
                continue
            if put == "battlefield":
                from .replacement.cant_enter import kept_off, stays_put

                preventer = kept_off(game, c, p)
                if preventer is not None:  # the found card stays in the library (101.2)
                    stays_put(game, c, preventer)
                    continue
                move_object(game, c, "battlefield", controller=p, tapped=bool(e.get("tapped")))
            else:
                move_object(game, c, put)
        if put == "library_top":
            names = [c.name for c in chosen]
        game.log(
            "library_searched",
            ("701.15a", "701.15b" if flt else "701.15d")
            + (("609.3",) if len(chosen) < count and not fails_to_find and not answer else ())
            + ((("701.13a",) if e.get("reveal") else ("701.15e",)) if names else ()),
            player=p,
            by=res.controller if p != res.controller else None,
            found=names,
            put=put,
            chose_none=fails_to_find and bool(candidates),
            revealed=bool(e.get("reveal")),
            by_default=answer is None and len(candidates) > count,
        )
        if put == "library_top":  # the tutors: set aside, shuffle the rest, put on top
            _shuffle_and_put_on_top(game, p, chosen)
        # no shuffle here: "then shuffle your library" is the text's own ``shuffle`` effect
        # (701.16a), so one "then shuffle" is one shuffle


def _choose_target(res: Resolution, e: dict) -> None:
    """ "Choose target creature.": the target was chosen as the spell was cast (601.2c); on
    resolution the instruction does nothing — the later instructions name that target."""


def _reveal_top(res: Resolution, e: dict) -> None:
    """701.13a: reveal the top card of your library; if it fits the filter, put it where the
    text says (``put``; ``top``: it stays there), if not, where ``else_to`` says (by default it
    stays on top).  "That card" of the later instructions is the revealed card (608.2c)."""
    if e.get("player") is not None:  # "each player reveals the top card of their library"
        for p in res.players(e["player"]):
            _reveal_top_of(res, e, p)
        return
    _reveal_top_of(res, e, res.controller)


def _reveal_top_of(res: Resolution, e: dict, player: str) -> None:
    game = res.game
    ids = top(game, player, 1)
    if not ids:
        game.log("top_revealed", ("701.13a",), player=player, card=None, fits=False, to="top")
        return
    card = game.obj(ids[0])
    label = card.label
    fits = card_matches(card.card, dict(e["reveal_top"] or {}))
    where = str(e.get("put")) if fits else str(e.get("else_to", "top"))
    rules: tuple[str, ...] = ("701.13a", "608.2c")
    if where == "bottom":
        game.player(player).zones["library"].remove(card.id)
        put_at_bottom(game, card)
    elif where == "battlefield":
        from .replacement.cant_enter import kept_off, stays_put

        preventer = kept_off(game, card, player)
        if preventer is not None:  # it stays in the library (101.2)
            stays_put(game, card, preventer)
            where = "top"
        else:
            res.moved([move_object(game, card, "battlefield", controller=player)])
    elif where != "top":
        res.moved([move_object(game, card, where)])
    else:  # it stays on top: "that card" of the instructions after it is this card (608.2c)
        res.moved([card])
    game.log("top_revealed", rules, player=player, card=label, fits=fits, to=where)


def _shuffle_and_put_on_top(game: Game, player: str, found: list[GameObject]) -> None:
    """ "… then shuffle and put that card on top [in any order]": the found cards stay out of
    the shuffle (701.16a) and go on top in the order chosen (the answer's, top first)."""
    library = game.player(player).zones["library"]
    ids = [c.id for c in found]
    library[:] = [i for i in library if i not in ids]
    _shuffle_library(game, player)
    library = game.player(player).zones["library"]
    library[0:0] = ids
    if found:
        game.log(
            "found_put_on_top", ("608.2c", "701.16a"), player=player, cards=[c.label for c in found]
        )


def _card_fits(card: CardDef, flt: dict) -> bool:
    """A card filter with exclusions ("a nonartifact, nonland card")."""
    if "not_types" in flt and set(flt["not_types"]) & set(card.types):
        return False
    # "with converted mana cost 2 or less" (Isochron Scepter; 202.3)
    if "mana_value_at_most" in flt and card.mana_cost.converted() > int(flt["mana_value_at_most"]):
        return False
    return card_matches(card, flt)


def _shuffle_library(game: Game, player: str) -> None:
    shuffle(game, player)
    game.log("library_shuffled", ("701.16a",), player=player)


def _shuffle(res: Resolution, e: dict) -> None:
    for p in res.players(e.get("player")):
        _shuffle_library(res.game, p)


def _exile_from_top(res: Resolution, e: dict) -> None:
    """ "Exile the top N cards of your library[. Until end of turn, you may play cards exiled
    this way]." (701.9a, 611.2a): see :mod:`.play_exiled`."""
    from .play_exiled import exile_from_top

    exiled = exile_from_top(res, res.number(e["exile_from_top"]), e.get("may_play"))
    res.moved(exiled)
    if "put_among" in e:
        # "You may put any number of creature and/or land cards from among them onto the
        # battlefield" (608.2d: chosen as it resolves — the answer ``put``, by default every
        # card that fits; ``put: []`` none), at once (110.2, 603.6a)
        flt = dict(e["put_among"])
        fitting = [o for o in exiled if o.zone == "exile" and _card_fits(o.card, flt)]
        wanted = res.answer("put")
        if wanted is None:
            chosen = fitting
        else:
            named = [wanted] if isinstance(wanted, str) else list(wanted)
            chosen = (
                pick_by_names(fitting, named, len(named), key="put", zone=exiled) if named else []
            )
        with res.game.simultaneously():
            _put_onto_battlefield_each(res, {"put_onto_battlefield": "chosen"}, chosen)


def _mill(res: Resolution, e: dict) -> None:
    for p in res.players(e.get("player")):
        mill(res.game, p, res.number(e["mill"]))


def _pump(res: Resolution, e: dict) -> None:
    inst = e.get("instead")
    if inst is not None and _holds(res, inst["if"]):
        # "If it's an Aura, enchanted creature gets +1/+0 until end of turn instead." (614.15:
        # the instruction's own replacement, checked as it is followed, 608.2c)
        res.game.log("self_replacement_pump", ("614.15", "608.2c"), source=res.source_name)
        e = {**{k: v for k, v in e.items() if k != "instead"}, **inst}
        del e["if"]
    ref = e["pump"]
    objs = res.objects(ref)
    if not objs:
        return
    if "or_pt" in e:  # "gets +1/-1 or -1/+1 until end of turn" (608.2d)
        e = {**e, **_chosen_pt(res, e)}
    power = res.number(e.get("power", 0), signed=True)
    toughness = res.number(e.get("toughness", 0), signed=True)
    _continuous(res, objs, power=power, toughness=toughness, until=e.get("until", "end_of_turn"))


def _pt_words(power: int, toughness: int) -> str:
    return f"{power:+d}/{toughness:+d}"


def _chosen_pt(res: Resolution, e: dict) -> dict:
    """608.2d: "gets +1/-1 or -1/+1 until end of turn": the controller chooses one change as
    the effect begins (answer ``pt``: "+1/-1"; by default the first one written)."""
    first = {"power": int(e["power"]), "toughness": int(e["toughness"])}
    second = {"power": int(e["or_pt"]["power"]), "toughness": int(e["or_pt"]["toughness"])}
    options = [_pt_words(first["power"], first["toughness"]), _pt_words(**second)]
    wanted = res.answer("pt")
    if wanted is None:
        chosen, by_default = first, True
    else:
        text = str(wanted).strip().replace("−", "-")
        if text not in options:
            raise ChoiceError(f"«{wanted}» — не из предложенного: {', '.join(options)}")
        chosen, by_default = (first if text == options[0] else second), False
    res.game.log(
        "pt_change_chosen",
        ("608.2d",),
        player=res.controller,
        change=_pt_words(chosen["power"], chosen["toughness"]),
        options=options,
        by_default=by_default,
    )
    return chosen


def _pump_all(res: Resolution, e: dict) -> None:
    objs = res.objects({"all": e["pump_all"]})
    if objs:
        _continuous(
            res,
            objs,
            power=res.number(e.get("power", 0), signed=True),
            toughness=res.number(e.get("toughness", 0), signed=True),
            until=e.get("until", "end_of_turn"),
        )


def _continuous(
    res: Resolution,
    objs: list[GameObject],
    *,
    power: int = 0,
    toughness: int = 0,
    keywords: tuple[str, ...] = (),
    until: str = "end_of_turn",
) -> None:
    """611.2a, 611.2c: the affected set is locked in now; the effect lasts until end of turn,
    or (``indefinitely``: "that creature gains haste") as long as its objects exist (400.7),
    or (``source_tapped``) for as long as the source remains tapped (611.2b)."""
    game = res.game
    if not lasts(res, until):
        return
    layer = "6" if keywords else "7c"
    effect = ContinuousEffect(
        layer=layer,
        timestamp=game.new_timestamp(),
        source=res.source_name,
        affected=tuple(o.id for o in objs),
        power=power,
        toughness=toughness,
        keywords=keywords,
        until=until,
        source_id=res.item.source_id,
        # whose control of the source it lasts for ("for as long as you control ~", 611.2b)
        controller=res.controller if until == "source_controlled" else None,
    )
    game.effects.append(effect)
    rule = "613.1f" if keywords else "613.3c"
    game.log(
        "continuous_effect",
        ("611.2a", "611.2c", rule) + (("611.2b",) if until == "source_tapped" else ()),
        source=res.source_name,
        cards=[o.label for o in objs],
        power=power,
        toughness=toughness,
        keywords=list(keywords),
        until=until,
    )


def lasts(res: Resolution, until: str) -> bool:
    """611.2b: an effect "for as long as CARDNAME remains tapped" does nothing if the source
    is no longer tapped (or no longer on the battlefield) when it would begin; one "for as
    long as you control CARDNAME", if you no longer control it then."""
    if until not in ("source_tapped", "source_controlled"):
        return True
    source = res.game.objects.get(res.item.source_id)
    on = source is not None and source.zone == "battlefield"
    if until == "source_tapped" and on and source is not None and source.tapped:
        return True
    if until == "source_controlled":
        if on and source is not None and _controller_now(res.game, source) == res.controller:
            return True
        res.game.log("effect_never_began_control", ("611.2b",), source=res.source_name)
        return False
    res.game.log("effect_never_began", ("611.2b",), source=res.source_name)
    return False


def _grant(res: Resolution, e: dict) -> None:
    """611.2a, 613.1f: the objects gain keywords — or quoted abilities ("gains "{T}: …" until
    end of turn": ``{activated: …}``, ``{triggered: …}``, ``{static: …}``) — for the effect's
    duration; the abilities are added in layer 6 like a static ``grant``."""
    grant = e["grant"]
    keywords: list[str] = []
    abilities: list[dict] = []
    for k in grant if isinstance(grant, list) else [grant]:
        if isinstance(k, dict) and set(k) & {"activated", "triggered", "static"}:
            abilities.append(k)
        elif isinstance(k, dict) and "protection" in k:
            colour = k["protection"]
            if colour == "chosen_color":
                colour = res.answer("color")
                if colour is None:
                    raise ChoiceError("нужно выбрать цвет (choose: {color: …})")
            colour = str(colour).lower()
            if colour not in COLOR_BY_NAME:
                raise ChoiceError(f"«{colour}» — не цвет Magic")
            keywords.append(f"Protection from {colour}")
        elif isinstance(k, dict) and "one_of" in k:  # "your choice of vigilance, lifelink, …"
            keywords.append(_chosen_keyword(res, [str(w) for w in k["one_of"]]))
        elif k == "Protection from creatures your opponents control":
            # "your" is the effect's controller: the players are fixed as it begins (611.2c),
            # one protection for each opponent's creatures (702.16a, 702.16g)
            from ..cards.protection import CONTROLLED_BY, PREFIX

            keywords.extend(PREFIX + CONTROLLED_BY + p for p in res.game.opponents(res.controller))
        else:
            from ..cards.protection import expand

            keywords.extend(expand(str(k)))  # 702.16g: "from black and from red" is two
    objs = res.objects(e.get("to", "target"))
    if objs and abilities:
        _grant_abilities(res, objs, keywords, abilities, e.get("until", "end_of_turn"))
    elif objs:
        _continuous(res, objs, keywords=tuple(keywords), until=e.get("until", "end_of_turn"))


def _chosen_keyword(res: Resolution, options: list[str]) -> str:
    """608.2d: "gains your choice of vigilance, lifelink, or haste": the controller chooses
    one as the effect begins (answer ``keyword``; by default the first one written)."""
    wanted = res.answer("keyword")
    if wanted is None:
        chosen, by_default = options[0], True
    else:
        found = [o for o in options if o.lower() == str(wanted).strip().lower()]
        if not found:
            raise ChoiceError(f"«{wanted}» — не из предложенного: {', '.join(options)}")
        chosen, by_default = found[0], False
    res.game.log(
        "keyword_chosen",
        ("608.2d",),
        player=res.controller,
        keyword=chosen,
        options=options,
        by_default=by_default,
    )
    return chosen


def _grant_abilities(
    res: Resolution, objs: list[GameObject], keywords: list[str], abilities: list[dict], until: str
) -> None:
    """613.1f, 611.2c: keywords and quoted abilities added in layer 6 to the objects locked in
    now; each object has its own copy of a granted ability (its source is that object)."""
    from ..cards.format import granted_ability

    game = res.game
    if not lasts(res, until):
        return
    granted = tuple(keywords) + tuple(granted_ability(a) for a in abilities)
    game.effects.append(
        ContinuousEffect(
            layer="6",
            timestamp=game.new_timestamp(),
            source=res.source_name,
            affected=tuple(o.id for o in objs),
            until=until,
            parts={"grant": granted},
            source_id=res.item.source_id,
        )
    )
    game.log(
        "continuous_effect",
        ("611.2a", "611.2c", "613.1f"),
        source=res.source_name,
        cards=[o.label for o in objs],
        power=0,
        toughness=0,
        keywords=list(keywords),
        abilities=list(abilities),
        until=until,
    )


def _become(res: Resolution, e: dict) -> None:
    """611.2a, 611.2c: a continuous effect with parts in several layers ("loses all abilities
    and becomes a blue Frog with base power and toughness 1/1"); each part applies in its
    layer to the objects locked in now (613.5)."""
    from .layers.gather import LAYER_RULES, PART_LAYERS

    objs = res.objects(e.get("to", "target"))
    if not objs:
        return
    parts = dict(e["become"])
    game = res.game
    for key in ("set_colors", "add_colors"):
        if parts.get(key) == "chosen_color":  # "the color of your choice" (608.2d)
            colour = str(res.answer("color") or "").lower()
            if colour not in COLOR_BY_NAME:
                raise ChoiceError("нужно выбрать цвет: choose: {color: …}")
            parts[key] = (COLOR_BY_NAME[colour],)
    for key in ("set_subtypes", "add_subtypes"):
        if parts.get(key) == "chosen_creature_type":  # "the creature type of your choice"
            from .replacement.as_enters import creature_type_named

            chosen = creature_type_named(str(res.answer("creature_type") or ""))
            if chosen is None:  # 205.3m: a creature type of the rules' list
                raise ChoiceError("нужно выбрать тип существ: choose: {creature_type: …}")
            parts[key] = (chosen,)
    layers = sorted({PART_LAYERS[k] for k in parts}, key=list(LAYER_RULES).index)
    until = e.get("until", "end_of_turn")
    game.effects.append(
        ContinuousEffect(
            layer=layers[0],
            timestamp=game.new_timestamp(),
            source=res.source_name,
            affected=tuple(o.id for o in objs),
            until=until,
            parts=parts,
            controller=res.controller,
            source_id=res.item.source_id,
        )
    )
    game.log(
        "effect_began",
        ("611.2a", "611.2c", *(LAYER_RULES[layer] for layer in layers)),
        source=res.source_name,
        cards=[o.label for o in objs],
        parts=_describable(parts),
        until=until,
    )


def _become_copy(res: Resolution, e: dict) -> None:
    """706.2, 613.1a: "… becomes a copy of …" (Mirrorweave): a copy effect on permanents
    already on the battlefield, in layer 1, with the original's copiable values as the effect
    begins.  707.10: a face-down permanent that becomes a copy keeps its face-down
    characteristics (the copy is masked by its face-down status); turned face up while the
    effect lasts, it is the copy, not its own card."""
    from .layers.copy import copiable_card

    game = res.game
    originals = [o for o in res.objects(e["become_copy"]) if o.zone == "battlefield"]
    objs = [o for o in res.objects(e.get("to", "target")) if o.zone == "battlefield"]
    if not originals or not objs:
        return
    card = copiable_card(game, originals[0])
    trigger = res.item.choices.get("_trigger")
    if e.get("with_this_ability") and trigger is not None:
        # "… except it has this ability" (706.9a): the copy has this triggered ability too,
        # as part of its copiable values
        from dataclasses import replace

        card = replace(card, triggers=(*card.triggers, trigger))
    until = e.get("until", "end_of_turn")
    game.effects.append(
        ContinuousEffect(
            layer="1",
            timestamp=game.new_timestamp(),
            source=res.source_name,
            affected=tuple(o.id for o in objs),
            until=until,
            parts={"copy": card},
            controller=res.controller,
            source_id=res.item.source_id,
        )
    )
    game.touch()
    face_down = [o.label for o in objs if o.hidden is not None]
    game.log(
        "became_copy",
        ("706.2", "613.1a") + (("707.10",) if face_down else ()),
        source=res.source_name,
        cards=[o.label for o in objs],
        original=originals[0].label,
        copied=card.name,
        face_down=face_down,
        until=until,
    )


def _describable(parts: dict) -> dict:
    """The parts of an effect in plain data for the event (granted abilities by label)."""
    out = {}
    for key, value in parts.items():
        if key == "grant":
            value = [v if isinstance(v, str) else v[0] for v in value]
        elif isinstance(value, tuple):
            value = list(value)
        out[key] = value
    return out


def _gain_control(res: Resolution, e: dict) -> None:
    """Layer 2 (613.1b): "gain control of target creature (until end of turn)"; the affected
    object is locked in (611.2c); 302.6: it has summoning sickness under its new controller.
    ``player``: another player gains control ("Target opponent gains control of ~")."""
    from .layers.control import sync_control

    game = res.game
    objs = res.objects(e["gain_control"])
    if not objs:
        return
    new_controller = res.controller
    if "player" in e:
        players = res.players(e["player"])
        if not players:  # the target player is gone (608.2b): nothing to do
            return
        new_controller = players[0]
    until = e.get("until", "indefinitely")
    if not lasts(res, until):
        return
    game.effects.append(
        ContinuousEffect(
            layer="2",
            timestamp=game.new_timestamp(),
            source=res.source_name,
            affected=tuple(o.id for o in objs),
            until=until,
            parts={"control": new_controller},
            controller=new_controller,  # layer 2 gives the permanent to this player (613.1b)
            source_id=res.item.source_id,
        )
    )
    game.log(
        "control_effect",
        ("611.2c", "613.1b") + (("611.2b",) if until == "source_tapped" else ()),
        source=res.source_name,
        cards=[o.label for o in objs],
        player=new_controller,
        until=until,
    )
    sync_control(game)


def _exchange_control(res: Resolution, e: dict) -> None:
    """701.8a: all of the exchange or none of it; 701.8b: permanents controlled by the same
    player are not exchanged; otherwise each player gains control of the other's permanent."""
    from .layers.control import sync_control

    game = res.game
    first, second = (res.objects(ref) for ref in e["exchange_control"])
    if len(first) != 1 or len(second) != 1:
        game.log("exchange_impossible", ("701.8a",), source=res.source_name)
        return
    a, b = first[0], second[0]
    if a.controller == b.controller:
        game.log(
            "exchange_same_controller",
            ("701.8b",),
            source=res.source_name,
            cards=[a.label, b.label],
        )
        return
    stamp = game.new_timestamp()
    for obj, new in ((a, b.controller), (b, a.controller)):
        game.effects.append(
            ContinuousEffect(
                layer="2",
                timestamp=stamp,
                source=res.source_name,
                affected=(obj.id,),
                until="indefinitely",
                parts={"control": new},
                controller=new,
                source_id=res.item.source_id,
            )
        )
    game.log(
        "control_exchanged",
        ("701.8a", "701.8b", "613.1b"),
        source=res.source_name,
        cards=[a.label, b.label],
        players=[b.controller, a.controller],
    )
    sync_control(game)


def _change_text(res: Resolution, e: dict) -> None:
    """612, layer 3 (613.1c): replace every instance of one word with another in the text of
    the target (Mind Bend: a colour word or a basic land type; Artificial Evolution: a
    creature type); the choice is the scenario's ``choose: {text: {from: …, to: …}}``."""
    from .mana import COLOR_BY_NAME

    words = res.answer("text")
    if not isinstance(words, dict) or "from" not in words or "to" not in words:
        raise ChoiceError("нужно выбрать слова: choose: {text: {from: СЛОВО, to: СЛОВО}}")
    old, new = str(words["from"]), str(words["to"])
    kind = e.get("words", "color_or_basic_land_type")
    basic = ("Plains", "Island", "Swamp", "Mountain", "Forest")
    if kind == "color_or_basic_land_type":
        colours = old.lower() in COLOR_BY_NAME and new.lower() in COLOR_BY_NAME
        if not colours and not (old in basic and new in basic):
            raise ChoiceError(
                "заменить можно слово цвета на слово цвета или тип базовой земли на тип базовой земли"
            )
        if colours:
            old, new = old.lower(), new.lower()
    elif new == "Wall":
        raise ChoiceError("новый тип существа не может быть Wall (Стена)")
    objs = res.objects(e["change_text"])
    if not objs:
        return
    game = res.game
    game.effects.append(
        ContinuousEffect(
            layer="3",
            timestamp=game.new_timestamp(),
            source=res.source_name,
            affected=tuple(o.id for o in objs),
            until="indefinitely",
            parts={"change_text": {"from": old, "to": new}},
            controller=res.controller,
            source_id=res.item.source_id,
        )
    )
    game.log(
        "text_changed",
        ("612.1", "613.1c"),
        source=res.source_name,
        cards=[o.label for o in objs],
        old=old,
        new=new,
    )


def _copy_spell(res: Resolution, e: dict) -> None:
    """706.10: put a copy of the target spell (or of "that spell", the one whose casting
    triggered the ability: Hive Mind) onto the stack under your control — or under the
    control of each player ``player`` names (``each_other_player``: each player other than
    the one who cast it, in turn order, 101.4); it copies the spell's characteristics and the
    choices made for it — modes, targets, X (706.2); it is not cast (no cast triggers).  With
    ``new_targets`` ("you may choose new targets for the copy", 706.10c) the scenario's
    ``choose: {new_targets: [REF, …]}`` names the copy's targets in order; a target named as
    before stays (even if now illegal), a changed one must be legal; without the answer the
    copy keeps the original's targets."""
    game = res.game
    ref = e["copy_spell"]
    from_lki = False
    if ref == "self":  # storm: "put a copy of this spell onto the stack" (702.39a)
        original = game.stack_item(res.item.source_id)
        if original is None and res.item.source_id in game.spells_gone:
            # the spell left the stack (countered): its last known information (608.2g)
            original, from_lki = game.spells_gone[res.item.source_id], True
    elif ref == "that":
        that = res.that()
        original = game.stack_item(that[0]) if that else None
    else:
        t = res.target(_index(ref)) if isinstance(ref, str) else None
        original = (
            game.stack_item(t.object_id) if t is not None and t.object_id is not None else None
        )
    if original is None or original.kind != "spell":
        return
    if e.get("player") == "each_other_player":
        caster = res.item.choices.get("_that_player") or original.controller
        controllers = [p for p in game.players_in_order() if p != caster]
    else:
        controllers = [res.controller]
    count = 1
    if "count" in e:
        count = _copies_wanted(game, original, e["count"])
        rule = {"permanents_to_graveyard_this_turn": "702.68a", "times_replicated": "702.55a"}.get(
            e["count"], "702.39a"
        )
        game.log(
            "copies_counted",
            (rule, "608.2g") if from_lki else (rule,),
            card=original.source_card.name,
            count=count,
            gravestorm=rule == "702.68a",
            replicate=rule == "702.55a",
            from_lki=from_lki,
        )
    # the answer given with the trigger, with the copied spell's cast (storm), or for the game
    answer = res.item.choices.get("new_targets", original.choices.get("new_targets"))
    answers = _per_copy_targets(answer if answer is not None else res.answer("new_targets"), count)
    for controller in controllers:
        for k in range(count):
            wanted = answers[k] if e.get("new_targets") else None
            if isinstance(wanted, dict):  # each copying player's own (Hive Mind): {PLAYER: [...]}
                wanted = wanted.get(controller)
            _one_copy(res, original, controller, wanted)


def _per_copy_targets(answer: Any, count: int) -> list[Any]:
    """The ``new_targets`` answer of each of ``count`` copies: a list of lists gives each copy
    its own (storm, 702.39a: "you may choose new targets for any of the copies"; copies
    beyond the list keep their targets); a flat list or a name serves every copy.  More lists
    than copies is an error in the file (:class:`AnswerNameError`), not ignored."""
    if isinstance(answer, list) and answer and all(isinstance(a, list) for a in answer):
        if len(answer) > count:
            raise AnswerNameError(
                "new_targets",
                str(answer[count]),
                f"new_targets: списков целей больше, чем копий (копий: {count}, списков: "
                f"{len(answer)}; 706.10c, 702.39a); первый лишний — {count + 1}-й",
                index=count,
            )
        return [answer[k] if k < len(answer) else None for k in range(count)]
    return [answer] * count


def _copies_wanted(game: Game, original: StackItem, count: Any) -> int:
    """ "for each other spell that was cast before it this turn" (702.39a): counted when the
    spell was cast; "for each permanent that was put into a graveyard from the battlefield
    this turn" (702.68a): counted as the trigger resolves."""
    if count == "spells_cast_before_this_turn":
        return int(original.choices.get("_cast_before", 0))
    if count == "permanents_to_graveyard_this_turn":
        return game.to_graveyard_from_battlefield
    if count == "times_replicated":  # "for each time its replicate cost was paid" (702.55a)
        return int(original.choices.get("_replicated", 0))
    return int(count)


def copied_item(
    game: Game, original: StackItem, controller: str, choices: dict[str, Any]
) -> StackItem:
    """A copy of a spell or ability on the stack under ``controller`` (706.10): the same text,
    source, targets, X and modes as ``original``, with ``choices`` as its recorded decisions;
    the caller puts it onto the stack."""
    return StackItem(
        id=game.new_id(),
        kind=original.kind,
        controller=controller,
        ability=original.ability,
        source_id=original.source_id,
        source_card=original.source_card,
        targets=[
            Target(player=x.player, object_id=x.object_id, spec_index=x.spec_index)
            for x in original.targets
        ],
        x=original.x,
        choices=choices,
        modes=original.modes,
    )


def _one_copy(res: Resolution, original: StackItem, controller: str, wanted: Any) -> None:
    """One copy of ``original`` under ``controller``; ``wanted`` — its new targets (706.10c)
    or None to keep the original's."""
    game = res.game
    copy = copied_item(game, original, controller, {**original.choices, "_copy": True})
    changed = _new_copy_targets(res, original, copy, wanted) if wanted is not None else []
    game.stack.append(copy)
    game.log(
        "spell_copied",
        ("706.10", "706.2", "706.10c") if changed else ("706.10", "706.2"),
        card=original.source_card.name,
        player=controller,
        targets=[x.describe(game) for x in copy.targets],
        **({"changed": changed} if changed else {}),
    )


def _new_copy_targets(
    res: Resolution, original: StackItem, copy: StackItem, wanted: Any
) -> list[int]:
    """706.10c: the copy's targets from the answer ``new_targets``; the positions changed.
    Raises :class:`IllegalActionError` for a changed target that is not legal."""
    from .events import IllegalActionError
    from .filters import why_not_target

    game = res.game
    if wanted is None or copy.ability is None:
        return []
    refs = [wanted] if isinstance(wanted, str) else list(wanted)
    if len(refs) > len(copy.targets):
        raise IllegalActionError(
            f"new_targets: целей у копии: {len(copy.targets)}, а названо: {len(refs)}", ("706.10c",)
        )
    chars = source_characteristics(game, original)
    changed = []
    for i, ref in enumerate(refs):
        old = copy.targets[i]
        new = target_named(game, str(ref))
        if new is None:
            raise IllegalActionError(
                f"new_targets: «{ref}» — нет такого объекта или игрока", ("706.10c", "114.1")
            )
        if (new.player, new.object_id) == (old.player, old.object_id):
            continue  # unchanged: allowed even if no longer legal
        spec = copy.ability.targets[old.spec_index]
        stacked = game.stack_item(new.object_id) if new.object_id is not None else None
        why = why_not_target(
            game,
            spec,
            player=new.player,
            obj=game.obj(new.object_id) if new.object_id is not None and stacked is None else None,
            item=stacked,
            controller=copy.controller,
            source_colors=chars.colors if chars else frozenset(),
            source_types=chars.types if chars else frozenset(),
            source_id=copy.source_id,
            that_player=copy.choices.get("_that_player"),
        )
        if why is not None:
            reason, rules = why
            raise IllegalActionError(
                f"новая цель копии {new.describe(game)} нелегальна: {reason}",
                tuple(dict.fromkeys(("706.10c",) + rules)),
            )
        new.spec_index = old.spec_index
        copy.targets[i] = new
        changed.append(i + 1)
    return changed


def target_named(game: Game, ref: str) -> Target | None:
    """A player, an object by the scenario's id, a spell on the stack or a permanent by card
    name (English or Russian)."""
    if ref in game.player_names():
        return Target(player=ref)
    if ref in game.aliases and game.exists(game.aliases[ref]):
        return Target(object_id=game.aliases[ref])
    for item in reversed(game.stack):
        if item.kind == "spell" and ref in (item.source_card.name, item.source_card.name_ru):
            return Target(object_id=item.id)
    named = [o for o in game.permanents() if ref in (o.card.name, o.card.name_ru)]
    return Target(object_id=named[0].id) if named else None


def _prevent_damage(res: Resolution, e: dict) -> None:
    """615.7: a prevention shield for the next N damage to each recipient, this turn: a
    prevention effect whose amount is used up (``replacement.created``)."""
    from .replacement.created import prevention_shield

    n = res.number(e["prevent_damage"])
    for player, obj in res.recipients(e.get("to", "target")):
        prevention_shield(
            res,
            n,
            player=player,
            obj=obj,
            combat=bool(e.get("combat")),
            then=tuple(e.get("then", ())),
        )
        res.game.log(
            "prevention_shield",
            ("615.1a", "615.7"),
            source=res.source_name,
            target=player if obj is None else obj.label,
            amount=n,
        )


def _regenerate(res: Resolution, e: dict) -> None:
    """701.12a, 701.12b: a regeneration shield: the next time the permanent would be destroyed
    this turn, instead remove its damage, tap it and remove it from combat (614.8)."""
    from .replacement.created import regeneration_shield

    for obj in res.objects(e["regenerate"]):
        regeneration_shield(res, obj)
        res.game.log("regeneration_shield", ("701.12a", "701.12b", "614.8"), card=obj.label)


def _replacement(res: Resolution, e: dict) -> None:
    """611.2a: a replacement or prevention effect created by a resolving spell or ability,
    for this turn (Fog, Circle of Protection: Red, Magma Spray)."""
    from .replacement.created import create_effect

    create_effect(res, e["replacement"])


def _cant_be_regenerated(res: Resolution, e: dict) -> None:
    """ "~ can't be regenerated this turn" (701.12c)."""
    for obj in res.objects(e["cant_be_regenerated"]):
        res.game.cant_be_regenerated.add(obj.id)
        res.game.log("cant_be_regenerated", ("701.12c",), card=obj.label, source=res.source_name)


def _leaves_to_exile(res: Resolution, e: dict) -> None:
    """ "If it would leave the battlefield, exile it instead of putting it anywhere else"
    (Whip of Erebos): a replacement effect of the resolving spell or ability (614.1a) about a
    permanent an instruction before it put onto the battlefield; it lasts as long as that
    permanent is on the battlefield (400.7: once it leaves, it is a new object).  The object
    is marked as unearth marks it (702.83a); the move elsewhere becomes a move to exile (614.6,
    ``zones.move_object``)."""
    for obj in res.objects(e["leaves_to_exile"]):
        if obj.zone != "battlefield":  # gone already: nothing to replace (400.7)
            continue
        obj.exile_if_leaves = "614.1a"
        res.game.log(
            "exile_if_leaves_created",
            ("614.1a", "611.2a"),
            card=obj.label,
            source=res.source_name,
        )


def _exile_graveyards(res: Resolution, e: dict) -> None:
    """ "Exile all cards from all graveyards" (Rest in Peace); with ``player``, "exile target
    player's graveyard": every card of that graveyard (406.2)."""
    game = res.game
    players = res.players(e["player"]) if "player" in e else game.players_in_order()
    for p in players:
        for card_id in list(game.player(p).zones["graveyard"]):
            exile(game, game.obj(card_id), rules=("406.2", "610.1"))


def _put_on_library(res: Resolution, e: dict) -> None:
    """ "Put target card on top (or the bottom) of its owner's library" (400.7: a new object);
    "… second from the top" (``from_top``, ``depth``: the cards above it — a library with fewer
    goes under them all); "… on the top or bottom of its owner's library" (``top_or_bottom``:
    its controller chooses, the answer ``library_place``; by default the top)."""
    game = res.game
    position = e.get("position", "top")
    if position == "top_or_bottom":
        place = res.answer("library_place", "top")
        if place not in ("top", "bottom"):
            raise ChoiceError("library_place: top или bottom")
        if res.answer("library_place") is None:
            game.log("default_library_place", ("608.2d",), player=res.controller)
        position = str(place)
    for obj in res.objects(e["put_on_library"]):
        name, zone, owner = obj.label, obj.zone, obj.owner
        if position == "shuffle":  # "shuffle it into its owner's library" (701.16a)
            move_object(game, obj, "library", position="bottom")
            game.log(
                "put_on_library", ("400.7", "610.1"), card=name, from_zone=zone, position=position
            )
            _shuffle_library(game, owner)
            continue
        if position == "from_top":
            new = move_object(game, obj, "library", position="top")
            library = game.player(new.owner).zones["library"]
            library.remove(new.id)
            depth = min(res.number(e["depth"]), len(library))
            library.insert(depth, new.id)  # top first: N cards above it
            game.log(
                "put_on_library",
                ("400.7", "610.1"),
                card=name,
                from_zone=zone,
                position=position,
                depth=depth,
            )
            continue
        move_object(game, obj, "library", position=position)
        game.log("put_on_library", ("400.7", "610.1"), card=name, from_zone=zone, position=position)


def _attach(res: Resolution, e: dict) -> None:
    """701.3a: attach the source (an Equipment: 702.6a) to the target; an Equipment can't
    equip a permanent that isn't a creature, and one that is a creature can't equip (301.5c);
    an Aura only to what it could enchant (701.3a, 303.4, 702.16c); if it can't be attached it
    doesn't move (701.3b)."""
    game = res.game
    for source in res.objects(e["attach"]):
        for target in res.objects(e.get("to", "target")):
            if "Aura" in characteristics(game, source).subtypes:
                _attach_aura(res, source, target)
                continue
            if (
                "Creature" in characteristics(game, source).types
                or "Creature" not in characteristics(game, target).types
                or source.id == target.id
            ):
                game.log(
                    "attach_failed", ("701.3b", "301.5c"), card=source.label, target=target.label
                )
                continue
            from .sba import attach_restriction_unmet

            if attach_restriction_unmet(game, source, target):  # "can be attached only to …"
                game.log(
                    "attach_failed", ("701.3b", "301.5c"), card=source.label, target=target.label
                )
                continue
            from .protection import of_object, protected_from, quality_ru, rules

            quality = protected_from(game, target, of_object(game, source))
            if quality is not None:  # 702.16d: it can't be equipped by such an Equipment
                game.log(
                    "attach_failed",
                    ("701.3b", *rules("702.16d", quality)),
                    card=source.label,
                    target=target.label,
                    protection=quality_ru(quality),
                )
                continue
            source.attached_to = target.id
            source.timestamp = game.new_timestamp()  # 701.3c
            game.log("attached", ("701.3a", "701.3c"), card=source.label, target=target.label)


def _attach_aura(res: Resolution, aura: GameObject, target: GameObject) -> None:
    """701.3a–c: an Aura moves to an object it could enchant (its "Enchant" and protection,
    702.16c), or doesn't move (701.3b); attached to it already, nothing happens."""
    from .sba import _aura_attached_legally

    game = res.game
    if aura.attached_to == target.id or aura.id == target.id:
        game.log("attach_failed", ("701.3b",), card=aura.label, target=target.label)
        return
    before = aura.attached_to
    aura.attached_to = target.id
    legal, why = _aura_attached_legally(game, aura, characteristics(game, aura))
    if not legal:
        aura.attached_to = before
        extra = why[0] if why else ("303.4",)
        game.log("attach_failed", ("701.3b", *extra), card=aura.label, target=target.label)
        return
    aura.timestamp = game.new_timestamp()  # 701.3c
    game.log("attached", ("701.3a", "701.3c"), card=aura.label, target=target.label)


def _additional_combat(res: Resolution, e: dict) -> None:
    """500.8: an additional combat phase followed by an additional main phase, after this
    main phase (Relentless Assault; the card beats the one-combat rule, 101.1)."""
    res.game.extra_phases.extend(["combat", "main"])
    res.game.log("extra_phases_scheduled", ("500.8", "101.1"), source=res.source_name)


def _damage_unpreventable(res: Resolution, e: dict) -> None:
    """615.11: "Damage can't be prevented this turn." — prevention effects still apply to
    such damage but don't prevent it (a rule of the game this turn, 611.2c)."""
    res.game.damage_unpreventable_turn = res.game.turn
    res.game.log("damage_unpreventable_this_turn", ("615.11",), source=res.source_name)


def _set_life(res: Resolution, e: dict) -> None:
    """118.5: "your life total becomes N": the player gains or loses the difference.
    ``per_player``: "each player's life total becomes the number of creatures they control" —
    the amount counted for each player from that player's side (608.2g)."""
    from .amounts import Context, evaluate

    source = res.game.objects.get(res.item.source_id or -1)
    for p in res.players(e.get("player")):
        if e.get("per_player"):
            n = evaluate(dict(e["set_life"]), Context(res.game, p, source))
            res.game.log(
                "amount_determined",
                ("608.2g",),
                card=res.source_name,
                amount={k: v for k, v in e["set_life"].items() if not k.startswith("_")},
                player=p,
                n=n,
            )
        else:
            n = res.number(e["set_life"])
        diff = n - res.game.player(p).life
        if diff > 0:
            gain_life(res.game, p, diff, rules=("118.5", "610.1"), source=res.source_name)
        else:
            lose_life(res.game, p, -diff, rules=("118.5", "610.1"), source=res.source_name)


def _shuffle_into_library(res: Resolution, e: dict) -> None:
    """ "Shuffle your hand, your graveyard and all permanents you own into your library":
    each card goes to its owner's library (400.3; a token there ceases to exist, 704.5d),
    then the library is shuffled (701.16a)."""
    game = res.game
    for p in res.players(e.get("player")):
        moved = []
        for zone in e["shuffle_into_library"]:
            if zone == "battlefield":
                objs = [o for o in game.permanents() if o.owner == p]
            else:
                objs = [game.obj(i) for i in game.player(p).zones[zone]]
            for obj in objs:
                moved.append(obj.label)
                move_object(game, obj, "library")
        game.log("shuffled_into_library", ("400.3", "701.16a"), player=p, cards=moved)
        _shuffle_library(game, p)


def _extra_turn(res: Resolution, e: dict) -> None:
    """500.7: "[target player] takes N extra turns after this one": added directly after
    the current turn one at a time, so the most recently created is taken first."""
    from .state import ExtraTurn

    n = int(e["extra_turn"])
    card = res.item.source_card
    for p in res.players(e.get("player")):
        # "Skip the untap step of that turn" (614.1b) travels with the turn it is about
        turn = ExtraTurn(p, tuple(e.get("skip", ())), card.name, card.name_ru)
        res.game.extra_turns[:0] = [turn] * n
        res.game.log(
            "extra_turns_added",
            ("500.7", "614.1b") if turn.skip else ("500.7",),
            player=p,
            count=n,
            source=res.source_name,
            skip=list(turn.skip),
        )


def _add_mana(res: Resolution, e: dict) -> None:
    value = e["add_mana"]
    if isinstance(value, dict) and "chosen_color" in value:
        src = res.game.objects.get(res.item.source_id)
        chosen = src.chosen.get("color") if src is not None else None  # 607.2d
        if chosen is None:
            return
        added = {chosen: int(value["chosen_color"])}
    elif isinstance(value, dict) and "linked_color" in value:  # 607.2a: Chrome Mox
        from .payment import linked_colors

        src = res.game.objects.get(res.item.source_id)
        ability = res.item.ability
        colours = linked_colors(res.game, src, ability) if src and ability else ()
        if not colours:
            return
        wanted = COLOR_BY_NAME.get(str(res.answer("color", "")).lower())
        added = {wanted if wanted in colours else colours[0]: 1}
    elif isinstance(value, dict) and "any_color" in value:
        colour = res.answer("color", "green")
        added = {COLOR_BY_NAME.get(str(colour).lower(), "G"): int(value["any_color"])}
    elif isinstance(value, dict) and ("devotion_color" in value or "combination" in value):
        added = _mana_of_amount(res, value)
    elif isinstance(value, list):
        choice = res.answer("mana", value[0])
        added = parse_mana(choice if choice in value else value[0])
    elif value == "produced":
        # "one mana of any type that land produced" (Mana Flare): the first type, or the answer
        produced = list(res.item.choices.get("_produced") or ())
        if not produced:
            return
        wanted = res.answer("mana")
        kind = (
            wanted.strip("{}")
            if isinstance(wanted, str) and wanted.strip("{}") in produced
            else produced[0]
        )
        added = {kind: 1}
    else:
        added = parse_mana(str(value))
    if e.get("times") is not None:  # "for each …", "an amount of … equal to …" (608.2g)
        times = res.item.x or 0 if e["times"] == "X" else max(0, res.number(e["times"]))
        added = {t: n * times for t, n in added.items() if n * times}
    from .mana_apart import add, apart

    kept = apart(e)  # "Spend this mana only to …" (106.6), "… don't lose this mana" (500.4)
    only = kept[0] if kept is not None else None
    for player in res.players(e.get("player")):
        if kept is not None:
            add(res.game, player, added, kept[0], res.source_name, kept[1])
        else:
            pool = res.game.player(player).mana_pool
            for t, n in added.items():
                pool[t] = pool.get(t, 0) + n
        res.game.log(
            "mana_added",
            ("106.4",)
            + (("106.6",) if only is not None else ())
            + (("500.4",) if kept is not None and kept[1] else ()),
            player=player,
            mana=mana_text(added),
            source=res.source_name,
            **({"restricted": True} if only is not None else {}),
            **({"kept": True} if kept is not None and kept[1] else {}),
        )


def _mana_of_amount(res: Resolution, value: dict) -> dict[str, int]:
    """ "Choose a color. Add an amount of mana of that color equal to your devotion to that
    color" (700.5: counted for the chosen colour); "N mana in any combination of colors" (each
    mana of a colour the player chooses, 106.4: answer ``mana`` — "{W}{U}" — else all of the
    colour answered as ``color``, green by default, or the first colour allowed)."""
    from .mana import COLOR_NAMES, COLORS

    colour = COLOR_BY_NAME.get(str(res.answer("color", "green")).lower(), "G")
    if "devotion_color" in value:
        n = res.amount({"amount": "devotion", "colors": [COLOR_NAMES[colour]]})
        return {colour: n} if n else {}
    from .payment import combination_chosen

    n = int(value["combination"])
    allowed = tuple(value.get("colors") or COLORS)
    named = combination_chosen(res.answer("mana"), n, allowed)
    if named is not None:
        return named
    return {colour if colour in allowed else allowed[0]: n}


def _scry(res: Resolution, e: dict) -> None:
    """701.18a: look at the top N cards, put any number of them on the bottom in any order and
    the rest on top in any order.  Answers: ``scry_bottom`` — the cards put on the bottom, in
    the order named (the last one named ends up the bottom card); ``scry_top`` — the order of
    the cards kept on top, top first (cards not named follow in their old order).  Every name
    must be one of the cards looked at (each name one card): a name the player did not see is
    an error in the file (:class:`AnswerNameError`).  An answer given in a ``choose`` action
    serves the next scry only.  Default: every card stays on top in its order."""
    _look_and_order(res, res.number(e["scry"]), res.players(e.get("player")), "701.18a")


def _fateseal(res: Resolution, e: dict) -> None:
    """701.19a: "fateseal N" — look at the top N cards of an opponent's library (the answer
    ``player``, by default the first opponent in turn order), put any number of them on the
    bottom of that library in any order and the rest on top in any order: the answers of
    scry (``scry_bottom``, ``scry_top``) name the cards of that library."""
    opponents = res.game.opponents(res.controller)
    wanted = res.answer("player")
    chosen = [p for p in opponents if p == wanted] or opponents[:1]
    _look_and_order(res, res.number(e["fateseal"]), chosen, "701.19a")


def _look_and_order(res: Resolution, n: int, players: list[str], rule: str) -> None:
    """Scry (701.18a) and fateseal (701.19a): the controller looks at the top ``n`` cards of
    each player's library and orders them between the top and the bottom."""
    game = res.game
    bottom_names = answer_names(res.answer("scry_bottom"))
    top_names = answer_names(res.answer("scry_top"))
    unseen = {"scry_bottom": bottom_names, "scry_top": top_names}
    seen: list[GameObject] = []
    for p in players:  # each name stands for one card of one scry
        looked = [game.obj(i) for i in top(game, p, n)]
        seen += looked
        bottom, unseen["scry_bottom"] = _named_in_order(looked, unseen["scry_bottom"])
        kept = [o for o in looked if o not in bottom]
        on_top, unseen["scry_top"] = _named_in_order(kept, unseen["scry_top"])
        on_top += [o for o in kept if o not in on_top]
        library = game.player(p).zones["library"]
        del library[: len(looked)]
        library[0:0] = [o.id for o in on_top]
        for obj in bottom:
            put_at_bottom(game, obj)  # under the anonymous cards too (engine.library)
        game.log(
            "scry",
            (rule,),
            player=p,
            by=res.controller if rule == "701.19a" else None,
            n=len(looked),
            bottom=len(bottom),
            top_cards=[o.label for o in on_top],
            bottom_cards=[o.label for o in bottom],
            by_default=not bottom_names and not top_names and bool(looked),
        )
    for key, names in unseen.items():
        if names:
            when = "при предсказании (701.18a)" if rule == "701.18a" else "при сглазе (701.19a)"
            raise unseen_card(key, names[0], seen, when)
    res.spend_answers("scry_bottom", "scry_top")


def unseen_card(key: str, name: str, seen: list[GameObject], when: str) -> AnswerNameError:
    """The error for an answer naming a card that is not among the cards the player looks at
    (or names one of them more often than there are such cards); the cards seen are listed by
    their Russian names with the English one beside (principle 8)."""
    return AnswerNameError(
        key,
        name,
        f"{key}: «{name}» — не одна из карт, которые игрок видит {when}, или их названо "
        f"больше, чем есть; видны: {shown_objects(seen)}",
    )


SHOWN_AT_MOST = 12  # objects an error about an answer lists (a library may hold thousands)


def shown_objects(objs: Sequence[GameObject]) -> str:
    """Objects listed in an error about an answer: the Russian printed name with the English
    one beside (principle 8) and the scenario's id, «Лес» (Forest), «Меч» (Sword) «меч»;
    the first :data:`SHOWN_AT_MOST` of them and how many more."""
    out = []
    for o in objs[:SHOWN_AT_MOST]:
        out.append(shown(o))
    if len(objs) > SHOWN_AT_MOST:
        out.append(f"и ещё {len(objs) - SHOWN_AT_MOST}")
    return ", ".join(out) or "ни одной"


def answer_names(raw: Any) -> list[str]:
    """An answer that names objects, as a list of names (a lone name is a list of one)."""
    if raw is None:
        return []
    return [str(n) for n in raw] if isinstance(raw, (list, tuple)) else [str(raw)]


def names_object(obj: GameObject, name: str) -> bool:
    """Whether an answer's name (English or Russian card name, or id) denotes ``obj``."""
    return name in (obj.physical.name, obj.physical.name_ru, obj.alias)


def _named_in_order(objs: list[GameObject], names: list[str]) -> tuple[list[GameObject], list[str]]:
    """The objects of ``objs`` an answer names (name, Russian name or id), in the answer's
    order, and the names that named none of them; each name takes one object (two cards of one
    name need the name twice)."""
    chosen: list[GameObject] = []
    left: list[str] = []
    for name in names:
        found = next((o for o in objs if o not in chosen and names_object(o, name)), None)
        if found is None:
            left.append(name)
        else:
            chosen.append(found)
    return chosen, left


def _may(res: Resolution, e: dict) -> None:
    """608.2d: a choice on resolution; an option that can't be carried out can't be chosen."""
    game = res.game
    possible = all(_possible(res, eff) for eff in e["may"])
    # 608.2d: the player the text names chooses ("defending player may draw a card"); by
    # default the controller ("you may have target opponent discard a card")
    chooser = res.players(e["player"]) if "player" in e else [res.controller]
    if not chooser:
        return  # the player is gone (or there is none): nobody can choose to do it
    answered = res.answer("may")
    does = (answered is None or is_yes(answered)) and possible
    loop = res.answer("loop")  # 716.2a: the optional action of a loop, at most N times
    ends_loop = does and loop is not None and game.loop_choices.get(res.source_name, 0) >= int(loop)
    if ends_loop:
        does = False
    elif does and loop is not None:
        game.loop_choices[res.source_name] = game.loop_choices.get(res.source_name, 0) + 1
    game.log(
        "choice_on_resolution",
        ("608.2d", "716.2a", "104.4b") if ends_loop else ("608.2d",),
        player=chooser[0],
        chose=does,
        possible=possible,
        source=res.source_name,
        by_default=answered is None and possible and loop is None,
        **({"loop_times": int(loop)} if ends_loop else {}),
    )
    run_effects(res, e["may"] if does else e.get("otherwise", []))
    if does:  # "If you do, …"
        run_effects(res, e.get("then", []))


def _any_player_may(res: Resolution, e: dict) -> None:
    """ "Any player may [A] or [B]. If a player does either, [C]" (Worms of the Earth): each
    player in turn order from the active player decides (101.4, 608.2d); the answer
    ``player_options`` maps a player to the number of the option taken (by default nobody
    takes one).  The first player who does makes [C] happen."""
    game = res.game
    answers = res.answer("player_options") or {}
    options = e["any_player_may"]
    for p in game.players_in_order():
        raw = answers.get(p)
        option = 0 if raw in (None, False, "no", "нет") else int(raw)
        if not option:
            continue
        if option > len(options):
            raise ChoiceError(f"player_options: у «{res.source_name}» вариантов {len(options)}")
        effects = options[option - 1]
        res.item.choices["_that_player"] = p
        if not all(_possible_for(res, eff, p) for eff in effects):
            raise ChoiceError(
                f"игрок {p} не может выбрать вариант {option} (не хватает перманентов)"
            )
        game.log(
            "player_option", ("101.4", "608.2d"), player=p, option=option, source=res.source_name
        )
        run_effects(res, effects)
        run_effects(res, e.get("then", []))
        return
    game.log(
        "no_player_option", ("101.4", "608.2d"), source=res.source_name, by_default=not answers
    )


def _possible_for(res: Resolution, effect: dict, player: str) -> bool:
    """Whether ``player`` can do all of ``effect`` (a cost-like "sacrifice two lands")."""
    if "sacrifice" in effect and isinstance(effect["sacrifice"], dict):
        flt = dict(effect["sacrifice"])
        have = sum(
            1 for o in res.game.permanents(player) if matches(res.game, o, flt, controller=player)
        )
        return have >= int(effect.get("count", 1))
    return True


def _possible(res: Resolution, effect: dict) -> bool:
    game = res.game
    if "exile" in effect and isinstance(effect["exile"], dict) and "from_hand" in effect["exile"]:
        return bool(res.objects(effect["exile"]))
    # the player the instruction names ("have target opponent discard a card"), else you
    players = res.players(effect["player"]) if "player" in effect else [res.controller]
    if "sacrifice" in effect:
        flt = effect["sacrifice"] if isinstance(effect["sacrifice"], dict) else {}
        return any(
            matches(game, o, dict(flt), controller=p) for p in players for o in game.permanents(p)
        )
    if "discard" in effect:  # "discard a nonland card": a card that fits (608.2d)
        flt = dict(effect.get("filter") or {})
        return any(_card_fits(c.card, flt) for p in players for c in game.cards_in(p, "hand"))
    return True


def _remove_damage(res: Resolution, e: dict) -> None:
    """ "Remove all damage marked on it" (120.6; 702.88a totem armor)."""
    for obj in res.objects(e["remove_damage"]):
        if obj.damage or obj.deathtouch_damage:
            obj.damage = 0
            obj.deathtouch_damage = False
            res.game.log("damage_removed", ("120.6",), card=obj.label)


HANDLERS = {
    "give_poison": _give_poison,
    "look_at_hand": _look_at_hand,
    "look_at_face_down": _look_at_face_down,
    "any_player_may": _any_player_may,
    "damage": _damage,
    "gain_life": _gain_life,
    "lose_life": _lose_life,
    "draw": _draw,
    "discard": _discard,
    "destroy": _destroy,
    "destroy_all": _destroy_all,
    "sacrifice": _sacrifice,
    "exile": _exile,
    "return_to_hand": _return_to_hand,
    "put_onto_battlefield": _put_onto_battlefield,
    "manifest": _manifest,
    "transform": _transform,
    "flip": _flip,
    "tap": _tap,
    "untap": _untap,
    "doesnt_untap_next": _doesnt_untap_next,
    "add_counters": _add_counters,
    "move_counter": _move_counter,
    "remove_counters": _remove_counters,
    "create_token": _create_token,
    "emblem": _emblem,
    "additional_land": _additional_land,
    "counter": _counter,
    "search_library": _search_library,
    "mill": _mill,
    "exile_from_top": _exile_from_top,
    "pump": _pump,
    "pump_all": _pump_all,
    "grant": _grant,
    "add_mana": _add_mana,
    "scry": _scry,
    "fateseal": _fateseal,
    "may": _may,
    "shuffle": _shuffle,
    "prevent_damage": _prevent_damage,
    "additional_combat": _additional_combat,
    "damage_cant_be_prevented": _damage_unpreventable,
    "cant_gain_life_this_turn": _cant_gain_life_this_turn,
    "extra_turn": _extra_turn,
    "set_life": _set_life,
    "shuffle_into_library": _shuffle_into_library,
    "regenerate": _regenerate,
    "attach": _attach,
    "become": _become,
    "become_copy": _become_copy,
    "gain_control": _gain_control,
    "exchange_control": _exchange_control,
    "change_text": _change_text,
    "copy_spell": _copy_spell,
    "replacement": _replacement,
    "cant_be_regenerated": _cant_be_regenerated,
    "remove_damage": _remove_damage,
    "leaves_to_exile": _leaves_to_exile,
    "exile_graveyards": _exile_graveyards,
    "put_on_library": _put_on_library,
    "delayed": _delayed,
    "may_pay": _may_pay,
    "cast_card": _cast_card,
    "cascade": _cascade,
    "ripple": _ripple,
    "put_from_hand": _put_from_hand,
    "win_game": _win_game,
    "tap_or_untap": _tap_or_untap,
    "remove_from_combat": _remove_from_combat,
    "graveyards_as_yours": _graveyards_as_yours,
    "next_spell_cost_less": _next_spell_cost_less,
    "create_token_copy": _create_token_copy,
    "reveal_top": _reveal_top,
    "choose_target": _choose_target,
}


def source_characteristics(game: Game, item: StackItem) -> Characteristics | None:
    """The source's characteristics now, or as it last existed (608.2g)."""
    if game.exists(item.source_id):
        return characteristics(game, game.obj(item.source_id))
    last = game.last_known.get(item.source_id)
    if last is not None:
        return characteristics(game, last)
    return None


def _ability_copies() -> None:
    """706.10: copies of abilities on the stack (:mod:`.ability_copies`); 706.12: cast copies
    of cards (:mod:`.card_copies`); 702.74a: hideaway (:mod:`.triggers.hideaway`)."""
    from .ability_copies import copy_ability
    from .card_copies import cast_copy
    from .triggers.hideaway import hideaway

    HANDLERS["copy_ability"] = copy_ability
    HANDLERS["hideaway"] = hideaway
    HANDLERS["cast_copy"] = cast_copy
    from .gained_abilities import gain_activated_abilities, must_block

    HANDLERS["gain_activated_abilities"] = gain_activated_abilities
    HANDLERS["must_block"] = must_block
    from .combat_rules import combat_rule

    HANDLERS["combat_rule"] = combat_rule
    from .look_at_top import look_at_top

    HANDLERS["look_at_top"] = look_at_top
    from .banding import become_blocked
    from .soulbond import pair

    HANDLERS["become_blocked"] = become_blocked
    HANDLERS["pair"] = pair
    from .faces import turn_down_by_effect
    from .haunt import haunt

    HANDLERS["haunt"] = haunt
    HANDLERS["turn_face_down"] = turn_down_by_effect


_ability_copies()


def _keyword_actions() -> None:
    """Effect verbs of keyword actions (701): see :mod:`.keyword_actions`."""
    from .keyword_actions import ACTIONS

    HANDLERS.update(ACTIONS)


_keyword_actions()
