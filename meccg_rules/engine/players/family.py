"""Players and alignments (CoE 1.1-1.8 and the alignment rules W/R/F/B throughout; multi-player games; optional
rules): who plays which side, what each alignment may do, Havens as each alignment reads them, and what a player
may see of a discard pile."""
from __future__ import annotations

from ..core.behaviour import RingwraithRegionMovement, SacrificeAvatar
from ..core.registry import Family
from . import (adopted_attributes, alignments, as_your_ringwraith, balrog_opponents, cards_barred_to_their_player,
               companies_closed_to_followers, covert_and_overt, discard_piles, forced_site_versions, haven_actions,
               havens, home_site_avatars, mode_allies_leaving, mode_attributes, optional_rules, revealed_avatars,
               ringwraith_followers, ringwraith_modes, ringwraith_opponents, sacrificed_avatars, specific, stage,
               stage_thresholds, stage_wizardhavens, wizard_opponents)
from .actions import ExchangeBarredCard, ShuffleDiscardPile
from .keys import Keys
from .reasons import REASONS

FAMILY = Family(
    name="players",
    title="Players and alignments",
    rules="CoE 1.1-1.8; the alignment rules (W, R, F, B); multi-player games; optional rules",
    reasons=REASONS,
    keys=Keys,
    actions={ExchangeBarredCard: (balrog_opponents.check, balrog_opponents.exchange),
             ShuffleDiscardPile: (discard_piles.check_shuffle, discard_piles.shuffle)},
    conditions={"opponent_not_minion": alignments.check_opponent_not_minion,
                "opponent_fallen_wizard": alignments.check_opponent_fallen_wizard,
                "player_is": specific.check_player_is,
                "player_is_not": specific.check_player_is_not,
                "specific_avatar_away": specific.check_avatar_away,
                "stage_points_above": stage.check_stage_points_above,
                "factions_at_least": stage_thresholds.check_factions,
                "characters_at_least": stage_thresholds.check_characters,
                "protected_wizardhavens_at_least": stage_thresholds.check_protected_wizardhavens,
                "same_location_deck": alignments.check_same_location_deck,
                "own_wizardhaven": alignments.check_own_wizardhaven,
                "own_site": stage_wizardhavens.check_own_site,
                "ringwraith_in_mode": ringwraith_modes.check_in_mode,
                "opponents_wizards": wizard_opponents.check_opponents_wizards,
                "no_ringwraith_revealed": wizard_opponents.check_no_ringwraith_revealed,
                "avatar_unrevealed": home_site_avatars.check_avatar_unrevealed,
                "opponents_ringwraiths": ringwraith_opponents.check_opponents_ringwraiths,
                "avatar_at_darkhaven": ringwraith_opponents.check_avatar_at_darkhaven,
                "target_own_company": as_your_ringwraith.check_target_own_company},
    hooks={"discarded face-up": (discard_piles.discarded_face_up,),
           "moving": (revealed_avatars.leaving, ringwraith_followers.controller_leaving,
                      mode_allies_leaving.ally_leaving, stage_wizardhavens.kept_with_its_site),
           "left play": (stage.avatar_left,),
           "position set up": (specific.set_up,),
           "after chains": (havens.after_chains, ringwraith_modes.one_mode, cards_barred_to_their_player.after_chains),
           "describe": (ringwraith_modes.describe,)},
    selectors={"allies far from home": havens.far_from_home_allies,
               "allies and Ringwraith followers in the company": companies_closed_to_followers.select},
    effects={SacrificeAvatar: sacrificed_avatars.sacrifice_avatar,
             RingwraithRegionMovement: ringwraith_modes.region_movement},
    modifiers={"attack prowess": (optional_rules.visited,),
               "prowess": (mode_attributes.prowess, adopted_attributes.prowess),
               "body": (mode_attributes.body, adopted_attributes.body),
               "direct influence": (mode_attributes.direct_influence, adopted_attributes.direct_influence),
               "corruption check": (alignments.corruption_check, adopted_attributes.corruption_check),
               "may be played against": (alignments.check_hazard_against,
                                         wizard_opponents.check_not_a_hazard_against),
               "haven actions": (haven_actions.check,),
               "may move to": (alignments.site_version, forced_site_versions.check_move, covert_and_overt.check_move,
                               specific.check_move),
               "may join company": (companies_closed_to_followers.check_join,),
               "may play card": (specific.check_play, ringwraith_followers.check_play,
                                cards_barred_to_their_player.check_play, balrog_opponents.check_play,
                                stage.check_play_phase)},
    sentences=("discard_pile_sentences", "stage_sentences", "barred_card_sentences", "mode_sentences"),
)
