"""Banding (702.21): attacking bands, how a band becomes blocked, and who divides combat damage.

* 702.21c–d: as attackers are declared, the active player may put one or more attacking
  creatures with banding and up to one without it into a band (the scenario's answer
  ``choose: {bands: [[ID, ID, …], …]}``); all of a band attack the same player or
  planeswalker.  The band lasts for the rest of combat (702.21e) — a member removed from
  combat leaves it (702.21f).
* 702.21h: a creature that blocks one member of a band blocks every member.
* 702.21i: when an effect makes one member of a band blocked ("target unblocked attacking
  creature becomes blocked", 509.1h), the whole band becomes blocked (effect verb
  ``become_blocked``).
* 702.21j: an attacking creature blocked by a creature with banding has its combat damage
  divided by the defending player, among any of its blockers (not in damage assignment order).
* 702.21k: a creature blocking a creature with banding has its combat damage divided by the
  active player, among any of the creatures it blocks.

"Bands with other [quality]" (702.21b): one or more attacking [quality] creatures with it and
any number of other attacking [quality] creatures may form a band (702.21c); blocked by (or
blocking) a [quality] creature with it and another [quality] creature, damage is divided as for
banding (702.21j–k).  Qualities: legendary creatures, creatures named NAME, a creature type in
the plural (Dinosaurs).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .characteristics import characteristics
from .events import IllegalActionError
from .state import Game, GameObject

if TYPE_CHECKING:
    from .effects import Resolution


def _has_banding(game: Game, obj: GameObject) -> bool:
    return "Banding" in characteristics(game, obj).keywords


def _band_qualities(game: Game, obj: GameObject) -> list[str]:
    """The qualities of the object's "bands with other …" abilities (702.21b)."""
    return [
        str(k.parameter)
        for k in characteristics(game, obj).keyword_values
        if k.name == "Bands with other" and k.parameter
    ]


def _of_quality(game: Game, obj: GameObject, quality: str) -> bool:
    """Whether ``obj`` is a [quality] creature of "bands with other [quality]"."""
    from ..cards.protection import IRREGULAR_PLURALS

    ch = characteristics(game, obj)
    if "Creature" not in ch.types:
        return False
    if quality == "legendary creatures":
        return "Legendary" in ch.supertypes
    if quality.startswith("creatures named "):
        return ch.name == quality[len("creatures named ") :]
    plural = quality[:1].upper() + quality[1:]
    subtype = IRREGULAR_PLURALS.get(plural, plural[:-1])
    return subtype in ch.subtypes


def _bands_with_other(game: Game, members: list[GameObject]) -> bool:
    """702.21c (second sentence), 702.21j–k: one of them has "bands with other [quality]" and
    every one of them (at least two) is a [quality] creature."""
    if len(members) < 2:
        return False
    qualities = {q for m in members for q in _band_qualities(game, m)}
    return any(all(_of_quality(game, m, q) for m in members) for q in qualities)


def _resolve(game: Game, ref: str, attackers: dict[int, str | int]) -> int:
    for i in attackers:
        obj = game.obj(i)
        if ref in (obj.alias, obj.name, obj.card.name_ru):
            return i
    raise IllegalActionError(
        f"«{ref}» не объявлен атакующим: в отряд входят атакующие", ("702.21c",)
    )


def declare_bands(game: Game, attackers: dict[int, str | int]) -> list[list[int]]:
    """702.21c–d: the bands of this declaration, checked; remembered in ``game.band_of``."""
    answer = game.answers.get("bands") or []
    bands: list[list[int]] = []
    seen: set[int] = set()
    for refs in answer:
        members = [_resolve(game, str(r), attackers) for r in refs]
        if len(members) < 2:
            raise IllegalActionError("в отряде должно быть хотя бы два существа", ("702.21c",))
        if seen & set(members) or len(set(members)) != len(members):
            raise IllegalActionError(
                "каждое существо может входить только в один отряд", ("702.21c",)
            )
        seen |= set(members)
        without = [i for i in members if not _has_banding(game, game.obj(i))]
        if (len(without) > 1 or len(without) == len(members)) and not _bands_with_other(
            game, [game.obj(i) for i in members]
        ):
            raise IllegalActionError(
                "в отряд входят существа с Объединением и не больше одного существа без него "
                "(или существа одного качества, у одного из которых «Объединение с другими» "
                "этого качества)",
                ("702.21c",),
            )
        if len({attackers[i] for i in members}) > 1:
            raise IllegalActionError(
                "все существа отряда должны атаковать одного игрока или planeswalker-а",
                ("702.21d",),
            )
        bands.append(members)
    game.band_of = {i: n for n, members in enumerate(bands) for i in members}
    return bands


