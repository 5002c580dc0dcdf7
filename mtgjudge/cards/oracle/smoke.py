"""Smoke play of compiled cards (issue 14, item 4): for a compiled card, generated scenarios in
a generic position — cast it, activate each of its abilities, attack with it and go through
the turn so that its triggers can happen — run without an internal error, and every rule the
events cite resolves to Russian text.

An action the rules refuse in the generic position (a filter the stand-in target does not
match, a target kind the position lacks) is fine: it is counted, not an error.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

ME, THEM = "Алиса", "Борис"
POOL = "{W}{U}{B}{R}{G}" * 6
# stand-in targets of the generic position, by target kind
TARGET_FOR = {
    "creature": "мишка-б",
    "creature_or_player": THEM,
    "player": THEM,
    "opponent": THEM,
    "permanent": "мишка-б",
    "land": "лес-б",
    "artifact": "птица-б",
    "artifact_or_enchantment": "птица-б",
    "creature_or_planeswalker": "мишка-б",
}
SUBJECT = "испытуемая"


@dataclass
class SmokeReport:
    """What happened to one card's smoke scenarios."""

    name: str
    scenarios: int = 0
    refused: int = 0
    skipped: list[str] = field(default_factory=list)
    errors: list[str] = field(default_factory=list)
    unresolved_rules: list[str] = field(default_factory=list)

    @property
    def ok(self) -> bool:
        return not self.errors and not self.unresolved_rules


def _target(spec: Any) -> str | None:
    if isinstance(spec, str):
        spec = {"kind": spec}
    if spec.get("filter", {}).get("controller") == "you" and spec["kind"] == "creature":
        return "мишка-а"
    return TARGET_FOR.get(spec["kind"])


def _targets(ability: dict) -> list[str] | None:
    out = []
    for spec in ability.get("targets", []):
        chosen = _target(spec)
        if chosen is None:
            return None
        out.append(chosen)
    return out


def _base(card: dict) -> dict:
    return {
        "title": f"Проверка карты {card['name']}",
        "cards": [card],
        "players": {
            ME: {
                "mana_pool": POOL,
                "battlefield": [{"card": "Grizzly Bears", "id": "мишка-а"}, "Forest", "Forest"],
                "hand": ["Grizzly Bears"],
            },
            THEM: {
                "battlefield": [
                    {"card": "Grizzly Bears", "id": "мишка-б"},
                    {"card": "Forest", "id": "лес-б"},
                    {"card": "Ornithopter", "id": "птица-б"},
                ]
            },
        },
        "turn": {"active": ME, "step": "main1", "number": 3},
    }


def _on_battlefield(card: dict) -> dict | None:
    """The card as a permanent of the generic position (an Aura attached to what it can enchant)."""
    entry: dict[str, Any] = {"card": card["name"], "id": SUBJECT}
    if "Planeswalker" in card["types"]:
        entry["counters"] = {"loyalty": max(card.get("loyalty", 0), 9)}
    if "enchant" in card:
        host = _target(card["enchant"])
        if host is None or host == THEM:
            return None
        entry["attached_to"] = host
    # "as ~ enters the battlefield, choose …" (614.1c): a permanent already there says what
    choice = (card.get("as_enters") or {}).get("choose")
    if choice == "word":  # "choose Khans or Dragons": the first word
        entry["chosen"] = card["as_enters"]["words"][0]
    elif choice is not None:
        entry["chosen"] = AS_ENTERS_ANSWERS[choice]
    return entry


# the generic position's answer to "as ~ enters, choose …" for a permanent already in play
# (every kind of ``format.AS_ENTERS_CHOICES`` but ``word``, which takes the card's first word)
AS_ENTERS_ANSWERS = {
    "color": "white",
    "creature_type": "Bear",
    "player": THEM,
    "opponent": THEM,
    "name": "Grizzly Bears",  # 201.3: a card name that exists
    "nonland_name": "Grizzly Bears",
}


def _split_scenarios(card: dict) -> tuple[list[tuple[str, dict]], list[str]]:
    """A split card (708.2a): each half cast on its own (its modes and targets as a card of
    its own), and both at once with fuse (702.101a)."""
    out: list[tuple[str, dict]] = []
    skipped: list[str] = []
    casts: list[tuple[str, dict]] = []
    for number, half in enumerate(card["halves"], 1):
        made, missed = scenarios(half)
        for label, s in made:
            casts.append(
                (
                    f"half{number}-{label}",
                    dict(s["actions"][0], cast=card["name"], half=half["name"]),
                )
            )
        skipped += missed
    if all("Fuse" in h.get("keywords", ()) for h in card["halves"]):
        targets: list[str] = []
        for half in card["halves"]:
            spell = half.get("spell") or {}
            found = _targets(spell) if not spell.get("modes") else None
            if found is None:
                skipped.append("Слияние: нет подходящей цели в общей позиции")
                break
            targets += found
        else:
            fused: dict[str, Any] = {"cast": card["name"], "by": ME, "fuse": True}
            if targets:
                fused["targets"] = targets
            casts.append(("fused", fused))
    for label, action in casts:
        s = _base(card)
        s["players"][ME]["hand"] = [card["name"], "Grizzly Bears"]
        s["actions"] = [action, {"resolve": "all"}]
        out.append((label, s))
    return out, skipped


