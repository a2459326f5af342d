"""Getting ready to play (CoE 1): deck construction, the character draft, starting items and hands, the roll for
the first turn; the play deck, drawing from it and exhausting it (CoE 2.4); the game's length."""
from __future__ import annotations

from ..core.registry import Family
from . import cards_a_player_may_include as may_include, character_draft as draft, shuffled_back
from .keys import Keys
from .actions import (DeclareStartingSites, Draft, EndCharacterDraft, PlaceStartingItem, PutIntoSideboard,
                      RollToGoFirst, ShuffleIntoPlayDeck, StopDrafting)
from .reasons import REASONS

FAMILY = Family(
    name="start_of_game",
    title="Getting ready to play",
    rules="CoE 1",
    reasons=REASONS,
    keys=Keys,
    actions={
        Draft: (draft.check_draft, draft.draft),
        StopDrafting: (draft.check_stop, draft.stop),
        PlaceStartingItem: (draft.check_place_item, draft.place_item),
        ShuffleIntoPlayDeck: (shuffled_back.check, shuffled_back.shuffle_in),
        PutIntoSideboard: (draft.check_sideboard, draft.put_into_sideboard),
        DeclareStartingSites: (draft.check_declare_sites, draft.declare_sites),
        EndCharacterDraft: (draft.check_end, draft.end),
        RollToGoFirst: (draft.check_roll, draft.roll),
    },
    modifiers={"may play card": (may_include.check_play,)},
    first_gates={phase: draft.gate for phase in draft.PHASES},
    sentences=("start_of_game_sentences", "deck_sentences"),
)
