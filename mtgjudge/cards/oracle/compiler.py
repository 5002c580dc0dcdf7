"""The Oracle compiler: a card's Oracle text → the card format's abilities, all or nothing per
ability, verified by round trip.

Pipeline (one module per stage): :mod:`.rewrite` (2015 wording, reminder text, CARDNAME) →
:func:`route` (this module: which kind of ability each line is) → :mod:`.grammar` (clause
grammars) → :mod:`.semantics` (ability values) → :mod:`.render` (back to English; the ability
counts only if the rendering equals the line).  A card is *compiled* when every ability is;
its mapping then goes through :func:`mtgjudge.cards.format.card_from_dict` like a hand-written
card.  Every refused ability is an :class:`Unsupported` record: the clause, the reason (with the
column), the rule the engine would need.
"""

from __future__ import annotations

import re
from dataclasses import replace
from typing import Any

from ..definition import BASIC_MANA, LAYOUT_RULES, OUTSIDE_RULES_TYPES
from . import keywords as kw
from .render import (
    RenderError,
    ability_text,
    activated_text,
    as_enters_text,
    prevention_text,
    replacement_text,
    static_text,
    trigger_text,
)
from .results import (
    AbilityResult,
    CardResult,
    Clause,
    Problem,
    half_names_ru,
    merge_abilities,
    strip_layout,
)
from .rewrite import CARDNAME, normalise, to_2015
from .semantics import THAT_PLAYER, THAT_PLAYER_EVENTS, Builder, Unsupported
from .vocabulary import ABILITY_WORDS, ACTION_RULES

KIND_RULES = {
    "keyword": "702.1",
    "triggered": "603.1",
    "activated": "602.1",
    "static": "604.1",
    "spell": "608.2",
    "replacement": "614.1",
    "card": "100.1",
}
KIND_RU = {
    "keyword": "ключевые слова",
    "triggered": "срабатывающая",
    "activated": "активируемая",
    "static": "статическая",
    "spell": "текст заклинания",
    "replacement": "замещения",
    "card": "карта",
}
# 207.2c: an ability word at the start of a line is a label only; any other "Word — " is not
# dropped (a label the rules don't know must not silently vanish)
_ABILITY_WORD = re.compile(r"^(" + "|".join(w.capitalize() for w in ABILITY_WORDS) + r") — (?!•)")
_COST_HEAD = re.compile(
    r"^(?:[+−-]?(?:\d+|X)|(?:\{[^}]+\}|Sacrifice|Pay|Discard|Exile|Tap|Untap|Remove|Return|Put|Reveal)[^:\"]*): "
)
_REPLACEMENT = re.compile(
    r"\bwould\b.*\binstead\b|enters the battlefield (tapped|with)|^As CARDNAME (enters|is turned face up)|"
    r"^If .* would"
)


# -- stage 2: the line router ----------------------------------------------------------------


def route(text: str, *, is_spell: bool) -> list[Clause]:
    """Split a normalised text into abilities and tell their kinds (keyword line, activated
    "cost: effect", triggered "when/whenever/at", replacement "… would … instead", the text of
    an instant or sorcery, static).  Bullets of "Choose one —" join their line; ability words
    (207.2c, no rules meaning) are dropped."""
    clauses: list[Clause] = []
    for raw in text.split("\n"):
        line = _ABILITY_WORD.sub("", raw)
        if line.startswith("•") and clauses:
            last = clauses[-1]
            clauses[-1] = Clause(last.kind, f"{last.text} {line}")
            continue
        if kw.split_line(line) is not None:
            kind = "keyword"
        elif re.match(r"^(When|Whenever|At) ", line):
            kind = "triggered"
        elif _COST_HEAD.match(line):
            kind = "activated"
        elif is_spell and line.startswith("If ") and ", instead " in line:
            kind = "spell"  # 614.15: "If …, instead …" replaces the spell's instruction before it
        elif (_REPLACEMENT.search(line) and not (is_spell and not line.startswith("If "))) or (
            not is_spell and line.startswith(("Prevent all ", "Skip your "))
        ):  # a spell's "… deals 2 damage … If that creature would die, exile it instead." is
            # its instructions (608.2c), not a replacement ability of the card
            kind = "replacement"  # 615.1a: a static prevention ability is one too
        elif line.startswith(f"As an additional cost to cast {CARDNAME}, "):
            kind = "static"  # 601.2b: a cost of casting the spell, not an instruction
        elif line == f"{CARDNAME} can't be countered.":
            kind = "static"  # a static ability of the spell, working on the stack (112.6)
        elif is_spell:
            kind = "spell"
        else:
            kind = "static"
        if (
            kind == "spell"
            and clauses
            and clauses[-1].kind == "spell"
            and not clauses[-1].text.startswith("Choose")
        ):
            clauses[-1] = Clause("spell", f"{clauses[-1].text} {line}")  # one spell ability (608.2)
        else:
            clauses.append(Clause(kind, line))
    return clauses


# -- stage 3–5 per ability ---------------------------------------------------------------------


