"""Agent actions and revealing an agent (CoE 4.1-4.4, 4.R1, 4.B2; CRF 22, Rulings by Term > Agent).

During the other player's movement/hazard phase the hazard player may have an agent hazard take one agent action a
turn, each counting one against the hazard limit, if the agent was in play when the turn began (4.1): untap it; heal
it (to tapped); move it to a site in its region or an adjacent one (it taps), or, face-down, back to its previous
site, the latest site of its trail returning to the location deck; return it to one of its home sites, even the one
it is at (not tapping it); turn an untapped revealed agent face-down, its site staying face-up with it as the first
site of its next moves; or tap it to make creatures keyable to its site for the rest of the turn: at a Ruins &
Lairs, Shadow-hold or Dark-hold, non-unique creatures of the race of one of the site's automatic-attacks; at one of
its home sites, the races its site type lists. Such a creature is keyed to the site of a company moving to it (CRF
22 rules erratum), and the agent is revealed as it is played.

An agent never moves to an Under-deeps site, nor to any version of a Wizard player's Haven (unless its text lets
it), nor, unless it is an Elf, to a site whose Wizardhaven is in play (4.4). A Ringwraith's or Balrog's agents move
as if Dagorlad and Udûn were adjacent (4.R1, 4.B2). Revealing an agent (4.2, not an agent action) checks the sites
it moved through face-down: a move that is or has become illegal discards it (4.2.1, 4.4); revealed at its home site
without moving, it is not checked (CRF 22).

A card on the agent may give it an extra agent action each time it takes one, off the hazard limit (Never Seen Him);
so may the agent's own text while it is face-up (My Precious: the engine's reading is that he must be face-up when
he takes the extra action, so one that turns face-down as its first action gains none). A card in play may give
every agent one, counting against the hazard limit (Great Need or Purpose): the extra actions off the limit are
taken first. The engine's readings: an agent action takes effect at once, with no chain of effects for the other
player to respond in, and is not taken while a chain or an attack is under way (4.1 does not say how it is declared;
CoE 9.5 would let the other player respond to any declared action, so this is a simplification); a move is refused
when it is made, even face-down (4.2.1 would let an illegal face-down move stand until the agent is revealed, then
discard it); an agent hazard uses its player's version of a site for the site's type and automatic-attacks; a
face-down agent that has not moved is at the home site named when it was played (the rules let it start from any of
its home sites); moving back taps the agent as any move does (4.1 says so of the move it belongs to). An unstated
location deck holds every site card an agent needs; a stated one may hold none of a site: a move there, or a face-up
agent's return there, is then refused, and an agent revealed at its home site is discarded at the end of the turn
(4.1, 4.2.2: ``stated_agent_sites``). An agent's own text may keep it from some site
types (Baugúr) or limit it to some sites and regions (Lobelia Sackville-Baggins). A Fallen-wizard's agents' hero
site cards (4.F1) and a Balrog player's agents' minion site cards (4.B1) are in ``hero_site_cards``."""
from __future__ import annotations

from typing import TYPE_CHECKING

from . import agent_hazards as agents, hero_site_cards, stated_agent_sites
from ..players import alignments, stage_wizardhavens
from ..hazards import hazard_limit as hazards
from ..organization import movement
from ..core.cards import Card, catalogue, fold, regions
from ..primitives.regions import type_of_site
from .keys import power
from ..core.errors import InputError, Verdict
from ..core.state import DISCARD, IN_PLAY, Company, Instance, State

if TYPE_CHECKING:
    from .actions import AgentAction, RevealAgent
    from ..game import Game

UNTAP, HEAL, MOVE, RETURN, FACE_DOWN, BRING = "untap", "heal", "move", "return home", "turn face-down", \
    "bring creatures"
