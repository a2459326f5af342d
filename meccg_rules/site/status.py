"""The Status page (``[STATUS]``): counts per section, then every failing and skipped ruling by name, then the
reference cards by kind and by how much of them the engine models (``card_status.kinds_table``).

Failures come first, each with the first line of the runner's explanation;
skipped examples follow, grouped by what is missing (the reason their skip
gives), so a maintainer sees which engine gap would unlock the most rulings.
The build's date and commit close the page. Tables carry no class, so the
theme styles them (and lets them scroll sideways on a phone instead of the page).
"""
from __future__ import annotations

import xml.etree.ElementTree as etree

from ..pages.runner import with_hint
from . import badges
from .card_status import kinds_table
from .index import Ruling, SiteIndex

E = etree.Element
S = etree.SubElement


def status_view(index: SiteIndex) -> etree.Element:
    box = E("div", {"class": "ruling-status-page"})
    build = index.build
    facts = S(box, "p", {"class": "ruling-build"})
    facts.text = "Built "
    S(facts, "time", {"datetime": build.built}).text = build.built.replace("T", " ").replace("Z", " UTC")
    S(facts, "span").text = " from commit "
    S(facts, "code", {"class": "ruling-commit"}).text = build.describe_commit()
    box.append(counts_table(index))
    failing = [(ruling, example) for ruling in index.in_crf_order for example in index.result(ruling).examples
               if example.status == "failed"]
    S(box, "h2", {"id": "failing"}).text = f"Failing examples ({len(failing)})"
    if not failing:
        S(box, "p").text = "None: every example that runs passes."
    else:
        listing = S(box, "ul", {"class": "ruling-failing"})
        for ruling, example in failing:
            item = _ruling_item(listing, ruling, example.line)
            S(item, "span").text = ": " + _first_line(example.message)
    skipped = skipped_by_reason(index)
    total = sum(len(entries) for entries in skipped.values())
    S(box, "h2", {"id": "not-yet-modelled"}).text = f"Examples not yet modelled ({total})"
    if not skipped:
        S(box, "p").text = "None: every example runs."
    for number, (reason, entries) in enumerate(skipped.items(), start=1):
        heading = S(box, "p", {"class": "ruling-missing", "id": f"missing-{number}"})
        S(heading, "strong").text = reason[:1].upper() + reason[1:]
        heading[-1].tail = f" ({len(entries)} example{'s' if len(entries) != 1 else ''})"
        listing = S(box, "ul", {"class": "ruling-skipped"})
        for ruling, line in entries:
            _ruling_item(listing, ruling, line)
    cards = index.catalogue.cards
    S(box, "h2", {"id": "cards-modelled"}).text = f"How much of each card is modelled ({len(cards)} cards)"
    S(box, "p").text = ("Every card of the reference data, by kind: modelled in full (every clause of its text), "
                        "partly (some clauses not modelled yet, named in cards.json and on the card's page if it "
                        "has one), or only its facts (an example that needs its text is refused as not modelled).")
    box.append(kinds_table(cards))
    return box


def skipped_by_reason(index: SiteIndex) -> dict[str, list[tuple[Ruling, int]]]:
    """Each skip reason (the missing piece) -> the rulings and lines of the examples it skips, most first."""
    found: dict[str, list[tuple[Ruling, int]]] = {}
    for ruling in index.in_crf_order:
        for example in index.result(ruling).examples:
            if example.status == "skipped":
                reason = example.message.strip() or "no reason given"
                found.setdefault(reason, []).append((ruling, example.line))
    return dict(sorted(found.items(), key=lambda item: (-len(item[1]), item[0])))


def _ruling_item(listing: etree.Element, ruling: Ruling, line: int) -> etree.Element:
    item = S(listing, "li")
    S(item, "a", {"href": ruling.href}).text = ruling.title
    S(item, "code", {"class": "ruling-source-line"}).text = f"{ruling.page.path}:{line}"
    item[0].tail = " "
    return item


def _first_line(message: str) -> str:
    line = (message or "it fails").strip().splitlines()[0]
    return with_hint(line.split(": ", 1)[1] if line.startswith("docs/") and ": " in line else line, message or "")


def counts_table(index: SiteIndex) -> etree.Element:
    """Rulings, examples, passes, failures and skips, per section and in all (a plain table: the theme's style);
    rulings with nothing to run (errata that cannot change play) are counted apart."""
    table = E("table")
    head = S(S(table, "thead"), "tr")
    for title in ("Section", "Rulings", "Examples", "Pass", "Fail", "Not yet modelled", "Documented, nothing to run"):
        S(head, "th").text = title
    body = S(table, "tbody")
    totals = [0, 0, 0, 0, 0, 0]
    for folder in index.sections():
        rulings = index.section_rulings(folder)
        found = {"passed": 0, "failed": 0, "skipped": 0}
        examples = documented = 0
        for ruling in rulings:
            result = index.result(ruling)
            examples += len(result.examples)
            documented += badges.state(result) == "documented"
            for key, value in badges.counts(result).items():
                found[key] += value
        row_values = [len(rulings), examples, found["passed"], found["failed"], found["skipped"], documented]
        totals = [a + b for a, b in zip(totals, row_values)]
        row = S(body, "tr")
        S(S(row, "td"), "a", {"href": f"/{folder}/index.md"}).text = index.title_of(f"{folder}/index.md")
        for value in row_values:
            S(row, "td").text = str(value)
    row = S(body, "tr")
    S(S(row, "td"), "strong").text = "All sections"
    for value in totals:
        S(S(row, "td"), "strong").text = str(value)
    return table
