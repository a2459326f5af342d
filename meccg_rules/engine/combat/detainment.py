"""Detainment (CoE 3.II.2-3.II.4): whether a creature's attack is detainment depends on whom it attacks.

A creature printed "detainment against hero companies" (or "against hero and covert companies") detains only such
companies; one printed "detainment" alone detains every company. Against a Ringwraith or Balrog player's company an
attack is also detainment when it is keyed to a Dark-domain, Dark-hold, Shadow-hold or Darkhaven, by type or by the
name of a region or site of that type (3.II.2.R1, B1; CRF 22's rules erratum under Darkhaven), when it is an Orc,
Troll, Undead or Man attack keyed to a Shadow-land (3.II.2.R2, B2), and when it is a Nazgûl creature's (3.II.4; an
automatic-attack is not), except for creatures keyed to the sites whose text says they attack normally
(``creatures_attack_normally``, read from the site's text by the import, or given by its entry): the minion
Moria, Goblin-gate, Dead Marshes, Shelob's Lair, The Under-gates and The Under-leas (creatures other than Nazgûl; the engine reads "played at" as keyed to the site), and
the Balrog Dark-holds and Shadow-holds whose text says so, Carn Dûm, Dol Guldur and Minas Morgul among them (every
creature). A creature's printed change "against hero companies" likewise applies to hero companies only.

When deciding whether an attack is detainment, every company of a Wizard or Fallen-wizard player is a hero company
and every company of a Ringwraith or Balrog player a minion one (CoE 2.IV.vii.F1); for the other effects of hazards
(a printed prowess change against hero companies), a Fallen-wizard player's covert company is a hero company and his
overt one a minion company (2.IV.vii.F1). A covert company holds no Orc, Troll or Balrog (as character or ally), nor
a Half-orc beside characters that are neither Men nor Half-orcs, nor a Ringwraith in Fell Rider mode (CoE glossary:
covert, overt; the players family's query, ``players/covert_and_overt.py``, fixed for an attack as it begins, 3.4).
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from . import asterisk_hazards
from ..players import alignments
from ..players.covert_and_overt import hero_company, hero_company_for_detainment, overt
from ..core.behaviour import Condition
from ..core.cards import Card, fold
from ..hazards.keying import normal_key
from ..primitives.regions import haven_for_hazards, keyed_site_type
from ..core.errors import Verdict
from ..core.state import State
from ..primitives.conditions import company_for

DARK_TYPES = ("dark-domain", "Dark-hold", "Shadow-hold", "Darkhaven")      # CoE 3.II.2.R1, B1
SHADOW_RACES = ("Orc", "Troll", "Undead", "Man")                           # CoE 3.II.2.R2, B2
MINION_PLAYERS = (alignments.RINGWRAITH, alignments.BALROG)

if TYPE_CHECKING:
    from ..core.behaviour import Condition


def _race(card: Card) -> set[str]:
    """The creature's races, singular ("Orcs" -> "Orc", "Men" -> "Man")."""
    words = {w.strip() for w in (card.race or "").split(",")}
    return {"Man" if w == "Men" else w.rstrip("s") for w in words if w}


def _keyed(state: State, company: str, keyed: str) -> tuple[str, bool]:
    """The region or site type the attack is keyed to (by type, or by the name of a region or site), and whether
    it is keyed to the company's site."""
    kind, value = normal_key(keyed) if keyed else ("", "")
    if kind == "region type":
        return value, False
    if kind == "site type":
        return value, True
    site = state.site_of(company)
    if kind == "name" and fold(value) == fold(site.name):   # a minion Haven is a Darkhaven (CoE g.dh.1)
        dark = haven_for_hazards(site.card) and site.card.alignment in ("Minion", "Balrog")   # a Ringwraith's or
        return "Darkhaven" if dark else keyed_site_type(state, site), True   # Balrog's; a hazard's type (Geann a-Lisch)
    for region in state.companies[company].site_path if kind == "name" else ():
        if region.name and fold(region.name) == fold(value):
            return region.type, False
    return "", False


