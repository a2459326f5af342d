"""Allies that may not leave some regions (Tom Bombadil, Treebeard, Leaflock; CRF 22, Rulings by Term > Ally),
and cards discarded when their company moves (While the Yellow Face Sleeps, on a Ringwraith), or when it moves by
region or starter movement (Evil Things Lingering, Nasty Slimy Thing: not by Under-deeps movement), or from a
non-Under-deeps site to a non-Under-deeps site (The Balrog: by any movement, special movement included).

Such an ally is discarded if his company moves to a site outside the regions
his card names, unless the character controlling him frees allies of his alignment from movement restrictions
(``frees_allies``: "Hero allies Radagast controls have no movement restrictions"). The company moves when its new
site is revealed, at the beginning of its movement/hazard phase, before any hazard is played (CRF 22,
Ally [CoE 2002]; CoE 2.IV.i), so he cannot protect the company on the journey
that takes him away; declaring the movement does not discard him yet.

An item that needs a company of some size to travel (``company_at_least``: the Palantíri of Amon Sûl and
Osgiliath) is discarded at once whenever its bearer's company, moving, holds fewer characters than that: when the
new site is revealed, and at any later moment of the journey, until the company's site phases (CRF 22, Card Errata
and Rulings, Palantír of Amon Sûl, Palantír of Osgiliath). Allies are not characters and do not count.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from ..core.state import DISCARD, IN_PLAY, Company, Instance, State

if TYPE_CHECKING:
    from ..game import Game

SURFACE = "its company moves by region or starter movement"   # not by Under-deeps movement (Evil Things Lingering)
OFF_THE_DEEPS = "its company moves from a non-Under-deeps site to a non-Under-deeps site"   # however (The Balrog)


def discard_out_of_bounds(state: State, company: Company) -> None:
    """After the new site is revealed: discard the company's cards that go when it moves, and those whose regions
    do not hold its new site."""
    if not company.moving:
        return
    region = state.cards[company.site].card.fact("region")
    members = {c.id for c in state.characters(company.id)}
    moves = {"its company moves"} | ({SURFACE} if company.movement in ("region", "starter") else set())
    ends = (company.origin, company.site) if company.origin else ()
    if ends and not any(state.cards[ref].card.fact("under_deeps") for ref in ends):
        moves.add(OFF_THE_DEEPS)
    for inst in [i for i in state.cards.values() if i.zone == IN_PLAY
                 and moves & set(i.card.trait("discarded_when", ()))
                 and (i.attached_to == company.id or state.company_of(i.id) is company)]:
        state.move(inst.id, DISCARD)  # "Discard this card if your Ringwraith moves"
        why = set(inst.card.trait("discarded_when", ())) & moves
        how = f" by {company.movement} movement" if SURFACE in why else ""
        how = " between two non-Under-deeps sites" if OFF_THE_DEEPS in why else how
        state.log.append(f"{state.label(inst)} is discarded: {company.id} moves{how}")
    discard_for_company_size(state, company)
    for inst in [i for i in state.cards.values() if i.attached_to in members and not freed(state, i)]:
        regions, sites = inst.card.trait("stays_in_regions", ()), inst.card.trait("stays_at_sites", ())
        if (regions or sites) and region not in regions and state.cards[company.site].card.name not in sites:
            state.move(inst.id, DISCARD)
            state.log.append(f"{state.label(inst)} is discarded: {company.id} moves to a site outside "
                             f"{' or '.join(x for x in (', '.join(regions), ', '.join(sites)) if x)}")


def freed(state: State, inst: Instance) -> bool:
    """Is this ally free of movement restrictions, under the control of a character whose card frees allies of its
    alignment (the key ``frees_allies``: Radagast's hero allies)?"""
    holder = state.cards.get(inst.attached_to or "")
    return holder is not None and inst.card.kind == "ally" and bool(holder.card.trait("frees_allies")) \
        and holder.card.trait("frees_allies") == inst.card.alignment


def discard_for_company_size(state: State, company: Company) -> None:
    """Discard the items of a company between sites that need more characters than it holds now."""
    if not (company.moving and company.en_route):
        return
    members = state.characters(company.id)
    ids = {c.id for c in members}
    for inst in [i for i in state.cards.values() if i.zone == IN_PLAY and i.attached_to in ids
                 and len(members) < i.card.trait("company_at_least", 0)]:
        state.move(inst.id, DISCARD)
        state.log.append(f"{state.label(inst)} is discarded: {company.id} moves with fewer than "
                         f"{inst.card.trait('company_at_least', 0)} characters")


def after_chains(game: Game) -> None:
    """The ``after chains`` hook: a moving company that has just lost characters drops such items at once."""
    for company in list(game.state.companies.values()):
        discard_for_company_size(game.state, company)