BACK = "move back"   # a face-down agent back to the site before its last one (CoE 4.1)
OPTIONS = (UNTAP, HEAL, MOVE, BACK, RETURN, FACE_DOWN, BRING)
ACTED = "agent action taken"            # Turn.per_turn key (with the agent's id)
BROUGHT = "creatures brought by agent"  # Turn.per_turn key (with the agent's id): the site it tapped at
# the creature races an agent at one of its home sites makes keyable there, by site type (CoE 4.1)
HOME_SITE_RACES = {
    "Free-hold": ("Men", "Dwarves", "Elves", "Dúnedain", "Hobbits"),
    "Border-hold": ("Orcs", "Nazgûl", "Men", "Dwarves", "Elves", "Dúnedain", "Hobbits"),
    "Ruins & Lairs": ("Orcs", "Nazgûl", "Trolls"),
    "Shadow-hold": ("Orcs", "Nazgûl", "Undead", "Trolls"),
    "Dark-hold": ("Orcs", "Nazgûl", "Trolls"),
}
LAIRS = ("Ruins & Lairs", "Shadow-hold", "Dark-hold")


def agent_in_play(state: State, name: str, player: str) -> tuple[Instance | None, Verdict]:
    """The agent hazard ``player`` has in play by that name, or None and the refusal."""
    inst = state.find(name)
    if not agents.is_agent(inst.card):
        raise InputError(f"{inst.name} is not an agent")
    if inst.zone != IN_PLAY or inst.agent_site is None or inst.controller != player:
        return None, Verdict.refuse("agent-not-in-play", f"{state.label(inst)} is not an agent hazard {player} "
                                    "has in play.")
    return inst, Verdict.allow()


def _site(name: str) -> Card:
    card = catalogue().get(name)
    if not card.is_site:
        raise InputError(f"{card.name} is not a site")
    return card


# ------------------------------------------------------------------ where an agent may move (CoE 4.1, 4.4)
def wizard_haven(name: str) -> bool:
    """Is some version of the site a Haven for Wizard players (Rivendell, Lórien, Grey Havens, Edhellond)?"""
    return any(v.is_haven and v.alignment == "Hero" for v in catalogue().versions(name))


def wizardhaven_in_play(state: State, name: str) -> bool:
    return any(i.zone == IN_PLAY and i.card.is_site and fold(i.card.name) == fold(name)
               and (alignments.is_wizardhaven(i.card) or stage_wizardhavens.made_by(state, i) is not None)
               for i in state.cards.values())


def _adjacent(state: State, agent: Instance, here: str, there: str) -> bool:
    if here == there:
        return True
    known = regions()
    if there in known.get(here, {}).get("adjacent", ()) or here in known.get(there, {}).get("adjacent", ()):
        return True
    return {here, there} == movement.joined_regions(state, agent.controller)   # CoE 4.R1, 4.B2


def check_step(state: State, agent: Instance, origin: str, to: str) -> Verdict:
    """May the agent move from the site ``origin`` to the site ``to`` (CoE 4.1, 4.4, 4.R1, 4.B2)?"""
    start, site = _site(origin), _site(to)
    if fold(start.name) == fold(site.name):
        return Verdict.refuse("agent-movement", f"{state.label(agent)} is at {site.name} already.")
    if any(v.fact("under_deeps") for v in catalogue().versions(site.name)):
        return Verdict.refuse("agent-under-deeps", f"{site.name} is an Under-deeps site: an agent does not move "
                              "there (CoE 4.1).")
    here, there = start.fact("region"), site.fact("region")
    if not _adjacent(state, agent, here, there):
        return Verdict.refuse("agent-not-adjacent", f"{site.name} ({there}) is neither in {start.name}'s region "
                              f"({here}) nor in a region adjacent to it (CoE 4.1).")
    if wizard_haven(site.name) and not power(agent.card, "moves_to_havens"):
        return Verdict.refuse("agent-hero-haven", f"{site.name} is a Haven for Wizard players: an agent moves to "
                              "no version of it unless its text allows (CoE 4.4).")
    if wizardhaven_in_play(state, site.name) and agent.card.race != "Elf":
        return Verdict.refuse("agent-wizardhaven", f"{site.name} is a Wizardhaven in play: only an Elf agent moves "
                              "there (CoE 4.4).")
    verdict = own_movement_limits(state, agent, site)
    if not verdict:
        return verdict
    return hero_site_cards.check_move(state, agent, site.name)   # a Fallen-wizard's, a Balrog's agent (4.F1, B1)


