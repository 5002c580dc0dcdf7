"""The card catalogue: every card by any of its names, the 2015 wording, the post-2015 policy,
and the hand-written library as curated overrides checked against it (issue 13)."""

from __future__ import annotations

import json

import pytest

from mtgjudge.cards.catalogue import CatalogueCard, Face, default_catalogue
from mtgjudge.cards.curation import accepted, differences
from mtgjudge.cards.definition import UnsupportedCardError, card_definition
from mtgjudge.cards.library import CardLibrary, UnknownCardError, default_library
from mtgjudge.cards.wording import oracle_2015
from mtgjudge.engine.mana import ManaCost

from .conftest import run_cli


@pytest.fixture(scope="module")
def catalogue():
    found = default_catalogue()
    assert found is not None, "mtgjudge/cards/catalogue.sqlite is shipped with the package"
    return found


@pytest.mark.parametrize(
    "name, english",
    [
        ("Lightning Bolt", "Lightning Bolt"),
        ("удар молнии", "Lightning Bolt"),  # case
        ("Паровые Отдушины", "Steam Vents"),  # RTR, GRN
        ("Паровые отдушины", "Steam Vents"),  # GPT: a second Russian name
        ("Черный Рыцарь", "Black Knight"),
        ("Чёрный рыцарь", "Black Knight"),  # ё read as е
        ("  Tarmogoyf ", "Tarmogoyf"),
        ("Fire", "Fire // Ice"),  # a face of a split card
        ("Ice", "Fire // Ice"),
        ("Fire // Ice", "Fire // Ice"),
        ("Insectile Aberration", "Delver of Secrets // Insectile Aberration"),  # back face
        ("Насекомовидная Тварь", "Delver of Secrets // Insectile Aberration"),  # Russian back face
    ],
)
def test_every_name_finds_the_card(catalogue, name, english):
    assert catalogue.find(name).card.name == english


def test_several_russian_names_are_shown_preferred_first(catalogue):
    card = catalogue.get("Steam Vents")
    assert card.name_ru == "Паровые Отдушины"
    assert card.russian_names() == [
        ("Паровые Отдушины", ("GRN", "RTR")),
        ("Паровые отдушины", ("GPT",)),
    ]


def test_unknown_name_suggests_the_nearest(catalogue):
    with pytest.raises(UnknownCardError) as info:
        catalogue.get("Тармогоиф")
    assert "Тармогойф" in info.value.suggestions


def test_oracle_text_is_in_the_wording_of_the_rules_of_record(catalogue):
    assert (
        catalogue.get("Lightning Bolt").faces[0].text
        == "Lightning Bolt deals 3 damage to target creature or player."
    )
    assert catalogue.get("Llanowar Elves").faces[0].text == "{T}: Add {G} to your mana pool."
    assert catalogue.get("Sol Ring").faces[0].text == "{T}: Add {2} to your mana pool."
    assert (
        oracle_2015("Create a 4/4 red Dragon creature token with flying.")
        == "Put a 4/4 red Dragon creature token with flying onto the battlefield."
    )
    assert (
        oracle_2015("[−1]: Target player mills two cards.")
        == "−1: Target player puts the top two cards of his or her library into his or her graveyard."
    )


def test_2015_wording_keeps_what_is_not_mana_or_a_new_token_template():
    splice = "If you do, add this card's effects to that spell."
    assert oracle_2015(splice) == splice  # Splice onto Arcane: not mana (106.4)
    assert oracle_2015("Roll a d20 and add the number of cards in your hand.").endswith("hand.")
    assert (
        oracle_2015(
            "At the beginning of your upkeep, each opponent creates a 1/1 white Soldier creature token."
        )
        == "At the beginning of your upkeep, each opponent puts a 1/1 white Soldier creature token onto the battlefield."
    )
    assert (
        oracle_2015(
            'Investigate. (Create a colorless Clue artifact token with "{2}, Sacrifice this artifact: Draw a card.")\nFlying'
        )
        == 'Investigate. (Put a colorless Clue artifact token onto the battlefield with "{2}, Sacrifice this artifact: Draw a card.")\nFlying'
    )


def test_russian_printing_first_printing_and_rulings(catalogue):
    bolt = catalogue.get("Lightning Bolt")
    assert (bolt.faces[0].ru.set, bolt.faces[0].ru.text) == (
        "M11",
        "Удар Молнии наносит 3 повреждения целевому существу или игроку.",
    )
    assert (bolt.first_set, bolt.first_release) == ("LEA", "1993-08-05")
    goyf = catalogue.get("Tarmogoyf")
    assert goyf.rulings and all(r.after_rules == (r.date > "2015-03-27") for r in goyf.rulings)


