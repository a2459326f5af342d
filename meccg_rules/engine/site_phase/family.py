"""The site phase (CoE 2.V): entering the site and facing its automatic-attacks (or declaring that it enters a site
with none, 2.V.iii), playing items, allies and
factions, on-guard cards, Under-deeps sites' revealed attacks, burglary, hoards, who may untap a site, what the
player's other companies may do meanwhile (CoE 2.V.9), and an item found by turning over the play deck (Lucky
Search)."""
from __future__ import annotations

from typing import TYPE_CHECKING

from ..core.actions import Action, Pass, Roll
from ..core.behaviour import (AddAutomaticAttack, AllowInformation, AllowItem, BurglaryPenalty, CopyAutomaticAttacks,
                              ReplaceWithVersion, RevealUntilItem, RollForAlly)
from ..core.chain import played
from ..core.listing import Listing
from ..core.registry import Closes, Family
from ..items import ring_tests
from ..playing.abilities import LABELS
from ..primitives.conditions import possible_targets
from . import (added_attack_bodies, burglary, declared_entering, defeats, entered_first, on_guard,
               revealed_automatic_attacks, revealed_items, site_resources, stayed_out)
from . import (allowed_items, automatic_attacks, companies_at_the_site, copied_attacks, duplicated_attacks,
               entering_attacks, faction_items, idle_unless_tapped, information_allowed, inverted_cards, playable,
               points_barred,
               rolled_allies, searched_items, site_untapping, site_versions, traded_items)
from .keys import Keys
from .actions import (
    DefeatAttack,
    EnterSite,
    FaceAutomaticAttacks,
    PlaceOnGuard,
    PlayBurgledItem,
    PlayResource,
    RevealAutomaticAttack,
    RevealOnGuard,
    StayOut,
    TapToCancelIdle,
    TradeItems,
    FetchItem,
    PlayItemWith,
    PlayRolledAlly,
)
from .reasons import REASONS

if TYPE_CHECKING:
    from ..game import Game


def minor_item_offer_ends(game: Game, action: Action) -> None:
    """The one more minor item may be played only as the resource player's next action (CoE 2.V.5): any
    action of his but a pass, a roll or playing a resource (``Closes.not_by``) ends the offer."""
    s = game.state
    if action.player == s.resource_player:
        s.free_minor_item = None
        s.turn.per_turn.pop(site_resources.MINOR_ONLY, None)


def candidates(listing: Listing) -> list[Action]:
    """Playing items and allies, placing and revealing on-guard cards, stated defeats."""
    state = listing.state
    r, h = state.resource_player, state.hazard_player
    characters = listing.characters_of(r)
    found: list[Action] = []
    for inst in listing.hand:
        if inst.owner == r and inst.card.kind in ("item", "ally"):
            found += [PlayResource(r, ch, inst.id) for ch in characters]
        if inst.owner == h:
            found += [PlaceOnGuard(h, inst.id, c) for c in state.companies]
    for inst in listing.on_guard:
        card = inst.card
        modes = [m.name for m in card.modes] if len(card.modes) > 1 else [""]
        for target in possible_targets(state, card):
            found += [RevealOnGuard(h, inst.id, target, m) for m in modes]
    for company in state.companies.values():
        found += [DefeatAttack(company.owner, company.id, "the automatic-attacks")]
        found += [DefeatAttack(company.owner, company.id, c) for c in company.attacks_to_face]
    return found