def own_movement_limits(state: State, agent: Instance, site: Card) -> Verdict:
    """Where the agent's own text keeps it from moving: the site types it may not move to (Baugúr; the type of its
    player's version of the site), and the only sites and regions it may move to (Lobelia Sackville-Baggins)."""
    given = agent.card.trait("agent")
    if given is None:
        return Verdict.allow()
    kind = type_of_site(state, hero_site_cards.site_card(state, agent, site.name))
    if kind in given.no_move_to_site_types:
        return Verdict.refuse("agent-own-text", f"{site.name} is a {kind}: the text of {agent.name} keeps the agent "
                              f"from moving to a {' or '.join(given.no_move_to_site_types)}.")
    if not (given.moves_only_to_sites or given.moves_only_to_regions):
        return Verdict.allow()
    if fold(site.name) not in {fold(n) for n in given.moves_only_to_sites} and \
            site.fact("region") not in given.moves_only_to_regions:
        places = [*given.moves_only_to_sites, *(f"a site in {r}" for r in given.moves_only_to_regions)]
        return Verdict.refuse("agent-own-text", f"The text of {agent.name} lets the agent move only to "
                              f"{', '.join(places)}; not to {site.name}.")
    return Verdict.allow()


# ------------------------------------------------------------------ the agent action (CoE 4.1)
def check(game: Game, action: AgentAction) -> Verdict:
    s = game.state
    inst, verdict = agent_in_play(s, action.card, action.player)
    if inst is None:
        return verdict
    if action.player != s.hazard_player:
        return Verdict.refuse("wrong-player", "Only the hazard player has an agent hazard take an agent action.")
    if s.phase != "movement/hazard" or s.active_company is None:
        return Verdict.refuse("wrong-phase", "An agent action is taken during the other player's movement/hazard "
                              "phase (CoE 4.1).")
    verdict = hazards.still_playing(s)
    if not verdict:
        return verdict
    if s.chains or s.combat is not None:
        return Verdict.refuse("must-start-chain", "An agent action is taken when no chain of effects or attack is "
                              "under way.", "CoE 4.1 (the engine's reading)")
    if s.turn.per_turn.get((agents.ENTERED, inst.id)):
        return Verdict.refuse("agent-new", f"{s.label(inst)} came into play this turn: an agent takes an agent "
                              "action only if it was in play when the turn began (CoE 4.1).")
    taken = s.turn.per_turn.get((ACTED, inst.id), 0)
    if taken >= 1 + extra_actions(s, inst) + limited_extra_actions(s):
        return Verdict.refuse("agent-acted", f"{s.label(inst)} has taken its agent action this turn (CoE 4.1).")
    company = s.current_company()
    limit = hazards.hazard_limit(s)
    if counts_against_limit(s, inst, taken) and company.hazards_played >= limit:
        return Verdict.refuse("hazard-limit", f"The hazard limit of {company.id} ({limit}) has been reached.")
    return _check_option(s, inst, action)


def extra_actions(state: State, inst: Instance) -> int:
    """Extra agent actions a turn, off the hazard limit: one from each card on the agent (Never Seen Him), and one
    from its own text while it is face-up (My Precious; CRF 22: only face-up does he gain the second action)."""
    own = 1 if inst.revealed and power(inst.card, "extra_action_face_up") else 0
    return own + sum(1 for card in state.attached(inst.id) if power(card.card, "extra_action"))


def limited_extra_actions(state: State) -> int:
    """Extra agent actions a turn for every agent that count against the hazard limit as any agent action does: one
    while a card saying so is in play (Great Need or Purpose, which cannot be duplicated; unlike Never Seen Him and My
    Precious its text does not take them off the limit, so CoE 4.1's cost stands)."""
    return 1 if any(power(i.card, "extra_action_every_agent") for i in state.cards.values()
                    if i.zone == IN_PLAY) else 0


def counts_against_limit(state: State, inst: Instance, taken: int) -> bool:
    """Does the agent's next action count against the hazard limit? Its first one does; after it, the extra actions off
    the limit are taken first (the engine's reading: the order the player would choose), then the others."""
    return not taken or taken > extra_actions(state, inst)


