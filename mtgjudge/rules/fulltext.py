"""Full-text search over the Russian rules, their examples and the articles.

Words are case-folded, "ё" is read as "е", and every word is reduced to its stem by the
Snowball stemmer (Russian for Cyrillic words, English for Latin ones), so "смертельное
касание" finds "смертельным касанием".  Ranking is BM25 with a bonus for documents that
contain every query word and for words standing together as in the query.  Hits on
subrules of one rule (702.2a, 702.2b, …) are grouped under the best of them, so that one
long family of rules does not push everything else off the first page.
"""

from __future__ import annotations

import math
import re
from dataclasses import dataclass, field
from functools import lru_cache
from pathlib import Path

from .corpus import DEFAULT_EDITION, Corpus, default_corpus
from .numbers import RuleNumber

_WORD = re.compile(r"[0-9a-zа-я]+(?:[-'][0-9a-zа-я]+)*")
K1, B = 1.2, 0.75


def normalize(text: str) -> str:
    """Case-fold and read "ё" as "е"."""
    return text.casefold().replace("ё", "е")


@lru_cache(maxsize=1)
def _stemmers():
    import snowballstemmer

    return snowballstemmer.stemmer("russian"), snowballstemmer.stemmer("english")


# word -> stem for every word stemmed so far, and those of a stored index: a query made of
# words of the rules needs no stemmer (importing snowballstemmer costs ~90 ms)
KNOWN_STEMS: dict[str, str] = {}


@lru_cache(maxsize=200_000)
def stem(word: str) -> str:
    known = KNOWN_STEMS.get(word)
    if known is not None:
        return known
    if word.isdigit():
        return word
    russian, english = _stemmers()
    if any("а" <= ch <= "я" for ch in word):
        out = russian.stemWord(word)
    else:
        out = english.stemWord(word)
    KNOWN_STEMS[word] = out
    return out


def tokens(text: str) -> list[tuple[str, int, int]]:
    """(stem, start, end) for every word of ``text``."""
    norm = normalize(text)
    return [(stem(m.group()), m.start(), m.end()) for m in _WORD.finditer(norm)]


@dataclass(frozen=True)
class Document:
    """A searchable unit: one rule (text, title and examples) or one article."""

    key: str  # rule number or "article:<slug>"
    edition: str  # "2015", "2008" or "articles"
    kind: str  # "rule" or "article"
    title: str  # section title (for rules) or article title
    text: str  # what the snippet is cut from
    family: str  # rules: "NNN.N"; articles: the key


@dataclass(frozen=True)
class Hit:
    """One search result."""

    key: str
    edition: str
    kind: str
    score: float
    section: str  # "704. Действия, вызванные состоянием" or article title
    snippet: str
    highlights: tuple[tuple[int, int], ...]
    also: tuple[str, ...] = ()  # other matching numbers of the same rule family


class _PackedPostings(dict):
    """Postings of a stored index, unpacked stem by stem on first use."""

    def __init__(self, packed: dict[str, bytes]) -> None:
        super().__init__()
        self._packed = packed

    def get(self, stem, default=None):
        if stem in self:
            return self[stem]
        blob = self._packed.get(stem)
        if blob is None:
            return default
        import marshal

        value = self[stem] = marshal.loads(blob)
        return value


