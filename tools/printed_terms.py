"""Terminology from the printed Russian cards, with evidence.

    python tools/printed_terms.py                 # rewrite rules_ru/terminology.tsv
    python tools/printed_terms.py --check         # exit 1 if the committed table differs
    python tools/printed_terms.py --show Reach    # the evidence for one term, in full

Reads ``../shared/data/mtgjson-cards.jsonl.gz`` (the English Oracle text and the Russian text as
printed, see its README), ``../shared/reference/MagicCompRules-2015-03-27.txt`` (the English
names of 701/702, 207.2c and 205.3) and the project's corpus (``rules_ru/2015``: the Russian
name each term has in the rules).  For every keyword action (701), keyword ability (702),
ability word (207.2c), card type, supertype, creature and planeswalker type (205.3m, 205.3j)
and a few recurring templates it aligns the English Oracle lines with the printed Russian lines
of the same cards and counts the Russian forms:

* a keyword or ability word that opens a line ("Reach", "Madness {1}{R}", "Landfall — …"):
  the Russian line at the same index, cut before reminder text, cost, number, colon or dash
  (lines of bare keywords, "Flying, first strike", are split at the commas first);
* a keyword action inside a sentence ("…, proliferate."): the Russian word that occurs in the
  aligned lines far more often than in all lines (highest lift with enough support);
* types: the words of the type line on both sides of the dash, when both sides have as many;
* templates: fixed Russian candidates counted in the lines whose English has the template.

Only cards whose English and Russian texts have the same number of lines are aligned.  The
table keeps the hand-written rows (term, Russian, seed, note) of ``rules_ru/terminology.tsv`` and
writes one row per term with the corpus name, the majority printed form, its count, an example
card (set, name), the alternatives and a status:

* ``как на картах`` — the corpus name is the printed form (for keyword actions: the same stem,
  the rules name the action in the infinitive, cards print the imperative);
* ``не напечатано`` — no Russian printing: the project's coinage, which must not collide with a
  printed term;
* ``решение проекта: …`` — the corpus differs from print for the reason given in DECISIONS;
* ``РАСХОДИТСЯ С ПЕЧАТЬЮ`` — a difference nobody explained (the tests fail on it).

Deterministic: the same inputs give the same file, byte for byte.  Standard library only.
"""

from __future__ import annotations

import argparse
import csv
import gzip
import io
import json
import math
import re
import sys
from collections import Counter, defaultdict
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SHARED = ROOT.parent / "shared"
DATA = SHARED / "data" / "mtgjson-cards.jsonl.gz"
REFERENCE = SHARED / "reference" / "MagicCompRules-2015-03-27.txt"
CORPUS = ROOT / "rules_ru" / "2015"
TABLE = ROOT / "rules_ru" / "terminology.tsv"

HAND_COLUMNS = ["en", "ru", "seed", "note"]
COLUMNS = HAND_COLUMNS + ["kind", "rule", "printed", "cards", "example", "alternatives", "status"]
MIN_PRINTINGS = 3  # fewer printed cards than this: the evidence is shown, not enforced

# Where the corpus keeps a name that is not the printed majority, and why.  Every entry is read
# by the tests: an unexplained difference fails them.
DECISIONS: dict[str, str] = {
    "Phasing": "напечатано только позже (2020, «уходит в противофазу»); принят термин сида 001 "
    "«действительность», печатная форма — синоним для поиска",
    "Landwalk": "общее название вида способностей; на картах — конкретные «Знание Лесов», "
    "«Знание Болот» и т. д.",
    "Enchant": "на картах всегда с объектом («Зачаровать существо»)",
    "Protection": "на картах всегда с качеством («Защита от красного»)",
    "Champion": "на картах повелительное наклонение «Заступитесь за …»; в правилах — инфинитив",
    "Splice": "на картах «Сращивание с Магией»: название способности — первое слово",
    "Affinity": "на картах «Родство с артефактами»: название способности — первое слово",
    "Entwine": "единственная печать позже 2015 (MH1, «Сплетение»); оставлено «Переплетение»",
    "Clash": "на картах глагол («Столкнитесь с оппонентом»); название действия — существительное",
    "Populate": "на картах «используйте Заселение»; в правилах — глагол «заселить»",
    "Fight": "на картах «дерется», «деритесь»; в правилах — инфинитив «драться»",
    "Search": "на картах «найдите в … библиотеке»; название действия в правилах — «искать»",
    "Tap and Untap": "на картах «поверните», «разверните»; в правилах — инфинитивы",
    "Transform": "на картах «трансформируйте»; в правилах — инфинитив",
    "Exchange": "на картах «обменяйте(сь)»; в правилах — инфинитив",
    "Play": "на картах «сыграйте», «играть»; в правилах — инфинитив",
    "channel": "напечатано только позже (C21, 2021, «Проводник»); оставлено «Направление», "
    "печатная форма — синоним для поиска",
    "grandeur": "на картах курсивом без тире («Сила духа Сбросьте …», FUT Korlash, Heir to "
    "Blackblade): инструмент берёт из такой строки одно слово",
    "Moonfolk": "тип из двух слов («Лунный народ»): выравнивание строки типа по словам "
    "берёт только первое",
    "Vote": "напечатано только позже (C21, «голосует»); в правилах — инфинитив",
}

