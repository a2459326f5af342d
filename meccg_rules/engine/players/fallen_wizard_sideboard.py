"""The sideboard cards kept for a Fallen-wizard opponent (CoE 1.6.1).

A player may add up to ten cards to his sideboard, chosen beforehand for a Fallen-wizard opponent, "which may
only be accessed during the game if their opponent is a Fallen-wizard player". A set-up names them ("Bob's
sideboard keeps Cave-drake for a Fallen-wizard opponent."): they lie in the sideboard like its other cards, and
the deck check counts them among the ten, not against the sideboard's size (``start_of_game/deck_construction.py``).

Every way a player reaches his sideboard asks ``refusal`` of the card he takes: the hazard player's fetch (at the
end of the untap phase or by tapping a Nazgûl permanent-event, ``hazards/sideboard.py``) and the resource player's
by tapping his avatar (``organization/avatar_sideboard_access.py``), both through ``sideboard_access.py``, a card
exchanged for a barred one against a Balrog player (``balrog_opponents.py``), a ring special item kept from the
sideboard (``items/kept_rings.py``) and a resource taking a card from its player's sideboard
(``playing/card_events.py``). A kept card is taken like any other sideboard card when an opponent of its owner is a
Fallen-wizard player, and is refused naming 1.6.1 otherwise. The engine's reading: in a multi-player game one
Fallen-wizard opponent is enough (the rule speaks of a single opponent), and the cards stay kept for the whole game
(the rule names the opponent, not the moment), so a card kept and then taken is no longer in the sideboard to be
asked about.
"""
from __future__ import annotations

from ..core.errors import Verdict
from ..core.state import SIDEBOARD, Instance, State
from .alignments import FALLEN_WIZARD, alignment_of
from .wizard_opponents import opponents


def keep(state: State, ref: str) -> None:
    """The set-up: the sideboard card ``ref`` is one of those kept for a Fallen-wizard opponent."""
    state.kept_for_fallen_wizard.add(ref)


def is_kept(state: State, inst: Instance) -> bool:
    """A card in its owner's sideboard kept for a Fallen-wizard opponent."""
    return inst.zone == SIDEBOARD and inst.id in state.kept_for_fallen_wizard


def fallen_wizard_opponent(state: State, player: str) -> bool:
    """Is an opponent of the player a Fallen-wizard player?"""
    return any(alignment_of(state, p) == FALLEN_WIZARD for p in opponents(state, player))


def refusal(state: State, inst: Instance) -> Verdict | None:
    """Taking the sideboard card ``inst``: refused when it is kept for a Fallen-wizard opponent and its owner has
    none (CoE 1.6.1); None when nothing here stops it."""
    if not is_kept(state, inst) or fallen_wizard_opponent(state, inst.owner):
        return None
    return Verdict.refuse("kept-for-fallen-wizard", f"{state.label(inst)} is kept in {inst.owner}'s sideboard for a "
                          "Fallen-wizard opponent, and no opponent of his is a Fallen-wizard player: it may be "
                          "accessed only against one (CoE 1.6.1).")
