"""Cards used as sites (CRF 22, Card Errata and Rulings > Morannon, The Under-galleries; CoE 2.II.3.5, 2.II.7).

A card whose effect is ``used-as-site`` (Morannon) is, once in play, a site card: of the type and in the region its
entry's facts give (a Dark-hold in Udûn, by Morannon's erratum), with the draws they give for a company moving to it.
As it resolves, the target company declares its movement to that very card, by the card's own site path (its first
region the one of the company's site, its last the card's region); no other movement reaches it, so a movement
declared to it by name is refused. From it, the company may leave by region movement (its region is the card's), or
for a site its effect lists in ``leaves_to``, by the site path given there (Morannon: to Lórien).

Each copy of such a card in play is a site of its own: companies at two copies are at different sites, and so never
join (CoE 2.II.3.5, 2.IV.6: companies join only at the same site; CRF 22 [CoE 2002]). Any rule that lists "any site
in" a region as adjacent (The Under-galleries) lists the card too, being in that region.

When its company leaves it, the card is discarded (Morannon: "when the company successfully plays a new site card"),
never put in a location deck, which it never came from. The engine's reading, where CRF 22's ruling on The
Under-galleries needs it: a card discarded so may still be the site card a company replaces its site with at the end
of the turn, as "the site card at which it began the turn" (Ancient Stair): it comes back into play from its owner's
discard pile, used as a site again (``turn/site_replacement.py``).
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from ..core.behaviour import UsedAsSite, used_as_site
from ..core.cards import Card, catalogue
from ..core.errors import Verdict
from ..core.state import DISCARD, IN_PLAY, Company, Instance, Region, State

if TYPE_CHECKING:
    from ..core.chain import Declared
    from ..game import Game

MOVEMENT = "card site path"   # Company.movement of a company moving by the site path a card used as a site gives


def is_card_site(card: Card) -> bool:
    return used_as_site(card) is not None


def site_key(site: Instance) -> str:
    """What tells one site from another: each copy of a card used as a site is its own site (CRF 22, Morannon)."""
    return site.id if is_card_site(site.card) else site.card.id


def _path(types: tuple[str, ...], origin: Card, site: Card) -> tuple[Region, ...]:
    path = [Region(None, t) for t in types]
    path[0] = Region(origin.fact("region"), types[0])
    path[-1] = Region(site.fact("region"), types[-1])
    return tuple(path)


def move_to(game: Game, entry: Declared, effect: UsedAsSite) -> bool:
    """The ``used-as-site`` primitive: the target company's new site is this card, by its site path."""
    s = game.state
    company = s.companies.get(entry.target or "")
    if company is None or not entry.card:
        return True
    s.move(entry.card, IN_PLAY)   # in play, on no card: a site card the company is not at yet
    company.destination, company.via = entry.card, ()
    s.log.append(f"{s.label(s.cards[entry.card])} comes into play, used as a site card: {company.id} will move to it")
    return True


def check_declared(state: State, company: Company, name: str) -> Verdict:
    """A movement declared to a card used as a site, by name: refused, the card's own play being the only way there."""
    card = catalogue().find(name)
    if card is None or not is_card_site(card):
        return Verdict.allow()
    return Verdict.refuse("illegal-movement", f"{card.name} is {card.kind.replace('-', ' ')}, used as a site card "
                          f"only by the company it is played on: no movement declared to it reaches it.",
                          f"the text of {card.name}")


def check_movement(origin: Card, site: Card, via: list[str] | tuple[str, ...]) -> Verdict | None:
    """Movement from a card used as a site to a site its effect lists, without regions: legal by the card's path."""
    effect = used_as_site(origin)
    if effect is None or via or site.name not in effect.leaves_to:
        return None
    return Verdict.allow()


def reveal(state: State, company: Company) -> bool:
    """The new site is revealed: to a card used as a site, or from one to a site it lists, the card's site path is
    the company's. True when this rule moved the company."""
    assert company.destination is not None
    origin, site = state.cards[company.site], state.cards[company.destination]
    to_card = used_as_site(site.card)
    from_card = used_as_site(origin.card)
    if to_card is not None:
        types = to_card.site_path
    elif from_card is not None and not company.via and site.card.name in from_card.leaves_to:
        types = from_card.leaves_to[site.card.name]
    else:
        return False
    state.move(site.id, IN_PLAY)
    company.origin, company.site, company.moving, company.en_route = origin.id, site.id, True, True
    company.site_path, company.movement, company.destination = _path(types, origin.card, site.card), MOVEMENT, None
    state.log.append(f"{company.id} reveals its new site, {state.label(site)}; site path: "
                     + ", ".join(str(r) for r in company.site_path))
    return True


def leaving(state: State, origin: Instance) -> bool:
    """The last company at a card used as a site has left it: the card is discarded. True when this rule placed it."""
    if not is_card_site(origin.card) or origin.zone != IN_PLAY:
        return False
    state.move(origin.id, DISCARD)
    state.log.append(f"{state.label(origin)}, used as a site card, is discarded: its company has left it")
    return True


def replaceable(site: Instance) -> bool:
    """May this card, out of play, still be the site card a company's site is replaced with (the engine's reading of
    CRF 22, The Under-galleries): a card used as a site, in its owner's discard pile."""
    return is_card_site(site.card) and site.zone == DISCARD
