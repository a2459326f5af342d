"""Playing a creature in a company's movement/hazard phase (CoE 2.IV.vii.2, 3.1.1).

A creature is a hazard: the hazard player plays it during the movement/hazard
phase within the hazard limit. It must start a chain of effects (an attack is
never a response, CRF Annotation 15) and be keyed, as an active condition, to
the company's site path or new site; the key is checked again when it
resolves, and then its attack begins combat at once.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from ..combat import flow
from ..primitives.unique import check_unique
from ..core import modelled
from ..core.registry import REGISTRY
from ..combat import attacks, special_rules
from ..hazards import hazard_limit as hazards
from ..core.chain import Declared, HAZARD, cancel
from ..primitives.conditions import check_conditions
from ..primitives.effects import forbidden
from ..primitives.regions import keyed_site_type
from ..core.cards import fold
from ..core.errors import InputError, Verdict, a
from ..hazards import creature_grants
from ..hazards.keying import check_keying, keyable_by_name, keyed_to, normal_key, site_admits
from ..organization import special_movement
from . import reserved_creatures
from ..core.state import CHAIN, IN_PLAY

if TYPE_CHECKING:
    from .actions import PlayCreature
    from ..core.state import Company, Instance, State
    from ..game import Game


def check_play_creature(game: Game, action: PlayCreature) -> Verdict:
    s = game.state
    inst = s.find(action.card)
    if not inst.card.is_creature:
        raise InputError(f"{inst.name} is {a(inst.card.kind)}, not a creature; write '{action.player} plays "
                         f"{inst.name}' for an event")
    if not (held := reserved_creatures.held(s, action.player, inst)):   # or as though in hand (reserved)
        return held
    modelled.refuse(inst.card, ("as a creature",))   # a creature or an event whose creature use is not modelled
    if s.phase == "site" and action.player == s.hazard_player and s.active_company is not None:
        return _check_in_site_phase(game, action, inst)   # through a card's right (Rumor of Wealth)
    verdict = hazards.check_hazard_play(game, action.player, inst.card)
    if not verdict:
        return verdict
    verdict = check_unique(s, inst)
    if not verdict:
        return verdict
    company = s.current_company()
    if action.company and s.get_company(action.company).id != company.id:
        return Verdict.refuse("wrong-phase", f"Hazards are played on the company whose movement/hazard phase it "
                              f"is: {company.id}.")
    if s.chains:
        return Verdict.refuse("must-start-chain", f"{inst.name} would attack: a creature can only be played to "
                              "start a new chain of effects, not in response.")
    stopper = forbidden(s, company.id, "creatures")
    always = keyed_to_site(s, company, action.keyed_to) and s.cards[company.site].card.trait("creatures_always_keyable")
    if stopper and not always:
        return Verdict.refuse("no-creatures-this-turn", f"{s._name(stopper)} keeps creatures off {company.id} this "
                              "turn.")
    at_site = keyed_to_site(s, company, action.keyed_to)
    stopper = forbidden(s, company.id, "creatures keyed to the site" if at_site else "creatures not keyed to the site")
    if stopper and at_site and not always:   # "regardless of any other cards played" (the hero Mount Doom)
        return Verdict.refuse("no-site-creatures-this-turn", f"{s._name(stopper)} keeps creatures keyed to its site "
                              f"off {company.id} this turn.")
    if stopper and not at_site:
        return Verdict.refuse("site-creatures-only-this-turn", f"{s._name(stopper)} lets only creatures keyed to "
                              f"its site be played on {company.id} this turn.")
    kind, value = normal_key(action.keyed_to)
    stopper = forbidden(s, company.id, f"creatures keyed by type to {value}") if kind == "region type" else None
    if stopper:   # "no hazard creatures may be keyed by type to Wilderness" (Hidden Ways)
        return Verdict.refuse("no-creatures-keyed-so-this-turn", f"{s._name(stopper)} keeps creatures keyed by type "
                              f"to {value} off {company.id} this turn.")
    moved_by = special_movement.granted(s, company) if company.movement == "special" else None
    if moved_by is not None and moved_by[0] in s.cards:   # what its text says of creatures on such a company
        modelled.refuse(s.cards[moved_by[0]].card, ("creature play",))
    barred = special_movement.hazards_barred(s, company)   # a special movement letting in creatures keyed to the
    if barred and not keyed_to_site(s, company, action.keyed_to):   # site only (Gwaihir)
        return Verdict.refuse("only-site-creatures", f"{company.id} moves by {s._name(barred)}'s special movement: "
                              "only hazard creatures keyed to its new site may be played on it.")
    verdict = check_conditions(s, inst.card, inst.card.trait("playable_if", ()), company.id)  # its own conditions
    if not verdict:
        return verdict
    verdict = special_rules.check_playable_against(s, inst.card, company.id)  # "playable only against ..."
    if not verdict:
        return verdict
    return check_keying(s, inst.card, company, action.keyed_to, inst.id)


def _check_in_site_phase(game: Game, action: PlayCreature, inst: Instance) -> Verdict:
    """A creature played in a company's site phase, at its site, through a card's right (``creature_grants``:
    Rumor of Wealth); what else holds of a creature's play holds too (unique, playable against the company, keyed
    to the site)."""
    s = game.state
    company = s.current_company()
    if action.company and s.get_company(action.company).id != company.id:
        return Verdict.refuse("wrong-phase", f"It is the site phase of {company.id}: a creature is played there "
                              "on it alone.")
    verdict = creature_grants.site_phase_grant(s, inst.card, company, action.keyed_to, inst.id)
    if not verdict:
        return verdict
    if s.chains:
        return Verdict.refuse("must-start-chain", f"{inst.name} would attack: a creature can only be played to "
                              "start a new chain of effects, not in response.")
    for verdict in (hazards.check_hazard_card(s, inst.card), check_unique(s, inst),
                    special_rules.check_playable_against(s, inst.card, company.id)):
        if not verdict:
            return verdict
    return check_keying(s, inst.card, company, action.keyed_to, inst.id)


def keyed_to_site(state: State, company: Company, key: str) -> bool:
    """Is the keying given one to the company's new site, by its type or its name (not to a region)?"""
    kind, value = normal_key(key)
    return kind == "site type" or fold(value) == fold(state.cards[company.site].name)


