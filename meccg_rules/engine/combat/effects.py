"""The effect primitives combat implements: cancelling an attack (its card back to hand, if it says so), the
attacker's choice of the defending characters, a strike or a declared hazard, and halving an attack's strikes (CoE
3.i, 3.iv.5.1; CRF 22, Annotation 13)."""
from __future__ import annotations

from typing import TYPE_CHECKING

from . import flow
from . import attacks, lone_strikes, strikes
from ..core.behaviour import Cancel, Halve
from ..core.state import DISCARD, HAND, IN_PLAY, Ongoing
from ..primitives import effects

if TYPE_CHECKING:
    from ..core.chain import Declared
    from ..game import Game


def cancel(game: Game, entry: Declared, effect: Cancel) -> bool:
    """Cancel the attack (if it still may be, CRF Annotation 13) or the strike being resolved."""
    s = game.state
    by = effects.source_name(game, entry)
    if effect.what == "hazard":
        return _cancel_hazard(game, entry, by)
    if effect.what == "attack":
        if s.combat is not None and attacks.check_cancel(s, effect, by):
            if effect.attacker_to == "hand":
                _back_to_hand(game, s.combat.attack.source)
            flow.cancel(game, by)
        else:
            s.log.append(f"{by}: the attack can no longer be cancelled")
        return True
    if effect.what == "attacker chooses":
        return _defender_chooses(game, by)
    strike = strikes.current_strike(s)
    if lone_strikes.uncancellable(s):
        s.log.append(f"{by}: {lone_strikes.uncancellable(s)} cannot be cancelled")
    elif strike is not None and strike.result == "rolling" and (not entry.target or entry.target == strike.character):
        strikes.cancel_strike(game, by)
    else:
        s.log.append(f"{by}: no strike to cancel")
    return True


def _back_to_hand(game: Game, source: str) -> None:
    """The card that made the attack being cancelled goes back to its owner's hand (so it ends no other way)."""
    s = game.state
    if source in s.cards and s.cards[source].zone == IN_PLAY:
        s.move(source, HAND)
        s.log.append(f"{s._name(source)} goes back to {s.cards[source].owner}'s hand")


def _defender_chooses(game: Game, by: str) -> bool:
    """The attack under way no longer lets the attacker choose the defending characters: before any strike is
    assigned, the defending player assigns them as usual (CoE 3.ii), the attacker the rest (3.iii)."""
    s = game.state
    combat = s.combat
    if combat is None or combat.strikes or not combat.attack.attacker_chooses:
        s.log.append(f"{by}: no attack whose attacker chooses the defending characters")
        return True
    combat.attack.attacker_chooses = False
    if combat.step == "assign-remaining":
        combat.step = "assign"
    s.log.append(f"{by}: {combat.attack.label} no longer lets the attacker choose the defending characters")
    return True


def _cancel_hazard(game: Game, entry: Declared, by: str) -> bool:
    """The declared hazard named by the entry's target is cancelled: it leaves the chain, discarded."""
    s = game.state
    for chain in s.chains:
        for declared in [e for e in chain.entries if e.card == entry.target]:
            chain.entries.remove(declared)
            s.move(declared.card, DISCARD)
            s.log.append(f"{by} cancels {game.state._name(declared.card)}")
    return True


def halve(game: Game, entry: Declared, effect: Halve) -> bool:
    """The attack being faced keeps half its printed strikes, rounded up, before strikes are assigned (CoE 3.i);
    with ``of = "current"``, half of those it has now, its modifications counted (Quiet Lands, CRF 22 erratum)."""
    s = game.state
    if s.combat is not None and not s.combat.strikes and not s.combat.attack.each_character:
        attack = s.combat.attack
        now = attacks.strikes(s, attack)
        kept = ((now if effect.of == "current" else attack.strikes) + 1) // 2
        s.ongoing.append(Ongoing(entry.card, attack.id, "strikes", kept - now, "end-of-turn"))
        s.log.append(f"{attack.label} now has {kept} strikes")
    return True
