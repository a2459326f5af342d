"""Raw HTML that could run script in a reader's browser is refused, by `meccg-rules check` and by the site build.

Code (fenced blocks and inline code) is shown, not run, so only the rest of the
page is searched.

>>> [f.message for f in unsafe_html('Fine.\\n<img src=x onerror="alert(1)">\\n', 'p.md')]
["raw HTML with an event-handler attribute 'onerror=' could run script in a reader's browser; remove it (pages are Markdown and need no script)"]
"""
from __future__ import annotations

import re

from .front_matter import Finding

FENCE = re.compile(r"^[ \t]*(`{3,}|~{3,}).*?^[ \t]*\1[ \t]*$", re.MULTILINE | re.DOTALL)
INLINE_CODE = re.compile(r"`+[^`\n]*`+")
RULES = (
    (re.compile(r"<\s*(script|iframe|object|embed|frame|frameset|base|meta)\b", re.IGNORECASE),
     "a <{}> tag could run script or load another page in a reader's browser"),
    (re.compile(r"<[a-z][^>]*\s(on[a-z]+\s*=)", re.IGNORECASE),
     "raw HTML with an event-handler attribute '{}' could run script in a reader's browser"),
    "a '{}' link could run script in a reader's browser",
)
LINK_TARGET = re.compile(r"(?:\]\(\s*|href\s*=\s*[\"']?\s*|src\s*=\s*[\"']?\s*)(javascript|vbscript|data\s*:\s*text/html)",
                         re.IGNORECASE)


def _blank(match: re.Match) -> str:
    return re.sub(r"[^\n]", " ", match.group(0))


def unsafe_html(text: str, path: str) -> list[Finding]:
    visible = INLINE_CODE.sub(_blank, FENCE.sub(_blank, text))
    found = []
    for pattern, message in RULES[:2]:
        for match in pattern.finditer(visible):
            line = visible.count("\n", 0, match.start()) + 1
            found.append(Finding(path, line, message.format(match.group(1).lower()) +
                                 "; remove it (pages are Markdown and need no script)"))
    for match in LINK_TARGET.finditer(visible):
        line = visible.count("\n", 0, match.start()) + 1
        found.append(Finding(path, line, RULES[2].format(match.group(1).lower() + ":") +
                             "; link to a page of this site or an https: address instead"))
    return sorted(found, key=lambda f: f.line)
