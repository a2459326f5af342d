"""Allies played at a protected Wizardhaven by a card in play (CRF 22, Card Errata and Rulings, An Untimely Brood;
the key ``allies_at_wizardhavens``).

While such a card of his is in play, a player may play an ally of the kind it names (a non-unique ally of mind 1)
at one of his protected Wizardhavens (a Fallen-wizard haven of his with a card on it that makes it protected:
``players/stage_wizardhavens.protected``), whether the site is tapped or not, in the site phase of a company of his
there. The corrected text allows this "during any of your site phases but only once each turn": the count is kept
for the turn over all his companies' site phases, not afresh in each one (``per_turn``, one).

The engine's readings: the card is used only for an ally the site would not let be played otherwise (not playable
there, or the site tapped); and the use is counted as the ally is declared. An ally played this way taps the site
as any ally does (``site_resources.resolve_play``): the card says the site may be tapped, not that it does not tap
(CRF 22, Turn Sequence Rulings, Site Phase: unless stated otherwise a played ally taps the site; "does not tap the
site" is not "playable at a tapped site").
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from ..core.zones import IN_PLAY
from ..players.stage_wizardhavens import protected
from ..players.alignments import is_wizardhaven

if TYPE_CHECKING:
    from ..core.cards import Card
    from ..core.state import Instance, State

KEY = "allies at Wizardhavens"   # Turn.per_turn key, with the allowing card's id: the allies played through it


def allowing(state: State, player: str, card: Card, site: Instance) -> Instance | None:
    """The card in play of ``player`` through which this ally may be played at this site now, if any."""
    if card.kind != "ally" or state.phase != "site" or site.owner != player or not is_wizardhaven(site.card) \
            or not protected(state, site):
        return None
    for inst in sorted(state.cards.values(), key=lambda i: i.seq):
        allows = inst.card.trait("allies_at_wizardhavens")
        if allows is None or inst.zone != IN_PLAY or inst.controller != player:
            continue
        if card.fact("mind") != allows.mind or (allows.non_unique and card.fact("unique")):
            continue
        if len(state.turn.per_turn.get((KEY, inst.id), [])) >= allows.per_turn:
            continue
        return inst
    return None


def used_up(state: State, player: str, card: Card, site: Instance) -> Instance | None:
    """A card of ``player`` in play that would allow this ally at this site but has been used as often as it may
    this turn."""
    if site.owner != player or not is_wizardhaven(site.card) or not protected(state, site):
        return None
    for inst in state.cards.values():
        allows = inst.card.trait("allies_at_wizardhavens")
        if allows is not None and inst.zone == IN_PLAY and inst.controller == player and card.kind == "ally" \
                and card.fact("mind") == allows.mind and not (allows.non_unique and card.fact("unique")) \
                and len(state.turn.per_turn.get((KEY, inst.id), [])) >= allows.per_turn:
            return inst
    return None


def use(state: State, source: Instance, ally: str) -> None:
    """The allowing card has been used for this ally this turn."""
    state.turn.per_turn.setdefault((KEY, source.id), []).append(ally)
