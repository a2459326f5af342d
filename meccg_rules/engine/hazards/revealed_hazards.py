"""Only the hazards revealed: a card that has the hazard player show hazards from his hand and then play no others on
a company (the primitive ``reveal-hazards``: Here Is a Snake!, Spying Out the Land).

As the effect resolves, the engine waits for the hazard player to say which hazards of his hand he shows
(``RevealHazards``: "Bob reveals Orc-patrol, New Moon.", or "Bob reveals no hazards."): the choice is his, any
number of them, none included. From then on, for the rest of that company's movement/hazard phase in this turn (the
phase to come, when the card is played in the organization phase), he may play on it only hazards of the names he
showed. A name, not a copy: he may play as many copies of a revealed hazard as he is able, a second one still in his
hand or drawn later included (CRF 22, Spying Out the Land [CoE 2002]; the engine reads Here Is a Snake! the same
way, its text saying no more). Playing is what is bound: a hazard already in play is still used as before, tapping
a hazard permanent-event for its effect among them (CRF 22, Here is a Snake: its first bullet). With
``on_guard`` placing a card on-guard is bound too: the engine's reading of Here Is a Snake!'s "(including on-guard
cards)", so no card he did not show, a resource among them, is placed on-guard; without it (Spying Out the Land, whose
text names no on-guard card) placing one is not bound, placing being no play of a hazard (CoE 2.IV.vii.4). Every
hazard he plays in that phase is bound, creature, event or agent, one played at any time (Twilight) too. A second such
card on the same company in the turn binds him as well: only names shown to both may be played (the engine's
reading).

In a game of three or four players the hazard player shows them later: immediately before he draws and plays hazards
(CRF 22, Multi-player Games; ``players.multi_player.shows_hazards_at_movement``). A card resolving before the
company's movement/hazard phase (Spying Out the Land, in the organization phase) asks nothing then; as that phase
begins (``show_as_phase_begins``, before the draws for its movement) the hazard player says which he shows, from the
hand he held before those draws: a card he draws then is no card he showed, though a copy of a name he showed may
still be played. When another choice waits then (the roll for an Under-deeps movement, whose draws follow it), he is
asked once it is made, and plays no hazard on the company before he shows (the engine's reading). A further player,
who plays no hazards on the company, shows none.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from ..core import behaviour as B
from ..core.actions import Action
from ..core.chain import Declared
from ..core.errors import Verdict
from ..core.listing import Listing
from ..core.state import Pending, State
from ..players import multi_player
from ..primitives import effects

if TYPE_CHECKING:
    from ..core.cards import Card
    from ..game import Game
    from .actions import RevealHazards

REF = "hazards to reveal"   # Pending.ref while the hazard player chooses what he shows
SHOWN = "hazards shown"     # Declared.data: the names he showed, None while he chooses
ONLY = "only revealed hazards"   # Turn.per_turn key (ONLY, company id) -> (names, on_guard too, card)
# Turn.per_turn key (LATER, company id) -> (on_guard too, card, the hazards held before the draws: None until the
# company's movement/hazard phase begins): a multi-player game's show, made as that phase begins
LATER = "hazards shown as the phase begins"
WAITS = "hazards shown once a choice is made"   # Turn.per_turn key (WAITS, company id): the show waits for another


def reveal_hazards(game: Game, entry: Declared, effect: B.RevealHazards) -> bool:
    s = game.state
    shown = entry.data.get(SHOWN, ())
    if shown is None:
        return False
    name = effects.source_name(game, entry)
    if SHOWN not in entry.data and s.phase != "movement/hazard" and multi_player.shows_hazards_at_movement(s):
        for company in effects.select(game, entry, effect.who):   # shown as its movement/hazard phase begins
            ref = company if company in s.companies else getattr(s.company_of(company), "id", "")
            if ref and entry.card:
                before = s.turn.per_turn.get((LATER, ref))
                s.turn.per_turn[(LATER, ref)] = (effect.on_guard or bool(before and before[0]), entry.card, None)
                s.log.append(f"{name}: {s.hazard_player} shows the hazards he may play on {ref} as its "
                             "movement/hazard phase begins, before his draws (CRF 22, Multi-player Games)")
        return True
    if SHOWN not in entry.data:
        player = s.opponent(entry.player)
        s.pending = Pending(player, f"the hazards he reveals for {name}", kind="reveal", ref=REF)
        s.log.append(f"{name}: {player} may reveal any number of hazards from his hand")
        entry.data[SHOWN] = None
        return False
    entry.data.pop(SHOWN)
    for company in effects.select(game, entry, effect.who):
        ref = company if company in s.companies else getattr(s.company_of(company), "id", "")
        if ref and entry.card:
            _bind(s, ref, tuple(shown), effect.on_guard, entry.card)
    return True


def _bind(s: State, company: str, names: tuple[str, ...], on_guard: bool, card: str) -> None:
    """Only hazards of these names may be played on the company in its movement/hazard phase this turn."""
    if (before := s.turn.per_turn.get((ONLY, company))) is not None:   # each card binds him: both hold
        names, on_guard = tuple(n for n in names if n in before[0]), on_guard or before[1]
    s.turn.per_turn[(ONLY, company)] = (names, on_guard, card)
    s.log.append(f"{s._name(card)}: only {', '.join(names) or 'no hazards'} may be played on {company} in its "
                 "movement/hazard phase this turn")


def show_as_phase_begins(state: State, company: str) -> None:
    """The company's movement/hazard phase begins, before the draws for its movement: in a multi-player game the
    hazard player shows his hazards now, of those he holds (CRF 22, Multi-player Games); what he holds is noted
    here, and he is asked once the draws are made (``ask_to_show``)."""
    later = state.turn.per_turn.get((LATER, company))
    if later is None or later[2] is not None:
        return
    on_guard, card, _ = later
    held = tuple(i.id for i in state.hand(state.hazard_player) if _hazard(i.card))
    state.turn.per_turn[(LATER, company)] = (on_guard, card, held)


def ask_to_show(state: State, company: str) -> None:
    """After the draws: the hazard player says which of the hazards he held before them he shows. When another
    choice waits at that moment (the roll for an Under-deeps movement, whose draws follow it), he is asked once it
    is made and no chain of effects is open (``ask_when_free``): the engine's reading of "immediately before he
    draws and/or plays hazards", the show coming before any hazard he plays on the company (``check_play``)."""
    later = state.turn.per_turn.get((LATER, company))
    if later is None or later[2] is None:
        return
    if state.pending is not None:
        state.turn.per_turn[(WAITS, company)] = True
        state.log.append(f"{state._name(later[1])}: {state.hazard_player} shows his hazards once "
                         f"{state.pending.player} has stated {state.pending.purpose}")
        return
    state.turn.per_turn.pop((WAITS, company), None)
    state.pending = Pending(state.hazard_player, f"the hazards he reveals for {state._name(later[1])}",
                            kind="reveal", ref=REF)
    state.log.append(f"{state._name(later[1])}: {state.hazard_player} may reveal any number of the hazards he held "
                     f"before his draws for {company}'s movement")


