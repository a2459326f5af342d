"""Events a character carries until they are stored (``stored_event``: Rescue Prisoners).

Some resource permanent-events are placed under a character's control and say where they may be stored, in their
player's organization phase: at a Haven, a Border-hold or a Free-hold (Rescue Prisoners). Storing such a card puts
it in its player's marshalling point pile (CoE glossary, store: out of play but for its points and uniqueness), like
an item (CoE 2.II.4). Where the card's text (or its erratum) says its points are received only once it is stored,
it is worth nothing while it is still in play (CRF 22, Rescue Prisoners: its erratum gives the points only on
storing). A bearer kept from untapping until the card is stored is the ``may_not_untap`` key's.

The engine's reading: the corruption check of CoE 2.II.4.1 is asked of the bearer of an item; the rules ask none
for storing an event, so none is made.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from ..core.cards import fold
from ..core.errors import Verdict
from ..players import alignments
from ..core.state import IN_PLAY, MP_PILE, Instance, State
from ..primitives import regions
from . import wizard_on_storing

if TYPE_CHECKING:
    from ..core.behaviour import CardKeys


def terms(inst: Instance) -> CardKeys | None:
    """What the card's entry says of storing it (``stored_event``), if it is such an event."""
    found: CardKeys | None = inst.card.trait("stored_event")
    return found


def is_stored_event(inst: Instance) -> bool:
    return inst.card.kind != "item" and terms(inst) is not None


def check_site(state: State, event: Instance, site: Instance) -> Verdict:
    """Is the site one of the types the event's text lets it be stored at (a Darkhaven: a minion Haven), or one of
    the sites it names?"""
    where = tuple(getattr(terms(event), "at", ()))
    named = tuple(getattr(terms(event), "at_sites", ()))
    if regions.site_type(state, site) in where or fold(site.name) in {fold(n) for n in named} \
            or ("Darkhaven" in where and alignments.is_minion_haven(site.card)):
        return Verdict.allow()
    kinds = " or ".join([f"a {w}" for w in where] + list(named))
    return Verdict.refuse("not-where-stored", f"{event.name} is stored only at {kinds}; "
                          f"{state.label(site)} is not one (its text).")


def check_generic(state: State, event: Instance) -> Verdict:
    """Stored through a card offering it (News Must Get Trough), the event must be storable at a generic Darkhaven,
    not only at a site its text names (CRF 22, Card Errata and Rulings > News Must Get Through)."""
    if "Darkhaven" in tuple(getattr(terms(event), "at", ())):
        return Verdict.allow()
    named = " or ".join(getattr(terms(event), "at_sites", ()) or getattr(terms(event), "at", ()))
    return Verdict.refuse("not-generic-darkhaven", f"{event.name} is stored only at {named}, not at any "
                          "Darkhaven: a card storing as at a Darkhaven stores only what a generic Darkhaven takes "
                          "(CRF 22, News Must Get Through).")


def store(state: State, event: Instance, site: Instance, stored_at: str = "") -> None:
    """The event goes to its player's marshalling point pile, with no corruption check (the engine's reading)."""
    event.stored_at = stored_at or site.name
    state.move(event.id, MP_PILE)
    state.log.append(f"{state.label(event)} is stored in {event.owner}'s marshalling point pile")
    wizard_on_storing.offer(state, event, site)


def points_once_stored(state: State, ref: str) -> tuple[int, str] | None:
    """The ``marshalling points`` query: an event that scores only once stored is worth nothing while in play; of
    those whose later copies are worth less (``later_copies_points``), a copy stored after another of its player's
    is worth only that."""
    inst = state.cards[ref]
    later = getattr(terms(inst), "later_copies_points", None) if is_stored_event(inst) else None
    if inst.zone == MP_PILE and later is not None and first_stored(state, inst) is not inst:
        printed = inst.card.fact("marshalling_points") or 0
        return (later - printed, "a later copy stored") if printed != later else None
    if inst.zone != IN_PLAY or not is_stored_event(inst) or not getattr(terms(inst), "points_only_stored", False):
        return None
    printed = inst.card.fact("marshalling_points") or 0
    return (-printed, "scores only once stored") if printed else None


def first_stored(state: State, event: Instance) -> Instance:
    """The first copy of the event its player stored: of his marshalling point pile's, the one put there first."""
    copies = [i for i in state.in_zone(MP_PILE, event.controller) if fold(i.name) == fold(event.name)]
    return min(copies, key=lambda i: i.seq)
