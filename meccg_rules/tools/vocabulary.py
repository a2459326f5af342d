"""``meccg-rules vocabulary``: the card vocabulary (``engine/vocabulary.py``) in a terminal.

    meccg-rules vocabulary              # every part
    meccg-rules vocabulary statics      # one part (keys, primitives, conditions, statics, passive, status)
"""
from __future__ import annotations

from ..engine.core.errors import nearest
from ..engine.vocabulary import Part, parts


def render(chosen: tuple[Part, ...]) -> str:
    """The parts as text for a terminal: a title, then each row's cells on one line, separated by " | "."""
    out: list[str] = []
    for part in chosen:
        out += [part.title, "=" * len(part.title), " | ".join(part.headings)]
        out += [" | ".join(cell for cell in row) for row in part.rows]
        out.append("")
    return "\n".join(out)


def main(names: list[str]) -> int:
    every = parts()
    known = {p.name: p for p in every}
    unknown = [n for n in names if n not in known]
    if unknown:
        close = nearest(unknown[0], list(known))
        hint = f"; did you mean {close[0]!r}?" if close else ""
        print(f"error: no part of the vocabulary is called {unknown[0]!r}{hint} (the parts: {', '.join(known)})")
        return 2
    print(render(tuple(known[n] for n in names) if names else every))
    return 0
