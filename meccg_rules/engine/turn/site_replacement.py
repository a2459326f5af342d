"""Replacing a company's site card at the end of the turn (CoE 2.VI.1; CRF 22, Card Errata and Rulings > Ancient
Stair, Bill the Pony, Great-road, Iron-road).

Some cards let a company replace its site card with another as the turn ends: a card played on it earlier in the
turn (the ``replace-site`` primitive: the site card at which it began the turn, Great-road, Iron-road, Ancient
Stair, this one only if the company moved to an Under-deeps site), or an ally discarded then (``replaces_site``:
Bill the Pony, to the nearest Haven, not from a Haven or an Under-deeps site, his company's size three or less).
The player says so ("Alice replaces Fellowship's site with Lórien." or "..., discarding Bill the Pony.").

The replacement counts as movement, without a movement/hazard phase (CoE 2.VI.1): the company moves from the
site it leaves to the new one, so what its cards say happens when it moves happens (a card discarded when its
company moves, an ally who may not leave his regions: ``movement_hazard/movement_limits.py``); but it has no site
path, nobody draws for it, and no hazard may be played on it. The site card it leaves goes as a site of origin
goes at the end of a movement/hazard phase (CoE 2.IV.viii): discarded if it is a tapped non-Haven, else back to
the location deck, unless another company is there (the engine's reading: the rules say only that the
replacement counts as movement).

When: at the end of the turn, in the end-of-turn phase once both players have reset their hands (CoE 2.VI.iii:
only what is allowed at the end of the turn may be taken then). The engine's reading: the replacement is made at
once, with no chain of effects (nothing can be declared against it at that moment). The nearest Haven for a
Fallen-wizard player is the one printed on the hero version of his site (CRF 22, Bill the Pony).
"""
from __future__ import annotations

from typing import TYPE_CHECKING, NamedTuple

from ..core.behaviour import ReplaceSite as ReplaceSiteEffect
from ..core.cards import Card, fold
from ..core.chain import Declared
from ..core.errors import InputError, Verdict
from ..core.state import DISCARD, IN_PLAY, LOCATION_DECK, Company, Instance, State
from ..movement_hazard.movement_limits import discard_out_of_bounds
from ..organization import card_sites, lent_sites
from ..organization.composition import size_of
from ..players import alignments
from .actions import ReplaceSite
from .phases import HANDS_RESET

if TYPE_CHECKING:
    from ..core.listing import Listing
    from ..game import Game
    from .keys import ReplacesSite

GRANTED = "site replacement"   # Turn.per_turn key, with the company id: the replacements it may make this turn


class Granted(NamedTuple):
    """A replacement a card played on the company allows at the end of the turn: with ``site`` (an instance)."""
    source: str
    site: str
    effect: ReplaceSiteEffect


def grant(game: Game, entry: Declared, effect: ReplaceSiteEffect) -> bool:
    """The ``replace-site`` primitive: at the end of the turn the target company may replace its site card with the
    one at which it began the turn (the card is played on it before it moves: its site now)."""
    s = game.state
    company = s.companies.get(entry.target or "") or (s.company_of(entry.target) if entry.target else None)
    if company is None:
        return True
    s.turn.per_turn.setdefault((GRANTED, company.id), []).append(Granted(entry.card or "", company.site, effect))
    s.log.append(f"at the end of the turn {company.id} may replace its site card with "
                 f"{s.label(s.cards[company.site])} ({s._name(entry.card or '')})")
    return True


def granted(state: State, company: Company) -> list[Granted]:
    found: list[Granted] = state.turn.per_turn.get((GRANTED, company.id), [])
    return found


def describe(state: State) -> list[str]:
    """The ``describe`` hook: the replacements companies may make at the end of this turn."""
    return [f"{key[1]} may replace its site card with {state.label(state.cards[g.site])} at the end of the turn "
            f"({state._name(g.source)})" for key, value in state.turn.per_turn.items()
            if isinstance(key, tuple) and key[0] == GRANTED for g in value]


