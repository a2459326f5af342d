"""Cancelling an attack of a creature by tapping a character, as its text allows (Slayer, Assassin).

A creature whose entry gives ``several_attacks.cancel_by_tapping`` lets the defending player cancel that many of its
attacks, each by tapping one untapped character of the company facing it; an ally may tap as a character does (CRF
22, Rulings by Term > Ally). With ``not_by_defender`` the character its attacks are against may not be the one
(Assassin); before any strike is assigned no character is that one yet.

It may be done while the attack is faced: before its strike is assigned, and after (CRF 22, Assassin: "even after
strikes are assigned", the exception to CRF Annotation 13), up to the roll of its strike; and after another of its
attacks was faced, since each attack is faced in turn (CRF 22, Assassin). Once the count is used, no more of its
attacks may be cancelled this way (CRF 22, Slayer: only one of Slayer's). The engine's reading: the tap is the
cost, paid as the action is declared; the cancel is an action in a chain of effects like any other, both players
may respond, and it resolves if the attack is still there and its strike not yet rolled. A cancelled attack was
faced (CRF Annotation 14); the creature goes, undefeated, once its last attack is over (``several_attacks.py``).
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from . import flow, several_attacks, strikes
from .actions import TapToCancel
from .attacks import cannot_be_cancelled
from .defenders import defenders
from .keys import several_attacks as key
from ..core.chain import RESOURCE, Declared
from ..core.errors import Verdict
from ..core.listing import Listing
from ..primitives.positions import check_untapped

if TYPE_CHECKING:
    from ..core.actions import Action
    from ..core.state import State
    from ..game import Game

KIND = "tap-cancel"   # the chain entry's kind


def check(game: Game, action: TapToCancel) -> Verdict:
    s = game.state
    creature = s.find(action.creature)
    character = s.find(action.character)
    combat = s.combat
    if combat is None or combat.attack.kind != "creature" or combat.attack.source != creature.id:
        return Verdict.refuse("no-attack", f"{s.label(creature)} is not attacking now.")
    attack = combat.attack
    allowed = key(creature.card, "cancel_by_tapping")
    if not allowed:
        return Verdict.refuse("not-cancellable-by-tapping", f"{s.label(creature)}'s text lets no one cancel its "
                              "attacks by tapping a character.")
    if attack.tap_cancels >= allowed:
        return Verdict.refuse("tap-cancels-used", f"{allowed} of {s.label(creature)}'s attacks may be cancelled by "
                              f"tapping a character, and {attack.tap_cancels} {'was' if allowed == 1 else 'were'}.")
    if action.player != strikes.defending(s):
        return Verdict.refuse("wrong-player", f"Only {strikes.defending(s)}, the defending player, may tap a "
                              "character to cancel the attack.")
    verdict = game.responding(action.player)
    if not verdict:
        return verdict
    if character.id not in {d.id for d in defenders(s, attack.company)}:
        return Verdict.refuse("not-in-company", f"{s.label(character)} is not in {attack.company}, the company "
                              "facing the attack.")
    attacked = combat.strikes[0].character if combat.strikes else attack.against
    if key(creature.card, "not_by_defender") and character.id == attacked:
        return Verdict.refuse("attacked-cannot-tap", f"{s.label(character)} is the character {s.label(creature)}'s "
                              "attacks are against: another character must tap to cancel one.")
    if any(st.result not in ("", "rolling") for st in combat.strikes):
        return Verdict.refuse("strike-already-rolled", f"The roll of {several_attacks.ordinal(attack)}'s strike has "
                              "been made: the attack can no longer be cancelled.")
    stopper = cannot_be_cancelled(s, attack)
    if stopper:
        return Verdict.refuse("attack-not-cancellable", f"{stopper} makes {attack.label} impossible to cancel.")
    return check_untapped(s, character)


def apply(game: Game, action: TapToCancel) -> None:
    s = game.state
    character = s.find(action.character)
    assert s.combat is not None
    attack = s.combat.attack
    s.tap(character.id)
    game.declare(Declared(action.player, KIND, attack.source, actor=character.id, target=attack.id), RESOURCE)


def label(entry: Declared, state: State) -> str:
    return f"{state._name(entry.actor)} taps to cancel an attack of {state._name(entry.card)}"


def resolve(game: Game, entry: Declared) -> bool:
    """The attack is cancelled if it is still faced and its strike not yet rolled (then the strike has no roll)."""
    s = game.state
    combat = s.combat
    by = f"tapping {s._name(entry.actor)}"
    if combat is None or combat.attack.id != entry.target or any(st.result not in ("", "rolling")
                                                                 for st in combat.strikes):
        s.log.append(f"{by}: the attack can no longer be cancelled")
        return True
    if s.pending is not None and s.pending.ref == strikes.STRIKE:
        s.pending = None   # the strike under way is not rolled: its attack is gone
    several_attacks.tapped_to_cancel(s, combat.attack)
    flow.cancel(game, by)
    return True


def candidates(listing: Listing) -> list[Action]:
    """Tapping each untapped character of the company to cancel the attack, while a creature allowing it attacks."""
    s = listing.state
    combat = s.combat
    source = s.cards.get(combat.attack.source) if combat is not None else None
    if combat is None or source is None or combat.attack.kind != "creature" or \
            not key(source.card, "cancel_by_tapping"):
        return []
    return [TapToCancel(strikes.defending(s), d.id, source.id) for d in defenders(s, combat.attack.company)
            if not d.tapped and not d.wounded]
