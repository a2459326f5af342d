"""A card whose company faces the attacks it gives, and which a character then taps to take (the effect
``attack-then-placed``: The Windlord Found Me, CRF 22, Card Errata and Rulings > that card; Descent through Fire).

The card is played in the site phase of its player's company. As it resolves it stays in play on the company, and
the company faces the attack the card gives (race, strikes, prowess; no body: it is defeated or not, nothing is left
behind), then each of its ``later`` attacks, of the same race, in their order (Descent through Fire's three Troll
attacks: a series, ``several_attacks.py``'s words, "its second attack"). Once the last attack is over, the card's
player may tap one untapped character of the company (only the one ``taker`` names, if it names one: "tap The
Balrog") to place the card under him (``TapToPlace``), or, with ``placed = "marshalling point pile"``, in his
marshalling point pile ("Alice taps The Balrog to keep Descent through Fire."; "If not discarded, place this card
in your marshalling point pile"). The offer lasts until the next action, as a trophy's does (``trophies.py``): any
other action, a pass included, and the card is discarded (its CRF 22 erratum: "If you do not place this card with a
character after the attack, discard it"; and CRF 22: "You must tap a character after facing the attack or The
Windlord Found Me is discarded"; Descent through Fire: "tap The Balrog or discard this card"). With no character
left in the company who may tap for it when the attacks end, nothing can take it: it is discarded at once.

The engine's readings: a cancelled or defeated attack has still been faced, so the offer stands whatever became of
the attacks; only a character takes it (an ally is no character); the character taps as he takes it, so a character
tapped by the attacks cannot (The Balrog tapped to face a strike cannot keep Descent through Fire).
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from ..core.behaviour import AttackThenPlaced, walk
from ..core.cards import Card, fold
from ..core.errors import Verdict
from ..core.state import DISCARD, IN_PLAY, MP_PILE, Attack, Instance, State
from . import flow, several_attacks
from .kinds import AttackKind

if TYPE_CHECKING:
    from ..core.actions import Action
    from ..core.chain import Declared
    from ..core.state import Company
    from ..game import Game
    from .actions import TapToPlace

KIND = "placed after attack"   # Attack.kind of such an attack
OFFER = "card to place after attack"  # Turn.per_phase[OFFER]: (the card, the company that faced its attack)


def effect_of(card: Card) -> AttackThenPlaced | None:
    """The card's ``attack-then-placed`` effect, if it has one."""
    return next((e for mode in card.modes for e in walk(mode.effects) if isinstance(e, AttackThenPlaced)), None)


def attack(game: Game, entry: Declared, effect: AttackThenPlaced) -> bool:
    """The effect: the card stays on the active company, which faces the card's attacks in their order."""
    s = game.state
    company = s.companies.get(s.active_company or "")
    if company is None or entry.card is None:
        return True
    s.move(entry.card, IN_PLAY, attached_to=company.id)
    entry.data["stays_in_play"] = True
    name = s._name(entry.card)
    series = ((effect.strikes, effect.prowess), *((a.strikes, a.prowess) for a in effect.later))
    made = []
    for nth, (strikes, prowess) in enumerate(series, start=1):
        label = f"{name}'s {effect.race}" if len(series) == 1 else name   # "Descent through Fire's second attack"
        made.append(Attack(f"a{s.next_attack}", company.id, entry.card, KIND, effect.race, strikes, prowess, None,
                           label=label, series=len(series), nth=nth))
        s.next_attack += 1
        which = several_attacks.ordinal(made[-1]) if len(series) > 1 else f"{name}'s attack"
        s.log.append(f"{company.id} faces {which} of {effect.race}: {strikes} strikes at {prowess} prowess")
    flow.begin(game, made)
    return True


def _takers(state: State, company: str, card: Instance) -> list[Instance]:
    effect = effect_of(card.card)
    taker = effect.taker if effect is not None else ""
    return [c for c in state.characters(company) if c.card.is_character and not c.tapped
            and (not taker or fold(c.card.name) == fold(taker))]