def _against(state: State, against: list[str] | tuple[str, ...], company: str) -> bool:
    """Does a printed "detainment against ... companies" cover this company (none named: every company)?"""
    kinds = {"hero": lambda: hero_company_for_detainment(state, company),
             "minion": lambda: not hero_company_for_detainment(state, company),
             "covert": lambda: not overt(state, company), "overt": lambda: overt(state, company)}
    return not against or any(kinds[k]() for k in against if k in kinds)


def check_company_is(state: State, card: Card, condition: Condition, target: str | None) -> Verdict:
    """The condition ``company_is``: the company (the target's) is covert, or overt (CoE glossary), or a hero company
    as hazards see it (``hero_company``); covert or overt, a Ringwraith's company as any other (his Fell Rider mode
    makes it overt)."""
    company = company_for(state, card, target)
    if company is not None and condition.company_is == "hero":
        if hero_company(state, company.id):
            return Verdict.allow()
        return Verdict.refuse("invalid-target", f"{card.name} is played on a hero company; {company.id} is not one.")
    if company is None or overt(state, company.id) != (condition.company_is == "overt"):
        return Verdict.refuse("invalid-target", f"{card.name} is played on an {condition.company_is} company"
                              + (f"; {company.id} is not one." if company is not None else "."))
    return Verdict.allow()


def creature_detains(state: State, card: Card, company: str, keyed: str) -> bool:
    """Is this creature's attack on the company detainment (CoE 3.II.2-3.II.4)? Never for a hazard with an asterisk
    that a card of the company's player makes attack normally (``asterisk_hazards.py``: Shameful Deeds)."""
    if asterisk_hazards.attacks_normally(state, card, company):
        return False
    if card.fact("detainment") and _against(state, card.fact("detainment_against") or (), company):
        return True
    if alignments.alignment_of(state, state.companies[company].owner) not in MINION_PLAYERS:
        return False
    races = _race(card)
    keyed_type, at_site = _keyed(state, company, keyed)
    site = state.site_of(company).card
    normally = site.trait("creatures_attack_normally") or site.fact("creatures_attack_normally", "") if at_site \
        else ""
    if "Nazgûl" in races:   # CoE 3.II.4, unless the site's text says every creature keyed to it attacks normally
        return normally != "all"
    if normally:
        return False   # the site's own text: creatures keyed to it attack normally (minion Moria)
    return keyed_type in DARK_TYPES or (keyed_type == "shadow-land" and bool(races & set(SHADOW_RACES)))


def automatic_detains(state: State, spec: dict, company: str) -> bool:
    """Is a site's automatic-attack detainment against this company (printed "detainment [against ...]")? Only what
    the site prints counts: the engine's reading is that the minion players' rules for attacks keyed to a dark site
    or a Shadow-land (CoE 3.II.2.R1-R2, B1-B2) concern creatures, since 3.II.2 speaks of a creature's attack and the
    glossary (keyed) treats the attacks of hazard creature cards alone as keyed."""
    return bool(spec.get("detainment")) and _against(state, spec.get("detainment_against") or (), company)


def printed_detains(state: State, against: list[str] | tuple[str, ...], company: str) -> bool:
    """Is an attack a card prints as "detainment against ... companies" detainment against this company?"""
    return _against(state, against, company)


def automatic_attacks_company(state: State, spec: dict, company: str) -> bool:
    """Does a site's automatic-attack attack this company at all (printed "against overt company only")?"""
    return _against(state, spec.get("only_against") or (), company)


def prowess_change(state: State, card: Card, company: str) -> int:
    """A creature's printed prowess change against hero companies, when it attacks one."""
    return (card.fact("prowess_against_hero", 0) or 0) if hero_company(state, company) else 0
