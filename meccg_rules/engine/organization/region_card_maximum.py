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
is then no longer legal (it stays where it is, CRF 22, Movement/Hazard Phase > General).

A site path left for later (``later_site_paths``, CoE 2.IV.ii) by a company the card frees when the movement is
declared: the engine's reading, the path named as its movement/hazard phase begins may then be of any number of
regions, as it was legal when declared, and it is checked as region movement is when it is named (consecutive, not
repeated, from the site of origin's region to the new site's; the company's make-up read again then), besides the
paths of four regions at most kept as for any company; the declaration asks only that some region path joins the two
sites. The paths of more than four regions are not listed when it is declared (there are too many to list): the
declaration notes that the card freed it (``note_path_later``).
"""
from __future__ import annotations

from ..core.cards import regions
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


FREED_LATER = "site path left for later, freed"   # Turn.per_turn key, with the company: a card freed it then


def note_path_later(state: State, company: Company) -> None:
    """A movement just declared with its site path left for later: note whether a card freed the company of the
    region maximum then (a path of more than four regions may be named later only if so)."""
    state.turn.per_turn.pop((FREED_LATER, company.id), None)
    if freeing_card(state, company) is not None:
        state.turn.per_turn[(FREED_LATER, company.id)] = True


def freed_when_declared(state: State, company: Company) -> bool:
    """Did a card free the company of the region maximum when its movement was declared with its path left for
    later?"""
    return (FREED_LATER, company.id) in state.turn.per_turn


def describe(state: State) -> list[str]:
    """The ``describe`` hook: the companies whose region movement has no region maximum and no site path."""
    found = []
    for company in state.companies.values():
        card = freeing_card(state, company)
        if card is not None:
            found.append(f"{company.id} may move by region movement with no region maximum, no site path and no "
                         f"region moved through ({state.label(card)})")
    return found
