"""The order of on-guard and agent attacks (CoE 2.V.iii, 2.V.iv): the creatures the hazard player revealed on-guard
as the company entered its site, and the agents he declares attacking right after the automatic-attacks, attack
in an order the resource player chooses, each right after the other.

Once the company has faced the automatic-attacks of its site (or declared that it enters a site with none,
``site_phase.declared_entering``), if two or more such attacks could follow (creatures
revealed on-guard, and the hazard player's agents at the site that may still attack), none starts: the hazard
player may declare his agents' attacks (each agent is revealed then, ``agent_attacks``), and the resource player
names the attack the company faces next ("Alice faces Orc-patrol's attack next."). Naming one is his action: it
ends the moment for declaring agents' attacks (CoE 2.V.iii: right after the automatic-attacks). While two or more
declared attacks wait the engine asks him for the next (a pending choice) and never picks one; a last one left
starts at once, right after the one before it ends. An agent's attack declared with nothing else to wait for
starts at once. With none declared yet the company has entered its site (as when no agent may attack), and an
agent's attack declared afterwards still waits for the order while another agent may still be declared: the company
is then no longer in, and the resource player is asked for the order, so that he plays no resource before that
attack (2.V.1.1).

The engine's readings, where the rules say no more: naming the next attack is the resource player's action that
ends the moment for declaring agents' attacks, as any other action of his does (``agent_attacks.note_action``); the
order is asked when the company ends the automatic-attacks within the example, so a set-up that begins with them
faced begins after step 4 too, and each agent's attack declared there is fought as it is declared.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from ..combat import flow
from ..combat.attacks import creature_attacks
from ..core.cards import fold
from ..core.errors import Verdict
from ..core.state import IN_PLAY, Attack, Company, Pending, State
from .agent_hazards import DECLARED, WINDOW_CLOSED, in_play

if TYPE_CHECKING:
    from ..core.actions import Action
    from ..core.listing import Listing
    from ..game import Game
    from .actions import FaceAttackNext

HELD = "attacks in the resource player's order"   # Turn.per_phase key, with the company: the agents' attacks waiting
REF = "the attack faced next"                      # Pending.ref while the resource player names it


def may_still_attack(state: State, company: Company) -> list[str]:
    """The hazard player's agents at the company's site that may still be declared attacking it."""
    if state.turn.per_phase.get(WINDOW_CLOSED):
        return []
    site = fold(state.cards[company.site].name)
    return [i.id for i in in_play(state) if i.controller == state.hazard_player and fold(i.agent_site or "") == site
            and (DECLARED, i.id) not in state.turn.per_phase]


def _creatures(state: State, company: Company) -> list[str]:
    return [c for c in company.attacks_to_face if c in state.cards and state.cards[c].zone == IN_PLAY]


def holding(state: State, company: Company) -> bool:
    return (HELD, company.id) in state.turn.per_phase


def waiting_attacks(state: State, company: Company) -> list[str]:
    """The sources of the attacks waiting for the resource player's order: creatures, then agents as declared."""
    if not holding(state, company):
        return []
    return _creatures(state, company) + [a.source for a in state.turn.per_phase[(HELD, company.id)]]


def hold(game: Game, company: Company) -> bool:
    """The ``attacks to face held`` hook, as the automatic-attacks end: two or more attacks could follow, so none
    starts before the resource player's order (True); else the creatures revealed on-guard attack at once."""
    s = game.state
    if len(_creatures(s, company)) + len(may_still_attack(s, company)) < 2:
        return False
    s.turn.per_phase[(HELD, company.id)] = []
    s.log.append(f"{company.id} has faced the automatic-attacks: {s.hazard_player} may declare his agents' attacks, "
                 f"and {s.resource_player} chooses the order of the attacks that follow (CoE 2.V.iii, 2.V.iv)")
    _ask(s, company)
    return True


