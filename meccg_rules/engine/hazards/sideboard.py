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

A card kept in the sideboard for a Fallen-wizard opponent comes this way only when the fetching player has one
(CoE 1.6.1, ``players/fallen_wizard_sideboard.py``).

A shuffled play deck's order is not known to an example afterwards (as after an exhausted deck).
Not modelled: the resource player's own sideboard access by tapping his avatar (CoE 2.II.6).
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from . import hazard_limit as hazards, held_targets
from .hazard_limit import ACCESS
from ..organization import characters as organization
from ..players import fallen_wizard_sideboard
from ..core.chain import HAZARD, Declared, cancel
from ..core.errors import InputError, Verdict
from ..core.state import DISCARD, IN_PLAY, PLAY_DECK, SIDEBOARD, State

if TYPE_CHECKING:
    from .actions import FetchFromSideboard
    from ..game import Game

NAZGUL = "nazgul sideboard"     # the declared kind of the Nazgûl's action
MOST_TO_DISCARD = 5
DECK_AT_LEAST = 5


def opens_sideboard(state: State) -> bool:
    """The resource player's avatar is in play, or a resource avatar of his (he is Sauron) is (CoE 2.I.2)."""
    player = state.resource_player
    return organization.avatar_in_play(state, player) is not None or any(
        i.zone == IN_PLAY and i.controller == player and i.card.fact("resource_avatar") for i in state.cards.values())


def is_nazgul_event(state: State, ref: str) -> bool:
    inst = state.cards[ref]
    return (inst.zone == IN_PLAY and inst.card.race == "Nazgûl" and "permanent-event" in inst.card.subtype.lower()
            and inst.attached_to is None and inst.company is None)


def _check_cards(game: Game, action: FetchFromSideboard) -> Verdict:
    """What is fetched: hazards in the player's sideboard, up to five to the discard pile or one to the deck."""
    s = game.state
    chosen = [s.find(ref) for ref in action.cards]
    for inst in chosen:
        if inst.zone != SIDEBOARD or inst.owner != action.player:
            return Verdict.refuse("invalid-target", f"{s.label(inst)} is not in {action.player}'s sideboard.")
        kept = fallen_wizard_sideboard.refusal(s, inst)
        if kept is not None:
            return kept
        if inst.card.type != "Hazard":
            return Verdict.refuse("sideboard-hazards-only", f"{s.label(inst)} is not a hazard: the hazard player "
                                  "brings only hazards from his sideboard (CoE 2.I.2, 2.IV.vii.5).")
    if not action.to_deck:
        if len(chosen) > MOST_TO_DISCARD:
            return Verdict.refuse("sideboard-too-many", f"Up to {MOST_TO_DISCARD} hazards go to the discard pile "
                                  f"at once, not {len(chosen)} (CoE 2.I.2).")
        return Verdict.allow()
    if len(chosen) != 1:
        raise InputError("one hazard goes from the sideboard into the play deck")
    if action.player not in s.described_decks:
        raise InputError(f"{action.player}'s play deck is not described, so its size is not known: list it "
                         f"('{action.player}'s play deck holds ...')")
    size = len(s.in_zone(PLAY_DECK, action.player))
    if size < DECK_AT_LEAST:
        return Verdict.refuse("deck-too-small", f"{action.player}'s play deck holds {size} cards; a hazard goes "
                              f"into it from the sideboard only when it holds {DECK_AT_LEAST} or more (CoE 2.I.2).")
    return Verdict.allow()


def check(game: Game, action: FetchFromSideboard) -> Verdict:
    s = game.state
    if action.player != s.hazard_player:
        return Verdict.refuse("wrong-player", f"Only the hazard player ({s.hazard_player}) brings hazards from "
                              "his sideboard (CoE 2.I.2, 2.IV.vii.5).")
    verdict = _check_nazgul(game, action) if action.nazgul else _check_untap_phase(game)
    return verdict if not verdict else _check_cards(game, action)


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
        _bring(s, action.player, refs, action.to_deck)
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
    _bring(s, entry.player, [r for r in entry.data["cards"] if s.cards[r].zone == SIDEBOARD], entry.data["to_deck"])
    return True


def _bring(state: State, player: str, refs: list[str], to_deck: bool) -> None:
    for ref in refs:
        state.move(ref, PLAY_DECK if to_deck else DISCARD)
        state.log.append(f"{state.label(state.cards[ref])} comes from {player}'s sideboard to his "
                         + ("play deck" if to_deck else "discard pile"))
    if to_deck:
        state.described_decks.discard(player)
        state.log.append(f"{player} shuffles his play deck: its order is not known to the example any more")
