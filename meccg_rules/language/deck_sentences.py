"""The sentences of deck construction (CoE 1.3-1.8): sideboards, unnamed cards, a declared Fallen-wizard, and
whether a player's deck is legal; ``sentences.FORMS`` adds them to their sections."""
from __future__ import annotations

import difflib

from ..engine.start_of_game import deck_construction
from ..engine.core.errors import REASONS
from .expect_sentences import EXPECT, reason_for
from .forms import Form, SentenceError
from .setup_sentences import SETUP

DECK_CODES = ("deck-resources", "deck-hazards", "deck-creatures", "deck-characters", "deck-avatars",
              "three-different-avatars", "three-ringwraiths", "unique-copies", "unique-item-versions",
              "unique-manifestations", "card-copies", "fallen-wizard-copies", "avatar-copies", "duplicated-avatars",
              "agent-mind", "sideboard-size", "no-fallen-wizard-declared", "declared-fallen-wizard-missing", "barred-card",
              "pool-characters", "pool-items", "pool-cards", "pool-stage-resources", "avatar-kind",
              "resource-alignment", "character-alignment", "balrog-characters", "balrog-factions",
              "specific-to-another", "fallen-wizard-sideboard")


def _number(b, slot: str) -> int:
    return int(b[slot]) if b.get(slot) else 0


def _filler(setup, b) -> None:
    deck_construction.add_filler(setup.state, b["player"], resources=_number(b, "resources"),
                                 hazards=_number(b, "hazards"), creatures=_number(b, "creatures"))


def _sideboard_filler(setup, b) -> None:
    deck_construction.add_filler(setup.state, b["player"], sideboard=_number(b, "number"))


def _kept_filler(setup, b) -> None:
    deck_construction.add_filler(setup.state, b["player"], kept_for_fallen_wizard=_number(b, "number"))


def _declare(setup, b) -> None:
    deck_construction.declare_fallen_wizard(setup.state, b["player"], setup.card(b["card"], b["player"]))


def _report(game, player: str, found) -> str:
    listed = "; ".join(f"{REASONS[x.code].phrase} ({x.detail}) [{REASONS[x.code].rule}]" for x in found)
    return f"{listed or 'no rule is broken'} [{deck_construction.describe(game.state, player)}]"


def _legal(game, b, step):
    found = deck_construction.breaches(game.state, b["player"])
    return not found, _report(game, b["player"], found)


def _wanted_codes(text: str) -> set[str]:
    """The reasons an author lists after 'is not legal:', separated by semicolons."""
    codes = set()
    for part in (p.strip() for p in text.split(";")):
        reason = reason_for(part)
        if reason is None or reason.code not in DECK_CODES:
            phrases = [REASONS[c].phrase for c in DECK_CODES]
            close = difflib.get_close_matches(part, phrases, n=2, cutoff=0) or phrases[:2]
            raise SentenceError(f"unknown deck-construction reason {part!r}",
                                "Did you mean " + " or ".join(repr(c) for c in close) + "? Separate several reasons "
                                "with ';'. The Writing examples page lists every reason.")
        codes.add(reason.code)
    return codes


def _not_legal(game, b, step):
    wanted = _wanted_codes(b["reason"])
    found = deck_construction.breaches(game.state, b["player"])
    return {x.code for x in found} == wanted, _report(game, b["player"], found)


FORMS = (
    Form(SETUP, "sideboard", "{player}'s sideboard holds {cards}", "Alice's sideboard holds Gandalf, Orc-patrol.",
         "A player's sideboard (CoE 1.6): the deck check reads it, and the hazard player brings hazards from it "
         "(CoE 2.I.2, 2.IV.vii.5).",
         lambda setup, b: setup.sideboard(b["player"], b["cards"])),
    Form(SETUP, "deck-filler", "{player}'s play deck also holds {resources:number} other resources and "
         "{hazards:number} other hazards[, {creatures:number} of them creatures]",
         "Alice's play deck also holds 30 other resources and 30 other hazards, 12 of them creatures.",
         "Unnamed cards for the deck check, so an example names only the cards its rule is about: distinct "
         "non-unique cards, none an avatar, character or agent. The check counts them and nothing else; they are "
         "not in the play deck's order, so a draw never takes one.", _filler),
    Form(SETUP, "sideboard-filler", "{player}'s sideboard also holds {number} other cards",
         "Alice's sideboard also holds 25 other cards.",
         "Unnamed distinct non-unique cards in the sideboard, counted by the deck check only.", _sideboard_filler),
    Form(SETUP, "sideboard-kept-for-fallen-wizard", "{player}'s sideboard also holds {number} other cards kept for "
         "a Fallen-wizard opponent", "Alice's sideboard also holds 10 other cards kept for a Fallen-wizard opponent.",
         "Unnamed cards set aside in the sideboard for a Fallen-wizard opponent (CoE 1.6.1): up to ten do not count "
         "against the sideboard's size; the example never accesses them.", _kept_filler),
    Form(SETUP, "sideboard-kept-cards", "{player}'s sideboard keeps {cards} for a Fallen-wizard opponent",
         "Bob's sideboard keeps Cave-drake for a Fallen-wizard opponent.",
         "Named sideboard cards kept for a Fallen-wizard opponent (CoE 1.6.1): counted among the ten, not against "
         "the sideboard's size, and taken from the sideboard only when an opponent of their player is a "
         "Fallen-wizard player.", lambda setup, b: setup.kept_for_fallen_wizard(b["player"], b["cards"])),
    Form(SETUP, "declared-fallen-wizard", "{player}'s declared Fallen-wizard is {card}",
         "Bob's declared Fallen-wizard is Saruman.",
         "The specific Fallen-wizard a Fallen-wizard player declares at the start of the game (CoE 1.8.F1).",
         _declare),
    Form(EXPECT, "deck-legal", "{player}'s deck is legal", "Alice's deck is legal.",
         "The deck check (CoE 1.3-1.8) finds no broken rule in the player's play deck, sideboard and pool, reading "
         "the cards the example names and the unnamed ones it declares.", _legal),
    Form(EXPECT, "deck-not-legal", "{player}'s deck is not legal: {reason}",
         "Alice's deck is not legal: the play deck holds three different avatars.",
         "The deck check finds exactly the broken rules listed (their phrases, separated by ';'), and no other.",
         _not_legal),
)