# A card type word → the rules' Russian term (the form printed varies by grammatical gender).
TYPE_WORDS = [
    "Artifact", "Creature", "Enchantment", "Instant", "Land", "Planeswalker", "Sorcery", "Tribal",
    "Basic", "Legendary", "Snow", "World",
]  # fmt: skip

# Templates: (name, English regex, Russian candidates {label: regex}).
TEMPLATES: list[tuple[str, str, dict[str, str]]] = [
    ("as ~ enters the battlefield", r"^As .+? enters the battlefield",
     {"При выходе … на поле битвы": r"при (?:выходе|входе)", "По мере того как": r"по мере того как",
      "Когда … выходит": r"когда .* выходит", "входит в игру": r"входит? в игру"}),
    ("becomes blocked", r"becomes blocked",
     {"блокируется": r"блокируется", "становится заблокированным": r"становится заблокирован",
      "заблокирован": r"(?<!становится )заблокирован"}),
    ("face down", r"face down",
     {"рубашкой вверх": r"рубашкой вверх", "лицом вниз": r"лицом вниз"}),
    ("face up", r"face up",
     {"рубашкой вниз": r"рубашкой вниз", "лицом вверх": r"лицом вверх"}),
    ("enters the battlefield", r"enters the battlefield",
     {"выходит на поле битвы": r"выход\w* на поле битвы", "входит в игру": r"вход\w* в игру",
      "вступает в игру": r"вступа\w* в игру"}),
    ("mana pool", r"mana pool",
     {"хранилище маны": r"хранилищ\w* маны", "пул маны": r"пул\w* маны"}),
    ("dies", r"\bdies\b",
     {"умирает": r"умира\w*", "кладется на кладбище": r"кладется на кладбище|помещается на кладбище",
      "попадает на кладбище": r"попадает на кладбище"}),
    ("planeswalker (in running text)", r"[a-z ]planeswalkers?\b",
     {"planeswalker-а": r"planeswalker-", "planeswalker'а": r"planeswalker'",
      "planeswalker без окончания": r"planeswalker(?![-'’\w])"}),
]  # fmt: skip

# Keyword actions whose English word has other senses: the verb only.
EN_PATTERNS = {
    "Counter": r"\bcounter (?:target|it|that|all|each)\b|\bcountered\b",
    "Exile": r"\bexile (?:target|it|that|all|each|the|up|any|two|three|X)\b",
    "Cast": r"\bcast (?:it|that|this|a|an|spells?|target|the)\b",
    "Play": r"\bplay (?:it|that|this|a|an|lands?|the|any)\b",
    "Activate": r"\bactivate (?:only|this|that|abilities)\b",
    "Reveal": r"\breveal (?:it|that|the|a|an|your|cards?|X|up)\b",
    "Search": r"\bsearch (?:your|target|its|his|their)\b",
    "Shuffle": r"\bshuffles? (?:your|his|their|it|that)\b|\bthen shuffle\b",
    "Tap and Untap": r"\buntap (?:target|it|that|all|each|up|two|X)\b",
    "Attach": r"\battach (?:it|that|target|this)\b",
    "Exchange": r"\bexchange (?:control|life)\b",
    "Vote": r"\bvotes?\b",
    "Abandon": r"\babandon (?:this|it|that)\b",
    "Planeswalk": r"\bplaneswalk(?:s|ed|ing)?\b",
}
# The Russian word of an action: a verb (imperative, present, infinitive) or a verbal noun.
ACTION_FORM = re.compile(r"(?:ите|йте|ьте|ете|тесь|ет|ит|ут|ют|ат|ят|ть|ться|тся|ение|ание|ость)$")