FAMILY = Family(
    name="site_phase",
    title="The site phase",
    rules="CoE 2.V",
    reasons=REASONS,
    keys=Keys,
    actions={
        PlayResource: (site_resources.check_play_resource, site_resources.play_resource),
        PlaceOnGuard: (on_guard.check_place, on_guard.place),
        RevealOnGuard: (on_guard.check_reveal, on_guard.reveal),
        FaceAutomaticAttacks: (site_resources.check_face_automatic_attacks, site_resources.face_automatic_attacks),
        EnterSite: (site_resources.check_enter_site, site_resources.face_automatic_attacks),
        StayOut: (stayed_out.check, stayed_out.apply),
        RevealAutomaticAttack: (revealed_automatic_attacks.check, revealed_automatic_attacks.reveal),
        PlayBurgledItem: (burglary.check_item, burglary.play_item),
        DefeatAttack: (defeats.check_defeat, defeats.defeat),
        TradeItems: (traded_items.check, traded_items.apply),
        TapToCancelIdle: (idle_unless_tapped.check, idle_unless_tapped.apply),
        FetchItem: (searched_items.check, searched_items.declare),
        PlayItemWith: (faction_items.check, faction_items.declare),
        PlayRolledAlly: (rolled_allies.check, rolled_allies.declare),
    },
    labels={
        "place": lambda e, s: f"{e.player} places a card on-guard on {e.target}",
        "reveal": lambda e, s: played(e, s, "reveals"),
        searched_items.KIND: searched_items.label,
        faction_items.KIND: faction_items.label,
        rolled_allies.KIND: rolled_allies.label,
    },
    resolvers={
        "play-item": site_resources.resolve_play,
        "play-ally": site_resources.resolve_play,
        "place": on_guard.resolve_place,
        burglary.ATTEMPT: burglary.resolve,
        burglary.BURGLED: burglary.resolve_item,
        searched_items.KIND: searched_items.resolve,
        faction_items.KIND: faction_items.resolve,
        rolled_allies.KIND: rolled_allies.resolve,
    },
    gates={"site": entered_first.gate},
    closing=(Closes(minor_item_offer_ends, not_by=(Pass, Roll, PlayResource), while_="free_minor_item"),),
    hooks={"facing alone": (burglary.facing_alone,), "attack ended": (revealed_automatic_attacks.finished,),
           "declared": (inverted_cards.declared,), "after chains": (inverted_cards.after_chains,),
           "instead": (inverted_cards.instead,),
           "describe": (duplicated_attacks.describe,), "information playable": (information_allowed.offered,)},
    modifiers={"may support a strike": (burglary.check_support,),
               "may be untapped by": (site_untapping.from_its_site,),
               "may play card": (revealed_items.check_deck_known, copied_attacks.check_play,
                                 points_barred.check_play),
               "playable at the site": (playable.listed_at,),
               "may end the site phase": (stayed_out.check_end,)},
    conditions={"target_alone": companies_at_the_site.check_target_alone,
                "opponent_hero_company_with": companies_at_the_site.check_opponent_hero_company_with,
                "site_attack_races": site_untapping.check_site_attack_races,
                "site_has_automatic_attack": copied_attacks.check_site_has_automatic_attack,
                "one_automatic_attack": automatic_attacks.check_one_automatic_attack,
                "site_detainment_attack": automatic_attacks.check_site_detainment_attack,
                "nth_automatic_attack": duplicated_attacks.check_nth_automatic_attack,
                "site_has_version": site_versions.check_site_has_version,
                "overt_company_at_site": site_versions.check_overt_company_at_site},
    effects={RevealUntilItem: revealed_items.reveal, AllowItem: allowed_items.allow,
             RollForAlly: rolled_allies.roll_for_ally,
             AllowInformation: information_allowed.allow,
             CopyAutomaticAttacks: copied_attacks.copy, BurglaryPenalty: burglary.penalise,
             AddAutomaticAttack: duplicated_attacks.duplicate,
             ReplaceWithVersion: site_versions.replace_with_version},
    entries={LABELS: {"ring-test": ring_tests.label},   # an ability testing a ring (items/ring_tests.py)
             "attack kinds": {revealed_items.KIND: revealed_items.ATTACK_KIND,
                              "automatic-attack": added_attack_bodies.ATTACK_KIND}},
    rolls={entering_attacks.ROLL: site_resources.entering_rolled},
    calls={declared_entering.AWAITED: "hook (state, company) -> bool: may an attack follow the company's "
                                      "declaration that it enters its site, which has no automatic-attack (an agent "
                                      "there, CoE 2.V.iii), so that the company must make it before it acts there",
           stayed_out.AWAITED: "hook (state, company) -> bool: may an attack follow the company's choice not to "
                               "enter its site (an agent there, while a card in play lets it attack then: Near to "
                               "Hear a Whisper), so that the company must declare it before its site phase ends"},
    candidates=(candidates,),
    sentences=("burglary_sentences", "site_item_sentences"),
)
