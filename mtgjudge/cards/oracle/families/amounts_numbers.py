"""Family "amounts": the numbers a text computes (``engine/amounts.py``).

- "… deals damage equal to its power to target creature", "… deals damage to target creature
  equal to the number of Mountains you control", "You gain life equal to its toughness",
  "Draw cards equal to …" (608.2g: determined once, as the effect is applied; an object that
  has left its zone is used as it last existed — a sacrificed source, a destroyed target);
- "…, where X is …" after an instruction with X ("CARDNAME deals X damage to target creature,
  where X is the number of cards in your hand", "Target creature gets +X/+X until end of turn,
  where X is your devotion to green");
- statics: "CARDNAME gets +1/+1 for each artifact you control", "Enchanted creature gets
  +1/+1 for each …" (611.3a: counted whenever the game looks) and characteristic-defining
  abilities "CARDNAME's power and toughness are each equal to …" (604.3);
- what is counted: power, toughness, converted mana cost of an object, counters on it, the
  number of permanents / cards, devotion (700.5), the basic land types among lands you
  control (domain), a life total (118.1).
"""

from __future__ import annotations

from typing import Any

from ..render import CARDNAME, RenderError, plural

GRAMMAR = r"""
PT_X.3: /[+\-−]x\/[+\-−][0-9x]+|[+\-−][0-9]+\/[+\-−]x/
// ", where X is" as one token: the comma would otherwise begin a joiner (", then")
WHERE_X.3: /, where x is(?= )/
// "your devotion to black and red" as one token ("and" also joins instructions)
DEVOTION_TWO.3: /your devotion to (white|blue|black|red|green) and (white|blue|black|red|green)(?![a-z])/

// an amount a text computes (608.2g, 611.3a)
amt: "the" "number" "of" countable                    -> amt_number_of
   | amt_other
amt_other: amt_whose "power"                          -> amt_power
         | amt_whose "toughness"                      -> amt_toughness
         | amt_whose "converted" "mana" "cost"        -> amt_mana_value
         | "your" "devotion" "to" color               -> amt_devotion
         | DEVOTION_TWO                               -> amt_devotion_two
         | "your" "life" "total"                      -> amt_life
         // 118.3: the life the instructions before it made players lose (Gray Merchant)
         | "the" "life" "lost" "this" "way"            -> amt_life_lost
         // "the greatest toughness among creatures you control" (608.2g)
         | "the" "greatest" greatest_of "among" countable -> amt_greatest
!greatest_of: "power" | "toughness"
dmg_by: target
      | "that" "creature"                             -> dmg_by_that
amt_whose: "its"                                      -> amt_whose_its
         | CARDNAME_POSS                              -> amt_whose_self
         | "that" "creature's"                        -> amt_whose_that
         | "the" "sacrificed" "creature's"            -> amt_whose_sacrificed
         // "When ~ exploits a creature, … the exploited creature's toughness" (702.109a)
         | "the" "exploited" "creature's"             -> amt_whose_exploited
         | "that" that_noun_poss                      -> amt_whose_that_noun
!that_noun_poss: "artifact's" | "enchantment's" | "permanent's" | "land's"

%extend countable: "cards" "in" "your" "graveyard"                       -> cnt_cards_gy
                 | "creature" "cards" "in" "all" "graveyards"           -> cnt_creature_cards_all_gy
                 | "cards" "in" "all" "graveyards"                      -> cnt_cards_all_gy
                 | creature_plural "on" "the" "battlefield"              -> cnt_on_battlefield
                 | SUBTYPE_PL "on" "the" "battlefield"                   -> cnt_subtype_on_battlefield
                 | COUNTER_KIND "counters" "on" CARDNAME                 -> cnt_counters_self
                 | PT "counters" "on" CARDNAME                           -> cnt_counters_self
                 | "basic" "land" "types" "among" "lands" "you" "control" -> cnt_domain
                 // "the number of Plains you control": a subtype whose plural is its name
                 | SUBTYPE controller                                    -> cnt_subtype_same_plural

%extend each_countable: "basic" "land" "type" "among" "lands" "you" "control" -> ec_domain
                      | COUNTER_KIND "counter" "on" CARDNAME                 -> ec_counters_self
                      | PT "counter" "on" CARDNAME                           -> ec_counters_self
                      // "for each +1/+1 counter on other creatures you control" (121.1)
                      | PT "counter" "on" "other" "creatures" "you" "control" -> ec_counters_other_yours
                      | "card" "in" "your" "graveyard"                       -> ec_cards_gy
                      | "creature" "on" "the" "battlefield"                  -> ec_creature_on_battlefield
                      | "other" creature_desc                                -> ec_other
                      // "for each Aura / Equipment attached to it" (301.5, 303.4)
                      | SUBTYPE "attached" "to" attached_whom               -> ec_attached
                      | "other" adjective* SUBTYPE                          -> ec_other_subtype
                      | SUBTYPE "on" "the" "battlefield"                    -> ec_subtype_on_battlefield
                      | "other" perm_type "on" "the" "battlefield"          -> ec_other_perm_on_battlefield
                      | "other" "creature" "on" "the" "battlefield"         -> ec_other_creature_on_battlefield
attached_whom: "it" | CARDNAME

%extend effect: source "deals" "damage" "equal" "to" amt "to" recipient   -> amt_damage_before
              | source "deals" "damage" "to" recipient "equal" "to" amt   -> amt_damage_after
              // another object deals it: "target creature you control deals damage equal to
              // its power to …" (608.2g: as it exists or most recently existed)
              | dmg_by "deals" "damage" "equal" "to" amt "to" recipient   -> amt_damage_by_before
              | dmg_by "deals" "damage" "to" recipient "equal" "to" amt   -> amt_damage_by_after
              | "you" "gain" "life" "equal" "to" amt                      -> amt_gain_you
              | player3 "gains" "life" "equal" "to" amt                   -> amt_gain_player
              | "you" "lose" "life" "equal" "to" amt                      -> amt_lose_you
              | player3 "loses" "life" "equal" "to" amt                   -> amt_lose_player
              | "draw" "cards" "equal" "to" amt                           -> amt_draw
              // "N life for each …" of a player other than you (608.2g)
              | player3 "gains" amount "life" for_each                    -> amt_gain_player_each
              | player3 "loses" amount "life" for_each                    -> amt_lose_player_each
              | "you" "lose" amount "life" for_each                       -> amt_lose_you_each
              | "bolster" "x"                                             -> amt_bolster_x
              // "put a number of 1/1 white Soldier creature tokens onto the battlefield equal to …"
              | "put" "a" "number" "of" PT_PLAIN token_colors token_subtypes token_kind token_with? "onto" "the" "battlefield" "equal" "to" amt -> amt_tokens_equal
              | "you" "draw" "cards" "equal" "to" amt                     -> amt_draw_you

// X counters and X cards: the X of a cost (107.3a) or of "where X is …" (107.3)
%extend add_counters: "put" "x" PT counter_word "on" object                -> amt_x_counters
// "Target creature gets -X/-X until end of turn": the X of the spell's cost (107.3a)
%extend pump: object "gets" PT_X until_eot                                 -> amt_pump_x
%extend top_count: "x" "cards"                                             -> amt_x_top

// "…, where X is …": X of the sentence defined by its text (107.3)
%extend sentence: effect_chain WHERE_X amt "."                                      -> amt_where

%extend static_sentence: CARDNAME "gets" PT for_each                      -> st_pt_self_for_each
                       | CARDNAME "gets" PT_X WHERE_X amt                   -> st_pt_self_where
                       | affected_one "gets" PT_X WHERE_X amt               -> st_pt_one_where
                       | affected_one "gets" PT for_each                  -> st_pt_one_for_each
                       | CARDNAME_POSS pt_sides "equal" "to" amt_other    -> st_cda_amount
"""