def test_vanilla_keyword_and_basic_land_type_cards_become_engine_cards(catalogue):
    angel = card_definition(catalogue.get("Serra Angel"))
    assert angel.keywords == ("Flying", "Vigilance") and (angel.power, angel.toughness) == (
        "4",
        "4",
    )
    tundra = card_definition(catalogue.get("Tundra"))  # 305.6: Plains Island
    assert [a.effects[0]["add_mana"] for a in tundra.abilities] == ["{W}", "{U}"]
    bears = card_definition(catalogue.get("Balduvian Bears"))  # no rules text at all
    assert (
        bears.types == ("Creature",)
        and not bears.keywords
        and not bears.abilities
        and not bears.static
    )


@pytest.mark.parametrize(
    "name, clause, words",
    [
        # a triggered ability may matter in any game (a spell's text only when cast: the
        # scenario stops then, tests/test_oracle_unread.py)
        ("Lord of the Pit", "At the beginning of your upkeep, sacrifice a creature", "не понимает"),
        ("Behold the Power of Destruction", "Behold the Power of Destruction", "904"),
        ("Tireless Tracker", "Investigate", "после правил 2015"),
        ("Aether Hub", "{E}", "энерги"),
    ],
)
def test_what_the_engine_cannot_express_is_refused_with_the_clause(catalogue, name, clause, words):
    with pytest.raises(UnsupportedCardError) as info:
        card_definition(catalogue.get(name))
    assert clause in info.value.clause
    assert words in str(info.value)


def test_power_or_toughness_the_format_cannot_hold_is_refused():
    goyf = CatalogueCard(
        id=0,
        name="Test Goyf",
        layout="normal",
        first_set="FUT",
        first_release="2007-05-04",
        faces=(Face(name="Test Goyf", types=("Creature",), power="*", toughness="1+*"),),
    )
    with pytest.raises(UnsupportedCardError) as info:
        card_definition(goyf)
    assert info.value.clause == "toughness 1+*" and "208" in info.value.rules


def test_library_cards_are_curated_overrides_checked_against_the_catalogue(catalogue):
    """Every hand-written card matches its catalogue card except the listed, reasoned
    differences; and every listed difference still exists."""
    found = set()
    for card in default_library().cards():
        entry = catalogue.find(card.name)
        for difference in differences(
            card, entry.card if entry and entry.card.name == card.name else None
        ):
            assert (difference.card, difference.field) in accepted(), (
                f"{difference}: fix the library card, or list the difference with its reason in "
                "mtgjudge/cards/curation.yaml (e.g. a later Oracle template)"
            )
            found.add((difference.card, difference.field))
    assert found == set(accepted())


def test_library_takes_russian_names_from_the_catalogue():
    library = default_library()
    assert library.get("Lightning Bolt").name_ru == "Удар Молнии"
    assert library.get("Удар Молнии").name == "Lightning Bolt"
    assert library.get("Удар Молнии") is library.get(
        "Lightning Bolt"
    )  # the curated card, not a copy


def test_library_without_catalogue_knows_only_its_cards():
    library = CardLibrary(default_library().cards(), catalogue=False)
    with pytest.raises(UnknownCardError):
        library.get("Serra Angel Token That Is Not There")
    assert "Shahrazad" not in library


SCENARIO = """title: каталог
players:
  Алиса:
    hand: [{hand}]
    battlefield: [Гора, Гора, Гора, Гора, Гора, Гора, Лес, Лес]
    library: 20
  Борис:
    battlefield: [{{card: Ангел Серры, id: ангел}}]
    library: 20
turn: {{active: Алиса, step: main1, number: 3}}
actions:
  - {{cast: {cast}, by: Алиса}}
  - resolve: 1
"""


def test_catalogue_card_after_2015_is_played_with_one_note(tmp_path):
    path = tmp_path / "later.yaml"
    path.write_text(
        SCENARIO.format(hand="Древний Бронтодон", cast="Ancient Brontodon")
        + "expect:\n  battlefield: {Алиса: [Mountain, Mountain, Mountain, Mountain, Mountain, Mountain, "
        "Forest, Forest, Древний Бронтодон], Борис: [Serra Angel]}\n",
        encoding="utf-8",
    )
    result = run_cli("run", str(path))
    assert result.returncode == 0, result.stdout + result.stderr
    assert result.stdout.count("после правил 27 марта 2015 года") == 1
    assert "Древний Бронтодон (Ancient Brontodon)" in result.stdout
    data = json.loads(run_cli("run", str(path), "--json").stdout)
    assert data["later_cards"] == [
        {"card": "Ancient Brontodon", "first_set": "XLN", "first_release": "2017-09-29"}
    ]


def test_card_needing_later_rules_is_refused_before_play(tmp_path):
    path = tmp_path / "energy.yaml"
    path.write_text(
        SCENARIO.format(hand="Tireless Tracker", cast="Tireless Tracker"), encoding="utf-8"
    )
    result = run_cli("run", str(path))
    assert result.returncode == 2
    assert f"{path}:4:12:" in result.stderr and "Investigate" in result.stderr
    assert "после правил 2015" in result.stderr


