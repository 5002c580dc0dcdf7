"""Object filters ("nonblack creature", "land you control") and target legality (114, 702.11,
702.16, 702.18).

Filters check only the characteristics they name (608.2h): "black" matches a black-and-white
creature, "nonblack" does not.
"""

from __future__ import annotations

from typing import Any

from ..cards.format import CardDef, TargetSpec
from ..cards.split_cards import any_half
from ..cards.split_cards import names as split_names
from .characteristics import characteristics
from .layers.values import ALL_CREATURE_TYPES, subtype_kind
from .protection import (
    SourceView,
    player_has_keyword,
    player_protected_from,
    protected_from,
    quality_ru,
    rules,
)
from .state import Game, GameObject, StackItem

# the steps of combat once blockers are declared ("unblocked", 509.1h)
AFTER_BLOCKERS = ("declare_blockers", "first_strike_damage", "combat_damage", "end_of_combat")
PERMANENT_KINDS = {
    "creature": {"Creature"},
    "land": {"Land"},
    "artifact": {"Artifact"},
    "enchantment": {"Enchantment"},
    "planeswalker": {"Planeswalker"},
    "creature_or_planeswalker": {"Creature", "Planeswalker"},
    "artifact_or_enchantment": {"Artifact", "Enchantment"},
}


def card_matches(card: CardDef, flt: dict) -> bool:
    """A filter of printed (or copiable) card values — types, subtypes, supertypes, name,
    converted mana cost (202.3) — against a card that is not a permanent: in a hand, a
    library, or about to enter the battlefield (614.12)."""
    if "any_of" in flt and not any(card_matches(card, dict(sub)) for sub in flt["any_of"]):
        return False  # one of several filters (114.1)
    if "types" in flt and not set(flt["types"]) & set(card.types):
        return False
    if "all_types" in flt and not set(flt["all_types"]) <= set(card.types):
        return False  # "enchantment creature card": every one of these card types (205.2a)
    if "not_types" in flt and set(flt["not_types"]) & set(card.types):
        return False  # "noncreature spells"
    if "subtypes" in flt and not set(flt["subtypes"]) & set(card.subtypes):
        return False
    if "supertypes" in flt and not set(flt["supertypes"]) <= set(card.supertypes):
        return False
    if "name" in flt and flt["name"] not in split_names(card):
        return False  # 708.7: a split card has either of its names
    if "mana_value" in flt and not any_half(
        card, lambda h: h.mana_cost.converted() == int(flt["mana_value"])
    ):
        return False  # 708.6a: a split card compares each half
    if "mana_value_at_most" in flt and not any_half(
        card, lambda h: h.mana_cost.converted() <= int(flt["mana_value_at_most"])
    ):
        return False  # "with converted mana cost N or less" (202.3, 708.6a)
    if flt.get("permanent") and not card.is_permanent_card:
        return False  # "a permanent card" (110.4a)
    return True


def matches(
    game: Game,
    obj: GameObject,
    flt: dict[str, Any],
    *,
    controller: str,
    source: GameObject | None = None,
    printed_only: bool = False,
    targets: tuple[int, ...] = (),
) -> bool:
    """Whether ``obj`` fits the filter; ``controller`` is the player the filter speaks for
    ("you").  ``printed_only`` checks the card's printed characteristics (cards outside the
    battlefield whose characteristics no effect changes)."""
    view = printed_view(obj) if printed_only else characteristics(game, obj)
    return matches_view(game, obj, view, flt, controller=controller, source=source, targets=targets)


def printed_view(obj: GameObject):
    from .layers import printed_characteristics

    return printed_characteristics(obj)


#: The keys :func:`_matches_common` tests: the filters of most checks ("enchanted creature",
#: "creature you control", "creature with a counter on it") have no other key.
COMMON_KEYS = frozenset(
    {
        "types",
        "not_types",
        "subtypes",
        "controller",
        "enchanted",
        "equipped",
        "self",
        "with_counters",
        "with_counter",
        "level",
    }
)


