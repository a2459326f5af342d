"""A roll against the attack: the effect ``roll-against-attack`` (True Fána).

Before the attack its company faces is resolved (its strikes not yet assigned), the target, a Wizard, rolls and
adds his prowess; a total greater than the attack's prowess makes every strike of the attack fail. The prowess is
his as it stands outside any strike, what ``strikes.prowess`` gives without an attack: printed, his weapon and other
items in use, what is in effect on him. The modifications that belong to a strike (-1 tapped, -2 wounded, excess
strikes, +1 for each supporting character, -3 to stay untapped) and a printed bonus against an attacker's race
apply only to his prowess against a strike, so they do not count (CRF 22, True Fána). The attack's prowess is
``attacks.prowess``: printed, with what is in effect on it.

An agent's attack is compared by its modified prowess without the roll it makes in a strike: the agent gets no dice
bonus against the spell (CRF 22, True Fána; the agents family gives that prowess, ``AttackKind.prowess_without_roll``).

All strikes failing, an attack without body is defeated (CoE 3.v: every strike defeated). An attack with body and
one strike goes as a failed strike does (CoE 3.iv.7): what its kind does to the attacker then (an agent is
wounded), and a body check against the attacker, whose failure defeats the strike and so the attack. With several
strikes it would make several body checks: that is not modelled and refused. The engine's reading: a tie is no
total "greater than" the attack's prowess, and the attack goes on.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from . import flow
from .attacks import prowess as attack_prowess, strikes
from .kinds import kind_of
from .strikes import BODY_CHECK, body_check, prowess
from ..core.behaviour import RollAgainstAttack
from ..core import modelled
from ..core.errors import NotModelledError
from ..core.state import Strike
from ..primitives import effects

if TYPE_CHECKING:
    from ..core.chain import Declared
    from ..game import Game

BODY_CHECKED = "attacker's body check declared"   # Declared.data: waiting for it before the card's next effect


def roll_against_attack(game: Game, entry: Declared, effect: RollAgainstAttack) -> bool:
    s = game.state
    name = effects.source_name(game, entry)
    if entry.data.get(BODY_CHECKED):   # the attacker's body check first, then the card's next effect
        if any(c.origin == BODY_CHECK for c in s.chains):
            return False
        entry.data.pop(BODY_CHECKED)
        return True
    wizard = s.cards.get(entry.target or "")
    if s.combat is None or wizard is None or s.combat.strikes:
        s.log.append(f"{name}: no attack is waiting to be resolved")
        return True
    attack = s.combat.attack
    if entry.roll is None:
        return game.wait_for_roll(entry, wizard.owner, f"{s.label(wizard)}'s roll for {name}")
    value, parts = prowess(s, wizard.id)
    kind = kind_of(attack)
    against, shown = kind.prowess_without_roll(s, attack) if kind.prowess_without_roll is not None else \
        (attack_prowess(s, attack), "")
    total = entry.roll + value
    s.log.append(f"{name}: {entry.roll} (roll) + {value} ({' '.join(parts)}) = {total} against {attack.label}'s "
                 f"prowess {against}" + (f" ({shown}, no roll of its own)" if shown else ""))
    entry.roll = None
    if total <= against:
        s.log.append(f"{name}: not greater: the attack goes on")
        return True
    s.log.append(f"{name}: every strike of {attack.label} fails")
    if attack.body is None or not kind.has_body:
        flow.finish(game, all_failed=True)
        return True
    if strikes(s, attack) != 1:   # the card says what it does not model (its scope "strikes failed")
        source = s.cards.get(entry.card)
        if source is not None:
            modelled.refuse(source.card, ("strikes failed",))
        raise NotModelledError(f"{name}: the body checks of an attack with body and several strikes that all "
                               f"failed ({attack.label})")
    # its one strike failed, against the Wizard rolling: the attacker's body check decides (CoE 3.iv.7)
    s.combat.strikes.append(Strike(wizard.id, "defender", result="failed"))
    s.combat.step = "strikes"
    if kind.strike_failed is not None:
        kind.strike_failed(s, attack)
    body_check(game, attack.source)
    entry.data[BODY_CHECKED] = True
    return False
