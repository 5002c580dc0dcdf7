"""Stage 5: ability values → canonical English (the round trip, issue item 3).

The renderer reads only the card format's mappings — never the Oracle text — and words them
the way Oracle templates do.  A compiled ability counts only when its rendering equals the
normalised Oracle line it came from, so anything the compiler dropped or misread shows up as
a difference.  Choices of wording that carry no rules meaning (which sentences an ability's
instructions are split into) follow fixed conventions; a card worded otherwise is not counted.
"""

from __future__ import annotations

from functools import cache
from typing import Any

from .rewrite import CARDNAME

NUMBERS = {
    1: "one",
    2: "two",
    3: "three",
    4: "four",
    5: "five",
    6: "six",
    7: "seven",
    8: "eight",
    9: "nine",
    10: "ten",
}
COLOR_NAMES = {"W": "white", "U": "blue", "B": "black", "R": "red", "G": "green"}
TARGET_NOUNS = {
    "creature": "creature",
    "creature_or_player": "creature or player",
    "player": "player",
    "opponent": "opponent",
    "spell": "spell",
    "land": "land",
    "artifact": "artifact",
    "enchantment": "enchantment",
    "planeswalker": "planeswalker",
    "permanent": "permanent",
    "artifact_or_enchantment": "artifact or enchantment",
}
EVENTS = {
    "enters_battlefield": "When CARDNAME enters the battlefield",
    "dies": "When CARDNAME dies",
    "you_cycle_this": "When you cycle CARDNAME",
    "a_player_cycles": "Whenever a player cycles a card",
    "you_cycle_a_card": "Whenever you cycle a card",
    "attacks": "Whenever CARDNAME attacks",
    "becomes_blocked": "Whenever CARDNAME becomes blocked",
    "deals_combat_damage_to_player": "Whenever CARDNAME deals combat damage to a player",
    "deals_combat_damage_to_creature": "Whenever CARDNAME deals combat damage to a creature",
    "your_upkeep": "At the beginning of your upkeep",
    "your_end_step": "At the beginning of your end step",
    "your_beginning_of_combat": "At the beginning of combat on your turn",
    "you_cast_noncreature_spell": "Whenever you cast a noncreature spell",
    "you_gain_life": "Whenever you gain life",
    "leaves_battlefield": "When CARDNAME leaves the battlefield",
    "blocks": "Whenever CARDNAME blocks",
    "each_end_step": "At the beginning of the end step",
    "you_cast_creature_spell": "Whenever you cast a creature spell",
    "turned_face_up": "When CARDNAME is turned face up",
    "time_counter_removed_in_exile": "Whenever a time counter is removed from CARDNAME while it's exiled",
    "each_upkeep": "At the beginning of each upkeep",
    "becomes_monstrous": "When CARDNAME becomes monstrous",
    "deals_damage_to_opponent": "Whenever CARDNAME deals damage to an opponent",
    "put_into_graveyard_from_battlefield": "When CARDNAME is put into a graveyard from the battlefield",
    "deals_damage": "Whenever CARDNAME deals damage",
    "dealt_damage": "Whenever CARDNAME is dealt damage",
    "becomes_untapped": "Whenever CARDNAME becomes untapped",
    "becomes_target": "When CARDNAME becomes the target of a spell or ability",
    "becomes_tapped": "Whenever CARDNAME becomes tapped",
    "exploits": "When CARDNAME exploits a creature",
}
# two events of the source in one trigger condition ("enters the battlefield or attacks")
EITHER_EVENTS = {
    ("enters_battlefield", "attacks"): "enters the battlefield or attacks",
    ("enters_battlefield", "dies"): "enters the battlefield or dies",
    ("attacks", "blocks"): "attacks or blocks",
    ("blocks", "becomes_blocked"): "blocks or becomes blocked",
    ("enters_battlefield", "turned_face_up"): "enters the battlefield or is turned face up",
}
# "CARDNAME or enchanted creature …": the source's event and the enchanted creature's
EITHER_ENCHANTED = {
    ("attacks", "a_creature_attacks"): ({"types": ["Creature"], "enchanted": True}, "attacks"),
    ("deals_combat_damage_to_player", "a_creature_deals_combat_damage_to_player"): (
        {"enchanted": True},
        "deals combat damage to a player",
    ),
}
NUMBER_NAMES: dict[int, str] = {2: "two", 3: "three"}
# intervening "if" clauses (603.4) the compiler reads
CONDITION_TEXT = {
    "no_spells_last_turn": lambda v: "if no spells were cast last turn",
    "tribute_not_paid": lambda v: "if tribute wasn't paid",
    "attacked_with_at_least": lambda v: (
        "if you attacked with a creature this turn" if v == 1 else "?"
    ),
    "kicked_with": lambda v: f"if it was kicked with its {v} kicker",
    "mana_spent": lambda v: f"if {{{v}}} was spent to cast it",
    "source_tapped": lambda v: f"if {CARDNAME} is tapped",
    "source_untapped": lambda v: f"if {CARDNAME} is untapped",
    "a_player_cast_last_turn_at_least": lambda v: (
        f"if a player cast {NUMBER_NAMES.get(v, v)} or more spells last turn"
    ),
    "life_at_least": lambda v: f"if you have {v} or more life",
    "life_at_most": lambda v: f"if you have {v} or less life",
    "life_exactly": lambda v: f"if you have exactly {v} life",
    "counters_at_least": lambda v: (
        f"if there are {NUMBER_NAMES.get(v['n'], v['n'])} or more {v['kind']} counters on {CARDNAME}"
    ),
    "creatures_died_this_turn_at_least": lambda v: (
        "if a creature died this turn"
        if v == 1
        else f"if {NUMBER_NAMES.get(v, v)} or more creatures died this turn"
    ),
}


def _family(name: str) -> dict:
    """One renderer table of the wording families (``families.EFFECT_TEXT``, …)."""
    from . import families

    return families.table(name)


class RenderError(ValueError):
    """A value the renderer has no wording for (so it cannot count as compiled)."""


def _color(c: str) -> str:
    return COLOR_NAMES.get(c, c)


IN_COMBAT = {
    "attacking": "attacking",
    "blocking": "blocking",
    "either": "attacking or blocking",
    "unblocked": "unblocked",
    "nonattacking": "nonattacking",  # family combat3_statics
}


def adjectives(flt: dict) -> list[str]:
    words = []
    if "supertypes" in flt:  # "legendary creature" (205.4d; family perms_nouns)
        if flt["supertypes"] != ["Legendary"]:
            raise RenderError("supertypes")
        words.append("legendary")
    if flt.get("face_down"):  # 707.2 (family zones_faces)
        words.append("face-down")
    elif flt.get("face_down") is False:  # family emblem_emblems
        words.append("face-up")
    if "tapped" in flt:
        words.append("tapped" if flt["tapped"] else "untapped")
    if "in_combat" in flt:
        words.append(IN_COMBAT[flt["in_combat"]])
    if flt.get("token") is False:
        words.append("nontoken")
    colours = [_color(c) for c in flt.get("colors", ())]
    if len(colours) == 2:  # "white or black"
        colours = [f"{colours[0]} or {colours[1]}"]
    words += colours
    words += ["non" + _color(c) for c in flt.get("not_colors", ())]
    words += ["non" + t.lower() for t in flt.get("not_types", ())]
    words += ["non-" + t for t in flt.get("not_subtypes", ())]  # "non-Wall" (205.3)
    if flt.get("colorless"):
        words.append("colorless")
    if flt.get("monocolored"):  # 105.2a (family combat2_targets)
        words.append("monocolored")
    words += list(flt.get("subtypes", ()))
    return words


def _controller(flt: dict) -> str:
    return {
        "you": " you control",
        "opponent": " an opponent controls",
        "not_you": " you don't control",
        "enchanted_player": " enchanted player controls",  # 303.4k
        "defending_player": " defending player controls",  # 506.2
        "that_player": " that player controls",  # the trigger event's player (603.2)
        # the player target named before it (family emblem_emblems, 601.2c)
        "target_player": " he or she controls",
        "any": "",  # a count of every player's permanents ("for each attacking creature")
        None: "",
    }[flt.get("controller")]


# qualities a noun takes after "with" ("creature with flying")
WITH_KEYS = (
    "keywords",
    "power_at_least",
    "power_at_most",
    "toughness_at_least",
    "toughness_at_most",
    "with_counter",
    "mana_value_at_most",
    "morph",
    "not_keywords",
)
KNOWN_FILTER = {
    *WITH_KEYS,
    "face_down",
    "token",
    "tapped",
    "in_combat",
    "colors",
    "not_colors",
    "not_types",
    "not_subtypes",
    "colorless",
    "monocolored",
    "subtypes",
    "controller",
    "types",
    "other",
    "dealt_damage_to_you",
    "dealt_damage_this_turn",  # family combat3_statics
    "colored",
    "supertypes",
}


def _check(flt: dict, allowed: set[str] = KNOWN_FILTER) -> None:
    extra = set(flt) - allowed
    if extra:
        raise RenderError(f"filter {sorted(extra)}")


def _with_phrase(flt: dict) -> str:
    """ " with flying", " with power 4 or greater" (only one such quality)."""
    found = [k for k in WITH_KEYS if k in flt]
    if not found:
        return ""
    if len(found) > 1:
        raise RenderError("with")
    key, v = found[0], flt[found[0]]
    if key == "keywords":
        if len(v) != 1:
            raise RenderError("with")
        return " with " + _keywords(list(v))
    if key == "power_at_least":
        return f" with power {v} or greater"
    if key == "power_at_most":
        return f" with power {v} or less"
    if key == "toughness_at_least":
        return f" with toughness {v} or greater"
    if key == "toughness_at_most":
        return f" with toughness {v} or less"
    if key == "not_keywords":  # "creature without flying"
        if len(v) == 2:  # "creatures without flying or islandwalk" (family combat3_statics)
            return " without " + " or ".join(_keywords([k]) for k in v)
        if len(v) != 1:
            raise RenderError("without")
        return " without " + _keywords(list(v))
    if key == "with_counter":
        return f" with {_article(str(v))} counter on it"
    if key == "morph":
        return " with a morph ability"
    return f" with converted mana cost {v} or less"


def noun_phrase(kind: str, flt: dict) -> str:
    noun = TARGET_NOUNS[kind]
    if kind == "creature" and flt.get("types") in (["Artifact"], ["Enchantment"]):
        # "enchantment creature": a creature with that card type too (205.2a; perms_nouns)
        flt = dict(flt)
        noun = f"{flt.pop('types')[0].lower()} {noun}"
    _check(flt, KNOWN_FILTER - {"types", "other"})
    dealt = " that dealt damage to you this turn" if flt.get("dealt_damage_to_you") else ""
    if flt.get("dealt_damage_this_turn"):
        dealt += " that was dealt damage this turn"
    if flt.get("colored"):  # 105.2
        dealt += " that's one or more colors"
    return " ".join([*adjectives(flt), noun]) + _controller(flt) + _with_phrase(flt) + dealt


PLURALS = {
    "Creature": "creatures",
    "Artifact": "artifacts",
    "Enchantment": "enchantments",
    "Land": "lands",
}