def _parse_error(exc: Exception, clause: Clause) -> Problem:
    from lark.exceptions import UnexpectedCharacters, UnexpectedToken

    column = getattr(exc, "column", None)
    if isinstance(exc, UnexpectedToken):
        token = exc.token
        if token.type == "$END":
            reason = "фраза оборвалась: движок ждёт продолжения"
            column = len(clause.text) + 1
        elif token.type == "WORD":
            reason = f"неизвестное слово «{token}»"
        else:
            reason = f"здесь движок не ждёт «{token}»"
    elif isinstance(exc, UnexpectedCharacters):
        reason = f"непонятный знак «{clause.text[exc.pos_in_stream or 0]}»"
    else:
        reason = "фраза не читается"
    return Problem(reason, _rule_for(clause, column), column)


def _rule_for(clause: Clause, column: int | None) -> str:
    """The rule an unreadable clause would need: the first keyword action from the stopping point
    (701), else the rule of its kind of ability."""
    words = re.findall(r"[a-z]+", clause.text.lower()[(column or 1) - 1 :])
    for word in words:
        for action, rule in ACTION_RULES.items():
            if word == action or word == action + "s":
                return rule
    return KIND_RULES[clause.kind]


INTERNAL = "ошибка компилятора"
START = {
    "spell": "spell",
    "activated": "activated",
    "triggered": "triggered",
    "static": "static",
    "replacement": "replacement",
}


QUOTED = re.compile(r'"([^"]+)"')
QUOTED_WORD = "quotedability"  # what a quoted ability is read as in the outer clause
# how a granted ability names the object that has it ("this creature", "this permanent", …)
THIS = re.compile(r"\bthis (creature|permanent|land|artifact|enchantment)\b")
SELF_GRANT = re.compile(
    rf"(^|, ){CARDNAME} (gets [+-−][0-9X]+/[+-−][0-9X]+ and )?(has|gains) {QUOTED_WORD}"
)
# "put a green Treefolk Warrior creature token onto the battlefield with "This creature's
# power and toughness are each equal to …"" (110.5, 604.3): a token's static ability
TOKEN_WITH = re.compile(rf"\bcreature token onto the battlefield with {QUOTED_WORD}\.?$")
# the card format's key of a compiled ability → the key of a quoted ability's value
QUOTED_KINDS = {"abilities": "activated", "triggers": "triggered", "replacements": "replacement"}
# "You get an emblem with "…" [and "…"]." (113.2): every quoted ability of the clause is the
# emblem's, and may be a static or replacement ability too (113.1: any abilities)
EMBLEM_WITH = re.compile(rf"\bgets? an emblem with {QUOTED_WORD}( and {QUOTED_WORD})?\.?$")


def _quoted_abilities(clause: Clause) -> tuple[str, list[dict]] | Problem:
    """ "Enchanted creature has "{R}: This creature gets +1/+0 until end of turn."" (613.1f):
    each quoted ability is compiled on its own ("this creature" is the object that has it:
    the granted ability's own source, the card format's ``self``) and the outer clause is read
    with a placeholder word in its place.  Returns the text to parse and the granted values
    (``{activated: …}`` / ``{triggered: …}``), or why not."""
    granted: list[dict] = []
    # "CARDNAME has "When CARDNAME dies, …"": the card gives the ability to itself, so its name
    # in the quotes is the object that has the ability (the card format's ``self``)
    placed = QUOTED.sub(QUOTED_WORD, clause.text)
    to_itself = SELF_GRANT.search(placed) is not None
    emblem = (found := EMBLEM_WITH.search(placed)) is not None and placed.count(
        QUOTED_WORD
    ) == found.group(0).count(QUOTED_WORD)
    kinds = ("activated", "triggered") + (("static", "replacement") if emblem else ())
    if TOKEN_WITH.search(placed) and placed.count(QUOTED_WORD) == 1:
        kinds += ("static",)  # a token's characteristic-defining ability (604.3, 110.5)
    for inner in QUOTED.findall(clause.text):
        nouns = set(THIS.findall(inner.lower()))
        if CARDNAME in inner and (not to_itself or nouns):
            return Problem("в кавычках названа сама карта, а не «this creature»", "613.1f")
        if len(nouns) > 1:
            return Problem("в кавычках сама способность названа по-разному", "613.1f")
        noun = CARDNAME if CARDNAME in inner else nouns.pop() if nouns else "creature"
        text = inner.replace(f"This {noun}", CARDNAME).replace(f"this {noun}", CARDNAME)
        open_end = not text.endswith(".")  # '… gain "{T}: …" until end of turn' (no stop)
        routed = route(text + "." if open_end else text, is_spell=False)
        if len(routed) != 1 or routed[0].kind not in kinds:
            return Problem("способность в кавычках — не активируемая и не срабатывающая", "613.1f")
        result = compile_clause(routed[0])
        if not result.ok:
            assert result.problem is not None
            return Problem(f"в кавычках: {result.problem.reason}", result.problem.rule)
        keys = {key for key, _ in result.parts}
        if routed[0].kind == "static" and keys == {"static"}:
            # an emblem's static ability (113.1): one line, maybe several entries ("get +2/+2
            # and have flying")
            entry: dict[str, Any] = {"static": [value for _, value in result.parts]}
        elif len(result.parts) != 1 or result.parts[0][0] not in QUOTED_KINDS:
            # "Whenever this creature attacks or blocks, …": two triggers
            return Problem("способность в кавычках из нескольких частей", "613.1f")
        else:
            ((key, value),) = result.parts
            entry = {QUOTED_KINDS[key]: value}
        if noun != "creature":
            entry["_this"] = noun  # how the ability names the object that has it
        if open_end:
            entry["_open"] = True  # quoted without its full stop
        granted.append(entry)
    text = placed
    if clause.text.endswith('"'):  # the sentence's full stop is inside the quotes
        text += "."
    return text, granted