def matches_view(
    game: Game,
    obj: GameObject,
    view: Any,
    flt: dict[str, Any],
    *,
    controller: str,
    source: GameObject | None = None,
    targets: tuple[int, ...] = (),
) -> bool:
    """The filter against characteristics ``view`` (a Characteristics, or the layer pass's
    record for ``obj`` as of the current layer: 611.3a, 613.7).

    The tests of :data:`COMMON_KEYS` come first (:func:`_matches_common`); a filter with no
    other key (most of them) stops there, without the chain of the other keys' tests."""
    if not _matches_common(game, obj, view, flt, controller, source):
        return False
    if flt.keys() <= COMMON_KEYS:
        return True
    return _matches_rest(
        game, obj, view, flt, controller=controller, source=source, targets=targets
    )


def _matches_common(
    game: Game,
    obj: GameObject,
    view: Any,
    flt: dict[str, Any],
    controller: str,
    source: GameObject | None,
) -> bool:
    """The tests of the filter's :data:`COMMON_KEYS` (a key it lacks tests nothing)."""
    if "types" in flt and not set(flt["types"]) & view.types:
        return False
    if "not_types" in flt and set(flt["not_types"]) & view.types:
        return False
    if "subtypes" in flt:
        wanted = flt["subtypes"]
        if "chosen" in wanted:  # "of the chosen type": chosen as the source entered (614.1c)
            chosen_type = source.chosen.get("creature_type") if source is not None else None
            wanted = tuple(t for t in wanted if t != "chosen") + (
                (chosen_type,) if chosen_type else ()
            )
        if not _has_subtype(view.subtypes, wanted):
            return False
    if "controller" in flt:
        want = flt["controller"]
        owner = view.controller or obj.controller
        if want == "you" and owner != controller:
            return False
        if want in ("opponent", "not_you") and owner == controller:
            return False  # "you don't control": in a game without teams, an opponent's
        if want == "defending_player" and owner != _defending_player(game, source):
            return False  # "creature defending player controls" (506.2, 702.38a)
        if want == "enchanted_player" and (source is None or owner != source.attached_to):
            return False  # "creatures enchanted player controls" (303.4k)
        if want == "chosen":  # "the chosen player" (614.1c, 607.2d: Lost Order of Jarkeld)
            chosen = source.chosen if source is not None else {}
            if owner != (chosen.get("player") or chosen.get("opponent")):
                return False
    if (flt.get("enchanted") or flt.get("equipped")) and (
        source is None or source.attached_to != obj.id
    ):
        return False  # "enchanted creature" / "equipped creature": what the source is attached to
    if flt.get("self") and (source is None or source.id != obj.id):
        return False
    if flt.get("with_counters") and not any(obj.counters.values()):
        return False
    if "with_counter" in flt and not obj.counters.get(str(flt["with_counter"])):
        return False  # "with a +1/+1 counter on it"
    if "level" in flt:  # 710.2a-b: a level symbol's number of level counters
        low, high = flt["level"]
        count = obj.counters.get("level", 0)
        if count < low or (high is not None and count > high):
            return False
    return True


