"""Ending the game (CoE 10): calling the Free Council, its corruption checks, marshalling points and the
winner."""
from __future__ import annotations

from ..core.actions import Action
from ..core.behaviour import CallTheGame, WinGame
from ..core.listing import Listing
from ..core.registry import Family
from . import calling_the_game, free_council, instant_win, one_ring_victories, points_compared
from .actions import CallFreeCouncil, CouncilCheck
from .keys import Keys
from .reasons import REASONS


def candidates(listing: Listing) -> list[Action]:
    state, gated = listing.state, listing.gated
    ending = not gated or state.phase == "end-of-turn"  # free_council.check_call
    council = not gated or state.phase == free_council.COUNCIL  # free_council.check_council_check
    found: list[Action] = []
    for player in state.players:
        if ending:
            found.append(CallFreeCouncil(player))
        if council:
            found += [CouncilCheck(player, c) for c in listing.characters_of(player)]
    return found


FAMILY = Family(
    name="end_of_game",
    title="Ending the game",
    rules="CoE 10",
    reasons=REASONS,
    keys=Keys,
    actions={
        CallFreeCouncil: (calling_the_game.check_free_call, free_council.call),
        CouncilCheck: (free_council.check_council_check, free_council.council_check),
    },
    labels={
        "council-check": lambda e, s: f"{s._name(e.target)}'s corruption check at the Free Council",
    },
    resolvers={"council-check": free_council.resolve_council_check},
    effects={WinGame: instant_win.win_game, CallTheGame: calling_the_game.call_the_game},
    hooks={"settled": (one_ring_victories.settled,)},
    conditions={"more_points_than_opponents": points_compared.check_more_points_than_opponents,
                "turn_player_may_call": calling_the_game.check_turn_player_may_call},
    gates={free_council.COUNCIL: free_council.gate},
    candidates=(candidates,),
)
