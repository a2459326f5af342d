"""A company defeats an attack it must face at its site, summarised by the stated outcome (CoE 2.V.ii).

``Fellowship defeats the automatic-attacks`` and ``Fellowship defeats Orc-guard`` stand for the combat with
them until the example plays it; a page whose examples rely on it says so on its badge ("outcome stated, not
computed").
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from ..core.errors import Verdict
from ..hazards import manifestations as dragon_manifestations
from ..players import alignments
from .site_resources import must_face

if TYPE_CHECKING:
    from ..core.state import State
    from ..game import Game
    from .actions import DefeatAttack


def check_defeat(game: Game, action: DefeatAttack) -> Verdict:
    s = game.state
    company = s.get_company(action.company)
    if s.phase != "site" or s.active_company != company.id:
        return Verdict.refuse("wrong-phase", f"It is not the site phase of {company.id}.")
    if action.player != company.owner:
        return Verdict.refuse("wrong-player", f"Only {company.owner}'s company faces its attacks.")
    if s.chains:
        return Verdict.refuse("must-start-chain", "A chain of effects is still open: both players must pass "
                              "before the company faces the next attack.")
    attack = _attack_ref(s, action.attack)
    if attack not in must_face(s, company):
        return Verdict.refuse("no-attack", f"{company.id} has no attack {action.attack!r} to face.")
    return Verdict.allow()


def _attack_ref(state: State, attack: str) -> str:
    if attack.strip().lower() == "the automatic-attacks":
        return "the automatic-attacks"
    return state.find(attack).id


def defeat(game: Game, action: DefeatAttack) -> None:
    s = game.state
    company = s.get_company(action.company)
    attack = _attack_ref(s, action.attack)
    if attack == "the automatic-attacks":
        company.automatic_attacks_faced = True
        company.attacks_faced.append(attack)
        return
    company.attacks_to_face.remove(attack)
    company.attacks_faced.append(attack)
    creature = s.cards[attack]
    s.log.append(f"{company.id} defeats {s.label(creature)} (outcome stated): "
                 f"{alignments.defeated_creature(s, company.owner, creature.id)}")
    dragon_manifestations.defeated(s, creature)