def test_card_with_text_the_engine_cannot_express_is_refused_not_played_without_it(tmp_path):
    path = tmp_path / "vents.yaml"
    path.write_text(SCENARIO.format(hand="Shahrazad", cast="Shahrazad"), encoding="utf-8")
    result = run_cli("run", str(path))
    assert result.returncode == 2
    # the spell's text is not read: the scenario stops where it casts it (issue 14, item 6)
    assert f"{path}:12:12:" in result.stderr and "«Shahrazad»" in result.stderr
    assert "Players play a Magic subgame" in result.stderr


def test_card_command_shows_catalogue_data():
    result = run_cli("card", "Паровые отдушины")
    assert result.returncode == 0
    out = result.stdout
    assert "Паровые Отдушины  (Steam Vents)" in out and "«Паровые отдушины» (GPT)" in out
    assert "Текст карты RTR, 2012:" in out and "Первый выпуск: Guildpact (GPT), 2006-02-03" in out
    assert "2018-10-05  [написано для правил новее 2015]" in out
    assert "Как понимает движок:" in out and "мана-способность" in out  # the curated card
    subgame = run_cli("card", "shahrazad").stdout
    assert "не прочитано: «Players play a Magic subgame" in subgame
    face = run_cli("card", "Ice")
    assert "Fire // Ice" in face.stdout and "Названа часть карты: Ice" in face.stdout
    later = run_cli("card", "Tireless Tracker").stdout
    assert "после правил 27 марта 2015 года" in later


def test_card_json_has_catalogue_and_engine_parts():
    data = json.loads(run_cli("card", "Удар Молнии", "--json").stdout)
    assert data["name"] == "Lightning Bolt" and data["name_ru"] == "Удар Молнии"
    assert data["catalogue"]["first_printing"] == {
        "set": "LEA",
        "set_name": "Limited Edition Alpha",
        "date": "1993-08-05",
    }
    assert data["catalogue"]["faces"][0]["russian"]["set"] == "M11"
    assert data["spell"]["effects"] and data["engine_unsupported"] is None
    unsupported = json.loads(run_cli("card", "Cantivore", "--json").stdout)["engine_unsupported"]
    assert unsupported["clause"].startswith("Cantivore's power and toughness")
    goyf = json.loads(run_cli("card", "Tarmogoyf", "--json").stdout)
    assert all(
        set(r) == {"date", "text", "after_rules_of_record"} for r in goyf["catalogue"]["rulings"]
    )


def test_cards_search_with_stemming_and_filters(catalogue):
    hits, total = catalogue.search("не может быть отменено", before="2015-03-27")
    names = [h.card.name for h in hits]
    assert "Savage Summoning" in names and "Vexing Shusher" in names
    assert all(h.card.first_release <= "2015-03-27" for h in hits) and total >= len(hits)
    hits, _ = catalogue.search("can't be countered", limit=5)
    assert all(
        "can't be countered" in " ".join(f.text for f in h.card.faces) for h in hits
    )  # phrase first
    hits, _ = catalogue.search("", type_="дракон", cost="6", limit=50)
    assert hits and all("Dragon" in h.card.faces[0].type for h in hits)
    assert all(ManaCost.parse(h.card.faces[0].cost).converted() == 6 for h in hits)
    result = run_cli("cards", "can't be countered", "--before", "2015-03-27", "--json")
    data = json.loads(result.stdout)
    assert data["total"] > 0 and all(h["first_release"] <= "2015-03-27" for h in data["hits"])
    assert run_cli("cards", "x", "--before", "вчера").returncode == 2


def test_one_curated_card_read_alone_equals_the_library_card():
    """``card`` parses only the card asked for; the text scan finds every library card."""
    import mtgjudge.cards.library as library_module

    library = default_library()
    entries = library_module._curated_entries()
    assert sorted(entries) == sorted(card.name for card in library.cards())
    library_module.default_library.cache_clear()
    library_module.curated_card.cache_clear()
    try:
        for name in entries:
            assert library_module.curated_card(name) == library.curated(name), name
    finally:
        library_module.default_library.cache_clear()
        library_module.curated_card.cache_clear()


def test_russian_names_work_in_actions_targets_and_expectations(tmp_path):
    path = tmp_path / "names.yaml"
    path.write_text(
        """title: имена
players:
  Алиса:
    hand: [удар молнии]
    battlefield: [Гора]
    library: 20
  Борис:
    battlefield: [Гризли, Паровые отдушины]
    library: 20
turn: {active: Алиса, step: main1, number: 3}
actions:
  - {cast: Удар Молнии, by: Алиса, targets: [гризли]}
  - resolve: 1
expect:
  graveyard: {Алиса: [Удар молнии], Борис: [Grizzly Bears]}
  battlefield: {Алиса: [Mountain], Борис: [Паровые Отдушины]}
""",
        encoding="utf-8",
    )
    result = run_cli("run", str(path))
    assert result.returncode == 0, result.stdout + result.stderr
    assert "«Удар Молнии» (Lightning Bolt)" in result.stdout