def quoted_text(value: dict) -> str:
    """A granted ability as Oracle quotes it: the card's own reference is "this creature"."""
    ((kind, body),) = [(k, v) for k, v in value.items() if not k.startswith("_")]
    noun = value.get("_this", "creature")
    text = (activated_text if kind == "activated" else trigger_text)(body)
    if value.get("_open"):
        if not text.endswith("."):
            raise RenderError("quoted ability without its full stop")
        text = text[:-1]
    if noun == CARDNAME:  # the card gives the ability to itself and names itself
        return f'"{text}"'
    text = re.sub(rf"(^|\. |: ){CARDNAME}", rf"\1This {noun}", text)
    return '"' + text.replace(CARDNAME, f"this {noun}") + '"'


# 614.12b: "As CARDNAME enters the battlefield, choose Khans or Dragons. • Khans — … • Dragons —
# …" (the Sieges): a choice as it enters, and an ability for each word
_CHOOSE_WORDS = re.compile(
    rf"^As {CARDNAME} enters the battlefield, choose ([A-Z][a-z]+) or ([A-Z][a-z]+)\. "
    r"• \1 — (.+) • \2 — (.+)$"
)


def _compile_word_abilities(clause: Clause, m: re.Match) -> AbilityResult:
    """ "Choose Khans or Dragons. • Khans — ABILITY • Dragons — ABILITY" (614.12b): the choice
    (``as_enters: {choose: word, words}``) and each word's triggered ability with ``chosen:
    WORD`` — the permanent has it only if that word was chosen.  Each ability compiles on its
    own, all or nothing; an ability of another kind (a static one) is refused."""
    words = [m[1], m[2]]
    parts: list[tuple[str, Any]] = [("as_enters", {"choose": "word", "words": words})]
    for word, text in zip(words, (m[3], m[4])):
        routed = route(text, is_spell=False)
        if len(routed) != 1 or routed[0].kind != "triggered":
            return AbilityResult(
                clause, problem=Problem(f"«{word} —»: не срабатывающая способность", "614.12b")
            )
        result = compile_clause(routed[0])
        if not result.ok:
            assert result.problem is not None
            return AbilityResult(
                clause,
                problem=Problem(f"«{word} —»: {result.problem.reason}", result.problem.rule),
            )
        if len(result.parts) != 1 or result.parts[0][0] != "triggers":
            return AbilityResult(
                clause, problem=Problem(f"«{word} —»: способность из нескольких частей", "614.12b")
            )
        parts.append(("triggers", {**result.parts[0][1], "chosen": word}))
    try:
        rendered = render_parts(clause.kind, tuple(parts))
    except (RenderError, KeyError, IndexError, TypeError) as exc:
        return AbilityResult(
            clause, tuple(parts), Problem(f"нет обратной записи: {exc}", KIND_RULES[clause.kind])
        )
    if rendered != clause.text:
        return AbilityResult(
            clause,
            tuple(parts),
            Problem(f"обратная запись отличается: «{rendered}»", KIND_RULES[clause.kind]),
            rendered,
        )
    return AbilityResult(clause, tuple(parts), None, rendered)


def _word_abilities_text(parts: tuple[tuple[str, Any], ...]) -> str:
    """ "As CARDNAME enters the battlefield, choose Khans or Dragons. • Khans — … • Dragons — …" """
    (key, choice), *rest = parts
    words = choice.get("words")
    if key != "as_enters" or set(choice) != {"choose", "words"} or not isinstance(words, list):
        raise RenderError("as_enters words")
    if len(words) != 2 or [v.get("chosen") for _, v in rest] != words:
        raise RenderError("one ability for each word")
    text = f"As {CARDNAME} enters the battlefield, choose {words[0]} or {words[1]}."
    for k, value in rest:
        if k != "triggers":
            raise RenderError(k)
        body = {x: v for x, v in value.items() if x != "chosen"}
        text += f" • {value['chosen']} — {trigger_text(body)}"
    return text


