"""Whether a ruling page proves the bullets it names: at least one of its examples runs.

A page whose every example is skipped (each waiting for a card or rule the engine does not model yet), or that
holds none, states its ruling but proves nothing yet, so the bullets it names are not counted as proven
(``covering.py``). The question is answered from the page's text, as the runner reads it (its scenario fences
and its skip directives), without running it: the suite runs every example that is not skipped and fails on
any that does not pass, and on any skipped one that passes, so on a green run "runs" and "passes" agree.

>>> from meccg_rules.pages.front_matter import parse_page
>>> head = "---\\nid: x\\n---\\n\\n"
>>> example = "```scenario\\nSetup\\n  Alice is the resource player.\\nExpect\\n  Alice has 0 cards in hand.\\n```\\n"
>>> runs_an_example(parse_page(head + example, "docs/rulings/x.md"))
True
>>> runs_an_example(parse_page(head + '<!-- skip: next "not modelled yet" -->\\n' + example, "docs/rulings/x.md"))
False
>>> runs_an_example(parse_page(head + "No example.\\n", "docs/rulings/x.md"))
False
"""
from __future__ import annotations

from functools import lru_cache

from .directives import directives
from .front_matter import Page
from .lexer import lex
from .skips import covering


def runs_an_example(page: Page) -> bool:
    """Does at least one scenario of the page run (no skip covers it, nor the page's ``skip`` field)?"""
    return not page.meta.get("skip") and _runs(page.text, page.body_line - 1)


@lru_cache(maxsize=4096)
def _runs(text: str, first: int) -> bool:
    """Kept per page text: the coverage page asks again for every bullet a page names, and pointers for whole
    sections."""
    lexed = lex(text, first)
    examples = [(fence.offset, None) for fence in lexed.scenarios()]
    found = [(d.offset, d) for d in directives(lexed, first, False) if not d.problem]
    skips = covering(sorted(examples + found, key=lambda item: item[0]), None)
    return any(offset not in skips for offset, _ in examples)
