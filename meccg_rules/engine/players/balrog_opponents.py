"""The cards barred against a Balrog opponent, and what their holder may do with them (CoE 1.8.2; CRF 22, Rulings
by Term > Removed from the Game & Removed from Play, a rules erratum of CoE IE 2018).

A player facing a Balrog player may not play The Balrog (the ally), The Black Council, Durin's Bane, Balrog of
Moria or Reluctant Final Parting: the three hazards are refused by ``alignments.check_hazard_against``, the two
resources by ``check_play`` (the kernel's ``may play card`` query), whatever else their texts say. Instead,
whenever he holds one of them, he may remove it from the game to bring one card of any kind from his sideboard into
his play deck, which he then shuffles ("Bob removes Durin's Bane from the game to bring Orc-patrol from the sideboard
into the play deck."). The list is the rules facts' ``barred_against_balrog``; its name The Balrog stands for the
ally only, not the Balrog avatar, a character.

The engine's reading, where the rule is silent beyond "at any time": the exchange is taken whenever its player
acts, in any phase and either player's turn, and happens at once, not through a chain of effects (as the hazard
player's own reach into the sideboard at the end of the untap phase, ``hazards/sideboard.py``). The card given up
is removed from the game (``core.zones.REMOVED``): in no pile, and no longer counted for uniqueness. In a game of
three or four players any other player who is a Balrog player is a Balrog opponent.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from ..core.cards import fold
from ..core.errors import Verdict
from ..core.rules_facts import facts
from ..core.state import HAND, PLAY_DECK, REMOVED, SIDEBOARD, State
from . import fallen_wizard_sideboard
from .alignments import BALROG, alignment_of

if TYPE_CHECKING:
    from ..core.cards import Card
    from ..game import Game
    from .actions import ExchangeBarredCard


def balrog_opponents(state: State, player: str) -> list[str]:
    """The other players who are Balrog players."""
    return [p for p in state.players if p != player and alignment_of(state, p) == BALROG]


def is_barred(card_name: str, is_character: bool) -> bool:
    """Is the card on the list of CoE 1.8.2 (a character never is: the name The Balrog means the ally)?"""
    return not is_character and fold(card_name) in {fold(n) for n in facts("barred_against_balrog")["cards"]}


def check_play(state: State, player: str, card: Card) -> Verdict | None:
    """The ``may play card`` query: a resource on the list (The Balrog ally, The Black Council) played by a player
    with a Balrog opponent (CoE 1.8.2; CRF 22, Removed from the Game & Removed from Play). The hazards of the list
    are refused as they are played against the Balrog player (``alignments.check_hazard_against``)."""
    if card.type != "Resource" or not is_barred(card.name, card.is_character):
        return None
    against = balrog_opponents(state, player)
    if not against:
        return None
    return Verdict.refuse("not-against-balrog", f"{card.name} cannot be played by {player}: {', '.join(against)} "
                          f"{'is a Balrog player' if len(against) == 1 else 'are Balrog players'} (CoE 1.8.2).")


def check(game: Game, action: ExchangeBarredCard) -> Verdict:
    s = game.state
    card, wanted = s.find(action.card), s.find(action.target)
    if card.zone != HAND or card.owner != action.player:
        return Verdict.refuse("not-in-hand", f"{s.label(card)} is not in {action.player}'s hand.")
    if not is_barred(card.card.name, card.card.type == "Character"):
        return Verdict.refuse("not-barred-against-balrog", f"{s.label(card)} is not one of the cards barred "
                              "against a Balrog opponent (CoE 1.8.2): only those are exchanged so.")
    if not balrog_opponents(s, action.player):
        return Verdict.refuse("no-balrog-opponent", f"No opponent of {action.player}'s is a Balrog player: only "
                              f"against one is {s.label(card)} exchanged for a sideboard card (CoE 1.8.2).")
    if wanted.zone != SIDEBOARD or wanted.owner != action.player:
        return Verdict.refuse("invalid-target", f"{s.label(wanted)} is not in {action.player}'s sideboard.")
    kept = fallen_wizard_sideboard.refusal(s, wanted)
    return kept if kept is not None else Verdict.allow()


def exchange(game: Game, action: ExchangeBarredCard) -> None:
    s = game.state
    card, wanted = s.find(action.card), s.find(action.target)
    s.move(card.id, REMOVED)
    s.log.append(f"{s.label(card)} is removed from the game: {action.player} faces a Balrog player (CoE 1.8.2)")
    s.move(wanted.id, PLAY_DECK)
    s.log.append(f"{s.label(wanted)} comes from {action.player}'s sideboard to his play deck")
    s.described_decks.discard(action.player)
    s.log.append(f"{action.player} shuffles his play deck: its order is not known to the example any more")
