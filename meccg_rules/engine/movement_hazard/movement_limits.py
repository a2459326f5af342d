"""Allies that may not leave some regions (Tom Bombadil, Treebeard, Leaflock; CRF 22, Rulings by Term > Ally),
and cards discarded when their company moves (While the Yellow Face Sleeps, on a Ringwraith), or when it moves by
region or starter movement (Evil Things Lingering, Nasty Slimy Thing: not by Under-deeps movement), or from a
non-Under-deeps site to a non-Under-deeps site (The Balrog: by any movement, special movement included).

Such an ally is discarded if his company moves to a site outside the regions
his card names. The company moves when its new site is revealed, at the
beginning of its movement/hazard phase, before any hazard is played (CRF 22,
Ally [CoE 2002]; CoE 2.IV.i), so he cannot protect the company on the journey
that takes him away; declaring the movement does not discard him yet.
"""
from __future__ import annotations

from ..core.state import DISCARD, IN_PLAY, Company, State

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
    for inst in [i for i in state.cards.values() if i.attached_to in members]:
        regions = inst.card.trait("stays_in_regions", ())
        if regions and region not in regions:
            state.move(inst.id, DISCARD)
            state.log.append(f"{state.label(inst)} is discarded: {company.id} moves to a site outside "
                             f"{', '.join(regions)}")