def ask_when_free(game: Game) -> None:
    """The ``after chains`` hook: a show that waited for another choice is asked for once nothing else waits."""
    s = game.state
    company = next((key[1] for key in s.turn.per_turn if isinstance(key, tuple) and key[0] == WAITS), None)
    if company is None or s.pending is not None or s.chains:
        return
    if s.phase != "movement/hazard" or s.active_company != company:   # its phase is over: nothing more is played
        s.turn.per_turn.pop((WAITS, company))
        return
    ask_to_show(s, company)


def _later(state: State) -> str | None:
    """The company whose movement/hazard phase waits for the hazard player's show (a multi-player game), if any."""
    return next((key[1] for key, value in state.turn.per_turn.items()
                 if isinstance(key, tuple) and key[0] == LATER and value[2] is not None), None)


def _awaiting(state: State) -> Declared | None:
    return next((e for c in reversed(state.chains) for e in reversed(c.entries)
                 if SHOWN in e.data and e.data[SHOWN] is None), None)


def waiting(state: State) -> bool:
    return state.pending is not None and state.pending.ref == REF


def gate(pending: Pending, action: Action) -> Verdict:
    """While he chooses, only his choice."""
    from .actions import RevealHazards
    if isinstance(action, RevealHazards):
        return Verdict.allow()
    return Verdict.refuse("waiting-for-reveal", f"First {pending.player} says {pending.purpose}.")


