"""An agent's attack (CoE 2.V.iii, 3.iv.6.1, 3.v): declared at the company's site right after its
automatic-attacks (at a site with none, right after the company declares that it enters it:
``site_phase.declared_entering``) and until the resource player acts, once per site phase; while a card in play
lets any agent attack a company at his site that chooses not to enter it (Near to Hear a Whisper), also right after
that choice (``site_phase.stayed_out``), until the resource player acts, in the same way; both players roll in
each strike, the agent's roll modified by where it was when the attack was declared; a failed strike wounds it
(taps it, for detainment), and a defeated agent is kill points for the defending player."""
from __future__ import annotations

from typing import TYPE_CHECKING

from ..combat import defeated_hazards, flow
from ..combat import strikes as combat
from ..combat.kinds import AttackKind
from ..core import queries
from ..core.actions import Pass, Roll, StateOutcome
from ..core.cards import fold
from ..core.errors import Verdict
from ..core.state import IN_PLAY, MP_PILE, Attack, Company, Instance, Pending, State, Strike
from ..organization.actions import DoneTransferring, TransferItem
from ..site_phase.actions import EnterSite, FaceAutomaticAttacks, StayOut
from ..site_phase.automatic_attacks import must_face
from ..site_phase import declared_entering, stayed_out
from . import agent_actions, attack_order, attack_outcomes, attacks_by_cards
from .agent_hazards import AGENT, DECLARED, ROLL, STRIKE_ROLL, WINDOW_CLOSED, agent_named, at_home, new_attack
from .keys import power

if TYPE_CHECKING:
    from ..core.actions import Action
    from ..game import Game
    from .actions import AgentAttacks


def check_attack(game: Game, action: AgentAttacks) -> Verdict:
    s = game.state
    inst = agent_named(s, action.card)
    if inst.zone != IN_PLAY or inst.agent_site is None or inst.controller != action.player:
        return Verdict.refuse("agent-not-in-play", f"{s.label(inst)} is not an agent hazard {action.player} has "
                              "in play.")
    if action.player != s.hazard_player:
        return Verdict.refuse("wrong-player", "Only the hazard player declares an agent hazard's attack.")
    company = s.companies.get(s.active_company or "")
    if s.phase != "site" or company is None:
        return Verdict.refuse("wrong-phase", "An agent hazard attacks in the site phase of a company at its site.")
    if fold(s.cards[company.site].name) != fold(inst.agent_site):
        return Verdict.refuse("agent-not-at-site", f"{s.label(inst)} is at {inst.agent_site}, not at "
                              f"{company.id}'s site ({s.label(s.cards[company.site])}).")
    staying_out = stayed_out.declared(s, company)
    if staying_out and not attacks_staying_out(s):
        return Verdict.refuse("agent-needs-entering", f"{company.id} chose not to enter its site: an agent attacks a "
                              "company as it enters its site (CoE 2.V.iii), and no card in play lets one attack a "
                              "company that stays out.")
    if not company.automatic_attacks_faced and not staying_out:
        if "the automatic-attacks" not in must_face(s, company):   # a site with none: after the declaration
            return declared_entering.refusal(s, company)
        return Verdict.refuse("automatic-attacks-first", f"{company.id} has not faced the automatic-attacks of its "
                              "site yet: an agent's attack follows them.")
    if s.combat is not None or s.attacks or s.chains:
        return Verdict.refuse("agent-waits", "An attack or a chain of effects is under way.")
    if s.turn.per_phase.get(WINDOW_CLOSED):
        return Verdict.refuse("agent-attack-too-late", f"{company.id} has acted since its automatic-attacks: an "
                              "agent's attack is declared right after them.")
    if (DECLARED, inst.id) in s.turn.per_phase:
        return Verdict.refuse("agent-attacked", f"{s.label(inst)} has attacked in this site phase already.")
    return Verdict.allow()


