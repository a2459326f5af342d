"""The start of the game: the character draft, starting sites and hands, the roll for the first turn (CoE 1.9-1.13).

The character draft (CoE 1.9). Each round both players choose a character of their pool face down
("Alice drafts Aragorn II."); the two are revealed once both have chosen. Duplicated unique
characters, with the same name or manifestations of one character (Aragorn II and Strider), are
both set aside (CRF 22, Beginning of the Game [Van 1999]); otherwise each joins its player's
starting company. A player stops when he has five starting characters (six for a
Ringwraith or Balrog player, CoE 1.9.R1, B1), when another character
would bring the printed mind of his company over 20 whatever the effects in play (CRF 22), or when
he chooses to ("Alice stops drafting."); once one player has stopped, the other drafts alone and
his choices are revealed at once. With three or four players (the engine's reading of CoE 1.9's "each player",
the rules being written for two) a round is revealed once every player still drafting has chosen, and a card is set
aside when any card revealed with it duplicates it; a player's choices are revealed alone only when every other
player has stopped. Who may be revealed, and the cards besides characters that are drafted (a
Fallen-wizard player's Stage resources, Open to the Summons), are in ``starting_company.py`` (CoE 1.9.R2, F1-F4).

After the draft each player may place up to two minor items of his pool with two different
starting characters, and may shuffle his unused or set-aside characters into his play deck, so long
as it holds no more than ten non-avatar characters (CRF 22: a pool character put there always
counts). Only characters go into the play deck (CRF 22); what is left in a pool is removed from
the game when the draft ends ("The character draft ends."), and never goes into the sideboard (CRF 22,
Tournament Rulings [CoE IE 2018]: "Alice puts Gimli into her sideboard." is refused).

Then (CoE 1.10-1.13) the starting companies are placed at the starting sites their players declared
(``starting_sites.py``: a Wizard player's at Rivendell, 1.10.W1; the other alignments' by 1.10.R1, F1, B1).
Each player draws a starting hand of
eight, whatever his starting cards say (1.11.1; CRF 22). Each player rolls for the first turn
("Alice rolls 9 to go first."); ties are rolled again, and the higher roll takes turn 1. With three or four
players only those tied for the highest roll roll again, and the seats go on from the winner in the order the set-up
names the players (``multi_player.seated_from``; the engine's reading).

The engine's readings: the engine never shuffles; the order a scenario gives a play deck is its
order after the shuffle, and a character shuffled in goes to the bottom. The starting company of a
player is company "PLAYER-starting". A unique character of the same name or manifestation as one already in a
starting company, his player's or another's, is not chosen (``_already_starting``: CoE 1.9 compares the cards
revealed together; the glossary's unique allows one copy in play; refused as the choice is made, the companies being
face up).
"""
from __future__ import annotations

from dataclasses import dataclass, field, replace
from typing import TYPE_CHECKING

from .actions import (DeclareStartingSites, Draft, EndCharacterDraft, PlaceStartingItem, PutIntoSideboard,
                      RollToGoFirst, ShuffleIntoPlayDeck, StopDrafting)
from ..core import modelled
from ..players import alignments, multi_player
from ..core.errors import REASONS, InputError, Verdict
from . import starting_company, starting_sites, starting_stage_sites
from .starting_sites import Declared
from .deck_construction import pool_breaches
from ..core.state import (DISCARD, HAND, IN_PLAY, PLAY_DECK, POOL, REMOVED, STARTING_COMPANY, Instance,
                          State, Turn)

if TYPE_CHECKING:
    from ..core.actions import Action
    from ..game import Game

DRAFT = "character draft"               # the phase while the players draft, then place items and shuffle
FIRST_TURN_ROLL = "roll for the first turn"
PHASES = (DRAFT, FIRST_TURN_ROLL)
DRAFTING, AFTER = "drafting", "after the draft"
MAX_CHARACTERS, MAX_MIND, MAX_ITEMS, DECK_CHARACTERS, STARTING_HAND = 5, 20, 2, 10, 8
ACTIONS = (Draft, StopDrafting, PlaceStartingItem, ShuffleIntoPlayDeck, PutIntoSideboard, DeclareStartingSites,
           EndCharacterDraft, RollToGoFirst)


