"""Taking a character prisoner, and holding him (CoE 3.III.1, 3.III.3, 3.III.4, 3.III.7).

A hazard host played on a character (a card with ``hazard_host``: Flies and Spiders, on a character facing a
strike) takes him prisoner if the strike succeeds (the combat hook ``strike succeeded``): he is neither wounded nor
tapped; the rescue site leaves its player's location deck and is placed off to the side with the host, which then
lies on the table by itself, and the prisoner is placed off to the side with it too, keeping his position (a
character in play is always untapped, tapped or wounded, a prisoner too: CoE glossary, character). His followers
revert to general influence, their minds counted from their player's next organization phase
(``reverted_followers.py``); every other card on him is discarded, but not a ring, which stays with him (3.III.3).

Held so (3.III.4), he is in no company, costs no influence, takes no action, does not untap or heal, and no card
affects him but one that names prisoners: the engine's general rules reach only characters in play; he is worth
negative marshalling points (``negative_marshalling_points.py``). A hazard host left with no card placed with it (its
strike did not succeed: the attack it was played in ends with no prisoner, or every prisoner was rescued) is
discarded, and its rescue site, if it has one, returns to its player's location deck (3.III.7); one leaving play while
it holds prisoners frees them into a new company at the rescue site (3.III.8, ``discarded_hosts.py``).

A hazard host on a site (Troll-purse: ``at_its_site``) holds its prisoners at the site it is on, which stays where
it is (``hosts_on_a_site.py``): its rescue site is that site, and only a site placed with a host returns to a
location deck. An attack a host makes take prisoners without being played on anyone (Troll-purse's, To Get You
Away's agent's) is handled in ``hosts_on_a_site.py``.
"""
from __future__ import annotations

from ..core.state import DISCARD, IN_PLAY, LOCATION_DECK, OFF_TO_THE_SIDE, Attack, Instance, State
from ..primitives.conditions import is_ring
from . import reverted_followers
from .rescue_sites import choose, host_of


def hosts_on(state: State, character: str) -> list[Instance]:
    """The hazard hosts in play on this character, waiting for his strike."""
    return [i for i in state.attached(character) if host_of(i.card) is not None]


def is_host(inst: Instance) -> bool:
    return inst.zone == IN_PLAY and host_of(inst.card) is not None


def prisoners_of(state: State, host: str) -> list[Instance]:
    """The characters a hazard host holds prisoner (CoE 3.III.1)."""
    return [i for i in state.off_to_the_side(host) if i.card.is_character]


def placed_site(state: State, host: str) -> Instance | None:
    """The rescue site placed with a hazard host, taken from its player's location deck."""
    return next((i for i in state.off_to_the_side(host) if i.card.is_site), None)


def rescue_site_of(state: State, host: str) -> Instance | None:
    """The rescue site of a hazard host: the one placed with it (in play as a company's site if that company moved
    there with it, CoE 3.III.6: ``rescue_site_cards.py``), or the site it is on (``at_its_site``)."""
    placed = placed_site(state, host) or in_play_for(state, host)
    inst = state.cards.get(host)
    keys = host_of(inst.card) if inst is not None else None
    if placed is not None or keys is None or not keys.at_its_site:
        return placed
    site = state.cards.get(inst.attached_to or "") if inst is not None else None
    return site if site is not None and site.card.is_site else None


def in_play_for(state: State, host: str) -> Instance | None:
    """The host's rescue site card in play as a company's site, lent by 3.III.6, if it is."""
    return next((i for i in state.cards.values() if i.zone == IN_PLAY and i.used_for == host), None)


def return_placed_site(state: State, site: Instance) -> str:
    """The host's rescue site card goes back to its player's location deck (CoE 3.III.7): no longer lent (nor used
    for the host: ``State.move`` forgets it), and a company that had declared it as its new site does not move (the
    engine's reading). What happened, for the log."""
    state.move(site.id, LOCATION_DECK)
    site.lent_to = ""
    for company in state.companies.values():
        if company.destination == site.id:
            company.destination, company.via, company.open_paths = None, (), None
            state.log.append(f"{company.id} will not move: {state.label(site)}, the rescue site card it was to move "
                             f"to, went back to {site.owner}'s location deck (CoE 3.III.6)")
    return f"{state.label(site)} returns to {site.owner}'s location deck"


def prisoner_host(state: State, character: Instance) -> Instance | None:
    """The hazard host holding this character prisoner, if he is one."""
    host = state.cards.get(character.attached_to or "") if character.zone == OFF_TO_THE_SIDE else None
    return host if host is not None and is_host(host) else None


def strike_succeeded(state: State, attack: Attack, character: Instance) -> bool:
    """The combat hook ``strike succeeded``: a hazard host on the character takes him prisoner instead of harming
    him (CoE 3.III.1, 3.III.3). True when it does."""
    hosts = hosts_on(state, character.id)
    if not hosts:
        return False
    host = hosts[0]
    site = choose(state, host, character)
    name = state.label(character)
    if site is None:   # the rescue site left the location deck since the host was played: no prisoner is made
        state.log.append(f"{name}'s strike succeeds, but no rescue site is left for {state.label(host)}: {name} is "
                         "not harmed")
        return True
    take(state, host, character, site)
    return True


def take(state: State, host: Instance, character: Instance, site: Instance) -> None:
    """Take ``character`` prisoner with ``host`` at ``site`` (a site card of the hazard player's, CoE 3.III.3; or
    the site a host on a site is on, which stays where it is)."""
    keys = host_of(host.card)
    if keys is None or not keys.at_its_site:
        state.move(host.id, IN_PLAY)   # the host lies by itself now, holding the rescue site and the prisoner
        state.move(site.id, OFF_TO_THE_SIDE, attached_to=host.id)
    reverted_followers.revert(state, character)   # back under general influence, not counted yet (3.III.3)
    rings = [i for i in state.attached(character.id) if i.card.kind == "item" and is_ring(i.card)]
    for ring in rings:   # set aside with the host while he leaves play, or they would go with his other cards
        state.move(ring.id, OFF_TO_THE_SIDE, attached_to=host.id)
    tapped, wounded = character.tapped, character.wounded
    state.move(character.id, OFF_TO_THE_SIDE, attached_to=host.id)   # his other cards are discarded
    for ring in rings:   # a ring stays with him
        state.move(ring.id, OFF_TO_THE_SIDE, attached_to=character.id)
    character.tapped, character.wounded = tapped, wounded
    state.emit("taken-prisoner", card=character.id, host=host.id)
    state.log.append(f"{state.label(character)} is not harmed: {state.label(host)} takes him prisoner at "
                     f"{state.label(site)}")


def attack_ended(state: State, attack: Attack) -> None:
    """The combat hook ``attack ended``: a hazard host played on a character in that attack that took no prisoner
    has no card placed with it, and is discarded (CoE 3.III.7)."""
    for host in [i for i in state.cards.values() if is_host(i) and i.attached_to in state.cards
                 and state.cards[i.attached_to].card.is_character]:
        company = state.company_of(host.id)
        if company is not None and company.id == attack.company:
            discard_empty(state, host)


def discard_empty(state: State, host: Instance) -> None:
    """A hazard host with no prisoner left: discarded, its rescue site back in its player's location deck."""
    if prisoners_of(state, host.id):
        return
    site = placed_site(state, host.id)
    returned = return_placed_site(state, site) if site is not None else ""
    state.move(host.id, DISCARD)
    state.log.append(f"{state.label(host)} holds no prisoner and is discarded (CoE 3.III.7)"
                     + (f"; {returned}" if returned else ""))