# ------------------------------------------------------------------ the nearest Haven (Bill the Pony)
def nearest_haven(state: State, player: str, site: Card) -> str | None:
    """The name of the site's nearest Haven for the player: printed on the site, and for a Fallen-wizard player on
    the hero version of the site (CRF 22, Bill the Pony); None if the site names none."""
    printed = site
    if alignments.alignment_of(state, player) == alignments.FALLEN_WIZARD and site.alignment != "Hero":
        try:
            printed = alignments.version_of(site, "hero")
        except InputError:
            return None   # no hero version: no Haven is named
    found: str | None = printed.fact("nearest_haven")
    return found


def _by_discarding(state: State, action: ReplaceSite, company: Company) -> tuple[Verdict, Instance | None]:
    """The card discarded to replace the site (Bill the Pony): in the company, and its conditions; the new site."""
    card = state.find(action.discarding)
    terms: ReplacesSite | None = card.card.trait("replaces_site")
    if terms is None:
        return Verdict.refuse("no-site-replacement", f"{state.label(card)} does not let its company replace its "
                              "site."), None
    if card.zone != IN_PLAY or state.company_of(card.id) is not company or card.controller != action.player:
        return Verdict.refuse("no-site-replacement", f"{state.label(card)} is not {action.player}'s, in "
                              f"{company.id}."), None
    rule = f"the text of {card.name}"
    site = state.cards[company.site]
    if "Haven" in terms.not_at and site.card.is_haven:
        return Verdict.refuse("at-a-haven", f"{company.id} is at a Haven, {state.label(site)}: {card.name} takes a "
                              "company to a Haven from elsewhere.", rule), None
    if "Under-deeps" in terms.not_at and site.card.fact("under_deeps"):
        return Verdict.refuse("at-under-deeps-site", f"{company.id} is at an Under-deeps site, {state.label(site)}: "
                              f"{card.name}'s ability cannot be used there.",
                              f"{rule}; CRF 22, Card Errata and Rulings > {card.name}"), None
    size = size_of(state, state.characters(company.id))
    if terms.company_size_at_most is not None and size > terms.company_size_at_most:
        return Verdict.refuse("company-size-over", f"{company.id}'s size is {size}: {card.name} needs "
                              f"{terms.company_size_at_most} or less.", rule), None
    haven = nearest_haven(state, action.player, site.card)
    if haven is None:
        return Verdict.refuse("not-that-site", f"{state.label(site)} names no nearest Haven.", rule), None
    if fold(haven) != fold(action.site):
        return Verdict.refuse("not-that-site", f"{card.name} replaces {company.id}'s site with its nearest Haven, "
                              f"{haven}; not {action.site}.", rule), None
    return Verdict.allow(), _haven_card(state, action.player, haven)


def _haven_card(state: State, player: str, name: str) -> Instance:
    """The player's copy of the Haven: from his location deck, else one in play, else (the engine's reading, as an
    unstated location deck gives one to a movement declared) one the example did not place elsewhere, his location
    deck stated or not (a stated one lacking it, not modelled yet: ``organization/location_decks.py``)."""
    card = alignments.site_for(state, player, name)
    waiting = [i for i in state.in_zone(LOCATION_DECK, player) if i.card.id == card.id]
    used = [state.cards[c.site] for c in state.companies_of(player) if state.cards[c.site].card.id == card.id]
    found = waiting or used
    return found[0] if found else state.add(card, player, LOCATION_DECK)


def _by_grant(state: State, action: ReplaceSite, company: Company) -> tuple[Verdict, Granted | None]:
    """The replacement a card played on the company allows, with the site named."""
    grants = granted(state, company)
    if not grants:
        return Verdict.refuse("no-site-replacement", f"Nothing lets {company.id} replace its site card this "
                              "turn."), None
    fitting = [g for g in grants if fold(state.cards[g.site].name) == fold(action.site)]
    if not fitting:
        names = ", ".join(f"{state.label(state.cards[g.site])} ({state._name(g.source)})" for g in grants)
        return Verdict.refuse("not-that-site", f"{company.id} may replace its site card only with the site at "
                              f"which it began the turn: {names}; not {action.site}.",
                              f"the text of {state._name(grants[0].source)}"), None
    chosen = fitting[0]
    if chosen.effect.if_moved_to == "under-deeps" and not (
            company.moving and company.origin and state.cards[company.site].card.fact("under_deeps")):
        return Verdict.refuse("did-not-move-to-under-deeps", f"{company.id} did not move to an Under-deeps site "
                              f"this turn: {state._name(chosen.source)} lets it come back only from one.",
                              f"the text of {state._name(chosen.source)}"), None
    site = state.cards[chosen.site]
    if site.zone not in (IN_PLAY, LOCATION_DECK) and not card_sites.replaceable(site):
        return Verdict.refuse("site-not-available", f"{state.label(site)} is in {site.owner}'s {site.zone}, not "
                              "in play or in the location deck.", "CoE 2.VI.1"), None
    return Verdict.allow(), chosen


