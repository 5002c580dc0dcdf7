"""Start-up of ``mtgjudge run``: the explanation written as plain text without importing rich,
byte for byte what rich writes to a file or a pipe -- or nothing, and rich writes it.

When standard output is not a terminal (a file, a pipe, a bot; ``cli_plain._plain_stdout``),
rich writes no styles: a line of text is its characters (long lines are not wrapped:
``make_console`` soft-wraps), a table is its cells padded to the widths of its columns.
Importing rich's console, text and table modules and laying the tables out costs about a third
of a small ``run``; this module writes the same characters with a few string operations.

It reproduces rich only where rich's result is simple, and *steps aside* (raises
:class:`StepAside`; the caller renders everything again with rich) wherever it is not:

* a table wider than the console (rich would shrink and wrap its columns);
* a character whose width rich might count other than as one cell, a control character, a
  tab, or a string rich reads as markup (``[``) or emoji codes (``:name:``).

The output is kept until the end (:meth:`PlainConsole.text`), so nothing is written before it
is known that rich is not needed.  The objects mimic the part of rich's ``Text`` and ``Table``
interfaces that ``report.render_run`` and ``brief.render_brief`` use; styles are ignored
(none is written to such an output).  Tests compare the bytes with rich's for every example
scenario in every rules mode (``tests/test_plain_console.py``).
"""

from __future__ import annotations

import os
import re
import sys
from functools import cache
from itertools import chain
from typing import Any

# Characters rich counts as one cell without its width table (rich.cells: Latin, Greek,
# Cyrillic, box drawing), and a few more of one cell in every Unicode version (a test checks
# each against rich).
_RANGES = ((0x20, 0x7E), (0xA0, 0xAC), (0xAE, 0x2FF), (0x370, 0x482), (0x2500, 0x25FC))
_EXTRA = "–—‘’“”„•…→←↑↓−№✓✗"
_ONE_CELL = frozenset(chain(_EXTRA, *(map(chr, range(start, end + 1)) for start, end in _RANGES)))


@cache
def _patterns() -> tuple[re.Pattern[str], re.Pattern[str], re.Pattern[str], re.Pattern[str]]:
    """The regular expressions, compiled on first use (start-up of ``run --quiet``): a tag
    of rich's markup (``rich.markup.RE_TAGS``), what rich's emoji codes look like
    (``rich._emoji_replace``), a word as rich wraps text (``rich._wrap.re_word``), trailing
    whitespace."""
    return (
        re.compile(r"(\\*)\[([a-z#/@][^[]*?)]"),
        re.compile(r":\S*?:"),
        re.compile(r"\s*\S+\s*"),
        re.compile(r"\s+$"),
    )


# rich's default table box (box.HEAVY_HEAD): top, header row, below the header, rows, bottom
_TOP, _HEAD, _BELOW_HEAD, _ROW, _BOTTOM = "┏━┳┓", "┃ ┃┃", "┡━╇┩", "│ ││", "└─┴┘"


class StepAside(Exception):
    """This output needs rich's own layout: render it with rich instead."""


def console_width() -> int:
    """The width rich gives a console on standard output (``Console.size``): ``COLUMNS``,
    else the size of the first terminal among standard input, output and error, else 80."""
    columns = os.environ.get("COLUMNS")
    if columns is not None and columns.isdigit():
        return int(columns)
    for fd in (0, 1, 2):
        try:
            width = os.get_terminal_size(fd).columns
        except (AttributeError, ValueError, OSError):
            continue
        return width or 80
    return 80


def _check(text: str, *, markup: bool = False) -> str:
    """``text`` if rich writes it unchanged (one cell per character); else step aside."""
    if not _ONE_CELL.issuperset(text.replace("\n", "")):
        raise StepAside(text)
    if markup and ("\\[" in text or ":" in text or "[" in text):
        tag, emoji = _patterns()[:2]
        if "\\[" in text or tag.search(text) or emoji.search(text):
            raise StepAside(text)
    return text


class PlainText:
    """rich's ``Text`` as far as the explanation uses it: text appended in pieces; styles are
    accepted and ignored."""

    __slots__ = ("plain",)

    def __init__(self, text: str = "", style: Any = None) -> None:
        self.plain = text

    def append(self, text: str, style: Any = None) -> PlainText:
        self.plain += text
        return self


