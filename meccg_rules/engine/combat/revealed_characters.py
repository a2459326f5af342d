"""An attack made with the attributes of a character revealed from the hazard player's hand (the effect
``attack-as-revealed-character``: Ride Against the Enemy).

The card's player reveals a character from his hand; the company the card is played on faces a single-strike hazard
creature attack whose race, prowess and body are that character's, its prowess raised by the effect's ``prowess``
(the card's text). The character's printed combat bonuses count for the attack (CRF 22, Ride Against the Enemy: a
bonus against a race, ``prowess_against``, applies to a strike against a character of that race). The attack is
detainment when the character and the company are both hero or both minion (the card's text). Defeated (and not
detainment), the character goes to the marshalling point pile of the company's player, worth its marshalling points
to him as kill points; otherwise it is discarded.

"Other cards have no effect on this attack" (CRF 22, Ride Against the Enemy): hazards do not change it, whether in
play or played during it, and a resource's effect that would benefit it is cancelled; the attack may still be
cancelled. The attack's kind says so (``unaffected_by_other_cards``): what cards in play and effects change in its
strikes and prowess (``attacks._modifiers``) counts only from a resource, and only a decrease; no hazard may be
played during its combat (``kinds.check_play``). A Wizard the opponent sacrificed with Sacrifice of Form may not be
revealed (CRF 22, Ride Against the Enemy).

The engine's readings: the character revealed is the card's player's only one he may use, the choice among several
being refused as not modelled as the card is played (``check_play``; no sentence names it yet); the character stays
off to the side during the attack, in no company; a Fallen-wizard player's company is a hero company here, as for
every detainment (CoE 2.IV.vii.F1).
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from ..core import modelled
from ..core.behaviour import AttackAsRevealedCharacter, walk
from ..core.errors import NotModelledError, Verdict
from ..core.state import DISCARD, MP_PILE, OFF_TO_THE_SIDE, Attack, State
from ..players import alignments
from ..players.sacrificed_avatars import sacrificed_by_another
from ..primitives.races import race_named
from .kinds import AttackKind
from . import flow

if TYPE_CHECKING:
    from ..core.behaviour import Condition
    from ..core.cards import Card
    from ..core.chain import Declared
    from ..core.state import Company, Instance
    from ..game import Game

KIND = "revealed character"   # Attack.kind of the attack


def usable(state: State, player: str) -> list[Instance]:
    """The characters in the player's hand he may reveal."""
    return [c for c in state.hand(player) if c.card.is_character and not sacrificed_by_another(state, player, c)]


def check_hand_holds_character(state: State, card: Card, condition: Condition, target: str | None) -> Verdict:
    """``hand_holds_character``: the card's player holds a character he may reveal."""
    who = state.hazard_player if card.type == "Hazard" else state.resource_player
    if usable(state, who):
        return Verdict.allow()
    held = [c for c in state.hand(who) if c.card.is_character]
    why = f" ({', '.join(c.name for c in held)}: sacrificed by his opponent)" if held else ""
    return Verdict.refuse("no-character-in-hand", f"{card.name} needs a character in {who}'s hand that he may "
                          f"reveal{why}.")


CHOICE = "choosing which of several characters in hand is revealed"


def check_play(state: State, player: str, card: Card) -> Verdict:
    """The query ``may play card``: a card revealing a character, played while its player holds several he may
    reveal, is refused as not modelled (the scope ``play in a case``: no sentence names the choice yet)."""
    if any(isinstance(e, AttackAsRevealedCharacter) for m in card.modes for e in walk(m.effects)) \
            and len({c.card.name for c in usable(state, player)}) > 1:
        modelled.refuse_case(card, CHOICE)
    return Verdict.allow()


def _hero(state: State, player: str) -> bool:
    """Is the player's company a hero company for detainment? A Fallen-wizard player's companies are, covert or
    overt (CoE 2.IV.vii.F1)."""
    return alignments.alignment_of(state, player) in (alignments.WIZARD, alignments.FALLEN_WIZARD)


def attack(game: Game, entry: Declared, effect: AttackAsRevealedCharacter) -> bool:
    """The effect: reveal the one character of the hand, and the company faces his attack."""
    s = game.state
    company = s.companies.get(entry.target) or s.company_of(entry.target) or s.companies.get(s.active_company or "")
    if company is None:
        return True
    found = usable(s, entry.player)
    if not found:
        s.log.append(f"{entry.player} holds no character he may reveal: no attack")
        return True
    if len({c.card.name for c in found}) > 1:
        raise NotModelledError(f"not modelled: {CHOICE}")
    character = found[0]
    card = character.card
    detainment = card.alignment in ("Hero", "Minion") and (card.alignment == "Hero") == _hero(s, company.owner)
    s.reveal((character.id,), s.players)   # the kernel's record of a card shown (The Hunt)
    s.move(character.id, OFF_TO_THE_SIDE)
    base = card.fact("prowess") or 0
    made = Attack(f"a{s.next_attack}", company.id, character.id, KIND, card.race or "", 1, base + effect.prowess,
                  card.fact("body"), detainment=detainment, label=f"{s.label(character)}'s attack")
    s.next_attack += 1
    s.log.append(f"{entry.player} reveals {s.label(character)}: {company.id} faces one strike ({card.race}), prowess "
                 f"{base} {effect.prowess:+d} = {made.prowess}, body {made.body}"
                 + (", detainment" if detainment else ""))
    flow.begin(game, [made])
    return True


def prowess_against(state: State, attack: Attack, character: Instance) -> tuple[int, str] | None:
    """The revealed character's printed bonus against a race ("+6 prowess against Nazgûl"), for a strike against a
    character of that race (CRF 22, Ride Against the Enemy: his combat bonuses count)."""
    if attack.kind != KIND or attack.source not in state.cards:
        return None
    attacker = state.cards[attack.source]
    race = character.card.race or ""
    for named, bonus in (attacker.card.fact("prowess_against", {}) or {}).items():
        if race_named(race, [named]):
            return bonus, f"{attacker.name} against {named}"
    return None


def ends(state: State, attack: Attack, company: Company, defeated: bool, cancelled: bool) -> None:
    """Defeated, the character scores for the company's player as kill points; otherwise he is discarded."""
    if attack.source not in state.cards:
        return
    character = state.cards[attack.source]
    if defeated and not attack.detainment:
        state.move(character.id, MP_PILE, pile_of=company.owner)
        character.killed_by = company.owner
        state.log.append(f"{attack.label} is defeated: {state.label(character)} goes to {company.owner}'s "
                         "marshalling point pile, kill points for him")
        return
    state.move(character.id, DISCARD)
    what = "cancelled" if cancelled else "defeated (detainment)" if defeated else "not defeated"
    state.log.append(f"{attack.label} is {what}: {state.label(character)} is discarded")


ATTACK_KIND = AttackKind(has_body=True, ends=ends, unaffected_by_other_cards=True, strike_prowess=prowess_against)
