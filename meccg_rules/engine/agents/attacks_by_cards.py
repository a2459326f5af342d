"""An agent's attack made by a card (Cunning Foes: "tap a warrior agent at target company's new site. Agent
attacks ... with a +3 modification to his prowess during the movement/hazard phase"; the condition
``agent_taps_at_new_site`` names the skill, the effect ``agent-attack`` makes the attack).

Playing such a card is the declaration of the agent's attack (CRF 22, Rulings by Term > Agent). Tapping the agent is
an active condition, performed as the card is declared (CoE 9.2.1): one of its player's untapped agent hazards with
that skill, at the target company's new site (the one it moves to, or the one it stays at), taps; a face-down one is
revealed then, as the active condition of the effect, but counts as face-down when the attack was declared (CoE
4.3). So the agent's modifications that look back to the declaration (CoE 3.iv.6.1: +2 face-down away from its home
sites, +5 and +1 body face-down at one, +2 and +1 body face-up at one) are those of the moment the card was played,
not of its resolution. When the card resolves the agent, if still in play, tapped and at the company's new site
(else the active condition no longer holds and the effect is negated, CoE 9.2.1), attacks the target company: an
ordinary agent attack (both players roll in each strike, ``agent_attacks.py``), its prowess modified as the card
says. So an agent whose face-down moves prove illegal as it is revealed is discarded (CoE 4.2.1), and the card then
resolves without an attack. With several such agents at the new site, its player names the one he taps as he plays
the card ("Bob plays Cunning Foes on the Fellowship, naming Bill Ferny"; ``discarded_for_play.check_named``).

An agent's own text may make the same attack (Anarin, The Grimburgoth: "Agent only: may tap at a company's new site
to attack that company"): a ``tap card`` ability with the condition ``self_agent_taps_at_new_site`` (the agent at
the new site, moving or not, of the company whose movement/hazard phase it is), used by the hazard player as a
hazard's use (``playing/hazard_uses.py``: "Bob taps Anarin to attack the company."). Its tapping, the cost, declares
the attack, and it is handled as a card's above: revealed then if face-down, counted as face-down for the attack
(CoE 4.3), attacking as the use resolves. The engine's reading, the text being silent: like every hazard's use it
counts nothing against the hazard limit, though it needs the limit not reached; it is not an agent action.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from ..combat import flow
from ..core.cards import fold
from ..core.errors import Verdict
from ..core.state import IN_PLAY, Attack, Instance, State
from ..primitives.conditions import HAZARD_USE
from ..prisoners.hosts_on_a_site import TAKES
from . import agent_actions, attack_outcomes
from .agent_hazards import DECLARED, at_home, new_attack
from .discarded_for_play import agents_at_new_site, chosen, one_agent

if TYPE_CHECKING:
    from ..core.behaviour import AgentAttack, Condition
    from ..core.cards import Card
    from ..core.chain import Declared
    from ..game import Game

CARD_PROWESS = "agent attack made by a card"   # Turn.per_phase key (with the attack's id): (by, the card's name)
TAPPED = "agent"                               # Declared.data key: the agent tapped to play the card


def to_tap(state: State, target: str | None, skill: str) -> list[Instance]:
    """The untapped agent hazards with ``skill`` at the new site of the target company."""
    return [i for i in agents_at_new_site(state, target, skill) if not i.tapped and not i.wounded]


def check(state: State, card: Card, condition: Condition, target: str | None) -> Verdict:
    """The condition ``agent_taps_at_new_site``: such an agent is there to tap (among several, the one named)."""
    skill = condition.agent_taps_at_new_site
    return one_agent(card, to_tap(state, target, skill), skill, "tapping an untapped", "no-agent-to-tap")


def check_self(state: State, card: Card, condition: Condition, target: str | None) -> Verdict:
    """The condition ``self_agent_taps_at_new_site``: the card used is its player's agent hazard in play at the new
    site of the company whose movement/hazard phase it is (the site it moves to, or the one it stays at)."""
    company = state.current_company() if state.active_company else None
    mine = [i for i in state.cards.values() if i.zone == IN_PLAY and i.card.id == card.id
            and i.agent_site is not None and company is not None and i.controller != company.owner]
    if company is None or not mine:
        return Verdict.refuse("agent-not-in-play", f"{card.name}'s text is used only while he is an agent hazard in "
                              "play (\"Agent only\").", f"the text of {card.name}")
    if not any(fold(i.agent_site or "") == fold(state.cards[company.site].name) for i in mine):
        return Verdict.refuse("agent-not-at-new-site", f"{card.name} is not at {company.id}'s new site, "
                              f"{state.cards[company.site].name}.", f"the text of {card.name}")
    return Verdict.allow()


def _declare(state: State, inst: Instance, entry: Declared, company_ref: str, why: str) -> None:
    """The agent's attack is declared as it taps: its state then is kept, a face-down one revealed (CoE 4.3)."""
    state.turn.per_phase[(DECLARED, inst.id)] = (not inst.revealed, at_home(state, inst))
    entry.data[TAPPED] = inst.id
    company = state.companies.get(company_ref) or state.company_of(company_ref)
    if company is not None:
        attack_outcomes.declared(state, inst, company)   # what its own text asks of the company then (a ring)
    if not inst.revealed:
        agent_actions.reveal(state, inst, why)