def compile_clause(clause: Clause) -> AbilityResult:
    """All or nothing: the values of one ability, or the reason it is refused."""
    if clause.kind == "keyword":
        return _compile_keywords(clause)
    if clause.kind == "replacement" and (m := _CHOOSE_WORDS.match(clause.text)):
        return _compile_word_abilities(clause, m)
    from lark.exceptions import LarkError

    from .grammar import parser

    text, granted = clause.text, list[dict]()
    if '"' in text:
        quoted = _quoted_abilities(clause)
        if isinstance(quoted, Problem):
            return AbilityResult(clause, problem=quoted)
        text, granted = quoted
    grammar = (
        parser()
    )  # a grammar that does not build is a defect: raised, never one refusal per ability
    try:
        tree = grammar.parse(text.lower(), start=START[clause.kind])
    except LarkError as exc:
        return AbilityResult(clause, problem=_parse_error(exc, clause))
    try:
        value = Builder(granted).build(tree)
    except Unsupported as exc:
        return AbilityResult(clause, problem=Problem(exc.reason, exc.rule, exc.column))
    except (KeyError, IndexError, TypeError, ValueError, AttributeError) as exc:
        # a defect of the compiler: the ability is refused (never half-built) and the
        # reason says so; tests require none of these on the fixed sample
        return AbilityResult(
            clause,
            problem=Problem(f"{INTERNAL} ({type(exc).__name__}: {exc})", KIND_RULES[clause.kind]),
        )
    parts = _parts(clause.kind, value)
    if not all(_that_much_ok(part) for _, part in parts):
        return AbilityResult(
            clause,
            problem=Problem("«that much»: событие срабатывания без количества", "603.2"),
        )
    if not all(_blocks_it_ok(key, part) for key, part in parts):
        return AbilityResult(
            clause, problem=Problem("«blocks it»: «it» — не атакующий источник", "509.1c")
        )
    if not all(_that_players_permanents_ok(key, part) for key, part in parts):
        return AbilityResult(
            clause,
            problem=Problem("«that player controls» там, где движок не знает того игрока", "603.2"),
        )
    try:
        rendered = render_parts(clause.kind, parts)
        if clause.text.endswith('"') and rendered.endswith('".'):
            rendered = rendered[:-1]
    except (RenderError, KeyError, IndexError, TypeError) as exc:
        return AbilityResult(
            clause, parts, Problem(f"нет обратной записи: {exc}", KIND_RULES[clause.kind])
        )
    if rendered != clause.text:
        return AbilityResult(
            clause,
            parts,
            Problem(
                f"обратная запись отличается: «{rendered}»",
                KIND_RULES[clause.kind],
                _diff_column(rendered, clause.text),
            ),
            rendered,
        )
    return AbilityResult(clause, parts, None, rendered)


def _blocks_it_ok(key: str, value: Any) -> bool:
    """ "… blocks it this combat if able" (family combat3_blocks): the engine's attacker is the
    source, so "it" must be the source — only in the source's own attack trigger (508.1)."""
    import json

    if "combat3_blocks_it_this_combat" not in json.dumps(value, default=str):
        return True
    return (
        key == "triggers"
        and value.get("when") == "attacks"
        and not value.get("of")  # "whenever equipped creature attacks": not the source
        and "modes" not in value
    )


# trigger events the engine gives an amount ("that much", "that many", 603.2): the damage
# dealt in the event, the life gained
AMOUNT_EVENTS = frozenset(
    {
        "dealt_damage",
        "dealt_combat_damage",
        "you_dealt_combat_damage",
        "deals_damage",
        "a_creature_dealt_damage",
        "a_creature_deals_damage",
        "deals_combat_damage_to_player",
        "deals_combat_damage_to_opponent",
        "deals_damage_to_player",
        "deals_damage_to_opponent",
        "a_creature_deals_combat_damage_to_player",
        "a_creature_deals_combat_damage_to_opponent",
        "a_creature_deals_damage_to_opponent",
        "you_gain_life",
    }
)


def _that_much_ok(value: Any, when: str | None = None) -> bool:
    """ "That much" / "that many" in a triggered ability (a granted one too) only after an event
    the engine gives an amount (603.2); elsewhere other checks decide."""
    if value == "that_much":
        return when is None or when in AMOUNT_EVENTS
    if isinstance(value, dict):
        when = value.get("when", when)
        return all(_that_much_ok(v, when) for v in value.values())
    if isinstance(value, list):
        return all(_that_much_ok(v, when) for v in value)
    return True


def _names_that_player(value: Any) -> bool:
    """Whether a filter in ``value`` is ``controller: that_player`` ("… that player controls")."""
    if isinstance(value, dict):
        return value.get("controller") == THAT_PLAYER or any(
            _names_that_player(v) for v in value.values()
        )
    if isinstance(value, list):
        return any(_names_that_player(v) for v in value)
    return False


def _that_players_permanents_ok(key: str, value: Any) -> bool:
    """ "Target creature that player controls", "each creature that player controls": only in a
    triggered ability whose event names a player (603.2), and only where the engine knows that
    player — a target's filter (chosen as the ability is put on the stack, 603.3d; checked
    again as it resolves, 608.2b) and the group an instruction deals damage to or destroys as
    it resolves (608.2h).  A filter kept for later (a continuous effect, a static ability) has
    no such player: refused."""
    if not _names_that_player(value):
        return True
    if key != "triggers" or value.get("when") not in THAT_PLAYER_EVENTS:
        return False
    for ability in (value, *value.get("modes", ())):
        rest = {k: v for k, v in ability.items() if k not in ("targets", "effects", "modes")}
        if _names_that_player(rest):
            return False
        for effect in ability.get("effects", ()):
            verb = next(iter(effect), "")
            group_key = THAT_PLAYER_GROUPS.get(verb)
            if group_key is not None and _names_that_player(effect.get(group_key)):
                group = effect[group_key]
                if group_key != verb and not (isinstance(group, dict) and set(group) == {"all"}):
                    return False
                effect = {k: v for k, v in effect.items() if k != group_key}
            if _names_that_player(effect):
                return False
    return True


