"""The sentences of the start of the game (CoE 1.9-1.13): pools, the character draft, the roll for the first turn.

Setup, Play and Expect forms in one place; ``sentences.FORMS`` adds them to their sections.
"""
from __future__ import annotations

from ..engine.start_of_game.actions import (
    DeclareStartingSites,
    Draft,
    EndCharacterDraft,
    PlaceStartingItem,
    PutIntoSideboard,
    RollToGoFirst,
    ShuffleIntoPlayDeck,
    StopDrafting,
)
from ..engine.start_of_game.character_draft import DRAFT
from ..engine.core.cards import fold
from ..engine.core.state import IN_PLAY, REMOVED, STARTING_COMPANY
from .expect_sentences import EXPECT, where
from .forms import Form
from .play_sentences import PLAY
from .setup_sentences import SETUP


def _removed(game, b):
    s = game.state
    inst = s.find(b["name"])
    return inst.zone == REMOVED, f"{s.label(inst)} is {where(s, inst)}"


def _set_aside(game, b):
    s = game.state
    inst = s.find(b["name"])
    held = s.draft is not None and inst.id in s.draft.set_aside
    return held, f"{s.label(inst)} is {'set aside' if held else where(s, inst)}"


def _starting(game, b):
    s = game.state
    inst = s.find(b["name"])
    return inst.zone == STARTING_COMPANY and inst.owner == b["player"], f"{s.label(inst)} is {where(s, inst)}"


def _begins_at(game, b):
    s = game.state
    inst = s.find(b["character"])
    company = s.companies.get(inst.company or "") if inst.zone == IN_PLAY else None
    site = s.cards[company.site] if company is not None else None
    found = f"{s.label(inst)} is at {s.label(site)}" if site is not None else f"{s.label(inst)} is {where(s, inst)}"
    return site is not None and fold(site.name) == fold(b["site"]), found


def _drafting(game, b):
    s = game.state
    return s.phase == DRAFT, f"it is the {s.phase} phase"


