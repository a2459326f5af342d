"""Agent hazards (CoE 2.IV.vii.1, 2.V.iii, 3.ii.4, 3.iv.6.1, 3.v).

An agent is a character card with a hazard role (the reference facts mark it
``agent``). The hazard player plays one during a movement/hazard phase,
counting one against the hazard limit: it comes into play face-down and
untapped at one of its home sites, and never gives its player marshalling
points. In the site phase of a company at the agent's site, once the
automatic-attacks are faced, the hazard player may declare that it attacks:
it is revealed then, attacks at most once in that site phase, and its attack
is keyed to nothing. Its one strike (the engine's reading: the rules give no
number) is resolved with both players rolling: the agent adds its prowess,
modified by where and how it was when its attack was declared; once the
resource player acts after the automatic-attacks, no agent attack may be
declared in that site phase. Each strike
that fails wounds it and it makes a body check; if every strike is defeated
and every body check fails, it goes to the defending player's marshalling
point pile (kill points). Agent actions, movement and revealing (CoE 4) are in
``agent_actions``; agents' influence attempts (CoE 8.5) in ``agent_influence``; the order of agent and on-guard
attacks, the resource player's (2.V.iv), in ``attack_order``. Against a Ringwraith or
Balrog player's company an agent's attack is detainment: a failed strike taps
the agent instead (3.II.2.R3, B3). Only face-up agents count for uniqueness: one
revealed while an identical unique card is face-up in play is discarded (4.2.3). A home site given as a description
("Any Dark-hold", "Any site in Imlad Morgul") is any site, as the agent's player would visit it, that answers it, as
for a character's (``organization/characters.is_home_site``): the agent is played there, is at home there, returns
there; for influence (CoE 8.5) a character shares such a home site when one of his named home sites answers it, or
when both cards give the same description (the engine's reading), and a faction is playable there when one of the
sites or site types its card lists answers it. No agent card of the reference data has such a home site.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from ..players import alignments
from ..organization import characters
from ..hazards import hazard_limit as hazards
from ..core import modelled
from ..core.cards import Card, catalogue, fold
from ..core.chain import HAZARD, Declared, cancel
from ..core.errors import InputError, Verdict
from ..primitives.regions import type_of_site
from ..core.state import CHAIN, DISCARD, IN_PLAY, Attack, Company, Instance, State

if TYPE_CHECKING:
    from .actions import PlayAgent
    from ..game import Game

AGENT = "agent"            # the declared kind and the attack kind
ROLL = "agent-roll"        # Pending.ref of the agent's roll in a strike sequence
DECLARED = "agent attack"  # Turn.per_phase key (with the agent's id): how it was when its attack was declared
STRIKE_ROLL = "defender's roll against an agent"  # Turn.per_phase key (with the character): the rolls so far
WINDOW_CLOSED = "agent attacks no longer declared"  # Turn.per_phase key: the company acted after them
ENTERED = "agent brought into play"   # Turn.per_turn key (with the agent's id): it came into play this turn


def is_agent(card: Card) -> bool:
    """A character card with a hazard role, or a hazard card printed as an agent (My Precious)."""
    return bool(card.fact("agent")) and (card.is_character or card.type == "Hazard")


def home_sites(card: Card) -> list[str]:
    return list(card.fact("home_sites", ()) or ())


def is_home_site(state: State, card: Card, site: str, player: str) -> bool:
    """Is the site (as ``player`` would visit it) one of the agent's home sites: named, or answering a description
    ("Any Dark-hold", "Any site in Imlad Morgul": ``organization/characters.is_home_site``, as for any character)?"""
    if fold(site) in {fold(h) for h in home_sites(card)}:
        return True
    return any(described(h) for h in home_sites(card)) and characters.is_home_site(
        state, card, alignments.site_for(state, player, site))


def described(home: str) -> bool:
    """A home site given as a description, not a name ("Any Dark-hold")."""
    return home.lower().startswith("any ")


def described_types(state: State, card: Card, player: str) -> set[str]:
    """The site types of the sites, as ``player`` would visit them, that the agent's described home sites cover
    ("Any Dark-hold": Dark-hold; "Any site in Imlad Morgul": the types of that region's sites)."""
    if not any(described(h) for h in home_sites(card)):
        return set()
    names = {c.name for c in catalogue().cards if c.is_site}
    named = {fold(h) for h in home_sites(card)}
    return {type_of_site(state, site) for site in (alignments.site_for(state, player, n) for n in sorted(names))
            if characters.is_home_site(state, card, site) and fold(site.name) not in named}


def at_home(state: State, inst: Instance) -> bool:
    return inst.agent_site is not None and is_home_site(state, inst.card, inst.agent_site, inst.controller)


def new_attack(state: State, inst: Instance, company: Company, attacker_chooses: bool) -> Attack:
    """The agent's attack on the company: one strike with its prowess and body, detainment against a Ringwraith or
    Balrog player's company (3.II.2.R3, B3)."""
    detainment = alignments.alignment_of(state, company.owner) in (alignments.RINGWRAITH, alignments.BALROG)
    made = Attack(f"a{state.next_attack}", company.id, inst.id, AGENT, inst.card.race or "", 1,
                  inst.card.fact("prowess") or 0, inst.card.fact("body"), detainment=detainment,
                  attacker_chooses=attacker_chooses, label=state.label(inst))
    state.next_attack += 1
    return made


def in_play(state: State) -> list[Instance]:
    """Agent hazards in play, in the order they came into play."""
    return sorted((i for i in state.cards.values() if i.zone == IN_PLAY and i.agent_site is not None),
                  key=lambda i: i.seq)


def describe(state: State) -> list[str]:
    """One line per agent hazard in play for ``State.describe``."""
    return [f"Agent: {state.label(i)} ({i.controller}'s), {'face-up' if i.revealed else 'face-down'} at "
            f"{i.agent_site}{', tapped' if i.tapped else ''}{', wounded' if i.wounded else ''}"
            for i in in_play(state)]


# ------------------------------------------------------------------ an agent played as a character (CoE 2.II.2.2.5)
def check_as_character(state: State, player: str, inst: Instance, site: Card, follower: bool) -> Verdict:
    """Only a Ringwraith or Fallen-wizard player plays an agent as a character (for a Wizard or Balrog player it is
    a hazard card, CoE 1.3.W2, B2), and only at one of its home sites (2.II.2.2.5), or, under direct influence (as
    a follower), at a site whose card lets agents be brought into play so (the key
    ``agent_characters_under_direct_influence``: the minion Bree); an agent printed as a hazard card, not a
    character card, never is (CRF 22, Card Errata and Rulings, says so of My Precious)."""
    if not is_agent(inst.card):
        return Verdict.allow()
    if not inst.card.is_character:   # an agent printed as a hazard card: a hazard for every player
        return Verdict.refuse("agent-never-character", f"{inst.name} is an agent printed as a hazard card: it is "
                              "never played as a character (CRF 22, Card Errata and Rulings).")
    alignment = alignments.alignment_of(state, player)
    if alignment not in (alignments.RINGWRAITH, alignments.FALLEN_WIZARD):
        return Verdict.refuse("agent-is-a-hazard", f"For a {alignment} player {inst.name} is a hazard card, not a "
                              "character (CoE 1.3.W2, B2).")
    if not (characters.is_home_site(state, inst.card, site)
            or characters.agent_under_direct_influence(inst.card, site, follower)):
        return Verdict.refuse("agent-character-home-site", f"{inst.name} is an agent: played as a character he comes "
                              f"into play only at one of his home sites ({', '.join(home_sites(inst.card))}), not at "
                              f"{site.name}.")
    return Verdict.allow()


# ------------------------------------------------------------------ playing an agent hazard (CoE 2.IV.vii.1)
def agent_named(state: State, name: str) -> Instance:
    inst = state.find(name)
    if not is_agent(inst.card):
        raise InputError(f"{inst.name} is not an agent; only a character card marked as an agent is played as "
                         "an agent hazard")
    return inst


def _home_site(card: Card, site: str) -> str:
    """The site's printed name."""
    named = catalogue().get(site)
    if not named.is_site:
        raise InputError(f"{named.name} is not a site")
    return named.name


def check_play(game: Game, action: PlayAgent) -> Verdict:
    s = game.state
    inst = agent_named(s, action.card)
    if not (held := s.in_hand(action.player, inst)):
        return held
    verdict = hazards.check_hazard_play(game, action.player, inst.card)
    if not verdict:
        return verdict
    site = _home_site(inst.card, action.site)
    site_card = catalogue().find(site)
    modelled.refuse_in_play(s, "character play", *([site_card] if site_card is not None else []))
    if not is_home_site(s, inst.card, site, action.player):
        return Verdict.refuse("not-agent-home-site", f"{site} is not a home site of {inst.name} "
                              f"({', '.join(home_sites(inst.card))}): an agent hazard comes into play at one "
                              "of its home sites.")
    return Verdict.allow()


def play(game: Game, action: PlayAgent) -> None:
    s = game.state
    inst = agent_named(s, action.card)
    hazards.count_against_limit(s)
    s.move(inst.id, CHAIN, face_down=True)   # played face-down (CoE 2.IV.vii.1): not revealed to anyone
    game.declare(Declared(action.player, AGENT, inst.id, target=s.current_company().id,
                          data={"site": _home_site(inst.card, action.site)}), HAZARD)


def resolve(game: Game, entry: Declared) -> bool:
    s = game.state
    if not hazards.within_limit_at_resolution(s):
        return cancel(game.state, entry, "the hazard limit has been exceeded (CoE 2.IV.iii.1)")
    s.move(entry.card, IN_PLAY)
    place(s, s.cards[entry.card], entry.data["site"], face_down=True)
    s.turn.per_turn[(ENTERED, entry.card)] = True
    return True


def place(state: State, inst: Instance, site: str, face_down: bool = True) -> None:
    """The agent in play, untapped, at ``site``; face-down unless said otherwise."""
    inst.agent_site, inst.revealed, inst.tapped, inst.wounded = site, not face_down, False, False
    inst.agent_trail, inst.agent_site_shown = (site,), False
    inst.attached_to = inst.company = None
    state.log.append(f"{state.label(inst)} is in play as an agent hazard, {'face-down' if face_down else 'face-up'} "
                     f"at {site}")


# ------------------------------------------------------------------ its attack (CoE 2.V.iii, 3.ii.4)
def discard_if_duplicated(state: State, inst: Instance) -> bool:
    """CoE 4.2.3: only face-up agents count for uniqueness; an agent revealed while an identical unique card is
    in play face-up is discarded at once (and does not attack)."""
    if not inst.card.fact("unique"):
        return False
    other = next((i for i in state.cards.values() if i.id != inst.id and i.zone == IN_PLAY
                  and i.card.key == inst.card.key and (i.agent_site is None or i.revealed)), None)
    if other is None:
        return False
    inst.agent_site, inst.agent_trail = None, ()
    state.move(inst.id, DISCARD)
    state.log.append(f"{state.label(inst)} is revealed while {state.label(other)} is in play face-up: it is discarded")
    return True