WHERE = "where"  # the renderer's form: "…, where X is …"
EQUAL_BEFORE = "equal_before"  # "deals damage equal to … to …"
EQUAL_AFTER = "equal_after"  # "deals damage to … equal to …"


def _it():
    from ..semantics import IT

    return IT


def _that():
    from ..semantics import THAT

    return THAT


# -- what is counted -----------------------------------------------------------------------
def amount_of(value: Any) -> Any:
    """A count of the shared grammar ("cards_in_hand", ``{count: FILTER}``) as an amount value."""
    if isinstance(value, dict) and "amount" in value:
        return value
    if value == "life_lost_this_way":  # the instructions before it (118.3)
        return value
    if value == "cards_in_hand":
        return {"amount": "cards", "zone": "hand"}
    if value == "creature_cards_in_your_graveyard":
        return {"amount": "cards", "zone": "graveyard", "filter": {"types": ["Creature"]}}
    if isinstance(value, dict) and set(value) == {"count"}:
        return {"amount": "permanents", "filter": dict(value["count"])}
    from ..semantics import Unsupported

    raise Unsupported(f"такое число: {value}", "608.2g")


def _characteristic(kind: str):
    def build(builder, c):
        ref, word = c[0]
        out = {"amount": kind, "object": ref, "_word": word}
        if word == "the exploited creature's":  # only after "When ~ exploits a creature"
            out["_event"] = "exploits"
        return out

    return build