def _matches_rest(
    game: Game,
    obj: GameObject,
    view: Any,
    flt: dict[str, Any],
    *,
    controller: str,
    source: GameObject | None = None,
    targets: tuple[int, ...] = (),
) -> bool:
    """The tests of the filter's other keys (see :func:`matches_view`)."""
    if "any_of" in flt and not any(
        matches_view(game, obj, view, dict(sub), controller=controller, source=source)
        for sub in flt["any_of"]
    ):
        return False  # "target artifact, enchantment, or creature with flying" (114.1)
    if "all_types" in flt and not set(flt["all_types"]) <= view.types:
        return False  # "enchantment creature": every one of these card types (205.2a)
    if "not_subtypes" in flt and _has_subtype(view.subtypes, flt["not_subtypes"]):
        return False
    if "supertypes" in flt and not set(flt["supertypes"]) <= view.supertypes:
        return False
    if "not_supertypes" in flt and set(flt["not_supertypes"]) & view.supertypes:
        return False
    if "colors" in flt and "chosen" in flt["colors"]:
        chosen = source.chosen.get("color") if source is not None else None
        flt = {
            **flt,
            "colors": tuple(c for c in flt["colors"] if c != "chosen")
            + ((chosen,) if chosen else ()),
        }
    if "colors" in flt and not set(flt["colors"]) & view.colors:
        return False
    if "not_colors" in flt and set(flt["not_colors"]) & view.colors:
        return False
    if flt.get("colored") and not view.colors:
        return False  # "that's one or more colors" (105.2: not colorless, 105.2c)
    if flt.get("colorless") and view.colors:
        return False
    if flt.get("multicolored") and len(view.colors) < 2:
        return False  # "multicolored spell" (105.2c: two or more colours)
    if flt.get("monocolored") and len(view.colors) != 1:
        return False  # "monocolored creature" (105.2a: exactly one of the five colours)
    if flt.get("face_down") and obj.hidden is None:
        return False  # "face-down creature spells" (707.4)
    if flt.get("face_down") is False and obj.hidden is not None:
        return False  # "face-up nontoken creatures" (707.2: not face down)
    if "tapped" in flt and obj.tapped != bool(flt["tapped"]):
        return False
    if flt.get("name") == "chosen":  # "with the chosen name" (702.105d, 607.2d)
        named = source.chosen.get("name") if source is not None else None
        if view.name != named and not (obj.card.halves and named in split_names(obj.card)):
            return False  # 708.7: a split card has the chosen name if either half has it
    elif (
        "name" in flt
        and view.name != flt["name"]
        and not (obj.card.halves and flt["name"] in split_names(obj.card))
    ):
        return False
    if flt.get("blocking_or_blocked_by_self"):
        # "target creature blocking or blocked by ~" (Sisters of Stone Death)
        me = source.id if source is not None else -1
        if me not in game.blockers.get(obj.id, ()) and obj.id not in game.blockers.get(me, ()):
            return False
    if flt.get("attacking") and obj.id not in game.attackers:
        return False
    if "attacking_player" in flt and not _attacks_player(game, obj, flt, controller, source):
        return False  # "a creature attacks you / enchanted player" (506.3, 508.1b)
    if flt.get("morph") and (obj.hidden is not None or obj.card.morph is None):
        return False  # "with a morph ability" (702.36a); a face-down one has no abilities
    if flt.get("paired"):  # "each of those creatures" / "both creatures" (702.94b)
        from .soulbond import layer_partner

        other = layer_partner(game, source)
        if other is None or source is None or obj.id not in (source.id, other.id):
            return False
    if flt.get("blocked") is True and obj.id not in game.blocked:
        return False  # "blocked creature" (509.1h)
    if flt.get("blocked") is False and not _in_combat(game, obj, "unblocked"):
        return False  # the older spelling of ``in_combat: unblocked`` (509.1h)
    if (
        flt.get("dealt_damage_to_you")
        and obj.id not in game.player(controller).damaged_by_this_turn
    ):
        return False  # "creature that dealt damage to you this turn"
    if flt.get("dealt_damage_this_turn") and obj.id not in game.damaged_by:
        return False  # "target creature that was dealt damage this turn" (120.3)
    if flt.get("attacked_this_turn") and obj.id not in game.attacked_this_turn:
        return False
    if flt.get("not_host") and source is not None and obj.id == source.attached_to:
        return False  # "other creatures" than the one the source is attached to (303.4)
    if flt.get("attached_to_source") and (source is None or obj.attached_to != source.id):
        return False  # "each Aura / Equipment attached to it" (301.5, 303.4)
    if flt.get("attached_to_target") and obj.attached_to not in targets:
        return False  # "all Equipment attached to that creature": to the target (301.5, 303.4)
    if flt.get("blocked_by_target") and not any(
        obj.id in game.blocked_this_combat.get(t, ()) for t in targets
    ):
        return False  # "creatures that were blocked by that creature this combat" (509.1g)
    if flt.get("attached_to_creature") and not _attached_to_creature(game, obj):
        return False  # "all permanents attached to creatures" (301.5, 303.4)
    if flt.get("permanent") and (not view.types or view.types & {"Instant", "Sorcery"}):
        return False  # "a permanent card" (110.4a)
    if flt.get("no_abilities") and view.abilities:
        return False
    if "not_keywords" in flt and set(flt["not_keywords"]) & view.keywords:
        return False  # "a creature without flanking" (702.24a)
    if "keywords" in flt and not set(flt["keywords"]) <= view.keywords:
        return False  # "a creature with flying"
    if "token" in flt and obj.is_token != bool(flt["token"]):
        return False
    if flt.get("other") and source is not None and obj.id == source.id:
        return False
    if flt.get("owner") == "you" and obj.owner != controller:
        return False  # "another creature you own" (108.3: owners never change)
    if flt.get("not_target") and obj.id in targets:
        return False
    if "in_combat" in flt and not _in_combat(game, obj, flt["in_combat"]):
        return False  # "attacking creature", "blocking creature" (506.4, 508.1, 509.1)
    if flt.get("targets_source") and not _targets(game, obj, source):
        return False  # "a spell that targets ~" (heroic, 207.2c; 114)
    if "mana_value_at_least" in flt and view.mana_value < int(flt["mana_value_at_least"]):
        return False
    if "mana_value_at_most" in flt and not (
        any_half(obj.card, lambda h: h.mana_cost.converted() <= int(flt["mana_value_at_most"]))
        if obj.card.halves  # 708.6a: a split card not on the stack compares each half
        else view.mana_value <= int(flt["mana_value_at_most"])
    ):
        return False  # "with converted mana cost N or less" (702.45a)
    if "mana_value" in flt and not (
        any_half(obj.card, lambda h: h.mana_cost.converted() == int(flt["mana_value"]))
        if obj.card.halves  # 708.6a
        else view.mana_value == int(flt["mana_value"])
    ):
        return False  # "with converted mana cost equal to …" (202.3)
    if "power_at_most" in flt:
        if view.power is None or view.power > int(flt["power_at_most"]):
            return False
    if "power_at_least" in flt:  # "with power 4 or greater"
        if view.power is None or view.power < int(flt["power_at_least"]):
            return False
    if "toughness_at_least" in flt:  # "with toughness 4 or greater"
        if view.toughness is None or view.toughness < int(flt["toughness_at_least"]):
            return False
    if "toughness_less_than" in flt:  # "with toughness less than …" (a number by now)
        if view.toughness is None or view.toughness >= int(flt["toughness_less_than"]):
            return False
    if "toughness_at_most" in flt:  # "with toughness 2 or less"
        if view.toughness is None or view.toughness > int(flt["toughness_at_most"]):
            return False
    return True


