"""Corruption (CoE 7): corruption checks and their support, corruption cards and attempts to remove them."""
from __future__ import annotations

from ..core.actions import Action
from ..core.behaviour import CancelDiscards
from ..core.listing import Listing
from ..core.registry import Family
from . import checks_in_company, company_size, corruption_cards, corruption_checks, order_of_checks, protections
from .keys import Keys
from .actions import ChooseCorruptionCheck, DoubleSource, RemoveCorruptionCard, SupportCorruptionCheck
from .reasons import REASONS


def candidates(listing: Listing) -> list[Action]:
    """Supporting a corruption check; trying to remove a corruption card (the organization phase's); naming the
    source of corruption a card in play doubles."""
    r = listing.state.resource_player
    characters = listing.characters_of(r)
    found: list[Action] = [SupportCorruptionCheck(r, a, b) for a in characters for b in characters if a != b]
    for a in characters:
        for card in listing.attached(a):
            if card.card.trait("removal") is not None:
                found += [RemoveCorruptionCard(r, a, card.id), RemoveCorruptionCard(r, a, card.id, tapping=False)]
        if corruption_checks.doubling_card(listing.state) is not None:
            found += [DoubleSource(r, a, card) for card in corruption_checks.sources_of(listing.state, a)]
    return found


FAMILY = Family(
    name="corruption",
    title="Corruption",
    rules="CoE 7",
    reasons=REASONS,
    keys=Keys,
    actions={
        SupportCorruptionCheck: (corruption_checks.check_support, corruption_checks.support),
        RemoveCorruptionCard: (corruption_cards.check_remove, corruption_cards.remove),
        DoubleSource: (corruption_checks.check_double, corruption_checks.double),
        ChooseCorruptionCheck: (order_of_checks.check_choose, order_of_checks.choose),
    },
    labels={
        "support": lambda e, s: f"{s._name(e.actor)} supports {s._name(e.target)}'s corruption check",
        "removal": lambda e, s: f"{s._name(e.actor)} tries to remove {s._name(e.card)}",
    },
    resolvers={"support": corruption_checks.resolve_support, "removal": corruption_cards.resolve},
    effects={CancelDiscards: protections.cancel_discards},
    hooks={"corruption check": (corruption_checks.make_check,), "moving": (protections.kept_in_play,),
           "after chains": (company_size.after_chains,),
           "order of corruption checks": (order_of_checks.ordered,),
           "next corruption check": (order_of_checks.may_check,)},
    waiting={order_of_checks.REF: order_of_checks.gate},
    modifiers={"corruption check": (company_size.corruption_check, checks_in_company.corruption_check)},
    calls={corruption_checks.FAILED: "hook (game, character) -> (() -> None) or None: the character fails a "
                                     "corruption check that takes him out of play (discarded or eliminated, CoE "
                                     "7.1); read him now, and the function returned acts once he has left"},
    conditions={"target_checks_corruption": corruption_checks.check_target_checks},
    candidates=(candidates, order_of_checks.candidates),
    sentences=("corruption_sentences",),
)
