"""Playing cards and their effects (CoE 5, 9): events (short, long, permanent), passive conditions, abilities
of cards in play, the beginning of a phase, cards that cannot be duplicated, hazards' uses."""
from __future__ import annotations

from ..core.actions import Action, Pass, Roll
from ..core.listing import Listing
from ..core.registry import Closes, Family
from ..primitives import effects
from ..primitives.conditions import possible_targets
from ..combat.named_creatures import NAMES_AS_PLAYED
from ..core.behaviour import (BringFromHand, CancelReturn, Choice, DiscardFromHand, GrantAbility, NewHand,
                              PlaceWithCharacter, RevealDiscardPile, RevealHand, RollAgainstCompanion)
from . import (abilities, beginning_of_phase, brought_from_hand, card_events, character_events, choices,
               discarded_to_play, granted_abilities, hand_effects, hazard_uses, kept_off_companies, magic,
               placed_with_characters, replacements, return_cancels, rolls_against_companions, set_aside)
from .actions import (CheckToUse, ChooseOption, DiscardToUse, PlayCharacterEvent, PlayEvent, ReplaceCharacter,
                      ReturnToUse, UseAbility, UseItem)
from .keys import Keys
from .reasons import REASONS

NOT_EVENTS = ("item", "ally", "faction", "character", "site", "region")


def candidates(listing: Listing) -> list[Action]:
    """Playing an event from hand, on each target it could have; using an ability on each card it may be used on."""
    state = listing.state
    found: list[Action] = []
    for inst in listing.hand:
        card = inst.card
        if card.authored is not None and card.kind not in NOT_EVENTS and not card.is_creature:
            modes = [m.name for m in card.modes] if len(card.modes) > 1 else [""]
            for target in possible_targets(state, card):
                found += [PlayEvent(inst.owner, inst.id, target, m) for m in modes]
    return found + abilities.candidates(listing)


FAMILY = Family(
    name="playing",
    title="Playing cards and their effects",
    rules="CoE 5, 9",
    reasons=REASONS,
    keys=Keys,
    actions={
        PlayEvent: (card_events.check_play_event, card_events.play_event),
        UseAbility: (abilities.check_use, abilities.use),
        UseItem: (abilities.check_use_item, abilities.use_item),
        DiscardToUse: (abilities.check_discard_use, abilities.discard_to_use),
        ReturnToUse: (abilities.check_discard_use, abilities.discard_to_use),
        CheckToUse: (abilities.check_use, abilities.use),
        ReplaceCharacter: (replacements.check, replacements.declare),
        PlayCharacterEvent: (character_events.check, character_events.declare),
        ChooseOption: (choices.check, choices.choose),
    },
    labels={
        "ability": abilities.label,
        hazard_uses.USE: lambda e, s: f"{s._name(e.card)}: {e.mode}",
        replacements.KIND: replacements.label,
        character_events.KIND: character_events.label,
    },
    resolvers={
        "event": card_events.resolve_event,
        "reveal": card_events.resolve_event,
        "passive": card_events.resolve_passive,
        "ability": abilities.resolve_ability,
        hazard_uses.USE: hazard_uses.resolve,
        replacements.KIND: replacements.resolve,
        character_events.KIND: character_events.resolve,
    },
    conditions={"target_uses_magic": magic.check_target_uses_magic,
                "magic_user_at_site": magic.check_magic_user_at_site,
                "discards_at_site": discarded_to_play.check_discards, "skill_at_site": discarded_to_play.check_skill,
                "site_path_by_sea": granted_abilities.check_by_sea,
                "hand_holds_named": brought_from_hand.check_hand_holds},
    effects={CancelReturn: return_cancels.cancel_return, DiscardFromHand: hand_effects.discard_from_hand,
             RevealHand: hand_effects.reveal_hand, RevealDiscardPile: hand_effects.reveal_discard_pile,
             NewHand: hand_effects.new_hand, Choice: choices.choice,
             PlaceWithCharacter: placed_with_characters.place_with_character,
             GrantAbility: granted_abilities.grant_ability, BringFromHand: brought_from_hand.bring_from_hand,
             RollAgainstCompanion: rolls_against_companions.roll_against_companion},
    waiting={choices.REF: choices.gate},
    closing=(Closes(beginning_of_phase.note_action, not_by=(Pass, Roll)),),
    hooks={"describe": (effects.describe_forbidden, granted_abilities.describe),
           "moving": (set_aside.instead_of_discard, magic.leaving_play),
           "discarded from a chain": (magic.discarded_from_chain,),
           "declared": (discarded_to_play.discard_on_declaration, magic.name_caster),
           NAMES_AS_PLAYED: (rolls_against_companions.check_named,)},
    modifiers={"may be played on company": (kept_off_companies.check_company,)},
    selectors={kept_off_companies.SELECTION: kept_off_companies.kept_off, "caster": magic.caster,
               rolls_against_companions.SELECTION: rolls_against_companions.named_hazard_permanent_events},
    calls={abilities.LABELS: "table: an effect primitive's ``do`` -> label(entry, state), how a declared ability "
                             "with that effect reads in a chain of effects, in the words of the family naming it",
           abilities.PLAYABLE_AT_SITE: "(state, card, site) -> Verdict: is this item, ally or faction playable at "
                                       "the site, as the site lists it or its own card says (a card taken from a "
                                       "pile by an ability's ``takes.playable_at_site``)"},
    candidates=(candidates, choices.candidates),
    sentences=("hand_sentences", "replacement_sentences", "choice_sentences"),
)