def _hazard(card: Card) -> bool:
    """A hazard card, or an agent: in the hand of the hazard player it is played as a hazard (CoE 2.IV.vii.1)."""
    return card.type == "Hazard" or bool(card.fact("agent"))


def check(game: Game, action: RevealHazards) -> Verdict:
    s = game.state
    later = _later(s)
    if not waiting(s) or (_awaiting(s) is None and later is None) or s.pending is None:
        return Verdict.refuse("no-reveal-awaited", "No card waits for hazards to be revealed now.")
    if action.player != s.pending.player:
        return Verdict.refuse("wrong-player", f"{s.pending.player} says {s.pending.purpose}.")
    for ref in action.cards:
        inst = s.find(ref)
        if not (held := s.in_hand(action.player, inst)):
            return held
        if not _hazard(inst.card):
            return Verdict.refuse("not-a-hazard", f"{s.label(inst)} is not a hazard.")
        if _awaiting(s) is None and later is not None and inst.id not in s.turn.per_turn[(LATER, later)][2]:
            return Verdict.refuse("drawn-after-the-show", f"{s.label(inst)} came to {action.player}'s hand with his "
                                  "draws for the company's movement: he shows what he held just before them (CRF 22, "
                                  "Multi-player Games).")
    return Verdict.allow()


def reveal(game: Game, action: RevealHazards) -> None:
    s = game.state
    entry = _awaiting(s)
    names = tuple(dict.fromkeys(s.find(ref).card.name for ref in action.cards))
    s.reveal((s.find(ref).id for ref in action.cards), s.players)   # the kernel's record of cards shown (The Hunt)
    s.log.append(f"{action.player} reveals {', '.join(names) or 'no hazards'}")
    s.pending = None
    if entry is not None:
        entry.data[SHOWN] = names
        return
    company = _later(s)
    assert company is not None, "check found the company"
    on_guard, card, _ = s.turn.per_turn.pop((LATER, company))
    _bind(s, company, names, on_guard, card)


def candidates(listing: Listing) -> list[Action]:
    """While he chooses: showing none, or every hazard he holds."""
    from .actions import RevealHazards
    s = listing.state
    if not waiting(s) or s.pending is None:
        return []
    player = s.pending.player
    held = tuple(i.id for i in s.hand(player) if _hazard(i.card))
    if _awaiting(s) is None and (later := _later(s)) is not None:   # what he held before his draws
        held = tuple(ref for ref in held if ref in s.turn.per_turn[(LATER, later)][2])
    found: list[Action] = [RevealHazards(player)]
    return found + ([RevealHazards(player, held)] if held else [])


def check_play(state: State, card: Card, placing: bool = False) -> Verdict:
    """A hazard played (or, where the card says so, placed on-guard) on the company in its movement/hazard phase:
    one of the names revealed, if a card bound it to them this turn."""
    if state.phase == "movement/hazard" and (WAITS, state.active_company or "") in state.turn.per_turn:
        return Verdict.refuse("only-revealed-hazards", f"{state.hazard_player} shows the hazards he may play on "
                              f"{state.active_company} before he plays any (CRF 22, Multi-player Games).")
    bound = state.turn.per_turn.get((ONLY, state.active_company or ""))
    if bound is None or state.phase != "movement/hazard":
        return Verdict.allow()
    names, on_guard, source = bound
    if (placing and not on_guard) or card.name in names:
        return Verdict.allow()
    shown = ", ".join(names) if names else "none"
    return Verdict.refuse("only-revealed-hazards", f"{state._name(source)} lets {state.hazard_player} play on "
                          f"{state.active_company} only the hazards he revealed ({shown}); {card.name} is not one.")


def describe(state: State) -> list[str]:
    """The ``describe`` hook: the companies bound to revealed hazards this turn."""
    return [f"only {', '.join(value[0]) or 'no hazards'} may be played on {key[1]} this turn ({state._name(value[2])})"
            for key, value in state.turn.per_turn.items() if isinstance(key, tuple) and key[0] == ONLY] + [
        f"{state.hazard_player} shows the hazards he may play on {key[1]} as its movement/hazard phase begins "
        f"({state._name(value[1])})" for key, value in state.turn.per_turn.items()
        if isinstance(key, tuple) and key[0] == LATER]
