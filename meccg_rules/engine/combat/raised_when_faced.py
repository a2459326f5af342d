"""A card's bonus to attacks declared as each fitting attack is faced (CoE 9.6; CRF 22, Ready to his Will).

Some cards in play strengthen every attack of a kind ("+1 strike and +1 prowess to each non-agent Man attack",
Rank upon Rank). CRF 22 rules that this is no standing effect: it is an action caused by a passive condition, declared
once an attack of the right type is faced, so it may be answered before it resolves (Ready to His Will, played on the
creature while its attack still has the one strike it prints). Such a card gives the key
``in_combat.raised_when_faced``; its statics on attacks (``who = "attack"``) are then in effect on an attack only once
the action has resolved on it (``Attack.raised_by``; ``attacks.declared_yet``), and only an attack it so raised
discards it when defeated (``attacks.discard_raisers``).

As an attack starts (``flow.start_next``), each such card in play with a change that fits the attack declares one
action (the kind ``KIND``) on it; like every passive condition's action it starts the chain of effects that follows
(CoE 9.6.1), and no strike is assigned before that chain is done (``strikes.check_assign``). Resolving, the action
finds its attack no longer faced (cancelled, or its creature no longer one) or its card gone (CoE 9.6.2): then it does
nothing.

An attack whose strikes are given out the moment it starts has them in place before such an action resolves. One
where each character faces a strike keeps that number whatever changes it (CoE 3.ii.2), so an extra strike adds
nothing there and the prowess counts once resolved, as the rules have it. One whose single strike is made against a
named character (``Attack.strike_on``) would have an extra strike to place after the strike was given out: what
becomes of it the engine does not decide, and refuses as not modelled rather than lose it.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from ..core.chain import Declared
from ..core.errors import NotModelledError
from ..core.state import IN_PLAY, Attack, State
from .attacks import prowess, raises, strikes
from .keys import in_combat
from .kinds import kind_of

if TYPE_CHECKING:
    from ..game import Game

KIND = "raise-attack"   # Declared.kind of the action a card's passive condition declares on an attack faced


def declare(state: State, attack: Attack) -> None:
    """The attack is faced: each card whose changes to attacks wait for it declares its action on it; not a hazard's
    on an attack that no card but a resource working against it affects (CRF 22, Ride Against the Enemy): there is
    nothing of it to change (CoE 9.6.8)."""
    ignores = kind_of(attack).unaffected_by_other_cards
    for inst in sorted((i for i in state.cards.values() if i.zone == IN_PLAY
                        and in_combat(i.card, "raised_when_faced")), key=lambda i: i.seq):
        if ignores and inst.card.type != "Resource":
            continue
        fitting = {static.stat for static in inst.card.statics
                   if static.stat in ("strikes", "attack prowess") and raises(state, static, attack)}
        if "strikes" in fitting and attack.strike_on:
            raise NotModelledError(f"not modelled: {state.label(inst)}'s extra strike to {attack.label or 'an attack'}, "
                                   f"whose one strike is made against {state._name(attack.strike_on)} as it starts: "
                                   "declared as the attack is faced, it would come after that strike is in place")
        if fitting:
            state.triggered.append(Declared(state.resource_player, KIND, inst.id, target=attack.id,
                                            data={"attack": attack.label}))
            state.log.append(f"{state.label(inst)}: its bonus to {attack.label or 'the attack'} is to be declared")


def label(entry: Declared, state: State) -> str:
    """How a scenario names the action: "Rank upon Rank's bonus to Thief"."""
    return f"{state._name(entry.card)}'s bonus to {entry.data.get('attack') or 'the attack'}"


def resolve(game: Game, entry: Declared) -> bool:
    """The bonus is in effect on its attack from now on, if that attack is still faced and the card still in play."""
    s = game.state
    source = s.cards.get(entry.card)
    combat = s.combat
    if source is None or source.zone != IN_PLAY:
        s.log.append(f"{label(entry, s)}: canceled, {s._name(entry.card)} is no longer in play")
        return True
    if combat is None or combat.attack.id != entry.target:
        s.log.append(f"{label(entry, s)}: that attack is no longer faced, no effect")
        return True
    attack = combat.attack
    attack.raised_by = (*attack.raised_by, source.id)
    count = strikes(s, attack)
    s.log.append(f"{label(entry, s)} resolves: {attack.label} now has {count} strike{'s' if count != 1 else ''} "
                 f"with {prowess(s, attack)} prowess")
    return True
