"""The keyword registry: every keyword ability of rule 702 and keyword action of rule 701 of
the Comprehensive Rules of 27 March 2015, with its Russian name as printed on Russian cards
(``rules_ru/terminology.tsv``), the kind of its parameter and whether the engine plays it.

A card's ``keywords`` list holds keyword abilities as written on the card, with their
parameter: ``[Flying, "Kicker {2}{R}", "Bushido 1", "Protection from red", Islandwalk]``.
:func:`parse_keyword` reads one into a :class:`Keyword` value (name + parameter), which the
ability model carries (``AbilityValue("keyword", Keyword)``) so that layer 6 can grant and
remove it like any other ability.  A keyword whose status is ``NOT_YET`` is refused when a card
is read (:class:`KeywordNotYet`), never played as if it were absent (rules of the project: 5).

How to add (or finish) a keyword:

1. Implement its rule in the engine: a static check reads ``characteristics(...).keywords``
   (full texts, "Flying") or ``.keyword_values`` (:class:`Keyword` values, for the parameter:
   ``k.number`` for "Bushido 1", ``k.parameter`` for "Kicker {2}{R}"); a keyword that stands
   for a triggered ability goes in ``format.KEYWORD_TRIGGERS``; a cost keyword is read where the
   spell is cast (``engine/casting``/``engine/actions``).
2. Change its entry below: ``WORKS`` and the scenario (file in ``scenarios/``) that shows its
   defining rule.  Keep one entry per line (the other entries are other people's work).
3. Run ``python tools/keyword_table.py`` to rewrite the table of ``docs/cards.md``.

``key`` names the card-format key a keyword is written with when it is not a plain entry of
``keywords`` (``enchant:``, ``dash:``, an equip ability); writing it in ``keywords`` is then an
error that says which key to use.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache

WORKS = "works"
NOT_YET = "not yet"

# the kind of a keyword's parameter
NONE = "none"  # Flying
MANA = "mana"  # Flashback {3}{R}: a mana cost
COST = "cost"  # Kicker {2}{R}, "Echo—Discard a card": a mana cost or "—" and a cost in words
NUMBER = "number"  # Bushido 1
QUALITY = "quality"  # Protection from red, Affinity for artifacts, Splice onto Arcane {1}{R}


@dataclass(frozen=True)
class KeywordSpec:
    """One keyword ability (702) or keyword action (701) of the 2015 rules."""

    name: str  # English, as in Oracle text ("Kicker", "First strike")
    rule: str  # its defining rule ("702.32a")
    ru: str  # printed Russian name («Усилитель»)
    param: str = NONE
    status: str = NOT_YET
    scenario: str = ""  # the scenario in scenarios/ that shows it (status WORKS)
    key: str = ""  # the card-format key it is written with, when not ``keywords``
    values: tuple[str, ...] = ()  # the parameters the engine knows (QUALITY), if limited
    # special forms of a NUMBER parameter the rules define: "" (none: "Vanishing", 702.62b),
    # "X" ("Bloodthirst X", 702.53b)
    special: tuple[str, ...] = ()

    @property
    def section(self) -> str:
        """ "702.32" for rule "702.32a"."""
        return self.rule.rstrip("abcdefghijklmnopqrstuvwxyz")

    @property
    def action(self) -> bool:
        return self.rule.startswith("701.")

    def label(self) -> str:
        """«Усилитель» (Kicker, 702.32a) — how messages name it."""
        return f"«{self.ru}» ({self.name}, {self.rule})"


W, N = WORKS, NOT_YET
# "Affinity for [quality]" (702.40a): the qualities the engine counts (engine/cost_keywords/total)
AFFINITY_QUALITIES = (
    "for artifacts",
    "for Equipment",
    "for Plains",
    "for Islands",
    "for Swamps",
    "for Mountains",
    "for Forests",
)
# COST keywords whose cost in words is paid only when ``cost_words`` reads it ("Buyback—Discard
# two cards" is; "Buyback—Pay 3 life, Discard a card at random" is refused at read, never played
# without the keyword)
WORD_COST_READ = ("Buyback", "Evoke", "Entwine", "Kicker")


def _cost_words_read(rest: str) -> bool:
    from .cost_words import CostWordsError, read

    try:
        read(rest.removeprefix("—"))
    except CostWordsError:
        return False
    return True


# Keyword abilities, rule 702 (one entry per line: add the engine hook, then change the line).
# fmt: off
ABILITIES: tuple[KeywordSpec, ...] = (
    KeywordSpec("Deathtouch", "702.2a", "Смертельное касание", NONE, W, "702.2b-smertelnoe-kasanie-i-probivnoy-udar.yaml"),

    KeywordSpec("Defender", "702.3a", "Защитник", NONE, W, "702.3b-zashchitnik-ne-atakuet.yaml"),

    KeywordSpec("Double strike", "702.4a", "Двойной удар", NONE, W, "702.4b-dvoynoy-udar-fencing-ace.yaml"),

    KeywordSpec("Enchant", "702.5a", "Зачаровать", QUALITY, W, "608.3a-aura-pacifism.yaml", key="enchant"),

    KeywordSpec("Equip", "702.6a", "Снарядить", COST, W, "702.6a-snaryazhenie.yaml", key="abilities"),

    KeywordSpec("First strike", "702.7a", "Первый удар", NONE, W, "702.7b-perviy-udar-youthful-knight.yaml"),

    KeywordSpec("Flash", "702.8a", "Миг", NONE, W, "609.4a-vedalken-orrery-i-shamans-trance.yaml"),

    KeywordSpec("Flying", "702.9a", "Полет", NONE, W, "702.9b-polyot-medved-ne-blokiruet.yaml"),

    KeywordSpec("Haste", "702.10a", "Ускорение", NONE, W, "702.10b-uskorenie-raging-goblin.yaml"),

    KeywordSpec("Hexproof", "702.11a", "Порчеустойчивость", NONE, W, "702.11a-porcheustoychivost-razvedchik-pereleseya.yaml"),

    KeywordSpec("Indestructible", "702.12a", "Неразрушимость", NONE, W, "702.12b-gnev-bozhiy-i-darksteel-myr.yaml"),

    KeywordSpec("Intimidate", "702.13a", "Устрашение", NONE, W, "702.13b-ustrashenie-sablezubyy-vepr.yaml"),

    KeywordSpec("Landwalk", "702.14a", "Знание земель", QUALITY, W, "702.14c-znanie-bolot.yaml"),

    KeywordSpec("Lifelink", "702.15a", "Цепь жизни", NONE, W, "702.15b-tsep-zhizni-igroku-i-sushchestvu.yaml"),

    KeywordSpec("Protection", "702.16a", "Защита", QUALITY, W, "702.16e-zashchita-predotvrashchaet-povrezhdeniya.yaml"),

    KeywordSpec("Reach", "702.17a", "Захват", NONE, W, "702.17b-dosyagaemost-pauk-blokiruet-dreyka.yaml"),

    KeywordSpec("Shroud", "702.18a", "Пелена", NONE, W, "702.18a-pelena-stena-otkaza.yaml"),

    KeywordSpec("Trample", "702.19a", "Пробивной удар", NONE, W, "702.19b-probivnoy-udar.yaml"),

    KeywordSpec("Vigilance", "702.20a", "Бдительность", NONE, W, "702.20b-bditelnost-angel-serry.yaml"),

    KeywordSpec("Banding", "702.21a", "Объединение", NONE, W, "702.21h-obedinenie-otryad-zablokirovan.yaml"),

    KeywordSpec("Bands with other", "702.21b", "Объединение с другими", QUALITY, W, "702.21c-obedinenie-s-drugimi-legendy.yaml"),

    KeywordSpec("Rampage", "702.22a", "Ярость", NUMBER, W, "702.22a-yarost-zobnyy-gigant.yaml"),

    KeywordSpec("Cumulative upkeep", "702.23a", "Накопительное поддержание", COST, W, "702.23a-nakopitelnoe-podderzhanie.yaml"),

    KeywordSpec("Flanking", "702.24a", "Обход", NONE, W, "702.24a-obkhod-benalishskaya-kavaleriya.yaml"),

    KeywordSpec("Phasing", "702.25a", "Действительность", NONE, W, "702.25a-izmenenie-fazy.yaml"),

    KeywordSpec("Buyback", "702.26a", "Выкуп", COST, W, "702.26a-vykup-yarost-elfov.yaml"),

    KeywordSpec("Shadow", "702.27a", "Тень", NONE, W, "702.27b-ten-soltari.yaml"),

    KeywordSpec("Cycling", "702.28a", "Цикл", MANA, W, "702.28a-tsikl-iz-ruki.yaml"),

    KeywordSpec("Echo", "702.29a", "Эхо", COST, W, "702.29a-eho-elemental-iz-ognya.yaml"),

    KeywordSpec("Horsemanship", "702.30a", "Верховая езда", NONE, W, "702.30b-verkhovaya-ezda.yaml"),

    KeywordSpec("Fading", "702.31a", "Угасание", NUMBER, W, "702.31a-ugasanie-blastoderm.yaml"),

    KeywordSpec("Kicker", "702.32a", "Усилитель", COST, W, "702.32a-usilitel-vzryvnaya-molniya.yaml"),

    KeywordSpec("Multikicker", "702.32c", "Мультиусилитель", MANA, W, "702.32c-multiusilitel-vershinnye-yastreby.yaml"),

    KeywordSpec("Flashback", "702.33a", "Воспоминание", COST, W, "702.33a-vospominanie-ognennaya-strela-izgonyaetsya.yaml", key="flashback"),

    KeywordSpec("Madness", "702.34a", "Бешенство", COST, W, "702.34a-beshenstvo-ognennyy-norov.yaml"),

    KeywordSpec("Fear", "702.35a", "Страх", NONE, W, "702.35b-strakh.yaml"),

    KeywordSpec("Morph", "702.36a", "Оборотень", COST, W, "702.36a-oboroten-rubashkoy-vverh.yaml", key="morph"),

    KeywordSpec("Megamorph", "702.36b", "Мегаоборотень", COST, W, "702.36b-megaoboroten-zheton-i-tot-zhe-obekt.yaml", key="megamorph"),

    KeywordSpec("Amplify", "702.37a", "Усиление", NUMBER, W, "702.37a-usilenie.yaml"),

    KeywordSpec("Provoke", "702.38a", "Провокация", NONE, W, "702.38a-provokatsiya-goblin-borets.yaml"),

    KeywordSpec("Storm", "702.39a", "Шторм", NONE, W, "702.39a-shtorm-krupnaya-karteche.yaml"),

    KeywordSpec("Affinity", "702.40a", "Родство", QUALITY, W, "702.40a-rodstvo-otlivka-mysley.yaml", values=AFFINITY_QUALITIES),

    KeywordSpec("Entwine", "702.41a", "Переплетение", COST, W, "702.41a-perepletenie-zazubrennaya-molniya.yaml"),

    KeywordSpec("Modular", "702.42a", "Модульность", NUMBER, W, "702.42a-modulnost-rabochiy.yaml"),

    KeywordSpec("Sunburst", "702.43a", "Солнечная вспышка", NONE, W, "702.43a-solnechnaya-vspyshka.yaml"),

    KeywordSpec("Bushido", "702.44a", "Бусидо", NUMBER, W, "702.44a-busido-predannyy-vassal.yaml"),

    KeywordSpec("Soulshift", "702.45a", "Переселение души", NUMBER, W, "702.45a-pereselenie-dushi.yaml"),

    KeywordSpec("Splice", "702.46a", "Сращивание", QUALITY, W, "702.46a-srashchivanie-ledyanoy-luch.yaml"),

    KeywordSpec("Offering", "702.47a", "Подношение", QUALITY, N),

    KeywordSpec("Ninjutsu", "702.48a", "Ниндзюцу", COST, W, "702.48a-nindzyutsu.yaml"),

    KeywordSpec("Epic", "702.49a", "Эпос", NONE, W, "702.49a-epos-beskonechnyy-roy.yaml"),

    KeywordSpec("Convoke", "702.50a", "Созыв", NONE, W, "702.50a-sozyv-razduvanie-plameni.yaml"),

    KeywordSpec("Dredge", "702.51a", "Перетягивание", NUMBER, W, "702.51a-uglublenie.yaml", key="replacements"),

    KeywordSpec("Transmute", "702.52a", "Трансмутация", COST, W, "702.52a-transmutatsiya.yaml"),

    KeywordSpec("Bloodthirst", "702.53a", "Кровожадность", NUMBER, W, "702.53a-krovozhadnost-vampir.yaml", special=("X",)),

    KeywordSpec("Haunt", "702.54a", "Преследование", NONE, W, "702.54a-presledovanie-slepoy-okhotnik.yaml"),

    KeywordSpec("Replicate", "702.55a", "Копия", COST, W, "702.55a-kopiya-piromatika.yaml"),

    KeywordSpec("Forecast", "702.56a", "Предвидение", COST, N),

    KeywordSpec("Graft", "702.57a", "Прививка", NUMBER, W, "702.57a-privivka-posvyashchennyy-simikov.yaml"),

    KeywordSpec("Recover", "702.58a", "Восстановление", COST, W, "702.58a-vosstanovlenie.yaml"),

    KeywordSpec("Ripple", "702.59a", "Рябь", NUMBER, W, "702.59a-ryab-volna-plameni.yaml"),

    KeywordSpec("Split second", "702.60a", "Мгновение ока", NONE, W, "702.60a-mgnovenie-oka-vnezapnyy-shok.yaml"),

    KeywordSpec("Suspend", "702.61a", "Отсрочка", QUALITY, W, "702.61a-otsrochka-razlomnaya-molniya.yaml"),

    KeywordSpec("Vanishing", "702.62a", "Исчезновение", NUMBER, W, "702.62a-ischeznovenie-uscherbnyy-vurm.yaml", special=("",)),

    KeywordSpec("Absorb", "702.63a", "Поглощение", NUMBER, N),

    KeywordSpec("Aura swap", "702.64a", "Обмен Аурами", COST, N),

    KeywordSpec("Delve", "702.65a", "Выкапывание", NONE, W, "702.65a-vykapyvanie-plavane-za-sokrovishchami.yaml"),

    KeywordSpec("Fortify", "702.66a", "Укрепить", COST, N),

    KeywordSpec("Frenzy", "702.67a", "Исступление", NUMBER, N),

    KeywordSpec("Gravestorm", "702.68a", "Могильный шторм", NONE, W, "702.68a-mogilnyy-shtorm-gorkoe-ispytanie.yaml"),

    KeywordSpec("Poisonous", "702.69a", "Ядовитость", NUMBER, N),

    KeywordSpec("Transfigure", "702.70a", "Преображение", COST, N),

    KeywordSpec("Champion", "702.71a", "Заступиться", QUALITY, W, "702.71a-zastupitsya.yaml"),

    KeywordSpec("Changeling", "702.72a", "Перевертыш", NONE, W, "702.72a-perevertysh-ne-blokiruet-payatsa-nata.yaml"),

    KeywordSpec("Evoke", "702.73a", "Вызывание", COST, W, "702.73a-vyzyvanie-plyvodum.yaml"),

    KeywordSpec("Hideaway", "702.74a", "Укрытие", NONE, W, "702.74a-vysoty-svezhego-vetra-ukrytie.yaml"),

    KeywordSpec("Prowl", "702.75a", "Мародерство", COST, N),

    KeywordSpec("Reinforce", "702.76a", "Упрочнение", QUALITY, W, "702.76a-uprochnenie-moskitnaya-strazha.yaml"),

    KeywordSpec("Conspire", "702.77a", "Заговор", NONE, W, "702.77a-zagovor.yaml"),

    KeywordSpec("Persist", "702.78a", "Упорство", NONE, W, "702.78a-uporstvo-elita-ubezhishcha.yaml"),

    KeywordSpec("Wither", "702.79a", "Увядание", NONE, W, "702.89b-infektsiya-i-issushenie.yaml"),

    KeywordSpec("Retrace", "702.80a", "Возвращение", NONE, W, "702.80a-vozvrashchenie-vsplesk-plameni.yaml"),

    KeywordSpec("Devour", "702.81a", "Пожирание", NUMBER, W, "702.81a-pozhiranie.yaml"),

    KeywordSpec("Exalted", "702.82a", "Повышение", NONE, W, "702.82a-povyshenie-akrasskiy-oruzhenosets.yaml"),

    KeywordSpec("Unearth", "702.83a", "Откопать", COST, W, "702.83a-otkopat-zombi-protukhshego-bolota.yaml"),

    KeywordSpec("Cascade", "702.84a", "Каскад", NONE, W, "702.84a-kaskad-krovavokosyy-elf.yaml"),

    KeywordSpec("Annihilator", "702.85a", "Аннигилятор", NUMBER, W, "702.85a-annigilyator-krushitel-ulamoga.yaml"),

    KeywordSpec("Level up", "702.86a", "Повышение уровня", COST, W, "710.2a-uchenitsa-voyny-uroven.yaml", key="level_up"),

    KeywordSpec("Rebound", "702.87a", "Отскок", NONE, W, "702.87a-otskok-sotryasayushchiy-shok.yaml"),

    KeywordSpec("Totem armor", "702.88a", "Тотемная броня", NONE, W, "702.88a-totemnaya-bronya-dukh-gieny.yaml"),

    KeywordSpec("Infect", "702.89a", "Инфекция", NONE, W, "702.89b-infektsiya-i-issushenie.yaml"),

    KeywordSpec("Battle cry", "702.90a", "Боевой клич", NONE, W, "702.90a-boevoy-klich.yaml"),

    KeywordSpec("Living weapon", "702.91a", "Живое оружие", NONE, W, "702.91a-zhivoe-oruzhie.yaml"),

    KeywordSpec("Undying", "702.92a", "Нетленность", NONE, W, "702.92a-netlennost-molodoy-volk.yaml"),

    KeywordSpec("Miracle", "702.93a", "Чудо", COST, W, "702.93a-chudo-grozovoy-gnev.yaml"),

    KeywordSpec("Soulbond", "702.94a", "Духовная связь", NONE, W, "702.94a-dukhovnaya-svyaz-vulfir.yaml"),

    KeywordSpec("Overload", "702.95a", "Перегрузка", COST, W, "702.95a-peregruzka-mizziumnye-minomety.yaml"),

    KeywordSpec("Scavenge", "702.96a", "Утилизация", COST, W, "702.96a-utilizatsiya-golyaf-mertvogo-mosta.yaml"),

    KeywordSpec("Unleash", "702.97a", "Безудержность", NONE, W, "702.97a-bezuderzhnost-zuboskal-rakdosa.yaml"),

    KeywordSpec("Cipher", "702.98a", "Шифр", NONE, W, "702.98a-shifr-ataka-teney.yaml"),

    KeywordSpec("Evolve", "702.99a", "Эволюция", NONE, W, "702.99a-evolyutsiya-oblachnyy-hishchnik.yaml"),

    KeywordSpec("Extort", "702.100a", "Вымогательство", NONE, W, "702.100a-vymogatelstvo.yaml"),

    KeywordSpec("Fuse", "702.101a", "Слияние", NONE, W, "702.101a-sliyanie-obe-poloviny.yaml"),

    KeywordSpec("Bestow", "702.102a", "Дар", COST, W, "702.102d-dar-tsel-ushla.yaml", key="bestow"),

    KeywordSpec("Tribute", "702.103a", "Дань", NUMBER, W, "702.103a-dan-ornitarkh.yaml"),

    KeywordSpec("Dethrone", "702.104a", "Свержение", NONE, W, "702.104a-sverzhenie.yaml"),

    KeywordSpec("Hidden agenda", "702.105a", "Скрытая повестка", NONE, W, "702.105a-skrytaya-povestka-bragos-favor.yaml"),

    KeywordSpec("Outlast", "702.106a", "Стойкость", COST, W, "702.106a-stoykost.yaml", key="outlast"),

    KeywordSpec("Prowess", "702.107a", "Искусность", NONE, W, "702.107a-iskusnost.yaml"),

    KeywordSpec("Dash", "702.108a", "Рывок", COST, W, "702.108a-ryvok.yaml", key="dash"),

    KeywordSpec("Exploit", "702.109a", "Угнетение", NONE, W, "702.109a-ugnetenie.yaml"),
)

# Keyword actions, rule 701 (verbs of effects; the card format writes them as effect verbs).
ACTIONS: tuple[KeywordSpec, ...] = (
    KeywordSpec("Activate", "701.2a", "Активировать", NONE, W, "112.7a-prodigal-sorcerer-sposobnost-otdelna.yaml"),

    KeywordSpec("Attach", "701.3a", "Прикрепить", NONE, W, "702.6a-snaryazhenie.yaml"),

    KeywordSpec("Cast", "701.4a", "Разыграть", NONE, W, "601.2c-doom-blade-chyornoe-sushchestvo.yaml"),

    KeywordSpec("Counter", "701.5a", "Отменить", NONE, W, "605.3b-llanowar-elves-i-dark-ritual.yaml"),

    KeywordSpec("Destroy", "701.6a", "Уничтожить", NONE, W, "608.2h-unichtozhte-vsekh-chyornykh.yaml"),

    KeywordSpec("Discard", "701.7a", "Сбросить", NONE, W, "603.2-hypnotic-specter-sbros.yaml"),

    KeywordSpec("Exchange", "701.8a", "Обменять", NONE, W, "701.8a-podmena-obmen-kontrolem.yaml"),

    KeywordSpec("Exile", "701.9a", "Изгнать", NONE, W, "610.3-izgonyayushchaya-zhrica.yaml"),

    KeywordSpec("Fight", "701.10a", "Драться", NONE, W, "701.10a-draka-prey-upon.yaml"),

    KeywordSpec("Play", "701.11a", "Сыграть", NONE, W, "305.2-vtoraya-zemlya-za-hod.yaml"),

    KeywordSpec("Regenerate", "701.12a", "Регенерировать", NONE, W, "701.12a-regeneratsiya.yaml"),

    KeywordSpec("Reveal", "701.13a", "Показать", NONE, W, "701.13a-pokazat-naydennuyu-kartu.yaml"),

    KeywordSpec("Sacrifice", "701.14a", "Пожертвовать", NONE, W, "603.6d-mogg-fanatic-zhertva-kak-stoimost.yaml"),

    KeywordSpec("Search", "701.15a", "Искать", NONE, W, "701.15b-poisk-mozhno-ne-nayti.yaml"),

    KeywordSpec("Shuffle", "701.16a", "Перетасовать", NONE, W, "701.16a-peretasovat-kolossa-v-biblioteku.yaml"),

    KeywordSpec("Tap and Untap", "701.17a", "Повернуть и развернуть", NONE, W, "701.17a-povernut-mozhno-tolko-nepovyornutoe.yaml"),

    KeywordSpec("Scry", "701.18a", "Предсказать", NONE, W, "701.18a-predskazanie-struya-magmy.yaml"),

    KeywordSpec("Fateseal", "701.19a", "Сглазить", NONE, W, "701.19a-sglazit-pletenie-mifa.yaml"),

    KeywordSpec("Clash", "701.20a", "Столкновение", NONE, W, "701.20c-stolknovenie.yaml"),

    KeywordSpec("Planeswalk", "701.21a", "Совершить переход между планами", NONE, N),

    KeywordSpec("Set in Motion", "701.22a", "Привести в действие", NONE, N),

    KeywordSpec("Abandon", "701.23a", "Отказаться", NONE, N),

    KeywordSpec("Proliferate", "701.24a", "Распространение", NONE, W, "701.24a-rasprostranenie.yaml"),

    KeywordSpec("Transform", "701.25a", "Трансформировать", NONE, W, "711.11-vervolf-transformiruetsya.yaml"),

    KeywordSpec("Detain", "701.26a", "Задержать", NONE, W, "701.26a-zaderzhat-prikaz-o-bezdeystvii.yaml"),

    KeywordSpec("Populate", "701.27a", "Заселить", NONE, W, "701.27a-zaselenie-kopiya-fishki.yaml"),

    KeywordSpec("Monstrosity", "701.28a", "Чудовищность", NUMBER, W, "701.28a-chudovishchnost-odin-raz.yaml"),

    KeywordSpec("Vote", "701.29a", "Голосовать", NONE, W, "701.29a-golosovanie-mol-ba-o-sile.yaml"),

    KeywordSpec("Bolster", "701.30a", "Подмога", NUMBER, W, "701.30a-podmoga-naimenshaya-vynoslivost.yaml"),

    KeywordSpec("Manifest", "701.31a", "Воплотить", NONE, W, "701.31b-voploshchenie-i-perevorot-za-mana-stoimost.yaml"),
)

# Static abilities the card format writes as keywords though the rules do not name them
# keywords (restrictions on attacking and blocking, 508.1c and 509.1b; the Oracle wording
# before 2013 named "unblockable").
FORMAT_WORDS: tuple[KeywordSpec, ...] = (
    KeywordSpec("Unblockable", "509.1b", "не может быть заблокировано", NONE, W),
    KeywordSpec("Can't block", "509.1b", "не может блокировать", NONE, W),
    KeywordSpec("Can't attack", "508.1c", "не может атаковать", NONE, W),
    KeywordSpec("Can block an additional creature", "509.1b", "может блокировать ещё одно существо", NONE, W),
    KeywordSpec("Can't attack during extra turns", "508.1c", "не может атаковать во время дополнительных ходов", NONE, W),
    KeywordSpec("Can block an additional ninety-nine creatures each combat", "509.1a", "может блокировать ещё девяносто девять существ в каждом бою", NONE, W),
    KeywordSpec("Can block any number of creatures", "509.1b", "может блокировать любое число существ", NONE, W),
    KeywordSpec("Attacks each combat if able", "508.1d", "атакует в каждом бою, если может", NONE, W),
    KeywordSpec("Can't be countered", "701.5a", "не может быть отменено", NONE, W),
    KeywordSpec("Can't be blocked except by two or more creatures", "509.1b", "не может быть заблокировано менее чем двумя существами", NONE, W),
    KeywordSpec("Can't be blocked by more than one creature", "509.1b", "не может быть заблокировано более чем одним существом", NONE, W),
    KeywordSpec("You may choose not to untap it during your untap step", "502.2", "вы можете не разворачивать его во время вашего шага разворота", NONE, W),
    KeywordSpec("Doesn't untap during its controller's untap step", "502.2", "не разворачивается во время шага разворота контролирующего его игрока", NONE, W),
    KeywordSpec("You may have it assign its combat damage as though it weren't blocked", "510.1b", "вы можете заставить его назначить боевые повреждения так, как если бы оно не было заблокировано", NONE, W),
    KeywordSpec("All creatures able to block it do so", "509.1c", "все существа, которые могут его блокировать, блокируют его", NONE, W),
    KeywordSpec("Its activated abilities can't be activated", "602.5", "его активируемые способности не могут быть активированы", NONE, W),
    KeywordSpec("Its activated abilities can't be activated unless they're mana abilities", "602.5", "его активируемые способности, кроме мана-способностей, не могут быть активированы", NONE, W),
    KeywordSpec("Can block Dragons as though it had reach", "509.1b", "может блокировать Драконов, как если бы у него был Захват", NONE, W),
    KeywordSpec("Must be blocked if able", "509.1c", "должно быть заблокировано, если возможно", NONE, W),
    KeywordSpec("Can't attack alone", "506.5", "не может атаковать в одиночку", NONE, W),
    KeywordSpec("Can't block alone", "506.5", "не может блокировать в одиночку", NONE, W),
    KeywordSpec("Can't attack or block alone", "506.5", "не может атаковать или блокировать в одиночку", NONE, W),
    KeywordSpec("Can attack as though it didn't have defender", "702.3b", "может атаковать, как если бы у него не было Защитника", NONE, W),
    KeywordSpec("Can block only creatures with flying", "509.1b", "может блокировать только существа с Полетом", NONE, W),
    KeywordSpec("Can't be blocked by creatures with power", "509.1b", "не может быть заблокировано существами с силой", QUALITY, W),
    KeywordSpec("Can't block creatures with power", "509.1b", "не может блокировать существ с силой", QUALITY, W),
    KeywordSpec("Can't be blocked by creatures with power less than its power", "509.1b", "не может быть заблокировано существами с силой меньше его силы", NONE, W),
    KeywordSpec("Can't be blocked by creatures with power greater than its power", "509.1b", "не может быть заблокировано существами с силой больше его силы", NONE, W),
    KeywordSpec("Can't be blocked by", "509.1b", "не может быть заблокировано", QUALITY, W),
    KeywordSpec("Can't be blocked except by", "509.1b", "может быть заблокировано только", QUALITY, W),
    KeywordSpec("All creatures able to block it do so", "509.1c", "все существа, которые могут его блокировать, блокируют его", NONE, W),
    KeywordSpec("Blocks each combat if able", "509.1c", "блокирует в каждом бою, если может", NONE, W),
    KeywordSpec("Can't block creatures with power greater than its power", "509.1b", "не может блокировать существ с силой больше его силы", NONE, W),
    KeywordSpec("Can't attack unless defending player controls an Island", "508.1c", "не может атаковать, если защищающийся игрок не контролирует Остров", NONE, W),
    KeywordSpec("Can't attack unless defending player controls a Swamp", "508.1c", "не может атаковать, если защищающийся игрок не контролирует Болото", NONE, W),
    KeywordSpec("Can't attack unless defending player controls a Mountain", "508.1c", "не может атаковать, если защищающийся игрок не контролирует Гору", NONE, W),
    KeywordSpec("Can't attack unless defending player controls a Forest", "508.1c", "не может атаковать, если защищающийся игрок не контролирует Лес", NONE, W),
    KeywordSpec("Can't attack unless defending player controls an enchantment or an enchanted permanent", "508.1c", "не может атаковать, если защищающийся игрок не контролирует чары или зачарованный перманент", NONE, W),
)
# fmt: on

SPECS: dict[str, KeywordSpec] = {s.name.casefold(): s for s in ABILITIES + FORMAT_WORDS}
ACTION_SPECS: dict[str, KeywordSpec] = {s.name.casefold(): s for s in ACTIONS}
LAND_TYPES = ("Plains", "Island", "Swamp", "Mountain", "Forest")
# the type of a typecycling as printed on Russian cards (genitive: «Цикл Болот», «Цикл
# базовых земель»)
CYCLING_RU = {
    "plains": "Равнин",
    "island": "Островов",
    "swamp": "Болот",
    "mountain": "Гор",
    "forest": "Лесов",
    "basic land": "базовых земель",
    "wizard": "Чародеев",
    "sliver": "Щепки",
}
_TYPECYCLING = re.compile(r"^((?:Basic )?[A-Za-z]+cycling)(?=$| |—)", re.IGNORECASE)
_MANA = re.compile(r"^(\{[0-9WUBRGXCSP/]+\})+$")


class KeywordError(ValueError):
    """A keyword that cannot be read (Russian ``message``)."""


class KeywordNotYet(KeywordError):
    """A keyword of the 2015 rules that the engine does not play yet (status ``NOT_YET``)."""

    def __init__(self, spec: KeywordSpec, text: str, parameter: str | None = None) -> None:
        what = f" с параметром «{parameter}»" if parameter else ""
        super().__init__(f"ключевое слово {spec.label()}{what} движок пока не умеет: «{text}»")
        self.spec = spec
        self.text = text
        self.parameter = parameter


@dataclass(frozen=True)
class Keyword:
    """A keyword ability as a card has it: the name and its parameter ("Kicker", "{2}{R}";
    "Protection", "from red"; "Bushido", "1"; "Islandwalk", None)."""

    name: str
    parameter: str | None = None

    @property
    def text(self) -> str:
        """The keyword as written ("Kicker {2}{R}", "Echo—Discard a card")."""
        if self.parameter is None:
            return self.name
        sep = "" if self.parameter.startswith("—") else " "
        return f"{self.name}{sep}{self.parameter}"

    @property
    def spec(self) -> KeywordSpec:
        return spec_of(self.name)

    @property
    def number(self) -> int | None:
        """The number of "Bushido 1", "Modular 2" (NUMBER keywords)."""
        return int(self.parameter) if self.parameter and self.parameter.isdigit() else None

    def __str__(self) -> str:
        return self.text


def spec_of(name: str) -> KeywordSpec:
    """The registry entry of a keyword name ("Islandwalk" is landwalk, 702.14)."""
    low = name.casefold()
    if low.endswith("walk") and low != "walk":
        return SPECS["landwalk"]
    if low.endswith("cycling"):  # typecycling is a variant of cycling (702.28e)
        return SPECS["cycling"]
    return SPECS[low]


@lru_cache(maxsize=4096)
def parse_keyword(text: str) -> Keyword:
    """Read one keyword as written on a card; raises :class:`KeywordError` (unknown word, bad
    parameter) or :class:`KeywordNotYet`."""
    written = " ".join(str(text).split())
    low = written.casefold()
    land = next((t for t in LAND_TYPES if low == t.casefold() + "walk"), None)
    if land is not None:
        value = Keyword(land + "walk")
    else:
        spec = _longest_prefix(low)
        typecycling = _TYPECYCLING.match(written)
        if spec is None and typecycling is not None:
            spec = SPECS["cycling"]
        if spec is None:
            raise KeywordError(f"неизвестное ключевое слово «{written}»")
        if spec.status != WORKS:
            raise KeywordNotYet(spec, written)
        name = spec.name
        if typecycling is not None and spec.name == "Cycling":  # "Swampcycling {2}" (702.28e)
            name = typecycling.group(1).capitalize()
        rest = written[len(name) :].strip()
        value = Keyword(name, _parameter(spec, rest, written))
    spec = value.spec
    if spec.key:
        raise KeywordError(
            f"ключевое слово {spec.label()} записывается ключом «{spec.key}», а не в keywords"
        )
    return value


def _longest_prefix(low: str) -> KeywordSpec | None:
    best = None
    for key, spec in SPECS.items():
        if low == key or low.startswith(key + " ") or low.startswith(key + "—"):
            if best is None or len(key) > len(best.name):
                best = spec
    return best


def _parameter(spec: KeywordSpec, rest: str, written: str) -> str | None:
    """The parameter of a keyword, checked against its kind."""
    if spec.param == NONE:
        if rest:
            raise KeywordError(f"у ключевого слова {spec.label()} нет параметра: «{written}»")
        return None
    if spec.param == NUMBER and rest.upper() in spec.special:
        return rest.upper() or None  # 702.62b "Vanishing", 702.53b "Bloodthirst X"
    if not rest:
        raise KeywordError(f"у ключевого слова {spec.label()} нужен параметр: «{written}»")
    if spec.param == NUMBER:
        if not rest.isdigit():
            raise KeywordError(f"параметр {spec.label()} — число: «{written}»")
        return rest
    if spec.name == "Kicker" and " and/or " in rest:
        # 702.32a: "Kicker [cost 1] and/or [cost 2]" — two kicker costs, either or both paid
        costs = [c.strip().upper() for c in rest.split(" and/or ")]
        if len(costs) != 2 or not all(_MANA.match(c) for c in costs):
            raise KeywordError(f"параметр {spec.label()} — мана-стоимости: «{written}»")
        return " and/or ".join(costs)
    if spec.param == MANA or (spec.param == COST and not rest.startswith("—")):
        cost = rest.upper()
        if not _MANA.match(cost):
            raise KeywordError(f"параметр {spec.label()} — мана-стоимость: «{written}»")
        return cost
    if spec.param == COST:
        if spec.name in WORD_COST_READ and not _cost_words_read(rest):
            raise KeywordNotYet(spec, written, rest)
        return rest
    if not rest.startswith("X—"):  # "Suspend X—{X}{3}{U}. X can't be 0." keeps its X
        rest = rest[:1].lower() + rest[1:]
    if spec.values and rest not in spec.values:
        raise KeywordNotYet(spec, written, rest)
    check = QUALITY_CHECKS.get(spec.name)
    if check is not None and not check(rest):
        raise KeywordNotYet(spec, written, rest)
    return rest


def _protection_quality(rest: str) -> bool:
    """Whether the engine reads the quality of "Protection from …" (702.16a, including the
    shorthands 702.16g–h, which the card reader expands)."""
    from .protection import PREFIX, ProtectionWordError, expand, quality_of

    try:
        return all(quality_of(p) is not None for p in expand(PREFIX + rest.removeprefix("from ")))
    except ProtectionWordError:
        return False


def _splice_quality(rest: str) -> bool:
    """ "Splice onto Arcane {1}{R}" (702.46a), or a cost in words that ``cost_words`` reads
    ("Splice onto Arcane—Sacrifice two Mountains.")."""
    if re.match(r"^onto [A-Z][a-z]+ (\{[0-9WUBRGXC/]+\})+$", rest) is not None:
        return True
    m = re.match(r"^onto [A-Z][a-z]+—(.+)$", rest)
    return m is not None and _cost_words_read(m.group(1))


def _reinforce_quality(rest: str) -> bool:
    """ "Reinforce N—{cost}" (702.76a) with a number and a mana cost."""
    from .keyword_abilities import reinforce_parts

    return reinforce_parts(rest) is not None


# the qualities a QUALITY keyword accepts, where a function decides
def _band_quality(rest: str) -> bool:
    """The qualities of "bands with other …" the engine reads (702.21b): legendary creatures,
    creatures named NAME, a creature type in the plural."""
    from .protection import IRREGULAR_PLURALS

    return (
        rest in ("legendary creatures",)
        or rest.startswith("creatures named ")
        or rest[:1].upper() + rest[1:] in IRREGULAR_PLURALS
        or (rest.endswith("s") and " " not in rest)
    )


def _power_quality(rest: str) -> bool:
    """ "2 or greater", "1 or less": the power of the creatures a blocking restriction names
    (509.1b)."""
    return re.fullmatch(r"[0-9]+ or (greater|less)", rest) is not None


def _blockers_quality(rest: str) -> bool:
    """ "Walls", "blue creatures", "creatures with flying or reach", "three or more creatures"
    (509.1b): the qualities :mod:`.blockers` reads."""
    from .blockers import readable

    return readable(rest)


QUALITY_CHECKS = {
    "Can't be blocked by": _blockers_quality,
    "Can't be blocked except by": _blockers_quality,
    "Can't be blocked by creatures with power": _power_quality,
    "Can't block creatures with power": _power_quality,
    "Protection": _protection_quality,
    "Splice": _splice_quality,
    "Bands with other": _band_quality,
    "Reinforce": _reinforce_quality,
}


# how Russian cards print the quality of affinity («Родство с артефактами», Thoughtcast NEC)
AFFINITY_RU = {
    "for artifacts": "с артефактами",
    "for equipment": "со Снаряжением",
    "for plains": "с Равнинами",
    "for islands": "с Островами",
    "for swamps": "с Болотами",
    "for mountains": "с Горами",
    "for forests": "с Лесами",
}
# splice onto a spell subtype (205.3k: Arcane — Загадочное; «Сращивание с …» as MH1 prints it)
SPLICE_ONTO_RU = {"arcane": "Загадочным"}


def russian(text: str) -> str:
    """A keyword as written, in Russian as printed ("Kicker {2}{R}" → "Усилитель {2}{R}",
    "Affinity for artifacts" → «Родство с артефактами», "Splice onto Arcane {1}{R}" →
    «Сращивание с Загадочным {1}{R}»); the text itself when it names no keyword of the
    registry."""
    low = " ".join(text.split()).casefold()
    spec = _longest_prefix(low)
    if spec is not None and spec.name == "Affinity":
        quality = low.removeprefix("affinity ")
        return f"{spec.ru} {AFFINITY_RU.get(quality, quality)}"
    if spec is not None and spec.name == "Splice" and low.startswith("splice onto "):
        onto, _, cost = text.split(None, 2)[2].partition(" ")
        return f"{spec.ru} с {SPLICE_ONTO_RU.get(onto.casefold(), onto)} {cost}".rstrip()
    typecycling = _TYPECYCLING.match(text)
    if spec is None and typecycling is not None:  # «Цикл Болот {2}» (TSB Twisted Abomination)
        kind = typecycling.group(1)[: -len("cycling")].strip().casefold()
        return f"Цикл {CYCLING_RU.get(kind, kind)}" + text[len(typecycling.group(1)) :]
    if spec is None:
        return text
    if spec.name in ("Champion", "Bands with other"):
        return f"{spec.ru}: {_quality_ru(text[len(spec.name) :].strip())}"
    return spec.ru + text[len(spec.name) :]


def _quality_ru(quality: str) -> str:
    """The object of "Champion a Faerie" (Фея) or "Bands with other legendary creatures"
    (легендарные существа), in Russian where the corpus knows the words."""
    from ..rules.terms import printed_name

    words = quality.removeprefix("an ").removeprefix("a ").strip()
    if words in ("creature", "creatures"):
        return "существо"
    if words == "legendary creatures":
        return "легендарные существа"
    if words.startswith("creatures named "):
        return f"существа по имени «{words[len('creatures named ') :]}»"
    kinds = []
    for kind in words.split(" or "):
        singular = kind[:-1] if kind.endswith("s") and kind not in ("Elves",) else kind
        kinds.append(printed_name(singular, "creature_type") or kind)
    return " или ".join(kinds)


def every_spec() -> tuple[KeywordSpec, ...]:
    """Every keyword ability and keyword action of the 2015 rules, in rule order."""
    return ABILITIES + ACTIONS