# instructions whose group the engine finds as the instruction resolves (608.2h): the verb →
# the key of the group ({all: filter}; the verb's own value is the filter itself)
THAT_PLAYER_GROUPS = {"damage": "to", "destroy_all": "destroy_all"}


def _diff_column(a: str, b: str) -> int:
    for i, (x, y) in enumerate(zip(a, b)):
        if x != y:
            return i + 1
    return min(len(a), len(b)) + 1


def _parts(kind: str, value: Any) -> tuple[tuple[str, Any], ...]:
    if kind == "spell" and "_card_static" in value:  # "Cast this spell only …" (112.6d)
        rest = {k: v for k, v in value.items() if k != "_card_static"}
        return (*_parts(kind, rest), ("static", value["_card_static"]))
    if kind == "spell" and "cost_per_extra_target" in value:
        rest = {k: v for k, v in value.items() if k != "cost_per_extra_target"}
        return (("spell", rest), ("cost_per_extra_target", value["cost_per_extra_target"]))
    if kind == "spell":
        return (("spell", value),)
    if kind == "activated":
        return (("abilities", value),)
    if kind == "triggered" and "_or_when" in value:
        # "Whenever CARDNAME enters the battlefield or attacks": a trigger for each event
        first = {k: v for k, v in value.items() if k not in ("_or_when", "_or_of")}
        second = {**first, "when": value["_or_when"], "_or_second": True}
        if "_or_of" in value:  # "CARDNAME or enchanted creature attacks": the second's filter
            second["of"] = value["_or_of"]
        return (("triggers", first), ("triggers", second))
    if kind == "triggered":
        return (("triggers", value),)
    if kind == "replacement" and isinstance(value, list):  # "dealt to and dealt by …"
        return tuple(("replacements", v) for v in value)
    if kind == "replacement" and "as_enters" in value:
        return (("as_enters", value["as_enters"]),)
    if kind == "replacement":
        return (("replacements", value),)
    return tuple(
        ("keywords", v["keyword"])
        if "keyword" in v
        else ("additional_cost", v["additional_cost"])
        if "additional_cost" in v
        else ("static", v)
        for v in value
    )


def render_parts(kind: str, parts: tuple[tuple[str, Any], ...]) -> str:
    """Canonical English of one compiled ability (from its values only)."""
    if kind == "keyword":
        return kw.render_line(list(parts))
    if kind == "spell":
        text = ability_text(parts[0][1])
        for key, mana in parts[1:]:
            if key == "static":  # "Cast this spell only during combat." first (112.6d)
                from .render import static_text as static_line

                text = f"{static_line([mana])} {text}"
                continue
            if key != "cost_per_extra_target":
                raise RenderError(key)
            text = f"This spell costs {mana} more to cast for each target beyond the first. {text}"
        return text
    if kind == "activated":
        return activated_text(parts[0][1])
    if kind == "triggered" and len(parts) == 2:
        first, second = parts[0][1], parts[1][1]
        rest = {k: v for k, v in second.items() if k not in ("when", "_or_second", "of")}
        if not second.get("_or_second") or rest != {
            k: v for k, v in first.items() if k not in ("when", "of")
        }:
            raise RenderError("two triggers")
        if first.get("of") is not None and first.get("of") == second.get("of"):
            from . import families

            if first["when"] in families.table("TRIGGER_TEXT"):  # a family words both events
                return trigger_text({**first, "_or_when": second["when"]})
        if first.get("of") is not None and first["when"] != "a_player_casts_spell":
            raise RenderError("two triggers")
        if "of" in second:
            # "it" would be the card for one event and the enchanted creature for the other
            words = repr(first.get("effects"))
            if "'self'" in words or "'that'" in words or "_it" in words:
                raise RenderError("«it» of two events")
            return trigger_text({**first, "_or_when": second["when"], "_or_of": second["of"]})
        return trigger_text({**first, "_or_when": second["when"]})
    if kind == "triggered":
        return trigger_text(parts[0][1])
    if kind == "replacement" and parts[0][0] == "as_enters" and "words" in parts[0][1]:
        return _word_abilities_text(parts)
    if kind == "replacement" and parts[0][0] == "as_enters":
        return as_enters_text(parts[0][1])
    if kind == "replacement" and len(parts) > 1:
        return prevention_text([v for _, v in parts], {"self": CARDNAME}) + "."
    if kind == "replacement":
        return replacement_text(parts[0][1])
    entries = [
        {"keyword": v} if key == "keywords" else {key: v} if key == "additional_cost" else v
        for key, v in parts
    ]
    return static_text(entries)