def ends(state: State, attack: Attack, company: Company, defeated: bool, cancelled: bool) -> None:
    """An attack is over: after the last, a character of the company may tap to take the card, else it is
    discarded."""
    card = state.cards.get(attack.source)
    which = several_attacks.ordinal(attack) if attack.series > 1 else f"{attack.label}'s attack"
    state.log.append(f"{which} is {'cancelled' if cancelled else 'defeated' if defeated else 'over'}")
    if card is None or card.zone != IN_PLAY or card.attached_to != company.id or \
            not several_attacks.is_last(state, attack):
        return
    effect = effect_of(card.card)
    keep = effect is not None and effect.placed == "marshalling point pile"
    if not _takers(state, company.id, card):
        state.move(card.id, DISCARD)
        state.log.append(f"no untapped character of {company.id} can tap to {'keep' if keep else 'take'} "
                         f"{state.label(card)}: it is discarded")
        return
    state.turn.per_phase[OFFER] = (card.id, company.id)
    where = "in his marshalling point pile" if keep else "under him"
    who = effect.taker if effect is not None and effect.taker else f"a character of {company.id}"
    state.log.append(f"{card.controller or card.owner} may tap {who} to place {state.label(card)} {where} (the next "
                     "action), else it is discarded")


def note_action(game: Game, action: Action) -> None:
    """Any action but placing the card ends the offer: the card is discarded."""
    s = game.state
    found = s.turn.per_phase.pop(OFFER, None)
    if found is None:
        return
    card = s.cards.get(found[0])
    if card is not None and card.zone == IN_PLAY and card.attached_to == found[1]:
        s.move(card.id, DISCARD)
        s.log.append(f"no character took {s.label(card)} after the attack: it is discarded")


def check(game: Game, action: TapToPlace) -> Verdict:
    s = game.state
    card, character = s.find(action.card), s.find(action.character, "character")
    found = s.turn.per_phase.get(OFFER)
    if found is None or found[0] != card.id or card.zone != IN_PLAY:
        return Verdict.refuse("nothing-to-place", f"{s.label(card)} is not a card whose attack "
                              f"{action.player}'s company has just faced.")
    if (card.controller or card.owner) != action.player:
        return Verdict.refuse("wrong-player", f"Only {card.controller or card.owner} places {s.label(card)}.")
    effect = effect_of(card.card)
    keep = effect is not None and effect.placed == "marshalling point pile"
    if action.keep != keep:
        where = "in its player's marshalling point pile" if keep else "under the character"
        return Verdict.refuse("placed-elsewhere", f"{s.label(card)} is placed {where}.")
    if character not in s.characters(found[1]) or not character.card.is_character:
        return Verdict.refuse("not-a-taker", f"{s.label(character)} is not a character of {found[1]}.")
    if effect is not None and effect.taker and fold(character.card.name) != fold(effect.taker):
        return Verdict.refuse("not-the-taker", f"Only {effect.taker} taps for {s.label(card)}.")
    if character.tapped:
        return Verdict.refuse("taps-to-take", f"{s.label(character)} is tapped: he must tap to take "
                              f"{s.label(card)}.")
    return Verdict.allow()


def apply(game: Game, action: TapToPlace) -> None:
    s = game.state
    card, character = s.find(action.card), s.find(action.character, "character")
    s.turn.per_phase.pop(OFFER, None)
    s.tap(character.id)
    if action.keep:
        s.move(card.id, MP_PILE, pile_of=card.controller or card.owner)
        s.log.append(f"{s.label(character)} taps and {s.label(card)} is placed in {card.owner}'s marshalling "
                     "point pile")
        return
    s.move(card.id, IN_PLAY, attached_to=character.id)
    s.log.append(f"{s.label(character)} taps and places {s.label(card)} under him")


ATTACK_KIND = AttackKind(ends=ends)