def plural(flt: dict) -> str:
    """ "other red Goblin creatures you control", "artifacts", "permanents"."""
    flt = {k: v for k, v in flt.items() if k != "_all"}
    _check(flt)
    types = flt.get("types")
    if types is None:
        noun = "permanents"
    elif len(types) == 1 and types[0] in PLURALS:
        noun = PLURALS[types[0]]
    else:
        raise RenderError("plural")
    chosen = ""
    for key, word in (("subtypes", "type"), ("colors", "color")):
        if "chosen" in flt.get(key, ()):  # "of the chosen type" (607.2d)
            if chosen or flt[key] != ["chosen"]:
                raise RenderError("chosen")
            flt = {k: v for k, v in flt.items() if k != key}
            chosen = f" of the chosen {word}"
    words = (["other"] if flt.get("other") else []) + adjectives(flt) + [noun]
    quality = _with_phrase(flt)  # "creatures you control with power 4 or greater"
    if flt.get("controller") == "opponent":  # a group: "creatures your opponents control"
        return " ".join(words) + " your opponents control" + quality + chosen
    return " ".join(words) + _controller(flt) + quality + chosen


def plural_subject(flt: dict) -> str:
    """The subject of "… get +1/+1": "all creatures", "all Sliver creatures", but "creatures you
    control", "other …", "white creatures", "nonblack creatures" (Oracle's usage)."""
    if flt.get("types") != ["Creature"]:
        raise RenderError("plural subject")
    flt = dict(flt)
    written = flt.pop("_all", None)
    text = plural(flt)
    if written is not None:  # the compiler's hint: Oracle says both "All Sliver creatures"
        return "all " + text if written else text  # and "Cleric creatures"
    bare = {"controller", "other", "colors", "not_colors"} & set(flt)
    return text if bare else "all " + text


def target_phrase(spec: Any) -> str:
    if isinstance(spec, str):
        return "target " + TARGET_NOUNS[spec]
    count = spec.get("count", 1)
    if count != 1:
        return _up_to_phrase(spec, count)
    if "any_of" in spec.get("filter", {}) and spec["kind"] == "card_in_graveyard":
        from .families.graves_targets import graveyard_any_of_phrase

        return graveyard_any_of_phrase(spec)  # "target Dragon creature card or Ugin …"
    if "any_of" in spec.get("filter", {}):  # one of several filters (family perms_targets)
        from .families.perms_targets import any_of_phrase

        return any_of_phrase(spec)
    if spec["kind"] == "card_in_graveyard":
        flt = dict(spec.get("filter", {}))
        types = flt.pop("types", [])
        subtypes = flt.pop("subtypes", [])
        if len(types) == 2 and not subtypes:  # "target instant or sorcery card"
            types = [f"{types[0]} or {types[1].lower()}"]
        if flt.get("not_types") == ["Creature", "Land"] and not types and not subtypes:
            flt.pop("not_types")  # "target noncreature, nonland card"
            types = ["noncreature, nonland"]
        both = flt.pop("all_types", None)
        if both is not None:  # "target enchantment creature card" (family strive_attached)
            if types or len(both) != 2:
                raise RenderError("graveyard card: all types")
            types = [" ".join(t.lower() for t in both)]
        with_phrase = _with_phrase(flt)
        for key in WITH_KEYS:
            flt.pop(key, None)
        yours = flt.pop("controller", None) == "you"
        if flt or len(types) > 1 or yours == bool(spec.get("_any_graveyard")):
            raise RenderError("graveyard card")
        return "target " + " ".join([*subtypes, *(t.lower() for t in types), "card"]) + with_phrase
    if spec.get("_adjective_each"):  # "multicolored creature or multicolored enchantment"
        flt = dict(spec.get("filter", {}))
        types = flt.pop("types", [])
        if spec["kind"] != "permanent" or flt != {"multicolored": True} or len(types) != 2:
            raise RenderError("adjective each")
        return "target " + " or ".join(f"multicolored {t.lower()}" for t in types)
    if spec.get("_word") in ("another target", "a third target"):  # family combat_targets
        return spec["_word"]
    if spec.get("_thats"):  # "target creature that's attacking or blocking" (combat2_targets)
        flt = {k: v for k, v in spec.get("filter", {}).items() if k != "in_combat"}
        if spec.get("filter", {}).get("in_combat") != "either":
            raise RenderError("that's attacking or blocking")
        rest = {k: v for k, v in spec.items() if k != "_thats"}
        return target_phrase({**rest, "filter": flt}) + " that's attacking or blocking"
    if spec.get("_that_has"):  # "target creature that has a fate counter on it" (lead_flicker)
        flt = dict(spec.get("filter", {}))
        kind = flt.pop("with_counter", None)
        if kind is None or spec["kind"] != "creature":
            raise RenderError("that has a counter")
        rest = {k: v for k, v in spec.items() if k != "_that_has"}
        return (
            f"{target_phrase({**rest, 'filter': flt})} that has {_article(str(kind))} counter on it"
        )
    flt = dict(spec.get("filter", {}))
    if flt.pop("other", False):  # "another target creature" (114.1)
        return "another " + target_phrase({**spec, "filter": flt})
    if flt.pop("other_target", False):  # after a target: not that target (601.2c)
        return "another " + target_phrase({**spec, "filter": flt})
    if spec.get("_with_first") and spec["kind"] == "creature":
        # "target creature with flying an opponent controls"
        ctl = _controller(flt)
        rest = {k: v for k, v in flt.items() if k != "controller"}
        return "target " + noun_phrase("creature", rest) + ctl
    if spec["kind"] == "spell" and set(flt) == {"mana_value_at_least"}:
        return f"target spell with converted mana cost {flt['mana_value_at_least']} or greater"
    if spec["kind"] == "spell" and set(flt) == {"mana_value_at_most"}:
        return f"target spell with converted mana cost {flt['mana_value_at_most']} or less"
    if spec["kind"] == "spell" and set(flt) == {"mana_value_at_least", "mana_value_at_most"}:
        if flt["mana_value_at_least"] != flt["mana_value_at_most"]:
            raise RenderError("spell cmc")
        return f"target spell with converted mana cost {flt['mana_value_at_most']}"
    if spec["kind"] == "spell" and flt == {"controller": "not_you"}:
        return "target spell you don't control"
    if spec["kind"] == "spell" and flt and set(flt) <= {"colors", "not_colors", "not_types"}:
        return "target " + " ".join(adjectives(flt)) + " spell"
    if spec["kind"] == "spell" and flt == {"multicolored": True}:
        return "target multicolored spell"  # 105.2c
    if spec["kind"] == "spell" and set(flt) == {"types"} and len(flt["types"]) == 3:
        *head, last = (t.lower() for t in flt["types"])  # "enchantment, instant, or sorcery"
        return "target " + ", ".join(head) + f", or {last} spell"
    if spec["kind"] == "spell":
        if set(flt) != {"types"} or not 1 <= len(flt["types"]) <= 2:
            raise RenderError("spell target")
        return "target " + " or ".join(t.lower() for t in flt["types"]) + " spell"
    if spec["kind"] == "permanent" and set(flt) - {"controller"} == {"subtypes"}:
        if len(flt["subtypes"]) == 1:  # "target Wall", "target Mountain you control"
            return "target " + flt["subtypes"][0] + _controller(flt)
    if spec["kind"] == "permanent" and len(flt.get("types", ())) == 2:
        kinds = [t.lower() for t in flt.pop("types")]  # "target artifact or land"
        if any(k not in TARGET_NOUNS for k in kinds):
            raise RenderError("types")
        return "target " + " ".join([*adjectives(flt), " or ".join(kinds)]) + _controller(flt)
    return "target " + noun_phrase(spec["kind"], flt)


def _up_to_phrase(spec: dict, count: Any) -> str:
    """ "up to two target creatures", "up to three target creature cards", "any number of
    target enchantments"."""
    if spec["kind"] == "card_in_graveyard":  # "two target cards", "X target creature cards"
        from .families.graves_targets import graveyard_cards_phrase

        return graveyard_cards_phrase(spec, count)
    if count == "any":
        flt = dict(spec.get("filter", {}))
        kind = spec["kind"]
        if kind == "artifact_or_enchantment" and not flt:  # family strive_targets
            return "any number of target artifacts and/or enchantments"
        if kind != "permanent":
            if kind.capitalize() not in PLURALS:
                raise RenderError("any number")
            flt = {"types": [kind.capitalize()], **flt}
        return "any number of target " + plural(flt)
    if count == "x" and spec["kind"] == "creature":  # "X target creatures" (family perms_x)
        return f"X target {plural({'types': ['Creature'], **spec.get('filter', {})})}"
    if not isinstance(count, dict) or set(count) != {"up_to"}:
        raise RenderError("count")
    n = number_word(count["up_to"])
    if isinstance(count["up_to"], dict):  # "up to X target creatures, where X is …" (107.3)
        if not count["up_to"].get("x"):
            raise RenderError("up to")
        n = "X"
    flt = dict(spec.get("filter", {}))
    if spec["kind"] in ("land", "artifact", "enchantment") and count["up_to"] > 1:
        # "up to three target lands you control" (family statics_animate)
        return f"up to {n} target {plural({'types': [spec['kind'].capitalize()], **flt})}"
    if spec["kind"] != "creature":
        raise RenderError("up to")
    if count["up_to"] == 1:  # "up to one target creature" (family perms_up_to_one)
        return "up to one target " + noun_phrase("creature", flt)
    return f"up to {n} target {plural({'types': ['Creature'], **flt})}"


def number_word(n: Any) -> str:
    return NUMBERS.get(n, str(n)) if isinstance(n, int) else str(n)


def _top(n: Any) -> str:
    return "card" if n == 1 else f"{number_word(n)} cards"


def cards(n: Any) -> str:
    return "a card" if n == 1 else f"{number_word(n)} cards"


class Context:
    """What the renderer needs beyond one effect: the ability's targets (first mention says
    "target …", later mentions "it") and how the source is called."""

    def __init__(
        self, targets: list, self_mentioned: bool = False, named_before: bool = False
    ) -> None:
        self.targets = targets
        self.mentioned: set[str] = {"self"} if self_mentioned else set()
        self.that: list = []  # references the current effect words "that creature"
        self.it: list = []  # references the current effect words "it"
        self.those: list = []  # references the current effect words "those creatures"
        self.moved: list = []  # keys of the current effect naming what an earlier one moved
        # the trigger condition named the card ("Whenever you cast a spell that targets
        # CARDNAME, put a +1/+1 counter on it"): "it" may then stand for it
        self.named_before = named_before

    def is_graveyard(self, ref: str) -> bool:
        index = int(ref.split(":")[1]) if ":" in ref and ref != "each_target" else 1
        spec = self.targets[index - 1]
        return isinstance(spec, dict) and spec.get("kind") == "card_in_graveyard"

    def obj(self, ref: Any) -> str:
        if isinstance(ref, list) and len(ref) == 2 and ref[1] == "each_player":
            return f"{self.obj(ref[0])} and each player"  # "each creature and each player"
        if ref == "self":  # as written: "it" (the compiler's hint) or the card's name
            if "self" in self.it and ("self" in self.mentioned or self.named_before):
                self.mentioned.add("self")
                return "it"
            self.mentioned.add("self")
            return CARDNAME
        if ref == "each_target":
            if ref in self.mentioned:
                return "those creatures" if ref in self.those else "them"
            self.mentioned.add(ref)
            return target_phrase(self.targets[0])
        if ref in ("those", "counted"):  # the creatures named or counted before it (608.2c)
            return "those creatures"
        if ref in ("target_controller", "that_controller"):
            return "its controller"  # of the target / of the trigger event's object
        if ref == "target_owner":
            return "its owner"  # of the target (108.3)
        if isinstance(ref, str) and ref.startswith("target"):
            if ref in self.mentioned:
                index = int(ref.split(":")[1]) if ":" in ref else 1
                spec = self.targets[index - 1]
                kind = spec if isinstance(spec, str) else spec.get("kind")
                if kind in ("player", "opponent"):  # a player named again (608.2c)
                    return "that player"
                if ref in self.that and kind == "creature_or_player":
                    return "that permanent or player"  # (Riddle of Lightning)
                return "that creature" if ref in self.that else "it"
            self.mentioned.add(ref)
            index = int(ref.split(":")[1]) if ":" in ref else 1
            return target_phrase(self.targets[index - 1])
        if isinstance(ref, dict) and "all" in ref:
            flt = dict(ref["all"])
            if flt == {"types": ["Creature"], "enchanted": True}:
                return "enchanted creature"
            if flt == {"types": ["Creature"], "equipped": True}:
                return "equipped creature"
            if flt == {"types": ["Creature"]}:
                return "each creature"
            flt.pop("types")
            other = "other " if flt.pop("other", False) else ""
            if flt.pop("_opponents", False) and flt.pop("controller", None) == "opponent":
                # "each creature your opponents control" (the compiler's hint of the wording)
                return f"each {other}" + noun_phrase("creature", flt) + " your opponents control"
            return f"each {other}" + noun_phrase("creature", flt)
        if ref == "that" and "that" in self.it:  # the object of the trigger event (603.2)
            return "it"
        if ref == "that" and "that" in self.that:  # worded "that creature"
            return "that creature"
        if ref == "you":
            return "you"
        if ref == "each_player":
            return "each player"
        if ref == "each_opponent":
            return "each opponent"
        if ref == "that_player":
            return "that player"
        if ref == "enchanted_player":  # 303.4k
            return "enchanted player"
        if ref == "defending_player":  # 506.2
            return "defending player"
        raise RenderError(f"reference {ref!r}")


