"""Hazards a Fallen-wizard's companies defeat made worth no marshalling points by a hazard in play (CoE 10.F1 keeps a
change made by a hazard; Foul Tooth Unsheathed: "If your opponent has 7 or more stage points and is not Alatar,
hazards his companies defeat (while this card is in play) without an asterisk [*] are worth no marshalling points.
This card overrides any conflicting resources").

A card in play with the key ``defeated_hazards_worth_nothing`` reaches every other player (its player's opponent; in a
game of three or four players each of them, the engine's reading) who is a Fallen-wizard player with at least
``stage_points_at_least`` stage points and who does not count as one of the Fallen-wizards ``player_is_not`` names
(``players/specific.counts_as``: declared so and not eliminated). A hazard printing no asterisk by its points that
such a player's company defeats (not as detainment) is marked as it is defeated (``Instance.no_kill_points``): a
creature (``attacks.creature_ends``, ``site_phase/defeats.py``), an agent (``agents/agent_attacks.finish``), a Dragon's
manifestation at home or another card whose automatic-attack was defeated (``site_phase/added_attack_bodies.py``,
``site_phase/defeated_added_attacks.py``). It gives him no marshalling points, in his pile or kept as a trophy,
whatever a resource of his says (``end_of_game/points_changed_by_hazards.changed``, read first in the scoring: before
a Stage resource's or his avatar's full kill points).

The engine's reading of "(while this card is in play)", as for Shameful Deeds (``asterisk_hazards.py``): it names the
defeat, so the card in play as the hazard is defeated decides, and the stage points and the "not Alatar" are asked
then too; a hazard defeated before the card came into play keeps its points, and one defeated while it was in play
stays worth nothing after it leaves. A trophy is such a hazard (it gives the kill points of the creature his company
defeated, CoE 3.IV.2): kept from a creature defeated while the card was in play it is worth nothing, and is still a
minor item for its other effects.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from ..core.state import IN_PLAY
from ..players import specific, stage
from ..players.alignments import FALLEN_WIZARD, alignment_of
from .asterisk_hazards import has_asterisk

if TYPE_CHECKING:
    from ..core.state import Instance, State


def reaching(state: State, player: str) -> Instance | None:
    """The card in play, another player's, making the hazards ``player``'s companies defeat worth nothing now."""
    if alignment_of(state, player) != FALLEN_WIZARD:
        return None
    for inst in state.cards.values():
        terms = inst.card.trait("defeated_hazards_worth_nothing") if inst.zone == IN_PLAY else None
        if terms is None or inst.controller == player:
            continue
        if stage.stage_points(state, player) >= terms.stage_points_at_least \
                and not any(specific.counts_as(state, player, name) for name in terms.player_is_not):
            return inst
    return None


def defeated(state: State, ref: str, owner: str) -> None:
    """A hazard ``owner``'s company defeated: one printing no asterisk, while such a card reaches him, is marked to
    give him no marshalling points."""
    inst = state.cards.get(ref)
    if inst is None or has_asterisk(inst.card):
        return
    card = reaching(state, owner)
    if card is not None:
        inst.no_kill_points = True
        state.log.append(f"{state.label(inst)} was defeated while {state.label(card)} is in play: it gives {owner} no "
                         "marshalling points")
