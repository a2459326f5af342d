"""The Markdown of a page, scanned once: links to other pages.

>>> [(line, target) for line, target in link_targets("See [a](other.md#x) and\\n[b]( ../b.md ).")]
[(1, 'other.md'), (2, '../b.md')]
"""
from __future__ import annotations

import re

DESTINATION = re.compile(r"[ \t]*<?([^\s()<>#]*)")


def link_targets(text: str) -> list[tuple[int, str]]:
    """``(line, target)`` of every inline link to a ``.md`` page, the ``#anchor`` left off; linear time."""
    found, line, counted, position = [], 1, 0, text.find("](")
    while position >= 0:
        destination = DESTINATION.match(text, position + 2)
        target = destination.group(1)
        if target.endswith(".md"):
            line += text.count("\n", counted, position)
            counted = position
            found.append((line, target))
        position = text.find("](", destination.end())
    return found