def _keywords(words: list) -> str:
    out = []
    for w in words:
        if isinstance(w, dict) and ("activated" in w or "triggered" in w):
            from .compiler import quoted_text

            out.append(quoted_text(w))
        elif isinstance(w, dict):
            out.append("protection from the color of your choice")
        else:
            out.append(
                w.lower()
                if not w.startswith("Protection")
                else "protection" + w[len("Protection") :]
            )
    if len(out) == 1:
        return out[0]
    if len(out) == 2:
        return f"{out[0]} and {out[1]}"
    return ", ".join(out[:-1]) + ", and " + out[-1]


def for_each_text(expression: Any) -> str:
    """ "card in your hand", "creature you control", "Goblin you control" (608.2g)."""
    if isinstance(expression, dict) and "amount" in expression:  # family "amounts"
        from .families.amounts_numbers import each_text

        return each_text(expression)
    if expression == "cards_in_hand":
        return "card in your hand"
    if isinstance(expression, str) and expression.startswith("source_counters:"):
        return f"{expression.split(':', 1)[1]} counter on it"
    if expression == "creature_cards_in_your_graveyard":
        return "creature card in your graveyard"
    if isinstance(expression, dict) and set(expression) == {"count"}:
        flt = dict(expression["count"])
        types = flt.pop("types", None)
        if types is None:
            # "Aura you control that's attached to a creature" (family strive_attached)
            attached = flt.pop("attached_to_creature", False)
            if len(flt.get("subtypes", ())) != 1 or set(flt) - {"subtypes", "controller"}:
                raise RenderError("for each")
            if attached is not False and (attached is not True or "controller" not in flt):
                raise RenderError("for each: attached")
            tail = " that's attached to a creature" if attached else ""
            return flt["subtypes"][0] + _controller(flt) + tail
        if len(types) != 1 or types[0].lower() not in TARGET_NOUNS:
            raise RenderError("for each")
        return noun_phrase(types[0].lower(), flt)
    raise RenderError("for each")


def _each(value: Any) -> tuple[int, str] | None:
    """An amount "N for each X": (N, X wording), or None for a plain number."""
    if isinstance(value, dict) and set(value) == {"of", "times"}:
        return int(value["times"]), for_each_text(value["of"])
    return None


