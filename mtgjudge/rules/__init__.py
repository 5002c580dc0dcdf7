"""The Russian rules corpus: lookup by number and full-text search.

A Python API that needs neither typer nor rich::

    >>> import mtgjudge.rules
    >>> mtgjudge.rules.get("704.5g").edition
    '2015'
    >>> mtgjudge.rules.search("легендарный")[0].key
    '704.5k'
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from .corpus import Corpus, Rule, UnknownRuleError
    from .numbers import RuleNumber, RuleNumberError

_LAZY = {
    "Corpus": "corpus",
    "Rule": "corpus",
    "UnknownRuleError": "corpus",
    "RuleNumber": "numbers",
    "RuleNumberError": "numbers",
}


def __getattr__(name: str) -> Any:
    """The corpus classes, imported when first named: importing a submodule of the package
    (``rules.index_cache`` for the card library's stored data) does not load the corpus."""
    module = _LAZY.get(name)
    if module is None:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    from importlib import import_module

    value = getattr(import_module(f"{__name__}.{module}"), name)
    globals()[name] = value
    return value


__all__ = [
    "Corpus",
    "Rule",
    "RuleNumber",
    "RuleNumberError",
    "UnknownRuleError",
    "get",
    "search",
    "text_of",
]


def get(query: str, edition: str | None = None) -> Rule:
    """The rule a typed number names ("704.5g", "704.5г", "п. 704.5g", "704ю5п")."""
    from .corpus import default_corpus

    return default_corpus().lookup(query, edition)[0]


def search(query: str, edition: str = "2015", limit: int = 10):
    """Ranked hits of a full-text query over rules, examples and articles."""
    from .fulltext import default_searcher

    return default_searcher().search(query, edition=edition, limit=limit)


def text_of(number: str, edition: str = "2015") -> str | None:
    """The Russian text (or title) of a canonical number, or None when there is none."""
    from .corpus import UnknownRuleError, default_corpus

    try:
        rule = default_corpus().rule(number, edition)
    except UnknownRuleError:
        return None
    return rule.text or rule.title
