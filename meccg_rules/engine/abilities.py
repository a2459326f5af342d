"""What a card in play may do when tapped (``abilities`` in its behaviour), and a character's home-site right.

"Alice taps Gollum to cancel the attack." taps the card and declares its
ability, which resolves like an event (its conditions are checked at
declaration). Any character may also tap to cancel one automatic-attack at a
home site named on his card (CoE 2.V.ii.5; CRF Site Phase > Automatic-attacks):
"Alice taps Saruman to cancel the automatic-attack."
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from . import attacks, combat_timing, effects
from .behaviour import Ability, Cancel, Mode
from .chain import RESOURCE, Declared
from .errors import InputError, Verdict, nearest
from .state import IN_PLAY, Instance, State

if TYPE_CHECKING:
    from .actions import UseAbility
    from .game import Game

HOME_SITE = "cancel the automatic-attack"


def _ability(state: State, inst: Instance, name: str) -> Ability:
    wanted = name.strip().lower()
    found = {a.name.lower(): a for a in inst.card.trait("abilities", ())}
    if inst.card.is_character:
        found[HOME_SITE] = Ability(name=HOME_SITE, effects=(Cancel(do="cancel", what="attack"),))
    if wanted in found:
        return found[wanted]
    close = nearest(wanted, list(found))
    hint = f"; did you mean {close[0]!r}?" if close else ""
    have = ", ".join(repr(n) for n in found) or "none"
    raise InputError(f"{inst.name} has no ability {name!r}{hint} (its abilities: {have})")


def check_use(game: Game, action: UseAbility) -> Verdict:
    s = game.state
    inst = s.find(action.card)
    ability = _ability(s, inst, action.ability)
    if inst.zone != IN_PLAY or inst.controller != action.player:
        return Verdict.refuse("not-a-character", f"{s.label(inst)} is not {action.player}'s card in play.")
    verdict = game.responding(action.player)
    if not verdict:
        return verdict
    if inst.tapped or inst.wounded:
        return Verdict.refuse("character-tapped", f"{s.label(inst)} is not untapped.")
    company = s.company_of(inst.id)
    for condition in ability.playable_if:
        size = len(attacks.defenders(s, company.id)) if company else 0
        if condition.company_size_at_most is not None and size > condition.company_size_at_most:
            return Verdict.refuse("condition-missing", f"{s.label(inst)}'s company has {size} characters; "
                                  f"the ability needs {condition.company_size_at_most} or fewer.")
    if ability.name == HOME_SITE:
        verdict = _check_home_site(s, inst)
        if not verdict:
            return verdict
    return combat_timing.check(s, inst.card, Mode(name=ability.name, effects=ability.effects), "", inst.id)


def _check_home_site(state: State, inst: Instance) -> Verdict:
    combat = state.combat
    site = state.site_of(inst.company) if inst.company else None
    homes = [h for h in inst.card.fact("home_sites", ()) if not h.lower().startswith("any ")]
    if combat is None or combat.attack.kind != "automatic-attack" or site is None:
        return Verdict.refuse("no-attack", "No automatic-attack is being faced.")
    if site.name not in homes:
        return Verdict.refuse("not-home-site", f"{state.label(site)} is not {inst.name}'s home site"
                              + (f" ({', '.join(homes)})" if homes else "") + ".")
    return Verdict.allow()


def use(game: Game, action: UseAbility) -> None:
    s = game.state
    inst = s.find(action.card)
    ability = _ability(s, inst, action.ability)
    s.tap(inst.id)
    game.declare(Declared(action.player, "ability", inst.id, actor=inst.id, mode=ability.name,
                          data={"effects": ability.effects}), RESOURCE)


def resolve_ability(game: Game, entry: Declared) -> bool:
    return effects.run(game, entry, entry.data["effects"])
