"""Region movement with no region card maximum (CoE 2.II.7.ii; a card's key ``lone_region_movement``).

Region movement joins two sites through at most four consecutive regions (CoE 2.II.7.ii, ``movement.MAX_REGIONS``).
A card on a character may free him of that maximum while his company holds no other character and no ally but
those the card names (``LoneRegionMovement.except_allies``): he then also has no site path and is considered to
move through no regions, so no hazard can be keyed to a region of his movement (Winged Change-master: "Radagast may
move to a new site with no region card maximum, he has no site path, and he is considered to move through no
regions"). It changes region movement alone (CRF 22, Winged Change-master: only when he uses region movement):
Under-deeps movement and the special movement a card gives keep their own rules and site paths.

The engine's reading: the regions are still named, consecutive and not repeated, as region movement asks; only
their number is free. The company's make-up is read when the movement is declared and again when its new site is
revealed: a company no longer alone by then moves by the normal rules, and a movement of more than four regions
is then no longer legal (it stays where it is, CRF 22, Movement/Hazard Phase > General). A site path left for later
(``later_site_paths``) is refused as not modelled for such a company.
"""
from __future__ import annotations

from ..core.cards import regions
from ..core.errors import NotModelledError
from ..core.state import Company, Instance, State


def freeing_card(state: State, company: Company) -> Instance | None:
    """The card in play on the company's lone character that frees his region movement, or None: the company holds
    that character alone, and no ally but those the card excepts."""
    characters = state.characters(company.id)
    if len(characters) != 1:
        return None
    on_him = state.attached(characters[0].id)
    for card in on_him:
        lone = card.card.trait("lone_region_movement")
        if lone is None:
            continue
        allies = [i for c in characters for i in state.attached(c.id) if i.card.kind == "ally"]
        if all(ally.card.name in lone.except_allies for ally in allies):
            return card
    return None


def cap(state: State, company: Company, printed: int) -> int:
    """The most regions the company's region movement may go through: ``printed``, or, freed, every region."""
    return len(regions()) if freeing_card(state, company) is not None else printed


def pathless(state: State, company: Company) -> bool:
    """Has the company's region movement no site path, a card freeing it: revealed so, or declared and not revealed
    yet with its regions named while the card frees it? Whatever reads a site path finds none then (the cards drawn
    for it by A Short Rest, given only to a company with a site path: CRF 22)."""
    if company.destination is None:
        return company.moving and company.movement == "region" and not company.site_path
    return bool(company.via) and not company.site_path and freeing_card(state, company) is not None


def refuse_path_later(state: State, company: Company) -> None:
    """A movement declared with its site path left for later by a company freed of the maximum: the paths kept for
    it are those of four regions at most (``later_site_paths``), so it is refused as not modelled."""
    card = freeing_card(state, company)
    if card is not None:
        raise NotModelledError(f"the engine does not model a site path left for later for {company.id}, free of the "
                               f"region maximum ({state.label(card)}): name its regions as it moves")


def describe(state: State) -> list[str]:
    """The ``describe`` hook: the companies whose region movement has no region maximum and no site path."""
    found = []
    for company in state.companies.values():
        card = freeing_card(state, company)
        if card is not None:
            found.append(f"{company.id} may move by region movement with no region maximum, no site path and no "
                         f"region moved through ({state.label(card)})")
    return found
