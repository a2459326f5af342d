"""Rulings with nothing to run: an erratum that cannot change play, a tournament bullet no game state can show.

Most CRF bullets decide play, and their pages prove it with examples. A few cannot: a card erratum that fixes a
name, a spelling, a set symbol or a keyword no rule reads, a correction of a preconstructed deck's list (which
icon, play deck or sideboard, a card shows there: the census tags it "deck list correction"), or a Tournament
Ruling about how an event is run. Such a page says why in its front matter, ``nothing_to_run: "<why no example can
show it>"``, holds no example, and is shown with a grey badge, "documented: nothing to run", counted apart from
proven rulings on the coverage and Status pages. Only the bullets that can be such (``may_be_documented``) may be
covered so, and only a share of each range of the CRF (``BUDGETS``): what can run must run.

>>> from meccg_rules.pages.crf import census
>>> may_be_documented(census().find("card.giant.1")), may_be_documented(census().find("card.gandalf.1"))
(True, False)
>>> may_be_documented(census().find("term.challenge-decks.3")), may_be_documented(census().find("term.modes.3"))
(True, False)
>>> budget_of("card.tolfalas.1"), budget_of("tour.general.1"), budget_of("ts.untap-phase.1")
('Card Errata and Rulings, cards S to Z', 'Tournament Rulings', None)
"""
from __future__ import annotations

from fractions import Fraction

from .crf import Bullet, census
from .findings import Finding
from .front_matter import Page

FIELD = "nothing_to_run"
# range -> (bullet id prefixes, the share of its bullets that may be documented): the card-rulings issues allow
# 12 % of each range of cards, the tournament issue a third of the section
BUDGETS = {
    "Card Errata and Rulings, cards A to G": (tuple(f"card.{c}" for c in "abcdefg"), Fraction(12, 100)),
    "Card Errata and Rulings, cards H to R": (tuple(f"card.{c}" for c in "hijklmnopqr"), Fraction(12, 100)),
    "Card Errata and Rulings, cards S to Z": (tuple(f"card.{c}" for c in "stuvwxyz"), Fraction(12, 100)),
    "Tournament Rulings": (("tour.",), Fraction(1, 3)),
}


def reason(page: Page) -> str:
    """Why the page has nothing to run ("" for a page whose examples prove it)."""
    return page.meta.get(FIELD, "") if page.is_ruling else ""


def may_be_documented(bullet: Bullet) -> bool:
    """A card erratum (or rules erratum), a deck list correction or a Tournament Ruling: the bullets a page may
    cover without examples."""
    return bullet.is_erratum or bullet.corrects_a_deck_list or bullet.part == "tour"


def budget_of(bullet_id: str) -> str | None:
    return next((name for name, (prefixes, _) in BUDGETS.items() if bullet_id.startswith(prefixes)), None)


def page_problems(page: Page) -> list[tuple[tuple, str]]:
    """(where in the front matter, what is wrong) for a page that says it has nothing to run."""
    if not reason(page):
        return []
    bullets = page.strings("crf")
    if not bullets:
        return [((FIELD,), f"{FIELD} is for a CRF bullet no example can show: name it in crf")]
    found = []
    for index, bullet_id in enumerate(bullets):
        bullet = census().find(bullet_id)
        if bullet is not None and not may_be_documented(bullet):
            found.append((("crf", index), f"{bullet_id} is a ruling on play ({bullet.label}): prove it with "
                                          f"examples (or skip them with the reason); {FIELD} is only for errata "
                                          "that cannot change play, for corrections of a deck list (which icon a "
                                          "card shows there) and for Tournament Rulings"))
    return found


def over_budget(pages: list[Page]) -> list[Finding]:
    """For each range whose documented bullets exceed its share, a finding on the page of the first bullet (in
    CRF order) beyond it."""
    found = []
    crf = census()
    naming: dict[str, Page] = {}
    for page in pages:
        for bullet_id in page.strings("crf") if reason(page) else ():
            naming.setdefault(bullet_id, page)
    for name, (prefixes, share) in BUDGETS.items():
        in_range = [bullet_id for bullet_id in crf.bullets if bullet_id.startswith(prefixes)]
        documented = [naming[bullet_id] for bullet_id in in_range if bullet_id in naming]
        total, allowed = len(in_range), int(len(in_range) * share)
        if len(documented) > allowed:
            first = documented[allowed]
            found.append(Finding(first.path, first.line_of(FIELD),
                                 f"{len(documented)} bullets of {name} are documented with nothing to run; at most "
                                 f"{allowed} ({share.numerator * 100 // share.denominator} % of {total}) may be: "
                                 "prove the others with examples"))
    return found
