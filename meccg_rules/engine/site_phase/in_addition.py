"""An item played in addition to an ally or faction played at the site this turn (the card key
``with_ally_or_faction``: Ent-draughts, as CRF 22 corrects it, "in addition to an ally or faction which has been
successfully played at Wellinghall").

The item is played in the company's site phase at a site its text names (the facts' ``playable_at``), once an ally
or a faction has been successfully played there by that company this turn. The ally or faction tapped the site;
the item is played all the same, and it taps nothing more than the character who plays it (CoE 2.V.4): the engine's
reading of "in addition", which the rules do not define. It is not the additional minor item a resource tapping the
site allows (CoE 2.V.5): that one may still be played, as the next action after the ally or faction, and the item
may follow it.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from ..core.errors import Verdict

if TYPE_CHECKING:
    from ..core.cards import Card
    from ..core.state import Company, Instance, State

FACTION_PLAYED = "faction played at"   # Turn.per_turn[(FACTION_PLAYED, company)]: the site where one succeeded
ALLY_PLAYED = "ally played at"   # Turn.per_turn[(ALLY_PLAYED, company)]: the site where one was played this turn


def applies(card: Card) -> bool:
    return bool(card.trait("with_ally_or_faction"))


def ally_played(state: State, company: Company, site: Instance) -> None:
    """An ally came into play at the company's site in its site phase (what such an item asks)."""
    state.turn.per_turn[(ALLY_PLAYED, company.id)] = site.id


def check(state: State, card: Card, company: Company, site: Instance) -> Verdict:
    """Is the item playable here now: a site its text names, where the company has played an ally or a faction?"""
    if site.card.name not in card.fact("playable_at", ()):
        return Verdict.refuse("not-playable-at-site", f"{card.name} is not playable at {state.label(site)}.")
    if site.id not in (state.turn.per_turn.get((ALLY_PLAYED, company.id)),
                       state.turn.per_turn.get((FACTION_PLAYED, company.id))):
        return Verdict.refuse("no-ally-or-faction-played", f"{card.name} is played in addition to an ally or a "
                              f"faction played at {state.label(site)} this turn; {company.id} has played none there.")
    return Verdict.allow()