@dataclass
class CharacterDraft:
    """Where the draft stands: the stage, this round's face-down choices, who stopped, what was set aside."""

    stage: str = DRAFTING
    chosen: dict[str, str] = field(default_factory=dict)    # player -> the card chosen face down this round
    stopped: list[str] = field(default_factory=list)
    set_aside: list[str] = field(default_factory=list)
    rolls: dict[str, int] = field(default_factory=dict)     # the rolls for the first turn
    rerolling: list[str] = field(default_factory=list)      # the players tied for the highest roll, rolling again
    starting_sites: dict[str, Declared] = field(default_factory=dict)   # declared (CoE 1.10)
    chosen_sites: dict[str, str] = field(default_factory=dict)   # player -> the site named with this round's card
    barred_sites: list[str] = field(default_factory=list)   # sites both players revealed Hidden Haven on (folded)

    def clone(self) -> "CharacterDraft":
        return replace(self, chosen=dict(self.chosen), stopped=list(self.stopped), set_aside=list(self.set_aside),
                       rolls=dict(self.rolls), rerolling=list(self.rerolling),
                       starting_sites=dict(self.starting_sites),
                       chosen_sites=dict(self.chosen_sites), barred_sites=list(self.barred_sites))

    def describe(self, state: State) -> str:
        parts = [self.stage]
        if self.chosen:
            parts.append("chosen face down: " + ", ".join(self.chosen))
        if self.stopped:
            parts.append("stopped: " + ", ".join(self.stopped))
        if self.set_aside:
            parts.append("set aside: " + ", ".join(state._name(i) for i in self.set_aside))
        if self.rolls:
            parts.append("rolled: " + ", ".join(f"{p} {n}" for p, n in self.rolls.items()))
        return "Character draft: " + "; ".join(parts)


def begin(state: State, after: bool) -> None:
    """The position starts in the draft (``after``: both players have stopped drafting)."""
    state.draft = CharacterDraft(stage=AFTER if after else DRAFTING,
                                 stopped=list(state.players) if after else [])
    state.turn = Turn(number=1, phase=DRAFT)


# ------------------------------------------------------------------ what a player has
def starting_characters(state: State, player: str) -> list[Instance]:
    return [i for i in state.in_zone(STARTING_COMPANY, player) if i.card.is_character]


def _mind(inst: Instance) -> int:
    """The mind printed on the card (CRF 22: unmodified), so not the ``mind`` query's (``primitives/values.py``)."""
    return inst.card.fact("mind") or 0


def _same_character(one: Instance, other: Instance) -> bool:
    """The same name, or manifestations of one character (CoE 1.9; CRF 22 [Van 1999])."""
    names = {one.name, *one.card.fact("manifestation_of", ())}
    return bool(names & {other.name, *other.card.fact("manifestation_of", ())})


def _already_starting(state: State, inst: Instance) -> Verdict:
    """The engine's reading, where CoE 1.9 compares only the cards revealed together: a unique character, or one of
    a unique character's name or manifestation, is not chosen while that character is already in a starting
    company, his own player's or another's. A drafted card is played with its starting company (1.9), and only one
    copy of a unique card may be in play (CoE glossary, unique); the starting companies are face up, so the choice
    is refused, as one that would bring the company's mind over 20 is."""
    there = next((i for p in state.players for i in starting_characters(state, p)
                  if (i.card.fact("unique") or inst.card.fact("unique")) and _same_character(i, inst)), None)
    if there is None:
        return Verdict.allow()
    return Verdict.refuse("unique-in-starting-company", f"{there.name} is already in {there.owner}'s starting "
                          f"company, and {inst.name} is the same unique character: only one may be in play (CoE 1.9; "
                          "CoE glossary, unique; the engine's reading).")


def _deck_characters(state: State, player: str) -> int:
    return sum(1 for i in state.in_zone(PLAY_DECK, player) if i.card.is_character and not i.card.fact("avatar"))


