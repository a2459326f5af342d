"""Strikes that are not an attack (the primitive ``strikes-not-attack``: Cruel Caradhras).

A card may make each character of a company face one strike of a given prowess "not an attack". The engine
makes them a combat of their own kind (``STRIKES``): one strike for each character, assigned at once as for an
attack where each character faces a strike (CoE 3.ii.2), each resolved in a strike sequence as usual, with no
body check against the attacker (it has no body). What is not an attack is left out: a card acting on attacks
cannot be played on them (``timing.py``) and no attack static reaches them (``attacks.fits``, CoE 3.i.2), the
company has not faced an attack (``flow.py``), and nothing is defeated, kept as a trophy or worth points. A card
that makes the strikes impossible to cancel stops every effect cancelling one of them; a change it gives to the
resulting body checks applies to the character's body check after each strike that wounds him (``strikes.py``).
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from ..core.behaviour import StrikesNotAttack
from ..core.chain import Declared
from ..core.state import Attack, State
from .kinds import AttackKind
from . import flow

if TYPE_CHECKING:
    from ..core.state import Company
    from ..game import Game

KIND = "strikes"   # Attack.kind of strikes that are no attack


def strikes_not_attack(game: Game, entry: Declared, effect: StrikesNotAttack) -> bool:
    """The primitive: the target company (or the company of the target) faces the strikes, at once if no combat is
    under way, else after it."""
    s = game.state
    company = s.companies.get(entry.target) or s.company_of(entry.target) or s.companies.get(s.active_company or "")
    if company is None:
        return True
    name = s._name(entry.card) if entry.card else "an effect"
    attack = Attack(f"a{s.next_attack}", company.id, entry.card or "", KIND, "", 0, effect.prowess, None,
                    each_character=True, label=f"{name}'s strikes", cannot_be_cancelled=effect.cannot_be_cancelled,
                    body_check=effect.body_check)
    s.next_attack += 1
    flow.begin(game, [attack])
    return True


def ends(state: State, attack: Attack, company: Company, defeated: bool, cancelled: bool) -> None:
    """Nothing is defeated or left behind: the strikes are over."""
    state.log.append(f"{attack.label} are over")


def uncancellable(state: State) -> str:
    """The strikes under way may not be cancelled: the card that says so ("" when they may). Strikes made without an
    attack (this module), and the strike of an attack whose card says it cannot be cancelled (``Attack.
    strike_cannot_be_cancelled``: Lucky Search's, ``site_phase/revealed_items.py``)."""
    combat = state.combat
    if combat is None:
        return ""
    if combat.attack.strike_cannot_be_cancelled:
        return f"the strike of {combat.attack.label}"
    if combat.attack.kind != KIND or not combat.attack.cannot_be_cancelled:
        return ""
    return combat.attack.label


ATTACK_KIND = AttackKind(ends=ends, not_an_attack=True)