OPEN_PAREN = re.compile(r"\s*\(.*$")  # reminder text may nest brackets: cut at the first
# Words of the template "use X" («используйте Распространение»): never the term itself.
NOT_A_TERM = {
    "используйте",
    "использует",
    "используете",
    "использовать",
    "заклинание",
    "заклинания",
}
REMINDER = re.compile(r"\s*\(.*?\)")
CUT = re.compile(r"\s*(?:[({:—–]|\d|\bX\b| [-−] ).*$")
WORD = re.compile(r"[А-Яа-яЁё][А-Яа-яЁё-]*")


def stem(word: str) -> str:
    """The first five letters: «сглазьте» and «сглазить» are one action on the cards."""
    return fold(word)[:5]


def fold(text: str) -> str:
    """Case, ё, and the joiners of multi-word types («Летучая_мышь») make no other term."""
    return re.sub(r"[_\s]+", " ", text.lower().replace("ё", "е")).strip(" .,;")


# -- inputs -------------------------------------------------------------------------------


def aligned_faces(path: Path) -> list[dict]:
    """One record per card face printed in Russian with as many lines as its Oracle text."""
    out = []
    with gzip.open(path, "rt", encoding="utf-8") as fh:
        for line in fh:
            card = json.loads(line)
            if "_meta" in card:
                continue
            for face in card.get("faces", []):
                ru = face.get("ru") or {}
                en_lines = (face.get("text") or "").split("\n")
                ru_lines = (ru.get("text") or "").split("\n")
                if not ru.get("type"):
                    continue
                out.append({
                    "name": card["name"], "ru_name": ru.get("name"), "set": ru.get("set") or "",
                    "date": ru.get("date") or "",
                    "keywords": face.get("keywords") or [], "type": face.get("type") or "",
                    "ru_type": ru.get("type") or "",
                    "lines": list(zip(en_lines, ru_lines)) if ru.get("text") and len(en_lines) == len(ru_lines) else [],
                })  # fmt: skip
    # the earliest Russian printing first: the example card of a form is its first printing
    out.sort(key=lambda f: (f["date"], f["name"], f["set"]))
    return out


def english_names(reference: Path) -> dict[str, list[tuple[str, str]]]:
    """kind → [(rule number, English name)] from the 2015 reference text."""
    text = reference.read_text(encoding="utf-8")
    out: dict[str, list[tuple[str, str]]] = {"keyword_action": [], "keyword": []}
    for number, name in re.findall(r"^(70[12]\.\d+)\. (.+)$", text, re.M):
        if number in ("701.1", "702.1"):
            continue
        out["keyword_action" if number.startswith("701") else "keyword"].append(
            (number, name.strip())
        )
    words = re.search(r"^207\.2c .*?The ability words are (.+?)\.$", text, re.M)
    assert words, "207.2c not found"
    out["ability_word"] = [
        ("207.2c", w.strip()) for w in re.split(r", (?:and )?| and ", words.group(1))
    ]
    for rule, kind in (("205.3m", "creature_type"), ("205.3j", "planeswalker_type")):
        m = re.search(rf"^{re.escape(rule)} .*? types are (.+?)\.$", text, re.M)
        assert m, rule
        out[kind] = [(rule, w.strip()) for w in re.split(r", (?:and )?", m.group(1))]
    out["card_type"] = [("205.2a" if w not in ("Basic", "Legendary", "Snow", "World") else "205.4a", w)
                        for w in TYPE_WORDS]  # fmt: skip
    return out


def corpus_names() -> dict[tuple[str, str], str]:
    """(rule, English) → the Russian name the project's corpus uses."""
    entries: dict[str, dict] = {}
    for path in sorted((CORPUS / "project").glob("[0-9]*.jsonl")) + [CORPUS / "seeds.jsonl"]:
        for line in path.read_text(encoding="utf-8").splitlines():
            if line.strip():
                e = json.loads(line)
                if e.get("edition", "2015") == "2015":
                    entries.setdefault(e["number"], e)
    out: dict[tuple[str, str], str] = {}
    for number, e in entries.items():
        if (
            re.fullmatch(r"70[12]\.\d+", number)
            and e.get("text")
            and "\n" not in e["text"]
            and len(e["text"]) < 60
        ):
            out[(number, "")] = e["text"]
    for rule in ("207.2c", "205.3m", "205.3j"):
        for ru, en in re.findall(
            r"([А-ЯЁа-яё][^,()]*?) \(([A-Za-z][A-Za-z' -]*)\)", entries[rule]["text"]
        ):
            ru = re.sub(r"^и ", "", ru.split(": ")[-1].strip())
            out[(rule, en.lower())] = ru
    return out


