"""The built site in a real browser: axe-core finds no serious or critical violation of WCAG 2.1 A and AA on a
page of each kind, in both colour schemes, and on the longest pages."""
from __future__ import annotations

import os
from pathlib import Path

import pytest
from browser_helpers import pick_ruling

from meccg_rules.pages.front_matter import card_slug
from browser_helpers import chromium, fresh_page, playwright_driver, served_site  # noqa: F401 (fixtures)

pytestmark = pytest.mark.heavy(30, shared_site=True)  # seconds, roughly; reads the run's one build

AXE_RULES = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]
COLOUR_RULES = ("color-contrast", "link-in-text-block")  # most of axe's time on a page of thousands of elements
LONG = os.environ.get("MECCG_LONG") == "1"
LONGEST = {"all rulings": "rulings/", "terms": "tags/", "coverage": "coverage/"}
DARK = ("home", "ruling", "card")  # the dark scheme changes colours only: these hold every kind of element


def _axe_problems(page, colours: bool = True) -> list[str]:
    """axe-core's serious and critical violations of WCAG 2.1 A and AA on the page as it is shown."""
    import axe_playwright_python

    page.evaluate((Path(axe_playwright_python.__file__).parent / "axe.min.js").read_text(encoding="utf-8"))
    # resultTypes: the rules all run as before, but axe describes (a selector for each node) only the violations,
    # all of them, and one node of the rules passed or not applicable, which are not read here
    options = {"runOnly": {"type": "tag", "values": AXE_RULES}, "resultTypes": ["violations"],
               "rules": {} if colours else {rule: {"enabled": False} for rule in COLOUR_RULES}}
    found = page.evaluate("options => axe.run(document, options)", options)
    return [f"{page.url}: {v['id']} ({v['impact']}) at {v['nodes'][0]['target']}: {v['nodes'][0]['failureSummary']}"
            for v in found["violations"] if v["impact"] in ("serious", "critical")]


def _show(page, address: str, scheme: str) -> None:
    page.goto(address)
    if scheme == "dark" and page.evaluate("document.body.getAttribute('data-md-color-scheme')") != "slate":
        page.locator("label[for='__palette_1']").click()
        page.wait_for_function("document.body.getAttribute('data-md-color-scheme') === 'slate'")
        # the theme eases colours in (links and code 125 ms, the header 250 ms): axe measures contrast once they
        # have reached the dark scheme's, not on the way (a contrast problem in one run of three, 2026-12-04)
        page.wait_for_function("document.getAnimations().every(a => !(a instanceof CSSTransition))")


@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_axe_finds_no_serious_problem_on_a_page_of_each_kind(server, page, scheme):
    """A page of each kind: no serious or critical violation of WCAG 2.1 AA (the theme's tabs, the links in text
    and two unnamed widgets were: docs/assets/rulings.css, site/accessible.py)."""
    base, site = server
    ruling = pick_ruling(site)
    kinds = {"home": "", "section": f"{ruling['url'].rsplit('/', 2)[0]}/", "ruling": ruling["url"],
             "card": f"cards/{card_slug(ruling['cards'][0])}/", "glossary": "glossary/", "status": "status/",
             "what changed": "changes/", "a section's coverage": "rulings/site-phase-on-guard-cards/coverage/"}
    problems = []
    for kind, url in kinds.items():
        if scheme == "light" or kind in DARK:
            _show(page, f"{base}/{url}", scheme)
            problems += _axe_problems(page)
    assert problems == [], "\n".join(problems)


@pytest.mark.long
@pytest.mark.parametrize("scheme", ["light", "dark"] if LONG else ["light"])
def test_axe_finds_no_serious_problem_on_the_longest_pages(server, page, scheme):
    """All rulings, Terms and the whole coverage. axe's two colour rules take 7 to 19 s on each of these pages
    here, so the default run leaves them out (and the dark scheme); the long run (dev.py test --long) checks all."""
    base, _ = server
    problems = []
    for url in LONGEST.values():
        _show(page, f"{base}/{url}", scheme)
        problems += _axe_problems(page, colours=LONG)
    assert problems == [], "\n".join(problems)