@dataclass
class Index:
    documents: list[Document]
    postings: dict[str, dict[int, list[int]]] = field(default_factory=dict)
    lengths: list[int] = field(default_factory=list)
    title_stems: list[frozenset[str]] = field(default_factory=list)

    def to_plain(self) -> tuple:
        """Plain values for the stored index (``index_cache``): each stem's postings stay
        packed until a query asks for that stem."""
        import marshal

        docs = [(d.key, d.edition, d.kind, d.title, d.text, d.family) for d in self.documents]
        packed = {s: marshal.dumps(p) for s, p in self.postings.items()}
        titles = [tuple(t) for t in self.title_stems]
        return (docs, packed, self.lengths, titles, dict(KNOWN_STEMS))

    @classmethod
    def from_plain(cls, plain: tuple) -> Index:
        docs, packed, lengths, titles, stems = plain
        if not (len(docs) == len(lengths) == len(titles) and isinstance(packed, dict)):
            raise ValueError("damaged index")
        KNOWN_STEMS.update(stems)
        documents = [Document(*d) for d in docs]
        return cls(documents, _PackedPostings(packed), lengths, [frozenset(t) for t in titles])

    @classmethod
    def build(cls, documents: list[Document]) -> Index:
        index = cls(documents)
        for i, doc in enumerate(documents):
            toks = tokens(doc.text)
            index.lengths.append(len(toks))
            for pos, (s, _, _) in enumerate(toks):
                index.postings.setdefault(s, {}).setdefault(i, []).append(pos)
            index.title_stems.append(frozenset(s for s, _, _ in tokens(doc.title)))
        return index

    def score(self, query_stems: list[str]) -> dict[int, float]:
        n = len(self.documents)
        avg = sum(self.lengths) / max(1, n)
        scores: dict[int, float] = {}
        matched: dict[int, set[str]] = {}
        for s in dict.fromkeys(query_stems):
            posting = self.postings.get(s)
            if not posting:
                continue
            idf = math.log(1 + (n - len(posting) + 0.5) / (len(posting) + 0.5))
            for doc, positions in posting.items():
                tf = len(positions)
                norm = tf * (K1 + 1) / (tf + K1 * (1 - B + B * self.lengths[doc] / avg))
                scores[doc] = scores.get(doc, 0.0) + idf * norm
                matched.setdefault(doc, set()).add(s)
        wanted = set(query_stems)
        for doc in scores:
            coverage = len(matched[doc]) / len(wanted)
            scores[doc] *= 0.5 + coverage  # every word present: x1.5
            if len(query_stems) > 1 and self._adjacent(doc, query_stems):
                scores[doc] *= 1.5
            if wanted & self.title_stems[doc]:
                scores[doc] *= 1.2
        return scores

    def _adjacent(self, doc: int, query_stems: list[str]) -> bool:
        """True when the query words stand next to each other, in order, somewhere."""
        first = self.postings.get(query_stems[0], {}).get(doc, [])
        for start in first:
            if all(
                start + k in self.postings.get(s, {}).get(doc, ())
                for k, s in enumerate(query_stems[1:], start=1)
            ):
                return True
        return False


