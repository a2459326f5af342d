"""Factions placed under a leader (the minion Troll and Orc factions; CRF 22, Rulings by Term > Leader; CoE 10.F3).

Such a faction's text lets it be placed under the control of an Orc or Troll leader who influenced it (the key
``under_leader``: the races of the leaders it may go under). It stays in play with him, not in the marshalling
point pile, gives its points as a faction, and is discarded if he moves (``discarded_when``) or leaves play (as
any card on a character). A group of such factions under one leader, as many as their text says or more, gives
extra marshalling points once for the group, not once for each faction (CRF 22, Leader), and these are faction
points (CRF 22, Leader [CoE 2002]; counted at the Free Council with the other faction points, CoE 10.3.ii-iv).
A Fallen-wizard player receives one extra point for such a group instead (CoE 10.F3; CRF 22, Fallen-wizard).

The engine's reading where the text is silent: the group is the factions under him that carry the clause, and
the number they need and give is the one their cards print (all print three and two).

Not modelled yet: the choice to place the faction under the leader as his influence attempt succeeds (and not
tapping the site then); the card refuses an attempt by such a leader as not modelled (its clause of the scope
``play in a case``), one by any other character being its ordinary play.
"""
from __future__ import annotations

from collections.abc import Callable

from ..core import modelled
from ..core.cards import Card
from ..core.state import IN_PLAY, Instance, State
from ..players.alignments import FALLEN_WIZARD, alignment_of

LEADER = "Leader"
FALLEN_WIZARD_GROUP_POINTS = 1   # "only one extra faction point for the group" (CoE 10.F3)


def is_leader(card: Card) -> bool:
    return card.is_character and LEADER in card.keywords


def may_control(leader: Card, faction: Card) -> str:
    """Why ``leader`` may not have ``faction`` placed under his control ("" if he may)."""
    how = faction.trait("under_leader")
    if faction.kind != "faction" or how is None:
        return f"{faction.name} is not a faction that may be placed under a leader"
    if not is_leader(leader) or leader.race not in how.leader_races:
        return (f"{faction.name} may be placed only under a leader who is {' or '.join(how.leader_races)}; "
                f"{leader.name} is not one")
    return ""


def check_influence(state: State, actor: Instance, faction: Instance) -> None:
    """A leader who could take the faction under his control influences it: his player's choice to place it so
    is not modelled yet, so the attempt is refused as not modelled (its clause of the scope ``play in a case``)."""
    if faction.card.trait("under_leader") is not None and actor.card.is_character \
            and not may_control(actor.card, faction.card):
        modelled.refuse_case(faction.card, "leader")


def factions_under(state: State, leader: Instance) -> list[Instance]:
    """The factions in play under ``leader``'s control."""
    return [i for i in state.cards.values() if i.zone == IN_PLAY and i.attached_to == leader.id
            and i.card.kind == "faction" and i.card.trait("under_leader") is not None]


def group_points(state: State, player: str, where: Callable[[Instance], bool] = lambda _: True) -> int:
    """The extra faction points of ``player``'s groups of factions under one leader (each leader counted once)."""
    total = 0
    for leader in [i for i in state.cards.values() if i.zone == IN_PLAY and i.controller == player
                   and is_leader(i.card) and where(i)]:
        group = [f for f in factions_under(state, leader) if f.controller == player]
        if not group or len(group) < min(f.card.trait("under_leader").group_of for f in group):
            continue
        points = max(f.card.trait("under_leader").group_points for f in group)
        total += FALLEN_WIZARD_GROUP_POINTS if alignment_of(state, player) == FALLEN_WIZARD else points
    return total
