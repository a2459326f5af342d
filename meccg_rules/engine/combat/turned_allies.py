"""An ally turned on the character controlling it: the roll that decides it, and the attack it makes (the effect
primitive ``turn-on-controller``, Stay Her Appetite).

The card's player rolls; the ally turns when the roll plus the ally's mind is greater than its player's unused
general influence (CoE 1.12.1: never below zero) plus its controlling character's unused direct influence plus the
card's margin (``beyond``: five, since the CRF 22 erratum raised it from two). A turned ally attacks that character,
and him alone (``Attack.alone``): its strikes are his, though the rest of his company may still tap to support
him (CoE 3.iv.4, "even if the character wasn't allowed to face the attack"); the ally takes no part in defending
against its own attack. The attack's prowess is the ally's printed ("normal") prowess plus a second roll by the
card's player; it has no body, and it is detainment when the company is a hero one (CoE 3.II; for detainment every
company of a Wizard or Fallen-wizard player is, 2.IV.vii.F1). Once it is over the ally is discarded unless the
attack was defeated: every strike defeated (CoE 3.v). A cancelled attack, or one whose strike was cancelled or
ineffectual, is not defeated, so the ally goes (the engine's reading of "if it attacks and is not defeated").

An ally with no prowess cannot attack: there is no attack, but the rest of the card still applies (CRF 22, Card
Errata and Rulings, Stay Her Appetite), so an ally that turns is discarded all the same; one that does not turn
stays.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from ..core.state import DISCARD, IN_PLAY, Attack, State
from ..organization import control
from ..players import alignments
from ..primitives import effects, values
from . import detainment, flow
from .kinds import AttackKind

if TYPE_CHECKING:
    from ..core.behaviour import TurnOnController
    from ..core.chain import Declared
    from ..core.state import Company
    from ..game import Game

ALLY = "ally"   # the kind of attack an ally makes (the table ``attack kinds``)
TURNS = "turns"  # the entry's data: whether the ally turned (absent until the first roll is read)


def turn_on_controller(game: Game, entry: Declared, effect: TurnOnController) -> bool:
    """Resolve the effect: the roll that decides whether the ally turns, then the roll for its attack's prowess."""
    s = game.state
    by = effects.source_name(game, entry)
    ally = s.cards.get(entry.target or "")
    if ally is None or ally.zone != IN_PLAY or ally.attached_to not in s.cards:
        s.log.append(f"{by} has no effect: its ally is no longer in play under a character's control")
        return True
    if TURNS not in entry.data:
        if entry.roll is None:
            return game.wait_for_roll(entry, entry.player, by)
        entry.data[TURNS] = _turns(s, entry, effect, by)
        entry.roll = None
        if entry.data[TURNS] and ally.card.fact("prowess") is None:
            entry.data[TURNS] = False
            s.move(ally.id, DISCARD)
            s.log.append(f"{s.label(ally)} has no prowess: it makes no attack, and is discarded all the same (CRF 22, "
                         "Card Errata and Rulings, Stay Her Appetite)")
    if not entry.data[TURNS]:
        return True
    if entry.roll is None:
        return game.wait_for_roll(entry, entry.player, f"{s.label(ally)}'s attack")
    controller = s.cards[ally.attached_to or ""]
    company = s.company_of(controller.id)
    if company is None:
        s.log.append(f"{by}: {s.label(controller)} is in no company, so no attack")
        return True
    printed = ally.card.fact("prowess") or 0
    made = Attack(f"a{s.next_attack}", company.id, ally.id, ALLY, ally.card.race or "", effect.strikes,
                  printed + entry.roll, None, detainment=detainment.hero_company_for_detainment(s, company.id),
                  label=s.label(ally), alone=controller.id)
    s.next_attack += 1
    s.log.append(f"{s.label(ally)} turns on {s.label(controller)}: prowess {printed} ({s.label(ally)}) +{entry.roll} "
                 f"(roll) = {made.prowess}" + (", detainment" if made.detainment else ""))
    flow.begin(game, [made])
    return True


def _turns(state: State, entry: Declared, effect: TurnOnController, by: str) -> bool:
    """Is the roll plus the ally's mind greater than the two unused influences plus the margin? Said in the log."""
    ally = state.cards[entry.target or ""]
    controller = state.cards[ally.attached_to or ""]
    roll, mind = entry.roll or 0, values.mind(state, ally)
    # a Ringwraith or Balrog player's extra five points sit on top of his available general influence (CoE 1.12.R1, B1)
    general = control.unused_general_influence(state, ally.controller) - alignments.extra_general_influence(
        state, ally.controller)[0]
    direct = control.unused_direct_influence(state, controller.id)
    total, needed = roll + mind, general + direct + effect.beyond
    turns = total > needed
    state.log.append(
        f"{by}: {roll} (roll) +{mind} ({state.label(ally)}'s mind) = {total} against {general} ({ally.controller}'s "
        f"unused general influence) +{direct} ({state.label(controller)}'s unused direct influence) "
        f"+{effect.beyond} = {needed}: " + (f"{state.label(ally)} turns on {state.label(controller)}" if turns
                                            else "no effect"))
    return turns


def ends(state: State, attack: Attack, company: Company, defeated: bool, cancelled: bool) -> None:
    """The ally is discarded if its attack was not defeated (cancelled included: the engine's reading)."""
    ally = state.cards.get(attack.source)
    if ally is None or ally.zone != IN_PLAY:
        return
    if defeated:
        state.log.append(f"{attack.label}'s attack is defeated: {attack.label} stays with its controlling character")
        return
    state.move(ally.id, DISCARD)
    state.log.append(f"{attack.label}'s attack is {'cancelled' if cancelled else 'not defeated'}: {attack.label} is "
                     "discarded")


ATTACK_KIND = AttackKind(ends=ends)
