"""Who may tap to play an ally or item whose text bars some races from playing it (CoE 2.V.2: a character taps to
play an ally or item; the card's own text may narrow who).

A card's ``played_by_except_races`` names the races none of whose characters may play it: "Playable by a
non-Ringwraith character at the Under-gates" (The Balrog, the ally) keeps it from a Ringwraith, his player's avatar
or a Ringwraith follower alike (both are Ringwraith characters, CoE 2.II.2.1.R5). Only the character tapping to play
it is asked: the engine's reading of "playable by", as of the skill a card asks of the character playing it. Once
in play, the card is not discarded if it later comes under a character of such a race: the text is a condition of
its play only.
"""
from __future__ import annotations

from ..core.cards import Card
from ..core.errors import Verdict
from ..core.state import State


def check(state: State, card: Card, character: str) -> Verdict:
    """May the character ``character`` tap to play ``card``: not of one of its ``played_by_except_races``?"""
    barred = card.trait("played_by_except_races", ())
    inst = state.cards[character]
    if inst.card.race and inst.card.race in barred:
        return Verdict.refuse("not-played-by-race", f"{card.name} is played by a character who is no "
                              f"{' or '.join(barred)}: {state.label(inst)} is one (the card's text).")
    return Verdict.allow()
