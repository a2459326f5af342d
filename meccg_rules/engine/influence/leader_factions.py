"""Factions placed under a leader (the minion Troll and Orc factions; CRF 22, Rulings by Term > Leader; CoE 10.F3).

Such a faction's text lets it be placed under the control of an Orc or Troll leader who influenced it (the key
``under_leader``: the races of the leaders it may go under). His player chooses so as the leader declares the
attempt ("Alice taps Troll-chief to influence Hill Trolls, placing it under him."); if it succeeds, the faction
comes into play on him, not in the marshalling point pile, and the site does not tap. Not choosing it, the attempt
is an ordinary one: the faction goes to the marshalling point pile and the site taps. Only a leader of one of those
races may be chosen so (the card's text), and only for such a faction.

Under him, the faction stays in play with him, gives its points as a faction, and is discarded if he moves
(``discarded_when``) or leaves play (as any card on a character). A group of such factions under one leader, as
many as their text says or more, gives extra marshalling points once for the group, not once for each faction (CRF
22, Leader), and these are faction points (CRF 22, Leader [CoE 2002]; counted at the Free Council with the other
faction points, CoE 10.3.ii-iv). A Fallen-wizard player receives one extra point for such a group instead (CoE
10.F3; CRF 22, Fallen-wizard).

The engine's reading where the text is silent: the player makes the choice as the attempt is declared (the text
gives no moment; nothing before the roll depends on it but whether the site would tap, so an attempt declared this
way is not a resource that would tap the site); the group is the factions under him that carry the clause, and
the number they need and give is the one their cards print (all print three and two).
"""
from __future__ import annotations

from collections.abc import Callable

from ..core.cards import Card
from ..core.errors import Verdict
from ..core.state import IN_PLAY, Instance, State
from ..players.alignments import FALLEN_WIZARD, alignment_of
from ..primitives import leaders

LEADER = leaders.LEADER
FALLEN_WIZARD_GROUP_POINTS = 1   # "only one extra faction point for the group" (CoE 10.F3)


def is_leader(card: Card) -> bool:
    return card.is_character and LEADER in card.keywords


def may_control(leader: Card, faction: Card, made_leader: bool = False) -> str:
    """Why ``leader`` may not have ``faction`` placed under his control ("" if he may); ``made_leader``: a card on
    him makes him a leader (``primitives/leaders.py``)."""
    how = faction.trait("under_leader")
    if faction.kind != "faction" or how is None:
        return f"{faction.name} is not a faction that may be placed under a leader"
    if not (made_leader or is_leader(leader)) or leader.race not in how.leader_races:
        return (f"{faction.name} may be placed only under a leader who is {' or '.join(how.leader_races)}; "
                f"{leader.name} is not one")
    return ""


def check_placing(state: State, faction: Instance, actor: Instance) -> Verdict:
    """May the attempt of ``actor`` place ``faction`` under him if it succeeds?"""
    if why := may_control(actor.card, faction.card, leaders.is_leader(state, actor)):
        return Verdict.refuse("not-under-this-leader", why)
    return Verdict.allow()


def place(state: State, faction: Instance, leader: Instance) -> None:
    """The influenced faction comes into play under the leader's control."""
    state.move(faction.id, IN_PLAY, attached_to=leader.id)


def factions_under(state: State, leader: Instance) -> list[Instance]:
    """The factions in play under ``leader``'s control."""
    return [i for i in state.cards.values() if i.zone == IN_PLAY and i.attached_to == leader.id
            and i.card.kind == "faction" and i.card.trait("under_leader") is not None]


def group_points(state: State, player: str, where: Callable[[Instance], bool] = lambda _: True) -> int:
    """The extra faction points of ``player``'s groups of factions under one leader (each leader counted once)."""
    total = 0
    for leader in [i for i in state.cards.values() if i.zone == IN_PLAY and i.controller == player
                   and leaders.is_leader(state, i) and where(i)]:
        group = [f for f in factions_under(state, leader) if f.controller == player]
        if not group or len(group) < min(f.card.trait("under_leader").group_of for f in group):
            continue
        points = max(f.card.trait("under_leader").group_points for f in group)
        total += FALLEN_WIZARD_GROUP_POINTS if alignment_of(state, player) == FALLEN_WIZARD else points
    return total