def scenarios(card: dict) -> tuple[list[tuple[str, dict]], list[str]]:
    """The smoke scenarios of a compiled card mapping, and what could not be exercised."""
    if "halves" in card:
        return _split_scenarios(card)
    out: list[tuple[str, dict]] = []
    skipped: list[str] = []
    name = card["name"]
    types = set(card["types"])
    # 1. cast it (its spell ability, or the permanent and its enters-the-battlefield triggers)
    spell = card.get("spell") or {}
    modes = spell.get("modes") or [spell]
    chosen: list[list[int]] = [[i] for i in range(1, len(modes) + 1)]
    if spell.get("choose", 1) == 2:  # "Choose two —" (700.2): each mode with the next one
        chosen = [sorted({i, i % len(modes) + 1}) for i in range(1, len(modes) + 1)]
    for i, numbers in enumerate(chosen, 1):
        mode = {"targets": [t for m in numbers for t in modes[m - 1].get("targets", [])]}
        cast: dict[str, Any] = {"cast": name, "by": ME}
        if "Land" in types:
            cast = {"play_land": name, "by": ME}
        targets = _targets(mode) if mode else []
        if "enchant" in card:
            targets = _targets({"targets": [card["enchant"]]})
        if targets is None:
            skipped.append("розыгрыш: нет подходящей цели в общей позиции")
            continue
        if targets and "cast" in cast:
            cast["targets"] = targets
        if len(modes) > 1:
            cast["modes"] = numbers
        if "{X}" in card.get("cost", ""):
            cast["x"] = 1
        s = _base(card)
        s["players"][ME]["hand"] = [name, "Grizzly Bears"]
        s["actions"] = [cast, {"resolve": "all"}]
        out.append((f"cast{i}", s))
    if "Instant" in types or "Sorcery" in types:
        return out, skipped
    # 2. activate each ability on the battlefield
    for i, ability in enumerate(card.get("abilities", []), 1):
        targets = _targets(ability)
        if targets is None:
            skipped.append(f"способность {i}: нет подходящей цели в общей позиции")
            continue
        entry = _on_battlefield(card)
        if entry is None:
            skipped.append(f"способность {i}: Ауру не к чему прикрепить в общей позиции")
            continue
        s = _base(card)
        s["players"][ME]["battlefield"].append(entry)
        act: dict[str, Any] = {"activate": SUBJECT, "by": ME, "ability": i}
        if targets:
            act["targets"] = targets
        if "X" in str(ability.get("cost", "")) or "X" in str(ability.get("loyalty", "")):
            act["x"] = 1
        s["actions"] = [act, {"resolve": "all"}]
        out.append((f"activate{i}", s))
    # 3. a turn with it on the battlefield: another creature enters, it attacks, the turn ends
    entry = _on_battlefield(card)
    toughness = card.get("toughness", 1)  # "*": defined by an ability (604.3)
    if "Creature" in types and isinstance(toughness, int) and toughness <= 0:
        skipped.append("ход: существо с выносливостью 0 сразу умирает (704.5f)")
        entry = None
    if entry is not None and (card.get("triggers") or "Creature" in types):
        s = _base(card)
        s["players"][ME]["battlefield"].append(entry)
        s["turn"] = {"active": ME, "step": "upkeep", "number": 3}
        actions: list[dict] = [
            {"goto": "main1"},
            {"cast": "Grizzly Bears", "by": ME},
            {"resolve": "all"},
        ]
        # a state trigger ("when you control no Islands, sacrifice it", 603.8) may have removed
        # it before combat in the generic position: then it does not attack
        state = any(t.get("when") == "state" for t in card.get("triggers", []))
        if "Creature" in types and "Defender" not in card.get("keywords", []) and not state:
            actions.append({"attack": {SUBJECT: THEM}})
        actions.append({"goto": {"step": "upkeep", "turn": 5}})
        s["actions"] = actions
        out.append(("turn", s))
    return out, skipped


def smoke(card: dict) -> SmokeReport:
    """Run a compiled card's smoke scenarios."""
    import yaml

    import mtgjudge.rules

    from ...explain.report import run_json
    from ...scenario.model import ScenarioError, load_scenario
    from ...scenario.runner import Runner

    report = SmokeReport(card["name"])
    generated, report.skipped = scenarios(card)
    for label, data in generated:
        text = yaml.safe_dump(data, allow_unicode=True, sort_keys=False)
        report.scenarios += 1
        try:
            loaded = load_scenario(f"<{card['name']}: {label}>", text)
        except ScenarioError as exc:
            report.errors.append(f"{label}: сценарий не загрузился: {exc.problems[0]}")
            continue
        try:
            result = Runner(loaded).run()
            run_json(result)
        except ScenarioError as exc:
            if f"«{SUBJECT}» нет на поле битвы" in str(exc.problems[0]):
                # the generic turn assumed the card stays on the battlefield until combat; it
                # left (a "*" toughness of 0: 704.5f; a sacrifice trigger): not an engine defect
                report.refused += 1
            else:
                report.errors.append(f"{label}: {exc.problems[0]}")
            continue
        except Exception as exc:  # the point of the smoke test: any internal error is reported
            report.errors.append(f"{label}: {type(exc).__name__}: {exc}")
            continue
        if result.refusal is not None:
            report.refused += 1
        for rule in result.cited():
            try:
                found = mtgjudge.rules.get(rule)
            except LookupError:
                found = None
            if found is None or not found.text:
                report.unresolved_rules.append(f"{label}: {rule}")
    return report
