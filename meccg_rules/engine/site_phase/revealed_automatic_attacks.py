"""Automatic-attacks that reveal a creature (CRF 22, Rulings by Term > Under-deeps; CoE 2.V.ii, 2.V.ii.4).

Some sites (the Under-deeps sites, and others of The Balrog) print an automatic-attack that lets the hazard
player play, as that automatic-attack, one hazard creature from his hand normally keyed to a site type or
region type the site names (non-unique only, where the site says so). "Normally keyed" is read from the
creature's printed keying (CRF 22, Normal).

The creature is an automatic-attack, not a creature (CRF 22, Under-deeps; CoE 2.V.ii.4): what stops creatures from being
played on a company (Stealth) does not stop it, it counts against no hazard limit, and once its attack is
over the card is discarded, defeated or not, scoring for no one (CoE 3.v). The engine's reading: like the
site's printed automatic-attacks it has no body, so all its strikes defeated defeat it, with no body check.

CoE 2.V.ii.4 has the creature played just before its own attack would be initiated. The engine takes the
choice earlier, before the company faces its automatic-attacks, in its site phase ("Bob reveals Barrow-wight
as an automatic-attack."), and refuses it once they have begun (a simplification: the hazard player chooses
before seeing the earlier attacks resolve); the attack then comes in the printed order. Without a revealed
creature, that automatic-attack does not happen.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from ..hazards import manifestations as dragon_manifestations
from ..core.errors import NotModelledError, Verdict
from ..core.state import DISCARD, HAND, IN_PLAY, Attack, Company, State

if TYPE_CHECKING:
    from .actions import RevealAutomaticAttack
    from ..core.cards import Card
    from ..game import Game

KEY = "opponent_creature_keyed_to"


def spec(state: State, company: Company) -> dict | None:
    """The site's automatic-attack that reveals a creature, if it has one still."""
    site = state.cards[company.site].card
    return next((a for a in site.fact("automatic_attacks", ()) if a.get(KEY)
                 and not dragon_manifestations.lost_automatic_attack(state, site, a)), None)


def normally_keyed(card: Card, to: str) -> bool:
    """The creature's printed keying allows ``to``, a site type or a region type (CRF 22, Normal)."""
    keyed = card.fact("keyed_to") or {}
    return to in keyed.get("site_types", ()) or to.lower() in keyed.get("region_types", {})


def check(game: Game, action: RevealAutomaticAttack) -> Verdict:
    s = game.state
    company = s.companies.get(s.active_company or "")
    if s.phase != "site" or company is None:
        return Verdict.refuse("wrong-phase", "A creature is revealed as an automatic-attack in the site phase of "
                              "the company entering the site.")
    if action.player != s.hazard_player:
        return Verdict.refuse("wrong-player", f"Only the hazard player ({s.hazard_player}) reveals it.")
    if company.automatic_attacks_faced or s.combat is not None or s.chains:
        return Verdict.refuse("automatic-attacks-begun", f"{company.id} has begun facing its automatic-attacks.")
    wanted = spec(s, company)
    site = s.cards[company.site]
    if wanted is None:
        return Verdict.refuse("no-revealed-attack", f"{s.label(site)} has no automatic-attack that reveals a "
                              "creature.")
    if company.revealed_attack:
        return Verdict.refuse("no-revealed-attack", f"{s._name(company.revealed_attack)} is revealed already.")
    creature = s.find(action.card)
    if creature.zone != HAND or creature.owner != action.player or not creature.card.is_creature:
        return Verdict.refuse("not-in-hand", f"{s.label(creature)} is not a creature in {action.player}'s hand.")
    if wanted.get("non_unique") and creature.card.fact("unique"):
        return Verdict.refuse("revealed-attack-unique", f"{creature.name} is unique; {s.label(site)} allows a "
                              "non-unique creature.")
    if (creature.card.fact("attacks") or 1) > 1:   # its several attacks as one automatic-attack: not said anywhere
        raise NotModelledError(f"{creature.name} revealed as an automatic-attack: its several attacks as one "
                               "automatic-attack")
    if not normally_keyed(creature.card, wanted[KEY]):
        return Verdict.refuse("not-normally-keyed", f"{creature.name} is not normally keyed to {wanted[KEY]} "
                              "(its printed keying).")
    return Verdict.allow()


def reveal(game: Game, action: RevealAutomaticAttack) -> None:
    s = game.state
    company = s.current_company()
    creature = s.find(action.card)
    company.revealed_attack = creature.id
    s.reveal((creature.id,), s.players)   # shown from his hand: the kernel's record of a card revealed (The Hunt)
    s.log.append(f"{action.player} reveals {s.label(creature)} as {s.label(s.cards[company.site])}'s "
                 "automatic-attack")


def attack(state: State, company: Company, label: str) -> Attack | None:
    """The revealed creature's attack, as an automatic-attack; None when none was revealed."""
    ref = company.revealed_attack
    if not ref or state.cards[ref].zone != HAND:
        return None
    inst = state.cards[ref]
    state.move(ref, IN_PLAY)
    card = inst.card
    found = Attack(f"a{state.next_attack}", company.id, company.site, "automatic-attack", card.race or "",
                   card.fact("strikes") or 0, card.fact("prowess") or 0, None,
                   bool(card.fact("detainment")), bool(card.fact("attacker_chooses")),
                   bool(card.fact("each_character")), "", f"{label} ({inst.name})", revealed=ref)
    state.next_attack += 1
    return found


def finished(state: State, attack: Attack) -> None:
    """The revealed creature is discarded after its attack, scoring for no one (CoE 3.v)."""
    if attack.revealed and state.cards[attack.revealed].zone == IN_PLAY:
        state.move(attack.revealed, DISCARD)
        state.log.append(f"{state._name(attack.revealed)}, revealed as an automatic-attack, is discarded")
