"""A Fallen-wizard player's agents use hero site cards (CoE 4.F1), a Balrog player's minion site cards (4.B1).

A Balrog player's agent hazards move only with minion site cards (CoE 4.B1): its site is the minion version
throughout, as a Fallen-wizard's is the hero one (the minion Dol Guldur, a Darkhaven, not the Balrog Dark-hold), for
the site's type and for the card put in play when it is revealed; it does not move to a site with no minion version
(those are the Balrog Under-deeps sites, where no agent moves anyway, 4.1). The engine's reading: a Balrog player's
location deck holds only the Balrog version of Moria, Carn Dûm, Dol Guldur, Minas Morgul, the Under-deeps sites and
the Dark-holds (CoE 1.4.B1), so read with it 4.B1 would leave his agents no site card for those; an unstated location
deck holds every site card an agent needs (a stated one must hold the minion card, ``stated_agent_sites``), and the
engine takes the minion version of any site the card pool prints one of. The rest of this module is the Fallen-wizard's.

A Fallen-wizard player's agent hazards move only with hero site cards, and never use nor reveal the hero version of
a site whose minion version that player has in play or in his discard pile. So such an agent:

- is at the hero version of its site: the engine's reading, since 4.F1 speaks of the site cards it moves with and
  reveals, is that its site is the hero card throughout, for the site's type and automatic-attacks (what creatures
  its tapping brings there) and for the card put in play when it is revealed (``agent_sites.py``);
- does not move to a site with no hero version, nor to one whose minion version its player holds in play or in his
  discard pile; revealing it checks each of its face-down moves again, so one that has become illegal that way
  discards it (4.2.1).

- revealed at a site it did not move to (a home site it stayed at since it was played, or the site it kept face-up
  when it turned face-down) whose hero version it may not reveal, it has no site card to be placed with it: 4.2.2
  has such an agent discarded at the end of the current turn. It is revealed, face-up at that site with no site card
  in play (``agent_sites.sync`` puts none there and sends back the one it kept face-up), and the turn's end discards
  it (``discard_without_site``, from ``turn/phases``). The engine's reading, 4.2.2 speaking of home sites: the site
  it kept face-up is treated the same, the hero card it may no longer reveal being no available site either; and the
  site to be placed is the one it is at, not another of its home sites (that would move it). An agent of any player
  revealed at a home site it stayed at, whose stated location deck holds no card of it, is discarded the same way
  (``stated_agent_sites``).
"""
from __future__ import annotations

from ..core.cards import Card, catalogue, fold
from ..core.errors import Verdict
from ..core.state import DISCARD, IN_PLAY, Instance, State
from ..players import alignments


def applies(state: State, agent: Instance) -> bool:
    """Is the agent a Fallen-wizard player's?"""
    return alignments.alignment_of(state, agent.controller) == alignments.FALLEN_WIZARD


# the printed alignment of the only site cards a player's agents move with (CoE 4.F1, 4.B1)
AGENT_SITE_CARDS = {alignments.FALLEN_WIZARD: "Hero", alignments.BALROG: "Minion"}


def version(name: str, alignment: str) -> Card | None:
    return next((v for v in catalogue().versions(name) if v.alignment == alignment), None)


def site_card(state: State, agent: Instance, name: str) -> Card:
    """The version of the site ``name`` the agent is at: the hero one for a Fallen-wizard's agent (CoE 4.F1), the
    minion one for a Balrog player's (4.B1), else its player's version."""
    wanted = AGENT_SITE_CARDS.get(alignments.alignment_of(state, agent.controller))
    if wanted is not None:
        card = version(name, wanted)
        if card is not None:
            return card
    return alignments.site_for(state, agent.controller, name)


def minion_site_held(state: State, player: str, name: str) -> Instance | None:
    """The minion version of the site that ``player`` has in play or in his discard pile, if any."""
    return next((i for i in state.copies(fold(name)) if i.owner == player and i.card.is_site
                 and i.card.alignment == "Minion" and i.zone in (IN_PLAY, DISCARD)), None)


def check_move(state: State, agent: Instance, name: str) -> Verdict:
    """May the agent move to the site ``name`` as far as its site cards go (CoE 4.F1, 4.B1)?"""
    alignment = alignments.alignment_of(state, agent.controller)
    wanted = AGENT_SITE_CARDS.get(alignment)
    if wanted is not None and version(name, wanted) is None:
        kind = wanted.lower()
        return Verdict.refuse(f"agent-{kind}-site-only", f"{name} has no {kind} site card: a {alignment} player's "
                              f"agent moves only with {kind} site cards (CoE 4.{alignments.RULE_LETTER[alignment]}1).")
    if not applies(state, agent):
        return Verdict.allow()
    held = minion_site_held(state, agent.controller, name)
    if held is not None:
        where = "discard pile" if held.zone == DISCARD else "play"
        return Verdict.refuse("agent-minion-site-held", f"{agent.controller} has the minion {name} in his {where}: "
                              "his agent does not use the hero version of it (CoE 4.F1).")
    return Verdict.allow()


NO_SITE = "agent revealed with no site card"   # Turn.per_turn key, with the agent's id: the site it is at


def unmoved_reveal_barred(state: State, agent: Instance) -> str:
    """The site the agent is revealed at, if it did not move there and its hero version may not be revealed by it
    (CoE 4.F1), else ""."""
    trail = agent.agent_trail or ((agent.agent_site,) if agent.agent_site else ())
    if not applies(state, agent) or len(trail) != 1:
        return ""
    return "" if check_move(state, agent, trail[0]) else trail[0]


HERO_VERSION_BARRED = "may not reveal its hero version, his minion one being in play or in his discard pile (CoE 4.F1)"


def revealed_without_site(state: State, agent: Instance, site: str, why: str = HERO_VERSION_BARRED) -> None:
    """Revealed at ``site`` with no site card to place with it: discarded at the end of the turn (CoE 4.2.2); ``why``
    says why its player has none (4.F1 here; a stated location deck holding none, ``stated_agent_sites``)."""
    state.turn.per_turn[(NO_SITE, agent.id)] = site
    state.log.append(f"{state.label(agent)} has no site card to be revealed with at {site}: {agent.controller} "
                     f"{why}; it is discarded at the end of the turn (CoE 4.2.2)")


def without_site(state: State, agent: Instance) -> bool:
    """Is the agent face-up with no site card this turn (revealed so, and still at that site)?"""
    site = state.turn.per_turn.get((NO_SITE, agent.id))
    return site is not None and agent.revealed and fold(agent.agent_site or "") == fold(site)


def discard_without_site(state: State) -> None:
    """At the end of the turn: each agent revealed with no site card this turn, still in play, is discarded (4.2.2)."""
    for key, site in list(state.turn.per_turn.items()):
        if not (isinstance(key, tuple) and key[0] == NO_SITE):
            continue
        agent = state.cards.get(str(key[1]))
        if agent is None or agent.zone != IN_PLAY or agent.agent_site is None:
            continue
        agent.agent_site, agent.agent_trail = None, ()
        state.move(agent.id, DISCARD)
        state.log.append(f"{state.label(agent)}, revealed at {site} with no site card, is discarded at the end of the "
                         "turn (CoE 4.2.2)")