def effect_text(e: dict, ctx: Context) -> str:
    """One instruction, without the final full stop."""
    ctx.moved = list(e.get("_moved", ()))
    if "_moved" in e:  # "it": the object an earlier instruction moved (400.7), worded as its target
        e = {k: ("target" if k in e["_moved"] else v) for k, v in e.items() if k != "_moved"}
    verb = next(k for k in e if k != "if")  # (a condition may come first, family counters)
    if e.get("_self") and e[verb] == "that":  # the card the source became (400.7d): worded
        e = {**{k: x for k, x in e.items() if k != "_self"}, verb: "self"}  # as the source
    v = e[verb]
    ctx.that = [e[k] for k in e.get("_that", ())]
    ctx.it = [e[k] for k in e.get("_it", ())]
    # a family may word an instruction of a shared verb its own way (its hint ``_text``)
    family = _family("EFFECT_TEXT").get(e.get("_text", verb))
    if family is not None:
        return family(e, ctx)
    each = _each(v) if verb in ("damage", "gain_life", "draw") else None
    if each is None and verb == "pump" and isinstance(e.get("power"), dict):
        power, toughness = _each(e["power"]), _each(e["toughness"])
        if power is None or toughness is None or power[1] != toughness[1]:
            raise RenderError("pump for each")
        pt = pt_text(power[0], toughness[0])
        return f"{ctx.obj(v)} gets {pt} until end of turn for each {power[1]}"
    if each is not None:
        n, what = each
        if verb == "damage":
            return f"{ctx.obj('self')} deals {n} damage to {ctx.obj(e['to'])} for each {what}"
        if verb == "gain_life" and e.get("player") is None:
            return f"you gain {n} life for each {what}"
        if verb == "draw" and e.get("player") is None and n == 1:
            return f"draw a card for each {what}"
        raise RenderError("for each")
    player = e.get("player")
    if v == "that_much" and verb in ("gain_life", "lose_life", "damage"):
        v = "that much"  # the amount of the trigger event (603.2)
    ctx.that = [e[k] for k in e.get("_that", ())]
    ctx.it = [e[k] for k in e.get("_it", ())]
    ctx.those = [e[k] for k in e.get("_those", ())]
    if verb == "damage":
        return f"{_source(e, ctx)} deals {v} damage to {ctx.obj(e['to'])}"
    if (
        verb in ("draw", "gain_life", "lose_life", "discard")
        and e.get("_bare")
        and player
        and not set(e) - {verb, "player", "_bare"}
    ):
        # the subject said once for two instructions: "target player draws … and loses …"
        word = {"draw": "draws", "gain_life": "gains", "lose_life": "loses"}.get(verb)
        if verb == "discard":
            return f"discards {cards(v)}"
        return f"{word} {cards(v)}" if verb == "draw" else f"{word} {v} life"
    if verb == "draw":
        if player is None:
            return f"you draw {cards(v)}" if e.get("_you") else f"draw {cards(v)}"
        if e.get("_additional"):  # "that player draws an additional card" (504.1)
            more = "an additional card" if v == 1 else f"{number_word(v)} additional cards"
            return f"{ctx.obj(player)} draws {more}"
        return f"{ctx.obj(player)} draws {cards(v)}"
    if verb == "win_game" and v is True and player is None:  # 104.2b
        return "you win the game"
    if verb in ("gain_life", "lose_life"):
        word = "gain" if verb == "gain_life" else "lose"
        if player is None:
            return f"{word} {v} life" if e.get("_bare") else f"you {word} {v} life"
        return f"{ctx.obj(player)} {word}s {v} life"
    if verb == "discard" and e.get("reveal_hand"):
        return f"{ctx.obj(player)} reveals their hand. You choose {_hand_card(e.get('filter', {}))} from it. That player discards that card"
    if verb == "discard":
        tail = " at random" if e.get("random") else ""  # 701.7a
        if player is None:
            return f"discard {'your hand' if v == 'hand' else cards(v)}{tail}"
        return f"{ctx.obj(player)} discards {'their hand' if v == 'hand' else cards(v)}{tail}"
    if verb == "mill":
        if player is None:
            return f"put the top {_top(v)} of your library into your graveyard"
        return f"{ctx.obj(player)} puts the top {_top(v)} of his or her library into his or her graveyard"
    if verb == "fight":
        return f"{ctx.obj(v)} fights {ctx.obj(e.get('with', 'target'))}"
    if verb == "become_blocked":
        return f"{ctx.obj(v)} becomes blocked"
    if verb in ("monstrosity", "bolster"):
        return f"{verb} {v}"
    if verb in ("populate", "proliferate"):
        return verb
    if (
        verb == "exile"
        and isinstance(v, str)
        and v.startswith("target")
        and ctx.is_graveyard(v)
        and v not in ctx.mentioned
        and ctx.targets[int(v.split(":")[1]) - 1 if ":" in v else 0].get("_any_graveyard")
    ):
        return f"exile {ctx.obj(v)} from a graveyard"
    if verb in (
        "destroy",
        "exile",
        "tap",
        "untap",
        "counter",
        "regenerate",
        "transform",
        "flip",
        "detain",
    ):
        text = f"{verb} {ctx.obj(v)}"
        if e.get("cant_regenerate"):
            text += ". It can't be regenerated"
        return text
    if verb == "destroy_all" and e.get("_each"):  # "destroy each creature with …"
        flt = dict(v)
        types = flt.pop("types", ["Permanent"])
        if len(types) != 1 or types[0].lower() not in TARGET_NOUNS or e.get("cant_regenerate"):
            raise RenderError("destroy each")
        return f"destroy each {noun_phrase(types[0].lower(), flt)}"
    if verb == "destroy_all":
        text = f"destroy all {plural(v)}"
        if e.get("cant_regenerate"):
            text += ". They can't be regenerated"
        return text
    if verb == "return_to_hand" and isinstance(v, dict) and set(v) == {"one"}:
        flt = dict(v["one"])
        types = flt.pop("types", ["Permanent"])
        if len(types) != 1 or types[0].lower() not in TARGET_NOUNS:
            raise RenderError("return one")
        if flt.pop("other", False):
            return f"return another {noun_phrase(types[0].lower(), flt)} to its owner's hand"
        return f"return {_article(noun_phrase(types[0].lower(), flt))} to its owner's hand"
    if verb == "return_to_hand" and v == "that" and e.get("_self"):
        return f"return {CARDNAME} to its owner's hand"  # the card in the graveyard (400.7d)
    if verb == "return_to_hand":
        if isinstance(v, str) and v.startswith(("target", "each_target")) and ctx.is_graveyard(v):
            return f"return {ctx.obj(v)} from your graveyard to your hand"
        if v == "each_target":
            return f"return {ctx.obj(v)} to their owners' hands"
        return f"return {ctx.obj(v)} to its owner's hand"
    if verb == "turn_face_down":
        return f"turn {ctx.obj(v)} face down"
    if verb in ("scry", "fateseal"):
        return f"{verb} {v}"
    if verb == "sacrifice" and isinstance(v, str):  # "sacrifice CARDNAME", "sacrifice it"
        return f"sacrifice {ctx.obj(v)}"
    if (
        verb == "may_pay"
        and "then" in e
        and set(e) <= {"may_pay", "then", "_then_joins", "choose_x"}
    ):
        if bool(e.get("choose_x")) != ("X" in str(v)):  # 107.3e: X chosen as it resolves
            raise RenderError("may pay X")
        return f"you may pay {v}. If you do, {_if_you_do(e, ctx)}"
    if (
        verb == "may_pay"
        and e.get("player") == "target_controller"
        and set(e) == {"may_pay", "player", "otherwise"}
        and e["otherwise"] == [{"counter": "target"}]
    ):  # "counter target spell unless its controller pays {2}" (608.2d)
        return f"counter {ctx.obj('target')} unless its controller pays {v}"
    if (
        verb == "may_pay"
        and len(e) == 2
        and len(e.get("otherwise", ())) == 1
        and e["otherwise"][0].get("sacrifice") == "self"
        and set(e["otherwise"][0]) <= {"sacrifice", "_it"}
    ):  # "sacrifice CARDNAME unless you pay {1}" / "… unless you discard a card" (117.12)
        cost = f"pay {v}" if str(v).startswith("{") else str(v)[:1].lower() + str(v)[1:]
        ctx.it = ["self"] if e["otherwise"][0].get("_it") else []
        return f"sacrifice {ctx.obj('self')} unless you {cost}"
    if verb == "sacrifice":
        flt = dict(v)
        types = flt.pop("types", None)
        kind = types[0].lower() if types else "permanent"
        if kind not in TARGET_NOUNS:
            raise RenderError(kind)
        n = e.get("count", 1)
        article = "an" if noun_phrase(kind, flt)[0] in "aeiou" else "a"
        what = f"{article if n == 1 else number_word(n)} {noun_phrase(kind, flt)}"
        if n != 1:  # "Each player sacrifices two lands"
            what = f"{number_word(n)} {plural({**flt, **({'types': types} if types else {})})}"
        if player == "you":  # "Sacrifice a creature"
            return f"sacrifice {what}"
        return f"{ctx.obj(player)} sacrifices {what}"
    if verb == "may" and len(v) == 2 and v[1] == {"shuffle": True} and "search_library" in v[0]:
        # "you may search your library for …, put it …, then shuffle your library"
        v = [{**v[0], "_then_shuffle": True}]
    if verb == "may" and ("player" in e or e.get("_have")) and len(v) == 1 and "then" not in e:
        # "defending player may draw a card" / "you may have target opponent discard a card":
        # the inner instruction's actor said before "may" (or after "have")
        actor = v[0].get("player")
        inner = effect_text({k: x for k, x in v[0].items() if k != "player"}, ctx)
        if e.get("_have"):
            return f"you may have {ctx.obj(actor)} {inner}"
        if actor != e["player"]:
            raise RenderError("may player")
        return f"{ctx.obj(e['player'])} may {inner}"
    if verb == "may":
        if e.get("_may_and"):  # "you may untap it and remove it from combat"
            inner = " and ".join(effect_text(x, ctx) for x in v)
        elif len(v) != 1:
            raise RenderError("may")
        else:
            inner = effect_text(v[0], ctx)
        if inner.startswith("you "):
            inner = inner[4:]
        if "then" in e:  # "You may X. If you do, Y."
            return f"you may {inner}. If you do, {_if_you_do(e, ctx)}"
        return f"you may {inner}"
    if verb == "add_mana" and v == "produced" and player == "that_player":  # 605.1b
        return "that player adds one mana of any type that land produced"
    if verb == "add_mana" and "_mana" in e:  # mana of an amount (family mana2_amounts)
        from .families.mana2_amounts import mana_text

        return mana_text(e, ctx)
    if verb == "add_mana":
        if isinstance(v, dict) and v == {"chosen_color": 1}:
            what = "one mana of the chosen color"
        elif isinstance(v, dict):
            what = "one mana of any color"
        elif isinstance(v, list):
            what = f"{v[0]} or {v[1]}" if len(v) == 2 else ", ".join(v[:-1]) + ", or " + v[-1]
        else:
            what = v
        if e.get("times") == "X" and "_per" in e:  # storage lands (107.3)
            return f"add {what} to your mana pool for each {e['_per']} counter removed this way"
        return f"add {what} to your mana pool"
    if verb == "add_counters":
        n = v["n"]
        word = "a" if n == 1 else number_word(n)
        return f"put {word} {v['kind']} counter{'s' if n != 1 else ''} on {ctx.obj(e['on'])}"
    if verb == "pump" and e.get("_each"):
        return f"{ctx.obj(v)} each get {_pt(e)} until end of turn"
    if verb == "pump":
        return f"{ctx.obj(v)} gets {_pt(e)} {_until(e)}"
    if verb == "grant" and e.get("until") == "source_tapped":
        if e["grant"] != ["Doesn't untap during its controller's untap step"]:
            raise RenderError("grant while tapped")
        return f"{ctx.obj(e['to'])} doesn't untap during its controller's untap step {_until(e)}"
    if verb == "grant":
        to = e["to"]
        if e.get("_bare"):  # "… and can't be blocked this turn" (the object just named)
            if v != ["Unblockable"] or to not in ctx.mentioned:
                raise RenderError("bare")
            return "can't be blocked this turn"
        if e.get("_they"):
            if to != "those" and (to != "each_target" or to not in ctx.mentioned):
                raise RenderError("they")
            return f"they gain {_keywords(v)} until end of turn"
        if e.get("_each"):
            return f"{ctx.obj(to)} each gain {_keywords(v)} until end of turn"
        if v == ["Can't block"]:
            return f"{ctx.obj(to)} can't block this turn"
        if v == ["Unblockable"]:
            return f"{ctx.obj(to)} can't be blocked this turn"
        if (
            isinstance(to, dict)
            and "all" in to
            and not (set(to["all"]) & {"enchanted", "equipped"})
        ):
            flt = to["all"]
            if flt.get("types") != ["Creature"]:  # "lands you control", "all Slivers"
                from .families.granted_abilities import group_subject

                return f"{group_subject(flt)} gain {_keywords(v)} until end of turn"
            return f"{plural_subject(flt)} gain {_keywords(v)} until end of turn"
        return f"{ctx.obj(to)} gains {_keywords(v)} until end of turn"
    if verb == "delayed":
        return _delayed_text(v, ctx)
    if verb == "must_block" and set(e) == {"must_block"}:
        return f"{ctx.obj(v)} blocks {CARDNAME} this turn if able"
    if verb == "replacement" and isinstance(v, dict) and v.get("event") in ("turn", "step"):
        if v.get("player") != "you" or not v.get("once") or not v.get("skip"):
            raise RenderError("skip")
        if set(v) == {"event", "player", "skip", "once"} and v["event"] == "turn":
            return "you skip your next turn"
        if set(v) == {"event", "step", "player", "skip", "once"}:
            return f"you skip your next {v['step']} step"
        raise RenderError("skip")
    if verb == "replacement" and isinstance(v, dict) and v.get("event") == "damage":
        return _prevention_effect([v], ctx, e.get("until"))
    if verb == "doesnt_untap_next":
        whose = "your" if e.get("_whose") == "your" else "its controller's"
        return f"{ctx.obj(v)} doesn't untap during {whose} next untap step"
    if verb == "pump_all":
        return f"{plural_subject(v)} get {_pt(e)} {_until(e)}"
    if verb == "create_token" and "_has" in e:  # "… token … . It has "…"" (110.5b)
        from .families.granted_abilities import token_has_text

        if not isinstance(e.get("count", 1), int):
            raise RenderError("token has for each")
        return token_has_text(e, token_phrase)
    if verb == "create_token" and "pt" in e:  # "an X/X … token" (family amount_tokens)
        from .families.amount_tokens import token_xx_text

        if e["pt"] != "X" or not set(e) <= {"create_token", "pt", "count"}:
            raise RenderError("X/X token")
        return f"put {token_xx_text(v, e.get('count', 1))} onto the battlefield"
    if verb == "create_token":
        count = e.get("count", 1)
        if not isinstance(count, int) and count != "X":  # "… for each …" (608.2g)
            return f"put {token_phrase(v, 1)} onto the battlefield for each {for_each_text(count)}"
        return f"put {token_phrase(v, count)} onto the battlefield"
    if verb == "prevent_damage":
        return f"prevent the next {v} damage that would be dealt to {ctx.obj(e['to'])} this turn"
    if verb == "become" and e == {
        "become": {"switch_pt": True},
        "to": "self",
        "until": "end_of_turn",
    }:
        return f"switch {CARDNAME}'s power and toughness until end of turn"
    if verb == "become":  # "… becomes the creature type of your choice until end of turn"
        from .families.granted_abilities import become_type_text

        typed = become_type_text(e, ctx)
        if typed is not None:
            return typed
    if verb == "put_on_library" and set(e) <= {"put_on_library", "_it", "_that"}:
        return f"put {ctx.obj(v)} on top of its owner's library"
    if verb == "search_library":
        count = e.get("count", 1)
        sought = _sought(v, count if count == "any" else int(count))
        where = {
            "hand": "into your hand",
            "battlefield": "onto the battlefield",
            "graveyard": "into your graveyard",
            "library_top": "",
        }[e.get("put", "hand")]
        tapped = " tapped" if e.get("tapped") else ""
        words = list(e.get("_words", ("it", "it")))
        then = ", then shuffle your library" if e.get("_then_shuffle") else ""  # in "you may …"
        if e.get("put") == "library_top":  # the tutors: "then shuffle and put that card on top"
            order = " in any order" if e.get("count", 1) != 1 else ""
            top = f"then shuffle and put {words[-1]} on top{order}"
            if tapped or then or len(words) != (2 if e.get("reveal") else 1):
                raise RenderError("search words")
            reveal = f"reveal {words[0]}, " if e.get("reveal") else ""
            return f"search your library for {sought}, {reveal}{top}"
        if e.get("reveal"):
            if len(words) != 2:
                raise RenderError("search words")
            return f"search your library for {sought}, reveal {words[0]}, put {words[1]} {where}{tapped}{then}"
        return f"search your library for {sought}, put {words[0]} {where}{tapped}{then}"
    if verb == "shuffle":
        return "shuffle your library"
    if verb == "gain_control":
        until = " " + _until(e) if e.get("until") in ("end_of_turn", "source_tapped") else ""
        return f"gain control of {ctx.obj(v)}{until}"
    if verb == "look_at_top":
        return _look_text(e)
    if verb == "put_on_library":
        where = "on the bottom of" if e.get("position") == "bottom" else "on top of"
        return f"put {ctx.obj(v)} {where} its owner's library"
    if verb == "put_onto_battlefield" and e.get("_put"):
        return f"put {ctx.obj(v)} from a graveyard onto the battlefield under your control"
    if (
        verb == "put_onto_battlefield"
        and v == "that"
        and set(e) <= {"put_onto_battlefield", "under"}
    ):
        whose = "its owner's" if e.get("under") == "owner" else "your"
        return f"return that card to the battlefield under {whose} control"
    if verb == "put_onto_battlefield":
        return f"return {ctx.obj(v)} from your graveyard to the battlefield"
    raise RenderError(f"effect {verb}")


def _hand_card(flt: dict) -> str:
    """ "a card", "a nonland card", "a noncreature, nonland card", "a creature or planeswalker
    card" (the card chosen from a revealed hand)."""
    if not flt:
        return "a card"
    if flt == {"not_types": ["Land"]}:
        return "a nonland card"
    if flt == {"not_types": ["Creature", "Land"]}:
        return "a noncreature, nonland card"
    if set(flt) == {"types"} and 1 <= len(flt["types"]) <= 2:
        return _article(" or ".join(t.lower() for t in flt["types"])) + " card"
    raise RenderError("hand card")


REST_TEXT = {
    "bottom": "on the bottom of your library in any order",
    "graveyard": "into your graveyard",
}


