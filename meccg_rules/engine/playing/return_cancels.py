"""Cancelling a return to the site of origin: the ``cancel-return`` primitive (Goldberry; CRF 22, Card Errata and
Rulings, Goldberry).

A card whose ability has this effect cancels an effect declared earlier in the same chain of effects that would send
the company of the card back to its site of origin. The example names that effect by its card ("Alice taps Goldberry
to cancel Long Winter.") or by the company ("Alice taps Goldberry to cancel Fellowship's return to its site of
origin."). Only a declared effect can be cancelled: a company that failed its Under-deeps movement roll stays where it
is by the rules, and nothing was declared that could be (CRF 22, Goldberry's second bullet; CoE 2.IV.i.1). A card
played from hand that is cancelled is discarded; the card whose passive condition was declared (Long Winter acting on
a company as it moves) stays in play. An effect that would send other companies back as well is not modelled: the
engine does not decide whether it would be cancelled for her company alone or for all.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from ..core import modelled
from ..core.behaviour import Ability, CancelReturn
from ..core.chain import Chain, Declared
from ..core.errors import InputError, NotModelledError, Verdict
from ..core.state import CHAIN, DISCARD, Instance
from ..organization.movement import returned_by

if TYPE_CHECKING:
    from ..game import Game

NO_RETURN = "no-return-to-cancel"


def cancels_return(ability: Ability) -> bool:
    return any(isinstance(effect, CancelReturn) for effect in ability.effects)


def check(game: Game, inst: Instance, named: str | None) -> Verdict:
    """At declaration: the effect named is in the chain of effects open now (the same chain the ability joins) and
    would return the card's company to its site of origin."""
    if not named:
        raise InputError(f"say which effect: '... taps {inst.name} to cancel CARD' or '... to cancel COMPANY's "
                         "return to its site of origin'")
    s = game.state
    chain = s.chains[-1] if s.chains else None
    _entry, verdict = _find(game, inst, named, chain.entries if chain is not None else [])
    return verdict


def _find(game: Game, inst: Instance, named: str, earlier: list[Declared]) -> tuple[Declared | None, Verdict]:
    """The entry among ``earlier`` that ``named`` names (a card, or the company) and that would return the card's
    company; or why there is none."""
    s = game.state
    company = s.company_of(inst.id)
    if company is None:
        return None, Verdict.refuse("not-a-character", f"{s.label(inst)} is in no company.")
    if named in s.companies:
        if named != company.id:
            return None, Verdict.refuse("invalid-target", f"{named} is not {s.label(inst)}'s company, "
                                        f"{company.id}.")
        candidates = earlier
    else:
        card = s.find(named)
        candidates = [e for e in earlier if e.card == card.id]
    for entry in reversed(candidates):
        companies = returned_by(game, entry)
        if company.id in companies:
            if len(companies) > 1:
                raise NotModelledError(modelled.message(inst.card, "cancelling an effect that would send other "
                                                                   "companies back to their sites of origin too"))
            return entry, Verdict.allow()
    return None, Verdict.refuse(NO_RETURN, f"No effect declared earlier in this chain of effects would return "
                                f"{company.id} to its site of origin.")


def cancel_return(game: Game, entry: Declared, effect: CancelReturn) -> bool:
    """As the ability resolves: the effect it named, if still declared before it in its chain and still sending the
    card's company back, is cancelled."""
    s = game.state
    chain = next((c for c in s.chains if entry in c.entries), None)
    inst = s.cards[entry.card]
    earlier = chain.entries[:chain.entries.index(entry)] if chain is not None else []
    found, _verdict = _find(game, inst, entry.target, earlier) if entry.target else (None, None)
    if found is None or chain is None:
        s.log.append(f"{s.label(inst)}: no effect left to cancel")
        return True
    _cancel(game, chain, found, s.label(inst))
    return True


def _cancel(game: Game, chain: Chain, found: Declared, by: str) -> None:
    s = game.state
    what = found.label(s) if found.kind == "passive" else s._name(found.card)
    chain.entries.remove(found)
    if found.card and s.cards[found.card].zone == CHAIN:
        s.move(found.card, DISCARD)
    s.log.append(f"{by} cancels {what}")
