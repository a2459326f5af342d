"""An ally giving a mode leaves play: the mode ends, the Ringwraith moves on, and the ally's own clause sends him
back to his player's hand (CoE 2.II.7.R3; CRF 22, Rulings by Term > Modes; Creature of an Older World, Black Horse).

The mode ends by itself: a Ringwraith's mode is read from the cards in play (``ringwraith_modes.mode_of``), so once
the ally has gone he is in no mode, at once, and what his mode gave him (Fell Rider's prowess) goes with it. A
company moving already goes on to its new site (CoE 2.II.7.R3): its movement is checked as it is declared and as the
new site is revealed, never again in the phase, and nothing here stops it.

Both allies that give a mode also say that their Ringwraith returns to his player's hand when the ally leaves active
play (the key ``controller_to_hand_when_it_leaves``). That is a passive condition (CoE 9.6): the ``moving`` hook
declares it as the ally leaves play, and like every passive condition it starts the chain of effects after the
current one (9.6.1), where the other player may answer it. The engine's reading, where the rules are silent: the
ally has left play, which is what sets the condition off, so its declaration is not cancelled for its source being
gone (9.6.2 asks that the condition still hold, and leaving play is the condition); an ally leaving play with its
controlling character (he is discarded, returned, eliminated) sets nothing off, as there is no one to return.
"""
from __future__ import annotations

from ..core.behaviour import Move
from ..core.chain import Declared
from ..core.state import IN_PLAY, Instance, State

RETURN = (Move(do="move", who="target", to="hand"),)


def ally_leaving(state: State, inst: Instance, zone: str) -> None:
    """The ``moving`` hook: an ally whose leaving play returns its controlling character to the hand declares it,
    to start the next chain of effects (CoE 9.6.1)."""
    if zone == IN_PLAY or inst.card.kind != "ally" or not inst.card.trait("controller_to_hand_when_it_leaves"):
        return
    controller = state.cards.get(inst.attached_to or "")
    if controller is None or controller.zone != IN_PLAY:   # leaving with him: no one is left to return
        return
    state.triggered.append(Declared(state.resource_player, "passive", inst.id, target=controller.id,
                                    data={"effects": RETURN, "once": False, "what": "return to the hand",
                                          "event": {}, "source_gone": True}))
    state.log.append(f"{state.label(inst)} leaves play: {state.label(controller)} must return to "
                     f"{controller.owner}'s hand")