def _look_kinds(flt: dict) -> str:
    """ "creature", "creature or planeswalker", "Aura, creature, or planeswalker" (a filter of
    card types, or ``any_of`` one subtype or card type each)."""
    if set(flt) == {"types"}:
        return " or ".join(t.lower() for t in flt["types"])
    if set(flt) != {"any_of"} or len(flt["any_of"]) != 3:
        raise RenderError("look")
    words = []
    for sub in flt["any_of"]:
        if set(sub) == {"types"} and len(sub["types"]) == 1:
            words.append(sub["types"][0].lower())
        elif set(sub) == {"subtypes"} and len(sub["subtypes"]) == 1:
            words.append(sub["subtypes"][0])
        else:
            raise RenderError("look")
    return f"{words[0]}, {words[1]}, or {words[2]}"


def _look_text(e: dict) -> str:
    """ "Look at the top three cards of your library. Put one of them into your hand and the
    rest on the bottom of your library in any order" and its kin (without the last stop)."""
    n, rest = number_word(e["look_at_top"]), REST_TEXT[e.get("rest", "bottom")]
    flt = e.get("filter")
    if flt is None and not e.get("reveal") and not e.get("optional"):
        return (
            f"look at the top {n} cards of your library. Put {number_word(e['take'])} of them "
            f"into your hand and the rest {rest}"
        )
    if flt is None or e.get("take") != 1 or not e.get("optional"):
        raise RenderError("look")
    card = _article(_look_kinds(flt)) + " card"
    if e.get("reveal"):
        return (
            f"reveal the top {n} cards of your library. You may put {card} from among them "
            f"into your hand. Put the rest {rest}"
        )
    then = "Then put" if e.get("_then") else "Put"
    return (
        f"look at the top {n} cards of your library. You may reveal {card} from among them "
        f"and put it into your hand. {then} the rest {rest}"
    )


DELAYED_AT_TEXT = {
    "next_end_step": "at the beginning of the next end step",
    "next_turns_upkeep": "at the beginning of the next turn's upkeep",
    "end_of_combat": "at end of combat",
}


def _delayed_text(spec: dict, ctx: Context) -> str:
    """603.7: "draw a card at the beginning of the next turn's upkeep", "At the beginning of
    the next end step, sacrifice it" (one sentence; ``that`` is worded as the target was)."""
    if spec.get("at") not in DELAYED_AT_TEXT or set(spec) - {
        "at",
        "effects",
        "_joins",
        "_before",
        "that",
    }:
        raise RenderError("delayed")
    inner = [
        {
            k: ("target" if k in e.get("_was_target", ()) else v)
            for k, v in e.items()
            if k != "_was_target"
        }
        for e in spec["effects"]
    ]
    text = effects_text(inner, ctx, list(spec.get("_joins", ())))
    if text.count(". ") or not text.endswith("."):
        raise RenderError("delayed")
    text = text[:-1]
    when = DELAYED_AT_TEXT[spec["at"]]
    if spec.get("_before"):
        return f"{_capital(when)}, {_uncapital(text)}"
    return f"{text} {when}"


def _prevention_effect(specs: list, ctx: Context, until: str | None = None) -> str:
    """ "prevent all combat damage that would be dealt this turn" (615.1a, a turn's effect);
    ``until: your_next_turn`` — "… until your next turn" (611.2a)."""
    refs = {r for s in specs for r in (s.get("to"), s.get("source")) if r is not None}
    ctx.that = list(refs) if any(s.get("_that") for s in specs) else []
    ctx.it = ["self"] if any(s.get("_it") for s in specs) else []
    names = {r: ctx.obj(r) for r in refs if r not in ("you", "enchanted")}
    text = prevention_text(specs, names)
    duration = " until your next turn" if until == "your_next_turn" else " this turn"
    return text[:1].lower() + text[1:] + duration


def _sought(flt: dict, count: int | str = 1) -> str:
    """What a library search looks for (701.15a): "a card", "an Aura card", "a Rebel
    permanent card with converted mana cost 3 or less", "a Mountain or Plains card"."""
    flt = dict(flt)
    if count != 1:  # "up to two basic land cards", "any number of Dragon creature cards"
        one = _sought(flt).split(" ", 1)[1]
        many = "any number of" if count == "any" else f"up to {number_word(count)}"
        return f"{many} " + one.replace("card", "cards", 1)
    if flt == {"types": ["Land"], "supertypes": ["Basic"]}:
        return "a basic land card"
    if flt == {"name": CARDNAME}:  # 201.4: a card with this card's name
        return f"a card named {CARDNAME}"
    most = flt.pop("mana_value_at_most", None)
    tail = f" with converted mana cost {most} or less" if most is not None else ""
    if isinstance(flt.get("mana_value"), dict) and flt["mana_value"].get("_same_as"):
        from .families.zones_deceit import same_cmc_text  # "… as that card" (608.2g)

        tail = same_cmc_text(flt.pop("mana_value"))
    elif isinstance(flt.get("mana_value"), dict):  # an amount (family mana2_search, 608.2g)
        from .families.amounts_numbers import amount_text

        tail = f" with converted mana cost equal to {amount_text(flt.pop('mana_value'))}"
    types = flt.pop("types", None)
    subtypes = flt.pop("subtypes", [])
    permanent = flt.pop("permanent", False)  # "a permanent card" (110.4a)
    if flt or (permanent and types is not None):
        raise RenderError("search")
    if permanent:
        words = [*subtypes[:1], "permanent"] if len(subtypes) <= 1 else None
    elif types is None:
        words = [" or ".join(subtypes)] if subtypes else []
    elif len(types) == 1 and not subtypes:
        words = [types[0].lower()]
    elif len(types) == 1 and len(subtypes) == 1:  # "a Dragon creature card" (family zones)
        words = [subtypes[0], types[0].lower()]
    elif len(types) == 2 and not subtypes:  # "an artifact or enchantment card"
        words = [f"{types[0].lower()} or {types[1].lower()}"]
    else:
        words = None
    if words is None:
        raise RenderError("search")
    if not words:
        return "a card" + tail
    return _article(" ".join([*words, "card"])) + tail


def _source(e: dict, ctx: Context) -> str:
    """The source of "… deals N damage": as written ("it" or the card's name)."""
    ctx.obj("self")  # the card is mentioned from here on
    return "it" if e.get("_source_it") else CARDNAME


def _if_you_do(e: dict, ctx: Context) -> str:
    """The instructions after "If you do," (one sentence, without its full stop)."""
    inner = effects_text(list(e["then"]), ctx, list(e.get("_then_joins", ())))
    if inner.count(". ") or not inner.endswith("."):
        raise RenderError("if you do")
    return _uncapital(inner)[:-1]


def token_phrase(token: Any, count: int | str) -> str:
    """ "two 1/1 white Soldier creature tokens with flying"."""
    if not isinstance(token, dict):
        raise RenderError("token")
    colors = token.get("color_indicator") or []
    color = " and ".join(colors) if colors else "colorless"
    kind = " ".join([t.lower() for t in token["types"] if t != "Creature"] + ["creature"])
    if token["name"] != " ".join(token["subtypes"]):
        raise RenderError("token name")
    words = [
        "a" if count == 1 else number_word(count),
        f"{token['power']}/{token['toughness']}",
        color,
        *token["subtypes"],
        kind,
        "token" if count == 1 else "tokens",
    ]
    text = " ".join(words)
    if {"abilities", "triggers", "static"} & set(token):
        raise RenderError("token abilities")
    if token.get("keywords"):
        text += " with " + _keywords(token["keywords"])
    return text


def pt_text(power: int, toughness: int) -> str:
    """ "+2/+2", "-3/-0": a zero takes the sign of the other number when that one is negative."""

    def signed(n: int, other: int) -> str:
        return f"-{n}" if n == 0 and other < 0 else f"{n:+d}"

    return f"{signed(power, toughness)}/{signed(toughness, power)}"


def _until(e: dict) -> str:
    """A duration (611.2a, 611.2b)."""
    until = e.get("until", "end_of_turn")
    if until == "end_of_turn":
        return "until end of turn"
    if until == "source_tapped":
        return f"for as long as {CARDNAME} remains tapped"
    if until == "your_next_turn":
        return "until your next turn"
    raise RenderError(f"until {until}")


def _pt(e: dict) -> str:
    return pt_text(e["power"], e["toughness"])


@cache
def _subtypes() -> frozenset[str]:
    from .grammar import subtype_names

    return frozenset(subtype_names())


def _uncapital(s: str) -> str:
    """A sentence continued after a comma: its first word in lower case, unless it is the
    card's name or a subtype ("Wizard creatures gain flying")."""
    first = s.split(" ", 1)[0]
    if s.startswith(CARDNAME) or first.lower() in _subtypes():
        return s
    return s[:1].lower() + s[1:]


def _capital(s: str) -> str:
    return s[:1].upper() + s[1:]


JOIN_WORDS = {"and": " and ", "then": ", then ", "comma_and": ", and "}


def effects_text(effects: list, ctx: Context, joins: list) -> str:
    """Instructions in order (608.2c), joined as the text joined them (``joins``: "." a new
    sentence, "and", "then", "comma_and", "with" for "gets … and gains … until end of turn")."""
    if len(joins) != len(effects) - 1:
        raise RenderError("joins")
    sentences: list[str] = []
    current = ""
    i = 0
    while i < len(effects):
        e = effects[i]
        join = joins[i - 1] if i > 0 and current else "."  # the join before this instruction
        if i < len(joins) and joins[i] == "with" and "replacement" in e:
            if effects[i + 1].get("until") != e.get("until"):
                raise RenderError("with")
            piece = _prevention_effect(
                [e["replacement"], effects[i + 1].get("replacement")], ctx, e.get("until")
            )
            i += 1
        elif i < len(joins) and joins[i] == "with" and "pump" in e and "damage" in effects[i + 1]:
            # "CARDNAME gets +1/+1 until end of turn and deals 1 damage to you"
            nxt = effects[i + 1]
            if (
                set(nxt) - {"_source"} != {"damage", "to"}
                or nxt["to"] != "you"
                or e["pump"] != "self"
            ):
                raise RenderError("with")
            piece = f"{effect_text(e, ctx)} and deals {nxt['damage']} damage to you"
            i += 1
        elif (
            i < len(joins)
            and joins[i] == "with"
            and effects[i + 1].get("_text") == "ct_more_damage"
        ):
            # "… deals 2 damage to target creature and 2 damage to target player" (family
            # combat_targets): the later instructions of the same source, "A, B, and C"
            more = [effects[i + 1]]
            while i + len(more) < len(joins) and joins[i + len(more)] == "with":
                more.append(effects[i + 1 + len(more)])
            if any(m.get("_text") != "ct_more_damage" for m in more) or len(more) > 2:
                raise RenderError("with")
            if bool(more[-1].get("_last")) != (len(more) == 2):
                raise RenderError("with")
            words = [effect_text(m, ctx) for m in more]
            first = effect_text(e, ctx)
            piece = (
                f"{first} and {words[0]}"
                if len(more) == 1
                else f"{first}, {words[0]}, and {words[1]}"
            )
            i += len(more)
        elif i < len(joins) and joins[i] == "with" and "damage" in e:
            # "… deals 1 damage to target creature or player and 1 damage to you"
            nxt = effects[i + 1]
            if set(nxt) - {"_source"} != {"damage", "to"} or nxt["to"] != "you":
                raise RenderError("with")
            piece = f"{effect_text(e, ctx)} and {nxt['damage']} damage to you"
            i += 1
        elif i < len(joins) and joins[i] == "with" and "pump_all" in e:
            # "Creatures you control get +1/+1 and gain trample until end of turn" (one group)
            nxt = effects[i + 1]
            if set(nxt) != {"grant", "to", "until"} or nxt["to"] != {"all": e["pump_all"]}:
                raise RenderError("with")
            if nxt["until"] != e.get("until"):
                raise RenderError("with")
            piece = (
                f"{plural_subject(e['pump_all'])} get {_pt(e)} and gain "
                f"{_keywords(nxt['grant'])} {_until(e)}"
            )
            i += 1
        elif i < len(joins) and joins[i] == "with" and effects[i + 1].get("_then_on_moved"):
            # "Manifest the top card of your library, then put two +1/+1 counters on it": "it"
            # is what the first instruction put onto the battlefield (400.7)
            piece = f"{effect_text(e, ctx)}, then {effect_text(effects[i + 1], ctx)}"
            i += 1
        elif i < len(joins) and joins[i] == "with":
            nxt = effects[i + 1]
            if "pump" not in e or "grant" not in nxt or nxt.get("to") != e["pump"]:
                raise RenderError("with")
            if nxt.get("until") != e.get("until"):
                raise RenderError("with")
            verb = "has" if e.get("until") == "source_tapped" else "gains"
            ctx.it = [e[k] for k in e.get("_it", ())]
            ctx.that = [e[k] for k in e.get("_that", ())]
            if e.get("_each"):  # "any number of target creatures each get … and gain …"
                piece = (
                    f"{ctx.obj(e['pump'])} each get {_pt(e)} and gain "
                    f"{_keywords(nxt['grant'])} {_until(e)}"
                )
            else:
                piece = f"{ctx.obj(e['pump'])} gets {_pt(e)} and {verb} {_keywords(nxt['grant'])} {_until(e)}"
            i += 1
        else:
            piece = effect_text(e, ctx)
        if e.get("_until_first"):  # "Until end of turn, target creature gains …" (611.2a)
            duration = " " + _until(e)
            if not piece.endswith(duration):
                raise RenderError("until first")
            piece = f"{duration[1:]}, {piece[: -len(duration)]}"
        if e.get("_if_head"):  # "If you control a Warrior, that player loses 2 life" (608.2c)
            piece = f"if {condition_text(e['if'])}, {piece}"
        if e.get("_then_first"):  # "Then if it has …": a sentence begun with "then" (608.2c)
            piece = "then " + piece
        if not current:
            current = piece
        elif join == ".":
            sentences.append(current)
            current = piece
        else:
            current += JOIN_WORDS[join] + piece
        i += 1
    sentences.append(current)
    return " ".join(_capital(s) + "." for s in sentences)


