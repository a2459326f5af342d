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
        hint = f"; did you mean {self.suggestion!r}?" if self.suggestion else ""
        return f"{self.path}:{self.line}: {self.message}{hint}"
