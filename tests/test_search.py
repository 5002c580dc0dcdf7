"""`mtgjudge search`: Russian morphology, ranking, snippets, grouping."""

from __future__ import annotations

import json

import mtgjudge.rules
from mtgjudge.rules.fulltext import normalize, tokens

from .conftest import run_cli


def keys(query, **kw):
    return [h.key for h in mtgjudge.rules.search(query, **kw)]


def test_deathtouch_ranks_704_5h_in_the_top_three():
    assert "704.5h" in keys("смертельное касание")[:3]


def test_legendary_finds_the_legend_rule():
    assert "704.5k" in keys("легендарный")


def test_priority_finds_704_3():
    assert "704.3" in keys("приоритет", limit=50)


def test_word_forms_match_through_the_stemmer():
    assert "704.5h" in keys("смертельным касанием")[:3]


def test_yo_is_read_as_e():
    assert normalize("Полёт") == "полет"
    assert [t[0] for t in tokens("ещё")] == [t[0] for t in tokens("еще")]


def test_snippet_highlights_the_words():
    hit = next(h for h in mtgjudge.rules.search("легендарный") if h.key == "704.5k")
    assert any(hit.snippet[a:b].lower().startswith("легендарн") for a, b in hit.highlights)
    assert hit.section.startswith("704.")


def test_subrules_of_one_rule_are_grouped():
    hits = mtgjudge.rules.search("смертельное касание")
    families = [
        h.key.rsplit(".", 1)[0] + "." + "".join(c for c in h.key.rsplit(".", 1)[-1] if c.isdigit())
        for h in hits
        if h.kind == "rule"
    ]
    assert len(families) == len(set(families))


def test_articles_are_searchable():
    hits = mtgjudge.rules.search("золотое правило")
    assert "article:klassicheskaya-igra-zaklinaniya" in [h.key for h in hits[:3]]
    article = next(h for h in hits if h.kind == "article")
    assert article.section == "Классическая игра. Раздел II: заклинания, способности и эффекты"


def test_edition_2008_search_stays_in_2008():
    hits = mtgjudge.rules.search("фишки", edition="2008")
    assert hits and all(h.edition == "2008" for h in hits)


def test_limit_and_json_shape():
    result = run_cli("search", "приоритет", "--limit", "3", "--json")
    assert result.returncode == 0
    data = json.loads(result.stdout)
    assert set(data) == {"schema", "query", "edition", "hits"}
    assert len(data["hits"]) == 3
    assert set(data["hits"][0]) == {
        "key",
        "edition",
        "kind",
        "score",
        "section",
        "snippet",
        "highlights",
        "also",
    }


def test_nothing_found():
    result = run_cli("search", "квазиантиматерия")
    assert result.returncode == 0 and "ничего не найдено" in result.stdout
