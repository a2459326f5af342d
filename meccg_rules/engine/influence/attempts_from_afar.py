"""Influence attempts on the other player's cards from afar, by the avatar a card in play is specific to (the card
key ``attempts_from_afar``: Prophet of Doom, WH-106, and CRF 22 on it).

While the card is in play, the avatar it names (its ``specific`` fact: Pallando) need not be at the site CoE 8.1
asks for when he makes an influence attempt on the other player's character, ally, item or faction: the same site
as the card, or one where the faction is playable. Such an attempt adds, instead of his unused direct influence,
half his player's unused general influence, rounded up, at most ``half_general_influence_at_most``; and it is
modified by ``per_region`` for each region counted from his site's region to the region of the site where the
attempt would normally be made, both of those regions counted (CRF 22, Prophet of Doom), the fewest along adjacent
regions, one when they are the same. The site of a character, ally or item is the site of his company (of the
character controlling it); a faction's is the nearest site where it is normally playable (as for Hour of Need:
``regions_counted.regions_to_faction``). The other conditions of CoE 8.1, and 8.2-8.4, are unchanged.

The card is discarded when its player has fewer factions in play than ``discarded_below_factions``: checked before
every action and as an influence attempt resolves (the engine's reading of a discard with no moment named); until
then it gives nothing.

The engine's readings: every attempt he makes on the other player's cards while the card is in play is "such an
attempt", at the usual site too (the text names no exception), so its regions count one there; the maximum of ten
is on the half added, not on the general influence halved; his direct influence against a faction (a card's or
his own) does not count either, as his direct influence is replaced.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from ..core import modelled
from ..core.cards import fold
from ..core.errors import NotModelledError
from ..core.state import DISCARD, IN_PLAY, MP_PILE, Instance, State
from ..organization import control
from .regions_counted import count_regions, regions_to_faction

if TYPE_CHECKING:
    from ..core.actions import Action
    from ..game import Game
    from .keys import AttemptsFromAfar


def card_for(state: State, influencer: Instance) -> Instance | None:
    """The card in play of the influencer's player that lets him make attempts from afar: specific to him, and not
    one that is to be discarded for want of factions (it gives nothing while it waits for the next action)."""
    return next((i for i in state.cards.values() if i.zone == IN_PLAY and i.controller == influencer.controller
                 and i.card.trait("attempts_from_afar") is not None and not _too_few_factions(state, i)
                 and fold(i.card.fact("specific") or "") == fold(influencer.name)), None)


def _factions_held(state: State, player: str) -> int:
    return sum(1 for f in state.cards.values() if f.zone == MP_PILE and f.card.kind == "faction" and f.owner == player)


def _too_few_factions(state: State, card: Instance) -> bool:
    return _factions_held(state, card.controller) < _terms(card).discarded_below_factions


def _terms(card: Instance) -> AttemptsFromAfar:
    found: AttemptsFromAfar = card.card.trait("attempts_from_afar")
    return found


def regions_counted(state: State, influencer: Instance, target: Instance, holder: Instance | None) -> int:
    """The regions from the influencer's site to the site where the attempt would normally be made, both counted
    (CRF 22, Prophet of Doom); a faction with no one site to count to refuses as not modelled."""
    company = state.company_of(influencer.id)
    assert company is not None, "the check found him acting in his company's site phase"
    site = state.cards[company.site].card
    if target.card.kind == "faction":
        return regions_to_faction(site, target.card)
    theirs = state.company_of((holder or target).id)
    assert theirs is not None, "the other player's card in play is in a company"
    there = state.cards[theirs.site].card
    count = count_regions(site.fact("region", ""), there.fact("region", ""))
    if count is None:  # two regions no chain of adjacent regions joins: nothing to count, so no number is guessed
        raise NotModelledError(modelled.message((card_for(state, influencer) or influencer).card,
                                                f"the regions from {site.name} to {there.name}"))
    return count


def influence_part(state: State, card: Instance, influencer: Instance) -> tuple[int, str]:
    """Half his player's unused general influence, rounded up, at most the card's maximum, and why."""
    unused = control.unused_general_influence(state, influencer.controller)
    half = min(-(-unused // 2), _terms(card).half_general_influence_at_most)
    return half, f"half of {influencer.controller}'s {unused} unused general influence ({card.name})"


def region_part(state: State, card: Instance, count: int) -> tuple[int, str]:
    return _terms(card).per_region * count, f"{card.name}: {count} region{'s' if count != 1 else ''} counted"


def discard_unsupported(state: State) -> None:
    """Discard each such card whose player has fewer factions in play than its text asks for."""
    for inst in [i for i in state.cards.values() if i.zone == IN_PLAY and i.card.trait("attempts_from_afar")]:
        if _too_few_factions(state, inst):
            held = _factions_held(state, inst.controller)
            state.move(inst.id, DISCARD)
            state.log.append(f"{state.label(inst)} is discarded: {inst.controller} has {held} faction"
                             f"{'s' if held != 1 else ''} in play, fewer than "
                             f"{_terms(inst).discarded_below_factions}")


def before_action(game: Game, action: Action) -> None:
    """The ``closing`` listener: the discard is checked before every action."""
    discard_unsupported(game.state)