# -- evidence -----------------------------------------------------------------------------


class Evidence:
    def __init__(self) -> None:
        self.forms: Counter[str] = Counter()
        self.examples: dict[str, str] = {}

    def add(self, form: str, face: dict) -> None:
        form = form.strip(" .,;")
        if not form:
            return
        self.forms[form] += 1
        self.examples.setdefault(form, f"{face['set']} {face['name']}")

    def majority(self) -> tuple[str, int] | None:
        if not self.forms:
            return None
        # case and ё do not make a different term: count them together, show the commonest form
        folded: Counter[str] = Counter()
        for form, n in self.forms.items():
            folded[fold(form)] += n
        key, n = min(folded.items(), key=lambda kv: (-kv[1], kv[0]))
        shown = min((f for f in self.forms if fold(f) == key), key=lambda f: (-self.forms[f], f))
        return shown, n

    def alternatives(self, chosen: str) -> str:
        folded: Counter[str] = Counter()
        shown: dict[str, str] = {}
        for form, n in sorted(self.forms.items()):
            folded[fold(form)] += n
            shown.setdefault(fold(form), form)
        rest = [(k, n) for k, n in folded.items() if k != fold(chosen)]
        rest.sort(key=lambda kv: (-kv[1], kv[0]))
        return "; ".join(f"{shown[k]} ×{n}" for k, n in rest[:6])


def line_start_evidence(
    faces: list[dict], names: list[str], dash: bool = False
) -> dict[str, Evidence]:
    """Keywords that open a line (or stand in a line of bare keywords); with ``dash``, ability
    words: the words before the dash of a line that opens with «Слово —»."""
    lowered = {n.lower(): n for n in names}
    walks = {"landwalk"} & set(lowered)
    ev: dict[str, Evidence] = defaultdict(Evidence)
    for face in faces:
        for en, ru in face["lines"]:
            en_bare, ru_bare = OPEN_PAREN.sub("", en).strip(), OPEN_PAREN.sub("", ru).strip()
            en_parts, ru_parts = en_bare.split(", "), ru_bare.split(", ")
            if (
                len(en_parts) > 1
                and len(en_parts) == len(ru_parts)
                and all(p.lower() in lowered for p in en_parts)
            ):
                for e, r in zip(en_parts, ru_parts):
                    ev[lowered[e.lower()]].add(r, face)
                continue
            if walks and re.match(r"^\w+walk\b", en_bare):  # Forestwalk, Swampwalk: 702.14
                ev[lowered["landwalk"]].add(CUT.sub("", ru_bare), face)
            for key, name in lowered.items():
                if en_bare.lower().startswith(key) and (
                    len(en_bare) == len(key) or not en_bare[len(key)].isalpha()
                ):
                    rest = CUT.sub("", en_bare[len(key) :]).strip()
                    form = CUT.sub("", ru_bare)
                    if dash:
                        if not en_bare[len(key) :].startswith(" — "):
                            continue
                        # printed with its dash, or (older sets) in italics without one
                        form = (
                            ru_bare.split(" — ")[0]
                            if " — " in ru_bare
                            else " ".join(ru_bare.split()[: len(key.split())])
                        )
                    if rest and re.match(
                        r"^[a-z]", rest
                    ):  # "Enchant creature", "Protection from red"
                        form = " ".join(form.split()[: len(key.split())])
                    ev[name].add(form, face)
    return ev


