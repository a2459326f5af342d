"""An agent's attack that takes prisoners (To Get You Away; CoE 3.III; the effect ``agent-attack`` with
``takes_prisoner`` and the condition ``agent_home_rescue_site``).

To Get You Away is played by tapping an agent of any skill at the target company's new site (the condition
``agent_taps_at_new_site = "any"``, ``attacks_by_cards.py``): the agent attacks the company, the attacker choosing
the defending characters. A successful strike of that attack does not wound its character: he is taken prisoner at
one of the agent's home sites, the card being his hazard host, and the agent returns to that site.

The hazard host may be played only if its rescue site is available from its player's location deck (CoE 3.III.2):
here a site card of one of the agent's home sites, "regardless of site's location", so none of 3.III.2's regions
applies (the condition ``agent_home_rescue_site``). "Attacker's choice": with sites of several names, the hazard
player names the one he chooses as he plays the card (the combat hook ``names as played``, as for any hazard host,
``prisoners/rescue_sites.py``: "Bob plays To Get You Away on Fellowship, naming Dol Guldur"); with one, it is that
one. The site is kept as the card is declared (the hook ``declared``, asked before the agent taps), and taken from
the location deck when the strike succeeds (``prisoners/hosts_on_a_site.py``, which the effect's attack is marked
for). As the prisoner is taken, the agent returns to that site (the prisoners family's hook ``taken prisoner``),
face-up, still tapped. The rescue-attack, "same race as agent", has the race of the attack that took him (the
prisoners family keeps it: ``rescue_attempts.py``). A card whose agent is no longer tapped at the company's new site
as it resolves makes no attack (CoE 9.2.1) and, holding no card, is discarded (3.III.7; ``attacks_by_cards.attack``).

The engine's readings, where the text is silent: the rescue site is chosen as the card is played, as the hazard
player names every rescue site (3.III.2 requires it available then); the agent returns as a return to a home site
does (``agent_actions``'s return: its trail begins there again); the rescue-attack's race is the one the agent had
as it took the prisoner.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from ..combat.named_creatures import NAMED
from ..core.cards import fold
from ..core.errors import NotModelledError, Verdict
from ..core.state import LOCATION_DECK, Attack, Instance, State
from ..prisoners.rescue_sites import RESCUE_SITE, check_site_named
from .agent_hazards import AGENT, home_sites
from .attacks_by_cards import to_tap
from .discarded_for_play import candidates

if TYPE_CHECKING:
    from ..core.behaviour import Condition
    from ..core.cards import Card
    from ..core.chain import Declared
    from ..game import Game

def _condition(card: Card) -> Condition | None:
    return next((c for c in card.trait("playable_if", ()) if c.agent_home_rescue_site), None)


def home_rescue_sites(state: State, card: Card, target: str | None) -> list[Instance]:
    """The site cards of the hazard player's location deck named as a home site of the agent to tap."""
    condition = _condition(card)
    if condition is None:
        return []
    agents = to_tap(state, target, condition.agent_taps_at_new_site)
    homes = {fold(h) for agent in agents[:1] for h in home_sites(agent.card)}
    return [i for i in state.in_zone(LOCATION_DECK, state.hazard_player) if i.card.is_site and i.card.key in homes]


def check(state: State, card: Card, condition: Condition, target: str | None) -> Verdict:
    """The condition ``agent_home_rescue_site``: a home site of the agent to tap is in the location deck."""
    if home_rescue_sites(state, card, target) or not to_tap(state, target, condition.agent_taps_at_new_site):
        return Verdict.allow()   # (no agent to tap: that condition refuses)
    return Verdict.refuse("no-rescue-site", f"{state.hazard_player}'s location deck holds no home site of the agent "
                          f"{card.name} would tap: none may be the rescue site (CoE 3.III.2).")


def check_named(state: State, card: Card, named: str, player: str, target: str | None) -> Verdict | None:
    """The combat hook ``names as played``: with home sites of several names, the one chosen is named. The one name
    a card is played with is the rescue site's here: with several agents it may tap, which one is not said, so
    that play is refused as not modelled (never the first taken without a word)."""
    if _condition(card) is None:
        return None
    found = candidates(state, card, target)
    if found is not None and len(found[1]) > 1:
        raise NotModelledError(f"not modelled: {card.name} with {len(found[1])} agents it may tap at the new site: "
                               "naming both the agent and the rescue site")
    names = sorted({i.name for i in home_rescue_sites(state, card, target)})
    return check_site_named(state, card, named, player, names, "several home sites of the agent", "",
                            f"is no home site of the agent in {state.hazard_player}'s location deck")


def declared(game: Game, entry: Declared) -> None:
    """The hook ``declared`` (before the agent taps): the rescue site named, or the only one, is kept."""
    s = game.state
    inst = s.cards.get(entry.card or "")
    if inst is None or _condition(inst.card) is None:
        return
    sites = home_rescue_sites(s, inst.card, entry.target)
    named = entry.data.get(NAMED) or (sites[0].id if sites else None)
    if named:
        s.turn.per_turn[(RESCUE_SITE, inst.id)] = named


def taken_prisoner(state: State, host: Instance, attack: Attack, character: Instance, site: Instance) -> None:
    """The prisoners family's hook ``taken prisoner``: an agent whose attack took him returns to the rescue site."""
    if attack.kind != AGENT or attack.source not in state.cards:
        return
    agent = state.cards[attack.source]
    if agent.agent_site is None:
        return
    agent.agent_site, agent.agent_trail, agent.agent_site_shown = site.name, (site.name,), False
    state.log.append(f"{state.label(agent)} returns to {site.name} with {state.label(character)}")