# ------------------------------------------------------------------ the gate
def gate(game: Game, action: Action) -> Verdict:
    """Before the first turn only the start of the game's own actions may be taken."""
    if isinstance(action, ACTIONS):
        return Verdict.allow()
    return Verdict.refuse("before-first-turn", "The game has not begun: only the character draft, placing its "
                          "starting items, shuffling pool characters into the play deck and the rolls for the first "
                          "turn come before the first turn (CoE 1.9-1.13).")


def _stage(game: Game, stage: str, what: str) -> Verdict:
    s = game.state
    draft = s.draft
    now = draft.stage if draft is not None and s.phase == DRAFT else s.phase + " phase" if s.phase else "the game"
    if draft is None or s.phase != DRAFT or draft.stage != stage:
        return Verdict.refuse("wrong-phase", f"{what} is done {stage}; it is {now} now (CoE 1.9).")
    return Verdict.allow()


def _pool_card(game: Game, stage: str, what: str, player: str, ref: str) -> Instance | Verdict:
    """The card of ``player``'s pool named ``ref``, at that stage of the draft; else the refusal."""
    verdict = _stage(game, stage, what)
    if not verdict:
        return verdict
    state = game.state
    inst = state.find(ref)
    if inst.zone != POOL or inst.owner != player:
        return Verdict.refuse("not-in-pool", f"{state.label(inst)} is not in {player}'s pool.")
    broken = pool_breaches(state, player)   # nothing is drafted from a pool the rules do not allow (CoE 1.7)
    if broken:
        return Verdict.refuse(broken[0].code, f"{player}'s pool breaks CoE 1.7: {REASONS[broken[0].code].phrase} "
                              f"({broken[0].detail}).")
    return inst


# ------------------------------------------------------------------ drafting (CoE 1.9)
def check_draft(game: Game, action: Draft) -> Verdict:
    s = game.state
    inst = _pool_card(game, DRAFTING, "Drafting", action.player, action.card)
    if isinstance(inst, Verdict):
        return inst
    if inst.id in s.draft.set_aside:
        return Verdict.refuse("not-in-pool", f"{inst.name} was set aside; it is drafted no more.")
    if not inst.card.is_character:
        verdict = starting_company.draftable(s, action.player, inst.card)
        if not verdict:
            return verdict
    verdict = starting_stage_sites.check(s, action.player, inst.card, action.site)
    if not verdict:
        return verdict
    if action.player in s.draft.stopped:
        return Verdict.refuse("stopped-drafting", f"{action.player} has stopped drafting (CoE 1.9).")
    if action.player in s.draft.chosen:
        return Verdict.refuse("chosen-this-round", f"{action.player} has chosen a character this round already; "
                              "the round's choices are revealed together (CoE 1.9).")
    if not inst.card.is_character:
        placed = [i for i in s.in_zone(STARTING_COMPANY, action.player) if not i.card.is_character]
        if inst.card.trait("revealed_in_the_draft") and len(placed) >= MAX_ITEMS:
            return Verdict.refuse("starting-minor-items", f"{inst.name} takes a minor item's place, and up to two "
                                  "go with a starting company (CoE 1.9).")
        return Verdict.allow()
    _, verdict = starting_company.needed(s, action.player, inst)
    if not verdict:
        return verdict
    verdict = _already_starting(s, inst)
    if not verdict:
        return verdict
    company = starting_characters(s, action.player)
    most, rule = alignments.starting_characters(s, action.player, MAX_CHARACTERS)
    if len(company) >= most:
        return Verdict.refuse("five-starting-characters", f"{action.player}'s starting company has {most} "
                              f"characters ({rule}).")
    mind = sum(_mind(i) for i in company) + _mind(inst)
    if mind > MAX_MIND:
        return Verdict.refuse("starting-mind", f"{inst.name} (mind {_mind(inst)}) would bring the printed mind of "
                              f"{action.player}'s starting company to {mind} (CoE 1.9; CRF 22).")
    return Verdict.allow()


