"""A finding: one thing wrong with a page, said so that its author can fix it (file, line, what, nearest spelling)."""
from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Finding:
    """One thing wrong with a page, said so that its author can fix it."""

    path: str
    line: int
    message: str
    suggestion: str | None = None

    def __str__(self) -> str:
        """``path:line: message``, on one line whatever the path or message hold (see ``one_line``)."""
        hint = f"; did you mean {self.suggestion!r}?" if self.suggestion else ""
        return one_line(f"{self.path}:{self.line}: {self.message}{hint}")


def one_line(text: str) -> str:
    """``text`` with every character that is not printable written as an escape, as Python writes it in a string
    (a file named ``a\\nb.md`` is shown so, on one line; a bidirectional control cannot reorder the line), and a
    byte of a name that is not UTF-8 as ``\\xff``.

    >>> print(one_line("docs/a\\nb.md:1: x\\u202ey \\udcff Lórien"))
    docs/a\\nb.md:1: x\\u202ey \\xff Lórien
    """
    if text.isprintable():
        return text
    return "".join(char if char.isprintable() else _escape(char) for char in text)


def _escape(char: str) -> str:
    if "\udc80" <= char <= "\udcff":  # a byte that is not UTF-8 in a file name (os.fsdecode's surrogateescape)
        return f"\\x{ord(char) - 0xdc00:02x}"
    return repr(char)[1:-1]
