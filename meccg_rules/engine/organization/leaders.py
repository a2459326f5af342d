"""Leaders in a company (CoE 2.II.3.1.3: "A company can only contain one leader unless at a haven"; the glossary's
"leader": a character who cannot be in a company with another leader unless at a Darkhaven), and the cards that
change who may lead a company.

Who is a leader is ``primitives/leaders.py``: his card's keyword, or a card on him that makes him one (By the
Ringwraith's Word). Away from a Haven, a company holds one leader, and one more for each card on it with the key
``extra_leader`` whose leader it is: "a Troll leader in addition to another leader" (Orders from Lugbúrz:
``races``), "an additional leader who does not count against the company size maximum" (Orders from the Great
Demon: ``outside_size``). ``arrangements`` gives the ways the company's leaders fit those cards; company
composition (``composition.py``) refuses a company no way fits, and counts its size without the leaders a card
takes out of it, the way that leaves it smallest.

A card on a character with ``discarded_at_higher_mind`` is discarded as soon as a character of his company has a
higher mind than his ("Discard at any time if there is a character in his company with a higher mind", By the
Ringwraith's Word, Obey Him or Die), checked whenever no chain of effects is open (the ``after chains`` hook), the
minds as they are then (the ``mind`` query's changes counted). A card on a company discarded when a leader leaves
it is ``companies_left.py``'s (``discarded_when``).

The engine's reading where the text is silent: with several cards each letting in one more leader, each lets in
one, and a leader the card names (a Troll leader) may be any of them, the first leader too; "a higher mind" is a
mind greater than his, the card's bearer himself not compared.
"""
from __future__ import annotations

from itertools import permutations
from typing import TYPE_CHECKING

from ..core.state import DISCARD, IN_PLAY, Instance, State
from ..primitives import values
from ..primitives.leaders import is_leader

if TYPE_CHECKING:
    from ..game import Game


def leaders_in(state: State, characters: list[Instance]) -> list[Instance]:
    """The leaders among these characters."""
    return [c for c in characters if is_leader(state, c)]


def _extra_cards(state: State, holders: tuple[str, ...]) -> list[Instance]:
    """The cards on these companies that let one more leader in."""
    return [i for company in holders for i in state.attached(company)
            if i.zone == IN_PLAY and i.card.trait("extra_leader") is not None]


def _fits(leader: Instance, card: Instance) -> bool:
    races = card.card.trait("extra_leader").races
    return not races or leader.card.race in races


def arrangements(state: State, characters: list[Instance], holders: tuple[str, ...]) -> list[frozenset[str]]:
    """The ways these characters' leaders fit in one company carrying the cards of ``holders`` away from a Haven:
    for each, the leaders not counted against its size (none: ``[frozenset()]``); no way: ``[]``."""
    leaders = leaders_in(state, characters)
    if len(leaders) <= 1:
        return [frozenset()]
    cards = _extra_cards(state, holders)
    found: set[frozenset[str]] = set()
    for first in leaders:   # the one leader any company may hold; each other one is let in by a card
        others = [leader for leader in leaders if leader is not first]
        for chosen in permutations(cards, len(others)):
            if all(_fits(leader, card) for leader, card in zip(others, chosen)):
                found.add(frozenset(leader.id for leader, card in zip(others, chosen)
                                    if card.card.trait("extra_leader").outside_size))
    return sorted(found, key=len, reverse=True)


def higher_mind(state: State, character: Instance) -> Instance | None:
    """A character of his company with a higher mind than his, if any."""
    if character.company is None or character.company not in state.companies:
        return None
    own = values.mind(state, character)
    return next((other for other in state.characters(character.company)
                 if other.id != character.id and values.mind(state, other) > own), None)


def after_chains(game: Game) -> None:
    """Discard each card ``discarded_at_higher_mind`` whose bearer's company holds a higher mind than his."""
    s = game.state
    for inst in [i for i in s.cards.values() if i.zone == IN_PLAY and i.card.trait("discarded_at_higher_mind", False)
                 and i.attached_to in s.cards]:
        bearer = s.cards[inst.attached_to or ""]
        other = higher_mind(s, bearer)
        if other is not None:
            s.move(inst.id, DISCARD)
            s.log.append(f"{s.label(inst)} is discarded: {s.label(other)} in {s.label(bearer)}'s company has a "
                         f"higher mind ({values.mind(s, other)} against {values.mind(s, bearer)})")