def _check_option(s: State, inst: Instance, action: AgentAction) -> Verdict:
    option = action.option
    if option == UNTAP and not inst.tapped:
        return Verdict.refuse("card-untapped", f"{s.label(inst)} is not tapped.")
    if option == HEAL and not inst.wounded:
        return Verdict.refuse("agent-not-wounded", f"{s.label(inst)} is not wounded.")
    if option in (FACE_DOWN, BRING) and (inst.tapped or inst.wounded):
        return Verdict.refuse("card-tapped", f"{s.label(inst)} is {'wounded' if inst.wounded else 'tapped'}.")
    if option == FACE_DOWN and not inst.revealed:
        return Verdict.refuse("agent-face-down", f"{s.label(inst)} is face-down already.")
    if option == RETURN and not agents.is_home_site(s, inst.card, _site(action.site).name, inst.controller):
        return Verdict.refuse("agent-not-home", f"{action.site} is not a home site of {inst.name} "
                              f"({', '.join(agents.home_sites(inst.card))}).")
    if option == MOVE:
        if inst.wounded:   # 4.1 moves a tapped or untapped agent; a wounded one is neither
            return Verdict.refuse("agent-wounded", f"{s.label(inst)} is wounded: only a tapped or untapped agent "
                                  "moves (CoE 4.1).")
        verdict = check_step(s, inst, inst.agent_site or "", action.site)
        return verdict and stated_agent_sites.check_move(s, inst, _site(action.site).name)   # its card (CoE 4.1)
    if option == RETURN:   # a face-up agent's home site card placed with it (CoE 4.1)
        return stated_agent_sites.check_return(s, inst, _site(action.site).name)
    if option == BACK:
        return _check_back(s, inst)
    return Verdict.allow()


def _check_back(s: State, inst: Instance) -> Verdict:
    """A face-down agent moves back to its previous site by giving up the latest site of its trail (CoE 4.1)."""
    if inst.wounded:
        return Verdict.refuse("agent-wounded", f"{s.label(inst)} is wounded: only a tapped or untapped agent "
                              "moves (CoE 4.1).")
    if inst.revealed:
        return Verdict.refuse("agent-back-face-up", f"{s.label(inst)} is face-up: only a face-down agent moves "
                              "back to its previous site (CoE 4.1).")
    if len(inst.agent_trail) < 2:
        return Verdict.refuse("agent-no-previous-site", f"{s.label(inst)} has not moved since it came into play "
                              "or turned face-down: it has no previous site to move back to (CoE 4.1).")
    return Verdict.allow()


def act(game: Game, action: AgentAction) -> None:
    s = game.state
    inst, _ = agent_in_play(s, action.card, action.player)
    assert inst is not None and inst.agent_site is not None
    taken = s.turn.per_turn.get((ACTED, inst.id), 0)
    if counts_against_limit(s, inst, taken):   # not the extra actions of Never Seen Him or My Precious
        hazards.count_against_limit(s)
    s.turn.per_turn[(ACTED, inst.id)] = taken + 1
    name = s.label(inst)
    if action.option == UNTAP:
        s.untap(inst.id)
        s.log.append(f"{name} untaps (an agent action)")
    elif action.option == HEAL:
        s.heal(inst.id, to="tapped")
        s.log.append(f"{name} heals to tapped (an agent action)")
    elif action.option == MOVE:
        site = _site(action.site).name
        s.tap(inst.id)
        inst.agent_trail = (*inst.agent_trail, site) if not inst.revealed else (site,)
        inst.agent_site = site
        s.log.append(f"{name} moves to {site}{'' if inst.revealed else ' face-down'} (an agent action)")
    elif action.option == BACK:   # the engine's reading: moving back is a move, so it taps the agent too
        s.tap(inst.id)
        left = inst.agent_trail[-1]
        inst.agent_trail = inst.agent_trail[:-1]
        inst.agent_site = inst.agent_trail[-1]
        s.log.append(f"{name} moves back face-down from {left} to {inst.agent_site}; {left} returns to "
                     "the location deck (an agent action)")
    elif action.option == RETURN:
        site = _site(action.site).name
        inst.agent_site, inst.agent_trail, inst.agent_site_shown = site, (site,), False
        s.log.append(f"{name} returns to its home site {site} (an agent action)")
    elif action.option == FACE_DOWN:
        inst.revealed, inst.agent_trail, inst.agent_site_shown = False, (inst.agent_site,), True
        s.log.append(f"{name} turns face-down; {inst.agent_site} stays face-up with it (an agent action)")
    else:
        s.tap(inst.id)
        s.turn.per_turn[(BROUGHT, inst.id)] = inst.agent_site
        s.log.append(f"{name} taps: creatures may be keyed to {inst.agent_site} this turn (an agent action)")


