"""Every strike of an attack failing once they are assigned: the effect ``strikes-fail`` and the condition
``strikes_assigned`` (Sacrifice of Form).

The card is played once the strikes of the attack on its target's company are assigned (CRF 22, Sacrifice of
Form: "played after strikes are assigned"), and before any strike sequence has begun: every strike is to fail, so
none may have been resolved yet (the engine's reading of "all of the strikes"). No one rolls for a strike that fails
this way, so no character taps for it (the engine's reading: a character taps for a strike his roll beats or
ties, CoE 3.iv.7). A strike against an attacker without body is defeated as it fails; an attacker with body makes
a body check for the failed strike, its roll changed by the card (CoE 3.iv.7; Sacrifice of Form's erratum makes it
+3, so a higher roll, CoE 3.I.1, defeats the strike more often). An attack with body and several strikes would make
one body check for each: that is not modelled and refused (the card's gap of the scope ``strikes failed``). Once
every strike is decided, the attack concludes as usual (CoE 3.v): defeated when all its strikes are.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from .kinds import kind_of
from .strikes import BODY_CHECK, body, body_check_roller
from ..core import modelled
from ..core.behaviour import Condition, StrikesFail
from ..core.cards import Card
from ..core.chain import Chain, Declared
from ..core.errors import NotModelledError, Verdict
from ..core.state import State
from ..primitives import effects

if TYPE_CHECKING:
    from ..game import Game


def check_strikes_assigned(state: State, card: Card, condition: Condition, target: str | None) -> Verdict:
    """The condition ``strikes_assigned``: the target's company faces an attack whose strikes are assigned, and no
    strike of it has been resolved or begun."""
    combat = state.combat
    company = (state.companies.get(target) or state.company_of(target)) if target else None
    if combat is None or company is None or company.id != combat.attack.company:
        return Verdict.refuse("not-facing-attack", f"{card.name} needs a character of the company facing an attack.")
    if combat.step != "strikes":
        return Verdict.refuse("strikes-not-assigned", f"{card.name} is played once the strikes of "
                              f"{combat.attack.label} are assigned, and they are not yet.")
    if combat.current is not None or any(st.result for st in combat.strikes):
        return Verdict.refuse("strike-resolved", f"A strike of {combat.attack.label} has been resolved or is being "
                              f"resolved: {card.name} makes all of its strikes fail, so it comes before any.")
    return Verdict.allow()


def strikes_fail(game: Game, entry: Declared, effect: StrikesFail) -> bool:
    s = game.state
    name = effects.source_name(game, entry)
    combat = s.combat
    if combat is None or combat.step != "strikes" or combat.current is not None \
            or any(st.result for st in combat.strikes):
        s.log.append(f"{name}: no attack with its strikes assigned and unresolved")
        return True
    attack = combat.attack
    kind = kind_of(attack)
    checked = kind.has_body and body(s, attack.source) is not None and not attack.detainment
    if checked and len(combat.strikes) > 1:
        source = s.cards.get(entry.card)
        if source is not None:
            modelled.refuse(source.card, ("strikes failed",))
        raise NotModelledError(f"{name}: the body checks of an attack with body and several strikes that all "
                               f"failed ({attack.label})")
    for strike in combat.strikes:
        strike.result = "failed" if checked else "defeated"
        if kind.strike_failed is not None:
            kind.strike_failed(s, attack)
    s.log.append(f"{name}: every strike of {attack.label} fails"
                 + ("; a body check against it" if checked else ", and is defeated"))
    if checked:   # rolled by the player who does not control the attacker, as for any failed strike (CoE 3.I.1)
        parts = [f"{effect.body_check:+d} ({name})"] if effect.body_check else []
        check = Declared(body_check_roller(s, attack.source, "creature"), "body-check", target=attack.source,
                         data={"against": "creature", "was_wounded": False, "modifier": effect.body_check,
                               "modifier_parts": parts})
        s.chains.append(Chain(BODY_CHECK, s.resource_player, [check]))
    return True
