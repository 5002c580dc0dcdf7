"""Reading a scenario file's text within the limits (design principle 7).

Reading stops at :data:`~mtgjudge.limits.MAX_FILE_BYTES` (``/dev/zero`` is refused, not
read forever), a FIFO nobody writes into does not block, and a pipe that trickles data is
given :data:`~mtgjudge.limits.READ_SECONDS`.  Every failure is a Russian sentence.
"""

from __future__ import annotations

import errno
import os
import stat
import time

from ..limits import MAX_FILE_BYTES, READ_SECONDS


class SourceError(ValueError):
    """The file cannot be read; the message is Russian."""

    def __init__(self, message: str) -> None:
        super().__init__(message)
        self.message = message


# errno -> Russian (OSError.strerror is English and depends on the platform)
OS_ERRORS_RU = {
    errno.ENOENT: "файл не найден",
    errno.EACCES: "нет прав на чтение файла",
    errno.EPERM: "нет прав на чтение файла",
    errno.EISDIR: "это папка, а не файл",
    errno.ENOTDIR: "часть пути — не папка",
    errno.ENAMETOOLONG: "слишком длинное имя файла",
    errno.ELOOP: "слишком много символических ссылок в пути (ссылка на саму себя?)",
    errno.EIO: "ошибка ввода-вывода при чтении",
    errno.ENXIO: "устройство недоступно",
    errno.EMFILE: "открыто слишком много файлов",
    errno.ENOSPC: "на диске нет места",
    errno.EROFS: "файловая система только для чтения",
    errno.EEXIST: "файл уже существует",
}


def os_error_ru(exc: OSError) -> str:
    """A Russian description of an OS error (never the English ``strerror``)."""
    known = OS_ERRORS_RU.get(exc.errno or 0)
    if known:
        return known
    return f"ошибка операционной системы (код {exc.errno})"


def read_source(path: str) -> str:
    """The UTF-8 text of ``path`` (a leading byte-order mark removed), or :class:`SourceError`."""
    data = read_bytes(path)
    if data.startswith(b"\xef\xbb\xbf"):
        data = data[3:]
    if data.startswith((b"\xff\xfe", b"\xfe\xff")):
        raise SourceError("файл в кодировке UTF-16; сохраните его в UTF-8")
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError as exc:
        raise SourceError(
            f"файл не в кодировке UTF-8 (байт {exc.start + 1}); сохраните его в UTF-8"
        ) from None


def read_bytes(path: str, limit: int = MAX_FILE_BYTES) -> bytes:
    """At most ``limit`` bytes of ``path``; a longer file is refused without reading it all."""
    too_big = f"файл больше {limit // (1024 * 1024)} МБ — это не похоже на сценарий"
    try:
        info = os.stat(path)
    except OSError as exc:
        raise SourceError(os_error_ru(exc)) from None
    if stat.S_ISDIR(info.st_mode):
        raise SourceError("это папка, а не файл")
    if stat.S_ISREG(info.st_mode) and info.st_size > limit:
        raise SourceError(too_big)
    regular = stat.S_ISREG(info.st_mode)
    try:
        # a FIFO opened without O_NONBLOCK waits for a writer forever
        fd = os.open(path, os.O_RDONLY | (0 if regular else os.O_NONBLOCK))
    except OSError as exc:
        raise SourceError(os_error_ru(exc)) from None
    chunks: list[bytes] = []
    size = 0
    deadline = time.monotonic() + READ_SECONDS
    try:
        while size <= limit:
            if not regular:
                left = deadline - time.monotonic()
                import select  # (only for a pipe or a device: not on start-up)

                ready, _, _ = select.select([fd], [], [], max(left, 0))
                if not ready:
                    raise SourceError(
                        f"файл не дочитан за {READ_SECONDS:g} с (канал, в который никто не пишет?)"
                    )
            try:
                chunk = os.read(fd, min(1 << 16, limit + 1 - size))
            except BlockingIOError:
                continue
            except OSError as exc:
                raise SourceError(os_error_ru(exc)) from None
            if not chunk:
                break
            chunks.append(chunk)
            size += len(chunk)
    finally:
        os.close(fd)
    if size > limit:
        raise SourceError(too_big)
    return b"".join(chunks)