def draft(game: Game, action: Draft) -> None:
    s = game.state
    inst = s.find(action.card)
    s.draft.chosen[action.player] = inst.id
    if action.site:
        s.draft.chosen_sites[action.player] = action.site
    drafting = [p for p in s.players if p not in s.draft.stopped]
    if all(p in s.draft.chosen for p in drafting):
        _reveal(s)
    else:
        s.log.append(f"{action.player} chooses a character face down")


def _reveal(state: State) -> None:
    """The choices are revealed together: duplicates are set aside, the others join their starting companies. With
    three or four players a card is a duplicate when any other card revealed with it is (the engine's reading of
    CoE 1.9's "each player")."""
    chosen = [state.cards[i] for i in state.draft.chosen.values()]
    state.draft.chosen.clear()
    same = starting_stage_sites.same_site(state, chosen)
    if same:   # revealed on one site: set aside (CRF 22, Hidden Haven)
        starting_stage_sites.set_aside(state, same)
        chosen = [i for i in chosen if i not in same]
    by = "both players" if len(state.players) == 2 else "more than one player"
    duplicates = {i.id for i in chosen for j in chosen
                  if i is not j and (i.card.fact("unique") or j.card.fact("unique")) and _same_character(i, j)}
    for inst in chosen:
        duplicated = inst.id in duplicates
        if starting_stage_sites.on_site(inst.card) and not duplicated:
            starting_stage_sites.reveal(state, inst)
        elif duplicated and not inst.card.is_character:   # a duplicated unique Stage resource (CoE 1.9.F4)
            state.move(inst.id, DISCARD)
            state.log.append(f"{state.label(inst)} is revealed by {by}: discarded")
        elif duplicated:
            state.draft.set_aside.append(inst.id)
            state.log.append(f"{state.label(inst)} is revealed by {by}: set aside")
        elif starting_company.is_stage_resource(inst.card) and not inst.card.trait("revealed_in_the_draft"):
            state.move(inst.id, IN_PLAY)
            state.log.append(f"{state.label(inst)} is revealed and put into play (CoE 1.9.F4)")
        elif inst.card.is_character:
            going, _ = starting_company.needed(state, inst.owner, inst)
            state.move(inst.id, STARTING_COMPANY)
            state.log.append(f"{state.label(inst)} joins {inst.owner}'s starting company")
            starting_company.place_with(state, inst, going)
        else:
            state.move(inst.id, STARTING_COMPANY)
            state.log.append(f"{state.label(inst)} joins {inst.owner}'s starting company")
    state.draft.chosen_sites.clear()


def check_stop(game: Game, action: StopDrafting) -> Verdict:
    verdict = _stage(game, DRAFTING, "Stopping the draft")
    if verdict and action.player in game.state.draft.stopped:
        return Verdict.refuse("stopped-drafting", f"{action.player} has stopped drafting already (CoE 1.9).")
    if verdict and action.player in game.state.draft.chosen:
        return Verdict.refuse("chosen-this-round", f"{action.player}'s choice of this round is still face down.")
    return verdict


def stop(game: Game, action: StopDrafting) -> None:
    s = game.state
    s.draft.stopped.append(action.player)
    s.log.append(f"{action.player} stops drafting")
    if s.draft.chosen and all(p in s.draft.chosen for p in s.players if p not in s.draft.stopped):
        _reveal(s)  # the other player's waiting choice is revealed alone
    if len(s.draft.stopped) == len(s.players):
        s.draft.stage = AFTER
        s.log.append("the draft is over: minor items, then pool characters into the play deck")