def tap_on_declaration(game: Game, entry: Declared) -> None:
    """The ``declared`` hook: the agent taps as the card is declared, which declares its attack; its state then
    (face-down, at a home site) is kept for the attack (CRF 22; CoE 3.iv.6.1), and a face-down one is revealed
    (CoE 4.3). An agent tapped for its own text's attack (Anarin) is handled alike."""
    s = game.state
    if entry.card not in s.cards:
        return
    own = s.cards[entry.card]
    if entry.kind == HAZARD_USE and own.agent_site is not None and own.zone == IN_PLAY and \
            any(getattr(e, "do", "") == "agent-attack" for e in entry.data.get("effects", ())):
        s.log.append(f"{s.label(own)} taps to attack {s.active_company}: its attack is declared")
        _declare(s, own, entry, s.active_company or "", " as it taps to attack")
        return
    if entry.kind != "event":
        return
    for condition in s.cards[entry.card].card.trait("playable_if", ()):
        if not condition.agent_taps_at_new_site:
            continue
        for inst in chosen(entry, to_tap(s, entry.target, condition.agent_taps_at_new_site)):
            s.tap(inst.id)
            s.log.append(f"{s.label(inst)} taps to play {s.label(s.cards[entry.card])}: its attack is declared")
            _declare(s, inst, entry, entry.target or "", f" as it taps for {s._name(entry.card)}")


def attack(game: Game, entry: Declared, effect: AgentAttack) -> bool:
    """Resolve the effect: the agent tapped for the card attacks the target company."""
    s = game.state
    inst = s.cards.get(entry.data.get(TAPPED, ""))
    ref = entry.target or (s.active_company if entry.kind == HAZARD_USE else "") or ""
    company = s.companies.get(ref) or s.company_of(ref)
    if (inst is None or company is None or inst.zone != IN_PLAY or inst.agent_site is None or not inst.tapped
            or fold(inst.agent_site) != fold(s.cards[company.site].name)):   # its active condition undone
        s.log.append(f"{s._name(entry.card)}: no agent tapped at {entry.target}'s new site to attack (CoE 9.2.1)")
        if effect.takes_prisoner:   # a hazard host that can take no one holds no card: discarded (CoE 3.III.7)
            entry.data["stays_in_play"] = False
        return True
    face_down, home = s.turn.per_phase.get((DECLARED, inst.id), (False, False))
    made = new_attack(s, inst, company, attacker_chooses=effect.attacker_chooses or (face_down and home))
    made.steals_item = effect.steals_item   # An Article Missing: an item instead of a wound (combat/thieving.py)
    if effect.prowess:
        s.turn.per_phase[(CARD_PROWESS, made.id)] = (effect.prowess, s._name(entry.card))
    if effect.takes_prisoner:   # the card is the hazard host of those it takes (prisoners_taken_by_agents.py)
        s.turn.per_turn[(TAKES, made.id)] = entry.card
    s.log.append(f"{s.label(inst)} attacks {company.id} ({s._name(entry.card)})")
    flow.begin(game, [made])
    return True


def prowess(state: State, attack: Attack) -> tuple[int, str] | None:
    """The card's modification of the agent's prowess in the attack it made, or None."""
    found = state.turn.per_phase.get((CARD_PROWESS, attack.id))
    return found if found is None else (found[0], found[1])
