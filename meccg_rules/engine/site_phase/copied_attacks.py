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

Not modelled: a modification that reaches only automatic-attacks (Eye of Sauron, Sun: statics of ``attacks``
"automatic-attacks") carried over to the copies ("including modifications"). It is a clause of the card's entry
of the scope ``play in a case``: the card is refused as it is played (``may play card``), and again as it resolves,
while a card with such a static is in play, whether or not the static applies at that moment; never otherwise.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from ..combat import detainment, flow
from ..core import modelled
from ..core.behaviour import CopyAutomaticAttacks, walk
from ..core.errors import Verdict
from ..core.state import IN_PLAY, Attack, Company, State
from ..primitives import effects
from . import revealed_automatic_attacks
from .automatic_attacks import attack_specs

if TYPE_CHECKING:
    from ..core.behaviour import Condition
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
    company = _company(state, target)
    if company is None or not copied_specs(state, company):
        where = state.label(state.cards[company.site]) if company is not None else "no site"
        return Verdict.refuse("invalid-target", f"{card.name} needs a company moving to a site with an "
                              f"automatic-attack; {where} has none (CRF 22, Tidings of Bold Spies).")
    return Verdict.allow()


def _copies(card: Card) -> bool:
    return any(isinstance(e, CopyAutomaticAttacks) for m in card.modes for e in walk(m.effects))


def _refuse_automatic_only_modifications(state: State, card: Card) -> None:
    """The case of its clause of the scope ``play in a case``: a card in play changes automatic-attacks only."""
    if any(inst.zone == IN_PLAY and any(s.who == "attack" and s.attacks in AUTOMATIC_ONLY for s in inst.card.statics)
           for inst in state.cards.values()):
        modelled.refuse_case(card, "automatic-attacks only")


def check_play(state: State, player: str, card: Card) -> Verdict:
    """The query ``may play card``: a card copying automatic-attacks is refused while a modification of
    automatic-attacks only is in play, which its copies would have to carry (not modelled)."""
    if _copies(card):
        _refuse_automatic_only_modifications(state, card)
    return Verdict.allow()


def copy(game: Game, entry: Declared, effect: CopyAutomaticAttacks) -> bool:
    """The company faces, at once, a copy of each automatic-attack at its site."""
    s = game.state
    name = effects.source_name(game, entry)
    for ref in effects.select(game, entry, effect.who):
        company = _company(s, ref)
        if company is None:
            continue
        source = s.cards.get(entry.card or "")
        if source is not None:   # a card changing automatic-attacks only may have come into play since its play
            _refuse_automatic_only_modifications(s, source.card)
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
