"""Under-deeps sites lent by the player of a card in play to the other player, who lacks them (CRF 22, Tournament
Rulings > Great Secrets Buried There); and a minion site card a hazard of his forces on a Fallen-wizard player who
lacks it, provided once (CRF 22, Tournament Rulings > Sites: ``players/forced_site_versions.py``).

A card in play whose entry has ``lends_under_deeps_sites`` (Great Secrets Buried There, played on the other player)
obliges its player to provide the other player with any Under-deeps site card he does not have in his location
deck (``LendSite``: "Bob lends The Gem-deeps to Alice."): the card lent stays the lender's (its owner), marked
``lent_to`` the borrower, whose movement declared to that site uses it as his own copy (``lent_copy``,
``movement.declare``). Only an Under-deeps site may be lent, only while such a card of the lender's is in play, and
only one the borrower has no copy of in his location deck nor in play.

When the borrower is done with it, the site of origin his last company there leaves, the card goes back to its
owner, not to the borrower's piles: to the lender's location deck, tapped or not, unless the lender has also used
it, a company of his having been at it, and then to the lender's discard pile (``leaving``; ``put_back`` also when
the borrower's last company there is dissolved or replaces its site).

The engine's reading, where the ruling is silent: a site is lent in the borrower's organization phase, when no
chain of effects is open, as movement is declared; "also used" means a company of the lender's has been at that
very card (a company of his leaving it while the borrower's company stays marks it, ``leaving``).
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from ..core.errors import Verdict
from ..players import alignments, forced_site_versions
from ..core.state import DISCARD, IN_PLAY, LOCATION_DECK

if TYPE_CHECKING:
    from .actions import LendSite
    from ..core.cards import Card
    from ..core.state import Company, Instance, State
    from ..game import Game


def lending_card(state: State, lender: str) -> Instance | None:
    """The card in play of ``lender``'s that obliges him to lend Under-deeps sites, if any."""
    return next((i for i in state.cards.values() if i.zone == IN_PLAY and i.controller == lender
                 and i.card.trait("lends_under_deeps_sites", False)), None)


def _forced_by(state: State, lender: str, site: Card, borrower: str) -> Instance | None:
    """The lender's card in play that forces this minion site card on the borrower, a Fallen-wizard (Heart Grown
    Cold: ``players/forced_site_versions.py``), if any."""
    if not site.is_site or site.alignment != "Minion":
        return None
    hero = alignments.card_for(site.name, alignments.WIZARD)
    card = forced_site_versions.forcing(state, borrower, hero) if hero.is_site else None
    return card if card is not None and card.controller == lender else None


def check(state: State, lender: str, site: Card, borrower: str) -> Verdict:
    forced = _forced_by(state, lender, site, borrower) if borrower != lender else None
    if forced is None and (lending_card(state, lender) is None or borrower == lender):
        return Verdict.refuse("cannot-lend-site", f"{lender} has no card in play that has him lend sites to "
                              f"{borrower}.")
    if forced is None and (not site.is_site or not site.fact("under_deeps")):
        return Verdict.refuse("cannot-lend-site", f"{site.name} is not an Under-deeps site: only those are lent.")
    if forced is not None and any(i.card.id == site.id and i.provided_to == borrower and i.owner == lender
                                  for i in state.cards.values()):
        return Verdict.refuse("site-provided-once", f"{lender} has provided {site.name} to {borrower} once: after "
                              f"that {borrower} provides his own sites (CRF 22, Tournament Rulings > Sites).")
    if any((i.card.id == site.id if forced is not None else i.card.name == site.name)   # forced: that version
           and (i.owner == borrower or i.lent_to == borrower)
           and i.zone in (LOCATION_DECK, IN_PLAY) for i in state.cards.values()):
        return Verdict.refuse("cannot-lend-site", f"{borrower} has a copy of {site.name} already.")
    return Verdict.allow()


def lend(state: State, lender: str, site: Card, borrower: str) -> Instance:
    """The lender's copy of the site, from his location deck (the engine's reading: he has one), lent."""
    inst = next((i for i in state.in_zone(LOCATION_DECK, lender) if i.card.id == site.id and not i.lent_to), None)
    if inst is None:
        inst = state.add(site, lender, LOCATION_DECK)
    inst.lent_to = borrower
    if _forced_by(state, lender, site, borrower) is not None:
        inst.provided_to = borrower   # once only (CRF 22, Tournament Rulings > Sites)
    state.log.append(f"{lender} lends his {state.label(inst)} to {borrower}")
    return inst


def lent_copy(state: State, borrower: str, site: Card) -> Instance | None:
    """A copy of the site lent to ``borrower`` and not in play, which his movement uses."""
    return next((i for i in state.cards.values() if i.card.name == site.name and i.lent_to == borrower
                 and i.zone == LOCATION_DECK), None)


def leaving(state: State, origin: Instance, company: Company, others: list[Company]) -> bool:
    """``company`` leaves ``origin``: True when this rule placed the card (a lent site its borrower is done with).
    The lender leaving it while the borrower stays marks it used by him too."""
    if not origin.lent_to or origin.zone != IN_PLAY:
        return False
    if others:   # still in use there
        origin.lender_used = origin.lender_used or company.owner == origin.owner
        return True
    return put_back(state, origin, company.owner)


def put_back(state: State, site: Instance, last: str) -> bool:
    """The last company at ``site``, in play, is gone (it left, or it was dissolved there, or it replaced the site):
    True when this rule placed the card, a lent site its borrower ``last`` is done with. When ``last`` is its lender,
    the card is his own again, placed as usual (False)."""
    if not site.lent_to or site.zone != IN_PLAY:
        return False
    used = site.lender_used
    site.lent_to, site.lender_used = "", False
    if last == site.owner:
        return False
    state.move(site.id, DISCARD if used else LOCATION_DECK)
    state.log.append(f"{state.label(site)}, lent, goes back to {site.owner}'s "
                     + ("discard pile: he has used it too" if used else "location deck"))
    return True


def check_lend(game: Game, action: LendSite) -> Verdict:
    s = game.state
    verdict = check(s, action.player, site_lent(s, action.player, action.site, action.borrower), action.borrower)
    if verdict and (s.phase != "organization" or s.resource_player != action.borrower or s.chains):
        return Verdict.refuse("wrong-phase", f"A site is lent in {action.borrower}'s organization phase, when no "
                              "chain of effects is open.")
    return verdict


def apply_lend(game: Game, action: LendSite) -> None:
    lend(game.state, action.player, site_lent(game.state, action.player, action.site, action.borrower),
         action.borrower)


def site_lent(state: State, lender: str, name: str, borrower: str) -> Card:
    """The site card lent: the minion card a hazard forces on the borrower, else the lender's version."""
    return forced_site_versions.needed(state, borrower, name) or alignments.site_for(state, lender, name)
