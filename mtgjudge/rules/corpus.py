"""The Russian rules corpus (``rules_ru/``): loading and lookup by number.

Layout of the data (documented in ``rules_ru/README.md``)::

    rules_ru/2015/numbers.txt        every number of the edition + its example count
    rules_ru/2015/seeds.jsonl        texts of the seeds (imported by tools/import_seeds.py)
    rules_ru/2015/project/NNN.jsonl  texts written by the project, one file per section
    rules_ru/2015/project/titles.jsonl   titles of parts and sections
    rules_ru/2008/...                the 2008 edition (seed 003), never mixed with 2015
    rules_ru/articles/*.md           unnumbered texts, addressed by slug

A seed text always wins over a project text of the same number.  Section files are read
only when a number of that section is asked for, so a single lookup stays fast.
"""

from __future__ import annotations

import json
import os
from functools import cache, lru_cache
from pathlib import Path

from .numbers import RuleNumber, RuleNumberError, readings, references_in, sort_key

EDITIONS = ("2015", "2008")
DEFAULT_EDITION = "2015"
LATER = "later"


def data_dir() -> Path:
    """``mtgjudge/rules_ru`` in an installed package, ``<checkout>/rules_ru`` in a checkout;
    the environment variable ``MTGJUDGE_RULES_DIR`` points elsewhere (tests, new editions)."""
    override = os.environ.get("MTGJUDGE_RULES_DIR")
    if override:
        return Path(override)
    here = Path(__file__).resolve().parent.parent
    for candidate in (here / "rules_ru", here.parent / "rules_ru"):
        if (candidate / "2015" / "numbers.txt").is_file():
            return candidate
    raise FileNotFoundError("каталог rules_ru не найден рядом с пакетом mtgjudge")


class UnknownRuleError(LookupError):
    """A number that exists in no edition.  ``nearest`` lists existing neighbours."""

    def __init__(self, query: str, nearest: tuple[str, ...] = ()) -> None:
        super().__init__(query)
        self.query = query
        self.nearest = nearest


class Rule:
    """One numbered rule of one edition, with its Russian text when the corpus has it.

    Immutable; a plain slotted class rather than a dataclass because `mtgjudge rule`
    creates it at start-up (dataclass creation costs milliseconds)."""

    __slots__ = (
        "number",
        "edition",
        "text",
        "title",
        "examples",
        "source",
        "corrections",
        "note",
        "english_examples",
    )
    number: str
    edition: str
    text: str | None
    title: str | None
    examples: tuple[str, ...]
    source: str | None
    corrections: tuple[dict, ...]
    note: str | None
    english_examples: int

    def __init__(
        self,
        number: str,
        edition: str,
        text: str | None = None,
        title: str | None = None,
        examples: tuple[str, ...] = (),
        source: str | None = None,
        corrections: tuple[dict, ...] = (),
        note: str | None = None,
        english_examples: int = 0,
    ) -> None:
        for name, value in (
            ("number", number),
            ("edition", edition),
            ("text", text),
            ("title", title),
            ("examples", examples),
            ("source", source),
            ("corrections", corrections),
            ("note", note),
            ("english_examples", english_examples),
        ):
            object.__setattr__(self, name, value)

    def __setattr__(self, name: str, value) -> None:
        raise AttributeError("Rule is immutable")

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Rule) and all(
            getattr(self, k) == getattr(other, k) for k in self.__slots__
        )

    def __hash__(self) -> int:
        return hash((self.number, self.edition))

    def __repr__(self) -> str:
        return f"Rule({self.number!r}, edition={self.edition!r}, source={self.source!r})"

    @property
    def has_text(self) -> bool:
        return bool(self.text or self.title)

    @property
    def kind(self) -> str:
        return RuleNumber.parse(self.number).kind

    @property
    def provenance(self) -> str:
        """Human-readable source: the seed file name, or "текст проекта"."""
        if self.source is None:
            return "нет русского текста"
        if self.source.startswith("seed:"):
            return self.source[5:]
        return "текст проекта"

    @property
    def references(self) -> list[str]:
        """Rule numbers cited in the text and examples ("См. правило 613.1f")."""
        return references_in("\n".join(filter(None, (self.text, *self.examples))))

    def first_sentence(self) -> str:
        text = (self.text or self.title or "").strip()
        depth = 0
        for i, ch in enumerate(text):
            depth += (ch == "(") - (ch == ")")
            if (
                ch in ".!?"
                and depth <= 0
                and (i + 1 == len(text) or text[i + 1] in " \n")
                and i > 8
            ):
                # abbreviations ("см.", "т. е.", "т. д.", "др.") are not sentence ends, nor is a
                # full stop inside brackets; a sentence ends before a capital letter or a newline
                if text[max(0, i - 4) : i + 1].lower().endswith(ABBREVIATIONS):
                    continue
                following = text[i + 1 :].lstrip(" ")
                if following and not (
                    following[0] == "\n" or following[0].isupper() or following[0] in "«(0123456789"
                ):
                    continue
                return text[: i + 1]
        return text