def attack(game: Game, action: AgentAttacks) -> None:
    s = game.state
    inst = agent_named(s, action.card)
    company = s.current_company()
    s.turn.per_phase[(DECLARED, inst.id)] = (not inst.revealed, at_home(s, inst))
    if not inst.revealed:
        if not agent_actions.reveal(s, inst, " as its attack is declared"):
            return
    face_down, home = s.turn.per_phase[(DECLARED, inst.id)]
    attack_outcomes.declared(s, inst, company)   # what its own text asks of the company as it attacks (a ring)
    made = new_attack(s, inst, company, attacker_chooses=face_down and home)
    if not attack_order.declared(game, company, made):   # else it waits for the resource player's order (2.V.iv)
        flow.begin(game, [made])


# the actions that leave the moment for declaring agents' attacks open: passes, rolls, facing the automatic-attacks
# or declaring that the company enters its site, saying what a state does, and the transfers right after the
# automatic-attacks (CoE 2.V.iii)
KEEP_WINDOW = (Pass, Roll, FaceAutomaticAttacks, EnterSite, StayOut, StateOutcome, TransferItem, DoneTransferring)


def attacks_staying_out(state: State) -> bool:
    """Is a card in play that lets any agent attack a company at his site that chooses not to enter it (Near to Hear
    a Whisper: the ``agent`` key's ``attacks_company_staying_out``)?"""
    return any(power(i.card, "attacks_company_staying_out") for i in state.cards.values() if i.zone == IN_PLAY)


def may_follow_staying_out(state: State, company: Company) -> bool:
    """The ``stayed_out.AWAITED`` hook: while such a card is in play, an agent of the hazard player at the company's
    site may attack it once it chooses not to enter, so the company declares that choice before its phase ends."""
    return attacks_staying_out(state) and bool(attack_order.may_still_attack(state, company))


def may_follow_entering(state: State, company: Company) -> bool:
    """The ``declared_entering.AWAITED`` hook: an agent of the hazard player at the company's site may attack it
    once it declares that it enters (CoE 2.V.iii), so the company makes that declaration before acting there."""
    return bool(attack_order.may_still_attack(state, company))


def note_action(game: Game, action: Action) -> None:
    """Before a legal action: the resource player acting in the site phase, outside combat, after the
    automatic-attacks, closes the moment for declaring agents' attacks (CoE 2.V.iii: right after them)."""
    s = game.state
    if action.player != s.resource_player or s.combat is not None or s.turn.per_phase.get(WINDOW_CLOSED):
        return  # (closed already: nothing to do)
    company = s.companies.get(s.turn.company or "")
    if s.turn.phase != "site" or company is None:
        return
    if company.automatic_attacks_faced or stayed_out.declared(s, company):   # (not one of KEEP_WINDOW: Closes.not_by)
        s.turn.per_phase[WINDOW_CLOSED] = True


def _declared(state: State, inst: Instance) -> tuple[bool, bool]:
    """(face-down, at a home site) when its attack was declared."""
    return state.turn.per_phase.get((DECLARED, inst.id), (False, False))


# ------------------------------------------------------------------ its roll (CoE 3.iv.6.1)
def awaits_roll(game: Game, strike: Strike, roll: int) -> bool:
    """The defender's roll is stated: keep it and wait for the agent's roll, made at the same time."""
    s = game.state
    key = (STRIKE_ROLL, strike.character)
    if key in s.turn.per_phase:
        return False
    assert s.combat is not None
    s.turn.per_phase[key] = (roll, None)
    agent = s.cards[s.combat.attack.source]
    s.pending = Pending(s.hazard_player, f"{s.label(agent)}'s strike against {s._name(strike.character)}",
                        kind="roll", ref=ROLL)
    return True


def rolled(game: Game, value: int) -> None:
    """The agent's roll is stated: the strike is resolved with both rolls."""
    s = game.state
    strike = combat.current_strike(s)
    assert strike is not None
    key = (STRIKE_ROLL, strike.character)
    defender_roll, _ = s.turn.per_phase[key]
    s.turn.per_phase[key] = (defender_roll, value)
    combat.roll_strike(game, defender_roll)


def strike_value(state: State, attack: Attack, strike: Strike) -> tuple[int, str]:
    """The agent's roll plus its prowess, modified as CoE 3.iv.6.1 says; with the reasons."""
    _, roll = state.turn.per_phase[(STRIKE_ROLL, strike.character)]
    value, shown = prowess_without_roll(state, attack)
    return roll + value, f"{roll} (roll) {shown}"