FORMS = (
    Form(SETUP, "pool", "{player}'s pool holds {cards}", "Alice's pool holds Aragorn II, Legolas, Dagger of Westernesse.",
         "Before the first turn: the player's pool, up to ten non-avatar characters and two minor items.",
         lambda setup, b: setup.pool(b["player"], b["cards"])),
    Form(SETUP, "starting-company", "{player}'s starting company holds {characters}",
         "Alice's starting company holds Aragorn II, Legolas.",
         "Before the first turn: the characters the player has drafted so far.",
         lambda setup, b: setup.starting_company(b["player"], b["characters"])),
    Form(SETUP, "draft-over", "It is the end of the character draft", "It is the end of the character draft.",
         "Both players have stopped drafting: minor items may go with starting characters, pool characters into "
         "the play deck.", lambda setup, b: setup.character_draft(after=True)),
    Form(SETUP, "draft", "It is the character draft", "It is the character draft.",
         "Before the first turn: the players are drafting their starting companies.",
         lambda setup, b: setup.character_draft(after=False)),
    Form(PLAY, "draft", "{player} drafts {card}", "Alice drafts Aragorn II.",
         "A character of the pool chosen face down for this round of the draft; both choices are revealed "
         "together (the same character, or manifestations of one, are both set aside).",
         lambda game, b: [Draft(b["player"], b["card"])]),
    Form(PLAY, "draft-on-site", "{player} drafts {card} on {site}", "Alice drafts Hidden Haven on Weathertop.",
         "A Fallen-wizard's Stage resource played on his starting site, chosen face down with the site it goes on; "
         "revealed, the site comes out with it and is his starting site (CoE 1.10.F1; CRF 22).",
         lambda game, b: [Draft(b["player"], b["card"], b["site"])]),
    Form(PLAY, "stop-drafting", "{player} stops drafting", "Alice stops drafting.",
         "The player drafts no more; the other may go on alone.", lambda game, b: [StopDrafting(b["player"])]),
    Form(PLAY, "place-starting-item", "{player} places {card} with {character}",
         "Alice places Dagger of Westernesse with Aragorn II.",
         "After the draft: a minor item of the pool goes with a starting character (two at most, on two "
         "characters).", lambda game, b: [PlaceStartingItem(b["player"], b["card"], b["character"])]),
    Form(PLAY, "start-with-card", "{player} starts with {card} in place of a minor item",
         "Alice starts with Rumours of Rings in place of a minor item.",
         "After the draft: a card whose text lets the game start with it instead of a minor item takes one of the "
         "two places (with no character).", lambda game, b: [PlaceStartingItem(b["player"], b["card"], "")]),
    Form(PLAY, "shuffle-into-deck", "{player} shuffles {card} into {text} play deck",
         "Alice shuffles Gimli into her play deck.",
         "After the draft: an unused or set-aside pool character goes into the play deck (ten non-avatar "
         "characters at most). The engine does not shuffle: it goes to the bottom. In the game: a card in hand "
         "whose text allows it (Sudden Call), at any time its player may act, the play deck then shuffled.",
         lambda game, b: [ShuffleIntoPlayDeck(b["player"], b["card"])]),
    Form(PLAY, "pool-into-sideboard", "{player} puts {card} into {text} sideboard",
         "Alice puts Gimli into her sideboard.",
         "After the draft: a card left over in the pool put into the sideboard, which the rules never allow (CRF 22, "
         "Tournament Rulings): an example states it as refused.",
         lambda game, b: [PutIntoSideboard(b["player"], b["card"])]),
    Form(PLAY, "starting-site", "{player} starts at {site}", "Alice starts at Rivendell.",
         "After the draft: the player declares his starting site (CoE 1.10; a Wizard player who declares nothing "
         "starts at Rivendell).", lambda game, b: [DeclareStartingSites(b["player"], (b["site"],))]),
    Form(PLAY, "starting-sites", "{player} starts at {site}, and at {other:site} with {characters}",
         "Bob starts at Minas Morgul, and at Dol Guldur with Gorbag.",
         "After the draft: two starting sites (a Ringwraith or Balrog player), the characters named beginning at "
         "the second and the others at the first.",
         lambda game, b: [DeclareStartingSites(b["player"], (b["site"], b["other"]), tuple(b["characters"]))]),
    Form(PLAY, "end-draft", "The character draft ends", "The character draft ends.",
         "What is left in the pools is removed from the game, the starting companies go to their declared sites (a "
         "Wizard player's to Rivendell), each player draws a starting hand of eight.",
         lambda game, b: [EndCharacterDraft(game.state.resource_player)]),
    Form(PLAY, "roll-first", "{player} rolls {number} to go first", "Alice rolls 9 to go first.",
         "The roll for the first turn: the higher takes turn 1 as the resource player; a tie is rolled again.",
         lambda game, b: [RollToGoFirst(b["player"], int(b["number"]))]),
    Form(EXPECT, "set-aside", "{name} is set aside", "Strider is set aside.",
         "Revealed by both players in one round of the draft (the same character, or manifestations of one).",
         lambda game, b, step: _set_aside(game, b)),
    Form(EXPECT, "starting", "{name} is in {player}'s starting company", "Frodo is in Alice's starting company.",
         "Drafted into the player's starting company.", lambda game, b, step: _starting(game, b)),
    Form(EXPECT, "begins-at", "{character} begins play at {site}", "Gorbag begins play at Minas Morgul.",
         "In play in a company at that site (after the draft: the starting site the player declared, CoE 1.10).",
         lambda game, b, step: _begins_at(game, b)),
    Form(EXPECT, "removed", "{name} is removed from the game", "Dagger of Westernesse is removed from the game.",
         "Out of the game, in no pile and counted for nothing, uniqueness included (left in a pool when the draft "
         "ends; a hazard Knowledge of the Enemy sends away).",
         lambda game, b, step: _removed(game, b)),
    Form(EXPECT, "drafting", "It is the character draft", "It is the character draft.",
         "The game has not begun: the draft (or what follows it) is under way.",
         lambda game, b, step: _drafting(game, b)),
)