ABBREVIATIONS = ("см.", " т.", " е.", " д.", " п.", "пр.", "др.", " ср.", " гл.", " рис.", " стр.")


def _one_number(number: str) -> bool:
    """Whether the text can be one line's number (a search would match across lines)."""
    return "\n" not in number and "\t" not in number and not number.startswith("#")


class NumberIndex:
    """The numbers of an edition (``numbers.txt``: number TAB example count), answering
    "does it exist" by a substring search and parsing the whole list only when iterated or
    asked many times (``check`` of a directory asks for every scenario's rules) — a single
    lookup stays fast."""

    #: lookups answered by a substring search before the list is parsed into a dict
    SEARCHES = 32

    def __init__(self, text: str) -> None:
        self._text = "\n" + text
        self._parsed: dict[str, int] | None = None
        self._searches = 0

    def _all(self) -> dict[str, int]:
        if self._parsed is None:
            self._parsed = {
                n: int(c)
                for n, c in (
                    line.split("\t") for line in self._text.splitlines() if line and line[0] != "#"
                )
            }
        return self._parsed

    def _searching(self) -> bool:
        """Whether to answer this lookup by a search of the text (not yet parsed)."""
        if self._parsed is not None:
            return False
        self._searches += 1
        if self._searches <= self.SEARCHES:
            return True
        self._all()
        return False

    def __contains__(self, number: object) -> bool:
        if not isinstance(number, str) or not _one_number(number):
            return False
        if self._searching():
            return f"\n{number}\t" in self._text
        return number in self._all()

    def __getitem__(self, number: str) -> int:
        if not _one_number(number):
            raise KeyError(number)
        if not self._searching():
            return self._all()[number]
        i = self._text.find(f"\n{number}\t")
        if i < 0:
            raise KeyError(number)
        start = i + len(number) + 2
        end = self._text.find("\n", start)
        return int(self._text[start : end if end >= 0 else None])

    def __iter__(self):
        return iter(self._all())

    def __len__(self) -> int:
        return len(self._all())

    def items(self):
        return self._all().items()

    def values(self):
        return self._all().values()


class Edition:
    """All numbers of one edition and the Russian texts loaded so far."""

    def __init__(self, name: str, root: Path, numbers: NumberIndex) -> None:
        self.name = name
        self.root = root
        self.numbers = numbers  # number -> English example count
        self.texts: dict[str, dict] = {}
        self.loaded_sections: set[str] = set()
        self.all_loaded = False
        self.base_loaded = False
        self._children: dict[str, list[str]] | None = None

    def children_index(self) -> dict[str, list[str]]:
        """parent number -> child numbers in rule order (file order is rule order)."""
        if self._children is None:
            self._children = {}
            for n in self.numbers:
                parent = parent_number(n)
                if parent is not None:
                    self._children.setdefault(parent, []).append(n)
        return self._children

    def _merge(self, entry: dict, *, seed: bool) -> None:
        number = entry["number"]
        current = self.texts.get(number)
        if current is not None and current.get("source", "").startswith("seed:") and not seed:
            # a seed text is never overridden by a project text; keep a project title
            if "title" in entry and "title" not in current:
                current["title"] = entry["title"]
            return
        if current is not None and not seed:
            current.update(entry)
        elif current is not None and seed:
            title = current.get("title")
            self.texts[number] = dict(entry)
            if title and "title" not in entry:
                self.texts[number]["title"] = title
        else:
            self.texts[number] = dict(entry)

    def load_base(self) -> None:
        """Titles and seed texts: read when the first text of the edition is asked for
        (checking that a number exists needs only numbers.txt)."""
        if self.base_loaded:
            return
        self.base_loaded = True
        for entry in _read_jsonl(self.root / "project" / "titles.jsonl"):
            self._merge(entry, seed=False)
        self._reapply_seeds()

    def load_section(self, section: str) -> None:
        self.load_base()
        if self.all_loaded or section in self.loaded_sections:
            return
        self.loaded_sections.add(section)
        path = self.root / "project" / f"{section}.jsonl"
        for entry in _read_jsonl(path):
            self._merge(entry, seed=False)

    def load_all(self) -> None:
        self.load_base()
        if self.all_loaded:
            return
        project = self.root / "project"
        if project.is_dir():
            for path in sorted(project.glob("[0-9]*.jsonl")):
                section = path.stem
                if section not in self.loaded_sections:
                    for entry in _read_jsonl(path):
                        self._merge(entry, seed=False)
                    self.loaded_sections.add(section)
        self.all_loaded = True

    def _reapply_seeds(self) -> None:
        for entry in _read_jsonl(self.root / "seeds.jsonl"):
            if entry.get("edition") == self.name:
                self._merge(entry, seed=True)


