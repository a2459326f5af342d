"""Covert and overt companies (CoE glossary: covert, overt; CRF 22, Rulings by Term > Company) and what a Fallen-wizard
player's company is as the rules read it.

A company is overt when it holds an Orc, a Troll or a Balrog (as character or ally), a Ringwraith in Fell Rider mode
(his mode is ``ringwraith_modes.py``'s), a card whose text makes its company overt (the card fact
``makes_company_overt``: an ally, Cave Troll, Great Bats, ...; CRF 22, Card Errata and Rulings: "Makes a company
overt"; or a card in play on one of its characters or allies, Freeze the Flesh: "The character's company is now
overt"), or a Half-orc beside characters (allies do not count) that are neither Men nor Half-orcs; otherwise it is
covert. The engine's reading of Freeze the Flesh's "now overt": while the card stays on him, the company he is in
is overt, as his other changes last while it stays. A company with a Ringwraith is covert or overt as any other
(his Fell Rider mode makes it overt, CoE glossary: overt), where the status decides a card's play too (Steeds,
Orc-mounts, Ruse, Not Slay Needlessly: the condition ``company_is``). The status matters for a Fallen-wizard
player's companies, who plays both kinds of characters:

- for hazards other than deciding detainment, his covert company is a hero company and his overt one a minion
  company (CoE 2.IV.vii.F1: ``hero_company``); for detainment every company of his is a hero company
  (``hero_company_for_detainment``);
- which version of a site his company may use (2.II.7.F1: ``site_version_for``);
- whom his company may attack and be attacked by in company versus company combat (3.V.1.W1, F1, F2: the combat
  family asks ``overt``).

The composition and the status are fixed as each attack begins and stay so for that attack (CoE 3.4): while an
attack is fought against a company, ``overt`` answers what the company was as it began (``Combat.overt``, which
the combat family sets when the attack starts).
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from ..core.cards import catalogue
from ..core.errors import Verdict
from ..core.rules_facts import facts
from ..core.state import IN_PLAY
from . import alignments, forced_site_versions, ringwraith_modes

if TYPE_CHECKING:
    from ..core.cards import Card
    from ..core.state import Company, Instance, State

OVERT_RACES = ("Orc", "Troll", "Balrog")   # CoE glossary: overt


def members(state: State, company: str) -> list[Instance]:
    """The company's characters and their allies."""
    found: list[Instance] = []
    for character in state.characters(company):
        found += [character, *(i for i in state.attached(character.id) if i.card.kind == "ally")]
    return found


def composition_overt(state: State, company: str) -> bool:
    """Does the company as it is now hold what makes a company overt (CoE glossary: overt)?"""
    if any(ringwraith_modes.mode_of(state, c) == facts("overt_mode")["mode"] for c in state.characters(company)):
        return True
    found = members(state, company)
    half_orcs = [m for m in found if "Half-orc" in m.card.keywords]
    if any((m.card.race in OVERT_RACES or m.card.fact("makes_company_overt")) and m not in half_orcs for m in found):
        return True
    if any(i.zone == IN_PLAY and i.card.kind != "ally" and i.card.fact("makes_company_overt")
           for m in found for i in state.attached(m.id)):   # a card on one of them (Freeze the Flesh)
        return True
    others = [c for c in state.characters(company) if c not in half_orcs]   # "other characters": no ally
    return bool(half_orcs) and any(c.card.race != "Man" for c in others)


def overt(state: State, company: str) -> bool:
    """Is the company overt: as the attack being fought against it began, if one is (CoE 3.4), else as it is now?"""
    combat = state.combat
    if combat is not None and combat.attack.company == company and combat.overt is not None:
        return combat.overt
    return composition_overt(state, company)


def hero_company(state: State, company: str) -> bool:
    """For hazards other than deciding detainment: a Wizard player's company, or a Fallen-wizard player's covert
    one (CoE 2.IV.vii.F1)."""
    alignment = alignments.alignment_of(state, state.companies[company].owner)
    return alignment == alignments.WIZARD or (alignment == alignments.FALLEN_WIZARD and not overt(state, company))


def hero_company_for_detainment(state: State, company: str) -> bool:
    """When deciding detainment, every company of a Wizard or Fallen-wizard player, covert or overt
    (CoE 2.IV.vii.F1)."""
    return alignments.alignment_of(state, state.companies[company].owner) not in alignments.MINION_PLAYERS


# ------------------------------------------------------------------ site versions (CoE 2.II.7.F1)
HERO_ONLY_TYPES = ("Shadow-hold", "Dark-hold")      # an overt company uses their hero versions
MINION_ONLY_TYPES = ("Border-hold", "Free-hold")    # and the minion versions of these


def site_version_for(state: State, company: str, site: Card) -> str:
    """The version ("Hero" or "Minion") of this site a Fallen-wizard player's company must use now, or "" when
    either will do or the rule says nothing (CoE 2.II.7.F1): either version of a Ruins & Lairs (Isengard and The
    White Towers among them); otherwise a covert company only hero sites, an overt one minion Border-holds,
    Free-holds and sites that are Havens for a Wizard player, hero Shadow-holds, Dark-holds and sites that are
    Darkhavens for a Ringwraith player. The engine's reading: a site's type is the one its hero card prints (a
    site with no hero card, its minion card's; Geann a-Lisch, a Ruins & Lairs on its hero card and a Darkhaven on
    its minion one, may be used in either version), a site with one version only (a Fallen-wizard's own
    Wizardhaven, a Stage site, an Under-deeps site printed for minions alone) is left as it is, and the rule is
    checked as a company declares its movement: a company whose status changes at its site keeps that site card."""
    if site.alignment not in ("Hero", "Minion"):
        return ""
    versions = {c.alignment: c for c in catalogue().versions(site.name) if c.is_site}
    hero, minion = versions.get("Hero"), versions.get("Minion")
    if hero is None or minion is None or "Ruins & Lairs" in (hero.fact("site_type"), minion.fact("site_type")):
        return ""
    if not overt(state, company):
        return "Hero"
    if hero.is_haven or hero.fact("site_type") in MINION_ONLY_TYPES:
        return "Minion"
    if minion.is_haven or hero.fact("site_type") in HERO_ONLY_TYPES:
        return "Hero"
    return ""


def check_move(state: State, company: Company, origin: Card, site: Card, via: tuple[str, ...]) -> Verdict:
    """The ``may move to`` query: a Fallen-wizard player's company moves only to the version of a site it may use
    (CoE 2.II.7.F1), as it is when it declares the move."""
    if alignments.alignment_of(state, company.owner) != alignments.FALLEN_WIZARD:
        return Verdict.allow()
    wanted = site_version_for(state, company.id, site)
    if not wanted or wanted == site.alignment:
        return Verdict.allow()
    hero = next(c for c in catalogue().versions(site.name) if c.is_site and c.alignment == "Hero")
    if site.alignment == "Minion" and forced_site_versions.forcing(state, company.owner, hero) is not None:
        return Verdict.allow()   # a card's text has him use the minion card (Heart Grown Cold), over the rule
    status = "overt" if overt(state, company.id) else "covert"
    return Verdict.refuse("fallen-wizard-site-version", f"{company.id} is a Fallen-wizard player's {status} company: "
                          f"it uses the {wanted.lower()} {site.name}, not the {site.alignment.lower()} one "
                          "(CoE 2.II.7.F1).")