def cost_text(cost: Any) -> str:
    if isinstance(cost, str):
        return cost
    parts = []
    if cost.get("mana"):
        parts.append(cost["mana"])
    if cost.get("tap"):
        parts.append("{T}")
    if cost.get("untap"):
        parts.append("{Q}")
    if cost.get("pay_life"):
        parts.append(f"Pay {cost['pay_life']} life")
    if cost.get("discard") and cost.get("discard_random"):
        parts.append(f"Discard {cards(cost['discard'])} at random")
    elif cost.get("discard") and "discard_filter" in cost:
        parts.append(f"Discard {_card_noun(cost['discard_filter'], cost['discard'])}")
    elif cost.get("discard"):
        parts.append(f"Discard {cards(cost['discard'])}")
    if cost.get("discard_hand"):
        parts.append("Discard your hand")
    if cost.get("sacrifice_self") and "remove_counters" not in cost:
        parts.append(f"Sacrifice {CARDNAME}")
    if cost.get("discard_self"):
        parts.append(f"Discard {CARDNAME}")
    if "sacrifice" in cost:
        flt = dict(cost["sacrifice"])
        n = cost.get("sacrifice_count", 1)
        if flt.pop("other", False) and n == 1:
            parts.append("Sacrifice another " + noun_phrase(flt.pop("types")[0].lower(), flt))
        elif "other" in cost["sacrifice"]:  # "Sacrifice two other creatures" (109.1)
            parts.append("Sacrifice " + _cost_noun({**flt, "other": True}, n))
        else:
            parts.append("Sacrifice " + _cost_noun(flt, cost.get("sacrifice_count", 1)))
    parts += _cost_words(cost)
    return ", ".join(parts)


def _a(phrase: str) -> str:
    return f"{'an' if phrase[0] in 'aeiou' else 'a'} {phrase}"


def _cost_noun(flt: dict, n: int) -> str:
    """ "a Goblin", "two lands", "an untapped Wizard you control" (a cost's permanents)."""
    flt = dict(flt)
    types = flt.pop("types", None)
    if types is None and flt.get("subtypes"):  # a subtype without its card type
        _check(flt, KNOWN_FILTER - {"types", "other"})
        words = adjectives(flt)
        if n != 1:
            words[-1] += "s"
        phrase = " ".join(words) + _controller(flt)
        return _a(phrase) if n == 1 else f"{number_word(n)} {phrase}"
    if n == 1 and flt.pop("other", False):  # "another untapped creature you control"
        return "another " + noun_phrase((types or ["Permanent"])[0].lower(), flt)
    if n == 1:
        return _a(noun_phrase((types or ["Permanent"])[0].lower(), flt))
    return f"{number_word(n)} {plural({**flt, **({'types': types} if types else {})})}"


def _card_noun(flt: dict, n: int) -> str:
    """ "a card", "two creature cards", "a Zombie card" (cards in a hand or a graveyard)."""
    flt = dict(flt)
    _check(flt, {"types", "subtypes"})
    words = list(flt.get("subtypes", ())) + [t.lower() for t in flt.get("types", ())]
    if len(flt.get("types", ())) > 1 or len(flt.get("subtypes", ())) > 1:
        raise RenderError("card noun")
    noun = " ".join(words + ["card" if n == 1 else "cards"])
    return _a(noun) if n == 1 else f"{number_word(n)} {noun}"


def _counters(spec: dict) -> str:
    n = spec["n"]
    return f"{'a' if n == 1 else number_word(n)} {spec['kind']} counter{'' if n == 1 else 's'}"


def _cost_words(cost: dict) -> list[str]:
    """The non-mana cost parts of issue 12b (117.1), in the order Oracle prints them."""
    parts = []
    if cost.get("exile_self") == "battlefield":
        parts.append(f"Exile {CARDNAME}")
    if cost.get("exile_self") == "graveyard":
        parts.append(f"Exile {CARDNAME} from your graveyard")
    if "remove_counters" in cost and cost["remove_counters"]["n"] == "X":
        kind = cost["remove_counters"]["kind"]
        if cost.get("_remove_x"):  # "Remove X +1/+1 counters" (family counters_events)
            parts.append(f"Remove X {kind} counters from {CARDNAME}")
        else:
            parts.append(f"Remove any number of {kind} counters from {CARDNAME}")
    elif "remove_counters" in cost:
        and_sacrifice = " and sacrifice it" if cost.get("sacrifice_self") else ""
        parts.append(f"Remove {_counters(cost['remove_counters'])} from {CARDNAME}{and_sacrifice}")
    if cost.get("exile_top"):
        n = cost["exile_top"]
        top = "card" if n == 1 else f"{number_word(n)} cards"
        parts.append(f"Exile the top {top} of your library")
    if "put_counters" in cost:
        parts.append(f"Put {_counters(cost['put_counters'])} on {CARDNAME}")
    if "tap_untapped" in cost:
        flt = {**cost["tap_untapped"], "tapped": False, "controller": "you"}
        parts.append("Tap " + _cost_noun(flt, cost.get("tap_count", 1)))
    if "return_to_hand" in cost:
        n = cost.get("return_count", 1)
        noun = _cost_noun({**cost["return_to_hand"], "controller": "you"}, n)
        parts.append(f"Return {noun} to {'its' if n == 1 else 'their'} owner's hand")
    if cost.get("return_self"):
        parts.append(f"Return {CARDNAME} to its owner's hand")
    if "exile_from_graveyard" in cost:
        noun = _card_noun(cost["exile_from_graveyard"], cost.get("exile_count", 1))
        parts.append(f"Exile {noun} from your graveyard")
    return parts


def ability_text(ability: dict, self_mentioned: bool = False, named_before: bool = False) -> str:
    if "modes" in ability:
        modes = " ".join("• " + ability_text(m) for m in ability["modes"])
        how_many = {1: "one", 2: "two", "one_or_both": "one or both"}[ability.get("choose", 1)]
        return f"Choose {how_many} — {modes}"
    ctx = Context(list(ability.get("targets", [])), self_mentioned, named_before)
    return effects_text(list(ability["effects"]), ctx, list(ability.get("_joins", ())))


def activated_text(ability: dict) -> str:
    if "loyalty" in ability:
        head = str(ability["loyalty"]).replace("-", "−")
        return f"{head}: {ability_text(ability)}"
    cost = ability["cost"]
    head = cost_text(cost)
    text = f"{head}: {ability_text(ability, CARDNAME in head)}"
    text += {
        None: "",
        "instant": "",
        "sorcery": " Activate this ability only any time you could cast a sorcery.",
        "your_turn": " Activate this ability only during your turn.",
        "your_turn_before_attackers": (
            " Activate this ability only during your turn, before attackers are declared."
        ),
        "your_upkeep": " Activate this ability only during your upkeep.",
        "combat_after_blockers": " Activate this ability only during combat after blockers are declared.",
    }[ability.get("timing")]
    if "only_if" in ability:
        text += f" Activate this ability only if {condition_text(ability['only_if'])}."
    if "cost_less" in ability:  # 602.2b (family mana2_ability_costs)
        from .families.mana2_ability_costs import cost_less_text

        text += " " + cost_less_text(ability["cost_less"])
    if ability.get("per_turn") == 1:
        text += " Activate this ability only once each turn."
    elif ability.get("per_turn") == 2:
        text += " Activate this ability no more than twice each turn."
    elif "per_turn" in ability:
        raise RenderError("per_turn")
    return text