# ------------------------------------------------------------------ after the draft (CoE 1.9)
def check_place_item(game: Game, action: PlaceStartingItem) -> Verdict:
    s = game.state
    item = _pool_card(game, AFTER, "Placing a minor item from the pool", action.player, action.card)
    if isinstance(item, Verdict):
        return item
    placed = [i for i in s.in_zone(STARTING_COMPANY, action.player) if not i.card.is_character]
    if item.card.fact("playable_as_starting_minor_item"):   # "you may start the game with this card in lieu of ..."
        if action.character:
            return Verdict.refuse("starting-minor-items", f"{item.name} goes with no character: say '{action.player} "
                                  f"starts with {item.name} in place of a minor item'.")
        modelled.refuse(item.card, ("in play",))    # it is in play from the start: what it does there must be known
        return Verdict.allow() if len(placed) < MAX_ITEMS else Verdict.refuse(
            "starting-minor-items", "Up to two minor items go with two different starting characters (CoE 1.9).")
    if item.card.kind != "item" or "Minor" not in item.card.subtype or not action.character:
        return Verdict.refuse("starting-minor-items", f"{item.name} is not a minor item (CoE 1.9).")
    bearer = s.find(action.character, "character")
    if bearer.zone != STARTING_COMPANY or bearer.owner != action.player:
        return Verdict.refuse("not-starting-character", f"{bearer.name} is not in {action.player}'s starting "
                              "company (CoE 1.9).")
    if len(placed) >= MAX_ITEMS or any(i.attached_to == bearer.id for i in placed):
        return Verdict.refuse("starting-minor-items", "Up to two minor items go with two different starting "
                              "characters (CoE 1.9).")
    return Verdict.allow()


def place_item(game: Game, action: PlaceStartingItem) -> None:
    s = game.state
    item = s.find(action.card)
    if not action.character:   # a card the game starts with in place of a minor item
        s.move(item.id, STARTING_COMPANY)
        s.log.append(f"{s.label(item)} starts the game in play, in place of a minor item")
        return
    bearer = s.find(action.character)
    s.move(item.id, STARTING_COMPANY, attached_to=bearer.id)
    s.log.append(f"{s.label(item)} goes with {s.label(bearer)}")


def check_shuffle(game: Game, action: ShuffleIntoPlayDeck) -> Verdict:
    s = game.state
    inst = _pool_card(game, AFTER, "Shuffling pool characters into the play deck", action.player, action.card)
    if isinstance(inst, Verdict):
        return inst
    if not inst.card.is_character:
        return Verdict.refuse("pool-characters-only", f"{inst.name} is not a character: only characters go from "
                              "the pool into the play deck (CoE 1.9; CRF 22).")
    if _deck_characters(s, action.player) + 1 > DECK_CHARACTERS:
        return Verdict.refuse("ten-deck-characters", f"{action.player}'s play deck holds {DECK_CHARACTERS} "
                              "non-avatar characters already (CoE 1.5, 1.9; CRF 22).")
    return Verdict.allow()


def shuffle_in(game: Game, action: ShuffleIntoPlayDeck) -> None:
    s = game.state
    inst = s.find(action.card)
    s.move(inst.id, PLAY_DECK)
    if inst.id in s.draft.set_aside:
        s.draft.set_aside.remove(inst.id)
    s.log.append(f"{action.player} shuffles {s.label(inst)} into the play deck (the engine puts it at the bottom)")


def check_sideboard(game: Game, action: PutIntoSideboard) -> Verdict:
    """A pool card left over goes into the play deck (a character) or out of the game, never into the sideboard
    (CRF 22, Tournament Rulings > The Character Draft [CoE IE 2018])."""
    inst = _pool_card(game, AFTER, "Putting pool cards away", action.player, action.card)
    if isinstance(inst, Verdict):
        return inst
    return Verdict.refuse("pool-not-sideboard", f"{inst.name} is left over from {action.player}'s pool: it goes "
                          "into the play deck or is removed from the game, never into the sideboard (CRF 22, "
                          "Tournament Rulings > The Character Draft).")


def put_into_sideboard(game: Game, action: PutIntoSideboard) -> None:
    """Never reached: ``check_sideboard`` refuses every such action."""
    raise AssertionError("a pool card never goes into the sideboard")


def check_end(game: Game, action: EndCharacterDraft) -> Verdict:
    verdict = _stage(game, AFTER, "Ending the character draft")
    return starting_sites.check_all_declared(game.state) if verdict else verdict


