"""The organization phase (CoE 2.II): playing and discarding characters, general and direct influence, followers,
companies formed, joined and split, storing and transferring items, declaring movement (Under-deeps movement and
the special movement a card gives included), the avatar tapped to access the sideboard."""
from __future__ import annotations

from ..core.actions import Action, Discard, Pass, Roll
from ..core.behaviour import (BecomeAlly, NoNewSite, OfferStoring, ReturnToOrigin, SendHome, SpecialMovement,
                              StoreNamed, TransferOneItem, UsedAsSite)
from ..core.errors import Verdict
from ..core.listing import Listing
from ..core.registry import Closes, Family
from ..core.state import Pending
from . import (avatar_sideboard_access, balrog_characters, card_sites, changed_kind, characters, companies,
               companies_left, companion_discards, company_of_race, composition, control, doubled_copies, joining,
               leaders, location_decks, minds, kept_characters, movement, movement_limits, named_storing, own_avatar,
               pile_bonuses, retrieved_items, region_card_maximum, sent_home, special_movement, moving_again,
               stored_events, stored_removals, storing, storing_offer, transfers, under_deeps, lent_sites,
               wizard_on_storing)
from .actions import (
    DeclareMovement,
    DiscardCompanion,
    DoneTransferring,
    FormCompany,
    JoinCompanies,
    KeepCompany,
    LendSite,
    MakeFollower,
    MoveToCompany,
    PlayCharacter,
    RetrieveItem,
    RemoveDiscardedHazard,
    StoreItem,
    TapAvatarForSideboard,
    ToGeneralInfluence,
    TransferItem,
)
from .keys import Keys
from .reasons import REASONS


def over_influence(pending: Pending, action: Action) -> Verdict:
    if not isinstance(action, Discard):
        return Verdict.refuse("over-general-influence", f"First {pending.player} must discard {pending.purpose} "
                              "(CoE 2.II.8).")
    return Verdict.allow()


def keeping(pending: Pending, action: Action) -> Verdict:
    if not isinstance(action, KeepCompany):
        return Verdict.refuse("waiting-for-choice", f"First {pending.player} chooses {pending.purpose}.")
    return Verdict.allow()


def transferring(pending: Pending, action: Action) -> Verdict:
    if not isinstance(action, (TransferItem, DoneTransferring)):
        return Verdict.refuse("waiting-for-transfer", f"First {pending.player} says where {pending.purpose} go.")
    return Verdict.allow()


def candidates(listing: Listing) -> list[Action]:
    """Playing, discarding and placing characters, storing and transferring items, joining companies."""
    state, gated = listing.state, listing.gated
    r = state.resource_player
    if state.pending is not None and state.pending.kind == joining.KEEP:
        return [KeepCompany(p, c) for p in state.players for c in state.companies]
    mine = [c.id for c in state.companies_of(r)]
    characters_ = listing.characters_of(r)
    # characters.check_organizing refuses all these outside the organization phase (the first step of
    # check_play_character, companies' check_move, check_form, check_make_follower, check_to_general and of
    # discarding a character, unless he is discarded to come within general influence)
    organizing = not gated or state.phase == "organization"
    discarding = organizing or (state.pending is not None and state.pending.kind == characters.OVER_INFLUENCE)
    found: list[Action] = []
    if organizing:
        sites = sorted({state.cards[state.companies[c].site].name for c in mine})
        # from his hand; a Balrog player's also from his discard pile or sideboard (CoE 2.II.2.2.B3)
        for inst in [*state.hand(r), *balrog_characters.playable_from_piles(state, r)]:
            if inst.card.is_character:
                found += [PlayCharacter(r, inst.id, company=c) for c in mine]
                found += [PlayCharacter(r, inst.id, follower_of=c) for c in characters_]
                found += [PlayCharacter(r, inst.id, site=site, new_company="Newcomers") for site in sites]
        found += [PlayCharacter(r, inst.id, company=c) for inst in wizard_on_storing.fetchable(state, r) for c in mine]
    for a in characters_:
        if discarding:
            found.append(Discard(r, a))
        if organizing:
            found += [ToGeneralInfluence(r, a), FormCompany(r, "Split", (a,))]
            found += [MoveToCompany(r, a, c) for c in mine]
            found += [MakeFollower(r, a, b) for b in characters_ if a != b]
        for item in listing.attached(a):
            if item.card.kind == "item":
                found += [StoreItem(r, item.id)] + [TransferItem(r, item.id, b) for b in characters_ if b != a]
            elif stored_events.is_stored_event(item):
                found.append(StoreItem(r, item.id))
    found += [JoinCompanies(r, a, b) for a in mine for b in mine if a != b]
    return found