def _greatest(builder, c):
    """ "the greatest power / toughness among creatures you control": the greatest of those
    characteristics among the permanents counted (0 if there are none, 608.2g)."""
    counted = amount_of(c[1])
    flt = dict(counted.get("filter") or {})
    if counted.get("amount") != "permanents" or "Creature" not in flt.get("types", ()):
        from ..semantics import Unsupported

        raise Unsupported("«the greatest … among» не существ", "608.2g")
    return {"amount": "greatest", "characteristic": str(c[0]), "filter": flt}


def _subtype_same_plural(builder, c):
    from ..semantics import Unsupported, _subtype_name

    name = _subtype_name(str(c[0]))
    if not name.endswith("s"):  # "the number of Forest you control"
        raise Unsupported(f"«the number of {name}» без множественного числа", "608.2g")
    return {"count": {"subtypes": [name], **c[1]}}


def _devotion(builder, c):
    colors = [str(x) for x in c]
    return {"amount": "devotion", "colors": colors}


def _counters_self(builder, c):
    kind = str(c[0]).replace("−", "-")
    return {"amount": "counters", "kind": kind, "object": "self"}


def _permanents(flt: dict) -> dict:
    return {"amount": "permanents", "filter": flt}


def _on_battlefield(builder, c):
    flt = {k: v for k, v in dict(c[0]).items() if k != "_all"}
    if "controller" in flt:
        from ..semantics import Unsupported

        raise Unsupported("«… you control on the battlefield»", "608.2g")
    return _permanents(flt)


def _subtype_on_battlefield(builder, c):
    from ..semantics import PLURALS, _subtype_name

    return _permanents({"subtypes": [_subtype_name(PLURALS[str(c[0])])]})


def _ec_other(builder, c):
    spec = c[0]
    flt = dict(spec.get("filter", {}))
    if spec["kind"] != "creature" or flt.get("controller") not in ("you", "opponent", None):
        from ..semantics import Unsupported

        raise Unsupported("«for each other …» такого вида", "608.2g")
    if "controller" not in flt:
        from ..semantics import Unsupported

        raise Unsupported("«for each other creature» без контроллера", "608.2g")
    return _permanents({"types": ["Creature"], "other": True, **flt})


def _subtype(token: Any) -> str:
    from ..semantics import _subtype_name

    return _subtype_name(str(token))


def _ec_counters_other_yours(builder, c):
    """ "+1/+1 counter on other creatures you control": "other" than the subject of the
    sentence — the builder of the static ability decides which (``_other``)."""
    kind = str(c[0]).replace("−", "-")
    return {
        "amount": "counters_among",
        "kind": kind,
        "filter": {"types": ["Creature"], "controller": "you"},
        "_other": True,
    }


def _ec_attached(builder, c):
    from ..semantics import Unsupported, _subtype_name

    name = _subtype_name(str(c[0]))
    if name not in ("Aura", "Equipment"):
        raise Unsupported(f"«for each {name} attached to …»", "301.5")
    return _permanents({"subtypes": [name], "attached_to_source": True})


def _ec_other_subtype(builder, c):
    from ..semantics import _merge_filters, _subtype_name

    flt: dict[str, Any] = {}
    for part in c[:-1]:
        flt = _merge_filters(flt, part)
    return _permanents({**flt, "subtypes": [_subtype_name(str(c[-1]))], "other": True})


def _ec_other_perm_on_battlefield(builder, c):
    kind = str(c[0])
    flt: dict[str, Any] = {"other": True}
    if kind != "permanent":
        flt = {"types": [kind.capitalize()], **flt}
    return _permanents(flt)


# -- effects -------------------------------------------------------------------------------
def _damage(form: str):
    def build(builder, c):
        if form == EQUAL_BEFORE:
            source, amount, to = c
        else:
            source, to, amount = c
        if source == "it":
            # "It deals damage equal to its power …": "it" is the last target named ("Tap
            # target creature. It deals …": that creature deals it) or the source (608.2g);
            # "another target" after it is other than that target (semantics._ability)
            return {
                "by": _it(),
                "damage": amount_of(amount),
                "to": to,
                "_by_word": "it",
                "_text": "amounts",
                "_form": form,
            }
        out: dict[str, Any] = {"damage": amount_of(amount), "to": to}
        out["_text"] = "amounts"
        out["_form"] = form
        return out

    return build


def _damage_by(form: str):
    def build(builder, c):
        if form == EQUAL_BEFORE:
            by, amount, to = c
        else:
            by, to, amount = c
        # "by" first: its target is named first, and "its" after it is that object
        return {
            "_by_word": "that creature" if by == _that() else None,
            "by": by,
            "damage": amount_of(amount),
            "to": to,
            "_text": "amounts",
            "_form": form,
        }

    return build