def band_mates(game: Game, attacker_id: int) -> list[int]:
    """The other creatures of ``attacker_id``'s band still attacking (702.21f)."""
    band = game.band_of.get(attacker_id)
    if band is None:
        return []
    return [
        i for i, n in game.band_of.items() if n == band and i != attacker_id and i in game.attackers
    ]


def extend_blocks(game: Game, blockers: dict[int, list[int]]) -> list[tuple[int, list[int]]]:
    """702.21h: each blocker also blocks the rest of the band of every creature it blocks.
    Returns (blocker, attackers added) pairs."""
    added: list[tuple[int, list[int]]] = []
    for blocker_id, targets in blockers.items():
        more = [m for a in list(targets) for m in band_mates(game, a) if m not in targets]
        more = list(dict.fromkeys(more))
        if more:
            targets.extend(more)
            added.append((blocker_id, more))
    return added


def defender_divides(game: Game, blockers: list[GameObject]) -> GameObject | None:
    """702.21j: the first blocker with banding, when one of the attacker's blockers has it, or
    the first with "bands with other [quality]" when it and another [quality] creature block
    (the defending player then divides the attacker's damage); None otherwise."""
    return next((b for b in blockers if _has_banding(game, b)), None) or _other_band(game, blockers)


def _other_band(game: Game, objs: list[GameObject]) -> GameObject | None:
    """The creature with "bands with other [quality]" among ``objs`` when another [quality]
    creature is among them too (702.21j–k)."""
    for obj in objs:
        for quality in _band_qualities(game, obj):
            if _of_quality(game, obj, quality) and any(
                o is not obj and _of_quality(game, o, quality) for o in objs
            ):
                return obj
    return None


def attacker_divides(game: Game, attackers: list[GameObject]) -> GameObject | None:
    """702.21k: the first blocked creature with banding, when the blocker blocks one, or with
    "bands with other [quality]" when it blocks it and another [quality] creature (the active
    player then divides the blocker's damage); None otherwise."""
    return next((a for a in attackers if _has_banding(game, a)), None) or _other_band(
        game, attackers
    )


def free_split(
    recipients: list[GameObject], power: int, wanted: dict | None, default: GameObject
) -> list[tuple[GameObject, int]]:
    """A division "as he or she chooses among any number of" the recipients (702.21j–k): the
    scenario's ``choose: {assign: {CREATURE: {RECIPIENT: N}}}``, or by default all of it to
    ``default`` (the creature with banding)."""
    if not wanted:
        return [(default, power)]
    out: list[tuple[GameObject, int]] = []
    total = 0
    for o in recipients:
        amount = int(wanted.get(o.alias or "", wanted.get(o.name, 0)))
        if amount:
            out.append((o, amount))
            total += amount
    if total != power:
        raise IllegalActionError(
            f"нужно распределить ровно {power} повреждений, а распределено {total}", ("510.1a",)
        )
    return out


def become_blocked(res: Resolution, e: dict) -> None:
    """509.1h: an effect makes an attacking creature blocked although no creature blocks it (it
    stays blocked for the rest of combat and deals no combat damage unless it has trample,
    510.1c, 702.19c).  702.21i: if it is in a band, the entire band becomes blocked.  Each
    creature that becomes blocked this way triggers "whenever ~ becomes blocked" (event
    ``became_blocked``, no blockers)."""
    game = res.game
    for obj in res.objects(e["become_blocked"]):
        if obj.zone != "battlefield" or obj.id not in game.attackers:
            continue  # no longer attacking: nothing to block (506.4)
        for member in [obj.id] + band_mates(game, obj.id):
            if member in game.blocked:
                continue
            game.blocked.add(member)
            game.log(
                "became_blocked",
                ("509.1h",) + (("702.21i",) if member != obj.id else ()),
                card=game.obj(member).label,
                blockers=[],
                blocker_ids=[],
                id=member,
                by_effect=res.source_name,
                band_of=obj.label if member != obj.id else None,
            )