def _attached_to_creature(game: Game, obj: GameObject) -> bool:
    """Whether ``obj`` is attached to a creature on the battlefield (301.5, 303.4)."""
    host = obj.attached_to
    if not isinstance(host, int) or not game.exists(host):
        return False
    creature = game.obj(host)
    return creature.zone == "battlefield" and "Creature" in characteristics(game, creature).types


def _attacks_player(
    game: Game, obj: GameObject, flt: dict, controller: str, source: GameObject | None
) -> bool:
    """Whether ``obj`` is attacking the player the filter names ("you", or the player the
    source enchants, 303.4k) — the player itself, not a planeswalker of theirs (506.3); or,
    with ``you_or_planeswalker``, you or a planeswalker you control."""
    want = flt["attacking_player"]
    if want == "you_or_planeswalker":  # "attacks you or a planeswalker you control" (506.3)
        return defender_of(game, obj.id) == controller
    player = controller if want == "you" else (source.attached_to if source else None)
    return isinstance(player, str) and game.attackers.get(obj.id) == player


def _defending_player(game: Game, source: GameObject | None) -> str | None:
    """506.2: the player the attacking ``source`` attacks (or whose planeswalker it attacks);
    for an Equipment or Aura, the player the creature it is attached to attacks ("target
    creature defending player controls"); otherwise, in a two-player game during combat, the
    nonactive player (506.2)."""
    if source is None:
        return None
    for attacker in (source.id, source.attached_to):
        who = defender_of(game, attacker) if isinstance(attacker, int) else None
        if who is not None:
            return who
    others = game.opponents(game.active)
    return others[0] if len(others) == 1 and game.attackers else None


def defender_of(game: Game, attacker: int) -> str | None:
    """The player ``attacker`` attacks, or the controller of the planeswalker it attacks (506.2,
    506.3); None when it is not attacking."""
    defender = game.attackers.get(attacker)
    if isinstance(defender, str):
        return defender
    if isinstance(defender, int) and game.exists(defender):
        return game.obj(defender).controller
    return None


def _in_combat(game: Game, obj: GameObject, how: Any) -> bool:
    """``how``: "attacking", "blocking", "either" (an attacking or blocking creature),
    "unblocked" (an attacking creature no creature blocked, once blockers are declared:
    509.1h, 702.48a) or "nonattacking" (any creature that is not attacking, 506.4)."""
    attacking = obj.id in game.attackers
    blocking = obj.id in game.blockers
    if how == "attacking":
        return attacking
    if how == "unblocked":
        return attacking and obj.id not in game.blocked and game.step in AFTER_BLOCKERS
    if how == "blocking":
        return blocking
    if how == "nonattacking":  # "target nonattacking creature": not an attacking creature
        return not attacking
    return attacking or blocking


