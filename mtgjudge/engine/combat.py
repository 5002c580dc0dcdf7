"""Combat (506–511): declaring attackers and blockers, damage assignment order, combat damage
with first strike, double strike, trample, deathtouch and lifelink.

Declarations come from the scenario (``game.pending_attack`` / ``game.pending_block``) and are
performed as the turn-based actions of their steps (703.4f, 703.4g).  Every requirement and
restriction that is violated refuses the declaration with its rule.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..cards.blockers import blocker_filters, blockers_at_least
from ..cards.blockers import quality_ru as blockers_ru
from .banding import attacker_divides, declare_bands, defender_divides, extend_blocks, free_split
from .characteristics import characteristics
from .combat_rules import CANT_ATTACK, CANT_BLOCK, affecting, current, end_of_combat, source_shown
from .events import IllegalActionError
from .filters import matches
from .keyword_actions import why_detained
from .names import shown, shown_id
from .protection import SourceView, protected_from, quality_ru
from .protection import rules as protection_rules
from .state import Game, GameObject

if TYPE_CHECKING:
    from .effects import Resolution

LANDWALK_RU = {
    "Plainswalk": ("Знание равнин", "Равнина"),
    "Islandwalk": ("Знание островов", "Остров"),
    "Swampwalk": ("Знание болот", "Болото"),
    "Mountainwalk": ("Знание гор", "Гора"),
    "Forestwalk": ("Знание лесов", "Лес"),
}
LANDWALK = {
    "Plainswalk": "Plains",
    "Islandwalk": "Island",
    "Swampwalk": "Swamp",
    "Mountainwalk": "Mountain",
    "Forestwalk": "Forest",
}


def in_combat(game: Game, object_id: int) -> bool:
    return game.exists(object_id) and game.obj(object_id).zone == "battlefield"


def attacking(game: Game) -> list[GameObject]:
    """Attacking creatures still in combat (506.4: a creature that left the battlefield is
    removed from combat; its new object is not attacking)."""
    return [game.obj(i) for i in game.attackers if in_combat(game, i)]


def blocking(game: Game) -> list[GameObject]:
    return [game.obj(i) for i in game.blockers if in_combat(game, i)]


def declare_attackers(game: Game) -> None:
    """508.1: the active player declares attackers (a turn-based action, 703.4f)."""
    declared = game.pending_attack or {}
    game.pending_attack = None
    active = game.active
    attackers: dict[int, str | int] = {}
    for attacker_id, defender in declared.items():
        if not in_combat(game, attacker_id):  # it left the battlefield on the way (400.7)
            raise IllegalActionError(
                f"{shown_id(game, attacker_id)} уже нет на поле битвы: атаковать он не может",
                ("508.1a", "400.7"),
            )
        obj = game.obj(attacker_id)
        ch = characteristics(game, obj)
        name = shown(obj)
        if "Creature" not in ch.types:
            raise IllegalActionError(
                f"{name} — не существо: атаковать могут только существа", ("506.3", "508.1a")
            )
        if obj.controller != active:
            raise IllegalActionError(f"{name} под контролем не активного игрока", ("508.1a",))
        if obj.tapped:
            raise IllegalActionError(
                f"{name} повёрнут: атаковать могут только неповёрнутые существа", ("508.1a",)
            )
        if obj.sick and "Haste" not in ch.keywords:
            raise IllegalActionError(
                f"{name} не находился под контролем игрока с начала его хода "
                "(«болезнь вызова»), а Ускорения у него нет",
                ("508.1a", "302.6", "702.10b"),
            )
        if "Defender" in ch.keywords and not despite_defender(game, obj, ch):
            raise IllegalActionError(
                f"у {name} Защитник: он не может атаковать", ("702.3b", "508.1c")
            )
        if "Can't attack" in ch.keywords:
            raise IllegalActionError(f"{name} не может атаковать", ("508.1c",))
        if CANT_ATTACK_EXTRA in ch.keywords and game.extra_turn:
            raise IllegalActionError(
                f"{name} не может атаковать во время дополнительных ходов, а этот ход — "
                "дополнительный",
                ("508.1c", "500.7"),
            )
        ruled = affecting(game, obj, CANT_ATTACK)
        if ruled is not None:
            raise IllegalActionError(
                f"{name} не может атаковать в этом "
                f"{'бою' if ruled.this_combat else 'ходу'} (эффект: {source_shown(game, ruled)})",
                ("508.1c",) + (("611.2c",) if ruled.objects is None else ()),
            )
        detained = why_detained(game, obj, "атаковать или блокировать")
        if detained:
            raise IllegalActionError(detained, ("701.26a", "508.1c"))
        if isinstance(defender, str):
            if (
                defender == active
                or defender not in game.player_names()
                or game.player(defender).lost
            ):
                raise IllegalActionError(
                    f"«{defender}» нельзя атаковать: атакуют оппонента", ("506.3", "508.1b")
                )
        else:
            target = game.obj(defender)
            if (
                "Planeswalker" not in characteristics(game, target).types
                or target.controller == active
            ):
                raise IllegalActionError(
                    f"{shown(target)} нельзя атаковать: атакуют игрока или "
                    "planeswalker-а оппонента",
                    ("506.3", "508.1b"),
                )
        attacked = defender if isinstance(defender, str) else game.obj(defender).controller
        why = why_cannot_attack_player(game, obj, ch, attacked)
        if why is not None:
            raise IllegalActionError(*why)
        attackers[attacker_id] = defender
    from .alone import check_attackers

    check_attackers(game, list(attackers))  # 506.5: "can't attack alone"
    _check_attack_requirements(game, attackers)
    bands = declare_bands(game, attackers)  # 702.21c–d: checked before anything happens
    for attacker_id in attackers:
        obj = game.obj(attacker_id)
        if "Vigilance" not in characteristics(game, obj).keywords:
            game.tap(obj)
    game.attackers = attackers
    game.attacked_this_turn.update(game.obj(i).id for i in attackers)
    rules = ["508.1", "508.1a", "508.1f", "703.4f"]
    if any(not game.obj(i).tapped for i in attackers):
        rules.append("702.20b")  # vigilance: attacking doesn't tap
    if any(game.obj(i).sick for i in attackers):
        rules.append("702.10b")  # haste: attacking despite summoning sickness
    game.log(
        "attackers_declared",
        tuple(rules),
        attackers=[
            {
                "card": game.obj(i).label,
                "defender": game.name_of(d) if isinstance(d, int) else d,
                "tapped": game.obj(i).tapped,
                "id": i,
            }
            for i, d in attackers.items()
        ],
        vigilance=[game.obj(i).label for i in attackers if not game.obj(i).tapped],
    )
    for members in bands:
        game.log(
            "band_declared", ("702.21c", "702.21d"), cards=[game.obj(i).label for i in members]
        )


# "can't attack unless defending player controls an Island" (508.1c): what it needs the
# defending player to control, and the Russian words for it
ATTACK_UNLESS_DEFENDER_CONTROLS: dict[str, tuple[str, str]] = {
    f"Can't attack unless defending player controls {article} {land}": (land, ru)
    for article, land, ru in (
        ("an", "Island", "Остров"),
        ("a", "Swamp", "Болото"),
        ("a", "Mountain", "Гору"),
        ("a", "Forest", "Лес"),
        ("an", "enchantment or an enchanted permanent", "чары или зачарованный перманент"),
    )
}
ENCHANTED = "enchantment or an enchanted permanent"
MUST_ATTACK = "Attacks each combat if able"
CANT_ATTACK_EXTRA = "Can't attack during extra turns"  # 508.1c, 500.7
BLOCK_NINETY_NINE = "Can block an additional ninety-nine creatures each combat"  # 509.1a


def why_cannot_attack_player(
    game: Game, obj: GameObject, ch, player: str
) -> tuple[str, tuple[str, ...]] | None:
    """508.1c: a restriction that depends on the player attacked ("can't attack unless
    defending player controls an Island")."""
    for keyword, (what, ru) in ATTACK_UNLESS_DEFENDER_CONTROLS.items():
        if keyword in ch.keywords and not _controls(game, player, what):
            enchanted = what == ENCHANTED
            return (
                f"{shown(obj)} не может атаковать, если защищающийся игрок не контролирует "
                f"{ru}, а у игрока {player} "
                + ("таких перманентов нет" if enchanted else "такой земли нет"),
                ("508.1c", "303.4") if enchanted else ("508.1c",),
            )
    return None


def _controls(game: Game, player: str, what: str) -> bool:
    """Whether ``player`` controls a land of that type, or (``ENCHANTED``) an enchantment or
    a permanent an Aura is attached to (303.4: "enchanted")."""
    mine = game.permanents(player)
    if what != ENCHANTED:
        return any(what in characteristics(game, o).subtypes for o in mine)
    ids = {o.id for o in mine}
    return any("Enchantment" in characteristics(game, o).types for o in mine) or any(
        o.attached_to in ids and "Aura" in characteristics(game, o).subtypes
        for o in game.permanents()
    )


def _able_to_attack(game: Game, obj: GameObject) -> bool:
    """Could ``obj`` attack now without breaking a restriction (508.1c) — the test of a
    requirement "… attacks each combat if able" (508.1d)?  The engine knows no costs to attack
    (508.1h), so no requirement ever asks for one to be paid."""
    ch = characteristics(game, obj)
    if "Creature" not in ch.types or obj.tapped:
        return False
    if obj.sick and "Haste" not in ch.keywords:
        return False
    if "Can't attack" in ch.keywords or affecting(game, obj, CANT_ATTACK) is not None:
        return False
    if CANT_ATTACK_EXTRA in ch.keywords and game.extra_turn:  # 500.7
        return False
    if "Defender" in ch.keywords and not despite_defender(game, obj, ch):
        return False
    return any(
        why_cannot_attack_player(game, obj, ch, p) is None for p in game.opponents(game.active)
    )


def _check_attack_requirements(game: Game, attackers: dict[int, str | int]) -> None:
    """508.1d: the declaration must obey as many requirements as it can without breaking a
    restriction; each "attacks each combat if able" is a requirement that only its own
    creature's attacking fulfils, so every able creature that has it must be declared."""
    for obj in game.permanents(game.active):
        if obj.id in attackers:
            continue
        if (
            MUST_ATTACK not in characteristics(game, obj).keywords
            and affecting(game, obj, ("attacks_if_able",)) is None
        ):
            continue
        if _able_to_attack(game, obj) and _with_company(game, obj, attackers):
            raise IllegalActionError(
                f"{shown(obj)} атакует, если может (требование к атаке), — и может: "
                "объявите его атакующим",
                ("508.1d",),
            )


def _with_company(game: Game, obj: GameObject, attackers: dict[int, str | int]) -> bool:
    """506.5: a creature that can't attack alone fulfils its requirement only beside another
    attacker — one declared, or one able to attack (then both attacking obeys more
    requirements, 508.1d)."""
    from .alone import attack_company

    return bool(attackers) or attack_company(game, obj, lambda o: _able_to_attack(game, o))


AS_THOUGH_NO_DEFENDER = "Can attack as though it didn't have defender"


def despite_defender(game: Game, obj: GameObject, ch) -> bool:
    """609.4: "~ can attack (this turn) as though it didn't have defender" — its own static
    ability or a resolved effect; only the rule of defender (702.3b) is set aside."""
    return AS_THOUGH_NO_DEFENDER in ch.keywords or (
        affecting(game, obj, ("attacks_despite_defender",)) is not None
    )


def defending_players(game: Game) -> set[str]:
    out: set[str] = set()
    for d in game.attackers.values():
        if isinstance(d, str):
            out.add(d)
        elif game.exists(d):
            out.add(game.obj(d).controller)
    return out


def why_cannot_block(
    game: Game, blocker: GameObject, attacker: GameObject
) -> tuple[str, tuple[str, ...]] | None:
    """509.1a–b: restrictions on one blocker–attacker pair."""
    bch = characteristics(game, blocker)
    ach = characteristics(game, attacker)
    if (
        "Flying" in ach.keywords
        and not ({"Flying", "Reach"} & bch.keywords)
        and not (AS_REACH_DRAGONS in bch.keywords and "Dragon" in ach.subtypes)  # 609.4
    ):
        return (
            f"у {shown(attacker)} Полет: его могут блокировать только существа с Полетом или "
            "Захватом",
            ("702.9b", "509.1b"),
        )
    if "Intimidate" in ach.keywords and not ("Artifact" in bch.types or ach.colors & bch.colors):
        return (
            f"у {shown(attacker)} Устрашение: его могут блокировать только артефактные существа "
            "и существа общего с ним цвета",
            ("702.13b", "509.1b"),
        )
    why = _evasion(shown(attacker), ach, bch)
    if why is not None:
        return why
    why = _power_restriction(attacker, blocker, ach, bch)
    if why is None:
        why = _quality_restriction(game, attacker, blocker, ach)
    if why is not None:
        return why
    if "Can block only creatures with flying" in bch.keywords and "Flying" not in ach.keywords:
        return (
            f"{shown(blocker)} может блокировать только существа с Полетом, а у "
            f"{shown(attacker)} Полета нет",
            ("509.1b",),
        )
    defender = blocker.controller
    for keyword, land in LANDWALK.items():
        if keyword in ach.keywords and any(
            land in characteristics(game, o).subtypes for o in game.permanents(defender)
        ):
            walk, land_ru = LANDWALK_RU[keyword]
            return (
                f"у {shown(attacker)} {walk}, а у защищающегося игрока есть {land_ru}",
                ("702.14c", "509.1b"),
            )
    blocker_view = SourceView.of(bch, blocker.controller)
    quality = protected_from(game, attacker, blocker_view)
    if quality is not None:
        return (
            f"у {shown(attacker)} Защита от {quality_ru(quality)}, а блокирующее существо "
            "обладает этим качеством",
            (*protection_rules("702.16f", quality, blocker_view), "509.1b"),
        )
    if "Unblockable" in ach.keywords:
        return (f"{shown(attacker)} не может быть заблокирован", ("509.1b",))

    for rule in current(game, ("cant_block_source",)):  # "… can't block ~ this turn"
        if rule.source_id == attacker.id and rule.objects and blocker.id in rule.objects:
            return (
                f"{shown(blocker)} не может блокировать {shown(attacker)} в этом ходу "
                f"(эффект: {source_shown(game, rule)})",
                ("509.1b",),
            )
    return None


def _power_restriction(
    attacker: GameObject, blocker: GameObject, ach, bch
) -> tuple[str, tuple[str, ...]] | None:
    """509.1b: restrictions that compare the blocker's power with a number or with the
    attacker's power ("can't be blocked by creatures with power 2 or less", "can't block
    creatures with power 2 or greater", "creatures with power less than ~'s power can't block
    it"); powers as they are now (the declaration checks them, 509.1b)."""

    def fits(power: int | None, quality: str) -> bool:
        number, _, way = quality.partition(" or ")
        if power is None:
            return False
        return power >= int(number) if way == "greater" else power <= int(number)

    a_power, b_power = ach.power or 0, bch.power or 0
    for k in ach.keyword_values:
        if k.name == "Can't be blocked by creatures with power" and fits(
            bch.power, str(k.parameter)
        ):
            return (
                f"«{attacker.name}» не может быть заблокировано существами с силой "
                f"{_quality_ru(str(k.parameter))}, а сила «{blocker.name}» — {b_power}",
                ("509.1b",),
            )
        if k.name == "Can't be blocked by creatures with power less than its power" and (
            b_power < a_power
        ):
            return (
                f"«{attacker.name}» не может быть заблокировано существами с силой меньше его "
                f"силы ({a_power}), а сила «{blocker.name}» — {b_power}",
                ("509.1b",),
            )
        if k.name == "Can't be blocked by creatures with power greater than its power" and (
            b_power > a_power
        ):
            return (
                f"«{attacker.name}» не может быть заблокировано существами с силой больше его "
                f"силы ({a_power}), а сила «{blocker.name}» — {b_power}",
                ("509.1b",),
            )
    for k in bch.keyword_values:
        if k.name == "Can't block creatures with power" and fits(ach.power, str(k.parameter)):
            return (
                f"«{blocker.name}» не может блокировать существ с силой "
                f"{_quality_ru(str(k.parameter))}, а сила «{attacker.name}» — {a_power}",
                ("509.1b",),
            )
        if k.name == "Can't block creatures with power greater than its power" and (
            a_power > b_power
        ):
            return (
                f"«{blocker.name}» не может блокировать существ с силой больше его силы "
                f"({b_power}), а сила «{attacker.name}» — {a_power}",
                ("509.1b",),
            )
    return None


def _quality_restriction(
    game: Game, attacker: GameObject, blocker: GameObject, ach
) -> tuple[str, tuple[str, ...]] | None:
    """509.1b: "can't be blocked by Walls / blue creatures / creatures with flying", "can't be
    blocked except by creatures with flying or reach" (any of the qualities is enough)."""
    for k in ach.keyword_values:
        if k.name not in ("Can't be blocked by", "Can't be blocked except by"):
            continue
        filters = blocker_filters(str(k.parameter))
        if filters is None:  # "except by three or more creatures": the whole declaration
            continue
        fits = any(matches(game, blocker, dict(f), controller=blocker.controller) for f in filters)
        if k.name == "Can't be blocked by" and fits:
            return (
                f"«{attacker.name}» не может быть заблокировано {blockers_ru(str(k.parameter))}",
                ("509.1b",),
            )
        if k.name == "Can't be blocked except by" and not fits:
            return (
                f"«{attacker.name}» может быть заблокировано только {blockers_ru(str(k.parameter))}",
                ("509.1b",),
            )
    return None


def _quality_ru(quality: str) -> str:
    """ "2 or greater" → «2 или больше»."""
    number, _, way = quality.partition(" or ")
    return f"{number} или {'больше' if way == 'greater' else 'меньше'}"


def _evasion(name: str, ach, bch) -> tuple[str, tuple[str, ...]] | None:
    """Fear (702.35b), shadow (702.27b, both ways) and horsemanship (702.30b)."""
    if "Fear" in ach.keywords and not ("Artifact" in bch.types or "B" in bch.colors):
        return (
            f"у {name} Страх: его могут блокировать только артефактные и (или) черные существа",
            ("702.35b", "509.1b"),
        )
    if "Shadow" in ach.keywords and "Shadow" not in bch.keywords:
        return (
            f"у {name} Тень: его могут блокировать только существа с Тенью",
            ("702.27b", "509.1b"),
        )
    if "Shadow" in bch.keywords and "Shadow" not in ach.keywords:
        return (
            f"у блокирующего существа Тень: оно может блокировать только существ с Тенью, а у {name} Тени нет",
            ("702.27b", "509.1b"),
        )
    if "Horsemanship" in ach.keywords and "Horsemanship" not in bch.keywords:
        return (
            f"у {name} Верховая езда: его могут блокировать только существа с Верховой ездой",
            ("702.30b", "509.1b"),
        )
    return None


EXCEPT_BY_TWO = "Can't be blocked except by two or more creatures"
ONLY_BY_TWO = ("blocked_only_by_two",)
MUST_BE_BLOCKED = "Must be blocked if able"
AS_REACH_DRAGONS = "Can block Dragons as though it had reach"  # "~ can block Dragons as though …"  # "~ must be blocked if able" (509.1c)  # the same of a resolved effect (combat_rules)
BY_ONE_AT_MOST = "Can't be blocked by more than one creature"


def _check_blocker_counts(game: Game, blockers: dict[int, list[int]]) -> None:
    """509.1b: restrictions on how many creatures may block an attacker ("can't be blocked
    except by two or more creatures", "can't be blocked by more than one creature"), checked
    on the whole declaration."""
    count: dict[int, int] = {}
    for targets in blockers.values():
        for attacker_id in dict.fromkeys(targets):
            count[attacker_id] = count.get(attacker_id, 0) + 1
    for attacker_id, n in count.items():
        keywords = characteristics(game, game.obj(attacker_id)).keywords
        name = shown_id(game, attacker_id)
        if n == 1 and EXCEPT_BY_TWO in keywords:
            raise IllegalActionError(
                f"{name} может быть заблокировано только двумя или более существами",
                ("509.1b",),
            )
        ruled = affecting(game, game.obj(attacker_id), ONLY_BY_TWO) if n == 1 else None
        if ruled is not None:  # a resolved effect "… this turn" (611.2c)
            raise IllegalActionError(
                f"{name} в этом ходу может быть заблокировано только двумя или более "
                f"существами (эффект: {source_shown(game, ruled)})",
                ("509.1b",) + (("611.2c",) if ruled.objects is None else ()),
            )
        for k in characteristics(game, game.obj(attacker_id)).keyword_values:
            least = (
                blockers_at_least(str(k.parameter))
                if k.name == "Can't be blocked except by"
                else None
            )
            if least is not None and n < least:  # "except by three or more creatures"
                raise IllegalActionError(
                    f"«{name}» может быть заблокировано только {least} или более существами",
                    ("509.1b",),
                )
        if n > 1 and BY_ONE_AT_MOST in keywords:
            raise IllegalActionError(
                f"{name} не может быть заблокировано более чем одним существом", ("509.1b",)
            )


def check_requirements(game: Game, blockers: dict[int, list[int]], defenders: set[str]) -> None:
    """509.1c: "blocks ~ this turn if able" — a creature under such requirements must obey as
    many of them as it can without breaking a restriction: it is refused when it could block a
    required attacker (untapped, able to block it, 509.1a–b) and obeys fewer requirements than
    it could."""
    wanted: dict[int, list[int]] = {}
    for blocker_id, attacker_id, turn in game.block_requirements:
        if turn == game.turn:
            wanted.setdefault(blocker_id, []).append(attacker_id)

    for rule in current(game, ("blocks_source_if_able",)):  # "… blocks it this combat if able"
        if rule.source_id is not None:
            for blocker_id in rule.objects or ():
                wanted.setdefault(blocker_id, []).append(rule.source_id)
    _keyword_requirements(game, defenders, wanted)
    for blocker_id, required in wanted.items():
        blocker = game.objects.get(blocker_id)
        if blocker is None or blocker.zone != "battlefield" or blocker.tapped:
            continue
        bch = characteristics(game, blocker)
        if (
            blocker.controller not in defenders
            or "Creature" not in bch.types
            or "Can't block" in bch.keywords
            or affecting(game, blocker, CANT_BLOCK) is not None
        ):
            continue
        able = [
            a
            for a in dict.fromkeys(required)
            if a in game.attackers
            and in_combat(game, a)
            and _attacks_controller_of(game, a, blocker)
            and why_cannot_block(game, blocker, game.obj(a)) is None
        ]
        if able and not set(blockers) - {blocker_id}:
            from .alone import block_company

            # 506.5: it can't block alone — able only beside another creature that could block
            if not block_company(game, blocker, lambda o: _could_block(game, o, defenders)):
                continue
        limit = _block_limit(bch, len(able))
        declared = blockers.get(blocker_id, [])
        obeyed = sum(1 for a in able if a in declared)
        if obeyed < min(limit, len(able)):
            missing = next(a for a in able if a not in declared)
            raise IllegalActionError(
                f"{shown(blocker)} в этом ходу блокирует {shown_id(game, missing)}, если может, "
                "— и может: объявление блокирующих нарушает это требование",
                ("509.1c",),
            )

    _must_be_blocked(game, blockers, defenders, wanted)


def _could_block(game: Game, obj: GameObject, defenders: set[str]) -> bool:
    """Whether ``obj`` could block some attacker now (509.1a–b, one blocker–attacker pair)."""
    ch = characteristics(game, obj)
    if obj.tapped or obj.controller not in defenders or "Creature" not in ch.types:
        return False
    if "Can't block" in ch.keywords or affecting(game, obj, CANT_BLOCK) is not None:
        return False
    return any(
        in_combat(game, a)
        and _attacks_controller_of(game, a, obj)
        and why_cannot_block(game, obj, game.obj(a)) is None
        for a in game.attackers
    )


def _block_limit(bch, attackers: int) -> int:
    """509.1a: how many attackers one blocker may block ("can block an additional creature",
    "… an additional ninety-nine creatures each combat", "… any number of creatures")."""
    if "Can block any number of creatures" in bch.keywords:
        return max(attackers, 1)
    limit = 1
    if "Can block an additional creature" in bch.keywords:
        limit += 1
    if BLOCK_NINETY_NINE in bch.keywords:
        limit += 99
    return limit


def _least_blockers(game: Game, attacker: GameObject) -> int:
    """509.1b: how many creatures it takes to block it ("except by two or more creatures")."""
    ach = characteristics(game, attacker)
    least = 2 if EXCEPT_BY_TWO in ach.keywords else 1
    if affecting(game, attacker, ONLY_BY_TWO) is not None:
        least = 2  # a resolved effect "… this turn" (611.2c)
    for k in ach.keyword_values:
        if k.name == "Can't be blocked except by":
            least = max(least, blockers_at_least(str(k.parameter)) or 1)
    return least


def _must_be_blocked(
    game: Game, blockers: dict[int, list[int]], defenders: set[str], wanted: dict[int, list[int]]
) -> None:
    """509.1c: "~ must be blocked [this turn] if able" — a requirement that it be blocked (by
    any creature of the player it attacks).  The declaration obeys as many requirements as it
    can: it is refused when the attacker is unblocked although enough creatures could block it
    (untapped, allowed to, 509.1a–b) that block nothing, could block one more creature, or
    block only creatures they are under no requirement to block."""
    from .combat_rules import applies, current

    rules = current(game, ("must_be_blocked",))
    if not rules and not any(
        MUST_BE_BLOCKED in characteristics(game, a).keywords for a in attacking(game)
    ):
        return
    blocked_by: dict[int, list[int]] = {}
    for b, targets in blockers.items():
        for a in dict.fromkeys(targets):
            blocked_by.setdefault(a, []).append(b)
    required = [
        a
        for a in attacking(game)
        if (
            any(applies(game, r, a) for r in rules)
            or MUST_BE_BLOCKED in characteristics(game, a).keywords  # its own static ability
        )
        and not blocked_by.get(a.id)
    ]
    if not required:
        return
    creatures = [o for p in sorted(defenders) for o in game.permanents(p)]
    for attacker in required:
        free = []
        for obj in creatures:
            if not _attacks_controller_of(game, attacker.id, obj) or not _able_blocker(game, obj):
                continue
            if why_cannot_block(game, obj, attacker) is not None:
                continue
            declared = blockers.get(obj.id, [])
            limit = _block_limit(characteristics(game, obj), len(game.attackers))
            bound = any(
                a in wanted.get(obj.id, ()) or blocked_by.get(a) == [obj.id] for a in declared
            )
            if not declared or len(declared) < limit or not bound:
                free.append(obj)
        if len(free) >= _least_blockers(game, attacker):
            raise IllegalActionError(
                f"{shown(attacker)} в этом ходу должно быть заблокировано, если возможно, — и "
                f"это возможно ({', '.join(shown(o) for o in free)}): объявление блокирующих "
                "нарушает это требование",
                ("509.1c",),
            )


def _able_blocker(game: Game, obj: GameObject) -> bool:
    """509.1a–b: an untapped creature that no restriction of its own keeps from blocking."""
    ch = characteristics(game, obj)
    if "Creature" not in ch.types or obj.tapped or "Can't block" in ch.keywords:
        return False
    if "Unleash" in ch.keywords and obj.counters.get("+1/+1"):
        return False
    if why_detained(game, obj, "блокировать"):
        return False
    return affecting(game, obj, CANT_BLOCK) is None


LURE = "All creatures able to block it do so"
MUST_BLOCK = "Blocks each combat if able"


def _keyword_requirements(game: Game, defenders: set[str], wanted: dict[int, list[int]]) -> None:
    """509.1c: requirements that static abilities put on blockers: "all creatures able to block
    ~ do so" (every creature of the player it attacks is required to block it) and "~ blocks
    each combat if able" (required to block some attacker: any one obeys it)."""
    present = []
    for a, defender in game.attackers.items():
        if in_combat(game, a) and (isinstance(defender, str) or game.exists(defender)):
            present.append(a)  # 506.4: an attacker that left combat, or whose planeswalker left
    lures = [a for a in present if LURE in characteristics(game, game.obj(a)).keywords]
    for player in sorted(defenders):
        for obj in game.permanents(player):
            if lures:
                wanted.setdefault(obj.id, []).extend(
                    a for a in lures if _attacks_controller_of(game, a, obj)
                )
            # a creature that already has requirements obeys "blocks each combat" by obeying
            # them; one it cannot obey leaves this one unchecked (an approximation of 509.1c)
            if obj.id not in wanted and (
                MUST_BLOCK in characteristics(game, obj).keywords
                or affecting(game, obj, ("blocks_if_able",)) is not None
            ):
                wanted[obj.id] = [a for a in present if _attacks_controller_of(game, a, obj)]


def _attacks_controller_of(game: Game, attacker_id: int, blocker: GameObject) -> bool:
    defender = game.attackers[attacker_id]
    attacked = defender if isinstance(defender, str) else game.obj(defender).controller
    return attacked == blocker.controller


def declare_blockers(game: Game) -> None:
    """509.1: the defending players declare blockers; 509.1h: blocked / unblocked; 509.2:
    damage assignment order (the scenario's ``choose: {order: …}`` or the declared order)."""
    declared = game.pending_block or {}
    game.pending_block = None
    defenders = defending_players(game)
    blockers: dict[int, list[int]] = {}
    for blocker_id, attacker_ids in declared.items():
        blocker = game.obj(blocker_id)
        bch = characteristics(game, blocker)
        name = shown(blocker)
        if "Creature" not in bch.types:
            raise IllegalActionError(
                f"{name} — не существо: блокировать могут только существа", ("506.3", "509.1a")
            )
        if blocker.controller not in defenders:
            raise IllegalActionError(f"{name} не под контролем защищающегося игрока", ("509.1a",))
        if blocker.tapped:
            raise IllegalActionError(
                f"{name} повёрнут: блокировать могут только неповёрнутые существа", ("509.1a",)
            )
        if "Can't block" in bch.keywords:
            raise IllegalActionError(f"{name} не может блокировать", ("509.1b",))
        ruled = affecting(game, blocker, CANT_BLOCK)
        if ruled is not None:
            raise IllegalActionError(
                f"{name} не может блокировать в этом "
                f"{'бою' if ruled.this_combat else 'ходу'} (эффект: {source_shown(game, ruled)})",
                ("509.1b",) + (("611.2c",) if ruled.objects is None else ()),
            )
        if "Unleash" in bch.keywords and blocker.counters.get("+1/+1"):
            raise IllegalActionError(
                f"у {name} Безудержность и жетон +1/+1: он не может блокировать",
                ("702.97a", "509.1b"),
            )
        detained = why_detained(game, blocker, "атаковать или блокировать")
        if detained:
            raise IllegalActionError(detained, ("701.26a", "509.1b"))
        limit = _block_limit(bch, len(attacker_ids))
        if len(attacker_ids) > limit:
            raise IllegalActionError(
                f"{name} может блокировать только одно существо"
                if limit == 1
                else f"{name} может блокировать не больше {limit} существ",
                ("509.1a",),
            )
        for attacker_id in attacker_ids:
            if attacker_id not in game.attackers or not in_combat(game, attacker_id):
                raise IllegalActionError(f"{shown_id(game, attacker_id)} не атакует", ("509.1a",))
            attacker = game.obj(attacker_id)
            defender = game.attackers[attacker_id]
            attacked_player = (
                defender if isinstance(defender, str) else game.obj(defender).controller
            )
            if attacked_player != blocker.controller:
                raise IllegalActionError(
                    f"{name} может блокировать только существ, атакующих его контроллера "
                    "или его planeswalker-ов",
                    ("509.1a",),
                )
            why = why_cannot_block(game, blocker, attacker)
            if why is not None:
                raise IllegalActionError(why[0], why[1])
        blockers[blocker_id] = list(attacker_ids)

    from .alone import check_blockers

    check_blockers(game, list(blockers))  # 506.5: "can't block alone"
    _check_blocker_counts(game, blockers)
    check_requirements(game, blockers, defenders)

    banded = extend_blocks(game, blockers)  # 702.21h: blocking one of a band blocks all
    game.blockers = blockers
    for blocker_id, attacker_ids in blockers.items():
        game.blocked_this_combat[blocker_id] = list(attacker_ids)
    order_answers = game.answers.get("order") or {}
    block_order: dict[int, list[int]] = {}
    default_orders: list[int] = []
    blocked_by: dict[int, list[int]] = {}  # attacker -> its blockers, in declaration order
    for blocker_id, targets in blockers.items():
        for attacker_id in dict.fromkeys(targets):
            blocked_by.setdefault(attacker_id, []).append(blocker_id)
    for attacker_id in game.attackers:
        mine = blocked_by.get(attacker_id, [])
        if mine:
            game.blocked.add(attacker_id)
            wanted = order_answers.get(
                game.obj(attacker_id).alias or "", order_answers.get(game.obj(attacker_id).name)
            )
            if wanted:
                by_alias = {game.obj(b).alias or game.obj(b).name: b for b in mine}
                ordered = [by_alias[w] for w in wanted if w in by_alias]
                mine = ordered + [b for b in mine if b not in ordered]
            elif len(mine) > 1:
                default_orders.append(attacker_id)
            block_order[attacker_id] = mine
    game.block_order = block_order
    # 509.3: each creature blocking several attackers gets its own damage assignment order
    blocker_orders: list[dict] = []
    for blocker_id, targets in blockers.items():
        if len(targets) > 1:
            wanted = order_answers.get(
                game.obj(blocker_id).alias or "", order_answers.get(game.obj(blocker_id).name)
            )
            if wanted:
                by_alias = {game.obj(a).alias or game.obj(a).name: a for a in targets}
                ordered = [by_alias[w] for w in wanted if w in by_alias]
                blockers[blocker_id] = ordered + [a for a in targets if a not in ordered]
            blocker_orders.append(
                {
                    "card": game.obj(blocker_id).label,
                    "default_order": not wanted,
                    "attackers": [game.obj(a).label for a in blockers[blocker_id]],
                }
            )
    events = [
        {
            "card": game.obj(b).label,
            "blocks": [game.obj(a).label for a in targets],
            "id": b,
            "attacker_ids": list(targets),
        }
        for b, targets in blockers.items()
    ]
    rules = ["509.1", "509.1a", "509.1g", "703.4g"]
    if any(
        "Flying" in characteristics(game, game.obj(a)).keywords
        for targets in blockers.values()
        for a in targets
    ):
        rules.append("702.9b")  # a flyer blocked by a creature with flying or reach
    if any(
        "Reach" in characteristics(game, game.obj(b)).keywords
        and any("Flying" in characteristics(game, game.obj(a)).keywords for a in targets)
        for b, targets in blockers.items()
    ):
        rules.append("702.17b")
    game.log(
        "blockers_declared",
        tuple(rules),
        blockers=events,
        unblocked=[o.label for o in attacking(game) if o.id not in game.blocked],  # 506.4
    )
    for blocker_id, more in banded:
        game.log(
            "band_blocked",
            ("702.21h",),
            card=game.obj(blocker_id).label,
            attackers=[game.obj(a).label for a in more],
        )
    for data in blocker_orders:
        game.log("blocker_order", ("509.3",), **data)
    for attacker_id, order in block_order.items():
        game.log(
            "became_blocked",
            ("509.1h",) + (("509.2",) if len(order) > 1 else ()),
            card=game.obj(attacker_id).label,
            blockers=[game.obj(b).label for b in order],
            blocker_ids=list(order),
            id=attacker_id,
            default_order=attacker_id in default_orders,
        )


def first_strike_in_combat(game: Game) -> bool:
    """510.5: at least one attacking or blocking creature has first strike or double strike."""
    return any(
        {"First strike", "Double strike"} & characteristics(game, o).keywords
        for o in attacking(game) + blocking(game)
    )


def _deals_damage_now(game: Game, obj: GameObject, first_strike_step: bool) -> bool:
    kw = characteristics(game, obj).keywords
    if first_strike_step:
        return bool({"First strike", "Double strike"} & kw)
    if not game.first_strike_in_combat:
        return True
    # 510.5: in the second step, those that had neither first strike nor double strike as the
    # first step began, and those that have double strike now
    return "Double strike" in kw or obj.id not in game.had_first_strike


def _lethal(game: Game, source: GameObject, target: GameObject) -> int:
    """510.1c/702.19b: lethal damage, counting damage already marked; 1 with deathtouch (702.2b)."""
    if "Deathtouch" in characteristics(game, source).keywords:
        return 1
    ch = characteristics(game, target)
    return max(0, (ch.toughness or 0) - target.damage)


# "You may have ~ assign its combat damage as though it weren't blocked" (Thorn Elemental): the
# controller chooses it with the answer ``assign: {ATTACKER: {player: POWER}}`` (510.1b)
AS_UNBLOCKED = "You may have it assign its combat damage as though it weren't blocked"


def _damage_amount(game: Game, obj: GameObject, ch) -> int:
    """510.1a: the combat damage a creature assigns is its power — or its toughness while a
    static ability says so ("Each creature you control assigns combat damage equal to its
    toughness rather than its power", 604.1)."""
    from .static_permissions import damage_by_toughness_from

    if damage_by_toughness_from(game, obj) is not None:
        return ch.toughness or 0
    return ch.power or 0


def combat_damage(game: Game, first_strike_step: bool) -> None:
    """510.1–510.2: assign combat damage, then deal it all at once."""
    assignments: list[
        tuple[GameObject, int, str | None, GameObject | None]
    ] = []  # source, amount, player, object
    rules = ["510.1", "510.1a", "510.2", "703.4j", "703.4k"] + (
        ["510.5"] if game.first_strike_in_combat else []
    )
    custom = game.answers.get("assign") or {}
    defaults: list[str] = []  # attackers whose division used the documented default
    band_defaults: list[str] = []  # 702.21j–k by default: all to this creature with banding
    if first_strike_step:
        # remember who had first or double strike as this step began (510.5)
        game.had_first_strike = {
            o.id
            for o in attacking(game) + blocking(game)
            if {"First strike", "Double strike"} & characteristics(game, o).keywords
        }
    for attacker in attacking(game):
        if not _deals_damage_now(game, attacker, first_strike_step):
            continue
        ch = characteristics(game, attacker)
        power = _damage_amount(game, attacker, ch)
        if power <= 0:
            continue
        defender = game.attackers[attacker.id]
        to_player = defender if isinstance(defender, str) else None
        to_pw = (
            game.obj(defender) if isinstance(defender, int) and in_combat(game, defender) else None
        )
        attacking_something = to_player is not None or to_pw is not None
        if attacker.id not in game.blocked:
            if attacking_something:
                assignments.append((attacker, power, to_player, to_pw))
                rules.append("510.1b")
            else:  # it attacked a planeswalker that has left the battlefield
                game.log("no_combat_damage_target", ("506.4c", "510.1b"), card=attacker.label)
            continue
        if AS_UNBLOCKED in ch.keywords:
            chosen = custom.get(attacker.alias or "", custom.get(attacker.name))
            if chosen is not None and set(chosen) == {"player"}:
                # "you may have ~ assign its combat damage as though it weren't blocked":
                # all of it to what it attacks (510.1b), none to the blockers
                if int(chosen["player"]) != power:
                    raise IllegalActionError(
                        f"нужно назначить ровно {power} повреждений, а назначено "
                        f"{chosen['player']}",
                        ("510.1a",),
                    )
                if attacking_something:
                    assignments.append((attacker, power, to_player, to_pw))
                rules.append("510.1b")
                continue
        order = [
            game.obj(b)
            for b in game.block_order.get(attacker.id, [])
            if in_combat(game, b) and attacker.id in game.blockers.get(b, [])
        ]
        if not order:
            if "Trample" in ch.keywords and attacking_something:  # 702.19c
                assignments.append((attacker, power, to_player, to_pw))
                rules.append("702.19c")
            else:
                rules.append("510.1c")
                game.log("no_combat_damage", ("509.1h", "510.1c"), card=attacker.label)
            continue
        wanted = custom.get(attacker.alias or "", custom.get(attacker.name))
        # with nothing left to trample over to (702.19d), all damage goes to the blockers
        tramples = "Trample" in ch.keywords and attacking_something
        banding = defender_divides(game, order)
        if banding is not None:  # 702.21j: the defending player divides, in no order
            rules.append("702.21j")
            if wanted is None:
                band_defaults.append(banding.label)
            for blocker_hit, amount in free_split(order, power, wanted, banding):
                assignments.append((attacker, amount, None, blocker_hit))
            continue
        split = _split(game, attacker, order, power, tramples, wanted)
        if wanted is None:
            defaults.append(attacker.name)
        for target, amount in split:
            if target is None:
                if attacking_something:  # 702.19d: nothing to trample over to otherwise
                    assignments.append((attacker, amount, to_player, to_pw))
            else:
                assignments.append((attacker, amount, None, target))
        if any(t is not None and "Deathtouch" in ch.keywords for t, _ in split):
            rules.append("702.2b")
        if len(order) > 1:
            rules.append("510.1c")
        if "Trample" in ch.keywords and any(t is None for t, _ in split):
            rules.append("702.19b")
        if "Trample" in ch.keywords and isinstance(defender, int):
            rules.append("702.19d")  # trample over a planeswalker never reaches the player
    for blocker in blocking(game):
        if not _deals_damage_now(game, blocker, first_strike_step):
            continue
        power = _damage_amount(game, blocker, characteristics(game, blocker))
        targets = [game.obj(a) for a in game.blockers[blocker.id] if in_combat(game, a)]
        if power <= 0 or not targets:
            continue
        wanted = custom.get(blocker.alias or "", custom.get(blocker.name))
        banding = attacker_divides(game, targets) if len(targets) > 1 else None
        division: list[tuple[GameObject | None, int]]
        if banding is not None:  # 702.21k: the active player divides, in no order
            division = list(free_split(targets, power, wanted, banding))
            rules.append("702.21k")
            if wanted is None:
                band_defaults.append(banding.label)
        else:  # 510.1d: a creature blocking several divides its damage among them in its order
            division = _split(game, blocker, targets, power, False, wanted)
            rules.append("510.1d")
        for target, amount in division:
            assignments.append((blocker, amount, None, target))
        if wanted is None and len(targets) > 1:
            defaults.append(blocker.name)
    if not assignments:
        return
    game.log(
        "combat_damage_assigned",
        tuple(dict.fromkeys(rules)),
        assignments=[
            {"source": s.label, "amount": n, "target": p if o is None else o.label}
            for s, n, p, o in assignments
        ],
        first_strike=first_strike_step,
        default_division=defaults,
        banding_default=band_defaults,
    )
    # 510.2: dealt simultaneously; characteristics are taken before any of it is dealt
    # one damage event (lifelink gains once per source, 119.3f)
    from .replacement.damage import Hit, deal_damage_event

    sources = {s.id: characteristics(game, s) for s, _, _, _ in assignments}
    with game.simultaneously():
        deal_damage_event(
            game,
            [
                Hit(
                    source.label,
                    sources[source.id],
                    source.controller,
                    amount,
                    player=player,
                    obj=obj,
                    combat=True,
                    rules=("510.2",),
                    source_id=source.id,
                )
                for source, amount, player, obj in assignments
                if obj is None or in_combat(game, obj.id)
            ],
        )


def _split(
    game: Game, attacker: GameObject, order: list[GameObject], power: int, trample: bool, wanted
) -> list[tuple[GameObject | None, int]]:
    """510.1c, 702.19b: lethal damage to each blocker in order before the next; the rest to
    the last blocker, or with trample to the player.  A scenario may give its own division
    (``choose: {assign: {ATTACKER: {BLOCKER: N, player: N}}}``), checked against those rules."""
    if wanted:
        out: list[tuple[GameObject | None, int]] = []
        total = 0
        previous_lethal = True
        for o in order:
            key = o.alias or o.name
            amount = int(wanted.get(key, wanted.get(o.name, 0)))
            if amount and not previous_lethal:
                raise IllegalActionError(
                    "повреждения следующему блокирующему можно назначить, только когда "
                    "предыдущему назначены смертельные",
                    ("510.1c",),
                )
            previous_lethal = amount >= _lethal(game, attacker, o)
            if amount:
                out.append((o, amount))
            total += amount
        rest = int(wanted.get("player", 0))
        if rest:
            if not trample or not previous_lethal:
                raise IllegalActionError(
                    "игроку можно назначить повреждения, только если у атакующего есть "
                    "Пробивной удар и всем блокирующим назначены смертельные",
                    ("702.19b",),
                )
            out.append((None, rest))
            total += rest
        if total != power:
            raise IllegalActionError(
                f"нужно распределить ровно {power} повреждений, а распределено {total}", ("510.1a",)
            )
        return out
    out = []
    left = power
    for i, o in enumerate(order):
        last = i == len(order) - 1
        lethal = _lethal(game, attacker, o)
        amount = min(left, lethal) if (not last or trample) else left
        if amount:
            out.append((o, amount))
        left -= amount
        if not left:
            break
    if left and trample:
        out.append((None, left))
    elif left:
        out[-1] = (out[-1][0], out[-1][1] + left)
    return out


def remove_from_combat(game: Game, obj: GameObject) -> None:
    """506.4: an effect removes a creature from combat (regeneration, 701.12a)."""
    game.attackers.pop(obj.id, None)
    game.band_of.pop(obj.id, None)  # 702.21f: it leaves its band too
    game.blockers.pop(obj.id, None)
    for order in game.block_order.values():
        if obj.id in order:
            order.remove(obj.id)
    for targets in game.blockers.values():
        if obj.id in targets:
            targets.remove(obj.id)


def drop_noncreatures(game: Game) -> None:
    """506.4: an attacking or blocking creature that stops being a creature (a God whose
    devotion fell, 700.5) is removed from combat; it doesn't rejoin combat if it becomes a
    creature again.  Noticed whenever state-based actions are checked (704.3), as soulbond's
    pairs are (702.94e)."""
    for object_id in [*game.attackers, *game.blockers]:
        obj = game.objects.get(object_id)
        if obj is None or obj.zone != "battlefield":
            continue
        if "Creature" not in characteristics(game, obj).types:
            remove_from_combat(game, obj)
            game.log("removed_from_combat_not_creature", ("506.4",), card=obj.label)


def end_combat(game: Game) -> None:
    """511.3: when the end of combat step ends, everything is removed from combat."""
    if game.attackers or game.blockers:
        game.log("removed_from_combat", ("511.3",))
    game.attackers = {}
    game.blockers = {}
    game.blocked_this_combat = {}
    game.blocked = set()
    game.block_order = {}
    game.band_of = {}
    game.had_first_strike = set()
    game.first_strike_in_combat = False

    end_of_combat(game)


def redirect_to_planeswalker(game: Game, player: str, source_controller: str) -> GameObject | None:
    """306.7: noncombat damage to a player from an opponent's source may be dealt to a
    planeswalker that player controls instead (the scenario's ``choose: {redirect: ID}``)."""
    wanted = game.answers.get("redirect")
    if not wanted or source_controller == player:
        return None
    for obj in game.permanents(player):
        if (obj.alias == wanted or obj.name == wanted) and "Planeswalker" in characteristics(
            game, obj
        ).types:
            return obj
    return None


def put_token_attacking(game: Game, obj: GameObject) -> None:
    """508.4: a creature put onto the battlefield attacking by an effect that does not say
    what it attacks ("put a 1/1 red Goblin creature token onto the battlefield that's tapped
    and attacking"): its controller chooses a defending player or a planeswalker that player
    controls — the engine's choice is the defending player.  506.3a–b: a noncreature, or a
    creature of a player other than the attacking player, is never attacking; so is one put
    onto the battlefield outside the combat phase (506.1: only then are there attackers)."""
    from .turn import COMBAT_STEPS

    defenders = [p for p in game.opponents(obj.controller) if not game.player(p).lost]
    if (
        game.step not in COMBAT_STEPS
        or game.step == "beginning_of_combat"
        or "Creature" not in characteristics(game, obj).types
        or obj.controller != game.active
        or not defenders
    ):
        game.log("not_attacking", ("506.3a", "506.3b"), card=obj.label)
        return
    game.attackers[obj.id] = defenders[0]
    game.log("put_attacking", ("508.4",), card=obj.label, defender=defenders[0])


def put_token_blocking(game: Game, obj: GameObject, attacker: GameObject | None) -> None:
    """509.7: a creature put onto the battlefield blocking the attacking creature the effect
    names; the active player places it in that creature's damage assignment order — the
    engine's choice is last.  It is "blocking" but never "blocked" (no block triggers).
    506.3d: it is not blocking if that creature isn't attacking its controller or a
    planeswalker its controller controls (or isn't attacking at all, or it is no creature)."""
    defended = game.attackers.get(attacker.id) if attacker is not None else None
    if isinstance(defended, int) and game.exists(defended):
        defended = game.obj(defended).controller
    if (
        attacker is None
        or attacker.id not in game.attackers
        or "Creature" not in characteristics(game, obj).types
        or defended != obj.controller
    ):
        game.log("not_blocking", ("506.3d",), card=obj.label)
        return
    game.blockers[obj.id] = [attacker.id]
    game.blocked_this_combat[obj.id] = [attacker.id]
    game.blocked.add(attacker.id)
    game.block_order.setdefault(attacker.id, []).append(obj.id)
    game.log("put_blocking", ("509.7",), card=obj.label, attacker=attacker.label)


def put_attacking(res: Resolution, obj: GameObject) -> None:
    """508.4: a creature put onto the battlefield attacking attacks what the effect says — for
    ninjutsu (702.48a) what the returned creature attacked; an effect that says nothing
    ("return target creature card … to the battlefield tapped and attacking"): as
    :func:`put_token_attacking`; it is "attacking" but never
    "attacked" (no attack triggers).  506.3a–c: a noncreature, a creature of a player other
    than the attacking player, or a defender no longer there: never attacking."""
    game = res.game
    defender = res.item.choices.get("_returned_attacking")
    if defender is None:  # the effect doesn't say what it attacks: 508.4's choice
        put_token_attacking(game, obj)
        return
    if (
        "Creature" not in characteristics(game, obj).types
        or obj.controller != game.active
        or (isinstance(defender, str) and game.player(defender).lost)
        or (isinstance(defender, int) and not game.exists(defender))
    ):
        game.log("not_attacking", ("506.3a", "506.3b", "506.3c"), card=obj.label)
        return
    game.attackers[obj.id] = defender
    game.log("put_attacking", ("508.4", "702.48a"), card=obj.label, defender=str(defender))
