"""Cards that stay in play only while another card is in play (``needs_in_play``: Shelob as a permanent-event,
The Will of Sauron, each needing Doors of Night; CRF 22, Card Errata and Rulings > Shelob, Will of Sauron).

Their errata changed "discard it when Doors of Night leaves play" into "discard it if Doors of Night is not in
play": a condition that holds whenever it is true, not an event. So the card goes even though no Doors of Night
ever left play: when the one that let it be played counted as in play through another card (Peril Returned) and
no longer does, or when it is set in play with none. "In play" is what the rules ask of a card of that name
(``State.in_effect``: a copy on the table, or an effect having it considered in play).

The engine's reading of when: the condition is checked as soon as no chain of effects is open (the ``after chains``
hook), so a chain that removes Doors of Night finishes resolving first. A creature-and-permanent-event card
(Shelob) needs it only as a permanent-event: not while it attacks.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from ..core.state import DISCARD, IN_PLAY

if TYPE_CHECKING:
    from ..game import Game


def after_chains(game: Game) -> None:
    """The ``after chains`` hook: discard each card in play whose ``needs_in_play`` card is not in play."""
    s = game.state
    attacking = {a.source for a in s.attacks} | ({s.combat.attack.source} if s.combat else set())
    for inst in [i for i in s.cards.values() if i.zone == IN_PLAY and i.card.trait("needs_in_play", "")
                 and i.id not in attacking]:
        needed = inst.card.trait("needs_in_play", "")
        if inst.zone == IN_PLAY and not s.in_effect(needed):
            s.move(inst.id, DISCARD)
            s.log.append(f"{s.label(inst)} is discarded: {needed} is not in play")