class Searcher:
    """Builds the index of an edition on first use and answers queries."""

    def __init__(self, corpus: Corpus | None = None) -> None:
        self.corpus = corpus or default_corpus()
        self._indexes: dict[str, Index] = {}

    def index(self, edition: str) -> Index:
        if edition not in self._indexes:
            from .index_cache import corpus_key, load_or_build

            key = corpus_key(self.corpus.root, edition, Path(__file__))
            self._indexes[edition] = load_or_build(
                key, lambda: self._build(edition), Index.to_plain, Index.from_plain
            )
        return self._indexes[edition]

    def _build(self, edition: str) -> Index:
        """Every document of the edition, indexed (the slow part: stemming)."""
        docs = []
        for rule in self.corpus.all_rules(edition):
            if not rule.has_text:
                continue
            body = "\n".join(filter(None, (rule.title, rule.text, *rule.examples)))
            num = RuleNumber.parse(rule.number)
            family = f"{num.section}.{num.rule}" if num.rule is not None else str(num)
            section = self._section_title(rule.number, edition)
            docs.append(Document(rule.number, edition, "rule", section, body, family))
        if edition == DEFAULT_EDITION:
            docs.extend(self._later_documents())
            docs.extend(article_documents(self.corpus.root))
            docs.extend(glossary_documents(self.corpus.root))
        return Index.build(docs)

    def _later_documents(self) -> list[Document]:
        out = []
        for number, entry in sorted(self.corpus.later_rules().items()):
            out.append(
                Document(
                    number, "later", "rule", "более поздняя редакция", entry.get("text", ""), number
                )
            )
        return out

    def _section_title(self, number: str, edition: str) -> str:
        n = RuleNumber.parse(number)
        section = str(n.section)
        if section not in self.corpus.edition(edition).numbers:
            return ""
        rule = self.corpus.rule(section, edition)
        return f"{section}. {rule.title}" if rule.title else f"{section}."

    def search(self, query: str, edition: str = DEFAULT_EDITION, limit: int = 10) -> list[Hit]:
        """Ranked hits for ``query``; an empty list when no word of it occurs.  A printed or
        older name the corpus spells otherwise is searched together with the corpus's name
        («Досягаемость» finds «Захват», see rules/terms.py)."""
        from .terms import expand_query

        query_stems = [s for s, _, _ in tokens(expand_query(query))]
        if not query_stems:
            return []
        index = self.index(edition)
        scores = index.score(query_stems)
        ranked = sorted(scores.items(), key=lambda kv: (-kv[1], kv[0]))
        families: dict[str, list[int]] = {}
        order: list[str] = []
        for doc_id, _ in ranked:
            fam = index.documents[doc_id].family
            if fam not in families:
                families[fam] = []
                order.append(fam)
            families[fam].append(doc_id)
        hits = []
        wanted = set(query_stems)
        for fam in order[:limit]:
            best, *rest = families[fam]
            doc = index.documents[best]
            snippet, spans = make_snippet(doc.text, wanted)
            hits.append(
                Hit(
                    doc.key,
                    doc.edition,
                    doc.kind,
                    round(scores[best], 4),
                    doc.title,
                    snippet,
                    spans,
                    tuple(index.documents[r].key for r in rest),
                )
            )
        return hits


def make_snippet(
    text: str, wanted: set[str], width: int = 220
) -> tuple[str, tuple[tuple[int, int], ...]]:
    """The part of ``text`` around the densest cluster of query words, with the offsets
    of those words inside the snippet."""
    toks = tokens(text)
    positions = [(a, b) for s, a, b in toks if s in wanted]
    if not positions:
        snippet = text[:width]
        return (snippet + ("…" if len(text) > width else "")), ()
    best_start, best_count = positions[0][0], 0
    for a, _ in positions:
        count = sum(1 for x, _ in positions if a <= x < a + width)
        if count > best_count:
            best_start, best_count = a, count
    start = max(0, best_start - width // 4)
    # begin at a word boundary
    while start > 0 and not text[start - 1].isspace():
        start -= 1
    end = min(len(text), start + width)
    while end < len(text) and not text[end].isspace():
        end += 1
    prefix = "…" if start > 0 else ""
    suffix = "…" if end < len(text) else ""
    body = text[start:end].replace("\n", " ")
    spans = tuple(
        (a - start + len(prefix), b - start + len(prefix))
        for a, b in positions
        if start <= a and b <= end
    )
    return prefix + body + suffix, spans


def glossary_documents(root: Path) -> list[Document]:
    from .glossary import load_glossary

    return [
        Document(
            f"glossary:{e.term}",
            "glossary",
            "glossary",
            f"Глоссарий: {e.term_ru}",
            f"{e.term_ru}\n{e.text}",
            f"glossary:{e.term}",
        )
        for e in load_glossary(root)
    ]


def article_documents(root: Path) -> list[Document]:
    from .articles import load_articles

    # one document per paragraph, grouped back under the article by its family
    return [
        Document(
            f"article:{a.slug}", "articles", "article", a.title, paragraph, f"article:{a.slug}"
        )
        for a in load_articles(root)
        for paragraph in a.paragraphs
    ]


@lru_cache(maxsize=1)
def default_searcher() -> Searcher:
    return Searcher()