def _compile_keywords(clause: Clause) -> AbilityResult:
    parts = []
    for part in kw.split_line(clause.text) or []:
        try:
            parts.append(kw.compile_part(part))
        except Unsupported as exc:
            offset = clause.text.find(part)
            column = offset + (exc.column or 1)
            return AbilityResult(clause, problem=Problem(exc.reason, exc.rule, column))
    sep = "; " if "; " in clause.text and ", " not in clause.text else ", "
    rendered = kw.render_line(parts, sep)
    if rendered != clause.text:
        return AbilityResult(
            clause,
            tuple(parts),
            Problem(f"обратная запись отличается: «{rendered}»", KIND_RULES["keyword"]),
            rendered,
        )
    return AbilityResult(clause, tuple(parts), None, rendered)


# -- whole cards ----------------------------------------------------------------------------------

SUPPORTED_LAYOUTS = ("normal",)
# 708: a split card compiles half by half (its halves are instants and sorceries)
SPLIT = ("split",)
# 711: a double-faced card compiles face by face; the back face has no mana cost (711.4b) and
# its colours come from its colour indicator (204)
DOUBLE_FACED = ("transform",)


def compile_card(entry: dict) -> CardResult:
    """Compile one card of the card data (``../shared/data`` format: name, layout, faces).  A
    double-faced card (711) is compiled face by face: it is compiled when both faces are; the
    back face's abilities are marked ``face=1`` and its mapping is the front's ``back``."""
    name = entry["name"]
    layout = entry.get("layout", "normal")
    faces = entry["faces"]
    if layout in DOUBLE_FACED and len(faces) == 2:
        return _compile_double_faced(entry)
    if layout == "leveler" and len(faces) == 1:
        return _compile_leveler(entry)
    if layout in SPLIT and len(faces) == 2:
        return _compile_split(entry)
    if layout == "flip" and len(faces) == 2:
        return _compile_flip(entry)
    face = faces[0]
    text = normalise(face.get("text") or "", name)
    if layout not in SUPPORTED_LAYOUTS or len(faces) != 1:
        return CardResult(
            name,
            text,
            (),
            problem=Problem(
                f"{LAYOUT_RULES[layout][1]}: движок их пока не разыгрывает"
                if layout in LAYOUT_RULES
                else f"карта вида «{layout}» (несколько частей или особая рамка)",
                LAYOUT_RULES[layout][0] + ".1" if layout in LAYOUT_RULES else "711.1",
            ),
        )
    return _compile_face(name, face)


LEVEL_SYMBOL = re.compile(r"^LEVEL (\d+)(?:-(\d+)|\+)$")
PT_LINE = re.compile(r"^(\d+)/(\d+)$")


def _compile_leveler(entry: dict) -> CardResult:
    """710: a leveler card — its text before the first level symbol is read as usual (its
    level up ability, 702.86a); each level symbol (710.2) is a power/toughness box and keyword
    lines, the card format's ``levels``.  A symbol with another kind of ability is refused."""
    from ..format import CardFormatError, card_from_dict

    name = entry["name"]
    face = entry["faces"][0]
    head: list[str] = []
    bands: list[dict] = []
    band_results: list[AbilityResult] = []
    for raw in (face.get("text") or "").split("\n"):
        line = raw.strip()
        symbol = LEVEL_SYMBOL.match(line)
        pt = PT_LINE.match(line)
        if symbol:
            low, high = symbol.groups()  # "LEVEL 4+" has no upper end (710.2b)
            bands.append({"from": int(low), **({"to": int(high)} if high else {})})
        elif not bands:
            head.append(raw)
        elif pt and "power" not in bands[-1]:
            bands[-1].update(power=int(pt.group(1)), toughness=int(pt.group(2)))
        else:
            text = normalise(line, name)
            result = (
                compile_clause(Clause("keyword", text))
                if kw.split_line(text) is not None
                else AbilityResult(
                    Clause("static", text),
                    problem=Problem("способность символа уровня — не ключевое слово", "710.2a"),
                )
            )
            if result.ok and any(key != "keywords" for key, _ in result.parts):
                result = replace(
                    result, problem=Problem("символ уровня с особым ключевым словом", "710.2a")
                )
            band_results.append(result)
            if result.ok:
                bands[-1].setdefault("grant", []).extend(v for _, v in result.parts)
    base = _compile_face(name, {**face, "text": "\n".join(head)}, validate=False)
    text = normalise(face.get("text") or "", name)
    abilities = base.abilities + tuple(band_results)
    if base.problem is not None:
        return CardResult(name, text, abilities, problem=base.problem)
    if base.card is None or not all(r.ok for r in band_results):
        return CardResult(name, text, abilities)
    card = {**base.card, "levels": bands, "text": to_2015(face.get("text") or "", name)}
    try:
        card_from_dict(card)
    except CardFormatError as exc:
        return CardResult(name, text, abilities, problem=Problem(f"формат карты: {exc}", "710.2"))
    return CardResult(name, text, abilities, card)