def trigger_text(trigger: dict) -> str:
    when = trigger["when"]
    family = _family("TRIGGER_TEXT").get(trigger.get("_text", when))
    if family is not None:
        return family(trigger)
    of = dict(trigger.get("of", {}))
    self_or = trigger.get("_self_or", False)
    if (
        "_or_when" in trigger
        and "_or_of" in trigger
        and (when, trigger["_or_when"]) == ("a_player_casts_spell", "a_permanent_enters")
    ):
        # "Whenever you cast a black spell or a Swamp enters the battlefield under your
        # control" (the Magus staffs): a spell of the ``of`` filter, a land of the second's
        land = dict(trigger["_or_of"])
        if land.pop("controller", None) != "you" or set(land) != {"subtypes"}:
            raise RenderError("either")
        (subtype,) = land["subtypes"]
        head = f"{_casts_head(of)} or {_article(subtype)} enters the battlefield under your control"
    elif "_or_when" in trigger and "_or_of" in trigger:
        # "Whenever CARDNAME or enchanted creature attacks" (bestow, 702.102): the second
        # event is about the creature it enchants
        pair = (when, trigger["_or_when"])
        if pair not in EITHER_ENCHANTED or trigger["_or_of"] != EITHER_ENCHANTED[pair][0]:
            raise RenderError("either")
        head = f"Whenever {CARDNAME} or enchanted creature {EITHER_ENCHANTED[pair][1]}"
    elif "_or_when" in trigger:
        pair = (when, trigger["_or_when"])
        if pair not in EITHER_EVENTS:
            raise RenderError("either")
        head = f"Whenever {CARDNAME} {EITHER_EVENTS[pair]}"
    elif self_or:
        head = _self_or_head(when, of)
    elif when == "a_creature_deals_damage" and of in ({"enchanted": True}, {"equipped": True}):
        which = "enchanted" if of.get("enchanted") else "equipped"
        head = f"Whenever {which} creature deals damage"
    elif when == "a_creature_deals_combat_damage_to_player" and of in (
        {"enchanted": True},
        {"equipped": True},
    ):
        which = "enchanted" if of.get("enchanted") else "equipped"
        head = f"Whenever {which} creature deals combat damage to a player"
    elif when == "a_creature_dies" and of == {"enchanted": True}:
        head = "When enchanted creature dies"
    elif when == "each_upkeep" and trigger.get("_players"):
        head = "At the beginning of each player's upkeep"
    elif when == "enchanted_controllers_upkeep":
        head = f"At the beginning of the upkeep of enchanted {trigger.get('_of', 'creature')}'s controller"
    elif when in EVENTS:
        head = EVENTS[when]
    elif when == "a_creature_attacks" and of in (
        {"types": ["Creature"], "enchanted": True},
        {"types": ["Creature"], "equipped": True},
    ):
        head = f"Whenever {'enchanted' if of.get('enchanted') else 'equipped'} creature attacks"
    elif when == "a_creature_attacks" and of.pop("types", None) == ["Creature"]:
        # "Whenever a creature attacks you / enchanted player" (506.3, 303.4k)
        attacked = {
            None: "",
            "you": " you",
            "enchanted_player": " enchanted player",
            "you_or_planeswalker": " you or a planeswalker you control",  # family combat3
        }[of.pop("attacking_player", None)]
        if trigger.get("_subtype_only"):
            if len(of.get("subtypes", ())) != 1 or set(of) - {"subtypes", "controller"}:
                raise RenderError("attacks")
            head = f"Whenever {_article(of['subtypes'][0])}{_controller(of)} attacks{attacked}"
        else:
            head = f"Whenever {_article(noun_phrase('creature', of))} attacks{attacked}"
    elif when == "a_creature_dies":
        other = of.pop("other", False)
        head = f"Whenever {'another' if other else 'a'} {noun_phrase('creature', of)} dies"
    elif when == "another_creature_enters" and of.get("controller") == "you":
        of.pop("controller")
        head = f"Whenever another {noun_phrase('creature', of)} enters the battlefield under your control"
    elif when == "another_creature_enters":
        head = f"Whenever another {noun_phrase('creature', of)} enters the battlefield"
    elif when == "a_player_casts_spell":
        head = _casts_head(of)
    elif when == "state" and set(trigger.get("if", {})) == {"self_has_keyword"}:
        head = f"When CARDNAME has {trigger['if']['self_has_keyword'].lower()}"
    elif when == "state" and set(trigger.get("if", {})) == {"you_control_none"}:
        head = "When you control no " + _plural_or_subtypes(trigger["if"]["you_control_none"])
    elif when == "a_permanent_enters" and of == {"types": ["Land"], "controller": "you"}:
        head = "Whenever a land enters the battlefield under your control"
    elif when == "a_permanent_enters" and of.get("types") == ["Creature"]:
        of.pop("types")
        yours = " under your control" if of.pop("controller", None) == "you" else ""
        head = f"Whenever {_article(noun_phrase('creature', of))} enters the battlefield{yours}"
    else:
        raise RenderError(when)
    return trigger_body(head, trigger)


def trigger_body(head: str, trigger: dict) -> str:
    """A triggered ability worded from its trigger condition ``head`` ("Whenever …"): the
    intervening "if" (603.4) and the instructions."""
    when = trigger["when"]
    of = dict(trigger.get("of", {}))
    self_or = trigger.get("_self_or", False)
    if trigger.get("_word") == "When" and head.startswith("Whenever "):
        head = "When " + head[len("Whenever ") :]
    if trigger.get("_word") == "Whenever" and head.startswith("When "):
        head = "Whenever " + head[len("When ") :]
    if "if" in trigger and when != "state":
        ((key, value),) = dict(trigger["if"]).items()
        if key in CONDITION_TEXT:
            head += ", " + CONDITION_TEXT[key](value)
        else:  # a condition also said of a sentence ("if you control a Warrior", 603.4)
            head += ", if " + condition_text({key: value})
    # Oracle names the card again after "targets ~", "~ or another …" and an intervening "if"
    # (603.4) — or says "it": the compiler's hint tells which
    heroic = of.get("targets_source", False) or self_or or ("if" in trigger and when != "state")
    body = ability_text(
        {k: v for k, v in trigger.items() if k in ("targets", "effects", "_joins", "modes")},
        CARDNAME in head and not heroic,
        named_before=heroic,
    )
    return f"{head}, {_uncapital(body)}"


def _self_or_head(when: str, of: dict) -> str:
    """ "Whenever CARDNAME or another enchantment enters the battlefield under your control"."""
    of = dict(of)
    yours = of.pop("controller", None) == "you"
    if when == "a_creature_dies":
        if of.pop("types", None) != ["Creature"]:
            raise RenderError("self or dies")
        return f"Whenever {CARDNAME} or another {noun_phrase('creature', of)}" + (
            " you control dies" if yours else " dies"
        )
    if when != "a_permanent_enters":
        raise RenderError("self or")
    if set(of) == {"subtypes"} and len(of["subtypes"]) == 1:
        noun = of["subtypes"][0]
    elif set(of) == {"types"} and len(of["types"]) == 1:
        noun = of["types"][0].lower()
    elif not of:
        noun = "permanent"
    else:
        raise RenderError("self or")
    tail = " under your control" if yours else ""
    return f"Whenever {CARDNAME} or another {noun} enters the battlefield{tail}"


def _casts_head(of: dict) -> str:
    """ "Whenever a player casts a white spell", "Whenever you cast an enchantment spell"."""
    who = {
        None: "Whenever a player casts ",
        "you": "Whenever you cast ",
        "opponent": "Whenever an opponent casts ",
    }[of.pop("controller", None)]
    if of == {"targets_source": True} and who == "Whenever you cast ":
        return who + f"a spell that targets {CARDNAME}"
    if not of:
        return who + "a spell"
    if set(of) == {"colors"} and len(of["colors"]) == 1:
        word = _color(of["colors"][0])
    elif set(of) == {"types"} and len(of["types"]) in (1, 2):  # "an instant or sorcery spell"
        word = " or ".join(t.lower() for t in of["types"])
    elif set(of) == {"subtypes"} and len(of["subtypes"]) in (1, 2):  # "a Treefolk spell"
        word = " or ".join(of["subtypes"])
    elif of == {"multicolored": True}:  # 105.2c
        word = "multicolored"
    elif set(of) == {"mana_value_at_most"}:  # 202.3
        return who + f"a spell with converted mana cost {of['mana_value_at_most']} or less"
    elif set(of) == {"mana_value_at_least"}:
        return who + f"a spell with converted mana cost {of['mana_value_at_least']} or greater"
    else:
        raise RenderError("cast")
    return who + _article(word) + " spell"


def _plural_or_subtypes(flt: dict) -> str:
    if set(flt) == {"subtypes"} and len(flt["subtypes"]) == 1:
        return flt["subtypes"][0] + "s"
    return plural(flt)


def static_text(entries: list) -> str:
    """One static line: P/T change and/or granted keywords for the same objects."""
    first = entries[0]
    for key, family in _family("STATIC_TEXT").items():
        if key in first:
            return family(entries)
    if "keyword" in first:
        if first["keyword"] == "Unblockable":
            return f"{CARDNAME} can't be blocked."
        if first["keyword"] == "Doesn't untap during its controller's untap step":
            return f"{CARDNAME} doesn't untap during your untap step."
        if first["keyword"] == "All creatures able to block it do so":  # 509.1c (Lure)
            return f"All creatures able to block {CARDNAME} do so."
        if first["keyword"] == AS_UNBLOCKED:  # 510.1b (Thorn Elemental)
            return f"You may have {CARDNAME} assign its combat damage as though it weren't blocked."
        if first["keyword"] == "You may choose not to untap it during your untap step":
            return f"You may choose not to untap {CARDNAME} during your untap step."
        from .families.granted_combat import self_restriction_text

        restriction = self_restriction_text(first["keyword"])  # 509.1b with a power quality
        if restriction is not None and len(entries) == 1:
            return restriction
        if first["keyword"] not in SELF_WORDS:
            raise RenderError(f"keyword {first['keyword']}")
        return f"{CARDNAME} {first['keyword'][:1].lower()}{first['keyword'][1:]}."
    if "pt_equal_to" in first:
        return _cda_text(first["pt_equal_to"])
    if first.get("_each") and len(entries) == 1 and "grant" in first:
        flt = dict(first["affects"])
        kind = flt.pop("with_counter")
        if flt.pop("types", None) != ["Creature"]:
            raise RenderError("each with counter")
        return (
            f"Each {noun_phrase('creature', flt)} with a {kind} counter on it has "
            f"{_keywords(first['grant'])}."
        )
    if "additional_cost" in first and len(entries) == 1:
        text = cost_text(first["additional_cost"])
        return f"As an additional cost to cast {CARDNAME}, {text[:1].lower()}{text[1:]}."
    if "control" in first:
        return _control_text(first)
    if first == {"no_max_hand_size": True} and len(entries) == 1:
        return "You have no maximum hand size."
    if first == {"set_colors": "chosen_color", "affects": {"self": True}} and len(entries) == 1:
        return f"{CARDNAME} is the chosen color."
    if first == {"add_subtypes": "chosen_creature_type", "affects": {"self": True}}:
        if len(entries) == 1:
            return f"{CARDNAME} is the chosen type in addition to its other types."
    if first.get("affects") == {"paired": True} and len(entries) == 1:  # 702.94b
        head = f"As long as {CARDNAME} is paired with another creature, "
        if "modify_pt" in first:
            pt = pt_text(first["modify_pt"]["power"], first["modify_pt"]["toughness"])
            return f"{head}each of those creatures gets {pt}."
        if "grant" in first:
            return f"{head}both creatures have {_keywords(first['grant'])}."
    condition = first.get("if")
    if any(e.get("if") != condition for e in entries):
        raise RenderError("conditions")
    affects = dict(first["affects"])
    one = affects in ({"enchanted": True}, {"equipped": True}, {"self": True})
    if affects == {"self": True}:
        subject = CARDNAME
    elif one:
        subject = "enchanted creature" if affects.get("enchanted") else "equipped creature"
    elif affects.get("types") == ["Creature"]:
        subject = plural_subject(affects)  # "All Sliver creatures have …"
    else:
        subject = plural(affects)
    has, gets = ("has", "gets") if one else ("have", "get")
    if len(entries) > 2:
        raise RenderError("static entries")
    pieces = []
    if "modify_pt" in first:
        pieces.append(
            f"{gets} {pt_text(first['modify_pt']['power'], first['modify_pt']['toughness'])}"
        )
    for entry in entries[1:] if "modify_pt" in first else entries:
        if "grant" not in entry:
            raise RenderError("static entry")
        pieces += _grant_pieces(entry["grant"], one)
    text = f"{subject} " + " and ".join(pieces)
    if condition is not None:
        if first.get("_if_first"):
            text = f"as long as {condition_text(condition)}, {text}"
        else:
            text = f"{text} as long as {condition_text(condition)}"
    return _capital(text) + "."


