"""The command line's own words in Russian: help headings, usage lines and usage errors.

typer (0.28) carries its own copy of click whose messages are fixed English strings; the
help and usage texts are translated here on their way out, and usage errors are caught in
``cli.main`` and described in Russian by :func:`usage_error_ru`.
"""

from __future__ import annotations

import re
from typing import Any

from typer.core import TyperCommand, TyperGroup

_HELP_WORDS = (
    ("Usage: ", "Использование: "),
    ("[OPTIONS]", "[ПАРАМЕТРЫ]"),
    ("COMMAND [ARGS]...", "КОМАНДА [АРГУМЕНТЫ]..."),
    ("\nArguments:\n", "\nАргументы:\n"),
    ("\nOptions:\n", "\nПараметры:\n"),
    ("\nCommands:\n", "\nКоманды:\n"),
    ("Show this message and exit.", "Показать эту справку и выйти."),
    ("[required]", "[обязательно]"),
    ("[default: ", "[по умолчанию: "),
    ("<str>", "<стр>"),  # same width: the columns stay aligned
    ("<int>", "<чсл>"),
    ("INTEGER RANGE", "ЧИСЛО"),
    ("INTEGER", "ЧИСЛО"),
    ("TEXT", "ТЕКСТ"),
)
_RANGE = re.compile(r"\[x>=(\d+)\]")


def translate_help(text: str) -> str:
    """click's English help and usage text with its fixed words in Russian."""
    for en, ru in _HELP_WORDS:
        text = text.replace(en, ru)
    return _RANGE.sub(r"[не меньше \1]", text)


class RussianCommand(TyperCommand):
    def get_help(self, ctx: Any) -> str:
        return translate_help(super().get_help(ctx))

    def get_usage(self, ctx: Any) -> str:
        return translate_help(super().get_usage(ctx))


class RussianGroup(TyperGroup):
    def get_help(self, ctx: Any) -> str:
        return translate_help(super().get_help(ctx))

    def get_usage(self, ctx: Any) -> str:
        return translate_help(super().get_usage(ctx))


def _hint(exc: Any) -> str:
    param = getattr(exc, "param", None)
    hint = getattr(exc, "param_hint", None)
    if hint is None and param is not None:
        names = getattr(param, "opts", None) or [param.human_readable_name]
        hint = " / ".join(names)
    if isinstance(hint, (list, tuple)):
        hint = " / ".join(hint)
    return str(hint or "")


def _expected(param: Any) -> str:
    """What a parameter takes, in Russian."""
    kind = type(getattr(param, "type", None)).__name__
    if "Int" in kind:
        low = getattr(param.type, "min", None)
        return "целое число" + (f" не меньше {low}" if low is not None else "")
    if "Float" in kind:
        return "число"
    if "Choice" in kind:
        return "одно из: " + ", ".join(map(str, param.type.choices))
    return "значение"


def usage_error_ru(exc: Any) -> str:
    """A Russian description of a click usage error (no English word reaches the user)."""
    from typer._click import exceptions as ex

    if isinstance(exc, ex.NoSuchOption):
        text = f"нет такого параметра: {exc.option_name}"
        if exc.possibilities:
            text += f" (может быть: {', '.join(sorted(exc.possibilities))})"
        return text
    if isinstance(exc, ex.MissingParameter):
        name = _hint(exc)
        if getattr(exc, "param_type", None) == "option" or name.startswith("-"):
            return f"не указан обязательный параметр {name}"
        return f"не указан обязательный аргумент {name}"
    if isinstance(exc, ex.BadParameter):
        return f"неверное значение {_hint(exc)}: ожидается {_expected(exc.param)}"
    if isinstance(exc, ex.BadOptionUsage):
        return f"после {exc.option_name} нужно значение"
    message = str(getattr(exc, "message", ""))
    extra = re.match(r"Got unexpected extra argument(?:s|\(s\))? \((.*)\)", message)
    if extra:
        return f"лишние аргументы: {extra.group(1)}"
    if message.startswith("Missing command"):
        return "не указана команда"
    return "неверный вызов команды"