def _compile_double_faced(entry: dict) -> CardResult:
    from ..format import CardFormatError, card_from_dict

    name = entry["name"]
    front_entry, back_entry = entry["faces"]
    front = _compile_face(front_entry.get("faceName") or name.split(" // ")[0], front_entry)
    back = _compile_face(
        back_entry.get("faceName") or name.split(" // ")[-1], back_entry, validate=False
    )
    back = CardResult(
        back.name,
        back.text,
        tuple(replace(a, face=1) for a in back.abilities),
        back.card,
        back.problem,
    )
    abilities = front.abilities + back.abilities
    text = front.text + "\n//\n" + back.text
    for part in (front, back):
        if part.problem is not None:
            return CardResult(name, text, abilities, problem=part.problem)
    if front.card is None or back.card is None:
        return CardResult(name, text, abilities)
    back_card = dict(back.card)
    back_card.pop("cost", None)
    colors = [c for c in back_entry.get("colors", ()) if c in "WUBRG"]
    if colors:
        back_card["color_indicator"] = colors
    card = {**front.card, "back": back_card}
    try:
        card_from_dict(card)
    except CardFormatError as exc:
        return CardResult(name, text, abilities, problem=Problem(f"формат карты: {exc}", "711.1"))
    return CardResult(name, text, abilities, card)


def _compile_flip(entry: dict) -> CardResult:
    """709: a flip card — its normal characteristics (the top half) and its alternative ones
    (the bottom half, 709.1b) are compiled each as a card of its own (its name is CARDNAME in
    its text); the card is compiled when both are.  The bottom half's abilities are marked
    ``face=1``; the mapping is the card format's ``flip`` (no mana cost of its own, 709.1c)."""
    from ..format import CardFormatError, card_from_dict

    name = entry["name"]
    top, bottom = results = _compile_parts(entry)
    abilities = top.abilities + bottom.abilities
    text = top.text + "\n//\n" + bottom.text
    for part in results:
        if part.problem is not None:
            return CardResult(name, text, abilities, problem=part.problem)
    if top.card is None or bottom.card is None:
        return CardResult(name, text, abilities)
    flipped = {k: v for k, v in bottom.card.items() if k not in ("cost", "name_ru")}
    card = {**top.card, "flip": flipped}
    card.pop("name_ru", None)
    try:
        card_from_dict(card)
    except CardFormatError as exc:
        return CardResult(name, text, abilities, problem=Problem(f"формат карты: {exc}", "709.1"))
    return CardResult(name, text, abilities, card)


def _compile_parts(entry: dict) -> list[CardResult]:
    """Each part of a two-part card (a split card's halves, 708; a flip card's halves, 709),
    compiled as a card of its own named by its part's name; the abilities of the second part
    marked ``face=1``."""
    names = entry["name"].split(" // ")
    results = []
    for i, face in enumerate(entry["faces"]):
        part = _compile_face(face.get("faceName") or names[i], face, validate=False)
        results.append(replace(part, abilities=tuple(replace(a, face=i) for a in part.abilities)))
    return results


def _compile_split(entry: dict) -> CardResult:
    """708: a split card — each half is compiled as a card of its own (its name is CARDNAME in
    its text); the card is compiled when both halves are.  The second half's abilities are
    marked ``face=1``; the mapping is the card format's ``halves``."""
    from ..format import CardFormatError, card_from_dict

    name = entry["name"]
    results = _compile_parts(entry)
    abilities = results[0].abilities + results[1].abilities
    text = results[0].text + "\n//\n" + results[1].text
    for part in results:
        if part.problem is not None:
            return CardResult(name, text, abilities, problem=part.problem)
    if any(part.card is None for part in results):
        return CardResult(name, text, abilities)
    halves = []
    for part, ru in zip(results, half_names_ru(entry)):
        mapping = dict(part.card or {})
        mapping.pop("name_ru", None)
        if ru:
            mapping["name_ru"] = ru
        halves.append(mapping)
    card = {"name": name, "halves": halves}
    try:
        card_from_dict(card)
    except CardFormatError as exc:
        return CardResult(name, text, abilities, problem=Problem(f"формат карты: {exc}", "708.1"))
    return CardResult(name, text, abilities, card)


