"""A permanent-event on a company that an item of its company taps, and that is inverted on the playing surface by
a card its company plays at a named site: the key ``turned_at_site`` (Fate of the Ithil-stone).

The card's text: it taps if the company plays a Palantír, and never untaps; once tapped, it is inverted (rotated
180 degrees) if the company enters Barad-dûr and plays a Stolen Knowledge card during the same site phase; no other
copy of it may be inverted once one is. CRF 22 (Fate of the Ithil-stone) adds that it must be tapped before the
company enters Barad-dûr for it to be inverted.

So an item of the keyword ``tapped_by`` played by a character of the company, declared while the card is on it and
resolved into play, taps the card. An item is played at a site the company has entered (CoE 2.V.ii), so a card
tapped this way during the company's site phase at the site named was tapped after entering it: that site phase
inverts nothing (a Palantír is a greater item there: Barad-dûr lists greater items). A card of the keyword
``by_playing`` declared by a character of the company during its site phase at the site named, once entered, and
resolved into play, inverts the card if it is tapped, was not tapped during this site phase, and no copy of its name
is inverted already.

The card never untaps: the ``instead`` hook keeps it tapped whatever would untap it. The engine's reading: "if the
company plays" reads as a character of the company playing it, the card resolving into play (one cancelled or
negated plays nothing).
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from ..core.cards import fold
from ..core.state import IN_PLAY, Instance, State

if TYPE_CHECKING:
    from ..core.chain import Declared
    from ..game import Game
    from .keys import TurnedAtSite

TAPPING = "tapping an inverted card"      # Turn.per_turn[(TAPPING, item)]: the cards the item will tap once in play
TAPPED_HERE = "tapped in this site phase"  # Turn.per_turn[(TAPPED_HERE, card)]: tapped after its company entered
TURNING = "inverting a card"              # Turn.per_turn[(TURNING, played)]: (the cards it may invert, the company)


def _key(inst: Instance) -> TurnedAtSite | None:
    key: TurnedAtSite | None = inst.card.trait("turned_at_site")
    return key


def _on_company(state: State, company: str) -> list[Instance]:
    return [i for i in state.cards.values() if i.zone == IN_PLAY and i.attached_to == company and _key(i)]


def _company_of_player(state: State, entry: Declared) -> str | None:
    """The company of the character playing the card: its actor, or the character it is played on."""
    for ref in (entry.actor, entry.target):
        inst = state.cards.get(ref or "")
        if inst is not None and inst.card.is_character and inst.zone == IN_PLAY and inst.company:
            return inst.company
    return None


def declared(game: Game, entry: Declared) -> None:
    """The ``declared`` hook: note an item or card that may tap or invert such a card once it is in play."""
    s = game.state
    card = s.cards.get(entry.card or "")
    company = _company_of_player(s, entry) if card is not None else None
    if card is None or company is None or entry.player != s.companies[company].owner:
        return
    keywords = {fold(k) for k in card.card.keywords}
    waiting = _on_company(s, company)
    tapping = [i.id for i in waiting if fold(_key(i).tapped_by) in keywords]   # type: ignore[union-attr]
    if tapping and card.card.kind == "item":
        s.turn.per_turn[(TAPPING, card.id)] = tuple(tapping)
    turning = [i.id for i in waiting if fold(_key(i).by_playing) in keywords]   # type: ignore[union-attr]
    if turning and s.phase == "site" and s.active_company == company:
        s.turn.per_turn[(TURNING, card.id)] = (tuple(turning), company)


def after_chains(game: Game) -> None:
    """No chain is open: an item or card noted as declared, now in play, taps or inverts the cards it was noted for."""
    s = game.state
    for key, noted in list(s.turn.per_turn.items()):
        if not (isinstance(key, tuple) and key[0] in (TAPPING, TURNING)):
            continue
        del s.turn.per_turn[key]
        played = s.cards.get(str(key[1]))
        if played is None or played.zone != IN_PLAY:
            continue
        if key[0] == TAPPING:
            for ref in noted:
                _tap(s, s.cards[ref], played)
        else:
            refs, company = noted
            for ref in refs:
                _invert(s, s.cards[ref], played, company)


def _tap(state: State, inst: Instance, item: Instance) -> None:
    if inst.zone != IN_PLAY or inst.tapped:
        return
    state.tap(inst.id)
    if state.phase == "site":
        state.turn.per_turn[(TAPPED_HERE, inst.id)] = True
    state.log.append(f"{state.label(inst)} taps: its company played {state.label(item)}")


def _invert(state: State, inst: Instance, played: Instance, company: str) -> None:
    key = _key(inst)
    if key is None or inst.zone != IN_PLAY or inst.attached_to != company or company not in state.companies:
        return
    comp = state.companies[company]
    if fold(state.cards[comp.site].card.name) != fold(key.site) or not comp.entered:
        return
    if not inst.tapped or state.turn.per_turn.get((TAPPED_HERE, inst.id)):
        why = "untapped" if not inst.tapped else f"tapped only after {company} entered {key.site}"
        state.log.append(f"{state.label(inst)} is not inverted by {state.label(played)}: it was {why} (CRF 22)")
        return
    other = next((i for i in state.cards.values() if i.zone == IN_PLAY and i.inverted and i.id != inst.id
                  and i.card.name == inst.card.name), None)
    if other is not None:
        state.log.append(f"{state.label(inst)} is not inverted: {state.label(other)} is inverted already")
        return
    inst.inverted = True
    state.log.append(f"{state.label(inst)} is inverted: {company} played {state.label(played)} at {key.site}")


def instead(state: State, inst: Instance, change: str, position: str) -> str | None:
    """The ``instead`` hook: such a card never untaps."""
    if change == "untapping" and _key(inst) is not None and inst.zone == IN_PLAY:
        return "tapped"
    return None