def _life(verb: str, with_player: bool):
    def build(builder, c):
        out: dict[str, Any] = {verb: amount_of(c[-1])}
        if with_player:
            out["player"] = c[0]
        out["_text"] = "amounts"
        out["_form"] = EQUAL_AFTER
        return out

    return build


def _life_each(verb: str, with_player: bool):
    def build(builder, c):
        if not isinstance(c[-2], int):
            from ..semantics import Unsupported

            raise Unsupported("X за каждый …", "107.3")
        out: dict[str, Any] = {verb: {"of": c[-1], "times": c[-2]}}
        if with_player:
            out["player"] = c[0]
        out["_text"] = "amounts"
        out["_form"] = "each"
        return out

    return build


def _tokens_equal(builder, c):
    out = builder.create_token([0, *c[:-1]])
    out["count"] = amount_of(c[-1])
    out["_text"] = "amounts"
    out["_form"] = "number_of"
    return out


def _draw(said: bool):
    def build(builder, c):
        out: dict[str, Any] = {"draw": amount_of(c[-1]), "_text": "amounts", "_form": EQUAL_AFTER}
        if said:
            out["_you"] = True
        return out

    return build


def _substitute(effect: Any, amount: dict) -> tuple[Any, int]:
    """Every X of one instruction replaced by the amount (107.3: X defined by the text)."""
    if isinstance(effect, list):
        found = 0
        out = []
        for part in effect:
            changed, n = _substitute(part, amount)
            out.append(changed)
            found += n
        return out, found
    if not isinstance(effect, dict):
        return effect, 0
    from ..semantics import TargetRef

    found = 0
    new: dict[str, Any] = {}
    x_keys = []
    in_target = 0
    for key, value in effect.items():
        if key.startswith("_"):
            new[key] = value
        elif isinstance(value, TargetRef) and value.spec.get("count") == {"up_to": "X"}:
            # "up to X target creatures" (601.2c, 603.3d: X determined with the targets)
            new[key] = TargetRef({**value.spec, "count": {"up_to": amount}}, value.each)
            in_target += 1
        elif value == "X":
            new[key] = amount
            x_keys.append(key)
        elif isinstance(value, dict) and value.get("of") == "X":  # "-X" (times -1)
            new[key] = {**value, "of": amount}
            x_keys.append(key)
        elif key == "add_counters" and value.get("n") == "X":
            new[key] = {**value, "n": amount}
            x_keys.append(key)
        elif isinstance(value, dict) and set(value) == {"all"} and "X" in value["all"].values():
            # "each creature … with toughness X or less" (608.2c: the group as it is followed)
            new[key] = {"all": {k: amount if v == "X" else v for k, v in value["all"].items()}}
            x_keys.append(key)
        else:
            new[key] = value
    found = len(x_keys) + in_target
    if found:
        if effect.get("_text", "amounts") != "amounts":  # a family's own wording, kept for X
            new["_inner_text"] = effect["_text"]
        new["_text"] = "amounts"
        new["_form"] = WHERE
        new["_x_keys"] = x_keys
    return new, found


def _where(builder, c):
    from ..semantics import Unsupported

    # the X of the sentence: one number for every instruction that names it (107.3, 608.2g)
    chain, amount = c[0], {**amount_of(c[-1]), "x": True}
    out = []
    total = 0
    for join, effect in chain:
        new, n = _substitute(effect, amount)
        total += n
        out.append((join, new))
    if total == 0:
        raise Unsupported("«where X is …» без X в указании", "107.3")
    last_join, last = out[-1]
    parts = last if isinstance(last, list) else [last]
    if parts[-1].get("_form") != WHERE:
        raise Unsupported("«where X is …» после указания без X", "107.3")
    parts[-1] = {**parts[-1], "_where": amount}
    out[-1] = (last_join, parts if isinstance(last, list) else parts[0])
    return out


def _pump_x(builder, c):
    """ "+X/+0 until end of turn" with the X announced for the spell or ability (107.3a); a
    triggered ability has none (refused by the shared builder, 107.3h)."""
    obj, pt, until = c[0], str(c[1]).replace("−", "-"), c[2]
    power, toughness = pt.split("/")
    effect: dict[str, Any] = {"pump": obj}
    x_keys = []
    for key, text in (("power", power), ("toughness", toughness)):
        if text in ("+x", "-x"):
            effect[key] = "X" if text == "+x" else {"of": "X", "times": -1}
            x_keys.append(key)
        else:
            effect[key] = int(text)
    effect.update(
        {
            "until": until,
            "_text": "amounts",
            "_form": WHERE,
            "_x_keys": x_keys,
            "_signs": [power[0], toughness[0]],
        }
    )
    return effect


