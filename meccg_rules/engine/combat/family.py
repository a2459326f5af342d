"""Combat (CoE 3): attacks and their strikes, strike sequences, body checks, company versus company combat
(3.V), detainment (3.II), trophies (3.IV), and the effects that cancel attacks and strikes."""
from __future__ import annotations

from ..core.actions import Action
from ..core.behaviour import (AttackAsRevealedCharacter, AttackBecomesNormal, AttackInLieuOfCompanyCombat,
                              AttackThenPlaced, BodyCheckIfStrikeFails, BodyChecks, Cancel, CancelCreatureAttacks,
                              DiscardIfStrikeSucceeds, DiscardToCancelAttacks, Eliminate, Halve,
                              JoinAttackedCompany, JoinFromHand, KillPointsIfEliminated,
                              PlaceAllyOffToTheSide,
                              RemovedAfterAttack, ReturnEliminated, ReturnToCompany, RollAgainstAttack, StrikesFail,
                              StrikesNotAttack, StrikesWithinAttack, TurnOnController, NamedCreatureAttacks)
from ..core.errors import Verdict
from ..core.listing import Listing
from ..core.registry import Closes, Family
from ..core.state import Pending
from . import attacks, cancelled_for_the_turn, company_combat, defenders, detainment, effects, failed_strikes
from . import allies_off_to_the_side, kinds, special_rules, strikes
from . import card_body_checks, imposed_body_checks, lone_strikes, rolls_against_attacks, tap_cancel, thieving
from . import removed_creatures, set_aside_in_lieu, strong_warriors, traitors, trophies, turned_allies, warding
from . import discard_to_cancel, failed_attacks, joined_defenders, permanent_event_changes, placed_on_wounded
from . import attacks_in_lieu, attacks_made_normal, revealed_characters, set_aside_after_attack
from . import captured_characters, joined_from_hand, placed_after_attack, special_actions
from . import eliminated_characters, kept_creatures, minions_eliminated_instead, returned_creatures
from . import named_creatures, raised_when_faced, strikes_within_attacks
from . import flow
from .keys import Keys
from .actions import (
    AssignCompanyStrike,
    AssignStrike,
    AttackCompany,
    ChooseStrike,
    DiscardToCancel,
    DoneAssigning,
    ExcessStrike,
    KeepCreature,
    StayUntapped,
    SupportStrike,
    TapForStrike,
    TakeTrophy,
    SetAsideInsteadOfBodyCheck,
    TapToCancel,
    TapToPlace,
    OrderSpecialActions,
)
from .reasons import REASONS


def in_strike(pending: Pending, action: Action) -> Verdict:
    """While a strike's roll is awaited, only what affects that strike (CoE 3.iv.1-5; CRF 22, Annotations 17-18)."""
    if not action.affects_strike:
        return Verdict.refuse("only-strike-actions", f"{pending.purpose.capitalize()} is being resolved: only "
                              "actions that affect that strike may be taken until its roll.")
    return Verdict.allow()


def candidates(listing: Listing) -> list[Action]:
    """Keeping a defeated creature as a trophy, while it is offered."""
    state = listing.state
    if state.trophy_offer is None:
        return []
    creature, company, faced, _ = state.trophy_offer
    return [TakeTrophy(state.companies[company].owner, creature, c) for c in faced if c in state.cards]