def _targets(game: Game, spell: GameObject, source: GameObject | None) -> bool:
    """Whether the spell ``spell`` on the stack has ``source`` among its targets (601.2c)."""
    if source is None:
        return False
    for item in game.stack:
        if item.kind == "spell" and item.source_id == spell.id:
            return any(t.object_id == source.id for t in item.targets)
    return False


def _has_subtype(have: Any, wanted: Any) -> bool:
    """A subtype filter; an object with all creature types has every creature type."""

    wanted = set(wanted)
    if wanted & have:
        return True
    return ALL_CREATURE_TYPES in have and any(subtype_kind(t) == "creature" for t in wanted)


ABILITY_KINDS = ("triggered_ability", "activated_or_triggered_ability")


def _why_not_ability(
    spec: TargetSpec, item: StackItem, controller: str
) -> tuple[str, tuple[str, ...]] | None:
    """114.2(b): "target triggered ability" (Strionic Resonator) and "target activated or
    triggered ability" are abilities on the stack; a triggered one is one put there by 603.3
    (its item records the trigger), an activated one by 602.2; ``controller: you`` is the
    ability's controller."""
    if item.kind != "ability":
        return ("цель должна быть способностью в стеке, а не заклинанием", ("114.1", "114.2"))
    if spec.kind == "triggered_ability" and "_trigger" not in item.choices:
        return ("цель должна быть срабатывающей способностью", ("114.1", "603.1"))
    wanted = spec.filter_dict().get("controller")
    if wanted == "you" and item.controller != controller:
        return ("цель должна быть способностью под вашим контролем", ("114.1",))
    if wanted == "opponent" and item.controller == controller:
        return ("цель должна быть способностью под контролем оппонента", ("114.1",))
    return None


def _player_protection(
    game: Game,
    player: str,
    controller: str,
    colors: frozenset[str],
    types: frozenset[str],
    subtypes: frozenset[str],
    source_id: int | None,
) -> tuple[str, tuple[str, ...]] | None:
    """702.16b: a player with protection can't be targeted by spells with the quality or by
    abilities from a source with it (the source's name: its current one, or as it last
    existed)."""

    source = (
        None
        if source_id is None
        else (game.objects.get(source_id) or game.last_known.get(source_id))
    )
    name = characteristics(game, source).name if source is not None else None
    quality = player_protected_from(
        game, player, SourceView(colors, types, subtypes, controller, name=name or None)
    )
    if quality is None:
        return None
    return (
        f"у игрока {player} Защита от {quality_ru(quality)}, а источник обладает этим качеством",
        rules("702.16b", quality),
    )


def shares_card_type(game: Game, first: int | None, other: int | None) -> bool:
    """Whether two permanents share a card type now (205.2a: "… that share a card type")."""
    if first is None or other is None or not game.exists(first) or not game.exists(other):
        return False
    a, b = game.obj(first), game.obj(other)
    return bool(characteristics(game, a).types & characteristics(game, b).types)


def named_player(targets: list, spec: TargetSpec, that_player: str | None) -> str | None:
    """The player a target's filter names: for ``controller: target_player`` the first
    player chosen among the targets ("target player and … target creature he or she
    controls", 601.2c); otherwise the trigger event's player."""
    if spec.filter_dict().get("controller") == "target_player":
        return next((t.player for t in targets if t.player is not None), None)
    return that_player