# -- statics -------------------------------------------------------------------------------
def _pt_for_each(token: Any, each: Any) -> dict:
    from ..semantics import _pt

    power, toughness = _pt(token)
    amount = amount_of(each) if not isinstance(each, str) or not each.startswith("source") else None
    if amount is None:
        from ..semantics import Unsupported

        raise Unsupported("«for each … counter on it» в статической способности", "611.3a")
    return {
        "power": {"of": amount, "times": power, "plus": 0},
        "toughness": {"of": amount, "times": toughness, "plus": 0},
    }


def _other_than(each: Any, key: str | None) -> Any:
    """ "other creatures" of a count: other than the creature that gets the bonus — the source
    (``other``) or the creature it enchants (``not_host``, 303.4); refused elsewhere."""
    if not (isinstance(each, dict) and each.pop("_other", False)):
        return each
    if key is None:
        from ..semantics import Unsupported

        raise Unsupported("«other creatures» — другие, чем какое существо?", "608.2g")
    return {**each, "filter": {**each["filter"], key: True}}


def _st_self_for_each(builder, c):
    each = _other_than(c[2], "other")
    return [{"modify_pt": _pt_for_each(c[1], each), "affects": {"self": True}, "_amounts": True}]


def _st_one_for_each(builder, c):
    each = _other_than(c[2], "not_host" if c[0] == {"enchanted": True} else None)
    return [{"modify_pt": _pt_for_each(c[1], each), "affects": c[0], "_amounts": True}]


def _pt_where(token: Any, amount: dict) -> dict:
    """ "+X/+X, where X is …" in a static ability: counted whenever the game looks (611.3a)."""
    text = str(token).replace("−", "-")
    out: dict[str, Any] = {}
    for key, part in zip(("power", "toughness"), text.split("/")):
        if part in ("+x", "-x"):
            out[key] = {"of": amount, "times": 1 if part == "+x" else -1, "plus": 0}
        else:
            out[key] = int(part)
    return out


def _st_self_where(builder, c):
    amount = amount_of(c[-1])
    return [
        {
            "modify_pt": _pt_where(c[1], amount),
            "affects": {"self": True},
            "_amounts": True,
            "_where": amount,
            "_signs": _signs(c[1]),
        }
    ]


def _st_one_where(builder, c):
    amount = amount_of(c[-1])
    return [
        {
            "modify_pt": _pt_where(c[1], amount),
            "affects": c[0],
            "_amounts": True,
            "_where": amount,
            "_signs": _signs(c[1]),
        }
    ]


def _signs(token: Any) -> list[str]:
    return [part[0] for part in str(token).replace("−", "-").split("/")]


def _st_cda(builder, c):
    sides, amount = c[1], amount_of(c[2])
    if amount["amount"] in ("power", "toughness", "mana_value"):
        from ..semantics import Unsupported

        # another object's characteristic in a characteristic-defining ability: the layer
        # system would need a dependency order for it (613.7)
        raise Unsupported(
            "сила, выносливость или мана-стоимость в определяющей способности", "604.3"
        )
    if sides == "both":
        return [{"pt_equal_to": amount}]
    return [{"pt_equal_to": {sides: amount}}]