# the card format's words for restrictions and requirements (508.1c–d, 509.1b): how a static
# line says them of one object and of many
PHRASES = {
    "Can't block": ("can't block", "can't block"),
    "Can't attack": ("can't attack", "can't attack"),
    "Attacks each combat if able": ("attacks each combat if able", "attack each combat if able"),
    "Can block only creatures with flying": ("can block only creatures with flying",) * 2,
    "Unblockable": ("can't be blocked", "can't be blocked"),
    "Can't be blocked except by two or more creatures": (
        "can't be blocked except by two or more creatures",
    )
    * 2,
    "Doesn't untap during its controller's untap step": (
        "doesn't untap during its controller's untap step",
        "don't untap during their controllers' untap steps",
    ),
}
AS_UNBLOCKED = "You may have it assign its combat damage as though it weren't blocked"
SELF_WORDS = {
    "Can't be countered",
    "Can't be blocked except by two or more creatures",
    "Can't be blocked by more than one creature",
    "Can block any number of creatures",
    "Can block an additional creature",
    "You may choose not to untap it during your untap step",
    "Can't block",
    "Can't attack",
    "Can't attack during extra turns",  # 508.1c, 500.7 (family statics_combat)
    "Attacks each combat if able",
    "Can block only creatures with flying",
    "Can't attack alone",  # 506.5 (family combat2_statics)
    "Must be blocked if able",  # 509.1c
    "Can block Dragons as though it had reach",  # 509.1b, 609.4
    "Can't block alone",
    "Can't attack or block alone",
    *(
        f"Can't attack unless defending player controls {land}"
        for land in (
            "an Island",
            "a Swamp",
            "a Mountain",
            "a Forest",
            "an enchantment or an enchanted permanent",  # 303.4 (family pay_attack)
        )
    ),
}


def _grant_pieces(grant: list, one: bool) -> list[str]:
    """ "has flying", "can't block", "have haste and attack each combat if able"."""
    if grant == ["Can't attack", "Can't block"]:
        return ["can't attack or block"]
    words = [w for w in grant if not (isinstance(w, str) and w in PHRASES)]
    phrases = [PHRASES[w][0 if one else 1] for w in grant if isinstance(w, str) and w in PHRASES]
    if [w for w in grant if isinstance(w, str) and w in PHRASES] != grant[len(words) :]:
        raise RenderError("grant order")
    out = [f"{'has' if one else 'have'} {_keywords(words)}"] if words else []
    return out + phrases


def _article(phrase: str) -> str:
    return ("an " if phrase[:1].lower() in "aeiou" else "a ") + phrase


def condition_text(condition: dict) -> str:
    """ "you control a Plains", "you have seven or more cards in hand" (611.3a)."""
    ((key, arg),) = [(k, v) for k, v in condition.items() if not k.startswith("_")]
    family = _family("CONDITION_TEXT").get(key)
    if family is not None:
        return family(arg)
    if key == "you_control":
        flt = dict(arg)
        types = flt.pop("types", None)
        if types is None and "subtypes" not in flt:  # "a white or black permanent"
            return "you control " + _article(noun_phrase("permanent", flt))
        if types is None:
            if set(flt) != {"subtypes"} or len(flt["subtypes"]) != 1:
                raise RenderError("condition")
            return "you control " + _article(flt["subtypes"][0])
        if len(types) != 1 or types[0].lower() not in TARGET_NOUNS:
            raise RenderError("condition")
        return "you control " + _article(noun_phrase(types[0].lower(), flt))
    if key == "you_control_none" and set(arg) == {"subtypes"} and len(arg["subtypes"]) == 1:
        return f"you control no {arg['subtypes'][0]}s"
    if key == "you_control_none":
        return "you control no " + plural(arg)
    if key == "you_control_at_least":
        return f"you control {number_word(arg['n'])} or more {plural(arg['filter'])}"
    if key == "cards_in_hand_at_least":
        return f"you have {number_word(arg)} or more cards in hand"
    if key == "cards_in_graveyard_at_least":
        return f"{number_word(arg)} or more cards are in your graveyard"
    if key == "total_power_at_least":
        return f"creatures you control have total power {arg} or greater"
    if key in ("your_turn", "not_your_turn"):
        return "it's your turn" if key == "your_turn" else "it's not your turn"
    if key in ("life_at_most", "life_at_least"):
        return f"you have {arg} or {'less' if key == 'life_at_most' else 'more'} life"
    raise RenderError(f"condition {key}")


def count_text(expression: Any) -> str:
    """What a characteristic-defining ability counts (604.3): "cards in your hand"."""
    if expression == "cards_in_hand":
        return "cards in your hand"
    if expression == "creature_cards_in_your_graveyard":
        return "creature cards in your graveyard"
    if isinstance(expression, dict) and set(expression) == {"count"}:
        flt = dict(expression["count"])
        if "controller" not in flt or flt.get("other"):
            raise RenderError("count")
        if "types" not in flt and len(flt.get("subtypes", ())) == 1:
            name = flt.pop("subtypes")[0]
            name = name if name.endswith("s") else name + "s"  # "Plains" is its own plural
            return " ".join([*adjectives(flt), name]) + (
                " your opponents control"
                if flt.get("controller") == "opponent"
                else _controller(flt)
            )
        return plural(flt)
    raise RenderError("count")


def _equal_to(expression: Any) -> str:
    """What a characteristic-defining ability is "equal to" (604.3)."""
    if isinstance(expression, dict) and "amount" in expression:  # family "amounts"
        from .families.amounts_numbers import amount_text

        return amount_text(expression)
    return f"the number of {count_text(expression)}"


def _cda_text(value: Any) -> str:
    if isinstance(value, dict) and set(value) in ({"power"}, {"toughness"}):
        ((side, expression),) = value.items()
        return f"{CARDNAME}'s {side} is equal to {_equal_to(expression)}."
    return f"{CARDNAME}'s power and toughness are each equal to {_equal_to(value)}."


def _control_text(entry: dict) -> str:
    affects = dict(entry["affects"])
    if (
        entry["control"] != "you"
        or not affects.pop("enchanted", False)
        or set(entry)
        != {
            "control",
            "affects",
        }
    ):
        raise RenderError("control")
    types = affects.pop("types", ["Permanent"])
    if affects or len(types) != 1:
        raise RenderError("control")
    return f"You control enchanted {types[0].lower()}."


AS_ENTERS_WORDS = {
    "color": "a color",
    "creature_type": "a creature type",
    "player": "a player",
    "opponent": "an opponent",
    "name": "a card name",  # 201.3 (family lead_names)
    "nonland_name": "a nonland card name",
}


def as_enters_text(value: dict) -> str:
    """ "As CARDNAME enters the battlefield, choose a color." (614.1c)"""
    if set(value) != {"choose"} or value["choose"] not in AS_ENTERS_WORDS:
        raise RenderError("as_enters")
    return f"As {CARDNAME} enters the battlefield, choose {AS_ENTERS_WORDS[value['choose']]}."


PREVENT_REFS = {"enchanted": "enchanted creature", "you": "you"}


def prevention_text(specs: list, names: dict) -> str:
    """ "Prevent all [combat] damage that would be dealt [to X | by X | to and dealt by X]"
    (615.1a) without "this turn" and the full stop; ``names`` words the references."""
    first = specs[0]
    kind = "combat damage" if first.get("combat") else "damage"
    for spec in specs:
        if spec.get("prevent") != "all" or set(spec) - {
            "event",
            "combat",
            "to",
            "source",
            "prevent",
            "_and",
            "_that",
            "_it",
        }:
            raise RenderError("prevention")
        if spec.get("combat") != first.get("combat"):
            raise RenderError("prevention")
    text = f"Prevent all {kind} that would be dealt"

    def word(ref: Any) -> str:
        if ref in names:
            return names[ref]
        if ref in PREVENT_REFS:
            return PREVENT_REFS[ref]
        raise RenderError(f"prevention {ref!r}")

    if len(specs) == 2:
        to, by = specs
        if (
            not by.get("_and")
            or "to" not in to
            or to.get("to") != by.get("source")
            or "source" in to
        ):
            raise RenderError("prevention")
        return f"{text} to and dealt by {word(to['to'])}"
    if len(specs) != 1:
        raise RenderError("prevention")
    if "to" in first and "source" in first:
        raise RenderError("prevention")
    if "to" in first:
        return f"{text} to {word(first['to'])}"
    if "source" in first:
        return f"{text} by {word(first['source'])}"
    return text


def replacement_text(value: dict) -> str:
    """ "CARDNAME enters the battlefield tapped." and its kin (614.1c, 614.1d, 614.12);
    "As CARDNAME is turned face up, put N counters on it." (707.11)."""
    family = _family("REPLACEMENT_TEXT").get(value.get("_text", value.get("event", "")))
    if family is not None:
        return family(value)
    if value.get("event") == "turned_face_up" and set(value) == {"event", "of", "counters"}:
        n, kind = value["counters"]["n"], value["counters"]["kind"]
        word = "a" if n == 1 else number_word(n)
        return f"As {CARDNAME} is turned face up, put {word} {kind} counter{'s' if n != 1 else ''} on it."
    if value.get("event") == "damage":
        return prevention_text([value], {"self": CARDNAME}) + "."
    if (
        value.get("event") == "step"
        and value.get("player") == "you"
        and set(value)
        == {
            "event",
            "step",
            "player",
            "skip",
        }
    ):
        return f"Skip your {value['step']} step."
    if value.get("event") != "enter_battlefield" or value.get("of") != "self":
        raise RenderError("replacement")
    rest = {k: v for k, v in value.items() if k not in ("event", "of", "_it")}
    if rest == {"tapped": True}:
        return f"{CARDNAME} enters the battlefield tapped."
    lands = {
        "you_control_at_least": {
            "filter": {"types": ["Land"]},
            "n": rest.get("if", {}).get("you_control_at_least", {}).get("n"),
        }
    }
    if (
        set(rest) == {"tapped", "if"}
        and rest["if"] == lands
        and isinstance(lands["you_control_at_least"]["n"], int)
    ):
        few = number_word(lands["you_control_at_least"]["n"] - 1)
        return f"{CARDNAME} enters the battlefield tapped unless you control {few} or fewer other lands."
    if set(rest) == {"counters", "if"} and rest["if"] == {"kicked": True}:
        n, kind = rest["counters"]["n"], rest["counters"]["kind"]
        word = "a" if n == 1 else number_word(n)
        return (
            f"If {CARDNAME} was kicked, it enters the battlefield with {word} {kind} "
            f"counter{'s' if n != 1 else ''} on it."
        )
    if set(rest) == {"counters"} and rest["counters"]["n"] == "X":
        return (
            f"{CARDNAME} enters the battlefield with X {rest['counters']['kind']} counters on it."
        )
    if set(rest) == {"counters", "if"} and rest["if"] == {"creatures_died_this_turn_at_least": 1}:
        n, kind = rest["counters"]["n"], rest["counters"]["kind"]
        word = "a" if n == 1 else number_word(n)
        return (
            f"{CARDNAME} enters the battlefield with {word} {kind} "
            f"counter{'s' if n != 1 else ''} on it if a creature died this turn."
        )
    if set(rest) == {"counters"} and rest["counters"]["n"] == "times_kicked":
        return (
            f"{CARDNAME} enters the battlefield with a {rest['counters']['kind']} counter on it "
            "for each time it was kicked."
        )
    if set(rest) == {"counters"} and rest["counters"]["n"] == "x":
        return (
            f"{CARDNAME} enters the battlefield with X {rest['counters']['kind']} counters on it."
        )
    if set(rest) == {"counters"}:
        n, kind = rest["counters"]["n"], rest["counters"]["kind"]
        word = "a" if n == 1 else number_word(n)
        plural = "counter" if n == 1 else "counters"
        return f"{CARDNAME} enters the battlefield with {word} {kind} {plural} on it."
    if set(rest) == {"pay_life_or_tapped"}:
        return (
            f"As {CARDNAME} enters the battlefield, you may pay {rest['pay_life_or_tapped']} life. "
            f"If you don't, {'it' if value.get('_it') else CARDNAME} enters the battlefield tapped."
        )
    raise RenderError("replacement")