def check_replace(game: Game, action: ReplaceSite) -> Verdict:
    s = game.state
    company = s.get_company(action.company)
    if action.player != s.resource_player or company.owner != action.player:
        return Verdict.refuse("wrong-player", f"Only {company.owner} replaces {company.id}'s site, in his own turn.")
    if s.phase != "end-of-turn" or not s.turn.per_phase.get(HANDS_RESET):
        return Verdict.refuse("not-end-of-turn", "A site card is replaced at the end of the turn: in the "
                              "end-of-turn phase, once both players have reset their hands (CoE 2.VI.iii).")
    if s.chains or s.pending is not None:
        return Verdict.refuse("must-start-chain", "Finish what is under way first.")
    if fold(s.cards[company.site].name) == fold(action.site):
        return Verdict.refuse("not-that-site", f"{company.id} is at {s.label(s.cards[company.site])} already.")
    if action.discarding:
        return _by_discarding(s, action, company)[0]
    return _by_grant(s, action, company)[0]


def replace(game: Game, action: ReplaceSite) -> None:
    s = game.state
    company = s.get_company(action.company)
    if action.discarding:
        _verdict, site = _by_discarding(s, action, company)
        card = s.find(action.discarding)
        s.move(card.id, DISCARD)
        s.log.append(f"{action.player} discards {s.label(card)}")
        assert site is not None
        move(s, company, site)
        return
    _verdict, chosen = _by_grant(s, action, company)
    assert chosen is not None
    granted(s, company).remove(chosen)
    move(s, company, s.cards[chosen.site])


def move(state: State, company: Company, site: Instance) -> None:
    """The company's site card is replaced: movement without a movement/hazard phase (CoE 2.VI.1)."""
    left = state.cards[company.site]
    if site.zone != IN_PLAY:
        state.move(site.id, IN_PLAY)
    company.origin, company.site, company.moving, company.en_route = left.id, site.id, True, False
    company.movement, company.site_path, company.returned = "site replacement", (), False
    state.log.append(f"{company.id} replaces its site card, {state.label(left)}, with {state.label(site)}: it moves, "
                     "without a movement/hazard phase (no site path, no draws, no hazards)")
    discard_out_of_bounds(state, company)
    others = [c for c in state.companies.values() if c is not company and left.id in (c.site, c.destination)]
    if others or left.zone != IN_PLAY or lent_sites.put_back(state, left, company.owner):   # a lent one: to its lender
        return
    if card_sites.leaving(state, left):   # a card used as a site is discarded
        return
    tapped_non_haven = left.tapped and not left.card.is_haven
    state.move(left.id, DISCARD if tapped_non_haven else LOCATION_DECK)
    state.log.append(f"{state.label(left)}, the site it left, goes to the "
                     f"{'discard pile' if tapped_non_haven else 'location deck'}")


def candidates(listing: Listing) -> list[ReplaceSite]:
    """The replacements worth asking ``check`` about: each card's site for the company it was played on, each Haven
    named as nearest for a company holding a card it may discard to go there."""
    state, found = listing.state, []
    if listing.gated and state.phase != "end-of-turn":
        return []
    for company in state.companies_of(state.resource_player):
        found += [ReplaceSite(company.owner, company.id, state.cards[g.site].name) for g in granted(state, company)]
        haven = nearest_haven(state, company.owner, state.cards[company.site].card)
        found += [ReplaceSite(company.owner, company.id, haven, i.id) for i in listing.in_play
                  if haven and i.card.trait("replaces_site") is not None and state.company_of(i.id) is company]
    return found
