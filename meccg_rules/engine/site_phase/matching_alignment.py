"""A Fallen-wizard player's site-tapping resources match the site's alignment (CoE 2.V.F1; CRF 22, Card Errata and
Rulings > Double-dealing).

A Fallen-wizard player's companies use hero and minion sites (CoE 1.4.F1, 2.II.7.F1), and his characters bear hero
and minion items (6.1.F1). But a resource he plays that would normally tap the site, an item, an ally or a faction,
must have the site's alignment: a hero one at a hero site, a minion one at a minion site (2.V.F1). A Wizardhaven
counts as either, and so does a Stage resource. A card on the site with the key ``other_alignment_resources``
(Double-dealing) lets him play there the other alignment's resources too; the site stays what it is for everything
else: the items it lists are those printed on its card in play, and a resource event of the other alignment still
may not target or affect it (CoE 9.3.5, ``primitives/conditions.check_site_alignment``; CRF 22, Double-dealing).

The engine's readings where 2.V.F1 is silent: "a resource that would normally tap the site" is an item, an ally or
a faction, the kinds a site taps for (2.V.3, 2.V.4), even when this one play leaves the site as it is: the
additional minor item after a resource tapped it (2.V.5), an item a card lets be played without tapping it
(Thorough Search), an ally or faction played in addition to another (Ent-draughts), an item played at a tapped
site; and however the item comes to be played at the site: after a burglary, fetched from the play deck, with an
event after a faction (``burglary``, ``searched_items``, ``faction_items``). A resource of neither side (dual:
Deadly Dart, Wild Hounds) counts as either, as a Stage resource does."""
from __future__ import annotations

from typing import TYPE_CHECKING

from ..core.errors import Verdict
from ..players import alignments

if TYPE_CHECKING:
    from ..core.cards import Card
    from ..core.state import Instance, State

SIDES = ("Hero", "Minion")   # the alignments that must match; Stage, neutral and dual resources count as either


def either_alignment(site: Card) -> bool:
    """A Wizardhaven counts as either alignment for the match (CoE 2.V.F1)."""
    return site.alignment == "Fallen-wizard" and site.is_haven


def opened_by(state: State, site: Instance) -> Instance | None:
    """The card on the site that lets the other alignment's resources be played there (Double-dealing), if any."""
    return next((i for i in state.attached(site.id) if i.card.trait("other_alignment_resources")), None)


def check(state: State, player: str, card: Card, site: Instance) -> Verdict:
    """May ``player`` play this site-tapping resource (item, ally, faction) at the site, as to its alignment?"""
    if alignments.alignment_of(state, player) != alignments.FALLEN_WIZARD or card.alignment not in SIDES:
        return Verdict.allow()
    if either_alignment(site.card) or card.alignment == alignments.site_alignment(site.card):
        return Verdict.allow()
    if opened_by(state, site) is not None:
        return Verdict.allow()
    side = alignments.site_alignment(site.card).lower()
    return Verdict.refuse("site-alignment", f"{card.name} is a {card.alignment.lower()} resource and "
                          f"{state.label(site)} a {side} site: {player}, a Fallen-wizard player, plays there only "
                          f"{side} resources that tap the site (CoE 2.V.F1).")
