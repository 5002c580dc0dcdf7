"""Wording families (``mtgjudge/cards/oracle/families/``): a module adds grammar, builder
callbacks and renderers without touching the shared compiler; two claims of one name clash."""

from __future__ import annotations

import types

import pytest

from mtgjudge.cards.oracle import Clause, compile_clause, families, grammar, semantics


@pytest.fixture
def with_family(monkeypatch):
    """Install fake family modules for one test (the parser and tables are rebuilt)."""

    def install(*mods):
        monkeypatch.setattr(families, "modules", lambda: tuple(mods))
        for f in (families.table, grammar.parser, semantics._family_rules):
            f.cache_clear()

    yield install
    for f in (families.table, grammar.parser, semantics._family_rules):
        f.cache_clear()


def _family(name: str, **attrs) -> types.ModuleType:
    module = types.ModuleType(f"mtgjudge.cards.oracle.families.{name}")
    for key, value in attrs.items():
        setattr(module, key, value)
    return module


def test_the_shipped_families_build_and_claim_distinct_names():
    grammar.parser()  # every fragment is valid lark and no table clashes
    for name in families.TABLES:
        families.table(name)
    families.check_rules(semantics.Builder)


def test_a_family_adds_a_wording_from_grammar_to_round_trip(with_family):
    clause = Clause("spell", "You gain 3 life twice.")
    assert not compile_clause(clause).ok  # the shared grammar does not know "twice"
    with_family(
        _family(
            "twice",
            GRAMMAR='%extend effect: "you" "gain" NUMBER "life" "twice" -> gain_twice',
            RULES={"gain_twice": lambda builder, c: {"gain_life": 2 * int(c[0]), "_twice": 1}},
            EFFECT_TEXT={"gain_life": lambda e, ctx: f"you gain {e['gain_life'] // 2} life twice"},
        )
    )
    result = compile_clause(clause)
    assert result.ok, result.problem
    assert result.parts[0][1]["effects"][0]["gain_life"] == 6


def test_two_families_claiming_one_verb_clash(with_family):
    def render(e, ctx):
        return ""

    with_family(
        _family("a", EFFECT_TEXT={"draw": render}), _family("b", EFFECT_TEXT={"draw": render})
    )
    with pytest.raises(families.FamilyClash, match="draw"):
        families.table("EFFECT_TEXT")


def test_a_family_rule_may_not_shadow_the_shared_builder(with_family):
    with_family(_family("a", RULES={"spell": lambda builder, c: {}}))
    with pytest.raises(families.FamilyClash, match="spell"):
        families.check_rules(semantics.Builder)
