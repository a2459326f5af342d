"""Influence attempts (CoE 2.V.3, 8): playing factions, influencing one from afar with an event (Hour of Need),
and influencing away the other player's characters, allies, items and factions."""
from __future__ import annotations

from ..core.actions import Action
from ..core.listing import Listing
from ..core.registry import Closes, Family
from ..core.state import IN_PLAY, MP_PILE
from . import (ally_influence, attempts_from_afar, faction_players, factions, factions_under_cards, from_afar,
               influence_attempts, influence_cards, offerings, rivals, sieged_border_holds)
from ..core.behaviour import CancelInfluence, InfluenceByProwess, Offering, PlaceBorderHold, RollAgainstRival
from .actions import InfluenceFaction, InfluenceOpponent, InfluenceWith
from .keys import Keys
from .reasons import REASONS


def candidates(listing: Listing) -> list[Action]:
    """Influencing a faction from hand, or the other player's characters, allies, items and factions."""
    state = listing.state
    r, h = state.resource_player, state.hazard_player
    characters = listing.characters_of(r)
    allies = [i.id for i in listing.in_play if i.controller == r and ally_influence.ability(i.card) is not None]
    factions_held = [i for i in listing.hand if i.owner == r and i.card.kind == "faction"]
    found: list[Action] = [InfluenceFaction(r, c, i.id) for i in factions_held for c in [*characters, *allies]]
    found += [InfluenceFaction(r, c, i.id, under_leader=True) for i in factions_held
              if i.card.trait("under_leader") is not None for c in characters]   # placed under a leader
    found += [InfluenceWith(r, c, f.id, e.id) for e in listing.hand if e.owner == r
              and e.card.trait("influence_from_afar") is not None for f in factions_held for c in characters]
    targets = [i.id for i in state.cards.values() if i.controller == h and (
        (i.zone == IN_PLAY and (i.card.is_character or i.card.kind in ("ally", "item")))
        or (i.zone == MP_PILE and i.card.kind == "faction"))]
    return found + [InfluenceFaction(r, c, t) for c in characters for t in targets]


FAMILY = Family(
    name="influence",
    title="Influence attempts",
    rules="CoE 2.V.3, 8",
    reasons=REASONS,
    keys=Keys,
    actions={
        InfluenceFaction: (factions.check_influence, factions.declare_influence),
        InfluenceOpponent: (influence_attempts.check, influence_attempts.declare),
        InfluenceWith: (from_afar.check, from_afar.declare),
    },
    labels={
        "influence": lambda e, s: f"{s._name(e.actor)} influences {s._name(e.card)}",
        "influence-opponent": lambda e, s: f"{s._name(e.actor)} tries to influence {s._name(e.target)} away",
        from_afar.KIND: from_afar.label,
    },
    resolvers={"influence": factions.resolve_influence, "influence-opponent": influence_attempts.resolve,
               from_afar.KIND: from_afar.resolve},
    selectors={"the influence check": ally_influence.the_influence_check},
    sentences=("influence_sentences",),
    candidates=(candidates,),
    hooks={"influence check": (influence_cards.make_check,), "declared": (faction_players.declared,),
           "leaving a pile": (factions_under_cards.leaving_pile,)},
    modifiers={"marshalling points": (factions_under_cards.faction_points,)},
    closing=(Closes(attempts_from_afar.before_action),),   # a card needing factions in play (Prophet of Doom)
    conditions={"influence_check_by": ally_influence.check_influence_check_by,
                "influence_check_maker_gone": ally_influence.check_maker_gone,
                "target_influencing": influence_cards.check_influencing,
                "influence_against_own": influence_cards.check_against_own,
                "rival_at_site": rivals.check_rival_at_site,
                "border_hold_near_faction": sieged_border_holds.check_near,
                "offering_attack": offerings.check_offering_attack},
    effects={CancelInfluence: influence_cards.cancel_influence, InfluenceByProwess: influence_cards.by_prowess,
             RollAgainstRival: rivals.roll_against_rival, PlaceBorderHold: sieged_border_holds.place,
             Offering: offerings.offering},
    waiting={offerings.REF: offerings.gate},
)
