"""A card played on an attack that, once the attack is over, goes under one character the attack wounded
(Morgul-knife, The Pale Sword; CRF 22: "the corruption is received immediately following the attack").

The key ``placed_on_wounded = "attacker's choice"`` of a card's entry: played on the company facing an attack, the
card stays in play with that company while the attack goes on. As the attack concludes, after the body checks and
before anything else (the next attack, any action of the phase), it is placed under one character the attack
wounded and who is still in play, the attacker choosing which: the creature's controller, else the hazard player.
With one such character the engine places it at once; with several it waits for ``PlaceOnWounded``, and the next
attack (if any) starts only then. With none, it is discarded ("discard if attack doesn't wound a character").

A character on whom a corruption card was played this turn already cannot receive a corruption card so placed
(CoE 7.2.1; the cards' text). The engine's reading, which the CRF does not spell out: a corruption card so placed
counts as the corruption card played on him this turn, and when every wounded character is such a one, the card
is discarded as if none was wounded. A card of this kind still in play on a company when no attack is under way
on it (its attack was cancelled while it was declared) is discarded: its attack is over.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from ..core import modelled
from ..core.errors import Verdict
from ..core.state import DISCARD, IN_PLAY, Attack, Combat, Instance, Pending, State
from ..corruption.corruption_cards import CORRUPTION_CARD

if TYPE_CHECKING:
    from ..core.actions import Action
    from ..core.cards import Card
    from ..game import Game
    from .actions import PlaceOnWounded

KEY = "placed_on_wounded"
REF = "a card placed on a wounded character"   # Pending.ref while the attacker chooses
WAITING = "placed on wounded: waiting"   # Turn.per_turn[WAITING]: (card, company, (wounded ids), automatic-attack?)


def _cards_on(state: State, company: str) -> list[Instance]:
    return [i for i in state.cards.values() if i.zone == IN_PLAY and i.attached_to == company
            and i.card.trait(KEY, "")]


def attacker(state: State, attack: Attack) -> str:
    """The attacker: the player who controls the attacking creature, else the hazard player."""
    source = state.cards.get(attack.source)
    return source.controller if source is not None and attack.kind == "creature" else state.hazard_player


def _receives(state: State, card: Instance, character: Instance) -> bool:
    return "Corruption" not in card.card.keywords or not state.turn.per_turn.get((CORRUPTION_CARD, character.id))


def wounded_by(state: State, combat: Combat) -> list[Instance]:
    """The characters (not allies) the attack wounded who are still in play."""
    found: list[Instance] = []
    for strike in combat.strikes:
        inst = state.cards.get(strike.character)
        if strike.result == "successful" and inst is not None and inst.zone == IN_PLAY and inst.card.is_character \
                and inst.wounded and inst not in found:
            found.append(inst)
    return found


def _place(state: State, card: Instance, character: Instance) -> None:
    state.move(card.id, IN_PLAY, attached_to=character.id)
    if "Corruption" in card.card.keywords:
        state.turn.per_turn[(CORRUPTION_CARD, character.id)] = 1
    state.log.append(f"{state.label(card)} is placed under {state.label(character)}, wounded by the attack")


def after_attack(state: State, combat: Combat, cancelled: bool) -> bool:
    """The attack is over: each such card on its company is placed or discarded. True when the engine waits for the
    attacker to choose the character (the next attack waits too)."""
    attack = combat.attack
    for card in _cards_on(state, attack.company):
        wounded = [] if cancelled else [c for c in wounded_by(state, combat) if _receives(state, card, c)]
        if not wounded:
            state.move(card.id, DISCARD)
            state.log.append(f"{state.label(card)} is discarded: the attack wounded no character who may receive it")
        elif len(wounded) == 1:
            _place(state, card, wounded[0])
        else:
            chooser = attacker(state, attack)
            state.turn.per_turn[WAITING] = (card.id, attack.company, tuple(c.id for c in wounded),
                                            attack.kind == "automatic-attack")
            state.pending = Pending(chooser, f"the wounded character who receives {state.label(card)}", kind="choice",
                                    ref=REF)
            state.log.append(f"{chooser} chooses who receives {state.label(card)}: "
                             f"{', '.join(state.label(c) for c in wounded)}")
            return True
    return False


def check_play(state: State, player: str, card: Card) -> Verdict:
    """The query ``may play card``: a card its player may play only on an attack of a creature he controls
    (``played_by_attacker``, CRF 22: The Pale Sword and its Nazgûl); and, on an attack by a creature its key
    ``not_modelled_against`` names, its clause about that creature, which the engine does not model, refused."""
    combat = state.combat
    if combat is None:
        return Verdict.allow()
    source = state.cards.get(combat.attack.source)
    creature = source.card.name if source is not None and combat.attack.kind == "creature" else ""
    if creature and creature in card.trait("not_modelled_against", ()):
        modelled.refuse_case(card, creature)
    if card.trait("played_by_attacker", False) and (combat.attack.kind != "creature" or source is None
                                                     or source.controller != player):
        return Verdict.refuse("attacker-not-controlled", f"{player} does not control the creature making "
                              f"{combat.attack.label}: {card.name} is played only on an attack of a creature its "
                              "player controls.")
    return Verdict.allow()


def gate(pending: Pending, action: Action) -> Verdict:
    """While the attacker chooses, only his choice."""
    from .actions import PlaceOnWounded
    if isinstance(action, PlaceOnWounded):
        return Verdict.allow()
    return Verdict.refuse("waiting-for-placement", f"First {pending.player} must choose {pending.purpose}.")


def check(game: Game, action: PlaceOnWounded) -> Verdict:
    s = game.state
    waiting = s.turn.per_turn.get(WAITING)
    if waiting is None or s.pending is None or s.pending.ref != REF:
        return Verdict.refuse("no-card-to-place", "No card is waiting to be placed on a wounded character.")
    if action.player != s.pending.player:
        return Verdict.refuse("wrong-player", f"{s.pending.player} chooses {s.pending.purpose}.")
    card, character = s.find(action.card), s.find(action.character, "character")
    if card.id != waiting[0]:
        return Verdict.refuse("invalid-target", f"{s.label(card)} is not the card waiting to be placed.")
    if character.id not in waiting[2]:
        return Verdict.refuse("not-wounded-by-attack", f"{s.label(character)} was not wounded by the attack, or "
                              "may not receive another corruption card this turn.")
    return Verdict.allow()


def place(game: Game, action: PlaceOnWounded) -> tuple[str, bool]:
    """The attacker's choice made: the card goes under that character. Returns the company and whether its attack
    was an automatic-attack, for the combat to go on (``flow.place_on_wounded``)."""
    s = game.state
    _, company, _, automatic = s.turn.per_turn.pop(WAITING)
    s.pending = None
    _place(s, s.find(action.card), s.find(action.character, "character"))
    return company, automatic


def after_chains(game: Game) -> None:
    """A card of this kind on a company that faces no attack now (its attack ended before it resolved): discarded."""
    s = game.state
    for card in [i for i in s.cards.values() if i.zone == IN_PLAY and i.card.trait(KEY, "")
                 and i.attached_to in s.companies]:
        if s.combat is None or s.combat.attack.company != card.attached_to:
            s.move(card.id, DISCARD)
            s.log.append(f"{s.label(card)} is discarded: the attack it was played on is over")
