"""Bringing hazards in from the sideboard (CoE 2.I.2, 2.IV.iii, 2.IV.vii.5; CRF 22, Rulings by Term > Sideboard).

The hazard player reaches his sideboard two ways, each bringing either up to five hazards to his discard
pile or, when his play deck holds at least five cards, one hazard into his play deck, which he then
shuffles:

- at the end of the resource player's untap phase, when the resource player's avatar is in play or the
  resource player is Sauron (a resource avatar such as The Lidless Eye in play: CRF 22 says the Lidless
  Eye opens the sideboard as a revealed Ringwraith would). Once a turn; the base hazard limit of each of
  the resource player's companies is then halved, rounded up, for that turn (CoE 2.IV.iii). The engine
  takes it in the untap phase, before the resource player ends it ("Bob brings Cave-drake from the
  sideboard to the discard pile."), and the cards come at once, not through a chain of effects (the engine's
  reading: CoE 2.I.2 places it at the end of the untap phase and says nothing of responses);
- during a movement/hazard phase, as an action, by tapping and discarding a Nazgûl permanent-event he
  controls ("Bob taps Witch-king of Angmar to bring Cave-drake from the sideboard to the discard pile.").
  The Nazgûl goes to the discard pile when the action is declared, without becoming a short-event and
  without its printed effect (CRF 22, Sideboard), and the action counts one against the hazard limit,
  checked at declaration and resolution like every hazard action (CoE 2.IV.iii.1); the hazards arrive
  when it resolves.

Which cards come and where they go is shared with the resource player's own access by tapping his avatar (CoE
2.II.6, ``organization/avatar_sideboard_access.py``): ``players/sideboard_access.py`` checks them (in his sideboard,
none kept for a Fallen-wizard opponent he does not have, CoE 1.6.1) and brings them; a shuffled play deck's order
is not known to an example afterwards (as after an exhausted deck).
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from . import hazard_limit as hazards, held_targets
from .hazard_limit import ACCESS
from ..organization import characters as organization
from ..players import sideboard_access
from ..core.chain import HAZARD, Declared, cancel
from ..core.errors import Verdict
from ..core.state import DISCARD, IN_PLAY, State

if TYPE_CHECKING:
    from .actions import FetchFromSideboard
    from ..game import Game

NAZGUL = "nazgul sideboard"     # the declared kind of the Nazgûl's action
WAY = sideboard_access.Way(frozenset({"Hazard"}), "hazard", "hazards", "the hazard player", "sideboard-hazards-only",
                           "CoE 2.I.2, 2.IV.vii.5")


def opens_sideboard(state: State) -> bool:
    """The resource player's avatar is in play, or a resource avatar of his (he is Sauron) is (CoE 2.I.2)."""
    player = state.resource_player
    return organization.avatar_in_play(state, player) is not None or any(
        i.zone == IN_PLAY and i.controller == player and i.card.fact("resource_avatar") for i in state.cards.values())


def is_nazgul_event(state: State, ref: str) -> bool:
    inst = state.cards[ref]
    return (inst.zone == IN_PLAY and inst.card.race == "Nazgûl" and "permanent-event" in inst.card.subtype.lower()
            and inst.attached_to is None and inst.company is None)


def check(game: Game, action: FetchFromSideboard) -> Verdict:
    s = game.state
    if action.player != s.hazard_player:
        return Verdict.refuse("wrong-player", f"Only the hazard player ({s.hazard_player}) brings hazards from "
                              "his sideboard (CoE 2.I.2, 2.IV.vii.5).")
    verdict = _check_nazgul(game, action) if action.nazgul else _check_untap_phase(game)
    if not verdict:
        return verdict   # what is fetched: hazards in his sideboard, up to five to the discard pile or one to the deck
    return sideboard_access.check_cards(s, action.player, action.cards, action.to_deck, WAY)


def _check_untap_phase(game: Game) -> Verdict:
    s = game.state
    if s.phase != "untap":
        return Verdict.refuse("wrong-phase", "Without a Nazgûl, the hazard player reaches his sideboard at the end "
                              "of the resource player's untap phase (CoE 2.I.2).")
    if s.chains:
        return Verdict.refuse("must-start-chain", "Finish the chain of effects first: both players must pass.")
    if s.turn.per_turn.get(ACCESS):
        return Verdict.refuse("sideboard-once", "The hazard player has reached his sideboard this untap phase "
                              "already: once a turn (CoE 2.I.2).")
    if not opens_sideboard(s):
        return Verdict.refuse("no-avatar-in-play", f"{s.resource_player}'s avatar is not in play and "
                              f"{s.resource_player} is not Sauron (CoE 2.I.2; CRF 22, Sideboard).")
    return Verdict.allow()


def _check_nazgul(game: Game, action: FetchFromSideboard) -> Verdict:
    s = game.state
    nazgul = s.find(action.nazgul)
    if not is_nazgul_event(s, nazgul.id) or nazgul.controller != action.player:
        return Verdict.refuse("not-nazgul-event", f"{s.label(nazgul)} is not a Nazgûl permanent-event "
                              f"{action.player} has in play (CoE 2.IV.vii.5).")
    if nazgul.tapped:
        return Verdict.refuse("card-tapped", f"{s.label(nazgul)} is tapped.")
    verdict = held_targets.check_tap(s, nazgul.id)   # targeted by Praise to Elbereth
    if not verdict:
        return verdict
    if s.phase != "movement/hazard" or s.active_company is None:
        return Verdict.refuse("wrong-phase", "A Nazgûl is tapped for the sideboard during a movement/hazard phase "
                              "(CoE 2.IV.vii.5).")
    for verdict in (hazards.still_playing(s), game.responding(action.player)):
        if not verdict:
            return verdict
    company = s.current_company()
    limit = hazards.hazard_limit(s)
    if company.hazards_played >= limit:  # it counts one against the limit (CoE 2.IV.vii.5, 2.IV.iii.1)
        return Verdict.refuse("hazard-limit", f"The hazard limit of {company.id} ({limit}) has been reached.")
    return Verdict.allow()


def fetch(game: Game, action: FetchFromSideboard) -> None:
    s = game.state
    refs = [s.find(ref).id for ref in action.cards]
    if not action.nazgul:
        s.turn.per_turn[ACCESS] = True
        s.log.append(f"{action.player} reaches his sideboard at the end of the untap phase: the base hazard limit "
                     f"of {s.resource_player}'s companies is halved this turn (CoE 2.I.2)")
        sideboard_access.bring(s, action.player, refs, action.to_deck)
        return
    nazgul = s.find(action.nazgul)
    s.tap(nazgul.id)
    s.move(nazgul.id, DISCARD)  # discarded upon declaration, not a short-event (CRF 22, Sideboard)
    s.current_company().hazards_played += 1
    s.log.append(f"{s.label(nazgul)} is tapped and discarded to reach the sideboard; its own effect does not apply")
    game.declare(Declared(action.player, NAZGUL, actor=nazgul.id, mode="sideboard",
                          data={"cards": refs, "to_deck": action.to_deck}), HAZARD)


def resolve(game: Game, entry: Declared) -> bool:
    """The Nazgûl's action: within the hazard limit still, the hazards come from the sideboard."""
    s = game.state
    if not hazards.within_limit_at_resolution(s):
        return cancel(game.state, entry, "the hazard limit has been exceeded (CoE 2.IV.iii.1)")
    sideboard_access.bring(s, entry.player, entry.data["cards"], entry.data["to_deck"])
    return True
