"""The stored definitions of catalogue cards (cards/library.py ``_stored_found``): a card read
from the user's cache is the card the catalogue makes, with the same facts of the look-up; a
damaged store is ignored."""

from __future__ import annotations

import pytest

from mtgjudge.cards import library
from mtgjudge.cards.definition import UnsupportedCardError


def _forget(monkeypatch) -> None:
    monkeypatch.setattr(library, "_store_state", {})
    monkeypatch.setattr(library, "_FROM_STORE", {})


@pytest.fixture
def store(tmp_path, monkeypatch):
    monkeypatch.setenv("MTGJUDGE_CACHE_DIR", str(tmp_path))
    _forget(monkeypatch)
    return tmp_path


def _sample() -> list[str]:
    from mtgjudge.cards.catalogue import default_catalogue

    catalogue = default_catalogue()
    assert catalogue is not None
    names = catalogue.names()
    return names[:: max(1, len(names) // 400)] + ["Benalish Knight", "Бенальский Рыцарь"]


def _made(names: list[str]) -> tuple[library.CardLibrary, dict]:
    lib = library.CardLibrary()  # no library cards: every name is the catalogue's
    made = {}
    for name in names:
        try:
            made[name] = lib.get(name)
        except (UnsupportedCardError, library.UnknownCardError):
            pass
    return lib, made


def test_a_stored_definition_is_the_catalogues(store, monkeypatch):
    names = _sample()
    first, made = _made(names)
    library._save_store()
    (stored,) = store.glob("catalogue-cards-*.marshal")
    _forget(monkeypatch)
    monkeypatch.setattr(library, "_catalogue_lookup", _refuse)  # only the store may answer
    kept = 0
    second = library.CardLibrary()
    for name, card in made.items():
        if library._stored_found(library.name_key(name)) is None:
            continue  # not a card of one normal face: not stored
        kept += 1
        assert second.get(name) == card, name
        assert library.catalogue_english_name(name) == card.name
    assert kept > len(made) // 2
    assert {k: v for k, v in second.later.items()} == {
        k: v for k, v in first.later.items() if k in second.later
    }
    assert stored.stat().st_size > 0


def _refuse(name: str):
    raise AssertionError(f"the catalogue was read for {name}")


def test_a_damaged_store_is_ignored(store, monkeypatch):
    _, made = _made(["Benalish Knight"])
    library._save_store()
    (stored,) = store.glob("catalogue-cards-*.marshal")
    stored.write_bytes(b"\x00damaged")
    _forget(monkeypatch)
    assert library.CardLibrary().get("Benalish Knight") == made["Benalish Knight"]
    assert library._stored_found(library.name_key("Benalish Knight")) is None