FAMILY = Family(
    name="combat",
    title="Combat",
    rules="CoE 3",
    reasons=REASONS,
    keys=Keys,
    actions={
        AssignStrike: (strikes.check_assign, strikes.assign),
        AttackCompany: (company_combat.check_attack, company_combat.attack),
        AssignCompanyStrike: (company_combat.check_assign, company_combat.assign),
        DoneAssigning: (strikes.check_done_assigning, strikes.done_assigning),
        ChooseStrike: (strikes.check_choose, strikes.choose),
        ExcessStrike: (strikes.check_excess, strikes.excess),
        StayUntapped: (strikes.check_stay_untapped, strikes.stay_untapped),
        SupportStrike: (strikes.check_support, strikes.support),
        TapForStrike: (strikes.check_tap_for_strike, strikes.tap_for_strike),
        KeepCreature: (kept_creatures.check_keep, kept_creatures.keep),
        TakeTrophy: (trophies.check_take, trophies.take),
        TapToCancel: (tap_cancel.check, tap_cancel.apply),
        DiscardToCancel: (discard_to_cancel.check, discard_to_cancel.apply),
        SetAsideInsteadOfBodyCheck: (set_aside_in_lieu.check, set_aside_in_lieu.apply),
        TapToPlace: (placed_after_attack.check, placed_after_attack.apply),
        OrderSpecialActions: (special_actions.check_order, special_actions.order),
    },
    labels={
        strikes.BODY_CHECK: lambda e, s: f"body check against {s._name(e.target)}",
        tap_cancel.KIND: tap_cancel.label,
        discard_to_cancel.KIND: discard_to_cancel.label,
        raised_when_faced.KIND: raised_when_faced.label,
    },
    resolvers={strikes.BODY_CHECK: strikes.resolve_body_check, tap_cancel.KIND: tap_cancel.resolve,
               discard_to_cancel.KIND: discard_to_cancel.resolve, raised_when_faced.KIND: raised_when_faced.resolve},
    rolls={strikes.STRIKE: strikes.roll_strike, warding.REF: warding.rolled,
           set_aside_after_attack.REF: set_aside_after_attack.rolled},
    waiting={strikes.STRIKE: in_strike, special_actions.ORDER: special_actions.waiting},
    closing=(Closes(trophies.note_action, not_by=(TakeTrophy,), while_="trophy_offer"),
             Closes(kept_creatures.note_action, not_by=(KeepCreature,)),
             Closes(placed_after_attack.note_action, not_by=(TapToPlace,))),
    calls={
        "attack kinds": "table: Attack.kind -> AttackKind, how an attack of that kind goes differently "
                        "(kinds.py)",
        "facing alone": "hook (state, company) -> the one character who faces the attack alone, or None",
        "may support a strike": "query (state, supporter) -> Verdict: may this character tap to support",
        "strike succeeded": "hook (state, attack, character) -> True when something else happens instead of "
                            "the wound (a thief's strike, CRF 22)",
        "attack ended": "hook (state, attack) -> None: an attack is over, before the next one starts",
        flow.NEVER_MADE: "hook (state, attack) -> None: a creature's waiting attack is dropped before it begins "
                         "(the creature gone, or its key lost), its later ones with it or after it",
        flow.CANCELLED_AS_IT_BEGINS: "hook (state, attack) -> str: why a card of a later family cancels the attack "
                                     "as it begins ('' if it does not: a Dragon faction its Dragon's attacks on "
                                     "its player's companies)",
        flow.HELD: "hook (game, company) -> True when the creatures revealed on-guard do not attack yet, as the "
                   "automatic-attacks end: they wait for the resource player's order (CoE 2.V.iv)",
        flow.HELD_GO_ON: "hook (game, company) -> True while attacks held for that order wait or go on, once an "
                         "attack is over and none is queued",
        "may name card": "query (state, card, named, player, target) -> Verdict: may this card of the player's hand "
                         "be named as the card is played (a creature played with it: Hidden Knife)",
        named_creatures.NAMES_AS_PLAYED: "hook (state, card, named, player, target) -> Verdict or None: may this "
                                         "card (an instance id, or '') be named as the card is played, for a card "
                                         "whose rule has it name one (a hazard host its rescue site); None: not "
                                         "this card",
    },
    entries={"attack kinds": {"creature": attacks.CREATURE, company_combat.COMPANY: company_combat.ATTACK_KIND,
                              turned_allies.ALLY: turned_allies.ATTACK_KIND,
                              lone_strikes.KIND: lone_strikes.ATTACK_KIND, traitors.KIND: traitors.ATTACK_KIND,
                              revealed_characters.KIND: revealed_characters.ATTACK_KIND,
                              attacks_in_lieu.KIND: attacks_in_lieu.ATTACK_KIND,
                              placed_after_attack.KIND: placed_after_attack.ATTACK_KIND}},
    hooks={"moving": (trophies.redirect, minions_eliminated_instead.instead_of_discard),
           "after chains": (permanent_event_changes.after_chains, strikes.after_chains, placed_on_wounded.after_chains),
           "strike succeeded": (thieving.strike_succeeded, captured_characters.strike_succeeded),
           "body check": (card_body_checks.make_check,),
           "corruption check failed": (traitors.corruption_check_failed,),
           "attack ended": (joined_defenders.attack_ended, joined_from_hand.attack_ended, named_creatures.attack_ended),
           "last attack faced": (special_rules.last_faced,),
           flow.NEVER_MADE: (joined_defenders.attack_ended,),
           "describe": (cancelled_for_the_turn.describe, discard_to_cancel.describe)},
    modifiers={"direct influence": (trophies.direct_influence, joined_from_hand.direct_influence),
               "prowess": (trophies.prowess, joined_from_hand.prowess), "body": (joined_from_hand.body, company_combat.struck_body),
               "marshalling points": (kept_creatures.kept_creature_points,),
               "strikes": (attacks.in_effect_on_attack("strikes"), special_rules.raised_later("strikes")),
               "attack prowess": (attacks.against_hero, attacks.in_effect_on_attack("attack prowess"),
                                  special_rules.prowess_if_faced, special_rules.prowess_keyed_to,
                                  special_rules.raised_later("attack prowess")),
               "may play card": (removed_creatures.check_play, kinds.check_play, placed_on_wounded.check_play,
                                 revealed_characters.check_play, named_creatures.check_play),
               "may support a strike": (named_creatures.check_support,)},
    effects={Cancel: effects.cancel, Halve: effects.halve, TurnOnController: turned_allies.turn_on_controller,
             AttackBecomesNormal: attacks_made_normal.attack_becomes_normal,
             BodyCheckIfStrikeFails: failed_strikes.body_check_if_strike_fails,
             DiscardIfStrikeSucceeds: captured_characters.discard_if_strike_succeeds,
             Eliminate: card_body_checks.eliminate,
             KillPointsIfEliminated: card_body_checks.kill_points_if_eliminated,
             BodyChecks: imposed_body_checks.body_checks,
             StrikesNotAttack: lone_strikes.strikes_not_attack,
             StrikesWithinAttack: strikes_within_attacks.strikes_within_attack,
             RollAgainstAttack: rolls_against_attacks.roll_against_attack,
             CancelCreatureAttacks: cancelled_for_the_turn.cancel_creature_attacks,
             RemovedAfterAttack: removed_creatures.mark, StrikesFail: failed_attacks.strikes_fail,
             PlaceAllyOffToTheSide: allies_off_to_the_side.place,
             AttackAsRevealedCharacter: revealed_characters.attack,
             AttackInLieuOfCompanyCombat: attacks_in_lieu.attack,
             AttackThenPlaced: placed_after_attack.attack,
             JoinAttackedCompany: joined_defenders.join_attacked_company,
             JoinFromHand: joined_from_hand.join_from_hand,
             DiscardToCancelAttacks: discard_to_cancel.grant,
             ReturnEliminated: returned_creatures.return_eliminated,
             ReturnToCompany: eliminated_characters.return_to_company,
             NamedCreatureAttacks: named_creatures.attack},
    selectors={"characters facing the attack": defenders.facing_the_attack,
               "characters and allies": defenders.with_allies, "magic user": eliminated_characters.magic_user},
    conditions={"company_is": detainment.check_company_is, "attack_prowess_at_least": attacks.check_prowess_at_least,
                "attack_strikes_at_most": attacks.check_strikes_at_most,
                "attack_except_races": attacks.check_except_races,
                "company_without_warrior_above": strong_warriors.check,
                "strikes_assigned": failed_attacks.check_strikes_assigned,
                "excess_strikes": set_aside_after_attack.check_excess_strikes,
                "attack_at_home_dragon": captured_characters.check_attack_at_home_dragon,
                "attack_by_named": strikes_within_attacks.check_attack_by_named,
                "joins_attacked_company": joined_defenders.check_joins,
                "hand_holds_attackable_ally": allies_off_to_the_side.check_hand_holds_attackable_ally,
                "hand_holds_character": revealed_characters.check_hand_holds_character,
                "company_with_home_site": joined_from_hand.check_company_with_home_site,
                "may_attack_hero_company": attacks_in_lieu.check_may_attack_hero_company,
                "eliminated_with_magic_user": eliminated_characters.check_with_magic_user},
    candidates=(candidates, tap_cancel.candidates, special_actions.candidates),
    sentences=("trophy_sentences", "attack_sentences"),
)
