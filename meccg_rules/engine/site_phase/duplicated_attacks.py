"""An automatic-attack duplicated at a site until the end of the turn (the effect primitive
``add-automatic-attack`` and the condition ``nth_automatic_attack``: Incite Denizens, Incite Defenders, Incite
Minions).

The hazard player plays the card on a site of the right type and chooses which of its automatic-attacks is copied,
by its place in the order they are faced (", choosing the second automatic-attack"). The copy is an automatic-attack
of the site for the rest of the turn, whatever company faces the site's automatic-attacks, and it comes right after
its original (``automatic_attacks.attack_specs``). One copy by a card of that name per site (its text: "Cannot be
duplicated on a given site").

An automatic-attack another card in play puts on the site (Smaug at Home, Fell Winter) may be the one copied, and
then only that attack is: none of that card's other effects come with it (CRF 22, Incite Denizens, first bullet).
The copy rests on its original: when the card that adds the original leaves play, the original goes, and the copy
with it (second bullet). The engine keeps the copy as a reference to its original (the site's printed attack by
its place, or the adding card and the attack's place on it), so it is what its original is as it is faced.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from ..core.errors import Verdict
from ..core.state import State
from ..primitives import effects
from .automatic_attacks import DUPLICATED, copies_at, originals

if TYPE_CHECKING:
    from ..core.behaviour import AddAutomaticAttack, Condition
    from ..core.cards import Card
    from ..core.chain import Declared
    from ..core.state import Company
    from ..game import Game

NTH = ("first", "second", "third", "fourth", "fifth")


def _company_at(state: State, site: str) -> Company | None:
    """The company whose phase it is if it is at the site, else the first company there: whose originals count."""
    at = [c for c in state.companies.values() if c.site == site]
    return next((c for c in at if c.id == state.active_company), at[0] if at else None)


def check_nth_automatic_attack(state: State, card: Card, condition: Condition, target: str | None) -> Verdict:
    """The condition ``nth_automatic_attack``: the target site has that many automatic-attacks, and no copy made
    there this turn by a card of this name."""
    site = state.cards.get(target or "")
    if site is None or not site.card.is_site:
        return Verdict.refuse("invalid-target", f"{card.name} is played on a site.")
    company = _company_at(state, site.id)
    found = len(originals(state, company.id)) if company is not None else 0
    if found < condition.nth_automatic_attack:
        number = NTH[condition.nth_automatic_attack - 1] if condition.nth_automatic_attack <= len(NTH) else \
            f"{condition.nth_automatic_attack}th"
        return Verdict.refuse("invalid-target", f"{state.label(site)} has {found} automatic-attack(s): there is no "
                              f"{number} one to copy.", f"the text of {card.name}")
    if any(state._name(made_by) == card.name for _, made_by in copies_at(state, site.id)):
        return Verdict.refuse("cannot-be-duplicated", f"{card.name} already copied an automatic-attack at "
                              f"{state.label(site)} this turn.", f"the text of {card.name}")
    return Verdict.allow()


def duplicate(game: Game, entry: Declared, effect: AddAutomaticAttack) -> bool:
    """The chosen automatic-attack of the site gets its copy, there until the end of the turn."""
    s = game.state
    for ref in effects.select(game, entry, effect.who):
        company = _company_at(s, ref)
        found = originals(s, company.id) if company is not None else []
        if len(found) < effect.which or entry.card is None:
            continue
        key, spec = found[effect.which - 1]
        s.turn.per_turn[(DUPLICATED, ref)] = copies_at(s, ref) + [(key, entry.card)]
        s.log.append(f"{effects.source_name(game, entry)}: {s.label(s.cards[ref])} has a copy of its automatic-attack "
                     f"{effect.which} ({spec.get('race', '')}, {spec.get('strikes')} strikes at {spec.get('prowess')} "
                     "prowess) until the end of the turn, faced right after it")
    return True


def describe(state: State) -> list[str]:
    """The ``describe`` hook: each copy made at a site this turn whose original is still there, and its card."""
    found = []
    for key, copies in state.turn.per_turn.items():
        if not (isinstance(key, tuple) and key[0] == DUPLICATED and key[1] in state.cards):
            continue
        company = _company_at(state, key[1])
        there = {k for k, _ in originals(state, company.id)} if company is not None else set()
        found += [f"{state.label(state.cards[key[1]])} has a copy of an automatic-attack until the end of the turn "
                  f"({state._name(card)})" for original, card in copies if original in there]
    return found