def lift_evidence(
    faces: list[dict], names: list[str], whole_word: bool = False
) -> dict[str, Evidence]:
    """For words used inside sentences: the Russian word with the highest lift in the lines whose
    English has the term (support: at least a third of those lines, and two)."""
    doc_freq: Counter[str] = Counter()
    surface: dict[str, Counter[str]] = defaultdict(Counter)  # stem → the words printed with it
    lines = []
    for face in faces:
        for en, ru in face["lines"]:
            bare = REMINDER.sub("", ru)
            words = {stem(w) for w in WORD.findall(bare)}
            for m in WORD.finditer(bare):
                w = m.group(0)
                if bare[: m.start()].rstrip()[-1:] in ("", ".", ":", "—", "«", '"', "("):
                    w = w[:1].lower() + w[1:]  # a sentence's first word is no name
                surface[stem(w)][w] += 1
            doc_freq.update(words)
            lines.append((REMINDER.sub("", en), words, face))
    total = len(lines)
    ev: dict[str, Evidence] = {}
    for name in names:
        default = rf"\b{re.escape(name.split(' and ')[0])}" + (r"\b" if whole_word else r"\w*")
        rx = re.compile(EN_PATTERNS.get(name, default), re.I)
        hits = [
            (words, face)
            for en, words, face in lines
            if rx.search(en) and not rx.search(face["name"])  # not the card's own name
        ]
        if len(hits) < 2:
            continue
        local: Counter[str] = Counter()
        for words, _ in hits:
            local.update(words)
        need = max(2, math.ceil(len(hits) / 3))

        def printed_as_term(key: str) -> bool:
            word = surface[key].most_common(1)[0][0]
            if fold(word) in NOT_A_TERM or len(key) < 4:
                return False
            if word[0].isupper():  # printed as a name: «используйте Подмогу», «Распространение»
                return True
            return bool(ACTION_FORM.search(word))

        best = max(
            ((w, n) for w, n in local.items() if n >= need and printed_as_term(w)),
            key=lambda wn: (wn[1] / len(hits) * math.log(total / doc_freq[wn[0]]), wn[0]),
            default=None,
        )
        if best is None:
            continue
        e = Evidence()
        for words, face in hits:
            if best[0] in words:
                e.add(surface[best[0]].most_common(1)[0][0], face)
        ev[name] = e
    return ev


def type_evidence(faces: list[dict]) -> dict[str, Evidence]:
    ev: dict[str, Evidence] = defaultdict(Evidence)
    for face in faces:
        en = face["type"].split(" — ")
        ru = re.sub(r"(?i)мгновенное заклинание", "Мгновенное_заклинание", face["ru_type"]).split(
            " — "
        )
        if len(en) != len(ru):
            continue
        for en_part, ru_part in zip(en, ru):
            en_words, ru_words = en_part.split(), ru_part.split()
            if len(en_words) == len(ru_words):
                for e, r in zip(en_words, ru_words):
                    ev[e].add(r.replace("_", " "), face)
    return ev


def template_rows(faces: list[dict]) -> list[dict]:
    rows = []
    for name, en_rx, candidates in TEMPLATES:
        counts: Counter[str] = Counter()
        examples: dict[str, str] = {}
        n = 0
        for face in faces:
            for en, ru in face["lines"]:
                if re.search(en_rx, REMINDER.sub("", en)):
                    n += 1
                    for label, rx in candidates.items():
                        if re.search(rx, ru, re.I):
                            counts[label] += 1
                            examples.setdefault(label, f"{face['set']} {face['name']}")
        if not counts:
            continue
        ranked = sorted(counts.items(), key=lambda kv: (-kv[1], kv[0]))
        top, top_n = ranked[0]
        rows.append({
            "en": name, "ru": top, "kind": "template", "rule": "", "printed": top,
            "cards": f"{top_n}/{n}", "example": examples[top],
            "alternatives": "; ".join(f"{k} ×{v}" for k, v in ranked[1:]),
            "status": "образец текста карт: счёт строк",
        })  # fmt: skip
    return rows


# -- the table ----------------------------------------------------------------------------


def same_stem(a: str, b: str) -> bool:
    """«Предскажите» / «Предсказать», «изгоните» / «Изгнать»: a verb's forms share a stem."""
    a, b = fold(a), fold(b)
    common = 0
    while common < min(len(a), len(b)) and a[common] == b[common]:
        common += 1
    return common >= 3


def status_of(en: str, kind: str, corpus: str | None, printed: tuple[str, int] | None) -> str:
    if corpus is None:
        return "нет в корпусе"
    if printed is None:
        return "не напечатано: термин проекта"
    form, n = printed
    if fold(form) == fold(corpus):
        return "как на картах"
    if kind == "keyword_action" and same_stem(form, corpus):
        return "как на картах (в правилах — другая форма слова)"
    if en in DECISIONS:
        return "решение проекта: " + DECISIONS[en]
    if n < MIN_PRINTINGS:
        return f"мало печатей ({n}): не проверяется"
    return "РАСХОДИТСЯ С ПЕЧАТЬЮ"