def play_creature(game: Game, action: PlayCreature) -> None:
    s = game.state
    inst = s.find(action.card)
    company = s.current_company()
    if not creature_grants.outside_limit(s, inst.card, company, action.keyed_to, inst.id):
        hazards.count_against_limit(s)
    if not check_keying(s, inst.card, company, action.keyed_to, grants=False):   # keyed through a card's right
        creature_grants.use(s, inst.card, company, action.keyed_to, inst.id)
    keys, site = keyed_to(s, inst.card), s.cards[company.site].card
    kind = keyed_site_type(s, s.cards[company.site])
    if not (keyable_by_name(s, keys, site, kind) or site_admits(site, inst.card, keys)):
        for keyed in REGISTRY.hooks("keyed at the new site"):  # keyed by an agent's tapping, which reveals it
            keyed(s, inst.card, company, action.keyed_to)
    reserved_creatures.played(s, action.player, inst)
    s.move(inst.id, CHAIN)
    game.declare(Declared(action.player, "creature", inst.id, target=company.id,
                          data={"keyed_to": action.keyed_to}), HAZARD)


def resolve_creature(game: Game, entry: Declared) -> bool:
    s = game.state
    company = s.companies.get(entry.target)
    if company is None or s.active_company != company.id:
        return cancel(game.state, entry, f"{entry.target}'s movement/hazard phase is over")
    if not hazards.within_limit_at_resolution(s):
        return cancel(game.state, entry, "the hazard limit has been exceeded (CoE 2.IV.iii.1)")
    key = entry.data["keyed_to"]
    if not check_keying(s, s.cards[entry.card].card, company, key, entry.card):
        return cancel(game.state, entry, f"it can no longer be keyed to {key} (CoE 2.IV.vii.2.4)")
    creature = s.cards[entry.card]
    s.move(creature.id, IN_PLAY, attached_to=company.id)
    keyed = "" if fold(key) == creature_grants.NOTHING else key   # keyed to nothing (Fever of Unrest, CRF 22)
    flow.begin(game, attacks.creature_attacks(s, creature, company.id, keyed))
    return True
