"""The actions of players and alignments."""
from __future__ import annotations

from dataclasses import dataclass

from ..core.actions import Action


@dataclass(frozen=True)
class ExchangeBarredCard(Action):
    """Against a Balrog opponent, a card of the list of cards not played against him, removed from the game from
    its player's hand so that one card of his sideboard comes into his play deck (CoE 1.8.2; ``balrog_opponents``)."""
    card: str
    target: str

    def __str__(self) -> str:
        return (f"{self.player} removes {self.card} from the game to bring {self.target} from the sideboard into "
                "the play deck")


@dataclass(frozen=True)
class ShuffleDiscardPile(Action):
    """A player shuffling his discard pile of his own accord (CRF 22, Tournament Rulings > General;
    ``discard_piles.check_shuffle``)."""

    def __str__(self) -> str:
        return f"{self.player} shuffles his discard pile"
