"""What a rebuild of ``mkdocs serve --dirty`` must write again after an edit, and nothing more.

MkDocs's dirty rebuild writes a page again only when its source is newer than
its output, and every generated page always. The site's pages depend on each
other: a ruling's badge shows on its section list, on the rulings related to
it, on the card pages citing it, in the status page and the all-rulings table;
its title shows on the pages it links to (*Pages that link here*). ``plan``
compares the index of the previous build with this one's and names what must be
written again: the pages whose text changed, the pages showing something of a
changed ruling (before or after the edit), the pages holding a directive that
summarises every ruling (``[STATUS]``, ``[RULINGS]``...), and the cards citing
a changed ruling. A change to the glossary (whose terms are linked on every
page) rewrites everything. The results of the examples are kept by page text
(``results``), so only the edited pages run again. Under ``mkdocs serve``,
``first_wave`` splits a plan in two rebuilds: the edited pages and their
sections' lists, then the rest (the hooks start the second).
"""
from __future__ import annotations

import posixpath
import re
from dataclasses import dataclass

from .index import SiteIndex

# A line that is such a directive, however it is indented: the build expands a paragraph that is one once its
# white space is stripped (four spaces make a code block, which it leaves alone, but writing that page again too
# costs only time). The white space is never a newline, so each line is read once.
SUMMARIES = re.compile(r"^[^\S\n]*\[(?:STATUS|CARDS|RULINGS|COVERAGE|CHANGES|CRF-CHANGES)(?: [\w.-]+)?\][^\S\n]*$",
                       re.M)
EVERYTHING = ("glossary.md",)  # pages every other page depends on


@dataclass
class Plan:
    """What to write again: ``pages`` (source uris), ``cards`` (card names), or ``everything``."""

    pages: set[str]
    cards: set[str]
    everything: bool = False
    rulings_changed: bool = False  # the generated list of cards counts rulings too


def changed_pages(before: SiteIndex, now: SiteIndex) -> set[str]:
    """The pages added, removed or whose text changed since the previous build."""
    return {uri for uri in set(before.texts) | set(now.texts) if before.texts.get(uri) != now.texts.get(uri)}


def plan(before: SiteIndex, now: SiteIndex) -> Plan:
    """What this build must write again, given the index of the previous build."""
    changed = changed_pages(before, now)
    if any(uri in EVERYTHING for uri in changed):
        return Plan(set(now.texts), set(now.cards_cited), everything=True, rulings_changed=True)
    pages, cards = set(changed), set()
    rulings_changed = False
    for index in (before, now):
        for uri in changed:
            ruling = index.by_uri.get(uri)
            if ruling is None:
                continue
            rulings_changed = True
            pages.add(posixpath.join(ruling.section, "index.md"))
            pages.update(other.src_uri for other in index.related(ruling))
            pages.update(index.links_from(uri))
            cards.update(name for name, cited in index.cards_cited.items()
                         if any(r.src_uri == uri for r in cited.about + cited.cited)
                         or any(u == uri for u, _ in cited.examples))
    if rulings_changed:
        pages.update(uri for uri, text in now.texts.items() if SUMMARIES.search(text))
    return Plan(pages & set(now.texts), cards & set(now.cards_cited), rulings_changed=rulings_changed)


def first_wave(plan: Plan, before: SiteIndex, now: SiteIndex) -> tuple[Plan, Plan | None]:
    """``plan`` in two rebuilds: the edited pages and their sections' lists first, everything else next.

    A rebuild is seen only once it ends, and the pages summarising every ruling (status, all rulings, card
    pages) take most of it at a thousand rulings: the author sees the edited page's new badge after the first,
    small rebuild, and the rest follows in a second one. Returns the first plan and what is left (or None).
    A rebuild with no edit of its own (the second one, which the hooks start) writes the whole plan.
    """
    if plan.everything:
        return plan, None
    changed = changed_pages(before, now)
    first = changed | {posixpath.join(index.by_uri[uri].section, "index.md")
                       for index in (before, now) for uri in changed if uri in index.by_uri}
    first &= plan.pages
    rest = Plan(plan.pages - first, plan.cards, rulings_changed=plan.rulings_changed)
    if not first or not rest.pages and not rest.cards and not rest.rulings_changed:
        return plan, None  # no edit since the last rebuild (the second one itself), or nothing to leave
    return Plan(first, set()), rest


def merge(plan: Plan, pending: Plan | None) -> Plan:
    """``plan`` and what an earlier rebuild left for later."""
    if pending is None:
        return plan
    return Plan(plan.pages | pending.pages, plan.cards | pending.cards, plan.everything or pending.everything,
                plan.rulings_changed or pending.rulings_changed)
