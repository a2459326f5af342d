"""Site versions a hazard forces on a Fallen-wizard player (Heart Grown Cold; CRF 22, Tournament Rulings > Sites;
the card key ``minion_sites_for``).

While such a card is in play, a Fallen-wizard player uses the minion site card of each hero site of the kinds it
names (hero Havens; Free-holds once the Fallen-wizard has more than 4 stage points; Border-holds more than 7): his
company may not move to the hero card of such a site ("may move to"). If he lacks the minion card of the site he is
moving to, the player of the card that forces the change must provide it for him; after that, providing sites is
his own responsibility (CRF 22). The card is provided as a site is lent (``organization/lent_sites.py``:
"Bob lends Rivendell to Alice."): it stays its lender's and goes back to him once used.

The engine's readings: "the minion site card" of a hero site is the minion card of the same name (a hero site with
none is left as it is); the card is provided once for each site, lender and borrower, and a second time refused.
Not modelled: a company of his already at the hero card of such a site (there before the card came into play, or
before his stage points passed its mark) taking the minion card in its place: refused as its site phase begins
(``refuse_at_hero_site``, asked by ``turn/phases.py``), where the two cards would differ.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from ..core import modelled
from ..core.cards import fold
from ..core.errors import Verdict
from ..core.zones import IN_PLAY
from ..primitives.regions import type_of_site
from . import alignments, stage

if TYPE_CHECKING:
    from ..core.cards import Card
    from ..core.state import Company, Instance, State


def forcing(state: State, player: str, site: Card) -> Instance | None:
    """The card in play that has ``player`` use the minion card instead of this hero site card, if any."""
    if alignments.alignment_of(state, player) != alignments.FALLEN_WIZARD or site.alignment != "Hero" \
            or minion_version(site) is None:
        return None
    points: int | None = None
    for inst in sorted(state.cards.values(), key=lambda i: i.seq):
        for kind in inst.card.trait("minion_sites_for", ()) if inst.zone == IN_PLAY else ():
            if type_of_site(state, site) != kind.site_type:
                continue
            points = stage.stage_points(state, player) if points is None else points
            if points > kind.stage_points_above:
                return inst
    return None


def minion_version(site: Card) -> Card | None:
    card = alignments.card_for(site.name, alignments.RINGWRAITH)
    return card if card.is_site and card.alignment == "Minion" and fold(card.name) == fold(site.name) else None


def needed(state: State, player: str, name: str) -> Card | None:
    """The minion card of the site ``name`` that ``player`` must use, when a card in play forces it on him."""
    site = alignments.site_for(state, player, name)
    return minion_version(site) if forcing(state, player, site) is not None else None


def check_move(state: State, company: Company, origin: Card, site: Card, via: tuple[str, ...]) -> Verdict:
    """The ``may move to`` query: not to the hero card of a site whose minion card is forced on the player."""
    card = forcing(state, company.owner, site)
    if card is None:
        return Verdict.allow()
    return Verdict.refuse("minion-site-card-required", f"{state.label(card)} is in play: {company.owner} uses the "
                          f"minion site card of {site.name}, not the hero one (its text; CRF 22, Tournament Rulings "
                          "> Sites).")


def refuse_at_hero_site(state: State, company: Company) -> None:
    """The company's site phase begins at the hero card of a site whose minion card a card in play forces on its
    player: which card it uses there is not modelled (the card's gap of the scope ``site phase``)."""
    card = forcing(state, company.owner, state.cards[company.site].card)
    if card is not None:
        modelled.refuse(card.card, ("site phase",))