RULES = {
    "amt_number_of": lambda b, c: amount_of(c[0]),
    "amt_other": lambda b, c: c[0],
    "amt_power": _characteristic("power"),
    "amt_toughness": _characteristic("toughness"),
    "amt_mana_value": _characteristic("mana_value"),
    "amt_devotion": _devotion,
    "amt_greatest": _greatest,
    "amt_devotion_two": lambda b, c: {
        "amount": "devotion",
        "colors": [str(c[0]).split()[3], str(c[0]).split()[5]],
    },
    "amt_life": lambda b, c: {"amount": "life", "player": "you"},
    "amt_whose_its": lambda b, c: (_it(), "its"),
    "amt_whose_self": lambda b, c: ("self", f"{CARDNAME}'s"),
    "amt_whose_that": lambda b, c: (_that(), "that creature's"),
    "amt_whose_sacrificed": lambda b, c: ("sacrificed", "the sacrificed creature's"),
    "amt_whose_exploited": lambda b, c: ("that", "the exploited creature's"),
    "cnt_cards_gy": lambda b, c: {"amount": "cards", "zone": "graveyard"},
    "cnt_creature_cards_all_gy": lambda b, c: {
        "amount": "cards",
        "zone": "graveyard",
        "player": "each_player",
        "filter": {"types": ["Creature"]},
    },
    "cnt_cards_all_gy": lambda b, c: {
        "amount": "cards",
        "zone": "graveyard",
        "player": "each_player",
    },
    "cnt_on_battlefield": _on_battlefield,
    "cnt_subtype_on_battlefield": _subtype_on_battlefield,
    "cnt_counters_self": _counters_self,
    "cnt_domain": lambda b, c: {"amount": "basic_land_types"},
    "cnt_subtype_same_plural": _subtype_same_plural,
    "ec_domain": lambda b, c: {"amount": "basic_land_types"},
    "ec_counters_self": _counters_self,
    "ec_counters_other_yours": _ec_counters_other_yours,
    "ec_cards_gy": lambda b, c: {"amount": "cards", "zone": "graveyard"},
    "ec_creature_on_battlefield": lambda b, c: _permanents({"types": ["Creature"]}),
    "ec_other": _ec_other,
    "amt_damage_before": _damage(EQUAL_BEFORE),
    "amt_damage_after": _damage(EQUAL_AFTER),
    "amt_damage_by_before": _damage_by(EQUAL_BEFORE),
    "amt_damage_by_after": _damage_by(EQUAL_AFTER),
    "dmg_by": lambda b, c: c[0],
    "dmg_by_that": lambda b, c: _that(),
    "amt_gain_player_each": _life_each("gain_life", True),
    "amt_lose_player_each": _life_each("lose_life", True),
    "amt_lose_you_each": _life_each("lose_life", False),
    "amt_bolster_x": lambda b, c: {"bolster": "X"},
    "amt_tokens_equal": _tokens_equal,
    "amt_gain_you": _life("gain_life", False),
    "amt_gain_player": _life("gain_life", True),
    "amt_lose_you": _life("lose_life", False),
    "amt_lose_player": _life("lose_life", True),
    "amt_draw": _draw(False),
    "amt_draw_you": _draw(True),
    "amt_where": _where,
    "amt_life_lost": lambda b, c: "life_lost_this_way",
    "amt_whose_that_noun": lambda b, c: (_that(), f"that {c[0]}"),
    "ec_attached": _ec_attached,
    "ec_other_subtype": _ec_other_subtype,
    "ec_subtype_on_battlefield": lambda b, c: _permanents({"subtypes": [_subtype(c[0])]}),
    "ec_other_perm_on_battlefield": _ec_other_perm_on_battlefield,
    "ec_other_creature_on_battlefield": lambda b, c: _permanents(
        {"types": ["Creature"], "other": True}
    ),
    "st_pt_self_where": _st_self_where,
    "st_pt_one_where": _st_one_where,
    "attached_whom": lambda b, c: str(c[0]) if c else "it",
    "amt_x_counters": lambda b, c: {
        "add_counters": {"kind": str(c[0]).replace("−", "-"), "n": "X"},
        "on": c[-1],
    },
    "amt_x_top": lambda b, c: "X",
    "amt_pump_x": _pump_x,
    "st_pt_self_for_each": _st_self_for_each,
    "st_pt_one_for_each": _st_one_for_each,
    "st_cda_amount": _st_cda,
}


# -- canonical English ---------------------------------------------------------------------
COLOR_NAMES = ("white", "blue", "black", "red", "green")


def amount_text(value: Any) -> str:
    """An amount as the text words it: "its power", "the number of cards in your hand",
    "your devotion to black" (the inverse of the grammar above)."""
    if value == "life_lost_this_way":
        return "the life lost this way"
    if not isinstance(value, dict) or "amount" not in value:
        raise RenderError("amount")
    kind = value["amount"]
    if kind in ("power", "toughness", "mana_value") and value.get("_of"):
        # "the toughness of the card returned this way" (family graves_amounts)
        noun = {"power": "power", "toughness": "toughness", "mana_value": "converted mana cost"}
        return f"the {noun[kind]} of {value['_of']}"
    if kind in ("power", "toughness", "mana_value"):
        word = value.get("_word")
        if word is None:
            word = {"self": f"{CARDNAME}'s", "sacrificed": "the sacrificed creature's"}.get(
                str(value.get("object"))
            )
        if word is None:
            raise RenderError("amount object")
        noun = {"power": "power", "toughness": "toughness", "mana_value": "converted mana cost"}
        return f"{word} {noun[kind]}"
    if kind == "devotion":
        return "your devotion to " + " and ".join(value["colors"])
    if kind == "greatest":
        counted = counted_text({"amount": "permanents", "filter": value["filter"]})
        return f"the greatest {value['characteristic']} among {counted}"
    if kind == "life" and value.get("player", "you") == "you":
        return "your life total"
    return "the number of " + counted_text(value)