class _Column:
    __slots__ = ("header", "justify", "width", "cells")

    def __init__(self, header: str, justify: str, width: int | None) -> None:
        self.header, self.justify, self.width = header, justify, width
        self.cells: list[str] = []


_BOXED = object()  # rich's default box


class PlainTable:
    """rich's ``Table`` as the explanation uses it: no box (``box=None``) or the default box,
    a header, optionally a title above and a caption below, both left-justified."""

    def __init__(
        self,
        title: str | None = None,
        title_justify: str = "center",
        show_lines: bool = False,
        show_header: bool = True,
        header_style: Any = None,
        box: Any = _BOXED,
        pad_edge: bool = True,
    ) -> None:
        if show_lines or not show_header or (title is not None and title_justify != "left"):
            raise StepAside("table")
        self.title = title
        self.boxed = box is _BOXED
        if not self.boxed and box is not None:
            raise StepAside("table")
        self.pad_edge = pad_edge
        self.columns: list[_Column] = []
        self.caption: str | PlainText | None = None
        self.caption_justify = "center"

    def add_column(self, header: str = "", width: int | None = None, justify: str = "left") -> None:
        if justify not in ("left", "right"):
            raise StepAside("table")
        self.columns.append(_Column(header, justify, width))

    def add_row(self, *cells: str | PlainText) -> None:
        if len(cells) != len(self.columns):
            raise StepAside("table")
        for column, cell in zip(self.columns, cells):
            # a str cell is read as markup by rich; a Text is not
            text = cell.plain if isinstance(cell, PlainText) else _check(cell, markup=True)
            column.cells.append(_check(text))

    def lines(self, max_width: int) -> list[str]:
        """The table's lines as rich lays them out in ``max_width`` cells
        (``Table._calculate_column_widths`` and ``_render``, with rich's word wrapping)."""
        columns = self.columns
        last = len(columns) - 1
        pads = [
            (
                0 if (i == 0 and not self.pad_edge) else 1,
                0 if (i == last and not self.pad_edge) else 1,
            )
            for i in range(len(columns))
        ]
        extra = len(columns) + 1 if self.boxed else 0  # the box's edges and dividers
        available = max_width - extra
        if available < 1:
            raise StepAside("no room for a table")
        cells = [[_check(c.header, markup=True), *c.cells] for c in columns]
        longest = [max(len(line) for cell in col for line in cell.split("\n")) for col in cells]

        def measure(width: int) -> list[int]:
            """Each column's maximum width in ``width`` cells (``Table._measure_column``)."""
            out = []
            for column, (left, right), most in zip(columns, pads, longest):
                pad = left + right
                if column.width is not None:
                    out.append(min(column.width + pad, width))
                elif width - pad < 1:
                    out.append(width)
                else:
                    out.append(min(min(most, width - pad) + pad, width))
            return out

        widths = [w or 1 for w in measure(available)]
        if sum(widths) > available:
            widths = _collapse(widths, [c.width is None for c in columns], available)
            if sum(widths) > available:  # rich's last resort: reduce every column evenly
                widths = _ratio_reduce(sum(widths) - available, [1] * len(widths), widths, widths)
            widths = [measure(width)[i] or 0 for i, width in enumerate(widths)]
        for width, (left, right) in zip(widths, pads):
            if width - left - right < 1:
                raise StepAside("a column without room for its text")

        def row(texts: list[str], header: bool) -> list[str]:
            blocks = []
            for text, column, width, (left, right) in zip(texts, columns, widths, pads):
                inner = width - left - right
                shaped = [
                    " " * left + piece + " " * right
                    for line in text.split("\n")
                    for piece in _wrap(line, inner, column.justify)
                ]
                blocks.append(shaped)
            height = max(len(b) for b in blocks)
            # the header row is aligned to the bottom, other rows to the top
            blocks = [
                ([" " * w] * (height - len(b)) + b)
                if header
                else (b + [" " * w] * (height - len(b)))
                for b, w in zip(blocks, widths)
            ]
            if self.boxed:
                edge = _HEAD if header else _ROW
                return [edge[0] + edge[2].join(parts) + edge[3] for parts in zip(*blocks)]
            return ["".join(parts) for parts in zip(*blocks)]

        def rule(chars: str) -> str:
            return chars[0] + chars[2].join(chars[1] * w for w in widths) + chars[3]

        out: list[str] = []
        if self.title is not None:  # as it is: not wrapped, not padded (soft wrap)
            out += _check(self.title, markup=True).split("\n")
        if self.boxed:
            out.append(rule(_TOP))
        out += row([c[0] for c in cells], header=True)
        if self.boxed:
            out.append(rule(_BELOW_HEAD))
        for i in range(1, len(cells[0]) if cells else 0):
            out += row([c[i] for c in cells], header=False)
        if self.boxed:
            out.append(rule(_BOTTOM))
        if self.caption:
            caption = self.caption
            text = caption.plain if isinstance(caption, PlainText) else _check(caption, markup=True)
            out += text.split("\n")
        return out


