"""The stored card library (cards/library.py ``_library_data``): the library read from the
user's cache is the library read from its YAML files; a damaged file is read again."""

from __future__ import annotations

from pathlib import Path

from mtgjudge.cards import library


def _fresh_cards() -> list:
    cards = []
    for path in sorted(Path(library.DATA).glob("*.yaml")):
        cards.extend(library._with_russian_name(card) for card in library.load_file(path))
    return sorted(cards, key=lambda c: c.name)


def _forget() -> None:
    library.default_library.cache_clear()
    library._library_data.cache_clear()


def test_the_stored_library_is_the_library(tmp_path, monkeypatch):
    monkeypatch.setenv("MTGJUDGE_CACHE_DIR", str(tmp_path))
    expected = _fresh_cards()
    assert any(c.name_ru for c in expected)
    for _ in range(2):  # builds and stores, then loads
        _forget()
        assert library.default_library().cards() == expected
    stored = list(tmp_path.glob("library-*.marshal"))
    assert len(stored) == 1
    stored[0].write_bytes(b"\x00damaged")
    _forget()
    assert library.default_library().cards() == expected
    assert stored[0].read_bytes() != b"\x00damaged"
    _forget()


def test_english_names_of_library_cards_are_the_catalogues(tmp_path, monkeypatch):
    from mtgjudge.cards.catalogue import english_name

    monkeypatch.setenv("MTGJUDGE_CACHE_DIR", str(tmp_path))
    _forget()
    names = [n for c in library.default_library().cards() for n in (c.name, c.name_ru) if n]
    assert len(names) > 200
    for name in [*names, "Удар молнии", "нет такой карты"]:
        assert library.catalogue_english_name(name) == english_name(name)
    _forget()


def test_library_cards_are_built_when_first_used(tmp_path, monkeypatch):
    """A scenario that names one card builds that card only; the names of the tokens the
    library's cards create come from the stored library, equal to those of the built cards."""
    monkeypatch.setenv("MTGJUDGE_CACHE_DIR", str(tmp_path))
    expected = set().union(*(library._tokens_of(c) for c in _fresh_cards()))
    assert "Beast" in expected
    for _ in range(2):  # builds and stores, then loads
        _forget()
        lib = library.default_library()
        pending = {id(v): v for v in lib._by_key.values() if isinstance(v, library._Pending)}
        assert len(pending) > 200
        assert lib.copy().token_names() == expected
        assert lib.card_count() == len(_fresh_cards())
        assert all(p.card is None for p in pending.values())
        bears = lib.copy().get("Гризли")
        assert bears.name == "Grizzly Bears" and bears.name_ru == "Гризли"
        assert lib.get("Grizzly Bears") is bears  # built once, for every copy
        assert sum(p.card is not None for p in pending.values()) == 1
    _forget()


def test_curated_card_finds_the_same_cards_with_the_library_loaded_or_not():
    """``curated_card`` reads the files' text when the library is not loaded and asks the
    loaded library otherwise: both know exactly the same English names."""
    scanned = set(library._curated_entries())
    loaded = {c.name for c in library.default_library().cards() if c.front_name is None}
    assert scanned == loaded
    for name in sorted(scanned)[:20]:
        library.curated_card.cache_clear()
        assert library.curated_card(name) == library.default_library().curated(name)
