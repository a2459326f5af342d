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
``agent_actions``; agents' influence attempts (CoE 8.5), the order of agent and on-guard attacks (2.V.iv:
on-guard creatures attack first) are not modelled. Against a Ringwraith or
Balrog player's company an agent's attack is detainment: a failed strike taps
the agent instead (3.II.2.R3, B3). Only face-up agents count for uniqueness: one
revealed while an identical unique card is face-up in play is discarded (4.2.3).
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from ..players import alignments
from ..combat import strikes as combat
from ..hazards import hazard_limit as hazards
from ..core.actions import Pass, Roll, StateOutcome
from ..organization.actions import DoneTransferring, TransferItem
from ..site_phase.actions import FaceAutomaticAttacks
from ..core.cards import Card, catalogue, fold
from ..core.chain import HAZARD, Declared, cancel
from ..core.errors import InputError, Verdict
from ..core.state import CHAIN, DISCARD, HAND, IN_PLAY, MP_PILE, Attack, Company, Instance, Pending, State, Strike

if TYPE_CHECKING:
    from .actions import AgentAttacks, PlayAgent
    from ..core.actions import Action
    from ..game import Game

AGENT = "agent"            # the declared kind and the attack kind
ROLL = "agent-roll"        # Pending.ref of the agent's roll in a strike sequence
DECLARED = "agent attack"  # Turn.per_phase key (with the agent's id): how it was when its attack was declared
STRIKE_ROLL = "defender's roll against an agent"  # Turn.per_phase key (with the character): the rolls so far
WINDOW_CLOSED = "agent attacks no longer declared"  # Turn.per_phase key: the company acted after them
ENTERED = "agent brought into play"   # Turn.per_turn key (with the agent's id): it came into play this turn


def is_agent(card: Card) -> bool:
    return card.is_character and bool(card.fact("agent"))


def home_sites(card: Card) -> list[str]:
    return list(card.fact("home_sites", ()) or ())


def at_home(inst: Instance) -> bool:
    return inst.agent_site is not None and fold(inst.agent_site) in {fold(h) for h in home_sites(inst.card)}


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
def check_as_character(state: State, player: str, inst: Instance, site: Card) -> Verdict:
    """Only a Ringwraith or Fallen-wizard player plays an agent as a character (for a Wizard or Balrog player it is
    a hazard card, CoE 1.3.W2, B2), and only at one of its home sites (2.II.2.2.5)."""
    if not is_agent(inst.card):
        return Verdict.allow()
    alignment = alignments.alignment_of(state, player)
    if alignment not in (alignments.RINGWRAITH, alignments.FALLEN_WIZARD):
        return Verdict.refuse("agent-is-a-hazard", f"For a {alignment} player {inst.name} is a hazard card, not a "
                              "character (CoE 1.3.W2, B2).")
    if fold(site.name) not in {fold(h) for h in home_sites(inst.card)}:
        return Verdict.refuse("agent-character-home-site", f"{inst.name} is an agent: played as a character he comes "
                              f"into play only at one of his home sites ({', '.join(home_sites(inst.card))}), not at "
                              f"{site.name}.")
    return Verdict.allow()


# ------------------------------------------------------------------ playing an agent hazard (CoE 2.IV.vii.1)
def _agent(state: State, name: str) -> Instance:
    inst = state.find(name)
    if not is_agent(inst.card):
        raise InputError(f"{inst.name} is not an agent; only a character card marked as an agent is played as "
                         "an agent hazard")
    return inst


def _home_site(card: Card, site: str) -> str:
    """The site's printed name; a home site given as a description ("Any Dark-hold") is not modelled."""
    named = catalogue().get(site)
    if not named.is_site:
        raise InputError(f"{named.name} is not a site")
    if any(h.lower().startswith("any ") for h in home_sites(card)):
        raise InputError(f"{card.name}'s home sites are described ({'; '.join(home_sites(card))}): the engine "
                         "models only agents whose home sites are named (not modelled yet)")
    return named.name