def _wrap(line: str, width: int, justify: str) -> list[str]:
    """One line of a cell in ``width`` cells, as rich's ``Text.wrap`` lays it out with the
    column's overflow ("ellipsis") and justification: word wrapped, a word longer than the
    width cut with "…", each piece padded to the width."""
    if len(line) <= width:
        pieces = [line]
    else:  # rich._wrap.divide_line without folding
        breaks = []
        offset = 0
        for match in _patterns()[2].finditer(line):
            start, word = match.start(), match.group(0)
            length = len(word.rstrip())
            if width - offset >= length:
                offset += len(word)
            elif length > width:
                if start:
                    breaks.append(start)
                offset = len(word)
            elif offset and start:
                breaks.append(start)
                offset = len(word)
        bounds = [0, *breaks, len(line)]
        pieces = [line[a:b] for a, b in zip(bounds, bounds[1:])]
    out = []
    for piece in pieces:
        if len(piece) > width:  # Text.rstrip_end: whitespace beyond the width goes
            space = _patterns()[3].search(piece)
            if space is not None:
                piece = piece[: len(piece) - min(len(space.group(0)), len(piece) - width)]
        if justify == "right":
            piece = piece.rstrip()
        if len(piece) > width:  # Text.truncate with overflow "ellipsis"
            piece = piece[: width - 1] + "…"
        out.append(piece.rjust(width) if justify == "right" else piece.ljust(width))
    return out


def _ratio_reduce(
    total: int, ratios: list[int], maximums: list[int], values: list[int]
) -> list[int]:
    """rich._ratio.ratio_reduce."""
    ratios = [ratio if most else 0 for ratio, most in zip(ratios, maximums)]
    total_ratio = sum(ratios)
    if not total_ratio:
        return values[:]
    remaining = total
    result = []
    for ratio, most, value in zip(ratios, maximums, values):
        if ratio and total_ratio > 0:
            distributed = min(most, round(ratio * remaining / total_ratio))
            result.append(value - distributed)
            remaining -= distributed
            total_ratio -= ratio
        else:
            result.append(value)
    return result


def _collapse(widths: list[int], wrapable: list[bool], max_width: int) -> list[int]:
    """rich's ``Table._collapse_widths``: narrow the widest wrapable columns first."""
    total = sum(widths)
    excess = total - max_width
    if any(wrapable):
        while total and excess > 0:
            widest = max(w for w, wrap in zip(widths, wrapable) if wrap)
            second = max(w if wrap and w != widest else 0 for w, wrap in zip(widths, wrapable))
            difference = widest - second
            ratios = [1 if (w == widest and wrap) else 0 for w, wrap in zip(widths, wrapable)]
            if not any(ratios) or not difference:
                break
            widths = _ratio_reduce(excess, ratios, [min(excess, difference)] * len(widths), widths)
            total = sum(widths)
            excess = total - max_width
    return widths


class PlainConsole:
    """Collects the explanation's lines; :meth:`text` is what rich would have written."""

    def __init__(self, width: int | None = None) -> None:
        if sys.platform == "win32":  # rich may count one column less there (legacy_windows)
            raise StepAside("Windows")
        self.width = console_width() if width is None else width
        if self.width < 20:
            raise StepAside("a narrow console")
        self._lines: list[str] = []

    def print(self, *objects: Any) -> None:
        if not objects:
            self._lines.append("")
            return
        if len(objects) != 1:
            raise StepAside("several objects")
        (obj,) = objects
        if isinstance(obj, PlainTable):
            self._lines += obj.lines(self.width)
            return
        text = obj.plain if isinstance(obj, PlainText) else _check(obj, markup=True)
        self._lines += _check(text).split("\n")

    def text(self) -> str:
        return "".join(line + "\n" for line in self._lines)