def why_not_target(
    game: Game,
    spec: TargetSpec,
    *,
    player: str | None = None,
    obj: GameObject | None = None,
    item: StackItem | None = None,
    controller: str,
    source_colors: frozenset[str],
    source_types: frozenset[str],
    source_id: int | None = None,
    source_subtypes: frozenset[str] = frozenset(),
    that_player: str | None = None,
) -> tuple[str, tuple[str, ...]] | None:
    """None when the choice is a legal target for ``spec``; otherwise the reason and rules.
    ``source_id``: the spell's or ability's source ("another target creature"); the source's
    colours, types and subtypes and ``controller`` are what protection looks at (702.16b).
    ``that_player``: the player the trigger event named ("target creature that player
    controls", 603.2), or the player target named before ("target creature he or she
    controls", filter ``controller: target_player``: ``named_player``)."""
    kind = spec.kind
    flt = spec.filter_dict()
    if player is not None:
        if kind not in ("player", "creature_or_player", "opponent"):
            return ("игрок не может быть целью этого вида", ("114.1", "601.2c"))
        if kind == "opponent" and player == controller:
            return ("цель должна быть оппонентом", ("114.1", "601.2c"))
        if game.player(player).lost:
            return ("этот игрок выбыл из игры", ("114.1",))

        if player_has_keyword(game, player, "Shroud") is not None:
            return ("у игрока Пелена: он не может быть целью", ("702.18a",))
        if player != controller and player_has_keyword(game, player, "Hexproof") is not None:
            return (
                "у игрока Порчеустойчивость: оппоненты не могут выбирать его целью",
                ("702.11c",),
            )
        return _player_protection(
            game, player, controller, source_colors, source_types, source_subtypes, source_id
        )
    if item is not None:
        if kind in ABILITY_KINDS:
            return _why_not_ability(spec, item, controller)
        if kind != "spell":
            return ("заклинание в стеке не может быть целью этого вида", ("114.1", "601.2c"))
        if item.kind != "spell":
            return ("способность в стеке — не заклинание", ("114.1", "601.2c"))
        spell = game.objects.get(item.source_id) if item.source_id is not None else None
        if spell is not None and set(flt) - {"types"}:
            # "target noncreature spell", "target blue spell", "… with converted mana cost 4
            # or greater": the spell's characteristics on the stack (114.1)
            if not matches(game, spell, flt, controller=controller):
                return ("заклинание не подходит под условия цели", ("114.1", "601.2c"))
            return None
        if "types" in flt and not set(flt["types"]) & set(item.source_card.types):
            return ("заклинание не подходит под условия цели", ("114.1", "601.2c"))
        return None
    assert obj is not None
    if kind == "spell" or kind in ABILITY_KINDS:
        return ("цель должна быть заклинанием в стеке", ("114.1", "601.2c"))
    if kind == "card_in_graveyard":
        if obj.zone != "graveyard":
            return ("цель должна быть картой на кладбище", ("114.1",))
        if (
            flt.get("other")
            and source_id is not None
            and obj.id in (source_id, game.became.get(source_id))
        ):
            # "another target creature card from your graveyard" of a dying creature: not the
            # card it became there (400.7)
            return ("«другая» карта — не сам источник на кладбище", ("114.1", "400.7"))
        if not matches(game, obj, flt, controller=controller, printed_only=True):
            return ("карта не подходит под условия цели", ("114.1", "601.2c"))
        return None
    if obj.zone != "battlefield" or obj.phased_out:
        return ("цель должна быть перманентом на поле битвы", ("114.1", "601.2c"))
    if kind == "player" or kind == "opponent":
        return ("цель должна быть игроком", ("114.1", "601.2c"))
    if kind in PERMANENT_KINDS or kind == "creature_or_player":
        wanted = PERMANENT_KINDS.get(kind, {"Creature"})
        if not wanted & characteristics(game, obj).types:
            return ("объект не подходит под вид цели", ("114.1", "601.2c"))
    source = game.objects.get(source_id) if source_id is not None else None
    if flt.get("controller") in ("that_player", "target_player"):
        # "target creature that player controls": the trigger event's player (603.2, 603.3d);
        # "… up to one target creature he or she controls": the player chosen as the target
        # before it (601.2c) — the caller gives that player
        if that_player is None or (characteristics(game, obj).controller or obj.controller) != (
            that_player
        ):
            return ("объект не под контролем того игрока", ("114.1", "603.2", "608.2h"))
        flt = {k: v for k, v in flt.items() if k != "controller"}
    if not matches(game, obj, flt, controller=controller, source=source):
        return ("объект не подходит под условия цели", ("114.1", "601.2c", "608.2h"))
    ch = characteristics(game, obj)
    if "Shroud" in ch.keywords:
        return ("у объекта Пелена: он не может быть целью", ("702.18a",))
    if "Hexproof" in ch.keywords and obj.controller != controller:
        return ("у объекта Порчеустойчивость: оппоненты не могут выбирать его целью", ("702.11a",))

    quality = protected_from(
        game, obj, SourceView(source_colors, source_types, source_subtypes, controller)
    )
    if quality is not None:
        return (
            f"у объекта Защита от {quality_ru(quality)}, а источник обладает этим качеством",
            rules("702.16b", quality),
        )
    return None