def declared(game: Game, company: Company, attack: Attack) -> bool:
    """An agent's attack is declared: it waits for the resource player's order while the attacks are held."""
    s = game.state
    if not holding(s, company):
        return False
    s.turn.per_phase[(HELD, company.id)].append(attack)
    company.entered = False   # not in while an attack waits (2.V.1.1: no site-tapping resource before it)
    s.log.append(f"{attack.label}'s attack waits for {s.resource_player}'s order (CoE 2.V.iv)")
    _ask(s, company)
    return True


def _ask(state: State, company: Company) -> None:
    """Two or more attacks waiting, or an agent's declared attack waiting while another agent may still be
    declared: the resource player must name the next (a pending choice), and may do nothing else meanwhile."""
    waiting = waiting_attacks(state, company)
    if state.combat is None and waiting and (len(waiting) >= 2 or state.turn.per_phase[(HELD, company.id)]):
        names = ", ".join(state._name(a) for a in waiting)
        purpose = f"which of {names} {company.id} faces next" if len(waiting) >= 2 else \
            f"whether {company.id} faces {names}'s attack next (or {state.hazard_player} declares another agent's)"
        state.pending = Pending(state.resource_player, purpose, kind="choice", ref=REF)


def next_attack(game: Game, company: Company) -> bool:
    """The ``held attacks go on`` hook, once an attack is over and none is queued: the attacks still waiting go on,
    the last one at once, else at the resource player's word (True while any waits)."""
    s = game.state
    if not holding(s, company) or s.combat is not None or s.attacks:
        return False
    left = waiting_attacks(s, company)
    if not left:   # none declared yet: the company is in, and an agent's attack declared now still waits (2.V.iii)
        if not may_still_attack(s, company):
            del s.turn.per_phase[(HELD, company.id)]
        return False
    if len(left) == 1 and s.turn.per_phase.get(WINDOW_CLOSED):
        _start(game, company, left[0])
    else:
        _ask(s, company)
    return True


def _start(game: Game, company: Company, source: str) -> None:
    s = game.state
    agents = s.turn.per_phase[(HELD, company.id)]
    agent = next((a for a in agents if a.source == source), None)
    if agent is not None:
        agents.remove(agent)
        queued = [agent]
    else:
        queued = creature_attacks(s, s.cards[source], company.id)
    s.log.append(f"{company.id} faces {s._name(source)}'s attack")
    flow.begin(game, queued)


# ------------------------------------------------------------------ the resource player's order
def check(game: Game, action: FaceAttackNext) -> Verdict:
    s = game.state
    company = s.companies.get(s.active_company or "")
    if s.phase != "site" or company is None or not waiting_attacks(s, company):
        return Verdict.refuse("no-attack-order", "No attacks wait for the resource player's order (CoE 2.V.iv).")
    if action.player != s.resource_player:
        return Verdict.refuse("wrong-player", "The resource player chooses the order of on-guard and agent attacks.")
    if s.combat is not None or s.attacks:
        return Verdict.refuse("attack-being-fought", "An attack is already being fought.")
    named = s.find(action.card)
    if named.id not in waiting_attacks(s, company):
        return Verdict.refuse("not-a-waiting-attack", f"{s.label(named)} has no attack waiting for {company.id}: "
                              f"{', '.join(s._name(a) for a in waiting_attacks(s, company))} do.")
    return Verdict.allow()


def face_next(game: Game, action: FaceAttackNext) -> None:
    s = game.state
    company = s.current_company()
    s.pending = None
    _start(game, company, s.find(action.card).id)


def gate(pending: Pending, action: Action) -> Verdict:
    """While the resource player chooses: his choice, or the hazard player declaring another agent's attack."""
    from .actions import AgentAttacks, FaceAttackNext
    if isinstance(action, (FaceAttackNext, AgentAttacks)):
        return Verdict.allow()
    return Verdict.refuse("waiting-for-attack-order", f"First {pending.player} says {pending.purpose}.")


def candidates(listing: Listing) -> list[Action]:
    """Each attack waiting, for the resource player."""
    from .actions import FaceAttackNext
    s = listing.state
    company = s.companies.get(s.active_company or "")
    if s.phase != "site" or company is None:
        return []
    return [FaceAttackNext(s.resource_player, a) for a in waiting_attacks(s, company)]