# ------------------------------------------------------------------ revealing (CoE 4.2)
def check_reveal(game: Game, action: RevealAgent) -> Verdict:
    s = game.state
    inst, verdict = agent_in_play(s, action.card, action.player)
    if inst is None:
        return verdict
    if action.player != s.hazard_player or s.phase != "movement/hazard" or s.active_company is None:
        return Verdict.refuse("wrong-phase", "The hazard player reveals an agent during the other player's "
                              "movement/hazard phase (CoE 4.2).")
    if inst.revealed:
        return Verdict.refuse("agent-revealed", f"{s.label(inst)} is face-up already.")
    return Verdict.allow()


def reveal_action(game: Game, action: RevealAgent) -> None:
    reveal(game.state, game.state.find(action.card))


def illegal_step(state: State, inst: Instance) -> str:
    """Why a move of the face-down agent is (now) illegal, or "" (CoE 4.2.1, 4.4)."""
    trail = inst.agent_trail or ((inst.agent_site,) if inst.agent_site else ())
    for origin, to in zip(trail, trail[1:]):
        verdict = check_step(state, inst, origin, to)
        if not verdict:
            return verdict.sentence
    return ""


def reveal(state: State, inst: Instance, when: str = "") -> bool:
    """Turn the agent face-up at its site; False if it is discarded (an illegal move, or a unique card already
    face-up in play; CoE 4.2.1, 4.2.3, 4.4, 4.F1)."""
    barred = hero_site_cards.unmoved_reveal_barred(state, inst)   # a Fallen-wizard's agent with no site card (4.2.2)
    unplaced = "" if barred else stated_agent_sites.unplaced_home_site(state, inst)   # none in a stated deck (4.2.2)
    why = illegal_step(state, inst)
    inst.revealed, inst.agent_site_shown = True, False
    if why:
        state.log.append(f"{state.label(inst)} is revealed{when}, but it moved illegally ({why}): it is "
                         "discarded")
        inst.agent_site, inst.agent_trail = None, ()
        state.move(inst.id, DISCARD)
        return False
    inst.agent_trail = (inst.agent_site,) if inst.agent_site else ()
    state.log.append(f"{state.label(inst)} is revealed{when or ' at ' + str(inst.agent_site)}")
    if barred:
        hero_site_cards.revealed_without_site(state, inst, barred)
    elif unplaced:
        hero_site_cards.revealed_without_site(state, inst, unplaced, "has no card of it available in his location deck")
    return not agents.discard_if_duplicated(state, inst)


# ------------------------------------------------------------------ creatures keyed to its site (CoE 4.1)
def _races(text: str | None) -> set[str]:
    return {r.strip() for r in (text or "").split(",") if r.strip()}


def brought_races(state: State, agent: Instance, unique: bool) -> set[str]:
    """The creature races the agent's tapping made keyable to its site (non-unique ones only at a lair)."""
    site = hero_site_cards.site_card(state, agent, agent.agent_site or "")   # its player's version (4.F1)
    kind = type_of_site(state, site)
    found: set[str] = set()
    if kind in LAIRS and not unique:
        for auto in site.fact("automatic_attacks") or ():
            found |= _races(auto.get("race"))
    if agents.at_home(state, agent):
        found |= set(HOME_SITE_RACES.get(kind, ()))
    return found


def bringer(state: State, creature: Card, company: Company, key: str) -> Instance | None:
    """The agent whose tapping lets ``creature`` be keyed by name to ``key``, the new site of the moving
    ``company`` (CRF 22 rules erratum: only a company moving to the site), or None."""
    site = state.cards[company.site]
    if not company.moving or fold(key.strip()) != fold(site.name):
        return None
    for agent in agents.in_play(state):
        where = state.turn.per_turn.get((BROUGHT, agent.id))
        if where is None or fold(where) != fold(site.name) or fold(agent.agent_site or "") != fold(where):
            continue
        if _races(creature.race) & brought_races(state, agent, bool(creature.fact("unique"))):
            return agent
    return None


def reveal_bringer(state: State, creature: Card, company: Company, key: str) -> None:
    """A creature keyed by an agent's tapping reveals the agent, if face-down (CoE 4.1, 4.3)."""
    agent = bringer(state, creature, company, key)
    if agent is not None and not agent.revealed:
        reveal(state, agent)
