"""What an agent's own text makes of its attack succeeding or failing (My Precious; the ``agent`` key's
``success_takes_ring`` and ``failure_brings``).

When is an agent's attack successful, when does it fail? Only if all of its strikes are successful is it successful;
it fails if any of its strikes fails (CRF 22, My Precious, fifth bullet). A strike that fails is one the agent lost:
defeated (its body check failed, or no body check, as in detainment) or not defeated (its body check passed). An
ineffectual or cancelled strike is neither.

- ``success_takes_ring``: a successful attack on a company bearing a ring (a gold ring item or a special ring,
  ``conditions.is_ring``) sends the agent and one of those rings, the attacker's choice, to their discard piles.
  With one ring in the company there is no choice to make. Which of several the attacker picks is not modelled: the
  card's gap of the scope ``play in a case`` naming "rings" refuses then. It refuses too when the company bore a ring
  as the attack was declared (its composition is fixed then, CoE 3.4) and bears none at its end (the bearer
  eliminated by the strike, the ring discarded with him): whether the agent is discarded then the card does not say.
- ``failure_brings``: an attack of the agent that fails without being defeated lets the defending player tap a
  character of the attacked company to play the named card (Gollum), the agent being discarded. That play is not
  modelled: when it could be made (the defending player holds a card of that name), the card's gap of the scope
  ``play in a case`` naming it refuses; holding none, he has nothing to play, and the attack ends as any other.

The attack is over and the usual end of an agent's attack (``agent_attacks.finish``) has come first: an agent
defeated is in a marshalling point pile or out of play, and nothing here applies to it.
"""
from __future__ import annotations

from ..core import modelled
from ..core.cards import fold
from ..core.state import DISCARD, HAND, IN_PLAY, Attack, Company, Instance, State
from ..primitives.conditions import is_ring

FAILED = ("defeated", "not defeated")   # a strike the agent lost (its body check, if any, made or not)
RINGED = "agent attacked a company bearing a ring"   # per phase, by the agent: the company bore one as it attacked


def declared(state: State, agent: Instance, company: Company) -> None:
    """As the agent's attack is declared: whether the company bears a ring then (for ``success_takes_ring``)."""
    powers = agent.card.trait("agent")
    if powers is not None and powers.success_takes_ring:
        state.turn.per_phase[(RINGED, agent.id)] = bool(_rings(state, company))


def successful(state: State) -> bool:
    """Every strike of the attack being fought was successful (CRF 22, My Precious: all of them)."""
    strikes = state.combat.strikes if state.combat is not None else []
    return bool(strikes) and all(st.result == "successful" for st in strikes)


def failed(state: State) -> bool:
    """Any strike of the attack being fought failed (CRF 22, My Precious: any of them)."""
    strikes = state.combat.strikes if state.combat is not None else []
    return any(st.result in FAILED for st in strikes)


def attack_over(state: State, attack: Attack, company: Company, defeated: bool, cancelled: bool) -> None:
    """After the agent's attack has ended: what its text makes of it succeeding or failing."""
    agent = state.cards[attack.source]
    powers = agent.card.trait("agent")
    if powers is None or agent.zone != IN_PLAY or cancelled:
        return
    if powers.success_takes_ring and successful(state):
        _take_ring(state, agent, company)
    elif powers.failure_brings and failed(state) and not defeated:
        held = [i for i in state.cards.values() if i.zone == HAND and i.owner == company.owner
                and fold(i.card.name) == fold(powers.failure_brings)]
        if held:   # the defending player may tap a character to play it: not modelled
            modelled.refuse_case(agent.card, powers.failure_brings)
        state.log.append(f"{state.label(agent)}'s attack failed without his defeat; {company.owner} holds no "
                         f"{powers.failure_brings} to play in his stead")


def _rings(state: State, company: Company) -> list[Instance]:
    bearers = {c.id for c in state.characters(company.id)}
    return [i for i in state.cards.values() if i.zone == IN_PLAY and i.attached_to in bearers
            and i.card.kind == "item" and is_ring(i.card)]


def _take_ring(state: State, agent: Instance, company: Company) -> None:
    rings = _rings(state, company)
    if not rings:
        if state.turn.per_phase.get((RINGED, agent.id)):   # the ring it bore has left play in the attack
            modelled.refuse_case(agent.card, "rings")
        state.log.append(f"{state.label(agent)}'s attack succeeded; {company.id} bears no ring")
        return
    if len(rings) > 1:   # the attacker's choice among them
        modelled.refuse_case(agent.card, "rings")
    ring = rings[0]
    state.move(agent.id, DISCARD)
    state.move(ring.id, DISCARD)
    state.log.append(f"{state.label(agent)}'s attack succeeded against {company.id}, which bears a ring: "
                     f"{state.label(agent)} and {state.label(ring)} are discarded")
