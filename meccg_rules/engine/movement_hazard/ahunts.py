"""Ahunt Dragon manifestations (The Dragons; CRF 22, Rulings by Term > Ahunt Manifestations).

An Ahunt card (Smaug Ahunt) is a hazard long-event: while it is in play, each
company moving in one of the regions it names faces one Dragon attack, which
counts as a hazard creature's attack (its strikes from the card's text, its
prowess and body from the card; the attacker chooses the defenders). Doors
of Night adds more regions. A company faces that attack once however many of
the regions its site path crosses. Its attack no longer comes "immediately"
(CRF 22, the nine Ahunts' errata [CoE 2024]): it is a passive condition,
declared once the chain of effects the Ahunt resolved in is done (CoE 9.6,
9.6.1), for the company whose movement/hazard phase it is, if the Ahunt is
still in play and the company moving in its regions then (9.6.2); otherwise
when a company's new site is revealed (with the other cards that act on
moving companies, CoE 2.IV.vi: the engine's reading of when). Unlike other
cards that create an attack, an Ahunt may be played in response ([CoE 2024]).

A defeated Ahunt attack defeats the Dragon (``dragon_manifestations``): the
card goes to the defender's marshalling point pile. An Ahunt attack not
defeated leaves the long-event in play.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from ..combat import flow
from . import attacks_on_moving, dragon_factions
from ..combat import trophies
from ..combat.attacks import plain_end
from ..combat.kinds import AttackKind
from ..core.state import IN_PLAY, MP_PILE, Attack
from ..hazards import manifestations as dragon_manifestations
from ..primitives.regions import company_types

if TYPE_CHECKING:
    from ..game import Game
    from ..core.state import Company, Instance, State

KIND = "ahunt"
WAITING = "ahunts waiting"   # Turn.per_phase: the Ahunts that came into play in a chain not yet done (a tuple)


def regions(state: State, inst: Instance) -> tuple[set[str], set[str]]:
    """The regions the Ahunt hunts in now, and the region types (more while the card its text names is in play:
    Doors of Night)."""
    ahunt = inst.card.trait("ahunt")
    names, types = set(ahunt.regions), set()
    for more in ahunt.more:
        if state.in_effect(more.in_play):
            names |= set(more.regions)
            types |= set(more.region_types)
    return names, types


def hunts(state: State, inst: Instance, company: Company) -> bool:
    """Is the company moving in one or more of the Ahunt's regions (or of its region types, as treated now)?"""
    if not company.moving:
        return False
    names, types = regions(state, inst)
    return bool({r.name for r in company.site_path if r.name} & names) or bool(set(company_types(state, company))
                                                                                & types)


def attack(state: State, inst: Instance, company: Company) -> Attack:
    card = inst.card
    made = Attack(f"a{state.next_attack}", company.id, inst.id, KIND, "Dragon", card.trait("ahunt").strikes,
                  card.fact("prowess") or 0, card.fact("body"), attacker_chooses=card.trait("ahunt").attacker_chooses,
                  label=state.label(inst))
    state.next_attack += 1
    state.log.append(f"{state.label(inst)}: {company.id} is moving in its regions and faces its attack once")
    return made


def on_reveal(game: Game, company: Company) -> None:
    """Each Ahunt in play attacks a company moving in its regions, once; so does each permanent-event with an
    attack on moving companies (``attacks_on_moving``)."""
    s = game.state
    found = [attack(s, i, company) for i in sorted(s.cards.values(), key=lambda i: i.seq)
             if i.zone == IN_PLAY and i.card.trait("ahunt") and hunts(s, i, company)]
    found += attacks_on_moving.found(s, company)   # a permanent-event's attack (Spider of the Môrlat)
    found += dragon_factions.found(s, company)     # a Roused faction's, from its player's pile (Bairanax Roused)
    if found:
        flow.begin(game, found)


def on_play(game: Game, inst: Instance) -> None:
    """An Ahunt that just came into play in a movement/hazard phase: its attack on the current company waits for
    the end of the chain of effects (``after_chains``)."""
    s = game.state
    if inst.card.trait("ahunt") and s.phase == "movement/hazard" and s.active_company in s.companies:
        s.turn.per_phase[WAITING] = (*s.turn.per_phase.get(WAITING, ()), inst.id)


def after_chains(game: Game) -> None:
    """No chain is left: each Ahunt that came into play in it and is still in play attacks the current company, once,
    if it is moving in its regions now (Annotations 9 and 15: the attack starts a chain of its own)."""
    s = game.state
    waiting = s.turn.per_phase.get(WAITING)
    if not waiting or s.chains or s.pending is not None:
        return
    del s.turn.per_phase[WAITING]
    company = s.companies.get(s.active_company or "")
    if company is None or s.phase != "movement/hazard":
        return
    found = [attack(s, s.cards[ref], company) for ref in waiting
             if s.cards[ref].zone == IN_PLAY and hunts(s, s.cards[ref], company)]
    if found:
        flow.begin(game, found)


def attack_ends(state: State, attack: Attack, company: Company, defeated: bool, cancelled: bool) -> None:
    """A defeated Ahunt's Dragon goes to the defending player's marshalling point pile (CoE g.man.3) and may be
    kept as a trophy; else the long-event stays in play."""
    s = state
    if attack.source not in s.cards or s.cards[attack.source].zone != IN_PLAY:
        plain_end(state, attack, company, defeated, cancelled)
        return
    if defeated:  # the Dragon is defeated (CoE g.man.3): kill points for the defender
        s.move(attack.source, MP_PILE, pile_of=company.owner)
        s.log.append(f"{attack.label} is defeated: it goes to {company.owner}'s marshalling point pile")
        dragon_manifestations.defeated(s, s.cards[attack.source])
        trophies.offer(s, attack, attack.source)
    else:
        s.log.append(f"{attack.label}'s attack is not defeated: the long-event stays in play")


ATTACK_KIND = AttackKind(has_body=True, ends=attack_ends)
