"""A hazard host on a site, whose site's automatic-attacks take prisoners there (Troll-purse; CoE 3.III.1, 3.III.5,
3.III.9).

Troll-purse, played on a site with an Orc or Troll automatic-attack, waits for an item played there (its passive
condition on the event ``item-played-at-site``): the company of the character who played it faces every
automatic-attack of the site again, each one's prowess changed as the card says (the primitive
``prisoner-taking-automatic-attacks``), in the order the site phase gives them (``automatic_attacks``). They are
the site's automatic-attacks, faced again, with what affects automatic-attacks. A successful strike of one does not
harm its character: he is taken prisoner at the site, the card being his hazard host (the combat hook ``strike
succeeded``, ``taking_prisoners.take``). The rescue site is the site the card is on (its key ``at_its_site``): it
stays in play where it is, no site comes from a location deck, and none returns to one (3.III.7 returns a site
placed with its host). A successful strike against an ally neither taps nor wounds him (3.III.9). The rescue-attack
is every automatic-attack the site has as the rescue is attempted (its key ``rescue_attacks_of_the_site``,
``rescue_attempts.attempt``).

The engine's readings, where the text is silent: "the company" is the company of the character who played the
item; a strike that succeeds after the card has left play harms its character as any strike does (the card said
otherwise, and is gone); the card is a hazard host only once it holds a prisoner, so 3.III.7 (a host with no card
placed with it is discarded) discards it only once its last prisoner is rescued, not while it waits on its site
for an item; discarded by itself, it frees its prisoners into a company at the site (3.III.8,
``discarded_hosts.py``); leaving play with its site (the company that played the item moving away) while it holds
prisoners, it is discarded with it and frees them the same way, into a company at that site by another card of it
(the engine's reading, ``discarded_hosts.py``).

The same mark (``TAKES``: the attack's id -> its host) serves an attack another family makes take prisoners: To Get
You Away's agent's attack (``agents/prisoners_taken_by_agents.py``), whose host, played on no character, takes its
prisoner at the site kept as it was played (``rescue_sites.RESCUE_SITE``; another copy of that name in the location
deck if that card has left it), then asks the hook ``taken prisoner`` (the agent returns there). Such a host whose
attack took no one is discarded as the attack ends (3.III.7); the race of the attack that took the prisoners is kept
for a rescue-attack "same race as agent" (``attacker_race``).
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from ..combat import flow
from ..core.registry import REGISTRY
from ..core.state import LOCATION_DECK, Ongoing
from ..site_phase.automatic_attacks import automatic_attacks
from .rescue_sites import RESCUE_SITE
from .taking_prisoners import discard_empty, is_host, rescue_site_of, take

if TYPE_CHECKING:
    from ..core.behaviour import PrisonerTakingAutomaticAttacks
    from ..core.chain import Declared
    from ..core.state import Attack, Instance, State
    from ..game import Game

TAKES = "takes prisoners for"   # per turn: (TAKES, attack id) -> the hazard host whose attack it is
RACE = "race of the attack that took prisoners"   # the stat of the mark on a host (its ``how``: the race)
SAME_RACE = "attacker"   # a rescue-attack's race: that of the attack that took the prisoners ("Same race as agent")


def prisoner_taking_automatic_attacks(game: Game, entry: Declared, effect: PrisonerTakingAutomaticAttacks) -> bool:
    """The primitive: the company faces its site's automatic-attacks again, prowess changed, taking prisoners."""
    s = game.state
    host = s.cards.get(entry.card or "")
    character = s.cards.get(entry.target or "")
    company = s.company_of(character.id) if character is not None else None
    if host is None or company is None:
        return True
    attacks = automatic_attacks(s, company.id)
    for attack in attacks:
        attack.prowess += effect.prowess
        attack.label += f" again ({s.label(host)})"
        s.turn.per_turn[(TAKES, attack.id)] = host.id
    s.log.append(f"{s.label(host)}: an item was played at {s.label(s.cards[company.site])}: {company.id} faces "
                 f"its automatic-attacks again, prowess {effect.prowess:+d}" if attacks else
                 f"{s.label(host)}: {s.label(s.cards[company.site])} has no automatic-attack to face again")
    if attacks:
        flow.begin(game, attacks)
    return True


def _site(state: State, host: Instance) -> Instance | None:
    """Where the attack's host takes its prisoner: the site it is on, or the site named as it was played (To Get You
    Away's, kept by the agents family), if still in its player's location deck."""
    site = rescue_site_of(state, host.id)
    if site is not None:
        return site
    named = state.cards.get(state.turn.per_turn.get((RESCUE_SITE, host.id)) or "")
    if named is None or named.zone == LOCATION_DECK:
        return named
    return next((i for i in state.in_zone(LOCATION_DECK, named.owner) if i.name == named.name), None)   # a copy


def strike_succeeded(state: State, attack: Attack, character: Instance) -> bool:
    """The combat hook ``strike succeeded``: a strike of an attack a hazard host makes take prisoners (its
    ``TAKES`` mark) takes its character prisoner at the rescue site, and leaves an ally unharmed (CoE 3.III.9). True
    when it does either."""
    host = state.cards.get(state.turn.per_turn.get((TAKES, attack.id)) or "")
    if host is None or not is_host(host):   # the card has left play: the strike harms as any does
        return False
    name = state.label(character)
    if not character.card.is_character:   # an ally: neither tapped nor wounded (3.III.9)
        state.log.append(f"{name}'s strike succeeds: an ally cannot be taken prisoner, and is neither tapped nor "
                         "wounded (CoE 3.III.9)")
        return True
    site = _site(state, host)
    if site is None:   # the site named left the location deck since: no prisoner is made
        state.log.append(f"{name}'s strike succeeds, but no rescue site is left for {state.label(host)}: {name} is "
                         "not harmed")
        return True
    take(state, host, character, site)
    keys = host.card.trait("hazard_host")
    if keys is not None and any(r.race == SAME_RACE for r in keys.rescue_attacks) and not attacker_race(state, host):
        state.ongoing.append(Ongoing(host.id, host.id, RACE, 0, "leaves-play", how=attack.race))   # kept for them
    for hook in REGISTRY.hooks("taken prisoner"):   # an agent returns to the site (agents family)
        hook(state, host, attack, character, site)
    return True


def attacker_race(state: State, host: Instance) -> str:
    """The race of the attack that took the host's prisoners ("Rescue-attack: Same race as agent")."""
    return next((str(o.how) for o in state.ongoing if o.target == host.id and o.stat == RACE), "")


def attack_ended(state: State, attack: Attack) -> None:
    """The combat hook ``attack ended``: a host whose attack took no prisoner has no card placed with it, and is
    discarded (CoE 3.III.7); not a host on a site, which waits there for an item (the engine's reading)."""
    host = state.cards.get(state.turn.per_turn.get((TAKES, attack.id)) or "")
    keys = host.card.trait("hazard_host") if host is not None else None
    if host is not None and keys is not None and not keys.at_its_site and is_host(host):
        discard_empty(state, host)
