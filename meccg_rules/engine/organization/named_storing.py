"""A card a card stores as it resolves, named as that card is played (``store-named``: Wizard's Trove's other use, "you
may store one miscellaneous marshalling point card at one of your Wizardhavens"; CoE 2.II.4, 10.F1, 10.F2).

The card stored is named as the storing card is played ("Alice plays Wizard's Trove on Isengard, choosing storing a
card, naming Rescue Prisoners"; the combat hook ``check_named`` asks this module). It must be a card of the player's
that one of his characters controls, in a company at the target site, giving marshalling points of the type the
effect names (``mp_type``: "miscellaneous", the points type of the card data), and storable: an item, or an event its
text lets be stored (``stored_event``), not a trophy nor a card that cannot be stored. As the effect resolves it is
stored at the target site: an item's bearer makes his corruption check first, as for any item stored (CoE 2.II.4.1),
an event is stored with none (``stored_events``). The storing card is then placed with it in its player's
marshalling point pile, where a Stage card keeps its stage points (CoE 2.II.4.F1) and its ``host_full_points`` makes
the stored card worth its full marshalling points to a Fallen-wizard (``end_of_game/scoring.py``, CoE 10.F1).

"Any reference to the site where the card can normally be stored is transferred instead to the Wizardhaven": the site
or sites the card's text names for its storing (a Haven, a Darkhaven, Barad-dûr) do not bind it, and what its text
gives once it is stored there (its points received only once stored, ``stored_events``) it gives stored at the target
site. (No miscellaneous card the engine knows is worth more stored at a site it names, as a Palantír is: the
``marshalling_points_stored`` facts are all of items.) A Fallen-wizard's card so stored is stored at his Wizardhaven,
where it scores (CoE 10.F2).

The storing happens in the organization phase, the only one in which a Stage permanent-event is played (CoE 5.F1).
The engine's readings, where the card is silent: the card stored is one in play under the control of a character of
the company at that site, as any card stored is (CoE 2.II.4); "references to the site" are those of the card's own
text to its storing site; if the card named is no longer there to store as the effect resolves, or its bearer's
check takes it from play, nothing is stored and the storing card, with nothing to be placed with, is discarded. A card placed with a stored card leaves the
marshalling point pile with it, discarded (the ``leaving a pile`` hook).
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from ..core import modelled
from ..core.behaviour import StoreNamed, walk
from ..core.errors import Verdict
from ..core.state import DISCARD, IN_PLAY, MP_PILE, Instance, State
from ..corruption.corruption_checks import make_check
from . import stored_events
from .storing import check_storable, check_store_site

if TYPE_CHECKING:
    from ..core.behaviour import Primitive
    from ..core.cards import Card
    from ..core.chain import Declared
    from ..game import Game

NAMED = "named"   # the entry's data: the card named as the card was played (``combat/named_creatures.NAMED``)


def storing(effects: tuple[Primitive, ...]) -> StoreNamed | None:
    """The ``store-named`` effect among these, if any."""
    return next((e for e in walk(effects) if isinstance(e, StoreNamed)), None)


def stored_by(state: State, inst: Instance) -> Instance | None:
    """The card placed with ``inst`` in its marshalling point pile that stored it by a ``store-named`` effect, if any:
    its text's references to its storing site read as the site it was stored at."""
    return next((i for i in state.cards.values() if i.zone == MP_PILE and i.attached_to == inst.id
                 and any(storing(m.effects) for m in i.card.modes)), None)


def _at_site(state: State, bearer: Instance, site: Instance) -> bool:
    company = state.companies.get(bearer.company or "")
    if company is None or company.en_route and company.destination == site.id:
        return False
    here = state.cards[company.site]
    return here.id == site.id or (here.card.id == site.card.id and here.owner == site.owner)


def check_named(state: State, card: Card, effect: StoreNamed, named: str, player: str, target: str | None) -> Verdict:
    """May ``named`` (an instance id, or "") be named for ``card``'s effect to store it at the target site?"""
    if not named:
        return Verdict.refuse("must-name", f"{card.name} stores a card one of {player}'s characters at the site "
                              "controls: say which, after ', naming'.")
    inst, site = state.cards[named], state.cards.get(target or "")
    bearer = state.cards.get(inst.attached_to or "")
    if inst.zone != IN_PLAY or bearer is None or not bearer.card.is_character or bearer.controller != player \
            or inst.controller != player:
        return Verdict.refuse("invalid-named", f"{state.label(inst)} is not a card one of {player}'s characters "
                              f"controls: {card.name} stores such a card (its text).")
    if site is None or not _at_site(state, bearer, site):
        where = state.label(site) if site is not None else "the site"
        return Verdict.refuse("invalid-named", f"{state.label(bearer)} is not at {where}: {card.name} stores a card "
                              "of a character there (the engine's reading).")
    if effect.mp_type and inst.card.fact("mp_type") != effect.mp_type:
        return Verdict.refuse("invalid-named", f"{state.label(inst)} is no {effect.mp_type} marshalling point card: "
                              f"{card.name} stores one (its text).")
    if inst.trophy or not (inst.card.kind == "item" or stored_events.is_stored_event(inst)):
        return Verdict.refuse("invalid-named", f"{state.label(inst)} is not a card that can be stored.")
    modelled.refuse_any((inst.card,), ("store",))
    if not (verdict := check_store_site(state, player, site)):
        return verdict
    return check_storable(inst)


def store_named(game: Game, entry: Declared, effect: StoreNamed) -> bool:
    """The primitive: the card named is stored at the target site (an item's bearer checking first), this card
    placed with it in its player's marshalling point pile."""
    s = game.state
    card, site = s.cards[entry.card], s.cards.get(entry.target or "")
    inst = s.cards.get(entry.data.get(NAMED) or "")
    bearer = s.cards.get(inst.attached_to or "") if inst is not None else None
    if inst is None or site is None or bearer is None or inst.zone != IN_PLAY or not _at_site(s, bearer, site):
        return _nothing_stored(s, entry, card, "no longer there to store")
    if inst.card.kind == "item":
        if not make_check(game, entry, bearer.id, 0, None):
            return False
        if bearer.zone != IN_PLAY or inst.zone != IN_PLAY or inst.attached_to != bearer.id:
            return _nothing_stored(s, entry, card, "no longer borne to be stored")
        inst.stored_at = site.name
        s.move(inst.id, MP_PILE)
        s.log.append(f"{s.label(inst)} is stored in {inst.owner}'s marshalling point pile")
    else:
        stored_events.store(s, inst, site)
    s.log.append(f"{s.label(inst)} is stored at {s.label(site)}: what its text says of its own storing site is read "
                 f"of {site.name} ({card.name})")
    s.move(card.id, MP_PILE, attached_to=inst.id)
    s.log.append(f"{s.label(card)} is placed with {s.label(inst)}")
    return True


def _nothing_stored(state: State, entry: Declared, card: Instance, why: str) -> bool:
    state.log.append(f"{state.label(card)}: the card named is {why}; with nothing to be placed with, it is discarded")
    entry.data["stays_in_play"] = False
    return True


def leaving_pile(state: State, inst: Instance, zone: str) -> None:
    """The ``leaving a pile`` hook: the card that stored a card, placed with it, leaves the marshalling point pile with
    it, to its owner's discard pile (the engine's reading)."""
    placed = stored_by(state, inst)
    if placed is not None:
        state.move(placed.id, DISCARD)
        state.log.append(f"{state.label(placed)}, placed with {state.label(inst)}, is discarded with it")
