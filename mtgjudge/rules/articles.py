"""Unnumbered texts of the corpus (``rules_ru/articles/*.md``), addressed by slug.

Each file starts with a small header between ``---`` lines (``slug``, ``title``,
``source``) followed by paragraphs separated by blank lines.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path


@dataclass(frozen=True)
class Article:
    slug: str
    title: str
    source: str
    paragraphs: tuple[str, ...]

    @property
    def text(self) -> str:
        return "\n".join(self.paragraphs)


def parse_article(text: str) -> Article:
    head, _, body = text.partition("\n---\n")
    meta = {}
    for line in head.splitlines():
        key, sep, value = line.partition(":")
        if sep:
            meta[key.strip()] = value.strip()
    paragraphs = tuple(p.strip() for p in body.split("\n\n") if p.strip())
    return Article(meta["slug"], meta["title"], meta.get("source", "project"), paragraphs)


@lru_cache(maxsize=4)
def load_articles(root: Path) -> tuple[Article, ...]:
    folder = root / "articles"
    return tuple(parse_article(p.read_text(encoding="utf-8")) for p in sorted(folder.glob("*.md")))