FAMILY = Family(
    name="organization",
    title="The organization phase",
    rules="CoE 2.II",
    reasons=REASONS,
    keys=Keys,
    actions={
        PlayCharacter: (characters.check_play_character, characters.play_character),
        MoveToCompany: (companies.check_move, companies.move),
        FormCompany: (companies.check_form, companies.form),
        MakeFollower: (companies.check_make_follower, companies.make_follower),
        ToGeneralInfluence: (companies.check_to_general, companies.to_general),
        StoreItem: (storing.check_store, storing.store),
        JoinCompanies: (joining.check_join, joining.join),
        KeepCompany: (joining.check_keep, joining.keep),
        TransferItem: (transfers.check_transfer, transfers.transfer),
        DoneTransferring: (transfers.check_done, transfers.done),
        DeclareMovement: (movement.check_declare, movement.declare),
        DiscardCompanion: (companion_discards.check, companion_discards.discard),
        LendSite: (lent_sites.check_lend, lent_sites.apply_lend),
        RetrieveItem: (retrieved_items.check, retrieved_items.retrieve),
        RemoveDiscardedHazard: (stored_removals.check, stored_removals.remove),
        TapAvatarForSideboard: (avatar_sideboard_access.check, avatar_sideboard_access.tap_avatar),
    },
    labels={
        "store": lambda e, s: f"{s._name(e.actor)} stores {s._name(e.card)}",
        "give": lambda e, s: f"{s._name(e.actor)} gives {s._name(e.card)} to {s._name(e.target)}",
        retrieved_items.KIND: retrieved_items.label,
        avatar_sideboard_access.KIND: avatar_sideboard_access.label,
    },
    resolvers={"store": storing.resolve, "give": storing.resolve, retrieved_items.KIND: retrieved_items.resolve,
               avatar_sideboard_access.KIND: avatar_sideboard_access.resolve},
    waiting={characters.OVER_INFLUENCE: over_influence, joining.KEEP: keeping, transfers.TRANSFER: transferring,
             transfers.ONE_ITEM: transferring, transfers.GIVE_ONE: transferring,
             doubled_copies.DOUBLED: doubled_copies.gate},
    closing=(Closes(characters.note_action, "organization", not_by=(*characters.ORGANIZING_ACTIONS, Pass, Roll)),
             Closes(storing_offer.offer_ends, not_by=(StoreItem, Pass, Roll), while_="storing_offer"),
             Closes(wizard_on_storing.offer_ends, "organization", not_by=(Pass, Roll)),
             Closes(stored_removals.offer_ends, not_by=(RemoveDiscardedHazard,), while_="removal_offer")),
    effects={ReturnToOrigin: movement.return_to_origin_effect, SpecialMovement: special_movement.grant,
             SendHome: sent_home.send_home, OfferStoring: storing_offer.offer_storing,
             NoNewSite: movement_limits.no_new_site, BecomeAlly: changed_kind.become_ally,
             TransferOneItem: transfers.transfer_one_item, UsedAsSite: card_sites.move_to,
             StoreNamed: named_storing.store_named},
    conditions={"special_movement_fits": special_movement.check_fits, "next_to_under_deeps": under_deeps.check_next_to,
                "with_own_avatar": own_avatar.check_with_avatar,
                "company_takes_an_ally": changed_kind.check_company_takes_an_ally},
    hooks={"regions named": (special_movement.regions_named,),
           "describe": (special_movement.describe, moving_again.describe, movement_limits.describe,
                        region_card_maximum.describe),
           "unused general influence": (sent_home.free_general_influence,),
           "moving": (storing.stored_along, storing.stored_instead, companies_left.leaving_play,
                      changed_kind.printed_again),
           "discarded": (stored_removals.discarded,),
           "leaving a pile": (named_storing.leaving_pile,),
           "declared": (company_of_race.declared,),
           "after chains": (company_of_race.after_chains, leaders.after_chains, own_avatar.after_chains),
           "position set up": (composition.set_up,)},
    calls={control.USED: "(state, player) -> (amount, why): what the player's general influence used counts beyond "
                         "the minds of his characters under it (a prisoner's followers, not yet: CoE 3.III.3)",
           location_decks.SITE_CARD_TO_MOVE_TO: "hook (state, company, card) -> (site card, lending card) or None: "
                                                "another player's card of the site that a rule lends the company's "
                                                "player to move there, his stated location deck holding none (a "
                                                "hazard host's rescue site card, CoE 3.III.6)"},
    modifiers={"may move to": (movement.by_alignment, movement_limits.check),
               "may play character": (characters.check_home_only_site,),
               "direct influence": (control.statics, pile_bonuses.direct_influence), "prowess": (pile_bonuses.prowess,),
               "marshalling points": (storing.stored_points, stored_events.points_once_stored,
                                      kept_characters.points), "mind": (minds.statics,)},
    candidates=(candidates, companion_discards.candidates, retrieved_items.candidates, stored_removals.candidates,
                avatar_sideboard_access.candidates),
    sentences=("companion_sentences", "surface_site_sentences", "lent_site_sentences", "retrieved_item_sentences",
               "stored_removal_sentences"),
)