def _compile_face(name: str, face: Any, validate: bool = True) -> CardResult:
    """One face: its characteristics and every ability (the card mapping when all compile)."""
    from ..format import CARD_TYPES, SUPERTYPES, CardFormatError, card_from_dict

    raw = face.get("text") or ""
    text = normalise(raw, name)
    bad_types = [t for t in face.get("types", []) if t not in CARD_TYPES]
    bad_super = [t for t in face.get("supertypes", []) if t not in SUPERTYPES]
    outside = [t for t in bad_types if t in OUTSIDE_RULES_TYPES]
    if outside:
        return CardResult(
            name, text, (), problem=Problem(OUTSIDE_RULES_TYPES[outside[0]], "205.2a")
        )
    if bad_types or bad_super:
        return CardResult(
            name,
            text,
            (),
            problem=Problem(f"тип «{(bad_types + bad_super)[0]}» движок не знает", "205.2a"),
        )
    power, toughness = face.get("power"), face.get("toughness")
    for value in (power, toughness):
        if value is not None and not re.fullmatch(r"-?\d+|\*", value):
            return CardResult(name, text, (), problem=_defined_pt(value))
    is_spell = bool({"Instant", "Sorcery"} & set(face.get("types", [])))
    results = tuple(compile_clause(c) for c in route(text, is_spell=is_spell)) if text else ()
    card: dict[str, Any] = {"name": name, "types": list(face.get("types", []))}
    ru = (face.get("ru") or {}).get("name")
    if ru:
        card["name_ru"] = ru
    if face.get("manaCost"):
        card["cost"] = face["manaCost"].replace("{C}", "{1}")
    for key, src in (("subtypes", "subtypes"), ("supertypes", "supertypes")):
        if face.get(src):
            card[key] = list(face[src])
    if power is not None:
        card["power"], card["toughness"] = (v if v == "*" else int(v) for v in (power, toughness))
    if face.get("loyalty") is not None:
        if not str(face["loyalty"]).isdigit():
            return CardResult(name, text, results, problem=Problem("верность не числом", "209.1"))
        card["loyalty"] = int(face["loyalty"])
    if raw:
        card["text"] = to_2015(raw, name)
    # 305.6: each basic land type gives "{T}: Add [mana]"; several are one choice of mana
    basic = [BASIC_MANA[t] for t in face.get("subtypes", []) if t in BASIC_MANA]
    if basic:
        mana: str | list[str] = basic[0] if len(basic) == 1 else basic
        card.setdefault("abilities", []).append({"cost": "{T}", "effects": [{"add_mana": mana}]})
    if not all(r.ok for r in results):
        return CardResult(name, text, results)
    for result in results:
        for key, value in result.parts:
            if key == "triggers" and value.get("_self_or") and not _is_one(card, value["of"]):
                return CardResult(
                    name,
                    text,
                    results,
                    problem=Problem("«CARDNAME or another …»: карта сама не из них", "603.2"),
                )
    try:
        merge_abilities(card, results)
    except ValueError as exc:
        return CardResult(name, text, results, problem=Problem(str(exc), "608.2"))
    for side in ("power", "toughness"):
        if card.get(side) == "*" and not _defines(card, side):
            return CardResult(name, text, results, problem=_defined_pt("*"))
    needs = _chosen_kinds(card)
    chooses = card.get("as_enters", {}).get("choose")
    if needs and needs != {"name" if chooses == "nonland_name" else chooses}:
        return CardResult(
            name,
            text,
            results,
            problem=Problem("«the chosen …» без выбора того же рода при выходе карты", "607.2d"),
        )
    if validate:
        try:
            card_from_dict(card)
        except CardFormatError as exc:
            return CardResult(name, text, results, problem=Problem(f"формат карты: {exc}", "100.1"))
    return CardResult(name, text, results, card)


def _is_one(card: dict, flt: dict) -> bool:
    """Whether the card itself fits the printed part of a trigger's filter (its types and
    subtypes): then "CARDNAME or another X" is every X, the card included."""
    rest = set(flt) - {"types", "subtypes", "controller"}
    return (
        not rest
        and set(flt.get("types", ())) <= set(card.get("types", ()))
        and set(flt.get("subtypes", ())) <= set(card.get("subtypes", ()))
    )


def _chosen_kinds(value: Any) -> set[str]:
    """What the abilities of a card mapping read of "the chosen …" (607.2d: linked to the
    card's "As ~ enters the battlefield, choose …"): "color", "creature_type", "name"."""
    out: set[str] = set()
    if isinstance(value, dict):
        for key, v in value.items():
            if key == "become":  # "… of your choice": chosen as the effect begins (608.2d)
                continue
            if key == "subtypes" and isinstance(v, list) and "chosen" in v:
                out.add("creature_type")
            elif key == "colors" and isinstance(v, list) and "chosen" in v:
                out.add("color")
            elif v == "chosen_creature_type":
                out.add("creature_type")
            elif key in ("set_colors", "add_colors") and v == "chosen_color":
                out.add("color")
            elif key == "add_mana" and isinstance(v, dict) and "chosen_color" in v:
                out.add("color")
            elif key == "name" and v == "chosen":  # "sources with the chosen name" (201.3)
                out.add("name")
            else:
                out |= _chosen_kinds(v)
    elif isinstance(value, list):
        for v in value:
            out |= _chosen_kinds(v)
    return out


def _defined_pt(value: str) -> Problem:
    return Problem(f"сила или выносливость «{value}» определяется способностью", "208.2")


def _defines(card: dict, side: str) -> bool:
    """Does a characteristic-defining ability of the card define this side (604.3, 208.2)?"""
    for entry in card.get("static", ()):
        spec = entry.get("pt_equal_to")
        if spec is not None and "affects" not in entry:
            if not (isinstance(spec, dict) and set(spec) <= {"power", "toughness"}):
                return True  # one expression for both
            if side in spec:
                return True
    return False


def compile_text(
    text: str, name: str, types: tuple[str, ...] | list[str]
) -> tuple[AbilityResult, ...]:
    """Compile the abilities of an Oracle text (2015 wording or later) of a card named
    ``name`` with these card types: one result per ability, in the order of the text."""
    normalised = normalise(text, name)
    if not normalised:
        return ()
    is_spell = bool({"Instant", "Sorcery"} & set(types))
    return tuple(compile_clause(c) for c in route(normalised, is_spell=is_spell))


__all__ = [
    "compile_text",
    "merge_abilities",
    "strip_layout",
    "AbilityResult",
    "CardResult",
    "Clause",
    "Problem",
    "CARDNAME",
    "compile_card",
    "compile_clause",
    "route",
]
