"""The JSON structures of ``mtgjudge rule --json`` and ``mtgjudge search --json``.

They are documented in ``docs/json.md``; keys are only ever added, never renamed.
No rich, no typer: scripts and bots can import this module cheaply.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..rules.corpus import Corpus, Rule, UnknownRuleError

if TYPE_CHECKING:
    from ..rules.fulltext import Hit

SCHEMA_VERSION = 1


def rule_json(rule: Rule) -> dict:
    """One rule: number, edition, kind, title, text, examples and provenance."""
    return {
        "number": rule.number,
        "edition": rule.edition,
        "kind": rule.kind,
        "title": rule.title,
        "text": rule.text,
        "examples": list(rule.examples),
        "has_text": rule.has_text,
        "source": rule.source,
        "provenance": rule.provenance,
        "corrections": list(rule.corrections),
        "note": rule.note,
    }


def lookup_json(corpus: Corpus, query: str, rule: Rule, alone: bool) -> dict:
    """The full answer to ``mtgjudge rule QUERY --json``."""
    out = {"schema": SCHEMA_VERSION, "query": query, **rule_json(rule)}
    edition = rule.edition if rule.edition in ("2015", "2008") else "2015"
    out["path"] = (
        [{"number": r.number, "title": r.title} for r in corpus.path(rule.number, edition)]
        if rule.edition != "later"
        else []
    )
    out["other_editions"] = (
        corpus.other_editions(rule.number, edition) if rule.edition != "later" else []
    )
    out["references"] = [reference_json(corpus, n, edition) for n in rule.references]
    found = corpus.counterparts(rule.number, rule.edition) if rule.edition != "later" else None
    out["counterparts"] = (
        None
        if found is None
        else {
            "edition": "2015" if rule.edition == "2008" else "2008",
            "numbers": found[0],
            "note": found[1] or None,
        }
    )
    out["children"] = (
        []
        if alone or rule.edition == "later"
        else [rule_json(c) for c in corpus.children(rule.number, rule.edition)]
    )
    return out


def reference_json(corpus: Corpus, number: str, edition: str) -> dict:
    try:
        ref = corpus.rule(number, edition)
    except UnknownRuleError:
        return {"number": number, "exists": False, "summary": None}
    return {
        "number": number,
        "exists": True,
        "summary": ref.first_sentence() if ref.has_text else None,
    }


def unknown_json(query: str, error: UnknownRuleError) -> dict:
    return {
        "schema": SCHEMA_VERSION,
        "query": query,
        "error": "unknown_rule",
        "number": error.query,
        "nearest": list(error.nearest),
    }


def search_json(query: str, edition: str, hits: list[Hit]) -> dict:
    return {
        "schema": SCHEMA_VERSION,
        "query": query,
        "edition": edition,
        "hits": [
            {
                "key": h.key,
                "edition": h.edition,
                "kind": h.kind,
                "score": h.score,
                "section": h.section,
                "snippet": h.snippet,
                "highlights": [list(s) for s in h.highlights],
                "also": list(h.also),
            }
            for h in hits
        ],
    }


def glossary_json(query: str, entry, others) -> dict:
    """``mtgjudge define TERM --json``."""

    def one(e) -> dict:
        return {
            "term": e.term,
            "term_ru": e.term_ru,
            "text": e.text,
            "see": list(e.see),
            "source": e.source,
        }

    return {
        "schema": SCHEMA_VERSION,
        "query": query,
        "entry": one(entry) if entry else None,
        "see_rules": []
        if entry is None
        else [{"number": n, "summary": _summary(n)} for n in entry.see],
        "similar": [one(e) for e in others],
    }


def _summary(number: str) -> str | None:
    from ..rules.corpus import default_corpus

    try:
        rule = default_corpus().rule(number)
    except UnknownRuleError:
        return None
    return rule.title or (rule.first_sentence() if rule.has_text else None)