def counted_text(value: dict) -> str:
    """What "the number of …" counts (plural)."""
    kind = value["amount"]
    if kind == "counters" and value.get("object") == "self":
        return f"{value['kind']} counters on {CARDNAME}"
    if kind == "basic_land_types":
        return "basic land types among lands you control"
    if kind == "cards":
        flt = dict(value.get("filter") or {})
        noun = "cards"
        if flt == {"types": ["Creature"]}:
            noun = "creature cards"
        elif flt == {"types": ["Instant", "Sorcery"]}:  # a card of either type (zones family)
            noun = "instant and sorcery cards"
        elif flt:
            raise RenderError("cards")
        player = value.get("player", "you")
        where = {
            ("you", "hand"): "in your hand",
            ("you", "graveyard"): "in your graveyard",
            ("each_player", "graveyard"): "in all graveyards",
        }.get((player, value["zone"]))
        if where is None:
            raise RenderError("cards zone")
        return f"{noun} {where}"
    if kind == "permanents":
        flt = dict(value["filter"])
        if "controller" not in flt:
            types = flt.get("types")
            if types is None and len(flt.get("subtypes", ())) == 1 and set(flt) == {"subtypes"}:
                return f"{flt['subtypes'][0]}s on the battlefield"
            if types == ["Creature"]:
                return plural(flt) + " on the battlefield"
            raise RenderError("permanents")
        from ..render import count_text

        return count_text({"count": flt})
    raise RenderError(f"amount {kind}")


def each_text(value: dict) -> str:
    """What "for each …" counts (singular)."""
    kind = value["amount"]
    if kind == "basic_land_types":
        return "basic land type among lands you control"
    if kind == "colors_among_permanents":  # family trig_colors
        return "color among permanents you control"
    if kind == "counters" and value.get("object") == "self":
        return f"{value['kind']} counter on {CARDNAME}"
    if kind == "counters_among":
        flt = dict(value["filter"])
        other = flt.pop("other", False) or flt.pop("not_host", False)
        if flt != {"types": ["Creature"], "controller": "you"} or not other:
            raise RenderError("counters among")
        return f"{value['kind']} counter on other creatures you control"
    if kind == "cards" and value == {"amount": "cards", "zone": "graveyard"}:
        return "card in your graveyard"
    if kind == "permanents":
        flt = dict(value["filter"])
        if flt == {"types": ["Creature"]}:
            return "creature on the battlefield"
        if flt.pop("attached_to_source", False):
            if set(flt) != {"subtypes"} or len(flt["subtypes"]) != 1:
                raise RenderError("attached")
            return f"{flt['subtypes'][0]} attached to it"
        if set(flt) == {"subtypes"} and len(flt["subtypes"]) == 1:
            return f"{flt['subtypes'][0]} on the battlefield"
        if flt.get("other") and set(flt) <= {"other", "types"}:
            types = flt.get("types", ["Permanent"])
            if len(types) == 1:
                return f"other {types[0].lower()} on the battlefield"
        if flt.get("other") and "subtypes" in flt and "types" not in flt:
            from ..render import adjectives

            rest = {k: v for k, v in flt.items() if k != "other"}
            return "other " + " ".join(adjectives(rest))
        if flt.pop("other", False) and flt.get("types") == ["Creature"]:
            from ..render import noun_phrase

            flt.pop("types")
            return "other " + noun_phrase("creature", flt)
    from ..render import for_each_text

    return for_each_text(_legacy(value))


def _legacy(value: dict) -> Any:
    """The shared grammar's own count forms (``for_each_text`` words them)."""
    if value == {"amount": "cards", "zone": "hand"}:
        return "cards_in_hand"
    if value == {"amount": "cards", "zone": "graveyard", "filter": {"types": ["Creature"]}}:
        return "creature_cards_in_your_graveyard"
    if value["amount"] == "permanents":
        return {"count": value["filter"]}
    raise RenderError("for each")


