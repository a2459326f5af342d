"""A roll against the attack: the effect ``roll-against-attack`` (True Fána).

Before the attack its company faces is resolved (its strikes not yet assigned), the target, a Wizard, rolls and
adds his prowess; a total greater than the attack's prowess makes every strike of the attack fail. The prowess is
his as it stands outside any strike, what ``strikes.prowess`` gives without an attack: printed, his weapon and other
items in use, what is in effect on him. The modifications that belong to a strike (-1 tapped, -2 wounded, excess
strikes, +1 for each supporting character, -3 to stay untapped) and a printed bonus against an attacker's race
apply only to his prowess against a strike, so they do not count (CRF 22, True Fána). The attack's prowess is
``attacks.prowess``: printed, with what is in effect on it.

All strikes failing, an attack without body is defeated (CoE 3.v: every strike defeated). An attack with body
would make body checks to learn whether it is defeated: that is not modelled and refused. The engine's reading:
a tie is no total "greater than" the attack's prowess, and the attack goes on.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from . import flow
from .attacks import prowess as attack_prowess
from .strikes import prowess
from ..core.behaviour import RollAgainstAttack
from ..core import modelled
from ..core.errors import NotModelledError
from ..primitives import effects

if TYPE_CHECKING:
    from ..core.chain import Declared
    from ..game import Game


def roll_against_attack(game: Game, entry: Declared, effect: RollAgainstAttack) -> bool:
    s = game.state
    name = effects.source_name(game, entry)
    wizard = s.cards.get(entry.target or "")
    if s.combat is None or wizard is None or s.combat.strikes or s.combat.step != "assign":
        s.log.append(f"{name}: no attack is waiting to be resolved")
        return True
    attack = s.combat.attack
    if entry.roll is None:
        return game.wait_for_roll(entry, wizard.owner, f"{s.label(wizard)}'s roll for {name}")
    value, parts = prowess(s, wizard.id)
    total, against = entry.roll + value, attack_prowess(s, attack)
    s.log.append(f"{name}: {entry.roll} (roll) + {value} ({' '.join(parts)}) = {total} against {attack.label}'s "
                 f"prowess {against}")
    entry.roll = None
    if total <= against:
        s.log.append(f"{name}: not greater: the attack goes on")
        return True
    if attack.body is not None:   # the card says what it does not model (its scope "strikes failed")
        source = s.cards.get(entry.card)
        if source is not None:
            modelled.refuse(source.card, ("strikes failed",))
        raise NotModelledError(f"{name}: the body checks that decide whether an attack with body whose strikes all "
                               f"failed is defeated ({attack.label})")
    s.log.append(f"{name}: every strike of {attack.label} fails")
    flow.finish(game, all_failed=True)
    return True
