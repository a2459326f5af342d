"""A card changing the corruption checks of every character in a company (a command card on a leader: "+1 to all
corruption checks by characters in his company", I'll Be At Your Heels).

A ``corruption check`` static with ``who = "company"`` on a card borne by a character adds its ``by`` to each
corruption check of every character of that character's company, himself included (the ``corruption check``
modifier, read as the check resolves, so a character who has joined or left the company since counts as he stands
then). Allies make no corruption checks, so the static reaches characters only.

A card on a company with the key ``followers_checks`` adds its ``by`` to each corruption check of a follower of a
leader of that company, a leader of one of its ``leader_races`` (Orders from Lugbúrz: "+1 to all corruption checks
by followers of Troll leaders in this company"); a leader as ``primitives/leaders.py`` says, the follower's
controller in the same company as the check resolves.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from ..core.state import IN_PLAY, Instance, State
from ..primitives import values
from ..primitives.leaders import is_leader

if TYPE_CHECKING:
    from .keys import FollowersChecks


def corruption_check(state: State, character: Instance) -> tuple[int, str] | None:
    """The ``corruption check`` modifier: what the ``corruption check`` statics of his company's cards add."""
    found = [(static.by, state.label(source)) for source, static in
             values.company_statics_on(state, character.id, "corruption check") if source.zone == IN_PLAY]
    found += [(how.by, state.label(source)) for source, how in _followers_checks(state, character)]
    if not found:
        return None
    return sum(by for by, _ in found), ", ".join(dict.fromkeys(name for _, name in found))


def _followers_checks(state: State, character: Instance) -> list[tuple[Instance, FollowersChecks]]:
    """The ``followers_checks`` of the cards on his company that reach him as a follower of one of its leaders."""
    leader = state.cards.get(character.follower_of or "")
    if leader is None or character.company is None or leader.zone != IN_PLAY or leader.company != character.company \
            or not is_leader(state, leader):
        return []
    return [(source, how) for source in state.attached(character.company) if source.zone == IN_PLAY
            and (how := source.card.trait("followers_checks")) is not None
            and (not how.leader_races or leader.card.race in how.leader_races)]
