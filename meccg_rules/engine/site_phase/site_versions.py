"""A site card replaced with another version of the same site (Great Ruse; CRF 22, Card Errata and Rulings > Great
Ruse, Rulings by Term > Fallen-wizard).

A Fallen-wizard player's location deck holds a hero and a minion copy of each site (CoE 1.4.F1), and a card may
have him put one in place of the other (Great Ruse: the hero Shadow-hold or Dark-hold where he has an overt company
becomes the minion one). Such a card needs a site that has that version: Morannon, with no minion version, cannot
take Great Ruse (CRF 22; the condition ``site_has_version``). The new card comes into play in the orientation of
the one it replaces, tapped if that one was (CRF 22, Rulings by Term > Fallen-wizard).

The engine's readings where the rules are silent: the companies at the site, and the cards on it, stay with the
site: they pass to the new card, and so does the card played, when its effects then ``attach`` it; the new card is
its player's copy from his location deck, else one the example did not place elsewhere (as an unstated location
deck gives one to a movement declared; a stated one lacking it is not refused yet, ``organization/location_decks.py``);
the card replaced goes back to his location deck, being neither discarded nor left as the company's site."""
from __future__ import annotations

from typing import TYPE_CHECKING

from ..core.behaviour import used_as_site
from ..core.cards import Card
from ..core.errors import InputError, Verdict
from ..core.state import IN_PLAY, LOCATION_DECK
from ..players import alignments
from ..players.covert_and_overt import overt

if TYPE_CHECKING:
    from ..core.behaviour import Condition, ReplaceWithVersion
    from ..core.chain import Declared
    from ..core.state import Instance, State
    from ..game import Game


def other_version(site: Card, version: str) -> Card | None:
    """The site's card of that alignment, or None if none is printed."""
    try:
        found = alignments.version_of(site, version)
    except InputError:
        return None
    return found if found.is_site else None


def _site(state: State, target: str | None) -> Instance | None:
    """The target site: a site card, or a card used as a site in play (Morannon), which has no other version."""
    inst = state.cards.get(target or "")
    return inst if inst is not None and (inst.card.is_site or used_as_site(inst.card) is not None) else None


def check_site_has_version(state: State, card: Card, condition: Condition, target: str | None) -> Verdict:
    """``site_has_version``: the target site has a version of that alignment to be replaced with (CRF 22, Great
    Ruse: not on Morannon)."""
    site = _site(state, target)
    if site is None or other_version(site.card, condition.site_has_version) is None:
        where = state.label(site) if site is not None else "its target"
        return Verdict.refuse("no-such-version", f"{card.name} replaces a site card with its "
                              f"{condition.site_has_version} version: {where} has none.")
    return Verdict.allow()


def check_overt_company_at_site(state: State, card: Card, condition: Condition, target: str | None) -> Verdict:
    """``overt_company_at_site``: one of the resource player's companies at the target site is overt."""
    site = _site(state, target)
    here = [c for c in state.companies_of(state.resource_player) if site is not None and c.site == site.id]
    if not any(overt(state, c.id) for c in here):
        where = state.label(site) if site is not None else "its target"
        return Verdict.refuse("no-overt-company", f"{card.name} needs an overt company of "
                              f"{state.resource_player}'s at {where}.")
    return Verdict.allow()


def _copy(state: State, owner: str, card: Card) -> Instance:
    """The owner's copy of that version: from his location deck, else a new one (the engine's reading)."""
    waiting = [i for i in state.in_zone(LOCATION_DECK, owner) if i.card.id == card.id]
    return waiting[0] if waiting else state.add(card, owner, LOCATION_DECK)


def replace_with_version(game: Game, entry: Declared, effect: ReplaceWithVersion) -> bool:
    """The primitive ``replace-with-version``."""
    s = game.state
    old = _site(s, entry.target)
    printed = other_version(old.card, effect.version) if old is not None else None
    if old is None or old.zone != IN_PLAY or printed is None:
        s.log.append(f"{s._name(entry.card)}: its site is no longer there to be replaced")
        return True
    new = _copy(s, old.owner, printed)
    s.move(new.id, IN_PLAY)
    new.tapped = old.tapped   # the same orientation: it comes into play so, it does not tap (CRF 22)
    for company in s.companies.values():
        for field in ("site", "origin", "destination"):
            if getattr(company, field, None) == old.id:
                setattr(company, field, new.id)
    for card in s.attached(old.id):
        s.move(card.id, IN_PLAY, attached_to=new.id)
    s.move(old.id, LOCATION_DECK)
    entry.target = new.id   # a card then attached goes on the new site card
    s.log.append(f"{s.label(old)} is replaced with {s.label(new)} ({s._name(entry.card)}), "
                 f"{'tapped' if new.tapped else 'untapped'} as it was; {s.label(old)} goes back to "
                 f"{old.owner}'s location deck")
    return True