def _effect_text(e: dict, ctx: Any) -> str:
    from .. import render

    form = e["_form"]
    plain = {
        k: v
        for k, v in e.items()
        if k not in ("_text", "_form", "_where", "_x_keys", "_inner_text")
    }
    if form == WHERE:
        if "_where" in e:
            # one X for the sentence: every X must name what "where X is …" names (its object
            # resolved in the same place — "its" before a target in the instruction would be
            # the source, 608.2c)
            for key in e["_x_keys"]:
                value = e[key]["n"] if key == "add_counters" else e[key]
                if isinstance(value, dict) and set(value) == {"all"}:
                    value = next(v for v in value["all"].values() if isinstance(v, dict))
                if isinstance(value, dict) and "of" in value and "amount" not in value:
                    value = value["of"]
                if _bare(value) != _bare(e["_where"]):
                    raise RenderError("where X: two different amounts")
        if "_inner_text" in e:
            plain["_text"] = e["_inner_text"]
        signs = e.get("_signs")
        for key in e["_x_keys"]:
            if key == "add_counters":
                plain[key] = {**plain[key], "n": "X"}
            elif isinstance(plain[key], dict) and set(plain[key]) == {"all"}:
                group = plain[key]["all"]
                plain[key] = {
                    "all": {
                        k: "X" if _bare(v) == _bare(e["_where"]) else v for k, v in group.items()
                    }
                }
            elif isinstance(plain[key], dict) and "of" in plain[key]:
                plain[key] = {**plain[key], "of": "X"}
            else:
                plain[key] = "X"
        if signs is not None:  # "+X/+X": a pump worded with X
            pt = "/".join(
                f"{sign}X" if key in e["_x_keys"] else f"{sign}{abs(int(e[key]))}"
                for key, sign in zip(("power", "toughness"), signs)
            )
            text = f"{ctx.obj(plain['pump'])} gets {pt} {render._until(plain)}"
        else:
            text = render.effect_text(plain, ctx)
        if "_where" in e:
            text += ", where X is " + amount_text(e["_where"])
        return text
    if form == "each":  # "N life for each …"
        verb = next(k for k in plain if not k.startswith("_"))
        each = e[verb]
        word = "gain" if verb == "gain_life" else "lose"
        what = f"{each['times']} life for each {render.for_each_text(each['of'])}"
        if e.get("player") is None:
            return f"you {word} {what}"
        return f"{ctx.obj(e['player'])} {word}s {what}"
    if form == "number_of":  # "put a number of … tokens onto the battlefield equal to …"
        phrase = render.token_phrase(e["create_token"], "X")
        if not phrase.startswith("X "):
            raise RenderError("tokens")
        return (
            f"put a number of {phrase[2:]} onto the battlefield equal to {amount_text(e['count'])}"
        )
    verb = next(k for k in plain if k not in ("by", "to") and not k.startswith("_"))
    amount = amount_text(e[verb])
    if verb == "damage" and "by" in e:
        by_word = e.get("_by_word")
        if by_word == "it":  # "It deals …": the source, or the target just named
            ctx.obj(e["by"])
            by = "it"
        else:
            by = ctx.obj(e["by"])
            if by == "it" and by_word == "that creature":  # "That creature deals damage …"
                by = "that creature"
        if form == EQUAL_BEFORE:
            return f"{by} deals damage equal to {amount} to {ctx.obj(e['to'])}"
        return f"{by} deals damage to {ctx.obj(e['to'])} equal to {amount}"
    if verb == "damage":
        source = render._source(plain, ctx)
        if form == EQUAL_BEFORE:
            return f"{source} deals damage equal to {amount} to {ctx.obj(e['to'])}"
        return f"{source} deals damage to {ctx.obj(e['to'])} equal to {amount}"
    if verb in ("gain_life", "lose_life"):
        word = "gain" if verb == "gain_life" else "lose"
        player = e.get("player")
        if player is None:
            return f"you {word} life equal to {amount}"
        return f"{ctx.obj(player)} {word}s life equal to {amount}"
    if verb == "draw":
        return f"{'you ' if e.get('_you') else ''}draw cards equal to {amount}"
    raise RenderError(f"amount {verb}")


def _bare(value: Any) -> Any:
    """An amount without the renderer's hints."""
    if isinstance(value, dict):
        return {k: v for k, v in value.items() if not str(k).startswith("_")}
    return value


def _static_text(entries: list) -> str:
    from ..render import pt_text

    (entry,) = entries
    spec = entry["modify_pt"]
    power, toughness = spec["power"], spec["toughness"]
    subject_of = _subject(entry["affects"])
    if "_where" in entry:  # "+X/+X, where X is …" (611.3a)
        pt = "/".join(
            f"{sign}X" if isinstance(part, dict) else f"{sign}{abs(int(part))}"
            for part, sign in zip((power, toughness), entry["_signs"])
        )
        return f"{subject_of} gets {pt}, where X is {amount_text(entry['_where'])}."
    if power["of"] != toughness["of"]:
        raise RenderError("for each")
    pt = pt_text(power["times"], toughness["times"])
    return f"{subject_of} gets {pt} for each {each_text(power['of'])}."


def _subject(who: dict) -> str:
    if who == {"self": True}:
        return CARDNAME
    if who == {"enchanted": True}:
        return "Enchanted creature"
    if who == {"equipped": True}:
        return "Equipped creature"
    raise RenderError("for each subject")


EFFECT_TEXT = {"amounts": _effect_text}
STATIC_TEXT = {"_amounts": _static_text}