def build_rows(faces: list[dict], names: dict[str, list[tuple[str, str]]]) -> list[dict]:
    corpus = corpus_names()
    starters = line_start_evidence(faces, [n for _, n in names["keyword"]])
    starters.update(line_start_evidence(faces, [n for _, n in names["ability_word"]], dash=True))
    lifted = lift_evidence(faces, [n for _, n in names["keyword_action"]])
    lifted.update(lift_evidence(faces, [n for _, n in names["keyword"]], whole_word=True))
    types = type_evidence(faces)
    rows = []
    for kind in (
        "keyword_action",
        "keyword",
        "ability_word",
        "card_type",
        "creature_type",
        "planeswalker_type",
    ):
        for rule, en in names[kind]:
            if kind in ("keyword_action", "keyword"):
                ru = corpus.get((rule, ""))
            elif kind == "card_type":
                ru = None
            else:
                ru = corpus.get((rule, en.lower()))
            if kind == "keyword_action":
                ev = lifted.get(en)
            elif kind == "keyword":
                ev = starters.get(en) if en in starters and starters[en].forms else lifted.get(en)
            elif kind == "ability_word":
                ev = starters.get(en)
            else:
                ev = types.get(en)
            printed = ev.majority() if ev else None
            if kind == "card_type" and printed:
                ru = printed[0]
            rows.append({
                "en": en, "ru": ru or "", "kind": kind, "rule": rule,
                "printed": printed[0] if printed else "",
                "cards": str(printed[1]) if printed else "0",
                "example": ev.examples[printed[0]] if printed and ev else "",
                "alternatives": ev.alternatives(printed[0]) if printed and ev else "",
                "status": status_of(en, kind, ru, printed) if kind != "card_type" else "как на картах (форма рода)",
            })  # fmt: skip
    return rows + template_rows(faces)


def table_rows(table: Path) -> list[dict]:
    if not table.is_file():
        return []
    with table.open(encoding="utf-8", newline="") as fh:
        return [
            {c: row.get(c) or "" for c in COLUMNS} for row in csv.DictReader(fh, delimiter="\t")
        ]


def merged(previous: list[dict], generated: list[dict]) -> list[dict]:
    """The hand-written rows (core terms with their seeds) first, then the generated ones; a
    hand-written row of a generated term lends it its seed and note and is not repeated."""
    notes = {r["en"].lower(): (r["seed"], r["note"]) for r in previous if r["seed"] or r["note"]}
    chosen = {r["en"].lower(): r["ru"] for r in previous if r["ru"]}
    ours = {r["en"].lower() for r in generated}
    out = [
        {c: r[c] for c in HAND_COLUMNS}
        for r in previous
        if not r["kind"] and r["en"].lower() not in ours
    ]
    for row in generated:
        row["seed"], row["note"] = notes.get(row["en"].lower(), ("", ""))
        if row["kind"] == "template" and row["en"].lower() in chosen:
            # the rules keep their own term (a seed's); the printed form is a synonym for search
            row["ru"] = chosen[row["en"].lower()]
            if fold(row["ru"]) != fold(row["printed"]):
                row["status"] = "в правилах — термин сидов; печатная форма — синоним для поиска"
        out.append(row)
    return out


def render(rows: list[dict]) -> str:
    buf = io.StringIO()
    writer = csv.DictWriter(
        buf, COLUMNS, delimiter="\t", lineterminator="\n", extrasaction="ignore"
    )
    writer.writeheader()
    for row in rows:
        writer.writerow({c: row.get(c, "") for c in COLUMNS})
    return buf.getvalue()


def generate(data: Path = DATA, reference: Path = REFERENCE, table: Path = TABLE) -> str:
    faces = aligned_faces(data)
    return render(merged(table_rows(table), build_rows(faces, english_names(reference))))


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--check", action="store_true", help="compare with the committed table")
    parser.add_argument("--show", metavar="TERM", help="print every printed form of one term")
    parser.add_argument("--data", type=Path, default=DATA)
    parser.add_argument("--reference", type=Path, default=REFERENCE)
    args = parser.parse_args(argv)
    if args.show:
        faces = aligned_faces(args.data)
        for ev in (line_start_evidence(faces, [args.show]), lift_evidence(faces, [args.show])):
            if args.show in ev:
                for form, n in ev[args.show].forms.most_common():
                    print(f"{n:5}  {form}  ({ev[args.show].examples[form]})")
                print()
        return 0
    text = generate(args.data, args.reference)
    if args.check:
        if TABLE.read_text(encoding="utf-8") != text:
            print("rules_ru/terminology.tsv differs from the tool's output", file=sys.stderr)
            return 1
        return 0
    TABLE.write_text(text, encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main())