def prowess_without_roll(state: State, attack: Attack) -> tuple[int, str]:
    """The agent's modified prowess, as CoE 3.iv.6.1 says, without its roll: what an effect compares with it
    outside a strike (CRF 22, True Fána: no dice bonus for the agent)."""
    agent = state.cards[attack.source]
    base = agent.card.fact("prowess") or 0
    total, parts = base, [f"{base} ({state.label(agent)})"]
    face_down, home = _declared(state, agent)
    for by, why, applies in ((-2, "wounded", agent.wounded),
                             (2, "face-down away from its home sites", face_down and not home),
                             (5, "face-down at a home site", face_down and home),
                             (2, "face-up at a home site", not face_down and home)):
        if applies:
            total += by
            parts.append(f"{by:+d} ({why})")
    by_card = attacks_by_cards.prowess(state, attack)   # the card that made it attack (Cunning Foes: +3)
    if by_card is not None:
        total += by_card[0]
        parts.append(f"{by_card[0]:+d} ({by_card[1]})")
    for o in state.ongoing:
        if o.target == agent.id and o.stat == "prowess":
            total += o.by
            parts.append(f"{o.by:+d} ({state._name(o.source)})")
    for by, why in queries.parts("prowess", state, agent.id, attack):  # what changes a character's prowess and
        total += by                                                    # reaches an agent (environments: nothing,
        parts.append(f"{by:+d} ({why})")                              # an agent being a hazard)
    for by, why in queries.parts("attack prowess", state, attack):  # "the agent's modified prowess": what
        total += by                                                 # changes attacks of its race changes it
        parts.append(f"{by:+d} ({why})")
    return total, " ".join(parts)


def body_bonus(state: State, ref: str) -> int:
    """+1 body in its attack when it was at a home site as the attack was declared (CoE 3.iv.6.1)."""
    combat_now = state.combat
    if combat_now is None or combat_now.attack.kind != AGENT or combat_now.attack.source != ref:
        return 0
    return 1 if _declared(state, state.cards[ref])[1] else 0


def strike_failed(state: State, attack: Attack) -> None:
    """CoE 3.v: each strike of an agent that fails wounds it (its body check follows); against a Ringwraith or
    Balrog player's company the attack is detainment and the agent taps instead (CoE 3.II.2.R3, B3)."""
    if attack.detainment:
        state.tap(attack.source)
        state.log.append(f"{attack.label} is tapped (detainment)")
    else:
        state.wound(attack.source)
        state.log.append(f"{attack.label} is wounded")


# ------------------------------------------------------------------ the end of its attack (CoE 3.v)
def finish(state: State, attack: Attack, company: Company, defeated: bool) -> None:
    """Defeated (every strike and body check): kill points for the defender; else it stays where it is."""
    inst = state.cards[attack.source]
    if inst.zone != IN_PLAY:
        return
    if defeated and not attack.detainment:
        inst.agent_site = None
        defeated_hazards.mark(state, inst.id, company.owner)   # its full kill points or none to him
        state.move(inst.id, MP_PILE, pile_of=company.owner)
        state.log.append(f"{attack.label} is defeated: it goes to {company.owner}'s marshalling point pile")
    else:
        what = "defeated (detainment)" if defeated else "not defeated"
        state.log.append(f"{attack.label} is {what}: it stays at {inst.agent_site}, face-up")


def attack_ends(state: State, attack: Attack, company: Company, defeated: bool, cancelled: bool) -> None:
    finish(state, attack, company, defeated and not cancelled)
    attack_outcomes.attack_over(state, attack, company, defeated, cancelled)   # its own text (My Precious)


def body(state: State, ref: str) -> tuple[int, str] | None:
    """The ``body`` query: +1 in its attack when it was at a home site as the attack was declared (CoE 3.iv.6.1)."""
    return body_bonus(state, ref), "at a home site"


ATTACK_KIND = AttackKind(has_body=True, strike_roll=awaits_roll, strike_value=strike_value, strike_failed=strike_failed,
                  ends=attack_ends, prowess_without_roll=prowess_without_roll)