def parent_number(number: str) -> str | None:
    """704.5g → 704.5 → 704 → 7 → None (string operations only: this runs on every number)."""
    if "." not in number:
        return number[0] if len(number) == 3 else None
    head, tail = number.split(".")
    return number[:-1] if tail[-1].isalpha() else head


def _read_jsonl(path: Path) -> list[dict]:
    return _read_jsonl_cached(str(path))


@cache
def _read_jsonl_cached(path: str) -> list[dict]:
    p = Path(path)
    if not p.is_file():
        return []
    out = []
    with p.open(encoding="utf-8") as fh:
        for line in fh:
            if line.strip():
                out.append(json.loads(line))
    return out


class Corpus:
    """The Russian rules of every edition; the single entry point for lookups."""

    def __init__(self, root: Path | None = None) -> None:
        self.root = root or data_dir()
        self._editions: dict[str, Edition] = {}
        self._later: dict[str, dict] | None = None
        self._counterparts: dict[str, dict] | None = None

    # -- loading -------------------------------------------------------------------
    def edition(self, name: str) -> Edition:
        if name not in self._editions:
            if name not in EDITIONS:
                raise ValueError(f"неизвестная редакция: {name}")
            root = self.root / name
            numbers = NumberIndex((root / "numbers.txt").read_text(encoding="utf-8"))
            self._editions[name] = Edition(name, root, numbers)
        return self._editions[name]

    def later_rules(self) -> dict[str, dict]:
        """Rules that seeds quote from editions later than 2015 (e.g. 122.1b)."""
        if self._later is None:
            self._later = {
                e["number"]: e
                for e in _read_jsonl(self.root / "2015" / "seeds.jsonl")
                if e.get("edition") == LATER
            }
        return self._later

    # -- lookup --------------------------------------------------------------------
    def exists(self, number: str, edition: str = DEFAULT_EDITION) -> bool:
        return number in self.edition(edition).numbers

    def rule(self, number: str, edition: str = DEFAULT_EDITION) -> Rule:
        """The rule ``number`` of ``edition`` (canonical number), with or without text."""
        ed = self.edition(edition)
        if number not in ed.numbers:
            later = self.later_rules().get(number) if edition == DEFAULT_EDITION else None
            if later is not None:
                return _make_rule(later, LATER, 0)
            raise UnknownRuleError(number, self.nearest(number, edition))
        ed.load_section(number.split(".")[0])
        entry = ed.texts.get(number)
        if entry is None:
            return Rule(number, edition, english_examples=ed.numbers[number])
        return _make_rule(entry, edition, ed.numbers[number])

    def children(self, number: str, edition: str = DEFAULT_EDITION) -> list[Rule]:
        """Direct children: the sections of a part, the rules of a section, the subrules of a
        rule (704.5 → 704.5a … 704.5k, 704.5m …)."""
        ed = self.edition(edition)
        if number[-1].isalpha():
            return []  # subrules have no children
        if "." in number:
            ed.load_section(number.split(".")[0])
        elif len(number) == 3:
            ed.load_section(number)
        return [self.rule(n, edition) for n in ed.children_index().get(number, ())]

    def path(self, number: str, edition: str = DEFAULT_EDITION) -> list[Rule]:
        """The titles above a rule: 704.5g → [7, 704, 704.5]."""
        chain = []
        n = RuleNumber.parse(number).parent
        while n is not None:
            if str(n) in self.edition(edition).numbers:
                chain.append(self.rule(str(n), edition))
            n = n.parent
        return list(reversed(chain))

    def nearest(
        self, number: str, edition: str = DEFAULT_EDITION, count: int = 3
    ) -> tuple[str, ...]:
        """Existing numbers around a missing one, in rule order."""
        import bisect

        try:
            key = sort_key(number)
        except RuleNumberError:
            return ()
        ordered = sorted(self.edition(edition).numbers, key=sort_key)
        i = bisect.bisect_left([sort_key(n) for n in ordered], key)
        return tuple(ordered[max(0, i - 1) : max(0, i - 1) + count])

    def lookup(self, query: str, edition: str | None = None) -> tuple[Rule, bool]:
        """Read a typed query and find its rule: returns ``(rule, alone)``.

        With no edition given, a number that exists in 2015 comes from 2015; one that exists
        only in 2008 comes from 2008 (the caller labels it); a 2015 seed's rule of a later
        edition comes from there.  Raises :class:`UnknownRuleError` otherwise.
        """
        candidates = readings(query)
        editions = [edition] if edition else [DEFAULT_EDITION, "2008"]
        for ed_name in editions:
            for reading in candidates:
                if reading.number in self.edition(ed_name).numbers:
                    return self.rule(reading.number, ed_name), reading.alone
        if edition in (None, DEFAULT_EDITION):
            for reading in candidates:
                if reading.number in self.later_rules():
                    return self.rule(reading.number), reading.alone
        first = candidates[0].number
        raise UnknownRuleError(first, self.nearest(first, edition or DEFAULT_EDITION))

    def other_editions(self, number: str, edition: str) -> list[str]:
        """Editions other than ``edition`` in which the same number exists."""
        return [e for e in EDITIONS if e != edition and number in self.edition(e).numbers]

    def counterparts(self, number: str, edition: str) -> tuple[list[str], str] | None:
        """Where a rule lives in the other edition (``rules_ru/2008/to_2015.tsv``): for a 2008
        number, the 2015 numbers ([] when there is no counterpart) and a note; for a 2015
        number, the 2008 numbers that map to it.  None when the map says nothing."""
        table = self._map()
        if edition == "2008":
            return table["2008"].get(number)
        found = table["2015"].get(number)
        return (found, "") if found else None

    def _map(self) -> dict[str, dict]:
        if self._counterparts is None:
            forward: dict[str, tuple[list[str], str]] = {}
            backward: dict[str, list[str]] = {}
            path = self.root / "2008" / "to_2015.tsv"
            if path.is_file():
                with path.open(encoding="utf-8") as fh:
                    next(fh, None)
                    for line in fh:
                        if not line.strip():
                            continue
                        old, new, *note = line.rstrip("\n").split("\t")
                        targets = (
                            []
                            if new.strip() == "-"
                            else [n.strip() for n in new.split(",") if n.strip()]
                        )
                        forward[old] = (targets, note[0] if note else "")
                        for t in targets:
                            backward.setdefault(t, []).append(old)
            self._counterparts = {"2008": forward, "2015": backward}
        return self._counterparts

    def all_rules(self, edition: str = DEFAULT_EDITION) -> list[Rule]:
        ed = self.edition(edition)
        ed.load_all()
        return [self.rule(n, edition) for n in sorted(ed.numbers, key=sort_key)]


def _make_rule(entry: dict, edition: str, english_examples: int) -> Rule:
    return Rule(
        number=entry["number"],
        edition=edition,
        text=entry.get("text"),
        title=entry.get("title"),
        examples=tuple(entry.get("examples", ())),
        source=entry.get("source"),
        corrections=tuple(entry.get("corrections", ())),
        note=entry.get("note"),
        english_examples=english_examples,
    )


@lru_cache(maxsize=1)
def default_corpus() -> Corpus:
    return Corpus()
