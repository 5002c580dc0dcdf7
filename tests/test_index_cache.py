"""The stored search index (rules/index_cache.py): built once, then loaded; it answers
exactly as a freshly built index; a damaged file is rebuilt; a changed corpus gets a new key."""

from __future__ import annotations

from pathlib import Path

from mtgjudge.rules import fulltext
from mtgjudge.rules.index_cache import corpus_key

QUERIES = ["смертельное касание", "приоритет", "first strike", "смертельными касаниями", "бой"]


def _answers(searcher):
    return [searcher.search(q) for q in QUERIES]


def test_the_stored_index_answers_as_a_fresh_one(corpus, tmp_path, monkeypatch):
    monkeypatch.setenv("MTGJUDGE_CACHE_DIR", str(tmp_path))
    fresh = fulltext.Searcher(corpus)
    fresh._indexes[fulltext.DEFAULT_EDITION] = fresh._build(fulltext.DEFAULT_EDITION)
    expected = _answers(fresh)
    first = fulltext.Searcher(corpus)  # builds and stores
    assert _answers(first) == expected
    stored = list(tmp_path.glob("search-index-*.marshal"))
    assert len(stored) == 1
    second = fulltext.Searcher(corpus)  # loads
    index = second.index(fulltext.DEFAULT_EDITION)
    assert isinstance(index.postings, fulltext._PackedPostings)
    assert _answers(second) == expected
    stored[0].write_bytes(b"\x00damaged")
    third = fulltext.Searcher(corpus)  # rebuilds (and stores again)
    assert _answers(third) == expected
    assert stored[0].read_bytes() != b"\x00damaged"


def test_the_key_follows_the_corpus(tmp_path):
    (tmp_path / "a.jsonl").write_text("один", encoding="utf-8")
    code = Path(fulltext.__file__)
    before = corpus_key(tmp_path, "2015", code)
    assert corpus_key(tmp_path, "2015", code) == before
    assert corpus_key(tmp_path, "2008", code) != before
    (tmp_path / "a.jsonl").write_text("один два", encoding="utf-8")
    assert corpus_key(tmp_path, "2015", code) != before


def test_a_file_stored_under_another_key_is_not_read(tmp_path, monkeypatch):
    """The file name is a checksum of the key; the file holds the whole key, so a file whose
    key differs (a checksum collision, or a file from elsewhere) is rebuilt, never read."""
    import marshal

    from mtgjudge.rules import index_cache

    monkeypatch.setenv("MTGJUDGE_CACHE_DIR", str(tmp_path))
    built = index_cache.load_or_build("key one", lambda: [1], list, list, name="t")
    assert built == [1]
    (path,) = tmp_path.glob("t-*.marshal")
    assert index_cache.load_or_build("key one", lambda: [2], list, list, name="t") == [1]
    path.write_bytes(marshal.dumps(("key two", [3])))  # same file name, another key inside
    assert index_cache.load_or_build("key one", lambda: [4], list, list, name="t") == [4]
    assert marshal.loads(path.read_bytes()) == ("key one", [4])
