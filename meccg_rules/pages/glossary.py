"""The glossary page: one ``## term`` heading per term, its definition below.

The first paragraph under a heading is the term's short definition: it is the
tooltip wherever the term is linked. Anchors are the toc extension's slugs of
the headings, so links to ``/glossary.md#<anchor>`` resolve in a strict build.

>>> g = parse_glossary("# Glossary\\n\\n## on-guard card\\n\\nA hazard placed *face down*.\\n")
>>> g.terms["on-guard card"].anchor, g.terms["on-guard card"].definition
('on-guard-card', 'A hazard placed face down.')
>>> [m.group(0) for m in g.pattern.finditer("Two On-guard cards.")]
['On-guard cards']
"""
from __future__ import annotations

import re
from dataclasses import dataclass
from functools import cached_property
from pathlib import Path

from markdown.extensions.toc import slugify

from .name_pattern import alternation

HEADING = re.compile(r"^##[ \t]+(.+?)[ \t]*#*[ \t]*$")
INLINE_MARKUP = [
    (re.compile(r"!?\[([^\]]*)\]\([^)]*\)"), r"\1"),  # links and images: keep their text
    (re.compile(r"(\*\*|__|\*|_|`)(?=\S)(.+?)(?<=\S)\1"), r"\2"),  # emphasis and code
]


@dataclass(frozen=True)
class Term:
    name: str
    anchor: str
    definition: str  # plain text, one paragraph


@dataclass
class Glossary:
    terms: dict[str, Term]

    def find(self, text: str) -> Term | None:
        """The term that a match of ``pattern`` spells (any case, maybe a plural)."""
        key = text.casefold()
        return self._folded.get(key) or self._folded.get(key[:-1]) or self._folded.get(key[:-2])

    @cached_property
    def _folded(self) -> dict[str, Term]:
        return {name.casefold(): term for name, term in self.terms.items()}

    @cached_property
    def pattern(self) -> re.Pattern:
        """Matches any term as a whole word, longest first, in any case, with a plural ending."""
        if not self.terms:
            return re.compile(r"(?!x)x")
        names = alternation(list(self.terms), fold=True)
        return re.compile(rf"(?<![\w/-])(?:{names})(?:e?s)?(?![\w/-])", re.IGNORECASE)


def parse_glossary(text: str) -> Glossary:
    terms: dict[str, Term] = {}
    name: str | None = None
    paragraph: list[str] = []

    def close() -> None:
        if name is not None:
            definition = " ".join(paragraph)
            for pattern, replacement in INLINE_MARKUP:
                definition = pattern.sub(replacement, definition)
            terms[name] = Term(name, slugify(name, "-"), definition)

    for line in text.splitlines():
        heading = HEADING.match(line)
        if heading:
            close()
            name, paragraph = heading.group(1), []
        elif name is not None and line.strip() and not line.startswith("#"):
            paragraph.append(line.strip())
        elif name is not None and paragraph:
            close()
            name, paragraph = None, []
    close()
    return Glossary(terms)


def load_glossary(path: str | Path) -> Glossary:
    return parse_glossary(Path(path).read_text(encoding="utf-8"))
