"""Items set aside under a card in play for the other player, to be played later as though in his hand at an
Under-deeps site where they are normally playable (Great Secrets Buried There; CRF 22, Card Errata and Rulings).

A card in play whose entry has ``items_for_under_deeps`` holds items off to the side under it (CoE glossary, off to
the side) that belong to the player it was played on, not to its own player. That player, the item's owner, may play
such an item as though it were in his hand (``held``), but only at an Under-deeps site (``check_site``), and only
where the item is normally playable: the site itself must list it (``site_resources.check_play_resource``), so an
effect that makes an item playable where the site does not, or at a tapped site (Thorough Search; a trade for minor
items, at a surface site anyway) does not open the way (CRF 22: "the item must be normally playable at the Under-deeps site"). Otherwise it is
played as any item from hand: an untapped character, an untapped site, its automatic-attacks faced.

The engine's reading, where the card is silent: the cards that make an item playable elsewhere, or at a tapped site,
are not "normally" so, and are ignored for an item played from under the card.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from ..core.errors import Verdict
from ..primitives import kept_aside

if TYPE_CHECKING:
    from ..core.state import Instance, State

KEY = "items_for_under_deeps"   # the host's entry: it holds items for the player it was played on


def host_of(state: State, player: str, inst: Instance) -> Instance | None:
    """The card in play that holds ``inst`` under it for ``player``, its owner, if one does."""
    return kept_aside.host_of(state, player, inst, KEY, by_owner=True)


def held(state: State, player: str, inst: Instance) -> Verdict:
    """Is the item in ``player``'s hand, or under a card that holds it for him (played as though in hand)?"""
    return kept_aside.held(state, player, inst, KEY, by_owner=True)


def check_site(state: State, player: str, inst: Instance, site: Instance) -> Verdict:
    """An item played from under such a card needs an Under-deeps site; an item from hand is not this rule's."""
    host = host_of(state, player, inst)
    if host is None or site.card.fact("under_deeps"):
        return Verdict.allow()
    return Verdict.refuse("not-playable-at-site", f"{state.label(inst)}, under {state.label(host)}, is playable only "
                          f"at an Under-deeps site, not at {state.label(site)}.")