def check_play(game: Game, action: PlayAgent) -> Verdict:
    s = game.state
    inst = _agent(s, action.card)
    if inst.zone != HAND or inst.owner != action.player:
        return Verdict.refuse("not-in-hand", f"{s.label(inst)} is not in {action.player}'s hand.")
    verdict = hazards.check_hazard_play(game, action.player, inst.card)
    if not verdict:
        return verdict
    site = _home_site(inst.card, action.site)
    if fold(site) not in {fold(h) for h in home_sites(inst.card)}:
        return Verdict.refuse("not-agent-home-site", f"{site} is not a home site of {inst.name} "
                              f"({', '.join(home_sites(inst.card))}): an agent hazard comes into play at one "
                              "of its home sites.")
    return Verdict.allow()


def play(game: Game, action: PlayAgent) -> None:
    s = game.state
    inst = _agent(s, action.card)
    hazards.count_against_limit(s)
    s.move(inst.id, CHAIN)
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
def check_attack(game: Game, action: AgentAttacks) -> Verdict:
    s = game.state
    inst = _agent(s, action.card)
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
    if not company.automatic_attacks_faced:
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
    inst = _agent(s, action.card)
    company = s.current_company()
    s.turn.per_phase[(DECLARED, inst.id)] = (not inst.revealed, at_home(inst))
    if not inst.revealed:
        from . import agent_actions
        if not agent_actions.reveal(s, inst, " as its attack is declared"):
            return
    face_down, home = s.turn.per_phase[(DECLARED, inst.id)]
    detainment = alignments.alignment_of(s, company.owner) in (alignments.RINGWRAITH, alignments.BALROG)
    made = Attack(f"a{s.next_attack}", company.id, inst.id, AGENT, inst.card.race or "", 1,
                  inst.card.fact("prowess") or 0, inst.card.fact("body"), detainment=detainment,
                  attacker_chooses=face_down and home, label=s.label(inst))
    s.next_attack += 1
    combat.begin(game, [made])


def note_action(game: Game, action: Action) -> None:
    """Before a legal action: the resource player acting in the site phase, outside combat, after the
    automatic-attacks, closes the moment for declaring agents' attacks (CoE 2.V.iii: right after them)."""
    s = game.state
    if action.player != s.resource_player or s.combat is not None or s.turn.per_phase.get(WINDOW_CLOSED):
        return  # (closed already: nothing to do)
    company = s.companies.get(s.turn.company or "")
    if s.turn.phase != "site" or company is None:
        return
    if company.automatic_attacks_faced and not isinstance(
            action, (Pass, Roll, FaceAutomaticAttacks, StateOutcome, TransferItem, DoneTransferring)):
        s.turn.per_phase[WINDOW_CLOSED] = True


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
    agent = state.cards[attack.source]
    _, roll = state.turn.per_phase[(STRIKE_ROLL, strike.character)]
    base = agent.card.fact("prowess") or 0
    total, parts = roll + base, [f"{roll} (roll)", f"{base} ({state.label(agent)})"]
    face_down, home = _declared(state, agent)
    for by, why, applies in ((-2, "wounded", agent.wounded),
                             (2, "face-down away from its home sites", face_down and not home),
                             (5, "face-down at a home site", face_down and home),
                             (2, "face-up at a home site", not face_down and home)):
        if applies:
            total += by
            parts.append(f"{by:+d} ({why})")
    for o in state.ongoing:
        if o.target == agent.id and o.stat == "prowess":
            total += o.by
            parts.append(f"{o.by:+d} ({state._name(o.source)})")
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
        state.move(inst.id, MP_PILE, pile_of=company.owner)
        state.log.append(f"{attack.label} is defeated: it goes to {company.owner}'s marshalling point pile")
    else:
        what = "defeated (detainment)" if defeated else "not defeated"
        state.log.append(f"{attack.label} is {what}: it stays at {inst.agent_site}, face-up")