# ------------------------------------------------------------------ starting sites (CoE 1.10)
def check_declare_sites(game: Game, action: DeclareStartingSites) -> Verdict:
    verdict = _stage(game, AFTER, "Declaring starting sites")
    if verdict and action.player in game.state.draft.starting_sites:
        return Verdict.refuse("starting-sites-declared", f"{action.player} has declared his starting sites "
                              "already (CoE 1.10).")
    return starting_sites.check(game.state, action.player, action.sites, action.second) if verdict else verdict


def declare_sites(game: Game, action: DeclareStartingSites) -> None:
    s = game.state
    s.draft.starting_sites[action.player] = Declared(action.sites, action.second)
    split = f", {', '.join(action.second)} at {action.sites[1]}" if action.second else ""
    s.log.append(f"{action.player} declares the starting site{'s' if len(action.sites) > 1 else ''} "
                 f"{' and '.join(action.sites)}{split}")


def end(game: Game, action: EndCharacterDraft) -> None:
    """Pools are removed from the game, companies go to their starting sites, starting hands are drawn."""
    s = game.state
    for player in s.players:
        for inst in s.in_zone(POOL, player):
            s.move(inst.id, REMOVED)
            s.log.append(f"{s.label(inst)} is removed from the game (left in the pool)")
        starting_sites.place(s, player)
    s.draft.set_aside.clear()
    for player in s.players:
        _draw_starting_hand(s, player)
    s.turn = Turn(number=1, phase=FIRST_TURN_ROLL)
    s.log.append("each player rolls for the first turn")


def _draw_starting_hand(state: State, player: str) -> None:
    """Eight cards, whatever the starting cards say about hand size (CoE 1.11, 1.11.1; CRF 22)."""
    from .play_deck import draw
    draw(state, player, STARTING_HAND - len(state.in_zone(HAND, player)), " (starting hand)")


# ------------------------------------------------------------------ the roll for the first turn (CoE 1.13)
def check_roll(game: Game, action: RollToGoFirst) -> Verdict:
    s = game.state
    if s.phase != FIRST_TURN_ROLL or s.draft is None:
        return Verdict.refuse("wrong-phase", "The players roll for the first turn once the character draft has "
                              "ended (CoE 1.13).")
    if s.draft.rerolling and action.player not in s.draft.rerolling:
        return Verdict.refuse("rolled-to-go-first", f"{action.player}'s roll was not tied for the highest: only "
                              f"{' and '.join(s.draft.rerolling)} roll again (CoE 1.13).")
    if action.player in s.draft.rolls:
        return Verdict.refuse("rolled-to-go-first", f"{action.player} has rolled for the first turn already.")
    starting_stage_sites.refuse_as_game_begins(s)   # what a card on a starting site does in play is not modelled
    if not 2 <= action.value <= 12:
        raise InputError(f"a roll of two dice is between 2 and 12, not {action.value}")
    return Verdict.allow()


def roll(game: Game, action: RollToGoFirst) -> None:
    """The higher roll takes the first turn; ties are rolled again (CoE 1.13). With three or four players only a tie
    for the highest roll is rolled again, by those tied, and the seats follow on from the winner in the order the
    set-up names the players: the next is his hazard player (the engine's reading, ``multi_player.seated_from``)."""
    s = game.state
    s.draft.rolls[action.player] = action.value
    rolling = s.draft.rerolling or list(s.players)
    if any(p not in s.draft.rolls for p in rolling):
        return
    best = max(s.draft.rolls[p] for p in rolling)
    tied = [p for p in rolling if s.draft.rolls[p] == best]
    if len(tied) > 1:
        for p in tied:
            del s.draft.rolls[p]
        s.draft.rerolling = tied
        who = "both" if len(tied) == 2 and len(s.players) == 2 else " and ".join(tied)
        s.log.append(f"{who} rolled {best}: the tie is rolled again (CoE 1.13)")
        return
    winner = tied[0]
    s.resource_player, s.hazard_player, s.others = multi_player.seated_from(s, winner)
    s.draft = None
    s.turn = Turn(number=1, phase="untap")
    s.log.append(f"{winner} rolled higher and takes the first turn")
