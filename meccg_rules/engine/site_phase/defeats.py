"""A company defeats an attack it must face at its site, summarised by the stated outcome (CoE 2.V.ii).

``Fellowship defeats the automatic-attacks`` and ``Fellowship defeats Orc-guard`` stand for the combat with
them until the example plays it; a page whose examples rely on it says so on its badge ("outcome stated, not
computed").

A summary of combat stands for whole attacks, in the order the company faces them on entering its site (CoE
2.V.i-iv: the automatic-attacks, then the creatures revealed on-guard): refused inside a chain of effects or
once an attack's strikes are being assigned; afterwards the next attack has begun, or the company has entered.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from ..combat import attacks, defeated_hazards, flow
from ..core.errors import Verdict
from ..core.state import DISCARD, HAND, Attack
from . import automatic_attacks
from .site_resources import must_face

AUTOMATIC = "the automatic-attacks"

if TYPE_CHECKING:
    from ..core.state import State
    from ..game import Game
    from .actions import DefeatAttack


def check_defeat(game: Game, action: DefeatAttack) -> Verdict:
    """The summary stands for whole attacks the company faces now, in their order (CoE 2.V.i-iv, 3)."""
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
    facing = must_face(s, company)
    if attack not in facing:
        return Verdict.refuse("no-attack", f"{company.id} has no attack {action.attack!r} to face.")
    if attack == AUTOMATIC:
        if company.idle:   # a company that must do nothing does not enter its site (CoE 2.V)
            return Verdict.refuse("company-does-nothing-now", f"{company.id} must do nothing this site phase: it "
                                  "does not enter its site.")
        if s.combat is not None or s.attacks:
            return Verdict.refuse("automatic-attacks-begun", f"{company.id} has begun facing its automatic-attacks: "
                                  "play them to their end.")
        return Verdict.allow()
    if AUTOMATIC in facing:
        return Verdict.refuse("after-automatic-attacks", f"{s._name(attack)} attacks after the automatic-attacks: "
                              f"{company.id} faces them first.")
    combat = s.combat
    if combat is not None and not (combat.attack.source == attack and _not_begun(s)):
        return Verdict.refuse("attack-being-fought", f"{combat.attack.label}'s attack is being fought: play it "
                              "to its end.")
    return Verdict.allow()


def _not_begun(state: State) -> bool:
    """The attack under way has only been initiated: the defending player has assigned no strike yet."""
    combat = state.combat
    return combat is not None and combat.step == "assign" and combat.current is None and combat.attack.nth == 1 \
        and all(strike.by == "attacker" and not strike.result for strike in combat.strikes)


def _attack_ref(state: State, attack: str) -> str:
    if attack.strip().lower() == AUTOMATIC:
        return AUTOMATIC
    return state.find(attack).id


def defeat(game: Game, action: DefeatAttack) -> None:
    """As if the attacks summarised had been fought: the next attack begins, or the company has entered its site."""
    s = game.state
    company = s.get_company(action.company)
    attack = _attack_ref(s, action.attack)
    if attack == AUTOMATIC:
        revealed = company.revealed_attack  # a creature revealed as an automatic-attack: discarded after it (3.v)
        if revealed and s.cards[revealed].zone == HAND:
            s.move(revealed, DISCARD)
        company.automatic_attacks_faced = True
        company.attacks_faced.append(attack)
        site = s.cards[company.site]
        races = [a.get("race", "") for a in site.card.fact("automatic_attacks", ()) if not a.get("text_only")]
        races += [added.race for _, _, added in automatic_attacks.added_attacks(s, site.card)]
        races += [spec.get("race", "") for spec in automatic_attacks.attack_specs(s, company.id)
                  if spec.get("copied_by")]
        for race in races:  # each defeated, as stated (CoE 3.v)
            attacks.discard_raisers(s, Attack("", company.id, site.id, "automatic-attack", race, 0, 0,
                                              label=f"{s.label(site)}'s automatic-attack"))
        flow.queue_attacks_to_face(game, company)   # or held for the resource player's order (CoE 2.V.iv)
    else:
        s.combat = None  # its own attack, only initiated (check_defeat)
        company.attacks_to_face.remove(attack)
        company.attacks_faced.append(attack)
        creature = s.cards[attack]
        defeated_hazards.creature_defeated(s, creature.id, company.owner, f"{company.id} defeats "
                                           f"{s.label(creature)} (outcome stated)")
        attacks.discard_raisers(s, Attack("", company.id, creature.id, "creature", creature.card.race or "", 0, 0,
                                          label=s.label(creature)))
    flow.start_next(game)
    if s.combat is None and not s.attacks and flow.held_go_on(game, company):
        return   # attacks wait for the resource player's order (agents/attack_order.py)
    if s.combat is None and not s.attacks and not company.attacks_to_face:
        company.entered = True
