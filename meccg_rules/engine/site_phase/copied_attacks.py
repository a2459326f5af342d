"""Attacks that duplicate a site's automatic-attacks on a company moving there (the effect primitive
``copy-automatic-attacks`` and the condition ``site_has_automatic_attack``: Tidings of Bold Spies).

The card is played on a company moving to a site with an automatic-attack. It resolves into one attack for each
automatic-attack the company would face at that site (``automatic_attacks.attack_specs``: the printed ones, those
cards in play add, copies added), each with the same race, strikes, prowess and detainment, faced at once, one after
the other, in the movement/hazard phase. They are not automatic-attacks (the card's text): of no kind combat knows
(``Attack.kind``), so they go as plain attacks with no body, and what acts on automatic-attacks only does not reach
them, nor does facing them count as facing the site's automatic-attacks.

What a site prints that lets the hazard player play a creature from his hand as an automatic-attack (the
Under-deeps sites, ``revealed_automatic_attacks``) is an effect, not an attack, and is not copied (CRF 22, Card
Errata and Rulings, Tidings of Bold Spies): a site whose only automatic-attack is such an effect has none to copy.

Not modelled: a modification that reaches only automatic-attacks (Sun, "automatic-attacks" statics) carried over to
the copies ("including modifications"): the card is refused while such a card is in play.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from ..combat import detainment, flow
from ..core.errors import NotModelledError, Verdict
from ..core.state import IN_PLAY, Attack, Company, State
from ..primitives import effects
from . import revealed_automatic_attacks
from .automatic_attacks import attack_specs

if TYPE_CHECKING:
    from ..core.behaviour import Condition, CopyAutomaticAttacks
    from ..core.cards import Card
    from ..core.chain import Declared
    from ..game import Game

KIND = "copied automatic-attack"   # Attack.kind of such an attack: a plain one in combat, no automatic-attack
AUTOMATIC_ONLY = ("automatic-attacks", "automatic-attacks and creatures")   # Static.attacks reaching auto-attacks


def copied_specs(state: State, company: Company) -> list[dict]:
    """The automatic-attacks at the company's site that are attacks, not the effect revealing a creature."""
    return [spec for spec in attack_specs(state, company.id) if not spec.get(revealed_automatic_attacks.KEY)]


def _company(state: State, target: str | None) -> Company | None:
    inst = state.cards.get(target or "")
    if target in state.companies:
        return state.companies[target or ""]
    return state.company_of(inst.id) if inst is not None else None


def check_site_has_automatic_attack(state: State, card: Card, condition: Condition, target: str | None) -> Verdict:
    """The condition ``site_has_automatic_attack``: the target company's site has an automatic-attack to copy."""
    _refuse_automatic_only_modifications(state, card.name)
    company = _company(state, target)
    if company is None or not copied_specs(state, company):
        where = state.label(state.cards[company.site]) if company is not None else "no site"
        return Verdict.refuse("invalid-target", f"{card.name} needs a company moving to a site with an "
                              f"automatic-attack; {where} has none (CRF 22, Tidings of Bold Spies).")
    return Verdict.allow()


def _refuse_automatic_only_modifications(state: State, card_name: str) -> None:
    for inst in state.cards.values():
        if inst.zone == IN_PLAY and any(s.who == "attack" and s.attacks in AUTOMATIC_ONLY for s in inst.card.statics):
            raise NotModelledError(f"not modelled: {card_name}: the modifications of automatic-attacks "
                                   f"({state.label(inst)}) carried over to its copies")


def copy(game: Game, entry: Declared, effect: CopyAutomaticAttacks) -> bool:
    """The company faces, at once, a copy of each automatic-attack at its site."""
    s = game.state
    name = effects.source_name(game, entry)
    for ref in effects.select(game, entry, effect.who):
        company = _company(s, ref)
        if company is None:
            continue
        _refuse_automatic_only_modifications(s, name)
        site = s.cards[company.site]
        specs = copied_specs(s, company)
        attacks = []
        for number, spec in enumerate(specs, start=1):
            label = f"{name}'s copy of {s.label(site)}'s automatic-attack" + (f" {number}" if len(specs) > 1 else "")
            attacks.append(Attack(f"a{s.next_attack}", company.id, site.id, KIND, spec.get("race", ""),
                                  spec.get("strikes") or 0, spec.get("prowess", 0), None,
                                  detainment.automatic_detains(s, spec, company.id),
                                  bool(spec.get("attacker_chooses")), bool(spec.get("each_character")), "", label))
            s.next_attack += 1
        s.log.append(f"{company.id} faces {len(attacks)} attack(s) copying the automatic-attacks of "
                     f"{s.label(site)} ({name})")
        if attacks:
            flow.begin(game, attacks)
    return True
